/* sw-player-row.h: a player in the game window's Players list: their colour and name (bold on their turn), their races, and their coins when shown. */
#pragma once

#include <adwaita.h>
#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_PLAYER_ROW (sw_player_row_get_type ())
G_DECLARE_FINAL_TYPE (SwPlayerRow, sw_player_row, SW, PLAYER_ROW, AdwActionRow)

/* Property "show-coins": the player's coins, or "hidden" as they lie face
 * down at the table (the default). */
GtkWidget  *sw_player_row_new             (SwGame      *game,
                                           guint        seat);
/* Shows the player at @seat of @game as the game is now; call again after
 * the game changed. */
void        sw_player_row_set_player      (SwPlayerRow *self,
                                           SwGame      *game,
                                           guint        seat);
void        sw_player_row_update          (SwPlayerRow *self);
guint       sw_player_row_get_seat        (SwPlayerRow *self);
gboolean    sw_player_row_get_show_coins  (SwPlayerRow *self);
void        sw_player_row_set_show_coins  (SwPlayerRow *self,
                                           gboolean     show_coins);
/* What the suffix shows: "12 coins" or "hidden". */
const char *sw_player_row_get_coins_text  (SwPlayerRow *self);

G_END_DECLS
