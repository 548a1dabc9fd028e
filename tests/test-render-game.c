/* test-render-game.c: the game's markers are drawn as pictures, one of its own for each marker of the three editions. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sw-map-xml.h"
#include "sw-render-game.h"
#include "sw-render-private.h"
#include "sw-test-game.h"

#define CELL 48

/* Every marker the table puts on a region: the catalogs' components, set-up
 * markers, relics and artifacts. */
static GPtrArray *
all_markers (void)
{
  static const char *const editions[] = { "base", "underground", "warcraft" };
  static const char *const kinds[] = { "component", "marker", "relic", "artifact" };
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint e = 0; e < G_N_ELEMENTS (editions); e++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        g_autoptr(GPtrArray) entries = sw_catalog_list (sw_catalog_get (editions[e]), kinds[k]);
        for (guint i = 0; i < entries->len; i++)
          {
            const SwCatalogEntry *entry = g_ptr_array_index (entries, i);
            gboolean seen = FALSE;
            for (guint j = 0; j < ids->len && !seen; j++)
              seen = g_str_equal (g_ptr_array_index (ids, j), entry->id);
            if (!seen)
              g_ptr_array_add (ids, g_strdup (entry->id));
          }
      }
  return ids;
}

static char *
icon_checksum (const char *marker)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, CELL, CELL);
  cairo_t *cr = cairo_create (surface);
  char *sum;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  sw_render_game_marker (cr, marker, CELL / 2.0, CELL / 2.0, CELL - 4);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, cairo_image_surface_get_data (surface),
                                     cairo_image_surface_get_stride (surface) * CELL);
  cairo_surface_destroy (surface);
  return sum;
}

static void
test_every_marker_has_its_own_icon (void)
{
  g_autoptr(GPtrArray) ids = all_markers ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *sheet = g_getenv ("SW_TEST_CONTACT_SHEET");   /* a PNG of them all, to look at */
  cairo_surface_t *surface = NULL;
  cairo_t *cr = NULL;

  g_assert_cmpuint (ids->len, >=, 40);
  if (sheet != NULL)
    {
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 8 * 130, ((ids->len + 7) / 8) * 110);
      cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
    }
  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);
      g_autofree char *sum = icon_checksum (id);
      const char *twin = g_hash_table_lookup (seen, sum);

      g_test_message ("%s", id);
      /* a picture, not an initial */
      g_assert_true (sw_render_game_marker_has_icon (id));
      /* and not another marker's picture */
      if (twin != NULL)
        g_error ("%s is drawn like %s", id, twin);
      g_hash_table_insert (seen, g_steal_pointer (&sum), (gpointer) id);
      if (cr != NULL)
        {
          sw_render_game_marker (cr, id, (i % 8) * 130 + 65, (i / 8) * 110 + 42, 72);
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_move_to (cr, (i % 8) * 130 + 8, (i / 8) * 110 + 100);
          cairo_set_font_size (cr, 11);
          cairo_show_text (cr, id);
        }
    }
  if (cr != NULL)
    {
      cairo_destroy (cr);
      g_assert_cmpint (cairo_surface_write_to_png (surface, sheet), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
    }
  /* what has no picture still shows, as its initial on a disc */
  g_assert_false (sw_render_game_marker_has_icon ("no-such-marker"));
}

/* On the board: a fortress under the occupant is the fortress picture. */
static void
test_board_shows_the_icon (void)
{
  static const TestRegion board[] = {
    { "a", "farmland", TRUE, NULL, NULL, "b" },
    { "b", "hill", TRUE, NULL, NULL, "a" },
  };
  g_autoptr(SwGame) game = test_game (test_board ("base", board, G_N_ELEMENTS (board)), 2);
  SwRenderLayout layout = { 0 };
  double ax[2] = { 20, 60 }, ay[2] = { 20, 20 }, radius[2] = { 15, 15 };
  guint fortress_grey = 0, pixels[2] = { 0, 0 };

  layout.n_regions = 2;
  layout.anchor_x = ax;
  layout.anchor_y = ay;
  layout.radius = radius;
  pick (game, "humans", "fortified");
  put (game, "a", 3);
  marker (game, "a", "fortress", 1);
  for (guint pass = 0; pass < 2; pass++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 200);
      cairo_t *cr = cairo_create (surface);

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_scale (cr, 5, 5);   /* px per mm */
      sw_render_game_occupants (cr, game, &layout);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      for (int y = 0; y < 200; y++)
        for (int x = 0; x < 200; x++)
          {
            guint32 pixel = ((guint32 *) (cairo_image_surface_get_data (surface)
                                          + y * cairo_image_surface_get_stride (surface)))[x] & 0xffffff;
            if (pass == 0)
              fortress_grey += pixel == 0x6d6d72;
            pixels[pass] += pixel != 0xffffff;
          }
      cairo_surface_destroy (surface);
      marker (game, "a", "fortress", 0);
    }
  /* the keep's stone, readable: tens of pixels at 5 px/mm */
  g_assert_cmpuint (fortress_grey, >, 100);
  g_assert_cmpuint (pixels[0], >, pixels[1]);
}

/* The game map as the game window draws it: the base renderer without the
 * map's set-up markers (the window's map view sets hide_starts), then the
 * game's occupants and markers over it. */
static cairo_surface_t *
render_game_map (SwGame *game)
{
  g_autoptr(SwRenderLayout) layout = sw_render_layout_new (game->map);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 480, 360);
  cairo_t *cr = cairo_create (surface);
  double scale = MIN (480 / layout->width, 360 / layout->height);
  SwRenderOptions options;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -layout->x, -layout->y);
  sw_render_options_init (&options);
  options.hide_starts = TRUE;
  sw_render_map (cr, game->map, layout, &options);
  sw_render_game_occupants (cr, game, layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint
differing_pixels (SwGame *a, SwGame *b)
{
  cairo_surface_t *sa = render_game_map (a), *sb = render_game_map (b);
  guint differ = 0;

  for (int y = 0; y < 360; y++)
    {
      const guint32 *ra = (const guint32 *) (cairo_image_surface_get_data (sa) + y * cairo_image_surface_get_stride (sa));
      const guint32 *rb = (const guint32 *) (cairo_image_surface_get_data (sb) + y * cairo_image_surface_get_stride (sb));
      for (int x = 0; x < 480; x++)
        differ += (ra[x] & 0xffffff) != (rb[x] & 0xffffff);
    }
  cairo_surface_destroy (sa);
  cairo_surface_destroy (sb);
  return differ;
}

/* The map's set-up markers on the game map come from the game's state, not
 * from the map (docs/rules.md 1.6): a lost tribe conquered is gone from the
 * picture, a mountain stays, each drawn once. Checked against the same
 * board without set-up markers whose game state holds the same natives and
 * mountain: the two pictures are the same pixels. */
static void
test_conquered_starts (void)
{
  static const TestRegion with_starts[] = {
    { "r1", "farmland", TRUE, NULL, "lost-tribe", "r2 r3" },
    { "r2", "hill", TRUE, NULL, "mountain", "r1 r3" },
    { "r3", "forest", TRUE, NULL, NULL, "r1 r2" },
  };
  static const TestRegion without[] = {
    { "r1", "farmland", TRUE, NULL, NULL, "r2 r3" },
    { "r2", "hill", TRUE, NULL, NULL, "r1 r3" },
    { "r3", "forest", TRUE, NULL, NULL, "r1 r2" },
  };
  g_autoptr(SwGame) game = test_game (test_board ("base", with_starts, G_N_ELEMENTS (with_starts)), 2);
  g_autoptr(SwGame) plain = test_game (test_board ("base", without, G_N_ELEMENTS (without)), 2);
  GError *error = NULL;
  SwAction *natives = sw_action_new (SW_ACTION_SET_REGION);

  natives->region = g_strdup ("r1");
  natives->owner = -1;
  natives->natives = 1;
  ok (sw_game_append (plain, natives, &error), error);
  marker (plain, "r2", "mountain", 1);
  /* at set-up: the lost tribe and the mountain once each */
  g_assert_cmpint (sw_game_region_state (game, 0)->natives, ==, 1);
  g_assert_cmpuint (differing_pixels (game, plain), ==, 0);
  /* the lost tribe's region conquered: no lost tribe drawn there any more */
  pick (game, "humans", "hill");
  pick (plain, "humans", "hill");
  conquer (game, "r1");
  conquer (plain, "r1");
  g_assert_cmpint (sw_game_region_state (game, 0)->natives, ==, 0);
  g_assert_cmpuint (differing_pixels (game, plain), ==, 0);
  /* the mountain's region conquered: the mountain stays, drawn once */
  conquer (game, "r2");
  conquer (plain, "r2");
  g_assert_cmpint (markers_in (game, "r2", "mountain"), ==, 1);
  g_assert_cmpuint (differing_pixels (game, plain), ==, 0);
  /* and it is drawn: without it, the picture differs */
  marker (plain, "r2", "mountain", 0);
  g_assert_cmpuint (differing_pixels (game, plain), >, 20);
}

/* Whether the circle (@x, @y, @r) lies inside @region: its centre and 48
 * points of its rim in the region's filled outline (holes left out). */
static gboolean
circle_inside (SwMap *map, const SwRegion *region, double x, double y, double r)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  gboolean inside;
  double dx, dy;

  sw_render_region_offset (map, region, &dx, &dy);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  for (guint h = 0; h < 1 + (region->holes != NULL ? region->holes->len : 0); h++)
    {
      const SwRing *ring = h == 0 ? region->outline : g_ptr_array_index (region->holes, h - 1);

      for (guint k = 0; k < ring->ids->len; k++)
        {
          SwVertex *v = sw_map_get_vertex (map, g_array_index (ring->ids, guint, k));

          if (k == 0)
            cairo_move_to (cr, v->x + dx, v->y + dy);
          else
            cairo_line_to (cr, v->x + dx, v->y + dy);
        }
      cairo_close_path (cr);
    }
  inside = cairo_in_fill (cr, x, y);
  for (guint k = 0; inside && k < 48; k++)
    inside = cairo_in_fill (cr, x + r * cos (2 * G_PI * k / 48), y + r * sin (2 * G_PI * k / 48));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return inside;
}

/* On every bundled board of every edition, each region's occupant disc
 * and markers (those of the set-up, and a fortress and a troll lair more on
 * every region) lie inside the region and off the symbols drawn there
 * (mines, caverns, magic sources...), at the size of a printed board. */
static void
test_discs_beside_symbols (void)
{
  g_autofree char *dir_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint boards = 0, checked = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      static const char *const players[] = { "Ann", "Bob", NULL };
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = NULL;
      g_autoptr(SwGame) game = NULL;
      SwRenderLayout *layout;

      if (!g_str_has_suffix (name, ".swmap"))
        continue;
      map = sw_map_load_file (path, NULL, &error);
      g_assert_no_error (error);
      game = sw_game_new (map, players);
      layout = sw_render_layout_new (map);
      for (guint extra = 0; extra < 2; extra++)
        for (guint i = 0; i < map->regions->len; i++)
          {
            const SwRegion *region = g_ptr_array_index (map->regions, i);
            double symbols[3 * 16], circles[3 * 16];
            guint n_symbols = sw_render_symbol_circles (map, layout, i, symbols, 16);
            guint n;

            if (extra == 1)
              {
                sw_game_set_marker (game, i, "fortress", 1);
                sw_game_set_marker (game, i, "troll-lair", 1);
              }
            n = sw_render_game_region_circles (game, layout, i, 0, circles, 16);
            g_assert_cmpuint (n, >=, 1);
            for (guint c = 0; c < n; c++)
              {
                if (!circle_inside (map, region, circles[3 * c], circles[3 * c + 1], circles[3 * c + 2]))
                  g_error ("%s, %s: circle %u (%.1f, %.1f, r %.1f) leaves the region", name, region->id, c,
                           circles[3 * c], circles[3 * c + 1], circles[3 * c + 2]);
                for (guint k = 0; k < n_symbols; k++)
                  if (hypot (circles[3 * c] - symbols[3 * k], circles[3 * c + 1] - symbols[3 * k + 1])
                      < circles[3 * c + 2] + symbols[3 * k + 2])
                    g_error ("%s, %s: circle %u covers symbol %u", name, region->id, c, k);
                /* the disc and the markers stay readable: at least half their size */
                g_assert_cmpfloat (circles[3 * c + 2], >=, 1.4);
                checked++;
              }
          }
      sw_render_layout_free (layout);
      boards++;
    }
  g_assert_cmpuint (boards, >=, 7);
  g_test_message ("%u boards, %u circles", boards, checked);
}

/* The count on a player's disc is white on the default seats' dark
 * colours and near black on amber and on a pale colour a player chose. */
static void
test_text_on_colours (void)
{
  static const struct { const char *colour; gboolean light; } cases[] = {
    { "#1565c0", TRUE }, { "#c62828", TRUE }, { "#2e7d32", TRUE }, { "#6a1b9a", TRUE },
    { "#f9a825", FALSE }, { "#ffffff", FALSE }, { "#fff59d", FALSE }, { "#000000", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint value = (guint) g_ascii_strtoull (cases[i].colour + 1, NULL, 16);
      double rgb[3] = { ((value >> 16) & 0xff) / 255.0, ((value >> 8) & 0xff) / 255.0, (value & 0xff) / 255.0 };

      g_test_message ("%s", cases[i].colour);
      g_assert_cmpint (sw_render_light_text (rgb), ==, cases[i].light);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render-game/every-marker-has-its-own-icon", test_every_marker_has_its_own_icon);
  g_test_add_func ("/render-game/board-shows-the-icon", test_board_shows_the_icon);
  g_test_add_func ("/render-game/conquered-starts", test_conquered_starts);
  g_test_add_func ("/render-game/discs-beside-symbols", test_discs_beside_symbols);
  g_test_add_func ("/render-game/text-on-colours", test_text_on_colours);
  return g_test_run ();
}
