// The figures of a seat's review: the game's (agreement with the strong bot, acceptance lost, steps back, riskier
// decisions, deal-ins with a safer tile there), each hand's in a table whose rows jump to the hand, and the
// largest differences, by tiles and by danger, each a button to its decision.
import { h } from '../../dom';
import type { Decision, Review, ReviewMove } from '../../game-engine';
import { actionLabel } from '../../ui/action-label';
import { percent } from '../../ui/analysis';
import { summaryFigures } from '../../ui/review';
import { roundLabel } from '../../ui/table';
import { decisionName, jump, shownReview } from './review';
import type { ReplayState, ReplayStore } from './viewer';

/** How many decisions each list of largest differences names. */
const LARGEST = 5;

export function reviewSummary(store: ReplayStore): HTMLElement {
  const el = h('section.review-summary#review-summary', { hidden: true });
  let drawn: Review | null = null;
  store.subscribe((s) => {
    const review = shownReview(s);
    el.hidden = !review;
    if (review === drawn) return;
    drawn = review;
    el.replaceChildren(...(review ? summaryParts(store, s, review) : []));
  });
  return el;
}

function summaryParts(store: ReplayStore, s: ReplayState, review: Review): HTMLElement[] {
  return [
    h('h2', null, `${s.names[review.seat]}: the game`),
    summaryFigures(review.game, 'review-game'),
    largest(store, s, review),
    handsTable(store, review),
  ];
}

/** One row per hand: its figures; a row's button jumps to the hand's first decision. */
function handsTable(store: ReplayStore, review: Review): HTMLElement {
  const first = (hand: number) => review.decisions.find((d) => d.hand === hand);
  const rows = review.hands.map((x, i) => {
    const f = x.summary;
    const to = first(i);
    return h(
      'tr',
      { dataset: { hand: String(i) } },
      h('td', null, to ? h('button.small', { type: 'button', onclick: () => jump(store, to.index) }, `${roundLabel(x.round)}${x.honba ? `-${x.honba}` : ''}`) : `${roundLabel(x.round)}${x.honba ? `-${x.honba}` : ''}`),
      h('td.num', null, `${f.agreed}/${f.decisions}`),
      h('td.num', null, String(f.acceptanceLost)),
      h('td.num', null, String(f.shantenLost)),
      h('td.num', null, String(f.riskier)),
      h('td.num', null, f.dealIns ? `${f.dealIns}${f.dealInsSaferAvailable ? ` (${f.dealInsSaferAvailable} safer)` : ''}` : '0'),
    );
  });
  return h(
    'div.hands',
    null,
    h('h3', null, 'Hand by hand'),
    h(
      'table.review-hands#review-hands',
      null,
      h('thead', null, h('tr', null, h('th', null, 'Hand'), h('th.num', { title: 'agreed with the strong bot' }, 'Bot'), h('th.num', { title: 'tiles of acceptance lost' }, 'Tiles'), h('th.num', { title: 'steps back in shanten' }, 'Back'), h('th.num', { title: 'riskier than the bot' }, 'Risk'), h('th.num', null, 'Deal-ins'))),
      h('tbody', null, rows),
    ),
    h('p.hint', null, 'Bot: decisions that agreed with the strong bot. Tiles: acceptance lost against the most efficient move. Back: steps back in shanten. Risk: decisions that took more danger than the bot.'),
  );
}

/** The decisions that lost the most tiles (a step back first), and those that took the most danger beyond the
 * bot's move (a deal-in with a safer tile there first). */
function largest(store: ReplayStore, s: ReplayState, review: Review): HTMLElement {
  const indexed = review.decisions.map((d, i) => ({ d, i }));
  const tiles = indexed.filter(({ d }) => d.shantenLost > 0 || d.acceptanceLost > 0).sort((a, b) => b.d.shantenLost - a.d.shantenLost || b.d.acceptanceLost - a.d.acceptanceLost);
  const dealt = (d: Decision) => Number(d.dealIn && d.saferAvailable);
  const danger = indexed.filter(({ d }) => d.dangerAdded > 0 || dealt(d)).sort((a, b) => dealt(b.d) - dealt(a.d) || b.d.dangerAdded - a.d.dangerAdded);
  const item = ({ d, i }: { d: Decision; i: number }, cost: string, against: ReviewMove) =>
    h(
      'li',
      null,
      h(
        'button.jump',
        { type: 'button', dataset: { index: String(d.index) }, onclick: () => jump(store, d.index) },
        h('span.where', null, decisionName(s, review, i)),
        h('span.what', null, ...actionLabel(d.made.action), ' → ', ...actionLabel(against.action)),
        h('span.cost', null, cost),
      ),
    );
  const list = (id: string, title: string, entries: { d: Decision; i: number }[], cost: (d: Decision) => string, against: 'efficient' | 'bot', none: string) =>
    h(
      'div.largest-list',
      null,
      h('h3', null, title),
      entries.length ? h(`ol#${id}`, null, entries.slice(0, LARGEST).map((e) => item(e, cost(e.d), e.d[against]))) : h('p.hint', null, none),
    );
  return h(
    'div.largest',
    null,
    list('review-largest-tiles', 'Most tiles lost', tiles, (d) => (d.shantenLost > 0 ? `${d.shantenLost} step${d.shantenLost > 1 ? 's' : ''} back` : `−${d.acceptanceLost} tiles`), 'efficient', 'Every decision kept the most tiles.'),
    list('review-largest-danger', 'Most danger beyond the bot', danger, (d) => (dealt(d) ? 'dealt in, a safer tile there' : `+${percent(d.dangerAdded)}`), 'bot', 'No decision took more danger than the bot.'),
  );
}
