/* sw-layout-private.h: the combinatorial half of the layout (planar
 * embedding, faces), shared by sw-layout.c and sw-layout-embed.c. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Graphs here are small (a board has tens of regions, a big custom map a
 * few hundred), so an n x n adjacency matrix is the simplest right thing. */
typedef struct {
  guint n;
  guint8 *adjacent;     /* n * n, symmetric, zero diagonal */
  GArray **neighbours;  /* per vertex, guint, ascending */
} SwLayoutGraph;

SwLayoutGraph *sw_layout_graph_new        (guint                n);
void           sw_layout_graph_free       (SwLayoutGraph       *graph);
void           sw_layout_graph_add_edge   (SwLayoutGraph       *graph,
                                           guint                u,
                                           guint                v);
void           sw_layout_graph_remove_edge (SwLayoutGraph      *graph,
                                           guint                u,
                                           guint                v);
gboolean       sw_layout_graph_has_edge   (const SwLayoutGraph *graph,
                                           guint                u,
                                           guint                v);

/* A vertex whose removal disconnects the graph, or -1 when the graph is
 * 2-connected. *connected tells whether it is connected at all. */
gint           sw_layout_graph_find_cut_vertex (const SwLayoutGraph *graph,
                                                gboolean            *connected);

/* A planar embedding of a 2-connected graph (Demoucron, Malgrange and
 * Pertuiset's path addition), as its faces: a GPtrArray of GArray (guint)
 * cycles, consistently oriented (every directed edge in exactly one face).
 * NULL when the graph is not planar. @rand chooses among the embeddings
 * when there are several; NULL takes the first choice each time. */
GPtrArray     *sw_layout_graph_embed      (const SwLayoutGraph *graph,
                                           GRand               *rand);

/* A face of k > 3 regions cannot meet at one point without a corner-only
 * contact. It is drawn as a fan around a hidden centre whose k wedges are
 * given to the regions: wedge i, between face[i] and face[i+1], goes to
 * one of the two, so that regions meeting inside the face are adjacent in
 * @graph (the face is cut along borders the graph already has, drawn a
 * second time). Fills owners[k]; FALSE when no such cut exists. */
gboolean       sw_layout_assign_face      (const SwLayoutGraph *graph,
                                           const guint         *face,
                                           guint                k,
                                           guint               *owners);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwLayoutGraph, sw_layout_graph_free)

G_END_DECLS
