/* test-robust-validate.c: hostile maps get a bounded report in near-linear time and memory; replay --until in one pass. */
#include "config.h"

#include <math.h>
#include <string.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

#include "sw-game-xml.h"
#include "sw-map-xml.h"
#include "sw-validate.h"
#include "sw-test-game.h"

static void
remove_tree (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir_path);
}

/* A 3-player game on the sample 4-player map, with an empty log. */
static SwGame *
sample_game (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-4p.swmap", NULL);
  GError *error = NULL;
  SwMap *map = sw_map_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return test_game (map, 3);
}

/* ---- adversarial maps ---------------------------------------------------- */

/* @n triangles round one centre, every one overlapping every other. */
static char *
overlapping_triangles (guint n)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<swmap version=\"1\" edition=\"base\">\n"
                               "  <board id=\"main\" width=\"300\" height=\"300\"/>\n  <vertices>\n");
  char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];

  for (guint i = 0; i < n; i++)
    for (guint k = 0; k < 3; k++)
      {
        double a = 2 * G_PI * i / n + k * 2.1;
        g_string_append_printf (out, "    <v id=\"%u\" x=\"%s\" y=\"%s\"/>\n", 3 * i + k + 1,
                                g_ascii_formatd (x, sizeof x, "%.3f", 150 + 100 * cos (a)),
                                g_ascii_formatd (y, sizeof y, "%.3f", 150 + 100 * sin (a)));
      }
  g_string_append (out, "  </vertices>\n");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "  <region id=\"r%u\" terrain=\"farmland\"><outline>%u %u %u</outline></region>\n",
                            i, 3 * i + 1, 3 * i + 2, 3 * i + 3);
  g_string_append (out, "</swmap>\n");
  return g_string_free (out, FALSE);
}

/* One ring of @n (odd) vertices on a circle, each joined to the one
 * almost opposite: a star whose edges all cross each other. */
static char *
star_ring (guint n)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<swmap version=\"1\" edition=\"base\">\n"
                               "  <board id=\"main\" width=\"300\" height=\"300\"/>\n  <vertices>\n");
  char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];

  for (guint i = 0; i < n; i++)
    {
      double a = 2 * G_PI * (double) (((guint64) i * ((n - 1) / 2)) % n) / n;
      g_string_append_printf (out, "    <v id=\"%u\" x=\"%s\" y=\"%s\"/>\n", i + 1,
                              g_ascii_formatd (x, sizeof x, "%.3f", 150 + 100 * cos (a)),
                              g_ascii_formatd (y, sizeof y, "%.3f", 150 + 100 * sin (a)));
    }
  g_string_append (out, "  </vertices>\n  <region id=\"star\" terrain=\"farmland\"><outline>");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, i > 0 ? " %u" : "%u", i + 1);
  g_string_append (out, "</outline></region>\n</swmap>\n");
  return g_string_free (out, FALSE);
}

/* Two regions drawn as combs over the same square, one with @n vertical
 * teeth, one with @n horizontal ones: every tooth of one crosses every
 * tooth of the other, and none of their edges is shared. */
static char *
crossed_combs (guint n)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<swmap version=\"1\" edition=\"base\">\n"
                               "  <board id=\"main\" width=\"300\" height=\"300\"/>\n  <vertices>\n");
  char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];
  guint id = 0, first[2], count[2];

  for (guint comb = 0; comb < 2; comb++)
    {
      double lo = comb == 0 ? 10 : 12, hi = comb == 0 ? 290 : 288, w = (hi - lo) / n;
      GArray *points = g_array_new (FALSE, FALSE, sizeof (double));
      double p[2];

#define ADD(px, py) (p[0] = (px), p[1] = (py), g_array_append_vals (points, p, 2))
      ADD (lo, hi + 5);
      for (guint i = 0; i < n; i++)
        {
          double a = lo + i * w;
          ADD (a, lo);
          ADD (a + w / 2, lo);
          ADD (a + w / 2, hi);
          if (i + 1 < n)
            ADD (a + w, hi);
        }
      ADD (hi, lo);
      ADD (hi, hi + 5);
#undef ADD
      first[comb] = id + 1;
      count[comb] = points->len / 2;
      for (guint i = 0; i < points->len / 2; i++)
        {
          double px = g_array_index (points, double, 2 * i), py = g_array_index (points, double, 2 * i + 1);
          /* the second comb is the first turned a quarter: teeth across */
          g_string_append_printf (out, "    <v id=\"%u\" x=\"%s\" y=\"%s\"/>\n", ++id,
                                  g_ascii_formatd (x, sizeof x, "%.3f", comb == 0 ? px : py),
                                  g_ascii_formatd (y, sizeof y, "%.3f", comb == 0 ? py : px));
        }
      g_array_unref (points);
    }
  g_string_append (out, "  </vertices>\n");
  for (guint comb = 0; comb < 2; comb++)
    {
      g_string_append_printf (out, "  <region id=\"comb%u\" terrain=\"%s\"><outline>", comb, comb == 0 ? "farmland" : "forest");
      for (guint i = 0; i < count[comb]; i++)
        g_string_append_printf (out, i > 0 ? " %u" : "%u", first[comb] + i);
      g_string_append (out, "</outline></region>\n");
    }
  g_string_append (out, "</swmap>\n");
  return g_string_free (out, FALSE);
}

static guint
count_code (GPtrArray *issues, const char *code)
{
  guint n = 0;
  for (guint i = 0; i < issues->len; i++)
    n += g_str_equal (((SwIssue *) g_ptr_array_index (issues, i))->code, code);
  return n;
}

/* N of "CODE: N more problems of this kind are not listed", or 0. */
static guint64
more_count (GPtrArray *issues, const char *code)
{
  g_autofree char *start = g_strconcat (code, ": ", NULL);
  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);
      if (g_str_has_prefix (issue->message, start) && strstr (issue->message, " more problem") != NULL)
        return g_ascii_strtoull (issue->message + strlen (start), NULL, 10);
    }
  return 0;
}

/* swmap's memory on the hostile maps: 200 MB; AddressSanitizer's shadow
 * memory and quarantine take some 3 times more. */
#if defined (__SANITIZE_ADDRESS__)
#define MAX_SWMAP_KB (800 * 1024)
#elif defined (__has_feature)
#if __has_feature (address_sanitizer)
#define MAX_SWMAP_KB (800 * 1024)
#endif
#endif
#ifndef MAX_SWMAP_KB
#define MAX_SWMAP_KB (200 * 1024)
#endif

/* Validates @text in this process and through swmap: the report is
 * bounded (per code, and under 1 MB), the run finishes, in a generous time
 * and under 200 MB for swmap. */
static GPtrArray *
validate_hostile (const char *text, const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("swrobust-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *out = NULL;
  GPtrArray *issues = sw_issue_list_new ();
  g_autoptr(SwMap) map = NULL;
  GError *error = NULL;
  gint64 start = g_get_monotonic_time ();
  gsize bytes = 0;
  gint status = 0;
  struct rusage usage;

  map = sw_map_load_data (text, strlen (text), issues, &error);
  g_assert_no_error (error);
  sw_validate_map (map, issues);
  g_test_message ("%s: %u issues in %.2f s", name, issues->len,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 120 * G_USEC_PER_SEC);
  for (guint i = 0; i < issues->len; i++)
    bytes += strlen (((SwIssue *) g_ptr_array_index (issues, i))->message);
  g_assert_cmpuint (bytes, <, 1024 * 1024);

  {
    const char *argv[] = { g_getenv ("SWMAP"), "validate", path, NULL };

    g_assert_nonnull (argv[0]);
    g_file_set_contents (path, text, -1, &error);
    g_assert_no_error (error);
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (strlen (out), <, 1024 * 1024);
    g_assert_nonnull (strstr (out, name));
    g_assert_cmpint (getrusage (RUSAGE_CHILDREN, &usage), ==, 0);
    g_test_message ("swmap: %zu bytes, %ld KB at most", strlen (out), usage.ru_maxrss);
    g_assert_cmpint (usage.ru_maxrss, <, MAX_SWMAP_KB);
  }
  remove_tree (dir);
  return issues;
}

static void
test_overlapping_triangles (void)
{
  g_autofree char *text = overlapping_triangles (2000);
  g_autoptr(GPtrArray) issues = validate_hostile (text, "triangles.swmap");

  /* 1,999,000 overlapping pairs: the first listed, the others counted */
  g_assert_cmpuint (count_code (issues, "regions-overlap"), ==, SW_VALIDATE_MAX_REPORTS_PER_CODE + 1);
  g_assert_cmpuint (more_count (issues, "regions-overlap"), ==, 2000 * 1999 / 2 - SW_VALIDATE_MAX_REPORTS_PER_CODE);
  /* every code is bounded */
  for (guint i = 0; i < issues->len; i++)
    g_assert_cmpuint (count_code (issues, ((SwIssue *) g_ptr_array_index (issues, i))->code), <=,
                      SW_VALIDATE_MAX_REPORTS_PER_CODE + 1);
}

static void
check_star (guint n)
{
  g_autofree char *text = star_ring (n);
  g_autofree char *name = g_strdup_printf ("star-%u.swmap", n);
  g_autoptr(GPtrArray) issues = validate_hostile (text, name);

  g_assert_cmpuint (count_code (issues, "outline-self-intersecting"), ==, 1);
}

/* Thousands of unshared edges of two overlapping regions: each probe
 * beside an edge would walk the other region's whole outline; once the
 * gap and the overlap are known, the rest are skipped. */
static void
test_crossed_combs (void)
{
  g_autofree char *text = crossed_combs (1000);
  g_autoptr(GPtrArray) issues = validate_hostile (text, "combs.swmap");

  g_assert_cmpuint (count_code (issues, "regions-overlap"), ==, 1);
  g_assert_cmpuint (count_code (issues, "board-gap"), ==, 2);
  g_assert_cmpuint (count_code (issues, "outline-self-intersecting"), ==, 0);
}

static void
test_star_rings (void)
{
  check_star (8001);
  check_star (100001);
}

/* ---- replay --until ------------------------------------------------------- */

static char *
run_swmap (const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  GError *error = NULL;
  gint status = 0;

  g_ptr_array_add (argv, (gpointer) g_getenv ("SWMAP"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

/* --until R.S prints the board after the end-turn that closes seat S's
 * turn of round R: the same as the game's log cut there. */
static void
test_replay_until_turns (void)
{
  g_autofree char *game_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "tests", "games", "base-5p.swgame", NULL);
  g_autofree char *dir = g_dir_make_tmp ("swrobust-XXXXXX", NULL);
  g_autofree char *cut_path = g_build_filename (dir, "cut.swgame", NULL);
  GError *error = NULL;
  g_autoptr(SwGame) game = sw_game_load_file (game_path, &error);
  guint checked = 0;

  g_assert_no_error (error);
  for (guint n = 0, k = 0; n < game->log->len; n++)
    {
      SwAction *action = g_ptr_array_index (game->log, n);
      g_autoptr(SwGame) cut = NULL;
      g_autofree char *until = NULL;
      g_autofree char *with_until = NULL;
      g_autofree char *whole_cut = NULL;
      const SwTurnRecord *closed;

      if (action->type != SW_ACTION_END_TURN)
        continue;
      closed = g_ptr_array_index (game->records, k++);
      if (k % 6 != 1)
        continue;   /* a sample of turns is enough */
      cut = sw_game_load_file (game_path, &error);
      g_assert_no_error (error);
      g_ptr_array_set_size (cut->log, n + 1);
      ok (sw_game_replay (cut, cut->log->len, &error), error);
      ok (sw_game_save_file (cut, cut_path, &error), error);
      until = g_strdup_printf ("%u.%u", closed->round, closed->player);
      with_until = run_swmap ((const char *[]) { "replay", "--until", until, game_path, NULL });
      whole_cut = run_swmap ((const char *[]) { "replay", cut_path, NULL });
      g_assert_cmpstr (with_until, ==, whole_cut);
      checked++;
    }
  g_assert_cmpuint (checked, >=, 6);
  remove_tree (dir);
}

/* A log of 20,000 end-turns: --until replays it once, not once per
 * end-turn (which took minutes). */
static void
test_replay_until_long_log (void)
{
  g_autofree char *dir = g_dir_make_tmp ("swrobust-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "long.swgame", NULL);
  g_autoptr(SwGame) game = sample_game ();
  GError *error = NULL;
  gint64 start;

  for (guint i = 0; i < 20000; i++)
    ok (sw_game_end_turn (game, &error), error);
  ok (sw_game_save_file (game, path, &error), error);
  start = g_get_monotonic_time ();
  {
    g_autofree char *out = run_swmap ((const char *[]) { "replay", "--until", "6000.1", path, NULL });
    g_assert_true (g_str_has_prefix (out, "Round 6000, Cid to play"));
  }
  g_test_message ("replay --until: %.2f s", (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
  remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/robust/validate/overlapping-triangles", test_overlapping_triangles);
  g_test_add_func ("/robust/validate/star-rings", test_star_rings);
  g_test_add_func ("/robust/validate/crossed-combs", test_crossed_combs);
  g_test_add_func ("/robust/replay/until-turns", test_replay_until_turns);
  g_test_add_func ("/robust/replay/until-long-log", test_replay_until_long_log);
  return g_test_run ();
}
