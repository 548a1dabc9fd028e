/* sw-game-actions.h: layer 4 of the rules engine (docs/architecture.md,
 * Layers): applying one action of the turn (sw-game-actions.c), and what
 * the turn's end shares with them. */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

/* The appliers of one action each (docs/rules.md 1.2-1.10): FALSE with
 * @error set when the action cannot be applied at all. */
gboolean sw_game_apply_pick    (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_conquer (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_abandon (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_decline (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_marker  (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_power   (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_reveal  (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_adjust  (SwGame *game, SwAction *action, GError **error);

/* The band an action names: active, or a decline race (by @race when
 * given: the Spirit slot's too), -1 if none. */
gint     sw_game_decline_band (SwGame *game, guint seat, gboolean decline, const char *race);

/* What the actions of a turn share. */
void     sw_game_start_band_turn    (SwBand *band);
/* docs/rules.md 1.3, 1.10: warns when @what comes after the turn's decline. */
void     sw_game_warn_after_decline (SwGame *game, const char *what);
/* Takes @placed tokens from the hand, the rest from the box; returns how many could be placed. */
gint     sw_band_take_from_hand     (SwBand *band, gint placed);
/* Amazons' lent tokens: given at the start of the expansion, back at the redeployment. */
void     sw_game_lend_tokens        (SwGame *game, gint b);
void     sw_game_return_lent        (SwGame *game, gint b);
/* The band an action acts with (its decline race with decline="yes"). */
gint     sw_game_acting_band        (SwGame *game, const SwAction *action);
/* Puts the seat's active race in decline now (docs/rules.md 1.10). */
void     sw_game_do_decline         (SwGame *game, guint seat);

G_END_DECLS
