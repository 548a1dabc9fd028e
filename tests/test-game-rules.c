/* test-game-rules.c: illegal actions warn and keep the state whole, tokens are
 * conserved, and the rules of docs/rules.md 1.2-1.10, 2.1 Amazons, 2.2 Stout,
 * 2.4 Wise, 2.6 Archaeologist and 4.2 the Bag pay what the rules say. */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "sw-game-xml.h"

#include "sw-test-game.h"

/* A small Underground board: caverns and mushroom forests by a river. */
static const TestRegion ug_board[] = {
  { "u1", "cavern", TRUE, "mining", NULL, "u2 u4 river" },
  { "u2", "mushroom-forest", TRUE, "mystic-crystal", NULL, "u1 u3 river" },
  { "u3", "mudpool", TRUE, NULL, NULL, "u2 u4" },
  { "u4", "mudpool", TRUE, NULL, NULL, "u1 u3 river" },
  { "river", "river", TRUE, NULL, NULL, "u1 u2 u4" },
};

/* A small Warcraft board of entry regions. */
static const TestRegion wow_board[] = {
  { "x1", "field", TRUE, "anchor", NULL, "x2" },
  { "x2", "hill", TRUE, "anchor", NULL, "x1 x3" },
  { "x3", "forest", TRUE, "anchor", NULL, "x2" },
};

static SwGame *
base_game (guint players)
{
  return test_game (test_base_board (), players);
}

static void
assert_conserved (SwGame *game)
{
  g_autofree char *why = NULL;
  if (!sw_game_check_tokens (game, &why))
    g_error ("tokens not conserved: %s", why);
}

static void
redeploy (SwGame *game, const char *region, gint tokens, const char *region2, gint tokens2)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (action, region, tokens);
  if (region2 != NULL)
    sw_action_add_count (action, region2, tokens2);
  ok (sw_game_append (game, action, &error), error);
}

static void
reveal (SwGame *game, const char *race, const char *power)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_REVEAL);
  action->race = g_strdup (race);
  action->power = g_strdup (power);
  ok (sw_game_append (game, action, &error), error);
}

static void
marker_target (SwGame *game, const char *region, const char *id, const char *target)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_MARKER);
  action->region = g_strdup (region);
  action->marker = g_strdup (id);
  action->target = g_strdup (target);
  action->count = 1;
  ok (sw_game_append (game, action, &error), error);
}

static gboolean
record_has (SwTurnRecord *record, const char *fragment, gint coins, gboolean transfer)
{
  for (guint i = 0; i < record->items->len; i++)
    {
      SwScoreItem *item = g_ptr_array_index (record->items, i);
      if (strstr (item->what, fragment) != NULL && item->coins == coins && item->transfer == transfer)
        return TRUE;
    }
  return FALSE;
}

static SwTurnRecord *
last_record (SwGame *game)
{
  return g_ptr_array_index (game->records, game->records->len - 1);
}

/* docs/rules.md 1.3: a new combo only once the old race is in decline;
 * the old race is never left neither active nor in decline. */
static void
test_pick_over_active (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "humans", "alchemist");
  conquer (game, "a1");
  redeploy (game, "a1", 9, NULL, 0);
  end_turn (game);
  pass_others (game, 0);
  gint old = sw_game_player (game, 0)->active;
  pick (game, "ratmen", "hill");
  g_assert_true (game_warned (game, "already has active Humans"));
  g_assert_cmpint (sw_game_player (game, 0)->decline, ==, old);
  g_assert_cmpint (sw_game_band (game, old)->state, ==, SW_BAND_DECLINE);
  g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->state, ==, SW_BAND_ACTIVE);
  g_assert_cmpint (sw_game_player (game, 0)->active, !=, old);
  assert_conserved (game);
}

/* docs/rules.md 1.4, 1.8: a cost above the hand is the final conquest,
 * with the die; the region never gets tokens from nowhere. */
static void
test_conquer_short (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick_tokens (game, "humans", "alchemist", 1);
  /* a2: 2 + 1 lost tribe = 3, one token in hand. */
  conquer (game, "a2");
  g_assert_true (game_warned (game, "2 tokens short: roll the die for a final conquest"));
  g_assert_false (game_warned (game, "-"));
  assert_conserved (game);
  /* The 2 missing came from the box: 10 − 1 taken − 2. */
  g_assert_cmpint (active_band (game, 0)->supply, ==, 7);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 0);
  /* With nothing in hand, no conquest at all. */
  conquer (game, "b1");
  g_assert_true (game_warned (game, "a conquest needs at least 1 token in hand"));
  assert_conserved (game);
}

/* A conquest of the race's own region (warned) loses no token. */
static void
test_conquer_own_region (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "humans", "alchemist");
  conquer (game, "a1");
  conquer (game, "a1");
  g_assert_true (game_warned (game, "already holds"));
  g_assert_cmpint (tokens_in (game, "a1"), ==, 2);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 9 - 2);
  assert_conserved (game);
}

static void
test_redeploy_too_many (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "humans", "alchemist");   /* 5 + 4 = 9, the box holds 10 */
  conquer (game, "a1");
  redeploy (game, "a1", 16, NULL, 0);
  g_assert_true (game_warned (game, "16 tokens placed, only 9 available"));
  /* The one left in the box comes, the rest is not placed. */
  g_assert_cmpint (tokens_in (game, "a1"), ==, 10);
  assert_conserved (game);
}

/* docs/rules.md 1.10 step 1: a decline instead of expanding. */
static void
test_decline_after_expanding (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "humans", "alchemist");
  conquer (game, "a1");
  redeploy (game, "a1", 9, NULL, 0);
  end_turn (game);
  pass_others (game, 0);
  simple (game, SW_ACTION_READY, FALSE);
  decline (game);
  g_assert_true (game_warned (game, "Humans expanded this turn: a decline replaces the expansion"));
  assert_conserved (game);
}

/* docs/rules.md 1.3, 1.10 step 5: a decline ends the turn. */
static void
test_decline_ends_turn (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "humans", "alchemist");
  conquer (game, "a1");
  redeploy (game, "a1", 9, NULL, 0);
  end_turn (game);
  pass_others (game, 0);
  decline (game);
  g_assert_cmpuint (game->warnings->len, ==, 0);
  pick (game, "ratmen", "hill");
  g_assert_true (game_warned (game, "a decline ends the turn: no new combo after it"));
  conquer (game, "b1");
  g_assert_true (game_warned (game, "a decline ends the turn: no conquest after it"));
  assert_conserved (game);

  /* A second decline is a warning too: the file still loads. */
  g_autoptr(SwGame) twice = base_game (2);
  pick (twice, "humans", "alchemist");
  conquer (twice, "a1");
  end_turn (twice);
  pass_others (twice, 0);
  decline (twice);
  decline (twice);
  g_assert_true (game_warned (twice, "Ann has no active race to put in decline"));
}

/* docs/rules.md 1.2: one banner of each race, one badge of each power. */
static void
test_row_no_twice (void)
{
  g_autoptr(SwGame) game = base_game (2);
  reveal (game, "humans", "alchemist");
  g_assert_cmpuint (game->warnings->len, ==, 0);
  reveal (game, "humans", "commando");
  g_assert_true (game_warned (game, "Humans are already in play or in the row"));
  reveal (game, "ratmen", "alchemist");
  g_assert_true (game_warned (game, "Alchemist is already in play or in the row"));
  guint before = game->warnings->len;
  reveal (game, "elves", "hill");
  g_assert_cmpuint (game->warnings->len, ==, before);
  /* A race in play, not in the row. */
  pick (game, "humans", "alchemist");
  reveal (game, "wizards", "flying");
  before = game->warnings->len;
  reveal (game, "humans", "forest");
  g_assert_cmpuint (game->warnings->len, ==, before + 1);
}

/* A region the race has just conquered is its own, not "not adjacent". */
static void
test_conquered_not_adjacent (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "humans", "alchemist");
  conquer (game, "a1");
  g_assert_false (cost_warns (game, "a1", "not adjacent"));
  g_assert_true (cost_warns (game, "a1", "already holds"));
  g_assert_true (cost_warns (game, "c3", "not adjacent"));
}

/* docs/rules.md 2.1 Amazons, 1.9: the 4 go back at every turn's
 * redeployment, entered or not. */
static void
test_amazons_return (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "amazons", "alchemist");   /* 6 + 4 + 4 lent */
  g_assert_cmpint (active_band (game, 0)->hand, ==, 14);
  conquer (game, "a1");
  conquer (game, "b1");
  end_turn (game);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 6);
  assert_conserved (game);
  pass_others (game, 0);
  simple (game, SW_ACTION_READY, FALSE);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 6 + 2 + 4);
  end_turn (game);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 8);
  g_assert_cmpint (sw_game_band_tokens (game, 0) + active_band (game, 0)->hand, ==, 10);
  assert_conserved (game);
}

/* docs/rules.md 2.2 Stout, 1.10: a decline after ready and redeploy, with
 * no conquest, ends an expansion turn: scored active, then declined. */
static void
test_stout_without_conquest (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "humans", "stout");   /* 5 + 4 */
  conquer (game, "a1");
  conquer (game, "b1");
  redeploy (game, "a1", 4, "b1", 5);
  end_turn (game);
  pass_others (game, 0);
  simple (game, SW_ACTION_READY, FALSE);
  redeploy (game, "a1", 4, "b1", 5);
  decline (game);
  g_assert_cmpuint (game->warnings->len, ==, 0);
  /* 2 regions + 1 farmland (active Humans), then the decline. */
  g_assert_cmpint (end_turn (game), ==, 3);
  g_assert_cmpint (sw_game_band (game, 0)->state, ==, SW_BAND_DECLINE);
  g_assert_cmpint (tokens_in (game, "a1"), ==, 1);
  assert_conserved (game);
}

/* Stout announced during the expansion: the redeployment still comes,
 * before the scoring, and raises no warning (docs/rules.md 2.2, 1.9). */
static void
test_stout_then_redeploy (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "humans", "stout");   /* 5 + 4 */
  conquer (game, "a1");
  conquer (game, "b1");
  decline (game);
  redeploy (game, "a1", 4, "b1", 5);
  g_assert_cmpuint (game->warnings->len, ==, 0);
  /* 2 regions + 1 farmland, then the decline */
  g_assert_cmpint (end_turn (game), ==, 3);
  g_assert_cmpint (sw_game_band (game, 0)->state, ==, SW_BAND_DECLINE);
  assert_conserved (game);
}

static SwGame *
ug_game (void)
{
  return test_game (test_board ("underground", ug_board, G_N_ELEMENTS (ug_board)), 2);
}

/* docs/rules.md 2.4 Wise: +2 only in decline (its decline turn included),
 * through Stonehedge too. */
static void
test_wise (void)
{
  g_autoptr(SwGame) game = ug_game ();
  pick_tokens (game, "ogres", "wise", 10);
  conquer (game, "u1");
  redeploy (game, "u1", 10, NULL, 0);
  g_assert_cmpint (end_turn (game), ==, 1);   /* 1 region, no Wise while active */
  pass_others (game, 0);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 1 + 2);

  /* Stonehedge linking Wise to an active race pays nothing either. */
  g_autoptr(SwGame) linked = ug_game ();
  pick_tokens (linked, "drow", "mining", 10);
  conquer (linked, "u1");
  redeploy (linked, "u1", 10, NULL, 0);
  marker_target (linked, "u1", "place", "stonehedge");
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("stonehedge");
  action->region = g_strdup ("u1");
  action->target = g_strdup ("wise");
  ok (sw_game_append (linked, action, &error), error);
  end_turn (linked);
  g_assert_false (record_has (last_record (linked), "Wise", 2, FALSE));
}

/* docs/rules.md 4.2: the Bag copying Froggy's Ring takes 1 from each
 * neighbour as the Ring does; the copy is in the log. */
static void
test_bag_copies_ring (void)
{
  g_autoptr(SwGame) game = ug_game ();
  pick_tokens (game, "shrooms", "magic", 10);
  conquer (game, "u1");
  redeploy (game, "u1", 10, NULL, 0);
  end_turn (game);
  pick_tokens (game, "ogres", "mining", 10);
  conquer (game, "u2");
  redeploy (game, "u2", 10, NULL, 0);
  end_turn (game);
  marker_target (game, "u1", "bag", "froggys-ring");
  gint bob = sw_game_player (game, 1)->coins;
  end_turn (game);
  g_assert_true (record_has (last_record (game), "Froggy's Ring, from Bob", 1, FALSE));
  g_assert_cmpint (sw_game_player (game, 1)->coins, ==, bob - 1);
  g_assert_cmpint (g_array_index (last_record (game)->changes, gint, 1), ==, -1);

  /* Saved and loaded, the copy is still there. */
  g_autoptr(GBytes) bytes = sw_game_to_bytes (game);
  g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), "marker=\"bag\" target=\"froggys-ring\""));
  GError *error = NULL;
  g_autoptr(SwGame) loaded = sw_game_load_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, &error);
  g_assert_no_error (error);
  g_assert_true (record_has (last_record (loaded), "Froggy's Ring, from Bob", 1, FALSE));
}

/* One storage for artifacts: the marker the app records is what
 * Archaeologist counts (docs/rules.md 2.6). */
static void
test_archaeologist_artifact (void)
{
  g_autoptr(SwGame) game = test_game (test_board ("warcraft", wow_board, G_N_ELEMENTS (wow_board)), 2);
  pick_tokens (game, "blood-elves", "archaeologist", 10);
  conquer (game, "x1");
  marker (game, "x1", "heart-of-azeroth", 1);
  end_turn (game);
  g_assert_true (record_has (last_record (game), "Archaeologist", 1, FALSE));
  /* The old form (marker="artifact" target=…) lands in the same storage. */
  g_autoptr(SwGame) old = test_game (test_board ("warcraft", wow_board, G_N_ELEMENTS (wow_board)), 2);
  pick_tokens (old, "blood-elves", "archaeologist", 10);
  conquer (old, "x1");
  marker_target (old, "x1", "artifact", "heart-of-azeroth");
  g_assert_cmpint (markers_in (old, "x1", "heart-of-azeroth"), ==, 1);
  end_turn (old);
  g_assert_true (record_has (last_record (old), "Archaeologist", 1, FALSE));
}

/* docs/rules.md 1.10 step 7: the Spirit slot is reached by naming the
 * decline race, beside a normal decline race. */
static void
test_spirit_slot (void)
{
  g_autoptr(SwGame) game = base_game (2);
  pick (game, "ghouls", "spirit");
  conquer (game, "a1");
  redeploy (game, "a1", 10, NULL, 0);
  end_turn (game);
  pass_others (game, 0);
  decline (game);
  end_turn (game);
  pass_others (game, 0);
  gint ghouls = sw_game_player (game, 0)->spirit;
  g_assert_cmpint (ghouls, >=, 0);
  pick (game, "ratmen", "hill");
  conquer (game, "d4");
  redeploy (game, "d4", 10, NULL, 0);
  end_turn (game);
  pass_others (game, 0);
  decline (game);
  end_turn (game);
  pass_others (game, 0);
  g_assert_cmpint (sw_game_player (game, 0)->decline, >=, 0);
  g_assert_cmpint (sw_game_player (game, 0)->decline, !=, ghouls);

  GError *error = NULL;
  SwAction *ready = sw_action_new (SW_ACTION_READY);
  ready->decline = TRUE;
  ready->race = g_strdup ("ghouls");
  ok (sw_game_append (game, ready, &error), error);
  g_assert_cmpint (sw_game_band (game, ghouls)->hand, ==, 9);
  SwAction *action = sw_action_new (SW_ACTION_CONQUER);
  action->region = g_strdup ("b1");
  action->decline = TRUE;
  action->race = g_strdup ("ghouls");
  ok (sw_game_append (game, action, &error), error);
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "b1"))->band, ==, ghouls);
  g_assert_false (game_warned (game, "cannot conquer"));
  assert_conserved (game);

  /* Fix the Board reaches it too. */
  SwAction *set = sw_action_new (SW_ACTION_SET_REGION);
  set->region = g_strdup ("c1");
  set->owner = 0;
  set->decline = TRUE;
  set->race = g_strdup ("ghouls");
  set->tokens = 1;
  ok (sw_game_append (game, set, &error), error);
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "c1"))->band, ==, ghouls);
}

/* What the bank pays at the end of the turn is apart from the coins paid
 * and taken during it; positions count from 1. */
static void
test_transfer_lines (void)
{
  g_autoptr(SwGame) game = base_game (2);
  reveal (game, "humans", "alchemist");
  reveal (game, "ratmen", "hill");
  reveal (game, "elves", "forest");
  reveal (game, "wizards", "flying");
  GError *error = NULL;
  ok (sw_game_pick (game, "elves", "forest", 2, 0, &error), error);
  conquer (game, "a1");
  gint net = end_turn (game);
  SwTurnRecord *record = last_record (game);
  g_assert_true (record_has (record, "combo at position 3: 2 coins paid", -2, TRUE));
  g_assert_cmpint (record->score, ==, 1);
  g_assert_cmpint (net, ==, 1 - 2);
  g_assert_cmpint (g_array_index (record->changes, gint, 0), ==, -1);
  g_assert_cmpint (g_array_index (record->changes, gint, 1), ==, 0);
  ok (sw_game_pick (game, "humans", "alchemist", 0, 0, &error), error);
  end_turn (game);
  record = last_record (game);
  g_assert_true (record_has (record, "1 coin taken from the combo", 1, TRUE));
  g_assert_cmpint (record->score, ==, 2);   /* Alchemist, no region */
}

/* `swmap score --json`: kinds, other players' lines, every player's
 * changes, the turn's warnings with their lines; plain output too. */
static void
test_cli_score (void)
{
  if (g_getenv ("SWMAP") == NULL)
    {
      g_test_skip ("SWMAP is not set");
      return;
    }
  g_autoptr(SwGame) game = ug_game ();
  pick_tokens (game, "ogres", "martyr", 10);
  conquer (game, "u1");
  conquer (game, "u4");
  redeploy (game, "u1", 2, "u4", 8);
  end_turn (game);
  pick_tokens (game, "shrooms", "mining", 10);
  conquer (game, "u2");
  conquer (game, "u1");   /* Martyr pays Ann 1 now; her other token withdraws */
  redeploy (game, "u2", 5, "u1", 5);
  end_turn (game);
  g_autofree char *dir = g_dir_make_tmp ("swgame-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "martyr.swgame", NULL);
  GError *error = NULL;
  ok (sw_game_save_file (game, path, &error), error);

  const char *swmap = g_getenv ("SWMAP");
  const char *argv[] = { swmap, "score", "--json", path, NULL };
  g_autofree char *out = NULL;
  gint status = 0;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_autoptr(JsonParser) parser = json_parser_new ();
  ok (json_parser_load_from_data (parser, out, -1, &error), error);
  JsonArray *turns = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "turns");
  g_assert_cmpuint (json_array_get_length (turns), ==, 2);
  JsonObject *bob = json_array_get_object_element (turns, 1);
  JsonArray *items = json_object_get_array_member (bob, "items");
  gboolean martyr = FALSE, score = FALSE;
  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      JsonObject *item = json_array_get_object_element (items, i);
      const char *kind = json_object_get_string_member (item, "kind");
      g_assert_true (g_str_equal (kind, "score") || g_str_equal (kind, "transfer"));
      if (json_object_has_member (item, "player"))
        {
          g_assert_cmpint (json_object_get_int_member (item, "player"), ==, 0);
          g_assert_cmpstr (kind, ==, "transfer");
          g_assert_cmpint (json_object_get_int_member (item, "coins"), ==, 1);
          martyr = TRUE;
        }
      score |= g_str_equal (kind, "score");
    }
  g_assert_true (martyr && score);
  JsonArray *changes = json_object_get_array_member (bob, "changes");
  g_assert_cmpuint (json_array_get_length (changes), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *change = json_array_get_object_element (changes, i);
      gint64 seat = json_object_get_int_member (change, "player");
      /* Ann +1 from Martyr; Bob 2 regions + 1 Mining... as the turn says. */
      g_assert_cmpint (json_object_get_int_member (change, "coins"), ==,
                       seat == 0 ? 1 : json_object_get_int_member (bob, "coins"));
    }
  JsonArray *warnings = json_object_get_array_member (bob, "warnings");
  g_assert_cmpuint (json_array_get_length (warnings), >=, 1);
  JsonObject *warning = json_array_get_object_element (warnings, 0);
  g_assert_cmpint (json_object_get_int_member (warning, "line"), >, 0);
  g_assert_nonnull (strstr (json_object_get_string_member (warning, "message"), "withdrawn"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_array_get_object_element (turns, 0), "warnings")), ==, 0);

  const char *plain[] = { swmap, "score", path, NULL };
  g_autofree char *text = NULL;
  g_spawn_sync (NULL, (char **) plain, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &text, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "warning, line"));
  const char *replay[] = { swmap, "replay", path, NULL };
  g_autofree char *board = NULL;
  g_spawn_sync (NULL, (char **) replay, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &board, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (board, "Warnings:"));
  g_assert_nonnull (strstr (board, "withdrawn"));
  g_remove (path);
  g_rmdir (dir);
}

/* A map of an edition without a catalog plays by the base game's rules:
 * its seas and lakes are water (what Seafaring conquers, what a first
 * conquest may border), its other terrains are not. */
static void
test_no_catalog_waters (void)
{
  static const TestRegion board[] = {
    { "sea", "sea", TRUE, NULL, NULL, "lake" },
    { "lake", "lake", FALSE, NULL, NULL, "sea farm" },
    { "farm", "farmland", TRUE, NULL, NULL, "lake river" },
    { "river", "river", TRUE, NULL, NULL, "farm" },
  };
  g_autoptr(SwGame) game = test_game (test_board ("homebrew", board, G_N_ELEMENTS (board)), 2);
  g_assert_null (game->catalog);
  g_assert_true (sw_game_region_is_water (game, sw_game_region_index (game, "sea")));
  g_assert_true (sw_game_region_is_water (game, sw_game_region_index (game, "lake")));
  g_assert_false (sw_game_region_is_water (game, sw_game_region_index (game, "farm")));
  g_assert_false (sw_game_region_is_water (game, sw_game_region_index (game, "river")));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/pick-over-active", test_pick_over_active);
  g_test_add_func ("/rules/conquer-short", test_conquer_short);
  g_test_add_func ("/rules/conquer-own-region", test_conquer_own_region);
  g_test_add_func ("/rules/no-catalog-waters", test_no_catalog_waters);
  g_test_add_func ("/rules/redeploy-too-many", test_redeploy_too_many);
  g_test_add_func ("/rules/decline-after-expanding", test_decline_after_expanding);
  g_test_add_func ("/rules/decline-ends-turn", test_decline_ends_turn);
  g_test_add_func ("/rules/row-no-twice", test_row_no_twice);
  g_test_add_func ("/rules/conquered-not-adjacent", test_conquered_not_adjacent);
  g_test_add_func ("/rules/amazons-return", test_amazons_return);
  g_test_add_func ("/rules/stout-without-conquest", test_stout_without_conquest);
  g_test_add_func ("/rules/stout-then-redeploy", test_stout_then_redeploy);
  g_test_add_func ("/rules/wise", test_wise);
  g_test_add_func ("/rules/bag-copies-ring", test_bag_copies_ring);
  g_test_add_func ("/rules/archaeologist-artifact", test_archaeologist_artifact);
  g_test_add_func ("/rules/spirit-slot", test_spirit_slot);
  g_test_add_func ("/rules/transfer-lines", test_transfer_lines);
  g_test_add_func ("/rules/swmap-score", test_cli_score);
  return g_test_run ();
}
