/* test-app-view.c: the map view's tiles while zooming, panning and editing: scaled during a zoom gesture, sharp once it settles, complete at once after an edit (needs a display). */
#include "config.h"

#include <adwaita.h>

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
 * zoom, at most two seconds. */
static void
wait_sharp (Fixture *fixture)
{
  gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

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
  fixture.window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture.window, 900, 700);
  fixture.view = SW_MAP_VIEW (sw_map_view_new ());
  gtk_window_set_child (fixture.window, GTK_WIDGET (fixture.view));
  sw_map_view_set_map (fixture.view, map);
  gtk_widget_add_tick_callback (GTK_WIDGET (fixture.view), count_frame_cb, &fixture, NULL);
  gtk_window_present (fixture.window);

  /* the first frame shows the whole board sharp at once: no placeholder */
  wait_frames (&fixture, 3);
  g_assert_true (fixture.view->tiles_complete);
  g_assert_cmpfloat_with_epsilon (fixture.view->tiles_zoom, device_zoom (&fixture), 1e-9);
  g_assert_null (fixture.view->old_tiles);
  g_assert_null (fixture.view->overview);
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
    guint before = g_hash_table_size (fixture.view->tiles);

    for (int i = 0; i < 10; i++)
      {
        sw_map_view_pan_by (fixture.view, 9, 4);
        wait_frames (&fixture, 1);
      }
    g_assert_true (fixture.view->tiles_complete);
    g_assert_cmpuint (g_hash_table_size (fixture.view->tiles), >=, before);
  }

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
  return g_test_run ();
}
