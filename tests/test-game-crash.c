/* test-game-crash.c: kills the real swcompanion (SIGKILL) in the middle of a turn and checks the game resumes at the last action. */
#include "config.h"

#include <glib/gstdio.h>
#include <gio/gio.h>

#include "sw-game-window.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"

static char *tmp_dir;
static char *binary;

/* A region the active race can take now without a warning. */
static const char *
clean_target (SwGame *game)
{
  SwBand *band = sw_game_band (game, sw_game_player (game, game->seat)->active);

  for (guint i = 0; i < game->regions->len; i++)
    {
      const char *id = ((SwRegion *) g_ptr_array_index (game->map->regions, i))->id;
      g_autoptr(SwCost) cost = NULL;

      if (sw_game_region_state (game, i)->band >= 0)
        continue;
      cost = sw_conquest_cost (game, id);
      if (cost->warnings->len == 0 && cost->total <= band->hand)
        return id;
    }
  g_assert_not_reached ();
}

/* Starts the app on @path with a script of actions, waits until the file
 * holds @expected actions, then kills it without warning. */
static void
run_and_kill (const char *path, const char *script, guint expected)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                                                       | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  guint log_len = 0;

  g_subprocess_launcher_setenv (launcher, "SW_GAME_SCRIPT", script, TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, binary, path, NULL);
  g_assert_no_error (error);
  for (guint waited = 0; waited < 600 && log_len < expected; waited++)
    {
      g_autoptr(SwGame) game = NULL;

      g_usleep (100 * 1000);
      /* the atomic save never shows a half-written file */
      game = sw_game_load_file (path, NULL);
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
  autosave = g_build_filename (g_getenv ("XDG_STATE_HOME"), "swcompanion", "games", "kill.swgame", NULL);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  unfinished = sw_game_find_unfinished ();
  g_assert_cmpstr (unfinished, ==, autosave);

  /* restarted, the game goes on from the last action */
  g_free (script);
  script = g_strdup_printf ("game.conquer ('%s', -1)\n", third);
  run_and_kill (path, script, start + 3);
  scratch = sw_game_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (scratch->log->len, ==, start + 3);
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

int
main (int argc, char *argv[])
{
  g_autofree char *state = NULL;
  int result;

  tmp_dir = g_dir_make_tmp ("test-game-crash-XXXXXX", NULL);
  state = g_build_filename (tmp_dir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  binary = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "src", "app", "swcompanion", NULL);
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display: run under xvfb-run\n");
      return 0;
    }
  g_test_add_func ("/game-crash/kill-mid-turn", test_kill_mid_turn);
  result = g_test_run ();
  {
    const char *argv_rm[] = { "rm", "-rf", tmp_dir, NULL };
    g_spawn_sync (NULL, (char **) argv_rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  }
  return result;
}
