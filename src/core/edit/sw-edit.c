/* sw-edit.c: vertex edits (snap, move, insert, delete, weld) and the checks they share. */
#define G_LOG_DOMAIN "sw-edit"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include "sw-edit-private.h"
#include "sw-map-xml.h"

/* A vertex this close to its board's frame is on it (mm), as in the validator. */
#define FRAME_EPSILON 0.01

G_DEFINE_QUARK (sw-edit-error-quark, sw_edit_error)

double
sw_edit_round (double mm)
{
  return round (mm * 1000.0) / 1000.0;
}


/* The history's index, or a fresh one the caller frees. */
static SwEditIndex *
index_for (SwMap     *map,
           SwHistory *history,
           gboolean  *own)
{
  SwEditIndex *index;

  *own = history == NULL;
  index = history != NULL ? sw_history_get_index (history) : sw_edit_index_new (map);
  sw_edit_index_sync (index, map);
  return index;
}

static GArray *
vertex_neighbours (SwIndexVertex *v)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; v != NULL && i < v->neighbours->len; i++)
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

/* Where vertex @moved would be (others where the index says). */
typedef struct {
  SwEditIndex *index;
  guint moved;
  SwPoint moved_at;
  guint ignore;      /* edges at this vertex do not exist (it is being deleted) */
  guint alias;       /* this vertex is the moved one (it is being welded onto it) */
  const char *board; /* only this board's edges count; NULL: the segment's */
} Layout;

static guint
layout_canonical (const Layout *layout,
                  guint         id)
{
  return layout->alias != 0 && id == layout->alias ? layout->moved : id;
}

static SwPoint
layout_point (const Layout *layout,
              guint         id)
{
  SwIndexVertex *v;
  SwPoint p = { 0, 0 };

  if (id == layout->moved && layout->moved != 0)
    return layout->moved_at;
  v = sw_edit_index_vertex (layout->index, id);
  if (v != NULL)
    {
      p.x = v->x;
      p.y = v->y;
    }
  return p;
}

/* Whether u–v is an edge of @region's outline or of one of its holes
 * (both vertices may be on it without it: two corners of a region). */
static gboolean
region_has_edge (const SwRegion *region,
                 guint           u,
                 guint           v)
{
  if (region->outline != NULL && sw_ring_has_edge (region->outline, u, v))
    return TRUE;
  for (guint h = 0; region->holes != NULL && h < region->holes->len; h++)
    if (sw_ring_has_edge (g_ptr_array_index (region->holes, h), u, v))
      return TRUE;
  return FALSE;
}

/* The predicate only: callers prefix the subject ("the cut: it "). */
static void
set_crossing_error (GError       **error,
                    const Layout  *layout,
                    guint          u,
                    guint          v)
{
  SwPoint a = layout_point (layout, u), b = layout_point (layout, v);
  SwIndexVertex *from = sw_edit_index_vertex (layout->index, u), *to = sw_edit_index_vertex (layout->index, v);
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();
  char bx[32], by[32];

  /* named by the regions on either side, as the user sees it, not by the
   * vertices' numbers */
  for (guint i = 0; from != NULL && to != NULL && i < from->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (from->regions, i);

      if (g_ptr_array_find (to->regions, region, NULL) && !g_ptr_array_find (sides, region, NULL)
          && region_has_edge (region, u, v))
        g_ptr_array_add (sides, (gpointer) region);
    }
  sw_format_mm ((a.x + b.x) / 2, bx);
  sw_format_mm ((a.y + b.y) / 2, by);
  if (sides->len == 2)
    g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                 _("would cross or touch the border between %s and %s near (%s, %s) mm"),
                 ((const SwRegion *) g_ptr_array_index (sides, 0))->id,
                 ((const SwRegion *) g_ptr_array_index (sides, 1))->id, bx, by);
  else if (sides->len == 1)
    g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                 _("would cross or touch the edge of %s near (%s, %s) mm"),
                 ((const SwRegion *) g_ptr_array_index (sides, 0))->id, bx, by);
  else
    g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                 _("would cross or touch a border near (%s, %s) mm"), bx, by);
}

/* The board id of a vertex's first region; NULL for the only board or a
 * vertex no region uses yet. */
static const char *
vertex_board_id (SwEditIndex *index,
                 guint        id)
{
  SwIndexVertex *v = sw_edit_index_vertex (index, id);

  if (v == NULL || v->regions->len == 0)
    return NULL;
  return ((const SwRegion *) g_ptr_array_index (v->regions, 0))->board;
}

/* Segment p–q against the edges near it. */
static gboolean
check_segment (const Layout  *layout,
               guint          p,
               guint          q,
               GError       **error)
{
  SwPoint P = layout_point (layout, p), Q = layout_point (layout, q);
  g_autoptr(GArray) edges = NULL;
  double e = 2 * SW_EDIT_MIN_GAP;
  /* boards of a set share board-local coordinates: only edges of the
   * segment's own board can cross it */
  const char *board = layout->board != NULL ? layout->board : vertex_board_id (layout->index, p);

  edges = sw_edit_index_query (layout->index, MIN (P.x, Q.x) - e, MIN (P.y, Q.y) - e,
                               MAX (P.x, Q.x) + e, MAX (P.y, Q.y) + e);
  for (guint i = 0; i < edges->len; i++)
    {
      guint64 key = g_array_index (edges, guint64, i);
      guint u = (guint) (key >> 32), v = (guint) (key & 0xffffffffu);
      SwPoint U, V;

      if (layout->ignore != 0 && (u == layout->ignore || v == layout->ignore))
        continue;
      if (board != NULL && vertex_board_id (layout->index, u) != NULL
          && !g_str_equal (board, vertex_board_id (layout->index, u)))
        continue;
      U = layout_point (layout, u);
      V = layout_point (layout, v);
      u = layout_canonical (layout, u);
      v = layout_canonical (layout, v);
      if (u == v || sw_edge_key (u, v) == sw_edge_key (p, q))
        continue;
      if (u == p || u == q || v == p || v == q)
        {
          /* Sharing an end: they may only overlap (fold onto each other). */
          guint shared = (u == p || u == q) ? u : v;
          SwPoint other_edge = shared == u ? V : U;
          SwPoint other_seg = shared == p ? Q : P;
          SwPoint S = shared == u ? U : V;

          if (sw_point_segment_distance (other_edge, S, other_seg, NULL) < SW_EDIT_MIN_GAP ||
              sw_point_segment_distance (other_seg, U, V, NULL) < SW_EDIT_MIN_GAP)
            {
              set_crossing_error (error, layout, u, v);
              return FALSE;
            }
          continue;
        }
      if (sw_segments_meet (P, Q, U, V))
        {
          set_crossing_error (error, layout, u, v);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
sw_tx_check_segment (SwTx    *tx,
                     guint    p,
                     guint    q,
                     GError **error)
{
  Layout layout = { tx->index, 0, { 0, 0 }, 0, 0, tx->board };
  return check_segment (&layout, p, q, error);
}

/* The board a vertex is on: that of the first region using it. */
static const SwBoard *
vertex_board (SwMap         *map,
              SwIndexVertex *v)
{
  if (v != NULL && v->regions->len > 0)
    return sw_map_region_board (map, g_ptr_array_index (v->regions, 0));
  return map->boards->len == 1 ? g_ptr_array_index (map->boards, 0) : NULL;
}

/* Signed area of a ring, with @layout's moved vertex where it would be and
 * its ignored vertex left out. */
static double
layout_ring_area (const Layout *layout,
                  const SwRing *ring)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (SwPoint));

  for (guint i = 0; i < ring->ids->len; i++)
    {
      guint id = g_array_index (ring->ids, guint, i);
      SwPoint p;
      if (id == layout->ignore && layout->ignore != 0)
        continue;
      p = layout_point (layout, id);
      g_array_append_val (points, p);
    }
  return points->len < 3 ? 0 : sw_polygon_signed_area ((SwPoint *) points->data, points->len);
}

/* Every ring using the vertex keeps its orientation and some area. */
static gboolean
check_orientation (const Layout   *layout,
                   guint           vertex,
                   GError        **error)
{
  Layout before = { layout->index, 0, { 0, 0 }, 0, 0 };
  g_autoptr(GPtrArray) regions = sw_index_vertex_regions (sw_edit_index_vertex (layout->index, vertex));

  for (guint i = 0; i < regions->len; i++)
    {
      const SwRegion *r = g_ptr_array_index (regions, i);

      for (gint h = -1; h < (gint) r->holes->len; h++)
        {
          const SwRing *ring = h < 0 ? r->outline : g_ptr_array_index (r->holes, h);
          double a0, a1;

          if (ring == NULL || sw_ring_find (ring, vertex) < 0)
            continue;
          a0 = layout_ring_area (&before, ring);
          a1 = layout_ring_area (layout, ring);
          if (fabs (a1) < SW_EDIT_EPSILON || (a0 > 0) != (a1 > 0))
            {
              g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                           _("region %s would fold over itself at vertex %u"), r->id, vertex);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
near (double a, double b)
{
  return fabs (a - b) <= FRAME_EPSILON;
}

static gboolean point_in_triangle (SwPoint p, SwPoint a, SwPoint b, SwPoint c);

/* A vertex (other than @vertex, @n and @also) inside the triangle that
 * edge vertex–n sweeps when @vertex goes from @from to @to, or 0. */
static guint
swept_vertex (SwEditIndex *index,
              guint        vertex,
              SwPoint      from,
              SwPoint      to,
              guint        n,
              guint        also)
{
  SwIndexVertex *vn = sw_edit_index_vertex (index, n);
  SwPoint N;
  g_autoptr(GArray) edges = NULL;

  const char *board = vertex_board_id (index, vertex);

  if (vn == NULL)
    return 0;
  N = (SwPoint) { vn->x, vn->y };
  edges = sw_edit_index_query (index, MIN (MIN (from.x, to.x), N.x), MIN (MIN (from.y, to.y), N.y),
                               MAX (MAX (from.x, to.x), N.x), MAX (MAX (from.y, to.y), N.y));
  for (guint i = 0; i < edges->len; i++)
    {
      guint64 key = g_array_index (edges, guint64, i);
      guint ends[2] = { (guint) (key >> 32), (guint) (key & 0xffffffffu) };

      for (guint k = 0; k < 2; k++)
        {
          SwIndexVertex *u = sw_edit_index_vertex (index, ends[k]);
          const char *u_board = vertex_board_id (index, ends[k]);

          /* another board's vertices lie in their own board's coordinates */
          if (board != NULL && u_board != NULL && !g_str_equal (board, u_board))
            continue;
          if (ends[k] != vertex && ends[k] != n && ends[k] != also && u != NULL &&
              point_in_triangle ((SwPoint) { u->x, u->y }, N, from, to))
            return ends[k];
        }
    }
  return 0;
}

/* The move check, with or without the frame rule (resizing a board moves
 * frame vertices with it). */
static gboolean
check_move_in (SwMap        *map,
               SwEditIndex  *index,
               guint         vertex,
               double        x,
               double        y,
               gboolean      frame_rule,
               GError      **error)
{
  SwIndexVertex *v = sw_edit_index_vertex (index, vertex);
  const SwBoard *board;
  Layout layout = { index, vertex, { x, y }, 0, 0 };
  g_autoptr(GArray) neighbours = NULL;
  char bx[32], by[32];

  if (v == NULL)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no vertex %u"), vertex);
      return FALSE;
    }

  board = vertex_board (map, v);
  if (board != NULL)
    {
      if (x < -FRAME_EPSILON || y < -FRAME_EPSILON ||
          x > board->width + FRAME_EPSILON || y > board->height + FRAME_EPSILON)
        {
          g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                       _("vertex %u would leave board %s (%s × %s mm)"), vertex, board->id,
                       sw_format_mm (board->width, bx), sw_format_mm (board->height, by));
          return FALSE;
        }
      if (frame_rule &&
          ((near (v->x, 0) && !near (x, 0)) || (near (v->x, board->width) && !near (x, board->width)) ||
           (near (v->y, 0) && !near (y, 0)) || (near (v->y, board->height) && !near (y, board->height))))
        {
          g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                       _("vertex %u is on the edge of board %s: it can only slide along it, "
                         "or the board would have a gap"), vertex, board->id);
          return FALSE;
        }
    }

  neighbours = vertex_neighbours (v);
  for (guint i = 0; i < neighbours->len; i++)
    if (!check_segment (&layout, vertex, g_array_index (neighbours, guint, i), error))
      {
        g_prefix_error (error, "%s", _("moved there, a border from this corner "));
        return FALSE;
      }
  /* No crossing at the end is not enough: a small region could have been
   * swept over whole. What each edge sweeps must hold no vertex. */
  for (guint i = 0; i < neighbours->len; i++)
    {
      guint n = g_array_index (neighbours, guint, i);
      guint inside = swept_vertex (index, vertex, (SwPoint) { v->x, v->y }, (SwPoint) { x, y }, n, 0);
      if (inside != 0)
        {
          g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                       _("moving vertex %u there would pass over vertex %u: move it in smaller steps "
                         "around other borders"), vertex, inside);
          return FALSE;
        }
    }
  return check_orientation (&layout, vertex, error);
}

gboolean
sw_edit_check_move (SwMap      *map,
                    SwHistory  *history,
                    guint       vertex,
                    double      x,
                    double      y,
                    GError    **error)
{
  SwEditIndex *index;
  gboolean own, ok;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);

  index = index_for (map, history, &own);
  ok = check_move_in (map, index, vertex, sw_edit_round (x), sw_edit_round (y), TRUE, error);
  if (own)
    sw_edit_index_free (index);
  return ok;
}

void
sw_edit_constrain_move (SwMap      *map,
                        SwHistory  *history,
                        guint       vertex,
                        double     *x,
                        double     *y)
{
  SwEditIndex *index;
  SwIndexVertex *v;
  const SwBoard *board;
  gboolean own;

  g_return_if_fail (map != NULL && x != NULL && y != NULL);

  index = index_for (map, history, &own);
  v = sw_edit_index_vertex (index, vertex);
  board = v != NULL ? vertex_board (map, v) : NULL;
  if (board != NULL)
    {
      *x = CLAMP (*x, 0, board->width);
      *y = CLAMP (*y, 0, board->height);
      if (near (v->x, 0) || near (v->x, board->width))
        *x = v->x;
      if (near (v->y, 0) || near (v->y, board->height))
        *y = v->y;
    }
  if (own)
    sw_edit_index_free (index);
}

gboolean
sw_edit_move_vertex (SwMap      *map,
                     SwHistory  *history,
                     guint       vertex,
                     double      x,
                     double      y,
                     GError    **error)
{
  g_autofree char *label = NULL;
  SwTx tx;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  x = sw_edit_round (x);
  y = sw_edit_round (y);
  label = g_strdup_printf (_("Move vertex %u"), vertex);
  sw_tx_begin (&tx, map, history, label);
  if (!check_move_in (map, tx.index, vertex, x, y, TRUE, error))
    return sw_tx_abort (&tx);
  sw_tx_move_vertex (&tx, vertex, x, y);
  sw_tx_commit (&tx);
  return TRUE;
}

gboolean
sw_tx_move_vertex_checked (SwTx    *tx,
                           guint    vertex,
                           double   x,
                           double   y,
                           GError **error)
{
  if (!check_move_in (tx->map, tx->index, vertex, x, y, FALSE, error))
    return FALSE;
  sw_tx_move_vertex (tx, vertex, x, y);
  return TRUE;
}

gboolean
sw_edit_snap (SwMap     *map,
              SwHistory *history,
              double     x,
              double     y,
              double     tolerance,
              guint      exclude_vertex,
              SwSnap    *snap)
{
  return sw_edit_snap_among (map, history, x, y, tolerance, exclude_vertex, NULL, snap);
}

gboolean
sw_edit_snap_among (SwMap      *map,
                    SwHistory  *history,
                    double      x,
                    double      y,
                    double      tolerance,
                    guint       exclude_vertex,
                    GHashTable *allowed,
                    SwSnap     *snap)
{
  SwEditIndex *index;
  g_autoptr(GArray) edges = NULL;
  SwPoint p = { x, y };
  double best_vertex = G_MAXDOUBLE, best_edge = G_MAXDOUBLE;
  gboolean own;
  SwSnap edge_snap = { SW_SNAP_NONE, 0, 0, 0, x, y, 0 };

  g_return_val_if_fail (map != NULL && snap != NULL, FALSE);

  *snap = edge_snap;
  index = index_for (map, history, &own);
  edges = sw_edit_index_query (index, x - tolerance, y - tolerance, x + tolerance, y + tolerance);
  for (guint i = 0; i < edges->len; i++)
    {
      guint64 key = g_array_index (edges, guint64, i);
      guint ends[2] = { (guint) (key >> 32), (guint) (key & 0xffffffffu) };
      SwIndexVertex *a = sw_edit_index_vertex (index, ends[0]);
      SwIndexVertex *b = sw_edit_index_vertex (index, ends[1]);
      SwPoint A, B;
      double d, t;

      if (a == NULL || b == NULL)
        continue;
      if (allowed != NULL && (!g_hash_table_contains (allowed, GUINT_TO_POINTER (ends[0]))
                              || !g_hash_table_contains (allowed, GUINT_TO_POINTER (ends[1]))))
        continue;
      A = (SwPoint) { a->x, a->y };
      B = (SwPoint) { b->x, b->y };
      for (guint k = 0; k < 2; k++)
        {
          SwPoint V = k == 0 ? A : B;
          d = hypot (V.x - x, V.y - y);
          if (ends[k] != exclude_vertex && d <= tolerance && d < best_vertex)
            {
              best_vertex = d;
              *snap = (SwSnap) { SW_SNAP_VERTEX, ends[k], 0, 0, V.x, V.y, d };
            }
        }
      if (ends[0] == exclude_vertex || ends[1] == exclude_vertex)
        continue;
      d = sw_point_segment_distance (p, A, B, &t);
      if (d <= tolerance && d < best_edge)
        {
          best_edge = d;
          edge_snap = (SwSnap) { SW_SNAP_EDGE, 0, ends[0], ends[1],
                                 A.x + t * (B.x - A.x), A.y + t * (B.y - A.y), d };
        }
    }
  if (snap->kind == SW_SNAP_NONE)
    *snap = edge_snap;
  if (own)
    sw_edit_index_free (index);
  return snap->kind != SW_SNAP_NONE;
}

gboolean
sw_edit_insert_vertex (SwMap      *map,
                       SwHistory  *history,
                       guint       a,
                       guint       b,
                       double      x,
                       double      y,
                       guint      *new_vertex,
                       GError    **error)
{
  g_autofree char *label = NULL;
  SwPoint A, B, P = { x, y };
  double t, length;
  guint w;
  SwTx tx;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  label = g_strdup_printf (_("Insert a vertex on %u–%u"), a, b);
  sw_tx_begin (&tx, map, history, label);
  if (!sw_edit_index_has_edge (tx.index, a, b))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND,
                   _("no region has the edge %u–%u: pick two vertices next to each other on an outline"), a, b);
      return sw_tx_abort (&tx);
    }
  A = sw_tx_point (&tx, a);
  B = sw_tx_point (&tx, b);
  sw_point_segment_distance (P, A, B, &t);
  length = hypot (B.x - A.x, B.y - A.y);
  P.x = sw_edit_round (A.x + t * (B.x - A.x));
  P.y = sw_edit_round (A.y + t * (B.y - A.y));
  if (hypot (P.x - A.x, P.y - A.y) < SW_EDIT_MIN_GAP || hypot (P.x - B.x, P.y - B.y) < SW_EDIT_MIN_GAP ||
      length < 2 * SW_EDIT_MIN_GAP)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("the new vertex would fall on vertex %u or %u: pick a point further along the edge"), a, b);
      return sw_tx_abort (&tx);
    }
  w = sw_tx_add_vertex (&tx, P.x, P.y);
  sw_tx_split_edge (&tx, a, b, w);
  sw_tx_commit (&tx);
  if (new_vertex != NULL)
    *new_vertex = w;
  return TRUE;
}

static void
ring_remove_id (SwRing *ring,
                guint   id)
{
  for (guint i = ring != NULL ? ring->ids->len : 0; i > 0; i--)
    if (g_array_index (ring->ids, guint, i - 1) == id)
      g_array_remove_index (ring->ids, i - 1);
}

static gboolean
point_in_triangle (SwPoint p, SwPoint a, SwPoint b, SwPoint c)
{
  SwPoint tri[3] = { a, b, c };
  return sw_point_in_polygon (p, tri, 3);
}

gboolean
sw_edit_delete_vertex (SwMap      *map,
                       SwHistory  *history,
                       guint       vertex,
                       GError    **error)
{
  g_autofree char *label = NULL;
  g_autoptr(GPtrArray) regions = NULL;
  g_autoptr(GArray) neighbours = NULL;
  g_autoptr(GArray) edges = NULL;
  SwIndexVertex *v;
  Layout layout;
  SwPoint P, W, Q;
  guint p, q;
  SwTx tx;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  label = g_strdup_printf (_("Delete vertex %u"), vertex);
  sw_tx_begin (&tx, map, history, label);
  v = sw_edit_index_vertex (tx.index, vertex);
  if (v == NULL)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no vertex %u"), vertex);
      return sw_tx_abort (&tx);
    }
  regions = sw_index_vertex_regions (v);
  neighbours = vertex_neighbours (v);
  if (regions->len >= 3)
    {
      g_autoptr(GString) ids = g_string_new (NULL);
      for (guint i = 0; i < regions->len; i++)
        g_string_append_printf (ids, i == 0 ? "%s" : ", %s", ((SwRegion *) g_ptr_array_index (regions, i))->id);
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("vertex %u is where %u regions meet (%s): only a vertex on the border of "
                     "one or two regions can be deleted"), vertex, regions->len, ids->str);
      return sw_tx_abort (&tx);
    }
  if (neighbours->len != 2)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("vertex %u joins %u border lines: only a vertex between two others can be deleted"),
                   vertex, neighbours->len);
      return sw_tx_abort (&tx);
    }

  p = g_array_index (neighbours, guint, 0);
  q = g_array_index (neighbours, guint, 1);
  P = sw_tx_point (&tx, p);
  W = sw_tx_point (&tx, vertex);
  Q = sw_tx_point (&tx, q);
  if (regions->len == 1 &&
      sw_point_segment_distance (W, P, Q, NULL) > FRAME_EPSILON)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("vertex %u is a corner of the map's outer edge: deleting it would leave a gap"), vertex);
      return sw_tx_abort (&tx);
    }
  for (guint i = 0; i < regions->len; i++)
    {
      const SwRegion *r = g_ptr_array_index (regions, i);
      for (gint h = -1; h < (gint) r->holes->len; h++)
        {
          const SwRing *ring = h < 0 ? r->outline : g_ptr_array_index (r->holes, h);
          if (ring != NULL && sw_ring_find (ring, vertex) >= 0 && ring->ids->len <= 3)
            {
              g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                           _("region %s would be left with fewer than 3 corners"), r->id);
              return sw_tx_abort (&tx);
            }
        }
    }
  if (sw_edit_index_has_edge (tx.index, p, q))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("vertices %u and %u are already joined: deleting vertex %u would lay two borders on one"),
                   p, q, vertex);
      return sw_tx_abort (&tx);
    }

  /* The new edge p–q must cross nothing, and the corner it cuts off must
   * hold no other vertex (a small region would change sides). */
  layout = (Layout) { tx.index, 0, { 0, 0 }, vertex, 0 };
  if (!check_segment (&layout, p, q, error))
    {
      g_prefix_error (error, "%s", _("without this corner, the border made straight "));
      return sw_tx_abort (&tx);
    }
  edges = sw_edit_index_query (tx.index, MIN (MIN (P.x, Q.x), W.x), MIN (MIN (P.y, Q.y), W.y),
                               MAX (MAX (P.x, Q.x), W.x), MAX (MAX (P.y, Q.y), W.y));
  for (guint i = 0; i < edges->len; i++)
    {
      guint64 key = g_array_index (edges, guint64, i);
      guint ends[2] = { (guint) (key >> 32), (guint) (key & 0xffffffffu) };
      for (guint k = 0; k < 2; k++)
        if (ends[k] != p && ends[k] != q && ends[k] != vertex &&
            point_in_triangle (sw_tx_point (&tx, ends[k]), P, W, Q))
          {
            g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                         _("vertex %u lies in the corner that deleting vertex %u would cut off"),
                         ends[k], vertex);
            return sw_tx_abort (&tx);
          }
    }
  if (!check_orientation (&layout, vertex, error))
    return sw_tx_abort (&tx);

  for (guint i = 0; i < regions->len; i++)
    {
      SwRegion *r = g_ptr_array_index (regions, i);
      SwRegion *copy = sw_region_copy (r);

      ring_remove_id (copy->outline, vertex);
      for (guint h = 0; h < copy->holes->len; h++)
        ring_remove_id (g_ptr_array_index (copy->holes, h), vertex);
      sw_tx_replace_region (&tx, sw_edit_region_index (map, r), copy);
    }
  sw_tx_remove_vertex (&tx, vertex);
  sw_tx_commit (&tx);
  return TRUE;
}

/* ---- welding: dropping a vertex on its neighbour ---- */

/* Replaces @from by @to in a ring and drops the repetition that leaves
 * (they were neighbours on it). */
static void
ring_weld (SwRing *ring,
           guint   from,
           guint   to)
{
  g_autoptr(GArray) ids = NULL;

  if (ring == NULL)
    return;
  ids = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < ring->ids->len; i++)
    {
      guint id = g_array_index (ring->ids, guint, i);
      if (id == from)
        id = to;
      if (ids->len == 0 || g_array_index (ids, guint, ids->len - 1) != id)
        g_array_append_val (ids, id);
    }
  if (ids->len > 1 && g_array_index (ids, guint, 0) == g_array_index (ids, guint, ids->len - 1))
    g_array_set_size (ids, ids->len - 1);
  g_array_set_size (ring->ids, 0);
  g_array_append_vals (ring->ids, ids->data, ids->len);
}

/* After borders changed around @regions: barriers on a border that is
 * gone, and links along a border that appeared, go too. */
static void
tx_drop_stale_pairs (SwTx      *tx,
                     GPtrArray *regions)
{
  for (guint k = 0; k < 2; k++)
    {
      SwTarget target = k == 0 ? SW_TARGET_BARRIER : SW_TARGET_LINK;
      GPtrArray *pairs = k == 0 ? tx->map->barriers : tx->map->links;

      for (guint i = pairs->len; i > 0; i--)
        {
          const SwPair *p = g_ptr_array_index (pairs, i - 1);
          SwRegion *a = sw_map_get_region (tx->map, p->a), *b = sw_map_get_region (tx->map, p->b);
          gboolean touched = FALSE;

          for (guint r = 0; r < regions->len && !touched; r++)
            touched = g_ptr_array_index (regions, r) == a || g_ptr_array_index (regions, r) == b;
          if (!touched || a == NULL || b == NULL || a == b)
            continue;
          if (sw_regions_share_border (a, b) == (target == SW_TARGET_LINK))
            sw_tx_remove_pair (tx, target, i - 1);
        }
    }
}

static gboolean
tx_weld (SwTx    *tx,
         guint    vertex,
         guint    target,
         GError **error)
{
  SwIndexVertex *v = sw_edit_index_vertex (tx->index, vertex);
  SwIndexVertex *t = sw_edit_index_vertex (tx->index, target);
  g_autoptr(GPtrArray) regions = NULL;
  g_autoptr(GArray) neighbours = NULL;
  const SwBoard *board, *target_board;
  SwPoint from, to;
  Layout layout;

  if (v == NULL || t == NULL)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no vertex %u"),
                   v == NULL ? vertex : target);
      return FALSE;
    }
  if (vertex == target)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID, _("a vertex cannot be welded to itself"));
      return FALSE;
    }
  if (!sw_edit_index_has_edge (tx->index, vertex, target))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("vertices %u and %u are not neighbours along a border: dropping one on the other "
                     "would pinch a region"), vertex, target);
      return FALSE;
    }
  from = (SwPoint) { v->x, v->y };
  to = (SwPoint) { t->x, t->y };
  board = vertex_board (tx->map, v);
  target_board = vertex_board (tx->map, t);
  if (board != target_board)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("vertices %u and %u lie on different boards"), vertex, target);
      return FALSE;
    }
  if (board != NULL &&
      ((near (from.x, 0) && !near (to.x, 0)) || (near (from.x, board->width) && !near (to.x, board->width)) ||
       (near (from.y, 0) && !near (to.y, 0)) || (near (from.y, board->height) && !near (to.y, board->height))))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("vertex %u is on the edge of board %s: it can only be welded to a vertex on the same edge"),
                   vertex, board->id);
      return FALSE;
    }

  /* A ring with both would be pinched, unless they are next to each other
   * (then the edge between them vanishes). */
  regions = sw_index_vertex_regions (v);
  for (guint i = 0; i < regions->len; i++)
    {
      const SwRegion *r = g_ptr_array_index (regions, i);
      for (gint h = -1; h < (gint) r->holes->len; h++)
        {
          const SwRing *ring = h < 0 ? r->outline : g_ptr_array_index (r->holes, h);
          if (ring == NULL || sw_ring_find (ring, vertex) < 0 || sw_ring_find (ring, target) < 0)
            continue;
          if (!sw_ring_has_edge (ring, vertex, target))
            {
              g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                           _("vertices %u and %u are both corners of region %s: welding them would pinch it"),
                           vertex, target, r->id);
              return FALSE;
            }
          if (ring->ids->len <= 3)
            {
              g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                           _("region %s would be left with fewer than 3 corners"), r->id);
              return FALSE;
            }
        }
    }

  layout = (Layout) { tx->index, vertex, to, 0, target };
  neighbours = vertex_neighbours (v);
  for (guint i = 0; i < neighbours->len; i++)
    {
      guint n = g_array_index (neighbours, guint, i);
      guint inside;

      if (n == target)
        continue;
      if (!check_segment (&layout, vertex, n, error))
        {
          g_prefix_error (error, "%s", _("welded there, a border from this corner "));
          return FALSE;
        }
      inside = swept_vertex (tx->index, vertex, from, to, n, target);
      if (inside != 0)
        {
          g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                       _("welding vertex %u to %u would pass over vertex %u"), vertex, target, inside);
          return FALSE;
        }
    }
  if (!check_orientation (&layout, vertex, error))
    return FALSE;

  for (guint i = 0; i < regions->len; i++)
    {
      SwRegion *r = g_ptr_array_index (regions, i);
      SwRegion *copy = sw_region_copy (r);

      ring_weld (copy->outline, vertex, target);
      for (guint h = 0; h < copy->holes->len; h++)
        ring_weld (g_ptr_array_index (copy->holes, h), vertex, target);
      sw_tx_replace_region (tx, sw_edit_region_index (tx->map, r), copy);
    }
  sw_tx_remove_vertex (tx, vertex);
  /* Collapsing an edge can end a border (the regions at its two ends
   * now meet at a point) or start one (two edges become one). */
  {
    g_autoptr(GPtrArray) around = sw_index_vertex_regions (t);
    tx_drop_stale_pairs (tx, around);
  }
  return TRUE;
}

gboolean
sw_edit_weld_vertex (SwMap      *map,
                     SwHistory  *history,
                     guint       vertex,
                     guint       target,
                     GError    **error)
{
  g_autofree char *label = NULL;
  SwTx tx;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  label = g_strdup_printf (_("Weld vertex %u to %u"), vertex, target);
  sw_tx_begin (&tx, map, history, label);
  if (!tx_weld (&tx, vertex, target, error))
    return sw_tx_abort (&tx);
  sw_tx_commit (&tx);
  return TRUE;
}
