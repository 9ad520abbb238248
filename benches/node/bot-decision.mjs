// Time per decision of the built-in bot in wasm under Node, per level (the target: strong <= 5 ms at the 95th
// percentile). Plays whole seeded games with every seat at the level and times each botAction call.
//
//   node benches/node/bot-decision.mjs [GAMES]     (after scripts/test.sh or demo.sh assembled pkg-npm/)
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Game } = require('../../pkg-npm/node.js');
const games = Number(process.argv[2] || 20);

for (const level of ['easy', 'normal', 'strong']) {
  for (const ruleset of ['tenhou', 'toutenkou']) {
    const times = [];
    for (let g = 0; g < games; g++) {
      const game = new Game({ ruleset, seed: `decision-${g}` });
      for (;;) {
        const { toAct } = game.status();
        if (toAct.length === 0) break;
        for (const seat of toAct) {
          const t0 = performance.now();
          const action = game.botAction(seat, { level });
          times.push(performance.now() - t0);
          if (action) game.apply(seat, action);
          if (game.status().toAct.length === 0) break;
        }
      }
      game.free?.();
    }
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3);
    console.log(`${level.padEnd(6)} ${ruleset.padEnd(9)} ${times.length} decisions: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms`);
  }
}
