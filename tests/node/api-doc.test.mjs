// node --test tests/node/: docs/API.md against what it documents. The lists of exports, `Game` and `Ledger` members,
// exported TypeScript types and error codes in docs/API.md (between its `<!-- name:begin -->` / `<!-- name:end -->`
// marks) must equal the assembled npm package's (pkg-npm/, built by scripts/test.sh) and src/error.rs's `CODES` with
// the codes the package's own JS throws (pkg-template/), which must in turn hold every code the Rust sources give an
// error. A name missing on either side fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PKG = process.env.TENPAI_NPM_PKG || join(ROOT, 'pkg-npm');
const DOC = readFileSync(join(ROOT, 'docs/API.md'), 'utf8');

/** The text between the document's `<!-- name:begin -->` and `<!-- name:end -->`. */
function section(name) {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const start = DOC.indexOf(begin);
  const stop = DOC.indexOf(end);
  assert.ok(start >= 0 && stop > start, `docs/API.md has a ${begin} … ${end} section`);
  return DOC.slice(start + begin.length, stop);
}

/** The first backticked word of each `- ` item of a section: `rulesets()` → rulesets, `Game.fromJSON(text)` →
 * Game.fromJSON, `new Game(options)` → new Game. */
function listed(name) {
  return section(name)
    .split('\n')
    .filter((line) => line.startsWith('- `'))
    .map((line) => line.slice(3, line.indexOf('`', 3)).replace(/\(.*$/, ''));
}

/** Equal as sets, each name once; the message says which names are missing on which side. */
function sameNames(documented, actual, what) {
  const dup = documented.filter((n, i) => documented.indexOf(n) !== i);
  assert.deepEqual(dup, [], `${what}: listed twice in docs/API.md`);
  const missingInDoc = actual.filter((n) => !documented.includes(n));
  const missingInPkg = documented.filter((n) => !actual.includes(n));
  assert.deepEqual(
    { missingInDoc, missingInPkg },
    { missingInDoc: [], missingInPkg: [] },
    `${what}: docs/API.md and the package differ`,
  );
}

const nodeBuild = () => createRequire(import.meta.url)(join(PKG, 'node.js'));
const load = (file) => import(pathToFileURL(join(PKG, file)).href);

test('docs/API.md lists exactly the package exports', async () => {
  const node = Object.keys(nodeBuild()).sort();
  sameNames(listed('exports'), node, 'exports of tenpai/node');
  // The web build has the same API plus its loaders (importing it does not initialise it).
  const web = Object.keys(await load('web.js'));
  sameNames(listed('exports').concat(listed('web-exports')), web, 'exports of tenpai/web');
  // The bundler entry re-exports the web build's (its default export, init, is not re-exported): loaded here, it
  // reads its .wasm as a file: URL.
  const entry = Object.keys(await load('index.js'));
  sameNames(listed('exports').concat(listed('web-exports')).filter((n) => n !== 'default'), entry, 'exports of tenpai');
  sameNames(listed('worker-exports'), Object.keys(await load('worker.js')), 'exports of tenpai/worker');
});

test('docs/API.md lists exactly the exports of the scoring module tenpai/score', async () => {
  // One item naming every function: `rulesets()`, `ruleset(id)`, …
  const documented = section('score-exports').split('`').filter((_, i) => i % 2 === 1).map((n) => n.replace(/\(.*$/, ''));
  const node = Object.keys(createRequire(import.meta.url)(join(PKG, 'score/node.js')));
  sameNames(documented, node, 'exports of tenpai/score/node');
  const web = Object.keys(await load('score/web.js'));
  sameNames(documented.concat(listed('web-exports')), web, 'exports of tenpai/score/web');
  const entry = Object.keys(await load('score/index.js'));
  sameNames(documented.concat(listed('web-exports')).filter((n) => n !== 'default'), entry, 'exports of tenpai/score');
});

/** A class's documented members (section `<section>`) equal its own: methods, statics as `Class.name`, and the
 * constructor as `new Class`. */
function sameMembers(name, section_) {
  const cls = nodeBuild()[name];
  const documented = listed(section_);
  assert.ok(documented.includes(`new ${name}`), `the ${name} constructor is documented`);
  const methods = Object.getOwnPropertyNames(cls.prototype).filter((n) => n !== 'constructor' && !n.startsWith('__'));
  const statics = Object.getOwnPropertyNames(cls)
    .filter((n) => !['length', 'name', 'prototype'].includes(n) && !n.startsWith('__'))
    .map((n) => `${name}.${n}`);
  sameNames(
    documented.filter((n) => n !== `new ${name}`),
    methods.concat(statics),
    `${name} members`,
  );
  if (cls.prototype[Symbol.dispose]) {
    assert.match(section(section_), /Symbol\.dispose/, `${name}[Symbol.dispose] is documented`);
  }
}

test('docs/API.md lists exactly the Game members', () => sameMembers('Game', 'game-members'));

test('docs/API.md lists exactly the Ledger members', () => sameMembers('Ledger', 'ledger-members'));

test('docs/API.md lists exactly the exported TypeScript names', () => {
  const names = (s) => section(s).split('`').filter((_, i) => i % 2 === 1);
  for (const [dts, documented] of [
    ['node.d.ts', names('types')],
    ['web.d.ts', names('types').concat(names('web-types'))],
  ]) {
    const types = exportedTypes(join(PKG, dts));
    assert.ok(types.length > 0, `${dts} exports types`);
    sameNames(documented, [...new Set(types)], `types of ${dts}`);
  }
});

/** The type names a .d.ts exports: its own, and those of the files it re-exports (`export * from './x.js'`, or
 *  `'./x.cjs'` for a .d.cts). */
function exportedTypes(path) {
  const text = readFileSync(path, 'utf8');
  const own = [...text.matchAll(/^export (?:declare )?(?:type|interface|enum) (\w+)/gm)].map((m) => m[1]);
  const reexported = [...text.matchAll(/^export \* from '([^']+)\.(c?)js';/gm)].flatMap((m) =>
    exportedTypes(join(dirname(path), `${m[1]}.d.${m[2]}ts`)),
  );
  return own.concat(reexported);
}

/** The codes of src/error.rs's `CODES`, in order. */
function errorCodes() {
  const src = readFileSync(join(ROOT, 'src/error.rs'), 'utf8');
  const m = /pub const CODES: \[&str; \d+\] = \[([^\]]*)\]/.exec(src);
  assert.ok(m, 'src/error.rs defines CODES');
  return [...m[1].matchAll(/"([a-z-]+)"/g)].map((c) => c[1]);
}

/** Every .rs file under `dir`. */
function rustFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? rustFiles(join(dir, e.name)) : e.name.endsWith('.rs') ? [join(dir, e.name)] : [],
  );
}

/** The codes the package's own JS (pkg-template/) gives the Errors it throws: `error.code = 'x'` and
 *  `coded(message, 'x')`. */
function packageCodes() {
  const files = readdirSync(join(ROOT, 'pkg-template'), { recursive: true }).map(String)
    .filter((f) => f.endsWith('.js'));
  const codes = new Set();
  for (const file of files) {
    const text = readFileSync(join(ROOT, 'pkg-template', file), 'utf8');
    for (const m of text.matchAll(/\.code = '([a-z-]+)'|coded\([^;]*?'([a-z-]+)'\)/g)) codes.add(m[1] ?? m[2]);
  }
  return [...codes];
}

test('docs/API.md lists exactly the error codes of src/error.rs and of the package\'s own JS', () => {
  const documented = section('error-codes')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.slice(3, line.indexOf('`', 3)));
  const js = packageCodes();
  assert.ok(js.includes('not-initialized'), `the package's JS throws not-initialized (found ${js.join(', ')})`);
  sameNames(documented, [...new Set([...errorCodes(), ...js])], 'error codes (src/error.rs CODES, pkg-template/)');
});

test('every error code the Rust sources use is in src/error.rs CODES', () => {
  const codes = errorCodes();
  const used = new Set();
  for (const file of rustFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    // `Error::new("code", …)` (also across a line break) and the helpers' `Self::new("code", …)` in src/error.rs.
    for (const m of text.matchAll(/(?:Error|Self)::new\(\s*"([a-z-]+)"/g)) used.add(m[1]);
  }
  assert.ok(used.has('illegal-action') && used.has('bad-request'), 'the scan finds the codes in use');
  assert.deepEqual([...used].filter((c) => !codes.includes(c)), [], 'codes in use but not in CODES');
  assert.deepEqual(codes.filter((c) => !used.has(c)), [], 'codes in CODES that no error carries');
});
