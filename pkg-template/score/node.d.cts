/// <reference path="../lib/dispose.d.ts" />
// `tenpai/score/node`, and `tenpai/score` under Node: the scoring module's API (generated from the Rust types),
// synchronous.
export * from './bindings/tenpai_score.cjs';
