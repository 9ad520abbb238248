// The bundler entry of the package: ready on import, no init() call.
import * as tenpai from 'tenpai';
import { runChecks } from './checks.mjs';

const outcome = runChecks(tenpai);
document.querySelector('#out').textContent = JSON.stringify(outcome, null, 2);
document.body.dataset.outcome = JSON.stringify(outcome);
