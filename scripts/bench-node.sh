#!/usr/bin/env bash
# npm run bench: builds the Node package of tenpai (wasm, the shipped profile), installs @kobalab/majiang-core in
# benches/node/, and runs benches/node/bench.mjs: tenpai wasm vs majiang-core vs tenpai native (`cargo bench`).
#   npm run bench -- --quick        shorter timings
#   npm run bench -- --no-native    skips cargo bench
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "$0")/env.sh"
cd "$ROOT"
[ "$WASM_MODE" != none ] || scripts/setup.sh
tenpai_choose_wasm_mode
step "wasm-pack build --target nodejs (profile wasm-release, as shipped)"
"${WASM_ENV[@]}" wasm-pack build --mode "$WASM_PACK_MODE" --target nodejs --out-dir pkg-nodejs --profile wasm-release --no-opt .
tenpai_wasm_opt pkg-nodejs/tenpai_bg.wasm
# The package's shanten(hand) fast path, as scripts/assemble-npm.mjs adds it to pkg-npm/ (the glue users get).
node scripts/fast-paths.mjs pkg-nodejs/tenpai.js
step "npm install in benches/node (@kobalab/majiang-core)"
(cd benches/node && npm install --no-audit --no-fund --loglevel=error)
step "bench"
TENPAI_BENCH_PKG="$ROOT/pkg-nodejs/tenpai.js" node benches/node/bench.mjs "$@"
