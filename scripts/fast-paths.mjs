// The package's fast path for `shanten(hand)`, added to wasm-bindgen's JS glue (node or web tenpai.js) in place:
//   node scripts/fast-paths.mjs pkg-nodejs/tenpai.js ...      (scripts/assemble-npm.mjs patches pkg-npm/ with it)
// The glue's `shanten` becomes `shantenChecked`, and `shanten` (same signature, same results and errors) first tries
// the engine directly: for a string of at most 64 ASCII characters and no options it writes the characters into a
// buffer of the module's memory and calls the plain wasm export `tenpai_shanten_ascii(len)` (src/wasm/mod.rs), which
// returns the four numbers packed in one i32, and builds the object itself. Anything else (options, a non-string,
// a long or non-ASCII string) and any hand the engine does not answer (-1: an error) goes to `shantenChecked`, which
// checks the argument's type and throws the engine's error. Why: per call, the glue's conversions (the string
// argument, the Result's externref table slots and multi-value array, the result object made by an import) cost more
// than the engine's work (benches/node, README). Idempotent; fails loudly if the glue no longer has the expected
// shape (wasm-bindgen is pinned in Cargo.toml).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MARK = 'function shantenChecked(hand, options) {';
const SIGNATURE = /^(export )?function shanten\(hand, options\) \{$/m;
const EXPORTS = ['tenpai_hand_buffer', 'tenpai_hand_capacity', 'tenpai_shanten_ascii'];

const fast = (exported) => `${exported}function shanten(hand, options) {
    if (options === undefined && typeof hand === 'string') {
        if (handCapacity === 0) {
            handBuffer = wasm.tenpai_hand_buffer() >>> 0;
            handCapacity = wasm.tenpai_hand_capacity() >>> 0;
        }
        const n = hand.length;
        if (n <= handCapacity) {
            const mem = getUint8ArrayMemory0();
            let i = 0;
            for (; i < n; i++) {
                const c = hand.charCodeAt(i);
                if (c > 0x7f) break;
                mem[handBuffer + i] = c;
            }
            const r = i === n ? wasm.tenpai_shanten_ascii(n) : -1;
            if (r >= 0) {
                return { shanten: (r & 255) - 1, standard: ((r >> 8) & 255) - 1, chiitoitsu: ((r >> 16) & 255) - 1, kokushi: (r >>> 24) - 1 };
            }
        }
    }
    return shantenChecked(hand, options);
}
// The buffer tenpai_shanten_ascii reads and its size (asked on the first call: the module is ready by then).
let handBuffer = 0;
let handCapacity = 0;

`;

export function patchGlue(file) {
  const glue = readFileSync(file, 'utf8');
  if (glue.includes(MARK)) return false;
  const matches = glue.match(new RegExp(SIGNATURE.source, 'gm')) ?? [];
  if (matches.length !== 1 || !/^function getUint8ArrayMemory0\(\)/m.test(glue) || !/^let .*\bwasm\b/m.test(glue)) {
    throw new Error(`${file}: not the wasm-bindgen glue fast-paths.mjs knows (one 'function shanten(hand, options)', ` +
      `getUint8ArrayMemory0, a module-level 'wasm')`);
  }
  const exported = new WebAssembly.Module(readFileSync(join(dirname(file), 'tenpai_bg.wasm')));
  const names = new Set(WebAssembly.Module.exports(exported).map((e) => e.name));
  const missing = EXPORTS.filter((name) => !names.has(name));
  if (missing.length) throw new Error(`${file}: tenpai_bg.wasm does not export ${missing.join(', ')}`);
  writeFileSync(file, glue.replace(SIGNATURE, (_, e) => fast(e ?? '') + MARK));
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of process.argv.slice(2)) {
    console.log(`${file}: ${patchGlue(file) ? 'shanten fast path added' : 'already has the shanten fast path'}`);
  }
}
