/* sw-test-game.h: small boards, one-line table actions and conquest targets for the rules and game window tests. */
#pragma once

#include <string.h>

#include <gio/gio.h>

#include "sw-game.h"
#include "sw-effects.h"
#include "sw-game-state.h"

/* A region of a test board: id, terrain, border, symbols and start markers
 * as space-separated lists ("mine magic", "lost-tribe"), neighbours. */
typedef struct {
  const char *id;
  const char *terrain;
  gboolean border;
  const char *symbols;
  const char *starts;
  const char *links;
} TestRegion;

static inline SwMap *
test_board (const char *edition, const TestRegion *regions, guint n)
{
  SwMap *map = sw_map_new (edition);
  for (guint i = 0; i < n; i++)
    {
      SwRegion *r = sw_map_add_region (map, regions[i].id, regions[i].terrain);
      r->border = regions[i].border ? SW_BORDER_YES : SW_BORDER_NO;
      g_auto(GStrv) symbols = g_strsplit (regions[i].symbols ? regions[i].symbols : "", " ", -1);
      for (guint s = 0; symbols[s] != NULL; s++)
        if (*symbols[s] != '\0')
          sw_region_add_symbol (r, symbols[s]);
      g_auto(GStrv) starts = g_strsplit (regions[i].starts ? regions[i].starts : "", " ", -1);
      for (guint s = 0; starts[s] != NULL; s++)
        if (*starts[s] != '\0')
          {
            /* "monster*2" gives a count. */
            g_auto(GStrv) parts = g_strsplit (starts[s], "*", 2);
            sw_region_add_start (r, parts[0], parts[1] != NULL ? (guint) atoi (parts[1]) : 1);
          }
    }
  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) links = g_strsplit (regions[i].links ? regions[i].links : "", " ", -1);
      for (guint l = 0; links[l] != NULL; l++)
        if (*links[l] != '\0' && strcmp (regions[i].id, links[l]) < 0)
          sw_map_add_link (map, regions[i].id, links[l], NULL);
    }
  sw_map_changed (map);
  return map;
}

/* The base game's test board of test-game-base.c and test-game-rules.c: a
 * 4×4 grid of land, a sea along column 1 and a lake between b3 and c3
 * (the layout is drawn above the board's tests in test-game-base.c). */
static inline SwMap *
test_base_board (void)
{
  static const TestRegion regions[] = {
    { "a1", "farmland", TRUE, "magic", NULL, "a2 b1 sea" },
    { "a2", "hill", TRUE, NULL, "lost-tribe", "a1 a3 b2" },
    { "a3", "mountain", TRUE, "mine", "mountain", "a2 a4 b3" },
    { "a4", "forest", TRUE, "cavern", NULL, "a3 b4" },
    { "b1", "swamp", TRUE, "magic", NULL, "a1 b2 c1 sea" },
    { "b2", "farmland", FALSE, "mine", NULL, "a2 b1 b3 c2" },
    { "b3", "hill", FALSE, "cavern", NULL, "a3 b2 b4 c3 lake" },
    { "b4", "farmland", TRUE, NULL, NULL, "a4 b3 c4" },
    { "c1", "forest", TRUE, NULL, NULL, "b1 c2 d1 sea" },
    { "c2", "mountain", FALSE, NULL, "mountain", "b2 c1 c3 d2" },
    { "c3", "swamp", FALSE, "magic", NULL, "b3 c2 c4 d3 lake" },
    { "c4", "hill", TRUE, "mine", NULL, "b4 c3 d4" },
    { "d1", "farmland", TRUE, "cavern", NULL, "c1 d2 sea" },
    { "d2", "forest", TRUE, NULL, "lost-tribe", "c2 d1 d3" },
    { "d3", "hill", TRUE, NULL, NULL, "c3 d2 d4" },
    { "d4", "swamp", TRUE, NULL, NULL, "c4 d3" },
    { "sea", "sea", TRUE, NULL, NULL, "a1 b1 c1 d1" },
    { "lake", "lake", FALSE, NULL, NULL, "b3 c3" },
  };


  return test_board ("base", regions, G_N_ELEMENTS (regions));
}

static inline SwGame *
test_game (SwMap *map, guint players)
{
  static const char *const names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", NULL };
  g_autoptr(GPtrArray) list = g_ptr_array_new ();
  for (guint i = 0; i < players; i++)
    g_ptr_array_add (list, (gpointer) names[i]);
  g_ptr_array_add (list, NULL);
  SwGame *game = sw_game_new (map, (const char *const *) list->pdata);
  sw_map_unref (map);
  return game;
}

/* Evaluates @expr before looking at @err (function arguments have no order). */
#define ok(expr, err) G_STMT_START { gboolean ok_result_ = (expr); g_assert_no_error (err); g_assert_true (ok_result_); } G_STMT_END

static inline void
pick (SwGame *game, const char *race, const char *power)
{
  GError *error = NULL;
  ok (sw_game_pick (game, race, power, 0, 0, &error), error);
}

static inline void
pick_tokens (SwGame *game, const char *race, const char *power, gint tokens)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_PICK);
  action->race = g_strdup (race);
  action->power = g_strdup (power);
  action->tokens = tokens;
  ok (sw_game_append (game, action, &error), error);
}

/* The marker the combo picked in @game (taken, a game of its own) puts
 * down by hand, which the table's marker list offers first; its numbers
 * are the table's (10 tokens). The name is the effect table's, not the
 * game's. */
static inline const char *
own_marker_of_combo (SwGame *game, const char *race, const char *power)
{
  g_autoptr(SwGame) owned = game;

  pick_tokens (owned, race, power, 10);
  return sw_game_band_own_marker (owned, sw_game_player (owned, owned->seat)->active);
}

/* Puts @tokens of the current player's active (or decline) race in a
 * region, as the table's board shows ("set region"). */
static inline void
put_as (SwGame *game, const char *region, gint tokens, gboolean decline)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_SET_REGION);
  action->region = g_strdup (region);
  action->owner = game->seat;
  action->tokens = tokens;
  action->decline = decline;
  ok (sw_game_append (game, action, &error), error);
}

static inline void
put (SwGame *game, const char *regions, gint tokens)
{
  g_auto(GStrv) ids = g_strsplit (regions, " ", -1);
  for (guint i = 0; ids[i] != NULL; i++)
    put_as (game, ids[i], tokens, FALSE);
}

static inline void
conquer (SwGame *game, const char *region)
{
  GError *error = NULL;
  ok (sw_game_conquer (game, region, -1, &error), error);
}

static inline void
conquer_via (SwGame *game, const char *region, const char *via, gint die, gboolean decline)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_CONQUER);
  action->region = g_strdup (region);
  action->via = g_strdup (via);
  action->die = die;
  action->decline = decline;
  ok (sw_game_append (game, action, &error), error);
}

static inline void
simple (SwGame *game, SwActionType type, gboolean decline)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (type);
  action->decline = decline;
  ok (sw_game_append (game, action, &error), error);
}

static inline void
marker (SwGame *game, const char *region, const char *id, gint count)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_MARKER);
  action->region = g_strdup (region);
  action->marker = g_strdup (id);
  action->count = count;
  ok (sw_game_append (game, action, &error), error);
}

/* Ends the turn and returns its net coins. */
static inline gint
end_turn (SwGame *game)
{
  GError *error = NULL;
  ok (sw_game_end_turn (game, &error), error);
  SwTurnRecord *record = g_ptr_array_index (game->records, game->records->len - 1);
  for (guint i = 0; i < record->items->len; i++)
    {
      SwScoreItem *item = g_ptr_array_index (record->items, i);
      g_test_message ("  %s: %+d%s", item->what, item->coins, item->transfer ? " (paid at once)" : "");
    }
  return record->coins;
}

static inline void
decline (SwGame *game)
{
  GError *error = NULL;
  ok (sw_game_decline (game, &error), error);
}

/* Ends the turns of the other players without anything happening. */
static inline void
pass_others (SwGame *game, guint me)
{
  while (game->seat != me)
    end_turn (game);
}

static inline gint
cost_of (SwGame *game, const char *region)
{
  SwCost *cost = sw_conquest_cost (game, region);
  g_autofree char *text = sw_cost_to_string (cost);
  g_test_message ("cost of %s: %s", region, text);
  for (guint i = 0; i < cost->warnings->len; i++)
    g_test_message ("  warning: %s", (const char *) g_ptr_array_index (cost->warnings, i));
  gint total = cost->total;
  sw_cost_free (cost);
  return total;
}

static inline gboolean
cost_warns (SwGame *game, const char *region, const char *fragment)
{
  SwCost *cost = sw_conquest_cost (game, region);
  gboolean found = FALSE;
  for (guint i = 0; i < cost->warnings->len; i++)
    found |= strstr (g_ptr_array_index (cost->warnings, i), fragment) != NULL;
  sw_cost_free (cost);
  return found;
}

static inline gboolean
cost_has_item (SwGame *game, const char *region, const char *fragment)
{
  SwCost *cost = sw_conquest_cost (game, region);
  gboolean found = FALSE;
  for (guint i = 0; i < cost->items->len; i++)
    found |= strstr (((SwCostItem *) g_ptr_array_index (cost->items, i))->what, fragment) != NULL;
  sw_cost_free (cost);
  return found;
}

/* The bundled catalog of @edition with @from replaced by @to (@from must
 * occur once): a box that differs in one number or one attribute. */
static inline SwCatalog *
test_catalog_with (const char *edition, const char *from, const char *to)
{
  g_autofree char *path = g_strdup_printf ("/io/github/swcompanion/core/editions/%s.xml", edition);
  g_autofree char *name = g_strdup_printf ("%s.xml", edition);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_nonnull (bytes);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_auto(GStrv) parts = g_strsplit (text, from, -1);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  g_autofree char *data = g_strjoinv (to, parts);
  GError *error = NULL;
  SwCatalog *catalog = sw_catalog_load_data (data, strlen (data), name, &error);
  g_assert_no_error (error);
  return catalog;
}

static inline gboolean
game_warned (SwGame *game, const char *fragment)
{
  for (guint i = 0; i < game->warnings->len; i++)
    if (strstr (((SwGameWarning *) g_ptr_array_index (game->warnings, i))->message, fragment) != NULL)
      return TRUE;
  return FALSE;
}

static inline SwBand *
active_band (SwGame *game, guint seat)
{
  return sw_game_band (game, sw_game_player (game, seat)->active);
}

static inline gint
tokens_in (SwGame *game, const char *region)
{
  return sw_game_region_state (game, sw_game_region_index (game, region))->tokens;
}

static inline gint
markers_in (SwGame *game, const char *region, const char *id)
{
  return sw_game_marker_count (game, sw_game_region_index (game, region), id);
}

/* A region the active race can take now without a warning, with the
 * tokens in hand: any it does not hold, or with @empty_only an empty one.
 * -1 when there is none. */
static inline gint
test_target (SwGame *game, gboolean empty_only)
{
  gint active = sw_game_player (game, game->seat)->active;
  SwBand *band = sw_game_band (game, active);

  for (guint i = 0; band != NULL && i < game->regions->len; i++)
    {
      const char *id = ((SwRegion *) g_ptr_array_index (game->map->regions, i))->id;
      gint holder = sw_game_region_state (game, i)->band;
      SwCost *cost;
      gboolean clean;

      if (holder == active || (empty_only && holder >= 0))
        continue;
      cost = sw_conquest_cost (game, id);
      clean = cost->warnings->len == 0 && cost->total <= band->hand;
      sw_cost_free (cost);
      if (clean)
        return (gint) i;
    }
  return -1;
}
