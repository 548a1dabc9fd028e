/* sw-player-picker.h: a power that names another player (the Diplomat's ally, a Pandaren's harmony paid): what it does, the players it may name, and the button that records it. */
#pragma once

#include <gtk/gtk.h>
#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_PLAYER_PICKER (sw_player_picker_get_type ())
G_DECLARE_FINAL_TYPE (SwPlayerPicker, sw_player_picker, SW, PLAYER_PICKER, GtkBox)

/* Properties: "via" (the power or race id recorded, e.g. "diplomat"),
 * "text" (what it does, above the players), "button-label" (with a
 * mnemonic). The button activates "game.power" (sss) with the via, the
 * seat chosen and "" (docs/rules.md 2.2, 2.5). */
GtkWidget  *sw_player_picker_new           (const char     *via,
                                            const char     *button_label);
void        sw_player_picker_set_text      (SwPlayerPicker *self,
                                            const char     *text);
/* Offers @game's players at @seats (gint), in that order, showing
 * @chosen when offered, else the one shown before, else the first. */
void        sw_player_picker_set_seats     (SwPlayerPicker *self,
                                            SwGame         *game,
                                            GArray         *seats,
                                            gint            chosen);
/* The seat shown, -1 with none offered. */
gint        sw_player_picker_get_seat      (SwPlayerPicker *self);
gboolean    sw_player_picker_select_seat   (SwPlayerPicker *self,
                                            gint            seat);

G_END_DECLS
