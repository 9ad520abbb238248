// npm run bench: tenpai's Node build (wasm) against @kobalab/majiang-core (pure JS, from npm), side by side in
// one run on the same inputs, and against tenpai's native speed (`cargo bench`). Never part of the tests.
//
//   shanten   the 40,000 mjx hands (tests/data/shanten/): tenpai.shanten(mpsz) vs Majiang.Util.xiangting(
//             Majiang.Shoupai.fromString(...)); both parse the hand text, as a caller would.
//   scoring   majiang-core's own 10,000 hule.json hands: tenpai.score(request) on their conversion
//             (tests/data/score/majiang-core.jsonl) vs Majiang.Util.hule(...) on the original inputs
//             (data/majiang-hule-in.json.gz: the `in` half of hule.json, MIT, see data/README.md).
//   games     full Tenhou hanchan of random play, three ways for tenpai:
//             autoplay    game.autoplay({ players: 'random', seed, events: false }): the engine's RandomPlayer (a random
//                         waiting seat; a win half the time, else a uniform legal action) plays the whole game in one
//                         call: the same code, policy and seeds (game `bench-N`, player seed N, N = 0..) as the native
//                         `cargo bench --bench game` random loop, so wasm/native compares like with like;
//             + events    the same, returning every event as JS objects (a spectator's, ~1,500 a game);
//             JS loop     every action driven from JS, as a UI stepping the game pays: status(), legalActions(seat) as
//                         JS objects, apply(seat, action) with its events back (same policy shape, a JS xorshift32
//                         stream instead of the engine's, so other games; its native column is the native
//                         random play, so the ratio there is what stepping from JS costs).
//             majiang-core: its own Game.do_sync() with players that discard a random legal tile, win whenever
//             allowed and never call (its engine needs a player implementation; this is the simplest that plays
//             legally); one measurement, compared with each tenpai row.
//
// native: the `cargo bench` binaries on the same corpora, doing what the wasm call does: the request read from its
// text (MPSZ for shanten, JSON for scoring), the engine, the result written as JSON, as the CLI does per line. (The
// wasm call reads a JS object and builds JS objects; JSON text is the native program's form of both.) Games: the
// native random play of the same seeds.
//
// Figures are per CPU second of the thread that runs the engines (the build machine is shared; wall time is printed
// too): Linux's /proc/thread-self/schedstat, the clock the native benches read, so that no side is charged for work
// another side's clock leaves out. Node's process clock (`process.cpuUsage()`) also counts V8's background threads
// (garbage collector, compilers): 8-12% more CPU than the main thread in the autoplay row, far more for an engine
// that allocates as much as majiang-core. Where schedstat is missing, or with TENPAI_BENCH_CLOCK=process, the
// process clock is used (the header line says which).
//
// How each comparison is timed: the machine's speed drifts by up to 30% within minutes (other jobs, shared cores),
// so one window per engine would compare two different machines. Instead, after one warm-up pass of each, a row
// runs ROUNDS rounds; each round times tenpai for one window, then majiang-core for one window, then runs the
// native bench binary for a short window of its own, back to back (a window is WINDOW CPU seconds, or one pass when
// a pass takes longer). Every round gives the rates and the ratios tenpai/majiang-core and wasm/native; a row
// prints the median rate of each over the rounds, the median of the per-round ratios (the figures to quote: each
// ratio compares two rates taken under the same load) and the lowest and highest ratio. Both engines get the same
// inputs, the same work per item, the same windows and the same number of rounds, in the same order in
// every round. Rows whose majiang-core figure is another row's (the games rows after the first) time tenpai and
// native in ROUNDS rounds and divide tenpai's median by that row's majiang-core median.
// Usage: node bench.mjs [--quick] [--no-native]    TENPAI_BENCH_PKG=dir overrides the tenpai package (pkg-npm/).
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const require = createRequire(import.meta.url);
const QUICK = process.argv.includes('--quick');
const NATIVE = !process.argv.includes('--no-native');
// The package's Node entry (an ES module; require() loads it on Node 20.19 and later).
const tenpaiPath = join(process.env.TENPAI_BENCH_PKG || join(ROOT, 'pkg-npm'), 'node.js');
const tenpai = require(tenpaiPath);
const Majiang = require('@kobalab/majiang-core');

// ---- timing ------------------------------------------------------------------------------------------------------
/** CPU seconds of the calling (main) thread; the process's where Linux's schedstat is missing. */
const processSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const threadSeconds = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e9;
const [cpuSeconds, CLOCK] = (() => {
  try {
    if (process.env.TENPAI_BENCH_CLOCK !== 'process' && threadSeconds() > 0) {
      return [threadSeconds, 'main-thread CPU time, /proc/thread-self/schedstat'];
    }
  } catch {}
  return [processSeconds, 'process CPU time, process.cpuUsage()'];
})();
const ROUNDS = QUICK ? 3 : 7;
const WINDOW = QUICK ? 0.25 : 0.4;
/** Runs `pass()` (which does `items` units of work) until `WINDOW` seconds of CPU time have gone (at least once);
 *  returns units per CPU second and per wall second. No warm-up: `compare` warms each engine up once. */
function timeWindow(items, pass) {
  let done = 0;
  const c0 = cpuSeconds();
  const w0 = performance.now();
  do {
    pass();
    done += items;
  } while (cpuSeconds() - c0 < WINDOW);
  return { cpu: done / (cpuSeconds() - c0), wall: done / ((performance.now() - w0) / 1000) };
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Times each side in turn, `ROUNDS` times, after one warm-up pass of each JS side: per side the median CPU and
 *  wall rates over the rounds, and each round's ratio of the first side to each other side. A side is
 *  `[items, pass]` (JS work, timed for one window) or `{ native }` (a function that runs a native bench and
 *  returns its rates). */
function compare(...sides) {
  for (const side of sides) if (Array.isArray(side)) side[1]();
  const measure = (side) => (Array.isArray(side) ? timeWindow(side[0], side[1]) : side.native());
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(sides.map(measure));
  const rates = sides.map((_, j) => ({
    cpu: median(rounds.map((r) => r[j].cpu)),
    wall: median(rounds.map((r) => r[j].wall)),
  }));
  const ratios = sides.map((_, j) => rounds.map((r) => r[0].cpu / r[j].cpu));
  return { rates, ratios };
}

// ---- inputs ------------------------------------------------------------------------------------------------------
const SUITS = 'mpsz';
/** mjx tile indices (0-8 m, 9-17 p, 18-26 s, 27-33 z) as { mpsz: "123m…", majiang: "m123…" }. */
function hands(indices) {
  const bySuit = [[], [], [], []];
  for (const i of indices) bySuit[Math.floor(i / 9)].push((i % 9) + 1);
  // Tenhou's set has one red five per suit, so a hand with all four 5s holds it (written 0, in both notations).
  for (const digits of bySuit.slice(0, 3)) if (digits.filter((d) => d === 5).length === 4) digits[digits.indexOf(5)] = 0;
  return {
    mpsz: bySuit.map((d, s) => (d.length ? d.join('') + SUITS[s] : '')).join(''),
    majiang: bySuit.map((d, s) => (d.length ? SUITS[s] + d.join('') : '')).join(''),
  };
}
const shantenHands = ['normal', 'hon', 'tin', 'koku'].flatMap((set) =>
  readFileSync(join(ROOT, 'tests/data/shanten', `p_${set}_10000.txt`), 'utf8').trim().split('\n')
    .map((line) => hands(line.trim().split(/\s+/).slice(0, 14).map(Number))));

const scoreRequests = readFileSync(join(ROOT, 'tests/data/score/majiang-core.jsonl'), 'utf8').trim().split('\n')
  .map((line) => JSON.parse(line));
const majiangRule = Majiang.rule();
const huleInputs = JSON.parse(gunzipSync(readFileSync(join(HERE, 'data/majiang-hule-in.json.gz')))).map((input) => ({
  shoupai: input.shoupai,
  rongpai: input.rongpai,
  param: { ...Majiang.Util.hule_param({ rule: majiangRule }), ...input.param, rule: majiangRule,
    hupai: { ...Majiang.Util.hule_param().hupai, ...input.param.hupai } },
}));
if (scoreRequests.length !== huleInputs.length) throw new Error('the two score corpora differ in length');
scoreRequests.forEach((r, i) => {
  if (r.id !== `majiang-core:hule.json#${i}`) throw new Error(`record ${i} is ${r.id}`);
});

// ---- the engines' work -------------------------------------------------------------------------------------------
let sink = 0; // results feed a sum, so no engine's work can be skipped
const tenpaiShanten = () => {
  for (const h of shantenHands) sink += tenpai.shanten(h.mpsz).shanten;
};
const majiangShanten = () => {
  for (const h of shantenHands) sink += Majiang.Util.xiangting(Majiang.Shoupai.fromString(h.majiang));
};
const tenpaiScore = () => {
  for (const r of scoreRequests) sink += tenpai.score(r.request).total;
};
const majiangScore = () => {
  for (const h of huleInputs) sink += Majiang.Util.hule(Majiang.Shoupai.fromString(h.shoupai), h.rongpai, h.param).defen;
};

function lcg(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; // xorshift32
    return x % n;
  };
}
const GAMES = QUICK ? 5 : 20;
// Autoplay passes play the native bench's seeds, 0 .. NATIVE_GAMES - 1 (the native bench's games per pass).
const NATIVE_GAMES = QUICK ? 50 : 200;
const autoplayGames = (events) => () => {
  for (let seed = 0; seed < NATIVE_GAMES; seed++) {
    const game = new tenpai.Game({ ruleset: 'tenhou', seed: `bench-${seed}` });
    sink += game.autoplay({ players: 'random', seed, events }).length;
    sink += game.status().result.scores[0];
    game.free();
  }
};
let gameSeed = 0;
const tenpaiGames = () => {
  for (let g = 0; g < GAMES; g++) {
    const seed = gameSeed++ % 1000;
    const game = new tenpai.Game({ ruleset: 'tenhou', seed: `bench-${seed}` });
    const pick = lcg(seed + 1);
    for (let status = game.status(); !status.over; status = game.status()) {
      const seat = status.toAct[pick(status.toAct.length)];
      const legal = game.legalActions(seat);
      if (legal.length === 0) continue;
      const win = legal.find((a) => a.type === 'tsumo' || a.type === 'ron');
      game.apply(seat, win && pick(2) === 0 ? win : legal[pick(legal.length)]);
    }
    sink += game.status().result.scores[0];
    game.free();
  }
};

class RandomPlayer extends Majiang.Player {
  constructor(pick) {
    super();
    this.pick = pick;
  }
  action_kaiju() { this._callback(); }
  action_qipai() { this._callback(); }
  action_zimo(zimo, gangzimo) {
    if (zimo.l !== this._menfeng) return this._callback();
    if (this.allow_hule(this.shoupai, null, gangzimo)) return this._callback({ hule: '-' });
    const options = this.get_dapai(this.shoupai);
    this._callback({ dapai: options[this.pick(options.length)] });
  }
  action_dapai(dapai) {
    const from = ['', '+', '=', '-'][(4 + dapai.l - this._menfeng) % 4]; // majiang's notation for who dealt it
    if (dapai.l !== this._menfeng && this.allow_hule(this.shoupai, dapai.p.slice(0, 2) + from)) {
      return this._callback({ hule: '-' });
    }
    this._callback();
  }
  action_fulou() { this._callback(); }
  action_gang() { this._callback(); }
  action_hule() { this._callback(); }
  action_pingju() { this._callback(); }
  action_jieju() { this._callback(); }
}
const majiangGames = () => {
  for (let g = 0; g < GAMES; g++) {
    const pick = lcg(gameSeed++ + 1);
    const players = [0, 1, 2, 3].map(() => new RandomPlayer(pick));
    const game = new Majiang.Game(players, () => {}, majiangRule);
    game._model.title = 'bench';
    game.do_sync();
    sink += game._model.defen[0];
  }
};

// ---- native figures (cargo bench), on the same corpora, timed between the wasm windows -----------------------------
// The bench binaries are built once (`cargo bench --no-run`); each round of a row then runs the one that does the
// row's work for a short window (`-- majiang-core secs=0.4`, `-- cli`, `-- 200 random`), so the wasm/native
// ratio, like tenpai/majiang, compares two rates taken under the same load.
function benchBinaries() {
  if (!NATIVE) return null;
  try {
    const out = execFileSync('cargo', ['bench', '--no-run', '--message-format=json-render-diagnostics'],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 });
    const exes = {};
    for (const line of out.split('\n')) {
      if (!line.startsWith('{')) continue;
      const m = JSON.parse(line);
      if (m.reason === 'compiler-artifact' && m.executable && m.target.kind.includes('bench')) exes[m.target.name] = m.executable;
    }
    return exes;
  } catch (e) {
    console.error(`cargo bench --no-run failed: ${e.message.split('\n')[0]}`);
    return null;
  }
}
const binaries = benchBinaries();
const number = (text, re) => {
  const m = text.match(re);
  return m ? Number(m[1]) : NaN;
};
/** The `{ native }` side running bench `name` with `args`, reading its CPU and wall rates with `cpu` and `wall`;
 *  `extra(text)` keeps other figures of its output (one per round, for the notes below the table). */
const nativeSide = (name, args, cpu, wall, extra = () => {}) => ({
  native() {
    const exe = binaries?.[name];
    if (!exe) return { cpu: NaN, wall: NaN };
    const text = execFileSync(exe, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    extra(text);
    return { cpu: number(text, cpu), wall: number(text, wall) };
  },
});
// The figures compared do the same work as the wasm call: a request in its text form read, the engine's work, the
// result written (`tenpai score` / `tenpai shanten` per line). The engine-only figures are printed below.
const engineOnly = { score: [], shanten: [] };
const nativeScore = nativeSide('score', ['majiang-core', 'secs=0.4'],
  /majiang-core\.jsonl JSON in, JSON out: [\d.]+ s on CPU = (\d+) hands\/s per core/,
  /majiang-core\.jsonl JSON in, JSON out: \d+ hands in [\d.]+ s wall = (\d+) hands\/s/,
  (text) => engineOnly.score.push(number(text, /majiang-core\.jsonl: [\d.]+ s on CPU = (\d+) hands\/s per core/)));
const M = 1e6;
const nativeShanten = nativeSide('shanten', ['cli'],
  /text in, JSON out \(as the CLI\), mjx corpus\s+([\d.]+) M hands/,
  /text in, JSON out \(as the CLI\), mjx corpus\s+[\d.]+ M hands\/s per CPU-second,\s+([\d.]+) M\/s wall/,
  (text) => engineOnly.shanten.push(
    number(text, /shanten_with \(MPSZ text\), mjx corpus \(40,000 hands, cycled\)\s+([\d.]+) M hands/) * M));
const nativeGames = nativeSide('game', [String(NATIVE_GAMES), 'random'],
  /random play\s+([\d.]+) games\/s per CPU second/, /random play\s+[\d.]+ games\/s per CPU second, ([\d.]+) by wall/);
// The shanten bench prints millions.
const inMillions = (side) => ({ native: () => {
  const r = side.native();
  return { cpu: r.cpu * M, wall: r.wall * M };
} });

// ---- run and print -----------------------------------------------------------------------------------------------
const fmt = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : 'n/a');
const ratio = (a, b) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : 'n/a');

// Agreement on the scoring corpus: the same hand value (majiang's defen is the value before honba and sticks).
let agree = 0;
scoreRequests.forEach((r, i) => {
  const h = huleInputs[i];
  const ours = tenpai.score(r.request);
  const theirs = Majiang.Util.hule(Majiang.Shoupai.fromString(h.shoupai), h.rongpai, h.param);
  const honba = (r.request.honba ?? 0) * 300;
  if (theirs && ours.total - honba === theirs.defen) agree += 1;
});

console.log(`tenpai ${tenpaiPath}`);
console.log(`@kobalab/majiang-core ${JSON.parse(readFileSync(join(HERE, 'node_modules/@kobalab/majiang-core/package.json'), 'utf8')).version}, Node ${process.version}`);
console.log(`scoring corpus: ${agree} of ${scoreRequests.length} hands get the same value from both engines`);
console.log('');
// Rows: [name, unit, tenpai's items per pass, tenpai's pass, majiang-core's [items per pass, pass] or the name of
// the row whose majiang-core figure is reused, the native side]. Each round times tenpai, majiang-core, native.
const rows = [
  ['shanten', 'hands/s', shantenHands.length, tenpaiShanten, [shantenHands.length, majiangShanten],
    inMillions(nativeShanten)],
  ['scoring', 'hands/s', scoreRequests.length, tenpaiScore, [scoreRequests.length, majiangScore], nativeScore],
  ['random games, autoplay', 'games/s', NATIVE_GAMES, autoplayGames(false), [GAMES, majiangGames], nativeGames],
  ['random games, autoplay + events', 'games/s', NATIVE_GAMES, autoplayGames(true), 'random games, autoplay',
    nativeGames],
  ['random games, JS loop per action', 'games/s', GAMES, tenpaiGames, 'random games, autoplay', nativeGames],
];
const results = [];
for (const [name, unit, n, ours, theirs, native] of rows) {
  const nat = NATIVE ? [native] : [];
  if (typeof theirs === 'string') {
    const { rates: [t, nr], ratios: [, nv] } = compare([n, ours], ...nat);
    const m = results.find((r) => r.name === theirs).m;
    results.push({ name, unit, t, m, ratios: [], nat: nr, natRatios: nv ?? [] });
  } else {
    const { rates: [t, m, nr], ratios: [, ratios, nv] } = compare([n, ours], theirs, ...nat);
    results.push({ name, unit, t, m, ratios, nat: nr, natRatios: nv ?? [] });
  }
}
const range = (xs) => (xs.length && xs.every(Number.isFinite) ?
  `(${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})` : '');
const medianRatio = (xs, a, b) => (xs.length && xs.every(Number.isFinite) ? `${median(xs).toFixed(2)}x` : ratio(a, b));
console.log(`per CPU second (${CLOCK}), medians of ${ROUNDS} alternated rounds (wall clock in brackets; under each ` +
  'ratio, the lowest and highest round)');
console.log(`${''.padEnd(44)}  tenpai wasm        majiang-core     tenpai/majiang   tenpai native    wasm/native`);
for (const { name, unit, t, m, ratios, nat, natRatios } of results) {
  // The median of the per-round ratios where the row timed both sides in its rounds; else the ratio of the medians.
  console.log(`${(name + ' ' + unit).padEnd(44)} ${fmt(t.cpu).padStart(11)} ${fmt(m.cpu).padStart(19)} ` +
    `${medianRatio(ratios, t.cpu, m.cpu).padStart(16)} ${fmt(nat?.cpu).padStart(15)} ` +
    `${medianRatio(natRatios, t.cpu, nat?.cpu).padStart(14)}`);
  console.log(`${''.padEnd(44)} ${('(' + fmt(t.wall) + ')').padStart(11)} ${('(' + fmt(m.wall) + ')').padStart(19)} ` +
    `${range(ratios).padStart(16)} ${('(' + fmt(nat?.wall) + ')').padStart(15)} ${range(natRatios).padStart(14)}`);
}
if (NATIVE) {
  console.log(`\nnative = the same work as the wasm call (text or JSON request in, JSON result out, as \`tenpai score|shanten\`` +
    ` does per line), timed in each round right after the wasm and majiang-core windows; engine alone (parsed request ` +
    `in, Rust value out), medians of the same runs: shanten ${fmt(median(engineOnly.shanten))}/s, scoring ` +
    `${fmt(median(engineOnly.score))}/s. Games: benches/game.rs's random play (the engine's Autoplay with ` +
    `RandomPlayer, as the autoplay rows run it; no events built for JS, no views or status objects).`);
}
console.log('\ntargets: tenpai/majiang >= 10x on shanten and scoring; wasm/native >= 0.5x (within 2x of native)');
if (sink === 0.5) console.log(''); // keeps `sink` alive
