// Hint mode of the Play page, read from the package's analysis of the human's moment (`game.analysis`): on a turn
// each discard's shanten, live tiles, waits with their furiten and no-yaku flags, and its safety against each
// seat that threatens; in a claim window each call and passing. After a hand, the human's decisions of that hand
// beside the most efficient move and the strong bot's (`game.review`, asked of the engine worker).
import { h } from '../../dom';
import type { Review, TableView } from '../../game-engine';
import { analysisLegend, callTable, discardTable, threatsLine, type SeatNames } from '../../ui/analysis';
import { decisionLine, differs, numbersInHand, summaryFigures } from '../../ui/review';
import { HUMAN, type PlaySession } from './session';
import type { Turn } from './turn';

/** The human's hand has no open meld (closed kans and nuki keep it closed). */
function closedHand(view: TableView): boolean {
  return view.seats[HUMAN]!.melds.every((m) => m.kind === 'ankan' || m.kind === 'nuki');
}

/** The hint panel for the human's moment; `selected` is the tile a touch picked, if any. */
export function hintPanel(turn: Turn, session: PlaySession, selected: string | null): HTMLElement | null {
  const a = turn.analysis;
  if (!a) return null;
  const who: SeatNames = { viewer: HUMAN, players: session.n, names: session.names };
  const furitenNow = Boolean(turn.view.seats[HUMAN]!.furiten);
  const furiten = furitenNow ? h('span.minus', null, ' · you are furiten now') : null;
  if (turn.hints.length) {
    return h(
      'div',
      null,
      h('h3', null, 'Hints: what each discard leaves', furiten),
      threatsLine(a, who),
      discardTable(a, turn.hints, { who, closed: closedHand(turn.view), selected }),
      analysisLegend(a),
    );
  }
  if (a.calls.length) return h('div', null, h('h3', null, 'Hints: what each answer leaves', furiten), threatsLine(a, who), callTable(a));
  return null;
}

/** After a hand: the human's decisions in it beside the most efficient move and the strong bot's. `ended` is the
 * table as the hand ended (its round and honba name the hand in the review); `error` why the review failed. */
export function handReviewPanel(review: Review | null, ended: TableView | null, error: string | null): HTMLElement {
  const title = h('h3', null, 'Your decisions this hand, beside the most efficient move and the strong bot');
  const box = h('div.hand-review#hand-review', null, title);
  if (!review || !ended) {
    box.append(error ? h('p.error', null, `The review failed: ${error}`) : h('p.hint', null, 'Reviewing…'));
    return box;
  }
  let hand = -1;
  review.hands.forEach((x, i) => x.round === ended.round && x.honba === ended.honba && (hand = i));
  const numbers = numbersInHand(review);
  const mine = review.decisions.map((d, i) => ({ d, n: numbers[i]! })).filter(({ d }) => d.hand === hand);
  if (hand < 0 || !mine.length) {
    box.append(h('p', null, 'You made no choice this hand.'));
    return box;
  }
  const worse = mine.filter(({ d }) => differs(d));
  box.dataset.differed = String(worse.length);
  box.append(
    summaryFigures(review.hands[hand]!.summary),
    worse.length
      ? h('ol', null, worse.map(({ d, n }) => h('li', { dataset: { index: String(d.index) } }, ...decisionLine(d, `Decision ${n}`))))
      : h('p', null, `All ${mine.length} of your decisions kept the most tiles and took no more danger than the bot.`),
    h('p', null, h('a#review-game', { href: `#/replay?saved=1&review=${HUMAN}` }, 'Review the whole game so far in Replay')),
  );
  return box;
}
