// The Replay page's viewer of a loaded record: the players, the step controls (kept on screen under the header),
// the table at the chosen frame and the results of the hand so far, and the review of a seat's play (review.ts:
// the seat picker, the marks under the slider, the decision card, the figures). Its parts follow one store, the
// frame shown and the review chosen.
import { h, pts } from '../../dom';
import type { Ruleset } from '../../engine';
import type { GameEvent } from '../../game-engine';
import type { PlayerInfo, ReplayScript } from '../../mjlog';
import { Store } from '../../ui/component';
import { gameEndPanel, handEndPanel, type GameEndEvent } from '../../ui/hand-end';
import { roundLabel, tableEl, type TableView } from '../../ui/table';
import type { DecorateTile } from '../../ui/hand';
import { dealerOf, handStart, type Frame } from './frames';
import { decisionAt, reviewMarks, seatPicker, shownReview, type ReviewState } from './review';
import { decisionCard } from './review-card';
import { reviewSummary } from './review-summary';

export interface ReplayState {
  frames: Frame[];
  at: number;
  names: string[];
  rules: Ruleset;
  review: ReviewState;
}

export type ReplayStore = Store<ReplayState>;

/** Moves the viewer to frame `i` (clamped to the record). */
export function go(store: ReplayStore, i: number): void {
  store.update((s) => (s.at = Math.max(0, Math.min(s.frames.length - 1, i))));
}

/** The frame shown at `at`: the action that ends a hand also deals the next, so the table stays on the hand that
 * ended under its result. Every win and draw of this hand so far comes with it. */
export function shownFrame(s: ReplayState): { view: TableView; ended: GameEvent[] } {
  const f = s.frames[s.at]!;
  const endsHand = s.at > 0 && f.events.some((e) => e.type === 'round-end') && f.events.some((e) => e.type === 'deal');
  const view = endsHand ? s.frames[s.at - 1]!.view : f.view;
  const ended: GameEvent[] = [];
  for (let k = handStart(s.frames, f.hand); k <= s.at; k++) ended.push(...s.frames[k]!.events.filter((e) => ['win', 'ryuukyoku', 'round-end'].includes(e.type)));
  return { view, ended };
}

function playerList(players: PlayerInfo[]): HTMLElement {
  return h(
    'ul.players#replay-players',
    null,
    players.map((p, s) =>
      h(
        'li',
        { dataset: { seat: String(s) } },
        h('span.player-name', null, p.name || `Seat ${s}`),
        p.dan ? h('span.player-dan', null, p.dan) : null,
        p.rate !== undefined ? h('span.player-rate', null, `R${pts(Math.round(p.rate))}`) : null,
      ),
    ),
  );
}

/** The step buttons, the position and the slider; a legend says what each button does (touch screens show no
 * tooltips). */
function controls(store: ReplayStore): HTMLElement[] {
  const s = store.state;
  const hand = () => s.frames[s.at]!.hand;
  const prevHand = () => (hand() > 0 && s.at === handStart(s.frames, hand()) ? handStart(s.frames, hand() - 1) : handStart(s.frames, hand()));
  const nextHand = () => {
    const next = handStart(s.frames, hand() + 1);
    return next < 0 ? s.frames.length - 1 : next;
  };
  const btn = (id: string, label: string, title: string, to: () => number) => h('button', { id, type: 'button', title, 'aria-label': title, onclick: () => go(store, to()) }, label);
  const pos = h('span#replay-pos');
  const slider: HTMLInputElement = h('input#replay-slider', { type: 'range', min: '0', max: String(s.frames.length - 1), value: '0', 'aria-label': 'action', oninput: () => go(store, Number(slider.value)) });
  store.subscribe((st) => {
    slider.value = String(st.at);
    const { view } = shownFrame(st);
    pos.textContent = `${roundLabel(view.round)} · ${st.at} / ${st.frames.length - 1}`;
    pos.dataset.round = view.round;
  });
  return [
    h(
      'div.controls',
      null,
      btn('replay-first', 'Start', 'first action', () => 0),
      btn('replay-prev-hand', '«', 'previous hand', prevHand),
      btn('replay-prev', '◀', 'previous action', () => s.at - 1),
      btn('replay-next', '▶', 'next action', () => s.at + 1),
      btn('replay-next-hand', '»', 'next hand', nextHand),
      btn('replay-last', 'End', 'last action', () => s.frames.length - 1),
      pos,
    ),
    slider,
    h('p.hint.legend#replay-legend', null, '◀ ▶ one action back or on · « » to the start of the previous or next hand'),
  ];
}

/** The table at the frame shown, the reviewed seat at the bottom; ura indicators only once a riichi winner has
 * turned them over. At a decision of the reviewed seat, its hand marks the tile played and the bot's. */
function board(store: ReplayStore): HTMLElement {
  const el = h('div.replay-board');
  store.subscribe((s) => {
    const { view, ended } = shownFrame(s);
    const ura = ended.flatMap((e) => (e.type === 'win' ? e.uraIndicators : []));
    el.replaceChildren(tableEl(view, { bottom: s.review.seat ?? 0, names: s.names, ura: [...new Set(ura)], decorate: decisionMarks(s) }));
  });
  return el;
}

/** At the frame of a decision under review: the tile played and the bot's tile marked on the hand. */
function decisionMarks(s: ReplayState): DecorateTile | undefined {
  const review = shownReview(s);
  const d = review?.decisions[decisionAt(s, review)];
  if (!d || d.index !== s.at) return undefined;
  const tileOf = (a: typeof d.made.action) => (a.type === 'discard' ? a.tile : null);
  const played = tileOf(d.made.action);
  const bot = tileOf(d.bot.action);
  const marked = new Set<string>();
  return (el, tile) => {
    // One copy each: the first of the hand's copies of that tile.
    for (const [t, cls] of [[played, 'review-played'], [bot, 'review-bot']] as const) {
      if (t === tile && !marked.has(cls)) {
        el.classList.add(cls);
        marked.add(cls);
      }
    }
  };
}

function results(store: ReplayStore): HTMLElement {
  const el = h('div.replay-results#replay-results');
  store.subscribe((s) => {
    const { view, ended } = shownFrame(s);
    const end = s.at === s.frames.length - 1 ? s.frames.flatMap((x) => x.events).find((e): e is GameEndEvent => e.type === 'game-end') : undefined;
    el.replaceChildren(ended.length ? handEndPanel(ended, s.names, dealerOf(s.frames, s.at), view, s.rules) : h('span'), end ? gameEndPanel(end, s.names) : h('span'));
    document.body.dataset.replay = s.at === s.frames.length - 1 ? 'end' : 'step';
    document.body.dataset.replayAt = String(s.at);
  });
  return el;
}

/** The viewer's parts for a record, in page order; `store` starts at frame 0 once they are on the page. */
export function viewerParts(store: ReplayStore, players: PlayerInfo[] | null, script: ReplayScript): HTMLElement[] {
  const [buttons, slider, legend] = controls(store);
  return [
    ...(players ? [playerList(players)] : []),
    buttons!,
    slider!,
    reviewMarks(store),
    legend!,
    seatPicker(store, script),
    board(store),
    decisionCard(store),
    results(store),
    reviewSummary(store),
  ];
}
