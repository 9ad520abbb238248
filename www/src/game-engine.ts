// The full engine (`tenpai/web`: Game, its rounds, bots and saved games), for the Play and Replay pages only:
// main.ts imports those pages dynamically, so this module and its .wasm load when one of them is first opened,
// not with the Score page. Ready on import (top-level await).
import init from 'tenpai/web';
export * from 'tenpai/web';

await init();
