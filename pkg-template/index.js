// `import … from 'tenpai'` in bundlers: the web build, ready on import. Top-level await makes the exports usable as
// soon as an importer runs. The web build fetches tenpai_bg.wasm through `new URL('tenpai_bg.wasm', import.meta.url)`:
// Vite and webpack 5 emit that file as an asset by themselves; Rollup and esbuild need the step the package README
// gives (tests/consumers/ builds an app with each). wasm-bindgen's `bundler` target is not used: it imports the .wasm
// as an ES module, which Vite cannot do without vite-plugin-wasm.
import init from './web/tenpai.js';

await init();

export * from './web/tenpai.js';
