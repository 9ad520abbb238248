// Where a module's .wasm is under Node, read on the first call (node.js and score/node.js), never at import.
//
// Two places are tried, in this order:
//   1. the entry's `new URL('./<name>_bg.wasm', import.meta.url)`, when it is a file: URL: in plain Node, and where
//      a bundler emitted the file and points there (webpack's node targets, Turbopack's route handlers);
//   2. the file beside the entry's own source, from `import.meta.url` alone: bundlers that serve the URL above to
//      browsers (Next.js's server and SSR bundles, webpack and Turbopack alike, give it as `/_next/static/media/…`)
//      still give the entry's source location as its `import.meta.url`, in the installed package.
// Node's modules are taken with `process.getBuiltinModule` when the file is read: an ES module's `import` of
// node:fs costs a few milliseconds at every start, whether or not the engine is used.

/** The compiled module: `asset` is the entry's `new URL(…)` of the .wasm, `entryUrl` its `import.meta.url`, `file`
 *  the .wasm's path relative to the entry. Throws an Error with code `not-initialized` naming what it tried. */
export function compileWasm(asset, entryUrl, file, entry) {
  const { readFileSync } = process.getBuiltinModule('node:fs');
  const tried = [];
  const candidates = [() => (asset.protocol === 'file:' ? asset.href : null), () => new URL(file, entryUrl).href];
  for (const candidate of candidates) {
    let href;
    try {
      href = candidate();
      if (href === null || tried.some((t) => t.href === href)) continue;
      return new WebAssembly.Module(readFileSync(new URL(href)));
    } catch (e) {
      tried.push({ href, error: e.message });
    }
  }
  const error = new Error(
    `${entry} could not find its .wasm (${tried.map((t) => t.error).join('; ')}): read ${file} from the ` +
      `package yourself and pass its bytes to initSync() from '${entry}/web' before the first call`,
  );
  error.code = 'not-initialized';
  throw error;
}
