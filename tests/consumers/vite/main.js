// The bundler entries of the package: ready on import, no init() call. `tenpai` is the full engine, `tenpai/score`
// the scoring module; each outcome goes to its own attribute.
import * as tenpai from 'tenpai';
import * as score from 'tenpai/score';
import { runChecks, SCORE_CHECK_NAMES } from './checks.mjs';

const outcome = runChecks(tenpai);
const scoreOutcome = runChecks(score, SCORE_CHECK_NAMES);
document.querySelector('#out').textContent = JSON.stringify({ tenpai: outcome, 'tenpai/score': scoreOutcome }, null, 2);
document.body.dataset.scoreOutcome = JSON.stringify(scoreOutcome);
document.body.dataset.outcome = JSON.stringify(outcome);
