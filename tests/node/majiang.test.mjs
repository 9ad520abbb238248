// node --test tests/node/: majiang-ai (benches/majiang/, a development dependency: `npm ci` there, done by
// scripts/setup.sh) seated in games that tenpai's Game runs, as the duplicate matches of benches/majiang/match.mjs
// play them. A short run that proves the adapter still works: whole games end, tenpai refuses none of majiang-ai's
// replies, majiang-ai never passes a win tenpai offers, and at every one of its decisions majiang-ai's own picture
// of the table (hand, drawn tile, melds, riichi, live wall, scores, honba, sticks, dora indicators) equals tenpai's
// view of its seat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  direction,
  kakanString,
  MajiangSeat,
  meldKey,
  meldString,
  paiOf,
  plainXiangting,
  tileOf,
} from '../../benches/majiang/seat.mjs';
import { inMajiangOrder } from '../../benches/majiang/table.mjs';
import { playTask, seatsOf, tasks } from '../../benches/majiang/match.mjs';

const Majiang = createRequire(resolve(dirname(fileURLToPath(import.meta.url)), '../../benches/majiang/seat.mjs'))(
  '@kobalab/majiang-core',
);
const PKG = process.env.TENPAI_NPM_PKG || resolve(dirname(fileURLToPath(import.meta.url)), '../../pkg-npm');
const { Game } = createRequire(import.meta.url)(PKG);

test('tiles and melds are written as majiang-core writes them', () => {
  assert.equal(paiOf('0m'), 'm0');
  assert.equal(tileOf('z7'), '7z');
  // Direction: the next seat '+', across '=', the previous seat '-' (chi comes only from there).
  assert.deepEqual([direction(0, 1), direction(0, 2), direction(0, 3), direction(3, 2)], ['+', '=', '-', '-']);
  // Chi: digits in order, the called one marked; a red five keeps its 0.
  assert.equal(meldString(['4m', '0m', '6m'], '6m', '-'), 'm406-');
  assert.equal(meldString(['3p', '4p', '5p'], '3p', '-'), 'p3-45');
  // Pon: the hand's tiles (fives before red fives), then the called tile.
  assert.equal(meldString(['5s', '0s', '5s'], '5s', '='), 's505=');
  assert.equal(meldString(['5s', '5s', '0s'], '0s', '+'), 's550+');
  // Open and closed kans.
  assert.equal(meldString(['1z', '1z', '1z', '1z'], '1z', '-'), 'z1111-');
  assert.equal(meldString(['5p', '0p', '5p', '5p'], null), 'p5550');
  // Kakan: the added tile is what the kan holds beyond the pon, wherever the kan's tiles list it.
  assert.equal(kakanString('s550-', ['5s', '5s', '0s', '5s']), 's550-5');
  assert.equal(kakanString('s550-', ['0s', '5s', '5s', '5s']), 's550-5');
  assert.equal(kakanString('s555=', ['5s', '5s', '5s', '0s']), 's555=0');
  assert.equal(kakanString('z777+', ['7z', '7z', '7z', '7z']), 'z777+7');
  assert.equal(kakanString('p555=', ['5s', '5s', '5s', '0s']), null);
  // What both sides compare: suit, sorted digits, direction.
  assert.equal(meldKey('p555=0'), meldKey('p0555='));
  assert.notEqual(meldKey('p555='), meldKey('p555+'));
});

test('the remembered shanten majiang-ai reads is majiang-core\'s own', () => {
  // Random hands of 13 or 14 tiles with 0-2 melds (some just called), from a fixed stream; each asked twice, the
  // second time from the memo.
  let x = 12345;
  const next = (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  const kinds = ['m', 'p', 's'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => s + n)).concat(
    [1, 2, 3, 4, 5, 6, 7].map((n) => 'z' + n),
  );
  const melds = ['m123-', 'p555=', 'z777+', 's406-'];
  let checked = 0;
  for (let i = 0; i < 4000; i++) {
    const called = next(3);
    const counts = new Map();
    const tiles = [];
    while (tiles.length < 14 - 3 * called - (next(2) && !called ? 1 : 0)) {
      const k = kinds[next(kinds.length)];
      if ((counts.get(k) || 0) >= 4) continue;
      counts.set(k, (counts.get(k) || 0) + 1);
      tiles.push(k);
    }
    const text = tiles.join('') + melds.slice(0, called).map((m) => ',' + m).join('') + (called && next(2) ? ',' : '');
    const shoupai = Majiang.Shoupai.fromString(text);
    const want = plainXiangting(shoupai);
    assert.equal(Majiang.Util.xiangting(shoupai), want, text);
    assert.equal(Majiang.Util.xiangting(shoupai.clone()), want, text);
    checked += want <= 1;
  }
  assert.ok(checked > 50, `${checked} hands near tenpai`);
});

test('the dora a kan reveals after its discard reaches majiang-ai first, and its claim on the discard stands', () => {
  // Seat 0 holds 234m 67m 345p 456s 88p: all simples, waiting on 5m and 8m. Seat 1 (the dealer) discards 8m after
  // a kan, and tenpai reveals the kan's dora after that discard.
  const hand = ['2m', '3m', '4m', '6m', '7m', '3p', '4p', '5p', '4s', '5s', '6s', '8p', '8p'];
  const events = [
    { type: 'draw', seat: 1, tile: null, rinshan: false },
    { type: 'discard', seat: 1, tile: '8m', tsumogiri: true, riichi: false },
    { type: 'dora', indicator: '1p' },
  ];
  assert.deepEqual(inMajiangOrder(events).map((e) => e.type), ['draw', 'dora', 'discard']);
  assert.deepEqual(inMajiangOrder([events[0], events[2]]).map((e) => e.type), ['draw', 'dora'], 'no discard: as it was');
  const answer = (order) => {
    const seat = new MajiangSeat(0);
    const deal = { type: 'deal', round: 'E1', dealer: 1, honba: 0, sticks: 0, doraIndicator: '9s' };
    seat.event({ ...deal, scores: [25000, 25000, 25000, 25000], hands: [hand, null, null, null] });
    for (const e of order(events)) seat.event(e);
    return seat.action([{ type: 'ron', tile: '8m' }, { type: 'pass' }]).type;
  };
  assert.equal(answer(inMajiangOrder), 'ron');
  // In tenpai's order the answer to the dora would replace the claim: the ron is lost.
  assert.equal(answer((e) => e), 'pass');
});

test('a duplicate wall seats the tenpai bot and majiang-ai at every seat on both sides', () => {
  const list = tasks({ first: 3, walls: 2, sides: ['tenpai', 'majiang'], level: 'strong', seed: 'w' });
  assert.equal(list.length, 16);
  for (const t of list) {
    const majiang = t.seats.filter((p) => p === 'majiang-ai').length;
    assert.equal(majiang, t.side === 'tenpai' ? 3 : 1);
    assert.equal(t.seats[t.heroSeat], t.side === 'tenpai' ? 'strong' : 'majiang-ai');
  }
  assert.deepEqual(seatsOf('majiang', 2, 'easy'), ['easy', 'easy', 'majiang-ai', 'easy']);
  assert.deepEqual([...new Set(list.map((t) => t.seed))], ['w-3', 'w-4']);
});

for (const [side, heroSeat, seed] of [
  ['majiang', 1, 'adapter-0'],
  ['tenpai', 2, 'adapter-1'],
]) {
  test(`majiang-ai plays whole Tenhou games inside tenpai (${side} side), every reply accepted`, () => {
    const line = playTask(Game, { wall: 0, side, heroSeat, seed, seats: seatsOf(side, heroSeat, 'strong') }, true);
    assert.deepEqual(line.refused, []);
    assert.deepEqual(line.declined, []);
    assert.deepEqual(line.mismatches, []);
    assert.ok(line.time.majiangDecisions > 50, `majiang-ai decided ${line.time.majiangDecisions} times`);
    assert.deepEqual([...line.ranks].sort(), [1, 2, 3, 4]);
    assert.equal(line.scores.reduce((a, b) => a + b, 0), 100000);
    // The saved game replays through tenpai's legality checks to the same end.
    const again = Game.fromJSON(line.game);
    assert.deepEqual(again.status().result.scores, line.scores);
    again.free();
  });
}
