#!/bin/sh
# po-complete.sh: every translatable string of the sources (po/POTFILES.in)
# has a translation in each catalog of po/LINGUAS, neither missing nor fuzzy.
# Usage: po-complete.sh SOURCE_DIR
set -eu
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src"
# the keywords of meson's glib preset (po/meson.build)
xgettext --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  -f po/POTFILES.in -o "$tmp/all.pot"
status=0
for lang in $(cat po/LINGUAS); do
  msgmerge --quiet --no-fuzzy-matching "po/$lang.po" "$tmp/all.pot" -o "$tmp/$lang.po"
  # (the header, msgid "", comes with any list: not counted)
  missing=$(msgattrib --untranslated --no-obsolete --no-wrap "$tmp/$lang.po" | grep '^msgid ' | grep -vc '^msgid ""$' || true)
  fuzzy=$(msgattrib --only-fuzzy --no-obsolete --no-wrap "$tmp/$lang.po" | grep '^msgid ' | grep -vc '^msgid ""$' || true)
  if [ "$missing" -gt 0 ] || [ "$fuzzy" -gt 0 ]; then
    echo "po/$lang.po: $missing untranslated, $fuzzy fuzzy:"
    msgattrib --untranslated --no-obsolete --no-wrap "$tmp/$lang.po" | grep '^msgid ' | grep -v '^msgid ""$' | sed 's/^/  /'
    msgattrib --only-fuzzy --no-obsolete --no-wrap "$tmp/$lang.po" | grep '^msgid ' | grep -v '^msgid ""$' | sed 's/^/  fuzzy: /'
    status=1
  else
    echo "po/$lang.po: complete"
  fi
done
exit $status
