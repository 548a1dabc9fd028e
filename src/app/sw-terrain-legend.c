/* sw-terrain-legend.c: terrains as the board shows them: a swatch, a list item with its name, the legend over the map. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>

#include "sw-catalog.h"
#include "sw-render.h"
#include "sw-terrain-legend.h"

static void
draw_swatch_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  const char *edition = g_object_get_data (G_OBJECT (area), "sw-edition");
  const char *terrain = g_object_get_data (G_OBJECT (area), "sw-terrain");
  double rgb[3];

  if (terrain == NULL)
    return;
  sw_render_terrain_colour (edition, terrain, rgb);
  cairo_rectangle (cr, 0.5, 0.5, width - 1, height - 1);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
swatch_set (GtkWidget  *swatch,
            const char *edition,
            const char *terrain)
{
  g_object_set_data_full (G_OBJECT (swatch), "sw-edition", g_strdup (edition), g_free);
  g_object_set_data_full (G_OBJECT (swatch), "sw-terrain", g_strdup (terrain), g_free);
  gtk_widget_queue_draw (swatch);
}

GtkWidget *
sw_terrain_swatch_new (const char *edition,
                       const char *terrain)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 16);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 16);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch_cb, NULL, NULL);
  swatch_set (area, edition, terrain);
  return area;
}

static const char *
terrain_name (const char *edition,
              const char *terrain)
{
  const SwCatalog *catalog = sw_catalog_get (edition);
  const SwCatalogEntry *entry = catalog ? sw_catalog_find (catalog, "terrain", terrain) : NULL;

  return entry ? sw_catalog_entry_name (entry) : terrain;
}

static void
setup_item_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  gtk_box_append (GTK_BOX (box), sw_terrain_swatch_new (NULL, NULL));
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
bind_item_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  data)
{
  const char *edition = data;
  GtkWidget *box = gtk_list_item_get_child (item);
  const char *terrain = gtk_string_object_get_string (gtk_list_item_get_item (item));

  swatch_set (gtk_widget_get_first_child (box), edition, terrain);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (box)), terrain_name (edition, terrain));
}

GtkListItemFactory *
sw_terrain_factory_new (const char *edition)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  /* the edition lives as long as the factory */
  g_object_set_data_full (G_OBJECT (factory), "sw-edition", g_strdup (edition), g_free);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_item_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item_cb),
                    g_object_get_data (G_OBJECT (factory), "sw-edition"));
  return factory;
}

GtkWidget *
sw_terrain_legend_new (const char *edition)
{
  const SwCatalog *catalog = sw_catalog_get (edition);
  g_autoptr(GPtrArray) terrains = catalog ? sw_catalog_list (catalog, "terrain") : NULL;
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *heading = gtk_label_new (_("Terrains"));

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_grid_attach (GTK_GRID (grid), heading, 0, 0, 2, 1);
  for (guint i = 0; terrains && i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);
      GtkWidget *label = gtk_label_new (sw_catalog_entry_name (entry));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (GTK_GRID (grid), sw_terrain_swatch_new (edition, entry->id), 0, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label, 1, i + 1, 1, 1);
    }
  return grid;
}
