// The engine every page starts with: the npm package's light scoring module (`tenpai/score/web`: rulesets,
// ruleset, shanten, waits, score), loaded with the site. The full engine (Game) is game-engine.ts, loaded when the
// Play or Replay page is first opened.
import init from 'tenpai/score/web';
export * from 'tenpai/score/web';

let ready: Promise<unknown> | null = null;
export function loadEngine(): Promise<unknown> {
  ready ??= init();
  return ready;
}
