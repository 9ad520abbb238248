// The layout harness of the browser tests: the five screen sizes every page and play state is checked at, a check
// that nothing scrolls sideways or is cut (the document, any visible control or tile past the screen's edge, or cut
// by a box that clips it), and a screenshot of each state at each size in ../.e2e-shots/<state>-<w>x<h>.png.
// Not a test file itself (node --test runs *.test.mjs): the tests import it.
//
//   import { SIZES, startSite, checkAllSizes } from './viewport.mjs';
//   const site = await startSite(4174);                // vite preview of www/dist + Debian's Chromium
//   const { page } = await site.open(SIZES[0], '#/play');
//   await checkAllSizes(page, 'play-new-game');         // throws an AssertionError listing every problem
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const HERE = dirname(fileURLToPath(import.meta.url));
export const WWW = join(HERE, '..');
export const ROOT = join(WWW, '..');
export const SHOTS = process.env.E2E_SHOTS || join(ROOT, '.e2e-shots');

/** Upright phones, the same phones held sideways, and a laptop. */
export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'small-phone', width: 360, height: 740 },
  { name: 'phone-sideways', width: 844, height: 390 },
  { name: 'small-phone-sideways', width: 740, height: 360 },
  { name: 'desktop', width: 1280, height: 800 },
];
export const DESKTOP = SIZES[4];

/** What a person can press or must be able to read whole: checked against the screen's edges and clipping boxes. */
const CONTROLS = 'button, a[href], input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"]), .tile';

export async function waitFor(url, ms = 30000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not come up`);
}

/**
 * Serves www/dist with `vite preview` on `port` and launches Debian's Chromium. `open(size, hash)` gives a fresh
 * page (own storage) that has loaded the site; `errors` collects its page errors.
 */
export async function startSite(port) {
  mkdirSync(SHOTS, { recursive: true });
  const base = `http://127.0.0.1:${port}/`;
  // Another server on the port would answer in place of ours (another clone's site, a stale run): refuse it.
  const taken = await fetch(base).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is already in use: stop that server or choose another port`);
  const server = spawn(join(WWW, 'node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: WWW,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitFor(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    base,
    browser,
    async open(size = DESKTOP, hash = '', { touch = false } = {}) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: touch });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(base + hash);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
      return { context, page, errors };
    },
    async close() {
      await browser.close();
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {}
    },
  };
}

/**
 * The layout problems of the page as it is now: the document wider than the screen, a visible control or tile
 * reaching past the screen's left or right edge, cut by an ancestor that clips its overflow, or (for each
 * `contain` pair) an `inner` element sticking out of its closest `outer` box (a river spilling out of its seat).
 * `allowScroll` lists selectors of boxes that may scroll sideways on their own (a wide table in its scroller).
 */
export async function layoutProblems(page, { contain = [], allowScroll = [] } = {}) {
  return page.evaluate(
    ({ CONTROLS, contain, allowScroll }) => {
      const vw = window.innerWidth;
      const slack = 0.5;
      const problems = [];
      const describe = (el) => {
        const id = el.id ? `#${el.id}` : '';
        const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : '';
        const text = (el.textContent || el.getAttribute('aria-label') || el.dataset.tile || '').trim().replace(/\s+/g, ' ').slice(0, 30);
        return `${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
      };
      const visible = (el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const cs = getComputedStyle(el);
        return cs.visibility !== 'hidden' && cs.display !== 'none' && Number(cs.opacity) > 0;
      };
      const doc = document.documentElement;
      if (doc.scrollWidth > vw) problems.push(`the document is ${doc.scrollWidth} px wide on a ${vw} px screen`);
      const allowed = (box) => allowScroll.some((s) => box.matches(s));
      const seen = new Set();
      for (const el of document.querySelectorAll(CONTROLS)) {
        if (!visible(el)) continue;
        // A control inside a box that may scroll sideways is checked as that box (the box must fit).
        let subject = el;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const ox = getComputedStyle(a).overflowX;
          if ((ox === 'auto' || ox === 'scroll') && allowed(a)) subject = a;
        }
        const r = subject.getBoundingClientRect();
        if (r.left < -slack || r.right > vw + slack) {
          const what = describe(subject);
          if (!seen.has(what)) problems.push(`${what} reaches past the screen (x ${Math.round(r.left)}..${Math.round(r.right)}, screen ${vw})`);
          seen.add(what);
          continue;
        }
        for (let a = subject.parentElement; a && a !== document.body; a = a.parentElement) {
          const cs = getComputedStyle(a);
          if (cs.overflowX === 'visible') continue;
          const b = a.getBoundingClientRect();
          if (r.left < b.left - slack || r.right > b.right + slack) {
            const scrolls = cs.overflowX === 'auto' || cs.overflowX === 'scroll';
            problems.push(`${describe(el)} is ${scrolls ? 'scrolled out of' : 'cut by'} ${describe(a).slice(0, 60)} (x ${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(b.left)}..${Math.round(b.right)})`);
            break;
          }
        }
      }
      // Boxes that scroll sideways and are not allowed to.
      for (const el of document.body.querySelectorAll('*')) {
        const ox = getComputedStyle(el).overflowX;
        if ((ox === 'auto' || ox === 'scroll') && el.scrollWidth > el.clientWidth + 1 && visible(el) && !allowed(el)) {
          problems.push(`${describe(el).slice(0, 60)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
        }
      }
      for (const { outer, inner } of contain) {
        for (const el of document.querySelectorAll(inner)) {
          const box = el.parentElement?.closest(outer);
          if (!box || !visible(el)) continue;
          const r = el.getBoundingClientRect();
          const b = box.getBoundingClientRect();
          if (r.left < b.left - slack || r.right > b.right + slack || r.top < b.top - slack || r.bottom > b.bottom + slack) {
            problems.push(`${describe(el)} sticks out of ${describe(box).slice(0, 40)} (${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)} in ${Math.round(b.left)},${Math.round(b.top)}..${Math.round(b.right)},${Math.round(b.bottom)})`);
          }
        }
      }
      return problems;
    },
    { CONTROLS, contain, allowScroll },
  );
}

/** Resizes the page and waits until it has laid itself out again (two animation frames). */
export async function resize(page, size) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Shows the page's current state at each size in `sizes`: saves `<state>-<w>x<h>.png` (the whole page) and returns
 * the layout problems, each prefixed with the state and size. Leaves the page at the last size. `options` go to
 * layoutProblems; `each(page, size)` may add its own problems (strings) per size.
 */
export async function problemsAllSizes(page, state, { sizes = SIZES, each, ...options } = {}) {
  const all = [];
  for (const size of sizes) {
    await resize(page, size);
    await page.screenshot({ path: join(SHOTS, `${state}-${size.width}x${size.height}.png`), fullPage: true });
    const problems = await layoutProblems(page, options);
    if (each) problems.push(...((await each(page, size)) ?? []));
    all.push(...problems.map((p) => `${state} at ${size.width}x${size.height}: ${p}`));
  }
  return all;
}

/** problemsAllSizes, then one AssertionError naming every problem at every size. */
export async function checkAllSizes(page, state, options = {}) {
  const all = await problemsAllSizes(page, state, options);
  assert.deepEqual(all, [], `layout problems:\n${all.join('\n')}`);
}
