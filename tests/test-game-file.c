/* test-game-file.c: .swgame files round-trip, replay to the same coins, and bad ones are refused with a line. */
#include "config.h"

#include <glib/gstdio.h>

#include "sw-game-xml.h"
#include "sw-test-game.h"

static const TestRegion board[] = {
  { "r1", "farmland", TRUE, "magic", NULL, "r2 r3" },
  { "r2", "hill", TRUE, NULL, "lost-tribe", "r1 r3 r4" },
  { "r3", "mountain", FALSE, "mine", "mountain", "r1 r2 r4" },
  { "r4", "forest", TRUE, NULL, NULL, "r2 r3" },
};

static SwGame *
played_game (void)
{
  SwGame *game = test_game (test_board ("base", board, G_N_ELEMENTS (board)), 2);
  GError *error = NULL;
  SwAction *reveal = sw_action_new (SW_ACTION_REVEAL);
  reveal->race = g_strdup ("ratmen");
  reveal->power = g_strdup ("hill");
  ok (sw_game_append (game, reveal, &error), error);
  ok (sw_game_pick (game, "humans", "hill", 1, 0, &error), error);
  conquer (game, "r1");
  conquer (game, "r2");
  SwAction *redeploy = sw_action_new (SW_ACTION_REDEPLOY);
  sw_action_add_count (redeploy, "r1", 4);
  sw_action_add_count (redeploy, "r2", 3);
  ok (sw_game_append (game, redeploy, &error), error);
  end_turn (game);
  pick (game, "wizards", "commando");
  conquer (game, "r4");
  conquer_via (game, "r3", NULL, 1, FALSE);
  end_turn (game);
  return game;
}

static void
test_round_trip (void)
{
  g_autoptr(SwGame) game = played_game ();
  g_autoptr(GBytes) bytes = sw_game_to_bytes (game);
  GError *error = NULL;
  g_autoptr(SwGame) again = sw_game_load_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);
  g_assert_cmpuint (again->log->len, ==, game->log->len);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (sw_game_player (again, p)->coins, ==, sw_game_player (game, p)->coins);
  g_assert_cmpuint (again->records->len, ==, game->records->len);
  /* Saving the loaded game gives the same bytes. */
  g_autoptr(GBytes) bytes2 = sw_game_to_bytes (again);
  g_assert_true (g_bytes_equal (bytes, bytes2));
  /* Ann: pays 1, 2 regions + 1 farmland + 1 hill = 4: 5 − 1 + 4. */
  g_assert_cmpint (sw_game_player (again, 0)->coins, ==, 8);
}

/* A defender's withdrawal (docs/rules.md 1.6) is saved as <withdraw race owner>
 * with its counts, read back, validated, and replayed to the same board. */
static void
test_withdraw_round_trip (void)
{
  g_autoptr(SwGame) game = test_game (test_board ("base", board, G_N_ELEMENTS (board)), 2);
  GError *error = NULL;
  ok (sw_game_pick (game, "humans", "hill", 0, 0, &error), error);
  put (game, "r1 r4", 3);
  end_turn (game);
  pick (game, "wizards", "commando");
  conquer (game, "r4");
  SwAction *withdraw = sw_action_new (SW_ACTION_WITHDRAW);
  withdraw->owner = 0;
  withdraw->race = g_strdup ("humans");
  sw_action_add_count (withdraw, "r1", 2);
  ok (sw_game_append (game, withdraw, &error), error);
  end_turn (game);
  g_autoptr(GBytes) bytes = sw_game_to_bytes (game);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "<withdraw race=\"humans\" owner=\"0\">"));
  g_autoptr(SwGame) again = sw_game_load_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->log->len, ==, game->log->len);
  SwAction *read = g_ptr_array_index (again->log, again->log->len - 2);
  g_assert_cmpint (read->type, ==, SW_ACTION_WITHDRAW);
  g_assert_cmpint (read->owner, ==, 0);
  g_assert_cmpstr (read->race, ==, "humans");
  g_assert_cmpuint (read->counts->len, ==, 1);
  g_assert_cmpint (tokens_in (again, "r1"), ==, 3 + 2);
  g_assert_cmpint (active_band (again, 0)->hand, ==, active_band (game, 0)->hand);
  g_autoptr(GBytes) bytes2 = sw_game_to_bytes (again);
  g_assert_true (g_bytes_equal (bytes, bytes2));
  /* The schema wants the defender's seat. */
  static const char no_owner[] =
    "<?xml version=\"1.0\"?><swgame version=\"1\" edition=\"base\"><player name=\"A\"/><player name=\"B\"/>"
    "<log><withdraw race=\"humans\"><count region=\"r1\" tokens=\"1\"/></withdraw></log></swgame>";
  g_autoptr(SwGame) bad = sw_game_load_data (no_owner, sizeof no_owner - 1, NULL, &error);
  g_assert_null (bad);
  g_assert_nonnull (error);
  g_clear_error (&error);
}

/* The Gnomes' second roll (docs/rules.md 2.5) is saved as final-die and read back. */
static void
test_final_die (void)
{
  g_autoptr(SwGame) game = played_game ();
  SwAction *action = sw_action_new (SW_ACTION_CONQUER);
  GError *error = NULL;
  action->region = g_strdup ("r4");
  action->die = 1;
  action->final_die = 2;
  ok (sw_game_append (game, action, &error), error);
  g_autoptr(GBytes) bytes = sw_game_to_bytes (game);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, "die=\"1\" final-die=\"2\""));
  g_autoptr(SwGame) again = sw_game_load_data (text, strlen (text), NULL, &error);
  g_assert_no_error (error);
  SwAction *last = g_ptr_array_index (again->log, again->log->len - 1);
  g_assert_cmpint (last->final_die, ==, 2);
  g_assert_cmpint (last->die, ==, 1);
}

static void
test_save_file (void)
{
  g_autoptr(SwGame) game = played_game ();
  g_autofree char *dir = g_dir_make_tmp ("swgame-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.swgame", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  GError *error = NULL;
  ok (sw_game_save_file (game, path, &error), error);
  ok (sw_game_save_file (game, path, &error), error);
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_autoptr(SwGame) loaded = sw_game_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sw_game_player (loaded, 1)->coins, ==, sw_game_player (game, 1)->coins);
  g_unlink (backup);
  g_unlink (path);
  g_rmdir (dir);
}

/* Replaces @from by @to in the saved game and expects a refusal naming @line. */
static void
expect_refusal (const char *from, const char *to, const char *fragment)
{
  g_autoptr(SwGame) game = played_game ();
  g_autoptr(GBytes) bytes = sw_game_to_bytes (game);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  char *at = strstr (text, from);
  g_assert_nonnull (at);
  g_autofree char *changed = g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
  GError *error = NULL;
  g_autoptr(SwGame) loaded = sw_game_load_data (changed, strlen (changed), NULL, &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "line "));
  g_assert_nonnull (strstr (error->message, fragment));
  g_error_free (error);
}

static void
test_unknown_race (void)
{
  expect_refusal ("race=\"wizards\"", "race=\"murlocs\"", "murlocs");
}

static void
test_unknown_region (void)
{
  expect_refusal ("<conquer region=\"r4\"", "<conquer region=\"r9\"", "r9");
}

static void
test_out_of_order (void)
{
  expect_refusal ("<conquer region=\"r4\"", "<conquer player=\"0\" region=\"r4\"", "turn");
}

static void
test_negative_tokens (void)
{
  expect_refusal ("<count region=\"r1\" tokens=\"4\"", "<count region=\"r1\" tokens=\"-4\"", "");
}

static void
test_not_a_game (void)
{
  GError *error = NULL;
  g_assert_null (sw_game_load_data ("<swmap version=\"1\"/>", 20, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (sw_game_load_data ("<swgame", 7, NULL, &error));
  g_assert_nonnull (strstr (error->message, "line"));
  g_clear_error (&error);
}

/* Untrusted game files: entities, a DTD, deep nesting, a newer version,
 * a die of 4 are refused with a line, and never read another file. */
static void
test_hostile (void)
{
  static const char *const bad[] = {
    "<?xml version=\"1.0\"?>\n<!DOCTYPE swgame [<!ENTITY x SYSTEM \"/etc/passwd\">]>\n<swgame version=\"1\"><map/><player name=\"&x;\"/><log/></swgame>",
    "<?xml version=\"1.0\"?>\n<swgame version=\"2\"><map/><player name=\"A\"/><log/></swgame>",
    "<?xml version=\"1.0\"?>\n<swgame version=\"1\"><map/><player name=\"A\"/><log><conquer region=\"r1\" die=\"4\"/></log></swgame>",
    "<?xml version=\"1.0\"?>\n<swgame version=\"1\"><map/><player name=\"A\"/><log><conquer region=\"r1\" final-die=\"4\"/></log></swgame>",
    "<?xml version=\"1.0\"?>\n<swgame version=\"1\"><map href=\"/nonexistent/x.swmap\"/><player name=\"A\"/><log/></swgame>",
    "<?xml version=\"1.0\"?>\n<swgame version=\"1\"><map/><player name=\"A\"/><log/></swgame>",
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      GError *error = NULL;
      SwGame *game = sw_game_load_data (bad[i], strlen (bad[i]), NULL, &error);
      g_assert_null (game);
      g_assert_nonnull (error);
      g_test_message ("%u: %s", i, error->message);
      g_error_free (error);
    }
  /* Deep nesting. */
  GString *deep = g_string_new ("<swgame version=\"1\"><map>");
  for (guint i = 0; i < 10000; i++)
    g_string_append (deep, "<a>");
  GError *error = NULL;
  g_assert_null (sw_game_load_data (deep->str, deep->len, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_string_free (deep, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-file/round-trip", test_round_trip);
  g_test_add_func ("/game-file/withdraw", test_withdraw_round_trip);
  g_test_add_func ("/game-file/save", test_save_file);
  g_test_add_func ("/game-file/final-die", test_final_die);
  g_test_add_func ("/game-file/refused/unknown-race", test_unknown_race);
  g_test_add_func ("/game-file/refused/unknown-region", test_unknown_region);
  g_test_add_func ("/game-file/refused/out-of-order", test_out_of_order);
  g_test_add_func ("/game-file/refused/negative-tokens", test_negative_tokens);
  g_test_add_func ("/game-file/refused/not-a-game", test_not_a_game);
  g_test_add_func ("/game-file/refused/hostile", test_hostile);
  return g_test_run ();
}
