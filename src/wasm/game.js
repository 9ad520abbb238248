// The two `Game` results built from numbers instead of a tape: the status of a game in play (asked before every
// action by a UI's loop) and legal lists of plain actions (most of a game's lists). The codes are wire.rs's, each
// marked with its name there; `cargo test --lib wire` checks them.
const PHASES = /*wire.PHASES*/ ['turn', 'claims', 'dealer-choice'];

/** `{ phase, toAct, over: false }` (the keys in `Status`'s order): `phase` is a code of PHASES, `seats` holds `n`
 *  seats, the first in the lowest bits. */
export function statusInPlay(phase, seats, n) {
  const toAct = [];
  for (let i = 0; i < n; i++) toAct.push((seats >>> (/*wire.STATUS_SEAT_BITS*/ 8 * i)) & 255);
  return { phase: PHASES[phase], toAct, over: false };
}

const TYPES = /*wire.ACTION_TYPES*/ ['discard', 'tsumo', 'ron', 'pass'];
let TILES = [];

/** The actions of their codes (game.rs `action_codes`); `tiles` (once per module, then empty) names the tile codes,
 *  space-separated. Keys in serde's order: type, tile, riichi, open?, tsumogiri?. */
export function plainActions(codes, tiles) {
  if (tiles) TILES = tiles.split(' ');
  const list = [];
  for (const c of codes) {
    const type = c >>> /*wire.ACTION_TYPE_SHIFT*/ 12;
    if (type !== /*wire.ACTION_DISCARD*/ 0) {
      list.push({ type: TYPES[type] });
      continue;
    }
    const tile = TILES[c & /*wire.ACTION_TILE*/ 255];
    const a = { type: 'discard', tile, riichi: (c & /*wire.ACTION_RIICHI*/ 256) !== 0 };
    if (c & /*wire.ACTION_OPEN*/ 512) a.open = true;
    const g = (c >>> /*wire.ACTION_TSUMOGIRI_SHIFT*/ 10) & 3;
    if (g !== 0) a.tsumogiri = g === 2;
    list.push(a);
  }
  return list;
}
