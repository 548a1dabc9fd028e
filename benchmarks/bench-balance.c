/* bench-balance.c: how fast the bots play: random games per official board, greedy against a replay, 1,000 greedy games on two threads.
 *
 * bench-balance MAPS_DIR SWMAP [GAMES]
 *
 * 1. Random bots (sw_game_random_move, every action applied by the rules
 *    engine with its legality checks), one core: µs per action and ms per
 *    whole game on base-2p..5p, beside the published figures of the
 *    fastest engine known for the base game (benchmarks/README.md).
 * 2. Greedy bots against `swmap replay` of a recorded game with the same
 *    number of actions: the same greedy game is saved, and
 *    `SWMAP replay` of that file is timed (process, load, replay, print).
 * 3. `SWMAP balance base-5p.swmap --games 1000 --threads 2`: CPU time
 *    (half of it is the wall time on two free cores) and wall time.
 * Every time is CPU time: on a shared machine wall time counts the neighbours' work.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <sys/resource.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "sw-bot.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"

/* CPU time, not wall time: the build machine is shared, and a
 * neighbour's work would be counted as ours. This program runs on one
 * thread, so its CPU time is one core's. */
static double
now_ms (void)
{
  struct timespec t;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double
children_ms (void)
{
  struct rusage usage;
  getrusage (RUSAGE_CHILDREN, &usage);
  return usage.ru_utime.tv_sec * 1e3 + usage.ru_utime.tv_usec / 1e3 + usage.ru_stime.tv_sec * 1e3
         + usage.ru_stime.tv_usec / 1e3;
}

/* Runs @argv; its CPU time (every thread), and its wall time in @wall_ms. */
static double
run_ms (const char *const *argv, double *wall_ms)
{
  g_autoptr(GError) error = NULL;
  double start = children_ms ();
  gint64 wall = g_get_monotonic_time ();
  g_autoptr(GSubprocess) process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error);
  if (process == NULL || !g_subprocess_wait_check (process, NULL, &error))
    {
      g_printerr ("%s: %s\n", argv[0], error->message);
      exit (1);
    }
  if (wall_ms != NULL)
    *wall_ms = (g_get_monotonic_time () - wall) / 1e3;
  return children_ms () - start;
}

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      g_printerr ("usage: bench-balance MAPS_DIR SWMAP [GAMES]\n");
      return 2;
    }
  const char *dir = argv[1], *swmap = argv[2];
  guint games = argc > 3 ? (guint) atoi (argv[3]) : 300;
  /* The published figures (ms per random game, one core); none for 5 players. */
  static const double published[] = { 2.5, 4.1, 4.7, 0 };

  printf ("1. Random bots, one core, %u games per board\n", games);
  printf ("   %-14s %9s %12s %12s %16s\n", "board", "actions", "µs/action", "ms/game", "published ms/game");
  for (guint players = 2; players <= 5; players++)
    {
      g_autofree char *name = g_strdup_printf ("base-%up.swmap", players);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GError *error = NULL;
      g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
      if (map == NULL)
        {
          g_printerr ("%s: %s\n", path, error->message);
          return 1;
        }
      sw_game_unref (sw_bot_play (map, players, SW_BOT_RANDOM, 1, 0, 0, NULL, NULL, NULL));   /* the warm-up */
      guint64 actions = 0;
      double start = now_ms ();
      for (guint g = 0; g < games; g++)
        {
          g_autoptr(SwGame) game = sw_bot_play (map, players, SW_BOT_RANDOM, 1, g, 0, NULL, NULL, NULL);
          actions += game->log->len;
        }
      double ms = now_ms () - start;
      g_autofree char *reference = published[players - 2] > 0 ? g_strdup_printf ("%.1f", published[players - 2])
                                                                 : g_strdup ("-");
      printf ("   %-14s %9.1f %12.2f %12.3f %16s\n", name, (double) actions / games, ms * 1000 / actions, ms / games,
              reference);
    }

  g_autofree char *board = g_build_filename (dir, "base-5p.swmap", NULL);
  g_autoptr(SwMap) map = sw_map_load_file (board, NULL, NULL);
  guint greedy_games = MAX (1, games / 5);
  double start = now_ms ();
  guint64 actions = 0;
  for (guint g = 0; g < greedy_games; g++)
    {
      g_autoptr(SwGame) game = sw_bot_play (map, 5, SW_BOT_GREEDY, 1, g, 0, NULL, NULL, NULL);
      actions += game->log->len;
    }
  double greedy_ms = (now_ms () - start) / greedy_games;
  /* A recorded game of the mean length: the greedy game closest to it. */
  g_autoptr(SwGame) recorded = NULL;
  for (guint g = 0; recorded == NULL || g < 50; g++)
    {
      SwGame *game = sw_bot_play (map, 5, SW_BOT_GREEDY, 2, g, 0, NULL, NULL, NULL);
      double mean = (double) actions / greedy_games;
      if (recorded == NULL || ABS ((double) game->log->len - mean) < ABS ((double) recorded->log->len - mean))
        {
          g_clear_pointer (&recorded, sw_game_unref);
          recorded = game;
        }
      else
        sw_game_unref (game);
    }
  g_autofree char *tmp = g_dir_make_tmp ("bench-balance-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (tmp, "greedy.swgame", NULL);
  GError *error = NULL;
  if (!sw_game_save_file (recorded, file, &error))
    {
      g_printerr ("%s: %s\n", file, error->message);
      return 1;
    }
  const char *replay_argv[] = { swmap, "replay", file, NULL };
  run_ms (replay_argv, NULL);
  double replay_ms = 0;
  guint replays = 20;
  for (guint i = 0; i < replays; i++)
    replay_ms += run_ms (replay_argv, NULL);
  replay_ms /= replays;
  printf ("\n2. Greedy bots on base-5p.swmap, one core: %.1f actions, %.2f ms per game (%.1f µs per action)\n",
          (double) actions / greedy_games, greedy_ms, greedy_ms * 1000 * greedy_games / actions);
  printf ("   `swmap replay` of a recorded greedy game of %u actions: %.2f ms (process, load, replay, print)\n",
          recorded->log->len, replay_ms);
  printf ("   greedy game / replay: %.2f (goal ≤ 20)\n", greedy_ms / replay_ms);
  g_unlink (file);
  g_rmdir (tmp);

  const char *balance_argv[] = { swmap, "balance", board, "--games", "1000", "--threads", "2", "--json", NULL };
  double balance_wall = 0;
  double balance_ms = run_ms (balance_argv, &balance_wall);
  printf ("\n3. swmap balance base-5p.swmap --games 1000 --threads 2: %.1f s of CPU, %.1f s on two free cores,"
          " %.1f s of wall time here (goal ≤ 60 s)\n", balance_ms / 1000, balance_ms / 2000, balance_wall / 1000);
  return 0;
}
