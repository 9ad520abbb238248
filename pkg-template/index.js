// `import … from 'tenpai'` in bundlers (Vite, webpack 5, Rollup, esbuild, Parcel): the web build, ready on import.
// The web build fetches tenpai_bg.wasm through `new URL('tenpai_bg.wasm', import.meta.url)`, which every current
// bundler emits as an asset by itself, so no wasm plugin is needed (wasm-bindgen's `bundler` target imports the
// .wasm as an ES module, which Vite cannot do without vite-plugin-wasm). Top-level await makes the exports usable
// as soon as an importer runs.
import init from './web/tenpai.js';

await init();

export * from './web/tenpai.js';
