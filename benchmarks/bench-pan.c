/* bench-pan.c: a scripted pan and zoom over a map in the real map view, timed by the GdkFrameClock. */
#define G_LOG_DOMAIN "sw-bench"
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <stdio.h>

#include "sw-map-view-private.h"
#include "sw-map-view.h"
#include "sw-map-xml.h"

#define WARMUP_FRAMES 30
#define PAN_FRAMES 300
#define ZOOM_FRAMES 120
/* After the zoom: frames until the view is sharp again, at most. */
#define MAX_SETTLE_FRAMES 180

typedef struct {
  SwMapView *view;
  guint frame;
  gint64 last_frame_time;
  gint64 paint_start;
  GArray *intervals;   /* double ms between frames, panning */
  GArray *paints;      /* double ms in layout + paint, panning */
  GArray *zoom_intervals;
  GArray *zoom_paints;
  GArray *settle_intervals;
  GArray *settle_paints;
  gint64 start_us, zoom_us, end_us, settled_us;
  double cpu_start, cpu_zoom, cpu_end, cpu_settled;
  guint settle_frames;
  gboolean sharp;
  gint64 prev_time;    /* BENCH_TRACE */
  GMainLoop *loop;
} Bench;

static double
cpu_seconds (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
percentile (GArray *values,
            double  p)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, MIN (values->len - 1, (guint) (p * values->len)));
}

static void
report (const char *what,
        guint       frames,
        double      seconds,
        double      cpu,
        GArray     *intervals,
        GArray     *paints)
{
  printf ("%s: %u frames in %.2f s: %.1f fps; frame interval median %.1f ms, p95 %.1f ms, max %.1f ms; "
          "paint median %.1f ms, p95 %.1f ms; CPU %.1f ms a frame\n",
          what, frames, seconds, frames / seconds, percentile (intervals, 0.5), percentile (intervals, 0.95),
          percentile (intervals, 1.0), percentile (paints, 0.5), percentile (paints, 0.95), cpu * 1e3 / frames);
}

/* Which arrays a frame's figures go to: pan, zoom or settle. */
static GArray *
phase_array (Bench    *bench,
             gboolean  paints)
{
  if (bench->frame > WARMUP_FRAMES + PAN_FRAMES + ZOOM_FRAMES)
    return paints ? bench->settle_paints : bench->settle_intervals;
  if (bench->frame > WARMUP_FRAMES + PAN_FRAMES)
    return paints ? bench->zoom_paints : bench->zoom_intervals;
  return paints ? bench->paints : bench->intervals;
}

/* The view shows sharp tiles of its zoom everywhere, and no zoom goes on. */
static gboolean
view_is_sharp (SwMapView *view)
{
  return view->tiles_complete && !view->zoom_burst && view->old_tiles == NULL &&
         view->tiles_zoom == sw_map_view_get_zoom (view) * gtk_widget_get_scale_factor (GTK_WIDGET (view));
}

static void
before_paint_cb (GdkFrameClock *clock,
                 Bench         *bench)
{
  bench->paint_start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Bench         *bench)
{
  if (bench->frame > WARMUP_FRAMES)
    {
      double ms = (g_get_monotonic_time () - bench->paint_start) / 1000.0;
      gint64 time = gdk_frame_clock_get_frame_time (clock);

      g_array_append_val (phase_array (bench, TRUE), ms);
      /* BENCH_TRACE=1: each frame of the zoom and after, to see which miss */
      if (g_getenv ("BENCH_TRACE") != NULL && bench->view != NULL && bench->frame > WARMUP_FRAMES + PAN_FRAMES)
        fprintf (stderr, "frame %u: at %.6f, paint %.1f ms, interval %.1f ms, %u tiles, complete %d, old tiles %d\n",
                 bench->frame, g_get_monotonic_time () / 1e6, ms, (time - bench->prev_time) / 1000.0, g_hash_table_size (bench->view->tiles),
                 bench->view->tiles_complete, bench->view->old_tiles != NULL);
      bench->prev_time = time;
    }
}

/* One step of the script per frame: pan right and down, then zoom in
 * and out around the centre. */
/* The floor: a widget as large as the view that repaints all of itself
 * every frame with one colour, so the frame costs GTK and the X server
 * only. */
static void
draw_floor_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        data)
{
  Bench *bench = data;

  cairo_set_source_rgb (cr, 0.5, 0.6 + (bench->frame % 50) / 200.0, 0.4);
  cairo_paint (cr);
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  Bench *bench = data;
  gint64 time = gdk_frame_clock_get_frame_time (clock);
  guint step;

  if (bench->frame == WARMUP_FRAMES)
    {
      bench->start_us = g_get_monotonic_time ();
      bench->cpu_start = cpu_seconds ();
    }
  if (bench->frame == WARMUP_FRAMES + PAN_FRAMES)
    {
      bench->zoom_us = g_get_monotonic_time ();
      bench->cpu_zoom = cpu_seconds ();
    }
  if (bench->frame > WARMUP_FRAMES)
    {
      double ms = (time - bench->last_frame_time) / 1000.0;
      g_array_append_val (phase_array (bench, FALSE), ms);
    }
  bench->last_frame_time = time;
  step = bench->frame++;
  if (bench->view == NULL && step < WARMUP_FRAMES + PAN_FRAMES + ZOOM_FRAMES)
    gtk_widget_queue_draw (widget);
  else if (step < WARMUP_FRAMES + PAN_FRAMES)
    sw_map_view_pan_by (bench->view, 9, 4);
  else if (step < WARMUP_FRAMES + PAN_FRAMES + ZOOM_FRAMES)
    sw_map_view_set_zoom (bench->view, sw_map_view_get_zoom (bench->view) *
                          (step - WARMUP_FRAMES - PAN_FRAMES < ZOOM_FRAMES / 2 ? 1.02 : 1 / 1.02));
  else if (step == WARMUP_FRAMES + PAN_FRAMES + ZOOM_FRAMES)
    {
      bench->end_us = g_get_monotonic_time ();
      bench->cpu_end = cpu_seconds ();
    }
  if (step >= WARMUP_FRAMES + PAN_FRAMES + ZOOM_FRAMES)
    {
      /* the zoom is over: frames go on until the view is sharp again
       * (the frame that shows it sharp is counted) */
      if (bench->view != NULL && !view_is_sharp (bench->view) && bench->settle_frames < MAX_SETTLE_FRAMES)
        {
          bench->settle_frames++;
          return G_SOURCE_CONTINUE;
        }
      bench->sharp = bench->view == NULL || view_is_sharp (bench->view);
      bench->settled_us = g_get_monotonic_time ();
      bench->cpu_settled = cpu_seconds ();
      g_main_loop_quit (bench->loop);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
map_cb (GtkWidget *widget,
        Bench     *bench)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  if (bench->intervals->len > 0 || bench->frame > 0)
    return;

  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), bench);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), bench);
  gtk_widget_add_tick_callback (widget, tick_cb, bench, NULL);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  Bench bench = { 0 };
  GtkWidget *window, *child;
  gboolean floor = argc > 2 && g_str_equal (argv[2], "--floor");

  if (argc < 2)
    {
      g_printerr ("usage: %s MAP.swmap [--floor]\n", argv[0]);
      return 2;
    }
  adw_init ();
  map = sw_map_load_file (argv[1], NULL, &error);
  if (map == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return 1;
    }
  bench.intervals = g_array_new (FALSE, FALSE, sizeof (double));
  bench.paints = g_array_new (FALSE, FALSE, sizeof (double));
  bench.zoom_intervals = g_array_new (FALSE, FALSE, sizeof (double));
  bench.zoom_paints = g_array_new (FALSE, FALSE, sizeof (double));
  bench.settle_intervals = g_array_new (FALSE, FALSE, sizeof (double));
  bench.settle_paints = g_array_new (FALSE, FALSE, sizeof (double));
  bench.loop = g_main_loop_new (NULL, FALSE);

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  if (floor)
    {
      child = gtk_drawing_area_new ();
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (child), draw_floor_cb, &bench, NULL);
    }
  else
    {
      bench.view = SW_MAP_VIEW (sw_map_view_new ());
      sw_map_view_set_map (bench.view, map);
      /* real size: about 4,500 px across for 1,000 regions, so the pan
       * keeps bringing new board into view */
      sw_map_view_zoom_original (bench.view);
      child = GTK_WIDGET (bench.view);
    }
  gtk_window_set_child (GTK_WINDOW (window), child);
  g_signal_connect (child, "map", G_CALLBACK (map_cb), &bench);
  gtk_window_present (GTK_WINDOW (window));
  g_main_loop_run (bench.loop);

  /* which renderer GTK chose: the default depends on what GL the display offers */
  printf ("GSK_RENDERER=%s (%s), %s, window 1280 x 800\n",
          g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "default",
          G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))),
          floor ? "floor (one-colour repaint)" : "map view");
  report ("pan", PAN_FRAMES, (bench.zoom_us - bench.start_us) / 1e6, bench.cpu_zoom - bench.cpu_start,
          bench.intervals, bench.paints);
  report ("zoom", ZOOM_FRAMES, (bench.end_us - bench.zoom_us) / 1e6, bench.cpu_end - bench.cpu_zoom,
          bench.zoom_intervals, bench.zoom_paints);
  if (bench.view != NULL && bench.settle_frames > 0)
    {
      printf ("%s after the zoom: ", bench.sharp ? "sharp" : "NOT sharp");
      report ("settle", bench.settle_frames, (bench.settled_us - bench.end_us) / 1e6,
              bench.cpu_settled - bench.cpu_end, bench.settle_intervals, bench.settle_paints);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_array_unref (bench.intervals);
  g_array_unref (bench.paints);
  g_array_unref (bench.zoom_intervals);
  g_array_unref (bench.zoom_paints);
  g_array_unref (bench.settle_intervals);
  g_array_unref (bench.settle_paints);
  g_main_loop_unref (bench.loop);
  return 0;
}
