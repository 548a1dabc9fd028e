/* sw-neighbours-group.h: the selected region's neighbours in the side panel: shared borders, links, barriers; a click selects one. */
#pragma once

#include <adwaita.h>
#include "sw-map-document.h"

G_BEGIN_DECLS

#define SW_TYPE_NEIGHBOURS_GROUP (sw_neighbours_group_get_type ())
G_DECLARE_FINAL_TYPE (SwNeighboursGroup, sw_neighbours_group, SW, NEIGHBOURS_GROUP, AdwPreferencesGroup)

GtkWidget *sw_neighbours_group_new        (void);
/* Lists what region @region (an index) of @document's map touches. */
void       sw_neighbours_group_set_region (SwNeighboursGroup *self,
                                           SwMapDocument     *document,
                                           guint              region);

G_END_DECLS
