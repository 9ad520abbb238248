// node --test tests/node/: the `Game` class of the assembled npm package (pkg-npm/), as a Node user drives it.
// Nothing here compares against values the engine produced earlier: the checks are invariants of the rules
// (points are conserved, ranks are a permutation, a seat never sees another's tiles) and of the API contract.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const PKG = process.env.TENPAI_NPM_PKG || resolve(dirname(fileURLToPath(import.meta.url)), '../../pkg-npm');
const { Game } = createRequire(import.meta.url)(PKG);

const withCode = (code) => (e) => e instanceof Error && e.code === code && e.message.length > 0;

/** Plays until the game ends, asking `choose(game, seat)` for every seat that must act; returns the actions taken. */
function playOut(game, choose, maxActions = 20000) {
  let actions = 0;
  for (;;) {
    const status = game.status();
    if (status.over) return actions;
    assert.ok(status.toAct.length > 0, 'a running game always waits for someone');
    for (const seat of status.toAct) {
      // Claims resolve once everyone asked has answered, so a seat may have nothing left to do.
      if (game.legalActions(seat).length === 0) continue;
      const events = game.apply(seat, choose(game, seat));
      assert.ok(Array.isArray(events));
      actions += 1;
      assert.ok(actions < maxActions, 'the game ends');
    }
  }
}

function assertFinished(game, players, startScore) {
  const status = game.status();
  assert.equal(status.phase, 'over');
  assert.deepEqual(status.toAct, []);
  const { scores, ranks, points } = status.result;
  assert.equal(scores.length, players);
  // Points only move between seats (leftover riichi deposits go to first place): the total is conserved.
  assert.equal(scores.reduce((a, b) => a + b, 0), startScore * players);
  assert.deepEqual([...ranks].sort(), Array.from({ length: players }, (_, i) => i + 1));
  assert.equal(points.length, players);
  for (let s = 0; s < players; s++) {
    assert.deepEqual(game.legalActions(s), []);
    assert.equal(game.botAction(s), null);
  }
}

test('a seeded Tenhou game played by botAction runs to the end, and replays identically', () => {
  const play = () => {
    const game = new Game({ ruleset: 'tenhou', seed: 'node-bot-game' });
    const actions = playOut(game, (g, seat) => {
      const action = g.botAction(seat);
      // The bot only ever picks something the engine lists as legal for that seat.
      assert.ok(g.legalActions(seat).some((a) => JSON.stringify(a) === JSON.stringify(action)), JSON.stringify(action));
      return action;
    });
    return { game, actions };
  };
  const { game, actions } = play();
  assert.ok(actions > 50, `a hanchan takes many actions, got ${actions}`);
  assertFinished(game, 4, 25000);
  assert.throws(() => game.apply(0, { type: 'pass' }), withCode('illegal-action'));
  // Same seed, same bot decisions: the same game.
  assert.equal(play().game.toJSON(), game.toJSON());
  // The exports are non-empty text in their formats.
  const tenhou6 = JSON.parse(game.toTenhou6());
  assert.ok(Array.isArray(tenhou6.log) && tenhou6.log.length > 0);
  const mjai = game.toMjai().trim().split('\n').map((line) => JSON.parse(line));
  assert.equal(mjai[0].type, 'start_game');
  assert.equal(mjai.at(-1).type, 'end_game');
});

test('a three-player tenhou-sanma game of random legal actions runs to the end', () => {
  let rng = 12345; // a fixed LCG keeps the test reproducible
  const random = (n) => {
    rng = (rng * 1103515245 + 12345) % 2147483648;
    return rng % n;
  };
  const game = new Game({ ruleset: 'tenhou-sanma', seed: 'node-random-sanma' });
  assert.equal(game.spectate().seats.length, 3);
  assert.throws(() => game.legalActions(3), withCode('bad-request'));
  playOut(game, (g, seat) => {
    const legal = g.legalActions(seat);
    return legal[random(legal.length)];
  });
  assertFinished(game, 3, 35000);
});

test('without a seed every game gets a fresh one', () => {
  const a = JSON.parse(new Game({ ruleset: 'tenhou' }).toJSON()).seed;
  const b = JSON.parse(new Game({ ruleset: 'tenhou' }).toJSON()).seed;
  assert.match(a, /^[0-9a-f]{32}$/);
  assert.notEqual(a, b);
});

test('startScores and a full ruleset object are accepted', () => {
  const { ruleset } = createRequire(import.meta.url)(PKG);
  const game = new Game({ ruleset: ruleset('tenhou'), seed: 's', startScores: [30000, 20000, 25000, 25000] });
  assert.deepEqual(
    game.spectate().seats.map((s) => s.score),
    [30000, 20000, 25000, 25000],
  );
});

test('illegal and malformed actions throw with a code and change nothing', () => {
  const game = new Game({ ruleset: 'tenhou', seed: 'node-illegal' });
  const [dealer] = game.status().toAct;
  const other = (dealer + 1) % 4;
  const before = game.toJSON();
  const view = game.view(dealer);
  // A tile the dealer does not hold: some kind with no copy in the hand.
  const kinds = ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1p', '2p', '3p', '4p', '5p', '6p', '7p',
    '8p', '9p', '1s', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s', '1z', '2z', '3z', '4z', '5z', '6z', '7z'];
  const held = new Set(view.seats[dealer].hand.map((t) => t.replace(/^0/, '5')));
  const missing = kinds.find((k) => !held.has(k));
  assert.throws(() => game.apply(dealer, { type: 'discard', tile: missing, riichi: false }), withCode('illegal-action'));
  assert.throws(() => game.apply(other, { type: 'discard', tile: view.seats[dealer].hand[0] }), withCode('illegal-action'));
  assert.throws(() => game.apply(dealer, { type: 'ron' }), withCode('illegal-action'));
  assert.throws(() => game.apply(dealer, { type: 'fly' }), withCode('bad-request'));
  assert.throws(() => game.apply(dealer, { type: 'discard' }), withCode('bad-request'));
  assert.throws(() => game.apply(dealer, 'discard'), withCode('bad-request'));
  for (const seat of [-1, 4, 1.5, '0', null, undefined, 2 ** 32]) {
    assert.throws(() => game.apply(seat, { type: 'pass' }), withCode('bad-request'), String(seat));
    assert.throws(() => game.view(seat), withCode('bad-request'), String(seat));
    assert.throws(() => game.legalActions(seat), withCode('bad-request'), String(seat));
    assert.throws(() => game.botAction(seat), withCode('bad-request'), String(seat));
  }
  assert.equal(game.toJSON(), before);
  // After all that, a legal action still works.
  assert.ok(game.apply(dealer, game.legalActions(dealer)[0]).length > 0);
  assert.notEqual(game.toJSON(), before);
});

test('bad constructor options throw with a code', () => {
  assert.throws(() => new Game({ ruleset: 'no-such-rules' }), withCode('unknown-ruleset'));
  assert.throws(() => new Game({}), withCode('bad-request'));
  assert.throws(() => new Game({ ruleset: 'tenhou', colour: 'red' }), withCode('bad-request'));
  assert.throws(() => new Game({ ruleset: 'tenhou', startScores: 'many' }), withCode('bad-request'));
  assert.throws(() => new Game(), withCode('bad-request'));
});

test('fromJSON(toJSON()) round-trips a game in progress, and play continues identically', () => {
  const game = new Game({ ruleset: 'tenhou', seed: 'node-save' });
  for (let i = 0; i < 60 && !game.status().over; i++) {
    const seat = game.status().toAct.find((s) => game.legalActions(s).length > 0);
    game.apply(seat, game.botAction(seat));
  }
  const saved = game.toJSON();
  const loaded = Game.fromJSON(saved);
  assert.equal(loaded.toJSON(), saved);
  assert.deepEqual(loaded.spectate(), game.spectate());
  assert.deepEqual(loaded.status(), game.status());
  for (const seat of game.status().toAct) {
    assert.deepEqual(loaded.botAction(seat), game.botAction(seat));
  }
});

test('tampered saves throw bad-state', () => {
  const game = new Game({ ruleset: 'tenhou', seed: 'node-tamper' });
  const [dealer] = game.status().toAct;
  game.apply(dealer, game.botAction(dealer));
  const saved = JSON.parse(game.toJSON());
  const tamper = (change) => {
    const copy = structuredClone(saved);
    change(copy);
    return JSON.stringify(copy);
  };
  assert.throws(() => Game.fromJSON(tamper((s) => { s.scores[0] += 1000; })), withCode('bad-state'));
  assert.throws(() => Game.fromJSON(tamper((s) => { s.actions[0][0] = (dealer + 1) % 4; })), withCode('bad-state'));
  assert.throws(() => Game.fromJSON(tamper((s) => { s.format = 'other'; })), withCode('bad-state'));
  assert.throws(() => Game.fromJSON('{'), withCode('bad-state'));
  assert.throws(() => Game.fromJSON(''), withCode('bad-state'));
});

test("a seat's view never shows another seat's concealed tiles, even over a whole hand", () => {
  const game = new Game({ ruleset: 'tenhou', seed: 'node-views' });
  const startRound = game.spectate().round;
  let checked = 0;
  while (!game.status().over && game.spectate().round === startRound) {
    for (let viewer = 0; viewer < 4; viewer++) {
      const view = game.view(viewer);
      assert.equal(view.viewer, viewer);
      assert.equal(view.uraIndicators ?? null, null);
      for (const seat of view.seats) {
        if (seat.seat === viewer) {
          assert.ok(Array.isArray(seat.hand));
          assert.equal(seat.hand.length, seat.handSize);
        } else {
          assert.equal(seat.hand ?? null, null);
          assert.equal(seat.drawn ?? null, null);
          assert.equal(seat.furiten ?? null, null);
        }
      }
      assert.deepEqual(view.legalActions, game.legalActions(viewer));
    }
    // The spectator sees every hand.
    assert.ok(game.spectate().seats.every((s) => Array.isArray(s.hand)));
    const seat = game.status().toAct.find((s) => game.legalActions(s).length > 0);
    game.apply(seat, game.botAction(seat));
    checked += 1;
  }
  assert.ok(checked > 10);
});

test('apply shows the events as the viewer may see them: no other seat\'s draw or dealt hand', () => {
  const game = new Game({ ruleset: 'tenhou', seed: 'events-privacy' });
  let checkedDeal = false;
  let checkedDraw = false;
  for (let i = 0; i < 5000 && !(checkedDeal && checkedDraw) && !game.status().over; i++) {
    const seat = game.status().toAct.find((s) => game.legalActions(s).length > 0);
    // A human at seat 0 applies every seat's action (bots included) and asks for its own view of the events.
    const events = game.apply(seat, game.botAction(seat), 0);
    for (const e of events) {
      if (e.type === 'draw' && e.seat !== 0) {
        assert.equal(e.tile, null, 'another seat\'s draw is hidden');
        checkedDraw = true;
      }
      if (e.type === 'deal') {
        e.hands.forEach((h, s) => (s === 0 ? assert.ok(Array.isArray(h)) : assert.equal(h, null)));
        checkedDeal = true;
      }
    }
  }
  assert.ok(checkedDeal && checkedDraw, 'the game reached a new deal and other seats drew');
});

// ---- autoplay: built-in players acting inside the engine --------------------------------------------------------

/** Steps a game with botAction/apply, one action per call, as a UI would: the first waiting seat with actions. */
function stepBots(game, human) {
  for (;;) {
    const status = game.status();
    const seat = status.toAct.find((s) => s !== human && game.legalActions(s).length > 0);
    if (status.over || seat === undefined) return;
    game.apply(seat, game.botAction(seat));
  }
}

const actionCount = (game) => JSON.parse(game.toJSON()).actions.length;

test('autoplay with bots plays the same game as stepping it with botAction and apply', () => {
  for (const ruleset of ['tenhou', 'tenhou-sanma', 'speed-tonpuu']) {
    const stepped = new Game({ ruleset, seed: `autoplay-bots-${ruleset}` });
    stepBots(stepped);
    const played = new Game({ ruleset, seed: `autoplay-bots-${ruleset}` });
    const events = played.autoplay({ players: 'bot' });
    assert.equal(played.toJSON(), stepped.toJSON(), ruleset);
    assert.deepEqual(played.status(), stepped.status());
    const start = new Game({ ruleset, seed: 'x' }).spectate().seats.map((s) => s.score);
    assertFinished(played, start.length, start[0]);
    // Every action's events came back, ending with the game's end; nothing is left to play.
    assert.equal(events.at(-1).type, 'game-end');
    assert.ok(events.filter((e) => e.type === 'round-end').length >= 1);
    assert.deepEqual(played.autoplay({ players: 'bot' }), []);
  }
});

test('random autoplay ends every preset, replays by seed, and is the same policy however often it is called', () => {
  for (const ruleset of ['tenhou', 'tenhou-sanma', 'mcgill', 'speed-tonpuu', 'toutenkou']) {
    const game = new Game({ ruleset, seed: `autoplay-random-${ruleset}` });
    const total = game.spectate().seats.reduce((sum, s) => sum + s.score, 0);
    assert.deepEqual(game.autoplay({ players: 'random', seed: 7, events: false }), []);
    const { over, result } = game.status();
    assert.ok(over, ruleset);
    // Leftover deposits go to first place: the final scores hold every point.
    assert.equal(result.scores.reduce((a, b) => a + b, 0), total, ruleset);
    // The same seed gives the same game; another seed (almost surely) another one.
    const again = new Game({ ruleset, seed: `autoplay-random-${ruleset}` });
    again.autoplay({ players: 'random', seed: 7 });
    assert.equal(again.toJSON(), game.toJSON());
    const other = new Game({ ruleset, seed: `autoplay-random-${ruleset}` });
    other.autoplay({ players: 'random', seed: 8 });
    assert.notEqual(other.toJSON(), game.toJSON());
  }
  // Without a seed, the stream comes from the game's seed: a seeded game still replays.
  const a = new Game({ ruleset: 'tenhou', seed: 'autoplay-default-seed' });
  const b = new Game({ ruleset: 'tenhou', seed: 'autoplay-default-seed' });
  a.autoplay({ players: 'random' });
  b.autoplay({ players: 'random' });
  assert.equal(a.toJSON(), b.toJSON());
});

test('autoplay until a human seat stops where only that seat must act, with events as it sees them', () => {
  const HUMAN = 1;
  const game = new Game({ ruleset: 'tenhou', seed: 'autoplay-human' });
  const stepped = new Game({ ruleset: 'tenhou', seed: 'autoplay-human' });
  let stops = 0;
  let hiddenDraws = 0;
  while (!game.status().over) {
    const before = actionCount(game);
    const events = game.autoplay({ players: 'bot', until: HUMAN });
    stepBots(stepped, HUMAN);
    assert.equal(game.toJSON(), stepped.toJSON(), 'the same as stepping the bots');
    const actions = JSON.parse(game.toJSON()).actions.slice(before);
    assert.ok(actions.every(([seat]) => seat !== HUMAN), 'the human seat never acts');
    for (const e of events) {
      if (e.type === 'draw' && e.seat !== HUMAN) {
        assert.equal(e.tile, null, "another seat's draw is hidden from the human");
        hiddenDraws += 1;
      }
      if (e.type === 'deal') e.hands.forEach((h, s) => (s === HUMAN ? assert.ok(Array.isArray(h)) : assert.equal(h, null)));
    }
    if (game.status().over) break;
    assert.deepEqual(game.status().toAct, [HUMAN]);
    // The human plays the bot's choice for its seat, so the game goes on as a bot game would.
    const action = game.botAction(HUMAN);
    game.apply(HUMAN, action);
    stepped.apply(HUMAN, action);
    stops += 1;
  }
  assert.ok(stops > 20, `the human is asked many times in a hanchan, got ${stops}`);
  assert.ok(hiddenDraws > 0);
});

test('autoplay stops after maxActions, and after the action that ends a hand', () => {
  const game = new Game({ ruleset: 'tenhou', seed: 'autoplay-stops' });
  game.autoplay({ players: 'random', seed: 1, maxActions: 5 });
  assert.equal(actionCount(game), 5);
  assert.deepEqual(game.autoplay({ players: 'bot', maxActions: 0 }), []);
  assert.equal(actionCount(game), 5);
  let hands = 0;
  while (!game.status().over) {
    const events = game.autoplay({ players: 'bot', stopAtHandEnd: true });
    const end = events.findIndex((e) => e.type === 'round-end');
    assert.ok(end >= 0, 'each call ends a hand');
    // Nothing of the next hand was played: the hand's end is followed by the game's end, or the next deal and its
    // first draw (which come with the action that ended the hand).
    const after = events.slice(end + 1).map((e) => e.type);
    assert.ok(after.every((t) => ['game-end', 'deal', 'draw'].includes(t)), after.join());
    hands += 1;
  }
  assert.equal(game.spectate().seats.length, 4);
  assert.ok(hands >= 1);
});

test('bad autoplay options throw bad-request and change nothing', () => {
  const game = new Game({ ruleset: 'tenhou', seed: 'autoplay-bad' });
  game.autoplay({ players: 'random', maxActions: 3 });
  const before = game.toJSON();
  const bad = [undefined, null, 'bot', {}, { players: 'human' }, { players: 'bot', seed: 1 },
    { players: 'random', until: 4 }, { players: 'random', until: -1 }, { players: 'random', until: 1.5 },
    { players: 'random', until: '0' }, { players: 'random', viewer: 9 }, { players: 'random', seed: -1 },
    { players: 'random', seed: 0.5 }, { players: 'random', seed: 2 ** 70 }, { players: 'random', maxActions: -1 },
    { players: 'random', stopAtHandEnd: 'yes' }, { players: 'random', events: 0 }, { players: 'random', colour: 1 }];
  for (const options of bad) {
    assert.throws(() => game.autoplay(options), withCode('bad-request'), JSON.stringify(options) ?? String(options));
    assert.equal(game.toJSON(), before, JSON.stringify(options));
  }
  const sanma = new Game({ ruleset: 'tenhou-sanma', seed: 'autoplay-bad' });
  assert.throws(() => sanma.autoplay({ players: 'bot', until: 3 }), withCode('bad-request'));
  // A good call still works afterwards.
  assert.ok(game.autoplay({ players: 'random', maxActions: 1 }).length > 0);
});

// ---- bot levels: botAction(seat, { level }) and autoplay({ players: [one per seat] }) ----------------------------

const LEVELS = ['easy', 'normal', 'strong'];

/** Steps a game as a UI would, each seat at its own level (`null`: not automated); stops where only such seats wait. */
function stepLevels(game, players) {
  for (;;) {
    const status = game.status();
    const seat = status.toAct.find((s) => players[s] !== null && game.legalActions(s).length > 0);
    if (status.over || seat === undefined) return;
    game.apply(seat, game.botAction(seat, { level: players[seat] }));
  }
}

test('botAction takes a level: normal is the default, and the levels choose differently', () => {
  for (const ruleset of ['tenhou', 'toutenkou']) {
    const game = new Game({ ruleset, seed: `levels-${ruleset}` });
    const differs = { easy: 0, strong: 0 };
    let decisions = 0;
    for (;;) {
      const status = game.status();
      const seat = status.toAct.find((s) => game.legalActions(s).length > 0);
      if (status.over || seat === undefined) break;
      const normal = game.botAction(seat);
      assert.deepEqual(game.botAction(seat, { level: 'normal' }), normal);
      assert.deepEqual(game.botAction(seat, {}), normal);
      for (const level of LEVELS) {
        const action = game.botAction(seat, { level });
        // Every level picks something the engine lists as legal, the same each time it is asked.
        assert.ok(game.legalActions(seat).some((a) => JSON.stringify(a) === JSON.stringify(action)), level);
        assert.deepEqual(game.botAction(seat, { level }), action);
        if (level !== 'normal' && JSON.stringify(action) !== JSON.stringify(normal)) differs[level] += 1;
      }
      game.apply(seat, normal);
      decisions += 1;
    }
    assert.ok(decisions > 100, ruleset);
    assert.ok(differs.easy > 0 && differs.strong > 0, `${ruleset}: ${JSON.stringify(differs)} of ${decisions}`);
  }
});

test('autoplay with one player per seat plays as stepping each seat at its level, and replays by seed', () => {
  for (const [ruleset, players] of [
    ['tenhou', ['strong', 'easy', 'normal', 'strong']],
    ['speed-tonpuu', ['easy', 'strong', 'strong', 'normal']],
    ['toutenkou', ['normal', 'strong', 'easy']],
  ]) {
    const played = new Game({ ruleset, seed: `autoplay-levels-${ruleset}` });
    const events = played.autoplay({ players });
    assert.equal(events.at(-1).type, 'game-end', ruleset);
    const stepped = new Game({ ruleset, seed: `autoplay-levels-${ruleset}` });
    stepLevels(stepped, players);
    assert.equal(played.toJSON(), stepped.toJSON(), ruleset);
    // The same levels in other seats make another game.
    const turned = new Game({ ruleset, seed: `autoplay-levels-${ruleset}` });
    turned.autoplay({ players: [...players.slice(1), players[0]] });
    assert.notEqual(turned.toJSON(), played.toJSON(), ruleset);
  }
  // Random seats among bots: the same seed gives the same game, another seed another one.
  const mixed = (seed) => {
    const game = new Game({ ruleset: 'tenhou', seed: 'autoplay-levels-mixed' });
    game.autoplay({ players: ['random', 'strong', 'random', 'easy'], seed, events: false });
    assert.ok(game.status().over);
    return game.toJSON();
  };
  assert.equal(mixed(3), mixed(3));
  assert.notEqual(mixed(3), mixed(4));
  assert.equal(mixed(undefined), mixed(undefined));
});

test('autoplay never plays a null seat: it stops where only null seats must act, with events as the one sees them', () => {
  const players = ['strong', null, 'easy', 'normal'];
  const game = new Game({ ruleset: 'tenhou', seed: 'autoplay-levels-null' });
  const stepped = new Game({ ruleset: 'tenhou', seed: 'autoplay-levels-null' });
  let stops = 0;
  while (!game.status().over) {
    const before = actionCount(game);
    const events = game.autoplay({ players });
    stepLevels(stepped, players);
    assert.equal(game.toJSON(), stepped.toJSON());
    assert.ok(JSON.parse(game.toJSON()).actions.slice(before).every(([seat]) => seat !== 1), 'seat 1 never acts');
    // The only seat not automated is the default viewer: other seats' draws are hidden.
    assert.ok(events.every((e) => e.type !== 'draw' || e.seat === 1 || e.tile === null));
    if (game.status().over) break;
    assert.deepEqual(game.status().toAct, [1]);
    const action = game.botAction(1, { level: 'easy' });
    game.apply(1, action);
    stepped.apply(1, action);
    stops += 1;
  }
  assert.ok(stops > 20, `seat 1 is asked many times in a hanchan, got ${stops}`);
  // No seat automated: nothing happens.
  const idle = new Game({ ruleset: 'tenhou', seed: 'autoplay-levels-idle' });
  const start = idle.toJSON();
  assert.deepEqual(idle.autoplay({ players: [null, null, null, null] }), []);
  assert.equal(idle.toJSON(), start);
});

test('bad levels and per-seat players throw bad-request and change nothing', () => {
  const game = new Game({ ruleset: 'tenhou', seed: 'levels-bad' });
  game.autoplay({ players: ['easy', 'normal', 'strong', 'random'], maxActions: 3 });
  const before = game.toJSON();
  const seat = game.status().toAct[0];
  for (const options of [{ level: 'hard' }, { level: 'Normal' }, { level: 2 }, { level: null }, { lvl: 'easy' }, 'strong', 1]) {
    assert.throws(() => game.botAction(seat, options), withCode('bad-request'), JSON.stringify(options));
  }
  for (const players of [['easy', 'normal', 'strong'], ['easy', 'normal', 'strong', 'random', 'easy'], [],
    ['easy', 'normal', 'strong', 'hard'], ['bot', 'bot', 'bot', 'bot'], ['easy', 'normal', 'strong', 1],
    'strong', 'easy', 'human', { 0: 'easy' }]) {
    assert.throws(() => game.autoplay({ players }), withCode('bad-request'), JSON.stringify(players));
  }
  // A seed needs a random seat.
  assert.throws(() => game.autoplay({ players: ['easy', 'normal', 'strong', null], seed: 1 }), withCode('bad-request'));
  const sanma = new Game({ ruleset: 'toutenkou', seed: 'levels-bad' });
  assert.throws(() => sanma.autoplay({ players: ['easy', 'normal', 'strong', 'easy'] }), withCode('bad-request'));
  assert.equal(game.toJSON(), before);
  assert.ok(game.autoplay({ players: ['easy', 'normal', 'strong', 'random'], maxActions: 1 }).length > 0);
});

test("a seat's view never says which other seats may claim; status() and spectate() say it to the host", () => {
  let windows = 0;
  for (const ruleset of ['tenhou', 'tenhou-sanma']) {
    for (let i = 0; i < 6; i++) {
      const game = new Game({ ruleset, seed: i === 0 ? 'x' : `claims-${i}` });
      const players = game.spectate().seats.length;
      // One bot action at a time, so every claim window is seen.
      for (let n = 0; n < 400 && !game.status().over; n++) {
        const status = game.status();
        assert.deepEqual(game.spectate().toAct, status.toAct, 'a spectator sees whom the table waits for');
        for (let seat = 0; seat < players; seat++) {
          const toAct = game.view(seat).toAct;
          if (status.phase === 'claims') {
            // Only the seat itself, while it must answer: others' claims follow from their concealed tiles.
            assert.deepEqual(toAct, status.toAct.includes(seat) ? [seat] : [], `${ruleset} ${i} seat ${seat}`);
          } else {
            assert.deepEqual(toAct, status.toAct, 'whose turn it is is public');
          }
        }
        if (status.phase === 'claims') windows += 1;
        game.autoplay({ players: 'bot', maxActions: 1 });
      }
    }
  }
  assert.ok(windows > 10, `only ${windows} claim windows met`);
});
