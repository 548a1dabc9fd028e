/* sw-history.h: unlimited undo/redo of a map's edits, with groups and a saved marker. */
#pragma once

#include <glib-object.h>
#include "sw-map.h"

G_BEGIN_DECLS

#define SW_TYPE_HISTORY (sw_history_get_type ())
G_DECLARE_FINAL_TYPE (SwHistory, sw_history, SW, HISTORY, GObject)

/* The history of edits of @map (referenced). Edits record themselves on it
 * through the sw_edit_*() operations. Emits "changed" (no arguments) after
 * every push, undo, redo, clean-marker change and group end, so that a
 * window can update its undo/redo actions and its unsaved-changes mark. */
SwHistory  *sw_history_new              (SwMap      *map);
SwMap      *sw_history_get_map          (SwHistory  *history);

gboolean    sw_history_can_undo         (SwHistory  *history);
gboolean    sw_history_can_redo         (SwHistory  *history);
/* Reverts / reapplies one step; FALSE if there is none. An open group is
 * closed first. */
gboolean    sw_history_undo             (SwHistory  *history);
gboolean    sw_history_redo             (SwHistory  *history);
/* What the next undo / redo would do ("Split region r4"), or NULL. */
const char *sw_history_get_undo_label   (SwHistory  *history);
const char *sw_history_get_redo_label   (SwHistory  *history);

/* Edits between begin and end are one step (a drag of many moves). Groups
 * nest; the outermost label names the step. */
void        sw_history_begin_group      (SwHistory  *history,
                                         const char *label);
void        sw_history_end_group        (SwHistory  *history);

/* The current state is the saved one (call after saving or loading). */
void        sw_history_mark_clean       (SwHistory  *history);
/* TRUE while the map is as last marked clean (undo back to it counts). */
gboolean    sw_history_is_clean         (SwHistory  *history);
/* Forgets every step (after loading another file into the same map). */
void        sw_history_clear            (SwHistory  *history);

G_END_DECLS
