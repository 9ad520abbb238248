// The module worker: tenpai/worker's serve(), with handlers in the form the demo site's bots take (a mirror of the
// page's game, told every action, that answers what a seat's bot would do) and two of the engine's functions.
import { serve } from 'tenpai/worker';

serve(({ Game, shanten, score }) => {
  let game = null;
  return {
    shanten,
    score,
    load(json) {
      game?.free();
      game = Game.fromJSON(json);
    },
    apply(seat, action) {
      game.apply(seat, action, seat);
    },
    choose(seat) {
      return game.botAction(seat);
    },
    status() {
      return game.status();
    },
  };
});
