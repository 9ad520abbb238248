// String arguments (`shanten` and `waits` hands) written straight into a buffer of the module's memory, read by
// mod.rs `with_text`: one call from wasm, no allocation, instead of the glue's string copy (a call for the string,
// a call back into wasm to allocate it, and a free afterwards).
let memory;
let bytes = new Uint8Array(0);

export function textMemory(m) {
  memory = m;
}

/** Writes `s` at `ptr` when it is a string of at most `cap` characters, all ASCII, and returns its length; -1 for
 *  anything else (not a string, longer, non-ASCII), which the facade then reads the checked way. */
export function asciiWrite(s, ptr, cap) {
  if (typeof s !== 'string') return -1;
  const n = s.length;
  if (n > cap) return -1;
  // A grown memory detaches the old buffer (its length becomes 0): view the new one.
  if (bytes.byteLength === 0) bytes = new Uint8Array(memory.buffer);
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) return -1;
    bytes[ptr + i] = c;
  }
  return n;
}
