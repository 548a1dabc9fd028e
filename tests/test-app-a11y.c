/* test-app-a11y.c: every control of the map editor, the game window and their dialogs has a name a screen reader can say (needs a display). */
#include "config.h"

#include <adwaita.h>

#include "sw-application.h"
#include "sw-balance-window.h"
#include "sw-boards-panel.h"
#include "sw-export-options.h"
#include "sw-game-setup.h"
#include "sw-game-window.h"
#include "sw-map-properties-dialog.h"
#include "sw-map-xml.h"
#include "sw-new-map-dialog.h"
#include "sw-test-app.h"
#include "sw-test-game.h"
#include "sw-withdraw-dialog.h"
#include "sw-window.h"

static GtkApplication *application;

/* Library widgets whose insides are the library's: a spin button's
 * arrows, a drop-down's list, window controls, a toast. The widget itself
 * is still checked. */
static gboolean
is_composite (GtkWidget *widget)
{
  static const char *const opaque[] = {
    "GtkSpinButton", "GtkDropDown", "GtkMenuButton", "GtkWindowControls", "GtkPopoverMenu",
    "GtkSearchEntry", "GtkEntry", "GtkPasswordEntry", "GtkText", "GtkScrollbar", "AdwEntryRow",
    "AdwComboRow", "AdwViewSwitcher", "AdwViewSwitcherBar", "AdwViewSwitcherTitle", "GtkStackSwitcher",
    "AdwToastWidget", "AdwTabBar", "AdwSplitButton", "GtkColumnView", "GtkListView", "GtkGridView",
    "GtkCalendar", "GtkColorDialogButton", "GtkFontButton", "GtkColorButton", "AdwExpanderRow",
  };
  const char *name = G_OBJECT_TYPE_NAME (widget);

  for (guint i = 0; i < G_N_ELEMENTS (opaque); i++)
    if (g_str_equal (name, opaque[i]))
      return TRUE;
  return FALSE;
}

/* Text shown inside @widget, if any: a button's label, a row's title. */
static gboolean
shows_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_text (GTK_LABEL (widget))[0] != '\0')
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && shows_text (child))
      return TRUE;
  return FALSE;
}

static gboolean
is_named (GtkWidget *widget)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (widget);

  return gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
         || gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* A control a screen reader lands on: it needs a name. A button that
 * shows text is named by it; one that shows an icon alone is not. */
static gboolean
needs_name (GtkWidget *widget)
{
  if (GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget) || GTK_IS_SEARCH_ENTRY (widget)
      || GTK_IS_DROP_DOWN (widget) || GTK_IS_SWITCH (widget) || GTK_IS_SCALE (widget)
      || GTK_IS_TEXT_VIEW (widget))
    return TRUE;
  if (GTK_IS_MENU_BUTTON (widget))
    return gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) == NULL;
  if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget))
    return !shows_text (widget);
  return FALSE;
}

static void
collect_unnamed (GtkWidget *widget,
                 GString   *unnamed)
{
  /* what the user meets in this state: hidden pages are checked in the
   * states that show them */
  if (!gtk_widget_get_mapped (widget))
    return;
  if (needs_name (widget) && !is_named (widget))
    {
      const char *tooltip = gtk_widget_get_tooltip_text (widget);
      GtkWidget *parent = gtk_widget_get_parent (widget);

      g_string_append_printf (unnamed, "%s%s%s (tooltip %s) in %s\n", G_OBJECT_TYPE_NAME (widget),
                              gtk_widget_get_name (widget)[0] != '\0' ? " " : "",
                              gtk_widget_get_name (widget), tooltip ? tooltip : "none",
                              parent ? G_OBJECT_TYPE_NAME (parent) : "-");
    }
  if (is_composite (widget))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_unnamed (child, unnamed);
}

static void
assert_all_named (GtkWidget  *root,
                  const char *what)
{
  g_autoptr(GString) unnamed = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;

  collect_unnamed (root, unnamed);
  if (unnamed->len == 0)
    return;
  lines = g_strsplit (unnamed->str, "\n", -1);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    g_test_message ("%s: no name for screen readers: %s", what, lines[i]);
  g_test_fail_printf ("%s: %u controls without a name for screen readers", what, g_strv_length (lines) - 1);
}

static SwWindow *
editor_with_map (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-3p.swmap", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  SwWindow *window = sw_window_new (application);

  g_assert_true (sw_window_load_file (window, file, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  sw_test_app_iterate ();
  return window;
}

static void
test_editor (void)
{
  SwWindow *window = sw_window_new (application);

  /* the welcome page */
  gtk_window_present (GTK_WINDOW (window));
  sw_test_app_iterate ();
  assert_all_named (GTK_WIDGET (window), "welcome page");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();

  /* a map, with a region selected: the region panel shows its controls */
  window = editor_with_map ();
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "edit.select",
                                                     g_variant_new_strv ((const char *const[]) { "r1", NULL }, -1)));
  sw_test_app_iterate ();
  assert_all_named (GTK_WIDGET (window), "map editor");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* Runs the main loop until @widget is on screen (5 s at most). */
static void
wait_mapped (GtkWidget *widget)
{
  for (guint waited = 0; !gtk_widget_get_mapped (widget) && waited < 500; waited++)
    {
      g_usleep (10000);
      sw_test_app_iterate ();
    }
  g_assert_true (gtk_widget_get_mapped (widget));
}

/* A board set with nothing selected: the Boards list, one board opened */
static void
test_editor_boards (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "warcraft-set.swmap", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  SwWindow *window = sw_window_new (application);
  GtkWidget *panel, *row, *spin;

  g_assert_true (sw_window_load_file (window, file, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  sw_test_app_iterate ();
  panel = sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_BOARDS_PANEL);
  g_assert_nonnull (panel);
  wait_mapped (panel);
  assert_all_named (GTK_WIDGET (window), "map editor, the Boards list");
  row = GTK_WIDGET (sw_boards_panel_get_row (SW_BOARDS_PANEL (panel), "m1"));
  g_assert_nonnull (row);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  spin = sw_test_app_find_type (row, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  /* the row opens on the next frames */
  wait_mapped (spin);
  assert_all_named (GTK_WIDGET (window), "map editor, a board opened");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

static void
test_editor_dialogs (void)
{
  SwWindow *window = editor_with_map ();
  GtkWindow *dialog;

  dialog = GTK_WINDOW (sw_new_map_dialog_new (window));
  gtk_window_present (dialog);
  sw_test_app_iterate ();
  assert_all_named (GTK_WIDGET (dialog), "New Map dialog");
  gtk_window_destroy (dialog);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.export", NULL));
  sw_test_app_iterate ();
  dialog = sw_test_app_find_toplevel (SW_TYPE_EXPORT_OPTIONS);
  g_assert_nonnull (dialog);
  assert_all_named (GTK_WIDGET (dialog), "Export dialog");
  gtk_window_destroy (dialog);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.map-properties", NULL));
  sw_test_app_iterate ();
  dialog = sw_test_app_find_toplevel (SW_TYPE_MAP_PROPERTIES_DIALOG);
  g_assert_nonnull (dialog);
  assert_all_named (GTK_WIDGET (dialog), "Map Properties dialog");
  gtk_window_destroy (dialog);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.balance", NULL));
  sw_test_app_iterate ();
  dialog = sw_test_app_find_toplevel (SW_TYPE_BALANCE_WINDOW);
  g_assert_nonnull (dialog);
  assert_all_named (GTK_WIDGET (dialog), "Balance Report");
  gtk_window_destroy (dialog);

  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* New Game as it opens, every seat shown, and as it opens from an editor
 * with a map */
static void
test_game_setup (void)
{
  GtkWindow *setup = sw_game_setup_window_new (application);
  SwWindow *window;

  g_assert_true (SW_IS_GAME_SETUP (setup));
  gtk_window_present (setup);
  sw_test_app_iterate ();
  assert_all_named (GTK_WIDGET (setup), "New Game window");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.players", "i", 5));
  sw_test_app_iterate ();
  assert_all_named (GTK_WIDGET (setup), "New Game window, five seats");
  gtk_window_destroy (setup);

  window = editor_with_map ();
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (application), "new-game"));
  g_action_group_activate_action (G_ACTION_GROUP (application), "new-game", NULL);
  sw_test_app_iterate ();
  setup = sw_test_app_find_toplevel (SW_TYPE_GAME_SETUP);
  g_assert_nonnull (setup);
  assert_all_named (GTK_WIDGET (setup), "New Game window from the editor");
  gtk_window_destroy (setup);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

static void
test_game_window (void)
{
  static const char *const names[] = { "Ann", "Bob", "Chen", NULL };
  static const char *const combos[][2] = {
    { "ratmen", "diplomat" }, { "orcs", "merchant" }, { "humans", "commando" },
    { "dwarves", "hill" }, { "elves", "forest" }, { "giants", "swamp" },
  };
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-3p.swmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  g_autoptr(SwGame) game = NULL;
  SwGameWindow *window;

  g_assert_no_error (error);
  game = sw_game_setup_create (map, names, 0);
  window = sw_game_window_new (application, game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  sw_test_app_iterate ();
  assert_all_named (GTK_WIDGET (window), "game window, the row to reveal");

  /* the row revealed, a combo picked, a region selected: the region
   * panel, the Diplomat's player picker and the turn's controls */
  for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.reveal", "(ss)", combos[i][0], combos[i][1]));
  sw_test_app_iterate ();
  assert_all_named (GTK_WIDGET (window), "game window, the row revealed");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.pick", "(ii)", 0, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.select-region", "s",
                                             "r0"));
  sw_test_app_iterate ();
  assert_all_named (GTK_WIDGET (window), "game window, a region selected");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* End Turn's question for a defender: Bob took one of Ann's regions */
static void
test_withdraw_dialog (void)
{
  g_autoptr(SwGame) game = test_game (test_base_board (), 2);
  GtkWidget *parent = gtk_window_new ();
  g_autoptr(GArray) pending = NULL;
  SwWithdrawDialog *dialog;

  pick (game, "ratmen", "alchemist");
  conquer (game, "a1");
  conquer (game, "b1");
  put (game, "a1", 4);
  end_turn (game);
  pick (game, "orcs", "merchant");
  conquer (game, "a1");
  pending = sw_game_pending_withdrawals (game);
  g_assert_cmpuint (pending->len, ==, 1);
  dialog = sw_withdraw_dialog_new (GTK_WINDOW (parent), game, g_array_index (pending, gint, 0));
  gtk_window_present (GTK_WINDOW (dialog));
  sw_test_app_iterate ();
  assert_all_named (GTK_WIDGET (dialog), "withdrawn tokens dialog");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
  sw_test_app_iterate ();
}

int
main (int argc, char *argv[])
{
  g_autofree char *home = sw_test_app_private_home ();
  int result;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  application = sw_test_app_new_registered (NULL);
  if (application == NULL)
    return 0;
  g_test_add_func ("/a11y/editor", test_editor);
  g_test_add_func ("/a11y/editor-boards", test_editor_boards);
  g_test_add_func ("/a11y/editor-dialogs", test_editor_dialogs);
  g_test_add_func ("/a11y/game-setup", test_game_setup);
  g_test_add_func ("/a11y/game-window", test_game_window);
  g_test_add_func ("/a11y/withdraw-dialog", test_withdraw_dialog);
  result = g_test_run ();
  g_object_unref (application);
  sw_test_app_remove_tree (home);
  return result;
}
