// The panel over the table at a hand's end (its results, in hint mode the review of the player's decisions, Next
// hand) and at the game's end (ranks and settlement, export, replay and review, new game).
import { h } from '../../dom';
import { gameEndPanel, handEndPanel } from '../../ui/hand-end';
import { HUMAN, type PlaySession } from './session';

export interface OverlayHandlers {
  next: () => void;
  exportLog: () => void;
  newGame: () => void;
}

/** Fills `overlay` for the session's state (hides it while a hand is played); `review` goes under a hand's end. */
export function showOverlay(overlay: HTMLElement, session: PlaySession, review: HTMLElement | null, on: OverlayHandlers): void {
  overlay.hidden = !session.pause && !session.gameEnd;
  if (session.gameEnd && !session.pause) {
    const buttons = h(
      'div.row',
      null,
      h('button#export-end', { type: 'button', onclick: on.exportLog }, 'Export tenhou.net/6'),
      h('a.button', { href: '#/replay?saved=1' }, 'Replay this game'),
      h('a.button#review-end', { href: `#/replay?saved=1&review=${HUMAN}` }, 'Review my play'),
      h('button#play-again', { type: 'button', onclick: on.newGame }, 'New game'),
    );
    overlay.replaceChildren(h('div.panel', null, gameEndPanel(session.gameEnd, session.names), buttons));
  } else if (session.pause) {
    const next = h('button#next-hand', { type: 'button', onclick: on.next }, session.gameEnd ? 'Final result' : 'Next hand');
    overlay.replaceChildren(h('div.panel', null, handEndPanel(session.pause, session.names, session.dealer, session.frozen, session.rules), review, next));
  } else overlay.replaceChildren();
}
