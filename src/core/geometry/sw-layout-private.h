/* sw-layout-private.h: the combinatorial half of the layout (planar
 * embedding, faces), shared by sw-layout.c and sw-layout-embed.c. */
#pragma once

#include <glib.h>
#include "sw-map.h"
#include "sw-catalog.h"

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

/* The layout in progress (sw-layout.c builds it, sw-layout-draw.c draws). */
enum {
  TRIANGLE_INNER,   /* three kites, one per corner */
  TRIANGLE_SIDE,    /* regions v0, v1 and a frame point v2: split in two */
  TRIANGLE_RIM,     /* region v0 and two frame points: all v0's */
};

typedef struct {
  guint kind;
  guint v[3];
  guint owner[3];   /* the region each corner's kite goes to */
} Triangle;

typedef struct {
  SwMap *map;
  const SwCatalog *catalog;
  guint n_regions;
  guint outside;            /* the vertex O, = n_regions */
  SwLayoutGraph *graph;     /* regions + O */
  GArray *realised_links;   /* guint, indices into map->links */
  double width, height;

  /* The drawing's nodes: regions, O (never drawn), one hidden centre per
   * long face (n_inner so far), then a frame point per hull edge and the
   * frame's 4 corners. */
  guint n_inner, n_nodes;
  GArray *triangles;        /* Triangle, inner: all faces but those with O */
  GArray *rim;              /* Triangle, side and rim: where O was */
  GArray *hull;             /* guint, the edge regions in order around O */
  SwLayoutGraph *drawing;
  double *x, *y;
  double *hull_weight;      /* per hull position: its share of the rim */
  double *target;           /* per region: the area it should get, mm² */
  double spring_weight;
  double rim_split;         /* how much of hull[0]'s share lies before t = 0 */
  guint8 *fixed;
} Layout;

/* The partition made from a drawing. */
typedef struct {
  GHashTable *keys;         /* guint64 key -> point index + 1 */
  GArray *px, *py;          /* double */
  GPtrArray *rings;         /* per region: GArray of point indices, NULL if broken */
  double *area;
  double *diameter;         /* of the largest circle inside, per region */
  double min_diameter;
  gboolean folded;
} Partition;

/* sw-layout-draw.c: the drawing and the partition made from it. */
void    sw_layout_place_frame      (Layout    *l);
void    sw_layout_solve            (Layout    *l);
void    sw_layout_relax            (Layout    *l,
                                    guint      steps);
void    sw_layout_partition        (Layout    *l,
                                    Partition *p);
void    sw_layout_partition_clear  (Partition *p);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwLayoutGraph, sw_layout_graph_free)

G_END_DECLS
