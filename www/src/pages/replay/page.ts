// The Replay page: a Tenhou record (mjlog XML, plain or gzipped, or tenhou.net/6 JSON) or a game saved here,
// stepped forwards and backwards on the shared table, with every win's breakdown. Made of the loader (open a
// record), the frames (frames.ts: the record through the engine) and the viewer (viewer.ts).
import { h, errorText } from '../../dom';
import type { Ruleset } from '../../engine';
import type { PlayerInfo, ReplayScript } from '../../mjlog';
import { Store } from '../../ui/component';
import { framesOf, scriptOf, type Frame } from './frames';
import { loader } from './loader';
import { go, viewerParts, type ReplayState } from './viewer';

export { scriptOf } from './frames';

export function replayPage(root: HTMLElement, query: URLSearchParams): void {
  const viewer = h('div.replay-view');
  const open = loader(load);
  root.replaceChildren(h('div.replay-page', null, open.el, viewer));
  document.body.dataset.replay = 'empty';
  if (query.get('saved') && open.own) load(open.own);

  function load(source: string, name = ''): void {
    const { message } = open;
    message.textContent = 'Reading…';
    message.classList.remove('error');
    let script: ReplayScript;
    let frames: Frame[];
    try {
      script = scriptOf(source.trim());
      frames = framesOf(script);
    } catch (e) {
      viewer.replaceChildren();
      message.textContent = errorText(e);
      message.classList.add('error');
      document.body.dataset.replay = 'error';
      return;
    }
    const summary = `${name ? name + ': ' : ''}${frames.length - 1} actions, ${frames[frames.length - 1]!.hand + 1} hands.`;
    message.textContent = script.error ? `${summary} The replay stops early: ${script.error}` : summary;
    show(viewer, frames, script.players ?? null, (JSON.parse(script.start) as { ruleset: Ruleset }).ruleset);
  }
}

function show(viewer: HTMLElement, frames: Frame[], players: PlayerInfo[] | null, rules: Ruleset): void {
  const n = frames[0]!.view.seats.length;
  const names = Array.from({ length: n }, (_, s) => players?.[s]?.name || `Seat ${s}`);
  const store = new Store<ReplayState>({ frames, at: 0, names, rules });
  viewer.replaceChildren(...viewerParts(store, players));
  stickUnderHeader(viewer);
  followKeys(viewer, store);
  go(store, 0);
  // On a phone the record's box fills the first screen: bring the table up once a record is open.
  const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  if (viewer.getBoundingClientRect().top > innerHeight / 2) window.scrollTo({ top: viewer.getBoundingClientRect().top + scrollY - header });
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
