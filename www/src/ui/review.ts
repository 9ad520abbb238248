// A seat's review (the package's `game.review(seat)`) in words: a move with its numbers, what set a decision apart
// from the most efficient move and the strong bot's, and the figures of a hand or a game. The Play page's hand-end
// panel and the Replay page's review draw decisions and figures with these.
import { h } from '../dom';
import type { Decision, Review, ReviewMove, ReviewSummary } from 'tenpai/web';
import { actionLabel } from './action-label';
import { percent, shantenText } from './analysis';

/** A seat's name inside a sentence: the Play page's "You" reads "you". */
export function inSentence(name: string): string {
  return name === 'You' ? 'you' : name;
}

/** A seat's name as its owner's: "your", "Right's", "Asapin's". */
export function whose(name: string): string {
  return name === 'You' ? 'your' : `${name}'s`;
}

/** A move and the numbers it leaves: "Discard 5s (1-shanten, 22 tiles, 3.5% danger)". */
export function moveText(m: ReviewMove): (Node | string)[] {
  const win = m.action.type === 'tsumo' || m.action.type === 'ron';
  const numbers = win ? '' : ` (${shantenText(m.shanten)}, ${m.tiles} tiles${m.danger ? `, ${percent(m.danger)} danger` : ''})`;
  return [...actionLabel(m.action), numbers];
}

/** The decision lost tiles or a step against the most efficient move, took more danger than the bot, or dealt in
 * when a safer tile was there. */
export function differs(d: Decision): boolean {
  return d.acceptanceLost > 0 || d.shantenLost > 0 || d.dangerAdded > 0 || (d.dealIn && d.saferAvailable);
}

/** The marks of a decision: what it cost against the most efficient move and the bot. */
export function decisionBadges(d: Decision): HTMLElement[] {
  const out: HTMLElement[] = [];
  const badge = (kind: string, text: string) => out.push(h('span.badge', { dataset: { badge: kind } }, text));
  if (d.dealIn) badge('deal-in', d.saferAvailable ? 'dealt in: a safer tile was there' : 'dealt in');
  if (d.shantenLost > 0) badge('shanten', `${d.shantenLost} step${d.shantenLost > 1 ? 's' : ''} back`);
  if (d.acceptanceLost > 0) badge('tiles', `−${d.acceptanceLost} tiles`);
  if (d.dangerAdded > 0) badge('danger', `+${percent(d.dangerAdded)} danger`);
  badge(d.agrees ? 'agrees' : 'differs', d.agrees ? "the bot's move" : "not the bot's move");
  return out;
}

/** The numbers of each decision in the order they were made, 1-based within its hand. */
export function numbersInHand(review: Review): number[] {
  const count = new Map<number, number>();
  return review.decisions.map((d) => {
    const n = (count.get(d.hand) ?? 0) + 1;
    count.set(d.hand, n);
    return n;
  });
}

/** One decision on a line: the move made, the most efficient and the bot's when they differ, and its marks. */
export function decisionLine(d: Decision, label: string): (Node | string)[] {
  const same = (a: ReviewMove, b: ReviewMove) => JSON.stringify(a.action) === JSON.stringify(b.action);
  return [
    h('strong', null, `${label}: `),
    'played ',
    ...moveText(d.made),
    same(d.made, d.efficient) ? '' : ['; most efficient ', ...moveText(d.efficient)],
    same(d.made, d.bot) ? '' : ['; the bot ', ...moveText(d.bot)],
    ' ',
    ...decisionBadges(d),
  ].flat();
}

/** The figures of a hand or a game, each a number over its label. */
export function summaryFigures(s: ReviewSummary, id?: string): HTMLElement {
  const share = s.decisions ? Math.round((s.agreed * 100) / s.decisions) : 0;
  const figure = (key: string, value: string, label: string) => h('div.figure', { dataset: { figure: key } }, h('strong', null, value), h('span', null, label));
  return h(
    `div.figures${id ? `#${id}` : ''}`,
    { dataset: { decisions: String(s.decisions), agreed: String(s.agreed), acceptanceLost: String(s.acceptanceLost), dealIns: String(s.dealIns), dealInsSafer: String(s.dealInsSaferAvailable) } },
    figure('agreed', `${s.agreed} / ${s.decisions}`, `agreed with the strong bot (${share}%)`),
    figure('acceptance', String(s.acceptanceLost), 'tiles of acceptance lost'),
    figure('shanten', String(s.shantenLost), 'steps back in shanten'),
    figure('riskier', String(s.riskier), 'riskier than the bot'),
    figure('deal-ins', `${s.dealIns}`, `deal-ins, ${s.dealInsSaferAvailable} with a safer tile there`),
  );
}
