/// <reference path="../lib/dispose.d.ts" />
// `tenpai/score` in bundlers and browsers: tenpai/score/web, already loaded.
export * from './web.js';
