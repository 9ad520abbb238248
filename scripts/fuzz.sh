#!/usr/bin/env bash
# Runs the libFuzzer targets in fuzz/ (cargo-fuzz) for a bounded time each, starting from the committed seed corpus
# fuzz/seeds/<target>/ (real inputs: see fuzz/seeds/README.md). A crash, a panic, a timeout or an out-of-memory
# fails the run: libFuzzer saves the input under fuzz/artifacts/<target>/ and cargo-fuzz prints how to reproduce it.
# The last line for each target is "fuzz result: <target> runs=… per_second=… per_cpu_second=… cov=… ft=… corpus=…
# seconds=…" (scripts/test.sh quotes it in its summary): inputs run, inputs per second of wall-clock time and per
# second of the CPU time the run used (what a loaded machine does not stretch), libFuzzer's coverage figures.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]   default: 45 s each, all four targets (notation score game_apply game_load)
#   FUZZ_CORPUS=DIR scripts/fuzz.sh …       keeps the inputs it finds in DIR/<target>/ (default: a scratch folder)
#
# The targets are built with coverage, debug assertions and overflow checks, without AddressSanitizer (`-s none`,
# which scripts/test.sh's build uses too): the engine has no unsafe code, so ASan has little to find, and its checks
# made each game input several times as slow. cargo-fuzz passes nightly-only flags (-Cpasses=sancov-module and
# others); RUSTC_BOOTSTRAP=1 lets the stable toolchain accept them. The seeds are never written to: new inputs go to
# the first corpus folder.
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "$0")/env.sh"
cd "$ROOT/fuzz"
SECONDS_EACH=${1:-45}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(notation score game_apply game_load)
export RUSTC_BOOTSTRAP=1

# CPU time of the fuzzer: bash's `times` before and after, whose second line is the user and system time of this
# shell's finished children ("0m1.500s 0m0.200s"). Run in this shell and written to a file: in a pipe or $(...) it
# would report a subshell's children.
TIMES=$(mktemp -t tenpai-fuzz-times.XXXXXX)
children_cpu_seconds() { # FILE: the seconds a `times` output holds for the children
  awk 'NR == 2 { s = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); s += p[1] * 60 + p[2] } print s }' "$1"
}

CORPUS=${FUZZ_CORPUS:-}
if [ -z "$CORPUS" ]; then
  CORPUS=$(mktemp -d -t tenpai-fuzz.XXXXXX)
  trap 'rm -rf "$CORPUS" "$TIMES" "$TIMES.after"' EXIT
else
  trap 'rm -f "$TIMES" "$TIMES.after"' EXIT
fi

for t in "${TARGETS[@]}"; do
  [ -d "seeds/$t" ] || { echo "no seed corpus fuzz/seeds/$t" >&2; exit 1; }
  mkdir -p "$CORPUS/$t"
  out=$(mktemp -t tenpai-fuzz-out.XXXXXX)
  # The built target first (cargo fuzz run builds it when needed), so that the time counted is the fuzzing's.
  cargo fuzz build -s none "$t"
  started=$SECONDS
  times >"$TIMES"
  # -timeout: one input running longer than this (wall-clock time) is a hang. The slowest inputs take well under a
  # second of CPU; the margin is for a loaded machine.
  rc=0
  cargo fuzz run -s none "$t" "$CORPUS/$t" "seeds/$t" -- -max_total_time="$SECONDS_EACH" -timeout=60 \
    -print_final_stats=1 2>&1 | tee "$out" || rc=$?
  times >"$TIMES.after"
  cpu=$(awk -v a="$(children_cpu_seconds "$TIMES")" -v b="$(children_cpu_seconds "$TIMES.after")" 'BEGIN { print b - a }')
  # libFuzzer's last status line: "#12345  DONE   cov: 1234 ft: 5678 corp: 90/12Kb ..."
  awk -v t="$t" -v s=$((SECONDS - started)) -v cpu="$cpu" '
    /^#[0-9]+/ && / cov: / { runs = substr($1, 2); for (i = 1; i < NF; i++) { if ($i == "cov:") cov = $(i+1);
      if ($i == "ft:") ft = $(i+1); if ($i == "corp:") corp = $(i+1) } }
    END { printf "fuzz result: %s runs=%s per_second=%.0f per_cpu_second=%.0f cov=%s ft=%s corpus=%s seconds=%s\n",
      t, runs, runs / (s > 0 ? s : 1), runs / (cpu > 0 ? cpu : 1), cov, ft, corp, s }' "$out"
  rm -f "$out"
  [ "$rc" -eq 0 ] || { echo "fuzz target $t failed (exit $rc): see the input saved under fuzz/artifacts/$t/" >&2; exit "$rc"; }
done
