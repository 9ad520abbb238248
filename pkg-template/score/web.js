// `tenpai/score/web`: the scoring module (rulesets, ruleset, shanten, waits, score; no Game) for browsers and
// workers without a bundler's top-level await, as ../web.js is for the full engine: `init()` fetches
// bindings/tenpai_score_bg.wasm from beside this file.
import * as bindings from './bindings/index.js';
import * as api from './bindings/api.js';
import { engineOf } from '../lib/engine.js';

export * from './bindings/api.js';
const engine = engineOf(bindings, api);
export const { shanten, score, initSync } = engine;

export default function init(source = new URL('./bindings/tenpai_score_bg.wasm', import.meta.url)) {
  return engine.init(source);
}
