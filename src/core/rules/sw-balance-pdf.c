/* sw-balance-pdf.c: the balance report on one A4 page of PDF: options, board with the heat map and its legend, seat table, races and powers. */
#include "config.h"
#define G_LOG_DOMAIN "sw-balance"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>

#include "sw-balance.h"
#include "sw-catalog.h"
#include "sw-render-heat.h"
#include "sw-save.h"

/* A4 in points, and the margin. */
#define PAGE_WIDTH 595.276
#define PAGE_HEIGHT 841.89
#define MARGIN 42.0

typedef struct {
  cairo_t *cr;
  PangoLayout *text;
  double y;              /* where the next line goes */
} Page;

static double
text_at (Page *page, const char *markup, double x, double y, double width, double size, double align)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans");
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (page->text, font);
  pango_layout_set_width (page->text, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (page->text, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (page->text, align > 0.75 ? PANGO_ALIGN_RIGHT : align > 0.25 ? PANGO_ALIGN_CENTER
                                                                                         : PANGO_ALIGN_LEFT);
  pango_layout_set_markup (page->text, markup, -1);
  int w, h;
  pango_layout_get_size (page->text, &w, &h);
  cairo_set_source_rgb (page->cr, 0.1, 0.1, 0.1);
  cairo_move_to (page->cr, x, y);
  pango_cairo_show_layout (page->cr, page->text);
  return (double) h / PANGO_SCALE;
}

/* One paragraph across the page, then the next line under it. */
static void
paragraph (Page *page, const char *markup, double size, double space_after)
{
  page->y += text_at (page, markup, MARGIN, page->y, PAGE_WIDTH - 2 * MARGIN, size, 0) + space_after;
}

static char *
format_interval (const SwBalanceEstimate *e, double scale, const char *unit)
{
  if (!e->known)
    return g_strdup_printf ("%.1f%s", e->mean * scale, unit);
  /* Translators: a mean, then its 95 % interval, e.g. "41.0 % (35.2–46.8 %)". */
  return g_strdup_printf (_("%.1f%s (%.1f–%.1f%s)"), e->mean * scale, unit, e->low * scale, e->high * scale, unit);
}

static void
draw_board (Page *page, SwBalanceReport *report, SwMap *map, double height)
{
  g_autoptr(SwRenderLayout) layout = sw_render_layout_new (map);
  if (layout->width <= 0 || layout->height <= 0)
    return;
  double box_w = PAGE_WIDTH - 2 * MARGIN, box_h = height;
  double scale = MIN (box_w / layout->width, box_h / layout->height);
  double x = MARGIN + (box_w - layout->width * scale) / 2;
  g_autoptr(SwHeatMap) heat = sw_balance_report_heat_map (report);
  SwRenderOptions options;
  sw_render_options_init (&options);
  options.show_icons = FALSE;

  cairo_save (page->cr);
  cairo_rectangle (page->cr, x, page->y, layout->width * scale, layout->height * scale);
  cairo_clip (page->cr);
  cairo_translate (page->cr, x, page->y);
  cairo_scale (page->cr, scale, scale);
  cairo_translate (page->cr, -layout->x, -layout->y);
  sw_render_map (page->cr, map, layout, &options);
  sw_render_heat_map (page->cr, map, layout, heat, 0.6 / scale);
  cairo_restore (page->cr);

  /* the legend under the board, on the right */
  double legend_w = 170;
  page->y += layout->height * scale + 8;
  double legend_h = sw_render_heat_legend (page->cr, heat, PAGE_WIDTH - MARGIN - legend_w, page->y, legend_w, 9);
  page->y += legend_h + 10;
}

static void
draw_seats (Page *page, SwBalanceReport *report)
{
  const SwBalanceOptions *options = sw_balance_report_get_options (report);
  const double columns[] = { MARGIN, MARGIN + 70, MARGIN + 250 };
  g_autofree char *seat = g_markup_printf_escaped ("<b>%s</b>", _("Seat"));
  g_autofree char *wins = g_markup_printf_escaped ("<b>%s</b>", _("Wins (95-percent interval)"));
  g_autofree char *coins = g_markup_printf_escaped ("<b>%s</b>", _("Mean coins (95-percent interval)"));
  text_at (page, seat, columns[0], page->y, 70, 10, 0);
  text_at (page, wins, columns[1], page->y, 180, 10, 0);
  page->y += text_at (page, coins, columns[2], page->y, 200, 10, 0) + 3;
  cairo_set_source_rgba (page->cr, 0, 0, 0, 0.4);
  cairo_set_line_width (page->cr, 0.5);
  cairo_move_to (page->cr, MARGIN, page->y);
  cairo_line_to (page->cr, PAGE_WIDTH - MARGIN, page->y);
  cairo_stroke (page->cr);
  page->y += 3;
  for (guint p = 0; p < options->players; p++)
    {
      SwBalanceEstimate w, c;
      sw_balance_report_get_seat (report, p, &w, &c);
      g_autofree char *number = g_strdup_printf ("%u", p + 1);
      g_autofree char *w_text = format_interval (&w, 100, " %");
      g_autofree char *c_text = format_interval (&c, 1, "");
      g_autofree char *w_markup = g_markup_escape_text (w_text, -1);
      g_autofree char *c_markup = g_markup_escape_text (c_text, -1);
      text_at (page, number, columns[0], page->y, 70, 10, 0);
      text_at (page, w_markup, columns[1], page->y, 180, 10, 0);
      page->y += text_at (page, c_markup, columns[2], page->y, 200, 10, 0) + 2;
    }
  page->y += 6;
  for (guint p = 0; p < options->players; p++)
    {
      g_autofree char *reading = sw_balance_report_describe_seat (report, p);
      g_autofree char *markup = g_markup_escape_text (reading, -1);
      paragraph (page, markup, 9.5, 1);
    }
  page->y += 8;
}

static void
draw_entries (Page *page, SwBalanceReport *report, gboolean powers)
{
  guint n = sw_balance_report_get_n_entries (report, powers);
  if (n == 0)
    return;
  const char *best, *worst;
  double best_coins, worst_coins;
  sw_balance_report_get_entry (report, powers, 0, NULL, &best, NULL, &best_coins);
  sw_balance_report_get_entry (report, powers, n - 1, NULL, &worst, NULL, &worst_coins);
  g_autofree char *line = powers
    /* Translators: the strongest power and its mean coins, then the weakest and its. */
    ? g_markup_printf_escaped (_("<b>Powers</b>: strongest %s (%.1f coins a pick), weakest %s (%.1f)"), best, best_coins,
                               worst, worst_coins)
    /* Translators: the strongest race and its mean coins, then the weakest and its. */
    : g_markup_printf_escaped (_("<b>Races</b>: strongest %s (%.1f coins a pick), weakest %s (%.1f)"), best, best_coins,
                               worst, worst_coins);
  paragraph (page, line, 10, 3);
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
sw_balance_report_to_pdf (SwBalanceReport *report,
                          SwMap           *map,
                          const char      *map_name,
                          GError         **error)
{
  g_return_val_if_fail (report != NULL, NULL);
  g_return_val_if_fail (map != NULL, NULL);
  g_return_val_if_fail (map_name != NULL, NULL);

  const SwBalanceOptions *options = sw_balance_report_get_options (report);
  GByteArray *data = g_byte_array_new ();
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (append_bytes, data, PAGE_WIDTH, PAGE_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, _("Balance Report"));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Small World Companion");
  cairo_t *cr = cairo_create (surface);
  Page page = { cr, pango_cairo_create_layout (cr), MARGIN };

  /* Translators: the title of the page; %s is the map. */
  g_autofree char *title = g_markup_printf_escaped (_("<b>Balance Report: %s</b>"), map_name);
  paragraph (&page, title, 17, 4);
  const SwCatalog *catalog = sw_catalog_get (sw_balance_report_get_edition (report));
  const char *edition = catalog != NULL ? sw_text_pick (catalog->names) : NULL;
  /* Translators: the edition's name, players, games, "greedy" or "random", the seed. */
  g_autofree char *facts = g_markup_printf_escaped (_("Edition: %s · %u players · %u games · %s bots · seed %u"),
                                                    edition != NULL ? edition : sw_balance_report_get_edition (report),
                                                    options->players, options->games,
                                                    options->policy == SW_BOT_RANDOM ? _("random") : _("greedy"),
                                                    options->seed);
  paragraph (&page, facts, 10, 1);
  g_autofree char *length = g_markup_printf_escaped (_("Mean game: %.1f rounds, %.1f actions"),
                                                     sw_balance_report_get_mean_rounds (report),
                                                     sw_balance_report_get_mean_actions (report));
  paragraph (&page, length, 10, 1);
  if (sw_balance_report_get_engine_warnings (report) > 0)
    {
      g_autofree char *warning = g_markup_printf_escaped (_("The engine warned %u times: the figures cannot be trusted."),
                                                          sw_balance_report_get_engine_warnings (report));
      paragraph (&page, warning, 10, 1);
    }
  page.y += 8;

  draw_board (&page, report, map, 360);
  draw_seats (&page, report);
  draw_entries (&page, report, FALSE);
  draw_entries (&page, report, TRUE);
  page.y = MAX (page.y + 6, PAGE_HEIGHT - MARGIN - 24);
  g_autofree char *note = g_markup_printf_escaped ("<i>%s</i>",
                                                   _("Games of bots, not of people: the figures show how the map plays "
                                                     "for simple players, within the intervals given."));
  paragraph (&page, note, 8.5, 0);

  g_object_unref (page.text);
  cairo_show_page (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_status_t status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_byte_array_unref (data);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The PDF could not be drawn: %s"),
                   cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (data);
}

gboolean
sw_balance_report_save_pdf (SwBalanceReport *report,
                            SwMap           *map,
                            const char      *map_name,
                            const char      *path,
                            GError         **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_autoptr(GBytes) bytes = sw_balance_report_to_pdf (report, map, map_name, error);
  return bytes != NULL && sw_save_bytes (path, bytes, error);
}
