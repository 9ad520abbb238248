// node --test tests/consumers/: the package's types as TypeScript users set a project up. The packed tarball
// (tarball.mjs) is installed into a scratch project; for each entry of the package (ENTRIES in checks.mjs) a typed
// consumer is type-checked with `--strict` by TypeScript 5.9 and 7 (the versions pinned in package.json), under:
//   bundler      moduleResolution "bundler" (Vite, webpack, Rollup, esbuild), importing '<entry>' and
//                '<entry>/web': target ES2022 with the lib TypeScript gives it by default (ES2022 and DOM: no
//                ESNext.Disposable), and lib ESNext + DOM; and a page and worker typed with tenpai/worker
//   node16 ESM   an .mts under moduleResolution "node16", importing '<entry>' and '<entry>/node', with lib ES2022
//                and no DOM and no @types/node (the Node build's types must need neither); and with @types/node
//                and lib ESNext (three declarations of Symbol.dispose that must merge)
//   node16 CJS   a .cts (compiled to require()) importing '<entry>' and '<entry>/node', lib ES2022
// The node16 consumers are then run by Node: what the types resolve to is what Node loads.
// Every setting is written out (`types: []` keeps this folder's @types/node out of the cells without it).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTRIES } from './checks.mjs';
import { dropScratch, makeScratch, npmInstall, packInto, run, runCapture } from './tarball.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const COMPILERS = { 'TypeScript 5.9': 'typescript-5.9', 'TypeScript 7': 'typescript-7' };

// What a typed consumer does with each entry's module `m` (the same code for every way it is imported). It ends by
// exporting `used`, so nothing is unused.
const USES = {
  tenpai: `
const summary: m.ShantenSummary = m.shanten('123m456p789s1122z', { ruleset: 'tenhou' });
const waits: m.Waits = m.waits('123m456p789s1122z');
const result: m.ScoreResult = m.score({ hand: '234m567p45678s22p', winTile: '3s', seatWind: 'S' });
const infos: m.RulesetInfo[] = m.rulesets();
const rules: m.Ruleset = m.ruleset('tenhou');
const game = new m.Game({ ruleset: 'tenhou', seed: 'types' });
const status: m.GameStatus = game.status();
const seat: m.Seat = status.toAct[0];
const action: m.GameAction | null = game.botAction(seat);
const events: m.GameEvent[] = action ? game.apply(seat, action) : [];
game[Symbol.dispose]();
export const used = [summary.shanten, waits.ukeire, result.total, infos.length, rules.game.players, events.length];
`,
  'tenpai/score': `
const summary: m.ShantenSummary = m.shanten('123m456p789s1122z', { ruleset: 'tenhou' });
const waits: m.Waits = m.waits('123m456p789s1122z');
const result: m.ScoreResult = m.score({ hand: '234m567p45678s22p', winTile: '3s', seatWind: 'S' });
const infos: m.RulesetInfo[] = m.rulesets();
const rules: m.Ruleset = m.ruleset('tenhou');
export const used = [summary.shanten, waits.ukeire, result.total, infos.length, rules.game.players];
`,
};

// Extra lines for the explicit builds: the web build has its loaders; the Node build has none.
const WEB_LOADERS = `
const init: (input?: m.InitInput) => Promise<unknown> = m.default;
const initSync: (module: BufferSource | WebAssembly.Module) => unknown = m.initSync;
export const loaders = [init, initSync];
`;
const NO_LOADERS = `
// @ts-expect-error the Node build is ready on load: it has no initSync
export const loaders = [m.initSync];
`;

// tenpai/worker, typed as a page and its worker use it (bundler cells: a page has the DOM lib): the handlers a setup
// returns give connect() its calls, promises of their results; without a type, the engine's functions, not Game.
const WORKER = `
import { serve, connect } from 'tenpai/worker';
import type * as Engine from 'tenpai/web';
import type { GameAction, ScoreRequest, ShantenSummary } from 'tenpai/web';

const setup = (engine: typeof Engine) => {
  let game: Engine.Game | null = null;
  return {
    load(json: string): void {
      game?.free();
      game = engine.Game.fromJSON(json);
    },
    choose: (seat: number): GameAction | null => game!.botAction(seat),
    total: (request: ScoreRequest): number => engine.score(request).total,
  };
};
serve(setup);
declare const worker: Worker;
const bots = connect<ReturnType<typeof setup>>(worker);
const action: Promise<GameAction | null> = bots.choose(0);
const total: Promise<number> = bots.total({ hand: '234m567p45678s22p', winTile: '3s' });
// @ts-expect-error the arguments are the handler's
bots.total('234m567p45678s22p');
const plain = connect(worker);
const summary: Promise<ShantenSummary> = plain.shanten('123m456p789s1122z');
// @ts-expect-error a class is not served: its instances cannot cross to the page
plain.Game;
export const used = [action, total, summary];
`;

const NODE16 = { module: 'node16', moduleResolution: 'node16' };
// name -> { file: the consumer's extension, options, imports: (entry) => [[specifier, extra lines]], run }
const CELLS = {
  'bundler, target ES2022 and its default lib': {
    ext: 'ts', options: { module: 'esnext', moduleResolution: 'bundler', target: 'es2022', types: [] },
    imports: (e) => [[e, ''], [`${e}/web`, WEB_LOADERS]], worker: true,
  },
  'bundler, lib ESNext + DOM': {
    ext: 'ts', options: { module: 'esnext', moduleResolution: 'bundler', target: 'es2022', lib: ['esnext', 'dom'],
      types: [] },
    imports: (e) => [[e, ''], [`${e}/web`, WEB_LOADERS]], worker: true,
  },
  'node16 ESM, lib ES2022, no DOM': {
    ext: 'mts', options: { ...NODE16, target: 'es2022', lib: ['es2022'], types: [] }, run: true,
    imports: (e) => [[e, NO_LOADERS], [`${e}/node`, NO_LOADERS]],
  },
  'node16 ESM, @types/node, lib ESNext': {
    ext: 'mts', options: { ...NODE16, target: 'es2022', lib: ['esnext'], types: ['node'] }, run: true,
    imports: (e) => [[e, NO_LOADERS], [`${e}/node`, NO_LOADERS]],
  },
  'node16 CommonJS (.cts), lib ES2022, no DOM': {
    ext: 'cts', options: { ...NODE16, target: 'es2022', lib: ['es2022'], types: [] }, run: true,
    imports: (e) => [[e, NO_LOADERS], [`${e}/node`, NO_LOADERS]],
  },
};

let app; // scratch project: tenpai.tgz, app/ with the tarball installed, one folder per cell

before(() => {
  const work = makeScratch('typescript');
  app = join(work, 'app');
  packInto(work);
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({
    private: true, type: 'module', dependencies: { tenpai: 'file:../tenpai.tgz' },
  }, null, 2));
  npmInstall(app);
  for (const [i, [cell, { ext, options, imports, worker }]] of Object.entries(CELLS).entries()) {
    const dir = join(app, `cell${i}`);
    mkdirSync(dir);
    const files = [];
    for (const entry of ENTRIES) {
      assert.ok(USES[entry.name], `USES has a typed consumer for ${entry.name}`);
      for (const [spec, extra] of imports(entry.name)) {
        const file = `${spec.replaceAll('/', '-')}.${ext}`;
        writeFileSync(join(dir, file), `// ${cell}: import of '${spec}'\nimport * as m from '${spec}';\n` +
          `${USES[entry.name]}${extra}`);
        files.push(file);
      }
    }
    if (worker) {
      writeFileSync(join(dir, 'worker.ts'), `// ${cell}: tenpai/worker\n${WORKER}`);
      files.push('worker.ts');
    }
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, skipLibCheck: false, noEmitOnError: true, outDir: 'out', ...options },
      files,
    }, null, 2));
  }
});

after(() => dropScratch(dirname(app)));

for (const [compiler, pkg] of Object.entries(COMPILERS)) {
  test(`${compiler}: tsc --strict on every entry, bundler and node16 (ESM and CommonJS)`, () => {
    const tsc = join(HERE, 'node_modules', pkg, 'bin', 'tsc');
    console.log(`# ${compiler}: ${run(process.execPath, [tsc, '--version'], app).trim()}`);
    const failures = [];
    for (const [i, [cell, { ext, run: runs }]] of Object.entries(CELLS).entries()) {
      const dir = join(app, `cell${i}`);
      const r = runCapture(process.execPath, [tsc, '-p', dir], dir);
      if (r.status !== 0) {
        failures.push(`${cell}:\n${r.output}`);
        continue;
      }
      if (!runs) continue;
      // The emitted JS runs under Node: the module the types describe is the one Node loads.
      for (const entry of ENTRIES) {
        for (const [spec] of CELLS[cell].imports(entry.name)) {
          const out = join(dir, 'out', `${spec.replaceAll('/', '-')}.${ext.replace('ts', 'js')}`);
          const ran = runCapture(process.execPath, ['-e', `import(${JSON.stringify(out)}).then((c) => {
            if (!c.used.every((v) => typeof v === 'number')) throw new Error('used: ' + JSON.stringify(c.used));
          })`], dir);
          if (ran.status !== 0) failures.push(`${cell}: node ${out}:\n${ran.output}`);
        }
      }
    }
    assert.deepEqual(failures, [], failures.join('\n'));
  });
}
