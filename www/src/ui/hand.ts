// A concealed hand as a player holds it: sorted, the tile just drawn set a little apart; or the backs of a hidden
// hand. `decorate` lets a page make each tile a control (the Play page's discards).
import { h } from '../dom';
import type { SeatView } from 'tenpai/web';
import { sortTiles } from '../tiles';
import { tileEl } from './tile';

/** The concealed tiles without the drawn one, sorted, and the drawn tile apart (as players hold them). */
export function splitDrawn(seat: SeatView): { rest: string[]; drawn: string | null } {
  if (!seat.hand) return { rest: [], drawn: null };
  const rest = [...seat.hand];
  if (seat.drawn) {
    const i = rest.lastIndexOf(seat.drawn);
    if (i >= 0) rest.splice(i, 1);
  }
  return { rest: sortTiles(rest), drawn: seat.drawn };
}

export type DecorateTile = (el: HTMLElement, tile: string, isDrawn: boolean) => void;

export function handEl(seat: SeatView, mine: boolean, decorate?: DecorateTile): HTMLElement {
  const hand = h('div.hand', { class: mine ? 'mine' : 'theirs' });
  if (!seat.hand) {
    for (let i = 0; i < seat.handSize; i++) hand.append(tileEl(null, { extraClass: 'mini' }));
    return hand;
  }
  const { rest, drawn } = splitDrawn(seat);
  for (const t of rest) {
    const el = tileEl(t, { small: !mine });
    decorate?.(el, t, false);
    hand.append(el);
  }
  if (drawn) {
    const el = tileEl(drawn, { small: !mine, extraClass: 'drawn' });
    decorate?.(el, drawn, true);
    hand.append(el);
  }
  return hand;
}
