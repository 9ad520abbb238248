// `tenpai/node`, and `tenpai` under Node and in server bundles (Next.js server components, SSR and route
// handlers): synchronous, no init. Importing it reads nothing; the first call reads and compiles
// bindings/tenpai_bg.wasm (lib/files.js says where it looks).
import * as bindings from './bindings/index.js';
import * as api from './bindings/api.js';
import { engineOf } from './lib/engine.js';
import { compileWasm } from './lib/files.js';

export * from './bindings/api.js';
const engine = engineOf(bindings, api);
engine.readSync ??= () =>
  compileWasm(
    new URL('./bindings/tenpai_bg.wasm', import.meta.url),
    import.meta.url,
    'bindings/tenpai_bg.wasm',
    bindings.entry,
  );
export const { shanten, score } = engine;
