/* test-balance.c: `swmap balance`: the same report for a seed on any thread count, JSON that parses, sane intervals, clear usage errors. */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

typedef struct {
  char *out;
  char *err;
  int status;
} Run;

static void
run_free (Run *run)
{
  g_free (run->out);
  g_free (run->err);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Run, run_free)

static Run *
run_swmap (const char *first, ...) G_GNUC_NULL_TERMINATED;

/* Runs $SWMAP with the arguments, in the C locale, and collects everything. */
static Run *
run_swmap (const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GError) error = NULL;
  Run *run = g_new0 (Run, 1);
  va_list ap;

  g_assert_nonnull (g_getenv ("SWMAP"));
  g_ptr_array_add (argv, (gpointer) g_getenv ("SWMAP"));
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "C", TRUE);
  g_autoptr(GSubprocess) process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));   /* never a crash */
  run->status = g_subprocess_get_exit_status (process);
  return run;
}

static void
assert_status (const Run *run, int expected)
{
  if (run->status != expected)
    g_error ("swmap exited with %d, expected %d\nstdout:\n%s\nstderr:\n%s", run->status, expected, run->out, run->err);
}

static char *
board (const char *name)
{
  const char *source = g_getenv ("SW_SOURCE_DIR");
  return g_build_filename (source != NULL ? source : "..", "maps", name, NULL);
}

/* The same seed, the same report, byte for byte, whatever the thread
 * count; another seed, another report. */
static void
test_deterministic (void)
{
  g_autofree char *map = board ("base-3p.swmap");
  g_autoptr(Run) one = run_swmap ("balance", map, "--games", "12", "--seed", "9", "--threads", "1", "--json", NULL);
  g_autoptr(Run) two = run_swmap ("balance", map, "--games", "12", "--seed", "9", "--threads", "2", "--json", NULL);
  g_autoptr(Run) five = run_swmap ("balance", "--threads", "5", "--games", "12", "--seed", "9", "--json", map, NULL);
  g_autoptr(Run) other = run_swmap ("balance", map, "--games", "12", "--seed", "10", "--threads", "2", "--json", NULL);
  assert_status (one, 0);
  assert_status (two, 0);
  assert_status (five, 0);
  assert_status (other, 0);
  g_assert_cmpstr (one->out, ==, two->out);
  g_assert_cmpstr (one->out, ==, five->out);
  g_assert_cmpstr (one->out, !=, other->out);
  /* The text report too, for the random bots as well. */
  g_autoptr(Run) text1 = run_swmap ("balance", map, "--games", "6", "--policy", "random", "--threads", "1", NULL);
  g_autoptr(Run) text3 = run_swmap ("balance", map, "--games", "6", "--policy", "random", "--threads", "3", NULL);
  assert_status (text1, 0);
  assert_status (text3, 0);
  g_assert_cmpstr (text1->out, ==, text3->out);
  g_assert_nonnull (strstr (text1->out, "6 games of 3 players, random bots, seed 1"));
  g_assert_nonnull (strstr (text1->out, "seat 3: wins "));
}

static void
assert_interval (JsonObject *object, const char *value_member, const char *interval_member, double low, double high)
{
  double value = json_object_get_double_member (object, value_member);
  JsonArray *interval = json_object_get_array_member (object, interval_member);
  g_assert_nonnull (interval);
  g_assert_cmpuint (json_array_get_length (interval), ==, 2);
  double a = json_array_get_double_element (interval, 0), b = json_array_get_double_element (interval, 1);
  g_assert_cmpfloat (low, <=, a);
  g_assert_cmpfloat (a, <=, value + 1e-9);
  g_assert_cmpfloat (value, <=, b + 1e-9);
  g_assert_cmpfloat (b, <=, high);
  /* An interval, not a point: these games differ. */
  g_assert_cmpfloat (a, <, b);
}

/* The JSON parses, with every section; the figures hang together. */
static void
test_json (void)
{
  g_autofree char *map = board ("base-2p.swmap");
  g_autoptr(Run) run = run_swmap ("balance", map, "--games", "40", "--seed", "3", "--json", NULL);
  assert_status (run, 0);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  json_parser_load_from_data (parser, run->out, -1, &error);
  g_assert_no_error (error);
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "edition"), ==, "base");
  g_assert_cmpstr (json_object_get_string_member (root, "policy"), ==, "greedy");
  g_assert_cmpint (json_object_get_int_member (root, "players"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (root, "games"), ==, 40);
  g_assert_cmpint (json_object_get_int_member (root, "engine_warnings"), ==, 0);
  /* The 2-player board's track is 10 rounds; a game is many actions. */
  g_assert_cmpfloat (json_object_get_double_member (root, "mean_rounds"), ==, 10);
  g_assert_cmpfloat (json_object_get_double_member (root, "mean_actions"), >, 50);

  JsonArray *seats = json_object_get_array_member (root, "seats");
  g_assert_cmpuint (json_array_get_length (seats), ==, 2);
  double wins = 0;
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *seat = json_array_get_object_element (seats, i);
      g_assert_cmpint (json_object_get_int_member (seat, "seat"), ==, i + 1);
      wins += json_object_get_double_member (seat, "win_rate");
      assert_interval (seat, "win_rate", "win_rate_ci95", 0, 1);
      assert_interval (seat, "mean_coins", "mean_coins_ci95", 0, 1000);
      /* 40 games: the interval of a rate is narrower than ±0.35. */
      JsonArray *ci = json_object_get_array_member (seat, "win_rate_ci95");
      g_assert_cmpfloat (json_array_get_double_element (ci, 1) - json_array_get_double_element (ci, 0), <, 0.7);
    }
  /* Someone wins each game (ties share it). */
  g_assert_cmpfloat (fabs (wins - 1), <, 1e-9);

  JsonArray *regions = json_object_get_array_member (root, "regions");
  g_assert_cmpuint (json_array_get_length (regions), >, 10);
  double coins = 0, landings = 0;
  for (guint i = 0; i < json_array_get_length (regions); i++)
    {
      JsonObject *region = json_array_get_object_element (regions, i);
      g_assert_nonnull (json_object_get_string_member (region, "id"));
      coins += json_object_get_double_member (region, "coins_per_game");
      landings += json_object_get_double_member (region, "first_landings_per_game");
      g_assert_cmpfloat (json_object_get_double_member (region, "conquered_per_game"), >=, 0);
    }
  /* Each race lands once; every race on the board pays. */
  g_assert_cmpfloat (landings, >=, 2);
  g_assert_cmpfloat (coins, >, 20);
  JsonArray *races = json_object_get_array_member (root, "races");
  JsonArray *powers = json_object_get_array_member (root, "powers");
  g_assert_cmpuint (json_array_get_length (races), >, 3);
  g_assert_cmpuint (json_array_get_length (powers), >, 3);
  guint picks = 0;
  for (guint i = 0; i < json_array_get_length (races); i++)
    {
      JsonObject *race = json_array_get_object_element (races, i);
      picks += json_object_get_int_member (race, "picks");
      g_assert_nonnull (json_object_get_string_member (race, "name"));
      /* Best mean first. */
      if (i > 0)
        g_assert_cmpfloat (json_object_get_double_member (race, "mean_coins"), <=,
                           json_object_get_double_member (json_array_get_object_element (races, i - 1), "mean_coins"));
    }
  /* Each seat picks a race at least once a game. */
  g_assert_cmpuint (picks, >=, 2 * 40);
  /* On the base board every coin a player gains is some race's and some
   * power's: its regions, its own lines, its combo's price and coins. So
   * the races' coins, the powers' coins and the seats' coins beyond the 5
   * each starts with are one and the same sum. */
  double seat_total = 0, race_total = 0, power_total = 0;
  for (guint i = 0; i < 2; i++)
    seat_total += json_object_get_double_member (json_array_get_object_element (seats, i), "mean_coins") * 40 - 5 * 40;
  for (guint i = 0; i < json_array_get_length (races); i++)
    {
      JsonObject *race = json_array_get_object_element (races, i);
      race_total += json_object_get_double_member (race, "mean_coins") * json_object_get_int_member (race, "picks");
    }
  for (guint i = 0; i < json_array_get_length (powers); i++)
    {
      JsonObject *power = json_array_get_object_element (powers, i);
      power_total += json_object_get_double_member (power, "mean_coins") * json_object_get_int_member (power, "picks");
    }
  g_assert_cmpfloat (fabs (race_total - seat_total), <, 0.01);
  g_assert_cmpfloat (fabs (power_total - seat_total), <, 0.01);
  /* Landings per game: at least one per race picked. */
  g_assert_cmpfloat (fabs (landings - picks / 40.0), <, 1.0 * picks / 40.0);
}

/* docs/rules.md 3.3: on Warcraft's set of six islands the bots play the
 * islands a game of that many players takes, as a table would (2: the
 * first L and S islands, 26 regions), not all six. */
static void
test_islands_in_play (void)
{
  g_autofree char *map = board ("warcraft-set.swmap");
  g_autoptr(Run) run = run_swmap ("balance", map, "--players", "2", "--games", "2", "--seed", "4", "--json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *regions;

  assert_status (run, 0);
  json_parser_load_from_data (parser, run->out, -1, &error);
  g_assert_no_error (error);
  regions = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "regions");
  g_assert_cmpuint (json_array_get_length (regions), ==, 20 + 6);
  for (guint i = 0; i < json_array_get_length (regions); i++)
    {
      const char *id = json_object_get_string_member (json_array_get_object_element (regions, i), "id");

      g_assert_true (g_str_has_prefix (id, "l1-") || g_str_has_prefix (id, "s1-"));
    }
}

/* Each wrong argument is named, with exit status 2; a broken map is 1. */
static void
test_bad_arguments (void)
{
  g_autofree char *map = board ("base-2p.swmap");
  static const struct {
    const char *option, *value, *says;
  } cases[] = {
    { "--players", "7", "--players" },
    { "--players", "1", "--players" },
    { "--games", "0", "--games" },
    { "--games", "many", "--games" },
    { "--seed", "-1", "--seed" },
    { "--threads", "0", "--threads" },
    { "--policy", "clever", "clever" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(Run) run = run_swmap ("balance", map, cases[i].option, cases[i].value, NULL);
      assert_status (run, 2);
      g_assert_nonnull (strstr (run->err, "swmap balance: "));
      g_assert_nonnull (strstr (run->err, cases[i].says));
      g_assert_cmpstr (run->out, ==, "");
    }
  g_autoptr(Run) none = run_swmap ("balance", NULL);
  assert_status (none, 2);
  g_assert_nonnull (strstr (none->err, "name one map"));
  g_autoptr(Run) two = run_swmap ("balance", map, map, NULL);
  assert_status (two, 2);
  g_autoptr(Run) missing = run_swmap ("balance", "no-such-map.swmap", NULL);
  assert_status (missing, 2);
  g_assert_nonnull (strstr (missing->err, "no-such-map.swmap"));

  g_autofree char *dir = g_dir_make_tmp ("swmap-test-balance-XXXXXX", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.swmap", NULL);
  g_assert_true (g_file_set_contents (broken, "<?xml version=\"1.0\"?>\n<swmap version=\"1\" edition=\"base\">\n<region\n", -1, NULL));
  g_autoptr(Run) bad = run_swmap ("balance", broken, NULL);
  assert_status (bad, 1);
  g_assert_nonnull (strstr (bad->err, "broken.swmap:"));
  g_assert_cmpstr (bad->out, ==, "");
  g_unlink (broken);
  g_rmdir (dir);
}

/* --pdf writes one page of PDF beside the report, which stays the same on
 * standard output; a file that cannot be written is a usage error. */
static void
test_pdf (void)
{
  g_autofree char *map = board ("base-2p.swmap");
  g_autofree char *dir = g_dir_make_tmp ("swmap-balance-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
  g_autoptr(Run) plain = run_swmap ("balance", map, "--games", "4", "--threads", "2", "--json", NULL);
  g_autoptr(Run) with_pdf = run_swmap ("balance", map, "--games", "4", "--threads", "2", "--json", "--pdf", pdf, NULL);
  assert_status (plain, 0);
  assert_status (with_pdf, 0);
  g_assert_cmpstr (plain->out, ==, with_pdf->out);

  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr(GError) error = NULL;
  g_file_get_contents (pdf, &data, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (memcmp (data, "%PDF", 4) == 0);
  guint pages = 0;
  for (gsize i = 0; i + 12 < length; i++)
    if (memcmp (data + i, "/Type /Page", 11) == 0 && data[i + 11] != 's')
      pages++;
  g_assert_cmpuint (pages, ==, 1);

  g_autofree char *nowhere = g_build_filename (dir, "no-such-folder", "report.pdf", NULL);
  g_autoptr(Run) bad = run_swmap ("balance", map, "--games", "2", "--pdf", nowhere, NULL);
  assert_status (bad, 2);
  g_assert_nonnull (strstr (bad->err, "no-such-folder"));
  g_remove (pdf);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/balance/deterministic", test_deterministic);
  g_test_add_func ("/balance/json", test_json);
  g_test_add_func ("/balance/islands-in-play", test_islands_in_play);
  g_test_add_func ("/balance/bad-arguments", test_bad_arguments);
  g_test_add_func ("/balance/pdf", test_pdf);
  return g_test_run ();
}
