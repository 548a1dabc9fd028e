/* sw-game-redeploy-bar.h: under the map while redeploying: the tokens still in hand, the rest here, cancel, confirm. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define SW_TYPE_GAME_REDEPLOY_BAR (sw_game_redeploy_bar_get_type ())
G_DECLARE_FINAL_TYPE (SwGameRedeployBar, sw_game_redeploy_bar, SW, GAME_REDEPLOY_BAR, GtkBox)

/* The buttons activate game.redeploy-rest, -cancel and -confirm. */
GtkWidget  *sw_game_redeploy_bar_new      (void);
/* The live count: the tokens still in hand, and how many regions hold the rest. */
void        sw_game_redeploy_bar_set_left (SwGameRedeployBar *self,
                                           gint               in_hand,
                                           guint              regions);
const char *sw_game_redeploy_bar_get_text (SwGameRedeployBar *self);

G_END_DECLS
