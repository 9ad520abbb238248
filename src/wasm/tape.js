// Builds the JS value of a tape written by tape.rs (one call per result; see the codes there).
const interned = [];
const utf8 = new TextDecoder();
let memory;
let tape = new Float64Array(0);
let text;
let at;
let textAt;

function string(length, keep) {
  const s = text.slice(textAt, textAt + length);
  textAt += length;
  if (keep) interned.push(s);
  return s;
}

function value() {
  switch (tape[at++]) {
    case 0: return null;
    case 1: return true;
    case 2: return false;
    case 3: return tape[at++];
    case 4: return string(tape[at++], false);
    case 5: return interned[tape[at++]];
    case 6: return string(tape[at++], true);
    case 7: {
      const array = [];
      while (tape[at] !== 9) array.push(value());
      at++;
      return array;
    }
    case 8: {
      const object = {};
      while (tape[at] !== 9) {
        const key = value();
        const v = value();
        // As JSON.parse does: "__proto__" becomes an own property, never the prototype.
        if (key === '__proto__') {
          Object.defineProperty(object, key, { value: v, enumerable: true, writable: true, configurable: true });
        } else {
          object[key] = v;
        }
      }
      at++;
      return object;
    }
    default: throw new Error(`tenpai: bad result tape code ${tape[at - 1]}`);
  }
}

export function tapeMemory(m) {
  memory = m;
}

/** The value of the tape at `start` (in 8-byte units of the module's memory). */
export function fromTape(start) {
  return fromTapeText(start, '');
}

export function fromTapeText(start, s) {
  // A view of the whole memory, made again only when the memory has grown (the old buffer is then detached).
  if (tape.buffer !== memory.buffer) tape = new Float64Array(memory.buffer);
  text = s;
  at = start;
  textAt = 0;
  const result = value();
  text = undefined;
  return result;
}

/** A string of a score result's tape: an intern number, or text (interned or not). */
function tapeString() {
  const code = tape[at];
  const n = tape[at + 1];
  at += 2;
  return code === 5 ? interned[n] : string(n, code === 6);
}

/** A plain-shaped `ScoreResult` from its own tape (layout: tape.rs `score_result`); keys in serde's order. */
export function scoreResult(start, textPtr, textLen) {
  if (tape.buffer !== memory.buffer) tape = new Float64Array(memory.buffer);
  text = textLen === 0 ? '' : utf8.decode(new Uint8Array(memory.buffer, textPtr, textLen));
  at = start;
  textAt = 0;
  const yaku = [];
  for (let n = tape[at++]; n > 0; n--) {
    const id = tapeString();
    const name = tapeString();
    yaku.push({ id, name, han: tape[at], yakuman: tape[at + 1] });
    at += 2;
  }
  const han = tape[at];
  const fu = tape[at + 1];
  const parts = tape[at + 2];
  at += 3;
  const fuParts = [];
  for (let n = parts; n > 0; n--) {
    const reason = tapeString();
    fuParts.push({ reason, fu: tape[at++] });
  }
  const dora = tape[at];
  const red = tape[at + 1];
  const ura = tape[at + 2];
  const yakuman = tape[at + 3];
  at += 4;
  const limit = tapeString();
  const total = tape[at];
  const deltas = tape[at + 4] === 4
    ? { E: tape[at + 1], S: tape[at + 2], W: tape[at + 3], N: tape[at + 5] }
    : { E: tape[at + 1], S: tape[at + 2], W: tape[at + 3] };
  text = undefined;
  return { yaku, han, fu, fuParts, dora, red, ura, yakuman, limit, total, deltas };
}

export function shantenSummary(shanten, standard, chiitoitsu, kokushi) {
  return { shanten, standard, chiitoitsu, kokushi };
}

// ---- score() requests: a fast path for plain requests (read by request.rs) -----------------------------------------
// The request's members are visited once (for-in, which V8 serves from the object's enum cache, whatever its shape)
// and written as one text straight into a buffer of the module's memory: no string crosses through the glue.

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
let pos = 0;
let end = 0;
const SEP = 1;

/** Writes a string member and a separator; false (declined) for a non-string, a non-ASCII character (the JSON path
 *  words every error about those) or the separator, or no room. */
function put(s) {
  if (typeof s !== 'string') return false;
  const n = s.length;
  if (pos + n + 1 > end) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f || c === SEP) return false;
    bytes[pos++] = c;
  }
  bytes[pos++] = SEP;
  return true;
}
/** Writes a u32 in decimal and a separator (room checked by the caller). */
function putCount(n) {
  let digits = 1;
  for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
  for (let i = digits - 1; i >= 0; i--) {
    bytes[pos + i] = 48 + (n % 10);
    n = Math.floor(n / 10);
  }
  pos += digits;
  bytes[pos++] = SEP;
}
const isCount = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;
/** An optional string member whose text form writes absent as '': '' itself declines. */
const optional = (v) => (v === '' ? undefined : v);

// Flag bits, in request.rs's order.
const FLAGS = {
  tsumo: 1 << 0, riichi: 1 << 1, doubleRiichi: 1 << 2, openRiichi: 1 << 3, ippatsu: 1 << 4, haitei: 1 << 5,
  houtei: 1 << 6, rinshan: 1 << 7, chankan: 1 << 8, tenhou: 1 << 9, chiihou: 1 << 10, renhou: 1 << 11,
  paarenchan: 1 << 12, wildcard: 1 << 13, suukantsuSpecial: 1 << 14,
};

/** Writes a plainly well-typed score request as one text (fields in a fixed order, separated by U+0001; request.rs
 *  reads it) at `ptr` (at most `cap` bytes) of the module's memory, and returns its length; or -1 for any other
 *  request (extra keys, wrong types, null, a full ruleset object, ...): the facade then reads it as JSON text,
 *  whose errors are the API's. */
export function scoreRequestWrite(r, ptr, cap) {
  try {
    return write(r, ptr, cap);
  } catch {
    return -1; // a throwing getter or proxy: the JSON path reports it
  }
}

function write(r, ptr, cap) {
  if (!plain(r)) return -1;
  let hand = -1, winTile = -1, dora = '', ura = '', nukidora = '', discards = '', ruleset = '', seatWind = '';
  let roundWind = '', discarder = '', pao = '', kanFeeder = '', flags = 0, honba = 0, riichiSticks = 0, melds;
  for (const k in r) {
    const v = r[k];
    switch (k) {
      case 'hand': hand = v; break;
      case 'winTile': winTile = v; break;
      case 'dora': dora = v; break;
      case 'ura': ura = v; break;
      case 'nukidora': nukidora = v; break;
      case 'discards': discards = v; break;
      case 'ruleset': ruleset = optional(v); break;
      case 'seatWind': seatWind = optional(v); break;
      case 'roundWind': roundWind = optional(v); break;
      case 'discarder': discarder = optional(v); break;
      case 'pao': pao = optional(v); break;
      case 'kanFeeder': kanFeeder = optional(v); break;
      case 'honba': if (!isCount(v)) return -1; honba = v; break;
      case 'riichiSticks': if (!isCount(v)) return -1; riichiSticks = v; break;
      case 'melds': melds = v; break;
      default: {
        const bit = FLAGS[k];
        if (bit === undefined || typeof bit !== 'number') return -1;
        if (v === true) flags |= bit;
        else if (v !== false) return -1;
      }
    }
  }
  if (hand === -1 || winTile === -1) return -1;
  if (bytes.buffer !== memory.buffer) bytes = new Uint8Array(memory.buffer);
  pos = ptr;
  end = ptr + cap;
  if (!(put(hand) && put(winTile) && put(dora) && put(ura) && put(nukidora) && put(discards) && put(ruleset) &&
    put(seatWind) && put(roundWind) && put(discarder) && put(pao) && put(kanFeeder))) return -1;
  if (pos + 3 * 11 > end) return -1;
  putCount(flags);
  putCount(honba);
  putCount(riichiSticks);
  if (melds !== undefined) {
    if (!Array.isArray(melds)) return -1;
    for (let i = 0; i < melds.length; i++) {
      const m = melds[i];
      if (!plain(m) || Array.isArray(m)) return -1;
      let type = -1, tiles = -1, from = '', wildcard = false;
      for (const k in m) {
        const v = m[k];
        switch (k) {
          case 'type': type = optional(v); break;
          case 'tiles': tiles = v; break;
          case 'from': from = optional(v); break;
          case 'wildcard': if (v !== true && v !== false) return -1; wildcard = v; break;
          default: return -1;
        }
      }
      // `type` and `tiles` are required.
      if (type === -1 || tiles === -1 || !(put(type) && put(tiles) && put(from) && put(wildcard ? '1' : '0'))) {
        return -1;
      }
    }
  }
  return pos - 1 - ptr; // the last separator is not part of the text
}
