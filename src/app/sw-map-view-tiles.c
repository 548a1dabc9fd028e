/* sw-map-view-tiles.c: the map view's drawing: the board rendered by sw-render into cached tiles, scaled while a zoom gesture lasts, drawn sharp by a worker thread, drawn ahead in idle time. */
#include "config.h"
#define G_LOG_DOMAIN "sw-map-view"

#include <errno.h>
#include <math.h>
#ifdef __linux__
#include <sys/resource.h>
#endif

#include "sw-map-view.h"
#include "sw-map-view-private.h"
#include "sw-render.h"

/* Tiles are this many device pixels square: panning draws only the
 * tiles that come into view, zooming redraws the visible ones. 256 fits
 * the board closer than 512 (the 5-player board's view holds 4 MB less
 * of tiles, and its first frame draws less); a zoom step's redraw costs
 * a little more in calls to the renderer. */
#define TILE_SIZE 256
/* How far below the frames the tile worker runs (nice). */
#define WORKER_NICE 10
/* Tiles kept beyond the visible ones, so that panning back is free. */
#define MAX_SPARE_TILES 24
/* Without a tile worker (no thread), with something to show meanwhile
 * (the last tiles, scaled, or the overview), a frame spends this long
 * drawing new tiles, the next frames go on. */
#define TILE_BUDGET_US 5000
/* A zoom gesture's scaled tiles are drawn sharp once scaling them would
 * blur or coarsen them this much (or once it settles: SETTLE_MS). */
#define MAX_BURST_RATIO 1.5
/* With GL (llvmpipe under Xvfb), zooming in keeps the scaled tiles up to
 * this far, until the gesture settles: each frame that brings in the
 * worker's tiles paints the old ones under them too, and the worker and
 * llvmpipe share the cores (bench-pan's GL zoom: fewer late frames).
 * Zooming out stays at MAX_BURST_RATIO: scaled down, the old tiles would
 * need ever more of themselves drawn at the old zoom. */
#define MAX_GL_ZOOM_IN_RATIO 4.0
/* With something to show meanwhile, a frame shows at most this many
 * tiles that it has not shown before: each new one costs the renderer an
 * upload (a GL texture, or an X image for cairo), and the worker's tiles
 * come in bunches after a slow frame. */
#define MAX_NEW_TILES 6
/* The overview's longer side, in pixels. */
#define OVERVIEW_SIZE 1024
/* The paper drawn around the boards. */
#define BOARD_MARGIN_MM 20.0

static gint64
tile_key (gint64 column,
          gint64 row)
{
  /* packed as two 32-bit halves; unsigned so negative tiles shift cleanly */
  return (gint64) (((guint64) (guint32) column << 32) | (guint32) row);
}

/* One cached picture: the pixels, and the texture that shares them, made
 * the first time a GL renderer asks for it. */
typedef struct {
  cairo_surface_t *surface;
  GdkTexture *texture;
  gboolean shown;      /* painted before: the renderer has it */
} Tile;

void
sw_map_view_tile_free (gpointer data)
{
  Tile *tile = data;

  if (tile == NULL)
    return;
  g_clear_object (&tile->texture);
  cairo_surface_destroy (tile->surface);
  g_free (tile);
}

static GdkTexture *
tile_get_texture (Tile *tile)
{
  if (tile->texture == NULL)
    {
      int height = cairo_image_surface_get_height (tile->surface);
      int stride = cairo_image_surface_get_stride (tile->surface);
      /* cairo's ARGB32 is GDK's default memory format: no copy */
      g_autoptr(GBytes) bytes =
        g_bytes_new_with_free_func (cairo_image_surface_get_data (tile->surface), (gsize) stride * height,
                                    (GDestroyNotify) cairo_surface_destroy, cairo_surface_reference (tile->surface));

      tile->texture = gdk_memory_texture_new (cairo_image_surface_get_width (tile->surface), height,
                                              GDK_MEMORY_DEFAULT, bytes, stride);
    }
  return tile->texture;
}

/* Draws @map into a @width x @height picture whose top-left corner is
 * the device pixel (@x, @y) at @pixels_per_mm. */
static Tile *
render_map_picture (SwMap          *map,
                    SwRenderLayout *layout,
                    gboolean        show_adjacency,
                    gboolean        hide_starts,
                    double          x,
                    double          y,
                    int             width,
                    int             height,
                    double          pixels_per_mm)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  SwRenderOptions options;
  cairo_t *cr = cairo_create (surface);
  Tile *tile;

  /* every tile is a window on the same transform: no seams */
  cairo_translate (cr, -x, -y);
  cairo_scale (cr, pixels_per_mm, pixels_per_mm);
  sw_render_options_init (&options);
  options.show_adjacency = show_adjacency;
  options.hide_starts = hide_starts;
  sw_render_map (cr, map, layout, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  tile = g_new0 (Tile, 1);
  tile->surface = surface;
  return tile;
}

static Tile *
render_picture (SwMapView *self,
                double     x,
                double     y,
                int        width,
                int        height,
                double     pixels_per_mm)
{
  return render_map_picture (self->map, self->layout, self->show_adjacency, self->hide_starts,
                             x, y, width, height, pixels_per_mm);
}

static Tile *
render_tile (SwMapView *self,
             gint64     column,
             gint64     row)
{
  return render_picture (self, (double) column * TILE_SIZE, (double) row * TILE_SIZE,
                         TILE_SIZE, TILE_SIZE, self->tiles_zoom);
}

/* The tile worker: one thread, below the frames' priority, draws the
 * tiles that a zoom needs while the frames show the last ones scaled
 * (drawing them in the frame made it miss its 16.7 ms). It draws from a
 * copy of the map (the windows edit the map on the main thread) with a
 * layout of its own, so the renderer's caches (kept with the layout) are
 * the worker's alone; pango's default font map is per thread. One thread
 * only: nothing in a TileSource is locked. */

/* A copy of the map as the view drew it, and the worker's layout for it
 * (made and used on the worker thread; freed on the main one). */
typedef struct {
  gatomicrefcount ref;
  SwMap *map;
  SwRenderLayout *layout;
  gboolean show_adjacency;
  gboolean hide_starts;
} TileSource;

/* What the view shares with its jobs, which may outlive it. */
struct _SwMapViewQueue {
  gatomicrefcount ref;
  SwMapView *view;     /* NULL once the view is disposed; main thread only */
  int generation;      /* atomic: a job of an older one is dropped */
};

typedef struct {
  SwMapViewQueue *queue;
  TileSource *source;
  int generation;
  gboolean overview;   /* the overview, else the tile at column, row */
  gint64 column, row;
  double x, y;         /* the picture's corner in device pixels */
  int width, height;
  double pixels_per_mm;
  Tile *tile;          /* the result */
} TileJob;

static void
tile_source_unref (TileSource *source)
{
  if (!g_atomic_ref_count_dec (&source->ref))
    return;
  g_clear_pointer (&source->layout, sw_render_layout_free);
  sw_map_unref (source->map);
  g_free (source);
}

SwMapViewQueue *
sw_map_view_queue_new (SwMapView *view)
{
  SwMapViewQueue *queue = g_new0 (SwMapViewQueue, 1);

  g_atomic_ref_count_init (&queue->ref);
  queue->view = view;
  return queue;
}

static void
queue_unref (SwMapViewQueue *queue)
{
  if (g_atomic_ref_count_dec (&queue->ref))
    g_free (queue);
}

void
sw_map_view_queue_detach (SwMapViewQueue *queue)
{
  /* the jobs still out are dropped when they come back */
  queue->view = NULL;
  g_atomic_int_inc (&queue->generation);
  queue_unref (queue);
}

static void
tile_job_free (TileJob *job)
{
  sw_map_view_tile_free (job->tile);
  tile_source_unref (job->source);
  queue_unref (job->queue);
  g_free (job);
}

/* Main thread: a tile from the worker goes into the view, if it is
 * still of the view's zoom and map state. */
static gboolean
deliver_tile_cb (gpointer data)
{
  TileJob *job = data;
  SwMapView *self = job->queue->view;

  if (self != NULL && job->generation == g_atomic_int_get (&job->queue->generation) && job->overview)
    {
      self->overview_pending = FALSE;
      if (self->overview == NULL)
        {
          self->overview = g_steal_pointer (&job->tile);
          self->overview_zoom = job->pixels_per_mm;
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }
  else if (self != NULL && job->generation == g_atomic_int_get (&job->queue->generation))
    {
      gint64 key = tile_key (job->column, job->row);

      g_hash_table_remove (self->tiles_pending, &key);
      if (job->tile != NULL && !g_hash_table_contains (self->tiles, &key))
        {
          g_hash_table_insert (self->tiles, g_memdup2 (&key, sizeof key), g_steal_pointer (&job->tile));
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
    }
  tile_job_free (job);
  return G_SOURCE_REMOVE;
}

static void
worker_run (gpointer data,
            gpointer user_data)
{
  static gboolean niced;   /* the pool's only thread runs this */
  TileJob *job = data;

  if (!niced)
    {
#ifdef __linux__
      /* on Linux the nice value is the calling thread's */
      if (setpriority (PRIO_PROCESS, 0, WORKER_NICE) != 0)
        g_debug ("tile worker: setpriority: %s", g_strerror (errno));
#endif
      niced = TRUE;
    }
  if (job->generation == g_atomic_int_get (&job->queue->generation))
    {
      TileSource *source = job->source;

      if (source->layout == NULL)
        source->layout = sw_render_layout_new (source->map);
      job->tile = render_map_picture (source->map, source->layout, source->show_adjacency, source->hide_starts,
                                      job->x, job->y, job->width, job->height, job->pixels_per_mm);
    }
  g_idle_add_full (G_PRIORITY_DEFAULT, deliver_tile_cb, job, NULL);
}

static GThreadPool *
get_worker (void)
{
  static gsize initialized;
  static GThreadPool *pool;

  if (g_once_init_enter (&initialized))
    {
      g_autoptr(GError) error = NULL;

      /* exclusive: a thread of its own, so that its nice value stays
       * with it; max one thread (see TileSource) */
      pool = g_thread_pool_new (worker_run, NULL, 1, TRUE, &error);
      if (pool == NULL)
        g_warning ("No tile worker, tiles are drawn in the frames: %s", error->message);
      g_once_init_leave (&initialized, 1);
    }
  return pool;
}

/* Tiles of the zoom and map state before are not wanted any more. */
static void
new_generation (SwMapView *self)
{
  g_atomic_int_inc (&self->queue->generation);
  g_hash_table_remove_all (self->tiles_pending);
  self->overview_pending = FALSE;
}

/* The worker's copy of the map is not needed while the view is still
 * (the jobs still out hold their own reference). */
static gboolean
release_source_cb (gpointer data)
{
  SwMapView *self = data;

  self->source_release_id = 0;
  if (self->zoom_burst)
    return G_SOURCE_REMOVE;   /* the next sharp view asks again */
  g_clear_pointer (&self->tile_source, tile_source_unref);
  return G_SOURCE_REMOVE;
}

/* Hands @job (its picture's place filled in) to the worker; FALSE (and
 * @job freed) when there is no worker. */
static gboolean
push_job (SwMapView *self,
          TileJob   *job)
{
  GThreadPool *pool = get_worker ();
  TileSource *source = self->tile_source;

  if (pool == NULL)
    {
      g_free (job);
      return FALSE;
    }
  g_clear_handle_id (&self->source_release_id, g_source_remove);
  if (source == NULL)
    {
      /* cleared with the tiles whenever the map or the look changes */
      gint64 start = g_get_monotonic_time ();

      source = self->tile_source = g_new0 (TileSource, 1);
      g_atomic_ref_count_init (&source->ref);
      source->map = sw_map_copy (self->map);
      g_debug ("copy of the map for the tile worker: %.2f ms", (g_get_monotonic_time () - start) / 1000.0);
      source->show_adjacency = self->show_adjacency;
      source->hide_starts = self->hide_starts;
    }
  g_atomic_ref_count_inc (&self->queue->ref);
  job->queue = self->queue;
  g_atomic_ref_count_inc (&source->ref);
  job->source = source;
  job->generation = g_atomic_int_get (&self->queue->generation);
  g_thread_pool_push (pool, job, NULL);
  return TRUE;
}

/* Asks the worker for a tile at the current zoom; FALSE when there is
 * no worker. */
static gboolean
queue_tile (SwMapView *self,
            gint64     column,
            gint64     row)
{
  gint64 key = tile_key (column, row);
  TileJob *job;

  if (g_hash_table_contains (self->tiles_pending, &key))
    return TRUE;
  job = g_new0 (TileJob, 1);
  job->column = column;
  job->row = row;
  job->x = (double) column * TILE_SIZE;
  job->y = (double) row * TILE_SIZE;
  job->width = job->height = TILE_SIZE;
  job->pixels_per_mm = self->tiles_zoom;
  if (!push_job (self, job))
    return FALSE;
  g_hash_table_add (self->tiles_pending, g_memdup2 (&key, sizeof key));
  return TRUE;
}

/* The whole board, small: what shows where no tile is ready yet while
 * zooming out. The worker draws it when a zoom starts (not ahead, in
 * idle time: 3 MB and the worker's copy of the map, for every window
 * that is never zoomed); without a worker it is drawn here the first
 * time it is needed. NULL until it is ready. */
static Tile *
ensure_overview (SwMapView *self,
                 gboolean   wait)
{
  SwRenderLayout *layout = self->layout;
  double w = layout->width + 2 * BOARD_MARGIN_MM, h = layout->height + 2 * BOARD_MARGIN_MM;
  double zoom = OVERVIEW_SIZE / MAX (w, h);
  double x = (layout->x - BOARD_MARGIN_MM) * zoom, y = (layout->y - BOARD_MARGIN_MM) * zoom;
  int width = (int) ceil (w * zoom), height = (int) ceil (h * zoom);
  TileJob *job;

  if (self->overview != NULL || self->overview_pending || !(w > 0 && h > 0))
    return self->overview;
  job = g_new0 (TileJob, 1);
  job->overview = TRUE;
  job->x = x;
  job->y = y;
  job->width = width;
  job->height = height;
  job->pixels_per_mm = zoom;
  if (push_job (self, job))
    self->overview_pending = TRUE;
  else if (wait)
    {
      self->overview_zoom = zoom;
      self->overview = render_picture (self, x, y, width, height, zoom);
    }
  return self->overview;
}

void
sw_map_view_prepare_zoom (SwMapView *self)
{
  if (self->map != NULL && self->layout != NULL && sw_render_layout_is_current (self->layout, self->map) &&
      self->tiles_serial == sw_map_get_serial (self->map) && self->tiles_scale != 0)
    ensure_overview (self, FALSE);
}

void
sw_map_view_clear_tiles (SwMapView *self)
{
  g_hash_table_remove_all (self->tiles);
  self->tiles_complete = FALSE;
  g_clear_pointer (&self->old_tiles, g_hash_table_unref);
  g_clear_pointer (&self->overview, sw_map_view_tile_free);
  new_generation (self);
  g_clear_pointer (&self->tile_source, tile_source_unref);
}

/* Where the tiles go: a cairo node that paints the cached surfaces for
 * the cairo renderer (which would convert every texture to a cairo surface
 * on every frame), texture nodes for GL (which keeps each texture on the
 * GPU). */
typedef struct {
  GtkSnapshot *snapshot;
  cairo_t *cr;
  int scale;
  double ox, oy;     /* the view's corner in device pixels at the current zoom */
} Painter;

/* Paints a picture made at @pixels_per_mm whose top-left corner is its
 * device pixel (@x, @y), at the current zoom. The edges are rounded to
 * device pixels, so that neighbouring tiles meet without a seam. */
static void
paint_picture (SwMapView *self,
               Painter   *painter,
               Tile      *tile,
               double     x,
               double     y,
               double     pixels_per_mm)
{
  double k = self->zoom * painter->scale / pixels_per_mm;
  int w = cairo_image_surface_get_width (tile->surface), h = cairo_image_surface_get_height (tile->surface);
  double x0 = round (x * k - painter->ox), y0 = round (y * k - painter->oy);
  double x1 = round ((x + w) * k - painter->ox), y1 = round ((y + h) * k - painter->oy);
  double scale = painter->scale;

  if (x1 <= x0 || y1 <= y0)
    return;
  if (painter->cr != NULL)
    {
      cairo_t *cr = painter->cr;

      cairo_save (cr);
      cairo_rectangle (cr, x0 / scale, y0 / scale, (x1 - x0) / scale, (y1 - y0) / scale);
      cairo_clip (cr);
      cairo_translate (cr, x0 / scale, y0 / scale);
      cairo_scale (cr, (x1 - x0) / scale / w, (y1 - y0) / scale / h);
      cairo_set_source_surface (cr, tile->surface, 0, 0);
      if (x1 - x0 != w || y1 - y0 != h)
        cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_BILINEAR);
      cairo_paint (cr);
      cairo_restore (cr);
    }
  else
    gtk_snapshot_append_texture (painter->snapshot, tile_get_texture (tile),
                                 &GRAPHENE_RECT_INIT (x0 / scale, y0 / scale, (x1 - x0) / scale, (y1 - y0) / scale));
}

/* The range of tiles at @pixels_per_mm that the view shows of the board,
 * with @margin more tiles on each side; FALSE when it shows none. */
static gboolean
visible_tiles (SwMapView *self,
               double     width,
               double     height,
               int        scale,
               double     pixels_per_mm,
               int        margin,
               gint64     range[4])
{
  SwRenderLayout *layout = self->layout;
  double k = pixels_per_mm / (self->zoom * scale);
  double m = (double) margin * TILE_SIZE;
  /* rounded as the painter places the tiles (snapshot_tiles): unrounded,
   * the last pixel column or row could fall in a tile left out */
  double ox = round (self->origin_x * pixels_per_mm);
  double oy = round (self->origin_y * pixels_per_mm);
  double x0 = MAX (ox - m, (layout->x - BOARD_MARGIN_MM) * pixels_per_mm);
  double y0 = MAX (oy - m, (layout->y - BOARD_MARGIN_MM) * pixels_per_mm);
  double x1 = MIN (ox + width * scale * k + m,
                   (layout->x + layout->width + BOARD_MARGIN_MM) * pixels_per_mm);
  double y1 = MIN (oy + height * scale * k + m,
                   (layout->y + layout->height + BOARD_MARGIN_MM) * pixels_per_mm);

  if (x1 <= x0 || y1 <= y0)
    return FALSE;
  range[0] = (gint64) floor (x0 / TILE_SIZE);
  range[1] = (gint64) floor ((x1 - 1) / TILE_SIZE);
  range[2] = (gint64) floor (y0 / TILE_SIZE);
  range[3] = (gint64) floor ((y1 - 1) / TILE_SIZE);
  return TRUE;
}

/* Forgets tiles far from the view once there are too many. */
static void
drop_spare_tiles (SwMapView    *self,
                  const gint64  range[4])
{
  GHashTableIter iter;
  gpointer key;
  guint visible = (range[1] - range[0] + 1) * (range[3] - range[2] + 1);

  if (g_hash_table_size (self->tiles) <= visible + MAX_SPARE_TILES)
    return;
  g_hash_table_iter_init (&iter, self->tiles);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      gint64 packed = *(gint64 *) key;
      gint64 column = (gint32) ((guint64) packed >> 32), row = (gint32) (packed & 0xffffffff);

      if (column < range[0] - 1 || column > range[1] + 1 || row < range[2] - 1 || row > range[3] + 1)
        g_hash_table_iter_remove (&iter);
    }
}

static gboolean
refine_cb (gpointer data)
{
  SwMapView *self = data;

  self->refine_id = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* Idle time: draws the tiles just outside the view, one at a time, so
 * that panning finds them ready. */
static gboolean
prefetch_cb (gpointer data)
{
  SwMapView *self = data;
  gint64 *r = self->prefetch_range;

  if (self->map == NULL || self->layout == NULL || self->zoom_burst || self->tiles_scale == 0 ||
      !sw_render_layout_is_current (self->layout, self->map) || self->tiles_serial != sw_map_get_serial (self->map))
    goto done;
  for (gint64 row = r[2]; row <= r[3]; row++)
    for (gint64 column = r[0]; column <= r[1]; column++)
      {
        gint64 key = tile_key (column, row);

        if (g_hash_table_contains (self->tiles, &key))
          continue;
        g_hash_table_insert (self->tiles, g_memdup2 (&key, sizeof key), render_tile (self, column, row));
        return G_SOURCE_CONTINUE;
      }
done:
  self->prefetch_id = 0;
  return G_SOURCE_REMOVE;
}

/* TRUE when the old tiles hold all of @box (x0, y0, x1, y1 in device
 * pixels at the current tiles' zoom). */
static gboolean
old_tiles_cover (SwMapView    *self,
                 const double  box[4])
{
  double f = self->old_tiles_zoom / self->tiles_zoom;
  gint64 c0 = (gint64) floor (box[0] * f / TILE_SIZE), c1 = (gint64) floor ((box[2] * f - 1e-6) / TILE_SIZE);
  gint64 r0 = (gint64) floor (box[1] * f / TILE_SIZE), r1 = (gint64) floor ((box[3] * f - 1e-6) / TILE_SIZE);

  for (gint64 r = r0; r <= r1; r++)
    for (gint64 c = c0; c <= c1; c++)
      {
        gint64 key = tile_key (c, r);

        if (!g_hash_table_contains (self->old_tiles, &key))
          return FALSE;
      }
  return TRUE;
}

/* Paints what shows where current tiles are missing (@missing: column,
 * row pairs): the old tiles, scaled, and the overview under them where
 * they leave a hole, within the part of the missing tiles that the view
 * (@width x @height) shows. Cairo clips to the missing tiles; GL draws
 * this first, under the current tiles, clipped to the box around the
 * missing ones (a rectangle: no offscreen pass), as each layer costs
 * llvmpipe a pass over its pixels. */
static void
paint_fallback (SwMapView *self,
                Painter   *painter,
                GArray    *missing,
                double     width,
                double     height)
{
  double k = self->zoom * painter->scale / self->tiles_zoom;
  double box[4] = { G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE };   /* in current tile px */
  double scale = painter->scale;
  gboolean covered;

  if (painter->cr != NULL)
    cairo_save (painter->cr);
  for (guint i = 0; i < missing->len; i += 2)
    {
      gint64 column = g_array_index (missing, gint64, i), row = g_array_index (missing, gint64, i + 1);

      box[0] = MIN (box[0], (double) column * TILE_SIZE);
      box[1] = MIN (box[1], (double) row * TILE_SIZE);
      box[2] = MAX (box[2], (double) (column + 1) * TILE_SIZE);
      box[3] = MAX (box[3], (double) (row + 1) * TILE_SIZE);
      if (painter->cr != NULL)
        {
          double x0 = round (column * TILE_SIZE * k - painter->ox), y0 = round (row * TILE_SIZE * k - painter->oy);
          double x1 = round ((column + 1) * TILE_SIZE * k - painter->ox);
          double y1 = round ((row + 1) * TILE_SIZE * k - painter->oy);

          cairo_rectangle (painter->cr, x0 / scale, y0 / scale, (x1 - x0) / scale, (y1 - y0) / scale);
        }
    }
  /* only the part in view matters: the tiles at the edges stick out */
  box[0] = MAX (box[0], floor (painter->ox / k));
  box[1] = MAX (box[1], floor (painter->oy / k));
  box[2] = MIN (box[2], ceil ((painter->ox + width * scale) / k));
  box[3] = MIN (box[3], ceil ((painter->oy + height * scale) / k));
  if (!(box[2] > box[0] && box[3] > box[1]))
    {
      if (painter->cr != NULL)
        cairo_restore (painter->cr);
      return;
    }
  if (painter->cr != NULL)
    cairo_clip (painter->cr);
  else
    {
      double x0 = round (box[0] * k - painter->ox), y0 = round (box[1] * k - painter->oy);
      double x1 = round (box[2] * k - painter->ox), y1 = round (box[3] * k - painter->oy);

      gtk_snapshot_push_clip (painter->snapshot,
                              &GRAPHENE_RECT_INIT (x0 / scale, y0 / scale, (x1 - x0) / scale, (y1 - y0) / scale));
    }

  covered = self->old_tiles != NULL && old_tiles_cover (self, box);
  if (!covered)
    {
      Tile *overview = ensure_overview (self, TRUE);

      if (overview != NULL)
        paint_picture (self, painter, overview, (self->layout->x - BOARD_MARGIN_MM) * self->overview_zoom,
                       (self->layout->y - BOARD_MARGIN_MM) * self->overview_zoom, self->overview_zoom);
    }
  if (self->old_tiles != NULL)
    {
      double f = self->old_tiles_zoom / self->tiles_zoom;

      for (gint64 r = (gint64) floor (box[1] * f / TILE_SIZE); r <= (gint64) floor ((box[3] * f - 1e-6) / TILE_SIZE); r++)
        for (gint64 c = (gint64) floor (box[0] * f / TILE_SIZE); c <= (gint64) floor ((box[2] * f - 1e-6) / TILE_SIZE); c++)
          {
            gint64 key = tile_key (c, r);
            Tile *tile = g_hash_table_lookup (self->old_tiles, &key);

            if (tile != NULL)
              paint_picture (self, painter, tile, (double) c * TILE_SIZE, (double) r * TILE_SIZE, self->old_tiles_zoom);
          }
    }
  if (painter->cr != NULL)
    cairo_restore (painter->cr);
  else
    gtk_snapshot_pop (painter->snapshot);
}

void
sw_map_view_snapshot_tiles (SwMapView   *self,
                            GtkSnapshot *snapshot,
                            double       width,
                            double       height,
                            int          scale)
{
  double pixels_per_mm = self->zoom * scale;
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  gint64 start = g_get_monotonic_time ();
  gint64 range[4];
  g_autoptr(GArray) missing = g_array_new (FALSE, FALSE, sizeof (gint64));
  gboolean refine = FALSE;
  guint new_tiles = 0;
  Painter painter = {
    .snapshot = snapshot,
    .scale = scale,
    /* whole device pixels, so that the tiles stay sharp while panning */
    .ox = round (self->origin_x * pixels_per_mm),
    .oy = round (self->origin_y * pixels_per_mm),
  };

  if (self->tiles_scale != scale || self->tiles_serial != sw_map_get_serial (self->map) ||
      self->tiles_adjacency != self->show_adjacency)
    {
      sw_map_view_clear_tiles (self);
      self->tiles_zoom = pixels_per_mm;
      self->tiles_scale = scale;
      self->tiles_serial = sw_map_get_serial (self->map);
      self->tiles_adjacency = self->show_adjacency;
    }
  else if (self->tiles_zoom != pixels_per_mm)
    {
      double ratio = pixels_per_mm / self->tiles_zoom;
      gboolean gl = renderer != NULL && !GSK_IS_CAIRO_RENDERER (renderer);
      double max_ratio = gl ? MAX_GL_ZOOM_IN_RATIO : MAX_BURST_RATIO;

      /* While a zoom goes on, the tiles are scaled; sharp ones are drawn
       * once it settles, or when the scaled ones would look blurred. The
       * last tiles stay underneath until the new ones cover the view. */
      if (!self->zoom_burst || ratio > max_ratio || ratio < 1 / MAX_BURST_RATIO)
        {
          /* keep the last tiles that covered the view */
          if (g_hash_table_size (self->tiles) > 0 && (self->tiles_complete || self->old_tiles == NULL))
            {
              g_clear_pointer (&self->old_tiles, g_hash_table_unref);
              self->old_tiles = g_steal_pointer (&self->tiles);
              self->old_tiles_zoom = self->tiles_zoom;
              self->tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, sw_map_view_tile_free);
            }
          else
            g_hash_table_remove_all (self->tiles);
          new_generation (self);
          self->tiles_complete = FALSE;
          self->tiles_zoom = pixels_per_mm;
        }
    }

  if (!visible_tiles (self, width, height, scale, self->tiles_zoom, 0, range))
    {
      /* none of the board in view: the view shows all there is, and
       * nothing old is kept for later */
      self->tiles_complete = TRUE;
      g_clear_pointer (&self->old_tiles, g_hash_table_unref);
      return;
    }

  if (renderer == NULL || GSK_IS_CAIRO_RENDERER (renderer))
    painter.cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* first the tiles that this frame draws, then what shows in place of
   * the others, then the tiles */
  for (gint64 row = range[2]; row <= range[3]; row++)
    for (gint64 column = range[0]; column <= range[1]; column++)
      {
        gint64 key = tile_key (column, row);
        Tile *tile = g_hash_table_lookup (self->tiles, &key);
        /* something to show meanwhile: the last tiles, scaled, or the
         * overview (during a zoom, soon) */
        gboolean fallback = self->old_tiles != NULL || self->overview != NULL ||
                            (self->zoom_burst && self->overview_pending);

        if (tile != NULL && !tile->shown)
          {
            if (fallback && ++new_tiles > MAX_NEW_TILES)
              {
                g_array_append_val (missing, column);
                g_array_append_val (missing, row);
                refine = TRUE;
                continue;
              }
            tile->shown = TRUE;
          }
        if (tile != NULL)
          continue;
        if (fallback)
          {
            /* with something to show meanwhile, the worker draws it */
            if (queue_tile (self, column, row))
              {
                g_array_append_val (missing, column);
                g_array_append_val (missing, row);
                continue;
              }
            /* without one, a frame draws new tiles for a few
             * milliseconds only, and the next frames go on */
            if (g_get_monotonic_time () - start > TILE_BUDGET_US)
              {
                g_array_append_val (missing, column);
                g_array_append_val (missing, row);
                refine = TRUE;
                continue;
              }
          }
        tile = render_tile (self, column, row);
        tile->shown = TRUE;
        g_hash_table_insert (self->tiles, g_memdup2 (&key, sizeof key), tile);
      }
  if (missing->len > 0)
    paint_fallback (self, &painter, missing, width, height);
  for (gint64 row = range[2]; row <= range[3]; row++)
    for (gint64 column = range[0]; column <= range[1]; column++)
      {
        gint64 key = tile_key (column, row);
        Tile *tile = g_hash_table_lookup (self->tiles, &key);

        if (tile != NULL && tile->shown)
          paint_picture (self, &painter, tile, (double) column * TILE_SIZE, (double) row * TILE_SIZE,
                         self->tiles_zoom);
      }
  g_clear_pointer (&painter.cr, cairo_destroy);

  self->tiles_complete = missing->len == 0;
  if (missing->len > 0)
    {
      /* the worker's tiles ask for a frame when they come */
      if (refine && self->refine_id == 0)
        self->refine_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 30, refine_cb, self, NULL);
      return;
    }
  /* the view is complete: the old tiles have done their part, and the
   * worker's copy of the map and its caches go a little later, unless
   * another zoom comes first (copying a large map and laying it out again
   * for every gesture costs a frame at 30,000 regions) */
  g_clear_pointer (&self->old_tiles, g_hash_table_unref);
  if (!self->zoom_burst && self->tile_source != NULL && self->source_release_id == 0)
    self->source_release_id = g_timeout_add (self->source_keep_ms, release_source_cb, self);
  drop_spare_tiles (self, range);
  if (!self->zoom_burst && self->tiles_zoom == pixels_per_mm)
    {
      /* the ring around the view, on the board */
      if (visible_tiles (self, width, height, scale, self->tiles_zoom, 1, self->prefetch_range) &&
          self->prefetch_id == 0)
        self->prefetch_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, prefetch_cb, self, NULL);
    }
}
