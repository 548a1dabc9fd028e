/* test-balance-core.c: sw_balance_run(): progress from the workers, Cancel stops handing out games, the report's accessors, JSON and PDF. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "sw-balance.h"
#include "sw-issue.h"
#include "sw-map-xml.h"

static SwMap *
load_board (const char *name)
{
  const char *source = g_getenv ("SW_SOURCE_DIR");
  g_autofree char *path = g_build_filename (source != NULL ? source : "..", "maps", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  SwMap *map = sw_map_load_file (path, issues, &error);
  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

typedef struct {
  GMutex lock;
  guint calls;
  guint max_done;
  guint total;
  guint cancel_at;         /* cancel once this many games are played (0: never) */
  GCancellable *cancellable;
} Progress;

static void
progress_cb (guint done, guint total, gpointer user_data)
{
  Progress *progress = user_data;
  g_mutex_lock (&progress->lock);
  progress->calls++;
  progress->max_done = MAX (progress->max_done, done);
  progress->total = total;
  g_mutex_unlock (&progress->lock);
  if (progress->cancel_at > 0 && done >= progress->cancel_at)
    g_cancellable_cancel (progress->cancellable);
}

/* Every game reports once, from whichever thread played it, the count
 * reaching the total; the report has a row per seat and per region. */
static void
test_progress (void)
{
  g_autoptr(SwMap) map = load_board ("base-2p.swmap");
  SwBalanceOptions options;
  Progress progress = { 0 };
  g_autoptr(GError) error = NULL;

  sw_balance_options_init (&options);
  options.games = 9;
  options.seed = 4;
  options.threads = 2;
  g_mutex_init (&progress.lock);
  g_autoptr(SwBalanceReport) report = sw_balance_run (map, &options, progress_cb, &progress, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (report);
  g_assert_cmpuint (progress.calls, ==, 9);
  g_assert_cmpuint (progress.max_done, ==, 9);
  g_assert_cmpuint (progress.total, ==, 9);
  g_mutex_clear (&progress.lock);

  const SwBalanceOptions *used = sw_balance_report_get_options (report);
  g_assert_cmpuint (used->players, ==, 2);   /* the map's scenario */
  g_assert_cmpuint (used->games, ==, 9);
  g_assert_cmpuint (used->seed, ==, 4);
  g_assert_cmpuint (sw_balance_report_get_engine_warnings (report), ==, 0);
  g_assert_cmpfloat (sw_balance_report_get_mean_rounds (report), >, 5);
  g_assert_cmpuint (sw_balance_report_get_n_regions (report), ==, map->regions->len);

  double win_sum = 0;
  for (guint p = 0; p < 2; p++)
    {
      SwBalanceEstimate wins, coins;
      sw_balance_report_get_seat (report, p, &wins, &coins);
      g_assert_true (wins.known && coins.known);
      g_assert_cmpfloat (wins.low, <=, wins.mean);
      g_assert_cmpfloat (wins.mean, <=, wins.high);
      g_assert_cmpfloat (coins.mean, >, 10);
      win_sum += wins.mean;
      g_autofree char *words = sw_balance_report_describe_seat (report, p);
      g_autofree char *seat = g_strdup_printf ("Seat %u wins ", p + 1);
      g_assert_true (g_str_has_prefix (words, seat));
    }
  g_assert_cmpfloat_with_epsilon (win_sum, 1.0, 1e-9);

  /* the heat map holds each region's coins per game, by id */
  g_autoptr(SwHeatMap) heat = sw_balance_report_heat_map (report);
  g_assert_cmpuint (sw_heat_map_get_size (heat), ==, map->regions->len);
  double top = 0;
  for (guint r = 0; r < map->regions->len; r++)
    {
      double value = -1;
      g_assert_true (sw_heat_map_lookup (heat, sw_balance_report_get_region_id (report, r), &value));
      g_assert_cmpfloat (value, ==, sw_balance_report_get_region_coins (report, r));
      top = MAX (top, value);
    }
  g_assert_cmpfloat (top, >, 0);
  g_assert_cmpfloat (sw_heat_map_get_max (heat), ==, top);

  /* races and powers, the best first */
  guint n = sw_balance_report_get_n_entries (report, FALSE);
  g_assert_cmpuint (n, >, 1);
  double previous = G_MAXDOUBLE;
  for (guint i = 0; i < n; i++)
    {
      const char *id, *name;
      guint picks;
      double mean;
      sw_balance_report_get_entry (report, FALSE, i, &id, &name, &picks, &mean);
      g_assert_nonnull (id);
      g_assert_nonnull (name);
      g_assert_cmpuint (picks, >, 0);
      g_assert_cmpfloat (mean, <=, previous);
      previous = mean;
    }
}

/* One thread or three: the same JSON, which parses with a seat per player. */
static void
test_threads_and_json (void)
{
  g_autoptr(SwMap) map = load_board ("base-3p.swmap");
  SwBalanceOptions options;
  g_autoptr(GError) error = NULL;

  sw_balance_options_init (&options);
  options.games = 6;
  options.policy = SW_BOT_RANDOM;
  options.threads = 1;
  g_autoptr(SwBalanceReport) one = sw_balance_run (map, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  options.threads = 3;
  g_autoptr(SwBalanceReport) three = sw_balance_run (map, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autofree char *json1 = sw_balance_report_to_json (one, "base-3p.swmap");
  g_autofree char *json3 = sw_balance_report_to_json (three, "base-3p.swmap");
  g_assert_cmpstr (json1, ==, json3);

  g_autoptr(JsonParser) parser = json_parser_new ();
  json_parser_load_from_data (parser, json1, -1, &error);
  g_assert_no_error (error);
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "map"), ==, "base-3p.swmap");
  g_assert_cmpstr (json_object_get_string_member (root, "policy"), ==, "random");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "seats")), ==, 3);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "regions")), ==, map->regions->len);
}

/* Cancelled after a few games: the games not handed out are not played,
 * no report, G_IO_ERROR_CANCELLED (and under the sanitizers, no leak). */
static void
test_cancel (void)
{
  g_autoptr(SwMap) map = load_board ("base-2p.swmap");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  SwBalanceOptions options;
  Progress progress = { 0 };
  g_autoptr(GError) error = NULL;

  sw_balance_options_init (&options);
  options.games = 400;
  options.threads = 2;
  progress.cancel_at = 3;
  progress.cancellable = cancellable;
  g_mutex_init (&progress.lock);
  SwBalanceReport *report = sw_balance_run (map, &options, progress_cb, &progress, cancellable, &error);
  g_assert_null (report);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  /* the third game cancels; the other thread finishes the one it plays */
  g_assert_cmpuint (progress.calls, >=, 3);
  g_assert_cmpuint (progress.calls, <=, 3 + options.threads);
  g_mutex_clear (&progress.lock);

  /* one thread: it stops at the next game */
  g_clear_error (&error);
  g_cancellable_reset (cancellable);
  Progress single = { 0 };
  single.cancel_at = 2;
  single.cancellable = cancellable;
  g_mutex_init (&single.lock);
  options.threads = 1;
  report = sw_balance_run (map, &options, progress_cb, &single, cancellable, &error);
  g_assert_null (report);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (single.calls, ==, 2);
  g_mutex_clear (&single.lock);

  /* cancelled before the start: no game at all */
  g_clear_error (&error);
  Progress none = { 0 };
  g_mutex_init (&none.lock);
  report = sw_balance_run (map, &options, progress_cb, &none, cancellable, &error);
  g_assert_null (report);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (none.calls, ==, 0);
  g_mutex_clear (&none.lock);
}

/* Whether binary data (PDF streams hold NULs) contain @needle. */
static gboolean
contains (const char *data, gsize length, const char *needle)
{
  gsize n = strlen (needle);
  for (gsize i = 0; i + n <= length; i++)
    if (memcmp (data + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}

/* Occurrences of a page object ("/Type /Page", not "/Pages"). */
static guint
count_pages (const char *data, gsize length)
{
  const char *needle = "/Type /Page";
  gsize n = strlen (needle);
  guint pages = 0;
  for (gsize i = 0; i + n < length; i++)
    if (memcmp (data + i, needle, n) == 0 && data[i + n] != 's')
      pages++;
  return pages;
}

/* The PDF: one A4 page. */
static void
test_pdf (void)
{
  g_autoptr(SwMap) map = load_board ("underground-2p.swmap");
  SwBalanceOptions options;
  g_autoptr(GError) error = NULL;

  sw_balance_options_init (&options);
  options.games = 3;
  g_autoptr(SwBalanceReport) report = sw_balance_run (map, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_autoptr(GBytes) pdf = sw_balance_report_to_pdf (report, map, "Underground", &error);
  g_assert_no_error (error);
  gsize length;
  const char *data = g_bytes_get_data (pdf, &length);
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (memcmp (data, "%PDF", 4) == 0);
  g_assert_cmpuint (count_pages (data, length), ==, 1);
  g_assert_true (contains (data, length, "/MediaBox [ 0 0 595.276 841.89 ]"));
}

/* A map the rules cannot play: a clear error, no games. */
static void
test_errors (void)
{
  g_autoptr(SwMap) map = load_board ("base-2p.swmap");
  SwBalanceOptions options;
  g_autoptr(GError) error = NULL;

  sw_balance_options_init (&options);
  options.games = 2;
  g_free (map->edition);
  map->edition = g_strdup ("no-such-edition");
  g_assert_null (sw_balance_run (map, &options, NULL, NULL, NULL, &error));
  g_assert_error (error, SW_BALANCE_ERROR, SW_BALANCE_ERROR_EDITION);
  g_assert_nonnull (strstr (error->message, "no-such-edition"));
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/balance/core/progress", test_progress);
  g_test_add_func ("/balance/core/threads-and-json", test_threads_and_json);
  g_test_add_func ("/balance/core/cancel", test_cancel);
  g_test_add_func ("/balance/core/pdf", test_pdf);
  g_test_add_func ("/balance/core/errors", test_errors);
  return g_test_run ();
}
