/* test-robust-app.c: what the app does when a game cannot be saved, names its map file, or is looked for at start (needs a display). */
#include "config.h"

#include <string.h>
#include <utime.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "sw-application.h"
#include "sw-game-window.h"
#include "sw-game-window-private.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"
#include "sw-save.h"
#include "sw-test-app.h"
#include "sw-test-game.h"
#include "sw-unfinished-games.h"

static GtkApplication *application;
static char *home;

/* A disk that is full from the first byte. */
static gssize
full_write (GOutputStream *stream, const void *buffer, gsize count, GCancellable *cancellable, GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "No space left on device");
  return -1;
}

typedef struct { GFilterOutputStream parent; } TestFull;
typedef struct { GFilterOutputStreamClass parent_class; } TestFullClass;
G_DEFINE_TYPE (TestFull, test_full, G_TYPE_FILTER_OUTPUT_STREAM)

static void
test_full_class_init (TestFullClass *klass)
{
  G_OUTPUT_STREAM_CLASS (klass)->write_fn = full_write;
}

static void
test_full_init (TestFull *self)
{
}

static GOutputStream *
wrap_full (GOutputStream *stream, gpointer data)
{
  return g_object_new (test_full_get_type (), "base-stream", stream, "close-base-stream", FALSE, NULL);
}

static SwGame *
sample_game (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-3p.swmap", NULL);
  GError *error = NULL;
  SwMap *map = sw_map_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return test_game (map, 3);
}

static SwAction *
adjust (gint coins)
{
  SwAction *action = sw_action_new (SW_ACTION_ADJUST);

  action->owner = 0;
  action->coins = coins;
  action->reason = g_strdup ("a test");
  return action;
}

static void
close_dialogs (void)
{
  GtkWindow *dialog;

  while ((dialog = sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL)
    gtk_window_destroy (dialog);
  sw_test_app_iterate ();
}

/* A full disk: the file stays as it was last saved, the user is told once
 * that the game is not saved and which file holds the last good copy, and
 * the next save that works catches up. */
static void
test_save_failure (void)
{
  g_autofree char *dir = g_build_filename (home, "table", NULL);
  g_autofree char *path = g_build_filename (dir, "evening.swgame", NULL);
  g_autoptr(SwGame) game = sample_game ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(SwGame) saved = NULL;
  GError *error = NULL;
  SwGameWindow *window;
  AdwMessageDialog *dialog;

  g_mkdir_with_parents (dir, 0700);
  ok (sw_game_save_file (game, path, &error), error);
  window = sw_game_window_open (application, path, &error);
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (sw_game_window_apply (window, adjust (1)));
  sw_test_app_iterate ();
  g_file_get_contents (path, &before, NULL, &error);
  g_assert_no_error (error);

  sw_save_set_wrap_func (wrap_full, NULL);
  g_assert_true (sw_game_window_apply (window, adjust (2)));
  sw_test_app_iterate ();
  dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Game Is Not Saved");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "No space left on device"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), path));
  close_dialogs ();
  /* a second failure does not ask again */
  g_assert_true (sw_game_window_apply (window, adjust (3)));
  sw_test_app_iterate ();
  g_assert_null (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_file_get_contents (path, &after, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (after, ==, before);
  sw_save_set_wrap_func (NULL, NULL);

  /* room again: the next action saves everything */
  g_assert_true (sw_game_window_apply (window, adjust (4)));
  sw_test_app_iterate ();
  saved = sw_game_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->log->len, ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* A game that only names its map file: the app shows the path and reads
 * it when asked to. */
static void
test_map_reference (void)
{
  g_autofree char *dir = g_build_filename (home, "shelf", NULL);
  g_autofree char *map_path = g_build_filename (dir, "board.swmap", NULL);
  g_autofree char *game_path = g_build_filename (dir, "named.swgame", NULL);
  g_autoptr(SwGame) game = sample_game ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *text = NULL;
  g_autofree char *named = NULL;
  GError *error = NULL;
  AdwMessageDialog *dialog;
  GtkWindow *opened;
  const char *start, *end;

  g_mkdir_with_parents (dir, 0700);
  ok (sw_map_save_file (game->map, map_path, &error), error);
  bytes = sw_game_to_bytes (game);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  start = strstr (text, "  <map");
  end = strstr (text, "  </map>\n") + strlen ("  </map>\n");
  named = g_strdup_printf ("%.*s  <map href=\"board.swmap\"/>\n%s", (int) (start - text), text, end);
  g_file_set_contents (game_path, named, -1, &error);
  g_assert_no_error (error);

  file = g_file_new_for_path (game_path);
  g_assert_true (sw_game_window_open_file (application, file));
  sw_test_app_iterate ();
  dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), map_path));
  g_assert_null (sw_test_app_find_toplevel (SW_TYPE_GAME_WINDOW));
  adw_message_dialog_response (dialog, "open");
  sw_test_app_iterate ();
  opened = sw_test_app_find_toplevel (SW_TYPE_GAME_WINDOW);
  g_assert_nonnull (opened);
  g_assert_cmpuint (sw_game_window_get_game (SW_GAME_WINDOW (opened))->players->len, ==, 3);
  close_dialogs ();
  gtk_window_destroy (opened);
  sw_test_app_iterate ();
}

/* The welcome page reads the games folder in a thread; what killed saves
 * left there is removed, and the unfinished game is listed. */
static void
test_unfinished_list (void)
{
  g_autofree char *dir = sw_game_dir ();
  g_autofree char *path = g_build_filename (dir, "unfinished.swgame", NULL);
  g_autofree char *leftover = g_build_filename (dir, ".goutputstream-K1LLED", NULL);
  g_autoptr(SwGame) game = sample_game ();
  struct utimbuf old = { time (NULL) - 3600, time (NULL) - 3600 };
  GtkWidget *parent = gtk_window_new ();
  GtkWidget *list = sw_unfinished_games_new ();
  g_auto(GStrv) titles = NULL;
  GError *error = NULL;
  gint64 start;

  g_mkdir_with_parents (dir, 0700);
  ok (sw_game_save_file (game, path, &error), error);
  g_file_set_contents (leftover, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<swgame vers", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (utime (leftover, &old), ==, 0);
  gtk_window_set_child (GTK_WINDOW (parent), list);
  gtk_window_set_application (GTK_WINDOW (parent), application);
  gtk_window_present (GTK_WINDOW (parent));

  sw_unfinished_games_reload (SW_UNFINISHED_GAMES (list));
  start = g_get_monotonic_time ();
  while (sw_unfinished_games_is_loading (SW_UNFINISHED_GAMES (list)))
    {
      g_assert_cmpint (g_get_monotonic_time () - start, <, 30 * G_USEC_PER_SEC);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));
  /* the earlier tests' games are there too, newer */
  titles = sw_unfinished_games_dup_titles (SW_UNFINISHED_GAMES (list));
  g_assert_cmpuint (g_strv_length (titles), >=, 1);
  {
    gboolean listed = FALSE;
    for (guint i = 0; titles[i] != NULL; i++)
      listed |= g_strcmp0 (sw_unfinished_games_get_path (SW_UNFINISHED_GAMES (list), i), path) == 0;
    g_assert_true (listed);
  }
  g_assert_true (gtk_widget_get_visible (list));
  gtk_window_destroy (GTK_WINDOW (parent));
  sw_test_app_iterate ();
  g_remove (path);
}

static void
cleaned_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  *(gssize *) data = g_task_propagate_int (G_TASK (result), NULL);
}

/* At start, the folders of recently used maps and games lose what saves
 * killed with the app left there, and only that. */
static void
test_clean_recent_leftovers (void)
{
  g_autofree char *dir = g_build_filename (home, "maps", NULL);
  g_autofree char *map_path = g_build_filename (dir, "mine.swmap", NULL);
  g_autofree char *leftover = g_build_filename (dir, ".goutputstream-K1LLED", NULL);
  g_autofree char *fresh = g_build_filename (dir, ".goutputstream-SAV1NG", NULL);
  g_autofree char *other = g_build_filename (dir, ".goutputstream-OTHERS", NULL);
  g_autofree char *uri = NULL;
  g_autoptr(SwGame) game = sample_game ();
  struct utimbuf old = { time (NULL) - 3600, time (NULL) - 3600 };
  GtkRecentData data = { .mime_type = (char *) "application/x-swmap", .app_name = (char *) "test",
                         .app_exec = (char *) "test %u" };
  GError *error = NULL;
  gssize removed = -1;
  gint64 start;

  g_mkdir_with_parents (dir, 0700);
  ok (sw_map_save_file (game->map, map_path, &error), error);
  uri = g_filename_to_uri (map_path, NULL, NULL);
  g_assert_true (gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data));
  /* a killed save of ours, one still being written, another program's */
  g_file_set_contents (leftover, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<swmap vers", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (utime (leftover, &old), ==, 0);
  g_file_set_contents (fresh, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<swmap vers", -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (other, "not ours", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (utime (other, &old), ==, 0);

  sw_application_clean_recent_leftovers (cleaned_cb, &removed);
  start = g_get_monotonic_time ();
  while (removed < 0)
    {
      g_assert_cmpint (g_get_monotonic_time () - start, <, 30 * G_USEC_PER_SEC);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpint (removed, ==, 1);
  g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (map_path, G_FILE_TEST_EXISTS));
}

int
main (int argc, char *argv[])
{
  int result;

  home = sw_test_app_private_home ();
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  g_test_init (&argc, &argv, NULL);
  application = sw_test_app_new_registered ("io.github.swcompanion.TestRobust");
  if (application == NULL)
    return 0;
  g_test_add_func ("/robust-app/save-failure", test_save_failure);
  g_test_add_func ("/robust-app/map-reference", test_map_reference);
  g_test_add_func ("/robust-app/unfinished-list", test_unfinished_list);
  g_test_add_func ("/robust-app/clean-recent-leftovers", test_clean_recent_leftovers);
  result = g_test_run ();
  g_object_unref (application);
  sw_test_app_remove_tree (home);
  return result;
}
