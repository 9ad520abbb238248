// A Node 20 script using the scoring module the two ways the README gives: `tenpai/score/node`, and the bare
// `tenpai/score` (Node's export condition gives the same build). Prints the checks' outcome as one JSON line.
import * as score from 'tenpai/score/node';
import * as bare from 'tenpai/score';
import { runChecks, SCORE_CHECK_NAMES } from './checks.mjs';

if (bare.score !== score.score) throw new Error("'tenpai/score' in Node is not the 'tenpai/score/node' build");
console.log(JSON.stringify(runChecks(score, SCORE_CHECK_NAMES)));
