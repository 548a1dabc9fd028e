#!/bin/sh
# run.sh: times swmap validate/convert against xmllint and Tiled on generated 10k and 30k maps.
#
# Usage: benchmarks/run.sh [--build BUILD_DIR] [--runs N] [--strict]
#   BUILD_DIR holds src/cli/swmap and benchmarks/gen-map (default: ./build).
#   --strict exits 1 when a goal is missed (the default only reports).
# Needs xmllint (libxml2-utils), tiled and GNU time (/usr/bin/time).
set -eu

build=build
runs=5
strict=no
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --strict) strict=yes; shift ;;
    *) echo "usage: $0 [--build BUILD_DIR] [--runs N] [--strict]" >&2; exit 2 ;;
  esac
done

swmap=$(cd "$build" && pwd)/src/cli/swmap
gen=$(cd "$build" && pwd)/benchmarks/gen-map
for tool in "$swmap" "$gen"; do
  [ -x "$tool" ] || { echo "$0: $tool is missing; build first (ninja -C $build)" >&2; exit 2; }
done
for tool in xmllint tiled /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "$0: $tool is not installed" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
# Tiled needs no display with the offscreen platform; keep its settings out of $HOME.
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$work" XDG_CONFIG_HOME="$work/config"

echo "== machine: $(nproc) cores, $(uname -sr); $(xmllint --version 2>&1 | head -1); $(tiled --version 2>/dev/null | tail -1)"
for n in 10000 30000; do
  printf '== generating %s regions: ' "$n"
  "$gen" "$n" "$work/m$n.swmap" "$work/m$n.tmx"
  ls -l "$work/m$n.swmap" "$work/m$n.tmx" | awk '{ printf "   %s %.1f MB\n", $NF, $5 / 1e6 }'
  # The generated map must be valid, or the timing means nothing.
  if ! "$swmap" validate "$work/m$n.swmap" >"$work/issues$n.txt" 2>&1; then
    echo "   swmap validate reports errors on the generated map:" >&2
    head -5 "$work/issues$n.txt" >&2
  fi
  echo "   $(grep -c . "$work/issues$n.txt" || true) issue lines from swmap validate"
done

# Interleaved rounds: each round runs every command once, in turn, so a
# neighbour's burst on the shared machine lands on one run of several
# commands, not on all the runs of one; then the median per command. GNU
# time gives each run's wall time, CPU time (user + system) and peak
# resident memory.
names="validate10k xmllint10k validate30k xmllint30k convert10k tiled10k convert30k tiled30k"
command_of () {
  case "$1" in
    validate10k) echo "$swmap validate $work/m10000.swmap" ;;
    xmllint10k) echo "xmllint --noout $work/m10000.swmap" ;;
    validate30k) echo "$swmap validate $work/m30000.swmap" ;;
    xmllint30k) echo "xmllint --noout $work/m30000.swmap" ;;
    convert10k) echo "$swmap convert $work/m10000.swmap -o $work/out10000.swmap" ;;
    tiled10k) echo "tiled --export-map tmx $work/m10000.tmx $work/out10000.tmx" ;;
    convert30k) echo "$swmap convert $work/m30000.swmap -o $work/out30000.swmap" ;;
    tiled30k) echo "tiled --export-map tmx $work/m30000.tmx $work/out30000.tmx" ;;
  esac
}
echo "== timing: 1 warm-up round, then $runs interleaved rounds; load average: $(cut -d" " -f1-3 /proc/loadavg)"
: >"$work/times.txt"
round=0
while [ "$round" -le "$runs" ]; do
  for name in $names; do
    # validate exits 1 on a map with errors; the map was checked above
    /usr/bin/time -f "%e %U %S %M" -o "$work/time.txt" $(command_of "$name") >/dev/null 2>"$work/err.txt" || {
      case "$name" in validate*) ;; *) echo "$0: $name failed:" >&2; cat "$work/err.txt" >&2; exit 1 ;; esac
    }
    # round 0 is the warm-up
    [ "$round" -eq 0 ] || awk -v name="$name" '{ print name, $1, $2 + $3, $4 }' "$work/time.txt" >>"$work/times.txt"
  done
  round=$((round + 1))
done
echo "   load average after: $(cut -d" " -f1-3 /proc/loadavg)"

# median NAME COLUMN: the median of one column (2: wall s, 3: CPU s, 4: peak kB) over the rounds.
median () {
  awk -v name="$1" -v col="$2" '$1 == name { print $col }' "$work/times.txt" | sort -g |
    awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
wall () { median "$1" 2; }
cpu () { median "$1" 3; }
rss () { median "$1" 4; }

missed=0
# report LABEL VALUE GOAL_OP GOAL: prints one line, counts misses.
report () {
  if awk -v v="$2" -v g="$4" -v op="$3" 'BEGIN { exit !((op == "<=") ? v <= g : v < g) }'; then
    verdict=met
  else
    verdict=MISSED; missed=$((missed + 1))
  fi
  printf '%-52s %8.2f   goal %s %-5s %s\n' "$1" "$2" "$3" "$4" "$verdict"
}
ratio () { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", a / b }'; }

echo "== medians: wall time (s), CPU time (user + system, s), peak RSS (MB)"
for name in $names; do
  printf '   %-12s wall %6.3f   cpu %6.3f   rss %6.1f\n' "$name" "$(wall $name)" "$(cpu $name)" "$(ratio "$(rss $name)" 1024)"
done

echo "== ratios of wall time, for information"
for pair in validate10k:xmllint10k validate30k:validate10k convert10k:tiled10k convert30k:tiled30k; do
  printf '   %-26s %6.2f\n' "${pair%%:*} / ${pair#*:}" "$(ratio "$(wall "${pair%%:*}")" "$(wall "${pair#*:}")")"
done
echo "== ratios of CPU time, against the goals"
report "swmap validate / xmllint --noout, 10k regions" "$(ratio "$(cpu validate10k)" "$(cpu xmllint10k)")" "<=" 5
report "swmap validate 30k / 10k" "$(ratio "$(cpu validate30k)" "$(cpu validate10k)")" "<=" 3.6
report "swmap convert / tiled --export-map, 10k regions" "$(ratio "$(cpu convert10k)" "$(cpu tiled10k)")" "<=" 0.5
report "swmap convert / tiled --export-map, 30k regions" "$(ratio "$(cpu convert30k)" "$(cpu tiled30k)")" "<=" 0.5
report "peak RSS convert / tiled, 10k regions" "$(ratio "$(rss convert10k)" "$(rss tiled10k)")" "<" 1
report "peak RSS convert / tiled, 30k regions" "$(ratio "$(rss convert30k)" "$(rss tiled30k)")" "<" 1
echo "   (for reference, swmap validate / xmllint at 30k regions: $(ratio "$(cpu validate30k)" "$(cpu xmllint30k)"))"

if [ "$missed" -gt 0 ]; then
  echo "== $missed goal(s) missed"
  [ "$strict" = yes ] && exit 1
fi
exit 0
