// What each part of a module's .wasm costs, from cargo's own output (which keeps the function names that
// wasm-bindgen and wasm-opt later strip):
//   node scripts/wasm-parts.mjs target/wasm32-unknown-unknown/<profile>/tenpai.wasm
// e.g. after `cargo build --target wasm32-unknown-unknown --lib --profile wasm-score --no-default-features` (the
// scoring module) or `--profile wasm-release` (the full engine). Each function body is put in the first part whose
// pattern matches its (mangled) name; a part's figures are its bodies' bytes and their gzip -9 concatenated (before
// wasm-opt, so the absolute figures are larger than the shipped module's; the proportions are what it is for). The
// data section is split into the preset JSON texts (src/rules/*.json) and the rest.
//   node scripts/wasm-parts.mjs --forbid REGEX FILE
// also lists the functions whose (mangled) name matches REGEX and exits 1 if there is any: scripts/test.sh checks
// that the scoring module carries no serde_json and no derived Deserialize (its reader is src/json.rs).
// Names are matched without their instantiating crate: a v0-mangled generic from std that another crate
// instantiated first ends in that crate's name (`...Vec<u8>::reserve` + `Cs..._10serde_json` under shared
// generics), which says where the copy was made, not whose code it is.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ownName } from './symbol-name.mjs';

const PARTS = [
  ['serde_json + derived Deserialize (requests, rulesets, presets)',
    /serde_json|Deserializ|serde_core\.\.de|serde_core::de|serde_core3de|Visitor|__Field|MapAccess|SeqAccess/],
  ['tape serializer (results out, derived Serialize)', /tape|Serializ|serde_core\.\.ser|serde_core3ser/],
  ['wasm-bindgen / js-sys glue, facade', /wasm_bindgen|js_sys|tenpai\.\.wasm|tenpai4wasm|__wbg|__externref|console_error/],
  ['the tenpai core (all of src/ but the facade)', /tenpai/],
  ['formatting, panics, floats to text', /fmt|flt2dec|panic|Display|Debug|dragon|grisu/],
  ['allocator, collections, std', /dlmalloc|alloc|std|core|hashbrown/],
];
const PRESETS = ['tenhou', 'mcgill', 'speed-tonpuu', 'toutenkou', 'tenhou-sanma'];

const args = process.argv.slice(2);
const forbidAt = args.indexOf('--forbid');
const forbid = forbidAt >= 0 ? new RegExp(args.splice(forbidAt, 2)[1]) : null;
const buf = readFileSync(args[0]);
let p = 8; // after the magic number and version
const leb = () => {
  let r = 0;
  let shift = 0;
  let b;
  do {
    b = buf[p++];
    r |= (b & 0x7f) << shift;
    shift += 7;
  } while (b & 0x80);
  return r >>> 0;
};
const skipName = () => {
  const n = leb();
  p += n;
};
let imports = 0; // imported functions come first in the function index space
const bodies = [];
const names = new Map();
let data = Buffer.alloc(0);
while (p < buf.length) {
  const id = buf[p++];
  const end = leb() + p;
  if (id === 0) {
    const n = leb();
    const custom = buf.subarray(p, p + n).toString();
    p += n;
    // The name section's function names (subsection 1): index, name.
    while (custom === 'name' && p < end) {
      const sub = buf[p++];
      const subEnd = leb() + p;
      if (sub === 1) {
        for (let i = 0, count = leb(); i < count; i++) {
          const index = leb();
          const length = leb();
          names.set(index, buf.subarray(p, p + length).toString());
          p += length;
        }
      }
      p = subEnd;
    }
  } else if (id === 2) {
    for (let i = 0, count = leb(); i < count; i++) {
      skipName();
      skipName();
      const kind = buf[p++];
      if (kind === 0) {
        leb();
        imports++;
      } else if (kind === 1 || kind === 2) {
        if (kind === 1) p++; // table element type
        const flags = buf[p++];
        leb();
        if (flags & 1) leb();
      } else {
        p += 2; // global: type, mutability
      }
    }
  } else if (id === 10) {
    for (let i = 0, count = leb(); i < count; i++) {
      const n = leb();
      bodies.push(buf.subarray(p, p + n));
      p += n;
    }
  } else if (id === 11) {
    data = buf.subarray(p, end);
  }
  p = end;
}

const groups = PARTS.map(() => []);
const other = [];
bodies.forEach((body, i) => {
  const name = ownName(names.get(i + imports) ?? '');
  const part = PARTS.findIndex(([, re]) => re.test(name));
  (part >= 0 ? groups[part] : other).push(body);
});
const gz = (parts) => gzipSync(Buffer.concat(parts), { level: 9 }).length;
const raw = (parts) => parts.reduce((a, b) => a + b.length, 0);
const row = (rawBytes, gzBytes, what) => console.log(`${String(rawBytes).padStart(7)} B raw ${String(gzBytes).padStart(6)} B gz  ${what}`);
PARTS.forEach(([what], k) => row(raw(groups[k]), gz(groups[k]), what));
row(raw(other), gz(other), 'other code');
const presets = PRESETS.map((id) => readFileSync(new URL(`../src/rules/${id}.json`, import.meta.url)));
const presetBytes = presets.filter((text) => data.includes(text)).reduce((a, t) => a + t.length, 0);
row(presetBytes, gz(presets), 'preset JSON texts (in data)');
row(data.length - presetBytes, gz([data]) - gz(presets), 'rest of the data section (tables, strings; gz = whole data less presets)');
console.log(`total code ${raw(bodies)} B raw, ${gz(bodies)} B gz`);
if (forbid) {
  const found = [...names.values()].filter((name) => forbid.test(ownName(name)));
  for (const name of found) console.log(`forbidden: ${name}`);
  console.log(`${found.length} function names match ${forbid}`);
  if (found.length) process.exit(1);
}
