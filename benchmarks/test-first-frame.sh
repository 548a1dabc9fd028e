#!/bin/sh
# test-first-frame.sh FIRST-FRAME SAMPLE: first-frame finds the picture of
# programs whose first window shows one colour, then goes away, is
# unmapped or shrinks (first-frame-sample.c), without dying of an X error.
# first-frame watches every top-level window of its display, so this runs
# on an X server of its own, not the one the other GUI tests share.
if [ "${1:-}" != --own-display ]; then
  command -v xvfb-run >/dev/null || { echo "no xvfb-run: skipped"; exit 77; }
  exec xvfb-run -a -s "-screen 0 640x480x24" "$0" --own-display "$@"
fi
shift
status=0
for mode in destroy unmap shrink; do
  if line=$("$1" --idle 0 "$2" "$mode"); then
    echo "$mode: $line"
  else
    echo "$mode: no first frame" >&2
    status=1
  fi
done
exit $status
