// `import … from 'tenpai/score'` in bundlers: the scoring module's web build, already initialised (see index.js).
export * from './web/tenpai_score.js';
