// Builds the JS value of a tape written by tape.rs (one call per result; see the codes there).
const interned = [];
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

export function shantenSummary(shanten, standard, chiitoitsu, kokushi) {
  return { shanten, standard, chiitoitsu, kokushi };
}
