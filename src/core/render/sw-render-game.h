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
/* Whether text on @rgb (0..1) is white (a dark colour) or near black (a
 * light one: amber, a pale colour a player chose), by its luma. */
gboolean sw_render_light_text   (const double          rgb[3]);
/* The default colour of a seat, "#rrggbb" (static). */
const char *sw_render_seat_colour (guint                seat);

/* Draws each region's occupant at its anchor: a disc in the owner's
 * colour with the token count (grey when in decline), natives as a
 * grey disc, and the markers' icons with their counts under it.
 * @cr is in millimetres, as for sw_render_map(). */
void  sw_render_game_occupants   (cairo_t              *cr,
                                  SwGame               *game,
                                  const SwRenderLayout *layout);

/* Where region @index's occupant disc and markers go, as circles (x, y,
 * radius in mm, three doubles each): the disc first (placed whether or not
 * the region is occupied), then each marker in the order they are drawn.
 * Each lies inside the region, clear of its borders, of the symbols drawn
 * there (sw_render_symbol_circles()) and of the circles before it, as far
 * as the region has room (a circle shrinks to half before it gives up).
 * @min_r is the smallest disc radius (the screen's readable size). At most
 * @max circles; returns how many. */
guint     sw_render_game_region_circles  (SwGame               *game,
                                          const SwRenderLayout *layout,
                                          guint                 index,
                                          double                min_r,
                                          double               *xyr,
                                          guint                 max);

/* A game marker (fortress, troll lair, hero, dragon, the variants' figures,
 * relics, artifacts...) as an icon on a token disc, @size mm wide, centred
 * on @cx, @cy; a marker without a picture gets its initial. */
void      sw_render_game_marker          (cairo_t    *cr,
                                          const char *marker,
                                          double      cx,
                                          double      cy,
                                          double      size);
/* Whether @marker has its own picture (not just an initial). */
gboolean  sw_render_game_marker_has_icon (const char *marker);

G_END_DECLS
