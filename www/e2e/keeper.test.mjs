// Browser tests of the Scorekeeper page (#/keeper) at phone sizes: games entered through the page's buttons (riichi,
// tsumo, ron, a double ron, a yakuman with its liable seat, a hand through the Score page's calculator, draws, an
// abortive draw, a chombo) and checked after every entry against the package's Ledger driven directly with the same
// entries (the standings and every row of the score sheet, figures read as printed: points.mjs); chips and the
// dealer's choice to stop; the final ranks and settlement; Undo, a reload, the JSON export read back by
// Ledger.fromJSON and opened from a file (as .json, as a phone's .txt, with no known type; a file that is no game
// refused); a save the page cannot read; a full storage; a second tab on the same game; the layout at the five
// sizes of viewport.mjs (screenshots in ../.e2e-shots/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Ledger } from 'tenpai';
import { points } from './points.mjs';
import { DESKTOP, SIZES, startSite, checkAllSizes } from './viewport.mjs';

const PORT = Number(process.env.E2E_PORT || 4173) + 30;
const PHONE = SIZES[0];
const NAMES4 = ['Ann', 'Bo', 'Cy', 'Di'];

let site;
before(async () => {
  site = await startSite(PORT);
});
after(async () => {
  await site?.close();
});

/** A fresh browser (own storage) on the scorekeeper, a new game started through the form. */
async function newGame(ruleset, names, size = PHONE) {
  const opened = await site.open(size, '#/keeper', { touch: true });
  opened.page.on('dialog', (d) => d.accept());
  await startGame(opened.page, ruleset, names);
  return opened;
}

async function startGame(page, ruleset, names) {
  await page.waitForSelector('#keeper-start');
  await page.selectOption('#keeper-ruleset', ruleset);
  for (const [i, n] of names.entries()) await page.fill(`#keeper-name-${i}`, n);
  await page.click('#keeper-start');
  await page.waitForSelector('#entry');
}

const entryCount = (page) => page.locator('#score-sheet tr.nums').count();

/** The value of winner `i` entered as the table would: han and fu, a yakuman count, points, or the hand's tiles. */
async function enterValue(page, i, w) {
  if (w.hand) {
    await page.click(`#hand-${i}`);
    await page.waitForSelector('#calculator');
    await page.fill('#f-hand', w.hand.hand);
    await page.fill('#f-win', w.hand.winTile);
    if (w.hand.dora) await page.fill('#f-dora', w.hand.dora);
    for (const flag of ['ippatsu', 'haitei', 'houtei', 'rinshan', 'chankan']) if (w.hand[flag]) await page.check(`#f-${flag}`);
    await page.click('#calc-use');
    await page.waitForSelector('#calculator', { state: 'detached' });
  } else if (w.yakuman) await page.click(`#yakuman-${i}-${w.yakuman}`);
  else if (w.points !== undefined) await page.fill(`#points-${i}`, String(w.points));
  else {
    await page.click(`#han-${i}-${w.han}`);
    if (w.fu) await page.click(`#fu-${i}-${w.fu}`);
  }
  if (w.liable !== undefined) await page.click(`#liable-${i}-${w.liable}`);
  for (let k = 0; k < (w.chips ?? 0); k++) await page.click(`#chips-${i}-more`);
}

/** Makes the choices of one ledger entry on the page (without recording it). */
async function choose(page, entry) {
  for (const s of entry.riichi ?? []) await page.click(`#riichi-${s}`);
  if (entry.wins) {
    const tsumo = entry.wins[0].from === entry.wins[0].seat;
    await page.click(tsumo ? '#end-tsumo' : '#end-ron');
    for (const w of entry.wins) await page.click(`#winner-${w.seat}`);
    if (!tsumo) await page.click(`#from-${entry.wins[0].from}`);
    for (const [i, w] of entry.wins.entries()) await enterValue(page, i, w);
  } else if (entry.draw) {
    await page.click('#end-draw');
    for (const s of entry.draw.tenpai) if (!(entry.riichi ?? []).includes(s)) await page.click(`#tenpai-${s}`);
    for (const s of entry.draw.nagashi ?? []) await page.click(`#nagashi-${s}`);
  } else if (entry.abort) {
    await page.click('#end-abort');
    await page.click(`#abort-${entry.abort}`);
  } else if ('chombo' in entry) {
    await page.click('#end-chombo');
    await page.click(`#chombo-${entry.chombo}`);
  }
}

/** Enters one ledger entry through the page and waits until it is on the score sheet. */
async function enter(page, entry) {
  const before = await entryCount(page);
  if ('yame' in entry) await page.click(entry.yame ? '#yame-stop' : '#yame-go');
  else {
    await choose(page, entry);
    await page.click('#record');
  }
  await page.waitForFunction((n) => document.querySelectorAll('#score-sheet tr.nums').length === n, before + 1);
}

/** What the page shows of the table: the hand, honba, sticks, every seat's score as printed (and chips), and the
 * score sheet: each row's hand label with every seat's change and score after it, as printed. */
async function shown(page) {
  const seen = await page.evaluate(() => {
    const head = document.querySelector('#keeper-round');
    const chips = [...document.querySelectorAll('.standing .chips')].map((c) => Number(c.dataset.chips));
    const seats = (tr) => [...tr.querySelectorAll('td.num')].map((td) => [td.querySelector('span').textContent, td.querySelector('small').textContent]);
    return {
      phase: document.body.dataset.keeper,
      round: head.dataset.round,
      honba: Number(head.dataset.honba),
      sticks: Number(head.dataset.sticks),
      scores: [...document.querySelectorAll('.standing .score')].map((s) => s.textContent),
      ...(chips.length ? { chips } : {}),
      sheet: [...document.querySelectorAll('#score-sheet tr.nums')].map((tr) => [tr.querySelector('td.hand').textContent, seats(tr)]),
    };
  });
  const sheet = seen.sheet.map(([hand, seats]) => ({ hand, changes: seats.map(([d]) => points(d)), scores: seats.map(([, s]) => points(s)) }));
  return { ...seen, scores: seen.scores.map(points), sheet };
}

/** What the page must show of the Ledger's table: once the game is over, the final scores (sticks left on the
 * table gone to first place); the sheet's rows labelled by their round, or in a session of a set number of hands
 * (Toutenkou) by their hand number as the heading counts them, honba after either. */
function expected(ledger) {
  const st = ledger.status();
  const scores = st.result ? st.result.scores : st.scores;
  const counted = JSON.parse(ledger.toJSON()).ruleset.game.session_hands;
  const sheet = ledger.entries().map((r) => ({ hand: `${counted ? `Hand ${r.hands}` : r.round}${r.honba ? ` ${r.honba}h` : ''}`, changes: r.deltas, scores: r.scores }));
  return { phase: st.phase, round: st.round, honba: st.honba, sticks: st.sticks, scores, ...(st.chips ? { chips: st.chips } : {}), sheet };
}

/** Enters every entry on the page and in a Ledger, and requires the page to show the Ledger's table after each. */
async function playAlong(page, ledger, entries) {
  for (const [i, entry] of entries.entries()) {
    ledger.record(entry);
    await enter(page, entry);
    assert.deepEqual(await shown(page), expected(ledger), `after entry ${i}: ${JSON.stringify(entry)}`);
    if (!ledger.status().over) {
      assert.equal(await page.isDisabled('#record'), true, `after entry ${i}: a new entry starts empty, Record off`);
      assert.equal(await page.locator('table.entry-preview').count(), 0, `after entry ${i}: no preview of the last entry`);
    }
  }
}

/** The final table the page shows: by seat name, the rank, score and settlement. */
async function shownResult(page) {
  await page.waitForSelector('#game-end');
  const rows = await page.$$eval('#game-end tbody tr', (trs) => trs.map((r) => [r.children[1].textContent, Number(r.dataset.rank), r.children[2].textContent, r.children[3].textContent]));
  return Object.fromEntries(rows.map(([name, rank, score, settled]) => [name, { rank, score: points(score), points: points(settled) }]));
}

function expectedResult(ledger, names) {
  const r = ledger.status().result;
  return Object.fromEntries(names.map((n, s) => [n, { rank: r.ranks[s], score: r.scores[s], points: Number(r.points[s].toFixed(1)) }]));
}

// A Tenhou game to its end: riichi, ron, tsumo with renchan, a draw with tenpai, an abortive draw, a double ron,
// a hand entered tile by tile, and a yakuman tsumo whose liable seat (pao) pays it all and busts.
const TENHOU_GAME = [
  { riichi: [1], wins: [{ seat: 1, from: 2, han: 4, fu: 30 }] },
  { wins: [{ seat: 1, from: 1, han: 3, fu: 40 }] },
  { riichi: [0], draw: { tenpai: [0, 2] } },
  { abort: 'kyuushu' },
  { wins: [{ seat: 0, from: 3, han: 2, fu: 30 }, { seat: 2, from: 3, han: 1, fu: 40 }] },
  { riichi: [0], wins: [{ seat: 0, from: 1, hand: { hand: '223344m567p6788s', winTile: '5s', riichi: true, dora: '4p' } }] },
  { wins: [{ seat: 2, from: 2, yakuman: 1, liable: 3 }] },
];

test('a whole Tenhou game entered on a phone ends on the Ledger’s scores and settlement', async () => {
  const { context, page, errors } = await newGame('tenhou', NAMES4);
  await checkAllSizes(page, 'keeper-new-game');
  const ledger = new Ledger({ ruleset: 'tenhou', names: NAMES4 });
  assert.deepEqual(await shown(page), expected(ledger));
  await playAlong(page, ledger, TENHOU_GAME.slice(0, 5));
  // Mid-entry: a ron being entered, the han and fu grids open.
  await choose(page, { wins: [{ seat: 3, from: 0, han: 2 }] });
  await checkAllSizes(page, 'keeper-entry');
  await page.reload();
  await page.waitForSelector('#entry');
  await playAlong(page, ledger, TENHOU_GAME.slice(5));
  assert.equal(ledger.status().over, true, 'the game ended (bust)');
  assert.deepEqual(await shownResult(page), expectedResult(ledger, NAMES4));
  await checkAllSizes(page, 'keeper-game-over');
  assert.deepEqual(errors, []);
  await context.close();
});

test('McGill on the smallest phone: a chombo, a draw, Undo, a reload and the JSON export keep the Ledger’s table', async () => {
  const size = SIZES[1];
  const { context, page, errors } = await newGame('mcgill', NAMES4, size);
  const ledger = new Ledger({ ruleset: 'mcgill', names: NAMES4 });
  await playAlong(page, ledger, [
    { chombo: 1 },
    { riichi: [2], draw: { tenpai: [2, 3] } },
    { wins: [{ seat: 3, from: 0, han: 3, fu: 30 }] },
  ]);
  // Undo takes the last entry off the sheet and the table back to where it stood.
  await page.click('#undo');
  ledger.undo();
  await page.waitForFunction(() => document.querySelectorAll('#score-sheet tr.nums').length === 2);
  assert.deepEqual(await shown(page), expected(ledger));
  // The game is saved after every entry and undo: a reload shows the same table.
  await page.reload();
  await page.waitForSelector('#entry');
  assert.deepEqual(await shown(page), expected(ledger));
  await playAlong(page, ledger, [{ wins: [{ seat: 0, from: 0, han: 5 }] }]);
  // The JSON export is the ledger's own save: the package reads it back to the same table and entries.
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
  const back = Ledger.fromJSON(readFileSync(await file.path(), 'utf8'));
  assert.deepEqual(expected(back), expected(ledger));
  // Its rows, but for the page writing `riichi: []` where the test leaves it out.
  const rows = (l) => l.entries().map(({ entry, ...row }) => ({ ...row, entry: { riichi: [], ...entry } }));
  assert.deepEqual(rows(back), rows(ledger));
  back.free();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a saved game the page cannot read is not dropped: the page says why and offers it as a file', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/keeper', { touch: true });
  const damaged = '{"format":"tenpai-keeper-1","rev":3,"ledger":"{\\"ruleset\\":"}';
  await page.evaluate((raw) => {
    localStorage.setItem('tenpai.keeper.game.damaged', raw);
    localStorage.setItem('tenpai.keeper.current', 'damaged');
  }, damaged);
  await page.reload();
  await page.waitForSelector('#keeper-unreadable');
  assert.match(await page.textContent('#keeper-unreadable'), /could not be loaded: .+\. It is kept in this browser/);
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#unreadable-download')]);
  assert.equal(readFileSync(await file.path(), 'utf8'), damaged, 'the file is the stored text, byte for byte');
  assert.equal(await page.locator('li.saved-game.unreadable[data-id="damaged"]').count(), 1, 'listed under the saved games');
  // Starting another game keeps it.
  await startGame(page, 'tenhou', NAMES4);
  assert.equal(await page.evaluate(() => localStorage.getItem('tenpai.keeper.game.damaged')), damaged);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Speed Tonpuu: chips with the wins, and the dealer’s choice to stop (agari-yame) ends the game', async () => {
  const { context, page, errors } = await newGame('speed-tonpuu', NAMES4);
  const ledger = new Ledger({ ruleset: 'speed-tonpuu', names: NAMES4 });
  await playAlong(page, ledger, [
    { wins: [{ seat: 1, from: 1, han: 3, fu: 30, chips: 1 }] },
    { riichi: [2], wins: [{ seat: 2, from: 0, han: 2, fu: 40 }] },
    { wins: [{ seat: 3, from: 1, han: 1, fu: 30 }] },
    { wins: [{ seat: 3, from: 3, han: 6, chips: 2 }] },
  ]);
  assert.equal(ledger.status().phase, 'dealer-choice');
  await page.waitForSelector('#dealer-choice');
  await checkAllSizes(page, 'keeper-dealer-choice');
  await playAlong(page, ledger, [{ yame: true }]);
  assert.equal(ledger.status().over, true);
  assert.deepEqual(await shownResult(page), expectedResult(ledger, NAMES4));
  // The settlement in chips too (the chips of the wins and of the placements).
  const chipTexts = await page.$$eval('#game-end tbody tr', (rows) => rows.map((r) => [r.children[1].textContent, r.children[4].textContent]));
  const chips = Object.fromEntries(chipTexts.map(([name, text]) => [name, points(text)]));
  const result = ledger.status().result;
  assert.deepEqual(chips, Object.fromEntries(NAMES4.map((n, s) => [n, result.chips[s]])));
  // The CSV export: a line per entry, then the final scores, ranks, settlement and chips, each seat's in its column.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
  const lines = readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  assert.equal(lines.length, 1 + ledger.entries().length + 4);
  const tail = (i) => lines[i].split(',').slice(-4);
  assert.deepEqual(tail(-4 + lines.length), result.scores.map(String));
  assert.deepEqual(tail(-3 + lines.length), result.ranks.map(String));
  assert.deepEqual(tail(-2 + lines.length), result.points.map((p) => p.toFixed(1)));
  assert.deepEqual(tail(-1 + lines.length), result.chips.map(String));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a full storage is reported and the entry kept; a second tab on the game follows each entry', async () => {
  const { context, page, errors } = await newGame('tenhou', NAMES4);
  const ledger = new Ledger({ ruleset: 'tenhou', names: NAMES4 });
  await playAlong(page, ledger, [{ wins: [{ seat: 2, from: 0, han: 3, fu: 30 }] }]);
  // Another tab on the same game sees each entry as it is saved.
  const other = await context.newPage();
  await other.goto(site.base + '#/keeper');
  await other.waitForSelector('#entry');
  assert.deepEqual(await shown(other), expected(ledger));
  await playAlong(page, ledger, [{ riichi: [1], draw: { tenpai: [1] } }]);
  await other.waitForFunction(() => document.body.dataset.keeperNotice === 'info');
  assert.deepEqual(await shown(other), expected(ledger));
  // The browser refuses to store: the entry stays on the page, the page says so and offers the game as a file.
  await page.evaluate(() => {
    window.realSetItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await playAlong(page, ledger, [{ wins: [{ seat: 0, from: 0, han: 2, fu: 30 }] }]);
  assert.match(await page.textContent('#keeper-notice-text'), /Not saved: the browser’s storage for this site is full/);
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#save-download')]);
  const kept = Ledger.fromJSON(readFileSync(await file.path(), 'utf8'));
  assert.deepEqual(expected(kept), expected(ledger), 'the file holds the entry the storage refused');
  kept.free();
  // Room again: Try saving again stores it.
  await page.evaluate(() => (Storage.prototype.setItem = window.realSetItem));
  await page.click('#save-retry');
  await page.waitForFunction(() => document.body.dataset.keeperNotice === 'info');
  await other.waitForFunction((n) => document.querySelectorAll('#score-sheet tr.nums').length === n, 3);
  assert.deepEqual(await shown(other), expected(ledger));
  assert.deepEqual(errors, []);
  await context.close();
});

/** Every item the scorekeeper keeps in the browser's storage, by key. */
const keeperStorage = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('tenpai.keeper.')).sort().map((k) => [k, localStorage.getItem(k)])));

/** What the page shows of a game besides the table's figures: the names, the ruleset and the score sheet's text. */
const shownGame = (page) =>
  page.evaluate(() => ({
    names: [...document.querySelectorAll('.standing')].map((s) => s.querySelector('.name').textContent),
    ruleset: document.querySelector('.ruleset-name').textContent,
    sheet: [...document.querySelectorAll('#score-sheet tr')].map((r) => r.textContent),
  }));

/** Picks a file in the page's "open a game" input, as a player does on the start screen (of MIME type `type`, by
 * default the one its name's ending gives). */
async function pickGameFile(page, name, text, type = name.endsWith('.csv') ? 'text/csv' : name.endsWith('.txt') ? 'text/plain' : 'application/json') {
  await page.setInputFiles('#keeper-import', { name, mimeType: type, buffer: Buffer.from(text) });
}

/** Whether a file input's `accept` lets its picker offer a file of `name` and MIME `type` (the HTML standard's
 * tokens, case-insensitive: `.ext` matches the name's end, `family/*` a type's family, any other token the type). */
function accepts(accept, { name, type }) {
  const tokens = accept.split(',').map((t) => t.trim().toLowerCase());
  const [n, ty] = [name.toLowerCase(), type.toLowerCase()];
  return tokens.some((t) => (t.startsWith('.') ? n.endsWith(t) : t.endsWith('/*') ? ty.startsWith(t.slice(0, -1)) : ty === t));
}

/** The JSON export of the game on the page: its file name and text. */
async function exportJson(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

test('a game exported as JSON opens from the file on another device: the same table, entries, names and rules', async () => {
  const { context, page, errors } = await newGame('tenhou', NAMES4);
  const ledger = new Ledger({ ruleset: 'tenhou', names: NAMES4 });
  await playAlong(page, ledger, [
    { wins: [{ seat: 2, from: 0, han: 3, fu: 40 }] },
    { riichi: [1, 3], draw: { tenpai: [1, 3] } },
    { riichi: [0], wins: [{ seat: 0, from: 0, han: 2, fu: 30 }] },
  ]);
  const exported = await exportJson(page);
  const original = await shownGame(page);
  await context.close();

  // Another phone: a browser with nothing stored, the file picked on the start screen.
  const other = await site.open(SIZES[1], '#/keeper', { touch: true });
  other.page.on('dialog', (d) => d.accept());
  assert.deepEqual(await keeperStorage(other.page), {});
  await other.page.waitForSelector('#keeper-import');
  await checkAllSizes(other.page, 'keeper-import-start', { sizes: SIZES.slice(0, 2) });
  await pickGameFile(other.page, exported.name, exported.text);
  await other.page.waitForSelector('#entry');
  assert.deepEqual(await shown(other.page), expected(ledger));
  assert.deepEqual(await shownGame(other.page), original);
  assert.match(await other.page.textContent('#keeper-notice-text'), new RegExp(`^Opened “${exported.name}”: 3 entries, next: .+\\. It is saved in this browser as a new game\\.$`));
  await checkAllSizes(other.page, 'keeper-import-opened', { sizes: SIZES.slice(0, 2) });
  // Saved there as a game of its own: a reload shows it, and its own export is the same game.
  await other.page.reload();
  await other.page.waitForSelector('#entry');
  assert.deepEqual(await shown(other.page), expected(ledger));
  const again = await exportJson(other.page);
  assert.equal(again.text, exported.text, 'the second device exports the game it was given, byte for byte');
  const back = Ledger.fromJSON(again.text);
  assert.deepEqual(expected(back), expected(ledger));
  assert.deepEqual(back.status().names, NAMES4);
  assert.deepEqual(JSON.parse(back.toJSON()).ruleset, JSON.parse(ledger.toJSON()).ruleset);
  const rows = (l) => l.entries().map(({ entry, ...row }) => ({ ...row, entry: { riichi: [], ...entry } }));
  assert.deepEqual(rows(back), rows(ledger));
  back.free();
  // The game goes on there.
  await playAlong(other.page, ledger, [{ wins: [{ seat: 1, from: 3, han: 1, fu: 30 }] }]);
  ledger.free();
  assert.deepEqual(other.errors, []);
  assert.deepEqual(errors, []);
  await other.context.close();
});

test('a file that is not a game is refused in words a player understands, and nothing stored changes', async () => {
  const { context, page, errors } = await newGame('mcgill', NAMES4);
  const ledger = new Ledger({ ruleset: 'mcgill', names: NAMES4 });
  await playAlong(page, ledger, [{ riichi: [0], wins: [{ seat: 0, from: 2, han: 2, fu: 40 }] }]);
  const good = await exportJson(page);
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
  const csv = { name: csvDownload.suggestedFilename(), text: readFileSync(await csvDownload.path(), 'utf8') };
  // A game file whose entry no hand could be (1 han 20 fu by ron): damaged, or changed by hand.
  const damaged = JSON.parse(good.text);
  damaged.entries[0].wins[0] = { seat: 0, from: 2, han: 1, fu: 20 };
  await page.click('#keeper-games');
  await page.waitForSelector('#keeper-import');
  const stored = await keeperStorage(page);
  assert.equal(Object.keys(stored).length, 2, 'the game and which game is open');
  const bad = [
    ['random.json', '{"players":[1,2],"note":"hello"}', /^“random\.json” cannot be opened: it is not a game kept by this scorekeeper: open the file that Export JSON saves \(its name ends in \.json, or \.txt on a phone that saved it as text\)\. Nothing saved in this browser was changed\.$/],
    ['notes.txt', 'Aki 25 / Ben 12 / Chie 0\n', /^“notes\.txt” cannot be opened: it is not a game file: open the file that Export JSON saves/],
    [csv.name, csv.text, /^“.+\.csv” cannot be opened: it is a score sheet for a spreadsheet \(CSV\), which cannot be opened as a game: open the file that Export JSON saves/],
    ['empty.json', '', /^“empty\.json” cannot be opened: the file is empty\. Nothing saved in this browser was changed\.$/],
    ['photo.json', 'GIF89a\u0001\u0000', /^“photo\.json” cannot be opened: it is not a game file: open the file that Export JSON saves/],
    ['changed.json', JSON.stringify(damaged), /^“changed\.json” cannot be opened: it is a scorekeeper game that cannot be read: it is damaged or was changed by hand \(.*wins\[0\]\.fu.*\)\. Nothing saved/],
  ];
  for (const [name, text, words] of bad) {
    await pickGameFile(page, name, text);
    await page.waitForFunction((n) => document.querySelector('#keeper-import-error:not([hidden])')?.textContent.includes(n), name);
    assert.match(await page.textContent('#keeper-import-error'), words, name);
    if (name === csv.name) await checkAllSizes(page, 'keeper-import-refused', { sizes: SIZES.slice(0, 2) });
    assert.equal(await page.evaluate(() => document.body.dataset.keeper), 'setup', `${name}: still on the start screen`);
    assert.deepEqual(await keeperStorage(page), stored, `${name}: nothing stored changed`);
  }
  // The right file picked after them opens, as a new game beside the one stored.
  await pickGameFile(page, good.name, good.text);
  await page.waitForSelector('#entry');
  assert.deepEqual(await shown(page), expected(ledger));
  const after = await keeperStorage(page);
  for (const [key, value] of Object.entries(stored)) if (key.startsWith('tenpai.keeper.game.')) assert.equal(after[key], value, 'the stored game is kept as it was');
  assert.equal(Object.keys(after).length, 3);
  ledger.free();
  assert.deepEqual(errors, []);
  await context.close();
});

// What a phone makes of a downloaded game file: the same JSON saved as .txt (plain text), or with no name ending and
// no known type. The picker must offer each (a picker greys out what `accept` does not name), and each opens.
test('a game file a phone saved as .txt or with no known type is offered by the picker and opens', async () => {
  const { context, page, errors } = await newGame('tenhou', NAMES4);
  const ledger = new Ledger({ ruleset: 'tenhou', names: NAMES4 });
  await playAlong(page, ledger, [{ wins: [{ seat: 2, from: 0, han: 3, fu: 40 }] }, { riichi: [1], draw: { tenpai: [1] } }]);
  const exported = await exportJson(page);
  const base = exported.name.replace(/\.json$/, '');
  const copies = [
    { name: exported.name, type: 'application/json' },
    { name: `${base}.txt`, type: 'text/plain' },
    { name: `${base}.json.txt`, type: 'text/plain' },
    { name: base, type: 'application/octet-stream' },
  ];
  for (const [i, file] of copies.entries()) {
    await page.click('#keeper-games');
    await page.waitForSelector('#keeper-import');
    const accept = await page.getAttribute('#keeper-import', 'accept');
    assert.ok(accepts(accept, file), `the picker offers ${file.name} (${file.type || 'no type'}): accept="${accept}"`);
    await pickGameFile(page, file.name, exported.text, file.type);
    await page.waitForSelector('#entry');
    assert.deepEqual(await shown(page), expected(ledger), file.name);
    assert.match(await page.textContent('#keeper-notice-text'), new RegExp(`^Opened “${file.name.replace(/\./g, '\\.')}”: 2 entries`));
    assert.equal(Object.keys(await keeperStorage(page)).length, i + 3, `${file.name}: saved as a game of its own`);
  }
  ledger.free();
  assert.deepEqual(errors, []);
  await context.close();
});

// A Toutenkou session (3 players, each win valued in Toutenkou's points) of 12 hands: tsumo and ron, a riichi won
// and one ronned through, a double ron with honba and deposits, a dealer's tsumo (renchan), draws with and without
// tenpai, an abortive draw, and a last hand whose deposit is left on the table for the leader.
const TOUTENKOU_NAMES = ['Aki', 'Ben', 'Chie'];
const TOUTENKOU_GAME = [
  { riichi: [1], wins: [{ seat: 1, from: 1, points: 25 }] },
  { wins: [{ seat: 2, from: 1, points: 23 }] },
  { riichi: [0], draw: { tenpai: [0, 2] } },
  { wins: [{ seat: 0, from: 2, points: 32 }, { seat: 1, from: 2, points: 18 }] },
  { wins: [{ seat: 0, from: 0, points: 12 }] },
  { draw: { tenpai: [] } },
  { riichi: [2], wins: [{ seat: 2, from: 1, points: 30 }] },
  { wins: [{ seat: 1, from: 1, points: 9 }] },
  { riichi: [0, 1], draw: { tenpai: [0, 1] } },
  { wins: [{ seat: 2, from: 0, points: 14 }] },
  { abort: 'kyuushu' },
  { riichi: [2], draw: { tenpai: [2] } },
];

test('a Toutenkou session entered in points ends on the Ledger’s balances, the last deposit to the leader', async () => {
  const { context, page, errors } = await newGame('toutenkou', TOUTENKOU_NAMES);
  const ledger = new Ledger({ ruleset: 'toutenkou', names: TOUTENKOU_NAMES });
  // The heading says which of the session's hands is being played (it ends after the ruleset's number of them).
  const sessionHands = JSON.parse(ledger.toJSON()).ruleset.game.session_hands;
  const heading = async () => assert.equal(await page.textContent('#keeper-round'), `Hand ${ledger.status().hands} of ${sessionHands}`);
  assert.deepEqual(await shown(page), expected(ledger));
  await heading();
  for (const entry of TOUTENKOU_GAME.slice(0, 6)) {
    await playAlong(page, ledger, [entry]);
    await heading();
  }
  // Mid-entry at 2 honba: a ron being valued in points, the engine's preview of it above Record.
  await choose(page, TOUTENKOU_GAME[6]);
  await page.waitForSelector('table.entry-preview');
  assert.match(await page.textContent('[data-field="wins[0].points"] label'), new RegExp(`without honba: the page adds the ${ledger.status().honba} honba`));
  const preview = ledger.record(TOUTENKOU_GAME[6]);
  ledger.undo();
  // Each seat's change and score as the preview shows them (signs as − and +, thousands with commas).
  const previewed = await page.$$eval('table.entry-preview tbody tr', (rows) => rows.map((r) => [r.children[1].textContent, r.children[2].textContent]));
  assert.deepEqual(previewed.map(([d, s]) => [points(d), points(s)]), preview.deltas.map((d, s) => [d, preview.scores[s]]));
  await checkAllSizes(page, 'keeper-toutenkou-entry', { sizes: SIZES.slice(0, 2) });
  await page.click('#record');
  ledger.record(TOUTENKOU_GAME[6]);
  await page.waitForFunction((n) => document.querySelectorAll('#score-sheet tr.nums').length === n, 7);
  assert.deepEqual(await shown(page), expected(ledger));
  assert.deepEqual(ledger.entries()[6].deltas, preview.deltas);
  await heading();
  await playAlong(page, ledger, TOUTENKOU_GAME.slice(7));
  const st = ledger.status();
  assert.equal(st.over, true, 'the session ended after its hands');
  assert.equal(st.sticks, 1, 'a deposit was on the table at the end');
  assert.notDeepEqual(st.result.scores, st.scores, 'the final scores have the deposit the leader took');
  assert.equal(await page.textContent('.standings-head .counts'), '', 'no honba or sticks are left to play for');
  assert.deepEqual(await shownResult(page), expectedResult(ledger, TOUTENKOU_NAMES));
  // The score sheet counts the session's hands as the heading did (one per entry here: no chombo in Toutenkou),
  // and so do the last entry's line and the CSV's Hand column; every negative figure on the page has the minus
  // sign (the sheet's and the standings' parsed above), the CSV the hyphen-minus a spreadsheet reads.
  const handNumbers = TOUTENKOU_GAME.map((_, i) => `Hand ${i + 1}`);
  assert.deepEqual((await shown(page)).sheet.map((r) => r.hand.replace(/ \d+h$/, '')), handNumbers);
  assert.equal(await page.textContent('#last-entry strong'), 'Hand 12: ');
  const pageText = await page.evaluate(() => document.body.innerText);
  assert.match(pageText, /\u2212\d/, 'a negative figure is on the page');
  assert.doesNotMatch(pageText, /-\d/, 'no figure with a hyphen-minus');
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
  const csvLines = readFileSync(await csvDownload.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  assert.deepEqual(csvLines.slice(1, 1 + TOUTENKOU_GAME.length).map((l) => l.split(',')[1]), handNumbers);
  assert.deepEqual(csvLines[1 + TOUTENKOU_GAME.length].split(',').slice(-3), st.result.scores.map(String), 'final scores as plain numbers');
  const cutLabels = (p) => p.$$eval('#score-sheet td.hand', (tds) => tds.filter((td) => td.scrollWidth > td.clientWidth).map((td) => `hand label cut: ${td.textContent}`));
  await checkAllSizes(page, 'keeper-toutenkou-over', { sizes: [...SIZES.slice(0, 2), DESKTOP], each: cutLabels });
  ledger.free();
  assert.deepEqual(errors, []);
  await context.close();
});
