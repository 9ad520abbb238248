// The verdict on an answer: right or wrong, what was asked beside what the player gave, the payment as players say
// it, then the hand's full breakdown as the Score page shows it (yaku with han, fu parts, every seat's change),
// with the next hand a tap (or Enter) away and the hand a link away in the calculator.
import { h, pts } from '../../dom';
import { breakdown } from '../../ui/result-table';
import { seatLabels } from '../score/result';
import { toQuery as scoreQuery } from '../score/state';
import { fuCounts, payments, paymentWords, type Check } from './answer';
import type { DrillState } from './model';

function checkRow(c: Check): HTMLElement {
  return h(
    'tr',
    { dataset: { field: c.field, right: String(c.right) } },
    h('td', null, c.label),
    h('td.num', { class: c.right ? 'plus' : 'minus' }, c.given === undefined ? '—' : pts(c.given)),
    h('td.num', null, pts(c.expected)),
  );
}

export function verdictEl(s: DrillState, onNext: () => void): HTMLElement | null {
  const v = s.verdict;
  if (!v) return null;
  const { request: req, result: r, state } = s.hand;
  const pay = paymentWords(payments(req, r));
  const next = h('button.primary#drill-next', { type: 'button', onclick: onNext }, 'Next hand');
  const said = req.tsumo ? `Tsumo ${pay}` : `Ron ${pay}`;
  return h(
    'section.drill-card.drill-verdict#drill-verdict',
    { dataset: { right: String(v.right) }, 'aria-live': 'polite' },
    h(
      'div.verdict-head',
      null,
      h('strong.verdict-mark', { class: v.right ? 'plus' : 'minus' }, v.right ? '✓ Right' : '✗ Not quite'),
      h('span.verdict-pay#drill-payment', null, said),
      next,
    ),
    h(
      'table.verdict-checks',
      null,
      h('thead', null, h('tr', null, h('th', null, ''), h('th.num', null, 'You'), h('th.num', null, 'Answer'))),
      h('tbody', null, v.checks.map(checkRow)),
    ),
    !fuCounts(r) && s.ask !== 'pay' ? h('p.hint', null, `From 5 han the fu do not change the value (this hand has ${r.fu}).`) : null,
    breakdown(r, { rules: s.rules.rules, honba: 0, tsumo: state.tsumo, winner: state.seat, seatNames: seatLabels(req, s.rules.rules.game.players), deltas: true }),
    h('p', null, h('a#drill-calculator', { href: `#/score?${scoreQuery(state)}` }, 'Open this hand in the calculator')),
  );
}
