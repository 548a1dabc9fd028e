/* bench-table.c: plays a recorded 3-player, 3-round game through the real game window with input synthesized by xdotool on X11, and prints the inputs each turn took against the goals. */
#define G_LOG_DOMAIN "sw-bench"
#include "config.h"

#include <adwaita.h>
#include <gdk/x11/gdkx.h>
#include <math.h>
#include <stdio.h>

#include "sw-game-window.h"
#include "sw-game-xml.h"
#include "sw-map-view-private.h"
#include "sw-map-xml.h"
#include "sw-render.h"

/* What a turn of the recorded game does. The regions are not named in
 * advance: each conquest takes the first empty region the rules allow,
 * as a player does who plays the same plan on any board. */
typedef enum {
  TURN_PLAY,      /* k conquests; End Turn puts the rest of the hand on the last one */
  TURN_PICK,      /* a new combo from the row (its first), then as TURN_PLAY */
  TURN_DIE,       /* k conquests, then a final one with the die rolled (Ctrl+R) */
  TURN_REDEPLOY,  /* k conquests, then a token dragged between two regions */
  TURN_DECLINE,   /* decline (Ctrl+D) */
} TurnKind;

typedef struct {
  TurnKind kind;
  guint conquests;
} Turn;

/* Alice, Bruno, Chen; three rounds. */
static const Turn recorded[] = {
  { TURN_PICK, 2 }, { TURN_PICK, 2 }, { TURN_PICK, 2 },
  { TURN_PLAY, 2 }, { TURN_DIE, 1 }, { TURN_DECLINE, 0 },
  { TURN_REDEPLOY, 1 }, { TURN_PLAY, 1 }, { TURN_PICK, 2 },
};

static const char *const kind_names[] = { "conquests", "new combo", "die roll", "redeploy", "decline" };

typedef struct {
  GtkApplication *application;
  SwGameWindow *window;
  guint inputs;          /* this turn's clicks, double-clicks and keys */
  guint clicks;          /* mouse button presses, a double-click counting two */
  gboolean scrolled;     /* the turn needed the sidebar scrolled */
  int status;
} Bench;

static void
wait_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

static gulong
xid_of (GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));

  return GDK_IS_X11_SURFACE (surface) ? gdk_x11_surface_get_xid (surface) : 0;
}

/* Runs xdotool with @args, then lets GTK handle what it sent. */
static void
xdotool (const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  gint wait_status = 0;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &wait_status, &error))
    g_error ("xdotool: %s", error->message);
  wait_ms (120);
}

/* A point of @widget in the X window of its toplevel. */
static void
window_point (GtkWidget *widget, double x, double y, int *wx, int *wy)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t in = GRAPHENE_POINT_INIT (x, y), out;
  double sx, sy;

  if (!gtk_widget_compute_point (widget, GTK_WIDGET (native), &in, &out))
    g_error ("%s is not in a window", G_OBJECT_TYPE_NAME (widget));
  gtk_native_get_surface_transform (native, &sx, &sy);
  *wx = (int) lround (out.x + sx);
  *wy = (int) lround (out.y + sy);
}

/* @presses clicks of @button at (x, y) of @widget: one input. */
static void
click_at (Bench *bench, GtkWidget *widget, double x, double y, guint button, guint presses)
{
  g_autofree char *xid = g_strdup_printf ("%lu", xid_of (widget));
  g_autofree char *sx = NULL, *sy = NULL, *sbutton = g_strdup_printf ("%u", button);
  g_autofree char *repeat = g_strdup_printf ("%u", presses);
  int wx, wy;

  window_point (widget, x, y, &wx, &wy);
  sx = g_strdup_printf ("%d", wx);
  sy = g_strdup_printf ("%d", wy);
  xdotool ((const char *[]) { "mousemove", "--window", xid, sx, sy, NULL });
  xdotool ((const char *[]) { "click", "--repeat", repeat, "--delay", "90", sbutton, NULL });
  bench->inputs++;
  bench->clicks += presses;
}

static void
click_widget (Bench *bench, GtkWidget *widget)
{
  click_at (bench, widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0, 1, 1);
}

/* A key (xdotool's names: "Return", "ctrl+h") to the focused @window. */
static void
key (Bench *bench, GtkWidget *window, const char *name)
{
  g_autofree char *xid = g_strdup_printf ("%lu", xid_of (window));

  for (guint i = 0; i < 100 && !gtk_window_is_active (GTK_WINDOW (window)); i++)
    {
      if (i % 20 == 0)
        xdotool ((const char *[]) { "windowfocus", xid, NULL });
      wait_ms (30);
    }
  xdotool ((const char *[]) { "key", name, NULL });
  bench->inputs++;
}

/* The button of @action on screen (the redeploy bar has an End Turn too). */
static GtkWidget *
find_button (GtkWidget *widget, const char *action)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_labelled (GtkWidget *widget, GType type, const char *label)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_labelled (child, type, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static SwMapView *
map_view (Bench *bench)
{
  for (GtkWidget *w = GTK_WIDGET (bench->window); w != NULL;)
    {
      /* depth-first: the one map view of the window */
      if (SW_IS_MAP_VIEW (w))
        return SW_MAP_VIEW (w);
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w != NULL ? gtk_widget_get_next_sibling (w) : NULL;
        }
    }
  g_error ("no map view");
}

/* Clicks region @index where the table sees it: at its label point. */
static void
click_region (Bench *bench, gint index, guint button, guint presses)
{
  SwMapView *view = map_view (bench);
  const SwRenderLayout *layout = view->layout;
  double x = (layout->anchor_x[index] - view->origin_x) * view->zoom;
  double y = (layout->anchor_y[index] - view->origin_y) * view->zoom;

  /* the occupant's disc sits under the label: aim at the label */
  click_at (bench, GTK_WIDGET (view), x, y, button, presses);
}

/* Drags from region @from to region @to with the primary button: one input. */
static void
drag_region (Bench *bench, gint from, gint to)
{
  SwMapView *view = map_view (bench);
  const SwRenderLayout *layout = view->layout;
  g_autofree char *xid = g_strdup_printf ("%lu", xid_of (GTK_WIDGET (view)));
  g_autofree char *sx0 = NULL, *sy0 = NULL;
  int x0, y0, x1, y1;

  window_point (GTK_WIDGET (view), (layout->anchor_x[from] - view->origin_x) * view->zoom,
                (layout->anchor_y[from] - view->origin_y) * view->zoom, &x0, &y0);
  window_point (GTK_WIDGET (view), (layout->anchor_x[to] - view->origin_x) * view->zoom,
                (layout->anchor_y[to] - view->origin_y) * view->zoom, &x1, &y1);
  sx0 = g_strdup_printf ("%d", x0);
  sy0 = g_strdup_printf ("%d", y0);
  xdotool ((const char *[]) { "mousemove", "--window", xid, sx0, sy0, NULL });
  xdotool ((const char *[]) { "mousedown", "1", NULL });
  /* a hand's movement, in steps */
  for (int step = 1; step <= 8; step++)
    {
      g_autofree char *sx = g_strdup_printf ("%d", x0 + (x1 - x0) * step / 8);
      g_autofree char *sy = g_strdup_printf ("%d", y0 + (y1 - y0) * step / 8);

      xdotool ((const char *[]) { "mousemove", "--window", xid, sx, sy, NULL });
    }
  xdotool ((const char *[]) { "mouseup", "1", NULL });
  bench->inputs++;
  bench->clicks++;
}

static SwGame *
game_of (Bench *bench)
{
  return sw_game_window_get_game (bench->window);
}

/* The first empty region the active race may take with its hand (or, with
 * @die, one it needs the die for), -1 when none. */
static gint
next_target (SwGame *game, gboolean die)
{
  gint active = sw_game_player (game, game->seat)->active;
  SwBand *band = sw_game_band (game, active);
  gint hand = band != NULL ? band->hand : 0;

  /* the first conquest of a later turn takes the troops back first */
  for (guint i = 0; band != NULL && !game->expanded && i < game->regions->len; i++)
    if (sw_game_region_state (game, i)->band == active)
      hand += sw_game_region_state (game, i)->tokens - 1;
  for (guint i = 0; band != NULL && i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      g_autoptr(SwCost) cost = NULL;

      if (state->band >= 0)
        continue;
      cost = sw_conquest_cost (game, ((SwRegion *) g_ptr_array_index (game->map->regions, i))->id);
      if (cost->warnings->len > 0)
        continue;
      if (!die && cost->total <= hand)
        return (gint) i;
      if (die && cost->total > hand && cost->total <= hand + 3 && hand > 0)
        return (gint) i;
    }
  return -1;
}

/* Whether @widget shows inside the scrolled sidebar without scrolling it. */
static gboolean
in_view (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (scrolled == NULL || !gtk_widget_compute_bounds (widget, scrolled, &bounds))
    return TRUE;
  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scrolled);
}

/* The revealed combos that refill the row: entered through the actions,
 * not counted here (the combo picker is measured on its own). */
static void
fill_row (Bench *bench)
{
  SwGame *game = game_of (bench);
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
          gtk_widget_activate_action (GTK_WIDGET (bench->window), "game.reveal", "(ss)", race->id, power->id);
          r++, p++;
        }
    }
  wait_ms (50);
}

/* The message dialog shown now, a new reference, or NULL. */
static GtkWindow *
visible_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_mapped (GTK_WIDGET (window)))
        return g_steal_pointer (&window);
    }
  return NULL;
}

/* Answers the dialog the window shows (waiting for it a moment) with
 * Enter, its default, once it has the focus, as a person would. */
static gboolean
answer_dialog (Bench *bench)
{
  g_autoptr(GtkWindow) dialog = NULL;
  g_autofree char *xid = NULL;

  for (guint i = 0; i < 100 && (dialog = visible_dialog ()) == NULL; i++)
    wait_ms (30);
  if (dialog == NULL)
    return FALSE;
  g_message ("dialog: %s: %s", adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
             adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  xid = g_strdup_printf ("%lu", xid_of (GTK_WIDGET (dialog)));
  for (guint i = 0; i < 100 && !gtk_window_is_active (dialog); i++)
    {
      if (i % 20 == 0)
        xdotool ((const char *[]) { "windowfocus", xid, NULL });
      wait_ms (30);
    }
  xdotool ((const char *[]) { "key", "Return", NULL });
  bench->inputs++;
  for (guint i = 0; i < 100 && gtk_widget_get_mapped (GTK_WIDGET (dialog)); i++)
    wait_ms (30);
  return TRUE;
}

static void
conquer (Bench *bench, gint target)
{
  SwGame *game = game_of (bench);
  guint before = game->log->len;

  /* a double-click: selected, then conquered */
  click_region (bench, target, 1, 2);
  if (game->log->len == before)
    g_message ("the double-click on %s recorded nothing",
               ((SwRegion *) g_ptr_array_index (game->map->regions, target))->id);
}

static void
play_turn (Bench *bench, const Turn *turn, guint number)
{
  SwGame *game = game_of (bench);
  GtkWidget *window = GTK_WIDGET (bench->window);
  const char *player = sw_game_player (game, game->seat)->name;
  guint round = game->round;
  guint conquests = 0;
  guint goal;
  gint target;

  bench->inputs = bench->clicks = 0;
  bench->scrolled = FALSE;
  if (turn->kind == TURN_DECLINE)
    key (bench, window, "ctrl+d");
  else
    {
      if (turn->kind == TURN_PICK)
        {
          /* the row's first Pick, in the sidebar */
          GtkWidget *pick = find_labelled (window, GTK_TYPE_BUTTON, "Pick");

          g_assert (pick != NULL);
          if (!in_view (pick))
            {
              /* one more input: the wheel that brings it into view */
              GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (pick, GTK_TYPE_SCROLLED_WINDOW));
              graphene_rect_t bounds;

              if (!gtk_widget_compute_bounds (pick, gtk_scrolled_window_get_child (scrolled), &bounds))
                g_error ("the Pick button is not in the sidebar");
              gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scrolled), bounds.origin.y - 100);
              wait_ms (100);
              bench->inputs++;
              bench->scrolled = TRUE;
            }
          click_widget (bench, pick);
          if (sw_game_player (game, game->seat)->active < 0)
            g_message ("turn %u: the Pick click picked nothing", number);
          fill_row (bench);
        }
      for (guint n = 0; n < turn->conquests && (target = next_target (game, FALSE)) >= 0; n++)
        {
          conquer (bench, target);
          conquests++;
        }
      if (turn->kind == TURN_DIE && (target = next_target (game, TRUE)) >= 0)
        {
          /* the last conquest: select it, then roll */
          click_region (bench, target, 1, 1);
          key (bench, window, "ctrl+r");
          conquests++;
        }
      if (turn->kind == TURN_REDEPLOY)
        {
          gint active = sw_game_player (game, game->seat)->active;
          gint first = -1, second = -1;

          /* from a region with tokens to spare (the one just taken) to another */
          for (guint i = 0; i < game->regions->len; i++)
            if (sw_game_region_state (game, i)->band == active && sw_game_region_state (game, i)->tokens > 1 && first < 0)
              first = (gint) i;
          for (guint i = 0; i < game->regions->len; i++)
            if (sw_game_region_state (game, i)->band == active && (gint) i != first && second < 0)
              second = (gint) i;
          g_assert (first >= 0);
          /* a token dragged from the first region to the second starts
           * the redeployment; End Turn puts the rest of the hand there
           * and records it */
          g_assert (second >= 0);
          drag_region (bench, first, second);
          if (sw_game_window_get_redeploy_count (bench->window, ((SwRegion *) g_ptr_array_index (game->map->regions, second))->id) != 2)
            {
              g_message ("turn %u: the drag moved no token", number);
              bench->status = 1;
            }
        }
      /* End Turn puts the rest of the hand on the last region taken */
    }
  /* End Turn, under the map */
  click_widget (bench, find_button (window, "game.end-turn"));
  /* the withdrawn tokens' dialogs, then the coin sheet: Enter confirms */
  for (guint guard = 0; guard < 6 && answer_dialog (bench); guard++)
    if (game->round != round || sw_game_player (game, game->seat)->name != player)
      break;
  if (game->round == round && sw_game_player (game, game->seat)->name == player)
    {
      /* the sheet had something against ending the turn: said, then ended anyway */
      g_auto(GStrv) warnings = sw_game_window_dup_sheet_warnings (bench->window);
      g_autofree char *joined = warnings != NULL ? g_strjoinv ("; ", warnings) : NULL;

      g_message ("turn %u did not end (%s); ending it anyway", number, joined != NULL ? joined : "");
      bench->status = 1;
      gtk_widget_activate_action (window, "game.confirm-turn", NULL);
      wait_ms (50);
      if (sw_game_window_get_refusal_dialog (bench->window) != NULL)
        adw_message_dialog_response (ADW_MESSAGE_DIALOG (sw_game_window_get_refusal_dialog (bench->window)), "record");
      wait_ms (50);
    }
  goal = turn->kind == TURN_PICK ? conquests + 6 : conquests + 3;
  printf ("%-3u %-6s %-6u %-10s %-3u %-7u %-7u %-5u %s%s\n", number, player, round, kind_names[turn->kind],
          conquests, bench->inputs, bench->clicks, goal,
          bench->inputs <= goal ? "met" : "MISSED", bench->scrolled ? ", scrolled" : "");
  if (bench->inputs > goal || bench->scrolled)
    bench->status = 1;
  if (sw_game_window_get_refusal_dialog (bench->window) != NULL)
    g_message ("refused: %s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (sw_game_window_get_refusal_dialog (bench->window))));
}

static void
activate (GApplication *application, Bench *bench)
{
  const char *map_path = g_object_get_data (G_OBJECT (application), "map");
  const char *out_path = g_object_get_data (G_OBJECT (application), "out");
  const char *names[] = { "Alice", "Bruno", "Chen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (map_path, NULL, &error);
  g_autoptr(SwGame) game = NULL;
  guint total = 0;

  if (map == NULL)
    g_error ("%s: %s", map_path, error->message);
  /* a recorded game: the die the window rolls (Ctrl+R) shows the same
   * faces every run (1, then 2), so that the turns are the same: Bruno's
   * Berserk roll, before the conquest it discounts, gives the token he lacks */
  g_random_set_seed (7);
  game = sw_game_setup_create (map, names, 0);
  bench->window = sw_game_window_new (bench->application, game, out_path);
  gtk_window_set_default_size (GTK_WINDOW (bench->window), 1366, 768);
  gtk_window_present (GTK_WINDOW (bench->window));
  wait_ms (1500);
  fill_row (bench);
  printf ("turn player round kind       k   inputs  clicks  goal  result\n");
  for (guint i = 0; i < G_N_ELEMENTS (recorded); i++)
    {
      play_turn (bench, &recorded[i], i + 1);
      total += bench->inputs;
    }
  printf ("whole game: %u inputs over %zu turns; the game file: %s\n", total, G_N_ELEMENTS (recorded),
          sw_game_window_get_path (bench->window));
  gtk_window_destroy (GTK_WINDOW (bench->window));
}

int
main (int argc, char *argv[])
{
  Bench bench = { 0 };

  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-table MAP.swmap [GAME.swgame]\n"
                       "Needs X11 (xvfb-run) and xdotool.\n");
      return 2;
    }
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  /* the game it records goes to a games folder of its own, not onto the
   * user's welcome page */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *state = g_dir_make_tmp ("bench-table-XXXXXX", &error);

    if (state == NULL)
      {
        fprintf (stderr, "bench-table: %s\n", error->message);
        return 1;
      }
    g_setenv ("XDG_STATE_HOME", state, TRUE);
  }
  adw_init ();
  bench.application = gtk_application_new ("io.github.swcompanion.BenchTable", G_APPLICATION_NON_UNIQUE);
  g_object_set_data (G_OBJECT (bench.application), "map", argv[1]);
  g_object_set_data (G_OBJECT (bench.application), "out", argc > 2 ? argv[2] : NULL);
  g_signal_connect (bench.application, "activate", G_CALLBACK (activate), &bench);
  g_application_run (G_APPLICATION (bench.application), 1, argv);
  g_object_unref (bench.application);
  return bench.status;
}
