/* test-bot.c: whole bot games, random and greedy, on every bundled board: legal to the engine's own rules.
 *
 * After every action of every game: the engine raised no warning (the
 * bots play only legal actions, docs/rules.md 1.2-1.11), tokens are
 * conserved, no player's coins are negative. Every game reaches the end
 * of its track. The same seed plays the same game, and the greedy bots
 * end with more coins than the random ones. SW_BOT_GAMES sets the number
 * of games per board and policy (default 24, 6 in a sanitizer build). */
#include "config.h"

#include <locale.h>
#include <stdlib.h>

#include "sw-bot.h"
#include "sw-game.h"
#include "sw-map-xml.h"

typedef struct {
  const char *where;
  guint actions;
  guint conquests;
  guint dragon;
  guint declines;
  guint finals;
  guint warnings;        /* before the action */
} Watch;

static void
watch (SwGame *game, const SwAction *action, gboolean applied, gpointer user_data)
{
  Watch *w = user_data;
  if (!applied)
    {
      w->warnings = game->warnings->len;
      return;
    }
  if (game->warnings->len != w->warnings)
    g_error ("%s, action %u (%s %s): a bot's action warned: %s", w->where, game->log->len - 1,
             sw_action_type_to_string (action->type), action->region != NULL ? action->region : "",
             ((SwGameWarning *) g_ptr_array_index (game->warnings, w->warnings))->message);
  g_autofree char *why = NULL;
  if (!sw_game_check_tokens (game, &why))
    g_error ("%s, action %u: tokens not conserved: %s", w->where, game->log->len - 1, why);
  for (guint p = 0; p < game->players->len; p++)
    if (sw_game_player (game, p)->coins < 0)
      g_error ("%s: seat %u has %d coins", w->where, p + 1, sw_game_player (game, p)->coins);
  w->actions++;
  w->conquests += action->type == SW_ACTION_CONQUER;
  w->dragon += action->type == SW_ACTION_CONQUER && action->via != NULL;
  w->finals += action->type == SW_ACTION_CONQUER && action->die >= 0;
  w->declines += action->type == SW_ACTION_DECLINE;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static GPtrArray *
bundled_maps (void)
{
  const char *source = g_getenv ("SW_SOURCE_DIR");
  g_autofree char *dir = g_build_filename (source != NULL ? source : "..", "maps", NULL);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  for (const char *name; (name = g_dir_read_name (listing)) != NULL;)
    if (g_str_has_suffix (name, ".swmap"))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (files, compare_names);
  GPtrArray *maps = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_map_unref);
  for (guint i = 0; i < files->len; i++)
    {
      GError *error = NULL;
      SwMap *map = sw_map_load_file (g_ptr_array_index (files, i), NULL, &error);
      g_assert_no_error (error);
      g_ptr_array_add (maps, map);
    }
  return maps;
}

#if defined(__SANITIZE_ADDRESS__)
#define DEFAULT_GAMES 6
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define DEFAULT_GAMES 6
#endif
#endif
#ifndef DEFAULT_GAMES
#define DEFAULT_GAMES 24
#endif

static guint
games_per_board (void)
{
  const char *scale = g_getenv ("SW_BOT_GAMES");
  return scale != NULL && atoi (scale) > 0 ? (guint) atoi (scale) : DEFAULT_GAMES;
}

/* The map's own player counts (its scenarios), else 2 to 5. */
static GArray *
player_counts (SwMap *map)
{
  GArray *counts = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint s = 0; s < map->scenarios->len; s++)
    {
      guint players = g_array_index (map->scenarios, SwScenario, s).players;
      if (players >= 2 && players <= 5)
        g_array_append_val (counts, players);
    }
  for (guint players = 2; counts->len == 0 && players <= 5; players++)
    g_array_append_val (counts, players);
  return counts;
}

static void
play_policy (SwBotPolicy policy)
{
  g_autoptr(GPtrArray) maps = bundled_maps ();
  g_autoptr(GHashTable) editions = g_hash_table_new (g_str_hash, g_str_equal);
  guint per_board = games_per_board ();
  Watch total = { 0 };
  guint games = 0;
  for (guint m = 0; m < maps->len; m++)
    {
      SwMap *map = g_ptr_array_index (maps, m);
      g_autoptr(GArray) counts = player_counts (map);
      g_hash_table_add (editions, map->edition);
      for (guint g = 0; g < per_board; g++)
        {
          guint players = g_array_index (counts, guint, g % counts->len);
          g_autofree char *where = g_strdup_printf ("%s board %u, %u players, %s, game %u", map->edition, m, players,
                                                    sw_bot_policy_to_string (policy), g);
          Watch w = { where };
          GError *error = NULL;
          g_autoptr(SwGame) game = sw_bot_play (map, players, policy, 7, g, 0, watch, &w, &error);
          if (game == NULL)
            g_error ("%s: refused: %s", where, error->message);
          /* Every game is a whole game: the track ends it. */
          g_assert_cmpuint (game->round, ==, sw_bot_track_length (map, players) + 1);
          g_assert_cmpuint (game->warnings->len, ==, 0);
          total.actions += w.actions;
          total.conquests += w.conquests;
          total.dragon += w.dragon;
          total.finals += w.finals;
          total.declines += w.declines;
          games++;
        }
    }
  g_test_message ("%s: %u games, %u actions, %u conquests (%u by the dragon, %u with the die), %u declines",
                  sw_bot_policy_to_string (policy), games, total.actions, total.conquests, total.dragon, total.finals,
                  total.declines);
  g_assert_cmpuint (g_hash_table_size (editions), ==, 3);
  /* The games are games: races conquer, roll the die, decline. */
  g_assert_cmpuint (total.conquests, >, 10 * games);
  g_assert_cmpuint (total.finals, >, 0);
  g_assert_cmpuint (total.declines, >, games);
  /* Dragon Master is in the base row often enough over this many games. */
  if (games >= 60)
    g_assert_cmpuint (total.dragon, >, 0);
}

static void
test_random (void)
{
  play_policy (SW_BOT_RANDOM);
}

static void
test_greedy (void)
{
  play_policy (SW_BOT_GREEDY);
}

static char *
log_text (SwGame *game)
{
  GString *text = g_string_new (NULL);
  for (guint i = 0; i < game->log->len; i++)
    {
      const SwAction *a = g_ptr_array_index (game->log, i);
      g_string_append_printf (text, "%s %s %s %s %d %d\n", sw_action_type_to_string (a->type), a->race ? a->race : "-",
                              a->power ? a->power : "-", a->region ? a->region : "-", a->position, a->die);
    }
  for (guint p = 0; p < game->players->len; p++)
    g_string_append_printf (text, "%d\n", sw_game_player (game, p)->coins);
  return g_string_free (text, FALSE);
}

/* Game @index of seed @seed is the same game each time; another index
 * or seed is another game. */
static void
test_seeded (void)
{
  g_autoptr(GPtrArray) maps = bundled_maps ();
  SwMap *map = g_ptr_array_index (maps, 0);
  for (SwBotPolicy policy = SW_BOT_RANDOM; policy <= SW_BOT_GREEDY; policy++)
    {
      g_autoptr(SwGame) a = sw_bot_play (map, 2, policy, 11, 3, 0, NULL, NULL, NULL);
      g_autoptr(SwGame) b = sw_bot_play (map, 2, policy, 11, 3, 0, NULL, NULL, NULL);
      g_autoptr(SwGame) c = sw_bot_play (map, 2, policy, 11, 4, 0, NULL, NULL, NULL);
      g_autoptr(SwGame) d = sw_bot_play (map, 2, policy, 12, 3, 0, NULL, NULL, NULL);
      g_autofree char *ta = log_text (a), *tb = log_text (b), *tc = log_text (c), *td = log_text (d);
      g_assert_cmpstr (ta, ==, tb);
      g_assert_cmpstr (ta, !=, tc);
      g_assert_cmpstr (ta, !=, td);
    }
}

/* What greedy is for: on the same boards and seeds, its seats end with
 * more coins than random ones. */
static void
test_greedy_beats_random (void)
{
  g_autoptr(GPtrArray) maps = bundled_maps ();
  guint per_board = MAX (4, games_per_board () / 2);
  for (guint m = 0; m < maps->len; m++)
    {
      SwMap *map = g_ptr_array_index (maps, m);
      g_autoptr(GArray) counts = player_counts (map);
      gint64 coins[2] = { 0, 0 };
      for (SwBotPolicy policy = SW_BOT_RANDOM; policy <= SW_BOT_GREEDY; policy++)
        for (guint g = 0; g < per_board; g++)
          {
            guint players = g_array_index (counts, guint, g % counts->len);
            g_autoptr(SwGame) game = sw_bot_play (map, players, policy, 5, g, 0, NULL, NULL, NULL);
            g_assert_nonnull (game);
            for (guint p = 0; p < players; p++)
              coins[policy] += sw_game_player (game, p)->coins;
          }
      g_test_message ("board %u (%s): random %" G_GINT64_FORMAT ", greedy %" G_GINT64_FORMAT " coins in all", m,
                      map->edition, coins[SW_BOT_RANDOM], coins[SW_BOT_GREEDY]);
      g_assert_cmpint (coins[SW_BOT_GREEDY], >, coins[SW_BOT_RANDOM]);
    }
}

static void
test_policy_names (void)
{
  SwBotPolicy policy = SW_BOT_RANDOM;
  g_assert_true (sw_bot_policy_from_string ("greedy", &policy));
  g_assert_cmpint (policy, ==, SW_BOT_GREEDY);
  g_assert_cmpstr (sw_bot_policy_to_string (policy), ==, "greedy");
  g_assert_true (sw_bot_policy_from_string ("random", &policy));
  g_assert_cmpint (policy, ==, SW_BOT_RANDOM);
  g_assert_false (sw_bot_policy_from_string ("clever", &policy));
  g_assert_false (sw_bot_policy_from_string (NULL, &policy));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bot/policy-names", test_policy_names);
  g_test_add_func ("/bot/seeded", test_seeded);
  g_test_add_func ("/bot/random-games", test_random);
  g_test_add_func ("/bot/greedy-games", test_greedy);
  g_test_add_func ("/bot/greedy-beats-random", test_greedy_beats_random);
  return g_test_run ();
}
