/* test-game-table.c: the game window at a real table: actions that never move, the map as the main control, the turn's flow, the keys, a window that fits (needs a display). */
#include "config.h"

#include <adwaita.h>
#include <locale.h>
#include <glib/gi18n-lib.h>

#include "sw-game-window.h"
#include "sw-game-turn-bar.h"
#include "sw-game-redeploy-bar.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"
#include "sw-map-view.h"
#include "sw-test-app.h"
#include "sw-test-game.h"

static GtkApplication *application;
static char *tmp_dir;

static gboolean
timed_out (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms, so that a presented window is laid out. */
static void
wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timed_out, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  sw_test_app_iterate ();
}

static void
act (gpointer window, const char *name, const char *format, ...)
{
  g_autoptr(GVariant) parameter = NULL;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      parameter = g_variant_ref_sink (g_variant_new_va (format, NULL, &args));
      va_end (args);
    }
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), name, parameter));
  sw_test_app_iterate ();
  if (SW_IS_GAME_WINDOW (window) && sw_game_window_get_refusal_dialog (window) != NULL)
    g_test_message ("%s not recorded: %s", name,
                    adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (sw_game_window_get_refusal_dialog (window))));
}

/* Whether a visible label under @widget reads @text; with @mapped, one
 * on the screen (a window not shown maps nothing). */
static gboolean
label_reads (GtkWidget *widget, const char *text, gboolean mapped)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget) && (!mapped || gtk_widget_get_mapped (widget))
      && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (label_reads (child, text, mapped))
      return TRUE;
  return FALSE;
}

static const char *
region_id (SwGame *game, gint index)
{
  return ((SwRegion *) g_ptr_array_index (game->map->regions, index))->id;
}

/* Reveals combos until the row holds six: races and powers not in play,
 * with printed numbers (a pick then needs no count). */
static void
fill_row (SwGameWindow *window)
{
  SwGame *game = sw_game_window_get_game (window);
  g_autoptr(GPtrArray) races = sw_catalog_list (game->catalog, "race");
  g_autoptr(GPtrArray) powers = sw_catalog_list (game->catalog, "power");

  for (guint r = 0, p = 0; game->row->len < 6 && r < races->len && p < powers->len;)
    {
      const SwCatalogEntry *race = g_ptr_array_index (races, r);
      const SwCatalogEntry *power = g_ptr_array_index (powers, p);

      if (sw_catalog_entry_get_int (race, "tokens", 0) <= 0 || sw_game_race_in_play (game, race->id))
        r++;
      else if (sw_catalog_entry_get_int (power, "tokens", 0) <= 0 || sw_game_power_in_play (game, power->id))
        p++;
      else
        {
          act (window, "game.reveal", "(ss)", race->id, power->id);
          g_assert_null (sw_game_window_get_refusal_dialog (window));
          r++, p++;
        }
    }
  g_assert_cmpuint (game->row->len, ==, 6);
}

static void
pick_first (SwGameWindow *window)
{
  act (window, "game.pick", "(ii)", 0, 0);
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  fill_row (window);
}

/* A new three-player game on the bundled 3-player map, the row revealed. */
static SwGameWindow *
new_window (const char *first_name, gint width, gint height)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-3p.swmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  const char *names[] = { first_name, "Bruno", "Chen", NULL };
  g_autoptr(SwGame) game = NULL;
  SwGameWindow *window;

  g_assert_no_error (error);
  game = sw_game_setup_create (map, names, 0);
  window = sw_game_window_new (application, game, NULL);
  fill_row (window);
  if (width > 0)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), width, height);
      gtk_window_present (GTK_WINDOW (window));
      wait_ms (400);
    }
  return window;
}

/* The first region the rules refuse the active race, asked as the turn's
 * first conquest (after the troops are taken back) with @die (-1: none),
 * or -1. */
static gint
refused_after_ready (SwGame *game, gint die)
{
  gint active = sw_game_player (game, game->seat)->active;

  for (guint i = 0; i < game->regions->len; i++)
    {
      g_autoptr(SwAction) ready = sw_action_new (SW_ACTION_READY);
      g_autoptr(SwAction) conquest = sw_action_new (SW_ACTION_CONQUER);
      g_autoptr(GPtrArray) reasons = NULL;

      if (sw_game_region_state (game, i)->band == active)
        continue;
      conquest->region = g_strdup (region_id (game, i));
      conquest->die = die;
      reasons = sw_game_check_after (game, ready, conquest, NULL);
      if (reasons->len > 0)
        return (gint) i;
    }
  return -1;
}

/* The first region the active race may take cleanly, or -1. */
static gint
target (SwGame *game)
{
  return test_target (game, FALSE);
}

/* The same at the start of a later turn, counting the tokens that taking
 * the troops back will put in hand. */
static gint
target_after_ready (SwGame *game)
{
  gint active = sw_game_player (game, game->seat)->active;
  gint hand = sw_game_band (game, active)->hand;

  for (guint i = 0; i < game->regions->len; i++)
    if (sw_game_region_state (game, i)->band == active)
      hand += sw_game_region_state (game, i)->tokens - 1;
  for (guint i = 0; i < game->regions->len; i++)
    {
      g_autoptr(SwCost) cost = NULL;

      if (sw_game_region_state (game, i)->band == active)
        continue;
      cost = sw_conquest_cost (game, region_id (game, i));
      if (cost->warnings->len == 0 && cost->total <= hand)
        return (gint) i;
    }
  return -1;
}

static void
confirm_sheet (SwGameWindow *window)
{
  SwGame *game = sw_game_window_get_game (window);
  guint seat = game->seat, round = game->round;

  act (window, "game.end-turn", NULL);
  while (sw_game_window_get_withdraw_dialog (window) != NULL)
    {
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (sw_game_window_get_withdraw_dialog (window)), "place");
      sw_test_app_iterate ();
    }
  g_free (sw_game_window_dup_sheet_heading (window));
  act (window, "game.confirm-turn", NULL);
  /* what the sheet warned about (tokens kept in hand): the table goes on */
  if (sw_game_window_get_refusal_dialog (window) != NULL)
    {
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (sw_game_window_get_refusal_dialog (window)), "record");
      sw_test_app_iterate ();
    }
  g_assert_true (game->seat != seat || game->round != round);
}

/* 1. The turn bar lies outside the scrolled sidebar, and its Conquer and
 * End Turn stay where they are whatever the panel above shows and however
 * long the names are. */
static void
test_fixed_actions (void)
{
  SwGameWindow *window = new_window ("Alexandra-Konstantina Papadopoulou-Featherstonehaugh", 1366, 768);
  SwGame *game = sw_game_window_get_game (window);
  GtkWidget *bar = sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_GAME_TURN_BAR);
  GtkWidget *conquer, *end_turn;
  graphene_rect_t before, after, end_before, end_after;
  gint width = gtk_widget_get_width (GTK_WIDGET (window));

  g_assert_nonnull (bar);
  for (GtkWidget *w = bar; w != NULL; w = gtk_widget_get_parent (w))
    g_assert_false (GTK_IS_SCROLLED_WINDOW (w));
  conquer = sw_test_app_find_action_button (bar, "game.conquer-selected");
  end_turn = sw_test_app_find_action_button (bar, "game.end-turn");
  g_assert_nonnull (conquer);
  g_assert_nonnull (end_turn);
  g_assert_true (gtk_widget_get_mapped (conquer));
  g_assert_true (gtk_widget_compute_bounds (conquer, GTK_WIDGET (window), &before));
  g_assert_true (gtk_widget_compute_bounds (end_turn, GTK_WIDGET (window), &end_before));
  g_test_message ("Conquer first at %g,%g %gx%g in %dx%d", before.origin.x, before.origin.y, before.size.width,
                  before.size.height, gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));

  pick_first (window);
  g_assert_cmpint (sw_game_player (game, game->seat)->active, >=, 0);
  /* a region with a long panel (cost, reasons, warnings, markers), then another */
  for (guint i = 0; i < game->regions->len; i += 3)
    {
      act (window, "game.select-region", "s", region_id (game, i));
      wait_ms (30);
      g_assert_true (gtk_widget_compute_bounds (conquer, GTK_WIDGET (window), &after));
      g_assert_true (gtk_widget_compute_bounds (end_turn, GTK_WIDGET (window), &end_after));
      g_assert_true (graphene_rect_equal (&before, &after));
      g_assert_true (graphene_rect_equal (&end_before, &end_after));
    }
  /* the long name is ellipsized, not wrapped: the window did not grow */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, width);
  {
    GtkWidget *label = sw_test_app_find_type (bar, GTK_TYPE_LABEL);
    g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_END);
    g_assert_false (gtk_label_get_wrap (GTK_LABEL (label)));
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "Featherstonehaugh"));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* 2. A click selects and shows the cost; a second click on it conquers with
 * the computed tokens; Enter does the same; nothing is recorded by the
 * first click. */
static void
test_map_control (void)
{
  SwGameWindow *window = new_window ("Alice", 0, 0);
  SwGame *game = sw_game_window_get_game (window);
  gint active, t, hand;
  guint len;
  g_autofree char *cost = NULL;
  g_autoptr(SwCost) computed = NULL;

  pick_first (window);
  active = sw_game_player (game, game->seat)->active;
  t = target (game);
  g_assert_cmpint (t, >=, 0);
  len = game->log->len;
  act (window, "game.region-click", "s", region_id (game, t));
  g_assert_cmpuint (game->log->len, ==, len);
  cost = sw_game_window_dup_cost_text (window);
  g_assert_nonnull (cost);
  g_assert_nonnull (strstr (cost, " = "));
  computed = sw_conquest_cost (game, region_id (game, t));
  hand = sw_game_band (game, active)->hand;
  /* the second click: the conquest, with the tokens the cost said */
  act (window, "game.region-click", "s", region_id (game, t));
  g_assert_cmpuint (game->log->len, ==, len + 1);
  g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, len))->type, ==, SW_ACTION_CONQUER);
  g_assert_cmpint (sw_game_region_state (game, t)->band, ==, active);
  g_assert_cmpint (sw_game_region_state (game, t)->tokens, ==, computed->total);
  g_assert_cmpint (sw_game_band (game, active)->hand, ==, hand - computed->total);

  /* Enter (GtkWindow's "activate-default", test_keys) conquers the
   * selected region, as the button does */
  t = target (game);
  g_assert_cmpint (t, >=, 0);
  act (window, "game.region-click", "s", region_id (game, t));
  len = game->log->len;
  g_signal_emit_by_name (window, "activate-default");
  g_assert_cmpuint (game->log->len, ==, len + 1);
  g_assert_cmpint (sw_game_region_state (game, t)->band, ==, active);

  /* a click on a region it holds only selects it; Conquer there is refused
   * as the button's is, nothing recorded */
  len = game->log->len;
  act (window, "game.region-click", "s", region_id (game, t));
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  g_assert_cmpuint (game->log->len, ==, len);
  act (window, "game.conquer-selected", NULL);
  g_assert_cmpuint (game->log->len, ==, len);
  g_assert_nonnull (sw_game_window_get_refusal_dialog (window));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sw_game_window_get_refusal_dialog (window)), "cancel");
  sw_test_app_iterate ();
  g_assert_cmpuint (game->log->len, ==, len);

  /* Undo, Redo, and a new action forgets what Redo had */
  act (window, "game.undo", NULL);
  g_assert_cmpuint (game->log->len, ==, len - 1);
  g_assert_cmpint (sw_game_region_state (game, t)->band, !=, active);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (window)));
  act (window, "game.redo", NULL);
  g_assert_cmpuint (game->log->len, ==, len);
  g_assert_cmpint (sw_game_region_state (game, t)->band, ==, active);
  act (window, "game.undo", NULL);
  t = target (game);
  g_assert_cmpint (t, >=, 0);
  act (window, "game.conquer", "(si)", region_id (game, t), -1);
  g_assert_cmpuint (game->log->len, ==, len);
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "game.redo", NULL)
                  && game->log->len != len);
  sw_test_app_iterate ();
  g_assert_cmpuint (game->log->len, ==, len);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* What @accel does on @widget: the action of the first shortcut it
 * triggers, as a key press runs them (GtkWindow's own bindings come before
 * a subclass's), "signal:NAME" for a signal; NULL when none. */
static char *
first_shortcut (GtkWidget *widget, const char *accel)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint key;
  GdkModifierType mods;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (!GTK_IS_KEYVAL_TRIGGER (trigger)
              || gdk_keyval_to_lower (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger))) != gdk_keyval_to_lower (key)
              || gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) != mods)
            continue;
          if (GTK_IS_NAMED_ACTION (action))
            return g_strdup (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)));
          if (GTK_IS_SIGNAL_ACTION (action))
            return g_strconcat ("signal:", gtk_signal_action_get_signal_name (GTK_SIGNAL_ACTION (action)), NULL);
          return g_strdup ("other");
        }
    }
  return NULL;
}

/* 2. Every turn action has a key, the shortcuts window lists them and fits
 * a 768 px screen, the primary menu, Ctrl+W. */
static void
test_keys (void)
{
  static const struct { const char *accel, *action; } keys[] = {
    /* Return is GtkWindow's "activate-default", which the game window
     * makes its Enter (test_click_and_enter) */
    { "Return", "signal:activate-default" },
    { "<Control>r", "game.conquer-roll" }, { "<Control>t", "game.ready" },
    { "<Control>m", "game.redeploy-start" }, { "<Control>h", "game.redeploy-rest" },
    { "Escape", "game.redeploy-cancel" }, { "<Control>d", "game.decline" }, { "<Control>e", "game.end-turn" },
    { "<Control>z", "game.undo" }, { "<Shift><Control>z", "game.redo" }, { "F9", "game.toggle-sidebar" },
    { "<Control>question", "game.shortcuts" }, { "<Control>w", "window.close" },
  };
  SwGameWindow *window = new_window ("Alice", 0, 0);
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/swcompanion/Companion/sw-game-shortcuts.ui");
  GtkWidget *shortcuts = GTK_WIDGET (gtk_builder_get_object (builder, "shortcuts_window"));
  g_autoptr(GString) listed = g_string_new (NULL);
  GtkWidget *menu_button;
  GMenuModel *menu;
  gint min, nat;

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *action = first_shortcut (GTK_WIDGET (window), keys[i].accel);

      g_test_message ("%s → %s", keys[i].accel, keys[i].action);
      g_assert_cmpstr (action, ==, keys[i].action);
    }
  {
    g_autofree char *keypad = first_shortcut (GTK_WIDGET (window), "KP_Enter");

    g_assert_cmpstr (keypad, ==, "signal:activate-default");
  }
  /* and Enter reaches the window: a key goes to the focus first, which is
   * the map from the start, not the header's first button (Undo, whose
   * Return undid the last action of a game just opened) */
  gtk_window_present (GTK_WINDOW (window));
  sw_test_app_iterate ();
  g_assert_true (SW_IS_MAP_VIEW (gtk_root_get_focus (GTK_ROOT (window))));
  /* each key is in the shortcuts window, which fits under a 768 px screen's panel */
  for (GtkWidget *w = sw_test_app_find_type (shortcuts, GTK_TYPE_SHORTCUTS_SHORTCUT); w != NULL;)
    {
      g_autofree char *accel = NULL;
      GtkWidget *next = NULL;

      g_object_get (w, "accelerator", &accel, NULL);
      g_string_append_printf (listed, "[%s]", accel);
      /* the next shortcut: siblings first, then the parent's */
      for (GtkWidget *up = w; up != NULL && next == NULL; up = gtk_widget_get_parent (up))
        for (GtkWidget *s = gtk_widget_get_next_sibling (up); s != NULL && next == NULL; s = gtk_widget_get_next_sibling (s))
          next = sw_test_app_find_type (s, GTK_TYPE_SHORTCUTS_SHORTCUT);
      w = next;
    }
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *bracketed = g_strdup_printf ("[%s]", keys[i].accel);
      g_test_message ("listed: %s", bracketed);
      g_assert_nonnull (strstr (listed->str, bracketed));
    }
  gtk_widget_measure (shortcuts, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("shortcuts window: %d px tall", nat);
  g_assert_cmpint (nat, <=, 700);
  gtk_window_destroy (GTK_WINDOW (shortcuts));

  menu_button = sw_test_app_find_type (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (menu_button);
  g_assert_true (gtk_menu_button_get_primary (GTK_MENU_BUTTON (menu_button)));
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button));
  sw_test_app_assert_mnemonics_unique (menu);
  {
    g_autoptr(GString) actions = g_string_new (NULL);

    for (gint s = 0; s < g_menu_model_get_n_items (menu); s++)
      {
        g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

        for (gint i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
          {
            g_autofree char *action = NULL;

            g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action);
            g_string_append_printf (actions, "[%s]", action);
          }
      }
    g_assert_nonnull (strstr (actions->str, "[game.shortcuts]"));
    g_assert_nonnull (strstr (actions->str, "[app.about]"));
    g_assert_nonnull (strstr (actions->str, "[app.new-game]"));
  }
  /* Ctrl+W's action closes the window */
  g_object_ref (window);
  act (window, "window.close", NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_object_unref (window);
  sw_test_app_iterate ();
}

/* 3. The first conquest of a later turn takes the troops back by itself and
 * says so; a decline does not. Redeploying on the map: a click adds, a
 * secondary click takes back, never over the hand, the rest here, confirm.
 * End Turn shows the sheet; Confirm passes the turn. */
static void
test_turn_flow (void)
{
  SwGameWindow *window = new_window ("Alice", 0, 0);
  SwGame *game = sw_game_window_get_game (window);
  SwGameRedeployBar *bar = SW_GAME_REDEPLOY_BAR (sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_GAME_REDEPLOY_BAR));
  GtkStack *footer = GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (bar)));
  gint active, t, first = -1, second = -1;
  guint len;

  /* round 1: each player picks, conquers twice and puts the rest on the first region */
  for (guint p = 0; p < 3; p++)
    {
      pick_first (window);
      for (guint n = 0; n < 2 && (t = target (game)) >= 0; n++)
        {
          act (window, "game.region-click", "s", region_id (game, t));
          act (window, "game.region-click", "s", region_id (game, t));
        }
      len = game->log->len;
      if (p == 0)
        /* Ctrl+H alone: the rest on the region just conquered, recorded */
        act (window, "game.redeploy-rest", NULL);
      else
        {
          act (window, "game.redeploy-start", NULL);
          act (window, "game.redeploy-rest", NULL);
          act (window, "game.redeploy-confirm", NULL);
        }
      g_assert_null (sw_game_window_get_refusal_dialog (window));
      g_assert_cmpuint (game->log->len, ==, len + 1);
      g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, len))->type, ==, SW_ACTION_REDEPLOY);
      g_assert_cmpint (sw_game_band (game, sw_game_player (game, game->seat)->active)->hand, ==, 0);
      confirm_sheet (window);
    }
  /* round 2, Alice: her first conquest readies the troops first */
  g_assert_cmpuint (game->round, ==, 2);
  active = sw_game_player (game, game->seat)->active;
  /* the panel counts the hand she will have then, and says a region she
   * holds is hers */
  {
    gint hand = 0;
    g_autoptr(SwCost) cost = NULL;
    g_autofree char *left = NULL;

    t = target_after_ready (game);
    g_assert_cmpint (t, >=, 0);
    g_assert_cmpint (sw_game_band (game, active)->hand, ==, 0);
    gint back = 0;
    g_autoptr(SwAction) ready = sw_action_new (SW_ACTION_READY);

    /* all but one token per region back in hand, and what the race
     * adds for its conquests (the Amazons' 4) */
    for (guint i = 0; i < game->regions->len; i++)
      if (sw_game_region_state (game, i)->band == active)
        back += sw_game_region_state (game, i)->tokens - 1;
    hand = sw_game_hand_after (game, ready);
    g_assert_cmpint (hand, >=, back);
    g_assert_cmpint (back, >, 0);
    cost = sw_conquest_cost (game, region_id (game, t));
    left = g_strdup_printf (hand - cost->total == 1 ? "%d token left in hand after it" : "%d tokens left in hand after it",
                            hand - cost->total);
    act (window, "game.select-region", "s", region_id (game, t));
    g_assert_true (label_reads (GTK_WIDGET (window), left, FALSE));
    g_assert_false (label_reads (GTK_WIDGET (window), "No token in hand to conquer with", FALSE));
    /* the map's tooltip says the cost too (the sidebar folds away at 800 px) */
    {
      g_autofree char *tooltip = sw_game_window_dup_region_tooltip (window, t);
      g_autofree char *cost_text = sw_cost_to_string (cost);
      g_autofree char *line = g_markup_escape_text (cost_text, -1);

      g_assert_nonnull (strstr (tooltip, "Cost: "));
      g_assert_nonnull (strstr (tooltip, line));
    }
    for (guint i = 0; i < game->regions->len; i++)
      if (sw_game_region_state (game, i)->band == active)
        {
          act (window, "game.select-region", "s", region_id (game, i));
          break;
        }
    g_assert_true (label_reads (GTK_WIDGET (window), "The race holds it already", FALSE));
    {
      gint held = -1;
      g_autofree char *tooltip = NULL;

      for (guint i = 0; i < game->regions->len && held < 0; i++)
        if (sw_game_region_state (game, i)->band == active)
          held = (gint) i;
      tooltip = sw_game_window_dup_region_tooltip (window, held);
      g_assert_null (strstr (tooltip, "Cost: "));
    }
    act (window, "game.select-region", "s", region_id (game, t));
  }
  /* but a first conquest the rules refuse, even with the troops back in
   * hand, takes nothing back: a mis-click leaves the board as it was, and
   * Record Anyway records both, the conquest marked */
  {
    gint refused = refused_after_ready (game, -1);
    gint hand = sw_game_band (game, active)->hand;
    g_autoptr(GArray) tokens = g_array_new (FALSE, FALSE, sizeof (gint));

    g_assert_cmpint (refused, >=, 0);
    for (guint i = 0; i < game->regions->len; i++)
      g_array_append_val (tokens, sw_game_region_state (game, i)->tokens);
    len = game->log->len;
    for (guint answer = 0; answer < 2; answer++)
      {
        act (window, "game.region-click", "s", region_id (game, refused));
        act (window, "game.region-click", "s", region_id (game, refused));
        g_assert_nonnull (sw_game_window_get_refusal_dialog (window));
        g_assert_cmpuint (game->log->len, ==, len);
        g_assert_cmpint (sw_game_band (game, active)->hand, ==, hand);
        for (guint i = 0; i < game->regions->len; i++)
          g_assert_cmpint (sw_game_region_state (game, i)->tokens, ==, g_array_index (tokens, gint, i));
        adw_message_dialog_response (ADW_MESSAGE_DIALOG (sw_game_window_get_refusal_dialog (window)),
                                     answer == 0 ? "cancel" : "record");
        sw_test_app_iterate ();
      }
    g_assert_cmpuint (game->log->len, ==, len + 2);
    g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, len))->type, ==, SW_ACTION_READY);
    g_assert_false (((SwAction *) g_ptr_array_index (game->log, len))->override);
    g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, len + 1))->type, ==, SW_ACTION_CONQUER);
    g_assert_true (((SwAction *) g_ptr_array_index (game->log, len + 1))->override);
    /* Redo of the table's decision records it again, marked, unasked */
    act (window, "game.undo", NULL);
    g_assert_cmpuint (game->log->len, ==, len + 1);
    act (window, "game.redo", NULL);
    g_assert_null (sw_game_window_get_refusal_dialog (window));
    g_assert_cmpuint (game->log->len, ==, len + 2);
    g_assert_true (((SwAction *) g_ptr_array_index (game->log, len + 1))->override);
    act (window, "game.undo", NULL);
    act (window, "game.undo", NULL);
    g_assert_cmpuint (game->log->len, ==, len);
    g_assert_cmpint (sw_game_band (game, active)->hand, ==, hand);
  }
  /* a conquest with the die that the rules refuse even at the die's best
   * (3) is refused before the die is rolled: Cancel, and the table cannot
   * roll again until a roll suits it; Record Anyway rolls it then */
  {
    gint refused = refused_after_ready (game, 3);
    gint hand = sw_game_band (game, active)->hand;

    g_assert_cmpint (refused, >=, 0);
    len = game->log->len;
    act (window, "game.select-region", "s", region_id (game, refused));
    for (guint answer = 0; answer < 4; answer++)
      {
        GtkWidget *dialog;
        g_autofree char *not_rolled = NULL;

        act (window, "game.conquer-roll", NULL);
        dialog = sw_game_window_get_refusal_dialog (window);
        g_assert_nonnull (dialog);
        g_assert_cmpuint (game->log->len, ==, len);
        not_rolled = g_strdup_printf ("conquest of %s with the die (not rolled)", region_id (game, refused));
        g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), not_rolled));
        adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), answer < 3 ? "cancel" : "record");
        sw_test_app_iterate ();
      }
    g_assert_cmpuint (game->log->len, ==, len + 2);
    {
      const SwAction *conquest = g_ptr_array_index (game->log, len + 1);
      g_autofree char *toast = sw_game_window_dup_last_toast (window);
      g_autofree char *said = NULL;

      g_assert_cmpint (conquest->type, ==, SW_ACTION_CONQUER);
      g_assert_true (conquest->override);
      g_assert_cmpint (conquest->die, >=, 0);
      g_assert_cmpint (conquest->die, <=, 3);
      /* and what it showed is said, as for a roll allowed */
      said = g_strdup_printf ("The die shows %d: ", conquest->die);
      g_assert_true (g_str_has_prefix (toast, said));
    }
    act (window, "game.undo", NULL);
    act (window, "game.undo", NULL);
    g_assert_cmpuint (game->log->len, ==, len);
    g_assert_cmpint (sw_game_band (game, active)->hand, ==, hand);
  }
  /* a roll the rules allow is rolled and recorded at once, and said */
  {
    gint allowed = target_after_ready (game);
    const SwAction *conquest;
    g_autofree char *toast = NULL;
    g_autofree char *said = NULL;

    g_assert_cmpint (allowed, >=, 0);
    len = game->log->len;
    act (window, "game.select-region", "s", region_id (game, allowed));
    act (window, "game.conquer-roll", NULL);
    g_assert_null (sw_game_window_get_refusal_dialog (window));
    g_assert_cmpuint (game->log->len, >, len);
    conquest = g_ptr_array_index (game->log, game->log->len - 1);
    g_assert_cmpint (conquest->type, ==, SW_ACTION_CONQUER);
    g_assert_false (conquest->override);
    g_assert_cmpint (conquest->die, >=, 0);
    g_assert_cmpint (conquest->die, <=, 3);
    toast = sw_game_window_dup_last_toast (window);
    said = g_strdup_printf ("The die shows %d: ", conquest->die);
    g_assert_true (g_str_has_prefix (toast, said));
    while (game->log->len > len)
      act (window, "game.undo", NULL);
  }
  t = target_after_ready (game);
  g_assert_cmpint (t, >=, 0);
  len = game->log->len;
  act (window, "game.region-click", "s", region_id (game, t));
  act (window, "game.region-click", "s", region_id (game, t));
  g_assert_cmpuint (game->log->len, ==, len + 2);
  g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, len))->type, ==, SW_ACTION_READY);
  g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, len + 1))->type, ==, SW_ACTION_CONQUER);
  for (guint i = 0; i < game->regions->len; i++)
    if (sw_game_region_state (game, i)->band == active && (gint) i != t)
      g_assert_cmpint (sw_game_region_state (game, i)->tokens, ==, 1);
  /* the second conquest does not ready again */
  if ((t = target (game)) >= 0)
    {
      len = game->log->len;
      act (window, "game.region-click", "s", region_id (game, t));
      act (window, "game.enter", NULL);
      g_assert_cmpuint (game->log->len, ==, len + 1);
    }

  /* redeploying on the map */
  act (window, "game.redeploy-start", NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (footer), ==, "redeploy");
  for (guint i = 0; i < game->regions->len; i++)
    if (sw_game_region_state (game, i)->band == active)
      {
        if (first < 0)
          first = i;
        else if (second < 0)
          second = i;
      }
  g_assert_cmpint (second, >=, 0);
  {
    gint left = sw_game_window_get_redeploy_left (window);
    gint c1 = sw_game_region_state (game, first)->tokens;
    gint c2 = sw_game_region_state (game, second)->tokens;
    gint back;
    SwAction *redeploy;

    g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, first)), ==, c1);
    g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, second)), ==, c2);
    /* a secondary click takes one back into hand, the count follows */
    act (window, "game.region-take-back", "s", region_id (game, first));
    if (c1 > 1)
      left++, c1--;
    g_assert_cmpint (sw_game_window_get_redeploy_left (window), ==, left);
    g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, first)), ==, c1);
    if (left > 0)
      {
        g_autofree char *expected = g_strdup_printf (left == 1 ? "%d token still in hand" : "%d tokens still in hand", left);
        g_assert_true (g_str_has_prefix (sw_game_redeploy_bar_get_text (bar), expected));
      }
    /* a region keeps one token */
    for (gint i = 0; i < 40; i++)
      act (window, "game.region-take-back", "s", region_id (game, second));
    left += c2 - 1;
    c2 = 1;
    g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, second)), ==, 1);
    g_assert_cmpint (sw_game_window_get_redeploy_left (window), ==, left);
    for (; left < 0 && c1 > 1; c1--, left++)
      act (window, "game.region-take-back", "s", region_id (game, first));
    g_assert_cmpint (left, >=, 0);
    /* clicks add one each, never past the hand */
    for (gint i = 0; i < left + 3; i++)
      act (window, "game.region-click", "s", region_id (game, first));
    c1 += left;
    left = 0;
    g_assert_cmpint (sw_game_window_get_redeploy_left (window), ==, 0);
    g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, first)), ==, c1);
    g_assert_true (g_str_has_prefix (sw_game_redeploy_bar_get_text (bar), "Every token is on the map"));
    /* some back, then the rest on the second region */
    back = MIN (2, c1 - 1);
    for (gint i = 0; i < back; i++)
      act (window, "game.region-take-back", "s", region_id (game, first));
    c1 -= back;
    c2 += back;
    act (window, "game.select-region", "s", region_id (game, second));
    act (window, "game.redeploy-rest", NULL);
    g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, second)), ==, c2);
    g_assert_true (g_str_has_prefix (sw_game_redeploy_bar_get_text (bar), "Every token is on the map"));
    /* nothing is recorded until Confirm (Enter), which is one redeploy action */
    g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, game->log->len - 1))->type, ==, SW_ACTION_CONQUER);
    len = game->log->len;
    act (window, "game.enter", NULL);
    g_assert_null (sw_game_window_get_refusal_dialog (window));
    g_assert_cmpuint (game->log->len, ==, len + 1);
    redeploy = g_ptr_array_index (game->log, len);
    g_assert_cmpint (redeploy->type, ==, SW_ACTION_REDEPLOY);
    g_assert_cmpstr (gtk_stack_get_visible_child_name (footer), ==, "turn");
    for (guint i = 0; i < redeploy->counts->len; i++)
      {
        const SwRegionCount *count = &g_array_index (redeploy->counts, SwRegionCount, i);

        if (g_str_equal (count->region, region_id (game, first)))
          g_assert_cmpint (count->tokens, ==, c1);
        else if (g_str_equal (count->region, region_id (game, second)))
          g_assert_cmpint (count->tokens, ==, c2);
      }
    g_assert_cmpint (sw_game_band (game, active)->hand, ==, 0);
  }
  /* Cancel records nothing */
  act (window, "game.redeploy-start", NULL);
  act (window, "game.region-take-back", "s", region_id (game, first));
  len = game->log->len;
  act (window, "game.redeploy-cancel", NULL);
  g_assert_cmpuint (game->log->len, ==, len);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (footer), ==, "turn");
  /* a secondary click on a region of the race starts redeploying; End Turn records it first */
  act (window, "game.region-take-back", "s", region_id (game, second));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (footer), ==, "redeploy");
  act (window, "game.region-click", "s", region_id (game, first));
  len = game->log->len;
  act (window, "game.end-turn", NULL);
  g_assert_cmpuint (game->log->len, ==, len + 1);
  g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, len))->type, ==, SW_ACTION_REDEPLOY);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (footer), ==, "turn");
  {
    g_autofree char *heading = sw_game_window_dup_sheet_heading (window);
    g_assert_nonnull (heading);
  }
  confirm_sheet (window);

  /* Bruno declines: no troops taken back first */
  len = game->log->len;
  act (window, "game.decline", NULL);
  g_assert_cmpuint (game->log->len, ==, len + 1);
  g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, len))->type, ==, SW_ACTION_DECLINE);
  confirm_sheet (window);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The coin sheet shown for @window: the message dialog over it whose
 * heading is the sheet's. */
static AdwMessageDialog *
sheet_dialog (SwGameWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autofree char *heading = sw_game_window_dup_sheet_heading (window);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window)
          && g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (toplevel)), heading) == 0)
        return ADW_MESSAGE_DIALOG (toplevel);
    }
  return NULL;
}

/* docs/rules.md 1.9 at the table: End Turn puts the tokens still in hand on
 * the region the last one went to, and the sheet says so; Back to the Turn
 * takes them back into hand. A token dragged between two of the race's
 * regions moves one and starts the redeployment End Turn records. */
static void
test_end_turn_rest (void)
{
  SwGameWindow *window = new_window ("Alice", 0, 0);
  SwGame *game = sw_game_window_get_game (window);
  gint active, t1, t2, hand, rest, c1, c2;
  guint len;
  AdwMessageDialog *dialog;
  g_auto(GStrv) sheet = NULL;
  g_autofree char *expected = NULL;
  gint total;

  pick_first (window);
  active = sw_game_player (game, game->seat)->active;
  t1 = target (game);
  g_assert_cmpint (t1, >=, 0);
  act (window, "game.region-click", "s", region_id (game, t1));
  act (window, "game.region-click", "s", region_id (game, t1));
  t2 = target (game);
  g_assert_cmpint (t2, >=, 0);
  act (window, "game.region-click", "s", region_id (game, t2));
  act (window, "game.region-click", "s", region_id (game, t2));
  g_assert_cmpint (sw_game_region_state (game, t2)->band, ==, active);
  /* nothing selected: the rest goes where the race last conquered */
  act (window, "game.select-region", "s", region_id (game, t1));
  act (window, "game.select-region", "s", region_id (game, t2));
  hand = sw_game_band (game, active)->hand;
  /* what goes on the map: the hand less the tokens lent for the turn (the Amazons' 4) */
  rest = hand - sw_game_band (game, active)->lent;
  c2 = sw_game_region_state (game, t2)->tokens;
  g_assert_cmpint (rest, >, 0);
  len = game->log->len;
  act (window, "game.end-turn", NULL);
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  g_assert_cmpuint (game->log->len, ==, len + 1);
  g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, len))->type, ==, SW_ACTION_REDEPLOY);
  g_assert_cmpint (sw_game_band (game, active)->hand, ==, 0);
  g_assert_cmpint (sw_game_region_state (game, t2)->tokens, ==, c2 + rest);
  dialog = sheet_dialog (window);
  g_assert_nonnull (dialog);
  expected = g_strdup_printf (rest == 1 ? "%d token left in hand went to %s." : "%d tokens left in hand went to %s.",
                              rest, region_id (game, t2));
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (dialog), expected));
  /* the sheet shows each of its lines, one row per reason */
  sheet = sw_game_window_dup_sheet (window, NULL);
  g_assert_cmpuint (g_strv_length (sheet), >, 0);
  for (guint i = 0; sheet[i] != NULL; i++)
    g_assert_true (label_reads (GTK_WIDGET (dialog), sheet[i], TRUE));
  g_clear_pointer (&sheet, g_strfreev);
  sheet = sw_game_window_dup_sheet_warnings (window);
  g_assert_cmpuint (g_strv_length (sheet), ==, 0);
  /* Back to the Turn: in hand again, nothing recorded */
  adw_message_dialog_response (dialog, "cancel");
  sw_test_app_iterate ();
  g_assert_cmpuint (game->log->len, ==, len);
  g_assert_cmpint (sw_game_band (game, active)->hand, ==, hand);
  g_assert_cmpint (sw_game_region_state (game, t2)->tokens, ==, c2);

  /* a token dragged from the first region to the second: one moved */
  c1 = sw_game_region_state (game, t1)->tokens;
  g_assert_cmpint (c1, >, 1);
  act (window, "game.region-move", "(ss)", region_id (game, t1), region_id (game, t2));
  g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, t1)), ==, c1 - 1);
  g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, t2)), ==, c2 + 1);
  g_assert_cmpint (sw_game_window_get_redeploy_left (window), ==, rest);
  /* never from a region down to nothing, never to a region of another race */
  act (window, "game.redeploy-cancel", NULL);
  for (gint i = 0; i < c1 + 2; i++)
    act (window, "game.region-move", "(ss)", region_id (game, t1), region_id (game, t2));
  g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, t1)), ==, 1);
  g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, t2)), ==, c2 + c1 - 1);
  act (window, "game.redeploy-cancel", NULL);
  for (guint i = 0; i < game->regions->len; i++)
    if (sw_game_region_state (game, i)->band < 0)
      {
        act (window, "game.region-move", "(ss)", region_id (game, t1), region_id (game, i));
        break;
      }
  g_assert_cmpint (sw_game_window_get_redeploy_count (window, region_id (game, t1)), ==, -1);
  /* the drag, then End Turn: the rest where the token went, one redeployment */
  act (window, "game.region-move", "(ss)", region_id (game, t1), region_id (game, t2));
  len = game->log->len;
  act (window, "game.end-turn", NULL);
  g_assert_cmpuint (game->log->len, ==, len + 1);
  g_assert_cmpint (sw_game_region_state (game, t1)->tokens, ==, c1 - 1);
  g_assert_cmpint (sw_game_region_state (game, t2)->tokens, ==, c2 + 1 + rest);
  g_assert_cmpint (sw_game_band (game, active)->hand, ==, 0);
  total = sw_game_player (game, game->seat)->coins;
  act (window, "game.confirm-turn", NULL);
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  g_assert_cmpint (sw_game_player (game, 0)->coins, >, total);
  g_assert_cmpuint (game->seat, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* A label that wraps does so between words: "Redeploy" on a phone, never
 * "Redepl-" over "oy". */
static void
assert_breaks_between_words (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);
  const PangoLogAttr *attrs;
  gint n_attrs;

  attrs = pango_layout_get_log_attrs_readonly (layout, &n_attrs);
  for (GSList *l = pango_layout_get_lines_readonly (layout)->next; l != NULL; l = l->next)
    {
      const PangoLayoutLine *line = l->data;
      glong at = g_utf8_pointer_to_offset (text, text + line->start_index);

      g_test_message ("\"%s\" goes on at character %ld", text, at);
      g_assert_cmpint (at, <, n_attrs);
      g_assert_true (attrs[at].is_word_start || g_unichar_isspace (g_utf8_get_char (text + line->start_index)));
    }
}

static gboolean
flap_hidden (gpointer data)
{
  return adw_flap_get_reveal_progress (data) == 0.0;
}

/* A toast has come to rest once it is laid out whole, its bottom above
 * the overlay's (it slides up from under it). */
static gboolean
toast_at_rest (gpointer data)
{
  GtkWidget *toast = data;
  graphene_rect_t bounds;

  return gtk_widget_get_width (toast) > 100
         && gtk_widget_compute_bounds (toast, gtk_widget_get_parent (toast), &bounds)
         && bounds.origin.y + bounds.size.height < gtk_widget_get_height (gtk_widget_get_parent (toast));
}

/* 4. At 1366×768 the sidebar is beside the map; at 800×600 it folds away
 * and the map fills the window's width; at 360×640 the window still fits,
 * with the turn bar shown and its buttons' words whole. The folded sidebar
 * never covers the turn bar. */
static void
test_fits (gconstpointer data)
{
  const gint *size = data;
  SwGameWindow *window = new_window ("Alice", size[0], size[1]);
  AdwFlap *flap = ADW_FLAP (sw_test_app_find_type (GTK_WIDGET (window), ADW_TYPE_FLAP));
  GtkWidget *map = sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_MAP_VIEW);
  GtkWidget *bar = sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_GAME_TURN_BAR);
  GtkWidget *end_turn = sw_test_app_find_action_button (bar, "game.end-turn");
  graphene_rect_t bounds;
  GtkWidget *picked, *overlay, *toast;
  gint min_width;

  g_test_message ("%d×%d: window %d×%d, map %d×%d, folded %d", size[0], size[1],
                  gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                  gtk_widget_get_width (map), gtk_widget_get_height (map), adw_flap_get_folded (flap));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
  /* the frame around a window without a compositor takes a few pixels */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, size[0]);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, size[0] - 20);
  g_assert_true (gtk_widget_get_mapped (end_turn));
  g_assert_true (gtk_widget_compute_bounds (end_turn, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, size[1]);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, size[0]);
  for (GtkWidget *button = gtk_widget_get_first_child (gtk_widget_get_parent (end_turn));
       button != NULL; button = gtk_widget_get_next_sibling (button))
    assert_breaks_between_words (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))));
  if (size[0] >= 1200)
    {
      g_assert_false (adw_flap_get_folded (flap));
      g_assert_true (adw_flap_get_reveal_flap (flap));
    }
  else
    {
      g_assert_true (adw_flap_get_folded (flap));
      g_assert_false (adw_flap_get_reveal_flap (flap));
      /* the map fills the window */
      g_assert_cmpint (gtk_widget_get_width (map), ==, gtk_widget_get_width (GTK_WIDGET (window)));
      g_assert_cmpint (gtk_widget_get_height (map), >=, size[1] / 2);
      /* F9 brings the sidebar over the map, and End Turn is still there to click */
      act (window, "game.toggle-sidebar", NULL);
      g_assert_true (adw_flap_get_reveal_flap (flap));
      sw_test_app_iterate ();
      g_assert_true (gtk_widget_compute_bounds (end_turn, GTK_WIDGET (window), &bounds));
      picked = gtk_widget_pick (GTK_WIDGET (window), bounds.origin.x + bounds.size.width / 2,
                                bounds.origin.y + bounds.size.height / 2, GTK_PICK_DEFAULT);
      g_assert_nonnull (picked);
      g_assert_true (picked == end_turn || gtk_widget_is_ancestor (picked, end_turn));
      act (window, "game.toggle-sidebar", NULL);
      g_assert_true (sw_test_app_run_until (flap_hidden, flap, 5000));
      /* a message over the map lets a click through to the region under
       * it (here: no race on the map yet to redeploy) */
      act (window, "game.redeploy-start", NULL);
      overlay = gtk_widget_get_ancestor (map, ADW_TYPE_TOAST_OVERLAY);
      toast = gtk_widget_get_last_child (overlay);
      g_assert_true (toast != adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay)));
      /* where it comes to rest, above the map's bottom edge */
      g_assert_true (sw_test_app_run_until (toast_at_rest, toast, 5000));
      g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &bounds));
      picked = gtk_widget_pick (GTK_WIDGET (window), bounds.origin.x + bounds.size.width / 2,
                                bounds.origin.y + bounds.size.height / 2, GTK_PICK_DEFAULT);
      g_test_message ("under the message at (%g, %g): %s", bounds.origin.x, bounds.origin.y,
                      picked != NULL ? G_OBJECT_TYPE_NAME (picked) : "nothing");
      g_assert_true (picked == map || gtk_widget_is_ancestor (picked, map));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* A scroll over a spin button of the sidebar that has not the focus
 * scrolls the sidebar and leaves the value; focused, the spin button takes
 * it, as GTK's do. The scroll is given to the controllers the spin button
 * has, in the order an event meets them: capture phase first. */
static gboolean
scroll_over (GtkWidget *spin, double dy)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (spin);
  gboolean handled = FALSE;

  for (int phase = GTK_PHASE_CAPTURE; phase <= GTK_PHASE_BUBBLE && !handled; phase++)
    for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller)
            && (int) gtk_event_controller_get_propagation_phase (controller) == phase)
          g_signal_emit_by_name (controller, "scroll", 0.0, dy, &handled);
      }
  return handled;
}

static void
test_sidebar_scroll (void)
{
  SwGameWindow *window = new_window ("Alice", 1366, 600);
  GtkWidget *spin = sw_test_app_find_type (GTK_WIDGET (window), GTK_TYPE_SPIN_BUTTON);
  GtkWidget *scrolled = gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  double value = gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin));
  double top;

  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  gtk_adjustment_set_value (adjustment, 0);
  gtk_widget_grab_focus (sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_MAP_VIEW));
  g_assert_true (scroll_over (spin, 1));
  top = gtk_adjustment_get_value (adjustment);
  g_assert_cmpfloat (top, >, 0);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, value);
  /* focused, the wheel is the value's */
  g_assert_true (gtk_widget_grab_focus (spin));
  scroll_over (spin, -1);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, top);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), !=, value);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

extern int _nl_msg_cat_cntr;   /* glibc's gettext: bumped, it drops the translations it cached */

static void
switch_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* not the C locale, where gettext ignores LANGUAGE */
  setlocale (LC_ALL, "C.UTF-8");
  ++_nl_msg_cat_cntr;
}

/* 5. On a phone in Chinese, the turn bar's four buttons say their whole
 * label: on two lines where one is too narrow, never cut. */
static void
test_fits_chinese (void)
{
  static const char *const actions[] = { "game.conquer-selected", "game.redeploy-start", "game.decline", "game.end-turn" };
  const char *locale_dir = g_getenv ("SW_TEST_LOCALEDIR");
  SwGameWindow *window;
  GtkWidget *bar;

  if (locale_dir == NULL)
    {
      g_test_skip ("SW_TEST_LOCALEDIR is not set (meson test sets it)");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  /* the templates' strings come from the default domain, as in main.c */
  textdomain (GETTEXT_PACKAGE);
  switch_language ("zh_CN");
  /* the templates' domain finds the build's Chinese catalog */
  g_assert_cmpstr (dgettext (NULL, "_End Turn"), !=, "_End Turn");
  window = new_window ("Alice", 360, 640);
  bar = sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_GAME_TURN_BAR);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWidget *button = sw_test_app_find_action_button (bar, actions[i]);
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
      const char *text = gtk_label_get_text (GTK_LABEL (label));
      graphene_rect_t bounds;

      g_test_message ("%s: %s, %d px wide", actions[i], text, gtk_widget_get_width (button));
      /* in Chinese indeed */
      g_assert_cmpuint (g_utf8_get_char (text), >=, 0x4e00);
      g_assert_true (gtk_widget_get_mapped (label));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
      g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &bounds));
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, 360);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
  switch_language ("C");
}

int
main (int argc, char *argv[])
{
  static const gint large[] = { 1366, 768 }, medium[] = { 800, 600 }, phone[] = { 360, 640 };
  g_autofree char *state = NULL;
  int result;

  tmp_dir = g_dir_make_tmp ("test-game-table-XXXXXX", NULL);
  state = g_build_filename (tmp_dir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  application = sw_test_app_new_registered ("io.github.swcompanion.TestTable");
  if (application == NULL)
    return 0;
  g_test_add_func ("/game-table/fixed-actions", test_fixed_actions);
  g_test_add_func ("/game-table/map-control", test_map_control);
  g_test_add_func ("/game-table/keys", test_keys);
  g_test_add_func ("/game-table/turn-flow", test_turn_flow);
  g_test_add_func ("/game-table/end-turn-rest", test_end_turn_rest);
  g_test_add_data_func ("/game-table/fits-1366x768", large, test_fits);
  g_test_add_data_func ("/game-table/fits-800x600", medium, test_fits);
  g_test_add_data_func ("/game-table/fits-360x640", phone, test_fits);
  g_test_add_func ("/game-table/fits-360x640-chinese", test_fits_chinese);
  g_test_add_func ("/game-table/sidebar-scroll", test_sidebar_scroll);
  result = g_test_run ();
  g_object_unref (application);
  sw_test_app_remove_tree (tmp_dir);
  return result;
}
