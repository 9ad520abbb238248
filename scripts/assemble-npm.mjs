// Assembles the publishable npm package in pkg-npm/ from wasm-pack's outputs and pkg-template/ (package.json
// overlay with the `exports` map, the bundler entries index.js/index.d.ts and score/index.*, README).
// Two modules, each built for two wasm-bindgen targets:
//   the full engine   pkg-web, pkg-nodejs              -> web/, node/              (tenpai.js, tenpai_bg.wasm)
//   the scoring side  pkg-score-web, pkg-score-nodejs  -> score/web/, score/node/  (tenpai_score.js, …_bg.wasm)
// A module's two targets differ only in their JS glue: its .wasm ships once, in the web folder (where the web glue's
// `new URL('…_bg.wasm', import.meta.url)` and every bundler look for it), and the Node glue reads it from there.
// Bundlers get the web build initialised by top-level await (pkg-template/index.js), not wasm-bindgen's `bundler`
// target, which Vite cannot load without a plugin.
// Run after the wasm-pack builds (scripts/test.sh does them: `--target web|nodejs --out-dir pkg-<target>`, and
// for the scoring module `--out-dir pkg-score-<target> --out-name tenpai_score … --no-default-features`).
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { patchGlue } from './fast-paths.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'pkg-npm');
// Each module: its file name stem (wasm-pack's --out-name), and for each target the wasm-pack output directory,
// the package folder and the module system of its JS.
const MODULES = [
  { name: 'tenpai', web: ['pkg-web', 'web'], node: ['pkg-nodejs', 'node'] },
  { name: 'tenpai_score', web: ['pkg-score-web', 'score/web'], node: ['pkg-score-nodejs', 'score/node'] },
];
const TYPES = { web: 'module', node: 'commonjs' };

rmSync(out, { recursive: true, force: true });
mkdirSync(out);
let built;
for (const module of MODULES) {
  for (const target of ['web', 'node']) {
    const [from, dir] = module[target];
    const src = join(root, from);
    if (!existsSync(join(src, `${module.name}.js`))) {
      throw new Error(`${from}/${module.name}.js is missing: run scripts/test.sh's wasm-pack builds first`);
    }
    built ??= JSON.parse(readFileSync(join(src, 'package.json'), 'utf8'));
    cpSync(src, join(out, dir), {
      recursive: true,
      filter: (p) => !/(^|\/)(package\.json|\.gitignore|README\.md|LICENSE[^/]*)$/.test(p.slice(src.length)),
    });
    // A nested package.json tells Node how to read this folder's .js whatever the root's "type" says.
    writeFileSync(join(out, dir, 'package.json'), JSON.stringify({ type: TYPES[target] }, null, 2) + '\n');
  }
  shareWasm(module);
}

/**
 * Leaves the module's .wasm in its web folder only (checked byte-identical to the Node build's first) and points
 * the Node glue at it. The glue's one line that names the file must be there exactly once, or this throws.
 */
function shareWasm({ name, web: [, webDir], node: [, nodeDir] }) {
  const wasm = `${name}_bg.wasm`;
  const shared = readFileSync(join(out, webDir, wasm));
  if (!shared.equals(readFileSync(join(out, nodeDir, wasm)))) {
    throw new Error(`${webDir}/${wasm} and ${nodeDir}/${wasm} differ: build both targets from the same wasm-opt output`);
  }
  rmSync(join(out, nodeDir, wasm));
  rmSync(join(out, nodeDir, `${wasm}.d.ts`), { force: true });
  const glue = join(out, nodeDir, `${name}.js`);
  const line = `const wasmPath = \`\${__dirname}/${wasm}\`;`;
  const source = readFileSync(glue, 'utf8');
  if (source.split(line).length !== 2) throw new Error(`${glue}: expected one line '${line}' (wasm-bindgen's nodejs glue)`);
  const fromNode = posix.relative(nodeDir, webDir);
  writeFileSync(glue, source.replace(line, `const wasmPath = \`\${__dirname}/${fromNode}/${wasm}\`;`));
}

// wasm-bindgen copies the facade's JS snippets (src/wasm/*.js, ES modules) verbatim, and the Node build require()s
// them: Node before 20.19 cannot require an ES module, so the node/ copies become CommonJS (`export function f` ->
// `function f` + module.exports). The snippets use no other module syntax.
for (const { node: [, dir] } of MODULES) {
  for (const file of readdirSync(join(out, dir, 'snippets'), { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const path = join(out, dir, 'snippets', file);
    const source = readFileSync(path, 'utf8');
    const names = [...source.matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
    const cjs = source.replace(/^export function /gm, 'function ') + `\nmodule.exports = { ${names.join(', ')} };\n`;
    if (/^\s*(export|import)\b/m.test(cjs)) throw new Error(`${path}: module syntax left after the CommonJS rewrite`);
    writeFileSync(path, cjs);
  }
}

// `shanten(hand)` and `score(request)` call the engine directly for plain arguments (scripts/fast-paths.mjs says
// why and how), in both modules' glues.
for (const { name, web: [, webDir], node: [, nodeDir] } of MODULES) {
  for (const dir of [webDir, nodeDir]) patchGlue(join(out, dir, `${name}.js`), join(out, webDir, `${name}_bg.wasm`));
}

// The generated .d.ts declares `Game`'s `[Symbol.dispose]()` (for `using`), which needs `Symbol.dispose` in the
// consumer's types: TypeScript's lib has it only from ESNext.Disposable on (a default or ES2022 `lib` fails with
// "Property 'dispose' does not exist on type 'SymbolConstructor'"). Each .d.ts declares that one member itself, the
// same declaration as lib.esnext.disposable's and @types/node's, so they merge whichever of them a project has.
const DISPOSE_DECLARATION = `declare global {
  interface SymbolConstructor {
    /** The method \`using\` calls at the end of its block (ECMAScript explicit resource management). */
    readonly dispose: unique symbol;
  }
}
`;
// wasm-bindgen's last header line of every .d.ts, after which declarations may be inserted.
const LINT_HEADER = '/* eslint-disable */\n';
for (const { name, web: [, webDir], node: [, nodeDir] } of MODULES) {
  for (const dir of [webDir, nodeDir]) {
    const path = join(out, dir, `${name}.d.ts`);
    const dts = readFileSync(path, 'utf8');
    if (!dts.includes('[Symbol.dispose]()')) continue; // a module without classes (the scoring module)
    if (!dts.includes(LINT_HEADER)) throw new Error(`${path}: wasm-bindgen's header line is missing`);
    writeFileSync(path, dts.replace(LINT_HEADER, LINT_HEADER + DISPOSE_DECLARATION));
  }
}

// A module's web .d.ts is its Node .d.ts (the API, the same Rust types) followed by the web build's own
// declarations (`InitInput`, `InitOutput`, `initSync`, the default `init`). The web file re-exports the Node file's
// API instead of repeating it, which keeps one copy of each module's types in the package (about 27 KB of the
// tarball). An ES module may re-export a CommonJS one's declarations under every `moduleResolution`; the reverse
// would not hold, so the Node file keeps the text.
for (const { name, web: [, webDir], node: [, nodeDir] } of MODULES) {
  const webPath = join(out, webDir, `${name}.d.ts`);
  const nodeDts = readFileSync(join(out, nodeDir, `${name}.d.ts`), 'utf8');
  const webDts = readFileSync(webPath, 'utf8');
  if (!webDts.startsWith(nodeDts)) throw new Error(`${webPath}: expected the Node .d.ts followed by the web build's own`);
  const headerEnd = webDts.indexOf(LINT_HEADER);
  if (headerEnd < 0) throw new Error(`${webPath}: wasm-bindgen's header line is missing`);
  const header = webDts.slice(0, headerEnd + LINT_HEADER.length);
  const fromWeb = posix.relative(webDir, nodeDir);
  writeFileSync(webPath, `${header}export * from '${fromWeb}/${name}.js';\n${webDts.slice(nodeDts.length)}`);
}

const template = JSON.parse(readFileSync(join(root, 'pkg-template', 'package.json'), 'utf8'));
const pkg = { name: template.name, version: built.version, ...template };
if (built.repository) pkg.repository ??= built.repository;
writeFileSync(join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
for (const file of ['README.md', 'index.js', 'index.d.ts', 'score/index.js', 'score/index.d.ts']) {
  cpSync(join(root, 'pkg-template', file), join(out, file));
}
console.log(`pkg-npm/: tenpai@${pkg.version} (${MODULES.map((m) => `${m.web[1]}, ${m.node[1]}`).join('; ')})`);
