// `import … from 'tenpai/score'` in bundlers and browsers: tenpai/score/web loaded by top-level await, as ../index.js
// is for the full engine. (Node resolves 'tenpai/score' to node.js instead: package.json "exports".)
import init from './web.js';

export * from './web.js';
await init();
