// A ruleset's yaku table, made by the engine itself: every standard yaku's value is read from the score of an
// example hand that has it (closed, then open), under the ruleset's own rules, and the local yaku come from the
// ruleset data (`yaku.local`, `yaku.local_values`, `yaku.disabled`, `yaku.double_yakuman`). A yaku the ruleset
// switches off, or values it changes, show as the engine scores them: the table cannot drift from the engine.
// Each yaku is shown with the example hand that scored it, in tiles, named as the results name it.
import { h } from '../../dom';
import { score, type Ruleset, type RulesetId, type ScoreRequest, type ScoreResult, type Yaku } from '../../engine';
import { requestMeldEl } from '../../ui/meld';
import { tileEl } from '../../ui/tile';
import { splitMpsz } from '../../tiles';

type Meld = NonNullable<ScoreRequest['melds']>[number];
type Example = Omit<ScoreRequest, 'ruleset'>;

const pon = (tiles: string): Meld => ({ type: 'pon', tiles, from: 'left', wildcard: false });
const ankan = (tiles: string): Meld => ({ type: 'ankan', tiles, wildcard: false });
const minkan = (tiles: string): Meld => ({ type: 'daiminkan', tiles, from: 'left', wildcard: false });

/** A hand with `melds`, then `rest` concealed, winning on `win` (ron unless `extra` says tsumo). */
function ex(rest: string, win: string, melds: Meld[] = [], extra: Partial<Example> = {}): Example {
  return { hand: rest, winTile: win, melds, seatWind: 'S', roundWind: 'E', ...extra } as Example;
}

// A plain closed hand (tanki on 5s) and the same with an open haku pon, for the situational yaku. The examples
// use no 2m-8m (three-player sets lack them), call pon rather than chi (three-player rules have no chi), and hold
// at most two plain 5p and three of any other five or seven (Speed Tonpuu's red, blue and gold tiles replace some).
const CLOSED = ['123p456p789s234s5s', '5s'] as const;
const closedWith = (extra: Partial<Example>) => ex(CLOSED[0], CLOSED[1], [], extra);
const openWith = (extra: Partial<Example>) => ex('123p456p234s5s', '5s', [pon('555z')], extra);

/** Each standard yaku: an example with it closed, and one open (a closed-only yaku's open example lacks it). */
const STANDARD: [Yaku, Example, Example | null][] = [
  ['riichi', closedWith({ riichi: true }), openWith({ riichi: true })],
  ['ippatsu', closedWith({ riichi: true, ippatsu: true }), null],
  ['menzen-tsumo', closedWith({ tsumo: true }), openWith({ tsumo: true })],
  ['pinfu', ex('123p456p789s23s88p', '4s'), ex('456p789s23s88p', '4s', [pon('999m')])],
  ['tanyao', ex('234p456p678s23s88p', '4s'), ex('234p456p23s88p', '4s', [pon('666s')])],
  ['iipeikou', ex('112233p456s789s5p', '5p'), ex('112233p456s5p', '5p', [pon('999m')])],
  ['yakuhai-haku', ex('555z123p456p789s5s', '5s'), ex('123p456p789s5s', '5s', [pon('555z')])],
  ['yakuhai-hatsu', ex('666z123p456p789s5s', '5s'), ex('123p456p789s5s', '5s', [pon('666z')])],
  ['yakuhai-chun', ex('777z123p456p789s5s', '5s'), ex('123p456p789s5s', '5s', [pon('777z')])],
  ['seat-wind', ex('222z123p456p789s5s', '5s'), ex('123p456p789s5s', '5s', [pon('222z')])],
  ['round-wind', ex('111z123p456p789s5s', '5s'), ex('123p456p789s5s', '5s', [pon('111z')])],
  // Robbing a kan: the winning tile must have copies left for the kan (a two-sided wait on 4s).
  ['chankan', ex('123p456p789s23s88p', '4s', [], { chankan: true }), ex('456p789s23s88p', '4s', [pon('555z')], { chankan: true })],
  ['rinshan', ex('123p456p789s5s', '5s', [ankan('1111z')], { tsumo: true, rinshan: true }), ex('123p456p789s5s', '5s', [minkan('1111z')], { tsumo: true, rinshan: true })],
  ['haitei', closedWith({ tsumo: true, haitei: true }), openWith({ tsumo: true, haitei: true })],
  ['houtei', closedWith({ houtei: true }), openWith({ houtei: true })],
  ['double-riichi', closedWith({ doubleRiichi: true }), null],
  ['open-riichi', closedWith({ openRiichi: true }), null],
  ['chiitoitsu', ex('1199m3344p5566s7z', '7z'), null],
  ['sanshoku', ex('123m123p123s456p7p', '7p'), ex('123m123p123s5p', '5p', [pon('999s')])],
  ['ittsu', ex('123456789p234s5s', '5s'), ex('123456789p5s', '5s', [pon('222z')])],
  ['chanta', ex('123p789p123s111z9s', '9s'), ex('123p789p111z9s', '9s', [pon('999m')])],
  ['toitoi', ex('111m222p333s44p55s', '4p'), ex('222p333s44p55s', '4p', [pon('111m')])],
  ['sanankou', ex('111m222p333s456p7p', '7p'), ex('111m222p333s7p', '7p', [pon('555z')])],
  ['sanshoku-doukou', ex('111m111p111s456p7p', '7p'), ex('111p111s456p7p', '7p', [pon('111m')])],
  ['sankantsu', ex('456p7p', '7p', [ankan('1111m'), ankan('2222p'), ankan('3333s')]), ex('456p7p', '7p', [minkan('1111m'), minkan('2222p'), minkan('3333s')])],
  ['shousangen', ex('555z666z77z123p45p', '6p'), ex('666z77z123p45p', '6p', [pon('555z')])],
  ['honroutou', ex('1199m1199p1199s1z', '1z'), ex('999p111s99s11z', '1z', [pon('111m')])],
  ['honitsu', ex('123456p789p111z2z', '2z'), ex('123456p789p2z', '2z', [pon('666z')])],
  ['junchan', ex('123p789p123s789s1s', '1s'), ex('123p789p123s1s', '1s', [pon('999m')])],
  ['ryanpeikou', ex('112233p445566s7s', '7s'), null],
  ['chinitsu', ex('123456p234p678p9p', '9p'), ex('123456p234p9p', '9p', [pon('111p')])],
  // Yakuman
  ['tenhou', closedWith({ tsumo: true, tenhou: true, seatWind: 'E' }), null],
  ['chiihou', closedWith({ tsumo: true, chiihou: true }), null],
  ['renhou', closedWith({ renhou: true }), null],
  ['kokushi', ex('19m19p19s1234566z', '7z'), null],
  ['kokushi-13', ex('19m19p19s1234567z', '1m'), null],
  ['suuankou', ex('111m222p333s44p55s', '4p', [], { tsumo: true }), null],
  ['suuankou-tanki', ex('111m222p333s444p5s', '5s'), null],
  ['daisangen', ex('555z666z777z123p5s', '5s'), ex('666z777z123p5s', '5s', [pon('555z')])],
  ['shousuushii', ex('111z222z333z44z12p', '3p'), ex('222z333z44z12p', '3p', [pon('111z')])],
  ['daisuushii', ex('111z222z333z44z55p', '4z'), ex('222z333z44z55p', '4z', [pon('111z')])],
  ['tsuuiisou', ex('111z222z333z555z6z', '6z'), ex('222z333z555z6z', '6z', [pon('111z')])],
  ['ryuuiisou', ex('223344s666s888s6z', '6z'), ex('223344s888s6z', '6z', [pon('666s')])],
  ['chinroutou', ex('111m999m111p99p11s', '1s'), ex('999m111p99p11s', '1s', [pon('111m')])],
  ['chuuren', ex('1112245678999p', '3p'), null],
  ['junsei-chuuren', ex('1112345678999p', '5p'), null],
  ['suukantsu', ex('5p', '5p', [ankan('1111m'), ankan('2222p'), ankan('3333s'), ankan('4444s')]), ex('5p', '5p', [minkan('1111m'), minkan('2222p'), minkan('3333s'), minkan('4444s')])],
];

/** An example hand of each local yaku (the rulesets that have them: McGill, Speed Tonpuu). Shown only when the
 * engine scores it with that yaku under the page's ruleset. */
const LOCAL_EXAMPLES: Partial<Record<Yaku, Example>> = {
  'gold-tile': closedWith({ hand: '123m45Gp6p789s234s5s', riichi: true }),
  sanrenkou: ex('222p333p567s5m', '5m', [pon('111p')]),
  sanpuukou: ex('222z444z567s4m', '4m', [pon('111z')]),
  suurenkou: ex('222p333p444p5s', '5s', [pon('111p')]),
  shiisanpuutaa: ex('147m258p369s1234z', '1z', [], { tsumo: true, tenhou: true, seatWind: 'E' }),
  shiisuupuutaa: ex('147m258p369s1234z', '5z', [], { tsumo: true, tenhou: true, seatWind: 'E' }),
  'all-stars': ex('0m67Bm340p5G67Bp0s67Bs2s', '2s'),
  'suukantsu-special': ex('5p', '6p', [ankan('1111m'), ankan('2222p'), ankan('3333s'), ankan('4444s')], { tsumo: true, rinshan: true, suukantsuSpecial: true }),
  daisharin: ex('2233445566778p', '8p'),
  daichisei: ex('1122334455667z', '7z'),
  paarenchan: ex('123p456p789s234s5s', '5s', [], { seatWind: 'E', tsumo: true, paarenchan: true }),
  renhou: closedWith({ renhou: true }),
};

/** One row of a yaku table: the value closed and open, each in han or as a yakuman multiple; null = not allowed. */
export interface YakuRow {
  id: Yaku;
  name: string;
  closed: Value | null;
  open: Value | null;
  local: boolean;
  /** A hand the engine scores with this yaku under these rules. */
  example: Example | null;
}
export type Value = { han: number } | { yakuman: number } | { closedHan: number };

function valueIn(rules: Ruleset, e: Example | null, id: Yaku): { name: string; value: Value } | null {
  if (!e) return null;
  let r: ScoreResult;
  try {
    r = score({ ...e, ruleset: rules } as unknown as ScoreRequest);
  } catch {
    return null; // the ruleset does not allow this hand (no yaku, a rule it lacks): not available this way
  }
  const y = r.yaku.find((x) => x.id === id);
  if (!y) return null;
  return { name: y.name, value: y.yakuman ? { yakuman: y.yakuman } : { han: y.han } };
}

/** The ruleset's yaku: standard ones as the engine scores them, then its local ones from its data. */
export function yakuRows(rules: Ruleset): YakuRow[] {
  const rows: YakuRow[] = [];
  const local = new Set(rules.yaku.local);
  for (const [id, closedEx, openEx] of STANDARD) {
    if (local.has(id)) continue; // a local value replaces the standard one (renhou)
    const closed = valueIn(rules, closedEx, id);
    const open = valueIn(rules, openEx, id);
    if (!closed && !open) continue;
    const example = closed ? closedEx : openEx;
    rows.push({ id, name: (closed ?? open)!.name, closed: closed?.value ?? null, open: open?.value ?? null, local: false, example });
  }
  for (const id of rules.yaku.local) {
    const v = rules.yaku.local_values?.[id] as Record<string, number> | undefined;
    if (!v) continue;
    const value: Value = 'yakuman' in v ? { yakuman: v.yakuman! } : 'closed_han' in v ? { closedHan: v.closed_han! } : { han: v.han! };
    const openValue = 'closedHan' in value ? null : value;
    const scored = valueIn(rules, LOCAL_EXAMPLES[id] ?? null, id);
    const example = scored ? LOCAL_EXAMPLES[id]! : null;
    rows.push({ id, name: scored?.name ?? id, closed: 'closedHan' in value ? { han: value.closedHan } : value, open: openValue, local: true, example });
  }
  return rows;
}

function valueText(v: Value | null): string {
  if (!v) return '—';
  if ('yakuman' in v) return v.yakuman > 1 ? `${v.yakuman}× yakuman` : 'yakuman';
  if ('closedHan' in v) return `${v.closedHan} han`;
  return `${v.han} han`;
}

/** What a hand's example says besides its tiles: how it was won and the conditions it needs. */
const CONDITIONS: [keyof Example, string][] = [
  ['riichi', 'riichi'],
  ['doubleRiichi', 'double riichi'],
  ['openRiichi', 'open riichi'],
  ['ippatsu', 'ippatsu'],
  ['haitei', 'last draw'],
  ['houtei', 'last discard'],
  ['rinshan', 'after a kan'],
  ['chankan', 'robbing a kan'],
  ['tenhou', "dealer's first draw"],
  ['chiihou', 'first draw'],
  ['renhou', 'before the first draw'],
  ['paarenchan', "dealer's 8th win in a row"],
];

/** An example hand in tiles: the concealed tiles, the winning tile set apart and marked, the melds, then how it
 * was won. */
function exampleEl(e: Example): HTMLElement {
  const said = CONDITIONS.filter(([k]) => e[k]).map(([, w]) => w);
  return h(
    'div.yaku-example.win-hand',
    null,
    splitMpsz(e.hand).map((t) => tileEl(t, { small: true })),
    h('span.gap'),
    tileEl(e.winTile, { small: true, extraClass: 'win-tile' }),
    ...(e.melds ?? []).flatMap((m) => [h('span.gap'), requestMeldEl(m)]),
    h('span.win-mark', null, [e.tsumo ? 'tsumo' : 'ron', ...said].join(' · ')),
  );
}

/** Yaku id → the name results give it, for the yaku of these rules. */
export function yakuNames(rules: Ruleset): Map<string, string> {
  return new Map(yakuRows(rules).map((r) => [r.id, r.name]));
}

const isYakuman = (r: YakuRow) => (r.closed && 'yakuman' in r.closed) || (r.open && 'yakuman' in r.open);

/** The yaku table of a preset: two tables, yaku (han closed / open) and yakuman. */
export function yakuTable(rules: Ruleset, id: RulesetId | string): HTMLElement {
  const rows = yakuRows(rules);
  const table = (list: YakuRow[], caption: string, kind: string) =>
    h(
      'div.table-scroll',
      null,
      h(
        `table.yaku-table`,
        { dataset: { kind, ruleset: id } },
        h('caption', null, caption),
        h('thead', null, h('tr', null, h('th', null, 'Yaku'), h('th.num', null, 'Closed'), h('th.num', null, 'Open'))),
        h(
          'tbody',
          null,
          list.flatMap((r) => [
            h(
              'tr',
              { dataset: { yaku: r.id, closed: valueText(r.closed), open: valueText(r.open) }, class: r.local ? 'local' : '' },
              h('td', null, r.name, r.local ? h('span.tag', null, 'local') : null),
              h('td.num', null, valueText(r.closed)),
              h('td.num', { class: r.open && r.closed && valueText(r.open) !== valueText(r.closed) ? 'reduced' : '' }, r.open ? valueText(r.open) : 'closed only'),
            ),
            r.example ? h('tr.example', { dataset: { example: r.id } }, h('td', { colSpan: 3 }, exampleEl(r.example))) : null,
          ]),
        ),
      ),
    );
  const y = rules.yaku;
  const notes: string[] = [];
  notes.push(`A hand needs at least ${y.min_han} han from yaku (dora do not count).`);
  notes.push(y.kuitan ? 'All simples counts with an open hand (kuitan).' : 'All simples needs a closed hand (no kuitan).');
  if (y.yakuman_stack) notes.push('Different yakuman in one hand add up.');
  if (y.kazoe !== 'none') notes.push('13 han or more without a yakuman is scored as a yakuman (kazoe).');
  return h(
    'section.yaku-tables#yaku-tables',
    null,
    h('h2', null, 'Yaku and their values'),
    h('p.hint', null, 'Values as the engine scores them under these rules. Where the open value is lower, the hand loses a han when it has called tiles.'),
    table(rows.filter((r) => !isYakuman(r)), 'Yaku', 'yaku'),
    table(rows.filter(isYakuman), 'Yakuman', 'yakuman'),
    h('ul.rule-notes', null, notes.map((n) => h('li', null, n))),
  );
}
