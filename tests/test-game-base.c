/* test-game-base.c: every base race and power, and docs/rules.md 6's base-game examples. */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include "sw-game-xml.h"

#include "sw-test-game.h"

/* The board of these tests (test_base_board, sw-test-game.h): a 4×4 land
 * grid (rows a–d, columns 1–4) with a sea along column 1 and a lake
 * between b3 and c3. The outer ring is the border.
 *   farmland a1 b2 b4 d1   hill a2 b3 c4 d3   mountain a3 c2
 *   forest a4 c1 d2        swamp b1 c3 d4
 *   mine a3 b2 c4   magic a1 b1 c3   cavern a4 b3 d1
 *   lost tribes a2 d2; mountain markers a3 c2 */
static SwGame *
new_game (void)
{
  return test_game (test_base_board (), 2);
}

/* ---- races (docs/rules.md 2.1) ---------------------------------------------- */

static void
test_amazons (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "amazons", "alchemist");
  /* 6 + 4 + 4 for attack only. */
  g_assert_cmpint (active_band (game, 0)->hand, ==, 14);
  conquer (game, "a1");
  SwAction *redeploy = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (redeploy, "a1", 10);
  GError *error = NULL;
  ok (sw_game_append (game, redeploy, &error), error);
  /* The 4 went back to the box: 14 − 4 = 10 on the map, none in hand. */
  g_assert_cmpint (active_band (game, 0)->hand, ==, 0);
  g_assert_cmpint (tokens_in (game, "a1"), ==, 10);
  g_assert_cmpint (end_turn (game), ==, 1 + 2);
}

static void
test_dwarves (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "dwarves", "commando");
  put (game, "a3 b2 b1", 1);
  /* 3 regions + 2 mines. */
  g_assert_cmpint (end_turn (game), ==, 5);
  pass_others (game, 0);
  decline (game);
  /* docs/rules.md 2.1: the mines still pay in decline. */
  g_assert_cmpint (end_turn (game), ==, 5);
}

static void
test_elves (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "elves", "commando");
  put (game, "a1", 3);
  end_turn (game);
  pick (game, "ratmen", "flying");
  g_assert_cmpint (cost_of (game, "a1"), ==, 2 + 3);
  conquer (game, "a1");
  /* Active Elves lose nothing: all 3 back in hand. */
  g_assert_cmpint (active_band (game, 0)->hand, ==, 6 + 4 + 3);   /* set-region takes nothing from hand */
}

static void
test_ghouls (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ghouls", "commando");
  put (game, "a1", 4);
  end_turn (game);
  pass_others (game, 0);
  decline (game);
  /* Ghouls keep every token in decline (docs/rules.md 1.10 step 4). */
  g_assert_cmpint (tokens_in (game, "a1"), ==, 4);
  end_turn (game);
  pass_others (game, 0);
  pick (game, "ratmen", "hill");
  simple (game, SW_ACTION_READY, TRUE);
  conquer_via (game, "a2", NULL, -1, TRUE);
  g_assert_false (game_warned (game, "cannot conquer"));
  /* 2 Ghoul regions, the new race holds nothing yet. */
  g_assert_cmpint (end_turn (game), ==, 2);
}

static void
test_giants (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "giants", "hill");
  put (game, "a3", 2);
  /* a4 touches the Giants' mountain a3: 2 − 1; d4 does not. */
  g_assert_cmpint (cost_of (game, "a4"), ==, 1);
  g_assert_cmpint (cost_of (game, "b4"), ==, 2);
}

static void
test_halflings (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "halflings", "hill");
  /* First conquest anywhere: b3 is inland, no warning. */
  g_assert_false (cost_warns (game, "b3", "border"));
  conquer (game, "b3");
  conquer (game, "c3");
  conquer (game, "c4");
  g_assert_cmpint (markers_in (game, "b3", "hole"), ==, 1);
  g_assert_cmpint (markers_in (game, "c3", "hole"), ==, 1);
  g_assert_cmpint (markers_in (game, "c4", "hole"), ==, 0);
  end_turn (game);
  pick (game, "ratmen", "flying");
  g_assert_true (cost_warns (game, "b3", "immune"));
  g_assert_false (cost_warns (game, "c4", "immune"));
  end_turn (game);
  decline (game);
  /* Holes go on declining (docs/rules.md 1.10 step 6). */
  g_assert_cmpint (markers_in (game, "b3", "hole"), ==, 0);
}

/* The regions of the map with a hole. */
static guint
regions_with_holes (SwGame *game)
{
  guint n = 0;
  for (guint i = 0; i < game->regions->len; i++)
    n += markers_in (game, sw_game_map_region (game, i)->id, "hole") > 0;
  return n;
}

/* The Halflings' first regions conquered, one more than the box holds
 * holes (@limit), then one more the next turn: only the first @limit
 * regions get one (docs/rules.md 2.1). */
static void
check_holes (SwGame *game, gint64 limit)
{
  static const char *const first[] = { "b3", "c3", "c4", "b4" };
  g_assert_cmpint (limit, >, 0);
  g_assert_cmpint (limit, <, G_N_ELEMENTS (first));
  pick (game, "halflings", "hill");
  for (gint64 i = 0; i <= limit; i++)
    conquer (game, first[i]);
  for (gint64 i = 0; i <= limit; i++)
    g_assert_cmpint (markers_in (game, first[i], "hole"), ==, i < limit ? 1 : 0);
  g_assert_cmpuint (regions_with_holes (game), ==, limit);
  end_turn (game);
  pass_others (game, 0);
  simple (game, SW_ACTION_READY, FALSE);
  g_assert_false (cost_warns (game, "d3", "adjacent"));
  conquer (game, "d3");
  g_assert_cmpint (markers_in (game, "d3", "hole"), ==, 0);
  g_assert_cmpuint (regions_with_holes (game), ==, limit);
}

/* The number of regions with holes is the box's, the catalog's limit of
 * the hole marker that the app shows: the rule has no number of its own
 * that could disagree with it. */
static void
test_halflings_holes_box (void)
{
  g_autoptr(SwGame) game = new_game ();
  const SwCatalogEntry *hole = sw_catalog_find (game->catalog, "component", "hole");
  g_assert_nonnull (hole);
  check_holes (game, sw_catalog_entry_get_int (hole, "limit", 0));
}

/* ... and a catalog whose box held another number of holes would change
 * the rule with it. */
static void
test_halflings_holes_other_box (void)
{
  static const char *const limits[] = { "1", "3" };
  for (guint l = 0; l < G_N_ELEMENTS (limits); l++)
    {
      g_autofree char *limited = g_strdup_printf ("<component id=\"hole\" limit=\"%s\">", limits[l]);
      g_autoptr(SwCatalog) catalog = test_catalog_with ("base", "<component id=\"hole\" limit=\"2\">", limited);
      g_autoptr(SwGame) game = new_game ();
      game->catalog = catalog;
      check_holes (game, g_ascii_strtoll (limits[l], NULL, 10));
    }
}

static void
test_humans (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "humans", "commando");
  put (game, "a1 b2 b4 a2", 1);
  g_assert_cmpint (end_turn (game), ==, 4 + 3);
  pass_others (game, 0);
  decline (game);
  /* No farmland bonus in decline. */
  g_assert_cmpint (end_turn (game), ==, 4);
}

static void
test_orcs (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "orcs", "commando");
  conquer (game, "a1");   /* empty */
  conquer (game, "a2");   /* lost tribe: non-empty */
  g_assert_cmpint (end_turn (game), ==, 2 + 1);
  pass_others (game, 0);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 2);
}

static void
test_ratmen (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "commando");
  g_assert_cmpint (active_band (game, 0)->hand, ==, 8 + 4);
  put (game, "a1 b2", 1);
  g_assert_cmpint (end_turn (game), ==, 2);
}

static void
test_skeletons (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "skeletons", "commando");
  conquer (game, "a1");   /* empty */
  conquer (game, "a2");   /* lost tribe: non-empty */
  conquer (game, "a3");   /* mountain marker only: empty */
  g_assert_cmpint (active_band (game, 0)->conquests_nonempty, ==, 1);
  gint b = sw_game_player (game, 0)->active;
  gint before = active_band (game, 0)->hand + sw_game_band_tokens (game, b);
  GError *error = NULL;
  ok (sw_game_append (game, sw_action_new (SW_ACTION_REDEPLOY), &error), error);
  /* One non-empty region: floor(1/2) = no new Skeleton. */
  g_assert_cmpint (active_band (game, 0)->hand + sw_game_band_tokens (game, b), ==, before);
}

static void
test_skeletons_two_nonempty (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "skeletons", "commando");
  conquer (game, "a1");
  conquer (game, "a2");   /* lost tribe */
  end_turn (game);
  pick (game, "ratmen", "commando");
  put (game, "b2", 1);
  end_turn (game);
  conquer (game, "b2");   /* adjacent to a2 */
  conquer_via (game, "d2", NULL, -1, FALSE);   /* lost tribe, not adjacent: a warning only */
  gint b = sw_game_player (game, 0)->active;
  gint before = active_band (game, 0)->hand + sw_game_band_tokens (game, b);
  GError *error = NULL;
  ok (sw_game_append (game, sw_action_new (SW_ACTION_REDEPLOY), &error), error);
  g_assert_cmpint (active_band (game, 0)->hand + sw_game_band_tokens (game, b), ==, before + 1);
}

static void
test_sorcerers (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "commando");
  put (game, "a2", 1);
  end_turn (game);
  pick (game, "sorcerers", "hill");
  put (game, "a1", 1);
  gint hand = active_band (game, 1)->hand;
  conquer_via (game, "a2", "sorcerers", -1, FALSE);
  /* The Ratmen token goes to the box, a Sorcerer from the box takes its place. */
  g_assert_cmpint (tokens_in (game, "a2"), ==, 1);
  g_assert_cmpint (active_band (game, 1)->hand, ==, hand);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 8 + 4);
  g_assert_false (game_warned (game, "single active"));
  /* Once per turn per opponent (I-B11). */
  g_assert_false (game_warned (game, "already replaced"));
}

static void
test_tritons (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "tritons", "hill");
  /* a1 borders the sea, b3 the lake, b2 neither. */
  g_assert_cmpint (cost_of (game, "a1"), ==, 1);
  put (game, "a2", 1);
  g_assert_cmpint (cost_of (game, "b3"), ==, 1);
  g_assert_cmpint (cost_of (game, "b2"), ==, 2);
}

static void
test_trolls (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "trolls", "commando");
  conquer (game, "a1");
  g_assert_cmpint (markers_in (game, "a1", "troll-lair"), ==, 1);
  end_turn (game);
  pick (game, "ratmen", "hill");
  g_assert_cmpint (cost_of (game, "a1"), ==, 2 + 1 + 1);
  end_turn (game);
  decline (game);
  end_turn (game);
  /* The lair stays in decline: 2 + 1 token + 1 lair. */
  g_assert_cmpint (markers_in (game, "a1", "troll-lair"), ==, 1);
  g_assert_cmpint (cost_of (game, "a1"), ==, 4);
}

static void
test_wizards (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "wizards", "commando");
  put (game, "a1 b1 a2", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

/* ---- powers (docs/rules.md 2.2) ---------------------------------------------- */

static void
test_alchemist (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "alchemist");
  put (game, "a1", 1);
  g_assert_cmpint (end_turn (game), ==, 1 + 2);
  pass_others (game, 0);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 1);
}

static void
test_alchemist_no_region (void)
{
  /* I-B16: the flat bonus pays while the race is active, whatever it holds. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "alchemist");
  g_assert_cmpint (end_turn (game), ==, 2);
}

static void
test_berserk (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "berserk");
  /* a2: 2 + lost tribe = 3; a roll of 2 leaves 1. */
  conquer_via (game, "a2", NULL, 2, FALSE);
  g_assert_cmpint (tokens_in (game, "a2"), ==, 1);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 8 + 4 - 1);
  /* Berserk's die is not the final conquest: the turn goes on. */
  g_assert_false (active_band (game, 0)->conquest_ended);
}

static void
test_bivouacking (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "bivouacking");
  put (game, "a1", 2);
  marker (game, "a1", "encampment", 2);
  end_turn (game);
  pick (game, "sorcerers", "hill");
  /* 2 + 2 tokens + 2 encampments. */
  g_assert_cmpint (cost_of (game, "a1"), ==, 6);
  g_assert_true (cost_has_item (game, "a1", "2 encampments +2"));
  /* An encampment blocks the Sorcerers' replacement (docs/rules.md 2.1). */
  SwCost *cost = sw_conquest_cost_for (game, sw_game_player (game, 1)->active, sw_game_region_index (game, "a1"), "sorcerers");
  gboolean blocked = FALSE;
  for (guint i = 0; i < cost->warnings->len; i++)
    blocked |= strstr (g_ptr_array_index (cost->warnings, i), "an encampment blocks the Sorcerers") != NULL;
  sw_cost_free (cost);
  g_assert_true (blocked);
  g_assert_false (cost_warns (game, "a2", "encampment"));
}

static void
test_commando (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "commando");
  g_assert_cmpint (cost_of (game, "a2"), ==, 3 - 1);
  g_assert_cmpint (cost_of (game, "a1"), ==, 1);
  g_assert_true (cost_has_item (game, "a1", "Commando"));
}

/* docs/rules.md 1.2: a pick gives the count the table gave, or the printed
 * numbers, never more than the race's box holds (Ratmen: 8 printed, 13 in
 * the box; Flying 5). */
static void
test_pick_tokens (void)
{
  g_autoptr(SwGame) game = new_game ();
  gint asked = 0;

  g_assert_cmpint (sw_game_pick_tokens (game, "ratmen", "flying", 0, &asked), ==, 13);
  g_assert_cmpint (asked, ==, 13);
  g_assert_cmpint (sw_game_pick_tokens (game, "ratmen", "flying", 9, &asked), ==, 9);
  g_assert_cmpint (asked, ==, 9);
  g_assert_cmpint (sw_game_pick_tokens (game, "ratmen", "flying", 20, &asked), ==, 13);
  g_assert_cmpint (asked, ==, 20);
  pick_tokens (game, "ratmen", "flying", 20);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 13);
}

static void
test_diplomat (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "diplomat");
  put (game, "a1", 1);
  /* Its power action names a player, not a region (the app asks for a seat). */
  g_assert_true (sw_game_power_names_player (game, "diplomat"));
  g_assert_false (sw_game_power_names_player (game, "dragon-master"));
  g_assert_false (sw_game_power_names_player (game, "flying"));
  /* It has a use to record; Flying acts by itself: a use of it recorded
   * by the table is kept, with a warning, and changes nothing. */
  g_assert_true (sw_game_power_has_use (game, "diplomat"));
  g_assert_false (sw_game_power_has_use (game, "flying"));
  {
    g_autoptr(SwGame) flying = new_game ();
    g_autoptr(GError) refused = NULL;
    SwAction *use = sw_action_new (SW_ACTION_POWER);
    gint hand;

    pick (flying, "ratmen", "flying");
    hand = active_band (flying, 0)->hand;
    use->via = g_strdup ("flying");
    use->region = g_strdup ("a1");
    g_assert_false (game_warned (flying, "has no use to record"));
    ok (sw_game_append (flying, use, &refused), refused);
    g_assert_true (game_warned (flying, "Flying has no use to record"));
    g_assert_cmpint (active_band (flying, 0)->hand, ==, hand);
    g_assert_cmpint (sw_game_region_state (flying, sw_game_region_index (flying, "a1"))->tokens, ==, 0);
  }
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("diplomat");
  action->target = g_strdup ("1");
  ok (sw_game_append (game, action, &error), error);
  /* No coins of its own. */
  g_assert_cmpint (end_turn (game), ==, 1);
  /* Bob, the ally, may not attack the Diplomat's active race: the cost
   * says so before he conquers, the log when he does. */
  pick (game, "humans", "flying");
  g_assert_false (game_warned (game, "Diplomat ally"));
  g_assert_true (cost_warns (game, "a1", "Diplomat ally"));
  g_assert_false (cost_warns (game, "d4", "Diplomat ally"));
  conquer (game, "a1");
  g_assert_true (game_warned (game, "Diplomat ally"));
  /* The game file keeps the named seat. */
  g_autoptr(GBytes) bytes = sw_game_to_bytes (game);
  g_autofree char *xml = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (xml, "via=\"diplomat\""));
  g_assert_nonnull (strstr (xml, "target=\"1\""));
  /* It lasts until the Diplomat's next turn. */
  end_turn (game);
  simple (game, SW_ACTION_READY, FALSE);
  end_turn (game);
  g_assert_false (cost_warns (game, "a1", "Diplomat ally"));
}

/* docs/rules.md 1.9: every token in hand is placed at redeployment; 1.14: a tie
 * is broken by the tokens on the board. E-S1's Skeletons + Merchant (8
 * tokens) take 2 empty regions and end the turn with 4 still in hand. */
static void
test_tokens_left_in_hand (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "skeletons", "merchant");
  conquer (game, "a1");
  conquer (game, "b1");
  g_assert_cmpint (active_band (game, 0)->hand, ==, 4);
  {
    /* said before the sheet is confirmed... */
    g_autoptr(GPtrArray) warnings = sw_game_end_turn_warnings (game);
    g_assert_cmpuint (warnings->len, ==, 1);
    g_assert_nonnull (strstr (g_ptr_array_index (warnings, 0), "Ann’s Skeletons end the turn with 4 tokens in hand"));
  }
  /* ...and in the log when the turn ends so */
  g_assert_cmpint (end_turn (game), ==, 2 + 2);
  g_assert_true (game_warned (game, "4 tokens in hand"));
  /* Bob, same coins, places all of his: the tie-break is his. */
  pick (game, "ratmen", "merchant");
  conquer (game, "d3");
  conquer (game, "d4");
  SwAction *redeploy = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (redeploy, "d3", 5);
  sw_action_add_count (redeploy, "d4", 5);
  GError *error = NULL;
  ok (sw_game_append (game, redeploy, &error), error);
  {
    g_autoptr(GPtrArray) warnings = sw_game_end_turn_warnings (game);
    g_assert_cmpuint (warnings->len, ==, 0);
  }
  guint before = game->warnings->len;
  g_assert_cmpint (end_turn (game), ==, 2 + 2);
  g_assert_cmpuint (game->warnings->len, ==, before);
  g_autoptr(GArray) ranking = sw_game_ranking (game);
  g_assert_cmpuint (g_array_index (ranking, SwRanking, 0).player, ==, 1);
  g_assert_cmpint (g_array_index (ranking, SwRanking, 0).tokens_on_board, ==, 10);
  g_assert_cmpint (g_array_index (ranking, SwRanking, 1).tokens_on_board, ==, 4);
  g_assert_cmpint (g_array_index (ranking, SwRanking, 0).coins, ==, g_array_index (ranking, SwRanking, 1).coins);
}

/* The catalog's names in the user's language inside the engine's
 * translated sentences: the coin sheet, the costs, the warnings. */
extern int _nl_msg_cat_cntr;   /* glibc's gettext: bumped, it drops the translations it cached */

static void
switch_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* not the C locale, where gettext ignores LANGUAGE */
  setlocale (LC_ALL, "C.UTF-8");
  ++_nl_msg_cat_cntr;
}

static gboolean
items_have (GPtrArray *items, const char *fragment)
{
  for (guint i = 0; i < items->len; i++)
    if (strstr (((SwScoreItem *) g_ptr_array_index (items, i))->what, fragment) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_names_in_chinese (void)
{
  const char *locale_dir = g_getenv ("SW_TEST_LOCALEDIR");
  if (locale_dir == NULL)
    {
      g_test_skip ("SW_TEST_LOCALEDIR is not set (meson test sets it)");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_autoptr(SwGame) game = new_game ();
  pick (game, "humans", "commando");
  put (game, "a1 b2 b4", 1);

  switch_language ("zh_CN");
  g_autoptr(GPtrArray) simplified = sw_score_turn (game, 0);
  for (guint i = 0; i < simplified->len; i++)
    g_test_message ("zh_CN: %s", ((SwScoreItem *) g_ptr_array_index (simplified, i))->what);
  /* "Humans, 3 regions" and "Humans, 3 farmlands", all in Chinese */
  g_assert_true (items_have (simplified, "人类，3 个地区"));
  g_assert_true (items_have (simplified, "人类，3 个农田"));
  g_assert_false (items_have (simplified, "Humans"));
  g_assert_true (cost_has_item (game, "d3", "指挥 −1"));
  end_turn (game);
  g_assert_true (game_warned (game, "人类"));   /* tokens left in hand */

  switch_language ("zh_TW");
  g_autoptr(GPtrArray) traditional = sw_score_turn (game, 0);
  g_assert_true (items_have (traditional, "人類，3 個農田"));

  /* the C locale: English, as `swmap score` prints for scripts */
  switch_language ("C");
  g_autoptr(GPtrArray) english = sw_score_turn (game, 0);
  g_assert_true (items_have (english, "Humans, 3 farmlands"));
  setlocale (LC_ALL, "");
  g_unsetenv ("LANGUAGE");
}

static void
test_dragon_master (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "commando");
  put (game, "a1", 5);
  end_turn (game);
  pick (game, "humans", "dragon-master");
  put (game, "b1", 1);
  conquer_via (game, "a1", "dragon-master", -1, FALSE);
  g_assert_cmpint (tokens_in (game, "a1"), ==, 1);
  g_assert_cmpint (markers_in (game, "a1", "dragon"), ==, 1);
  end_turn (game);
  /* The dragon's region is immune to the others. */
  g_assert_true (cost_warns (game, "a1", "immune"));
}

static void
test_flying (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "flying");
  put (game, "a1", 1);
  g_assert_false (cost_warns (game, "d4", "adjacent"));
  end_turn (game);
  pick (game, "humans", "hill");
  put (game, "d1", 1);
  g_assert_true (cost_warns (game, "a4", "adjacent"));
}

static void
test_forest (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "forest");
  put (game, "a4 c1 a1", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

static void
test_fortified (void)
{
  /* docs/rules.md 6.2 E4, with the fortress markers placed one per turn. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "tritons", "fortified");
  put (game, "a1 b1 c1 d1 a2 b2", 1);
  marker (game, "a1", "fortress", 1);
  marker (game, "b1", "fortress", 1);
  marker (game, "c1", "fortress", 1);
  g_assert_cmpint (end_turn (game), ==, 6 + 3);
  pass_others (game, 0);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 6);
  /* The fortresses stay and defend: 2 + 1 token + 1 fortress. */
  pick (game, "ratmen", "hill");
  g_assert_cmpint (cost_of (game, "a1"), ==, 4);
}

static void
test_fortified_one_per_turn (void)
{
  /* docs/rules.md 2.2 Fortified, I-B3: one fortress placed per turn. A second
   * warns (the table decides), moving nothing does not count, and the next
   * turn may place one again. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "tritons", "fortified");
  put (game, "a1 b1 c1", 1);
  marker (game, "a1", "fortress", 1);
  marker (game, "a1", "fortress", 1);   /* already there: not a new one */
  g_assert_false (game_warned (game, "one fortress per turn"));
  marker (game, "b1", "fortress", 1);
  g_assert_true (game_warned (game, "one fortress per turn"));
  end_turn (game);
  pass_others (game, 0);
  simple (game, SW_ACTION_READY, FALSE);
  guint warnings = game->warnings->len;
  marker (game, "c1", "fortress", 1);
  g_assert_cmpuint (game->warnings->len, ==, warnings);
}

static void
test_heroic (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "heroic");
  put (game, "a1 b1", 1);
  marker (game, "a1", "hero", 1);
  marker (game, "b1", "hero", 1);
  end_turn (game);
  pick (game, "humans", "flying");
  g_assert_true (cost_warns (game, "a1", "immune"));
  g_assert_true (cost_warns (game, "b1", "immune"));
  end_turn (game);
  decline (game);
  /* Heroes leave with the decline (docs/rules.md 1.10 step 6). */
  g_assert_cmpint (markers_in (game, "a1", "hero"), ==, 0);
}

static void
test_hill (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "hill");
  put (game, "a2 b3 a1", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

static void
test_merchant (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "merchant");
  put (game, "a1 a2 a3", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 3);
  pass_others (game, 0);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 3);
}

static void
test_mounted (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "mounted");
  g_assert_cmpint (cost_of (game, "a1"), ==, 1);     /* farmland */
  g_assert_cmpint (cost_of (game, "a2"), ==, 3 - 1); /* hill with a lost tribe */
  g_assert_cmpint (cost_of (game, "c1"), ==, 2);     /* forest */
}

static void
test_pillaging (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "pillaging");
  conquer (game, "a2");
  conquer (game, "a1");
  g_assert_cmpint (end_turn (game), ==, 2 + 1);
}

static void
test_seafaring (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "seafaring");
  /* docs/rules.md 2.2 / I-B5: seas conquered as empty regions, cost 2. */
  g_assert_false (cost_warns (game, "sea", "never"));
  g_assert_cmpint (cost_of (game, "sea"), ==, 2);
  conquer (game, "sea");
  conquer (game, "a1");
  g_assert_cmpint (end_turn (game), ==, 2);
  pass_others (game, 0);
  decline (game);
  /* It keeps its sea in decline, and the sea scores. */
  g_assert_cmpint (tokens_in (game, "sea"), ==, 1);
  g_assert_cmpint (end_turn (game), ==, 2);
  pick (game, "humans", "hill");
  g_assert_true (cost_warns (game, "sea", "never"));
  end_turn (game);
  end_turn (game);
  /* Another Seafaring race meets the decline one's token in the sea. */
  pick (game, "ratmen", "seafaring");
  g_assert_cmpint (cost_of (game, "sea"), ==, 2 + 1);
}

static void
test_spirit (void)
{
  /* The Spirit race takes its own slot: see also E3. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "spirit");
  put (game, "a1", 1);
  end_turn (game);
  pass_others (game, 0);
  decline (game);
  g_assert_cmpint (sw_game_player (game, 0)->spirit, >=, 0);
  g_assert_cmpint (sw_game_player (game, 0)->decline, ==, -1);
  g_assert_cmpint (end_turn (game), ==, 1);
}

static void
test_stout (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "stout");
  conquer (game, "a1");
  conquer (game, "b1");
  decline (game);
  /* Scored as active, declined after. */
  g_assert_cmpint (end_turn (game), ==, 2);
  g_assert_cmpint (sw_game_player (game, 0)->active, ==, -1);
  g_assert_cmpint (sw_game_player (game, 0)->decline, >=, 0);
}

static void
test_swamp (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "swamp");
  put (game, "b1 c3 d4 a1", 1);
  g_assert_cmpint (end_turn (game), ==, 4 + 3);
}

static void
test_underworld (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "underworld");
  put (game, "a4", 1);
  /* Caverns: −1, and adjacent to each other (b3 and d1 do not touch a4... b3 does not). */
  g_assert_cmpint (cost_of (game, "d1"), ==, 1);
  g_assert_false (cost_warns (game, "d1", "adjacent"));
  g_assert_true (cost_warns (game, "d4", "adjacent"));
}

static void
test_wealthy (void)
{
  /* docs/rules.md 6.2 E5: Wealthy Ratmen, 12 tokens. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "wealthy");
  g_assert_cmpint (active_band (game, 0)->hand, ==, 12);
  put (game, "a1 a2 a3 a4 b1", 1);
  g_assert_cmpint (end_turn (game), ==, 5 + 7);
  pass_others (game, 0);
  put (game, "b2 b3", 1);
  g_assert_cmpint (end_turn (game), ==, 7);
}

/* ---- docs/rules.md 6 examples ------------------------------------------------ */

static void
test_example_s1 (void)
{
  /* E-S1: Skeletons + Merchant = 8 tokens; third combo costs 2; 5 regions: 10. */
  g_autoptr(SwGame) game = new_game ();
  GError *error = NULL;
  ok (sw_game_pick (game, "skeletons", "merchant", 2, 0, &error), error);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 8);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, 5 - 2);
  put (game, "a1 a2 a3 a4 b1", 1);
  GPtrArray *items = sw_score_turn (game, 0);
  gint earned = 0;
  for (guint i = 0; i < items->len; i++)
    {
      SwScoreItem *item = g_ptr_array_index (items, i);
      if (!item->transfer)
        earned += item->coins;
    }
  g_ptr_array_unref (items);
  g_assert_cmpint (earned, ==, 10);
  g_assert_cmpint (end_turn (game), ==, 10 - 2);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, 5 - 2 + 10);
}

static void
test_example_s2 (void)
{
  /* E-S2: a Hill holding a lost tribe costs 2 + 1 = 3. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "hill");
  g_assert_cmpint (cost_of (game, "a2"), ==, 3);
  g_assert_true (cost_has_item (game, "a2", "base 2"));
  g_assert_true (cost_has_item (game, "a2", "1 defender +1"));
}

static void
test_example_e1 (void)
{
  /* E1: Orcs + Pillaging, empty vs non-empty. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "hill");     /* Ann */
  put (game, "a4", 1);
  end_turn (game);
  pick (game, "orcs", "pillaging");  /* Bob: 10 tokens */
  end_turn (game);
  decline (game);                    /* Ann's Ratmen in decline in a4 */
  end_turn (game);
  SwAction *redeploy = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (redeploy, "a1", 1);
  sw_action_add_count (redeploy, "b2", 1);
  sw_action_add_count (redeploy, "b4", 1);
  GError *error = NULL;
  ok (sw_game_append (game, redeploy, &error), error);
  g_assert_cmpint (active_band (game, 1)->hand, ==, 7);
  g_assert_cmpint (cost_of (game, "a2"), ==, 3);   /* hill with a lost tribe */
  conquer (game, "a2");
  g_assert_cmpint (cost_of (game, "a3"), ==, 3);   /* empty mountain: 2 + marker */
  conquer (game, "a3");
  g_assert_cmpint (cost_of (game, "a4"), ==, 3);   /* decline Ratmen */
  conquer_via (game, "a4", NULL, 2, FALSE);       /* 1 token, short 2, rolls 2 */
  g_assert_cmpint (tokens_in (game, "a4"), ==, 1);
  g_assert_cmpint (end_turn (game), ==, 6 + 2 + 2);
}

static void
test_example_e2 (void)
{
  /* E2: Dwarves in decline + active Hill Humans = 15. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "dwarves", "commando");
  put (game, "b2 c4 b1 c2", 1);
  end_turn (game);
  pass_others (game, 0);
  decline (game);
  end_turn (game);
  pass_others (game, 0);
  pick (game, "humans", "hill");
  put (game, "a1 b4 d3 a3 c1 d2", 1);
  g_assert_cmpint (end_turn (game), ==, 15);
}

static void
test_example_e3 (void)
{
  /* E3: Spirit as a second decline race. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "skeletons", "spirit");
  put (game, "a1 a2 a3 a4", 1);
  end_turn (game); pass_others (game, 0);
  decline (game);
  end_turn (game); pass_others (game, 0);
  pick (game, "ratmen", "hill");
  put (game, "d2 d3", 1);
  end_turn (game); pass_others (game, 0);
  decline (game);
  end_turn (game); pass_others (game, 0);
  pick (game, "giants", "commando");
  put (game, "b1 b2 b3 b4 c1", 1);
  end_turn (game); pass_others (game, 0);
  decline (game);
  /* Ratmen removed, Giants in the normal slot, Skeletons stay: 5 + 4. */
  g_assert_cmpint (tokens_in (game, "d2"), ==, 0);
  g_assert_cmpint (end_turn (game), ==, 9);
  pass_others (game, 0);
  pick (game, "ratmen", "commando");
  put (game, "c2 c3 c4 d1", 1);
  g_assert_cmpint (end_turn (game), ==, 4 + 5 + 4);
}

static void
test_example_e4 (void)
{
  test_fortified ();
}

static void
test_example_e5 (void)
{
  test_wealthy ();
}

static void
test_example_e6 (void)
{
  /* E6: Alchemist and the decline turn. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "trolls", "hill");
  put (game, "d2 d3 d4", 1);
  end_turn (game); pass_others (game, 0);
  decline (game);
  end_turn (game); pass_others (game, 0);
  pick (game, "sorcerers", "alchemist");
  put (game, "a1 a2 a3 a4 b4", 1);
  g_assert_cmpint (end_turn (game), ==, 5 + 2 + 3);
  pass_others (game, 0);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 5);
}

static void
test_example_e7 (void)
{
  /* E7: Swamp Wizards active, Humans declined = 12. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "humans", "commando");
  put (game, "b2 b4 c1", 1);
  end_turn (game); pass_others (game, 0);
  decline (game);
  end_turn (game); pass_others (game, 0);
  pick (game, "wizards", "swamp");
  put (game, "b1 a1 d4 a2 a3", 1);
  g_assert_cmpint (end_turn (game), ==, 12);
}

static void
test_example_e8 (void)
{
  /* E8: Stout declines after scoring. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "orcs", "commando");
  put (game, "d3 d4", 1);
  end_turn (game); pass_others (game, 0);
  decline (game);
  end_turn (game); pass_others (game, 0);
  pick (game, "halflings", "stout");
  conquer (game, "a2");
  put (game, "a1 b1 c1 b2 a3", 2);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 6 + 2);
  /* Orcs removed, holes removed, 1 Halfling per region. */
  g_assert_cmpint (tokens_in (game, "d3"), ==, 0);
  g_assert_cmpint (markers_in (game, "a2", "hole"), ==, 0);
  g_assert_cmpint (tokens_in (game, "b1"), ==, 1);
  pass_others (game, 0);
  GError *error = NULL;
  ok (sw_game_pick (game, "ratmen", "hill", 1, 0, &error), error);
  put (game, "c2 c3 d1 d2", 1);
  g_assert_cmpint (end_turn (game), ==, 4 + 6 - 1);
}

static void
test_example_e13 (void)
{
  /* E13: Ghouls keep conquering in decline. */
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ghouls", "commando");
  put_as (game, "a1", 3, FALSE);
  put_as (game, "a3", 2, FALSE);
  put_as (game, "b1", 2, FALSE);
  end_turn (game); pass_others (game, 0);
  decline (game);
  end_turn (game); pass_others (game, 0);
  pick (game, "ratmen", "alchemist");
  simple (game, SW_ACTION_READY, TRUE);
  SwPlayer *ann = sw_game_player (game, 0);
  g_assert_cmpint (sw_game_band (game, ann->decline)->hand, ==, 4);
  conquer_via (game, "a2", NULL, -1, TRUE);   /* a lost tribe: 3 */
  g_assert_cmpint (sw_game_band (game, ann->decline)->hand, ==, 1);
  put (game, "c1 c2 c3 c4", 1);
  /* 4 Ghoul regions + 4 + Alchemist 2 (the example's race has no bonus). */
  g_assert_cmpint (end_turn (game), ==, 4 + 4 + 2);
}

/* ---- the log ------------------------------------------------------------- */

static void
test_undo_replays (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ratmen", "hill");
  conquer (game, "a2");
  gint hand = active_band (game, 0)->hand;
  conquer (game, "a1");
  g_assert_true (sw_game_undo (game));
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand);
  g_assert_cmpint (tokens_in (game, "a1"), ==, 0);
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "a2"))->natives, ==, 0);
}

static void
test_combo_row (void)
{
  /* docs/rules.md 1.2: with the row known, picking at p puts a coin on each of
   * the p combos above, and the picker takes what lies on his. */
  g_autoptr(SwGame) game = new_game ();
  static const char *const row[][2] = {
    { "ratmen", "hill" }, { "elves", "forest" }, { "orcs", "alchemist" },
    { "humans", "merchant" }, { "trolls", "flying" }, { "giants", "swamp" },
  };
  GError *error = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (row); i++)
    {
      SwAction *action = sw_action_new (SW_ACTION_REVEAL);
      action->race = g_strdup (row[i][0]);
      action->power = g_strdup (row[i][1]);
      ok (sw_game_append (game, action, &error), error);
    }
  ok (sw_game_pick (game, "orcs", "alchemist", 2, 0, &error), error);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, 5 - 2);
  g_assert_cmpuint (game->row->len, ==, 5);
  g_assert_cmpint (g_array_index (game->row, SwCombo, 0).coins, ==, 1);
  g_assert_cmpint (g_array_index (game->row, SwCombo, 1).coins, ==, 1);
  end_turn (game);
  /* Bob takes Elves: pays 1 (onto Ratmen), takes the 1 lying there. */
  ok (sw_game_pick (game, "elves", "forest", 1, 0, &error), error);
  g_assert_cmpint (sw_game_player (game, 1)->coins, ==, 5 - 1 + 1);
  g_assert_cmpint (g_array_index (game->row, SwCombo, 0).coins, ==, 2);
  /* A pick that disagrees with the row is a warning, not a refusal. */
  end_turn (game);
  end_turn (game);
  ok (sw_game_pick (game, "wizards", "hill", 0, 0, &error), error);
  g_assert_true (game_warned (game, "the row shows"));
}

static void
test_refusals (void)
{
  g_autoptr(SwGame) game = new_game ();
  GError *error = NULL;
  g_assert_false (sw_game_pick (game, "murlocs", "hill", 0, 0, &error));
  g_assert_error (error, SW_GAME_ERROR, SW_GAME_ERROR_INVALID);
  g_clear_error (&error);
  pick (game, "ratmen", "hill");
  g_assert_false (sw_game_conquer (game, "z9", -1, &error));
  g_assert_nonnull (strstr (error->message, "z9"));
  g_clear_error (&error);
  SwAction *action = sw_action_new (SW_ACTION_END_TURN);
  action->player = 1;
  g_assert_false (sw_game_append (game, action, &error));
  g_assert_nonnull (strstr (error->message, "turn"));
  g_clear_error (&error);
  /* Nothing was lost. */
  g_assert_cmpuint (game->log->len, ==, 1);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 12);
}

/* ---- withdrawn defenders (docs/rules.md 1.6) -------------------------------- */

static void
withdraw (SwGame *game, guint owner, const char *race, const char *region, gint tokens)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_WITHDRAW);
  action->owner = owner;
  action->race = g_strdup (race);
  sw_action_add_count (action, region, tokens);
  ok (sw_game_append (game, action, &error), error);
}

static guint
pending_withdrawals (SwGame *game)
{
  g_autoptr(GArray) pending = sw_game_pending_withdrawals (game);
  return pending->len;
}

static gboolean
warned_at_end_turn (SwGame *game, const char *fragment)
{
  g_autoptr(GPtrArray) warnings = sw_game_end_turn_warnings (game);
  for (guint i = 0; i < warnings->len; i++)
    if (strstr (g_ptr_array_index (warnings, i), fragment) != NULL)
      return TRUE;
  return FALSE;
}

/* Ann's Humans hold a1 (3), b1 (1) and b2 (3). Bob's Ratmen take b2: Ann
 * loses 1 token to the box and takes 2 into hand; at the end of Bob's
 * turn she puts them into her other regions, here both into a1 (no
 * adjacency needed): a1 5, b1 1, nothing left in hand, and neither Bob's
 * end of turn nor Ann's next one warns. */
static void
test_withdraw (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick_tokens (game, "humans", "alchemist", 7);
  GError *error = NULL;
  SwAction *redeploy = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (redeploy, "a1", 3);
  sw_action_add_count (redeploy, "b1", 1);
  sw_action_add_count (redeploy, "b2", 3);
  ok (sw_game_append (game, redeploy, &error), error);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 0);
  end_turn (game);

  pick (game, "ratmen", "hill");
  g_assert_cmpuint (pending_withdrawals (game), ==, 0);
  conquer (game, "b2");
  SwBand *humans = active_band (game, 0);
  g_assert_cmpint (humans->hand, ==, 2);
  g_assert_cmpint (tokens_in (game, "b2"), ==, 2 + 3);   /* Bob's: base 2 + 3 defenders */
  g_assert_cmpuint (pending_withdrawals (game), ==, 1);
  g_assert_true (warned_at_end_turn (game, "withdrawn"));
  withdraw (game, 0, "humans", "a1", 2);
  g_assert_cmpint (tokens_in (game, "a1"), ==, 5);
  g_assert_cmpint (tokens_in (game, "b1"), ==, 1);
  g_assert_cmpint (humans->hand, ==, 0);
  g_assert_cmpuint (pending_withdrawals (game), ==, 0);
  g_assert_false (warned_at_end_turn (game, "withdrawn"));
  g_assert_false (game_warned (game, "withdrawn"));
  end_turn (game);
  g_assert_false (warned_at_end_turn (game, "in hand"));
  /* Undo drops the withdrawal: the 2 tokens are in hand again. */
  g_assert_true (sw_game_undo (game));
  g_assert_true (sw_game_undo (game));
  humans = active_band (game, 0);
  g_assert_cmpint (humans->hand, ==, 2);
  g_assert_cmpint (tokens_in (game, "a1"), ==, 3);
}

/* Active Elves lose nothing (docs/rules.md 2.1): Ann's Elves in a1 (3) and b1
 * (1); all 3 from a1 come back and go to b1: 4. With no region left, the
 * tokens stay in hand for a first conquest, and nothing is asked. */
static void
test_withdraw_elves (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick_tokens (game, "elves", "commando", 4);
  GError *error = NULL;
  SwAction *redeploy = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (redeploy, "a1", 3);
  sw_action_add_count (redeploy, "b1", 1);
  ok (sw_game_append (game, redeploy, &error), error);
  end_turn (game);
  pick (game, "ratmen", "hill");
  conquer (game, "a1");
  SwBand *elves = active_band (game, 0);
  g_assert_cmpint (elves->hand, ==, 3);
  withdraw (game, 0, "elves", "b1", 3);
  g_assert_cmpint (tokens_in (game, "b1"), ==, 4);
  g_assert_cmpint (elves->hand, ==, 0);
  /* Too many placed: a warning, never a refusal. */
  withdraw (game, 0, "elves", "b1", 1);
  g_assert_true (game_warned (game, "withdrawn token placed"));
  conquer (game, "b1");
  g_assert_cmpint (elves->hand, ==, 4 + 1);   /* all of b1: 4 and the one placed too many */
  g_assert_cmpuint (sw_game_band_regions (game, sw_game_player (game, 0)->active), ==, 0);
  g_assert_cmpuint (pending_withdrawals (game), ==, 0);
  g_assert_false (warned_at_end_turn (game, "withdrawn"));
}

/* A Ghouls decline race keeps all its tokens (1.10 step 4) and withdraws
 * like an active one: decline a1 (4), b1 (4); a1 taken: 1 lost, 3 into b1. */
static void
test_withdraw_decline (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick (game, "ghouls", "commando");
  put (game, "a1 b1", 4);
  end_turn (game);
  pass_others (game, 0);
  decline (game);
  end_turn (game);
  pick (game, "ratmen", "hill");
  conquer (game, "a1");
  SwBand *ghouls = sw_game_band (game, sw_game_player (game, 0)->decline);
  g_assert_cmpint (ghouls->hand, ==, 3);
  g_assert_cmpuint (pending_withdrawals (game), ==, 1);
  withdraw (game, 0, "ghouls", "b1", 3);
  g_assert_cmpint (tokens_in (game, "b1"), ==, 7);
  /* Not into a region the race does not hold, nor for a race not on the map. */
  withdraw (game, 0, "ghouls", "a1", 0);
  g_assert_false (game_warned (game, "does not hold"));
  SwAction *action = sw_action_new (SW_ACTION_WITHDRAW);
  action->owner = 0;
  action->race = g_strdup ("dwarves");
  GError *error = NULL;
  g_assert_false (sw_game_append (game, action, &error));
  g_assert_error (error, SW_GAME_ERROR, SW_GAME_ERROR_INVALID);
  g_clear_error (&error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/base/race/amazons", test_amazons);
  g_test_add_func ("/base/withdraw", test_withdraw);
  g_test_add_func ("/base/withdraw/elves", test_withdraw_elves);
  g_test_add_func ("/base/withdraw/decline", test_withdraw_decline);
  g_test_add_func ("/base/race/dwarves", test_dwarves);
  g_test_add_func ("/base/race/elves", test_elves);
  g_test_add_func ("/base/race/ghouls", test_ghouls);
  g_test_add_func ("/base/race/giants", test_giants);
  g_test_add_func ("/base/race/halflings", test_halflings);
  g_test_add_func ("/base/race/halflings-holes-box", test_halflings_holes_box);
  g_test_add_func ("/base/race/halflings-holes-other-box", test_halflings_holes_other_box);
  g_test_add_func ("/base/race/humans", test_humans);
  g_test_add_func ("/base/race/orcs", test_orcs);
  g_test_add_func ("/base/race/ratmen", test_ratmen);
  g_test_add_func ("/base/race/skeletons", test_skeletons);
  g_test_add_func ("/base/race/skeletons/two-non-empty", test_skeletons_two_nonempty);
  g_test_add_func ("/base/race/sorcerers", test_sorcerers);
  g_test_add_func ("/base/race/tritons", test_tritons);
  g_test_add_func ("/base/race/trolls", test_trolls);
  g_test_add_func ("/base/race/wizards", test_wizards);
  g_test_add_func ("/base/power/alchemist", test_alchemist);
  g_test_add_func ("/base/power/alchemist/no-region", test_alchemist_no_region);
  g_test_add_func ("/base/power/berserk", test_berserk);
  g_test_add_func ("/base/power/bivouacking", test_bivouacking);
  g_test_add_func ("/base/power/commando", test_commando);
  g_test_add_func ("/base/power/diplomat", test_diplomat);
  g_test_add_func ("/base/pick-tokens", test_pick_tokens);
  g_test_add_func ("/base/redeploy/tokens-left-in-hand", test_tokens_left_in_hand);
  g_test_add_func ("/base/names-in-chinese", test_names_in_chinese);
  g_test_add_func ("/base/power/dragon-master", test_dragon_master);
  g_test_add_func ("/base/power/flying", test_flying);
  g_test_add_func ("/base/power/forest", test_forest);
  g_test_add_func ("/base/power/fortified", test_fortified);
  g_test_add_func ("/base/power/fortified/one-per-turn", test_fortified_one_per_turn);
  g_test_add_func ("/base/power/heroic", test_heroic);
  g_test_add_func ("/base/power/hill", test_hill);
  g_test_add_func ("/base/power/merchant", test_merchant);
  g_test_add_func ("/base/power/mounted", test_mounted);
  g_test_add_func ("/base/power/pillaging", test_pillaging);
  g_test_add_func ("/base/power/seafaring", test_seafaring);
  g_test_add_func ("/base/power/spirit", test_spirit);
  g_test_add_func ("/base/power/stout", test_stout);
  g_test_add_func ("/base/power/swamp", test_swamp);
  g_test_add_func ("/base/power/underworld", test_underworld);
  g_test_add_func ("/base/power/wealthy", test_wealthy);
  g_test_add_func ("/base/example/E-S1", test_example_s1);
  g_test_add_func ("/base/example/E-S2", test_example_s2);
  g_test_add_func ("/base/example/E1", test_example_e1);
  g_test_add_func ("/base/example/E2", test_example_e2);
  g_test_add_func ("/base/example/E3", test_example_e3);
  g_test_add_func ("/base/example/E4", test_example_e4);
  g_test_add_func ("/base/example/E5", test_example_e5);
  g_test_add_func ("/base/example/E6", test_example_e6);
  g_test_add_func ("/base/example/E7", test_example_e7);
  g_test_add_func ("/base/example/E8", test_example_e8);
  g_test_add_func ("/base/example/E13", test_example_e13);
  g_test_add_func ("/base/log/undo", test_undo_replays);
  g_test_add_func ("/base/log/refusals", test_refusals);
  g_test_add_func ("/base/log/combo-row", test_combo_row);
  return g_test_run ();
}
