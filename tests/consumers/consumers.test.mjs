// node --test tests/consumers/: the npm package as its users get it. `npm pack` turns pkg-npm/ into ONE tarball
// (tarball.mjs); each consumer below (folders beside this one) is copied into a scratch folder, installs that tarball
// with npm and runs checks.mjs on every entry of the package (ENTRIES in checks.mjs):
//   node/     a Node 20 script: `import` of '<entry>/node', and `import` and `require` of the bare name
//   html/     a plain page with <script type="module"> importing '<entry>/web' (import map) and calling init(),
//             served as static files and loaded in headless Chromium
//   cdn/      a page importing the package by CDN URLs: jsDelivr's bare URL (/npm/tenpai@<range>, the "jsdelivr"
//             file's text served there without a redirect) and unpkg's (a redirect to the "unpkg" file), from a
//             local server that answers as those CDNs do
//   vite/     a Vite app importing each bare name with no config and no plugin, built with `vite build`; and the same
//             app under the Vite dev server, also with no config
//   vite-worker/  a Vite app whose module worker serves the engine with `tenpai/worker` (serve) and whose page calls
//             it (connect), posting its first calls before the worker has loaded anything: built with `vite build`
//   webpack/  webpack 5 with no configuration (`webpack --mode production`)
//   rollup/   Rollup 4 with @rollup/plugin-node-resolve and the asset plugin the README gives (rollup.config.mjs)
//   esbuild/  `esbuild --bundle --format=esm` and the copy step the README gives (the app's package.json "build")
//   parcel/   Parcel 2 with no configuration: `parcel build` of a page importing the bare names and of one importing
//             '<entry>/web' and calling init() (no top-level await, which `parcel serve` cannot run), and the latter
//             under `parcel serve`
// The bundled apps share app/index.js (the page's script) and are built with `npm run build`, their output served
// as static files and loaded in headless Chromium. The bundlers are the versions pinned in this folder's
// package.json. The README must give each bundler's build command and config file as the apps use them.
// Next.js 15 and 16 are next.test.mjs's; the package's types typescript.test.mjs's.
//
//   (harness.mjs: CHROMIUM_PATH; tarball.mjs: TENPAI_NPM_PKG, TENPAI_KEEP_CONSUMERS)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRIES, EXPECTED } from './checks.mjs';
import { assertOutcome, freePort, launchBrowser, outcomeInBrowser, sendFile, serve, startServer } from './harness.mjs';
import { dropScratch, makeScratch, npmInstall, packInto, run, runCapture } from './tarball.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const BIN = join(HERE, 'node_modules', '.bin');

// Each bundler's app: `npm run build` writes dist/; `warnings` are the lines of its output allowed to say "warn"
// (webpack's performance hints about the size of the .wasm, which the package README mentions).
const BUNDLERS = {
  vite: { warnings: [] },
  webpack: {
    warnings: [/^WARNING in (asset size limit|webpack performance recommendations)/, /compiled with 2 warnings in/],
  },
  rollup: { warnings: [] },
  esbuild: { warnings: [] },
};
const CONSUMERS = ['node', 'html', 'cdn', 'vite-worker', 'parcel', ...Object.keys(BUNDLERS)];

let work; // scratch folder: tenpai.tgz and one folder per consumer
let packed; // npm pack's --json report for the tarball
let browser;

/**
 * `import * as m0 from '<spec of entry 0>'; …; export const modules = { '<entry 0>': m0, … };`. With `init`, each
 * module's default export (its loader) is called too, and `ready` is the promise of all of them.
 */
function entriesModule(spec, init = false) {
  const lines = ENTRIES.map((e, i) => `import ${init ? `init${i}, ` : ''}* as m${i} from '${spec(e.name)}';`);
  if (init) lines.push(`export const ready = Promise.all([${ENTRIES.map((_, i) => `init${i}()`).join(', ')}]);`);
  lines.push(`export const modules = { ${ENTRIES.map((e, i) => `'${e.name}': m${i}`).join(', ')} };`);
  return lines.join('\n') + '\n';
}

/** The package's exports key for an entry name: 'tenpai' -> '.', 'tenpai/score' -> './score'. */
const subpath = (name) => `.${name.slice('tenpai'.length)}`;

/** The file a browser loads for the exports key `key` of the installed package, from its package.json. */
function browserFile(app, key) {
  const dir = join(app, 'node_modules', 'tenpai');
  let target = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports[key];
  while (typeof target === 'object') target = target.browser ?? target.import ?? target.default;
  assert.equal(typeof target, 'string', `exports["${key}"] names a file for a browser`);
  return `./node_modules/tenpai/${target.replace(/^\.\//, '')}`;
}

before(async () => {
  work = makeScratch('consumers');
  packed = packInto(work);
  for (const name of CONSUMERS) {
    const app = join(work, name);
    cpSync(join(HERE, name), app, { recursive: true });
    if (name in BUNDLERS || name === 'parcel') {
      cpSync(join(HERE, 'app', 'index.js'), join(app, 'src', 'index.js'));
      copyFileSync(join(HERE, 'checks.mjs'), join(app, 'src', 'checks.mjs'));
      writeFileSync(join(app, 'src', 'entries.js'), entriesModule((n) => n));
    } else {
      copyFileSync(join(HERE, 'checks.mjs'), join(app, 'checks.mjs'));
    }
    npmInstall(app);
  }
  // Parcel's second page: each entry's web build, loaded by calling init() (web.js waits for `ready`).
  writeFileSync(join(work, 'parcel', 'src', 'web-entries.js'), entriesModule((n) => `${n}/web`, true));
  const html = join(work, 'html');
  writeFileSync(join(html, 'entries.js'), entriesModule((n) => `${n}/web`, true));
  const imports = Object.fromEntries(ENTRIES.map((e) => [`${e.name}/web`, browserFile(html, `${subpath(e.name)}/web`)]));
  const page = join(html, 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('IMPORT_MAP', JSON.stringify({ imports })));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  dropScratch(work);
});

test('npm pack makes one tarball holding each module\'s bindings and .wasm once, the entries, and nothing else', () => {
  const files = packed.files.map((f) => f.path).sort();
  // Every file of the tarball, by pattern: the snippets folder is named by wasm-bindgen (crate name and a hash).
  const expected = [/^(package\.json|README\.md|cdn\.js)$/, /^(score\/)?(index|web|node)\.(js|d\.ts)$/,
    /^(score\/)?node\.d\.cts$/, /^worker\.(js|d\.ts)$/, /^lib\/(engine|files|ruleset-schema)\.js$/,
    /^lib\/dispose\.d\.ts$/,
    /^bindings\/tenpai(_bg\.js|\.d\.cts)$/, /^score\/bindings\/tenpai_score(_bg\.js|\.d\.cts)$/,
    /^tenpai_bg\.wasm$/, /^score\/tenpai_score_bg\.wasm$/,
    /^(score\/)?bindings\/(index|api)\.js$/,
    /^(score\/)?bindings\/snippets\/tenpai-[0-9a-f]+\/src\/wasm\/(tape|request|text|game)\.js$/];
  const unexpected = files.filter((f) => !expected.some((re) => re.test(f)));
  assert.deepEqual(unexpected, [], 'files in the tarball that the package does not ship');
  for (const f of ['package.json', 'README.md', 'cdn.js', 'index.js', 'index.d.ts', 'web.js', 'web.d.ts', 'node.js',
    'node.d.ts', 'node.d.cts', 'worker.js', 'worker.d.ts', 'lib/engine.js', 'lib/files.js', 'lib/ruleset-schema.js',
    'lib/dispose.d.ts',
    'bindings/index.js', 'bindings/api.js', 'bindings/tenpai_bg.js', 'bindings/tenpai.d.cts',
    'score/index.js', 'score/web.js', 'score/node.js', 'score/bindings/tenpai_score_bg.js']) {
    assert.ok(files.includes(f), `${f} is in the tarball (files: ${files.join(' ')})`);
  }
  assert.deepEqual(files.filter((f) => f.endsWith('.wasm')), ['score/tenpai_score_bg.wasm', 'tenpai_bg.wasm']);
  assert.equal(packed.name, 'tenpai');
  console.log(`# tarball ${packed.filename}: ${packed.size} B packed, ${packed.unpackedSize} B unpacked, ` +
    `${files.length} files`);
});

test('Node script: import of "<entry>/node", import and require of the bare name', () => {
  const outcomes = JSON.parse(run(process.execPath, ['main.mjs'], join(work, 'node')).trim().split('\n').at(-1));
  assert.deepEqual(Object.keys(outcomes), ['import <entry>/node', 'import <entry>', 'require(<entry>)']);
  for (const outcome of Object.values(outcomes)) assertOutcome(outcome, EXPECTED);
});

test('plain HTML page: <script type="module">, "<entry>/web" and init(), in headless Chromium', async () => {
  const server = await serve(join(work, 'html'));
  try {
    assertOutcome(await outcomeInBrowser(browser, server.url), EXPECTED);
  } finally {
    await server.close();
  }
});

test('CDN: jsDelivr\'s and unpkg\'s bare URLs serve the browser build, ready on import', async () => {
  const pkgDir = join(work, 'cdn', 'node_modules', 'tenpai');
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  // A version range, as users write it: the major version.
  const range = pkg.version.split('.')[0];
  const route = (path, res) => {
    // jsDelivr: /npm/tenpai@<range or version>[/<file>]; the bare URL gets the "jsdelivr" file's text, unredirected.
    // unpkg: /unpkg/tenpai@<range>[/<file>]; the bare URL redirects to /unpkg/tenpai@<version>/<"unpkg" file>.
    const m = /^\/(npm|unpkg)\/tenpai@([^/]+)(\/.*)?$/.exec(path);
    if (!m) return false;
    const [, cdn, version, file] = m;
    if (version !== pkg.version && version !== range) return res.writeHead(404).end(), true;
    if (file) return sendFile(res, join(pkgDir, file)), true;
    if (cdn === 'npm') return sendFile(res, join(pkgDir, pkg.jsdelivr)), true;
    res.writeHead(302, { location: `/unpkg/tenpai@${pkg.version}/${pkg.unpkg.replace(/^\.\//, '')}` }).end();
    return true;
  };
  const server = await serve(join(work, 'cdn'), route);
  try {
    const outcome = await outcomeInBrowser(browser, `${server.url}?range=${range}`);
    assert.deepEqual(Object.keys(outcome), ['jsDelivr', 'unpkg']);
    for (const each of Object.values(outcome)) assertOutcome(each, EXPECTED);
  } finally {
    await server.close();
  }
});

// The package README, each line trimmed (its code blocks may be indented inside a list).
const trimLines = (text) => text.split('\n').map((l) => l.trim()).join('\n');
const README = trimLines(readFileSync(join(ROOT, 'pkg-template', 'README.md'), 'utf8'));

/** Runs the app's `npm run build` and returns its output, failing on any line that says "warn" but `allowed`. */
function build(app, allowed = []) {
  const { scripts } = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  // What the app does is what the package README tells a user of this bundler to do.
  assert.ok(README.includes(scripts.build), `pkg-template/README.md gives the build: ${scripts.build}`);
  const r = runCapture('npm', ['run', 'build', '--silent'], app);
  assert.equal(r.status, 0, `npm run build failed:\n${r.output}`);
  const warned = r.output.split('\n').filter((l) => /warn/i.test(l) && !allowed.some((w) => w.test(l)));
  assert.deepEqual(warned, [], `the build warned:\n${r.output}`);
  return r.output;
}

/** The built files of dist/ (recursive, relative). */
const distFiles = (app) => readdirSync(join(app, 'dist'), { recursive: true }).map(String);

for (const [name, { warnings }] of Object.entries(BUNDLERS)) {
  test(`${name} app: npm run build, the built site in headless Chromium`, async () => {
    const app = join(work, name);
    for (const config of readdirSync(join(HERE, name)).filter((f) => /\.config\.m?js$/.test(f))) {
      const body = trimLines(readFileSync(join(HERE, name, config), 'utf8').trim());
      assert.ok(README.includes(body), `pkg-template/README.md gives ${name}/${config} as it is:\n${body}`);
    }
    build(app, warnings);
    const dist = join(app, 'dist');
    if (existsSync(join(app, 'public')) && name !== 'vite') cpSync(join(app, 'public'), dist, { recursive: true });
    // Each entry's .wasm is emitted as a file of the build, not inlined or left behind in node_modules.
    const files = distFiles(app);
    assert.equal(files.filter((f) => f.endsWith('.wasm')).length, ENTRIES.length,
      `one .wasm per entry among the built files: ${files.join(' ')}`);
    const server = await serve(dist);
    try {
      assertOutcome(await outcomeInBrowser(browser, server.url), EXPECTED);
    } finally {
      await server.close();
    }
  });
}

test('Vite dev server, with no config, in headless Chromium', async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const vite = await startServer(join(BIN, 'vite'), ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    join(work, 'vite'), url);
  try {
    assertOutcome(await outcomeInBrowser(browser, url), EXPECTED);
  } finally {
    vite.stop();
  }
});

test('Vite module worker: tenpai/worker answers every call, the first ones posted before it loaded', async () => {
  const app = join(work, 'vite-worker');
  build(app);
  const server = await serve(join(app, 'dist'));
  try {
    const outcome = await outcomeInBrowser(browser, server.url);
    assertOutcome(outcome, JSON.parse(readFileSync(join(app, 'expected.json'), 'utf8')));
  } finally {
    await server.close();
  }
});

test('Parcel: parcel build of the bare names and of "<entry>/web" with init(), both in headless Chromium', async () => {
  const app = join(work, 'parcel');
  build(app);
  assert.equal(distFiles(app).filter((f) => f.endsWith('.wasm')).length, ENTRIES.length, 'one .wasm per entry');
  const server = await serve(join(app, 'dist'));
  try {
    assertOutcome(await outcomeInBrowser(browser, server.url), EXPECTED);
    assertOutcome(await outcomeInBrowser(browser, `${server.url}web.html`), EXPECTED);
  } finally {
    await server.close();
  }
});

test('Parcel: parcel serve of "<entry>/web" with init(), in headless Chromium', async () => {
  const app = join(work, 'parcel');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const parcel = await startServer(join(BIN, 'parcel'), ['serve', 'src/web.html', '--port', String(port),
    '--dist-dir', 'serve-dist', '--no-hmr'], app, url);
  try {
    assertOutcome(await outcomeInBrowser(browser, url), EXPECTED);
  } finally {
    parcel.stop();
  }
});
