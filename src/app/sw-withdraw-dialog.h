/* sw-withdraw-dialog.h: End Turn's question for a defender: where the tokens they took back into hand after losing regions go, one spin button per region of that race (docs/rules.md 1.6). */
#pragma once

#include <adwaita.h>
#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_WITHDRAW_DIALOG (sw_withdraw_dialog_get_type ())
G_DECLARE_FINAL_TYPE (SwWithdrawDialog, sw_withdraw_dialog, SW, WITHDRAW_DIALOG, AdwMessageDialog)

/* The dialog for @band's withdrawn tokens, over @parent, all of them on
 * the band's strongest region at first. Its responses: "cancel" (Back to
 * the Turn), "keep" (Leave in Hand) and "place", enabled while every
 * token is placed. */
SwWithdrawDialog *sw_withdraw_dialog_new        (GtkWindow        *parent,
                                                 SwGame           *game,
                                                 gint              band);
gint              sw_withdraw_dialog_get_band   (SwWithdrawDialog *self);
/* The seat whose race it is, and the race's id. */
gint              sw_withdraw_dialog_get_owner  (SwWithdrawDialog *self);
const char       *sw_withdraw_dialog_get_race   (SwWithdrawDialog *self);
/* The tokens withdrawn, and how many are not placed yet (< 0: too many). */
gint              sw_withdraw_dialog_get_tokens (SwWithdrawDialog *self);
gint              sw_withdraw_dialog_get_left   (SwWithdrawDialog *self);
/* What the spin buttons say, a floating "a(si)": region id, tokens added. */
GVariant         *sw_withdraw_dialog_get_counts (SwWithdrawDialog *self);

G_END_DECLS
