/* test-app-game-widgets.c: the game window's template widgets on their own, driven through their properties and the actions they activate: the power's player picker, a player's row, an action's row, a combo's row, a place in the final ranking, the withdrawn tokens' dialog (needs a display). */
#include "config.h"

#include <adwaita.h>

#include "sw-combo-row.h"
#include "sw-log-row.h"
#include "sw-player-picker.h"
#include "sw-player-row.h"
#include "sw-ranking-row.h"
#include "sw-test-app.h"
#include "sw-test-game.h"
#include "sw-withdraw-dialog.h"

/* What "game.power" (as "(via, target, region)") or "game.pick-combo" (the
 * position) was last activated with. */
static char *activated;

static void
power_activated (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  g_free (activated);
  activated = g_variant_print (parameter, FALSE);
}

/* A window holding @child, with the "game." actions a widget activates. */
static GtkWindow *
window_with (GtkWidget *child)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) power = g_simple_action_new ("power", G_VARIANT_TYPE ("(sss)"));
  g_autoptr(GSimpleAction) pick_combo = g_simple_action_new ("pick-combo", G_VARIANT_TYPE_INT32);

  g_signal_connect (power, "activate", G_CALLBACK (power_activated), NULL);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (power));
  g_signal_connect (pick_combo, "activate", G_CALLBACK (power_activated), NULL);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (pick_combo));
  gtk_widget_insert_action_group (GTK_WIDGET (window), "game", G_ACTION_GROUP (group));
  gtk_window_set_child (window, child);
  gtk_window_present (window);
  sw_test_app_iterate ();
  return window;
}

/* The first widget of @type itself (not a subclass) under @root. */
static GtkWidget *
find_type (GtkWidget *root, GType type)
{
  if (G_OBJECT_TYPE (root) == type)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether a label under @root shows @text whole. */
static gboolean
shows (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_visible (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && shows (child, text))
      return TRUE;
  return FALSE;
}

/* The picker offers the seats given, named as the game names them; its
 * button records the one shown with "game.power", and its list is named
 * for screen readers by what the power does. */
static void
test_player_picker (void)
{
  g_autoptr(SwGame) game = test_game (test_base_board (), 4);
  g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (gint));
  GtkWidget *picker = sw_player_picker_new ("diplomat", "_Name");
  GtkWindow *window = window_with (picker);
  GtkWidget *dropdown = find_type (picker, GTK_TYPE_DROP_DOWN);
  GtkWidget *button = find_type (picker, GTK_TYPE_BUTTON);
  GListModel *names;
  GtkWidget *text;

  g_assert_nonnull (dropdown);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Name");
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (button)));
  sw_player_picker_set_text (SW_PLAYER_PICKER (picker), "Diplomat: the player named may not attack");
  g_assert_true (shows (picker, "Diplomat: the player named may not attack"));
  text = find_type (picker, GTK_TYPE_LABEL);
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_RELATION_LABELLED_BY, text, NULL);

  /* Bob, Cid and Dee; the one chosen before (Cid) shown */
  for (gint p = 1; p < 4; p++)
    g_array_append_val (seats, p);
  sw_player_picker_set_seats (SW_PLAYER_PICKER (picker), game, seats, 2);
  names = gtk_drop_down_get_model (GTK_DROP_DOWN (dropdown));
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 3);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 0), ==, "Bob");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 2), ==, "Dee");
  g_assert_cmpint (sw_player_picker_get_seat (SW_PLAYER_PICKER (picker)), ==, 2);
  g_signal_emit_by_name (button, "clicked");
  sw_test_app_iterate ();
  g_assert_cmpstr (activated, ==, "('diplomat', '2', '')");

  /* the user picks Dee: the button names her */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 2);
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpstr (activated, ==, "('diplomat', '3', '')");

  /* offered again with nothing chosen: Dee stays shown; gone from the list, the first */
  sw_player_picker_set_seats (SW_PLAYER_PICKER (picker), game, seats, -1);
  g_assert_cmpint (sw_player_picker_get_seat (SW_PLAYER_PICKER (picker)), ==, 3);
  g_array_set_size (seats, 2);
  sw_player_picker_set_seats (SW_PLAYER_PICKER (picker), game, seats, -1);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 2);
  g_assert_cmpint (sw_player_picker_get_seat (SW_PLAYER_PICKER (picker)), ==, 1);

  /* nobody to name: the button records nothing */
  g_clear_pointer (&activated, g_free);
  g_array_set_size (seats, 0);
  sw_player_picker_set_seats (SW_PLAYER_PICKER (picker), game, seats, -1);
  g_assert_cmpint (sw_player_picker_get_seat (SW_PLAYER_PICKER (picker)), ==, -1);
  g_signal_emit_by_name (button, "clicked");
  g_assert_null (activated);
  gtk_window_destroy (window);
  sw_test_app_iterate ();
}

/* A player's row: the name, bold on their turn; the races; the coins
 * hidden until "show-coins", and the row follows the game when told. */
static void
test_player_row (void)
{
  g_autoptr(SwGame) game = test_game (test_base_board (), 2);
  GtkWidget *ann = sw_player_row_new (game, 0);
  GtkWidget *bob = sw_player_row_new (game, 1);
  GtkWidget *list = gtk_list_box_new ();
  GtkWindow *window;
  g_autofree char *coins = NULL;

  gtk_list_box_append (GTK_LIST_BOX (list), ann);
  gtk_list_box_append (GTK_LIST_BOX (list), bob);
  window = window_with (list);
  g_assert_cmpuint (sw_player_row_get_seat (SW_PLAYER_ROW (bob)), ==, 1);
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ann)), "<b>Ann</b>"));
  g_assert_null (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bob)), "<b>"));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bob)), "Bob"));
  /* the seat's colour in front of the name */
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ann)), sw_game_player (game, 0)->colour
                                                                                        ? sw_game_player (game, 0)->colour
                                                                                        : "foreground=\""));
  /* coins lie face down */
  g_assert_false (sw_player_row_get_show_coins (SW_PLAYER_ROW (ann)));
  g_assert_cmpstr (sw_player_row_get_coins_text (SW_PLAYER_ROW (ann)), ==, "hidden");
  g_assert_true (shows (ann, "hidden"));
  g_object_set (ann, "show-coins", TRUE, NULL);
  coins = g_strdup_printf ("%d coins", sw_game_player (game, 0)->coins);
  g_assert_cmpstr (sw_player_row_get_coins_text (SW_PLAYER_ROW (ann)), ==, coins);
  g_assert_true (shows (ann, coins));

  /* Ann takes a combo and plays her turn: her race, her coins, then Bob's turn */
  pick (game, "ratmen", "alchemist");
  conquer (game, "a1");
  end_turn (game);
  sw_player_row_update (SW_PLAYER_ROW (ann));
  sw_player_row_update (SW_PLAYER_ROW (bob));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ann)), ==, "Alchemist Ratmen");
  g_clear_pointer (&coins, g_free);
  coins = g_strdup_printf ("%d coins", sw_game_player (game, 0)->coins);
  g_assert_cmpint (sw_game_player (game, 0)->coins, >, 5);
  g_assert_cmpstr (sw_player_row_get_coins_text (SW_PLAYER_ROW (ann)), ==, coins);
  g_assert_null (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ann)), "<b>"));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bob)), "<b>Bob</b>"));
  g_assert_cmpstr (sw_player_row_get_coins_text (SW_PLAYER_ROW (bob)), ==, "hidden");
  /* hidden again */
  sw_player_row_set_show_coins (SW_PLAYER_ROW (ann), FALSE);
  g_assert_cmpstr (sw_player_row_get_coins_text (SW_PLAYER_ROW (ann)), ==, "hidden");
  gtk_window_destroy (window);
  sw_test_app_iterate ();
}

/* An action's row: its line; its warnings under it, in the warning
 * colour; the table's decision marked, its tooltip saying why. */
static void
test_log_row (void)
{
  GtkWidget *row = sw_log_row_new ("Conquest of a1", NULL, FALSE);
  GtkWidget *list = gtk_list_box_new ();
  GtkWindow *window;
  GtkWidget *mark;

  gtk_list_box_append (GTK_LIST_BOX (list), row);
  window = window_with (list);
  mark = find_type (row, GTK_TYPE_IMAGE);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Conquest of a1");
  g_assert_cmpstr (sw_log_row_get_line (SW_LOG_ROW (row)), ==, "Conquest of a1");
  g_assert_false (sw_log_row_get_override (SW_LOG_ROW (row)));
  g_assert_false (gtk_widget_has_css_class (row, "warning"));
  g_assert_null (gtk_widget_get_tooltip_text (row));
  /* no mark shown (icons are found by their names elsewhere) */
  while (mark != NULL && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (mark)), "dialog-warning-symbolic") != 0)
    mark = gtk_widget_get_next_sibling (mark);
  g_assert_nonnull (mark);
  g_assert_false (gtk_widget_get_visible (mark));
  g_assert_cmpstr (gtk_widget_get_name (mark), !=, "turn-override");

  /* the text is shown as written, not as markup */
  sw_log_row_set_action (SW_LOG_ROW (row), "⚑ Conquest of <r&1>", "⚠ at least 1 token in hand", TRUE);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "⚑ Conquest of &lt;r&amp;1&gt;");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "⚠ at least 1 token in hand");
  g_assert_true (gtk_widget_has_css_class (row, "warning"));
  g_assert_true (sw_log_row_get_override (SW_LOG_ROW (row)));
  g_assert_true (gtk_widget_get_visible (mark));
  g_assert_cmpstr (gtk_widget_get_name (mark), ==, "turn-override");
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (mark), "Recorded by the table’s decision"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (mark), "at least 1 token in hand"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (row), ==, gtk_widget_get_tooltip_text (mark));

  /* the same row reused for an action the rules allow */
  sw_log_row_set_action (SW_LOG_ROW (row), "Pick of Alchemist Ratmen", "", FALSE);
  g_assert_false (gtk_widget_has_css_class (row, "warning"));
  g_assert_false (gtk_widget_get_visible (mark));
  g_assert_null (gtk_widget_get_tooltip_text (row));
  gtk_window_destroy (window);
  sw_test_app_iterate ();
}

/* Reveals the combos of @row, in order, at the end of @game's row. */
static void
reveal (SwGame *game, const char *const row[][2], guint n)
{
  for (guint i = 0; i < n; i++)
    {
      GError *error = NULL;
      SwAction *action = sw_action_new (SW_ACTION_REVEAL);

      action->race = g_strdup (row[i][0]);
      action->power = g_strdup (row[i][1]);
      ok (sw_game_append (game, action, &error), error);
    }
}

/* A combo's row: power and race as the catalog names them, its cost (its
 * place in the row), the coins on it and the printed tokens; its Pick
 * button, named "Pick" for screen readers, activates "game.pick-combo"
 * with its place, also when the row is reused for another place. */
static void
test_combo_row (void)
{
  static const char *const row[][2] = { { "ratmen", "hill" }, { "elves", "forest" }, { "orcs", "alchemist" } };
  g_autoptr(SwGame) game = test_game (test_base_board (), 2);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *rows[3];
  GtkWindow *window;
  GtkButton *button;
  GError *error = NULL;
  guint position = G_MAXUINT;

  reveal (game, row, G_N_ELEMENTS (row));
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      rows[i] = sw_combo_row_new (game, i);
      gtk_list_box_append (GTK_LIST_BOX (list), rows[i]);
    }
  window = window_with (list);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows[0])), ==, "Hill Ratmen");
  /* the base game prints Ratmen 8 + Hill 4, Elves 6 + Forest 4 */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (rows[0])), ==, "costs 0 · 0 on it · 12 tokens");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows[1])), ==, "Forest Elves");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (rows[1])), ==, "costs 1 · 0 on it · 10 tokens");
  g_assert_true (shows (rows[2], "Alchemist Orcs"));
  g_object_get (rows[2], "position", &position, NULL);
  g_assert_cmpuint (position, ==, 2);

  /* Pick, as a user finds it */
  button = sw_combo_row_get_button (SW_COMBO_ROW (rows[2]));
  g_assert_cmpstr (gtk_button_get_label (button), ==, "Pick");
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (button), rows[2]));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (button)));
  g_clear_pointer (&activated, g_free);
  g_signal_emit_by_name (button, "clicked");
  sw_test_app_iterate ();
  g_assert_cmpstr (activated, ==, "2");
  g_signal_emit_by_name (sw_combo_row_get_button (SW_COMBO_ROW (rows[0])), "clicked");
  g_assert_cmpstr (activated, ==, "0");

  /* Ann takes the Orcs, paying a coin onto each combo before them; the
   * rows shown again, the Orcs' row reused for the Elves at place 1 */
  ok (sw_game_pick (game, "orcs", "alchemist", 2, 0, &error), error);
  g_assert_cmpuint (game->row->len, ==, 2);
  sw_combo_row_set_combo (SW_COMBO_ROW (rows[0]), game, 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (rows[0])), ==, "costs 0 · 1 on it · 12 tokens");
  sw_combo_row_set_combo (SW_COMBO_ROW (rows[2]), game, 1);
  g_assert_cmpuint (sw_combo_row_get_position (SW_COMBO_ROW (rows[2])), ==, 1);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows[2])), ==, "Forest Elves");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (rows[2])), ==, "costs 1 · 1 on it · 10 tokens");
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpstr (activated, ==, "1");
  gtk_window_destroy (window);
  sw_test_app_iterate ();
}

/* A place in the final ranking: "rank. name — coins", the name shown as
 * written (not as markup), the tokens on the board under it; from a real
 * game's ranking, ties sharing their rank. */
static void
test_ranking_row (void)
{
  g_autoptr(SwGame) game = test_game (test_base_board (), 3);
  g_autoptr(GArray) ranking = NULL;
  GtkWidget *row = sw_ranking_row_new (1, "Ann & <Bo>", 12, 3);
  GtkWidget *list = gtk_list_box_new ();
  GtkWindow *window;
  g_autofree char *name = NULL;
  guint rank = 0;
  gint coins = 0, tokens = 0;

  gtk_list_box_append (GTK_LIST_BOX (list), row);
  window = window_with (list);
  g_assert_true (shows (row, "1. Ann & <Bo> — 12 coins"));
  g_assert_true (shows (row, "3 tokens on the board"));
  g_object_get (row, "rank", &rank, "name", &name, "coins", &coins, "tokens-on-board", &tokens, NULL);
  g_assert_cmpuint (rank, ==, 1);
  g_assert_cmpstr (name, ==, "Ann & <Bo>");
  g_assert_cmpint (coins, ==, 12);
  g_assert_cmpint (tokens, ==, 3);

  /* one coin, one token: the singular */
  sw_ranking_row_set_place (SW_RANKING_ROW (row), 3, "Cid", 1, 1);
  g_assert_true (shows (row, "3. Cid — 1 coin"));
  g_assert_true (shows (row, "1 token on the board"));
  g_assert_cmpuint (sw_ranking_row_get_rank (SW_RANKING_ROW (row)), ==, 3);
  g_assert_cmpstr (sw_ranking_row_get_name (SW_RANKING_ROW (row)), ==, "Cid");

  /* nobody has played: three players tied on the five coins they began with */
  ranking = sw_game_ranking (game);
  g_assert_cmpuint (ranking->len, ==, 3);
  for (guint i = 0; i < ranking->len; i++)
    {
      const SwRanking *r = &g_array_index (ranking, SwRanking, i);
      GtkWidget *place = sw_ranking_row_new (r->rank, sw_game_player (game, r->player)->name, r->coins, r->tokens_on_board);
      g_autofree char *line = g_strdup_printf ("1. %s — 5 coins", sw_game_player (game, r->player)->name);

      gtk_list_box_append (GTK_LIST_BOX (list), place);
      sw_test_app_iterate ();
      g_assert_true (shows (place, line));
      g_assert_true (shows (place, "0 tokens on the board"));
      g_assert_cmpint (sw_ranking_row_get_coins (SW_RANKING_ROW (place)), ==, 5);
      g_assert_cmpint (sw_ranking_row_get_tokens_on_board (SW_RANKING_ROW (place)), ==, 0);
    }
  gtk_window_destroy (window);
  sw_test_app_iterate ();
}

/* docs/rules.md 1.6: Bob takes one of Ann's three regions; the dialog
 * offers her two others, one spin button each named by its region, all
 * her withdrawn tokens on the stronger; Place waits until every token is
 * placed, and the counts are what the spin buttons say. */
static void
test_withdraw_dialog (void)
{
  g_autoptr(SwGame) game = test_game (test_base_board (), 2);
  g_autoptr(GArray) pending = NULL;
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  g_autoptr(GVariant) counts = NULL;
  SwWithdrawDialog *dialog;
  GtkWidget *parent = gtk_window_new ();
  gint ann, withdrawn, b1, c1;
  const char *region;
  gint tokens;

  pick (game, "ratmen", "alchemist");
  conquer (game, "a1");
  conquer (game, "b1");
  conquer (game, "c1");
  put (game, "a1", 4);
  put (game, "b1", 2);
  put (game, "c1", 3);
  end_turn (game);
  pick (game, "orcs", "merchant");
  conquer (game, "a1");
  ann = sw_game_player (game, 0)->active;
  pending = sw_game_pending_withdrawals (game);
  g_assert_cmpuint (pending->len, ==, 1);
  g_assert_cmpint (g_array_index (pending, gint, 0), ==, ann);
  withdrawn = MIN (sw_game_band (game, ann)->withdrawn, sw_game_band (game, ann)->hand);
  g_assert_cmpint (withdrawn, ==, 3);
  b1 = sw_game_region_index (game, "b1");
  c1 = sw_game_region_index (game, "c1");

  dialog = sw_withdraw_dialog_new (GTK_WINDOW (parent), game, ann);
  gtk_window_present (GTK_WINDOW (dialog));
  sw_test_app_iterate ();
  g_assert_cmpint (sw_withdraw_dialog_get_band (dialog), ==, ann);
  g_assert_cmpint (sw_withdraw_dialog_get_owner (dialog), ==, 0);
  g_assert_cmpstr (sw_withdraw_dialog_get_race (dialog), ==, "ratmen");
  g_assert_cmpint (sw_withdraw_dialog_get_tokens (dialog), ==, withdrawn);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Ann’s Ratmen: 3 Withdrawn Tokens");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "at the end of Bob’s turn"));
  sw_test_app_collect_type (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)), GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, 2);
  /* in the board's order, named by their regions */
  gtk_test_accessible_assert_property (spins->pdata[0], GTK_ACCESSIBLE_PROPERTY_LABEL, "b1");
  gtk_test_accessible_assert_property (spins->pdata[1], GTK_ACCESSIBLE_PROPERTY_LABEL, "c1");
  g_assert_true (shows (GTK_WIDGET (dialog), "b1"));
  g_assert_true (shows (GTK_WIDGET (dialog), "Swamp, 2 tokens there"));
  /* all on c1, the stronger */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins->pdata[0]), ==, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins->pdata[1]), ==, withdrawn);
  g_assert_cmpint (sw_withdraw_dialog_get_left (dialog), ==, 0);
  g_assert_true (shows (GTK_WIDGET (dialog), "All placed"));
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (dialog)), ==, "place");
  g_assert_cmpstr (adw_message_dialog_get_close_response (ADW_MESSAGE_DIALOG (dialog)), ==, "cancel");
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "keep"));

  /* one moved to b1 and one taken off: one still to place, Place waits */
  gtk_spin_button_set_value (spins->pdata[1], withdrawn - 2);
  gtk_spin_button_set_value (spins->pdata[0], 1);
  g_assert_cmpint (sw_withdraw_dialog_get_left (dialog), ==, 1);
  g_assert_true (shows (GTK_WIDGET (dialog), "1 token still to place"));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  /* too many */
  gtk_spin_button_set_value (spins->pdata[0], 3);
  g_assert_true (shows (GTK_WIDGET (dialog), "1 token too many"));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  gtk_spin_button_set_value (spins->pdata[0], 2);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));

  counts = g_variant_ref_sink (sw_withdraw_dialog_get_counts (dialog));
  g_assert_cmpstr (g_variant_get_type_string (counts), ==, "a(si)");
  g_assert_cmpuint (g_variant_n_children (counts), ==, 2);
  g_variant_get_child (counts, 0, "(&si)", &region, &tokens);
  g_assert_cmpstr (region, ==, "b1");
  g_assert_cmpint (tokens, ==, 2);
  g_variant_get_child (counts, 1, "(&si)", &region, &tokens);
  g_assert_cmpstr (region, ==, "c1");
  g_assert_cmpint (tokens, ==, 1);
  /* the dialog only asks: the board is as it was */
  g_assert_cmpint (sw_game_region_state (game, b1)->tokens, ==, 2);
  g_assert_cmpint (sw_game_region_state (game, c1)->tokens, ==, 3);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
  sw_test_app_iterate ();
}

int
main (int argc, char *argv[])
{
  g_autofree char *home = sw_test_app_private_home ();
  GtkApplication *application;
  int result;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  application = sw_test_app_new_registered (NULL);
  if (application == NULL)
    return 0;
  g_test_add_func ("/game-widgets/player-picker", test_player_picker);
  g_test_add_func ("/game-widgets/player-row", test_player_row);
  g_test_add_func ("/game-widgets/log-row", test_log_row);
  g_test_add_func ("/game-widgets/combo-row", test_combo_row);
  g_test_add_func ("/game-widgets/ranking-row", test_ranking_row);
  g_test_add_func ("/game-widgets/withdraw-dialog", test_withdraw_dialog);
  result = g_test_run ();
  g_clear_pointer (&activated, g_free);
  g_object_unref (application);
  sw_test_app_remove_tree (home);
  return result;
}
