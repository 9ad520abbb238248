// The page: calls the worker through tenpai/worker's connect(). Its first calls are posted at once, while the
// worker is still loading the engine: each must be answered. Then it plays a seeded game as the demo site does: the
// page's own Game (tenpai/web) is the table, and the worker's mirror chooses every seat's action.
import init, { Game } from 'tenpai/web';
import { connect } from 'tenpai/worker';

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
const bots = connect(worker);
const early = {
  // 123m 456p 789s + 11z 22z: tenpai; chiitoitsu 6 - 2 pairs = 4; kokushi 13 - 4 kinds - 1 pair = 8.
  shanten: bots.shanten('123m456p789s1122z'),
  // 234m 567p 678s 22p + 45s, ron on 3s: pinfu tanyao, 2 han 30 fu, non-dealer ron 2000.
  score: bots.score({ hand: '234m567p45678s22p', winTile: '3s', seatWind: 'S' }),
  error: bots.shanten('123x').then(
    () => 'no error',
    (e) => e.code,
  ),
};

const checks = {
  async 'calls posted before the worker loaded are answered: a shanten'() {
    same(await early.shanten, { shanten: 0, standard: 0, chiitoitsu: 4, kokushi: 8 });
  },
  async 'calls posted before the worker loaded are answered: a score'() {
    const r = await early.score;
    same([r.han, r.fu, r.total], [2, 30, 2000]);
  },
  async 'an error in the worker rejects with its code'() {
    same(await early.error, 'bad-notation');
  },
  async 'a seeded Tenhou hanchan played by the worker\'s bots ends with points conserved, mirrored exactly'() {
    await init();
    const game = new Game({ ruleset: 'tenhou', seed: 'worker-check' });
    await bots.load(game.toJSON());
    let actions = 0;
    while (!game.status().over) {
      for (const seat of game.status().toAct) {
        if (game.legalActions(seat).length === 0) continue;
        const action = await bots.choose(seat);
        game.apply(seat, action);
        await bots.apply(seat, action);
        actions += 1;
      }
    }
    const { scores } = game.status().result;
    same(scores.reduce((a, b) => a + b, 0), 100000);
    same(await bots.status(), game.status());
    if (actions < 50) throw new Error(`a hanchan takes many actions, got ${actions}`);
  },
};

function same(actual, expected) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

const outcome = { passed: [], failed: [] };
for (const [name, check] of Object.entries(checks)) {
  try {
    await check();
    outcome.passed.push(name);
  } catch (e) {
    outcome.failed.push({ name, error: String(e?.stack ?? e) });
  }
}
document.querySelector('#out').textContent = JSON.stringify(outcome, null, 2);
document.body.dataset.outcome = JSON.stringify(outcome);
