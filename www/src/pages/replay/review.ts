// The review of one seat's play in a loaded record (the package's `game.review(seat)`, run in the engine worker:
// it replays the whole game). Parts of the viewer that follow its store: the seat picker, the marks under the
// slider (decisions that lost tiles or took danger), the card of the decision at the frame shown (the move made
// beside the most efficient move and the strong bot's, with every discard's numbers) and the figures of the game
// and each hand with the largest differences to jump to.
import { h, errorText } from '../../dom';
import type { Review } from '../../game-engine';
import { startEngineWorker, type EngineWorker } from '../../engine-calls';
import type { ReplayScript } from '../../mjlog';
import { roundLabel } from '../../ui/table';
import { differs, numbersInHand, whose } from '../../ui/review';
import { go, type ReplayState, type ReplayStore } from './viewer';
import './review.css';

/** What the viewer knows of the reviews of the record shown. */
export interface ReviewState {
  /** The seat chosen (null: no review asked). */
  seat: number | null;
  /** The reviews done, by seat. */
  done: Map<number, Review>;
  /** Each review's number within its hand (1-based), by seat. */
  numbers: Map<number, number[]>;
  /** The time the worker took for each seat (ms, from the call to its answer). */
  ms: Map<number, number>;
  error: string | null;
}

export function emptyReview(): ReviewState {
  return { seat: null, done: new Map(), numbers: new Map(), ms: new Map(), error: null };
}

/** The review of the seat chosen, when done. */
export function shownReview(s: ReplayState): Review | null {
  return s.review.seat === null ? null : s.review.done.get(s.review.seat) ?? null;
}

/** The engine worker reviews are asked of, started with the first review and kept for the page's records. */
let worker: EngineWorker | null = null;
/** The record the worker holds. */
let loaded: ReplayScript | null = null;

/** Asks for `seat`'s review (from the worker, or the one already done) and shows it when it comes. */
export function chooseSeat(store: ReplayStore, script: ReplayScript, seat: number): void {
  store.update((s) => ((s.review.seat = seat), (s.review.error = null)));
  if (store.state.review.done.has(seat)) return;
  document.body.dataset.review = 'running';
  worker ??= startEngineWorker();
  const calls = worker.calls;
  if (loaded !== script) {
    loaded = script;
    // Posted before the review and answered in order: a record that fails to load rejects both.
    calls.replay(script.start, script.steps).catch(() => {});
  }
  const t0 = performance.now();
  calls.review(seat).then(
    (review) => {
      const ms = performance.now() - t0;
      document.body.dataset.review = 'done';
      document.body.dataset.reviewMs = String(Math.round(ms));
      store.update((s) => {
        s.review.ms.set(seat, ms);
        s.review.done.set(seat, review);
        s.review.numbers.set(seat, numbersInHand(review));
      });
    },
    (e: unknown) => {
      document.body.dataset.review = 'error';
      store.update((s) => (s.review.error = errorText(e)));
    },
  );
}

/** "Review a seat's play:" and one button per seat. */
export function seatPicker(store: ReplayStore, script: ReplayScript): HTMLElement {
  const el = h('section.review-picker#review-picker');
  store.subscribe((s) => {
    const seat = s.review.seat;
    const status =
      s.review.error !== null
        ? h('span.error', null, `The review failed: ${s.review.error}`)
        : seat !== null && !s.review.done.has(seat)
          ? h('span.hint', null, `Reviewing ${whose(s.names[seat]!)} play…`)
          : seat !== null
            ? h('span.hint', null, `Each of ${whose(s.names[seat]!)} decisions beside the most efficient move and the strong bot's (reviewed in ${(s.review.ms.get(seat)! / 1000).toFixed(2)} s).`)
            : h('span.hint', null, "Choose a seat: each of its decisions beside the most efficient move and the strong bot's.");
    el.replaceChildren(
      h('span.label', null, 'Review:'),
      ...s.names.map((name, i) =>
        h('button.seat-choice', { type: 'button', 'aria-pressed': String(seat === i), dataset: { seat: String(i) }, onclick: () => chooseSeat(store, script, i) }, name),
      ),
      status,
    );
  });
  return el;
}

/** Ticks under the slider at the decisions that lost tiles or took danger (deal-ins marked apart). */
export function reviewMarks(store: ReplayStore): HTMLElement {
  const el = h('div.review-marks', { 'aria-hidden': 'true' });
  let drawn: Review | null = null;
  store.subscribe((s) => {
    const review = shownReview(s);
    if (review === drawn) return;
    drawn = review;
    const last = s.frames.length - 1;
    el.replaceChildren(
      ...(review?.decisions ?? [])
        .filter(differs)
        .map((d) => h('span.tick', { class: d.dealIn ? 'deal-in' : d.shantenLost > 0 || d.dangerAdded > 0 ? 'worse' : 'lost', style: `left: ${(d.index / last) * 100}%` })),
    );
  });
  return el;
}

/** The index in `review.decisions` of the decision the frame `at` is at or after, within the hand being played
 * there: the frame after a hand's last action keeps that hand's result in view but the table is already the next
 * deal, whose first decision (the dealer's first discard) can be at that very frame. */
export function decisionAt(s: ReplayState, review: Review): number {
  const frame = s.frames[s.at]!;
  const hand = frame.hand + Number(frame.events.some((e) => e.type === 'deal'));
  let found = -1;
  review.decisions.forEach((d, i) => {
    if (d.index <= s.at && d.hand === hand) found = i;
  });
  return found;
}

/** "East 2, decision 5" for decision `i` of the review shown. */
export function decisionName(s: ReplayState, review: Review, i: number): string {
  const d = review.decisions[i]!;
  const hand = review.hands[d.hand]!;
  const honba = hand.honba ? `-${hand.honba}` : '';
  return `${roundLabel(hand.round)}${honba}, decision ${s.review.numbers.get(review.seat)![i]}`;
}

/** Moves the viewer to a decision's frame and brings the table into view (the lists that jump are below it). */
export function jump(store: ReplayStore, index: number): void {
  go(store, index);
  const board = document.querySelector('.replay-board');
  if (board && board.getBoundingClientRect().top < 0) board.scrollIntoView({ block: 'start' });
}
