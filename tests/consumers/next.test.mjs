// node --test tests/consumers/: the packed tarball in Next.js apps with no next.config, as `create-next-app` users
// write them (next/: the app router, a server component, a client component and a route handler, each checking a
// shanten, a score and an error of both `tenpai` and `tenpai/score` with checks.mjs's quick checks):
//   Next.js 15 (webpack, its default)     next15/node_modules/next (this folder's npm workspace next15/)
//   Next.js 16 (Turbopack, its default)   node_modules/next
// For each: `next build` (the server component and the client component's server rendering run while it
// prerenders the page: their outcomes are in the built HTML), then `next start` (the route handler, run per request,
// and the page in headless Chromium: the client component in the browser), then `next dev` (all of it again, built
// on request). Builds and servers run one at a time. Telemetry is off (NEXT_TELEMETRY_DISABLED).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, cpSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPECTED_QUICK } from './checks.mjs';
import { assertOutcome, freePort, launchBrowser, outcomeInBrowser, startServer } from './harness.mjs';
import { dropScratch, makeScratch, npmInstall, packInto, runCapture } from './tarball.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ENV = { NEXT_TELEMETRY_DISABLED: '1' };
// Lines of Next.js's output allowed to say "warn" or "error": webpack's warning about the web build's top-level
// await (the package README explains it).
const WEBPACK_TLA = [/Compiled with warnings/, /may not run as expected or may cause runtime errors/];

const VERSIONS = [
  { name: 'Next.js 15 (webpack)', base: join(HERE, 'next15'), warnings: WEBPACK_TLA },
  { name: 'Next.js 16 (Turbopack)', base: HERE, warnings: [] },
];

let browser;
let work;
let tarball;

before(async () => {
  work = makeScratch('next');
  packInto(work);
  tarball = join(work, 'tenpai.tgz');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  dropScratch(work);
});

/** The outcomes the page's HTML holds: the server component's (#server) and the client component's (#ssr). */
function outcomesInHtml(html) {
  const unescape = (s) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  const outcomes = {};
  for (const m of html.matchAll(/<pre id="(server|ssr)" data-outcome="([^"]*)"/g)) {
    outcomes[m[1]] = JSON.parse(unescape(m[2]));
  }
  assert.deepEqual(Object.keys(outcomes).sort(), ['server', 'ssr'], 'the page holds both outcomes');
  return outcomes;
}

/** The lines of `output` that say "warn" or "error", but those `allowed`. */
const warned = (output, allowed) =>
  output.split('\n').filter((l) => /warn|error/i.test(l) && !allowed.some((w) => w.test(l)));

/** The app's route handler, its page's HTML and the page in Chromium, from the server at `url`. */
async function checkServed(url, html) {
  assertOutcome(await (await fetch(`${url}api/check`)).json(), EXPECTED_QUICK);
  if (html) for (const outcome of Object.values(outcomesInHtml(await (await fetch(url)).text()))) {
    assertOutcome(outcome, EXPECTED_QUICK);
  }
  assertOutcome(await outcomeInBrowser(browser, url), EXPECTED_QUICK);
}

for (const { name, base, warnings } of VERSIONS) {
  const next = join(base, 'node_modules', 'next', 'dist', 'bin', 'next');
  let app;
  const setUp = () => {
    if (app) return;
    const dir = makeScratch('next', base);
    app = join(dir, 'app');
    copyFileSync(tarball, join(dir, 'tenpai.tgz'));
    cpSync(join(HERE, 'next'), app, { recursive: true });
    copyFileSync(join(HERE, 'checks.mjs'), join(app, 'app', 'checks.mjs'));
    // No lock of its own: Next.js finds the project's root (Turbopack's too) at this folder's lock.
    npmInstall(app, ['--no-package-lock']);
  };
  after(() => app && dropScratch(dirname(app)));

  test(`${name}: next build prerenders the page, next start serves it and the route handler`, async () => {
    setUp();
    const build = runCapture(process.execPath, [next, 'build'], app, ENV);
    assert.equal(build.status, 0, `next build failed:\n${build.output}`);
    console.log(`# ${name}: ${build.output.split('\n').find((l) => /Next\.js \d/.test(l))?.trim()}`);
    assert.deepEqual(warned(build.output, warnings), [], `next build warned:\n${build.output}`);
    const html = readFileSync(join(app, '.next', 'server', 'app', 'index.html'), 'utf8');
    for (const outcome of Object.values(outcomesInHtml(html))) assertOutcome(outcome, EXPECTED_QUICK);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const server = await startServer(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], app, url,
      ENV);
    try {
      await checkServed(url, false);
    } finally {
      server.stop();
    }
  });

  test(`${name}: next dev renders the page and the route handler on request`, async () => {
    setUp();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const server = await startServer(process.execPath, [next, 'dev', '-H', '127.0.0.1', '-p', String(port)], app, url,
      ENV);
    try {
      await checkServed(url, true);
      assert.deepEqual(warned(server.output(), warnings), [], `next dev warned:\n${server.output()}`);
    } finally {
      server.stop();
    }
  });
}
