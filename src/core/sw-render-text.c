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
};

SwRenderText *
sw_render_text_new (cairo_t *cr)
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

  cairo_new_sub_path (cr);
  cairo_arc (cr, x - pad + radius, y + radius, radius, G_PI, 1.5 * G_PI);
  cairo_arc (cr, x + width + pad - radius, y + radius, radius, 1.5 * G_PI, 2 * G_PI);
  cairo_arc (cr, x + width + pad - radius, y + height - radius, radius, 0, 0.5 * G_PI);
  cairo_arc (cr, x - pad + radius, y + height - radius, radius, 0.5 * G_PI, G_PI);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.78);
  /* on pixels, 4 x 4 samples a pixel are plenty for a translucent edge
   * and cost a quarter less per label */
  if (text->image)
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);
  cairo_fill (cr);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);
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
}
