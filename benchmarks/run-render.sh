#!/bin/sh
# run-render.sh: times export and drawing: swmap render vs tmxrasterizer, the renderer vs plain cairo, the app's first frame, memory and pan rate.
#
# Usage: benchmarks/run-render.sh [--build BUILD_DIR] [--runs N] [--renderer-only | --view-only] [--against OTHER_BUILD_DIR]
#   BUILD_DIR is a build with -Dapp=true (default: ./build). Needs tiled
#   (tmxrasterizer), xvfb-run, dbus-run-session and gnome-text-editor for
#   the launch comparison (skipped when missing).
#   --renderer-only: only swmap render and the offscreen frame (no Xvfb,
#   no windows). --against: also time that build's swmap and bench-render
#   in the same rounds, for an A/B of a renderer change, and its app and
#   bench-pan in the launch and pan rounds. --view-only: only the parts
#   under Xvfb (launch, memory, pan and zoom).
# The machine may be shared: CPU times (user + system) are the figures to
# trust; wall times are printed beside them.
set -eu

build=build
runs=5
inside=no
renderer_only=no
view_only=no
against=
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --inside-x) inside=yes; work=$2; shift 2 ;;
    --renderer-only) renderer_only=yes; shift ;;
    --view-only) view_only=yes; shift ;;
    --against) against=$(cd "$2" && pwd); shift 2 ;;
    *) echo "usage: $0 [--build BUILD_DIR] [--runs N] [--renderer-only | --view-only] [--against OTHER_BUILD_DIR]" >&2; exit 2 ;;
  esac
done
build=$(cd "$build" && pwd)
src=$(cd "$(dirname "$0")/.." && pwd)

median () { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# The part that needs a display: launch to first frame, idle memory, pan.
if [ "$inside" = yes ]; then
  # Tiled draws on the X display here, not offscreen.
  unset QT_QPA_PLATFORM
  export GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
         XDG_STATE_HOME="$work/state" XDG_CACHE_HOME="$work/cache"
  export GSETTINGS_SCHEMA_DIR="$build/data"
  printf '<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.8" orientation="orthogonal" renderorder="right-down" width="20" height="20" tilewidth="32" tileheight="32" infinite="0" nextlayerid="2" nextobjectid="1">\n <layer id="1" name="Tiles" width="20" height="20"><data encoding="csv">%s</data></layer>\n</map>\n' \
    "$(awk 'BEGIN { for (i = 0; i < 400; i++) printf "%s0", (i ? "," : "") }')" >"$work/empty.tmx"
  : >"$work/launch.txt"
  # Interleaved runs: each program meets the same load. One warm-up round
  # first, so that every program starts from a warm disk cache.
  for round in $(seq 0 "$runs"); do
    for who in floor floor-cairo swcompanion swcompanion-cairo other tiled text-editor; do
      case $who in
        floor) set -- "$build/benchmarks/floor-window" ;;
        # both on GTK's cairo renderer: the same footing on the other renderer
        floor-cairo) set -- env GSK_RENDERER=cairo "$build/benchmarks/floor-window" ;;
        swcompanion) set -- "$build/src/app/swcompanion" "$src/maps/base-5p.swmap" ;;
        swcompanion-cairo) set -- env GSK_RENDERER=cairo "$build/src/app/swcompanion" "$src/maps/base-5p.swmap" ;;
        other) [ -n "$against" ] || continue; set -- "$against/src/app/swcompanion" "$src/maps/base-5p.swmap" ;;
        tiled) command -v tiled >/dev/null || continue; set -- tiled "$work/empty.tmx" ;;
        text-editor) command -v gnome-text-editor >/dev/null || continue; set -- gnome-text-editor --standalone ;;
      esac
      line=$("$build/benchmarks/first-frame" --idle 3 "$@" 2>/dev/null) || { echo "   $who: no first frame" >&2; continue; }
      [ "$round" -gt 0 ] && echo "$who $line" >>"$work/launch.txt"
    done
  done
  echo "== launch to first frame (median of $runs, ms), CPU time until then (all threads) and idle resident memory (MB), Xvfb"
  floor_ms=$(awk '$1 == "floor" { print $2 }' "$work/launch.txt" | median)
  floor_cpu=$(awk '$1 == "floor" { print $5 }' "$work/launch.txt" | median)
  floor_kb=$(awk '$1 == "floor" { print $4 }' "$work/launch.txt" | median)
  ours_ms=$(awk '$1 == "swcompanion" { print $2 }' "$work/launch.txt" | median)
  [ -n "$against" ] && echo "   (other: the other build's swcompanion)"
  for who in floor floor-cairo swcompanion swcompanion-cairo other tiled text-editor; do
    grep -q "^$who " "$work/launch.txt" || continue
    ms=$(awk -v w="$who" '$1 == w { print $2 }' "$work/launch.txt" | median)
    kb=$(awk -v w="$who" '$1 == w { print $4 }' "$work/launch.txt" | median)
    cpu=$(awk -v w="$who" '$1 == w { print $5 }' "$work/launch.txt" | median)
    awk -v w="$who" -v ms="$ms" -v kb="$kb" -v cpu="$cpu" -v fms="$floor_ms" -v fkb="$floor_kb" -v fcpu="$floor_cpu" -v ours="$ours_ms" \
      'BEGIN { printf "   %-12s %7.0f ms (CPU %4.0f ms)  %6.1f MB   time %.2fx floor (CPU %.2fx), memory %.2fx floor; swcompanion / this: %.2f\n",
               w, ms, cpu, kb / 1024, ms / fms, cpu / fcpu, kb / fkb, ours / ms }'
  done
  echo "   goals: swcompanion time <= 1.1x floor, memory <= 1.2x floor, on each renderer:"
  echo "   swcompanion against floor (GTK's choice), swcompanion-cairo against floor-cairo"
  if grep -q "^floor-cairo " "$work/launch.txt" && grep -q "^swcompanion-cairo " "$work/launch.txt"; then
    c_ms=$(awk '$1 == "swcompanion-cairo" { print $2 }' "$work/launch.txt" | median)
    c_kb=$(awk '$1 == "swcompanion-cairo" { print $4 }' "$work/launch.txt" | median)
    f_ms=$(awk '$1 == "floor-cairo" { print $2 }' "$work/launch.txt" | median)
    f_kb=$(awk '$1 == "floor-cairo" { print $4 }' "$work/launch.txt" | median)
    awk -v a="$c_ms" -v b="$f_ms" -v c="$c_kb" -v d="$f_kb" \
      'BEGIN { printf "   cairo renderer: swcompanion-cairo / floor-cairo time %.2fx, memory %.2fx\n", a / b, c / d }'
  fi
  "$build/benchmarks/gen-map" 1000 "$work/m1000.swmap" "$work/m1000.tmx" >/dev/null
  echo "== scripted pan and zoom, 1,000 regions, real size (GdkFrameClock)"
  # Xvfb has no GPU: GL is llvmpipe (GTK's default there), the cairo
  # renderer is the other one. The floor repaints the same window with one
  # colour. bench-pan prints which renderer it got.
  for run in "cairo --floor" "gl --floor" "cairo" "gl" ${against:+"cairo other" "gl other"}; do
    set -- $run
    bench="$build/benchmarks/bench-pan" floor=${2:-}
    [ "$floor" = other ] && { bench="$against/benchmarks/bench-pan"; floor=; echo "   the other build:"; }
    GSK_RENDERER=$1 "$bench" "$work/m1000.swmap" $floor 2>/dev/null | sed 's/^/   /' ||
      echo "   GSK_RENDERER=$1: failed"
  done
  echo "   goal: 60 fps"
  exit 0
fi

if [ "$view_only" = yes ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT INT TERM
  echo "== machine: $(nproc) cores, load average $(cut -d" " -f1-3 /proc/loadavg)"
  xvfb-run -a -s "-screen 0 1600x1000x24" dbus-run-session -- "$0" --build "$build" --runs "$runs" \
    ${against:+--against "$against"} --inside-x "$work"
  echo "   load average now: $(cut -d" " -f1-3 /proc/loadavg)"
  exit 0
fi

for tool in "$build/src/cli/swmap" "$build/benchmarks/gen-map" "$build/benchmarks/bench-render"; do
  [ -x "$tool" ] || { echo "$0: $tool is missing; build first (ninja -C $build)" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$work" XDG_CONFIG_HOME="$work/config"

echo "== machine: $(nproc) cores, load average $(cut -d" " -f1-3 /proc/loadavg); $(tiled --version 2>/dev/null | tail -1)"
"$build/benchmarks/gen-map" 10000 "$work/m10k.swmap" "$work/m10k.tmx" | sed 's/^/   /'

echo "== swmap render 10,000 regions to PNG at 1 px/mm vs tmxrasterizer (median of $runs)"
# Interleaved rounds: every program meets the same load.
: >"$work/render.txt"
for round in $(seq 0 "$runs"); do
  /usr/bin/time -f "swmap %U %S %e" -a -o "$work/render.txt" \
    "$build/src/cli/swmap" render "$work/m10k.swmap" -o "$work/ours.png" --dpi 25.4
  if [ -n "$against" ]; then
    /usr/bin/time -f "other %U %S %e" -a -o "$work/render.txt" \
      "$against/src/cli/swmap" render "$work/m10k.swmap" -o "$work/other.png" --dpi 25.4
  fi
  /usr/bin/time -f "tmx %U %S %e" -a -o "$work/render.txt" tmxrasterizer "$work/m10k.tmx" "$work/tiled.png"
  [ "$round" -eq 0 ] && : >"$work/render.txt"   # warm-up
done
for who in swmap other tmx; do
  grep -q "^$who " "$work/render.txt" || continue
  cpu=$(awk -v w="$who" '$1 == w { print $2 + $3 }' "$work/render.txt" | median)
  wall=$(awk -v w="$who" '$1 == w { print $4 }' "$work/render.txt" | median)
  eval "${who}_cpu=$cpu"
  case $who in other) label="swmap (other build)" ;; tmx) label=tmxrasterizer ;; *) label=swmap ;; esac
  printf '   %-22s CPU %.2f s, wall %.2f s\n' "$label" "$cpu" "$wall"
done
file "$work/ours.png" "$work/tiled.png" | sed "s|$work/||; s/^/   /"
awk -v a="$swmap_cpu" -v b="$tmx_cpu" 'BEGIN { printf "   swmap / tmxrasterizer (CPU): %.2f (goal <= 0.5)\n", a / b }'
[ -n "$against" ] && awk -v a="$other_cpu" -v b="$tmx_cpu" -v c="$swmap_cpu" \
  'BEGIN { printf "   other build / tmxrasterizer (CPU): %.2f; this build / other: %.2f\n", a / b, c / a }'

echo "== one frame of 10,000 regions offscreen at 1 px/mm: the renderer vs plain cairo fill + stroke (best of $runs, CPU)"
"$build/benchmarks/bench-render" "$work/m10k.swmap" 1 "$runs" | sed 's/^/   /'
if [ -n "$against" ]; then
  echo "   -- the other build ($against), right after:"
  "$against/benchmarks/bench-render" "$work/m10k.swmap" 1 "$runs" | sed 's/^/   /'
fi
echo "   load average now: $(cut -d" " -f1-3 /proc/loadavg)"

if [ "$renderer_only" = yes ]; then
  exit 0
fi

if [ -x "$build/benchmarks/first-frame" ] && command -v xvfb-run >/dev/null && command -v dbus-run-session >/dev/null; then
  xvfb-run -a -s "-screen 0 1600x1000x24" dbus-run-session -- "$0" --build "$build" --runs "$runs" \
    ${against:+--against "$against"} --inside-x "$work"
else
  echo "== launch and pan: skipped (needs a build with -Dapp=true, xvfb-run and dbus-run-session)"
fi
