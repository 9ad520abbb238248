// Where a tenpai bot and majiang-ai choose differently, on the games of a match log: each game of the tenpai side
// (the tenpai bot at the hero seat) is replayed action by action with a majiang-ai following the hero seat, which
// is asked at every one of the hero's decisions what it would do. Prints the disagreements by kind (calls taken or
// passed, riichi or dama, discards by the hand's shanten, pushing or folding against a riichi), with examples.
//
//   node benches/majiang/disagree.mjs LOG [GAMES] [--pkg PATH]
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { MajiangSeat } from './seat.mjs';
import { defaultPkg } from './match.mjs';

const args = process.argv.slice(2);
const pkgAt = args.indexOf('--pkg');
const pkg = pkgAt >= 0 ? args.splice(pkgAt, 2)[1] : defaultPkg();
const [log, limit = '20'] = args;
const { Game, shanten } = createRequire(import.meta.url)(pkg);

const lines = gunzipSync(readFileSync(log))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l))
  .filter((l) => l.side === 'tenpai')
  .slice(0, Number(limit));

const counts = new Map();
const examples = new Map();
const note = (kind, example) => {
  counts.set(kind, (counts.get(kind) || 0) + 1);
  if (!examples.has(kind)) examples.set(kind, []);
  if (examples.get(kind).length < 4) examples.get(kind).push(example);
};
const describe = (a) => (a ? a.type + (a.tile ? ' ' + a.tile : '') + (a.tiles ? ' ' + a.tiles.join('') : '') + (a.riichi ? ' riichi' : '') : '-');
const handText = (me) => me.hand.join('') + (me.melds.length ? ' [' + me.melds.map((m) => m.tiles.join('')).join(' ') + ']' : '');
const shantenOf = (tiles) => shanten(tiles.join('')).shanten;

for (const line of lines) {
  const saved = JSON.parse(line.game);
  const game = new Game({ ruleset: 'tenhou', seed: saved.seed });
  const hero = line.heroSeat;
  const m = new MajiangSeat(hero);
  // The opening deal as the hero sees it (as table.mjs does).
  const v0 = game.view(hero);
  const me0 = v0.seats[hero];
  const dealt = [...me0.hand];
  if (me0.drawn) dealt.splice(dealt.indexOf(me0.drawn), 1);
  m.event({
    type: 'deal',
    round: v0.round,
    dealer: v0.dealer,
    honba: v0.honba,
    sticks: v0.sticks,
    doraIndicator: v0.doraIndicators[0],
    scores: v0.seats.map((s) => s.score),
    hands: v0.seats.map((_, s) => (s === hero ? dealt : null)),
  });
  m.event({ type: 'draw', seat: v0.dealer, tile: v0.dealer === hero ? me0.drawn : null, rinshan: false });
  for (const [seat, action] of saved.actions) {
    if (seat === hero && game.status().phase !== 'dealer-choice') {
      const view = game.view(hero);
      const me = view.seats[hero];
      const legal = view.legalActions;
      const theirs = m.action(legal);
      const same = JSON.stringify(theirs) === JSON.stringify(action);
      const claim = legal.some((a) => a.type === 'pass');
      const threatened = view.seats.some((x, i) => i !== hero && x.riichi);
      if (!same) {
        const hand = handText(me);
        const ex = `${line.seed}/${hero} ${view.round} wall ${view.wallRemaining}: ${hand}: tenpai ${describe(action)}, majiang-ai ${describe(theirs)}`;
        if (claim) {
          const open = me.melds.some((x) => x.kind !== 'ankan') ? 'open' : 'closed';
          const sh = shantenOf(me.hand) + (me.melds.length ? 0 : 0);
          note(`${action.type === 'pass' ? 'majiang-ai calls, tenpai passes' : theirs.type === 'pass' ? 'tenpai calls, majiang-ai passes' : 'different calls'} (${open}, ${sh}-shanten)`, ex);
        } else if (action.type === 'discard' && theirs.type === 'discard') {
          const before = shantenOf(me.hand);
          const after = (a) => {
            const rest = [...me.hand];
            rest.splice(rest.indexOf(a.tile), 1);
            return shantenOf(rest);
          };
          const where = threatened ? 'against riichi' : 'no riichi';
          if (action.tile === theirs.tile && action.riichi !== theirs.riichi) {
            note(`${theirs.riichi ? 'majiang-ai riichi, tenpai dama' : 'tenpai riichi, majiang-ai dama'}`, ex);
          } else {
            const [a, b] = [after(action), after(theirs)];
            const kind = a === b ? 'same shanten' : a > b ? 'tenpai steps back' : 'majiang-ai steps back';
            note(`discard, ${where}, ${before}-shanten: ${kind}`, ex);
          }
        } else {
          note(`turn: tenpai ${action.type}, majiang-ai ${theirs.type}`, ex);
        }
      }
      note(`decisions (${claim ? 'claims' : threatened ? 'turns against riichi' : 'turns'})`, '');
    }
    const events = game.apply(seat, action, hero);
    if (events.length) {
      m.dropUnasked();
      for (const e of events) m.event(e);
    }
  }
  game.free();
}
console.log(`${lines.length} games of ${log}, hero = the tenpai bot, majiang-ai asked at each of its decisions`);
for (const [kind, n] of [...counts].sort((a, b) => b[1] - a[1])) {
  console.log(`${String(n).padStart(6)}  ${kind}`);
  for (const ex of examples.get(kind).filter(Boolean)) console.log(`          ${ex}`);
}
