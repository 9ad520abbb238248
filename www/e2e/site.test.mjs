// End-to-end tests of the built demo site: `vite preview` serves www/dist, playwright-core drives Debian's
// Chromium (no browser download). Run by scripts/test.sh after `npm run build`; on its own: `npm run e2e`.
// Screenshots of every page at phone and desktop widths go to ../.e2e-shots/ (git-ignored).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { points } from './points.mjs';
import { ROOT, SHOTS, WWW, waitFor } from './viewport.mjs';

const PORT = Number(process.env.E2E_PORT || 4173);
const BASE = `http://127.0.0.1:${PORT}/`;
// Bytes, gzip -9 of every file of the built site: both engine modules, the scoring one every page starts with and
// the full one the Play and Replay pages load when first opened (the Score page's own first load is
// www/bench/first-load.mjs's to measure).
const SIZE_BUDGET = 563_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LOG = join(ROOT, 'tests/data/logs/mjlog2json/2019021004gm-00a9-0000-e2f6516d.mjlog');

let server;
let browser;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = spawn(join(WWW, 'node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    cwd: WWW,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitFor(BASE);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  await browser?.close();
  if (server) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  }
});

/** A fresh page (own storage) that fails the test on any page error. */
async function open(viewport = DESKTOP, hash = '') {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(BASE + hash);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return { context, page, errors };
}

async function shot(page, name) {
  for (const [label, vp] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    await page.setViewportSize(vp);
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

function files(dir) {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
}

test('the built site fits its size budget (gzip -9, every file)', () => {
  const dist = join(WWW, 'dist');
  let raw = 0;
  let gz = 0;
  for (const f of files(dist)) {
    const bytes = readFileSync(f);
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`site size: www/dist raw=${raw} B gzip-9=${gz} B (budget ${SIZE_BUDGET} B)`);
  assert.ok(gz <= SIZE_BUDGET, `the site is ${gz} B gzipped, over the ${SIZE_BUDGET} B budget`);
});

test('first load to interactive (measured, printed)', async () => {
  // Five cold loads (a fresh browser context each: empty cache, no service worker) of the scoring page; the time
  // is from navigation start to the page's own "interactive" mark (engine loaded, page drawn, inputs live).
  const times = [];
  for (let i = 0; i < 5; i++) {
    const { context, page, errors } = await open(DESKTOP, '#/score');
    times.push(Math.round(await page.evaluate(() => performance.getEntriesByName('interactive')[0]?.startTime ?? -1)));
    assert.deepEqual(errors, []);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`first load to interactive: median ${sorted[2]} ms (runs: ${times.join(', ')} ms), cold cache, localhost`);
  assert.ok(sorted[0] > 0);
});

/** Reads the shown total and per-seat deltas of the scoring page. */
async function shownScore(page) {
  await page.waitForSelector('.breakdown .total');
  const total = Number(await page.getAttribute('.breakdown .total', 'data-total'));
  const deltas = {};
  for (const row of await page.$$('.breakdown .deltas tbody tr')) {
    deltas[await row.getAttribute('data-seat')] = String(points(await row.$eval('td:nth-child(2)', (td) => td.textContent)));
  }
  return { total, deltas };
}

test('scoring: a textbook mangan, typed in MPSZ', async () => {
  const { context, page, errors } = await open(PHONE, '#/score?r=tenhou');
  // 223344m 567p 88s + 67s waiting on 5s: riichi, tanyao, pinfu, iipeikou = 4 han, ron with pinfu = 30 fu;
  // dora indicator 4p makes 5p dora (one in hand): 5 han = mangan. Non-dealer (South) ron: 8,000 from East.
  await page.fill('#f-hand', '223344m567p6788s');
  await page.fill('#f-win', '5s');
  await page.check('#f-riichi');
  await page.selectOption('#f-seat', 'S');
  await page.fill('#f-dora', '4p');
  const r = await shownScore(page);
  assert.equal(r.total, 8000);
  assert.equal(await page.textContent('.breakdown .hl'), '5 han 30 fu · Mangan');
  assert.deepEqual(r.deltas, { E: '-8000', S: '8000', W: '0', N: '0' });
  // The whole hand lives in the URL: reloading the link shows the same result.
  assert.match(page.url(), /h=223344m567p6788s/);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal((await shownScore(page)).total, 8000);
  await shot(page, 'score');
  assert.deepEqual(errors, []);
  await context.close();
});

test('scoring: dealer ron with fu counted, honba added', async () => {
  const { context, page, errors } = await open(DESKTOP, '#/score?r=tenhou');
  // 234m 678p 345s 555z(concealed haku triplet) + 9s tanki, dealer ron, 1 honba.
  // Fu: 20 base + 10 closed ron + 8 concealed honour triplet + 2 single wait = 40. Yakuhai haku 1 han.
  // Dealer ron 1 han 40 fu: 40 × 2^(2+1) = 320, × 6 = 1,920 → 2,000; honba 1 × 300 = 2,300 from North.
  await page.fill('#f-hand', '234m678p345s555z9s');
  await page.fill('#f-win', '9s');
  await page.fill('#f-honba', '1');
  const r = await shownScore(page);
  assert.equal(await page.textContent('.breakdown .hl'), '1 han 40 fu');
  assert.equal(r.total, 2300);
  assert.deepEqual(r.deltas, { E: '2300', S: '0', W: '0', N: '-2300' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('scoring: kokushi by tsumo, picked on the tile palette', async () => {
  const { context, page, errors } = await open(DESKTOP, '#/score?r=tenhou');
  // 1m 1m 9m 1p 9p 1s 9s E S W N haku hatsu, then chun drawn: thirteen orphans, a yakuman.
  // Non-dealer tsumo yakuman: dealer pays 16,000, the two others 8,000 each = 32,000.
  for (const t of ['1m', '1m', '9m', '1p', '9p', '1s', '9s', '1z', '2z', '3z', '4z', '5z', '6z']) {
    await page.click(`#palette [data-tile="${t}"]`);
  }
  await page.click('#palette [data-tile="7z"]'); // the hand is full: the next tile is the winning tile
  assert.equal(await page.inputValue('#f-win'), '7z');
  await page.check('#f-tsumo');
  await page.selectOption('#f-seat', 'S');
  const r = await shownScore(page);
  assert.equal(r.total, 32000);
  assert.deepEqual(r.deltas, { E: '-16000', S: '32000', W: '-8000', N: '-8000' });
  // Not a winning hand: a clear message and the shanten helper.
  await page.fill('#f-win', '7m');
  await page.waitForSelector('#score-error');
  assert.match(await page.textContent('.helper'), /Tenpai|shanten/);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Clicks one legal action for the human seat; returns the play state it acted in. */
async function playStep(page) {
  const state = await page.waitForFunction(
    () => ['human', 'hand-end', 'over'].includes(document.body.dataset.playState) && document.body.dataset.playState,
    null,
    { timeout: 30000, polling: 20 },
  );
  const s = await state.jsonValue();
  if (s === 'human') {
    // Win when possible, pass on claims, otherwise discard the drawn tile (or the first legal one).
    const moves = await page.getAttribute('body', 'data-moves');
    let clicked = false;
    // Between hands a dealer may be asked to play on or stop; anything else unknown is a generic button.
    for (const sel of ['[data-action="tsumo"]', '[data-action="ron"]', '[data-action="pass"]', '[data-action="continue"]', '.tile.playable.drawn', '.tile.playable', '.action']) {
      // A locator, not an element handle: the table may be redrawn between finding the tile and clicking it.
      const el = page.locator(sel).first();
      if (await el.count()) {
        await el.click({ timeout: 5000 });
        clicked = true;
        break;
      }
    }
    assert.ok(clicked, 'the human seat had a legal action to click');
    await page.waitForFunction((m) => document.body.dataset.moves !== m, moves, { polling: 20, timeout: 10000 });
  }
  return s;
}

async function newGame(page, ruleset, seed) {
  await page.goto(BASE + '#/play');
  await page.waitForSelector('#new-ruleset');
  await page.selectOption('#new-ruleset', ruleset);
  await page.fill('#new-seed', seed);
  await page.click('#start-game');
  await page.selectOption('#speed', 'fast');
}

test('play: a whole seeded Toutenkou hand (three seats) to its end screen', async () => {
  const { context, page, errors } = await open(DESKTOP, '#/play');
  await newGame(page, 'toutenkou', 'e2e-toutenkou');
  assert.equal(await page.locator('.table .seat').count(), 3);
  let steps = 0;
  let state;
  while ((state = await playStep(page)) === 'human') {
    steps++;
    if (steps === 4) await shot(page, 'play-toutenkou');
    assert.ok(steps < 200, 'the hand should end');
  }
  assert.equal(state, 'hand-end');
  assert.ok(await page.isVisible('#overlay .hand-end'));
  assert.ok(await page.isVisible('#overlay .round-end'));
  await shot(page, 'hand-end-toutenkou');
  console.log(`toutenkou hand: ${steps} human actions`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('play: a whole seeded Tenhou game against the bots, reloaded mid-game', async () => {
  const { context, page, errors } = await open(DESKTOP, '#/play');
  await newGame(page, 'tenhou', 'e2e-tenhou');
  let steps = 0;
  let hands = 1; // the hand being played
  let handsEnded = 0;
  let reloaded = false;
  for (;;) {
    const state = await playStep(page);
    if (state === 'over') break;
    if (state === 'hand-end') {
      if (hands === 1) await shot(page, 'hand-end-tenhou');
      await page.click('#next-hand');
      handsEnded++;
      hands++;
      continue;
    }
    steps++;
    assert.ok(steps < 2000, 'the game should end');
    if (!reloaded && hands === 2 && steps > 25) {
      // Reload mid-hand: the same table comes back from localStorage and play goes on.
      await page.waitForFunction(() => document.body.dataset.playState === 'human', null, { polling: 20 });
      const before = await page.$eval('.table', (t) => t.textContent);
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]');
      await page.waitForFunction(() => document.body.dataset.playState === 'human', null, { polling: 20 });
      assert.equal(await page.$eval('.table', (t) => t.textContent), before);
      await page.selectOption('#speed', 'fast');
      reloaded = true;
      await shot(page, 'play-tenhou');
    }
  }
  assert.ok(reloaded, 'the game was reloaded once');
  assert.ok(await page.isVisible('#game-end'));
  const ranks = await page.$$eval('#game-end tbody tr', (rows) => rows.map((r) => r.dataset.rank).sort());
  assert.deepEqual(ranks, ['1', '2', '3', '4']);
  // The settlement of a finished game sums to zero (uma and oka move points between players).
  const settled = (await page.$$eval('#game-end tbody tr td:nth-child(4)', (tds) => tds.map((t) => t.textContent))).map(points);
  assert.ok(Math.abs(settled.reduce((a, b) => a + b, 0)) < 0.05, `settlement ${settled}`);
  await shot(page, 'game-end-tenhou');
  // The finished game exports as a tenhou.net/6 log with one entry per hand.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-end')]);
  const log = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(log.log.length, handsEnded);
  // The exported log opens in the replay page and reaches the same final scores.
  const finalScores = await page.$$eval('#game-end tbody tr', (rows) => rows.map((r) => r.children[2].textContent).sort());
  await page.goto(BASE + '#/replay');
  await page.setInputFiles('#log-file', await download.path());
  await page.waitForSelector('body[data-replay="step"]');
  assert.doesNotMatch(await page.textContent('#replay-status'), /stops early/);
  await page.click('#replay-last');
  const replayed = await page.$$eval('#game-end tbody tr', (rows) => rows.map((r) => r.children[2].textContent).sort());
  assert.deepEqual(replayed, finalScores);
  console.log(`tenhou game: ${handsEnded} hands, ${steps} human actions`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('replay: a real Tenhou mjlog stepped to its end', async () => {
  const { context, page, errors } = await open(DESKTOP, '#/replay');
  await page.setInputFiles('#log-file', LOG);
  await page.waitForSelector('body[data-replay="step"]');
  const xml = readFileSync(LOG, 'utf8');
  const handsInLog = (xml.match(/<INIT /g) || []).length;
  // The final scores the record itself states (owari="score,points,…" in hundreds).
  const owari = /owari="([^"]+)"/.exec(xml)[1].split(',').filter((_, i) => i % 2 === 0).map((s) => Number(s) * 100);
  for (let i = 0; i < 5; i++) await page.click('#replay-next');
  assert.equal(await page.getAttribute('body', 'data-replay-at'), '5');
  await page.click('#replay-prev');
  assert.equal(await page.getAttribute('body', 'data-replay-at'), '4');
  let hands = 1;
  while ((await page.getAttribute('body', 'data-replay')) !== 'end') {
    await page.click('#replay-next-hand');
    hands++;
    if (hands === 3) await shot(page, 'replay');
    assert.ok(hands < 100);
  }
  assert.equal(hands - 1, handsInLog, 'one step per hand, then the end');
  assert.ok(await page.isVisible('#game-end'));
  const finalScores = (rows) => rows.map((r) => [r.children[1].textContent, r.children[2].textContent]);
  const bySeat = Object.fromEntries((await page.$$eval('#game-end tbody tr', finalScores)).map(([name, score]) => [name, points(score)]));
  assert.deepEqual(owari.map((_, s) => bySeat[`Player${s}`]), owari); // the record's names (tests/data: Player0..3)
  // The same game as tenhou.net/6 JSON reaches the same end.
  await page.setInputFiles('#log-file', LOG.replace(/\.mjlog$/, '.json'));
  await page.waitForFunction(() => document.querySelector('#replay-status').textContent.includes('.json'));
  await page.click('#replay-last');
  const bySeat6 = Object.fromEntries((await page.$$eval('#game-end tbody tr', finalScores)).map(([name, score]) => [name, points(score)]));
  assert.deepEqual(owari.map((_, s) => bySeat6[`Player${s}`]), owari);
  // More records through the whole engine: three-player, pao, and a gzipped file as Tenhou serves them.
  const gz = join(SHOTS, 'pao.mjlog.gz');
  writeFileSync(gz, gzipSync(readFileSync(join(ROOT, 'tests/data/logs/dnovikoff/pao.mjlog'))));
  for (const file of [join(ROOT, 'tests/data/logs/dnovikoff/sanma.mjlog'), gz]) {
    await page.setInputFiles('#log-file', file);
    await page.waitForFunction((name) => document.querySelector('#replay-status').textContent.startsWith(name), file.split('/').pop());
    const status = await page.textContent('#replay-status');
    assert.doesNotMatch(status, /stops early/, status);
    assert.match(status, /\d+ actions?, \d+ hands?\.$/);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('rules page renders the ruleset documentation', async () => {
  const { context, page, errors } = await open(DESKTOP, '#/rules');
  await page.waitForSelector('#doc h1, #doc h2');
  assert.ok((await page.$$('.doc-nav a')).length >= 1);
  await shot(page, 'rules');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the site works offline after the first visit (service worker)', async () => {
  const { context, page, errors } = await open(DESKTOP, '#/score');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 10000 });
  await page.click('a[data-page="rules"]');
  await page.waitForSelector('#doc h1, #doc h2');
  await page.click('a[data-page="drill"]');
  await page.waitForSelector('#drill-question .drill-hand .tile');
  assert.deepEqual(errors, []);
  await context.close();
});
