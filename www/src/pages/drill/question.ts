// The drill's question: the winning hand as held (the concealed tiles, the winning tile marked, the melds, drawn
// as every page draws a win) and the facts scoring needs, in players' words: ron from whom or tsumo, the seat wind
// and whether it is the dealer's, the round wind, riichi and the other conditions, the dora and ura indicators.
import { h, WIND_NAMES } from '../../dom';
import { winTilesEl } from '../../ui/hand-end';
import { requestMeldEl } from '../../ui/meld';
import { tileRow } from '../../ui/tile';
import { FLAGS, splitSafe } from '../score/state';
import type { DrillHand } from './generate';

/** The facts of the win as short labelled chips. */
function facts(d: DrillHand): HTMLElement {
  const s = d.state;
  const fact = (key: string, label: string, value: string, strong = false) =>
    h('li.fact', { dataset: { fact: key } }, h('span.fact-label', null, label), ' ', strong ? h('strong', null, value) : value);
  const won = s.tsumo ? 'Tsumo' : `Ron from ${WIND_NAMES[d.request.discarder!]}`;
  const flags = FLAGS.filter(([k]) => s.flags.has(k)).map(([, label]) => label);
  return h(
    'ul.facts',
    null,
    fact('win', 'Won by', won, true),
    fact('seat', 'Seat', `${WIND_NAMES[s.seat]} · ${s.seat === 'E' ? 'dealer' : 'non-dealer'}`, true),
    fact('round', 'Round', WIND_NAMES[s.round]!),
    flags.length ? fact('flags', 'With', flags.join(', '), true) : null,
  );
}

function indicators(label: string, key: string, tiles: string): HTMLElement {
  return h('div.indicators', { dataset: { indicators: key } }, h('span.fact-label', null, label), tileRow(tiles, { small: true }));
}

/** The hand's width in tile widths (a called tile lies sideways: 4/3) on one row, and on two (the concealed tiles
 * with the winning one, then the melds), with the pixels of the gaps between the groups and tiles: the drill's CSS
 * sizes its tiles so the hand fills the card's width on one row where that leaves them large, else on two. */
function handWidth(d: DrillHand): string {
  const s = d.state;
  const held = splitSafe(s.hand).length + 1;
  const melds = s.melds.map((m) => splitSafe(m.tiles).length + (m.from ? 1 / 3 : 0));
  const called = melds.reduce((a, b) => a + b, 0);
  const gaps = 6 * melds.length + held + melds.length * 5;
  return [`--units-one: ${(held + called).toFixed(2)}`, `--units-two: ${Math.max(held, called).toFixed(2)}`, `--fixed: ${gaps + 10}px`].join('; ');
}

export function questionEl(d: DrillHand): HTMLElement {
  const s = d.state;
  return h(
    'section.drill-card.drill-question#drill-question',
    // The request the hand makes, for tests and tools that value it themselves.
    { dataset: { request: JSON.stringify(d.request) } },
    facts(d),
    h('div.drill-indicators', null, indicators('Dora indicators', 'dora', s.dora), s.ura ? indicators('Ura indicators', 'ura', s.ura) : null),
    h('div.drill-hand', { style: handWidth(d) }, winTilesEl(splitSafe(s.hand), s.win, s.tsumo, s.melds.map((m) => requestMeldEl(m)))),
    h('p.hint', null, 'No honba or riichi sticks on the table.'),
  );
}
