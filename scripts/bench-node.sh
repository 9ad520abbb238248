#!/usr/bin/env bash
# npm run bench: builds the npm package (scripts/build-npm.sh: wasm of the shipped profile), installs
# @kobalab/majiang-core in benches/node/, and runs benches/node/bench.mjs: tenpai wasm (the package's Node entry,
# as users call it) vs majiang-core vs tenpai native (`cargo bench`).
#   npm run bench -- --quick        shorter timings
#   npm run bench -- --no-native    skips cargo bench
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "$0")/env.sh"
cd "$ROOT"
[ "$WASM_MODE" != none ] || scripts/setup.sh
tenpai_choose_wasm_mode
scripts/build-npm.sh
step "npm install in benches/node (@kobalab/majiang-core)"
(cd benches/node && npm install --no-audit --no-fund --loglevel=error)
step "bench"
node benches/node/bench.mjs "$@"
