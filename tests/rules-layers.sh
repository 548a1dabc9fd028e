#!/bin/sh
# rules-layers.sh: the files of the rules engine (src/core/rules) call
# only downwards (docs/architecture.md, Layers): no file calls a function
# defined in a file of its own layer or of a higher one, and no file
# includes the private header of a higher layer. Read from the built
# library's symbols, so that a call hidden behind the public header
# sw-game.h is seen too. A new file of src/core/rules needs a layer here.
# Usage: rules-layers.sh LIBSWCORE.a SOURCE_DIR
set -eu
lib=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# file layer (the effect tables are hooks: the layers above call them
# through the pointers of their entries, never by name)
cat > "$tmp/layers" <<'EOF'
sw-effects 0
sw-game 1
sw-cost 2
sw-score 2
sw-effects-base 3
sw-effects-underground 3
sw-effects-warcraft 3
sw-game-actions 4
sw-game-turn 5
sw-game-replay 6
sw-game-check 7
sw-game-xml 7
sw-game-moves 7
sw-bot 8
sw-balance 9
sw-balance-pdf 10
EOF
# the private headers, by layer (sw-game.h is the public API of all of them)
cat > "$tmp/headers" <<'EOF'
sw-effects.h 0
sw-game-state.h 1
sw-cost.h 2
sw-score.h 2
sw-game-actions.h 4
sw-game-turn.h 5
sw-game-moves.h 7
sw-bot.h 8
sw-balance.h 9
EOF

status=0

# Every file of src/core/rules has a layer.
for c in "$src"/src/core/rules/*.c; do
  f=$(basename "$c" .c)
  if ! grep -q "^$f " "$tmp/layers"; then
    echo "src/core/rules/$f.c: no layer (add it to tests/rules-layers.sh and docs/architecture.md)"
    status=1
  fi
done

# Symbols of the rules objects: "file kind symbol" (kind T: a function it
# defines, U: one it calls or uses).
nm -A "$lib" 2>/dev/null | sed -n 's/^.*rules_\(sw-[a-z-]*\)\.c\.o: *[0-9a-f]* *\([TU]\) \(.*\)$/\1 \2 \3/p' > "$tmp/symbols"
if ! grep -q '^sw-game T sw_game_band$' "$tmp/symbols"; then
  echo "$lib: the rules engine's symbols cannot be read (nm, or an object naming this script does not know)"
  exit 1
fi
calls=$(awk -v layers="$tmp/layers" '
  BEGIN { while ((getline line < layers) > 0) { split(line, a, " "); layer[a[1]] = a[2] } }
  $2 == "T" { definer[$3] = $1; next }
  $2 == "U" { n++; user[n] = $1; sym[n] = $3 }
  END {
    for (i = 1; i <= n; i++) {
      d = definer[sym[i]]
      if (d == "" || d == user[i]) continue
      checked++
      if (!(user[i] in layer) || !(d in layer)) continue
      if (layer[d] >= layer[user[i]])
        printf "src/core/rules/%s.c (layer %d) calls %s() of src/core/rules/%s.c (layer %d)\n", user[i], layer[user[i]], sym[i], d, layer[d]
    }
    printf "checked %d\n", checked
  }' "$tmp/symbols")
echo "$calls" | grep -v '^checked ' && status=1
# The check saw the calls it is about (the replay calls the appliers).
if ! grep -q '^sw-game-replay U sw_game_apply_conquer$' "$tmp/symbols"; then
  echo "the calls of sw-game-replay.c to the appliers are not among the symbols read"
  status=1
fi

# No private header of a higher layer is included.
for c in "$src"/src/core/rules/*.c; do
  f=$(basename "$c" .c)
  mine=$(awk -v f="$f" '$1 == f { print $2 }' "$tmp/layers")
  [ -n "$mine" ] || continue
  for h in $(sed -n 's/^#include "\(sw-[a-z-]*\.h\)".*/\1/p' "$c"); do
    theirs=$(awk -v h="$h" '$1 == h { print $2 }' "$tmp/headers")
    if [ -n "$theirs" ] && [ "$theirs" -gt "$mine" ]; then
      echo "src/core/rules/$f.c (layer $mine) includes $h (layer $theirs)"
      status=1
    fi
  done
done

[ $status -eq 0 ] && echo "rules layers: $(echo "$calls" | sed -n 's/^checked //p') calls between files, all downwards"
exit $status
