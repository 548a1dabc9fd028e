/* sw-map-view.c: the map widget: draws with sw-render into cached tiles, zooms, pans, hovers, selects. */
#include "config.h"
#define G_LOG_DOMAIN "sw-map-view"

#include <glib/gi18n.h>
#include <math.h>

#include "sw-catalog.h"
#include "sw-map-view.h"
#include "sw-map-view-private.h"
#include "sw-render.h"
#include "sw-topology.h"

/* One millimetre on a 96 dpi screen. */
#define ZOOM_ORIGINAL (96.0 / 25.4)
/* Tiles are this many device pixels square: panning draws only the
 * tiles that come into view, zooming redraws the visible ones. 256 fits
 * the board closer than 512 (the 5-player board's view holds 4 MB less
 * of tiles, and its first frame draws less); a zoom step's redraw costs
 * a little more in calls to the renderer. */
#define TILE_SIZE 256
/* Tiles kept beyond the visible ones, so that panning back is free. */
#define MAX_SPARE_TILES 24
/* With something to show meanwhile (the last tiles, scaled, or the
 * overview), a frame spends this long drawing new tiles, the next
 * frames go on. */
#define TILE_BUDGET_US 5000
/* Zoom steps closer together than this are one gesture: its tiles are
 * scaled, and drawn sharp once it settles... */
#define SETTLE_MS 250
/* ...or once scaling them would blur or coarsen them this much. */
#define MAX_BURST_RATIO 1.5
/* The overview's longer side, in pixels. */
#define OVERVIEW_SIZE 1024
/* The paper drawn around the boards. */
#define BOARD_MARGIN_MM 20.0
#define FIT_MARGIN_PX 24.0


G_DEFINE_FINAL_TYPE (SwMapView, sw_map_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ZOOM,
  PROP_FITTING,
  PROP_SHOW_ADJACENCY,
  PROP_HOVER_REGION,
  N_PROPS
};

enum {
  SELECTION_CHANGED,
  TOOL_EVENT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void clear_tiles (SwMapView *self);

static void
invalidate_cache (SwMapView *self)
{
  clear_tiles (self);
  /* the next frame draws the view at once: nothing old to show meanwhile */
  self->tiles_scale = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static SwRenderLayout *
ensure_layout (SwMapView *self)
{
  if (self->map == NULL)
    return NULL;
  if (self->layout == NULL || !sw_render_layout_is_current (self->layout, self->map))
    {
      g_clear_pointer (&self->layout, sw_render_layout_free);
      self->layout = sw_render_layout_new (self->map);
    }
  return self->layout;
}

static void
set_view (SwMapView *self,
          double     zoom,
          double     origin_x,
          double     origin_y)
{
  zoom = CLAMP (zoom, SW_MAP_VIEW_MIN_ZOOM, SW_MAP_VIEW_MAX_ZOOM);
  if (zoom == self->zoom && origin_x == self->origin_x && origin_y == self->origin_y)
    return;
  if (zoom != self->zoom)
    {
      self->zoom = zoom;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
    }
  self->origin_x = origin_x;
  self->origin_y = origin_y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_fitting (SwMapView *self,
             gboolean   fitting)
{
  if (self->fitting == fitting)
    return;
  self->fitting = fitting;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FITTING]);
}

/* Shows the mm rectangle as large as fits, centred. */
static void
fit_rect (SwMapView *self,
          double     x,
          double     y,
          double     w,
          double     h,
          double     max_zoom)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double zoom;

  if (width <= 2 * FIT_MARGIN_PX || height <= 2 * FIT_MARGIN_PX || w <= 0 || h <= 0)
    return;
  zoom = MIN ((width - 2 * FIT_MARGIN_PX) / w, (height - 2 * FIT_MARGIN_PX) / h);
  zoom = CLAMP (zoom, SW_MAP_VIEW_MIN_ZOOM, max_zoom);
  set_view (self, zoom, x + w / 2 - width / zoom / 2, y + h / 2 - height / zoom / 2);
}

static void
apply_fit (SwMapView *self)
{
  SwRenderLayout *layout = ensure_layout (self);

  if (layout != NULL)
    fit_rect (self, layout->x, layout->y, layout->width, layout->height, SW_MAP_VIEW_MAX_ZOOM);
}

static gboolean
settle_cb (gpointer data)
{
  SwMapView *self = data;

  self->settle_id = 0;
  self->zoom_burst = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

void
sw_map_view_zoom_at (SwMapView *self,
         double     px,
         double     py,
         double     zoom)
{
  double mx = self->origin_x + px / self->zoom;
  double my = self->origin_y + py / self->zoom;

  zoom = CLAMP (zoom, SW_MAP_VIEW_MIN_ZOOM, SW_MAP_VIEW_MAX_ZOOM);
  if (zoom != self->zoom)
    {
      /* a zoom step soon after another (a gesture, scroll or key
       * repeat), or before the last one was drawn sharp */
      self->zoom_burst = self->settle_id != 0 || !self->tiles_complete;
      g_clear_handle_id (&self->settle_id, g_source_remove);
      self->settle_id = g_timeout_add (SETTLE_MS, settle_cb, self);
    }
  set_fitting (self, FALSE);
  set_view (self, zoom, mx - px / zoom, my - py / zoom);
}

void
sw_map_view_pan_by (SwMapView *self,
        double     dx_px,
        double     dy_px)
{
  set_fitting (self, FALSE);
  set_view (self, self->zoom, self->origin_x + dx_px / self->zoom, self->origin_y + dy_px / self->zoom);
}

void
sw_map_view_pan_to (SwMapView *self,
                    double     origin_x,
                    double     origin_y)
{
  set_fitting (self, FALSE);
  set_view (self, self->zoom, origin_x, origin_y);
}

gint
sw_map_view_region_at (SwMapView *self,
           double     px,
           double     py)
{
  SwRenderLayout *layout = ensure_layout (self);

  if (layout == NULL)
    return -1;
  return sw_render_layout_hit (layout, self->map,
                               self->origin_x + px / self->zoom,
                               self->origin_y + py / self->zoom);
}

void
sw_map_view_set_hover (SwMapView *self,
           gint       region)
{
  if (self->hover == region)
    return;
  self->hover = region;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOVER_REGION]);
}

void
sw_map_view_emit_tool_event (SwMapView       *self,
                             int              phase,
                             double           px,
                             double           py,
                             GdkModifierType  state)
{
  double x = self->origin_x + px / self->zoom;
  double y = self->origin_y + py / self->zoom;

  g_signal_emit (self, signals[TOOL_EVENT], 0, phase, x, y, sw_map_view_region_at (self, px, py), (guint) state);
}

/* Rendering */

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
} Tile;

static void
tile_free (gpointer data)
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

/* Draws the map into a @width x @height picture whose top-left corner is
 * the device pixel (@x, @y) at @pixels_per_mm. */
static Tile *
render_picture (SwMapView *self,
                double     x,
                double     y,
                int        width,
                int        height,
                double     pixels_per_mm)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  SwRenderOptions options;
  cairo_t *cr = cairo_create (surface);
  Tile *tile;

  /* every tile is a window on the same transform: no seams */
  cairo_translate (cr, -x, -y);
  cairo_scale (cr, pixels_per_mm, pixels_per_mm);
  sw_render_options_init (&options);
  options.show_adjacency = self->show_adjacency;
  options.hide_starts = self->hide_starts;
  sw_render_map (cr, self->map, self->layout, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  tile = g_new0 (Tile, 1);
  tile->surface = surface;
  return tile;
}

static Tile *
render_tile (SwMapView *self,
             gint64     column,
             gint64     row)
{
  return render_picture (self, (double) column * TILE_SIZE, (double) row * TILE_SIZE,
                         TILE_SIZE, TILE_SIZE, self->tiles_zoom);
}

/* The whole board, small: what shows where no tile is ready yet while
 * zooming out. Made the first time it is needed after a change. */
static Tile *
ensure_overview (SwMapView *self)
{
  SwRenderLayout *layout = self->layout;
  double w = layout->width + 2 * BOARD_MARGIN_MM, h = layout->height + 2 * BOARD_MARGIN_MM;

  if (self->overview == NULL && w > 0 && h > 0)
    {
      self->overview_zoom = OVERVIEW_SIZE / MAX (w, h);
      self->overview = render_picture (self, (layout->x - BOARD_MARGIN_MM) * self->overview_zoom,
                                       (layout->y - BOARD_MARGIN_MM) * self->overview_zoom,
                                       (int) ceil (w * self->overview_zoom), (int) ceil (h * self->overview_zoom),
                                       self->overview_zoom);
    }
  return self->overview;
}

static void
clear_tiles (SwMapView *self)
{
  g_hash_table_remove_all (self->tiles);
  self->tiles_complete = FALSE;
  g_clear_pointer (&self->old_tiles, g_hash_table_unref);
  g_clear_pointer (&self->overview, tile_free);
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
  double x0 = MAX (self->origin_x * pixels_per_mm - m, (layout->x - BOARD_MARGIN_MM) * pixels_per_mm);
  double y0 = MAX (self->origin_y * pixels_per_mm - m, (layout->y - BOARD_MARGIN_MM) * pixels_per_mm);
  double x1 = MIN (self->origin_x * pixels_per_mm + width * scale * k + m,
                   (layout->x + layout->width + BOARD_MARGIN_MM) * pixels_per_mm);
  double y1 = MIN (self->origin_y * pixels_per_mm + height * scale * k + m,
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

/* TRUE when the old tiles hold all of the area of a current tile. */
static gboolean
old_tiles_cover (SwMapView *self,
                 gint64     column,
                 gint64     row)
{
  double f = self->old_tiles_zoom / self->tiles_zoom;
  gint64 c0 = (gint64) floor (column * f), c1 = (gint64) floor ((column + 1) * f - 1e-6);
  gint64 r0 = (gint64) floor (row * f), r1 = (gint64) floor ((row + 1) * f - 1e-6);

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
 * they leave a hole. Cairo clips to the missing tiles; GL draws this
 * first, under the current tiles, as clips cost it offscreen passes. */
static void
paint_fallback (SwMapView *self,
                Painter   *painter,
                GArray    *missing)
{
  double k = self->zoom * painter->scale / self->tiles_zoom;
  double box[4] = { G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE };   /* in current tile px */
  gboolean covered = self->old_tiles != NULL;

  if (painter->cr != NULL)
    cairo_save (painter->cr);
  for (guint i = 0; i < missing->len; i += 2)
    {
      gint64 column = g_array_index (missing, gint64, i), row = g_array_index (missing, gint64, i + 1);
      double x0 = round (column * TILE_SIZE * k - painter->ox), y0 = round (row * TILE_SIZE * k - painter->oy);
      double x1 = round ((column + 1) * TILE_SIZE * k - painter->ox);
      double y1 = round ((row + 1) * TILE_SIZE * k - painter->oy);

      box[0] = MIN (box[0], (double) column * TILE_SIZE);
      box[1] = MIN (box[1], (double) row * TILE_SIZE);
      box[2] = MAX (box[2], (double) (column + 1) * TILE_SIZE);
      box[3] = MAX (box[3], (double) (row + 1) * TILE_SIZE);
      if (painter->cr != NULL)
        cairo_rectangle (painter->cr, x0 / painter->scale, y0 / painter->scale,
                         (x1 - x0) / painter->scale, (y1 - y0) / painter->scale);
      covered = covered && old_tiles_cover (self, column, row);
    }
  if (painter->cr != NULL)
    cairo_clip (painter->cr);

  if (!covered)
    {
      Tile *overview = ensure_overview (self);

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
}

static void
snapshot_tiles (SwMapView   *self,
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
      clear_tiles (self);
      self->tiles_zoom = pixels_per_mm;
      self->tiles_scale = scale;
      self->tiles_serial = sw_map_get_serial (self->map);
      self->tiles_adjacency = self->show_adjacency;
    }
  else if (self->tiles_zoom != pixels_per_mm)
    {
      double ratio = pixels_per_mm / self->tiles_zoom;

      /* While a zoom goes on, the tiles are scaled; sharp ones are drawn
       * once it settles, or when the scaled ones would look blurred. The
       * last tiles stay underneath until the new ones cover the view. */
      if (!self->zoom_burst || ratio > MAX_BURST_RATIO || ratio < 1 / MAX_BURST_RATIO)
        {
          /* keep the last tiles that covered the view */
          if (g_hash_table_size (self->tiles) > 0 && (self->tiles_complete || self->old_tiles == NULL))
            {
              g_clear_pointer (&self->old_tiles, g_hash_table_unref);
              self->old_tiles = g_steal_pointer (&self->tiles);
              self->old_tiles_zoom = self->tiles_zoom;
              self->tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, tile_free);
            }
          else
            g_hash_table_remove_all (self->tiles);
          self->tiles_complete = FALSE;
          self->tiles_zoom = pixels_per_mm;
        }
    }

  if (!visible_tiles (self, width, height, scale, self->tiles_zoom, 0, range))
    return;

  if (renderer == NULL || GSK_IS_CAIRO_RENDERER (renderer))
    painter.cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* first the tiles that this frame draws, then what shows in place of
   * the others, then the tiles */
  for (gint64 row = range[2]; row <= range[3]; row++)
    for (gint64 column = range[0]; column <= range[1]; column++)
      {
        gint64 key = tile_key (column, row);

        if (g_hash_table_contains (self->tiles, &key))
          continue;
        /* with something to show meanwhile, a frame draws new tiles for
         * a few milliseconds only, and the next frames go on */
        if ((self->old_tiles != NULL || self->overview != NULL) &&
            g_get_monotonic_time () - start > TILE_BUDGET_US)
          {
            g_array_append_val (missing, column);
            g_array_append_val (missing, row);
            continue;
          }
        g_hash_table_insert (self->tiles, g_memdup2 (&key, sizeof key), render_tile (self, column, row));
      }
  if (missing->len > 0)
    paint_fallback (self, &painter, missing);
  for (gint64 row = range[2]; row <= range[3]; row++)
    for (gint64 column = range[0]; column <= range[1]; column++)
      {
        gint64 key = tile_key (column, row);
        Tile *tile = g_hash_table_lookup (self->tiles, &key);

        if (tile != NULL)
          paint_picture (self, &painter, tile, (double) column * TILE_SIZE, (double) row * TILE_SIZE,
                         self->tiles_zoom);
      }
  g_clear_pointer (&painter.cr, cairo_destroy);

  self->tiles_complete = missing->len == 0;
  if (missing->len > 0)
    {
      if (self->refine_id == 0)
        self->refine_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 30, refine_cb, self, NULL);
      return;
    }
  /* the view is complete: the old tiles have done their part */
  g_clear_pointer (&self->old_tiles, g_hash_table_unref);
  drop_spare_tiles (self, range);
  if (!self->zoom_burst && self->tiles_zoom == pixels_per_mm)
    {
      /* the ring around the view, on the board */
      if (visible_tiles (self, width, height, scale, self->tiles_zoom, 1, self->prefetch_range) &&
          self->prefetch_id == 0)
        self->prefetch_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, prefetch_cb, self, NULL);
    }
}

static void
extend_with_region (SwMapView *self,
                    double     box[4],
                    gint       region)
{
  const double *b;

  if (region < 0 || (guint) region >= self->layout->n_regions)
    return;
  b = &self->layout->bbox[4 * region];
  if (!isfinite (b[0]))
    return;
  box[0] = MIN (box[0], b[0]);
  box[1] = MIN (box[1], b[1]);
  box[2] = MAX (box[2], b[2]);
  box[3] = MAX (box[3], b[3]);
}

static void
draw_feedback (SwMapView   *self,
               GtkSnapshot *snapshot,
               double       width,
               double       height)
{
  static const double hover_rgba[4] = { 1.0, 1.0, 1.0, 0.28 };
  static const double selection_rgba[4] = { 0.11, 0.42, 0.85, 0.28 };
  static const double highlight_rgba[4] = { 0.95, 0.40, 0.05, 0.30 };
  double box[4] = { INFINITY, INFINITY, -INFINITY, -INFINITY };
  double x0, y0, x1, y1;
  cairo_t *cr;

  if (self->hover < 0 && self->selection->len == 0 && self->highlight->len == 0)
    return;

  /* a cairo node only as large as the emphasised regions: hovering
   * redraws a few pixels, not the whole view */
  extend_with_region (self, box, self->hover);
  for (guint i = 0; i < self->selection->len; i++)
    extend_with_region (self, box, g_array_index (self->selection, guint, i));
  for (guint i = 0; i < self->highlight->len; i++)
    extend_with_region (self, box, g_array_index (self->highlight, guint, i));
  x0 = MAX (0, floor ((box[0] - self->origin_x) * self->zoom) - 4);
  y0 = MAX (0, floor ((box[1] - self->origin_y) * self->zoom) - 4);
  x1 = MIN (width, ceil ((box[2] - self->origin_x) * self->zoom) + 4);
  y1 = MIN (height, ceil ((box[3] - self->origin_y) * self->zoom) + 4);
  if (!(x1 > x0 && y1 > y0))
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));
  cairo_scale (cr, self->zoom, self->zoom);
  cairo_translate (cr, -self->origin_x, -self->origin_y);
  for (guint i = 0; i < self->highlight->len; i++)
    sw_render_region_overlay (cr, self->map, self->layout, g_array_index (self->highlight, guint, i),
                              highlight_rgba, 3.0 / self->zoom);
  for (guint i = 0; i < self->selection->len; i++)
    sw_render_region_overlay (cr, self->map, self->layout, g_array_index (self->selection, guint, i),
                              selection_rgba, 3.0 / self->zoom);
  if (self->hover >= 0)
    sw_render_region_overlay (cr, self->map, self->layout, self->hover, hover_rgba, 2.0 / self->zoom);
  cairo_destroy (cr);
}

static void
draw_sketch (SwMapView   *self,
             GtkSnapshot *snapshot,
             double       width,
             double       height)
{
  const double *p;
  guint n;
  cairo_t *cr;

  if (self->sketch == NULL || self->sketch->len < 2)
    return;
  p = (const double *) self->sketch->data;
  n = self->sketch->len / 2;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  for (guint i = 0; i < n; i++)
    {
      double x = (p[2 * i] - self->origin_x) * self->zoom;
      double y = (p[2 * i + 1] - self->origin_y) * self->zoom;

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  if (self->sketch_closed)
    cairo_close_path (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* a white casing keeps the line visible on every terrain */
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 5);
  cairo_stroke_preserve (cr);
  if (self->sketch_valid)
    cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  else
    cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
  for (guint i = 0; i < n; i += MAX (1, n - 1))
    {
      cairo_arc (cr, (p[2 * i] - self->origin_x) * self->zoom, (p[2 * i + 1] - self->origin_y) * self->zoom,
                 4, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
}

static void
sw_map_view_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  SwMapView *self = SW_MAP_VIEW (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  SwRenderLayout *layout = ensure_layout (self);
  GskRoundedRect board;

  if (layout == NULL || width <= 0 || height <= 0)
    return;

  /* the board lies on the table with a soft shadow; when the board
   * fills the view the shadow is hidden, and the renderer would still
   * blur the whole view for it on every frame */
  gsk_rounded_rect_init_from_rect (&board,
                                   &GRAPHENE_RECT_INIT ((layout->x - self->origin_x) * self->zoom,
                                                        (layout->y - self->origin_y) * self->zoom,
                                                        layout->width * self->zoom,
                                                        layout->height * self->zoom), 0);
  if (!graphene_rect_contains_rect (&board.bounds, &GRAPHENE_RECT_INIT (0, 0, width, height)))
    gtk_snapshot_append_outset_shadow (snapshot, &board, &(GdkRGBA) { 0, 0, 0, 0.35 }, 0, 2, 1, 10);

  snapshot_tiles (self, snapshot, width, height, scale);

  draw_feedback (self, snapshot, width, height);
  draw_sketch (self, snapshot, width, height);
}

static void
sw_map_view_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  SwMapView *self = SW_MAP_VIEW (widget);

  if (self->fitting)
    apply_fit (self);
}

static void
sw_map_view_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  *minimum = 120;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 800 : 560;
}

/* GObject */

static void
sw_map_view_dispose (GObject *object)
{
  SwMapView *self = SW_MAP_VIEW (object);

  g_clear_handle_id (&self->settle_id, g_source_remove);
  g_clear_handle_id (&self->refine_id, g_source_remove);
  g_clear_handle_id (&self->prefetch_id, g_source_remove);
  if (self->tiles != NULL)
    clear_tiles (self);
  g_clear_pointer (&self->tiles, g_hash_table_unref);
  g_clear_pointer (&self->layout, sw_render_layout_free);
  g_clear_pointer (&self->map, sw_map_unref);

  G_OBJECT_CLASS (sw_map_view_parent_class)->dispose (object);
}

static void
sw_map_view_finalize (GObject *object)
{
  SwMapView *self = SW_MAP_VIEW (object);

  g_clear_pointer (&self->selection, g_array_unref);
  g_clear_pointer (&self->highlight, g_array_unref);
  g_clear_pointer (&self->sketch, g_array_unref);

  G_OBJECT_CLASS (sw_map_view_parent_class)->finalize (object);
}

static void
sw_map_view_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SwMapView *self = SW_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_FITTING:
      g_value_set_boolean (value, self->fitting);
      break;
    case PROP_SHOW_ADJACENCY:
      g_value_set_boolean (value, self->show_adjacency);
      break;
    case PROP_HOVER_REGION:
      g_value_set_int (value, self->hover);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_map_view_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  SwMapView *self = SW_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      sw_map_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_SHOW_ADJACENCY:
      sw_map_view_set_show_adjacency (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_map_view_class_init (SwMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_map_view_dispose;
  object_class->finalize = sw_map_view_finalize;
  object_class->get_property = sw_map_view_get_property;
  object_class->set_property = sw_map_view_set_property;

  widget_class->snapshot = sw_map_view_snapshot;
  widget_class->size_allocate = sw_map_view_size_allocate;
  widget_class->measure = sw_map_view_measure;
  widget_class->query_tooltip = sw_map_view_query_tooltip;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         SW_MAP_VIEW_MIN_ZOOM, SW_MAP_VIEW_MAX_ZOOM, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FITTING] =
    g_param_spec_boolean ("fitting", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_ADJACENCY] =
    g_param_spec_boolean ("show-adjacency", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HOVER_REGION] =
    g_param_spec_int ("hover-region", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* phase (SW_TOOL_*), x and y in mm, region index or -1, GdkModifierType */
  signals[TOOL_EVENT] =
    g_signal_new ("tool-event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 5,
                  G_TYPE_INT, G_TYPE_DOUBLE, G_TYPE_DOUBLE, G_TYPE_INT, G_TYPE_UINT);

  sw_map_view_class_add_bindings (widget_class);

  gtk_widget_class_set_css_name (widget_class, "swmapview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sw_map_view_init (SwMapView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->zoom = 1.0;
  self->fitting = TRUE;
  self->hover = -1;
  self->tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, tile_free);
  self->selection = g_array_new (FALSE, FALSE, sizeof (guint));
  self->highlight = g_array_new (FALSE, FALSE, sizeof (guint));

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"),
                                  -1);

  sw_map_view_add_controllers (self);
}

/* Public API */

GtkWidget *
sw_map_view_new (void)
{
  return g_object_new (SW_TYPE_MAP_VIEW, NULL);
}

SwMap *
sw_map_view_get_map (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), NULL);

  return self->map;
}

void
sw_map_view_set_map (SwMapView *self,
                     SwMap     *map)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  if (self->map == map)
    return;
  g_clear_pointer (&self->layout, sw_render_layout_free);
  g_clear_pointer (&self->map, sw_map_unref);
  if (map != NULL)
    self->map = sw_map_ref (map);
  g_array_set_size (self->selection, 0);
  g_array_set_size (self->highlight, 0);
  self->hover = -1;
  invalidate_cache (self);
  sw_map_view_zoom_fit (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

void
sw_map_view_map_changed (SwMapView *self)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  g_clear_pointer (&self->layout, sw_render_layout_free);
  invalidate_cache (self);
  /* an edit may have removed regions: forget indices past the end */
  if (self->map != NULL)
    {
      guint n = self->map->regions->len;
      gboolean dropped = FALSE;

      for (guint i = self->selection->len; i > 0; i--)
        if (g_array_index (self->selection, guint, i - 1) >= n)
          {
            g_array_remove_index (self->selection, i - 1);
            dropped = TRUE;
          }
      for (guint i = self->highlight->len; i > 0; i--)
        if (g_array_index (self->highlight, guint, i - 1) >= n)
          g_array_remove_index (self->highlight, i - 1);
      if (self->hover >= (gint) n)
        self->hover = -1;
      if (dropped)
        g_signal_emit (self, signals[SELECTION_CHANGED], 0);
    }
}

void
sw_map_view_set_tool_input (SwMapView *self,
                            gboolean   tool_input)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  self->tool_input = !!tool_input;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), tool_input ? "crosshair" : NULL);
}

void
sw_map_view_set_sketch (SwMapView    *self,
                        const double *points,
                        guint         n_points,
                        gboolean      closed,
                        gboolean      valid)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  if (self->sketch == NULL)
    self->sketch = g_array_new (FALSE, FALSE, sizeof (double));
  g_array_set_size (self->sketch, 0);
  if (points != NULL)
    g_array_append_vals (self->sketch, points, 2 * n_points);
  self->sketch_closed = closed;
  self->sketch_valid = valid;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gint
sw_map_view_region_at_point (SwMapView *self,
                             double     x,
                             double     y)
{
  SwRenderLayout *layout;

  g_return_val_if_fail (SW_IS_MAP_VIEW (self), -1);

  layout = ensure_layout (self);
  if (layout == NULL)
    return -1;
  return sw_render_layout_hit (layout, self->map, x, y);
}

double
sw_map_view_get_pixel_size (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), 1.0);

  return 1.0 / self->zoom;
}

double
sw_map_view_get_zoom (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), 1.0);

  return self->zoom;
}

void
sw_map_view_set_zoom (SwMapView *self,
                      double     zoom)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  sw_map_view_zoom_at (self, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0, zoom);
}

void
sw_map_view_zoom_in (SwMapView *self)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  sw_map_view_set_zoom (self, self->zoom * ZOOM_STEP);
}

void
sw_map_view_zoom_out (SwMapView *self)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  sw_map_view_set_zoom (self, self->zoom / ZOOM_STEP);
}

void
sw_map_view_zoom_fit (SwMapView *self)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  set_fitting (self, TRUE);
  apply_fit (self);
}

void
sw_map_view_zoom_original (SwMapView *self)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  sw_map_view_set_zoom (self, ZOOM_ORIGINAL);
}

gboolean
sw_map_view_get_fitting (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), FALSE);

  return self->fitting;
}

gboolean
sw_map_view_get_show_adjacency (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), FALSE);

  return self->show_adjacency;
}

void
sw_map_view_set_show_adjacency (SwMapView *self,
                                gboolean   show)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  show = !!show;
  if (self->show_adjacency == show)
    return;
  self->show_adjacency = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ADJACENCY]);
}

gint
sw_map_view_get_hover_region (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), -1);

  return self->hover;
}

const guint *
sw_map_view_get_selection (SwMapView *self,
                           guint     *n_regions)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (n_regions != NULL, NULL);

  *n_regions = self->selection->len;
  return (const guint *) self->selection->data;
}

static void
set_regions (SwMapView   *self,
             GArray      *array,
             const guint *regions,
             guint        n_regions)
{
  guint n = self->map ? self->map->regions->len : 0;

  g_array_set_size (array, 0);
  for (guint i = 0; i < n_regions; i++)
    if (regions[i] < n)
      g_array_append_val (array, regions[i]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sw_map_view_set_selection (SwMapView   *self,
                           const guint *regions,
                           guint        n_regions)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));
  g_return_if_fail (regions != NULL || n_regions == 0);

  set_regions (self, self->selection, regions, n_regions);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

void
sw_map_view_set_highlight (SwMapView   *self,
                           const guint *regions,
                           guint        n_regions)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));
  g_return_if_fail (regions != NULL || n_regions == 0);

  set_regions (self, self->highlight, regions, n_regions);
}

void
sw_map_view_show_regions (SwMapView   *self,
                          const guint *regions,
                          guint        n_regions)
{
  SwRenderLayout *layout;
  double box[4] = { INFINITY, INFINITY, -INFINITY, -INFINITY };

  g_return_if_fail (SW_IS_MAP_VIEW (self));
  g_return_if_fail (regions != NULL || n_regions == 0);

  layout = ensure_layout (self);
  if (layout == NULL)
    return;
  for (guint i = 0; i < n_regions; i++)
    {
      const double *b;

      if (regions[i] >= layout->n_regions)
        continue;
      b = &layout->bbox[4 * regions[i]];
      if (!isfinite (b[0]))
        continue;
      box[0] = MIN (box[0], b[0]);
      box[1] = MIN (box[1], b[1]);
      box[2] = MAX (box[2], b[2]);
      box[3] = MAX (box[3], b[3]);
    }
  if (!(box[2] >= box[0]))
    return;
  /* leave room around small regions: show their neighbourhood */
  set_fitting (self, FALSE);
  fit_rect (self, box[0] - 30, box[1] - 30, box[2] - box[0] + 60, box[3] - box[1] + 60,
            MAX (self->zoom, ZOOM_ORIGINAL));
}
