/* sw-new-map-dialog.c: the New Map dialog: edition, board size (A2, A1, A3 or custom) and an optional bundled map as a template. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>

#include "sw-application.h"
#include "sw-catalog.h"
#include "sw-edit.h"
#include "sw-map-xml.h"
#include "sw-window-private.h"

static const struct {
  const char *name;
  double width, height;
} board_sizes[] = {
  { N_("A2 (594 × 420 mm)"), 594, 420 },
  { N_("A1 (841 × 594 mm)"), 841, 594 },
  { N_("A3 (420 × 297 mm)"), 420, 297 },
  { N_("Custom"), 0, 0 },
};

typedef struct {
  SwWindow *window;
  AdwComboRow *edition_row;
  AdwComboRow *size_row;
  AdwComboRow *template_row;
  GtkSpinButton *width_spin;
  GtkSpinButton *height_spin;
  GtkWidget *width_row;
  GtkWidget *height_row;
  GPtrArray *templates;   /* paths; index 0 is "none" (NULL) */
} NewMapDialog;

static void
new_map_dialog_free (gpointer  data,
                     GClosure *closure)
{
  NewMapDialog *dialog = data;

  g_clear_pointer (&dialog->templates, g_ptr_array_unref);
  g_free (dialog);
}

static gint
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

static GPtrArray *
list_templates (void)
{
  g_autofree char *dir_path = g_strdup (sw_application_get_maps_dir ());
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".swmap"))
      g_ptr_array_add (paths, g_build_filename (dir_path, name, NULL));
  g_ptr_array_sort (paths, compare_paths);
  g_ptr_array_insert (paths, 0, NULL);
  return paths;
}

static const char *
first_land_terrain (const char *edition)
{
  const SwCatalog *catalog = sw_catalog_get (edition);
  g_autoptr(GPtrArray) terrains = catalog ? sw_catalog_list (catalog, "terrain") : NULL;

  for (guint i = 0; terrains && i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);

      if (sw_catalog_entry_get_bool (entry, "conquerable", TRUE) && !sw_catalog_entry_get_bool (entry, "sea", FALSE))
        return entry->id;
    }
  return terrains && terrains->len ? ((SwCatalogEntry *) g_ptr_array_index (terrains, 0))->id : "farmland";
}

gboolean
sw_window_create_map (SwWindow    *self,
                      const char  *edition,
                      double       width,
                      double       height,
                      const char  *template_path,
                      GError     **error)
{
  g_autoptr(SwMap) map = NULL;

  g_return_val_if_fail (SW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (template_path != NULL || edition != NULL, FALSE);

  if (template_path != NULL)
    {
      map = sw_map_load_file (template_path, NULL, error);
      if (map == NULL)
        return FALSE;
    }
  else
    {
      g_autofree char *region = NULL;

      map = sw_map_new (edition);
      /* one region covering the board, so that split can start drawing */
      if (!sw_edit_add_board (map, NULL, "board", width, height, first_land_terrain (edition), &region, error))
        return FALSE;
    }
  sw_window_take_map (self, g_steal_pointer (&map), NULL, FALSE);
  /* a blank board is drawn by cutting it up */
  if (template_path == NULL)
    sw_window_set_tool (self, "split");
  return TRUE;
}

static void
size_selected_cb (NewMapDialog *dialog)
{
  guint size = adw_combo_row_get_selected (dialog->size_row);
  gboolean custom = size >= G_N_ELEMENTS (board_sizes) - 1;
  gboolean blank = adw_combo_row_get_selected (dialog->template_row) == 0;

  gtk_widget_set_sensitive (dialog->width_row, custom && blank);
  gtk_widget_set_sensitive (dialog->height_row, custom && blank);
  gtk_widget_set_sensitive (GTK_WIDGET (dialog->size_row), blank);
  gtk_widget_set_sensitive (GTK_WIDGET (dialog->edition_row), blank);
  if (!custom)
    {
      gtk_spin_button_set_value (dialog->width_spin, board_sizes[size].width);
      gtk_spin_button_set_value (dialog->height_spin, board_sizes[size].height);
    }
}

static void
response_cb (AdwMessageDialog *message_dialog,
             const char       *response,
             NewMapDialog     *dialog)
{
  const char *const *editions = sw_catalog_list_editions ();
  guint edition = adw_combo_row_get_selected (dialog->edition_row);
  guint template = adw_combo_row_get_selected (dialog->template_row);
  const char *path = template < dialog->templates->len ? g_ptr_array_index (dialog->templates, template) : NULL;
  SwWindow *window = dialog->window;

  if (!g_str_equal (response, "create"))
    return;
  if (!sw_window_is_empty (window))
    window = SW_WINDOW (sw_application_new_window (SW_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)))));
  gtk_widget_activate_action (GTK_WIDGET (window), "window.create-map", "(sdds)",
                              editions[MIN (edition, g_strv_length ((char **) editions) - 1)],
                              gtk_spin_button_get_value (dialog->width_spin),
                              gtk_spin_button_get_value (dialog->height_spin),
                              path ? path : "");
  gtk_window_present (GTK_WINDOW (window));
}

static GtkWidget *
spin_row (const char     *title,
          GtkSpinButton **spin_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (50, 2000, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  *spin_out = GTK_SPIN_BUTTON (spin);
  return row;
}

void
sw_window_new_map_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  NewMapDialog *dialog = g_new0 (NewMapDialog, 1);
  const char *const *editions = sw_catalog_list_editions ();
  g_autoptr(GtkStringList) edition_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) size_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) template_names = gtk_string_list_new (NULL);
  GtkWidget *message_dialog, *group, *row;

  dialog->window = self;
  dialog->templates = list_templates ();

  for (guint i = 0; editions[i] != NULL; i++)
    {
      const SwCatalog *catalog = sw_catalog_get (editions[i]);
      const char *name = catalog ? sw_text_pick (catalog->names) : NULL;

      gtk_string_list_append (edition_names, name ? name : editions[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (board_sizes); i++)
    gtk_string_list_append (size_names, _(board_sizes[i].name));
  gtk_string_list_append (template_names, _("None: a blank board"));
  for (guint i = 1; i < dialog->templates->len; i++)
    {
      g_autoptr(SwMap) map = sw_map_load_file (g_ptr_array_index (dialog->templates, i), NULL, NULL);
      g_autofree char *basename = g_path_get_basename (g_ptr_array_index (dialog->templates, i));
      const char *title = map ? sw_map_get_title (map) : NULL;

      gtk_string_list_append (template_names, title ? title : basename);
    }

  group = adw_preferences_group_new ();
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Edition"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (edition_names));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  dialog->edition_row = ADW_COMBO_ROW (row);

  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Board Size"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (size_names));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  dialog->size_row = ADW_COMBO_ROW (row);

  dialog->width_row = spin_row (_("Width (mm)"), &dialog->width_spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), dialog->width_row);
  dialog->height_row = spin_row (_("Height (mm)"), &dialog->height_spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), dialog->height_row);

  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Start From"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (template_names));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  dialog->template_row = ADW_COMBO_ROW (row);

  g_signal_connect_swapped (dialog->size_row, "notify::selected", G_CALLBACK (size_selected_cb), dialog);
  g_signal_connect_swapped (dialog->template_row, "notify::selected", G_CALLBACK (size_selected_cb), dialog);
  size_selected_cb (dialog);

  message_dialog = adw_message_dialog_new (GTK_WINDOW (self), _("New Map"),
                                           _("A board covered by one region: split it to draw the map."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (message_dialog), group);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (message_dialog),
                                    "cancel", _("_Cancel"),
                                    "create", _("C_reate"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (message_dialog), "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (message_dialog), "create");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (message_dialog), "cancel");
  g_signal_connect_data (message_dialog, "response", G_CALLBACK (response_cb), dialog,
                         new_map_dialog_free, 0);
  gtk_window_present (GTK_WINDOW (message_dialog));
}
