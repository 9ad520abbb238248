// node --test tests/node/: the assembled npm package (pkg-npm/, built by scripts/test.sh) as a Node user gets it,
// resolved by name through its `exports` map, both with require() and with import.
// Expected values are worked out by hand from the rules, not taken from the engine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PKG = process.env.TENPAI_NPM_PKG || resolve(dirname(fileURLToPath(import.meta.url)), '../../pkg-npm');
let app; // a throwaway project with node_modules/tenpai -> pkg-npm

before(() => {
  app = mkdtempSync(join(tmpdir(), 'tenpai-node-'));
  mkdirSync(join(app, 'node_modules'));
  symlinkSync(PKG, join(app, 'node_modules', 'tenpai'), 'dir');
  writeFileSync(join(app, 'probe.mjs'), "export * from 'tenpai/node';\n");
});

after(() => rmSync(app, { recursive: true, force: true }));

test('the package exports the api.md functions and nothing named start', () => {
  const tenpai = createRequire(join(app, 'index.cjs'))('tenpai');
  for (const name of ['rulesets', 'ruleset', 'shanten', 'waits', 'score']) {
    assert.equal(typeof tenpai[name], 'function', name);
  }
  assert.equal(typeof tenpai.Game, 'function', 'Game');
  assert.equal(typeof tenpai.Game.fromJSON, 'function', 'Game.fromJSON');
  assert.equal(tenpai.start, undefined);
});

test('require("tenpai") in Node gives the synchronous node build', () => {
  const tenpai = createRequire(join(app, 'index.cjs'))('tenpai');
  // 123m 456p 789s + 11z 22z: tenpai; chiitoitsu 6 - 2 pairs = 4; kokushi 13 - 4 kinds - 1 pair = 8.
  assert.deepEqual(tenpai.shanten('123m456p789s1122z'), { shanten: 0, standard: 0, chiitoitsu: 4, kokushi: 8 });
  assert.deepEqual(tenpai.waits('123m456p789s1122z'), { tiles: ['1z', '2z'], ukeire: 4 });
});

test('import from "tenpai/node" works as ESM', async () => {
  const tenpai = await import(pathToFileURL(join(app, 'probe.mjs')).href);
  assert.equal(tenpai.ruleset('tenhou').id, 'tenhou');
  assert.equal(tenpai.ruleset('tenhou').game.players, 4);
  // A complete hand: 123m 456m 789m 123p + 55p.
  assert.equal(tenpai.shanten('123456789m12355p', { ruleset: 'tenhou' }).shanten, -1);
});

test('errors are JS Errors with a code property', () => {
  const tenpai = createRequire(join(app, 'index.cjs'))('tenpai');
  assert.throws(() => tenpai.shanten('123x'), (e) => e instanceof Error && e.code === 'bad-notation' && e.message.length > 0);
  assert.throws(() => tenpai.ruleset('no-such-rules'), (e) => e instanceof Error && e.code === 'unknown-ruleset');
  assert.throws(() => tenpai.score({ hand: '1m' }), (e) => e instanceof Error && e.code === 'bad-request');
});

test('a string argument given another type is a bad-request, and the module keeps working', () => {
  const tenpai = createRequire(join(app, 'index.cjs'))('tenpai');
  // wasm-bindgen's glue copies a `&str` argument without checking its type: a number or an object with a huge
  // `length` used to corrupt the module's memory ("memory access out of bounds", then a crashed process).
  const badCalls = [
    () => tenpai.shanten(5), () => tenpai.shanten({ length: 1e9 }), () => tenpai.shanten(null),
    () => tenpai.waits(undefined), () => tenpai.waits(['1m']), () => tenpai.ruleset(7),
    () => tenpai.ruleset({ length: 3 }), () => tenpai.Game.fromJSON({}), () => tenpai.Game.fromJSON(12),
  ];
  for (let round = 0; round < 2000; round++) {
    for (const call of badCalls) {
      assert.throws(call, (e) => e instanceof Error && e.code === 'bad-request' && /must be a string/.test(e.message));
    }
    // Real calls between the bad ones still give the hand-worked answers.
    assert.equal(tenpai.shanten('123m456p789s1122z').shanten, 0);
  }
  assert.deepEqual(tenpai.waits('123m456p789s1122z'), { tiles: ['1z', '2z'], ukeire: 4 });
  assert.equal(tenpai.ruleset('tenhou').id, 'tenhou');
});

// `shanten(hand)` without options takes the package's fast path (scripts/fast-paths.mjs: the hand written into the
// module's memory, the engine called directly); with options it takes the checked wasm-bindgen path.
test('shanten(hand): the fast path gives the mjx answers and the same results and errors as the checked path', () => {
  const tenpai = createRequire(join(app, 'index.cjs'))('tenpai');
  const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const SUITS = 'mpsz';
  let hands = 0;
  for (const set of ['normal', 'hon', 'tin', 'koku']) {
    const lines = readFileSync(join(ROOT, 'tests/data/shanten', `p_${set}_10000.txt`), 'utf8').trim().split('\n');
    for (const line of lines) {
      const fields = line.trim().split(/\s+/).map(Number);
      const bySuit = [[], [], [], []];
      for (const i of fields.slice(0, 14)) bySuit[Math.floor(i / 9)].push((i % 9) + 1);
      // Tenhou's set has one red five per suit, so a hand with all four 5s holds it (written 0).
      for (const digits of bySuit.slice(0, 3)) if (digits.filter((d) => d === 5).length === 4) digits[digits.indexOf(5)] = 0;
      const hand = bySuit.map((d, s) => (d.length ? d.join('') + SUITS[s] : '')).join('');
      const [standard, kokushi, chiitoitsu] = fields.slice(14);
      const shanten = Math.min(standard, kokushi, chiitoitsu);
      assert.deepEqual(tenpai.shanten(hand), { shanten, standard, chiitoitsu, kokushi }, hand);
      hands++;
    }
  }
  assert.equal(hands, 40000);

  // Hands of every size, red fives, melds implied (99 = not applicable), and every kind of mistake; the last ones
  // are longer than the fast path's buffer, not ASCII, or not strings.
  const cases = ['1m', '11m', '1m2p', '0m', '05m', '123m', '2345m', '0555m', '123m456p789s1z', '123m456p789s12z',
    '123m456p789s1122z', '119m19p19s1234567z', '11223344556677z', '1112345678999m', '1112345678999m1m', '123x', '',
    '11111m', '00m', '8z', '1m 2m', '5Bm', '123', 'm', '1234567890123456m', '123m456p789s1122z ',
    '1'.repeat(64) + 'm', '1'.repeat(65) + 'm', '12３m', '\u{1f004}', 5, null, {}, ['1m'], { length: 3 }];
  const outcome = (f) => {
    try {
      return f();
    } catch (e) {
      return { code: e.code, message: e.message };
    }
  };
  for (const hand of cases) {
    assert.deepEqual(outcome(() => tenpai.shanten(hand)), outcome(() => tenpai.shanten(hand, { ruleset: 'tenhou' })),
      String(hand));
  }
  // Hand-worked: 1m alone (4 melds called) is tenpai on itself; 123m 456p 789s 1122z is tenpai.
  assert.deepEqual(tenpai.shanten('1m'), { shanten: 0, standard: 0, chiitoitsu: 99, kokushi: 99 });
  assert.equal(outcome(() => tenpai.shanten('123x')).code, 'bad-notation');

  // A long argument makes the module's memory grow (its old buffer is detached): the fast path writes into the new one.
  const before = outcome(() => tenpai.shanten('1'.repeat(1 << 24) + 'm'));
  assert.equal(typeof before.code, 'string');
  assert.deepEqual(tenpai.shanten('123m456p789s1122z'), { shanten: 0, standard: 0, chiitoitsu: 4, kokushi: 8 });
});
