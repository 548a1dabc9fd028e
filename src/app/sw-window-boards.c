/* sw-window-boards.c: the Boards section of the side panel: a board set's boards listed, added, removed and sized, each one undo step. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>

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

static const char *const size_marks[] = { "", "S", "M", "L" };

static guint
count_board_regions (SwMap         *map,
                     const SwBoard *board)
{
  guint n = 0;

  for (guint i = 0; i < map->regions->len; i++)
    if (sw_map_region_board (map, g_ptr_array_index (map->regions, i)) == board)
      n++;
  return n;
}

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

static void
remove_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    SwWindow         *self)
{
  if (g_str_equal (response, "remove"))
    gtk_widget_activate_action (GTK_WIDGET (self), "boards.remove", "s",
                                g_object_get_data (G_OBJECT (dialog), "sw-board"));
}

static void
remove_clicked_cb (GtkButton *button,
                   SwWindow  *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "sw-board");
  gint index = sw_window_map (self) ? sw_map_find_board (sw_window_map (self), id) : -1;
  guint n;
  GtkWidget *dialog;

  if (index < 0)
    return;
  n = count_board_regions (sw_window_map (self), g_ptr_array_index (sw_window_map (self)->boards, index));
  /* a new board's one blank region is nothing to lose */
  if (n <= 1)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "boards.remove", "s", id);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL);
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Remove Board %s?"), id);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  ngettext ("Its %u region goes with it, with its links and barriers.",
                                            "Its %u regions go with it, with their links and barriers.", n), n);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"), "remove", _("_Remove"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "sw-board", g_strdup (id), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (remove_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
resize_clicked_cb (GtkButton *button,
                   SwWindow  *self)
{
  GtkSpinButton *width = g_object_get_data (G_OBJECT (button), "sw-width");
  GtkSpinButton *height = g_object_get_data (G_OBJECT (button), "sw-height");

  gtk_widget_activate_action (GTK_WIDGET (self), "boards.resize", "(sdd)",
                              g_object_get_data (G_OBJECT (button), "sw-board"),
                              gtk_spin_button_get_value (width), gtk_spin_button_get_value (height));
}

static void
size_mark_selected_cb (AdwComboRow *row,
                       GParamSpec  *pspec,
                       SwWindow    *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating_properties || selected >= G_N_ELEMENTS (size_marks))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "boards.set-size", "(ss)",
                              g_object_get_data (G_OBJECT (row), "sw-board"), size_marks[selected]);
}

static char *
describe_board (const SwBoard *board)
{
  /* Translators: a board's size mark and its size, "L · 400 × 300 mm" */
  if (board->size != NULL)
    return g_strdup_printf (_("%s · %g × %g mm"), board->size, board->width, board->height);
  return g_strdup_printf (_("%g × %g mm"), board->width, board->height);
}

static GtkWidget *
spin_for (double value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (10, 2000, 10);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  return spin;
}

/* The rows inside a board's expander row: its size mark, width, height and
 * the Resize button. */
static void
fill_board_row (SwWindow       *self,
                AdwExpanderRow *row,
                const SwBoard  *board)
{
  g_autoptr(GtkStringList) marks = gtk_string_list_new (NULL);
  GtkWidget *mark_row, *size_row, *width, *height, *resize, *button_row;
  guint selected = 0;

  gtk_string_list_append (marks, C_("board size", "None"));
  gtk_string_list_append (marks, C_("board size", "S (small)"));
  gtk_string_list_append (marks, C_("board size", "M (medium)"));
  gtk_string_list_append (marks, C_("board size", "L (large)"));
  for (guint i = 1; i < G_N_ELEMENTS (size_marks); i++)
    if (g_strcmp0 (board->size, size_marks[i]) == 0)
      selected = i;
  mark_row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (mark_row), _("Size Mark"));
  adw_combo_row_set_model (ADW_COMBO_ROW (mark_row), G_LIST_MODEL (marks));
  adw_combo_row_set_selected (ADW_COMBO_ROW (mark_row), selected);
  g_object_set_data_full (G_OBJECT (mark_row), "sw-board", g_strdup (board->id), g_free);
  g_signal_connect (mark_row, "notify::selected", G_CALLBACK (size_mark_selected_cb), self);
  adw_expander_row_add_row (row, mark_row);

  /* one row per dimension: the panel is narrow */
  width = spin_for (board->width);
  height = spin_for (board->height);
  size_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (size_row), _("Width (mm)"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (size_row), width);
  adw_expander_row_add_row (row, size_row);
  size_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (size_row), _("Height (mm)"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (size_row), height);
  adw_expander_row_add_row (row, size_row);

  resize = gtk_button_new_with_mnemonic (_("Re_size Board"));
  gtk_widget_set_halign (resize, GTK_ALIGN_END);
  gtk_widget_set_margin_top (resize, 6);
  gtk_widget_set_margin_bottom (resize, 6);
  gtk_widget_set_margin_end (resize, 12);
  g_object_set_data (G_OBJECT (resize), "sw-width", width);
  g_object_set_data (G_OBJECT (resize), "sw-height", height);
  g_object_set_data_full (G_OBJECT (resize), "sw-board", g_strdup (board->id), g_free);
  g_signal_connect (resize, "clicked", G_CALLBACK (resize_clicked_cb), self);
  button_row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (button_row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (button_row), resize);
  adw_expander_row_add_row (row, button_row);
}

/* The inner rows are made when the row is first expanded: collapsed they
 * do not show, and their combo row and spin buttons were a good part of
 * what the window built and measured before its first frame. The row is
 * made again after every edit (sw_window_refresh_boards), so the board
 * is looked up by its id now. */
static void
board_row_expanded_cb (AdwExpanderRow *row,
                       GParamSpec     *pspec,
                       SwWindow       *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "sw-board");
  gint index;

  if (!adw_expander_row_get_expanded (row) || g_object_get_data (G_OBJECT (row), "sw-filled") != NULL ||
      sw_window_map (self) == NULL || (index = sw_map_find_board (sw_window_map (self), id)) < 0)
    return;
  g_object_set_data (G_OBJECT (row), "sw-filled", GINT_TO_POINTER (TRUE));
  self->updating_properties = TRUE;
  fill_board_row (self, row, g_ptr_array_index (sw_window_map (self)->boards, index));
  self->updating_properties = FALSE;
}

static GtkWidget *
board_row (SwWindow      *self,
           const SwBoard *board)
{
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *subtitle = describe_board (board);
  g_autofree char *name = g_strconcat ("board-", board->id, NULL);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), board->id);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  g_object_set_data_full (G_OBJECT (row), "sw-board", g_strdup (board->id), g_free);
  g_signal_connect (row, "notify::expanded", G_CALLBACK (board_row_expanded_cb), self);

  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove Board"));
  g_object_set_data_full (G_OBJECT (remove), "sw-board", g_strdup (board->id), g_free);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked_cb), self);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), remove);
  return row;
}

/* The Add Board menu is made when it first opens: a menu model's popover
 * is built whole as soon as it is set. */
static void
create_add_menu_cb (GtkMenuButton *button,
                    gpointer       data)
{
  g_autoptr(GMenu) menu = NULL;

  if (gtk_menu_button_get_menu_model (button) != NULL)
    return;
  menu = g_menu_new ();
  g_menu_append (menu, _("Small Board (S)"), "boards.add::S");
  g_menu_append (menu, _("Medium Board (M)"), "boards.add::M");
  g_menu_append (menu, _("Large Board (L)"), "boards.add::L");
  g_menu_append (menu, _("Board Without Size Mark"), "boards.add::");
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

static GtkWidget *
add_button (void)
{
  GtkWidget *button = gtk_menu_button_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "list-add-symbolic");
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_add_menu_cb, NULL, NULL);
  gtk_widget_set_tooltip_text (button, _("Add Board"));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

/* Appends the Boards group to the properties panel (shown when no region is
 * selected, so the panel speaks of the whole map). */
void
sw_window_add_boards_group (SwWindow *self)
{
  GtkWidget *group;

  if (sw_window_map (self) == NULL || !sw_map_has_geometry (sw_window_map (self)))
    return;
  group = adw_preferences_group_new ();
  gtk_widget_set_name (group, "boards-group");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Boards"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("A board set’s boards are drawn side by side; adjacency never crosses boards."));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add_button ());
  self->updating_properties = TRUE;
  for (guint i = 0; i < sw_window_map (self)->boards->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), board_row (self, g_ptr_array_index (sw_window_map (self)->boards, i)));
  self->updating_properties = FALSE;
  gtk_box_append (GTK_BOX (self->properties_box), group);
}

/* After an edit or undo: the list follows the map's boards. */
void
sw_window_refresh_boards (SwWindow *self)
{
  GtkWidget *child, *old = NULL;

  for (child = gtk_widget_get_first_child (self->properties_box); child; child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_widget_get_name (child), "boards-group") == 0)
      old = child;
  if (old == NULL)
    return;
  gtk_box_remove (GTK_BOX (self->properties_box), old);
  sw_window_add_boards_group (self);
}
