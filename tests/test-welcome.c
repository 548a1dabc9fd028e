/* test-welcome.c: the welcome page leads to both jobs: New Game, Continue or Discard (with Undo) for each unfinished game, and the recent maps (needs a display). */
#include "config.h"

#include <string.h>
#include <utime.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "sw-application.h"
#include "sw-date.h"
#include "sw-game-window.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"
#include "sw-test-app.h"
#include "sw-unfinished-games.h"
#include "sw-window.h"

static GtkApplication *application;
static char *home;

static void
wait_loaded (SwUnfinishedGames *games)
{
  gint64 start = g_get_monotonic_time ();

  while (sw_unfinished_games_is_loading (games))
    {
      g_assert_cmpint (g_get_monotonic_time () - start, <, 30 * G_USEC_PER_SEC);
      g_main_context_iteration (NULL, TRUE);
    }
  sw_test_app_iterate ();
}

/* A game of @names on the base board for three, saved in the games folder
 * as @name, last played @age seconds ago. */
static char *
save_game (const char *name, const char *const *names, gint rounds_played, time_t age)
{
  g_autofree char *map_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-3p.swmap", NULL);
  g_autofree char *dir = sw_game_dir ();
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (map_path, NULL, &error);
  g_autoptr(SwGame) game = NULL;
  struct utimbuf when = { time (NULL) - age, time (NULL) - age };

  g_assert_no_error (error);
  game = sw_game_setup_create (map, names, 0);
  /* each player ends his turn without playing: a round goes by */
  for (gint r = 0; r < rounds_played; r++)
    for (guint p = 0; p < game->players->len; p++)
      {
        g_assert_true (sw_game_append (game, sw_action_new (SW_ACTION_END_TURN), &error));
        g_assert_no_error (error);
      }
  g_assert_cmpuint (game->round, ==, (guint) rounds_played + 1);
  g_mkdir_with_parents (dir, 0700);
  g_assert_true (sw_game_save_file (game, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (utime (path, &when), ==, 0);
  return path;
}

static void
test_continue_and_discard (void)
{
  static const char *const table[] = { "Alice", "Bruno", "Chen", NULL };
  static const char *const other[] = { "Ann", "Bob", NULL };
  g_autofree char *newer = save_game ("newer.swgame", table, 2, 60);
  g_autofree char *older = save_game ("older.swgame", other, 0, 7200);
  SwWindow *window = sw_window_new (application);
  SwUnfinishedGames *games;
  g_auto(GStrv) titles = NULL, after_discard = NULL, after_undo = NULL;
  GtkWidget *undo, *row;
  SwGameWindow *opened = NULL;

  gtk_window_present (GTK_WINDOW (window));
  games = SW_UNFINISHED_GAMES (sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_UNFINISHED_GAMES));
  g_assert_nonnull (games);
  /* New Game is on the welcome page */
  g_assert_nonnull (sw_test_app_find_button (GTK_WIDGET (window), "New _Game…"));
  /* which fits a phone's 360 px: the header keeps only what acts without
   * a map (Open, the menu) */
  {
    int minimum, natural;

    gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    g_test_message ("welcome window: at least %d px wide", minimum);
    g_assert_cmpint (minimum, <=, 360);
  }
  wait_loaded (games);
  titles = sw_unfinished_games_dup_titles (games);
  g_assert_cmpstrv (titles, ((const char *const[]) { "Continue: Alice, Bruno, Chen — round 3 of 10",
                                                       /* the board for three has no track for two */
                                                       "Continue: Ann, Bob — round 1", NULL }));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (games)));

  /* Discard: the file goes, the row goes, Undo brings both back */
  g_signal_emit_by_name (sw_unfinished_games_get_discard (games, 0), "clicked");
  sw_test_app_iterate ();
  g_assert_false (g_file_test (newer, G_FILE_TEST_EXISTS));
  after_discard = sw_unfinished_games_dup_titles (games);
  g_assert_cmpstrv (after_discard, ((const char *const[]) { "Continue: Ann, Bob — round 1", NULL }));
  /* the toast has come in before a person can click it */
  sw_test_app_run_for (500);
  undo = sw_test_app_find_button (GTK_WIDGET (window), "_Undo");
  g_assert_nonnull (undo);
  g_signal_emit_by_name (undo, "clicked");
  /* and has gone again before the next click */
  sw_test_app_run_for (500);
  g_assert_true (g_file_test (newer, G_FILE_TEST_EXISTS));
  wait_loaded (games);
  after_undo = sw_unfinished_games_dup_titles (games);
  g_assert_cmpuint (g_strv_length (after_undo), ==, 2);

  /* Continue opens that game */
  row = gtk_widget_get_ancestor (sw_unfinished_games_get_discard (games, 1), GTK_TYPE_LIST_BOX_ROW);
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  sw_test_app_iterate ();
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (SW_IS_GAME_WINDOW (l->data))
      opened = l->data;
  g_assert_nonnull (opened);
  g_assert_cmpstr (sw_game_player (sw_game_window_get_game (opened), 0)->name, ==, "Ann");
  /* and takes the place of the empty window it was continued from */
  g_assert_null (g_list_find (gtk_application_get_windows (application), window));
  gtk_window_destroy (GTK_WINDOW (opened));
  sw_test_app_iterate ();
  g_remove (newer);
  g_remove (older);
}

/* A discard that is not undone stays discarded; no game, no list. */
static void
test_discard_kept (void)
{
  static const char *const table[] = { "Alice", "Bruno", NULL };
  g_autofree char *path = save_game ("only.swgame", table, 0, 10);
  SwWindow *window = sw_window_new (application);
  SwUnfinishedGames *games;
  g_auto(GStrv) titles = NULL;

  gtk_window_present (GTK_WINDOW (window));
  games = SW_UNFINISHED_GAMES (sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_UNFINISHED_GAMES));
  wait_loaded (games);
  g_signal_emit_by_name (sw_unfinished_games_get_discard (games, 0), "clicked");
  sw_test_app_iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (games)));
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* the next welcome page has nothing to continue */
  window = sw_window_new (application);
  gtk_window_present (GTK_WINDOW (window));
  games = SW_UNFINISHED_GAMES (sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_UNFINISHED_GAMES));
  wait_loaded (games);
  titles = sw_unfinished_games_dup_titles (games);
  g_assert_cmpuint (g_strv_length (titles), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (games)));
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* When a game was last played, as the welcome page says it. */
static void
test_dates (void)
{
  g_autoptr(GTimeZone) zone = g_time_zone_new_utc ();
  g_autoptr(GDateTime) now = g_date_time_new (zone, 2026, 11, 27, 14, 5, 0);
  g_autoptr(GDateTime) morning = g_date_time_new (zone, 2026, 11, 27, 9, 5, 0);
  g_autoptr(GDateTime) late = g_date_time_new (zone, 2026, 11, 26, 23, 59, 0);
  g_autoptr(GDateTime) spring = g_date_time_new (zone, 2026, 3, 4, 18, 0, 0);
  g_autoptr(GDateTime) old = g_date_time_new (zone, 2025, 12, 31, 18, 0, 0);
  g_autoptr(GDateTime) new_year = g_date_time_new (zone, 2026, 1, 1, 0, 10, 0);
  g_autofree char *today = sw_date_describe (morning, now);
  g_autofree char *yesterday = sw_date_describe (late, now);
  g_autofree char *this_year = sw_date_describe (spring, now);
  g_autofree char *other_year = sw_date_describe (old, now);
  g_autofree char *across = sw_date_describe (old, new_year);

  g_assert_cmpstr (today, ==, "Today 09:05");
  g_assert_cmpstr (yesterday, ==, "Yesterday 23:59");
  g_assert_cmpstr (this_year, ==, "Mar 4 18:00");
  g_assert_cmpstr (other_year, ==, "Dec 31 2025");
  /* yesterday across the new year is still yesterday */
  g_assert_cmpstr (across, ==, "Yesterday 18:00");
}

static guint
count_toplevels (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* GTK's own */
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      n += G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window));
    }
  return n;
}

/* Opened from a window that shows a map (Open, a recent map): a file that
 * is no map says so in that window, leaves no empty window behind and is
 * not offered again among the recent files, where the file chooser put
 * it; a saved game opens at the table. */
static void
test_open_from_a_map (void)
{
  g_autofree char *map_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autofree char *bad = g_build_filename (home, "half.swmap", NULL);
  g_autofree char *saved = save_game ("ours.swgame", (const char *const[]) { "Ann", "Bob", "Cid", NULL }, 1, 60);
  g_autofree char *bad_uri = g_filename_to_uri (bad, NULL, NULL);
  g_autofree char *saved_uri = g_filename_to_uri (saved, NULL, NULL);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  GtkRecentData data = { .mime_type = (char *) "application/x-swmap+xml", .app_name = (char *) "test",
                         .app_exec = (char *) "test %u" };
  GError *error = NULL;
  GtkWindow *window, *dialog;
  guint windows;

  g_file_set_contents (bad, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<swmap version=\"1\" edition=\"base\">\n  <board id", -1, &error);
  g_assert_no_error (error);
  window = sw_application_open_file (SW_APPLICATION (application), map_file);
  sw_test_app_iterate ();
  windows = count_toplevels (SW_TYPE_WINDOW);
  g_assert_true (gtk_recent_manager_add_full (gtk_recent_manager_get_default (), bad_uri, &data));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.open-recent", "s", bad_uri));
  sw_test_app_iterate ();
  g_assert_cmpuint (count_toplevels (SW_TYPE_WINDOW), ==, windows);
  dialog = sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == window);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "line"));
  g_assert_false (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), bad_uri));
  gtk_window_destroy (dialog);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.open-recent", "s", saved_uri));
  sw_test_app_iterate ();
  g_assert_cmpuint (count_toplevels (SW_TYPE_GAME_WINDOW), ==, 1);
  g_assert_cmpuint (count_toplevels (SW_TYPE_WINDOW), ==, windows);
  gtk_window_destroy (GTK_WINDOW (sw_test_app_find_toplevel (SW_TYPE_GAME_WINDOW)));
  gtk_window_destroy (window);
  sw_test_app_iterate ();
}

int
main (int argc, char *argv[])
{
  int result;

  home = sw_test_app_private_home ();
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  application = sw_test_app_new_registered (NULL);
  if (application == NULL)
    return 0;
  g_test_add_func ("/welcome/dates", test_dates);
  g_test_add_func ("/welcome/continue-and-discard", test_continue_and_discard);
  g_test_add_func ("/welcome/discard-kept", test_discard_kept);
  g_test_add_func ("/welcome/open-from-a-map", test_open_from_a_map);
  result = g_test_run ();
  g_object_unref (application);
  sw_test_app_remove_tree (home);
  g_free (home);
  return result;
}
