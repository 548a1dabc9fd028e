/* sw-render-private.h: the renderer's drawing pieces shared between sw-render.c and sw-render-icons.c. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <pango/pangocairo.h>
#include "sw-render.h"

G_BEGIN_DECLS

/* A texture per terrain, so that a grey-scale print still tells them apart. */
typedef enum {
  SW_PATTERN_NONE,
  SW_PATTERN_FURROWS,   /* farmland: diagonal furrows */
  SW_PATTERN_BUMPS,     /* hill: little arcs */
  SW_PATTERN_PEAKS,     /* mountain: chevrons */
  SW_PATTERN_TREES,     /* forest: small trees */
  SW_PATTERN_REEDS,     /* swamp: reed tufts */
  SW_PATTERN_WAVES,     /* sea: two waves per tile */
  SW_PATTERN_RIPPLES,   /* lake: one short ripple */
  SW_PATTERN_DOTS,      /* anything else */
} SwTerrainPattern;

typedef struct {
  double rgb[3];
  SwTerrainPattern pattern;
  gboolean light_ink;   /* draw the texture in white (dark fills) */
} SwTerrainStyle;

void              sw_render_terrain_style   (const char       *edition,
                                             const char       *terrain,
                                             SwTerrainStyle   *style);

/* A repeating source in the current user space (mm); NULL for NONE. */
cairo_pattern_t  *sw_render_pattern_new     (cairo_t          *cr,
                                             SwTerrainPattern  pattern,
                                             gboolean          light_ink);

/* A symbol or start-marker icon drawn with paths, centred, @size mm wide, on a board-print badge
 * (symbols) or on a token disc (start markers, @token).
 * Unknown types get a lettered disc so they still show. */
void              sw_render_draw_icon       (cairo_t          *cr,
                                             const char       *type,
                                             gboolean          token,
                                             double            cx,
                                             double            cy,
                                             double            size);

/* Like sw_render_draw_icon(), but on an image surface each icon is drawn
 * once per size into @cache (key -> cairo_surface_t) and copied after;
 * icons wider than SW_RENDER_MAX_CACHED_ICON_PX pixels are drawn each time. */
#define SW_RENDER_MAX_CACHED_ICON_PX 64
void              sw_render_draw_icon_cached (cairo_t         *cr,
                                              GHashTable      *cache,
                                              const char      *type,
                                              gboolean         token,
                                              double           cx,
                                              double           cy,
                                              double           size);

/* Where a region's board lies in the composed layout: vertices are in their
 * board's own coordinates (0..width, 0..height), so a region is drawn
 * shifted by its board's x, y (0, 0 for a board without a position). */
void              sw_render_region_offset   (const SwMap      *map,
                                             const SwRegion   *region,
                                             double           *dx,
                                             double           *dy);

/* A board's rectangle (x0, y0, x1, y1) in mm, placed at its x, y if it has one. */
void              sw_render_board_rect      (const SwBoard    *board,
                                             double            rect[4]);
/* The size of the graph-only caption; the diagram keeps its strip free. */
double            sw_render_caption_size    (const SwRenderLayout *layout);

/* Frees SwRenderLayout.cache (sw-render.c). */
void              sw_render_cache_free      (gpointer          cache);

/* Labels for one sw_render_map() call on @cr (sw-render-text.c): fonts
 * loaded once per size, unhinted so that text keeps its size in mm. */
typedef struct _SwRenderText SwRenderText;

/* @pills: pictures of label pills kept across calls (from
 * sw_render_text_pills_new()), used on image targets; may be NULL. */
SwRenderText     *sw_render_text_new        (cairo_t          *cr,
                                             GHashTable       *pills);
GHashTable       *sw_render_text_pills_new  (void);
void              sw_render_text_free       (SwRenderText     *text);
/* Tests: draw every label through the PangoLayout, the reference. */
void              sw_render_text_set_layout_only (SwRenderText *text,
                                                  gboolean      layout_only);
/* The layout for other text (the diagram's caption). */
PangoLayout      *sw_render_text_get_layout (SwRenderText     *text);
/* @string centred on (@cx, @cy), @size mm high, on a light pill. */
void              sw_render_text_draw_label (SwRenderText     *text,
                                             cairo_t          *cr,
                                             const char       *string,
                                             double            cx,
                                             double            cy,
                                             double            size,
                                             gboolean          bold);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwRenderText, sw_render_text_free)

G_END_DECLS
