// The bots of a Play game, behind promises: a Web Worker (bot-worker.ts) keeps a mirror of the page's game, is
// told every applied action, and answers "what would seat N do?" with the engine's own bot at the game's level.
import type { BotLevel, GameAction } from '../../game-engine';

type Reply = { ok: boolean; action?: GameAction; error?: string };

export class Bots {
  private worker = new Worker(new URL('../../bot-worker.ts', import.meta.url), { type: 'module' });
  private next = 1;
  private waiting = new Map<number, (m: Reply) => void>();

  constructor() {
    this.worker.onmessage = (ev: MessageEvent<Reply & { id: number }>) => {
      this.waiting.get(ev.data.id)?.(ev.data);
      this.waiting.delete(ev.data.id);
    };
  }

  private send(msg: Record<string, unknown>): Promise<Reply> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ id, ...msg });
    });
  }

  load(json: string): Promise<Reply> {
    return this.send({ kind: 'load', json });
  }

  apply(seat: number, action: GameAction): Promise<Reply> {
    return this.send({ kind: 'apply', seat, action });
  }

  async choose(seat: number, level: BotLevel): Promise<GameAction | null> {
    const r = await this.send({ kind: 'choose', seat, level });
    if (!r.ok) throw new Error(r.error);
    return r.action ?? null;
  }

  stop(): void {
    this.worker.terminate();
  }
}
