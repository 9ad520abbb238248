// Shared by the tests in this folder: headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core), a
// static file server, and long-running servers (dev servers, `next start`) started and stopped by process group.
//
//   CHROMIUM_PATH=file   the browser (default: /usr/bin/chromium)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The checks all ran and all passed; a failure shows every failed check's message. */
export function assertOutcome(outcome, expected) {
  assert.deepEqual(outcome.failed, [], outcome.failed.map((f) => `${f.name}: ${f.error}`).join('\n'));
  assert.deepEqual(outcome.passed, expected);
}

const MIME = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.json': 'application/json', '.css': 'text/css',
};

/** Answers `res` with the file at `file`, or 404; true if there was a file. */
export function sendFile(res, file) {
  if (!existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return false;
  }
  res.writeHead(200, { 'content-type': MIME[extname(file)] || 'application/octet-stream' });
  res.end(readFileSync(file));
  return true;
}

/** A static file server for `dir` on a free local port (what any web host does; no dev tooling). `route(path, res)`
 *  may answer a request first (returning true). */
export async function serve(dir, route = () => false) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (route(path, res)) return;
    let file = resolve(dir, '.' + path);
    const inside = file === dir || file.startsWith(dir + sep);
    if (inside && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!inside) res.writeHead(404).end();
    else sendFile(res, file);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** Loads `url` in Chromium and returns the outcome the page writes to body[data-outcome]. No page error, console
 *  error or failed request is allowed, but a missing /favicon.ico (servers that answer it 404 for every page). */
export async function outcomeInBrowser(browser, url, timeout = 120_000) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && !/favicon|status of 404/.test(m.text()) &&
    problems.push(`console: ${m.text()}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') &&
    problems.push(`HTTP ${r.status()}: ${r.url()}`));
  try {
    await page.goto(url);
    await page.waitForFunction(() => document.body?.dataset.outcome, null, { timeout }).catch((e) => {
      throw new Error(`${e.message}\n${problems.join('\n')}`);
    });
    const outcome = JSON.parse(await page.evaluate(() => document.body.dataset.outcome));
    assert.deepEqual(problems, []);
    return outcome;
  } finally {
    await page.close();
  }
}

/** A free local port (for servers that want a number). */
export async function freePort() {
  const probe = createServer();
  await new Promise((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address();
  await new Promise((ok) => probe.close(ok));
  return port;
}

/**
 * Starts `command args` in `cwd` as its own process group and waits until `url` answers (any status); returns
 * `{ stop, output }`: `stop()` ends the whole group, `output()` is what it printed so far.
 */
export async function startServer(command, args, cwd, url, env = {}, seconds = 180) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = null;
  child.on('exit', (code) => (exited = code));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  for (const end = Date.now() + seconds * 1000; ; ) {
    try {
      await fetch(url);
      break;
    } catch {}
    if (exited !== null || Date.now() > end) {
      stop();
      assert.fail(`${command} ${args.join(' ')} did not answer at ${url} (exit ${exited}):\n${output}`);
    }
    await new Promise((ok) => setTimeout(ok, 250));
  }
  return { stop, output: () => output };
}
