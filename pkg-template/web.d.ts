/// <reference path="./lib/dispose.d.ts" />
// `tenpai/web`: the engine's API (generated from the Rust types) and its loaders.
export * from './bindings/tenpai.cjs';
/** The fields of a ruleset as a form edits them (docs/API.md, rulesetSchema). */
export declare function rulesetSchema(): import('./bindings/tenpai.cjs').RulesetSchema;

/** Where `init` takes the module from: its URL, a Request or Response for it, its bytes or the compiled module. */
export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;
/** What `initSync` takes: the module's bytes or the compiled module. */
export type SyncInitInput = BufferSource | WebAssembly.Module;

/**
 * Loads the module once: fetches and instantiates its .wasm (`tenpai_bg.wasm`, `score/tenpai_score_bg.wasm`) from
 * beside the entry, or `input`. Later calls return at once. Until it has resolved, every function of the module
 * throws an Error with code `not-initialized`.
 */
export default function init(
  input?: InitInput | Promise<InitInput> | { module_or_path: InitInput | Promise<InitInput> },
): Promise<void>;
/** Loads the module synchronously from its .wasm's bytes or the compiled module. */
export function initSync(input: SyncInitInput | { module: SyncInitInput }): void;
