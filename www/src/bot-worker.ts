// The bots think here, off the page's thread: a mirror of the page's game receives every applied action and
// answers "what would seat N do?" with the engine's own bot at the game's level.
import init, { Game, type BotLevel, type GameAction } from 'tenpai/web';

type Msg =
  | { id: number; kind: 'load'; json: string }
  | { id: number; kind: 'apply'; seat: number; action: GameAction }
  | { id: number; kind: 'choose'; seat: number; level: BotLevel };

let game: Game | null = null;
const ready = init();

self.onmessage = async (ev: MessageEvent<Msg>) => {
  const m = ev.data;
  await ready;
  try {
    if (m.kind === 'load') {
      game?.free();
      game = Game.fromJSON(m.json);
      self.postMessage({ id: m.id, ok: true });
    } else if (m.kind === 'apply') {
      game!.apply(m.seat, m.action, m.seat);
      self.postMessage({ id: m.id, ok: true });
    } else {
      self.postMessage({ id: m.id, ok: true, action: game!.botAction(m.seat, { level: m.level }) });
    }
  } catch (e) {
    self.postMessage({ id: m.id, ok: false, error: String((e as Error).message ?? e) });
  }
};
