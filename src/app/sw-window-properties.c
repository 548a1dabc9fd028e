/* sw-window-properties.c: the properties panel: terrain, border, symbols, start markers and names of the selected regions. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>

#include "sw-catalog.h"
#include "sw-neighbours-group.h"
#include "sw-terrain-legend.h"
#include "sw-render-private.h"
#include "sw-window-private.h"

/* the languages a map names its regions in, with their names for the user */
static const struct {
  const char *lang;
  const char *label;
} name_languages[] = {
  { "en", N_("Name (English)") },
  { "zh-CN", N_("Name (Simplified Chinese)") },
  { "zh-TW", N_("Name (Traditional Chinese)") },
};

static const SwRegion *
selected_region (SwWindow *self,
                 guint     i)
{
  guint n = 0;
  const guint *selected = sw_map_view_get_selection (self->map_view, &n);

  if (sw_window_map (self) == NULL || i >= n || selected[i] >= sw_window_map (self)->regions->len)
    return NULL;
  return g_ptr_array_index (sw_window_map (self)->regions, selected[i]);
}

static guint
n_selected (SwWindow *self)
{
  guint n = 0;

  sw_map_view_get_selection (self->map_view, &n);
  return n;
}

static const char *
region_name (const SwRegion *region,
             const char     *lang)
{
  for (guint i = 0; region->names && i < region->names->len; i++)
    {
      const SwText *text = g_ptr_array_index (region->names, i);

      if (g_strcmp0 (text->lang, lang) == 0)
        return text->text;
    }
  return NULL;
}

char *
sw_window_region_label (SwWindow       *self,
                        const SwRegion *region)
{
  const char *name = region->names && region->names->len ? sw_text_pick (region->names) : NULL;
  const SwCatalog *catalog;
  const SwCatalogEntry *terrain;

  if (name != NULL && name[0] != '\0')
    return g_strdup (name);
  catalog = sw_window_map (self) ? sw_catalog_get (sw_window_map (self)->edition) : NULL;
  terrain = catalog ? sw_catalog_find (catalog, "terrain", region->terrain) : NULL;
  if (terrain == NULL)
    return g_strdup (region->id);
  /* Translators: a region without a name: its terrain and id, "Forest r4" */
  return g_strdup_printf (C_("region", "%s %s"), sw_catalog_entry_name (terrain), region->id);
}

/* The renderer's own icon for a symbol or start marker, as on the board. */
static void
draw_icon_cb (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  const char *type = g_object_get_data (G_OBJECT (area), "sw-type");

  /* the icon's paths scale with @size: no difference between mm and pixels */
  sw_render_draw_icon (cr, type, GPOINTER_TO_INT (data), width / 2.0, height / 2.0, MIN (width, height) * 0.95);
}

static GtkWidget *
icon_for (const char *type,
          gboolean    token)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 24);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 24);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (area), "sw-type", g_strdup (type), g_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_icon_cb, GINT_TO_POINTER (token), NULL);
  return area;
}

/* Showing the selection's values (without re-applying them) */

void
sw_window_refresh_properties (SwWindow *self)
{
  const SwRegion *first = selected_region (self, 0);
  guint n = n_selected (self);
  GHashTableIter iter;
  gpointer key, value;

  sw_window_refresh_boards (self);
  if (first == NULL || self->terrain_row == NULL)
    return;
  /* an edit may have changed what the region touches */
  for (GtkWidget *child = gtk_widget_get_first_child (self->properties_box); child;
       child = gtk_widget_get_next_sibling (child))
    if (SW_IS_NEIGHBOURS_GROUP (child) && n == 1)
      sw_neighbours_group_set_region (SW_NEIGHBOURS_GROUP (child), self,
                                      (guint) sw_map_find_region (sw_window_map (self), first->id));
  self->updating_properties = TRUE;

  {
    guint position = GTK_INVALID_LIST_POSITION;

    for (guint i = 0; i < self->terrain_ids->len; i++)
      if (g_strcmp0 (g_ptr_array_index (self->terrain_ids, i), first->terrain) == 0)
        position = i;
    for (guint k = 1; k < n; k++)
      if (g_strcmp0 (selected_region (self, k)->terrain, first->terrain) != 0)
        position = GTK_INVALID_LIST_POSITION;
    adw_combo_row_set_selected (self->terrain_row, position);
    adw_combo_row_set_selected (self->border_row, first->border);
  }

  g_hash_table_iter_init (&iter, self->symbol_checks);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint with = 0;

      for (guint k = 0; k < n; k++)
        with += sw_region_has_symbol (selected_region (self, k), key) ? 1 : 0;
      gtk_check_button_set_active (value, with == n);
      gtk_check_button_set_inconsistent (value, with > 0 && with < n);
    }

  g_hash_table_iter_init (&iter, self->start_spins);
  while (g_hash_table_iter_next (&iter, &key, &value))
    gtk_spin_button_set_value (value, sw_region_count_start (first, key));

  g_hash_table_iter_init (&iter, self->name_entries);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *name = region_name (first, key);

      if (g_strcmp0 (gtk_editable_get_text (value), name ? name : "") != 0)
        gtk_editable_set_text (value, name ? name : "");
    }

  self->updating_properties = FALSE;
}

/* Applying a change: through the window's actions, one undo step each */

static void
terrain_selected_cb (AdwComboRow *row,
                     GParamSpec  *pspec,
                     SwWindow    *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating_properties || selected >= self->terrain_ids->len)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-terrain", "s",
                              g_ptr_array_index (self->terrain_ids, selected));
}

static void
border_selected_cb (AdwComboRow *row,
                    GParamSpec  *pspec,
                    SwWindow    *self)
{
  static const char *const modes[] = { "auto", "yes", "no" };
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating_properties || selected >= G_N_ELEMENTS (modes))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-border", "s", modes[selected]);
}

static void
symbol_toggled_cb (GtkCheckButton *check,
                   SwWindow       *self)
{
  if (self->updating_properties)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-symbol", "(sb)",
                              g_object_get_data (G_OBJECT (check), "sw-type"),
                              gtk_check_button_get_active (check));
}

static void
start_changed_cb (GtkSpinButton *spin,
                  SwWindow      *self)
{
  if (self->updating_properties)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-start", "(su)",
                              g_object_get_data (G_OBJECT (spin), "sw-type"),
                              (guint32) gtk_spin_button_get_value_as_int (spin));
}

static void
name_applied_cb (AdwEntryRow *row,
                 SwWindow    *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-name", "(ss)",
                              g_object_get_data (G_OBJECT (row), "sw-lang"),
                              gtk_editable_get_text (GTK_EDITABLE (row)));
}

/* Building the panel for the selection */

static GtkWidget *
add_group (SwWindow   *self,
           const char *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_box_append (GTK_BOX (self->properties_box), group);
  return group;
}

static void
clear_panel (SwWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->properties_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->properties_box), child);
  self->terrain_row = NULL;
  self->border_row = NULL;
  g_clear_pointer (&self->terrain_ids, g_ptr_array_unref);
  g_clear_pointer (&self->symbol_checks, g_hash_table_unref);
  g_clear_pointer (&self->start_spins, g_hash_table_unref);
  g_clear_pointer (&self->name_entries, g_hash_table_unref);
}

/* Terrains as items of a list: GtkStringObjects of their ids. */
static GListModel *
terrain_items (GPtrArray *terrains)
{
  GtkStringList *ids = gtk_string_list_new (NULL);

  for (guint i = 0; terrains && i < terrains->len; i++)
    gtk_string_list_append (ids, ((SwCatalogEntry *) g_ptr_array_index (terrains, i))->id);
  return G_LIST_MODEL (ids);
}

static void
build_terrain_rows (SwWindow        *self,
                    GtkWidget       *group,
                    const SwCatalog *catalog)
{
  g_autoptr(GPtrArray) terrains = catalog ? sw_catalog_list (catalog, "terrain") : NULL;
  g_autoptr(GtkStringList) borders = gtk_string_list_new (NULL);
  g_autoptr(GListModel) items = terrain_items (terrains);
  g_autoptr(GtkListItemFactory) factory = sw_terrain_factory_new (sw_window_map (self)->edition);
  GtkWidget *row;

  self->terrain_ids = g_ptr_array_new ();
  for (guint i = 0; terrains && i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);

      g_ptr_array_add (self->terrain_ids, entry->id);
    }
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Terrain"));
  adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), items);
  g_signal_connect (row, "notify::selected", G_CALLBACK (terrain_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->terrain_row = ADW_COMBO_ROW (row);

  /* in SwBorderMode order */
  gtk_string_list_append (borders, C_("border", "Automatic"));
  gtk_string_list_append (borders, C_("border", "Yes"));
  gtk_string_list_append (borders, C_("border", "No"));
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Border Region"));
  /* the value as the subtitle, whole: beside the title it was cut to "Auto…" */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, _("Automatic: on the board’s edge, or on a border sea’s shore"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (borders));
  g_signal_connect (row, "notify::selected", G_CALLBACK (border_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->border_row = ADW_COMBO_ROW (row);
}

static void
build_symbol_rows (SwWindow        *self,
                   const SwCatalog *catalog)
{
  g_autoptr(GPtrArray) symbols = catalog ? sw_catalog_list (catalog, "symbol") : NULL;
  GtkWidget *group;

  self->symbol_checks = g_hash_table_new (g_str_hash, g_str_equal);
  if (symbols == NULL || symbols->len == 0)
    return;
  group = add_group (self, _("Symbols"));
  for (guint i = 0; i < symbols->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (symbols, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sw_catalog_entry_name (entry));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon_for (entry->id, FALSE));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      g_object_set_data (G_OBJECT (check), "sw-type", entry->id);
      g_signal_connect (check, "toggled", G_CALLBACK (symbol_toggled_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_hash_table_insert (self->symbol_checks, entry->id, check);
    }
}

static void
build_start_rows (SwWindow        *self,
                  const SwCatalog *catalog)
{
  g_autoptr(GPtrArray) markers = catalog ? sw_catalog_list (catalog, "marker") : NULL;
  GtkWidget *group;

  self->start_spins = g_hash_table_new (g_str_hash, g_str_equal);
  if (markers == NULL || markers->len == 0)
    return;
  group = add_group (self, _("Start Markers"));
  for (guint i = 0; i < markers->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (markers, i);
      GtkWidget *row = adw_action_row_new ();
      gint64 limit = sw_catalog_entry_get_int (entry, "limit", 99);
      GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX (1, limit), 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sw_catalog_entry_name (entry));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon_for (entry->id, TRUE));
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      g_object_set_data (G_OBJECT (spin), "sw-type", entry->id);
      g_signal_connect (spin, "value-changed", G_CALLBACK (start_changed_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_hash_table_insert (self->start_spins, entry->id, spin);
    }
}

static void
build_name_rows (SwWindow *self)
{
  GtkWidget *group = add_group (self, _("Names"));

  self->name_entries = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < G_N_ELEMENTS (name_languages); i++)
    {
      GtkWidget *row = adw_entry_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(name_languages[i].label));
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "sw-lang", (gpointer) name_languages[i].lang);
      g_signal_connect (row, "apply", G_CALLBACK (name_applied_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_hash_table_insert (self->name_entries, (gpointer) name_languages[i].lang, row);
    }
}

void
sw_window_update_properties (SwWindow *self)
{
  guint n = n_selected (self);
  const SwCatalog *catalog;
  g_autofree char *title = NULL;
  GtkWidget *group;

  clear_panel (self);
  gtk_widget_set_visible (self->properties_box, sw_window_map (self) != NULL);
  if (sw_window_map (self) == NULL)
    return;
  if (n == 0)
    {
      GtkWidget *hint = gtk_label_new (_("Click a region to change its terrain, symbols, start markers and names; "
                                         "Ctrl+click selects several."));

      gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
      gtk_label_set_xalign (GTK_LABEL (hint), 0);
      gtk_widget_add_css_class (hint, "dim-label");
      gtk_box_append (GTK_BOX (self->properties_box), hint);
      sw_window_add_boards_group (self);
      return;
    }

  catalog = sw_catalog_get (sw_window_map (self)->edition);
  if (n == 1)
    title = g_strdup_printf (_("Region %s"), selected_region (self, 0)->id);
  else
    title = g_strdup_printf (ngettext ("%u Region", "%u Regions", n), n);
  group = add_group (self, title);
  if (n > 1)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                           _("Changes apply to every selected region."));
  build_terrain_rows (self, group, catalog);
  build_symbol_rows (self, catalog);
  build_start_rows (self, catalog);
  build_name_rows (self);
  if (n == 1)
    {
      GtkWidget *neighbours = sw_neighbours_group_new ();

      gtk_box_append (GTK_BOX (self->properties_box), neighbours);
      sw_neighbours_group_set_region (SW_NEIGHBOURS_GROUP (neighbours), self,
                                      sw_map_view_get_selection (self->map_view, &n)[0]);
    }
  sw_window_refresh_properties (self);
}
