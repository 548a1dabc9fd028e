/* sw-render-layout.c: where things go: the map's extent, region anchors and boxes, the graph-only diagram, hit tests. */
#include "config.h"
#define G_LOG_DOMAIN "sw-render"

#include <math.h>
#include <string.h>

#include "sw-render.h"
#include "sw-render-private.h"
#include "sw-topology.h"

/* A graph-only map without a board is laid out on an A2 sheet, the size
 * of the printed base-game boards. */
#define DEFAULT_WIDTH_MM  594.0
#define DEFAULT_HEIGHT_MM 420.0
/* The force-directed diagram is quadratic; past this it stays a grid. */
#define MAX_FORCE_LAYOUT_NODES 400
#define FORCE_LAYOUT_ITERATIONS 300

static void
extend_box (double box[4],
            double x,
            double y)
{
  box[0] = MIN (box[0], x);
  box[1] = MIN (box[1], y);
  box[2] = MAX (box[2], x);
  box[3] = MAX (box[3], y);
}

static void
region_bbox (SwMap          *map,
             const SwRegion *region,
             double          box[4])
{
  double dx, dy;

  box[0] = box[1] = INFINITY;
  box[2] = box[3] = -INFINITY;
  if (region->outline == NULL)
    return;
  sw_render_region_offset (map, region, &dx, &dy);
  for (guint k = 0; k < region->outline->ids->len; k++)
    {
      SwVertex *v = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, k));

      if (v != NULL)
        extend_box (box, v->x + dx, v->y + dy);
    }
}

/* A force-directed diagram (Fruchterman–Reingold) started from a grid in
 * file order: the official data numbers regions left to right, top to
 * bottom, so the start already resembles the board and the result is
 * deterministic. Border regions are pulled towards the frame. */
double
sw_render_caption_size (const SwRenderLayout *layout)
{
  return CLAMP (layout->width / 70, 3.0, 9.0);
}

/* Pushes overlapping discs apart after the force layout. */
static void
separate_nodes (SwRenderLayout *layout,
                double          distance,
                const double    area[4])
{
  guint n = layout->n_regions;

  for (guint it = 0; it < 60; it++)
    {
      gboolean moved = FALSE;

      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            double ex = layout->anchor_x[j] - layout->anchor_x[i];
            double ey = layout->anchor_y[j] - layout->anchor_y[i];
            double d = hypot (ex, ey), push;

            if (d >= distance)
              continue;
            if (d < 1e-6)
              {
                ex = 1;
                ey = 0;
                d = 1;
              }
            push = (distance - d) / 2 / d;
            layout->anchor_x[i] = CLAMP (layout->anchor_x[i] - ex * push, area[0], area[2]);
            layout->anchor_y[i] = CLAMP (layout->anchor_y[i] - ey * push, area[1], area[3]);
            layout->anchor_x[j] = CLAMP (layout->anchor_x[j] + ex * push, area[0], area[2]);
            layout->anchor_y[j] = CLAMP (layout->anchor_y[j] + ey * push, area[1], area[3]);
            moved = TRUE;
          }
      if (!moved)
        break;
    }
}

static void
layout_graph (SwRenderLayout   *layout,
              const SwTopology *topology)
{
  guint n = layout->n_regions;
  double margin = 0.08 * MIN (layout->width, layout->height);
  /* the bottom strip is kept for the caption */
  double caption = 2.6 * sw_render_caption_size (layout);
  double x0 = layout->x + margin, y0 = layout->y + margin;
  double w = layout->width - 2 * margin, h = layout->height - 2 * margin - caption;
  guint cols, rows;
  double k, temperature;
  g_autofree double *dx = NULL;
  g_autofree double *dy = NULL;

  if (n == 0)
    return;

  cols = MAX (1, (guint) ceil (sqrt (n * w / h)));
  rows = (n + cols - 1) / cols;
  for (guint i = 0; i < n; i++)
    {
      layout->anchor_x[i] = x0 + ((i % cols) + 0.5) * w / cols;
      layout->anchor_y[i] = y0 + ((i / cols) + 0.5) * h / rows;
    }

  k = sqrt (w * h / n);
  temperature = w / 10;
  dx = g_new0 (double, n);
  dy = g_new0 (double, n);

  for (guint it = 0; n <= MAX_FORCE_LAYOUT_NODES && it < FORCE_LAYOUT_ITERATIONS; it++)
    {
      memset (dx, 0, n * sizeof (double));
      memset (dy, 0, n * sizeof (double));

      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            double ex = layout->anchor_x[i] - layout->anchor_x[j];
            double ey = layout->anchor_y[i] - layout->anchor_y[j];
            double d = MAX (0.01, hypot (ex, ey));
            double f = k * k / d / d;

            dx[i] += ex * f; dy[i] += ey * f;
            dx[j] -= ex * f; dy[j] -= ey * f;
          }

      for (guint i = 0; topology && i < n; i++)
        for (guint e = topology->offsets[i]; e < topology->offsets[i + 1]; e++)
          {
            guint j = topology->adjacency[e];
            double ex = layout->anchor_x[i] - layout->anchor_x[j];
            double ey = layout->anchor_y[i] - layout->anchor_y[j];
            double d = MAX (0.01, hypot (ex, ey));
            double f = d / k;

            /* each pair is seen from both ends: half the pull each time */
            dx[i] -= ex * f * 0.5; dy[i] -= ey * f * 0.5;
            dx[j] += ex * f * 0.5; dy[j] += ey * f * 0.5;
          }

      for (guint i = 0; topology && i < n; i++)
        if (topology->is_border[i])
          {
            double left = layout->anchor_x[i] - x0, right = x0 + w - layout->anchor_x[i];
            double top = layout->anchor_y[i] - y0, bottom = y0 + h - layout->anchor_y[i];
            double nearest = MIN (MIN (left, right), MIN (top, bottom));

            if (nearest == left) dx[i] -= k * 0.3;
            else if (nearest == right) dx[i] += k * 0.3;
            else if (nearest == top) dy[i] -= k * 0.3;
            else dy[i] += k * 0.3;
          }

      for (guint i = 0; i < n; i++)
        {
          double d = hypot (dx[i], dy[i]);

          if (d > 0)
            {
              layout->anchor_x[i] += dx[i] / d * MIN (d, temperature);
              layout->anchor_y[i] += dy[i] / d * MIN (d, temperature);
            }
          layout->anchor_x[i] = CLAMP (layout->anchor_x[i], x0, x0 + w);
          layout->anchor_y[i] = CLAMP (layout->anchor_y[i], y0, y0 + h);
        }
      temperature = MAX (temperature * 0.97, w / 400);
    }

  if (n <= MAX_FORCE_LAYOUT_NODES)
    separate_nodes (layout, 2.5 * MIN (k * 0.3, 18.0), (double[]) { x0, y0, x0 + w, y0 + h });

  for (guint i = 0; i < n; i++)
    {
      layout->radius[i] = MIN (k * 0.3, 18.0);
      layout->bbox[4 * i + 0] = layout->anchor_x[i] - layout->radius[i];
      layout->bbox[4 * i + 1] = layout->anchor_y[i] - layout->radius[i];
      layout->bbox[4 * i + 2] = layout->anchor_x[i] + layout->radius[i];
      layout->bbox[4 * i + 3] = layout->anchor_y[i] + layout->radius[i];
    }
}

static void
collect_ring_edges (SwMap        *map,
                    const SwRing *ring,
                    double        dx,
                    double        dy,
                    GHashTable   *seen,
                    GArray       *edges)
{
  guint n = ring->ids->len;

  for (guint k = 0; k < n && n >= 2; k++)
    {
      guint a = g_array_index (ring->ids, guint, k), b = g_array_index (ring->ids, guint, (k + 1) % n);
      guint64 key = ((guint64) MIN (a, b) << 32) | MAX (a, b);
      SwVertex *va, *vb;

      if (g_hash_table_contains (seen, &key))
        continue;
      va = sw_map_get_vertex (map, a);
      vb = sw_map_get_vertex (map, b);
      if (va == NULL || vb == NULL)
        continue;
      g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
      g_array_append_vals (edges, (double[]) { va->x + dx, va->y + dy, vb->x + dx, vb->y + dy }, 4);
    }
}

static void
collect_edges (SwRenderLayout *layout,
               SwMap          *map)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      double dx, dy;

      if (region->outline == NULL)
        continue;
      /* Vertex ids are map-wide, so an edge is seen once whichever board. */
      sw_render_region_offset (map, region, &dx, &dy);
      collect_ring_edges (map, region->outline, dx, dy, seen, edges);
      for (guint h = 0; region->holes && h < region->holes->len; h++)
        collect_ring_edges (map, g_ptr_array_index (region->holes, h), dx, dy, seen, edges);
    }
  layout->n_edges = edges->len / 4;
  layout->edges = (double *) (void *) g_array_free (edges, FALSE);
}

SwRenderLayout *
sw_render_layout_new (SwMap *map)
{
  SwRenderLayout *layout;
  SwTopology *topology;
  double extent[4] = { INFINITY, INFINITY, -INFINITY, -INFINITY };
  guint n;

  g_return_val_if_fail (map != NULL, NULL);

  topology = sw_map_get_topology (map);
  n = map->regions->len;
  layout = g_new0 (SwRenderLayout, 1);
  layout->serial = sw_map_get_serial (map);
  layout->n_regions = n;
  layout->graph_only = !sw_map_has_geometry (map);
  layout->anchor_x = g_new0 (double, n);
  layout->anchor_y = g_new0 (double, n);
  layout->radius = g_new0 (double, n);
  layout->bbox = g_new0 (double, 4 * n + 1);

  for (guint i = 0; i < map->boards->len; i++)
    {
      double rect[4];

      sw_render_board_rect (g_ptr_array_index (map->boards, i), rect);
      extend_box (extent, rect[0], rect[1]);
      extend_box (extent, rect[2], rect[3]);
    }
  /* With several boards, vertices are placed by their regions' boards: the
   * regions' boxes below extend the extent instead. */
  if (!layout->graph_only && map->boards->len <= 1)
    for (guint i = 0; i < map->vertices->len; i++)
      {
        SwVertex *v = &g_array_index (map->vertices, SwVertex, i);
        extend_box (extent, v->x, v->y);
      }
  if (!(extent[2] > extent[0] && extent[3] > extent[1]))
    {
      extent[0] = extent[1] = 0;
      extent[2] = DEFAULT_WIDTH_MM;
      extent[3] = DEFAULT_HEIGHT_MM;
    }
  layout->x = extent[0];
  layout->y = extent[1];
  layout->width = extent[2] - extent[0];
  layout->height = extent[3] - extent[1];

  if (layout->graph_only)
    {
      layout_graph (layout, topology);
      return layout;
    }

  for (guint i = 0; i < n; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      double *box = &layout->bbox[4 * i];
      gboolean usable;

      double dx, dy;

      region_bbox (map, region, box);
      usable = box[2] >= box[0] && box[3] >= box[1];
      sw_render_region_offset (map, region, &dx, &dy);
      if (usable && map->boards->len > 1)
        {
          extend_box (extent, box[0], box[1]);
          extend_box (extent, box[2], box[3]);
        }
      if (topology && i < topology->n_regions && isfinite (topology->label_x[i]))
        {
          layout->anchor_x[i] = topology->label_x[i] + dx;
          layout->anchor_y[i] = topology->label_y[i] + dy;
          layout->radius[i] = topology->inscribed_radius[i];
        }
      else if (usable)
        {
          layout->anchor_x[i] = (box[0] + box[2]) / 2;
          layout->anchor_y[i] = (box[1] + box[3]) / 2;
          layout->radius[i] = MIN (box[2] - box[0], box[3] - box[1]) / 4;
        }
      else
        {
          layout->anchor_x[i] = layout->anchor_y[i] = NAN;
          layout->radius[i] = 0;
        }
      if (!usable)
        box[0] = box[1] = box[2] = box[3] = NAN;
    }
  collect_edges (layout, map);
  if (map->boards->len > 1 && extent[2] > extent[0] && extent[3] > extent[1])
    {
      layout->x = extent[0];
      layout->y = extent[1];
      layout->width = extent[2] - extent[0];
      layout->height = extent[3] - extent[1];
    }

  return layout;
}

void
sw_render_layout_free (SwRenderLayout *layout)
{
  if (layout == NULL)
    return;
  g_free (layout->anchor_x);
  g_free (layout->anchor_y);
  g_free (layout->radius);
  g_free (layout->bbox);
  g_free (layout->edges);
  sw_render_cache_free (layout->cache);
  g_free (layout);
}

gboolean
sw_render_layout_is_current (const SwRenderLayout *layout,
                             const SwMap          *map)
{
  g_return_val_if_fail (layout != NULL, FALSE);
  g_return_val_if_fail (map != NULL, FALSE);

  return layout->serial == sw_map_get_serial (map) && layout->n_regions == map->regions->len;
}

/* Even-odd crossing count of one ring, so that holes cut out. */
static guint
ring_crossings (SwMap        *map,
                const SwRing *ring,
                double        x,
                double        y)
{
  /* x, y are in the region's board coordinates (the caller shifted them). */
  guint n = ring->ids->len, crossings = 0;
  SwVertex *prev;

  if (n < 3)
    return 0;
  prev = sw_map_get_vertex (map, g_array_index (ring->ids, guint, n - 1));
  for (guint k = 0; k < n; k++)
    {
      SwVertex *v = sw_map_get_vertex (map, g_array_index (ring->ids, guint, k));

      if (v != NULL && prev != NULL &&
          ((v->y > y) != (prev->y > y)) &&
          x < (prev->x - v->x) * (y - v->y) / (prev->y - v->y) + v->x)
        crossings++;
      if (v != NULL)
        prev = v;
    }
  return crossings;
}

gint
sw_render_layout_hit (const SwRenderLayout *layout,
                      SwMap                *map,
                      double                x,
                      double                y)
{
  g_return_val_if_fail (layout != NULL, -1);
  g_return_val_if_fail (map != NULL, -1);

  for (guint i = MIN (layout->n_regions, map->regions->len); i-- > 0;)
    {
      const double *box = &layout->bbox[4 * i];
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      guint crossings;
      double dx, dy;

      if (!(x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]))
        continue;
      if (layout->graph_only)
        {
          if (hypot (x - layout->anchor_x[i], y - layout->anchor_y[i]) <= layout->radius[i])
            return i;
          continue;
        }
      if (region->outline == NULL)
        continue;
      sw_render_region_offset (map, region, &dx, &dy);
      crossings = ring_crossings (map, region->outline, x - dx, y - dy);
      for (guint h = 0; region->holes && h < region->holes->len; h++)
        crossings += ring_crossings (map, g_ptr_array_index (region->holes, h), x - dx, y - dy);
      if (crossings % 2 == 1)
        return i;
    }
  return -1;
}

