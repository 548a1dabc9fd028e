/* sw-inscribed-circle.c: the largest circle inside a polygon with holes (exact for small ones, polylabel otherwise). */
#define G_LOG_DOMAIN "sw-topology"
#include "config.h"

#include "sw-topology.h"
#include "sw-topology-private.h"

#include <math.h>
#include <string.h>

double
sw_ring_signed_area (const double *xy,
                     guint         n)
{
  double sum = 0;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    sum += xy[2 * j] * xy[2 * i + 1] - xy[2 * i] * xy[2 * j + 1];
  return sum / 2;
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
  double area = sw_ring_signed_area (p, n);
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
