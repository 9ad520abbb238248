// A Node 20 script using the installed tarball each way the README names: `import` of each entry's Node build
// ('<entry>/node'), and `import` and `require` of the bare name. Prints { [way]: outcome } as one JSON line.
import { createRequire } from 'node:module';
import { ENTRIES, runEntries } from './checks.mjs';

const require = createRequire(import.meta.url);
const load = {
  'import <entry>/node': (name) => import(`${name}/node`),
  'import <entry>': (name) => import(name),
  'require(<entry>)': async (name) => require(name),
};
const outcomes = {};
for (const [way, loader] of Object.entries(load)) {
  const modules = {};
  for (const { name } of ENTRIES) modules[name] = await loader(name);
  outcomes[way] = runEntries(modules);
}
console.log(JSON.stringify(outcomes));
