// Assembles the publishable npm package in pkg-npm/ from wasm-pack's two outputs (pkg-web, pkg-nodejs) and
// pkg-template/ (package.json overlay with the `exports` map, the bundler entry index.js/index.d.ts, README).
// Bundlers get the web build initialised by top-level await (pkg-template/index.js), not wasm-bindgen's `bundler`
// target, which Vite cannot load without a plugin.
// Run after `wasm-pack build --target web|nodejs --out-dir pkg-<target>` (scripts/test.sh does both).
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { patchGlue } from './fast-paths.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'pkg-npm');
// wasm-pack's output directory for each folder of the package, and the module system its JS uses.
const parts = { web: ['pkg-web', 'module'], node: ['pkg-nodejs', 'commonjs'] };

rmSync(out, { recursive: true, force: true });
mkdirSync(out);
let built;
for (const [dir, [from, type]] of Object.entries(parts)) {
  const src = join(root, from);
  if (!existsSync(join(src, 'package.json'))) {
    throw new Error(`${from}/ is missing: run wasm-pack build --target ${from.slice(4)} --out-dir ${from} first`);
  }
  built ??= JSON.parse(readFileSync(join(src, 'package.json'), 'utf8'));
  cpSync(src, join(out, dir), {
    recursive: true,
    filter: (p) => !/(^|\/)(package\.json|\.gitignore|README\.md|LICENSE[^/]*)$/.test(p.slice(src.length)),
  });
  // A nested package.json tells Node how to read this folder's .js whatever the root's "type" says.
  writeFileSync(join(out, dir, 'package.json'), JSON.stringify({ type }, null, 2) + '\n');
}

// wasm-bindgen copies the facade's JS snippets (src/wasm/*.js, ES modules) verbatim, and the Node build require()s
// them: Node before 20.19 cannot require an ES module, so the node/ copies become CommonJS (`export function f` ->
// `function f` + module.exports). The snippets use no other module syntax.
for (const file of readdirSync(join(out, 'node', 'snippets'), { recursive: true })) {
  if (!file.endsWith('.js')) continue;
  const path = join(out, 'node', 'snippets', file);
  const source = readFileSync(path, 'utf8');
  const names = [...source.matchAll(/^export function (\w+)/gm)].map((m) => m[1]);
  const cjs = source.replace(/^export function /gm, 'function ') + `\nmodule.exports = { ${names.join(', ')} };\n`;
  if (/^\s*(export|import)\b/m.test(cjs)) throw new Error(`${path}: module syntax left after the CommonJS rewrite`);
  writeFileSync(path, cjs);
}

// `shanten(hand)` calls the engine directly for a plain hand (scripts/fast-paths.mjs says why and how).
for (const dir of Object.keys(parts)) patchGlue(join(out, dir, 'tenpai.js'));

const template = JSON.parse(readFileSync(join(root, 'pkg-template', 'package.json'), 'utf8'));
const pkg = { name: template.name, version: built.version, ...template };
if (built.repository) pkg.repository ??= built.repository;
writeFileSync(join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
for (const file of ['README.md', 'index.js', 'index.d.ts']) {
  cpSync(join(root, 'pkg-template', file), join(out, file));
}
console.log(`pkg-npm/: tenpai@${pkg.version} (${Object.keys(parts).join(', ')})`);
