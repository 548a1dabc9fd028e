/* test-export.c: PDF, SVG and PNG export at print size, swmap render's validation gate, and the print tiling. */
#include "config.h"

#include <cairo.h>
#include <gio/gio.h>
#include <sys/wait.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "sw-export.h"
#include "sw-layout.h"
#include "sw-map-xml.h"
#include "sw-print-tiles.h"
#include "sw-render.h"
#include "sw-validate.h"

/* Two boards side by side (the second placed at x = 300) with one region
 * each: the page must hold both. */
static const char two_boards[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<swmap version=\"1\" edition=\"base\">\n"
  "  <title>Two boards</title>\n"
  "  <board id=\"west\" width=\"300\" height=\"200\"/>\n"
  "  <board id=\"east\" width=\"250\" height=\"200\" x=\"300\" y=\"0\"/>\n"
  "  <vertices>\n"
  /* vertices are in their board's own coordinates; x, y place the board */
  "    <v id=\"1\" x=\"0\" y=\"0\"/><v id=\"2\" x=\"300\" y=\"0\"/><v id=\"3\" x=\"250\" y=\"0\"/>\n"
  "    <v id=\"4\" x=\"0\" y=\"200\"/><v id=\"5\" x=\"300\" y=\"200\"/><v id=\"6\" x=\"250\" y=\"200\"/>\n"
  "    <v id=\"7\" x=\"0\" y=\"0\"/><v id=\"8\" x=\"0\" y=\"200\"/>\n"
  "  </vertices>\n"
  "  <region id=\"r1\" terrain=\"forest\" board=\"west\" border=\"yes\"><outline>1 2 5 4</outline></region>\n"
  "  <region id=\"r2\" terrain=\"hill\" board=\"east\" border=\"yes\"><outline>7 3 6 8</outline></region>\n"
  "</swmap>\n";

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-export-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_file_and_dir (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

/* The first /MediaBox [x0 y0 x1 y1] of a PDF: cairo writes it in plain
 * text in the page object. */
static void
read_pdf_media_box (const char *path,
                    double      box[4])
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  const char *at;
  char *end;
  gsize length;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  g_assert_true (length > 4 && memcmp (data, "%PDF", 4) == 0);
  /* The file holds binary streams (with NULs): search it as bytes. */
  at = NULL;
  for (gsize i = 0; at == NULL && i + 9 <= length; i++)
    if (memcmp (data + i, "/MediaBox", 9) == 0)
      at = data + i;
  g_assert_nonnull (at);
  at = strchr (at, '[');
  g_assert_nonnull (at);
  at++;
  for (guint i = 0; i < 4; i++)
    {
      box[i] = g_ascii_strtod (at, &end);
      g_assert_true (end != at);
      at = end;
    }
}

/* The width and height attributes of an SVG's root element, in points. */
static void
read_svg_size (const char *path,
               double     *width,
               double     *height)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[2] = { " width=\"", " height=\"" };
  double *values[2] = { width, height };
  const char *svg;

  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  svg = strstr (data, "<svg");
  g_assert_nonnull (svg);
  for (guint i = 0; i < 2; i++)
    {
      const char *at = strstr (svg, names[i]);
      char *end;

      g_assert_nonnull (at);
      at += strlen (names[i]);
      *values[i] = g_ascii_strtod (at, &end);
      g_assert_true (end != at);
      /* Points: an absolute unit, so that the SVG prints at 1:1. */
      g_assert_true (g_str_has_prefix (end, "pt\""));
    }
}

static void
assert_page_size_pt (double       width_pt,
                     double       height_pt,
                     const double page[4])
{
  g_assert_cmpfloat_with_epsilon (width_pt, page[2] * 72 / 25.4, 0.5);
  g_assert_cmpfloat_with_epsilon (height_pt, page[3] * 72 / 25.4, 0.5);
}

static gboolean
pixel_has_colour (cairo_surface_t *image,
                  int              x,
                  int              y,
                  const double     rgb[3])
{
  const guint8 *data = cairo_image_surface_get_data (image);
  guint32 pixel = *(const guint32 *) (data + y * cairo_image_surface_get_stride (image) + x * 4);

  return fabs (((pixel >> 16) & 0xff) / 255.0 - rgb[0]) < 0.04 &&
         fabs (((pixel >> 8) & 0xff) / 255.0 - rgb[1]) < 0.04 &&
         fabs ((pixel & 0xff) / 255.0 - rgb[2]) < 0.04;
}

/* Reads the PNG back and checks, on a grid of points inside each region
 * (away from its label and icons), that most pixels have the terrain's
 * colour; and that the picture is not one flat colour. */
static void
check_png (SwMap      *map,
           const char *path,
           double      dpi)
{
  g_autoptr(SwRenderLayout) layout = sw_render_layout_new (map);
  cairo_surface_t *image = cairo_image_surface_create_from_png (path);
  double px_per_mm = dpi / 25.4;
  int width, height;
  guint32 first;
  gboolean varied = FALSE;
  guint sampled = 0;

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  /* the resolution is in the file, so that it prints at real size */
  {
    g_autofree guint8 *bytes = NULL;
    gsize length;
    const guint8 *chunk = NULL;
    guint32 x_ppm, y_ppm;

    g_assert_true (g_file_get_contents (path, (char **) &bytes, &length, NULL));
    for (gsize i = 8; i + 4 <= MIN (length, 256) && chunk == NULL; i++)
      if (memcmp (bytes + i, "pHYs", 4) == 0)
        chunk = bytes + i;
    g_assert_nonnull (chunk);
    g_assert_cmpuint (chunk + 13 - bytes, <=, length);
    x_ppm = (guint32) chunk[4] << 24 | (guint32) chunk[5] << 16 | (guint32) chunk[6] << 8 | chunk[7];
    y_ppm = (guint32) chunk[8] << 24 | (guint32) chunk[9] << 16 | (guint32) chunk[10] << 8 | chunk[11];
    g_assert_cmpuint (x_ppm, ==, (guint32) lround (dpi / 0.0254));
    g_assert_cmpuint (y_ppm, ==, x_ppm);
    g_assert_cmpuint (chunk[12], ==, 1); /* per metre */
  }
  sw_export_png_size (map, dpi, &width, &height);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, height);
  g_assert_cmpint (width, ==, (int) ceil (layout->width * px_per_mm - 1e-6));

  first = *(guint32 *) cairo_image_surface_get_data (image);
  for (int y = 0; y < height && !varied; y += 7)
    for (int x = 0; x < width && !varied; x += 7)
      varied = *(guint32 *) (cairo_image_surface_get_data (image) +
                             y * cairo_image_surface_get_stride (image) + x * 4) != first;
  g_assert_true (varied);

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      const double *box = &layout->bbox[4 * i];
      double keep_clear = MIN (16.0, layout->radius[i] * 0.8);
      guint samples = 0, matches = 0;
      double rgb[3];

      sw_render_terrain_colour (map->edition, region->terrain, rgb);
      for (double y = box[1]; y <= box[3]; y += 2.0)
        for (double x = box[0]; x <= box[2]; x += 2.0)
          {
            int px = (int) ((x - layout->x) * px_per_mm);
            int py = (int) ((y - layout->y) * px_per_mm);

            if (hypot (x - layout->anchor_x[i], y - layout->anchor_y[i]) < keep_clear ||
                sw_render_layout_hit (layout, map, x, y) != (gint) i ||
                px < 0 || py < 0 || px >= width || py >= height)
              continue;
            samples++;
            matches += pixel_has_colour (image, px, py, rgb);
          }
      if (samples < 4)
        continue;  /* a sliver: nothing to sample away from the label */
      sampled++;
      if (matches * 2 < samples)
        g_error ("region %s (%s): %u of %u samples in the terrain's colour",
                 region->id, region->terrain, matches, samples);
    }
  /* Not a vacuous pass: nearly every region was sampled. */
  g_assert_cmpuint (sampled * 10, >=, map->regions->len * 9);
  cairo_surface_destroy (image);
}

/* Each format at print size for one map. */
static void
check_exports (SwMap *map)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *pdf = g_build_filename (dir, "map.pdf", NULL);
  g_autofree char *svg = g_build_filename (dir, "map.svg", NULL);
  g_autofree char *png = g_build_filename (dir, "map.png", NULL);
  g_autoptr(GError) error = NULL;
  double page[4], box[4], width, height;

  sw_export_page_rect (map, page);

  g_assert_true (sw_export_map (map, pdf, SW_EXPORT_PDF, 0, SW_EXPORT_DEFAULT, &error));
  g_assert_no_error (error);
  read_pdf_media_box (pdf, box);
  g_assert_cmpfloat (box[0], ==, 0);
  g_assert_cmpfloat (box[1], ==, 0);
  assert_page_size_pt (box[2], box[3], page);

  g_assert_true (sw_export_map (map, svg, SW_EXPORT_SVG, 0, SW_EXPORT_DEFAULT, &error));
  g_assert_no_error (error);
  read_svg_size (svg, &width, &height);
  assert_page_size_pt (width, height, page);

  /* 2 px/mm: enough to sample every region's inside. */
  g_assert_true (sw_export_map (map, png, SW_EXPORT_PNG, 2 * 25.4, SW_EXPORT_DEFAULT, &error));
  g_assert_no_error (error);
  check_png (map, png, 2 * 25.4);

  g_unlink (pdf);
  g_unlink (svg);
  remove_file_and_dir (png);
}

/* Every bundled map, laid out from its graph as the app does, exports to
 * pages the size of its board. */
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
      SwBoard *board;
      double page[4];

      if (!g_str_has_suffix (name, ".swmap"))
        continue;
      g_test_message ("%s", name);
      map = sw_map_load_file (path, NULL, &error);
      g_assert_no_error (error);
      if (!sw_map_has_geometry (map))
        {
          SwMap *drawn = sw_layout_from_graph (map, NULL, &error);

          g_assert_no_error (error);
          sw_map_unref (map);
          map = drawn;
        }
      /* One board at the origin: the page is the board. A board set
       * (maps/warcraft-set.swmap) spans every board, placed at its x, y. */
      sw_export_page_rect (map, page);
      for (guint b = 0; b < map->boards->len; b++)
        {
          board = g_ptr_array_index (map->boards, b);
          if (map->boards->len == 1)
            {
              g_assert_cmpfloat_with_epsilon (page[2], board->width, 0.01);
              g_assert_cmpfloat_with_epsilon (page[3], board->height, 0.01);
            }
          else
            {
              g_assert_cmpfloat (page[0] + page[2], >=, board->x + board->width - 0.01);
              g_assert_cmpfloat (page[1] + page[3], >=, board->y + board->height - 0.01);
            }
        }
      check_exports (map);
      n_maps++;
    }
  g_assert_cmpuint (n_maps, >=, 4);
}

static void
test_two_boards (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_data (two_boards, sizeof two_boards - 1, NULL, &error);
  double page[4];

  g_assert_no_error (error);
  sw_export_page_rect (map, page);
  g_assert_cmpfloat_with_epsilon (page[2], 550, 0.01);
  g_assert_cmpfloat_with_epsilon (page[3], 200, 0.01);
  check_exports (map);
}

static void
test_format_and_errors (void)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "data", "valid-bricks.swmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (fixture, NULL, &error);
  SwExportFormat format;
  int width, height;

  g_assert_no_error (error);
  g_assert_true (sw_export_format_from_path ("a/Board.PDF", &format));
  g_assert_cmpint (format, ==, SW_EXPORT_PDF);
  g_assert_true (sw_export_format_from_path ("b.svg", &format));
  g_assert_cmpint (format, ==, SW_EXPORT_SVG);
  g_assert_true (sw_export_format_from_path ("c.png", &format));
  g_assert_cmpint (format, ==, SW_EXPORT_PNG);
  g_assert_false (sw_export_format_from_path ("d.jpg", &format));
  g_assert_false (sw_export_format_from_path ("png", &format));

  /* 300 × 200 mm at 1 px/mm */
  sw_export_png_size (map, 25.4, &width, &height);
  g_assert_cmpint (width, ==, 300);
  g_assert_cmpint (height, ==, 200);

  g_assert_false (sw_export_map (map, "/nonexistent-dir/map.png", SW_EXPORT_PNG, 25.4, SW_EXPORT_DEFAULT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "/nonexistent-dir/map.png"));
  g_clear_error (&error);
  g_assert_false (sw_export_map (map, "/nonexistent-dir/map.pdf", SW_EXPORT_PDF, 0, SW_EXPORT_DEFAULT, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (sw_export_map (map, "unused.png", SW_EXPORT_PNG, 5000, SW_EXPORT_DEFAULT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (g_file_test ("unused.png", G_FILE_TEST_EXISTS));
}

static int
run_swmap (const char *const *arguments,
           char             **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int wait_status;

  g_ptr_array_add (argv, (gpointer) g_getenv ("SWMAP"));
  for (guint i = 0; arguments[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) arguments[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                NULL, err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

/* swmap render writes a valid map, and refuses one with errors, listing
 * them and writing nothing. */
static void
test_swmap_render (void)
{
  g_autofree char *valid = g_test_build_filename (G_TEST_DIST, "data", "valid-bricks.swmap", NULL);
  g_autofree char *broken = g_test_build_filename (G_TEST_DIST, "data", "regions-overlap.swmap", NULL);
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *png = g_build_filename (dir, "out.png", NULL);
  g_autofree char *pdf = g_build_filename (dir, "out.pdf", NULL);
  g_autofree char *err = NULL;
  cairo_surface_t *image;
  double box[4];

  if (g_getenv ("SWMAP") == NULL)
    {
      g_test_skip ("SWMAP is not set (run through meson test)");
      return;
    }
  g_assert_cmpint (run_swmap ((const char *[]) { "render", valid, "-o", png, "--dpi", "50.8", NULL }, &err), ==, 0);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 600);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 400);
  cairo_surface_destroy (image);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_swmap ((const char *[]) { "render", valid, "-o", pdf, NULL }, &err), ==, 0);
  read_pdf_media_box (pdf, box);
  g_assert_cmpfloat_with_epsilon (box[2], 300 * 72 / 25.4, 0.5);
  g_assert_cmpfloat_with_epsilon (box[3], 200 * 72 / 25.4, 0.5);
  g_unlink (pdf);
  g_clear_pointer (&err, g_free);

  g_unlink (png);
  g_assert_cmpint (run_swmap ((const char *[]) { "render", broken, "-o", png, NULL }, &err), ==, 1);
  g_assert_nonnull (strstr (err, "error:"));
  g_assert_nonnull (strstr (err, "[regions-overlap]"));
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_swmap ((const char *[]) { "render", valid, "-o", pdf, "--dpi", "100", NULL }, &err), ==, 2);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_swmap ((const char *[]) { "render", valid, "-o", "out.jpg", NULL }, &err), ==, 2);
  g_rmdir (dir);
}

/* An A2 board (594 × 420 mm) on A4 portrait with 10 mm margins
 * (190 × 277 mm printable) and 10 mm overlap: 4 columns, 2 rows. */
static void
test_tiles_a2_on_a4 (void)
{
  SwPrintTiles tiles;
  double covered = 0, rect[4];
  g_autofree char *label = NULL;
  g_autofree char *first = NULL;

  g_assert_true (sw_print_tiles_init (&tiles, 594, 420, 190, 277, 10));
  g_assert_cmpuint (tiles.columns, ==, 4);
  g_assert_cmpuint (tiles.rows, ==, 2);
  g_assert_cmpuint (sw_print_tiles_n_pages (&tiles), ==, 8);

  /* Sheets overlap by 10 mm, and the grid is centred on the board. */
  sw_print_tiles_page_rect (&tiles, 0, rect);
  g_assert_cmpfloat_with_epsilon (rect[0], -(3 * 180 + 190 - 594) / 2.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (rect[2], 190, 1e-9);
  {
    double next[4];

    sw_print_tiles_page_rect (&tiles, 1, next);
    g_assert_cmpfloat_with_epsilon (rect[0] + rect[2] - next[0], 10, 1e-9);
    sw_print_tiles_page_rect (&tiles, 4, next);
    g_assert_cmpfloat_with_epsilon (rect[1] + rect[3] - next[1], 10, 1e-9);
  }
  /* The last sheets reach past the board's far edges. */
  sw_print_tiles_page_rect (&tiles, 7, rect);
  g_assert_cmpfloat (rect[0] + rect[2], >=, 594);
  g_assert_cmpfloat (rect[1] + rect[3], >=, 420);

  /* After cutting, the pages tile the board exactly: the shares meet in
   * the middle of each overlap, lie on their sheets and add up to it. */
  for (guint p = 0; p < 8; p++)
    {
      double cut[4];

      sw_print_tiles_page_rect (&tiles, p, rect);
      sw_print_tiles_cut_rect (&tiles, p, cut);
      g_assert_cmpfloat (cut[0], >=, rect[0] - 1e-9);
      g_assert_cmpfloat (cut[1], >=, rect[1] - 1e-9);
      g_assert_cmpfloat (cut[0] + cut[2], <=, rect[0] + rect[2] + 1e-9);
      g_assert_cmpfloat (cut[1] + cut[3], <=, rect[1] + rect[3] + 1e-9);
      covered += cut[2] * cut[3];
      if (p % 4 < 3)
        {
          double right[4];

          sw_print_tiles_cut_rect (&tiles, p + 1, right);
          g_assert_cmpfloat_with_epsilon (cut[0] + cut[2], right[0], 1e-9);
        }
    }
  g_assert_cmpfloat_with_epsilon (covered, 594.0 * 420.0, 1e-6);

  first = sw_print_tiles_page_name (&tiles, 0);
  g_assert_cmpstr (first, ==, "A1");
  label = sw_print_tiles_page_label (&tiles, 5);
  g_assert_cmpstr (label, ==, "B2 of 4×2");
}

static void
test_tiles_edge_cases (void)
{
  SwPrintTiles tiles;
  double rect[4];
  g_autofree char *name = NULL;

  /* A board that fits: one page, centred. */
  g_assert_true (sw_print_tiles_init (&tiles, 150, 100, 190, 277, 10));
  g_assert_cmpuint (sw_print_tiles_n_pages (&tiles), ==, 1);
  sw_print_tiles_page_rect (&tiles, 0, rect);
  g_assert_cmpfloat_with_epsilon (rect[0], -20, 1e-9);
  sw_print_tiles_cut_rect (&tiles, 0, rect);
  g_assert_cmpfloat_with_epsilon (rect[2], 150, 1e-9);
  g_assert_cmpfloat_with_epsilon (rect[3], 100, 1e-9);

  /* Exactly two sheets wide: 190 + 180 = 370 mm. */
  g_assert_true (sw_print_tiles_init (&tiles, 370, 100, 190, 277, 10));
  g_assert_cmpuint (tiles.columns, ==, 2);
  g_assert_true (sw_print_tiles_init (&tiles, 370.5, 100, 190, 277, 10));
  g_assert_cmpuint (tiles.columns, ==, 3);

  /* Past Z, columns go on as spreadsheets do. */
  g_assert_true (sw_print_tiles_init (&tiles, 28 * 90.0, 50, 100, 100, 10));
  g_assert_cmpuint (tiles.columns, >=, 28);
  name = sw_print_tiles_page_name (&tiles, 26);
  g_assert_cmpstr (name, ==, "AA1");

  /* Paper no larger than twice the overlap never advances. */
  g_assert_false (sw_print_tiles_init (&tiles, 500, 500, 20, 100, 10));
  g_assert_false (sw_print_tiles_init (&tiles, 0, 500, 190, 277, 10));
  g_assert_false (sw_print_tiles_init (&tiles, NAN, 500, 190, 277, 10));
}

/* The bytes of the file at @path. */
static GBytes *
file_bytes (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  g_assert_no_error (error);
  return g_bytes_new_take (data, length);
}

/* A board to play on leaves the ids of unnamed regions out: the picture
 * changes where a region has no name and nowhere else, and `swmap render
 * --no-ids` draws the same. */
static void
test_no_ids (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "valid-bricks.swmap", NULL);
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *with = g_build_filename (dir, "with.png", NULL);
  g_autofree char *without = g_build_filename (dir, "without.png", NULL);
  g_autofree char *cli = g_build_filename (dir, "cli.png", NULL);
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  g_autoptr(GBytes) a = NULL, b = NULL, c = NULL;

  g_assert_no_error (error);
  g_assert_true (sw_export_map (map, with, SW_EXPORT_PNG, 2 * 25.4, SW_EXPORT_DEFAULT, &error));
  g_assert_true (sw_export_map (map, without, SW_EXPORT_PNG, 2 * 25.4, SW_EXPORT_NO_IDS, &error));
  a = file_bytes (with);
  b = file_bytes (without);
  g_assert_false (g_bytes_equal (a, b));
  g_assert_cmpint (run_swmap ((const char *[]) { "render", path, "-o", cli, "--dpi", "50.8", "--no-ids", NULL }, &err), ==, 0);
  c = file_bytes (cli);
  g_assert_true (g_bytes_equal (b, c));

  /* every region named: nothing to leave out */
  for (guint i = 0; i < map->regions->len; i++)
    sw_map_add_text (((SwRegion *) g_ptr_array_index (map->regions, i))->names, NULL, "Named");
  sw_map_changed (map);
  g_clear_pointer (&a, g_bytes_unref);
  g_clear_pointer (&b, g_bytes_unref);
  g_assert_true (sw_export_map (map, with, SW_EXPORT_PNG, 2 * 25.4, SW_EXPORT_DEFAULT, &error));
  g_assert_true (sw_export_map (map, without, SW_EXPORT_PNG, 2 * 25.4, SW_EXPORT_NO_IDS, &error));
  a = file_bytes (with);
  b = file_bytes (without);
  g_assert_true (g_bytes_equal (a, b));
  g_unlink (with);
  g_unlink (cli);
  remove_file_and_dir (without);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/export/bundled-maps", test_bundled_maps);
  g_test_add_func ("/export/two-boards", test_two_boards);
  g_test_add_func ("/export/format-and-errors", test_format_and_errors);
  g_test_add_func ("/export/swmap-render", test_swmap_render);
  g_test_add_func ("/export/no-ids", test_no_ids);
  g_test_add_func ("/print-tiles/a2-on-a4", test_tiles_a2_on_a4);
  g_test_add_func ("/print-tiles/edge-cases", test_tiles_edge_cases);
  return g_test_run ();
}
