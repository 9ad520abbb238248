// The `Game` results built from numbers instead of a tape: the status of a game in play (asked before every action
// by a UI's loop), legal lists of plain actions (most of a game's lists), and the analysis and review of a seat's
// play (analysis.rs). The codes are wire.rs's, each
// marked with its name there; `cargo test --lib wire` checks them.
const PHASES = /*wire.PHASES*/ ['turn', 'claims', 'dealer-choice'];

/** `{ phase, toAct, over: false }` (the keys in `Status`'s order): `phase` is a code of PHASES, `seats` holds `n`
 *  seats, the first in the lowest bits. */
export function statusInPlay(phase, seats, n) {
  const toAct = [];
  for (let i = 0; i < n; i++) toAct.push((seats >>> (/*wire.STATUS_SEAT_BITS*/ 8 * i)) & 255);
  return { phase: PHASES[phase], toAct, over: false };
}

const TYPES = /*wire.ACTION_TYPES*/ ['discard', 'tsumo', 'ron', 'pass', 'chi', 'pon', 'daiminkan', 'ankan', 'kakan', 'kyuushu', 'nuki', 'abort', 'continue', 'yame'];
let TILES = [];

/** The action of its code (game.rs `action_code`), keys in serde's order: a discard's type, tile, riichi, open?,
 *  tsumogiri?; a chi's or pon's type and tiles; a kan's or nuki's type and tile; else the type. */
function actionOf(c) {
  const code = (c >>> /*wire.ACTION_TYPE_SHIFT*/ 12) & /*wire.ACTION_TYPE_BITS*/ 15;
  const tile = TILES[c & /*wire.ACTION_TILE*/ 255];
  if (code === /*wire.ACTION_DISCARD*/ 0) {
    const a = { type: 'discard', tile, riichi: (c & /*wire.ACTION_RIICHI*/ 256) !== 0 };
    if (c & /*wire.ACTION_OPEN*/ 512) a.open = true;
    const g = (c >>> /*wire.ACTION_TSUMOGIRI_SHIFT*/ 10) & 3;
    if (g !== 0) a.tsumogiri = g === 2;
    return a;
  }
  const type = TYPES[code];
  if (type === 'chi' || type === 'pon') return { type, tiles: [tile, TILES[(c >>> /*wire.ACTION_SECOND_TILE_SHIFT*/ 16) & 255]] };
  if (type === 'ankan' || type === 'kakan' || type === 'nuki') return { type, tile };
  return { type };
}

/** The actions of their codes (game.rs `action_codes`); `tiles` (once per module, then empty) names the tile codes,
 *  space-separated. */
export function plainActions(codes, tiles) {
  if (tiles) TILES = tiles.split(' ');
  const list = [];
  for (const c of codes) list.push(actionOf(c));
  return list;
}

const MOMENTS = /*wire.MOMENTS*/ ['turn', 'claim', 'none'];
const THREATS = /*wire.THREAT_KINDS*/ ['riichi', 'open', 'late'];
const REASONS = /*wire.DANGER_REASONS*/ ['genbutsu', 'suji', 'no-chance', 'one-chance', 'half-suji', 'honour', 'other-suit', 'none'];

/** Reads the codes of an analysis or a review (analysis.rs) from `at` on; every object's keys in serde's order. */
function reader(codes) {
  let at = 0;
  const next = () => codes[at++];
  const signed = () => codes[at++] | 0;
  const kinds = () => {
    const low = next();
    const high = next();
    const list = [];
    for (let k = 0; k < 34; k++) if (((k < 32 ? low >>> k : high >>> (k - 32)) & 1) !== 0) list.push(k);
    return list;
  };
  const plain = () => kinds().map((k) => TILES[k * 5]);
  const acceptance = () =>
    kinds().map((k) => {
      const c = next();
      return { tile: TILES[k * 5], live: c & 255, noYaku: (c & /*wire.ACCEPT_NO_YAKU*/ 256) !== 0 };
    });
  const discard = (threats) => {
    const c = next();
    const d = { tile: TILES[c & 255], riichi: (c & /*wire.DISCARD_RIICHI*/ 256) !== 0, shanten: signed(), tiles: next() };
    d.acceptance = acceptance();
    d.furiten = (c & /*wire.DISCARD_FURITEN*/ 512) !== 0;
    d.danger = threats.map(({ seat }) => {
      const g = next();
      return { seat, value: g & 0xffff, reason: REASONS[(g >>> /*wire.DANGER_REASON_SHIFT*/ 16) & 255], seen: g >>> /*wire.DANGER_SEEN_SHIFT*/ 24 };
    });
    return d;
  };
  const list = (item) => {
    const out = [];
    for (let n = next(); n > 0; n--) out.push(item());
    return out;
  };
  const analysis = () => {
    const a = { seat: next(), moment: MOMENTS[next()], shanten: signed() };
    a.threats = list(() => ({ seat: next(), why: THREATS[next()], genbutsu: plain() }));
    a.walls = plain();
    a.discards = list(() => discard(a.threats));
    a.calls = list(() => {
      const c = { action: actionOf(next()), shanten: signed(), tiles: next() };
      c.acceptance = acceptance();
      c.discards = list(() => discard(a.threats));
      return c;
    });
    return a;
  };
  const move = () => ({ action: actionOf(next()), shanten: signed(), tiles: next(), danger: next() });
  const summary = () => ({ decisions: next(), agreed: next(), acceptanceLost: next(), shantenLost: next(), riskier: next(), dealIns: next(), dealInsSaferAvailable: next() });
  const review = () => {
    const r = { seat: next() };
    r.decisions = list(() => {
      const d = { index: next(), hand: next(), made: move(), efficient: move(), bot: move() };
      const flags = next();
      d.agrees = (flags & /*wire.REVIEW_AGREES*/ 1) !== 0;
      d.acceptanceLost = next();
      d.shantenLost = next();
      d.dangerAdded = next();
      d.dealIn = (flags & /*wire.REVIEW_DEAL_IN*/ 2) !== 0;
      d.saferAvailable = (flags & /*wire.REVIEW_SAFER_AVAILABLE*/ 4) !== 0;
      d.analysis = analysis();
      return d;
    });
    r.hands = list(() => {
      let label = next();
      let round = '';
      for (; label !== 0; label >>>= 8) round += String.fromCharCode(label & 255);
      return { round, honba: next(), summary: summary() };
    });
    r.game = summary();
    return r;
  };
  return { analysis, review };
}

/** `game.analysis(seat)` from its codes; `tiles` as for `plainActions`. */
export function analysisOf(codes, tiles) {
  if (tiles) TILES = tiles.split(' ');
  return reader(codes).analysis();
}

/** `game.review(seat)` from its codes; `tiles` as for `plainActions`. */
export function reviewOf(codes, tiles) {
  if (tiles) TILES = tiles.split(' ');
  return reader(codes).review();
}
