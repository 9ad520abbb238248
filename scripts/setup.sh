#!/usr/bin/env bash
# Installs what tenpai's build and tests need on a Debian 12 machine with rustup and node 20, and nothing else.
# Idempotent: every step checks first, so a second run takes seconds.
#
#   WASM_MODE=rustup|debian scripts/setup.sh   forces a wasm toolchain path (default: rustup's wasm32 target if
#                                              it is or can be installed, else Debian's rustc-web + build-std)
#   TENPAI_SKIP_BROWSER=1                      skips chromium + chromium-driver (only browser tests need them)
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "$0")/env.sh"
cd "$ROOT"

SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
APT_UPDATED=
apt_install() {
  local missing=() p
  for p in "$@"; do
    [ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" = "install ok installed" ] || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  step "apt-get install ${missing[*]}"
  if [ -z "$APT_UPDATED" ]; then
    $SUDO apt-get update -q
    APT_UPDATED=1
  fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
}

step "setup: wasm toolchain"
if [ "$WASM_MODE" = none ]; then
  if timeout 180 rustup target add wasm32-unknown-unknown && wasm_target_ready; then
    WASM_MODE=rustup
  else
    echo "rustup cannot add wasm32-unknown-unknown here: using Debian's rustc-web with build-std" >&2
    WASM_MODE=debian
  fi
fi
if [ "$WASM_MODE" = rustup ] && ! wasm_target_ready; then
  timeout 180 rustup target add wasm32-unknown-unknown
fi
if [ "$WASM_MODE" = debian ]; then
  # rust-web-llvm gives /usr/bin/rust-lld -> lld-22, but only lld-22 makes that link resolve.
  apt_install rustc-web cargo-web rust-web-src rust-web-llvm lld-22
  rustup toolchain list | grep -q '^debian' || rustup toolchain link debian /usr
fi
tenpai_choose_wasm_mode
echo "WASM_MODE=$WASM_MODE"
[ "$WASM_MODE" != none ] || { echo "set-up left no wasm toolchain path ready" >&2; exit 1; }

if [ -z "${TENPAI_SKIP_BROWSER:-}" ]; then
  step "setup: chromium + chromium-driver (browser tests, demo screenshot)"
  apt_install chromium chromium-driver
fi

step "setup: wasm-bindgen-cli $WB_VERSION"
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WB_VERSION" ]; then
  # Not --locked: the CLI's own lock names crate versions this registry index lacks.
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --force
fi

step "setup: wasm-pack"
command -v wasm-pack >/dev/null || cargo install wasm-pack

step "setup: cargo-fuzz (the fuzz targets in fuzz/, run by scripts/test.sh on stable with RUSTC_BOOTSTRAP=1)"
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz

step "setup: npm install in www/ (vite, typescript, playwright-core, binaryen for wasm-opt)"
# `npm install`, not `npm ci` (npm ci has refused a lock without rollup's per-platform packages). The committed lock is the one `npm install` writes here, so a fresh clone's set-up leaves it unchanged.
# Skipped when our stamp is newer than package.json and the lock, so a second run costs nothing.
stamp=www/node_modules/.tenpai-setup-stamp
if [ ! -f "$stamp" ] || [ www/package.json -nt "$stamp" ] || [ www/package-lock.json -nt "$stamp" ]; then
  (cd www && npm install --no-audit --no-fund)
  touch "$stamp"
fi
step "setup: npm install in tests/consumers/ (bundlers, Next.js 15 and 16, TypeScript 5.9 and 7, playwright-core: the npm-tarball consumer tests)"
# One install: Next.js 15 is the npm workspace tests/consumers/next15/ (Next.js 16 is the folder's own).
stamp=tests/consumers/node_modules/.tenpai-setup-stamp
if [ ! -f "$stamp" ] || [ tests/consumers/package.json -nt "$stamp" ] || [ tests/consumers/next15/package.json -nt "$stamp" ]; then
  (cd tests/consumers && npm install --no-audit --no-fund)
  touch "$stamp"
fi

step "setup: npm install in benches/majiang/ (majiang-ai, the outside player of the duplicate matches; tests/node/majiang.test.mjs)"
stamp=benches/majiang/node_modules/.tenpai-setup-stamp
if [ ! -f "$stamp" ] || [ benches/majiang/package.json -nt "$stamp" ] || [ benches/majiang/package-lock.json -nt "$stamp" ]; then
  (cd benches/majiang && npm install --no-audit --no-fund)
  touch "$stamp"
fi

command -v wasm-opt >/dev/null && [ "$(command -v wasm-opt)" = "$ROOT/www/node_modules/.bin/wasm-opt" ] ||
  { echo "wasm-opt should come from www/node_modules (npm binaryen), got: $(command -v wasm-opt || echo none)" >&2; exit 1; }

step "setup: done (WASM_MODE=$WASM_MODE)"
