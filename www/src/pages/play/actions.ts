// The human's buttons on the table: a prompt naming what is offered (a discard to claim, a kan to rob, the
// dealer's choice to keep dealing), the Discard button of a tile picked by touch, the riichi toggles, and one
// button per other legal action, labelled with its tiles (an action this page does not know is a generic button).
import { h } from '../../dom';
import type { GameAction } from '../../game-engine';
import { tileEl } from '../../ui/tile';
import { actionLabel } from '../../ui/action-label';
import { dangerWord, shantenText } from '../../ui/analysis';
import type { PlaySession } from './session';
import type { Discard, PlayUi, RiichiMode, Turn } from './turn';

/** What the prompt above the buttons says, if anything. */
function prompt(turn: Turn, session: PlaySession): HTMLElement | null {
  const last = session.last;
  const from = last ? session.names[last.seat] ?? `Seat ${last.seat}` : 'A player';
  let text: (Node | string)[] | null = null;
  if (turn.keepDealing) text = ['You are the dealer: keep dealing (play on) or stop here?'];
  else if (turn.claims.length && last?.kind === 'kakan') text = [`${from} adds `, tileEl(last.tile), ' to a pon: rob the kan?'];
  else if (turn.claims.length && last) text = [`${from} discarded `, tileEl(last.tile), turn.claims.length === 1 && turn.claims[0]!.type === 'ron' ? ': ron?' : ': claim it?'];
  return text ? h('div.prompt#claim-prompt', { dataset: { kind: turn.keepDealing ? 'keep-dealing' : 'claim' } }, ...text) : null;
}

export interface ActionHandlers {
  act: (a: GameAction) => void;
  setRiichi: (mode: RiichiMode) => void;
}

/** The buttons' box (empty when it is not the human's turn). `picked` is the discard a touch selected. */
export function actionBar(turn: Turn, ui: PlayUi, session: PlaySession, picked: Discard | null, on: ActionHandlers): HTMLElement {
  const box = h('div.actions#actions');
  if (!turn.mine) return box;
  const toggle = (mode: 'riichi' | 'open', label: string) =>
    h(
      'button.action',
      { type: 'button', class: ui.riichiMode === mode ? 'on' : '', dataset: { action: mode === 'open' ? 'open-riichi' : 'riichi' }, onclick: () => on.setRiichi(ui.riichiMode === mode ? 'off' : mode) },
      ui.riichiMode === mode ? `Cancel ${label.toLowerCase()}` : label,
    );
  box.append(...[prompt(turn, session)].filter((x): x is HTMLElement => x !== null));
  if (picked) {
    const hint = turn.hints.find((x) => x.tile === picked.tile);
    // The worst of its dangers, in words: what a player checks before letting a tile go against a riichi.
    const worst = hint?.danger.reduce<(typeof hint.danger)[number] | null>((w, d) => (!w || d.value > w.value ? d : w), null);
    const note = hint ? h('span.hint-note', null, `${shantenText(hint.shanten)}, ${hint.tiles} tiles${hint.furiten ? ', furiten' : ''}${worst ? `, ${dangerWord(worst)}` : ''}`) : null;
    box.append(h('button.action#discard-selected', { type: 'button', dataset: { action: 'discard-selected' }, onclick: () => on.act(picked) }, 'Discard ', tileEl(picked.tile), note));
  }
  if (turn.canRiichi) box.append(toggle('riichi', 'Riichi'));
  if (turn.canOpen) box.append(toggle('open', 'Open riichi'));
  for (const a of turn.legal.filter((x) => x.type !== 'discard')) {
    box.append(h('button.action', { type: 'button', dataset: { action: a.type }, onclick: () => on.act(a) }, ...actionLabel(a)));
  }
  return box;
}

/** The status line under the table. */
export function statusText(turn: Turn, ui: PlayUi, session: PlaySession, picked: boolean): string {
  if (!turn.mine) return session.gameEnd && !session.pause ? 'The game is over.' : session.pause ? 'The hand is over.' : 'Bots are playing…';
  if (turn.keepDealing) return 'Your dealership goes on if you play on.';
  if (turn.discards.length) {
    if (ui.riichiMode !== 'off') return 'Riichi: pick a highlighted tile to discard.';
    return picked ? 'Tap the tile again (or Discard) to throw it.' : 'Your turn: tap a tile to discard.';
  }
  return turn.claims.length ? 'Claim the marked discard, or pass.' : 'Your choice.';
}
