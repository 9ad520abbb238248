// The demo site's shell: loads the scoring engine once, then routes #/score, #/play, #/replay and #/rules.
// The Play and Replay pages (and with them the full engine, game-engine.ts) are imported when first opened.
import { h } from './dom';
import { loadEngine } from './engine';
import { rulesPage } from './rules-page';
import { scorePage } from './score-page';
import './style.css';

const main = document.querySelector<HTMLElement>('#app')!;
const PAGES = ['score', 'play', 'replay', 'rules'] as const;

async function route(): Promise<void> {
  const [path = '', query = ''] = location.hash.replace(/^#\/?/, '').split('?');
  const [page = 'score', arg] = path.split('/');
  const name = (PAGES as readonly string[]).includes(page) ? page : 'score';
  document.querySelectorAll<HTMLAnchorElement>('header nav a').forEach((a) => a.classList.toggle('current', a.dataset.page === name));
  document.body.dataset.page = name;
  const q = new URLSearchParams(query);
  const box = h('div.page');
  main.replaceChildren(box);
  document.title = `tenpai · ${name[0]!.toUpperCase()}${name.slice(1)}`;
  if (name === 'play' || name === 'replay') {
    box.append(h('p.notice', null, 'Loading the game engine…'));
    const page = name === 'play' ? await import('./play-page') : await import('./replay-page');
    // Another page may have been opened while this one loaded.
    if (!box.isConnected) return;
    box.replaceChildren();
    if ('playPage' in page) page.playPage(box);
    else page.replayPage(box, q);
  } else if (name === 'rules') void rulesPage(box, arg);
  else scorePage(box, q);
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
