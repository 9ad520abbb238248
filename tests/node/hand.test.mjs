// node --test tests/node/: `shanten` and `waits` of the assembled npm package (pkg-npm/) count copies per kind: a
// red five is a five however it is written, under every preset, on the plain fast path and with options; `score`
// keeps the physical set's check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const PKG = process.env.TENPAI_NPM_PKG || resolve(dirname(fileURLToPath(import.meta.url)), '../../pkg-npm');
const { shanten, waits, score } = createRequire(import.meta.url)(PKG);

const withCode = (code) => (e) => e instanceof Error && e.code === code && e.message.length > 0;

test('shanten and waits take four plain fives, or a red five written 0, under a red-five ruleset', () => {
  // The default ruleset (tenhou) has one red five per suit. The first call takes the plain fast path.
  const plain = shanten('1344555567779m1z');
  assert.deepEqual(plain, shanten('1344055567779m1z'));
  assert.deepEqual(plain, shanten('1344555567779m1z', { ruleset: 'tenhou' }));
  assert.equal(plain.shanten, 1);
  for (const ruleset of ['tenhou', 'mcgill', 'speed-tonpuu']) {
    const w = waits('3455556m123p456s', { ruleset });
    assert.deepEqual(w, waits('3405556m123p456s', { ruleset }), ruleset);
    assert.deepEqual(w.tiles, ['3m', '4m', '6m', '7m'], ruleset);
    assert.deepEqual(shanten('5555p123s456s789m', { ruleset }), shanten('0555p123s456s789m', { ruleset }), ruleset);
  }
  assert.deepEqual(waits('3455556m123p456s'), waits('3405556m123p456s'));
});

test('shanten and waits still refuse a fifth copy and a kind the set lacks', () => {
  assert.throws(() => shanten('55555m123p456s'), withCode('too-many-copies'));
  assert.throws(() => shanten('05555m123p456s'), withCode('too-many-copies'));
  assert.throws(() => waits('5555m0m123p456s'), withCode('too-many-copies'));
  assert.throws(() => shanten('1234m123p456s1122z', { ruleset: 'tenhou-sanma' }), withCode('too-many-copies'));
});

test('score keeps the physical check: four plain fives where one is red are too many', () => {
  assert.throws(() => score({ hand: '5555m234p567s789s', winTile: '1z' }), withCode('too-many-copies'));
});
