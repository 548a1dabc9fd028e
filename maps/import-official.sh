#!/bin/sh
# import-official.sh: regenerates the four base-game boards from data/official-maps.
#
# Usage: maps/import-official.sh [OUT_DIR]        (default: this folder)
#   SWMAP          the swmap binary (default: ../build/src/cli/swmap, else swmap on PATH)
#   OFFICIAL_MAPS  the data folder (default: ../data/official-maps from here)
# The options below are the documented decisions (see maps/README.md); the
# output is canonical, so running this again gives the same bytes.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data=${OFFICIAL_MAPS:-$here/../data/official-maps}
out=${1:-$here}
mkdir -p "$out"
if [ -z "${SWMAP:-}" ]; then
  if [ -x "$here/../build/src/cli/swmap" ]; then SWMAP=$here/../build/src/cli/swmap; else SWMAP=swmap; fi
fi

# board PLAYERS DESCRIPTION [OPTION...]
board () {
  players=$1 description=$2
  shift 2
  "$SWMAP" import-graph "$data/smallworld_base_${players}p.json" -o "$out/base-${players}p.swmap" \
    --title "Small World — $players players" \
    --title-lang "zh-CN=小小世界 — $players 人" \
    --title-lang "zh-TW=小小世界 — $players 人" \
    --description "$description" "$@"
  # The outlines: drawn so that shared borders realise exactly this graph.
  "$SWMAP" layout "$out/base-${players}p.swmap" -o "$out/base-${players}p.swmap"
  rm -f "$out/base-${players}p.swmap~"   # the saver's backup of the previous version
}

about="region graph of the official board of the Small World base game (Days of Wonder): terrain, symbols, Lost Tribes, Mountains, entry regions (border) and adjacency. No drawing of the printed board is public data: the outlines were drawn by swmap layout so that shared borders realise exactly this adjacency, border regions on the board's edge, regions numbered left to right and top to bottom as on the board."

board 2 "The 2-player $about"
board 3 "The 3-player $about"
board 4 "The 4-player $about"
board 5 "The 5-player $about The sources disagree on three points, decided here. \
Adjacency 13-19 appears in one source only and three others lack it; with it the graph is not planar (a Kuratowski subgraph runs through regions 12, 13, 18, 19, 20, 21, 23, 26, 28, 32, 35, 39, 41, 42, 43 and 47), so it is dropped. \
Region 28 is Farmland in one source and Hill in two: Hill, which also gives nine of each non-mountain land terrain as on the other boards. \
Regions 45 and 46 are border regions in one source and inner regions in another: unresolved; they are kept as border regions, as in the main source." \
  --drop-adjacency 13-19 --terrain 28=hill
