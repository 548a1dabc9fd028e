/* sw-combo-row.h: a visible combo of the game window's combo row: its power and race, what it costs, the coins on it and the tokens it gives, and its Pick button. */
#pragma once

#include <adwaita.h>
#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_COMBO_ROW (sw_combo_row_get_type ())
G_DECLARE_FINAL_TYPE (SwComboRow, sw_combo_row, SW, COMBO_ROW, AdwActionRow)

/* Property "position" (read-only): the combo's place in the row, which is
 * also what it costs. Pick activates "game.pick-combo" with it. */
GtkWidget  *sw_combo_row_new           (SwGame     *game,
                                        guint       position);
/* Shows the combo at @position of @game's row as it is now. */
void        sw_combo_row_set_combo     (SwComboRow *self,
                                        SwGame     *game,
                                        guint       position);
guint       sw_combo_row_get_position  (SwComboRow *self);
GtkButton  *sw_combo_row_get_button    (SwComboRow *self);

G_END_DECLS
