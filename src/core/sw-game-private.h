/* sw-game-private.h: what sw-game.c and sw-game-actions.c share. */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

/* Applies one action to the state (the log is not touched). FALSE with
 * @error set when the action cannot be applied at all. */
gboolean sw_game_apply (SwGame *game, SwAction *action, GError **error);

G_END_DECLS
