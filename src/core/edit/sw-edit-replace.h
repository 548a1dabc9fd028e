/* sw-edit-replace.h: replacing a map's whole contents as one undoable step ("Lay out from graph"). */
#pragma once

#include <glib.h>
#include "sw-map.h"
#include "sw-history.h"

G_BEGIN_DECLS

/* Makes @map's contents (edition, texts, scenarios, boards, vertices with
 * their ids, regions, links, barriers) those of @replacement, recorded on
 * @history (may be NULL) as one step named @label. @map stays the same
 * object, so windows and views holding it follow. */
gboolean  sw_edit_replace_map  (SwMap       *map,
                                SwHistory   *history,
                                SwMap       *replacement,
                                const char  *label,
                                GError     **error);

G_END_DECLS
