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
  // A view of the whole memory, made again only when the memory has grown: the old buffer is then detached and its
  // views have length 0 (asking `memory.buffer` on every call costs more than the check).
  if (tape.length === 0) tape = new Float64Array(memory.buffer);
  text = s;
  at = start;
  textAt = 0;
  const result = value();
  text = undefined;
  return result;
}

/** A `ScoreResult` from its tape (tape.rs `score_tape`: layout, text address, text length, then the result; layout
 *  0 is the plain shape, built here with object literals, keys in serde's order; 1 a generic tape). */
export function scoreTape(start) {
  if (tape.length === 0) tape = new Float64Array(memory.buffer);
  const textLen = tape[start + 2];
  text = textLen === 0 ? '' : utf8.decode(new Uint8Array(memory.buffer, tape[start + 1], textLen));
  textAt = 0;
  let result;
  if (tape[start] === 0) {
    result = plainScore(tape, start + 3);
  } else {
    at = start + 3;
    result = value();
  }
  text = undefined;
  return result;
}

/** A string of a plain score tape at `p` of `t` (two entries): interned, or the next characters of the text.
 *  (`| 0` here and on the counts below: read as int32, a tape number indexes and bounds a loop without a
 *  float-to-index check; they are small whole numbers.) */
function plainString(t, p) {
  return t[p] === 5 ? interned[t[p + 1] | 0] : string(t[p + 1], t[p] === 6);
}

/** The plain layout (tape.rs `plain_score_tape`), read with locals only (the module's `at` is a context slot). */
function plainScore(t, p) {
  // Arrays of their final length (a pushed-to [] gets room for 17: most of a result's bytes).
  const ny = t[p++] | 0;
  const yaku = new Array(ny);
  for (let i = 0; i < ny; i++) {
    const id = plainString(t, p);
    const name = plainString(t, p + 2);
    yaku[i] = { id, name, han: t[p + 4], yakuman: t[p + 5] };
    p += 6;
  }
  const han = t[p];
  const fu = t[p + 1];
  const nf = t[p + 2] | 0;
  const fuParts = new Array(nf);
  p += 3;
  for (let i = 0; i < nf; i++) {
    fuParts[i] = { reason: plainString(t, p), fu: t[p + 2] };
    p += 3;
  }
  const dora = t[p];
  const red = t[p + 1];
  const ura = t[p + 2];
  const yakuman = t[p + 3];
  const limit = plainString(t, p + 4);
  p += 6;
  const total = t[p];
  const deltas = t[p + 4] === 4
    ? { E: t[p + 1], S: t[p + 2], W: t[p + 3], N: t[p + 5] }
    : { E: t[p + 1], S: t[p + 2], W: t[p + 3] };
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

/** Writes a string's characters at `at` of `b`, its length in the byte at `lenAt` (the request's head), and
 *  returns the position after them; -1 (declined) for a non-string, a non-ASCII character (the JSON path words
 *  every error about those), more than 255 characters, or past `end`. */
function put(b, at, end, s, lenAt) {
  if (typeof s !== 'string' || at < 0) return -1;
  const n = s.length;
  if (n > 255 || at + n > end) return -1;
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
/** A wind member's code (request.rs `wind`): 0 absent, 1-4 E, S, W, N; -1 for anything else, which declines. */
function wind(v) {
  switch (v) {
    case undefined: return 0;
    case 'E': return 1;
    case 'S': return 2;
    case 'W': return 3;
    case 'N': return 4;
    default: return -1;
  }
}
/** Bytes before the text (request.rs `HEAD`), then 4 per meld. */
const HEAD = 20;

/** Writes a plainly well-typed score request in its binary form (request.rs `parse` reads it: flag bits, wind
 *  codes, honba, riichi sticks, the meld count and the lengths of the strings, 4 bytes per meld, then the text of
 *  the strings one after the other) at `ptr` (at most `cap` bytes) of the module's memory, and returns its length;
 *  or -1 for any other request (extra keys, wrong types, null, a full ruleset object, ...): the facade then reads
 *  it as JSON text, whose errors are the API's. */
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
    // Flag members (bits in request.rs's order) set `bit`; the others are read here. Winds are 3-bit codes.
    switch (k) {
      case 'hand': hand = v; continue;
      case 'winTile': winTile = v; continue;
      case 'tsumo': bit = 1 << 0; break;
      case 'seatWind': if ((bit = wind(v)) < 0) return -1; winds |= bit; continue;
      case 'roundWind': if ((bit = wind(v)) < 0) return -1; winds |= bit << 3; continue;
      case 'dora': dora = v; continue;
      case 'honba': if (!isCount(v)) return -1; honba = v; continue;
      case 'riichiSticks': if (!isCount(v)) return -1; riichiSticks = v; continue;
      case 'ruleset': ruleset = optional(v); continue;
      case 'melds': melds = v; continue;
      case 'riichi': bit = 1 << 1; break;
      case 'ura': ura = v; continue;
      case 'discarder': if ((bit = wind(v)) < 0) return -1; winds |= bit << 6; continue;
      case 'ippatsu': bit = 1 << 4; break;
      case 'doubleRiichi': bit = 1 << 2; break;
      case 'openRiichi': bit = 1 << 3; break;
      case 'haitei': bit = 1 << 5; break;
      case 'houtei': bit = 1 << 6; break;
      case 'rinshan': bit = 1 << 7; break;
      case 'chankan': bit = 1 << 8; break;
      case 'tenhou': bit = 1 << 9; break;
      case 'chiihou': bit = 1 << 10; break;
      case 'renhou': bit = 1 << 11; break;
      case 'paarenchan': bit = 1 << 12; break;
      case 'wildcard': bit = 1 << 13; break;
      case 'suukantsuSpecial': bit = 1 << 14; break;
      case 'nukidora': nukidora = v; continue;
      case 'discards': discards = v; continue;
      case 'pao': if ((bit = wind(v)) < 0) return -1; winds |= bit << 9; continue;
      case 'kanFeeder': if ((bit = wind(v)) < 0) return -1; winds |= bit << 12; continue;
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
              case 'chi': type = 1; break;
              case 'pon': type = 2; break;
              case 'daiminkan': type = 3; break;
              case 'kakan': type = 4; break;
              case 'ankan': type = 5; break;
              default: return -1;
            }
            break;
          case 'tiles': tiles = v; break;
          case 'from':
            switch (v) {
              case undefined: from = 0; break;
              case 'left': from = 1; break;
              case 'across': from = 2; break;
              case 'right': from = 3; break;
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
  let at = ptr + HEAD + 4 * count;
  if (at > end) return -1;
  at = put(b, at, end, hand, ptr + 13);
  at = put(b, at, end, winTile, ptr + 14);
  at = put(b, at, end, dora, ptr + 15);
  at = put(b, at, end, ura, ptr + 16);
  at = put(b, at, end, nukidora, ptr + 17);
  at = put(b, at, end, discards, ptr + 18);
  at = put(b, at, end, ruleset, ptr + 19);
  if (at < 0) return -1;
  for (let i = 0; i < count; i++) {
    const h = ptr + HEAD + 4 * i;
    at = put(b, at, end, i === 0 ? tiles0 : i === 1 ? tiles1 : i === 2 ? tiles2 : tiles3, h + 3);
    if (at < 0) return -1;
    const code = meldCodes >>> 8 * i;
    b[h] = code & 7;
    b[h + 1] = (code >>> 3) & 3;
    b[h + 2] = (code >>> 5) & 1;
  }
  b[ptr] = flags & 0xff;
  b[ptr + 1] = flags >>> 8;
  b[ptr + 2] = winds & 0xff;
  b[ptr + 3] = winds >>> 8;
  b[ptr + 4] = honba & 0xff;
  b[ptr + 5] = (honba >>> 8) & 0xff;
  b[ptr + 6] = (honba >>> 16) & 0xff;
  b[ptr + 7] = honba >>> 24;
  b[ptr + 8] = riichiSticks & 0xff;
  b[ptr + 9] = (riichiSticks >>> 8) & 0xff;
  b[ptr + 10] = (riichiSticks >>> 16) & 0xff;
  b[ptr + 11] = riichiSticks >>> 24;
  b[ptr + 12] = count;
  return at - ptr;
}
