// One Tenhou-rules game run by tenpai's Game (the Node build of the package), with majiang-ai at some seats and
// tenpai's own bot at the others.
import { performance } from 'node:perf_hooks';
import { MajiangSeat } from './seat.mjs';

export const MAJIANG = 'majiang-ai';

/** The decisions a seat's player makes, as majiang-ai's choices are split for the hybrid players: claims
 * (calls; both always take a win), turns while another seat is in riichi (defence) and the other turns (hand
 * building, riichi and kans included). */
export const PARTS = ['calls', 'build', 'defence'];

/**
 * A seat's player by name: MAJIANG; a tenpai bot level (`strong`); or a hybrid `LEVEL+majiang:PART,...`, the
 * tenpai bot whose decisions of the named parts majiang-ai makes instead (it follows the game as a majiang-ai seat
 * does, and both choose at every decision, so their agreement is counted by part). The hybrids measure which of
 * majiang-ai's decisions are worth what, against the same field on the same walls.
 */
export function playerOf(name) {
  if (name === MAJIANG) return { level: null, majiang: true, parts: new Set(PARTS) };
  const hybrid = /^(\w+)\+majiang:([a-z,]+)$/.exec(name);
  if (hybrid) {
    const parts = hybrid[2].split(',');
    if (!parts.every((p) => PARTS.includes(p))) throw new Error(`${name}: parts are ${PARTS.join(', ')}`);
    return { level: hybrid[1], majiang: true, parts: new Set(parts) };
  }
  return { level: name, majiang: false, parts: new Set() };
}

/** The first hand's deal and the dealer's first draw as `seat` sees them: the game deals when it is made, so
 * these two events are read from the seat's view instead of an `apply`'s events. */
function openingEvents(view, seat) {
  const me = view.seats[seat];
  const dealt = [...me.hand];
  if (me.drawn) dealt.splice(dealt.indexOf(me.drawn), 1);
  const hands = view.seats.map((_, s) => (s === seat ? dealt : null));
  return [
    {
      type: 'deal',
      round: view.round,
      dealer: view.dealer,
      honba: view.honba,
      sticks: view.sticks,
      doraIndicator: view.doraIndicators[0],
      scores: view.seats.map((s) => s.score),
      hands,
    },
    { type: 'draw', seat: view.dealer, tile: view.dealer === seat ? me.drawn : null, rinshan: false },
  ];
}

/** `events` in the order majiang-core's own game sends them: the dora a daiminkan or kakan reveals comes after the
 * kan's discard in tenpai's events, and before that discard's notice in majiang-core's (`kaigang` at `dapai`, its
 * late kan dora). A seat answers each message, and the answer to the `kaigang` would replace its claim on the
 * discard. */
export function inMajiangOrder(events) {
  const out = [];
  for (const e of events) {
    if (e.type === 'dora' && out.length > 0 && out[out.length - 1].type === 'discard') out.splice(-1, 0, e);
    else out.push(e);
  }
  return out;
}

/** `events` (as seat `viewer` saw them) as seat `seat` sees them: its own dealt hand and draws filled in from its
 * view after them. An `apply` deals at most once and draws at most once, and nothing follows a seat's own draw
 * but its turn, so the view then shows exactly the tiles those events hid from `viewer`. */
function asSeenBy(events, viewer, seat, view) {
  if (seat === viewer) return events;
  const me = view.seats[seat];
  const drawn = events.some((e) => e.type === 'draw' && e.seat === seat);
  return events.map((e) => {
    if (e.type === 'deal') {
      const dealt = [...me.hand];
      if (drawn) dealt.splice(dealt.indexOf(me.drawn), 1);
      return { ...e, hands: e.hands.map((h, s) => (s === seat ? dealt : null)) };
    }
    if (e.type === 'draw') return { ...e, tile: e.seat === seat ? me.drawn : null };
    return e;
  });
}

/**
 * Plays one game. `seats`: per seat a player's name (`playerOf`). `check`: compare majiang-ai's picture of the
 * table with tenpai's view of its seat at every one of its decisions. Returns the finished game's result, its
 * saved form, each majiang-ai seat's refused replies and declined wins, the differences found, and the decision
 * counts and CPU time of both sides.
 */
export function playGame(Game, { seed, seats, check = false, maxActions = 20000 }) {
  const game = new Game({ ruleset: 'tenhou', seed });
  const players = seats.map(playerOf);
  const majiang = players.map((p, s) => (p.majiang ? new MajiangSeat(s) : null));
  const viewer = majiang.findIndex((m) => m);
  const mismatches = [];
  // Hybrid seats: per part, decisions and how many the two players agreed on.
  const agreement = Object.fromEntries(PARTS.map((p) => [p, { decisions: 0, same: 0 }]));
  const time = { majiang: 0, tenpai: 0, majiangDecisions: 0, tenpaiDecisions: 0 };
  const deliver = (events) => {
    // A claim window's answers but the last return nothing: the claims of the seats still to answer stand.
    if (events.length === 0) return;
    for (const m of majiang) {
      if (!m) continue;
      m.dropUnasked();
      const t = performance.now();
      const seen = asSeenBy(events, viewer, m.seat, m.seat === viewer ? null : game.view(m.seat));
      for (const e of inMajiangOrder(seen)) m.event(e);
      time.majiang += performance.now() - t;
    }
  };
  if (viewer >= 0) {
    for (const m of majiang) {
      if (!m) continue;
      const t = performance.now();
      for (const e of openingEvents(game.view(m.seat), m.seat)) m.event(e);
      time.majiang += performance.now() - t;
    }
  }
  let actions = 0;
  for (;;) {
    const status = game.status();
    if (status.over) break;
    if (++actions > maxActions) throw new Error(`${seed}: no end after ${maxActions} actions`);
    const seat = status.toAct[0];
    const m = majiang[seat];
    const { level, parts } = players[seat];
    let action;
    if (status.phase === 'dealer-choice') {
      action = level ? game.botAction(seat, { level }) : { type: 'continue' };
    } else {
      let mine = null;
      let part = null;
      if (m) {
        const view = game.view(seat);
        if (check) {
          const diff = m.compare(view);
          if (diff.length) mismatches.push({ seat, action: actions, diff });
        }
        const legal = view.legalActions;
        const threatened = view.seats.some((x, i) => i !== seat && x.riichi);
        part = legal.some((a) => a.type === 'pass') ? 'calls' : threatened ? 'defence' : 'build';
        mine = m.action(legal);
        time.majiangDecisions++;
      }
      if (level) {
        const t = performance.now();
        action = game.botAction(seat, { level });
        time.tenpai += performance.now() - t;
        time.tenpaiDecisions++;
        if (m) {
          agreement[part].decisions++;
          agreement[part].same += JSON.stringify(action) === JSON.stringify(mine);
          if (parts.has(part)) action = mine;
        }
      } else {
        action = mine;
      }
    }
    deliver(game.apply(seat, action, viewer >= 0 ? viewer : seat));
  }
  const result = game.status().result;
  const saved = game.toJSON();
  game.free();
  return {
    result,
    saved,
    refused: majiang.flatMap((m) => (m ? m.refused.map((r) => ({ seat: m.seat, ...r })) : [])),
    declined: majiang.flatMap((m) => (m ? m.declined.map((r) => ({ seat: m.seat, ...r })) : [])),
    mismatches,
    agreement,
    time,
  };
}
