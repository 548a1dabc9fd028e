/* sw-topology.c: adjacency, contacts, border regions and inscribed circles from the shared vertices. */
#define G_LOG_DOMAIN "sw-topology"
#include "config.h"

#include "sw-topology.h"
#include "sw-topology-private.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A vertex closer than this to a board side lies on the frame (mm). */
#define FRAME_EPSILON 0.01
/* Precision of the inscribed circle search (mm). */
#define CIRCLE_PRECISION 0.1
/* A vertex shared by more regions than this yields no corner contacts:
 * on a real board at most a handful of regions meet at a point, and the
 * pairs would grow quadratically on a hostile file. */
#define MAX_CORNER_FAN 64
/* The same for the regions using one edge. */
#define MAX_EDGE_FAN 16

/* The public struct plus what the map cache needs. */
typedef struct {
  SwTopology pub;
  guint64 serial;
} TopologyPrivate;

/* One use of an outline or hole edge by a region; key is the sorted pair of
 * vertex indices. Sorting these groups the uses of each edge together. */
typedef struct {
  guint64 key;
  guint region;
  double length;
} EdgeUse;

/* A pair of regions and what joins them, before merging. */
typedef struct {
  guint64 key;              /* a << 32 | b, a < b */
  SwContactFlags flags;
  double length;
} PairRecord;

static int
compare_edge_use (gconstpointer pa, gconstpointer pb)
{
  const EdgeUse *a = pa, *b = pb;

  if (a->key != b->key)
    return a->key < b->key ? -1 : 1;
  return a->region < b->region ? -1 : a->region > b->region;
}

static int
compare_pair_record (gconstpointer pa, gconstpointer pb)
{
  const PairRecord *a = pa, *b = pb;

  return a->key < b->key ? -1 : a->key > b->key;
}

static int
compare_u64 (gconstpointer pa, gconstpointer pb)
{
  guint64 a = *(const guint64 *) pa, b = *(const guint64 *) pb;

  return a < b ? -1 : a > b;
}

/* Sorts records whose first field is a guint64 key by that key (and then by
 * @compare): a counting sort on the key's high word (a vertex or region
 * index below @n_buckets), then a small sort inside each bucket, which
 * holds one vertex's edges or one region's pairs, a handful on any real
 * map. Linear, where a comparison sort was most of the build time. */
void
sw_sort_by_high_word (GArray      *array,
                      guint        n_buckets,
                      GCompareFunc compare)
{
  gsize size = g_array_get_element_size (array);
  guint n = array->len;
  g_autofree guint *start = NULL;
  g_autofree char *sorted = NULL;
  char *data = array->data;

  if (n < 2)
    return;
  start = g_new0 (guint, n_buckets + 2);
  sorted = g_malloc (n * size);
  for (guint i = 0; i < n; i++)
    start[(*(const guint64 *) (data + i * size) >> 32) + 1]++;
  for (guint b = 0; b <= n_buckets; b++)
    start[b + 1] += start[b];
  for (guint i = 0; i < n; i++)
    {
      guint b = *(const guint64 *) (data + i * size) >> 32;
      memcpy (sorted + start[b]++ * size, data + i * size, size);
    }
  /* start[b] now ends bucket b, which begins where bucket b - 1 ends. */
  for (guint b = 0, begin = 0; b <= n_buckets; begin = start[b++])
    {
      guint len = start[b] - begin;
      char *base = sorted + begin * size;

      if (len > 16)
        qsort (base, len, size, compare);
      else
        for (guint i = 1; i < len; i++)
          for (guint j = i; j > 0 && compare (base + (j - 1) * size, base + j * size) > 0; j--)
            {
              char tmp[64];
              g_assert (size <= sizeof tmp);
              memcpy (tmp, base + j * size, size);
              memcpy (base + j * size, base + (j - 1) * size, size);
              memcpy (base + (j - 1) * size, tmp, size);
            }
    }
  memcpy (data, sorted, n * size);
}

static void
add_pair (GArray *pairs, guint a, guint b, SwContactFlags flags, double length)
{
  PairRecord r;

  if (a == b)
    return;
  r.key = ((guint64) MIN (a, b) << 32) | MAX (a, b);
  r.flags = flags;
  r.length = length;
  g_array_append_val (pairs, r);
}

/* Vertex indices of a ring, or FALSE when it names an unknown vertex or has
 * fewer than 3 points: such rings are the validator's business, the
 * topology just leaves them out. */
static gboolean
ring_resolve (SwMap *map, const SwRing *ring, GArray *out)
{
  g_array_set_size (out, 0);
  if (ring == NULL || ring->ids == NULL || ring->ids->len < 3)
    return FALSE;
  for (guint i = 0; i < ring->ids->len; i++)
    {
      gint v = sw_map_find_vertex (map, g_array_index (ring->ids, guint, i));
      guint index;

      if (v < 0)
        return FALSE;
      index = (guint) v;
      g_array_append_val (out, index);
    }
  return TRUE;
}

static double
ring_signed_area (const double *xy, guint n)
{
  double sum = 0;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    sum += xy[2 * j] * xy[2 * i + 1] - xy[2 * i] * xy[2 * j + 1];
  return sum / 2;
}

/* Both ends on the same side of the board rectangle (board coordinates are
 * the board's own: 0..width, 0..height). */
static gboolean
edge_on_frame (const SwBoard *board, double x1, double y1, double x2, double y2)
{
  double w, h;

  if (board == NULL)
    return FALSE;
  w = board->width;
  h = board->height;
  return (fabs (x1) < FRAME_EPSILON && fabs (x2) < FRAME_EPSILON) ||
         (fabs (x1 - w) < FRAME_EPSILON && fabs (x2 - w) < FRAME_EPSILON) ||
         (fabs (y1) < FRAME_EPSILON && fabs (y2) < FRAME_EPSILON) ||
         (fabs (y1 - h) < FRAME_EPSILON && fabs (y2 - h) < FRAME_EPSILON);
}

/* ---- Largest inscribed circle (Mapbox polylabel) ---- */

typedef struct {
  double x, y, half, d, max;
} Cell;

/* One boundary segment, prepared once per polygon: the distance function is
 * evaluated hundreds of times per region. */
typedef struct {
  double ax, ay, dx, dy, inv_len2;
} Segment;

typedef struct {
  Segment *segments;
  guint n_segments;
} Polygon;

static void
polygon_add_ring (Polygon *poly, const double *p, guint n)
{
  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      Segment *s = &poly->segments[poly->n_segments++];
      double len2;

      s->ax = p[2 * j];
      s->ay = p[2 * j + 1];
      s->dx = p[2 * i] - s->ax;
      s->dy = p[2 * i + 1] - s->ay;
      len2 = s->dx * s->dx + s->dy * s->dy;
      s->inv_len2 = len2 > 0 ? 1 / len2 : 0;
    }
}

/* Distance from a point to the polygon's boundary, positive inside (even-odd
 * over all rings, so holes are outside). */
static double
polygon_signed_distance (const Polygon *poly, double px, double py)
{
  gboolean inside = FALSE;
  double best = G_MAXDOUBLE;

  for (guint k = 0; k < poly->n_segments; k++)
    {
      const Segment *s = &poly->segments[k];
      double rx = px - s->ax, ry = py - s->ay;
      double t = (rx * s->dx + ry * s->dy) * s->inv_len2;
      double ex, ey;

      /* Crossing test of a ray to the right; the segment's ends are a and
       * a + d, and dy != 0 whenever the ends straddle py. */
      if ((s->ay > py) != (s->ay + s->dy > py) &&
          px < s->ax + s->dx * (py - s->ay) / s->dy)
        inside = !inside;
      t = CLAMP (t, 0, 1);
      ex = rx - s->dx * t;
      ey = ry - s->dy * t;
      best = MIN (best, ex * ex + ey * ey);
    }
  return (inside ? 1 : -1) * sqrt (best);
}

/* The signed distance at (px, py) if it is inside and farther than @floor
 * from the boundary, else -1: most candidates fail on an early segment. */
static double
polygon_distance_above (const Polygon *poly, double px, double py, double floor)
{
  gboolean inside = FALSE;
  double best = G_MAXDOUBLE, floor2 = floor * floor;

  for (guint k = 0; k < poly->n_segments; k++)
    {
      const Segment *s = &poly->segments[k];
      double rx = px - s->ax, ry = py - s->ay;
      double t = CLAMP ((rx * s->dx + ry * s->dy) * s->inv_len2, 0, 1);
      double ex = rx - s->dx * t, ey = ry - s->dy * t;
      double d2 = ex * ex + ey * ey;

      if (d2 <= floor2)
        return -1;
      best = MIN (best, d2);
    }
  for (guint k = 0; k < poly->n_segments; k++)
    {
      const Segment *s = &poly->segments[k];
      if ((s->ay > py) != (s->ay + s->dy > py) &&
          px < s->ax + s->dx * (py - s->ay) / s->dy)
        inside = !inside;
    }
  return inside ? sqrt (best) : -1;
}

static Cell
cell_make (const Polygon *poly, double x, double y, double half)
{
  Cell c = { x, y, half, 0, 0 };

  c.d = polygon_signed_distance (poly, x, y);
  c.max = c.d + half * G_SQRT2;
  return c;
}

/* A binary max-heap on Cell.max. */
static void
heap_push (GArray *heap, Cell c)
{
  Cell *h;
  guint i;

  g_array_append_val (heap, c);
  h = (Cell *) heap->data;
  for (i = heap->len - 1; i > 0; )
    {
      guint parent = (i - 1) / 2;
      if (h[parent].max >= h[i].max)
        break;
      Cell t = h[parent];
      h[parent] = h[i];
      h[i] = t;
      i = parent;
    }
}

static Cell
heap_pop (GArray *heap)
{
  Cell *h = (Cell *) heap->data;
  Cell top = h[0];
  guint n = heap->len - 1, i = 0;

  h[0] = h[n];
  g_array_set_size (heap, n);
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, m = i;
      if (l < n && h[l].max > h[m].max)
        m = l;
      if (r < n && h[r].max > h[m].max)
        m = r;
      if (m == i)
        break;
      Cell t = h[m];
      h[m] = h[i];
      h[i] = t;
      i = m;
    }
  return top;
}

/* The Mapbox polylabel algorithm: cover the bounding box with square cells,
 * then repeatedly split the cell that could hold the best circle, until no
 * cell can beat the best by more than @precision. */
static double
polylabel (const double        *outline,
           guint                n_outline,
           const double *const *holes,
           const guint         *n_holes_points,
           guint                n_holes,
           double               precision,
           double              *cx,
           double              *cy)
{
  guint n_segments_total = n_outline;
  guint max_cells;
  g_autofree Segment *segments = NULL;
  guint n_segments = n_outline;
  g_autoptr(GArray) heap = NULL;
  Polygon poly;
  double min_x, min_y, max_x, max_y, width, height, size, half;
  double area, centroid_x = 0, centroid_y = 0;
  Cell best, bbox_cell;
  guint evaluated = 0;

  for (guint h = 0; h < n_holes; h++)
    if (holes[h] != NULL && n_holes_points[h] >= 3)
      n_segments += n_holes_points[h];
  segments = g_new (Segment, n_segments);
  poly.segments = segments;
  poly.n_segments = 0;
  polygon_add_ring (&poly, outline, n_outline);
  for (guint h = 0; h < n_holes; h++)
    if (holes[h] != NULL && n_holes_points[h] >= 3)
      polygon_add_ring (&poly, holes[h], n_holes_points[h]);

  /* Bounds the work on a hostile sliver or a ring of a million points
   * (each cell costs one pass over the segments); a real region needs a
   * few hundred cells. */
  for (guint h = 0; h < n_holes; h++)
    if (holes[h] != NULL)
      n_segments_total += n_holes_points[h];
  max_cells = (guint) CLAMP (2e7 / MAX (n_segments_total, 1), 64, 200000);

  min_x = max_x = outline[0];
  min_y = max_y = outline[1];
  for (guint i = 1; i < n_outline; i++)
    {
      min_x = MIN (min_x, outline[2 * i]);
      max_x = MAX (max_x, outline[2 * i]);
      min_y = MIN (min_y, outline[2 * i + 1]);
      max_y = MAX (max_y, outline[2 * i + 1]);
    }
  width = max_x - min_x;
  height = max_y - min_y;
  size = MAX (precision, MIN (width, height));
  /* A very long sliver would need too many first cells: make them coarser. */
  if ((width / size) * (height / size) > max_cells / 4)
    size = sqrt (width * height / (max_cells / 4));

  if (n_outline < 3 || width <= 0 || height <= 0 || !isfinite (width + height))
    {
      if (cx)
        *cx = min_x;
      if (cy)
        *cy = min_y;
      return 0;
    }

  heap = g_array_new (FALSE, FALSE, sizeof (Cell));
  half = size / 2;
  for (double x = min_x; x < max_x; x += size)
    for (double y = min_y; y < max_y; y += size)
      {
        heap_push (heap, cell_make (&poly, x + half, y + half, half));
        evaluated++;
      }

  /* First guesses: the area centroid and the box centre. */
  area = 0;
  for (guint i = 0, j = n_outline - 1; i < n_outline; j = i++)
    {
      double f = outline[2 * j] * outline[2 * i + 1] - outline[2 * i] * outline[2 * j + 1];
      centroid_x += (outline[2 * j] + outline[2 * i]) * f;
      centroid_y += (outline[2 * j + 1] + outline[2 * i + 1]) * f;
      area += 3 * f;
    }
  if (area != 0)
    best = cell_make (&poly, centroid_x / area, centroid_y / area, 0);
  else
    best = cell_make (&poly, outline[0], outline[1], 0);
  bbox_cell = cell_make (&poly, min_x + width / 2, min_y + height / 2, 0);
  if (bbox_cell.d > best.d)
    best = bbox_cell;

  while (heap->len > 0)
    {
      Cell cell = heap_pop (heap);

      if (cell.d > best.d)
        best = cell;
      if (cell.max - best.d <= precision || evaluated >= max_cells)
        continue;
      half = cell.half / 2;
      heap_push (heap, cell_make (&poly, cell.x - half, cell.y - half, half));
      heap_push (heap, cell_make (&poly, cell.x + half, cell.y - half, half));
      heap_push (heap, cell_make (&poly, cell.x - half, cell.y + half, half));
      heap_push (heap, cell_make (&poly, cell.x + half, cell.y + half, half));
      evaluated += 4;
    }

  if (cx)
    *cx = best.x;
  if (cy)
    *cy = best.y;
  return MAX (best.d, 0);
}

/* ---- Exact circle of a small polygon ---- */

/* Regions are mostly small polygons; polylabel needs a few hundred distance
 * evaluations on each to reach 0.1 mm (elongated shapes have long ridges of
 * nearly equal distance), which is most of the time of a 30,000-region
 * map. The largest inscribed circle of a simple polygon touches three
 * "sites": edge lines or reflex vertices. For a polygon of few vertices it
 * is cheaper to solve every triple of sites and keep the candidate centre
 * with the largest true distance to the boundary: the optimum is among the
 * candidates, and a wrong candidate can only score lower. */
#define EXACT_MAX_POINTS 10

/* a . (x, y, r) = b */
typedef struct {
  double a[3];
  double b;
} LinearRow;

/* The points (x, y, r) satisfying two rows: x0 + t v. */
typedef struct {
  double x0[3], v[3];
  gboolean valid;
} SolutionLine;

static SolutionLine
solution_line (const LinearRow *m0, const LinearRow *m1)
{
  SolutionLine l = { { 0, 0, 0 }, {
    m0->a[1] * m1->a[2] - m0->a[2] * m1->a[1],
    m0->a[2] * m1->a[0] - m0->a[0] * m1->a[2],
    m0->a[0] * m1->a[1] - m0->a[1] * m1->a[0],
  }, FALSE };
  guint k = 0, i, j;
  double det;

  for (guint c = 1; c < 3; c++)
    if (fabs (l.v[c]) > fabs (l.v[k]))
      k = c;
  if (fabs (l.v[k]) < 1e-12)
    return l;
  /* A particular solution with component k = 0: a 2 x 2 system whose
   * determinant is +-v[k]. */
  i = (k + 1) % 3;
  j = (k + 2) % 3;
  det = m0->a[i] * m1->a[j] - m0->a[j] * m1->a[i];
  l.x0[i] = (m0->b * m1->a[j] - m0->a[j] * m1->b) / det;
  l.x0[j] = (m0->a[i] * m1->b - m0->b * m1->a[i]) / det;
  l.valid = TRUE;
  return l;
}

/* Where the solution line meets a third row: at most one point. */
static guint
solution_line_meet_row (const SolutionLine *l, const LinearRow *m, double out[2][3])
{
  double av = m->a[0] * l->v[0] + m->a[1] * l->v[1] + m->a[2] * l->v[2];
  double ax = m->a[0] * l->x0[0] + m->a[1] * l->x0[1] + m->a[2] * l->x0[2];
  double t;

  if (fabs (av) < 1e-12)
    return 0;
  t = (m->b - ax) / av;
  for (guint d = 0; d < 3; d++)
    out[0][d] = l->x0[d] + t * l->v[d];
  return 1;
}

/* Where the solution line meets |(x, y) - q| = r: at most two points. */
static guint
solution_line_meet_point (const SolutionLine *l, double qx, double qy, double out[2][3])
{
  double dx = l->x0[0] - qx, dy = l->x0[1] - qy, dr = l->x0[2];
  double qa = l->v[0] * l->v[0] + l->v[1] * l->v[1] - l->v[2] * l->v[2];
  double qb = 2 * (dx * l->v[0] + dy * l->v[1] - dr * l->v[2]);
  double qc = dx * dx + dy * dy - dr * dr;
  double t[2];
  guint n_t = 0;

  if (fabs (qa) < 1e-12)
    {
      if (fabs (qb) < 1e-12)
        return 0;
      t[n_t++] = -qc / qb;
    }
  else
    {
      double disc = qb * qb - 4 * qa * qc;
      if (disc < 0)
        return 0;
      disc = sqrt (disc);
      t[n_t++] = (-qb + disc) / (2 * qa);
      t[n_t++] = (-qb - disc) / (2 * qa);
    }
  for (guint c = 0; c < n_t; c++)
    for (guint d = 0; d < 3; d++)
      out[c][d] = l->x0[d] + t[c] * l->v[d];
  return n_t;
}

typedef struct {
  Polygon poly;
  double best, best_x, best_y;
  double box[4];          /* bounding box, widened by a hair for rounding */
} ExactSearch;

static void
exact_search_try (ExactSearch *e, double cand[2][3], guint n_cand)
{
  for (guint k = 0; k < n_cand; k++)
    {
      double d;

      /* The optimum's true distance equals its r, so a candidate whose r
       * cannot beat the best so far needs no check. */
      if (!(cand[k][2] > e->best) || !isfinite (cand[k][0] + cand[k][1]))
        continue;
      /* A circle inside the polygon is inside its bounding box. */
      if (cand[k][0] - cand[k][2] < e->box[0] || cand[k][0] + cand[k][2] > e->box[2] ||
          cand[k][1] - cand[k][2] < e->box[1] || cand[k][1] + cand[k][2] > e->box[3])
        continue;
      d = polygon_distance_above (&e->poly, cand[k][0], cand[k][1], e->best);
      if (d > e->best)
        {
          e->best = d;
          e->best_x = cand[k][0];
          e->best_y = cand[k][1];
        }
    }
}

static LinearRow
bisector_row (double ax, double ay, double bx, double by)
{
  /* Equidistant from two points: a row without r. */
  return (LinearRow) { { 2 * (bx - ax), 2 * (by - ay), 0 }, bx * bx + by * by - ax * ax - ay * ay };
}

static gboolean
small_polygon_inscribed_circle (const double *p, guint n, double *radius, double *cx, double *cy)
{
  Segment segments[EXACT_MAX_POINTS];
  LinearRow lines[EXACT_MAX_POINTS];
  SolutionLine pairs[EXACT_MAX_POINTS][EXACT_MAX_POINTS];
  double px[EXACT_MAX_POINTS], py[EXACT_MAX_POINTS];
  double area = ring_signed_area (p, n);
  double orientation = area > 0 ? 1 : -1;
  double cand[2][3];
  guint n_points = 0;
  ExactSearch e = { { segments, 0 }, 0, 0, 0, { G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE } };

  if (area == 0)
    return FALSE;
  polygon_add_ring (&e.poly, p, n);
  for (guint i = 0; i < n; i++)
    {
      e.box[0] = MIN (e.box[0], p[2 * i]);
      e.box[1] = MIN (e.box[1], p[2 * i + 1]);
      e.box[2] = MAX (e.box[2], p[2 * i]);
      e.box[3] = MAX (e.box[3], p[2 * i + 1]);
    }
  e.box[0] -= 1e-9 * (1 + fabs (e.box[0]));
  e.box[1] -= 1e-9 * (1 + fabs (e.box[1]));
  e.box[2] += 1e-9 * (1 + fabs (e.box[2]));
  e.box[3] += 1e-9 * (1 + fabs (e.box[3]));

  for (guint i = 0; i < n; i++)
    {
      guint next = (i + 1) % n, prev = (i + n - 1) % n;
      double dx = p[2 * next] - p[2 * i], dy = p[2 * next + 1] - p[2 * i + 1];
      double len = hypot (dx, dy);
      double nx, ny, turn;

      if (len == 0)
        return FALSE;
      /* Inward unit normal: inside distance = n . x - c, so n . x - r = c. */
      nx = -dy / len * orientation;
      ny = dx / len * orientation;
      lines[i] = (LinearRow) { { nx, ny, -1 }, nx * p[2 * i] + ny * p[2 * i + 1] };

      /* Only reflex vertices can be nearest points of an inner centre. */
      turn = (p[2 * i] - p[2 * prev]) * (p[2 * next + 1] - p[2 * i + 1])
           - (p[2 * i + 1] - p[2 * prev + 1]) * (p[2 * next] - p[2 * i]);
      if (turn * orientation < 0)
        {
          px[n_points] = p[2 * i];
          py[n_points++] = p[2 * i + 1];
        }
    }

  /* A fair first guess, the vertex average, lets most candidates be
   * dismissed on their r alone. */
  {
    double gx = 0, gy = 0;
    for (guint i = 0; i < n; i++)
      {
        gx += p[2 * i] / n;
        gy += p[2 * i + 1] / n;
      }
    e.best = MAX (polygon_signed_distance (&e.poly, gx, gy), 0);
    e.best_x = gx;
    e.best_y = gy;
  }

  /* Three edges, or two edges and a reflex vertex. */
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        pairs[i][j] = solution_line (&lines[i], &lines[j]);
        if (!pairs[i][j].valid)
          continue;
        for (guint k = j + 1; k < n; k++)
          exact_search_try (&e, cand, solution_line_meet_row (&pairs[i][j], &lines[k], cand));
        for (guint q = 0; q < n_points; q++)
          exact_search_try (&e, cand, solution_line_meet_point (&pairs[i][j], px[q], py[q], cand));
      }
  /* One edge and two reflex vertices, or three reflex vertices. */
  for (guint a = 0; a < n_points; a++)
    for (guint b = a + 1; b < n_points; b++)
      {
        LinearRow bisector = bisector_row (px[a], py[a], px[b], py[b]);

        for (guint i = 0; i < n; i++)
          {
            SolutionLine l = solution_line (&lines[i], &bisector);
            if (l.valid)
              exact_search_try (&e, cand, solution_line_meet_point (&l, px[a], py[a], cand));
          }
        for (guint c = b + 1; c < n_points; c++)
          {
            LinearRow other = bisector_row (px[a], py[a], px[c], py[c]);
            SolutionLine l = solution_line (&bisector, &other);
            if (l.valid)
              exact_search_try (&e, cand, solution_line_meet_point (&l, px[a], py[a], cand));
          }
      }

  if (e.best <= 0)
    return FALSE;
  *radius = e.best;
  *cx = e.best_x;
  *cy = e.best_y;
  return TRUE;
}

double
sw_polygon_inscribed_circle (const double        *outline,
                             guint                n_outline,
                             const double *const *holes,
                             const guint         *n_holes_points,
                             guint                n_holes,
                             double               precision,
                             double              *cx,
                             double              *cy)
{
  guint n_real_holes = 0;
  double r, x, y;

  g_return_val_if_fail (outline != NULL && n_outline > 0, 0);

  for (guint h = 0; h < n_holes; h++)
    if (holes[h] != NULL && n_holes_points[h] >= 3)
      n_real_holes++;
  if (n_real_holes == 0 && n_outline >= 3 && n_outline <= EXACT_MAX_POINTS &&
      small_polygon_inscribed_circle (outline, n_outline, &r, &x, &y))
    {
      if (cx)
        *cx = x;
      if (cy)
        *cy = y;
      return r;
    }
  return polylabel (outline, n_outline, holes, n_holes_points, n_holes, precision, cx, cy);
}

/* ---- Building ---- */

typedef struct {
  SwMap *map;
  GArray *ring_idx;          /* scratch: vertex indices of one ring */
  GArray *edges;             /* EdgeUse */
  GArray *vertex_uses;       /* guint64: vertex index << 32 | region */
  GArray *pairs;             /* PairRecord */
  gboolean *on_frame;        /* region has an outline edge on its frame */
  gboolean *usable;          /* region has a usable outline */
} Builder;

/* Collects the edges and vertex uses of one ring and returns its points. */
static double *
builder_add_ring (Builder *b, guint region, const SwRing *ring, const SwBoard *board, guint *n_points)
{
  SwMap *map = b->map;
  double *xy;
  guint n;

  if (!ring_resolve (map, ring, b->ring_idx))
    return NULL;
  n = b->ring_idx->len;
  xy = g_new (double, 2 * n);
  for (guint i = 0; i < n; i++)
    {
      const SwVertex *v = &g_array_index (map->vertices, SwVertex, g_array_index (b->ring_idx, guint, i));
      xy[2 * i] = v->x;
      xy[2 * i + 1] = v->y;
    }

  for (guint i = 0; i < n; i++)
    {
      guint j = (i + 1) % n;
      guint u = g_array_index (b->ring_idx, guint, i);
      guint w = g_array_index (b->ring_idx, guint, j);
      guint64 use = ((guint64) u << 32) | region;
      EdgeUse e;

      g_array_append_val (b->vertex_uses, use);
      if (u == w)
        continue;
      e.key = ((guint64) MIN (u, w) << 32) | MAX (u, w);
      e.region = region;
      e.length = sqrt ((xy[2 * j] - xy[2 * i]) * (xy[2 * j] - xy[2 * i]) +
                       (xy[2 * j + 1] - xy[2 * i + 1]) * (xy[2 * j + 1] - xy[2 * i + 1]));
      g_array_append_val (b->edges, e);
      if (edge_on_frame (board, xy[2 * i], xy[2 * i + 1], xy[2 * j], xy[2 * j + 1]))
        b->on_frame[region] = TRUE;
    }
  *n_points = n;
  return xy;
}

static void
builder_add_region_geometry (Builder *b, SwTopology *t, guint index)
{
  SwRegion *region = g_ptr_array_index (b->map->regions, index);
  const SwBoard *board = sw_map_region_board (b->map, region);
  g_autofree double *outline = NULL;
  g_autoptr(GPtrArray) holes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) hole_sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_outline = 0;
  double area;

  outline = builder_add_ring (b, index, region->outline, board, &n_outline);
  if (outline == NULL)
    return;
  for (guint h = 0; region->holes != NULL && h < region->holes->len; h++)
    {
      guint n = 0;
      double *xy = builder_add_ring (b, index, g_ptr_array_index (region->holes, h), board, &n);
      if (xy == NULL)
        continue;
      g_ptr_array_add (holes, xy);
      g_array_append_val (hole_sizes, n);
    }

  b->usable[index] = TRUE;
  area = fabs (ring_signed_area (outline, n_outline));
  for (guint h = 0; h < holes->len; h++)
    area -= fabs (ring_signed_area (g_ptr_array_index (holes, h), g_array_index (hole_sizes, guint, h)));
  t->area[index] = area;
  t->inscribed_radius[index] =
    sw_polygon_inscribed_circle (outline, n_outline,
                                 (const double *const *) holes->pdata,
                                 (const guint *) hole_sizes->data, holes->len,
                                 CIRCLE_PRECISION,
                                 &t->label_x[index], &t->label_y[index]);
}

/* Every pair of distinct regions using the same edge shares a border of
 * that edge's length; each pair is counted once per edge. */
static void
builder_pair_shared_edges (Builder *b)
{
  GArray *edges = b->edges;

  sw_sort_by_high_word (edges, b->map->vertices->len, compare_edge_use);
  for (guint start = 0; start < edges->len; )
    {
      const EdgeUse *e = (const EdgeUse *) edges->data;
      guint end = start + 1;

      while (end < edges->len && e[end].key == e[start].key)
        end++;
      /* An edge belongs to two regions in a sound map; a hostile file
       * could stack thousands on one edge, so past a few only neighbours
       * in the list are paired (the validator reports the overlap). */
      for (guint i = start; i < end; i++)
        {
          if (i > start && e[i].region == e[i - 1].region)
            continue;
          for (guint j = i + 1; j < end && (end - start <= MAX_EDGE_FAN || j == i + 1); j++)
            if (e[j].region != e[j - 1].region)
              add_pair (b->pairs, e[i].region, e[j].region, SW_CONTACT_BORDER, e[i].length);
        }
      start = end;
    }
}

/* Pairs of regions sharing a vertex; whether they also share an edge is
 * decided when the pairs are merged. */
static void
builder_pair_shared_vertices (Builder *b)
{
  GArray *uses = b->vertex_uses;
  guint w = 0;

  sw_sort_by_high_word (uses, b->map->vertices->len, compare_u64);
  for (guint i = 0; i < uses->len; i++)
    if (w == 0 || g_array_index (uses, guint64, w - 1) != g_array_index (uses, guint64, i))
      g_array_index (uses, guint64, w++) = g_array_index (uses, guint64, i);
  g_array_set_size (uses, w);

  for (guint start = 0; start < uses->len; )
    {
      const guint64 *u = (const guint64 *) uses->data;
      guint end = start + 1;

      while (end < uses->len && (u[end] >> 32) == (u[start] >> 32))
        end++;
      if (end - start <= MAX_CORNER_FAN)
        for (guint i = start; i < end; i++)
          for (guint j = i + 1; j < end; j++)
            add_pair (b->pairs, (guint) (u[i] & 0xffffffffu), (guint) (u[j] & 0xffffffffu),
                      SW_CONTACT_CORNER, 0);
      start = end;
    }
}

static void
builder_pair_links (Builder *b, GPtrArray *list, SwContactFlags flag)
{
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const SwPair *p = g_ptr_array_index (list, i);
      gint a = sw_map_find_region (b->map, p->a);
      gint c = sw_map_find_region (b->map, p->b);

      if (a >= 0 && c >= 0)
        add_pair (b->pairs, (guint) a, (guint) c, flag, 0);
    }
}

static void
topology_merge_contacts (SwTopology *t, GArray *pairs)
{
  sw_sort_by_high_word (pairs, t->n_regions, compare_pair_record);
  for (guint i = 0; i < pairs->len; )
    {
      const PairRecord *r = &g_array_index (pairs, PairRecord, i);
      SwContact c = { (guint) (r->key >> 32), (guint) (r->key & 0xffffffffu), 0, 0 };
      guint j = i;

      for (; j < pairs->len && g_array_index (pairs, PairRecord, j).key == r->key; j++)
        {
          const PairRecord *s = &g_array_index (pairs, PairRecord, j);
          c.flags |= s->flags;
          c.border_length += s->length;
        }
      if (c.flags & SW_CONTACT_BORDER)
        c.flags &= ~SW_CONTACT_CORNER;
      g_array_append_val (t->contacts, c);
      i = j;
    }
}

/* A link joins two regions whatever lies between; a barrier only blocks
 * the border they share. */
static gboolean
contact_is_adjacency (const SwContact *c)
{
  return (c->flags & SW_CONTACT_LINK) ||
         ((c->flags & SW_CONTACT_BORDER) && !(c->flags & SW_CONTACT_BARRIER));
}

static void
topology_build_adjacency (SwTopology *t)
{
  guint n = t->n_regions;
  g_autofree guint *fill = NULL;
  guint total = 0;

  t->offsets = g_new0 (guint, n + 1);
  for (guint i = 0; i < t->contacts->len; i++)
    {
      const SwContact *c = &g_array_index (t->contacts, SwContact, i);
      if (!contact_is_adjacency (c))
        continue;
      t->offsets[c->a + 1]++;
      t->offsets[c->b + 1]++;
      t->n_adjacent_pairs++;
    }
  for (guint i = 0; i < n; i++)
    t->offsets[i + 1] += t->offsets[i];
  total = t->offsets[n];
  t->adjacency = g_new (guint, MAX (total, 1));
  fill = g_memdup2 (t->offsets, sizeof (guint) * (n + 1));
  /* Contacts are sorted by (a, b): appending in that order gives every
   * list ascending (the b side of region x comes from pairs (a, x) with a
   * < x, all of which precede pairs (x, b)). */
  for (guint i = 0; i < t->contacts->len; i++)
    {
      const SwContact *c = &g_array_index (t->contacts, SwContact, i);
      if (contact_is_adjacency (c))
        t->adjacency[fill[c->b]++] = c->a;
    }
  for (guint i = 0; i < t->contacts->len; i++)
    {
      const SwContact *c = &g_array_index (t->contacts, SwContact, i);
      if (contact_is_adjacency (c))
        t->adjacency[fill[c->a]++] = c->b;
    }
}

/* border="auto" in the base game: the region touches its board's frame,
 * or it is a land region sharing a border with a sea that does. */
static void
topology_compute_borders (SwTopology *t, SwMap *map, const SwCatalog *catalog,
                          const gboolean *on_frame)
{
  guint n = t->n_regions;
  g_autofree gboolean *is_sea = g_new0 (gboolean, n);
  g_autofree gboolean *is_land = g_new0 (gboolean, n);
  g_autofree gboolean *edge_sea = g_new0 (gboolean, n);

  for (guint i = 0; i < n; i++)
    {
      const SwRegion *r = g_ptr_array_index (map->regions, i);

      if (catalog != NULL && r->terrain != NULL)
        {
          is_sea[i] = sw_catalog_terrain_is_sea (catalog, r->terrain);
          is_land[i] = !is_sea[i] && sw_catalog_terrain_is_conquerable (catalog, r->terrain);
        }
      /* A sea marked border="yes" touches the edge by the designer's word. */
      edge_sea[i] = is_sea[i] && (on_frame[i] || r->border == SW_BORDER_YES);
      t->is_border[i] = on_frame[i];
    }

  for (guint i = 0; i < t->contacts->len; i++)
    {
      const SwContact *c = &g_array_index (t->contacts, SwContact, i);

      if (!(c->flags & SW_CONTACT_BORDER))
        continue;
      if (is_land[c->a] && edge_sea[c->b])
        t->is_border[c->a] = TRUE;
      if (is_land[c->b] && edge_sea[c->a])
        t->is_border[c->b] = TRUE;
    }

  for (guint i = 0; i < n; i++)
    {
      const SwRegion *r = g_ptr_array_index (map->regions, i);

      if (r->border == SW_BORDER_YES)
        t->is_border[i] = TRUE;
      else if (r->border == SW_BORDER_NO)
        t->is_border[i] = FALSE;
    }
}

SwTopology *
sw_topology_build (SwMap           *map,
                   const SwCatalog *catalog)
{
  TopologyPrivate *priv;
  SwTopology *t;
  Builder b = { 0 };
  guint n;

  g_return_val_if_fail (map != NULL, NULL);

  n = map->regions->len;
  priv = g_new0 (TopologyPrivate, 1);
  t = &priv->pub;
  t->n_regions = n;
  t->contacts = g_array_new (FALSE, FALSE, sizeof (SwContact));
  t->is_border = g_new0 (gboolean, MAX (n, 1));
  t->area = g_new (double, MAX (n, 1));
  t->label_x = g_new (double, MAX (n, 1));
  t->label_y = g_new (double, MAX (n, 1));
  t->inscribed_radius = g_new (double, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      t->area[i] = 0;
      t->label_x[i] = t->label_y[i] = t->inscribed_radius[i] = NAN;
    }

  b.map = map;
  b.ring_idx = g_array_new (FALSE, FALSE, sizeof (guint));
  b.edges = g_array_new (FALSE, FALSE, sizeof (EdgeUse));
  b.vertex_uses = g_array_new (FALSE, FALSE, sizeof (guint64));
  b.pairs = g_array_new (FALSE, FALSE, sizeof (PairRecord));
  b.on_frame = g_new0 (gboolean, MAX (n, 1));
  b.usable = g_new0 (gboolean, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      builder_add_region_geometry (&b, t, i);
      if (b.usable[i])
        t->has_geometry = TRUE;
    }

  builder_pair_shared_edges (&b);
  builder_pair_shared_vertices (&b);
  builder_pair_links (&b, map->links, SW_CONTACT_LINK);
  builder_pair_links (&b, map->barriers, SW_CONTACT_BARRIER);
  topology_merge_contacts (t, b.pairs);
  topology_build_adjacency (t);
  topology_compute_borders (t, map, catalog, b.on_frame);

  g_array_unref (b.ring_idx);
  g_array_unref (b.edges);
  g_array_unref (b.vertex_uses);
  g_array_unref (b.pairs);
  g_free (b.on_frame);
  g_free (b.usable);

  priv->serial = map->serial;
  return t;
}

void
sw_topology_free (SwTopology *topology)
{
  if (topology == NULL)
    return;
  g_array_unref (topology->contacts);
  g_free (topology->offsets);
  g_free (topology->adjacency);
  g_free (topology->is_border);
  g_free (topology->area);
  g_free (topology->label_x);
  g_free (topology->label_y);
  g_free (topology->inscribed_radius);
  g_free ((TopologyPrivate *) topology);
}

SwTopology *
sw_map_get_topology (SwMap *map)
{
  g_return_val_if_fail (map != NULL, NULL);

  if (map->topology != NULL &&
      ((TopologyPrivate *) map->topology)->serial == map->serial)
    return map->topology;

  g_clear_pointer (&map->topology, sw_topology_free);
  map->topology = sw_topology_build (map, sw_catalog_get (map->edition));
  return map->topology;
}

gboolean
sw_topology_adjacent (const SwTopology *topology,
                      guint             a,
                      guint             b)
{
  guint n = 0;
  const guint *list;
  guint lo, hi;

  g_return_val_if_fail (topology != NULL, FALSE);
  if (a >= topology->n_regions || b >= topology->n_regions)
    return FALSE;

  list = sw_topology_neighbours (topology, a, &n);
  lo = 0;
  hi = n;
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      if (list[mid] == b)
        return TRUE;
      if (list[mid] < b)
        lo = mid + 1;
      else
        hi = mid;
    }
  return FALSE;
}

const guint *
sw_topology_neighbours (const SwTopology *topology,
                        guint             region,
                        guint            *n_neighbours)
{
  g_return_val_if_fail (topology != NULL, NULL);

  if (region >= topology->n_regions)
    {
      if (n_neighbours)
        *n_neighbours = 0;
      return NULL;
    }
  if (n_neighbours)
    *n_neighbours = topology->offsets[region + 1] - topology->offsets[region];
  return topology->adjacency + topology->offsets[region];
}

const SwContact *
sw_topology_find_contact (const SwTopology *topology,
                          guint             a,
                          guint             b)
{
  guint lo = 0, hi;
  guint x = MIN (a, b), y = MAX (a, b);

  g_return_val_if_fail (topology != NULL, NULL);

  hi = topology->contacts->len;
  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      const SwContact *c = &g_array_index (topology->contacts, SwContact, mid);

      if (c->a == x && c->b == y)
        return c;
      if (c->a < x || (c->a == x && c->b < y))
        lo = mid + 1;
      else
        hi = mid;
    }
  return NULL;
}
