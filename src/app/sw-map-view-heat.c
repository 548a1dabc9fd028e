/* sw-map-view-heat.c: the map view's heat map (the balance report's coins per region) over the board, and its legend in the corner. */
#include "config.h"
#define G_LOG_DOMAIN "sw-map-view"

#include "sw-map-view-private.h"
#include "sw-render-heat.h"

#define LEGEND_WIDTH 220.0
#define LEGEND_MARGIN 12.0
#define LEGEND_FONT 12.0

void
sw_map_view_snapshot_heat (SwMapView   *self,
                           GtkSnapshot *snapshot,
                           double       width,
                           double       height)
{
  if (!self->show_heat || self->heat == NULL || self->map == NULL || self->layout == NULL)
    return;

  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_save (cr);
  cairo_scale (cr, self->zoom, self->zoom);
  cairo_translate (cr, -self->origin_x, -self->origin_y);
  sw_render_heat_map (cr, self->map, self->layout, self->heat, 1.0 / self->zoom);
  cairo_restore (cr);

  /* the legend in the top left corner (the bottom corners hold the
   * window's buttons), in pixels: it keeps its size whatever the zoom */
  double legend_width = MIN (LEGEND_WIDTH, width - 2 * LEGEND_MARGIN);
  if (legend_width > 80)
    sw_render_heat_legend (cr, self->heat, LEGEND_MARGIN, LEGEND_MARGIN, legend_width, LEGEND_FONT);
  cairo_destroy (cr);
}
