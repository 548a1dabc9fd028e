#!/usr/bin/env bash
# dev.sh: set up a Debian 12 machine, build, and run the app or the tests.
#   tools/dev.sh run [FILE]   install what is missing, build, open FILE (default: the 5-player board)
#   tools/dev.sh test         install what is missing, build, run every test (GUI tests under Xvfb),
#                                 then the whole suite again under AddressSanitizer/UBSan
# Idempotent: packages already installed and an up-to-date build cost a few seconds.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

# Debian 12 packages: the build and the test tools (the run command adds a CJK font).
# librsvg2-common is gdk-pixbuf's SVG loader, only recommended by GTK: the
# build draws the icons' PNGs from their SVGs with it.
build_packages=(meson ninja-build pkg-config gcc gettext
  libglib2.0-dev libxml2-dev libxml2-utils libcairo2-dev libpango1.0-dev libpng-dev
  libjson-glib-dev libgtk-4-dev libgtk-4-bin libadwaita-1-dev librsvg2-common)
test_packages=(xvfb xauth dbus dbus-x11 desktop-file-utils appstream)

install_missing() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Configures BUILD_DIR once (meson reconfigures by itself when build files change).
build() {
  local dir=$1; shift
  [ -f "$dir/build.ninja" ] || meson setup "$dir" "$@"
  ninja -C "$dir"
}

# Runs the suite of one build dir under a virtual display and session bus;
# prints "N passed, N failed" as its last line.
run_suite() {
  local dir=$1 log
  log=$(mktemp)
  set +e
  xvfb-run -a -s "-screen 0 1366x768x24" dbus-run-session -- \
    meson test -C "$dir" --print-errorlogs --num-processes 2 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  set -e
  local ok fail
  ok=$(awk '/^Ok:/ {print $2}' "$log" | tail -n 1)
  fail=$(awk '/^(Fail|Unexpected Pass|Timeout):/ {s += $2} END {print s + 0}' "$log")
  rm -f "$log"
  echo "$dir: ${ok:-0} passed, ${fail:-0} failed"
  return "$rc"
}

case "${1:-}" in
  run)
    install_missing "${build_packages[@]}" fonts-noto-cjk
    build build
    file=${2:-maps/base-5p.swmap}
    exec ./build/src/app/swcompanion "$file"
    ;;
  test)
    install_missing "${build_packages[@]}" "${test_packages[@]}"
    build build
    build build-sanitize -Db_sanitize=address,undefined -Db_lundef=false
    rc=0
    run_suite build || rc=1
    # LeakSanitizer on (tests/meson.build points it at tests/lsan.supp)
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      run_suite build-sanitize || rc=1
    if [ $rc -eq 0 ]; then echo "all suites passed"; else echo "some tests failed"; fi
    exit $rc
    ;;
  *)
    sed -n '2,6p' "$0"
    exit 2
    ;;
esac
