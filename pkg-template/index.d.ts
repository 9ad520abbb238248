// `import … from 'tenpai'` in bundlers: the web build's API, already initialised (see index.js). Node resolves
// 'tenpai' to the Node build and its own types (package.json "exports").
export * from './web/tenpai.js';
