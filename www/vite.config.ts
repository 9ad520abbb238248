import { defineConfig } from 'vite';

export default defineConfig({
  // The wasm-bindgen "web" package loads its .wasm via new URL(..., import.meta.url);
  // keeping it out of esbuild's dependency pre-bundling lets that URL survive in dev mode.
  optimizeDeps: { exclude: ['tenpai'] },
  // pkg-web lives beside www/, outside Vite's root.
  server: { fs: { allow: ['..'] } },
  build: { target: 'es2022' },
});
