/* sw-edit-rings.c: what the edits ask of rings and regions: finding, sharing, inserting on an edge. */
#define G_LOG_DOMAIN "sw-edit"
#include "config.h"

#include "sw-edit-private.h"

guint
sw_edit_region_index (SwMap    *map,
                      SwRegion *region)
{
  gint i = sw_map_find_region (map, region->id);

  if (i >= 0 && g_ptr_array_index (map->regions, i) == region)
    return (guint) i;
  /* Duplicate ids (an invalid file): find the pointer itself. */
  for (guint j = 0; j < map->regions->len; j++)
    if (g_ptr_array_index (map->regions, j) == region)
      return j;
  g_assert_not_reached ();
  return 0;
}

gint
sw_ring_find (const SwRing *ring,
              guint         id)
{
  for (guint i = 0; ring != NULL && i < ring->ids->len; i++)
    if (g_array_index (ring->ids, guint, i) == id)
      return (gint) i;
  return -1;
}

gboolean
sw_ring_has_edge (const SwRing *ring,
                  guint         a,
                  guint         b)
{
  guint n = ring != NULL ? ring->ids->len : 0;

  for (guint i = 0; i < n; i++)
    {
      guint u = g_array_index (ring->ids, guint, i);
      guint v = g_array_index (ring->ids, guint, (i + 1) % n);
      if ((u == a && v == b) || (u == b && v == a))
        return TRUE;
    }
  return FALSE;
}

static void
add_ring_edges (GHashTable   *set,
                const SwRing *ring)
{
  guint n = ring != NULL ? ring->ids->len : 0;

  for (guint i = 0; n > 1 && i < n; i++)
    {
      guint64 *key = g_new (guint64, 1);
      *key = sw_edge_key (g_array_index (ring->ids, guint, i), g_array_index (ring->ids, guint, (i + 1) % n));
      g_hash_table_add (set, key);
    }
}

static gboolean
ring_meets_edges (GHashTable   *set,
                  const SwRing *ring)
{
  guint n = ring != NULL ? ring->ids->len : 0;

  for (guint i = 0; n > 1 && i < n; i++)
    {
      guint64 key = sw_edge_key (g_array_index (ring->ids, guint, i),
                                 g_array_index (ring->ids, guint, (i + 1) % n));
      if (g_hash_table_contains (set, &key))
        return TRUE;
    }
  return FALSE;
}

gboolean
sw_regions_share_border (const SwRegion *a,
                         const SwRegion *b)
{
  g_autoptr(GHashTable) set = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  gboolean shared;

  add_ring_edges (set, a->outline);
  for (guint h = 0; h < a->holes->len; h++)
    add_ring_edges (set, g_ptr_array_index (a->holes, h));
  shared = ring_meets_edges (set, b->outline);
  for (guint h = 0; !shared && h < b->holes->len; h++)
    shared = ring_meets_edges (set, g_ptr_array_index (b->holes, h));
  return shared;
}

SwPoint
sw_tx_point (SwTx  *tx,
             guint  id)
{
  SwIndexVertex *v = sw_edit_index_vertex (tx->index, id);
  SwPoint p = { 0, 0 };

  if (v != NULL)
    {
      p.x = v->x;
      p.y = v->y;
    }
  return p;
}

void
sw_ring_points_of (SwEditIndex  *index,
                   const SwRing *ring,
                   GArray       *points)
{
  g_array_set_size (points, 0);
  for (guint i = 0; ring != NULL && i < ring->ids->len; i++)
    {
      SwIndexVertex *v = sw_edit_index_vertex (index, g_array_index (ring->ids, guint, i));
      SwPoint p = { v != NULL ? v->x : 0, v != NULL ? v->y : 0 };
      g_array_append_val (points, p);
    }
}

gboolean
sw_tx_ring_points (SwTx         *tx,
                   const SwRing *ring,
                   GArray       *points)
{
  for (guint i = 0; ring != NULL && i < ring->ids->len; i++)
    if (sw_edit_index_vertex (tx->index, g_array_index (ring->ids, guint, i)) == NULL)
      return FALSE;
  sw_ring_points_of (tx->index, ring, points);
  return ring != NULL && ring->ids->len >= 3;
}

/* Inserts @w after every a–b or b–a step of @ring. */
static void
ring_insert_between (SwRing *ring,
                     guint   a,
                     guint   b,
                     guint   w)
{
  for (guint i = 0; ring != NULL && i < ring->ids->len; i++)
    {
      guint n = ring->ids->len;
      guint u = g_array_index (ring->ids, guint, i);
      guint v = g_array_index (ring->ids, guint, (i + 1) % n);

      if ((u == a && v == b) || (u == b && v == a))
        {
          g_array_insert_val (ring->ids, i + 1, w);
          i++;
        }
    }
}

/* The distinct regions using a vertex. */
GPtrArray *
sw_index_vertex_regions (SwIndexVertex *v)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; v != NULL && i < v->regions->len; i++)
    {
      gpointer r = g_ptr_array_index (v->regions, i);
      gboolean seen = FALSE;
      for (guint j = 0; j < out->len && !seen; j++)
        seen = g_ptr_array_index (out, j) == r;
      if (!seen)
        g_ptr_array_add (out, r);
    }
  return out;
}

void
sw_tx_split_edge (SwTx  *tx,
                  guint  a,
                  guint  b,
                  guint  w)
{
  g_autoptr(GPtrArray) regions = sw_index_vertex_regions (sw_edit_index_vertex (tx->index, a));

  for (guint i = 0; i < regions->len; i++)
    {
      SwRegion *r = g_ptr_array_index (regions, i);
      SwRegion *copy;
      gboolean has = sw_ring_has_edge (r->outline, a, b);

      for (guint h = 0; !has && h < r->holes->len; h++)
        has = sw_ring_has_edge (g_ptr_array_index (r->holes, h), a, b);
      if (!has)
        continue;
      copy = sw_region_copy (r);
      ring_insert_between (copy->outline, a, b, w);
      for (guint h = 0; h < copy->holes->len; h++)
        ring_insert_between (g_ptr_array_index (copy->holes, h), a, b, w);
      sw_tx_replace_region (tx, sw_edit_region_index (tx->map, r), copy);
    }
}
