// `tenpai/node`, and `tenpai` under Node and in server bundles (Next.js server components, SSR and route
// handlers): synchronous, no init. Importing it reads nothing; the first call reads and compiles
// tenpai_bg.wasm (lib/files.js says where it looks).
import * as bindings from './bindings/index.js';
import { shanten as checkedShanten, score as checkedScore } from './bindings/api.js';
import { engineOf } from './lib/engine.js';
import { compileWasm } from './lib/files.js';

export * from './bindings/api.js';
export { rulesetSchema } from './lib/ruleset-schema.js';
const engine = engineOf(bindings, { shanten: checkedShanten, score: checkedScore });
const wasm = () => new URL('./tenpai_bg.wasm', import.meta.url);
engine.readSync ??= () => compileWasm(wasm(), import.meta.url, 'tenpai_bg.wasm', bindings.entry);
export const { shanten, score } = engine;
