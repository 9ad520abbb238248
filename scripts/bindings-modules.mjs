// The two modules scripts/assemble-npm.mjs writes beside a module's wasm-bindgen bindings (`--target bundler`), derived
// from them, never by reading their text: the .wasm's import section and the modules' own exports.
//   bindings/index.js  the .wasm's import object (each module its import section names, under that name), the
//                      setter of the instance the bindings call, and the facade's JS helpers (src/wasm/*.js, which
//                      wasm-bindgen copies to snippets/), re-exported by name
//   bindings/api.js    the module's API: every export of <name>_bg.js but the functions the .wasm imports from it
//                      and the setter, so that a new Rust export reaches every entry with no edit anywhere
// `writeBindings(dir, name, entry)`: `dir` holds <name>_bg.js and snippets/, its parent <name>_bg.wasm; `entry` is
// the name users import the module by ('tenpai', 'tenpai/score').
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// wasm-bindgen's bundler-target setter of the instance the bindings call.
const SETTER = '__wbg_set_wasm';
export const GENERATED = "// Written by scripts/assemble-npm.mjs from wasm-bindgen's output; not edited by hand.";

/** Writes `dir`/index.js and `dir`/api.js (see the top of this file). */
export async function writeBindings(dir, name, entry) {
  const glue = `./${name}_bg.js`;
  const wasm = new WebAssembly.Module(readFileSync(join(dir, '..', `${name}_bg.wasm`)));
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
  const helpers = new Map(['entry', 'imports', 'setWasm'].map((n) => [n, 'bindings/index.js']));
  const helperNames = [];
  for (const specifier of snippets) {
    const names = Object.keys(await load(specifier));
    for (const helper of names) {
      if (helpers.has(helper)) throw new Error(`${specifier} and ${helpers.get(helper)} both export ${helper}`);
      helpers.set(helper, specifier);
    }
    helperNames.push(names);
  }
  // Each module once, as a namespace; names are taken from the namespaces (an `export *` of a module also imported as
  // a namespace breaks Parcel's scope hoisting: "$…$import$… is not defined").
  const modules = [glue, ...snippets];
  const index = [
    GENERATED,
    `// The bindings of ${entry} as lib/engine.js uses them: the import object of ${name}_bg.wasm, the setter of the`,
    `// instance ${name}_bg.js calls, and the facade's JS helpers (src/wasm/*.js).`,
    ...modules.map((m, i) => `import * as import${i} from '${m}';`),
    '',
    `export const entry = '${entry}';`,
    `export const imports = {`,
    ...modules.map((m, i) => (imported.has(m) ? `  '${m}': import${i},` : null)).filter(Boolean),
    `};`,
    `export const setWasm = import0.${SETTER};`,
    ...helperNames.map((names, i) => `export const { ${names.join(', ')} } = import${i + 1};`),
    '',
  ];
  writeFileSync(join(dir, 'index.js'), index.join('\n'));
  writeFileSync(
    join(dir, 'api.js'),
    `${GENERATED}\n// The API of ${entry}: what ${name}_bg.js exports but the functions ${name}_bg.wasm imports\n` +
      `// from it and its setter.\nexport { ${api.join(', ')} } from '${glue}';\n`,
  );
}
