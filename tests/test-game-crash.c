/* test-game-crash.c: kills the real app (SIGKILL) in the middle of a turn and checks the game resumes at the last action. */
#include "config.h"

#include <glib/gstdio.h>
#include <utime.h>
#include <gio/gio.h>

#include "sw-game-window.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"
#include "sw-test-app.h"
#include "sw-test-game.h"

static char *tmp_dir;
static char *binary;

/* An empty region the active race can take now without a warning. */
static const char *
clean_target (SwGame *game)
{
  gint target = test_target (game, TRUE);

  g_assert_cmpint (target, >=, 0);
  return ((SwRegion *) g_ptr_array_index (game->map->regions, target))->id;
}

/* Starts the app on @path with a script of actions, waits until the file
 * @watch holds @expected actions, then kills it without warning. */
static void
run_and_kill_watching (const char *path, const char *watch, const char *script, guint expected)
{
  /* the app's stderr goes to the test log: a refused scripted action says why there */
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  guint log_len = 0;

  g_subprocess_launcher_setenv (launcher, "SW_GAME_SCRIPT", script, TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, binary, path, NULL);
  g_assert_no_error (error);
  /* up to two minutes: a sanitized build on a busy machine starts slowly */
  for (guint waited = 0; waited < 1200 && log_len < expected; waited++)
    {
      g_autoptr(SwGame) game = NULL;

      g_usleep (100 * 1000);
      /* the atomic save never shows a half-written file */
      game = sw_game_load_file (watch, NULL);
      log_len = game != NULL ? game->log->len : 0;
      g_assert_cmpuint (log_len, <=, expected);
    }
  g_assert_cmpuint (log_len, ==, expected);
  g_subprocess_force_exit (process);
  g_assert_true (g_subprocess_wait (process, NULL, NULL));
  g_assert_false (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_term_sig (process), ==, SIGKILL);
}

static void
run_and_kill (const char *path, const char *script, guint expected)
{
  run_and_kill_watching (path, path, script, expected);
}

/* A two-player game on the base map, Ann's Commando Dwarves picked. */
static SwGame *
new_game (void)
{
  g_autofree char *map_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (map_path, NULL, &error);
  static const char *const names[] = { "Ann", "Bob", NULL };
  SwGame *game;

  g_assert_no_error (error);
  game = sw_game_setup_create (map, names, 0);
  sw_game_pick (game, "dwarves", "commando", 0, 0, &error);
  g_assert_no_error (error);
  return game;
}

static void
test_kill_mid_turn (void)
{
  g_autofree char *map_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autofree char *path = g_build_filename (tmp_dir, "kill.swgame", NULL);
  g_autofree char *autosave = NULL;
  g_autofree char *unfinished = NULL;
  g_autofree char *script = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (map_path, NULL, &error);
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwGame) game = NULL;
  g_autoptr(SwGame) scratch = NULL;
  g_autoptr(SwGame) saved = NULL;
  char *first, *second, *third;
  guint start;

  g_assert_no_error (error);
  game = sw_game_setup_create (map, names, 0);
  sw_game_pick (game, "dwarves", "commando", 0, 0, &error);
  g_assert_no_error (error);
  g_assert_true (sw_game_save_file (game, path, &error));
  g_assert_no_error (error);
  start = game->log->len;

  /* where the table would go: two conquests, then a third after the crash */
  first = g_strdup (clean_target (game));
  g_assert_true (sw_game_conquer (game, first, -1, NULL));
  second = g_strdup (clean_target (game));
  g_assert_true (sw_game_conquer (game, second, -1, NULL));
  third = g_strdup (clean_target (game));

  script = g_strdup_printf ("game.select-region '%s'\ngame.conquer ('%s', -1)\ngame.conquer ('%s', -1)\n",
                            first, first, second);
  run_and_kill (path, script, start + 2);

  saved = sw_game_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->log->len, ==, start + 2);
  g_assert_cmpint (sw_game_region_state (saved, sw_game_region_index (saved, second))->band, ==,
                   sw_game_player (saved, 0)->active);
  /* the autosave in the games folder, offered at the next start */
  autosave = sw_game_autosave_path (path);
  g_assert_true (g_str_has_prefix (autosave, g_getenv ("XDG_STATE_HOME")));
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  unfinished = sw_game_find_unfinished ();
  g_assert_cmpstr (unfinished, ==, autosave);

  /* resumed from that autosave (what the Resume button opens), the game
   * goes on from the last action, and in the ORIGINAL file again */
  g_free (script);
  script = g_strdup_printf ("game.conquer ('%s', -1)\n", third);
  run_and_kill_watching (unfinished, path, script, start + 3);
  scratch = sw_game_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (scratch->log->len, ==, start + 3);
  /* the copy follows too, and no second copy of the copy appeared */
  g_clear_pointer (&saved, sw_game_unref);
  saved = sw_game_load_file (autosave, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->log->len, ==, start + 3);
  {
    g_autofree char *dir = sw_game_dir ();
    g_autoptr(GDir) games = g_dir_open (dir, 0, NULL);
    const char *name;
    guint copies = 0;

    while (games != NULL && (name = g_dir_read_name (games)) != NULL)
      copies += g_str_has_suffix (name, ".swgame");
    g_assert_cmpuint (copies, ==, 1);
  }
  for (guint i = 0; i < 3; i++)
    {
      const char *id = i == 0 ? first : i == 1 ? second : third;
      g_assert_cmpint (sw_game_region_state (scratch, sw_game_region_index (scratch, id))->band, ==,
                       sw_game_player (scratch, 0)->active);
    }
  g_free (first);
  g_free (second);
  g_free (third);
}

/* Two "same.swgame" in different folders: each gets its own autosave copy,
 * and resuming either copy saves to its own original. */
static void
test_same_name_apart (void)
{
  g_autoptr(SwGame) game = new_game ();
  g_autofree char *dir_a = g_build_filename (tmp_dir, "a", NULL);
  g_autofree char *dir_b = g_build_filename (tmp_dir, "b", NULL);
  g_autofree char *path_a = g_build_filename (dir_a, "same.swgame", NULL);
  g_autofree char *path_b = g_build_filename (dir_b, "same.swgame", NULL);
  g_autofree char *copy_a = sw_game_autosave_path (path_a);
  g_autofree char *copy_b = sw_game_autosave_path (path_b);
  g_autofree char *script = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwGame) saved_a = NULL;
  g_autoptr(SwGame) saved_b = NULL;
  g_autoptr(SwGame) copied_b = NULL;
  guint start = game->log->len;

  g_assert_cmpstr (copy_a, !=, copy_b);
  g_assert_cmpint (g_mkdir_with_parents (dir_a, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (dir_b, 0700), ==, 0);
  g_assert_true (sw_game_save_file (game, path_a, &error));
  g_assert_true (sw_game_save_file (game, path_b, &error));
  g_assert_no_error (error);

  /* one action in A's game; B's is only opened. The app writes the copy,
   * then the file: watching the file, both are written when it is killed */
  script = g_strdup_printf ("game.conquer ('%s', -1)\n", clean_target (game));
  run_and_kill_watching (path_a, path_a, script, start + 1);
  run_and_kill_watching (path_b, copy_b, "", start);
  g_assert_true (g_file_test (copy_a, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (copy_b, G_FILE_TEST_EXISTS));
  {
    g_autoptr(SwGame) copied_a = sw_game_load_file (copy_a, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (copied_a->log->len, ==, start + 1);
  }

  /* resuming B's copy writes B's file, and leaves A's alone */
  run_and_kill_watching (copy_b, path_b, script, start + 1);
  saved_a = sw_game_load_file (path_a, &error);
  g_assert_no_error (error);
  saved_b = sw_game_load_file (path_b, &error);
  g_assert_no_error (error);
  copied_b = sw_game_load_file (copy_b, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved_a->log->len, ==, start + 1);
  g_assert_cmpuint (saved_b->log->len, ==, start + 1);
  g_assert_cmpuint (copied_b->log->len, ==, start + 1);
}

/* Empties the games folder (files only: it holds no folders). */
static void
clear_game_dir (void)
{
  g_autofree char *dir = sw_game_dir ();
  g_autoptr(GDir) handle = NULL;
  const char *name;

  g_mkdir_with_parents (dir, 0700);
  handle = g_dir_open (dir, 0, NULL);
  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
}

/* A copy that cannot be written (here its backup name is taken by a
 * folder, so the atomic replace fails) is behind the file after the next
 * action. It must not stay offered at the next start: resumed, it would
 * take the game back and write that over the file. */
static void
test_copy_unwritable (void)
{
  g_autoptr(SwGame) game = new_game ();
  g_autofree char *path = g_build_filename (tmp_dir, "unwritable.swgame", NULL);
  g_autofree char *copy = sw_game_autosave_path (path);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *blocker = g_build_filename (backup, "keep", NULL);
  g_autofree char *script = NULL;
  g_autofree char *unfinished = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwGame) saved = NULL;
  g_autoptr(SwGame) scratch = new_game ();
  g_autoptr(SwGame) offered = NULL;
  guint start = game->log->len;
  char *first, *second;

  /* this game's copy alone in the games folder: it is what is offered */
  clear_game_dir ();
  g_assert_true (sw_game_save_file (game, path, &error));
  g_assert_no_error (error);
  first = g_strdup (clean_target (scratch));
  g_assert_true (sw_game_conquer (scratch, first, -1, NULL));
  second = g_strdup (clean_target (scratch));

  /* one action, copy and file both written */
  script = g_strdup_printf ("game.conquer ('%s', -1)\n", first);
  run_and_kill (path, script, start + 1);
  saved = sw_game_load_file (copy, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->log->len, ==, start + 1);

  /* the copy can no longer be replaced; the file can */
  g_remove (backup);
  g_assert_cmpint (g_mkdir_with_parents (backup, 0700), ==, 0);
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  g_free (script);
  script = g_strdup_printf ("game.conquer ('%s', -1)\n", second);
  run_and_kill (path, script, start + 2);

  /* the file went on; the copy, if still offered at the next start,
   * went on too */
  g_clear_pointer (&saved, sw_game_unref);
  saved = sw_game_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (saved->log->len, ==, start + 2);
  unfinished = sw_game_find_unfinished ();
  if (unfinished != NULL)
    {
      g_assert_cmpstr (unfinished, ==, copy);
      offered = sw_game_load_file (unfinished, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (offered->log->len, ==, start + 2);
    }
  g_assert_cmpint (g_remove (blocker), ==, 0);
  g_assert_cmpint (g_rmdir (backup), ==, 0);
  g_free (first);
  g_free (second);
}

/* Sets @path's modification time @age seconds in the past. */
static void
age_file (const char *path, gint64 age)
{
  struct utimbuf times;

  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - age);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* The game offered at the next start is the newest one not over; a
 * finished game, however new, is not offered. */
static void
test_newest_unfinished (void)
{
  g_autofree char *dir = sw_game_dir ();
  g_autofree char *older = g_build_filename (dir, "older.swgame", NULL);
  g_autofree char *finished = g_build_filename (dir, "finished.swgame", NULL);
  g_autofree char *newer = g_build_filename (dir, "newer.swgame", NULL);
  g_autofree char *recorded = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "tests", "games", "base-5p.swgame", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *found = NULL;
  g_autoptr(GDir) handle = NULL;
  g_autoptr(SwGame) game = new_game ();
  g_autoptr(GError) error = NULL;
  const char *name;
  gsize length;

  /* only these three in the games folder */
  g_mkdir_with_parents (dir, 0700);
  handle = g_dir_open (dir, 0, NULL);
  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_assert_true (sw_game_save_file (game, older, &error));
  g_assert_true (sw_game_save_file (game, newer, &error));
  g_assert_true (g_file_get_contents (recorded, &contents, &length, &error));
  g_assert_true (g_file_set_contents (finished, contents, length, &error));
  g_assert_no_error (error);
  age_file (older, 300);
  age_file (newer, 200);
  age_file (finished, 100);

  found = sw_game_find_unfinished ();
  g_assert_cmpstr (found, ==, newer);
  g_clear_pointer (&found, g_free);
  age_file (newer, 400);
  found = sw_game_find_unfinished ();
  g_assert_cmpstr (found, ==, older);
}

int
main (int argc, char *argv[])
{
  g_autofree char *state = NULL;
  int result;

  tmp_dir = g_dir_make_tmp ("test-game-crash-XXXXXX", NULL);
  state = g_build_filename (tmp_dir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  /* the app with a script hook, built for the tests (swcompanion-scripted.c) */
  binary = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "swcompanion-scripted", NULL);
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display: run under xvfb-run\n");
      return 0;
    }
  g_test_add_func ("/game-crash/kill-mid-turn", test_kill_mid_turn);
  g_test_add_func ("/game-crash/same-name-apart", test_same_name_apart);
  g_test_add_func ("/game-crash/copy-unwritable", test_copy_unwritable);
  g_test_add_func ("/game-crash/newest-unfinished", test_newest_unfinished);
  result = g_test_run ();
  sw_test_app_remove_tree (tmp_dir);
  return result;
}
