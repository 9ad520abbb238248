// The demo site's shell: loads the scoring engine once, then routes #/<page>/<arg>?<query> to the page of that
// name in PAGES. A page is a module under pages/ whose `mount(root, arg, query)` builds it in `root`; every page but
// the Score page is imported when first opened (its `load` is a dynamic import). www/README.md says how
// a page is built from the shared components (ui/) and how to add one.
import { h } from './dom';
import { loadEngine } from './engine';
import { scorePage } from './pages/score/page';
import './style.css';

/** Builds a page in `root`: `arg` is the path part after the page's name (#/rules/tenhou), `query` its query. */
type Mount = (root: HTMLElement, arg: string | undefined, query: URLSearchParams) => void | Promise<void>;

interface PageEntry {
  /** What the page loads before it can show (said while it loads); none for pages in the first bundle. */
  loading?: string;
  load: () => Promise<Mount> | Mount;
}

/** Every page, by the name in its URL. The first is the home page. Each also has a link in index.html's nav. */
const PAGES: Record<string, PageEntry> = {
  score: { load: () => (root, _arg, q) => scorePage(root, q) },
  // The scoring drill: hands from a seed, valued by the scoring module the shell has loaded.
  drill: { load: async () => { const m = await import('./pages/drill/page'); return (root, _arg, q) => m.drillPage(root, q); } },
  play: { loading: 'Loading the game engine…', load: async () => (await import('./pages/play/page')).playPage },
  replay: { loading: 'Loading the game engine…', load: async () => { const m = await import('./pages/replay/page'); return (root, _arg, q) => m.replayPage(root, q); } },
  // The scorekeeper records with the full engine's Ledger and scores hands with the Score page's calculator.
  keeper: { loading: 'Loading the scorekeeper…', load: async () => (await import('./pages/keeper/page')).keeperPage },
  // The rules pages (and the markdown reader they use) load when first opened: the Score page's first load is kept small.
  rules: { load: async () => (await import('./pages/rules/page')).rulesPage },
};
const HOME = Object.keys(PAGES)[0]!;

const main = document.querySelector<HTMLElement>('#app')!;

async function route(): Promise<void> {
  const [path = '', query = ''] = location.hash.replace(/^#\/?/, '').split('?');
  const [page = HOME, arg] = path.split('/');
  const name = page in PAGES ? page : HOME;
  document.querySelectorAll<HTMLAnchorElement>('header nav a').forEach((a) => a.classList.toggle('current', a.dataset.page === name));
  document.body.dataset.page = name;
  document.title = `tenpai · ${name[0]!.toUpperCase()}${name.slice(1)}`;
  const box = h('div.page');
  main.replaceChildren(box);
  const entry = PAGES[name]!;
  if (entry.loading) box.append(h('p.notice', null, entry.loading));
  const mount = await entry.load();
  // Another page may have been opened while this one loaded.
  if (!box.isConnected) return;
  box.replaceChildren();
  await mount(box, arg, new URLSearchParams(query));
}

async function start(): Promise<void> {
  await loadEngine();
  // Links within the scoring page only rewrite the query (replaceState), so hashchange means another page.
  window.addEventListener('hashchange', () => {
    route().catch(failed);
  });
  await route();
  document.body.dataset.ready = 'true';
  performance.mark('interactive');
}

function failed(e: unknown): void {
  main.textContent = `Could not load the engine: ${String(e)}`;
  document.body.dataset.error = String(e);
}

start().catch(failed);

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {
      /* offline use is a bonus; the site works without it */
    });
  });
}
