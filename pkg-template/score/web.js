// `tenpai/score/web`: the scoring module (rulesets, ruleset, shanten, waits, score; no Game) for browsers and
// workers without a bundler's top-level await, as ../web.js is for the full engine: `init()` fetches
// tenpai_score_bg.wasm from beside this file.
import * as bindings from './bindings/index.js';
import { shanten as checkedShanten, score as checkedScore } from './bindings/api.js';
import { engineOf } from '../lib/engine.js';

export * from './bindings/api.js';
export { rulesetSchema } from '../lib/ruleset-schema.js';
const engine = engineOf(bindings, { shanten: checkedShanten, score: checkedScore });
export const { shanten, score, initSync } = engine;

export default function init(source = new URL('./tenpai_score_bg.wasm', import.meta.url)) {
  return engine.init(source);
}
