/* sw-topology.h: what the shared vertices imply: adjacency, border regions,
 * corner contacts, shared-border lengths, inscribed circles. */
#pragma once

#include <glib.h>
#include "sw-map.h"
#include "sw-catalog.h"

G_BEGIN_DECLS

typedef enum {
  SW_CONTACT_BORDER  = 1 << 0,  /* the two outlines share at least one edge */
  SW_CONTACT_LINK    = 1 << 1,  /* a <link> joins them */
  SW_CONTACT_BARRIER = 1 << 2,  /* a <barrier> blocks their shared border */
  SW_CONTACT_CORNER  = 1 << 3,  /* they share a vertex but no edge */
} SwContactFlags;

/* A pair of regions in contact, a < b (indices into map->regions). */
typedef struct {
  guint a, b;
  SwContactFlags flags;
  double border_length;   /* mm of shared outline, 0 for links and corners */
} SwContact;

struct _SwTopology {
  guint n_regions;
  /* Every pair in contact, sorted by (a, b): shared borders, links,
   * barriers, corner-only touches. */
  GArray *contacts;        /* SwContact */
  /* Effective adjacency (border or link, minus barriers), CSR form:
   * the neighbours of region i are adjacency[offsets[i] .. offsets[i+1]),
   * sorted ascending, without duplicates. */
  guint *offsets;          /* n_regions + 1 */
  guint *adjacency;
  guint n_adjacent_pairs;
  gboolean *is_border;     /* after the region's border="yes|no" override */
  /* Geometry, NAN (area 0) for a region without a usable outline. */
  double *area;            /* mm², outline minus holes */
  double *label_x, *label_y;     /* centre of the largest inscribed circle */
  double *inscribed_radius;      /* its radius, mm */
  gboolean has_geometry;   /* at least one region has an outline */
};

/* Built from scratch from the map and its edition's catalog (for the sea
 * test of border="auto"). Robust against every validator error: rings
 * naming unknown vertices or degenerate rings are skipped. Linear-ish in the
 * size of the map (hashing of edges; the circle search is per region). */
SwTopology   *sw_topology_build            (SwMap            *map,
                                            const SwCatalog  *catalog);
void          sw_topology_free             (SwTopology       *topology);

/* The map's topology, rebuilt only when the map changed since last time
 * (see sw_map_changed()). Owned by the map. */
SwTopology   *sw_map_get_topology          (SwMap            *map);

gboolean      sw_topology_adjacent         (const SwTopology *topology,
                                            guint             a,
                                            guint             b);
const guint  *sw_topology_neighbours       (const SwTopology *topology,
                                            guint             region,
                                            guint            *n_neighbours);
/* The contact record of a pair, or NULL. */
const SwContact *sw_topology_find_contact  (const SwTopology *topology,
                                            guint             a,
                                            guint             b);

/* Largest circle inside a polygon with holes (pole of inaccessibility),
 * to within @precision mm. Rings are arrays of x,y pairs (no repetition of
 * the first point). Returns the radius, and the centre in *cx, *cy. */
double        sw_polygon_inscribed_circle  (const double     *outline,
                                            guint             n_outline,
                                            const double *const *holes,
                                            const guint      *n_holes_points,
                                            guint             n_holes,
                                            double            precision,
                                            double           *cx,
                                            double           *cy);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwTopology, sw_topology_free)

G_END_DECLS
