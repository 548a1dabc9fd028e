/* sw-window.h: one map window: header bar, map view, problems panel; open, save, close. */
#pragma once

#include <adwaita.h>
#include "sw-issue.h"
#include "sw-map.h"
#include "sw-history.h"
#include "sw-map-document.h"
#include "sw-map-view.h"

G_BEGIN_DECLS

#define SW_TYPE_WINDOW (sw_window_get_type ())
G_DECLARE_FINAL_TYPE (SwWindow, sw_window, SW, WINDOW, AdwApplicationWindow)

SwWindow    *sw_window_new            (GtkApplication *application);

/* Loads a map into this window. On failure the window is unchanged and
 * @error says why (with the file's line where the loader knows it). */
gboolean     sw_window_load_file      (SwWindow       *self,
                                       GFile          *file,
                                       GError        **error);
/* Like sw_window_load_file(), but tells the user about a failure. */
void         sw_window_open_file      (SwWindow       *self,
                                       GFile          *file);
/* Like sw_window_open_file() with a map already read from @file: @map
 * (taken; NULL when reading failed, with @error), @issues what the loader
 * noticed. */
void         sw_window_open_loaded    (SwWindow       *self,
                                       GFile          *file,
                                       SwMap          *map,
                                       GPtrArray      *issues,
                                       const GError   *error);
gboolean     sw_window_save_file      (SwWindow       *self,
                                       GFile          *file,
                                       GError        **error);

/* A window showing no map takes the next file opened instead of a new window. */
gboolean     sw_window_is_empty       (SwWindow       *self);
SwMap       *sw_window_get_map        (SwWindow       *self);
GFile       *sw_window_get_file       (SwWindow       *self);
SwMapView   *sw_window_get_map_view   (SwWindow       *self);
/* The validator's issues for the current map: a list of SwIssueItem. */
GListModel  *sw_window_get_issues     (SwWindow       *self);

/* What clicking a problem does: selects its regions and zooms to them. */
void         sw_window_show_issue     (SwWindow       *self,
                                       guint           index);

gboolean     sw_window_get_modified   (SwWindow       *self);
/* The editor marks the map as changed; the title shows it and closing asks. */
void         sw_window_set_modified   (SwWindow       *self,
                                       gboolean        modified);

SwHistory   *sw_window_get_history    (SwWindow       *self);
/* The map shown, its file, history, draft and problems. */
SwMapDocument *sw_window_get_document (SwWindow       *self);
/* Validates the map now (edits do it after a short pause). */
void         sw_window_revalidate     (SwWindow       *self);
/* Writes the draft now if the map has unsaved changes (edits do it after
 * a few seconds). Drafts live in $XDG_STATE_HOME/swcompanion/drafts. */
gboolean     sw_window_write_draft    (SwWindow       *self,
                                       GError        **error);
const char  *sw_window_get_draft_path (SwWindow       *self);
/* The toast that offers the maps a crash left unsaved, while it shows. */
AdwToast    *sw_window_get_drafts_toast (SwWindow     *self);
/* Why the last draft could not be written (the window said so), or NULL
 * once one is written again. */
const char  *sw_window_get_draft_error (SwWindow      *self);
/* Makes a new map in this window: @edition, a board of @width × @height
 * mm covered by one region, with a scenario for @players (2 to 5; 0:
 * none) and the catalog's turns for that many, or a copy of
 * @template_path when not NULL. */
gboolean     sw_window_create_map     (SwWindow       *self,
                                       const char     *edition,
                                       double          width,
                                       double          height,
                                       guint           players,
                                       const char     *template_path,
                                       GError        **error);

G_END_DECLS
