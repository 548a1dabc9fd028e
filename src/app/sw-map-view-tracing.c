/* sw-map-view-tracing.c: a picture drawn elsewhere (a scan, a sketch), shown half-seen over the board so that its regions can be traced. */
#include "config.h"
#define G_LOG_DOMAIN "sw-map-view"

#include "sw-map-view-private.h"

/* how much of the picture shows over the board: enough to follow its
 * lines, little enough that the regions drawn so far stay readable */
#define TRACING_OPACITY 0.5

GdkTexture *
sw_map_view_get_tracing (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), NULL);
  return self->tracing;
}

void
sw_map_view_set_tracing (SwMapView  *self,
                         GdkTexture *picture)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));
  g_return_if_fail (picture == NULL || GDK_IS_TEXTURE (picture));

  if (g_set_object (&self->tracing, picture))
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
sw_map_view_get_tracing_rect (SwMapView       *self,
                              graphene_rect_t *mm)
{
  const SwRenderLayout *layout = self->layout;
  double width, height, scale;

  g_return_val_if_fail (SW_IS_MAP_VIEW (self), FALSE);

  if (self->tracing == NULL || layout == NULL || layout->width <= 0 || layout->height <= 0)
    return FALSE;
  width = gdk_texture_get_width (self->tracing);
  height = gdk_texture_get_height (self->tracing);
  /* the whole picture over the boards, as large as fits, centred */
  scale = MIN (layout->width / width, layout->height / height);
  graphene_rect_init (mm, layout->x + (layout->width - width * scale) / 2, layout->y + (layout->height - height * scale) / 2,
                      width * scale, height * scale);
  return TRUE;
}

void
sw_map_view_snapshot_tracing (SwMapView   *self,
                              GtkSnapshot *snapshot)
{
  graphene_rect_t mm;

  if (!sw_map_view_get_tracing_rect (self, &mm))
    return;
  gtk_snapshot_push_opacity (snapshot, TRACING_OPACITY);
  gtk_snapshot_append_texture (snapshot, self->tracing,
                               &GRAPHENE_RECT_INIT ((mm.origin.x - self->origin_x) * self->zoom,
                                                    (mm.origin.y - self->origin_y) * self->zoom,
                                                    mm.size.width * self->zoom, mm.size.height * self->zoom));
  gtk_snapshot_pop (snapshot);
}
