/* sw-game-setup.h: the New Game window (edition, map, players, who starts); see sw-game-window.h for its functions. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_GAME_SETUP (sw_game_setup_get_type ())
G_DECLARE_FINAL_TYPE (SwGameSetup, sw_game_setup, SW, GAME_SETUP, AdwWindow)

G_END_DECLS
