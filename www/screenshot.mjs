// node screenshot.mjs URL FILE: loads the page in Debian's headless Chromium (playwright-core, no browser
// download), waits until the wasm has answered, saves a full-page screenshot and fails on page errors.
import { chromium } from 'playwright-core';

const [url = 'http://127.0.0.1:5173/', file = 'screenshot.png'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"], body[data-error]', { timeout: 20000 });
  await page.screenshot({ path: file, fullPage: true });
  const failed = await page.getAttribute('body', 'data-error');
  if (failed || errors.length) throw new Error(`page failed: ${failed ?? errors.join('; ')}`);
  console.log(`screenshot: ${file}`);
} finally {
  await browser.close();
}
