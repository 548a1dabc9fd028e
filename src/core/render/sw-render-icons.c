/* sw-render-icons.c: terrain colours and textures, symbol and marker icons, all as cairo paths. */
#include "config.h"
#define G_LOG_DOMAIN "sw-render"

#include <math.h>
#include <string.h>

#include "sw-catalog.h"
#include "sw-render.h"
#include "sw-render-private.h"

/* Texture tile size in mm: coarse enough to survive a laser printer. */
#define TILE_MM 8.0

/* The base game's terrains. Lightness differs between neighbours in play
 * (farmland light, forest dark, sea mid-dark) and every one has its own
 * texture, so a black-and-white print keeps them apart. */
static const struct {
  const char *terrain;
  guint32 rgb;
  SwTerrainPattern pattern;
  gboolean light_ink;
} builtin_styles[] = {
  { "farmland", 0xeadb8e, SW_PATTERN_FURROWS, FALSE },
  { "hill",     0xb9d283, SW_PATTERN_BUMPS,   FALSE },
  { "mountain", 0xa99d90, SW_PATTERN_PEAKS,   FALSE },
  { "forest",   0x356b30, SW_PATTERN_TREES,   TRUE  },
  { "swamp",    0x86a08c, SW_PATTERN_REEDS,   FALSE },
  { "sea",      0x3b78b8, SW_PATTERN_WAVES,   TRUE  },
  { "lake",     0x9fcdea, SW_PATTERN_RIPPLES, FALSE },
};

static const struct {
  const char *name;
  SwTerrainPattern pattern;
} pattern_names[] = {
  { "none", SW_PATTERN_NONE }, { "furrows", SW_PATTERN_FURROWS }, { "rows", SW_PATTERN_FURROWS },
  { "bumps", SW_PATTERN_BUMPS }, { "arcs", SW_PATTERN_BUMPS }, { "peaks", SW_PATTERN_PEAKS },
  { "trees", SW_PATTERN_TREES }, { "reeds", SW_PATTERN_REEDS },
  { "waves", SW_PATTERN_WAVES }, { "ripples", SW_PATTERN_RIPPLES },
  { "dots", SW_PATTERN_DOTS },
};

static void
rgb_from_hex (guint32 hex,
              double  rgb[3])
{
  rgb[0] = ((hex >> 16) & 0xff) / 255.0;
  rgb[1] = ((hex >> 8) & 0xff) / 255.0;
  rgb[2] = (hex & 0xff) / 255.0;
}

static gboolean
parse_colour (const char *text,
              double      rgb[3])
{
  char *end = NULL;
  guint64 value;

  if (text == NULL || text[0] != '#' || strlen (text) != 7)
    return FALSE;
  value = g_ascii_strtoull (text + 1, &end, 16);
  if (end == NULL || *end != '\0')
    return FALSE;
  rgb_from_hex ((guint32) value, rgb);
  return TRUE;
}

void
sw_render_terrain_style (const char     *edition,
                         const char     *terrain,
                         SwTerrainStyle *style)
{
  const SwCatalog *catalog = edition ? sw_catalog_get (edition) : NULL;
  const SwCatalogEntry *entry = NULL;
  gboolean found = FALSE;

  g_assert (style != NULL);

  for (guint i = 0; terrain && i < G_N_ELEMENTS (builtin_styles); i++)
    if (strcmp (builtin_styles[i].terrain, terrain) == 0)
      {
        rgb_from_hex (builtin_styles[i].rgb, style->rgb);
        style->pattern = builtin_styles[i].pattern;
        style->light_ink = builtin_styles[i].light_ink;
        found = TRUE;
        break;
      }

  if (!found)
    {
      /* An unknown terrain still gets a stable, pale colour of its own. */
      guint hash = g_str_hash (terrain ? terrain : "");
      style->rgb[0] = 0.65 + 0.3 * ((hash & 0xff) / 255.0);
      style->rgb[1] = 0.65 + 0.3 * (((hash >> 8) & 0xff) / 255.0);
      style->rgb[2] = 0.65 + 0.3 * (((hash >> 16) & 0xff) / 255.0);
      style->pattern = SW_PATTERN_DOTS;
      style->light_ink = FALSE;
    }

  /* Editions may give their own look as catalog attributes. */
  if (catalog != NULL && terrain != NULL)
    entry = sw_catalog_find (catalog, "terrain", terrain);
  if (entry != NULL)
    {
      const char *pattern = sw_catalog_entry_get (entry, "pattern");

      if (!parse_colour (sw_catalog_entry_get (entry, "colour"), style->rgb))
        parse_colour (sw_catalog_entry_get (entry, "color"), style->rgb);
      for (guint i = 0; pattern && i < G_N_ELEMENTS (pattern_names); i++)
        if (strcmp (pattern_names[i].name, pattern) == 0)
          style->pattern = pattern_names[i].pattern;
      /* the texture must show on whatever colour the catalog chose */
      style->light_ink = 0.2126 * style->rgb[0] + 0.7152 * style->rgb[1] + 0.0722 * style->rgb[2] < 0.45;
    }
}

void
sw_render_terrain_colour (const char *edition,
                          const char *terrain,
                          double      rgb[3])
{
  SwTerrainStyle style;

  g_return_if_fail (rgb != NULL);

  sw_render_terrain_style (edition, terrain, &style);
  memcpy (rgb, style.rgb, sizeof style.rgb);
}

/* One tile of a texture, in a T×T box; every mark that leaves the tile
 * re-enters on the opposite side so the repetition has no seams. */
static void
draw_tile (cairo_t          *cr,
           SwTerrainPattern  pattern,
           double            t)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 0.35);

  switch (pattern)
    {
    case SW_PATTERN_FURROWS:
      /* x + y = t/2 and x + y = 3t/2 continue across the tile edges */
      cairo_move_to (cr, 0, t / 2);
      cairo_line_to (cr, t / 2, 0);
      cairo_move_to (cr, t / 2, t);
      cairo_line_to (cr, t, t / 2);
      cairo_stroke (cr);
      break;

    case SW_PATTERN_BUMPS:
      cairo_arc (cr, t * 0.25, t * 0.40, t * 0.16, G_PI, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, t * 0.75, t * 0.90, t * 0.16, G_PI, 2 * G_PI);
      cairo_stroke (cr);
      break;

    case SW_PATTERN_PEAKS:
      cairo_move_to (cr, t * 0.08, t * 0.42);
      cairo_line_to (cr, t * 0.25, t * 0.15);
      cairo_line_to (cr, t * 0.42, t * 0.42);
      cairo_move_to (cr, t * 0.58, t * 0.92);
      cairo_line_to (cr, t * 0.75, t * 0.65);
      cairo_line_to (cr, t * 0.92, t * 0.92);
      cairo_stroke (cr);
      break;

    case SW_PATTERN_TREES:
      for (guint i = 0; i < 2; i++)
        {
          double x = i ? t * 0.75 : t * 0.25;
          double y = i ? t * 0.78 : t * 0.28;

          cairo_move_to (cr, x, y - t * 0.16);
          cairo_line_to (cr, x + t * 0.12, y + t * 0.08);
          cairo_line_to (cr, x - t * 0.12, y + t * 0.08);
          cairo_close_path (cr);
          cairo_fill (cr);
          cairo_move_to (cr, x, y + t * 0.08);
          cairo_line_to (cr, x, y + t * 0.16);
          cairo_stroke (cr);
        }
      break;

    case SW_PATTERN_REEDS:
      for (guint i = 0; i < 2; i++)
        {
          double x = i ? t * 0.72 : t * 0.22;
          double y = i ? t * 0.85 : t * 0.35;

          cairo_move_to (cr, x - t * 0.14, y);
          cairo_line_to (cr, x + t * 0.14, y);
          cairo_move_to (cr, x, y);
          cairo_line_to (cr, x, y - t * 0.18);
          cairo_move_to (cr, x - t * 0.08, y);
          cairo_line_to (cr, x - t * 0.11, y - t * 0.12);
          cairo_move_to (cr, x + t * 0.08, y);
          cairo_line_to (cr, x + t * 0.11, y - t * 0.12);
          cairo_stroke (cr);
        }
      break;

    case SW_PATTERN_WAVES:
      for (guint i = 0; i < 2; i++)
        {
          double y = i ? t * 0.75 : t * 0.25;

          cairo_move_to (cr, 0, y);
          cairo_curve_to (cr, t * 0.25, y - t * 0.12, t * 0.25, y - t * 0.12, t * 0.5, y);
          cairo_curve_to (cr, t * 0.75, y + t * 0.12, t * 0.75, y + t * 0.12, t, y);
          cairo_stroke (cr);
        }
      break;

    case SW_PATTERN_RIPPLES:
      cairo_move_to (cr, t * 0.2, t * 0.5);
      cairo_curve_to (cr, t * 0.35, t * 0.38, t * 0.45, t * 0.38, t * 0.55, t * 0.5);
      cairo_curve_to (cr, t * 0.65, t * 0.62, t * 0.75, t * 0.62, t * 0.85, t * 0.5);
      cairo_stroke (cr);
      break;

    case SW_PATTERN_DOTS:
      cairo_arc (cr, t * 0.25, t * 0.25, t * 0.06, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, t * 0.75, t * 0.75, t * 0.06, 0, 2 * G_PI);
      cairo_fill (cr);
      break;

    case SW_PATTERN_NONE:
    default:
      break;
    }
}

cairo_pattern_t *
sw_render_pattern_new (cairo_t          *cr,
                       SwTerrainPattern  pattern,
                       gboolean          light_ink)
{
  cairo_surface_t *target = cairo_get_target (cr);
  cairo_surface_t *tile;
  cairo_pattern_t *source;
  cairo_matrix_t matrix;
  cairo_t *tile_cr;
  double scale = 1.0;       /* tile units per mm, as drawn */
  double pattern_scale = 1.0;  /* pattern units per mm of user space */

  if (pattern == SW_PATTERN_NONE)
    return NULL;

  if (cairo_surface_get_type (target) == CAIRO_SURFACE_TYPE_IMAGE)
    {
      /* On screen, a pixel tile whose pixels are device pixels repeats
       * on pixman's fast path (no resampling); print and vector export
       * get a vector tile instead. */
      double dx = 1.0, dy = 0.0;
      int size;

      cairo_user_to_device_distance (cr, &dx, &dy);
      pattern_scale = MAX (0.05, hypot (dx, dy));
      size = MAX (2, (int) round (TILE_MM * pattern_scale));
      scale = size / TILE_MM;
      tile = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
    }
  else
    {
      cairo_rectangle_t extents = { 0, 0, TILE_MM, TILE_MM };

      tile = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
    }

  tile_cr = cairo_create (tile);
  cairo_scale (tile_cr, scale, scale);
  if (light_ink)
    cairo_set_source_rgba (tile_cr, 1, 1, 1, 0.45);
  else
    cairo_set_source_rgba (tile_cr, 0.1, 0.08, 0.05, 0.38);
  draw_tile (tile_cr, pattern, TILE_MM);
  cairo_destroy (tile_cr);

  source = cairo_pattern_create_for_surface (tile);
  cairo_surface_destroy (tile);
  cairo_pattern_set_extend (source, CAIRO_EXTEND_REPEAT);
  if (cairo_surface_get_type (target) == CAIRO_SURFACE_TYPE_IMAGE)
    cairo_pattern_set_filter (source, CAIRO_FILTER_NEAREST);
  cairo_matrix_init_scale (&matrix, pattern_scale, pattern_scale);
  cairo_pattern_set_matrix (source, &matrix);
  return source;
}

static void
badge_path (cairo_t *cr,
            gboolean token)
{
  if (token)
    {
      cairo_arc (cr, 0, 0, 0.5, 0, 2 * G_PI);
    }
  else
    {
      double r = 0.14, e = 0.5;

      cairo_new_sub_path (cr);
      cairo_arc (cr, e - r, -e + r, r, -G_PI / 2, 0);
      cairo_arc (cr, e - r, e - r, r, 0, G_PI / 2);
      cairo_arc (cr, -e + r, e - r, r, G_PI / 2, G_PI);
      cairo_arc (cr, -e + r, -e + r, r, G_PI, 3 * G_PI / 2);
      cairo_close_path (cr);
    }
}

static void
draw_mine (cairo_t *cr)
{
  /* a pickaxe: wooden handle, curved iron head */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgb (cr, 0.55, 0.36, 0.18);
  cairo_set_line_width (cr, 0.09);
  cairo_move_to (cr, -0.26, 0.30);
  cairo_line_to (cr, 0.16, -0.12);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.28);
  cairo_set_line_width (cr, 0.11);
  cairo_move_to (cr, -0.10, -0.34);
  cairo_curve_to (cr, 0.12, -0.30, 0.28, -0.16, 0.34, 0.08);
  cairo_stroke (cr);
}

static void
draw_cavern (cairo_t *cr)
{
  /* a dark cave mouth in a rock face */
  cairo_set_source_rgb (cr, 0.55, 0.50, 0.45);
  cairo_move_to (cr, -0.40, 0.32);
  cairo_curve_to (cr, -0.38, -0.30, 0.38, -0.30, 0.40, 0.32);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.08, 0.07, 0.07);
  cairo_move_to (cr, -0.22, 0.32);
  cairo_curve_to (cr, -0.22, -0.12, 0.22, -0.12, 0.22, 0.32);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_magic (cairo_t *cr)
{
  /* a five-pointed star */
  for (guint i = 0; i < 10; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / 5;
      double r = (i % 2) ? 0.16 : 0.40;

      if (i == 0)
        cairo_move_to (cr, r * cos (angle), 0.04 + r * sin (angle));
      else
        cairo_line_to (cr, r * cos (angle), 0.04 + r * sin (angle));
    }
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.50, 0.25, 0.72);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.25, 0.10, 0.40);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
}

static void
draw_lost_tribe (cairo_t *cr)
{
  /* a small figure: head and shoulders */
  cairo_set_source_rgb (cr, 0.22, 0.20, 0.18);
  cairo_arc (cr, 0, -0.14, 0.12, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_move_to (cr, -0.25, 0.30);
  cairo_curve_to (cr, -0.25, 0.02, 0.25, 0.02, 0.25, 0.30);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_mountain (cairo_t *cr)
{
  /* a peak with a snow cap */
  cairo_move_to (cr, -0.34, 0.26);
  cairo_line_to (cr, 0.0, -0.30);
  cairo_line_to (cr, 0.34, 0.26);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.42, 0.36, 0.30);
  cairo_fill (cr);
  cairo_move_to (cr, -0.11, -0.12);
  cairo_line_to (cr, 0.0, -0.30);
  cairo_line_to (cr, 0.11, -0.12);
  cairo_line_to (cr, 0.0, -0.07);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
}

/* ---- Underground and Warcraft (symbols and markers of their catalogs) ---- */

static void
draw_monster (cairo_t *cr)
{
  /* a horned head with two glowing eyes */
  cairo_set_source_rgb (cr, 0.45, 0.12, 0.12);
  cairo_move_to (cr, -0.30, -0.34);
  cairo_line_to (cr, -0.14, -0.12);
  cairo_line_to (cr, 0.14, -0.12);
  cairo_line_to (cr, 0.30, -0.34);
  cairo_line_to (cr, 0.26, -0.04);
  cairo_curve_to (cr, 0.30, 0.30, -0.30, 0.30, -0.26, -0.04);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1.0, 0.85, 0.20);
  cairo_arc (cr, -0.10, 0.02, 0.05, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 0.10, 0.02, 0.05, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
draw_volcano (cairo_t *cr)
{
  /* a cone with lava at the crater and a plume of smoke */
  cairo_set_source_rgb (cr, 0.30, 0.24, 0.22);
  cairo_move_to (cr, -0.38, 0.32);
  cairo_line_to (cr, -0.10, -0.12);
  cairo_line_to (cr, 0.10, -0.12);
  cairo_line_to (cr, 0.38, 0.32);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.90, 0.32, 0.08);
  cairo_move_to (cr, -0.10, -0.12);
  cairo_line_to (cr, 0.10, -0.12);
  cairo_line_to (cr, 0.04, 0.10);
  cairo_line_to (cr, -0.02, 0.02);
  cairo_line_to (cr, -0.06, 0.14);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.55, 0.52, 0.50);
  cairo_arc (cr, 0.0, -0.24, 0.07, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 0.10, -0.34, 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
draw_anchor (cairo_t *cr)
{
  /* the entry region's anchor: ring, shank, stock and curved arms */
  cairo_set_source_rgb (cr, 0.12, 0.22, 0.40);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 0.07);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.30, 0.07, 0, 2 * G_PI);
  cairo_move_to (cr, 0, -0.23);
  cairo_line_to (cr, 0, 0.32);
  cairo_move_to (cr, -0.16, -0.14);
  cairo_line_to (cr, 0.16, -0.14);
  cairo_move_to (cr, -0.30, 0.06);
  cairo_curve_to (cr, -0.28, 0.30, 0.28, 0.30, 0.30, 0.06);
  cairo_stroke (cr);
}

static void
draw_murloc (cairo_t *cr)
{
  /* a fish-man's head: a green fish with a fin on top */
  cairo_set_source_rgb (cr, 0.20, 0.52, 0.42);
  cairo_move_to (cr, -0.10, -0.16);
  cairo_line_to (cr, 0.00, -0.34);
  cairo_line_to (cr, 0.10, -0.16);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_scale (cr, 1.0, 0.62);
  cairo_arc (cr, -0.04, 0.05, 0.28, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  cairo_move_to (cr, 0.20, 0.03);
  cairo_line_to (cr, 0.40, -0.14);
  cairo_line_to (cr, 0.40, 0.20);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_arc (cr, -0.16, -0.02, 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_arc (cr, -0.16, -0.02, 0.03, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
draw_board_mark (cairo_t *cr)
{
  /* the island's S/M/L mark: three nested squares, small to large */
  cairo_set_source_rgb (cr, 0.50, 0.36, 0.10);
  cairo_set_line_width (cr, 0.05);
  for (guint i = 0; i < 3; i++)
    {
      double half = 0.12 + 0.11 * i;

      cairo_rectangle (cr, -0.34, 0.34 - 2 * half, 2 * half, 2 * half);
    }
  cairo_stroke (cr);
}

static void
draw_treasure (cairo_t *cr)
{
  /* a closed chest: the face-down artifact or legendary place */
  cairo_set_source_rgb (cr, 0.55, 0.33, 0.12);
  cairo_rectangle (cr, -0.32, -0.06, 0.64, 0.34);
  cairo_fill (cr);
  cairo_move_to (cr, -0.32, -0.06);
  cairo_curve_to (cr, -0.32, -0.34, 0.32, -0.34, 0.32, -0.06);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.95, 0.78, 0.20);
  cairo_set_line_width (cr, 0.05);
  cairo_move_to (cr, -0.32, -0.04);
  cairo_line_to (cr, 0.32, -0.04);
  cairo_stroke (cr);
  cairo_rectangle (cr, -0.06, -0.08, 0.12, 0.14);
  cairo_fill (cr);
}

static void
draw_letter (cairo_t    *cr,
             const char *type)
{
  cairo_text_extents_t extents;
  char letter[8] = "?";

  if (type != NULL && type[0] != '\0')
    {
      gunichar c = g_unichar_toupper (g_utf8_get_char_validated (type, -1));

      if (c != (gunichar) -1 && c != (gunichar) -2)
        letter[g_unichar_to_utf8 (c, letter)] = '\0';
    }
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 0.55);
  cairo_text_extents (cr, letter, &extents);
  cairo_move_to (cr, -extents.x_bearing - extents.width / 2, -extents.y_bearing - extents.height / 2);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_show_text (cr, letter);
}

void
sw_render_draw_icon (cairo_t    *cr,
                     const char *type,
                     gboolean    token,
                     double      cx,
                     double      cy,
                     double      size)
{
  g_assert (cr != NULL);

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);

  /* a point left by the caller's text would join the badge's arc */
  cairo_new_path (cr);
  badge_path (cr, token);
  if (token)
    cairo_set_source_rgb (cr, 0.88, 0.85, 0.78);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.18, 0.16);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);

  if (g_strcmp0 (type, "mine") == 0)
    draw_mine (cr);
  else if (g_strcmp0 (type, "cavern") == 0)
    draw_cavern (cr);
  else if (g_strcmp0 (type, "magic") == 0)
    draw_magic (cr);
  else if (g_strcmp0 (type, "lost-tribe") == 0)
    draw_lost_tribe (cr);
  else if (g_strcmp0 (type, "mountain") == 0 || g_strcmp0 (type, "black-mountain") == 0)
    draw_mountain (cr);
  /* The variants' own vocabulary; equivalents (catalog equivalent="…")
   * share the base game's picture: mining is a mine, a mystic crystal a
   * magic source, a Warcraft cave a cavern. */
  else if (g_strcmp0 (type, "mining") == 0)
    draw_mine (cr);
  else if (g_strcmp0 (type, "mystic-crystal") == 0)
    draw_magic (cr);
  else if (g_strcmp0 (type, "cave") == 0)
    draw_cavern (cr);
  else if (g_strcmp0 (type, "monster") == 0)
    draw_monster (cr);
  else if (g_strcmp0 (type, "volcano") == 0)
    draw_volcano (cr);
  else if (g_strcmp0 (type, "anchor") == 0)
    draw_anchor (cr);
  else if (g_strcmp0 (type, "murloc") == 0)
    draw_murloc (cr);
  else if (g_strcmp0 (type, "board-mark") == 0)
    draw_board_mark (cr);
  else if (g_strcmp0 (type, "treasure") == 0)
    draw_treasure (cr);
  else
    draw_letter (cr, type);

  /* the path is not part of the saved state: leave none behind */
  cairo_new_path (cr);
  cairo_restore (cr);
}

void
sw_render_draw_icon_cached (cairo_t    *cr,
                            GHashTable *cache,
                            const char *type,
                            gboolean    token,
                            double      cx,
                            double      cy,
                            double      size)
{
  cairo_matrix_t matrix;
  cairo_surface_t *icon;
  g_autofree char *key = NULL;
  double dx = cx, dy = cy;
  int pixels;

  g_assert (cr != NULL);
  g_assert (cache != NULL);

  cairo_get_matrix (cr, &matrix);
  if (cairo_surface_get_type (cairo_get_target (cr)) != CAIRO_SURFACE_TYPE_IMAGE ||
      matrix.xy != 0 || matrix.yx != 0 || matrix.xx != matrix.yy || matrix.xx <= 0)
    {
      sw_render_draw_icon (cr, type, token, cx, cy, size);
      return;
    }

  /* on screen, each icon is drawn once per size and then copied; big
   * ones (close zoom, few on screen) are drawn each time, which keeps the
   * cache within a few MB */
  pixels = (int) ceil (size * matrix.xx) + 2;
  if (pixels > SW_RENDER_MAX_CACHED_ICON_PX)
    {
      sw_render_draw_icon (cr, type, token, cx, cy, size);
      return;
    }
  key = g_strdup_printf ("%s|%d|%d", type ? type : "", token, pixels);
  icon = g_hash_table_lookup (cache, key);
  if (icon == NULL)
    {
      cairo_t *icon_cr;

      icon = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
      icon_cr = cairo_create (icon);
      sw_render_draw_icon (icon_cr, type, token, pixels / 2.0, pixels / 2.0, size * matrix.xx);
      cairo_destroy (icon_cr);
      g_hash_table_insert (cache, g_steal_pointer (&key), icon);
    }

  cairo_user_to_device (cr, &dx, &dy);
  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, icon, round (dx - pixels / 2.0), round (dy - pixels / 2.0));
  cairo_paint (cr);
  cairo_restore (cr);
}
