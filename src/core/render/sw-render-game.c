/* sw-render-game.c: draws a game's occupants over the rendered map: owners, tokens, decline, markers. */
#include "config.h"
#define G_LOG_DOMAIN "sw-render"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "sw-render-game.h"
#include "sw-render-private.h"

/* Distinct at a glance; the digits on them are white, or dark on the
 * amber (sw_render_light_text). */
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

gboolean
sw_render_light_text (const double rgb[3])
{
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2] < 0.6;
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
  cairo_new_path (cr);
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
  if (grey)
    {
      /* edged in white: the owner's ring stays visible on a terrain of
       * its own colour (green on a forest) */
      cairo_arc (cr, x, y, r * 1.16, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, r * 0.09);
      cairo_stroke (cr);
    }
  draw_text (cr, x, y, r * 1.1, label, grey || sw_render_light_text (rgb));
}

/* ---- marker icons ------------------------------------------------------- */

/* The game's markers (docs/rules.md 3: fortresses, lairs, heroes, the variants'
 * figures, relics and artifacts) as pictures on a token disc, like the
 * editor's start markers (sw_render_draw_icon()), so the board reads as the
 * table does. Each glyph is drawn in a unit square centred on 0, 0. */

static void
set_hex (cairo_t *cr, guint32 hex)
{
  cairo_set_source_rgb (cr, ((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0, (hex & 0xff) / 255.0);
}

/* Fills the closed polygon through @n points (x, y pairs in @xy). */
static void
fill_polygon (cairo_t      *cr,
              const double *xy,
              guint         n)
{
  cairo_move_to (cr, xy[0], xy[1]);
  for (guint i = 1; i < n; i++)
    cairo_line_to (cr, xy[2 * i], xy[2 * i + 1]);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
glyph_fortress (cairo_t *cr)
{
  /* a stone keep with three merlons and a gate */
  set_hex (cr, 0x6d6d72);
  cairo_move_to (cr, -0.30, 0.32);
  cairo_line_to (cr, -0.30, -0.30);
  for (guint i = 0; i < 3; i++)
    {
      double x = -0.30 + i * 0.24;
      cairo_line_to (cr, x + 0.12, -0.30);
      cairo_line_to (cr, x + 0.12, -0.16);
      cairo_line_to (cr, x + 0.24 > 0.30 ? 0.30 : x + 0.24, -0.16);
      cairo_line_to (cr, x + 0.24 > 0.30 ? 0.30 : x + 0.24, -0.30);
    }
  cairo_line_to (cr, 0.30, 0.32);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, 0x2a2420);
  cairo_move_to (cr, -0.09, 0.32);
  cairo_line_to (cr, -0.09, 0.10);
  cairo_arc (cr, 0, 0.10, 0.09, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.09, 0.32);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
glyph_troll_lair (cairo_t *cr)
{
  /* a mossy mound with a dark den and a bone across it */
  set_hex (cr, 0x4f6b2f);
  cairo_move_to (cr, -0.40, 0.30);
  cairo_curve_to (cr, -0.36, -0.38, 0.36, -0.38, 0.40, 0.30);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, 0x14100c);
  cairo_move_to (cr, -0.17, 0.30);
  cairo_curve_to (cr, -0.17, -0.06, 0.17, -0.06, 0.17, 0.30);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, 0xf1ead8);
  cairo_set_line_width (cr, 0.07);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, -0.24, -0.16);
  cairo_line_to (cr, 0.24, -0.04);
  cairo_stroke (cr);
}

static void
glyph_encampment (cairo_t *cr)
{
  /* a tent with its door open and a pennant */
  set_hex (cr, 0xc0894a);
  fill_polygon (cr, (const double[]) { -0.38, 0.30, 0, -0.28, 0.38, 0.30 }, 3);
  set_hex (cr, 0x3b2612);
  fill_polygon (cr, (const double[]) { -0.10, 0.30, 0, 0.02, 0.10, 0.30 }, 3);
  set_hex (cr, 0xb3261e);
  fill_polygon (cr, (const double[]) { 0, -0.28, 0, -0.42, 0.16, -0.36 }, 3);
}

static void
glyph_hole (cairo_t *cr)
{
  /* a hole in the ground: dark pit in a ring of earth */
  cairo_save (cr);
  cairo_scale (cr, 1.0, 0.6);
  set_hex (cr, 0x8a6a43);
  cairo_arc (cr, 0, 0.08, 0.38, 0, 2 * G_PI);
  cairo_fill (cr);
  set_hex (cr, 0x0d0a08);
  cairo_arc (cr, 0, 0.10, 0.26, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
glyph_shield (cairo_t *cr, guint32 field, guint32 charge)
{
  /* a heater shield with a star: the hero; the Aegis in gold */
  set_hex (cr, field);
  cairo_move_to (cr, -0.30, -0.32);
  cairo_line_to (cr, 0.30, -0.32);
  cairo_line_to (cr, 0.30, -0.02);
  cairo_curve_to (cr, 0.30, 0.20, 0.10, 0.32, 0, 0.38);
  cairo_curve_to (cr, -0.10, 0.32, -0.30, 0.20, -0.30, -0.02);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, charge);
  for (guint i = 0; i < 10; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / 5;
      double r = (i % 2) ? 0.08 : 0.19;
      if (i == 0)
        cairo_move_to (cr, r * cos (angle), r * sin (angle));
      else
        cairo_line_to (cr, r * cos (angle), r * sin (angle));
    }
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
glyph_dragon (cairo_t *cr)
{
  /* a red dragon in flight: spread wings, body and tail */
  set_hex (cr, 0xb71c1c);
  cairo_move_to (cr, 0, -0.06);
  cairo_line_to (cr, -0.42, -0.30);
  cairo_line_to (cr, -0.30, -0.06);
  cairo_line_to (cr, -0.40, 0.02);
  cairo_line_to (cr, -0.10, 0.06);
  cairo_close_path (cr);
  fill_polygon (cr, (const double[]) { 0, -0.06, 0.42, -0.30, 0.30, -0.06, 0.40, 0.02, 0.10, 0.06 }, 5);
  cairo_save (cr);
  cairo_scale (cr, 0.6, 1.0);
  cairo_arc (cr, 0, 0.04, 0.14, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  cairo_arc (cr, 0, -0.20, 0.08, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_line_width (cr, 0.06);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, 0, 0.16);
  cairo_curve_to (cr, 0.02, 0.30, 0.16, 0.30, 0.20, 0.38);
  cairo_stroke (cr);
}

static void
glyph_flame (cairo_t *cr, guint32 outer, guint32 inner)
{
  /* the Balrog's fire; Al'ar's ashes in gold */
  set_hex (cr, outer);
  cairo_move_to (cr, 0, -0.40);
  cairo_curve_to (cr, 0.16, -0.16, 0.34, -0.04, 0.28, 0.16);
  cairo_curve_to (cr, 0.22, 0.34, -0.22, 0.34, -0.28, 0.16);
  cairo_curve_to (cr, -0.32, -0.02, -0.14, -0.10, -0.10, -0.24);
  cairo_curve_to (cr, -0.02, -0.14, 0.02, -0.24, 0, -0.40);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, inner);
  cairo_move_to (cr, 0, -0.08);
  cairo_curve_to (cr, 0.12, 0.06, 0.16, 0.14, 0.12, 0.22);
  cairo_curve_to (cr, 0.06, 0.30, -0.06, 0.30, -0.12, 0.22);
  cairo_curve_to (cr, -0.16, 0.12, -0.06, 0.04, 0, -0.08);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
glyph_great_ancient (cairo_t *cr)
{
  /* an elder thing: one eye over tentacles */
  set_hex (cr, 0x4a2c6b);
  cairo_arc (cr, 0, -0.10, 0.24, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_line_width (cr, 0.07);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (gint i = -2; i <= 2; i++)
    {
      cairo_move_to (cr, i * 0.09, 0.06);
      cairo_curve_to (cr, i * 0.14, 0.20, i * 0.20 + 0.06, 0.26, i * 0.18, 0.38);
    }
  cairo_stroke (cr);
  set_hex (cr, 0xf5e663);
  cairo_arc (cr, 0, -0.12, 0.10, 0, 2 * G_PI);
  cairo_fill (cr);
  set_hex (cr, 0x000000);
  cairo_arc (cr, 0, -0.12, 0.04, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
glyph_ghost (cairo_t *cr)
{
  /* Lara's ghost: a pale sheet with a wavy hem */
  set_hex (cr, 0x9fb3c8);
  cairo_move_to (cr, -0.26, 0.34);
  cairo_line_to (cr, -0.26, -0.08);
  cairo_arc (cr, 0, -0.08, 0.26, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.26, 0.34);
  cairo_line_to (cr, 0.13, 0.24);
  cairo_line_to (cr, 0, 0.34);
  cairo_line_to (cr, -0.13, 0.24);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, 0x1b1b1b);
  cairo_arc (cr, -0.09, -0.08, 0.05, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 0.09, -0.08, 0.05, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
glyph_crown (cairo_t *cr)
{
  /* the Queen: a gold crown */
  set_hex (cr, 0xe0a800);
  fill_polygon (cr, (const double[]) { -0.34, 0.24, -0.36, -0.22, -0.16, 0.0,
                                       0, -0.30, 0.16, 0.0, 0.36, -0.22, 0.34, 0.24 }, 7);
  set_hex (cr, 0xc62828);
  cairo_arc (cr, 0, 0.10, 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
glyph_mushroom (cairo_t *cr)
{
  /* mushroom armor: a red cap with white spots on a stem */
  set_hex (cr, 0xefe6d2);
  cairo_rectangle (cr, -0.08, -0.02, 0.16, 0.36);
  cairo_fill (cr);
  set_hex (cr, 0xc62828);
  cairo_move_to (cr, -0.38, 0.04);
  cairo_curve_to (cr, -0.38, -0.44, 0.38, -0.44, 0.38, 0.04);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, 0xffffff);
  cairo_arc (cr, -0.16, -0.10, 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 0.10, -0.20, 0.05, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 0.18, -0.04, 0.04, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
glyph_blade (cairo_t *cr, guint32 blade, guint32 hilt, double length)
{
  /* a sword, point up: the Killer Rabbit's, Frostmourne in ice; a dagger for vengeance */
  set_hex (cr, blade);
  fill_polygon (cr, (const double[]) { 0, -0.42, 0.07, -0.42 + length * 0.14,
                                       0.07, -0.42 + length, -0.07, -0.42 + length, -0.07, -0.42 + length * 0.14 }, 5);
  set_hex (cr, hilt);
  cairo_rectangle (cr, -0.22, -0.42 + length, 0.44, 0.07);
  cairo_fill (cr);
  cairo_rectangle (cr, -0.05, -0.35 + length, 0.10, 0.16);
  cairo_fill (cr);
  cairo_arc (cr, 0, -0.14 + length, 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
glyph_hammer (cairo_t *cr, guint32 head, guint32 handle)
{
  /* a war hammer: silver (Iron Dwarves), dark (Doomhammer) */
  set_hex (cr, handle);
  cairo_set_line_width (cr, 0.09);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, -0.26, 0.34);
  cairo_line_to (cr, 0.10, -0.10);
  cairo_stroke (cr);
  set_hex (cr, head);
  cairo_save (cr);
  cairo_translate (cr, 0.12, -0.14);
  cairo_rotate (cr, G_PI / 4);
  cairo_rectangle (cr, -0.30, -0.11, 0.60, 0.22);
  cairo_restore (cr);
  cairo_fill (cr);
}

static void
glyph_bag (cairo_t *cr)
{
  /* the Bag: a tied sack */
  set_hex (cr, 0x9c6b30);
  cairo_move_to (cr, -0.10, -0.16);
  cairo_curve_to (cr, -0.40, 0.0, -0.38, 0.36, 0, 0.36);
  cairo_curve_to (cr, 0.38, 0.36, 0.40, 0.0, 0.10, -0.16);
  cairo_close_path (cr);
  cairo_fill (cr);
  fill_polygon (cr, (const double[]) { -0.10, -0.16, -0.18, -0.34, 0.18, -0.34, 0.10, -0.16 }, 4);
  set_hex (cr, 0xe0c060);
  cairo_rectangle (cr, -0.14, -0.20, 0.28, 0.05);
  cairo_fill (cr);
}

static void
glyph_doormat (cairo_t *cr)
{
  /* the Flying Doormat: a carpet with fringes and a pattern */
  set_hex (cr, 0x7b1fa2);
  cairo_rectangle (cr, -0.30, -0.20, 0.60, 0.40);
  cairo_fill (cr);
  set_hex (cr, 0xffca28);
  cairo_rectangle (cr, -0.20, -0.10, 0.40, 0.20);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.03);
  for (guint i = 0; i < 5; i++)
    {
      double y = -0.18 + i * 0.09;
      cairo_move_to (cr, -0.30, y);
      cairo_line_to (cr, -0.40, y);
      cairo_move_to (cr, 0.30, y);
      cairo_line_to (cr, 0.40, y);
    }
  cairo_stroke (cr);
}

static void
glyph_ring (cairo_t *cr)
{
  /* Froggy's Ring: a gold band with a green stone */
  set_hex (cr, 0xd4a017);
  cairo_set_line_width (cr, 0.09);
  cairo_arc (cr, 0, 0.08, 0.24, 0, 2 * G_PI);
  cairo_stroke (cr);
  set_hex (cr, 0x2e7d32);
  fill_polygon (cr, (const double[]) { 0, -0.36, 0.13, -0.20, 0, -0.06, -0.13, -0.20 }, 4);
}

static void
glyph_socks (cairo_t *cr)
{
  /* the Stinky Troll's Socks: a sock and green fumes */
  set_hex (cr, 0xa1887f);
  cairo_move_to (cr, -0.22, -0.30);
  cairo_line_to (cr, 0.02, -0.30);
  cairo_line_to (cr, 0.02, 0.10);
  cairo_line_to (cr, 0.26, 0.12);
  cairo_curve_to (cr, 0.36, 0.14, 0.36, 0.34, 0.24, 0.34);
  cairo_line_to (cr, -0.14, 0.34);
  cairo_curve_to (cr, -0.22, 0.34, -0.22, 0.26, -0.22, 0.20);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, 0x7cb342);
  cairo_set_line_width (cr, 0.05);
  for (guint i = 0; i < 2; i++)
    {
      double x = 0.14 + i * 0.14;
      cairo_move_to (cr, x, -0.04);
      cairo_curve_to (cr, x - 0.08, -0.14, x + 0.08, -0.22, x, -0.34);
    }
  cairo_stroke (cr);
}

static void
glyph_scepter (cairo_t *cr)
{
  /* the Scepter of Avarice: a gold rod with a coin-like orb */
  set_hex (cr, 0xb8860b);
  cairo_set_line_width (cr, 0.08);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, -0.24, 0.34);
  cairo_line_to (cr, 0.10, -0.10);
  cairo_stroke (cr);
  set_hex (cr, 0xffd54f);
  cairo_arc (cr, 0.16, -0.18, 0.15, 0, 2 * G_PI);
  cairo_fill (cr);
  set_hex (cr, 0xb8860b);
  cairo_arc (cr, 0.16, -0.18, 0.07, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
glyph_orb (cairo_t *cr)
{
  /* the Shiny Orb: a glowing blue sphere with a highlight */
  cairo_pattern_t *glow = cairo_pattern_create_radial (-0.08, -0.10, 0.02, 0, 0, 0.32);
  cairo_pattern_add_color_stop_rgb (glow, 0, 0.85, 0.95, 1.0);
  cairo_pattern_add_color_stop_rgb (glow, 1, 0.08, 0.40, 0.75);
  cairo_set_source (cr, glow);
  cairo_arc (cr, 0, 0, 0.32, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (glow);
}

static void
glyph_heart (cairo_t *cr)
{
  /* the Heart of Azeroth */
  set_hex (cr, 0xd84315);
  cairo_move_to (cr, 0, 0.34);
  cairo_curve_to (cr, -0.44, 0.02, -0.30, -0.40, 0, -0.16);
  cairo_curve_to (cr, 0.30, -0.40, 0.44, 0.02, 0, 0.34);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, 0xffcc80);
  cairo_arc (cr, -0.12, -0.10, 0.05, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
glyph_bomb (cairo_t *cr)
{
  /* a Goblin bomb: black ball, fuse and spark */
  set_hex (cr, 0x212121);
  cairo_arc (cr, -0.04, 0.08, 0.28, 0, 2 * G_PI);
  cairo_fill (cr);
  set_hex (cr, 0x795548);
  cairo_set_line_width (cr, 0.05);
  cairo_move_to (cr, 0.14, -0.14);
  cairo_curve_to (cr, 0.20, -0.26, 0.28, -0.26, 0.30, -0.32);
  cairo_stroke (cr);
  set_hex (cr, 0xff9800);
  cairo_arc (cr, 0.31, -0.34, 0.07, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
glyph_target (cairo_t *cr)
{
  /* the Humans' objective: a target */
  for (guint i = 0; i < 3; i++)
    {
      set_hex (cr, i % 2 ? 0xffffff : 0xc62828);
      cairo_arc (cr, 0, 0, 0.36 - i * 0.12, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
glyph_champion (cairo_t *cr)
{
  /* the Champion: a plumed helmet */
  set_hex (cr, 0x90a4ae);
  cairo_move_to (cr, -0.26, 0.32);
  cairo_line_to (cr, -0.26, -0.04);
  cairo_curve_to (cr, -0.26, -0.30, 0.26, -0.30, 0.26, -0.04);
  cairo_line_to (cr, 0.26, 0.32);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_hex (cr, 0x263238);
  cairo_rectangle (cr, -0.18, 0.02, 0.36, 0.06);
  cairo_fill (cr);
  cairo_rectangle (cr, -0.03, 0.02, 0.06, 0.24);
  cairo_fill (cr);
  set_hex (cr, 0xc62828);
  cairo_move_to (cr, 0, -0.24);
  cairo_curve_to (cr, 0.10, -0.44, 0.30, -0.40, 0.36, -0.30);
  cairo_curve_to (cr, 0.24, -0.32, 0.10, -0.28, 0.04, -0.20);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
glyph_palisade (cairo_t *cr)
{
  /* a fort: pointed wooden stakes */
  set_hex (cr, 0x8d5524);
  for (gint i = -2; i <= 2; i++)
    {
      double x = i * 0.14;
      cairo_move_to (cr, x - 0.06, 0.32);
      cairo_line_to (cr, x - 0.06, -0.16);
      cairo_line_to (cr, x, -0.30);
      cairo_line_to (cr, x + 0.06, -0.16);
      cairo_line_to (cr, x + 0.06, 0.32);
      cairo_close_path (cr);
    }
  cairo_fill (cr);
  set_hex (cr, 0x4e2c10);
  cairo_rectangle (cr, -0.36, 0.02, 0.72, 0.06);
  cairo_fill (cr);
}

static void
glyph_wisp_wall (cairo_t *cr)
{
  /* the Night Elves' wisp wall: a row of glowing wisps */
  for (gint i = -1; i <= 1; i++)
    {
      cairo_pattern_t *glow = cairo_pattern_create_radial (i * 0.24, 0.02, 0.0, i * 0.24, 0.02, 0.16);
      cairo_pattern_add_color_stop_rgba (glow, 0, 0.85, 1.0, 0.95, 1);
      cairo_pattern_add_color_stop_rgba (glow, 1, 0.10, 0.65, 0.55, 1);
      cairo_set_source (cr, glow);
      cairo_arc (cr, i * 0.24, 0.02, 0.14, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_pattern_destroy (glow);
    }
  set_hex (cr, 0x00796b);
  cairo_set_line_width (cr, 0.05);
  cairo_move_to (cr, -0.40, 0.26);
  cairo_curve_to (cr, -0.20, 0.16, 0.20, 0.36, 0.40, 0.26);
  cairo_stroke (cr);
}

static void
glyph_harmony (cairo_t *cr)
{
  /* the Pandaren's harmony: yin and yang */
  const double r = 0.34;
  set_hex (cr, 0x111111);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_fill (cr);
  set_hex (cr, 0xffffff);
  cairo_arc (cr, 0, 0, r, -G_PI / 2, G_PI / 2);
  cairo_arc_negative (cr, 0, r / 2, r / 2, G_PI / 2, -G_PI / 2);
  cairo_arc (cr, 0, -r / 2, r / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_arc (cr, 0, r / 2, 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
  set_hex (cr, 0x111111);
  cairo_arc (cr, 0, -r / 2, 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
glyph_paw (cairo_t *cr)
{
  /* a beast: a paw print */
  set_hex (cr, 0x5d4037);
  cairo_save (cr);
  cairo_scale (cr, 1.0, 0.8);
  cairo_arc (cr, 0, 0.18, 0.18, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  for (gint i = 0; i < 4; i++)
    {
      double angle = G_PI * (1.15 + i * 0.233);
      cairo_arc (cr, 0.30 * cos (angle), -0.02 + 0.30 * sin (angle), 0.08, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
glyph_watchtower (cairo_t *cr)
{
  /* the Defender's watchtower: a tall tower under a pointed roof */
  set_hex (cr, 0x8d6e63);
  cairo_rectangle (cr, -0.13, -0.14, 0.26, 0.48);
  cairo_fill (cr);
  set_hex (cr, 0x1565c0);
  fill_polygon (cr, (const double[]) { -0.24, -0.12, 0, -0.42, 0.24, -0.12 }, 3);
  set_hex (cr, 0x212121);
  cairo_rectangle (cr, -0.05, -0.06, 0.10, 0.12);
  cairo_fill (cr);
}

static void
glyph_black_mountain (cairo_t *cr)
{
  /* Underground's black mountain: a dark double peak, not the base game's snowy one */
  set_hex (cr, 0x262626);
  fill_polygon (cr, (const double[]) { -0.40, 0.28, -0.14, -0.22, 0.0, 0.0, 0.14, -0.32, 0.40, 0.28 }, 5);
  set_hex (cr, 0x6a6a6a);
  fill_polygon (cr, (const double[]) { 0.14, -0.32, 0.22, -0.14, 0.10, -0.18 }, 3);
}

static void
glyph_place (cairo_t *cr)
{
  /* a famous or legendary place: a columned temple in gold */
  set_hex (cr, 0xb8860b);
  fill_polygon (cr, (const double[]) { -0.38, -0.14, 0, -0.38, 0.38, -0.14 }, 3);
  cairo_rectangle (cr, -0.36, 0.24, 0.72, 0.10);
  cairo_fill (cr);
  for (gint i = -1; i <= 2; i++)
    cairo_rectangle (cr, -0.29 + (i + 1) * 0.16, -0.10, 0.09, 0.32);
  cairo_fill (cr);
}

static void
glyph_die (cairo_t *cr)
{
  set_hex (cr, 0xfafafa);
  cairo_rectangle (cr, -0.28, -0.28, 0.56, 0.56);
  cairo_fill_preserve (cr);
  set_hex (cr, 0x333333);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
  for (gint i = -1; i <= 1; i++)
    {
      cairo_arc (cr, i * 0.14, i * 0.14, 0.05, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
glyph_hero (cairo_t *cr)
{
  glyph_shield (cr, 0x1565c0, 0xffd54f);
}

static void
glyph_aegis_of_aggramar (cairo_t *cr)
{
  glyph_shield (cr, 0xc9a227, 0x5d4037);
}

static void
glyph_balrog (cairo_t *cr)
{
  glyph_flame (cr, 0xbf360c, 0xffb300);
}

static void
glyph_ashes_of_alar (cairo_t *cr)
{
  glyph_flame (cr, 0xff8f00, 0xfff176);
}

static void
glyph_vengeance (cairo_t *cr)
{
  glyph_blade (cr, 0x8b0000, 0x3e2723, 0.46);
}

static void
glyph_sword_of_the_killer_rabbit (cairo_t *cr)
{
  glyph_blade (cr, 0xb0bec5, 0x6d4c41, 0.58);
}

static void
glyph_frostmourne (cairo_t *cr)
{
  glyph_blade (cr, 0x4fc3f7, 0x263238, 0.58);
}

static void
glyph_silver_hammer (cairo_t *cr)
{
  glyph_hammer (cr, 0xb0bec5, 0x6d4c41);
}

static void
glyph_doomhammer (cairo_t *cr)
{
  glyph_hammer (cr, 0x37474f, 0x3e2723);
}

/* Each game marker with a picture of its own, and how to draw it on a
 * disc of size 1 centred on the origin. */
typedef void (*GlyphFunc) (cairo_t *cr);

static const struct {
  const char *marker;
  GlyphFunc draw;
} glyphs[] = {
  { "fortress", glyph_fortress },
  { "troll-lair", glyph_troll_lair },
  { "encampment", glyph_encampment },
  { "hole", glyph_hole },
  { "hero", glyph_hero },
  { "aegis-of-aggramar", glyph_aegis_of_aggramar },
  { "dragon", glyph_dragon },
  { "balrog", glyph_balrog },
  { "ashes-of-alar", glyph_ashes_of_alar },
  { "great-ancient", glyph_great_ancient },
  { "lara-ghost", glyph_ghost },
  { "queen", glyph_crown },
  { "mushroom-armor", glyph_mushroom },
  { "vengeance", glyph_vengeance },
  { "sword-of-the-killer-rabbit", glyph_sword_of_the_killer_rabbit },
  { "frostmourne", glyph_frostmourne },
  { "silver-hammer", glyph_silver_hammer },
  { "doomhammer", glyph_doomhammer },
  { "bag", glyph_bag },
  { "flying-doormat", glyph_doormat },
  { "froggys-ring", glyph_ring },
  { "stinky-trolls-socks", glyph_socks },
  { "scepter-of-avarice", glyph_scepter },
  { "shiny-orb", glyph_orb },
  { "heart-of-azeroth", glyph_heart },
  { "bomb", glyph_bomb },
  { "objective", glyph_target },
  { "champion", glyph_champion },
  { "fort", glyph_palisade },
  { "wisp-wall", glyph_wisp_wall },
  { "harmony", glyph_harmony },
  { "beast", glyph_paw },
  { "watchtower", glyph_watchtower },
  { "die", glyph_die },
  { "black-mountain", glyph_black_mountain },
  { "place", glyph_place },
};

/* Markers the editor's icons already draw (sw-render-icons.c). */
static const char *const shared_icons[] = {
  "lost-tribe", "mountain", "monster", "murloc", "volcano", "treasure",
};

static GlyphFunc
find_glyph (const char *marker)
{
  for (guint i = 0; i < G_N_ELEMENTS (glyphs); i++)
    if (g_str_equal (glyphs[i].marker, marker))
      return glyphs[i].draw;
  return NULL;
}

static gboolean
is_shared_icon (const char *marker)
{
  for (guint i = 0; i < G_N_ELEMENTS (shared_icons); i++)
    if (g_str_equal (shared_icons[i], marker))
      return TRUE;
  return FALSE;
}

gboolean
sw_render_game_marker_has_icon (const char *marker)
{
  g_return_val_if_fail (marker != NULL, FALSE);
  return find_glyph (marker) != NULL || is_shared_icon (marker);
}

void
sw_render_game_marker (cairo_t *cr, const char *marker, double cx, double cy, double size)
{
  GlyphFunc draw;

  g_return_if_fail (cr != NULL && marker != NULL);

  /* the editor's icons start their disc from the current point */
  cairo_new_path (cr);
  draw = find_glyph (marker);
  if (draw == NULL)
    {
      /* the editor's own icon, or a lettered disc as the editor draws
       * for what it does not know */
      sw_render_draw_icon (cr, marker, TRUE, cx, cy, size);
      return;
    }
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  /* the token disc of the editor's start markers */
  cairo_new_path (cr);
  cairo_arc (cr, 0, 0, 0.5, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.88, 0.85, 0.78);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.18, 0.16);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
  cairo_new_path (cr);
  draw (cr);
  cairo_restore (cr);
}

static gint
compare_ids (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The region's markers as icons in a row under its occupant, each with its
 * count when more than one lies there; in id order, so the picture is the
 * same at every redraw. */
/* ---- where the discs and markers go -------------------------------------- */

/* How far (@px, @py) lies inside @region's outline, clear of its holes: the
 * distance to its nearest border, negative outside. */
static double
region_clearance (SwMap *map, const SwRegion *region, double dx, double dy, double px, double py)
{
  gboolean inside = FALSE;
  double best = G_MAXDOUBLE;

  for (guint r = 0; r < 1 + (region->holes != NULL ? region->holes->len : 0); r++)
    {
      const SwRing *ring = r == 0 ? region->outline : g_ptr_array_index (region->holes, r - 1);
      guint n = ring != NULL ? ring->ids->len : 0;

      for (guint k = 0; k < n; k++)
        {
          SwVertex *a = sw_map_get_vertex (map, g_array_index (ring->ids, guint, k));
          SwVertex *b = sw_map_get_vertex (map, g_array_index (ring->ids, guint, (k + 1) % n));
          double ax, ay, bx, by, ex, ey, len2, t;

          if (a == NULL || b == NULL)
            continue;
          ax = a->x + dx, ay = a->y + dy, bx = b->x + dx, by = b->y + dy;
          if ((ay > py) != (by > py) && px < ax + (py - ay) * (bx - ax) / (by - ay))
            inside = !inside;
          ex = bx - ax, ey = by - ay;
          len2 = ex * ex + ey * ey;
          t = len2 > 0 ? CLAMP (((px - ax) * ex + (py - ay) * ey) / len2, 0, 1) : 0;
          best = MIN (best, hypot (px - (ax + t * ex), py - (ay + t * ey)));
        }
    }
  return inside ? best : -best;
}

/* The free spot nearest (@want_x, @want_y) for a circle of @r in @region:
 * inside it, a little clear of its borders (and so of the board's edge),
 * and clear of the @n_avoid circles of @avoid (x, y, r). Shrinks the circle
 * down to half where nothing fits; FALSE when even that does not. */
static gboolean
place_circle (SwMap *map, const SwRegion *region, const double *bbox, double want_x, double want_y,
              double *r, const double *avoid, guint n_avoid, double *x, double *y)
{
  double dx, dy, reach;

  if (region->outline == NULL || !isfinite (bbox[0]))
    return FALSE;
  sw_render_region_offset (map, region, &dx, &dy);
  reach = hypot (bbox[2] - bbox[0], bbox[3] - bbox[1]);
  for (double shrink = 1.0; shrink > 0.45; shrink -= 0.125)
    {
      double rr = *r * shrink, step = MAX (rr * 0.5, 0.4), margin = rr * 0.15;

      /* rings of candidates around the wanted spot, nearest first */
      for (double d = 0; d <= reach; d += step)
        {
          guint n = d == 0 ? 1 : MAX (8, (guint) ceil (2 * G_PI * d / step));

          for (guint k = 0; k < n; k++)
            {
              /* starting straight down, where the eye looks for it */
              double a = G_PI / 2 + 2 * G_PI * k / n;
              double cx = want_x + d * cos (a), cy = want_y + d * sin (a);
              gboolean clear = cx - rr >= bbox[0] && cx + rr <= bbox[2] && cy - rr >= bbox[1] && cy + rr <= bbox[3];

              for (guint o = 0; clear && o < n_avoid; o++)
                clear = hypot (cx - avoid[3 * o], cy - avoid[3 * o + 1]) >= rr + avoid[3 * o + 2] + margin;
              if (clear && region_clearance (map, region, dx, dy, cx, cy) >= rr + margin)
                {
                  *x = cx, *y = cy, *r = rr;
                  return TRUE;
                }
            }
        }
    }
  return FALSE;
}

static guint
marker_ids (const SwRegionState *state, GPtrArray *ids)
{
  GHashTableIter iter;
  gpointer key, value;

  if (state->markers != NULL)
    {
      g_hash_table_iter_init (&iter, state->markers);
      while (g_hash_table_iter_next (&iter, &key, &value))
        if (GPOINTER_TO_INT (value) > 0)
          g_ptr_array_add (ids, key);
    }
  g_ptr_array_sort (ids, compare_ids);
  /* the place or relic revealed here comes first: a relic as itself, a
   * place (famous or legendary) as a temple; the panel names it */
  if (state->place != NULL)
    g_ptr_array_insert (ids, 0, sw_render_game_marker_has_icon (state->place) ? state->place : (gpointer) "place");
  return ids->len;
}

guint
sw_render_game_region_circles (SwGame *game, const SwRenderLayout *layout, guint index, double min_r,
                               double *xyr, guint max)
{
  SwMap *map = game->map;
  const SwRegion *region;
  SwRegionState *state;
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GArray) avoid = g_array_new (FALSE, FALSE, sizeof (double));
  double symbols[3 * 16];
  guint n_symbols, n = 0;
  double r, x, y;

  g_return_val_if_fail (game != NULL && layout != NULL, 0);
  if (index >= layout->n_regions || index >= game->regions->len || max == 0
      || isnan (layout->anchor_x[index]) || isnan (layout->anchor_y[index]))
    return 0;
  region = g_ptr_array_index (map->regions, index);
  state = sw_game_region_state (game, index);
  /* big enough to read on a printed board, small enough for a region */
  r = MAX (CLAMP (layout->radius[index] * 0.34, 3.0, 9.0), min_r);
  /* under the region's label, which sits at the anchor */
  x = layout->anchor_x[index];
  y = layout->anchor_y[index] + MIN (layout->radius[index] * 0.5, r * 1.4);
  n_symbols = sw_render_symbol_circles (map, layout, index, symbols, G_N_ELEMENTS (symbols) / 3);
  g_array_append_vals (avoid, symbols, 3 * n_symbols);
  /* beside the symbols, never over them */
  place_circle (map, region, &layout->bbox[4 * index], x, y, &r, symbols, n_symbols, &x, &y);
  xyr[n++] = x, xyr[n++] = y, xyr[n++] = r;
  {
    double disc[3] = { x, y, r };
    g_array_append_vals (avoid, disc, 3);
  }
  marker_ids (state, ids);
  for (guint i = 0; i < ids->len && n / 3 < max; i++)
    {
      /* as wide as the occupant's disc: a marker is read from across the table */
      double size = r * 1.9, mr = size / 2;
      double mx = x + (i - (ids->len - 1) / 2.0) * size * 1.06, my = y + r + size * 0.62;

      place_circle (map, region, &layout->bbox[4 * index], mx, my, &mr, (const double *) avoid->data, avoid->len / 3, &mx, &my);
      xyr[n++] = mx, xyr[n++] = my, xyr[n++] = mr;
      {
        double marker[3] = { mx, my, mr };
        g_array_append_vals (avoid, marker, 3);
      }
    }
  return n / 3;
}

static void
draw_markers (cairo_t *cr, const SwRegionState *state, const double *xyr, guint n)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  marker_ids (state, ids);
  for (guint i = 0; i < ids->len && i < n; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      gint count = state->markers != NULL ? GPOINTER_TO_INT (g_hash_table_lookup (state->markers, id)) : 0;
      double cx = xyr[3 * i], cy = xyr[3 * i + 1], size = xyr[3 * i + 2] * 2;

      sw_render_game_marker (cr, id, cx, cy, size);
      if (count > 1)
        {
          char label[16];

          g_snprintf (label, sizeof label, "%d", count);
          cairo_new_path (cr);
          cairo_arc (cr, cx + size * 0.38, cy + size * 0.32, size * 0.24, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
          cairo_fill (cr);
          draw_text (cr, cx + size * 0.38, cy + size * 0.32, size * 0.34, label, TRUE);
        }
    }
}

void
sw_render_game_occupants (cairo_t *cr, SwGame *game, const SwRenderLayout *layout)
{
  g_return_if_fail (cr != NULL && game != NULL && layout != NULL);

  /* On a zoomed-out screen the discs keep 8 px of radius, so tokens and
   * markers stay readable from across the table. */
  double px = 1, py = 0;
  cairo_user_to_device_distance (cr, &px, &py);
  double min_r = hypot (px, py) > 0 ? 8.0 / hypot (px, py) : 3.0;

  cairo_save (cr);
  for (guint i = 0; i < game->regions->len && i < layout->n_regions; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      double xyr[3 * 17];
      guint n = sw_render_game_region_circles (game, layout, i, min_r, xyr, G_N_ELEMENTS (xyr) / 3);
      char label[16];

      if (n == 0)
        continue;
      if (state->band >= 0 && state->tokens > 0)
        {
          SwBand *band = sw_game_band (game, state->band);
          double rgb[3];

          sw_render_player_colour (game, band->owner, rgb);
          g_snprintf (label, sizeof label, "%d", state->tokens);
          draw_disc (cr, xyr[0], xyr[1], xyr[2], rgb, band->state != SW_BAND_ACTIVE, label);
        }
      else if (state->natives > 0)
        {
          double grey[3] = { 0.35, 0.3, 0.25 };

          g_snprintf (label, sizeof label, "%d", state->natives);
          draw_disc (cr, xyr[0], xyr[1], xyr[2] * 0.85, grey, FALSE, label);
        }
      draw_markers (cr, state, xyr + 3, n - 1);
    }
  cairo_restore (cr);
}
