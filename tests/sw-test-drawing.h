/* sw-test-drawing.h: a random partition of a board with a known truth, drawn as SVG the way a designer would, each region on its own with jitter. */
#pragma once

#include <math.h>
#include <glib.h>

/* Rows of cells laid like bricks: each row boundary is a wavy line, each
 * cell's sides are slanted cuts, and the cuts of two rows never meet, so
 * three regions (never four) meet at a point and every shared border is at
 * least a few millimetres long. The truth is exact; the drawing moves every
 * vertex of every region on its own by up to @jitter mm. */
typedef struct {
  double  width, height;
  guint   rows;
  GArray *knots_x;    /* per boundary: GArray of double, sorted */
  GPtrArray *knots;   /* per boundary (rows + 1): GArray of double x, y pairs */
  GPtrArray *cuts;    /* per row: GArray of double (top x, bottom x) pairs, inner cuts only */
  GPtrArray *cells;   /* per cell: GArray of double x, y pairs (the true polygon) */
  GArray  *cell_row;  /* guint per cell */
  GArray  *cell_col;  /* guint per cell */
  GPtrArray *terrain; /* char* per cell (borrowed from a static list) */
  GArray  *colour;    /* guint32 per cell, the fill drawn */
} SwTestDrawing;

static inline double
sw_test_boundary_y (GArray *knots,
                    double  x)
{
  const double *v = (const double *) knots->data;
  guint n = knots->len / 2;

  for (guint k = 0; k + 1 < n; k++)
    if (x <= v[2 * k + 2])
      {
        double t = (x - v[2 * k]) / (v[2 * k + 2] - v[2 * k]);
        return v[2 * k + 1] + t * (v[2 * k + 3] - v[2 * k + 1]);
      }
  return v[2 * n - 1];
}

/* Appends the boundary from x0 to x1 (either direction): both ends and the knots in between. */
static inline void
sw_test_append_boundary (GArray *out,
                         GArray *knots,
                         double  x0,
                         double  x1)
{
  const double *v = (const double *) knots->data;
  guint n = knots->len / 2;
  double p[2] = { x0, sw_test_boundary_y (knots, x0) };

  g_array_append_vals (out, p, 2);
  if (x1 > x0)
    {
      for (guint k = 0; k < n; k++)
        if (v[2 * k] > x0 + 1e-9 && v[2 * k] < x1 - 1e-9)
          g_array_append_vals (out, &v[2 * k], 2);
    }
  else
    {
      for (guint k = n; k-- > 0;)
        if (v[2 * k] < x0 - 1e-9 && v[2 * k] > x1 + 1e-9)
          g_array_append_vals (out, &v[2 * k], 2);
    }
  p[0] = x1, p[1] = sw_test_boundary_y (knots, x1);
  g_array_append_vals (out, p, 2);
}

static inline gboolean
sw_test_far_from (GArray *xs,
                  double  x,
                  double  distance)
{
  for (guint i = 0; i < xs->len; i++)
    if (fabs (g_array_index (xs, double, i) - x) < distance)
      return FALSE;
  return TRUE;
}

static inline void
sw_test_drawing_free (SwTestDrawing *d)
{
  g_ptr_array_unref (d->knots);
  g_ptr_array_unref (d->cuts);
  g_ptr_array_unref (d->cells);
  g_array_unref (d->cell_row);
  g_array_unref (d->cell_col);
  g_ptr_array_unref (d->terrain);
  g_array_unref (d->colour);
  g_free (d);
}

/* @cell_mm: the typical cell size. Land terrains only, so that the map is
 * connected land and only geometry can fail it. */
static inline SwTestDrawing *
sw_test_drawing_new (guint32 seed,
                     double  width,
                     double  height,
                     double  cell_mm)
{
  static const struct { const char *terrain; guint32 colour; } palette[] = {
    { "farmland", 0xe8d36a }, { "hill", 0x9ccc65 }, { "mountain", 0xa1887f },
    { "forest", 0x2e7d32 }, { "swamp", 0x6d8f7a },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  SwTestDrawing *d = g_new0 (SwTestDrawing, 1);
  double row_height;

  d->width = width, d->height = height;
  d->rows = MAX (1, (guint) round (height / cell_mm));
  row_height = height / d->rows;
  d->knots = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  d->cuts = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  d->cells = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  d->cell_row = g_array_new (FALSE, FALSE, sizeof (guint));
  d->cell_col = g_array_new (FALSE, FALSE, sizeof (guint));
  d->terrain = g_ptr_array_new ();
  d->colour = g_array_new (FALSE, FALSE, sizeof (guint32));

  /* Cuts per row: top and bottom x, at least 0.6 cell apart, 12 mm from
   * the cuts of the row above on the shared boundary. */
  for (guint r = 0; r < d->rows; r++)
    {
      GArray *cuts = g_array_new (FALSE, FALSE, sizeof (double));
      GArray *above = r > 0 ? g_ptr_array_index (d->cuts, r - 1) : NULL;
      g_autoptr(GArray) above_bottoms = g_array_new (FALSE, FALSE, sizeof (double));
      double x = 0;

      for (guint i = 0; above != NULL && i < above->len; i += 2)
        g_array_append_val (above_bottoms, g_array_index (above, double, i + 1));
      while (TRUE)
        {
          double top = x + g_rand_double_range (rand, 0.7, 1.3) * cell_mm, bottom;
          guint tries = 0;

          while (!sw_test_far_from (above_bottoms, top, 12) && tries++ < 50)
            top += 3;
          if (top > width - 0.6 * cell_mm)
            break;
          bottom = top + g_rand_double_range (rand, -0.15, 0.15) * cell_mm;
          g_array_append_val (cuts, top);
          g_array_append_val (cuts, bottom);
          x = top;
        }
      g_ptr_array_add (d->cuts, cuts);
    }
  /* Boundaries: straight at the frame, wavy inside, with a knot at every cut
   * that ends on them and a few more. */
  for (guint b = 0; b <= d->rows; b++)
    {
      GArray *knots = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) xs = g_array_new (FALSE, FALSE, sizeof (double));
      double zero = 0;

      g_array_append_val (xs, zero);
      if (b > 0)
        {
          GArray *cuts = g_ptr_array_index (d->cuts, b - 1);
          for (guint i = 0; i < cuts->len; i += 2)
            g_array_append_val (xs, g_array_index (cuts, double, i + 1));
        }
      if (b < d->rows)
        {
          GArray *cuts = g_ptr_array_index (d->cuts, b);
          for (guint i = 0; i < cuts->len; i += 2)
            g_array_append_val (xs, g_array_index (cuts, double, i));
        }
      for (guint extra = 0; extra < width / cell_mm; extra++)
        {
          double x = g_rand_double_range (rand, 5, width - 5);
          if (sw_test_far_from (xs, x, 8))
            g_array_append_val (xs, x);
        }
      g_array_append_val (xs, width);
      {
        /* Sort doubles. */
        double *v = (double *) xs->data;
        for (guint i = 1; i < xs->len; i++)
          for (guint j = i; j > 0 && v[j - 1] > v[j]; j--)
            {
              double t = v[j];
              v[j] = v[j - 1], v[j - 1] = t;
            }
      }
      for (guint i = 0; i < xs->len; i++)
        {
          double p[2] = { g_array_index (xs, double, i), b * row_height };

          if (b > 0 && b < d->rows)
            p[1] += g_rand_double_range (rand, -0.12, 0.12) * row_height;
          g_array_append_vals (knots, p, 2);
        }
      g_ptr_array_add (d->knots, knots);
    }
  /* Cells. */
  for (guint r = 0; r < d->rows; r++)
    {
      GArray *cuts = g_ptr_array_index (d->cuts, r);
      guint n = cuts->len / 2 + 1;

      for (guint c = 0; c < n; c++)
        {
          GArray *poly = g_array_new (FALSE, FALSE, sizeof (double));
          double tl = c > 0 ? g_array_index (cuts, double, 2 * (c - 1)) : 0;
          double bl = c > 0 ? g_array_index (cuts, double, 2 * (c - 1) + 1) : 0;
          double tr = c + 1 < n ? g_array_index (cuts, double, 2 * c) : width;
          double br = c + 1 < n ? g_array_index (cuts, double, 2 * c + 1) : width;
          guint pick = g_rand_int_range (rand, 0, G_N_ELEMENTS (palette));
          guint32 colour = palette[pick].colour;

          sw_test_append_boundary (poly, g_ptr_array_index (d->knots, r), tl, tr);
          sw_test_append_boundary (poly, g_ptr_array_index (d->knots, r + 1), br, bl);
          g_ptr_array_add (d->cells, poly);
          g_array_append_val (d->cell_row, r);
          g_array_append_val (d->cell_col, c);
          g_ptr_array_add (d->terrain, (gpointer) palette[pick].terrain);
          /* A colour near the palette's, as a designer would pick it. */
          for (guint shift = 0; shift < 24; shift += 8)
            {
              gint channel = (gint) ((colour >> shift) & 0xff) + g_rand_int_range (rand, -10, 11);
              colour = (colour & ~(0xffu << shift)) | (guint32) CLAMP (channel, 0, 255) << shift;
            }
          g_array_append_val (d->colour, colour);
        }
    }
  return d;
}

static inline double
sw_test_polygon_area (const double *v,
                      guint         n)
{
  double area = 0;

  for (guint i = 0; i < n; i++)
    {
      guint j = (i + 1) % n;
      area += v[2 * i] * v[2 * j + 1] - v[2 * j] * v[2 * i + 1];
    }
  return fabs (area) / 2;
}

/* Whether cells @a and @b share a border in the truth. */
static inline gboolean
sw_test_cells_adjacent (SwTestDrawing *d,
                        guint          a,
                        guint          b)
{
  guint ra = g_array_index (d->cell_row, guint, a), rb = g_array_index (d->cell_row, guint, b);
  guint ca = g_array_index (d->cell_col, guint, a), cb = g_array_index (d->cell_col, guint, b);

  if (ra == rb)
    return ca + 1 == cb || cb + 1 == ca;
  if (rb + 1 == ra)
    {
      guint t = a;
      a = b, b = t;
      t = ra, ra = rb, rb = t;
      t = ca, ca = cb, cb = t;
    }
  if (ra + 1 != rb)
    return FALSE;
  {
    /* a's bottom interval against b's top interval on boundary ra + 1. */
    GArray *ca_cuts = g_ptr_array_index (d->cuts, ra), *cb_cuts = g_ptr_array_index (d->cuts, rb);
    guint na = ca_cuts->len / 2 + 1, nb = cb_cuts->len / 2 + 1;
    double al = ca > 0 ? g_array_index (ca_cuts, double, 2 * (ca - 1) + 1) : 0;
    double ar = ca + 1 < na ? g_array_index (ca_cuts, double, 2 * ca + 1) : d->width;
    double bl = cb > 0 ? g_array_index (cb_cuts, double, 2 * (cb - 1)) : 0;
    double br = cb + 1 < nb ? g_array_index (cb_cuts, double, 2 * cb) : d->width;

    return MIN (ar, br) - MAX (al, bl) > 1e-6;
  }
}

/* The drawing as SVG: each cell alone, its vertices jittered, in a random
 * order, in a mix of path (absolute and relative) and polygon, inside a
 * group with a transform, with user units of half a millimetre. */
static inline char *
sw_test_drawing_svg (SwTestDrawing *d,
                     guint32        seed,
                     double         jitter)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed ^ 0x5eed);
  GString *svg = g_string_new (NULL);
  guint n = d->cells->len;
  g_autofree guint *order = g_new (guint, n);
  const double unit = 0.5;           /* mm per user unit */
  const double ox = 10, oy = -20;    /* the group's translation, user units */

  for (guint i = 0; i < n; i++)
    order[i] = i;
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i), t = order[i - 1];
      order[i - 1] = order[j], order[j] = t;
    }
  g_string_append_printf (svg,
                          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" "
                          "width=\"%gmm\" height=\"%gmm\" viewBox=\"0 0 %g %g\">\n"
                          "<g inkscape:groupmode=\"layer\" transform=\"translate(%g %g)\">\n",
                          d->width, d->height, d->width / unit, d->height / unit, ox, oy);
  for (guint k = 0; k < n; k++)
    {
      guint c = order[k];
      GArray *poly = g_ptr_array_index (d->cells, c);
      const double *v = (const double *) poly->data;
      guint m = poly->len / 2, style = g_rand_int_range (rand, 0, 3);
      double px = 0, py = 0;
      char colour[8];

      g_snprintf (colour, sizeof colour, "#%06x", g_array_index (d->colour, guint32, c));
      if (style == 2)
        g_string_append_printf (svg, "<polygon id=\"cell-%u\" fill=\"%s\" points=\"", c, colour);
      else
        g_string_append_printf (svg, "<path id=\"cell-%u\" style=\"fill:%s;stroke:none\" d=\"", c, colour);
      for (guint i = 0; i < m; i++)
        {
          double angle = g_rand_double_range (rand, 0, 2 * G_PI);
          double r = jitter * sqrt (g_rand_double (rand));
          double x = (v[2 * i] + r * cos (angle)) / unit - ox;
          double y = (v[2 * i + 1] + r * sin (angle)) / unit - oy;

          if (style == 2)
            g_string_append_printf (svg, "%s%.3f,%.3f", i > 0 ? " " : "", x, y);
          else if (style == 0)
            g_string_append_printf (svg, "%s %.3f %.3f ", i == 0 ? "M" : "L", x, y);
          else if (i == 0)
            g_string_append_printf (svg, "m%.3f,%.3f", x, y);
          else
            g_string_append_printf (svg, " %.3f,%.3f", x - px, y - py);
          px = x, py = y;
        }
      g_string_append (svg, style == 2 ? "\"/>\n" : style == 0 ? "Z\"/>\n" : "z\"/>\n");
    }
  g_string_append (svg, "</g>\n</svg>\n");
  return g_string_free (svg, FALSE);
}
