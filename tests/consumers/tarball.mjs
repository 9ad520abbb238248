// Shared by the tests in this folder: the package as users get it (`npm pack` of the assembled package, one
// tarball), and scratch folders to install it into.
//
// Scratch folders are made below this folder, not in the system's temp directory: a consumer app there installs only
// the tarball, and its bundler or compiler resolves from this folder's node_modules (the versions pinned in
// package.json and locked in package-lock.json), the way a project's own dependencies resolve.
//
//   TENPAI_NPM_PKG=dir       the assembled package to pack (default: pkg-npm/)
//   TENPAI_KEEP_CONSUMERS=1  keeps the scratch folders for a look afterwards
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const PKG = process.env.TENPAI_NPM_PKG || resolve(HERE, '../../pkg-npm');

/** Runs a command and returns its stdout; its stderr goes to the test's. */
export const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/** Runs a command (with `env` added to the environment) and returns { status, output } with stdout and stderr
 *  together (for commands that may fail). */
export function runCapture(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'] });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** A fresh scratch folder (in `base`, by default this folder); remove it with dropScratch. */
export function makeScratch(prefix, base = HERE) {
  return mkdtempSync(join(base, `.scratch-${prefix}-`));
}

export function dropScratch(dir) {
  if (dir && !process.env.TENPAI_KEEP_CONSUMERS) rmSync(dir, { recursive: true, force: true });
}

/** Packs the assembled package into `dir`/tenpai.tgz and returns npm pack's --json report for it. */
export function packInto(dir) {
  assert.ok(existsSync(join(PKG, 'package.json')), `${PKG} is missing: scripts/test.sh builds and assembles it`);
  const report = JSON.parse(run('npm', ['pack', PKG, '--pack-destination', dir, '--json'], dir));
  assert.equal(report.length, 1, 'npm pack makes one tarball');
  renameSync(join(dir, report[0].filename), join(dir, 'tenpai.tgz'));
  return report[0];
}

/** Installs what `app`'s package.json lists (the tarball, as file:../tenpai.tgz) from the registry and the tarball;
 *  `args` are more npm options. */
export function npmInstall(app, args = []) {
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...args], app);
}
