/* sw-game-private.h: what sw-game.c and sw-game-actions.c share. */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

/* Applies one action to the state (the log is not touched). FALSE with
 * @error set when the action cannot be applied at all. */
gboolean sw_game_apply (SwGame *game, SwAction *action, GError **error);
/* The power actions (sw-game-powers.c). */
gboolean sw_game_apply_power (SwGame *game, SwAction *action, GError **error);

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

G_END_DECLS
