/* sw-map-properties-dialog.h: the Map Properties dialog: title and its translations, description, edition, scenarios. */
#pragma once

#include <adwaita.h>
#include "sw-window.h"

G_BEGIN_DECLS

#define SW_TYPE_MAP_PROPERTIES_DIALOG (sw_map_properties_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SwMapPropertiesDialog, sw_map_properties_dialog, SW, MAP_PROPERTIES_DIALOG, AdwPreferencesWindow)

/* A dialog over @window that shows its map's properties and changes them
 * through the window's edit actions (each change one undo step). It
 * follows the map while open: an undo in the window shows at once. */
SwMapPropertiesDialog *sw_map_properties_dialog_new (SwWindow *window);

G_END_DECLS
