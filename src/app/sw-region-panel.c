/* sw-region-panel.c: the map editor's panel for the selected regions: terrain with its swatch, border, symbols, start markers, names, neighbours; each change one undo step through the window's actions. */
#include "config.h"
#define G_LOG_DOMAIN "sw-region-panel"

#include <glib/gi18n.h>

#include "sw-catalog.h"
#include "sw-neighbours-group.h"
#include "sw-region-panel.h"
#include "sw-spin-scroll.h"
#include "sw-render-private.h"
#include "sw-terrain-legend.h"

struct _SwRegionPanel
{
  GtkBox parent_instance;

  SwMapDocument *document;
  SwMapView *view;            /* weak: its selection is shown */
  char *edition;              /* the edition the catalog's rows are for */
  GPtrArray *terrain_ids;     /* the terrain row's ids, in its order */
  GHashTable *symbol_checks;  /* type -> GtkCheckButton */
  GHashTable *start_spins;    /* type -> GtkSpinButton */
  GPtrArray *catalog_rows;    /* the symbol and start marker rows */
  gboolean updating;          /* showing values, not applying them */

  /* template children */
  GtkWidget *hint;
  AdwPreferencesGroup *region_group;
  AdwComboRow *terrain_row;
  AdwComboRow *border_row;
  AdwPreferencesGroup *symbols_group;
  AdwPreferencesGroup *starts_group;
  AdwPreferencesGroup *names_group;
  AdwEntryRow *name_en;
  AdwEntryRow *name_zh_cn;
  AdwEntryRow *name_zh_tw;
  SwNeighboursGroup *neighbours;
};

G_DEFINE_FINAL_TYPE (SwRegionPanel, sw_region_panel, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_VIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static SwMap *
panel_map (SwRegionPanel *self)
{
  return self->document ? sw_map_document_get_map (self->document) : NULL;
}

static guint
n_selected (SwRegionPanel *self)
{
  guint n = 0;

  if (self->view != NULL)
    sw_map_view_get_selection (self->view, &n);
  return n;
}

static const SwRegion *
selected_region (SwRegionPanel *self,
                 guint          i)
{
  SwMap *map = panel_map (self);
  guint n = 0;
  const guint *selected = self->view ? sw_map_view_get_selection (self->view, &n) : NULL;

  if (map == NULL || i >= n || selected[i] >= map->regions->len)
    return NULL;
  return g_ptr_array_index (map->regions, selected[i]);
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
  /* the row's title names it: the picture is no more to a screen reader */
  GtkWidget *area = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 24);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 24);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (area), "sw-type", g_strdup (type), g_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_icon_cb, GINT_TO_POINTER (token), NULL);
  return area;
}

/* Applying a change: through the window's actions, one undo step each */

static void
terrain_selected_cb (AdwComboRow   *row,
                     GParamSpec    *pspec,
                     SwRegionPanel *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating || self->terrain_ids == NULL || selected >= self->terrain_ids->len)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-terrain", "s",
                              g_ptr_array_index (self->terrain_ids, selected));
}

static void
border_selected_cb (AdwComboRow   *row,
                    GParamSpec    *pspec,
                    SwRegionPanel *self)
{
  static const char *const modes[] = { "auto", "yes", "no" };
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating || selected >= G_N_ELEMENTS (modes))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-border", "s", modes[selected]);
}

static void
symbol_toggled_cb (GtkCheckButton *check,
                   SwRegionPanel  *self)
{
  if (self->updating)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-symbol", "(sb)",
                              g_object_get_data (G_OBJECT (check), "sw-type"),
                              gtk_check_button_get_active (check));
}

static void
start_changed_cb (GtkSpinButton *spin,
                  SwRegionPanel *self)
{
  if (self->updating)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-start", "(su)",
                              g_object_get_data (G_OBJECT (spin), "sw-type"),
                              (guint32) gtk_spin_button_get_value_as_int (spin));
}

static void
start_activate_cb (GtkWidget     *text,
                   SwRegionPanel *self)
{
  GtkWidget *spin = gtk_widget_get_ancestor (text, GTK_TYPE_SPIN_BUTTON);

  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  start_changed_cb (GTK_SPIN_BUTTON (spin), self);
}

/* the language of each name row */
static const char *
name_lang (SwRegionPanel *self,
           AdwEntryRow   *row)
{
  if (row == self->name_zh_cn)
    return "zh-CN";
  if (row == self->name_zh_tw)
    return "zh-TW";
  return "en";
}

static void
name_applied_cb (AdwEntryRow   *row,
                 SwRegionPanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "edit.set-name", "(ss)",
                              name_lang (self, row), gtk_editable_get_text (GTK_EDITABLE (row)));
}

/* The rows of an edition's catalog: its terrains, symbols and markers */

static void
clear_catalog_rows (SwRegionPanel *self)
{
  for (guint i = 0; self->catalog_rows && i < self->catalog_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->catalog_rows, i);

      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP)), row);
    }
  g_clear_pointer (&self->catalog_rows, g_ptr_array_unref);
  g_clear_pointer (&self->terrain_ids, g_ptr_array_unref);
  g_hash_table_remove_all (self->symbol_checks);
  g_hash_table_remove_all (self->start_spins);
}

static void
build_catalog_rows (SwRegionPanel *self,
                    const char    *edition)
{
  const SwCatalog *catalog = sw_catalog_get (edition);
  g_autoptr(GPtrArray) terrains = catalog ? sw_catalog_list (catalog, "terrain") : NULL;
  g_autoptr(GPtrArray) symbols = catalog ? sw_catalog_list (catalog, "symbol") : NULL;
  g_autoptr(GPtrArray) markers = catalog ? sw_catalog_list (catalog, "marker") : NULL;
  g_autoptr(GtkStringList) ids = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = sw_terrain_factory_new (edition);

  clear_catalog_rows (self);
  g_free (self->edition);
  self->edition = g_strdup (edition);
  self->catalog_rows = g_ptr_array_new ();

  /* terrains as GtkStringObjects of their ids, drawn with their swatches */
  self->terrain_ids = g_ptr_array_new ();
  for (guint i = 0; terrains && i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);

      g_ptr_array_add (self->terrain_ids, entry->id);
      gtk_string_list_append (ids, entry->id);
    }
  self->updating = TRUE;
  adw_combo_row_set_factory (self->terrain_row, factory);
  adw_combo_row_set_model (self->terrain_row, G_LIST_MODEL (ids));

  for (guint i = 0; symbols && i < symbols->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (symbols, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sw_catalog_entry_name (entry));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon_for (entry->id, FALSE));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      g_object_set_data (G_OBJECT (check), "sw-type", entry->id);
      g_signal_connect (check, "toggled", G_CALLBACK (symbol_toggled_cb), self);
      adw_preferences_group_add (self->symbols_group, row);
      g_ptr_array_add (self->catalog_rows, row);
      g_hash_table_insert (self->symbol_checks, entry->id, check);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->symbols_group), symbols && symbols->len > 0);

  for (guint i = 0; markers && i < markers->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (markers, i);
      GtkWidget *row = adw_action_row_new ();
      gint64 limit = sw_catalog_entry_get_int (entry, "limit", 99);
      GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX (1, limit), 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sw_catalog_entry_name (entry));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon_for (entry->id, TRUE));
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      sw_spin_scroll_passes (GTK_SPIN_BUTTON (spin));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
      g_object_set_data (G_OBJECT (spin), "sw-type", entry->id);
      g_signal_connect (spin, "value-changed", G_CALLBACK (start_changed_cb), self);
      /* Enter applies the count shown too: over regions counted differently
       * it may be the one shown already, which changes no value (GTK 4.8's
       * spin button has no activate of its own: its text's) */
      g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate", G_CALLBACK (start_activate_cb), self);
      adw_preferences_group_add (self->starts_group, row);
      g_ptr_array_add (self->catalog_rows, row);
      g_hash_table_insert (self->start_spins, entry->id, spin);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->starts_group), markers && markers->len > 0);
  self->updating = FALSE;
}

/* Showing the selection's values (without applying them) */

static void
refresh (SwRegionPanel *self)
{
  SwMap *map = panel_map (self);
  const SwRegion *first = selected_region (self, 0);
  guint n = n_selected (self);
  g_autofree char *title = NULL;
  GHashTableIter iter;
  gpointer key, value;
  guint position = GTK_INVALID_LIST_POSITION;
  struct { AdwEntryRow *row; const char *lang; } names[] = {
    { self->name_en, "en" }, { self->name_zh_cn, "zh-CN" }, { self->name_zh_tw, "zh-TW" },
  };

  gtk_widget_set_visible (GTK_WIDGET (self), map != NULL);
  if (map == NULL)
    return;
  /* the selection may have lost regions to an edit (a merge, an undo) */
  for (guint k = 1; k < n && first != NULL; k++)
    if (selected_region (self, k) == NULL)
      first = NULL;
  gtk_widget_set_visible (self->hint, first == NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->region_group), first != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->names_group), first != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->neighbours), first != NULL && n == 1);
  if (first == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->symbols_group), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->starts_group), FALSE);
      return;
    }
  /* the edition decides the terrains, symbols and markers offered */
  if (self->edition == NULL || g_strcmp0 (self->edition, map->edition) != 0)
    build_catalog_rows (self, map->edition);
  gtk_widget_set_visible (GTK_WIDGET (self->symbols_group), g_hash_table_size (self->symbol_checks) > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->starts_group), g_hash_table_size (self->start_spins) > 0);

  self->updating = TRUE;
  if (n == 1)
    title = g_strdup_printf (_("Region %s"), first->id);
  else
    title = g_strdup_printf (ngettext ("%u Region", "%u Regions", n), n);
  adw_preferences_group_set_title (self->region_group, title);
  adw_preferences_group_set_description (self->region_group,
                                         n > 1 ? _("Changes apply to every selected region.") : NULL);

  for (guint i = 0; i < self->terrain_ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->terrain_ids, i), first->terrain) == 0)
      position = i;
  for (guint k = 1; k < n; k++)
    if (g_strcmp0 (selected_region (self, k)->terrain, first->terrain) != 0)
      position = GTK_INVALID_LIST_POSITION;
  adw_combo_row_set_selected (self->terrain_row, position);
  {
    /* a terrain the edition does not have (a file written elsewhere):
     * the row cannot show it, so it says what the file has */
    g_autofree char *unknown = NULL;

    if (position == GTK_INVALID_LIST_POSITION && n == 1 && first->terrain != NULL)
      /* Translators: under the Terrain row when a region's file terrain is not one of the edition's */
      unknown = g_strdup_printf (_("“%s” in the file is not a terrain of this edition: choose one"), first->terrain);
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->terrain_row), unknown != NULL ? unknown : "");
  }
  adw_combo_row_set_selected (self->border_row, first->border);

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
    {
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (value), ADW_TYPE_ACTION_ROW);
      guint least = sw_region_count_start (first, key), most = least;
      g_autofree char *range = NULL;

      for (guint k = 1; k < n; k++)
        {
          guint count = sw_region_count_start (selected_region (self, k), key);

          least = MIN (least, count);
          most = MAX (most, count);
        }
      /* counts that differ: the field shows the most, and says so (as a
       * symbol's check box shows a mixed state) */
      if (least != most)
        /* Translators: a start marker's count over several selected regions that hold different counts */
        range = g_strdup_printf (_("%u to %u in the selected regions; a count set here applies to each"), least, most);
      if (row != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), range != NULL ? range : "");
      gtk_spin_button_set_value (value, most);
    }

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      const char *name = region_name (first, names[i].lang);

      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (names[i].row)), name ? name : "") != 0)
        gtk_editable_set_text (GTK_EDITABLE (names[i].row), name ? name : "");
    }
  self->updating = FALSE;

  /* an edit may have changed what the region touches */
  if (n == 1)
    sw_neighbours_group_set_region (self->neighbours, self->document,
                                    (guint) sw_map_find_region (map, first->id));
}

/* Public */

void
sw_region_panel_set_document (SwRegionPanel *self,
                              SwMapDocument *document)
{
  g_return_if_fail (SW_IS_REGION_PANEL (self));
  g_return_if_fail (document == NULL || SW_IS_MAP_DOCUMENT (document));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      /* after the window's own handlers: the view has the map's new state */
      g_signal_connect_object (document, "changed", G_CALLBACK (refresh), self,
                               G_CONNECT_SWAPPED | G_CONNECT_AFTER);
      g_signal_connect_object (document, "notify::map", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
    }
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

void
sw_region_panel_set_view (SwRegionPanel *self,
                          SwMapView     *view)
{
  g_return_if_fail (SW_IS_REGION_PANEL (self));
  g_return_if_fail (view == NULL || SW_IS_MAP_VIEW (view));

  if (self->view == view)
    return;
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  g_set_weak_pointer (&self->view, view);
  if (view != NULL)
    g_signal_connect_object (view, "selection-changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
}

/* GObject */

static void
sw_region_panel_dispose (GObject *object)
{
  SwRegionPanel *self = SW_REGION_PANEL (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  g_clear_weak_pointer (&self->view);
  g_clear_pointer (&self->catalog_rows, g_ptr_array_unref);
  g_clear_pointer (&self->terrain_ids, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), SW_TYPE_REGION_PANEL);
  G_OBJECT_CLASS (sw_region_panel_parent_class)->dispose (object);
}

static void
sw_region_panel_finalize (GObject *object)
{
  SwRegionPanel *self = SW_REGION_PANEL (object);

  g_free (self->edition);
  g_hash_table_unref (self->symbol_checks);
  g_hash_table_unref (self->start_spins);
  G_OBJECT_CLASS (sw_region_panel_parent_class)->finalize (object);
}

static void
sw_region_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SwRegionPanel *self = SW_REGION_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_VIEW:
      g_value_set_object (value, self->view);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_region_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SwRegionPanel *self = SW_REGION_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      sw_region_panel_set_document (self, g_value_get_object (value));
      break;
    case PROP_VIEW:
      sw_region_panel_set_view (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_region_panel_class_init (SwRegionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_region_panel_dispose;
  object_class->finalize = sw_region_panel_finalize;
  object_class->get_property = sw_region_panel_get_property;
  object_class->set_property = sw_region_panel_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, SW_TYPE_MAP_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW] =
    g_param_spec_object ("view", NULL, NULL, SW_TYPE_MAP_VIEW,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SW_TYPE_NEIGHBOURS_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-region-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, hint);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, region_group);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, terrain_row);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, border_row);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, symbols_group);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, starts_group);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, names_group);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, name_en);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, name_zh_cn);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, name_zh_tw);
  gtk_widget_class_bind_template_child (widget_class, SwRegionPanel, neighbours);
  gtk_widget_class_bind_template_callback (widget_class, terrain_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, border_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_applied_cb);
}

static void
sw_region_panel_init (SwRegionPanel *self)
{
  self->symbol_checks = g_hash_table_new (g_str_hash, g_str_equal);
  self->start_spins = g_hash_table_new (g_str_hash, g_str_equal);
  gtk_widget_init_template (GTK_WIDGET (self));
  refresh (self);
}

GtkWidget *
sw_region_panel_new (void)
{
  return g_object_new (SW_TYPE_REGION_PANEL, NULL);
}
