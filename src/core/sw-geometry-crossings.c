/* sw-geometry-crossings.c: uniform grids, and the crossings and touches of edges they find without comparing all pairs. */
#define G_LOG_DOMAIN "sw-geometry"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sw-geometry-private.h"

/* ---- Grids ---- */

void
sw_geometry_grid_clear (Grid *g)
{
  g_clear_pointer (&g->offsets, g_free);
  g_clear_pointer (&g->items, g_free);
}

/* Cells about the size of the average item, and never more cells than
 * about four per item, so that building and scanning stay linear. */
void
sw_geometry_grid_build (Grid *g, const double *boxes, guint n)
{
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  double extent = 0, width, height;
  g_autofree guint *fill = NULL;
  guint n_cells;

  memset (g, 0, sizeof *g);
  for (guint i = 0; i < n; i++)
    {
      const double *b = &boxes[4 * i];
      x0 = MIN (x0, b[0]);
      y0 = MIN (y0, b[1]);
      x1 = MAX (x1, b[2]);
      y1 = MAX (y1, b[3]);
      extent += MAX (b[2] - b[0], b[3] - b[1]);
    }
  /* An in-memory map may hold anything: keep the grid finite. */
  if (n == 0 || !isfinite (x0) || !isfinite (y0) || !isfinite (x1) || !isfinite (y1) || !isfinite (extent))
    {
      x0 = y0 = 0;
      x1 = y1 = 1;
      extent = n;
    }
  width = MAX (x1 - x0, 1e-3);
  height = MAX (y1 - y0, 1e-3);
  width = MIN (width, 1e12);
  height = MIN (height, 1e12);
  g->x0 = x0;
  g->y0 = y0;
  g->cell = MAX (n > 0 ? extent / n : 1, sqrt (width * height / MAX (n, 1)));
  g->cell = MAX (g->cell, 1e-3);
  while ((width / g->cell + 1) * (height / g->cell + 1) > 4.0 * n + 16)
    g->cell *= 1.5;
  g->nx = (guint) (width / g->cell) + 1;
  g->ny = (guint) (height / g->cell) + 1;
  n_cells = g->nx * g->ny;

  g->offsets = g_new0 (guint, n_cells + 1);
  for (guint pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < n; i++)
        {
          const double *b = &boxes[4 * i];
          guint cx0 = sw_geometry_grid_column (g, b[0]), cx1 = sw_geometry_grid_column (g, b[2]);
          guint cy0 = sw_geometry_grid_row (g, b[1]), cy1 = sw_geometry_grid_row (g, b[3]);

          for (guint y = cy0; y <= cy1; y++)
            for (guint x = cx0; x <= cx1; x++)
              {
                guint cell = y * g->nx + x;
                if (pass == 0)
                  g->offsets[cell + 1]++;
                else
                  g->items[fill[cell]++] = i;
              }
        }
      if (pass == 0)
        {
          for (guint k = 0; k < n_cells; k++)
            g->offsets[k + 1] += g->offsets[k];
          g->items = g_new (guint, MAX (g->offsets[n_cells], 1));
          fill = g_memdup2 (g->offsets, sizeof (guint) * (n_cells + 1));
        }
    }
}

/* ---- Crossings, touches, self-intersections ---- */

static double
orientation (const SwVertex *a, const SwVertex *b, const SwVertex *p)
{
  return (b->x - a->x) * (p->y - a->y) - (b->y - a->y) * (p->x - a->x);
}

typedef enum {
  CONTACT_NONE,
  CONTACT_CROSS,       /* the two edges cross */
  CONTACT_ON_EDGE,     /* vertex `point' lies inside edge `edge' */
  CONTACT_SAME_POINT,  /* two vertices with different ids at one point */
} EdgeContact;

typedef struct {
  EdgeContact kind;
  double x, y;
  guint point;          /* vertex index: the touching or coinciding vertex */
  guint other_point;    /* SAME_POINT: the other vertex */
  gboolean point_of_first;  /* ON_EDGE: the vertex belongs to the first edge */
} ContactInfo;

static ContactInfo
edges_meet (const Checker *c, const UniqueEdge *e1, const UniqueEdge *e2)
{
  ContactInfo info = { CONTACT_NONE, 0, 0, 0, 0, FALSE };
  guint p1[2] = { e1->lo, e1->hi }, p2[2] = { e2->lo, e2->hi };
  const SwVertex *a = vertex_at (c, e1->lo), *b = vertex_at (c, e1->hi);
  const SwVertex *q = vertex_at (c, e2->lo), *d = vertex_at (c, e2->hi);
  double o1, o2, o3, o4, l1, l2;

  /* A vertex of one edge on the other edge (including its ends). */
  for (guint side = 0; side < 2; side++)
    for (guint k = 0; k < 2; k++)
      {
        guint v = side == 0 ? p1[k] : p2[k];
        const UniqueEdge *other = side == 0 ? e2 : e1;
        const SwVertex *pv = vertex_at (c, v);
        const SwVertex *s = vertex_at (c, other->lo), *t = vertex_at (c, other->hi);

        if (v == other->lo || v == other->hi)
          continue;
        if (sw_geometry_segment_distance (pv->x, pv->y, s->x, s->y, t->x, t->y) > TOUCH_EPSILON)
          continue;
        info.x = pv->x;
        info.y = pv->y;
        info.point = v;
        info.point_of_first = side == 0;
        if (hypot (pv->x - s->x, pv->y - s->y) <= TOUCH_EPSILON && other->lo != p1[0] && other->lo != p1[1] &&
            other->lo != p2[0] && other->lo != p2[1])
          {
            info.kind = CONTACT_SAME_POINT;
            info.other_point = other->lo;
          }
        else if (hypot (pv->x - t->x, pv->y - t->y) <= TOUCH_EPSILON && other->hi != p1[0] && other->hi != p1[1] &&
                 other->hi != p2[0] && other->hi != p2[1])
          {
            info.kind = CONTACT_SAME_POINT;
            info.other_point = other->hi;
          }
        else if (hypot (pv->x - s->x, pv->y - s->y) > TOUCH_EPSILON &&
                 hypot (pv->x - t->x, pv->y - t->y) > TOUCH_EPSILON)
          info.kind = CONTACT_ON_EDGE;
        else
          continue;
        return info;
      }

  /* Edges sharing a vertex meet there and nowhere else, unless they
   * overlap, which the loop above caught. */
  if (e1->lo == e2->lo || e1->lo == e2->hi || e1->hi == e2->lo || e1->hi == e2->hi)
    return info;

  l1 = hypot (b->x - a->x, b->y - a->y);
  l2 = hypot (d->x - q->x, d->y - q->y);
  o1 = orientation (a, b, q) / l1;
  o2 = orientation (a, b, d) / l1;
  o3 = orientation (q, d, a) / l2;
  o4 = orientation (q, d, b) / l2;
  if (((o1 > TOUCH_EPSILON && o2 < -TOUCH_EPSILON) || (o1 < -TOUCH_EPSILON && o2 > TOUCH_EPSILON)) &&
      ((o3 > TOUCH_EPSILON && o4 < -TOUCH_EPSILON) || (o3 < -TOUCH_EPSILON && o4 > TOUCH_EPSILON)))
    {
      double t = o3 / (o3 - o4);
      info.kind = CONTACT_CROSS;
      info.x = a->x + (b->x - a->x) * t;
      info.y = a->y + (b->y - a->y) * t;
    }
  return info;
}

static void
report_contact (Checker *c, const UniqueEdge *e1, const EdgeUse *u1,
                const UniqueEdge *e2, const EdgeUse *u2, const ContactInfo *info)
{
  const GeoRing *r1 = ring_at (c, u1->ring), *r2 = ring_at (c, u2->ring);
  const SwRegion *g1 = region_at (c, r1->region), *g2 = region_at (c, r2->region);
  const UniqueEdge *edge_of_point = info->point_of_first ? e2 : e1;
  const SwRegion *point_region = info->point_of_first ? g1 : g2;
  const SwRegion *edge_region_of = info->point_of_first ? g2 : g1;
  guint point_id = vertex_at (c, info->point)->id;
  guint other_id = info->kind == CONTACT_SAME_POINT ? vertex_at (c, info->other_point)->id : 0;
  g_autofree char *msg = NULL;
  char x[32], y[32];

  if (r1->region == r2->region)
    {
      /* one crossing says it all: the ring's other pairs are skipped */
      c->crossed[r1->region] = TRUE;
      if (!sw_geometry_first_report (c, "outline-self-intersecting", r1->region, r1->region))
        return;
      sw_geometry_format_mm (info->x, x);
      sw_geometry_format_mm (info->y, y);
      if (info->kind == CONTACT_CROSS)
        msg = g_strdup_printf (_("region %s: its %s crosses %s: edge %u–%u crosses edge %u–%u near (%s, %s) mm; "
                                 "reorder the vertices so that each ring goes round once"),
                               g1->id, sw_geometry_ring_name (r1), r1 == r2 ? _("itself") : sw_geometry_ring_name (r2),
                               vertex_at (c, e1->lo)->id, vertex_at (c, e1->hi)->id,
                               vertex_at (c, e2->lo)->id, vertex_at (c, e2->hi)->id, x, y);
      else if (info->kind == CONTACT_SAME_POINT)
        msg = g_strdup_printf (_("region %s: its vertices %u and %u are both at (%s, %s) mm, so its rings touch "
                                 "themselves; merge or move them"),
                               g1->id, point_id, other_id, x, y);
      else
        msg = g_strdup_printf (_("region %s: its vertex %u lies on its own edge %u–%u at (%s, %s) mm, so its "
                                 "rings touch themselves; move the vertex"),
                               g1->id, point_id, vertex_at (c, edge_of_point->lo)->id,
                               vertex_at (c, edge_of_point->hi)->id, x, y);
      sw_geometry_report_region (c, "outline-self-intersecting", r1->region, msg);
      return;
    }

  if (c->board[r1->region] != c->board[r2->region] ||
      !sw_geometry_first_report (c, "regions-overlap", r1->region, r2->region))
    return;
  sw_geometry_format_mm (info->x, x);
  sw_geometry_format_mm (info->y, y);
  if (info->kind == CONTACT_CROSS)
    msg = g_strdup_printf (_("regions %s and %s overlap: edge %u–%u of %s crosses edge %u–%u of %s near (%s, %s) mm"),
                           g1->id, g2->id, vertex_at (c, e1->lo)->id, vertex_at (c, e1->hi)->id, g1->id,
                           vertex_at (c, e2->lo)->id, vertex_at (c, e2->hi)->id, g2->id, x, y);
  else if (info->kind == CONTACT_SAME_POINT)
    msg = g_strdup_printf (_("regions %s and %s overlap: vertices %u and %u are both at (%s, %s) mm, so the "
                             "regions touch without sharing a vertex; use one vertex for both"),
                           g1->id, g2->id, point_id, other_id, x, y);
  else
    msg = g_strdup_printf (_("regions %s and %s overlap: vertex %u of %s lies on edge %u–%u of %s at (%s, %s) mm; "
                             "add vertex %u to %s's outline there so that they share the border"),
                           g1->id, g2->id, point_id, point_region->id,
                           vertex_at (c, edge_of_point->lo)->id, vertex_at (c, edge_of_point->hi)->id,
                           edge_region_of->id, x, y, point_id, edge_region_of->id);
  sw_geometry_report_pair (c, "regions-overlap", r1->region, r2->region, msg);
}

static void
check_edge_pair (Checker *c, guint i, guint j, const guint *regions)
{
  const UniqueEdge *e1 = &g_array_index (c->edges, UniqueEdge, i);
  const UniqueEdge *e2 = &g_array_index (c->edges, UniqueEdge, j);
  ContactInfo info;

  /* two regions already said to overlap: nothing new to find */
  if (regions[i] != G_MAXUINT && regions[j] != G_MAXUINT && regions[i] != regions[j] &&
      sw_geometry_pair_seen (c, "regions-overlap", regions[i], regions[j]))
    return;
  info = edges_meet (c, e1, e2);

  if (info.kind == CONTACT_NONE)
    return;
  for (guint a = e1->first_use; a < e1->first_use + MIN (e1->n_uses, MAX_USES); a++)
    for (guint b = e2->first_use; b < e2->first_use + MIN (e2->n_uses, MAX_USES); b++)
      {
        const EdgeUse *u1 = &g_array_index (c->uses, EdgeUse, a);
        const EdgeUse *u2 = &g_array_index (c->uses, EdgeUse, b);

        if (ring_at (c, u1->ring)->degenerate || ring_at (c, u2->ring)->degenerate)
          continue;
        report_contact (c, e1, u1, e2, u2, &info);
      }
}

/* The region whose rings alone use edge @i, or G_MAXUINT. */
static guint
edge_region (const Checker *c, guint i)
{
  const UniqueEdge *e = &g_array_index (c->edges, UniqueEdge, i);
  guint region = G_MAXUINT;

  for (guint u = e->first_use; u < e->first_use + e->n_uses; u++)
    {
      guint r = ring_at (c, g_array_index (c->uses, EdgeUse, u).ring)->region;

      if (region != G_MAXUINT && r != region)
        return G_MAXUINT;
      region = r;
    }
  return region;
}

static gint
compare_by_region (gconstpointer pa, gconstpointer pb, gpointer data)
{
  const guint *sort_regions = data;
  guint a = *(const guint *) pa, b = *(const guint *) pb;

  if (sort_regions[a] != sort_regions[b])
    return sort_regions[a] < sort_regions[b] ? -1 : 1;
  return (a > b) - (a < b);
}

/* Every pair of edges whose boxes meet is looked at once, in the grid cell
 * holding the low corner of the boxes' intersection. A ring that crosses
 * itself is reported once: the edges of each cell are sorted by region,
 * and once a region's rings are known to cross, the pairs of its own
 * edges are jumped over as a block. A star-shaped ring whose edges all
 * cross each other (all of them in one cell) then costs a linear scan,
 * not a look at every pair. */
void
sw_geometry_check_crossings (Checker *c)
{
  guint n = c->edges->len;
  g_autofree double *boxes = g_new (double, 4 * MAX (n, 1));
  g_autofree guint *regions = g_new (guint, MAX (n, 1));
  g_autofree guint *run_end = NULL;
  Grid g;

  for (guint i = 0; i < n; i++)
    {
      const UniqueEdge *e = &g_array_index (c->edges, UniqueEdge, i);
      const SwVertex *a = vertex_at (c, e->lo), *b = vertex_at (c, e->hi);

      boxes[4 * i] = MIN (a->x, b->x) - TOUCH_EPSILON;
      boxes[4 * i + 1] = MIN (a->y, b->y) - TOUCH_EPSILON;
      boxes[4 * i + 2] = MAX (a->x, b->x) + TOUCH_EPSILON;
      boxes[4 * i + 3] = MAX (a->y, b->y) + TOUCH_EPSILON;
    }
  sw_geometry_grid_build (&g, boxes, n);
  for (guint i = 0; i < n; i++)
    regions[i] = edge_region (c, i);

  /* each cell's edges by region; run_end[p]: where p's region's run ends */
  run_end = g_new (guint, MAX (g.offsets[g.nx * g.ny], 1));
  for (guint cell = 0; cell < g.nx * g.ny; cell++)
    {
      guint start = g.offsets[cell], end = g.offsets[cell + 1];

      if (end - start > 1)
        g_qsort_with_data (g.items + start, (gint) (end - start), sizeof (guint), compare_by_region, regions);
      for (guint p = end; p > start; p--)
        run_end[p - 1] = p < end && regions[g.items[p]] == regions[g.items[p - 1]] ? run_end[p] : p;
    }

  for (guint cell = 0; cell < g.nx * g.ny; cell++)
    for (guint p = g.offsets[cell]; p < g.offsets[cell + 1]; p++)
      for (guint q = p + 1; q < g.offsets[cell + 1]; q++)
        {
          guint i = g.items[p], j = g.items[q];

          if (regions[i] != G_MAXUINT && c->crossed[regions[i]] && q < run_end[p])
            {
              q = run_end[p] - 1;   /* the rest of the run: the same region's edges */
              continue;
            }
          /* a run of a region already said to overlap i's: jumped over */
          if (regions[i] != G_MAXUINT && regions[j] != G_MAXUINT && regions[i] != regions[j] &&
              sw_geometry_pair_seen (c, "regions-overlap", regions[i], regions[j]))
            {
              q = run_end[q] - 1;
              continue;
            }
          const double *bi = &boxes[4 * i], *bj = &boxes[4 * j];
          double lx = MAX (bi[0], bj[0]), ly = MAX (bi[1], bj[1]);

          if (lx > MIN (bi[2], bj[2]) || ly > MIN (bi[3], bj[3]))
            continue;
          if (sw_geometry_grid_row (&g, ly) * g.nx + sw_geometry_grid_column (&g, lx) != cell)
            continue;
          check_edge_pair (c, i, j, regions);
        }
  sw_geometry_grid_clear (&g);
}
