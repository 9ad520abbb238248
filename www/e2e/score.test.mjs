// The scoring page as a calculator: a 14-tile hand whose last tile wins, who dealt in on a ron, notation problems
// marked as they are typed, a hand helper that agrees with them, results whose rows add up to the headline and one
// net-change table, Speed Tonpuu's flavoured tiles and pocchi wildcard, and the page at five screen sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { score } from 'tenpai';
import { points } from './points.mjs';
import { startSite, checkAllSizes, SIZES, DESKTOP } from './viewport.mjs';

const PHONE = SIZES[0];
// Layout checks of every state at the five sizes (viewport.mjs): nothing past the screen's edge or cut.
const LAYOUT = {};
let site;
before(async () => {
  site = await startSite(Number(process.env.E2E_PORT || 4173) + 11);
});
after(() => site?.close());

/** The shown result: headline numbers, each han row, the net-change rows. */
async function result(page) {
  await page.waitForSelector('.breakdown .total');
  const shown = await page.evaluate(() => {
    const b = document.querySelector('.breakdown');
    const deltas = {};
    for (const tr of b.querySelectorAll('table.deltas tbody tr')) {
      deltas[tr.dataset.seat] = tr.children[1].textContent;
    }
    return {
      hl: b.querySelector('.hl').textContent,
      total: Number(b.querySelector('.total').dataset.total),
      hand: Number(b.querySelector('.total').dataset.hand),
      winner: Number(b.querySelector('.sum').dataset.winner),
      sum: b.querySelector('.sum').textContent,
      rows: [...b.querySelectorAll('table.yaku tr[data-yaku]')].map((tr) => ({ id: tr.dataset.yaku, han: Number(tr.dataset.han), points: tr.dataset.points === undefined ? null : Number(tr.dataset.points) })),
      fu: [...b.querySelectorAll('details.fu td:first-child')].map((td) => td.textContent),
      tables: document.querySelectorAll('#score-result table.deltas').length,
      deltas,
    };
  });
  return { ...shown, deltas: Object.fromEntries(Object.entries(shown.deltas).map(([seat, text]) => [seat, points(text)])) };
}

test('calculator: 14 tiles typed, the last one wins; the ron payer is chosen', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/score?r=tenhou');
  // 223344m 567p 678s 88s, the 5s typed last: riichi, pinfu, tanyao, iipeikou + dora 5p = 5 han 30 fu, mangan.
  await page.fill('#f-hand', '223344m567p67885s');
  await page.check('#f-riichi');
  await page.selectOption('#f-seat', 'S');
  await page.fill('#f-dora', '4p');
  let r = await result(page);
  assert.equal(r.hl, '5 han 30 fu · Mangan');
  assert.equal(r.total, 8000);
  assert.equal(await page.getAttribute('.field[data-target="hand"] .preview .win-tile', 'data-tile'), '5s');
  assert.equal(await page.locator('.field[data-target="hand"] .preview .tile').count(), 14);
  // By default the seat before the winner (East, before South) dealt in; choose West instead.
  assert.deepEqual(r.deltas, { E: -8000, S: 8000, W: 0, N: 0 });
  assert.equal(await page.inputValue('#f-discarder'), 'E');
  await page.selectOption('#f-discarder', 'W');
  r = await result(page);
  assert.deepEqual(r.deltas, { E: 0, S: 8000, W: -8000, N: 0 });
  assert.match(page.url(), /dw=W/);
  // Tsumo: no payer to choose.
  await page.check('#f-tsumo');
  assert.equal(await page.isVisible('#f-discarder'), false);
  await page.check('#f-ron');
  await checkAllSizes(page, 'score-14-tiles', LAYOUT);
  assert.deepEqual(errors, []);
  await context.close();
});

test('results: one net-change table; the headline counts the hand, honba and sticks as the winner row does', async () => {
  const { context, page, errors } = await site.open(DESKTOP, '#/score?r=tenhou');
  // 234m 678p 345s 555z + 9s tanki, dealer ron at 2 honba with 1 riichi stick: 2,000 + 600 + 1,000 = +3,600.
  await page.fill('#f-hand', '234m678p345s555z9s9s');
  await page.fill('#f-honba', '2');
  await page.fill('#f-sticks', '1');
  const r = await result(page);
  assert.equal(r.tables, 1, 'one net-change table');
  assert.equal(r.hand, 2000);
  assert.equal(r.total, 2600);
  assert.equal(r.winner, 3600);
  assert.equal(r.deltas.E, r.winner, 'the headline sum is the winner row');
  assert.match(r.sum, /2,000 hand \+ 600 for 2 honba \+ 1,000 in riichi sticks = \+3,600/);
  // Fu parts name the tiles as players do.
  assert.ok(r.fu.includes('concealed triplet of white dragon'), r.fu.join(' | '));
  assert.ok(r.fu.every((f) => !/\b\d[mpsz]\b/.test(f)), r.fu.join(' | '));
  // Every han row adds up to the headline's han.
  const han = Number(/^(\d+) han/.exec(r.hl)[1]);
  assert.equal(r.rows.reduce((a, x) => a + x.han, 0), han);
  assert.deepEqual(errors, []);
  await context.close();
});

test('results: Speed Tonpuu blue tiles are han rows that add up; a pocchi winning tile is entered as a wildcard', async () => {
  const { context, page, errors } = await site.open(DESKTOP, '#/score?r=speed-tonpuu');
  // Riichi with two blue sevens (7Bm 7Bp): riichi 1 + pinfu 1 + blue 2 (one han each) + ..., rows = headline han.
  await page.fill('#f-hand', '567Bm567Bp234s88p23s');
  await page.fill('#f-win', '1s');
  await page.check('#f-riichi');
  await page.selectOption('#f-seat', 'S');
  let r = await result(page);
  const blue = r.rows.find((x) => x.id === 'blue');
  assert.ok(blue, 'a blue row');
  assert.equal(blue.han, 2);
  assert.equal(await page.textContent('tr[data-yaku="blue"] td.num'), '2 han');
  const han = Number(/^(\d+) han/.exec(r.hl)[1]);
  assert.equal(r.rows.reduce((a, x) => a + x.han, 0), han, JSON.stringify(r.rows));
  // The pocchi tiles are on the palette and look unlike the plain dragons.
  for (const t of ['5Pz', '6Pz', '7Pz']) assert.ok(await page.isVisible(`#palette [data-tile="${t}"]`), t);
  const look = (t) => page.$eval(`#palette [data-tile="${t}"] svg`, (s) => s.innerHTML);
  assert.notEqual(await look('7Pz'), await look('7z'));
  assert.match(await look('7Pz'), />P</);
  // Riichi 234m678p345s11z99p draws a pocchi: wild, it is an East (round wind) triplet: 3 han 30 fu, 4,000.
  await page.click('text=Clear');
  await page.waitForFunction(() => !document.querySelector('#f-hand').value);
  await page.fill('#f-hand', '234m678p345s11z99p');
  await page.fill('#f-win', '7Pz');
  await page.check('#f-tsumo');
  await page.check('#f-riichi');
  await page.selectOption('#f-seat', 'S');
  await page.check('#f-wild');
  r = await result(page);
  assert.equal(r.total, 4000);
  assert.match(await page.textContent('#wildcard-as'), /East/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('results: Toutenkou rows are in points and add up to the hand; no flavour is listed twice', async () => {
  const { context, page, errors } = await site.open(DESKTOP, '#/score?r=toutenkou');
  // Red 0p and a dora: each appears once, as a points row.
  await page.fill('#f-hand', '111m340p789p123s5s');
  await page.fill('#f-win', '5s');
  await page.fill('#f-dora', '4s');
  await page.check('#f-riichi');
  const r = await result(page);
  assert.equal(r.hl, 'Points');
  assert.ok(r.rows.every((x) => x.points !== null), JSON.stringify(r.rows));
  assert.equal(r.rows.reduce((a, x) => a + x.points, 0), r.hand);
  const ids = r.rows.map((x) => x.id);
  assert.deepEqual(ids, [...new Set(ids)], 'no row twice');
  assert.equal(await page.locator('.breakdown tr.extra').count(), 0, 'no han rows besides the points rows');
  assert.deepEqual(errors, []);
  await context.close();
});

test('calculator: a typo is marked as it is typed, and the helper does not contradict it', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/score?r=tenhou');
  await page.locator('#f-hand').pressSequentially('123m456p789x');
  // Marked before any winning tile is entered.
  await page.waitForSelector('#f-hand-error:not([hidden])');
  assert.equal(await page.textContent('#f-hand-error mark'), 'x');
  assert.equal(await page.getAttribute('#f-hand', 'aria-invalid'), 'true');
  await page.fill('#f-win', '1z');
  await page.waitForSelector('#score-error');
  const text = await page.textContent('#score-result');
  assert.doesNotMatch(text, /Tenpai|Waits|shanten/, text);
  // Other problems: an honour that does not exist, digits without a suit, a tile the set lacks.
  await page.fill('#f-hand', '123m8z');
  assert.equal(await page.textContent('#f-hand-error mark'), '8');
  await page.fill('#f-hand', '123m45');
  assert.equal(await page.textContent('#f-hand-error mark'), '45');
  await checkAllSizes(page, 'score-typo', LAYOUT);
  await page.fill('#f-hand', '123m456p789s1122z');
  await page.fill('#f-win', '');
  await page.waitForSelector('#f-hand-error[hidden]', { state: 'attached' });
  assert.match(await page.textContent('.helper'), /Tenpai/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('thumbs: palette tiles in rows of nine filling the width, tiles to remove and check boxes large enough to tap', async () => {
  for (const size of [PHONE, SIZES[1]]) {
    const { context, page, errors } = await site.open(size, '#/score?r=tenhou&h=223344m567p6788s&w=5s&d=4p');
    await page.waitForSelector('.breakdown .total');
    const m = await page.evaluate(() => {
      const rect = (el) => el.getBoundingClientRect();
      const rows = [...document.querySelectorAll('#palette .palette-row')].map((r) => [...r.querySelectorAll('.tile-button')].map(rect));
      const remove = [...document.querySelectorAll('.preview .tile-button.remove')].map(rect);
      const boxes = [...document.querySelectorAll('.flags input[type=checkbox], .seg input, .field > label input[type=radio]')].map((i) => ({ box: rect(i), label: rect(i.closest('label')) }));
      return { rows, remove, boxes, vw: innerWidth };
    });
    const suited = m.rows.slice(0, 3);
    for (const row of suited) {
      assert.equal(row.length, 9, `${size.width}: a suit's row holds nine tiles`);
      assert.ok(row.every((r) => Math.round(r.top) === Math.round(row[0].top)), `${size.width}: the nine on one line`);
      const used = row.at(-1).right - row[0].left;
      assert.ok(used >= m.vw - 16, `${size.width}: the row spans the screen (${Math.round(used)} of ${m.vw})`);
    }
    const widest = Math.min(...suited.flat().map((r) => r.width));
    assert.ok(widest >= 38, `${size.width}: palette tiles ${widest.toFixed(1)} px wide (at least 38)`);
    assert.ok(m.remove.length >= 15, 'the hand and the winning tile are shown as tiles to remove');
    for (const r of m.remove) assert.ok(r.width >= 32 && r.height >= 32, `${size.width}: a tile to remove is ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    for (const { box, label } of m.boxes) {
      assert.ok(box.width >= 24 && box.height >= 24, `${size.width}: a check box is ${box.width}×${box.height}`);
      assert.ok(label.width > box.width && label.height >= box.height, 'the label is part of the target');
    }
    // Tapping a condition's words checks it.
    await page.click('label:has(#f-riichi) >> text=Riichi');
    assert.equal(await page.isChecked('#f-riichi'), true);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('conditions: the first-turn wins carry their English names, as results name them, apart from the ruleset Tenhou', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/score?r=mcgill');
  await page.waitForSelector('#f-tenhou');
  // Each win valued by the package under McGill's rules (renhou a yakuman there): the name its result gives the yaku.
  const won = { hand: '123m456p789s1122z', winTile: '2z', ruleset: 'mcgill' };
  for (const [flag, request] of [
    ['tenhou', { ...won, tsumo: true, seatWind: 'E', tenhou: true }],
    ['chiihou', { ...won, tsumo: true, seatWind: 'S', chiihou: true }],
    ['renhou', { ...won, tsumo: false, seatWind: 'S', discarder: 'E', renhou: true }],
  ]) {
    const name = score(request).yaku.find((y) => y.id === flag)?.name;
    assert.ok(name, `${flag} is scored`);
    const label = (await page.textContent(`label:has(#f-${flag})`)).trim();
    assert.ok(label.toLowerCase().includes(name.toLowerCase()), `the ${flag} box (“${label}”) says “${name}”`);
  }
  await checkAllSizes(page, 'score-conditions');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the total bar never covers the payment rows; the no-yaku message ends with its code', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/score?r=tenhou&h=223344m567p6788s&w=5s');
  await page.waitForSelector('.breakdown .total');
  const covered = async () =>
    page.evaluate(() => {
      const bar = document.querySelector('.score-sticky');
      const b = bar.getBoundingClientRect();
      if (getComputedStyle(bar).display === 'none' || b.height === 0) return false;
      return [...document.querySelectorAll('#score-result table.deltas tr')].some((tr) => {
        const r = tr.getBoundingClientRect();
        return r.bottom > b.top && r.top < b.bottom && r.top < innerHeight && r.bottom > 0;
      });
    });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Scrolled so the payment rows sit at the bottom of the screen, where the bar is.
    await page.evaluate(() => {
      const rows = document.querySelector('#score-result table.deltas');
      rows.scrollIntoView({ block: 'end' });
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await covered(), false, `${size.width}x${size.height}: the bar covers a payment row`);
  }
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await page.evaluate(() => window.scrollTo(0, 0));
  // A closed ron on a closed wait with no yaku: the engine's message, its code at the end, also on the bar.
  await page.fill('#f-hand', '123m456p789s1399p');
  await page.fill('#f-win', '2p');
  await page.waitForSelector('#score-error[data-code="no-yaku"]');
  assert.match(await page.textContent('#score-error'), /^[A-Z].*\(no-yaku\)$/);
  assert.match(await page.textContent('.score-sticky'), /\(no-yaku\)$/);
  assert.deepEqual(errors, []);
  await context.close();
});
