/* test-app-window.c: drives the real application and its windows through their actions (needs a display). */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>

#include "sw-test-app.h"
#include "sw-application.h"
#include "sw-map-xml.h"
#include "sw-unfinished-games.h"
#include "sw-validate.h"
#include "sw-window.h"

typedef struct {
  SwApplication *application;
  char *first_path;
  char *second_path;
  char *saved_path;
  guint step;
  guint waited;
  gboolean done;
} Fixture;

static guint
count_expected_issues (const char *path)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, issues, &error);

  g_assert_no_error (error);
  sw_validate_map (map, issues);
  return issues->len;
}

static SwWindow *
window_for (Fixture    *fixture,
            const char *path)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (fixture->application)); l; l = l->next)
    {
      GFile *file = SW_IS_WINDOW (l->data) ? sw_window_get_file (l->data) : NULL;
      g_autofree char *file_path = file ? g_file_get_path (file) : NULL;

      if (g_strcmp0 (file_path, path) == 0)
        return l->data;
    }
  return NULL;
}

/* Opened from the command line: the title names the map, the problems
 * panel lists what the validator finds. */
static void
check_opened_window (Fixture *fixture)
{
  SwWindow *window = window_for (fixture, fixture->first_path);
  g_autoptr(SwMap) map = sw_map_load_file (fixture->first_path, NULL, NULL);
  const char *title;

  g_assert_nonnull (window);
  g_assert_nonnull (sw_window_get_map (window));
  g_assert_nonnull (map);
  title = gtk_window_get_title (GTK_WINDOW (window));
  g_assert_cmpstr (title, ==, sw_map_get_title (map));
  g_assert_false (sw_window_get_modified (window));
  g_assert_cmpuint (g_list_model_get_n_items (sw_window_get_issues (window)), ==,
                    count_expected_issues (fixture->first_path));
  g_assert_true (sw_map_equal (sw_window_get_map (window), map));
}

static void
check_adjacency_action (SwWindow *window)
{
  SwMapView *view = sw_window_get_map_view (window);
  gboolean before = sw_map_view_get_show_adjacency (view);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.show-adjacency", NULL));
  g_assert_cmpint (sw_map_view_get_show_adjacency (view), ==, !before);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.show-adjacency", NULL));
  g_assert_cmpint (sw_map_view_get_show_adjacency (view), ==, before);
}

static void
check_zoom_actions (SwWindow *window)
{
  SwMapView *view = sw_window_get_map_view (window);
  double fitted;

  g_assert_true (sw_map_view_get_fitting (view));
  fitted = sw_map_view_get_zoom (view);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (sw_map_view_get_zoom (view), fitted * 1.25, 1e-9);
  g_assert_false (sw_map_view_get_fitting (view));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.zoom-out", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.zoom-out", NULL));
  g_assert_cmpfloat_with_epsilon (sw_map_view_get_zoom (view), fitted / 1.25, 1e-9);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "view.zoom-fit", NULL));
  g_assert_true (sw_map_view_get_fitting (view));
  g_assert_cmpfloat_with_epsilon (sw_map_view_get_zoom (view), fitted, 1e-9);
}

static GtkMenuButton *
find_primary_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_primary_menu_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The main menu (made when it first opens) opens with its items. */
/* The shortcuts window fits an 800 x 600 screen: its pages are two
 * columns each (one page was 930 px tall, past a 768 px screen's bottom,
 * and 1014 px wide).
 * Its page numbers are measured here too, and GTK 4.8 warned about their
 * width (fatal in this suite) until sw-shortcuts-pages.c mended it. */
static void
check_shortcuts_fit (GtkWidget *shortcuts)
{
  int min, nat;

  sw_test_app_iterate ();
  gtk_widget_measure (shortcuts, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("shortcuts window: %d px tall", nat);
  g_assert_cmpint (nat, <=, 600 - 12);
  gtk_widget_measure (shortcuts, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("shortcuts window: %d px wide", nat);
  g_assert_cmpint (nat, <=, 800 - 12);
  g_assert_nonnull (sw_test_app_find_type (shortcuts, GTK_TYPE_STACK_SWITCHER));
}

static void
check_main_menu (SwWindow *window)
{
  GtkMenuButton *button = find_primary_menu_button (GTK_WIDGET (window));
  GMenuModel *model;
  GtkPopover *popover;

  g_assert_nonnull (button);
  gtk_menu_button_popup (button);
  model = gtk_menu_button_get_menu_model (button);
  g_assert_nonnull (model);
  g_assert_cmpint (g_menu_model_get_n_items (model), >, 0);
  sw_test_app_assert_mnemonics_unique (model);
  popover = gtk_menu_button_get_popover (button);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  /* it opens whole under the header of a window maximized on an 800 ×
   * 600 screen: 600 px less the header (47) and the popover's arrow
   * (12), without scrolling (the rows are as tall in Chinese) */
  {
    int natural = 0;

    gtk_widget_measure (GTK_WIDGET (popover), GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
    g_test_message ("the main menu is %d px tall", natural);
    g_assert_cmpint (natural, <=, 600 - 47 - 12);
  }
  gtk_menu_button_popdown (button);
  /* opened again: the same menu */
  gtk_menu_button_popup (button);
  g_assert_true (gtk_menu_button_get_menu_model (button) == model);
  gtk_menu_button_popdown (button);
}

/* Widgets of @type under @widget (itself included); with @visible_text,
 * only the labels showing that text whose ancestors are all visible. */
static guint
count_widgets (GtkWidget  *widget,
               GType       type,
               const char *visible_text)
{
  guint n = 0;

  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      (visible_text == NULL ||
       (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), visible_text) &&
        gtk_widget_is_visible (widget))))
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += count_widgets (child, type, visible_text);
  return n;
}

/* The side panel says how to edit a region until one is selected, once;
 * the region's rows come with the selection. They are made then, not
 * with the window (a fifth of the window's start-up), and the hint is
 * not shown twice after. */
static void
check_region_panel (SwWindow *window)
{
  const char *hint = "Click a region to change its terrain, symbols, start markers and names; Ctrl+click selects several.";
  SwMapView *view = sw_window_get_map_view (window);
  guint region = 0, n_selected = 1;

  sw_map_view_get_selection (view, &n_selected);
  g_assert_cmpuint (n_selected, ==, 0);
  g_assert_cmpuint (count_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL, hint), ==, 1);
  g_assert_cmpuint (count_widgets (GTK_WIDGET (window), ADW_TYPE_ENTRY_ROW, NULL), ==, 0);

  sw_map_view_set_selection (view, &region, 1);
  g_assert_cmpuint (count_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL, hint), ==, 0);
  g_assert_cmpuint (count_widgets (GTK_WIDGET (window), ADW_TYPE_ENTRY_ROW, NULL), >, 0);
  g_assert_cmpuint (count_widgets (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, NULL), >, 0);

  sw_map_view_set_selection (view, NULL, 0);
  g_assert_cmpuint (count_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL, hint), ==, 1);
}

/* A window opened with a map never shows the welcome page: it is not made
 * (it is made when an empty window first shows it, test_run_without_arguments). */
static void
check_no_welcome_page (SwWindow *window)
{
  g_assert_cmpuint (count_widgets (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE, NULL), ==, 0);
  g_assert_cmpuint (count_widgets (GTK_WIDGET (window), SW_TYPE_UNFINISHED_GAMES, NULL), ==, 0);
}

/* Windows opened with a map show no SVG icon (theirs are PNGs), so the
 * process never loads the SVG renderer: librsvg is 6 MB resident, and
 * loading it was part of the start-up. */
static void
check_no_svg_renderer (void)
{
  g_autofree char *maps = NULL;

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL));
  g_assert_null (strstr (maps, "librsvg"));
}

/* Saving writes a map that loads back equal, and the title follows the
 * unsaved-changes state. */
static void
check_save (Fixture  *fixture,
            SwWindow *window)
{
  g_autoptr(GFile) file = g_file_new_for_path (fixture->saved_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) saved = NULL;
  const char *title = sw_map_get_title (sw_window_get_map (window));

  sw_window_set_modified (window, TRUE);
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));
  g_assert_true (g_str_has_suffix (gtk_window_get_title (GTK_WINDOW (window)), title));

  g_assert_true (sw_window_save_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_false (sw_window_get_modified (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, title);
  g_assert_true (g_file_equal (sw_window_get_file (window), file));

  saved = sw_map_load_file (fixture->saved_path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sw_map_equal (saved, sw_window_get_map (window)));
}

/* Clicking a problem selects its regions and zooms to them; the saved
 * copy gets a corner touch between r1 and r2 to have one. */
static void
check_show_issue (Fixture  *fixture,
                  SwWindow *window)
{
  static const char corner_map[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<swmap version=\"1\" edition=\"base\">\n"
    "  <title>Corner</title>\n"
    "  <board id=\"main\" width=\"200\" height=\"200\"/>\n"
    "  <vertices>\n"
    "    <v id=\"1\" x=\"0\" y=\"0\"/><v id=\"2\" x=\"100\" y=\"0\"/><v id=\"3\" x=\"200\" y=\"0\"/>\n"
    "    <v id=\"4\" x=\"0\" y=\"100\"/><v id=\"5\" x=\"100\" y=\"100\"/><v id=\"6\" x=\"200\" y=\"100\"/>\n"
    "    <v id=\"7\" x=\"0\" y=\"200\"/><v id=\"8\" x=\"100\" y=\"200\"/><v id=\"9\" x=\"200\" y=\"200\"/>\n"
    "  </vertices>\n"
    "  <region id=\"r1\" terrain=\"farmland\"><outline>1 2 5 4</outline></region>\n"
    "  <region id=\"r2\" terrain=\"forest\"><outline>5 6 9 8</outline></region>\n"
    "  <region id=\"r3\" terrain=\"hill\"><outline>2 3 6 5</outline></region>\n"
    "  <region id=\"r4\" terrain=\"swamp\"><outline>4 5 8 7</outline></region>\n"
    "</swmap>\n";
  g_autoptr(GFile) file = g_file_new_for_path (fixture->saved_path);
  g_autoptr(GError) error = NULL;
  SwMapView *view = sw_window_get_map_view (window);
  GListModel *issues;
  guint n_selected = 0, corner = G_MAXUINT;
  const guint *selected;

  g_assert_true (g_file_set_contents (fixture->saved_path, corner_map, -1, &error));
  g_assert_true (sw_window_load_file (window, file, &error));
  g_assert_no_error (error);
  issues = sw_window_get_issues (window);
  for (guint i = 0; i < g_list_model_get_n_items (issues); i++)
    {
      g_autoptr(SwIssueItem) item = g_list_model_get_item (issues, i);
      const SwIssue *issue = sw_issue_item_get_issue (item);

      if (g_str_equal (issue->code, "corner-touch") && g_strv_contains ((const char *const *) issue->regions, "r1"))
        corner = i;
    }
  g_assert_cmpuint (corner, !=, G_MAXUINT);

  sw_window_show_issue (window, corner);
  selected = sw_map_view_get_selection (view, &n_selected);
  g_assert_cmpuint (n_selected, ==, 2);
  g_assert_cmpint (selected[0], ==, sw_map_find_region (sw_window_get_map (window), "r1"));
  g_assert_cmpint (selected[1], ==, sw_map_find_region (sw_window_get_map (window), "r2"));
  g_assert_false (sw_map_view_get_fitting (view));
}

/* Closing a window with unsaved changes asks first: Cancel keeps it,
 * Discard closes it. */
static void
check_close_unsaved (Fixture  *fixture,
                     SwWindow *window)
{
  GtkApplication *application = GTK_APPLICATION (fixture->application);
  guint n_windows = g_list_length (gtk_application_get_windows (application));
  AdwMessageDialog *dialog;

  g_assert_cmpuint (n_windows, ==, 2);

  g_assert_nonnull (window);
  sw_window_set_modified (window, TRUE);

  gtk_window_close (GTK_WINDOW (window));
  dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (application)), ==, n_windows);
  /* as a click on a response button does: respond, then close */
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_nonnull (window_for (fixture, fixture->saved_path));
  g_assert_true (sw_window_get_modified (window));

  gtk_window_close (GTK_WINDOW (window));
  dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "discard");
  gtk_window_close (GTK_WINDOW (dialog));
  /* the window goes once the dialog is gone (checked at the next step) */
}


static gboolean
step_cb (gpointer data)
{
  Fixture *fixture = data;
  SwWindow *window = window_for (fixture, fixture->first_path);
  g_autoptr(GFile) second = NULL;

  switch (fixture->step)
    {
    case 0:
      /* wait until the window is on screen and the view has its size */
      if (window == NULL || gtk_widget_get_width (GTK_WIDGET (sw_window_get_map_view (window))) == 0)
        {
          g_assert_cmpuint (++fixture->waited, <, 200);
          return G_SOURCE_CONTINUE;
        }
      check_opened_window (fixture);
      check_no_welcome_page (window);
      check_region_panel (window);
      check_adjacency_action (window);
      check_zoom_actions (window);
      break;

    case 1:
      /* a second map opens in a second window: this one is taken */
      second = g_file_new_for_path (fixture->second_path);
      g_application_open (G_APPLICATION (fixture->application), &second, 1, "");
      g_assert_nonnull (window_for (fixture, fixture->second_path));
      g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (fixture->application))), ==, 2);
      g_assert_true (window_for (fixture, fixture->second_path) != window);
      break;

    case 2:
      check_save (fixture, window_for (fixture, fixture->second_path));
      break;

    case 3:
      check_no_svg_renderer ();
      check_main_menu (window);
      /* About and the shortcuts window open from their app actions */
      g_action_group_activate_action (G_ACTION_GROUP (fixture->application), "about", NULL);
      g_action_group_activate_action (G_ACTION_GROUP (fixture->application), "shortcuts", NULL);
      g_assert_nonnull (sw_test_app_find_toplevel (ADW_TYPE_ABOUT_WINDOW));
      g_assert_nonnull (sw_test_app_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
      check_shortcuts_fit (GTK_WIDGET (sw_test_app_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW)));
      gtk_window_destroy (sw_test_app_find_toplevel (ADW_TYPE_ABOUT_WINDOW));
      gtk_window_destroy (sw_test_app_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
      break;

    case 4:
      check_show_issue (fixture, window_for (fixture, fixture->saved_path));
      check_close_unsaved (fixture, window_for (fixture, fixture->saved_path));
      break;

    case 5:
      /* the window goes once the dialog is gone: give it a few frames */
      if (window_for (fixture, fixture->saved_path) != NULL)
        {
          g_assert_cmpuint (++fixture->waited, <, 400);
          return G_SOURCE_CONTINUE;
        }
      g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (fixture->application))), ==, 1);
      break;

    default:
      fixture->done = TRUE;
      /* app.quit closes every window; nothing is left unsaved */
      g_action_group_activate_action (G_ACTION_GROUP (fixture->application), "quit", NULL);
      return G_SOURCE_REMOVE;
    }
  fixture->step++;
  return G_SOURCE_CONTINUE;
}

static void
test_open_map_window (void)
{
  Fixture fixture = { 0 };
  g_autofree char *backup = NULL;
  g_autofree char *tmpdir = g_dir_make_tmp ("swcompanion-test-XXXXXX", NULL);
  char *argv[3];
  int status;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display: run under xvfb-run");
      return;
    }

  fixture.first_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  fixture.second_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-3p.swmap", NULL);
  fixture.saved_path = g_build_filename (tmpdir, "saved.swmap", NULL);
  fixture.application = sw_application_new ();
  /* a test instance must not hand its files to a running app */

  argv[0] = (char *) "test-app-window";
  argv[1] = fixture.first_path;
  argv[2] = NULL;
  status = sw_test_app_run_steps (G_APPLICATION (fixture.application), step_cb, &fixture, 2, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (fixture.done);

  backup = g_strconcat (fixture.saved_path, "~", NULL);
  g_remove (fixture.saved_path);
  g_remove (backup);
  g_rmdir (tmpdir);
  g_object_unref (fixture.application);
  g_free (fixture.first_path);
  g_free (fixture.second_path);
  g_free (fixture.saved_path);
}

/* A map named on the command line that cannot be read (it is read on a
 * worker thread while the app starts): the window stays empty and says
 * why, naming the file. */
typedef struct {
  SwApplication *application;
  guint waited;
  gboolean done;
} BrokenFixture;

static gboolean
broken_step_cb (gpointer data)
{
  BrokenFixture *fixture = data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (fixture->application));
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  SwWindow *window = NULL;

  for (GList *l = windows; l != NULL; l = l->next)
    if (SW_IS_WINDOW (l->data))
      window = l->data;
  if (window == NULL || dialog == NULL)
    {
      g_assert_cmpuint (++fixture->waited, <, 200);
      return G_SOURCE_CONTINUE;
    }
  g_assert_true (sw_window_is_empty (window));
  g_assert_null (sw_window_get_map (window));
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "broken.swmap"));
  g_assert_nonnull (adw_message_dialog_get_body (dialog));
  adw_message_dialog_response (dialog, "close");
  gtk_window_close (GTK_WINDOW (dialog));
  fixture->done = TRUE;
  g_action_group_activate_action (G_ACTION_GROUP (fixture->application), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static void
test_open_broken_from_command_line (void)
{
  BrokenFixture fixture = { 0 };
  g_autofree char *tmpdir = NULL;
  g_autofree char *path = NULL;
  char *argv[3] = { (char *) "test-app-window", NULL, NULL };
  int status;

  /* a process has one application name: run this app in its own */
  if (!sw_test_app_in_own_process (60))
    return;
  tmpdir = g_dir_make_tmp ("swcompanion-test-XXXXXX", NULL);
  path = g_build_filename (tmpdir, "broken.swmap", NULL);
  argv[1] = path;
  g_assert_true (g_file_set_contents (path, "<swmap version=\"1\"><regions>", -1, NULL));
  fixture.application = sw_application_new ();
  status = sw_test_app_run_steps (G_APPLICATION (fixture.application), broken_step_cb, &fixture, 2, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (fixture.done);
  g_object_unref (fixture.application);
  g_remove (path);
  g_rmdir (tmpdir);
}

/* A process that opens nothing itself reads nothing: one that stops at a
 * bad option (or hands its files to the instance already running: the
 * same path, not tried here as it needs a second process on the bus)
 * does not read the maps it names, and its exit does not wait for them.
 * The map here is a FIFO that nobody writes to: reading it never ends. */
static void
test_command_line_without_reading (void)
{
  g_autofree char *tmpdir = NULL;
  g_autofree char *path = NULL;
  char *bad_argv[4] = { (char *) "test-app-window", (char *) "--no-such-option", NULL, NULL };
  SwApplication *application;

  /* before the fix the process hung in its exit, joining the reader */
  if (!sw_test_app_in_own_process (20))
    return;
  tmpdir = g_dir_make_tmp ("swcompanion-test-XXXXXX", NULL);
  path = g_build_filename (tmpdir, "never-written.swmap", NULL);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  bad_argv[2] = path;

  /* the command line is refused before anything starts */
  application = sw_application_new ();
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_assert_cmpint (g_application_run (G_APPLICATION (application), 3, bad_argv), !=, 0);
  g_object_unref (application);

  g_remove (path);
  g_rmdir (tmpdir);
}

/* g_application_run() without arguments (argc 0, argv NULL, as GLib
 * allows): the app starts with an empty window. Its command line is an
 * empty vector then, with no program name to skip. */
static gboolean
quit_step_cb (gpointer data)
{
  GApplication *application = data;

  GList *windows = gtk_application_get_windows (GTK_APPLICATION (application));

  if (windows == NULL || !gtk_widget_get_mapped (windows->data))
    return G_SOURCE_CONTINUE;
  /* an empty window shows its welcome page, made as it first shows: New
   * Game, the unfinished games, New Map and Open */
  g_assert_cmpuint (count_widgets (windows->data, ADW_TYPE_STATUS_PAGE, NULL), ==, 1);
  g_assert_cmpuint (count_widgets (windows->data, SW_TYPE_UNFINISHED_GAMES, NULL), ==, 1);
  g_assert_cmpuint (count_widgets (windows->data, GTK_TYPE_LABEL, "New Game…"), ==, 1);
  g_application_quit (application);
  return G_SOURCE_REMOVE;
}

static void
test_run_without_arguments (void)
{
  SwApplication *application;

  if (!sw_test_app_in_own_process (60))
    return;
  application = sw_application_new ();
  g_assert_cmpint (sw_test_app_run_steps (G_APPLICATION (application), quit_step_cb, application, 0, NULL), ==, 0);
  g_object_unref (application);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = sw_test_app_private_home ();
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/app/window/open-view-save", test_open_map_window);
  g_test_add_func ("/app/window/open-broken-from-command-line", test_open_broken_from_command_line);
  g_test_add_func ("/app/window/command-line-without-reading", test_command_line_without_reading);
  g_test_add_func ("/app/window/run-without-arguments", test_run_without_arguments);

  status = g_test_run ();
  sw_test_app_remove_tree (home);
  return status;
}
