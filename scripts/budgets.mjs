// The npm package's budgets, checked in CI (scripts/test.sh) after pkg-npm/ is assembled. The figures are the
// constants below and nowhere else (README.md and the docs point here):
//   size         the shipped .wasm of each module, gzip -9 (SIZE_BUDGETS): the full engine (tenpai_bg.wasm) and the
//                scoring module `tenpai/score` (score/tenpai_score_bg.wasm, which reads its JSON with the crate's own
//                reader, src/json.rs, not serde_json, to stay small)
//   tarball      what `npm pack` makes of pkg-npm/ (both modules, each .wasm once), packed (TARBALL_BUDGET)
//   instantiate  loading the Node build (its modules, then what its first call does first: read the .wasm, compile,
//                instantiate, run the start function), median of fresh Node processes, in CPU time
//                (INSTANTIATE_BUDGET_MS).
//                CPU time, not wall time: the build machine is shared, and under load the wall time measures the
//                other jobs. Both are printed; on an idle machine they agree (Node 20 compiles wasm lazily, so
//                loading uses the main thread almost alone).
// Prints the figures either way; exits 1 when a budget is exceeded.
//
//   node scripts/budgets.mjs [--runs N]     (TENPAI_NPM_PKG=dir overrides pkg-npm/)
// Each run is a new process because V8 caches compiled wasm by its bytes within a process: a second compile in
// the same process would measure the cache, not what a user's first load costs.
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Bytes of each gzip -9'd .wasm, by its path in the package.
const SIZE_BUDGETS = { 'tenpai_bg.wasm': 295_000, 'score/tenpai_score_bg.wasm': 101_500 };
const TARBALL_BUDGET = 475_000; // bytes of the packed tarball
const INSTANTIATE_BUDGET_MS = 30;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = process.env.TENPAI_NPM_PKG || join(root, 'pkg-npm');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 21;

// GNU gzip -9, what anyone checking a figure by hand runs (zlib's level 9 differs by ~1.5%).
const sizes = Object.entries(SIZE_BUDGETS).map(([file, budget]) => {
  const wasm = readFileSync(join(pkg, file));
  const gzipped = execFileSync('gzip', ['-9', '-c'], { input: wasm, maxBuffer: 1 << 26 }).length;
  return { file, budget, raw: wasm.length, gzipped, ok: gzipped <= budget };
});
// npm's own count of the tarball it would publish (nothing is written).
const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', pkg], { encoding: 'utf8', cwd: pkg }));
const tarballOk = packed.size <= TARBALL_BUDGET;

// The child times require() of the Node build and the load its first call would make (the engine's own loader,
// lib/engine.js, asked for it directly: the file found and read, compiled, instantiated, started), CPU and wall,
// then one shanten() call (the first call also compiles the code it runs, which V8 does lazily), and prints the
// three in ms.
const child = `
const { performance } = require('node:perf_hooks');
const c0 = process.cpuUsage();
const t0 = performance.now();
const tenpai = require(${JSON.stringify(join(pkg, 'node.js'))});
const engine = require(${JSON.stringify(join(pkg, 'lib', 'engine.js'))})
  .engineOf(require(${JSON.stringify(join(pkg, 'bindings', 'index.js'))}));
engine.initSync(engine.readSync());
const t1 = performance.now();
const c1 = process.cpuUsage(c0);
tenpai.shanten('123m456p789s1122z');
const t2 = performance.now();
console.log(JSON.stringify([(c1.user + c1.system) / 1000, t1 - t0, t2 - t1]));`;
const load = []; // CPU ms
const wall = [];
const firstCall = [];
for (let i = 0; i < runs; i++) {
  const [cpu, w, first] = JSON.parse(execFileSync(process.execPath, ['-e', child], { encoding: 'utf8' }));
  load.push(cpu);
  wall.push(w);
  firstCall.push(first);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (x) => `${x.toFixed(1)} ms`;

const sizeOk = sizes.every((s) => s.ok);
const loadOk = median(load) <= INSTANTIATE_BUDGET_MS;
for (const s of sizes) {
  console.log(`wasm size:   ${s.file}: ${s.raw} B raw, ${s.gzipped} B gzip -9 (budget ${s.budget} B, ` +
    `headroom ${s.budget - s.gzipped} B) ${s.ok ? 'ok' : 'OVER BUDGET'}`);
}
console.log(`tarball:     ${packed.size} B packed, ${packed.unpackedSize} B unpacked, ${packed.entryCount} files ` +
  `(budget ${TARBALL_BUDGET} B packed, headroom ${TARBALL_BUDGET - packed.size} B) ${tarballOk ? 'ok' : 'OVER BUDGET'}`);
console.log(`instantiate: median ${ms(median(load))} CPU of ${runs} fresh Node processes (min ` +
  `${ms(Math.min(...load))}, max ${ms(Math.max(...load))}; budget ${INSTANTIATE_BUDGET_MS} ms) ` +
  `${loadOk ? 'ok' : 'OVER BUDGET'}`);
console.log(`             wall time median ${ms(median(wall))} (load average ${loadavg()[0].toFixed(1)} on ` +
  `${availableParallelism()} cores)`);
console.log(`first call:  shanten() median ${ms(median(firstCall))} wall (lazy compilation of what it runs; ` +
  `not budgeted)`);
process.exit(sizeOk && tarballOk && loadOk ? 0 : 1);
