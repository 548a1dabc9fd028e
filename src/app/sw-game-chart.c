/* sw-game-chart.c: each player's coins per round, drawn with cairo, exported as PNG or SVG. */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-chart"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>

#include "sw-game-chart.h"
#include "sw-render-game.h"

/* the names at the lines' ends: 11 px text, a line apart */
#define LABEL_GAP 14.0

/* How a piece of text sits on its point. */
typedef enum { AT_LEFT, AT_CENTRE, AT_RIGHT } Anchor;

/* @text with its baseline at @x, @y: through Pango, so that a name in any
 * script finds a font that has it (cairo's own text shows boxes for a
 * Chinese name). */
static void
show_text (cairo_t *cr, PangoLayout *layout, const char *text, double x, double y, Anchor anchor)
{
  int width;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, NULL);
  cairo_move_to (cr, x - (anchor == AT_CENTRE ? width / 2.0 : anchor == AT_RIGHT ? width : 0),
                 y - pango_layout_get_baseline (layout) / (double) PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
}

GArray *
sw_game_chart_series (SwGame *game, guint seat)
{
  GArray *series = g_array_new (FALSE, TRUE, sizeof (gint));
  gint coins = 5;   /* docs/rules.md 1.1 step 4 */

  g_return_val_if_fail (game != NULL, series);
  g_array_append_val (series, coins);
  for (guint i = 0; i < game->records->len; i++)
    {
      const SwTurnRecord *record = g_ptr_array_index (game->records, i);

      while (series->len <= record->round)
        g_array_append_val (series, coins);
      /* every net change of the turn, the seat's own or paid to others */
      if (record->player == seat)
        coins += record->coins;
      for (guint j = 0; j < record->items->len; j++)
        {
          const SwScoreItem *item = g_ptr_array_index (record->items, j);
          if (record->player != seat && item->payer == (gint) seat)
            coins -= item->coins;
        }
      g_array_index (series, gint, record->round) = coins;
    }
  /* the final value is the player's own count, whatever the records missed (adjustments) */
  if (seat < game->players->len && series->len > 1)
    g_array_index (series, gint, series->len - 1) = sw_game_player (game, seat)->coins;
  return series;
}

static int
compare_by_wanted (gconstpointer a, gconstpointer b, gpointer wanted)
{
  double wa = ((const double *) wanted)[*(const guint *) a], wb = ((const double *) wanted)[*(const guint *) b];

  return wa < wb ? -1 : wa > wb ? 1 : (int) *(const guint *) a - (int) *(const guint *) b;
}

void
sw_game_chart_spread_labels (const double *wanted, guint n, double gap, double lo, double hi, double *out)
{
  g_autofree guint *order = g_new (guint, MAX (n, 1));
  g_autofree double *y = g_new (double, MAX (n, 1));

  g_return_if_fail (n == 0 || (wanted != NULL && out != NULL));
  for (guint i = 0; i < n; i++)
    order[i] = i;
  g_qsort_with_data (order, (gint) n, sizeof (guint), compare_by_wanted, (gpointer) wanted);
  /* top to bottom: each at its line, or pushed down below the one above */
  for (guint k = 0; k < n; k++)
    y[k] = MAX (CLAMP (wanted[order[k]], lo, hi), k > 0 ? y[k - 1] + gap : lo);
  /* past the bottom: pushed back up, bottom to top */
  if (n > 0 && y[n - 1] > hi)
    {
      y[n - 1] = MAX (hi, lo + gap * (n - 1));
      for (guint k = n - 1; k > 0; k--)
        y[k - 1] = MIN (y[k - 1], y[k] - gap);
    }
  for (guint k = 0; k < n; k++)
    out[order[k]] = y[k];
}

void
sw_game_chart_draw (cairo_t *cr, SwGame *game, double width, double height)
{
  const double left = 56, right = 120, top = 24, bottom = 44;
  double plot_w = MAX (width - left - right, 10), plot_h = MAX (height - top - bottom, 10);
  g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autofree double *y_ends = NULL, *label_y = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
  gint max_coins = 10;
  guint rounds = 1;

  g_return_if_fail (cr != NULL && game != NULL);
  for (guint p = 0; p < game->players->len; p++)
    {
      GArray *series = sw_game_chart_series (game, p);
      for (guint r = 0; r < series->len; r++)
        max_coins = MAX (max_coins, g_array_index (series, gint, r));
      rounds = MAX (rounds, series->len - 1);
      g_ptr_array_add (all, series);
    }
  /* up to the next grid line: the leader's line ends under the frame's top */
  max_coins = (max_coins + 9) / 10 * 10;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  layout = pango_cairo_create_layout (cr);
  pango_font_description_set_absolute_size (font, 11 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  /* horizontal grid every 10 coins, a tick per round */
  cairo_set_line_width (cr, 1);
  for (gint c = 0; c <= max_coins; c += 10)
    {
      double y = top + plot_h - plot_h * c / max_coins;
      char text[16];

      cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + plot_w, y);
      cairo_stroke (cr);
      g_snprintf (text, sizeof text, "%d", c);
      cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
      show_text (cr, layout, text, left - 6, y + 4, AT_RIGHT);
    }
  for (guint r = 0; r <= rounds; r++)
    {
      double x = left + plot_w * r / rounds;
      char text[16];

      g_snprintf (text, sizeof text, "%u", r);
      show_text (cr, layout, text, x, top + plot_h + 16, AT_CENTRE);
    }
  /* Translators: the final chart's horizontal axis, the game's rounds */
  show_text (cr, layout, _("Round"), left + plot_w / 2, top + plot_h + 36, AT_CENTRE);
  /* Translators: the final chart's vertical axis, each player's coins */
  show_text (cr, layout, _("Coins"), left - 6, top - 10, AT_RIGHT);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_rectangle (cr, left, top, plot_w, plot_h);
  cairo_stroke (cr);

  y_ends = g_new0 (double, MAX (all->len, 1));
  label_y = g_new0 (double, MAX (all->len, 1));
  for (guint p = 0; p < all->len; p++)
    {
      GArray *series = g_ptr_array_index (all, p);
      double rgb[3];

      sw_render_player_colour (game, p, rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_set_line_width (cr, 2.5);
      for (guint r = 0; r < series->len; r++)
        {
          double x = left + plot_w * r / rounds;
          double y = top + plot_h - plot_h * g_array_index (series, gint, r) / max_coins;
          if (r == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
          y_ends[p] = y;
        }
      cairo_stroke (cr);
    }
  /* the names at the end of the lines, spread apart when the scores are
   * close, a thin line from each line's end to its name */
  {
    g_autofree double *wanted = g_new0 (double, MAX (all->len, 1));

    for (guint p = 0; p < all->len; p++)
      wanted[p] = y_ends[p] + 4;
    sw_game_chart_spread_labels (wanted, all->len, LABEL_GAP, top + 10, top + plot_h + bottom - 4, label_y);
  }
  for (guint p = 0; p < all->len; p++)
    {
      double rgb[3];

      sw_render_player_colour (game, p, rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, left + plot_w, y_ends[p]);
      cairo_line_to (cr, left + plot_w + 6, label_y[p] - 4);
      cairo_stroke (cr);
      show_text (cr, layout, sw_game_player (game, p)->name, left + plot_w + 8, label_y[p], AT_LEFT);
    }
  cairo_restore (cr);
}

gboolean
sw_game_chart_export (SwGame *game, const char *path, GError **error)
{
  const double width = 800, height = 480;
  cairo_surface_t *surface;
  cairo_status_t status;
  gboolean svg;

  g_return_val_if_fail (game != NULL && path != NULL, FALSE);
  svg = g_str_has_suffix (path, ".svg") || g_str_has_suffix (path, ".SVG");
  if (svg)
    surface = cairo_svg_surface_create (path, width, height);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  {
    cairo_t *cr = cairo_create (surface);
    sw_game_chart_draw (cr, game, width, height);
    cairo_destroy (cr);
  }
  if (svg)
    {
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  else
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("The chart cannot be written to %s: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
