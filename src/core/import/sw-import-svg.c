/* sw-import-svg.c: the closed shapes of an SVG drawing (path, polygon, rect, circle, ellipse), in millimetres, with their fill and name. */
#define G_LOG_DOMAIN "sw-import"
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>
#include <libxml/tree.h>

#include "sw-import.h"
#include "sw-import-private.h"
#include "sw-xml-safe.h"

#define INKSCAPE_NS "http://www.inkscape.org/namespaces/inkscape"

typedef struct {
  double a, b, c, d, e, f;   /* x' = a x + c y + e, y' = b x + d y + f */
} Matrix;

typedef struct {
  Matrix   ctm;
  gboolean has_fill;         /* FALSE: fill="none" */
  gboolean fill_known;       /* a colour we could read */
  guint32  fill;
  gboolean even_odd;
} Style;

typedef struct {
  SwImportDrawing *drawing;
  gsize            points;   /* over every shape, against SW_IMPORT_MAX_POINTS */
  GError          *error;
} Reader;

static const Matrix identity = { 1, 0, 0, 1, 0, 0 };

static Matrix
matrix_multiply (const Matrix *m,   /* applied second */
                 const Matrix *n)   /* applied first */
{
  Matrix r;

  r.a = m->a * n->a + m->c * n->b;
  r.b = m->b * n->a + m->d * n->b;
  r.c = m->a * n->c + m->c * n->d;
  r.d = m->b * n->c + m->d * n->d;
  r.e = m->a * n->e + m->c * n->f + m->e;
  r.f = m->b * n->e + m->d * n->f + m->f;
  return r;
}

static double
matrix_scale (const Matrix *m)
{
  return sqrt (fabs (m->a * m->d - m->b * m->c));
}

/* ---- numbers and units ---- */

static const char *
skip_separators (const char *p)
{
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == ',')
    p++;
  return p;
}

/* An SVG number at @p; NULL when there is none. No locale, no hex, no inf. */
static const char *
parse_number (const char *p,
              double     *value)
{
  const char *start = p;
  gboolean digits = FALSE;
  char *end;

  if (*p == '+' || *p == '-')
    p++;
  while (g_ascii_isdigit (*p))
    p++, digits = TRUE;
  if (*p == '.')
    {
      p++;
      while (g_ascii_isdigit (*p))
        p++, digits = TRUE;
    }
  if (!digits)
    return NULL;
  if ((*p == 'e' || *p == 'E') &&
      (g_ascii_isdigit (p[1]) || ((p[1] == '+' || p[1] == '-') && g_ascii_isdigit (p[2]))))
    {
      p += 2;
      while (g_ascii_isdigit (*p))
        p++;
    }
  {
    g_autofree char *copy = g_strndup (start, p - start);

    *value = g_ascii_strtod (copy, &end);
  }
  if (!isfinite (*value) || fabs (*value) > 1e9)
    return NULL;
  return p;
}

/* A length with an optional unit, in millimetres (px at 96 dpi). */
static gboolean
parse_length_mm (const char *text,
                 double     *mm)
{
  double value;
  const char *p;

  if (text == NULL)
    return FALSE;
  p = parse_number (skip_separators (text), &value);
  if (p == NULL)
    return FALSE;
  while (*p == ' ')
    p++;
  if (*p == '\0' || g_str_equal (p, "px"))
    *mm = value * 25.4 / 96.0;
  else if (g_str_equal (p, "mm"))
    *mm = value;
  else if (g_str_equal (p, "cm"))
    *mm = value * 10.0;
  else if (g_str_equal (p, "in"))
    *mm = value * 25.4;
  else if (g_str_equal (p, "pt"))
    *mm = value * 25.4 / 72.0;
  else if (g_str_equal (p, "pc"))
    *mm = value * 25.4 / 6.0;
  else
    return FALSE;
  return TRUE;
}

static gboolean
parse_plain (const char *text,
             double      fallback,
             double     *value)
{
  const char *p;

  *value = fallback;
  if (text == NULL)
    return TRUE;
  p = parse_number (skip_separators (text), value);
  return p != NULL && (*p == '\0' || g_str_equal (p, "px"));
}

/* ---- transforms ---- */

static gboolean
parse_transform (const char *text,
                 Matrix     *out)
{
  const char *p = text;
  Matrix m = identity;

  while (*(p = skip_separators (p)) != '\0')
    {
      static const struct { const char *name; guint min, max; } kinds[] = {
        { "matrix", 6, 6 }, { "translate", 1, 2 }, { "scale", 1, 2 },
        { "rotate", 1, 3 }, { "skewX", 1, 1 }, { "skewY", 1, 1 },
      };
      double v[6] = { 0 };
      guint kind = G_N_ELEMENTS (kinds), n = 0;
      Matrix t = identity;

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        if (g_str_has_prefix (p, kinds[k].name))
          {
            kind = k;
            p += strlen (kinds[k].name);
            break;
          }
      if (kind == G_N_ELEMENTS (kinds))
        return FALSE;
      while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
      if (*p++ != '(')
        return FALSE;
      while (*(p = skip_separators (p)) != ')')
        {
          if (n == 6 || (p = parse_number (p, &v[n++])) == NULL)
            return FALSE;
        }
      p++;
      if (n < kinds[kind].min || n > kinds[kind].max)
        return FALSE;
      switch (kind)
        {
        case 0:
          t = (Matrix) { v[0], v[1], v[2], v[3], v[4], v[5] };
          break;
        case 1:
          t.e = v[0], t.f = n > 1 ? v[1] : 0;
          break;
        case 2:
          t.a = v[0], t.d = n > 1 ? v[1] : v[0];
          break;
        case 3:
          {
            double angle = v[0] * G_PI / 180, cx = n == 3 ? v[1] : 0, cy = n == 3 ? v[2] : 0;
            double cs = cos (angle), sn = sin (angle);

            if (n == 2)
              return FALSE;
            t = (Matrix) { cs, sn, -sn, cs, cx - cs * cx + sn * cy, cy - sn * cx - cs * cy };
          }
          break;
        case 4:
          t.c = tan (v[0] * G_PI / 180);
          break;
        case 5:
          t.b = tan (v[0] * G_PI / 180);
          break;
        }
      m = matrix_multiply (&m, &t);
    }
  *out = m;
  return isfinite (m.a) && isfinite (m.b) && isfinite (m.c) && isfinite (m.d) && isfinite (m.e) && isfinite (m.f);
}

/* ---- colours ---- */

static gboolean
parse_colour (const char *text,
              guint32    *colour)
{
  static const struct { const char *name; guint32 rgb; } named[] = {
    { "black", 0x000000 }, { "white", 0xffffff }, { "red", 0xff0000 }, { "green", 0x008000 },
    { "lime", 0x00ff00 }, { "blue", 0x0000ff }, { "yellow", 0xffff00 }, { "gray", 0x808080 },
    { "grey", 0x808080 }, { "brown", 0xa52a2a }, { "olive", 0x808000 }, { "navy", 0x000080 },
    { "teal", 0x008080 }, { "aqua", 0x00ffff }, { "cyan", 0x00ffff }, { "silver", 0xc0c0c0 },
    { "maroon", 0x800000 }, { "purple", 0x800080 }, { "fuchsia", 0xff00ff }, { "orange", 0xffa500 },
    { "forestgreen", 0x228b22 }, { "darkgreen", 0x006400 }, { "skyblue", 0x87ceeb },
    { "lightblue", 0xadd8e6 }, { "tan", 0xd2b48c }, { "khaki", 0xf0e68c },
  };
  g_autofree char *lower = g_ascii_strdown (text, -1);
  g_strstrip (lower);

  if (lower[0] == '#')
    {
      gsize length = strlen (lower + 1);

      for (gsize i = 1; i <= length; i++)
        if (!g_ascii_isxdigit (lower[i]))
          return FALSE;
      if (length == 6)
        *colour = (guint32) g_ascii_strtoull (lower + 1, NULL, 16);
      else if (length == 3)
        *colour = (guint32) (g_ascii_xdigit_value (lower[1]) * 17) << 16 |
                  (guint32) (g_ascii_xdigit_value (lower[2]) * 17) << 8 |
                  (guint32) (g_ascii_xdigit_value (lower[3]) * 17);
      else
        return FALSE;
      return TRUE;
    }
  if (g_str_has_prefix (lower, "rgb("))
    {
      const char *p = lower + 4;
      guint32 rgb = 0;

      for (guint i = 0; i < 3; i++)
        {
          double v;

          if ((p = parse_number (skip_separators (p), &v)) == NULL)
            return FALSE;
          if (*p == '%')
            v = v * 255 / 100, p++;
          rgb = rgb << 8 | (guint32) CLAMP (v + 0.5, 0, 255);
        }
      *colour = rgb;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    if (g_str_equal (lower, named[i].name))
      {
        *colour = named[i].rgb;
        return TRUE;
      }
  return FALSE;
}

/* The value of @property, from the style attribute first, then the
 * presentation attribute. */
static char *
style_value (xmlNode    *node,
             const char *property)
{
  g_autofree char *style = sw_xml_get_attr (node, "style");

  if (style != NULL)
    {
      g_auto(GStrv) declarations = g_strsplit (style, ";", -1);

      for (guint i = 0; declarations[i] != NULL; i++)
        {
          char *colon = strchr (declarations[i], ':');

          if (colon == NULL)
            continue;
          *colon = '\0';
          if (g_str_equal (g_strstrip (declarations[i]), property))
            return g_strdup (g_strstrip (colon + 1));
        }
    }
  return sw_xml_get_attr (node, property);
}

static void
style_apply (Style   *style,
             xmlNode *node)
{
  g_autofree char *fill = style_value (node, "fill");
  g_autofree char *rule = style_value (node, "fill-rule");

  if (fill != NULL && !g_str_equal (fill, "inherit"))
    {
      if (g_str_equal (fill, "none"))
        style->has_fill = FALSE;
      else
        {
          style->has_fill = TRUE;
          style->fill_known = parse_colour (fill, &style->fill);
        }
    }
  if (rule != NULL)
    style->even_odd = g_str_equal (rule, "evenodd");
}

static gboolean
node_hidden (xmlNode *node)
{
  g_autofree char *display = style_value (node, "display");
  g_autofree char *visibility = style_value (node, "visibility");

  return (display != NULL && g_str_equal (display, "none")) ||
         (visibility != NULL && g_str_equal (visibility, "hidden"));
}

/* ---- building rings ---- */

typedef struct {
  const Matrix *ctm;
  double        tolerance;   /* in user units */
  GPtrArray    *rings;
  GArray       *ring;        /* the open subpath, or NULL */
  Reader       *reader;
} Builder;

static gboolean
builder_point (Builder *builder,
               double   x,
               double   y)
{
  const Matrix *m = builder->ctm;
  double p[2] = { m->a * x + m->c * y + m->e, m->b * x + m->d * y + m->f };

  if (++builder->reader->points > SW_IMPORT_MAX_POINTS)
    return FALSE;
  if (builder->ring == NULL)
    builder->ring = g_array_new (FALSE, FALSE, sizeof (double));
  g_array_append_vals (builder->ring, p, 2);
  return TRUE;
}

static void
builder_close (Builder *builder)
{
  GArray *ring = g_steal_pointer (&builder->ring);

  if (ring == NULL)
    return;
  /* Drop a repeated first point. */
  if (ring->len >= 4)
    {
      double *v = (double *) ring->data;
      guint n = ring->len;

      if (fabs (v[0] - v[n - 2]) < 1e-9 && fabs (v[1] - v[n - 1]) < 1e-9)
        g_array_set_size (ring, n - 2);
    }
  if (ring->len >= 6)
    g_ptr_array_add (builder->rings, ring);
  else
    g_array_unref (ring);
}

static guint
segments_for (double extent,
              double tolerance,
              double factor)
{
  double n = ceil (sqrt (factor * extent / tolerance));

  return (guint) CLAMP (n, 1, 512);
}

static gboolean
builder_cubic (Builder *b,
               double x0, double y0, double x1, double y1,
               double x2, double y2, double x3, double y3)
{
  double dx = MAX (fabs (x0 - 2 * x1 + x2), fabs (x1 - 2 * x2 + x3));
  double dy = MAX (fabs (y0 - 2 * y1 + y2), fabs (y1 - 2 * y2 + y3));
  guint n = segments_for (hypot (dx, dy), b->tolerance, 0.75);

  for (guint i = 1; i <= n; i++)
    {
      double t = (double) i / n, u = 1 - t;

      if (!builder_point (b, u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
                          u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3))
        return FALSE;
    }
  return TRUE;
}

static gboolean
builder_quad (Builder *b,
              double x0, double y0, double x1, double y1, double x2, double y2)
{
  guint n = segments_for (hypot (x0 - 2 * x1 + x2, y0 - 2 * y1 + y2), b->tolerance, 0.25);

  for (guint i = 1; i <= n; i++)
    {
      double t = (double) i / n, u = 1 - t;

      if (!builder_point (b, u * u * x0 + 2 * u * t * x1 + t * t * x2,
                          u * u * y0 + 2 * u * t * y1 + t * t * y2))
        return FALSE;
    }
  return TRUE;
}

/* An elliptical arc in endpoint form (SVG 1.1, appendix F.6). */
static gboolean
builder_arc (Builder *b,
             double x1, double y1, double rx, double ry, double angle,
             gboolean large, gboolean sweep, double x2, double y2)
{
  double phi = angle * G_PI / 180, cs = cos (phi), sn = sin (phi);
  double dx = (x1 - x2) / 2, dy = (y1 - y2) / 2;
  double x1p = cs * dx + sn * dy, y1p = -sn * dx + cs * dy;
  double lambda, factor, cxp, cyp, cx, cy, theta1, delta, num;
  guint n;

  rx = fabs (rx), ry = fabs (ry);
  if (rx == 0 || ry == 0 || (x1 == x2 && y1 == y2))
    return builder_point (b, x2, y2);
  lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1)
    rx *= sqrt (lambda), ry *= sqrt (lambda);
  num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  factor = sqrt (MAX (0, num / (rx * rx * y1p * y1p + ry * ry * x1p * x1p)));
  if (large == sweep)
    factor = -factor;
  cxp = factor * rx * y1p / ry;
  cyp = -factor * ry * x1p / rx;
  cx = cs * cxp - sn * cyp + (x1 + x2) / 2;
  cy = sn * cxp + cs * cyp + (y1 + y2) / 2;
  theta1 = atan2 ((y1p - cyp) / ry, (x1p - cxp) / rx);
  delta = atan2 ((-y1p - cyp) / ry, (-x1p - cxp) / rx) - theta1;
  if (sweep && delta < 0)
    delta += 2 * G_PI;
  else if (!sweep && delta > 0)
    delta -= 2 * G_PI;
  {
    double r = MAX (rx, ry), step = 2 * acos (CLAMP (1 - b->tolerance / r, -1, 1));

    n = step > 0 ? (guint) CLAMP (ceil (fabs (delta) / step), 1, 512) : 512;
  }
  for (guint i = 1; i <= n; i++)
    {
      double t = theta1 + delta * i / n;
      double ex = rx * cos (t), ey = ry * sin (t);

      if (i == n)
        {
          if (!builder_point (b, x2, y2))
            return FALSE;
        }
      else if (!builder_point (b, cs * ex - sn * ey + cx, sn * ex + cs * ey + cy))
        return FALSE;
    }
  return TRUE;
}

/* Parses path data; on malformed data returns the offset of the fault. */
static gboolean
parse_path (Builder    *b,
            const char *d,
            gsize      *fault)
{
  const char *p = d;
  char command = '\0';
  double x = 0, y = 0, sx = 0, sy = 0, cx = 0, cy = 0;   /* current, subpath start, last control */
  char previous = '\0';

  while (*(p = skip_separators (p)) != '\0')
    {
      double v[7];
      guint needed;
      gboolean relative;
      char upper;

      if (g_ascii_isalpha (*p))
        command = *p++;
      else if (command == '\0')
        goto malformed;
      else if (command == 'M')
        command = 'L';
      else if (command == 'm')
        command = 'l';
      else if (command == 'Z' || command == 'z')
        goto malformed;
      upper = g_ascii_toupper (command);
      relative = command != upper;
      switch (upper)
        {
        case 'Z': needed = 0; break;
        case 'H': case 'V': needed = 1; break;
        case 'M': case 'L': case 'T': needed = 2; break;
        case 'S': case 'Q': needed = 4; break;
        case 'C': needed = 6; break;
        case 'A': needed = 7; break;
        default: goto malformed;
        }
      for (guint i = 0; i < needed; i++)
        {
          p = skip_separators (p);
          if (upper == 'A' && (i == 3 || i == 4))
            {
              if (*p != '0' && *p != '1')
                goto malformed;
              v[i] = *p++ - '0';
              continue;
            }
          {
            const char *after = parse_number (p, &v[i]);

            if (after == NULL)
              goto malformed;
            p = after;
          }
        }
      if (upper != 'M' && upper != 'Z' && b->ring == NULL)
        {
          /* Drawing after a Z starts a new subpath at its start. */
          if (!builder_point (b, x, y))
            return FALSE;
        }
      switch (upper)
        {
        case 'Z':
          builder_close (b);
          x = sx, y = sy;
          break;
        case 'M':
          builder_close (b);
          x = relative ? x + v[0] : v[0];
          y = relative ? y + v[1] : v[1];
          sx = x, sy = y;
          if (!builder_point (b, x, y))
            return FALSE;
          break;
        case 'L':
          x = relative ? x + v[0] : v[0];
          y = relative ? y + v[1] : v[1];
          if (!builder_point (b, x, y))
            return FALSE;
          break;
        case 'H':
          x = relative ? x + v[0] : v[0];
          if (!builder_point (b, x, y))
            return FALSE;
          break;
        case 'V':
          y = relative ? y + v[0] : v[0];
          if (!builder_point (b, x, y))
            return FALSE;
          break;
        case 'C':
        case 'S':
          {
            double x1, y1, x2, y2, ex, ey;
            guint k = 0;

            if (upper == 'C')
              {
                x1 = relative ? x + v[0] : v[0], y1 = relative ? y + v[1] : v[1];
                k = 2;
              }
            else if (previous == 'C' || previous == 'S')
              x1 = 2 * x - cx, y1 = 2 * y - cy;
            else
              x1 = x, y1 = y;
            x2 = relative ? x + v[k] : v[k], y2 = relative ? y + v[k + 1] : v[k + 1];
            ex = relative ? x + v[k + 2] : v[k + 2], ey = relative ? y + v[k + 3] : v[k + 3];
            if (!builder_cubic (b, x, y, x1, y1, x2, y2, ex, ey))
              return FALSE;
            cx = x2, cy = y2, x = ex, y = ey;
          }
          break;
        case 'Q':
        case 'T':
          {
            double x1, y1, ex, ey;
            guint k = 0;

            if (upper == 'Q')
              {
                x1 = relative ? x + v[0] : v[0], y1 = relative ? y + v[1] : v[1];
                k = 2;
              }
            else if (previous == 'Q' || previous == 'T')
              x1 = 2 * x - cx, y1 = 2 * y - cy;
            else
              x1 = x, y1 = y;
            ex = relative ? x + v[k] : v[k], ey = relative ? y + v[k + 1] : v[k + 1];
            if (!builder_quad (b, x, y, x1, y1, ex, ey))
              return FALSE;
            cx = x1, cy = y1, x = ex, y = ey;
          }
          break;
        case 'A':
          {
            double ex = relative ? x + v[5] : v[5], ey = relative ? y + v[6] : v[6];

            if (!builder_arc (b, x, y, v[0], v[1], v[2], v[3] != 0, v[4] != 0, ex, ey))
              return FALSE;
            x = ex, y = ey;
          }
          break;
        }
      previous = upper;
    }
  builder_close (b);   /* a filled path is closed whether or not it says Z */
  return TRUE;

malformed:
  *fault = (gsize) (p - d);
  return FALSE;
}

/* ---- elements ---- */

static const char *
shape_name (SwImportShape *shape)
{
  return shape->label != NULL ? shape->label : shape->id != NULL ? shape->id : "";
}

static gboolean
too_many_points (Reader  *reader,
                 xmlNode *node)
{
  return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_HOSTILE,
               _("the drawing has more than %d points after flattening its curves; simplify it"),
               SW_IMPORT_MAX_POINTS);
}

static gboolean
read_polygon_points (Builder    *b,
                     const char *points,
                     gsize      *fault)
{
  const char *p = points;

  while (*(p = skip_separators (p)) != '\0')
    {
      double x, y;
      const char *start = p;

      if ((p = parse_number (p, &x)) == NULL ||
          (p = parse_number (skip_separators (p), &y)) == NULL)
        {
          *fault = (gsize) (start - points);
          g_clear_pointer (&b->ring, g_array_unref);
          return FALSE;
        }
      if (!builder_point (b, x, y))
        return FALSE;
    }
  builder_close (b);
  return TRUE;
}

static gboolean
read_ellipse (Builder *b,
              double   cx,
              double   cy,
              double   rx,
              double   ry)
{
  double r = MAX (rx, ry), step = 2 * acos (CLAMP (1 - b->tolerance / r, -1, 1));
  guint n = step > 0 ? (guint) CLAMP (ceil (2 * G_PI / step), 8, 1024) : 1024;

  for (guint i = 0; i < n; i++)
    if (!builder_point (b, cx + rx * cos (2 * G_PI * i / n), cy + ry * sin (2 * G_PI * i / n)))
      return FALSE;
  builder_close (b);
  return TRUE;
}

static gboolean
read_shape (Reader      *reader,
            xmlNode     *node,
            const Style *style)
{
  const char *name = (const char *) node->name;
  g_autoptr(GPtrArray) rings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  double scale = matrix_scale (&style->ctm);
  Builder b = { &style->ctm, 0, rings, NULL, reader };
  SwImportShape *shape;
  gsize fault = 0;
  gboolean ok;

  if (scale < 1e-9)
    return TRUE;   /* squashed flat by its transform: it covers nothing */
  b.tolerance = SW_IMPORT_FLATNESS_MM / scale;

  if (g_str_equal (name, "path"))
    {
      g_autofree char *d = sw_xml_get_attr (node, "d");

      ok = d == NULL || parse_path (&b, d, &fault);
      if (!ok && reader->points <= SW_IMPORT_MAX_POINTS)
        {
          g_autofree char *near = g_strndup (d + fault, 12);

          g_clear_pointer (&b.ring, g_array_unref);
          return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_MALFORMED,
                       _("the path data is malformed at character %zu (“%s”)"), fault + 1, near);
        }
    }
  else if (g_str_equal (name, "polygon"))
    {
      g_autofree char *points = sw_xml_get_attr (node, "points");

      ok = points == NULL || read_polygon_points (&b, points, &fault);
      if (!ok && reader->points <= SW_IMPORT_MAX_POINTS)
        {
          g_clear_pointer (&b.ring, g_array_unref);
          return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_MALFORMED,
                       _("the polygon's points are malformed at character %zu"), fault + 1);
        }
    }
  else
    {
      g_autofree char *a1 = NULL, *a2 = NULL, *a3 = NULL, *a4 = NULL;
      double v1, v2, v3, v4;
      gboolean rect = g_str_equal (name, "rect"), circle = g_str_equal (name, "circle");

      a1 = sw_xml_get_attr (node, rect ? "x" : "cx");
      a2 = sw_xml_get_attr (node, rect ? "y" : "cy");
      a3 = sw_xml_get_attr (node, rect ? "width" : circle ? "r" : "rx");
      a4 = sw_xml_get_attr (node, rect ? "height" : circle ? "r" : "ry");
      if (!parse_plain (a1, 0, &v1) || !parse_plain (a2, 0, &v2) ||
          !parse_plain (a3, 0, &v3) || !parse_plain (a4, 0, &v4))
        return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_MALFORMED,
                     _("a size or position of this <%s> is not a number in user units"), name);
      if (v3 <= 0 || v4 <= 0)
        return TRUE;   /* SVG draws nothing */
      if (rect)
        ok = builder_point (&b, v1, v2) && builder_point (&b, v1 + v3, v2) &&
             builder_point (&b, v1 + v3, v2 + v4) && builder_point (&b, v1, v2 + v4);
      else
        ok = read_ellipse (&b, v1, v2, v3, v4);
      builder_close (&b);
    }
  g_clear_pointer (&b.ring, g_array_unref);
  if (reader->points > SW_IMPORT_MAX_POINTS)
    return too_many_points (reader, node);
  if (!ok)
    return FALSE;
  if (rings->len == 0)
    return TRUE;

  shape = sw_import_shape_new (sw_xml_line (node));
  shape->id = sw_xml_get_attr (node, "id");
  {
    xmlChar *label = xmlGetNsProp (node, (const xmlChar *) "label", (const xmlChar *) INKSCAPE_NS);

    if (label != NULL)
      shape->label = g_strdup ((const char *) label);
    xmlFree (label);
  }
  g_ptr_array_extend_and_steal (shape->rings, g_steal_pointer (&rings));
  shape->even_odd = style->even_odd;
  shape->has_colour = style->fill_known;
  shape->colour = style->fill;
  if (!style->has_fill)
    {
      const char *regions[] = { shape_name (shape), NULL };

      sw_import_add_note (reader->drawing->notes, "skipped", shape->line, 0, regions,
                          _("%s has no fill (an outline only) and is left out"),
                          shape_name (shape)[0] ? shape_name (shape) : _("a shape"));
      sw_import_shape_free (shape);
      return TRUE;
    }
  if (reader->drawing->shapes->len >= SW_IMPORT_MAX_SHAPES)
    {
      sw_import_shape_free (shape);
      return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_HOSTILE,
                   _("the drawing has more than %d shapes"), SW_IMPORT_MAX_SHAPES);
    }
  g_ptr_array_add (reader->drawing->shapes, shape);
  return TRUE;
}

static gboolean
read_children (Reader      *reader,
               xmlNode     *parent,
               const Style *parent_style);

static gboolean
read_element (Reader      *reader,
              xmlNode     *node,
              const Style *parent_style)
{
  static const char *const skipped[] = {
    "defs", "clipPath", "mask", "pattern", "symbol", "marker", "metadata", "title", "desc",
    "text", "style", "script", "linearGradient", "radialGradient", "filter", "image", "foreignObject",
    "namedview", "use", "line", "polyline", "switch", NULL,
  };
  const char *name = (const char *) node->name;
  Style style = *parent_style;
  g_autofree char *transform = NULL;

  if (g_strv_contains (skipped, name) || node_hidden (node))
    return TRUE;
  transform = sw_xml_get_attr (node, "transform");
  if (transform != NULL)
    {
      Matrix m;

      if (!parse_transform (transform, &m))
        return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_MALFORMED,
                     _("the transform “%s” is malformed"), transform);
      style.ctm = matrix_multiply (&parent_style->ctm, &m);
    }
  style_apply (&style, node);
  if (g_str_equal (name, "g") || g_str_equal (name, "a") || g_str_equal (name, "svg"))
    {
      if (g_str_equal (name, "svg"))
        {
          g_autofree char *x = sw_xml_get_attr (node, "x"), *y = sw_xml_get_attr (node, "y");
          double dx, dy;

          if (!parse_plain (x, 0, &dx) || !parse_plain (y, 0, &dy))
            return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_MALFORMED, _("a nested <svg> has a bad position"));
          {
            Matrix t = { 1, 0, 0, 1, dx, dy };
            style.ctm = matrix_multiply (&style.ctm, &t);
          }
        }
      return read_children (reader, node, &style);
    }
  if (g_str_equal (name, "path") || g_str_equal (name, "polygon") || g_str_equal (name, "rect") ||
      g_str_equal (name, "circle") || g_str_equal (name, "ellipse"))
    return read_shape (reader, node, &style);
  return TRUE;   /* anything else draws no region */
}

static gboolean
read_children (Reader      *reader,
               xmlNode     *parent,
               const Style *style)
{
  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && !read_element (reader, child, style))
      return FALSE;
  return TRUE;
}

SwImportDrawing *
sw_import_svg_read (const char *data,
                    gsize       length,
                    GError    **error)
{
  g_autoptr(SwImportDrawing) drawing = NULL;
  Reader reader = { 0 };
  Style style = { identity, TRUE, TRUE, 0x000000, FALSE };   /* SVG's default fill is black */
  g_autofree char *width = NULL, *height = NULL, *view_box = NULL;
  double width_mm = 0, height_mm = 0, vb[4] = { 0 };
  gboolean has_view_box = FALSE;
  xmlDoc *doc;
  xmlNode *root;

  doc = sw_import_parse_xml (data, length, error);
  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (root == NULL || !xmlStrEqual (root->name, (const xmlChar *) "svg"))
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                   _("line %u: the root element is not <svg>"), root != NULL ? sw_xml_line (root) : 1);
      xmlFreeDoc (doc);
      return NULL;
    }

  width = sw_xml_get_attr (root, "width");
  height = sw_xml_get_attr (root, "height");
  view_box = sw_xml_get_attr (root, "viewBox");
  if (view_box != NULL)
    {
      const char *p = view_box;

      has_view_box = TRUE;
      for (guint i = 0; i < 4 && has_view_box; i++)
        has_view_box = (p = parse_number (skip_separators (p), &vb[i])) != NULL;
      if (!has_view_box || vb[2] <= 0 || vb[3] <= 0)
        {
          g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                       _("line %u: the viewBox “%s” is not four numbers with a positive width and height"),
                       sw_xml_line (root), view_box);
          xmlFreeDoc (doc);
          return NULL;
        }
    }
  if ((width != NULL && !parse_length_mm (width, &width_mm)) ||
      (height != NULL && !parse_length_mm (height, &height_mm)))
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                   _("line %u: the width and height must be lengths in mm, cm, in, pt, pc or px (not percentages)"),
                   sw_xml_line (root));
      xmlFreeDoc (doc);
      return NULL;
    }
  if (width == NULL)
    width_mm = has_view_box ? vb[2] * 25.4 / 96 : 0;
  if (height == NULL)
    height_mm = has_view_box ? vb[3] * 25.4 / 96 : 0;
  if (!(width_mm > 0 && height_mm > 0))
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                   _("line %u: the drawing has no size: give the <svg> a width and height (in mm) or a viewBox"),
                   sw_xml_line (root));
      xmlFreeDoc (doc);
      return NULL;
    }
  if (width_mm > SW_IMPORT_MAX_BOARD_MM || height_mm > SW_IMPORT_MAX_BOARD_MM)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE,
                   _("line %u: the drawing is %.0f × %.0f mm; a board may be at most %.0f mm a side"),
                   sw_xml_line (root), width_mm, height_mm, SW_IMPORT_MAX_BOARD_MM);
      xmlFreeDoc (doc);
      return NULL;
    }

  /* User units to millimetres: the viewBox maps onto the physical size
   * (stretched, as preserveAspectRatio="none"; drawings for print keep
   * the two in proportion anyway); without one a user unit is a px. */
  if (has_view_box)
    {
      Matrix to_mm = { width_mm / vb[2], 0, 0, height_mm / vb[3],
                       -vb[0] * width_mm / vb[2], -vb[1] * height_mm / vb[3] };
      style.ctm = to_mm;
    }
  else
    {
      Matrix to_mm = { 25.4 / 96, 0, 0, 25.4 / 96, 0, 0 };
      style.ctm = to_mm;
    }

  drawing = sw_import_drawing_new ();
  drawing->width = width_mm;
  drawing->height = height_mm;
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && xmlStrEqual (child->name, (const xmlChar *) "title"))
      {
        xmlChar *text = xmlNodeGetContent (child);

        if (text != NULL && *g_strstrip ((char *) text) != '\0')
          drawing->title = g_strdup ((const char *) text);
        xmlFree (text);
        break;
      }
  reader.drawing = drawing;
  style_apply (&style, root);
  {
    g_autofree char *transform = sw_xml_get_attr (root, "transform");
    Matrix m;

    if (transform != NULL && parse_transform (transform, &m))
      style.ctm = matrix_multiply (&style.ctm, &m);
  }
  read_children (&reader, root, &style);
  xmlFreeDoc (doc);
  if (reader.error != NULL)
    {
      g_propagate_error (error, reader.error);
      return NULL;
    }
  return g_steal_pointer (&drawing);
}
