// Duplicate matches between tenpai's bot and majiang-ai, tenpai's Game the referee (docs/BOTS.md, "Against majiang-ai").
//
//   node benches/majiang/match.mjs --hanchan 1000 --tenpai strong --threads 2 --log FILE
//
// Each wall seed is played eight times: once with the tenpai bot at each seat against three majiang-ai, once with
// majiang-ai at each seat against three tenpai bots, so the luck of the walls cancels out on both sides. Every
// finished game goes to the log as one JSON line (which wall, which side, the seats, the result, majiang-ai's
// refused replies, and the game saved by `toJSON()`), gzipped line by line (a gzip member each, so the file is
// one gzip stream and a run that stops loses at most the line being written); a run resumes where it was, and
// `cargo run --release --example duplicate -- --games FILE` reads the log for the figures (average rank and final
// points with 95% intervals, rank shares, win, deal-in, riichi, call and draw rates of both sides, `--breakdown`).
//
// Options: --hanchan N   games per side (rounded up to whole walls of four seatings; default 8)
//          --tenpai L    the tenpai bot's level (default strong), or a hybrid LEVEL+majiang:PART,... whose decisions
//                        of those parts (calls, build, defence) majiang-ai makes (benches/majiang/table.mjs), or
//                        majiang-ai itself (with --sides tenpai: four majiang-ai, each wall's one game at its four
//                        seatings, for majiang-ai's figures in its own field)
//          --sides S     both | tenpai (only one tenpai bot against three majiang-ai) | majiang (the other side)
//          --threads N   worker threads (default: the machine's cores)
//          --seed S      wall seeds' prefix (default majiang): wall w is seed S-w
//          --first W     the first wall (default 0)
//          --log FILE    the log (default benches/majiang/match.jsonl.gz); an existing log is resumed
//          --check       also compare majiang-ai's picture of the table with tenpai's view at every decision
//          --pkg PATH    the tenpai package to load with require() (default pkg-npm, scripts/build-npm.sh)
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAJIANG, playGame } from './table.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');

/** The seats of one game: `side` 'tenpai' puts the tenpai bot at `heroSeat` and majiang-ai elsewhere. */
export function seatsOf(side, heroSeat, level) {
  return [0, 1, 2, 3].map((s) => ((s === heroSeat) === (side === 'tenpai') ? level : MAJIANG));
}

/** The games of walls `first .. first + walls`, wall by wall, each side's four seatings interleaved. */
export function tasks({ first, walls, sides, level, seed }) {
  const out = [];
  for (let wall = first; wall < first + walls; wall++) {
    for (let heroSeat = 0; heroSeat < 4; heroSeat++) {
      for (const side of sides) {
        out.push({ wall, side, heroSeat, seed: `${seed}-${wall}`, seats: seatsOf(side, heroSeat, level) });
      }
    }
  }
  return out;
}

export function defaultPkg() {
  return join(ROOT, 'pkg-npm');
}

/** Plays one task with tenpai's `Game`; the log line's object. */
export function playTask(Game, task, check) {
  const g = playGame(Game, { seed: task.seed, seats: task.seats, check });
  return {
    wall: task.wall,
    side: task.side,
    heroSeat: task.heroSeat,
    seats: task.seats,
    seed: task.seed,
    ranks: g.result.ranks,
    points: g.result.points,
    scores: g.result.scores,
    refused: g.refused,
    declined: g.declined,
    mismatches: g.mismatches,
    agreement: g.agreement,
    time: g.time,
    game: g.saved,
  };
}

function options(argv) {
  const o = {
    hanchan: 8,
    level: 'strong',
    sides: ['tenpai', 'majiang'],
    threads: availableParallelism(),
    seed: 'majiang',
    first: 0,
    log: join(HERE, 'match.jsonl.gz'),
    check: false,
    pkg: defaultPkg(),
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--check') {
      o.check = true;
      continue;
    }
    const value = argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    const number = () => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag}: not a number: ${value}`);
      return n;
    };
    if (flag === '--hanchan') o.hanchan = Math.max(1, number());
    else if (flag === '--tenpai') o.level = value;
    else if (flag === '--sides') {
      if (!['both', 'tenpai', 'majiang'].includes(value)) throw new Error(`--sides: both, tenpai or majiang`);
      o.sides = value === 'both' ? ['tenpai', 'majiang'] : [value];
    } else if (flag === '--threads') o.threads = Math.max(1, number());
    else if (flag === '--seed') o.seed = value;
    else if (flag === '--first') o.first = number();
    else if (flag === '--log') o.log = resolve(value);
    else if (flag === '--pkg') o.pkg = resolve(value);
    else throw new Error(`unknown option ${flag}`);
  }
  return o;
}

const key = (t) => `${t.seed}/${t.side}/${t.heroSeat}`;

function main() {
  let o;
  try {
    o = options(process.argv.slice(2));
  } catch (e) {
    console.error(`match: ${e.message}`);
    process.exit(2);
  }
  const all = tasks({ ...o, walls: Math.ceil(o.hanchan / 4) });
  const done = new Set();
  if (existsSync(o.log)) {
    for (const line of gunzipSync(readFileSync(o.log)).toString('utf8').split('\n')) {
      if (line) done.add(key(JSON.parse(line)));
    }
  }
  const queue = all.filter((t) => !done.has(key(t)));
  console.log(
    `majiang match: tenpai ${o.level} vs ${MAJIANG}, ${all.length} games (${done.size} in ${o.log} already), ` +
      `${Math.min(o.threads, queue.length)} thread(s), tenpai from ${o.pkg}`,
  );
  const started = Date.now();
  const ranks = { tenpai: [], majiang: [] };
  let refused = 0;
  let mismatches = 0;
  let failed = 0;
  let finished = 0;
  let next = 0;
  const workers = [];
  for (let i = 0; i < Math.min(o.threads, queue.length); i++) {
    const w = new Worker(fileURLToPath(import.meta.url), { workerData: { pkg: o.pkg, check: o.check } });
    w.on('message', (line) => {
      const following = () => w.postMessage(next < queue.length ? queue[next++] : null);
      if (line.error) {
        // A game the adapter could not play (majiang-core threw): reported, left out of the log (a resumed run
        // plays it again), and the thread goes on with the next game.
        failed++;
        console.log(`  failed (${key(line.task)}): ${line.error}`);
        process.exitCode = 1;
        following();
        return;
      }
      appendFileSync(o.log, gzipSync(JSON.stringify(line) + '\n'));
      finished++;
      ranks[line.side].push(line.ranks[line.heroSeat]);
      refused += line.refused.length;
      mismatches += line.mismatches.length;
      for (const r of line.refused) console.log(`  refused (${line.seed} seat ${r.seat}): ${r.reason}`);
      for (const m of line.mismatches) console.log(`  differs (${line.seed} seat ${m.seat}): ${m.diff.join('; ')}`);
      const mean = (xs) => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3) : '-');
      const secs = (Date.now() - started) / 1000;
      console.log(
        `${finished}/${queue.length} ${line.seed} ${line.side} hero seat ${line.heroSeat}: rank ` +
          `${line.ranks[line.heroSeat]}; mean rank tenpai ${mean(ranks.tenpai)}, majiang-ai ${mean(ranks.majiang)}; ` +
          `refused ${refused}, differences ${mismatches}${failed ? `, failed ${failed}` : ''}; ${secs.toFixed(0)} s`,
      );
      following();
    });
    w.on('error', (e) => {
      console.error(e);
      process.exitCode = 1;
    });
    workers.push(w);
    w.postMessage(queue[next++]);
  }
  if (queue.length === 0) console.log('nothing left to play');
  process.on('exit', () => {
    if (finished) {
      console.log(`figures: cargo run --release --example duplicate -- --games ${o.log}`);
    }
  });
}

if (isMainThread) {
  if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
} else {
  const { Game } = createRequire(import.meta.url)(workerData.pkg);
  parentPort.on('message', (task) => {
    if (task === null) {
      parentPort.close();
      return;
    }
    let line;
    try {
      line = playTask(Game, task, workerData.check);
    } catch (e) {
      line = { error: e.stack || String(e), task };
    }
    parentPort.postMessage(line);
  });
}
