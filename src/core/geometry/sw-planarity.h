/* sw-planarity.h: a real planarity test (left-right criterion) with a
 * Kuratowski witness when the graph is not planar. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* An undirected simple graph on vertices 0..n-1; edges as pairs (u, v),
 * u != v, duplicates allowed (they are ignored).
 *
 * Returns TRUE when planar. When not planar and @witness is not NULL, it
 * receives a new array of the vertices (guint, ascending) of a subdivision
 * of K5 or K3,3 contained in the graph, and @witness_edges (if not NULL)
 * its edges as consecutive pairs. *is_k5 tells which one it is. */
gboolean sw_planarity_test (guint         n_vertices,
                            const guint  *edges,
                            guint         n_edges,
                            GArray      **witness,
                            GArray      **witness_edges,
                            gboolean     *is_k5);

G_END_DECLS
