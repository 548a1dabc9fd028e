/* sw-region-panel.h: the map editor's panel for the selected regions: terrain with its swatch, border, symbols, start markers, names, neighbours. */
#pragma once

#include <adwaita.h>
#include "sw-map-document.h"
#include "sw-map-view.h"

G_BEGIN_DECLS

#define SW_TYPE_REGION_PANEL (sw_region_panel_get_type ())
G_DECLARE_FINAL_TYPE (SwRegionPanel, sw_region_panel, SW, REGION_PANEL, GtkBox)

/* Properties: "document" (the map edited) and "view" (whose selection the
 * panel shows). Changes go through the window's edit.set-* actions, one
 * undo step each. */
GtkWidget *sw_region_panel_new          (void);
void       sw_region_panel_set_document (SwRegionPanel *self,
                                         SwMapDocument *document);
void       sw_region_panel_set_view     (SwRegionPanel *self,
                                         SwMapView     *view);

G_END_DECLS
