// The full engine off the page's thread (the package's `tenpai/worker`): one game kept here, answering the calls of
// the Play and Replay pages in the order they were posted. Play keeps a mirror of its game here (`load`, then
// `apply` each action) and asks what a bot would do and how the player's hand went; Replay rebuilds a loaded record
// here (`replay`) and asks for a seat's review, which replays the whole game and would stall the page's thread.
import { serve } from 'tenpai/worker';
import type * as Engine from 'tenpai/web';
import type { BotLevel, Game, GameAction, Review } from 'tenpai/web';

function calls({ Game: GameClass }: typeof Engine) {
  let game: Game | null = null;
  const current = (): Game => {
    if (!game) throw new Error('no game is loaded in the worker');
    return game;
  };
  return {
    /** A saved game (`toJSON()`) becomes the worker's game. */
    load(json: string): void {
      game?.free();
      game = GameClass.fromJSON(json);
    },
    /** A game's start and its actions applied in order: a record the Replay page opened. */
    replay(start: string, steps: { seat: number; action: GameAction }[]): void {
      game?.free();
      game = GameClass.fromJSON(start);
      for (const { seat, action } of steps) game.apply(seat, action, seat);
    },
    apply(seat: number, action: GameAction): void {
      current().apply(seat, action, seat);
    },
    /** The bot's choice for `seat` at `level`. */
    choose(seat: number, level: BotLevel): GameAction | null {
      return current().botAction(seat, { level });
    },
    /** `seat`'s play over the game so far, each decision beside the most efficient move and the strong bot's. */
    review(seat: number): Review {
      return current().review(seat);
    },
  };
}

export type EngineCalls = ReturnType<typeof calls>;

serve(calls as (engine: typeof Engine) => EngineCalls);
