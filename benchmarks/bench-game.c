/* bench-game.c: how fast the rules engine applies and replays games (issue 4's speed goal). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "sw-game.h"
#include "sw-map-xml.h"

/* Plays one game of random legal-looking actions: picks, conquests the
 * hand can pay for (a final one with the die), now and then a decline. */
static SwGame *
random_game (SwMap *map, GRand *rand, guint rounds)
{
  static const char *const names[] = { "A", "B", "C", "D", "E", NULL };
  SwGame *game = sw_game_new (map, names);
  const SwCatalog *catalog = sw_catalog_get ("base");
  g_autoptr(GPtrArray) races = sw_catalog_list (catalog, "race");
  g_autoptr(GPtrArray) powers = sw_catalog_list (catalog, "power");

  while (game->round <= rounds)
    {
      SwPlayer *player = sw_game_player (game, game->seat);
      if (player->active < 0)
        {
          const SwCatalogEntry *race = g_ptr_array_index (races, g_rand_int_range (rand, 0, races->len));
          const SwCatalogEntry *power = g_ptr_array_index (powers, g_rand_int_range (rand, 0, powers->len));
          gint position = MIN (player->coins, g_rand_int_range (rand, 0, 6));
          sw_game_pick (game, race->id, power->id, position, g_rand_int_range (rand, 0, 2), NULL);
        }
      else if (g_rand_int_range (rand, 0, 7) == 0)
        {
          sw_game_decline (game, NULL);
          sw_game_end_turn (game, NULL);
          continue;
        }
      else
        sw_game_append (game, sw_action_new (SW_ACTION_READY), NULL);

      SwBand *band = sw_game_band (game, player->active);
      for (guint tries = 0; tries < 12 && band->hand > 0; tries++)
        {
          guint region = g_rand_int_range (rand, 0, map->regions->len);
          const SwRegion *r = g_ptr_array_index (map->regions, region);
          if (sw_game_region_state (game, region)->band == player->active)
            continue;
          g_autoptr(SwCost) cost = sw_conquest_cost_for (game, player->active, region, NULL);
          if (cost->warnings->len > 0)
            continue;
          if (cost->total <= band->hand)
            sw_game_conquer (game, r->id, -1, NULL);
          else if (cost->total <= band->hand + 3)
            {
              sw_game_conquer (game, r->id, g_rand_int_range (rand, 0, 4), NULL);
              break;
            }
        }
      sw_game_append (game, sw_action_new (SW_ACTION_REDEPLOY), NULL);
      sw_game_end_turn (game, NULL);
    }
  return game;
}

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : "maps/base-5p.swmap";
  guint n_games = argc > 2 ? (guint) atoi (argv[2]) : 1000;
  GError *error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  if (map == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return 2;
    }
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  guint64 actions = 0;
  gint64 start = g_get_monotonic_time ();
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_game_unref);
  for (guint i = 0; i < n_games; i++)
    {
      SwGame *game = random_game (map, rand, 8);
      actions += game->log->len;
      g_ptr_array_add (games, game);
    }
  gint64 played = g_get_monotonic_time () - start;

  start = g_get_monotonic_time ();
  for (guint i = 0; i < games->len; i++)
    {
      SwGame *game = g_ptr_array_index (games, i);
      sw_game_replay (game, game->log->len, NULL);
    }
  gint64 replayed = g_get_monotonic_time () - start;

  printf ("%u random 5-player games of 8 rounds on %s: %" G_GUINT64_FORMAT " actions\n", n_games, path, actions);
  printf ("  playing (cost + apply):  %.0f actions/s\n", actions / (played / 1e6));
  printf ("  replaying the logs:      %.0f actions/s, %.3f ms per full replay\n",
          actions / (replayed / 1e6), replayed / 1e3 / n_games);
  return 0;
}
