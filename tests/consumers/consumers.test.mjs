// node --test tests/consumers/: the npm package as its users get it. `npm pack` turns pkg-npm/ into ONE tarball
// (tarball.mjs); each consumer below (folders beside this one) is copied into a scratch folder, installs that tarball
// with npm and runs checks.mjs on every entry of the package (ENTRIES in checks.mjs):
//   node/     a Node 20 script: `import` of '<entry>/node', and `import` and `require` of the bare name
//   html/     a plain page with <script type="module"> importing '<entry>/web' (import map) and calling init(),
//             served as static files and loaded in headless Chromium
//   vite/     a Vite app importing each bare name with no config and no plugin, built with `vite build`; and the same
//             app under the Vite dev server with the one setting the package README gives for it (vite.dev.config.js)
//   webpack/  webpack 5 with no configuration (`webpack --mode production`)
//   rollup/   Rollup 4 with @rollup/plugin-node-resolve and the asset plugin the README gives (rollup.config.mjs)
//   esbuild/  `esbuild --bundle --format=esm` and the copy step the README gives (the app's package.json "build")
// The bundled apps share app/index.js (the page's script) and are built with `npm run build`, their output served
// as static files and loaded in headless Chromium. The bundlers are the versions pinned in this folder's
// package.json. The README must give each bundler's build command and config file as the apps use them.
// Chromium is Debian's (/usr/bin/chromium, scripts/setup.sh installs it), driven by playwright-core from npm.
//
//   CHROMIUM_PATH=file   the browser (default: /usr/bin/chromium)
//   (tarball.mjs: TENPAI_NPM_PKG, TENPAI_KEEP_CONSUMERS)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ENTRIES, EXPECTED } from './checks.mjs';
import { dropScratch, makeScratch, npmInstall, packInto, run, runCapture } from './tarball.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
const CONSUMERS = ['node', 'html', ...Object.keys(BUNDLERS)];

let work; // scratch folder: tenpai.tgz and one folder per consumer
let packed; // npm pack's --json report for the tarball
let browser;

/** `import * as m0 from '<spec of entry 0>'; …; export const modules = { '<entry 0>': m0, … };` */
function entriesModule(spec, init = false) {
  const lines = ENTRIES.map((e, i) => `import ${init ? `init${i}, ` : ''}* as m${i} from '${spec(e.name)}';`);
  if (init) lines.push(`await Promise.all([${ENTRIES.map((_, i) => `init${i}()`).join(', ')}]);`);
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
    if (name in BUNDLERS) {
      cpSync(join(HERE, 'app', 'index.js'), join(app, 'src', 'index.js'));
      copyFileSync(join(HERE, 'checks.mjs'), join(app, 'src', 'checks.mjs'));
      writeFileSync(join(app, 'src', 'entries.js'), entriesModule((n) => n));
    } else {
      copyFileSync(join(HERE, 'checks.mjs'), join(app, 'checks.mjs'));
    }
    npmInstall(app);
  }
  const html = join(work, 'html');
  writeFileSync(join(html, 'entries.js'), entriesModule((n) => `${n}/web`, true));
  const imports = Object.fromEntries(ENTRIES.map((e) => [`${e.name}/web`, browserFile(html, `${subpath(e.name)}/web`)]));
  const page = join(html, 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('IMPORT_MAP', JSON.stringify({ imports })));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  await browser?.close();
  dropScratch(work);
});

/** The checks all ran and all passed; a failure shows every failed check's message. */
function assertOutcome(outcome) {
  assert.deepEqual(outcome.failed, [], outcome.failed.map((f) => `${f.name}: ${f.error}`).join('\n'));
  assert.deepEqual(outcome.passed, EXPECTED);
}

const MIME = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.json': 'application/json', '.css': 'text/css',
};

/** A static file server for `dir` on a free local port (what any web host does; no dev tooling). */
async function serve(dir) {
  const server = createServer((req, res) => {
    let file = resolve(dir, '.' + decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const inside = file === dir || file.startsWith(dir + sep);
    if (inside && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!inside || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] || 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** Loads `url` in Chromium and returns the outcome the page writes to body[data-outcome]. */
async function outcomeInBrowser(url) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  try {
    await page.goto(url);
    await page.waitForFunction(() => document.body?.dataset.outcome, null, { timeout: 120_000 }).catch((e) => {
      throw new Error(`${e.message}\n${problems.join('\n')}`);
    });
    const outcome = JSON.parse(await page.evaluate(() => document.body.dataset.outcome));
    assert.deepEqual(problems, []);
    return outcome;
  } finally {
    await page.close();
  }
}

test('npm pack makes one tarball holding both modules\' web and Node builds, each .wasm once, and nothing else', () => {
  const files = packed.files.map((f) => f.path).sort();
  // Every file of the tarball, by pattern: the snippets folder is named by wasm-bindgen (crate name and a hash).
  const expected = [/^(package\.json|README\.md|index\.js|index\.d\.ts)$/, /^score\/index\.(js|d\.ts)$/,
    /^(web|node|score\/web|score\/node)\/package\.json$/,
    /^(web|node)\/tenpai\.(js|d\.ts)$/, /^web\/tenpai_bg\.wasm(\.d\.ts)?$/,
    /^score\/(web|node)\/tenpai_score\.(js|d\.ts)$/, /^score\/web\/tenpai_score_bg\.wasm(\.d\.ts)?$/,
    /^(web|node|score\/web|score\/node)\/snippets\/tenpai-[0-9a-f]+\/src\/wasm\/(tape|request|text|game)\.js$/];
  const unexpected = files.filter((f) => !expected.some((re) => re.test(f)));
  assert.deepEqual(unexpected, [], 'files in the tarball that the package does not ship');
  for (const f of ['package.json', 'README.md', 'index.js', 'index.d.ts', 'web/tenpai.js', 'web/tenpai.d.ts',
    'web/tenpai_bg.wasm', 'node/tenpai.js', 'node/tenpai.d.ts', 'score/index.js', 'score/index.d.ts',
    'score/web/tenpai_score.js', 'score/web/tenpai_score.d.ts', 'score/web/tenpai_score_bg.wasm',
    'score/node/tenpai_score.js', 'score/node/tenpai_score.d.ts']) {
    assert.ok(files.includes(f), `${f} is in the tarball (files: ${files.join(' ')})`);
  }
  // One .wasm per module: the Node glues read the web folders' (scripts/assemble-npm.mjs).
  assert.deepEqual(files.filter((f) => f.endsWith('.wasm')), ['score/web/tenpai_score_bg.wasm', 'web/tenpai_bg.wasm']);
  assert.equal(packed.name, 'tenpai');
  console.log(`# tarball ${packed.filename}: ${packed.size} B packed, ${packed.unpackedSize} B unpacked, ` +
    `${files.length} files`);
});

test('Node script: import of "<entry>/node", import and require of the bare name', () => {
  const outcomes = JSON.parse(run(process.execPath, ['main.mjs'], join(work, 'node')).trim().split('\n').at(-1));
  assert.deepEqual(Object.keys(outcomes), ['import <entry>/node', 'import <entry>', 'require(<entry>)']);
  for (const outcome of Object.values(outcomes)) assertOutcome(outcome);
});

test('plain HTML page: <script type="module">, "<entry>/web" and init(), in headless Chromium', async () => {
  const server = await serve(join(work, 'html'));
  try {
    assertOutcome(await outcomeInBrowser(server.url));
  } finally {
    await server.close();
  }
});

// The package README, each line trimmed (its code blocks may be indented inside a list).
const trimLines = (text) => text.split('\n').map((l) => l.trim()).join('\n');
const README = trimLines(readFileSync(join(ROOT, 'pkg-template', 'README.md'), 'utf8'));

for (const [name, { warnings }] of Object.entries(BUNDLERS)) {
  test(`${name} app: npm run build, the built site in headless Chromium`, async () => {
    const app = join(work, name);
    const { scripts } = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
    // What the app does is what the package README tells a user of this bundler to do.
    assert.ok(README.includes(scripts.build), `pkg-template/README.md gives the ${name} build: ${scripts.build}`);
    for (const config of readdirSync(join(HERE, name)).filter((f) => /\.config\.m?js$/.test(f))) {
      if (config === 'vite.dev.config.js') continue; // the dev-server test below checks its one setting
      const body = trimLines(readFileSync(join(HERE, name, config), 'utf8').trim());
      assert.ok(README.includes(body), `pkg-template/README.md gives ${name}/${config} as it is:\n${body}`);
    }
    const build = runCapture('npm', ['run', 'build', '--silent'], app);
    assert.equal(build.status, 0, `npm run build failed:\n${build.output}`);
    const warned = build.output.split('\n').filter((l) => /warn/i.test(l) && !warnings.some((w) => w.test(l)));
    assert.deepEqual(warned, [], `${name} warned:\n${build.output}`);
    const dist = join(app, 'dist');
    if (existsSync(join(app, 'public')) && name !== 'vite') cpSync(join(app, 'public'), dist, { recursive: true });
    // Each entry's .wasm is emitted as a file of the build, not inlined or left behind in node_modules.
    const files = readdirSync(dist, { recursive: true }).map(String);
    assert.equal(files.filter((f) => f.endsWith('.wasm')).length, ENTRIES.length,
      `one .wasm per entry among the built files: ${files.join(' ')}`);
    const server = await serve(dist);
    try {
      assertOutcome(await outcomeInBrowser(server.url));
    } finally {
      await server.close();
    }
  });
}

test('Vite dev server (with the README\'s optimizeDeps.exclude), in headless Chromium', async () => {
  const app = join(work, 'vite');
  // A free port: Vite wants a number, and CI may run other servers.
  const probe = createServer();
  await new Promise((ok) => probe.listen(0, '127.0.0.1', ok));
  const port = probe.address().port;
  await new Promise((ok) => probe.close(ok));
  const vite = spawn(join(HERE, 'node_modules', '.bin', 'vite'), ['--config', 'vite.dev.config.js', '--host', '127.0.0.1',
    '--port', String(port), '--strictPort'], { cwd: app, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {}
      assert.ok(tries < 300, 'the Vite dev server starts within 60 s');
      await new Promise((ok) => setTimeout(ok, 200));
    }
    assertOutcome(await outcomeInBrowser(url));
  } finally {
    process.kill(-vite.pid, 'SIGTERM');
  }
});
