// The rules pages, for players: one per built-in ruleset (the list comes from the engine's `rulesets()`), each
// with its guide from docs/rulesets/<id>.md rewritten for players (guide.ts: no developers' parts or code names,
// yaku named as results name them, hands drawn as tiles) and a yaku table the engine makes from the ruleset's own
// data, each yaku with an example hand (yaku-table.ts). After them, the house-rules editor (#/rules/house,
// pages/house/, loaded when opened), with the reference of every ruleset parameter (docs/RULESET.md) under it; the
// reference alone stays at #/rules/parameters for links into it. The guides are copied into the build by Vite (each
// its own lazily loaded chunk) and rendered by markdown.ts.
import { h } from '../../dom';
import { ruleset as rulesetData, rulesetSchema, rulesets, type RulesetId, type RulesetInfo } from '../../engine';
import { forPlayers, tilesInText } from './guide';
import { markdown } from './markdown';
import { yakuNames, yakuTable } from './yaku-table';

const docs = import.meta.glob(['../../../../docs/RULESET.md', '../../../../docs/rulesets/*.md'], {
  query: '?raw',
  import: 'default',
}) as Record<string, () => Promise<string>>;

/** "../../docs/rulesets/speed-tonpuu.md" → "speed-tonpuu"; RULESET.md → "ruleset". */
function slug(path: string): string {
  return path.split('/').pop()!.replace(/\.md$/, '').toLowerCase();
}

const PARAMETERS = 'parameters';
const HOUSE = 'house';

/** Every preset's name by its id, the unlisted ones too (a guide compares Tenhou's 4- and 3-player rules). */
function presetNames(): Map<string, string> {
  return new Map(rulesetSchema().presets.map((p) => [p.id, p.name]));
}

/** A guide (or the parameters reference) as HTML: rewritten for players when it is a ruleset's, links kept in the site. */
async function guideEl(guidePath: string, info: RulesetInfo | undefined): Promise<HTMLElement> {
  const html = h('div.guide');
  const md = await docs[guidePath]!();
  // The parameters reference is shown as written; a ruleset's guide is rewritten for players.
  html.innerHTML = markdown(info ? forPlayers(md, { yaku: yakuNames(rulesetData(info.id as RulesetId)), rulesets: presetNames() }) : md);
  tilesInText(html);
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
  return html;
}

export async function rulesPage(root: HTMLElement, name: string | undefined, query: URLSearchParams): Promise<void> {
  const infos = rulesets() as RulesetInfo[];
  const guides = new Map(Object.keys(docs).map((p) => [slug(p), p]));
  const current = name ?? infos[0]!.id;
  const nav = h(
    'nav.doc-nav',
    null,
    infos.map((i) => h('a', { href: `#/rules/${i.id}`, class: i.id === current ? 'current' : '', dataset: { ruleset: i.id } }, i.name)),
    h('a', { href: `#/rules/${HOUSE}`, class: current === HOUSE ? 'current' : '', dataset: { ruleset: HOUSE } }, 'House rules'),
  );
  const body = h('article.doc#doc', null, 'Loading…');
  root.replaceChildren(h('div.rules-page', null, nav, body));
  document.body.dataset.rules = current;
  if (current === HOUSE) {
    const { housePage } = await import('../house/page');
    const reference = guides.get('ruleset')!;
    await housePage(body, query, async (el) => void el.replaceChildren(await guideEl(reference, undefined)));
    return;
  }

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
    parts.push(await guideEl(guidePath, info));
  } else {
    parts.push(
      h('h1', null, info!.name),
      h('p.notice#guide-missing', null, `There is no written guide for ${info!.name} on this site yet. The yaku and their values below come from the engine's ${info!.name} rules.`),
    );
  }
  if (info) parts.push(yakuTable(rulesetData(info.id as RulesetId), info.id));
  body.replaceChildren(...parts);
}
