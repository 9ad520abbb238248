// node --test tests/node/: `new Game({ ruleset, wall })`, positions set up from JavaScript (docs/API.md, Game). A few
// of the Rust scenario tests (tests/scenario_tenhou.rs, tests/mcgill_play.rs) played again through the npm package,
// so both doors to a planned wall are exercised, and the walls that cannot exist, refused with their codes. The
// expected points are worked out from the rule texts in the comments, as in the Rust tests they mirror.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const PKG = process.env.TENPAI_NPM_PKG || resolve(dirname(fileURLToPath(import.meta.url)), '../../pkg-npm');
const { Game } = createRequire(import.meta.url)(PKG);

const withCode = (code, ...words) => (e) =>
  e instanceof Error && e.code === code && words.every((w) => e.message.includes(w));

/** Every seat the game waits for answers `pass` (a claim window nobody takes); returns the events. */
function passAll(game) {
  const events = [];
  while (game.status().phase === 'claims') {
    const seat = game.status().toAct[0];
    events.push(...game.apply(seat, { type: 'pass' }, seat));
  }
  return events;
}

/** `seat` throws `tile` and every claim on it is passed; returns the events (as a spectator would not: as `seat`). */
function discard(game, seat, tile) {
  return [...game.apply(seat, { type: 'discard', tile }), ...passAll(game)];
}

/** The tile `seat` has just drawn, read from the spectator's view. */
const drawn = (game, seat) => game.spectate().seats[seat].drawn;

const sorted = (tiles) => [...tiles].sort();

test('a Tenhou deal: the planned hand, draws and indicator come out as planned; dealer ron 2 han 40 fu pays 3,900', () => {
  // tests/scenario_tenhou.rs dealer_ron_two_han_forty_fu_pays_3900: closed ittsu, tanki on 9p; indicator 1z.
  const game = new Game({
    ruleset: 'tenhou',
    seed: 'wall-test',
    wall: { hands: ['123456789m123p9p', '', '', ''], draws: '7z9p', dora: '1z' },
  });
  const view = game.spectate();
  assert.deepEqual(sorted(view.seats[0].hand), sorted([...'123456789'].map((n) => `${n}m`).concat('1p', '2p', '3p', '9p', '7z')));
  assert.equal(view.seats[0].drawn, '7z', "the dealer's first draw is the first planned draw");
  assert.deepEqual(view.doraIndicators, ['1z']);
  discard(game, 0, '7z');
  assert.equal(drawn(game, 1), '9p', 'seat 1 draws the second planned draw');
  game.apply(1, { type: 'discard', tile: '9p' });
  assert.ok(game.legalActions(0).some((a) => a.type === 'ron'));
  const events = [...game.apply(0, { type: 'ron' }), ...passAll(game)];
  const win = events.find((e) => e.type === 'win');
  assert.equal(win.result.han, 2);
  assert.equal(win.result.fu, 40);
  assert.deepEqual(events.find((e) => e.type === 'round-end').deltas, [3900, -3900, 0, 0]);
});

test('a chosen draw gives the dealer tsumo: double East and menzen tsumo, 3 han 30 fu, 2,000 all', () => {
  // The dealer waits on 1z or 2z (shanpon) and draws 1z on its second turn. Draws interleave every seat's: the
  // dealer's 3z, seats 1-3 draw from the fill, then the dealer's 1z. Yaku: menzen tsumo 1, East as seat and round
  // wind 2 (docs/rulesets/tenhou.md); dora indicator 9p makes 1p dora, not held. Fu: 20 + 2 (tsumo) + 8 (the
  // concealed 1z triplet) = 30. Dealer 3 han 30 fu tsumo: 2,000 from each seat.
  const game = new Game({
    ruleset: 'tenhou',
    seed: 'wall-test',
    wall: { hands: ['123m456p789s1122z', '', '', ''], draws: '3z9m9m9m1z', dora: '9p', ura: '9p' },
  });
  discard(game, 0, '3z');
  for (const seat of [1, 2, 3]) {
    assert.equal(drawn(game, seat), '9m', `seat ${seat} draws its planned 9m`);
    discard(game, seat, '9m');
  }
  assert.equal(drawn(game, 0), '1z');
  const events = game.apply(0, { type: 'tsumo' });
  const win = events.find((e) => e.type === 'win');
  assert.equal(win.seat, 0);
  assert.equal(win.winTile, '1z');
  assert.equal(win.result.han, 3);
  assert.equal(win.result.fu, 30);
  assert.deepEqual(events.find((e) => e.type === 'round-end').deltas, [6000, -2000, -2000, -2000]);
});

test('a riichi wins with ura dora from the planned ura indicator (McGill L19)', () => {
  // tests/mcgill_play.rs seed_l19_ura_dora_count_for_a_riichi_winner: double riichi 2 + ippatsu 1 + pinfu 1 +
  // tanyao 1 + ura 3 (ura indicator 4p → 5p, three held) = 8 han, baiman: dealer 24,000; the dealer's stick
  // comes back with the win.
  const game = new Game({
    ruleset: 'mcgill',
    wall: { hands: ['234m456p678s45s55p', '', '', ''], draws: '1z3s', dora: '1z', ura: '4p' },
  });
  game.apply(0, { type: 'discard', tile: '1z', riichi: true });
  passAll(game);
  game.apply(1, { type: 'discard', tile: '3s' });
  const events = [...game.apply(0, { type: 'ron' }), ...passAll(game)];
  const win = events.find((e) => e.type === 'win');
  assert.deepEqual(win.uraIndicators, ['4p']);
  assert.equal(win.result.ura, 3);
  assert.equal(win.result.han, 8);
  assert.deepEqual(events.find((e) => e.type === 'round-end').deltas, [24000, -24000, 0, 0]);
});

test('a closed kan draws the planned replacement and reveals the planned kan indicator and its ura (McGill L31)', () => {
  // tests/mcgill_play.rs seed_l31_kan_ura_dora_count_for_a_riichi_winner: the dealer draws its fourth 2m, kans,
  // draws the replacement 1z and riichis on it; P1's 3s wins. Riichi 1 + ippatsu 1 + tanyao 1 + ura 4 (9s under
  // the first indicator: none; 1m under the kan's: the four 2m) = 7 han, haneman: dealer 18,000.
  const game = new Game({
    ruleset: 'mcgill',
    wall: { hands: ['222m456p678s45s55p', '', '', ''], draws: '2m3s', replacements: '1z', dora: '1z9p', ura: '9s1m' },
  });
  assert.equal(drawn(game, 0), '2m');
  const kan = [...game.apply(0, { type: 'ankan', tile: '2m' }), ...passAll(game)];
  assert.equal(drawn(game, 0), '1z', 'the replacement draw is the planned one');
  assert.ok(kan.some((e) => JSON.stringify(e).includes('"9p"')), 'the kan reveals the planned second indicator');
  assert.deepEqual(game.spectate().doraIndicators, ['1z', '9p']);
  game.apply(0, { type: 'discard', tile: '1z', riichi: true });
  passAll(game);
  game.apply(1, { type: 'discard', tile: '3s' });
  const events = [...game.apply(0, { type: 'ron' }), ...passAll(game)];
  const win = events.find((e) => e.type === 'win');
  assert.deepEqual(win.uraIndicators, ['9s', '1m']);
  assert.equal(win.result.ura, 4, "the kan's ura indicator counts");
  assert.equal(win.result.han, 7);
  assert.deepEqual(events.find((e) => e.type === 'round-end').deltas, [18000, -18000, 0, 0]);
});

test('a hand given in part is filled from the remaining tiles in the order of the seed', () => {
  const wall = { hands: ['1111z', '', '7z', ''], draws: '2z' };
  const deal = (seed) => new Game({ ruleset: 'tenhou', seed, wall }).spectate();
  const a = deal('fill-a');
  for (const view of [a, deal('fill-b')]) {
    assert.equal(view.seats[0].hand.filter((t) => t === '1z').length, 4);
    assert.ok(view.seats[2].hand.includes('7z'));
    assert.equal(view.seats[0].drawn, '2z');
    for (const seat of view.seats) assert.equal(seat.handSize, seat.seat === 0 ? 14 : 13);
  }
  assert.deepEqual(deal('fill-a'), a, 'the same seed fills the same way');
  assert.notDeepEqual(deal('fill-b').seats.map((s) => s.hand), a.seats.map((s) => s.hand), 'another seed, another fill');
});

test('flavoured tiles name their copies (Speed Tonpuu: 0m, 7Bm, 5Gp, 5Pz)', () => {
  const game = new Game({ ruleset: 'speed-tonpuu', wall: { hands: ['0m7Bm5Gp5Pz555m', '', '', ''] } });
  const hand = game.spectate().seats[0].hand;
  for (const tile of ['0m', '7Bm', '5Gp', '5Pz']) assert.equal(hand.filter((t) => t === tile).length, 1, tile);
  assert.equal(hand.filter((t) => t === '5m').length, 3, 'plain 5m are the plain copies');
});

test('a planned game saves its wall: fromJSON(toJSON()) replays it', () => {
  const game = new Game({ ruleset: 'tenhou', wall: { hands: ['123m456p789s1122z', '', '', ''], draws: '3z' } });
  discard(game, 0, '3z');
  const loaded = Game.fromJSON(game.toJSON());
  assert.deepEqual(loaded.spectate(), game.spectate());
});

test('a wall that cannot exist throws bad-request naming what is wrong, and no game is made', () => {
  const four = (hand, rest = {}) => ({ ruleset: 'tenhou', wall: { hands: [hand, '', '', ''], ...rest } });
  const refusals = [
    [four('1111m', { draws: '1m' }), withCode('bad-request', 'no copy of 1m', 'draw 1')],
    [four('0m0m'), withCode('bad-request', 'no copy of 0m', "seat 0's hand")],
    [four('11223344556677z'), withCode('bad-request', 'wall.hands[0]', '14 tiles')],
    [{ ruleset: 'tenhou', wall: { hands: ['123m'] } }, withCode('bad-request', 'wall.hands lists 1 hands', 'deals 4')],
    [{ ruleset: 'tenhou-sanma', wall: { hands: ['', '', '', ''] } }, withCode('bad-request', 'deals 3')],
    [four('', { draws: '1m'.repeat(71) }), withCode('bad-request', '71 draws', 'the live wall holds 70')],
    [four('', { dora: '123456m' }), withCode('bad-request', 'no dora indicator number 6')],
    [{ ruleset: 'tenhou-sanma', wall: { hands: ['', '', ''], draws: '5m' } }, withCode('bad-request', 'have no 5m')],
    [four('', { draws: '12x' }), withCode('bad-notation', 'wall.draws')],
    [four('1m2'), withCode('bad-notation', 'wall.hands[0]')],
    [four('', { dora: '1z', doras: '1z' }), withCode('bad-request', 'doras')],
    [{ ruleset: 'tenhou', wall: { draws: '1m' } }, withCode('bad-request', 'hands')],
  ];
  for (const [options, check] of refusals) {
    let made;
    assert.throws(() => {
      made = new Game(options);
    }, check, JSON.stringify(options));
    assert.equal(made, undefined, 'nothing is created');
  }
  // The module is unharmed: a good wall still deals.
  assert.equal(new Game(four('1111m')).spectate().seats[0].hand.filter((t) => t === '1m').length, 4);
});
