// The house-rules editor (#/rules/house): a field edited on a phone, the engine's own bad-ruleset message at that
// field (the same text the package throws in Node for the same ruleset), a named ruleset saved, still there after a
// reload, picked on the Score page and scoring a hand as the package scores it under those rules; a link and a
// file carrying a ruleset to a browser that has never seen it; a store this version cannot read kept and offered.
// Screenshots of each state at the five sizes (viewport.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSite, checkAllSizes, SIZES, SHOTS, WWW } from './viewport.mjs';

const PHONE = SIZES[0];
const SMALL = SIZES[1];
let site;
before(async () => {
  site = await startSite(Number(process.env.E2E_PORT || 4173) + 40);
});
after(() => site?.close());
// The package as Node loads it, from the site's own dependency: the reference for the engine's messages and scores.
const tenpai = createRequire(join(WWW, 'package.json'))('tenpai');

/** The engine's message about a field as the editor words it for players: the field by its label, then the
 * engine's words about it (after "<path>: "), the ruleset's id and the code left out. */
function shownError(e, label) {
  return `${label}: ${e.message.slice(e.message.indexOf(`${e.field}: `) + e.field.length + 2)}`;
}

async function openEditor(size, query = '') {
  const opened = await site.open(size, `#/rules/house${query}`);
  await opened.page.waitForSelector('body[data-house="ready"]');
  return opened;
}

const field = (path) => `.hr-field[data-path="${path}"]`;
async function openGroup(page, group) {
  const d = page.locator(`details.hr-group[data-group="${group}"]`);
  if (!(await d.evaluate((el) => el.open))) await d.locator('> summary').click();
}

/** A pinfu tanyao riichi ron with one dora, South's: 4 han 30 fu, 7,700 under Tenhou and 8,000 with kiriage. */
const HAND = { hand: '234m567p45678s22p', winTile: '3s', seatWind: 'S', roundWind: 'E', riichi: true, dora: '1m', discarder: 'E' };
const HAND_QUERY = 'h=234m567p45678s22p&w=3s&sw=S&f=riichi&d=1m';

test('house rules: an edit the engine refuses is shown at its field; saved, reloaded, picked on Score', async () => {
  const { context, page, errors } = await openEditor(PHONE);
  await checkAllSizes(page, 'house-new');
  await page.setViewportSize(PHONE);

  // Uma that does not sum to zero: the engine's own message, at the uma field, as Node's package words it.
  await openGroup(page, 'points');
  await page.fill(`${field('score.uma')} input`, '30, 10, -10, -20');
  const bad = structuredClone(tenpai.ruleset('tenhou'));
  bad.id = 'house';
  bad.name = '';
  bad.score.uma = [30, 10, -10, -20];
  let thrown;
  try {
    tenpai.ruleset(bad);
  } catch (e) {
    thrown = e;
  }
  assert.equal(thrown?.code, 'bad-ruleset', 'the package refuses uma that do not sum to 0');
  assert.equal(thrown.field, 'score.uma');
  assert.equal((await page.textContent(`${field('score.uma')} .field-error`)).trim(), shownError(thrown, 'Uma'));
  assert.doesNotMatch(await page.textContent(`${field('score.uma')} .field-error`), /score\.uma|bad-ruleset|ruleset '/);
  assert.ok(await page.isVisible(`${field('score.uma')} .field-error`));
  assert.ok(await page.isVisible('details[data-group="points"] .hr-bad'), 'the group says it holds a problem');
  assert.equal(await page.locator('.field-error:visible').count(), 1, 'the message is at one field only');
  assert.match(await page.textContent(`${field('score.uma')} .hr-was`), /20, 10, −10, −20/, 'the preset value is shown beside the change');
  await page.locator(field('score.uma')).scrollIntoViewIfNeeded();
  await checkAllSizes(page, 'house-bad-field');
  await page.setViewportSize(PHONE);

  // Saving is refused while the engine refuses the rules, and without a name.
  await page.click('#hr-save');
  assert.match(await page.textContent('#hr-note'), /Not saved/);
  await page.fill(`${field('score.uma')} input`, '30, 10, -10, -30');
  assert.equal(await page.locator('.field-error:visible').count(), 0);
  await page.click('#hr-save');
  assert.match(await page.textContent('#hr-note'), /name/);
  assert.ok(await page.isVisible('.hr-name .field-error'));

  // Kiriage mangan on, a name, saved.
  await openGroup(page, 'scoring');
  await page.check(`${field('score.kiriage')} input[type=checkbox]`);
  assert.ok(await page.locator(field('score.kiriage')).evaluate((el) => el.classList.contains('changed')));
  await page.fill('.hr-name input', 'Thursday club');
  await page.click('#hr-save');
  assert.match(await page.textContent('#hr-note'), /Saved/);
  assert.match(await page.textContent('#hr-status'), /2 rules differ from Tenhou/);

  // After a reload it is listed; the saved value is what the engine reads back.
  await page.reload();
  await page.waitForSelector('body[data-house="ready"]');
  assert.equal((await page.textContent('#hr-saved [data-id="thursday-club"] .hr-saved-name')).trim().split(' · ')[0], 'Thursday club');
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('tenpai.house-rules'))).rulesets[0].ruleset;
  assert.deepEqual(saved, tenpai.ruleset(saved), 'the saved ruleset is whole, as the engine writes it');
  assert.deepEqual(saved.score.uma, [30, 10, -10, -30]);
  assert.equal(saved.score.kiriage, true);
  await checkAllSizes(page, 'house-saved');
  await page.setViewportSize(PHONE);

  // Score: the same hand under Tenhou, then under the house rules picked beside the presets.
  await page.goto(site.base + `#/score?r=tenhou&${HAND_QUERY}`);
  await page.waitForSelector('.breakdown .total');
  const total = async () => Number(await page.getAttribute('.breakdown .total', 'data-total'));
  assert.equal(await total(), tenpai.score({ ...HAND, ruleset: 'tenhou' }).total);
  assert.equal(await total(), 7700);
  const option = page.locator('#f-ruleset option[value="house:thursday-club"]');
  assert.match(await option.textContent(), /^Thursday club · 4 players \(house rules\)$/);
  await page.selectOption('#f-ruleset', 'house:thursday-club');
  await page.waitForFunction(() => document.querySelector('.breakdown .total')?.getAttribute('data-total') === '8000');
  assert.equal(await total(), tenpai.score({ ...HAND, ruleset: saved }).total);
  assert.match(page.url(), /r=house%3Athursday-club|r=house:thursday-club/);
  await checkAllSizes(page, 'house-score');
  await page.setViewportSize(PHONE);
  // A link to house rules this browser lacks: scored under the first preset, and said so.
  await page.goto(site.base + `#/score?r=house:friday-club&${HAND_QUERY}`);
  await page.waitForSelector('#house-missing');
  assert.match(await page.textContent('#house-missing'), /friday-club.*not saved in this browser/);
  assert.equal(await total(), 7700);
  // Play offers it for a new game, and the game is played under it.
  await page.goto(site.base + '#/play');
  await page.waitForSelector('#new-ruleset');
  await page.selectOption('#new-ruleset', 'house:thursday-club');
  await page.click('#start-game');
  await page.waitForFunction(() => ['human', 'bots'].includes(document.body.dataset.playState), null, { polling: 20, timeout: 20000 });
  assert.match(await page.textContent('.ruleset-name'), /Thursday club/);
  await page.waitForFunction(() => localStorage.getItem('tenpai.play') !== null);
  const game = JSON.parse(JSON.parse(await page.evaluate(() => localStorage.getItem('tenpai.play'))).game);
  assert.deepEqual(game.ruleset.score.uma, [30, 10, -10, -30], 'the game carries the house rules');
  assert.deepEqual(errors, []);
  await context.close();
});

test('house rules: oka follows the starting and return points; what is left to fix is said in the form\'s words', async () => {
  const { context, page, errors } = await openEditor(PHONE);
  await openGroup(page, 'points');
  const input = (path) => `${field(path)} input`;
  const shown = async (path) => (await page.isVisible(`${field(path)} .field-error`)) ? (await page.textContent(`${field(path)} .field-error`)).trim() : null;
  // Tenhou's 25,000 / 30,000, oka 20: the starting points changed alone to 30,000 make no oka, and the rules save.
  await page.fill(input('game.start_points'), '30000');
  assert.equal(await page.inputValue(input('score.oka')), '0');
  assert.equal(await page.locator('.field-error:visible').count(), 0);
  await page.fill('.hr-name input', 'Thirty flat');
  await page.click('#hr-save');
  assert.match(await page.textContent('#hr-note'), /Saved/);
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('tenpai.house-rules'))).rulesets[0].ruleset;
  assert.deepEqual([saved.game.start_points, saved.game.return_points, saved.score.oka], [30000, 30000, 0]);
  assert.deepEqual(saved, tenpai.ruleset(saved));
  // Starting points above the return points: the return points are blamed, by their label, with the least that works.
  await page.fill(input('game.start_points'), '35000');
  assert.match(await shown('game.return_points'), /^Return points: must be at least Starting points \(35,000\), not 30,000$/);
  await page.fill(input('game.return_points'), '40000');
  assert.equal(await page.inputValue(input('score.oka')), '20');
  assert.equal(await page.locator('.field-error:visible').count(), 0);
  // Oka typed by hand: the message says the oka that works.
  await page.fill(input('score.oka'), '15');
  assert.match(await shown('score.oka'), /^Oka: must be 20 \(Players × \(Return points − Starting points\) \/ 1,000\), not 15$/);
  await checkAllSizes(page, 'house-oka');
  await page.setViewportSize(PHONE);
  // Three players (Tenhou sanma: 35,000 / 40,000) with the return points 500 above the start: no whole oka; the
  // message says which fields to change.
  page.once('dialog', (d) => d.accept());
  await page.selectOption('#hr-base', 'tenhou-sanma');
  await openGroup(page, 'points');
  await page.fill(input('game.return_points'), '35500');
  const text = await shown('score.oka');
  assert.match(text, /^Oka: Players × \(Return points − Starting points\) is 1,500, not a whole number of thousands: change Starting points or Return points$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('house rules: a link and a file carry a ruleset to another browser', async () => {
  const { context, page, errors } = await openEditor(SMALL);
  await page.selectOption('#hr-base', 'mcgill');
  await page.fill('.hr-name input', 'Head bump club');
  await openGroup(page, 'wins');
  await page.selectOption(`${field('calls.multi_ron')} select`, 'all_win');
  await openGroup(page, 'riichi');
  await page.fill(`${field('riichi.min_points')} input[type=text]`, '500');
  await page.click('#hr-share');
  await page.waitForSelector('#hr-link:visible');
  const link = await page.inputValue('#hr-link');
  assert.match(link, /#\/rules\/house\?z=/);
  assert.ok(link.length < 2500, `the link is ${link.length} characters`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#hr-export')]);
  const file = join(SHOTS, 'house-download.json');
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(exported, tenpai.ruleset(exported), 'the file is a ruleset the package reads as it is');
  assert.equal(exported.calls.multi_ron, 'all_win');
  assert.equal(exported.riichi.min_points, 500);
  await context.close();

  // Another browser (fresh storage) opens the link: the same rules, compared with McGill, not saved until asked.
  const other = await site.open(SMALL, link.slice(link.indexOf('#')));
  await other.page.waitForSelector('body[data-house="ready"]');
  assert.match(await other.page.textContent('#hr-note'), /Head bump club/);
  assert.equal(await other.page.inputValue('.hr-name input'), 'Head bump club');
  assert.equal(await other.page.inputValue('#hr-base'), 'mcgill');
  assert.equal(await other.page.inputValue(`${field('calls.multi_ron')} select`), 'all_win');
  assert.match(await other.page.textContent('#hr-status'), /2 rules differ from McGill/);
  await checkAllSizes(other.page, 'house-from-link');
  await other.page.click('#hr-save');
  const stored = JSON.parse(await other.page.evaluate(() => localStorage.getItem('tenpai.house-rules'))).rulesets;
  assert.deepEqual(stored.map((e) => e.ruleset), [exported], 'the link carried the whole ruleset');
  // A link cut short says so.
  await other.page.goto(site.base + '#/rules/house?z=q1w2e3');
  await other.page.reload();
  await other.page.waitForSelector('body[data-house="ready"]');
  assert.match(await other.page.textContent('#hr-note'), /cannot be read|cut short/);
  assert.deepEqual(other.errors, []);
  await other.context.close();

  // The file opened in a third browser.
  const third = await openEditor(PHONE);
  await third.page.setInputFiles('#hr-import', file);
  await third.page.waitForFunction(() => document.querySelector('.hr-name input')?.value === 'Head bump club');
  assert.equal(await third.page.inputValue(`${field('calls.multi_ron')} select`), 'all_win');
  assert.equal(await third.page.locator('.field-error:visible').count(), 0);
  // A file that is not JSON is refused with a message, the form unchanged.
  const junk = join(SHOTS, 'house-junk.json');
  writeFileSync(junk, '{ not json');
  await third.page.setInputFiles('#hr-import', junk);
  await third.page.waitForFunction(() => /not a ruleset file/.test(document.querySelector('#hr-note')?.textContent ?? ''));
  assert.equal(await third.page.inputValue('.hr-name input'), 'Head bump club');
  assert.deepEqual(third.errors, []);
  await third.context.close();
  assert.deepEqual(errors, []);
});

test('house rules: a store this version cannot read is kept and offered as a file, never dropped', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/score');
  await page.evaluate(() => localStorage.setItem('tenpai.house-rules', '{"v": 7, "clubs": "from a newer site"}'));
  await page.goto(site.base + '#/rules/house');
  await page.reload();
  await page.waitForSelector('#hr-unreadable');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#hr-unreadable button:has-text("Download")')]);
  const file = join(SHOTS, 'house-unreadable.json');
  await download.saveAs(file);
  assert.equal(readFileSync(file, 'utf8'), '{"v": 7, "clubs": "from a newer site"}');
  await checkAllSizes(page, 'house-unreadable');
  await page.setViewportSize(PHONE);
  // A new save does not write over it.
  await page.fill('.hr-name input', 'Club');
  await page.click('#hr-save');
  assert.match(await page.textContent('#hr-note'), /Saved/);
  assert.equal(await page.evaluate(() => localStorage.getItem('tenpai.house-rules.unreadable')), '{"v": 7, "clubs": "from a newer site"}');
  assert.ok(await page.isVisible('#hr-unreadable'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('house rules: a saved ruleset the engine now refuses stays saved, with the engine\'s reason, out of the pickers', async () => {
  const good = { ...tenpai.ruleset('mcgill'), id: 'good-club', name: 'Good club' };
  const bad = structuredClone(good);
  Object.assign(bad, { id: 'old-club', name: 'Old club' });
  bad.score.uma = [10, 5, -5, -5];
  const stored = JSON.stringify({ v: 1, rulesets: [{ ruleset: bad, base: 'mcgill' }, { ruleset: good, base: 'mcgill' }] });
  const { context, page, errors } = await site.open(PHONE, '#/score');
  await page.evaluate((text) => localStorage.setItem('tenpai.house-rules', text), stored);
  await page.reload();
  await page.waitForSelector('#f-ruleset');
  const options = await page.$$eval('#f-ruleset option', (os) => os.map((o) => o.value));
  assert.ok(options.includes('house:good-club') && !options.includes('house:old-club'), `pickers list what the engine reads: ${options}`);
  await page.goto(site.base + '#/rules/house');
  await page.waitForSelector('#hr-saved .hr-saved-item.bad');
  assert.match(await page.textContent('#hr-saved .hr-saved-item.bad'), /score\.uma.*bad-ruleset/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#hr-saved .hr-saved-item.bad button:has-text("Download")')]);
  const file = join(SHOTS, 'house-refused.json');
  await download.saveAs(file);
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), bad);
  // Saving another ruleset keeps it.
  await page.fill('.hr-name input', 'Third club');
  await page.click('#hr-save');
  const ids = JSON.parse(await page.evaluate(() => localStorage.getItem('tenpai.house-rules'))).rulesets.map((e) => e.ruleset.id);
  assert.deepEqual(ids.sort(), ['good-club', 'old-club', 'third-club']);
  assert.deepEqual(errors, []);
  await context.close();
});
