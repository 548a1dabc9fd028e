/* test-combo-picker.c: the combo picker in a real game window: search in any language, Enter takes the single match, nothing in play offered, tokens asked before a pick (needs a display). */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "sw-combo-picker.h"
#include "sw-combo-row.h"
#include "sw-game-window.h"
#include "sw-map-xml.h"
#include "sw-test-app.h"

static GtkApplication *application;
static char *home;

/* The button labelled @label in the @nth row of the combo row. */
static GtkWidget *
find_button (GtkWidget *root, const char *label, guint *nth)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0
      && gtk_widget_get_visible (root))
    {
      if (*nth == 0)
        return root;
      (*nth)--;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label, nth);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A 2-player game on the bundled board of @edition with @n combos of
 * @combos (race, power) revealed. */
static SwGameWindow *
new_window (const char *map_name, const char *const (*combos)[2], guint n)
{
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", map_name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  g_autoptr(SwGame) game = NULL;
  SwGameWindow *window;

  g_assert_no_error (error);
  game = sw_game_setup_create (map, names, 0);
  window = sw_game_window_new (application, game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  sw_test_app_iterate ();
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.reveal", "(ss)", combos[i][0], combos[i][1]));
      sw_test_app_iterate ();
    }
  g_assert_cmpuint (sw_game_window_get_game (window)->row->len, ==, n);
  return window;
}

static SwComboPicker *
picker_of (SwGameWindow *window)
{
  GtkWidget *picker = sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_COMBO_PICKER);

  g_assert_nonnull (picker);
  return SW_COMBO_PICKER (picker);
}

static GStrv
shown_for (SwComboPicker *picker, const char *query)
{
  gtk_editable_set_text (sw_combo_picker_get_search (picker), query);
  return sw_combo_picker_dup_shown (picker);
}

/* Enter, as the search field gets it from the keyboard. */
static void
press_enter (SwComboPicker *picker)
{
  g_signal_emit_by_name (sw_combo_picker_get_search (picker), "activate");
  sw_test_app_iterate ();
}

/* A key pressed in the search field, as its arrow keys' controller sees
 * it; whether it was taken. */
static gboolean
search_key (SwComboPicker *picker, guint keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (sw_combo_picker_get_search (picker)));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) == GTK_PHASE_CAPTURE)
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0u, (GdkModifierType) 0, &handled);
          return handled;
        }
    }
  g_error ("the search has no arrow keys");
  return FALSE;
}

static gboolean
focus_in (SwGameWindow *window, GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static const char *const base_combos[][2] = {
  { "ratmen", "alchemist" }, { "orcs", "merchant" }, { "humans", "commando" }, { "dwarves", "hill" },
};

/* A word anywhere in the name, in English or Chinese, whatever the case;
 * every word of the search must match. */
static void
test_search (void)
{
  SwGameWindow *window = new_window ("base-2p.swmap", base_combos, G_N_ELEMENTS (base_combos));
  SwComboPicker *picker = picker_of (window);
  g_auto(GStrv) fly = shown_for (picker, "fly");
  g_auto(GStrv) lying = shown_for (picker, "LYING");
  g_auto(GStrv) chinese = shown_for (picker, "飞");
  g_auto(GStrv) master = shown_for (picker, "master");
  g_auto(GStrv) dragon_master = shown_for (picker, "master drag");
  g_auto(GStrv) men = shown_for (picker, "men");
  g_auto(GStrv) nothing = shown_for (picker, "qqq");

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (picker)));
  g_assert_cmpstrv (fly, ((const char *const[]) { "power:flying", NULL }));
  g_assert_cmpstrv (lying, ((const char *const[]) { "power:flying", NULL }));
  g_assert_cmpstrv (chinese, ((const char *const[]) { "power:flying", NULL }));
  g_assert_cmpstrv (master, ((const char *const[]) { "power:dragon-master", NULL }));
  g_assert_cmpstrv (dragon_master, ((const char *const[]) { "power:dragon-master", NULL }));
  /* the one race with "men" in its name, the Ratmen, is in the row */
  g_assert_cmpstrv (men, ((const char *const[]) { NULL }));
  g_assert_cmpstrv (nothing, ((const char *const[]) { NULL }));
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* What is in the row or on the map is never offered; the order is the
 * catalog's whatever is typed. */
static void
test_exclusion_and_order (void)
{
  SwGameWindow *window = new_window ("base-2p.swmap", base_combos, G_N_ELEMENTS (base_combos));
  SwGame *game = sw_game_window_get_game (window);
  SwComboPicker *picker = picker_of (window);
  g_auto(GStrv) all = NULL;
  g_auto(GStrv) some = NULL;
  g_autoptr(GPtrArray) races = sw_catalog_list (game->catalog, "race");
  g_autoptr(GPtrArray) powers = sw_catalog_list (game->catalog, "power");
  guint at = 0;

  /* Ann picks Alchemist Ratmen: on the map now, no longer in the row */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.pick", "(ii)", 0, 0));
  sw_test_app_iterate ();
  g_assert_cmpuint (game->row->len, ==, 3);
  all = shown_for (picker, "");
  g_assert_cmpuint (g_strv_length (all), ==, races->len + powers->len - 8);
  for (guint i = 0; i < G_N_ELEMENTS (base_combos); i++)
    {
      g_autofree char *race = g_strconcat ("race:", base_combos[i][0], NULL);
      g_autofree char *power = g_strconcat ("power:", base_combos[i][1], NULL);

      g_assert_false (g_strv_contains ((const char *const *) all, race));
      g_assert_false (g_strv_contains ((const char *const *) all, power));
    }
  /* "e" keeps most of them, in the same order as the whole list */
  some = shown_for (picker, "e");
  g_assert_cmpuint (g_strv_length (some), >, 5);
  for (guint i = 0; some[i] != NULL; i++)
    {
      while (all[at] != NULL && !g_str_equal (all[at], some[i]))
        at++;
      g_assert_nonnull (all[at]);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* Typing part of each name and Enter enters the combo: no other input. */
static void
test_enter (void)
{
  SwGameWindow *window = new_window ("base-2p.swmap", base_combos, G_N_ELEMENTS (base_combos));
  SwGame *game = sw_game_window_get_game (window);
  SwComboPicker *picker = picker_of (window);
  GtkEditable *search = sw_combo_picker_get_search (picker);
  g_auto(GStrv) races_only = NULL;
  const SwCombo *combo;
  guint log = game->log->len, warnings = game->warnings->len;

  sw_combo_picker_focus_search (picker);
  g_assert_true (focus_in (window, GTK_WIDGET (search)));
  /* many matches, several beginning so: Enter takes nothing */
  gtk_editable_set_text (search, "s");
  press_enter (picker);
  g_assert_cmpuint (game->log->len, ==, log);
  g_assert_cmpstr (gtk_editable_get_text (search), ==, "s");
  /* matches of which one begins so: "st" is Stout, not Forest; the row
   * Enter takes is shown selected */
  {
    g_auto(GStrv) shown = NULL;
    GtkListBox *list = GTK_LIST_BOX (sw_test_app_find_type (GTK_WIDGET (picker), GTK_TYPE_LIST_BOX));
    GtkListBoxRow *selected;

    gtk_editable_set_text (search, "st");
    shown = sw_combo_picker_dup_shown (picker);
    g_assert_cmpuint (g_strv_length (shown), >=, 2);
    selected = gtk_list_box_get_selected_row (list);
    g_assert_nonnull (selected);
    g_assert_cmpstr (g_object_get_data (G_OBJECT (selected), "id"), ==, "stout");
    press_enter (picker);
    g_assert_cmpstr (gtk_editable_get_text (search), ==, "");
    g_clear_pointer (&shown, g_strfreev);
    shown = sw_combo_picker_dup_shown (picker);
    for (guint i = 0; shown[i] != NULL; i++)
      g_assert_true (g_str_has_prefix (shown[i], "race:"));
    /* taken back with its chip, nothing written */
    {
      guint nth = 0;

      g_signal_emit_by_name (find_button (GTK_WIDGET (picker), "Stout ✕", &nth), "clicked");
    }
    g_assert_cmpuint (game->log->len, ==, log);
    /* Up moves the selection to the match above, the focus staying in
     * the search, and Enter takes that one */
    gtk_editable_set_text (search, "st");
    g_assert_cmpstr (g_object_get_data (G_OBJECT (gtk_list_box_get_selected_row (list)), "id"), ==, "stout");
    g_assert_true (search_key (picker, GDK_KEY_Up));
    g_assert_cmpstr (g_object_get_data (G_OBJECT (gtk_list_box_get_selected_row (list)), "id"), ==, "forest");
    g_assert_true (focus_in (window, GTK_WIDGET (search)));
    press_enter (picker);
    g_assert_nonnull (find_button (GTK_WIDGET (picker), "Forest ✕", &(guint) { 0 }));
    g_signal_emit_by_name (find_button (GTK_WIDGET (picker), "Forest ✕", &(guint) { 0 }), "clicked");
    g_assert_cmpuint (game->log->len, ==, log);
  }
  /* one match: the power is taken, the list offers races only */
  gtk_editable_set_text (search, "fly");
  press_enter (picker);
  g_assert_cmpuint (game->log->len, ==, log);
  g_assert_cmpstr (gtk_editable_get_text (search), ==, "");
  races_only = sw_combo_picker_dup_shown (picker);
  for (guint i = 0; races_only[i] != NULL; i++)
    g_assert_true (g_str_has_prefix (races_only[i], "race:"));
  gtk_editable_set_text (search, "skel");
  press_enter (picker);
  g_assert_cmpuint (game->log->len, ==, log + 1);
  g_assert_cmpuint (game->row->len, ==, 5);
  combo = &g_array_index (game->row, SwCombo, 4);
  g_assert_cmpstr (combo->race, ==, "skeletons");
  g_assert_cmpstr (combo->power, ==, "flying");
  g_assert_cmpuint (game->warnings->len, ==, warnings);
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  /* ready for the next one, focus still in the search */
  g_assert_cmpstr (gtk_editable_get_text (search), ==, "");
  g_assert_true (focus_in (window, GTK_WIDGET (search)));
  /* race first works too, in Chinese as well (Wizards, Heroic); the
   * sixth fills the row and the search goes */
  gtk_editable_set_text (search, "巫师");
  press_enter (picker);
  gtk_editable_set_text (search, "英勇");
  press_enter (picker);
  g_assert_cmpuint (game->row->len, ==, 6);
  combo = &g_array_index (game->row, SwCombo, 5);
  g_assert_cmpstr (combo->race, ==, "wizards");
  g_assert_cmpstr (combo->power, ==, "heroic");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (picker)));
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* A combo the catalog prints no number for: the tokens are asked before
 * the pick, not after; a printed one is picked at once. */
static void
test_tokens_before_pick (void)
{
  static const char *const combos[][2] = { { "gnomes", "mining" }, { "cultists", "adventurous" } };
  SwGameWindow *window = new_window ("underground-2p.swmap", combos, G_N_ELEMENTS (combos));
  SwGame *game = sw_game_window_get_game (window);
  SwComboPicker *picker = picker_of (window);
  guint nth = 0;
  GtkWidget *pick = find_button (GTK_WIDGET (window), "Pick", &nth);
  GtkSpinButton *spin = sw_combo_picker_get_tokens (picker);
  guint log = game->log->len;
  SwPlayer *ann;

  g_assert_true (sw_combo_picker_lacks_tokens (game, "gnomes", "mining"));
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();

    sw_test_app_collect_type (GTK_WIDGET (window), SW_TYPE_COMBO_ROW, rows);
    g_assert_true (g_str_has_suffix (adw_action_row_get_subtitle (g_ptr_array_index (rows, 0)), "· tokens asked at the pick"));
  }
  g_assert_nonnull (pick);
  g_signal_emit_by_name (pick, "clicked");
  sw_test_app_iterate ();
  /* nothing recorded yet: the prompt waits, focused */
  g_assert_cmpuint (game->log->len, ==, log);
  g_assert_cmpstr (sw_combo_picker_get_page (picker), ==, "tokens");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (picker)));
  g_assert_true (focus_in (window, GTK_WIDGET (spin)));
  /* 0 is no answer */
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
  sw_test_app_iterate ();
  g_assert_cmpuint (game->log->len, ==, log);
  gtk_spin_button_set_value (spin, 9);
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
  sw_test_app_iterate ();
  g_assert_cmpuint (game->log->len, ==, log + 1);
  ann = sw_game_player (game, 0);
  g_assert_cmpint (ann->active, >=, 0);
  g_assert_cmpstr (sw_game_band (game, ann->active)->race, ==, "gnomes");
  g_assert_cmpint (sw_game_band (game, ann->active)->hand, ==, 9);
  g_assert_cmpstr (sw_combo_picker_get_page (picker), ==, "search");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();

  /* the base game prints every number: Pick takes it at once */
  window = new_window ("base-2p.swmap", base_combos, G_N_ELEMENTS (base_combos));
  game = sw_game_window_get_game (window);
  picker = picker_of (window);
  nth = 1;
  pick = find_button (GTK_WIDGET (window), "Pick", &nth);
  g_signal_emit_by_name (pick, "clicked");
  sw_test_app_iterate ();
  ann = sw_game_player (game, 0);
  g_assert_cmpint (ann->active, >=, 0);
  g_assert_cmpstr (sw_game_band (game, ann->active)->race, ==, "orcs");
  g_assert_cmpint (sw_game_band (game, ann->active)->hand, ==, 5 + 2);
  g_assert_cmpstr (sw_combo_picker_get_page (picker), ==, "search");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* A combo whose banner the catalog prints and whose badge it does not
 * (the Dwarves' 5 of Small World of Warcraft, the Miner's unknown): only
 * the badge is asked, and the pick takes both. */
static void
test_tokens_half_printed (void)
{
  static const char *const combos[][2] = { { "dwarves", "miner" }, { "humans", "farmer" } };
  SwGameWindow *window = new_window ("warcraft-set.swmap", combos, G_N_ELEMENTS (combos));
  SwGame *game = sw_game_window_get_game (window);
  SwComboPicker *picker = picker_of (window);
  GtkSpinButton *spin = sw_combo_picker_get_tokens (picker);
  /* the question above the field's row (ui/sw-combo-picker.ui) */
  GtkLabel *question = GTK_LABEL (gtk_widget_get_first_child (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (spin)))));
  guint log = game->log->len;
  guint nth = 0;
  GtkWidget *pick = find_button (GTK_WIDGET (window), "Pick", &nth);
  SwPlayer *ann;

  g_assert_true (sw_combo_picker_lacks_tokens (game, "dwarves", "miner"));
  /* a question whose combo an Undo takes away goes with it */
  {
    guint second = 1;
    GtkWidget *pick_second = find_button (GTK_WIDGET (window), "Pick", &second);

    g_signal_emit_by_name (pick_second, "clicked");
    sw_test_app_iterate ();
    g_assert_cmpstr (sw_combo_picker_get_page (picker), ==, "tokens");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
    sw_test_app_iterate ();
    g_assert_cmpuint (game->row->len, ==, 1);
    g_assert_cmpstr (sw_combo_picker_get_page (picker), ==, "search");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.reveal", "(ss)", "humans", "farmer"));
    sw_test_app_iterate ();
    log = game->log->len;
  }
  /* the row says what it knows: the banner's 5, the badge's unknown */
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();

    sw_test_app_collect_type (GTK_WIDGET (window), SW_TYPE_COMBO_ROW, rows);
    g_assert_cmpuint (rows->len, >=, 1);
    g_assert_true (g_str_has_suffix (adw_action_row_get_subtitle (g_ptr_array_index (rows, 0)), "· 5 + ? tokens"));
  }
  g_signal_emit_by_name (pick, "clicked");
  sw_test_app_iterate ();
  g_assert_cmpstr (sw_combo_picker_get_page (picker), ==, "tokens");
  g_assert_nonnull (strstr (gtk_label_get_label (question), "The Dwarves banner gives 5 tokens: how many does the badge add?"));
  /* the badge's 0 is still no answer */
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
  sw_test_app_iterate ();
  g_assert_cmpuint (game->log->len, ==, log);
  gtk_spin_button_set_value (spin, 3);
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate");
  sw_test_app_iterate ();
  g_assert_cmpuint (game->log->len, ==, log + 1);
  ann = sw_game_player (game, 0);
  g_assert_cmpstr (sw_game_band (game, ann->active)->race, ==, "dwarves");
  g_assert_cmpint (sw_game_band (game, ann->active)->hand, ==, 5 + 3);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}


typedef struct
{
  GtkWidget *widget;
  GtkWidget *scrolled;
} Sight;

static gboolean
is_short (gpointer data)
{
  Sight *sight = data;

  return gtk_widget_get_height (sight->scrolled) > 0 && gtk_widget_get_height (sight->scrolled) < 420;
}

static gboolean
in_sight (gpointer data)
{
  Sight *sight = data;
  graphene_rect_t bounds;

  return gtk_widget_compute_bounds (sight->widget, sight->scrolled, &bounds) && bounds.origin.y >= 0
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (sight->scrolled);
}

/* In a short window the question asked at Pick comes into sight: the
 * sidebar scrolls to it, or a Pick at its foot would seem to do nothing. */
static void
test_tokens_in_sight (void)
{
  static const char *const combos[][2] = { { "gnomes", "mining" }, { "cultists", "adventurous" } };
  SwGameWindow *window = new_window ("underground-2p.swmap", combos, G_N_ELEMENTS (combos));
  SwComboPicker *picker = picker_of (window);
  GtkWidget *spin = GTK_WIDGET (sw_combo_picker_get_tokens (picker));
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (picker), GTK_TYPE_SCROLLED_WINDOW);
  guint nth = 0;
  GtkWidget *pick;
  graphene_rect_t bounds;
  Sight sight = { spin, scrolled };

  g_assert_nonnull (scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), 1300, 420);
  g_assert_true (sw_test_app_run_until (is_short, &sight, 5000));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), 0);
  pick = find_button (GTK_WIDGET (window), "Pick", &nth);
  g_assert_nonnull (pick);
  g_signal_emit_by_name (pick, "clicked");
  g_assert_cmpstr (sw_combo_picker_get_page (picker), ==, "tokens");
  /* the frames that lay it out and scroll come at the machine's pace */
  sw_test_app_run_until (in_sight, &sight, 5000);
  g_assert_true (gtk_widget_compute_bounds (spin, scrolled, &bounds));
  g_test_message ("the count's field at %g..%g in a sidebar of %d px (scrolled %g of %g, page %g)", bounds.origin.y,
                  bounds.origin.y + bounds.size.height, gtk_widget_get_height (scrolled),
                  gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled))),
                  gtk_adjustment_get_upper (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled))),
                  gtk_adjustment_get_page_size (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled))));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scrolled));
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

int
main (int argc, char *argv[])
{
  int result;

  home = sw_test_app_private_home ();
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  application = sw_test_app_new_registered ("io.github.swcompanion.TestComboPicker");
  if (application == NULL)
    return 0;
  g_test_add_func ("/combo-picker/search", test_search);
  g_test_add_func ("/combo-picker/exclusion-and-order", test_exclusion_and_order);
  g_test_add_func ("/combo-picker/enter", test_enter);
  g_test_add_func ("/combo-picker/tokens-before-pick", test_tokens_before_pick);
  g_test_add_func ("/combo-picker/tokens-half-printed", test_tokens_half_printed);
  g_test_add_func ("/combo-picker/tokens-in-sight", test_tokens_in_sight);
  result = g_test_run ();
  g_object_unref (application);
  sw_test_app_remove_tree (home);
  g_free (home);
  return result;
}
