/// <reference path="../lib/dispose.d.ts" />
// `tenpai/score/node`, and `tenpai/score` under Node: the scoring module's API (generated from the Rust types),
// synchronous.
export * from './bindings/tenpai_score.cjs';
/** The fields of a ruleset as a form edits them (docs/API.md, rulesetSchema). */
export declare function rulesetSchema(): import('./bindings/tenpai_score.cjs').RulesetSchema;
