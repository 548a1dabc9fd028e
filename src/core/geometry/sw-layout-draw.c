/* sw-layout-draw.c: the layout's drawing (frame, Tutte, relaxation) and
 * the partition of the board into regions made from it. */
#define G_LOG_DOMAIN "sw-layout"
#include "config.h"

#include <math.h>
#include <string.h>

#include "sw-layout-private.h"
#include "sw-topology.h"

#define CIRCLE_PRECISION 0.5     /* mm */

static void
ring_free (gpointer ring)
{
  if (ring != NULL)
    g_array_unref (ring);
}

void
sw_layout_partition_clear (Partition *p)
{
  g_clear_pointer (&p->keys, g_hash_table_unref);
  g_clear_pointer (&p->px, g_array_unref);
  g_clear_pointer (&p->py, g_array_unref);
  g_clear_pointer (&p->rings, g_ptr_array_unref);
  g_clear_pointer (&p->area, g_free);
  g_clear_pointer (&p->diameter, g_free);
}

/* A point of the frame, from t = 0 at the top-left corner, clockwise on
 * the page, round to t = 1. */
static void
layout_frame_at (Layout *l,
                 double  t,
                 double *x,
                 double *y)
{
  double w = l->width, h = l->height;
  double d = (t - floor (t)) * 2 * (w + h);

  if (d <= w)
    *x = d, *y = 0;
  else if (d <= w + h)
    *x = w, *y = d - w;
  else if (d <= 2 * w + h)
    *x = 2 * w + h - d, *y = h;
  else
    *x = 0, *y = 2 * (w + h) - d;
}

static void
layout_add_rim (Layout *l,
                guint   kind,
                guint   a,
                guint   b,
                guint   c)
{
  Triangle t = { kind, { a, b, c }, { a, a, a } };

  if (kind == TRIANGLE_SIDE)
    t.owner[1] = b;
  g_array_append_val (l->rim, t);
}

/* Puts the frame points in place, with the hull in its order round the
 * frame: hull[i] owns the stretch of frame from F(i-1) to F(i), of length
 * in proportion to hull_weight[i], and hull[0]'s holds the top-left
 * corner, rim_split of it before. Rebuilds the rim triangles and the drawing's graph. */
void
sw_layout_place_frame (Layout *l)
{
  guint m = l->hull->len;
  guint frame = l->n_inner, corner = l->n_inner + m;
  g_autofree double *t = g_new (double, m);
  double corner_t[5], total = 0, before = 0;

  corner_t[0] = 0;
  corner_t[1] = l->width / (2 * (l->width + l->height));
  corner_t[2] = 0.5;
  corner_t[3] = corner_t[1] + 0.5;
  corner_t[4] = 1;
  for (guint i = 0; i < m; i++)
    total += l->hull_weight[i];
  for (guint i = 0; i < m; i++)
    {
      before += l->hull_weight[i];
      t[i] = (before - l->rim_split * l->hull_weight[0]) / total;
    }
  for (guint i = 0; i < m; i++)
    for (guint c = 0; c < 4; c++)
      if (fabs (t[i] - corner_t[c]) < 1e-4)
        t[i] += 2e-4;  /* a border should not end exactly on a corner */

  memset (l->fixed, 0, l->n_nodes);
  for (guint i = 0; i < m; i++)
    {
      layout_frame_at (l, t[i], &l->x[frame + i], &l->y[frame + i]);
      l->fixed[frame + i] = 1;
    }
  for (guint c = 0; c < 4; c++)
    {
      layout_frame_at (l, corner_t[c], &l->x[corner + c], &l->y[corner + c]);
      l->fixed[corner + c] = 1;
    }

  g_array_set_size (l->rim, 0);
  for (guint i = 0; i < m; i++)
    {
      guint a = g_array_index (l->hull, guint, i);
      guint b = g_array_index (l->hull, guint, (i + 1) % m);
      double from = i == 0 ? t[m - 1] - 1 : t[i - 1];
      guint last = frame + (i + m - 1) % m;

      layout_add_rim (l, TRIANGLE_SIDE, a, b, frame + i);
      /* The fan from a to its stretch of frame, corners included. */
      for (gint shift = -1; shift <= 0; shift++)
        for (guint c = 0; c < 4; c++)
          {
            double at = corner_t[c] + shift;

            if (at > from && at < t[i])
              {
                layout_add_rim (l, TRIANGLE_RIM, a, last, corner + c);
                last = corner + c;
              }
          }
      layout_add_rim (l, TRIANGLE_RIM, a, last, frame + i);
    }

  g_clear_pointer (&l->drawing, sw_layout_graph_free);
  l->drawing = sw_layout_graph_new (l->n_nodes);
  for (guint k = 0; k < l->triangles->len + l->rim->len; k++)
    {
      Triangle *tr = k < l->triangles->len ? &g_array_index (l->triangles, Triangle, k)
                                           : &g_array_index (l->rim, Triangle, k - l->triangles->len);

      for (guint c = 0; c < 3; c++)
        sw_layout_graph_add_edge (l->drawing, tr->v[c], tr->v[(c + 1) % 3]);
    }
}

/* Tutte's barycentric drawing, by Gauss-Seidel sweeps: every free node at
 * the mean of its neighbours. Planar, whatever the graph's shape, but
 * crowded in the middle; sw_layout_relax() evens it out. */
void
sw_layout_solve (Layout *l)
{
  for (guint sweep = 0; sweep < 20000; sweep++)
    {
      double moved = 0;

      for (guint v = 0; v < l->n_nodes; v++)
        {
          GArray *nb = l->drawing->neighbours[v];
          double sx = 0, sy = 0;

          if (l->fixed[v] || nb->len == 0)
            continue;
          for (guint i = 0; i < nb->len; i++)
            {
              guint u = g_array_index (nb, guint, i);

              sx += l->x[u];
              sy += l->y[u];
            }
          sx /= nb->len;
          sy /= nb->len;
          moved = MAX (moved, fabs (sx - l->x[v]) + fabs (sy - l->y[v]));
          l->x[v] = sx;
          l->y[v] = sy;
        }
      if (moved < 1e-4)
        break;
    }
}

/* The energy sw_layout_relax() lowers: how far each region's area is from
 * its target (a share of the board that grows with its neighbours, more
 * for a region that came out narrow), plus springs along the edges, plus
 * how far each triangle is from equilateral (L / (4 sqrt 3 A) is 1 for an
 * equilateral triangle and grows without bound as it flattens, which
 * keeps the drawing from folding).
 * Returns INFINITY for a folded drawing; fills @grad (2 per node) when not
 * NULL. Each triangle's area goes to its regions as its cells do: a third
 * per kite, half per side of a frame triangle, all of a rim triangle. */
static double
layout_energy (Layout       *l,
               const double *x,
               const double *y,
               const double *sign,
               double       *area,
               double       *grad)
{
  guint n_inner = l->triangles->len, n_all = n_inner + l->rim->len;
  const double *target = l->target;
  double share = l->width * l->height / l->n_regions;
  double energy = 0;
  const double shape_weight = 0.05;

  memset (area, 0, l->n_regions * sizeof (double));
  for (guint k = 0; k < n_all; k++)
    {
      Triangle *t = k < n_inner ? &g_array_index (l->triangles, Triangle, k)
                                : &g_array_index (l->rim, Triangle, k - n_inner);
      const guint *v = t->v;
      double a = sign[k] * ((x[v[1]] - x[v[0]]) * (y[v[2]] - y[v[0]])
                            - (y[v[1]] - y[v[0]]) * (x[v[2]] - x[v[0]])) / 2;

      if (a <= 1e-9)
        return INFINITY;
      if (t->kind == TRIANGLE_INNER)
        for (guint c = 0; c < 3; c++)
          area[t->owner[c]] += a / 3;
      else if (t->kind == TRIANGLE_SIDE)
        {
          area[t->owner[0]] += a / 2;
          area[t->owner[1]] += a / 2;
        }
      else
        area[t->owner[0]] += a;
    }
  for (guint r = 0; r < l->n_regions; r++)
    energy += (area[r] / target[r] - 1) * (area[r] / target[r] - 1);
  if (grad != NULL)
    memset (grad, 0, 2 * l->n_nodes * sizeof (double));
  /* Springs along the drawing's edges keep regions compact: without them
   * a region far from its target grows arms. */
  for (guint u = 0; u < l->n_nodes && l->spring_weight > 0; u++)
    for (guint i = 0; i < l->drawing->neighbours[u]->len; i++)
      {
        guint v = g_array_index (l->drawing->neighbours[u], guint, i);
        double dx = x[u] - x[v], dy = y[u] - y[v];

        if (v < u || (l->fixed[u] && l->fixed[v]))
          continue;
        energy += l->spring_weight * (dx * dx + dy * dy) / share;
        if (grad == NULL)
          continue;
        grad[2 * u] += 2 * l->spring_weight * dx / share;
        grad[2 * u + 1] += 2 * l->spring_weight * dy / share;
        grad[2 * v] -= 2 * l->spring_weight * dx / share;
        grad[2 * v + 1] -= 2 * l->spring_weight * dy / share;
      }
  for (guint k = 0; k < n_all; k++)
    {
      Triangle *t = k < n_inner ? &g_array_index (l->triangles, Triangle, k)
                                : &g_array_index (l->rim, Triangle, k - n_inner);
      const guint *v = t->v;
      double a = sign[k] * ((x[v[1]] - x[v[0]]) * (y[v[2]] - y[v[0]])
                            - (y[v[1]] - y[v[0]]) * (x[v[2]] - x[v[0]])) / 2;
      double len = 0, q, d_area = 0;

      for (guint c = 0; c < 3; c++)
        {
          double dx = x[v[(c + 1) % 3]] - x[v[c]], dy = y[v[(c + 1) % 3]] - y[v[c]];

          len += dx * dx + dy * dy;
        }
      q = len / (4 * G_SQRT2 * 1.2247448713915890 * a);  /* 4 sqrt 3 = 4 sqrt 2 sqrt 1.5 */
      energy += shape_weight * q;
      if (grad == NULL)
        continue;
      /* dE/dA of this triangle, through the regions that own it. */
      if (t->kind == TRIANGLE_INNER)
        for (guint c = 0; c < 3; c++)
          d_area += 2 * (area[t->owner[c]] / target[t->owner[c]] - 1) / target[t->owner[c]] / 3;
      else if (t->kind == TRIANGLE_SIDE)
        d_area += (area[t->owner[0]] / target[t->owner[0]] - 1) / target[t->owner[0]]
                + (area[t->owner[1]] / target[t->owner[1]] - 1) / target[t->owner[1]];
      else
        d_area += 2 * (area[t->owner[0]] / target[t->owner[0]] - 1) / target[t->owner[0]];
      d_area += shape_weight * -q / a;
      for (guint c = 0; c < 3; c++)
        {
          guint p0 = v[c], p1 = v[(c + 1) % 3], p2 = v[(c + 2) % 3];
          double da_dx = sign[k] * (y[p1] - y[p2]) / 2;
          double da_dy = sign[k] * (x[p2] - x[p1]) / 2;
          double dl_dx = 2 * (x[p0] - x[p1]) + 2 * (x[p0] - x[p2]);
          double dl_dy = 2 * (y[p0] - y[p1]) + 2 * (y[p0] - y[p2]);

          grad[2 * p0] += d_area * da_dx + shape_weight * q / len * dl_dx;
          grad[2 * p0 + 1] += d_area * da_dy + shape_weight * q / len * dl_dy;
        }
    }
  return energy;
}

/* Gradient descent with a step that grows while it works and halves when
 * it does not; a step that would fold the drawing has infinite energy and
 * is never taken, so the drawing stays planar throughout. */
void
sw_layout_relax (Layout *l,
              guint   steps)
{
  guint n_inner = l->triangles->len, n_all = n_inner + l->rim->len;
  g_autofree double *sign = g_new (double, n_all);
  g_autofree double *area = g_new (double, l->n_regions);
  g_autofree double *grad = g_new (double, 2 * l->n_nodes);
  g_autofree double *nx = g_memdup2 (l->x, l->n_nodes * sizeof (double));
  g_autofree double *ny = g_memdup2 (l->y, l->n_nodes * sizeof (double));
  double energy, step = 10;

  for (guint k = 0; k < n_all; k++)
    {
      Triangle *t = k < n_inner ? &g_array_index (l->triangles, Triangle, k)
                                : &g_array_index (l->rim, Triangle, k - n_inner);
      const guint *v = t->v;

      sign[k] = ((l->x[v[1]] - l->x[v[0]]) * (l->y[v[2]] - l->y[v[0]])
                 - (l->y[v[1]] - l->y[v[0]]) * (l->x[v[2]] - l->x[v[0]])) >= 0 ? 1 : -1;
    }
  energy = layout_energy (l, l->x, l->y, sign, area, grad);
  if (!isfinite (energy))
    return;
  for (guint i = 0; i < steps && step > 1e-3; i++)
    {
      double norm = 0, trial;

      for (guint v = 0; v < l->n_nodes; v++)
        if (!l->fixed[v])
          norm = MAX (norm, hypot (grad[2 * v], grad[2 * v + 1]));
      if (norm <= 0)
        break;
      /* step is the largest move of any node, in mm. */
      for (guint v = 0; v < l->n_nodes; v++)
        if (!l->fixed[v])
          {
            nx[v] = l->x[v] - step * grad[2 * v] / norm;
            ny[v] = l->y[v] - step * grad[2 * v + 1] / norm;
          }
      trial = layout_energy (l, nx, ny, sign, area, NULL);
      if (trial < energy)
        {
          memcpy (l->x, nx, l->n_nodes * sizeof (double));
          memcpy (l->y, ny, l->n_nodes * sizeof (double));
          energy = layout_energy (l, l->x, l->y, sign, area, grad);
          step *= 1.2;
        }
      else
        step /= 2;
    }
  g_debug ("relaxed: energy %.3f", energy);
}

/* Point keys: the kind in the top bits, then the nodes or index. */
enum {
  POINT_NODE = 1,      /* a node of the drawing: inside a region, a face's centre, on the frame */
  POINT_MIDDLE,        /* middle of an edge of the drawing */
  POINT_CENTROID,      /* of a triangle */
};

static guint
partition_point (Partition *p,
                 guint      kind,
                 guint      a,
                 guint      b,
                 double     x,
                 double     y)
{
  guint64 key = ((guint64) kind << 56) | ((guint64) MIN (a, b) << 28) | MAX (a, b);
  gpointer found = g_hash_table_lookup (p->keys, &key);
  guint index;

  if (found != NULL)
    return GPOINTER_TO_UINT (found) - 1;
  index = p->px->len;
  g_array_append_val (p->px, x);
  g_array_append_val (p->py, y);
  g_hash_table_insert (p->keys, g_memdup2 (&key, sizeof key), GUINT_TO_POINTER (index + 1));
  return index;
}

static double
ring_signed_area (Partition   *p,
                  const guint *ring,
                  guint        n)
{
  double sum = 0;

  for (guint i = 0; i < n; i++)
    {
      guint a = ring[i], b = ring[(i + 1) % n];

      sum += g_array_index (p->px, double, a) * g_array_index (p->py, double, b)
           - g_array_index (p->px, double, b) * g_array_index (p->py, double, a);
    }
  return sum / 2;
}

/* Adds a cell's edges to its owner's set; an edge met in both directions
 * is inside the region and cancels. */
static void
partition_add_cell (Partition  *p,
                    GHashTable *edges,
                    guint      *ring,
                    guint       n)
{
  if (ring_signed_area (p, ring, n) < 0)
    for (guint i = 0; i < n / 2; i++)
      {
        guint t = ring[i];

        ring[i] = ring[n - 1 - i];
        ring[n - 1 - i] = t;
      }
  for (guint i = 0; i < n; i++)
    {
      guint64 forward = ((guint64) ring[i] << 32) | ring[(i + 1) % n];
      guint64 backward = ((guint64) ring[(i + 1) % n] << 32) | ring[i];

      if (!g_hash_table_remove (edges, &backward))
        g_hash_table_add (edges, g_memdup2 (&forward, sizeof forward));
    }
}

/* The one boundary cycle of a region's cells, or NULL if it is not one. */
static GArray *
partition_chain (GHashTable *edges)
{
  g_autoptr(GHashTable) next = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer key;
  guint first = G_MAXUINT, count = 0;
  GArray *ring;

  g_hash_table_iter_init (&iter, edges);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      guint64 e = *(guint64 *) key;
      guint a = e >> 32, b = e & 0xffffffff;

      if (!g_hash_table_insert (next, GUINT_TO_POINTER (a + 1), GUINT_TO_POINTER (b + 1)))
        return NULL;  /* the region is pinched at a point */
      first = MIN (first, a);
    }
  if (first == G_MAXUINT)
    return NULL;
  ring = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint v = first;;)
    {
      g_array_append_val (ring, v);
      count++;
      v = GPOINTER_TO_UINT (g_hash_table_lookup (next, GUINT_TO_POINTER (v + 1))) - 1;
      if (v == first || v == G_MAXUINT || count > g_hash_table_size (edges))
        break;
    }
  if (count != g_hash_table_size (edges))
    g_clear_pointer (&ring, g_array_unref);  /* a hole, or two pieces */
  return ring;
}

static guint
partition_node (Partition *p,
                Layout    *l,
                guint      v)
{
  return partition_point (p, POINT_NODE, 0, v, l->x[v], l->y[v]);
}

static guint
partition_middle (Partition *p,
                  Layout    *l,
                  guint      a,
                  guint      b)
{
  return partition_point (p, POINT_MIDDLE, a, b, (l->x[a] + l->x[b]) / 2, (l->y[a] + l->y[b]) / 2);
}

static gboolean
turns_left (double ax, double ay, double bx, double by, double cx, double cy)
{
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) > 1e-9;
}

/* The middles of edges that a border need not bend at. The border across
 * the edge u-v of the drawing runs centroid, middle, centroid; where the
 * kites at u belong to one region and those at v to another on both
 * sides, and u, the two centroids and v make a convex quadrilateral, the
 * straight line between the centroids stays inside that quadrilateral
 * (owned by the two regions alone) and the border can take it. Returns a
 * set of point indices + 1. */
static GHashTable *
partition_straighten (Partition  *p,
                      Layout     *l,
                      GHashTable *sides)
{
  GHashTable *straight = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, sides);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint64 edge = *(guint64 *) key;
      const guint *seen = value;
      guint u = edge >> 32, v = edge & 0xffffffff;
      guint64 middle_key = ((guint64) POINT_MIDDLE << 56) | ((guint64) u << 28) | v;
      gpointer middle = g_hash_table_lookup (p->keys, &middle_key);
      double qx[4], qy[4];
      guint left = 0;

      /* The same two regions on both sides, or the middle is where three meet. */
      if (seen[0] != 2 || middle == NULL || seen[3] != seen[5] || seen[4] != seen[6] || seen[3] == seen[4])
        continue;
      qx[0] = l->x[u], qy[0] = l->y[u];
      qx[1] = g_array_index (p->px, double, seen[1]), qy[1] = g_array_index (p->py, double, seen[1]);
      qx[2] = l->x[v], qy[2] = l->y[v];
      qx[3] = g_array_index (p->px, double, seen[2]), qy[3] = g_array_index (p->py, double, seen[2]);
      for (guint i = 0; i < 4; i++)
        left += turns_left (qx[i], qy[i], qx[(i + 1) % 4], qy[(i + 1) % 4], qx[(i + 2) % 4], qy[(i + 2) % 4]);
      if (left == 0 || left == 4)
        g_hash_table_add (straight, middle);
    }
  return straight;
}

/* Cuts the drawing into cells, gives each to its region, and measures the
 * regions. A drawing with a triangle folded over (which Tutte's theorem
 * rules out, but a degenerate frame or rounding might not) is marked. */
void
sw_layout_partition (Layout    *l,
                  Partition *p)
{
  g_autoptr(GPtrArray) edges = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref);
  g_autoptr(GHashTable) sides = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_autoptr(GHashTable) straight = NULL;
  guint n_flat = 0;
  double covered = 0;

  memset (p, 0, sizeof *p);
  p->keys = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  p->px = g_array_new (FALSE, FALSE, sizeof (double));
  p->py = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint r = 0; r < l->n_regions; r++)
    g_ptr_array_add (edges, g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL));

  for (guint k = 0; k < l->triangles->len + l->rim->len; k++)
    {
      Triangle *t = k < l->triangles->len ? &g_array_index (l->triangles, Triangle, k)
                                          : &g_array_index (l->rim, Triangle, k - l->triangles->len);
      double gx = 0, gy = 0, turn;
      guint centroid, cell[4];

      for (guint c = 0; c < 3; c++)
        {
          gx += l->x[t->v[c]] / 3;
          gy += l->y[t->v[c]] / 3;
        }
      turn = (l->x[t->v[1]] - l->x[t->v[0]]) * (l->y[t->v[2]] - l->y[t->v[0]])
           - (l->y[t->v[1]] - l->y[t->v[0]]) * (l->x[t->v[2]] - l->x[t->v[0]]);
      n_flat += fabs (turn) < 1e-6;
      covered += fabs (turn) / 2;
      centroid = partition_point (p, POINT_CENTROID, 0, k, gx, gy);
      for (guint c = 0; c < 3 && t->kind != TRIANGLE_RIM; c++)
        {
          guint a = t->v[c], b = t->v[(c + 1) % 3];
          guint64 key = ((guint64) MIN (a, b) << 32) | MAX (a, b);
          guint *seen;

          if (a >= l->n_inner || b >= l->n_inner)
            continue;  /* a frame point: not a border */
          seen = g_hash_table_lookup (sides, &key);
          if (seen == NULL)
            {
              seen = g_new0 (guint, 7);
              g_hash_table_insert (sides, g_memdup2 (&key, sizeof key), seen);
            }
          if (seen[0] < 2)
            {
              /* Centroid, then who owns the kites at the lower and the
               * higher end of the edge on this side. */
              seen[1 + seen[0]] = centroid;
              seen[3 + 2 * seen[0]] = t->owner[a < b ? c : (c + 1) % 3];
              seen[4 + 2 * seen[0]] = t->owner[a < b ? (c + 1) % 3 : c];
              seen[0]++;
            }
        }
      switch (t->kind)
        {
        case TRIANGLE_INNER:
          /* Kites: corner, middle of one side, centroid, middle of the other. */
          for (guint c = 0; c < 3; c++)
            {
              guint a = t->v[c], b = t->v[(c + 1) % 3], z = t->v[(c + 2) % 3];

              cell[0] = partition_node (p, l, a);
              cell[1] = partition_middle (p, l, a, b);
              cell[2] = centroid;
              cell[3] = partition_middle (p, l, a, z);
              partition_add_cell (p, g_ptr_array_index (edges, t->owner[c]), cell, 4);
            }
          break;
        case TRIANGLE_SIDE:
          /* Regions a, b and frame point f: the border runs f, centroid,
           * middle of a-b. */
          cell[0] = partition_node (p, l, t->v[0]);
          cell[1] = partition_middle (p, l, t->v[0], t->v[1]);
          cell[2] = centroid;
          cell[3] = partition_node (p, l, t->v[2]);
          partition_add_cell (p, g_ptr_array_index (edges, t->owner[0]), cell, 4);
          cell[0] = partition_node (p, l, t->v[1]);
          cell[1] = partition_middle (p, l, t->v[0], t->v[1]);
          cell[2] = centroid;
          cell[3] = partition_node (p, l, t->v[2]);
          partition_add_cell (p, g_ptr_array_index (edges, t->owner[1]), cell, 4);
          break;
        default:
          for (guint c = 0; c < 3; c++)
            cell[c] = partition_node (p, l, t->v[c]);
          partition_add_cell (p, g_ptr_array_index (edges, t->owner[0]), cell, 3);
          break;
        }
    }

  straight = partition_straighten (p, l, sides);
  p->rings = g_ptr_array_new_with_free_func (ring_free);
  p->area = g_new0 (double, l->n_regions);
  p->diameter = g_new0 (double, l->n_regions);
  p->min_diameter = G_MAXDOUBLE;
  /* The triangles tile the board exactly when none is folded over. */
  p->folded = n_flat > 0 || covered > l->width * l->height * (1 + 1e-9);
  if (p->folded)
    p->min_diameter = 0;
  for (guint r = 0; r < l->n_regions; r++)
    {
      GArray *ring = partition_chain (g_ptr_array_index (edges, r));
      g_autofree double *coords = NULL;
      double cx, cy, radius;

      for (guint i = ring != NULL ? ring->len : 0; i > 0; i--)
        if (g_hash_table_contains (straight, GUINT_TO_POINTER (g_array_index (ring, guint, i - 1) + 1)))
          g_array_remove_index (ring, i - 1);
      g_ptr_array_add (p->rings, ring);
      if (ring == NULL)
        {
          p->min_diameter = 0;
          continue;
        }
      p->area[r] = fabs (ring_signed_area (p, (const guint *) ring->data, ring->len));
      coords = g_new (double, 2 * ring->len);
      for (guint i = 0; i < ring->len; i++)
        {
          coords[2 * i] = g_array_index (p->px, double, g_array_index (ring, guint, i));
          coords[2 * i + 1] = g_array_index (p->py, double, g_array_index (ring, guint, i));
        }
      radius = sw_polygon_inscribed_circle (coords, ring->len, NULL, NULL, 0,
                                            CIRCLE_PRECISION, &cx, &cy);
      p->diameter[r] = 2 * radius;
      p->min_diameter = MIN (p->min_diameter, 2 * radius);
    }
}

/* Rounds of: draw, measure, give small regions more room. The weights
 * only ever change the drawing's shape, never its topology. Keeps the
 * drawing whose smallest region is biggest. */
