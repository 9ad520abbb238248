// The tile, drawn as SVG here (no font or image files): faces scale cleanly on phones and need no CJK font.
// Honours and man numerals use Latin letters and digits plus drawn shapes, so every machine renders them alike;
// red, blue, gold and pocchi tiles each get a colour and a mark. `tileEl` is the one way a page shows a tile.
import { parseTile, splitMpsz, type ParsedTile } from '../tiles';

const INK = { blue: '#1d4e89', green: '#1f7a3a', red: '#c62828', black: '#1b1b1b', gold: '#8a6400' };
const POCCHI = '#8e24aa';
const FLAVOUR_INK = { red: '#d0021b', blue: '#0d47c9', gold: '#7a4f00', pocchi: '', '': '' } as const;

const PIN: [number, number][][] = [
  [],
  [[30, 40]],
  [[30, 22], [30, 58]],
  [[16, 18], [30, 40], [44, 62]],
  [[19, 23], [41, 23], [19, 57], [41, 57]],
  [[17, 19], [43, 19], [30, 40], [17, 61], [43, 61]],
  [[19, 17], [41, 17], [19, 40], [41, 40], [19, 63], [41, 63]],
  [[15, 13], [30, 20], [45, 27], [19, 48], [41, 48], [19, 66], [41, 66]],
  [[19, 13], [41, 13], [19, 31], [41, 31], [19, 49], [41, 49], [19, 67], [41, 67]],
  [[15, 17], [30, 17], [45, 17], [15, 40], [30, 40], [45, 40], [15, 63], [30, 63], [45, 63]],
];
const PIN_R = [0, 17, 11, 9, 9.5, 8, 8, 6.5, 7, 6.5];

const SOU: [number, number][][] = [
  [],
  [[30, 40]],
  [[30, 23], [30, 57]],
  [[30, 23], [19, 57], [41, 57]],
  [[19, 23], [41, 23], [19, 57], [41, 57]],
  [[16, 22], [44, 22], [30, 40], [16, 58], [44, 58]],
  [[16, 23], [30, 23], [44, 23], [16, 57], [30, 57], [44, 57]],
  [[30, 14], [16, 40], [30, 40], [44, 40], [16, 64], [30, 64], [44, 64]],
  [[14, 23], [25, 23], [36, 23], [47, 23], [14, 57], [25, 57], [36, 57], [47, 57]],
  [[16, 16], [30, 16], [44, 16], [16, 40], [30, 40], [44, 40], [16, 64], [30, 64], [44, 64]],
];

function pinColour(n: number, i: number): string {
  if (n === 1) return INK.red;
  if (n === 5 && i === 2) return INK.red;
  if (n === 3 && i === 1) return INK.red;
  if (n === 9 && i >= 3 && i <= 5) return INK.red;
  if (n === 7 && i < 3) return INK.green;
  if (n === 6 && i < 2) return INK.green;
  return i % 2 === 0 || n >= 6 ? INK.blue : INK.green;
}
function souColour(n: number, i: number): string {
  if ((n === 5 && i === 2) || (n === 7 && i === 0) || (n === 9 && i % 3 === 1)) return INK.red;
  return n === 8 && (i === 1 || i === 6) ? INK.blue : INK.green;
}

function face(t: ParsedTile): string {
  const ink = FLAVOUR_INK[t.flavour];
  const parts: string[] = [];
  if (t.suit === 'p') {
    PIN[t.num]!.forEach(([x, y], i) => {
      const r = PIN_R[t.num]!;
      const c = ink || pinColour(t.num, i);
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${c}" stroke-width="${r > 10 ? 3 : 2.2}"/>` +
          `<circle cx="${x}" cy="${y}" r="${(r * 0.45).toFixed(1)}" fill="${c}"/>`,
      );
    });
  } else if (t.suit === 's') {
    const big = t.num === 1;
    const h = big ? 46 : t.num >= 7 ? 18 : 24;
    const w = big ? 13 : t.num === 8 ? 7 : 8;
    SOU[t.num]!.forEach(([x, y], i) => {
      const c = ink || (big ? INK.green : souColour(t.num, i));
      parts.push(
        `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${w / 2}" fill="${c}"/>` +
          `<line x1="${x - w / 2 + 1}" y1="${y}" x2="${x + w / 2 - 1}" y2="${y}" stroke="#fff" stroke-width="1.4"/>`,
      );
      if (big) parts.push(`<circle cx="${x}" cy="${y - 15}" r="4" fill="${ink || INK.red}"/>`);
    });
  } else if (t.suit === 'm') {
    parts.push(
      `<text x="30" y="44" text-anchor="middle" font-size="40" font-weight="700" font-family="Georgia,'DejaVu Serif',serif" fill="${ink || INK.black}">${t.num}</text>`,
      `<text x="30" y="68" text-anchor="middle" font-size="15" font-weight="700" letter-spacing="1" font-family="system-ui,'DejaVu Sans',sans-serif" fill="${ink || INK.red}">MAN</text>`,
    );
  } else if (t.num <= 4) {
    const letter = 'ESWN'[t.num - 1];
    parts.push(
      `<text x="30" y="55" text-anchor="middle" font-size="44" font-weight="700" font-family="system-ui,'DejaVu Sans',sans-serif" fill="${ink || INK.black}">${letter}</text>`,
    );
  } else if (t.num === 5) {
    const c = ink || INK.blue;
    parts.push(`<rect x="13" y="14" width="34" height="52" rx="3" fill="none" stroke="${c}" stroke-width="4"/>`);
  } else if (t.num === 6) {
    parts.push(
      `<text x="30" y="56" text-anchor="middle" font-size="46" font-weight="800" font-family="Georgia,'DejaVu Serif',serif" fill="${ink || INK.green}">F</text>`,
    );
  } else {
    const c = ink || INK.red;
    // 中: a box crossed by one long vertical stroke.
    parts.push(
      `<rect x="13" y="27" width="34" height="22" rx="2" fill="none" stroke="${c}" stroke-width="5"/>` +
        `<rect x="27.5" y="10" width="5" height="60" rx="1.5" fill="${c}"/>`,
    );
  }
  if (t.flavour === 'pocchi') {
    // A pocchi is a dragon with a purple frame and a "P" badge: told from the plain dragon at a glance.
    parts.push(
      `<rect x="4" y="4" width="52" height="72" rx="5" fill="none" stroke="${POCCHI}" stroke-width="3" stroke-dasharray="6 3"/>` +
        `<circle cx="47" cy="13" r="9" fill="${POCCHI}"/>` +
        `<text x="47" y="17.5" text-anchor="middle" font-size="13" font-weight="800" font-family="system-ui,'DejaVu Sans',sans-serif" fill="#fff">P</text>`,
    );
  } else if (t.flavour === 'red' || t.flavour === 'blue') {
    parts.push(`<circle cx="50" cy="10" r="3.5" fill="${ink}"/>`);
  }
  return parts.join('');
}

const cache = new Map<string, string>();

/** A tile as an SVG string (60×80 viewBox); `null` or "back" gives the back of a tile. */
export function tileSvg(name: string | null): string {
  const key = name ?? 'back';
  const hit = cache.get(key);
  if (hit) return hit;
  const t = name ? parseTile(name) : null;
  let body: string;
  if (!t) {
    body =
      `<rect x="1" y="1" width="58" height="78" rx="7" fill="#e08a1e" stroke="#8a4f06" stroke-width="2"/>` +
      `<rect x="7" y="7" width="46" height="66" rx="4" fill="none" stroke="#f7c27a" stroke-width="2"/>`;
  } else {
    const gold = t.flavour === 'gold';
    const pocchi = t.flavour === 'pocchi';
    body =
      `<rect x="1" y="1" width="58" height="78" rx="7" fill="${gold ? '#f2cf5b' : pocchi ? '#f1e4f7' : '#fffdf6'}" stroke="${gold ? '#a67c00' : pocchi ? POCCHI : '#9a9384'}" stroke-width="2"/>` +
      face(t);
  }
  const svg = `<svg class="tile-svg" viewBox="0 0 60 80" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${body}</svg>`;
  cache.set(key, svg);
  return svg;
}

/** Human-readable tile name for titles and screen readers. */
export function tileLabel(name: string | null): string {
  const t = name ? parseTile(name) : null;
  if (!t) return 'hidden tile';
  const honours = ['', 'East', 'South', 'West', 'North', 'White dragon', 'Green dragon', 'Red dragon'];
  const base = t.suit === 'z' ? honours[t.num]! : `${t.num} ${{ m: 'man', p: 'pin', s: 'sou' }[t.suit]}`;
  return t.flavour ? `${base} (${t.flavour})` : base;
}

export interface TileOptions {
  rotated?: boolean;
  dim?: boolean;
  small?: boolean;
  extraClass?: string;
}

/** A tile as an element. */
export function tileEl(name: string | null, opts: TileOptions = {}): HTMLElement {
  const span = document.createElement('span');
  span.className = 'tile' + (opts.rotated ? ' rotated' : '') + (opts.dim ? ' dim' : '') + (opts.small ? ' small' : '');
  if (opts.extraClass) span.className += ' ' + opts.extraClass;
  span.innerHTML = tileSvg(name);
  span.title = tileLabel(name);
  span.setAttribute('role', 'img');
  span.setAttribute('aria-label', tileLabel(name));
  if (name) span.dataset.tile = name;
  return span;
}

/** A row of tiles from MPSZ notation (or an error message when it does not parse). */
export function tileRow(mpsz: string, opts: TileOptions = {}): HTMLElement {
  const div = document.createElement('div');
  div.className = 'tile-row';
  try {
    for (const t of splitMpsz(mpsz)) div.append(tileEl(t, opts));
  } catch {
    /* shown elsewhere */
  }
  return div;
}
