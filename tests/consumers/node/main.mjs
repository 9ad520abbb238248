// A Node 20 script that uses the installed tarball the way the README says: `import … from 'tenpai/node'`.
// Prints the checks' outcome as one JSON line for the test runner.
import * as tenpai from 'tenpai/node';
import { runChecks } from './checks.mjs';

console.log(JSON.stringify(runChecks(tenpai)));
