/// <reference path="../lib/dispose.d.ts" />
// `tenpai/score/web`: the scoring module's API (generated from the Rust types) and its loaders, typed as tenpai/web's.
export * from './bindings/tenpai_score.cjs';
export { type InitInput, type SyncInitInput, default, initSync } from '../web.js';
