/* sw-new-map-dialog.c: the New Map dialog: edition, players, board size (A2, A1, A3 or custom) and an optional bundled map as a template. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>

#include "sw-application.h"
#include "sw-catalog.h"
#include "sw-map-xml.h"
#include "sw-new-map-dialog.h"

static const struct {
  const char *name;
  double width, height;
} board_sizes[] = {
  { N_("A2 (594 × 420 mm)"), 594, 420 },
  { N_("A1 (841 × 594 mm)"), 841, 594 },
  { N_("A3 (420 × 297 mm)"), 420, 297 },
  { N_("Custom"), 0, 0 },
};

struct _SwNewMapDialog
{
  AdwMessageDialog parent_instance;

  SwWindow *window;        /* not owned: the dialog is destroyed with it */
  GPtrArray *templates;    /* paths; index 0 is "none" (NULL) */

  AdwComboRow *edition_row;
  AdwComboRow *players_row;
  AdwComboRow *size_row;
  AdwComboRow *template_row;
  GtkSpinButton *width_spin;
  GtkSpinButton *height_spin;
  GtkWidget *width_row;
  GtkWidget *height_row;
};

G_DEFINE_FINAL_TYPE (SwNewMapDialog, sw_new_map_dialog, ADW_TYPE_MESSAGE_DIALOG)

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

static void
choice_changed_cb (SwNewMapDialog *self)
{
  guint size = adw_combo_row_get_selected (self->size_row);
  gboolean custom = size >= G_N_ELEMENTS (board_sizes) - 1;
  gboolean blank = adw_combo_row_get_selected (self->template_row) == 0;

  gtk_widget_set_sensitive (self->width_row, custom && blank);
  gtk_widget_set_sensitive (self->height_row, custom && blank);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_row), blank);
  gtk_widget_set_sensitive (GTK_WIDGET (self->edition_row), blank);
  gtk_widget_set_sensitive (GTK_WIDGET (self->players_row), blank);
  if (!custom)
    {
      gtk_spin_button_set_value (self->width_spin, board_sizes[size].width);
      gtk_spin_button_set_value (self->height_spin, board_sizes[size].height);
    }
}

static void
response_cb (SwNewMapDialog *self,
             const char     *response)
{
  const char *const *editions = sw_catalog_list_editions ();
  guint edition = adw_combo_row_get_selected (self->edition_row);
  guint template = adw_combo_row_get_selected (self->template_row);
  const char *path = template < self->templates->len ? g_ptr_array_index (self->templates, template) : NULL;
  SwWindow *window = self->window;

  if (!g_str_equal (response, "create") || window == NULL)
    return;
  if (!sw_window_is_empty (window))
    window = SW_WINDOW (sw_application_new_window (SW_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)))));
  /* the players row lists 2 to 5 */
  gtk_widget_activate_action (GTK_WIDGET (window), "window.create-map", "(sddus)",
                              editions[MIN (edition, g_strv_length ((char **) editions) - 1)],
                              gtk_spin_button_get_value (self->width_spin),
                              gtk_spin_button_get_value (self->height_spin),
                              2 + adw_combo_row_get_selected (self->players_row),
                              path ? path : "");
  gtk_window_present (GTK_WINDOW (window));
}

static void
sw_new_map_dialog_finalize (GObject *object)
{
  SwNewMapDialog *self = SW_NEW_MAP_DIALOG (object);

  g_clear_pointer (&self->templates, g_ptr_array_unref);
  G_OBJECT_CLASS (sw_new_map_dialog_parent_class)->finalize (object);
}

static void
sw_new_map_dialog_class_init (SwNewMapDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_new_map_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-new-map-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SwNewMapDialog, edition_row);
  gtk_widget_class_bind_template_child (widget_class, SwNewMapDialog, size_row);
  gtk_widget_class_bind_template_child (widget_class, SwNewMapDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, SwNewMapDialog, template_row);
  gtk_widget_class_bind_template_child (widget_class, SwNewMapDialog, width_spin);
  gtk_widget_class_bind_template_child (widget_class, SwNewMapDialog, height_spin);
  gtk_widget_class_bind_template_child (widget_class, SwNewMapDialog, width_row);
  gtk_widget_class_bind_template_child (widget_class, SwNewMapDialog, height_row);
  gtk_widget_class_bind_template_callback (widget_class, choice_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, response_cb);
}

static void
sw_new_map_dialog_init (SwNewMapDialog *self)
{
  const char *const *editions = sw_catalog_list_editions ();
  g_autoptr(GtkStringList) edition_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) size_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) template_names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->templates = list_templates ();

  for (guint i = 0; editions[i] != NULL; i++)
    {
      const SwCatalog *catalog = sw_catalog_get (editions[i]);
      const char *name = catalog ? sw_text_pick (catalog->names) : NULL;

      gtk_string_list_append (edition_names, name ? name : editions[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (board_sizes); i++)
    gtk_string_list_append (size_names, _(board_sizes[i].name));
  gtk_string_list_append (template_names, _("None: a blank board"));
  for (guint i = 1; i < self->templates->len; i++)
    {
      g_autoptr(SwMap) map = sw_map_load_file (g_ptr_array_index (self->templates, i), NULL, NULL);
      g_autofree char *basename = g_path_get_basename (g_ptr_array_index (self->templates, i));
      const char *title = map ? sw_map_get_title (map) : NULL;

      gtk_string_list_append (template_names, title ? title : basename);
    }
  adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (edition_names));
  adw_combo_row_set_model (self->size_row, G_LIST_MODEL (size_names));
  adw_combo_row_set_model (self->template_row, G_LIST_MODEL (template_names));
  choice_changed_cb (self);
}

SwNewMapDialog *
sw_new_map_dialog_new (SwWindow *window)
{
  SwNewMapDialog *self;

  g_return_val_if_fail (SW_IS_WINDOW (window), NULL);

  self = g_object_new (SW_TYPE_NEW_MAP_DIALOG, "transient-for", window, NULL);
  self->window = window;
  return self;
}
