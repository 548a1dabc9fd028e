/* test-game-recorded.c: whole recorded games replayed from .swgame files against hand-computed coins, and swmap score/cost/replay. */
#include "config.h"

#include <string.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "sw-game-xml.h"

/* One turn of a recorded game: who, and the net coins computed by hand
 * from docs/rules.md (the comment says how). */
typedef struct {
  guint round;
  guint player;
  gint coins;
} Turn;

/* tests/games/base-5p.swgame on maps/base-5p.swmap: the whole game, 8
 * rounds (the map's scenario, docs/rules.md 1.14). Each row is the turn's net
 * coins by docs/rules.md 1.11 (1 per occupied region, race and power bonuses of
 * the active race, decline races without bonuses except Dwarves' mines)
 * plus 1.2's combo payments. */
static const Turn base_5p[] = {
  { 1, 0, 5 },   /* Hill Humans: 3 regions + 1 farmland (r24) + 1 hill (r28) */
  { 1, 1, 6 },   /* Pillaging Orcs: 3 regions + 2 + 2 (lost tribes r16, r11; r17 empty), −1 for position 1 */
  { 1, 2, 7 },   /* Commando Dwarves: 4 regions + 2 mines (r15, r9), +1 lying on the combo */
  { 1, 3, 4 },   /* Alchemist Wizards: 3 regions + 2 magic (r47, r45) + 2, −3 for position 3 */
  { 1, 4, 11 },  /* Wealthy Ratmen: 4 regions + 7 (Wealthy, first turn only: 2.2) */
  { 2, 0, 7 },   /* Humans: 5 regions + 1 farmland + 1 hill */
  { 2, 1, 12 },  /* Orcs: 6 regions + 3 + 3 (r7, r12, r18 by the die) */
  { 2, 2, 6 },   /* Dwarves decline: 4 regions + 2 mines, still paid in decline */
  { 2, 3, 8 },   /* Wizards: 4 regions (took r37 from Eve) + 2 magic + 2 */
  { 2, 4, 4 },   /* Ratmen: 4 regions, Wealthy no more */
  { 3, 0, 5 },   /* Humans decline: 5 regions, no bonus */
  { 3, 1, 6 },   /* Orcs: 6 regions, nothing conquered */
  { 3, 2, 9 },   /* Flying Tritons: 3 regions + decline Dwarves 4 + 2 mines */
  { 3, 3, 10 },  /* Wizards: 6 regions + 2 magic + 2 */
  { 3, 4, 4 },   /* Ratmen decline: 4 regions */
  { 4, 0, 9 },   /* Spirit Elves (position 0): 4 regions (r4 r5 r3 r2) + Humans decline 5 */
  { 4, 1, 9 },   /* Orcs: 7 regions + 1 + 1 (r6, Cid's Tritons, non-empty) */
  { 4, 2, 10 },  /* Tritons: 4 regions (took r32 r31 from Eve) + Dwarves decline 4 + 2 mines */
  { 4, 3, 12 },  /* Wizards: 7 regions + 3 magic (r45 r47 r33) + Alchemist 2 */
  { 4, 4, 5 },   /* Stout Amazons (position 0): 3 regions (r44 r45 r37) + Ratmen decline 2 (r30 r36) */
  { 5, 0, 11 },  /* Elves: 6 regions (+r8, r9 from Cid) + Humans decline 5 */
  { 5, 1, 7 },   /* Orcs decline: 7 regions, no bonus (1.11) */
  { 5, 2, 10 },  /* Tritons: 6 regions (+r19, r38) + Dwarves decline 3 regions + 1 mine (r15; r9 lost) */
  { 5, 3, 4 },   /* Wizards decline: 4 regions (r33 r39 r46 r47), no Alchemist */
  { 5, 4, 7 },   /* Amazons: 5 regions (+r46 r39) + Ratmen 2, then Stout declines after scoring (1.10.1) */
  { 6, 0, 11 },  /* Elves to the Spirit slot: Elves 6 + Humans 5, both decline races score (1.10.7) */
  { 6, 1, 11 },  /* Merchant Halflings: 3 regions + Merchant 3 + Orcs decline 7, −2 for position 2 */
  { 6, 2, 6 },   /* Tritons decline: 6 regions; the Dwarves leave the map before scoring (1.10.2) */
  { 6, 3, 8 },   /* Forest Giants: 4 regions + 2 forests (r40 r42) + Wizards decline 2 (r47 r33) */
  { 6, 4, 9 },   /* Swamp Skeletons: 3 regions (Ann's r29 r24 r28) + 1 swamp (r29) + Amazons decline 5 */
  { 7, 0, 12 },  /* Hill Trolls: 3 regions + 1 hill (r11) + Humans decline 2 + Elves (Spirit) 6 */
  { 7, 1, 15 },  /* Halflings: 5 regions (+r22 r15) + Merchant 5 + Orcs decline 5 (r6 r11 lost) */
  { 7, 2, 9 },   /* Fortified Dwarves: 2 regions (r10 r9) + 1 mine (r9) + Tritons decline 6 */
  { 7, 3, 11 },  /* Giants: 6 regions (+r35 r27) + 3 forests + Wizards decline 2 */
  { 7, 4, 11 },  /* Skeletons: 4 regions (+r23) + 2 swamps (r29 r23) + Amazons decline 5 */
  { 8, 0, 11 },  /* Trolls: 5 regions (+r7 r12) + 1 hill + Elves 5 (r9 lost); no Humans left */
  { 8, 1, 13 },  /* Halflings: 5 regions + Merchant 5 + Orcs decline 3 (r16 r17 r18) */
  { 8, 2, 11 },  /* Dwarves: 4 regions (+r5, r4 by the die) + 1 mine + Tritons decline 6 */
  { 8, 3, 11 },  /* Giants: 6 regions + 3 forests + Wizards decline 2 */
  { 8, 4, 12 },  /* Skeletons: 5 regions (+r27 from Dee) + 2 swamps + Amazons decline 5 */
};
/* Final (1.14): coins, tokens on the board, rank. Cid and Dee both end with
 * 73 coins: Cid's 12 tokens on the board (6 Dwarves + 6 Tritons) beat Dee's
 * 11 (9 Giants, the one withdrawn from r27 redeployed into r41 at the end
 * of Eve's turn (1.6), + 2 Wizards). */
static const gint base_5p_final[][3] = {
  { 76, 12, 2 }, { 84, 11, 1 }, { 73, 12, 3 }, { 73, 11, 4 }, { 68, 15, 5 },
};

/* tests/games/underground-2p.swgame, its map embedded, all 10 rounds (the
 * map's track, docs/rules.md 1.14). The Mine of the Lost Dwarf pays +2 to the
 * race holding it, also in decline (4.1); Muddy works in decline (2.4). */
static const Turn underground_2p[] = {
  { 1, 0, 7 },   /* Mystic Shrooms: 3 regions + 1 forest + 1 crystal (g2) + Mine of the Lost Dwarf 2 */
  { 1, 1, 2 },   /* Muddy Mudmen: 2 regions + 1 mudpool, −1 for position 1 */
  { 2, 0, 8 },   /* 4 regions (the river vacated) + 1 + 1 + 2 */
  { 2, 1, 3 },   /* Mudmen decline: 2 regions + Muddy 1, which works in decline */
  { 3, 0, 8 },   /* Shrooms: 4 regions (g1 g2 g3 g4) + 1 forest + 1 crystal + Mine 2 */
  { 3, 1, 4 },   /* Stone Ogres: 3 regions (g7 from his own Mudmen, g6, g5), no black mountain + Mudmen 1 (g8, a cavern: Muddy 0) */
  { 4, 0, 6 },   /* Shrooms decline: 4 regions + Mine 2 (works in decline); Mystic gone */
  { 4, 1, 6 },   /* Ogres: 4 regions (+g4) + Stone 1 (g4's black mountain) + Mudmen 1 */
  { 5, 0, 8 },   /* Mining Gnomes: 2 regions (g8, g7) + 1 mining (g8) + Shrooms decline 3 + Mine 2 */
  { 5, 1, 5 },   /* Ogres: 4 regions (g7 lost, +g1) + Stone 1; the Mudmen lost g8: nothing */
  { 6, 0, 7 },   /* Gnomes: 2 regions + 1 mining + Shrooms 2 (g2 g3) + Mine 2 */
  { 6, 1, 4 },   /* Ogres decline: 4 regions; the Mudmen leave the map before scoring */
  { 7, 0, 8 },   /* Gnomes: 3 regions (+g6) + 1 mining + Shrooms 2 + Mine 2 */
  { 7, 1, 4 },   /* Stone Lizardmen: 2 regions (g4 g1, from his own Ogres) + Stone 1 + Ogres decline 1 (g5) */
  { 8, 0, 9 },   /* Gnomes: 4 regions (+g5) + 1 mining + Shrooms 2 + Mine 2 */
  { 8, 1, 4 },   /* Lizardmen: 3 regions (+g2) + Stone 1; the Ogres hold nothing */
  { 9, 0, 8 },   /* Gnomes: 4 regions + 1 mining + Shrooms 1 (g3) + Mine 2 */
  { 9, 1, 7 },   /* Lizardmen: 4 regions (+g3, with the Mine) + Stone 1 + Mine 2 */
  { 10, 0, 5 },  /* Gnomes: 4 regions + 1 mining; the Shrooms hold nothing */
  { 10, 1, 7 },  /* Lizardmen: 4 regions + Stone 1 + Mine 2 */
};
/* Tokens on the board: the Gnomes 1 + 1 + 1 + 3 (g5 last conquered), the
 * Lizardmen 1 + 1 + 1 + 3 (g3); what stays in hand is not on the board. */
static const gint underground_2p_final[][3] = { { 79, 6, 1 }, { 51, 6, 2 } };

/* tests/games/warcraft-2p.swgame, two islands, all 10 rounds (docs/rules.md
 * 1.14). The faction bonus (1.12): +1 per race of the other faction the
 * active race took a region from this turn. */
static const Turn warcraft_2p[] = {
  { 1, 0, 5 },   /* Farmer Orcs: 3 regions (entry x1 with the travel fee) + 2 fields */
  { 1, 1, 3 },   /* Ranger Humans: 3 regions, no forest */
  { 2, 0, 10 },  /* 5 regions + 3 fields + Orcs 1 (Alliance y4) + faction 1 (Humans) */
  { 2, 1, 3 },   /* Humans: 3 regions (s1 on the other island, with the fee) */
  { 3, 0, 8 },   /* Orcs: 5 regions + 3 fields (x1 y1 y4), nothing conquered */
  { 3, 1, 3 },   /* Humans decline: 3 regions (x5 y5 s1) */
  { 4, 0, 5 },   /* Orcs decline: 5 regions, Farmer gone */
  { 4, 1, 8 },   /* Herbalist Dwarves: 4 regions (x5 x4 x3 y3) + 1 hill (y3) + faction 1 (Orcs, Horde) + Humans decline 2 */
  { 5, 0, 8 },   /* Ranger Blood Elves: 3 regions (s1 s2 x1) + 1 forest (s2) + faction 1 (Humans) + Orcs decline 3 */
  { 5, 1, 8 },   /* Dwarves: 5 regions (+y4) + 1 hill + faction 1 (Orcs) + Humans decline 1 (y5) */
  { 6, 0, 6 },   /* Blood Elves: 4 regions (+y1, own Orcs: same faction, no bonus) + 1 forest + Orcs decline 1 */
  { 6, 1, 7 },   /* Dwarves: 5 regions + 1 hill + Humans decline 1, nothing conquered */
  { 7, 0, 7 },   /* Blood Elves: 5 regions (+y2) + 2 forests (s2 y2); the Orcs have no region left */
  { 7, 1, 5 },   /* Dwarves decline: 5 regions; the Humans leave the map before scoring (1.10 step 2) */
  { 8, 0, 7 },   /* Blood Elves: 5 regions + 2 forests */
  { 8, 1, 9 },   /* Herbalist Gnomes: 3 regions (x1 y1, y2 by the die) + faction 1 (Blood Elves) + Dwarves decline 5 */
  { 9, 0, 2 },   /* Blood Elves decline: 2 regions (s1 s2) */
  { 9, 1, 8 },   /* Gnomes: 3 regions, no hill + Dwarves decline 5 */
  { 10, 0, 6 },  /* Farmer Kobolds (neutral: no faction bonus): 3 regions (x4 y4 x3) + 1 field (y4) + Blood Elves decline 2 */
  { 10, 1, 5 },  /* Gnomes: 3 regions + Dwarves decline 2 (x5 y3) */
};
/* 10 tokens of each active race and one per decline region on the board. */
static const gint warcraft_2p_final[][3] = { { 69, 12, 1 }, { 64, 12, 2 } };

static char *
game_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "games", name, NULL);
}

static void
check_game (const char *name, const Turn *turns, guint n_turns, const gint (*final)[3], guint n_players)
{
  g_autofree char *path = game_path (name);
  GError *error = NULL;
  g_autoptr(SwGame) game = sw_game_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (game->players->len, ==, n_players);
  g_assert_cmpuint (game->records->len, ==, n_turns);
  /* A recorded game is a legal one: the engine warns about nothing but
   * the tokens these hand-written logs leave in the hand of the player
   * whose turn ends instead of writing every redeployment (docs/rules.md 1.9),
   * which only the tie-break sees. A defender's withdrawn tokens are
   * redeployed by a `withdraw` at the end of the attacker's turn (1.6):
   * one left in hand is a warning that fails here. */
  guint other_warnings = 0;
  for (guint i = 0; i < game->warnings->len; i++)
    {
      SwGameWarning *warning = g_ptr_array_index (game->warnings, i);
      if (strstr (warning->message, "every token in hand must be placed") != NULL)
        {
          g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, warning->action))->type, ==, SW_ACTION_END_TURN);
          continue;
        }
      g_printerr ("%s, action %u (line %u): %s\n", name, warning->action, warning->line, warning->message);
      other_warnings++;
    }
  g_assert_cmpuint (other_warnings, ==, 0);
  for (guint i = 0; i < n_turns; i++)
    {
      SwTurnRecord *record = g_ptr_array_index (game->records, i);
      if (record->round != turns[i].round || record->player != turns[i].player || record->coins != turns[i].coins)
        g_error ("%s, turn %u: round %u player %u %+d, expected round %u player %u %+d", name, i,
                 record->round, record->player, record->coins, turns[i].round, turns[i].player, turns[i].coins);
    }
  g_autoptr(GArray) ranking = sw_game_ranking (game);
  for (guint i = 0; i < ranking->len; i++)
    {
      SwRanking *r = &g_array_index (ranking, SwRanking, i);
      g_assert_cmpint (r->coins, ==, final[r->player][0]);
      g_assert_cmpint (r->tokens_on_board, ==, final[r->player][1]);
      g_assert_cmpuint (r->rank, ==, (guint) final[r->player][2]);
    }
  /* Replaying the loaded log again gives the same coins. */
  g_assert_true (sw_game_replay (game, game->log->len, NULL));
  for (guint p = 0; p < n_players; p++)
    g_assert_cmpint (sw_game_player (game, p)->coins, ==, final[p][0]);
}

static void
test_base_5p (void)
{
  check_game ("base-5p.swgame", base_5p, G_N_ELEMENTS (base_5p), base_5p_final, 5);
}

static void
test_underground_2p (void)
{
  check_game ("underground-2p.swgame", underground_2p, G_N_ELEMENTS (underground_2p), underground_2p_final, 2);
}

static void
test_warcraft_2p (void)
{
  check_game ("warcraft-2p.swgame", warcraft_2p, G_N_ELEMENTS (warcraft_2p), warcraft_2p_final, 2);
}

/* ---- swmap ---------------------------------------------------------------- */

static char *
run_swmap (const char *const *args, gint *status)
{
  const char *swmap = g_getenv ("SWMAP");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer) swmap);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  char *out = NULL;
  GError *error = NULL;
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, status, &error);
  g_assert_no_error (error);
  return out;
}

static void
test_cli_score_json (void)
{
  if (g_getenv ("SWMAP") == NULL)
    {
      g_test_skip ("SWMAP is not set");
      return;
    }
  g_autofree char *path = game_path ("base-5p.swgame");
  const char *args[] = { "score", "--json", path, NULL };
  gint status = 0;
  g_autofree char *out = run_swmap (args, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* The JSON shape. */
  g_assert_nonnull (strstr (out, "\"players\""));
  g_assert_nonnull (strstr (out, "\"turns\""));
  g_assert_nonnull (strstr (out, "\"what\" : \"Wealthy, first turn\""));
  /* Dee, behind Cid on the tie-break: 9 Giants (one redeployed by a withdraw) + 2 Wizards. */
  g_assert_nonnull (strstr (out, "\"player\" : 3,\n      \"coins\" : 73,\n      \"tokens_on_board\" : 11,\n      \"rank\" : 4"));
  g_assert_nonnull (strstr (out, "\"final\""));
}

static void
test_cli_cost (void)
{
  if (g_getenv ("SWMAP") == NULL)
    {
      g_test_skip ("SWMAP is not set");
      return;
    }
  g_autofree char *path = game_path ("base-5p.swgame");
  /* After the game it is Ann's turn again: r22 is an empty mountain
   * with its marker. */
  const char *args[] = { "cost", path, "r22", NULL };
  gint status = 0;
  g_autofree char *out = run_swmap (args, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "base 2"));
  g_assert_nonnull (strstr (out, "mountain +1"));
  const char *bad[] = { "cost", path, "r99", NULL };
  g_free (run_swmap (bad, &status));   /* only its status matters */
  g_assert_false (g_spawn_check_wait_status (status, NULL));
}

static void
test_cli_replay (void)
{
  if (g_getenv ("SWMAP") == NULL)
    {
      g_test_skip ("SWMAP is not set");
      return;
    }
  g_autofree char *path = game_path ("base-5p.swgame");
  const char *args[] = { "replay", path, "--until", "1.4", NULL };
  gint status = 0;
  g_autofree char *out = run_swmap (args, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* After round 1: Eve's Wealthy Ratmen hold r37 with 3 tokens; round 2 not played. */
  g_assert_nonnull (strstr (out, "Round 2, Ann to play"));
  g_assert_nonnull (strstr (out, "r37 (forest): Eve's Wealthy Ratmen ×3"));
  g_assert_nonnull (strstr (out, "Eve: 16 coins"));
}

static void
test_cli_refused (void)
{
  if (g_getenv ("SWMAP") == NULL)
    {
      g_test_skip ("SWMAP is not set");
      return;
    }
  g_autofree char *dir = g_dir_make_tmp ("swgame-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.swgame", NULL);
  g_autofree char *path = game_path ("warcraft-2p.swgame");
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  char *at = strstr (text, "race=\"humans\"");
  memcpy (at, "race=\"hxmans\"", 13);
  g_assert_true (g_file_set_contents (bad, text, -1, NULL));
  const char *args[] = { "score", bad, NULL };
  gint status = 0;
  g_free (run_swmap (args, &status));   /* only its status matters */
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_remove (bad);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/recorded/base-5p", test_base_5p);
  g_test_add_func ("/recorded/underground-2p", test_underground_2p);
  g_test_add_func ("/recorded/warcraft-2p", test_warcraft_2p);
  g_test_add_func ("/recorded/swmap/score-json", test_cli_score_json);
  g_test_add_func ("/recorded/swmap/cost", test_cli_cost);
  g_test_add_func ("/recorded/swmap/replay", test_cli_replay);
  g_test_add_func ("/recorded/swmap/refused", test_cli_refused);
  return g_test_run ();
}
