/* sw-window-files.c: a window's files: open (chooser, drag-and-drop, recent maps), save, save as, close with unsaved changes. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>
#include <string.h>

#include "sw-application.h"
#include "sw-catalog.h"
#include "sw-date.h"
#include "sw-drafts.h"
#include "sw-edit.h"
#include "sw-file-chooser.h"
#include "sw-game-window.h"
#include "sw-map-xml.h"
#include "sw-import.h"
#include "sw-import-report.h"
#include "sw-new-map-dialog.h"
#include "sw-validate.h"
#include "sw-window-private.h"

#define SWMAP_MIME_TYPE "application/x-swmap+xml"
#define SWGAME_MIME_TYPE "application/x-swgame+xml"
#define MAX_RECENT_MENU 10

static void save_as (SwWindow *self);
static void use_last_folder (SwWindow *self, GtkFileChooser *chooser);
static void destroy_later (SwWindow *self);

static void
add_to_recent (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = {
    .mime_type = (char *) SWMAP_MIME_TYPE,
    .app_name = (char *) g_get_application_name (),
    .app_exec = (char *) "swcompanion %u",
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

/* Loading and saving */

/* Whether the maps a crash left unsaved were offered already, in a toast
 * or in a welcome page's list: the offer is made once. */
static gboolean drafts_offered;

/* Started with a file, a window never shows the welcome page and its list
 * of unsaved maps: the first one says so in a toast. A window that showed
 * the list (and restores a map from it) says nothing more. */
static void
offer_drafts_once (SwWindow *self)
{
  g_autoptr(GPtrArray) drafts = NULL;
  AdwToast *toast;

  if (drafts_offered || self->status_page != NULL)
    return;
  drafts = sw_drafts_list_orphans ();
  if (drafts->len == 0)
    return;
  drafts_offered = TRUE;
  toast = adw_toast_new (_("Some maps had unsaved changes when the app last stopped"));
  adw_toast_set_button_label (toast, _("_Restore"));
  adw_toast_set_action_name (toast, "window.restore-drafts");
  adw_toast_set_action_target_value (toast, g_variant_new_string (""));
  adw_toast_set_timeout (toast, 0);
  g_set_weak_pointer (&self->drafts_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

AdwToast *
sw_window_get_drafts_toast (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);
  return self->drafts_toast;
}

/* The document has a new map: the window shows its page */
static void
show_map_page (SwWindow *self)
{
  GFile *file = sw_map_document_get_file (self->document);

  sw_window_update_actions (self);
  gtk_stack_set_visible_child_name (self->stack, "map");
  gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
  if (file != NULL)
    add_to_recent (file);
  offer_drafts_once (self);
}

void
sw_window_take_map (SwWindow *self,
                    SwMap    *map,
                    GFile    *file,
                    gboolean  unsaved)
{
  sw_map_document_take_map (self->document, map, file, unsaved, NULL);
  show_map_page (self);
}

gboolean
sw_window_load_file (SwWindow  *self,
                     GFile     *file,
                     GError   **error)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!sw_map_document_load (self->document, file, error))
    return FALSE;
  show_map_page (self);
  return TRUE;
}

static void
show_error (SwWindow   *self,
            const char *heading,
            const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_open_error (SwWindow     *self,
                 GFile        *file,
                 const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);
  g_autofree char *uri = g_file_get_uri (file);

  /* the file chooser lists what it chose among the recent files; one
   * that is no map is not offered again (one that could not be read now,
   * a disk away or a permission, may be another time) */
  if (error->domain == SW_MAP_ERROR)
    gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL);
  show_error (self, heading, error->message);
}

void
sw_window_open_file (SwWindow *self,
                     GFile    *file)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (SW_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (!sw_window_load_file (self, file, &error))
    show_open_error (self, file, error);
}

void
sw_window_open_loaded (SwWindow     *self,
                       GFile        *file,
                       SwMap        *map,
                       GPtrArray    *issues,
                       const GError *error)
{
  g_return_if_fail (SW_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (map != NULL || error != NULL);

  if (map != NULL)
    {
      sw_map_document_take_map (self->document, map, file, FALSE, issues);
      show_map_page (self);
    }
  else
    show_open_error (self, file, error);
}

gboolean
sw_window_save_file (SwWindow  *self,
                     GFile     *file,
                     GError   **error)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (sw_window_map (self) != NULL, FALSE);

  /* the user chose the file (or to replace what is on disk) */
  if (!sw_map_document_save (self->document, file, SW_MAP_DOCUMENT_SAVE_REPLACE_CHANGED, error))
    return FALSE;
  add_to_recent (file);
  return TRUE;
}

static void changed_on_disk_dialog (SwWindow *self,
                                    gboolean  close_after);

/* Saves to @file and closes the window after when @close_after; FALSE
 * when it could not be saved (the user was told, or asked whether to
 * replace another program's changes). */
static gboolean
save_to (SwWindow               *self,
         GFile                  *file,
         SwMapDocumentSaveFlags  flags,
         gboolean                close_after)
{
  g_autoptr(GError) error = NULL;

  if (!sw_map_document_save (self->document, file, flags, &error))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *heading = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG))
        {
          changed_on_disk_dialog (self, close_after);
          return FALSE;
        }
      heading = g_strdup_printf (_("Could Not Save “%s”"), name);
      show_error (self, heading, error->message);
      return FALSE;
    }
  add_to_recent (file);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Map saved")));
  if (close_after)
    destroy_later (self);
  return TRUE;
}

static void
changed_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     SwWindow         *self)
{
  gboolean close = self->close_after_save;

  if (g_str_equal (response, "replace"))
    {
      self->close_after_save = FALSE;
      save_to (self, sw_map_document_get_file (self->document), SW_MAP_DOCUMENT_SAVE_REPLACE_CHANGED, close);
    }
  else if (g_str_equal (response, "save-as"))
    save_as (self);   /* it closes the window after, when asked to */
  else
    self->close_after_save = FALSE;
}

/* Another program changed the file since it was read or saved here: the
 * user decides (GNOME Text Editor asks the same). */
static void
changed_on_disk_dialog (SwWindow *self,
                        gboolean  close_after)
{
  g_autofree char *name = g_file_get_basename (sw_map_document_get_file (self->document));
  g_autofree char *heading = g_strdup_printf (_("“%s” Changed on Disk"), name);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                              _("Another program changed this map after it was opened here. "
                                                "Saving replaces those changes with the map in this window."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "save-as", _("Save _As…"),
                                    "replace", _("_Replace"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  self->close_after_save = close_after;
  g_signal_connect (dialog, "response", G_CALLBACK (changed_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Saves over the document's file, unless another program changed it
 * since (the document refuses; the user is asked). */
static void
save_in_place (SwWindow *self,
               gboolean  close_after)
{
  save_to (self, sw_map_document_get_file (self->document), SW_MAP_DOCUMENT_SAVE_NONE, close_after);
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
                      guint        players,
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
      if (players >= 2 && players <= 5)
        {
          /* the catalog's turns, or none said (0) as Map Properties shows */
          const SwCatalog *catalog = sw_catalog_get (edition);
          SwScenario scenario = { players, catalog != NULL ? sw_catalog_usual_turns (catalog, players) : 0, 0 };

          if (!sw_edit_set_scenarios (map, NULL, &scenario, 1, error))
            return FALSE;
        }
    }
  sw_window_take_map (self, g_steal_pointer (&map), NULL, FALSE);
  /* a blank board is drawn by cutting it up */
  if (template_path == NULL)
    sw_window_set_tool (self, "split");
  return TRUE;
}

/* The New Map dialog (sw-new-map-dialog.c). */
void
sw_window_new_map_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  gtk_window_present (GTK_WINDOW (sw_new_map_dialog_new (SW_WINDOW (widget))));
}

/* Import: a drawing made elsewhere (SVG, Tiled, PNG) becomes a new,
 * unsaved map, with the import's report in a window beside it. The import
 * runs in a thread: a big drawing takes seconds. */

typedef struct {
  char *path;
  char *edition;
  SwMap *map;
  GPtrArray *notes;
  GError *error;
} ImportJob;

static void
import_job_free (ImportJob *job)
{
  g_free (job->path);
  g_free (job->edition);
  g_clear_pointer (&job->map, sw_map_unref);
  g_clear_pointer (&job->notes, g_ptr_array_unref);
  g_clear_error (&job->error);
  g_free (job);
}

static void
import_thread (GTask        *task,
               gpointer      source,
               gpointer      data,
               GCancellable *cancellable)
{
  ImportJob *job = data;
  SwImportOptions options = { .edition = job->edition };

  job->notes = sw_import_note_list_new ();
  job->map = sw_import_file (job->path, &options, job->notes, &job->error);
  g_task_return_boolean (task, TRUE);
}

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  SwWindow *self = SW_WINDOW (source);
  ImportJob *job = g_task_get_task_data (G_TASK (result));
  g_autofree char *name = g_path_get_basename (job->path);
  SwWindow *window = self;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.import", TRUE);
  if (job->map == NULL)
    {
      g_autofree char *heading = g_strdup_printf (_("Could Not Import “%s”"), name);

      show_error (self, heading, job->error->message);
      return;
    }
  if (!sw_window_is_empty (self))
    window = SW_WINDOW (sw_application_new_window (SW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)))));
  sw_window_take_map (window, g_steal_pointer (&job->map), NULL, TRUE);
  gtk_window_present (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (sw_import_report_new (GTK_WINDOW (window), name, job->notes)));
}

static void
import_file (SwWindow   *self,
             const char *path)
{
  g_autoptr(GTask) task = g_task_new (self, NULL, import_done_cb, NULL);
  ImportJob *job = g_new0 (ImportJob, 1);

  job->path = g_strdup (path);
  /* the edition of the map shown, else the base game's */
  job->edition = g_strdup (sw_window_map (self) != NULL && sw_window_map (self)->edition != NULL ? sw_window_map (self)->edition : "base");
  g_task_set_task_data (task, job, (GDestroyNotify) import_job_free);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.import", FALSE);
  g_task_run_in_thread (task, import_thread);
}

/* window.import: a file chooser for drawings; window.import-from (a path,
 * "s"): that file at once (for scripts and tests). */
void
sw_window_import_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;

  if (parameter != NULL)
    {
      import_file (self, g_variant_get_string (parameter, NULL));
      return;
    }
  chooser = sw_file_chooser_for_action (widget, GTK_FILE_CHOOSER_ACTION_OPEN, _("Import a Drawing"), _("_Import"),
                                        "window.import-from");
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Drawings (SVG, Tiled, PNG)"));
  gtk_file_filter_add_suffix (filter, "svg");
  gtk_file_filter_add_suffix (filter, "tmx");
  gtk_file_filter_add_suffix (filter, "png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  use_last_folder (self, GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* A picture to trace */

/* more than any scan of a board needs (a 594 × 420 mm board at 300 dpi is
 * 35 million), and little enough to hold in memory */
#define MAX_TRACING_PIXELS (64 * 1000 * 1000)

static void
trace_file (SwWindow *self,
            GFile    *file)
{
  g_autofree char *name = g_file_get_basename (file);
  /* Translators: the heading when a picture to trace cannot be shown, with its file name */
  g_autofree char *heading = g_strdup_printf (_("Could Not Show “%s”"), name);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GdkTexture) picture = NULL;
  g_autoptr(GError) error = NULL;
  int width = 0, height = 0;

  /* its size first, from the file's header: a picture of a few kilobytes
   * can claim billions of pixels */
  if (path == NULL || gdk_pixbuf_get_file_info (path, &width, &height) == NULL || width <= 0 || height <= 0)
    {
      show_error (self, heading, _("It is not a picture the app can read: PNG, JPEG and the other common formats are."));
      return;
    }
  if ((gint64) width * height > MAX_TRACING_PIXELS)
    {
      /* Translators: a picture too large to trace: its width and height in pixels */
      g_autofree char *body = g_strdup_printf (_("It is %d × %d pixels; a picture to trace may have 64 million at most. "
                                                 "A copy scaled down shows the same lines."), width, height);

      show_error (self, heading, body);
      return;
    }
  picture = gdk_texture_new_from_file (file, &error);
  if (picture == NULL)
    {
      show_error (self, heading, error->message);
      return;
    }
  sw_map_view_set_tracing (self->map_view, picture);
  sw_window_update_actions (self);
}

/* window.trace: a file chooser for pictures; window.trace-file (a path,
 * "s"): that picture at once (for scripts and tests); window.clear-tracing
 * takes it away. */
void
sw_window_trace_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;

  if (g_str_equal (action_name, "window.clear-tracing"))
    {
      sw_map_view_set_tracing (self->map_view, NULL);
      sw_window_update_actions (self);
      return;
    }
  if (parameter != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (g_variant_get_string (parameter, NULL));

      trace_file (self, file);
      return;
    }
  chooser = sw_file_chooser_for_action (widget, GTK_FILE_CHOOSER_ACTION_OPEN, _("Trace Over a Picture"), _("_Show"),
                                        "window.trace-file");
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Pictures"));
  gtk_file_filter_add_mime_type (filter, "image/*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  use_last_folder (self, GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* File choosers */

static void
add_filters (GtkFileChooser *chooser,
             gboolean        games)
{
  g_autoptr(GtkFileFilter) maps = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (maps, _("Small World maps"));
  gtk_file_filter_add_mime_type (maps, SWMAP_MIME_TYPE);
  gtk_file_filter_add_suffix (maps, "swmap");
  gtk_file_chooser_add_filter (chooser, maps);
  if (games)
    {
      g_autoptr(GtkFileFilter) saved = gtk_file_filter_new ();

      /* a game chosen here opens at the table (open_file_here_or_new) */
      gtk_file_filter_set_name (saved, _("Small World games"));
      gtk_file_filter_add_mime_type (saved, SWGAME_MIME_TYPE);
      gtk_file_filter_add_suffix (saved, "swgame");
      gtk_file_chooser_add_filter (chooser, saved);
    }
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);
  gtk_file_chooser_set_filter (chooser, maps);
}

static void
use_last_folder (SwWindow       *self,
                 GtkFileChooser *chooser)
{
  g_autofree char *folder = self->settings ? g_settings_get_string (self->settings, "last-folder") : NULL;

  if (sw_map_document_get_file (self->document) != NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (sw_map_document_get_file (self->document));

      if (parent != NULL)
        gtk_file_chooser_set_current_folder (chooser, parent, NULL);
    }
  else if (folder != NULL && folder[0] != '\0' && g_file_test (folder, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GFile) file = g_file_new_for_path (folder);

      gtk_file_chooser_set_current_folder (chooser, file, NULL);
    }
}

/* The boards that come with the app: a place in the chooser's sidebar,
 * and where it starts when there is no folder to go back to. */
static void
show_bundled_maps (SwWindow       *self,
                   GtkFileChooser *chooser)
{
  g_autofree char *dir = g_strdup (sw_application_get_maps_dir ());
  g_autofree char *folder = self->settings ? g_settings_get_string (self->settings, "last-folder") : NULL;
  g_autoptr(GFile) maps = NULL;

  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    return;
  maps = g_file_new_for_path (dir);
  gtk_file_chooser_add_shortcut_folder (chooser, maps, NULL);
  if (sw_map_document_get_file (self->document) == NULL && (folder == NULL || folder[0] == '\0' || !g_file_test (folder, G_FILE_TEST_IS_DIR)))
    gtk_file_chooser_set_current_folder (chooser, maps, NULL);
}

static void
remember_folder (SwWindow *self,
                 GFile    *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *path = parent ? g_file_get_path (parent) : NULL;

  if (self->settings != NULL && path != NULL)
    g_settings_set_string (self->settings, "last-folder", path);
}

/* A new map nobody has drawn on yet: opening a file puts the file in
 * its place rather than in another window (as GNOME Text Editor does
 * with an untouched new document). */
static gboolean
is_untouched (SwWindow *self)
{
  return sw_window_map (self) != NULL && sw_map_document_get_file (self->document) == NULL &&
         !sw_map_document_get_modified (self->document) &&
         (sw_window_history (self) == NULL || (!sw_history_can_undo (sw_window_history (self)) && !sw_history_can_redo (sw_window_history (self))));
}

/* Opens @file where the user expects it: the window already showing it,
 * this one when it is empty or untouched, else a new one. */
static void
open_file_here_or_new (SwWindow *self,
                       GFile    *file)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  /* a saved game chosen here opens at the table, as from the command line */
  if (application != NULL && sw_game_window_open_file (application, file))
    return;
  for (GList *l = application ? gtk_application_get_windows (application) : NULL; l != NULL; l = l->next)
    if (SW_IS_WINDOW (l->data) && sw_window_get_file (l->data) != NULL && g_file_equal (sw_window_get_file (l->data), file))
      {
        gtk_window_present (l->data);
        return;
      }
  if (sw_window_map (self) == NULL || is_untouched (self))
    sw_window_open_file (self, file);
  else
    {
      /* a new window only for a map that opens: a file that cannot be
       * read is said so here, with no empty window left behind */
      g_autoptr(GError) error = NULL;
      GtkWindow *window = sw_application_new_window (SW_APPLICATION (application));

      if (sw_window_load_file (SW_WINDOW (window), file, &error))
        gtk_window_present (window);
      else
        {
          gtk_window_destroy (window);
          show_open_error (self, file, error);
        }
    }
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  SwWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      remember_folder (self, file);
      open_file_here_or_new (self, file);
    }
  g_object_unref (chooser);
}

void
sw_window_open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Open a Map"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_filters (GTK_FILE_CHOOSER (chooser), TRUE);
  use_last_folder (self, GTK_FILE_CHOOSER (chooser));
  show_bundled_maps (self, GTK_FILE_CHOOSER (chooser));
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_as_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     SwWindow        *self)
{
  gboolean close = self->close_after_save;

  self->close_after_save = FALSE;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *name = g_file_get_basename (file);

      /* a map saved without its extension would not open by double-click */
      if (name != NULL && !g_str_has_suffix (name, ".swmap") && strchr (name, '.') == NULL)
        {
          g_autofree char *with_suffix = g_strconcat (name, ".swmap", NULL);
          g_autoptr(GFile) parent = g_file_get_parent (file);

          GFile *child = g_file_get_child (parent, with_suffix);

          g_object_unref (file);
          file = child;
        }
      remember_folder (self, file);
      save_to (self, file, SW_MAP_DOCUMENT_SAVE_REPLACE_CHANGED, close);
    }
  g_object_unref (chooser);
}

static void
save_as (SwWindow *self)
{
  GtkFileChooserNative *chooser;
  const char *title = sw_map_get_title (sw_window_map (self));
  g_autofree char *name = NULL;

  chooser = gtk_file_chooser_native_new (_("Save the Map"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_filters (GTK_FILE_CHOOSER (chooser), FALSE);
  use_last_folder (self, GTK_FILE_CHOOSER (chooser));
  if (sw_map_document_get_file (self->document) != NULL)
    name = g_file_get_basename (sw_map_document_get_file (self->document));
  else
    name = g_strconcat (title ? title : _("Untitled Map"), ".swmap", NULL);
  g_strdelimit (name, "/", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
sw_window_save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);

  if (sw_window_map (self) == NULL)
    return;
  if (sw_map_document_get_file (self->document) == NULL || g_strcmp0 (action_name, "window.save-as") == 0)
    save_as (self);
  else
    save_in_place (self, FALSE);
}

void
sw_window_close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

/* Closing with unsaved changes */

static gboolean
destroy_idle_cb (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* The dialog is still finishing its response and is transient for this
 * window: the window goes once the dialog is gone. */
static void
destroy_later (SwWindow *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT, destroy_idle_cb, g_object_ref (self), g_object_unref);
}

static void
close_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   SwWindow         *self)
{
  if (g_str_equal (response, "discard"))
    {
      self->close_confirmed = TRUE;
      sw_map_document_drop_draft (self->document);
      destroy_later (self);
    }
  else if (g_str_equal (response, "save"))
    {
      if (sw_map_document_get_file (self->document) == NULL)
        {
          self->close_after_save = TRUE;
          save_as (self);
        }
      else
        save_in_place (self, TRUE);
    }
}

static void
save_window_state (SwWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  /* a narrow window folds the sidebar away by itself: that is no choice */
  if (!adw_flap_get_folded (self->flap))
    g_settings_set_boolean (self->settings, "show-sidebar", adw_flap_get_reveal_flap (self->flap));
}

gboolean
sw_window_close_request (GtkWindow *window)
{
  SwWindow *self = SW_WINDOW (window);
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  const char *title;

  save_window_state (self);
  if (!sw_map_document_get_modified (self->document) || self->close_confirmed)
    return FALSE;

  title = sw_map_get_title (sw_window_map (self));
  body = g_strdup_printf (_("“%s” has changes that are not saved. If you close without saving, they are lost."),
                          title ? title : _("Untitled Map"));
  dialog = adw_message_dialog_new (window, _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* Recent maps and drag-and-drop */

static gint
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GtkRecentInfo *ia = *(GtkRecentInfo **) a, *ib = *(GtkRecentInfo **) b;

  return g_date_time_compare (gtk_recent_info_get_modified (ib), gtk_recent_info_get_modified (ia));
}

void
sw_window_update_recent (SwWindow *self)
{
  GList *infos = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr(GPtrArray) maps = g_ptr_array_new ();
  guint shown = 0;
  /* the welcome page's rows are made while it shows (welcome_shown_cb) */
  gboolean rows = self->status_page != NULL && gtk_widget_get_mapped (GTK_WIDGET (self->status_page));

  for (guint i = 0; rows && i < MAX_RECENT_MAPS; i++)
    if (self->recent_rows[i] != NULL)
      {
        gtk_list_box_remove (self->recent_list, self->recent_rows[i]);
        self->recent_rows[i] = NULL;
      }

  for (GList *l = infos; l != NULL; l = l->next)
    if ((g_strcmp0 (gtk_recent_info_get_mime_type (l->data), SWMAP_MIME_TYPE) == 0 ||
         g_str_has_suffix (gtk_recent_info_get_uri (l->data), ".swmap")) &&
        gtk_recent_info_exists (l->data))
      g_ptr_array_add (maps, l->data);
  g_ptr_array_sort (maps, compare_recent);

  /* Open Recent in the main menu */
  g_menu_remove_all (self->recent_menu);
  for (guint i = 0; i < maps->len && i < MAX_RECENT_MENU; i++)
    {
      const char *uri = gtk_recent_info_get_uri (maps->pdata[i]);
      g_autoptr(GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (maps->pdata[i]), NULL);

      g_menu_item_set_action_and_target (item, "window.open-recent", "s", uri);
      g_menu_append_item (self->recent_menu, item);
    }

  for (guint i = 0; rows && i < maps->len && shown < MAX_RECENT_MAPS; i++, shown++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (gtk_recent_info_get_uri (maps->pdata[i]));
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *folder = parent ? sw_window_display_path (parent) : NULL;
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      if (folder != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), folder);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_object_set_data_full (G_OBJECT (row), "sw-file", g_steal_pointer (&file), g_object_unref);
      gtk_list_box_append (self->recent_list, row);
      self->recent_rows[shown] = row;
    }
  if (rows)
    gtk_widget_set_visible (GTK_WIDGET (self->recent_group), shown > 0);
  g_list_free_full (infos, (GDestroyNotify) gtk_recent_info_unref);
}

void
sw_window_recent_row_activated_cb (GtkListBox    *list,
                         GtkListBoxRow *row,
                         SwWindow      *self)
{
  GFile *file = g_object_get_data (G_OBJECT (row), "sw-file");

  if (file != NULL)
    sw_window_open_file (self, file);
}

void
sw_window_open_recent_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  open_file_here_or_new (self, file);
}

void
sw_window_create_map_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  const char *edition, *template;
  double width, height;
  guint players;

  g_variant_get (parameter, "(&sddu&s)", &edition, &width, &height, &players, &template);
  if (!sw_window_create_map (self, edition, width, height, players, template[0] ? template : NULL, &error))
    show_error (self, _("Could Not Create the Map"), error->message);
}

/* Drafts left by a crash, offered on the empty page */

static void
restore_draft (SwWindow   *self,
               const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) original = sw_drafts_get_original (path);
  SwWindow *window = self;
  SwMap *map;

  /* claimed before it is read: another running instance that restores it
   * at the same moment is told, not given the same draft to edit */
  if (!sw_drafts_claim (path))
    {
      show_error (self, _("Could Not Restore the Map"), _("Another window of the app, run separately, has restored it already."));
      return;
    }
  map = sw_map_load_file (path, NULL, &error);
  if (map == NULL)
    {
      sw_drafts_release (path);
      show_error (self, _("Could Not Restore the Map"), error->message);
      return;
    }
  if (sw_window_map (self) != NULL)
    window = SW_WINDOW (sw_application_new_window (SW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)))));
  sw_window_take_map (window, map, original, TRUE);
  /* the window carries on with the same draft */
  sw_map_document_adopt_draft (window->document, path);
  gtk_window_present (GTK_WINDOW (window));
}

void
sw_window_restore_drafts_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GPtrArray) drafts = sw_drafts_list_orphans ();
  const char *only = parameter ? g_variant_get_string (parameter, NULL) : "";

  /* answered: no window offers them again (this window's own toast, if
   * it is the one clicked, goes by itself: dismissing it from its own
   * button's action would free it under the click) */
  drafts_offered = TRUE;
  for (GList *l = gtk_application_get_windows (gtk_window_get_application (GTK_WINDOW (self))); l; l = l->next)
    if (SW_IS_WINDOW (l->data) && l->data != self && SW_WINDOW (l->data)->drafts_toast != NULL)
      adw_toast_dismiss (SW_WINDOW (l->data)->drafts_toast);
  for (guint i = 0; i < drafts->len; i++)
    {
      const char *path = g_ptr_array_index (drafts, i);

      if (only[0] != '\0' && !g_str_equal (only, path))
        continue;
      if (g_str_equal (action_name, "window.discard-drafts"))
        sw_drafts_remove (path);
      else
        restore_draft (self, path);
    }
  for (GList *l = gtk_application_get_windows (gtk_window_get_application (GTK_WINDOW (self))); l; l = l->next)
    if (SW_IS_WINDOW (l->data))
      sw_window_update_drafts (l->data);
}

static void
discard_drafts_response_cb (AdwMessageDialog *dialog,
                            const char       *response,
                            SwWindow         *self)
{
  if (g_str_equal (response, "discard"))
    gtk_widget_activate_action (GTK_WIDGET (self), "window.discard-drafts", "s", "");
}

/* Discarding every draft cannot be undone: the button asks first. */
void
sw_window_ask_discard_drafts_action (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GPtrArray) drafts = sw_drafts_list_orphans ();
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (drafts->len == 0)
    return;
  body = g_strdup_printf (ngettext ("The changes in %u unsaved map are lost for good.",
                                    "The changes in %u unsaved maps are lost for good.",
                                    drafts->len),
                          drafts->len);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Discard All Unsaved Maps?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard All"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_drafts_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
sw_window_update_drafts (SwWindow *self)
{
  g_autoptr(GPtrArray) drafts = NULL;
  GtkWidget *child;

  /* read (each draft is a map to load) while the welcome page shows only */
  if (self->status_page == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self->status_page)))
    return;
  drafts = sw_drafts_list_orphans ();
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->drafts_list))) != NULL)
    gtk_list_box_remove (self->drafts_list, child);
  for (guint i = 0; i < drafts->len; i++)
    {
      const char *path = g_ptr_array_index (drafts, i);
      g_autoptr(GFile) original = sw_drafts_get_original (path);
      g_autoptr(SwMap) map = sw_map_load_file (path, NULL, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, 0, NULL, NULL);
      g_autoptr(GDateTime) when = info ? g_file_info_get_modification_date_time (info) : NULL;
      g_autoptr(GDateTime) local = when ? g_date_time_to_local (when) : NULL;
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *when_text = local ? sw_date_describe (local, now) : NULL;
      g_autofree char *name = original ? g_file_get_basename (original) : NULL;
      const char *title = map ? sw_map_get_title (map) : NULL;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Restore"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name ? name : title ? title : _("Untitled Map"));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      if (when_text != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), when_text);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "window.restore-drafts");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", path);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (self->drafts_list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->drafts_group), drafts->len > 0);
  /* offered here: a window opened with a file next does not offer them again */
  if (drafts->len > 0)
    drafts_offered = TRUE;
}

gboolean
sw_window_drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         SwWindow      *self)
{
  GFile *file = g_value_get_object (value);

  if (file == NULL)
    return FALSE;
  open_file_here_or_new (self, file);
  return TRUE;
}

