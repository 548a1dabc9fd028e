#!/usr/bin/env bash
# dev.sh: set up a Debian 12 machine, build, and run the app or the tests.
#   tools/dev.sh run [FILE]   install what is missing, build, open FILE (default: the 5-player board)
#   tools/dev.sh test         install what is missing, build, run every test (GUI tests under Xvfb),
#                                 again built with clang, then under AddressSanitizer/UBSan
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
# clang: the suite is built with it too, so the code stays portable across compilers;
# fonts-noto-cjk: the Chinese translations, and the tests that draw Chinese labels;
# at-spi2-core: the accessibility bus GTK asks for (its absence is a warning,
# which the tests treat as fatal).
test_packages=(clang xvfb xauth dbus dbus-x11 at-spi2-core desktop-file-utils appstream fonts-noto-cjk)

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

# Configures BUILD_DIR once (meson reconfigures by itself when build files
# change); CC=... before it chooses the compiler.
build() {
  local dir=$1; shift
  [ -f "$dir/build.ninja" ] || meson setup "$dir" "$@"
  ninja -C "$dir"
}

# Runs the suite of one build dir under a virtual display and session bus;
# prints every skipped test and "DIR: N passed, N failed, N skipped" last
# (tools/test-summary.py: under CI a skip fails unless the test says why
# it cannot run there).
run_suite() {
  local dir=$1 rc=0
  shift
  xvfb-run -a -s "-screen 0 1366x768x24" dbus-run-session -- \
    meson test -C "$dir" --print-errorlogs --num-processes 2 "$@" || rc=1
  python3 tools/test-summary.py "$dir" "$dir" || rc=1
  return "$rc"
}

case "${1:-}" in
  run)
    install_missing "${build_packages[@]}" fonts-noto-cjk
    build build
    file=$(realpath "${2:-maps/base-5p.swmap}")
    # the build's settings schema and translations (data/meson.build)
    exec meson devenv -C build -w "$top" ./build/src/app/swcompanion "$file"
    ;;
  test)
    install_missing "${build_packages[@]}" "${test_packages[@]}"
    build build
    build build-sanitize -Db_sanitize=address,undefined -Db_lundef=false
    CC=clang build build-clang
    rc=0
    run_suite build || rc=1
    run_suite build-clang || rc=1
    # LeakSanitizer on (tests/meson.build sets its options and points it
    # at tests/lsan.supp); the sanitizers make GTK's OpenGL on a software rasterizer several
    # times slower, hence the longer time limits
    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
      run_suite build-sanitize --timeout-multiplier 3 || rc=1
    if [ $rc -eq 0 ]; then echo "all suites passed"; else echo "some tests failed"; fi
    exit $rc
    ;;
  *)
    sed -n '2,6p' "$0"
    exit 2
    ;;
esac
