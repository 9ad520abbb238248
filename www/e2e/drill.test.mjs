// The scoring drill page: a seeded hand shown with the facts its request has, answered right (the expected payment
// read from the npm package's own `score` in Node, from the request the page shows), then the next hand answered
// wrong, then han and fu; the verdict, the breakdown and the session's tally after each; the same link giving the
// same hand; the ruleset picker (a ruleset counted in points not offered); five screen sizes of a question and of a
// verdict. Offline use is site.test.mjs's (the drill opened from the cache).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startSite, checkAllSizes, SIZES, DESKTOP, WWW } from './viewport.mjs';

const SMALL = SIZES[1];
const tenpai = createRequire(join(WWW, 'package.json'))('tenpai');
let site;
before(async () => {
  site = await startSite(Number(process.env.E2E_PORT || 4173) + 50);
});
after(() => site?.close());

const WIND = { E: 'East', S: 'South', W: 'West', N: 'North' };
/** MPSZ as tile names, flavoured tiles too ("67B8m" → 6m 7Bm 8m). */
const split = (mpsz) => [...(mpsz ?? '').matchAll(/((?:\d[BGP]?)+)([mpsz])/g)].flatMap(([, ds, s]) => ds.match(/\d[BGP]?/g).map((d) => d + s));

/** The request of the hand on screen, valued here by the package, and the figures a player would enter. */
async function expected(page) {
  const req = JSON.parse(await page.getAttribute('#drill-question', 'data-request'));
  const r = tenpai.score(req);
  const pay = (w) => -r.deltas[w];
  const fields = {};
  if (!req.tsumo) fields.ron = pay(req.discarder);
  else if (req.seatWind === 'E') fields.all = pay('S');
  else Object.assign(fields, { other: pay(req.seatWind === 'S' ? 'W' : 'S'), dealer: pay('E') });
  return { req, r, fields };
}

/** The shown question agrees with its request: how it was won, the seat, the round, dora and the tiles. */
async function checkQuestion(page, req) {
  const fact = (k) => page.textContent(`[data-fact="${k}"]`);
  assert.match(await fact('win'), req.tsumo ? /Tsumo/ : new RegExp(`Ron from ${WIND[req.discarder]}`));
  assert.match(await fact('seat'), new RegExp(`${WIND[req.seatWind]} · ${req.seatWind === 'E' ? 'dealer' : 'non-dealer'}`));
  assert.match(await fact('round'), new RegExp(WIND[req.roundWind]));
  assert.equal(await page.isVisible('[data-fact="flags"]'), Boolean(req.riichi || req.ippatsu || req.haitei || req.houtei));
  assert.deepEqual(await page.$$eval('[data-indicators="dora"] .tile', (ts) => ts.map((t) => t.dataset.tile)), split(req.dora));
  const shown = await page.$$eval('.drill-hand .tile', (ts) => ts.length);
  assert.equal(shown, split(req.hand).length + 1 + (req.melds ?? []).reduce((n, m) => n + split(m.tiles).length, 0));
  assert.equal(await page.getAttribute('.drill-hand .win-tile', 'data-tile'), req.winTile);
}

async function tally(page) {
  const t = await page.$eval('#drill-tally', (el) => ({ right: Number(el.dataset.right), answered: Number(el.dataset.answered), text: el.textContent }));
  return t;
}

test('drill: a hand answered right, the next one wrong, then han and fu; the tally follows', async () => {
  const { context, page, errors } = await site.open(SIZES[0], '#/drill?r=tenhou&s=e2e-drill&n=1&a=pay');
  await page.waitForSelector('#drill-question');
  assert.equal(await page.getAttribute('a[data-page="drill"]', 'class'), 'current');
  let { req, r, fields } = await expected(page);
  assert.equal(req.ruleset, 'tenhou');
  await checkQuestion(page, req);
  assert.deepEqual((await page.$$eval('#drill-answer input', (is) => is.map((i) => i.id))).sort(), Object.keys(fields).map((k) => `drill-${k}`).sort());
  assert.equal(await page.getAttribute('#drill-answer input', 'inputmode'), 'numeric');
  await checkAllSizes(page, 'drill-question');

  // Right: every payment typed (with a thousands comma once), then Enter.
  for (const [k, v] of Object.entries(fields)) await page.fill(`#drill-${k}`, k === 'dealer' ? v.toLocaleString('en') : String(v));
  await page.press('#drill-answer input >> nth=-1', 'Enter');
  await page.waitForSelector('#drill-verdict');
  assert.equal(await page.getAttribute('#drill-verdict', 'data-right'), 'true');
  assert.match(await page.textContent('.verdict-mark'), /Right/);
  assert.equal(Number(await page.getAttribute('#drill-verdict .breakdown .total', 'data-total')), r.total);
  assert.deepEqual(await page.$$eval('#drill-verdict table.yaku tr[data-yaku]', (rows) => rows.map((x) => x.dataset.yaku)).then((ids) => ids.filter((id) => !['dora', 'red', 'ura'].includes(id))), r.yaku.map((y) => y.id));
  assert.equal(await page.isDisabled('#drill-check'), true, 'an answered hand is locked');
  let t = await tally(page);
  assert.deepEqual([t.right, t.answered], [1, 1]);
  assert.match(t.text, /1 right of 1 answered/);
  assert.match(await page.getAttribute('#drill-calculator', 'href'), /^#\/score\?r=tenhou&h=/);
  await checkAllSizes(page, 'drill-verdict');

  // Enter again: the next hand, its number in the link.
  await page.setViewportSize(SMALL);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'drill-next');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('#drill-verdict'));
  assert.match(page.url(), /n=2/);
  ({ req, r, fields } = await expected(page));
  await checkQuestion(page, req);
  // Wrong: the first payment 100 off.
  const keys = Object.keys(fields);
  for (const k of keys) await page.fill(`#drill-${k}`, String(fields[k] + (k === keys[0] ? 100 : 0)));
  await page.click('#drill-check');
  await page.waitForSelector('#drill-verdict');
  assert.equal(await page.getAttribute('#drill-verdict', 'data-right'), 'false');
  assert.match(await page.textContent('.verdict-mark'), /Not quite/);
  assert.equal(await page.getAttribute(`.verdict-checks tr[data-field="${keys[0]}"]`, 'data-right'), 'false');
  t = await tally(page);
  assert.deepEqual([t.right, t.answered], [1, 2]);

  // Han and fu: a new question moves on to the next hand.
  await page.selectOption('#drill-ask', 'hanfu');
  await page.waitForFunction(() => !document.querySelector('#drill-verdict'));
  assert.match(page.url(), /n=3&a=hanfu/);
  ({ req, r } = await expected(page));
  await page.fill('#drill-han', String(r.han));
  await page.fill('#drill-fu', String(r.fu));
  await page.press('#drill-fu', 'Enter');
  await page.waitForSelector('#drill-verdict');
  assert.equal(await page.getAttribute('#drill-verdict', 'data-right'), 'true');
  t = await tally(page);
  assert.deepEqual([t.right, t.answered], [2, 3]);

  // The link replays the drill: the same hand again, and the session's tally kept.
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector('#drill-question');
  assert.deepEqual(JSON.parse(await page.getAttribute('#drill-question', 'data-request')), req);
  t = await tally(page);
  assert.deepEqual([t.right, t.answered], [2, 3]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('drill: the ruleset picker; a ruleset counted in points is not offered', async () => {
  const { context, page, errors } = await site.open(DESKTOP, '#/drill?r=toutenkou&s=e2e-rules');
  await page.waitForSelector('#drill-question');
  assert.match(await page.textContent('#drill-notice'), /counts points/);
  assert.equal(JSON.parse(await page.getAttribute('#drill-question', 'data-request')).ruleset, 'tenhou');
  assert.equal(await page.$eval('#drill-ruleset option[value="toutenkou"]', (o) => o.disabled), true);
  for (const id of ['mcgill', 'speed-tonpuu']) {
    await page.selectOption('#drill-ruleset', id);
    await page.waitForFunction((id) => JSON.parse(document.querySelector('#drill-question').dataset.request).ruleset === id, id);
    const { req, fields } = await expected(page);
    await checkQuestion(page, req);
    for (const [k, v] of Object.entries(fields)) await page.fill(`#drill-${k}`, String(v));
    await page.click('#drill-check');
    assert.equal(await page.getAttribute('#drill-verdict', 'data-right'), 'true', id);
    assert.match(page.url(), new RegExp(`r=${id}`));
  }
  assert.deepEqual(errors, []);
  await context.close();
});
