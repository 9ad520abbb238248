// Builds the JS value of a tape written by tape.rs: one call per result. The codes are wire.rs's (`TAPE_*`,
// `SCORE_TAPE_*`), each marked with its name there; `cargo test --lib wire` checks them.
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
    case /*wire.TAPE_NULL*/ 0: return null;
    case /*wire.TAPE_TRUE*/ 1: return true;
    case /*wire.TAPE_FALSE*/ 2: return false;
    case /*wire.TAPE_NUMBER*/ 3: return tape[at++];
    case /*wire.TAPE_TEXT*/ 4: return string(tape[at++], false);
    case /*wire.TAPE_INTERNED*/ 5: return interned[tape[at++]];
    case /*wire.TAPE_INTERN_NEW*/ 6: return string(tape[at++], true);
    case /*wire.TAPE_ARRAY*/ 7: {
      const array = [];
      while (tape[at] !== /*wire.TAPE_END*/ 9) array.push(value());
      at++;
      return array;
    }
    case /*wire.TAPE_OBJECT*/ 8: {
      const object = {};
      while (tape[at] !== /*wire.TAPE_END*/ 9) {
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

/** A `ScoreResult` from its tape (tape.rs `score_tape`: the head, layout first, then the result; the plain layout
 *  is built here with object literals, keys in serde's order; any other is a generic tape). */
export function scoreTape(start) {
  if (tape.length === 0) tape = new Float64Array(memory.buffer);
  const textLen = tape[start + /*wire.SCORE_TAPE_TEXT_LEN*/ 2];
  text = textLen === 0
    ? ''
    : utf8.decode(new Uint8Array(memory.buffer, tape[start + /*wire.SCORE_TAPE_TEXT_AT*/ 1], textLen));
  textAt = 0;
  let result;
  if (tape[start] === /*wire.SCORE_TAPE_PLAIN*/ 0) {
    result = plainScore(tape, start + /*wire.SCORE_TAPE_HEAD*/ 3);
  } else {
    at = start + /*wire.SCORE_TAPE_HEAD*/ 3;
    result = value();
  }
  text = undefined;
  return result;
}

/** A string of a plain score tape at `p` of `t` (two entries): interned, or the next characters of the text.
 *  (`| 0` here and on the counts below: read as int32, a tape number indexes and bounds a loop without a
 *  float-to-index check; they are small whole numbers.) */
function plainString(t, p) {
  return t[p] === /*wire.TAPE_INTERNED*/ 5
    ? interned[t[p + 1] | 0]
    : string(t[p + 1], t[p] === /*wire.TAPE_INTERN_NEW*/ 6);
}

/** The plain layout (score_layout.rs `write_plain`), read with locals only (the module's `at` is a context slot). */
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
