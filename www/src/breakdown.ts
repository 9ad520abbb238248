// A ScoreResult as a readable breakdown: yaku with han, fu parts, limit, total and every seat's payment.
import { h, pts, WIND_NAMES } from './dom';
import type { ScoreResult } from './engine';

const LIMIT_NAMES: Record<string, string> = {
  mangan: 'Mangan',
  haneman: 'Haneman',
  baiman: 'Baiman',
  sanbaiman: 'Sanbaiman',
  yakuman: 'Yakuman',
};

export function headline(r: ScoreResult): string {
  if (r.yakuman > 0) return r.yakuman > 1 ? `${r.yakuman}× Yakuman` : 'Yakuman';
  if (r.han === 0 && r.fu === 0) return 'Points'; // Toutenkou: no han/fu
  const base = `${r.han} han ${r.fu} fu`;
  return r.limit ? `${base} · ${LIMIT_NAMES[r.limit] ?? r.limit}` : base;
}

/** `seatNames` maps wind keys to labels ("E" → "East (you)"); default the wind names. */
export function breakdown(r: ScoreResult, seatNames: Record<string, string> = WIND_NAMES): HTMLElement {
  const yakuRows = r.yaku.map((y) =>
    h(
      'tr',
      { dataset: { yaku: y.id } },
      h('td', null, y.name),
      h('td.num', null, y.points !== undefined ? `${pts(y.points)} pts` : y.yakuman ? `${y.yakuman}× yakuman` : `${y.han} han`),
    ),
  );
  const extras: [string, string][] = [];
  if (r.dora) extras.push(['Dora', `${r.dora} han`]);
  if (r.red) extras.push(['Red fives', `${r.red} han`]);
  if (r.ura) extras.push(['Ura dora', `${r.ura} han`]);
  for (const [k, v] of Object.entries(r)) {
    // Other flavour counts a ruleset adds (blue, gold, pocchi, nuki…): any other numeric field, shown as a count.
    if (typeof v === 'number' && v > 0 && !['han', 'fu', 'dora', 'red', 'ura', 'yakuman', 'total'].includes(k)) {
      extras.push([k[0]!.toUpperCase() + k.slice(1), `×${v}`]);
    }
  }
  for (const [name, value] of extras) yakuRows.push(h('tr.extra', null, h('td', null, name), h('td.num', null, value)));
  const seats = (Object.keys(r.deltas) as (keyof typeof r.deltas)[]).filter((k) => r.deltas[k] !== undefined);
  return h(
    'div.breakdown',
    null,
    h('div.headline', null, h('span.hl', null, headline(r)), h('span.total', { dataset: { total: String(r.total) } }, `${pts(r.total)} points`)),
    h('table.yaku', null, h('tbody', null, yakuRows)),
    r.fuParts.length && r.yakuman === 0
      ? h(
          'details.fu',
          { open: true },
          h('summary', null, `Fu: ${r.fu}`),
          h('table', null, h('tbody', null, r.fuParts.map((p) => h('tr', null, h('td', null, p.reason), h('td.num', null, `${p.fu}`))))),
        )
      : null,
    h(
      'table.deltas',
      null,
      h('thead', null, h('tr', null, h('th', null, 'Seat'), h('th.num', null, 'Points'), r.chips ? h('th.num', null, 'Chips') : null)),
      h(
        'tbody',
        null,
        seats.map((k) =>
          h(
            'tr',
            { dataset: { seat: k } },
            h('td', null, seatNames[k] ?? k),
            h('td.num', { class: deltaClass(r.deltas[k]!) }, pts(r.deltas[k]!, true)),
            r.chips ? h('td.num', { class: deltaClass(r.chips[k] ?? 0) }, pts(r.chips[k] ?? 0, true)) : null,
          ),
        ),
      ),
    ),
  );
}

export function deltaClass(n: number): string {
  return n > 0 ? 'plus' : n < 0 ? 'minus' : 'zero';
}
