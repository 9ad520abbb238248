// A ruleset's guide (docs/rulesets/<id>.md) rewritten for players: the parts written for the project's developers
// and the engine's users go (sections about tests and sources, table rows and columns naming tests or ids,
// sentences and brackets that cite files, test names, question ids or code names such as `game.tobi`), yaku ids
// become the names results give them, and tiles written in MPSZ are drawn as tiles (`tilesInText`).
import { splitMpsz } from '../../tiles';
import { tileEl } from '../../ui/tile';

/** A sentence, cell or heading written for the project's developers or the engine's users rather than for players
 * (a bracket on what the engine's `ruleset` option does when left out, for one). */
const DEVELOPER_TEXT =
  /`?\b(?:tests?\/|src\/|shared\/|seeds?\/)|\.rs\b|\bseed_l\d|\b(?:seed|mcgill|speed_tonpuu|toutenkou|score|random|a|an|the)_[a-z0-9]+_[a-z0-9_]+|\bQ-[A-Z]+\d+|\bapi\.md\b|\bL\*?n\*?\b|`ruleset`|cited here|cargo |proptest|fingerprint|\]\(\.\.\/(?:RULESET|API)\.md/i;
const DEVELOPER_HEADING = /\btests?\b|seed lines?|\bspec\b|conformance|how (?:this|it) is (?:tested|checked)|sources?\b/i;
/** A code span that names something in the engine's API (a field, a call, an option value): players never need it. */
const CODE_NAME = /`[^`\n]*(?:[._(){}:"=[\]<>/]|[a-z][A-Z])[^`\n]*`/;
const TILES = /^\s*[0-9][\s0-9BGPmpsz]*[mpsz]\s*$/;

const forDevelopers = (text: string) => DEVELOPER_TEXT.test(text) || CODE_NAME.test(text);

/** Whether a code span's text is tiles in MPSZ (drawn as tiles on the page). */
export function isTiles(text: string): boolean {
  if (!TILES.test(text)) return false;
  try {
    return splitMpsz(text).length > 0;
  } catch {
    return false;
  }
}

/** What a guide's code spans name, as players read them: a yaku id as results name it, a preset id (a ruleset the
 * guide compares with, as in "`tenhou-sanma` | `tenhou`") as the pickers name it. A preset id reads as the ruleset
 * first: `tenhou` in the text is the ruleset, the yaku of that id is named in the yaku tables' id column. */
export interface GuideNames {
  yaku: Map<string, string>;
  rulesets: Map<string, string>;
}

/** The guide's markdown for players, its code spans named as `names` says. */
export function forPlayers(md: string, names: GuideNames): string {
  const out: string[] = [];
  let skipDepth = 0; // inside a dropped section: its heading level
  for (const block of md.split(/\n{2,}/)) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(block.split('\n')[0]!);
    if (heading) {
      const depth = heading[1]!.length;
      if (skipDepth && depth > skipDepth) continue;
      skipDepth = 0;
      if (depth > 1 && DEVELOPER_HEADING.test(heading[2]!)) {
        skipDepth = depth;
        continue;
      }
      out.push(words(block.split('\n')[0]!.replace(/\s+—\s+presets?\s+`[^`]+`(?:\s+and\s+`[^`]+`)?/, ''), names));
      const rest = block.split('\n').slice(1).join('\n');
      if (rest.trim()) out.push(clean(rest, names));
      continue;
    }
    if (skipDepth) continue;
    const cleaned = clean(block, names);
    if (cleaned.trim()) out.push(cleaned);
  }
  return out.join('\n\n');
}

/** Code spans as players read them: tiles stay code (drawn as tiles later), a preset or yaku id becomes its name,
 * anything else plain text (code names are gone by then). A tile excerpt "…45s" keeps its ellipsis outside. */
function words(text: string, names: GuideNames): string {
  return text.replace(/`([^`\n]+)`/g, (m, code: string) => {
    const excerpt = /^…(.+)$/.exec(code);
    if (excerpt && isTiles(excerpt[1]!)) return `…\`${excerpt[1]}\``;
    if (isTiles(code)) return m;
    return names.rulesets.get(code) ?? names.yaku.get(code) ?? code;
  });
}

/** Removes the brackets that cite a source or name code: "(L9)", "(an assumption, Q-M7)", "(`game.tobi`)". */
function dropBrackets(text: string): string {
  let t = text.replace(/\s*\((?:[^()]|\([^()]*\))*\)/g, (m) => (forDevelopers(m) || /^\s*\(L\d/.test(m) ? '' : m));
  t = t.replace(/\s*\[[^\]]*\](?!\()/g, (m) => (forDevelopers(m) ? '' : m));
  return t.replace(/\s*\(L\d+(?:[–-]\d+)?(?:,\s*L?\d+(?:[–-]\d+)?)*\)/g, '');
}

function cleanTable(block: string, names: GuideNames): string {
  const rows = block.split('\n');
  // A table whose columns name tests is for developers as a whole.
  if (DEVELOPER_TEXT.test(rows[0]!) || /\|\s*tests?\s*\|/i.test(rows[0]!)) return '';
  const cells = (r: string) => r.replace(/^\s*\||\|\s*$/g, '').split('|').map((c) => c.trim());
  const head = cells(rows[0]!);
  const idCol = head.findIndex((c) => /^ids?$/i.test(c));
  const kept = rows.map((r, i) => {
    if (idCol < 0) return r;
    const c = cells(r);
    // A table of yaku with their ids: the first column names them as results do, the id column goes.
    if (i >= 2) {
      const yaku = [...c[idCol]!.matchAll(/`([^`]+)`/g)].map((m) => names.yaku.get(m[1]!)).filter(Boolean);
      if (yaku.length) c[0] = yaku.join(', ');
    }
    c.splice(idCol, 1);
    return `| ${c.join(' | ')} |`;
  });
  return kept
    .map((r, i) => (i < 2 ? r : dropBrackets(r)))
    .filter((r, i) => i < 2 || !forDevelopers(r))
    .map((r) => words(r, names))
    .join('\n');
}

function clean(block: string, names: GuideNames): string {
  if (/^\s*\|/.test(block)) return cleanTable(block, names);
  // Code blocks are for the engine's users.
  if (/^\s*```/.test(block)) return '';
  const text = dropBrackets(block);
  const lines = text.split('\n');
  if (/^\s*(?:[*-]|\d+\.)\s/.test(lines[0]!)) {
    // A list: whole items go (an item's continuation lines are indented).
    const items: string[][] = [];
    for (const l of lines) {
      if (/^\s*(?:[*-]|\d+\.)\s/.test(l) || !items.length) items.push([l]);
      else items[items.length - 1]!.push(l);
    }
    return items.filter((it) => !forDevelopers(it.join(' '))).map((it) => words(it.join('\n'), names)).join('\n');
  }
  // Then whole sentences that still cite a source or name code.
  const sentences = text.replace(/\n/g, ' ').split(/(?<=[.!?:])\s+(?=[A-Z*(_])/);
  return words(sentences.filter((s) => !forDevelopers(s)).join(' '), names);
}

/** Draws the MPSZ code spans of rendered guide HTML as tiles. */
export function tilesInText(root: HTMLElement): void {
  for (const code of Array.from(root.querySelectorAll('code'))) {
    const text = code.textContent ?? '';
    if (code.closest('pre') || !isTiles(text)) continue;
    const row = document.createElement('span');
    row.className = 'tile-row inline';
    row.setAttribute('aria-label', text);
    for (const t of splitMpsz(text)) row.append(tileEl(t, { small: true }));
    code.replaceWith(row);
  }
}
