// `tenpai/score/node`, and `tenpai/score` under Node and in server bundles, as ../node.js is for the full engine:
// the first call reads and compiles bindings/tenpai_score_bg.wasm.
import * as bindings from './bindings/index.js';
import * as api from './bindings/api.js';
import { engineOf } from '../lib/engine.js';
import { compileWasm } from '../lib/files.js';

export * from './bindings/api.js';
const engine = engineOf(bindings, api);
engine.readSync ??= () =>
  compileWasm(
    new URL('./bindings/tenpai_score_bg.wasm', import.meta.url),
    import.meta.url,
    'bindings/tenpai_score_bg.wasm',
    bindings.entry,
  );
export const { shanten, score } = engine;
