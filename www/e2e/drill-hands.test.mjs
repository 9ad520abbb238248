// The scoring drill's hands and answers without a browser (src/pages/drill/generate.ts and answer.ts, loaded
// through Vite's module loader, valued by the npm package's scoring module under Node): every seed's hand is a win
// with a yaku that the package values exactly as the drill says, built from tiles the ruleset has; the drill mixes
// open and closed hands, ron and tsumo, dealer and non-dealer, cheap and dear; a seed always gives the same hand;
// the payments asked add up to what the winner gains and are judged right only when every figure is.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'vite';
import { score, ruleset, shanten } from 'tenpai/score/node';
import { WWW } from './viewport.mjs';

let vite;
let gen;
let ans;
let tiles;
before(async () => {
  vite = await createServer({ root: WWW, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false }, optimizeDeps: { noDiscovery: true, include: [] } });
  gen = await vite.ssrLoadModule('/src/pages/drill/generate.ts');
  ans = await vite.ssrLoadModule('/src/pages/drill/answer.ts');
  tiles = await vite.ssrLoadModule('/src/tiles.ts');
});
after(() => vite?.close());

const rulesOf = (id) => ({ id, rules: ruleset(id), ref: id });
const split = (mpsz) => (mpsz ? tiles.splitMpsz(mpsz) : []);
/** A tile's kind as the ruleset's tile set counts copies ("0m" is a 5m). */
const kind = (t) => tiles.parseTile(t).num + tiles.parseTile(t).suit;

/** Every tile the hand shows (concealed, winning, melds, indicators): no more copies of a kind or of a flavoured
 * tile than the ruleset's set holds, and no tile it lacks. */
function checkTiles(d, rules) {
  const s = d.state;
  const shown = [...split(s.hand), s.win, ...s.melds.flatMap((m) => split(m.tiles)), ...split(s.dora), ...split(s.ura)];
  const removed = new Set(split(rules.tiles.removed));
  const flavoured = split(rules.tiles.flavoured);
  const count = new Map();
  for (const t of shown) {
    assert.ok(!removed.has(kind(t)), `${t} is not in the set`);
    count.set(kind(t), (count.get(kind(t)) ?? 0) + 1);
    if (tiles.parseTile(t).flavour) {
      count.set(t, (count.get(t) ?? 0) + 1);
      assert.ok(count.get(t) <= flavoured.filter((f) => f === t).length, `too many ${t}`);
    }
  }
  for (const [k, n] of count) if (!tiles.parseTile(k)?.flavour) assert.ok(n <= 4, `${n} copies of ${k}`);
}

/** What the winner gains, from the payments the drill asks (no honba, no sticks): the engine's total. */
function paid(ps, players) {
  const by = Object.fromEntries(ps.map((p) => [p.key, p.amount]));
  if ('ron' in by) return by.ron;
  if ('all' in by) return by.all * (players - 1);
  return by.other * (players - 2) + by.dealer;
}

function drill(id, seeds) {
  const r = rulesOf(id);
  const players = r.rules.game.players;
  const seen = { open: 0, closed: 0, tsumo: 0, ron: 0, dealer: 0, riichi: 0, cheap: 0, dear: 0, plans: new Set() };
  for (let i = 0; i < seeds; i++) {
    const d = gen.drillHand(`test-${i}`, r, score);
    const s = d.state;
    // The package values the request exactly as the drill shows it: a win with a yaku, no yakuman.
    assert.deepEqual(score(d.request), d.result, `seed ${i}`);
    assert.ok(d.result.han > 0 && d.result.yaku.some((y) => y.han > 0) && d.result.yakuman === 0, `seed ${i}: ${JSON.stringify(d.result.yaku)}`);
    assert.equal(d.request.ruleset, id);
    // The concealed tiles and the winning tile are a complete hand (melds implied by their count).
    const kans = s.melds.filter((m) => split(m.tiles).length === 4).length;
    assert.equal(split(s.hand).length + 1 + s.melds.reduce((n, m) => n + split(m.tiles).length, 0), 14 + kans, `seed ${i}`);
    assert.equal(shanten(s.hand + s.win, { ruleset: id }).shanten, -1, `seed ${i}`);
    checkTiles(d, r.rules);
    if (!r.rules.calls.chi) assert.ok(s.melds.every((m) => m.type !== 'chi'));
    assert.ok(!s.ura || d.request.riichi, 'ura indicators only with riichi');
    assert.equal(paid(ans.payments(d.request, d.result), players), d.result.total, `seed ${i}: payments add up`);
    const open = s.melds.some((m) => m.type !== 'ankan');
    seen[open ? 'open' : 'closed']++;
    seen[s.tsumo ? 'tsumo' : 'ron']++;
    if (s.seat === 'E') seen.dealer++;
    if (d.request.riichi) seen.riichi++;
    if (!d.result.limit && d.result.han <= 2) seen.cheap++;
    if (d.result.limit) seen.dear++;
    seen.plans.add(d.plan);
  }
  return seen;
}

test('Tenhou: 200 seeds give 200 wins with a yaku, of every kind', () => {
  const n = 200;
  const seen = drill('tenhou', n);
  for (const k of ['open', 'closed', 'tsumo', 'ron', 'riichi', 'cheap', 'dear']) assert.ok(seen[k] >= n * 0.15, `${k}: ${seen[k]} of ${n}`);
  assert.ok(seen.dealer >= n * 0.1 && seen.dealer <= n * 0.45, `dealer: ${seen.dealer} of ${n}`);
  assert.equal(seen.plans.size, 8, [...seen.plans].join());
});

test('McGill, Speed Tonpuu and three-player Tenhou rules: wins with a yaku from their own tiles', () => {
  for (const id of ['mcgill', 'speed-tonpuu', 'tenhou-sanma']) {
    const seen = drill(id, 60);
    assert.ok(seen.open > 0 && seen.tsumo > 0 && seen.dealer > 0 && seen.ron > 0, `${id}: ${JSON.stringify({ ...seen, plans: [...seen.plans] })}`);
  }
});

test('a seed always gives the same hand, another seed another', () => {
  const r = rulesOf('tenhou');
  const a = gen.drillHand('again', r, score);
  assert.deepEqual(gen.drillHand('again', r, score).request, a.request);
  const others = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(gen.drillHand(`other-${i}`, r, score).request)));
  assert.equal(others.size, 20);
});

test('payments as players say them, and answers judged figure by figure', () => {
  // 1 han 30 fu: a non-dealer's tsumo is 300 from the others and 500 from the dealer; the dealer's, 500 all.
  const tsumo = { ruleset: 'tenhou', hand: '234m567p678s22z33s', winTile: '3s', tsumo: true, seatWind: 'S', roundWind: 'E' };
  const r = score(tsumo);
  assert.equal(`${r.han}/${r.fu}`, '1/30');
  assert.deepEqual(ans.payments(tsumo, r).map((p) => [p.key, p.amount]), [['other', 300], ['dealer', 500]]);
  assert.equal(ans.paymentWords(ans.payments(tsumo, r)), '300/500');
  const dealer = { ...tsumo, seatWind: 'E' };
  assert.equal(ans.paymentWords(ans.payments(dealer, score(dealer))), '500 all');
  const ron = { ...tsumo, tsumo: false, riichi: true, discarder: 'W' };
  const rr = score(ron);
  assert.equal(ans.paymentWords(ans.payments(ron, rr)), String(-rr.deltas.W).replace(/\B(?=(\d{3})+$)/g, ','));

  assert.equal(ans.judge(tsumo, r, 'pay', { other: 300, dealer: 500 }).right, true);
  assert.equal(ans.judge(tsumo, r, 'pay', { other: 500, dealer: 300 }).right, false);
  assert.equal(ans.judge(tsumo, r, 'both', { other: 300, dealer: 500, han: 1, fu: 40 }).right, false);
  assert.deepEqual(ans.judge(tsumo, r, 'hanfu', { han: 1, fu: 30 }).checks.map((c) => c.field), ['han', 'fu']);
  // From 5 han the fu are not asked: a haneman is right whatever fu is given.
  const haneman = { ruleset: 'tenhou', hand: '1223345678999m', winTile: '4m', riichi: true, tsumo: true, seatWind: 'S' };
  const h = score(haneman);
  assert.ok(h.han >= 5 && h.yakuman === 0, JSON.stringify(h));
  assert.equal(ans.judge(haneman, h, 'hanfu', { han: h.han, fu: 20 }).right, true);
  assert.equal(ans.readNumber('7,700'), 7700);
  assert.equal(ans.readNumber(' 3900 '), 3900);
  assert.equal(ans.readNumber('39e2'), undefined);
});
