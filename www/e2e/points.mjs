// A points figure read back as the site prints it (src/dom.ts `pts`): thousands with commas, a negative figure with
// the minus sign U+2212, a change's gain with a plus, a settlement with its decimals. A figure printed any other way
// (a hyphen-minus, a stray space) is an error, so the test reading it fails.
const FIGURE = /^([+\u2212]?)(\d{1,3}(?:,\d{3})*)(\.\d+)?$/;

/** The number `text` shows (`−8,000` → -8000, `+45.0` → 45, `12,300` → 12300); throws when it is not printed the
 * way the site prints points. */
export function points(text) {
  const m = FIGURE.exec(text);
  if (!m) throw new Error(`“${text}” is not a points figure as the site prints one (12,300, −8,000, +45.0)`);
  const n = Number(`${m[2].replace(/,/g, '')}${m[3] ?? ''}`);
  return m[1] === '\u2212' ? -n : n;
}
