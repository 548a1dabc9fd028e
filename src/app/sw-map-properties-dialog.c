/* sw-map-properties-dialog.c: the Map Properties dialog: title and its translations, description, edition, scenarios. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>

#include "sw-catalog.h"
#include "sw-history.h"
#include "sw-map-properties-dialog.h"

#define MIN_PLAYERS 2
#define MAX_PLAYERS 5
#define N_SCENARIO_ROWS (MAX_PLAYERS - MIN_PLAYERS + 1)

struct _SwMapPropertiesDialog
{
  AdwPreferencesWindow parent_instance;

  /* template children */
  AdwEntryRow *title_row;
  AdwEntryRow *title_zh_cn_row;
  AdwEntryRow *title_zh_tw_row;
  AdwEntryRow *description_row;
  AdwEntryRow *description_zh_cn_row;
  AdwEntryRow *description_zh_tw_row;
  AdwComboRow *edition_row;
  AdwPreferencesGroup *scenarios_group;

  SwWindow *window;       /* weak */
  gboolean updating;      /* showing the map's values, not the user's */
  GtkSwitch *scenario_switches[N_SCENARIO_ROWS];
  GtkSpinButton *turn_spins[N_SCENARIO_ROWS];
};

G_DEFINE_FINAL_TYPE (SwMapPropertiesDialog, sw_map_properties_dialog, ADW_TYPE_PREFERENCES_WINDOW)

/* the text rows: which list of the map, which language ("" the default) */
static void
row_target (SwMapPropertiesDialog *self,
            AdwEntryRow           *row,
            gboolean              *title,
            const char           **lang)
{
  *title = row == self->title_row || row == self->title_zh_cn_row || row == self->title_zh_tw_row;
  if (row == self->title_zh_cn_row || row == self->description_zh_cn_row)
    *lang = "zh-CN";
  else if (row == self->title_zh_tw_row || row == self->description_zh_tw_row)
    *lang = "zh-TW";
  else
    *lang = "";
}

static const char *
text_in (GPtrArray  *texts,
         const char *lang)
{
  for (guint i = 0; texts != NULL && i < texts->len; i++)
    {
      const SwText *text = g_ptr_array_index (texts, i);

      if (g_strcmp0 (text->lang ? text->lang : "", lang) == 0)
        return text->text;
    }
  return NULL;
}

static void
refresh (SwMapPropertiesDialog *self)
{
  SwMap *map = self->window ? sw_window_get_map (self->window) : NULL;
  AdwEntryRow *rows[] = {
    self->title_row, self->title_zh_cn_row, self->title_zh_tw_row,
    self->description_row, self->description_zh_cn_row, self->description_zh_tw_row,
  };
  const char *const *editions = sw_catalog_list_editions ();

  if (map == NULL)
    return;
  self->updating = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      gboolean title;
      const char *lang, *text;

      row_target (self, rows[i], &title, &lang);
      text = text_in (title ? map->titles : map->descriptions, lang);
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (rows[i])), text ? text : "") != 0)
        gtk_editable_set_text (GTK_EDITABLE (rows[i]), text ? text : "");
    }
  for (guint i = 0; editions[i] != NULL; i++)
    if (g_strcmp0 (editions[i], map->edition) == 0)
      adw_combo_row_set_selected (self->edition_row, i);
  for (guint r = 0; r < N_SCENARIO_ROWS; r++)
    {
      const SwScenario *found = NULL;

      for (guint i = 0; i < map->scenarios->len; i++)
        if (g_array_index (map->scenarios, SwScenario, i).players == MIN_PLAYERS + r)
          found = &g_array_index (map->scenarios, SwScenario, i);
      gtk_switch_set_active (self->scenario_switches[r], found != NULL);
      gtk_spin_button_set_value (self->turn_spins[r],
                                 found ? found->turns
                                 : sw_catalog_get (map->edition) != NULL
                                 ? sw_catalog_usual_turns (sw_catalog_get (map->edition), MIN_PLAYERS + r) : 0);
      gtk_widget_set_sensitive (GTK_WIDGET (self->turn_spins[r]), found != NULL);
    }
  self->updating = FALSE;
}

static void
apply (SwMapPropertiesDialog *self,
       const char            *action,
       GVariant              *parameter)
{
  g_autoptr(GVariant) owned = g_variant_ref_sink (parameter);

  if (self->window != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (self->window), action, owned);
  /* a refused change shows the map's value again */
  refresh (self);
}

static void
text_applied_cb (AdwEntryRow           *row,
                 SwMapPropertiesDialog *self)
{
  gboolean title;
  const char *lang;

  row_target (self, row, &title, &lang);
  apply (self, title ? "edit.set-title" : "edit.set-description",
         g_variant_new ("(ss)", lang, gtk_editable_get_text (GTK_EDITABLE (row))));
}

static void
edition_selected_cb (AdwComboRow           *row,
                     GParamSpec            *pspec,
                     SwMapPropertiesDialog *self)
{
  const char *const *editions = sw_catalog_list_editions ();
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating || selected >= g_strv_length ((char **) editions))
    return;
  apply (self, "edit.set-edition", g_variant_new_string (editions[selected]));
}

static void
scenarios_changed_cb (SwMapPropertiesDialog *self)
{
  GVariantBuilder builder;

  if (self->updating)
    return;
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(uu)"));
  for (guint r = 0; r < N_SCENARIO_ROWS; r++)
    if (gtk_switch_get_active (self->scenario_switches[r]))
      g_variant_builder_add (&builder, "(uu)", (guint32) (MIN_PLAYERS + r),
                             (guint32) gtk_spin_button_get_value_as_int (self->turn_spins[r]));
  apply (self, "edit.set-scenarios", g_variant_builder_end (&builder));
}

static void
build_scenario_rows (SwMapPropertiesDialog *self)
{
  for (guint r = 0; r < N_SCENARIO_ROWS; r++)
    {
      guint players = MIN_PLAYERS + r;
      g_autofree char *title = g_strdup_printf (ngettext ("%u Player", "%u Players", players), players);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, 99, 1);
      GtkWidget *turns = gtk_label_new (_("Turns"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (turns, "dim-label");
      gtk_widget_set_tooltip_text (spin, _("The number of turns of a game; 0 when the map does not say"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Turns"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), turns);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (scenarios_changed_cb), self);
      g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (scenarios_changed_cb), self);
      adw_preferences_group_add (self->scenarios_group, row);
      self->scenario_switches[r] = GTK_SWITCH (toggle);
      self->turn_spins[r] = GTK_SPIN_BUTTON (spin);
    }
}

static void
build_edition_model (SwMapPropertiesDialog *self)
{
  const char *const *editions = sw_catalog_list_editions ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; editions[i] != NULL; i++)
    {
      const SwCatalog *catalog = sw_catalog_get (editions[i]);
      const char *name = catalog ? sw_text_pick (catalog->names) : NULL;

      gtk_string_list_append (names, name ? name : editions[i]);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (names));
  self->updating = FALSE;
}

/* Undo and redo of the window, from the dialog too (a text field keeps
 * Ctrl+Z for its own text while it has the focus). */
static gboolean
history_binding (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   data)
{
  SwMapPropertiesDialog *self = SW_MAP_PROPERTIES_DIALOG (widget);

  if (self->window == NULL)
    return FALSE;
  return gtk_widget_activate_action (GTK_WIDGET (self->window), g_variant_get_string (args, NULL), NULL);
}

static void
sw_map_properties_dialog_dispose (GObject *object)
{
  SwMapPropertiesDialog *self = SW_MAP_PROPERTIES_DIALOG (object);

  g_clear_weak_pointer (&self->window);
  gtk_widget_dispose_template (GTK_WIDGET (self), SW_TYPE_MAP_PROPERTIES_DIALOG);
  G_OBJECT_CLASS (sw_map_properties_dialog_parent_class)->dispose (object);
}

static void
sw_map_properties_dialog_class_init (SwMapPropertiesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_map_properties_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/swcompanion/Companion/sw-map-properties-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SwMapPropertiesDialog, title_row);
  gtk_widget_class_bind_template_child (widget_class, SwMapPropertiesDialog, title_zh_cn_row);
  gtk_widget_class_bind_template_child (widget_class, SwMapPropertiesDialog, title_zh_tw_row);
  gtk_widget_class_bind_template_child (widget_class, SwMapPropertiesDialog, description_row);
  gtk_widget_class_bind_template_child (widget_class, SwMapPropertiesDialog, description_zh_cn_row);
  gtk_widget_class_bind_template_child (widget_class, SwMapPropertiesDialog, description_zh_tw_row);
  gtk_widget_class_bind_template_child (widget_class, SwMapPropertiesDialog, edition_row);
  gtk_widget_class_bind_template_child (widget_class, SwMapPropertiesDialog, scenarios_group);
  gtk_widget_class_bind_template_callback (widget_class, text_applied_cb);
  gtk_widget_class_bind_template_callback (widget_class, edition_selected_cb);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, history_binding, "s", "edit.undo");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, history_binding,
                                "s", "edit.redo");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, history_binding,
                                "s", "edit.redo");
}

static void
sw_map_properties_dialog_init (SwMapPropertiesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  build_edition_model (self);
  build_scenario_rows (self);
}

SwMapPropertiesDialog *
sw_map_properties_dialog_new (SwWindow *window)
{
  SwMapPropertiesDialog *self;
  SwHistory *history;

  g_return_val_if_fail (SW_IS_WINDOW (window), NULL);

  self = g_object_new (SW_TYPE_MAP_PROPERTIES_DIALOG, "transient-for", window, NULL);
  g_set_weak_pointer (&self->window, window);
  history = sw_window_get_history (window);
  if (history != NULL)
    g_signal_connect_object (history, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  refresh (self);
  return self;
}
