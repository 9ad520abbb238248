/// <reference path="./lib/dispose.d.ts" />
// `tenpai/node`, and `tenpai` under Node: the engine's API (generated from the Rust types), synchronous.
export * from './bindings/tenpai.cjs';
/** The fields of a ruleset as a form edits them (docs/API.md, rulesetSchema). */
export declare function rulesetSchema(): import('./bindings/tenpai.cjs').RulesetSchema;
