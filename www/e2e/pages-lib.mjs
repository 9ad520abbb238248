// Shared set-up of the page tests (score, replay, rules): `vite preview` of www/dist on its own port, Debian's
// Chromium through playwright-core, fresh pages that record page errors, and the five screen sizes.
import { before, after } from 'node:test';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const HERE = dirname(fileURLToPath(import.meta.url));
export const WWW = join(HERE, '..');
export const ROOT = join(WWW, '..');
export const SHOTS = process.env.E2E_SHOTS || join(ROOT, '.e2e-shots');

/** Upright and sideways phones, then a desktop. */
export const SIZES = {
  'phone-390x844': { width: 390, height: 844 },
  'phone-360x740': { width: 360, height: 740 },
  'phone-844x390': { width: 844, height: 390 },
  'phone-740x360': { width: 740, height: 360 },
  'desktop-1280x800': { width: 1280, height: 800 },
};
export const PHONE = SIZES['phone-390x844'];
export const DESKTOP = SIZES['desktop-1280x800'];

async function waitFor(url, ms = 30000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not come up`);
}

/** Starts the built site and a browser for one test file; `port` keeps files apart if they ever run together. */
export function useSite(port) {
  const site = { base: `http://127.0.0.1:${port}/`, browser: null };
  let server;
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = spawn(join(WWW, 'node_modules/.bin/vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: WWW,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    await waitFor(site.base);
    site.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  after(async () => {
    await site.browser?.close();
    if (server) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {}
    }
  });
  /** A fresh page (own storage) at `hash`, with the page errors it throws collected in `errors`. */
  site.open = async (viewport = DESKTOP, hash = '') => {
    const context = await site.browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(site.base + hash);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    return { context, page, errors };
  };
  return site;
}

/** What reaches past the right edge of the screen: the document's width, and every visible element whose box
 * ends beyond the viewport (inside a scrolling box that clips it, it does not count). */
export async function overflow(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    if (document.documentElement.scrollWidth > width) out.push(`document ${document.documentElement.scrollWidth} > ${width}`);
    const clipped = (el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/(auto|scroll|hidden)/.test(s.overflowX)) return p.getBoundingClientRect().right <= width + 0.5;
      }
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.right > width + 0.5 && !clipped(el)) {
        out.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${[...el.classList].join('.')} right=${Math.round(r.right)} > ${width}`);
        if (out.length > 8) break;
      }
    }
    return out;
  });
}

/** At every size: no horizontal overflow, and a full-page screenshot `<name>-<size>.png` in SHOTS. `prepare`
 * runs after each resize (to reopen a panel, scroll to a part). */
export async function checkSizes(page, name, assertEmpty, prepare = async () => {}) {
  for (const [label, vp] of Object.entries(SIZES)) {
    await page.setViewportSize(vp);
    await prepare(label);
    await page.waitForTimeout(50);
    assertEmpty(await overflow(page), `${name} at ${label}`);
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}
