// Assembles the publishable npm package in pkg-npm/ from wasm-bindgen's bindings and pkg-template/ (package.json
// overlay with the `exports` map, the hand-written entries, lib/, README):
//   the full engine   pkg-bindings        -> bindings/        (tenpai_bg.js, tenpai_bg.wasm, tenpai.d.cts)
//   the scoring side  pkg-score-bindings  -> score/bindings/  (tenpai_score_bg.js, …)
// Each module is built once, with wasm-bindgen's `--target bundler` (scripts/build-npm.sh): its bindings take the
// instance from whoever loads the .wasm (`__wbg_set_wasm`), and run unchanged in browsers, workers and Node, so the
// package's own entries (pkg-template/*.js, lib/engine.js) load it each environment's way. Nothing wasm-bindgen
// wrote is edited: its files are copied as they are (the .d.ts renamed .d.cts, so that CommonJS `require` users
// get the same declarations), and beside them this script writes two small modules derived from them:
//   bindings/index.js  the .wasm's import object (each module its import section names, under that name), the
//                      setter, and the facade's JS helpers (src/wasm/*.js, copied by wasm-bindgen to snippets/)
//   bindings/api.js    the module's API: every export of <name>_bg.js but the functions the .wasm imports from it
//                      and the setter; so a new Rust export reaches every entry with no edit here or there
// and cdn.js, the file jsDelivr serves at the package's bare URL.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'pkg-npm');
const template = join(root, 'pkg-template');
// Each module: its file name stem (wasm-pack's --out-name), the build folder, its folder in the package and the
// entry name users import it by.
const MODULES = [
  { name: 'tenpai', from: 'pkg-bindings', dir: '', entry: 'tenpai' },
  { name: 'tenpai_score', from: 'pkg-score-bindings', dir: 'score', entry: 'tenpai/score' },
];
// wasm-bindgen's bundler-target setter of the instance the bindings call.
const SETTER = '__wbg_set_wasm';
const GENERATED = '// Written by scripts/assemble-npm.mjs from wasm-bindgen\'s output; not edited by hand.';

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
  for (const file of [`${module.name}_bg.js`, `${module.name}_bg.wasm`, 'snippets']) {
    cpSync(join(from, file), join(dir, file), { recursive: true });
  }
  cpSync(join(from, `${module.name}.d.ts`), join(dir, `${module.name}.d.cts`));
  await writeBindings(module, dir);
}

/** Writes bindings/index.js and bindings/api.js of `module` (see the top of this file). */
async function writeBindings({ name, entry }, dir) {
  const glue = `./${name}_bg.js`;
  const wasm = new WebAssembly.Module(readFileSync(join(dir, `${name}_bg.wasm`)));
  const imported = new Map(); // module specifier -> names the .wasm imports from it
  for (const { module, name: field } of WebAssembly.Module.imports(wasm)) {
    if (!imported.has(module)) imported.set(module, new Set());
    imported.get(module).add(field);
  }
  const snippets = readdirSync(join(dir, 'snippets'), { recursive: true })
    .map((f) => `./snippets/${String(f).split('\\').join('/')}`)
    .filter((f) => f.endsWith('.js'))
    .sort();
  for (const specifier of imported.keys()) {
    if (specifier !== glue && !snippets.includes(specifier)) {
      throw new Error(`${name}_bg.wasm imports from '${specifier}', which is neither ${glue} nor a snippet`);
    }
  }
  const load = (specifier) => import(pathToFileURL(join(dir, specifier)).href);
  const glueExports = Object.keys(await load(glue));
  if (!glueExports.includes(SETTER)) throw new Error(`${glue} has no ${SETTER}: not wasm-bindgen's bundler target`);
  const shims = imported.get(glue) ?? new Set();
  const api = glueExports.filter((n) => n !== SETTER && !shims.has(n)).sort();
  // The helpers are re-exported under their own names, which must not meet each other's or this module's.
  const helpers = new Map([['entry', 'bindings/index.js'], ['imports', 'bindings/index.js'], ['setWasm', 'bindings/index.js']]);
  for (const specifier of snippets) {
    for (const helper of Object.keys(await load(specifier))) {
      if (helpers.has(helper)) throw new Error(`${specifier} and ${helpers.get(helper)} both export ${helper}`);
      helpers.set(helper, specifier);
    }
  }
  const modules = [glue, ...snippets.filter((s) => imported.has(s))];
  const index = [
    GENERATED,
    `// The bindings of ${entry} as lib/engine.js uses them: the import object of ${name}_bg.wasm, the setter of the`,
    `// instance ${name}_bg.js calls, and the facade's JS helpers (src/wasm/*.js).`,
    ...modules.map((m, i) => `import * as import${i} from '${m}';`),
    '',
    `export const entry = '${entry}';`,
    `export const imports = {`,
    ...modules.map((m, i) => `  '${m}': import${i},`),
    `};`,
    `export const setWasm = import0.${SETTER};`,
    ...snippets.map((s) => `export * from '${s}';`),
    '',
  ];
  writeFileSync(join(dir, 'index.js'), index.join('\n'));
  writeFileSync(
    join(dir, 'api.js'),
    `${GENERATED}\n// The API of ${entry}: what ${name}_bg.js exports but the functions ${name}_bg.wasm imports from it and ` +
      `its setter.\nexport { ${api.join(', ')} } from '${glue}';\n`,
  );
}

// jsDelivr serves the package's default file (its "jsdelivr" field) at the bare URL, https://cdn.jsdelivr.net/npm/
// tenpai[@range], without a redirect, so a relative import there resolves against /npm/: this one names the folder
// of this exact version. (unpkg redirects its bare URL to the file itself: its field is index.js.)
writeFileSync(
  join(out, 'cdn.js'),
  `${GENERATED}\n// The file jsDelivr serves at the package's bare URL (package.json "jsdelivr"): index.js of this version.\n` +
    `export * from './tenpai@${built.version}/index.js';\n`,
);

console.log(`pkg-npm/: tenpai@${built.version} (${MODULES.map((m) => posix.join(m.dir, 'bindings')).join(', ')})`);
