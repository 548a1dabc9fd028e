/* sw-render-heat.c: a value per region as a heat map over the board, and its legend: the same drawing in the editor's view and on the report's PDF page. */
#include "config.h"
#define G_LOG_DOMAIN "sw-render"

#include <math.h>
#include <pango/pangocairo.h>

#include "sw-render-heat.h"

struct _SwHeatMap {
  gint ref_count;
  char *caption;
  GHashTable *values;      /* region id -> double * */
  double max;
};

G_DEFINE_BOXED_TYPE (SwHeatMap, sw_heat_map, sw_heat_map_ref, sw_heat_map_unref)

SwHeatMap *
sw_heat_map_new (const char *caption)
{
  SwHeatMap *heat = g_new0 (SwHeatMap, 1);
  heat->ref_count = 1;
  heat->caption = g_strdup (caption != NULL ? caption : "");
  heat->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return heat;
}

SwHeatMap *
sw_heat_map_ref (SwHeatMap *heat)
{
  g_return_val_if_fail (heat != NULL, NULL);
  g_atomic_int_inc (&heat->ref_count);
  return heat;
}

void
sw_heat_map_unref (SwHeatMap *heat)
{
  g_return_if_fail (heat != NULL);
  if (!g_atomic_int_dec_and_test (&heat->ref_count))
    return;
  g_free (heat->caption);
  g_hash_table_unref (heat->values);
  g_free (heat);
}

void
sw_heat_map_set (SwHeatMap  *heat,
                 const char *region_id,
                 double      value)
{
  g_return_if_fail (heat != NULL);
  g_return_if_fail (region_id != NULL);
  g_return_if_fail (isfinite (value));
  g_hash_table_insert (heat->values, g_strdup (region_id), g_memdup2 (&value, sizeof value));
  heat->max = MAX (heat->max, value);
}

gboolean
sw_heat_map_lookup (const SwHeatMap *heat,
                    const char      *region_id,
                    double          *value)
{
  g_return_val_if_fail (heat != NULL, FALSE);
  const double *found = region_id != NULL ? g_hash_table_lookup (heat->values, region_id) : NULL;
  if (found != NULL && value != NULL)
    *value = *found;
  return found != NULL;
}

guint
sw_heat_map_get_size (const SwHeatMap *heat)
{
  g_return_val_if_fail (heat != NULL, 0);
  return g_hash_table_size (heat->values);
}

const char *
sw_heat_map_get_caption (const SwHeatMap *heat)
{
  g_return_val_if_fail (heat != NULL, NULL);
  return heat->caption;
}

double
sw_heat_map_get_max (const SwHeatMap *heat)
{
  g_return_val_if_fail (heat != NULL, 1);
  return MAX (heat->max, 0.01);
}

void
sw_heat_map_colour (double fraction,
                    double rgb[3])
{
  /* ColorBrewer's YlOrRd, five stops: its lightness falls steadily, so
   * that the order still reads in grey. */
  static const double stops[][3] = {
    { 1.000, 1.000, 0.800 },
    { 0.996, 0.851, 0.463 },
    { 0.992, 0.553, 0.235 },
    { 0.890, 0.102, 0.110 },
    { 0.502, 0.000, 0.149 },
  };
  const guint last = G_N_ELEMENTS (stops) - 1;
  double t = CLAMP (isfinite (fraction) ? fraction : 0, 0, 1) * last;
  guint i = MIN ((guint) floor (t), last - 1);
  double f = t - i;
  for (guint c = 0; c < 3; c++)
    rgb[c] = stops[i][c] + (stops[i + 1][c] - stops[i][c]) * f;
}

void
sw_render_heat_map (cairo_t              *cr,
                    SwMap                *map,
                    const SwRenderLayout *layout,
                    const SwHeatMap      *heat,
                    double                line_width)
{
  g_return_if_fail (cr != NULL && map != NULL && layout != NULL && heat != NULL);

  double max = sw_heat_map_get_max (heat);
  for (guint i = 0; i < map->regions->len && i < layout->n_regions; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      double value, rgba[4] = { 0, 0, 0, 0.72 };
      if (!sw_heat_map_lookup (heat, region->id, &value))
        continue;
      sw_heat_map_colour (value / max, rgba);
      sw_render_region_overlay (cr, map, layout, i, rgba, line_width);
    }
}

static void
show_text (cairo_t    *cr,
           PangoLayout *text,
           const char *string,
           double      x,
           double      y,
           double      align)   /* 0 left, 0.5 centred, 1 right of x */
{
  int width, height;
  pango_layout_set_text (text, string, -1);
  pango_layout_get_size (text, &width, &height);
  cairo_move_to (cr, x - align * width / PANGO_SCALE, y);
  pango_cairo_show_layout (cr, text);
  cairo_new_path (cr);
}

double
sw_render_heat_legend (cairo_t         *cr,
                       const SwHeatMap *heat,
                       double           x,
                       double           y,
                       double           width,
                       double           font_size)
{
  g_return_val_if_fail (cr != NULL && heat != NULL, 0);

  const double pad = font_size * 0.6, bar = font_size * 1.1;
  g_autoptr(PangoLayout) text = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
  pango_font_description_set_absolute_size (font, font_size * PANGO_SCALE);
  pango_layout_set_font_description (text, font);
  pango_layout_set_text (text, heat->caption, -1);
  pango_layout_set_width (text, (int) ((width - 2 * pad) * PANGO_SCALE));
  pango_layout_set_wrap (text, PANGO_WRAP_WORD_CHAR);
  int caption_w, caption_h;
  pango_layout_get_size (text, &caption_w, &caption_h);
  double caption_height = (double) caption_h / PANGO_SCALE;
  double line = font_size * 1.3;
  double height = pad + caption_height + pad * 0.5 + bar + pad * 0.4 + line + pad * 0.6;

  cairo_save (cr);
  /* the card */
  double r = pad;
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + width - r, y + height - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + height - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.92);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, MAX (0.5, font_size / 14));
  cairo_stroke (cr);

  cairo_set_source_rgb (cr, 0.13, 0.13, 0.13);
  cairo_move_to (cr, x + pad, y + pad);
  pango_cairo_show_layout (cr, text);
  cairo_new_path (cr);
  pango_layout_set_width (text, -1);

  /* the colour bar */
  double bx = x + pad, by = y + pad + caption_height + pad * 0.5, bw = width - 2 * pad;
  cairo_pattern_t *gradient = cairo_pattern_create_linear (bx, 0, bx + bw, 0);
  for (guint i = 0; i <= 8; i++)
    {
      double rgb[3];
      sw_heat_map_colour (i / 8.0, rgb);
      cairo_pattern_add_color_stop_rgb (gradient, i / 8.0, rgb[0], rgb[1], rgb[2]);
    }
  cairo_rectangle (cr, bx, by, bw, bar);
  cairo_set_source (cr, gradient);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (gradient);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_stroke (cr);

  /* its numbers, with ticks */
  double max = sw_heat_map_get_max (heat);
  for (guint i = 0; i <= 2; i++)
    {
      double tx = bx + bw * i / 2.0;
      char number[G_ASCII_DTOSTR_BUF_SIZE];
      g_snprintf (number, sizeof number, "%.1f", max * i / 2.0);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_move_to (cr, tx, by + bar);
      cairo_line_to (cr, tx, by + bar + pad * 0.4);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.13, 0.13, 0.13);
      show_text (cr, text, number, tx, by + bar + pad * 0.4, i / 2.0);
    }
  cairo_restore (cr);
  return height;
}
