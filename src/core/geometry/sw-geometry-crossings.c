/* sw-geometry-crossings.c: uniform grids, and the crossings and touches of edges they find without comparing all pairs. */
#define G_LOG_DOMAIN "sw-geometry"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sw-geometry-private.h"
#include "sw-map-xml.h"

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
      sw_format_mm (info->x, x);
      sw_format_mm (info->y, y);
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
  sw_format_mm (info->x, x);
  sw_format_mm (info->y, y);
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

/* ---- A tree of boxes ---- */

/* A static tree over boxes (sort-tile-recursive packing): the leaves hold
 * up to FANOUT items each, tiles of nearby boxes, and each node the box of
 * its children. Unlike a grid of fixed cells, a long edge is one item in
 * one leaf, and two sets of edges meet only where their boxes do. */
#define FANOUT 8

typedef struct {
  double box[4];
  guint first;   /* the first child: a node of the level below, or an item */
  guint count;
  guint level;   /* 0: its children are items */
} BoxNode;

typedef struct {
  const double *boxes;   /* the items' boxes, 4 doubles each */
  guint *items;          /* item numbers in tile order */
  BoxNode *nodes;        /* level by level from the leaves; the root last */
  guint n_nodes;
} BoxTree;

typedef struct {
  const double *boxes;
  guint axis;   /* 0: by x, 1: by y */
} CentreOrder;

static gint
compare_centres (gconstpointer pa, gconstpointer pb, gpointer data)
{
  const CentreOrder *order = data;
  const double *a = &order->boxes[4 * *(const guint *) pa], *b = &order->boxes[4 * *(const guint *) pb];
  double ca = a[order->axis] + a[order->axis + 2], cb = b[order->axis] + b[order->axis + 2];

  return (ca > cb) - (ca < cb);
}

static void
box_union (double *into, const double *box)
{
  into[0] = MIN (into[0], box[0]);
  into[1] = MIN (into[1], box[1]);
  into[2] = MAX (into[2], box[2]);
  into[3] = MAX (into[3], box[3]);
}

/* Sorts @n items in tiles: vertical slices by x, each slice by y. */
static void
sort_tiles (guint *items, guint n, const double *boxes)
{
  guint leaves = (n + FANOUT - 1) / FANOUT;
  guint slices = MAX (1, (guint) ceil (sqrt ((double) leaves)));
  guint per_slice = slices * FANOUT;
  CentreOrder by_x = { boxes, 0 }, by_y = { boxes, 1 };

  g_qsort_with_data (items, (gint) n, sizeof (guint), compare_centres, &by_x);
  for (guint start = 0; start < n; start += per_slice)
    g_qsort_with_data (items + start, (gint) MIN (per_slice, n - start), sizeof (guint), compare_centres, &by_y);
}

static void
box_tree_build (BoxTree *t, const double *boxes, const guint *items, guint n)
{
  guint level_start, level_count, level = 0;

  memset (t, 0, sizeof *t);
  t->boxes = boxes;
  t->items = g_memdup2 (items, sizeof (guint) * MAX (n, 1));
  sort_tiles (t->items, n, boxes);
  /* at most n / (FANOUT - 1) + log n nodes */
  t->nodes = g_new (BoxNode, n / (FANOUT - 1) + 64);
  for (guint i = 0; i < MAX (n, 1); i += FANOUT)
    {
      BoxNode *node = &t->nodes[t->n_nodes++];

      node->first = i;
      node->count = MIN (FANOUT, n - MIN (i, n));
      node->level = 0;
      node->box[0] = node->box[1] = G_MAXDOUBLE;
      node->box[2] = node->box[3] = -G_MAXDOUBLE;
      for (guint k = 0; k < node->count; k++)
        box_union (node->box, &boxes[4 * t->items[i + k]]);
    }
  level_start = 0;
  level_count = t->n_nodes;
  /* the levels above: consecutive nodes are neighbours already */
  while (level_count > 1)
    {
      guint next_start = t->n_nodes;

      level++;
      for (guint i = 0; i < level_count; i += FANOUT)
        {
          BoxNode *node = &t->nodes[t->n_nodes++];

          node->first = level_start + i;
          node->count = MIN (FANOUT, level_count - i);
          node->level = level;
          node->box[0] = node->box[1] = G_MAXDOUBLE;
          node->box[2] = node->box[3] = -G_MAXDOUBLE;
          for (guint k = 0; k < node->count; k++)
            box_union (node->box, t->nodes[node->first + k].box);
        }
      level_start = next_start;
      level_count = t->n_nodes - next_start;
    }
}

static void
box_tree_clear (BoxTree *t)
{
  g_clear_pointer (&t->items, g_free);
  g_clear_pointer (&t->nodes, g_free);
}

static const BoxNode *
box_tree_root (const BoxTree *t)
{
  return &t->nodes[t->n_nodes - 1];
}

static gboolean
boxes_meet (const double *a, const double *b)
{
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/* Called for each pair of items whose boxes meet; TRUE stops the join. */
typedef gboolean (*PairFunc) (guint a, guint b, gpointer data);

/* Every pair of an item under @a and one under @b whose boxes meet, each
 * pair once (when @a is @b, an item is not paired with itself), until
 * @func says stop; returns TRUE when it did. */
static gboolean
box_tree_join (const BoxTree *ta, const BoxNode *a, const BoxTree *tb, const BoxNode *b,
               PairFunc func, gpointer data)
{
  gboolean self = a == b;

  if (!boxes_meet (a->box, b->box))
    return FALSE;
  if (a->level == 0 && b->level == 0)
    {
      for (guint i = 0; i < a->count; i++)
        for (guint k = self ? i + 1 : 0; k < b->count; k++)
          {
            guint x = ta->items[a->first + i], y = tb->items[b->first + k];

            if (boxes_meet (&ta->boxes[4 * x], &tb->boxes[4 * y]) && func (x, y, data))
              return TRUE;
          }
      return FALSE;
    }
  if (self)
    {
      for (guint i = 0; i < a->count; i++)
        for (guint k = i; k < a->count; k++)
          if (box_tree_join (ta, &ta->nodes[a->first + i], ta, &ta->nodes[a->first + k], func, data))
            return TRUE;
      return FALSE;
    }
  /* the higher node goes down a level */
  if (a->level >= b->level)
    {
      for (guint i = 0; i < a->count; i++)
        if (box_tree_join (ta, &ta->nodes[a->first + i], tb, b, func, data))
          return TRUE;
    }
  else
    {
      for (guint k = 0; k < b->count; k++)
        if (box_tree_join (ta, a, tb, &tb->nodes[b->first + k], func, data))
          return TRUE;
    }
  return FALSE;
}

/* ---- The crossings pass ---- */

/* The edges of one region (or, last, the edges two regions share), with
 * their tree. */
typedef struct {
  guint region;   /* G_MAXUINT: the shared edges */
  BoxTree tree;
  double box[4];
} EdgeGroup;

typedef struct {
  Checker *c;
  const guint *regions;
  EdgeGroup *groups;
  const EdgeGroup *ga, *gb;   /* the pair of groups being joined */
} CrossingJoin;

/* Two groups have nothing more to say once their regions are reported as
 * overlapping, or a region's own rings are known to cross. */
static gboolean
groups_settled (const CrossingJoin *j)
{
  guint ra = j->ga->region, rb = j->gb->region;

  if (ra == G_MAXUINT || rb == G_MAXUINT)
    return FALSE;
  if (ra == rb)
    return j->c->crossed[ra];
  return sw_geometry_pair_seen (j->c, "regions-overlap", ra, rb);
}

static gboolean
edge_pair_cb (guint a, guint b, gpointer data)
{
  CrossingJoin *j = data;
  /* the lower region first, as the messages name them */
  gboolean swap = j->regions[a] > j->regions[b] || (j->regions[a] == j->regions[b] && a > b);

  check_edge_pair (j->c, swap ? b : a, swap ? a : b, j->regions);
  return groups_settled (j);
}

static gboolean
group_pair_cb (guint a, guint b, gpointer data)
{
  CrossingJoin *j = data;

  j->ga = &j->groups[a];
  j->gb = &j->groups[b];
  if (!groups_settled (j))
    box_tree_join (&j->ga->tree, box_tree_root (&j->ga->tree), &j->gb->tree, box_tree_root (&j->gb->tree),
                   edge_pair_cb, j);
  return FALSE;
}

/* Every pair of edges whose boxes meet is looked at, group by group: the
 * edges of each region, and those two regions share, each in a tree of
 * boxes; the trees of groups whose boxes meet are joined, and each group
 * with itself. A join stops as soon as it has nothing left to report: two
 * regions already said to overlap, a ring already said to cross itself.
 * A star whose edges all cross, or two combs whose teeth all cross, then
 * cost one crossing each, not a look at every pair. */
void
sw_geometry_check_crossings (Checker *c)
{
  guint n = c->edges->len;
  g_autofree double *boxes = g_new (double, 4 * MAX (n, 1));
  g_autofree guint *regions = g_new (guint, MAX (n, 1));
  g_autofree guint *order = g_new (guint, MAX (n, 1));
  g_autofree double *group_boxes = NULL;
  g_autofree guint *group_items = NULL;
  g_autoptr(GArray) groups = g_array_new (FALSE, TRUE, sizeof (EdgeGroup));
  BoxTree top;
  CrossingJoin j = { c, regions, NULL, NULL, NULL };

  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    {
      const UniqueEdge *e = &g_array_index (c->edges, UniqueEdge, i);
      const SwVertex *a = vertex_at (c, e->lo), *b = vertex_at (c, e->hi);

      boxes[4 * i] = MIN (a->x, b->x) - TOUCH_EPSILON;
      boxes[4 * i + 1] = MIN (a->y, b->y) - TOUCH_EPSILON;
      boxes[4 * i + 2] = MAX (a->x, b->x) + TOUCH_EPSILON;
      boxes[4 * i + 3] = MAX (a->y, b->y) + TOUCH_EPSILON;
      regions[i] = edge_region (c, i);
    }

  /* the edges by group: each region's, then the shared ones */
  {
    g_autofree guint *count = g_new0 (guint, c->n_regions + 1);
    g_autofree guint *start = g_new0 (guint, c->n_regions + 2);

    for (guint i = 0; i < n; i++)
      count[regions[i] == G_MAXUINT ? c->n_regions : regions[i]]++;
    for (guint r = 0; r <= c->n_regions; r++)
      start[r + 1] = start[r] + count[r];
    memset (count, 0, sizeof (guint) * (c->n_regions + 1));
    for (guint i = 0; i < n; i++)
      {
        guint r = regions[i] == G_MAXUINT ? c->n_regions : regions[i];
        order[start[r] + count[r]++] = i;
      }
    for (guint r = 0; r <= c->n_regions; r++)
      {
        EdgeGroup group = { r == c->n_regions ? G_MAXUINT : r, { 0 }, { 0 } };

        if (count[r] == 0)
          continue;
        box_tree_build (&group.tree, boxes, order + start[r], count[r]);
        memcpy (group.box, box_tree_root (&group.tree)->box, sizeof group.box);
        g_array_append_val (groups, group);
      }
  }

  /* the groups whose boxes meet, through a tree of the groups' boxes */
  group_boxes = g_new (double, 4 * groups->len);
  group_items = g_new (guint, groups->len);
  for (guint g = 0; g < groups->len; g++)
    {
      memcpy (&group_boxes[4 * g], g_array_index (groups, EdgeGroup, g).box, 4 * sizeof (double));
      group_items[g] = g;
    }
  box_tree_build (&top, group_boxes, group_items, groups->len);
  j.groups = (EdgeGroup *) groups->data;
  for (guint g = 0; g < groups->len; g++)
    group_pair_cb (g, g, &j);   /* each group with itself */
  box_tree_join (&top, box_tree_root (&top), &top, box_tree_root (&top), group_pair_cb, &j);

  box_tree_clear (&top);
  for (guint g = 0; g < groups->len; g++)
    box_tree_clear (&g_array_index (groups, EdgeGroup, g).tree);
}
