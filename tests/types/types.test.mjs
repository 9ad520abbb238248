// node --test tests/types/: the TypeScript declarations of the built package (generated from the Rust types by
// tsify) against what the engine really does, both ways:
//   1. values out: seeded bot games under every preset, score/shanten/waits/rulesets results, written as typed
//      constants (`const events: GameEvent[] = [...]`) into samples.ts; `tsc --strict` then proves every value the
//      engine produced has its declared type (excess fields, missing fields, nulls, wrong tags are all errors).
//      Every variant tag the declarations list for actions and events must occur in the samples.
//   2. values in: consumer.ts uses every export with full typing; `tsc --strict` checks it, Node runs the output,
//      so typed requests, options and actions are accepted by the engine.
// The package is pkg-npm/ (scripts/test.sh builds it; TENPAI_NPM_PKG overrides); tsc comes from www/node_modules
// (scripts/setup.sh installs it) or PATH.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync }
  from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const PKG = process.env.TENPAI_NPM_PKG || join(ROOT, 'pkg-npm');
const LOCAL_TSC = join(ROOT, 'www/node_modules/.bin/tsc');
const TSC = existsSync(LOCAL_TSC) ? LOCAL_TSC : 'tsc';
const PRESETS = ['tenhou', 'mcgill', 'speed-tonpuu', 'toutenkou', 'tenhou-sanma'];
const SCORE_FILES = ['tenhou-4p.jsonl', 'tenhou-sanma.jsonl', 'tenhou6-edge.jsonl', 'majiang-core.jsonl'];

let app; // scratch project: node_modules/tenpai -> the package, the .ts files, tsconfig.json
let tenpai;

before(() => {
  assert.ok(existsSync(join(PKG, 'package.json')), `${PKG} is missing: scripts/test.sh builds and assembles it`);
  app = mkdtempSync(join(tmpdir(), 'tenpai-types-'));
  mkdirSync(join(app, 'node_modules'));
  symlinkSync(PKG, join(app, 'node_modules', 'tenpai'), 'dir');
  writeFileSync(join(app, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      strict: true, noEmitOnError: true, skipLibCheck: false, target: 'ES2022', module: 'NodeNext',
      moduleResolution: 'NodeNext', lib: ['ES2022', 'ESNext.Disposable', 'DOM'], types: [], outDir: 'out',
    },
    files: ['consumer.ts', 'samples.ts'],
  }, null, 2));
  copyFileSync(join(HERE, 'consumer.ts'), join(app, 'consumer.ts'));
  tenpai = createRequire(join(app, 'probe.cjs'))('tenpai/node');
});

after(() => rmSync(app, { recursive: true, force: true }));

/** A key for a value's shape: its tag, its keys, and which of them are null, recursively for plain objects. */
function shape(v) {
  if (Array.isArray(v)) return `[${[...new Set(v.map(shape))].sort().join('|')}]`;
  if (v === null || typeof v !== 'object') return v === null ? 'null' : typeof v;
  return `{${v.type ?? ''}:${Object.keys(v).sort().map((k) => `${k}=${shape(v[k])}`).join(',')}}`;
}

/** Keeps values of distinct shapes only (the file stays small; every shape is still checked). */
class Samples {
  constructor() { this.byShape = new Map(); }
  add(v) { const k = shape(v); if (!this.byShape.has(k)) this.byShape.set(k, v); }
  get values() { return [...this.byShape.values()]; }
}

/** The `type` tags of a union type `export type <name> = { type: "a"; ... } | ...;` in a .d.ts. */
function tags(dts, name) {
  const line = dts.split('\n').find((l) => l.startsWith(`export type ${name} = `));
  assert.ok(line, `${name} is declared`);
  return [...line.matchAll(/\{ type: "([a-z-]+)"/g)].map((m) => m[1]);
}

test('every value the engine produces has its declared TypeScript type, and typed inputs are accepted', () => {
  const s = Object.fromEntries(['actions', 'events', 'views', 'statuses', 'results', 'shanten', 'waits', 'rulesets',
    'infos', 'saves', 'ledgerStatuses', 'ledgerRows', 'analyses', 'reviews'].map((k) => [k, new Samples()]));
  for (const id of PRESETS) {
    s.rulesets.add(tenpai.ruleset(id));
    const players = tenpai.ruleset(id).game.players;
    for (let g = 0; g < 4; g++) {
      const game = new tenpai.Game({ ruleset: id, seed: `types-${id}-${g}` });
      for (let step = 0; !game.status().over; step++) {
        assert.ok(step < 20000, `${id} game ${g} ends`);
        const status = game.status();
        s.statuses.add(status);
        const seat = status.toAct[0];
        for (const a of game.legalActions(seat)) s.actions.add(a);
        if (step % 50 === 0) {
          s.views.add(game.view(seat));
          s.views.add(game.spectate());
        }
        if (step % 5 === 0) for (let other = 0; other < players; other++) s.analyses.add(game.analysis(other));
        // Events as the acting seat sees them, and as another seat does (hidden draws and hands).
        for (const e of game.apply(seat, game.botAction(seat), step % 2 ? seat : (seat + 1) % players)) {
          s.events.add(e);
          if (e.type === 'win') s.results.add(e.result);
        }
      }
      s.statuses.add(game.status());
      // A review's decisions cut to a few (the shapes of a whole game's would make samples.ts large).
      for (let seat = 0; seat < players && g === 0; seat++) {
        const review = game.review(seat);
        s.reviews.add({ ...review, decisions: review.decisions.filter((d, i) => i < 3 || d.dealIn || d.analysis.calls.length > 0).slice(0, 12) });
      }
    }
  }
  // A false tsumo in McGill's human-input mode (bots never make one): the chombo event.
  {
    const game = new tenpai.Game({ ruleset: 'mcgill', seed: 'types-chombo', humanInput: true });
    const seat = game.status().toAct[0];
    for (const e of game.apply(seat, { type: 'tsumo' }, seat)) s.events.add(e);
    s.statuses.add(game.status());
  }
  // Speed Tonpuu's human-input dead hand (a false tsumo: the dead-hand event) and the optional abortive draw by
  // agreement (the abort action, proposed by the dealer and agreed by the others).
  {
    const game = new tenpai.Game({ ruleset: 'speed-tonpuu', seed: 'types-dead-hand', humanInput: true });
    const seat = game.status().toAct[0];
    for (const e of game.apply(seat, { type: 'tsumo' }, seat)) s.events.add(e);
    s.views.add(game.view(seat));
  }
  {
    const ruleset = tenpai.ruleset('speed-tonpuu');
    ruleset.abort.by_agreement = true;
    const game = new tenpai.Game({ ruleset, seed: 'types-abort' });
    for (let step = 0; step < 4; step++) {
      const seat = game.status().toAct[0];
      for (const a of game.legalActions(seat)) s.actions.add(a);
      s.statuses.add(game.status());
      for (const e of game.apply(seat, { type: 'abort' }, seat)) s.events.add(e);
    }
  }
  for (const i of tenpai.rulesets()) s.infos.add(i);
  // A ledger under every preset, to the end of its game: draws, tsumos and rons, riichi, a chombo where the ruleset
  // has one, the dealer's choice; every status and row.
  for (const id of PRESETS) {
    const names = Array.from({ length: tenpai.ruleset(id).game.players }, (_, i) => `P${i}`);
    const table = new tenpai.Ledger({ ruleset: id, names });
    for (let step = 0; !table.status().over; step++) {
      assert.ok(step < 200, `${id} ledger ends`);
      const status = table.status();
      s.ledgerStatuses.add(status);
      const { dealer, choices } = status;
      const n = status.scores.length;
      const value = choices.value === 'points' ? { points: 30 } : { han: 1 + (step % 4), fu: 40 };
      const chips = choices.chips ? { chips: 1 } : {};
      const entry = status.phase === 'dealer-choice' ? { yame: step % 3 === 0 }
        : step % 5 === 0 ? { riichi: choices.riichi.filter((seat) => seat === dealer), draw: { tenpai: [dealer] } }
          : step % 5 === 1 && choices.chombo ? { chombo: (dealer + 1) % n }
            : step % 5 === 2 ? { wins: [{ seat: dealer, from: dealer, ...value, ...chips }] }
              : { riichi: choices.riichi.slice(0, 1), wins: [{ seat: (dealer + 1) % n, from: dealer, ...value }] };
      s.ledgerRows.add(table.record(entry));
    }
    s.ledgerStatuses.add(table.status());
    table.free();
  }
  for (const file of SCORE_FILES) {
    const lines = readFileSync(join(ROOT, 'tests/data/score', file), 'utf8').trim().split('\n');
    for (let i = 0; i < lines.length; i += 25) {
      const { request } = JSON.parse(lines[i]);
      for (const ruleset of [request.ruleset, 'mcgill', 'speed-tonpuu', 'toutenkou']) {
        try {
          s.results.add(tenpai.score({ ...request, ruleset }));
        } catch (e) {
          assert.ok(typeof e.code === 'string', `score throws coded errors: ${e}`);
        }
      }
    }
  }
  for (const hand of ['123m456p789s1122z', '19m19p19s1234567z', '1122334455667z', '5m', '11m', '0m5Gp7B8s7Pz']) {
    for (const ruleset of PRESETS) {
      try {
        s.shanten.add(tenpai.shanten(hand, { ruleset }));
        s.waits.add(tenpai.waits(hand, { ruleset }));
      } catch (e) {
        assert.ok(typeof e.code === 'string', `shanten/waits throw coded errors: ${e}`);
      }
    }
  }

  // Every tag the declarations list occurs in the samples (the declarations have no variant the engine never sends,
  // and the samples reach every variant).
  const dts = readFileSync(join(PKG, 'bindings/tenpai.d.cts'), 'utf8');
  const seen = (samples) => new Set(samples.values.map((v) => v.type));
  for (const [name, samples] of [['Action', s.actions], ['Event', s.events]]) {
    const missing = tags(dts, name).filter((t) => !seen(samples).has(t));
    assert.deepEqual(missing, [], `${name} variants never produced by the sample games`);
  }

  const types = {
    actions: 'GameAction', events: 'GameEvent', views: 'TableView', statuses: 'GameStatus', results: 'ScoreResult',
    shanten: 'ShantenSummary', waits: 'Waits', rulesets: 'Ruleset', infos: 'RulesetInfo',
    ledgerStatuses: 'LedgerStatus', ledgerRows: 'LedgerRow', analyses: 'Analysis', reviews: 'Review',
  };
  const body = Object.entries(types)
    .map(([k, t]) => `export const ${k}: ${t}[] = ${JSON.stringify(s[k].values, null, 1)};`).join('\n');
  writeFileSync(join(app, 'samples.ts'),
    `import type { ${[...new Set(Object.values(types))].join(', ')} } from 'tenpai';\n${body}\n`);
  const counts = Object.keys(types).map((k) => `${k} ${s[k].values.length}`).join(', ');
  console.log(`samples.ts: ${counts} distinct shapes`);

  try {
    execFileSync(TSC, ['-p', app], { cwd: app, encoding: 'utf8', stdio: 'pipe' });
  } catch (e) {
    assert.fail(`tsc --strict failed:\n${e.stdout}${e.stderr}`);
  }
});

test('consumer.ts runs: typed inputs are accepted and the web build initialises from bytes', async () => {
  assert.ok(existsSync(join(app, 'out/consumer.js')), 'tsc emitted consumer.js (the test above ran first)');
  const consumer = await import(pathToFileURL(join(app, 'out/consumer.js')).href);
  await consumer.webBuild(readFileSync(join(PKG, 'tenpai_bg.wasm')));
});
