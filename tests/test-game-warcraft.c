/* test-game-warcraft.c: Warcraft races, powers, artifacts, places, the faction bonus, and docs/rules.md 6's Warcraft examples. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "sw-test-game.h"

/* Island L, a 2×5 grid:
 *   x1 field (anchor)   x2 hill (murloc)   x3 mountain (mountain)   x4 forest (cave)   x5 swamp (magic, anchor)
 *   y1 field            y2 forest          y3 hill (magic)          y4 field (cave)    y5 swamp
 * with a sea by x1 and y1 and a lake by y4 and y5. Island S: s1 field
 * (anchor) and s2 forest (cave, board mark, with its face-down marker). */
static const TestRegion board[] = {
  { "x1", "field", TRUE, "anchor", NULL, "x2 y1 sea" },
  { "x2", "hill", TRUE, "murloc", "murloc", "x1 x3 y2" },
  { "x3", "mountain", TRUE, NULL, "mountain", "x2 x4 y3" },
  { "x4", "forest", TRUE, "cave", NULL, "x3 x5 y4" },
  { "x5", "swamp", TRUE, "magic anchor", NULL, "x4 y5" },
  { "y1", "field", TRUE, NULL, NULL, "x1 y2 sea" },
  { "y2", "forest", TRUE, NULL, NULL, "x2 y1 y3" },
  { "y3", "hill", TRUE, "magic", NULL, "x3 y2 y4" },
  { "y4", "field", TRUE, "cave", NULL, "x4 y3 y5 lake" },
  { "y5", "swamp", TRUE, NULL, NULL, "x5 y4 lake" },
  { "sea", "sea", TRUE, NULL, NULL, "x1 y1" },
  { "lake", "lake", TRUE, NULL, NULL, "y4 y5" },
  { "s1", "field", TRUE, "anchor", NULL, "s2" },
  { "s2", "forest", TRUE, "cave board-mark", "treasure", "s1" },
};

static SwGame *
new_game_for (guint players)
{
  SwMap *map = test_board ("warcraft", board, G_N_ELEMENTS (board));
  SwBoard *l = sw_map_add_board (map, "L", 500, 400);
  SwBoard *s = sw_map_add_board (map, "S", 200, 200);
  l->size = g_strdup ("L");
  s->size = g_strdup ("S");
  for (guint i = 0; i < map->regions->len; i++)
    {
      SwRegion *r = g_ptr_array_index (map->regions, i);
      r->board = g_strdup (r->id[0] == 's' && r->id[1] != 'e' ? "S" : "L");
    }
  sw_map_changed (map);
  return test_game (map, players);
}

static SwGame *
new_game (void)
{
  return new_game_for (2);
}

static void
take (SwGame *game, const char *race, const char *power)
{
  pick_tokens (game, race, power, 10);
}

static void
place (SwGame *game, const char *region, const char *id)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_MARKER);
  action->region = g_strdup (region);
  action->marker = g_strdup ("place");
  action->target = g_strdup (id);
  action->count = 1;
  ok (sw_game_append (game, action, &error), error);
}

/* docs/rules.md 3.3: the face-down marker on an island's board mark is
 * turned over when a race enters: the region awaits what it hid until the
 * table puts it there, which turns the marker over. */
static void
test_face_down_marker (void)
{
  g_autoptr(SwGame) game = new_game ();
  gint s2 = sw_game_region_index (game, "s2");

  g_assert_cmpint (markers_in (game, "s2", "treasure"), ==, 1);
  g_assert_null (sw_game_region_find_question (game, s2));
  take (game, "orcs", "farmer");
  put (game, "s1", 2);
  conquer (game, "s2");
  g_assert_nonnull (strstr (sw_game_region_find_question (game, s2), "face-down marker"));
  /* a region without one never asks */
  g_assert_null (sw_game_region_find_question (game, sw_game_region_index (game, "s1")));
  place (game, "s2", "dark-portal");
  g_assert_null (sw_game_region_find_question (game, s2));
  g_assert_cmpint (markers_in (game, "s2", "treasure"), ==, 0);
  g_assert_cmpstr (sw_game_region_state (game, s2)->place, ==, "dark-portal");

  /* an artifact found turns it over too; one already on the board moving
   * in, or a game marker put there, is not the find */
  g_clear_pointer (&game, sw_game_unref);
  game = new_game ();
  take (game, "orcs", "farmer");
  put (game, "s1", 2);
  marker (game, "s1", "ashes-of-alar", 1);
  conquer (game, "s2");
  marker (game, "s2", "ashes-of-alar", 1);
  g_assert_nonnull (sw_game_region_find_question (game, s2));
  g_assert_cmpint (markers_in (game, "s2", "treasure"), ==, 1);
  marker (game, "s2", "fort", 1);
  g_assert_nonnull (sw_game_region_find_question (game, s2));
  g_assert_cmpint (markers_in (game, "s2", "treasure"), ==, 1);
  marker (game, "s2", "doomhammer", 1);
  g_assert_null (sw_game_region_find_question (game, s2));
  g_assert_cmpint (markers_in (game, "s2", "treasure"), ==, 0);
  g_assert_cmpint (markers_in (game, "s2", "doomhammer"), ==, 1);
}

static void
use_power (SwGame *game, const char *via, const char *target)
{
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup (via);
  action->target = g_strdup (target);
  ok (sw_game_append (game, action, &error), error);
}

/* ---- the map's Warcraft rules ---------------------------------------------- */

static void
test_entry (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "farmer");
  /* docs/rules.md 1.5: any island, an entry region, with the travel fee: 3. */
  g_assert_cmpint (cost_of (game, "x1"), ==, 3);
  g_assert_true (cost_has_item (game, "x1", "travel fee +1"));
  g_assert_true (cost_warns (game, "y1", "entry"));
  conquer (game, "x1");
  /* Adjacent: no fee; another island's entry: the fee. */
  g_assert_cmpint (cost_of (game, "y1"), ==, 2);
  g_assert_cmpint (cost_of (game, "s1"), ==, 3);
  g_assert_true (cost_warns (game, "s2", "entry"));
  /* A murloc defends like a token; the mountain marker +1. */
  g_assert_cmpint (cost_of (game, "x2"), ==, 3);
  g_assert_true (cost_warns (game, "sea", "never"));
}

/* Which regions are entries is the catalog's word: a catalog that also
 * made caves entries would let a race enter at x4 (with the fee), where
 * the box's catalog refuses it; and the symbol's own entry="yes" is
 * enough without the <entry> rule. */
static void
test_entry_from_catalog (void)
{
  g_autoptr(SwCatalog) caves = test_catalog_with ("warcraft", "<symbol id=\"cave\">", "<symbol id=\"cave\" entry=\"yes\">");
  g_autoptr(SwCatalog) no_rule = test_catalog_with ("warcraft", "<entry rule=\"symbol\" symbol=\"anchor\" islands=\"yes\"/>", "");

  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "farmer");
  conquer (game, "x1");
  g_assert_true (cost_warns (game, "x4", "not an entry region"));
  game->catalog = caves;
  g_assert_false (cost_warns (game, "x4", "entry"));
  g_assert_true (cost_has_item (game, "x4", "travel fee +1"));
  game->catalog = no_rule;
  g_assert_true (cost_warns (game, "x4", "not an entry region"));
  g_assert_true (cost_has_item (game, "x5", "travel fee +1"));
  g_assert_false (cost_warns (game, "x5", "entry"));
}

/* ---- races (docs/rules.md 2.5) --------------------------------------------------- */

static void
test_blood_elves (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "blood-elves", "ranger");
  put (game, "x5 y3 x1", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

static void
test_draenei (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "draenei", "ranger");
  put (game, "x1 y1", 2);
  gint hand = active_band (game, 0)->hand;
  end_turn (game);
  take (game, "orcs", "blacksmith");
  put (game, "x2", 1);
  conquer (game, "x1");
  conquer (game, "y1");
  /* The first loss of the turn is saved, the second is not: 2 + 1 back. */
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand + 2 + 1);
}

static void
test_dwarves (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "dwarves", "ranger");
  put (game, "x2", 1);
  /* 2 + mountain marker − 2, at least 1. */
  g_assert_cmpint (cost_of (game, "x3"), ==, 1);
}

static void
test_ethereals (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ethereals", "ranger");
  put (game, "y2", 1);
  place (game, "y3", "dark-portal");
  g_assert_cmpint (cost_of (game, "y3"), ==, 1);
}

static void
test_forsaken (void)
{
  /* E-S4: Herbalist Forsaken, 3 regions, one Hill: 4; two tokens made to
   * lose (a murloc and a Kobold), one bought: net +3. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "kobolds", "ranger");
  put (game, "y2", 1);
  end_turn (game);
  pick_tokens (game, "forsaken", "herbalist", 10);
  conquer (game, "x1");
  conquer (game, "x2");   /* murloc */
  conquer (game, "y2");   /* the Kobold */
  g_assert_cmpuint (active_band (game, 1)->losses_caused, ==, 2);
  gint hand = active_band (game, 1)->hand;
  use_power (game, "forsaken", "1");
  g_assert_cmpint (active_band (game, 1)->hand, ==, hand + 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 1 - 1);
}

static void
test_gnomes (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "gnomes", "ranger");
  put (game, "x1", 1);
  /* The air strike reaches any region of any board, the die lowers its cost. */
  conquer_via (game, "s2", "gnomes", 1, FALSE);
  g_assert_false (game_warned (game, "entry"));
  g_assert_cmpint (tokens_in (game, "s2"), ==, 1);
  g_assert_false (active_band (game, 0)->conquest_ended);
}

static void
test_gnomes_final_air_strike (void)
{
  /* docs/rules.md 2.5 Gnomes: an air strike that is also the final conquest
   * rolls twice: the first roll lowers the cost, the second is the
   * reinforcement die (1.8). s1 costs 2 (the air strike pays no travel fee). */
  g_autoptr(SwGame) game = new_game ();
  pick_tokens (game, "gnomes", "ranger", 1);   /* 1 token in hand */
  put (game, "x1", 1);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 1);
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_CONQUER);
  action->region = g_strdup ("s1");
  action->via = g_strdup ("gnomes");
  action->die = 0;          /* lowers nothing */
  action->final_die = 1;    /* 1 in hand + 1 >= 2 */
  ok (sw_game_append (game, action, &error), error);
  g_assert_cmpint (tokens_in (game, "s1"), ==, 1);
  g_assert_true (active_band (game, 0)->conquest_ended);
  /* Once per turn. */
  conquer_via (game, "y1", "gnomes", 0, FALSE);
  g_assert_true (game_warned (game, "once per turn"));
}

static void
test_gnomes_final_air_strike_fails (void)
{
  /* The second roll falls short: the conquest fails, the turn's conquests end. */
  g_autoptr(SwGame) game = new_game ();
  pick_tokens (game, "gnomes", "ranger", 1);   /* 1 token in hand */
  put (game, "x1", 1);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 1);
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_CONQUER);
  action->region = g_strdup ("s1");
  action->via = g_strdup ("gnomes");
  action->die = 0;
  action->final_die = 0;
  ok (sw_game_append (game, action, &error), error);
  g_assert_cmpint (tokens_in (game, "s1"), ==, 0);
  /* A failed roll is legal: no warning, the conquests are over. */
  g_assert_false (game_warned (game, "s1"));
  g_assert_true (active_band (game, 0)->conquest_ended);
  g_assert_cmpint (active_band (game, 0)->hand, ==, 1);
  /* A second die without the air strike is not a thing. */
  g_autoptr(SwGame) other = new_game ();
  take (other, "orcs", "farmer");
  SwAction *plain = sw_action_new (SW_ACTION_CONQUER);
  plain->region = g_strdup ("x1");
  plain->final_die = 2;
  ok (sw_game_append (other, plain, &error), error);
  g_assert_true (game_warned (other, "only the Gnomes' air strike rolls a second die"));
}

static void
test_goblins (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "humans", "ranger");
  put (game, "y1", 3);
  end_turn (game);
  take (game, "goblins", "ranger");
  put (game, "x1", 1);
  marker (game, "y1", "bomb", 1);
  end_turn (game);
  end_turn (game);
  gint hand = active_band (game, 0)->hand;
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("goblins");
  action->region = g_strdup ("y1");
  action->target = g_strdup ("explode");
  ok (sw_game_append (game, action, &error), error);
  /* The explosion empties the region: 1 lost, 2 back in hand. */
  g_assert_cmpint (tokens_in (game, "y1"), ==, 0);
  g_assert_cmpint (markers_in (game, "y1", "bomb"), ==, 0);
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand + 2);
  /* Q9: not a conquest, so no faction bonus for the Goblins. */
  g_assert_cmpint (end_turn (game), ==, 1);
}

static void
test_humans (void)
{
  g_autoptr(SwGame) game = new_game_for (3);
  take (game, "humans", "ranger");
  put (game, "x1", 1);
  marker (game, "y4", "objective", 1);
  end_turn (game);
  take (game, "orcs", "farmer");
  put (game, "y4", 1);
  end_turn (game);
  take (game, "dwarves", "ranger");
  put (game, "y3", 1);
  gint humans = sw_game_player (game, 0)->coins;
  conquer (game, "y4");
  /* Non-Horde conqueror +2, the Humans +2. */
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, humans + 2);
  g_assert_cmpint (markers_in (game, "y4", "objective"), ==, 0);
  /* 2 regions + the objective 2 + faction 1 (the Orcs are Horde). */
  g_assert_cmpint (end_turn (game), ==, 2 + 2 + 1);
  /* Objectives leave with the Humans' decline (docs/rules.md 8). */
  marker (game, "y5", "objective", 1);
  decline (game);
  g_assert_cmpint (markers_in (game, "y5", "objective"), ==, 0);
}

static void
test_kobolds (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "kobolds", "ranger");
  /* First conquest into a cave, no travel fee. */
  g_assert_false (cost_warns (game, "x4", "entry"));
  g_assert_cmpint (cost_of (game, "x4"), ==, 2);
  conquer (game, "x4");
  /* Every cave counts as adjacent. */
  g_assert_false (cost_warns (game, "s2", "adjacent"));
  g_assert_false (cost_warns (game, "y4", "adjacent"));
}

static void
test_naga (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "naga", "ranger");
  g_assert_cmpint (cost_of (game, "sea"), ==, 2);
  g_assert_false (cost_warns (game, "sea", "entry"));
  conquer (game, "sea");
  conquer (game, "x1");
  g_assert_cmpint (end_turn (game), ==, 2);
  end_turn (game);
  decline (game);
  /* They stay in the sea, which scores. */
  g_assert_cmpint (end_turn (game), ==, 2);
}

static void
test_night_elves (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "night-elves", "farmer");
  put (game, "y1", 1);
  g_assert_cmpint (cost_of (game, "y2"), ==, 1);
  conquer (game, "y2");
  g_assert_cmpint (markers_in (game, "y2", "wisp-wall"), ==, 1);
  end_turn (game);
  take (game, "orcs", "farmer");
  put (game, "x2", 1);
  g_assert_cmpint (cost_of (game, "y2"), ==, 2 + 1 + 1);
}

static void
test_orcs (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "humans", "ranger");
  put (game, "y1 y2", 1);
  end_turn (game);
  take (game, "orcs", "ranger");
  put (game, "x1", 1);
  conquer (game, "y1");
  conquer (game, "y2");
  /* 3 regions + 1 forest; Orcs 2 Alliance regions; faction: 1 race. */
  g_assert_cmpint (end_turn (game), ==, 3 + 1 + 2 + 1);
}

static void
test_pandaren (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "pandaren", "ranger");
  put (game, "y1", 1);
  end_turn (game);
  take (game, "orcs", "ranger");
  put (game, "x1", 1);
  /* The app offers the harmony against the Pandaren's player only. */
  g_assert_cmpstr (sw_game_race_named_by (game, "pandaren"), ==, "harmony");
  g_assert_null (sw_game_race_named_by (game, "orcs"));
  gint owner = sw_game_player (game, 0)->coins;
  /* Bob holds Ann's harmony token: he pays 2 before attacking her. */
  use_power (game, "harmony", "0");
  conquer (game, "y1");
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, owner + 2);
  g_assert_cmpint (end_turn (game), ==, 2 - 2);
}

static void
test_tauren (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "tauren", "ranger");
  put (game, "y1", 2);
  /* At least 2 whatever the discounts. */
  g_assert_cmpint (cost_of (game, "y2"), ==, 2);
  put (game, "y2", 3);
  end_turn (game);
  end_turn (game);
  decline (game);
  /* 2 tokens per region in decline. */
  g_assert_cmpint (tokens_in (game, "y2"), ==, 2);
  end_turn (game);
  take (game, "orcs", "ranger");
  put (game, "x1", 1);
  gint before = sw_game_band (game, sw_game_player (game, 0)->decline)->hand;
  conquer (game, "y1");
  /* A decline region loses all its tokens. */
  g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->decline)->hand, ==, before);
}

static void
test_trolls (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "trolls", "ranger");
  put (game, "x1", 1);
  g_assert_cmpint (cost_of (game, "x2"), ==, 2);   /* murloc: 3 − 1 */
  g_assert_cmpint (cost_of (game, "y1"), ==, 2);   /* empty */
}

static void
test_worgen (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "worgen", "ranger");
  use_power (game, "worgen", "worgen");
  put (game, "x1", 1);
  g_assert_cmpint (cost_of (game, "y1"), ==, 1);
  g_assert_cmpint (end_turn (game), ==, 1 - 1);
  end_turn (game);
  use_power (game, "worgen", "human");
  g_assert_cmpint (cost_of (game, "y1"), ==, 2);
  g_assert_cmpint (end_turn (game), ==, 1 + 2);
}

/* ---- powers (docs/rules.md 2.6) --------------------------------------------------- */

static void
test_archaeologist (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "archaeologist");
  put (game, "x1 y1", 1);
  place (game, "x1", "dark-portal");
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_MARKER);
  action->region = g_strdup ("y1");
  action->marker = g_strdup ("artifact");
  action->target = g_strdup ("frostmourne");
  action->count = 1;
  ok (sw_game_append (game, action, &error), error);
  /* 2 regions + 2 (an artifact and a place) + Dark Portal 2. */
  g_assert_cmpint (end_turn (game), ==, 2 + 2 + 2);
}

static void
test_battle_master (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "battle-master");
  put (game, "x1", 1);
  conquer (game, "x2");
  conquer (game, "y1");
  g_assert_cmpint (end_turn (game), ==, 3 + 1);
}

/* Orc Beastmasters holding @regions (2 tokens each) come back to their
 * next turn and ready their troops: what their hand gained. */
static gint
beastmaster_readies (SwGame *game, const char *regions)
{
  take (game, "orcs", "beastmaster");
  put (game, regions, 2);
  end_turn (game);
  end_turn (game);
  gint hand = active_band (game, 0)->hand;
  simple (game, SW_ACTION_READY, FALSE);
  return active_band (game, 0)->hand - hand;
}

static void
test_beastmaster (void)
{
  g_autoptr(SwGame) game = new_game ();
  /* 1 + 1 back from the regions, + 2 beasts for the 2 hills. */
  g_assert_cmpint (beastmaster_readies (game, "x2 y3"), ==, 2 + 2);
  g_assert_cmpint (active_band (game, 0)->beasts, ==, 2);
  put (game, "y3", 3);
  marker (game, "y3", "beast", 1);
  end_turn (game);
  take (game, "humans", "ranger");
  put (game, "y2", 1);
  gint supply = active_band (game, 0)->supply;
  conquer (game, "y3");
  /* The loss is a beast: no race token back to the box. */
  g_assert_cmpint (active_band (game, 0)->supply, ==, supply);
  g_assert_cmpint (active_band (game, 0)->beasts, ==, 1);
}

/* docs/rules.md 2.6: a beast per Hill only; a forest brings none. */
static void
test_beastmaster_hills_only (void)
{
  g_autoptr(SwGame) game = new_game ();
  /* 1 + 1 + 1 back from the regions, + 2 beasts for the hills x2 and y3. */
  g_assert_cmpint (beastmaster_readies (game, "x2 y2 y3"), ==, 3 + 2);
  g_assert_cmpint (active_band (game, 0)->beasts, ==, 2);
}

static void
test_blacksmith (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "blacksmith");
  put (game, "x1", 1);
  g_assert_cmpint (cost_of (game, "x2"), ==, 2);
}

static void
test_champion (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "champion");
  put (game, "x1", 1);
  gint hand = active_band (game, 0)->hand;
  conquer_via (game, "y1", "champion", -1, FALSE);
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand - 1);
  g_assert_cmpint (markers_in (game, "y1", "champion"), ==, 1);
  end_turn (game);
  take (game, "humans", "ranger");
  put (game, "y2", 1);
  gint ransom = sw_game_player (game, 0)->coins;
  hand = active_band (game, 0)->hand;
  conquer (game, "y1");
  /* No token lost, the owner pays 1 ransom. */
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand + 1);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, ransom - 1);
}

static void
test_defender (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "defender");
  put (game, "y1", 1);
  marker (game, "y1", "watchtower", 1);
  end_turn (game);
  take (game, "humans", "ranger");
  g_assert_true (cost_warns (game, "y1", "watchtower"));
}

static void
test_enraged (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "humans", "ranger");
  put (game, "y1", 3);
  put (game, "y2", 1);
  end_turn (game);
  take (game, "orcs", "enraged");
  put (game, "x1", 1);
  conquer (game, "y1");   /* 3 defenders */
  conquer (game, "y2");   /* 1 defender: nothing */
  /* 3 regions + Enraged 3 + Orcs 2 Alliance regions + faction 1. */
  g_assert_cmpint (end_turn (game), ==, 3 + 3 + 2 + 1);
}

static void
test_explorer (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "explorer");
  put (game, "x1 y1 s1", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

static void
test_farmer (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "farmer");
  put (game, "x1 y1 y2", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

static void
test_fisherman (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "fisherman");
  put (game, "x1 y4 y3", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

static void
test_fortified (void)
{
  /* I-W5: forts defend, also in decline, but pay nothing. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "fortified");
  put (game, "x1", 1);
  marker (game, "x1", "fort", 1);
  g_assert_cmpint (end_turn (game), ==, 1);
  take (game, "humans", "ranger");
  put (game, "y1", 1);
  g_assert_cmpint (cost_of (game, "x1"), ==, 2 + 1 + 1);
}

static void
test_herbalist (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "herbalist");
  put (game, "x2 y3", 1);
  g_assert_cmpint (end_turn (game), ==, 2 + 2);
}

static void
test_intimidator (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "humans", "ranger");
  put (game, "y2", 2);
  put (game, "y3", 1);
  end_turn (game);
  take (game, "orcs", "intimidator");
  put (game, "y1", 1);
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("intimidator");
  action->region = g_strdup ("y2");
  action->target = g_strdup ("y3");
  ok (sw_game_append (game, action, &error), error);
  /* One Human moved from y2 to y3. */
  g_assert_cmpint (tokens_in (game, "y2"), ==, 1);
  g_assert_cmpint (tokens_in (game, "y3"), ==, 2);
  /* A murloc is discarded, and counts as a loss made. */
  action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("intimidator");
  action->region = g_strdup ("x2");
  ok (sw_game_append (game, action, &error), error);
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "x2"))->natives, ==, 0);
  g_assert_cmpuint (active_band (game, 1)->losses_caused, ==, 1);
}

static void
test_bog_dweller (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "bog-dweller");
  put (game, "y5", 1);
  end_turn (game);
  take (game, "humans", "ranger");
  put (game, "y4", 1);
  gint owner = sw_game_player (game, 0)->coins;
  conquer (game, "y5");
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, owner + 1);
}

static void
test_miner (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "miner");
  put (game, "x4 y4 y3", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

static void
test_mountaineer (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "mountaineer");
  put (game, "x3 x2", 1);
  g_assert_cmpint (end_turn (game), ==, 2 + 1);
}

static void
test_portal_mage (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "humans", "ranger");
  put (game, "x5", 3);
  end_turn (game);
  take (game, "orcs", "portal-mage");
  put (game, "y3", 1);
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("portal-mage");
  action->region = g_strdup ("y3");
  action->target = g_strdup ("x5");
  ok (sw_game_append (game, action, &error), error);
  g_assert_false (game_warned (game, "Magic regions only"));
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "x5"))->band, ==, sw_game_player (game, 1)->active);
  g_assert_cmpint (tokens_in (game, "y3"), ==, 3);

  /* y2 has no Magic symbol: the swap is recorded with a warning */
  action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("portal-mage");
  action->region = g_strdup ("y3");
  action->target = g_strdup ("y2");
  ok (sw_game_append (game, action, &error), error);
  g_assert_true (game_warned (game, "Magic regions only"));
}

static void
test_ranger (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "ranger");
  put (game, "x4 y2 s2 x1", 1);
  g_assert_cmpint (end_turn (game), ==, 4 + 3);
}

static void
test_sailor (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "sailor");
  g_assert_cmpint (cost_of (game, "x1"), ==, 2);
  g_assert_false (cost_has_item (game, "x1", "travel fee"));
}

static void
test_swamp_walker (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "swamp-walker");
  put (game, "x5 y5", 1);
  g_assert_cmpint (end_turn (game), ==, 2 + 2);
}

/* ---- artifacts (docs/rules.md 4.3) -------------------------------------------------- */

static void
test_aegis (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "ranger");
  put (game, "y1", 1);
  marker (game, "y1", "aegis-of-aggramar", 1);
  end_turn (game);
  take (game, "humans", "ranger");
  put (game, "x1", 1);
  g_assert_true (cost_warns (game, "y1", "Aegis"));
  gint owner = sw_game_player (game, 0)->coins;
  conquer (game, "y1");
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, owner + 2);
}

static void
test_ashes (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "ranger");
  put (game, "x1", 1);
  SwCost *cost = sw_conquest_cost_for (game, sw_game_player (game, 0)->active,
                                       sw_game_region_index (game, "s2"), "ashes-of-alar");
  g_assert_cmpuint (cost->warnings->len, ==, 0);
  sw_cost_free (cost);
}

static void
test_doomhammer (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "humans", "ranger");
  put (game, "y1", 1);
  marker (game, "y1", "fort", 1);
  end_turn (game);
  take (game, "orcs", "ranger");
  put (game, "x1", 1);
  gint victim = sw_game_player (game, 0)->coins;
  conquer_via (game, "y1", "doomhammer", -1, FALSE);
  g_assert_cmpint (tokens_in (game, "y1"), ==, 1);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, victim + 2);
}

static void
test_frostmourne (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "ranger");
  put (game, "x1", 1);
  SwCost *cost = sw_conquest_cost_for (game, sw_game_player (game, 0)->active,
                                       sw_game_region_index (game, "x2"), "frostmourne");
  g_assert_cmpint (cost->total, ==, 1);
  sw_cost_free (cost);
}

static void
test_heart (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "humans", "ranger");
  put (game, "y2", 1);
  end_turn (game);
  take (game, "orcs", "ranger");
  put (game, "y1", 1);
  marker (game, "y1", "heart-of-azeroth", 1);
  gint victim = sw_game_player (game, 0)->coins;
  g_assert_cmpint (end_turn (game), ==, 1 + 1);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, victim - 1);
}

/* ---- legendary places (docs/rules.md 4.4) ------------------------------------------- */

/* E10: Farmer Orcs (Horde) conquer 2 regions of C's active Night Elves,
 * 1 of C's decline Dwarves, a murloc and a Pandaren region; they end with
 * 7 regions, 2 fields: 7 + 2 + faction 2 + Orcs 3 = 14; on the
 * Battlefield the faction bonus is min(2,2) + min(1,2) = 3: 15. */
static gint
example_e10 (gboolean battlefield)
{
  g_autoptr(SwGame) game = new_game_for (3);
  end_turn (game);   /* Ann */
  end_turn (game);   /* Bob */
  take (game, "dwarves", "ranger");   /* Cid */
  put (game, "y3", 1);
  end_turn (game);
  end_turn (game);
  end_turn (game);
  decline (game);
  end_turn (game);
  end_turn (game);
  take (game, "pandaren", "ranger");  /* Bob */
  put (game, "x3", 1);
  end_turn (game);
  take (game, "night-elves", "ranger");  /* Cid */
  put (game, "y1 y2", 1);
  end_turn (game);
  take (game, "orcs", "farmer");      /* Ann */
  put (game, "x1", 1);
  if (battlefield)
    place (game, "x1", "battlefield");
  conquer (game, "y1");
  conquer (game, "y2");
  conquer (game, "y3");
  conquer (game, "x2");   /* murloc */
  conquer (game, "x3");   /* Pandaren */
  put (game, "x4", 1);
  return end_turn (game);
}

static void
test_example_e10 (void)
{
  g_assert_cmpint (example_e10 (FALSE), ==, 14);
}

static void
test_battlefield (void)
{
  g_assert_cmpint (example_e10 (TRUE), ==, 15);
}

static void
test_battlefield_neutral (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "humans", "ranger");
  put (game, "y1", 1);
  end_turn (game);
  take (game, "pandaren", "farmer");
  put (game, "x1", 1);
  place (game, "x1", "battlefield");
  use_power (game, "battlefield", "horde");
  conquer (game, "y1");
  /* 2 regions + 2 fields + 1 Alliance race beaten as Horde. */
  g_assert_cmpint (end_turn (game), ==, 2 + 2 + 1);
}

static void
test_dark_portal (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "ranger");
  put (game, "x1", 1);
  place (game, "x1", "dark-portal");
  g_assert_cmpint (end_turn (game), ==, 1 + 2);
  end_turn (game);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 1);
}

static void
test_karazhan (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "ranger");
  put (game, "x1 y1 y4", 1);
  place (game, "x1", "karazhan");
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

static void
test_lights_hope_chapel (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "ranger");
  put (game, "y1", 3);
  place (game, "y1", "lights-hope-chapel");
  gint hand = active_band (game, 0)->hand;
  end_turn (game);
  take (game, "humans", "ranger");
  put (game, "x1", 1);
  conquer (game, "y1");
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand + 3);
}

static void
test_meeting_stone (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "ranger");
  put (game, "y1", 1);
  g_assert_cmpint (cost_of (game, "s1"), ==, 3);
  place (game, "y1", "meeting-stone");
  g_assert_cmpint (cost_of (game, "s1"), ==, 2);
}

static void
test_spirit_healer (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick_tokens (game, "forsaken", "ranger", 10);
  put (game, "y1", 1);
  place (game, "y1", "spirit-healer");
  gint b = sw_game_player (game, 0)->active;
  gint before = active_band (game, 0)->hand + sw_game_band_tokens (game, b);
  GError *error = NULL;
  ok (sw_game_append (game, sw_action_new (SW_ACTION_REDEPLOY), &error), error);
  g_assert_cmpint (active_band (game, 0)->hand + sw_game_band_tokens (game, b), ==, before + 1);
}

static void
test_well_of_eternity (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "orcs", "ranger");
  put (game, "y4 y5", 1);
  place (game, "lake", "well-of-eternity");
  g_assert_cmpint (end_turn (game), ==, 2 + 2);
  end_turn (game);
  decline (game);
  /* Works in decline. */
  g_assert_cmpint (end_turn (game), ==, 2 + 2);
}

/* ---- faction bonus and the seeds' examples ----------------------------------- */

static void
test_example_s5 (void)
{
  /* E-S5: Archaeologist Blood Elves conquer a Dwarf entry region and 2 Human
   * regions: faction 2; with 3 regions, one Magic, and decline Forsaken in 4: 10. */
  g_autoptr(SwGame) game = new_game_for (3);
  pick_tokens (game, "forsaken", "herbalist", 10);
  put (game, "s1 s2 x3 x4", 1);
  end_turn (game);
  take (game, "dwarves", "ranger");
  put (game, "x5", 1);
  end_turn (game);
  take (game, "humans", "ranger");
  put (game, "y4 y5", 1);
  end_turn (game);
  decline (game);
  end_turn (game);
  end_turn (game);
  end_turn (game);
  take (game, "blood-elves", "archaeologist");
  conquer (game, "x5");
  conquer (game, "y5");
  conquer (game, "y4");
  g_assert_cmpint (end_turn (game), ==, 3 + 1 + 2 + 4);
}

static void
test_faction_neutral (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "humans", "ranger");
  put (game, "y1", 1);
  end_turn (game);
  take (game, "pandaren", "farmer");
  put (game, "x1", 1);
  conquer (game, "y1");
  /* Neutral races give and receive nothing: 2 regions + 2 fields. */
  g_assert_cmpint (end_turn (game), ==, 2 + 2);
}

/* The marker a combo puts down by hand, which the table's marker list
 * offers first: its power's (the Defender's watchtowers, the Fortified's
 * forts), else its race's (the Goblins' bombs, the Humans' objectives). */
static void
test_own_markers (void)
{
  g_assert_cmpstr (own_marker_of_combo (new_game (), "goblins", "defender"), ==, "watchtower");
  g_assert_cmpstr (own_marker_of_combo (new_game (), "orcs", "fortified"), ==, "fort");
  g_assert_cmpstr (own_marker_of_combo (new_game (), "goblins", "farmer"), ==, "bomb");
  g_assert_cmpstr (own_marker_of_combo (new_game (), "humans", "ranger"), ==, "objective");
  g_assert_null (own_marker_of_combo (new_game (), "orcs", "ranger"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/warcraft/entry", test_entry);
  g_test_add_func ("/warcraft/face-down-marker", test_face_down_marker);
  g_test_add_func ("/warcraft/own-markers", test_own_markers);
  g_test_add_func ("/warcraft/entry/from-catalog", test_entry_from_catalog);
  g_test_add_func ("/warcraft/race/blood-elves", test_blood_elves);
  g_test_add_func ("/warcraft/race/draenei", test_draenei);
  g_test_add_func ("/warcraft/race/dwarves", test_dwarves);
  g_test_add_func ("/warcraft/race/ethereals", test_ethereals);
  g_test_add_func ("/warcraft/race/forsaken", test_forsaken);
  g_test_add_func ("/warcraft/race/gnomes", test_gnomes);
  g_test_add_func ("/warcraft/race/gnomes/final-air-strike", test_gnomes_final_air_strike);
  g_test_add_func ("/warcraft/race/gnomes/final-air-strike-fails", test_gnomes_final_air_strike_fails);
  g_test_add_func ("/warcraft/race/goblins", test_goblins);
  g_test_add_func ("/warcraft/race/humans", test_humans);
  g_test_add_func ("/warcraft/race/kobolds", test_kobolds);
  g_test_add_func ("/warcraft/race/naga", test_naga);
  g_test_add_func ("/warcraft/race/night-elves", test_night_elves);
  g_test_add_func ("/warcraft/race/orcs", test_orcs);
  g_test_add_func ("/warcraft/race/pandaren", test_pandaren);
  g_test_add_func ("/warcraft/race/tauren", test_tauren);
  g_test_add_func ("/warcraft/race/trolls", test_trolls);
  g_test_add_func ("/warcraft/race/worgen", test_worgen);
  g_test_add_func ("/warcraft/power/archaeologist", test_archaeologist);
  g_test_add_func ("/warcraft/power/battle-master", test_battle_master);
  g_test_add_func ("/warcraft/power/beastmaster", test_beastmaster);
  g_test_add_func ("/warcraft/power/beastmaster-hills-only", test_beastmaster_hills_only);
  g_test_add_func ("/warcraft/power/blacksmith", test_blacksmith);
  g_test_add_func ("/warcraft/power/champion", test_champion);
  g_test_add_func ("/warcraft/power/defender", test_defender);
  g_test_add_func ("/warcraft/power/enraged", test_enraged);
  g_test_add_func ("/warcraft/power/explorer", test_explorer);
  g_test_add_func ("/warcraft/power/farmer", test_farmer);
  g_test_add_func ("/warcraft/power/fisherman", test_fisherman);
  g_test_add_func ("/warcraft/power/fortified", test_fortified);
  g_test_add_func ("/warcraft/power/herbalist", test_herbalist);
  g_test_add_func ("/warcraft/power/intimidator", test_intimidator);
  g_test_add_func ("/warcraft/power/bog-dweller", test_bog_dweller);
  g_test_add_func ("/warcraft/power/miner", test_miner);
  g_test_add_func ("/warcraft/power/mountaineer", test_mountaineer);
  g_test_add_func ("/warcraft/power/portal-mage", test_portal_mage);
  g_test_add_func ("/warcraft/power/ranger", test_ranger);
  g_test_add_func ("/warcraft/power/sailor", test_sailor);
  g_test_add_func ("/warcraft/power/swamp-walker", test_swamp_walker);
  g_test_add_func ("/warcraft/artifact/aegis-of-aggramar", test_aegis);
  g_test_add_func ("/warcraft/artifact/ashes-of-alar", test_ashes);
  g_test_add_func ("/warcraft/artifact/doomhammer", test_doomhammer);
  g_test_add_func ("/warcraft/artifact/frostmourne", test_frostmourne);
  g_test_add_func ("/warcraft/artifact/heart-of-azeroth", test_heart);
  g_test_add_func ("/warcraft/place/battlefield", test_battlefield);
  g_test_add_func ("/warcraft/place/battlefield/neutral-side", test_battlefield_neutral);
  g_test_add_func ("/warcraft/place/dark-portal", test_dark_portal);
  g_test_add_func ("/warcraft/place/karazhan", test_karazhan);
  g_test_add_func ("/warcraft/place/lights-hope-chapel", test_lights_hope_chapel);
  g_test_add_func ("/warcraft/place/meeting-stone", test_meeting_stone);
  g_test_add_func ("/warcraft/place/spirit-healer", test_spirit_healer);
  g_test_add_func ("/warcraft/place/well-of-eternity", test_well_of_eternity);
  g_test_add_func ("/warcraft/example/E-S4", test_forsaken);
  g_test_add_func ("/warcraft/example/E-S5", test_example_s5);
  g_test_add_func ("/warcraft/example/E10", test_example_e10);
  g_test_add_func ("/warcraft/faction/neutral", test_faction_neutral);
  return g_test_run ();
}
