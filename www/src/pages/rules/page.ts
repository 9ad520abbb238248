// The rules page: one page per built-in ruleset (the list comes from the engine's `rulesets()`), each with its
// guide from docs/rulesets/<id>.md when the repository has one, and a yaku table the engine makes from the
// ruleset's own data (src/yaku-table.ts); plus the ruleset parameters (docs/RULESET.md). The guides are copied into
// the build by Vite (each its own lazily loaded chunk) and rendered with marked, for players: the parts written for
// the project's developers (which test proves a rule, where the source lines are) are left out.
import { marked } from 'marked';
import { h } from '../../dom';
import { ruleset as rulesetData, rulesets, type RulesetId, type RulesetInfo } from '../../engine';
import { yakuTable } from './yaku-table';

const docs = import.meta.glob(['../../../../docs/RULESET.md', '../../../../docs/rulesets/*.md'], {
  query: '?raw',
  import: 'default',
}) as Record<string, () => Promise<string>>;

/** "../../docs/rulesets/speed-tonpuu.md" → "speed-tonpuu"; RULESET.md → "ruleset". */
function slug(path: string): string {
  return path.split('/').pop()!.replace(/\.md$/, '').toLowerCase();
}

const PARAMETERS = 'parameters';

/** A sentence, cell or heading written for the project's developers rather than for players. */
const DEVELOPER_TEXT =
  /`?\b(?:tests?\/|src\/|shared\/|seeds?\/)|\.rs\b|\bseed_l\d|\b(?:seed|mcgill|speed_tonpuu|toutenkou|score|random|a|an|the)_[a-z0-9]+_[a-z0-9_]+|\bQ-[A-Z]+\d+|\bapi\.md\b|\bL\*?n\*?\b|cited here|cargo |proptest|fingerprint/i;
const DEVELOPER_HEADING = /\btests?\b|seed lines?|\bspec\b|conformance|how (?:this|it) is (?:tested|checked)|sources?\b/i;

/** The guide's markdown without the developers' parts: sections about tests and sources, table rows naming tests,
 * and sentences or brackets that cite files, test names or question ids. */
export function forPlayers(md: string): string {
  const out: string[] = [];
  let skipDepth = 0; // inside a dropped section: its heading level
  const blocks = md.split(/\n{2,}/);
  for (const block of blocks) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(block.split('\n')[0]!);
    if (heading) {
      const depth = heading[1]!.length;
      if (skipDepth && depth > skipDepth) continue;
      skipDepth = 0;
      if (depth > 1 && DEVELOPER_HEADING.test(heading[2]!)) {
        skipDepth = depth;
        continue;
      }
      out.push(block.split('\n')[0]!.replace(/\s+—\s+preset\s+`[^`]+`/, ''));
      const rest = block.split('\n').slice(1).join('\n');
      if (rest.trim()) out.push(clean(rest));
      continue;
    }
    if (skipDepth) continue;
    const cleaned = clean(block);
    if (cleaned.trim()) out.push(cleaned);
  }
  return out.join('\n\n');
}

function clean(block: string): string {
  if (/^\s*\|/.test(block)) {
    const rows = block.split('\n');
    // A table whose columns name tests is for developers as a whole.
    if (DEVELOPER_TEXT.test(rows[0]!) || /\|\s*tests?\s*\|/i.test(rows[0]!)) return '';
    return rows.filter((r, i) => i < 2 || !DEVELOPER_TEXT.test(r)).join('\n');
  }
  // In a code block only the question ids go ("(… : Q-TH8)"): its lines are laid out as they are.
  if (/^\s*```/.test(block)) return block.replace(/(?:[:;,]\s*)?\bQ-[A-Z]+\d+\b/g, '');
  // Brackets that only cite a source: "(cited here as L*n* …)", "(L9)", "(an assumption, Q-M7)".
  let text = block.replace(/\s*\((?:[^()]|\([^()]*\))*\)/g, (m) => (DEVELOPER_TEXT.test(m) || /^\s*\(L\d/.test(m) ? '' : m));
  text = text.replace(/\s*\[[^\]]*\](?!\()/g, (m) => (DEVELOPER_TEXT.test(m) ? '' : m));
  text = text.replace(/\s*\(L\d+(?:[–-]\d+)?(?:,\s*L?\d+(?:[–-]\d+)?)*\)/g, '');
  // Then whole sentences that still cite one.
  const lines = text.split('\n');
  const list = /^\s*(?:[*-]|\d+\.)\s/.test(lines[0]!);
  if (list) return lines.filter((l) => !DEVELOPER_TEXT.test(l)).join('\n');
  const sentences = text.replace(/\n/g, ' ').split(/(?<=[.!?:])\s+(?=[A-Z*(_])/);
  return sentences.filter((s) => !DEVELOPER_TEXT.test(s)).join(' ');
}

export async function rulesPage(root: HTMLElement, name: string | undefined): Promise<void> {
  const infos = rulesets() as RulesetInfo[];
  const guides = new Map(Object.keys(docs).map((p) => [slug(p), p]));
  const current = name ?? infos[0]!.id;
  const nav = h(
    'nav.doc-nav',
    null,
    infos.map((i) => h('a', { href: `#/rules/${i.id}`, class: i.id === current ? 'current' : '', dataset: { ruleset: i.id } }, i.name)),
    guides.has('ruleset')
      ? h('a', { href: `#/rules/${PARAMETERS}`, class: current === PARAMETERS ? 'current' : '' }, 'Ruleset parameters')
      : null,
  );
  const body = h('article.doc#doc', null, 'Loading…');
  root.replaceChildren(h('div.rules-page', null, nav, body));
  document.body.dataset.rules = current;

  const info = infos.find((i) => i.id === current);
  const guidePath = guides.get(current === PARAMETERS ? 'ruleset' : current);
  if (!info && !guidePath) {
    body.replaceChildren(
      h('h1', null, 'No such rules page'),
      h('p.error#rules-missing', null, `There is no ruleset called “${current}”. Pick one of the rulesets above.`),
    );
    return;
  }
  const parts: Node[] = [];
  if (guidePath) {
    const html = h('div.guide');
    html.innerHTML = await marked.parse(forPlayers(await docs[guidePath]!()), { async: true, gfm: true });
    if (info) html.querySelector('h1')?.replaceChildren(info.name);
    // Links between the guides stay inside the site.
    html.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
      const href = a.getAttribute('href')!;
      const m = /(?:^|\/)([\w-]+)\.md(#.*)?$/.exec(href);
      if (m && !/^https?:/.test(href)) {
        const target = m[1]!.toLowerCase() === 'ruleset' ? PARAMETERS : m[1]!.toLowerCase();
        a.href = `#/rules/${target}`;
      }
    });
    html.querySelectorAll('table').forEach((t) => t.replaceWith(h('div.table-scroll', null, t.cloneNode(true))));
    parts.push(html);
  } else {
    parts.push(
      h('h1', null, info!.name),
      h('p.notice#guide-missing', null, `There is no written guide for ${info!.name} on this site yet. The yaku and their values below come from the engine's ${info!.name} rules.`),
    );
  }
  if (info) parts.push(yakuTable(rulesetData(info.id as RulesetId), info.id));
  body.replaceChildren(...parts);
}
