#!/usr/bin/env bash
# Runs the libFuzzer targets in fuzz/ (cargo-fuzz) for a bounded time each, starting from the committed seed corpus
# fuzz/seeds/<target>/ (real inputs: see fuzz/seeds/README.md). A crash, a panic, a timeout or an out-of-memory
# fails the run: libFuzzer saves the input under fuzz/artifacts/<target>/ and cargo-fuzz prints how to reproduce it.
# The last line for each target is "fuzz result: <target> runs=… cov=… ft=… corpus=… seconds=…" (scripts/test.sh
# quotes it in its summary).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]   default: 45 s each, all four targets (notation score game_apply game_load)
#   FUZZ_CORPUS=DIR scripts/fuzz.sh …       keeps the inputs it finds in DIR/<target>/ (default: a scratch folder)
#
# cargo-fuzz passes nightly-only flags (-Zsanitizer=address, -Cpasses=sancov-module); RUSTC_BOOTSTRAP=1 lets the
# stable toolchain accept them. The seeds are never written to: new inputs go to the first corpus folder.
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "$0")/env.sh"
cd "$ROOT/fuzz"
SECONDS_EACH=${1:-45}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(notation score game_apply game_load)
export RUSTC_BOOTSTRAP=1

CORPUS=${FUZZ_CORPUS:-}
if [ -z "$CORPUS" ]; then
  CORPUS=$(mktemp -d -t tenpai-fuzz.XXXXXX)
  trap 'rm -rf "$CORPUS"' EXIT
fi

for t in "${TARGETS[@]}"; do
  [ -d "seeds/$t" ] || { echo "no seed corpus fuzz/seeds/$t" >&2; exit 1; }
  mkdir -p "$CORPUS/$t"
  out=$(mktemp -t tenpai-fuzz-out.XXXXXX)
  started=$SECONDS
  # -timeout: one input running longer than this (wall-clock time) is a hang. The slowest inputs take well under a
  # second of CPU; the margin is for a loaded machine.
  rc=0
  cargo fuzz run "$t" "$CORPUS/$t" "seeds/$t" -- -max_total_time="$SECONDS_EACH" -timeout=60 \
    -print_final_stats=1 2>&1 | tee "$out" || rc=$?
  # libFuzzer's last status line: "#12345  DONE   cov: 1234 ft: 5678 corp: 90/12Kb ..."
  awk -v t="$t" -v s=$((SECONDS - started)) '
    /^#[0-9]+/ && / cov: / { runs = substr($1, 2); for (i = 1; i < NF; i++) { if ($i == "cov:") cov = $(i+1);
      if ($i == "ft:") ft = $(i+1); if ($i == "corp:") corp = $(i+1) } }
    END { printf "fuzz result: %s runs=%s cov=%s ft=%s corpus=%s seconds=%s\n", t, runs, cov, ft, corp, s }' "$out"
  rm -f "$out"
  [ "$rc" -eq 0 ] || { echo "fuzz target $t failed (exit $rc): see the input saved under fuzz/artifacts/$t/" >&2; exit "$rc"; }
done
