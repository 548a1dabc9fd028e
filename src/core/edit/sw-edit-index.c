/* sw-edit-index.c: the editor's spatial index (vertices, their rings, edges in a grid) and plane geometry. */
#define G_LOG_DOMAIN "sw-edit"
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "sw-edit-private.h"

struct _SwEditIndex {
  guint64 serial;           /* the map serial it matches; 0: never built */
  double cell;              /* grid cell size, mm */
  guint n_builds;           /* full rebuilds so far, for tests */
  GHashTable *vertices;     /* id -> SwIndexVertex */
  GHashTable *edges;        /* guint64* key -> number of ring uses */
  GHashTable *cells;        /* guint64* cell -> GArray of guint64 edge keys */
};

/* ---- geometry ---- */

static double
orient (SwPoint a, SwPoint b, SwPoint c)
{
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

double
sw_point_segment_distance (SwPoint  p,
                           SwPoint  a,
                           SwPoint  b,
                           double  *t_out)
{
  double dx = b.x - a.x, dy = b.y - a.y;
  double len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;

  t = CLAMP (t, 0.0, 1.0);
  if (t_out != NULL)
    *t_out = t;
  return hypot (a.x + t * dx - p.x, a.y + t * dy - p.y);
}

gboolean
sw_segments_meet (SwPoint a, SwPoint b, SwPoint c, SwPoint d)
{
  double o1 = orient (a, b, c), o2 = orient (a, b, d);
  double o3 = orient (c, d, a), o4 = orient (c, d, b);

  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) &&
      ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)))
    return TRUE;
  /* Touching and overlapping: an end lies on the other segment. */
  return sw_point_segment_distance (c, a, b, NULL) < SW_EDIT_MIN_GAP ||
         sw_point_segment_distance (d, a, b, NULL) < SW_EDIT_MIN_GAP ||
         sw_point_segment_distance (a, c, d, NULL) < SW_EDIT_MIN_GAP ||
         sw_point_segment_distance (b, c, d, NULL) < SW_EDIT_MIN_GAP;
}

gboolean
sw_point_in_polygon (SwPoint        p,
                     const SwPoint *ring,
                     guint          n)
{
  gboolean inside = FALSE;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      if ((ring[i].y > p.y) != (ring[j].y > p.y) &&
          p.x < (ring[j].x - ring[i].x) * (p.y - ring[i].y) / (ring[j].y - ring[i].y) + ring[i].x)
        inside = !inside;
    }
  return inside;
}

double
sw_polygon_signed_area (const SwPoint *ring,
                        guint          n)
{
  double sum = 0;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    sum += ring[j].x * ring[i].y - ring[i].x * ring[j].y;
  return sum / 2;
}

/* ---- the index ---- */

static void
index_vertex_free (SwIndexVertex *v)
{
  g_ptr_array_unref (v->regions);
  g_array_unref (v->neighbours);
  g_free (v);
}

static guint64 *
key_new (guint64 value)
{
  guint64 *key = g_new (guint64, 1);
  *key = value;
  return key;
}

SwEditIndex *
sw_edit_index_new (SwMap *map)
{
  SwEditIndex *index = g_new0 (SwEditIndex, 1);

  (void) map;
  index->cell = 20;
  index->vertices = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                           (GDestroyNotify) index_vertex_free);
  index->edges = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  index->cells = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                        (GDestroyNotify) g_array_unref);
  return index;
}

void
sw_edit_index_free (SwEditIndex *index)
{
  if (index == NULL)
    return;
  g_hash_table_unref (index->vertices);
  g_hash_table_unref (index->edges);
  g_hash_table_unref (index->cells);
  g_free (index);
}

gboolean
sw_edit_index_in_sync (SwEditIndex *index,
                       SwMap       *map)
{
  return index->serial == sw_map_get_serial (map);
}

void
sw_edit_index_mark_synced (SwEditIndex *index,
                           SwMap       *map)
{
  index->serial = sw_map_get_serial (map);
}

void
sw_edit_index_sync (SwEditIndex *index,
                    SwMap       *map)
{
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  if (sw_edit_index_in_sync (index, map))
    return;

  index->n_builds++;
  g_hash_table_remove_all (index->vertices);
  g_hash_table_remove_all (index->edges);
  g_hash_table_remove_all (index->cells);

  /* About two vertices' spacing per cell keeps cells short on any map. */
  for (guint i = 0; i < map->vertices->len; i++)
    {
      const SwVertex *v = &g_array_index (map->vertices, SwVertex, i);
      x0 = MIN (x0, v->x);
      y0 = MIN (y0, v->y);
      x1 = MAX (x1, v->x);
      y1 = MAX (y1, v->y);
    }
  if (map->vertices->len > 0)
    index->cell = CLAMP (2 * sqrt ((x1 - x0) * (y1 - y0) / map->vertices->len), 5.0, 200.0);

  for (guint i = 0; i < map->vertices->len; i++)
    {
      const SwVertex *v = &g_array_index (map->vertices, SwVertex, i);
      if (!g_hash_table_contains (index->vertices, GUINT_TO_POINTER (v->id)))
        sw_edit_index_add_vertex (index, v->id, v->x, v->y, i);
    }
  for (guint i = 0; i < map->regions->len; i++)
    sw_edit_index_add_region (index, g_ptr_array_index (map->regions, i));
  sw_edit_index_mark_synced (index, map);
}

SwIndexVertex *
sw_edit_index_vertex (SwEditIndex *index,
                      guint        id)
{
  return g_hash_table_lookup (index->vertices, GUINT_TO_POINTER (id));
}

void
sw_edit_index_add_vertex (SwEditIndex *index,
                          guint        id,
                          double       x,
                          double       y,
                          guint        slot)
{
  SwIndexVertex *v = g_new0 (SwIndexVertex, 1);

  v->x = x;
  v->y = y;
  v->slot = slot;
  v->regions = g_ptr_array_new ();
  v->neighbours = g_array_new (FALSE, FALSE, sizeof (guint));
  g_hash_table_replace (index->vertices, GUINT_TO_POINTER (id), v);
}

gint
sw_edit_index_vertex_slot (SwEditIndex *index,
                           SwMap       *map,
                           guint        id)
{
  SwIndexVertex *v = sw_edit_index_vertex (index, id);
  gint slot;

  if (v != NULL && v->slot < map->vertices->len &&
      g_array_index (map->vertices, SwVertex, v->slot).id == id)
    return (gint) v->slot;
  slot = sw_map_find_vertex (map, id);
  if (v != NULL && slot >= 0)
    v->slot = (guint) slot;
  return slot;
}

void
sw_edit_index_remove_vertex (SwEditIndex *index,
                             guint        id)
{
  g_hash_table_remove (index->vertices, GUINT_TO_POINTER (id));
}

static gint64
cell_of (SwEditIndex *index,
         double       value)
{
  return (gint64) floor (CLAMP (value / index->cell, -1e9, 1e9));
}

static guint64
cell_key (gint64 cx, gint64 cy)
{
  return ((guint64) (guint32) (gint32) cx << 32) | (guint32) (gint32) cy;
}

/* Adds (or removes) an edge in every cell its box covers. */
static void
grid_edge (SwEditIndex *index,
           guint64      edge,
           gboolean     add)
{
  SwIndexVertex *a = sw_edit_index_vertex (index, (guint) (edge >> 32));
  SwIndexVertex *b = sw_edit_index_vertex (index, (guint) (edge & 0xffffffffu));
  gint64 cx0, cx1, cy0, cy1;

  if (a == NULL || b == NULL)
    return;
  cx0 = cell_of (index, MIN (a->x, b->x));
  cx1 = cell_of (index, MAX (a->x, b->x));
  cy0 = cell_of (index, MIN (a->y, b->y));
  cy1 = cell_of (index, MAX (a->y, b->y));

  for (gint64 cx = cx0; cx <= cx1; cx++)
    for (gint64 cy = cy0; cy <= cy1; cy++)
      {
        guint64 key = cell_key (cx, cy);
        GArray *list = g_hash_table_lookup (index->cells, &key);

        if (add)
          {
            if (list == NULL)
              {
                list = g_array_new (FALSE, FALSE, sizeof (guint64));
                g_hash_table_insert (index->cells, key_new (key), list);
              }
            g_array_append_val (list, edge);
            continue;
          }
        for (guint i = 0; list != NULL && i < list->len; i++)
          if (g_array_index (list, guint64, i) == edge)
            {
              g_array_remove_index_fast (list, i);
              break;
            }
        if (list != NULL && list->len == 0)
          g_hash_table_remove (index->cells, &key);
      }
}

static void
remove_one (GArray *ids,
            guint   id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, guint, i) == id)
      {
        g_array_remove_index_fast (ids, i);
        return;
      }
}

static void
edge_use (SwEditIndex *index,
          guint        a,
          guint        b,
          gboolean     add)
{
  SwIndexVertex *va = sw_edit_index_vertex (index, a);
  SwIndexVertex *vb = sw_edit_index_vertex (index, b);
  guint64 key = sw_edge_key (a, b);
  guint count;

  if (va == NULL || vb == NULL || a == b)
    return;
  count = GPOINTER_TO_UINT (g_hash_table_lookup (index->edges, &key));
  if (add)
    {
      g_array_append_val (va->neighbours, b);
      g_array_append_val (vb->neighbours, a);
      if (count == 0)
        grid_edge (index, key, TRUE);
      g_hash_table_replace (index->edges, key_new (key), GUINT_TO_POINTER (count + 1));
      return;
    }
  if (count == 0)
    return;
  remove_one (va->neighbours, b);
  remove_one (vb->neighbours, a);
  if (count == 1)
    {
      grid_edge (index, key, FALSE);
      g_hash_table_remove (index->edges, &key);
    }
  else
    g_hash_table_replace (index->edges, key_new (key), GUINT_TO_POINTER (count - 1));
}

static void
ring_use (SwEditIndex  *index,
          SwRegion     *region,
          const SwRing *ring,
          gboolean      add)
{
  guint n;

  if (ring == NULL || ring->ids->len == 0)
    return;
  n = ring->ids->len;
  for (guint i = 0; i < n; i++)
    {
      guint id = g_array_index (ring->ids, guint, i);
      SwIndexVertex *v = sw_edit_index_vertex (index, id);

      if (v != NULL)
        {
          if (add)
            g_ptr_array_add (v->regions, region);
          else
            g_ptr_array_remove_fast (v->regions, region);
        }
      if (n > 1)
        edge_use (index, id, g_array_index (ring->ids, guint, (i + 1) % n), add);
    }
}

void
sw_edit_index_add_region (SwEditIndex *index,
                          SwRegion    *region)
{
  ring_use (index, region, region->outline, TRUE);
  for (guint h = 0; h < region->holes->len; h++)
    ring_use (index, region, g_ptr_array_index (region->holes, h), TRUE);
}

void
sw_edit_index_remove_region (SwEditIndex *index,
                             SwRegion    *region)
{
  ring_use (index, region, region->outline, FALSE);
  for (guint h = 0; h < region->holes->len; h++)
    ring_use (index, region, g_ptr_array_index (region->holes, h), FALSE);
}

gboolean
sw_edit_index_has_edge (SwEditIndex *index,
                        guint        a,
                        guint        b)
{
  guint64 key = sw_edge_key (a, b);
  return g_hash_table_contains (index->edges, &key);
}

/* The vertex's distinct neighbours. */
static GArray *
distinct_neighbours (SwIndexVertex *v)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < v->neighbours->len; i++)
    {
      guint n = g_array_index (v->neighbours, guint, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < out->len && !seen; j++)
        seen = g_array_index (out, guint, j) == n;
      if (!seen)
        g_array_append_val (out, n);
    }
  return out;
}

void
sw_edit_index_move_vertex (SwEditIndex *index,
                           guint        id,
                           double       x,
                           double       y)
{
  SwIndexVertex *v = sw_edit_index_vertex (index, id);
  g_autoptr(GArray) neighbours = NULL;

  if (v == NULL)
    return;
  neighbours = distinct_neighbours (v);
  for (guint i = 0; i < neighbours->len; i++)
    grid_edge (index, sw_edge_key (id, g_array_index (neighbours, guint, i)), FALSE);
  v->x = x;
  v->y = y;
  for (guint i = 0; i < neighbours->len; i++)
    grid_edge (index, sw_edge_key (id, g_array_index (neighbours, guint, i)), TRUE);
}

static gint
compare_guint64 (gconstpointer a,
                 gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

GArray *
sw_edit_index_query (SwEditIndex *index,
                     double       x0,
                     double       y0,
                     double       x1,
                     double       y1)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (guint64));
  gint64 cx0 = cell_of (index, x0), cx1 = cell_of (index, x1);
  gint64 cy0 = cell_of (index, y0), cy1 = cell_of (index, y1);
  guint out = 0;

  if ((double) (cx1 - cx0 + 1) * (double) (cy1 - cy0 + 1) > g_hash_table_size (index->cells))
    {
      /* A box larger than the occupied grid: walk what is there. */
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, index->edges);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_array_append_val (found, *(guint64 *) key);
      return found;
    }

  for (gint64 cx = cx0; cx <= cx1; cx++)
    for (gint64 cy = cy0; cy <= cy1; cy++)
      {
        guint64 key = cell_key (cx, cy);
        GArray *list = g_hash_table_lookup (index->cells, &key);
        if (list != NULL)
          g_array_append_vals (found, list->data, list->len);
      }
  g_array_sort (found, compare_guint64);
  for (guint i = 0; i < found->len; i++)
    if (out == 0 || g_array_index (found, guint64, i) != g_array_index (found, guint64, out - 1))
      g_array_index (found, guint64, out++) = g_array_index (found, guint64, i);
  g_array_set_size (found, out);
  return found;
}

static gint
compare_uint (gconstpointer a,
                         gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return x < y ? -1 : x > y;
}

static gboolean
same_multiset (GArray *a, GArray *b)
{
  g_autoptr(GArray) x = g_array_copy (a);
  g_autoptr(GArray) y = g_array_copy (b);

  if (a->len != b->len)
    return FALSE;
  g_array_sort (x, compare_uint);
  g_array_sort (y, compare_uint);
  return memcmp (x->data, y->data, (gsize) a->len * g_array_get_element_size (a)) == 0;
}

guint
sw_edit_index_count_builds (SwEditIndex *index)
{
  return index->n_builds;
}

gboolean
sw_edit_index_check (SwEditIndex *index,
                     SwMap       *map)
{
  SwEditIndex *fresh = sw_edit_index_new (map);
  GHashTableIter iter;
  gpointer key, value;
  gboolean ok = TRUE;

  sw_edit_index_sync (fresh, map);
  ok = g_hash_table_size (fresh->vertices) == g_hash_table_size (index->vertices) &&
       g_hash_table_size (fresh->edges) == g_hash_table_size (index->edges);
  g_hash_table_iter_init (&iter, fresh->vertices);
  while (ok && g_hash_table_iter_next (&iter, &key, &value))
    {
      SwIndexVertex *f = value, *v = g_hash_table_lookup (index->vertices, key);
      ok = v != NULL && v->x == f->x && v->y == f->y && v->regions->len == f->regions->len &&
           same_multiset (v->neighbours, f->neighbours);
      for (guint i = 0; ok && i < f->regions->len; i++)
        ok = g_ptr_array_find (v->regions, g_ptr_array_index (f->regions, i), NULL);
    }
  g_hash_table_iter_init (&iter, fresh->edges);
  while (ok && g_hash_table_iter_next (&iter, &key, &value))
    ok = g_hash_table_lookup (index->edges, key) == value;
  /* Every edge is in the cells its box covers, whatever the cell size. */
  g_hash_table_iter_init (&iter, index->edges);
  while (ok && g_hash_table_iter_next (&iter, &key, NULL))
    {
      guint64 edge = *(guint64 *) key;
      SwIndexVertex *a = sw_edit_index_vertex (index, (guint) (edge >> 32));
      SwIndexVertex *b = sw_edit_index_vertex (index, (guint) (edge & 0xffffffffu));
      g_autoptr(GArray) found = NULL;
      gboolean seen = FALSE;

      if (a == NULL || b == NULL)
        continue;
      found = sw_edit_index_query (index, MIN (a->x, b->x), MIN (a->y, b->y), MAX (a->x, b->x), MAX (a->y, b->y));
      for (guint i = 0; i < found->len && !seen; i++)
        seen = g_array_index (found, guint64, i) == edge;
      ok = seen;
    }
  sw_edit_index_free (fresh);
  return ok;
}
