/* sw-game-window-actions.c: every interaction of the game window as a "game." action (its panels: sw-game-window-panels.c). */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-window"

#include <glib/gi18n.h>

#include "sw-game-window-private.h"
#include "sw-game-chart.h"
#include "sw-game-xml.h"
#include "sw-file-chooser.h"

static SwAction *
action_for_region (SwActionType type, const char *region)
{
  SwAction *action = sw_action_new (type);

  action->region = g_strdup (region);
  return action;
}

static void
reveal_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwAction *action = sw_action_new (SW_ACTION_REVEAL);

  g_variant_get (parameter, "(ss)", &action->race, &action->power);
  sw_game_window_apply (SW_GAME_WINDOW (widget), action);
}

static void
pick_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  SwAction *action = sw_action_new (SW_ACTION_PICK);
  g_autofree char *race = NULL;
  gint position, tokens, given, asked;
  const SwCombo *combo;

  g_variant_get (parameter, "(ii)", &position, &tokens);
  if (position < 0 || (guint) position >= self->game->row->len)
    {
      sw_action_free (action);
      sw_game_window_toast (self, _("That combo has not been entered yet"));
      return;
    }
  combo = &g_array_index (self->game->row, SwCombo, position);
  action->race = g_strdup (combo->race);
  action->power = g_strdup (combo->power);
  action->position = position;
  action->coins = combo->coins;
  action->tokens = tokens;
  /* docs/rules.md 1.2: never more than the race's box holds; a count
   * beyond it is cut by the rules, and said */
  given = sw_game_pick_tokens (self->game, combo->race, combo->power, tokens, &asked);
  race = g_strdup (sw_game_entry_name (self->game, "race", combo->race));
  if (sw_game_window_apply (self, action) && given < asked)
    {
      /* Translators: "The box holds 9 Flames tokens: 9 are taken, not 10" */
      g_autofree char *text = g_strdup_printf (_("The box holds %d %s tokens: %d are taken, not %d"),
                                               given, race, given, asked);
      sw_game_window_toast (self, text);
    }
}

static void
select_region_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  gint index = sw_game_region_index (self->game, g_variant_get_string (parameter, NULL));

  if (index < 0)
    return;
  g_free (self->selected);
  self->selected = g_variant_dup_string (parameter, NULL);
  sw_map_view_set_selection (self->map_view, (guint *) &index, 1);
  sw_game_window_refresh_region (self);
}

/* A conquest of @region: @die -1 none, 0..3 as rolled at the table,
 * SW_GAME_WINDOW_DIE_TO_ROLL rolled here (the catalog's faces) once the
 * rules allow it; @via the power, race, place or relic used
 * (docs/game-format.md "What via names"), or NULL. */
static SwAction *
conquest_action (SwGameWindow *self, const char *region, gint die, const char *via, gboolean decline)
{
  SwAction *action;

  action = action_for_region (SW_ACTION_CONQUER, region);
  action->die = die == SW_GAME_WINDOW_DIE_TO_ROLL ? die : CLAMP (die, -1, 3);
  action->via = via != NULL && via[0] != '\0' ? g_strdup (via) : NULL;
  action->decline = decline;
  return action;
}

/* Records a conquest through the rules' check (taking @action), or
 * without it when @checked; one with the die says how the roll went. */
static gboolean
apply_conquest (SwGameWindow *self, SwAction *action, gboolean checked)
{
  g_autofree char *label = sw_game_window_dup_region_label (self, action->region);
  gint index = sw_game_region_index (self->game, action->region);
  gint active = sw_game_player (self->game, self->game->seat)->active;
  const SwAction *recorded;

  if (!(checked ? sw_game_window_record (self, action) : sw_game_window_apply (self, action)))
    return FALSE;
  /* the die as rolled: the log has it now */
  recorded = g_ptr_array_index (self->game->log, self->game->log->len - 1);
  sw_game_window_say_die_roll (self, label, index, active, recorded->die);
  return TRUE;
}

static void
conquer_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  const char *region;
  gint die;

  g_variant_get (parameter, "(&si)", &region, &die);
  apply_conquest (self, conquest_action (self, region, die, NULL, FALSE), FALSE);
}

static void
conquer_via_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  const char *region, *via;
  gint die;
  gboolean decline;

  g_variant_get (parameter, "(&s&sib)", &region, &via, &die, &decline);
  apply_conquest (self, conquest_action (self, region, die, via, decline), FALSE);
}

static void
abandon_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  sw_game_window_apply (SW_GAME_WINDOW (widget),
                        action_for_region (SW_ACTION_ABANDON, g_variant_get_string (parameter, NULL)));
}

static void
simple_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwActionType type = g_str_equal (name, "game.ready") ? SW_ACTION_READY : SW_ACTION_DECLINE;

  sw_game_window_apply (SW_GAME_WINDOW (widget), sw_action_new (type));
}

static void
redeploy_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwAction *action = sw_action_new (SW_ACTION_REDEPLOY);
  GVariantIter iter;
  const char *region;
  gint tokens;

  g_variant_iter_init (&iter, parameter);
  while (g_variant_iter_next (&iter, "(&si)", &region, &tokens))
    sw_action_add_count (action, region, tokens);
  sw_game_window_apply (SW_GAME_WINDOW (widget), action);
}

static void
marker_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwAction *action = sw_action_new (SW_ACTION_MARKER);

  g_variant_get (parameter, "(ssi)", &action->region, &action->marker, &action->count);
  sw_game_window_apply (SW_GAME_WINDOW (widget), action);
}

static void
set_region_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwAction *action = sw_action_new (SW_ACTION_SET_REGION);

  g_variant_get (parameter, "(sibii)", &action->region, &action->owner, &action->decline,
                 &action->tokens, &action->natives);
  sw_game_window_apply (SW_GAME_WINDOW (widget), action);
}

/* A famous or legendary place revealed in a region (docs/rules.md 4): region, place id ("" removes it). */
static void
reveal_place_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwAction *action = sw_action_new (SW_ACTION_MARKER);
  const char *place;

  g_variant_get (parameter, "(s&s)", &action->region, &place);
  action->marker = g_strdup ("place");
  action->target = place[0] != '\0' ? g_strdup (place) : NULL;
  action->count = place[0] != '\0' ? 1 : 0;
  sw_game_window_apply (SW_GAME_WINDOW (widget), action);
}

/* A power used at the table: via (power id), target (seat or region), region. */
static void
power_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwAction *action = sw_action_new (SW_ACTION_POWER);
  const char *target, *region;

  g_variant_get (parameter, "(s&s&s)", &action->via, &target, &region);
  action->target = target[0] != '\0' ? g_strdup (target) : NULL;
  action->region = region[0] != '\0' ? g_strdup (region) : NULL;
  sw_game_window_apply (SW_GAME_WINDOW (widget), action);
}

/* A defender's withdrawn tokens redeployed (docs/rules.md 1.6): seat, race, tokens added per region. */
static void
withdraw_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwAction *action = sw_action_new (SW_ACTION_WITHDRAW);
  g_autoptr(GVariantIter) iter = NULL;
  const char *region;
  gint tokens;

  g_variant_get (parameter, "(isa(si))", &action->owner, &action->race, &iter);
  while (g_variant_iter_next (iter, "(&si)", &region, &tokens))
    if (tokens > 0)
      sw_action_add_count (action, region, tokens);
  sw_game_window_apply (SW_GAME_WINDOW (widget), action);
}

/* The table overrides a line of the sheet (docs/rules.md 8): coins, reason, seat (-1: whose turn). */
static void
adjust_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwAction *action = sw_action_new (SW_ACTION_ADJUST);

  g_variant_get (parameter, "(isi)", &action->coins, &action->reason, &action->owner);
  sw_game_window_apply (SW_GAME_WINDOW (widget), action);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  g_autoptr(SwAction) redone = NULL;

  if (self->game->log->len == 0)
    return;
  /* named before it is gone: Undo says what it undid */
  what = sw_game_window_describe_action (self, g_ptr_array_index (self->game->log, self->game->log->len - 1));
  redone = sw_action_copy (g_ptr_array_index (self->game->log, self->game->log->len - 1));
  if (!sw_game_undo (self->game))
    return;
  g_ptr_array_add (self->redo, g_steal_pointer (&redone));
  sw_game_window_refresh (self);
  /* the file follows: an undone action is gone after a crash too */
  sw_game_window_save (self);
  /* Translators: the toast after Undo, "Undid: conquest of r22" */
  text = g_strdup_printf (_("Undid: %s"), what);
  g_free (self->undo_text);
  self->undo_text = g_strdup (text);
  sw_game_window_toast (self, text);
}

/* Records again what Undo took back, newest first, through the same check
 * as the first time; anything else recorded meanwhile forgets it. */
static void
redo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  g_autoptr(SwAction) kept = NULL;
  SwAction *action;
  gboolean recorded;

  if (self->redo->len == 0)
    return;
  action = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  kept = sw_action_copy (action);
  what = sw_game_window_describe_action (self, action);
  self->redoing = TRUE;
  recorded = sw_game_window_apply (self, action);
  self->redoing = FALSE;
  /* refused after all (the dialog says why): still there to redo */
  if (!recorded)
    g_ptr_array_add (self->redo, g_steal_pointer (&kept));
  sw_game_window_update_actions (self);
  if (!recorded)
    return;
  /* Translators: the toast after Redo, "Redid: conquest of r22" */
  text = g_strdup_printf (_("Redid: %s"), what);
  sw_game_window_toast (self, text);
}

char *
sw_game_window_dup_undo_text (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  return g_strdup (self->undo_text);
}

/* ---- the coin sheet --------------------------------------------------- */

/* Ends the turn: confirmed on a sheet with nothing against it, or
 * recorded anyway, marked, when the table decides so (@override). */
static void
record_end_turn (SwGameWindow *self, gboolean override)
{
  SwAction *action = sw_action_new (SW_ACTION_END_TURN);

  if (self->sheet_dialog != NULL)
    {
      GtkWidget *dialog = self->sheet_dialog;
      self->sheet_dialog = NULL;
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  if (self->withdraw_dialog != NULL)
    {
      GtkWidget *dialog = self->withdraw_dialog;
      self->withdraw_dialog = NULL;
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  g_clear_pointer (&self->selected, g_free);
  sw_map_view_set_selection (self->map_view, NULL, 0);
  /* the sheet has said why: an override is not asked a second time */
  action->override = override;
  sw_game_window_apply (self, action);
}

static void
sheet_response (AdwMessageDialog *dialog, const char *response, SwGameWindow *self)
{
  self->sheet_dialog = NULL;
  /* back to the turn: the hand End Turn placed is in hand again */
  if (g_str_equal (response, "cancel") && self->rest_log_len > 0 && self->rest_log_len == self->game->log->len)
    gtk_widget_activate_action (GTK_WIDGET (self), "game.undo", NULL);
  self->rest_log_len = 0;
  if (g_str_equal (response, "confirm"))
    gtk_widget_activate_action (GTK_WIDGET (self), "game.confirm-turn", NULL);
  else if (g_str_equal (response, "record"))
    record_end_turn (self, TRUE);
}

void
sw_game_window_show_coin_sheet (SwGameWindow *self)
{
  g_autofree char *rest = NULL;

  if (self->rest_tokens > 0 && self->rest_region != NULL)
    rest = sw_game_window_dup_region_label (self, self->rest_region);
  if (self->sheet_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->sheet_dialog));
  /* GTK holds a new window until it is destroyed; the window keeps the
   * sheet after it closes too, for what it said (sw_game_window_dup_sheet) */
  g_set_object (&self->sheet, sw_coin_sheet_new (GTK_WINDOW (self), self->game, self->rest_tokens, rest));
  g_signal_connect_object (self->sheet, "response", G_CALLBACK (sheet_response), self, 0);
  self->sheet_dialog = GTK_WIDGET (self->sheet);
  gtk_window_present (GTK_WINDOW (self->sheet));
}

static void
confirm_turn_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  record_end_turn (SW_GAME_WINDOW (widget), FALSE);
}

char *
sw_game_window_dup_sheet_heading (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  return self->sheet != NULL ? g_strdup (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (self->sheet))) : NULL;
}

GStrv
sw_game_window_dup_sheet (SwGameWindow *self, gint *total)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  if (total != NULL)
    *total = 0;
  return self->sheet != NULL ? g_strdupv ((GStrv) sw_coin_sheet_get_lines (self->sheet, total)) : NULL;
}

GStrv
sw_game_window_dup_sheet_warnings (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  return self->sheet != NULL ? g_strdupv ((GStrv) sw_coin_sheet_get_warnings (self->sheet)) : NULL;
}

/* ---- redeploy on the map ------------------------------------------------ */

/* docs/rules.md 1.9: the active race's tokens move freely between its
 * regions, each keeping one; a click adds a token from the hand, a
 * secondary click takes one back, and the hand never goes below nothing. */
gint
sw_game_window_redeploy_left (SwGameWindow *self)
{
  GHashTableIter iter;
  gpointer value;
  gint left;

  if (self->redeploy == NULL)
    return 0;
  left = self->redeploy_total;
  g_hash_table_iter_init (&iter, self->redeploy);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    left -= GPOINTER_TO_INT (value);
  return left;
}

gint
sw_game_window_get_redeploy_left (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), 0);
  return sw_game_window_redeploy_left (self);
}

gint
sw_game_window_get_redeploy_count (SwGameWindow *self, const char *region)
{
  gpointer value;

  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), -1);
  if (self->redeploy == NULL || !g_hash_table_lookup_extended (self->redeploy, region, NULL, &value))
    return -1;
  return GPOINTER_TO_INT (value);
}

static void
redeploy_changed (SwGameWindow *self)
{
  gboolean on = self->redeploy != NULL;

  if (on)
    sw_game_redeploy_bar_set_left (self->redeploy_bar, sw_game_window_redeploy_left (self),
                                   g_hash_table_size (self->redeploy));
  gtk_stack_set_visible_child_name (self->footer_stack, on ? "redeploy" : "turn");
  sw_game_window_update_actions (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->occupants));
}

/* How many tokens the race may have on the map after redeploying now: the
 * engine's count (docs/rules.md 1.9): the hand and the map, less the tokens
 * lent for the turn (the Amazons' 4) and the hammers counted out, plus what
 * the race gains at redeployment (Skeletons, Mudmen, the Spirit Healer),
 * which the rules are asked about: the most that raises no more reasons
 * than placing none of it. */
static gint
redeploy_available (SwGameWindow *self, gint active)
{
  SwGame *game = self->game;
  SwBand *band = sw_game_band (game, active);
  gint base = band->hand + sw_game_band_tokens (game, active) - band->lent - band->hammers_out;
  const char *first = NULL;
  guint base_reasons = 0;
  g_autoptr(GPtrArray) tried = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  for (guint i = 0; i < game->regions->len && first == NULL; i++)
    if (sw_game_region_state (game, i)->band == active)
      first = ((SwRegion *) g_ptr_array_index (game->map->regions, i))->id;
  if (first == NULL)
    return base;
  for (gint extra = band->redeployed ? 0 : 8; extra >= 0; extra--)
    {
      g_autoptr(SwAction) probe = sw_action_new (SW_ACTION_REDEPLOY);
      g_autoptr(GPtrArray) reasons = NULL;
      gint placed = 0;

      for (guint i = 0; i < game->regions->len; i++)
        {
          SwRegionState *state = sw_game_region_state (game, i);

          if (state->band == active)
            {
              const char *id = ((SwRegion *) g_ptr_array_index (game->map->regions, i))->id;
              gint tokens = id == first ? 0 : 1;

              sw_action_add_count (probe, id, tokens);
              placed += tokens;
            }
        }
      /* the rest, and the extra, on the first region */
      g_array_index (probe->counts, SwRegionCount, 0).tokens = base + extra - placed;
      reasons = sw_game_check (game, probe);
      g_ptr_array_add (tried, g_steal_pointer (&reasons));
    }
  /* tried[0] placed base + 8, the last placed base */
  base_reasons = ((GPtrArray *) g_ptr_array_index (tried, tried->len - 1))->len;
  for (guint t = 0; t + 1 < tried->len; t++)
    if (((GPtrArray *) g_ptr_array_index (tried, t))->len <= base_reasons)
      return base + (gint) (tried->len - 1 - t);
  return base;
}

static void
redeploy_start_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  SwGame *game = self->game;
  gint active = sw_game_player (game, game->seat)->active;
  SwBand *band = sw_game_band (game, active);

  if (band == NULL || band->state != SW_BAND_ACTIVE || sw_game_band_regions (game, active) == 0)
    {
      sw_game_window_toast (self, _("No active race on the map to redeploy"));
      return;
    }
  g_clear_pointer (&self->redeploy, g_hash_table_unref);
  self->redeploy = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->redeploy_total = redeploy_available (self, active);
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);

      if (state->band != active)
        continue;
      g_hash_table_insert (self->redeploy, g_strdup (((SwRegion *) g_ptr_array_index (game->map->regions, i))->id),
                           GINT_TO_POINTER (state->tokens));
    }
  /* the lent tokens leave from the hand first: what is on the map stays shown */
  redeploy_changed (self);
}

/* Adds @delta tokens to @region, within the hand and one token a region. */
static void
redeploy_add (SwGameWindow *self, const char *region_id, gint delta)
{
  /* a copy: selecting the region frees self->selected, which it may be */
  g_autofree char *region = g_strdup (region_id);
  gpointer value;
  gint count, left = sw_game_window_redeploy_left (self);

  if (!g_hash_table_lookup_extended (self->redeploy, region, NULL, &value))
    {
      sw_game_window_toast (self, _("Only the active race’s regions take tokens when redeploying"));
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), "game.select-region", "s", region);
  count = GPOINTER_TO_INT (value);
  if (delta > 0 && left <= 0)
    {
      sw_game_window_toast (self, _("No token left in hand: take one back from another region first"));
      return;
    }
  if (count + delta < 1)
    {
      sw_game_window_toast (self, _("A region keeps at least one token; to empty it, abandon it"));
      return;
    }
  g_hash_table_insert (self->redeploy, g_strdup (region), GINT_TO_POINTER (count + (delta > 0 ? MIN (delta, left) : delta)));
  redeploy_changed (self);
}

static void redeploy_confirm_action (GtkWidget *widget, const char *name, GVariant *parameter);
static void redeploy_cancel_action (GtkWidget *widget, const char *name, GVariant *parameter);

/* The tokens still in hand on the selected region. Outside a redeployment,
 * the whole redeployment in one key: the rest of the hand on the region
 * just conquered, recorded at once. */
static void
redeploy_rest_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  gboolean at_once = self->redeploy == NULL;
  gint left;

  if (at_once)
    {
      redeploy_start_action (widget, name, parameter);
      if (self->redeploy == NULL)
        return;
    }
  left = sw_game_window_redeploy_left (self);
  if (self->selected == NULL || !g_hash_table_contains (self->redeploy, self->selected))
    {
      sw_game_window_toast (self, _("Click one of the active race’s regions first"));
      if (at_once)
        redeploy_cancel_action (widget, name, parameter);
      return;
    }
  if (left > 0)
    redeploy_add (self, self->selected, left);
  else if (left < 0 && at_once)
    {
      /* the tokens lent for the turn (the Amazons' 4) leave from here */
      gint here = GPOINTER_TO_INT (g_hash_table_lookup (self->redeploy, self->selected));
      g_hash_table_insert (self->redeploy, g_strdup (self->selected), GINT_TO_POINTER (MAX (1, here + left)));
    }
  if (at_once && sw_game_window_redeploy_left (self) < 0)
    {
      /* more than one region must give tokens back: the table says which */
      redeploy_changed (self);
      return;
    }
  if (at_once)
    redeploy_confirm_action (widget, name, parameter);
}

static void
redeploy_cancel_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);

  g_clear_pointer (&self->redeploy, g_hash_table_unref);
  redeploy_changed (self);
}

static void
redeploy_confirm_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  g_autoptr(GHashTable) counts = g_steal_pointer (&self->redeploy);
  GVariantBuilder builder;

  redeploy_changed (self);
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(si)"));
  /* in the map's order, as the file lists them */
  for (guint i = 0; i < self->game->map->regions->len; i++)
    {
      const char *id = ((SwRegion *) g_ptr_array_index (self->game->map->regions, i))->id;
      gpointer value;

      if (g_hash_table_lookup_extended (counts, id, NULL, &value))
        g_variant_builder_add (&builder, "(si)", id, GPOINTER_TO_INT (value));
    }
  gtk_widget_activate_action_variant (GTK_WIDGET (self), "game.redeploy", g_variant_builder_end (&builder));
}

/* docs/rules.md 1.9: every token in hand goes on the board at the end of
 * the turn. End Turn places what is left where the table puts it: on the
 * active race's region selected last (where the last token went), else on
 * the last region the race took this turn. Returns how many tokens it
 * placed (0: nothing left, or the table must choose, as when more is on
 * the map than the race may keep; -1: the rules refused it) and the region
 * in @region_out. */
gint
sw_game_window_place_rest (SwGameWindow *self, char **region_out)
{
  SwGame *game = self->game;
  gint active = sw_game_player (game, game->seat)->active;
  SwBand *band = sw_game_band (game, active);
  gboolean started_here = self->redeploy == NULL;
  const char *region = NULL;
  guint before = game->log->len;
  gint left;

  *region_out = NULL;
  if (self->fix_board || sw_game_window_is_final (self) || band == NULL || band->state != SW_BAND_ACTIVE)
    return 0;
  if (started_here)
    {
      if (band->hand <= 0 || sw_game_band_regions (game, active) == 0)
        return 0;
      self->redeploy = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      self->redeploy_total = redeploy_available (self, active);
      for (guint i = 0; i < game->regions->len; i++)
        if (sw_game_region_state (game, i)->band == active)
          g_hash_table_insert (self->redeploy, g_strdup (((SwRegion *) g_ptr_array_index (game->map->regions, i))->id),
                               GINT_TO_POINTER (sw_game_region_state (game, i)->tokens));
    }
  left = sw_game_window_redeploy_left (self);
  if (self->selected != NULL && g_hash_table_contains (self->redeploy, self->selected))
    region = self->selected;
  for (guint i = game->log->len; region == NULL && i > game->turn_first_action; i--)
    {
      const SwAction *action = g_ptr_array_index (game->log, i - 1);

      if (action->type == SW_ACTION_CONQUER && action->region != NULL
          && g_hash_table_contains (self->redeploy, action->region))
        region = action->region;
    }
  if (left <= 0 || region == NULL)
    {
      if (started_here)
        g_clear_pointer (&self->redeploy, g_hash_table_unref);
      return 0;
    }
  *region_out = g_strdup (region);
  g_hash_table_insert (self->redeploy, g_strdup (region),
                       GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (self->redeploy, region)) + left));
  redeploy_confirm_action (GTK_WIDGET (self), "game.redeploy-confirm", NULL);
  if (game->log->len == before)
    {
      /* refused: the table has read why */
      g_clear_pointer (region_out, g_free);
      return -1;
    }
  return left;
}

/* ---- the map as the main control ---------------------------------------- */

/* Readies the troops (takes @ready) and says how many came back. Not
 * asked of the rules: it is the turn's readying that
 * sw_game_conquest_readies() found due, and the conquest after it was
 * asked with it (sw_game_window_check_after). */
static gboolean
ready_troops (SwGameWindow *self, SwAction *ready)
{
  SwGame *game = self->game;
  gint before = sw_game_band (game, sw_game_player (game, game->seat)->active)->hand;
  SwBand *band;
  g_autofree char *text = NULL;

  if (!sw_game_window_record (self, ready))
    return FALSE;
  band = sw_game_band (game, sw_game_player (game, game->seat)->active);
  if (band == NULL)
    return TRUE;
  /* Translators: the toast when the first conquest of a turn took the tokens back by itself */
  text = g_strdup_printf (ngettext ("Took back %d token: %d in hand", "Took back %d tokens: %d in hand",
                                    band->hand - before), band->hand - before, band->hand);
  sw_game_window_toast (self, text);
  return TRUE;
}

/* Conquers the selected region with what the region panel says (the power,
 * race or place used, the race in decline) and @die (-1 none, 0-3 as
 * rolled, SW_GAME_WINDOW_DIE_TO_ROLL rolled here), readying the troops
 * first when the turn has not: the conquest is asked as it will be then,
 * and a refused one takes nothing back either. */
void
sw_game_window_conquer_selected (SwGameWindow *self, gint die)
{
  g_autofree char *region = g_strdup (self->selected);
  SwAction *action;

  if (self->redeploy != NULL)
    return;
  if (region == NULL)
    {
      sw_game_window_toast (self, _("Click a region on the map first"));
      return;
    }
  action = conquest_action (self, region, die, sw_game_region_panel_get_via (self->region_panel),
                            sw_game_region_panel_get_by_decline (self->region_panel));
  /* docs/rules.md 1.7: the turn's first conquest readies the troops by
   * itself, all but one token per region back in hand */
  if (sw_game_conquest_readies (self->game))
    {
      SwAction *ready = sw_action_new (SW_ACTION_READY);

      if (!sw_game_window_check_after (self, ready, action))
        return;
      /* both asked in one replay: recorded as they are */
      if (!ready_troops (self, ready))
        {
          sw_action_free (action);
          return;
        }
      apply_conquest (self, action, TRUE);
      return;
    }
  apply_conquest (self, action, FALSE);
}

static void
conquer_selected_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  sw_game_window_conquer_selected (SW_GAME_WINDOW (widget),
                                   g_str_equal (name, "game.conquer-roll") ? SW_GAME_WINDOW_DIE_TO_ROLL : -1);
}

/* Enter: the main action of the moment. */
static void
enter_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);

  if (self->redeploy != NULL)
    redeploy_confirm_action (widget, name, parameter);
  else
    sw_game_window_conquer_selected (self, -1);
}

/* Return and Enter: GtkWindow binds them to its "activate-default" signal,
 * and its bindings are tried before a subclass's, so a binding of our own
 * never ran. The window has no default widget: Enter is the game's. */
static void
activate_default (GtkWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "game.enter", NULL);
}

/* A primary click on the map: selects a region, conquers the one selected,
 * or adds a token to it while redeploying. */
static void
region_click_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  const char *region = g_variant_get_string (parameter, NULL);
  SwPlayer *player = sw_game_player (self->game, self->game->seat);

  if (sw_game_region_index (self->game, region) < 0)
    return;
  if (self->redeploy != NULL)
    redeploy_add (self, region, 1);
  /* a region the race holds already is only selected */
  else if (g_strcmp0 (self->selected, region) == 0 && !self->fix_board && player->active >= 0
           && !sw_game_window_is_final (self)
           && sw_game_region_state (self->game, sw_game_region_index (self->game, region))->band != player->active)
    sw_game_window_conquer_selected (self, -1);
  else
    gtk_widget_activate_action (widget, "game.select-region", "s", region);
}

/* A secondary click: takes a token back, starting a redeployment on a
 * region of the active race; elsewhere it selects. */
static void
region_take_back_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  const char *region = g_variant_get_string (parameter, NULL);
  gint index = sw_game_region_index (self->game, region);
  gint active = sw_game_player (self->game, self->game->seat)->active;

  if (index < 0)
    return;
  if (self->redeploy == NULL && active >= 0 && !self->fix_board && !sw_game_window_is_final (self)
      && sw_game_region_state (self->game, index)->band == active)
    redeploy_start_action (widget, name, parameter);
  if (self->redeploy != NULL)
    redeploy_add (self, region, -1);
  else
    gtk_widget_activate_action (widget, "game.select-region", "s", region);
}

/* A token dragged from one of the active race's regions to another: one
 * token moved, starting a redeployment on the map (docs/rules.md 1.9). */
static void
region_move_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  const char *from, *to;
  gint active = sw_game_player (self->game, self->game->seat)->active;
  gint from_index, to_index;
  gboolean started = FALSE;

  g_variant_get (parameter, "(&s&s)", &from, &to);
  from_index = sw_game_region_index (self->game, from);
  to_index = sw_game_region_index (self->game, to);
  if (from_index < 0 || to_index < 0 || from_index == to_index || active < 0 || self->fix_board
      || sw_game_window_is_final (self))
    return;
  if (self->redeploy == NULL && sw_game_region_state (self->game, from_index)->band == active)
    {
      redeploy_start_action (widget, name, parameter);
      started = TRUE;
    }
  if (self->redeploy == NULL)
    return;
  if (!g_hash_table_contains (self->redeploy, to) || !g_hash_table_contains (self->redeploy, from)
      || GPOINTER_TO_INT (g_hash_table_lookup (self->redeploy, from)) <= 1)
    {
      sw_game_window_toast (self, !g_hash_table_contains (self->redeploy, to) || !g_hash_table_contains (self->redeploy, from)
                                  ? _("Only the active race’s regions take tokens when redeploying")
                                  : _("A region keeps at least one token; to empty it, abandon it"));
      /* nothing moved: no redeployment left open by a refused drag */
      if (started)
        redeploy_cancel_action (widget, name, parameter);
      return;
    }
  redeploy_add (self, from, -1);
  redeploy_add (self, to, 1);
}

void
sw_game_window_update_actions (SwGameWindow *self)
{
  static const char *const turn_actions[] = {
    "game.conquer-selected", "game.conquer-roll", "game.redeploy-start", "game.ready", "game.decline",
    "game.undo", "game.redo", "game.conquer", "game.conquer-via", "game.pick", "game.reveal",
  };
  static const char *const redeploy_actions[] = {
    "game.redeploy-cancel", "game.redeploy-confirm",
  };
  gboolean redeploying = self->redeploy != NULL;
  /* a game that is over is only looked at, fixed or undone */
  gboolean over = self->game != NULL && sw_game_is_over (self->game);

  for (guint i = 0; i < G_N_ELEMENTS (turn_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), turn_actions[i], !redeploying && !over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.end-turn", !over);
  for (guint i = 0; i < G_N_ELEMENTS (redeploy_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), redeploy_actions[i], redeploying);
  /* more on the map than the race may keep (the Amazons' 4 going back): some come off first */
  if (redeploying && sw_game_window_redeploy_left (self) < 0)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.redeploy-confirm", FALSE);
  if (!redeploying)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo", self->game != NULL && self->game->log->len > 0);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.redo", self->redo->len > 0);
    }
  /* the final conquest, won or lost, ended the turn's conquests
   * (docs/rules.md 1.7): no second die (the region panel says why) */
  if (!redeploying && !over && self->game != NULL)
    {
      SwBand *band = sw_game_band (self->game, sw_game_player (self->game, self->game->seat)->active);

      gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.conquer-roll", band == NULL || !band->conquest_ended);
    }
}

/* ---- the window --------------------------------------------------------- */

static void
shortcuts_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/swcompanion/Companion/sw-game-shortcuts.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

static void
toggle_sidebar_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* ---- final reveal and chart --------------------------------------------- */

static void
export_chart_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!sw_game_chart_export (self->game, g_variant_get_string (parameter, NULL), &error))
    sw_game_window_toast (self, error->message);
}

/* A save chooser for @action (an "s": a path), @name the file offered. */
static void
open_save_chooser (SwGameWindow *self, const char *title, const char *accept, const char *name, const char *action)
{
  GtkFileChooserNative *native = sw_file_chooser_for_action (GTK_WIDGET (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                                             title, accept, action);

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
export_chart_dialog_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  /* Translators: default file name of the exported chart; keep the .png */
  open_save_chooser (SW_GAME_WINDOW (widget), _("Export Chart"), _("_Export"), _("coins.png"), "game.export-chart");
}

/* game.save-copy: the whole record (the map in it) in a file of the
 * table's choosing, to keep or to send; the game goes on in its own file.
 * game.save-copy-to ("s"): to that path at once. */
static void
save_copy_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (parameter == NULL)
    {
      const char *title = self->game->map != NULL ? sw_map_get_title (self->game->map) : NULL;
      g_autofree char *file_name = g_strdup_printf ("%s.swgame", title != NULL && *title != '\0' ? title : _("Game"));

      open_save_chooser (self, _("Save a Copy of the Game"), _("_Save"), g_strdelimit (file_name, "/", '-'),
                         "game.save-copy-to");
      return;
    }
  if (!sw_game_save_file (self->game, g_variant_get_string (parameter, NULL), &error))
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Save a Copy"), error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  {
    g_autofree char *base = g_path_get_basename (g_variant_get_string (parameter, NULL));
    /* Translators: the toast after Save a Copy, with the copy's file name */
    g_autofree char *text = g_strdup_printf (_("A copy of the game is saved as %s"), base);

    sw_game_window_toast (self, text);
  }
}

static void
show_page_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);

  gtk_stack_set_visible_child_name (self->stack, g_str_equal (name, "game.show-final") ? "final" : "play");
}

void
sw_game_window_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.reveal", "(ss)", reveal_action);
  gtk_widget_class_install_action (widget_class, "game.pick", "(ii)", pick_action);
  gtk_widget_class_install_action (widget_class, "game.select-region", "s", select_region_action);
  gtk_widget_class_install_action (widget_class, "game.conquer", "(si)", conquer_action);
  gtk_widget_class_install_action (widget_class, "game.conquer-via", "(ssib)", conquer_via_action);
  gtk_widget_class_install_action (widget_class, "game.abandon", "s", abandon_action);
  gtk_widget_class_install_action (widget_class, "game.ready", NULL, simple_action);
  gtk_widget_class_install_action (widget_class, "game.decline", NULL, simple_action);
  gtk_widget_class_install_action (widget_class, "game.redeploy", "a(si)", redeploy_action);
  gtk_widget_class_install_action (widget_class, "game.redeploy-start", NULL, redeploy_start_action);
  gtk_widget_class_install_action (widget_class, "game.region-move", "(ss)", region_move_action);
  gtk_widget_class_install_action (widget_class, "game.redeploy-rest", NULL, redeploy_rest_action);
  gtk_widget_class_install_action (widget_class, "game.redeploy-cancel", NULL, redeploy_cancel_action);
  gtk_widget_class_install_action (widget_class, "game.redeploy-confirm", NULL, redeploy_confirm_action);
  gtk_widget_class_install_action (widget_class, "game.conquer-selected", NULL, conquer_selected_action);
  gtk_widget_class_install_action (widget_class, "game.conquer-roll", NULL, conquer_selected_action);
  gtk_widget_class_install_action (widget_class, "game.enter", NULL, enter_action);
  gtk_widget_class_install_action (widget_class, "game.region-click", "s", region_click_action);
  gtk_widget_class_install_action (widget_class, "game.region-take-back", "s", region_take_back_action);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "game.shortcuts", NULL, shortcuts_action);
  gtk_widget_class_install_action (widget_class, "game.toggle-sidebar", NULL, toggle_sidebar_action);
  gtk_widget_class_install_action (widget_class, "game.marker", "(ssi)", marker_action);
  gtk_widget_class_install_action (widget_class, "game.reveal-place", "(ss)", reveal_place_action);
  gtk_widget_class_install_action (widget_class, "game.set-region", "(sibii)", set_region_action);
  gtk_widget_class_install_action (widget_class, "game.power", "(sss)", power_action);
  gtk_widget_class_install_action (widget_class, "game.adjust", "(isi)", adjust_action);
  gtk_widget_class_install_action (widget_class, "game.withdraw", "(isa(si))", withdraw_action);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, sw_game_window_end_turn_action);
  gtk_widget_class_install_action (widget_class, "game.confirm-turn", NULL, confirm_turn_action);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "game.export-chart", "s", export_chart_action);
  gtk_widget_class_install_action (widget_class, "game.export-chart-dialog", NULL, export_chart_dialog_action);
  gtk_widget_class_install_action (widget_class, "game.save-copy", NULL, save_copy_action);
  gtk_widget_class_install_action (widget_class, "game.save-copy-to", "s", save_copy_action);
  gtk_widget_class_install_action (widget_class, "game.show-final", NULL, show_page_action);
  gtk_widget_class_install_action (widget_class, "game.show-board", NULL, show_page_action);
  /* every turn action has a key, listed in sw-game-shortcuts.ui */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "game.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo", NULL);
  GTK_WINDOW_CLASS (widget_class)->activate_default = activate_default;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "game.conquer-roll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK, "game.ready", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "game.redeploy-start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "game.redeploy-rest", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "game.decline", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "game.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "game.toggle-sidebar", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK, "game.shortcuts", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}
