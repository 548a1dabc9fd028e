/* test-game-check.c: sw_game_check() says what an action would warn about and leaves the game as it was; override="yes" is kept, saved and read back. */
#include "config.h"

#include "sw-game-xml.h"
#include "sw-test-game.h"

static const TestRegion board[] = {
  { "r1", "farmland", TRUE, "magic", NULL, "r2 r3" },
  { "r2", "hill", TRUE, NULL, "lost-tribe", "r1 r3 r4" },
  { "r3", "mountain", FALSE, "mine", "mountain", "r1 r2 r4" },
  { "r4", "forest", TRUE, NULL, NULL, "r2 r3" },
};

/* Everything a replay rebuilds, in text: two games that print the same are
 * the same for every reader of the state. */
static char *
state_text (SwGame *game)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "round %u seat %u log %u stout %d declined %d\n", game->round, game->seat,
                          game->log->len, game->stout_pending, game->declined_this_turn);
  for (guint p = 0; p < game->players->len; p++)
    {
      SwPlayer *player = sw_game_player (game, p);
      g_string_append_printf (out, "player %u coins %d active %d decline %d spirit %d\n", p, player->coins,
                              player->active, player->decline, player->spirit);
    }
  for (guint b = 0; b < game->bands->len; b++)
    {
      SwBand *band = sw_game_band (game, b);
      g_string_append_printf (out, "band %s %s state %d hand %d supply %d conquests %u\n", band->race, band->power,
                              band->state, band->hand, band->supply, band->conquests);
    }
  for (guint i = 0; i < game->row->len; i++)
    {
      SwCombo *combo = &g_array_index (game->row, SwCombo, i);
      g_string_append_printf (out, "combo %s %s %d\n", combo->race, combo->power, combo->coins);
    }
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      g_string_append_printf (out, "region %u band %d tokens %d natives %d\n", i, state->band, state->tokens,
                              state->natives);
    }
  for (guint i = 0; i < game->warnings->len; i++)
    {
      SwGameWarning *warning = g_ptr_array_index (game->warnings, i);
      g_string_append_printf (out, "warning %u %s\n", warning->action, warning->message);
    }
  g_string_append_printf (out, "records %u transfers %u\n", game->records->len, game->transfers->len);
  return g_string_free (out, FALSE);
}

static gboolean
has_reason (GPtrArray *reasons, const char *fragment)
{
  for (guint i = 0; i < reasons->len; i++)
    if (strstr (g_ptr_array_index (reasons, i), fragment) != NULL)
      return TRUE;
  return FALSE;
}

/* Asks about @action (taking it), asserts that the game is unchanged, and
 * returns the reasons. */
static GPtrArray *
check (SwGame *game, SwAction *action)
{
  g_autofree char *before = state_text (game);
  g_autoptr(GBytes) bytes_before = sw_game_to_bytes (game);
  GPtrArray *reasons = sw_game_check (game, action);
  g_autofree char *after = state_text (game);
  g_autoptr(GBytes) bytes_after = sw_game_to_bytes (game);

  for (guint i = 0; i < reasons->len; i++)
    g_test_message ("reason: %s", (const char *) g_ptr_array_index (reasons, i));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (g_bytes_equal (bytes_before, bytes_after));
  sw_action_free (action);
  return reasons;
}

static SwAction *
region_action (SwActionType type, const char *region)
{
  SwAction *action = sw_action_new (type);
  action->region = g_strdup (region);
  return action;
}

static SwAction *
pick_action (const char *race, const char *power)
{
  SwAction *action = sw_action_new (SW_ACTION_PICK);
  action->race = g_strdup (race);
  action->power = g_strdup (power);
  return action;
}

static void
test_legal_is_empty (void)
{
  g_autoptr(SwGame) game = test_game (test_board ("base", board, G_N_ELEMENTS (board)), 2);
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) second = NULL;
  SwBand *band;
  gint hand;

  first = check (game, pick_action ("humans", "hill"));
  g_assert_cmpuint (first->len, ==, 0);
  pick (game, "humans", "hill");
  band = sw_game_band (game, 0);
  hand = band->hand;
  second = check (game, region_action (SW_ACTION_CONQUER, "r1"));
  g_assert_cmpuint (second->len, ==, 0);
  /* the state is not rebuilt: what the app holds stays valid */
  g_assert_true (sw_game_band (game, 0) == band);
  g_assert_cmpint (band->hand, ==, hand);
}

/* The refusals a new user met: each is a reason, and nothing changes. */
static void
test_illegal_gives_reasons (void)
{
  g_autoptr(SwGame) game = test_game (test_board ("base", board, G_N_ELEMENTS (board)), 2);
  g_autoptr(GPtrArray) repick = NULL;
  g_autoptr(GPtrArray) empty_hand = NULL;
  g_autoptr(GPtrArray) too_many = NULL;
  g_autoptr(GPtrArray) late_decline = NULL;
  SwAction *redeploy;

  pick (game, "humans", "hill");
  /* the player already has an active race */
  repick = check (game, pick_action ("ratmen", "alchemist"));
  g_assert_true (has_reason (repick, "Ann already has active Humans"));

  conquer (game, "r1");
  /* a redeployment of more tokens than the race has: Humans 5 + Hill 4 */
  redeploy = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (redeploy, "r1", 16);
  too_many = check (game, redeploy);
  g_assert_true (has_reason (too_many, "16 tokens placed, only 9 available"));

  /* Humans are not Stout: no decline after a conquest */
  late_decline = check (game, sw_action_new (SW_ACTION_DECLINE));
  g_assert_true (has_reason (late_decline, "only Stout may decline after expanding"));

  /* every token committed: none left in hand for another conquest */
  while (sw_game_band (game, 0)->hand > 0)
    {
      SwAction *put_action = sw_action_new (SW_ACTION_REDEPLOY);
      sw_action_add_count (put_action, "r1", sw_game_band (game, 0)->hand + sw_game_region_state (game, 0)->tokens);
      g_assert_true (sw_game_append (game, put_action, NULL));
    }
  empty_hand = check (game, region_action (SW_ACTION_CONQUER, "r4"));
  g_assert_cmpuint (empty_hand->len, >, 0);
  g_assert_true (has_reason (empty_hand, "at least 1 token in hand"));
}

/* docs/rules.md 1.7: regions are abandoned as the turn starts. One
 * emptied after a conquest is most likely a mis-click (a new user's Abandon
 * clicked where a search field had been): a reason, so the app asks. The
 * next turn, before any conquest, abandoning is legal again. */
static void
test_abandon_after_conquest (void)
{
  g_autoptr(SwGame) game = test_game (test_board ("base", board, G_N_ELEMENTS (board)), 2);
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) next_turn = NULL;
  g_autoptr(GPtrArray) redeployed = NULL;
  SwAction *redeploy;

  pick (game, "humans", "hill");
  conquer (game, "r1");
  conquer (game, "r4");
  after = check (game, region_action (SW_ACTION_ABANDON, "r1"));
  g_assert_true (has_reason (after, "Ann has already conquered this turn"));
  redeploy = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (redeploy, "r1", sw_game_region_state (game, 0)->tokens);
  g_assert_true (sw_game_append (game, redeploy, NULL));
  end_turn (game);
  pick (game, "ratmen", "alchemist");
  end_turn (game);
  /* Ann's second turn: nothing conquered yet */
  next_turn = check (game, region_action (SW_ACTION_ABANDON, "r1"));
  g_assert_cmpuint (next_turn->len, ==, 0);
  /* nor after a redeployment, which the reason names as it is */
  redeploy = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (redeploy, "r1", sw_game_region_state (game, 0)->tokens);
  g_assert_true (sw_game_append (game, redeploy, NULL));
  redeployed = check (game, region_action (SW_ACTION_ABANDON, "r1"));
  g_assert_true (has_reason (redeployed, "Ann has already redeployed this turn"));
  g_assert_false (has_reason (redeployed, "conquered"));
}

/* An action the engine cannot apply at all: its error is the reason, and
 * sw_game_check_full() gives it as an error. */
static void
test_refusal_is_a_reason (void)
{
  g_autoptr(SwGame) game = test_game (test_board ("base", board, G_N_ELEMENTS (board)), 2);
  g_autoptr(GPtrArray) reasons = NULL;
  g_autoptr(GPtrArray) full = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwAction) action = sw_action_new (SW_ACTION_CONQUER);
  SwAction *asked = sw_action_new (SW_ACTION_CONQUER);

  /* a region that is not on the map cannot be represented at all */
  asked->region = g_strdup ("r999");
  action->region = g_strdup ("r999");
  reasons = check (game, asked);
  g_assert_cmpuint (reasons->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (reasons, 0), "r999"));
  full = sw_game_check_full (game, action, &error);
  g_assert_error (error, SW_GAME_ERROR, SW_GAME_ERROR_INVALID);
  g_assert_cmpuint (full->len, ==, 0);
  g_assert_cmpuint (game->log->len, ==, 0);
}

/* Only the asked action's warnings: the earlier ones stay where they are. */
static void
test_earlier_warnings_not_reasons (void)
{
  g_autoptr(SwGame) game = test_game (test_board ("base", board, G_N_ELEMENTS (board)), 2);
  g_autoptr(GPtrArray) reasons = NULL;

  pick (game, "humans", "hill");
  pick (game, "ratmen", "alchemist");   /* warns: already an active race */
  g_assert_cmpuint (game->warnings->len, >, 0);
  reasons = check (game, region_action (SW_ACTION_CONQUER, "r1"));
  g_assert_false (has_reason (reasons, "already has active"));
}

/* override="yes": applied, its warnings kept and marked, saved, read back,
 * copied. */
static void
test_override_round_trip (void)
{
  g_autoptr(SwGame) game = test_game (test_board ("base", board, G_N_ELEMENTS (board)), 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(SwGame) again = NULL;
  g_autoptr(SwAction) copy = NULL;
  SwAction *repick;
  const SwGameWarning *warning;
  guint warnings;

  pick (game, "humans", "hill");
  warnings = game->warnings->len;
  repick = pick_action ("ratmen", "alchemist");
  repick->override = TRUE;
  copy = sw_action_copy (repick);
  g_assert_true (copy->override);
  ok (sw_game_append (game, repick, &error), error);
  g_assert_cmpuint (game->warnings->len, >, warnings);
  warning = g_ptr_array_index (game->warnings, warnings);
  g_assert_true (warning->override);
  g_assert_cmpuint (warning->action, ==, 1);
  g_assert_cmpstr (warning->message, ==, "Ann already has active Humans: a new combo is picked only at the start of a turn after going into decline, so they go into decline now (recorded by the table’s decision)");

  bytes = sw_game_to_bytes (game);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "<pick race=\"ratmen\" power=\"alchemist\" position=\"0\" coins=\"0\" override=\"yes\"/>"));
  /* only the overridden action says so */
  g_assert_null (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               "<pick race=\"humans\" power=\"hill\" position=\"0\" coins=\"0\" override"));
  again = sw_game_load_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, &error);
  g_assert_no_error (error);
  g_assert_false (((SwAction *) g_ptr_array_index (again->log, 0))->override);
  g_assert_true (((SwAction *) g_ptr_array_index (again->log, 1))->override);
  warning = g_ptr_array_index (again->warnings, warnings);
  g_assert_true (warning->override);
  g_assert_cmpuint (warning->line, >, 0);
  g_assert_cmpstr (warning->message, ==, "Ann already has active Humans: a new combo is picked only at the start of a turn after going into decline, so they go into decline now (recorded by the table’s decision)");
  /* undo and replay keep the mark once, not twice */
  g_assert_true (sw_game_replay (again, again->log->len, NULL));
  warning = g_ptr_array_index (again->warnings, warnings);
  g_assert_cmpstr (warning->message, ==, "Ann already has active Humans: a new combo is picked only at the start of a turn after going into decline, so they go into decline now (recorded by the table’s decision)");
}

/* The schema takes override="yes" and "no" on every action, nothing else. */
static void
test_override_schema (void)
{
  static const char *const head =
    "<?xml version=\"1.0\"?>\n<swgame version=\"1\" edition=\"base\"><map><swmap version=\"1\" edition=\"base\">"
    "<regions><region id=\"r1\" terrain=\"farmland\"/></regions></swmap></map>"
    "<player name=\"Ann\"/><player name=\"Bob\"/><log>";
  g_autofree char *good = g_strconcat (head, "<pick race=\"humans\" power=\"hill\" position=\"0\" override=\"no\"/>"
                                       "<end-turn override=\"yes\"/></log></swgame>", NULL);
  g_autofree char *bad = g_strconcat (head, "<end-turn override=\"maybe\"/></log></swgame>", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwGame) game = sw_game_load_data (good, strlen (good), NULL, &error);
  g_autoptr(SwGame) refused = NULL;

  g_assert_no_error (error);
  g_assert_false (((SwAction *) g_ptr_array_index (game->log, 0))->override);
  g_assert_true (((SwAction *) g_ptr_array_index (game->log, 1))->override);
  refused = sw_game_load_data (bad, strlen (bad), NULL, &error);
  g_assert_null (refused);
  g_assert_error (error, SW_GAME_ERROR, SW_GAME_ERROR_INVALID);
  g_assert_true (strstr (error->message, "line") != NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-check/legal", test_legal_is_empty);
  g_test_add_func ("/game-check/illegal", test_illegal_gives_reasons);
  g_test_add_func ("/game-check/refusal", test_refusal_is_a_reason);
  g_test_add_func ("/game-check/abandon-after-conquest", test_abandon_after_conquest);
  g_test_add_func ("/game-check/earlier-warnings", test_earlier_warnings_not_reasons);
  g_test_add_func ("/game-check/override", test_override_round_trip);
  g_test_add_func ("/game-check/override-schema", test_override_schema);
  return g_test_run ();
}
