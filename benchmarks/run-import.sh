#!/bin/sh
# run-import.sh: times `swmap import` of a generated 1,000-region SVG against
# only rasterizing the same SVG with librsvg (rsvg-convert to a PNG of the
# same physical size at 96 dpi), and prints the ratio (goal: at most 2).
#
# Usage: benchmarks/run-import.sh [--build BUILD_DIR] [--runs N] [--regions N] [--strict]
#   BUILD_DIR holds src/cli/swmap and benchmarks/gen-drawing (default: ./build).
#   --strict exits 1 when the goal is missed (the default only reports).
# Needs rsvg-convert (Debian: librsvg2-bin), GNU time (/usr/bin/time) and bc.
set -eu

build=build
runs=5
regions=1000
strict=no
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --regions) regions=$2; shift 2 ;;
    --strict) strict=yes; shift ;;
    *) echo "usage: $0 [--build BUILD_DIR] [--runs N] [--regions N] [--strict]" >&2; exit 2 ;;
  esac
done

swmap=$(cd "$build" && pwd)/src/cli/swmap
gen=$(cd "$build" && pwd)/benchmarks/gen-drawing
for tool in "$swmap" "$gen"; do
  [ -x "$tool" ] || { echo "$0: $tool is missing; build first (ninja -C $build)" >&2; exit 2; }
done
command -v rsvg-convert >/dev/null || { echo "$0: rsvg-convert is not installed (apt install librsvg2-bin)" >&2; exit 2; }
for tool in /usr/bin/time bc file; do
  command -v "$tool" >/dev/null || { echo "$0: $tool is not installed" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

echo "== machine: $(nproc) cores, $(uname -sr); $(rsvg-convert --version)"
printf '== generating: '
"$gen" "$regions" "$work/board.svg"

# The best of N runs of a command: "WALL CPU" in seconds (CPU = user +
# system), from GNU time; the runs of the two commands alternate, so that a
# burst of a neighbour's work lands on both rather than on one.
measure() {
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >/dev/null 2>&1
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time"
}
import_wall=""; import_cpu=""; raster_wall=""; raster_cpu=""
i=0
while [ $i -lt "$runs" ]; do
  set -- $(measure "$swmap" import "$work/board.svg" -o "$work/board.swmap")
  if [ -z "$import_wall" ] || [ "$(echo "$1 < $import_wall" | bc -l)" = 1 ]; then import_wall=$1; import_cpu=$2; fi
  set -- $(measure rsvg-convert --dpi-x 96 --dpi-y 96 -o "$work/board.png" "$work/board.svg")
  if [ -z "$raster_wall" ] || [ "$(echo "$1 < $raster_wall" | bc -l)" = 1 ]; then raster_wall=$1; raster_cpu=$2; fi
  i=$((i + 1))
done
"$swmap" validate "$work/board.swmap" >/dev/null 2>&1 || { echo "$0: the imported map does not validate" >&2; exit 1; }
ratio=$(echo "$import_wall / $raster_wall" | bc -l)
cpu_ratio=$(echo "$import_cpu / $raster_cpu" | bc -l)
echo "best of $runs runs      wall      CPU"
printf 'swmap import     %6.2f s  %6.2f s  (%s regions)\n' "$import_wall" "$import_cpu" "$(grep -c '<region ' "$work/board.swmap")"
printf 'rsvg-convert     %6.2f s  %6.2f s  (%s PNG)\n' "$raster_wall" "$raster_cpu" "$(file -b "$work/board.png" | cut -d, -f2 | tr -d ' ')"
printf 'ratio            %6.2f    %6.2f    (goal: at most 2)\n' "$ratio" "$cpu_ratio"
if [ "$strict" = yes ] && [ "$(echo "$ratio > 2" | bc -l)" = 1 ]; then
  exit 1
fi
