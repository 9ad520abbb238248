// The table drawn from a TableView (a seat's view or the spectator's): one function for the play and replay pages.
import { h, pts, WIND_NAMES } from './dom';
import { tileEl, sortTiles } from './tiles';

// The view shapes come from the npm package's own types (generated with the wasm facade), so they cannot drift.
import type { TableView, SeatView, MeldView } from 'tenpai/web';
export type { TableView, SeatView, MeldView, DiscardView } from 'tenpai/web';

const PLACES4 = ['bottom', 'right', 'top', 'left'];
const PLACES3 = ['bottom', 'right', 'left'];

export interface HandHooks {
  /** Called to decorate each of the bottom seat's concealed tiles (click handlers, highlights). */
  decorate?: (el: HTMLElement, tile: string, isDrawn: boolean) => void;
  /** The seat whose river ends with the last discard (marked), and whether the viewer may claim it now. */
  lastDiscard?: { seat: number; claimable: boolean } | null;
}

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

export function renderTable(view: TableView, bottom: number, names: string[], hooks: HandHooks = {}): HTMLElement {
  const n = view.seats.length;
  const places = n === 3 ? PLACES3 : PLACES4;
  const table = h('div.table', { dataset: { players: String(n) } });
  for (const seat of view.seats) {
    const rel = (seat.seat - bottom + n) % n;
    const last = hooks.lastDiscard?.seat === seat.seat ? hooks.lastDiscard : null;
    const [panel, river] = renderSeat(seat, places[rel]!, names[seat.seat] ?? `Seat ${seat.seat}`, view, rel === 0 ? hooks : {}, last);
    table.append(panel);
    // The bottom seat's river has its own place on the table (above the hand); the others' stay in their panels.
    if (rel === 0) table.append(river);
    else panel.append(river);
  }
  table.append(center(view));
  return table;
}

function center(view: TableView): HTMLElement {
  const dora = h('div.tile-row');
  view.doraIndicators.forEach((t) => dora.append(tileEl(t, { small: true })));
  const ura = view.uraIndicators?.length ? h('div.tile-row') : null;
  view.uraIndicators?.forEach((t) => ura!.append(tileEl(t, { small: true })));
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
    h('div.dora', null, h('span.label', null, 'Dora'), dora),
    ura ? h('div.dora', null, h('span.label', null, 'Ura'), ura) : null,
  );
}

export function roundLabel(round: string): string {
  const m = /^([ESWN])(\d+)/.exec(round);
  return m ? `${WIND_NAMES[m[1]!]} ${m[2]}` : round;
}

/** Discards per river row, as on a real table. */
const RIVER_ROW = 6;

/**
 * A seat's river: rows of six. Every row box is as wide as six tiles plus one tile turned sideways, so a riichi
 * tile never widens its row (nor the panel it sits in). The last discard is marked, and more when it can be claimed.
 */
function river(seat: SeatView, place: string, last: { claimable: boolean } | null): HTMLElement {
  const box = h('div.discards', { class: place === 'bottom' ? 'mine' : '', dataset: { seat: String(seat.seat) } });
  let row: HTMLElement | null = null;
  seat.discards.forEach((d, i) => {
    if (i % RIVER_ROW === 0) box.append((row = h('div.river-row')));
    const isLast = last !== null && i === seat.discards.length - 1;
    const el = tileEl(d.tile, {
      small: true,
      rotated: d.riichi,
      dim: d.calledBy !== null,
      extraClass: [d.tsumogiri ? 'tsumogiri' : '', isLast ? 'last' : '', isLast && last.claimable ? 'claimable' : ''].filter(Boolean).join(' '),
    });
    if (isLast) el.dataset.last = 'true';
    row!.append(el);
  });
  return box;
}

function renderSeat(
  seat: SeatView,
  place: string,
  name: string,
  view: TableView,
  hooks: HandHooks,
  last: { claimable: boolean } | null,
): [HTMLElement, HTMLElement] {
  const acting = view.toAct.includes(seat.seat);
  const info = h(
    'div.seat-info',
    null,
    h('span.wind', { title: WIND_NAMES[seat.wind] }, seat.wind),
    h('span.name', null, name),
    h('span.score', { dataset: { score: String(seat.score) } }, pts(seat.score)),
    seat.riichi ? h('span.riichi-stick', { title: 'riichi' }) : null,
    seat.seat === view.dealer ? h('span.dealer', { title: 'dealer' }, 'dealer') : null,
    seat.furiten ? h('span.furiten', null, 'furiten') : null,
  );
  const discards = river(seat, place, last);
  const melds = h('div.melds');
  for (const m of seat.melds) melds.append(renderMeld(m, place !== 'bottom'));
  const hand = h('div.hand', { class: place === 'bottom' ? 'mine' : 'theirs' });
  if (seat.hand) {
    const { rest, drawn } = splitDrawn(seat);
    const small = place !== 'bottom';
    for (const t of rest) {
      const el = tileEl(t, { small });
      hooks.decorate?.(el, t, false);
      hand.append(el);
    }
    if (drawn) {
      const el = tileEl(drawn, { small, extraClass: 'drawn' });
      hooks.decorate?.(el, drawn, true);
      hand.append(el);
    }
  } else {
    for (let i = 0; i < seat.handSize; i++) hand.append(tileEl(null, { extraClass: 'mini' }));
  }
  const panel = h(
    'div.seat',
    { class: `${place}${acting ? ' acting' : ''}`, dataset: { seat: String(seat.seat) } },
    info,
    h('div.seat-body', null, hand, melds),
  );
  return [panel, discards];
}

export function renderMeld(m: MeldView, small: boolean): HTMLElement {
  const el = h('div.meld', { dataset: { kind: m.kind } });
  let calledDone = false;
  m.tiles.forEach((t, i) => {
    const hidden = m.kind === 'ankan' && (i === 0 || i === m.tiles.length - 1);
    const rotated = !calledDone && m.called !== null && t === m.called;
    if (rotated) calledDone = true;
    el.append(tileEl(hidden ? null : t, { small: true, rotated }));
  });
  if (!small) el.classList.add('mine');
  return el;
}
