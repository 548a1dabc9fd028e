/* bench-render.c: the shared renderer on an offscreen surface against plain cairo filling and stroking the same polygons. */
#define G_LOG_DOMAIN "sw-bench"
#include "config.h"

#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "sw-export.h"
#include "sw-map-xml.h"
#include "sw-render.h"

/* CPU time of this process: the machine is shared, wall time is noise. */
static double
cpu_seconds (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* The floor: each region's outline filled with its terrain's colour and
 * stroked, nothing else, as any map drawing must do at least. */
static void
draw_floor (cairo_t *cr,
            SwMap   *map)
{
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_line_width (cr, 0.9);
  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      double rgb[3];

      if (region->outline == NULL)
        continue;
      for (guint k = 0; k < region->outline->ids->len; k++)
        {
          gint v = sw_map_find_vertex (map, g_array_index (region->outline->ids, guint, k));
          const SwVertex *vertex = &g_array_index (map->vertices, SwVertex, v);

          cairo_line_to (cr, vertex->x, vertex->y);
        }
      cairo_close_path (cr);
      sw_render_terrain_colour (map->edition, region->terrain, rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_stroke (cr);
    }
}

/* @fresh: each run with a new layout, so with nothing the renderer keeps
 * between calls (terrain tiles, icon and pill pictures): what swmap
 * render's one frame costs; otherwise the view's redraw with its layout. */
static double
time_frames (SwMap          *map,
             SwRenderLayout *layout,
             double          px_per_mm,
             guint           runs,
             gboolean        floor,
             gboolean        fresh)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                                         (int) (layout->width * px_per_mm),
                                                         (int) (layout->height * px_per_mm));
  double best = G_MAXDOUBLE;

  for (guint r = 0; r < runs; r++)
    {
      g_autoptr(SwRenderLayout) own = fresh ? sw_render_layout_new (map) : NULL;
      cairo_t *cr = cairo_create (surface);
      double start = cpu_seconds ();
      SwRenderOptions options;

      cairo_scale (cr, px_per_mm, px_per_mm);
      cairo_translate (cr, -layout->x, -layout->y);
      if (floor)
        draw_floor (cr, map);
      else
        {
          sw_render_options_init (&options);
          options.show_background = TRUE;
          sw_render_map (cr, map, own ? own : layout, &options);
        }
      cairo_surface_flush (surface);
      best = MIN (best, cpu_seconds () - start);
      cairo_destroy (cr);
    }
  cairo_surface_destroy (surface);
  return best;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(SwRenderLayout) layout = NULL;
  double px_per_mm, start, load, build, ours, cold, floor, png;
  g_autofree char *png_path = NULL;
  guint runs;

  if (argc < 2)
    {
      g_printerr ("usage: %s MAP.swmap [PX_PER_MM] [RUNS]\n", argv[0]);
      return 2;
    }
  px_per_mm = argc > 2 ? atof (argv[2]) : 1.0;
  runs = argc > 3 ? (guint) atoi (argv[3]) : 3;

  start = cpu_seconds ();
  map = sw_map_load_file (argv[1], NULL, &error);
  if (map == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return 1;
    }
  load = cpu_seconds () - start;
  start = cpu_seconds ();
  layout = sw_render_layout_new (map);
  build = cpu_seconds () - start;

  /* Warm caches (fonts, icons) once, then take the best of the runs. */
  time_frames (map, layout, px_per_mm, 1, FALSE, FALSE);
  ours = time_frames (map, layout, px_per_mm, runs, FALSE, FALSE);
  cold = time_frames (map, layout, px_per_mm, runs, FALSE, TRUE);
  floor = time_frames (map, layout, px_per_mm, runs, TRUE, FALSE);

  png_path = g_build_filename (g_get_tmp_dir (), "bench-render.png", NULL);
  start = cpu_seconds ();
  if (!sw_export_map (map, png_path, SW_EXPORT_PNG, px_per_mm * 25.4, SW_EXPORT_DEFAULT, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  png = cpu_seconds () - start;
  remove (png_path);

  printf ("regions %u, %.0f x %.0f px\n", map->regions->len,
          layout->width * px_per_mm, layout->height * px_per_mm);
  printf ("load %.3f s, layout %.3f s (CPU)\n", load, build);
  printf ("frame: renderer %.3f s, floor (fill + stroke) %.3f s, ratio %.2f (goal <= 1.5)\n",
          ours, floor, ours / floor);
  printf ("frame with a new layout (nothing kept from earlier frames): %.3f s, ratio %.2f\n",
          cold, cold / floor);
  printf ("export PNG (layout + frame + encode) %.3f s\n", png);
  return 0;
}
