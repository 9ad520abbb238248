#!/usr/bin/env bash
# The set-up's wasm path choice on a fresh machine, as scripts/test.sh and scripts/demo.sh make it: source
# scripts/env.sh (no wasm path is ready yet), run scripts/setup.sh in its own process, choose again, and then every
# variable the wasm steps use must be set. Each case runs the real scripts (copied into a scratch repository) on a
# scratch machine: rustc, rustup, cargo, npm, apt-get and dpkg-query are stubs that keep their state in a scratch
# CARGO_HOME, RUSTUP_HOME and package list, so nothing is downloaded or installed and the case takes a second.
# Prints one TAP line per case and "# pass N" / "# fail N" (scripts/test.sh adds these up).
set -euo pipefail
REPO=$(cd "$(dirname "$0")/../.." && pwd)
SCRATCH=$(mktemp -d -t tenpai-setup-check.XXXXXX)
trap 'rm -rf "$SCRATCH"' EXIT

# A scratch machine in $1: tools/ (stubs and the few real utilities the scripts call), sys/ (what apt installs),
# cargo/ (CARGO_HOME), rustup/ (RUSTUP_HOME), dpkg/ (installed packages), repo/ (the scripts and the files they read).
new_machine() {
  local m=$1 u
  mkdir -p "$m"/{tools,sys,cargo/bin,rustup,dpkg} "$m/repo/scripts" "$m/repo/www" "$m/repo/tests/consumers/next15" \
    "$m/repo/benches/majiang"
  for u in bash sh env awk grep sed dirname id timeout cat touch mkdir chmod rm ls head tr mktemp; do
    ln -s "$(command -v "$u")" "$m/tools/$u"
  done
  cp "$REPO/scripts/env.sh" "$REPO/scripts/setup.sh" "$m/repo/scripts/"
  cp "$REPO/Cargo.lock" "$m/repo/"
  cp "$REPO/www/package.json" "$REPO/www/package-lock.json" "$m/repo/www/"
  cp "$REPO/tests/consumers/package.json" "$m/repo/tests/consumers/"
  cp "$REPO/tests/consumers/next15/package.json" "$m/repo/tests/consumers/next15/"
  cp "$REPO/benches/majiang/package.json" "$REPO/benches/majiang/package-lock.json" "$m/repo/benches/majiang/"
  stub "$m" rustc <<'STUB'
# rustc prints the target's library folder whether or not the target is installed.
[ "$*" = "--print target-libdir --target wasm32-unknown-unknown" ] || { echo "rustc stub: $*" >&2; exit 1; }
echo "$RUSTUP_HOME/toolchains/stable/lib/rustlib/wasm32-unknown-unknown/lib"
STUB
  stub "$m" rustup <<'STUB'
case "$*" in
  "target add wasm32-unknown-unknown")
    [ -e "$MACHINE/online" ] || { echo "error: could not download component 'rust-std'" >&2; exit 1; }
    mkdir -p "$RUSTUP_HOME/toolchains/stable/lib/rustlib/wasm32-unknown-unknown/lib" ;;
  "toolchain list")
    echo "stable-x86_64-unknown-linux-gnu (default)"
    [ ! -e "$RUSTUP_HOME/debian" ] || echo "debian" ;;
  "toolchain link debian /usr") touch "$RUSTUP_HOME/debian" ;;
  "run debian rustc --version") [ -e "$RUSTUP_HOME/debian" ] && [ -e "$MACHINE/dpkg/rustc-web" ] ;;
  *) echo "rustup stub: $*" >&2; exit 1 ;;
esac
STUB
  stub "$m" cargo <<'STUB'
[ "$1" = install ] || { echo "cargo stub: $*" >&2; exit 1; }
echo "$*" >>"$MACHINE/installs"
case "$2" in
  wasm-bindgen-cli) tool=wasm-bindgen; version=$4 ;;
  wasm-pack | cargo-fuzz) tool=$2; version=0.0.0 ;;
  *) echo "cargo stub: $*" >&2; exit 1 ;;
esac
printf '#!/bin/sh\necho "%s %s"\n' "$tool" "$version" >"$CARGO_HOME/bin/$tool"
chmod +x "$CARGO_HOME/bin/$tool"
STUB
  stub "$m" npm <<'STUB'
echo "npm $* in $PWD" >>"$MACHINE/installs"
mkdir -p node_modules/.bin
printf '#!/bin/sh\n' >node_modules/.bin/wasm-opt
chmod +x node_modules/.bin/wasm-opt
STUB
  stub "$m" dpkg-query <<'STUB'
[ ! -e "$MACHINE/dpkg/${*: -1}" ] || printf 'install ok installed'
STUB
  stub "$m" apt-get <<'STUB'
[ "$1" = update ] && exit 0
[ "$1" = install ] || { echo "apt-get stub: $*" >&2; exit 1; }
shift
for p in "$@"; do
  case "$p" in
    -*) ;;
    *)
      echo "apt-get install $p" >>"$MACHINE/installs"
      touch "$MACHINE/dpkg/$p"
      [ "$p" != lld-22 ] || { printf '#!/bin/sh\n' >"$MACHINE/sys/wasm-ld-22"; chmod +x "$MACHINE/sys/wasm-ld-22"; }
      ;;
  esac
done
STUB
  stub "$m" sudo <<'STUB'
exec "$@"
STUB
}

# stub MACHINE NAME < body: an executable bash script in the machine's tools/.
stub() {
  { echo '#!/usr/bin/env bash'; echo 'set -euo pipefail'; cat; } >"$1/tools/$2"
  chmod +x "$1/tools/$2"
}

# What scripts/test.sh and scripts/demo.sh do up to their first wasm step, on machine $1, in a clean environment
# (only WASM_MODE passes when the case forces it); prints WASM_MODE, WASM_PACK_MODE and WASM_ENV on one line.
setup_and_choose() {
  local m=$1
  env -i HOME="$m" MACHINE="$m" CARGO_HOME="$m/cargo" RUSTUP_HOME="$m/rustup" PATH="$m/tools:$m/sys" \
    ${FORCE_WASM_MODE:+WASM_MODE=$FORCE_WASM_MODE} bash -c '
    set -euo pipefail
    source "$MACHINE/repo/scripts/env.sh"
    before=$WASM_MODE
    "$ROOT/scripts/setup.sh" >"$MACHINE/setup.log" 2>&1 || { echo "scripts/setup.sh failed:"; cat "$MACHINE/setup.log"; exit 1; }
    tenpai_choose_wasm_mode
    echo "before=$before mode=${WASM_MODE:-(unset)} pack=${WASM_PACK_MODE:-(unset)} env=${WASM_ENV[*]:-(unset)}"
  ' 2>&1
}

PASS=0
FAIL=0
N=0
# expect NAME GOT WANT [MACHINE]: one TAP line.
expect() {
  N=$((N + 1))
  if [ "$2" = "$3" ]; then
    PASS=$((PASS + 1))
    echo "ok $N - $1"
  else
    FAIL=$((FAIL + 1))
    echo "not ok $N - $1"
    echo "#   got:  $2"
    echo "#   want: $3"
    [ -z "${4:-}" ] || sed 's/^/#   setup: /' "$4/setup.log" 2>/dev/null | tail -20
  fi
}

DEBIAN_ENV="env RUSTUP_TOOLCHAIN=debian RUSTC_BOOTSTRAP=1 CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-22 CARGO_UNSTABLE_BUILD_STD=std,panic_abort"
TOOLS="wasm-bindgen wasm-pack cargo-fuzz"
tools_of() { local t out=; for t in $TOOLS; do [ -x "$1/cargo/bin/$t" ] && out+="$t "; done; echo "${out% }"; }

m=$SCRATCH/online
new_machine "$m"
touch "$m/online"
expect "no wasm target, rustup can add it: the rustup path, every wasm variable set" \
  "$(setup_and_choose "$m")" "before=none mode=rustup pack=no-install env=env" "$m"
expect "the cargo-installed tools are there after set-up" "$(tools_of "$m")" "$TOOLS"
before=$(cat "$m/installs")
expect "a second set-up installs nothing and chooses the same path" \
  "$(setup_and_choose "$m") $(cat "$m/installs")" "before=rustup mode=rustup pack=no-install env=env $before" "$m"
expect "WASM_MODE=debian forced while the rustup target is there: the Debian path" \
  "$(FORCE_WASM_MODE=debian setup_and_choose "$m")" "before=debian mode=debian pack=force env=$DEBIAN_ENV" "$m"

m=$SCRATCH/offline
new_machine "$m"
expect "no wasm target, rustup cannot download it: Debian's rustc-web, every wasm variable set" \
  "$(setup_and_choose "$m")" "before=none mode=debian pack=force env=$DEBIAN_ENV" "$m"
expect "the cargo-installed tools are there after set-up (Debian path)" "$(tools_of "$m")" "$TOOLS"

echo "# pass $PASS"
echo "# fail $FAIL"
[ "$FAIL" -eq 0 ]
