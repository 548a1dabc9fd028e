/* test-game-property.c: seeded games of random legal actions on every bundled map,
 * checked after every action (docs/rules.md 1.2-1.11, docs/game-format.md).
 *
 * After each action: a legal action raises no warning; tokens are conserved;
 * no player's coins go below zero; undo (drop the last action and replay)
 * gives the state before it, so the state kept incrementally equals a full
 * replay of every prefix; save -> load gives the same state at the end of
 * the game and of one turn in 8. SW_PROPERTY_GAMES sets the number of games
 * (default 3,000, about 330 per map, or 600 in a sanitizer build, where
 * each takes six times longer; one in 50 runs to the end of the turn track). */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "sw-game.h"
#include "sw-game-moves.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"

/* Everything the log determines, as text: two states are equal when their
 * digests are. */
static char *
digest (SwGame *game)
{
  GString *out = g_string_new (NULL);
  g_string_append_printf (out, "round %u seat %u expanded %d declined %d stout %d bag %s\n", game->round, game->seat,
                          game->expanded, game->declined_this_turn, game->stout_pending,
                          game->bag_copies != NULL ? game->bag_copies : "-");
  for (guint p = 0; p < game->players->len; p++)
    {
      SwPlayer *player = sw_game_player (game, p);
      g_string_append_printf (out, "player %u coins %d active %d decline %d spirit %d\n", p, player->coins,
                              player->active, player->decline, player->spirit);
    }
  for (guint b = 0; b < game->bands->len; b++)
    {
      SwBand *band = sw_game_band (game, b);
      g_string_append_printf (out, "band %u %s %s owner %u state %d hand %d supply %d lent %d withdrawn %d scored %u"
                              " conquests %u/%u ended %d redeployed %d hammers %d/%d beasts %d\n",
                              b, band->race, band->power, band->owner, band->state, band->hand, band->supply,
                              band->lent, band->withdrawn, band->turns_scored, band->conquests,
                              band->conquests_nonempty, band->conquest_ended, band->redeployed, band->hammers,
                              band->hammers_out, band->beasts);
    }
  for (guint i = 0; i < game->row->len; i++)
    {
      SwCombo *combo = &g_array_index (game->row, SwCombo, i);
      g_string_append_printf (out, "row %s %s %d\n", combo->race, combo->power, combo->coins);
    }
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      g_string_append_printf (out, "region %u band %d tokens %d natives %d place %s", i, state->band, state->tokens,
                              state->natives, state->place != NULL ? state->place : "-");
      if (state->markers != NULL)
        {
          g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (state->markers), (GCompareFunc) g_strcmp0);
          for (GList *k = keys; k != NULL; k = k->next)
            g_string_append_printf (out, " %s=%d", (const char *) k->data, sw_game_marker_count (game, i, k->data));
        }
      g_string_append_c (out, '\n');
    }
  for (guint r = 0; r < game->records->len; r++)
    {
      SwTurnRecord *record = g_ptr_array_index (game->records, r);
      g_string_append_printf (out, "turn %u.%u %+d score %d items %u\n", record->round, record->player, record->coins,
                              record->score, record->items->len);
    }
  g_string_append_printf (out, "warnings %u\n", game->warnings->len);
  return g_string_free (out, FALSE);
}

static void
check_invariants (SwGame *game, const char *where)
{
  g_autofree char *why = NULL;
  if (!sw_game_check_tokens (game, &why))
    g_error ("%s: tokens not conserved: %s", where, why);
  for (guint p = 0; p < game->players->len; p++)
    if (sw_game_player (game, p)->coins < 0)
      g_error ("%s: %s has %d coins", where, sw_game_player (game, p)->name, sw_game_player (game, p)->coins);
}

static void
check_save_load (SwGame *game, const char *where)
{
  g_autoptr(GBytes) bytes = sw_game_to_bytes (game);
  GError *error = NULL;
  g_autoptr(SwGame) loaded = sw_game_load_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, &error);
  if (loaded == NULL)
    g_error ("%s: the saved game does not load: %s", where, error->message);
  g_autofree char *a = digest (game);
  g_autofree char *b = digest (loaded);
  if (g_strcmp0 (a, b) != 0)
    g_error ("%s: save -> load changed the state:\n%s\n---\n%s", where, a, b);
}

static const char *
describe (const SwAction *action, char *buf, gsize size)
{
  g_snprintf (buf, size, "%s%s%s%s%s", sw_action_type_to_string (action->type),
              action->race != NULL ? " " : "", action->race != NULL ? action->race : "",
              action->region != NULL ? " " : "", action->region != NULL ? action->region : "");
  return buf;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static guint n_actions, n_conquests, n_declines, n_turns, n_finished;

/* One game: random legal actions until the game ends or @max_actions. */
static void
play (SwMap *map, guint players, guint32 seed, guint max_actions)
{
  static const char *const names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", NULL };
  g_autoptr(GPtrArray) list = g_ptr_array_new ();
  for (guint i = 0; i < players; i++)
    g_ptr_array_add (list, (gpointer) names[i]);
  g_ptr_array_add (list, NULL);
  g_autoptr(SwGame) game = sw_game_new (map, (const char *const *) list->pdata);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  char where[256], what[128];

  for (guint n = 0; n < max_actions; n++)
    {
      SwAction *action = sw_game_random_move (game, rand);
      if (action == NULL)
        break;
      g_snprintf (where, sizeof where, "%s, %u players, seed %u, action %u (%s)", map->edition, players, seed, n,
                  describe (action, what, sizeof what));
      g_autofree char *before = digest (game);
      guint warnings = game->warnings->len;
      SwAction *copy = sw_action_copy (action);
      GError *error = NULL;
      if (!sw_game_append (game, action, &error))
        g_error ("%s: refused: %s", where, error->message);
      if (game->warnings->len != warnings)
        g_error ("%s: a legal action warned: %s", where,
                 ((SwGameWarning *) g_ptr_array_index (game->warnings, warnings))->message);
      check_invariants (game, where);
      g_autofree char *after = digest (game);

      /* Undo is "drop the last action and replay": the state before. */
      g_assert_true (sw_game_undo (game));
      g_autofree char *undone = digest (game);
      if (g_strcmp0 (before, undone) != 0)
        g_error ("%s: undo does not give the state before:\n%s\n---\n%s", where, before, undone);
      if (!sw_game_append (game, copy, &error))
        g_error ("%s: refused again: %s", where, error->message);
      g_autofree char *again = digest (game);
      if (g_strcmp0 (after, again) != 0)
        g_error ("%s: the same action twice gives two states", where);
      /* Loading embeds and rebuilds the map, the slow part: some turns. */
      if (copy->type == SW_ACTION_END_TURN && g_rand_int_range (rand, 0, 8) == 0)
        check_save_load (game, where);
      n_actions++;
      n_conquests += copy->type == SW_ACTION_CONQUER;
      n_declines += copy->type == SW_ACTION_DECLINE;
    }
  n_turns += game->records->len;
  n_finished += game->turns > 0 && game->round > game->turns;
  /* The incremental state is a full replay of the log. */
  g_autofree char *incremental = digest (game);
  g_assert_true (sw_game_replay (game, game->log->len, NULL));
  g_autofree char *replayed = digest (game);
  g_assert_cmpstr (incremental, ==, replayed);
  check_save_load (game, "end of game");
}

#if defined(__SANITIZE_ADDRESS__)
#define DEFAULT_GAMES 600
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define DEFAULT_GAMES 600
#endif
#endif
#ifndef DEFAULT_GAMES
#define DEFAULT_GAMES 3000
#endif

static void
test_maps (void)
{
  const char *source = g_getenv ("SW_SOURCE_DIR");
  const char *scale = g_getenv ("SW_PROPERTY_GAMES");
  guint total = scale != NULL ? (guint) atoi (scale) : DEFAULT_GAMES;
  g_autofree char *dir = g_build_filename (source != NULL ? source : "..", "maps", NULL);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  g_autoptr(GPtrArray) maps = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_map_unref);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  for (const char *name; (name = g_dir_read_name (listing)) != NULL;)
    if (g_str_has_suffix (name, ".swmap"))
      g_ptr_array_add (files, g_strdup (name));
  g_ptr_array_sort (files, compare_names);
  g_autoptr(GHashTable) editions = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (files, i), NULL);
      GError *error = NULL;
      SwMap *map = sw_map_load_file (path, NULL, &error);
      g_assert_no_error (error);
      g_ptr_array_add (maps, map);
      g_hash_table_add (editions, map->edition);
    }
  /* Every edition has a bundled map. */
  g_assert_cmpuint (g_hash_table_size (editions), ==, 3);
  guint per_map = MAX (1, total / maps->len);
  guint played = 0;
  for (guint m = 0; m < maps->len; m++)
    {
      SwMap *map = g_ptr_array_index (maps, m);
      /* The map's own player counts (its scenarios), else 2 to 5. */
      g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint s = 0; s < map->scenarios->len; s++)
        {
          guint players = g_array_index (map->scenarios, SwScenario, s).players;
          if (players >= 2 && players <= 5)
            g_array_append_val (counts, players);
        }
      for (guint players = 2; counts->len == 0 && players <= 5; players++)
        g_array_append_val (counts, players);
      for (guint g = 0; g < per_map; g++)
        {
          guint32 seed = 1000 * m + g;
          guint players = g_array_index (counts, guint, g % counts->len);
          /* Most games are short; some run to the end of the track. */
          guint max_actions = g % 50 == 0 ? 100000 : 20 + g % 6 * 20;
          play (map, players, seed, max_actions);
          played++;
        }
      g_test_message ("%s: %u games", (const char *) g_ptr_array_index (files, m), per_map);
    }
  g_test_message ("%u games, %u actions, %u conquests, %u declines, %u turns, %u games to the end",
                  played, n_actions, n_conquests, n_declines, n_turns, n_finished);
  g_assert_cmpuint (played, >=, MIN (total, maps->len));
  /* The games are games: races conquer and decline, turns end. */
  g_assert_cmpuint (n_conquests, >, played);
  g_assert_cmpuint (n_declines, >, 0);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/property/bundled-maps", test_maps);
  return g_test_run ();
}
