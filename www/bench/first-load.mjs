// The Score page's first load, measured (a benchmark, not a test: it prints figures and checks nothing):
//   node bench/first-load.mjs [DIST ...] [--runs N]        (from www/, after `npm run build`; DIST defaults to dist/)
// Each DIST (a built site, e.g. an older build kept for comparison) is served by a static server here that gzips
// every response at level 9, as a static host would (and as the size budgets count), and loaded cold (a fresh
// browser context each run: empty cache, no service worker) in Debian's Chromium through playwright-core, at full
// speed and on Chromium DevTools' "Fast 3G" profile (Network.emulateNetworkConditions over CDP: 562.5 ms latency,
// 1.6 Mbit/s down, 750 kbit/s up, each × 0.9 as DevTools sets it). Per run it records
//   bytes        the bytes transferred (encoded, with headers) of every request until the first score is shown
//   interactive  navigation start to the page's own `interactive` mark (engine loaded, page drawn, inputs live)
//   score shown  navigation start to the first score's total on screen (a pinfu tanyao ron, given in the URL)
// and prints the median of each and the files fetched. With several DISTs the runs alternate between them. E2E_PORT
// (default 4173) is the first port used.
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 7;
const DISTS = (args.length ? args : ['dist']).map((d) => resolve(d));
const PORT = Number(process.env.E2E_PORT || 4173);
const HASH = '#/score?r=tenhou&h=234m567p45678s22p&w=3s&sw=S';
const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1e6) / 8) * 0.9, uploadThroughput: ((750 * 1e3) / 8) * 0.9 };
const PROFILES = [['full speed', null], ['Fast 3G', FAST_3G]];
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };

/** A static server of `dir` on `port`, every file gzipped at level 9 (once, then kept). */
async function serve(dir, port) {
  const cache = new Map();
  const server = createServer((req, res) => {
    let file = resolve(dir, '.' + decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (file !== dir && !file.startsWith(dir + sep)) return res.writeHead(404).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return res.writeHead(404).end();
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(file), { level: 9 }));
    res.writeHead(200, { 'content-type': MIME[extname(file)] || 'application/octet-stream', 'content-encoding': 'gzip' });
    res.end(cache.get(file));
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(port, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** One cold load: bytes and files until the first score is shown, and the two times. */
async function load(browser, url, conditions) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (conditions) await cdp.send('Network.emulateNetworkConditions', conditions);
  const urls = new Map();
  const bytes = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
  // The page notes when the score's total first appears (not when this process next polls for it).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('.breakdown .total')) {
        window.scoreShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url + HASH);
  await page.waitForFunction(() => window.scoreShownAt !== undefined, null, { timeout: 120_000 });
  const shown = await page.evaluate(() => window.scoreShownAt);
  const interactive = await page.evaluate(() => performance.getEntriesByName('interactive')[0]?.startTime ?? NaN);
  // What arrived by the time the score was shown (the page's later fetches, if any, are not counted).
  const files = [...bytes].map(([id, n]) => [new URL(urls.get(id)).pathname.replace(/^.*\//, ''), n]);
  await context.close();
  return { bytes: files.reduce((a, [, n]) => a + n, 0), files, interactive, shown };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  // Every dist is served at once and the runs alternate between them (A, B, A, B, …), so a machine whose speed
  // drifts during the benchmark slows each build alike.
  const servers = [];
  for (const [i, dist] of DISTS.entries()) servers.push(await serve(dist, PORT + i));
  try {
    for (const [name, conditions] of PROFILES) {
      const runs = DISTS.map(() => []);
      for (let r = 0; r < RUNS; r++) for (const [i, server] of servers.entries()) runs[i].push(await load(browser, server.url, conditions));
      for (const [i, dist] of DISTS.entries()) {
        const m = (k) => median(runs[i].map((x) => x[k]));
        console.log(`${dist} (median of ${RUNS} cold loads of ${HASH}, gzip -9 responses, ${name})`);
        console.log(`  ${name.padEnd(10)}  ${String(m('bytes')).padStart(7)} B transferred   interactive ` +
          `${Math.round(m('interactive'))} ms   score shown ${Math.round(m('shown'))} ms`);
        if (name === PROFILES[0][0]) {
          console.log(`              files: ${runs[i][0].files.map(([f, n]) => `${f} ${n} B`).join(', ')}`);
        }
      }
    }
  } finally {
    for (const server of servers) await server.close();
  }
} finally {
  await browser.close();
}
