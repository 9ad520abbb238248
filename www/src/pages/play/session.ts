// A game of the Play page as a model, without DOM: the engine's Game, what the page keeps beside it (the hand end
// being shown, the last discard), applying an action and saving after each.
import type { Ruleset } from '../../engine';
import type { BotLevel, Game, GameAction, GameEvent, TableView } from '../../game-engine';
import type { GameEndEvent } from '../../ui/hand-end';
import { savedRuleset } from '../../saved-ruleset';
import { SAVE_KEY, type LastPlay, type Saved } from './save';

/** The human's seat. */
export const HUMAN = 0;

const CLAIMS = ['chi', 'pon', 'daiminkan', 'ron'];

function seatNames(n: number): string[] {
  return n === 3 ? ['You', 'Right', 'Left'] : ['You', 'Right', 'Across', 'Left'];
}

export class PlaySession {
  readonly n: number;
  readonly names: string[];
  /** The rules the game is played under (the saved game carries them). */
  readonly rules: Ruleset;
  readonly level: BotLevel;
  pause: GameEvent[] | null;
  dealer: number;
  last: LastPlay | null;
  gameEnd: GameEndEvent | null = null;
  /** The table as the hand ended, shown until the player goes on. */
  frozen: TableView | null = null;
  /** What became of the human's last claim when another seat took the tile (said once, then cleared). */
  notice: string | null = null;

  constructor(readonly game: Game, readonly save: Saved) {
    this.n = game.view(HUMAN).seats.length;
    this.names = seatNames(this.n);
    this.rules = savedRuleset(save.game);
    this.level = save.level ?? 'normal';
    this.pause = save.pause;
    this.dealer = save.dealer;
    this.last = save.last ?? null;
  }

  /** The table the player sees: the hand that ended while its end is shown, else the game as it is. */
  view(): TableView {
    if (!this.pause) this.frozen = null;
    return this.frozen ?? this.game.view(HUMAN);
  }

  /** Saves the game in the browser; returns a message when the browser refused it. */
  persist(): string | null {
    const s: Saved = {
      v: 1,
      ruleset: this.save.ruleset,
      level: this.level,
      game: this.game.toJSON(),
      pause: this.pause,
      dealer: this.dealer,
      last: this.last,
    };
    try {
      localStorage.setItem(SAVE_KEY, JSON.stringify(s));
      return null;
    } catch {
      return 'Could not save the game in this browser (storage full or disabled).';
    }
  }

  /** Applies one seat's action (throws the engine's error for an illegal one) and saves. */
  apply(seat: number, action: GameAction): GameEvent[] {
    const before = this.game.view(HUMAN);
    const claimed = this.last?.tile ?? '';
    const events = this.game.apply(seat, action, HUMAN);
    this.track(events);
    if (seat === HUMAN && CLAIMS.includes(action.type)) this.notice = this.claimOutcome(action, claimed, events);
    const ended = events.filter((e) => ['win', 'ryuukyoku', 'round-end'].includes(e.type));
    if (ended.length) {
      this.pause = ended;
      this.dealer = before.dealer; // the hand-end panel names seat winds of the hand that ended
      this.frozen = before;
    }
    const end = events.find((e): e is GameEndEvent => e.type === 'game-end');
    if (end) this.gameEnd = end;
    return events;
  }

  /** Goes on from a hand's end to the next hand (or the final result). */
  resume(): void {
    this.pause = null;
  }

  private track(events: GameEvent[]): void {
    for (const e of events) {
      if (e.type === 'discard') this.last = { seat: e.seat, tile: e.tile, kind: 'discard' };
      else if (e.type === 'call' && e.call === 'kakan') this.last = { seat: e.seat, tile: e.tiles.at(-1) ?? '', kind: 'kakan' };
      else if (e.type === 'deal') this.last = null;
    }
  }

  /** When the human claimed a tile and another seat got it (a pon over a chi, a ron over any call): who took it. */
  private claimOutcome(action: GameAction, tile: string, events: GameEvent[]): string | null {
    if (events.some((e) => (e.type === 'call' || e.type === 'win') && e.seat === HUMAN)) return null;
    const win = events.find((e) => e.type === 'win');
    if (win && win.type === 'win') return `${this.names[win.seat]} won on that tile (ron), so your ${action.type} did not happen.`;
    const call = events.find((e) => e.type === 'call');
    if (call && call.type === 'call') return `${this.names[call.seat]} took the ${tile} with a ${call.call}, which comes before your ${action.type}.`;
    return null;
  }
}
