/* test-render.c: the shared renderer draws every region in its terrain's colour, hit tests agree with it, and vector output works. */
#include "config.h"

#include <cairo-pdf.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sw-map-xml.h"
#include "sw-render.h"
#include "sw-render-private.h"
#include "sw-test-map.h"

#define PIXELS_PER_MM 4.0

/* Seven regions over a 300 × 200 mm board: every base terrain, a lake in
 * a hole, a tunnel, a bridge, a barrier, symbols and markers. */
static const char demo_map[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<swmap version=\"1\" edition=\"base\">\n"
  "  <title>Render test</title>\n"
  "  <scenario players=\"2\" turns=\"10\"/>\n"
  "  <board id=\"main\" width=\"300\" height=\"200\"/>\n"
  "  <vertices>\n"
  "    <v id=\"1\" x=\"0\" y=\"0\"/><v id=\"2\" x=\"100\" y=\"0\"/><v id=\"3\" x=\"200\" y=\"0\"/><v id=\"4\" x=\"300\" y=\"0\"/>\n"
  "    <v id=\"5\" x=\"0\" y=\"100\"/><v id=\"6\" x=\"110\" y=\"90\"/><v id=\"7\" x=\"200\" y=\"110\"/><v id=\"8\" x=\"300\" y=\"100\"/>\n"
  "    <v id=\"9\" x=\"0\" y=\"200\"/><v id=\"10\" x=\"100\" y=\"200\"/><v id=\"11\" x=\"200\" y=\"200\"/><v id=\"12\" x=\"300\" y=\"200\"/>\n"
  "    <v id=\"13\" x=\"130\" y=\"130\"/><v id=\"14\" x=\"170\" y=\"130\"/><v id=\"15\" x=\"170\" y=\"170\"/><v id=\"16\" x=\"130\" y=\"170\"/>\n"
  "  </vertices>\n"
  "  <region id=\"r1\" terrain=\"farmland\"><outline>1 2 6 5</outline><symbol type=\"magic\"/><start type=\"lost-tribe\"/></region>\n"
  "  <region id=\"r2\" terrain=\"mountain\"><outline>2 3 7 6</outline><symbol type=\"mine\"/><start type=\"mountain\"/></region>\n"
  "  <region id=\"r3\" terrain=\"sea\"><outline>3 4 8 7</outline></region>\n"
  "  <region id=\"r4\" terrain=\"forest\"><name>Dark Wood</name><outline>5 6 10 9</outline><symbol type=\"cavern\"/></region>\n"
  "  <region id=\"r5\" terrain=\"hill\"><outline>6 7 11 10</outline><hole>13 14 15 16</hole></region>\n"
  "  <region id=\"r6\" terrain=\"swamp\"><outline>7 8 12 11</outline><start type=\"lost-tribe\" count=\"2\"/></region>\n"
  "  <region id=\"r7\" terrain=\"lake\"><outline>13 14 15 16</outline></region>\n"
  "  <link a=\"r1\" b=\"r6\" kind=\"tunnel\"/>\n"
  "  <link a=\"r4\" b=\"r3\" kind=\"bridge\"/>\n"
  "  <barrier a=\"r1\" b=\"r2\"/>\n"
  "</swmap>\n";

typedef struct {
  cairo_surface_t *surface;
  double origin_x, origin_y;
} Picture;

static SwMap *
load_demo (void)
{
  g_autoptr(GError) error = NULL;
  SwMap *map = sw_map_load_data (demo_map, sizeof demo_map - 1, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

static Picture
render_picture (SwMap          *map,
                SwRenderLayout *layout)
{
  SwRenderOptions options;
  Picture picture;
  cairo_t *cr;

  picture.origin_x = layout->x - 10;
  picture.origin_y = layout->y - 10;
  picture.surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                (int) ((layout->width + 20) * PIXELS_PER_MM),
                                                (int) ((layout->height + 20) * PIXELS_PER_MM));
  cr = cairo_create (picture.surface);
  cairo_scale (cr, PIXELS_PER_MM, PIXELS_PER_MM);
  cairo_translate (cr, -picture.origin_x, -picture.origin_y);
  sw_render_options_init (&options);
  options.show_background = TRUE;
  sw_render_map (cr, map, layout, &options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (picture.surface);
  return picture;
}

/* Whether the pixel at a point in mm has this colour (opaque output). */
static gboolean
pixel_matches (const Picture *picture,
               double         x,
               double         y,
               const double   rgb[3])
{
  int px = (int) ((x - picture->origin_x) * PIXELS_PER_MM);
  int py = (int) ((y - picture->origin_y) * PIXELS_PER_MM);
  const guint8 *data = cairo_image_surface_get_data (picture->surface);
  guint32 pixel;

  if (px < 0 || py < 0 ||
      px >= cairo_image_surface_get_width (picture->surface) ||
      py >= cairo_image_surface_get_height (picture->surface))
    return FALSE;
  pixel = *(const guint32 *) (data + py * cairo_image_surface_get_stride (picture->surface) + px * 4);
  return fabs (((pixel >> 16) & 0xff) / 255.0 - rgb[0]) < 0.04 &&
         fabs (((pixel >> 8) & 0xff) / 255.0 - rgb[1]) < 0.04 &&
         fabs ((pixel & 0xff) / 255.0 - rgb[2]) < 0.04;
}

/* Inside every region, away from its label and icons, most pixels have
 * the terrain's colour (the texture and a crossing link cover the rest). */
static void
check_geometry_colours (SwMap *map)
{
  g_autoptr(SwRenderLayout) layout = sw_render_layout_new (map);
  Picture picture = render_picture (map, layout);

  g_assert_false (layout->graph_only);
  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      const double *box = &layout->bbox[4 * i];
      double keep_clear = MIN (16.0, layout->radius[i] * 0.8);
      guint samples = 0, matches = 0;
      double rgb[3];

      sw_render_terrain_colour (map->edition, region->terrain, rgb);
      for (double y = box[1] + 2; y < box[3] - 2; y += 1.7)
        for (double x = box[0] + 2; x < box[2] - 2; x += 1.7)
          {
            if (sw_render_layout_hit (layout, map, x, y) != (gint) i ||
                hypot (x - layout->anchor_x[i], y - layout->anchor_y[i]) < keep_clear)
              continue;
            samples++;
            matches += pixel_matches (&picture, x, y, rgb);
          }
      g_test_message ("%s (%s): %u of %u samples", region->id, region->terrain, matches, samples);
      g_assert_cmpuint (samples, >=, 8);
      g_assert_cmpuint (matches * 10, >=, samples * 6);
    }
  cairo_surface_destroy (picture.surface);
}

/* A graph-only map is drawn as a diagram: a disc per region in its
 * terrain's colour, every disc hit at its centre, no two discs overlap. */
static void
check_diagram_colours (SwMap *map)
{
  g_autoptr(SwRenderLayout) layout = sw_render_layout_new (map);
  Picture picture = render_picture (map, layout);

  g_assert_true (layout->graph_only);
  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      guint matches = 0;
      double rgb[3];

      g_assert_cmpint (sw_render_layout_hit (layout, map, layout->anchor_x[i], layout->anchor_y[i]), ==, (gint) i);
      sw_render_terrain_colour (map->edition, region->terrain, rgb);
      for (guint a = 0; a < 16; a++)
        matches += pixel_matches (&picture,
                                  layout->anchor_x[i] + 0.8 * layout->radius[i] * cos (a * G_PI / 8),
                                  layout->anchor_y[i] + 0.8 * layout->radius[i] * sin (a * G_PI / 8), rgb);
      g_assert_cmpuint (matches, >=, 8);
      for (guint j = i + 1; j < map->regions->len; j++)
        g_assert_cmpfloat (hypot (layout->anchor_x[i] - layout->anchor_x[j], layout->anchor_y[i] - layout->anchor_y[j]),
                           >=, layout->radius[i] + layout->radius[j]);
    }
  cairo_surface_destroy (picture.surface);
}

static void
test_regions_have_terrain_colour (void)
{
  g_autoptr(SwMap) map = load_demo ();

  check_geometry_colours (map);
}

/* Terrains look different in grey too: any two differ in lightness or
 * in texture, so a black-and-white print still tells them apart. */
static void
test_terrains_differ_in_grey (void)
{
  static const char *terrains[] = { "farmland", "hill", "mountain", "forest", "swamp", "sea", "lake" };
  SwTerrainStyle styles[G_N_ELEMENTS (terrains)];

  for (guint i = 0; i < G_N_ELEMENTS (terrains); i++)
    sw_render_terrain_style ("base", terrains[i], &styles[i]);
  for (guint i = 0; i < G_N_ELEMENTS (terrains); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (terrains); j++)
      {
        double grey_i = 0.2126 * styles[i].rgb[0] + 0.7152 * styles[i].rgb[1] + 0.0722 * styles[i].rgb[2];
        double grey_j = 0.2126 * styles[j].rgb[0] + 0.7152 * styles[j].rgb[1] + 0.0722 * styles[j].rgb[2];

        g_test_message ("%s %.2f, %s %.2f", terrains[i], grey_i, terrains[j], grey_j);
        g_assert_true (fabs (grey_i - grey_j) > 0.1 || styles[i].pattern != styles[j].pattern);
        g_assert_cmpint (styles[i].pattern, !=, SW_PATTERN_NONE);
      }
}

/* The label point of each region is inside it, so clicking a label picks
 * its region; outside the board nothing is hit. */
static void
test_hit_labels (void)
{
  g_autoptr(SwMap) map = load_demo ();
  g_autoptr(SwRenderLayout) layout = sw_render_layout_new (map);

  for (guint i = 0; i < map->regions->len; i++)
    g_assert_cmpint (sw_render_layout_hit (layout, map, layout->anchor_x[i], layout->anchor_y[i]), ==, (gint) i);
  /* inside the lake is the lake, not the hill around it */
  g_assert_cmpint (sw_render_layout_hit (layout, map, 150, 150), ==, sw_map_find_region (map, "r7"));
  g_assert_cmpint (sw_render_layout_hit (layout, map, 150, 190), ==, sw_map_find_region (map, "r5"));
  g_assert_cmpint (sw_render_layout_hit (layout, map, -5, 50), ==, -1);
  g_assert_cmpint (sw_render_layout_hit (layout, map, 310, 50), ==, -1);
}

/* Ten regions without outlines, adjacent through links: a wheel. */
static void
test_graph_only_diagram (void)
{
  static const char *terrains[] = { "sea", "farmland", "forest", "hill", "swamp", "mountain", "lake", "farmland", "forest", "hill" };
  g_autoptr(GString) xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                         "<swmap version=\"1\" edition=\"base\">\n"
                                         "  <board id=\"main\" width=\"594\" height=\"420\"/>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (terrains); i++)
    g_string_append_printf (xml, "  <region id=\"r%u\" terrain=\"%s\">%s</region>\n", i, terrains[i],
                            i % 3 == 1 ? "<symbol type=\"magic\"/><start type=\"lost-tribe\"/>" : "");
  for (guint i = 1; i < G_N_ELEMENTS (terrains); i++)
    {
      g_string_append_printf (xml, "  <link a=\"r0\" b=\"r%u\"/>\n", i);
      g_string_append_printf (xml, "  <link a=\"r%u\" b=\"r%u\"/>\n", i, i % (guint) (G_N_ELEMENTS (terrains) - 1) + 1);
    }
  g_string_append (xml, "</swmap>\n");

  map = sw_map_load_data (xml->str, xml->len, NULL, &error);
  g_assert_no_error (error);
  check_diagram_colours (map);
}

/* Every bundled map renders: diagrams while they are graphs, boards
 * with every region in its terrain's colour once they have outlines. */
static void
test_bundled_maps (void)
{
  g_autofree char *folder = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint n_maps = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = NULL;

      if (!g_str_has_suffix (name, ".swmap"))
        continue;
      g_test_message ("%s", name);
      map = sw_map_load_file (path, NULL, &error);
      g_assert_no_error (error);
      if (sw_map_has_geometry (map))
        check_geometry_colours (map);
      else
        check_diagram_colours (map);
      n_maps++;
    }
  g_assert_cmpuint (n_maps, >=, 4);
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Print and PDF export take the vector path (recording-surface textures). */
static void
test_pdf_output (void)
{
  g_autoptr(SwMap) map = load_demo ();
  g_autoptr(GByteArray) pdf = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_t *cr;

  /* A4 landscape in points; 1 mm = 72 / 25.4 pt */
  surface = cairo_pdf_surface_create_for_stream (append_bytes, pdf, 842, 595);
  cr = cairo_create (surface);
  cairo_scale (cr, 72 / 25.4, 72 / 25.4);
  sw_render_map (cr, map, NULL, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_assert_cmpuint (pdf->len, >, 2000);
  g_assert_true (memcmp (pdf->data, "%PDF", 4) == 0);
}

/* A board set: vertices are in each board's own coordinates and the board's
 * x, y place it, so every region's box and label lie inside its own board's
 * rectangle, a click on a label finds that region, and the extent spans
 * the boards side by side. */
static void
test_board_set_side_by_side (void)
{
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("warcraft-set.swmap");
  g_autoptr(SwRenderLayout) layout = NULL;
  double right = 0, bottom = 0;

  g_assert_cmpuint (map->boards->len, >, 1);
  layout = sw_render_layout_new (map);
  for (guint b = 0; b < map->boards->len; b++)
    {
      double rect[4];

      sw_render_board_rect (g_ptr_array_index (map->boards, b), rect);
      right = MAX (right, rect[2]);
      bottom = MAX (bottom, rect[3]);
    }
  g_assert_cmpfloat_with_epsilon (layout->x + layout->width, right, 0.01);
  g_assert_cmpfloat_with_epsilon (layout->y + layout->height, bottom, 0.01);

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      const double *box = &layout->bbox[4 * i];
      double rect[4];

      sw_render_board_rect (sw_map_region_board (map, region), rect);
      g_assert_cmpfloat (box[0], >=, rect[0] - 0.01);
      g_assert_cmpfloat (box[1], >=, rect[1] - 0.01);
      g_assert_cmpfloat (box[2], <=, rect[2] + 0.01);
      g_assert_cmpfloat (box[3], <=, rect[3] + 0.01);
      g_assert_cmpint (sw_render_layout_hit (layout, map, layout->anchor_x[i], layout->anchor_y[i]), ==, (gint) i);
    }
}

static cairo_surface_t *
render_at (SwMap          *map,
           SwRenderLayout *layout,
           double          px_per_mm)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         (int) (layout->width * px_per_mm),
                                                         (int) (layout->height * px_per_mm));
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, px_per_mm, px_per_mm);
  cairo_translate (cr, -layout->x, -layout->y);
  sw_render_map (cr, map, layout, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  gsize size = (gsize) cairo_image_surface_get_stride (a) * cairo_image_surface_get_height (a);

  return cairo_image_surface_get_width (a) == cairo_image_surface_get_width (b) &&
         cairo_image_surface_get_height (a) == cairo_image_surface_get_height (b) &&
         memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b), size) == 0;
}

/* The view redraws tiles with the same layout, which keeps terrain tiles
 * and icon pictures per scale: a redraw after another zoom is the same
 * picture as a first drawing with a new layout. */
static void
test_cached_redraw_matches (void)
{
  g_autoptr(SwMap) map = load_demo ();
  g_autoptr(SwRenderLayout) layout = sw_render_layout_new (map);
  g_autoptr(SwRenderLayout) fresh = sw_render_layout_new (map);
  g_autoptr(SwRenderLayout) other_fresh = sw_render_layout_new (map);
  cairo_surface_t *first = render_at (map, layout, 4);
  cairo_surface_t *other_zoom = render_at (map, layout, 2.5);
  cairo_surface_t *again = render_at (map, layout, 4);
  cairo_surface_t *reference = render_at (map, fresh, 4);
  cairo_surface_t *other_reference = render_at (map, other_fresh, 2.5);

  g_assert_nonnull (layout->cache);
  g_assert_true (same_pixels (first, again));
  g_assert_true (same_pixels (first, reference));
  g_assert_true (same_pixels (other_zoom, other_reference));
  g_assert_false (same_pixels (first, other_zoom));
  cairo_surface_destroy (first);
  cairo_surface_destroy (other_zoom);
  cairo_surface_destroy (again);
  cairo_surface_destroy (reference);
  cairo_surface_destroy (other_reference);
}

/* Pixels that differ between @a and @b by more than a light anti-aliased
 * edge would: a stray stroke counts, a half-covered pixel does not. */
static guint
count_far_pixels (cairo_surface_t *a,
                  cairo_surface_t *b)
{
  const guint8 *pa = cairo_image_surface_get_data (a);
  const guint8 *pb = cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a);
  guint far = 0;

  g_assert_cmpint (cairo_image_surface_get_width (a), ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (cairo_image_surface_get_height (a), ==, cairo_image_surface_get_height (b));
  for (int y = 0; y < cairo_image_surface_get_height (a); y++)
    for (int x = 0; x < cairo_image_surface_get_width (a); x++)
      for (int c = 0; c < 3; c++)
        if (ABS (pa[y * stride + 4 * x + c] - pb[y * stride + 4 * x + c]) > 128)
          {
            far++;
            break;
          }
  return far;
}

/* What goes above a region's label (a problem's pin) starts where the
 * label ends: the label's dark text lies below sw_render_annotation_top()
 * and none of it above, in every roomy region of a bundled board. */
static void
test_annotation_top (void)
{
  g_autoptr(SwMap) map = sw_test_map_load_bundled ("base-2p.swmap");
  g_autoptr(SwRenderLayout) layout = NULL;
  cairo_surface_t *pixels;
  const guint8 *data;
  int stride, width, height;
  guint checked = 0;
  const double px_per_mm = 4;

  layout = sw_render_layout_new (map);
  pixels = render_at (map, layout, px_per_mm);
  data = cairo_image_surface_get_data (pixels);
  stride = cairo_image_surface_get_stride (pixels);
  width = cairo_image_surface_get_width (pixels);
  height = cairo_image_surface_get_height (pixels);
  for (guint i = 0; i < layout->n_regions; i++)
    {
      /* room round the label: no border near it */
      int ax = (int) lround ((layout->anchor_x[i] - layout->x) * px_per_mm);
      int ay = (int) lround ((layout->anchor_y[i] - layout->y) * px_per_mm);
      int top = (int) floor ((sw_render_annotation_top (map, layout, i) - layout->y) * px_per_mm);
      guint ink_below = 0, ink_above = 0;

      if (layout->radius[i] < 25 || top - 12 < 0 || ay >= height || ax - 6 < 0 || ax + 6 >= width)
        continue;
      g_assert_cmpint (top, <, ay);
      for (int y = top - 12; y <= ay; y++)
        for (int x = ax - 6; x <= ax + 6; x++)
          {
            const guint8 *p = data + y * stride + 4 * x;
            /* the labels' ink: near black */
            if (p[0] < 60 && p[1] < 60 && p[2] < 60)
              {
                if (y < top)
                  ink_above++;
                else
                  ink_below++;
              }
          }
      g_test_message ("%s: ink %u below the top, %u above", ((SwRegion *) g_ptr_array_index (map->regions, i))->id,
                      ink_below, ink_above);
      g_assert_cmpuint (ink_below, >, 0);
      g_assert_cmpuint (ink_above, ==, 0);
      checked++;
    }
  g_assert_cmpuint (checked, >=, 3);
  cairo_surface_destroy (pixels);
}

/* An icon or a label drawn after a path was begun does not join it, and
 * leaves no path for what is drawn next. */
static void
test_icons_and_labels_leave_no_path (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 100, 100);
  cairo_t *cr = cairo_create (surface);
  SwRenderText *text;
  const guint8 *data;
  int stride;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  /* a point left where the badge's arc (which starts at its right) would
   * draw a line to it through (30, 70) */
  cairo_move_to (cr, 5, 95);
  sw_render_draw_icon (cr, "mine", TRUE, 50, 50, 10);
  g_assert_false (cairo_has_current_point (cr));
  text = sw_render_text_new (cr, NULL);
  sw_render_text_draw_label (text, cr, "r1", 50, 20, 6, FALSE);
  g_assert_false (cairo_has_current_point (cr));
  sw_render_text_draw_label (text, cr, "\u9ed1\u68ee\u6797", 50, 85, 6, FALSE);
  g_assert_false (cairo_has_current_point (cr));
  sw_render_text_free (text);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int c = 0; c < 3; c++)
    g_assert_cmpuint (data[70 * stride + 4 * 30 + c], ==, 255);
  cairo_surface_destroy (surface);
}

/* What is printed or saved as PDF or SVG is what the screen shows: the
 * map drawn as vectors (no cached pictures: each icon, pill and terrain
 * drawn anew) and then rasterised is the same picture as the map drawn
 * straight into pixels, give or take anti-aliasing. A path left open by
 * one label or icon and joined by the next one's arc drew straight lines
 * across printed boards. */
static void
test_vector_matches_pixels (void)
{
  static const char *maps[] = { "base-2p.swmap", "base-5p.swmap", "underground-2p.swmap", "warcraft-set.swmap" };

  for (guint m = 0; m < G_N_ELEMENTS (maps); m++)
    {
      g_autoptr(SwMap) map = sw_test_map_load_bundled (maps[m]);
      g_autoptr(SwRenderLayout) layout = NULL;
      cairo_surface_t *pixels, *recording, *replayed;
      cairo_t *cr;
      guint far;

      layout = sw_render_layout_new (map);
      pixels = render_at (map, layout, 4);
      recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
      cr = cairo_create (recording);
      cairo_scale (cr, 4, 4);
      cairo_translate (cr, -layout->x, -layout->y);
      sw_render_map (cr, map, layout, NULL);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      replayed = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width (pixels),
                                             cairo_image_surface_get_height (pixels));
      cr = cairo_create (replayed);
      cairo_set_source_surface (cr, recording, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_flush (replayed);

      far = count_far_pixels (pixels, replayed);
      g_test_message ("%s: %u of %d pixels far apart", maps[m], far,
                      cairo_image_surface_get_width (pixels) * cairo_image_surface_get_height (pixels));
      /* icons copied from pictures sit on whole pixels, drawn anew they
       * sit where they fall: a dark edge a pixel over, some tens of
       * pixels a board; one stray line is thousands */
      g_assert_cmpuint (far, <, (guint) (cairo_image_surface_get_width (pixels) *
                                         cairo_image_surface_get_height (pixels) / 20000));
      cairo_surface_destroy (pixels);
      cairo_surface_destroy (recording);
      cairo_surface_destroy (replayed);
    }
}

/* Ids and Latin names are shaped without a PangoLayout: the same pixels
 * as through the layout; other text (Chinese, an accent, a sign) still
 * draws, through the layout's font fallback. */
static void
test_labels_match_layout (void)
{
  static const char *labels[] = { "r1", "r4042", "Dark Wood", "Forêt d'Écosse", "\u00d72", "\u9ed1\u68ee\u6797" };

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      cairo_surface_t *pictures[2];
      guint ink = 0;

      for (guint reference = 0; reference < 2; reference++)
        {
          cairo_t *cr;
          SwRenderText *text;

          pictures[reference] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 480, 120);
          cr = cairo_create (pictures[reference]);
          cairo_set_source_rgb (cr, 0.3, 0.5, 0.2);
          cairo_paint (cr);
          cairo_scale (cr, 4, 4);
          text = sw_render_text_new (cr, NULL);
          sw_render_text_set_layout_only (text, reference);
          sw_render_text_draw_label (text, cr, labels[i], 60, 15, 6.3, TRUE);
          sw_render_text_draw_label (text, cr, labels[i], 60.37, 22.81, 3.1, FALSE);
          sw_render_text_free (text);
          g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
          cairo_destroy (cr);
          cairo_surface_flush (pictures[reference]);
        }
      for (int y = 0; y < 120; y++)
        for (int x = 0; x < 480; x++)
          {
            guint32 pixel = *(guint32 *) (cairo_image_surface_get_data (pictures[0]) +
                                          y * cairo_image_surface_get_stride (pictures[0]) + x * 4);

            ink += ((pixel >> 16) & 0xff) < 0x30 && ((pixel >> 8) & 0xff) < 0x30;
          }
      g_test_message ("%s: %u dark pixels", labels[i], ink);
      g_assert_cmpuint (ink, >, 20);
      g_assert_true (same_pixels (pictures[0], pictures[1]));
      cairo_surface_destroy (pictures[0]);
      cairo_surface_destroy (pictures[1]);
    }
}

/* On pixels, pills are copied from pictures drawn once per size and
 * quarter-pixel phase: the same pills as filled ones, give or take a
 * quarter pixel at their edges. */
static void
test_cached_pills_match (void)
{
  static const char *labels[] = { "r1", "r4042", "Dark Wood" };
  g_autoptr(GHashTable) pills = sw_render_text_pills_new ();
  cairo_surface_t *pictures[2];
  guint differ = 0, far = 0;

  for (guint cached = 0; cached < 2; cached++)
    {
      cairo_t *cr;
      SwRenderText *text;

      pictures[cached] = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 300);
      cr = cairo_create (pictures[cached]);
      cairo_set_source_rgb (cr, 0.2, 0.4, 0.2);
      cairo_paint (cr);
      cairo_scale (cr, 3.7, 3.7);
      text = sw_render_text_new (cr, cached ? pills : NULL);
      for (guint i = 0; i < 12; i++)
        sw_render_text_draw_label (text, cr, labels[i % G_N_ELEMENTS (labels)],
                                   20 + (i % 3) * 33.17, 10 + i * 6.29, 3 + i * 0.31, TRUE);
      sw_render_text_free (text);
      cairo_destroy (cr);
      cairo_surface_flush (pictures[cached]);
    }
  g_assert_cmpuint (g_hash_table_size (pills), >, 0);
  for (int y = 0; y < 300; y++)
    for (int x = 0; x < 400; x++)
      {
        const guint8 *a = cairo_image_surface_get_data (pictures[0]) + y * cairo_image_surface_get_stride (pictures[0]) + x * 4;
        const guint8 *b = cairo_image_surface_get_data (pictures[1]) + y * cairo_image_surface_get_stride (pictures[1]) + x * 4;
        int most = 0;

        for (int c = 0; c < 3; c++)
          most = MAX (most, abs (a[c] - b[c]));
        differ += most > 0;
        far += most > 64;
      }
  g_test_message ("%u pixels differ, %u by more than 64", differ, far);
  g_assert_cmpuint (far, ==, 0);
  g_assert_cmpuint (differ, <, 400 * 300 / 50);
  cairo_surface_destroy (pictures[0]);
  cairo_surface_destroy (pictures[1]);
}

/* An icon is drawn once per pixel size and copied after, so the copy
 * looks the same as the drawing; close up (big icons, few on screen) none
 * is kept, which bounds the cache's memory whatever the zoom. */
static void
test_icon_cache_bounded (void)
{
  g_autoptr(GHashTable) cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                       (GDestroyNotify) cairo_surface_destroy);
  cairo_surface_t *drawn = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 200);
  cairo_surface_t *copied = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 200);
  cairo_t *cr;

  cr = cairo_create (drawn);
  sw_render_draw_icon (cr, "mine", FALSE, 50, 50, 20);
  cairo_destroy (cr);
  cr = cairo_create (copied);
  sw_render_draw_icon_cached (cr, cache, "mine", FALSE, 50, 50, 20);
  g_assert_cmpuint (g_hash_table_size (cache), ==, 1);
  /* close up: drawn, not kept */
  sw_render_draw_icon_cached (cr, cache, "cavern", FALSE, 100, 100, SW_RENDER_MAX_CACHED_ICON_PX + 10);
  g_assert_cmpuint (g_hash_table_size (cache), ==, 1);
  cairo_destroy (cr);
  cr = cairo_create (drawn);
  sw_render_draw_icon (cr, "cavern", FALSE, 100, 100, SW_RENDER_MAX_CACHED_ICON_PX + 10);
  cairo_destroy (cr);
  /* the big one, drawn directly both times, is the same picture */
  cairo_surface_flush (drawn);
  cairo_surface_flush (copied);
  {
    int stride = cairo_image_surface_get_stride (drawn);
    const guchar *a = cairo_image_surface_get_data (drawn);
    const guchar *b = cairo_image_surface_get_data (copied);
    guint differ = 0;

    for (int y = 100 - 30; y < 100 + 30; y++)
      for (int x = (100 - 30) * 4; x < (100 + 30) * 4; x++)
        differ += a[y * stride + x] != b[y * stride + x];
    g_assert_cmpuint (differ, ==, 0);
  }
  cairo_surface_destroy (drawn);
  cairo_surface_destroy (copied);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/regions-have-terrain-colour", test_regions_have_terrain_colour);
  g_test_add_func ("/render/terrains-differ-in-grey", test_terrains_differ_in_grey);
  g_test_add_func ("/render/hit-labels", test_hit_labels);
  g_test_add_func ("/render/graph-only-diagram", test_graph_only_diagram);
  g_test_add_func ("/render/bundled-maps", test_bundled_maps);
  g_test_add_func ("/render/board-set-side-by-side", test_board_set_side_by_side);
  g_test_add_func ("/render/pdf-output", test_pdf_output);
  g_test_add_func ("/render/vector-matches-pixels", test_vector_matches_pixels);
  g_test_add_func ("/render/annotation-top", test_annotation_top);
  g_test_add_func ("/render/icons-and-labels-leave-no-path", test_icons_and_labels_leave_no_path);
  g_test_add_func ("/render/cached-redraw-matches", test_cached_redraw_matches);
  g_test_add_func ("/render/labels-match-layout", test_labels_match_layout);
  g_test_add_func ("/render/cached-pills-match", test_cached_pills_match);
  g_test_add_func ("/render/icon-cache-bounded", test_icon_cache_bounded);

  return g_test_run ();
}
