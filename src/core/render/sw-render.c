/* sw-render.c: the one cairo map renderer: boards, regions, borders, walls, links, icons, labels. */
#include "config.h"
#define G_LOG_DOMAIN "sw-render"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "sw-render.h"
#include "sw-render-private.h"
#include "sw-topology.h"


static const double ink[3] = { 0.23, 0.20, 0.16 };
static const double paper[3] = { 0.96, 0.94, 0.88 };

void
sw_render_options_init (SwRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->show_labels = TRUE;
  options->show_icons = TRUE;
  options->show_frame = TRUE;
  options->show_caption = TRUE;
}

/* Drawing helpers */

void
sw_render_board_rect (const SwBoard *board,
                      double         rect[4])
{
  rect[0] = board->has_position ? board->x : 0;
  rect[1] = board->has_position ? board->y : 0;
  rect[2] = rect[0] + board->width;
  rect[3] = rect[1] + board->height;
}

void
sw_render_region_offset (const SwMap    *map,
                         const SwRegion *region,
                         double         *dx,
                         double         *dy)
{
  const SwBoard *board = map->boards->len > 0 ? sw_map_region_board (map, region) : NULL;

  *dx = board != NULL && board->has_position ? board->x : 0;
  *dy = board != NULL && board->has_position ? board->y : 0;
}

static void
ring_path (cairo_t      *cr,
           SwMap        *map,
           const SwRing *ring,
           double        dx,
           double        dy)
{
  gboolean first = TRUE;

  for (guint k = 0; k < ring->ids->len; k++)
    {
      SwVertex *v = sw_map_get_vertex (map, g_array_index (ring->ids, guint, k));

      if (v == NULL)
        continue;
      if (first)
        cairo_move_to (cr, v->x + dx, v->y + dy);
      else
        cairo_line_to (cr, v->x + dx, v->y + dy);
      first = FALSE;
    }
  if (!first)
    cairo_close_path (cr);
}

static void
region_path (cairo_t        *cr,
             SwMap          *map,
             const SwRegion *region)
{
  double dx, dy;

  if (region->outline == NULL)
    return;
  sw_render_region_offset (map, region, &dx, &dy);
  ring_path (cr, map, region->outline, dx, dy);
  for (guint h = 0; region->holes && h < region->holes->len; h++)
    ring_path (cr, map, g_ptr_array_index (region->holes, h), dx, dy);
}

/* How many device pixels one millimetre covers, for minimum line widths
 * and level of detail on screen. */
static double
device_scale (cairo_t *cr)
{
  double dx = 1.0, dy = 0.0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  return MAX (1e-6, hypot (dx, dy));
}

/* Pixels, not vectors: the view's tiles, PNG export, print previews. */
static gboolean
target_is_image (cairo_t *cr)
{
  return cairo_surface_get_type (cairo_get_group_target (cr)) == CAIRO_SURFACE_TYPE_IMAGE;
}

static gboolean
box_visible (const double box[4],
             const double clip[4],
             double       margin)
{
  return isfinite (box[0]) &&
         box[2] + margin >= clip[0] && box[0] - margin <= clip[2] &&
         box[3] + margin >= clip[1] && box[1] - margin <= clip[3];
}

typedef struct {
  SwTerrainStyle style;
  cairo_pattern_t *texture;
  /* On image targets: the texture over the terrain's colour in one opaque
   * tile, so that a textured fill is one pass instead of two. */
  cairo_pattern_t *opaque;
} TerrainPaint;

static void
terrain_paint_free (gpointer data)
{
  TerrainPaint *paint = data;

  g_clear_pointer (&paint->texture, cairo_pattern_destroy);
  g_clear_pointer (&paint->opaque, cairo_pattern_destroy);
  g_free (paint);
}

/* Smallest side of an opaque texture tile in pixels: pixman repeats a
 * tile row by row, so a wider tile means fewer, longer copies (a 128 px
 * tile fills the 10,000-region board 25% faster than an 8 px one). */
#define MIN_OPAQUE_TILE_PX 128

/* The pixel tile of an image target's texture, painted over the
 * colour and repeated up to MIN_OPAQUE_TILE_PX. NULL for vector targets,
 * whose tiles are recordings. */
static cairo_pattern_t *
opaque_texture_new (const TerrainPaint *paint)
{
  cairo_surface_t *tile = NULL, *combined;
  cairo_pattern_t *pattern, *repeat;
  cairo_matrix_t matrix;
  cairo_t *cr;
  int side, copies;

  if (paint->texture == NULL ||
      cairo_pattern_get_surface (paint->texture, &tile) != CAIRO_STATUS_SUCCESS ||
      cairo_surface_get_type (tile) != CAIRO_SURFACE_TYPE_IMAGE)
    return NULL;
  side = MAX (1, cairo_image_surface_get_width (tile));
  copies = (MIN_OPAQUE_TILE_PX + side - 1) / side;
  combined = cairo_image_surface_create (CAIRO_FORMAT_RGB24, side * copies, side * copies);
  cr = cairo_create (combined);
  cairo_set_source_rgb (cr, paint->style.rgb[0], paint->style.rgb[1], paint->style.rgb[2]);
  cairo_paint (cr);
  repeat = cairo_pattern_create_for_surface (tile);
  cairo_pattern_set_extend (repeat, CAIRO_EXTEND_REPEAT);
  cairo_set_source (cr, repeat);
  cairo_paint (cr);
  cairo_pattern_destroy (repeat);
  cairo_destroy (cr);
  pattern = cairo_pattern_create_for_surface (combined);
  cairo_surface_destroy (combined);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter (pattern, cairo_pattern_get_filter (paint->texture));
  cairo_pattern_get_matrix (paint->texture, &matrix);
  cairo_pattern_set_matrix (pattern, &matrix);
  return pattern;
}

/* One style and texture per terrain for this call, not per region. */
static const TerrainPaint *
lookup_paint (GHashTable *paints,
              cairo_t    *cr,
              SwMap      *map,
              const char *terrain)
{
  TerrainPaint *paint = g_hash_table_lookup (paints, terrain ? terrain : "");

  if (paint == NULL)
    {
      paint = g_new0 (TerrainPaint, 1);
      sw_render_terrain_style (map->edition, terrain, &paint->style);
      paint->texture = sw_render_pattern_new (cr, paint->style.pattern, paint->style.light_ink);
      paint->opaque = opaque_texture_new (paint);
      g_hash_table_insert (paints, g_strdup (terrain ? terrain : ""), paint);
    }
  return paint;
}

static void
fill_with_paint (cairo_t            *cr,
                 const TerrainPaint *paint)
{
  if (paint->opaque != NULL)
    {
      cairo_set_source (cr, paint->opaque);
      cairo_fill (cr);
      return;
    }
  cairo_set_source_rgb (cr, paint->style.rgb[0], paint->style.rgb[1], paint->style.rgb[2]);
  if (paint->texture == NULL)
    {
      cairo_fill (cr);
      return;
    }
  cairo_fill_preserve (cr);
  cairo_set_source (cr, paint->texture);
  cairo_fill (cr);
}

/* One path per terrain: two fills per terrain instead of two per region
 * (regions never overlap, so grouping changes nothing on paper). */
static void
fill_regions (cairo_t              *cr,
              SwMap                *map,
              const SwRenderLayout *layout,
              GHashTable           *paints,
              const double          clip[4])
{
  g_autoptr(GHashTable) groups = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                        (GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();

  for (guint i = 0; i < layout->n_regions; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      const char *terrain = region->terrain ? region->terrain : "";
      GArray *group;

      if (region->outline == NULL || !box_visible (&layout->bbox[4 * i], clip, 0))
        continue;
      group = g_hash_table_lookup (groups, terrain);
      if (group == NULL)
        {
          group = g_array_new (FALSE, FALSE, sizeof (guint));
          g_hash_table_insert (groups, (gpointer) terrain, group);
          g_ptr_array_add (order, (gpointer) terrain);
        }
      g_array_append_val (group, i);
    }

  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  /* On pixels, fills are aliased: every region edge is stroked over
   * afterwards, which hides the difference, and a fill without coverage
   * is one straight copy per span, 3-4 times faster with a texture. */
  if (target_is_image (cr))
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  for (guint t = 0; t < order->len; t++)
    {
      GArray *group = g_hash_table_lookup (groups, order->pdata[t]);

      cairo_new_path (cr);
      for (guint k = 0; k < group->len; k++)
        region_path (cr, map, g_ptr_array_index (map->regions, g_array_index (group, guint, k)));
      fill_with_paint (cr, lookup_paint (paints, cr, map, order->pdata[t]));
    }
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);
}

/* The size of a region's symbol icons and where their row starts (the
 * first icon's centre), as draw_region_annotations() draws them. */
static double
icon_size (double radius)
{
  return CLAMP (radius * 0.5, 3.5, 9.0);
}

guint
sw_render_symbol_circles (SwMap *map, const SwRenderLayout *layout, guint index, double *xyr, guint max)
{
  const SwRegion *region;
  guint n;
  double icon, gap, ix;

  g_return_val_if_fail (map != NULL && layout != NULL, 0);
  if (index >= layout->n_regions || index >= map->regions->len || layout->graph_only || !isfinite (layout->anchor_x[index]))
    return 0;
  region = g_ptr_array_index (map->regions, index);
  n = region->symbols != NULL ? region->symbols->len : 0;
  icon = icon_size (layout->radius[index]);
  gap = icon * 0.15;
  ix = layout->anchor_x[index] - (n * icon + (n > 0 ? n - 1 : 0) * gap) / 2 + icon / 2;
  for (guint s = 0; s < n && s < max; s++, ix += icon + gap)
    {
      xyr[3 * s] = ix;
      xyr[3 * s + 1] = layout->anchor_y[index] + icon * 0.45;
      xyr[3 * s + 2] = icon / 2;
    }
  return MIN (n, max);
}

/* The label's size at a region's anchor: what fits in its inscribed
 * circle; a diagram's disc is only its label and icons, so it may grow. */
static double
label_size (double   radius,
            gboolean diagram)
{
  return CLAMP (radius * 0.42, 3.0, diagram ? 12.0 : 7.0);
}

/* Where the label's centre is: above the icons when there are some. */
static double
label_y (double y,
         double radius,
         guint  n_icons)
{
  return n_icons > 0 ? y - icon_size (radius) * 0.55 : y;
}

double
sw_render_annotation_top (SwMap                *map,
                          const SwRenderLayout *layout,
                          guint                 index)
{
  const SwRegion *region;
  guint n_icons;

  g_return_val_if_fail (map != NULL && layout != NULL && index < layout->n_regions && index < map->regions->len, 0);
  region = g_ptr_array_index (map->regions, index);
  n_icons = (region->symbols ? region->symbols->len : 0) + (region->starts ? region->starts->len : 0);
  /* the pill round the text reaches about 0.65 of the size above its middle */
  return label_y (layout->anchor_y[index], layout->radius[index], n_icons)
         - label_size (layout->radius[index], layout->graph_only) * 0.65;
}

/* The label (name or id) and the row of symbol and marker icons at a
 * region's anchor, sized to what fits in its inscribed circle. */
static void
draw_region_annotations (cairo_t               *cr,
                         SwRenderText          *text,
                         GHashTable            *icons,
                         const SwRegion        *region,
                         double                 x,
                         double                 y,
                         double                 radius,
                         double                 scale,
                         gboolean               diagram,
                         const SwRenderOptions *options)
{
  guint n_symbols = region->symbols ? region->symbols->len : 0;
  guint n_starts = region->starts && !options->hide_starts ? region->starts->len : 0;
  guint n_icons = options->show_icons ? n_symbols + n_starts : 0;
  double icon = icon_size (radius);
  double font = label_size (radius, diagram);
  double text_y = label_y (y, radius, n_icons);

  if (n_icons > 0 && icon * scale >= 4)
    {
      double gap = icon * 0.15;
      double width = n_icons * icon + (n_icons - 1) * gap;
      double ix = x - width / 2 + icon / 2;
      double iy = y + icon * 0.45;

      for (guint s = 0; s < n_symbols; s++, ix += icon + gap)
        sw_render_draw_icon_cached (cr, icons, ((SwSymbol *) g_ptr_array_index (region->symbols, s))->type,
                             FALSE, ix, iy, icon);
      for (guint s = 0; s < n_starts; s++, ix += icon + gap)
        {
          const SwStart *start = g_ptr_array_index (region->starts, s);

          sw_render_draw_icon_cached (cr, icons, start->type, TRUE, ix, iy, icon);
          if (start->count > 1)
            {
              char count[16];

              g_snprintf (count, sizeof count, "×%u", start->count);
              sw_render_text_draw_label (text, cr, count, ix + icon * 0.45, iy + icon * 0.4, icon * 0.45, TRUE);
            }
        }
    }

  if (options->show_labels && font * scale >= 5)
    {
      const char *name = region->names ? sw_text_pick (region->names) : NULL;

      if (name != NULL || !options->hide_ids)
        sw_render_text_draw_label (text, cr, name ? name : region->id, x, text_y, font, TRUE);
    }
}

static void
draw_overlays (cairo_t               *cr,
               SwMap                 *map,
               const SwRenderLayout  *layout,
               const SwRenderOptions *options,
               double                 scale)
{
  static const double highlight_rgba[4] = { 0.95, 0.45, 0.05, 0.30 };
  static const double selection_rgba[4] = { 0.11, 0.42, 0.85, 0.30 };

  for (guint i = 0; i < options->n_highlight; i++)
    if (options->highlight[i] < layout->n_regions)
      sw_render_region_overlay (cr, map, layout, options->highlight[i], highlight_rgba, 2.5 / scale);
  for (guint i = 0; i < options->n_selection; i++)
    if (options->selection[i] < layout->n_regions)
      sw_render_region_overlay (cr, map, layout, options->selection[i], selection_rgba, 2.5 / scale);
}

/* Adjacency as centre-to-centre lines (both modes). */
static void
draw_adjacency (cairo_t              *cr,
                const SwTopology     *topology,
                const SwRenderLayout *layout,
                double                width,
                const double          rgba[4])
{
  cairo_set_source_rgba (cr, rgba[0], rgba[1], rgba[2], rgba[3]);
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < topology->n_regions && i < layout->n_regions; i++)
    for (guint e = topology->offsets[i]; e < topology->offsets[i + 1]; e++)
      {
        guint j = topology->adjacency[e];

        if (j <= i || j >= layout->n_regions ||
            !isfinite (layout->anchor_x[i]) || !isfinite (layout->anchor_x[j]))
          continue;
        cairo_move_to (cr, layout->anchor_x[i], layout->anchor_y[i]);
        cairo_line_to (cr, layout->anchor_x[j], layout->anchor_y[j]);
      }
  cairo_stroke (cr);
}

static guint64
edge_key (guint a,
          guint b)
{
  return ((guint64) MIN (a, b) << 32) | MAX (a, b);
}

static void
add_ring_edges (GHashTable   *edges,
                const SwRing *ring)
{
  guint n = ring->ids->len;

  for (guint k = 0; k < n; k++)
    {
      guint64 *key = g_new (guint64, 1);

      *key = edge_key (g_array_index (ring->ids, guint, k), g_array_index (ring->ids, guint, (k + 1) % n));
      g_hash_table_add (edges, key);
    }
}

static void
stroke_shared_ring_edges (cairo_t      *cr,
                          SwMap        *map,
                          GHashTable   *edges,
                          const SwRing *ring,
                          double        dx,
                          double        dy)
{
  guint n = ring->ids->len;

  for (guint k = 0; k < n; k++)
    {
      guint a = g_array_index (ring->ids, guint, k), b = g_array_index (ring->ids, guint, (k + 1) % n);
      guint64 key = edge_key (a, b);
      SwVertex *va, *vb;

      if (!g_hash_table_contains (edges, &key))
        continue;
      va = sw_map_get_vertex (map, a);
      vb = sw_map_get_vertex (map, b);
      if (va && vb)
        {
          cairo_move_to (cr, va->x + dx, va->y + dy);
          cairo_line_to (cr, vb->x + dx, vb->y + dy);
        }
    }
}

/* A barrier is a wall along the whole border the two regions share. */
static void
draw_barrier (cairo_t      *cr,
              SwMap        *map,
              const SwPair *barrier,
              double        scale)
{
  const SwRegion *a = sw_map_get_region (map, barrier->a);
  const SwRegion *b = sw_map_get_region (map, barrier->b);
  g_autoptr(GHashTable) edges = NULL;
  double dx, dy;

  if (a == NULL || b == NULL || a->outline == NULL || b->outline == NULL)
    return;
  sw_render_region_offset (map, b, &dx, &dy);
  edges = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  add_ring_edges (edges, a->outline);
  for (guint h = 0; a->holes && h < a->holes->len; h++)
    add_ring_edges (edges, g_ptr_array_index (a->holes, h));

  stroke_shared_ring_edges (cr, map, edges, b->outline, dx, dy);
  for (guint h = 0; b->holes && h < b->holes->len; h++)
    stroke_shared_ring_edges (cr, map, edges, g_ptr_array_index (b->holes, h), dx, dy);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgb (cr, 0.30, 0.18, 0.10);
  cairo_set_line_width (cr, MAX (3.0, 5.0 / scale));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.80, 0.60, 0.40);
  cairo_set_line_width (cr, MAX (0.7, 1.4 / scale));
  cairo_set_dash (cr, (double[]) { 2.0, 1.0 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* A link between two regions: a tunnel (dashed route between two cave
 * mouths), a bridge (two rails), or a plain dotted line for rule links. */
static void
draw_link (cairo_t              *cr,
           SwMap                *map,
           const SwRenderLayout *layout,
           const SwPair         *link,
           double                scale)
{
  gint a = sw_map_find_region (map, link->a), b = sw_map_find_region (map, link->b);
  double ax, ay, bx, by, length, ux, uy, inset;

  if (a < 0 || b < 0 || a == b || (guint) a >= layout->n_regions || (guint) b >= layout->n_regions)
    return;
  ax = layout->anchor_x[a]; ay = layout->anchor_y[a];
  bx = layout->anchor_x[b]; by = layout->anchor_y[b];
  if (!isfinite (ax) || !isfinite (bx))
    return;
  length = hypot (bx - ax, by - ay);
  if (length < 1e-6)
    return;
  ux = (bx - ax) / length;
  uy = (by - ay) / length;
  /* keep clear of the labels at both anchors */
  inset = MIN (length / 4, 6.0);
  ax += ux * inset; ay += uy * inset;
  bx -= ux * inset; by -= uy * inset;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, MAX (2.4, 4.0 / scale));
  cairo_stroke_preserve (cr);

  if (g_strcmp0 (link->kind, "bridge") == 0)
    {
      double px = -uy * 0.9, py = ux * 0.9;

      cairo_new_path (cr);
      for (int side = -1; side <= 1; side += 2)
        {
          cairo_move_to (cr, ax + side * px - ux * 1.2 + side * px, ay + side * py - uy * 1.2 + side * py);
          cairo_line_to (cr, ax + side * px, ay + side * py);
          cairo_line_to (cr, bx + side * px, by + side * py);
          cairo_line_to (cr, bx + side * px + ux * 1.2 + side * px, by + side * py + uy * 1.2 + side * py);
        }
      cairo_set_source_rgb (cr, 0.45, 0.28, 0.12);
      cairo_set_line_width (cr, MAX (0.5, 1.2 / scale));
      cairo_stroke (cr);
    }
  else if (link->kind == NULL || g_strcmp0 (link->kind, "tunnel") == 0)
    {
      cairo_set_source_rgb (cr, 0.15, 0.12, 0.10);
      cairo_set_line_width (cr, MAX (0.6, 1.2 / scale));
      cairo_set_dash (cr, (double[]) { 2.0, 1.4 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      /* a cave mouth at each end, its flat side facing the route */
      for (int end = 0; end < 2; end++)
        {
          double angle = atan2 (uy, ux) + (end ? 0 : G_PI);

          cairo_save (cr);
          cairo_translate (cr, end ? bx : ax, end ? by : ay);
          cairo_rotate (cr, angle);
          cairo_move_to (cr, 0, -1.8);
          cairo_arc (cr, 0, 0, 1.8, -G_PI / 2, G_PI / 2);
          cairo_close_path (cr);
          cairo_restore (cr);
          cairo_fill (cr);
        }
    }
  else
    {
      cairo_set_source_rgb (cr, 0.35, 0.30, 0.50);
      cairo_set_dash (cr, (double[]) { 0.1, 1.6 }, 2, 0);
      cairo_set_line_width (cr, MAX (0.9, 1.8 / scale));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  cairo_new_path (cr);
  cairo_restore (cr);
}

/* The boards' paper (@frame FALSE), or their frames. */
static void
draw_boards (cairo_t *cr,
             SwMap   *map,
             gboolean frame,
             double   scale)
{
  for (guint i = 0; i < map->boards->len; i++)
    {
      double rect[4];

      sw_render_board_rect (g_ptr_array_index (map->boards, i), rect);
      cairo_rectangle (cr, rect[0], rect[1], rect[2] - rect[0], rect[3] - rect[1]);
    }
  if (!frame)
    {
      cairo_set_source_rgb (cr, paper[0], paper[1], paper[2]);
      cairo_fill (cr);
      return;
    }
  cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
  cairo_set_line_width (cr, MAX (1.2, 1.5 / scale));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_stroke (cr);
}

/* A graph-only map has nothing to print yet; it is shown as a diagram:
 * a disc per region (terrain fill, thick ring on border regions), a line
 * per adjacency, a short bar across the line for a barrier. */
static void
draw_graph (cairo_t               *cr,
            SwMap                 *map,
            const SwRenderLayout  *layout,
            const SwRenderOptions *options,
            GHashTable            *paints,
            GHashTable            *icons,
            SwRenderText          *text,
            const double           clip[4],
            double                 scale)
{
  SwTopology *topology = sw_map_get_topology (map);
  static const double edge_rgba[4] = { 0.23, 0.20, 0.16, 0.75 };

  if (map->boards->len == 0)
    {
      cairo_rectangle (cr, layout->x, layout->y, layout->width, layout->height);
      cairo_set_source_rgb (cr, paper[0], paper[1], paper[2]);
      cairo_fill (cr);
    }

  if (topology != NULL)
    draw_adjacency (cr, topology, layout, MAX (0.6, 1.2 / scale), edge_rgba);

  for (guint i = 0; i < map->barriers->len; i++)
    {
      const SwPair *barrier = g_ptr_array_index (map->barriers, i);
      gint a = sw_map_find_region (map, barrier->a), b = sw_map_find_region (map, barrier->b);
      double mx, my, ux, uy, d;

      if (a < 0 || b < 0 || a == b)
        continue;
      mx = (layout->anchor_x[a] + layout->anchor_x[b]) / 2;
      my = (layout->anchor_y[a] + layout->anchor_y[b]) / 2;
      d = MAX (1e-6, hypot (layout->anchor_x[b] - layout->anchor_x[a], layout->anchor_y[b] - layout->anchor_y[a]));
      ux = (layout->anchor_x[b] - layout->anchor_x[a]) / d;
      uy = (layout->anchor_y[b] - layout->anchor_y[a]) / d;
      cairo_move_to (cr, mx + uy * 5, my - ux * 5);
      cairo_line_to (cr, mx - uy * 5, my + ux * 5);
      cairo_set_source_rgb (cr, 0.30, 0.18, 0.10);
      cairo_set_line_width (cr, 2.0);
      cairo_stroke (cr);
    }

  for (guint i = 0; i < layout->n_regions; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);
      const TerrainPaint *paint;
      gboolean border = topology && i < topology->n_regions && topology->is_border[i];

      if (!box_visible (&layout->bbox[4 * i], clip, 2))
        continue;
      paint = lookup_paint (paints, cr, map, region->terrain);
      cairo_arc (cr, layout->anchor_x[i], layout->anchor_y[i], layout->radius[i], 0, 2 * G_PI);
      fill_with_paint (cr, paint);
      cairo_arc (cr, layout->anchor_x[i], layout->anchor_y[i], layout->radius[i], 0, 2 * G_PI);
      cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
      cairo_set_line_width (cr, border ? MAX (1.6, 2.5 / scale) : MAX (0.5, 1.0 / scale));
      cairo_stroke (cr);
      draw_region_annotations (cr, text, icons, region, layout->anchor_x[i], layout->anchor_y[i],
                               layout->radius[i] * 1.1, scale, TRUE, options);
    }

  draw_overlays (cr, map, layout, options, scale);

  if (options->show_caption)
    {
      double size = sw_render_caption_size (layout);
      PangoLayout *caption = sw_render_text_get_layout (text);
      PangoFontDescription *font = pango_font_description_from_string ("Sans Italic");
      PangoRectangle logical;

      pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
      pango_layout_set_font_description (caption, font);
      pango_font_description_free (font);
      /* Translators: shown under the diagram of a map that has regions and adjacency but no outlines yet */
      pango_layout_set_text (caption, _("Graph-only map: each disc is a region, each line an adjacency, a thick ring a border region. It has no outlines yet, so it cannot be printed."), -1);
      pango_layout_set_width (caption, (int) (layout->width * 0.9 * PANGO_SCALE));
      pango_layout_set_alignment (caption, PANGO_ALIGN_CENTER);
      pango_layout_get_extents (caption, NULL, &logical);
      cairo_move_to (cr, layout->x + layout->width * 0.05,
                     layout->y + layout->height - size * 0.8 - (double) logical.height / PANGO_SCALE);
      cairo_set_source_rgb (cr, 0.35, 0.32, 0.28);
      pango_cairo_show_layout (cr, caption);
      cairo_new_path (cr);
      pango_layout_set_width (caption, -1);
    }
}

/* What a map view redraws tile after tile at one zoom: terrain tiles per
 * scale, icon pictures per pixel size and label pills per size and phase,
 * kept with the layout (so for one map state) when drawing pixels. A tile
 * drew its icons and built its terrain tiles anew before: half of a 256 px
 * tile's time at real size. */
typedef struct {
  GHashTable *paints_by_scale;   /* double -> (terrain -> TerrainPaint) */
  GHashTable *icons;             /* sw_render_draw_icon_cached()'s */
  GHashTable *pills;             /* label pills (sw-render-text.c) */
} RenderCache;

/* Zooming passes through many scales: past these, start again. */
#define MAX_CACHED_SCALES 8
#define MAX_CACHED_ICONS 512

static GHashTable *
new_paints (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, terrain_paint_free);
}

static GHashTable *
new_icons (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) cairo_surface_destroy);
}

void
sw_render_cache_free (gpointer data)
{
  RenderCache *cache = data;

  if (cache == NULL)
    return;
  g_hash_table_unref (cache->paints_by_scale);
  g_hash_table_unref (cache->icons);
  g_hash_table_unref (cache->pills);
  g_free (cache);
}

/* The layout's paints for this scale, its icons and its pills (new
 * references), made on first use. */
static void
cached_tables (SwRenderLayout  *layout,
               double           scale,
               GHashTable     **paints,
               GHashTable     **icons,
               GHashTable     **pills)
{
  RenderCache *cache = layout->cache;

  if (cache == NULL)
    {
      cache = layout->cache = g_new0 (RenderCache, 1);
      cache->paints_by_scale = g_hash_table_new_full (g_double_hash, g_double_equal, g_free,
                                                      (GDestroyNotify) g_hash_table_unref);
      cache->icons = new_icons ();
      cache->pills = sw_render_text_pills_new ();
    }
  if (g_hash_table_size (cache->icons) > MAX_CACHED_ICONS)
    g_hash_table_remove_all (cache->icons);
  *paints = g_hash_table_lookup (cache->paints_by_scale, &scale);
  if (*paints == NULL)
    {
      if (g_hash_table_size (cache->paints_by_scale) >= MAX_CACHED_SCALES)
        g_hash_table_remove_all (cache->paints_by_scale);
      *paints = new_paints ();
      g_hash_table_insert (cache->paints_by_scale, g_memdup2 (&scale, sizeof scale), *paints);
    }
  g_hash_table_ref (*paints);
  *icons = g_hash_table_ref (cache->icons);
  *pills = g_hash_table_ref (cache->pills);
}

void
sw_render_map (cairo_t               *cr,
               SwMap                 *map,
               SwRenderLayout        *layout,
               const SwRenderOptions *options)
{
  g_autoptr(SwRenderLayout) own_layout = NULL;
  g_autoptr(GHashTable) paints = NULL;
  g_autoptr(SwRenderText) text = NULL;
  g_autoptr(GHashTable) icons = NULL;
  g_autoptr(GHashTable) pills = NULL;
  SwRenderOptions defaults;
  SwTopology *topology;
  double clip[4], scale, outline_width;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (map != NULL);

  if (options == NULL)
    {
      sw_render_options_init (&defaults);
      options = &defaults;
    }
  if (layout == NULL || !sw_render_layout_is_current (layout, map))
    layout = own_layout = sw_render_layout_new (map);

  cairo_save (cr);
  cairo_clip_extents (cr, &clip[0], &clip[1], &clip[2], &clip[3]);
  scale = device_scale (cr);
  if (target_is_image (cr))
    cached_tables (layout, scale, &paints, &icons, &pills);
  else
    {
      /* vector tiles are recordings made for this target */
      paints = new_paints ();
      icons = new_icons ();
    }
  text = sw_render_text_new (cr, pills);
  topology = sw_map_get_topology (map);

  if (options->show_background)
    {
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
    }
  draw_boards (cr, map, FALSE, scale);

  if (layout->graph_only)
    {
      draw_graph (cr, map, layout, options, paints, icons, text, clip, scale);
      if (options->show_frame)
        draw_boards (cr, map, TRUE, scale);
      cairo_restore (cr);
      return;
    }

  fill_regions (cr, map, layout, paints, clip);

  /* each border once, as separate segments: one cheap stroke */
  outline_width = MAX (0.35, 0.9 / scale);
  cairo_set_line_width (cr, outline_width);
  cairo_set_line_cap (cr, outline_width * scale > 2 ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT);
  cairo_set_source_rgb (cr, ink[0], ink[1], ink[2]);
  /* cairo's coarser rasteriser (4 x 4 samples a pixel, not 256 x 15):
   * half the time for the borders, no visible difference on lines */
  if (target_is_image (cr))
    cairo_set_antialias (cr, CAIRO_ANTIALIAS_FAST);
  for (guint e = 0; e < layout->n_edges; e++)
    {
      const double *edge = &layout->edges[4 * e];
      double box[4] = { MIN (edge[0], edge[2]), MIN (edge[1], edge[3]),
                        MAX (edge[0], edge[2]), MAX (edge[1], edge[3]) };

      if (!box_visible (box, clip, outline_width))
        continue;
      cairo_move_to (cr, edge[0], edge[1]);
      cairo_line_to (cr, edge[2], edge[3]);
    }
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);

  draw_overlays (cr, map, layout, options, scale);

  for (guint i = 0; i < map->barriers->len; i++)
    draw_barrier (cr, map, g_ptr_array_index (map->barriers, i), scale);

  if (options->show_frame)
    draw_boards (cr, map, TRUE, scale);

  if (options->show_adjacency && topology != NULL)
    {
      static const double adjacency_rgba[4] = { 0.80, 0.05, 0.45, 0.75 };

      draw_adjacency (cr, topology, layout, MAX (0.5, 1.5 / scale), adjacency_rgba);
      cairo_set_source_rgba (cr, adjacency_rgba[0], adjacency_rgba[1], adjacency_rgba[2], 1);
      for (guint i = 0; i < layout->n_regions; i++)
        if (isfinite (layout->anchor_x[i]))
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, layout->anchor_x[i], layout->anchor_y[i], MAX (0.8, 2.5 / scale), 0, 2 * G_PI);
          }
      cairo_fill (cr);
    }

  for (guint i = 0; i < map->links->len; i++)
    draw_link (cr, map, layout, g_ptr_array_index (map->links, i), scale);

  for (guint i = 0; i < layout->n_regions; i++)
    {
      if (!box_visible (&layout->bbox[4 * i], clip, 10) || !isfinite (layout->anchor_x[i]))
        continue;
      draw_region_annotations (cr, text, icons, g_ptr_array_index (map->regions, i),
                               layout->anchor_x[i], layout->anchor_y[i], layout->radius[i],
                               scale, FALSE, options);
    }

  cairo_restore (cr);
}

void
sw_render_region_barriers (cairo_t *cr,
                           SwMap   *map,
                           guint    region,
                           double   scale)
{
  const SwRegion *r;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (map != NULL);

  if (region >= map->regions->len)
    return;
  r = g_ptr_array_index (map->regions, region);
  cairo_save (cr);
  for (guint i = 0; i < map->barriers->len; i++)
    {
      const SwPair *barrier = g_ptr_array_index (map->barriers, i);

      if (g_strcmp0 (barrier->a, r->id) == 0 || g_strcmp0 (barrier->b, r->id) == 0)
        {
          cairo_new_path (cr);
          draw_barrier (cr, map, barrier, scale);
        }
    }
  cairo_restore (cr);
}

void
sw_render_region_overlay (cairo_t              *cr,
                          SwMap                *map,
                          const SwRenderLayout *layout,
                          guint                 region,
                          const double          rgba[4],
                          double                line_width)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (map != NULL);
  g_return_if_fail (layout != NULL);
  g_return_if_fail (rgba != NULL);

  if (region >= layout->n_regions || region >= map->regions->len)
    return;

  cairo_save (cr);
  cairo_new_path (cr);
  if (layout->graph_only)
    cairo_arc (cr, layout->anchor_x[region], layout->anchor_y[region], layout->radius[region], 0, 2 * G_PI);
  else
    region_path (cr, map, g_ptr_array_index (map->regions, region));
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_source_rgba (cr, rgba[0], rgba[1], rgba[2], rgba[3]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, rgba[0], rgba[1], rgba[2], MIN (1.0, rgba[3] * 3));
  cairo_set_line_width (cr, line_width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_restore (cr);
}
