// The site's function-length check (scripts/function-length.mjs, run by `npm run build`): no function in
// www/src over 150 lines. Here: the check finds a long function (nested ones too) and passes short ones, and
// the site's own sources pass it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { longFunctions, MAX_LINES } from '../scripts/function-length.mjs';
import { WWW } from './viewport.mjs';

const body = (n) => Array.from({ length: n }, (_, i) => `  const x${i} = ${i};`).join('\n');

test('a function over the limit is found, with its name and length; one at the limit is not', () => {
  const long = `export function page() {\n${body(MAX_LINES - 1)}\n}\n`;
  assert.deepEqual(longFunctions(long), [{ name: 'page', line: 1, lines: MAX_LINES + 1 }]);
  const limit = `export function page() {\n${body(MAX_LINES - 2)}\n}\n`;
  assert.deepEqual(longFunctions(limit), []);
  // A long arrow function inside a short call, and a method.
  const nested = `render(() => {\n${body(MAX_LINES)}\n});\nclass A {\n  draw() {\n${body(MAX_LINES)}\n  }\n}\n`;
  assert.deepEqual(longFunctions(nested).map((f) => f.name), ['(anonymous function)', 'draw']);
});

test("the site's sources have no function over the limit", () => {
  const out = execFileSync(process.execPath, [join(WWW, 'scripts/function-length.mjs')], { encoding: 'utf8' });
  assert.match(out, /every function in src is at most 150 lines/);
});
