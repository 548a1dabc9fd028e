/* sw-topology.c: adjacency, contacts, border regions, areas from the shared vertices (circles: sw-inscribed-circle.c). */
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
  area = fabs (sw_ring_signed_area (outline, n_outline));
  for (guint h = 0; h < holes->len; h++)
    area -= fabs (sw_ring_signed_area (g_ptr_array_index (holes, h), g_array_index (hole_sizes, guint, h)));
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
