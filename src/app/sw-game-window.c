/* sw-game-window.c: the scoring assistant: follows a game at the table, turn by turn, through GActions. */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-window"

#include <errno.h>
#include <math.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sw-game-window.h"
#include "sw-game-window-private.h"
#include "sw-combo-picker.h"
#include "sw-combo-row.h"
#include "sw-log-row.h"
#include "sw-player-row.h"
#include "sw-ranking-row.h"
#include "sw-game-chart.h"
#include "sw-game-xml.h"
#include "sw-map-view-private.h"
#include "sw-render-game.h"
#include "sw-spin-scroll.h"
#include "sw-save.h"

G_DEFINE_FINAL_TYPE (SwGameWindow, sw_game_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SHOW_COINS,
  PROP_FIX_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

gboolean
sw_game_window_is_final (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), FALSE);
  return sw_game_is_over (self->game);
}

/* ---- saving ----------------------------------------------------------- */

/* The original file an autosave copy stands for, or NULL when @path is not
 * such a copy (a game begun in the games folder) or the original is gone:
 * a file the user deleted or moved is not brought back behind their back. */
static char *
dup_origin (const char *path)
{
  g_autofree char *origin_file = g_strconcat (path, ".origin", NULL);
  g_autofree char *origin = NULL;

  if (!g_file_get_contents (origin_file, &origin, NULL, NULL))
    return NULL;
  g_strchomp (origin);
  if (!g_path_is_absolute (origin) || !g_file_test (origin, G_FILE_TEST_IS_REGULAR))
    return NULL;
  return g_steal_pointer (&origin);
}

static gboolean
is_in_game_dir (const char *path)
{
  g_autofree char *dir = sw_game_dir ();
  g_autofree char *canonical_dir = g_canonicalize_filename (dir, NULL);
  g_autofree char *absolute = g_canonicalize_filename (path, NULL);
  g_autofree char *parent = g_path_get_dirname (absolute);

  return g_str_equal (parent, canonical_dir);
}

/* FALSE when there is a copy to write and it could not be written. */
static gboolean
save_autosave (SwGameWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->autosave_path == NULL || sw_game_save_file (self->game, self->autosave_path, &error))
    return TRUE;
  g_message ("The autosave %s cannot be written: %s", self->autosave_path, error->message);
  return FALSE;
}

/* A copy that could not be written is behind the file, which holds the
 * game: left there, the next start would offer it for resuming, and the
 * resumed game would write it over the file. */
static void
remove_stale_autosave (SwGameWindow *self)
{
  if (g_remove (self->autosave_path) != 0 && errno != ENOENT)
    g_message ("The stale autosave %s cannot be removed: %s", self->autosave_path, g_strerror (errno));
}

/* Never lose a game: the autosave and the file after every action. The
 * autosave first: it is what a crash offers back, and the resumed game
 * goes on from it and writes the file again. Killed between the two
 * writes, the copy is then one action ahead of the file, not behind it,
 * and resuming loses nothing. */
/* A failed save leaves the file as it was last saved (sw-save.h): the
 * user is told so once, plainly, with where the game is, and again when
 * a later save catches up. */
static void
report_unsaved (SwGameWindow *self, const GError *error, gboolean copied)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (self->unsaved)
    {
      sw_game_window_toast (self, _("The game is still not saved"));
      return;
    }
  self->unsaved = TRUE;
  if (copied && self->autosave_path != NULL)
    body = g_strdup_printf (_("%s\n\nThe game up to this action is kept in the copy %s. "
                              "%s holds the game as it was last saved. The game is saved again "
                              "after the next action."),
                            error->message, self->autosave_path, self->path);
  else if (g_file_test (self->path, G_FILE_TEST_IS_REGULAR))
    body = g_strdup_printf (_("%s\n\nThe last good copy is %s, which holds the game as it was "
                              "last saved. The game is saved again after the next action; "
                              "make room on the disk or keep a note of the table until then."),
                            error->message, self->path);
  else
    body = g_strdup_printf (_("%s\n\nNothing of this game is saved yet. The game is saved "
                              "after the next action; make room on the disk or keep a note of "
                              "the table until then."),
                            error->message);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Game Is Not Saved"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
sw_game_window_save (SwGameWindow *self)
{
  g_autoptr(GError) error = NULL;
  gboolean copied = save_autosave (self);

  if (!sw_game_save_file (self->game, self->path, &error))
    {
      report_unsaved (self, error, copied);
      return;
    }
  if (!copied)
    remove_stale_autosave (self);
  if (self->unsaved)
    {
      self->unsaved = FALSE;
      sw_game_window_toast (self, _("The game is saved again"));
    }
}

void
sw_game_window_toast (SwGameWindow *self, const char *message)
{
  /* on the page shown, over the map or the final reveal's ranking, never
   * over the buttons under them */
  gboolean final = g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "final") == 0;
  AdwToastOverlay *overlay = final ? self->final_toast_overlay : self->toast_overlay;
  AdwToast *toast = adw_toast_new (message);

  /* what the table did last, at once: a message still up or waiting
   * speaks of a board that has changed since */
  if (self->shown_toast != NULL)
    adw_toast_dismiss (self->shown_toast);
  g_set_weak_pointer (&self->shown_toast, toast);
  adw_toast_overlay_add_toast (overlay, toast);
  /* a message never takes a click meant for a region under it: on a
   * small screen it covers the map's lower middle, and the table clicks
   * on while it is up. It goes by itself. The overlay's children other
   * than its content are its toasts. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != adw_toast_overlay_get_child (overlay))
      gtk_widget_set_can_target (child, FALSE);
  g_free (self->last_toast);
  self->last_toast = g_strdup (message);
}

char *
sw_game_window_dup_last_toast (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  return g_strdup (self->last_toast);
}

/* ---- header and text -------------------------------------------------- */

const char *
sw_game_window_band_name (SwGameWindow *self, gint band_index)
{
  SwBand *band = sw_game_band (self->game, band_index);
  g_autofree char *text = NULL;

  if (band == NULL)
    return "";
  text = sw_game_dup_combo_name (self->game, band->race, band->power);
  g_free (self->scratch);
  self->scratch = g_steal_pointer (&text);
  return self->scratch;
}

/* A region as the table names it: the map's name and its id, or the id. */
char *
sw_game_window_dup_region_label (SwGameWindow *self, const char *id)
{
  gint index = id != NULL ? sw_game_region_index (self->game, id) : -1;
  const SwRegion *region = index >= 0 ? g_ptr_array_index (self->game->map->regions, index) : NULL;
  const char *name = region != NULL ? sw_text_pick (region->names) : NULL;

  if (name == NULL || name[0] == '\0' || g_strcmp0 (name, id) == 0)
    return g_strdup (id != NULL ? id : "");
  /* Translators: a region's name on the map and its id, "Misty Hills (r5)" */
  return g_strdup_printf (C_("region", "%s (%s)"), name, id);
}

/* What @action did, as a phrase: "conquest of r22", for Undo and refusals. */
char *
sw_game_window_describe_action (SwGameWindow *self, const SwAction *action)
{
  SwGame *game = self->game;
  g_autofree char *region = sw_game_window_dup_region_label (self, action->region);
  g_autofree char *combo = NULL;

  if (action->race != NULL && action->power != NULL)
    combo = sw_game_dup_combo_name (game, action->race, action->power);
  switch (action->type)
    {
    case SW_ACTION_PICK:
      return g_strdup_printf (_("pick of %s"), combo != NULL ? combo : "");
    case SW_ACTION_READY:
      return g_strdup (_("taking back tokens"));
    case SW_ACTION_CONQUER:
      if (action->die == SW_GAME_WINDOW_DIE_TO_ROLL)
        /* Translators: a conquest refused before its die was rolled */
        return g_strdup_printf (_("conquest of %s with the die (not rolled)"), region);
      if (action->die >= 0)
        /* Translators: "conquest of r12 with the die (2)": what the die showed */
        return g_strdup_printf (_("conquest of %s with the die (%d)"), region, action->die);
      return g_strdup_printf (_("conquest of %s"), region);
    case SW_ACTION_ABANDON:
      return g_strdup_printf (_("abandoning %s"), region);
    case SW_ACTION_DECLINE:
      return g_strdup (_("decline"));
    case SW_ACTION_REDEPLOY:
      return g_strdup (_("redeployment"));
    case SW_ACTION_MARKER:
      if (g_strcmp0 (action->marker, "place") == 0)
        return g_strdup_printf (_("place on %s"), region);
      return g_strdup_printf (_("%s on %s"), action->marker != NULL ? sw_game_marker_name (game, action->marker) : "",
                              region);
    case SW_ACTION_POWER:
      return g_strdup_printf (_("use of %s"), action->via != NULL ? sw_game_entry_name (game, "power", action->via) : "");
    case SW_ACTION_END_TURN:
      return g_strdup (_("end of the turn"));
    case SW_ACTION_SET_REGION:
      return g_strdup_printf (_("board fix of %s"), region);
    case SW_ACTION_ADJUST:
      return g_strdup_printf (ngettext ("adjustment of %+d coin", "adjustment of %+d coins", ABS (action->coins)),
                              action->coins);
    case SW_ACTION_REVEAL:
      return g_strdup_printf (_("%s added to the row"), combo != NULL ? combo : "");
    case SW_ACTION_WITHDRAW:
      return g_strdup_printf (_("placing %s’s withdrawn tokens"),
                              action->owner >= 0 && (guint) action->owner < game->players->len
                              ? sw_game_player (game, action->owner)->name : "");
    }
  return g_strdup (sw_action_type_to_string (action->type));
}

char *
sw_game_window_dup_turn_text (SwGameWindow *self)
{
  SwGame *game;

  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  game = self->game;
  if (sw_game_is_over (game))
    return g_strdup (_("The game is over"));
  if (game->turns > 0)
    /* Translators: round, number of rounds, player's name */
    return g_strdup_printf (_("Round %u of %u — %s’s turn"), game->round, game->turns,
                            sw_game_player (game, game->seat)->name);
  /* Translators: round, player's name */
  return g_strdup_printf (_("Round %u — %s’s turn"), game->round, sw_game_player (game, game->seat)->name);
}

static void
refresh_hand (SwGameWindow *self, const char *turn)
{
  SwGame *game = self->game;
  SwPlayer *player = sw_game_player (game, game->seat);
  g_autofree char *text = NULL;

  if (sw_game_is_over (game))
    text = g_strdup ("");
  else if (player->active < 0 && game->declined_this_turn)
    /* a decline ends the turn (docs/rules.md 1.10): no pick now */
    text = g_strdup_printf (_("%s’s race went into decline: the turn ends with the scoring (End Turn)."), player->name);
  else if (player->active < 0)
    text = g_strdup_printf (_("%s has no active race: pick a combo from the row."), player->name);
  else
    {
      SwBand *band = sw_game_band (game, player->active);
      guint regions = sw_game_band_regions (game, player->active);

      g_autofree char *hand = g_strdup_printf (ngettext ("%d token in hand", "%d tokens in hand", band->hand),
                                               band->hand);
      g_autofree char *held = g_strdup_printf (ngettext ("%u region held", "%u regions held", regions), regions);

      /* Translators: "Commando Dwarves: 3 tokens in hand, 2 regions held" */
      text = g_strdup_printf (C_("hand", "%s: %s, %s"), sw_game_window_band_name (self, player->active), hand, held);
    }
  sw_game_turn_bar_set_text (self->turn_bar, turn, text);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* One row per player, kept across refreshes: each shows the game as it is now. */
static void
refresh_players (SwGameWindow *self)
{
  SwGame *game = self->game;
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->players_list));
  guint p = 0;

  for (; child != NULL && p < game->players->len; child = gtk_widget_get_next_sibling (child), p++)
    sw_player_row_set_player (SW_PLAYER_ROW (child), game, p);
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      gtk_list_box_remove (self->players_list, child);
      child = next;
    }
  for (; p < game->players->len; p++)
    {
      GtkWidget *row = sw_player_row_new (game, p);

      /* hidden by default, as at the table: coins lie face down */
      g_object_bind_property (self, "show-coins", row, "show-coins", G_BINDING_SYNC_CREATE);
      gtk_list_box_append (self->players_list, row);
    }
}

/* The first action of the turn being played. */
static guint
turn_start (SwGame *game)
{
  guint start = game->log->len;

  while (start > 0 && ((SwAction *) g_ptr_array_index (game->log, start - 1))->type != SW_ACTION_END_TURN)
    start--;
  return start;
}

/* The line of an action in the turn's list: its mark when the table
 * recorded it anyway. */
static char *
turn_log_line (SwGameWindow *self, const SwAction *action)
{
  g_autofree char *what = sw_game_window_describe_action (self, action);
  g_autofree char *first = g_utf8_strup (what, g_utf8_next_char (what) - what);
  /* a line of its own starts with a capital, where the script has one */
  g_autofree char *line = g_strconcat (first, g_utf8_next_char (what), NULL);

  return action->override ? g_strconcat ("⚑ ", line, NULL) : g_steal_pointer (&line);
}

static void
refresh_turn_log (SwGameWindow *self)
{
  SwGame *game = self->game;

  clear_list (self->turn_list);
  for (guint i = turn_start (game); i < game->log->len; i++)
    {
      const SwAction *action = g_ptr_array_index (game->log, i);
      g_autofree char *line = turn_log_line (self, action);
      g_autoptr(GString) warnings = g_string_new (NULL);

      for (guint w = 0; w < game->warnings->len; w++)
        {
          const SwGameWarning *warning = g_ptr_array_index (game->warnings, w);

          if (warning->action != i)
            continue;
          if (warnings->len > 0)
            g_string_append_c (warnings, '\n');
          g_string_append_printf (warnings, "⚠ %s", warning->message);
        }
      gtk_list_box_append (self->turn_list, sw_log_row_new (line, warnings->str, action->override));
    }
}

GStrv
sw_game_window_dup_turn_log (SwGameWindow *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  for (guint i = turn_start (self->game); i < self->game->log->len; i++)
    {
      g_autofree char *line = turn_log_line (self, g_ptr_array_index (self->game->log, i));

      g_strv_builder_add (builder, line);
    }
  return g_strv_builder_end (builder);
}

static void
picker_reveal (SwComboPicker *picker, const char *race, const char *power, SwGameWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.reveal", "(ss)", race, power);
}

static void
picker_pick (SwComboPicker *picker, gint position, gint tokens, SwGameWindow *self)
{
  guint before = self->game->log->len;

  gtk_widget_activate_action (GTK_WIDGET (self), "game.pick", "(ii)", position, tokens);
  /* the count was this pick's: the next one starts from the printed numbers */
  if (self->game->log->len != before)
    gtk_spin_button_set_value (self->tokens_spin, 0);
}

/* A combo row's Pick ("game.pick-combo" with its position). */
static void
pick_combo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  gint position = g_variant_get_int32 (parameter);

  if (self->combo_picker == NULL || position < 0)
    return;
  /* the tokens are asked first when the catalog lacks them */
  gtk_spin_button_update (self->tokens_spin);
  sw_combo_picker_pick (self->combo_picker, (guint) position, (gint) gtk_spin_button_get_value (self->tokens_spin));
}

static void
refresh_row (SwGameWindow *self)
{
  SwGame *game = self->game;
  GtkWidget *row;

  /* the combos before the Tokens taken row, which stays with its value */
  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->row_list))) != GTK_WIDGET (self->tokens_row))
    gtk_list_box_remove (self->row_list, row);
  for (guint i = 0; i < game->row->len; i++)
    gtk_list_box_insert (self->row_list, sw_combo_row_new (game, i), (int) i);
  /* one picker under the row, kept across refreshes so that its search and focus stay */
  if (self->combo_picker == NULL)
    {
      self->combo_picker = sw_combo_picker_new ();
      g_signal_connect (self->combo_picker, "reveal", G_CALLBACK (picker_reveal), self);
      g_signal_connect (self->combo_picker, "pick", G_CALLBACK (picker_pick), self);
      gtk_widget_insert_after (GTK_WIDGET (self->combo_picker), gtk_widget_get_parent (GTK_WIDGET (self->row_list)),
                               GTK_WIDGET (self->row_list));
    }
  sw_combo_picker_set_game (self->combo_picker, game);
}

static void
refresh_final (SwGameWindow *self)
{
  g_autoptr(GArray) ranking = sw_game_ranking (self->game);

  clear_list (self->ranking_list);
  for (guint i = 0; i < ranking->len; i++)
    {
      const SwRanking *r = &g_array_index (ranking, SwRanking, i);

      gtk_list_box_append (self->ranking_list,
                           sw_ranking_row_new (r->rank, sw_game_player (self->game, r->player)->name,
                                               r->coins, r->tokens_on_board));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

GStrv
sw_game_window_dup_ranking (SwGameWindow *self)
{
  g_autoptr(GArray) ranking = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  ranking = sw_game_ranking (self->game);
  for (guint i = 0; i < ranking->len; i++)
    {
      const SwRanking *r = &g_array_index (ranking, SwRanking, i);
      g_autofree char *line = sw_ranking_row_format_line (r->rank, sw_game_player (self->game, r->player)->name,
                                                          r->coins);

      g_strv_builder_add (builder, line);
    }
  return g_strv_builder_end (builder);
}

void
sw_game_window_refresh (SwGameWindow *self)
{
  g_autofree char *turn = sw_game_window_dup_turn_text (self);
  const char *title = sw_map_get_title (self->game->map);

  adw_window_title_set_title (self->window_title, title != NULL ? title : _("Game"));
  adw_window_title_set_subtitle (self->window_title, turn);
  refresh_hand (self, turn);
  refresh_players (self);
  refresh_row (self);
  refresh_turn_log (self);
  sw_game_window_refresh_powers (self);
  sw_game_window_refresh_region (self);
  sw_game_window_update_actions (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->occupants));
  /* the reveal comes after the last round, never before (totals are hidden) */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.show-final", sw_game_is_over (self->game));
  if (sw_game_is_over (self->game) && !self->final_shown)
    {
      self->final_shown = TRUE;
      refresh_final (self);
      gtk_stack_set_visible_child_name (self->stack, "final");
    }
  else if (!sw_game_is_over (self->game) && self->final_shown)
    {
      /* undone past the last turn */
      self->final_shown = FALSE;
      gtk_stack_set_visible_child_name (self->stack, "play");
    }
}

/* ---- the map ---------------------------------------------------------- */

/* While redeploying, the count each region of the active race will hold,
 * in the player's colour over its disc (beside the region's symbols and
 * label, as the disc is), as the bar counts what is left. */
static void
draw_redeploy (SwGameWindow *self, cairo_t *cr)
{
  SwRenderLayout *layout = self->map_view->layout;
  double px = 1, py = 0, r, rgb[3];

  /* the colour of the player who redeploys, as his discs on the map */
  sw_render_player_colour (self->game, self->game->seat, rgb);
  cairo_user_to_device_distance (cr, &px, &py);
  /* 12 px on the screen, whatever the zoom */
  r = hypot (px, py) > 0 ? 12.0 / hypot (px, py) : 4.0;
  for (guint i = 0; i < self->game->regions->len && i < layout->n_regions; i++)
    {
      const SwRegion *region = g_ptr_array_index (self->game->map->regions, i);
      gpointer value;
      double disc[3], x, y;
      char label[16];
      PangoLayout *text;
      PangoFontDescription *font;
      int w, h;

      if (!g_hash_table_lookup_extended (self->redeploy, region->id, NULL, &value)
          || sw_render_game_region_circles (self->game, layout, i, r, disc, 1) == 0)
        continue;
      x = disc[0];
      y = disc[1];
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, r * 0.15);
      cairo_stroke (cr);
      g_snprintf (label, sizeof label, "%d", GPOINTER_TO_INT (value));
      text = pango_cairo_create_layout (cr);
      font = pango_font_description_from_string ("Sans Bold");
      pango_font_description_set_absolute_size (font, r * 1.1 * PANGO_SCALE);
      pango_layout_set_font_description (text, font);
      pango_layout_set_text (text, label, -1);
      pango_layout_get_size (text, &w, &h);
      cairo_move_to (cr, x - (double) w / PANGO_SCALE / 2, y - (double) h / PANGO_SCALE / 2);
      /* as on the player's discs: dark on a light colour */
      if (sw_render_light_text (rgb))
        cairo_set_source_rgb (cr, 1, 1, 1);
      else
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      pango_cairo_show_layout (cr, text);
      pango_font_description_free (font);
      g_object_unref (text);
    }
}

static void
draw_occupants (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  SwGameWindow *self = data;
  SwMapView *view = self->map_view;

  if (view->layout == NULL || !sw_render_layout_is_current (view->layout, self->game->map))
    return;
  cairo_scale (cr, view->zoom, view->zoom);
  cairo_translate (cr, -view->origin_x, -view->origin_y);
  sw_render_game_occupants (cr, self->game, view->layout);
  if (self->redeploy != NULL)
    draw_redeploy (self, cr);
}

/* The view zooms and pans by itself: follow it. */
static gboolean
follow_view (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  SwGameWindow *self = data;
  SwMapView *view = self->map_view;

  if (view->zoom != self->drawn_zoom || view->origin_x != self->drawn_x || view->origin_y != self->drawn_y
      || (view->layout != NULL) != self->drawn_layout)
    {
      self->drawn_zoom = view->zoom;
      self->drawn_x = view->origin_x;
      self->drawn_y = view->origin_y;
      self->drawn_layout = view->layout != NULL;
      gtk_widget_queue_draw (widget);
    }
  return G_SOURCE_CONTINUE;
}

/* Following the view costs a frame clock tick: only while the pointer,
 * which pans and zooms, is over it; zooming by keys notifies. */
static void
pointer_entered (GtkEventControllerMotion *motion, double x, double y, SwGameWindow *self)
{
  if (self->follow_id == 0)
    self->follow_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->occupants), follow_view, self, NULL);
}

static void
pointer_left (GtkEventControllerMotion *motion, SwGameWindow *self)
{
  if (self->follow_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->occupants), self->follow_id);
  self->follow_id = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self->occupants));
}

static void
view_zoomed (SwGameWindow *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->occupants));
}

/* The map is the main control: a click selects a region, a click on the
 * selected one (the second of a double-click too) conquers it; while
 * redeploying, a click adds a token and a secondary click takes one back. */
static void
map_clicked (GtkGestureClick *gesture, int n_press, double x, double y, SwGameWindow *self)
{
  gint region = sw_map_view_region_at (self->map_view, x, y);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  const char *id;

  /* panning with Space or the middle button, or adding to the selection */
  if (region < 0 || n_press > 2 || (state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK)) != 0
      || self->map_view->space_held)
    return;
  id = ((SwRegion *) g_ptr_array_index (self->game->map->regions, region))->id;
  if (button == GDK_BUTTON_SECONDARY)
    gtk_widget_activate_action (GTK_WIDGET (self), "game.region-take-back", "s", id);
  else if (button == GDK_BUTTON_PRIMARY)
    gtk_widget_activate_action (GTK_WIDGET (self), "game.region-click", "s", id);
}

/* A token dragged from one of the active race's regions to another moves
 * it: the gesture takes over from the click once the pointer has moved. */
static void
map_drag_begin (GtkGestureDrag *gesture, double x, double y, SwGameWindow *self)
{
  gint region = sw_map_view_region_at (self->map_view, x, y);
  gint active = sw_game_player (self->game, self->game->seat)->active;

  self->drag_from = -1;
  if (region < 0 || active < 0 || self->fix_board || sw_game_window_is_final (self) || self->map_view->space_held
      || sw_game_region_state (self->game, region)->band != active)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->drag_from = region;
}

static void
map_drag_update (GtkGestureDrag *gesture, double dx, double dy, SwGameWindow *self)
{
  double x, y;

  if (self->drag_from < 0 || gtk_gesture_get_sequence_state (GTK_GESTURE (gesture), gtk_gesture_get_last_updated_sequence (GTK_GESTURE (gesture))) == GTK_EVENT_SEQUENCE_CLAIMED)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  if (gtk_drag_check_threshold (GTK_WIDGET (self->map_view), (int) x, (int) y, (int) (x + dx), (int) (y + dy)))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self->map_view), "grabbing");
    }
}

static void
map_drag_end (GtkGestureDrag *gesture, double dx, double dy, SwGameWindow *self)
{
  double x, y;
  gint to;
  gboolean claimed = gtk_gesture_get_sequence_state (GTK_GESTURE (gesture), gtk_gesture_get_last_updated_sequence (GTK_GESTURE (gesture))) == GTK_EVENT_SEQUENCE_CLAIMED;

  gtk_widget_set_cursor (GTK_WIDGET (self->map_view), NULL);
  if (self->drag_from < 0 || !claimed)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  to = sw_map_view_region_at (self->map_view, x + dx, y + dy);
  if (to >= 0 && to != self->drag_from)
    gtk_widget_activate_action (GTK_WIDGET (self), "game.region-move", "(ss)",
                                ((SwRegion *) g_ptr_array_index (self->game->map->regions, self->drag_from))->id,
                                ((SwRegion *) g_ptr_array_index (self->game->map->regions, to))->id);
  self->drag_from = -1;
}

/* ---- GObject ---------------------------------------------------------- */

static void
sw_game_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwGameWindow *self = SW_GAME_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_COINS:
      g_value_set_boolean (value, self->show_coins);
      break;
    case PROP_FIX_BOARD:
      g_value_set_boolean (value, self->fix_board);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_game_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwGameWindow *self = SW_GAME_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_COINS:
      if (self->show_coins != g_value_get_boolean (value))
        {
          /* the players' rows follow it (refresh_players) */
          self->show_coins = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_FIX_BOARD:
      if (self->fix_board != g_value_get_boolean (value))
        {
          self->fix_board = g_value_get_boolean (value);
          if (self->game != NULL)
            sw_game_window_refresh_region (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_game_window_finalize (GObject *object)
{
  SwGameWindow *self = SW_GAME_WINDOW (object);

  g_clear_pointer (&self->game, sw_game_unref);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_object (&self->sheet);
  g_clear_pointer (&self->scratch, g_free);
  g_clear_pointer (&self->undo_text, g_free);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_weak_pointer (&self->shown_toast);
  g_clear_pointer (&self->rest_region, g_free);
  g_clear_pointer (&self->race_ids, g_ptr_array_unref);
  g_clear_pointer (&self->power_ids, g_ptr_array_unref);
  g_clear_pointer (&self->selected, g_free);
  g_clear_pointer (&self->withdraw_kept, g_array_unref);
  g_clear_pointer (&self->redeploy, g_hash_table_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);

  G_OBJECT_CLASS (sw_game_window_parent_class)->finalize (object);
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  SwGameWindow *self = data;

  if (self->game != NULL)
    sw_game_chart_draw (cr, self->game, width, height);
}

static void
sw_game_window_class_init (SwGameWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_game_window_finalize;
  object_class->get_property = sw_game_window_get_property;
  object_class->set_property = sw_game_window_set_property;

  properties[PROP_SHOW_COINS] =
    g_param_spec_boolean ("show-coins", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIX_BOARD] =
    g_param_spec_boolean ("fix-board", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SW_TYPE_MAP_VIEW);
  g_type_ensure (SW_TYPE_GAME_TURN_BAR);
  g_type_ensure (SW_TYPE_GAME_REDEPLOY_BAR);
  g_type_ensure (SW_TYPE_GAME_REGION_PANEL);
  g_type_ensure (SW_TYPE_PLAYER_PICKER);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-game-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, final_toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, map_view);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, occupants);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, footer_stack);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, turn_bar);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, redeploy_bar);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, region_panel);
  /* "With the Die" in the region panel: the die as rolled at the table */
  gtk_widget_class_bind_template_callback_full (widget_class, "region_panel_conquer",
                                                G_CALLBACK (sw_game_window_conquer_selected));
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, power_box);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, diplomat_picker);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, harmony_picker);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, turn_list);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, row_list);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, tokens_row);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, tokens_spin);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, players_list);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, ranking_list);
  gtk_widget_class_bind_template_child (widget_class, SwGameWindow, chart);

  gtk_widget_class_install_property_action (widget_class, "game.show-coins", "show-coins");
  gtk_widget_class_install_property_action (widget_class, "game.fix-board", "fix-board");
  sw_game_window_install_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "game.pick-combo", "i", pick_combo_action);
}

static gboolean
map_query_tooltip (GtkWidget    *view,
                   int           x,
                   int           y,
                   gboolean      keyboard,
                   GtkTooltip   *tooltip,
                   SwGameWindow *self)
{
  g_autofree char *markup = NULL;
  gint region;

  /* the view's own rules (none while panning or drawing) otherwise */
  if (keyboard || self->map_view->panning || self->map_view->tool_dragging)
    return FALSE;
  region = sw_map_view_region_at (self->map_view, x, y);
  if (region < 0)
    return FALSE;
  markup = sw_game_window_dup_region_tooltip (self, region);
  gtk_tooltip_set_markup (tooltip, markup);
  return TRUE;
}

static void
sw_game_window_init (SwGameWindow *self)
{
  GtkGesture *click, *drag;
  GtkEventController *motion;

  gtk_widget_init_template (GTK_WIDGET (self));
  sw_spin_scroll_passes (self->tokens_spin);
  self->withdraw_kept = g_array_new (FALSE, FALSE, sizeof (gint));
  self->drag_from = -1;
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_action_free);
  {
    GtkWidget *empty = gtk_label_new (_("Nothing recorded yet this turn"));

    gtk_widget_add_css_class (empty, "dim-label");
    gtk_widget_set_margin_top (empty, 12);
    gtk_widget_set_margin_bottom (empty, 12);
    gtk_list_box_set_placeholder (self->turn_list, empty);
  }
  /* the map's set-up markers come from the game (sw_render_game_occupants):
   * a lost tribe conquered is gone, a mountain stays */
  self->map_view->hide_starts = TRUE;
  gtk_drawing_area_set_draw_func (self->occupants, draw_occupants, self, NULL);
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);
  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (pointer_entered), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_left), self);
  gtk_widget_add_controller (GTK_WIDGET (self->map_view), motion);
  g_signal_connect (self->map_view, "query-tooltip", G_CALLBACK (map_query_tooltip), self);
  g_signal_connect_swapped (self->map_view, "notify::zoom", G_CALLBACK (view_zoomed), self);
  g_signal_connect_swapped (self->map_view, "notify::fitting", G_CALLBACK (view_zoomed), self);
  {
    /* Escape leaves a redeployment wherever the focus is (the map clears
     * its selection with it otherwise) */
    GtkEventController *keys = gtk_shortcut_controller_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                            gtk_named_action_new ("game.redeploy-cancel")));
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  click = gtk_gesture_click_new ();
  /* the primary button selects and conquers, the secondary takes a token back */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "released", G_CALLBACK (map_clicked), self);
  gtk_widget_add_controller (GTK_WIDGET (self->map_view), GTK_EVENT_CONTROLLER (click));
  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (map_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (map_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (map_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->map_view), GTK_EVENT_CONTROLLER (drag));
  /* the map has the keys from the start: GTK would give them to the first
   * button, the header's Undo, and Enter would undo the last action */
  gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
}

SwGameWindow *
sw_game_window_new (GtkApplication *application, SwGame *game, const char *path)
{
  SwGameWindow *self;
  g_autofree char *dir = sw_game_dir ();

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (game != NULL, NULL);

  self = g_object_new (SW_TYPE_GAME_WINDOW, "application", application, NULL);
  self->game = sw_game_ref (game);
  sw_game_region_panel_set_game (self->region_panel, game);
  {
    /* never larger than the screen: an 800×600 screen or a phone gets the
     * window it can show, and the sidebar folds away to leave the map */
    GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (self)));
    g_autoptr(GdkMonitor) monitor = g_list_model_get_n_items (monitors) > 0 ? g_list_model_get_item (monitors, 0) : NULL;
    GdkRectangle area;
    int width, height;

    gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
    if (monitor != NULL)
      {
        gdk_monitor_get_geometry (monitor, &area);
        if (area.width > 0 && area.height > 0 && (area.width < width || area.height < height))
          gtk_window_set_default_size (GTK_WINDOW (self), MIN (width, area.width), MIN (height, area.height));
      }
  }
  g_mkdir_with_parents (dir, 0700);
  if (path == NULL)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *stamp = g_date_time_format (now, "game-%Y%m%d-%H%M%S");
      g_autofree char *name = g_strdup_printf ("%s-%d.swgame", stamp, (int) g_random_int_range (0, 1000));

      self->path = g_build_filename (dir, name, NULL);
    }
  else if (is_in_game_dir (path))
    {
      g_autofree char *origin = dup_origin (path);

      /* resuming a copy: the game goes on in its original file, which is
       * written again after every action, and in this copy */
      if (origin != NULL)
        {
          self->path = g_steal_pointer (&origin);
          self->autosave_path = g_strdup (path);
        }
      else
        self->path = g_strdup (path);
    }
  else
    {
      g_autofree char *origin_file = NULL;
      g_autofree char *absolute = g_canonicalize_filename (path, NULL);
      g_autoptr(GError) error = NULL;

      self->path = g_strdup (path);
      self->autosave_path = sw_game_autosave_path (path);
      origin_file = g_strconcat (self->autosave_path, ".origin", NULL);
      if (!g_file_set_contents (origin_file, absolute, -1, &error))
        g_message ("The autosave's origin %s cannot be written: %s", origin_file, error->message);
    }
  sw_map_view_set_map (self->map_view, game->map);
  sw_map_view_zoom_fit (self->map_view);
  /* a new game is written at once; an opened one is left as it is (its
   * date and bytes too) until the first action, but its autosave copy is
   * made now, so that a crash can offer it back */
  if (path == NULL)
    sw_game_window_save (self);
  else if (!save_autosave (self) && g_str_equal (path, self->path))
    /* opened from the file itself (not resumed from the copy): the copy
     * is behind it */
    remove_stale_autosave (self);
  sw_game_window_refresh (self);
  return self;
}

SwGameWindow *
sw_game_window_open (GtkApplication *application, const char *path, GError **error)
{
  g_autoptr(SwGame) game = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  /* a map file the game only names is opened once the user has seen its
   * path (sw_game_window_open_file) */
  game = sw_game_load_file_full (path, SW_GAME_LOAD_NO_MAP_REFERENCE, error);
  if (game == NULL)
    return NULL;
  return sw_game_window_new (application, game, path);
}

SwGame *
sw_game_window_get_game (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  return self->game;
}

const char *
sw_game_window_get_path (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  return self->path;
}
