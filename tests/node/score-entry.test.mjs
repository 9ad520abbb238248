// node --test tests/node/: the scoring module `tenpai/score` (pkg-npm/score/, the crate built without its `game`
// feature) against the full engine (pkg-npm/node.js): the same functions, the same declared types, and byte-identical
// results and errors for every request of every scoring corpus (tests/data/score/*.jsonl) and every hand of the
// shanten problems (tests/data/shanten/), on the plain fast paths and the checked ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PKG = process.env.TENPAI_NPM_PKG || join(ROOT, 'pkg-npm');
const require = createRequire(import.meta.url);
const full = require(join(PKG, 'node.js'));
const light = require(join(PKG, 'score', 'node.js'));

/** What a call gives, as text: its result's JSON, or its error's code and message. */
function outcome(call) {
  try {
    return JSON.stringify(call());
  } catch (e) {
    return `throws ${e?.constructor?.name} ${e?.code} ${e?.message}`;
  }
}

/** Runs `call` on both modules and fails on the first difference. */
function same(call, what) {
  const expected = outcome(() => call(full));
  const got = outcome(() => call(light));
  if (got !== expected) assert.fail(`${what}: the scoring module gives\n  ${got}\nthe full engine\n  ${expected}`);
}

test('the scoring module exports the full engine\'s scoring functions, and no Game or Ledger', () => {
  const names = (m) => Object.keys(m).filter((k) => typeof m[k] === 'function').sort();
  for (const name of ['rulesets', 'ruleset', 'shanten', 'waits', 'score']) {
    assert.equal(typeof light[name], 'function', name);
  }
  assert.equal(light.Game, undefined);
  assert.equal(light.Ledger, undefined);
  assert.deepEqual(names(light), names(full).filter((n) => n !== 'Game' && n !== 'Ledger'));
});

test('every type the scoring module declares is declared the same way by the full engine', () => {
  // Top-level declarations of a .d.ts: each starts at a line beginning with `export` (or a doc comment before it).
  // The file's header (wasm-bindgen's lint comments) is not a declaration of the module's API.
  const declarations = (file) => readFileSync(file, 'utf8').split(/\n(?=\/\*\*|export )/).map((d) => d.trim())
    .filter((d) => /^(\/\*\*|export )/.test(d));
  const fullDeclarations = new Set(declarations(join(PKG, 'bindings', 'tenpai.d.cts')));
  const lightDeclarations = declarations(join(PKG, 'score', 'bindings', 'tenpai_score.d.cts'));
  assert.ok(lightDeclarations.some((d) => d.startsWith('export function score(')), 'score() is declared');
  const differing = lightDeclarations.filter((d) => !fullDeclarations.has(d));
  assert.deepEqual(differing, [], 'declarations of the scoring module that the full engine does not have verbatim');
});

test('rulesets() and ruleset(id) are the same in both modules', () => {
  same((t) => t.rulesets(), 'rulesets()');
  for (const { id } of full.rulesets()) same((t) => t.ruleset(id), `ruleset(${id})`);
  for (const bad of ['no-such-rules', 7, undefined]) same((t) => t.ruleset(bad), `ruleset(${String(bad)})`);
});

test('every request of the scoring corpora scores byte-identically in both modules', () => {
  const dir = join(ROOT, 'tests/data/score');
  let requests = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const { id, request } = JSON.parse(line);
      same((t) => t.score(request), `${file} ${id}: score`);
      // The hand before the win, on the fast path and with the request's ruleset (the checked path).
      const options = { ruleset: request.ruleset ?? 'tenhou' };
      same((t) => t.shanten(request.hand), `${file} ${id}: shanten`);
      same((t) => t.waits(request.hand, options), `${file} ${id}: waits`);
      requests += 1;
    }
  }
  // A full ruleset value, the checked paths' errors.
  const mcgill = full.ruleset('mcgill');
  const { request } = JSON.parse(readFileSync(join(dir, 'tenhou-4p.jsonl'), 'utf8').split('\n')[0]);
  same((t) => t.score({ ...request, ruleset: full.ruleset('tenhou') }), 'a full ruleset value');
  same((t) => t.shanten('123m456p789s1122z', { ruleset: mcgill }), 'shanten with a full ruleset value');
  for (const bad of [{ hand: '1m' }, { ...request, misspelt: 1 }, { ...request, ruleset: 'nope' }, null, 5]) {
    same((t) => t.score(bad), `score(${JSON.stringify(bad)})`);
  }
  for (const bad of ['123x', '1m', 5, '11111m']) same((t) => t.shanten(bad), `shanten(${JSON.stringify(bad)})`);
  assert.ok(requests > 19_000, `${requests} requests read`);
});

test('every hand of the shanten problems gives the same shanten and waits in both modules', () => {
  const dir = join(ROOT, 'tests/data/shanten');
  const SUITS = 'mpsz';
  const mpsz = (kinds) => kinds.map((k) => `${(k % 9) + 1}${SUITS[Math.floor(k / 9)]}`).join('');
  let hands = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const kinds = line.trim().split(/\s+/).slice(0, 14).map(Number);
      const hand = mpsz(kinds);
      same((t) => t.shanten(hand), `${file}: shanten(${hand})`);
      same((t) => t.shanten(hand, { ruleset: 'mcgill' }), `${file}: shanten(${hand}, mcgill)`);
      same((t) => t.waits(mpsz(kinds.slice(0, 13))), `${file}: waits(${hand} less its last tile)`);
      hands += 1;
    }
  }
  assert.equal(hands, 40_000);
});
