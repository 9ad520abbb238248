// The package's fast paths for `shanten(hand)` and `score(request)`, added to wasm-bindgen's JS glue (node or web,
// of the full module tenpai.js or the scoring module tenpai_score.js) in place:
//   node scripts/fast-paths.mjs pkg-nodejs/tenpai.js ...      (scripts/assemble-npm.mjs patches pkg-npm/ with it)
// Why: per call, the glue's conversions (the arguments, the Result's externref table slots and multi-value array,
// the result object made by a call from wasm into JS) cost about as much as the engine's work (benches/node, README).
//
// shanten: the glue's `shanten` becomes `shantenChecked`, and `shanten` (same signature, same results and errors)
// first tries the engine directly: for a string of at most 64 ASCII characters and no options it writes the
// characters into a buffer of the module's memory and calls the plain wasm export `tenpai_shanten_ascii(len)`
// (src/wasm/text.rs), which returns the four numbers packed in one i32 (src/wasm/wire.rs `SHANTEN_*`), and builds
// the object itself. Anything else (options, a non-string, a long or non-ASCII string) and any hand the engine does
// not answer (an error) goes to `shantenChecked`, which checks the argument's type and throws the engine's error.
//
// score: the glue's `score` becomes `scoreChecked`, and `score` first writes the request's binary form into the
// module's memory itself (request.js `scoreRequestWrite`, which the facade's own path uses from wasm) and calls the
// plain wasm export `tenpai_score_request(len)` (src/wasm/request.rs), which returns where the result's tape starts;
// tape.js `scoreTape` builds the result object from it. A request request.js declines (-1) and any request the
// engine does not answer there (0: an error) goes to `scoreChecked`, which reads it again and throws the engine's
// error.
//
// What this assumes of the glue, all checked by `patchGlue` before it writes anything (it throws, naming what is
// missing, if the glue no longer has that shape; wasm-bindgen is pinned in Cargo.toml): exactly one
// `function shanten(hand, options) {` and one `function score(request) {` at the start of a line (maybe
// `export`ed), which are renamed; `scoreRequestWrite` and `scoreTape` imported from the facade's snippets (the fast
// paths call them by those names); a module-level `wasm` (the instance's exports) and `getUint8ArrayMemory0()`;
// and, in the module's .wasm (`<glue name>_bg.wasm` next to it unless given), the plain exports named in EXPORTS.
// The numbers the fast paths read are src/wasm/wire.rs's, each marked with its name there (`cargo test --lib wire`
// checks them). Idempotent.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MARK = 'function shantenChecked(hand, options) {';
const SIGNATURE = /^(export )?function shanten\(hand, options\) \{$/m;
const SCORE_MARK = 'function scoreChecked(request) {';
const SCORE_SIGNATURE = /^(export )?function score\(request\) \{$/m;
// The tape.js functions the score fast path calls: the glue imports them for the facade's own calls.
const imported = (name) => new RegExp(`^(const|import) \\{[^}]*\\b${name}\\b[^}]*\\}`, 'm');
const SCORE_IMPORTS = [imported('scoreRequestWrite'), imported('scoreTape')];
const EXPORTS = ['tenpai_hand_buffer', 'tenpai_hand_capacity', 'tenpai_shanten_ascii', 'tenpai_score_buffer',
  'tenpai_score_capacity', 'tenpai_score_request'];

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
            // Not answered is negative; an answer never is (each byte is at most 100).
            const r = i === n ? wasm.tenpai_shanten_ascii(n) : /*wire.SHANTEN_NOT_ANSWERED*/ -1;
            if (r >= 0) {
                return { shanten: (r & 255) - 1, standard: ((r >> /*wire.SHANTEN_STANDARD*/ 8) & 255) - 1, chiitoitsu: ((r >> /*wire.SHANTEN_CHIITOITSU*/ 16) & 255) - 1, kokushi: (r >>> /*wire.SHANTEN_KOKUSHI*/ 24) - 1 };
            }
        }
    }
    return shantenChecked(hand, options);
}
// The buffer tenpai_shanten_ascii reads and its size (asked on the first call: the module is ready by then).
let handBuffer = 0;
let handCapacity = 0;

`;

const fastScore = (exported) => `${exported}function score(request) {
    if (scoreCapacity === 0) {
        scoreBuffer = wasm.tenpai_score_buffer() >>> 0;
        scoreCapacity = wasm.tenpai_score_capacity() >>> 0;
    }
    const n = scoreRequestWrite(request, scoreBuffer, scoreCapacity);
    if (n >= 0) {
        const at = wasm.tenpai_score_request(n) >>> 0;
        if (at !== 0) return scoreTape(at);
    }
    return scoreChecked(request);
}
// The buffer tenpai_score_request reads and its size (asked on the first call: the module is ready by then).
let scoreBuffer = 0;
let scoreCapacity = 0;

`;

export function patchGlue(file, wasmFile = file.replace(/\.js$/, '_bg.wasm')) {
  const glue = readFileSync(file, 'utf8');
  if (glue.includes(MARK) && glue.includes(SCORE_MARK)) return false;
  const count = (re) => (glue.match(new RegExp(re.source, 'gm')) ?? []).length;
  if (glue.includes(MARK) || glue.includes(SCORE_MARK) || count(SIGNATURE) !== 1 || count(SCORE_SIGNATURE) !== 1 ||
    !SCORE_IMPORTS.every((re) => re.test(glue)) || !/^function getUint8ArrayMemory0\(\)/m.test(glue) || !/^let .*\bwasm\b/m.test(glue)) {
    throw new Error(`${file}: not the wasm-bindgen glue fast-paths.mjs knows (one 'function shanten(hand, options)', ` +
      `one 'function score(request)', scoreRequestWrite and scoreTape imported, getUint8ArrayMemory0, a ` +
      `module-level 'wasm')`);
  }
  const exported = new WebAssembly.Module(readFileSync(wasmFile));
  const names = new Set(WebAssembly.Module.exports(exported).map((e) => e.name));
  const missing = EXPORTS.filter((name) => !names.has(name));
  if (missing.length) throw new Error(`${file}: ${wasmFile} does not export ${missing.join(', ')}`);
  writeFileSync(file, glue.replace(SIGNATURE, (_, e) => fast(e ?? '') + MARK)
    .replace(SCORE_SIGNATURE, (_, e) => fastScore(e ?? '') + SCORE_MARK));
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of process.argv.slice(2)) {
    console.log(`${file}: ${patchGlue(file) ? 'shanten and score fast paths added' : 'already has the fast paths'}`);
  }
}
