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

test('the package exports the docs/API.md functions and nothing named start', () => {
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
  // `length` there corrupts the module's memory ("memory access out of bounds", then a crashed process), so the
  // facade takes a JS value and checks it.
  const badCalls = [
    () => tenpai.shanten(5), () => tenpai.shanten({ length: 1e9 }), () => tenpai.shanten(null),
    () => tenpai.waits(undefined), () => tenpai.waits(['1m']), () => tenpai.ruleset(7),
    () => tenpai.Game.fromJSON({}), () => tenpai.Game.fromJSON(12),
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
  // An object given to ruleset() is read as a full ruleset: one with a huge `length` is refused by its reader.
  assert.throws(() => tenpai.ruleset({ length: 1e9 }), (e) => e.code === 'bad-ruleset' && /unknown field `length`/.test(e.message));
});

// `shanten(hand)` without options takes the package's fast path (pkg-template/lib/engine.js: the hand written into the
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

// `score(request)` takes the package's fast path (pkg-template/lib/engine.js: the request written into the module's
// memory by the facade's request.js, the engine called directly) for every plainly well-typed request. A request whose
// prototype is not Object.prototype is declined by it and read as its JSON text (the facade's checked path), which
// leaves out inherited members: the same request the other way. Both must give the same result or error.
test('score(request): the fast path gives the same results and errors as the JSON path', () => {
  const tenpai = createRequire(join(app, 'index.cjs'))('tenpai');
  const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const viaJson = (r) => (r !== null && typeof r === 'object' && !Array.isArray(r) ? Object.setPrototypeOf({ ...r }, { viaJson: true }) : r);
  const outcome = (f) => {
    try {
      return f();
    } catch (e) {
      assert.ok(e instanceof Error, 'thrown values are Errors');
      return { code: e.code, message: e.message };
    }
  };
  const same = (request, what) => {
    const fast = outcome(() => tenpai.score(request));
    assert.deepEqual(fast, outcome(() => tenpai.score(viaJson(request))), what);
    return fast;
  };
  let scored = 0;
  // Every preset's shape: 4-player han/fu (plain results), 3-player (no N in deltas), and the other corpora.
  for (const file of ['majiang-script.jsonl', 'tenhou-sanma.jsonl', 'riichienv-4p.jsonl', 'tenhou6-edge.jsonl']) {
    const lines = readFileSync(join(ROOT, 'tests/data/score', file), 'utf8').trim().split('\n');
    for (const line of lines) {
      const { id, request } = JSON.parse(line);
      if (!('code' in same(request, id))) scored++;
      // Each request under the other presets too: Speed Tonpuu (flavour counts), McGill (chips), Toutenkou
      // (points), or their errors.
      if (scored % 7 === 0) {
        for (const ruleset of ['speed-tonpuu', 'mcgill', 'toutenkou']) same({ ...request, ruleset }, `${id} ${ruleset}`);
      }
    }
  }
  assert.ok(scored > 1000, `${scored} scored`);
  // Requests the fast path must decline or read exactly as JSON does, and mistakes of every kind.
  const base = { hand: '123m456p789s1122z', winTile: '1z', tsumo: true, seatWind: 'S' };
  const pon = { type: 'pon', tiles: '777z', from: 'left' };
  const edits = [{}, { seatWind: '' }, { seatWind: 'X' }, { seatWind: null }, { seatWind: undefined }, { ruleset: '' },
    { ruleset: 'tenhou-sanma' }, { ruleset: 'nope' }, { discarder: 'S', tsumo: false }, { pao: 'W' },
    { kanFeeder: 'N' }, { roundWind: 'N', ruleset: 'tenhou-sanma' }, { honba: null }, { honba: 2.0 }, { honba: -1 },
    { honba: 1.5 }, { honba: 4294967295 }, { riichiSticks: 4294967296 }, { riichi: 1 }, { riichi: null },
    { colour: 'red' }, { melds: [] }, { melds: null }, { melds: [pon], hand: '123m456p789s1z' },
    { melds: [{ ...pon, from: '' }] }, { melds: [{ ...pon, from: 'up' }] }, { melds: [{ ...pon, from: undefined }] },
    { melds: [{ type: 'pon', tiles: '777z', side: 'left' }] }, { melds: [{ ...pon, wildcard: 'no' }] },
    { melds: [{ ...pon, type: 'toString' }] }, { melds: [null] }, { melds: [pon, pon, pon, pon, pon] },
    { melds: [{ ...pon, type: 'ankan', tiles: '7777z' }], hand: '123m456p789s1z' }, { dora: '1z\u0001' },
    { dora: '1z\u00e9' }, { hand: '１２３m456p789s1122z' }, { hand: '123m456p789s1123z' }, { hand: 5 },
    { winTile: '1z2z' }, { hand: '1'.repeat(300) + 'm' }, { riichi: true, ippatsu: true, ura: '1z' },
    { tsumo: false, houtei: true, discarder: 'E' }, { wildcard: true }, { suukantsuSpecial: true },
    { nukidora: '4z', ruleset: 'tenhou-sanma' }, { discards: '1m', ruleset: 'toutenkou' }, { liable: [] }];
  for (const edit of edits) same({ ...base, ...edit }, JSON.stringify(edit));
  for (const request of [null, undefined, 5, 'hand', [], Object.create(null), { hand: '1m' }]) same(request, typeof request);
  // Getters that call score() again while a request is read (every member is read before anything is written),
  // or that grow the memory meanwhile: the same answers, no panic (a panic would poison the module).
  const nested = { hand: '123m456p789s1z', melds: [pon], winTile: '1z', tsumo: true };
  let calls = 0;
  const reentrant = (value, request) => ({
    get: () => {
      calls++;
      outcome(() => tenpai.score(request)); // its error (a nested mistake) stays inside the getter
      return value;
    },
    enumerable: true,
  });
  const withGetter = Object.defineProperties({ ...base }, { dora: reentrant('4z', nested) });
  const meldGetter = Object.defineProperties({ type: 'pon', from: 'left' }, { tiles: reentrant('777z', base) });
  for (const request of [withGetter, { ...nested, melds: [meldGetter] },
    Object.defineProperties({ ...base }, { ura: reentrant('', { ...base, discards: '1'.repeat(1 << 22) + 'm' }) }),
    Object.defineProperties({ ...base }, { hand: reentrant('123m456p789s1123z', { hand: 5 }) })]) {
    same(request, 'reentrant');
    assert.deepEqual(outcome(() => tenpai.score(request)), outcome(() => tenpai.score(viaJson(request))));
  }
  assert.ok(calls >= 8, `${calls} nested calls`);
  assert.equal(tenpai.score(withGetter).dora, 3); // 4z indicates 1z: 111z
  // A long string makes the module's memory grow (its old buffer is detached): the fast path writes into the new one.
  same({ ...base, discards: '1'.repeat(1 << 24) + 'm' }, 'long');
  assert.equal(tenpai.score(base).total, same(base, 'after growth').total);
});
