// `import … from 'tenpai/score'` in bundlers: the scoring module's web build (rulesets, ruleset, shanten, waits,
// score; no Game), ready on import. It loads its own .wasm (tenpai_score_bg.wasm, a fraction of the full engine's)
// the way ../index.js loads the full one.
import init from './web/tenpai_score.js';

await init();

export * from './web/tenpai_score.js';
