/* sw-coin-sheet.h: End Turn's coin sheet: what the bank pays, one line per reason, and what the rules have against ending the turn. */
#pragma once

#include <adwaita.h>
#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_COIN_SHEET (sw_coin_sheet_get_type ())
G_DECLARE_FINAL_TYPE (SwCoinSheet, sw_coin_sheet, SW, COIN_SHEET, AdwMessageDialog)

/* The sheet of the turn @game's seat is ending, over @parent. Its
 * responses: "cancel" (Back to the Turn), and "confirm" when nothing is
 * against ending the turn, else "record" (End Turn Anyway) when the
 * table may decide so. @rest_tokens went to @rest_place when End Turn
 * placed the hand (0, NULL: nothing). */
SwCoinSheet        *sw_coin_sheet_new          (GtkWindow   *parent,
                                                SwGame      *game,
                                                gint         rest_tokens,
                                                const char  *rest_place);
/* One line per reason: what the bank pays, what other players pay, then
 * what changed hands during the turn; @total: what the bank pays now. */
const char *const  *sw_coin_sheet_get_lines    (SwCoinSheet *self,
                                                gint        *total);
/* What the rules have against ending the turn now (docs/rules.md 1.9). */
const char *const  *sw_coin_sheet_get_warnings (SwCoinSheet *self);

G_END_DECLS
