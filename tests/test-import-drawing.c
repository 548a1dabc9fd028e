/* test-import-drawing.c: boards drawn in an SVG editor or in Tiled become valid maps with the truth's regions, areas, terrains and adjacency; hostile drawings are refused quickly with a line. */
#include "config.h"

#include <math.h>
#include <string.h>
#include <time.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <sys/wait.h>
#include <cairo.h>

#include "sw-catalog.h"
#include "sw-import.h"
#include "sw-issue.h"
#include "sw-map.h"
#include "sw-map-xml.h"
#include "sw-topology.h"
#include "sw-validate.h"
#include "sw-test-drawing.h"

static const SwImportOptions base_options = { (char *) "base", NULL, 0 };

static SwMap *
import_text (const char      *text,
             GPtrArray       *notes,
             GError         **error)
{
  return sw_import_data (text, strlen (text), &base_options, notes, error);
}

static double
ring_area (SwMap  *map,
           SwRing *ring)
{
  g_autofree double *v = g_new (double, 2 * ring->ids->len);

  for (guint i = 0; i < ring->ids->len; i++)
    {
      SwVertex *vertex = sw_map_get_vertex (map, g_array_index (ring->ids, guint, i));

      g_assert_nonnull (vertex);
      v[2 * i] = vertex->x, v[2 * i + 1] = vertex->y;
    }
  return sw_test_polygon_area (v, ring->ids->len);
}

static double
region_area (SwMap      *map,
             const char *id)
{
  SwRegion *region = sw_map_get_region (map, id);
  double area;

  g_assert_nonnull (region);
  g_assert_nonnull (region->outline);
  area = ring_area (map, region->outline);
  for (guint h = 0; h < region->holes->len; h++)
    area -= ring_area (map, g_ptr_array_index (region->holes, h));
  return area;
}

/* No validator error at all: geometry (overlap, gap, degenerate rings)
 * and content. Prints them when there are. */
static void
assert_valid (SwMap *map)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();

  sw_validate_map (map, issues);
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);

      if (issue->severity == SW_SEVERITY_ERROR)
        g_test_message ("%s: %s", issue->code, issue->message);
    }
  g_assert_cmpuint (sw_issue_list_count (issues, SW_SEVERITY_ERROR), ==, 0);
}

static gboolean
adjacent (SwMap      *map,
          const char *a,
          const char *b)
{
  const SwTopology *topology = sw_map_get_topology (map);

  return sw_topology_adjacent (topology, sw_map_find_region (map, a), sw_map_find_region (map, b));
}

static gboolean
has_note (GPtrArray  *notes,
          const char *code,
          const char *region)
{
  for (guint i = 0; i < notes->len; i++)
    {
      SwImportNote *note = g_ptr_array_index (notes, i);

      if (g_str_equal (note->code, code) &&
          (region == NULL || g_strv_contains ((const char *const *) note->regions, region)))
        return TRUE;
    }
  return FALSE;
}

/* ---- generated drawings against their truth ---- */

static void
check_generated (guint32 seed,
                 double  width,
                 double  height,
                 double  cell_mm,
                 double  jitter)
{
  SwTestDrawing *truth = sw_test_drawing_new (seed, width, height, cell_mm);
  g_autofree char *svg = sw_test_drawing_svg (truth, seed, jitter);
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = import_text (svg, notes, &error);
  guint n = truth->cells->len, adjacencies = 0;

  g_test_message ("seed %u: %u regions, jitter %.1f mm", seed, n, jitter);
  g_assert_no_error (error);
  g_assert_nonnull (map);
  assert_valid (map);
  g_assert_cmpuint (map->regions->len, ==, n);
  g_assert_cmpuint (map->boards->len, ==, 1);
  g_assert_cmpfloat_with_epsilon (((SwBoard *) g_ptr_array_index (map->boards, 0))->width, width, 1e-6);
  g_assert_cmpfloat_with_epsilon (((SwBoard *) g_ptr_array_index (map->boards, 0))->height, height, 1e-6);
  for (guint c = 0; c < n; c++)
    {
      g_autofree char *id = g_strdup_printf ("cell-%u", c);
      GArray *poly = g_ptr_array_index (truth->cells, c);
      double expected = sw_test_polygon_area ((const double *) poly->data, poly->len / 2);
      SwRegion *region = sw_map_get_region (map, id);

      g_assert_nonnull (region);
      g_assert_cmpfloat (fabs (region_area (map, id) - expected), <=, 0.02 * expected);
      g_assert_cmpstr (region->terrain, ==, g_ptr_array_index (truth->terrain, c));
      g_assert_cmpuint (region->holes->len, ==, 0);
    }
  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      {
        g_autofree char *ida = g_strdup_printf ("cell-%u", a);
        g_autofree char *idb = g_strdup_printf ("cell-%u", b);
        gboolean expected = sw_test_cells_adjacent (truth, a, b);

        if (expected != adjacent (map, ida, idb))
          g_error ("seed %u: %s and %s are %sadjacent in the truth but %sin the import",
                   seed, ida, idb, expected ? "" : "not ", expected ? "not " : "");
        adjacencies += expected;
      }
  /* The truth is a real partition: every cell has neighbours. */
  g_assert_cmpuint (adjacencies, >=, n - 1);
  sw_test_drawing_free (truth);
}

static void
test_generated_partitions (void)
{
  for (guint32 seed = 1; seed <= 6; seed++)
    check_generated (seed, 420, 297, 70, 1.0);
}

static void
test_generated_exact (void)
{
  /* Without jitter the borders already coincide: nothing is a gap. */
  check_generated (42, 300, 200, 60, 0);
}

/* ---- the repairs, one at a time ---- */

static char *
board_svg (double      width,
           double      height,
           const char *body)
{
  return g_strdup_printf ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%gmm\" height=\"%gmm\" "
                          "viewBox=\"0 0 %g %g\">\n%s</svg>\n", width, height, width, height, body);
}

static void
test_overlap_later_wins (void)
{
  /* A is drawn 0.8 mm too wide over B; whichever is drawn later keeps it. */
  const char *orders[2][2] = {
    { "<rect id=\"a\" x=\"0\" y=\"0\" width=\"100.8\" height=\"100\" fill=\"#e8d36a\"/>",
      "<rect id=\"b\" x=\"100\" y=\"0\" width=\"100\" height=\"100\" fill=\"#2e7d32\"/>" },
    { "<rect id=\"b\" x=\"100\" y=\"0\" width=\"100\" height=\"100\" fill=\"#2e7d32\"/>",
      "<rect id=\"a\" x=\"0\" y=\"0\" width=\"100.8\" height=\"100\" fill=\"#e8d36a\"/>" },
  };

  for (guint o = 0; o < 2; o++)
    {
      g_autofree char *body = g_strconcat (orders[o][0], "\n", orders[o][1], "\n", NULL);
      g_autofree char *svg = board_svg (200, 100, body);
      g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = import_text (svg, notes, &error);
      double a_expected = o == 0 ? 10000 : 10080;

      g_assert_no_error (error);
      assert_valid (map);
      g_assert_cmpuint (map->regions->len, ==, 2);
      g_assert_cmpfloat (fabs (region_area (map, "a") - a_expected), <, 30);
      g_assert_cmpfloat (fabs (region_area (map, "a") + region_area (map, "b") - 20000), <, 1e-6);
      g_assert_true (adjacent (map, "a", "b"));
      g_assert_cmpstr (sw_map_get_region (map, "a")->terrain, ==, "farmland");
      g_assert_cmpstr (sw_map_get_region (map, "b")->terrain, ==, "forest");
      g_assert_true (has_note (notes, "overlap", o == 0 ? "b" : "a"));
    }
}

static void
test_gaps_and_edges (void)
{
  /* Drawn short of each other by 0.9 mm and of the board's edge by 0.7 mm. */
  g_autofree char *svg = board_svg (200, 100,
    "<rect id=\"left\" x=\"0.7\" y=\"0.7\" width=\"98.9\" height=\"98.6\" fill=\"#9ccc65\"/>\n"
    "<rect id=\"right\" x=\"100.5\" y=\"0\" width=\"98.8\" height=\"99.4\" fill=\"#a1887f\"/>\n");
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = import_text (svg, notes, &error);

  g_assert_no_error (error);
  assert_valid (map);
  g_assert_cmpfloat (fabs (region_area (map, "left") - 10000), <, 100);
  g_assert_cmpfloat (fabs (region_area (map, "left") + region_area (map, "right") - 20000), <, 1e-6);
  g_assert_true (adjacent (map, "left", "right"));
  g_assert_true (has_note (notes, "gap-closed", "left"));
  g_assert_true (has_note (notes, "gap-closed", "right"));
}

static void
test_large_gap_is_an_error (void)
{
  g_autofree char *svg = board_svg (200, 100,
    "<rect id=\"left\" x=\"0\" y=\"0\" width=\"90\" height=\"100\" fill=\"#9ccc65\"/>\n"
    "<rect id=\"right\" x=\"100\" y=\"0\" width=\"100\" height=\"100\" fill=\"#a1887f\"/>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = import_text (svg, NULL, &error);

  g_assert_null (map);
  g_assert_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_UNREPAIRABLE);
  /* It names the place: the middle of the 10 mm strip, and a neighbour. */
  g_assert_nonnull (strstr (error->message, "(95, 50) mm"));
  g_assert_nonnull (strstr (error->message, "left"));
}

/* A gap joined by a thin seam to the far side of the board is named by
 * the region beside where it stays open, not by the first one the seam
 * touches (scanned from the top left). */
static void
test_large_gap_named_where_open (void)
{
  g_autofree char *svg = board_svg (200, 100,
    "<rect id=\"far\" x=\"0\" y=\"0\" width=\"99.5\" height=\"100\" fill=\"#9ccc65\"/>\n"
    "<rect id=\"near\" x=\"100\" y=\"0\" width=\"100\" height=\"60\" fill=\"#a1887f\"/>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = import_text (svg, NULL, &error);

  g_assert_null (map);
  g_assert_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_UNREPAIRABLE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "beside near and others"));
  g_assert_nonnull (strstr (error->message, "the 3 mm gap"));
}

static void
test_region_cut_in_two_is_an_error (void)
{
  g_autofree char *svg = board_svg (300, 100,
    "<rect id=\"under\" x=\"0\" y=\"0\" width=\"300\" height=\"100\" fill=\"#9ccc65\"/>\n"
    "<rect id=\"band\" x=\"100\" y=\"0\" width=\"100\" height=\"100\" fill=\"#a1887f\"/>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = import_text (svg, NULL, &error);

  g_assert_null (map);
  g_assert_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_UNREPAIRABLE);
  g_assert_nonnull (strstr (error->message, "under"));
  g_assert_nonnull (strstr (error->message, "two separate pieces"));
}

static void
test_sliver_goes_to_neighbour (void)
{
  /* "cap", drawn last across the top 0.5 mm short of the board's edge,
   * cuts a 0.5 mm strip off "top" along the whole board: a sliver. */
  g_autofree char *svg = board_svg (200, 100,
    "<rect id=\"top\" x=\"0\" y=\"0\" width=\"200\" height=\"50.6\" fill=\"#9ccc65\"/>\n"
    "<rect id=\"bottom\" x=\"0\" y=\"50\" width=\"200\" height=\"50\" fill=\"#a1887f\"/>\n"
    "<rect id=\"cap\" x=\"0\" y=\"0.5\" width=\"200\" height=\"30\" fill=\"#e8d36a\"/>\n");
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = import_text (svg, notes, &error);

  g_assert_no_error (error);
  assert_valid (map);
  g_assert_cmpuint (map->regions->len, ==, 3);
  /* The 0.5 mm strip of "top" above "cap" went to cap, its only neighbour. */
  g_assert_true (has_note (notes, "sliver", "top"));
  g_assert_cmpfloat (fabs (region_area (map, "cap") - 6100), <, 60);
  g_assert_true (adjacent (map, "cap", "top"));
  g_assert_true (adjacent (map, "top", "bottom"));
  g_assert_false (adjacent (map, "cap", "bottom"));
}

static void
test_holes_kept (void)
{
  /* One lake drawn on top, one hole drawn as an even-odd subpath with a
   * lake under it, and one hole with nothing in it. */
  g_autofree char *svg = board_svg (300, 100,
    "<rect id=\"lake-under\" x=\"130\" y=\"30\" width=\"40\" height=\"40\" fill=\"#90caf9\"/>\n"
    "<path id=\"ring\" fill-rule=\"evenodd\" fill=\"#2e7d32\" "
    "d=\"M0 0 H300 V100 H0 Z M130 30 V70 H170 V30 Z M230 30 h40 v40 h-40 z\"/>\n"
    "<circle id=\"pond\" cx=\"50\" cy=\"50\" r=\"20\" fill=\"#90caf9\"/>\n");
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = import_text (svg, notes, &error);
  SwRegion *ring;

  g_assert_no_error (error);
  assert_valid (map);
  g_assert_cmpuint (map->regions->len, ==, 4);
  ring = sw_map_get_region (map, "ring");
  g_assert_nonnull (ring);
  g_assert_cmpuint (ring->holes->len, ==, 3);
  g_assert_cmpstr (sw_map_get_region (map, "pond")->terrain, ==, "lake");
  g_assert_cmpstr (sw_map_get_region (map, "lake-under")->terrain, ==, "lake");
  g_assert_nonnull (sw_map_get_region (map, "hole1"));
  g_assert_cmpstr (sw_map_get_region (map, "hole1")->terrain, ==, "lake");
  g_assert_true (has_note (notes, "hole", "ring"));
  g_assert_cmpfloat (fabs (region_area (map, "pond") - G_PI * 400), <, 0.02 * G_PI * 400);
  g_assert_cmpfloat (fabs (region_area (map, "lake-under") - 1600), <, 32);
  g_assert_cmpfloat (fabs (region_area (map, "hole1") - 1600), <, 32);
  g_assert_cmpfloat (fabs (region_area (map, "ring") - (30000 - 3200 - G_PI * 400)), <, 0.02 * 30000);
  g_assert_true (adjacent (map, "ring", "pond"));
  g_assert_false (adjacent (map, "pond", "hole1"));
}

/* ---- the SVG reader ---- */

static void
test_svg_curves_and_units (void)
{
  /* A disc drawn with two arcs, a rounded shape with cubic and quadratic
   * curves (absolute and relative, smooth continuations), in a 10 cm ×
   * 5 cm drawing scaled by a group. The rest is a rect underneath. */
  const char *svg =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" "
    "width=\"10cm\" height=\"5cm\" viewBox=\"0 0 200 100\">\n"
    "<rect id=\"ground\" width=\"200\" height=\"100\" style=\"fill:rgb(232,211,106)\"/>\n"
    "<g transform=\"scale(2)\">\n"
    "  <path inkscape:label=\"Round Lake\" fill=\"#64b5f6\" d=\"M25 5 A20 20 0 0 1 25 45 a20,20 0 0,1 0-40z\"/>\n"
    "</g>\n"
    "<path id=\"blob\" fill=\"#2e7d32\" d=\"M120 20 C140 20 160 20 160 50 S140 80 120 80 Q100 80 100 50 T120 20 Z\"/>\n"
    "</svg>\n";
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = import_text (svg, notes, &error);
  SwBoard *board;
  SwRegion *lake;

  g_assert_no_error (error);
  assert_valid (map);
  board = g_ptr_array_index (map->boards, 0);
  g_assert_cmpfloat_with_epsilon (board->width, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (board->height, 50, 1e-9);
  /* The label names the region; the disc has radius 20 mm (20 × 2 × 0.5). */
  lake = sw_map_get_region (map, "round-lake");
  g_assert_nonnull (lake);
  g_assert_cmpstr (sw_text_pick (lake->names), ==, "Round Lake");
  g_assert_cmpstr (lake->terrain, ==, "sea");
  g_assert_cmpfloat (fabs (region_area (map, "round-lake") - G_PI * 400), <, 0.02 * G_PI * 400);
  g_assert_cmpstr (sw_map_get_region (map, "ground")->terrain, ==, "farmland");
  g_assert_cmpstr (sw_map_get_region (map, "blob")->terrain, ==, "forest");
  /* The blob spans 50..80 mm across and 10..40 mm down at half scale. */
  g_assert_cmpfloat (region_area (map, "blob"), >, 450);
  g_assert_cmpfloat (region_area (map, "blob"), <, 900);
}

static void
test_svg_units (void)
{
  static const struct { const char *size; double mm; } sizes[] = {
    { "width=\"100mm\" height=\"50mm\"", 100 },
    { "width=\"4in\" height=\"2in\"", 101.6 },
    { "width=\"378\" height=\"189\"", 378 * 25.4 / 96 },
    { "width=\"378px\" height=\"189px\"", 378 * 25.4 / 96 },
    { "width=\"10cm\" height=\"5cm\"", 100 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *svg = g_strdup_printf (
        "<svg xmlns=\"http://www.w3.org/2000/svg\" %s viewBox=\"0 0 20 10\">"
        "<rect id=\"a\" width=\"10\" height=\"10\" fill=\"#9ccc65\"/>"
        "<rect id=\"b\" x=\"10\" width=\"10\" height=\"10\" fill=\"#a1887f\"/></svg>", sizes[i].size);
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = import_text (svg, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpfloat (fabs (((SwBoard *) g_ptr_array_index (map->boards, 0))->width - sizes[i].mm), <, 1e-6);
      g_assert_cmpfloat (fabs (region_area (map, "a") - sizes[i].mm * sizes[i].mm / 4), <, 1e-3 * sizes[i].mm * sizes[i].mm);
    }
}

/* A fill that is no terrain's colour becomes the nearest terrain and is
 * reported once per colour, naming every region it was taken for; a
 * palette colour and a --terrain colour are not guesses. */
static void
test_terrain_colour_reported (void)
{
  const char *svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120mm\" height=\"50mm\" viewBox=\"0 0 120 50\">"
                    "<rect id=\"a\" width=\"30\" height=\"50\" fill=\"#87ceeb\"/>"
                    "<rect id=\"b\" x=\"30\" width=\"30\" height=\"50\" fill=\"#87ceeb\"/>"
                    "<rect id=\"c\" x=\"60\" width=\"30\" height=\"50\" fill=\"#9ccc65\"/>"
                    "<rect id=\"d\" x=\"90\" width=\"30\" height=\"50\" fill=\"#000000\"/></svg>";
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GHashTable) table = NULL;
  g_autoptr(GError) error = NULL;
  SwImportOptions options = { (char *) "base", NULL, 0 };
  g_autoptr(SwMap) map = NULL;
  guint reported = 0;

  g_assert_true (sw_import_parse_terrain_option ("#000000=swamp", "base", &table, &error));
  options.terrain_colours = table;
  map = sw_import_data (svg, strlen (svg), &options, notes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sw_map_get_region (map, "a")->terrain, ==, "lake");
  g_assert_cmpstr (sw_map_get_region (map, "c")->terrain, ==, "hill");
  for (guint i = 0; i < notes->len; i++)
    {
      SwImportNote *note = g_ptr_array_index (notes, i);

      if (!g_str_equal (note->code, "terrain-colour"))
        continue;
      reported++;
      g_assert_cmpuint (g_strv_length (note->regions), ==, 2);
      g_assert_true (g_strv_contains ((const char *const *) note->regions, "a"));
      g_assert_true (g_strv_contains ((const char *const *) note->regions, "b"));
      g_assert_nonnull (strstr (note->message, "#87ceeb"));
      g_assert_nonnull (strstr (note->message, "Lake"));
    }
  g_assert_cmpuint (reported, ==, 1);
}

static void
test_terrain_option (void)
{
  const char *svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100mm\" height=\"50mm\" viewBox=\"0 0 100 50\">"
                    "<rect id=\"a\" width=\"50\" height=\"50\" fill=\"#000000\"/>"
                    "<rect id=\"b\" x=\"50\" width=\"50\" height=\"50\" fill=\"#ffffff\"/></svg>";
  g_autoptr(GHashTable) table = NULL;
  g_autoptr(GError) error = NULL;
  SwImportOptions options = { (char *) "base", NULL, 0 };
  g_autoptr(SwMap) map = NULL;

  g_assert_true (sw_import_parse_terrain_option ("#000000=swamp", "base", &table, &error));
  g_assert_false (sw_import_parse_terrain_option ("#000000=ocean", "base", &table, &error));
  g_assert_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_OPTION);
  g_assert_nonnull (strstr (error->message, "farmland"));
  g_clear_error (&error);
  g_assert_false (sw_import_parse_terrain_option ("000000=swamp", "base", &table, &error));
  g_clear_error (&error);
  options.terrain_colours = table;
  map = sw_import_data (svg, strlen (svg), &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sw_map_get_region (map, "a")->terrain, ==, "swamp");
  /* Underground's palette for the white one. */
  g_clear_pointer (&map, sw_map_unref);
  options.edition = (char *) "underground";
  options.terrain_colours = NULL;
  map = sw_import_data (svg, strlen (svg), &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (map->edition, ==, "underground");
  g_assert_nonnull (sw_catalog_find (sw_catalog_get ("underground"), "terrain", sw_map_get_region (map, "b")->terrain));
}

/* ---- Tiled ---- */

static const char *tmx =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<map version=\"1.10\" orientation=\"orthogonal\" width=\"20\" height=\"10\" tilewidth=\"10\" tileheight=\"10\" infinite=\"0\">\n"
  " <properties>\n"
  "  <property name=\"mm-per-pixel\" type=\"float\" value=\"1.5\"/>\n"
  " </properties>\n"
  " <objectgroup id=\"1\" name=\"Regions\">\n"
  "  <object id=\"1\" name=\"West Hills\" x=\"0\" y=\"0\" width=\"100.4\" height=\"100\">\n"
  "   <properties><property name=\"terrain\" value=\"hill\"/></properties>\n"
  "  </object>\n"
  "  <object id=\"2\" name=\"East Woods\" x=\"100\" y=\"0\">\n"
  "   <properties><property name=\"terrain\" value=\"Forest\"/></properties>\n"
  "   <polygon points=\"0,0 100,0 100,100 0,100\"/>\n"
  "  </object>\n"
  "  <object id=\"3\" name=\"Tarn\" x=\"140\" y=\"40\">\n"
  "   <properties><property name=\"terrain\" value=\"lake\"/></properties>\n"
  "   <polygon points=\"0,0 20,0 20,20 0,20\"/>\n"
  "  </object>\n"
  " </objectgroup>\n"
  "</map>\n";

static void
test_tmx (void)
{
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = import_text (tmx, notes, &error);
  SwImportOptions options = base_options;

  g_assert_no_error (error);
  assert_valid (map);
  g_assert_cmpfloat_with_epsilon (((SwBoard *) g_ptr_array_index (map->boards, 0))->width, 300, 1e-9);
  g_assert_cmpuint (map->regions->len, ==, 3);
  g_assert_cmpstr (sw_map_get_region (map, "west-hills")->terrain, ==, "hill");
  g_assert_cmpstr (sw_map_get_region (map, "east-woods")->terrain, ==, "forest");
  g_assert_cmpstr (sw_map_get_region (map, "tarn")->terrain, ==, "lake");
  /* East Woods is drawn later: it keeps the 0.4 px overlap. */
  g_assert_cmpfloat (fabs (region_area (map, "west-hills") - 150 * 150), <, 0.005 * 150 * 150);
  g_assert_cmpfloat (fabs (region_area (map, "tarn") - 900), <, 18);
  g_assert_cmpuint (sw_map_get_region (map, "east-woods")->holes->len, ==, 1);
  g_assert_true (adjacent (map, "west-hills", "east-woods"));
  g_assert_true (adjacent (map, "tarn", "east-woods"));

  /* --scale wins over the property. */
  g_clear_pointer (&map, sw_map_unref);
  options.scale = 0.5;
  map = sw_import_data (tmx, strlen (tmx), &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (((SwBoard *) g_ptr_array_index (map->boards, 0))->width, 100, 1e-9);
}

static void
test_tmx_without_scale (void)
{
  g_autofree char *text = g_strdup (tmx);
  char *property = strstr (text, "mm-per-pixel");
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;

  memcpy (property, "mm-per-pixex", 12);
  map = import_text (text, NULL, &error);
  g_assert_null (map);
  g_assert_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_OPTION);
  g_assert_nonnull (strstr (error->message, "--scale"));
  g_assert_true (g_str_has_prefix (error->message, "line 2:"));
}

static void
test_tmx_unknown_terrain (void)
{
  g_autofree char *text = g_strdup (tmx);
  char *value = strstr (text, "value=\"Forest\"");
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;

  memcpy (value, "value=\"Jungle\"", 14);
  map = import_text (text, NULL, &error);
  g_assert_null (map);
  g_assert_nonnull (strstr (error->message, "line 10:"));
  g_assert_nonnull (strstr (error->message, "jungle"));
}


/* ---- PNG: a drawing on paper ---- */

static gboolean
ring_contains (SwMap  *map,
               SwRing *ring,
               double  x,
               double  y)
{
  gboolean inside = FALSE;
  guint n = ring->ids->len;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      SwVertex *a = sw_map_get_vertex (map, g_array_index (ring->ids, guint, i));
      SwVertex *b = sw_map_get_vertex (map, g_array_index (ring->ids, guint, j));

      if ((a->y > y) != (b->y > y) && x < (b->x - a->x) * (y - a->y) / (b->y - a->y) + a->x)
        inside = !inside;
    }
  return inside;
}

/* The region whose outline (and none of its holes) holds the point. */
static SwRegion *
region_at (SwMap  *map,
           double  x,
           double  y)
{
  for (guint r = 0; r < map->regions->len; r++)
    {
      SwRegion *region = g_ptr_array_index (map->regions, r);
      gboolean in_hole = FALSE;

      if (!ring_contains (map, region->outline, x, y))
        continue;
      for (guint h = 0; h < region->holes->len; h++)
        in_hole |= ring_contains (map, g_ptr_array_index (region->holes, h), x, y);
      if (!in_hole)
        return region;
    }
  return NULL;
}

static void
centroid (GArray *poly,
          double *cx,
          double *cy)
{
  const double *v = (const double *) poly->data;
  guint n = poly->len / 2;
  double a = 0, x = 0, y = 0;

  for (guint i = 0; i < n; i++)
    {
      guint j = (i + 1) % n;
      double cross = v[2 * i] * v[2 * j + 1] - v[2 * j] * v[2 * i + 1];

      a += cross;
      x += (v[2 * i] + v[2 * j]) * cross;
      y += (v[2 * i + 1] + v[2 * j + 1]) * cross;
    }
  *cx = x / (3 * a), *cy = y / (3 * a);
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* A generated partition printed at 300 dpi (PNG's default when it does not
 * say): fills, black outlines 0.35 mm wide, one region left white and one
 * in a forest green as dark as the lines. */
static void
test_png (void)
{
  SwTestDrawing *truth = sw_test_drawing_new (7, 240, 170, 60);
  double scale = 300 / 25.4;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) round (240 * scale),
                                                         (int) round (170 * scale));
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GByteArray) png = g_byte_array_new ();
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  guint n = truth->cells->len;
  g_autofree SwRegion **found = g_new0 (SwRegion *, n);

  g_assert_cmpuint (n, >=, 6);
  g_ptr_array_index (truth->terrain, 0) = (gpointer) "farmland";   /* white: the first land terrain */
  g_array_index (truth->colour, guint32, 0) = 0xffffff;
  g_ptr_array_index (truth->terrain, 3) = (gpointer) "forest";
  g_array_index (truth->colour, guint32, 3) = 0x1b5e20;
  cairo_scale (cr, scale, scale);
  for (guint c = 0; c < n; c++)
    {
      GArray *poly = g_ptr_array_index (truth->cells, c);
      guint32 colour = g_array_index (truth->colour, guint32, c);

      for (guint i = 0; i < poly->len / 2; i++)
        cairo_line_to (cr, g_array_index (poly, double, 2 * i), g_array_index (poly, double, 2 * i + 1));
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, (colour >> 16) / 255.0, ((colour >> 8) & 0xff) / 255.0, (colour & 0xff) / 255.0);
      cairo_fill (cr);
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.35);
  for (guint c = 0; c < n; c++)
    {
      GArray *poly = g_ptr_array_index (truth->cells, c);

      for (guint i = 0; i < poly->len / 2; i++)
        cairo_line_to (cr, g_array_index (poly, double, 2 * i), g_array_index (poly, double, 2 * i + 1));
      cairo_close_path (cr);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png_stream (surface, append_bytes, png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  map = sw_import_data ((const char *) png->data, png->len, &base_options, notes, &error);
  g_assert_no_error (error);
  assert_valid (map);
  g_assert_cmpfloat (fabs (((SwBoard *) g_ptr_array_index (map->boards, 0))->width - 240), <, 0.1);
  g_assert_cmpuint (map->regions->len, ==, n);
  for (guint c = 0; c < n; c++)
    {
      GArray *poly = g_ptr_array_index (truth->cells, c);
      double x, y, expected = sw_test_polygon_area ((const double *) poly->data, poly->len / 2);

      centroid (poly, &x, &y);
      found[c] = region_at (map, x, y);
      g_assert_nonnull (found[c]);
      g_assert_cmpstr (found[c]->terrain, ==, g_ptr_array_index (truth->terrain, c));
      g_assert_cmpfloat (fabs (region_area (map, found[c]->id) - expected), <=, 0.02 * expected);
      for (guint d = 0; d < c; d++)
        g_assert_true (found[d] != found[c]);
    }
  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      g_assert_true (sw_test_cells_adjacent (truth, a, b) == adjacent (map, found[a]->id, found[b]->id));
  sw_test_drawing_free (truth);
}

static guint32
crc32_of (const guchar *data,
          gsize         length)
{
  guint32 crc = 0xffffffff;

  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (guint k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (0xedb88320 & -(crc & 1));
    }
  return ~crc;
}

static void
test_png_hostile (void)
{
  /* A header claiming 100,000 × 100,000 pixels, and nothing after it. */
  guchar png[8 + 25] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
                         0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0, 8, 2, 0, 0, 0 };
  guint32 crc = crc32_of (png + 12, 17);
  g_autoptr(GError) error = NULL;
  clock_t start = clock ();
  g_autoptr(SwMap) map = NULL;

  png[29] = crc >> 24, png[30] = crc >> 16, png[31] = crc >> 8, png[32] = crc;
  map = sw_import_data ((const char *) png, sizeof png, &base_options, NULL, &error);
  g_assert_null (map);
  g_assert_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE);
  g_assert_nonnull (strstr (error->message, "100000 × 100000"));
  g_assert_cmpfloat ((double) (clock () - start) / CLOCKS_PER_SEC, <, 1.0);
  g_clear_error (&error);
  /* Cut short: damaged, not a crash. */
  map = sw_import_data ((const char *) png, 20, &base_options, NULL, &error);
  g_assert_null (map);
  g_assert_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED);
}

/* ---- hostile and malformed input: refused quickly, with a line ---- */

static void
assert_refused (const char *text,
                gsize       length,
                const char *expect_in_message)
{
  g_autoptr(GError) error = NULL;
  clock_t start = clock ();   /* CPU time: what the input costs, whatever the machine's load */
  g_autoptr(SwMap) map = NULL;

  if (length == G_MAXSIZE)
    length = strlen (text);
  map = sw_import_data (text, length, &base_options, NULL, &error);
  g_assert_null (map);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "line "));
  if (expect_in_message != NULL)
    g_assert_nonnull (strstr (error->message, expect_in_message));
  g_assert_cmpfloat ((double) (clock () - start) / CLOCKS_PER_SEC, <, 5.0);
}

static void
test_hostile (void)
{
  GString *deep = g_string_new ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10mm\" height=\"10mm\">");
  GString *billion = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY a \"aaaaaaaaaa\">\n");

  for (guint i = 1; i < 9; i++)
    g_string_append_printf (billion, "<!ENTITY %c \"&%c;&%c;&%c;&%c;&%c;&%c;&%c;&%c;&%c;&%c;\">\n",
                            'a' + i, 'a' + i - 1, 'a' + i - 1, 'a' + i - 1, 'a' + i - 1, 'a' + i - 1,
                            'a' + i - 1, 'a' + i - 1, 'a' + i - 1, 'a' + i - 1, 'a' + i - 1);
  g_string_append (billion, "]>\n<svg width=\"10mm\" height=\"10mm\"><title>&i;</title></svg>\n");
  assert_refused (billion->str, billion->len, NULL);

  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "<g>");
  assert_refused (deep->str, deep->len, NULL);

  assert_refused ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100000000mm\" height=\"10mm\"/>", G_MAXSIZE, "at most");
  assert_refused ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1e300\" height=\"1e300\"/>", G_MAXSIZE, NULL);
  assert_refused ("<map width=\"100000\" height=\"100000\" tilewidth=\"32\" tileheight=\"32\">"
                  "<properties><property name=\"mm-per-pixel\" value=\"1\"/></properties></map>", G_MAXSIZE, "at most");
  assert_refused ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100mm\" height=\"100mm\">\n"
                  "<path d=\"M 0 0 L 10 x 20 Z\"/></svg>", G_MAXSIZE, "line 2: the path data is malformed at character 12");
  assert_refused ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100mm\" height=\"100mm\">\n\n"
                  "<path d=\"M 0 0 A 10 10 0 2 1 20 20 Z\"/></svg>", G_MAXSIZE, "line 3:");
  assert_refused ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100mm\" height=\"100mm\">\n"
                  "<polygon points=\"0,0 10\"/></svg>", G_MAXSIZE, "line 2:");
  assert_refused ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100mm\" height=\"100mm\">\n"
                  "<g transform=\"rotate(\"><rect width=\"1\" height=\"1\"/></g></svg>", G_MAXSIZE, "line 2:");
  assert_refused ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"50%\" height=\"100mm\"/>", G_MAXSIZE, "line 1:");
  assert_refused ("<html/>", G_MAXSIZE, "neither SVG");
  assert_refused ("<svg", G_MAXSIZE, NULL);
  {
    /* A million-segment curve: bounded by the point limit. */
    GString *big = g_string_new ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000mm\" height=\"1000mm\" viewBox=\"0 0 1000 1000\">\n<path d=\"M0 0");

    for (guint i = 0; i < 30000; i++)
      g_string_append (big, " A500 500 0 1 1 1000 1000 A500 500 0 1 1 0 0");
    g_string_append (big, "\"/></svg>");
    assert_refused (big->str, big->len, "points");
    g_string_free (big, TRUE);
  }
  g_string_free (deep, TRUE);
  g_string_free (billion, TRUE);
}

/* ---- the examples of docs/import.md ---- */

static void
test_examples (void)
{
  static const char *const examples[] = { "example-board.svg", "example-board.tmx", "example-board.png" };

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "docs", "examples", examples[i], NULL);
      g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = sw_import_file (path, &base_options, notes, &error);

      g_test_message ("%s", path);
      g_assert_no_error (error);
      assert_valid (map);
      /* titled, by the drawing (the SVG's title) or else after the file,
       * as in the app and from swmap */
      g_test_message ("title: %s", sw_map_get_title (map));
      g_assert_nonnull (sw_map_get_title (map));
      if (g_str_has_suffix (examples[i], ".png"))
        g_assert_cmpstr (sw_map_get_title (map), ==, "example-board");
      g_assert_cmpuint (map->regions->len, >=, 6);
      for (guint r = 0; r < map->regions->len; r++)
        g_assert_nonnull (((SwRegion *) g_ptr_array_index (map->regions, r))->outline);
    }
}

/* ---- swmap import ---- */

static void
test_cli (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sw-import-XXXXXX", NULL);
  g_autofree char *input = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "docs", "examples", "example-board.svg", NULL);
  g_autofree char *output = g_build_filename (dir, "board.swmap", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.svg", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  gint status;
  const char *argv[] = { g_getenv ("SWMAP"), "import", input, "-o", output, "--json", NULL };
  const char *argv_broken[] = { g_getenv ("SWMAP"), "import", broken, NULL };

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  g_test_message ("%s%s", out, err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "\"repairs\""));
  map = sw_map_load_file (output, NULL, &error);
  g_assert_no_error (error);
  assert_valid (map);

  /* Malformed: exit 1, a line in the message, nothing written. */
  g_assert_true (g_file_set_contents (broken, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10mm\" height=\"10mm\">\n"
                                              "<path d=\"M0 0 L 5 5 Q\"/></svg>", -1, NULL));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_true (g_spawn_sync (NULL, (char **) argv_broken, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_nonnull (strstr (err, "line 2:"));
  {
    g_autofree char *not_written = g_build_filename (dir, "broken.swmap", NULL);
    g_assert_false (g_file_test (not_written, G_FILE_TEST_EXISTS));
  }
  g_unlink (output);
  g_unlink (broken);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/import-drawing/generated", test_generated_partitions);
  g_test_add_func ("/import-drawing/generated-exact", test_generated_exact);
  g_test_add_func ("/import-drawing/overlap-later-wins", test_overlap_later_wins);
  g_test_add_func ("/import-drawing/gaps-and-edges", test_gaps_and_edges);
  g_test_add_func ("/import-drawing/large-gap", test_large_gap_is_an_error);
  g_test_add_func ("/import-drawing/large-gap-named-where-open", test_large_gap_named_where_open);
  g_test_add_func ("/import-drawing/cut-in-two", test_region_cut_in_two_is_an_error);
  g_test_add_func ("/import-drawing/sliver", test_sliver_goes_to_neighbour);
  g_test_add_func ("/import-drawing/holes", test_holes_kept);
  g_test_add_func ("/import-drawing/svg-curves", test_svg_curves_and_units);
  g_test_add_func ("/import-drawing/svg-units", test_svg_units);
  g_test_add_func ("/import-drawing/terrain-option", test_terrain_option);
  g_test_add_func ("/import-drawing/terrain-colour-reported", test_terrain_colour_reported);
  g_test_add_func ("/import-drawing/tmx", test_tmx);
  g_test_add_func ("/import-drawing/tmx-without-scale", test_tmx_without_scale);
  g_test_add_func ("/import-drawing/tmx-unknown-terrain", test_tmx_unknown_terrain);
  g_test_add_func ("/import-drawing/png", test_png);
  g_test_add_func ("/import-drawing/png-hostile", test_png_hostile);
  g_test_add_func ("/import-drawing/hostile", test_hostile);
  g_test_add_func ("/import-drawing/examples", test_examples);
  g_test_add_func ("/import-drawing/cli", test_cli);
  return g_test_run ();
}
