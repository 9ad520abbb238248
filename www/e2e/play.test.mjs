// Phone-first layout and play tests of the built site: every page and the play states at the five sizes of
// viewport.mjs (nothing scrolls sideways or is cut; screenshots in ../.e2e-shots/), the hand's tile size, tap to
// select then tap again to discard, the claimable discard's mark, and the hint mode's numbers against the package.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Game, ruleset, rulesets, score, shanten, waits } from 'tenpai';
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { points } from './points.mjs';
import { SIZES, SHOTS, WWW, startSite, checkAllSizes, problemsAllSizes, resize } from './viewport.mjs';

// The site's own server and (PORT + 1) the gzip server of the load test; E2E_PORT moves every test file's ports.
const PORT = Number(process.env.E2E_PORT || 4173) + 20;
/** The play table: every tile of a seat stays inside that seat's panel. */
const TABLE_FIT = { contain: [{ outer: '.seat', inner: '.tile' }] };

let site;
before(async () => {
  site = await startSite(PORT);
});
after(async () => {
  await site?.close();
});

test('every page fits every screen size (no sideways scrolling, nothing cut)', async () => {
  const problems = [];
  for (const [state, hash, ready] of [
    ['page-score', '#/score?r=tenhou&h=223344m567p6788s&w=5s', '.breakdown .total'],
    ['page-play-new-game', '#/play', '#new-ruleset'],
    ['page-replay', '#/replay', '#log-file'],
    ['page-rules', '#/rules', '#doc h1, #doc h2'],
  ]) {
    const { context, page, errors } = await site.open(SIZES[0], hash);
    await page.waitForSelector(ready);
    problems.push(...(await problemsAllSizes(page, state, { allowScroll: ['pre'] })));
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(problems, [], `layout problems:\n${problems.join('\n')}`);
});

/**
 * A game in a chosen state, reached in Node with the package's own bots playing every seat from a seed: the bots
 * play until `until(game)` holds (checked before each action), and the state is what the play page would have
 * saved. Loaded into a page through localStorage, it makes any play state reachable in a few steps.
 */
function seededState(ruleset, seed, until, max = 5000) {
  const game = new Game({ ruleset, seed });
  let last = null; // what the page saves as the last discard (or kan that may be robbed)
  let handDiscards = []; // this hand's discards in the order they were made
  for (let i = 0; i < max; i++) {
    const st = game.status();
    assert.ok(!st.over, `${ruleset}/${seed}: the game ended before the state was reached`);
    if (until(game)) return { game, json: game.toJSON(), last, handDiscards };
    const seat = st.toAct.find((s) => game.legalActions(s).length > 0);
    for (const e of game.apply(seat, game.botAction(seat), 0)) {
      if (e.type === 'discard') last = { seat: e.seat, tile: e.tile, kind: 'discard' };
      else if (e.type === 'call' && e.call === 'kakan') last = { seat: e.seat, tile: e.tiles.at(-1), kind: 'kakan' };
      else if (e.type === 'deal') last = null;
      if (e.type === 'discard') handDiscards.push(e);
      else if (e.type === 'deal') handDiscards = [];
    }
  }
  assert.fail(`${ruleset}/${seed}: no such state in ${max} actions`);
}
const offers = (game, type) => game.legalActions(0).some((a) => a.type === type);

/** The first of a few seeds (`<prefix>-0`, `-1`, …) whose bots reach a state where `until(game)` holds. */
function firstSeedState(ruleset, prefix, until) {
  for (let i = 0; i < 40; i++) {
    try {
      return { ruleset, ...seededState(ruleset, `${prefix}-${i}`, until) };
    } catch {
      /* this seed's game ended first: the next one */
    }
  }
  assert.fail(`no seed ${prefix}-N reached the state`);
}


/** Opens the play page on a saved game (bots at instant speed), waiting until it is the human's turn. */
async function openState(state, size, { hints = false, touch = false } = {}) {
  const { context, page, errors } = await site.open(size, '#/score', { touch });
  await page.evaluate(
    ([save, hints]) => {
      localStorage.setItem('tenpai.play', JSON.stringify(save));
      localStorage.setItem('tenpai.speed', 'fast');
      localStorage.setItem('tenpai.hints', hints ? 'on' : 'off');
    },
    [{ v: 1, ruleset: state.ruleset, game: state.json, pause: null, dealer: 0, last: state.last }, hints],
  );
  await page.goto(site.base + '#/play');
  await page.waitForFunction(() => document.body.dataset.playState === 'human', null, { polling: 20, timeout: 20000 });
  return { context, page, errors };
}

const STATES = {
  turn: () => ({ ruleset: 'tenhou', ...seededState('tenhou', 'e2e-turn', (g) => offers(g, 'discard') && g.view(0).seats[0].discards.length >= 5) }),
  claim: () => ({ ruleset: 'tenhou', ...seededState('tenhou', 'e2e-claim-0', (g) => g.status().toAct.length === 1 && (offers(g, 'pon') || offers(g, 'chi'))) }),
  riichi: () => ({ ruleset: 'tenhou', ...seededState('tenhou', 'e2e-riichi-river-0', (g) => offers(g, 'discard') && g.view(0).seats.some((s) => s.discards.some((d) => d.riichi))) }),
  keepDealing: () => ({ ruleset: 'speed-tonpuu', ...seededState('speed-tonpuu', 'e2e-keep-speed-0', (g) => offers(g, 'continue')) }),
  win: () => ({ ruleset: 'tenhou', ...seededState('tenhou', 'e2e-win-0', (g) => offers(g, 'tsumo') || offers(g, 'ron')) }),
  // Late in a hand: full rivers (four rows and more), and melds on the table (the bots' own calls, seat 0's too).
  late: () => ({ ruleset: 'tenhou', ...seededState('tenhou', 'e2e-late', (g) => offers(g, 'discard') && g.view(0).wallRemaining <= 6 && g.view(0).seats.some((s) => s.melds.length > 0)) }),
  sanma: () => ({ ruleset: 'tenhou-sanma', ...seededState('tenhou-sanma', 'e2e-sanma', (g) => offers(g, 'discard') && g.view(0).seats[0].discards.length >= 8) }),
};

/** Problems particular to the table at one size: the hand's tiles, one row, and (sideways) one screen. */
async function tableProblems(page, size) {
  const m = await page.evaluate(() => {
    const tiles = [...document.querySelectorAll('.hand.mine .tile')].map((t) => t.getBoundingClientRect());
    const table = document.querySelector('.table').getBoundingClientRect();
    return {
      widths: tiles.map((r) => r.width),
      tops: tiles.map((r) => Math.round(r.bottom)),
      left: Math.min(...tiles.map((r) => r.left)),
      right: Math.max(...tiles.map((r) => r.right)),
      table: { top: table.top + scrollY, bottom: table.bottom + scrollY },
      vw: innerWidth,
      vh: innerHeight,
    };
  });
  const problems = [];
  // The last discard is always on screen (sideways without scrolling; upright within the first screen).
  const last = await page.evaluate(() => {
    const r = document.querySelector('.discards .tile.last')?.getBoundingClientRect();
    return r ? { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right } : null;
  });
  if (last && (last.bottom > m.vh + 0.5 || last.right > m.vw + 0.5 || last.left < 0)) problems.push(`the last discard is off the screen (${JSON.stringify(last)})`);
  const w = Math.min(...m.widths);
  if (new Set(m.tops).size !== 1) problems.push(`the hand takes ${new Set(m.tops).size} rows`);
  // The prompt and buttons never cover the player's own river (furiten is read there when a prompt asks).
  const covered = await page.evaluate(() => {
    const a = document.querySelector('.actions:not(:empty)')?.getBoundingClientRect();
    const r = document.querySelector('.discards.mine')?.getBoundingClientRect();
    return a && r && a.left < r.right - 0.5 && r.left < a.right - 0.5 && a.top < r.bottom - 0.5 && r.top < a.bottom - 0.5;
  });
  if (covered) problems.push('the buttons cover your river');
  const sideways = size.width > size.height;
  if (sideways) {
    if (w < 40) problems.push(`hand tiles ${w.toFixed(1)} px wide (sideways: at least 40)`);
    if (m.table.bottom > m.vh + 0.5) problems.push(`the table ends at ${Math.round(m.table.bottom)} px, below the ${m.vh} px screen`);
  } else if (size.width < 600) {
    // Upright: fourteen tiles across the screen's width (~26 px each at 390).
    const expected = (m.vw - 23) / 14;
    if (w < expected - 0.5) problems.push(`hand tiles ${w.toFixed(1)} px wide, ${expected.toFixed(1)} fit`);
  }
  return problems;
}

test('play states fit every screen size: your turn, a claim, a riichi river, three players, late in a hand', async () => {
  const problems = [];
  for (const [name, make] of [['play-turn', STATES.turn], ['play-claim', STATES.claim], ['play-riichi-river', STATES.riichi], ['play-sanma', STATES.sanma], ['play-late', STATES.late]]) {
    const state = make();
    const { context, page, errors } = await openState(state, SIZES[0]);
    problems.push(...(await problemsAllSizes(page, name, { ...TABLE_FIT, each: tableProblems })));
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(problems, [], `layout problems:\n${problems.join('\n')}`);
});

test('the claimable discard is marked and the prompt names it', async () => {
  const state = STATES.claim();
  assert.equal(state.last.kind, 'discard');
  const { context, page, errors } = await openState(state, SIZES[0]);
  const marked = await page.$$eval('.tile.claimable', (els) => els.map((e) => ({ tile: e.dataset.tile, seat: e.closest('.discards').dataset.seat, lastOfRiver: e === [...e.closest('.discards').querySelectorAll('.tile')].at(-1) })));
  assert.deepEqual(marked, [{ tile: state.last.tile, seat: String(state.last.seat), lastOfRiver: true }]);
  assert.match(await page.textContent('#claim-prompt'), /discarded.*claim it\?/);
  assert.equal(await page.getAttribute('#claim-prompt', 'data-kind'), 'claim');
  // Passing removes the offer and the mark; the last discard stays marked (not claimable) as play goes on.
  const moves = await page.getAttribute('body', 'data-moves');
  await page.click('[data-action="pass"]');
  await page.waitForFunction((m) => document.body.dataset.moves !== m, moves);
  await page.waitForFunction(() => document.body.dataset.playState === 'human', null, { polling: 20 });
  if (!(await page.locator('[data-action="pon"], [data-action="chi"], [data-action="ron"]').count())) {
    assert.equal(await page.locator('.tile.claimable').count(), 0);
  }
  assert.equal(await page.locator('.discards .tile.last').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the dealer's keep-dealing choice is captioned as that choice (Speed Tonpuu)", async () => {
  const state = STATES.keepDealing();
  const { context, page, errors } = await openState(state, SIZES[0]);
  assert.equal(await page.getAttribute('#claim-prompt', 'data-kind'), 'keep-dealing');
  assert.match(await page.textContent('#claim-prompt'), /keep dealing/);
  assert.doesNotMatch(await page.textContent('.play-page'), /Claim/);
  assert.ok(await page.isVisible('[data-action="continue"]'));
  assert.ok(await page.isVisible('[data-action="yame"]'));
  await checkAllSizes(page, 'play-keep-dealing', TABLE_FIT);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a riichi tile does not widen its river row', async () => {
  const { context, page, errors } = await openState(STATES.riichi(), SIZES[0]);
  for (const size of SIZES) {
    await resize(page, size);
    // Every river row box of a seat has the same width, the rows holding a sideways riichi tile too.
    const rivers = await page.$$eval('.discards', (rs) => rs.map((r) => [...r.querySelectorAll('.river-row')].map((row) => ({ w: Math.round(row.getBoundingClientRect().width * 10) / 10, riichi: !!row.querySelector('.rotated') }))));
    assert.ok(rivers.flat().some((r) => r.riichi), 'a riichi tile is on the table');
    for (const river of rivers) assert.ok(new Set(river.map((r) => r.w)).size <= 1, `${size.name}: ${JSON.stringify(river)}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tap selects a tile, a second tap (or the Discard button) throws it', async () => {
  const { context, page, errors } = await openState(STATES.turn(), SIZES[0], { touch: true });
  const moves = () => page.getAttribute('body', 'data-moves');
  const mineNow = () => page.$$eval('.discards.mine .tile', (els) => els.map((e) => e.dataset.tile));
  const before = await moves();
  const tiles = page.locator('.hand.mine .tile.playable');
  const first = await tiles.nth(0).getAttribute('data-tile');
  await tiles.nth(0).tap();
  await page.waitForSelector('.hand.mine .tile.selected');
  assert.equal(await moves(), before, 'one tap throws nothing');
  assert.equal(await page.getAttribute('.hand.mine .tile.selected', 'data-tile'), first);
  assert.match(await page.textContent('#discard-selected'), /Discard/);
  await checkAllSizes(page, 'play-selected', TABLE_FIT);
  await resize(page, SIZES[0]);
  // Another tile: the selection moves; tapping it again throws it.
  const second = await tiles.nth(3).getAttribute('data-tile');
  await tiles.nth(3).tap();
  await page.waitForFunction((t) => document.querySelector('.hand.mine .tile.selected')?.dataset.tile === t, second);
  assert.equal(await moves(), before);
  await page.locator('.hand.mine .tile.selected').tap();
  await page.waitForFunction((m) => document.body.dataset.moves !== m, before);
  assert.equal((await mineNow()).at(-1), second);
  // Next turn: the Discard button throws the selected tile.
  await page.waitForFunction(() => ['human', 'hand-end'].includes(document.body.dataset.playState), null, { polling: 20, timeout: 20000 });
  if ((await page.getAttribute('body', 'data-play-state')) === 'human' && (await tiles.count())) {
    const again = await moves();
    const tile = await tiles.last().getAttribute('data-tile');
    await tiles.last().tap();
    await page.tap('#discard-selected');
    await page.waitForFunction((m) => document.body.dataset.moves !== m, again);
    assert.equal((await mineNow()).at(-1), tile);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

/** A hand of tile names as MPSZ the package reads (one suit letter per tile is valid MPSZ). */
const mpsz = (tiles) => tiles.join('');
const kind = (t) => (t[0] === '0' ? '5' : t[0]) + t.at(-1);

/** Copies of each kind the seat can see outside its own hand: rivers (calls are in the melds), melds, dora
 * indicators, another seat's open hand. */
function seenCopies(view, seat) {
  const seen = {};
  const add = (t) => (seen[kind(t)] = (seen[kind(t)] ?? 0) + 1);
  for (const s of view.seats) {
    for (const d of s.discards) if (d.calledBy === null) add(d.tile);
    for (const m of s.melds) m.tiles.forEach(add);
    if (s.seat !== seat && s.hand) s.hand.forEach(add);
  }
  view.doraIndicators.forEach(add);
  return seen;
}

const SIDES = { 1: 'right', 2: 'across', 3: 'left' };
/** The waits of a tenpai hand on which a ron scores `no-yaku` with the seat's melds (riichi counted only once
 * declared: a closed hand's flagged waits are those it can win only by riichi or tsumo). */
function noYakuWaits(view, seat, ruleset, rest, waitTiles) {
  const me = view.seats[seat];
  const melds = me.melds.filter((m) => m.kind !== 'nuki').map((m) => ({ type: m.kind, tiles: m.tiles.join(''), ...(m.from === null ? {} : { from: SIDES[(m.from - seat + 4) % 4] }) }));
  return waitTiles.filter((k) => {
    try {
      score({ ruleset, hand: rest, winTile: k, melds, seatWind: me.wind, roundWind: view.roundWind, riichi: me.riichi });
      return false;
    } catch (e) {
      return e.code === 'no-yaku';
    }
  });
}

/** The hint rows shown, checked against the package's shanten/waits of the same hand after each discard, the
 * acceptance counted in copies the player has not seen (the discarded tile is seen: it lies in the river). */
async function checkHints(page, state) {
  await page.waitForSelector('#hints tbody tr');
  const full = state.game.view(0);
  const view = full.seats[0];
  const seen = seenCopies(full, 0);
  const rows = await page.$$eval('#hints tbody tr', (trs) => trs.map((tr) => ({ ...tr.dataset, text: tr.textContent })));
  const legal = [...new Set(state.game.legalActions(0).filter((a) => a.type === 'discard' && !a.riichi).map((a) => a.tile))];
  assert.deepEqual(rows.map((r) => r.tile).sort(), legal.sort(), 'one row per tile that may be discarded');
  for (const r of rows) {
    const rest = [...view.hand];
    rest.splice(rest.indexOf(r.tile), 1);
    const s = shanten(mpsz(rest), { ruleset: state.ruleset });
    const w = waits(mpsz(rest), { ruleset: state.ruleset });
    // The copies the player sees: the rest of the hand, the tile just discarded, and the table's.
    const unseen = w.tiles.reduce((n, k) => n + Math.max(0, 4 - view.hand.filter((t) => kind(t) === k).length - (seen[k] ?? 0)), 0);
    assert.equal(Number(r.shanten), s.shanten, `shanten after ${r.tile}`);
    assert.equal(Number(r.tiles), unseen, `unseen acceptance after ${r.tile}`);
    assert.ok(unseen <= w.ukeire);
    assert.equal(r.accepts, w.tiles.join(' '), `accepting tiles after ${r.tile}`);
    const discarded = new Set([...view.discards.map((d) => kind(d.tile)), kind(r.tile)]);
    assert.equal(r.furiten, String(s.shanten === 0 && w.tiles.some((k) => discarded.has(k))), `furiten after ${r.tile}`);
    const noYaku = s.shanten === 0 ? noYakuWaits(full, 0, state.ruleset, mpsz(rest), w.tiles) : [];
    assert.equal(r.noYaku, noYaku.join(' '), `waits without a yaku after ${r.tile}`);
    assert.ok(r.text.includes(String(unseen)));
  }
  // Best first: fewer shanten, then more tiles.
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    assert.ok(Number(a.shanten) < Number(b.shanten) || (a.shanten === b.shanten && Number(a.tiles) >= Number(b.tiles)), JSON.stringify([a, b]));
  }
  return rows;
}

test("hint mode: each discard's shanten, live tiles and waits match the package; tenpai waits and furiten; the hand's review", async () => {
  const turn = STATES.turn();
  let { context, page, errors } = await openState(turn, SIZES[0], { hints: true });
  const rows = await checkHints(page, turn);
  // The best discards are marked on the hand too.
  const best = rows.filter((r) => r.shanten === rows[0].shanten && r.tiles === rows[0].tiles).map((r) => r.tile).sort();
  assert.deepEqual([...new Set(await page.$$eval('.hand.mine .tile.hint-best', (els) => els.map((e) => e.dataset.tile)))].sort(), best);
  await checkAllSizes(page, 'play-hints', TABLE_FIT);
  // Touched, a tile is picked first: the Discard button repeats that choice's numbers; its row is highlighted.
  {
    const touched = await openState(turn, SIZES[2], { hints: true, touch: true });
    await touched.page.locator(`.hand.mine .tile.playable[data-tile="${rows[0].tile}"]`).first().tap();
    await touched.page.waitForSelector('#discard-selected');
    const note = await touched.page.textContent('#discard-selected');
    const words = rows[0].shanten === '0' ? 'tenpai' : `${rows[0].shanten}-shanten`;
    assert.ok(note.includes(`${words}, ${rows[0].tiles} tiles`), note);
    assert.equal(await touched.page.getAttribute('#hints tr.selected', 'data-tile'), rows[0].tile);
    await checkAllSizes(touched.page, 'play-hints-selected', TABLE_FIT);
    assert.deepEqual(touched.errors, []);
    await touched.context.close();
  }
  assert.deepEqual(errors, []);
  await context.close();
  // A complete hand: discarding leaves tenpai, with its waits and whether they are furiten.
  const win = STATES.win();
  ({ context, page, errors } = await openState(win, SIZES[0], { hints: true }));
  const tenpai = (await checkHints(page, win)).filter((r) => r.shanten === '0');
  assert.ok(tenpai.length > 0, 'a discard leaves the hand tenpai');
  assert.match(await page.textContent('#hints'), /waits/);
  // The win ends the hand; with hints on, the hand-end panel has the review of the player's decisions in it, the
  // package's game.review(0) of the same game for that hand.
  const action = (await page.locator('[data-action="tsumo"]').count()) ? 'tsumo' : 'ron';
  await page.click(`[data-action="${action}"]`);
  await page.waitForSelector('#overlay .hand-end');
  await page.waitForSelector('#hand-review .figures');
  const round = win.game.view(0);
  win.game.apply(0, { type: action }, 0);
  const review = win.game.review(0);
  const hand = review.hands.findLastIndex((x) => x.round === round.round && x.honba === round.honba);
  const expected = review.hands[hand].summary;
  const figures = await page.$eval('#hand-review .figures', (f) => ({ ...f.dataset }));
  assert.deepEqual(
    [figures.decisions, figures.agreed, figures.acceptanceLost, figures.dealIns].map(Number),
    [expected.decisions, expected.agreed, expected.acceptanceLost, expected.dealIns],
  );
  const listed = await page.$$eval('#hand-review li', (lis) => lis.map((li) => Number(li.dataset.index)));
  const costly = (d) => d.acceptanceLost > 0 || d.shantenLost > 0 || d.dangerAdded > 0 || (d.dealIn && d.saferAvailable);
  assert.deepEqual(listed, review.decisions.filter((d) => d.hand === hand && costly(d)).map((d) => d.index));
  // The win shows its hand once: 14 tiles with the winning tile marked (melds count 3 each), one net-change table,
  // and the winner's "+N to" line equals its net row once the row's riichi-stick note is added back.
  const shown = await page.evaluate(() => {
    const win = document.querySelector('#overlay section.win');
    const hand = win.querySelector('.win-hand');
    const concealed = hand.querySelectorAll(':scope > .tile, :scope > .win-group > .tile').length;
    const melds = [...hand.querySelectorAll('.meld')].map((m) => Math.min(3, m.querySelectorAll('.tile').length));
    const seat = Number(win.dataset.seat);
    const row = document.querySelector(`#overlay table.deltas.net tr[data-seat="${seat}"] td.num`);
    const note = row.querySelector('.stick-note');
    return {
      tiles: concealed + melds.reduce((a, b) => a + b, 0),
      marked: hand.querySelectorAll('.win-tile').length,
      nets: document.querySelectorAll('#overlay table.deltas.net').length,
      sum: Number(win.querySelector('p.sum').dataset.winner),
      net: row.firstChild.textContent,
      stick: note ? note.textContent.replace(/ riichi stick$/, '') : '0',
    };
  });
  shown.net = points(shown.net);
  shown.stick = points(shown.stick);
  assert.equal(shown.tiles, 14, 'the winning hand is shown once: 14 tiles');
  assert.equal(shown.marked, 1, 'the winning tile is marked');
  assert.equal(shown.nets, 1, 'one net-change table');
  assert.equal(shown.net - shown.stick, shown.sum, `the winner's row (${shown.net}, stick ${shown.stick}) adds up to its line (${shown.sum})`);
  await checkAllSizes(page, 'play-win', { each: winMarkProblems });
  await resize(page, SIZES[0]);
  await page.locator('#hand-review').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'play-win-review-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

/** The tsumo or ron mark of a win sits just right of the winning tile, on its line (not wrapped alone). */
async function winMarkProblems(page) {
  return page.$$eval('.win-hand', (hands) =>
    hands.flatMap((hand) => {
      const tile = hand.querySelector('.win-tile').getBoundingClientRect();
      const mark = hand.querySelector('.win-mark');
      const r = mark.getBoundingClientRect();
      const beside = r.left >= tile.right - 0.5 && r.left - tile.right < 8 && r.top >= tile.top - 0.5 && r.bottom <= tile.bottom + 0.5;
      return beside ? [] : [`"${mark.textContent}" is not beside the winning tile (${JSON.stringify({ tile, mark: r })})`];
    }),
  );
}

/** The kinds that cannot deal into `seat`, read from the hand's discards in order: its own river, and after its
 * riichi every tile any seat discarded. */
function genbutsuOf(handDiscards, seat) {
  const safe = new Set();
  let riichi = false;
  for (const d of handDiscards) {
    if (d.seat === seat && d.riichi) riichi = true;
    if (d.seat === seat || riichi) safe.add(kind(d.tile));
  }
  return safe;
}

/** The danger bars under the hand's tiles end inside the player's panel, clear of its edge (the acting seat's 2 px
 * outline and 2 px more). */
async function barProblems(page) {
  const bars = await page.evaluate(() => {
    const seat = document.querySelector('.seat.bottom').getBoundingClientRect();
    return [...document.querySelectorAll('.hand.mine .tile[data-danger]')].map((t) => ({
      tile: t.dataset.tile,
      bottom: t.getBoundingClientRect().bottom - parseFloat(getComputedStyle(t, '::after').bottom),
      edge: seat.bottom,
    }));
  });
  if (!bars.length) return ['no danger bars under the hand'];
  return bars.filter((b) => b.bottom > b.edge - 4).map((b) => `the danger bar under ${b.tile} ends ${(b.edge - b.bottom).toFixed(1)} px above the panel's bottom edge (4 px at least)`);
}

test("hint mode: each discard's safety against each threat in players' words; genbutsu is the river and the tiles let pass", async () => {
  const state = firstSeedState('tenhou', 'e2e-defence', (g) => offers(g, 'discard') && g.view(0).seats.some((s) => s.seat !== 0 && s.riichi));
  const { context, page, errors } = await openState(state, SIZES[0], { hints: true });
  await page.waitForSelector('#hints #threats');
  const rows = await checkHints(page, state);
  const analysis = state.game.analysis(0);
  const view = state.game.view(0);
  // Every seat in riichi threatens; the line names each threat as the analysis does.
  const riichi = view.seats.filter((s) => s.seat !== 0 && s.riichi).map((s) => s.seat);
  for (const seat of riichi) assert.ok(analysis.threats.some((t) => t.seat === seat && t.why === 'riichi'), `seat ${seat} in riichi is a threat`);
  const shown = await page.$$eval('#threats .threat', (els) => els.map((e) => [Number(e.dataset.seat), e.dataset.why]));
  assert.deepEqual(shown, analysis.threats.map((t) => [t.seat, t.why]));
  const places = ['You', 'Right', 'Across', 'Left'];
  for (const r of rows) {
    const option = analysis.discards.find((d) => d.tile === r.tile);
    assert.equal(r.danger, option.danger.map((x) => `${x.seat}:${x.reason}:${x.value}`).join(' '), `the danger of ${r.tile}`);
    // Genbutsu against a riichi, from the hand's discards: exactly the river and the tiles let pass.
    for (const seat of riichi) {
      const reason = option.danger.find((x) => x.seat === seat).reason;
      assert.equal(reason === 'genbutsu', genbutsuOf(state.handDiscards, seat).has(kind(r.tile)), `${r.tile} against seat ${seat}: ${reason}`);
    }
    // Each chip says where the threat sits, the word and the chance.
    const chips = await page.$$eval(`#hints tbody tr[data-tile="${r.tile}"] .danger`, (els) => els.map((e) => e.textContent));
    const words = { genbutsu: 'genbutsu', suji: 'suji', 'no-chance': 'no-chance', 'one-chance': 'one-chance', 'half-suji': 'half-suji', honour: 'honour', 'other-suit': 'other suit', none: 'no suji' };
    assert.deepEqual(
      chips,
      option.danger.map((x) => `${places[x.seat]} ${x.reason === 'honour' ? `honour, ${x.seen} seen` : words[x.reason]} ${(x.value / 10).toFixed(x.value % 10 ? 1 : 0)}%`),
    );
  }
  // The hand's tiles carry their worst danger as a colour; the safest rows are marked.
  const level = (v) => (v === 0 ? 'safe' : v <= 35 ? 'low' : v <= 90 ? 'mid' : 'high');
  const bars = await page.$$eval('.hand.mine .tile.playable', (els) => els.map((e) => [e.dataset.tile, e.dataset.danger]));
  for (const [tile, bar] of bars) {
    const option = analysis.discards.find((d) => d.tile === tile);
    assert.equal(bar, level(Math.max(...option.danger.map((x) => x.value))), `the bar under ${tile}`);
  }
  const safest = Math.min(...analysis.discards.filter((d) => rows.some((r) => r.tile === d.tile)).map((d) => Math.max(...d.danger.map((x) => x.value))));
  const marked = await page.$$eval('#hints tbody tr.safest', (trs) => trs.map((tr) => tr.dataset.tile));
  assert.ok(marked.length > 0);
  for (const t of marked) assert.equal(Math.max(...analysis.discards.find((d) => d.tile === t).danger.map((x) => x.value)), safest);
  assert.match(await page.textContent('#hints .analysis-legend'), /Safety against each threat/);
  const problems = await problemsAllSizes(page, 'play-hints-defence', { ...TABLE_FIT, each: barProblems });
  assert.deepEqual(problems, [], `layout problems:\n${problems.join('\n')}`);
  assert.deepEqual(errors, []);
  await context.close();
});

/** A Tenhou state where seat 0, with an open hand, may discard into a tenpai that has no yaku on some wait: the
 * first of a few seeds whose bots reach one. */
function openNoYakuState() {
  const flagged = (g) => {
    if (!offers(g, 'discard')) return false;
    const view = g.view(0);
    const me = view.seats[0];
    if (!me.melds.some((m) => m.kind !== 'ankan' && m.kind !== 'nuki')) return false;
    return [...new Set(g.legalActions(0).filter((a) => a.type === 'discard' && !a.riichi).map((a) => a.tile))].some((t) => {
      const rest = [...me.hand];
      rest.splice(rest.indexOf(t), 1);
      const w = waits(mpsz(rest), { ruleset: 'tenhou' });
      return shanten(mpsz(rest), { ruleset: 'tenhou' }).shanten === 0 && noYakuWaits(view, 0, 'tenhou', mpsz(rest), w.tiles).length > 0;
    });
  };
  return firstSeedState('tenhou', 'e2e-open-no-yaku', flagged);
}

test('hint mode: an open hand whose tenpai has no yaku says so, per wait', async () => {
  const state = openNoYakuState();
  const { context, page, errors } = await openState(state, SIZES[0], { hints: true });
  const rows = await checkHints(page, state);
  const flagged = rows.filter((r) => r.noYaku);
  assert.ok(flagged.length > 0, 'a discard is flagged');
  assert.match(await page.textContent('#hints'), /no yaku/);
  await checkAllSizes(page, 'play-hints-no-yaku', TABLE_FIT);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a chi another seat's pon takes over says who took the tile", async () => {
  // The human may chi a discard that another seat's bot will pon (a pon comes first).
  const ponFirst = (g) =>
    offers(g, 'chi') && g.status().toAct.some((s) => s !== 0 && g.legalActions(s).some((a) => a.type === 'pon') && g.botAction(s).type === 'pon');
  const state = firstSeedState('tenhou', 'e2e-chi-over', ponFirst);
  const ponner = state.game.status().toAct.find((s) => s !== 0 && state.game.botAction(s).type === 'pon');
  const { context, page, errors } = await openState(state, SIZES[0]);
  const moves = await page.getAttribute('body', 'data-moves');
  await page.click('[data-action="chi"]');
  await page.waitForFunction((m) => document.body.dataset.moves !== m, moves);
  await page.waitForSelector('#claim-notice');
  const names = ['You', 'Right', 'Across', 'Left'];
  assert.match(await page.textContent('#claim-notice'), new RegExp(`^${names[ponner]} took the .+ with a pon, which comes before your chi\\.$`));
  await checkAllSizes(page, 'play-chi-overridden', TABLE_FIT);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a called tile lies sideways on the side of the seat it came from', async () => {
  // Melds called from at least two different sides on the table.
  const called = (g) => g.view(0).seats.flatMap((x) => x.melds.filter((m) => m.from !== null).map((m) => (m.from - x.seat + 4) % 4));
  const state = firstSeedState('tenhou', 'e2e-called', (g) => offers(g, 'discard') && new Set(called(g)).size >= 2);
  const { context, page, errors } = await openState(state, SIZES[4]);
  const view = state.game.view(0);
  const expected = view.seats.flatMap((s) => s.melds.filter((m) => m.from !== null && m.kind !== 'ankan').map((m) => ({ seat: s.seat, side: SIDES[(m.from - s.seat + 4) % 4] })));
  assert.ok(expected.length > 0, 'melds called from other seats are on the table');
  const shown = await page.$$eval('.table .seat', (seats) =>
    seats.flatMap((seat) =>
      [...seat.querySelectorAll('.meld[data-from]')].map((m) => {
        const tiles = [...m.querySelectorAll('.tile')];
        const at = tiles.findIndex((t) => t.classList.contains('called'));
        return { seat: Number(seat.dataset.seat), side: m.dataset.from, at, last: tiles.length - 1 - (m.dataset.kind === 'kakan' ? 1 : 0) };
      }),
    ),
  );
  assert.deepEqual(shown.map(({ seat, side }) => ({ seat, side })), expected);
  for (const m of shown) assert.equal(m.at, m.side === 'left' ? 0 : m.side === 'across' ? 1 : m.last, JSON.stringify(m));
  assert.deepEqual(errors, []);
  await context.close();
});

test('a saved game the page cannot read is not dropped silently: it says why and offers it as a file', async () => {
  const noRules = JSON.stringify({ ...JSON.parse(new Game({ ruleset: 'tenhou', seed: 'e2e-no-rules' }).toJSON()), ruleset: undefined });
  const bads = ['{"v":1,"ruleset":"tenhou","game":"not a game","pause":null,"dealer":0}', 'not json at all', JSON.stringify({ v: 1, ruleset: 'tenhou', game: noRules, pause: null, dealer: 0 })];
  for (const bad of bads) {
    const { context, page, errors } = await site.open(SIZES[0], '#/score');
    await page.evaluate((text) => localStorage.setItem('tenpai.play', text), bad);
    await page.goto(site.base + '#/play');
    await page.waitForSelector('#save-error');
    assert.match(await page.textContent('#save-error'), /^The saved game could not be loaded: .+\. Download it as a file before you start a new game, which replaces it\.$/);
    assert.ok(await page.isVisible('#new-ruleset'), 'the new-game form is there');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-download')]);
    assert.equal(readFileSync(await download.path(), 'utf8'), bad, 'the file is the save as it was');
    assert.equal(await page.evaluate(() => localStorage.getItem('tenpai.play')), bad, 'kept until a new game replaces it');
    await checkAllSizes(page, 'play-unreadable-save');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** www/dist served gzipped (as a static host serves it; `vite preview` sends every file uncompressed). */
function gzipServer(port) {
  const dist = join(WWW, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = join(dist, path.endsWith('/') ? path + 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const body = gzipSync(readFileSync(file), { level: 9 });
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'content-encoding': 'gzip', 'cache-control': 'no-store' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test('first load to interactive at full speed and on Fast 3G (measured, printed)', async () => {
  // Chromium DevTools' "Fast 3G" profile: 562.5 ms latency, 1.44 Mbit/s down (180,000 B/s), 675 kbit/s up.
  const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1000 * 1000) / 8 * 0.9, uploadThroughput: (750 * 1000) / 8 * 0.9 };
  const gz = await gzipServer(PORT + 1);
  const results = {};
  try {
    for (const [served, base] of [['gzip', `http://127.0.0.1:${PORT + 1}/`], ['uncompressed (vite preview)', site.base]]) {
      for (const [label, conditions] of [['full speed', null], ['Fast 3G', FAST_3G]]) {
        const times = [];
        let bytes = 0;
        for (let i = 0; i < 3; i++) {
          const context = await site.browser.newContext({ viewport: { width: SIZES[0].width, height: SIZES[0].height } });
          const page = await context.newPage();
          if (conditions) {
            const cdp = await context.newCDPSession(page);
            await cdp.send('Network.enable');
            await cdp.send('Network.emulateNetworkConditions', conditions);
          }
          await page.goto(base + '#/play');
          await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
          times.push(Math.round(await page.evaluate(() => performance.getEntriesByName('interactive')[0]?.startTime ?? -1)));
          bytes = await page.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce((n, e) => n + (e.transferSize || 0), 0));
          await context.close();
        }
        const sorted = [...times].sort((a, b) => a - b);
        results[`${served} ${label}`] = sorted[1];
        console.log(`first load to interactive (${label}, served ${served}, 390x844, cold cache): median ${sorted[1]} ms (runs: ${times.join(', ')} ms), ${bytes} B transferred`);
        assert.ok(sorted[0] > 0);
      }
    }
  } finally {
    gz.close();
  }
  assert.ok(results['gzip Fast 3G'] > results['gzip full speed'], 'the throttled load is slower');
});

test('Tenhou sanma is offered wherever a ruleset is picked; against the bots North is set aside (nuki) and shown', async () => {
  const presets = rulesets().map((r) => r.id);
  assert.ok(presets.includes('tenhou-sanma'), 'the package lists Tenhou sanma');
  const { context, page, errors } = await site.open(SIZES[0], '#/score');
  // Every picker offers the package's presets, in its order: Score, the house rules' starting point, the Rules pages.
  const values = (sel) => page.$$eval(sel, (os) => os.map((o) => o.value || o.dataset.ruleset));
  await page.waitForSelector('#f-ruleset');
  assert.deepEqual(await values('#f-ruleset option'), presets);
  await page.goto(site.base + '#/rules/house');
  await page.waitForSelector('body[data-house="ready"]');
  assert.deepEqual(await values('#hr-base option'), presets);
  assert.deepEqual((await values('.doc-nav a')).filter((id) => id !== 'house'), presets);
  // A new game of Tenhou sanma whose first draw lets the dealer (you) set a North aside.
  await page.evaluate(() => {
    localStorage.removeItem('tenpai.play');
    localStorage.setItem('tenpai.speed', 'fast');
  });
  await page.goto(site.base + '#/play');
  await page.waitForSelector('#new-ruleset');
  assert.deepEqual(await values('#new-ruleset option'), presets);
  await page.selectOption('#new-ruleset', 'tenhou-sanma');
  await page.fill('#new-seed', 'e2e-kita-0');
  await page.click('#start-game');
  await page.waitForFunction(() => document.body.dataset.playState === 'human', null, { polling: 20, timeout: 20000 });
  assert.equal(await page.getAttribute('.table', 'data-players'), '3');
  assert.match(await page.textContent('.ruleset-name'), /Tenhou\.net \(3-player\)/);
  const nuki = page.locator('[data-action="nuki"]');
  assert.equal(await nuki.count(), 1, 'the North may be set aside');
  await checkAllSizes(page, 'play-sanma-nuki-offered', TABLE_FIT);
  await resize(page, SIZES[0]);
  const moves = await page.getAttribute('body', 'data-moves');
  await nuki.click();
  await page.waitForFunction((m) => document.body.dataset.moves !== m, moves);
  await page.waitForFunction(() => document.body.dataset.playState === 'human', null, { polling: 20, timeout: 20000 });
  assert.equal(await page.locator('.seat.bottom .meld[data-kind="nuki"] .tile').count(), 1, 'the North set aside is shown');
  const game = new Game({ ruleset: 'tenhou-sanma', seed: 'e2e-kita-0' });
  game.apply(0, { type: 'nuki', tile: '4z' });
  assert.equal(game.view(0).seats[0].melds.filter((m) => m.kind === 'nuki').length, 1, 'as the package has it');
  game.free();
  await checkAllSizes(page, 'play-sanma-nuki', TABLE_FIT);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the new-game pickers (Play, Keeper) say each ruleset's player count once, a house ruleset's too", async () => {
  const house = { ...ruleset('toutenkou'), id: 'sanma-club', name: 'Sanma club' };
  const { context, page, errors } = await site.open(SIZES[0], '#/score');
  await page.evaluate((house) => {
    localStorage.removeItem('tenpai.play');
    localStorage.setItem('tenpai.house-rules', JSON.stringify({ v: 1, rulesets: [{ ruleset: house, base: 'toutenkou' }] }));
  }, house);
  const players = new Map([...rulesets().map((r) => [r.id, r.players]), ['house:sanma-club', 3]]);
  for (const [hash, picker] of [['#/keeper', '#keeper-ruleset'], ['#/play', '#new-ruleset']]) {
    await page.goto(site.base + hash);
    await page.waitForSelector(picker);
    const options = await page.$$eval(`${picker} option`, (os) => os.map((o) => [o.value, o.textContent]));
    assert.deepEqual(options.map(([id]) => id), [...players.keys()], `${hash} offers every ruleset`);
    for (const [id, text] of options) {
      const said = (text.match(/\b[34](?:-player| players)\b/g) ?? []).map((x) => Number(x[0]));
      assert.deepEqual(said, [players.get(id)], `${hash}: “${text}” says its player count once`);
    }
  }
  await checkAllSizes(page, 'play-new-game-picker');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the new-game form offers the opponents\' level; the bots then play at that level', async () => {
  const { context, page, errors } = await site.open(SIZES[0], '#/play');
  await page.evaluate(() => {
    localStorage.removeItem('tenpai.play');
    localStorage.setItem('tenpai.speed', 'fast');
  });
  await page.reload();
  await page.waitForSelector('#new-level');
  assert.deepEqual(await page.$$eval('#new-level option', (os) => os.map((o) => o.value)), ['easy', 'normal', 'strong']);
  assert.equal(await page.inputValue('#new-level'), 'normal', 'normal unless chosen before');
  await page.selectOption('#new-ruleset', 'tenhou');
  await page.selectOption('#new-level', 'strong');
  assert.match(await page.textContent('#level-about'), /folds by value and danger/, 'the chosen level is described');
  assert.match(await page.textContent('#level-strength'), /majiang-ai.*average place \d\.\d\d ± \d\.\d\d of 4 in [\d,]+ games/, 'and its measured strength');
  await page.fill('#new-seed', 'e2e-level');
  await checkAllSizes(page, 'play-new-game-level');
  await resize(page, SIZES[0]);
  await page.click('#start-game');
  await page.waitForFunction(() => document.body.dataset.playState === 'human', null, { polling: 20, timeout: 20000 });
  assert.equal(await page.getAttribute('#bot-level', 'data-level'), 'strong');
  await checkAllSizes(page, 'play-level', TABLE_FIT);
  await resize(page, SIZES[0]);
  // Play some turns: a tile of the hand when it is the human's turn (a tap selects it, a second tap throws it),
  // otherwise pass the claim.
  for (let turn = 0; turn < 6; turn++) {
    const moves = await page.getAttribute('body', 'data-moves');
    if ((await page.getAttribute('body', 'data-play-state')) !== 'human') break;
    const tiles = page.locator('.hand.mine .tile.playable');
    if (await tiles.count()) {
      await tiles.last().click();
      if ((await page.getAttribute('body', 'data-moves')) === moves) await tiles.last().click();
    } else {
      await page.click('[data-action="pass"]');
    }
    await page.waitForFunction((m) => document.body.dataset.moves !== m, moves);
    await page.waitForFunction(() => ['human', 'hand-end', 'over'].includes(document.body.dataset.playState), null, { polling: 20, timeout: 20000 });
  }
  const save = await page.evaluate(() => JSON.parse(localStorage.getItem('tenpai.play')));
  assert.equal(save.level, 'strong');
  // Every bot action of the saved game is the strong bot's choice at that moment (replayed in Node).
  const { actions } = JSON.parse(save.game);
  const game = new Game({ ruleset: 'tenhou', seed: 'e2e-level' });
  let botActions = 0;
  for (const [seat, action] of actions) {
    if (seat !== 0) {
      assert.deepEqual(game.botAction(seat, { level: 'strong' }), action);
      botActions += 1;
    }
    game.apply(seat, action);
  }
  assert.ok(botActions > 6 && actions.length > botActions, `${botActions} bot actions of ${actions.length}`);
  // A reload continues at the same level; the next new game offers it first.
  await page.reload();
  await page.waitForSelector('#bot-level');
  assert.equal(await page.getAttribute('#bot-level', 'data-level'), 'strong');
  assert.deepEqual(errors, []);
  await context.close();
});
