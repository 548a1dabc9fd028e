/* sw-game-region-panel.h: the selected region in the game window's sidebar: what it holds, what taking it costs and with what, the die, fixing the board, the markers. */
#pragma once

#include <gtk/gtk.h>
#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_GAME_REGION_PANEL (sw_game_region_panel_get_type ())
G_DECLARE_FINAL_TYPE (SwGameRegionPanel, sw_game_region_panel, SW, GAME_REGION_PANEL, GtkBox)

typedef enum
{
  SW_GAME_REGION_PANEL_PLAY,    /* the turn: the cost, the die, the powers used here */
  SW_GAME_REGION_PANEL_FIX,     /* fixing the board: owner, tokens and natives as the table shows them */
  SW_GAME_REGION_PANEL_FINAL,   /* the game is over: what the region holds */
} SwGameRegionPanelMode;

GtkWidget  *sw_game_region_panel_new            (void);
/* The game whose regions the panel shows; its players and catalog fill
 * the owner and marker lists. */
void        sw_game_region_panel_set_game       (SwGameRegionPanel     *self,
                                                 SwGame                *game);
/* Shows @region (an id; NULL: none selected) as @description (Pango
 * markup: what the map says of it) and the game's state now. Its buttons
 * are the window's "game." actions; "With the Die" emits ::conquer. */
void        sw_game_region_panel_show           (SwGameRegionPanel     *self,
                                                 const char            *region,
                                                 const char            *description,
                                                 SwGameRegionPanelMode  mode);
/* When the region shown awaits the place, relic or artifact its start
 * marker hid (sw_game_region_find_question()): puts the focus on the
 * marker search, which then offers only those still hidden. FALSE when
 * it does not. */
gboolean    sw_game_region_panel_ask_find       (SwGameRegionPanel     *self);
/* What the panel says a conquest uses: the power, race or place id ("":
 * nothing special), and whether it is by the race in decline (Ghouls). */
const char *sw_game_region_panel_get_via        (SwGameRegionPanel     *self);
gboolean    sw_game_region_panel_get_by_decline (SwGameRegionPanel     *self);

G_END_DECLS
