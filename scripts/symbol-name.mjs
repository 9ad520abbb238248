// A function's own name, as scripts/wasm-parts.mjs matches it: a v0-mangled symbol (`_R...`) of a generic may end
// in its instantiating crate, `C[s<hash>_]<length><name>` (shared generics: std's `Vec<u8>::reserve` instantiated
// first by serde_json ends in `Cs..._10serde_json`), which says where the copy was made, not whose code it is, so
// that suffix is dropped. The name must be exactly <length> long, so an identifier merely ending in such letters
// is kept (as is one whose own length prefix reaches the end of the name); legacy `_ZN` names carry no such suffix.
export const ownName = (name) => {
  if (!name.startsWith('_R')) return name;
  const reachesEnd = (m) => m.index + m[0].length + Number(m[1]) === name.length;
  for (const m of name.matchAll(/C(?:s[0-9A-Za-z]*_)?(\d+)/g)) {
    if (!reachesEnd(m) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name.slice(m.index + m[0].length))) continue;
    // An earlier length prefix that also reaches the end makes these letters part of one identifier.
    const inIdentifier = [...name.slice(0, m.index).matchAll(/(\d+)/g)].some(reachesEnd);
    if (!inIdentifier) return name.slice(0, m.index);
  }
  return name;
};
