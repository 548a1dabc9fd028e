/* sw-game-check.c: what an action would warn about, asked before it is recorded. */
#define G_LOG_DOMAIN "sw-game"
#include "config.h"

#include "sw-game.h"

/* A game of the same map and players, replaying the same log (borrowed,
 * not copied): what happens to it leaves @game and the pointers into its
 * state (bands, regions) as they were. */
static SwGame *
scratch_game (SwGame *game)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  for (guint p = 0; p < game->players->len; p++)
    g_ptr_array_add (names, sw_game_player (game, p)->name);
  g_ptr_array_add (names, NULL);
  SwGame *scratch = sw_game_new (game->map, (const char *const *) names->pdata);
  scratch->turns = game->turns;
  g_ptr_array_set_free_func (scratch->log, NULL);
  for (guint i = 0; i < game->log->len; i++)
    g_ptr_array_add (scratch->log, g_ptr_array_index (game->log, i));
  return scratch;
}

/* Frees @scratch and the actions appended to it after the borrowed
 * @length: the borrowed ones stay their game's. */
static void
scratch_free (SwGame *scratch,
              guint   length)
{
  for (guint i = length; i < scratch->log->len; i++)
    sw_action_free (g_ptr_array_index (scratch->log, i));
  g_ptr_array_set_size (scratch->log, 0);
  sw_game_unref (scratch);
}

/* The file is lenient and the app is careful: a log with an illegal move
 * loads with warnings (the table is sovereign), but the app asks this
 * first and records nothing the rules forbid unless the table insists
 * (SwAction.override). The action is applied after a replay of the log on
 * a scratch game: the warnings are exactly the ones the engine gives, with
 * no second copy of its rules to drift apart from it, and the game asked
 * is not touched at all. It costs a replay, as Undo does. */
GPtrArray *
sw_game_check_after (SwGame         *game,
                     const SwAction *before,
                     const SwAction *action,
                     GError        **error)
{
  g_return_val_if_fail (game != NULL && action != NULL, NULL);
  GPtrArray *reasons = g_ptr_array_new_with_free_func (g_free);
  SwGame *scratch = scratch_game (game);
  guint length = game->log->len;
  /* Asked as a plain action: an override's own remark is not a reason. */
  SwAction *copy = sw_action_copy (action);
  copy->override = FALSE;
  /* the log replays: @game's state was made from it */
  gboolean ready = sw_game_replay (scratch, length, error);
  /* what comes first is applied as it would be recorded */
  if (ready && before != NULL)
    ready = sw_game_append (scratch, sw_action_copy (before), error);
  guint index = scratch->log->len;
  guint first = scratch->warnings->len;
  if (!ready)
    sw_action_free (copy);
  else if (sw_game_append (scratch, copy, error))
    for (guint i = first; i < scratch->warnings->len; i++)
      {
        const SwGameWarning *warning = g_ptr_array_index (scratch->warnings, i);
        if (warning->action == index)
          g_ptr_array_add (reasons, g_strdup (warning->message));
      }
  scratch_free (scratch, length);
  return reasons;
}

gint
sw_game_hand_after (SwGame         *game,
                    const SwAction *before)
{
  g_return_val_if_fail (game != NULL, 0);
  SwBand *band = sw_game_band (game, sw_game_player (game, game->seat)->active);
  if (band == NULL)
    return 0;
  if (before == NULL)
    return band->hand;
  SwGame *scratch = scratch_game (game);
  guint length = game->log->len;
  gint hand = band->hand;
  if (sw_game_replay (scratch, length, NULL) && sw_game_append (scratch, sw_action_copy (before), NULL))
    {
      SwBand *after = sw_game_band (scratch, sw_game_player (scratch, scratch->seat)->active);
      hand = after != NULL ? after->hand : 0;
    }
  scratch_free (scratch, length);
  return hand;
}

GPtrArray *
sw_game_check_full (SwGame         *game,
                    const SwAction *action,
                    GError        **error)
{
  return sw_game_check_after (game, NULL, action, error);
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
