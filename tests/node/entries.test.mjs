// node --test tests/node/: the package's own entries (pkg-template/: lib/engine.js, lib/files.js, the entries,
// worker.js) over wasm-bindgen's bindings, in the assembled package (pkg-npm/): what loading does and when, the
// errors before it, the loaders' inputs, that every entry re-exports whatever the bindings export, and
// tenpai/worker's serve and connect over a message channel. What runs before the engine is loaded runs in a fresh
// Node process (an engine loads once per process).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { writeBindings } from '../../scripts/bindings-modules.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PKG = process.env.TENPAI_NPM_PKG || join(ROOT, 'pkg-npm');
const url = (file) => pathToFileURL(join(PKG, file)).href;

/** Runs `body` (an ES module's text; `PKG` is the package's file: URL with a trailing slash) in a fresh Node
 *  process and returns the JSON it prints last. */
function fresh(body) {
  const source = `const PKG = ${JSON.stringify(url('.') + '/')};\n${body}`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}

// 123m 456p 789s + 11z 22z: tenpai; chiitoitsu 6 - 2 pairs = 4; kokushi 13 - 4 kinds - 1 pair = 8.
const HAND = '123m456p789s1122z';
const SUMMARY = { shanten: 0, standard: 0, chiitoitsu: 4, kokushi: 8 };

test('tenpai/web and tenpai/score/web throw not-initialized before init(), naming it, and answer after it', () => {
  const outcome = fresh(`
    const codes = {};
    for (const [entry, file] of [['tenpai', 'web.js'], ['tenpai/score', 'score/web.js']]) {
      const m = await import(PKG + file);
      const calls = { shanten: () => m.shanten('${HAND}'), shantenOptions: () => m.shanten('${HAND}', {}),
        waits: () => m.waits('${HAND}'), score: () => m.score({ hand: '1m' }), rulesets: () => m.rulesets(),
        ruleset: () => m.ruleset('tenhou') };
      if (m.Game) {
        calls.newGame = () => new m.Game({ ruleset: 'tenhou' });
        calls.fromJSON = () => m.Game.fromJSON('{}');
      }
      for (const [name, call] of Object.entries(calls)) {
        try { call(); codes[entry + ' ' + name] = 'no error'; }
        catch (e) {
          const named = /init\\(\\)/.test(e.message) && e.message.includes(entry + '/web');
          codes[entry + ' ' + name] = [e instanceof Error, e.code, named];
        }
      }
      await m.default();
      codes[entry + ' after init'] = m.shanten('${HAND}');
    }
    console.log(JSON.stringify(codes));`);
  const before = Object.entries(outcome).filter(([k]) => !k.endsWith('after init'));
  assert.equal(before.length, 14);
  for (const [call, got] of before) assert.deepEqual(got, [true, 'not-initialized', true], call);
  assert.deepEqual(outcome['tenpai after init'], SUMMARY);
  assert.deepEqual(outcome['tenpai/score after init'], SUMMARY);
});

test('the Node build reads nothing when imported: its first call reads and compiles the .wasm', () => {
  const outcome = fresh(`
    import fs from 'node:fs';
    import { syncBuiltinESMExports } from 'node:module';
    const reads = [];
    const { readFileSync } = fs;
    fs.readFileSync = (path, ...rest) => { reads.push(String(path)); return readFileSync(path, ...rest); };
    syncBuiltinESMExports();
    const wasmReads = () => reads.filter((p) => p.endsWith('.wasm')).map((p) => p.slice(p.lastIndexOf('/') + 1));
    const full = await import(PKG + 'node.js');
    const light = await import(PKG + 'score/node.js');
    const atImport = wasmReads();
    const summary = full.shanten('${HAND}');
    const afterFull = wasmReads();
    light.waits('${HAND}');
    full.waits('${HAND}');
    console.log(JSON.stringify({ atImport, afterFull, afterBoth: wasmReads(), summary }));`);
  assert.deepEqual(outcome, { atImport: [], afterFull: ['tenpai_bg.wasm'],
    afterBoth: ['tenpai_bg.wasm', 'tenpai_score_bg.wasm'], summary: SUMMARY });
});

test('the Node build finds its .wasm beside its own source when a bundler rewrote the new URL(…) of it', async () => {
  const { compileWasm } = await import(url('lib/files.js'));
  // Next.js's server bundles give `new URL('./tenpai_bg.wasm', import.meta.url)` as `/_next/static/media/…`, which
  // is no file: the entry's own import.meta.url still names the installed package.
  const served = { protocol: '', href: '/_next/static/media/tenpai_bg.0123.wasm' };
  const module = compileWasm(served, url('node.js'), 'tenpai_bg.wasm', 'tenpai');
  assert.ok(WebAssembly.Module.exports(module).some((e) => e.name === 'tenpai_shanten_ascii'));
  assert.throws(() => compileWasm(served, url('no/such/entry.js'), 'tenpai_bg.wasm', 'tenpai'), (e) =>
    e instanceof Error && e.code === 'not-initialized' && /tenpai_bg\.wasm/.test(e.message) &&
    /initSync\(\) from 'tenpai\/web'/.test(e.message));
});

test('init() and initSync() take every documented input, and wasm-bindgen\'s object forms, without a warning', () => {
  const forms = {
    'init()': 'await m.default()',
    'init(file: URL)': `await m.default(new URL(PKG + 'tenpai_bg.wasm'))`,
    'init(file: URL string)': `await m.default(PKG + 'tenpai_bg.wasm')`,
    'init(bytes)': `await m.default(bytes)`,
    'init(promise of bytes)': `await m.default(Promise.resolve(bytes))`,
    'init(Response)': `await m.default(new Response(bytes, { headers: { 'content-type': 'application/wasm' } }))`,
    'init(Response of no type)': `await m.default(new Response(bytes))`,
    'init(WebAssembly.Module)': `await m.default(new WebAssembly.Module(bytes))`,
    'init({ module_or_path })': `await m.default({ module_or_path: bytes })`,
    'initSync(bytes)': `m.initSync(bytes)`,
    'initSync(WebAssembly.Module)': `m.initSync(new WebAssembly.Module(bytes))`,
    'initSync({ module })': `m.initSync({ module: bytes })`,
  };
  for (const [form, call] of Object.entries(forms)) {
    const outcome = fresh(`
      import { readFileSync } from 'node:fs';
      const warnings = [];
      console.warn = (...a) => warnings.push(a.join(' '));
      const bytes = readFileSync(new URL(PKG + 'tenpai_bg.wasm'));
      const m = await import(PKG + 'web.js');
      ${call};
      const summary = m.shanten('${HAND}'); // not-initialized unless that call loaded the engine
      await m.default(); // once loaded, later calls resolve at once
      console.log(JSON.stringify({ summary, warnings }));`);
    assert.deepEqual(outcome, { summary: SUMMARY, warnings: [] }, form);
  }
  // A failed load rejects with the reason, and a later init() may succeed.
  const retried = fresh(`
    const m = await import(PKG + 'web.js');
    let error;
    try { await m.default(new Response('no', { status: 404 })); } catch (e) { error = e.message; }
    await m.default();
    console.log(JSON.stringify({ error, summary: m.shanten('${HAND}') }));`);
  assert.deepEqual(retried, { error: 'could not load the .wasm: HTTP 404', summary: SUMMARY });
});

test('every entry exports the API of its bindings: a new export of the bindings reaches each with no edit', async () => {
  // A copy of the package whose full engine's bindings export one more function than the engine's, as a new Rust
  // export would (wasm-bindgen adds an `export function` to <name>_bg.js); bindings/api.js written again.
  const copy = mkdtempSync(join(tmpdir(), 'tenpai-entries-'));
  try {
    cpSync(PKG, copy, { recursive: true });
    const glue = join(copy, 'bindings', 'tenpai_bg.js');
    const added = 'export function analysis(seat) {\n    return seat + 1;\n}\n';
    writeFileSync(glue, `${readFileSync(glue, 'utf8')}\n${added}`);
    await writeBindings(join(copy, 'bindings'), 'tenpai', 'tenpai');
    const names = (file) => /^export \{ ([^}]*) \} from '\.\/tenpai_bg\.js';$/m.exec(readFileSync(file, 'utf8'))[1]
      .split(', ');
    const before = names(join(PKG, 'bindings', 'api.js'));
    assert.deepEqual(names(join(copy, 'bindings', 'api.js')), [...before, 'analysis'].sort());
    for (const entry of ['node.js', 'web.js', 'index.js']) {
      const m = await import(pathToFileURL(join(copy, entry)).href);
      assert.equal(m.analysis?.(2), 3, `${entry} exports analysis`);
      for (const name of before) assert.equal(typeof m[name], 'function', `${entry} exports ${name}`);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  // The package as built: each entry's names are its bindings' API, its loaders, and `rulesetSchema` (plain JS data,
  // lib/ruleset-schema.js, outside the bindings).
  for (const [dir, name] of [['.', 'tenpai'], ['score', 'tenpai_score']]) {
    const bindings = await import(url(`${dir}/bindings/api.js`));
    const api = Object.keys(bindings);
    assert.ok(api.length >= 5, `${dir}: the API has the scoring functions`);
    const own = ['rulesetSchema'];
    for (const [entry, extra] of [['node.js', own], ['web.js', [...own, 'default', 'initSync']], ['index.js', [...own, 'initSync']]]) {
      const names = Object.keys(await import(url(`${dir}/${entry}`))).sort();
      assert.deepEqual(names, [...api, ...extra].sort(), `${dir}/${entry} (${name})`);
    }
  }
});

test('tenpai/worker: calls posted before the engine loaded are answered in order, errors keep their code', async () => {
  const { serve, connect } = await import(url('worker.js'));
  const { port1: worker, port2: page } = new MessageChannel();
  const remote = connect(page);
  // Posted before serve() has even been called: the port keeps them until its listener starts.
  const early = [remote.shanten(HAND), remote.score({ hand: '234m567p45678s22p', winTile: '3s', seatWind: 'S' })];
  const order = [];
  serve(({ shanten }) => ({
    shanten,
    score: (request) => order.push('score') && request.hand,
    later: async (x) => {
      await new Promise((ok) => setTimeout(ok, 20));
      order.push(`later ${x}`);
      return x;
    },
    now: (x) => order.push(`now ${x}`) && x,
    fn: () => () => 1,
  }), worker);
  worker.start();
  page.start();
  assert.deepEqual(await early[0], SUMMARY);
  assert.equal(await early[1], '234m567p45678s22p');
  // One call at a time, in order: a slow handler finishes before the next one starts.
  assert.deepEqual(await Promise.all([remote.later(1), remote.now(2)]), [1, 2]);
  assert.deepEqual(order, ['score', 'later 1', 'now 2']);
  await assert.rejects(remote.shanten('123x'), (e) => e instanceof Error && e.code === 'bad-notation');
  await assert.rejects(remote.nothing(), (e) => e.code === 'bad-request' && /"nothing"/.test(e.message));
  // A value the structured clone cannot copy: an error, and the channel keeps working.
  await assert.rejects(remote.fn(), (e) => e instanceof Error && /could not be cloned/.test(e.message));
  assert.deepEqual(await remote.shanten(HAND), SUMMARY);
  // Other messages on the channel are left alone.
  page.postMessage({ note: 'not a call' });
  assert.deepEqual(await remote.shanten(HAND), SUMMARY);
  worker.close();
});
