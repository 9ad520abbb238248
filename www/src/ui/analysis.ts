// A seat's moment as the package's `game.analysis(seat)` reads it, drawn for players: each discard's shanten, live
// tiles and waits (furiten, no yaku), and its safety against each threatening seat in the words players use
// (genbutsu, suji, no-chance behind a wall, one-chance, honours in sight). The Play page's hint mode and the Replay
// page's review both draw it here; every figure is the analysis's own.
import { h } from '../dom';
import type { Analysis, CallOption, DangerReason, DiscardOption, Threat, ThreatKind, TileDanger } from 'tenpai/web';
import { actionLabel } from './action-label';
import { sideOf } from './meld';
import { tileEl } from './tile';
import '../analysis.css';

/** Each reason's word and what it means, as the legend and the chips' titles say it. */
export const REASONS: Record<DangerReason, { word: string; about: string }> = {
  genbutsu: { word: 'genbutsu', about: 'in their river, or let pass after their riichi: cannot deal in' },
  suji: { word: 'suji', about: 'every two-sided wait on it is ruled out by suji' },
  'no-chance': { word: 'no-chance', about: 'every two-sided wait on it is ruled out, one by a wall (kabe: all four of a neighbour in sight)' },
  'one-chance': { word: 'one-chance', about: 'a two-sided wait on it needs the last copy of a neighbour (three in sight)' },
  'half-suji': { word: 'half-suji', about: 'a 4, 5 or 6 with one of its two two-sided waits ruled out by suji' },
  honour: { word: 'honour', about: 'an honour: the more copies in sight, the safer' },
  'other-suit': { word: 'other suit', about: 'outside the one suit their open flush can win on' },
  none: { word: 'no suji', about: 'nothing rules out a two-sided wait on it' },
};

const WHY: Record<ThreatKind, string> = { riichi: 'riichi', open: 'open hand', late: 'late in the hand' };

export function shantenText(n: number): string {
  return n < 0 ? 'complete' : n === 0 ? 'tenpai' : `${n}-shanten`;
}

/** Where seat `seat` sits seen from `viewer`: Right, Across or Left. */
export function placeName(viewer: number, seat: number, players: number): string {
  const side = sideOf(viewer, seat, players);
  return side[0]!.toUpperCase() + side.slice(1);
}

/** A danger value (tenths of a percent of dealing in) as players read it: "5.5%". */
export function percent(value: number): string {
  return `${(value / 10).toFixed(value % 10 === 0 ? 0 : 1)}%`;
}

/** Safe (cannot deal in), low, mid or high: the colour a danger is shown in. */
export function dangerLevel(value: number): 'safe' | 'low' | 'mid' | 'high' {
  return value === 0 ? 'safe' : value <= 35 ? 'low' : value <= 90 ? 'mid' : 'high';
}

/** The word for one danger: "suji", "honour, 2 seen". */
export function dangerWord(d: TileDanger): string {
  return d.reason === 'honour' ? `honour, ${d.seen} seen` : REASONS[d.reason].word;
}

/** The highest danger of a list (0 when empty). */
export function worstDanger(danger: TileDanger[]): number {
  return danger.reduce((m, d) => Math.max(m, d.value), 0);
}

export interface SeatNames {
  /** The seat the analysis is for. */
  viewer: number;
  players: number;
  /** Every seat's name (players' names in a record, "Right" and so on in Play). */
  names: string[];
}

/** One chip per threat: where it sits, the word and the chance, coloured by level. */
export function dangerChips(danger: TileDanger[], who: SeatNames): HTMLElement {
  return h(
    'span.dangers',
    null,
    danger.map((d) =>
      h(
        'span.danger',
        { class: `level-${dangerLevel(d.value)}`, title: `${who.names[d.seat] ?? `Seat ${d.seat}`}: ${REASONS[d.reason].about}`, dataset: { seat: String(d.seat), reason: d.reason } },
        h('span.who', null, placeName(who.viewer, d.seat, who.players)),
        ` ${dangerWord(d)} `,
        h('span.pct', null, percent(d.value)),
      ),
    ),
  );
}

/** Who threatens and why, and the kinds behind a wall (kabe); null when nobody threatens. */
export function threatsLine(a: Analysis, who: SeatNames): HTMLElement | null {
  if (!a.threats.length) return null;
  const one = (t: Threat) => {
    const place = placeName(who.viewer, t.seat, who.players);
    const name = who.names[t.seat];
    return h('span.threat', { dataset: { seat: String(t.seat), why: t.why } }, h('strong', null, place), ` (${name && name !== place ? `${name}, ` : ''}${WHY[t.why]})`);
  };
  return h(
    'p.threats#threats',
    null,
    'Threats: ',
    a.threats.flatMap((t, i) => [i ? ' · ' : '', one(t)]),
    a.walls.length ? [' · kabe (all four in sight): ', h('span.waits', null, a.walls.map((t) => tileEl(t)))] : null,
  );
}

/** Better first: fewer shanten, then more live tiles. */
export function compareOptions(a: DiscardOption, b: DiscardOption): number {
  return a.shanten - b.shanten || b.tiles - a.tiles;
}

/** The kinds of a list of accepted tiles, as tiles. */
function tiles(list: string[]): HTMLElement {
  return h('span.waits', null, list.map((t) => tileEl(t)));
}

/** A ready hand's waits with their flags: furiten, and no yaku on every wait or on the ones named. A closed hand
 * can still win on a wait without yaku by riichi or tsumo; an open one cannot win on it at all. */
function waitsCell(d: DiscardOption, closed: boolean): HTMLElement {
  const waits = d.acceptance.map((x) => x.tile);
  const bare = d.acceptance.filter((x) => x.noYaku).map((x) => x.tile);
  const all = bare.length > 0 && bare.length === waits.length;
  let flag: HTMLElement | null = null;
  if (all) flag = h('strong.minus.no-yaku', null, closed ? ' no yaku: riichi or tsumo to win' : ' no yaku: cannot win');
  else if (bare.length) flag = h('span.minus.no-yaku', null, closed ? ' no yaku on a ron on ' : ' no yaku on ', tiles(bare));
  return h('span', null, 'waits ', tiles(waits), d.furiten ? h('strong.minus', null, ' furiten') : null, flag);
}

export interface DiscardTableOptions {
  who: SeatNames;
  /** The seat's hand has no open meld (a wait without yaku can still be won by riichi or tsumo). */
  closed: boolean;
  /** A tile picked (its row highlighted). */
  selected?: string | null;
  /** Words set beside a tile's name (the Replay review: "played", "bot"). */
  marks?: Map<string, string[]>;
}

/** Every discard of an analysis, best first, with its shanten, live tiles, waits or acceptance and safety. */
export function discardTable(a: Analysis, options: DiscardOption[], o: DiscardTableOptions): HTMLElement {
  const rows = [...options].sort(compareOptions);
  const best = rows[0];
  const safest = Math.min(...rows.map((d) => worstDanger(d.danger)));
  const threats = a.threats.length > 0;
  const body = rows.map((d) => {
    const danger = worstDanger(d.danger);
    const cls = [best && compareOptions(d, best) === 0 ? 'best' : '', threats && danger === safest ? 'safest' : '', d.tile === o.selected ? 'selected' : ''];
    const marks = o.marks?.get(d.tile) ?? [];
    return h(
      'tr',
      {
        class: cls.filter(Boolean).join(' '),
        dataset: {
          tile: d.tile,
          shanten: String(d.shanten),
          tiles: String(d.tiles),
          accepts: d.acceptance.map((x) => x.tile).join(' '),
          furiten: String(d.furiten),
          noYaku: d.acceptance.filter((x) => x.noYaku).map((x) => x.tile).join(' '),
          danger: d.danger.map((x) => `${x.seat}:${x.reason}:${x.value}`).join(' '),
        },
      },
      h('td', null, tileEl(d.tile), marks.map((m) => h('span.mark', { dataset: { mark: m } }, m))),
      h('td', null, shantenText(d.shanten), d.riichi && d.shanten === 0 ? h('span.riichi-ok', { title: 'riichi may be declared with it' }, ' riichi') : null),
      h('td.num', null, String(d.tiles)),
      h('td', null, d.shanten === 0 ? waitsCell(d, o.closed) : tiles(d.acceptance.map((x) => x.tile))),
      threats ? h('td', null, dangerChips(d.danger, o.who)) : null,
    );
  });
  return h(
    'div.table-scroll.analysis-scroll',
    null,
    h(
      'table.analysis',
      null,
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', null, 'Discard'),
          h('th', null, 'Shanten'),
          h('th.num', { title: 'copies you have not seen of the tiles that would help' }, 'Tiles'),
          h('th', null, 'Accepts / waits'),
          threats ? h('th', null, 'Safety') : null,
        ),
      ),
      h('tbody', null, body),
    ),
  );
}

/** Each call offered and passing: the shanten and live tiles each leaves (a chi or pon: after its best discard);
 * `marks` gives words set beside an answer (the Replay review: "played", "bot"). */
export function callTable(a: Analysis, marks: (c: CallOption) => string[] = () => []): HTMLElement {
  const rows = a.calls.map((c) =>
    h(
      'tr',
      { dataset: { call: c.action.type, shanten: String(c.shanten), tiles: String(c.tiles) } },
      h('td', null, ...actionLabel(c.action), marks(c).map((m) => h('span.mark', { dataset: { mark: m } }, m))),
      h('td', null, shantenText(c.shanten)),
      h('td.num', null, c.action.type === 'ron' ? '' : String(c.tiles)),
      h('td', null, h('span.waits', null, c.acceptance.map((x) => tileEl(x.tile)))),
    ),
  );
  return h(
    'table.analysis.calls',
    null,
    h('thead', null, h('tr', null, h('th', null, 'Answer'), h('th', null, 'Shanten'), h('th.num', null, 'Tiles'), h('th', null, 'Accepts / waits'))),
    h('tbody', null, rows),
  );
}

/** What the columns and the safety words mean, in one line each (touch screens show no tooltips). */
export function analysisLegend(a: Analysis): HTMLElement {
  const used = new Set(a.discards.flatMap((d) => d.danger.map((x) => x.reason)));
  return h(
    'div.hint.analysis-legend',
    null,
    h('p', null, 'Tiles: copies of the tiles that would help that you have not seen yet (not in your hand, a river, a meld or the dora indicators).'),
    a.threats.length
      ? h('p', null, 'Safety against each threat, with the rough chance of dealing in: ', [...used].flatMap((r, i) => [i ? '; ' : '', h('strong', null, REASONS[r].word), `: ${REASONS[r].about}`]), '.')
      : null,
  );
}
