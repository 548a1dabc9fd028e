/* sw-render-game.h: draws a game's occupants over the rendered map: owners, tokens, decline, markers. */
#pragma once

#include <cairo.h>
#include "sw-game.h"
#include "sw-render.h"

G_BEGIN_DECLS

/* A player's colour ("#rrggbb" or the seat's default) as RGB 0..1. */
void  sw_render_player_colour    (SwGame               *game,
                                  guint                 seat,
                                  double                rgb[3]);
/* The default colour of a seat, "#rrggbb" (static). */
const char *sw_render_seat_colour (guint                seat);

/* Draws each region's occupant at its anchor: a disc in the owner's
 * colour with the token count (grey when in decline), natives as a
 * grey disc, and the markers' initials with their counts under it.
 * @cr is in millimetres, as for sw_render_map(). */
void  sw_render_game_occupants   (cairo_t              *cr,
                                  SwGame               *game,
                                  const SwRenderLayout *layout);

G_END_DECLS
