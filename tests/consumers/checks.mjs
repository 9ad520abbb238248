// The assertions every consumer of the npm tarball runs (Node script, plain HTML page, apps built by each bundler),
// so one set of expectations covers every way the package is loaded. Plain JavaScript with no imports: it runs unchanged in
// Node and in a browser. Expected values are worked out by hand from docs/rulesets/tenhou.md, never taken
// from the engine.
//
// runEntries(modules, quick) runs, for each of the package's entries (ENTRIES), the checks that entry must pass against
// its loaded module (with `quick`, only a shanten, a score and the errors: QUICK), and returns { passed: string[],
// failed: { name, error }[] } with names '<entry>: <check>'; it never throws.

function equal(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

function ok(condition, what) {
  if (!condition) throw new Error(what);
}

function throwsCode(fn, code, what) {
  try {
    fn();
  } catch (e) {
    ok(e instanceof Error, `${what}: threw a non-Error ${String(e)}`);
    equal(e.code, code, `${what}: error code`);
    ok(typeof e.message === 'string' && e.message.length > 0, `${what}: empty message`);
    return;
  }
  throw new Error(`${what}: did not throw`);
}

/** Plays a seeded game to its end with `choose(game, seat)`; returns the number of actions applied. */
function playOut(game, choose) {
  let actions = 0;
  while (!game.status().over) {
    const toAct = game.status().toAct;
    ok(toAct.length > 0, 'a running game waits for someone');
    for (const seat of toAct) {
      // Claims resolve once every seat asked has answered, so a seat may have nothing left to do.
      const legal = game.legalActions(seat);
      if (legal.length === 0) continue;
      const action = choose(game, seat, legal);
      ok(legal.some((a) => JSON.stringify(a) === JSON.stringify(action)), `not legal: ${JSON.stringify(action)}`);
      ok(Array.isArray(game.apply(seat, action)), 'apply returns the events');
      actions += 1;
      ok(actions < 20000, 'the game ends');
    }
  }
  return actions;
}

/** Points only move between seats (leftover deposits go to first place), and ranks are 1..players. */
function assertFinished(game, players, startScore, what) {
  const status = game.status();
  equal(status.phase, 'over', `${what}: phase`);
  const { scores, ranks } = status.result;
  equal(scores.length, players, `${what}: seats`);
  equal(
    scores.reduce((a, b) => a + b, 0),
    startScore * players,
    `${what}: total points`,
  );
  equal(
    [...ranks].sort(),
    Array.from({ length: players }, (_, i) => i + 1),
    `${what}: ranks`,
  );
}

const CHECKS = {
  'the docs/API.md exports are there'(t) {
    for (const name of ['rulesets', 'ruleset', 'shanten', 'waits', 'score', 'Game', 'Ledger']) {
      equal(typeof t[name], 'function', name);
    }
    equal(typeof t.Game.fromJSON, 'function', 'Game.fromJSON');
    equal(typeof t.Ledger.fromJSON, 'function', 'Ledger.fromJSON');
  },

  'the scoring module has the scoring functions and no Game'(t) {
    for (const name of ['rulesets', 'ruleset', 'shanten', 'waits', 'score']) equal(typeof t[name], 'function', name);
    equal(typeof t.Game, 'undefined', 'Game');
    equal(typeof t.Ledger, 'undefined', 'Ledger');
  },

  'rulesets() lists the presets with their seat counts'(t) {
    const byId = Object.fromEntries(t.rulesets().map((r) => [r.id, r.players]));
    // Toutenkou and Tenhou sanma are three-player rules (docs/rulesets/toutenkou.md, tenhou.md: game.players = 3).
    equal([byId.tenhou, byId.mcgill, byId['speed-tonpuu'], byId.toutenkou, byId['tenhou-sanma']], [4, 4, 4, 3, 3], 'seats per preset');
    equal(t.ruleset('tenhou').id, 'tenhou', 'ruleset(id).id');
  },

  'shanten and waits of a hand worked by hand'(t) {
    // 123m 456p 789s + 11z 22z: three sets and two pairs, tenpai on 1z/2z (shanpon).
    // Chiitoitsu: 6 - 2 pairs = 4. Kokushi: 13 - 4 terminal/honour kinds (1m 9s 1z 2z) - 1 pair = 8.
    equal(t.shanten('123m456p789s1122z'), { shanten: 0, standard: 0, chiitoitsu: 4, kokushi: 8 }, 'shanten');
    // Two copies of 1z and of 2z are left: ukeire 4.
    equal(t.waits('123m456p789s1122z'), { tiles: ['1z', '2z'], ukeire: 4 }, 'waits');
    // 123m 456m 789m 123p + 55p is complete: -1.
    equal(t.shanten('123456789m12355p', { ruleset: 'tenhou' }).shanten, -1, 'complete hand');
  },

  'score: non-dealer pinfu tanyao ron'(t) {
    // 234m 567p 678s 22p + 45s, ron on 3s (two-sided wait). Yaku: pinfu 1 + tanyao 1 = 2 han.
    // Fu: 20 base + 10 closed ron = 30. Base points 30 × 2^(2+2) = 480; non-dealer ron 480 × 4 = 1920 → 2000,
    // paid by the discarder (default: the seat before South, i.e. East).
    const r = t.score({ hand: '234m567p45678s22p', winTile: '3s', seatWind: 'S' });
    equal(r.yaku.map((y) => y.id).sort(), ['pinfu', 'tanyao'], 'yaku');
    equal([r.han, r.fu, r.total, r.limit], [2, 30, 2000, ''], 'han, fu, total, limit');
    equal(r.deltas, { E: -2000, S: 2000, W: 0, N: 0 }, 'deltas');
  },

  'score: dealer riichi pinfu tanyao tsumo'(t) {
    // Same hand, dealer, riichi and self-drawn: riichi 1 + menzen tsumo 1 + pinfu 1 + tanyao 1 = 4 han.
    // Pinfu tsumo is 20 fu. Base 20 × 2^(4+2) = 1280; each non-dealer pays 2 × 1280 = 2560 → 2600; total 7800.
    // riichiSticks 1 (the winner's own stick on the table) goes to the winner: +1000 in deltas, not in total.
    const r = t.score({ hand: '234m567p45678s22p', winTile: '3s', tsumo: true, riichi: true, riichiSticks: 1 });
    equal(r.yaku.map((y) => y.id).sort(), ['menzen-tsumo', 'pinfu', 'riichi', 'tanyao'], 'yaku');
    equal([r.han, r.fu, r.total], [4, 20, 7800], 'han, fu, total');
    equal(r.deltas, { E: 8800, S: -2600, W: -2600, N: -2600 }, 'deltas');
  },

  'bad input throws an Error with a code'(t) {
    throwsCode(() => t.shanten('123x'), 'bad-notation', 'shanten("123x")');
    throwsCode(() => t.shanten('11111m'), 'too-many-copies', 'five copies');
    throwsCode(() => t.score({ hand: '1m' }), 'bad-request', 'score without winTile');
    throwsCode(() => t.ruleset('no-such-rules'), 'unknown-ruleset', 'unknown ruleset');
    // 123m 456p 789s 11z 22z + 3z does not complete the hand.
    throwsCode(() => t.score({ hand: '123m456p789s1122z', winTile: '3z' }), 'not-a-win', 'not a win');
  },

  'a seeded Tenhou hanchan played by botAction ends with points conserved, and replays identically'(t) {
    const play = () => {
      const game = new t.Game({ ruleset: 'tenhou', seed: 'consumer-check' });
      const actions = playOut(game, (g, seat) => g.botAction(seat));
      return { game, actions };
    };
    const first = play();
    ok(first.actions > 50, `a hanchan takes many actions, got ${first.actions}`);
    assertFinished(first.game, 4, 25000, 'tenhou');
    throwsCode(() => first.game.apply(0, { type: 'pass' }), 'illegal-action', 'acting after the end');
    equal(play().game.toJSON(), first.game.toJSON(), 'same seed and bots, same game');
  },

  'a three-player game of random legal actions ends with points conserved'(t) {
    let rng = 20261122; // a fixed LCG: reproducible in every engine
    const random = (n) => {
      rng = (rng * 1103515245 + 12345) % 2147483648;
      return rng % n;
    };
    const game = new t.Game({ ruleset: 'tenhou-sanma', seed: 'consumer-sanma' });
    playOut(game, (g, seat, legal) => legal[random(legal.length)]);
    assertFinished(game, 3, 35000, 'tenhou-sanma');
    // A saved finished game loads back to the same state.
    equal(t.Game.fromJSON(game.toJSON()).status(), game.status(), 'fromJSON(toJSON())');
  },

  'a ledger records a hand worked by hand and saves it'(t) {
    const table = new t.Ledger({ ruleset: 'tenhou' });
    // Seat 1's riichi stands and seat 1 rons seat 2 with 3 han 30 fu: 30 × 2^5 = 960 basic, × 4 = 3,840 → 3,900;
    // seat 1 takes its stick back.
    const row = table.record({ riichi: [1], wins: [{ seat: 1, from: 2, han: 3, fu: 30 }] });
    equal(row.deltas, [0, 3900, -3900, 0], 'the ron');
    equal([table.status().round, table.status().dealer], ['E2', 1], 'the deal passes');
    throwsCode(() => table.record({ wins: [{ seat: 1, from: 2, han: 1, fu: 20 }] }), 'bad-request', '1 han 20 fu');
    equal(t.Ledger.fromJSON(table.toJSON()).status(), table.status(), 'fromJSON(toJSON())');
  },
};

// The checks that need no Game: what the scoring module `tenpai/score` must pass like the full engine.
const SCORING = ['rulesets() lists the presets with their seat counts', 'shanten and waits of a hand worked by hand',
  'score: non-dealer pinfu tanyao ron', 'score: dealer riichi pinfu tanyao tsumo', 'bad input throws an Error with a code'];

// The package's entries: `name` is what a bundler imports, `${name}/web` and `${name}/node` the explicit builds. Every
// consumer loads each entry its way and runs the entry's checks on it.
const SCORING_EXPORTS = 'the scoring module has the scoring functions and no Game';
export const ENTRIES = [
  { name: 'tenpai', checks: Object.keys(CHECKS).filter((c) => c !== SCORING_EXPORTS) },
  { name: 'tenpai/score', checks: [SCORING_EXPORTS, ...SCORING] },
];

// A shanten, a score and the errors: what a consumer checks in each of many places at once (Next.js: server
// components, server rendering, route handlers and the browser, in every mode).
const QUICK = ['shanten and waits of a hand worked by hand', 'score: non-dealer pinfu tanyao ron',
  'bad input throws an Error with a code'];
const checksOf = (entry, quick) => (quick ? entry.checks.filter((c) => QUICK.includes(c)) : entry.checks);

/** The names runEntries reports when every check passes, in order. */
export const EXPECTED = ENTRIES.flatMap((e) => e.checks.map((c) => `${e.name}: ${c}`));
/** The same for runEntries(modules, true). */
export const EXPECTED_QUICK = ENTRIES.flatMap((e) => checksOf(e, true).map((c) => `${e.name}: ${c}`));

/** `modules`: { [entry name]: the loaded module }. An entry left out of `modules` fails every one of its checks. */
export function runEntries(modules, quick = false) {
  const passed = [];
  const failed = [];
  for (const entry of ENTRIES) {
    for (const check of checksOf(entry, quick)) {
      const name = `${entry.name}: ${check}`;
      try {
        ok(modules[entry.name], `${entry.name} was not loaded`);
        CHECKS[check](modules[entry.name]);
        passed.push(name);
      } catch (e) {
        failed.push({ name, error: e && e.stack ? String(e.stack) : String(e) });
      }
    }
  }
  return { passed, failed };
}
