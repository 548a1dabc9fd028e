/* sw-application.c: the application: one window per map, files from the command line, About, shortcuts. */
#include "config.h"
#define G_LOG_DOMAIN "sw-application"

#include <glib/gi18n.h>
#include <string.h>

#include "sw-application.h"
#include "sw-issue.h"
#include "sw-map-xml.h"
#include "sw-save.h"
#include "sw-topology.h"
#include "sw-shortcuts-pages.h"
#include "sw-window.h"
#include "sw-game-window.h"

struct _SwApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  GHashTable *preloads;   /* path -> Preload */
  GPtrArray *preload_args;  /* the maps named on the command line, until startup */
};

G_DEFINE_FINAL_TYPE (SwApplication, sw_application, ADW_TYPE_APPLICATION)

/* A map named on the command line is read on a worker thread while GTK
 * starts up on the main one (display, theme, window template): the window
 * then only shows it. The reading and the topology (which the view's
 * layout and the validator need, kept with the map) would otherwise come
 * before the first frame on the main thread. */
typedef struct
{
  char *path;
  GThread *thread;
  SwMap *map;
  GPtrArray *issues;
  GError *error;
} Preload;

static gpointer
preload_thread (gpointer data)
{
  Preload *preload = data;

  preload->map = sw_map_load_file (preload->path, preload->issues, &preload->error);
  if (preload->map != NULL)
    sw_map_get_topology (preload->map);
  return NULL;
}

static void
preload_join (Preload *preload)
{
  if (preload->thread != NULL)
    g_thread_join (g_steal_pointer (&preload->thread));
}

static void
preload_free (Preload *preload)
{
  preload_join (preload);
  g_clear_pointer (&preload->map, sw_map_unref);
  g_ptr_array_unref (preload->issues);
  g_clear_error (&preload->error);
  g_free (preload->path);
  g_free (preload);
}

static void
preload_start (SwApplication *self,
               const char    *arg)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (arg);
  g_autofree char *path = g_file_get_path (file);
  Preload *preload;

  if (path == NULL || g_hash_table_contains (self->preloads, path))
    return;
  preload = g_new0 (Preload, 1);
  preload->path = g_steal_pointer (&path);
  preload->issues = sw_issue_list_new ();
  preload->thread = g_thread_new ("sw-preload", preload_thread, preload);
  g_hash_table_insert (self->preloads, preload->path, preload);
}

/* Before GApplication parses the command line: the maps it names, read
 * at startup (below) if this process is the one that opens them. When
 * another instance is running the files go there, and when the command
 * line is refused nothing opens: then they are not read at all (reading
 * them cost a core, and the exit waited for it). */
static gboolean
sw_application_local_command_line (GApplication   *application,
                                   char         ***arguments,
                                   int            *exit_status)
{
  SwApplication *self = SW_APPLICATION (application);
  char **argv = *arguments;
  gboolean handled;

  self->preload_args = g_ptr_array_new_with_free_func (g_free);
  /* argv[0] is the program, when there is one: g_application_run (app,
   * 0, NULL) passes an empty vector */
  for (int i = 1; argv[0] != NULL && argv[i] != NULL; i++)
    if (argv[i][0] != '-' && g_str_has_suffix (argv[i], ".swmap"))
      g_ptr_array_add (self->preload_args, g_strdup (argv[i]));
  handled = G_APPLICATION_CLASS (sw_application_parent_class)->local_command_line (application, arguments, exit_status);
  g_clear_pointer (&self->preload_args, g_ptr_array_unref);
  return handled;
}

/* The installed schema (GSETTINGS_SCHEMA_DIR adds the build's own in
 * `meson devenv` and the tests), else none: the app then runs without
 * remembering. */
static GSettings *
load_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_info ("The settings schema %s is not installed: settings are not kept", APP_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

static GtkWindow *
find_empty_window (SwApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (SW_IS_WINDOW (l->data) && sw_window_is_empty (l->data))
      return l->data;
  return NULL;
}

static gboolean
close_empty_windows_cb (gpointer data)
{
  GtkWindow *empty;

  while ((empty = find_empty_window (data)) != NULL)
    gtk_window_destroy (empty);
  return G_SOURCE_REMOVE;
}

/* A game window takes the place of the empty window it was started from
 * (New Game, Continue, Open a Game): the welcome page has done its work.
 * Closed once the game window is up, after the dialogs that led to it. */
static void
sw_application_window_added (GtkApplication *application,
                             GtkWindow      *window)
{
  GTK_APPLICATION_CLASS (sw_application_parent_class)->window_added (application, window);
  if (SW_IS_GAME_WINDOW (window))
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_empty_windows_cb, g_object_ref (application), g_object_unref);
}

static void
sw_application_activate (GApplication *application)
{
  SwApplication *self = SW_APPLICATION (application);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = sw_application_new_window (self);
  /* the welcome page lists the unfinished games itself */
  gtk_window_present (window);
}

static void
sw_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  SwApplication *self = SW_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    if (!sw_game_window_open_file (GTK_APPLICATION (self), files[i]))   /* .swgame: the assistant */
      sw_application_open_file (self, files[i]);
}

/* App actions */

static void
new_window_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  gtk_window_present (sw_application_new_window (user_data));
}

static void
open_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  SwApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = sw_application_new_window (self);
  gtk_window_present (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "window.open", NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  /* each window asks about its own unsaved changes; the app ends with the last */
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  static const char *developers[] = { "Small World Companion contributors", NULL };
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "application-name", _("Small World Companion"),
                        "application-icon", APP_ID,
                        "developer-name", _("Small World Companion contributors"),
                        "developers", developers,
                        "version", PACKAGE_VERSION,
                        "comments", _("Design maps for the board game Small World, check them and print them; "
                                      "keep the score at the table."),
                        "website", "https://github.com/swcompanion/swcompanion",
                        "issue-url", "https://github.com/swcompanion/swcompanion/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", "© 2026 Small World Companion contributors",
                        /* Translators: your names, one per line, as you want them credited */
                        "translator-credits", _("translator-credits"),
                        NULL);
  adw_about_window_add_legal_section (ADW_ABOUT_WINDOW (about), _("Small World"),
                                      NULL, GTK_LICENSE_CUSTOM,
                                      _("Small World is a game by Philippe Keyaerts published by Days of Wonder. "
                                        "This program is an unofficial companion for people who own the game."));
  gtk_window_present (GTK_WINDOW (about));
}

static void
shortcuts_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  /* a game window lists the game's own keys */
  if (SW_IS_GAME_WINDOW (active))
    {
      gtk_widget_activate_action (GTK_WIDGET (active), "game.shortcuts", NULL);
      return;
    }
  builder = gtk_builder_new_from_resource ("/io/github/swcompanion/Companion/shortcuts.ui");
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

  sw_shortcuts_pages_mend (shortcuts);
  gtk_window_set_transient_for (shortcuts, gtk_application_get_active_window (GTK_APPLICATION (user_data)));
  gtk_window_present (shortcuts);
}

static const GActionEntry app_actions[] = {
  { .name = "new-window", .activate = new_window_action },
  { .name = "open", .activate = open_action },
  { .name = "quit", .activate = quit_action },
  { .name = "about", .activate = about_action },
  { .name = "shortcuts", .activate = shortcuts_action },
  { .name = "new-game", .activate = sw_game_new_game_action },
  { .name = "open-game", .activate = sw_game_open_game_action },
};

static void
sw_application_startup (GApplication *application)
{
  SwApplication *self = SW_APPLICATION (application);

  /* the primary instance, about to open the maps of its command line:
   * they are read while GTK starts up (the parent's startup) */
  for (guint i = 0; self->preload_args != NULL && i < self->preload_args->len; i++)
    preload_start (self, g_ptr_array_index (self->preload_args, i));
  G_APPLICATION_CLASS (sw_application_parent_class)->startup (application);

  g_set_application_name (_("Small World Companion"));
  gtk_window_set_default_icon_name (APP_ID);
  self->settings = load_settings ();

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.new-window",
                                         (const char *[]) { "<Control>n", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit",
                                         (const char *[]) { "<Control>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.shortcuts",
                                         (const char *[]) { "<Control>question", NULL });
  /* docs/architecture.md: saves killed with the app leave temporary files */
  sw_application_clean_recent_leftovers (NULL, NULL);
}

static void
clean_leftovers_thread (GTask        *task,
                        gpointer      source,
                        gpointer      data,
                        GCancellable *cancellable)
{
  GPtrArray *dirs = data;
  guint removed = 0;

  for (guint i = 0; i < dirs->len; i++)
    removed += sw_save_clean_leftovers (g_ptr_array_index (dirs, i));
  g_task_return_int (task, removed);
}

void
sw_application_clean_recent_leftovers (GAsyncReadyCallback done,
                                       gpointer            user_data)
{
  g_autoptr(GPtrArray) dirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr(GTask) task = NULL;

  /* a few folders at most: the ones the user works in */
  for (GList *l = items; l != NULL && dirs->len < 32; l = l->next)
    {
      g_autofree char *path = g_filename_from_uri (gtk_recent_info_get_uri (l->data), NULL, NULL);
      char *dir;

      if (path == NULL || !(g_str_has_suffix (path, ".swmap") || g_str_has_suffix (path, ".swgame")))
        continue;
      dir = g_path_get_dirname (path);
      if (g_hash_table_contains (seen, dir))
        {
          g_free (dir);
          continue;
        }
      g_hash_table_add (seen, dir);
      g_ptr_array_add (dirs, dir);
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  task = g_task_new (NULL, NULL, done, user_data);
  g_task_set_source_tag (task, sw_application_clean_recent_leftovers);
  g_task_set_task_data (task, g_steal_pointer (&dirs), (GDestroyNotify) g_ptr_array_unref);
  g_task_run_in_thread (task, clean_leftovers_thread);
}

static void
sw_application_dispose (GObject *object)
{
  g_clear_object (&SW_APPLICATION (object)->settings);
  g_clear_pointer (&SW_APPLICATION (object)->preloads, g_hash_table_unref);

  G_OBJECT_CLASS (sw_application_parent_class)->dispose (object);
}

static void
sw_application_class_init (SwApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);
  GtkApplicationClass *gtk_application_class = GTK_APPLICATION_CLASS (klass);

  object_class->dispose = sw_application_dispose;
  application_class->activate = sw_application_activate;
  application_class->open = sw_application_open;
  application_class->startup = sw_application_startup;
  application_class->local_command_line = sw_application_local_command_line;
  gtk_application_class->window_added = sw_application_window_added;
}

static void
sw_application_init (SwApplication *self)
{
  self->preloads = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) preload_free);
}

SwApplication *
sw_application_new (void)
{
  return g_object_new (SW_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}

GSettings *
sw_application_get_settings (SwApplication *self)
{
  g_return_val_if_fail (SW_IS_APPLICATION (self), NULL);

  return self->settings;
}

GtkWindow *
sw_application_new_window (SwApplication *self)
{
  g_return_val_if_fail (SW_IS_APPLICATION (self), NULL);

  return GTK_WINDOW (sw_window_new (GTK_APPLICATION (self)));
}

GtkWindow *
sw_application_open_file (SwApplication *self,
                          GFile         *file)
{
  g_autofree char *path = NULL;
  Preload *preload;
  GtkWindow *window;

  g_return_val_if_fail (SW_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  window = find_empty_window (self);
  if (window == NULL)
    window = sw_application_new_window (self);
  path = g_file_get_path (file);
  /* read once from the command line; opened again, it is read again */
  if (path != NULL && self->preloads != NULL && (preload = g_hash_table_lookup (self->preloads, path)) != NULL)
    {
      preload_join (preload);
      sw_window_open_loaded (SW_WINDOW (window), file, g_steal_pointer (&preload->map), preload->issues, preload->error);
      g_hash_table_remove (self->preloads, path);
    }
  else
    sw_window_open_file (SW_WINDOW (window), file);
  gtk_window_present (window);
  return window;
}

const char *
sw_application_get_maps_dir (void)
{
  static char *maps_dir;

  /* called on the main thread only */
  if (maps_dir == NULL)
    {
      const char *env = g_getenv ("SW_MAPS_DIR");

      maps_dir = env != NULL && env[0] != '\0' ? g_strdup (env) : g_build_filename (PKGDATADIR, "maps", NULL);
    }
  return maps_dir;
}

const char *
sw_application_get_locale_dir (void)
{
  static char *locale_dir;

  /* called from main() before any thread exists */
  if (locale_dir == NULL)
    {
      const char *env = g_getenv ("SW_LOCALEDIR");

      /* `meson devenv` points SW_LOCALEDIR at the build's translations */
      locale_dir = g_strdup (env != NULL && env[0] != '\0' ? env : LOCALEDIR);
    }
  return locale_dir;
}
