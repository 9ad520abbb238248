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
// Fields are read by name (not in a loop over key names): V8 then caches each read for the request's shape.

const plain = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
// Strings the text form can carry: no separator, no lone surrogate (JSON text would have those rejected).
const clean = (s) => typeof s === 'string' && s.indexOf('\x01') === -1 &&
  (s.isWellFormed === undefined || s.isWellFormed());

let present = 0; // defined members read so far from the current object
let declined = false;
/** A string member: its text, '' when absent; declines a wrong type (and '' where '' means absent). */
function str(v, optional) {
  if (v === undefined) return '';
  present++;
  if (!clean(v) || (optional && v === '')) declined = true;
  return v;
}
/** A boolean member as 0/1; declines anything but true, false or absent. */
function flag(v) {
  if (v === undefined) return 0;
  present++;
  if (v === true) return 1;
  if (v !== false) declined = true;
  return 0;
}
/** A u32 member, 0 when absent. */
function count(v) {
  if (v === undefined) return 0;
  present++;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffffffff) declined = true;
  return v;
}

/** A score request as one text (fields in a fixed order, separated by U+0001; request.rs reads it), or undefined
 *  for any request that is not plainly well-typed (extra keys, wrong types, null, a full ruleset object, ...): the
 *  facade then reads it as JSON text, whose errors are the API's. */
export function scoreRequestText(r) {
  if (!plain(r) || r.hand === undefined || r.winTile === undefined) return undefined;
  present = 0;
  declined = false;
  const strings = str(r.hand, false) + '\x01' + str(r.winTile, false) + '\x01' + str(r.dora, false) + '\x01' +
    str(r.ura, false) + '\x01' + str(r.nukidora, false) + '\x01' + str(r.discards, false) + '\x01' +
    str(r.ruleset, true) + '\x01' + str(r.seatWind, true) + '\x01' + str(r.roundWind, true) + '\x01' +
    str(r.discarder, true) + '\x01' + str(r.pao, true) + '\x01' + str(r.kanFeeder, true);
  const flags = flag(r.tsumo) | flag(r.riichi) << 1 | flag(r.doubleRiichi) << 2 | flag(r.openRiichi) << 3 |
    flag(r.ippatsu) << 4 | flag(r.haitei) << 5 | flag(r.houtei) << 6 | flag(r.rinshan) << 7 | flag(r.chankan) << 8 |
    flag(r.tenhou) << 9 | flag(r.chiihou) << 10 | flag(r.renhou) << 11 | flag(r.paarenchan) << 12 |
    flag(r.wildcard) << 13 | flag(r.suukantsuSpecial) << 14;
  let text = strings + '\x01' + flags + '\x01' + count(r.honba) + '\x01' + count(r.riichiSticks);
  const melds = r.melds;
  if (melds !== undefined) {
    present++;
    if (!Array.isArray(melds)) return undefined;
    const outer = present;
    for (const m of melds) {
      if (!plain(m) || Array.isArray(m)) return undefined;
      present = 0;
      const meld = '\x01' + str(m.type, true) + '\x01' + str(m.tiles, false) + '\x01' + str(m.from, true) + '\x01' +
        flag(m.wildcard);
      // `type` and `tiles` are required: absent ones would read as ''.
      if (m.type === undefined || m.tiles === undefined || Object.keys(m).length !== present) return undefined;
      text += meld;
    }
    present = outer;
  }
  // Every member was one of the above (a member left undefined, or any other key, declines).
  if (declined || Object.keys(r).length !== present) return undefined;
  return text;
}
