// score() requests in their binary form (wire.rs `REQUEST_HEAD` and after; request.rs `parse` reads it), written
// straight into a buffer of the module's memory: no string crosses through the glue. The request's members are
// visited once (for-in, which V8 serves from the object's enum cache, whatever its shape). The form's offsets,
// bits and codes are wire.rs's, each marked with its name there; `cargo test --lib wire` checks them.
let memory;

const plain = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  if (proto === null) return true;
  if (proto !== Object.prototype) return false;
  // for-in also visits inherited enumerable keys, which JSON text (the slow path) leaves out.
  for (const _ in proto) return false;
  return true;
};

let bytes = new Uint8Array(0);

export function requestMemory(m) {
  memory = m;
}

/** Writes a string's characters at `at` of `b`, its length in the byte at `lenAt` (the request's head), and
 *  returns the position after them; -1 (declined) for a non-string, a non-ASCII character (the JSON path words
 *  every error about those), a string longer than a length byte holds, or past `end`. */
function put(b, at, end, s, lenAt) {
  if (typeof s !== 'string' || at < 0) return -1;
  const n = s.length;
  if (n > /*wire.REQUEST_STRING_MAX*/ 255 || at + n > end) return -1;
  // Written before they are checked: a declined request's bytes are never read.
  let any = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    any |= c;
    b[at + i] = c;
  }
  if (any > 0x7f) return -1;
  b[lenAt] = n;
  return at + n;
}
/** An optional string member whose binary form writes absent as '': '' itself declines. */
const optional = (v) => (v === '' ? undefined : v);
/** A whole number 0 ..= 2^32 - 1 (only such a number equals its unsigned 32-bit conversion; a string never does). */
const isCount = (v) => v >>> 0 === v;
/** A wind member's code; -1 for anything else, which declines. */
function wind(v) {
  switch (v) {
    case undefined: return /*wire.WIND_NONE*/ 0;
    case 'E': return /*wire.WIND_E*/ 1;
    case 'S': return /*wire.WIND_S*/ 2;
    case 'W': return /*wire.WIND_W*/ 3;
    case 'N': return /*wire.WIND_N*/ 4;
    default: return -1;
  }
}

/** Writes a plainly well-typed score request in its binary form at `ptr` (at most `cap` bytes) of the module's
 *  memory, and returns its length; or -1 for any other request (extra keys, wrong types, null, a full ruleset
 *  object, ...): the facade then reads it as JSON text, whose errors are the API's. */
export function scoreRequestWrite(r, ptr, cap) {
  try {
    return write(r, ptr, cap);
  } catch {
    return -1; // a throwing getter or proxy: the JSON path reports it
  }
}

function write(r, ptr, cap) {
  if (!plain(r)) return -1;
  let hand = -1, winTile = -1, dora = '', ura = '', nukidora = '', discards = '', ruleset = '';
  let winds = 0, flags = 0, honba = 0, riichiSticks = 0, melds;
  let bit;
  for (const k in r) {
    const v = r[k];
    // Flag members set `bit`; the others are read here. Winds are 3-bit codes.
    switch (k) {
      case 'hand': hand = v; continue;
      case 'winTile': winTile = v; continue;
      case 'tsumo': bit = 1 << /*wire.FLAG_TSUMO*/ 0; break;
      case 'seatWind': if ((bit = wind(v)) < 0) return -1; winds |= bit << /*wire.SEAT_WIND_SHIFT*/ 0; continue;
      case 'roundWind': if ((bit = wind(v)) < 0) return -1; winds |= bit << /*wire.ROUND_WIND_SHIFT*/ 3; continue;
      case 'dora': dora = v; continue;
      case 'honba': if (!isCount(v)) return -1; honba = v; continue;
      case 'riichiSticks': if (!isCount(v)) return -1; riichiSticks = v; continue;
      case 'ruleset': ruleset = optional(v); continue;
      case 'melds': melds = v; continue;
      case 'riichi': bit = 1 << /*wire.FLAG_RIICHI*/ 1; break;
      case 'ura': ura = v; continue;
      case 'discarder': if ((bit = wind(v)) < 0) return -1; winds |= bit << /*wire.DISCARDER_WIND_SHIFT*/ 6; continue;
      case 'ippatsu': bit = 1 << /*wire.FLAG_IPPATSU*/ 4; break;
      case 'doubleRiichi': bit = 1 << /*wire.FLAG_DOUBLE_RIICHI*/ 2; break;
      case 'openRiichi': bit = 1 << /*wire.FLAG_OPEN_RIICHI*/ 3; break;
      case 'haitei': bit = 1 << /*wire.FLAG_HAITEI*/ 5; break;
      case 'houtei': bit = 1 << /*wire.FLAG_HOUTEI*/ 6; break;
      case 'rinshan': bit = 1 << /*wire.FLAG_RINSHAN*/ 7; break;
      case 'chankan': bit = 1 << /*wire.FLAG_CHANKAN*/ 8; break;
      case 'tenhou': bit = 1 << /*wire.FLAG_TENHOU*/ 9; break;
      case 'chiihou': bit = 1 << /*wire.FLAG_CHIIHOU*/ 10; break;
      case 'renhou': bit = 1 << /*wire.FLAG_RENHOU*/ 11; break;
      case 'paarenchan': bit = 1 << /*wire.FLAG_PAARENCHAN*/ 12; break;
      case 'wildcard': bit = 1 << /*wire.FLAG_WILDCARD*/ 13; break;
      case 'suukantsuSpecial': bit = 1 << /*wire.FLAG_SUUKANTSU_SPECIAL*/ 14; break;
      case 'nukidora': nukidora = v; continue;
      case 'discards': discards = v; continue;
      case 'pao': if ((bit = wind(v)) < 0) return -1; winds |= bit << /*wire.PAO_WIND_SHIFT*/ 9; continue;
      case 'kanFeeder': if ((bit = wind(v)) < 0) return -1; winds |= bit << /*wire.KAN_FEEDER_WIND_SHIFT*/ 12; continue;
      default: return -1;
    }
    if (v === true) flags |= bit;
    else if (v !== false) return -1;
  }
  if (hand === -1 || winTile === -1) return -1;
  // Every member is read before anything is written: a getter may call score() again, which writes this buffer
  // (and may grow the memory).
  // The melds' codes (8 bits each: type, from << 3, wildcard << 5) and tiles, in locals: no array per request.
  let count = 0;
  let meldCodes = 0;
  let tiles0, tiles1, tiles2, tiles3;
  if (melds !== undefined) {
    if (!Array.isArray(melds) || melds.length > 4) return -1;
    count = melds.length;
    for (let i = 0; i < count; i++) {
      const m = melds[i];
      if (!plain(m) || Array.isArray(m)) return -1;
      let type = 0, tiles = -1, from = 0, wildcard = 0;
      for (const k in m) {
        const v = m[k];
        switch (k) {
          case 'type':
            switch (v) {
              case 'chi': type = /*wire.MELD_CHI*/ 1; break;
              case 'pon': type = /*wire.MELD_PON*/ 2; break;
              case 'daiminkan': type = /*wire.MELD_DAIMINKAN*/ 3; break;
              case 'kakan': type = /*wire.MELD_KAKAN*/ 4; break;
              case 'ankan': type = /*wire.MELD_ANKAN*/ 5; break;
              default: return -1;
            }
            break;
          case 'tiles': tiles = v; break;
          case 'from':
            switch (v) {
              case undefined: from = /*wire.FROM_NONE*/ 0; break;
              case 'left': from = /*wire.FROM_LEFT*/ 1; break;
              case 'across': from = /*wire.FROM_ACROSS*/ 2; break;
              case 'right': from = /*wire.FROM_RIGHT*/ 3; break;
              default: return -1;
            }
            break;
          case 'wildcard': if (v !== true && v !== false) return -1; wildcard = v ? 1 : 0; break;
          default: return -1;
        }
      }
      // `type` and `tiles` are required.
      if (type === 0 || tiles === -1) return -1;
      meldCodes |= (type | from << 3 | wildcard << 5) << 8 * i;
      switch (i) {
        case 0: tiles0 = tiles; break;
        case 1: tiles1 = tiles; break;
        case 2: tiles2 = tiles; break;
        default: tiles3 = tiles;
      }
    }
  }
  if (bytes.length === 0) bytes = new Uint8Array(memory.buffer); // as for `tape`: empty once detached
  const b = bytes;
  const end = ptr + cap;
  const melds0 = ptr + /*wire.REQUEST_HEAD*/ 20;
  let at = melds0 + /*wire.REQUEST_MELD*/ 4 * count;
  if (at > end) return -1;
  at = put(b, at, end, hand, ptr + /*wire.REQUEST_HAND_LEN*/ 13);
  at = put(b, at, end, winTile, ptr + /*wire.REQUEST_WIN_TILE_LEN*/ 14);
  at = put(b, at, end, dora, ptr + /*wire.REQUEST_DORA_LEN*/ 15);
  at = put(b, at, end, ura, ptr + /*wire.REQUEST_URA_LEN*/ 16);
  at = put(b, at, end, nukidora, ptr + /*wire.REQUEST_NUKIDORA_LEN*/ 17);
  at = put(b, at, end, discards, ptr + /*wire.REQUEST_DISCARDS_LEN*/ 18);
  at = put(b, at, end, ruleset, ptr + /*wire.REQUEST_RULESET_LEN*/ 19);
  if (at < 0) return -1;
  for (let i = 0; i < count; i++) {
    const h = melds0 + /*wire.REQUEST_MELD*/ 4 * i;
    at = put(b, at, end, i === 0 ? tiles0 : i === 1 ? tiles1 : i === 2 ? tiles2 : tiles3,
      h + /*wire.REQUEST_MELD_TILES_LEN*/ 3);
    if (at < 0) return -1;
    const code = meldCodes >>> 8 * i;
    b[h + /*wire.REQUEST_MELD_TYPE*/ 0] = code & 7;
    b[h + /*wire.REQUEST_MELD_FROM*/ 1] = (code >>> 3) & 3;
    b[h + /*wire.REQUEST_MELD_WILDCARD*/ 2] = (code >>> 5) & 1;
  }
  const flagsAt = ptr + /*wire.REQUEST_FLAGS*/ 0;
  b[flagsAt] = flags & 0xff;
  b[flagsAt + 1] = flags >>> 8;
  const windsAt = ptr + /*wire.REQUEST_WINDS*/ 2;
  b[windsAt] = winds & 0xff;
  b[windsAt + 1] = winds >>> 8;
  const honbaAt = ptr + /*wire.REQUEST_HONBA*/ 4;
  b[honbaAt] = honba & 0xff;
  b[honbaAt + 1] = (honba >>> 8) & 0xff;
  b[honbaAt + 2] = (honba >>> 16) & 0xff;
  b[honbaAt + 3] = honba >>> 24;
  const sticksAt = ptr + /*wire.REQUEST_RIICHI_STICKS*/ 8;
  b[sticksAt] = riichiSticks & 0xff;
  b[sticksAt + 1] = (riichiSticks >>> 8) & 0xff;
  b[sticksAt + 2] = (riichiSticks >>> 16) & 0xff;
  b[sticksAt + 3] = riichiSticks >>> 24;
  b[ptr + /*wire.REQUEST_MELD_COUNT*/ 12] = count;
  return at - ptr;
}
