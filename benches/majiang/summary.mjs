// A quick summary of match logs written by match.mjs, read as they stand (a run may still be writing them): per
// level, each side's mean rank as the lone hero with a 95% interval, the games counted, majiang-ai's refused
// replies, and whether the level target of docs/BOTS.md ("Against majiang-ai") is met. It reads only the log lines
// (no game is replayed, no tenpai build is needed); `cargo run --release --example duplicate -- --games LOG` gives
// the full figures (play statistics, the breakdown).
//
//   node benches/majiang/summary.mjs LOG [LOG ...] [--json | --markdown]
//
// The unit of the sample is a wall: the four games of one side on one wall (the hero at each seat, the same deals)
// are not independent, so a side's figures count the walls whose four seatings of that side are all in the log,
// and the interval is Student's t over the walls' means. The two sides pair by deal: on a wall both sides have
// finished, the tenpai hero's mean rank minus majiang-ai hero's, the luck of the deals taken out of the difference.
import { readFileSync } from 'node:fs';
import { constants, gunzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The targets a tenpai level is held to against majiang-ai (docs/BOTS.md). */
export const TARGET = { tenpaiHero: 2.45, majiangHero: 2.55, even: 2.5 };

const T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131];
const T975_MORE = [2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];

/** Student's t 0.975 quantile with `df` degrees of freedom: the table up to 30, the Cornish-Fisher expansion above
 * (within 0.0005 there). */
export function t975(df) {
  if (!(df >= 1)) return NaN;
  if (df <= 30) return [...T975, ...T975_MORE][Math.floor(df) - 1];
  const z = 1.959964;
  const g = [
    (z ** 3 + z) / 4,
    (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96,
    (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384,
    (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160,
  ];
  return g.reduce((t, gi, i) => t + gi / df ** (i + 1), z);
}

/** Mean of `xs` and the half-width of its 95% interval (Student's t; NaN with fewer than two values). */
export function meanInterval(xs) {
  const n = xs.length;
  const mean = n ? xs.reduce((a, b) => a + b, 0) / n : NaN;
  if (n < 2) return { mean, half: NaN, n };
  const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  return { mean, half: t975(n - 1) * Math.sqrt(variance / n), n };
}

/** Whether a side's figure meets its target: 'met' (the mean on the target's side and the interval clear of even),
 * 'missed' (the whole interval on the wrong side of the target), else 'not established'. */
export function verdict(side, { mean, half }) {
  if (!Number.isFinite(half)) return 'not established';
  if (side === 'tenpai') {
    if (mean <= TARGET.tenpaiHero && mean + half < TARGET.even) return 'met';
    if (mean - half > TARGET.tenpaiHero) return 'missed';
  } else {
    if (mean >= TARGET.majiangHero && mean - half > TARGET.even) return 'met';
    if (mean + half < TARGET.majiangHero) return 'missed';
  }
  return 'not established';
}

/** The JSON lines of a match log (gzip members, one a line). The last member may be cut short by a run stopped
 * while writing it: what it holds of a line is dropped; a bad line anywhere else is an error. */
export function readLog(path) {
  const text = gunzipSync(readFileSync(path), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
  const raw = text.split('\n');
  const lines = [];
  raw.forEach((line, i) => {
    if (!line) return;
    try {
      lines.push(JSON.parse(line));
    } catch (e) {
      if (i !== raw.length - 1) throw new Error(`${path}: line ${i + 1}: ${e.message}`);
    }
  });
  return lines;
}

/** The tenpai player a log line measures: the hero on the tenpai side, the field on the other. */
export function levelOf(line) {
  return line.side === 'tenpai' ? line.seats[line.heroSeat] : line.seats[(line.heroSeat + 1) % 4];
}

/** Per level, per side: games, walls, means with intervals, refusals, target verdicts; and the paired difference. */
export function summarize(lines) {
  const levels = {};
  for (const line of lines) {
    const level = (levels[levelOf(line)] ??= {});
    const side = (level[line.side] ??= { lines: [], walls: new Map() });
    side.lines.push(line);
    const wall = side.walls.get(line.wall) ?? new Map();
    wall.set(line.heroSeat, line);
    side.walls.set(line.wall, wall);
  }
  const out = {};
  for (const [name, sides] of Object.entries(levels)) {
    const level = {};
    const wallRanks = {};
    for (const [sideName, side] of Object.entries(sides)) {
      const complete = [...side.walls].filter(([, seats]) => seats.size === 4).sort(([a], [b]) => a - b);
      const heroMean = (seats, field) =>
        [...seats.values()].reduce((a, l) => a + (field === 'rank' ? l.ranks : l.points)[l.heroSeat], 0) / 4;
      wallRanks[sideName] = new Map(complete.map(([wall, seats]) => [wall, heroMean(seats, 'rank')]));
      const rank = meanInterval([...wallRanks[sideName].values()]);
      const refusedReasons = {};
      for (const l of side.lines) for (const r of l.refused) refusedReasons[r.reason] = (refusedReasons[r.reason] ?? 0) + 1;
      level[sideName] = {
        hero: sideName === 'tenpai' ? name : 'majiang-ai',
        field: sideName === 'tenpai' ? 'majiang-ai' : name,
        games: side.lines.length,
        walls: complete.length,
        counted: complete.length * 4,
        rank,
        points: meanInterval(complete.map(([, seats]) => heroMean(seats, 'points'))),
        refused: Object.values(refusedReasons).reduce((a, b) => a + b, 0),
        refusedReasons,
        declined: side.lines.reduce((a, l) => a + (l.declined?.length ?? 0), 0),
        differences: side.lines.reduce((a, l) => a + (l.mismatches?.length ?? 0), 0),
        verdict: verdict(sideName, rank),
      };
    }
    if (wallRanks.tenpai && wallRanks.majiang) {
      const diffs = [...wallRanks.tenpai]
        .filter(([wall]) => wallRanks.majiang.has(wall))
        .map(([wall, r]) => r - wallRanks.majiang.get(wall));
      level.paired = meanInterval(diffs);
    }
    out[name] = level;
  }
  return out;
}

const fixed = (x, digits = 3) => (Number.isFinite(x) ? x.toFixed(digits) : '-');
const signed = (x, digits) => (Number.isFinite(x) && x >= 0 ? '+' : '') + fixed(x, digits);

/** The summary as text, one block per level. */
export function format(summary) {
  const rows = [];
  for (const [name, level] of Object.entries(summary)) {
    rows.push(`level ${name}:`);
    for (const sideName of ['tenpai', 'majiang']) {
      const s = level[sideName];
      if (!s) continue;
      const target =
        sideName === 'tenpai'
          ? `<= ${TARGET.tenpaiHero}, interval below ${TARGET.even}`
          : `>= ${TARGET.majiangHero}, interval above ${TARGET.even}`;
      rows.push(
        `  ${s.hero} as lone hero vs three ${s.field}: rank ${fixed(s.rank.mean)} ± ${fixed(s.rank.half)} (95%, ` +
          `${s.walls} walls = ${s.counted} games counted of ${s.games} played), final points ` +
          `${signed(s.points.mean, 2)} ± ${fixed(s.points.half, 2)}; refused ${s.refused}, declined ${s.declined}, ` +
          `differences ${s.differences}; the strongest level's target (${target}): ${s.verdict}`,
      );
      for (const [reason, n] of Object.entries(s.refusedReasons)) rows.push(`    refused ${n} time(s): ${reason}`);
    }
    if (level.paired) {
      rows.push(
        `  paired by deal (${level.paired.n} walls played both ways): ${name} hero's rank minus majiang-ai hero's ` +
          `${signed(level.paired.mean)} ± ${fixed(level.paired.half)} (95%)`,
      );
    }
  }
  return rows.join('\n');
}

/** The summary as the rows of docs/BOTS.md's table, one per level. */
export function markdown(summary) {
  const side = (s) =>
    s ? `${fixed(s.rank.mean)} ± ${fixed(s.rank.half)} (${s.walls} walls, ${s.counted} games)` : 'not played';
  return Object.entries(summary).map(([name, level]) => {
    const paired = level.paired ? `${signed(level.paired.mean)} ± ${fixed(level.paired.half)}` : '-';
    const refused = (level.tenpai?.refused ?? 0) + (level.majiang?.refused ?? 0);
    return `| ${name} | ${side(level.tenpai)} | ${side(level.majiang)} | ${paired} | ${refused} |`;
  });
}

function main(argv) {
  const mode = argv.find((a) => a === '--json' || a === '--markdown');
  const paths = argv.filter((a) => a !== mode);
  if (!paths.length) {
    console.error('usage: node benches/majiang/summary.mjs LOG [LOG ...] [--json | --markdown]');
    process.exit(2);
  }
  const all = {};
  for (const path of paths) {
    const summary = summarize(readLog(path));
    if (mode === '--json') all[path] = summary;
    else if (mode === '--markdown') console.log(markdown(summary).join('\n'));
    else console.log(`${path}:\n${format(summary)}`);
  }
  if (mode === '--json') console.log(JSON.stringify(all, null, 2));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
