// The rules pages, for players: one per built-in ruleset (the list comes from the engine's `rulesets()`), each
// with its guide from docs/rulesets/<id>.md rewritten for players (guide.ts: no developers' parts or code names,
// yaku named as results name them, hands drawn as tiles) and a yaku table the engine makes from the ruleset's own
// data, each yaku with an example hand (yaku-table.ts). The reference of every ruleset parameter (docs/RULESET.md,
// for house rules) is at #/rules/parameters, outside the players' list. The guides are copied into the build by
// Vite (each its own lazily loaded chunk) and rendered by markdown.ts.
import { h } from '../../dom';
import { ruleset as rulesetData, rulesets, type RulesetId, type RulesetInfo } from '../../engine';
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

export async function rulesPage(root: HTMLElement, name: string | undefined): Promise<void> {
  const infos = rulesets() as RulesetInfo[];
  const guides = new Map(Object.keys(docs).map((p) => [slug(p), p]));
  const current = name ?? infos[0]!.id;
  const nav = h(
    'nav.doc-nav',
    null,
    infos.map((i) => h('a', { href: `#/rules/${i.id}`, class: i.id === current ? 'current' : '', dataset: { ruleset: i.id } }, i.name)),
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
    const md = await docs[guidePath]!();
    // The parameters reference is shown as written; a ruleset's guide is rewritten for players.
    html.innerHTML = markdown(info ? forPlayers(md, yakuNames(rulesetData(info.id as RulesetId))) : md);
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
