/* sw-combo-picker.h: one search over the powers and races still in the box, to enter a revealed combo, and the token prompt before a pick. */
#pragma once

#include <gtk/gtk.h>

#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_COMBO_PICKER (sw_combo_picker_get_type ())
G_DECLARE_FINAL_TYPE (SwComboPicker, sw_combo_picker, SW, COMBO_PICKER, GtkWidget)

/* Signals:
 *   "reveal" (const char *race, const char *power): a face-down combo was
 *     entered, both halves chosen;
 *   "pick" (int position, int tokens): the combo at @position is taken,
 *     with @tokens taken (0: the numbers printed on the tiles). */
SwComboPicker *sw_combo_picker_new            (void);
/* Offers what @game has not in play nor in its row; keeps the search and a
 * half chosen still on offer. The search shows while the row has room. */
void           sw_combo_picker_set_game       (SwComboPicker *self,
                                               SwGame        *game);
/* Takes the combo at @position: at once when @tokens > 0 or the catalog
 * prints both numbers, else after asking how many tokens it gives. */
void           sw_combo_picker_pick           (SwComboPicker *self,
                                               guint          position,
                                               gint           tokens);
/* Whether the catalog lacks the printed numbers of one half of a combo. */
gboolean       sw_combo_picker_lacks_tokens   (SwGame        *game,
                                               const char    *race,
                                               const char    *power);
void           sw_combo_picker_focus_search   (SwComboPicker *self);
GtkEditable   *sw_combo_picker_get_search     (SwComboPicker *self);
GtkSpinButton *sw_combo_picker_get_tokens     (SwComboPicker *self);
/* What the list shows now, top first, as "power:flying", "race:ratmen". */
GStrv          sw_combo_picker_dup_shown      (SwComboPicker *self);
/* "search" or "tokens" */
const char    *sw_combo_picker_get_page       (SwComboPicker *self);

G_END_DECLS
