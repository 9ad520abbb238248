#!/usr/bin/env bash
# Builds the npm package pkg-npm/: each module's wasm and bindings with wasm-pack (wasm-bindgen's bundler target,
# which runs unchanged in browsers, workers and Node: the package's entries load the .wasm each environment's
# way), the .wasm optimised with wasm-opt (Cargo.toml's flags), then scripts/assemble-npm.mjs.
#   the full engine           pkg-bindings        (profile wasm-release)
#   the scoring module        pkg-score-bindings  (profile wasm-score, Cargo feature `game` off)
# Called by scripts/test.sh, scripts/demo.sh and `npm run bench`, after scripts/setup.sh.
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "$0")/env.sh"
cd "$ROOT"
[ "$WASM_MODE" != none ] || { echo "no wasm toolchain is ready: run scripts/setup.sh first" >&2; exit 1; }

# wasm-bindgen leaves files it no longer writes (a removed snippet) in its out-dir: start from empty ones.
rm -rf pkg-bindings pkg-score-bindings
step "wasm-pack build --target bundler (full engine, pkg-bindings)"
"${WASM_ENV[@]}" wasm-pack build --mode "$WASM_PACK_MODE" --target bundler --out-dir pkg-bindings \
  --profile wasm-release --no-opt .
step "wasm-pack build --target bundler (scoring module, pkg-score-bindings)"
"${WASM_ENV[@]}" wasm-pack build --mode "$WASM_PACK_MODE" --target bundler --out-dir pkg-score-bindings \
  --out-name tenpai_score --profile wasm-score --no-opt . -- --no-default-features
step "wasm-opt"
tenpai_wasm_opt pkg-bindings/tenpai_bg.wasm
tenpai_wasm_opt pkg-score-bindings/tenpai_score_bg.wasm
step "assemble the npm package (pkg-npm)"
node scripts/assemble-npm.mjs
