/* sw-edit-split.c: the region edits of the partition: split along a cut, merge two, carve a lake or island. */
#define G_LOG_DOMAIN "sw-edit"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include "sw-catalog.h"
#include "sw-edit-private.h"
#include "sw-map-xml.h"

#define COLLINEAR_EPSILON 0.01

/* A local name, so that sw-map.h may add its own autoptr for SwRing later. */
typedef SwRing EditRing;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (EditRing, sw_ring_free)

char *
sw_edit_fresh_region_id (SwMap *map)
{
  for (guint n = map->regions->len + 1;; n++)
    {
      char *id = g_strdup_printf ("r%u", n);
      if (sw_map_find_region (map, id) < 0)
        return id;
      g_free (id);
    }
}

static SwRegion *
find_region (SwMap       *map,
             const char  *id,
             GError     **error)
{
  SwRegion *region = sw_map_get_region (map, id);

  if (region == NULL)
    g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no region %s"), id);
  else if (region->outline == NULL)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("region %s has no outline yet (a graph-only map): lay the map out first"), id);
      region = NULL;
    }
  return region;
}

/* Inside the region: in its outline and in none of its holes. */
static gboolean
tx_point_in_region (SwTx           *tx,
                    const SwRegion *region,
                    SwPoint         p)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (SwPoint));

  sw_ring_points_of (tx->index, region->outline, points);
  if (!sw_point_in_polygon (p, (SwPoint *) points->data, points->len))
    return FALSE;
  for (guint h = 0; h < region->holes->len; h++)
    {
      sw_ring_points_of (tx->index, g_ptr_array_index (region->holes, h), points);
      if (points->len >= 3 && sw_point_in_polygon (p, (SwPoint *) points->data, points->len))
        return FALSE;
    }
  return TRUE;
}

static double
tx_ring_area (SwTx         *tx,
              const SwRing *ring)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (SwPoint));

  sw_ring_points_of (tx->index, ring, points);
  return points->len < 3 ? 0 : sw_polygon_signed_area ((SwPoint *) points->data, points->len);
}

/* The polyline through @ids (closed if @closed) does not cross itself. */
static gboolean
tx_check_simple (SwTx         *tx,
                 const guint  *ids,
                 guint         n,
                 gboolean      closed,
                 const char   *what,
                 GError      **error)
{
  guint n_segments = closed ? n : n - 1;

  for (guint i = 0; i < n_segments; i++)
    for (guint j = i + 1; j < n_segments; j++)
      {
        SwPoint a = sw_tx_point (tx, ids[i]), b = sw_tx_point (tx, ids[(i + 1) % n]);
        SwPoint c = sw_tx_point (tx, ids[j]), d = sw_tx_point (tx, ids[(j + 1) % n]);
        gboolean adjacent = j == i + 1 || (closed && i == 0 && j == n_segments - 1);
        gboolean bad;

        if (adjacent)
          {
            /* Consecutive segments share a point; they must not fold back. */
            SwPoint shared = j == i + 1 ? b : a;
            SwPoint far_i = j == i + 1 ? a : b, far_j = j == i + 1 ? d : c;
            bad = sw_point_segment_distance (far_i, shared, far_j, NULL) < SW_EDIT_MIN_GAP ||
                  sw_point_segment_distance (far_j, shared, far_i, NULL) < SW_EDIT_MIN_GAP;
          }
        else
          bad = sw_segments_meet (a, b, c, d);
        if (bad)
          {
            char bx[32], by[32];
            g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                         _("the %s crosses itself near (%s, %s) mm"), what,
                         sw_format_mm (c.x, bx), sw_format_mm (c.y, by));
            return FALSE;
          }
      }
  return TRUE;
}

/* ---- split ---- */

/* The vertex of @region's outline at (x, y): an existing one, or a new one
 * on the edge there (inserted in every region sharing the edge). 0 if the
 * point is not on the outline. */
static guint
tx_vertex_on_outline (SwTx          *tx,
                      SwRegion      *region,
                      double         x,
                      double         y,
                      const char    *which,
                      GError       **error)
{
  const SwRing *ring = region->outline;
  guint n = ring->ids->len, best_edge = 0;
  double best_vertex_d = G_MAXDOUBLE, best_edge_d = G_MAXDOUBLE, best_t = 0;
  guint best_vertex = 0;
  SwPoint p = { x, y }, A, B;
  guint w;
  char bx[32], by[32], bd[32];

  for (guint i = 0; i < n; i++)
    {
      guint u = g_array_index (ring->ids, guint, i);
      guint v = g_array_index (ring->ids, guint, (i + 1) % n);
      SwPoint U = sw_tx_point (tx, u), V = sw_tx_point (tx, v);
      double t, d = hypot (U.x - x, U.y - y);

      if (d < best_vertex_d)
        {
          best_vertex_d = d;
          best_vertex = u;
        }
      d = sw_point_segment_distance (p, U, V, &t);
      if (d < best_edge_d)
        {
          best_edge_d = d;
          best_edge = i;
          best_t = t;
        }
    }
  if (best_vertex_d <= SW_EDIT_ON_BOUNDARY)
    return best_vertex;
  if (best_edge_d > SW_EDIT_ON_BOUNDARY)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("the cut must %s on the outline of region %s, but (%s, %s) mm is %s mm from it"),
                   which, region->id, sw_format_mm (x, bx), sw_format_mm (y, by),
                   sw_format_mm (best_edge_d, bd));
      return 0;
    }
  {
    guint u = g_array_index (ring->ids, guint, best_edge);
    guint v = g_array_index (ring->ids, guint, (best_edge + 1) % n);
    A = sw_tx_point (tx, u);
    B = sw_tx_point (tx, v);
    w = sw_tx_add_vertex (tx, A.x + best_t * (B.x - A.x), A.y + best_t * (B.y - A.y));
    sw_tx_split_edge (tx, u, v, w);
  }
  return w;
}

/* The ring from position @from forward to position @to of @ring, both
 * included, then @extra (n_extra ids) in order or reversed. */
static SwRing *
ring_walk (const SwRing *ring,
           guint         from,
           guint         to,
           const guint  *extra,
           guint         n_extra,
           gboolean      reversed)
{
  guint n = ring->ids->len;
  SwRing *out = sw_ring_new (NULL, 0);

  for (guint i = from;; i = (i + 1) % n)
    {
      g_array_append_val (out->ids, g_array_index (ring->ids, guint, i));
      if (i == to)
        break;
    }
  for (guint k = 0; k < n_extra; k++)
    g_array_append_val (out->ids, extra[reversed ? n_extra - 1 - k : k]);
  return out;
}

void
sw_tx_fix_barriers_after_split (SwTx       *tx,
                                const char *old_id,
                                const char *new_id)
{
  SwRegion *old_region = sw_map_get_region (tx->map, old_id);
  SwRegion *new_region = sw_map_get_region (tx->map, new_id);
  guint n = tx->map->barriers->len;

  for (guint i = 0; i < n; i++)
    {
      const SwPair *p = g_ptr_array_index (tx->map->barriers, i);
      const char *other_id;
      SwRegion *other;
      gboolean old_shares, new_shares;

      if (g_strcmp0 (p->a, old_id) != 0 && g_strcmp0 (p->b, old_id) != 0)
        continue;
      other_id = g_strcmp0 (p->a, old_id) == 0 ? p->b : p->a;
      other = sw_map_get_region (tx->map, other_id);
      if (other == NULL)
        continue;
      old_shares = sw_regions_share_border (old_region, other);
      new_shares = sw_regions_share_border (new_region, other);
      if (!new_shares)
        continue;
      if (old_shares)
        sw_tx_insert_pair (tx, SW_TARGET_BARRIER, tx->map->barriers->len,
                           sw_pair_copy_new (new_id, other_id, p->kind));
      else
        sw_tx_replace_pair (tx, SW_TARGET_BARRIER, i,
                            sw_pair_copy_new (g_strcmp0 (p->a, old_id) == 0 ? new_id : p->a,
                                              g_strcmp0 (p->b, old_id) == 0 ? new_id : p->b, p->kind));
    }
}

gboolean
sw_edit_split_region (SwMap        *map,
                      SwHistory    *history,
                      const char   *region_id,
                      const double *points,
                      guint         n_points,
                      char        **new_region,
                      GError      **error)
{
  g_autofree char *label = NULL;
  g_autofree char *fresh = NULL;
  g_autoptr(GArray) cut = g_array_new (FALSE, FALSE, sizeof (guint));
  SwRegion *region, *copy, *other;
  SwRing *ring1, *ring2;
  guint a, b, n_inner;
  gint ia, ib;
  SwPoint mid;
  SwTx tx;

  g_return_val_if_fail (map != NULL && region_id != NULL, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);
  g_return_val_if_fail (points != NULL || n_points == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_points < 2)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                   _("a cut needs at least two points, one on the outline at each end"));
      return FALSE;
    }
  region = find_region (map, region_id, error);
  if (region == NULL)
    return FALSE;

  label = g_strdup_printf (_("Split region %s"), region_id);
  sw_tx_begin (&tx, map, history, label);
  tx.board = g_intern_string (region->board);  /* region may be replaced during the edit */
  a = tx_vertex_on_outline (&tx, region, points[0], points[1], _("start"), error);
  if (a == 0)
    return sw_tx_abort (&tx);
  b = tx_vertex_on_outline (&tx, region, points[2 * (n_points - 1)], points[2 * n_points - 1], _("end"), error);
  if (b == 0)
    return sw_tx_abort (&tx);
  if (a == b)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("the cut must end at another point of the outline of region %s than where it starts"),
                   region_id);
      return sw_tx_abort (&tx);
    }

  g_array_append_val (cut, a);
  for (guint i = 1; i + 1 < n_points; i++)
    {
      guint w = sw_tx_add_vertex (&tx, points[2 * i], points[2 * i + 1]);
      g_array_append_val (cut, w);
    }
  g_array_append_val (cut, b);
  n_inner = cut->len - 2;

  if (n_inner == 0 && sw_ring_has_edge (region->outline, a, b))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("the cut runs along the outline of region %s: draw it across the region"), region_id);
      return sw_tx_abort (&tx);
    }
  if (!tx_check_simple (&tx, (guint *) cut->data, cut->len, FALSE, _("cut"), error))
    return sw_tx_abort (&tx);
  for (guint i = 0; i + 1 < cut->len; i++)
    if (!sw_tx_check_segment (&tx, g_array_index (cut, guint, i), g_array_index (cut, guint, i + 1), error))
      {
        g_prefix_error (error, _("the cut must stay inside region %s, but it "), region_id);
        return sw_tx_abort (&tx);
      }
  {
    SwPoint p = sw_tx_point (&tx, g_array_index (cut, guint, 0));
    SwPoint q = sw_tx_point (&tx, g_array_index (cut, guint, 1));
    mid = (SwPoint) { (p.x + q.x) / 2, (p.y + q.y) / 2 };
  }
  if (!tx_point_in_region (&tx, region, mid))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("the cut must run inside region %s"), region_id);
      return sw_tx_abort (&tx);
    }

  /* Two rings with the original direction: a → b along the outline then
   * back along the cut, and b → a then forward along it. */
  ia = sw_ring_find (region->outline, a);
  ib = sw_ring_find (region->outline, b);
  ring1 = ring_walk (region->outline, (guint) ia, (guint) ib, (guint *) cut->data + 1, n_inner, TRUE);
  ring2 = ring_walk (region->outline, (guint) ib, (guint) ia, (guint *) cut->data + 1, n_inner, FALSE);
  if (fabs (tx_ring_area (&tx, ring1)) < fabs (tx_ring_area (&tx, ring2)))
    {
      SwRing *tmp = ring1;
      ring1 = ring2;
      ring2 = tmp;
    }

  fresh = sw_edit_fresh_region_id (map);
  copy = sw_region_copy (region);
  other = sw_region_new_blank (fresh, region->terrain, region->board);
  other->border = region->border;
  sw_ring_free (copy->outline);
  copy->outline = ring1;
  other->outline = ring2;
  /* Each hole goes with the part around it. */
  g_ptr_array_set_size (copy->holes, 0);
  for (guint h = 0; h < region->holes->len; h++)
    {
      const SwRing *hole = g_ptr_array_index (region->holes, h);
      g_autoptr(GArray) pts = g_array_new (FALSE, FALSE, sizeof (SwPoint));
      SwPoint p;

      sw_ring_points_of (tx.index, ring1, pts);
      p = sw_tx_point (&tx, g_array_index (hole->ids, guint, 0));
      g_ptr_array_add (sw_point_in_polygon (p, (SwPoint *) pts->data, pts->len) ? copy->holes : other->holes,
                       sw_ring_new ((guint *) hole->ids->data, hole->ids->len));
    }
  sw_tx_replace_region (&tx, sw_edit_region_index (map, region), copy);
  sw_tx_insert_region (&tx, map->regions->len, other);
  sw_tx_fix_barriers_after_split (&tx, region_id, fresh);
  sw_tx_commit (&tx);
  if (new_region != NULL)
    *new_region = g_steal_pointer (&fresh);
  return TRUE;
}

/* ---- merge ---- */

static gboolean
rings_same_set (const SwRing *a,
                const SwRing *b)
{
  if (a == NULL || b == NULL || a->ids->len != b->ids->len)
    return FALSE;
  for (guint i = 0; i < a->ids->len; i++)
    if (sw_ring_find (b, g_array_index (a->ids, guint, i)) < 0)
      return FALSE;
  return TRUE;
}

/* Symbols, starts, names and holes of @from join @into. */
static void
merge_contents (SwRegion       *into,
                const SwRegion *from)
{
  for (guint i = 0; i < from->symbols->len; i++)
    {
      const SwSymbol *s = g_ptr_array_index (from->symbols, i);
      if (!sw_region_has_symbol (into, s->type))
        sw_region_add_symbol (into, s->type);
    }
  for (guint i = 0; i < from->starts->len; i++)
    {
      const SwStart *s = g_ptr_array_index (from->starts, i);
      gboolean added = FALSE;
      for (guint j = 0; j < into->starts->len && !added; j++)
        {
          SwStart *t = g_ptr_array_index (into->starts, j);
          if (g_strcmp0 (t->type, s->type) == 0)
            {
              t->count += s->count;
              added = TRUE;
            }
        }
      if (!added)
        sw_region_add_start (into, s->type, s->count);
    }
  for (guint i = 0; i < from->names->len; i++)
    {
      const SwText *t = g_ptr_array_index (from->names, i);
      gboolean has = FALSE;
      for (guint j = 0; j < into->names->len && !has; j++)
        has = g_strcmp0 (((SwText *) g_ptr_array_index (into->names, j))->lang, t->lang) == 0;
      if (!has)
        sw_map_add_text (into->names, t->lang, t->text);
    }
  for (guint h = 0; h < from->holes->len; h++)
    {
      const SwRing *hole = g_ptr_array_index (from->holes, h);
      g_ptr_array_add (into->holes, sw_ring_new ((guint *) hole->ids->data, hole->ids->len));
    }
}

/* Links and barriers of @gone now belong to @kept; those that would be
 * self-links, duplicates or links along a shared border go. */
static void
tx_move_pairs (SwTx        *tx,
               SwTarget     target,
               const char  *kept,
               const char  *gone)
{
  GPtrArray *pairs = target == SW_TARGET_LINK ? tx->map->links : tx->map->barriers;
  SwRegion *kept_region = sw_map_get_region (tx->map, kept);

  for (guint i = pairs->len; i > 0; i--)
    {
      const SwPair *p = g_ptr_array_index (pairs, i - 1);
      const char *a = g_strcmp0 (p->a, gone) == 0 ? kept : p->a;
      const char *b = g_strcmp0 (p->b, gone) == 0 ? kept : p->b;
      const char *other = g_strcmp0 (a, kept) == 0 ? b : a;
      SwRegion *other_region;
      gboolean drop = FALSE;

      if (g_strcmp0 (a, kept) != 0 && g_strcmp0 (b, kept) != 0)
        continue;
      drop = g_strcmp0 (a, b) == 0;
      for (guint j = 0; j < i - 1 && !drop; j++)
        {
          const SwPair *q = g_ptr_array_index (pairs, j);
          const char *qa = g_strcmp0 (q->a, gone) == 0 ? kept : q->a;
          const char *qb = g_strcmp0 (q->b, gone) == 0 ? kept : q->b;
          drop = (g_strcmp0 (qa, a) == 0 && g_strcmp0 (qb, b) == 0) ||
                 (g_strcmp0 (qa, b) == 0 && g_strcmp0 (qb, a) == 0);
        }
      other_region = sw_map_get_region (tx->map, other);
      if (!drop && target == SW_TARGET_LINK && other_region != NULL && kept_region != NULL &&
          sw_regions_share_border (kept_region, other_region))
        drop = TRUE;
      if (drop)
        sw_tx_remove_pair (tx, target, i - 1);
      else if (a != p->a || b != p->b)
        sw_tx_replace_pair (tx, target, i - 1, sw_pair_copy_new (a, b, p->kind));
    }
}

/* Removes vertices no ring uses any more. */
static void
tx_drop_unused (SwTx         *tx,
                const guint  *ids,
                guint         n)
{
  for (guint i = 0; i < n; i++)
    {
      SwIndexVertex *v = sw_edit_index_vertex (tx->index, ids[i]);
      if (v != NULL && v->regions->len == 0 && sw_map_find_vertex (tx->map, ids[i]) >= 0)
        sw_tx_remove_vertex (tx, ids[i]);
    }
}

/* Builds the merged outline of two rings sharing one run of edges, or
 * NULL with @error. @dropped receives the vertices it leaves out. */
static SwRing *
merged_outline (SwTx           *tx,
                const SwRegion *region,
                const SwRegion *other,
                GArray         *dropped,
                GError        **error)
{
  const SwRing *ra = region->outline;
  g_autoptr(EditRing) rb = sw_ring_new ((guint *) other->outline->ids->data, other->outline->ids->len);
  guint n = ra->ids->len, m, runs = 0, start = 0, end, s0, sk;
  g_autofree gboolean *shared = g_new0 (gboolean, n);
  gint jb;
  SwRing *out;

  for (guint i = 0; i < n; i++)
    shared[i] = sw_ring_has_edge (rb, g_array_index (ra->ids, guint, i), g_array_index (ra->ids, guint, (i + 1) % n));
  for (guint i = 0; i < n; i++)
    if (shared[i] && !shared[(i + n - 1) % n])
      {
        runs++;
        start = i;
      }
  if (runs == 0)
    {
      gboolean all = shared[0];
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   all ? _("regions %s and %s have the same outline") : _("regions %s and %s share no border"),
                   region->id, other->id);
      return NULL;
    }
  if (runs > 1)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("regions %s and %s share %u separate stretches of border: merged, they would "
                     "enclose a hole; merge what lies between them first"), region->id, other->id, runs);
      return NULL;
    }
  for (end = start; shared[(end + 1) % n]; end = (end + 1) % n)
    ;
  s0 = g_array_index (ra->ids, guint, start);
  sk = g_array_index (ra->ids, guint, (end + 1) % n);

  /* The chain's inner vertices vanish: no third region may use them. */
  for (guint i = (start + 1) % n; i != (end + 1) % n; i = (i + 1) % n)
    {
      guint id = g_array_index (ra->ids, guint, i);
      SwIndexVertex *v = sw_edit_index_vertex (tx->index, id);
      for (guint k = 0; v != NULL && k < v->regions->len; k++)
        {
          const SwRegion *third = g_ptr_array_index (v->regions, k);
          if (third != region && third != other)
            {
              g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                           _("region %s touches the border of %s and %s at vertex %u: merged, it "
                             "would touch the inside of the new region"), third->id, region->id,
                           other->id, id);
              return NULL;
            }
        }
      g_array_append_val (dropped, id);
    }

  /* Walk @other against the direction of the shared chain. */
  jb = sw_ring_find (rb, s0);
  m = rb->ids->len;
  if (g_array_index (rb->ids, guint, ((guint) jb + 1) % m) == g_array_index (ra->ids, guint, (start + 1) % n))
    {
      /* Same direction as @region's: reverse it. */
      for (guint i = 0; i < m / 2; i++)
        {
          guint t = g_array_index (rb->ids, guint, i);
          g_array_index (rb->ids, guint, i) = g_array_index (rb->ids, guint, m - 1 - i);
          g_array_index (rb->ids, guint, m - 1 - i) = t;
        }
      jb = sw_ring_find (rb, s0);
    }

  out = sw_ring_new (NULL, 0);
  for (guint i = (end + 1) % n;; i = (i + 1) % n)
    {
      g_array_append_val (out->ids, g_array_index (ra->ids, guint, i));
      if (i == start)
        break;
    }
  for (guint i = ((guint) jb + 1) % m; g_array_index (rb->ids, guint, i) != sk; i = (i + 1) % m)
    g_array_append_val (out->ids, g_array_index (rb->ids, guint, i));

  for (guint i = 0; i < out->ids->len; i++)
    for (guint j = i + 1; j < out->ids->len; j++)
      if (g_array_index (out->ids, guint, i) == g_array_index (out->ids, guint, j))
        {
          g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                       _("regions %s and %s also touch at vertex %u: merged, the outline would "
                         "touch itself there"), region->id, other->id, g_array_index (out->ids, guint, i));
          sw_ring_free (out);
          return NULL;
        }

  /* The chain's ends stay, unless nothing else uses them and they now lie
   * on a straight line (then they only clutter the outline). */
  for (guint k = 0; k < 2; k++)
    {
      guint id = k == 0 ? s0 : sk;
      gint pos = sw_ring_find (out, id);
      guint len = out->ids->len;
      SwIndexVertex *v = sw_edit_index_vertex (tx->index, id);
      gboolean only_two = TRUE;
      SwPoint P, W, Q;

      for (guint r = 0; v != NULL && r < v->regions->len; r++)
        only_two = only_two && (g_ptr_array_index (v->regions, r) == region ||
                                g_ptr_array_index (v->regions, r) == other);
      if (pos < 0 || len <= 3 || !only_two)
        continue;
      P = sw_tx_point (tx, g_array_index (out->ids, guint, ((guint) pos + len - 1) % len));
      W = sw_tx_point (tx, id);
      Q = sw_tx_point (tx, g_array_index (out->ids, guint, ((guint) pos + 1) % len));
      if (sw_point_segment_distance (W, P, Q, NULL) <= COLLINEAR_EPSILON)
        {
          g_array_remove_index (out->ids, (guint) pos);
          g_array_append_val (dropped, id);
        }
    }
  if (out->ids->len < 3)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("merging %s and %s would leave an outline of fewer than 3 corners"), region->id, other->id);
      sw_ring_free (out);
      return NULL;
    }
  return out;
}

gboolean
sw_edit_merge_regions (SwMap       *map,
                       SwHistory   *history,
                       const char  *region_id,
                       const char  *other_id,
                       GError     **error)
{
  g_autofree char *label = NULL;
  g_autoptr(GArray) dropped = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) no_holes = g_ptr_array_new ();
  SwRegion *region, *other, *copy;
  SwTx tx;

  g_return_val_if_fail (map != NULL && region_id != NULL && other_id != NULL, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  region = find_region (map, region_id, error);
  if (region == NULL)
    return FALSE;
  other = find_region (map, other_id, error);
  if (other == NULL)
    return FALSE;
  if (region == other)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED, _("pick two different regions to merge"));
      return FALSE;
    }
  if (sw_map_region_board (map, region) != sw_map_region_board (map, other))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("regions %s and %s lie on different boards"), region_id, other_id);
      return FALSE;
    }

  label = g_strdup_printf (_("Merge regions %s and %s"), region_id, other_id);
  sw_tx_begin (&tx, map, history, label);
  copy = sw_region_copy (region);

  /* One fills a hole of the other: the hole closes. */
  for (guint h = 0; h < region->holes->len; h++)
    if (rings_same_set (g_ptr_array_index (region->holes, h), other->outline))
      {
        g_ptr_array_remove_index (copy->holes, h);
        break;
      }
  if (copy->holes->len == region->holes->len)
    for (guint h = 0; h < other->holes->len; h++)
      if (rings_same_set (g_ptr_array_index (other->holes, h), region->outline))
        {
          SwRing *outline = g_ptr_array_index (other->holes, h);
          g_array_append_vals (dropped, region->outline->ids->data, region->outline->ids->len);
          sw_ring_free (copy->outline);
          copy->outline = sw_ring_new ((guint *) other->outline->ids->data, other->outline->ids->len);
          for (guint k = 0; k < other->holes->len; k++)
            if (g_ptr_array_index (other->holes, k) != outline)
              {
                const SwRing *hole = g_ptr_array_index (other->holes, k);
                g_ptr_array_add (copy->holes, sw_ring_new ((guint *) hole->ids->data, hole->ids->len));
              }
          merge_contents (copy, &(SwRegion) { .symbols = other->symbols, .starts = other->starts,
                                              .names = other->names, .holes = no_holes });
          goto replace;
        }
  if (copy->holes->len < region->holes->len)
    g_array_append_vals (dropped, other->outline->ids->data, other->outline->ids->len);
  else
    {
      SwRing *outline = merged_outline (&tx, region, other, dropped, error);
      if (outline == NULL)
        {
          sw_region_free_copy (copy);
          return sw_tx_abort (&tx);
        }
      sw_ring_free (copy->outline);
      copy->outline = outline;
    }
  merge_contents (copy, other);

replace:
  sw_tx_replace_region (&tx, sw_edit_region_index (map, region), copy);
  sw_tx_remove_region (&tx, sw_edit_region_index (map, other));
  tx_move_pairs (&tx, SW_TARGET_LINK, region_id, other_id);
  tx_move_pairs (&tx, SW_TARGET_BARRIER, region_id, other_id);
  tx_drop_unused (&tx, (guint *) dropped->data, dropped->len);
  sw_tx_commit (&tx);
  return TRUE;
}

/* ---- carve ---- */

gboolean
sw_edit_carve_region (SwMap        *map,
                      SwHistory    *history,
                      const char   *region_id,
                      const double *points,
                      guint         n_points,
                      const char   *terrain,
                      char        **new_region,
                      GError      **error)
{
  g_autofree char *label = NULL;
  g_autofree char *fresh = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  const SwCatalog *catalog;
  SwRegion *region, *copy, *inner;
  SwRing *outline, *hole;
  double outer_area, area;
  SwTx tx;

  g_return_val_if_fail (map != NULL && region_id != NULL, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);
  g_return_val_if_fail (points != NULL || n_points == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_points < 3)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                   _("a lake or island needs an outline of at least 3 points"));
      return FALSE;
    }
  catalog = sw_catalog_get (map->edition);
  if (terrain == NULL || (catalog != NULL && sw_catalog_find (catalog, "terrain", terrain) == NULL))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                   _("the %s edition has no terrain “%s”"), map->edition, terrain != NULL ? terrain : "");
      return FALSE;
    }
  region = find_region (map, region_id, error);
  if (region == NULL)
    return FALSE;

  label = g_strdup_printf (_("Carve into region %s"), region_id);
  sw_tx_begin (&tx, map, history, label);
  tx.board = g_intern_string (region->board);  /* region may be replaced during the edit */
  for (guint i = 0; i < n_points; i++)
    {
      SwPoint p = { points[2 * i], points[2 * i + 1] };
      guint w;

      if (!tx_point_in_region (&tx, region, p))
        {
          char bx[32], by[32];
          g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                       _("point (%s, %s) mm is not inside region %s: a lake or island must lie "
                         "strictly inside the region it is carved from"),
                       sw_format_mm (p.x, bx), sw_format_mm (p.y, by), region_id);
          return sw_tx_abort (&tx);
        }
      w = sw_tx_add_vertex (&tx, p.x, p.y);
      g_array_append_val (ids, w);
    }
  if (!tx_check_simple (&tx, (guint *) ids->data, ids->len, TRUE, _("outline"), error))
    return sw_tx_abort (&tx);
  for (guint i = 0; i < ids->len; i++)
    if (!sw_tx_check_segment (&tx, g_array_index (ids, guint, i), g_array_index (ids, guint, (i + 1) % ids->len),
                              error))
      {
        g_prefix_error (error, _("the new outline must lie strictly inside region %s, but it "), region_id);
        return sw_tx_abort (&tx);
      }

  outline = sw_ring_new ((guint *) ids->data, ids->len);
  area = tx_ring_area (&tx, outline);
  if (fabs (area) < SW_EDIT_EPSILON)
    {
      sw_ring_free (outline);
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED, _("the new outline encloses no area"));
      return sw_tx_abort (&tx);
    }
  /* A hole of the region inside the new outline would be swallowed. */
  for (guint h = 0; h < region->holes->len; h++)
    {
      g_autoptr(GArray) pts = g_array_new (FALSE, FALSE, sizeof (SwPoint));
      const SwRing *old_hole = g_ptr_array_index (region->holes, h);

      sw_ring_points_of (tx.index, outline, pts);
      if (sw_point_in_polygon (sw_tx_point (&tx, g_array_index (old_hole->ids, guint, 0)),
                               (SwPoint *) pts->data, pts->len))
        {
          sw_ring_free (outline);
          g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                       _("the new outline surrounds another lake or island of region %s"), region_id);
          return sw_tx_abort (&tx);
        }
    }

  /* The new region turns the way its host does; the hole the other way. */
  outer_area = tx_ring_area (&tx, region->outline);
  if ((outer_area > 0) != (area > 0))
    for (guint i = 0; i < outline->ids->len / 2; i++)
      {
        guint n = outline->ids->len;
        guint t = g_array_index (outline->ids, guint, i);
        g_array_index (outline->ids, guint, i) = g_array_index (outline->ids, guint, n - 1 - i);
        g_array_index (outline->ids, guint, n - 1 - i) = t;
      }
  hole = sw_ring_new (NULL, 0);
  for (guint i = outline->ids->len; i > 0; i--)
    g_array_append_val (hole->ids, g_array_index (outline->ids, guint, i - 1));

  fresh = sw_edit_fresh_region_id (map);
  copy = sw_region_copy (region);
  g_ptr_array_add (copy->holes, hole);
  inner = sw_region_new_blank (fresh, terrain, region->board);
  inner->outline = outline;
  sw_tx_replace_region (&tx, sw_edit_region_index (map, region), copy);
  sw_tx_insert_region (&tx, map->regions->len, inner);
  sw_tx_commit (&tx);
  if (new_region != NULL)
    *new_region = g_steal_pointer (&fresh);
  return TRUE;
}

/* Douglas-Peucker: a point stays when it lies farther than @tolerance
 * from the line between the points kept on either side of it. */
guint
sw_edit_simplify_line (double *points,
                       guint   n_points,
                       double  tolerance)
{
  g_autofree guint8 *keep = NULL;
  g_autoptr(GArray) stack = NULL;
  guint kept = 0;

  g_return_val_if_fail (points != NULL || n_points == 0, 0);
  if (n_points < 3)
    return n_points;
  keep = g_new0 (guint8, n_points);
  keep[0] = keep[n_points - 1] = 1;
  stack = g_array_new (FALSE, FALSE, sizeof (guint));
  {
    guint range[2] = { 0, n_points - 1 };
    g_array_append_vals (stack, range, 2);
  }
  while (stack->len > 0)
    {
      guint b = g_array_index (stack, guint, stack->len - 1);
      guint a = g_array_index (stack, guint, stack->len - 2);
      double ax = points[2 * a], ay = points[2 * a + 1];
      double dx = points[2 * b] - ax, dy = points[2 * b + 1] - ay;
      double length = hypot (dx, dy), best = -1;
      guint best_k = 0;

      g_array_set_size (stack, stack->len - 2);
      if (b <= a + 1)
        continue;
      for (guint k = a + 1; k < b; k++)
        {
          double px = points[2 * k] - ax, py = points[2 * k + 1] - ay;
          double d = length > 0 ? fabs (px * dy - py * dx) / length : hypot (px, py);

          if (d > best)
            best = d, best_k = k;
        }
      if (best > tolerance)
        {
          guint left[2] = { a, best_k }, right[2] = { best_k, b };

          keep[best_k] = 1;
          g_array_append_vals (stack, left, 2);
          g_array_append_vals (stack, right, 2);
        }
    }
  for (guint k = 0; k < n_points; k++)
    if (keep[k])
      {
        points[2 * kept] = points[2 * k];
        points[2 * kept + 1] = points[2 * k + 1];
        kept++;
      }
  return kept;
}
