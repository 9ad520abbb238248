/// <reference path="./lib/dispose.d.ts" />
// `tenpai/node`, and `tenpai` under Node: the engine's API (generated from the Rust types), synchronous.
export * from './bindings/tenpai.cjs';
