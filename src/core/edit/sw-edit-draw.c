/* sw-edit-draw.c: drawing a new region as a polygon, cut out of the regions it covers. */
#define G_LOG_DOMAIN "sw-edit"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include "sw-catalog.h"
#include "sw-edit-private.h"
#include "sw-edit-replace.h"

/* closer than this to a border is on it (mm): the snapped points and the
 * crossings computed here are exact up to the rounding to 3 decimals */
#define ON_BORDER 1e-3
/* how far from an edge the point that stands for a region is taken (mm) */
#define SAMPLE_OFFSET 3e-3

typedef struct {
  double x, y;
  gboolean on_border;
} DrawPoint;

/* A region as the user knows it: its name, else its terrain. */
static char *
region_words (SwMap          *map,
              const SwRegion *region)
{
  const char *name = region->names->len > 0 ? sw_text_pick (region->names) : NULL;
  const SwCatalog *catalog = sw_catalog_get (map->edition);
  const SwCatalogEntry *terrain = catalog ? sw_catalog_find (catalog, "terrain", region->terrain) : NULL;

  if (name != NULL && name[0] != '\0')
    return g_strdup (name);
  if (terrain != NULL)
    /* Translators: a region without a name, by its terrain: "the Forest" */
    return g_strdup_printf (_("the %s"), sw_catalog_entry_name (terrain));
  return g_strdup (region->id);
}

static gboolean
on_board (SwMap          *map,
          const SwRegion *region,
          const SwBoard  *board)
{
  return region->outline != NULL && sw_map_region_board (map, region) == board;
}

static void
ring_points (SwMap        *map,
             const SwRing *ring,
             GArray       *points)
{
  g_array_set_size (points, 0);
  for (guint i = 0; i < ring->ids->len; i++)
    {
      const SwVertex *v = sw_map_get_vertex (map, g_array_index (ring->ids, guint, i));
      SwPoint p = { v ? v->x : 0, v ? v->y : 0 };

      g_array_append_val (points, p);
    }
}

static gboolean
region_contains (SwMap          *map,
                 const SwRegion *region,
                 SwPoint         p)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (SwPoint));

  ring_points (map, region->outline, points);
  if (!sw_point_in_polygon (p, (SwPoint *) points->data, points->len))
    return FALSE;
  for (guint h = 0; h < region->holes->len; h++)
    {
      ring_points (map, g_ptr_array_index (region->holes, h), points);
      if (sw_point_in_polygon (p, (SwPoint *) points->data, points->len))
        return FALSE;
    }
  return TRUE;
}

static SwRegion *
region_at (SwMap         *map,
           const SwBoard *board,
           SwPoint        p)
{
  for (guint i = 0; i < map->regions->len; i++)
    {
      SwRegion *region = g_ptr_array_index (map->regions, i);

      if (on_board (map, region, board) && region_contains (map, region, p))
        return region;
    }
  return NULL;
}

/* Every ring edge of the board's regions, once: pairs of positions. */
static GArray *
board_edges (SwMap         *map,
             const SwBoard *board)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (SwPoint));

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);

      if (!on_board (map, region, board))
        continue;
      for (guint h = 0; h <= region->holes->len; h++)
        {
          const SwRing *ring = h == 0 ? region->outline : g_ptr_array_index (region->holes, h - 1);
          guint n = ring->ids->len;

          for (guint k = 0; k < n; k++)
            {
              guint a = g_array_index (ring->ids, guint, k), b = g_array_index (ring->ids, guint, (k + 1) % n);
              gint64 key = (gint64) sw_edge_key (a, b);
              const SwVertex *va = sw_map_get_vertex (map, a), *vb = sw_map_get_vertex (map, b);

              if (va == NULL || vb == NULL || g_hash_table_contains (seen, &key))
                continue;
              g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
              g_array_append_val (edges, ((SwPoint) { va->x, va->y }));
              g_array_append_val (edges, ((SwPoint) { vb->x, vb->y }));
            }
        }
    }
  return edges;
}

/* The nearest point of a border (a corner first), if within @tolerance. */
static gboolean
snap_to_border (GArray  *edges,
                SwPoint *p,
                double   tolerance)
{
  const SwPoint *e = (const SwPoint *) edges->data;
  double best = tolerance;
  SwPoint found = *p;
  gboolean hit = FALSE;

  for (guint i = 0; i < edges->len; i++)
    {
      double d = hypot (e[i].x - p->x, e[i].y - p->y);

      if (d <= best)
        best = d, found = e[i], hit = TRUE;
    }
  if (hit)
    {
      *p = found;
      return TRUE;
    }
  for (guint i = 0; i + 1 < edges->len; i += 2)
    {
      double t, d = sw_point_segment_distance (*p, e[i], e[i + 1], &t);

      if (d <= best)
        {
          best = d, hit = TRUE;
          found = (SwPoint) { e[i].x + t * (e[i + 1].x - e[i].x), e[i].y + t * (e[i + 1].y - e[i].y) };
        }
    }
  *p = found;
  return hit;
}

static double
border_distance (GArray  *edges,
                 SwPoint  p)
{
  const SwPoint *e = (const SwPoint *) edges->data;
  double best = G_MAXDOUBLE;

  for (guint i = 0; i + 1 < edges->len; i += 2)
    best = MIN (best, sw_point_segment_distance (p, e[i], e[i + 1], NULL));
  return best;
}

typedef struct {
  double t;
  SwPoint p;
} Crossing;

static int
compare_crossings (gconstpointer a,
                   gconstpointer b)
{
  double d = ((const Crossing *) a)->t - ((const Crossing *) b)->t;

  return d < 0 ? -1 : d > 0;
}

/* The polygon with a point added wherever a side crosses a border or
 * passes a corner, each marked whether it lies on a border. */
static GArray *
polygon_with_crossings (const SwPoint *poly,
                        guint          n,
                        GArray        *edges)
{
  const SwPoint *e = (const SwPoint *) edges->data;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (DrawPoint));

  for (guint i = 0; i < n; i++)
    {
      SwPoint p = poly[i], q = poly[(i + 1) % n];
      double dx = q.x - p.x, dy = q.y - p.y, len = hypot (dx, dy);
      g_autoptr(GArray) crossings = g_array_new (FALSE, FALSE, sizeof (Crossing));
      DrawPoint start = { p.x, p.y, border_distance (edges, p) < ON_BORDER };

      g_array_append_val (out, start);
      for (guint k = 0; k < edges->len; k++)
        {
          /* a corner on the side */
          double t, d = sw_point_segment_distance (e[k], p, q, &t);

          if (d < ON_BORDER && t * len > ON_BORDER && (1 - t) * len > ON_BORDER)
            g_array_append_val (crossings, ((Crossing) { t, e[k] }));
        }
      for (guint k = 0; k + 1 < edges->len; k += 2)
        {
          SwPoint a = e[k], b = e[k + 1];
          double ex = b.x - a.x, ey = b.y - a.y;
          double den = dx * ey - dy * ex, t, s;

          if (fabs (den) < 1e-12)
            continue;  /* parallel: along a border, or apart */
          t = ((a.x - p.x) * ey - (a.y - p.y) * ex) / den;
          s = ((a.x - p.x) * dy - (a.y - p.y) * dx) / den;
          if (t * len > ON_BORDER && (1 - t) * len > ON_BORDER && s > 1e-9 && s < 1 - 1e-9)
            {
              SwPoint c = { p.x + t * dx, p.y + t * dy };

              /* a crossing at a corner was found as a corner */
              if (hypot (c.x - a.x, c.y - a.y) > ON_BORDER && hypot (c.x - b.x, c.y - b.y) > ON_BORDER)
                g_array_append_val (crossings, ((Crossing) { t, c }));
            }
        }
      g_array_sort (crossings, compare_crossings);
      for (guint k = 0; k < crossings->len; k++)
        {
          const Crossing *c = &g_array_index (crossings, Crossing, k);
          const DrawPoint *last = &g_array_index (out, DrawPoint, out->len - 1);

          if (hypot (c->p.x - last->x, c->p.y - last->y) < ON_BORDER)
            continue;
          g_array_append_val (out, ((DrawPoint) { c->p.x, c->p.y, TRUE }));
        }
    }
  return out;
}

/* A point just inside the region (off the middle of one of its edges). */
static gboolean
region_sample (SwMap          *map,
               const SwRegion *region,
               SwPoint        *sample)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (SwPoint));
  const SwPoint *p;
  guint n;

  ring_points (map, region->outline, points);
  p = (const SwPoint *) points->data;
  n = points->len;
  for (guint i = 0; i < n; i++)
    {
      SwPoint a = p[i], b = p[(i + 1) % n];
      double len = hypot (b.x - a.x, b.y - a.y);

      if (len < 4 * SAMPLE_OFFSET)
        continue;
      for (int side = -1; side <= 1; side += 2)
        {
          SwPoint s = { (a.x + b.x) / 2 - side * (b.y - a.y) / len * SAMPLE_OFFSET,
                        (a.y + b.y) / 2 + side * (b.x - a.x) / len * SAMPLE_OFFSET };

          if (region_contains (map, region, s))
            {
              *sample = s;
              return TRUE;
            }
        }
    }
  return FALSE;
}

static void
rename_in_pairs (GPtrArray  *pairs,
                 const char *from,
                 const char *to)
{
  for (guint i = 0; i < pairs->len; i++)
    {
      SwPair *pair = g_ptr_array_index (pairs, i);

      if (g_strcmp0 (pair->a, from) == 0)
        g_free (pair->a), pair->a = g_strdup (to);
      if (g_strcmp0 (pair->b, from) == 0)
        g_free (pair->b), pair->b = g_strdup (to);
    }
}

static void
swap_ids_in_pairs (GPtrArray  *pairs,
                   const char *a,
                   const char *b)
{
  static const char *const placeholder = "\001draw";

  rename_in_pairs (pairs, a, placeholder);
  rename_in_pairs (pairs, b, a);
  rename_in_pairs (pairs, placeholder, b);
}

/* Gives piece @outside the identity of @inside (id, terrain, names,
 * symbols, starts: what the user made of the region) and @inside the
 * other: the part left outside the drawing keeps the region. The links
 * stay with the id; the barriers, drawn on borders, go with the land. */
static void
swap_identity (SwMap    *map,
               SwRegion *inside,
               SwRegion *outside)
{
#define SWAP(field) G_STMT_START { __typeof__ (inside->field) t = inside->field; \
  inside->field = outside->field; outside->field = t; } G_STMT_END
  swap_ids_in_pairs (map->barriers, inside->id, outside->id);
  SWAP (id);
  SWAP (terrain);
  SWAP (border);
  SWAP (names);
  SWAP (symbols);
  SWAP (starts);
#undef SWAP
}

static gboolean
refuse (GError    **error,
        const char *message)
{
  g_set_error_literal (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED, message);
  return FALSE;
}

static gboolean
refuse_region (GError        **error,
               SwMap          *map,
               const SwRegion *region,
               const char     *format)
{
  g_autofree char *words = region_words (map, region);

  g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED, format, words);
  return FALSE;
}

/* The region that fills @hole (a lake or island of another region), or
 * NULL: the one whose outline runs through the same corners. */
static SwRegion *
island_of_hole (SwMap        *map,
                const SwRing *hole)
{
  g_autoptr(GHashTable) corners = g_hash_table_new (NULL, NULL);

  for (guint k = 0; k < hole->ids->len; k++)
    g_hash_table_add (corners, GUINT_TO_POINTER (g_array_index (hole->ids, guint, k)));
  for (guint i = 0; i < map->regions->len; i++)
    {
      SwRegion *region = g_ptr_array_index (map->regions, i);
      gboolean same;

      if (region->outline == NULL || region->outline->ids->len != hole->ids->len)
        continue;
      same = TRUE;
      for (guint k = 0; same && k < region->outline->ids->len; k++)
        same = g_hash_table_contains (corners, GUINT_TO_POINTER (g_array_index (region->outline->ids, guint, k)));
      if (same)
        return region;
    }
  return NULL;
}

static double
border_distance_to_ring (SwMap        *map,
                         const SwRing *ring,
                         SwPoint       p)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (SwPoint));
  const SwPoint *q;
  double best = G_MAXDOUBLE;

  ring_points (map, ring, points);
  q = (const SwPoint *) points->data;
  for (guint k = 0; k < points->len; k++)
    best = MIN (best, sw_point_segment_distance (p, q[k], q[(k + 1) % points->len], NULL));
  return best;
}

/* The lake or island of @region whose shore @p lies on, or NULL. */
static SwRegion *
island_on_shore (SwMap          *map,
                 const SwRegion *region,
                 SwPoint         p)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (SwPoint));

  for (guint h = 0; h < region->holes->len; h++)
    {
      const SwRing *hole = g_ptr_array_index (region->holes, h);
      const SwPoint *q;

      ring_points (map, hole, points);
      q = (const SwPoint *) points->data;
      for (guint k = 0; k < points->len; k++)
        if (sw_point_segment_distance (p, q[k], q[(k + 1) % points->len], NULL) < ON_BORDER)
          {
            SwRegion *island = island_of_hole (map, hole);

            /* already cut by the drawing: a piece of it in the hole */
            for (guint i = 0; island == NULL && i < map->regions->len; i++)
              {
                SwRegion *other = g_ptr_array_index (map->regions, i);
                SwPoint sample;

                if (other != region && other->outline != NULL && region_sample (map, other, &sample) &&
                    sw_point_in_polygon (sample, q, points->len) && border_distance_to_ring (map, other->outline, p) < ON_BORDER)
                  island = other;
              }
            return island;
          }
    }
  return NULL;
}

/* A drawing inside @host, clear of its borders, round some of its lakes
 * or islands: they are covered whole, so they go, with their links, as
 * any region covered whole does (taken into the host, then the new
 * region is carved out of it). FALSE when that cannot be done. */
static gboolean
draw_round_islands (SwMap         *work,
                    const char    *host_id,
                    const SwPoint *poly,
                    guint          n,
                    const char    *terrain,
                    char         **new_region)
{
  g_autoptr(GPtrArray) islands = g_ptr_array_new_with_free_func (g_free);
  g_autofree double *xy = g_new (double, 2 * n);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (SwPoint));
  g_autoptr(GError) local = NULL;
  SwRegion *host = sw_map_get_region (work, host_id);

  for (guint h = 0; h < host->holes->len; h++)
    {
      const SwRing *hole = g_ptr_array_index (host->holes, h);
      SwRegion *island = island_of_hole (work, hole);

      ring_points (work, hole, points);
      if (island != NULL && island->holes->len == 0 &&
          sw_point_in_polygon (g_array_index (points, SwPoint, 0), poly, n))
        g_ptr_array_add (islands, g_strdup (island->id));
    }
  if (islands->len == 0)
    return FALSE;
  for (guint i = 0; i < islands->len; i++)
    {
      const char *id = g_ptr_array_index (islands, i);

      /* its links and barriers go with it (the merge would give them to the host) */
      for (guint k = work->links->len; k > 0; k--)
        {
          const SwPair *pair = g_ptr_array_index (work->links, k - 1);

          if (g_str_equal (pair->a, id) || g_str_equal (pair->b, id))
            g_ptr_array_remove_index (work->links, k - 1);
        }
      for (guint k = work->barriers->len; k > 0; k--)
        {
          const SwPair *pair = g_ptr_array_index (work->barriers, k - 1);

          if (g_str_equal (pair->a, id) || g_str_equal (pair->b, id))
            g_ptr_array_remove_index (work->barriers, k - 1);
        }
      sw_map_changed (work);
      if (!sw_edit_merge_regions (work, NULL, host_id, id, &local))
        {
          g_debug ("draw: %s", local->message);
          return FALSE;
        }
    }
  for (guint i = 0; i < n; i++)
    xy[2 * i] = poly[i].x, xy[2 * i + 1] = poly[i].y;
  if (!sw_edit_carve_region (work, NULL, host_id, xy, n, terrain, new_region, &local))
    {
      g_debug ("draw: %s", local->message);
      return FALSE;
    }
  return TRUE;
}

/* The whole drawing on @work (a copy of the map); the new region's id in
 * @new_region. */
static gboolean
draw_on (SwMap         *work,
         SwMap         *original,
         const SwBoard *board,
         const SwPoint *poly,
         guint          n,
         const char    *terrain,
         char         **new_region,
         GError       **error)
{
  g_autoptr(GArray) edges = board_edges (work, board);
  g_autoptr(GArray) points = NULL;
  g_autoptr(GArray) border_at = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GHashTable) roots = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GPtrArray) inside = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) outline = g_array_new (FALSE, FALSE, sizeof (SwPoint));
  g_autoptr(GError) local = NULL;
  SwRegion *survivor;

  points = polygon_with_crossings (poly, n, edges);
  for (guint i = 0; i < points->len; i++)
    {
      const DrawPoint *p = &g_array_index (points, DrawPoint, i);

      g_array_append_val (outline, ((SwPoint) { p->x, p->y }));
      if (p->on_border)
        g_array_append_val (border_at, i);
    }

  if (border_at->len == 0)
    {
      /* inside one region, touching no border: a lake or an island */
      g_autofree double *xy = g_new (double, 2 * n);
      SwRegion *host = region_at (work, board, poly[0]);

      if (host == NULL)
        return refuse (error, _("Draw the new region on the board"));
      for (guint i = 0; i < n; i++)
        xy[2 * i] = poly[i].x, xy[2 * i + 1] = poly[i].y;
      if (sw_edit_carve_region (work, NULL, host->id, xy, n, terrain, new_region, &local))
        return TRUE;
      g_debug ("draw: %s", local->message);
      /* round a lake or island: covered whole, it goes */
      {
        g_autofree char *host_id = g_strdup (host->id);

        /* (on the copy: a refusal leaves the map as it was) */
        if (draw_round_islands (work, host_id, poly, n, terrain, new_region))
          return TRUE;
        return refuse_region (error, work, sw_map_get_region (work, host_id),
                              _("The new region cannot be cut out of %s there: it would surround a lake or "
                                "an island; draw round it along its shore, or leave it outside"));
      }
    }
  if (border_at->len == 1)
    return refuse (error, _("The outline touches a border at only one point: keep it clear of the borders, "
                            "or take it across one"));

  /* Each stretch of the outline between two borders cuts the region it
   * runs through in two. */
  for (guint k = 0; k < border_at->len; k++)
    {
      guint from = g_array_index (border_at, guint, k);
      guint to = g_array_index (border_at, guint, (k + 1) % border_at->len);
      g_autoptr(GArray) cut = g_array_new (FALSE, FALSE, sizeof (double));
      g_autofree char *fresh = NULL;
      SwPoint a, b, middle;
      SwRegion *region;
      const char *root;

      for (guint i = from;; i = (i + 1) % points->len)
        {
          const DrawPoint *p = &g_array_index (points, DrawPoint, i);

          g_array_append_val (cut, p->x);
          g_array_append_val (cut, p->y);
          if (i == to && cut->len > 2)
            break;
        }
      a = (SwPoint) { g_array_index (cut, double, 0), g_array_index (cut, double, 1) };
      b = (SwPoint) { g_array_index (cut, double, 2), g_array_index (cut, double, 3) };
      middle = (SwPoint) { (a.x + b.x) / 2, (a.y + b.y) / 2 };
      /* a stretch straight along a border cuts nothing */
      if (cut->len == 4 && border_distance (edges, middle) < ON_BORDER)
        continue;
      if (cut->len == 4)
        {
          g_autoptr(GArray) now = board_edges (work, board);

          if (border_distance (now, middle) < ON_BORDER)
            continue;  /* along a border an earlier stretch drew */
        }
      region = region_at (work, board, middle);
      if (region == NULL)
        return refuse (error, _("Draw the new region on the board"));
      if (!sw_edit_split_region (work, NULL, region->id, (const double *) cut->data, cut->len / 2, &fresh, &local))
        {
          SwRegion *island = island_on_shore (work, region, a);

          g_debug ("draw: %s", local->message);
          if (island == NULL)
            island = island_on_shore (work, region, (SwPoint) { g_array_index (cut, double, cut->len - 2),
                                                               g_array_index (cut, double, cut->len - 1) });
          /* part of a lake or island and the land round it: the shore
           * would have to be cut from the land, which leaves no region */
          if (island != NULL)
            return refuse_region (error, work, island,
                                  _("The outline crosses the shore of %s, which another region surrounds: take all "
                                    "of it into the new region, or keep the outline on one side of its shore"));
          return refuse_region (error, work, region,
                                _("The new region cannot be cut out of %s along that line: let its outline cross "
                                  "each border cleanly, and take a lake or island in whole or not at all"));
        }
      root = g_hash_table_lookup (roots, region->id);
      g_hash_table_insert (roots, g_strdup (fresh), g_strdup (root ? root : region->id));
    }

  /* The pieces inside the outline become the new region. */
  for (guint i = 0; i < work->regions->len; i++)
    {
      SwRegion *region = g_ptr_array_index (work->regions, i);
      SwPoint sample;

      if (on_board (work, region, board) && region_sample (work, region, &sample) &&
          sw_point_in_polygon (sample, (SwPoint *) outline->data, outline->len))
        g_ptr_array_add (inside, g_strdup (region->id));
    }
  if (inside->len == 0)
    return refuse (error, _("The outline encloses no area"));

  /* A region cut in two stays the part outside the drawing. */
  for (guint i = 0; i < inside->len; i++)
    {
      const char *id = g_ptr_array_index (inside, i);

      if (sw_map_find_region (original, id) < 0)
        continue;
      for (guint j = 0; j < work->regions->len; j++)
        {
          SwRegion *piece = g_ptr_array_index (work->regions, j);
          const char *root = g_hash_table_lookup (roots, piece->id);

          if (root != NULL && g_str_equal (root, id) && !g_ptr_array_find_with_equal_func (inside, piece->id, g_str_equal, NULL))
            {
              g_autofree char *gone = g_strdup (piece->id);

              swap_identity (work, sw_map_get_region (work, id), piece);
              sw_map_changed (work);
              g_free (inside->pdata[i]);
              inside->pdata[i] = g_steal_pointer (&gone);
              break;
            }
        }
    }

  /* A region covered whole is gone, with its links. */
  for (guint i = work->links->len; i > 0; i--)
    {
      const SwPair *pair = g_ptr_array_index (work->links, i - 1);

      if ((g_ptr_array_find_with_equal_func (inside, pair->a, g_str_equal, NULL) &&
           sw_map_find_region (original, pair->a) >= 0) ||
          (g_ptr_array_find_with_equal_func (inside, pair->b, g_str_equal, NULL) &&
           sw_map_find_region (original, pair->b) >= 0))
        g_ptr_array_remove_index (work->links, i - 1);
    }
  sw_map_changed (work);

  /* ...merged into one */
  while (inside->len > 1)
    {
      gboolean merged = FALSE;

      for (guint i = 1; i < inside->len && !merged; i++)
        {
          g_clear_error (&local);
          if (sw_edit_merge_regions (work, NULL, g_ptr_array_index (inside, 0), g_ptr_array_index (inside, i), &local))
            {
              g_ptr_array_remove_index (inside, i);
              merged = TRUE;
            }
        }
      if (!merged)
        {
          g_debug ("draw: %s", local ? local->message : "");
          return refuse (error, _("The area drawn cannot become one region: its outline would touch itself where "
                                  "it meets the borders; draw it so that it crosses each border cleanly"));
        }
    }

  /* ...that starts blank, with a name of its own unless it is a new piece */
  survivor = sw_map_get_region (work, g_ptr_array_index (inside, 0));
  if (sw_map_find_region (original, survivor->id) >= 0)
    {
      g_autofree char *fresh = sw_edit_fresh_region_id (work);

      g_free (survivor->id);
      survivor->id = g_steal_pointer (&fresh);
    }
  g_free (survivor->terrain);
  survivor->terrain = g_strdup (terrain);
  survivor->border = SW_BORDER_AUTO;
  g_ptr_array_set_size (survivor->names, 0);
  g_ptr_array_set_size (survivor->symbols, 0);
  g_ptr_array_set_size (survivor->starts, 0);
  sw_map_changed (work);
  /* no barrier on its borders either: the walls of what it covers are gone */
  for (guint i = work->barriers->len; i > 0; i--)
    {
      const SwPair *pair = g_ptr_array_index (work->barriers, i - 1);

      if (g_strcmp0 (pair->a, survivor->id) == 0 || g_strcmp0 (pair->b, survivor->id) == 0)
        g_ptr_array_remove_index (work->barriers, i - 1);
    }
  sw_map_changed (work);
  *new_region = g_strdup (survivor->id);
  return TRUE;
}

gboolean
sw_edit_draw_region (SwMap         *map,
                     SwHistory     *history,
                     const char    *board_id,
                     const double  *points,
                     guint          n_points,
                     const char    *terrain,
                     char         **new_region,
                     GError       **error)
{
  g_autoptr(SwMap) work = NULL;
  g_autoptr(GArray) poly = g_array_new (FALSE, FALSE, sizeof (SwPoint));
  g_autoptr(GArray) edges = NULL;
  g_autofree char *fresh = NULL;
  g_autofree char *label = NULL;
  const SwCatalog *catalog;
  const SwBoard *board;
  gint board_index;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);
  g_return_val_if_fail (points != NULL || n_points == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  catalog = sw_catalog_get (map->edition);
  if (terrain == NULL || (catalog != NULL && sw_catalog_find (catalog, "terrain", terrain) == NULL))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                   _("the %s edition has no terrain “%s”"), map->edition, terrain != NULL ? terrain : "");
      return FALSE;
    }
  if (map->boards->len == 0)
    return refuse (error, _("The map has no board to draw on: add a board first"));
  board_index = board_id != NULL ? sw_map_find_board (map, board_id) : map->boards->len == 1 ? 0 : -1;
  if (board_index < 0)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no board %s"),
                   board_id != NULL ? board_id : "");
      return FALSE;
    }
  board = g_ptr_array_index (map->boards, board_index);

  /* The corners, on the board, snapped to a border within the tolerance
   * of a cut, without repeats. */
  edges = board_edges (map, board);
  for (guint i = 0; i < n_points; i++)
    {
      SwPoint p = { points[2 * i], points[2 * i + 1] };

      if (p.x < -SW_EDIT_ON_BOUNDARY || p.y < -SW_EDIT_ON_BOUNDARY ||
          p.x > board->width + SW_EDIT_ON_BOUNDARY || p.y > board->height + SW_EDIT_ON_BOUNDARY)
        return refuse (error, _("The outline goes off the board: keep its corners on the board"));
      p.x = CLAMP (p.x, 0, board->width);
      p.y = CLAMP (p.y, 0, board->height);
      snap_to_border (edges, &p, SW_EDIT_ON_BOUNDARY);
      p.x = sw_edit_round (p.x);
      p.y = sw_edit_round (p.y);
      if (poly->len > 0)
        {
          const SwPoint *last = &g_array_index (poly, SwPoint, poly->len - 1);

          if (hypot (last->x - p.x, last->y - p.y) < SW_EDIT_MIN_GAP)
            continue;
        }
      g_array_append_val (poly, p);
    }
  while (poly->len > 1)
    {
      const SwPoint *first = &g_array_index (poly, SwPoint, 0), *last = &g_array_index (poly, SwPoint, poly->len - 1);

      if (hypot (last->x - first->x, last->y - first->y) >= SW_EDIT_MIN_GAP)
        break;
      g_array_set_size (poly, poly->len - 1);
    }
  if (poly->len < 3)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID, _("A region needs at least three corners"));
      return FALSE;
    }
  {
    const SwPoint *p = (const SwPoint *) poly->data;
    guint n = poly->len;

    for (guint i = 0; i < n; i++)
      for (guint j = i + 2; j < n; j++)
        if (!(i == 0 && j == n - 1) && sw_segments_meet (p[i], p[(i + 1) % n], p[j], p[(j + 1) % n]))
          return refuse (error, _("The outline crosses itself: draw it round the new region once"));
    if (fabs (sw_polygon_signed_area (p, n)) < 1.0)
      return refuse (error, _("The outline encloses no area"));
  }

  work = sw_map_copy (map);
  if (!draw_on (work, map, g_ptr_array_index (work->boards, board_index), (const SwPoint *) poly->data, poly->len,
                terrain, &fresh, error))
    return FALSE;
  label = g_strdup (_("Draw region"));
  if (!sw_edit_replace_map (map, history, work, label, error))
    return FALSE;
  if (new_region != NULL)
    *new_region = g_steal_pointer (&fresh);
  return TRUE;
}
