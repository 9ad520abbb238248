// Each entry's web build, loaded by its init() (web-entries.js, written by consumers.test.mjs), then the checks: no
// top-level await, which `parcel serve` cannot run.
import { modules, ready } from './web-entries.js';
import { runEntries } from './checks.mjs';

const show = (outcome) => {
  document.querySelector('#out').textContent = JSON.stringify(outcome, null, 2);
  document.body.dataset.outcome = JSON.stringify(outcome);
};
ready.then(
  () => show(runEntries(modules)),
  (e) => show({ passed: [], failed: [{ name: 'init', error: String(e) }] }),
);
