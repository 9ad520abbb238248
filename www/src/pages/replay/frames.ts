// A record as frames the Replay page steps through: the start and actions of a saved game (Play page), a Tenhou
// mjlog or tenhou.net/6 JSON (the site reads them itself: src/mjlog.ts, src/tenhou6.ts), applied one by one
// through the engine to make one frame per action: the spectator's view after it and the events it caused.
import { Game, type GameAction, type GameEvent, type TableView } from '../../game-engine';
import { replayMjlog, replayParsed, type ReplayScript } from '../../mjlog';
import { parseTenhou6 } from '../../tenhou6';

export interface Frame {
  view: TableView;
  events: GameEvent[];
  /** Index of the hand (0-based) this frame belongs to. */
  hand: number;
}

/** The dealer of the hand a frame's results belong to (the view may already show the next hand). */
export function dealerOf(frames: Frame[], at: number): number {
  const hand = frames[at]!.hand;
  const first = frames.find((f) => f.hand === hand)!;
  return first.view.dealer;
}

const FORMATS =
  'a Tenhou mjlog (the XML of a .mjlog file, gzipped or not), tenhou.net/6 JSON (what tenhou.net/6 shows under ' +
  '“JSON”, one game or one hand per line) or a game saved by the Play page';

/** The start and actions of a saved game (Play page), a Tenhou mjlog or tenhou.net/6 JSON. A text that is none of
 * them gets a message naming the formats this page reads. */
export function scriptOf(text: string): ReplayScript {
  if (!text) throw new Error(`Nothing to open. Paste or open ${FORMATS}.`);
  if (text.startsWith('<')) {
    if (!/<mjloggm\b/.test(text) && !/<GO\b/.test(text)) throw new Error(`This XML is not a Tenhou mjlog. This page reads ${FORMATS}.`);
    return replayMjlog(text);
  }
  if (text.startsWith('{')) {
    const parses = (t: string) => {
      try {
        JSON.parse(t);
        return true;
      } catch {
        return false;
      }
    };
    // One JSON document, or one per line (a hand each).
    const looksLikeJson = parses(text) || parses(text.split('\n')[0]!);
    if (looksLikeJson && text.includes('"format":"tenpai-game-')) {
      const saved = JSON.parse(text) as { actions?: unknown; startScores: number[] };
      if (!isActionList(saved.actions)) throw new Error('This saved game is damaged: its actions are not a list of [seat, action] pairs.');
      const start = JSON.stringify({ ...saved, actions: [], scores: saved.startScores });
      return { start, steps: saved.actions.map(([seat, action]) => ({ seat, action })) };
    }
    if (looksLikeJson && text.includes('"log"')) return replayParsed(parseTenhou6(text));
  }
  throw new Error(`This is not a game record this page reads. It reads ${FORMATS}.`);
}

function isActionList(v: unknown): v is [number, GameAction][] {
  return Array.isArray(v) && v.every((a) => Array.isArray(a) && a.length === 2);
}

/** One frame per action: the spectator's view after it and the events it caused. */
export function framesOf(script: ReplayScript): Frame[] {
  const game = Game.fromJSON(script.start);
  try {
    let hand = 0;
    const frames: Frame[] = [{ view: game.spectate(), events: [], hand }];
    for (const { seat, action } of script.steps) {
      const events = game.apply(seat, action, seat);
      // A frame that ends a hand stays with that hand (its result shows); the next frame starts the next hand.
      frames.push({ view: game.spectate(), events, hand });
      if (events.some((e) => e.type === 'deal')) hand++;
    }
    return frames;
  } finally {
    game.free();
  }
}

/** The first frame of hand `hand` (-1 past the last hand). */
export function handStart(frames: Frame[], hand: number): number {
  return frames.findIndex((f) => f.hand === hand);
}
