// The table drawn from a TableView (a seat's view or the spectator's), for the Play and Replay pages: each seat's
// header, hand, melds and river placed around the centre (the round, counters and dora). Made of the shared
// pieces: seat-header.ts, hand.ts, meld.ts, river.ts. The layout for each screen is style.css ("The table").
import { h, WIND_NAMES } from '../dom';
import type { TableView, SeatView } from 'tenpai/web';
import { handEl, type DecorateTile } from './hand';
import { viewMeldEl } from './meld';
import { riverEl } from './river';
import { seatHeaderEl } from './seat-header';
import { tileEl } from './tile';

// The view shapes come from the npm package's own types (generated with the wasm facade), so they cannot drift.
export type { TableView, SeatView, MeldView, DiscardView } from 'tenpai/web';

const PLACES4 = ['bottom', 'right', 'top', 'left'];
const PLACES3 = ['bottom', 'right', 'left'];

export interface TableOptions {
  /** The seat drawn at the bottom (the player's own). */
  bottom: number;
  names: string[];
  /** Makes the bottom seat's concealed tiles controls (click handlers, highlights). */
  decorate?: DecorateTile;
  /** The seat whose river ends with the last discard (marked), and whether the viewer may claim it now. */
  lastDiscard?: { seat: number; claimable: boolean } | null;
  /** Ura indicators turned over (by a riichi winner): shown under the dora. */
  ura?: string[];
}

export function tableEl(view: TableView, opts: TableOptions): HTMLElement {
  const n = view.seats.length;
  const places = n === 3 ? PLACES3 : PLACES4;
  const table = h('div.table', { dataset: { players: String(n) } });
  for (const seat of view.seats) {
    const rel = (seat.seat - opts.bottom + n) % n;
    const mine = rel === 0;
    const marks = opts.lastDiscard?.seat === seat.seat ? { last: true, claimable: opts.lastDiscard.claimable } : null;
    const river = riverEl(seat, mine, marks);
    const panel = seatEl(seat, places[rel]!, opts.names[seat.seat] ?? `Seat ${seat.seat}`, view, mine ? opts.decorate : undefined);
    table.append(panel);
    // The bottom seat's river has its own place on the table (above the hand); the others' stay in their panels.
    if (mine) table.append(river);
    else panel.append(river);
  }
  table.append(centerEl(view, opts.ura ?? []));
  return table;
}

function seatEl(seat: SeatView, place: string, name: string, view: TableView, decorate?: DecorateTile): HTMLElement {
  const mine = place === 'bottom';
  const n = view.seats.length;
  const header = seatHeaderEl({ wind: seat.wind, name, score: seat.score, riichi: seat.riichi, dealer: seat.seat === view.dealer, furiten: seat.furiten });
  const melds = h('div.melds', null, seat.melds.map((m) => viewMeldEl(m, seat.seat, n, mine)));
  return h(
    'div.seat',
    { class: `${place}${view.toAct.includes(seat.seat) ? ' acting' : ''}`, dataset: { seat: String(seat.seat) } },
    header,
    h('div.seat-body', null, handEl(seat, mine, decorate), melds),
  );
}

function centerEl(view: TableView, ura: string[]): HTMLElement {
  const row = (tiles: string[]) => h('div.tile-row', null, tiles.map((t) => tileEl(t, { small: true })));
  return h(
    'div.center',
    null,
    h('div.round-name#round-name', null, roundLabel(view.round)),
    h(
      'div.counters',
      null,
      h('span', { title: 'honba' }, `${view.honba} honba`),
      h('span', { title: 'riichi sticks on the table' }, `${view.sticks} stick${view.sticks === 1 ? '' : 's'}`),
      h('span#wall-left', { title: 'tiles left to draw' }, `${view.wallRemaining} left`),
    ),
    h('div.dora', null, h('span.label', null, 'Dora'), row(view.doraIndicators)),
    ura.length ? h('div.dora', null, h('span.label', null, 'Ura'), row(ura)) : null,
  );
}

/** "E1" → "East 1". */
export function roundLabel(round: string): string {
  const m = /^([ESWN])(\d+)/.exec(round);
  return m ? `${WIND_NAMES[m[1]!]} ${m[2]}` : round;
}
