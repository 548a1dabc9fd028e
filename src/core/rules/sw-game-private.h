/* sw-game-private.h: what sw-game.c, sw-game-actions.c, sw-game-turn.c and the effect tables share. */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

/* Applies one action to the state (the log is not touched). FALSE with
 * @error set when the action cannot be applied at all. */
gboolean sw_game_apply (SwGame *game, SwAction *action, GError **error);

/* A legality warning on the action being applied (never a refusal). */
void     sw_game_warn        (SwGame *game, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* A refusal, with the action's line: always returns FALSE. */
gboolean sw_game_refuse      (GError **error, const SwAction *action, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* The refusal of a region that is not on the map, or of none at all. */
gboolean sw_game_refuse_region (GError **error, const SwAction *action, const char *region);
/* Empties a conquered region (docs/rules.md 1.6); returns the tokens lost. */
gint     sw_game_remove_defender (SwGame *game, guint region, gint attacker, gboolean no_loss);
/* An integer attribute of a catalog entry of the game's edition, 0 if absent. */
gint     sw_game_catalog_int (SwGame *game, const char *kind, const char *id, const char *attribute);

/* The band an action names: active, or a decline race (by @race when
 * given: the Spirit slot's too), -1 if none. */
gint     sw_game_decline_band (SwGame *game, guint seat, gboolean decline, const char *race);

/* What the actions of a turn share (sw-game-actions.c). */
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

/* The actions of the turn's end (sw-game-turn.c). */
gboolean sw_game_apply_redeploy     (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_withdraw     (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_set_region   (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_end_turn     (SwGame *game, SwAction *action, GError **error);
gboolean sw_game_apply_ready        (SwGame *game, SwAction *action, GError **error);

G_END_DECLS
