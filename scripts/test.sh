#!/usr/bin/env bash
# Runs every check of the project, the same way on a fresh machine, a developer's machine and CI (.ci/run):
# setup (and its wasm path choice on a stubbed fresh machine), rustfmt, clippy, native tests (release: the
# conformance suites are large), the fuzz targets (45 s each from the seed corpus), the wasm packages, the wasm
# facade's tests under Node, the Node package test, the demo site (type check, build, browser tests and its size
# budget) and the .wasm size budget.
# Exits non-zero as soon as one step fails; the last lines are always a summary.
#
#   WASM_MODE=rustup|debian scripts/test.sh   forces a wasm toolchain path (see scripts/setup.sh)
#   TENPAI_ONLY_WASM=1 scripts/test.sh         skips rustfmt, clippy, the native tests and the fuzz targets (for
#                                              iterating on the wasm side; the summary says so, and CI never sets it)
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "$0")/env.sh"
cd "$ROOT"

LOG=$(mktemp -t tenpai-test.XXXXXX)
CURRENT_STEP=
DONE_STEPS=()
SKIPPED_STEPS=()
# Every test runner's output also goes to $LOG so the closing summary can add up what ran.
run_step() {
  CURRENT_STEP=$1
  shift
  local t=$SECONDS
  step "$CURRENT_STEP"
  "$@" 2>&1 | tee -a "$LOG"
  DONE_STEPS+=("$(printf '%-44s %4ss' "$CURRENT_STEP" $((SECONDS - t)))")
  CURRENT_STEP=
}

summary() {
  local rc=$? passed failed ignored
  # cargo: "test result: ok. 12 passed; 0 failed; 1 ignored; ..."; node --test: "# pass 3" / "# fail 0".
  passed=$(awk '/^test result:/ { for (i = 1; i <= NF; i++) if ($(i+1) ~ /^passed/) s += $i } /^# pass / { s += $3 }
    END { print s + 0 }' "$LOG")
  failed=$(awk '/^test result:/ { for (i = 1; i <= NF; i++) if ($(i+1) ~ /^failed/) s += $i } /^# fail / { s += $3 }
    END { print s + 0 }' "$LOG")
  ignored=$(awk '/^test result:/ { for (i = 1; i <= NF; i++) if ($(i+1) ~ /^ignored/) s += $i } END { print s + 0 }' "$LOG")
  echo
  echo "=== summary (WASM_MODE=$WASM_MODE, $((SECONDS - TENPAI_T0))s)"
  local s
  for s in "${DONE_STEPS[@]}"; do echo "  ok    $s"; done
  # scripts/fuzz.sh: "fuzz result: <target> runs=… per_second=… per_cpu_second=… cov=… ft=… corpus=… seconds=…"
  grep '^fuzz result: ' "$LOG" | sed 's/^fuzz result: /        fuzz /' || true
  for s in "${SKIPPED_STEPS[@]}"; do echo "  SKIP  $s"; done
  rm -f "$LOG"
  if [ "$rc" -ne 0 ]; then
    echo "  FAIL  ${CURRENT_STEP:-(set-up)}"
    echo "scripts/test.sh: FAILED (exit $rc)"
    [ "$failed" -gt 0 ] || failed=1 # a failed build or lint step counts as a failure too
  else
    echo "scripts/test.sh: all steps passed"
  fi
  echo "tests: $passed passed, $failed failed, $ignored skipped"
  exit "$rc"
}
trap summary EXIT

# The set-up's wasm path choice on a stubbed fresh machine (no wasm target, no cargo-installed tools): a second
# run on a machine already set up could not show a path that only breaks the first time.
run_step "setup check (tests/setup/wasm-mode.sh)" tests/setup/wasm-mode.sh
run_step "setup" scripts/setup.sh
tenpai_choose_wasm_mode # setup ran in its own process and may have installed a path

if [ -z "${TENPAI_ONLY_WASM:-}" ]; then
  run_step "cargo fmt --check" cargo fmt --check
  run_step "cargo clippy (native, all targets)" cargo clippy --all-targets -- -D warnings
  # The API reference `cargo doc` renders: a link to an item that is private or gone fails the run.
  run_step "cargo doc (no broken or private links)" env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
  # --no-fail-fast: one failing suite should not hide the results of the others.
  run_step "cargo test --release (native)" cargo test --release --no-fail-fast
  # libFuzzer on stable (RUSTC_BOOTSTRAP=1; no AddressSanitizer, as scripts/fuzz.sh says why): a panic on any input
  # a caller controls fails the run. Built once, then each target fuzzes for 45 s from fuzz/seeds/<target>/.
  run_step "fuzz: cargo fuzz build (4 targets)" bash -c 'cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz build -s none'
  for target in notation score game_apply game_load; do
    run_step "fuzz: $target (45 s)" scripts/fuzz.sh 45 "$target"
  done
else
  SKIPPED_STEPS+=("rustfmt, clippy, native tests, fuzz targets (TENPAI_ONLY_WASM=1)")
fi

# Two modules, each built once with wasm-bindgen's bundler target and optimised once (scripts/build-npm.sh): the full
# engine (pkg-bindings) and the scoring module `tenpai/score` (pkg-score-bindings, Cargo feature `game` off, profile
# wasm-score); scripts/assemble-npm.mjs puts them in the npm package pkg-npm/ beside its own entries (pkg-template/).
run_step "build the npm package (scripts/build-npm.sh)" scripts/build-npm.sh
# The scoring module reads its JSON with the crate's own reader (src/json.rs): serde_json and the derived Deserialize
# impls would be a quarter of the module, so none may be reached. Cargo's output still has the function names.
run_step "score module: no serde_json or derived Deserialize (wasm-parts --forbid)" node scripts/wasm-parts.mjs \
  --forbid 'serde_json|Deserializ' target/wasm32-unknown-unknown/wasm-score/tenpai.wasm

run_step "cargo test --target wasm32 --test wasm_node" \
  "${WASM_ENV[@]}" cargo test --target wasm32-unknown-unknown --test wasm_node
run_step "node --test tests/node/" node --test tests/node/
# The generated .d.ts against the engine's real values and a consumer using every export (tsc --strict, then run).
run_step "node --test tests/types/ (tsc --strict)" node --test tests/types/
# The package as users get it: npm pack -> one tarball -> a Node script, a plain HTML page and apps built with Vite,
# webpack, Rollup and esbuild, the pages in headless Chromium (tests/consumers/consumers.test.mjs says what each
# covers); and its types under tsc --strict, TypeScript 5.9 and 7, bundler and node16 resolution, ESM and CommonJS
# (tests/consumers/typescript.test.mjs).
run_step "node --test tests/consumers/ (bundlers, tsc)" node --test tests/consumers/
run_step "www: tsc --noEmit + vite build" bash -c 'cd www && npm run build'
# Playwright (playwright-core + Debian's Chromium) on the built site; prints the site's gzipped size (budget
# checked) and the first-load time, and saves screenshots to .e2e-shots/.
run_step "www: e2e (node --test www/e2e/)" bash -c 'cd www && node --test --test-concurrency=1 e2e/'

# Sizes (the .wasm of each module gzip -9, the packed tarball) and the Node load time (CPU, median of fresh
# processes) against their budgets: scripts/budgets.mjs.
run_step "budgets: wasm size, instantiate time" node scripts/budgets.mjs
