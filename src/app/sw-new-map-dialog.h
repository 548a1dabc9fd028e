/* sw-new-map-dialog.h: the New Map dialog: edition, board size (A2, A1, A3 or custom) and an optional bundled map as a template. */
#pragma once

#include <adwaita.h>
#include "sw-window.h"

G_BEGIN_DECLS

#define SW_TYPE_NEW_MAP_DIALOG (sw_new_map_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SwNewMapDialog, sw_new_map_dialog, SW, NEW_MAP_DIALOG, AdwMessageDialog)

/* A dialog over @window; Create makes the map in @window when it shows
 * none, else in a new window (its window.create-map action). */
SwNewMapDialog *sw_new_map_dialog_new (SwWindow *window);

G_END_DECLS
