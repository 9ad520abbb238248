// The result tables: a ScoreResult as a readable breakdown (every han or point source with its value, the fu
// parts, a headline that says what it counts: the hand's value, honba, riichi sticks) and the net-change table of
// every seat, which the Score page shows under a breakdown and a hand's end (Play, Replay) once for all its wins.
import { h, pts, WIND_NAMES, type Child } from '../dom';
import type { Ruleset, ScoreResult } from '../engine';
import { parseTile } from '../tiles';
import '../results.css';

const LIMIT_NAMES: Record<string, string> = {
  mangan: 'Mangan',
  haneman: 'Haneman',
  baiman: 'Baiman',
  sanbaiman: 'Sanbaiman',
  yakuman: 'Yakuman',
};

/** What a breakdown needs besides the result: the rules it was scored under and the hand's situation. */
export interface BreakdownContext {
  /** The ruleset of the hand: han per red/blue/gold/pocchi/nuki tile and what a honba is worth. */
  rules: Ruleset;
  honba: number;
  tsumo: boolean;
  /** The winner's seat wind ("E", "S", "W", "N"). */
  winner: string;
  /** Labels of the seats by wind ("E" → "East (winner)"); default the wind names. */
  seatNames?: Record<string, string>;
  /** List every seat's change here (the scoring page). A hand's end lists them once, for all its wins. */
  deltas: boolean;
}

export function headline(r: ScoreResult): string {
  if (r.yakuman > 0) return r.yakuman > 1 ? `${r.yakuman}× Yakuman` : 'Yakuman';
  if (isPoints(r)) return 'Points'; // Toutenkou: every row is worth points, no han or fu
  const base = `${r.han} han ${r.fu} fu`;
  return r.limit ? `${base} · ${LIMIT_NAMES[r.limit] ?? r.limit}` : base;
}

/** A result counted in points row by row (Toutenkou) rather than in han and fu. */
function isPoints(r: ScoreResult): boolean {
  return r.yaku.some((y) => y.points !== undefined && y.points !== null);
}

/** Han per flavoured tile. `ruleset()` and saved games always write it; only a hand-written ruleset may leave it
 * out, and then the engine counts red fives alone, one han each. */
function bonus(rules: Ruleset): NonNullable<Ruleset['dora']['bonus']> {
  return rules.dora.bonus ?? { red: 1, blue: 0, gold: 0, pocchi: 0, gari: 0 };
}

/** The han rows besides the yaku: dora of each kind, each worth the ruleset's han per tile. */
export function bonusRows(r: ScoreResult, rules: Ruleset): { id: string; name: string; han: number; count: number }[] {
  if (isPoints(r) || r.yakuman > 0) return []; // in points the rows carry them; a yakuman counts no dora
  const b = bonus(rules);
  const rows = [
    { id: 'dora', name: 'Dora', count: r.dora, per: 1 },
    { id: 'red', name: 'Red fives', count: r.red, per: b.red },
    { id: 'ura', name: 'Ura dora', count: r.ura, per: 1 },
    { id: 'blue', name: 'Blue sevens', count: r.blue ?? 0, per: b.blue },
    { id: 'gold', name: 'Gold 5 pin', count: r.gold ?? 0, per: b.gold },
    { id: 'pocchi', name: 'Pocchi', count: r.pocchi ?? 0, per: b.pocchi },
    { id: 'nukidora', name: 'Nuki dora', count: r.nukidora ?? 0, per: b.gari },
  ];
  return rows.filter((x) => x.count > 0 && x.per > 0).map((x) => ({ id: x.id, name: x.name, han: x.count * x.per, count: x.count }));
}

/** Flavoured tiles that bring chips but no han (Speed Tonpuu's pocchi): shown apart so no row is counted twice. */
function chipOnlyRows(r: ScoreResult, rules: Ruleset): [string, number][] {
  if (!r.chips || isPoints(r)) return [];
  const b = bonus(rules);
  const rows: [string, number, number][] = [
    ['Blue sevens', r.blue ?? 0, b.blue],
    ['Gold 5 pin', r.gold ?? 0, b.gold],
    ['Pocchi', r.pocchi ?? 0, b.pocchi],
  ];
  return rows.filter(([, n, per]) => n > 0 && (per === 0 || r.yakuman > 0)).map(([name, n]) => [name, n]);
}

/** What the winner's row is made of: the hand, the honba and the riichi sticks taken. */
export function winnerSum(r: ScoreResult, ctx: BreakdownContext): { hand: number; honba: number; sticks: number; winner: number } {
  const winner = r.deltas[ctx.winner as keyof typeof r.deltas] ?? 0;
  const players = r.deltas.N === undefined || r.deltas.N === null ? 3 : 4;
  // Toutenkou lists its honba as a points row: the hand's value already holds it.
  const honba = isPoints(r)
    ? 0
    : ctx.honba * (ctx.tsumo ? ctx.rules.score.honba_tsumo_each * (players - 1) : ctx.rules.score.honba_ron);
  return { hand: r.total - honba, honba, sticks: winner - r.total, winner };
}

const HONOURS = ['East', 'South', 'West', 'North', 'white dragon', 'green dragon', 'red dragon'];
const SUITS: Record<string, string> = { m: 'man', p: 'pin', s: 'sou' };

/** A tile as players name it in a sentence: "5 pin", "East", "white dragon". */
export function tileWords(tile: string): string {
  const t = parseTile(tile);
  if (!t) return tile;
  return t.suit === 'z' ? HONOURS[t.num - 1]! : `${t.num} ${SUITS[t.suit]}`;
}

/** A fu reason with its tiles named as players do: "open triplet of 5z (…)" → "open triplet of white dragon". */
export function fuReason(reason: string): string {
  return reason
    .replace(/\b([0-9])([mpsz])\b/g, (_, n: string, s: string) => tileWords(n + s))
    .replace(' (terminal/honour)', '')
    .replace(' (simple)', '')
    .replace(/(dragon) \(dragon\)/, '$1');
}

export function breakdown(r: ScoreResult, ctx: BreakdownContext): HTMLElement {
  const seatNames = ctx.seatNames ?? WIND_NAMES;
  const points = isPoints(r);
  const rows = r.yaku.map((y) =>
    h(
      'tr',
      { dataset: { yaku: y.id, han: String(y.han), ...(points ? { points: String(y.points) } : {}) } },
      h('td', null, y.name),
      h('td.num', null, points ? `${pts(y.points!)} pt${Math.abs(y.points!) === 1 ? '' : 's'}` : y.yakuman ? `${y.yakuman}× yakuman` : `${y.han} han`),
    ),
  );
  for (const b of bonusRows(r, ctx.rules)) {
    rows.push(
      h(
        'tr.extra',
        { dataset: { yaku: b.id, han: String(b.han) } },
        h('td', null, b.count > 1 && b.count !== b.han ? `${b.name} ×${b.count}` : b.name),
        h('td.num', null, `${b.han} han`),
      ),
    );
  }
  for (const [name, n] of chipOnlyRows(r, ctx.rules)) {
    rows.push(h('tr.chip-only', null, h('td', null, `${name} ×${n}`), h('td.num', null, 'chips only')));
  }
  const sum = winnerSum(r, ctx);
  const parts = [`${pts(sum.hand)} ${points ? 'points' : 'hand'}`];
  if (sum.honba) parts.push(`${pts(sum.honba)} for ${ctx.honba} honba`);
  if (sum.sticks) parts.push(`${pts(sum.sticks)} in riichi sticks`);
  const seats = (Object.keys(r.deltas) as (keyof typeof r.deltas)[]).filter((k) => typeof r.deltas[k] === 'number');
  return h(
    'div.breakdown',
    null,
    h(
      'div.headline',
      null,
      h('span.hl', null, headline(r)),
      h('span.total', { dataset: { total: String(r.total), hand: String(sum.hand) } }, `${pts(sum.hand)} points`),
    ),
    h(
      'p.sum',
      { dataset: { winner: String(sum.winner) } },
      parts.length > 1 ? `${parts.join(' + ')} = ` : '',
      h('strong', null, `${pts(sum.winner, true)} to ${seatNames[ctx.winner] ?? ctx.winner}`),
    ),
    h('table.yaku', null, h('tbody', null, rows)),
    r.fuParts.length && r.yakuman === 0 && !points
      ? h(
          'details.fu',
          { open: true },
          h('summary', null, `Fu: ${r.fu}`),
          h('table', null, h('tbody', null, r.fuParts.map((p) => h('tr', null, h('td', null, fuReason(p.reason)), h('td.num', null, `${p.fu}`))))),
        )
      : null,
    ctx.deltas
      ? netChangeTable('Net change', 'Points', seats.map((k) => ({ key: k, name: seatNames[k] ?? k, change: r.deltas[k]!, chips: r.chips ? (r.chips[k] ?? 0) : undefined })))
      : null,
  );
}

export function deltaClass(n: number): string {
  return n > 0 ? 'plus' : n < 0 ? 'minus' : 'zero';
}

/** One seat's row of a net-change table. */
export interface NetRow {
  /** The seat (its index or wind): the row's `data-seat`. */
  key: string | number;
  name: string;
  change: number;
  /** Chips won or paid (shuugi rulesets); a column appears when any row has them. */
  chips?: number;
  /** The score after the change; a column appears when any row has it. */
  score?: number;
  /** Said under the change (a riichi stick put down, a liable payment). */
  note?: Child;
}

/** Every seat's change, one row each: the Score page's result and the end of a hand in Play and Replay. */
export function netChangeTable(caption: string, changeLabel: string, rows: NetRow[], extraClass = ''): HTMLElement {
  const chips = rows.some((r) => r.chips !== undefined);
  const score = rows.some((r) => r.score !== undefined);
  return h(
    'table.deltas.net',
    { class: extraClass },
    h('caption', null, caption),
    h('thead', null, h('tr', null, h('th', null, 'Seat'), h('th.num', null, changeLabel), chips ? h('th.num', null, 'Chips') : null, score ? h('th.num', null, 'Score') : null)),
    h(
      'tbody',
      null,
      rows.map((r) =>
        h(
          'tr',
          { dataset: { seat: String(r.key) } },
          h('td', null, r.name),
          h('td.num', { class: deltaClass(r.change) }, pts(r.change, true), r.note ?? null),
          chips ? h('td.num', { class: deltaClass(r.chips ?? 0) }, pts(r.chips ?? 0, true)) : null,
          score ? h('td.num', null, pts(r.score ?? 0)) : null,
        ),
      ),
    ),
  );
}
