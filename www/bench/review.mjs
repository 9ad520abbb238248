// The time to review a whole real hanchan for one seat (game.review(seat), docs/API.md), in the package's web build
// in Chromium and its Node build under Node: a benchmark, not a test (it prints figures and checks nothing).
//   node bench/review.mjs [MJLOG] [--runs N]     (from www/, after scripts/test.sh or demo.sh assembled pkg-npm/
//                                                 and `npm install` linked it into node_modules/tenpai)
// The record (default: the Phoenix hanchan tests/data/logs/mjlog2json/2019021004gm-00a9-0000-e2f6516d.mjlog) is
// read in the page by the Replay page's own reader (src/mjlog.ts) and stepped through the engine as that page does;
// bench/review-entry.ts, bundled here with esbuild and served with the two .wasm files beside it, then times
// game.review(seat) for each seat N times (default 7) in Debian's Chromium through playwright-core (headless, the
// flags of e2e/). Node then loads the same game (game.toJSON()) into pkg-npm's Node build and times the same calls.
// Printed: per seat its decisions and the median and fastest of its runs, wall time (performance.now()); the target
// is 1 s per seat in Chromium on this machine (issue 33), so a phone three times slower still answers in seconds.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 7;
const LOG = resolve(args[0] || join(ROOT, 'tests/data/logs/mjlog2json/2019021004gm-00a9-0000-e2f6516d.mjlog'));
const PORT = Number(process.env.E2E_PORT || 4173) + 40;
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const report = (where, seats) => {
  for (const [s, { decisions, ms }] of seats.entries()) {
    console.log(`  ${where.padEnd(8)} seat ${s}: ${String(decisions).padStart(3)} decisions   median ${median(ms).toFixed(1).padStart(6)} ms   fastest ${Math.min(...ms).toFixed(1).padStart(6)} ms`);
  }
};

// The page: the entry bundled for the browser, the two .wasm its glue fetches beside it (new URL(…, import.meta.url)).
const dir = mkdtempSync(join(tmpdir(), 'tenpai-review-bench-'));
try {
  await build({ entryPoints: [join(HERE, 'review-entry.ts')], bundle: true, format: 'esm', target: 'es2022', outfile: join(dir, 'bench.js'), logLevel: 'error' });
  const pkg = join(HERE, '../node_modules/tenpai');
  copyFileSync(join(pkg, 'tenpai_bg.wasm'), join(dir, 'tenpai_bg.wasm'));
  copyFileSync(join(pkg, 'score/tenpai_score_bg.wasm'), join(dir, 'tenpai_score_bg.wasm'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="bench.js"></script>');
  const server = createServer((req, res) => {
    const file = join(dir, new URL(req.url, 'http://x').pathname.replace(/^\/$/, '/index.html'));
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': MIME[extname(file)] || 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(PORT, '127.0.0.1', ok));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let page;
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${PORT}/`);
    await tab.waitForFunction(() => typeof window.reviewBench === 'function', null, { timeout: 60_000 });
    page = await tab.evaluate(([xml, runs]) => window.reviewBench(xml, runs), [readFileSync(LOG, 'utf8'), RUNS]);
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
  }
  console.log(`${LOG.replace(ROOT + '/', '')}: ${page.hands} hands, ${page.actions} actions; game.review(seat), ${RUNS} runs per seat`);
  report('Chromium', page.seats);

  // The same game in the Node build.
  const { Game } = await import(pathToFileURL(join(ROOT, 'pkg-npm/node.js')).href);
  const game = Game.fromJSON(page.json);
  const seats = page.seats.map(() => ({ decisions: 0, ms: [] }));
  for (let r = 0; r < RUNS; r++) {
    for (const [s, seat] of seats.entries()) {
      const t0 = performance.now();
      seat.decisions = game.review(s).decisions.length;
      seat.ms.push(performance.now() - t0);
    }
  }
  game.free();
  report('Node', seats);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
