/* sw-geometry-check.c: the validator's geometric checks (outlines, overlaps, gaps, board, print-size warnings). */
#define G_LOG_DOMAIN "sw-geometry"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sw-catalog.h"
#include "sw-map-xml.h"
#include "sw-topology-private.h"
#include "sw-validate.h"
#include "sw-geometry-private.h"

/* Up to this many regions, the pairs seen are a bit matrix (8 MB at most):
 * a hostile map meets the same pairs again and again. */
#define PAIR_BITS_MAX_REGIONS 8192

typedef struct {
  const char *code;
  guint8 *bits;          /* n x n bits, or NULL: then pairs */
  GHashTable *pairs;     /* guint64 (a << 32 | b): every pair seen */
  guint listed;
  guint more;            /* seen beyond MAX_REPORTS_PER_CODE */
} CodeReports;

/* g_int64_hash() keeps the low half only: b of every pair with one b
 * would share a bucket. */
static guint
pair_hash (gconstpointer key)
{
  guint64 k = *(const guint64 *) key;

  k ^= k >> 33;
  k *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  k ^= k >> 33;
  return (guint) k;
}

static void
code_reports_free (gpointer data)
{
  CodeReports *r = data;

  g_hash_table_unref (r->pairs);
  g_free (r->bits);
  g_free (r);
}

/* TRUE the first time a problem key is seen, while its code has had fewer
 * than MAX_REPORTS_PER_CODE reports: one issue per pair or region, and a
 * count of the rest (sw_geometry_report_more()). */
static CodeReports *
lookup_code (Checker *c, const char *code)
{
  if (code != c->last_code)
    {
      c->last_reports = g_hash_table_lookup (c->reported, code);
      c->last_code = c->last_reports != NULL ? code : NULL;
    }
  return c->last_reports;
}

gboolean
sw_geometry_first_report (Checker *c, const char *code, guint a, guint b)
{
  CodeReports *r = lookup_code (c, code);
  guint64 key = (guint64) MIN (a, b) << 32 | MAX (a, b);

  if (r == NULL)
    {
      r = g_new0 (CodeReports, 1);
      r->code = code;
      r->pairs = g_hash_table_new_full (pair_hash, g_int64_equal, g_free, NULL);
      if (c->n_regions <= PAIR_BITS_MAX_REGIONS)
        r->bits = g_malloc0 (((gsize) c->n_regions * c->n_regions + 7) / 8);
      g_hash_table_insert (c->reported, (gpointer) code, r);
    }
  if (r->bits != NULL && MAX (a, b) < c->n_regions)
    {
      gsize bit = (gsize) MIN (a, b) * c->n_regions + MAX (a, b);

      if (r->bits[bit / 8] & (1u << (bit % 8)))
        return FALSE;
      r->bits[bit / 8] |= (guint8) (1u << (bit % 8));
    }
  else
    {
      if (g_hash_table_contains (r->pairs, &key))
        return FALSE;
      g_hash_table_add (r->pairs, g_memdup2 (&key, sizeof key));
    }
  if (r->listed < MAX_REPORTS_PER_CODE)
    {
      r->listed++;
      return TRUE;
    }
  r->more++;
  return FALSE;
}

/* Whether the pair was met before for @code (listed or counted). */
gboolean
sw_geometry_pair_seen (Checker *c, const char *code, guint a, guint b)
{
  CodeReports *r = lookup_code (c, code);
  guint64 key = (guint64) MIN (a, b) << 32 | MAX (a, b);

  if (r == NULL)
    return FALSE;
  if (r->bits != NULL && MAX (a, b) < c->n_regions)
    {
      gsize bit = (gsize) MIN (a, b) * c->n_regions + MAX (a, b);
      return (r->bits[bit / 8] & (1u << (bit % 8))) != 0;
    }
  return g_hash_table_contains (r->pairs, &key);
}

/* One issue per code that had more problems than were listed. */
void
sw_geometry_report_more (Checker *c)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, c->reported);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CodeReports *r = value;

      if (r->more == 0)
        continue;
      g_ptr_array_add (c->issues,
                       sw_issue_new (r->code, 0, NULL,
                                     g_dngettext (GETTEXT_PACKAGE,
                                                  "%s: %u more problem of this kind is not listed (the first %u are)",
                                                  "%s: %u more problems of this kind are not listed (the first %u are)",
                                                  r->more),
                                     r->code, r->more, r->listed));
    }
}

void
sw_geometry_report_pair (Checker *c, const char *code, guint a, guint b, const char *message)
{
  guint first = MIN (a, b), second = MAX (a, b);

  g_ptr_array_add (c->issues,
                   sw_issue_new_pair (code, region_at (c, first)->line,
                                      region_at (c, first)->id, region_at (c, second)->id,
                                      "%s", message));
}

void
sw_geometry_report_region (Checker *c, const char *code, guint region, const char *message)
{
  const char *ids[2] = { region_at (c, region)->id, NULL };

  g_ptr_array_add (c->issues, sw_issue_new (code, region_at (c, region)->line, ids, "%s", message));
}

const char *
sw_geometry_ring_name (const GeoRing *ring)
{
  return ring->hole < 0 ? _("outline") : _("hole");
}

/* ---- Rings: resolution and outline-degenerate ---- */

static double
points_signed_area (const Checker *c, guint first, guint n)
{
  double sum = 0;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      const SwVertex *a = vertex_at (c, g_array_index (c->points, guint, first + j));
      const SwVertex *b = vertex_at (c, g_array_index (c->points, guint, first + i));
      sum += a->x * b->y - b->x * a->y;
    }
  return sum / 2;
}

static int
compare_u64 (gconstpointer pa, gconstpointer pb)
{
  guint64 a = *(const guint64 *) pa, b = *(const guint64 *) pb;
  return a < b ? -1 : a > b;
}

static int
compare_guint (gconstpointer pa, gconstpointer pb)
{
  guint a = *(const guint *) pa, b = *(const guint *) pb;
  return a < b ? -1 : a > b;
}

/* Adds one ring; reports outline-degenerate. FALSE when the ring names an
 * unknown vertex (unknown-ref is reported elsewhere) or is degenerate. */
static gboolean
checker_add_ring (Checker *c, guint region, const SwRing *src, gint hole)
{
  const SwRegion *r = region_at (c, region);
  GeoRing ring = { region, c->points->len, 0, hole, FALSE };
  g_autofree guint *sorted = NULL;
  guint n, n_distinct = 0, repeated = 0;
  gboolean has_repeat = FALSE;
  double area;

  if (src == NULL || src->ids == NULL)
    return FALSE;
  n = src->ids->len;
  for (guint i = 0; i < n; i++)
    if (sw_map_find_vertex (c->map, g_array_index (src->ids, guint, i)) < 0)
      {
        /* unknown-ref says it. The known edges still cover their side, so
         * that the neighbours get no false board-gap. */
        for (guint k = 0; k < n; k++)
          {
            gint v = sw_map_find_vertex (c->map, g_array_index (src->ids, guint, k));
            guint index = v < 0 ? UNKNOWN_VERTEX : (guint) v;
            g_array_append_val (c->points, index);
          }
        ring.n = n;
        ring.degenerate = TRUE;
        g_array_append_val (c->rings, ring);
        return FALSE;
      }

  sorted = g_memdup2 (src->ids->data, sizeof (guint) * MAX (n, 1));
  qsort (sorted, n, sizeof (guint), compare_guint);
  for (guint i = 0; i < n; i++)
    {
      if (i > 0 && sorted[i] == sorted[i - 1])
        {
          if (!has_repeat)
            repeated = sorted[i];
          has_repeat = TRUE;
        }
      else
        n_distinct++;
    }

  for (guint i = 0; i < n; i++)
    {
      guint index = (guint) sw_map_find_vertex (c->map, g_array_index (src->ids, guint, i));
      g_array_append_val (c->points, index);
    }
  ring.n = n;

  if (n_distinct < 3)
    {
      g_autofree char *msg = g_strdup_printf (_("region %s: its %s has %u distinct vertices; a ring needs at least 3"),
                                              r->id, sw_geometry_ring_name (&ring), n_distinct);
      sw_geometry_report_region (c, "outline-degenerate", region, msg);
      ring.degenerate = TRUE;
    }
  else if (has_repeat)
    {
      g_autofree char *msg = g_strdup_printf (_("region %s: its %s visits vertex %u twice; a ring goes round once, "
                                                "so split the region or remove the repeated vertex"),
                                              r->id, sw_geometry_ring_name (&ring), repeated);
      sw_geometry_report_region (c, "outline-degenerate", region, msg);
      ring.degenerate = TRUE;
    }
  else if (fabs (area = points_signed_area (c, ring.first, n)) < 1e-6)
    {
      g_autofree char *msg = g_strdup_printf (_("region %s: its %s encloses no area (its vertices lie on one line)"),
                                              r->id, sw_geometry_ring_name (&ring));
      sw_geometry_report_region (c, "outline-degenerate", region, msg);
      ring.degenerate = TRUE;
    }
  else if ((area < 0) != (hole >= 0))
    {
      /* Reverse in place so that the region's inside is on the left. */
      guint *p = &g_array_index (c->points, guint, ring.first);
      for (guint i = 0, j = n - 1; i < j; i++, j--)
        {
          guint t = p[i];
          p[i] = p[j];
          p[j] = t;
        }
    }

  if (n < 2)
    {
      g_array_set_size (c->points, ring.first);
      return FALSE;
    }
  g_array_append_val (c->rings, ring);
  return !ring.degenerate;
}

static void
checker_collect_rings (Checker *c)
{
  for (guint i = 0; i < c->n_regions; i++)
    {
      const SwRegion *r = region_at (c, i);
      gboolean ok;

      c->region_rings[i] = c->rings->len;
      c->board[i] = sw_map_region_board (c->map, r);
      if (r->outline == NULL)
        continue;
      ok = checker_add_ring (c, i, r->outline, -1);
      /* A region whose outline is unusable keeps its holes out too. */
      if (c->rings->len == c->region_rings[i])
        continue;
      for (guint h = 0; r->holes != NULL && h < r->holes->len; h++)
        if (!checker_add_ring (c, i, g_ptr_array_index (r->holes, h), (gint) h))
          ok = FALSE;
      c->usable[i] = ok;
    }
  c->region_rings[c->n_regions] = c->rings->len;

  for (guint i = 0; i < c->n_regions; i++)
    {
      double *box = &c->box[4 * i];

      box[0] = box[1] = G_MAXDOUBLE;
      box[2] = box[3] = -G_MAXDOUBLE;
      for (guint k = c->region_rings[i]; k < c->region_rings[i + 1]; k++)
        {
          const GeoRing *ring = ring_at (c, k);
          for (guint p = 0; p < ring->n; p++)
            {
              const SwVertex *v;
              if (ring_point (c, ring, p) == UNKNOWN_VERTEX)
                continue;
              v = vertex_at (c, ring_point (c, ring, p));
              box[0] = MIN (box[0], v->x);
              box[1] = MIN (box[1], v->y);
              box[2] = MAX (box[2], v->x);
              box[3] = MAX (box[3], v->y);
            }
        }
    }
}

/* ---- outside-board ---- */

static gboolean
point_outside_board (const SwBoard *board, double x, double y)
{
  return x < -BOARD_EPSILON || y < -BOARD_EPSILON ||
         x > board->width + BOARD_EPSILON || y > board->height + BOARD_EPSILON;
}

/* One issue per vertex, naming every region that uses it off its board. */
static void
check_outside_board (Checker *c)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (guint64));

  for (guint k = 0; k < c->rings->len; k++)
    {
      const GeoRing *ring = ring_at (c, k);
      const SwBoard *board = c->board[ring->region];

      if (board == NULL)
        continue;
      for (guint p = 0; p < ring->n; p++)
        {
          guint v = ring_point (c, ring, p);
          if (v != UNKNOWN_VERTEX && point_outside_board (board, vertex_at (c, v)->x, vertex_at (c, v)->y))
            {
              guint64 key = ((guint64) v << 32) | ring->region;
              g_array_append_val (found, key);
            }
        }
    }
  sw_sort_by_high_word (found, c->map->vertices->len, compare_u64);

  for (guint start = 0; start < found->len; )
    {
      guint v = (guint) (g_array_index (found, guint64, start) >> 32);
      guint end = start;
      g_autoptr(GPtrArray) ids = g_ptr_array_new ();
      const SwVertex *vertex = vertex_at (c, v);
      const SwBoard *board;
      g_autofree char *names = NULL;
      char bx[32], by[32], bw[32], bh[32];

      for (; end < found->len && (guint) (g_array_index (found, guint64, end) >> 32) == v; end++)
        {
          guint region = (guint) (g_array_index (found, guint64, end) & 0xffffffffu);
          if (end == start || region != (guint) (g_array_index (found, guint64, end - 1) & 0xffffffffu))
            g_ptr_array_add (ids, region_at (c, region)->id);
        }
      board = c->board[(guint) (g_array_index (found, guint64, start) & 0xffffffffu)];
      g_ptr_array_add (ids, NULL);
      names = g_strjoinv (", ", (char **) ids->pdata);
      g_ptr_array_add (c->issues,
                       sw_issue_new ("outside-board", vertex->line, (const char *const *) ids->pdata,
                                     _("vertex %u at (%s, %s) mm lies outside board %s (%s × %s mm), "
                                       "used by region %s: move it onto the board"),
                                     vertex->id, sw_format_mm (vertex->x, bx), sw_format_mm (vertex->y, by),
                                     board->id, sw_format_mm (board->width, bw), sw_format_mm (board->height, bh),
                                     names));
      start = end;
    }
}

/* ---- Edges ---- */

static int
compare_edge_use (gconstpointer pa, gconstpointer pb)
{
  const EdgeUse *a = pa, *b = pb;

  if (a->key != b->key)
    return a->key < b->key ? -1 : 1;
  return a->ring < b->ring ? -1 : a->ring > b->ring;
}

static void
checker_collect_edges (Checker *c)
{
  for (guint k = 0; k < c->rings->len; k++)
    {
      const GeoRing *ring = ring_at (c, k);

      for (guint p = 0; p < ring->n; p++)
        {
          guint u = ring_point (c, ring, p), w = ring_point (c, ring, p + 1);
          EdgeUse use = { ((guint64) MIN (u, w) << 32) | MAX (u, w), k, u };

          if (u != w && u != UNKNOWN_VERTEX && w != UNKNOWN_VERTEX)
            g_array_append_val (c->uses, use);
        }
    }
  sw_sort_by_high_word (c->uses, c->map->vertices->len, compare_edge_use);

  for (guint start = 0; start < c->uses->len; )
    {
      const EdgeUse *use = &g_array_index (c->uses, EdgeUse, start);
      UniqueEdge e = { (guint) (use->key >> 32), (guint) (use->key & 0xffffffffu), start, 0 };
      guint end = start;

      while (end < c->uses->len && g_array_index (c->uses, EdgeUse, end).key == use->key)
        end++;
      e.n_uses = end - start;
      g_array_append_val (c->edges, e);
      start = end;
    }
}

/* Two sound rings walking the same edge the same way have their insides on
 * the same side of it: those regions overlap. */
static void
check_same_direction (Checker *c)
{
  for (guint i = 0; i < c->edges->len; i++)
    {
      const UniqueEdge *e = &g_array_index (c->edges, UniqueEdge, i);

      if (e->n_uses < 2)
        continue;
      /* Past a few uses (a hostile stack of copies), each use is compared
       * with the next one only: every copy is still reported once. */
      for (guint a = e->first_use; a < e->first_use + e->n_uses; a++)
        for (guint b = a + 1; b < e->first_use + e->n_uses && (e->n_uses <= MAX_USES || b == a + 1); b++)
          {
            const EdgeUse *ua = &g_array_index (c->uses, EdgeUse, a);
            const EdgeUse *ub = &g_array_index (c->uses, EdgeUse, b);
            const GeoRing *ra = ring_at (c, ua->ring), *rb = ring_at (c, ub->ring);
            const SwVertex *v1 = vertex_at (c, e->lo), *v2 = vertex_at (c, e->hi);
            g_autofree char *msg = NULL;
            char x[32], y[32];

            if (ra->degenerate || rb->degenerate || ra->region == rb->region || ua->from != ub->from)
              continue;
            if (c->board[ra->region] != c->board[rb->region])
              continue;
            if (!sw_geometry_first_report (c, "regions-overlap", ra->region, rb->region))
              continue;
            msg = g_strdup_printf (_("regions %s and %s overlap: both lie on the same side of their common "
                                     "edge %u–%u near (%s, %s) mm; one of them should lie on the other side"),
                                   region_at (c, MIN (ra->region, rb->region))->id,
                                   region_at (c, MAX (ra->region, rb->region))->id,
                                   v1->id, v2->id,
                                   sw_format_mm ((v1->x + v2->x) / 2, x), sw_format_mm ((v1->y + v2->y) / 2, y));
            sw_geometry_report_pair (c, "regions-overlap", ra->region, rb->region, msg);
          }
    }
}

/* ---- Point in region ---- */

double
sw_geometry_segment_distance (double px, double py, double ax, double ay, double bx, double by)
{
  double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? CLAMP (((px - ax) * dx + (py - ay) * dy) / len2, 0, 1) : 0;

  return hypot (px - ax - t * dx, py - ay - t * dy);
}

/* The distance from (x, y) to the region's boundary when the point is
 * inside it (holes excluded), else -1. */
static double
region_inside_distance (const Checker *c, guint region, double x, double y)
{
  const double *box = &c->box[4 * region];
  gboolean inside = FALSE;
  double best = G_MAXDOUBLE;

  if (!c->usable[region] || x < box[0] || x > box[2] || y < box[1] || y > box[3])
    return -1;
  for (guint k = c->region_rings[region]; k < c->region_rings[region + 1]; k++)
    {
      const GeoRing *ring = ring_at (c, k);
      for (guint p = 0; p < ring->n; p++)
        {
          const SwVertex *a = vertex_at (c, ring_point (c, ring, p));
          const SwVertex *b = vertex_at (c, ring_point (c, ring, p + 1));

          if ((a->y > y) != (b->y > y) && x < (b->x - a->x) * (y - a->y) / (b->y - a->y) + a->x)
            inside = !inside;
          best = MIN (best, sw_geometry_segment_distance (x, y, a->x, a->y, b->x, b->y));
        }
    }
  return inside ? best : -1;
}

/* A region other than @except (and on the same board) whose inside holds
 * (x, y) farther than @margin from its boundary, or -1. */
static gint
region_containing (const Checker *c, double x, double y, guint except, double margin)
{
  const Grid *g = &c->region_grid;
  guint cell;

  if (g->offsets == NULL)
    return -1;
  cell = sw_geometry_grid_row (g, y) * g->nx + sw_geometry_grid_column (g, x);
  for (guint k = g->offsets[cell]; k < g->offsets[cell + 1]; k++)
    {
      guint region = g->items[k];
      if (region != except && c->board[region] == c->board[except] &&
          region_inside_distance (c, region, x, y) > margin)
        return (gint) region;
    }
  return -1;
}

static void
checker_build_region_grid (Checker *c)
{
  g_autofree double *boxes = g_new (double, 4 * MAX (c->n_regions, 1));
  const double *anywhere = NULL;

  for (guint i = 0; i < c->n_regions && anywhere == NULL; i++)
    if (c->usable[i])
      anywhere = &c->box[4 * i];

  /* Regions without a sound outline are never found by a point, but they
   * keep their place in the grid: a point-sized box on a usable corner,
   * so that they do not widen it. */
  for (guint i = 0; i < c->n_regions; i++)
    {
      if (c->usable[i])
        memcpy (&boxes[4 * i], &c->box[4 * i], 4 * sizeof (double));
      else
        {
          boxes[4 * i] = boxes[4 * i + 2] = anywhere ? anywhere[0] : 0;
          boxes[4 * i + 1] = boxes[4 * i + 3] = anywhere ? anywhere[1] : 0;
        }
    }
  sw_geometry_grid_build (&c->region_grid, boxes, c->n_regions);
}

/* ---- Nesting and gaps ---- */

/* A region whose inside point lies inside another region overlaps it (a
 * region drawn inside another without a hole, or two overlapping ones). */
static void
check_nested (Checker *c)
{
  const SwTopology *t = c->topology;

  for (guint i = 0; i < c->n_regions && i < t->n_regions; i++)
    {
      double x = t->label_x[i], y = t->label_y[i];
      gint other;
      g_autofree char *msg = NULL;
      char bx[32], by[32];

      if (!c->usable[i] || !(t->inscribed_radius[i] > TOUCH_EPSILON))
        continue;
      other = region_containing (c, x, y, i, TOUCH_EPSILON);
      if (other < 0 || !sw_geometry_first_report (c, "regions-overlap", i, (guint) other))
        continue;
      {
        /* The smaller one is presumably drawn inside the larger. */
        guint inner = t->area[i] <= t->area[other] ? i : (guint) other;
        guint outer = inner == i ? (guint) other : i;
        msg = g_strdup_printf (_("regions %s and %s overlap: the point (%s, %s) mm lies inside both; if %s lies "
                                 "within %s, give %s a <hole> with %s's vertices, else fix the outlines"),
                               region_at (c, MIN (i, (guint) other))->id, region_at (c, MAX (i, (guint) other))->id,
                               sw_format_mm (x, bx), sw_format_mm (y, by),
                               region_at (c, inner)->id, region_at (c, outer)->id,
                               region_at (c, outer)->id, region_at (c, inner)->id);
      }
      sw_geometry_report_pair (c, "regions-overlap", i, (guint) other, msg);
    }
}

static gboolean
edge_on_frame (const SwBoard *board, const SwVertex *a, const SwVertex *b)
{
  double w = board->width, h = board->height;

  return (fabs (a->x) < BOARD_EPSILON && fabs (b->x) < BOARD_EPSILON) ||
         (fabs (a->x - w) < BOARD_EPSILON && fabs (b->x - w) < BOARD_EPSILON) ||
         (fabs (a->y) < BOARD_EPSILON && fabs (b->y) < BOARD_EPSILON) ||
         (fabs (a->y - h) < BOARD_EPSILON && fabs (b->y - h) < BOARD_EPSILON);
}

/* Whether a probe at (x, y) beside an edge of @region could still make a
 * report: the region's gap is not reported yet, or a region whose box
 * holds the point has not been reported as overlapping it. Once every
 * answer is known the probe is skipped, so that thousands of edges of two
 * overlapping regions cost one point-in-region test each pair, not one an
 * edge (each such test walks a whole outline). */
static gboolean
probe_can_report (Checker *c, guint region, double x, double y)
{
  const Grid *g = &c->region_grid;
  guint cell;

  if (!sw_geometry_pair_seen (c, "board-gap", region, region) || g->offsets == NULL)
    return TRUE;
  cell = sw_geometry_grid_row (g, y) * g->nx + sw_geometry_grid_column (g, x);
  for (guint k = g->offsets[cell]; k < g->offsets[cell + 1]; k++)
    {
      guint other = g->items[k];
      const double *box = &c->box[4 * other];

      if (other != region && c->board[other] == c->board[region] && c->usable[other]
          && x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]
          && !sw_geometry_pair_seen (c, "regions-overlap", region, other))
        return TRUE;
    }
  return FALSE;
}

/* An edge walked by one ring only, and not on the board's frame, has
 * nothing on its other side: a gap, unless another region covers that side
 * without sharing the edge, which is an overlap. */
static void
check_gaps (Checker *c)
{
  for (guint i = 0; i < c->edges->len; i++)
    {
      const UniqueEdge *e = &g_array_index (c->edges, UniqueEdge, i);
      const EdgeUse *use = &g_array_index (c->uses, EdgeUse, e->first_use);
      const GeoRing *ring = ring_at (c, use->ring);
      const SwBoard *board = c->board[ring->region];
      const SwVertex *from, *to;
      static const double samples[] = { 0.5, 0.25, 0.75, 0.125, 0.875 };
      double dx, dy, len, step, x = 0, y = 0;
      gboolean uncovered = FALSE;
      gint other;
      g_autofree char *msg = NULL;
      char bx[32], by[32];

      if (e->n_uses != 1 || ring->degenerate || board == NULL)
        continue;
      from = vertex_at (c, use->from);
      to = vertex_at (c, use->from == e->lo ? e->hi : e->lo);
      if (edge_on_frame (board, from, to))
        continue;
      dx = to->x - from->x;
      dy = to->y - from->y;
      len = hypot (dx, dy);
      if (len <= TOUCH_EPSILON)
        continue;
      /* The inside is on the left: look just to the right, at a few
       * places along the edge (a neighbour's vertex may sit exactly where
       * one sample falls, on the border between two regions). Any covered
       * sample means an overlap; a gap needs every sample uncovered. */
      step = MIN (0.05, len / 100);
      other = -1;
      {
        gboolean useful = FALSE;

        for (guint k = 0; k < G_N_ELEMENTS (samples) && !useful; k++)
          useful = probe_can_report (c, ring->region, from->x + dx * samples[k] + dy / len * step,
                                     from->y + dy * samples[k] - dx / len * step);
        if (!useful)
          continue;
      }
      for (guint k = 0; k < G_N_ELEMENTS (samples) && other < 0; k++)
        {
          x = from->x + dx * samples[k] + dy / len * step;
          y = from->y + dy * samples[k] - dx / len * step;
          if (point_outside_board (board, x, y))
            break;   /* outside-board says it */
          other = region_containing (c, x, y, ring->region, step / 10);
          if (other < 0 && k + 1 == G_N_ELEMENTS (samples))
            uncovered = TRUE;
        }
      if (other >= 0)
        {
          if (!sw_geometry_first_report (c, "regions-overlap", ring->region, (guint) other))
            continue;
          msg = g_strdup_printf (_("regions %s and %s overlap: %s reaches across edge %u–%u of %s near (%s, %s) mm "
                                   "without sharing it; give both outlines the same vertices along their border"),
                                 region_at (c, MIN (ring->region, (guint) other))->id,
                                 region_at (c, MAX (ring->region, (guint) other))->id,
                                 region_at (c, other)->id, vertex_at (c, e->lo)->id, vertex_at (c, e->hi)->id,
                                 region_at (c, ring->region)->id, sw_format_mm (x, bx), sw_format_mm (y, by));
          sw_geometry_report_pair (c, "regions-overlap", ring->region, (guint) other, msg);
          continue;
        }
      if (!uncovered)
        continue;
      if (!sw_geometry_first_report (c, "board-gap", ring->region, ring->region))
        continue;
      msg = g_strdup_printf (_("board %s has a gap beside region %s: the far side of its edge %u–%u near (%s, %s) mm "
                               "is covered by no region; extend a neighbour or add a region there"),
                             board->id, region_at (c, ring->region)->id,
                             vertex_at (c, e->lo)->id, vertex_at (c, e->hi)->id,
                             sw_format_mm ((from->x + to->x) / 2, bx), sw_format_mm ((from->y + to->y) / 2, by));
      sw_geometry_report_region (c, "board-gap", ring->region, msg);
    }
}

/* ---- Print-size warnings ---- */

/* A vertex both regions use, for the message. */
static guint
shared_vertex (const Checker *c, guint a, guint b)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint k = c->region_rings[a]; k < c->region_rings[a + 1]; k++)
    for (guint p = 0; p < ring_at (c, k)->n; p++)
      if (ring_point (c, ring_at (c, k), p) != UNKNOWN_VERTEX)
        g_hash_table_add (seen, GUINT_TO_POINTER (ring_point (c, ring_at (c, k), p) + 1));
  for (guint k = c->region_rings[b]; k < c->region_rings[b + 1]; k++)
    for (guint p = 0; p < ring_at (c, k)->n; p++)
      if (ring_point (c, ring_at (c, k), p) != UNKNOWN_VERTEX &&
          g_hash_table_contains (seen, GUINT_TO_POINTER (ring_point (c, ring_at (c, k), p) + 1)))
        return ring_point (c, ring_at (c, k), p);
  return G_MAXUINT;
}

static void
check_contacts (Checker *c)
{
  const SwTopology *t = c->topology;

  for (guint i = 0; i < t->contacts->len; i++)
    {
      const SwContact *contact = &g_array_index (t->contacts, SwContact, i);
      const SwRegion *a, *b;
      g_autofree char *msg = NULL;
      char bx[32], by[32];

      if (contact->a >= c->n_regions || contact->b >= c->n_regions)
        continue;
      a = region_at (c, contact->a);
      b = region_at (c, contact->b);

      if ((contact->flags & SW_CONTACT_CORNER) && !(contact->flags & (SW_CONTACT_BORDER | SW_CONTACT_LINK)))
        {
          guint v = shared_vertex (c, contact->a, contact->b);
          if (v == G_MAXUINT)
            continue;
          msg = g_strdup_printf (_("regions %s and %s meet only at a corner, vertex %u at (%s, %s) mm: players will "
                                   "argue whether they are adjacent; give them a common border, move them apart, "
                                   "or add a <link> if they should be adjacent"),
                                 a->id, b->id, vertex_at (c, v)->id,
                                 sw_format_mm (vertex_at (c, v)->x, bx), sw_format_mm (vertex_at (c, v)->y, by));
          sw_geometry_report_pair (c, "corner-touch", contact->a, contact->b, msg);
        }
      else if ((contact->flags & SW_CONTACT_BORDER) && !(contact->flags & SW_CONTACT_BARRIER) &&
               contact->border_length < MIN_SHARED_BORDER)
        {
          msg = g_strdup_printf (_("regions %s and %s share only %s mm of border: at print size players may not see "
                                   "that they are adjacent; make it at least %g mm long"),
                                 a->id, b->id, sw_format_mm (contact->border_length, bx), MIN_SHARED_BORDER);
          sw_geometry_report_pair (c, "short-border", contact->a, contact->b, msg);
        }
    }
}

static void
check_region_sizes (Checker *c)
{
  const SwTopology *t = c->topology;

  for (guint i = 0; i < c->n_regions && i < t->n_regions; i++)
    {
      double diameter = 2 * t->inscribed_radius[i];
      g_autofree char *msg = NULL;
      char bd[32];

      if (!c->usable[i] || !isfinite (diameter) || diameter >= MIN_CIRCLE_DIAMETER)
        continue;
      msg = g_strdup_printf (_("region %s is too small: the largest circle inside it is %s mm across, and a stack of "
                               "tokens with a marker needs %g mm; enlarge it"),
                             region_at (c, i)->id, sw_format_mm (diameter, bd), MIN_CIRCLE_DIAMETER);
      sw_geometry_report_region (c, "region-too-small", i, msg);
    }
}

void
sw_validate_geometry (SwMap            *map,
                      const SwTopology *topology,
                      const SwCatalog  *catalog,
                      GPtrArray        *issues)
{
  Checker c = { 0 };
  guint n;

  g_return_if_fail (map != NULL);
  g_return_if_fail (topology != NULL);
  g_return_if_fail (issues != NULL);

  n = map->regions->len;
  c.map = map;
  c.topology = topology;
  c.issues = issues;
  c.n_regions = n;
  c.board = g_new0 (const SwBoard *, MAX (n, 1));
  c.usable = g_new0 (gboolean, MAX (n, 1));
  c.box = g_new (double, 4 * MAX (n, 1));
  c.region_rings = g_new0 (guint, n + 1);
  c.rings = g_array_new (FALSE, FALSE, sizeof (GeoRing));
  c.points = g_array_new (FALSE, FALSE, sizeof (guint));
  c.uses = g_array_new (FALSE, FALSE, sizeof (EdgeUse));
  c.edges = g_array_new (FALSE, FALSE, sizeof (UniqueEdge));
  c.reported = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, code_reports_free);
  c.crossed = g_new0 (guint, MAX (n, 1));

  checker_collect_rings (&c);
  check_outside_board (&c);
  checker_collect_edges (&c);
  checker_build_region_grid (&c);
  check_same_direction (&c);
  sw_geometry_check_crossings (&c);
  check_nested (&c);
  check_gaps (&c);
  check_contacts (&c);
  check_region_sizes (&c);
  sw_geometry_report_more (&c);

  sw_geometry_grid_clear (&c.region_grid);
  g_hash_table_unref (c.reported);
  g_free (c.crossed);
  g_array_unref (c.edges);
  g_array_unref (c.uses);
  g_array_unref (c.points);
  g_array_unref (c.rings);
  g_free (c.region_rings);
  g_free (c.box);
  g_free (c.usable);
  g_free ((gpointer) c.board);
}
