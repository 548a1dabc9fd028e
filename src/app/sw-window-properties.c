/* sw-window-properties.c: the sidebar's panel under the map's summary: the selected regions' panel (SwRegionPanel), and the boards when nothing is selected. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include "sw-region-panel.h"
#include "sw-window-private.h"

char *
sw_window_region_label (SwWindow       *self,
                        const SwRegion *region)
{
  return sw_map_document_region_label (self->document, region);
}

/* After an edit or undo: the region panel follows by itself, the boards
 * list is the window's */
void
sw_window_refresh_properties (SwWindow *self)
{
  SwMap *map = sw_window_map (self);

  /* a map just opened: the selection's update made the group already
   * (the view's selection is cleared before the document says "changed") */
  if (map != NULL && map == self->boards_map && sw_map_get_serial (map) == self->boards_serial)
    return;
  sw_window_refresh_boards (self);
  self->boards_map = map;
  self->boards_serial = map != NULL ? sw_map_get_serial (map) : 0;
}

/* The selection changed: with nothing selected, the panel speaks of the
 * whole map (its boards) */
void
sw_window_update_properties (SwWindow *self)
{
  guint n = 0;
  GtkWidget *child;

  sw_map_view_get_selection (self->map_view, &n);
  gtk_widget_set_visible (self->properties_box, sw_window_map (self) != NULL);
  for (child = gtk_widget_get_first_child (self->properties_box); child; child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_widget_get_name (child), "boards-group") == 0)
      break;
  if (child != NULL)
    gtk_box_remove (GTK_BOX (self->properties_box), child);
  if (sw_window_map (self) != NULL && n == 0)
    sw_window_add_boards_group (self);
  self->boards_map = sw_window_map (self);
  self->boards_serial = self->boards_map != NULL ? sw_map_get_serial (self->boards_map) : 0;
}
