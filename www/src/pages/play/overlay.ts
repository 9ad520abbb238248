// The panel over the table at a hand's end (its results, the discard review in hint mode, Next hand) and at the
// game's end (ranks and settlement, export, replay, new game).
import { h } from '../../dom';
import { gameEndPanel, handEndPanel } from '../../ui/hand-end';
import { reviewPanel } from './hints';
import type { PlaySession } from './session';

export interface OverlayHandlers {
  next: () => void;
  exportLog: () => void;
  newGame: () => void;
}

/** Fills `overlay` for the session's state (hides it while a hand is played). */
export function showOverlay(overlay: HTMLElement, session: PlaySession, hints: boolean, on: OverlayHandlers): void {
  overlay.hidden = !session.pause && !session.gameEnd;
  if (session.gameEnd && !session.pause) {
    const buttons = h(
      'div.row',
      null,
      h('button#export-end', { type: 'button', onclick: on.exportLog }, 'Export tenhou.net/6'),
      h('a.button', { href: '#/replay?saved=1' }, 'Replay this game'),
      h('button#play-again', { type: 'button', onclick: on.newGame }, 'New game'),
    );
    overlay.replaceChildren(h('div.panel', null, gameEndPanel(session.gameEnd, session.names), buttons));
  } else if (session.pause) {
    const review = hints && session.pauseReview ? reviewPanel(session.pauseReview.review, session.pauseReview.chosen) : null;
    const next = h('button#next-hand', { type: 'button', onclick: on.next }, session.gameEnd ? 'Final result' : 'Next hand');
    overlay.replaceChildren(h('div.panel', null, handEndPanel(session.pause, session.names, session.dealer, session.frozen, session.rules), review, next));
  } else overlay.replaceChildren();
}
