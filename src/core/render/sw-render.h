/* sw-render.h: the one cairo map renderer shared by the view, export, printing and swmap render. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "sw-map.h"

G_BEGIN_DECLS

/* Where everything goes on paper, computed once per map state: the extent,
 * each region's anchor (label point) and bounding box, and for a graph-only
 * map the diagram's node positions. Cheap to rebuild, but the view keeps
 * one so that hit tests and redraws don't recompute the graph layout. */
typedef struct {
  guint64 serial;          /* the map's serial when built */
  guint n_regions;
  gboolean graph_only;     /* no region has an outline: drawn as a diagram */
  double x, y, width, height;   /* extent in mm: boards and vertices */
  double *anchor_x, *anchor_y;  /* label point or diagram node, per region */
  double *radius;          /* inscribed radius, or node radius */
  double *bbox;            /* x0, y0, x1, y1 per region (NAN when none) */
  /* Every distinct outline edge once (x0, y0, x1, y1), so that a border
   * shared by two regions is stroked once. */
  double *edges;
  guint n_edges;
  gpointer cache;          /* the renderer's, for this map state (private) */
} SwRenderLayout;

typedef struct {
  gboolean show_adjacency;   /* centre-to-centre lines of the effective adjacency */
  gboolean show_labels;      /* region names, else ids */
  gboolean show_icons;       /* symbols and start markers */
  gboolean show_frame;       /* board frames */
  gboolean show_caption;     /* the "graph-only" note on diagrams */
  gboolean show_background;  /* paint the paper around the boards */
  gboolean hide_starts;      /* no set-up markers: a game's overlay draws them from its state */
  gboolean hide_ids;         /* a region without a name has no label (a board to play on) */
  /* Regions to emphasise, as indices into map->regions (may be NULL). */
  const guint *selection;
  guint n_selection;
  const guint *highlight;    /* e.g. the regions of an issue */
  guint n_highlight;
} SwRenderOptions;

void            sw_render_options_init     (SwRenderOptions       *options);

SwRenderLayout *sw_render_layout_new       (SwMap                 *map);
void            sw_render_layout_free      (SwRenderLayout        *layout);
/* TRUE when @layout was built for the map as it is now. */
gboolean        sw_render_layout_is_current (const SwRenderLayout *layout,
                                            const SwMap           *map);
/* The region (index into map->regions) under a point in mm, or -1. */
gint            sw_render_layout_hit       (const SwRenderLayout  *layout,
                                            SwMap                 *map,
                                            double                 x,
                                            double                 y);

/* Draws the map. @cr is in millimetres (the caller sets the transform);
 * only what meets the current clip is drawn. @layout may be NULL (one is
 * built for this call).
 *
 * Threads: it may run on any thread, but a map and a layout belong to
 * one thread at a time: reading a map fills its lazy topology and
 * index, and a layout keeps the renderer's caches (terrain tiles, icon
 * and label pictures). The catalogs are shared and locked; pango's
 * default font map is per thread. The map view's tile worker draws from
 * its own copy of the map and its own layout (sw-map-view-tiles.c). */
void            sw_render_map              (cairo_t               *cr,
                                            SwMap                 *map,
                                            SwRenderLayout        *layout,
                                            const SwRenderOptions *options);

/* The symbol icons (mines, caverns, magic sources...) sw_render_map() draws
 * at region @index's anchor, as circles: x, y, radius in mm, three doubles
 * each, at most @max of them. Returns how many (0 on a diagram). */
guint           sw_render_symbol_circles   (SwMap                 *map,
                                            const SwRenderLayout  *layout,
                                            guint                  index,
                                            double                *xyr,
                                            guint                  max);

/* The top (y, in mm) of what sw_render_map() draws at region @index's
 * anchor: its label, above its row of icons; what goes over the region
 * without hiding them (a problem's pin) goes above it. */
double          sw_render_annotation_top   (SwMap                 *map,
                                            const SwRenderLayout  *layout,
                                            guint                  index);

/* A translucent fill and outline over one region, for hover and selection
 * feedback drawn above a cached rendering. */
void            sw_render_region_overlay   (cairo_t               *cr,
                                            SwMap                 *map,
                                            const SwRenderLayout  *layout,
                                            guint                  region,
                                            const double           rgba[4],
                                            double                 line_width);

/* The barriers along region @region's borders, drawn again over its
 * overlay (whose outline would hide them); @scale is in device pixels
 * per map unit. */
void            sw_render_region_barriers  (cairo_t               *cr,
                                            SwMap                 *map,
                                            guint                  region,
                                            double                 scale);

/* A terrain's fill colour (RGB, 0..1): the catalog's `colour` attribute
 * ("#rrggbb") when present, else the built-in palette. */
void            sw_render_terrain_colour   (const char            *edition,
                                            const char            *terrain,
                                            double                 rgb[3]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwRenderLayout, sw_render_layout_free)

G_END_DECLS
