// `tenpai/web`: the full engine for browsers and workers without a bundler's top-level await, loaded by calling
// the default export `init()` once (it fetches tenpai_bg.wasm from beside this file) or `initSync(bytes)`.
// Before that every function throws an Error with code `not-initialized`. Importing it loads nothing.
import * as bindings from './bindings/index.js';
import { shanten as checkedShanten, score as checkedScore } from './bindings/api.js';
import { engineOf } from './lib/engine.js';

export * from './bindings/api.js';
export { rulesetSchema } from './lib/ruleset-schema.js';
const engine = engineOf(bindings, { shanten: checkedShanten, score: checkedScore });
export const { shanten, score, initSync } = engine;

export default function init(source = new URL('./tenpai_bg.wasm', import.meta.url)) {
  return engine.init(source);
}
