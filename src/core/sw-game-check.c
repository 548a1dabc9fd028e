/* sw-game-check.c: what an action would warn about, asked before it is recorded. */
#define G_LOG_DOMAIN "sw-game"
#include "config.h"

#include "sw-game.h"

/* The file is lenient and the app is careful: a log with an illegal move
 * loads with warnings (the table is sovereign), but the app asks this
 * first and records nothing the rules forbid unless the table insists
 * (SwAction.override). The action is applied to the game and dropped
 * again: the warnings are exactly the ones the engine would give, with no
 * second copy of its rules to drift apart from it. Appending costs one
 * action; dropping it replays the log, as Undo does. */
GPtrArray *
sw_game_check_full (SwGame         *game,
                    const SwAction *action,
                    GError        **error)
{
  g_return_val_if_fail (game != NULL && action != NULL, NULL);
  GPtrArray *reasons = g_ptr_array_new_with_free_func (g_free);
  SwAction *copy = sw_action_copy (action);
  /* Asked as a plain action: an override's own remark is not a reason. */
  copy->override = FALSE;
  guint first = game->warnings->len;
  guint length = game->log->len;
  if (!sw_game_append (game, copy, error))
    return reasons;   /* refused: sw_game_append left the game as it was */
  for (guint i = first; i < game->warnings->len; i++)
    {
      const SwGameWarning *warning = g_ptr_array_index (game->warnings, i);
      if (warning->action == length)
        g_ptr_array_add (reasons, g_strdup (warning->message));
    }
  sw_game_undo (game);
  return reasons;
}

GPtrArray *
sw_game_check (SwGame         *game,
               const SwAction *action)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *reasons = sw_game_check_full (game, action, &error);
  if (error != NULL)
    g_ptr_array_add (reasons, g_strdup (error->message));
  return reasons;
}
