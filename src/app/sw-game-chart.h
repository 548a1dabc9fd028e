/* sw-game-chart.h: each player's coins per round, drawn with cairo, exported as PNG or SVG. */
#pragma once

#include <cairo.h>
#include "sw-game.h"

G_BEGIN_DECLS

/* coins[seat][round], rounds 0 (start) to the last finished one. */
GArray   *sw_game_chart_series  (SwGame     *game,
                                 guint       seat);
void      sw_game_chart_draw    (cairo_t    *cr,
                                 SwGame     *game,
                                 double      width,
                                 double      height);
/* Where the players' names go at the right end of the chart: @wanted[i] is
 * the height of the end of player i's line; @out[i] the baseline of their
 * name, in the same order, each at least @gap from the next and all within
 * @lo..@hi (as far as they fit), each as near its line as that allows. */
void      sw_game_chart_spread_labels (const double *wanted,
                                       guint         n,
                                       double        gap,
                                       double        lo,
                                       double        hi,
                                       double       *out);
/* PNG or SVG, by the file name's extension. */
gboolean  sw_game_chart_export  (SwGame     *game,
                                 const char *path,
                                 GError    **error);

G_END_DECLS
