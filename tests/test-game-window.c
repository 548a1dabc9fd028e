/* test-game-window.c: plays whole games through the game window's actions and checks the coins it shows (needs a display). */
#include "config.h"

#include <math.h>

#include <glib/gstdio.h>
#include <utime.h>
#include <adwaita.h>

#include "sw-game-window.h"
#include "sw-game-chart.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"
#include "sw-map-view.h"
#include "sw-map-view-private.h"
#include "sw-render-game.h"
#include "sw-test-app.h"
#include "sw-test-game.h"
#include "sw-test-map.h"

static GtkApplication *application;
static char *tmp_dir;

/* What the refusal dialog says, when an action was not recorded. */
static void
refusal_message (gpointer window, const char *name)
{
  GtkWidget *dialog = SW_IS_GAME_WINDOW (window) ? sw_game_window_get_refusal_dialog (window) : NULL;

  if (dialog != NULL)
    g_test_message ("%s not recorded: %s", name, adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
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
  refusal_message (window, name);
}

/* An action the rules forbid, which the table records anyway: refused
 * first, with nothing logged, then Record Anyway logs it marked. */
static void
act_anyway (gpointer window, const char *name, const char *format, ...)
{
  SwGame *game = sw_game_window_get_game (window);
  guint before = game->log->len;
  g_autoptr(GVariant) parameter = NULL;
  GtkWidget *dialog;
  va_list args;

  if (format != NULL)
    {
      va_start (args, format);
      parameter = g_variant_ref_sink (g_variant_new_va (format, NULL, &args));
      va_end (args);
    }
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), name, parameter));
  sw_test_app_iterate ();
  dialog = sw_game_window_get_refusal_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpuint (game->log->len, ==, before);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "record");
  sw_test_app_iterate ();
  g_assert_null (sw_game_window_get_refusal_dialog (window));
  g_assert_cmpuint (game->log->len, ==, before + 1);
  g_assert_true (((SwAction *) g_ptr_array_index (game->log, before))->override);
}

/* An action the test wants in the log, legal or not: recorded at once,
 * or refused and then recorded anyway. */
static void
act_recorded (gpointer window, const char *name, const char *format, ...)
{
  SwGame *game = sw_game_window_get_game (window);
  guint before = game->log->len;
  g_autoptr(GVariant) parameter = NULL;
  GtkWidget *dialog;
  va_list args;

  va_start (args, format);
  parameter = g_variant_ref_sink (g_variant_new_va (format, NULL, &args));
  va_end (args);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), name, parameter));
  sw_test_app_iterate ();
  if ((dialog = sw_game_window_get_refusal_dialog (window)) != NULL)
    {
      g_assert_cmpuint (game->log->len, ==, before);
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "record");
      sw_test_app_iterate ();
    }
  g_assert_cmpuint (game->log->len, ==, before + 1);
}

/* Picks the first combo of the row, with the tokens taken when the
 * catalog lacks the printed numbers (most Underground and Warcraft badges):
 * the window refuses a pick that leaves them unknown. */
static void
pick_first (SwGameWindow *window)
{
  SwGame *game = sw_game_window_get_game (window);
  const SwCombo *combo = &g_array_index (game->row, SwCombo, 0);
  const SwCatalogEntry *race = sw_catalog_find (game->catalog, "race", combo->race);
  const SwCatalogEntry *power = sw_catalog_find (game->catalog, "power", combo->power);
  gboolean printed = sw_catalog_entry_get_int (race, "tokens", 0) > 0 && sw_catalog_entry_get_int (power, "tokens", 0) > 0;

  act (window, "game.pick", "(ii)", 0, printed ? 0 : 9);
  g_assert_null (sw_game_window_get_refusal_dialog (window));
}

/* The next combo of a race and a power neither in play nor in the row,
 * walking the catalog's races and powers (the app refuses a second banner
 * or badge). */
static void
reveal_next (SwGameWindow *window, guint *counter)
{
  SwGame *game = sw_game_window_get_game (window);
  g_autoptr(GPtrArray) races = sw_catalog_list (game->catalog, "race");
  g_autoptr(GPtrArray) powers = sw_catalog_list (game->catalog, "power");
  const SwCatalogEntry *race, *power;

  do
    race = g_ptr_array_index (races, (*counter)++ % races->len);
  while (sw_game_race_in_play (game, race->id));
  for (guint i = 0;; i++)
    {
      power = g_ptr_array_index (powers, (*counter * 7 + 3 + i) % powers->len);
      if (!sw_game_power_in_play (game, power->id))
        break;
    }
  act (window, "game.reveal", "(ss)", race->id, power->id);
  g_assert_null (sw_game_window_get_refusal_dialog (window));
}

/* The counts of a redeployment of @band with @total tokens on the map: 1
 * in each region held, the rest on the first one. Into @action when not
 * NULL, else as a GVariant a(si). */
static GVariant *
redeploy_counts (SwGame *game, gint band, gint total, SwAction *action)
{
  GVariantBuilder counts;
  gint held = (gint) sw_game_band_regions (game, band);
  gboolean first = TRUE;

  g_variant_builder_init (&counts, G_VARIANT_TYPE ("a(si)"));
  for (guint i = 0; i < game->regions->len; i++)
    if (sw_game_region_state (game, i)->band == band && sw_game_region_state (game, i)->tokens > 0)
      {
        const char *id = ((SwRegion *) g_ptr_array_index (game->map->regions, i))->id;
        gint tokens = first ? total - (held - 1) : 1;

        first = FALSE;
        if (action != NULL)
          sw_action_add_count (action, id, tokens);
        else
          g_variant_builder_add (&counts, "(si)", id, tokens);
      }
  if (action != NULL)
    {
      g_variant_builder_clear (&counts);
      return NULL;
    }
  return g_variant_builder_end (&counts);
}

/* The most tokens @band may have on the map after redeploying now: the
 * engine, not the test, knows what a race gives back (the Amazons' 4). */
static gint
redeployable (SwGame *game, gint band)
{
  gint held = (gint) sw_game_band_regions (game, band);

  for (gint total = sw_game_band (game, band)->hand + sw_game_band_tokens (game, band); total > held; total--)
    {
      g_autoptr(SwAction) action = sw_action_new (SW_ACTION_REDEPLOY);
      g_autoptr(GPtrArray) reasons = NULL;

      redeploy_counts (game, band, total, action);
      reasons = sw_game_check (game, action);
      if (reasons->len == 0)
        return total;
    }
  return held;
}

/* Plays @rounds on @map_name through the window and returns it. Each
 * turn's sheet is checked against sw_score_turn() on a copy of the game
 * replayed from the saved file. */
static void play_window (SwGameWindow *window, guint decline_round);

static SwGameWindow *
play_game (SwMap *map, guint decline_round)
{
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 1);
  SwGameWindow *window = sw_game_window_new (application, game, NULL);

  play_window (window, decline_round);
  return window;
}

static void
play_window (SwGameWindow *window, guint decline_round)
{
  SwGame *game = sw_game_window_get_game (window);
  guint counter = 0;
  guint guard = 0;

  /* not presented: actions need no frames, and software GL is slow */
  sw_test_app_iterate ();
  /* who starts: Bob, then Ann in seating order */
  g_assert_cmpstr (sw_game_player (game, 0)->name, ==, "Bob");
  g_assert_cmpuint (game->turns, >, 0);
  {
    g_autofree char *text = sw_game_window_dup_turn_text (window);
    g_autofree char *expected = g_strdup_printf ("Round 1 of %u — Bob’s turn", game->turns);
    g_assert_cmpstr (text, ==, expected);
  }
  while (game->row->len < 6)
    reveal_next (window, &counter);

  while (!sw_game_window_is_final (window))
    {
      SwPlayer *player = sw_game_player (game, game->seat);
      g_autoptr(GPtrArray) expected = NULL;
      g_auto(GStrv) sheet = NULL;
      g_auto(GStrv) sheet_warnings = NULL;
      gint total = 0;
      gint coins_before;
      guint log_len;

      g_assert_cmpuint (++guard, <, 200);
      if (game->round == decline_round && player->active >= 0 && player->decline < 0)
        act (window, "game.decline", NULL);
      else
        {
          gint target;

          if (player->active < 0)
            {
              pick_first (window);
              g_assert_cmpint (player->active, >=, 0);
              while (game->row->len < 6)
                reveal_next (window, &counter);
            }
          else
            act (window, "game.ready", NULL);
          for (guint n = 0; n < 3 && (target = test_target (game, FALSE)) >= 0; n++)
            {
              const char *id = ((SwRegion *) g_ptr_array_index (game->map->regions, target))->id;
              g_autofree char *cost_text = NULL;

              act (window, "game.select-region", "s", id);
              cost_text = sw_game_window_dup_cost_text (window);
              g_assert_nonnull (cost_text);
              g_assert_true (strstr (cost_text, " = ") != NULL);
              /* the panel's Conquer button: via nothing special, not by the decline race */
              if (n == 1)
                act (window, "game.conquer-via", "(ssib)", id, "", -1, FALSE);
              else
                act (window, "game.conquer", "(si)", id, -1);
              g_assert_cmpint (sw_game_region_state (game, target)->band, ==, player->active);
            }
          /* redeploy: every token the rules let the race keep on the
           * map (the Amazons give back 4), the most on the first region */
          if (sw_game_band_regions (game, player->active) > 0)
            {
              gint on_map = redeployable (game, player->active);
              guint before = game->log->len;

              g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "game.redeploy",
                                                                 redeploy_counts (game, player->active, on_map, NULL)));
              refusal_message (window, "game.redeploy");
              g_assert_null (sw_game_window_get_refusal_dialog (window));
              g_assert_cmpuint (game->log->len, ==, before + 1);
              g_assert_cmpint (sw_game_band (game, player->active)->hand, ==, 0);
              g_assert_cmpint (sw_game_band_tokens (game, player->active), ==, on_map);
            }
          /* undo is "drop the last action and replay" */
          log_len = game->log->len;
          if ((target = test_target (game, FALSE)) >= 0)
            {
              const char *id = ((SwRegion *) g_ptr_array_index (game->map->regions, target))->id;
              act (window, "game.conquer", "(si)", id, 9);
              g_assert_cmpuint (game->log->len, ==, log_len + 1);
              act (window, "game.undo", NULL);
              g_assert_cmpuint (game->log->len, ==, log_len);
              g_assert_cmpint (sw_game_region_state (game, target)->band, !=, player->active);
            }
        }
      /* the sheet shows one line per reason, and what sw_score_turn says */
      expected = sw_score_turn (game, game->seat);
      act (window, "game.end-turn", NULL);
      /* defenders first place their withdrawn tokens (docs/rules.md 1.6): as proposed */
      while (sw_game_window_get_withdraw_dialog (window) != NULL)
        {
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (sw_game_window_get_withdraw_dialog (window)), "place");
          sw_test_app_iterate ();
        }
      sheet = sw_game_window_dup_sheet (window, &total);
      g_assert_cmpuint (g_strv_length (sheet), ==, expected->len);
      /* what the bank pays first, in sw_score_turn's order: the heading's N */
      {
        gint bank = 0;
        guint line = 0;
        g_autofree char *heading = sw_game_window_dup_sheet_heading (window);
        g_autofree char *take = NULL;

        for (guint i = 0; i < expected->len; i++)
          {
            const SwScoreItem *item = g_ptr_array_index (expected, i);

            if (item->transfer || item->payer >= 0)
              continue;
            g_assert_true (g_str_has_prefix (sheet[line++], item->what));
            bank += item->coins;
          }
        g_assert_cmpint (total, ==, bank);
        take = g_strdup_printf (bank == 1 ? "Take %d coin" : "Take %d coins", bank);
        g_assert_cmpstr (heading, ==, take);
      }
      coins_before = player->coins;
      sheet_warnings = sw_game_window_dup_sheet_warnings (window);
      /* the loop's simple redeployment may leave what the rules forbid
       * (a river held, tokens kept back): the table ends the turn anyway */
      if (sheet_warnings[0] != NULL)
        act_anyway (window, "game.confirm-turn", NULL);
      else
        {
          act (window, "game.confirm-turn", NULL);
          g_assert_null (sw_game_window_get_refusal_dialog (window));
        }
      g_assert_cmpint (player->coins - coins_before, ==,
                       ((SwTurnRecord *) g_ptr_array_index (game->records, game->records->len - 1))->coins);
    }
  /* the file holds every action */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(SwGame) saved = sw_game_load_file (sw_game_window_get_path (window), &error);
    g_assert_no_error (error);
    g_assert_cmpuint (saved->log->len, ==, game->log->len);
    for (guint p = 0; p < game->players->len; p++)
      g_assert_cmpint (sw_game_player (saved, p)->coins, ==, sw_game_player (game, p)->coins);
  }
}

static void
check_final (SwGameWindow *window)
{
  SwGame *game = sw_game_window_get_game (window);
  g_autoptr(GArray) ranking = sw_game_ranking (game);
  g_auto(GStrv) lines = sw_game_window_dup_ranking (window);

  g_assert_true (sw_game_window_is_final (window));
  /* over: the turn's buttons are off, Undo still takes the last turn back */
  for (guint i = 0; i < 4; i++)
    {
      const char *action = (const char *[]) { "game.conquer-selected", "game.decline", "game.end-turn",
                                              "game.redeploy-start" }[i];
      GtkWidget *button = sw_test_app_find_action_button (GTK_WIDGET (window), action);

      g_assert_nonnull (button);
      g_assert_false (gtk_widget_is_sensitive (button));
    }
  g_assert_cmpuint (g_strv_length (lines), ==, game->players->len);
  for (guint i = 0; i < ranking->len; i++)
    {
      const SwRanking *r = &g_array_index (ranking, SwRanking, i);
      g_autofree char *expected = g_strdup_printf ("%u. %s — %d coins", r->rank,
                                                   sw_game_player (game, r->player)->name, r->coins);
      g_assert_cmpstr (lines[i], ==, expected);
      g_assert_cmpint (r->coins, ==, sw_game_player (game, r->player)->coins);
    }
  /* the chart ends on each player's coins */
  for (guint p = 0; p < game->players->len; p++)
    {
      g_autoptr(GArray) series = sw_game_chart_series (game, p);
      g_assert_cmpuint (series->len, ==, game->turns + 1);
      g_assert_cmpint (g_array_index (series, gint, series->len - 1), ==, sw_game_player (game, p)->coins);
    }
}

/* The final reveal's chart: names at the ends of close lines (Bob 31, Ann
 * 30 coins) are spread a line apart, in the lines' order, inside the chart;
 * names far apart stay at their lines. */
static void
test_chart_labels (void)
{
  const double gap = 14, lo = 26, hi = 300;
  const double cases[][5] = {
    { 120.0, 121.5, 400.0, 40.0, 41.0 },    /* two pairs close together, one far */
    { 299.0, 299.0, 298.0, 300.0, 297.0 },  /* all at the bottom */
    { 10.0, 12.0, 11.0, 200.0, 60.0 },      /* above the top */
    { 50.0, 150.0, 250.0, 100.0, 200.0 },   /* far apart */
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      double out[5];

      sw_game_chart_spread_labels (cases[c], 5, gap, lo, hi, out);
      for (guint i = 0; i < 5; i++)
        {
          g_assert_cmpfloat (out[i], >=, lo);
          g_assert_cmpfloat (out[i], <=, hi);
          for (guint j = 0; j < 5; j++)
            if (i != j)
              {
                /* never on top of one another, and in the lines' order */
                g_assert_cmpfloat (fabs (out[i] - out[j]), >=, gap - 1e-9);
                if (cases[c][i] < cases[c][j])
                  g_assert_cmpfloat (out[i], <, out[j]);
              }
        }
    }
  {
    double out[5];

    /* nothing to spread: each name at its line */
    sw_game_chart_spread_labels (cases[3], 5, gap, lo, hi, out);
    for (guint i = 0; i < 5; i++)
      g_assert_cmpfloat (out[i], ==, cases[3][i]);
  }
}

static void
check_chart_export (SwGameWindow *window)
{
  g_autofree char *png = g_build_filename (tmp_dir, "chart.png", NULL);
  g_autofree char *svg = g_build_filename (tmp_dir, "chart.svg", NULL);
  g_autofree char *data = NULL;
  gsize length = 0;

  act (window, "game.export-chart", "s", png);
  act (window, "game.export-chart", "s", svg);
  g_assert_true (g_file_get_contents (png, &data, &length, NULL));
  g_assert_cmpuint (length, >, 8);
  g_assert_cmpint (memcmp (data, "\x89PNG", 4), ==, 0);
  g_clear_pointer (&data, g_free);
  g_assert_true (g_file_get_contents (svg, &data, &length, NULL));
  g_assert_true (strstr (data, "<svg") != NULL);
}

static void
test_base_game (void)
{
  g_autofree char *map_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  GtkWindow *setup = sw_game_setup_window_new (application);
  SwGameWindow *window = NULL;

  /* New Game: two players, Bob starts, each with the colour chosen for the seat */
  act (setup, "setup.players", "i", 2);
  act (setup, "setup.name", "(us)", 0, "Ann");
  act (setup, "setup.name", "(us)", 1, "Bob");
  act (setup, "setup.first", "u", 1);
  act (setup, "setup.map", "s", map_path);
  act (setup, "setup.start", NULL);
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (SW_IS_GAME_WINDOW (l->data))
      window = l->data;
  g_assert_nonnull (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  /* the rest needs no frames */
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  g_assert_cmpstr (sw_game_player (sw_game_window_get_game (window), 0)->colour, ==, "#1565c0");
  g_assert_cmpstr (sw_game_player (sw_game_window_get_game (window), 1)->colour, ==, "#c62828");
  play_window (window, 4);

  check_final (window);
  check_chart_export (window);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The variants' boards, taken from the recorded games' embedded maps. */
static void
test_variant_game (gconstpointer data)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "tests", "games", data, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwGame) recorded = sw_game_load_file (path, &error);
  SwGameWindow *window;

  g_assert_no_error (error);
  window = play_game (recorded->map, 3);
  check_final (window);
  {
    /* the races really went on the board */
    g_autoptr(GArray) ranking = sw_game_ranking (sw_game_window_get_game (window));
    gint on_board = 0;
    for (guint i = 0; i < ranking->len; i++)
      on_board += g_array_index (ranking, SwRanking, i).tokens_on_board;
    g_assert_cmpint (on_board, >, 0);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* Fixing the board and the markers go through actions too, and undo. */
static void
test_fix_board (void)
{
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("base-2p.swmap");
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 0);
  SwGameWindow *window = sw_game_window_new (application, game, NULL);
  const char *id = ((SwRegion *) g_ptr_array_index (game->map->regions, 3))->id;
  guint counter = 0;

  while (game->row->len < 6)
    reveal_next (window, &counter);
  act (window, "game.pick", "(ii)", 2, 8);
  /* tokens editable: the physical tile said 8 */
  g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->hand, ==, 8);
  act (window, "game.set-region", "(sibii)", id, 0, FALSE, 4, 0);
  g_assert_cmpint (sw_game_region_state (game, 3)->tokens, ==, 4);
  g_assert_cmpint (sw_game_region_state (game, 3)->band, ==, sw_game_player (game, 0)->active);
  {
    /* the occupant shows on the board in its owner's colour (seat 0: #c62828) */
    g_autoptr(SwRenderLayout) layout = sw_render_layout_new (game->map);
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 200, 200);
    cairo_t *cr = cairo_create (surface);
    const double scale = 4.0;   /* px per mm */
    double cx = layout->anchor_x[3], cy = layout->anchor_y[3];
    guint red = 0;

    cairo_set_source_rgb (cr, 1, 1, 1);
    cairo_paint (cr);
    cairo_translate (cr, 100, 100);
    cairo_scale (cr, scale, scale);
    cairo_translate (cr, -cx, -cy);
    sw_render_game_occupants (cr, game, layout);
    cairo_destroy (cr);
    cairo_surface_flush (surface);
    for (int y = 0; y < 200; y++)
      for (int x = 0; x < 200; x++)
        {
          guint32 pixel = ((guint32 *) (cairo_image_surface_get_data (surface)
                                        + y * cairo_image_surface_get_stride (surface)))[x];
          red += (pixel & 0xffffff) == 0xc62828;
        }
    cairo_surface_destroy (surface);
    g_assert_cmpuint (red, >, 20);
  }
  act (window, "game.marker", "(ssi)", id, "fortress", 1);
  g_assert_cmpint (sw_game_marker_count (game, 3, "fortress"), ==, 1);
  act (window, "game.undo", NULL);
  g_assert_cmpint (sw_game_marker_count (game, 3, "fortress"), ==, 0);
  /* the table overrides a line: shown on the sheet, paid at once */
  {
    gint before = sw_game_player (game, 0)->coins;
    g_auto(GStrv) sheet = NULL;
    gboolean found = FALSE;

    act (window, "game.adjust", "(isi)", 2, "miscounted", -1);
    g_assert_cmpint (sw_game_player (game, 0)->coins, ==, before + 2);
    act (window, "game.end-turn", NULL);
    sheet = sw_game_window_dup_sheet (window, NULL);
    for (guint i = 0; sheet[i] != NULL; i++)
      found |= strstr (sheet[i], "miscounted") != NULL;
    g_assert_true (found);
    {
      /* the 8 tokens taken are still in hand: said under the sheet, before it is confirmed */
      g_auto(GStrv) warnings = sw_game_window_dup_sheet_warnings (window);
      g_assert_cmpuint (g_strv_length (warnings), ==, 1);
      g_assert_nonnull (strstr (warnings[0], "8 tokens in hand"));
    }
    act (window, "game.undo", NULL);
  }
  /* coins stay hidden until asked */
  g_assert_false (sw_game_window_is_final (window));
  act (window, "game.show-coins", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The label under @root whose text holds @fragment, shown or not; NULL. */
static GtkWidget *
find_label (GtkWidget *root, const char *fragment)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), fragment) != NULL)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, fragment);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A label under @root that shows @fragment, as the user reads it. */
static gboolean
shows_text (GtkWidget *root, const char *fragment)
{
  return find_label (root, fragment) != NULL;
}

/* Whether @widget shows in its window: itself and every parent visible
 * (the window need not be on screen). */
static gboolean
is_shown (GtkWidget *widget)
{
  for (; widget != NULL && !GTK_IS_WINDOW (widget); widget = gtk_widget_get_parent (widget))
    if (!gtk_widget_get_visible (widget))
      return FALSE;
  return TRUE;
}

/* The button shown under @root whose label is @label (with its mnemonic),
 * as the user sees it. */
static GtkWidget *
find_shown_button (GtkWidget *root, const char *label)
{
  if (GTK_IS_BUTTON (root) && is_shown (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_shown_button (child, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The label shown under @root whose text has @fragment. */
static GtkWidget *
find_shown_label (GtkWidget *root, const char *fragment)
{
  if (GTK_IS_LABEL (root) && is_shown (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), fragment) != NULL)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_shown_label (child, fragment);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The drop-down shown under @root that a screen reader names by @label. */
static GtkWidget *
find_dropdown_labelled_by (GtkWidget *root, GtkWidget *label)
{
  if (GTK_IS_DROP_DOWN (root) && is_shown (root))
    {
      g_autofree char *mismatch = gtk_test_accessible_check_relation (GTK_ACCESSIBLE (root),
                                                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                                                      label, NULL);
      if (mismatch == NULL)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_dropdown_labelled_by (child, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The region panel's buttons act on the region selected: With the Die
 * conquers it with the die entered (docs/rules.md 1.7), Abandon leaves it. */
static void
test_panel_buttons (void)
{
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("base-2p.swmap");
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 0);
  SwGameWindow *window = sw_game_window_new (application, game, NULL);
  guint counter = 0;
  GtkWidget *die, *with_die, *abandon;
  const SwAction *last;
  gint target;
  const char *id;

  while (game->row->len < 6)
    reveal_next (window, &counter);
  act (window, "game.pick", "(ii)", 0, 0);
  target = test_target (game, FALSE);
  g_assert_cmpint (target, >=, 0);
  id = ((SwRegion *) g_ptr_array_index (game->map->regions, target))->id;
  act (window, "game.select-region", "s", id);
  die = sw_test_app_find_named (GTK_WIDGET (window), "die-value");
  with_die = sw_test_app_find_named (GTK_WIDGET (window), "die-conquer");
  g_assert_nonnull (die);
  g_assert_nonnull (with_die);
  /* shown in the panel, up to the window */
  for (GtkWidget *w = with_die; w != GTK_WIDGET (window); w = gtk_widget_get_parent (w))
    g_assert_true (gtk_widget_get_visible (w));
  /* not the region's own: nothing to abandon */
  abandon = sw_test_app_find_named (GTK_WIDGET (window), "abandon");
  g_assert_false (gtk_widget_get_visible (abandon));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (die), 2);
  g_signal_emit_by_name (with_die, "clicked");
  sw_test_app_iterate ();
  last = g_ptr_array_index (game->log, game->log->len - 1);
  g_assert_cmpint (last->type, ==, SW_ACTION_CONQUER);
  g_assert_cmpstr (last->region, ==, id);
  g_assert_cmpint (last->die, ==, 2);
  g_assert_cmpint (sw_game_region_state (game, target)->band, ==, sw_game_player (game, 0)->active);
  /* the toast says what the die showed and how the roll went, the log
   * what it showed */
  {
    g_autofree char *toast = sw_game_window_dup_last_toast (window);
    g_autofree char *taken = g_strdup_printf ("The die shows 2: %s is taken", id);
    g_autofree char *undone = NULL;
    g_autofree char *expected = g_strdup_printf ("Undid: conquest of %s with the die (2)", id);

    g_assert_cmpstr (toast, ==, taken);
    act (window, "game.undo", NULL);
    undone = sw_game_window_dup_undo_text (window);
    g_assert_cmpstr (undone, ==, expected);
    act (window, "game.redo", NULL);
    g_assert_cmpint (sw_game_region_state (game, target)->band, ==, sw_game_player (game, 0)->active);
  }

  /* now the race's: Abandon leaves this region, the one shown; after a
   * conquest this turn it asks first (docs/rules.md 1.7: regions are
   * abandoned as the turn starts), and Record Anyway marks it */
  act (window, "game.select-region", "s", id);
  g_assert_true (gtk_widget_get_visible (abandon));
  g_signal_emit_by_name (abandon, "clicked");
  sw_test_app_iterate ();
  {
    GtkWidget *refusal = sw_game_window_get_refusal_dialog (window);

    g_assert_nonnull (refusal);
    g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (refusal)), "has already conquered this turn"));
    g_assert_cmpint (sw_game_region_state (game, target)->band, ==, sw_game_player (game, 0)->active);
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (refusal), "record");
    sw_test_app_iterate ();
  }
  last = g_ptr_array_index (game->log, game->log->len - 1);
  g_assert_cmpint (last->type, ==, SW_ACTION_ABANDON);
  g_assert_true (last->override);
  g_assert_cmpstr (last->region, ==, id);
  g_assert_cmpint (sw_game_region_state (game, target)->band, <, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* docs/rules.md 2.2 Diplomat: the window names the ally with a picker, the log
 * keeps it, and the ally's conquests of the Diplomat's race are warned. */
static void
test_diplomat_picker (void)
{
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("base-2p.swmap");
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 0);
  SwGameWindow *window = sw_game_window_new (application, game, NULL);
  guint counter = 0;
  GtkWidget *picker, *button, *text;
  gint target;
  const char *id;

  act (window, "game.reveal", "(ss)", "ratmen", "diplomat");
  while (game->row->len < 6)
    reveal_next (window, &counter);
  /* no Diplomat yet: no picker */
  g_assert_null (find_shown_label (GTK_WIDGET (window), "may not attack your active race"));
  g_assert_null (find_shown_button (GTK_WIDGET (window), "_Name"));
  act (window, "game.pick", "(ii)", 0, 0);
  g_assert_cmpstr (sw_game_band (game, sw_game_player (game, 0)->active)->power, ==, "diplomat");
  target = test_target (game, FALSE);
  g_assert_cmpint (target, >=, 0);
  id = ((SwRegion *) g_ptr_array_index (game->map->regions, target))->id;
  act (window, "game.conquer", "(si)", id, -1);

  /* the picker lists Bob; naming him is a power action in the log: the
   * players' list is named by what the Diplomat does, as a screen reader says it */
  text = find_shown_label (GTK_WIDGET (window), "may not attack your active race");
  g_assert_nonnull (text);
  picker = find_dropdown_labelled_by (GTK_WIDGET (window), text);
  button = find_shown_button (GTK_WIDGET (window), "_Name");
  g_assert_nonnull (picker);
  g_assert_nonnull (button);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (picker))), ==, 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (picker), 0);
  g_signal_emit_by_name (button, "clicked");
  sw_test_app_iterate ();
  g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->ally, ==, 1);
  {
    const SwAction *last = g_ptr_array_index (game->log, game->log->len - 1);
    g_autoptr(GError) error = NULL;
    g_autoptr(SwGame) saved = sw_game_load_file (sw_game_window_get_path (window), &error);

    g_assert_cmpint (last->type, ==, SW_ACTION_POWER);
    g_assert_cmpstr (last->via, ==, "diplomat");
    g_assert_cmpstr (last->target, ==, "1");
    /* the game file keeps it */
    g_assert_no_error (error);
    g_assert_cmpint (sw_game_band (saved, sw_game_player (saved, 0)->active)->ally, ==, 1);
  }
  {
    gint hand = sw_game_band (game, sw_game_player (game, 0)->active)->hand;
    gint there = sw_game_region_state (game, target)->tokens;

    act (window, "game.end-turn", NULL);
    /* the tokens still in hand went to the region just taken */
    g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->hand, ==, 0);
    g_assert_cmpint (sw_game_region_state (game, target)->tokens, ==, there + hand);
    act (window, "game.confirm-turn", NULL);
    g_assert_null (sw_game_window_get_refusal_dialog (window));
  }

  /* Bob: the region panel warns before he attacks the Diplomat's race */
  g_assert_null (find_shown_button (GTK_WIDGET (window), "_Name"));
  act (window, "game.pick", "(ii)", 0, 0);
  act (window, "game.select-region", "s", id);
  g_assert_true (shows_text (GTK_WIDGET (window), "Diplomat ally"));
  /* refused, then recorded as the table's decision */
  act_anyway (window, "game.conquer", "(si)", id, -1);
  {
    gboolean found = FALSE;

    /* among the conquest's warnings (Ann's region holds all her tokens) */
    for (guint i = 0; i < game->warnings->len; i++)
      {
        const SwGameWarning *warning = g_ptr_array_index (game->warnings, i);

        found |= warning->action == game->log->len - 1 && strstr (warning->message, "Diplomat ally") != NULL;
      }
    g_assert_true (found);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The game map's tooltip does not list the map's set-up markers: a lost
 * tribe's region conquered has none (the region panel lists the game's). */
static void
test_map_tooltip_starts (void)
{
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("base-2p.swmap");
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 0);
  SwGameWindow *window = sw_game_window_new (application, game, NULL);
  SwMapView *view = SW_MAP_VIEW (sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_MAP_VIEW));
  const char *lost_tribe = sw_game_entry_name (game, "marker", "lost-tribe");
  gint tribe = -1;

  for (guint i = 0; i < game->regions->len && tribe < 0; i++)
    if (sw_game_region_state (game, i)->natives > 0)
      tribe = i;
  g_assert_cmpint (tribe, >=, 0);
  {
    g_autofree char *text = sw_map_view_describe_region (view, tribe);
    g_assert_null (strstr (text, lost_tribe));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* docs/rules.md 1.6: Bob takes one of Ann's two regions; at the end of his
 * turn the window asks where Ann's withdrawn tokens go, with one spin
 * button per region she still holds, all on her strongest region at
 * first; Place waits until every token is placed, and logs a withdraw. */
static void
test_withdraw_dialog (void)
{
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("base-2p.swmap");
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 0);
  SwGameWindow *window = sw_game_window_new (application, game, NULL);
  guint counter = 0;
  gint kept, lost;
  const char *kept_id, *lost_id;
  gint lost_tokens, kept_tokens, withdrawn;
  GtkWidget *dialog;
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();

  while (game->row->len < 6)
    reveal_next (window, &counter);
  act (window, "game.pick", "(ii)", 0, 0);
  kept = test_target (game, FALSE);
  kept_id = ((SwRegion *) g_ptr_array_index (game->map->regions, kept))->id;
  act (window, "game.conquer", "(si)", kept_id, -1);
  lost = test_target (game, FALSE);
  g_assert_cmpint (lost, >=, 0);
  lost_id = ((SwRegion *) g_ptr_array_index (game->map->regions, lost))->id;
  act (window, "game.conquer", "(si)", lost_id, -1);
  /* Ann puts everything on the board she may (the Amazons give back 4):
   * 3 in the region she will lose */
  {
    SwBand *band = sw_game_band (game, sw_game_player (game, 0)->active);
    gint total = redeployable (game, sw_game_player (game, 0)->active);
    GVariantBuilder counts;

    g_assert_cmpint (total, >=, 4);
    g_variant_builder_init (&counts, G_VARIANT_TYPE ("a(si)"));
    g_variant_builder_add (&counts, "(si)", kept_id, total - 3);
    g_variant_builder_add (&counts, "(si)", lost_id, 3);
    g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "game.redeploy", g_variant_builder_end (&counts)));
    g_assert_cmpint (band->hand, ==, 0);
  }
  act (window, "game.end-turn", NULL);
  g_assert_null (sw_game_window_get_withdraw_dialog (window));
  act (window, "game.confirm-turn", NULL);
  g_assert_cmpuint (game->seat, ==, 1);
  lost_tokens = sw_game_region_state (game, lost)->tokens;
  kept_tokens = sw_game_region_state (game, kept)->tokens;
  withdrawn = lost_tokens - 1;
  g_assert_cmpint (withdrawn, >=, 2);

  act (window, "game.pick", "(ii)", 0, 0);
  act (window, "game.conquer", "(si)", lost_id, -1);
  g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->hand, ==, withdrawn);
  act (window, "game.end-turn", NULL);
  dialog = sw_game_window_get_withdraw_dialog (window);
  g_assert_nonnull (dialog);
  sw_test_app_collect_type (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)), GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, 1);   /* Ann holds one region left */
  /* proposed: all on her strongest region; Place is ready */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (g_ptr_array_index (spins, 0)), ==, withdrawn);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  /* one taken off: not all placed, Place waits */
  gtk_spin_button_set_value (g_ptr_array_index (spins, 0), withdrawn - 1);
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  g_assert_true (shows_text (dialog, "1 token still to place"));
  gtk_spin_button_set_value (g_ptr_array_index (spins, 0), withdrawn);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "place"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "place");
  sw_test_app_iterate ();
  {
    const SwAction *last = g_ptr_array_index (game->log, game->log->len - 1);
    g_auto(GStrv) warnings = sw_game_window_dup_sheet_warnings (window);
    g_autoptr(GError) error = NULL;
    g_autoptr(SwGame) saved = sw_game_load_file (sw_game_window_get_path (window), &error);

    g_assert_cmpint (last->type, ==, SW_ACTION_WITHDRAW);
    g_assert_cmpint (last->owner, ==, 0);
    g_assert_cmpuint (last->counts->len, ==, 1);
    g_assert_cmpint (sw_game_region_state (game, kept)->tokens, ==, kept_tokens + withdrawn);
    g_assert_cmpint (sw_game_band (game, sw_game_player (game, 0)->active)->hand, ==, 0);
    /* then the coin sheet, with nothing left to withdraw */
    g_assert_null (sw_game_window_get_withdraw_dialog (window));
    for (guint i = 0; warnings[i] != NULL; i++)
      g_assert_null (strstr (warnings[i], "withdrawn"));
    /* the game file keeps it */
    g_assert_no_error (error);
    g_assert_cmpint (sw_game_region_state (saved, kept)->tokens, ==, kept_tokens + withdrawn);
  }
  /* undone, the dialog comes back; Leave in Hand goes to the sheet, which warns */
  act (window, "game.undo", NULL);
  g_assert_cmpint (sw_game_region_state (game, kept)->tokens, ==, kept_tokens);
  act (window, "game.end-turn", NULL);
  dialog = sw_game_window_get_withdraw_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  sw_test_app_iterate ();
  {
    g_auto(GStrv) warnings = sw_game_window_dup_sheet_warnings (window);
    gboolean found = FALSE;

    for (guint i = 0; warnings[i] != NULL; i++)
      found |= strstr (warnings[i], "withdrawn") != NULL;
    g_assert_true (found);
  }
  /* not what the rules say: the table decides it */
  act_anyway (window, "game.confirm-turn", NULL);
  /* left in hand: nothing asked on Ann's turn */
  act (window, "game.end-turn", NULL);
  g_assert_null (sw_game_window_get_withdraw_dialog (window));
  act (window, "game.confirm-turn", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The seated player takes two empty regions and puts 2 tokens on the
 * second; End Turn. */
static void
take_two_regions (SwGameWindow *window, SwGame *game, const char **first, const char **second)
{
  gint me, total;
  GVariantBuilder counts;

  act (window, "game.pick", "(ii)", 0, 0);
  *first = ((SwRegion *) g_ptr_array_index (game->map->regions, test_target (game, TRUE)))->id;
  act (window, "game.conquer", "(si)", *first, -1);
  *second = ((SwRegion *) g_ptr_array_index (game->map->regions, test_target (game, TRUE)))->id;
  act (window, "game.conquer", "(si)", *second, -1);
  me = sw_game_player (game, game->seat)->active;
  total = sw_game_band (game, me)->hand + sw_game_band_tokens (game, me);
  g_variant_builder_init (&counts, G_VARIANT_TYPE ("a(si)"));
  g_variant_builder_add (&counts, "(si)", *first, total - 2);
  g_variant_builder_add (&counts, "(si)", *second, 2);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "game.redeploy", g_variant_builder_end (&counts)));
  act (window, "game.end-turn", NULL);
  act (window, "game.confirm-turn", NULL);
}

/* Cat takes a region from Ann and one from Bob: End Turn asks about each
 * defender in turn; leaving Ann's tokens in hand still asks about Bob's. */
static void
test_withdraw_two_defenders (void)
{
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("base-3p.swmap");
  static const char *const names[] = { "Ann", "Bob", "Cat", NULL };
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 0);
  SwGameWindow *window = sw_game_window_new (application, game, NULL);
  guint counter = 0;
  const char *a1, *a2, *b1, *b2;
  g_autoptr(GArray) pending = NULL;
  GtkWidget *dialog;
  g_autofree char *first_heading = NULL;

  act (window, "game.reveal", "(ss)", "ratmen", "alchemist");
  act (window, "game.reveal", "(ss)", "orcs", "merchant");
  act (window, "game.reveal", "(ss)", "amazons", "commando");
  while (game->row->len < 6)
    reveal_next (window, &counter);
  take_two_regions (window, game, &a1, &a2);
  take_two_regions (window, game, &b1, &b2);
  g_assert_cmpuint (game->seat, ==, 2);
  act (window, "game.pick", "(ii)", 0, 0);
  /* a region far from the other is not adjacent: the table takes both anyway */
  act_recorded (window, "game.conquer", "(si)", a2, -1);
  act_recorded (window, "game.conquer", "(si)", b2, -1);
  pending = sw_game_pending_withdrawals (game);
  g_assert_cmpuint (pending->len, ==, 2);

  act (window, "game.end-turn", NULL);
  dialog = sw_game_window_get_withdraw_dialog (window);
  g_assert_nonnull (dialog);
  first_heading = g_strdup (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  sw_test_app_iterate ();
  /* the second defender is asked too */
  dialog = sw_game_window_get_withdraw_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), !=, first_heading);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  sw_test_app_iterate ();
  /* then the sheet; the withdrawn tokens left in hand are the table's decision */
  g_assert_null (sw_game_window_get_withdraw_dialog (window));
  act_anyway (window, "game.confirm-turn", NULL);
  g_assert_cmpuint (game->seat, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* Picks @name in the region panel's marker list and presses Place, as a click would. */
static void
place_from_panel (SwGameWindow *window, const char *name)
{
  GtkWidget *choice = sw_test_app_find_named (GTK_WIDGET (window), "marker-choice");
  GtkWidget *button = sw_test_app_find_named (GTK_WIDGET (window), "marker-place");
  GListModel *model;
  guint found = G_MAXUINT;

  g_assert_nonnull (choice);
  g_assert_nonnull (button);
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (choice));
  for (guint i = 0; i < g_list_model_get_n_items (model) && found == G_MAXUINT; i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), name))
        found = i;
    }
  g_assert_cmpuint (found, !=, G_MAXUINT);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), found);
  g_signal_emit_by_name (button, "clicked");
  sw_test_app_iterate ();
}

/* The map view's own click gesture: the one for the primary button (the
 * game window's answers every button). */
static GtkGesture *
map_click_gesture (SwGameWindow *window)
{
  GtkWidget *view = sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_MAP_VIEW);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (view);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller)
          && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == GDK_BUTTON_PRIMARY)
        return GTK_GESTURE (controller);
    }
  return NULL;
}

/* Types @query in the region panel's marker search and presses Enter:
 * the first marker found, which must be @name, is placed. */
static void
place_by_search (SwGameWindow *window, const char *query, const char *name)
{
  GtkWidget *search = sw_test_app_find_named (GTK_WIDGET (window), "marker-search");
  GtkWidget *choice = sw_test_app_find_named (GTK_WIDGET (window), "marker-choice");
  GObject *first;

  g_assert_nonnull (search);
  /* typed, and Enter at once: no pause for the search */
  gtk_editable_set_text (GTK_EDITABLE (search), query);
  first = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (choice));
  g_assert_nonnull (first);
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (first)), ==, name);
  g_signal_emit_by_name (search, "activate");
  sw_test_app_iterate ();
  gtk_editable_set_text (GTK_EDITABLE (search), "");
}

/* The places and relics of @game's catalog: what may lie under monsters. */
static guint
hidden_kinds (SwGame *game)
{
  g_autoptr(GPtrArray) places = sw_catalog_list (game->catalog, "place");
  g_autoptr(GPtrArray) relics = sw_catalog_list (game->catalog, "relic");

  return places->len + relics->len;
}

static gboolean
flap_folded (gpointer flap)
{
  return adw_flap_get_folded (flap) && !adw_flap_get_reveal_flap (flap);
}

/* from @top's first line to @bottom's foot, all in @scrolled's sight */
typedef struct
{
  GtkWidget *top;
  GtkWidget *bottom;
  GtkWidget *scrolled;
} Span;

static gboolean
span_in_sight (gpointer data)
{
  Span *span = data;
  graphene_rect_t top, bottom;

  return gtk_widget_compute_bounds (span->top, span->scrolled, &top)
         && gtk_widget_compute_bounds (span->bottom, span->scrolled, &bottom) && top.origin.y >= 0
         && bottom.origin.y + bottom.size.height <= gtk_widget_get_height (span->scrolled);
}

/* A region clicked while the sidebar is scrolled down (to the coins, the
 * players): its name and what taking it costs come into sight. */
static void
test_region_in_sight (void)
{
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("base-2p.swmap");
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 0);
  SwGameWindow *window = sw_game_window_new (application, game, NULL);
  guint counter = 0;
  gint target;
  GtkWidget *left, *scrolled;
  GtkAdjustment *adjustment;
  Span span;

  /* wide enough for the sidebar beside the map, short enough to scroll */
  gtk_window_set_default_size (GTK_WINDOW (window), 1300, 420);
  gtk_window_present (GTK_WINDOW (window));
  while (game->row->len < 6)
    reveal_next (window, &counter);
  pick_first (window);
  target = test_target (game, FALSE);
  g_assert_cmpint (target, >=, 0);
  left = sw_test_app_find_named (GTK_WIDGET (window), "conquest-left");
  scrolled = gtk_widget_get_ancestor (left, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  sw_test_app_run_for (100);
  /* the sidebar at its foot */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  act (window, "game.select-region", "s", ((SwRegion *) g_ptr_array_index (game->map->regions, target))->id);
  span = (Span) { sw_test_app_find_named (GTK_WIDGET (window), "conquest-cost"), left, scrolled };
  g_assert_true (sw_test_app_run_until (span_in_sight, &span, 5000));
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* docs/rules.md I-U1: a conquest of the monsters' region asks at once what
 * they guarded: the panel says so, the marker search has the focus and
 * offers only the places and relics still hidden, and a few letters and
 * Enter put the find there, which ends the question. */
static void
test_found_under_monsters (void)
{
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("underground-2p.swmap");
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 0);
  SwGameWindow *window = sw_game_window_new (application, game, NULL);
  GtkWidget *question, *search, *choice;
  GListModel *offered;
  gint target = -1;
  guint counter = 0;
  const char *id;

  /* a small window: the sidebar folded away, the question at its foot */
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 420);
  gtk_window_present (GTK_WINDOW (window));
  while (game->row->len < 6)
    reveal_next (window, &counter);
  pick_first (window);
  /* the first region with monsters in reach, after whatever leads there */
  for (guint tries = 0; tries < 6 && target < 0; tries++)
    {
      gint any = test_target (game, FALSE);

      for (guint i = 0; i < game->regions->len && target < 0; i++)
        if (sw_game_region_state (game, i)->natives > 0)
          {
            SwCost *cost = sw_conquest_cost (game, ((SwRegion *) g_ptr_array_index (game->map->regions, i))->id);

            if (cost->warnings->len == 0 && cost->total <= sw_game_band (game, sw_game_player (game, game->seat)->active)->hand)
              target = i;
            sw_cost_free (cost);
          }
      if (target < 0)
        {
          g_assert_cmpint (any, >=, 0);
          act (window, "game.conquer", "(si)", ((SwRegion *) g_ptr_array_index (game->map->regions, any))->id, -1);
        }
    }
  g_assert_cmpint (target, >=, 0);
  id = ((SwRegion *) g_ptr_array_index (game->map->regions, target))->id;
  /* a relic already on the board, elsewhere: not what lies hidden here */
  act (window, "game.marker", "(ssi)", ((SwRegion *) g_ptr_array_index (game->map->regions, target == 0 ? 1 : 0))->id,
       "shiny-orb", 1);
  act (window, "game.select-region", "s", id);
  adw_flap_set_reveal_flap (ADW_FLAP (sw_test_app_find_type (GTK_WIDGET (window), ADW_TYPE_FLAP)), FALSE);
  g_assert_true (sw_test_app_run_until (flap_folded, sw_test_app_find_type (GTK_WIDGET (window), ADW_TYPE_FLAP), 5000));
  question = find_label (GTK_WIDGET (window), "The monsters guarded a place or relic");
  g_assert_true (question == NULL || !is_shown (question));
  g_assert_true (sw_game_find_on_board (game, "shiny-orb"));
  act (window, "game.conquer", "(si)", id, -1);
  g_assert_cmpint (sw_game_region_state (game, target)->natives, ==, 0);
  g_assert_nonnull (sw_game_region_find_question (game, target));
  /* the folded sidebar opened for the question */
  {
    AdwFlap *flap = ADW_FLAP (sw_test_app_find_type (GTK_WIDGET (window), ADW_TYPE_FLAP));

    g_assert_true (adw_flap_get_folded (flap));
    g_assert_true (adw_flap_get_reveal_flap (flap));
  }

  search = sw_test_app_find_named (GTK_WIDGET (window), "marker-search");
  choice = sw_test_app_find_named (GTK_WIDGET (window), "marker-choice");
  question = find_label (GTK_WIDGET (window), "The monsters guarded a place or relic");
  g_assert_nonnull (question);
  g_assert_true (is_shown (question));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), search));
  /* a conquest by a click on the map is made as the click is released:
   * the map's own release after it leaves the focus in the question (the
   * map takes the focus on press) */
  {
    GtkGesture *click = map_click_gesture (window);
    SwMapView *view = SW_MAP_VIEW (sw_test_app_find_type (GTK_WIDGET (window), SW_TYPE_MAP_VIEW));
    double at_x = -1, at_y = -1;

    g_assert_nonnull (click);
    /* a point of the region, in the view */
    for (int y = 0; y < gtk_widget_get_height (GTK_WIDGET (view)) && at_x < 0; y += 3)
      for (int x = 0; x < gtk_widget_get_width (GTK_WIDGET (view)) && at_x < 0; x += 3)
        if (sw_map_view_region_at (view, x, y) == target)
          at_x = x, at_y = y;
    g_assert_cmpfloat (at_x, >=, 0);
    g_signal_emit_by_name (click, "released", 1, at_x, at_y);
    sw_test_app_iterate ();
    g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), search));
  }
  /* in sight, from the question to the Place button, once the frames
   * that lay it out and scroll have come (at the machine's pace) */
  {
    GtkWidget *scrolled = gtk_widget_get_ancestor (search, GTK_TYPE_SCROLLED_WINDOW);
    GtkWidget *place = sw_test_app_find_named (GTK_WIDGET (window), "marker-place");
    Span span = { question, place, scrolled };
    graphene_rect_t top, bottom;

    sw_test_app_run_until (span_in_sight, &span, 5000);
    g_assert_true (gtk_widget_compute_bounds (question, scrolled, &top));
    g_assert_true (gtk_widget_compute_bounds (place, scrolled, &bottom));
    g_test_message ("the question at %g, Place's foot at %g, in a sidebar of %d px", top.origin.y,
                    bottom.origin.y + bottom.size.height, gtk_widget_get_height (scrolled));
    g_assert_cmpfloat (top.origin.y, >=, 0);
    g_assert_cmpfloat (bottom.origin.y + bottom.size.height, <=, gtk_widget_get_height (scrolled));
  }
  /* only what lay face down: the game's markers, the monsters and the
   * Shiny Orb already on the board are not offered */
  offered = gtk_drop_down_get_model (GTK_DROP_DOWN (choice));
  g_assert_cmpuint (g_list_model_get_n_items (offered), ==,
                    hidden_kinds (game) - 1);
  /* Enter again at once, nothing typed: nothing is placed */
  {
    guint logged = game->log->len;

    g_assert_null (gtk_drop_down_get_selected_item (GTK_DROP_DOWN (choice)));
    g_signal_emit_by_name (search, "activate");
    sw_test_app_iterate ();
    g_assert_cmpuint (game->log->len, ==, logged);
    g_assert_nonnull (sw_game_region_find_question (game, target));
  }
  place_by_search (window, "troll", "Stinky Troll's Socks");
  g_assert_cmpint (sw_game_marker_count (game, target, "stinky-trolls-socks"), ==, 1);
  g_assert_null (sw_game_region_find_question (game, target));
  g_assert_false (is_shown (question));
  g_assert_null (find_label (GTK_WIDGET (window), "The monsters guarded a place or relic"));
  /* back to every marker */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (choice))), >,
                    hidden_kinds (game));
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* The variants' details in the region panel: a place revealed, a relic or
 * artifact, a game marker, and in Warcraft the occupant's faction, all
 * entered with the panel's own list and shown by name. */
static void
test_variant_details (gconstpointer data)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "tests", "games", data, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwGame) recorded = sw_game_load_file (path, &error);
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwGame) game = NULL;
  SwGameWindow *window;
  const char *edition;
  const char *moving = NULL;
  guint counter = 0;
  gint target;
  const char *id;

  g_assert_no_error (error);
  game = sw_game_setup_create (recorded->map, names, 0);
  window = sw_game_window_new (application, game, NULL);
  edition = sw_game_edition (game);
  while (game->row->len < 6)
    reveal_next (window, &counter);
  pick_first (window);
  target = test_target (game, FALSE);
  g_assert_cmpint (target, >=, 0);
  id = ((SwRegion *) g_ptr_array_index (game->map->regions, target))->id;
  act (window, "game.conquer", "(si)", id, -1);
  act (window, "game.select-region", "s", id);

  /* a place revealed there */
  {
    g_autoptr(GPtrArray) places = sw_catalog_list (game->catalog, "place");
    const SwCatalogEntry *place = g_ptr_array_index (places, 0);
    g_autofree char *shown = g_strdup_printf ("Place: %s", sw_catalog_entry_name (place));

    place_from_panel (window, sw_catalog_entry_name (place));
    g_assert_cmpstr (sw_game_region_state (game, target)->place, ==, place->id);
    g_assert_true (shows_text (GTK_WIDGET (window), shown));
  }
  /* a relic (Underground) or an artifact (Warcraft), and a game marker */
  {
    g_autoptr(GPtrArray) carried = sw_catalog_list (game->catalog, g_str_equal (edition, "warcraft") ? "artifact" : "relic");
    g_autoptr(GPtrArray) components = sw_catalog_list (game->catalog, "component");
    const SwCatalogEntry *relic = g_ptr_array_index (carried, 0);
    const SwCatalogEntry *component = g_ptr_array_index (components, 0);
    g_autofree char *shown = NULL;

    moving = relic->id;
    /* found by the middle of its Chinese name, whatever the interface's
     * language: the search reads every name, not only the start of one */
    {
      g_autofree char *query = NULL;

      for (guint n = 0; n < relic->names->len && query == NULL; n++)
        {
          const SwText *text = g_ptr_array_index (relic->names, n);

          if (text->lang != NULL && g_str_has_prefix (text->lang, "zh"))
            query = g_utf8_substring (text->text, 1, g_utf8_strlen (text->text, -1));
        }
      g_assert_nonnull (query);
      place_by_search (window, query, sw_catalog_entry_name (relic));
    }
    place_from_panel (window, sw_catalog_entry_name (component));
    g_assert_cmpint (sw_game_marker_count (game, target, relic->id), ==, 1);
    g_assert_cmpint (sw_game_marker_count (game, target, component->id), ==, 1);
    g_assert_true (shows_text (GTK_WIDGET (window), "Markers: "));
    g_assert_true (shows_text (GTK_WIDGET (window), sw_catalog_entry_name (relic)));
    shown = g_strdup_printf ("%s", sw_catalog_entry_name (component));
    g_assert_true (shows_text (GTK_WIDGET (window), shown));
  }
  /* Warcraft: the occupant's faction, marked when only the lore says it */
  if (g_str_equal (edition, "warcraft"))
    g_assert_true (shows_text (GTK_WIDGET (window), "Faction: "));
  else
    g_assert_false (shows_text (GTK_WIDGET (window), "Faction: "));
  /* all of it is in the game file */
  {
    g_autoptr(SwGame) saved = sw_game_load_file (sw_game_window_get_path (window), &error);
    g_assert_no_error (error);
    g_assert_cmpstr (sw_game_region_state (saved, target)->place, ==, sw_game_region_state (game, target)->place);
    g_assert_cmpint (sw_game_marker_count (saved, target, moving), ==, 1);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* Opening a game leaves its file alone (bytes, date, no backup) until the
 * first action; the autosave copy that a crash would offer is made at once. */
static void
test_open_leaves_file (void)
{
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("base-2p.swmap");
  g_autoptr(SwGame) game = sw_game_setup_create (map, names, 1);
  g_autofree char *dir = g_build_filename (tmp_dir, "elsewhere", NULL);
  g_autofree char *path = g_build_filename (dir, "table.swgame", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *autosave = sw_game_autosave_path (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st_before, st_after;
  SwGameWindow *window;
  guint counter = 0;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (sw_game_save_file (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  /* an old date, so that a rewrite could not hide within the clock's tick */
  {
    struct utimbuf old = { 1000000000, 1000000000 };
    g_assert_cmpint (g_utime (path, &old), ==, 0);
  }
  g_assert_cmpint (g_stat (path, &st_before), ==, 0);

  window = sw_game_window_open (application, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (window);
  sw_test_app_iterate ();
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (g_stat (path, &st_after), ==, 0);
  g_assert_cmpint (st_after.st_mtime, ==, st_before.st_mtime);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (autosave, G_FILE_TEST_IS_REGULAR));

  /* the first action writes both */
  reveal_next (window, &counter);
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, !=, before);
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  {
    g_autoptr(SwGame) saved = sw_game_load_file (path, &error);
    g_autoptr(SwGame) copy = sw_game_load_file (autosave, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (saved->log->len, ==, sw_game_window_get_game (window)->log->len);
    g_assert_cmpuint (copy->log->len, ==, saved->log->len);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

int
main (int argc, char *argv[])
{
  g_autofree char *state = NULL;
  int result;

  tmp_dir = g_dir_make_tmp ("test-game-window-XXXXXX", NULL);
  state = g_build_filename (tmp_dir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  application = sw_test_app_new_registered ("io.github.swcompanion.TestGame");
  if (application == NULL)
    return 0;
  g_test_add_func ("/game-window/base-game", test_base_game);
  g_test_add_func ("/game-window/fix-board", test_fix_board);
  g_test_add_func ("/game-window/found-under-monsters", test_found_under_monsters);
  g_test_add_func ("/game-window/chart-labels", test_chart_labels);
  g_test_add_func ("/game-window/open-leaves-file", test_open_leaves_file);
  g_test_add_func ("/game-window/diplomat-picker", test_diplomat_picker);
  g_test_add_func ("/game-window/panel-buttons", test_panel_buttons);
  g_test_add_func ("/game-window/withdraw", test_withdraw_dialog);
  g_test_add_func ("/game-window/withdraw-two-defenders", test_withdraw_two_defenders);
  g_test_add_func ("/game-window/map-tooltip-starts", test_map_tooltip_starts);
  g_test_add_func ("/game-window/region-in-sight", test_region_in_sight);
  g_test_add_data_func ("/game-window/underground-details", "underground-2p.swgame", test_variant_details);
  g_test_add_data_func ("/game-window/warcraft-details", "warcraft-2p.swgame", test_variant_details);
  g_test_add_data_func ("/game-window/underground-game", "underground-2p.swgame", test_variant_game);
  g_test_add_data_func ("/game-window/warcraft-game", "warcraft-2p.swgame", test_variant_game);
  result = g_test_run ();
  g_object_unref (application);
  sw_test_app_remove_tree (tmp_dir);
  return result;
}
