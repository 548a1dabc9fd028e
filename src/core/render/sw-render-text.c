/* sw-render-text.c: region labels on a light pill, shaped without a PangoLayout when the text allows it. */
#include "config.h"
#define G_LOG_DOMAIN "sw-render"

#include <math.h>
#include <string.h>

#include "sw-render-private.h"

/* A map of 10,000 regions has 10,000 labels: through a PangoLayout each
 * one costs a fontset lookup, itemisation and line breaking, about 10 µs.
 * Ids and Latin names need none of it: one font per size, shaped directly
 * with the same HarfBuzz call and the same rounding as the layout would,
 * is a third of the time with the same glyphs at the same places. Other
 * text (CJK names, right-to-left, a glyph the font lacks) still goes
 * through the layout, which knows font fallback and bidi. */
struct _SwRenderText {
  PangoLayout *layout;
  PangoContext *context;       /* the layout's: font options, matrix */
  GHashTable *descriptions;    /* size key -> PangoFontDescription */
  GHashTable *fonts;           /* size key -> PangoFont */
  PangoGlyphString *glyphs;    /* reused for every shaped label */
  gboolean image;              /* drawing pixels: coarser pill edges */
  gboolean layout_only;        /* tests: every label through the layout */
  GHashTable *pills;           /* pill pictures kept by the caller, or NULL */
};

/* A pill is a translucent rounded box: through cairo's rasteriser about
 * 6-9 µs each, a quarter of a 10,000-label frame; copied from a picture
 * drawn once per size and quarter-pixel phase, about 1.5 µs. Only small
 * pills are kept (at most 128 x 40 px, 20 KB), and at most this many: */
#define MAX_CACHED_PILLS 1024
#define MAX_CACHED_PILL_WIDTH 128.0
#define MAX_CACHED_PILL_HEIGHT 40.0

SwRenderText *
sw_render_text_new (cairo_t    *cr,
                    GHashTable *pills)
{
  SwRenderText *text = g_new0 (SwRenderText, 1);
  cairo_font_options_t *options = cairo_font_options_create ();

  g_assert (cr != NULL);

  text->layout = pango_cairo_create_layout (cr);
  text->context = pango_layout_get_context (text->layout);
  /* unhinted metrics: text keeps its size in mm at every zoom */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (text->context, options);
  cairo_font_options_destroy (options);
  pango_layout_context_changed (text->layout);
  text->descriptions = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) pango_font_description_free);
  text->fonts = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  text->glyphs = pango_glyph_string_new ();
  text->image = cairo_surface_get_type (cairo_get_group_target (cr)) == CAIRO_SURFACE_TYPE_IMAGE;
  text->pills = text->image && pills != NULL ? g_hash_table_ref (pills) : NULL;
  return text;
}

void
sw_render_text_free (SwRenderText *text)
{
  if (text == NULL)
    return;
  g_object_unref (text->layout);
  g_hash_table_unref (text->descriptions);
  g_hash_table_unref (text->fonts);
  pango_glyph_string_free (text->glyphs);
  g_clear_pointer (&text->pills, g_hash_table_unref);
  g_free (text);
}

void
sw_render_text_set_layout_only (SwRenderText *text,
                                gboolean      layout_only)
{
  g_assert (text != NULL);

  text->layout_only = layout_only;
}

PangoLayout *
sw_render_text_get_layout (SwRenderText *text)
{
  g_assert (text != NULL);

  return text->layout;
}

/* Sizes come in quarter millimetres, so a size and weight make a small key. */
static gpointer
size_key (double   size,
          gboolean bold)
{
  return GUINT_TO_POINTER (((guint) lround (size * 4) << 1) | (bold ? 1 : 0));
}

static const PangoFontDescription *
lookup_description (SwRenderText *text,
                    double        size,
                    gboolean      bold)
{
  gpointer key = size_key (size, bold);
  PangoFontDescription *font = g_hash_table_lookup (text->descriptions, key);

  if (font == NULL)
    {
      font = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");
      pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
      g_hash_table_insert (text->descriptions, key, font);
    }
  return font;
}

/* Latin text without controls: one font, left to right, no bidi. */
static gboolean
is_simple_text (const char *string)
{
  for (const char *p = string; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c >= 0x250)
        return FALSE;
    }
  return g_utf8_validate (string, -1, NULL);
}

/* Shapes @string into text->glyphs with the font the layout would pick
 * first; FALSE when it lacks a glyph (then the layout's fallback is needed). */
static gboolean
shape_simple (SwRenderText *text,
              const char   *string,
              double        size,
              gboolean      bold,
              PangoItem    *item)
{
  gpointer key = size_key (size, bold);
  PangoFont *font = g_hash_table_lookup (text->fonts, key);

  if (!is_simple_text (string))
    return FALSE;
  if (font == NULL)
    {
      font = pango_context_load_font (text->context, lookup_description (text, size, bold));
      if (font == NULL)
        return FALSE;
      g_hash_table_insert (text->fonts, key, font);
    }

  memset (item, 0, sizeof *item);
  item->offset = 0;
  item->length = (int) strlen (string);
  item->num_chars = (int) g_utf8_strlen (string, -1);
  item->analysis.font = font;
  item->analysis.level = 0;
  item->analysis.gravity = PANGO_GRAVITY_SOUTH;
  item->analysis.script = PANGO_SCRIPT_LATIN;
  item->analysis.language = pango_context_get_language (text->context);
  /* what the layout does with the context's default round-glyph-positions */
  pango_shape_with_flags (string, item->length, string, item->length, &item->analysis, text->glyphs,
                          pango_context_get_round_glyph_positions (text->context)
                          ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE);
  for (int i = 0; i < text->glyphs->num_glyphs; i++)
    if (text->glyphs->glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG)
      return FALSE;
  return TRUE;
}

GHashTable *
sw_render_text_pills_new (void)
{
  return g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, (GDestroyNotify) cairo_surface_destroy);
}

/* The pill's outline: a box from (x, y), @width by @height, round corners. */
static void
pill_path (cairo_t *cr,
           double   x,
           double   y,
           double   width,
           double   height,
           double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 1.5 * G_PI);
  cairo_arc (cr, x + width - radius, y + radius, radius, 1.5 * G_PI, 2 * G_PI);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, 0.5 * G_PI);
  cairo_arc (cr, x + radius, y + height - radius, radius, 0.5 * G_PI, G_PI);
  cairo_close_path (cr);
}

static void
fill_pill_path (cairo_t *cr,
                gboolean image)
{
  cairo_set_source_rgba (cr, 1, 1, 1, 0.78);
  /* on pixels, 4 x 4 samples a pixel are plenty for a translucent edge
   * and cost a quarter less per label */
  if (image)
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);
  cairo_fill (cr);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);
}

/* Splits a device coordinate into a whole pixel and a phase in quarters. */
static void
split_phase (double  value,
             double *pixel,
             int    *quarters)
{
  *pixel = floor (value);
  *quarters = (int) lround ((value - *pixel) * 4);
  if (*quarters == 4)
    {
      *pixel += 1;
      *quarters = 0;
    }
}

/* Copies the pill from text->pills when the target is pixels at an
 * unrotated, square scale; FALSE when it must be filled instead. The
 * picture is placed to a quarter pixel and sized to an eighth: the same
 * pixels as a fill with 4 x 4 samples, give or take the rounding. */
static gboolean
paint_cached_pill (SwRenderText *text,
                   cairo_t      *cr,
                   double        x,
                   double        y,
                   double        width,
                   double        height,
                   double        radius)
{
  cairo_matrix_t matrix;
  cairo_surface_t *picture;
  double px, py;
  gint64 key, qw, qh, qr;
  int fx, fy;

  cairo_get_matrix (cr, &matrix);
  if (matrix.xy != 0 || matrix.yx != 0 || matrix.xx != matrix.yy || matrix.xx <= 0 ||
      width * matrix.xx > MAX_CACHED_PILL_WIDTH || height * matrix.xx > MAX_CACHED_PILL_HEIGHT)
    return FALSE;
  cairo_user_to_device (cr, &x, &y);
  split_phase (x, &px, &fx);
  split_phase (y, &py, &fy);
  qw = lround (width * matrix.xx * 8);
  qh = lround (height * matrix.xx * 8);
  qr = lround (radius * matrix.xx * 8);
  key = qw | qh << 12 | qr << 24 | (gint64) fx << 36 | (gint64) fy << 40;

  picture = g_hash_table_lookup (text->pills, &key);
  if (picture == NULL)
    {
      cairo_t *picture_cr;

      if (g_hash_table_size (text->pills) >= MAX_CACHED_PILLS)
        g_hash_table_remove_all (text->pills);
      picture = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                            (int) ceil (qw / 8.0 + fx / 4.0) + 2,
                                            (int) ceil (qh / 8.0 + fy / 4.0) + 2);
      picture_cr = cairo_create (picture);
      pill_path (picture_cr, 1 + fx / 4.0, 1 + fy / 4.0, qw / 8.0, qh / 8.0, qr / 8.0);
      fill_pill_path (picture_cr, TRUE);
      cairo_destroy (picture_cr);
      g_hash_table_insert (text->pills, g_memdup2 (&key, sizeof key), picture);
    }

  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, picture, px - 1, py - 1);
  cairo_paint (cr);
  cairo_restore (cr);
  return TRUE;
}

/* A light pill keeps labels readable over any texture. */
static void
fill_pill (SwRenderText *text,
           cairo_t      *cr,
           double        x,
           double        y,
           double        width,
           double        height,
           double        size)
{
  double pad = size * 0.25;
  double radius = MIN (height / 2, size * 0.4);

  if (text->pills != NULL && paint_cached_pill (text, cr, x - pad, y, width + 2 * pad, height, radius))
    return;
  pill_path (cr, x - pad, y, width + 2 * pad, height, radius);
  fill_pill_path (cr, text->image);
}

void
sw_render_text_draw_label (SwRenderText *text,
                           cairo_t      *cr,
                           const char   *string,
                           double        cx,
                           double        cy,
                           double        size,
                           gboolean      bold)
{
  PangoRectangle logical;
  PangoItem item;
  double width, height, x, y;

  g_assert (text != NULL);
  g_assert (cr != NULL);
  g_assert (string != NULL);

  /* a handful of sizes: every new size costs a fontconfig match, and
   * sizes that follow each region's radius exactly made a thousand */
  size = MAX (0.25, round (size * 4) / 4);

  if (!text->layout_only && shape_simple (text, string, size, bold, &item))
    {
      PangoGlyphItem run = { &item, text->glyphs };

      pango_glyph_string_extents (text->glyphs, item.analysis.font, NULL, &logical);
      width = (double) logical.width / PANGO_SCALE;
      height = (double) logical.height / PANGO_SCALE;
      x = cx - width / 2;
      y = cy - height / 2;
      fill_pill (text, cr, x, y, width, height, size);
      /* logical.y is minus the ascent: the baseline */
      cairo_move_to (cr, x, y - (double) logical.y / PANGO_SCALE);
      cairo_set_source_rgb (cr, 0.08, 0.07, 0.06);
      /* glyphs with their text: a PDF keeps the label searchable */
      pango_cairo_show_glyph_item (cr, string, &run);
      /* the move_to's point would join whatever is drawn next */
      cairo_new_path (cr);
      return;
    }

  pango_layout_set_font_description (text->layout, lookup_description (text, size, bold));
  pango_layout_set_text (text->layout, string, -1);
  pango_layout_get_extents (text->layout, NULL, &logical);
  width = (double) logical.width / PANGO_SCALE;
  height = (double) logical.height / PANGO_SCALE;
  x = cx - width / 2;
  y = cy - height / 2;
  fill_pill (text, cr, x, y, width, height, size);
  /* text drawn as glyphs (not paths) is fast on screen and stays text in a PDF */
  cairo_move_to (cr, x, y);
  cairo_set_source_rgb (cr, 0.08, 0.07, 0.06);
  pango_cairo_show_layout (cr, text->layout);
  cairo_new_path (cr);
}
