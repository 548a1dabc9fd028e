/* sw-render-heat.h: a value per region drawn as a heat map over the board, and its legend (the balance report's coins per region). */
#pragma once

#include <cairo.h>
#include <glib-object.h>
#include "sw-render.h"

G_BEGIN_DECLS

/* A value for each region, by region id (so that it still fits the map
 * after an edit that renumbers the regions), and the caption of its
 * legend. Regions without a value are not tinted. */
typedef struct _SwHeatMap SwHeatMap;

#define SW_TYPE_HEAT_MAP (sw_heat_map_get_type ())
GType        sw_heat_map_get_type     (void) G_GNUC_CONST;
SwHeatMap   *sw_heat_map_new          (const char       *caption);
SwHeatMap   *sw_heat_map_ref          (SwHeatMap        *heat);
void         sw_heat_map_unref        (SwHeatMap        *heat);
void         sw_heat_map_set          (SwHeatMap        *heat,
                                       const char       *region_id,
                                       double            value);
gboolean     sw_heat_map_lookup       (const SwHeatMap  *heat,
                                       const char       *region_id,
                                       double           *value);
guint        sw_heat_map_get_size     (const SwHeatMap  *heat);
const char  *sw_heat_map_get_caption  (const SwHeatMap  *heat);
/* The top of the scale: the largest value, at least a small positive
 * number (a scale from 0 to 0 cannot be drawn). */
double       sw_heat_map_get_max      (const SwHeatMap  *heat);

/* The scale's colour (RGB, 0..1) for @fraction of the way up the scale
 * (clamped): pale yellow through orange to dark red, readable on both
 * the board's terrains and paper, and in grey. */
void         sw_heat_map_colour       (double            fraction,
                                       double            rgb[3]);

/* Tints every region that has a value with its colour of the scale,
 * mostly opaque so that the terrain no longer competes with it. @cr is
 * in millimetres, as for sw_render_map(); @line_width in the same units. */
void         sw_render_heat_map       (cairo_t          *cr,
                                       SwMap            *map,
                                       const SwRenderLayout *layout,
                                       const SwHeatMap  *heat,
                                       double            line_width);

/* The legend: the caption, then the colour bar with 0, the middle and the
 * top of the scale written under it, on a pale rounded card, its top-left
 * corner at (@x, @y), @width wide, text @font_size high (in @cr's units:
 * pixels on screen, points on paper). Returns the height it took. */
double       sw_render_heat_legend    (cairo_t          *cr,
                                       const SwHeatMap  *heat,
                                       double            x,
                                       double            y,
                                       double            width,
                                       double            font_size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwHeatMap, sw_heat_map_unref)

G_END_DECLS
