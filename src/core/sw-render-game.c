/* sw-render-game.c: draws a game's occupants over the rendered map: owners, tokens, decline, markers. */
#include "config.h"
#define G_LOG_DOMAIN "sw-render"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "sw-render-game.h"

/* Distinct at a glance and readable with white digits on top. */
static const char *const seat_colours[] = {
  "#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#00838f",
};

const char *
sw_render_seat_colour (guint seat)
{
  return seat_colours[seat % G_N_ELEMENTS (seat_colours)];
}

static void
parse_colour (const char *text, double rgb[3])
{
  guint value = 0;

  if (text == NULL || text[0] != '#' || strlen (text) != 7 || sscanf (text + 1, "%6x", &value) != 1)
    {
      rgb[0] = rgb[1] = rgb[2] = 0.5;
      return;
    }
  rgb[0] = ((value >> 16) & 0xff) / 255.0;
  rgb[1] = ((value >> 8) & 0xff) / 255.0;
  rgb[2] = (value & 0xff) / 255.0;
}

void
sw_render_player_colour (SwGame *game, guint seat, double rgb[3])
{
  g_return_if_fail (game != NULL);
  SwPlayer *player = seat < game->players->len ? sw_game_player (game, seat) : NULL;

  parse_colour (player != NULL && player->colour != NULL ? player->colour : sw_render_seat_colour (seat), rgb);
}

static void
draw_text (cairo_t *cr, double x, double y, double size, const char *text, gboolean light)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_new ();
  int w, h;

  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  /* the context is in mm: absolute size in user units */
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &w, &h);
  cairo_move_to (cr, x - w / (2.0 * PANGO_SCALE), y - h / (2.0 * PANGO_SCALE));
  if (light)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
draw_disc (cairo_t *cr, double x, double y, double r, const double rgb[3], gboolean grey, const char *label)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  if (grey)
    cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  else
    cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_fill_preserve (cr);
  /* a decline band keeps a ring of its owner's colour */
  cairo_set_source_rgb (cr, grey ? rgb[0] : 1, grey ? rgb[1] : 1, grey ? rgb[2] : 1);
  cairo_set_line_width (cr, r * 0.25);
  cairo_stroke (cr);
  draw_text (cr, x, y, r * 1.1, label, TRUE);
}

static void
draw_markers (cairo_t *cr, SwGame *game, const SwRegionState *state, double x, double y, double r)
{
  g_autoptr(GString) text = g_string_new (NULL);
  GHashTableIter iter;
  gpointer key, value;

  if (state->markers == NULL || g_hash_table_size (state->markers) == 0)
    return;
  g_hash_table_iter_init (&iter, state->markers);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      /* the user's language: a marker's initial is what the table reads */
      const SwCatalogEntry *entry = game->catalog ? sw_catalog_find (game->catalog, "marker", key) : NULL;
      const char *name = entry != NULL ? sw_catalog_entry_name (entry) : key;
      gunichar first = g_utf8_get_char (name != NULL && *name ? name : key);
      char buf[8] = { 0 };

      g_unichar_to_utf8 (g_unichar_toupper (first), buf);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, buf);
      if (GPOINTER_TO_INT (value) > 1)
        g_string_append_printf (text, "%d", GPOINTER_TO_INT (value));
    }
  cairo_new_path (cr);
  cairo_rectangle (cr, x - r * 1.6, y + r * 1.15, r * 3.2, r * 1.1);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  cairo_fill (cr);
  draw_text (cr, x, y + r * 1.7, r * 0.8, text->str, FALSE);
}

void
sw_render_game_occupants (cairo_t *cr, SwGame *game, const SwRenderLayout *layout)
{
  g_return_if_fail (cr != NULL && game != NULL && layout != NULL);

  cairo_save (cr);
  for (guint i = 0; i < game->regions->len && i < layout->n_regions; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      /* big enough to read on a printed board, small enough for a region */
      double r = CLAMP (layout->radius[i] * 0.32, 3.0, 7.0);
      /* under the region's label, which sits at the anchor */
      double x = layout->anchor_x[i], y = layout->anchor_y[i] + MIN (layout->radius[i] * 0.5, r * 1.4);
      char label[16];

      if (isnan (x) || isnan (y))
        continue;
      if (state->band >= 0 && state->tokens > 0)
        {
          SwBand *band = sw_game_band (game, state->band);
          double rgb[3];

          sw_render_player_colour (game, band->owner, rgb);
          g_snprintf (label, sizeof label, "%d", state->tokens);
          draw_disc (cr, x, y, r, rgb, band->state != SW_BAND_ACTIVE, label);
        }
      else if (state->natives > 0)
        {
          double grey[3] = { 0.35, 0.3, 0.25 };

          g_snprintf (label, sizeof label, "%d", state->natives);
          draw_disc (cr, x, y, r * 0.85, grey, FALSE, label);
        }
      draw_markers (cr, game, state, x, y, r);
    }
  cairo_restore (cr);
}
