// Hand-end and game-end panels built from the engine's events (win, ryuukyoku, round-end, game-end).
import { breakdown, deltaClass } from './breakdown';
import { h, pts, WINDS } from './dom';
import type { Ruleset } from './engine';
import type { GameEvent } from './game-engine';
import { renderMeld, type TableView } from './table';
import { sortTiles, tileEl } from './tiles';

export type GameEndEvent = Extract<GameEvent, { type: 'game-end' }>;
type WinEvent = Extract<GameEvent, { type: 'win' }>;

const DRAW_NAMES: Record<string, string> = {
  exhaustive: 'Exhaustive draw',
  kyuushu: 'Nine terminals (abortive draw)',
  suufon: 'Four winds discarded (abortive draw)',
  'suucha-riichi': 'Four riichi (abortive draw)',
  suukaikan: 'Four kans (abortive draw)',
  sanchahou: 'Triple ron (abortive draw)',
};

/** Wind of each seat in the hand that just ended (the dealer is East). */
function seatWinds(dealer: number, n: number): string[] {
  return Array.from({ length: n }, (_, s) => WINDS[(s - dealer + n) % n]!);
}

/** The winner's 14 (or more, with quads) tiles as held: the concealed ones sorted, then the winning tile marked,
 * then the melds. The event's hand includes the winning tile; it is shown once. */
export function winHand(e: WinEvent, view?: TableView | null): HTMLElement {
  const rest = [...e.hand];
  const i = rest.lastIndexOf(e.winTile);
  if (i >= 0) rest.splice(i, 1);
  const row = h('div.win-hand', { dataset: { tiles: String(rest.length + 1) } });
  sortTiles(rest).forEach((t) => row.append(tileEl(t, { small: true })));
  row.append(h('span.gap'), tileEl(e.winTile, { small: true, extraClass: 'win-tile' }));
  row.append(h('span.win-mark', null, e.from === null || e.from === e.seat ? 'tsumo' : 'ron'));
  // The winner's melds, from the table as the hand ended (the event lists the concealed tiles only).
  for (const m of view?.seats[e.seat]?.melds ?? []) row.append(h('span.gap'), renderMeld(m, true));
  return row;
}

/** The end of a hand: each win with its hand and breakdown, or the draw; then one table of every seat's change. */
export function handEndPanel(
  events: GameEvent[],
  names: string[],
  dealer: number,
  view: TableView | null | undefined,
  rules: Ruleset,
): HTMLElement {
  const n = names.length;
  const winds = seatWinds(dealer, n);
  const windNames: Record<string, string> = {};
  winds.forEach((w, s) => (windNames[w] = names[s]!));
  const parts: Node[] = [];
  for (const e of events) {
    if (e.type === 'win') {
      const seat = e.seat;
      const from = e.from;
      const ura = e.uraIndicators;
      const tsumo = from === null || from === seat;
      parts.push(
        h(
          'section.win',
          { dataset: { seat: String(seat) } },
          h('h3', null, `${names[seat]} ${names[seat] === 'You' ? 'win' : 'wins'} by ${tsumo ? 'tsumo' : `ron from ${names[from!]}`}`),
          winHand(e, view),
          ura.length ? h('div.dora', null, h('span.label', null, 'Ura indicators'), ...ura.map((t) => tileEl(t, { small: true }))) : null,
          breakdown(e.result, { rules, honba: view?.honba ?? 0, tsumo, winner: winds[seat]!, seatNames: windNames, deltas: false }),
        ),
      );
    } else if (e.type === 'ryuukyoku') {
      const { tenpai, nagashi } = e;
      parts.push(
        h(
          'section.draw',
          null,
          h('h3', null, DRAW_NAMES[e.reason] ?? String(e.reason)),
          e.reason === 'exhaustive'
            ? h('p', null, tenpai.length ? `Tenpai: ${tenpai.map((s) => names[s]).join(', ')}` : 'Nobody was tenpai.')
            : null,
          nagashi.length ? h('p', null, `Nagashi mangan: ${nagashi.map((s) => names[s]).join(', ')}`) : null,
          // The hands shown at the draw (tenpai hands, or the nine terminals).
          ...e.hands.map((hand, s) =>
            hand ? h('div.shown-hand', null, h('span.label', null, names[s]), h('div.tile-row', null, hand.map((t) => tileEl(t, { small: true })))) : null,
          ),
        ),
      );
    } else if (e.type === 'round-end') {
      const { deltas, scores, chips } = e;
      // What the wins above paid each seat: a seat whose net change differs put a riichi stick down this hand (the
      // winner's own stick comes back inside the sticks it takes), and its row says so, so the win's "+N to" line
      // and the table never seem to disagree.
      const wins = events.filter((w) => w.type === 'win');
      const fromWins = names.map((_, s) => wins.reduce((t, w) => t + (w.type === 'win' ? (w.result.deltas[winds[s] as keyof typeof w.result.deltas] ?? 0) : 0), 0));
      parts.push(
        h(
          'table.deltas.net.round-end',
          null,
          h('caption', null, 'Net change this hand'),
          h('thead', null, h('tr', null, h('th', null, 'Seat'), h('th.num', null, 'Change'), chips ? h('th.num', null, 'Chips') : null, h('th.num', null, 'Score'))),
          h(
            'tbody',
            null,
            names.map((name, s) =>
              h(
                'tr',
                { dataset: { seat: String(s) } },
                h('td', null, name),
                h(
                  'td.num',
                  { class: deltaClass(deltas[s]!) },
                  pts(deltas[s]!, true),
                  wins.length && deltas[s] !== fromWins[s]
                    ? h('span.stick-note', null, `${pts(deltas[s]! - fromWins[s]!, true)} riichi stick`)
                    : null,
                ),
                chips ? h('td.num', { class: deltaClass(chips[s]!) }, pts(chips[s]!, true)) : null,
                h('td.num', null, pts(scores[s]!)),
              ),
            ),
          ),
        ),
      );
    }
  }
  return h('div.hand-end', null, ...parts);
}

/** The end of the game: ranks, final scores and the ruleset's settlement. */
export function gameEndPanel(e: GameEndEvent, names: string[]): HTMLElement {
  const { scores, ranks, points } = e;
  // Shuugi rulesets settle in chips too (placement chips included).
  const chips = e.chips ?? undefined;
  const order = names.map((_, s) => s).sort((a, b) => ranks[a]! - ranks[b]!);
  return h(
    'div.game-end#game-end',
    null,
    h('h2', null, 'Game over'),
    h(
      'table.deltas',
      null,
      h('thead', null, h('tr', null, h('th', null, 'Rank'), h('th', null, 'Seat'), h('th.num', null, 'Score'), h('th.num', null, 'Settlement'), chips ? h('th.num', null, 'Chips') : null)),
      h(
        'tbody',
        null,
        order.map((s) =>
          h(
            'tr',
            { dataset: { rank: String(ranks[s]) } },
            h('td', null, `#${ranks[s]}`),
            h('td', null, names[s]),
            h('td.num', null, pts(scores[s]!)),
            h('td.num', { class: deltaClass(points[s]!) }, `${points[s]! > 0 ? '+' : ''}${points[s]!.toFixed(1)}`),
            chips ? h('td.num', { class: deltaClass(chips[s]!) }, pts(chips[s]!, true)) : null,
          ),
        ),
      ),
    ),
  );
}
