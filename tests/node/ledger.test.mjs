// node --test tests/node/: the `Ledger` class of the assembled npm package (pkg-npm/), as a scorekeeper page drives
// it. The checks are the API contract and invariants of the rules (points are conserved, a refused entry changes
// nothing, a save loads to the same table, a full hand is valued as `score` values it); the hand-worked games are in
// tests/ledger_rulesets.rs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const PKG = process.env.TENPAI_NPM_PKG || resolve(dirname(fileURLToPath(import.meta.url)), '../../pkg-npm');
const { Ledger, score } = createRequire(import.meta.url)(PKG);

/** `fn` throws an Error with this code whose message starts with `field: `. */
function throwsAt(fn, code, field) {
  assert.throws(fn, (e) => {
    assert.equal(e.code, code, e.message);
    if (field) assert.ok(e.message.startsWith(`${field}: `), `'${e.message}' should name ${field}`);
    return true;
  });
}

test('a ledger records hands, shows the table after each, undoes and saves', () => {
  const table = new Ledger({ ruleset: 'tenhou', names: ['Ann', 'Bo', 'Cy', 'Di'] });
  const start = table.status();
  assert.equal(start.phase, 'hand');
  assert.deepEqual([start.round, start.dealer, start.honba, start.sticks], ['E1', 0, 0, 0]);
  assert.deepEqual(start.scores, [25000, 25000, 25000, 25000]);
  assert.deepEqual(start.names, ['Ann', 'Bo', 'Cy', 'Di']);
  assert.deepEqual(start.choices.aborts, ['kyuushu', 'suufon', 'suucha-riichi', 'suukaikan', 'sanchahou']);
  assert.equal(start.choices.value, 'han-fu');
  assert.equal(start.choices.mostRons, 2);
  assert.equal(start.choices.chombo, false);
  // Seat 1's riichi stands; seat 1 rons seat 2 with 4 han 30 fu (7,700 under Tenhou: no kiriage) and takes the stick
  // back.
  const row = table.record({ riichi: [1], wins: [{ seat: 1, from: 2, han: 4, fu: 30 }] });
  assert.deepEqual(row.deltas, [0, 7700, -7700, 0]);
  assert.deepEqual(row.scores, [25000, 32700, 17300, 25000]);
  assert.equal(row.round, 'E1');
  // A draw: only seat 3 tenpai takes 3,000; the deal passes (the dealer, seat 1, is noten) with one honba more.
  table.record({ draw: { tenpai: [3] } });
  assert.deepEqual([table.status().round, table.status().honba], ['E3', 1]);
  assert.equal(table.entries().length, 2);
  assert.deepEqual(table.entries()[0].entry, { riichi: [1], wins: [{ seat: 1, from: 2, han: 4, fu: 30 }] });
  const saved = table.toJSON();
  const loaded = Ledger.fromJSON(saved);
  assert.deepEqual(loaded.status(), table.status());
  assert.deepEqual(loaded.entries(), table.entries());
  assert.equal(loaded.toJSON(), saved);
  assert.equal(table.undo(), true);
  assert.deepEqual(table.status().scores, [25000, 32700, 17300, 25000]);
  assert.equal(table.undo(), true);
  assert.deepEqual(table.status(), start);
  assert.equal(table.undo(), false);
  table.free();
  loaded.free();
});

test('an entry that cannot have happened throws bad-request naming its field and changes nothing', () => {
  const table = new Ledger({ ruleset: 'mcgill', players: 4 });
  table.record({ draw: { tenpai: [] } });
  const [status, saved] = [table.status(), table.toJSON()];
  const bad = [
    [{ wins: [{ seat: 1, from: 2, han: 1, fu: 20 }] }, 'wins[0].fu'],
    [{ wins: [{ seat: 1, from: 2, han: 1, fu: 25 }] }, 'wins[0].fu'],
    [{ wins: [{ seat: 4, from: 2, han: 2, fu: 30 }] }, 'wins[0].seat'],
    [{ wins: [{ seat: 1, from: 0, han: 2, fu: 30 }, { seat: 2, from: 0, han: 2, fu: 30 }] }, 'wins'],
    [{ wins: [{ seat: 1, from: 2, yakuman: 7 }] }, 'wins[0].yakuman'],
    [{ riichi: [0], draw: { tenpai: [] } }, 'draw.tenpai'],
    [{ abort: 'agreement' }, 'abort'],
    [{ yame: true }, 'yame'],
    [{ wins: [{ seat: 1, from: 2, han: 2, fu: 30, extra: 1 }] }, 'wins[0]'],
    [{ draw: {} }, 'draw.tenpai'],
    [{}, 'entry'],
  ];
  for (const [entry, field] of bad) {
    throwsAt(() => table.record(entry), 'bad-request', field);
    assert.deepEqual(table.status(), status, JSON.stringify(entry));
    assert.equal(table.toJSON(), saved);
  }
  throwsAt(() => table.record('wins'), 'bad-request');
  throwsAt(() => table.record(undefined), 'bad-request');
  table.free();
});

test('bad options and saves throw', () => {
  throwsAt(() => new Ledger({ ruleset: 'tenhou', players: 3 }), 'bad-request');
  throwsAt(() => new Ledger({ ruleset: 'tenhou', names: ['a', 'b'] }), 'bad-request');
  throwsAt(() => new Ledger({ ruleset: 'tenhou', seed: 'x' }), 'bad-request');
  throwsAt(() => new Ledger({ ruleset: 'tenhou', startScores: [1, 2, 3] }), 'bad-request');
  throwsAt(() => new Ledger({ ruleset: 'no-such' }), 'unknown-ruleset');
  throwsAt(() => Ledger.fromJSON('{}'), 'bad-state');
  throwsAt(() => Ledger.fromJSON('not json'), 'bad-state');
  throwsAt(() => Ledger.fromJSON(42), 'bad-request');
  const table = new Ledger({ ruleset: 'tenhou' });
  table.record({ draw: { tenpai: [0] } });
  const tampered = JSON.parse(table.toJSON());
  tampered.entries.push({ wins: [{ seat: 9, from: 0, han: 1, fu: 30 }] });
  throwsAt(() => Ledger.fromJSON(JSON.stringify(tampered)), 'bad-state');
  table.free();
});

test('a full hand is valued as score() values it at that seat, wind and honba', () => {
  const table = new Ledger({ ruleset: 'tenhou' });
  table.record({ draw: { tenpai: [0] } }); // E1-1: the tenpai dealer keeps the deal, one honba
  const hand = { hand: '234m456p678s2355s', winTile: '4s', dora: '1p' };
  // Seat 2 (West) rons seat 0 (East) at 1 honba.
  const row = table.record({ wins: [{ seat: 2, from: 0, hand }] });
  const alone = score({ ...hand, seatWind: 'W', roundWind: 'E', discarder: 'E', honba: 1 });
  assert.deepEqual(row.deltas, [alone.deltas.E, alone.deltas.S, alone.deltas.W, alone.deltas.N]);
  assert.ok(row.deltas[2] > 0);
  // Now E2: seat 1 deals, so it sits East.
  throwsAt(() => table.record({ wins: [{ seat: 1, from: 0, hand: { ...hand, seatWind: 'S' } }] }), 'bad-request',
    'wins[0].hand.seatWind');
  throwsAt(() => table.record({ wins: [{ seat: 1, from: 0, hand: { hand: '123m456p789s1123z', winTile: '4z' } }] }),
    'not-a-win', 'wins[0].hand');
  table.free();
});

test('random tables conserve points until the game ends, under every preset', () => {
  let seed = 12345;
  const next = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (const ruleset of ['tenhou', 'mcgill', 'speed-tonpuu', 'toutenkou', 'tenhou-sanma']) {
    for (let game = 0; game < 20; game++) {
      const table = new Ledger({ ruleset });
      const players = table.status().scores.length;
      const total = table.status().scores.reduce((a, b) => a + b, 0);
      const stick = ruleset === 'toutenkou' ? 1 : 1000;
      let entries = 0;
      while (!table.status().over) {
        const s = table.status();
        assert.ok(entries++ < 500, `${ruleset}: the game ends`);
        if (s.phase === 'dealer-choice') {
          table.record({ yame: next(2) === 0 });
          continue;
        }
        const riichi = s.choices.riichi.filter(() => next(4) === 0);
        const seat = next(players);
        const from = next(3) === 0 ? seat : (seat + 1 + next(players - 1)) % players;
        const value = s.choices.value === 'points'
          ? { points: 40 }
          : next(8) === 0 ? { yakuman: 1 } : { han: 1 + next(4), fu: 30 + 10 * next(4) };
        const kind = next(6);
        const entry = kind === 0
          ? { riichi, draw: { tenpai: [...new Set([...riichi, seat])] } }
          : kind === 1 && s.choices.aborts.length > 0 && riichi.length < players
            ? { riichi, abort: s.choices.aborts[0] }
            : { riichi, wins: [{ seat, from, ...value }] };
        const row = table.record(entry);
        const after = table.status();
        const held = (after.over ? after.result.scores : after.scores).reduce((a, b) => a + b, 0);
        assert.equal(held + (after.over ? 0 : after.sticks * stick), total, `${ruleset}: ${JSON.stringify(entry)}`);
        assert.deepEqual(row.scores, after.scores);
        if (after.chips) assert.equal(after.chips.reduce((a, b) => a + b, 0), 0);
      }
      const { result } = table.status();
      assert.deepEqual([...result.ranks].sort(), Array.from({ length: players }, (_, i) => i + 1));
      assert.deepEqual(Ledger.fromJSON(table.toJSON()).status(), table.status());
      table.free();
    }
  }
});
