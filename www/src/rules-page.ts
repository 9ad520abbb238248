// The rules page: the rulesets' documentation (docs/RULESET.md and docs/rulesets/*.md), copied into the build by
// Vite (each file its own lazily loaded chunk) and rendered with marked. Whatever files exist at build time show.
import { marked } from 'marked';
import { h } from './dom';

const docs = import.meta.glob(['../../docs/RULESET.md', '../../docs/rulesets/*.md'], {
  query: '?raw',
  import: 'default',
}) as Record<string, () => Promise<string>>;

/** "../../docs/rulesets/speed-tonpuu.md" → "speed-tonpuu"; RULESET.md → "ruleset". */
function slug(path: string): string {
  return path.split('/').pop()!.replace(/\.md$/, '').toLowerCase();
}

function title(path: string): string {
  const s = slug(path);
  if (s === 'ruleset') return 'Ruleset parameters';
  return s.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
}

export async function rulesPage(root: HTMLElement, name: string | undefined): Promise<void> {
  const paths = Object.keys(docs).sort((a, b) => (slug(a) === 'ruleset' ? 1 : slug(b) === 'ruleset' ? -1 : a.localeCompare(b)));
  const current = paths.find((p) => slug(p) === name) ?? paths[0];
  const nav = h(
    'nav.doc-nav',
    null,
    paths.map((p) => h('a', { href: `#/rules/${slug(p)}`, class: p === current ? 'current' : '' }, title(p))),
  );
  const body = h('article.doc#doc', null, 'Loading…');
  root.replaceChildren(h('div.rules-page', null, nav, body));
  if (!current) {
    body.textContent = 'No ruleset documentation was found when this site was built.';
    return;
  }
  const md = await docs[current]!();
  body.innerHTML = await marked.parse(md, { async: true, gfm: true });
  // Links between the documents stay inside the site.
  body.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
    const href = a.getAttribute('href')!;
    const m = /(?:^|\/)([\w-]+)\.md(#.*)?$/.exec(href);
    if (m && !/^https?:/.test(href)) {
      const target = paths.find((p) => slug(p) === m[1]!.toLowerCase());
      if (target) a.href = `#/rules/${slug(target)}`;
    }
  });
  body.querySelectorAll('table').forEach((t) => t.replaceWith(h('div.table-scroll', null, t.cloneNode(true))));
  document.body.dataset.rules = slug(current);
}
