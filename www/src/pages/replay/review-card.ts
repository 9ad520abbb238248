// The card of one decision in a seat's review, following the frame shown: the decision at that frame (or the
// seat's last one before it in the hand), the move made beside the most efficient move and the strong bot's with
// the shanten, live tiles and danger of each, what the efficient move accepts that the move made does not, the
// threats, and every discard's (or answer's) numbers. Buttons step from decision to decision and to the next one
// that cost something.
import { h } from '../../dom';
import type { Analysis, Decision, GameAction, Review, ReviewMove } from '../../game-engine';
import { actionLabel } from '../../ui/action-label';
import { callTable, dangerChips, discardTable, percent, shantenText, threatsLine, type SeatNames } from '../../ui/analysis';
import { decisionBadges, differs, inSentence } from '../../ui/review';
import { tileEl } from '../../ui/tile';
import { decisionAt, decisionName, shownReview } from './review';
import { go, type ReplayState, type ReplayStore } from './viewer';

/** Whether "Every discard" is open: kept from one decision to the next. */
let everyOpen = false;

export function decisionCard(store: ReplayStore): HTMLElement {
  const el = h('section.review-card#review-card', { hidden: true });
  store.subscribe((s) => {
    const review = shownReview(s);
    el.hidden = !review;
    el.replaceChildren(...(review ? cardParts(store, s, review) : []));
  });
  return el;
}

function cardParts(store: ReplayStore, s: ReplayState, review: Review): HTMLElement[] {
  const i = decisionAt(s, review);
  const nav = navigation(store, s, review, i);
  if (i < 0) return [nav, h('p.hint', null, `No decision by ${inSentence(s.names[review.seat]!)} yet in this hand.`)];
  const d = review.decisions[i]!;
  const who: SeatNames = { viewer: review.seat, players: s.frames[0]!.view.seats.length, names: s.names };
  const when = s.at === d.index ? 'to decide now' : `${s.at - d.index} action${s.at - d.index > 1 ? 's' : ''} ago`;
  const closed = s.frames[d.index]!.view.seats[review.seat]!.melds.every((m) => m.kind === 'ankan' || m.kind === 'nuki');
  const every = h(
    'details.every',
    { open: everyOpen, ontoggle: (e: Event) => (everyOpen = (e.currentTarget as HTMLDetailsElement).open) },
    h('summary', null, d.analysis.moment === 'claim' ? 'Every answer' : 'Every discard', ': shanten, tiles, waits and safety'),
    d.analysis.moment === 'claim'
      ? callTable(d.analysis, (c) => marksOf(d, c.action))
      : discardTable(d.analysis, d.analysis.discards, { who, closed, marks: discardMarks(d) }),
  );
  return [
    nav,
    h(
      'div.decision',
      { dataset: { index: String(d.index), agrees: String(d.agrees), differs: String(differs(d)) } },
      h('h3', null, `${decisionName(s, review, i)} `, h('span.when', null, `· ${when}`)),
      h('div.badges', null, decisionBadges(d)),
      movesTable(d, who),
      acceptanceDifference(d),
      threatsLine(d.analysis, who),
      every,
    ),
  ];
}

/** Previous and next decision, and the next that lost tiles or took danger. */
function navigation(store: ReplayStore, s: ReplayState, review: Review, i: number): HTMLElement {
  const list = review.decisions;
  const current = list[i];
  const prev = current && current.index < s.at ? current : list[i - 1];
  const next = list.find((d) => d.index > s.at);
  const nextDiff = list.find((d) => d.index > s.at && differs(d));
  const button = (id: string, label: string, to: Decision | undefined) =>
    h('button.small', { id, type: 'button', disabled: !to, onclick: () => to && go(store, to.index) }, label);
  return h(
    'div.review-nav',
    null,
    button('review-prev', '◀ Decision', prev),
    button('review-next', 'Decision ▶', next),
    button('review-next-diff', 'Next difference ▶', nextDiff),
  );
}

const sameAction = (a: GameAction, b: GameAction) => {
  if (a.type === 'discard' && b.type === 'discard') return a.tile === b.tile && Boolean(a.riichi) === Boolean(b.riichi);
  return JSON.stringify(a) === JSON.stringify(b);
};

function marksOf(d: Decision, action: GameAction): string[] {
  return [...(sameAction(d.made.action, action) ? ['played'] : []), ...(sameAction(d.bot.action, action) ? ['bot'] : [])];
}

/** "played" and "bot" beside the tiles of a turn's discards (a riichi or not). */
function discardMarks(d: Decision): Map<string, string[]> {
  const marks = new Map<string, string[]>();
  for (const [m, label] of [[d.made, 'played'], [d.bot, 'bot']] as const) {
    if (m.action.type === 'discard') marks.set(m.action.tile, [...(marks.get(m.action.tile) ?? []), label]);
  }
  return marks;
}

/** The three moves, each with the numbers it leaves; a discard's danger per threat with its reason. */
function movesTable(d: Decision, who: SeatNames): HTMLElement {
  const danger = (m: ReviewMove) => {
    const option = m.action.type === 'discard' ? d.analysis.discards.find((x) => x.tile === (m.action as { tile: string }).tile) : undefined;
    if (option && option.danger.length) return dangerChips(option.danger, who);
    return m.danger ? percent(m.danger) : '–';
  };
  const row = (key: string, label: string, m: ReviewMove) =>
    h(
      'tr',
      { dataset: { move: key, action: m.action.type, tile: m.action.type === 'discard' ? m.action.tile : '', shanten: String(m.shanten), tiles: String(m.tiles), danger: String(m.danger) } },
      h('th', null, label),
      h('td', null, ...actionLabel(m.action)),
      h('td', null, shantenText(m.shanten)),
      h('td.num', null, m.shanten < 0 ? '' : String(m.tiles)),
      d.analysis.threats.length ? h('td', null, danger(m)) : null,
    );
  return h(
    'table.analysis.moves',
    null,
    h('thead', null, h('tr', null, h('th'), h('th', null, 'Move'), h('th', null, 'Shanten'), h('th.num', null, 'Tiles'), d.analysis.threats.length ? h('th', null, 'Danger') : null)),
    h('tbody', null, row('made', 'Played', d.made), row('efficient', 'Most efficient', d.efficient), row('bot', 'Strong bot', d.bot)),
  );
}

/** The kinds a turn's discard accepts, with their live copies. */
function accepted(a: Analysis, m: ReviewMove): Map<string, number> | null {
  if (m.action.type !== 'discard') return null;
  const tile = m.action.tile;
  const option = a.discards.find((x) => x.tile === tile);
  return option ? new Map(option.acceptance.map((x) => [x.tile, x.live])) : null;
}

/** Where the move made and the most efficient one differ in what they accept, at the same shanten: the tiles each
 * takes that the other does not, with their live copies. */
function acceptanceDifference(d: Decision): HTMLElement | null {
  if (d.acceptanceLost <= 0) return null;
  const made = accepted(d.analysis, d.made);
  const best = accepted(d.analysis, d.efficient);
  if (!made || !best) return null;
  const only = (a: Map<string, number>, b: Map<string, number>) => [...a].filter(([t]) => !b.has(t));
  const part = (label: (Node | string)[], list: [string, number][], other: string) =>
    list.length ? h('p', null, ...label, ' takes ', h('span.waits', null, list.map(([t]) => tileEl(t))), ` (${list.reduce((n, [, live]) => n + live, 0)} live) that ${other} does not.`) : null;
  return h(
    'div.acceptance-diff',
    null,
    part(actionLabel(d.efficient.action), only(best, made), 'the move played'),
    part(['The move played'], only(made, best), 'it'),
  );
}
