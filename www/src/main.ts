// The demo site's shell: loads the engine once, then routes #/score, #/play, #/replay and #/rules.
import { h } from './dom';
import { loadEngine } from './engine';
import { playPage } from './play-page';
import { replayPage } from './replay-page';
import { rulesPage } from './rules-page';
import { scorePage } from './score-page';
import './style.css';

const main = document.querySelector<HTMLElement>('#app')!;
const PAGES = ['score', 'play', 'replay', 'rules'] as const;

function route(): void {
  const [path = '', query = ''] = location.hash.replace(/^#\/?/, '').split('?');
  const [page = 'score', arg] = path.split('/');
  const name = (PAGES as readonly string[]).includes(page) ? page : 'score';
  document.querySelectorAll<HTMLAnchorElement>('header nav a').forEach((a) => a.classList.toggle('current', a.dataset.page === name));
  document.body.dataset.page = name;
  const q = new URLSearchParams(query);
  const box = h('div.page');
  main.replaceChildren(box);
  if (name === 'play') playPage(box);
  else if (name === 'replay') replayPage(box, q);
  else if (name === 'rules') void rulesPage(box, arg);
  else scorePage(box, q);
  document.title = `tenpai · ${name[0]!.toUpperCase()}${name.slice(1)}`;
}

async function start(): Promise<void> {
  await loadEngine();
  // Links within the scoring page only rewrite the query (replaceState), so hashchange means another page.
  window.addEventListener('hashchange', route);
  route();
  document.body.dataset.ready = 'true';
  performance.mark('interactive');
}

start().catch((e: unknown) => {
  main.textContent = `Could not load the engine: ${String(e)}`;
  document.body.dataset.error = String(e);
});

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => {
      /* offline use is a bonus; the site works without it */
    });
  });
}
