/* sw-window-boards.c: the Boards section of the side panel (SwBoardsPanel): a board set's boards added, removed and sized through the window's "boards." actions, each one undo step. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>

#include "sw-boards-panel.h"
#include "sw-catalog.h"
#include "sw-edit.h"
#include "sw-window-private.h"

/* the gap between a new board and the others, mm */
#define BOARD_GAP 20.0

/* A preset's size when the map has no board of that size yet: the sample
 * Warcraft set's islands. */
static const struct {
  const char *size;
  double width, height;
} presets[] = {
  { "S", 220, 150 },
  { "M", 300, 220 },
  { "L", 400, 300 },
  { "", 300, 300 },
};

static void
preset_size (SwMap      *map,
             const char *size,
             double     *width,
             double     *height)
{
  /* the same size as the set's other boards of that mark */
  for (guint i = 0; i < map->boards->len; i++)
    {
      const SwBoard *board = g_ptr_array_index (map->boards, i);

      if (*size != '\0' && g_strcmp0 (board->size, size) == 0)
        {
          *width = board->width;
          *height = board->height;
          return;
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (g_str_equal (presets[i].size, size))
      {
        *width = presets[i].width;
        *height = presets[i].height;
        return;
      }
  *width = *height = 300;
}

/* The first terrain a region can be conquered on, for a new board's one region. */
static const char *
land_terrain (SwMap *map)
{
  const SwCatalog *catalog = sw_catalog_get (map->edition);
  g_autoptr(GPtrArray) terrains = catalog ? sw_catalog_list (catalog, "terrain") : NULL;

  for (guint i = 0; terrains && i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);

      if (!sw_catalog_entry_get_bool (entry, "sea", FALSE)
          && sw_catalog_entry_get_bool (entry, "conquerable", TRUE))
        return entry->id;
    }
  return terrains && terrains->len > 0 ? ((const SwCatalogEntry *) g_ptr_array_index (terrains, 0))->id : "field";
}

static char *
fresh_board_id (SwMap      *map,
                const char *size)
{
  const char *prefix = *size != '\0' ? size : "b";

  for (guint n = 1; ; n++)
    {
      g_autofree char *id = g_strdup_printf ("%c%u", g_ascii_tolower (*prefix), n);

      if (sw_map_find_board (map, id) < 0)
        return g_steal_pointer (&id);
    }
}

/* Actions */

static void
add_board (SwWindow   *self,
           const char *size)
{
  SwMap *map = sw_window_map (self);
  g_autofree char *id = fresh_board_id (map, size);
  g_autoptr(GError) error = NULL;
  double width, height, right = 0;
  gboolean ok;

  preset_size (map, size, &width, &height);
  /* to the right of the others, top-aligned, in composed-layout mm */
  for (guint i = 0; i < map->boards->len; i++)
    {
      const SwBoard *board = g_ptr_array_index (map->boards, i);

      right = MAX (right, (board->has_position ? board->x : 0) + board->width);
    }
  sw_history_begin_group (sw_window_history (self), _("Add board"));
  ok = sw_edit_add_board (map, sw_window_history (self), id, width, height, land_terrain (map), NULL, &error);
  /* a lone first board needs neither a place nor, outside Warcraft, a mark */
  if (ok && (map->boards->len > 1 || *size != '\0'))
    ok = sw_edit_set_board_mark (map, sw_window_history (self), id, size,
                                 map->boards->len > 1, map->boards->len > 1 ? right + BOARD_GAP : 0, 0, &error);
  if (ok && map->boards->len == 2)
    {
      /* the first board gets its place too, so the set is drawn side by side */
      const SwBoard *first = g_ptr_array_index (map->boards, 0);

      if (!first->has_position)
        ok = sw_edit_set_board_mark (map, sw_window_history (self), first->id, first->size, TRUE, 0, 0, &error);
    }
  sw_history_end_group (sw_window_history (self));
  if (!ok)
    {
      /* half a step is no step */
      sw_history_undo (sw_window_history (self));
      sw_window_show_error (self, error);
    }
  else
    /* the set grew to the right: show all of it */
    gtk_widget_activate_action (GTK_WIDGET (self), "view.zoom-fit", NULL);
}

static void
boards_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  if (sw_window_map (self) == NULL || sw_window_history (self) == NULL || !sw_map_has_geometry (sw_window_map (self)))
    return;
  if (g_str_equal (action_name, "boards.add"))
    add_board (self, g_variant_get_string (parameter, NULL));
  else if (g_str_equal (action_name, "boards.remove"))
    ok = sw_edit_remove_board (sw_window_map (self), sw_window_history (self), g_variant_get_string (parameter, NULL), &error);
  else if (g_str_equal (action_name, "boards.resize"))
    {
      const char *id;
      double width, height;

      g_variant_get (parameter, "(&sdd)", &id, &width, &height);
      ok = sw_edit_resize_board (sw_window_map (self), sw_window_history (self), id, width, height, &error);
    }
  else if (g_str_equal (action_name, "boards.set-size"))
    {
      const char *id, *size;
      gint index;

      g_variant_get (parameter, "(&s&s)", &id, &size);
      index = sw_map_find_board (sw_window_map (self), id);
      if (index >= 0)
        {
          const SwBoard *board = g_ptr_array_index (sw_window_map (self)->boards, index);

          ok = sw_edit_set_board_mark (sw_window_map (self), sw_window_history (self), id, size,
                                       board->has_position, board->x, board->y, &error);
        }
    }
  if (!ok)
    {
      g_debug ("%s refused: %s", action_name, error->message);
      sw_window_show_error (self, error);
    }
}

void
sw_window_class_add_board_actions (GtkWidgetClass *widget_class)
{
  /* "S", "M", "L", or "" for a board without a size mark */
  gtk_widget_class_install_action (widget_class, "boards.add", "s", boards_action);
  gtk_widget_class_install_action (widget_class, "boards.remove", "s", boards_action);
  gtk_widget_class_install_action (widget_class, "boards.resize", "(sdd)", boards_action);
  gtk_widget_class_install_action (widget_class, "boards.set-size", "(ss)", boards_action);
}

/* The panel */

/* Appends the Boards list (SwBoardsPanel) to the properties panel (shown
 * when no region is selected, so the panel speaks of the whole map). */
void
sw_window_add_boards_group (SwWindow *self)
{
  GtkWidget *panel;

  if (sw_window_map (self) == NULL || !sw_map_has_geometry (sw_window_map (self)))
    return;
  panel = sw_boards_panel_new ();
  sw_boards_panel_set_map (SW_BOARDS_PANEL (panel), sw_window_map (self));
  gtk_box_append (GTK_BOX (self->properties_box), panel);
}

/* After an edit or undo: the list follows the map's boards. */
void
sw_window_refresh_boards (SwWindow *self)
{
  GtkWidget *child;

  for (child = gtk_widget_get_first_child (self->properties_box); child; child = gtk_widget_get_next_sibling (child))
    if (SW_IS_BOARDS_PANEL (child))
      break;
  if (child == NULL)
    return;
  if (sw_window_map (self) != NULL && sw_map_has_geometry (sw_window_map (self)))
    sw_boards_panel_set_map (SW_BOARDS_PANEL (child), sw_window_map (self));
  else
    gtk_box_remove (GTK_BOX (self->properties_box), child);
}
