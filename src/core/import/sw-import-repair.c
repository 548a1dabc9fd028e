/* sw-import-repair.c: independently drawn shapes to a valid partition with shared vertices.
 *
 * The method is a fine grid labelling, then tracing the shared borders:
 * 1. each shape is painted, in drawing order, onto a grid of cells of
 *    0.25 mm or a little more (a later shape keeps the cells it covers, as
 *    it is painted); what lies beyond the board is clipped;
 * 2. cells no shape covers are grown into from their neighbours, up to the
 *    tolerance: a gap between two regions is split between them, a region
 *    drawn short of the board's edge reaches it; an uncovered area inside
 *    one region (a hole drawn as a subpath, with nothing in it) becomes a
 *    lake; anything else uncovered is an error naming the place;
 * 3. cells that touch only diagonally across two other regions are
 *    evened out (a ring may not pass through a point twice), and every
 *    piece of a region cut off from its main part (a sliver) goes to the
 *    neighbour it shares most border with; a region in two large pieces
 *    is an error;
 * 4. the borders between cells of different regions are traced into rings;
 *    every stretch between two junctions (where three regions, or a region
 *    and the frame, meet) is simplified once, with Douglas-Peucker, so both
 *    regions along it get the same vertices. If simplifying ever makes a
 *    ring the validator refuses, the tolerance is halved, down to the exact
 *    staircase of the cells, which is always a valid partition. */
#define G_LOG_DOMAIN "sw-import"
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "sw-catalog.h"
#include "sw-import.h"
#include "sw-import-private.h"
#include "sw-issue.h"
#include "sw-validate.h"

#define MIN_CELL_MM 0.25
#define MAX_CELLS (6 * 1000 * 1000)
#define MAX_CROSSINGS (64 * 1000 * 1000)
/* Gap growth reaches this far from a drawn shape (a little over the
 * tolerance, so that a gap of "about 1 mm" on each side closes). */
#define GROW_MM (1.5 * SW_IMPORT_TOLERANCE_MM)
/* A piece cut off a region goes to a neighbour when it is smaller than
 * this share of the region's main part. */
#define SLIVER_SHARE 0.2
/* A region smaller than this (mm²) is a sliver in itself. */
#define MIN_REGION_MM2 4.0


typedef struct {
  guint32 row;
  gint32  dir;
  double  x;
} Crossing;

static int
crossing_compare (gconstpointer a,
                  gconstpointer b)
{
  const Crossing *p = a, *q = b;

  if (p->row != q->row)
    return p->row < q->row ? -1 : 1;
  return p->x < q->x ? -1 : p->x > q->x ? 1 : 0;
}


/* ---- 1. painting ---- */

typedef struct {
  GHashTable *overlaps;   /* (earlier << 32 | later) -> count, as gint64* */
  gint64     *drawn;      /* per shape: cells painted */
  double     *clipped;    /* per shape: mm² beyond the board */
} Paint;

static gboolean
paint_shape (Grid          *grid,
             SwImportShape *shape,
             guint          k,
             Paint         *paint,
             GError       **error)
{
  g_autoptr(GArray) crossings = g_array_new (FALSE, FALSE, sizeof (Crossing));
  gsize count = 0;
  double outside = 0;

  for (guint r = 0; r < shape->rings->len; r++)
    {
      GArray *ring = g_ptr_array_index (shape->rings, r);
      const double *v = (const double *) ring->data;
      guint n = ring->len / 2;

      for (guint e = 0; e < n; e++)
        {
          double x0 = v[2 * e], y0 = v[2 * e + 1];
          double x1 = v[2 * ((e + 1) % n)], y1 = v[2 * ((e + 1) % n) + 1];
          double ymin = MIN (y0, y1), ymax = MAX (y0, y1);
          gint64 first, last;

          if (y0 == y1)
            continue;
          first = (gint64) ceil (ymin / grid->cy - 0.5);
          last = (gint64) ceil (ymax / grid->cy - 0.5) - 1;
          first = MAX (first, 0);
          last = MIN (last, (gint64) grid->ny - 1);
          if (last < first)
            continue;
          count += (gsize) (last - first + 1);
          if (count > MAX_CROSSINGS)
            {
              g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE,
                           _("line %u: this shape is too intricate to import (over %d edge crossings)"),
                           shape->line, MAX_CROSSINGS);
              return FALSE;
            }
          for (gint64 row = first; row <= last; row++)
            {
              double y = (row + 0.5) * grid->cy;
              Crossing c = { (guint32) row, y1 > y0 ? 1 : -1, x0 + (y - y0) * (x1 - x0) / (y1 - y0) };

              g_array_append_val (crossings, c);
            }
        }
    }
  g_array_sort (crossings, crossing_compare);

  for (guint a = 0; a < crossings->len;)
    {
      guint row = g_array_index (crossings, Crossing, a).row, b = a;
      gint winding = 0;

      while (b < crossings->len && g_array_index (crossings, Crossing, b).row == row)
        b++;
      for (guint c = a; c + 1 < b; c++)
        {
          Crossing *p = &g_array_index (crossings, Crossing, c);
          gboolean inside;
          gint64 i0, i1;

          winding += p->dir;
          inside = shape->even_odd ? (winding & 1) != 0 : winding != 0;
          if (!inside)
            continue;
          i0 = (gint64) ceil (p->x / grid->cx - 0.5);
          i1 = (gint64) ceil (p[1].x / grid->cx - 0.5) - 1;
          if (i0 < 0)
            outside += (double) MIN (-i0, i1 - i0 + 1);
          if (i1 >= (gint64) grid->nx)
            outside += (double) MIN (i1 - (gint64) grid->nx + 1, i1 - i0 + 1);
          i0 = MAX (i0, 0);
          i1 = MIN (i1, (gint64) grid->nx - 1);
          for (gint64 i = i0; i <= i1; i++)
            {
              gint32 *target = &grid->label[(gsize) row * grid->nx + i];

              if (*target >= 0 && *target != (gint32) k)
                {
                  guint64 key = (guint64) *target << 32 | k;
                  gint64 *n = g_hash_table_lookup (paint->overlaps, &key);

                  if (n == NULL)
                    {
                      guint64 *copy = g_new (guint64, 1);

                      *copy = key;
                      n = g_new0 (gint64, 1);
                      g_hash_table_insert (paint->overlaps, copy, n);
                    }
                  (*n)++;
                  paint->drawn[*target]--;
                }
              if (*target != (gint32) k)
                paint->drawn[k]++;
              *target = (gint32) k;
            }
        }
      a = b;
    }
  /* Rows beyond the top and bottom are not scanned; estimate from the
   * shape's bounding box there. */
  for (guint r = 0; r < shape->rings->len; r++)
    {
      GArray *ring = g_ptr_array_index (shape->rings, r);
      const double *v = (const double *) ring->data;
      double ymin = G_MAXDOUBLE, ymax = -G_MAXDOUBLE, xmin = G_MAXDOUBLE, xmax = -G_MAXDOUBLE;

      for (guint e = 0; e < ring->len / 2; e++)
        {
          ymin = MIN (ymin, v[2 * e + 1]), ymax = MAX (ymax, v[2 * e + 1]);
          xmin = MIN (xmin, v[2 * e]), xmax = MAX (xmax, v[2 * e]);
        }
      if (r == 0)
        {
          double width = MAX (0, MIN (xmax, grid->nx * grid->cx) - MAX (xmin, 0));

          outside += (MAX (0, -ymin) + MAX (0, ymax - grid->ny * grid->cy)) * width / (grid->cx * grid->cy);
        }
    }
  paint->clipped[k] = outside * grid->cx * grid->cy;
  return TRUE;
}

/* ---- shared helpers ---- */

static const char *
shape_display (GPtrArray *ids,
               guint      label)
{
  return g_ptr_array_index (ids, label);
}

/* ---- 2. gaps ---- */

typedef struct {
  gsize    cells;
  gboolean frame;
  gint32   neighbour;     /* the first region beside it, -1 none */
  gboolean several;       /* more than one region beside it */
  double   sx, sy;        /* for the centre of what stays uncovered */
  gsize    left;          /* cells still uncovered after growing */
  gint32   near;          /* the region most often beside what stays uncovered, -1 */
  gsize    near_cells;    /* how often */
} Gap;

static gboolean
close_gaps (Grid       *grid,
            GPtrArray  *ids,        /* display names per label, grows with holes */
            GArray     *hole_of,    /* per label beyond the shapes: the enclosing label */
            GPtrArray  *notes,
            GError    **error)
{
  gsize n = (gsize) grid->nx * grid->ny;
  g_autofree gint32 *comp = g_new (gint32, n);
  g_autofree guint32 *queue = g_new (guint32, n);
  g_autoptr(GArray) gaps = g_array_new (FALSE, TRUE, sizeof (Gap));
  g_autofree gint32 *grown = NULL;
  g_autofree gint32 *choice = NULL;
  g_autofree double *gained = NULL;
  guint steps = (guint) ceil (GROW_MM / MIN (grid->cx, grid->cy));
  gsize head, tail;
  static const int di[4] = { 1, -1, 0, 0 }, dj[4] = { 0, 0, 1, -1 };

  for (gsize c = 0; c < n; c++)
    comp[c] = -1;
  /* Components of uncovered cells. */
  for (gsize start = 0; start < n; start++)
    {
      Gap gap = { 0, FALSE, -1, FALSE, 0, 0, 0, -1, 0 };
      gint32 id;

      if (grid->label[start] >= 0 || comp[start] >= 0)
        continue;
      id = (gint32) gaps->len;
      head = tail = 0;
      queue[tail++] = (guint32) start;
      comp[start] = id;
      while (head < tail)
        {
          guint32 c = queue[head++];
          gint i = (gint) (c % grid->nx), j = (gint) (c / grid->nx);

          gap.cells++;
          for (guint d = 0; d < 4; d++)
            {
              gint32 l = cell (grid, i + di[d], j + dj[d]);
              gsize next = (gsize) (j + dj[d]) * grid->nx + (gsize) (i + di[d]);

              if (l == -2)
                gap.frame = TRUE;
              else if (l >= 0)
                {
                  gap.several |= gap.neighbour >= 0 && gap.neighbour != l;
                  if (gap.neighbour < 0)
                    gap.neighbour = l;
                }
              else if (comp[next] < 0)
                {
                  comp[next] = id;
                  queue[tail++] = (guint32) next;
                }
            }
        }
      g_array_append_val (gaps, gap);
    }
  if (gaps->len == 0)
    return TRUE;

  /* Grow every region into the uncovered cells, a step at a time, so
   * that a gap is split down its middle (a tie goes to the shape drawn
   * later). -4 marks a cell already in the front. */
  grown = g_memdup2 (grid->label, n * sizeof (gint32));
  choice = g_new (gint32, n);
  head = tail = 0;
  for (gsize c = 0; c < n; c++)
    if (grown[c] < 0)
      {
        gint i = (gint) (c % grid->nx), j = (gint) (c / grid->nx);

        for (guint d = 0; d < 4; d++)
          if (cell (grid, i + di[d], j + dj[d]) >= 0)
            {
              queue[tail++] = (guint32) c;
              grown[c] = -4;
              break;
            }
      }
  for (guint step = 0; step < steps && head < tail; step++)
    {
      gsize first = head, end = tail;

      for (gsize q = first; q < end; q++)
        {
          guint32 c = queue[q];
          gint i = (gint) (c % grid->nx), j = (gint) (c / grid->nx);
          gint32 best = -1;

          for (guint d = 0; d < 4; d++)
            {
              gint ii = i + di[d], jj = j + dj[d];

              if (ii < 0 || jj < 0 || ii >= (gint) grid->nx || jj >= (gint) grid->ny)
                continue;
              best = MAX (best, grown[(gsize) jj * grid->nx + ii]);
            }
          choice[c] = best;
        }
      for (gsize q = first; q < end; q++)
        grown[queue[q]] = choice[queue[q]];
      head = end;
      for (gsize q = first; q < end; q++)
        {
          guint32 c = queue[q];
          gint i = (gint) (c % grid->nx), j = (gint) (c / grid->nx);

          for (guint d = 0; d < 4; d++)
            {
              gint ii = i + di[d], jj = j + dj[d];
              gsize next;

              if (ii < 0 || jj < 0 || ii >= (gint) grid->nx || jj >= (gint) grid->ny)
                continue;
              next = (gsize) jj * grid->nx + ii;
              if (grown[next] == -1)
                {
                  grown[next] = -4;
                  queue[tail++] = (guint32) next;
                }
            }
        }
    }
  /* What is still uncovered, and the regions beside it: a gap connected
   * to thin seams all over the board is named by the region next to where
   * it stays open, not by the first one its seams touch. */
  {
    g_autoptr(GHashTable) beside = g_hash_table_new (g_direct_hash, g_direct_equal);

    for (gsize c = 0; c < n; c++)
      if (comp[c] >= 0 && grown[c] < 0)
        {
          Gap *gap = &g_array_index (gaps, Gap, comp[c]);
          gint i = (gint) (c % grid->nx), j = (gint) (c / grid->nx);

          gap->left++;
          gap->sx += (i + 0.5) * grid->cx;
          gap->sy += (j + 0.5) * grid->cy;
          for (guint d = 0; d < 4; d++)
            {
              gint ii = i + di[d], jj = j + dj[d];
              gint32 label;
              gpointer key;
              gsize count;

              if (ii < 0 || jj < 0 || ii >= (gint) grid->nx || jj >= (gint) grid->ny)
                continue;
              label = grown[(gsize) jj * grid->nx + ii];
              if (label < 0)
                continue;
              key = GSIZE_TO_POINTER ((gsize) comp[c] * grid->n_labels + (gsize) label + 1);
              count = GPOINTER_TO_SIZE (g_hash_table_lookup (beside, key)) + 1;
              g_hash_table_insert (beside, key, GSIZE_TO_POINTER (count));
              if (count > gap->near_cells)
                {
                  gap->near_cells = count;
                  gap->near = label;
                }
            }
        }
  }
  gained = g_new0 (double, grid->n_labels);
  for (guint g = 0; g < gaps->len; g++)
    {
      Gap *gap = &g_array_index (gaps, Gap, g);
      double area = gap->cells * grid->cx * grid->cy;

      if (gap->left == 0)
        continue;
      if (!gap->frame && !gap->several && gap->neighbour >= 0)
        continue;   /* inside one region: a hole with nothing in it, kept below */
      {
        double x = gap->sx / gap->left, y = gap->sy / gap->left;

        if (gap->several)
          g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_UNREPAIRABLE,
                       _("around (%.0f, %.0f) mm, beside %s and others, %.0f mm² of the board is covered by no shape: "
                         "more than the %.0f mm gap the import closes; draw a region there"),
                       x, y, shape_display (ids, gap->near >= 0 ? gap->near : gap->neighbour), area, 2 * GROW_MM);
        else if (gap->neighbour >= 0)
          g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_UNREPAIRABLE,
                       _("around (%.0f, %.0f) mm, beside %s, %.0f mm² of the board is covered by no shape: "
                         "more than the %.0f mm gap the import closes; draw a region there"),
                       x, y, shape_display (ids, gap->neighbour), area, 2 * GROW_MM);
        else
          g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_UNREPAIRABLE,
                       _("around (%.0f, %.0f) mm, %.0f mm² of the board is covered by no shape: "
                         "more than the %.0f mm gap the import closes; draw a region there"),
                       x, y, area, 2 * GROW_MM);
        return FALSE;
      }
    }
  /* Commit the growth; uncovered areas inside one region become holes. */
  {
    guint first_hole = grid->n_labels;
    g_autofree gint32 *hole_label = g_new (gint32, gaps->len);

    for (guint g = 0; g < gaps->len; g++)
      {
        Gap *gap = &g_array_index (gaps, Gap, g);

        hole_label[g] = -1;
        if (gap->left > 0)   /* only holes are left: the rest failed above */
          {
            const char *regions[3] = { NULL, NULL, NULL };
            g_autofree char *id = NULL;

            for (guint k = grid->n_labels - first_hole + 1; id == NULL; k++)
              {
                gboolean used = FALSE;

                id = g_strdup_printf ("hole%u", k);
                for (guint l = 0; l < ids->len && !used; l++)
                  used = g_str_equal (g_ptr_array_index (ids, l), id);
                if (used)
                  g_clear_pointer (&id, g_free);
              }

            hole_label[g] = (gint32) grid->n_labels++;
            g_array_append_val (hole_of, gap->neighbour);
            g_ptr_array_add (ids, g_strdup (id));
            regions[0] = shape_display (ids, gap->neighbour);
            regions[1] = id;
            sw_import_add_note (notes, "hole", 0, gap->cells * grid->cx * grid->cy, regions,
                                _("the hole in %s (%.0f mm²), with nothing drawn in it, becomes the lake %s"),
                                regions[0], gap->cells * grid->cx * grid->cy, id);
          }
      }
    gained = g_renew (double, gained, grid->n_labels);
    for (guint l = first_hole; l < grid->n_labels; l++)
      gained[l] = 0;
    for (gsize c = 0; c < n; c++)
      if (comp[c] >= 0)
        {
          if (hole_label[comp[c]] >= 0)
            grid->label[c] = hole_label[comp[c]];
          else
            {
              grid->label[c] = grown[c];
              gained[grown[c]] += grid->cx * grid->cy;
            }
        }
  }
  for (guint l = 0; l < grid->n_labels; l++)
    if (gained[l] >= 0.05)
      {
        const char *regions[] = { shape_display (ids, l), NULL };

        sw_import_add_note (notes, "gap-closed", 0, gained[l], regions,
                            _("%s was extended by %.1f mm² into gaps beside it"),
                            regions[0], gained[l]);
      }
  return TRUE;
}

/* ---- 3. thin strips, pinches and slivers ---- */

/* Chebyshev distance (in cells, capped at 255) from every cell to the
 * nearest cell where @seed is set: two passes over the grid. */
static void
chebyshev_distance (const Grid   *grid,
                    const guint8 *seed,
                    guint8       *distance)
{
  gint nx = (gint) grid->nx, ny = (gint) grid->ny;

  for (gint j = 0; j < ny; j++)
    for (gint i = 0; i < nx; i++)
      {
        gsize c = (gsize) j * nx + i;
        guint d = seed[c] ? 0 : 255;

        if (d > 0)
          {
            if (i > 0)
              d = MIN (d, distance[c - 1] + 1u);
            if (j > 0)
              {
                d = MIN (d, distance[c - nx] + 1u);
                if (i > 0)
                  d = MIN (d, distance[c - nx - 1] + 1u);
                if (i + 1 < nx)
                  d = MIN (d, distance[c - nx + 1] + 1u);
              }
          }
        distance[c] = (guint8) MIN (d, 255u);
      }
  for (gint j = ny - 1; j >= 0; j--)
    for (gint i = nx - 1; i >= 0; i--)
      {
        gsize c = (gsize) j * nx + i;
        guint d = distance[c];

        if (i + 1 < nx)
          d = MIN (d, distance[c + 1] + 1u);
        if (j + 1 < ny)
          {
            d = MIN (d, distance[c + nx] + 1u);
            if (i + 1 < nx)
              d = MIN (d, distance[c + nx + 1] + 1u);
            if (i > 0)
              d = MIN (d, distance[c + nx - 1] + 1u);
          }
        distance[c] = (guint8) MIN (d, 255u);
      }
}

/* A morphological opening: the parts of a region thinner than about the
 * tolerance (a strip left along a border, a region drawn 0.5 mm short of
 * the board's edge over a background) go to the regions beside them. */
static void
remove_thin_strips (Grid      *grid,
                    GPtrArray *ids,
                    GPtrArray *notes)
{
  gsize n = (gsize) grid->nx * grid->ny;
  guint k = MAX (1, (guint) round (0.6 * SW_IMPORT_TOLERANCE_MM / MAX (grid->cx, grid->cy)));
  g_autofree guint8 *seed = g_new0 (guint8, n);
  g_autofree guint8 *distance = g_new (guint8, n);
  g_autofree guint32 *queue = NULL;
  g_autofree gint32 *given_to = NULL;
  g_autofree double *given = NULL;
  gsize head = 0, tail = 0, thin = 0;
  static const int di[4] = { 1, -1, 0, 0 }, dj[4] = { 0, 0, 1, -1 };

  k = MIN (k, 100u);
  /* Cells with a neighbour (of the 8) of another region. */
  for (guint j = 0; j < grid->ny; j++)
    for (guint i = 0; i < grid->nx; i++)
      {
        gint32 l = grid->label[(gsize) j * grid->nx + i];

        for (gint dy = -1; dy <= 1 && !seed[(gsize) j * grid->nx + i]; dy++)
          for (gint dx = -1; dx <= 1; dx++)
            {
              gint32 m = cell (grid, (gint) i + dx, (gint) j + dy);

              if (m != -2 && m != l)
                {
                  seed[(gsize) j * grid->nx + i] = 1;
                  break;
                }
            }
      }
  chebyshev_distance (grid, seed, distance);
  /* Survivors of the erosion: every cell within k is of the same region. */
  for (gsize c = 0; c < n; c++)
    seed[c] = distance[c] >= k;
  chebyshev_distance (grid, seed, distance);
  /* What the dilation does not reach back is thin. */
  queue = g_new (guint32, n);
  for (gsize c = 0; c < n; c++)
    if (distance[c] > k)
      {
        thin++;
        grid->label[c] = -10 - grid->label[c];   /* remembered, for the report */
      }
  if (thin == 0)
    return;
  given = g_new0 (double, grid->n_labels);
  given_to = g_new (gint32, grid->n_labels);
  for (guint l = 0; l < grid->n_labels; l++)
    given_to[l] = -1;
  for (gsize c = 0; c < n; c++)
    if (grid->label[c] >= 0)
      {
        gint i = (gint) (c % grid->nx), j = (gint) (c / grid->nx);

        for (guint d = 0; d < 4; d++)
          if (cell (grid, i + di[d], j + dj[d]) <= -10)
            {
              queue[tail++] = (guint32) c;
              break;
            }
      }
  while (head < tail)
    {
      guint32 c = queue[head++];
      gint i = (gint) (c % grid->nx), j = (gint) (c / grid->nx);

      for (guint d = 0; d < 4; d++)
        {
          gint ii = i + di[d], jj = j + dj[d];
          gsize next;
          gint32 from;

          if (ii < 0 || jj < 0 || ii >= (gint) grid->nx || jj >= (gint) grid->ny)
            continue;
          next = (gsize) jj * grid->nx + ii;
          if (grid->label[next] > -10)
            continue;
          from = -10 - grid->label[next];
          if (from == grid->label[c])
            continue;   /* never back into its own region */
          grid->label[next] = grid->label[c];
          given[from] += grid->cx * grid->cy;
          if (given_to[from] < 0)
            given_to[from] = grid->label[c];
          queue[tail++] = (guint32) next;
        }
    }
  /* A region thin everywhere has no cell left to grow from: it stays. */
  for (gsize c = 0; c < n; c++)
    if (grid->label[c] <= -10)
      grid->label[c] = -10 - grid->label[c];
  for (guint l = 0; l < grid->n_labels; l++)
    if (given[l] >= 0.5 && given_to[l] >= 0)
      {
        const char *regions[] = { shape_display (ids, l), shape_display (ids, given_to[l]), NULL };

        sw_import_add_note (notes, "sliver", 0, given[l], regions,
                            _("strips of %s thinner than %.1f mm (%.1f mm² in all) are given to the regions beside them, such as %s"),
                            regions[0], (2 * k + 1) * MAX (grid->cx, grid->cy), given[l], regions[1]);
      }
}

/* ---- pinches and slivers ---- */

/* A 2 × 2 block whose diagonal cells are one region and whose other two
 * are not would make that region's ring pass through the middle corner
 * twice: one of the other cells joins the diagonal. */
static guint
remove_pinches (Grid *grid)
{
  guint changed = 0;

  for (guint j = 0; j + 1 < grid->ny; j++)
    for (guint i = 0; i + 1 < grid->nx; i++)
      {
        gint32 *tl = &grid->label[(gsize) j * grid->nx + i], *tr = tl + 1;
        gint32 *bl = tl + grid->nx, *br = bl + 1;

        if (*tl == *br && *tr != *tl && *bl != *tl)
          *tr = *tl, changed++;
        else if (*tr == *bl && *tl != *tr && *br != *tr)
          *tl = *tr, changed++;
      }
  return changed;
}

typedef struct {
  gint32  label;
  gsize   cells;
  double  sx, sy;
  gboolean main;
} Piece;

/* Gives every piece cut off its region's main part to a neighbour. FALSE
 * with an error when a region is in two large pieces. Sets *changed. */
static gboolean
give_slivers (Grid       *grid,
              GPtrArray  *ids,
              GPtrArray  *notes,
              gboolean   *changed,
              GError    **error)
{
  gsize n = (gsize) grid->nx * grid->ny;
  g_autofree gint32 *comp = g_new (gint32, n);
  g_autofree guint32 *queue = g_new (guint32, n);
  g_autoptr(GArray) pieces = g_array_new (FALSE, TRUE, sizeof (Piece));
  g_autofree gint32 *main_piece = g_new (gint32, grid->n_labels);
  static const int di[4] = { 1, -1, 0, 0 }, dj[4] = { 0, 0, 1, -1 };
  double cell_area = grid->cx * grid->cy;

  *changed = FALSE;
  for (gsize c = 0; c < n; c++)
    comp[c] = -1;
  for (guint l = 0; l < grid->n_labels; l++)
    main_piece[l] = -1;
  for (gsize start = 0; start < n; start++)
    {
      Piece piece = { grid->label[start], 0, 0, 0, FALSE };
      gint32 id;
      gsize head = 0, tail = 0;

      if (comp[start] >= 0)
        continue;
      id = (gint32) pieces->len;
      queue[tail++] = (guint32) start;
      comp[start] = id;
      while (head < tail)
        {
          guint32 c = queue[head++];
          gint i = (gint) (c % grid->nx), j = (gint) (c / grid->nx);

          piece.cells++;
          piece.sx += (i + 0.5) * grid->cx, piece.sy += (j + 0.5) * grid->cy;
          for (guint d = 0; d < 4; d++)
            {
              gint ii = i + di[d], jj = j + dj[d];
              gsize next;

              if (ii < 0 || jj < 0 || ii >= (gint) grid->nx || jj >= (gint) grid->ny)
                continue;
              next = (gsize) jj * grid->nx + ii;
              if (comp[next] < 0 && grid->label[next] == piece.label)
                {
                  comp[next] = id;
                  queue[tail++] = (guint32) next;
                }
            }
        }
      g_array_append_val (pieces, piece);
      if (main_piece[piece.label] < 0 ||
          g_array_index (pieces, Piece, main_piece[piece.label]).cells < piece.cells)
        main_piece[piece.label] = id;
    }
  for (guint l = 0; l < grid->n_labels; l++)
    if (main_piece[l] >= 0)
      {
        Piece *piece = &g_array_index (pieces, Piece, main_piece[l]);

        piece->main = piece->cells * cell_area >= MIN_REGION_MM2;
      }
  for (guint p = 0; p < pieces->len; p++)
    {
      Piece *piece = &g_array_index (pieces, Piece, p);
      Piece *main;

      if (piece->main || main_piece[piece->label] == (gint32) p)
        continue;
      main = &g_array_index (pieces, Piece, main_piece[piece->label]);
      if (main->main && piece->cells > SLIVER_SHARE * main->cells)
        {
          g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_UNREPAIRABLE,
                       _("%s is in two separate pieces, around (%.0f, %.0f) mm and (%.0f, %.0f) mm "
                         "(shapes drawn later cut it, or it is drawn as two); a region must be one piece"),
                       shape_display (ids, piece->label), main->sx / main->cells, main->sy / main->cells,
                       piece->sx / piece->cells, piece->sy / piece->cells);
          return FALSE;
        }
    }
  /* Each small piece goes to the main part it shares the most border with. */
  {
    g_autoptr(GHashTable) contact = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
    g_autofree gint32 *target = g_new (gint32, pieces->len);
    g_autofree gint64 *best_count = g_new0 (gint64, pieces->len);
    gboolean any = FALSE;

    for (guint p = 0; p < pieces->len; p++)
      {
        target[p] = -1;
        any |= !g_array_index (pieces, Piece, p).main;
      }
    if (!any)
      return TRUE;
    for (gsize c = 0; c < n; c++)
      {
        gint32 p = comp[c];
        gint i = (gint) (c % grid->nx), j = (gint) (c / grid->nx);

        if (g_array_index (pieces, Piece, p).main)
          continue;
        for (guint d = 0; d < 4; d++)
          {
            gint ii = i + di[d], jj = j + dj[d];
            gint32 q;
            gint64 key, *count;

            if (ii < 0 || jj < 0 || ii >= (gint) grid->nx || jj >= (gint) grid->ny)
              continue;
            q = comp[(gsize) jj * grid->nx + ii];
            if (q == p || !g_array_index (pieces, Piece, q).main)
              continue;
            key = (gint64) p << 32 | (guint32) q;
            count = g_hash_table_lookup (contact, &key);
            if (count == NULL)
              {
                count = g_new0 (gint64, 1);
                g_hash_table_insert (contact, g_memdup2 (&key, sizeof key), count);
              }
            if (++*count > best_count[p] ||
                (*count == best_count[p] && g_array_index (pieces, Piece, q).label > g_array_index (pieces, Piece, target[p]).label))
              {
                best_count[p] = *count;
                target[p] = q;
              }
          }
      }
    for (guint p = 0; p < pieces->len; p++)
      {
        Piece *piece = &g_array_index (pieces, Piece, p);
        const char *regions[3] = { NULL, NULL, NULL };

        if (piece->main || target[p] < 0)
          continue;
        regions[0] = shape_display (ids, piece->label);
        regions[1] = shape_display (ids, g_array_index (pieces, Piece, target[p]).label);
        sw_import_add_note (notes, "sliver", 0, piece->cells * cell_area, regions,
                            _("a sliver of %s (%.1f mm² around (%.0f, %.0f) mm) is given to its neighbour %s"),
                            regions[0], piece->cells * cell_area, piece->sx / piece->cells,
                            piece->sy / piece->cells, regions[1]);
        *changed = TRUE;
      }
    for (gsize c = 0; c < n; c++)
      if (target[comp[c]] >= 0)
        grid->label[c] = g_array_index (pieces, Piece, target[comp[c]]).label;
  }
  return TRUE;
}

static SwMap *
finish (Grid            *grid,
        SwImportDrawing *drawing,
        const char      *edition,
        GPtrArray       *ids,
        GPtrArray       *terrains,
        GPtrArray       *labels,
        GPtrArray       *notes,
        GError         **error)
{
  g_autofree guint8 *keep = NULL;
  gsize corners;

  /* 3. Thin strips, then pinches and slivers, until nothing changes. */
  remove_thin_strips (grid, ids, notes);
  for (guint round = 0; round < 8; round++)
    {
      gboolean changed = FALSE;

      while (remove_pinches (grid) > 0)
        changed = TRUE;
      {
        gboolean given;

        if (!give_slivers (grid, ids, notes, &given, error))
          return NULL;
        changed |= given;
      }
      if (!changed)
        break;
    }

  /* 4. Trace, simplify, check; simplify less if the validator objects. */
  corners = (gsize) (grid->nx + 1) * (grid->ny + 1);
  keep = g_new0 (guint8, corners);
  {
    Trace trace = { grid, keep, g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref),
                    g_array_new (FALSE, FALSE, sizeof (gint32)), g_array_new (FALSE, FALSE, sizeof (double)) };
    double tolerance = MAX (grid->cx, grid->cy);
    SwMap *map = NULL;

    sw_import_trace_loops (&trace);
    for (guint attempt = 0; attempt < 6; attempt++)
      {
        memset (keep, 0, corners);
        sw_import_simplify_loops (&trace, attempt == 5 ? 0 : tolerance);
        map = sw_import_build_map (grid, &trace, drawing, edition, ids, terrains, labels);
        if (sw_import_geometry_valid (map) || attempt == 5)
          break;
        g_clear_pointer (&map, sw_map_unref);
        tolerance /= 2;
      }
    g_ptr_array_unref (trace.loops);
    g_array_unref (trace.loop_label);
    g_array_unref (trace.loop_area);
    return map;
  }
}

SwMap *
sw_import_repair_labels (gint32                *labels,
                         guint                  nx,
                         guint                  ny,
                         SwImportDrawing       *drawing,
                         const SwImportOptions *options,
                         GPtrArray             *ids,
                         GPtrArray             *terrains,
                         GPtrArray             *notes,
                         GError               **error)
{
  const char *edition = options->edition != NULL ? options->edition : "base";
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  Grid grid = { nx, ny, drawing->width / nx, drawing->height / ny, labels, ids->len };

  for (guint l = 0; l < ids->len; l++)
    g_ptr_array_add (names, NULL);
  return finish (&grid, drawing, edition, ids, terrains, names, notes, error);
}

SwMap *
sw_import_repair (SwImportDrawing       *drawing,
                  const SwImportOptions *options,
                  GPtrArray             *notes,
                  GError               **error)
{
  const char *edition = options->edition != NULL ? options->edition : "base";
  const SwCatalog *catalog = sw_catalog_get (edition);
  g_autoptr(GPtrArray) ids = NULL;
  g_autoptr(GPtrArray) terrains = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) hole_of = g_array_new (FALSE, FALSE, sizeof (gint32));
  g_autoptr(GHashTable) overlaps = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_autofree gint64 *drawn = NULL;
  g_autofree double *clipped = NULL;
  g_autofree gint32 *labels_grid = NULL;
  Grid grid = { 0 };
  Paint paint;
  double cell_size;
  guint n_shapes = drawing->shapes->len;
  gsize drawn_points = 0;

  if (catalog == NULL)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_OPTION,
                   _("“%s” is not an edition this program knows (base, underground, warcraft)"), edition);
      return NULL;
    }
  if (n_shapes == 0)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_UNREPAIRABLE,
                   _("the drawing has no filled closed shape to make a region of"));
      return NULL;
    }
  if (!(drawing->width > 0 && drawing->height > 0) ||
      drawing->width > SW_IMPORT_MAX_BOARD_MM || drawing->height > SW_IMPORT_MAX_BOARD_MM)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE,
                   _("the board is %.0f × %.0f mm; it may be at most %.0f mm a side"),
                   drawing->width, drawing->height, SW_IMPORT_MAX_BOARD_MM);
      return NULL;
    }

  ids = sw_import_region_ids (drawing);
  for (guint k = 0; k < n_shapes; k++)
    {
      SwImportShape *shape = g_ptr_array_index (drawing->shapes, k);

      g_ptr_array_add (labels, g_strdup (shape->label));
      for (guint r = 0; r < shape->rings->len; r++)
        drawn_points += ((GArray *) g_ptr_array_index (shape->rings, r))->len / 2;
    }
  if (!sw_import_resolve_terrains (drawing, options, catalog, ids, terrains, notes, error))
    return NULL;

  cell_size = MAX (MIN_CELL_MM, sqrt (drawing->width * drawing->height / MAX_CELLS));
  grid.nx = (guint) MAX (1, ceil (drawing->width / cell_size));
  grid.ny = (guint) MAX (1, ceil (drawing->height / cell_size));
  grid.cx = drawing->width / grid.nx;
  grid.cy = drawing->height / grid.ny;
  grid.n_labels = n_shapes;
  labels_grid = g_new (gint32, (gsize) grid.nx * grid.ny);
  grid.label = labels_grid;
  for (gsize c = 0; c < (gsize) grid.nx * grid.ny; c++)
    grid.label[c] = -1;

  /* 1. Paint. */
  drawn = g_new0 (gint64, n_shapes);
  clipped = g_new0 (double, n_shapes);
  paint = (Paint) { overlaps, drawn, clipped };
  for (guint k = 0; k < n_shapes; k++)
    if (!paint_shape (&grid, g_ptr_array_index (drawing->shapes, k), k, &paint, error))
      return NULL;
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, overlaps);
    while (g_hash_table_iter_next (&iter, &key, &value))
      {
        guint64 pair = *(guint64 *) key;
        guint earlier = (guint) (pair >> 32), later = (guint) (pair & 0xffffffff);
        double area = *(gint64 *) value * grid.cx * grid.cy;
        const char *regions[] = { g_ptr_array_index (ids, later), g_ptr_array_index (ids, earlier), NULL };

        if (area < 0.05)
          continue;
        sw_import_add_note (notes, "overlap", ((SwImportShape *) g_ptr_array_index (drawing->shapes, later))->line,
                            area, regions,
                            _("%s, drawn later, keeps the %.1f mm² where it overlaps %s"),
                            regions[0], area, regions[1]);
      }
  }
  for (guint k = 0; k < n_shapes; k++)
    {
      const char *regions[] = { g_ptr_array_index (ids, k), NULL };
      guint line = ((SwImportShape *) g_ptr_array_index (drawing->shapes, k))->line;

      if (clipped[k] >= 0.05)
        sw_import_add_note (notes, "clipped", line, clipped[k], regions,
                            _("%s reaches %.1f mm² beyond the board's edge, which is cut off"),
                            regions[0], clipped[k]);
      if (drawn[k] == 0)
        sw_import_add_note (notes, "hidden", line, 0, regions,
                            _("%s is covered entirely by shapes drawn later (or lies off the board) and is left out"),
                            regions[0]);
    }

  /* 2. Gaps. */
  if (!close_gaps (&grid, ids, hole_of, notes, error))
    return NULL;
  for (guint h = 0; h < hole_of->len; h++)
    {
      g_ptr_array_add (terrains, g_strdup (sw_import_first_terrain (catalog, TRUE)));
      g_ptr_array_add (labels, NULL);
    }

  {
    SwMap *map = finish (&grid, drawing, edition, ids, terrains, labels, notes, error);

    if (map != NULL)
      {
        g_autofree char *summary = g_strdup_printf (_("the %zu drawn corners of %u shapes became %u shared vertices of %u regions"),
                                                    drawn_points, n_shapes, map->vertices->len, map->regions->len);

        sw_import_add_note (notes, "vertices", 0, 0, NULL, "%s", summary);
      }
    return map;
  }
}
