// The app every bundler builds (copied to each app's src/index.js): imports each entry of the package by its bare
// name (src/entries.js, written by consumers.test.mjs from ENTRIES), runs the checks and shows their outcome.
import { modules } from './entries.js';
import { runEntries } from './checks.mjs';

const outcome = runEntries(modules);
document.querySelector('#out').textContent = JSON.stringify(outcome, null, 2);
document.body.dataset.outcome = JSON.stringify(outcome);
