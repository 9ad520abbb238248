// The replay page as a viewer: the players' names, ranks and ratings from the record (mjlog and tenhou.net/6),
// ura indicators hidden until a win, the round label right at every step, wins shown with 14 tiles, the controls
// never covered, a clear message for text that is no record, and the page at five screen sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Game } from 'tenpai';
import { startSite, checkAllSizes, SIZES, DESKTOP, SHOTS, ROOT } from './viewport.mjs';

const PHONE = SIZES[0];
// Layout checks of every state at the five sizes (viewport.mjs): nothing past the screen's edge or cut.
const LAYOUT = {};
let site;
before(async () => {
  site = await startSite(Number(process.env.E2E_PORT || 4173) + 12);
});
after(() => site?.close());

// The records in tests/data have their names replaced by Player0..3: these copies name the players again.
const PLAYERS = ['Akira', 'ベンジャミン', 'Chloé', 'Dai'];
const DANS = [10, 16, 19, 3]; // 1 dan (初段), 7 dan, 10 dan (十段), 7 kyu
const DAN_NAMES = ['1 dan', '7 dan', '10 dan', '7 kyu'];
const RATES = [1812.5, 2067.27, 2240, 1500];

function namedMjlog() {
  const xml = readFileSync(join(ROOT, 'tests/data/logs/mjlog2json/2019021004gm-00a9-0000-e2f6516d.mjlog'), 'utf8');
  const names = PLAYERS.map((p, s) => `n${s}="${encodeURIComponent(p)}"`).join(' ');
  const un = `<UN ${names} dan="${DANS.join(',')}" rate="${RATES.join(',')}" sx="M,M,F,M"/>`;
  const named = xml.replace(/<UN [^>]*\/>/, un);
  assert.notEqual(named, xml);
  const file = join(SHOTS, 'named.mjlog');
  writeFileSync(file, named);
  return file;
}

function namedTenhou6() {
  const doc = JSON.parse(readFileSync(join(ROOT, 'tests/data/logs/mjlog2json/2019021004gm-00a9-0000-e2f6516d.json'), 'utf8'));
  doc.name = PLAYERS;
  doc.dan = ['初段', '七段', '十段', '七級'];
  doc.rate = RATES;
  const file = join(SHOTS, 'named.json');
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

/** At each size: scrolled to the end of the page, the step controls are on screen, on top and below the header. */
const LAYOUT_WITH_CONTROLS = {
  ...LAYOUT,
  each: async (page) => {
    const problem = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const next = document.querySelector('#replay-next');
      const r = next.getBoundingClientRect();
      const header = document.querySelector('header').getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (r.top < header.bottom - 0.5 || r.bottom > innerHeight) return `the controls are off screen or under the header (${Math.round(r.top)}..${Math.round(r.bottom)})`;
      return top === next || next.contains(top) ? null : 'the next button is covered';
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    return problem ? [problem] : [];
  },
};

async function players(page) {
  return page.$$eval('#replay-players li', (lis) => lis.map((li) => li.textContent));
}

test('replay: the players are named, with rank and rating, in both formats', async () => {
  const { context, page, errors } = await site.open(DESKTOP, '#/replay');
  await page.setInputFiles('#log-file', namedMjlog());
  await page.waitForSelector('#replay-players');
  const expected = PLAYERS.map((p, s) => `${p}${DAN_NAMES[s]}R${Math.round(RATES[s]).toLocaleString('en-US')}`);
  assert.deepEqual(await players(page), expected);
  // The table's seats carry the names instead of "Seat 0–3".
  const seatNames = await page.$$eval('.table .seat-info .name', (els) => els.map((e) => e.textContent).sort());
  assert.deepEqual(seatNames, [...PLAYERS].sort());
  assert.doesNotMatch(await page.textContent('.replay-view'), /Seat \d/);
  await page.click('#replay-last');
  const ranked = await page.$$eval('#game-end tbody tr', (rows) => rows.map((r) => r.children[1].textContent));
  assert.deepEqual([...ranked].sort(), [...PLAYERS].sort());
  await page.setInputFiles('#log-file', namedTenhou6());
  await page.waitForFunction(() => document.querySelector('#replay-status').textContent.startsWith('named.json'));
  assert.deepEqual(await players(page), expected);
  assert.deepEqual(errors, []);
  await context.close();
});

test('replay: round labels, hidden ura, 14-tile wins, one net-change table, controls never covered', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/replay');
  await page.setInputFiles('#log-file', namedMjlog());
  await page.waitForSelector('body[data-replay="step"]');
  const xml = readFileSync(join(ROOT, 'tests/data/logs/mjlog2json/2019021004gm-00a9-0000-e2f6516d.mjlog'), 'utf8');
  // Each hand's round as the record says it (INIT seed: the round's index): its label at every frame of the hand.
  const WIND = ['East', 'South', 'West', 'North'];
  const rounds = [...xml.matchAll(/<INIT seed="(\d+),/g)].map((m) => `${WIND[Math.floor(m[1] / 4)]} ${(m[1] % 4) + 1}`);
  const HANDS = 6; // wins by tsumo and ron, with and without ura, and an exhaustive draw
  // Steps through the first hands in the page (one click per action), reading what each frame shows.
  const frames = await page.evaluate((hands) => {
    const out = [];
    const next = document.querySelector('#replay-next');
    let ended = 0;
    for (let guard = 0; guard < 5000 && ended < hands; guard++) {
      const results = document.querySelector('#replay-results');
      const wins = [...results.querySelectorAll('.win-hand')].map((w) => ({
        concealed: w.querySelectorAll(':scope > .tile, :scope > .win-group > .tile').length,
        melds: [...w.querySelectorAll(':scope > .meld')].map((m) => m.querySelectorAll('.tile').length),
        marked: w.querySelectorAll('.win-tile').length,
      }));
      const end = results.querySelector('.round-end');
      let controlsFree = null;
      if (end) {
        // Scrolled down to the end of the hand's results, the controls are still on screen and on top.
        results.lastElementChild.scrollIntoView({ block: 'end' });
        const r = next.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        controlsFree = r.top >= 0 && r.bottom <= innerHeight && (top === next || next.contains(top));
        ended++;
      }
      out.push({
        at: Number(document.body.dataset.replayAt),
        round: document.querySelector('#replay-pos').textContent,
        ura: [...document.querySelectorAll('.table .center .dora .label')].some((l) => /ura/i.test(l.textContent)),
        uraAtWin: results.querySelectorAll('section.win .dora .tile').length,
        wins,
        nets: results.querySelectorAll('table.deltas.net').length,
        end: Boolean(end),
        controlsFree,
      });
      next.click();
    }
    return out;
  }, HANDS);
  let hand = 0;
  let wins = 0;
  let uraShown = 0;
  for (const f of frames) {
    assert.ok(f.round.startsWith(`${rounds[hand]} ·`), `frame ${f.at}: ${f.round}, expected ${rounds[hand]}`);
    if (!f.wins.length) assert.equal(f.ura, false, `frame ${f.at}: ura shown before a win`);
    uraShown += f.uraAtWin;
    for (const w of f.wins) {
      // The concealed tiles and the winning tile once, then the melds (a kan's fourth tile is extra): 14 tiles.
      const total = w.concealed + w.melds.reduce((a, n) => a + Math.min(n, 3), 0);
      assert.equal(total, 14, `frame ${f.at}: a win of ${w.concealed} + ${w.melds} tiles`);
      assert.equal(w.marked, 1);
      wins++;
    }
    if (f.end) {
      assert.equal(f.nets, 1, `frame ${f.at}: one net-change table for the hand`);
      assert.equal(f.controlsFree, true, `frame ${f.at}: the controls are covered or off screen`);
      hand++;
    }
  }
  assert.equal(hand, HANDS, 'every hand stepped through');
  assert.ok(wins >= 4 && uraShown > 0, `${wins} wins, ${uraShown} ura indicators shown with them`);
  // The first win's end at every size.
  const firstEnd = frames.find((f) => f.end).at;
  await page.$eval('#replay-slider', (el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event('input'));
  }, firstEnd);
  await checkAllSizes(page, 'replay-win', LAYOUT_WITH_CONTROLS);
  assert.deepEqual(errors, []);
  await context.close();
});

test('replay: a pasted text that is no record says which formats the page reads', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/replay');
  for (const text of ['hello there', '{"not": "a log"}', '<html><body>no</body></html>', '{broken']) {
    await page.fill('#log-text', text);
    await page.click('#open-text');
    await page.waitForSelector('body[data-replay="error"]');
    const msg = await page.textContent('#replay-status');
    assert.match(msg, /mjlog/, msg);
    assert.match(msg, /tenhou\.net\/6 JSON/, msg);
    assert.match(msg, /saved by the Play page/, msg);
    await page.evaluate(() => (document.body.dataset.replay = ''));
  }
  await checkAllSizes(page, 'replay-error', LAYOUT);
  await page.setInputFiles('#log-file', namedMjlog());
  await page.waitForSelector('body[data-replay="step"]');
  for (let i = 0; i < 30; i++) await page.click('#replay-next');
  await checkAllSizes(page, 'replay-step', LAYOUT_WITH_CONTROLS);
  assert.deepEqual(errors, []);
  await context.close();
});

test('replay: a damaged saved game says what is wrong with it; the game itself opens', async () => {
  const game = new Game({ ruleset: 'tenhou-sanma', seed: 'e2e-damaged-save' });
  for (let i = 0; i < 12; i++) {
    const seat = game.status().toAct.find((s) => game.legalActions(s).length > 0);
    game.apply(seat, game.botAction(seat));
  }
  const saved = JSON.parse(game.toJSON());
  game.free();
  const { context, page, errors } = await site.open(PHONE, '#/replay');
  const open = async (doc, state) => {
    await page.evaluate(() => (document.body.dataset.replay = ''));
    await page.fill('#log-text', JSON.stringify(doc));
    await page.click('#open-text');
    await page.waitForSelector(`body[data-replay="${state}"]`);
    return page.textContent('#replay-status');
  };
  for (const [doc, said] of [
    [{ ...saved, actions: undefined }, /^This saved game is damaged: its actions are not a list of \[seat, action\] pairs\.$/],
    [{ ...saved, actions: [7, 8] }, /^This saved game is damaged: its actions are not a list/],
    [{ ...saved, ruleset: undefined }, /^Not a saved game: missing field `ruleset`.*\(bad-state\)$/],
    [{ ...saved, ruleset: { ...saved.ruleset, game: { ...saved.ruleset.game, players: 5 } } }, /game\.players: must be 3 or 4, not 5 \(bad-state\)$/],
  ]) {
    assert.match(await open(doc, 'error'), said);
    assert.equal(await page.$('.replay-board'), null, 'no table of the game before');
  }
  // The same game undamaged opens at its start, with its three seats and its rules (a hand's end names them).
  assert.match(await open(saved, 'step'), /^12 actions, 1 hand\.$/);
  assert.equal(await page.locator('.table .seat').count(), 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('replay: a draw notes each riichi stick put down and the sticks left; a liable seat (pao) is explained', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/replay');
  // A real game whose second hand ends in an exhaustive draw after a riichi.
  const file = join(ROOT, 'tests/data/logs/agony5757/2020010100gm-00a9-0000-03aa14b0.mjlog');
  await page.setInputFiles('#log-file', file);
  await page.waitForSelector('body[data-replay="step"]');
  // On a phone the table is brought into view once the record is open.
  const top = await page.$eval('.replay-board', (b) => b.getBoundingClientRect().top);
  assert.ok(top < PHONE.height - 200, `the board starts ${Math.round(top)} px down a ${PHONE.height} px screen`);
  // What the record says of that hand: who declared riichi (step 2: the stick was placed).
  const hand = readFileSync(file, 'utf8').split('<INIT').slice(1)[1];
  assert.match(hand, /<RYUUKYOKU /);
  const riichi = [...hand.matchAll(/<REACH who="(\d)"[^>]*step="2"/g)].map((m) => Number(m[1]));
  assert.ok(riichi.length > 0);
  await page.click('#replay-next-hand');
  await page.click('#replay-next-hand');
  await page.click('#replay-prev');
  await page.waitForSelector('#replay-results section.draw');
  const notes = await page.$$eval('#replay-results table.round-end tbody tr', (rows) => rows.map((r) => [Number(r.dataset.seat), r.querySelector('.stick-note')?.textContent ?? null]));
  for (const [seat, note] of notes) assert.equal(note, riichi.includes(seat) ? '−1,000 riichi stick' : null, `seat ${seat}`);
  assert.match(await page.textContent('#replay-results .sticks-left'), /^(1 riichi stick stays|[2-9] riichi sticks stay) on the table: the next win takes (it|them)\.$/);
  await checkAllSizes(page, 'replay-draw-riichi', LAYOUT_WITH_CONTROLS);
  // Pao: seat 0 fed the big win of the record's last hand and pays the whole tsumo (paoWho="0", sc −323).
  await page.setInputFiles('#log-file', join(ROOT, 'tests/data/logs/dnovikoff/pao.mjlog'));
  await page.waitForFunction(() => document.querySelector('#replay-status').textContent.startsWith('pao.mjlog'));
  await page.click('#replay-last');
  assert.match(await page.textContent('#pao'), /^Pao \(liability\): Player0 pays 32,300 alone, the whole tsumo: the call on their discard completed this yakuman\.$/);
  await checkAllSizes(page, 'replay-pao', LAYOUT_WITH_CONTROLS);
  assert.deepEqual(errors, []);
  await context.close();
});

test('replay: the step buttons are explained in words; ura shown only once a riichi winner turns them over', async () => {
  const { context, page, errors } = await site.open(PHONE, '#/replay');
  await page.setInputFiles('#log-file', namedMjlog());
  await page.waitForSelector('body[data-replay="step"]');
  const legend = await page.textContent('#replay-legend');
  assert.ok(await page.isVisible('#replay-legend'));
  for (const mark of ['«', '»', '◀', '▶']) assert.ok(legend.includes(mark), `${mark} explained: ${legend}`);
  // Every frame: an ura indicator on the table only with a win whose result lists ura indicators (a riichi win).
  const wrong = await page.evaluate(() => {
    const out = [];
    const next = document.querySelector('#replay-next');
    for (let i = 0; i < 2000 && document.body.dataset.replay !== 'end'; i++) {
      const onTable = [...document.querySelectorAll('.table .center .dora .label')].some((l) => /ura/i.test(l.textContent));
      const fromWins = document.querySelectorAll('#replay-results section.win .dora .tile').length > 0;
      if (onTable !== fromWins) out.push(document.body.dataset.replayAt);
      next.click();
    }
    return out;
  });
  assert.deepEqual(wrong, [], 'frames whose table shows ura without a riichi win (or hides it with one)');
  assert.deepEqual(errors, []);
  await context.close();
});
