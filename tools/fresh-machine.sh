#!/usr/bin/env bash
# fresh-machine.sh: runs the README's two commands on a new Debian 12 system,
# to show that they work on a machine that has never built the project.
#
#   tools/fresh-machine.sh [--root DIR] [--keep]
#
# Makes a minimal Debian 12 root with mmdebstrap from Debian's archive (only
# git added, to clone with), clones this repository's committed HEAD into it,
# and in a chroot with its own mount namespace runs `tools/dev.sh test` as CI
# does (CI=true), then `tools/dev.sh run` for 30 seconds under a virtual
# display (it must still be running then). Nothing of this machine's packages
# or build trees is visible inside. Needs root and mmdebstrap (installed if
# missing). --root DIR reuses or makes the root there (default:
# build-fresh/root, removed at the end unless --keep).
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
root=$top/build-fresh/root
keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --root) root=$(realpath -m "$2"); shift 2 ;;
    --keep) keep=1; shift ;;
    *) sed -n '2,15p' "$0"; exit 2 ;;
  esac
done

if [ "$(id -u)" -ne 0 ]; then
  echo "fresh-machine.sh: run as root (it makes a chroot)" >&2
  exit 2
fi
command -v mmdebstrap >/dev/null || { apt-get update -qq; apt-get install -y -qq mmdebstrap; }

if [ ! -x "$root/usr/bin/apt-get" ]; then
  echo "== making a Debian 12 root in $root"
  mkdir -p "$(dirname "$root")"
  mmdebstrap --variant=minbase --include=git,ca-certificates bookworm "$root" \
    "deb http://deb.debian.org/debian bookworm main" \
    "deb http://deb.debian.org/debian bookworm-updates main" \
    "deb http://deb.debian.org/debian-security bookworm-security main"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"

echo "== cloning $(git -C "$top" rev-parse --short HEAD) into the root"
rm -rf "$root/root/swcompanion"
git clone -q --no-local "$top" "$root/root/swcompanion"

# A private mount namespace: the mounts go away with the command.
rc=0
unshare --mount --propagation private -- sh -c '
  root=$1
  mount -t proc proc "$root/proc"
  mount --rbind /sys "$root/sys"
  mount --rbind /dev "$root/dev"
  mount -t tmpfs tmpfs "$root/tmp"
  exec chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 CI=true \
    sh -c "cd /root/swcompanion && tools/dev.sh test && {
      timeout 30 xvfb-run -a tools/dev.sh run; status=\$?
      if [ \$status -eq 124 ]; then echo \"tools/dev.sh run: the app was still running after 30 s\"; else echo \"tools/dev.sh run ended with \$status\"; exit 1; fi; }"
' sh "$root" || rc=$?

[ $keep -eq 1 ] || rm -rf "$root"
if [ $rc -eq 0 ]; then echo "fresh machine: both commands passed"; else echo "fresh machine: FAILED ($rc)"; fi
exit $rc
