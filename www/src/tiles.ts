// Tile names and MPSZ notation as the site reads and writes them: one tile's parts (with its flavour: red fives
// (0), blue (B), gold (G) and pocchi (P)), a text split into tiles, a text checked as it is typed, tiles joined
// back and sorted. How a tile looks is ui/tile.ts.

export interface ParsedTile {
  num: number; // 1..9 (a red five "0" is 5)
  suit: 'm' | 'p' | 's' | 'z';
  flavour: '' | 'red' | 'blue' | 'gold' | 'pocchi';
}

const TILE_RE = /^([0-9])([BGP]?)([mpsz])$/;

export function parseTile(name: string): ParsedTile | null {
  const m = TILE_RE.exec(name);
  if (!m) return null;
  const digit = Number(m[1]);
  const flag = m[2];
  const flavour = digit === 0 ? 'red' : flag === 'B' ? 'blue' : flag === 'G' ? 'gold' : flag === 'P' ? 'pocchi' : '';
  return { num: digit === 0 ? 5 : digit, suit: m[3] as ParsedTile['suit'], flavour };
}

/** Splits MPSZ notation ("123m406p7Bs") into tile names ("1m", "2m", …, "7Bs"). Throws on bad input. */
export function splitMpsz(text: string): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  const src = text.replace(/\s+/g, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (/[0-9]/.test(c)) {
      const flag = /[BGP]/.test(src[i + 1] ?? '') ? src[++i]! : '';
      pending.push(c + flag);
    } else if (/[mpsz]/.test(c)) {
      if (pending.length === 0) throw new Error(`"${c}" has no digits before it`);
      out.push(...pending.map((d) => d + c));
      pending = [];
    } else {
      throw new Error(`unexpected "${c}" in tile notation`);
    }
  }
  if (pending.length) throw new Error('digits at the end need a suit letter (m, p, s or z)');
  return out;
}

/** Where a text stops being MPSZ notation, for marking it as it is typed: `start`..`end` of the text. */
export interface MpszProblem {
  start: number;
  end: number;
  message: string;
}

/** The set of a ruleset, as `checkMpsz` needs it: which tiles it removes and which flavoured ones it has. */
interface TileSetRules {
  tiles: { removed: string; flavoured: string };
}

/** The first problem of an MPSZ text under a ruleset's tile set (a character that is no tile notation, digits
 * without a suit, a tile the set does not have), or null. `max` limits the number of tiles (a winning tile: 1). */
export function checkMpsz(text: string, rules?: TileSetRules, max?: number): MpszProblem | null {
  const removed = new Set(rules ? splitMpsz(rules.tiles.removed) : []);
  const flavoured = new Set(rules ? splitMpsz(rules.tiles.flavoured) : []);
  let pending: { digit: string; flag: string; at: number }[] = [];
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/\s/.test(c)) continue;
    if (/[0-9]/.test(c)) {
      const flag = /[BGP]/.test(text[i + 1] ?? '') ? text[i + 1]! : '';
      pending.push({ digit: c, flag, at: i });
      if (flag) i++;
      continue;
    }
    if (/[mpsz]/.test(c)) {
      if (!pending.length) return { start: i, end: i + 1, message: `“${c}” needs digits before it (like 123${c}).` };
      for (const p of pending) {
        const name = p.digit + p.flag + c;
        const end = p.at + 1 + p.flag.length;
        if (c === 'z' && !/[1-7]/.test(p.digit)) return { start: p.at, end, message: `${p.digit}z is not a tile: honours are 1z–7z (E S W N, white, green, red).` };
        if (p.digit === '0' && (c === 'z' || !flavoured.has(name))) return { start: p.at, end, message: `There is no red ${name} in this ruleset.` };
        if (p.flag && !flavoured.has(name)) return { start: p.at, end, message: `There is no ${name} in this ruleset.` };
        if (removed.has(p.digit + c)) return { start: p.at, end, message: `${p.digit}${c} is not in this ruleset's set of tiles.` };
      }
      count += pending.length;
      pending = [];
      if (max !== undefined && count > max) return { start: i, end: i + 1, message: `Only ${max} tile here.` };
      continue;
    }
    return { start: i, end: i + 1, message: `“${c}” is not tile notation: use digits and m (man), p (pin), s (sou), z (honours).` };
  }
  if (pending.length) {
    const at = pending[0]!.at;
    return { start: at, end: text.length, message: 'These digits need a suit letter after them (m, p, s or z).' };
  }
  return null;
}

/** Tile names back to compact MPSZ: runs of one suit share the letter. */
export function joinMpsz(tiles: string[]): string {
  let out = '';
  let run = '';
  let suit = '';
  for (const t of tiles) {
    const s = t.slice(-1);
    if (s !== suit && run) {
      out += run + suit;
      run = '';
    }
    suit = s;
    run += t.slice(0, -1);
  }
  return run ? out + run + suit : out;
}

const SUIT_ORDER = { m: 0, p: 1, s: 2, z: 3 } as const;
export function tileOrder(name: string): number {
  const t = parseTile(name);
  if (!t) return 999;
  return SUIT_ORDER[t.suit] * 20 + t.num * 2 + (t.flavour ? 1 : 0);
}
export function sortTiles(tiles: string[]): string[] {
  return [...tiles].sort((a, b) => tileOrder(a) - tileOrder(b));
}
