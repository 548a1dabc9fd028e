/* sw-map-view.c: the map widget: zooms, pans, hovers, selects; its tiles are in sw-map-view-tiles.c. */
#include "config.h"
#define G_LOG_DOMAIN "sw-map-view"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "sw-catalog.h"
#include "sw-map-view.h"
#include "sw-map-view-private.h"
#include "sw-render.h"
#include "sw-render-private.h"
#include "sw-topology.h"

/* One millimetre on a 96 dpi screen. */
#define ZOOM_ORIGINAL (96.0 / 25.4)
/* Zoom steps closer together than this are one gesture: its tiles are
 * scaled, and drawn sharp once it settles (sw-map-view-tiles.c). */
#define SETTLE_MS 250
#define FIT_MARGIN_PX 24.0


G_DEFINE_FINAL_TYPE (SwMapView, sw_map_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ZOOM,
  PROP_FITTING,
  PROP_SHOW_ADJACENCY,
  PROP_HOVER_REGION,
  PROP_SHOW_HEAT_MAP,
  N_PROPS
};

enum {
  SELECTION_CHANGED,
  TOOL_EVENT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
invalidate_cache (SwMapView *self)
{
  sw_map_view_clear_tiles (self);
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

/* How far up from the view's bottom edge the controls floating over it
 * reach (the children of its overlay aligned to the end, margins in). */
static double
floating_controls_height (SwMapView *self)
{
  GtkWidget *overlay = gtk_widget_get_parent (GTK_WIDGET (self));
  int height = 0;

  if (!GTK_IS_OVERLAY (overlay))
    return 0;
  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (child != GTK_WIDGET (self) && gtk_widget_get_visible (child) && gtk_widget_get_valign (child) == GTK_ALIGN_END)
      {
        int minimum, natural;

        gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
        height = MAX (height, natural);
      }
  return height;
}

/* Shows the mm rectangle as large as fits, centred, clear of the controls
 * that float over the view's bottom corners. */
static void
fit_rect (SwMapView *self,
          double     x,
          double     y,
          double     w,
          double     h,
          double     max_zoom,
          double     covered_right)
{
  /* the part of the view not covered on its right (a sidebar over it) */
  double width = MAX (0, gtk_widget_get_width (GTK_WIDGET (self)) - covered_right);
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double bottom = MAX (FIT_MARGIN_PX, floating_controls_height (self) + 4);
  double zoom;

  if (width <= 2 * FIT_MARGIN_PX || height <= FIT_MARGIN_PX + bottom || w <= 0 || h <= 0)
    return;
  zoom = MIN ((width - 2 * FIT_MARGIN_PX) / w, (height - FIT_MARGIN_PX - bottom) / h);
  zoom = CLAMP (zoom, SW_MAP_VIEW_MIN_ZOOM, max_zoom);
  /* centred in the band between the top margin and the controls */
  set_view (self, zoom, x + w / 2 - width / zoom / 2, y + h / 2 - (FIT_MARGIN_PX + height - bottom) / 2 / zoom);
}

static void
apply_fit (SwMapView *self)
{
  SwRenderLayout *layout = ensure_layout (self);

  if (layout != NULL)
    fit_rect (self, layout->x, layout->y, layout->width, layout->height, SW_MAP_VIEW_MAX_ZOOM, 0);
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
      sw_map_view_prepare_zoom (self);
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
  static const double neighbour_rgba[4] = { 0.18, 0.62, 0.24, 0.32 };
  double box[4] = { INFINITY, INFINITY, -INFINITY, -INFINITY };
  double x0, y0, x1, y1;
  guint n_neighbours = 0;
  const guint *neighbours;
  cairo_t *cr;

  if (self->hover < 0 && self->selection->len == 0 && self->highlight->len == 0)
    return;
  neighbours = sw_map_view_get_neighbours (self, &n_neighbours);
  for (guint i = 0; i < n_neighbours; i++)
    extend_with_region (self, box, neighbours[i]);

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
  for (guint i = 0; i < n_neighbours; i++)
    sw_render_region_overlay (cr, self->map, self->layout, neighbours[i], neighbour_rgba, 2.0 / self->zoom);
  for (guint i = 0; i < self->highlight->len; i++)
    sw_render_region_overlay (cr, self->map, self->layout, g_array_index (self->highlight, guint, i),
                              highlight_rgba, 3.0 / self->zoom);
  for (guint i = 0; i < self->selection->len; i++)
    sw_render_region_overlay (cr, self->map, self->layout, g_array_index (self->selection, guint, i),
                              selection_rgba, 3.0 / self->zoom);
  if (self->hover >= 0)
    sw_render_region_overlay (cr, self->map, self->layout, self->hover, hover_rgba, 2.0 / self->zoom);
  /* a wall stays in sight over the outlines drawn along it */
  if (self->layout != NULL && !self->layout->graph_only)
    {
      /* as thick as on the tiles, drawn in device pixels */
      double scale = self->zoom * gtk_widget_get_scale_factor (GTK_WIDGET (self));

      for (guint i = 0; i < self->selection->len; i++)
        sw_render_region_barriers (cr, self->map, g_array_index (self->selection, guint, i), scale);
      if (self->hover >= 0)
        sw_render_region_barriers (cr, self->map, self->hover, scale);
    }
  cairo_destroy (cr);
}

/* The grid corners snap to: thin lines over each board, as many as keep
 * 8 px apart (every second or fifth one when zoomed out). */
static void
draw_grid (SwMapView   *self,
           GtkSnapshot *snapshot,
           double       width,
           double       height)
{
  double step;
  cairo_t *cr;

  if (self->grid <= 0 || self->map == NULL || self->map->boards->len == 0)
    return;
  step = self->grid;
  for (guint k = 0; step * self->zoom < 8 && k < 8; k++)
    step *= (k % 2 == 0) ? 2 : 2.5;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.12);
  cairo_set_line_width (cr, 1);
  for (guint b = 0; b < self->map->boards->len; b++)
    {
      double rect[4], x0, y0, x1, y1;

      sw_render_board_rect (g_ptr_array_index (self->map->boards, b), rect);
      x0 = (rect[0] - self->origin_x) * self->zoom;
      y0 = (rect[1] - self->origin_y) * self->zoom;
      x1 = (rect[2] - self->origin_x) * self->zoom;
      y1 = (rect[3] - self->origin_y) * self->zoom;
      /* whole pixels, so that every line is as sharp as the next */
      for (double mm = step; rect[0] + mm < rect[2]; mm += step)
        {
          double x = floor ((rect[0] + mm - self->origin_x) * self->zoom) + 0.5;

          if (x >= 0 && x <= width)
            {
              cairo_move_to (cr, x, MAX (y0, 0));
              cairo_line_to (cr, x, MIN (y1, height));
            }
        }
      for (double mm = step; rect[1] + mm < rect[3]; mm += step)
        {
          double y = floor ((rect[1] + mm - self->origin_y) * self->zoom) + 0.5;

          if (y >= 0 && y <= height)
            {
              cairo_move_to (cr, MAX (x0, 0), y);
              cairo_line_to (cr, MIN (x1, width), y);
            }
        }
    }
  cairo_stroke (cr);
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
   * fills the view the shadow is hidden, and nothing is drawn for it;
   * GTK's own blurred shadow only for a board too small for the pieces */
  gsk_rounded_rect_init_from_rect (&board,
                                   &GRAPHENE_RECT_INIT ((layout->x - self->origin_x) * self->zoom,
                                                        (layout->y - self->origin_y) * self->zoom,
                                                        layout->width * self->zoom,
                                                        layout->height * self->zoom), 0);
  if (!graphene_rect_contains_rect (&board.bounds, &GRAPHENE_RECT_INIT (0, 0, width, height)) &&
      !sw_map_view_snapshot_shadow (self, snapshot, layout, scale))
    gtk_snapshot_append_outset_shadow (snapshot, &board, &(GdkRGBA) { 0, 0, 0, SW_MAP_VIEW_SHADOW_ALPHA }, 0,
                                       SW_MAP_VIEW_SHADOW_DY, SW_MAP_VIEW_SHADOW_SPREAD, SW_MAP_VIEW_SHADOW_RADIUS);

  sw_map_view_snapshot_tiles (self, snapshot, width, height, scale);
  sw_map_view_snapshot_tracing (self, snapshot);

  draw_grid (self, snapshot, width, height);
  sw_map_view_snapshot_heat (self, snapshot, width, height);
  sw_map_view_snapshot_marks (self, snapshot, width, height);
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
  g_clear_handle_id (&self->source_release_id, g_source_remove);
  if (self->tiles != NULL)
    sw_map_view_clear_tiles (self);
  g_clear_pointer (&self->tiles, g_hash_table_unref);
  g_clear_pointer (&self->queue, sw_map_view_queue_detach);
  g_clear_pointer (&self->tiles_pending, g_hash_table_unref);
  g_clear_pointer (&self->layout, sw_render_layout_free);
  g_clear_pointer (&self->map, sw_map_unref);
  g_clear_object (&self->tracing);
  for (guint i = 0; i < G_N_ELEMENTS (self->shadow); i++)
    g_clear_object (&self->shadow[i]);

  G_OBJECT_CLASS (sw_map_view_parent_class)->dispose (object);
}

static void
sw_map_view_finalize (GObject *object)
{
  SwMapView *self = SW_MAP_VIEW (object);

  g_clear_pointer (&self->selection, g_array_unref);
  g_clear_pointer (&self->selection_ids, g_ptr_array_unref);
  g_clear_pointer (&self->highlight, g_array_unref);
  g_clear_pointer (&self->sketch, g_array_unref);
  g_clear_pointer (&self->issue_marks, g_array_unref);
  g_clear_pointer (&self->heat, sw_heat_map_unref);

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
    case PROP_SHOW_HEAT_MAP:
      g_value_set_boolean (value, self->show_heat);
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
    case PROP_SHOW_HEAT_MAP:
      sw_map_view_set_show_heat_map (self, g_value_get_boolean (value));
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
  /* the heat map of sw_map_view_set_heat_map() is drawn over the board */
  properties[PROP_SHOW_HEAT_MAP] =
    g_param_spec_boolean ("show-heat-map", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
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
  self->tiles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, sw_map_view_tile_free);
  self->tiles_pending = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  self->queue = sw_map_view_queue_new (self);
  self->source_keep_ms = 10000;
  self->selection = g_array_new (FALSE, FALSE, sizeof (guint));
  self->selection_ids = g_ptr_array_new_with_free_func (g_free);
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
  g_ptr_array_set_size (self->selection_ids, 0);
  g_array_set_size (self->highlight, 0);
  self->hover = -1;
  /* a heat map's values were measured on the map before */
  g_clear_pointer (&self->heat, sw_heat_map_unref);
  sw_map_view_set_show_heat_map (self, FALSE);
  invalidate_cache (self);
  sw_map_view_zoom_fit (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static void set_regions (SwMapView   *self,
                         GArray      *array,
                         const guint *regions,
                         guint        n_regions);

void
sw_map_view_map_changed (SwMapView *self)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  g_clear_pointer (&self->layout, sw_render_layout_free);
  invalidate_cache (self);
  /* an edit may have added or removed regions, which moves the indices:
   * the regions selected stay selected where they are now, those gone
   * are dropped */
  if (self->map != NULL)
    {
      guint n = self->map->regions->len;
      g_autoptr(GArray) selection = g_array_new (FALSE, FALSE, sizeof (guint));
      gboolean changed;

      for (guint i = 0; i < self->selection_ids->len; i++)
        {
          const char *id = g_ptr_array_index (self->selection_ids, i);
          gint index = id != NULL ? sw_map_find_region (self->map, id) : -1;

          if (index >= 0)
            g_array_append_val (selection, index);
        }
      changed = selection->len != self->selection->len ||
                (selection->len > 0 &&
                 memcmp (selection->data, self->selection->data, selection->len * sizeof (guint)) != 0);
      if (changed)
        set_regions (self, self->selection, (const guint *) selection->data, selection->len);
      for (guint i = self->highlight->len; i > 0; i--)
        if (g_array_index (self->highlight, guint, i - 1) >= n)
          g_array_remove_index (self->highlight, i - 1);
      if (self->hover >= (gint) n)
        self->hover = -1;
      if (changed)
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

double
sw_map_view_get_grid (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), 0);

  return self->grid;
}

void
sw_map_view_set_grid (SwMapView *self,
                      double     spacing)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  spacing = spacing > 0 ? spacing : 0;
  if (self->grid == spacing)
    return;
  self->grid = spacing;
  gtk_widget_queue_draw (GTK_WIDGET (self));
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

SwHeatMap *
sw_map_view_get_heat_map (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), NULL);
  return self->heat;
}

void
sw_map_view_set_heat_map (SwMapView *self,
                          SwHeatMap *heat)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));
  if (heat == self->heat)
    return;
  if (heat != NULL)
    sw_heat_map_ref (heat);
  g_clear_pointer (&self->heat, sw_heat_map_unref);
  self->heat = heat;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
sw_map_view_get_show_heat_map (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), FALSE);
  return self->show_heat;
}

void
sw_map_view_set_show_heat_map (SwMapView *self,
                               gboolean   show)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));
  show = !!show;
  if (self->show_heat == show)
    return;
  self->show_heat = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_HEAT_MAP]);
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
  if (array == self->selection)
    {
      g_ptr_array_set_size (self->selection_ids, 0);
      for (guint i = 0; i < array->len; i++)
        g_ptr_array_add (self->selection_ids,
                         g_strdup (((SwRegion *) g_ptr_array_index (self->map->regions,
                                                                    g_array_index (array, guint, i)))->id));
    }
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
                          guint        n_regions,
                          double       covered_right)
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
            MAX (self->zoom, ZOOM_ORIGINAL), covered_right);
}

void
sw_map_view_set_show_neighbours (SwMapView *self,
                                 gboolean   show)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  self->show_neighbours = !!show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const guint *
sw_map_view_get_neighbours (SwMapView *self,
                            guint     *n_regions)
{
  SwTopology *topology;
  guint region;

  g_return_val_if_fail (SW_IS_MAP_VIEW (self), NULL);
  g_return_val_if_fail (n_regions != NULL, NULL);

  *n_regions = 0;
  if (!self->show_neighbours || self->map == NULL || self->selection->len != 1)
    return NULL;
  region = g_array_index (self->selection, guint, 0);
  topology = sw_map_get_topology (self->map);
  if (topology == NULL || region >= topology->n_regions)
    return NULL;
  return sw_topology_neighbours (topology, region, n_regions);
}
