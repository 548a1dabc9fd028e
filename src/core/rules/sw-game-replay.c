/* sw-game-replay.c: the top of the rules engine: applying an action (the
 * dispatch to each applier), appending it to the log, replaying the log
 * (docs/architecture.md, Layers). */
#define G_LOG_DOMAIN "sw-game"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sw-game.h"
#include "sw-game-state.h"
#include "sw-game-actions.h"
#include "sw-game-turn.h"

/* Applies one action to the state (the log is not touched). FALSE with
 * @error set when the action cannot be applied at all. */
static gboolean
sw_game_apply (SwGame *game, SwAction *action, GError **error)
{
  if (action->player >= 0 && (guint) action->player != game->seat)
    return sw_game_refuse (error, action, _("it is not %s's turn but %s's"),
                   (guint) action->player < game->players->len ? sw_game_player (game, action->player)->name : _("that player"),
                   sw_game_player (game, game->seat)->name);
  /* docs/rules.md 1.14: the last round is played completely, then the game
   * ends; only an action after that (not the last end of turn) is late. */
  if (game->turns > 0 && game->round > game->turns && action->type != SW_ACTION_ADJUST
      && action->type != SW_ACTION_SET_REGION)
    sw_game_warn (game, _("the game has ended after round %u"), game->turns);
  switch (action->type)
    {
    case SW_ACTION_PICK:
      if (action->race == NULL || action->power == NULL)
        return sw_game_refuse (error, action, _("a pick names a race and a power"));
      return sw_game_apply_pick (game, action, error);
    case SW_ACTION_READY:
      return sw_game_apply_ready (game, action, error);
    case SW_ACTION_CONQUER:
      return sw_game_apply_conquer (game, action, error);
    case SW_ACTION_ABANDON:
      return sw_game_apply_abandon (game, action, error);
    case SW_ACTION_DECLINE:
      return sw_game_apply_decline (game, action, error);
    case SW_ACTION_REDEPLOY:
      return sw_game_apply_redeploy (game, action, error);
    case SW_ACTION_MARKER:
      return sw_game_apply_marker (game, action, error);
    case SW_ACTION_POWER:
      return sw_game_apply_power (game, action, error);
    case SW_ACTION_END_TURN:
      return sw_game_apply_end_turn (game, action, error);
    case SW_ACTION_SET_REGION:
      return sw_game_apply_set_region (game, action, error);
    case SW_ACTION_WITHDRAW:
      return sw_game_apply_withdraw (game, action, error);
    case SW_ACTION_REVEAL:
      return sw_game_apply_reveal (game, action, error);
    case SW_ACTION_ADJUST:
      return sw_game_apply_adjust (game, action, error);
    }
  return sw_game_refuse (error, action, _("unknown action"));
}

/* The warnings an action raised from @first on: of an overridden action
 * they stay, and say that the table decided it (docs/game-format.md). */
static void
mark_overridden (SwGame *game, const SwAction *action, guint first)
{
  for (guint i = first; i < game->warnings->len; i++)
    {
      SwGameWarning *warning = g_ptr_array_index (game->warnings, i);
      warning->line = action->line;
      if (!action->override || warning->override)
        continue;
      warning->override = TRUE;
      /* Translators: a rule's warning on an action the table recorded anyway */
      char *message = g_strdup_printf (_("%s (recorded by the table’s decision)"), warning->message);
      g_free (warning->message);
      warning->message = message;
    }
}

gboolean
sw_game_append (SwGame *game, SwAction *action, GError **error)
{
  g_return_val_if_fail (game != NULL && action != NULL, FALSE);
  if (game->players->len == 0)
    {
      g_set_error_literal (error, SW_GAME_ERROR, SW_GAME_ERROR_INVALID, _("a game needs players"));
      sw_action_free (action);
      return FALSE;
    }
  /* Refusals happen before any change, except in the few appliers that
   * check late: replaying the log is the safe way back. */
  guint first = game->warnings->len;
  if (!sw_game_apply (game, action, error))
    {
      sw_action_free (action);
      sw_game_replay (game, game->log->len, NULL);
      return FALSE;
    }
  mark_overridden (game, action, first);
  g_ptr_array_add (game->log, action);
  return TRUE;
}

gboolean
sw_game_replay (SwGame *game, guint n_actions, GError **error)
{
  sw_game_reset_state (game);
  guint n = MIN (n_actions, game->log->len);
  for (guint i = 0; i < n; i++)
    {
      /* Warnings carry the index of the action being applied. */
      SwAction *action = g_ptr_array_index (game->log, i);
      GPtrArray *log = game->log;
      guint saved = log->len, first = game->warnings->len;
      log->len = i;   /* so that warn() records index i */
      gboolean ok = sw_game_apply (game, action, error);
      log->len = saved;
      if (!ok)
        return FALSE;
      mark_overridden (game, action, first);
    }
  return TRUE;
}

gboolean
sw_game_undo (SwGame *game)
{
  if (game->log->len == 0)
    return FALSE;
  g_ptr_array_set_size (game->log, game->log->len - 1);
  return sw_game_replay (game, game->log->len, NULL);
}

gboolean
sw_game_pick (SwGame *game, const char *race, const char *power, gint position, gint coins, GError **error)
{
  SwAction *action = sw_action_new (SW_ACTION_PICK);
  action->race = g_strdup (race);
  action->power = g_strdup (power);
  action->position = position;
  action->coins = coins;
  return sw_game_append (game, action, error);
}

gboolean
sw_game_conquer (SwGame *game, const char *region, gint die, GError **error)
{
  SwAction *action = sw_action_new (SW_ACTION_CONQUER);
  action->region = g_strdup (region);
  action->die = die;
  return sw_game_append (game, action, error);
}

gboolean
sw_game_end_turn (SwGame *game, GError **error)
{
  return sw_game_append (game, sw_action_new (SW_ACTION_END_TURN), error);
}

gboolean
sw_game_decline (SwGame *game, GError **error)
{
  return sw_game_append (game, sw_action_new (SW_ACTION_DECLINE), error);
}

