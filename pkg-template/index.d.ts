/// <reference path="./lib/dispose.d.ts" />
// `tenpai` in bundlers and browsers: tenpai/web, already loaded.
export * from './web.js';
