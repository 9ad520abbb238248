// The rules pages: one per built-in ruleset (Tenhou included), each with a yaku table that agrees with the
// engine's own ruleset data (`ruleset(id)` of the npm package, read here in Node), text for players (no test names,
// source paths or spec references), an explicit message for a page that does not exist, and five screen sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startSite, checkAllSizes, SIZES, DESKTOP, WWW } from './viewport.mjs';

const PHONE = SIZES[0];
// Layout checks of every state at the five sizes (viewport.mjs): nothing past the screen's edge or cut.
const LAYOUT = { allowScroll: ['.table-scroll'] };
let site;
before(async () => {
  site = await startSite(Number(process.env.E2E_PORT || 4173) + 13);
});
after(() => site?.close());
// The package as Node loads it (its nodejs build), from the site's own dependency.
const tenpai = createRequire(join(WWW, 'package.json'))('tenpai');

const DEVELOPER_TEXT = /tests\/|\.rs\b|shared\/|seeds?\/|\bseed_l\d|\bQ-[A-Z]+\d|api\.md|cited here/;

/** The rows of the page's yaku tables, by yaku id: the closed and open columns as shown. */
async function tableRows(page) {
  return page.$$eval('#yaku-tables tr[data-yaku]', (rows) =>
    Object.fromEntries(rows.map((r) => [r.dataset.yaku, { closed: r.dataset.closed, open: r.children[2].textContent, local: r.classList.contains('local') }])),
  );
}

const shown = (v) => ('yakuman' in v ? (v.yakuman > 1 ? `${v.yakuman}× yakuman` : 'yakuman') : `${v.han ?? v.closed_han} han`);

for (const info of tenpai.rulesets()) {
  test(`rules: the ${info.name} page and its yaku table agree with ruleset("${info.id}")`, async () => {
    const rules = tenpai.ruleset(info.id);
    const { context, page, errors } = await site.open(DESKTOP, `#/rules/${info.id}`);
    await page.waitForSelector('#yaku-tables');
    assert.equal(await page.getAttribute('body', 'data-rules'), info.id);
    assert.equal((await page.textContent('#doc h1')).trim(), info.name, 'the page is this ruleset, named as the engine names it');
    assert.equal(await page.textContent('.doc-nav a.current'), info.name);
    const rows = await tableRows(page);
    // Every local yaku of the ruleset, with its value from the ruleset data.
    for (const id of rules.yaku.local) {
      const v = rules.yaku.local_values[id];
      assert.ok(rows[id], `${info.id}: local yaku ${id} listed`);
      assert.equal(rows[id].closed, shown(v), `${info.id}: ${id}`);
      assert.ok(rows[id].local);
    }
    // Standard yaku switched off are not listed; double yakuman show as double.
    for (const id of rules.yaku.disabled) assert.equal(rows[id], undefined, `${info.id}: ${id} is disabled`);
    for (const id of rules.yaku.double_yakuman) assert.equal(rows[id]?.closed, '2× yakuman', `${info.id}: ${id} is a double yakuman`);
    // Values every riichi ruleset shares, as the engine scores them; open tanyao follows kuitan.
    assert.equal(rows.riichi.closed, '1 han');
    assert.equal(rows.riichi.open, 'closed only');
    assert.deepEqual([rows.chinitsu.closed, rows.chinitsu.open], ['6 han', '5 han']);
    assert.equal(rows.tanyao.open, rules.yaku.kuitan ? '1 han' : 'closed only');
    assert.equal(rows.daisangen.closed, 'yakuman');
    assert.equal(rows.suuankou.open, 'closed only');
    // Written for players: no code names or code blocks; hands in MPSZ drawn as tiles.
    const text = await page.textContent('#doc');
    assert.doesNotMatch(text, DEVELOPER_TEXT);
    assert.doesNotMatch(text, /\b(?:tenhou-sanma|speed-tonpuu)\b/, 'a ruleset is named, not its id');
    assert.deepEqual(await page.$$eval('#doc code, #doc pre', (els) => els.map((e) => e.textContent)), [], 'no code in the guide');
    // Every yaku of the table has an example hand in tiles (14 with the melds), one row under it.
    const examples = await page.$$eval('#yaku-tables tr[data-yaku]', (rows) =>
      rows.map((r) => {
        const ex = r.nextElementSibling?.matches('tr.example') ? r.nextElementSibling : null;
        const hand = ex?.querySelector('.yaku-example');
        const concealed = hand ? hand.querySelectorAll(':scope > .tile').length : 0;
        const melds = hand ? [...hand.querySelectorAll(':scope > .meld')].map((m) => Math.min(3, m.querySelectorAll('.tile').length)) : [];
        return [r.dataset.yaku, concealed + melds.reduce((a, b) => a + b, 0)];
      }),
    );
    for (const [id, tiles] of examples) assert.ok(tiles >= 14, `${info.id}: ${id} has an example hand (${tiles} tiles)`);
    await checkAllSizes(page, `rules-${info.id}`, LAYOUT);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('rules: yaku are named as results name them, hands in the text are tiles, the game flow is a table', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/rules/tenhou');
  await page.waitForSelector('#yaku-tables');
  // The guide's own yaku table names each yaku as a score's breakdown does.
  const guideTable = await page.$$eval('.guide table', (ts) => ts.map((t) => t.textContent).join(' '));
  for (const name of ['All simples', 'Pinfu (no-points hand)', 'Pure double sequence']) assert.ok(guideTable.includes(name), name);
  // How the game goes on after the all-last hand: a table, not pseudo-code.
  assert.ok(await page.locator('.guide table:has-text("after the all-last hand")').count());
  await page.goto(site.base + '#/rules/speed-tonpuu');
  await page.waitForSelector('#yaku-tables');
  assert.ok((await page.locator('.guide .tile-row.inline .tile').count()) > 10, 'hands written in the text are drawn as tiles');
  assert.deepEqual(errors, []);
  await context.close();
});

test('rules: the Tenhou page is Tenhou; a page that does not exist says so', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/rules/tenhou');
  await page.waitForSelector('#yaku-tables');
  const text = await page.textContent('#doc');
  assert.doesNotMatch(text, /McGill/, 'the Tenhou page shows no other ruleset');
  // The rulesets it compares are named as the pickers name them; the yaku "tenhou" only where yaku are listed.
  assert.doesNotMatch(text, /left out means/, 'what the engine does without a ruleset is for its users');
  const sanma = page.locator('#doc h2', { hasText: 'Three players' });
  assert.equal(await sanma.textContent(), 'Three players: Tenhou.net (3-player)');
  const heads = await page.$$eval('#doc h2', (hs) => {
    const h = hs.find((x) => x.textContent.startsWith('Three players'));
    let el = h.nextElementSibling;
    while (el && !el.querySelector('table')) el = el.nextElementSibling;
    return [...el.querySelectorAll('thead th')].map((th) => th.textContent);
  });
  assert.deepEqual(heads, ['rule', 'Tenhou.net (3-player)', 'Tenhou.net (4-player)']);
  assert.match(await page.textContent('#doc h1'), /Tenhou/);
  await page.goto(site.base + '#/rules/no-such-rules');
  await page.waitForSelector('#rules-missing');
  assert.match(await page.textContent('#rules-missing'), /no-such-rules/);
  assert.equal(await page.locator('#yaku-tables').count(), 0);
  // The nav names McGill as the club writes it.
  const nav = await page.$$eval('.doc-nav a', (as) => as.map((a) => a.textContent));
  assert.ok(nav.some((t) => /^McGill /.test(t)), `McGill in the nav: ${nav}`);
  // The players' list is the rulesets; the parameters reference (for house rules) stays at its own address.
  assert.ok(nav.every((t) => !/parameter/i.test(t)), `no parameters page in the players' nav: ${nav}`);
  await page.goto(site.base + '#/rules/parameters');
  await page.waitForSelector('#doc h1');
  assert.match(await page.textContent('#doc'), /ruleset/i);
  assert.deepEqual(errors, []);
  await context.close();
});
