/* test-game-underground.c: Underground races, powers, places and relics, and docs/rules.md 6's Underground examples. */
#include "config.h"

#include <stdlib.h>

#include "sw-test-game.h"

/* u1 cavern (mining)      u2 mushroom forest (crystal)   u3 mudpool (2 monsters)
 * u4 mudpool (black mtn)  river (touches u1 u2 u4 u5)    u5 mushroom forest
 * chasm (volcano symbol; borders u3 u5 u6)  u6 cavern (crystal)  u7 mudpool  u8 cavern (mining) */
static const TestRegion board[] = {
  { "u1", "cavern", TRUE, "mining", NULL, "u2 u4 river" },
  { "u2", "mushroom-forest", TRUE, "mystic-crystal", NULL, "u1 u3 river" },
  { "u3", "mudpool", TRUE, "monster", "monster*2", "u2 chasm u6" },
  { "u4", "mudpool", TRUE, "black-mountain", "black-mountain", "u1 river u5" },
  { "river", "river", TRUE, NULL, NULL, "u1 u2 u4 u5" },
  { "u5", "mushroom-forest", FALSE, NULL, NULL, "river u4 u6 chasm" },
  { "chasm", "chasm", FALSE, "volcano", NULL, "u3 u5 u6" },
  { "u6", "cavern", FALSE, "mystic-crystal", NULL, "u3 u5 chasm u7" },
  { "u7", "mudpool", TRUE, NULL, NULL, "u6 u8" },
  { "u8", "cavern", TRUE, "mining", NULL, "u7" },
};

static SwGame *
new_game (void)
{
  return test_game (test_board ("underground", board, G_N_ELEMENTS (board)), 2);
}

/* Underground numbers are not in the seeds: the table gives them. */
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

/* ---- the map's Underground rules ----------------------------------------- */

static void
test_setup (void)
{
  g_autoptr(SwGame) game = new_game ();
  /* docs/rules.md 1.1: 2 monsters per monster region, a black mountain. */
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "u3"))->natives, ==, 2);
  g_assert_cmpint (markers_in (game, "u4", "black-mountain"), ==, 1);
  take (game, "shadow-mimes", "mining");
  g_assert_cmpint (cost_of (game, "u3"), ==, 2 + 2);
  g_assert_cmpint (cost_of (game, "u4"), ==, 2 + 1);
  /* A river costs 1 and never scores for a race but Kraken. */
  g_assert_cmpint (cost_of (game, "river"), ==, 1);
  g_assert_true (cost_warns (game, "chasm", "never"));
  put (game, "river u1", 1);
  g_assert_cmpint (end_turn (game), ==, 1 + 1);
}

/* docs/rules.md I-U1: the monsters' region, once taken, waits for the
 * place or relic found there; nothing else does, and the find is put once. */
static void
test_found_under_monsters (void)
{
  g_autoptr(SwGame) game = new_game ();
  gint u3 = sw_game_region_index (game, "u3");

  g_assert_null (sw_game_region_find_question (game, u3));
  take (game, "shadow-mimes", "mining");
  put (game, "u2", 2);
  conquer (game, "u3");
  g_assert_cmpint (sw_game_region_state (game, u3)->natives, ==, 0);
  g_assert_nonnull (sw_game_region_find_question (game, u3));
  /* a region without monsters never does */
  g_assert_null (sw_game_region_find_question (game, sw_game_region_index (game, "u2")));
  g_assert_false (sw_game_find_on_board (game, "diamond-fields"));
  place (game, "u3", "diamond-fields");
  g_assert_null (sw_game_region_find_question (game, u3));
  g_assert_true (sw_game_find_on_board (game, "diamond-fields"));

  /* a relic found: it may move on later, the region is answered; one
   * moving in from elsewhere is not what the monsters guarded */
  g_clear_pointer (&game, sw_game_unref);
  game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u2", 2);
  marker (game, "u2", "stinky-trolls-socks", 1);
  conquer (game, "u3");
  marker (game, "u3", "stinky-trolls-socks", 1);
  g_assert_nonnull (sw_game_region_find_question (game, u3));
  marker (game, "u3", "shiny-orb", 1);
  g_assert_null (sw_game_region_find_question (game, u3));
  g_assert_true (sw_game_find_on_board (game, "shiny-orb"));
  marker (game, "u3", "shiny-orb", 0);
  g_assert_null (sw_game_region_find_question (game, u3));
  g_assert_false (sw_game_find_on_board (game, "shiny-orb"));
}

/* ---- races (docs/rules.md 2.3) ------------------------------------------------- */

static void
test_cultists (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "cultists", "mining");
  put (game, "u1", 2);
  marker (game, "u1", "great-ancient", 1);
  g_assert_cmpint (cost_of (game, "u2"), ==, 1);
  g_assert_cmpint (cost_of (game, "u8"), ==, 2);
  end_turn (game);
  take (game, "shadow-mimes", "mining");
  g_assert_true (cost_warns (game, "u1", "Great Ancient"));
}

static void
test_drow (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "drow", "mining");
  put (game, "u7 u8", 1);
  /* Both isolated: 2 + 2 + 1 mining (u8). */
  g_assert_cmpint (end_turn (game), ==, 2 + 2 + 1);
  take (game, "shadow-mimes", "mining");
  put (game, "u6", 1);
  end_turn (game);
  /* u7 now touches the Ratmen: only u8 is isolated. */
  g_assert_cmpint (end_turn (game), ==, 2 + 1 + 1);
}

static void
test_flames (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "flames", "mining");
  marker (game, "chasm", "volcano", 1);
  g_assert_true (cost_warns (game, "u8", "volcano"));
  g_assert_false (cost_warns (game, "u3", "volcano"));
  /* Next to the volcano: the 2 monsters do not count. */
  g_assert_cmpint (cost_of (game, "u3"), ==, 2);
  conquer (game, "u3");
  /* Q8: the monsters are still removed. */
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "u3"))->natives, ==, 0);
}

static void
test_gnomes (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "gnomes", "mining");
  put (game, "u1", 1);
  end_turn (game);
  take (game, "shadow-mimes", "vampire");
  put (game, "u2", 1);
  SwCost *cost = sw_conquest_cost_for (game, sw_game_player (game, 1)->active,
                                       sw_game_region_index (game, "u1"), "vampire");
  gboolean warned = FALSE;
  for (guint i = 0; i < cost->warnings->len; i++)
    warned |= strstr (g_ptr_array_index (cost->warnings, i), "Gnomes") != NULL;
  sw_cost_free (cost);
  g_assert_true (warned);
}

/* Whether the cost of @region for the player to play, made with @via,
 * warns with @fragment. */
static gboolean
via_warns (SwGame *game, const char *region, const char *via, const char *fragment)
{
  SwCost *cost = sw_conquest_cost_for (game, sw_game_player (game, game->seat)->active,
                                       sw_game_region_index (game, region), via);
  gboolean warned = FALSE;
  for (guint i = 0; i < cost->warnings->len; i++)
    warned |= strstr (g_ptr_array_index (cost->warnings, i), fragment) != NULL;
  sw_cost_free (cost);
  return warned;
}

static void
test_gnomes_immune (void)
{
  /* docs/rules.md 2.3 Gnomes: in others' turns their regions are taken by
   * plain conquest only: no relic, place, race or special power. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "gnomes", "mining");
  put (game, "u1", 1);
  end_turn (game);
  take (game, "shadow-mimes", "stone");
  put (game, "u2", 1);
  g_assert_false (cost_warns (game, "u1", "Gnomes"));
  g_assert_true (via_warns (game, "u1", "flying-doormat", "Gnomes"));
  g_assert_true (via_warns (game, "u1", "stinky-trolls-socks", "Gnomes"));
  g_assert_true (via_warns (game, "u1", "sword-of-the-killer-rabbit", "Gnomes"));
  g_assert_true (via_warns (game, "u1", "shiny-orb", "Gnomes"));
  /* A conquest with a relic logs the warning too, and still happens. */
  conquer_via (game, "u1", "sword-of-the-killer-rabbit", -1, FALSE);
  g_assert_true (game_warned (game, "Gnomes cannot be taken with Sword"));
  g_assert_cmpint (tokens_in (game, "u1"), >, 0);
}

static void
test_gnomes_race_powers (void)
{
  /* docs/rules.md 2.3 Gnomes: the Ogres' −1 is a race power: it does not take a
   * Gnome region; once the Gnomes are in decline the shield is gone. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "gnomes", "mining");
  put (game, "u1", 1);
  end_turn (game);
  take (game, "ogres", "stone");
  put (game, "u2", 1);
  g_assert_true (cost_warns (game, "u1", "Gnomes are immune to Ogres"));
  end_turn (game);
  decline (game);
  end_turn (game);
  g_assert_false (cost_warns (game, "u1", "Gnomes"));
  g_assert_false (via_warns (game, "u1", "flying-doormat", "Gnomes"));
}

static void
test_gnomes_pay_nothing (void)
{
  /* docs/rules.md 8 immune payers: a Gnome region never pays Thieving or the Ring. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "gnomes", "mining");
  put (game, "u7", 1);
  end_turn (game);
  take (game, "shadow-mimes", "thieving");
  put (game, "u8", 1);
  marker (game, "u8", "froggys-ring", 1);
  gint coins = sw_game_player (game, 0)->coins;
  g_assert_cmpint (end_turn (game), ==, 1);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, coins);
}

static void
test_gnomes_balrog (void)
{
  /* docs/rules.md 2.3 Gnomes: the Balrog cannot take them. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "gnomes", "mining");
  put (game, "u8", 1);
  end_turn (game);
  take (game, "shadow-mimes", "stone");
  put (game, "u7", 1);
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("wickedest-pentacle");
  action->region = g_strdup ("u8");
  ok (sw_game_append (game, action, &error), error);
  g_assert_true (game_warned (game, "the Balrog cannot take a Gnome region"));
}

static void
test_iron_dwarves (void)
{
  /* docs/rules.md 2.3: +1 hammer per Mining region at redeployment, usable for
   * conquest next turn, gone from the map at the next redeployment. */
  g_autoptr(SwGame) game = new_game ();
  pick_tokens (game, "iron-dwarves", "stone", 6);
  conquer (game, "u8");   /* mining */
  conquer (game, "u7");
  GError *error = NULL;
  ok (sw_game_append (game, sw_action_new (SW_ACTION_REDEPLOY), &error), error);
  g_assert_cmpint (active_band (game, 0)->hammers, ==, 1);
  end_turn (game);
  end_turn (game);
  gint hand = active_band (game, 0)->hand;
  simple (game, SW_ACTION_READY, FALSE);
  /* u8 held 2, u7 2: 1 + 1 back, + 1 hammer. */
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand + 2 + 1);
  ok (sw_game_append (game, sw_action_new (SW_ACTION_REDEPLOY), &error), error);
  /* The hammer left; tokens are as before. */
  g_assert_cmpint (active_band (game, 0)->hand + sw_game_band_tokens (game, sw_game_player (game, 0)->active), ==, 6);
}

static void
test_kraken (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "kraken", "mining");
  put (game, "river u1", 1);
  /* The river scores for Kraken: 2 regions + 1 mining. */
  g_assert_cmpint (end_turn (game), ==, 3);
  end_turn (game);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 2);
}

/* docs/rules.md 1.9: a river is left empty after the redeployment, but
 * where the Balrog stands (the region is his). */
static void
test_balrog_river (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "mining");
  put (game, "river u1", 1);
  gboolean warned = FALSE;
  {
    g_autoptr(GPtrArray) warnings = sw_game_end_turn_warnings (game);
    for (guint i = 0; i < warnings->len; i++)
      warned |= strstr (g_ptr_array_index (warnings, i), "river must be left empty") != NULL;
  }
  g_assert_true (warned);
  marker (game, "river", "balrog", 1);
  {
    g_autoptr(GPtrArray) warnings = sw_game_end_turn_warnings (game);
    for (guint i = 0; i < warnings->len; i++)
      g_assert_null (strstr (g_ptr_array_index (warnings, i), "river must be left empty"));
  }
}

static void
test_liches (void)
{
  /* docs/rules.md 6.2 E9. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "liches", "mining");
  put (game, "u6 u7 u8", 1);
  end_turn (game);
  take (game, "ogres", "mining");
  put (game, "u3", 1);
  end_turn (game);
  decline (game);
  gint a_before = sw_game_player (game, 0)->coins;
  end_turn (game);
  a_before = sw_game_player (game, 0)->coins;
  gint b_before = sw_game_player (game, 1)->coins;
  conquer (game, "u6");
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, a_before + 1);
  g_assert_cmpint (sw_game_player (game, 1)->coins, ==, b_before - 1);
  g_assert_cmpint (end_turn (game), ==, 2 - 1);
}

static void
test_lizardmen (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "lizardmen", "stone");
  put (game, "u1", 1);
  /* u5 lies across the river from u1. */
  g_assert_false (cost_warns (game, "u5", "adjacent"));
  end_turn (game);
  take (game, "shadow-mimes", "stone");
  put (game, "u4", 1);
  /* Others must stop in the river: u2 is not adjacent to u4. */
  g_assert_true (cost_warns (game, "u2", "adjacent"));
}

static void
test_mudmen (void)
{
  g_autoptr(SwGame) game = new_game ();
  pick_tokens (game, "mudmen", "mining", 8);
  conquer (game, "u4");   /* mudpool with a black mountain: 3 */
  conquer (game, "u1");
  gint b = sw_game_player (game, 0)->active;
  gint before = active_band (game, 0)->hand + sw_game_band_tokens (game, b);
  GError *error = NULL;
  ok (sw_game_append (game, sw_action_new (SW_ACTION_REDEPLOY), &error), error);
  g_assert_cmpint (active_band (game, 0)->hand + sw_game_band_tokens (game, b), ==, before + 1);
}

static void
test_mummies (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "mummies", "mining");
  g_assert_cmpint (cost_of (game, "u1"), ==, 3);
  g_assert_true (cost_has_item (game, "u1", "Mummies +1"));
}

static void
test_ogres (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "mining");
  g_assert_cmpint (cost_of (game, "u3"), ==, 3);
}

static void
test_shadow_mimes (void)
{
  g_autoptr(SwGame) game = new_game ();
  GError *error = NULL;
  static const char *const row[][2] = { { "shadow-mimes", "stone" }, { "ogres", "mining" } };
  for (guint i = 0; i < 2; i++)
    {
      SwAction *reveal = sw_action_new (SW_ACTION_REVEAL);
      reveal->race = g_strdup (row[i][0]);
      reveal->power = g_strdup (row[i][1]);
      ok (sw_game_append (game, reveal, &error), error);
    }
  take (game, "shadow-mimes", "stone");
  g_assert_false (game_warned (game, "the row shows"));
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("shadow-mimes");
  action->target = g_strdup ("0");
  ok (sw_game_append (game, action, &error), error);
  /* They now have Mining; the row's Ogres have Stone. */
  g_assert_cmpstr (active_band (game, 0)->power, ==, "mining");
  g_assert_cmpstr (g_array_index (game->row, SwCombo, 0).power, ==, "stone");
  put (game, "u1 u8", 1);
  g_assert_cmpint (end_turn (game), ==, 2 + 2);
}

static void
test_shrooms (void)
{
  /* docs/rules.md 6.1 E-S3: Mystic Shrooms, 3 regions, one Mystic Crystal, no forest: 4. */
  g_autoptr(SwGame) game = new_game ();
  pick_tokens (game, "shrooms", "mystic", 9);
  put (game, "u6 u7 u8", 1);
  g_assert_cmpint (end_turn (game), ==, 4);
  end_turn (game);
  put (game, "u2 u5", 1);
  /* 5 regions, 2 mushroom forests, 2 crystals. */
  g_assert_cmpint (end_turn (game), ==, 5 + 2 + 2);
}

static void
test_spiderines (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "spiderines", "mining");
  /* u5 is inland but borders the chasm: a way in. */
  g_assert_false (cost_warns (game, "u5", "border"));
  conquer (game, "u5");
  /* u3 borders the chasm: adjacent to the Spiderines. */
  g_assert_false (cost_warns (game, "u3", "adjacent"));
  g_assert_true (cost_warns (game, "u8", "adjacent"));
}

static void
test_will_o_wisps (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "will-o-wisps", "stone");
  put (game, "u7", 1);
  /* u6 has a crystal: roll, a 2 lowers the cost of 2 + ... to the minimum. */
  conquer_via (game, "u6", "will-o-wisps", 2, FALSE);
  g_assert_cmpint (tokens_in (game, "u6"), ==, 1);
  g_assert_false (active_band (game, 0)->conquest_ended);
  conquer_via (game, "u8", "will-o-wisps", 1, FALSE);
  g_assert_true (game_warned (game, "crystal"));
}

/* ---- powers (docs/rules.md 2.4) ------------------------------------------------ */

static void
test_adventurous (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "adventurous");
  put (game, "u1 u2", 1);
  place (game, "u1", "fountain-of-youth");
  g_assert_cmpint (end_turn (game), ==, 2 + 1);
}

static void
test_fisher (void)
{
  /* E15: 6 regions, 5 of them on the river: 6 + 2. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "lizardmen", "fisher");
  put (game, "u1 u2 u4 u5 u7", 1);
  g_assert_cmpint (end_turn (game), ==, 5 + 2);
}

static void
test_flocking (void)
{
  /* E15: Spiderines in two groups linked only through the chasm: one group. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "spiderines", "flocking");
  put (game, "u2 u3 u5 u4", 1);
  g_assert_cmpuint (sw_game_band_groups (game, sw_game_player (game, 0)->active), ==, 1);
  g_assert_cmpint (end_turn (game), ==, 4 + 2);
  take (game, "shadow-mimes", "flocking");
  put (game, "u8 u6", 1);
  /* Not Spiderines: u6 and u8 are two groups. */
  g_assert_cmpint (end_turn (game), ==, 2);
}

static void
test_frightened (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "frightened");
  put (game, "u7", 3);
  put (game, "u1", 2);
  g_assert_cmpint (end_turn (game), ==, 2 + 1);
}

static void
test_immortal (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "immortal");
  put (game, "u1", 3);
  gint hand = active_band (game, 0)->hand;
  end_turn (game);
  take (game, "ogres", "mining");
  conquer (game, "u1");
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand + 3);
}

static void
test_magic (void)
{
  /* The Bag copies a relic: the conquest names the relic it plays. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "magic");
  put (game, "u2", 1);
  SwCost *cost = sw_conquest_cost_for (game, sw_game_player (game, 0)->active,
                                       sw_game_region_index (game, "u3"), "sword-of-the-killer-rabbit");
  g_assert_cmpint (cost->total, ==, 2);
  sw_cost_free (cost);
}

/* docs/rules.md 4.2: a relic is used by the race that holds its region,
 * for a conquest anywhere: the region panel offers the Sword of the Killer
 * Rabbit, not Froggy's Ring (which pays, and is not a conquest's). */
static void
test_conquest_relics (void)
{
  g_autoptr(SwGame) game = new_game ();
  g_autoptr(GPtrArray) none = NULL;
  g_autoptr(GPtrArray) held = NULL;
  g_autoptr(GPtrArray) other = NULL;
  gint ogres;

  take (game, "ogres", "stone");
  ogres = sw_game_player (game, 0)->active;
  put (game, "u7", 1);
  put (game, "u8", 1);
  none = sw_game_conquest_relics (game, ogres);
  g_assert_cmpuint (none->len, ==, 0);
  marker (game, "u7", "sword-of-the-killer-rabbit", 1);
  marker (game, "u8", "froggys-ring", 1);
  held = sw_game_conquest_relics (game, ogres);
  g_assert_cmpuint (held->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (held, 0), ==, "sword-of-the-killer-rabbit");
  end_turn (game);
  take (game, "shadow-mimes", "stone");
  other = sw_game_conquest_relics (game, sw_game_player (game, 1)->active);
  g_assert_cmpuint (other->len, ==, 0);
}

static void
test_magic_bag (void)
{
  /* docs/rules.md 2.4 Magic, 4.2: a relic another player holds is used only
   * through the Bag, which is the Magic race's own. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "stone");
  put (game, "u7", 1);
  marker (game, "u7", "sword-of-the-killer-rabbit", 1);
  g_assert_false (via_warns (game, "u8", "sword-of-the-killer-rabbit", "Bag"));   /* his own relic */
  end_turn (game);
  take (game, "shadow-mimes", "stone");
  put (game, "u1", 1);
  g_assert_true (via_warns (game, "u2", "sword-of-the-killer-rabbit", "Bag"));
  conquer_via (game, "u2", "sword-of-the-killer-rabbit", -1, FALSE);
  g_assert_true (game_warned (game, "only the holder of the Bag"));

  g_autoptr(SwGame) magic = new_game ();
  take (magic, "ogres", "stone");
  put (magic, "u7", 1);
  marker (magic, "u7", "sword-of-the-killer-rabbit", 1);
  end_turn (magic);
  take (magic, "shadow-mimes", "magic");
  put (magic, "u1", 1);
  g_assert_false (via_warns (magic, "u2", "sword-of-the-killer-rabbit", "Bag"));
  /* The copy works like the relic: base 2 − 2, at least 1. */
  SwCost *cost = sw_conquest_cost_for (magic, sw_game_player (magic, 1)->active, sw_game_region_index (magic, "u2"),
                                       "sword-of-the-killer-rabbit");
  g_assert_cmpint (cost->total, ==, 1);
  sw_cost_free (cost);
}

static void
test_martyr (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "martyr");
  put (game, "u1", 1);
  end_turn (game);
  gint coins = sw_game_player (game, 0)->coins;
  take (game, "ogres", "mining");
  conquer (game, "u1");
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, coins + 1);
}

static void
test_mining (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u1 u8 u7", 1);
  g_assert_cmpint (end_turn (game), ==, 3 + 2);
}

static void
test_muddy (void)
{
  /* E12: decline Muddy Mudmen, 4 regions, 2 mudpools: 6; active Stone Drow,
   * 4 regions, 2 isolated, 1 black mountain: 7. Total 13. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "mudmen", "muddy");
  put (game, "u3 u4 u1 u2", 1);
  end_turn (game);
  end_turn (game);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 4 + 2);
  end_turn (game);
  take (game, "drow", "stone");
  put (game, "u6 u7 u8 u5", 1);
  marker (game, "u5", "black-mountain", 1);
  g_assert_cmpint (end_turn (game), ==, (4 + 2) + (4 + 2 + 1));
}

static void
test_mystic (void)
{
  test_shrooms ();
}

static void
test_quarreling (void)
{
  /* E15: 5 regions in 3 groups: 5 + 3. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "quarreling");
  put (game, "u1 u2 u3 u7 u8", 1);
  g_assert_cmpuint (sw_game_band_groups (game, sw_game_player (game, 0)->active), ==, 2);
  g_assert_cmpint (end_turn (game), ==, 5 + 2);
}

static void
test_reborn (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "reborn");
  put (game, "u7 u8", 1);
  end_turn (game); end_turn (game);
  decline (game);
  end_turn (game); end_turn (game);
  take (game, "shadow-mimes", "stone");
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("reborn");
  action->region = g_strdup ("u8");
  ok (sw_game_append (game, action, &error), error);
  g_assert_false (game_warned (game, "Reborn"));
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "u8"))->band, ==, sw_game_player (game, 0)->active);
  /* u7 decline + u8 for the new race. */
  g_assert_cmpint (end_turn (game), ==, 1 + 1);
}

static void
test_royal (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "royal");
  put (game, "u1", 1);
  marker (game, "u1", "queen", 1);
  end_turn (game);
  take (game, "ogres", "mining");
  g_assert_true (cost_warns (game, "u1", "Queen"));
}

static void
test_shield (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "shield");
  put (game, "u1", 1);
  marker (game, "u1", "mushroom-armor", 2);
  end_turn (game);
  take (game, "ogres", "stone");
  g_assert_cmpint (cost_of (game, "u1"), ==, 2 + 2 + 1 - 1);
}

static void
test_stone (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "stone");
  put (game, "u4 u1", 1);
  g_assert_cmpint (end_turn (game), ==, 2 + 1);
}

static void
test_thieving (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "mining");
  put (game, "u7", 1);
  end_turn (game);
  take (game, "shadow-mimes", "thieving");
  put (game, "u8", 1);
  gint victim = sw_game_player (game, 0)->coins;
  /* 1 region + 1 taken from Ann. */
  g_assert_cmpint (end_turn (game), ==, 1 + 1);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, victim - 1);
}

static void
test_thieving_and_ring (void)
{
  /* docs/rules.md 8: both are owed; a payer short of coins pays what he has. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "stone");
  put (game, "u7", 1);
  GError *error = NULL;
  SwAction *adjust = sw_action_new (SW_ACTION_ADJUST);
  adjust->coins = -5;
  adjust->reason = g_strdup ("spent at the table");
  ok (sw_game_append (game, adjust, &error), error);
  end_turn (game);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, 1);
  take (game, "shadow-mimes", "thieving");
  put (game, "u8", 1);
  marker (game, "u8", "froggys-ring", 1);
  /* 1 region + Ring 1 + Thieving 0 (Ann had only 1 coin: the Ring first). */
  g_assert_cmpint (end_turn (game), ==, 1 + 1);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, 0);
  SwTurnRecord *record = g_ptr_array_index (game->records, game->records->len - 1);
  for (guint i = 0; i < record->items->len; i++)
    {
      SwScoreItem *item = g_ptr_array_index (record->items, i);
      if (g_str_equal (item->source, "froggys-ring"))
        g_assert_cmpint (item->coins, ==, 1);
      if (g_str_equal (item->source, "thieving"))
        g_assert_cmpint (item->coins, ==, 0);
    }
}

static void
test_tomb (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "tomb");
  put (game, "u1", 3);
  end_turn (game);
  end_turn (game);
  decline (game);
  g_assert_cmpint (tokens_in (game, "u1"), ==, 3);
}

static void
test_vampire (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "mining");
  put (game, "u2", 1);
  end_turn (game);
  take (game, "shadow-mimes", "vampire");
  put (game, "u1", 1);
  conquer_via (game, "u2", "vampire", -1, FALSE);
  g_assert_cmpint (tokens_in (game, "u2"), ==, 1);
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "u2"))->band, ==, sw_game_player (game, 1)->active);
}

static void
test_vanishing (void)
{
  /* E14: Vanishing Mummies decline with 6 regions: 12; the older decline race goes (Q5). */
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u8", 1);
  end_turn (game); end_turn (game);
  decline (game);
  end_turn (game); end_turn (game);
  take (game, "mummies", "vanishing");
  put (game, "u1 u2 u3 u4 u5 u6", 1);
  end_turn (game); end_turn (game);
  decline (game);
  g_assert_cmpint (tokens_in (game, "u1"), ==, 0);
  g_assert_cmpint (tokens_in (game, "u8"), ==, 0);
  g_assert_cmpint (end_turn (game), ==, 12);
}

static void
test_vengeful (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "vengeful");
  put (game, "u1 u4", 1);
  end_turn (game);
  take (game, "ogres", "stone");
  put (game, "u2", 1);
  conquer (game, "u1");
  end_turn (game);
  /* Bob holds a vengeance marker: his regions cost 1 less. */
  g_assert_cmpint (cost_of (game, "u2"), ==, 2 + 1 - 1);
  end_turn (game);
  end_turn (game);
  /* Taken back at the end of Ann's turn. */
  g_assert_cmpint (cost_of (game, "u2"), ==, 2 + 1);
}

static void
test_wise (void)
{
  /* E12: Wise Ogres declining with 5 regions: 5 + 2, later +2 per turn. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "wise");
  put (game, "u1 u2 u4 u7 u8", 1);
  end_turn (game); end_turn (game);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 5 + 2);
  end_turn (game);
  g_assert_cmpint (end_turn (game), ==, 5 + 2);
}

/* ---- places (docs/rules.md 4.1) ------------------------------------------------ */

static void
test_altar_of_souls (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "stone");
  put (game, "u7", 1);
  end_turn (game);
  take (game, "shadow-mimes", "stone");
  put (game, "u1", 1);
  end_turn (game);
  decline (game);
  end_turn (game);
  put (game, "u2", 1);
  place (game, "u1", "altar-of-souls");
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("altar-of-souls");
  action->region = g_strdup ("u7");
  ok (sw_game_append (game, action, &error), error);
  g_assert_cmpint (tokens_in (game, "u7"), ==, 0);
  /* 2 regions + 3. */
  g_assert_cmpint (end_turn (game), ==, 2 + 3);
}

static void
test_crypt (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u1 u7", 1);
  place (game, "u1", "crypt-of-the-tomb-raider");
  marker (game, "u7", "lara-ghost", 1);
  end_turn (game);
  take (game, "ogres", "mining");
  g_assert_true (cost_warns (game, "u7", "ghost"));
}

static void
test_diamond_fields (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u3 u4 u7", 1);
  place (game, "u3", "diamond-fields");
  /* 3 regions + the Fields (1 + 2 other mudpools). */
  g_assert_cmpint (end_turn (game), ==, 3 + 3);
  end_turn (game);
  decline (game);
  g_assert_cmpint (end_turn (game), ==, 3 + 3);
}

static void
test_great_brass_pipe (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u7", 1);
  g_assert_true (cost_warns (game, "u3", "adjacent"));
  place (game, "u7", "great-brass-pipe");
  /* Mudpools are adjacent to each other for the Pipe's occupier. */
  g_assert_false (cost_warns (game, "u3", "adjacent"));
}

static void
test_fountain_of_youth (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "stone");
  put (game, "u1", 1);
  place (game, "u1", "fountain-of-youth");
  end_turn (game);
  end_turn (game);
  gint hand = active_band (game, 0)->hand;
  simple (game, SW_ACTION_READY, FALSE);
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand + 1);
}

static void
test_keep (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u7", 1);
  place (game, "u7", "keep-on-the-motherland");
  g_assert_cmpint (end_turn (game), ==, 1 + 1);
  take (game, "ogres", "mining");
  g_assert_cmpint (cost_of (game, "u7"), ==, 2 + 1 + 1 - 1);
}

static void
test_mine_of_the_lost_dwarf (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "flocking");
  put (game, "u7", 1);
  place (game, "u7", "mine-of-the-lost-dwarf");
  marker (game, "u7", "scepter-of-avarice", 1);
  /* 1 + 2 + Flocking 2; the Scepter does nothing in the Mine. */
  g_assert_cmpint (end_turn (game), ==, 1 + 2 + 2);
}

static void
test_stonehedge (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "stone");
  put (game, "u1 u8", 1);
  place (game, "u1", "stonehedge");
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("stonehedge");
  action->region = g_strdup ("u1");
  action->target = g_strdup ("mining");
  ok (sw_game_append (game, action, &error), error);
  /* The linked Mining pays: 2 regions + 2 mining. */
  g_assert_cmpint (end_turn (game), ==, 2 + 2);
}

static void
test_wickedest_pentacle (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u7", 1);
  put (game, "u8", 3);
  GError *error = NULL;
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  action->via = g_strdup ("wickedest-pentacle");
  action->region = g_strdup ("u8");
  ok (sw_game_append (game, action, &error), error);
  /* The Balrog takes u8: 2 tokens lost, 1 back in hand; nobody scores it. */
  g_assert_cmpint (tokens_in (game, "u8"), ==, 0);
  g_assert_cmpint (end_turn (game), ==, 1);
  take (game, "ogres", "mining");
  g_assert_true (cost_warns (game, "u8", "Balrog"));
}

/* ---- relics (docs/rules.md 4.2) ------------------------------------------------ */

static void
test_flying_doormat (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u1", 1);
  SwCost *cost = sw_conquest_cost_for (game, sw_game_player (game, 0)->active,
                                       sw_game_region_index (game, "u8"), "flying-doormat");
  g_assert_cmpuint (cost->warnings->len, ==, 0);
  sw_cost_free (cost);
  g_assert_true (cost_warns (game, "u8", "adjacent"));
}

static void
test_froggys_ring (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "stone");
  put (game, "u7", 1);
  end_turn (game);
  take (game, "shadow-mimes", "stone");
  put (game, "u8", 1);
  marker (game, "u8", "froggys-ring", 1);
  gint victim = sw_game_player (game, 0)->coins;
  g_assert_cmpint (end_turn (game), ==, 1 + 1);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, victim - 1);
}

static void
test_stinky_trolls_socks (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "mining");
  put (game, "u2", 3);
  end_turn (game);
  take (game, "shadow-mimes", "mining");
  put (game, "u1", 1);
  gint hand = active_band (game, 0)->hand;
  conquer_via (game, "u2", "stinky-trolls-socks", -1, FALSE);
  /* As if empty: 2; the owner keeps every token. */
  g_assert_cmpint (tokens_in (game, "u2"), ==, 2);
  g_assert_cmpint (active_band (game, 0)->hand, ==, hand + 3);
}

static void
test_scepter_of_avarice (void)
{
  /* E11: Adventurous Shrooms, 5 regions, 2 forests, the Keep: 9; Scepter on a forest 11, on the Keep 12. */
  g_autoptr(SwGame) game = new_game ();
  take (game, "shrooms", "adventurous");
  put (game, "u2 u5 u6 u7 u8", 1);
  place (game, "u7", "keep-on-the-motherland");
  GPtrArray *items = sw_score_turn (game, 0);
  g_assert_cmpint (sw_score_items_total (items), ==, 9);
  g_ptr_array_unref (items);
  marker (game, "u2", "scepter-of-avarice", 1);
  items = sw_score_turn (game, 0);
  g_assert_cmpint (sw_score_items_total (items), ==, 11);
  g_ptr_array_unref (items);
  marker (game, "u7", "scepter-of-avarice", 1);
  g_assert_cmpint (markers_in (game, "u2", "scepter-of-avarice"), ==, 0);
  g_assert_cmpint (end_turn (game), ==, 12);
}

static void
test_shiny_orb (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "ogres", "mining");
  put (game, "u2", 1);
  end_turn (game);
  take (game, "shadow-mimes", "mining");
  put (game, "u1", 1);
  conquer_via (game, "u2", "shiny-orb", -1, FALSE);
  g_assert_cmpint (sw_game_region_state (game, sw_game_region_index (game, "u2"))->band, ==, sw_game_player (game, 1)->active);
}

static void
test_sword (void)
{
  g_autoptr(SwGame) game = new_game ();
  take (game, "shadow-mimes", "mining");
  put (game, "u2", 1);
  SwCost *cost = sw_conquest_cost_for (game, sw_game_player (game, 0)->active,
                                       sw_game_region_index (game, "u3"), "sword-of-the-killer-rabbit");
  g_assert_cmpint (cost->total, ==, 2 + 2 - 2);
  sw_cost_free (cost);
}

/* The marker a combo puts down by hand, which the table's marker list
 * offers first: its power's (the Royal's Queen, the Shield's mushroom
 * armor), else its race's; none for the others. */
static void
test_own_markers (void)
{
  g_assert_cmpstr (own_marker_of_combo (new_game (), "shrooms", "royal"), ==, "queen");
  g_assert_cmpstr (own_marker_of_combo (new_game (), "gnomes", "shield"), ==, "mushroom-armor");
  g_assert_null (own_marker_of_combo (new_game (), "gnomes", "mining"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/underground/setup", test_setup);
  g_test_add_func ("/underground/race/cultists", test_cultists);
  g_test_add_func ("/underground/race/drow", test_drow);
  g_test_add_func ("/underground/race/flames", test_flames);
  g_test_add_func ("/underground/race/gnomes", test_gnomes);
  g_test_add_func ("/underground/race/gnomes/immune-to-relics", test_gnomes_immune);
  g_test_add_func ("/underground/race/gnomes/immune-to-race-powers", test_gnomes_race_powers);
  g_test_add_func ("/underground/race/gnomes/pay-nothing", test_gnomes_pay_nothing);
  g_test_add_func ("/underground/race/gnomes/balrog", test_gnomes_balrog);
  g_test_add_func ("/underground/race/iron-dwarves", test_iron_dwarves);
  g_test_add_func ("/underground/race/kraken", test_kraken);
  g_test_add_func ("/underground/balrog-river", test_balrog_river);
  g_test_add_func ("/underground/race/liches", test_liches);
  g_test_add_func ("/underground/race/lizardmen", test_lizardmen);
  g_test_add_func ("/underground/race/mudmen", test_mudmen);
  g_test_add_func ("/underground/race/mummies", test_mummies);
  g_test_add_func ("/underground/race/ogres", test_ogres);
  g_test_add_func ("/underground/race/shadow-mimes", test_shadow_mimes);
  g_test_add_func ("/underground/race/shrooms", test_shrooms);
  g_test_add_func ("/underground/race/spiderines", test_spiderines);
  g_test_add_func ("/underground/race/will-o-wisps", test_will_o_wisps);
  g_test_add_func ("/underground/power/adventurous", test_adventurous);
  g_test_add_func ("/underground/power/fisher", test_fisher);
  g_test_add_func ("/underground/power/flocking", test_flocking);
  g_test_add_func ("/underground/power/frightened", test_frightened);
  g_test_add_func ("/underground/power/immortal", test_immortal);
  g_test_add_func ("/underground/power/magic", test_magic);
  g_test_add_func ("/underground/conquest-relics", test_conquest_relics);
  g_test_add_func ("/underground/power/magic/bag-holder-only", test_magic_bag);
  g_test_add_func ("/underground/power/martyr", test_martyr);
  g_test_add_func ("/underground/power/mining", test_mining);
  g_test_add_func ("/underground/power/muddy", test_muddy);
  g_test_add_func ("/underground/power/mystic", test_mystic);
  g_test_add_func ("/underground/power/quarreling", test_quarreling);
  g_test_add_func ("/underground/power/reborn", test_reborn);
  g_test_add_func ("/underground/power/royal", test_royal);
  g_test_add_func ("/underground/power/shield", test_shield);
  g_test_add_func ("/underground/power/stone", test_stone);
  g_test_add_func ("/underground/power/thieving", test_thieving);
  g_test_add_func ("/underground/power/tomb", test_tomb);
  g_test_add_func ("/underground/power/thieving/with-the-ring", test_thieving_and_ring);
  g_test_add_func ("/underground/power/vampire", test_vampire);
  g_test_add_func ("/underground/power/vanishing", test_vanishing);
  g_test_add_func ("/underground/power/vengeful", test_vengeful);
  g_test_add_func ("/underground/power/wise", test_wise);
  g_test_add_func ("/underground/place/altar-of-souls", test_altar_of_souls);
  g_test_add_func ("/underground/place/crypt-of-the-tomb-raider", test_crypt);
  g_test_add_func ("/underground/place/diamond-fields", test_diamond_fields);
  g_test_add_func ("/underground/place/great-brass-pipe", test_great_brass_pipe);
  g_test_add_func ("/underground/place/fountain-of-youth", test_fountain_of_youth);
  g_test_add_func ("/underground/place/keep-on-the-motherland", test_keep);
  g_test_add_func ("/underground/place/mine-of-the-lost-dwarf", test_mine_of_the_lost_dwarf);
  g_test_add_func ("/underground/place/stonehedge", test_stonehedge);
  g_test_add_func ("/underground/place/wickedest-pentacle", test_wickedest_pentacle);
  g_test_add_func ("/underground/relic/flying-doormat", test_flying_doormat);
  g_test_add_func ("/underground/relic/froggys-ring", test_froggys_ring);
  g_test_add_func ("/underground/relic/stinky-trolls-socks", test_stinky_trolls_socks);
  g_test_add_func ("/underground/relic/scepter-of-avarice", test_scepter_of_avarice);
  g_test_add_func ("/underground/relic/shiny-orb", test_shiny_orb);
  g_test_add_func ("/underground/relic/sword-of-the-killer-rabbit", test_sword);
  g_test_add_func ("/underground/example/E-S3", test_shrooms);
  g_test_add_func ("/underground/example/E9", test_liches);
  g_test_add_func ("/underground/example/E11", test_scepter_of_avarice);
  g_test_add_func ("/underground/found-under-monsters", test_found_under_monsters);
  g_test_add_func ("/underground/example/E12", test_muddy);
  g_test_add_func ("/underground/example/E14", test_vanishing);
  g_test_add_func ("/underground/example/E15-quarreling", test_quarreling);
  g_test_add_func ("/underground/own-markers", test_own_markers);
  return g_test_run ();
}
