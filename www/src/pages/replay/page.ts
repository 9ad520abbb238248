// The Replay page: a Tenhou record (mjlog XML, plain or gzipped, or tenhou.net/6 JSON) or a game saved here,
// stepped forwards and backwards on the shared table, with every win's breakdown and the review of a seat's play.
// Made of the loader (open a record), the frames (frames.ts: the record through the engine) and the viewer
// (viewer.ts, with review.ts). `?saved=1` opens the Play page's game; `&review=N` reviews seat N at once.
import { h, errorText } from '../../dom';
import type { Ruleset } from '../../engine';
import type { ReplayScript } from '../../mjlog';
import { savedRuleset } from '../../saved-ruleset';
import { Store } from '../../ui/component';
import { framesOf, scriptOf, type Frame } from './frames';
import { loader } from './loader';
import { chooseSeat, emptyReview } from './review';
import { go, viewerParts, type ReplayState } from './viewer';

export { scriptOf } from './frames';

export function replayPage(root: HTMLElement, query: URLSearchParams): void {
  const viewer = h('div.replay-view');
  const open = loader(load);
  root.replaceChildren(h('div.replay-page', null, open.el, viewer));
  document.body.dataset.replay = 'empty';
  if (query.get('saved') && open.own) load(open.own, '', query.get('review'));

  /** Opens a record; `review` names a seat to review at once. */
  function load(source: string, name = '', review: string | null = null): void {
    const { message } = open;
    message.textContent = 'Reading…';
    message.classList.remove('error');
    let script: ReplayScript;
    let frames: Frame[];
    let rules: Ruleset;
    try {
      script = scriptOf(source.trim());
      frames = framesOf(script);
      rules = savedRuleset(script.start);
    } catch (e) {
      viewer.replaceChildren();
      message.textContent = errorText(e);
      message.classList.add('error');
      document.body.dataset.replay = 'error';
      return;
    }
    const [actions, hands] = [frames.length - 1, frames[frames.length - 1]!.hand + 1];
    const summary = `${name ? name + ': ' : ''}${actions} action${actions === 1 ? '' : 's'}, ${hands} hand${hands === 1 ? '' : 's'}.`;
    message.textContent = script.error ? `${summary} The replay stops early: ${script.error}` : summary;
    const store = show(viewer, frames, script, rules);
    const seat = review === null ? NaN : Number(review);
    if (Number.isInteger(seat) && seat >= 0 && seat < store.state.names.length) chooseSeat(store, script, seat);
  }
}

function show(viewer: HTMLElement, frames: Frame[], script: ReplayScript, rules: Ruleset): Store<ReplayState> {
  const players = script.players ?? null;
  const n = frames[0]!.view.seats.length;
  const names = Array.from({ length: n }, (_, s) => players?.[s]?.name || `Seat ${s}`);
  const store = new Store<ReplayState>({ frames, at: 0, names, rules, review: emptyReview() });
  viewer.replaceChildren(...viewerParts(store, players, script));
  stickUnderHeader(viewer);
  followKeys(viewer, store);
  go(store, 0);
  // On a phone the record's box, the players and the review's seat picker fill the first screen: bring the table
  // up under the step controls once a record is open (the board's scroll margin leaves room for them).
  const board = viewer.querySelector('.replay-board');
  if (board && board.getBoundingClientRect().top > innerHeight / 2) board.scrollIntoView({ block: 'start' });
  return store;
}

/** The controls stick under the page header, whose height changes with the screen (it wraps on narrow ones). */
function stickUnderHeader(viewer: HTMLElement): void {
  const header = document.querySelector('header');
  const controls = viewer.querySelector<HTMLElement>('.controls')!;
  const sticky = new ResizeObserver(() => {
    if (!document.body.contains(controls)) return sticky.disconnect(); // another log or page replaced it
    controls.style.top = `${header?.getBoundingClientRect().height ?? 0}px`;
  });
  if (header) sticky.observe(header);
}

/** Stops the arrow keys following the record shown before. */
let unfollowKeys = () => {};

/** The arrow keys step through the record while the viewer is on the page. */
function followKeys(viewer: HTMLElement, store: Store<ReplayState>): void {
  unfollowKeys();
  const keys = (ev: KeyboardEvent) => {
    if (!document.body.contains(viewer)) return document.removeEventListener('keydown', keys);
    if (ev.target instanceof HTMLInputElement && ev.target.type !== 'range') return;
    if (ev.key === 'ArrowRight') go(store, store.state.at + 1);
    if (ev.key === 'ArrowLeft') go(store, store.state.at - 1);
  };
  document.addEventListener('keydown', keys);
  unfollowKeys = () => document.removeEventListener('keydown', keys);
}
