# shellcheck shell=bash
# Sourced (never run) by the other scripts: one place that knows how wasm is built on this machine.
#
# Sets:
#   ROOT            the repository root
#   WB_VERSION      the wasm-bindgen version in Cargo.lock (wasm-bindgen-cli must match it exactly)
#   WASM_MODE       rustup | debian | none (none = no path is ready yet: scripts/setup.sh installs one)
#   WASM_ENV        array prefix for wasm commands only: "${WASM_ENV[@]}" cargo build --target wasm32-unknown-unknown
#   WASM_PACK_MODE  the wasm-pack --mode that works on this path
# and puts www/node_modules/.bin first on PATH so wasm-pack finds npm's wasm-opt (Debian's binaryen 108 breaks
# the module) and ~/.cargo/bin on PATH for the cargo-installed tools.
#
# WASM_MODE=rustup|debian in the environment forces a path. That forced value is kept apart (WASM_MODE_FORCED)
# from the chosen one, so choosing again after scripts/setup.sh has installed a path finds it.
# The Debian variables are scoped to wasm commands on purpose: exported globally they would make native builds
# use Debian's rustc (no clippy/rustfmt) and rebuild std for the host.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PATH="$ROOT/www/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

WB_VERSION=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock")

# True when the active rustup toolchain has the prebuilt wasm32 standard library.
wasm_target_ready() {
  local d
  d=$(rustc --print target-libdir --target wasm32-unknown-unknown 2>/dev/null) && [ -d "$d" ]
}

# True when Debian's rustc is linked as the rustup toolchain "debian" and runs (scripts/setup.sh does that).
debian_toolchain_ready() {
  rustup toolchain list 2>/dev/null | grep -q '^debian' && rustup run debian rustc --version >/dev/null 2>&1 &&
    command -v wasm-ld-22 >/dev/null
}

# Set once, from the environment of the first script that sources this file.
WASM_MODE_FORCED=${WASM_MODE_FORCED-${WASM_MODE:-}}

# Picks the path (the forced one, else the first that is ready) without touching the network; scripts/setup.sh is
# what installs one, in its own process, so its callers choose again once it is done.
tenpai_choose_wasm_mode() {
  unset WASM_ENV WASM_PACK_MODE
  case "$WASM_MODE_FORCED" in
    rustup | debian | '') ;;
    *)
      echo "WASM_MODE must be rustup or debian, not '$WASM_MODE_FORCED'" >&2
      return 1
      ;;
  esac
  if [ -n "$WASM_MODE_FORCED" ]; then
    WASM_MODE=$WASM_MODE_FORCED
  elif wasm_target_ready; then
    WASM_MODE=rustup
  elif debian_toolchain_ready; then
    WASM_MODE=debian
  else
    WASM_MODE=none
  fi
  case "$WASM_MODE" in
    rustup)
      WASM_ENV=(env)
      WASM_PACK_MODE=no-install # never downloads anything
      ;;
    debian)
      WASM_ENV=(env RUSTUP_TOOLCHAIN=debian RUSTC_BOOTSTRAP=1
        CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-22
        CARGO_UNSTABLE_BUILD_STD=std,panic_abort)
      WASM_PACK_MODE=force # skips wasm-pack's sysroot target check, which build-std never satisfies
      ;;
    none) ;;
  esac
}
tenpai_choose_wasm_mode

# Optimises a .wasm in place with wasm-opt (npm's binaryen, first on PATH) and the flags Cargo.toml gives wasm-pack
# ([package.metadata.wasm-pack.profile.custom] wasm-opt = ["-Os"] -> -Os). The builds run wasm-pack with --no-opt
# and call this instead: wasm-pack's own wasm-opt step looks only in its download cache, so with
# --mode no-install it skips optimisation ("no downloading was requested") and ships the unoptimised module.
tenpai_wasm_opt() {
  local flags
  flags=$(awk '/^\[package.metadata.wasm-pack.profile.custom\]/ { on = 1; next } /^\[/ { on = 0 }
    on && /^wasm-opt/ { gsub(/.*\[|\].*|"|,/, ""); print }' "$ROOT/Cargo.toml")
  echo "wasm-opt $flags $1"
  # shellcheck disable=SC2086 # the flags are separate words
  wasm-opt $flags "$1" -o "$1"
}

# Prints "=== [+Ns] message" so long runs show where the time goes.
TENPAI_T0=${TENPAI_T0:-$SECONDS}
step() { echo "=== [+$((SECONDS - TENPAI_T0))s] $*"; }
