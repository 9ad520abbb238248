// The human's buttons on the table: a prompt naming what is offered (a discard to claim, a kan to rob, the
// dealer's choice to keep dealing), the Discard button of a tile picked by touch, the riichi toggles, and one
// button per other legal action, labelled with its tiles (an action this page does not know is a generic button).
import { h } from '../../dom';
import type { GameAction } from '../../game-engine';
import { tileEl } from '../../ui/tile';
import { shantenText } from './hints';
import type { PlaySession } from './session';
import type { Discard, PlayUi, RiichiMode, Turn } from './turn';

export function actionLabel(a: GameAction): (Node | string)[] {
  const tiles = (list: unknown) => (Array.isArray(list) ? list.map((t) => tileEl(String(t), { small: true })) : []);
  switch (a.type) {
    case 'tsumo':
      return ['Tsumo'];
    case 'ron':
      return ['Ron'];
    case 'pass':
      return ['Pass'];
    case 'chi':
      return ['Chi ', ...tiles(a.tiles)];
    case 'pon':
      return ['Pon ', ...tiles(a.tiles)];
    case 'daiminkan':
      return ['Kan'];
    case 'ankan':
      return ['Kan ', ...tiles([a.tile])];
    case 'kakan':
      return ['Add to pon ', ...tiles([a.tile])];
    case 'kyuushu':
      return ['Nine terminals: abort'];
    case 'nuki':
      return ['Nuki ', ...tiles([a.tile])];
    case 'continue':
      return ['Play on'];
    case 'yame':
      return ['Stop here (yame)'];
    default: {
      // An action this page does not know yet (a ruleset feature that landed later): a generic button.
      const rest = Object.entries(a)
        .filter(([k]) => k !== 'type')
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`);
      return [a.type + (rest.length ? ` (${rest.join(', ')})` : '')];
    }
  }
}

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
    const note = hint ? h('span.hint-note', null, `${shantenText(hint.shanten)}, ${hint.ukeire} tiles${hint.furiten ? ', furiten' : ''}`) : null;
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
