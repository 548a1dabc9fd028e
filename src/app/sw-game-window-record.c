/* sw-game-window-record.c: what the game window writes into the log: asked of the rules first, refused with the reasons and Record Anyway, the die rolled as it is written. */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-window"

#include <glib/gi18n.h>

#include "sw-game-window.h"
#include "sw-game-window-private.h"

/* A conquest with the die to roll here (SW_GAME_WINDOW_DIE_TO_ROLL) is
 * asked of the rules at the die's best, 3: what they refuse then, no roll
 * can make allowed, and the table sees no roll it could try again. */
static gboolean
die_to_roll (SwAction *action)
{
  if (action->type != SW_ACTION_CONQUER || action->die != SW_GAME_WINDOW_DIE_TO_ROLL)
    return FALSE;
  action->die = 3;
  return TRUE;
}

/* Appends @action (taking it), which the table wants in the log: saves,
 * refreshes. FALSE when the engine refuses it outright. */
gboolean
sw_game_window_record (SwGameWindow *self, SwAction *action)
{
  g_autoptr(GError) error = NULL;

  /* the die is rolled as the conquest is written, never before */
  if (action->type == SW_ACTION_CONQUER && action->die == SW_GAME_WINDOW_DIE_TO_ROLL)
    action->die = sw_game_roll_die (self->game);
  if (!sw_game_append (self->game, action, &error))
    {
      sw_game_window_toast (self, error->message);
      return FALSE;
    }
  /* a new action: what was undone before it cannot be redone after it */
  if (!self->redoing)
    g_ptr_array_set_size (self->redo, 0);
  sw_game_window_save (self);
  sw_game_window_refresh (self);
  /* docs/rules.md I-U1, 3.3: a region taken from its monsters or with a
   * face-down marker, what lay hidden is asked at once, in its panel */
  action = g_ptr_array_index (self->game->log, self->game->log->len - 1);
  if (action->type == SW_ACTION_CONQUER && g_strcmp0 (action->region, self->selected) == 0
      && !self->fix_board && !sw_game_window_is_final (self)
      && sw_game_region_find_question (self->game, sw_game_region_index (self->game, action->region)) != NULL)
    {
      /* a folded sidebar opens for it */
      adw_flap_set_reveal_flap (self->flap, TRUE);
      sw_game_region_panel_ask_find (self->region_panel);
    }
  return TRUE;
}

/* After a conquest with the die (@die >= 0) of region @index by band
 * @active: what the die showed and whether the region was taken (a failed
 * roll is recorded too: it ends the turn's conquests). */
void
sw_game_window_say_die_roll (SwGameWindow *self, const char *label, gint index, gint active, gint die)
{
  g_autofree char *text = NULL;

  if (die < 0 || index < 0)
    return;
  if (active >= 0 && sw_game_region_state (self->game, index)->band == active)
    /* Translators: the toast after a conquest with the die: "The die shows 2: r12 is taken" */
    text = g_strdup_printf (_("The die shows %d: %s is taken"), die, label);
  else
    /* Translators: the toast after a failed conquest with the die: "The die shows 0: not enough to take r12" */
    text = g_strdup_printf (_("The die shows %d: not enough to take %s"), die, label);
  sw_game_window_toast (self, text);
}

/* A conquest recorded anyway with fewer tokens in hand than it costs: the
 * table moved the tokens the race had in hand there (one, when the hand
 * was empty), not the rest from the box, which the rules give no one (the
 * log says how many). The race is the one the conquest is by: the race in
 * decline for the Ghouls'. */
static void
commit_the_hand (SwGameWindow *self, SwAction *action)
{
  gint acting = sw_game_action_band (self->game, action);
  SwBand *band = sw_game_band (self->game, acting);
  gint index = sw_game_region_index (self->game, action->region);
  SwCost *cost;

  if (band == NULL || index < 0)
    return;
  cost = sw_conquest_cost_for (self->game, acting, (guint) index, action->via);
  if (cost->total > band->hand)
    action->tokens = MAX (band->hand, 1);
  sw_cost_free (cost);
}

static void
refusal_response (AdwMessageDialog *dialog, const char *response, SwGameWindow *self)
{
  SwAction *action = g_object_steal_data (G_OBJECT (dialog), "action");
  SwAction *before = g_object_steal_data (G_OBJECT (dialog), "before");

  if (self->refusal_dialog == GTK_WIDGET (dialog))
    self->refusal_dialog = NULL;
  if (action == NULL)
    return;
  if (!g_str_equal (response, "record"))
    {
      g_clear_pointer (&before, sw_action_free);
      sw_action_free (action);
      return;
    }
  /* what the action was asked after (the turn's readying), then the
   * action: the table did it anyway, and the log says it was decided,
   * not mis-clicked */
  if (before != NULL && !sw_game_window_record (self, before))
    {
      sw_action_free (action);
      return;
    }
  action->override = TRUE;
  if (action->type == SW_ACTION_CONQUER && action->die == -1 && action->tokens <= 0)
    commit_the_hand (self, action);
  if (action->type == SW_ACTION_CONQUER && action->die != -1)
    {
      /* a conquest with the die: what it showed, as when it is allowed */
      g_autofree char *label = sw_game_window_dup_region_label (self, action->region);
      gint index = sw_game_region_index (self->game, action->region);
      gint active = sw_game_player (self->game, self->game->seat)->active;

      if (sw_game_window_record (self, action))
        sw_game_window_say_die_roll (self, label, index, active,
                                     ((SwAction *) g_ptr_array_index (self->game->log, self->game->log->len - 1))->die);
      return;
    }
  sw_game_window_record (self, action);
}

/* Says why @action is not recorded; @reasons are the rules' (then "Record
 * Anyway" records it, marked, after @before when it was asked after it), or
 * NULL with @refusal when the engine cannot represent it at all. Takes
 * @before and @action. */
static void
show_refusal (SwGameWindow *self, SwAction *before, SwAction *action, GPtrArray *reasons, const char *refusal)
{
  g_autofree char *what = sw_game_window_describe_action (self, action);
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;

  /* Translators: the first line of the dialog that refuses an action: "Not recorded: conquest of r22" */
  g_string_append_printf (body, _("Not recorded: %s"), what);
  g_string_append (body, "\n\n");
  if (reasons != NULL)
    {
      heading = g_strdup (_("Not Allowed by the Rules"));
      for (guint i = 0; i < reasons->len; i++)
        g_string_append_printf (body, "• %s\n", (const char *) g_ptr_array_index (reasons, i));
      g_string_append_c (body, '\n');
      g_string_append (body, _("If the table did it anyway, record it anyway: the log marks it as the table’s decision."));
    }
  else
    {
      heading = g_strdup (_("Cannot Be Recorded"));
      g_string_append (body, refusal);
    }
  if (self->refusal_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->refusal_dialog));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body->str));
  if (reasons != NULL)
    {
      adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "record", _("_Record Anyway"), NULL);
      adw_message_dialog_set_response_appearance (dialog, "record", ADW_RESPONSE_DESTRUCTIVE);
    }
  else
    adw_message_dialog_add_responses (dialog, "cancel", _("_Close"), NULL);
  /* a mis-click answered with Enter records nothing */
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "action", action, (GDestroyNotify) sw_action_free);
  if (before != NULL)
    g_object_set_data_full (G_OBJECT (dialog), "before", before, (GDestroyNotify) sw_action_free);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (refusal_response), self, 0);
  self->refusal_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The file is lenient, the app is careful: an action the rules forbid is
 * not recorded by a mis-click. It is checked first; when the engine has
 * reasons against it, nothing is written and a dialog says why. */
gboolean
sw_game_window_apply (SwGameWindow *self, SwAction *action)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) reasons = NULL;

  gboolean rolled;

  /* the table's decision, taken once (Redo of a Record Anyway): not asked again */
  if (action->override)
    return sw_game_window_record (self, action);
  rolled = die_to_roll (action);
  reasons = sw_game_check_full (self->game, action, &error);
  if (rolled)
    action->die = SW_GAME_WINDOW_DIE_TO_ROLL;
  if (error != NULL)
    {
      show_refusal (self, NULL, action, NULL, error->message);
      return FALSE;
    }
  if (reasons->len > 0)
    {
      show_refusal (self, NULL, action, reasons, NULL);
      return FALSE;
    }
  return sw_game_window_record (self, action);
}

/* Whether @action may be recorded once @before is: the turn's first
 * conquest readies the troops by itself, and a mis-click must not take
 * them back either. TRUE takes neither; FALSE takes both and says why
 * (Record Anyway records both, @action marked). */
gboolean
sw_game_window_check_after (SwGameWindow *self, SwAction *before, SwAction *action)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) reasons = NULL;
  gboolean rolled = die_to_roll (action);

  reasons = sw_game_check_after (self->game, before, action, &error);
  if (rolled)
    action->die = SW_GAME_WINDOW_DIE_TO_ROLL;
  if (error != NULL)
    {
      sw_action_free (before);
      show_refusal (self, NULL, action, NULL, error->message);
      return FALSE;
    }
  if (reasons->len > 0)
    {
      show_refusal (self, before, action, reasons, NULL);
      return FALSE;
    }
  return TRUE;
}

GtkWidget *
sw_game_window_get_refusal_dialog (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  return self->refusal_dialog;
}
