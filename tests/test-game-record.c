/* test-game-record.c: the game window records nothing the rules forbid by accident: refusals, Record Anyway, Undo's toast, the coin sheet (needs a display). */
#include "config.h"

#include <glib/gstdio.h>
#include <adwaita.h>

#include "sw-combo-picker.h"
#include "sw-game-window.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"
#include "sw-test-app.h"
#include "sw-test-game.h"

static GtkApplication *application;
static char *tmp_dir;

static void
act (SwGameWindow *window, const char *name, GVariant *parameter)
{
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), name, owned));
  sw_test_app_iterate ();
}

/* An action the rules allow: recorded at once, no dialog. */
static void
act_legal (SwGameWindow *window, const char *name, GVariant *parameter)
{
  SwGame *game = sw_game_window_get_game (window);
  guint before = game->log->len;

  act (window, name, parameter);
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  g_assert_cmpuint (game->log->len, ==, before + 1);
}

static gboolean
shows_text (GtkWidget *root, const char *fragment)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), fragment) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, fragment))
      return TRUE;
  return FALSE;
}

/* The board and coins as text: equal texts, equal boards. */
static char *
board_text (SwGame *game)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "round %u seat %u log %u row %u\n", game->round, game->seat, game->log->len,
                          game->row->len);
  for (guint p = 0; p < game->players->len; p++)
    {
      SwPlayer *player = sw_game_player (game, p);
      g_string_append_printf (out, "player %u coins %d active %d decline %d\n", p, player->coins, player->active,
                              player->decline);
    }
  for (guint b = 0; b < game->bands->len; b++)
    {
      SwBand *band = sw_game_band (game, b);
      g_string_append_printf (out, "band %s state %d hand %d\n", band->race, band->state, band->hand);
    }
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      g_string_append_printf (out, "%u: %d %d %d\n", i, state->band, state->tokens, state->natives);
    }
  return g_string_free (out, FALSE);
}

static char *
file_text (SwGameWindow *window)
{
  char *data = NULL;

  g_assert_true (g_file_get_contents (sw_game_window_get_path (window), &data, NULL, NULL));
  return data;
}

/* @name refused with a reason containing @reason: the dialog says it,
 * nothing is logged, the board and the file are as they were; Cancel
 * (the default) leaves it so. */
static void
assert_refused (SwGameWindow *window, const char *name, GVariant *parameter, const char *reason)
{
  SwGame *game = sw_game_window_get_game (window);
  g_autofree char *board = board_text (game);
  g_autofree char *file = file_text (window);
  g_autofree char *board_after = NULL;
  g_autofree char *file_after = NULL;
  GtkWidget *dialog;

  act (window, name, parameter);
  dialog = sw_game_window_get_refusal_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (dialog));
  g_test_message ("%s: %s", name, adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), reason));
  /* a mis-click answered with Enter records nothing */
  g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (dialog)), ==, "cancel");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (ADW_MESSAGE_DIALOG (dialog), "record"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  board_after = board_text (game);
  file_after = file_text (window);
  g_assert_cmpstr (board_after, ==, board);
  g_assert_cmpstr (file_after, ==, file);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  sw_test_app_iterate ();
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  g_clear_pointer (&board_after, g_free);
  g_clear_pointer (&file_after, g_free);
  board_after = board_text (game);
  file_after = file_text (window);
  g_assert_cmpstr (board_after, ==, board);
  g_assert_cmpstr (file_after, ==, file);
}

static const char *
region_id (SwGame *game, gint index)
{
  return ((SwRegion *) g_ptr_array_index (game->map->regions, index))->id;
}

/* A region the player whose turn it is may conquer cleanly. */
static gint
clean_target (SwGame *game, gint not_this)
{
  gint active = sw_game_player (game, game->seat)->active;
  SwBand *band = sw_game_band (game, active);

  for (guint i = 0; band != NULL && i < game->regions->len; i++)
    {
      g_autoptr(SwCost) cost = NULL;

      if ((gint) i == not_this || sw_game_region_state (game, i)->band >= 0)
        continue;
      cost = sw_conquest_cost (game, region_id (game, i));
      if (cost->warnings->len == 0 && cost->total <= band->hand)
        return (gint) i;
    }
  return -1;
}

/* A game of Ann and Bob on the 2-player board, @combos revealed in the row. */
static SwGameWindow *
new_window_with (const char *const (*combos)[2])
{
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  g_autoptr(SwGame) game = NULL;
  SwGameWindow *window;

  g_assert_no_error (error);
  game = sw_game_setup_create (map, names, 0);
  window = sw_game_window_new (application, game, NULL);
  sw_test_app_iterate ();
  for (guint i = 0; i < 6; i++)
    act_legal (window, "game.reveal", g_variant_new ("(ss)", combos[i][0], combos[i][1]));
  return window;
}

/* The same, the row's first combo @race @power and five others none of
 * the tests here pick. */
static SwGameWindow *
new_window_first (const char *race, const char *power)
{
  const char *const combos[][2] = {
    { race, power }, { "ratmen", "alchemist" }, { "humans", "commando" },
    { "dwarves", "hill" }, { "elves", "forest" }, { "giants", "swamp" },
  };

  return new_window_with (combos);
}

static SwGameWindow *
new_window (void)
{
  static const char *const combos[][2] = {
    { "ratmen", "alchemist" }, { "orcs", "merchant" }, { "humans", "commando" },
    { "dwarves", "hill" }, { "elves", "forest" }, { "giants", "swamp" },
  };

  return new_window_with (combos);
}

static GVariant *
counts (const char *region, gint tokens)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(si)"));
  g_variant_builder_add (&builder, "(si)", region, tokens);
  return g_variant_builder_end (&builder);
}

/* docs/rules.md 1.2: a count of tokens given beyond the race's box is
 * cut to the box by the rules, and the table is told, not left to wonder
 * at a smaller hand. */
static void
test_pick_beyond_box (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  g_autofree char *toast = NULL;

  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 20));
  g_assert_cmpstr (sw_game_band (game, sw_game_player (game, 0)->active)->race, ==, "ratmen");
  g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->hand, ==, 13);
  toast = sw_game_window_dup_last_toast (window);
  g_assert_cmpstr (toast, ==, "The box holds 13 Ratmen tokens: 13 are taken, not 20");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* What a new user met: each refused with nothing logged; Undo after a
 * refused decline undoes the conquest, not an invisible entry; Record
 * Anyway logs the action marked, in the window and in the file. */
static void
test_refusals (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  SwRegion *named;
  gint first, second;
  gint hand;
  g_autofree char *undo = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *file = NULL;
  g_auto(GStrv) lines = NULL;
  GtkWidget *mark;

  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  g_assert_cmpstr (sw_game_band (game, sw_game_player (game, 0)->active)->race, ==, "ratmen");
  /* a pick while the player still has an active race */
  assert_refused (window, "game.pick", g_variant_new ("(ii)", 0, 0), "Ann already has active");

  /* the region conquered has a name on the map: Undo says it */
  first = clean_target (game, -1);
  g_assert_cmpint (first, >=, 0);
  named = g_ptr_array_index (game->map->regions, first);
  {
    SwText *text = g_new0 (SwText, 1);
    text->text = g_strdup ("Misty Hills");
    if (named->names == NULL)
      named->names = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_text_free);
    g_ptr_array_add (named->names, text);
  }
  act_legal (window, "game.conquer", g_variant_new ("(si)", named->id, -1));
  hand = sw_game_band (game, sw_game_player (game, 0)->active)->hand;
  g_assert_cmpint (hand, >, 0);

  /* a redeployment of more tokens than the race has */
  assert_refused (window, "game.redeploy", counts (named->id, 30), "30 tokens placed, only 12 available");

  /* a decline after conquering, without Stout: nothing written... */
  assert_refused (window, "game.decline", NULL, "only Stout may decline after expanding");
  file = file_text (window);
  g_assert_null (strstr (file, "<decline"));
  /* ...so Undo takes back the conquest, and says so */
  act (window, "game.undo", NULL);
  undo = sw_game_window_dup_undo_text (window);
  expected = g_strdup_printf ("Undid: conquest of Misty Hills (%s)", named->id);
  g_assert_cmpstr (undo, ==, expected);
  g_assert_cmpint (sw_game_region_state (game, first)->band, <, 0);
  g_assert_cmpint (game->log->len, ==, 7);   /* six reveals and the pick */

  act_legal (window, "game.conquer", g_variant_new ("(si)", named->id, -1));
  second = clean_target (game, first);
  g_assert_cmpint (second, >=, 0);
  /* one token in hand, the next region costs more: the panel never counts
   * below zero, it says what the table does */
  act_legal (window, "game.redeploy", counts (named->id, 11));
  g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->hand, ==, 1);
  /* a conquest short of tokens, recorded anyway: the table moved the one
   * token in hand there, not a second one from the box */
  {
    SwBand *band = sw_game_band (game, sw_game_player (game, 0)->active);
    gint far = -1, supply = band->supply;

    for (guint i = 0; i < game->regions->len && far < 0; i++)
      {
        g_autoptr(SwCost) cost = NULL;

        if (sw_game_region_state (game, i)->band >= 0)
          continue;
        cost = sw_conquest_cost (game, region_id (game, i));
        for (guint w = 0; w < cost->warnings->len && cost->total > 1; w++)
          if (strstr (g_ptr_array_index (cost->warnings, w), "not adjacent") != NULL)
            far = (gint) i;
      }
    g_assert_cmpint (far, >=, 0);
    act (window, "game.conquer", g_variant_new ("(si)", region_id (game, far), -1));
    g_assert_nonnull (sw_game_window_get_refusal_dialog (window));
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (sw_game_window_get_refusal_dialog (window)), "record");
    sw_test_app_iterate ();
    g_assert_cmpint (sw_game_region_state (game, far)->band, ==, sw_game_player (game, 0)->active);
    g_assert_cmpint (sw_game_region_state (game, far)->tokens, ==, 1);
    g_assert_cmpint (band->hand, ==, 0);
    g_assert_cmpint (band->supply, ==, supply);
    g_assert_cmpint (((SwAction *) g_ptr_array_index (game->log, game->log->len - 1))->tokens, ==, 1);
    /* (an undo replays the log: the bands are made again) */
    act (window, "game.undo", NULL);
    g_assert_cmpint (sw_game_region_state (game, far)->band, <, 0);
    g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->hand, ==, 1);
  }
  act (window, "game.select-region", g_variant_new_string (region_id (game, second)));
  {
    g_autoptr(SwCost) cost = sw_conquest_cost (game, region_id (game, second));
    g_autofree char *short_text = g_strdup_printf (cost->total - 1 == 1 ? "%d token short: roll the die"
                                                                        : "%d tokens short: roll the die",
                                                   cost->total - 1);

    g_assert_cmpint (cost->total, >, 1);
    g_assert_true (shows_text (GTK_WIDGET (window), short_text));
    g_assert_false (shows_text (GTK_WIDGET (window), "left in hand after it"));
  }
  /* four encampments there: 4 more than the die's 3 can give, so no roll
   * to suggest (a new user was told to roll and then refused) */
  act (window, "game.marker", g_variant_new ("(ssi)", region_id (game, second), "encampment", 4));
  act (window, "game.select-region", g_variant_new_string (region_id (game, second)));
  {
    g_autoptr(SwCost) cost = sw_conquest_cost (game, region_id (game, second));
    g_autofree char *short_text = g_strdup_printf ("%d tokens short, more than the die can give", cost->total - 1);

    g_assert_cmpint (cost->total - 1, >, 3);
    g_assert_true (shows_text (GTK_WIDGET (window), short_text));
    g_assert_false (shows_text (GTK_WIDGET (window), "roll the die"));
  }
  act (window, "game.undo", NULL);
  act (window, "game.select-region", g_variant_new_string (region_id (game, second)));
  /* every token on the board: none left to conquer with */
  act_legal (window, "game.redeploy", counts (named->id, 12));
  g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->hand, ==, 0);
  g_assert_true (shows_text (GTK_WIDGET (window), "No token in hand to conquer with"));
  assert_refused (window, "game.conquer", g_variant_new ("(si)", region_id (game, second), -1), "at least 1 token in hand");

  /* the table did it anyway: Record Anyway logs it, marked */
  act (window, "game.conquer", g_variant_new ("(si)", region_id (game, second), -1));
  g_assert_nonnull (sw_game_window_get_refusal_dialog (window));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (sw_game_window_get_refusal_dialog (window)), "record");
  sw_test_app_iterate ();
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  g_assert_true (((SwAction *) g_ptr_array_index (game->log, game->log->len - 1))->override);
  g_assert_cmpint (sw_game_region_state (game, second)->band, ==, sw_game_player (game, 0)->active);
  {
    const SwGameWarning *warning = g_ptr_array_index (game->warnings, game->warnings->len - 1);

    g_assert_true (warning->override);
    g_assert_true (g_str_has_suffix (warning->message, "(recorded by the table’s decision)"));
  }
  g_clear_pointer (&file, g_free);
  file = file_text (window);
  /* with no token in hand, the one token the table put there */
  g_assert_cmpint (sw_game_region_state (game, second)->tokens, ==, 1);
  expected = (g_free (expected), g_strdup_printf ("<conquer region=\"%s\" tokens=\"1\" override=\"yes\"/>", region_id (game, second)));
  g_assert_nonnull (strstr (file, expected));
  /* the turn's list: the line marked, its warnings in the tooltip */
  lines = sw_game_window_dup_turn_log (window);
  /* six reveals, the pick, the conquest, two redeployments, the override */
  g_assert_cmpuint (g_strv_length (lines), ==, 11);
  g_assert_cmpstr (lines[0], ==, "Alchemist Ratmen added to the row");
  g_assert_cmpstr (lines[6], ==, "Pick of Alchemist Ratmen");
  for (guint i = 0; i < 10; i++)
    g_assert_false (g_str_has_prefix (lines[i], "⚑"));
  expected = (g_free (expected), g_strdup_printf ("⚑ Conquest of %s", region_id (game, second)));
  g_assert_cmpstr (lines[10], ==, expected);
  mark = sw_test_app_find_named (GTK_WIDGET (window), "turn-override");
  g_assert_nonnull (mark);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (mark), "Recorded by the table’s decision"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (mark), "at least 1 token in hand"));
  /* the saved game reads it back marked */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(SwGame) saved = sw_game_load_file (sw_game_window_get_path (window), &error);

    g_assert_no_error (error);
    g_assert_true (((SwAction *) g_ptr_array_index (saved->log, saved->log->len - 1))->override);
  }
  /* undone, the mark goes with it */
  act (window, "game.undo", NULL);
  g_clear_pointer (&undo, g_free);
  undo = sw_game_window_dup_undo_text (window);
  expected = (g_free (expected), g_strdup_printf ("Undid: conquest of %s", region_id (game, second)));
  g_assert_cmpstr (undo, ==, expected);
  g_assert_null (sw_test_app_find_named (GTK_WIDGET (window), "turn-override"));
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* docs/rules.md 2.2 Dragon Master: the panel's cost follows what "Using"
 * names. With the dragon the region costs 1 token, and the panel says
 * so, not "roll the die". */
static void
test_cost_using (void)
{
  SwGameWindow *window = new_window_first ("orcs", "dragon-master");
  SwGame *game = sw_game_window_get_game (window);
  GtkDropDown *via;
  GtkLabel *cost_label, *left_label;
  g_autofree char *plain = NULL;
  gint target = -1;
  guint dragon = 0;

  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  /* a region that costs more than one token */
  for (guint i = 0; i < game->regions->len && target < 0; i++)
    {
      g_autoptr(SwCost) cost = sw_conquest_cost (game, region_id (game, i));

      if (sw_game_region_state (game, i)->band < 0 && cost->warnings->len == 0 && cost->total >= 3)
        target = (gint) i;
    }
  g_assert_cmpint (target, >=, 0);
  act (window, "game.select-region", g_variant_new_string (region_id (game, target)));
  via = GTK_DROP_DOWN (sw_test_app_find_named (GTK_WIDGET (window), "conquest-via"));
  cost_label = GTK_LABEL (sw_test_app_find_named (GTK_WIDGET (window), "conquest-cost"));
  left_label = GTK_LABEL (sw_test_app_find_named (GTK_WIDGET (window), "conquest-left"));
  g_assert_nonnull (via);
  plain = g_strdup (gtk_label_get_text (cost_label));
  g_test_message ("nothing special: %s; %s", plain, gtk_label_get_text (left_label));
  g_assert_cmpuint (gtk_drop_down_get_selected (via), ==, 0);
  for (guint i = 0; i < g_list_model_get_n_items (gtk_drop_down_get_model (via)); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (gtk_drop_down_get_model (via), i);

      if (g_str_equal (gtk_string_object_get_string (item), "Dragon Master"))
        dragon = i;
      /* the Orcs have no conquest of their own to use */
      g_assert_cmpstr (gtk_string_object_get_string (item), !=, "Orcs");
    }
  g_assert_cmpuint (dragon, >, 0);
  gtk_drop_down_set_selected (via, dragon);
  g_test_message ("with the dragon: %s; %s", gtk_label_get_text (cost_label), gtk_label_get_text (left_label));
  g_assert_cmpstr (gtk_label_get_text (cost_label), !=, plain);
  g_assert_true (g_str_has_suffix (gtk_label_get_text (cost_label), "= 1"));
  g_assert_null (strstr (gtk_label_get_text (left_label), "short"));
  /* and back */
  gtk_drop_down_set_selected (via, 0);
  g_assert_cmpstr (gtk_label_get_text (cost_label), ==, plain);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* A decline ends the turn: the prompt says so, not "pick a combo". */
static void
test_decline_prompt (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  g_autofree char *undo = NULL;

  g_assert_true (shows_text (GTK_WIDGET (window), "Ann has no active race: pick a combo from the row."));
  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  act_legal (window, "game.decline", NULL);
  g_assert_cmpint (sw_game_player (game, 0)->decline, >=, 0);
  g_assert_true (shows_text (GTK_WIDGET (window), "Ann’s race went into decline: the turn ends with the scoring (End Turn)."));
  g_assert_false (shows_text (GTK_WIDGET (window), "pick a combo from the row"));
  act (window, "game.undo", NULL);
  undo = sw_game_window_dup_undo_text (window);
  g_assert_cmpstr (undo, ==, "Undid: decline");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* A race in decline has lost its power's badge: the region panel names
 * the race alone, as the coin sheet does ("Ratmen (in decline)"). */
static void
test_decline_named (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  gint target;

  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  target = clean_target (game, -1);
  g_assert_cmpint (target, >=, 0);
  act_legal (window, "game.conquer", g_variant_new ("(si)", region_id (game, target), -1));
  act (window, "game.select-region", g_variant_new_string (region_id (game, target)));
  g_assert_true (shows_text (GTK_WIDGET (window), "Ann’s Alchemist Ratmen: "));
  act (window, "game.end-turn", NULL);
  act_legal (window, "game.confirm-turn", NULL);
  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  act (window, "game.end-turn", NULL);
  act_legal (window, "game.confirm-turn", NULL);
  g_assert_cmpuint (game->seat, ==, 0);
  act_legal (window, "game.decline", NULL);
  act (window, "game.select-region", g_variant_new_string (region_id (game, target)));
  g_assert_false (shows_text (GTK_WIDGET (window), "Ann’s Alchemist Ratmen in decline"));
  g_assert_true (shows_text (GTK_WIDGET (window), "Ann’s Ratmen in decline: 1 token"));
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* What one player typed in the marker search is not the next player's:
 * it stays through the player's turn, and the next turn starts afresh. */
static void
test_marker_search_per_turn (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  GtkEditable *search;
  gint target, other;

  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  target = clean_target (game, -1);
  other = clean_target (game, target);
  g_assert_cmpint (other, >=, 0);
  act (window, "game.select-region", g_variant_new_string (region_id (game, target)));
  search = GTK_EDITABLE (sw_test_app_find_named (GTK_WIDGET (window), "marker-search"));
  g_assert_nonnull (search);
  gtk_editable_set_text (search, "hero");
  act (window, "game.select-region", g_variant_new_string (region_id (game, other)));
  g_assert_cmpstr (gtk_editable_get_text (search), ==, "hero");
  act_legal (window, "game.conquer", g_variant_new ("(si)", region_id (game, target), -1));
  act (window, "game.end-turn", NULL);
  act_legal (window, "game.confirm-turn", NULL);
  g_assert_cmpuint (game->seat, ==, 1);
  act (window, "game.select-region", g_variant_new_string (region_id (game, other)));
  g_assert_cmpstr (gtk_editable_get_text (search), ==, "");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The marker list offers the race's own marker first: the Heroic's hero,
 * not the catalog's first (the fortress); typed letters find any other. */
static void
test_own_marker_first (void)
{
  SwGameWindow *window = new_window_first ("orcs", "heroic");
  SwGame *game = sw_game_window_get_game (window);
  GtkDropDown *choice;
  gint target;

  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  target = clean_target (game, -1);
  act_legal (window, "game.conquer", g_variant_new ("(si)", region_id (game, target), -1));
  act (window, "game.select-region", g_variant_new_string (region_id (game, target)));
  choice = GTK_DROP_DOWN (sw_test_app_find_named (GTK_WIDGET (window), "marker-choice"));
  g_assert_nonnull (choice);
  g_assert_cmpstr (g_object_get_data (gtk_drop_down_get_selected_item (choice), "id"), ==, "hero");
  gtk_editable_set_text (GTK_EDITABLE (sw_test_app_find_named (GTK_WIDGET (window), "marker-search")), "fort");
  g_assert_cmpstr (g_object_get_data (gtk_drop_down_get_selected_item (choice), "id"), ==, "fortress");
  gtk_editable_set_text (GTK_EDITABLE (sw_test_app_find_named (GTK_WIDGET (window), "marker-search")), "");
  g_assert_cmpstr (g_object_get_data (gtk_drop_down_get_selected_item (choice), "id"), ==, "hero");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* Save a Copy: the whole record in a file of the table's choosing, which
 * loads as the same game; the game goes on in its own file. A copy that
 * cannot be written says so in a dialog. */
static void
test_save_copy (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  g_autofree char *own = g_strdup (sw_game_window_get_path (window));
  g_autofree char *dir = g_dir_make_tmp ("swcopy-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (dir, "our game.swgame", NULL);
  g_autofree char *nowhere = g_build_filename (dir, "no-such-folder", "game.swgame", NULL);
  g_autoptr(SwGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;

  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  act_legal (window, "game.conquer", g_variant_new ("(si)", region_id (game, clean_target (game, -1)), -1));
  act (window, "game.save-copy-to", g_variant_new_string (copy));
  loaded = sw_game_load_file (copy, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (loaded->log->len, ==, game->log->len);
  for (guint i = 0; i < game->regions->len; i++)
    g_assert_cmpint (sw_game_region_state (loaded, i)->tokens, ==, sw_game_region_state (game, i)->tokens);
  g_assert_cmpstr (sw_game_window_get_path (window), ==, own);
  g_assert_null (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  act (window, "game.save-copy-to", g_variant_new_string (nowhere));
  dialog = GTK_WIDGET (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Could Not Save a Copy");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_false (g_file_test (nowhere, G_FILE_TEST_EXISTS));
  g_unlink (copy);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* docs/rules.md 1.7: the die's conquest, won or lost, is the turn's last.
 * After a failed roll the panel says so instead of "roll the die", and
 * the die's buttons are off; while redeploying, both are off too. */
static void
test_die_ends_conquests (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  SwBand *band;
  gint target, last = -1;

  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  /* conquer while the hand pays in full and keeps a token or two */
  band = sw_game_band (game, sw_game_player (game, 0)->active);
  do
    {
      target = -1;
      for (guint i = 0; i < game->regions->len && target < 0; i++)
        {
          g_autoptr(SwCost) cost = sw_conquest_cost (game, region_id (game, i));

          if (sw_game_region_state (game, i)->band < 0 && cost->warnings->len == 0 && cost->total < band->hand)
            target = (gint) i;
        }
      if (target >= 0)
        {
          act_legal (window, "game.conquer", g_variant_new ("(si)", region_id (game, target), -1));
          last = target;
          band = sw_game_band (game, sw_game_player (game, 0)->active);
        }
    }
  while (target >= 0);
  g_assert_cmpint (last, >=, 0);
  g_assert_cmpint (band->hand, >, 0);
  /* a region the hand cannot pay for: the die shows 0 */
  for (guint i = 0; i < game->regions->len && target < 0; i++)
    {
      g_autoptr(SwCost) cost = sw_conquest_cost (game, region_id (game, i));

      if (sw_game_region_state (game, i)->band < 0 && cost->warnings->len == 0 && cost->total > band->hand
          && cost->total - band->hand <= 3)
        target = (gint) i;
    }
  g_assert_cmpint (target, >=, 0);
  act (window, "game.select-region", g_variant_new_string (region_id (game, target)));
  g_assert_true (gtk_widget_get_sensitive (sw_test_app_find_button (GTK_WIDGET (window), "R_oll")));
  g_assert_true (gtk_widget_get_sensitive (sw_test_app_find_button (GTK_WIDGET (window), "_With the Die")));
  act_legal (window, "game.conquer", g_variant_new ("(si)", region_id (game, target), 0));
  band = sw_game_band (game, sw_game_player (game, 0)->active);
  g_assert_cmpint (sw_game_region_state (game, target)->band, <, 0);
  g_assert_true (band->conquest_ended);
  act (window, "game.select-region", g_variant_new_string (region_id (game, target)));
  g_assert_true (shows_text (GTK_WIDGET (window), "The final conquest ended this turn’s conquests"));
  g_assert_false (shows_text (GTK_WIDGET (window), "roll the die"));
  g_assert_false (gtk_widget_get_sensitive (sw_test_app_find_button (GTK_WIDGET (window), "R_oll")));
  g_assert_false (gtk_widget_get_sensitive (sw_test_app_find_button (GTK_WIDGET (window), "_With the Die")));
  /* undone, the die is there again */
  act (window, "game.undo", NULL);
  act (window, "game.select-region", g_variant_new_string (region_id (game, target)));
  g_assert_true (gtk_widget_get_sensitive (sw_test_app_find_button (GTK_WIDGET (window), "_With the Die")));
  /* redeploying: no die either */
  act (window, "game.redeploy-start", NULL);
  act (window, "game.select-region", g_variant_new_string (region_id (game, target)));
  g_assert_false (gtk_widget_get_sensitive (sw_test_app_find_button (GTK_WIDGET (window), "_With the Die")));
  act (window, "game.redeploy-cancel", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The toast shown, its text, or NULL. */
static char *
toast_shown (GtkWidget *widget)
{
  if (gtk_widget_get_mapped (widget) && g_strcmp0 (gtk_widget_get_css_name (widget), "toast") == 0)
    for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
      {
        GtkWidget *title = sw_test_app_find_type (child, GTK_TYPE_LABEL);

        if (title != NULL)
          return g_strdup (gtk_label_get_text (GTK_LABEL (title)));
      }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      char *text = toast_shown (child);

      if (text != NULL)
        return text;
    }
  return NULL;
}

/* Undo names every kind of action it takes back. */
static void
test_undo_toasts (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  const struct {
    const char *name;
    GVariant *parameter;
    const char *undid;
  } steps[] = {
    { "game.pick", g_variant_new ("(ii)", 0, 0), "Undid: pick of Alchemist Ratmen" },
    { "game.ready", NULL, "Undid: taking back tokens" },
    { "game.adjust", g_variant_new ("(isi)", 2, "miscounted", -1), "Undid: adjustment of +2 coins" },
    { "game.marker", g_variant_new ("(ssi)", "r1", "encampment", 1), "Undid: Encampment on r1" },
  };
  guint n_steps = G_N_ELEMENTS (steps);

  for (guint i = 0; i < n_steps; i++)
    act (window, steps[i].name, steps[i].parameter);
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  g_assert_cmpuint (game->log->len, ==, 6 + n_steps);
  for (guint i = n_steps; i-- > 0;)
    {
      g_autofree char *undo = NULL;

      act (window, "game.undo", NULL);
      undo = sw_game_window_dup_undo_text (window);
      g_assert_cmpstr (undo, ==, steps[i].undid);
    }
  {
    g_autofree char *undo = NULL;

    act (window, "game.undo", NULL);
    undo = sw_game_window_dup_undo_text (window);
    g_assert_cmpstr (undo, ==, "Undid: Swamp Giants added to the row");
  }
  /* each Undo's message shows at once, not behind the ones before it */
  {
    g_autofree char *shown = NULL;
    g_autofree char *last = NULL;

    gtk_window_present (GTK_WINDOW (window));
    gint64 deadline;

    act (window, "game.undo", NULL);
    act (window, "game.undo", NULL);
    last = sw_game_window_dup_undo_text (window);
    /* the one before slides away, and the last comes up at once, not
     * after the others' five seconds each (three seconds for a slow
     * machine) */
    deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
    do
      {
        g_free (shown);
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
        shown = toast_shown (GTK_WIDGET (window));
      }
    while (g_strcmp0 (shown, last) != 0 && g_get_monotonic_time () < deadline);
    g_assert_cmpstr (last, ==, "Undid: Hill Dwarves added to the row");
    g_assert_cmpstr (shown, ==, last);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The coin sheet's heading is what the bank pays now; the pick's payment
 * and the coins taken from a combo have their own lines, positions from 1. */
static void
test_coin_sheet (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  g_auto(GStrv) sheet = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *expected = NULL;
  gint total = -1, bank = 0;
  gint target;
  gboolean paid = FALSE, taken = FALSE;

  /* Ann takes the second combo, Merchant Orcs, for 1 coin */
  act_legal (window, "game.pick", g_variant_new ("(ii)", 1, 0));
  target = clean_target (game, -1);
  act_legal (window, "game.conquer", g_variant_new ("(si)", region_id (game, target), -1));
  act_legal (window, "game.redeploy",
             counts (region_id (game, target),
                     sw_game_band (game, sw_game_player (game, 0)->active)->hand + sw_game_region_state (game, target)->tokens));
  {
    g_autoptr(GPtrArray) items = sw_score_turn (game, 0);

    for (guint i = 0; i < items->len; i++)
      {
        const SwScoreItem *item = g_ptr_array_index (items, i);
        if (!item->transfer && item->payer < 0)
          bank += item->coins;
      }
  }
  act (window, "game.end-turn", NULL);
  heading = sw_game_window_dup_sheet_heading (window);
  expected = g_strdup_printf ("Take %d coins", bank);
  g_assert_cmpint (bank, >, 1);
  g_assert_cmpstr (heading, ==, expected);
  sheet = sw_game_window_dup_sheet (window, &total);
  g_assert_cmpint (total, ==, bank);
  for (guint i = 0; sheet[i] != NULL; i++)
    paid |= g_str_equal (sheet[i], "Paid for the combo in position 2 of the row: -1 coin");
  g_assert_true (paid);
  act_legal (window, "game.confirm-turn", NULL);

  /* Bob takes the first combo, Alchemist Ratmen, with the coin Ann left on it */
  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  g_assert_cmpstr (sw_game_band (game, sw_game_player (game, 1)->active)->power, ==, "alchemist");
  act (window, "game.end-turn", NULL);
  g_clear_pointer (&sheet, g_strfreev);
  g_clear_pointer (&heading, g_free);
  sheet = sw_game_window_dup_sheet (window, &total);
  heading = sw_game_window_dup_sheet_heading (window);
  for (guint i = 0; sheet[i] != NULL; i++)
    taken |= g_str_equal (sheet[i], "Taken from the combo: +1 coin");
  g_assert_true (taken);
  /* no region: the Alchemist's 2 from the bank; the coin taken is not
   * counted again */
  g_assert_cmpint (total, ==, 2);
  g_assert_cmpstr (heading, ==, "Take 2 coins");
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The combo picker offers only what is not in play nor in the row, and
 * enters the face-down combo with a search and Enter for each half. */
static void
test_add_to_row (void)
{
  SwGameWindow *window = new_window ();
  SwGame *game = sw_game_window_get_game (window);
  SwComboPicker *picker = NULL;
  static const char *const kinds[] = { "race", "power" };
  g_auto(GStrv) shown = NULL;
  guint warnings;

  act_legal (window, "game.pick", g_variant_new ("(ii)", 0, 0));
  g_assert_cmpuint (game->row->len, ==, 5);
  picker = SW_COMBO_PICKER (sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_COMBO_PICKER));
  g_assert_nonnull (picker);
  gtk_editable_set_text (sw_combo_picker_get_search (picker), "");
  shown = sw_combo_picker_dup_shown (picker);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(GPtrArray) entries = sw_catalog_list (game->catalog, kinds[k]);
      guint offered = 0;

      for (guint i = 0; i < entries->len; i++)
        {
          const SwCatalogEntry *entry = g_ptr_array_index (entries, i);
          g_autofree char *item = g_strconcat (kinds[k], ":", entry->id, NULL);
          gboolean taken = g_str_equal (entry->id, k == 0 ? "ratmen" : "alchemist");

          for (guint r = 0; r < game->row->len; r++)
            {
              const SwCombo *combo = &g_array_index (game->row, SwCombo, r);
              taken |= g_str_equal (entry->id, k == 0 ? combo->race : combo->power);
            }
          /* Alchemist Ratmen in play, five combos in the row: all else offered */
          g_assert_true (g_strv_contains ((const char *const *) shown, item) == !taken);
          offered += !taken;
        }
      g_assert_cmpuint (offered, ==, entries->len - 6);
    }
  /* a new combo, no warning */
  warnings = game->warnings->len;
  gtk_editable_set_text (sw_combo_picker_get_search (picker), "sorc");
  g_signal_emit_by_name (sw_combo_picker_get_search (picker), "activate");
  gtk_editable_set_text (sw_combo_picker_get_search (picker), "wealth");
  g_signal_emit_by_name (sw_combo_picker_get_search (picker), "activate");
  sw_test_app_iterate ();
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  g_assert_cmpuint (game->row->len, ==, 6);
  g_assert_cmpstr (g_array_index (game->row, SwCombo, 5).race, ==, "sorcerers");
  g_assert_cmpstr (g_array_index (game->row, SwCombo, 5).power, ==, "wealthy");
  g_assert_cmpuint (game->warnings->len, ==, warnings);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

int
main (int argc, char *argv[])
{
  g_autofree char *state = NULL;
  int result;

  tmp_dir = g_dir_make_tmp ("test-game-record-XXXXXX", NULL);
  state = g_build_filename (tmp_dir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  application = sw_test_app_new_registered ("io.github.swcompanion.TestGameRecord");
  if (application == NULL)
    return 0;
  g_test_add_func ("/game-record/refusals", test_refusals);
  g_test_add_func ("/game-record/cost-using", test_cost_using);
  g_test_add_func ("/game-record/pick-beyond-box", test_pick_beyond_box);
  g_test_add_func ("/game-record/decline-prompt", test_decline_prompt);
  g_test_add_func ("/game-record/decline-named", test_decline_named);
  g_test_add_func ("/game-record/die-ends-conquests", test_die_ends_conquests);
  g_test_add_func ("/game-record/marker-search-per-turn", test_marker_search_per_turn);
  g_test_add_func ("/game-record/save-copy", test_save_copy);
  g_test_add_func ("/game-record/own-marker-first", test_own_marker_first);
  g_test_add_func ("/game-record/undo-toasts", test_undo_toasts);
  g_test_add_func ("/game-record/coin-sheet", test_coin_sheet);
  g_test_add_func ("/game-record/add-to-row", test_add_to_row);
  result = g_test_run ();
  g_object_unref (application);
  sw_test_app_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return result;
}
