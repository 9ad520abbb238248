// node --test tests/consumers/: the npm package as its users get it. `npm pack` turns pkg-npm/ into ONE tarball;
// each consumer below (files beside this one) is copied into a scratch directory, installs that tarball with npm
// and runs checks.mjs:
//   node/   a Node 20 script importing 'tenpai/node' (main.mjs), one importing 'tenpai/score/node' and
//           'tenpai/score' (score.mjs)
//   html/   a plain page with <script type="module"> importing 'tenpai/web' (import map) and calling init(), and one
//           importing 'tenpai/score/web' (score.html), served as static files and loaded in headless Chromium
//   vite/   a Vite app importing 'tenpai' and 'tenpai/score' with no config and no plugin, built with `vite build`,
//           the built site served and loaded in headless Chromium; and the same app under the Vite dev server with
//           the one setting the package README gives for it (vite.dev.config.js)
// The scoring module runs the checks that need no Game (checks.mjs SCORE_CHECK_NAMES).
// Chromium is Debian's (/usr/bin/chromium, scripts/setup.sh installs it), driven by playwright-core from npm.
//
//   TENPAI_NPM_PKG=dir   the assembled package to pack (default: pkg-npm/)
//   CHROMIUM_PATH=file   the browser (default: /usr/bin/chromium)
//   TENPAI_KEEP_CONSUMERS=1 keeps the scratch directory for a look afterwards
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync }
  from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHECK_NAMES, SCORE_CHECK_NAMES } from './checks.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const PKG = process.env.TENPAI_NPM_PKG || resolve(HERE, '../../pkg-npm');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CONSUMERS = ['node', 'html', 'vite'];

let work; // scratch directory: tenpai.tgz and one directory per consumer
let packed; // npm pack's --json report for the tarball
let browser;

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

before(async () => {
  assert.ok(existsSync(join(PKG, 'package.json')), `${PKG} is missing: scripts/test.sh builds and assembles it`);
  work = mkdtempSync(join(tmpdir(), 'tenpai-consumers-'));
  const report = JSON.parse(run('npm', ['pack', PKG, '--pack-destination', work, '--json'], work));
  assert.equal(report.length, 1, 'npm pack makes one tarball');
  packed = report[0];
  renameSync(join(work, packed.filename), join(work, 'tenpai.tgz'));
  for (const name of CONSUMERS) {
    cpSync(join(HERE, name), join(work, name), { recursive: true });
    copyFileSync(join(HERE, 'checks.mjs'), join(work, name, 'checks.mjs'));
    // Only the registry (vite) and the tarball: nothing else of this repository is visible to the consumer.
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], join(work, name));
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  await browser?.close();
  if (work && !process.env.TENPAI_KEEP_CONSUMERS) rmSync(work, { recursive: true, force: true });
});

/** The checks all ran and all passed; a failure shows every failed check's message. */
function assertOutcome(outcome, names = CHECK_NAMES) {
  assert.deepEqual(outcome.failed, [], outcome.failed.map((f) => `${f.name}: ${f.error}`).join('\n'));
  assert.deepEqual(outcome.passed, names);
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

/** Loads `url` in Chromium and returns the outcome the page writes to body[data-outcome] (and, where the page
 * writes one, the scoring module's in body[data-score-outcome], as `outcome.score`). */
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
    const score = await page.evaluate(() => document.body.dataset.scoreOutcome);
    if (score) outcome.score = JSON.parse(score);
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

test('Node script: import from "tenpai/node"', () => {
  const lines = run(process.execPath, ['main.mjs'], join(work, 'node')).trim().split('\n');
  assertOutcome(JSON.parse(lines.at(-1)));
});

test('Node script: import from "tenpai/score/node" and "tenpai/score"', () => {
  const lines = run(process.execPath, ['score.mjs'], join(work, 'node')).trim().split('\n');
  assertOutcome(JSON.parse(lines.at(-1)), SCORE_CHECK_NAMES);
});

test('plain HTML page: <script type="module">, "tenpai/web" and init(), in headless Chromium', async () => {
  const server = await serve(join(work, 'html'));
  try {
    assertOutcome(await outcomeInBrowser(server.url));
  } finally {
    await server.close();
  }
});

test('plain HTML page: "tenpai/score/web" and init(), in headless Chromium', async () => {
  const server = await serve(join(work, 'html'));
  try {
    assertOutcome(await outcomeInBrowser(`${server.url}score.html`), SCORE_CHECK_NAMES);
  } finally {
    await server.close();
  }
});

test('Vite app: import from "tenpai" and "tenpai/score", vite build, the built site in headless Chromium', async () => {
  const app = join(work, 'vite');
  run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);
  // The .wasm is emitted as an asset of the build, not inlined or left behind in node_modules.
  const assets = readdirSync(join(app, 'dist', 'assets'));
  for (const wasm of ['tenpai_bg', 'tenpai_score_bg']) {
    assert.ok(assets.some((f) => f.startsWith(wasm) && f.endsWith('.wasm')), `${wasm} among the built assets: ${assets.join(' ')}`);
  }
  const server = await serve(join(app, 'dist'));
  try {
    const outcome = await outcomeInBrowser(server.url);
    assertOutcome(outcome);
    assertOutcome(outcome.score, SCORE_CHECK_NAMES);
  } finally {
    await server.close();
  }
});

test('Vite dev server (with the README\'s optimizeDeps.exclude), in headless Chromium', async () => {
  const app = join(work, 'vite');
  // A free port: Vite wants a number, and CI may run other servers.
  const probe = createServer();
  await new Promise((ok) => probe.listen(0, '127.0.0.1', ok));
  const port = probe.address().port;
  await new Promise((ok) => probe.close(ok));
  const vite = spawn(join(app, 'node_modules', '.bin', 'vite'),
    ['--config', 'vite.dev.config.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: app, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {}
      assert.ok(tries < 300, 'the Vite dev server starts within 60 s');
      await new Promise((ok) => setTimeout(ok, 200));
    }
    const outcome = await outcomeInBrowser(url);
    assertOutcome(outcome);
    assertOutcome(outcome.score, SCORE_CHECK_NAMES);
  } finally {
    process.kill(-vite.pid, 'SIGTERM');
  }
});
