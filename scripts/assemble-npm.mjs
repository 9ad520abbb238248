// Assembles the publishable npm package in pkg-npm/ from wasm-bindgen's bindings and pkg-template/ (package.json
// overlay with the `exports` map, the hand-written entries, lib/, README):
//   the full engine   pkg-bindings        -> bindings/ (tenpai_bg.js, tenpai.d.cts, snippets/), tenpai_bg.wasm
//   the scoring side  pkg-score-bindings  -> score/bindings/ (tenpai_score_bg.js, …), score/tenpai_score_bg.wasm
// Each .wasm sits beside its module's entries, which name it `new URL('./<name>_bg.wasm', import.meta.url)`.
// Each module is built once, with wasm-bindgen's `--target bundler` (scripts/build-npm.sh): its bindings take the
// instance from whoever loads the .wasm (`__wbg_set_wasm`), and run unchanged in browsers, workers and Node, so the
// package's own entries (pkg-template/*.js, lib/engine.js) load it each environment's way. Nothing wasm-bindgen
// wrote is edited: its files are copied as they are (the .d.ts renamed .d.cts, so that CommonJS `require` users
// get the same declarations), and beside them this script writes two small modules derived from them,
// bindings/index.js and bindings/api.js (scripts/bindings-modules.mjs), and cdn.js, the file jsDelivr serves at the
// package's bare URL.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED, writeBindings } from './bindings-modules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'pkg-npm');
const template = join(root, 'pkg-template');
// Each module: its file name stem (wasm-pack's --out-name), the build folder, its folder in the package and the
// entry name users import it by.
const MODULES = [
  { name: 'tenpai', from: 'pkg-bindings', dir: '', entry: 'tenpai' },
  { name: 'tenpai_score', from: 'pkg-score-bindings', dir: 'score', entry: 'tenpai/score' },
];

rmSync(out, { recursive: true, force: true });
mkdirSync(out);
// The hand-written part: every file of pkg-template/ but the package.json overlay.
cpSync(template, out, { recursive: true, filter: (p) => p !== join(template, 'package.json') });
// The version and repository wasm-pack took from Cargo.toml; written first, so that the bindings read below are
// ES modules by the package's "type".
const built = JSON.parse(readFileSync(join(root, MODULES[0].from, 'package.json'), 'utf8'));
const overlay = JSON.parse(readFileSync(join(template, 'package.json'), 'utf8'));
const pkg = { name: overlay.name, version: built.version, ...overlay };
if (built.repository) pkg.repository ??= built.repository;
writeFileSync(join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
for (const module of MODULES) {
  const from = join(root, module.from);
  if (!existsSync(join(from, `${module.name}_bg.js`))) {
    throw new Error(`${module.from}/${module.name}_bg.js is missing: run scripts/build-npm.sh first`);
  }
  const dir = join(out, module.dir, 'bindings');
  mkdirSync(dir, { recursive: true });
  for (const file of [`${module.name}_bg.js`, 'snippets']) {
    cpSync(join(from, file), join(dir, file), { recursive: true });
  }
  cpSync(join(from, `${module.name}_bg.wasm`), join(out, module.dir, `${module.name}_bg.wasm`));
  cpSync(join(from, `${module.name}.d.ts`), join(dir, `${module.name}.d.cts`));
  await writeBindings(dir, module.name, module.entry);
}

// jsDelivr serves the package's default file (its "jsdelivr" field) at the bare URL, https://cdn.jsdelivr.net/npm/
// tenpai[@range], without a redirect, so a relative import there resolves against /npm/: this one names the folder
// of this exact version. (unpkg redirects its bare URL to the file itself: its field is index.js.)
writeFileSync(
  join(out, 'cdn.js'),
  `${GENERATED}\n// What jsDelivr serves at the package's bare URL ("jsdelivr"): index.js of this version.\n` +
    `export * from './tenpai@${built.version}/index.js';\n`,
);

console.log(`pkg-npm/: tenpai@${built.version} (${MODULES.map((m) => posix.join(m.dir, 'bindings')).join(', ')})`);
