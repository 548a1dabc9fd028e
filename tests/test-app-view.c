/* test-app-view.c: the map view's tiles while zooming, panning and editing: scaled during a zoom gesture, sharp once it settles, complete at once after an edit; the board's shadow; a wall over a selected region's outline (needs a display). */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "sw-catalog.h"
#include "sw-map-view-private.h"
#include "sw-map-view.h"
#include "sw-map-xml.h"

typedef struct {
  GtkWindow *window;
  SwMapView *view;
  guint frames;   /* frames the view has drawn */
} Fixture;

static gboolean
count_frame_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  Fixture *fixture = data;

  fixture->frames++;
  return G_SOURCE_CONTINUE;
}

/* Shows @map in a view, alone in a 900 x 700 window, counting its frames. */
static void
open_view (Fixture *fixture,
           SwMap   *map)
{
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 900, 700);
  fixture->view = SW_MAP_VIEW (sw_map_view_new ());
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->view));
  sw_map_view_set_map (fixture->view, map);
  gtk_widget_add_tick_callback (GTK_WIDGET (fixture->view), count_frame_cb, fixture, NULL);
  gtk_window_present (fixture->window);
}

/* Runs the main loop until @n more frames have been drawn. */
static void
wait_frames (Fixture *fixture,
             guint    n)
{
  guint until = fixture->frames + n;
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (fixture->frames < until && g_get_monotonic_time () < deadline)
    {
      gtk_widget_queue_draw (GTK_WIDGET (fixture->view));
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (fixture->frames, >=, until);
}

/* Runs the main loop for @ms milliseconds, drawing. */
static void
wait_ms (Fixture *fixture,
         guint    ms)
{
  gint64 deadline = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < deadline)
    {
      gtk_widget_queue_draw (GTK_WIDGET (fixture->view));
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Runs the main loop until the view has drawn all of its tiles at its
 * zoom (a fraction of a second; at most 30 s on a busy machine, after
 * which the caller's assertion fails). */
static void
wait_sharp (Fixture *fixture)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < deadline &&
         !(fixture->view->tiles_complete && !fixture->view->zoom_burst &&
           fixture->view->tiles_zoom == sw_map_view_get_zoom (fixture->view) *
                                        gtk_widget_get_scale_factor (GTK_WIDGET (fixture->view))))
    {
      gtk_widget_queue_draw (GTK_WIDGET (fixture->view));
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* The view as its renderer paints it now, in memory (w x h x 4 bytes). */
static GBytes *
view_pixels (SwMapView *view,
             int       *width,
             int       *height)
{
  GtkWidget *widget = GTK_WIDGET (view);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  guchar *data;

  *width = gtk_widget_get_width (widget);
  *height = gtk_widget_get_height (widget);
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, *width, *height));
  data = g_malloc ((gsize) *width * *height * 4);
  gdk_texture_download (texture, data, (gsize) *width * 4);
  return g_bytes_new_take (data, (gsize) *width * *height * 4);
}

static double
device_zoom (Fixture *fixture)
{
  return sw_map_view_get_zoom (fixture->view) * gtk_widget_get_scale_factor (GTK_WIDGET (fixture->view));
}

static void
test_view_tiles (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-5p.swmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  Fixture fixture = { 0 };
  double zoom;

  g_assert_no_error (error);
  open_view (&fixture, map);
  g_assert_cmpuint (fixture.view->source_keep_ms, >=, 1000);
  fixture.view->source_keep_ms = 400;   /* the test waits for its release below */

  /* the first frame shows the whole board sharp at once: no placeholder */
  wait_frames (&fixture, 3);
  g_assert_true (fixture.view->tiles_complete);
  g_assert_cmpfloat_with_epsilon (fixture.view->tiles_zoom, device_zoom (&fixture), 1e-9);
  g_assert_null (fixture.view->old_tiles);
  g_assert_cmpuint (g_hash_table_size (fixture.view->tiles), >, 0);

  /* a gesture: small zoom steps in quick succession. The first step
   * redraws; the next ones scale those tiles instead of redrawing them. */
  zoom = sw_map_view_get_zoom (fixture.view);
  sw_map_view_set_zoom (fixture.view, zoom * 1.05);
  wait_sharp (&fixture);   /* its tiles get drawn, a few a frame */
  g_assert_true (fixture.view->tiles_complete);
  sw_map_view_set_zoom (fixture.view, zoom * 1.10);
  wait_frames (&fixture, 1);
  sw_map_view_set_zoom (fixture.view, zoom * 1.15);
  wait_frames (&fixture, 1);
  g_assert_true (fixture.view->zoom_burst);
  g_assert_cmpfloat (fixture.view->tiles_zoom, <, device_zoom (&fixture) - 1e-9);
  /* past 1.5 times the tiles' zoom, cairo draws sharp tiles during the
   * gesture; GL (llvmpipe) keeps scaling them up, to 4 times, until the
   * gesture settles */
  {
    GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (fixture.view)));
    double burst_tiles_zoom = fixture.view->tiles_zoom;

    sw_map_view_set_zoom (fixture.view, zoom * 1.05 * 1.8);
    wait_frames (&fixture, 1);
    g_assert_true (fixture.view->zoom_burst);
    if (GSK_IS_CAIRO_RENDERER (renderer))
      g_assert_cmpfloat_with_epsilon (fixture.view->tiles_zoom, device_zoom (&fixture), 1e-9);
    else
      g_assert_cmpfloat_with_epsilon (fixture.view->tiles_zoom, burst_tiles_zoom, 1e-9);
  }

  /* once the gesture settles, the view is drawn sharp at the new zoom and
   * the tiles of the old zoom are gone */
  wait_sharp (&fixture);
  g_assert_false (fixture.view->zoom_burst);
  g_assert_true (fixture.view->tiles_complete);
  g_assert_cmpfloat_with_epsilon (fixture.view->tiles_zoom, device_zoom (&fixture), 1e-9);
  g_assert_null (fixture.view->old_tiles);

  /* zooming out past the tiles drawn so far, in one burst: the view ends
   * sharp, with the tiles of the zooms on the way gone */
  sw_map_view_set_zoom (fixture.view, zoom * 0.9);
  wait_frames (&fixture, 1);
  for (int i = 0; i < 8; i++)
    {
      sw_map_view_set_zoom (fixture.view, sw_map_view_get_zoom (fixture.view) * 0.9);
      wait_frames (&fixture, 1);
    }
  wait_sharp (&fixture);
  g_assert_true (fixture.view->tiles_complete);
  g_assert_cmpfloat_with_epsilon (fixture.view->tiles_zoom, device_zoom (&fixture), 1e-9);
  g_assert_null (fixture.view->old_tiles);
  /* the worker's copy of the map stays for the next gesture a while (a
   * large map is not copied and laid out again for each), then goes */
  wait_frames (&fixture, 2);
  g_assert_nonnull (fixture.view->tile_source);
  g_assert_cmpuint (fixture.view->source_release_id, !=, 0);
  wait_ms (&fixture, 600);
  g_assert_null (fixture.view->tile_source);
  g_assert_cmpuint (fixture.view->source_release_id, ==, 0);

  /* and it looks exactly as a view that drew everything at once at this
   * zoom and place (its tiles come from the worker, from a copy of the
   * map; the other view's from the frame) */
  {
    GtkWindow *window = GTK_WINDOW (gtk_window_new ());
    SwMapView *fresh = SW_MAP_VIEW (sw_map_view_new ());
    g_autoptr(GBytes) ours = NULL;
    g_autoptr(GBytes) theirs = NULL;
    int w1, h1, w2, h2;
    guint frames = fixture.frames;

    gtk_window_set_default_size (window, 900, 700);
    gtk_window_set_child (window, GTK_WIDGET (fresh));
    sw_map_view_set_map (fresh, map);
    gtk_window_present (window);
    while (gtk_widget_get_width (GTK_WIDGET (fresh)) == 0 || fixture.frames < frames + 3)
      wait_frames (&fixture, 1);
    fresh->fitting = FALSE;
    fresh->zoom = fixture.view->zoom;
    fresh->origin_x = fixture.view->origin_x;
    fresh->origin_y = fixture.view->origin_y;
    sw_map_view_map_changed (fresh);   /* nothing old to show: all drawn at once */
    /* the pointer may have crossed either window as the other one came */
    sw_map_view_set_hover (fixture.view, -1);
    sw_map_view_set_hover (fresh, -1);
    ours = view_pixels (fixture.view, &w1, &h1);
    theirs = view_pixels (fresh, &w2, &h2);
    g_assert_true (fresh->tiles_complete);
    g_assert_cmpint (w1, ==, w2);
    g_assert_cmpint (h1, ==, h2);
    g_assert_true (g_bytes_equal (ours, theirs));
    gtk_window_destroy (window);
  }

  /* an edit in the middle of a gesture: the next frame is complete and
   * drawn from the map as it is, never from tiles of before the edit */
  sw_map_view_set_zoom (fixture.view, zoom * 1.05);
  wait_frames (&fixture, 1);
  sw_map_view_set_zoom (fixture.view, zoom * 1.10);
  {
    SwRegion *region = g_ptr_array_index (map->regions, 1);

    g_free (region->terrain);
    region->terrain = g_strdup ("forest");
    sw_map_changed (map);
  }
  sw_map_view_map_changed (fixture.view);
  g_assert_null (fixture.view->old_tiles);
  g_assert_null (fixture.view->overview);
  wait_frames (&fixture, 2);
  g_assert_true (fixture.view->tiles_complete);
  g_assert_cmpuint (fixture.view->tiles_serial, ==, sw_map_get_serial (map));

  /* panning keeps the tiles: only the ones coming into view are drawn */
  wait_ms (&fixture, 300);
  sw_map_view_zoom_original (fixture.view);
  wait_sharp (&fixture);
  g_assert_true (fixture.view->tiles_complete);
  {
    /* the tiles before, by key: those still kept afterwards are the very
     * same (never drawn again); tiles far from the view may be forgotten
     * once there are too many, so the count alone may drop */
    g_autoptr(GHashTable) before = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
    GHashTableIter iter;
    gpointer key, tile;
    guint same = 0;

    g_hash_table_iter_init (&iter, fixture.view->tiles);
    while (g_hash_table_iter_next (&iter, &key, &tile))
      g_hash_table_insert (before, g_memdup2 (key, sizeof (gint64)), tile);
    for (int i = 0; i < 10; i++)
      {
        sw_map_view_pan_by (fixture.view, 9, 4);
        wait_frames (&fixture, 1);
      }
    g_assert_true (fixture.view->tiles_complete);
    g_hash_table_iter_init (&iter, before);
    while (g_hash_table_iter_next (&iter, &key, &tile))
      {
        gpointer now = g_hash_table_lookup (fixture.view->tiles, key);

        if (now != NULL)
          {
            g_assert_true (now == tile);
            same++;
          }
      }
    /* 90 x 40 px is less than a tile: what was in view still is */
    g_test_message ("panning: %u tiles before, %u kept, %u now", g_hash_table_size (before), same,
                    g_hash_table_size (fixture.view->tiles));
    g_assert_cmpuint (same, >=, g_hash_table_size (before) / 3);
  }

  /* the board panned out of view, then a zoom: nothing to draw, so the
   * view is complete and keeps no old tiles; back in view, sharp again */
  sw_map_view_pan_by (fixture.view, 100000, 100000);
  wait_frames (&fixture, 2);
  sw_map_view_zoom_in (fixture.view);
  wait_sharp (&fixture);
  g_assert_true (fixture.view->tiles_complete);
  g_assert_null (fixture.view->old_tiles);
  sw_map_view_zoom_fit (fixture.view);
  wait_sharp (&fixture);
  g_assert_true (fixture.view->tiles_complete);
  g_assert_cmpuint (g_hash_table_size (fixture.view->tiles), >, 0);

  /* the window closes while the worker still draws tiles for a zoom:
   * they are dropped when they come back */
  sw_map_view_zoom_in (fixture.view);
  wait_frames (&fixture, 1);
  g_assert_nonnull (fixture.view->tile_source);
  gtk_window_destroy (fixture.window);
  {
    gint64 deadline = g_get_monotonic_time () + 300 * 1000;

    while (g_get_monotonic_time () < deadline)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
  }
}

/* The alpha of @node rendered by @renderer over @width x @height. */
static guchar *
render_alpha (GskRenderer   *renderer,
              GskRenderNode *node,
              int            width,
              int            height)
{
  g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, node,
                                                               &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_autofree guchar *data = NULL;
  guchar *alpha = g_malloc ((gsize) width * height);

  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  data = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, data, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i++)
    alpha[i] = data[i * 4 + 3];
  return alpha;
}

/* The shadow's pieces at @scale, and GTK's outset shadow of the board
 * (its edges rounded to device pixels as the tiles' are), compared in
 * device pixels under @renderer: at most @tolerance levels of alpha
 * apart, dark just under the board, none on it and none far from it. */
static void
compare_shadow (Fixture     *fixture,
                GskRenderer *renderer,
                int          scale,
                int          tolerance)
{
  SwRenderLayout *layout = fixture->view->layout;
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->view));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->view));
  int reach = (int) ceil (3 * SW_MAP_VIEW_SHADOW_RADIUS / 2.0 * scale);
  double ppm = sw_map_view_get_zoom (fixture->view) * scale;
  double ox = round (fixture->view->origin_x * ppm), oy = round (fixture->view->origin_y * ppm);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) ours = NULL;
  g_autoptr(GskRenderNode) gtk_shadow = NULL;
  g_autoptr(GskRenderNode) ours_device = NULL;
  g_autoptr(GskRenderNode) gtk_device = NULL;
  g_autoptr(GskTransform) to_device = NULL;
  g_autofree guchar *a = NULL;
  g_autofree guchar *b = NULL;
  GskRoundedRect outline;
  int worst = 0, darkest = 0, w = width * scale, h = height * scale;
  int below_x, below_y, inside_x, inside_y;

  g_assert_true (sw_map_view_snapshot_shadow (fixture->view, snapshot, layout, scale));
  ours = gtk_snapshot_free_to_node (snapshot);
  g_assert_cmpint (gsk_render_node_get_node_type (ours), ==, GSK_CONTAINER_NODE);
  g_assert_cmpuint (gsk_container_node_get_n_children (ours), ==, 8);
  for (guint i = 0; i < gsk_container_node_get_n_children (ours); i++)
    g_assert_cmpint (gsk_render_node_get_node_type (gsk_container_node_get_child (ours, i)), ==, GSK_TEXTURE_NODE);
  /* the pieces are made for this scale: a corner is the blur's reach
   * in device pixels on either side of the shadow's edge */
  g_assert_cmpint (fixture->view->shadow_scale, ==, scale);
  g_assert_cmpint (gdk_texture_get_width (fixture->view->shadow[0]), ==, 2 * reach);
  g_assert_cmpint (gdk_texture_get_height (fixture->view->shadow[0]), ==, 2 * reach);

  gsk_rounded_rect_init_from_rect (&outline,
                                   &GRAPHENE_RECT_INIT ((round (layout->x * ppm) - ox) / scale,
                                                        (round (layout->y * ppm) - oy) / scale,
                                                        (round ((layout->x + layout->width) * ppm) - round (layout->x * ppm)) / scale,
                                                        (round ((layout->y + layout->height) * ppm) - round (layout->y * ppm)) / scale),
                                   0);
  g_assert_true (outline.bounds.origin.x > 20 && outline.bounds.origin.y > 20);
  g_assert_true (outline.bounds.origin.y + outline.bounds.size.height < height - 20);
  gtk_shadow = gsk_outset_shadow_node_new (&outline, &(GdkRGBA) { 0, 0, 0, SW_MAP_VIEW_SHADOW_ALPHA }, 0,
                                           SW_MAP_VIEW_SHADOW_DY, SW_MAP_VIEW_SHADOW_SPREAD,
                                           SW_MAP_VIEW_SHADOW_RADIUS);

  /* both drawn in device pixels, as a window at @scale shows them (the
   * transform node takes its own reference to the transform; at scale 1
   * there is none) */
  to_device = gsk_transform_scale (NULL, scale, scale);
  ours_device = to_device == NULL ? gsk_render_node_ref (ours) : gsk_transform_node_new (ours, to_device);
  gtk_device = to_device == NULL ? gsk_render_node_ref (gtk_shadow) : gsk_transform_node_new (gtk_shadow, to_device);
  a = render_alpha (renderer, ours_device, w, h);
  b = render_alpha (renderer, gtk_device, w, h);
  for (int i = 0; i < w * h; i++)
    {
      worst = MAX (worst, ABS ((int) a[i] - (int) b[i]));
      darkest = MAX (darkest, a[i]);
    }
  g_test_message ("%s, scale %d: shadow alpha at most %d, differs from GTK's by %d at most",
                  G_OBJECT_TYPE_NAME (renderer), scale, darkest, worst);
  below_x = (int) (outline.bounds.origin.x + outline.bounds.size.width / 2) * scale;
  below_y = (int) (outline.bounds.origin.y + outline.bounds.size.height + 1) * scale;
  inside_x = (int) (outline.bounds.origin.x + 5) * scale;
  inside_y = (int) (outline.bounds.origin.y + 5) * scale;
  g_assert_cmpint (a[below_y * w + below_x], >, 40);
  g_assert_cmpint (a[inside_y * w + inside_x], ==, 0);
  g_assert_cmpint (a[(below_y + 40 * scale) * w + below_x], ==, 0);
  g_assert_cmpint (darkest, <=, (int) (SW_MAP_VIEW_SHADOW_ALPHA * 255 + 1));
  g_assert_cmpint (worst, <=, tolerance);
}

/* The board's shadow is drawn from textures, as the tiles are, and looks
 * as GTK's blurred outset shadow of the board would, under both
 * renderers: the GL one (llvmpipe here) and cairo, at scale 1 and 2
 * (the pieces made again when the scale changes). A board too small on
 * screen for the pieces is left to GTK's shadow. */
static void
test_view_shadow (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-5p.swmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  g_autoptr(GskRenderer) cairo_renderer = gsk_cairo_renderer_new ();
  GskRenderer *renderers[2];
  Fixture fixture = { 0 };
  GtkSnapshot *snapshot;

  g_assert_no_error (error);
  open_view (&fixture, map);
  wait_frames (&fixture, 3);
  /* fitted, the board leaves the table showing around it */
  g_assert_nonnull (fixture.view->layout);

  g_assert_true (gsk_renderer_realize (cairo_renderer, gtk_native_get_surface (GTK_NATIVE (fixture.window)), &error));
  g_assert_no_error (error);
  renderers[0] = gtk_native_get_renderer (GTK_NATIVE (fixture.window));
  renderers[1] = cairo_renderer;
  for (guint r = 0; r < G_N_ELEMENTS (renderers); r++)
    {
      /* within a few levels of GTK's everywhere: 2 at scale 1, 6 at
       * scale 2, where GTK's blur is a little narrower than a Gaussian
       * of half its radius (ours) */
      compare_shadow (&fixture, renderers[r], 1, 4);
      compare_shadow (&fixture, renderers[r], 2, 8);
    }
  gsk_renderer_unrealize (cairo_renderer);

  /* zoomed far out, the board is smaller than two reaches of the blur */
  sw_map_view_set_zoom (fixture.view, SW_MAP_VIEW_MIN_ZOOM);
  wait_frames (&fixture, 2);
  snapshot = gtk_snapshot_new ();
  g_assert_false (sw_map_view_snapshot_shadow (fixture.view, snapshot, fixture.view->layout, 1));
  g_assert_null (gtk_snapshot_free_to_node (snapshot));   /* nothing drawn */
  gtk_window_destroy (fixture.window);
}

/* The region's description (tooltip, side panel) tells a start marker
 * from a symbol of the same name: Warcraft's Murloc place and Murloc
 * tokens on one region. */
static void
test_view_describe_region (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "warcraft-set.swmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  const SwCatalog *catalog = sw_catalog_get ("warcraft");
  const char *symbol = sw_catalog_entry_name (sw_catalog_find (catalog, "symbol", "murloc"));
  const char *marker = sw_catalog_entry_name (sw_catalog_find (catalog, "marker", "murloc"));
  g_autofree char *marker_line = g_strdup_printf ("\nStart marker: %s", marker);
  g_autofree char *symbol_line = g_strdup_printf ("\n%s\n", symbol);
  g_autofree char *text = NULL;
  SwMapView *view = SW_MAP_VIEW (sw_map_view_new ());
  gint region = -1;

  g_assert_no_error (error);
  g_object_ref_sink (view);
  sw_map_view_set_map (view, map);
  for (guint i = 0; i < map->regions->len && region < 0; i++)
    if (g_str_equal (((SwRegion *) g_ptr_array_index (map->regions, i))->id, "l2-18"))
      region = i;
  g_assert_cmpint (region, >=, 0);
  text = sw_map_view_describe_region (view, region);
  g_assert_nonnull (strstr (text, symbol_line));
  g_assert_nonnull (strstr (text, marker_line));
  g_object_unref (view);
}

/* Fitted, the board keeps clear of the controls that float over the
 * view's bottom edge (an overlay's children aligned to the end): a click
 * on them is never meant for a corner of the board hidden under them. */
static void
test_view_fit_clear_of_controls (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  SwMapView *view = SW_MAP_VIEW (sw_map_view_new ());
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  int width, height;

  g_assert_no_error (error);
  /* wider than the board: it fits the height and reaches the bottom margin */
  gtk_window_set_default_size (window, 900, 400);
  gtk_widget_set_size_request (bar, -1, 40);
  gtk_widget_set_valign (bar, GTK_ALIGN_END);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), GTK_WIDGET (view));
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), bar);
  gtk_window_set_child (window, overlay);
  sw_map_view_set_map (view, map);
  gtk_window_present (window);
  while (gtk_widget_get_height (GTK_WIDGET (view)) == 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  sw_map_view_zoom_fit (view);
  width = gtk_widget_get_width (GTK_WIDGET (view));
  height = gtk_widget_get_height (GTK_WIDGET (view));
  g_assert_cmpint (height, >, 100);
  /* the board is there above the bar, and nowhere under it */
  g_assert_cmpint (sw_map_view_region_at (view, width / 2.0, height - 60), >=, 0);
  for (double y = height - 40; y < height; y += 4)
    for (double x = 0; x < width; x += 8)
      g_assert_cmpint (sw_map_view_region_at (view, x, y), <, 0);
  gtk_window_destroy (window);
}

/* A wall along a selected region's border stays in sight: the selection's
 * outline is drawn along that border, and the wall goes over it. */
static void
test_view_barrier_selected (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autofree char *text = NULL;
  g_autofree char *walled = NULL;
  g_auto(GStrv) halves = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(GBytes) pixels = NULL;
  Fixture fixture = { 0 };
  gint r12, r17;
  const SwRing *a, *b;
  double mx = NAN, my = NAN;
  guint selected;
  int width, height, px, py;
  const guchar *rgba;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  halves = g_strsplit (text, "</swmap>", 2);
  walled = g_strjoinv ("  <barrier a=\"r12\" b=\"r17\"/>\n</swmap>", halves);
  map = sw_map_load_data (walled, strlen (walled), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (map->barriers->len, ==, 1);
  r12 = sw_map_find_region (map, "r12");
  r17 = sw_map_find_region (map, "r17");
  g_assert_cmpint (r12, >=, 0);
  g_assert_cmpint (r17, >=, 0);
  /* the middle of an edge the two outlines share */
  a = ((SwRegion *) g_ptr_array_index (map->regions, r12))->outline;
  b = ((SwRegion *) g_ptr_array_index (map->regions, r17))->outline;
  for (guint i = 0; i < a->ids->len && isnan (mx); i++)
    for (guint j = 0; j < b->ids->len; j++)
      {
        guint a0 = g_array_index (a->ids, guint, i), a1 = g_array_index (a->ids, guint, (i + 1) % a->ids->len);
        guint b0 = g_array_index (b->ids, guint, j), b1 = g_array_index (b->ids, guint, (j + 1) % b->ids->len);

        if ((a0 == b0 && a1 == b1) || (a0 == b1 && a1 == b0))
          {
            SwVertex *v0 = sw_map_get_vertex (map, a0), *v1 = sw_map_get_vertex (map, a1);

            mx = (v0->x + v1->x) / 2;
            my = (v0->y + v1->y) / 2;
            break;
          }
      }
  g_assert_false (isnan (mx));

  open_view (&fixture, map);
  wait_sharp (&fixture);
  selected = r12;
  sw_map_view_set_selection (fixture.view, &selected, 1);
  wait_frames (&fixture, 2);
  pixels = view_pixels (fixture.view, &width, &height);
  px = (int) round ((mx - fixture.view->origin_x) * fixture.view->zoom);
  py = (int) round ((my - fixture.view->origin_y) * fixture.view->zoom);
  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (px, <, width);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (py, <, height);
  /* the wall's browns (red well over blue), not the selection's blue */
  rgba = (const guchar *) g_bytes_get_data (pixels, NULL) + ((gsize) py * width + px) * 4;
  g_test_message ("the wall's middle at %d, %d: %u %u %u", px, py, rgba[2], rgba[1], rgba[0]);
  g_assert_cmpint (rgba[2], >, rgba[0] + 40);
  gtk_window_destroy (fixture.window);
}

int
main (int    argc,
      char **argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/app/view/tiles", test_view_tiles);
  g_test_add_func ("/app/view/shadow", test_view_shadow);
  g_test_add_func ("/app/view/describe-region", test_view_describe_region);
  g_test_add_func ("/app/view/fit-clear-of-controls", test_view_fit_clear_of_controls);
  g_test_add_func ("/app/view/barrier-selected", test_view_barrier_selected);
  return g_test_run ();
}
