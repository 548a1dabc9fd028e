/* sw-geometry-private.h: what the files of the geometric checks share: the state of one run, grids, reports. */
#pragma once

#include <glib.h>
#include <math.h>

#include "sw-map.h"
#include "sw-topology.h"
#include "sw-validate.h"

G_BEGIN_DECLS

/* Coordinates are written with 3 decimals: anything closer than this is
 * the same point (mm). */
#define TOUCH_EPSILON 1e-4
/* A vertex this far outside its board is still on it (mm). */
#define BOARD_EPSILON 0.01
/* The print-size warnings (docs/map-format.md). */
#define MIN_SHARED_BORDER 10.0
#define MIN_CIRCLE_DIAMETER 18.0
/* A sound edge has two users; a hostile stack of more is looked at
 * sparingly (check_same_direction(), check_edge_pair()). */
#define MAX_USES 8
/* Reports of one problem code: the rest are counted, not listed, so that a
 * hostile map (2,000 regions all overlapping) gets a report that can be
 * read, in time and memory that stay near-linear. */
#define MAX_REPORTS_PER_CODE SW_VALIDATE_MAX_REPORTS_PER_CODE

/* A ring's point naming a vertex that does not exist. */
#define UNKNOWN_VERTEX G_MAXUINT

/* One ring of a region, as vertex indices (not ids) in c->points, in its
 * normalised direction: the region's inside on the left, that is outlines
 * with positive and holes with negative signed area. */
typedef struct {
  guint region;
  guint first, n;
  gint hole;              /* -1 for the outline, else the hole's index */
  gboolean degenerate;    /* reported; its edges only count as covering */
} GeoRing;

/* One use of an edge by a ring; from is the vertex it leaves in the ring's
 * normalised direction. */
typedef struct {
  guint64 key;            /* lo << 32 | hi, vertex indices */
  guint ring;
  guint from;
} EdgeUse;

typedef struct {
  guint lo, hi;
  guint first_use, n_uses;
} UniqueEdge;

/* A uniform grid of items (edges or regions) given by their boxes, in CSR
 * form: the items overlapping cell i are items[offsets[i] .. offsets[i+1]). */
typedef struct {
  double x0, y0, cell;
  guint nx, ny;
  guint *offsets;
  guint *items;
} Grid;

typedef struct {
  SwMap *map;
  const SwTopology *topology;
  GPtrArray *issues;
  guint n_regions;
  const SwBoard **board;        /* per region, NULL when unknown */
  gboolean *usable;             /* outline and holes resolved and sound */
  double *box;                  /* per region: min x, min y, max x, max y */
  GArray *rings;                /* GeoRing, each region's rings together */
  guint *region_rings;          /* per region: first ring, n_regions + 1 */
  GArray *points;               /* guint vertex indices */
  GArray *uses;                 /* EdgeUse */
  GArray *edges;                /* UniqueEdge */
  Grid region_grid;
  GHashTable *reported;         /* code -> CodeReports: pairs already said, how many more */
  const char *last_code;        /* the code last looked up in reported, and its entry */
  gpointer last_reports;
  guint *crossed;               /* per region: its rings cross themselves (reported) */
} Checker;

static inline const SwVertex *
vertex_at (const Checker *c, guint index)
{
  return &g_array_index (c->map->vertices, SwVertex, index);
}

static inline const SwRegion *
region_at (const Checker *c, guint index)
{
  return g_ptr_array_index (c->map->regions, index);
}

static inline const GeoRing *
ring_at (const Checker *c, guint index)
{
  return &g_array_index (c->rings, GeoRing, index);
}

static inline guint
ring_point (const Checker *c, const GeoRing *ring, guint i)
{
  return g_array_index (c->points, guint, ring->first + i % ring->n);
}

static inline guint
sw_geometry_grid_column (const Grid *g, double x)
{
  double f = floor ((x - g->x0) / g->cell);
  /* Written so that NaN lands in cell 0. */
  return !(f > 0) ? 0 : f >= g->nx - 1 ? g->nx - 1 : (guint) f;
}

static inline guint
sw_geometry_grid_row (const Grid *g, double y)
{
  double f = floor ((y - g->y0) / g->cell);
  return !(f > 0) ? 0 : f >= g->ny - 1 ? g->ny - 1 : (guint) f;
}

/* In sw-geometry-check.c. */
void        sw_geometry_report_more   (Checker          *c);
gboolean    sw_geometry_pair_seen     (Checker          *c,
                                       const char       *code,
                                       guint             a,
                                       guint             b);
gboolean    sw_geometry_first_report  (Checker          *c,
                                       const char       *code,
                                       guint             a,
                                       guint             b);
void        sw_geometry_report_pair   (Checker          *c,
                                       const char       *code,
                                       guint             a,
                                       guint             b,
                                       const char       *message);
void        sw_geometry_report_region (Checker          *c,
                                       const char       *code,
                                       guint             region,
                                       const char       *message);
const char *sw_geometry_ring_name     (const GeoRing    *ring);
double      sw_geometry_segment_distance (double px, double py,
                                          double ax, double ay,
                                          double bx, double by);

/* In sw-geometry-crossings.c. */
void        sw_geometry_grid_build    (Grid             *g,
                                       const double     *boxes,
                                       guint             n);
void        sw_geometry_grid_clear    (Grid             *g);
void        sw_geometry_check_crossings (Checker        *c);

G_END_DECLS
