// `import … from 'tenpai'` in bundlers and browsers: tenpai/web, loaded by top-level await, so its exports are
// usable as soon as an importer runs. The .wasm comes from web.js's `new URL('./tenpai_bg.wasm',
// import.meta.url)`, which Vite, webpack, Parcel, Next.js and Rollup's import-meta-assets plugin emit with the
// build. (Node resolves 'tenpai' to node.js instead: package.json "exports".)
import init from './web.js';

export * from './web.js';
await init();
