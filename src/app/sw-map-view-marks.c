/* sw-map-view-marks.c: the map's problems drawn where they lie: rings, thick borders, filled overlaps, places. */
#include "config.h"

#include <math.h>

#include "sw-map-view.h"
#include "sw-map-view-private.h"
#include "sw-render-private.h"

/* screen pixels: what stays readable at every zoom */
#define RING_RADIUS 11.0
#define PLACE_RADIUS 9.0
#define BORDER_WIDTH 7.0

static void
severity_colour (cairo_t    *cr,
                 SwSeverity  severity,
                 double      alpha)
{
  if (severity == SW_SEVERITY_ERROR)
    cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, alpha);
  else
    cairo_set_source_rgba (cr, 0.90, 0.55, 0.0, alpha);
}

/* A region's rings as one path, in screen pixels. */
static void
region_path (SwMapView *self,
             cairo_t   *cr,
             guint      index)
{
  const SwRegion *region = g_ptr_array_index (self->map->regions, index);
  double dx, dy;

  if (region->outline == NULL)
    return;
  sw_render_region_offset (self->map, region, &dx, &dy);
  for (guint h = 0; h <= region->holes->len; h++)
    {
      const SwRing *ring = h == 0 ? region->outline : g_ptr_array_index (region->holes, h - 1);

      for (guint k = 0; k < ring->ids->len; k++)
        {
          const SwVertex *v = sw_map_get_vertex (self->map, g_array_index (ring->ids, guint, k));
          double x, y;

          if (v == NULL)
            continue;
          x = (v->x + dx - self->origin_x) * self->zoom;
          y = (v->y + dy - self->origin_y) * self->zoom;
          if (k == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_close_path (cr);
    }
}

/* A white casing under each mark keeps it visible on every terrain. */
static void
stroke_cased (cairo_t    *cr,
              SwSeverity  severity,
              double      width)
{
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, width + 3);
  cairo_stroke_preserve (cr);
  severity_colour (cr, severity, 1.0);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

void
sw_map_view_snapshot_marks (SwMapView   *self,
                            GtkSnapshot *snapshot,
                            double       width,
                            double       height)
{
  cairo_t *cr;

  if (self->issue_marks == NULL || self->issue_marks->len == 0 || self->map == NULL ||
      self->issue_marks_serial != sw_map_get_serial (self->map))
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* the overlaps first, the lines over them */
  for (guint i = 0; i < self->issue_marks->len; i++)
    {
      const SwIssueMark *mark = &g_array_index (self->issue_marks, SwIssueMark, i);

      if (mark->kind != SW_ISSUE_MARK_OVERLAP || mark->region_a >= self->map->regions->len ||
          mark->region_b >= self->map->regions->len)
        continue;
      /* where both regions are: one's area clips the other's */
      cairo_save (cr);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_new_path (cr);
      region_path (self, cr, mark->region_a);
      cairo_clip (cr);
      cairo_new_path (cr);
      region_path (self, cr, mark->region_b);
      severity_colour (cr, mark->severity, 0.55);
      cairo_fill_preserve (cr);
      severity_colour (cr, mark->severity, 1.0);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  for (guint i = 0; i < self->issue_marks->len; i++)
    {
      const SwIssueMark *mark = &g_array_index (self->issue_marks, SwIssueMark, i);
      double x0 = (mark->x0 - self->origin_x) * self->zoom, y0 = (mark->y0 - self->origin_y) * self->zoom;
      double x1 = (mark->x1 - self->origin_x) * self->zoom, y1 = (mark->y1 - self->origin_y) * self->zoom;

      cairo_new_path (cr);
      switch (mark->kind)
        {
        case SW_ISSUE_MARK_RING:
          cairo_arc (cr, x0, y0, RING_RADIUS, 0, 2 * G_PI);
          stroke_cased (cr, mark->severity, 3);
          break;
        case SW_ISSUE_MARK_BORDER:
          cairo_move_to (cr, x0, y0);
          cairo_line_to (cr, x1, y1);
          stroke_cased (cr, mark->severity, BORDER_WIDTH);
          break;
        case SW_ISSUE_MARK_PLACE:
          /* a disc with an exclamation mark, as a map pin, just above the
           * region's label and icons rather than over them */
          if (self->layout != NULL && sw_render_layout_is_current (self->layout, self->map)
              && mark->region_a < self->layout->n_regions && mark->region_a < self->map->regions->len)
            {
              x0 = (self->layout->anchor_x[mark->region_a] - self->origin_x) * self->zoom;
              y0 = (sw_render_annotation_top (self->map, self->layout, mark->region_a) - self->origin_y) * self->zoom
                   - PLACE_RADIUS - 2;
            }
          cairo_arc (cr, x0, y0, PLACE_RADIUS, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
          cairo_set_line_width (cr, 3);
          cairo_stroke_preserve (cr);
          severity_colour (cr, mark->severity, 1.0);
          cairo_fill (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_set_line_width (cr, 2.2);
          cairo_move_to (cr, x0, y0 - PLACE_RADIUS * 0.55);
          cairo_line_to (cr, x0, y0 + PLACE_RADIUS * 0.1);
          cairo_stroke (cr);
          cairo_arc (cr, x0, y0 + PLACE_RADIUS * 0.5, 1.3, 0, 2 * G_PI);
          cairo_fill (cr);
          break;
        case SW_ISSUE_MARK_OVERLAP:
        default:
          break;
        }
    }
  cairo_destroy (cr);
}

void
sw_map_view_set_issues (SwMapView *self,
                        GPtrArray *issues)
{
  g_return_if_fail (SW_IS_MAP_VIEW (self));

  if (self->issue_marks == NULL)
    self->issue_marks = g_array_new (FALSE, FALSE, sizeof (SwIssueMark));
  g_array_set_size (self->issue_marks, 0);
  for (guint i = 0; self->map != NULL && issues != NULL && i < issues->len; i++)
    sw_issue_marks_append (self->map, g_ptr_array_index (issues, i), self->issue_marks);
  self->issue_marks_serial = self->map != NULL ? sw_map_get_serial (self->map) : 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
sw_map_view_get_n_issue_marks (SwMapView *self)
{
  g_return_val_if_fail (SW_IS_MAP_VIEW (self), 0);

  if (self->issue_marks == NULL || self->map == NULL || self->issue_marks_serial != sw_map_get_serial (self->map))
    return 0;
  return self->issue_marks->len;
}
