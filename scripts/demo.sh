#!/usr/bin/env bash
# Builds the wasm package and the demo site, then serves it on http://127.0.0.1:${PORT:-5173}/ until Ctrl-C.
#
#   PORT=8080 scripts/demo.sh          another port
#   DEMO_SCREENSHOT=shot.png scripts/demo.sh   also save a headless-Chromium screenshot of the page, then keep serving
#   WASM_MODE=rustup|debian            forces a wasm toolchain path (see scripts/setup.sh)
set -euo pipefail
# shellcheck source=scripts/env.sh
source "$(dirname "$0")/env.sh"
cd "$ROOT"
PORT=${PORT:-5173}

scripts/setup.sh
tenpai_choose_wasm_mode

# The site consumes the npm package (pkg-npm/) like any web app, so the package is built the same way as in CI.
scripts/build-npm.sh # www/node_modules/tenpai is npm's link to it (file:../pkg-npm)
step "www: tsc + vite build"
(cd www && npm run build)

step "serving www/dist"
URL="http://127.0.0.1:$PORT/"
(cd www && exec vite preview --host 127.0.0.1 --port "$PORT" --strictPort) &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT INT TERM
for _ in $(seq 100); do
  curl -fsS -o /dev/null "$URL" 2>/dev/null && break
  kill -0 "$SERVER" 2>/dev/null || { echo "vite preview stopped (is port $PORT taken?)" >&2; exit 1; }
  sleep 0.2
done
if [ -n "${DEMO_SCREENSHOT:-}" ]; then
  step "screenshot -> $DEMO_SCREENSHOT"
  (cd www && node screenshot.mjs "$URL" "$(realpath -m "$ROOT/$DEMO_SCREENSHOT")")
fi
echo
echo "tenpai demo: $URL   (Ctrl-C stops it)"
wait "$SERVER"
