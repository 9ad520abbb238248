// Only for the dev-server test: the one setting the package README asks Vite users to add for `vite` (dev).
// Vite's dependency pre-bundling would move the JS away from tenpai_bg.wasm; `vite build` needs no config.
export default { optimizeDeps: { exclude: ['tenpai'] } };
