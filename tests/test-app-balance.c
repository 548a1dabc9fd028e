/* test-app-balance.c: the editor's Balance Report driven through its actions: a run fills the seat table, the heat map toggles on the view, JSON and PDF saves, Cancel stops a long run (needs a display). */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "sw-test-app.h"
#include "sw-application.h"
#include "sw-balance-window.h"
#include "sw-map-view.h"
#include "sw-window.h"

/* No wait is longer than this. */
#define WAIT_US (30 * G_USEC_PER_SEC)

typedef enum {
  WAIT_EDITOR,
  WAIT_REPORT,
  WAIT_CANCEL,
  WAIT_DESTROYED,
  DONE,
} Phase;

typedef struct {
  SwApplication *application;
  char *map_path;
  char *dir;
  Phase phase;
  gint64 deadline;
  SwBalanceWindow *report_window;
  SwBalanceReport *first_report;
  gboolean done;
} Fixture;

static void
wait_for (Fixture *fixture, Phase phase)
{
  fixture->phase = phase;
  fixture->deadline = g_get_monotonic_time () + WAIT_US;
}

static void
assert_in_time (Fixture *fixture)
{
  if (g_get_monotonic_time () > fixture->deadline)
    g_error ("still waiting after 30 s in phase %d", fixture->phase);
}

/* What `swmap balance` prints for the same options. */
static char *
cli_json (const char *map_path, const char *players, const char *games, const char *seed)
{
  const char *argv[] = { g_getenv ("SWMAP"), "balance", map_path, "--players", players, "--games", games, "--seed", seed,
                         "--json", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = -1;

  g_assert_nonnull (argv[0]);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static guint
count_rows (GtkListBox *list)
{
  guint rows = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    rows += GTK_IS_LIST_BOX_ROW (child);
  return rows;
}

/* The saved JSON parses and is, byte for byte, the CLI's. */
static void
check_json (Fixture *fixture)
{
  g_autofree char *path = g_build_filename (fixture->dir, "report.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->report_window), "balance.save-json-to", "s", path));
  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  g_autoptr(JsonParser) parser = json_parser_new ();
  json_parser_load_from_data (parser, data, -1, &error);
  g_assert_no_error (error);
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "players"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (root, "games"), ==, 6);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "seats")), ==, 3);
  g_autofree char *expected = cli_json (fixture->map_path, "3", "6", "7");
  g_assert_cmpstr (data, ==, expected);
  g_remove (path);
}

/* The saved PDF is one page. */
static void
check_pdf (Fixture *fixture)
{
  g_autofree char *path = g_build_filename (fixture->dir, "report.pdf", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  guint pages = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->report_window), "balance.save-pdf-to", "s", path));
  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (memcmp (data, "%PDF", 4) == 0);
  for (gsize i = 0; i + 12 < length; i++)
    if (memcmp (data + i, "/Type /Page", 11) == 0 && data[i + 11] != 's')
      pages++;
  g_assert_cmpuint (pages, ==, 1);
  g_remove (path);
}

static gboolean
step_cb (gpointer data)
{
  Fixture *fixture = data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (fixture->application));
  SwWindow *editor = NULL;
  for (GList *l = windows; l != NULL; l = l->next)
    if (SW_IS_WINDOW (l->data))
      editor = l->data;

  switch (fixture->phase)
    {
    case WAIT_EDITOR:
      assert_in_time (fixture);
      if (editor == NULL || sw_window_get_map (editor) == NULL)
        return G_SOURCE_CONTINUE;
      /* the editor's menu action opens the report window */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "window.balance", NULL));
      fixture->report_window = SW_BALANCE_WINDOW (sw_test_app_find_toplevel (SW_TYPE_BALANCE_WINDOW));
      g_assert_nonnull (fixture->report_window);
      g_assert_null (sw_balance_window_get_report (fixture->report_window));
      {
        SwBalanceOptions options;
        sw_balance_options_init (&options);
        options.players = 3;
        options.games = 6;
        options.seed = 7;
        sw_balance_window_set_options (fixture->report_window, &options);
        sw_balance_window_get_options (fixture->report_window, &options);
        g_assert_cmpuint (options.players, ==, 3);
        g_assert_cmpuint (options.games, ==, 6);
        g_assert_cmpuint (options.seed, ==, 7);
      }
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->report_window), "balance.run", NULL));
      g_assert_true (sw_balance_window_get_running (fixture->report_window));
      wait_for (fixture, WAIT_REPORT);
      return G_SOURCE_CONTINUE;

    case WAIT_REPORT:
      assert_in_time (fixture);
      if (sw_balance_window_get_running (fixture->report_window))
        return G_SOURCE_CONTINUE;
      {
        SwBalanceReport *report = sw_balance_window_get_report (fixture->report_window);
        SwMapView *view = sw_window_get_map_view (editor);
        g_assert_nonnull (report);
        g_assert_cmpuint (sw_balance_report_get_options (report)->players, ==, 3);
        g_assert_cmpuint (count_rows (sw_balance_window_get_seat_list (fixture->report_window)), ==, 3);
        /* the regions that paid most, named as the editor names them, the
         * one that paid most first */
        {
          g_autoptr(GPtrArray) rows = g_ptr_array_new ();
          const char *coins = NULL;
          guint best = 0;
          g_autofree char *label = NULL;

          sw_test_app_collect_type (GTK_WIDGET (fixture->report_window), ADW_TYPE_ACTION_ROW, rows);
          for (guint i = 0; i < rows->len; i++)
            if (g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), "Coins per Game by Region") == 0)
              coins = adw_action_row_get_subtitle (g_ptr_array_index (rows, i));
          for (guint r = 1; r < sw_balance_report_get_n_regions (report); r++)
            if (sw_balance_report_get_region_coins (report, r) > sw_balance_report_get_region_coins (report, best))
              best = r;
          label = sw_map_document_region_label (sw_window_get_document (editor),
                                                sw_map_get_region (sw_window_get_map (editor),
                                                                   sw_balance_report_get_region_id (report, best)));
          g_test_message ("Coins per game by region: %s", coins);
          g_assert_nonnull (coins);
          g_assert_true (g_str_has_prefix (coins, label));
          g_assert_nonnull (strstr (coins, "; least: "));
        }

        /* the heat map: on and off from the report window, and from the editor */
        g_assert_nonnull (sw_map_view_get_heat_map (view));
        g_assert_false (sw_map_view_get_show_heat_map (view));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->report_window), "balance.show-heat-map", NULL));
        g_assert_true (sw_map_view_get_show_heat_map (view));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "window.show-heat-map", NULL));
        g_assert_false (sw_map_view_get_show_heat_map (view));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "window.show-heat-map", NULL));
        g_assert_true (sw_map_view_get_show_heat_map (view));

        check_json (fixture);
        check_pdf (fixture);

        /* a run far longer than the wait: Cancel stops it */
        fixture->first_report = sw_balance_report_ref (report);
        SwBalanceOptions options;
        sw_balance_window_get_options (fixture->report_window, &options);
        options.games = 100000;
        sw_balance_window_set_options (fixture->report_window, &options);
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->report_window), "balance.run", NULL));
        g_assert_true (sw_balance_window_get_running (fixture->report_window));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->report_window), "balance.cancel", NULL));
        wait_for (fixture, WAIT_CANCEL);
      }
      return G_SOURCE_CONTINUE;

    case WAIT_CANCEL:
      assert_in_time (fixture);
      if (sw_balance_window_get_running (fixture->report_window))
        return G_SOURCE_CONTINUE;
      /* no new report: the last one stays */
      g_assert_true (sw_balance_window_get_report (fixture->report_window) == fixture->first_report);
      g_clear_pointer (&fixture->first_report, sw_balance_report_unref);

      /* another map in the editor: the old map's values are not drawn on it */
      {
        g_autofree char *other = g_build_filename (g_getenv ("SW_MAPS_DIR"), "base-2p.swmap", NULL);
        g_autoptr(GFile) file = g_file_new_for_path (other);
        g_autoptr(GError) error = NULL;
        SwMapView *view = sw_window_get_map_view (editor);
        g_assert_true (sw_map_view_get_show_heat_map (view));
        g_assert_true (sw_window_load_file (editor, file, &error));
        g_assert_no_error (error);
        g_assert_null (sw_map_view_get_heat_map (view));
        g_assert_false (sw_map_view_get_show_heat_map (view));
      }

      /* the report window destroyed during a run: the run stops, and its
       * end touches none of the window's widgets (the sanitizers check) */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->report_window), "balance.run", NULL));
      g_assert_true (sw_balance_window_get_running (fixture->report_window));
      g_object_ref (fixture->report_window);
      gtk_window_destroy (GTK_WINDOW (fixture->report_window));
      wait_for (fixture, WAIT_DESTROYED);
      return G_SOURCE_CONTINUE;

    case WAIT_DESTROYED:
      assert_in_time (fixture);
      if (sw_balance_window_get_running (fixture->report_window))
        return G_SOURCE_CONTINUE;
      g_clear_object (&fixture->report_window);
      fixture->phase = DONE;
      fixture->done = TRUE;
      g_action_group_activate_action (G_ACTION_GROUP (fixture->application), "quit", NULL);
      return G_SOURCE_REMOVE;

    case DONE:
    default:
      return G_SOURCE_REMOVE;
    }
}

static void
test_balance_window (void)
{
  Fixture fixture = { 0 };
  char *argv[3];

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display: run under xvfb-run");
      return;
    }
  fixture.map_path = g_build_filename (g_getenv ("SW_MAPS_DIR"), "base-3p.swmap", NULL);
  fixture.dir = g_dir_make_tmp ("swcompanion-balance-XXXXXX", NULL);
  fixture.application = sw_application_new ();
  wait_for (&fixture, WAIT_EDITOR);

  argv[0] = (char *) "test-app-balance";
  argv[1] = fixture.map_path;
  argv[2] = NULL;
  int status = sw_test_app_run_steps (G_APPLICATION (fixture.application), step_cb, &fixture, 2, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (fixture.done);

  g_rmdir (fixture.dir);
  g_object_unref (fixture.application);
  g_free (fixture.map_path);
  g_free (fixture.dir);
}

int
main (int argc, char *argv[])
{
  g_autofree char *home = sw_test_app_private_home ();
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/app/balance/window", test_balance_window);
  status = g_test_run ();
  sw_test_app_remove_tree (home);
  return status;
}
