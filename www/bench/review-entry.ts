// The page side of bench/review.mjs (bundled by it with esbuild, not part of the site): a Tenhou mjlog read by the
// Replay page's own reader and stepped through the engine as the page does, then game.review(seat) timed for every
// seat, `runs` times each.
import { loadEngine } from '../src/engine';
import { replayMjlog } from '../src/mjlog';
import { Game } from '../src/game-engine';

interface Timed {
  /** The game at the record's end, saved (Node times its review on the same game). */
  json: string;
  actions: number;
  hands: number;
  /** Per seat, its decisions and the ms of each run. */
  seats: { decisions: number; ms: number[] }[];
}

declare global {
  interface Window {
    reviewBench: (xml: string, runs: number) => Promise<Timed>;
  }
}

window.reviewBench = async (xml, runs) => {
  // The reader asks the scoring module (loaded with every page) for the Tenhou rulesets.
  await loadEngine();
  const script = replayMjlog(xml);
  const game = Game.fromJSON(script.start);
  try {
    for (const { seat, action } of script.steps) game.apply(seat, action, seat);
    const players = game.view(0).seats.length;
    const seats = Array.from({ length: players }, () => ({ decisions: 0, ms: [] as number[] }));
    let hands = 0;
    for (let r = 0; r < runs; r++) {
      for (let s = 0; s < players; s++) {
        const t0 = performance.now();
        const review = game.review(s);
        seats[s]!.ms.push(performance.now() - t0);
        seats[s]!.decisions = review.decisions.length;
        hands = review.hands.length;
      }
    }
    return { json: game.toJSON(), actions: script.steps.length, hands, seats };
  } finally {
    game.free();
  }
};
