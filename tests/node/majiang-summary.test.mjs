// node --test tests/node/: the match-log summary of benches/majiang/summary.mjs on a small hand-made log whose
// figures are worked out by hand below (it needs neither majiang-ai nor a tenpai build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { format, markdown, meanInterval, readLog, summarize, t975, verdict } from '../../benches/majiang/summary.mjs';

const M = 'majiang-ai';
const POINTS = { 1: 40, 2: 10, 3: -10, 4: -40 };

/** A log line: `heroRank` for the hero at `heroSeat`, the other ranks filled in; points by rank. */
function line(side, wall, heroSeat, heroRank, extra = {}) {
  const others = [1, 2, 3, 4].filter((r) => r !== heroRank);
  const ranks = [0, 1, 2, 3].map((s) => (s === heroSeat ? heroRank : others.shift()));
  const seats = [0, 1, 2, 3].map((s) => ((s === heroSeat) === (side === 'tenpai') ? 'strong' : M));
  return {
    wall, side, heroSeat, seats, seed: `t-${wall}`, ranks, points: ranks.map((r) => POINTS[r]),
    refused: [], declined: [], mismatches: [], ...extra,
  };
}

// Hero ranks by wall, seats 0-3. tenpai side: wall means 2.0, 3.0, 2.5, and wall 3 unfinished (one game);
// majiang side: wall means 3.0, 2.0, 3.0.
const TENPAI = [[1, 2, 3, 2], [3, 3, 2, 4], [2, 3, 2, 3]];
const MAJIANG = [[4, 3, 2, 3], [2, 2, 1, 3], [3, 3, 3, 3]];
const LOG = [
  ...TENPAI.flatMap((ranks, wall) => ranks.map((r, seat) => line('tenpai', wall, seat, r))),
  line('tenpai', 3, 0, 1, { refused: [{ seat: 1, reason: 'not legal' }] }),
  ...MAJIANG.flatMap((ranks, wall) => ranks.map((r, seat) => line('majiang', wall, seat, r))),
];
LOG[13].refused = [{ seat: 0, reason: 'not legal' }, { seat: 0, reason: 'too late' }];
LOG[14].declined = [{ seat: 1 }];

const close = (actual, expected, what) => assert.ok(Math.abs(actual - expected) < 5e-4, `${what}: ${actual} ≠ ${expected}`);

test('t quantiles: the table and the expansion beyond it', () => {
  close(t975(1), 12.706, 'df 1');
  close(t975(10), 2.228, 'df 10');
  close(t975(30), 2.042, 'df 30');
  close(t975(40), 2.0211, 'df 40');
  close(t975(120), 1.9799, 'df 120');
  assert.ok(Number.isNaN(t975(0)));
});

test('mean and interval: Student t over the values', () => {
  // 2, 3, 2.5: mean 2.5, sd 0.5, se 0.5/sqrt(3), t(2) 4.303.
  const m = meanInterval([2, 3, 2.5]);
  close(m.mean, 2.5, 'mean');
  close(m.half, (4.303 * 0.5) / Math.sqrt(3), 'half');
  assert.ok(Number.isNaN(meanInterval([2]).half), 'one value has no interval');
});

test('each side by complete walls, refusals counted, the sides paired by deal', () => {
  const { strong } = summarize(LOG);
  const t = strong.tenpai;
  assert.equal(t.games, 13);
  assert.equal(t.walls, 3);
  assert.equal(t.counted, 12);
  close(t.rank.mean, 2.5, 'tenpai rank');
  close(t.rank.half, 1.2422, 'tenpai rank interval');
  // Points by wall: (40+10-10+10)/4 = 12.5, (-10-10+10-40)/4 = -12.5, 0.
  close(t.points.mean, 0, 'tenpai points');
  close(t.points.half, 4.303 * Math.sqrt(156.25 / 3), 'tenpai points interval');
  assert.equal(t.refused, 1, 'a refusal in the unfinished wall still counts');
  assert.equal(t.declined, 0);
  assert.equal(t.verdict, 'not established');

  const m = strong.majiang;
  assert.deepEqual([m.hero, m.field, m.games, m.walls], [M, 'strong', 12, 3]);
  // 3, 2, 3: mean 8/3, variance 1/3, se 1/3.
  close(m.rank.mean, 8 / 3, 'majiang rank');
  close(m.rank.half, 4.303 / 3, 'majiang rank interval');
  assert.equal(m.refused, 2);
  assert.deepEqual(m.refusedReasons, { 'not legal': 1, 'too late': 1 });
  assert.equal(m.declined, 1);

  // Differences by wall: -1, +1, -0.5: mean -1/6, variance 13/12.
  assert.equal(strong.paired.n, 3);
  close(strong.paired.mean, -1 / 6, 'paired');
  close(strong.paired.half, 4.303 * Math.sqrt(13 / 12 / 3), 'paired interval');

  const text = format(summarize(LOG));
  assert.match(text, /strong as lone hero vs three majiang-ai: rank 2\.500 ± 1\.242 \(95%, 3 walls = 12 games counted of 13/);
  assert.match(text, /paired by deal \(3 walls played both ways\): strong hero's rank minus majiang-ai hero's -0\.167/);
  assert.deepEqual(markdown(summarize(LOG)), [
    '| strong | 2.500 ± 1.242 (3 walls, 12 games) | 2.667 ± 1.434 (3 walls, 12 games) | -0.167 ± 2.586 | 3 |',
  ]);
});

test('the target verdicts: met, missed, not established', () => {
  assert.equal(verdict('tenpai', { mean: 2.4, half: 0.04 }), 'met');
  assert.equal(verdict('tenpai', { mean: 2.44, half: 0.07 }), 'not established', 'interval reaches 2.5');
  assert.equal(verdict('tenpai', { mean: 2.6, half: 0.1 }), 'missed');
  assert.equal(verdict('majiang', { mean: 2.6, half: 0.05 }), 'met');
  assert.equal(verdict('majiang', { mean: 2.52, half: 0.01 }), 'missed');
  assert.equal(verdict('majiang', { mean: 2.56, half: 0.1 }), 'not established');
  assert.equal(verdict('tenpai', { mean: 2.0, half: NaN }), 'not established');
});

test('a log cut short in its last line is read up to it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'majiang-summary-'));
  try {
    const members = LOG.map((l) => gzipSync(JSON.stringify(l) + '\n'));
    const cut = members.at(-1).subarray(0, members.at(-1).length - 12);
    const path = join(dir, 'log.jsonl.gz');
    writeFileSync(path, Buffer.concat([...members.slice(0, -1), cut]));
    const lines = readLog(path);
    assert.ok(lines.length === LOG.length - 1 || lines.length === LOG.length, `${lines.length} lines`);
    assert.deepEqual(lines.slice(0, LOG.length - 1), LOG.slice(0, -1));
    writeFileSync(path, Buffer.concat([gzipSync('{"wall":\n'), ...members]));
    assert.throws(() => readLog(path), /line 1/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});
