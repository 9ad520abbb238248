// The Replay page's review of a seat's play, against the package: a real Tenhou hanchan and a game played on the
// site (the Play page's save). The hanchan's tenhou.net/6 JSON is opened in the page and read in Node by the page's
// own readers (src/tenhou6.ts and src/mjlog.ts, bundled here with the package's Node build in place of the page's
// engine modules): the page's figures, hands, largest differences and every decision's card equal game.review(seat)
// of the same game; each move made is the record's own action; the deal-ins are the record's wins on the seat's
// discards. Its mjlog opened in the page reviews the same play (the strong bot's choice between equal tiles follows
// the copies' order, which the two formats number differently, so agreement is not compared across them). The
// review's time in the page is printed (item: a whole hanchan's review in Chromium within a second;
// www/bench/review.mjs measures it apart from the page).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Game } from 'tenpai';
import { startSite, checkAllSizes, SIZES, DESKTOP, ROOT, WWW } from './viewport.mjs';

const PHONE = SIZES[0];
const LOG = join(ROOT, 'tests/data/logs/mjlog2json/2019021004gm-00a9-0000-e2f6516d.mjlog');
/** The same game as tenhou.net/6 JSON (Node has no DOMParser for the mjlog's XML). */
const LOG_JSON = LOG.replace(/\.mjlog$/, '.json');
let site;
let reader;
before(async () => {
  site = await startSite(Number(process.env.E2E_PORT || 4173) + 14);
  reader = await nodeReader();
});
after(() => site?.close());

/** The page's record readers for Node: src/tenhou6.ts and src/mjlog.ts bundled with their engine imports answered
 * by the package. */
async function nodeReader() {
  const dir = join(WWW, 'node_modules/.e2e');
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, 'readers-node.mjs');
  await build({
    stdin: { contents: "export { replayParsed } from './mjlog'; export { parseTenhou6 } from './tenhou6';", resolveDir: join(WWW, 'src'), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'error',
    external: ['tenpai'],
    plugins: [
      {
        name: 'engine-in-node',
        setup(b) {
          b.onResolve({ filter: /^\.\/(engine|game-engine)$/ }, () => ({ path: 'engine', namespace: 'node-engine' }));
          b.onLoad({ filter: /.*/, namespace: 'node-engine' }, () => ({ contents: "export { Game, ruleset } from 'tenpai';", resolveDir: WWW }));
        },
      },
    ],
  });
  return import(outfile);
}

/** A game of the package at its record's end, and the script it was stepped from. */
function gameOf(script) {
  const game = Game.fromJSON(script.start);
  for (const { seat, action } of script.steps) game.apply(seat, action, seat);
  return game;
}

const differs = (d) => d.acceptanceLost > 0 || d.shantenLost > 0 || d.dangerAdded > 0 || (d.dealIn && d.saferAvailable);
const summaryOf = (s) => [s.decisions, s.agreed, s.acceptanceLost, s.dealIns, s.dealInsSaferAvailable];
const moveOf = (m) => ({ action: m.action.type, tile: m.action.type === 'discard' ? m.action.tile : '', shanten: String(m.shanten), tiles: String(m.tiles), danger: String(m.danger) });

/** The decisions that cost tiles, largest first (a step back before any count of tiles). */
const largestByTiles = (review) =>
  review.decisions.filter((d) => d.shantenLost > 0 || d.acceptanceLost > 0).sort((a, b) => b.shantenLost - a.shantenLost || b.acceptanceLost - a.acceptanceLost);

/** The page's game figures, hands table and largest-difference lists, against `review`. */
async function checkFigures(page, review) {
  const figures = await page.$eval('#review-game', (f) => ({ ...f.dataset }));
  assert.deepEqual([figures.decisions, figures.agreed, figures.acceptanceLost, figures.dealIns, figures.dealInsSafer].map(Number), summaryOf(review.game));
  const rows = await page.$$eval('#review-hands tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  assert.equal(rows.length, review.hands.length, 'one row per hand');
  rows.forEach((row, i) => {
    const f = review.hands[i].summary;
    assert.deepEqual(row.slice(1, 5), [`${f.agreed}/${f.decisions}`, String(f.acceptanceLost), String(f.shantenLost), String(f.riskier)], `hand ${i}`);
  });
  // The hands add up to the game.
  const sum = (k) => review.hands.reduce((n, x) => n + x.summary[k], 0);
  assert.deepEqual(summaryOf({ decisions: sum('decisions'), agreed: sum('agreed'), acceptanceLost: sum('acceptanceLost'), dealIns: sum('dealIns'), dealInsSaferAvailable: sum('dealInsSaferAvailable') }), summaryOf(review.game));
  // The largest differences: by tiles (a step back first), by danger beyond the bot (a deal-in with a safer tile first).
  const tiles = largestByTiles(review);
  const dealt = (d) => Number(d.dealIn && d.saferAvailable);
  const danger = review.decisions.filter((d) => d.dangerAdded > 0 || dealt(d)).sort((a, b) => dealt(b) - dealt(a) || b.dangerAdded - a.dangerAdded);
  const listed = (id) => page.$$eval(`#${id} button`, (bs) => bs.map((b) => Number(b.dataset.index))).catch(() => []);
  assert.deepEqual(await listed('review-largest-tiles'), tiles.slice(0, 5).map((d) => d.index));
  assert.deepEqual(await listed('review-largest-danger'), danger.slice(0, 5).map((d) => d.index));
}

/** Steps through every decision with the card's "Decision ▶" from the first frame: each card shows its decision's
 * three moves as the review has them, and the table has the reviewed seat at the bottom. */
async function checkEveryCard(page, review) {
  await page.click('#replay-first');
  const cards = await page.evaluate(([count, first]) => {
    const out = [];
    for (let k = 0; k < count; k++) {
      // The first frame is the first decision's when the seat acts first.
      if (k > 0 || first > 0) document.querySelector('#review-next').click();
      const card = document.querySelector('#review-card .decision');
      out.push({
        at: Number(document.body.dataset.replayAt),
        index: Number(card?.dataset.index),
        bottom: Number(document.querySelector('.table .seat.bottom').dataset.seat),
        moves: [...document.querySelectorAll('#review-card table.moves tbody tr')].map((tr) => ({ move: tr.dataset.move, action: tr.dataset.action, tile: tr.dataset.tile, shanten: tr.dataset.shanten, tiles: tr.dataset.tiles, danger: tr.dataset.danger })),
      });
    }
    return out;
  }, [review.decisions.length, review.decisions[0].index]);
  cards.forEach((c, k) => {
    const d = review.decisions[k];
    assert.equal(c.at, d.index, `decision ${k}: the frame of the decision`);
    assert.equal(c.index, d.index, `decision ${k}: its card`);
    assert.equal(c.bottom, review.seat, 'the reviewed seat sits at the bottom');
    const expected = [['made', d.made], ['efficient', d.efficient], ['bot', d.bot]].map(([move, m]) => ({ move, ...moveOf(m) }));
    assert.deepEqual(c.moves, expected, `decision ${k} (action ${d.index})`);
  });
  assert.equal(await page.isDisabled('#review-next'), true, 'no decision after the last');
}

test('replay review of a real Tenhou hanchan: the figures, every decision and the deal-ins equal the package and the record', async () => {
  const xml = readFileSync(LOG, 'utf8');
  const script = reader.replayParsed(reader.parseTenhou6(readFileSync(LOG_JSON, 'utf8')));
  assert.equal(script.error, undefined);
  const game = gameOf(script);
  const { context, page, errors } = await site.open(PHONE, '#/replay');
  await page.setInputFiles('#log-file', LOG_JSON);
  await page.waitForSelector('body[data-replay="step"]');
  const times = [];
  for (const seat of [0, 1, 2, 3]) {
    const review = game.review(seat);
    assert.ok(review.decisions.length > 50, `seat ${seat}: ${review.decisions.length} decisions`);
    // The move made is the record's own action at that place.
    for (const d of review.decisions) {
      assert.equal(script.steps[d.index].seat, seat);
      assert.deepEqual(d.made.action, script.steps[d.index].action);
    }
    // The deal-ins are the record's hands won by ron on this seat's discard (a double ron once).
    const hands = xml.split('<INIT').slice(1);
    const dealtInHands = new Set(hands.flatMap((hand, i) => ([...hand.matchAll(/<AGARI [^>]*who="(\d)"[^>]*fromWho="(\d)"/g)].some((m) => m[1] !== m[2] && Number(m[2]) === seat) ? [i] : [])));
    assert.equal(review.game.dealIns, dealtInHands.size, `seat ${seat}: deal-ins`);
    await page.click(`#review-picker [data-seat="${seat}"]`);
    await page.waitForFunction((s) => document.querySelector(`#review-picker [data-seat="${s}"]`).getAttribute('aria-pressed') === 'true' && document.querySelector('#review-game'), seat);
    await page.waitForFunction(() => document.body.dataset.review === 'done');
    times.push(Number(await page.getAttribute('body', 'data-review-ms')));
    await checkFigures(page, review);
    if (seat === 1) await checkEveryCard(page, review);
  }
  console.log(`review of a whole Tenhou hanchan in the page (worker call to answer, Chromium): ${times.map((t) => `${t} ms`).join(', ')} for seats 0-3`);
  // A discard that cost tiles, opened from the largest differences: the card says what it lost and what the
  // efficient discard takes that it does not; the tiles are marked on the hand.
  const discard = largestByTiles(game.review(1)).slice(0, 5).find((d) => d.made.action.type === 'discard');
  assert.ok(discard, 'a discard among the largest differences of seat 1');
  await page.click('#review-picker [data-seat="1"]');
  await page.click(`#review-largest-tiles button[data-index="${discard.index}"]`);
  const card = await page.$eval('#review-card .decision', (c) => ({ differs: c.dataset.differs, text: c.textContent, at: Number(document.body.dataset.replayAt), index: Number(c.dataset.index) }));
  assert.equal(card.differs, 'true');
  assert.equal(card.at, card.index, 'the jump lands on the decision');
  assert.match(card.text, /−\d+ tiles|steps? back/);
  assert.ok(await page.locator('.hand.mine .tile.review-played').count() === 1, 'the tile played is marked on the hand');
  await checkAllSizes(page, 'replay-review', {});
  await page.click('#review-card details.every summary');
  await checkAllSizes(page, 'replay-review-every', {});
  // The mjlog of the same game: the same decisions, tiles lost and deal-ins for each seat.
  await page.setInputFiles('#log-file', LOG);
  await page.waitForFunction(() => !document.querySelector('#review-game'));
  for (const seat of [0, 1, 2, 3]) {
    await page.click(`#review-picker [data-seat="${seat}"]`);
    await page.waitForFunction((s) => document.querySelector(`#review-picker [data-seat="${s}"]`).getAttribute('aria-pressed') === 'true' && document.body.dataset.review === 'done' && document.querySelector('#review-game'), seat);
    const f = await page.$eval('#review-game', (el) => ({ ...el.dataset }));
    const [decisions, , acceptanceLost, dealIns, dealInsSafer] = summaryOf(game.review(seat).game);
    assert.deepEqual([f.decisions, f.acceptanceLost, f.dealIns, f.dealInsSafer].map(Number), [decisions, acceptanceLost, dealIns, dealInsSafer], `mjlog, seat ${seat}`);
  }
  assert.deepEqual(errors, []);
  game.free();
  await context.close();
});

test('replay review of a game played on the site, opened from the Play page with the seat chosen', async () => {
  const game = new Game({ ruleset: 'tenhou', seed: 'e2e-review-site' });
  game.autoplay({ players: ['easy', 'strong', 'normal', 'strong'], events: false });
  assert.ok(game.status().over);
  const review = game.review(0);
  const { context, page, errors } = await site.open(DESKTOP, '#/score');
  await page.evaluate((json) => localStorage.setItem('tenpai.play', JSON.stringify({ v: 1, ruleset: 'tenhou', game: json, pause: null, dealer: 0, last: null })), game.toJSON());
  await page.goto(site.base + '#/replay?saved=1&review=0');
  await page.waitForFunction(() => document.body.dataset.review === 'done', null, { timeout: 20000 });
  await checkFigures(page, review);
  await checkEveryCard(page, review);
  // The seats are named as the Play page names them, in the table, the review's seat picker and its sentences.
  const names = ['You', 'Right', 'Across', 'Left'];
  assert.deepEqual(await page.$$eval('#review-picker .seat-choice', (bs) => bs.map((b) => b.textContent)), names);
  assert.deepEqual((await page.$$eval('.replay-board .seat .seat-info .name', (els) => els.map((e) => e.textContent))).sort(), [...names].sort());
  assert.match(await page.textContent('#review-picker'), /Each of your decisions/);
  assert.doesNotMatch(await page.textContent('.replay-view'), /Seat \d|You's/);
  // On a wide screen the card stands beside the table.
  await page.click('#review-largest-tiles button, #review-largest-danger button');
  const [board, card] = await page.$$eval('.replay-board, #review-card', (els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  assert.ok(card.left >= board.right - 1 && card.top < board.bottom, 'the card beside the table');
  await checkAllSizes(page, 'replay-review-site', {});
  assert.deepEqual(errors, []);
  game.free();
  await context.close();
});
