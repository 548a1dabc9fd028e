/* sw-terrain-legend.h: terrains as the board shows them: a swatch, a list item with its name, the legend over the map. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A small square of the terrain's colour, as the board fills it. */
GtkWidget          *sw_terrain_swatch_new  (const char *edition,
                                            const char *terrain);
/* Items of a list of terrain ids (GtkStringObject), shown as a swatch and
 * the terrain's name in the user's language. */
GtkListItemFactory *sw_terrain_factory_new (const char *edition);
/* Every terrain of @edition with its swatch, in the catalog's order: the
 * map's legend. */
GtkWidget          *sw_terrain_legend_new  (const char *edition);

G_END_DECLS
