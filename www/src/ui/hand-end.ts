// The end of a hand and of a game, from the engine's events (win, ryuukyoku, round-end, game-end): each win with
// its hand, breakdown and who paid what (a liable seat's share explained), each draw with its tenpai seats and
// the riichi sticks left on the table, then one net-change table of every seat, whose notes say what the wins
// and draw payments leave unexplained (a riichi stick put down). Play and Replay show it; so could a scorekeeper.
import { h, pts, WINDS } from '../dom';
import type { Ruleset } from '../engine';
import type { GameEvent, TableView } from 'tenpai/web';
import { sortTiles } from '../tiles';
import { breakdown, deltaClass, netChangeTable } from './result-table';
import { viewMeldEl } from './meld';
import { tileEl } from './tile';

export type GameEndEvent = Extract<GameEvent, { type: 'game-end' }>;
type WinEvent = Extract<GameEvent, { type: 'win' }>;
type DrawEvent = Extract<GameEvent, { type: 'ryuukyoku' }>;
type RoundEndEvent = Extract<GameEvent, { type: 'round-end' }>;

export const DRAW_NAMES: Record<string, string> = {
  exhaustive: 'Exhaustive draw',
  kyuushu: 'Nine terminals (abortive draw)',
  suufon: 'Four winds discarded (abortive draw)',
  'suucha-riichi': 'Four riichi (abortive draw)',
  suukaikan: 'Four kans (abortive draw)',
  sanchahou: 'Triple ron (abortive draw)',
  agreement: 'Aborted by agreement',
};

/** Wind of each seat in the hand that just ended (the dealer is East). */
export function seatWinds(dealer: number, n: number): string[] {
  return Array.from({ length: n }, (_, s) => WINDS[(s - dealer + n) % n]!);
}

/** A winning hand as held: the concealed tiles sorted, then the winning tile marked (with tsumo or ron beside it,
 * in a `.win-group`), then the melds (drawn by the caller: from a game's view or from a score request). */
export function winTilesEl(concealed: string[], winTile: string, tsumo: boolean, melds: HTMLElement[]): HTMLElement {
  const row = h('div.win-hand', { dataset: { tiles: String(concealed.length + 1) } });
  sortTiles(concealed).forEach((t) => row.append(tileEl(t, { small: true })));
  // The winning tile and its mark wrap as one: on a phone the mark alone would start the next line, under the
  // hand's first tile.
  const mark = h('span.win-mark', null, tsumo ? 'tsumo' : 'ron');
  row.append(h('span.gap'), h('span.win-group', null, tileEl(winTile, { small: true, extraClass: 'win-tile' }), mark));
  for (const m of melds) row.append(h('span.gap'), m);
  return row;
}

/** The winner's 14 (or more, with quads) tiles as held. The event's hand includes the winning tile; it is shown
 * once. */
export function winHand(e: WinEvent, view?: TableView | null): HTMLElement {
  const rest = [...e.hand];
  const i = rest.lastIndexOf(e.winTile);
  if (i >= 0) rest.splice(i, 1);
  // The winner's melds, from the table as the hand ended (the event lists the concealed tiles only).
  const n = view?.seats.length ?? 4;
  const melds = (view?.seats[e.seat]?.melds ?? []).map((m) => viewMeldEl(m, e.seat, n, true));
  return winTilesEl(rest, e.winTile, e.from === null || e.from === e.seat, melds);
}

/** Who is liable (pao) for a win, read from its payments: on a tsumo, a seat that pays while another payer pays
 * nothing; on a ron, a seat besides the discarder that pays. */
export function liableSeats(e: WinEvent, winds: string[]): number[] {
  const pay = (s: number) => e.result.deltas[winds[s] as keyof typeof e.result.deltas] ?? 0;
  const others = winds.map((_, s) => s).filter((s) => s !== e.seat);
  const tsumo = e.from === null || e.from === e.seat;
  if (tsumo) {
    const payers = others.filter((s) => pay(s) < 0);
    return payers.length < others.length ? payers : [];
  }
  return others.filter((s) => s !== e.from && pay(s) < 0);
}

function winSection(e: WinEvent, names: string[], winds: string[], view: TableView | null | undefined, rules: Ruleset): HTMLElement {
  const tsumo = e.from === null || e.from === e.seat;
  const windNames: Record<string, string> = {};
  winds.forEach((w, s) => (windNames[w] = names[s]!));
  const liable = liableSeats(e, winds);
  const paid = (s: number) => -(e.result.deltas[winds[s] as keyof typeof e.result.deltas] ?? 0);
  const pao = liable.length
    ? h(
        'p.pao#pao',
        null,
        h('strong', null, 'Pao (liability): '),
        liable.map((s) => `${names[s]} pays ${pts(paid(s))}`).join(', '),
        tsumo ? ' alone, the whole tsumo' : `, half, with ${names[e.from!]}`,
        e.result.yakuman > 0 ? ': the call on their discard completed this yakuman.' : ': they fed the kan whose replacement tile won.',
      )
    : null;
  return h(
    'section.win',
    { dataset: { seat: String(e.seat) } },
    h('h3', null, `${names[e.seat]} ${names[e.seat] === 'You' ? 'win' : 'wins'} by ${tsumo ? 'tsumo' : `ron from ${names[e.from!]}`}`),
    winHand(e, view),
    e.uraIndicators.length ? h('div.dora', null, h('span.label', null, 'Ura indicators'), ...e.uraIndicators.map((t) => tileEl(t, { small: true }))) : null,
    breakdown(e.result, { rules, honba: view?.honba ?? 0, tsumo, winner: winds[e.seat]!, seatNames: windNames, deltas: false }),
    pao,
  );
}

function drawSection(e: DrawEvent, names: string[], sticksLeft: number): HTMLElement {
  return h(
    'section.draw',
    null,
    h('h3', null, DRAW_NAMES[e.reason] ?? String(e.reason)),
    e.reason === 'exhaustive' ? h('p', null, e.tenpai.length ? `Tenpai: ${e.tenpai.map((s) => names[s]).join(', ')}` : 'Nobody was tenpai.') : null,
    e.nagashi.length ? h('p', null, `Nagashi mangan: ${e.nagashi.map((s) => names[s]).join(', ')}`) : null,
    sticksLeft ? h('p.sticks-left', null, `${sticksLeft} riichi stick${sticksLeft === 1 ? ' stays' : 's stay'} on the table: the next win takes ${sticksLeft === 1 ? 'it' : 'them'}.`) : null,
    // The hands shown at the draw (tenpai hands, or the nine terminals).
    ...e.hands.map((hand, s) =>
      hand ? h('div.shown-hand', null, h('span.label', null, names[s]), h('div.tile-row', null, hand.map((t) => tileEl(t, { small: true })))) : null,
    ),
  );
}

/** The hand's net change per seat, each row's riichi stick put down (what its wins and draw payments leave over)
 * noted under it, so the win's "+N to" line and the table never seem to disagree. */
function roundEndTable(e: RoundEndEvent, events: GameEvent[], names: string[], winds: string[]): HTMLElement {
  const explained = names.map((_, s) =>
    events.reduce((t, x) => {
      if (x.type === 'win') return t + (x.result.deltas[winds[s] as keyof typeof x.result.deltas] ?? 0);
      if (x.type === 'ryuukyoku') return t + (x.deltas[s] ?? 0);
      return t;
    }, 0),
  );
  const rows = names.map((name, s) => {
    const stick = e.deltas[s]! - explained[s]!;
    return {
      key: s,
      name,
      change: e.deltas[s]!,
      chips: e.chips ? e.chips[s]! : undefined,
      score: e.scores[s]!,
      note: stick ? h('span.stick-note', null, `${pts(stick, true)} riichi stick`) : null,
    };
  });
  return netChangeTable('Net change this hand', 'Change', rows, 'round-end');
}

/** The end of a hand: each win with its hand and breakdown, or the draw; then one table of every seat's change. */
export function handEndPanel(events: GameEvent[], names: string[], dealer: number, view: TableView | null | undefined, rules: Ruleset): HTMLElement {
  const winds = seatWinds(dealer, names.length);
  const end = events.find((e): e is RoundEndEvent => e.type === 'round-end');
  const parts: Node[] = [];
  for (const e of events) {
    if (e.type === 'win') parts.push(winSection(e, names, winds, view, rules));
    else if (e.type === 'ryuukyoku') parts.push(drawSection(e, names, end?.sticks ?? 0));
    else if (e.type === 'round-end') parts.push(roundEndTable(e, events, names, winds));
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
            h('td.num', { class: deltaClass(points[s]!) }, pts(points[s]!, true, 1)),
            chips ? h('td.num', { class: deltaClass(chips[s]!) }, pts(chips[s]!, true)) : null,
          ),
        ),
      ),
    ),
  );
}
