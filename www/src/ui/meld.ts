// A called meld as it lies on the table: its tiles in a row, the called tile turned sideways on the side of the
// seat it came from (the left seat's at the left, the seat across's in the middle, the right seat's at the right),
// an added kan's fourth tile turned beside it, a closed kan with its two end tiles face down. One drawing for the
// table (Play, Replay), the win's hand in the results and the Score page's melds.
import { h } from '../dom';
import type { MeldView } from 'tenpai/web';
import { splitMpsz } from '../tiles';
import { tileEl } from './tile';

/** Where a called tile came from, seen from the seat that called it. */
export type Side = 'left' | 'across' | 'right';

/** The side of seat `from` seen from seat `owner` at a table of `players` (turn order runs to the right). */
export function sideOf(owner: number, from: number, players: number): Side {
  const d = (from - owner + players) % players;
  return d === 1 ? 'right' : d === players - 1 ? 'left' : 'across';
}

export interface MeldLook {
  /** chi, pon, daiminkan, kakan, ankan (nuki: one tile set aside). */
  kind: string;
  tiles: string[];
  /** The tile taken from another seat (null for a closed kan or nuki). */
  called: string | null;
  side: Side | null;
  /** Drawn in the table's own-meld size (`--mw`) rather than the others' (`--rw`). */
  mine?: boolean;
}

/** The tiles in table order: the called tile taken out and put back at its side's place. */
function laidOut(m: MeldLook): { tile: string; sideways: boolean }[] {
  const rest = [...m.tiles];
  if (m.kind === 'ankan' || m.kind === 'nuki' || !m.called || !m.side) return rest.map((tile) => ({ tile, sideways: false }));
  const i = rest.indexOf(m.called);
  rest.splice(i < 0 ? 0 : i, 1);
  // An added kan: the added tile lies sideways beside the called one.
  const added = m.kind === 'kakan' ? rest.splice(rest.length - 1, 1) : [];
  const row = rest.map((tile) => ({ tile, sideways: false }));
  const turned = [m.called, ...added].map((tile) => ({ tile, sideways: true }));
  const at = m.side === 'left' ? 0 : m.side === 'across' ? 1 : row.length;
  row.splice(at, 0, ...turned);
  return row;
}

export function meldEl(m: MeldLook): HTMLElement {
  const el = h('div.meld', { class: m.mine ? 'mine' : '', dataset: { kind: m.kind, ...(m.side ? { from: m.side } : {}) } });
  const tiles = laidOut(m);
  tiles.forEach(({ tile, sideways }, i) => {
    const hidden = m.kind === 'ankan' && (i === 0 || i === tiles.length - 1);
    el.append(tileEl(hidden ? null : tile, { small: true, rotated: sideways, extraClass: sideways ? 'called' : '' }));
  });
  return el;
}

/** A meld as a score request gives it (`{ type, tiles, from }`, MPSZ): its first tile is the called one, turned
 * on the side it came from (the Score page, the yaku examples, the drill). */
export function requestMeldEl(m: { type: string; tiles: string; from?: Side | null }): HTMLElement {
  let tiles: string[] = [];
  try {
    tiles = splitMpsz(m.tiles);
  } catch {
    /* a meld being typed: its field marks the problem */
  }
  return meldEl({ kind: m.type, tiles, called: m.from ? (tiles[0] ?? null) : null, side: m.from ?? null });
}

/** A meld of a game's view (Play, Replay, the results), owned by `seat` at a table of `players`. */
export function viewMeldEl(m: MeldView, seat: number, players: number, mine: boolean): HTMLElement {
  const side = m.from === null || m.from === undefined ? null : sideOf(seat, m.from, players);
  return meldEl({ kind: m.kind, tiles: m.tiles, called: m.called ?? null, side, mine });
}
