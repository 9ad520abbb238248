// The line that names a seat: its wind, the player's name, the score, and the marks a player looks for (riichi
// stick, dealer, furiten). The table's seats and, later, a scorekeeper's rows use it.
import { h, pts, WIND_NAMES } from '../dom';

export interface SeatHeaderInfo {
  wind: string;
  name: string;
  score: number;
  riichi?: boolean;
  dealer?: boolean;
  /** Known only to the seat itself and spectators (null: not shown). */
  furiten?: boolean | null;
}

export function seatHeaderEl(s: SeatHeaderInfo): HTMLElement {
  return h(
    'div.seat-info',
    null,
    h('span.wind', { title: WIND_NAMES[s.wind] }, s.wind),
    h('span.name', null, s.name),
    h('span.score', { dataset: { score: String(s.score) } }, pts(s.score)),
    s.riichi ? h('span.riichi-stick', { title: 'riichi' }) : null,
    s.dealer ? h('span.dealer', { title: 'dealer' }, 'dealer') : null,
    s.furiten ? h('span.furiten', null, 'furiten') : null,
  );
}
