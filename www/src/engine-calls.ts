// The page's side of engine-worker.ts: starts the worker and gives its calls as promises (`tenpai/worker`'s
// `connect`). The Play page keeps its bots' mirror game there; the Replay page its reviews.
import { connect, type Remote } from 'tenpai/worker';
import type { EngineCalls } from './engine-worker';

export interface EngineWorker {
  calls: Remote<EngineCalls>;
  stop(): void;
}

export function startEngineWorker(): EngineWorker {
  const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
  return { calls: connect<EngineCalls>(worker), stop: () => worker.terminate() };
}
