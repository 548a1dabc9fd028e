/* sw-game-turn-bar.h: under the map, never moving: whose turn, the hand, and Conquer, Redeploy, Decline, End Turn. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SW_TYPE_GAME_TURN_BAR (sw_game_turn_bar_get_type ())
G_DECLARE_FINAL_TYPE (SwGameTurnBar, sw_game_turn_bar, SW, GAME_TURN_BAR, GtkBox)

/* The buttons activate "game." actions of the window they are in. */
GtkWidget  *sw_game_turn_bar_new      (void);
/* One line each, ellipsized: "Round 2 of 8 — Ann’s turn", "Commando Dwarves: 3 tokens in hand". */
void        sw_game_turn_bar_set_text (SwGameTurnBar *self,
                                       const char    *turn,
                                       const char    *hand);
const char *sw_game_turn_bar_get_hand (SwGameTurnBar *self);

G_END_DECLS
