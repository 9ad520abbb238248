// The one place the site loads the engine: the npm package's browser build (`tenpai/web`, async init()).
import init from 'tenpai/web';
export * from 'tenpai/web';

let ready: Promise<unknown> | null = null;
export function loadEngine(): Promise<unknown> {
  ready ??= init();
  return ready;
}
