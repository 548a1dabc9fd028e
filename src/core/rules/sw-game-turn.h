/* sw-game-turn.h: layer 5 of the rules engine (docs/architecture.md,
 * Layers): the actions of the turn's end (sw-game-turn.c). */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

gboolean sw_game_apply_redeploy   (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_withdraw   (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_set_region (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_end_turn   (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_ready      (SwGame *game, SwAction *action, GError **error);

G_END_DECLS
