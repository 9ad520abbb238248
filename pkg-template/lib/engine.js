// The engine behind every entry of the package, one per module (the full engine, the scoring module `tenpai/score`).
//
// Each module's bindings are wasm-bindgen's `--target bundler` output (`bindings/<name>_bg.js`: the exported
// functions and classes, which call the instance through a `wasm` object the bindings' `__wbg_set_wasm` sets) and
// `bindings/index.js`, which scripts/assemble-npm.mjs writes from the .wasm's import section (the import object,
// the setter, the facade's JS helpers). The entries (index.js, web.js, node.js, worker.js and score/'s) re-export
// the bindings' API as wasm-bindgen generates it and add what is the package's own:
//   - loading: `init` (async, any source), `initSync` (bytes or a compiled module), and for Node a file reader
//     that runs on the first call, never at import (`readSync`, set by node.js);
//   - before the module is loaded, the bindings' `wasm` is a stand-in whose every property loads it (Node) or
//     throws an Error with code `not-initialized` naming what to call; the instance's own exports replace it when
//     it loads, so a loaded module pays nothing for this;
//   - `shanten(hand)` and `score(request)` fast paths (below), which the entries export in place of the bindings'
//     functions of the same names.
// Nothing here runs at import but making the stand-in: no file, no network, no `window`.

/** One engine per module, keyed by its bindings (every entry of a module gets the same one). */
const engines = new WeakMap();

/** The engine of the module whose bindings are `bindings` (bindings/index.js); `checked` holds the bindings'
 *  `shanten` and `score`, which the fast paths call for what they do not answer. */
export function engineOf(bindings, checked) {
  let engine = engines.get(bindings);
  if (!engine) {
    engine = createEngine(bindings, checked);
    engines.set(bindings, engine);
  }
  return engine;
}

function createEngine(bindings, checked) {
  /** The instance's exports once loaded, else null. */
  let wasm = null;
  /** The pending `init()`, if any. */
  let loading = null;
  const engine = {
    /** Set by node.js: returns the module's compiled `WebAssembly.Module`, read synchronously on first use. */
    readSync: null,
    init,
    initSync,
    shanten,
    score,
  };

  function notInitialized() {
    const error = new Error(
      `${bindings.entry} is not loaded yet: call \`await init()\` (the default export of '${bindings.entry}/web') ` +
        `once before using it, or import '${bindings.entry}', which is ready on import`,
    );
    error.code = 'not-initialized';
    return error;
  }

  /** The instance's exports, loading the module first where that can be done synchronously (Node). */
  function loaded() {
    if (wasm !== null) return wasm;
    if (engine.readSync === null) throw notInitialized();
    initSync(engine.readSync());
    return wasm;
  }

  // The bindings' stand-in for the instance until it is loaded: reading any of its exports loads it or throws.
  bindings.setWasm(
    new Proxy(Object.create(null), {
      get: (_, name) => loaded()[name],
    }),
  );

  /** Hands the new instance to the bindings and runs its start function. */
  function finish(instance) {
    if (wasm !== null) return;
    const exports = instance.exports;
    bindings.setWasm(exports);
    wasm = exports;
    exports.__wbindgen_start?.();
  }

  /** `initSync(source)`: `source` is the .wasm's bytes (a BufferSource) or a compiled `WebAssembly.Module`, or
   *  wasm-bindgen's `{ module }` object holding one. */
  function initSync(source) {
    if (wasm !== null) return;
    if (isPlainObject(source) && 'module' in source) source = source.module;
    const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source);
    finish(new WebAssembly.Instance(module, bindings.imports));
  }

  /** `init(source?)`: fetches (or takes) the .wasm and instantiates it, once; later calls return at once. `source`:
   *  a URL (string or URL; a file: URL is read from disk under Node), a Request, a Response, bytes, a compiled
   *  module, a promise of any of these, or wasm-bindgen's `{ module_or_path }` object holding one. */
  function init(source) {
    if (wasm !== null) return Promise.resolve();
    loading ??= load(source).catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  async function load(source) {
    if (isPlainObject(source) && 'module_or_path' in source) source = source.module_or_path;
    source = await source;
    if (typeof source === 'string' || source instanceof URL) {
      const bytes = readFileUrl(source);
      const url = source;
      source = bytes ?? (await fetch(url));
      const beside = bytes === null && !isWasm(source) ? besideViteDeps(url, bindings.entry) : null;
      if (beside !== null) source = await fetch(beside);
    } else if (typeof Request === 'function' && source instanceof Request) {
      source = await fetch(source);
    }
    if (typeof Response === 'function' && source instanceof Response) {
      if (!source.ok) throw new Error(`could not load ${source.url || 'the .wasm'}: HTTP ${source.status}`);
      // Compiled while it downloads where the server says what it is; read whole otherwise.
      if (isWasm(source)) {
        finish((await WebAssembly.instantiateStreaming(source, bindings.imports)).instance);
        return;
      }
      source = await source.arrayBuffer();
    }
    const result = await WebAssembly.instantiate(source, bindings.imports);
    finish(result instanceof WebAssembly.Instance ? result : result.instance);
  }

  // ---- fast paths -----------------------------------------------------------------------------------------------
  // Per call, wasm-bindgen's conversions (the arguments, the Result's externref table slots, the result object
  // made by a call from wasm into JS) cost about as much as the engine's work on a hand or a request, so the two
  // calls made most often skip them for plain arguments and call plain wasm exports themselves. Anything else, and
  // any argument the engine does not answer there (an error), goes to the bindings' checked function, which checks
  // the argument's type and throws the engine's error. The numbers read are src/wasm/wire.rs's, each marked with
  // its name there (`cargo test --lib wire` checks them).

  /** A byte view of the instance's memory (a grown memory detaches the old buffer: its length becomes 0). */
  let bytes = new Uint8Array(0);
  // The buffers tenpai_shanten_ascii and tenpai_score_request read, and their sizes (asked on the first call).
  let handBuffer = 0;
  let handCapacity = 0;
  let scoreBuffer = 0;
  let scoreCapacity = 0;
  // The checked functions, and the facade's request writer and tape reader the score path calls.
  const { shanten: checkedShanten, score: checkedScore } = checked;
  const { scoreRequestWrite, scoreTape } = bindings;

  /** `shanten(hand)`: a string of at most `tenpai_hand_capacity()` ASCII characters and no options is written
   *  into the module's memory for the plain export `tenpai_shanten_ascii(len)` (src/wasm/text.rs), which returns
   *  the four numbers packed in one i32 (src/wasm/wire.rs `SHANTEN_*`). */
  function shanten(hand, options) {
    if (options === undefined && typeof hand === 'string') {
      const x = wasm ?? loaded();
      if (handCapacity === 0) {
        handBuffer = x.tenpai_hand_buffer() >>> 0;
        handCapacity = x.tenpai_hand_capacity() >>> 0;
      }
      const n = hand.length;
      if (n <= handCapacity) {
        if (bytes.byteLength === 0) bytes = new Uint8Array(x.memory.buffer);
        let i = 0;
        for (; i < n; i++) {
          const c = hand.charCodeAt(i);
          if (c > 0x7f) break;
          bytes[handBuffer + i] = c;
        }
        // Not answered is negative; an answer never is (each byte is at most 100).
        const r = i === n ? x.tenpai_shanten_ascii(n) : /*wire.SHANTEN_NOT_ANSWERED*/ -1;
        if (r >= 0) {
          return {
            shanten: (r & 255) - 1,
            standard: ((r >> /*wire.SHANTEN_STANDARD*/ 8) & 255) - 1,
            chiitoitsu: ((r >> /*wire.SHANTEN_CHIITOITSU*/ 16) & 255) - 1,
            kokushi: (r >>> /*wire.SHANTEN_KOKUSHI*/ 24) - 1,
          };
        }
      }
    }
    return checkedShanten(hand, options);
  }

  /** `score(request)`: the request's binary form is written into the module's memory by the facade's own writer
   *  (src/wasm/request.js `scoreRequestWrite`) for the plain export `tenpai_score_request(len)`
   *  (src/wasm/request.rs), which returns where the result's tape starts; tape.js `scoreTape` builds the result.
   *  A request the writer declines (-1) or the engine does not answer (0) goes to the checked `score`. */
  function score(request) {
    const x = wasm ?? loaded();
    if (scoreCapacity === 0) {
      scoreBuffer = x.tenpai_score_buffer() >>> 0;
      scoreCapacity = x.tenpai_score_capacity() >>> 0;
    }
    const n = scoreRequestWrite(request, scoreBuffer, scoreCapacity);
    if (n >= 0) {
      const at = x.tenpai_score_request(n) >>> 0;
      if (at !== 0) return scoreTape(at);
    }
    return checkedScore(request);
  }

  return engine;
}

/** A response the server says is a .wasm. */
function isWasm(response) {
  return response.ok && response.headers.get('content-type')?.startsWith('application/wasm') === true;
}

/** Vite's dev server bundles each dependency into node_modules/.vite/deps/ without its other files, so there the
 *  entries' `new URL('./<name>_bg.wasm', import.meta.url)` gets a 404 or the app's page; the package's own files
 *  are served beside that folder, at node_modules/<entry>/. That URL for a .wasm URL in .vite/deps, else null. */
function besideViteDeps(url, entry) {
  const m = /^(.*\/)\.vite\/deps[^/]*\/(?:[^?#]*\/)?([^/?#]+\.wasm)(?:[?#].*)?$/.exec(String(url));
  return m ? `${m[1]}${entry}/${m[2]}` : null;
}

function isPlainObject(value) {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** The bytes of a file: URL under Node (whose fetch does not read files), else null. `process.getBuiltinModule`
 *  keeps `node:fs` out of the module graph, so bundlers for the browser see no import of it. */
function readFileUrl(url) {
  const node = globalThis.process;
  if (typeof node?.getBuiltinModule !== 'function') return null;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return null; // a relative URL: only a page has a base for it
  }
  return parsed.protocol === 'file:' ? node.getBuiltinModule('node:fs').readFileSync(parsed) : null;
}
