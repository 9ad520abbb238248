/// <reference path="../lib/dispose.d.ts" />
// `tenpai/score/web`: the scoring module's API (generated from the Rust types) and its loaders, typed as tenpai/web's.
export * from './bindings/tenpai_score.cjs';
/** The fields of a ruleset as a form edits them (docs/API.md, rulesetSchema). */
export declare function rulesetSchema(): import('./bindings/tenpai_score.cjs').RulesetSchema;
export { type InitInput, type SyncInitInput, default, initSync } from '../web.js';
