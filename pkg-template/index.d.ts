// `import … from 'tenpai'` in bundlers: the web build's API, already initialised (see index.js).
export * from './web/tenpai.js';
