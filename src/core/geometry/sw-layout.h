/* sw-layout.h: "Lay out from graph": outlines for a graph-only map whose
 * shared borders realise exactly its adjacency. */
#pragma once

#include <glib.h>
#include "sw-map.h"

G_BEGIN_DECLS

#define SW_LAYOUT_ERROR (sw_layout_error_quark ())
GQuark sw_layout_error_quark (void);

typedef enum {
  SW_LAYOUT_ERROR_HAS_GEOMETRY,  /* some region already has an outline */
  SW_LAYOUT_ERROR_NO_BORDER,     /* fewer than 3 regions are border="yes" */
  SW_LAYOUT_ERROR_NOT_PLANAR,    /* no paper drawing can show the adjacency */
  SW_LAYOUT_ERROR_UNSUPPORTED,   /* drawable perhaps, but not by this method */
} SwLayoutError;

typedef struct {
  /* The board to draw on, mm. 0 x 0: the map's board, or 594 x 420 (A2)
   * when the map has none. */
  double width, height;
  /* Rounds of size balancing after the first drawing; 0: the default. */
  guint iterations;
} SwLayoutOptions;

/* Returns a new map: @graph_map with one outline per region on one board
 * (shared vertices), such that two regions share a border exactly when the
 * graph says they are adjacent (a <link> without a kind or of kind
 * "adjacent", or a <barrier>), with no corner-only contact, border="yes"
 * regions on the board's edge (a border="yes" land region next to a
 * border sea only when the graph allows it: that is the shore rule of
 * border="auto") and border="no" regions off it. The links the borders now
 * realise are dropped; everything else is kept. Regions are placed to
 * resemble a board numbered left to right, top to bottom in file order.
 *
 * Fails with SW_LAYOUT_ERROR when the map already has geometry, has more
 * than one board, or its graph cannot be drawn this way (the message says
 * which regions are in the way). @options may be NULL. */
SwMap *sw_layout_from_graph (SwMap                  *graph_map,
                             const SwLayoutOptions  *options,
                             GError                **error);

/* The inverse: a copy of @map whose drawn adjacency (shared borders) has
 * become <link kind="adjacent">s and whose outlines, holes and vertices
 * are gone, so that it can be laid out again. */
SwMap *sw_layout_graph_from_map (SwMap                 *map);

G_END_DECLS
