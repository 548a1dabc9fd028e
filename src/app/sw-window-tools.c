/* sw-window-tools.c: the editing tools: what a press, drag and release on the map do with each tool. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>
#include <math.h>

#include "sw-catalog.h"
#include "sw-edit.h"
#include "sw-map-view-private.h"
#include "sw-window-private.h"

/* how near, in screen pixels, the pointer snaps to a vertex or edge */
#define SNAP_PIXELS 10.0
/* freehand lines keep a point every this many pixels */
#define SKETCH_STEP_PIXELS 6.0
/* and, once drawn, none that lies closer than this to the line through
 * its neighbours: a straight stroke is one straight edge */
#define SIMPLIFY_PIXELS 1.5

const char *
sw_window_get_tool (SwWindow *self)
{
  return self->tool;
}

static void
reset_tool_state (SwWindow *self)
{
  g_array_set_size (self->tool_points, 0);
  self->tool_refused = FALSE;
  g_clear_pointer (&self->tool_first_region, g_free);
  self->tool_vertex = 0;
  sw_map_view_set_sketch (self->map_view, NULL, 0, FALSE, TRUE);
}

void
sw_window_set_tool (SwWindow   *self,
                    const char *tool)
{
  static const char *const tools[] = { "select", "draw", "split", "merge", "vertex", "carve", "link", "barrier" };
  gboolean known = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    known |= g_strcmp0 (tool, tools[i]) == 0;
  if (!known || g_strcmp0 (self->tool, tool) == 0)
    return;
  g_free (self->tool);
  self->tool = g_strdup (tool);
  reset_tool_state (self);
  sw_map_view_set_tool_input (self->map_view, !g_str_equal (tool, "select"));
  g_object_notify (G_OBJECT (self), "tool");
}

static void
toast (SwWindow   *self,
       const char *message)
{
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_timeout (toast, 4);
  /* what the last stroke did wrong shows now, not after the one before */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* @format with the label of region @index (a region the user sees). */
static void
toast_region (SwWindow   *self,
              const char *format,
              int         index)
{
  g_autofree char *label = NULL;
  g_autofree char *message = NULL;

  if (index < 0 || (guint) index >= sw_window_map (self)->regions->len)
    return;
  label = sw_window_region_label (self, g_ptr_array_index (sw_window_map (self)->regions, index));
  message = g_strdup_printf (format, label);
  toast (self, message);
}

/* A tool has been used once when the map changed: it gives way to Select,
 * unless the user locked it. */
static void
tool_used (SwWindow *self,
           guint64   serial_before)
{
  if (sw_window_map (self) != NULL && sw_map_get_serial (sw_window_map (self)) != serial_before && !self->tool_locked)
    sw_window_set_tool (self, "select");
}

static const char *
region_id (SwWindow *self,
           int       region)
{
  if (region < 0 || (guint) region >= sw_window_map (self)->regions->len)
    return NULL;
  return ((SwRegion *) g_ptr_array_index (sw_window_map (self)->regions, region))->id;
}

static double
snap_tolerance (SwWindow *self)
{
  return SNAP_PIXELS * sw_map_view_get_pixel_size (self->map_view);
}

/* Every board has its own coordinates: a region's vertices are in its
 * board's mm, and the board's x, y only place it in the drawing the view
 * shows (and sends tool positions in). The tools find the board they work
 * on, hand the core that board's coordinates and draw back in the view's. */
static void
board_offset (const SwBoard *board,
              double        *dx,
              double        *dy)
{
  *dx = board != NULL && board->has_position ? board->x : 0;
  *dy = board != NULL && board->has_position ? board->y : 0;
}

/* The board under a point of the drawing: that of the region there, else
 * the board whose rectangle is nearest (the pointer may snap to a board's
 * edge from just outside it). NULL on a map without boards. */
static const SwBoard *
board_at (SwWindow *self,
          double    x,
          double    y)
{
  int region = sw_map_view_region_at_point (self->map_view, x, y);
  const SwBoard *best = NULL;
  double best_distance = G_MAXDOUBLE;

  if (sw_window_map (self)->boards->len == 0)
    return NULL;
  if (region >= 0 && (guint) region < sw_window_map (self)->regions->len)
    {
      const SwBoard *board = sw_map_region_board (sw_window_map (self), g_ptr_array_index (sw_window_map (self)->regions, region));

      if (board != NULL)
        return board;
    }
  for (guint i = 0; i < sw_window_map (self)->boards->len; i++)
    {
      const SwBoard *board = g_ptr_array_index (sw_window_map (self)->boards, i);
      double dx, dy, ox, oy, d;

      board_offset (board, &dx, &dy);
      ox = MAX (MAX (dx - x, 0), x - (dx + board->width));
      oy = MAX (MAX (dy - y, 0), y - (dy + board->height));
      d = hypot (ox, oy);
      if (d < best_distance)
        best_distance = d, best = board;
    }
  return best;
}

/* The board of the regions around a vertex (the first such region's). */
static const SwBoard *
vertex_board (SwWindow *self,
              guint     vertex)
{
  for (guint i = 0; i < sw_window_map (self)->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (sw_window_map (self)->regions, i);
      guint n_rings = region->outline ? 1 + (region->holes ? region->holes->len : 0) : 0;

      for (guint h = 0; h < n_rings; h++)
        {
          const SwRing *ring = h == 0 ? region->outline : g_ptr_array_index (region->holes, h - 1);

          for (guint k = 0; k < ring->ids->len; k++)
            if (g_array_index (ring->ids, guint, k) == vertex)
              return sw_map_region_board (sw_window_map (self), region);
        }
    }
  return NULL;
}

/* With Snap to Grid on, (x, y) moved to the nearest point of the grid of
 * @board (drawing mm; the grid starts at the board's top-left corner). */
static void
snap_to_grid (SwWindow      *self,
              const SwBoard *board,
              double        *x,
              double        *y)
{
  double size = sw_window_grid_size (self), dx, dy;

  if (!self->snap_to_grid || size <= 0)
    return;
  board_offset (board, &dx, &dy);
  *x = dx + round ((*x - dx) / size) * size;
  *y = dy + round ((*y - dy) / size) * size;
}

/* A point snapped onto a border (@snap, drawing mm) moved along it to the
 * grid, when the grid is on: along a level or upright border (the board's
 * edges, and every border drawn on the grid) to the grid line across it,
 * along another border to a grid point that lies on it, if there is one.
 * A corner put on a border is then where the grid says, not where the
 * pointer met the border (149.7 mm where the grid has 150), which slanted
 * the borders drawn from it. */
static void
snap_edge_to_grid (SwWindow      *self,
                   const SwBoard *board,
                   double         x,
                   double         y,
                   SwSnap        *snap)
{
  SwVertex *a, *b;
  double gx = snap->x, gy = snap->y, dx, dy, ax, ay, bx, by, ex, ey, length;
  gboolean at_a;

  if (snap->kind != SW_SNAP_EDGE || !self->snap_to_grid)
    return;
  a = sw_map_get_vertex (sw_window_map (self), snap->edge_a);
  b = sw_map_get_vertex (sw_window_map (self), snap->edge_b);
  if (a == NULL || b == NULL)
    return;
  snap_to_grid (self, board, &gx, &gy);
  board_offset (board, &dx, &dy);
  ax = a->x + dx, ay = a->y + dy, bx = b->x + dx, by = b->y + dy;
  ex = bx - ax, ey = by - ay;
  length = hypot (ex, ey);
  if (length <= 0)
    return;
  if (fabs (ex) <= 1e-9)
    gx = ax;          /* upright: the grid's row across it */
  else if (fabs (ey) <= 1e-9)
    gy = ay;          /* level: the grid's column across it */
  else if (fabs ((gx - ax) * ey - (gy - ay) * ex) / length > 1e-6)
    return;           /* slanted, and the grid point is off it */
  /* between its ends */
  if ((gx - ax) * ex + (gy - ay) * ey < 0 || (gx - bx) * ex + (gy - by) * ey > 0)
    return;
  /* the grid point is one of the border's ends: a point on the border
   * stays where the pointer met it (a corner is inserted there, or a
   * drawing's corner put there), unless the pointer is near that end */
  at_a = hypot (gx - ax, gy - ay) <= 1e-6;
  if (at_a || hypot (gx - bx, gy - by) <= 1e-6)
    {
      if (hypot (x - gx, y - gy) > snap_tolerance (self))
        return;
      snap->kind = SW_SNAP_VERTEX;
      snap->vertex = at_a ? a->id : b->id;
    }
  snap->x = gx, snap->y = gy;
}

/* sw_edit_snap() at a drawing point, among the vertices of @board only
 * (a vertex of another board may share the local position); the snapped
 * point is returned in drawing mm, the vertex ids as they are. */
static gboolean
snap_on_board (SwWindow      *self,
               const SwBoard *board,
               double         x,
               double         y,
               guint          exclude,
               SwSnap        *snap)
{
  g_autoptr(GHashTable) allowed = NULL;
  double dx, dy;
  gboolean found;

  board_offset (board, &dx, &dy);
  if (board != NULL && sw_window_map (self)->boards->len > 1)
    {
      allowed = g_hash_table_new (NULL, NULL);
      for (guint i = 0; i < sw_window_map (self)->regions->len; i++)
        {
          const SwRegion *region = g_ptr_array_index (sw_window_map (self)->regions, i);
          guint n_rings = region->outline ? 1 + (region->holes ? region->holes->len : 0) : 0;

          if (sw_map_region_board (sw_window_map (self), region) != board)
            continue;
          for (guint h = 0; h < n_rings; h++)
            {
              const SwRing *ring = h == 0 ? region->outline : g_ptr_array_index (region->holes, h - 1);

              for (guint k = 0; k < ring->ids->len; k++)
                g_hash_table_add (allowed, GUINT_TO_POINTER (g_array_index (ring->ids, guint, k)));
            }
        }
    }
  found = sw_edit_snap_among (sw_window_map (self), sw_window_history (self), x - dx, y - dy, snap_tolerance (self), exclude, allowed, snap);
  snap->x += dx;
  snap->y += dy;
  if (found)
    snap_edge_to_grid (self, board, x, y, snap);
  return found;
}

static void
add_point (SwWindow *self,
           double    x,
           double    y,
           gboolean  force)
{
  guint n = self->tool_points->len / 2;

  if (!force && n > 0)
    {
      const double *last = &g_array_index (self->tool_points, double, 2 * (n - 1));

      if (hypot (x - last[0], y - last[1]) < SKETCH_STEP_PIXELS * sw_map_view_get_pixel_size (self->map_view))
        return;
    }
  g_array_append_val (self->tool_points, x);
  g_array_append_val (self->tool_points, y);
}

/* Straightens the freehand line drawn (self->tool_points). */
static void
simplify_points (SwWindow *self)
{
  guint n = sw_edit_simplify_line ((double *) (gpointer) self->tool_points->data, self->tool_points->len / 2,
                                   SIMPLIFY_PIXELS * sw_map_view_get_pixel_size (self->map_view));

  g_array_set_size (self->tool_points, 2 * n);
}

static void
show_points (SwWindow *self,
             gboolean  closed,
             gboolean  valid)
{
  sw_map_view_set_sketch (self->map_view, (const double *) self->tool_points->data,
                          self->tool_points->len / 2, closed, valid);
}

static void
activate (SwWindow   *self,
          const char *action,
          GVariant   *parameter)
{
  if (!gtk_widget_activate_action_variant (GTK_WIDGET (self), action, parameter))
    g_warning ("The tool's action %s is not available", action);
}

/* The drawn points in the coordinates of @board, for the core. */
static GVariant *
points_variant (SwWindow      *self,
                const SwBoard *board)
{
  g_autoptr(GArray) local = g_array_sized_new (FALSE, FALSE, sizeof (double), self->tool_points->len);
  double dx, dy;

  board_offset (board, &dx, &dy);
  for (guint i = 0; i < self->tool_points->len; i++)
    {
      double v = g_array_index (self->tool_points, double, i) - (i % 2 == 0 ? dx : dy);

      g_array_append_val (local, v);
    }
  return g_variant_new_fixed_array (G_VARIANT_TYPE_DOUBLE, local->data, local->len, sizeof (double));
}

static void show_snap (SwWindow *self, double x, double y, guint exclude);

static const SwBoard *
board_of_region (SwWindow *self,
                 int       region)
{
  if (region < 0 || (guint) region >= sw_window_map (self)->regions->len || sw_window_map (self)->boards->len == 0)
    return NULL;
  return sw_map_region_board (sw_window_map (self), g_ptr_array_index (sw_window_map (self)->regions, region));
}

/* Draw: click the corners of a new region, each snapped to a corner or
 * border near it; a click on the first corner, a double click or Enter
 * closes it, Escape drops it. Drawn over regions, it is cut out of them. */

/* The terrain a drawn region starts with: the edition's first land terrain
 * that is not the one under its first corner, so that it stands out; the
 * properties panel changes it at once (the new region is selected). */
static const char *
draw_terrain (SwWindow *self,
              int       under)
{
  const SwCatalog *catalog = sw_catalog_get (sw_window_map (self)->edition);
  g_autoptr(GPtrArray) terrains = catalog ? sw_catalog_list (catalog, "terrain") : NULL;
  const char *under_terrain = under >= 0 && (guint) under < sw_window_map (self)->regions->len
                              ? ((SwRegion *) g_ptr_array_index (sw_window_map (self)->regions, under))->terrain : NULL;

  for (guint i = 0; terrains && i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);

      if (sw_catalog_entry_get_bool (entry, "conquerable", TRUE) && !sw_catalog_entry_get_bool (entry, "water", FALSE) &&
          g_strcmp0 (entry->id, under_terrain) != 0)
        return entry->id;
    }
  return terrains && terrains->len ? ((SwCatalogEntry *) g_ptr_array_index (terrains, 0))->id : "farmland";
}

/* The corners drawn so far, with the pointer's place as the next one. */
static void
show_drawing (SwWindow *self,
              gboolean  has_hover,
              double    x,
              double    y)
{
  g_autoptr(GArray) points = g_array_copy (self->tool_points);

  if (has_hover)
    {
      g_array_append_val (points, x);
      g_array_append_val (points, y);
    }
  sw_map_view_set_sketch (self->map_view, (const double *) points->data, points->len / 2, FALSE, TRUE);
}

gboolean
sw_window_finish_drawing (SwWindow *self)
{
  const double *p;
  const SwBoard *board;
  int under;
  guint64 serial;

  if (sw_window_map (self) == NULL || g_strcmp0 (self->tool, "draw") != 0 || self->tool_points->len == 0)
    return FALSE;
  if (self->tool_points->len < 6)
    {
      toast (self, _("A region needs at least three corners: click one more, or press Escape to drop it"));
      return TRUE;
    }
  p = (const double *) self->tool_points->data;
  board = board_at (self, p[0], p[1]);
  under = sw_map_view_region_at_point (self->map_view, p[0], p[1]);
  serial = sw_map_get_serial (sw_window_map (self));
  activate (self, "edit.draw", g_variant_new ("(s@ads)", board != NULL ? board->id : "",
                                              points_variant (self, board), draw_terrain (self, under)));
  if (sw_map_get_serial (sw_window_map (self)) != serial)
    {
      reset_tool_state (self);
      tool_used (self, serial);
    }
  else
    {
      /* refused (the reason is over the map): the outline no longer
       * follows the pointer, and the next click begins another */
      self->tool_refused = TRUE;
      show_points (self, TRUE, FALSE);
    }
  return TRUE;
}

gboolean
sw_window_cancel_drawing (SwWindow *self)
{
  if (g_strcmp0 (self->tool, "draw") != 0 || self->tool_points->len == 0)
    return FALSE;
  /* a refused outline dropped: the reason for it goes too */
  if (self->tool_refused)
    sw_window_dismiss_refusal (self);
  reset_tool_state (self);
  return TRUE;
}

static void
draw_event (SwWindow *self,
            int       phase,
            double    x,
            double    y)
{
  double near = SNAP_PIXELS * sw_map_view_get_pixel_size (self->map_view);
  guint n = self->tool_points->len / 2;
  const double *p = (const double *) self->tool_points->data;
  const SwBoard *board;
  gboolean snapped;
  SwSnap snap;

  if (phase != SW_TOOL_HOVER && phase != SW_TOOL_RELEASE)
    return;
  /* a refused outline stays in sight, closed and red, while the reason
   * is read; the next click starts a new one there */
  if (self->tool_refused)
    {
      if (phase == SW_TOOL_HOVER)
        return;
      reset_tool_state (self);
      n = 0;
    }
  /* the corners snap to the board of the first one: to a corner or border
   * near, else to the grid when it is on */
  board = board_at (self, n > 0 ? p[0] : x, n > 0 ? p[1] : y);
  /* the drawing's own first and last corners before all: near the pointer,
   * they close the outline, whatever grid point is nearer */
  snapped = FALSE;
  if (n >= 3 && hypot (x - p[0], y - p[1]) <= near)
    x = p[0], y = p[1], snapped = TRUE;
  else if (n > 0 && hypot (x - p[2 * n - 2], y - p[2 * n - 1]) <= near)
    x = p[2 * n - 2], y = p[2 * n - 1], snapped = TRUE;
  else if ((snapped = snap_on_board (self, board, x, y, 0, &snap)))
    x = snap.x, y = snap.y;
  else if (self->snap_to_grid)
    {
      snap_to_grid (self, board, &x, &y);
      snapped = TRUE;
    }
  if (phase == SW_TOOL_HOVER)
    {
      double dot[4] = { x, y, x, y };

      /* before the first corner: a dot where it would go */
      if (n > 0)
        show_drawing (self, TRUE, x, y);
      else
        sw_map_view_set_sketch (self->map_view, snapped ? dot : NULL, snapped ? 2 : 0, FALSE, TRUE);
      return;
    }
  /* a click back on the first corner closes the outline; a second click
   * on the last one (a double click) too */
  if (n >= 3 && (hypot (x - p[0], y - p[1]) <= near || hypot (x - p[2 * n - 2], y - p[2 * n - 1]) <= near))
    {
      sw_window_finish_drawing (self);
      return;
    }
  if (n > 0 && hypot (x - p[2 * n - 2], y - p[2 * n - 1]) <= near)
    return;
  if (n == 0)
    sw_map_view_set_selection (self->map_view, NULL, 0);  /* Escape then drops the drawing */
  g_array_append_val (self->tool_points, x);
  g_array_append_val (self->tool_points, y);
  show_drawing (self, FALSE, 0, 0);
}

/* Split: a cut drawn from one boundary point to another; both ends snap
 * to the outline. The region cut is the one under the cut's middle. */
static void
split_event (SwWindow *self,
             int       phase,
             double    x,
             double    y)
{
  SwSnap snap;

  if (phase == SW_TOOL_PRESS || phase == SW_TOOL_RELEASE)
    {
      if (snap_on_board (self, board_at (self, x, y), x, y, 0, &snap))
        x = snap.x, y = snap.y;
    }
  if (phase == SW_TOOL_PRESS)
    {
      g_array_set_size (self->tool_points, 0);
      add_point (self, x, y, TRUE);
    }
  else if (phase == SW_TOOL_DRAG)
    add_point (self, x, y, FALSE);
  else if (phase == SW_TOOL_RELEASE && self->tool_points->len >= 2)
    {
      const double *p;
      guint n;
      double mx, my;
      int region;

      /* the freehand point nearest the release gives way to the snapped end */
      if (self->tool_points->len >= 4)
        g_array_set_size (self->tool_points, self->tool_points->len - 2);
      add_point (self, x, y, TRUE);
      p = (const double *) self->tool_points->data;
      n = self->tool_points->len / 2;
      if (n == 2)
        mx = (p[0] + p[2]) / 2, my = (p[1] + p[3]) / 2;
      else
        mx = p[2 * (n / 2)], my = p[2 * (n / 2) + 1];
      region = sw_map_view_region_at_point (self->map_view, mx, my);
      /* a click, not a stroke (Draw takes clicks, Split a drag) */
      if (hypot (p[2 * n - 2] - p[0], p[2 * n - 1] - p[1]) < SNAP_PIXELS * sw_map_view_get_pixel_size (self->map_view))
        toast (self, _("Drag the cut across the region, from one border to another"));
      else if (region_id (self, region) == NULL)
        toast (self, _("Draw the cut across one region, from its border to its border"));
      /* the ends snapped to a border where they could: one that did not
         is too far from any */
      else if (!snap_on_board (self, board_of_region (self, region), p[0], p[1], 0, &snap))
        toast_region (self, _("Start the cut on a border of %s"), region);
      else if (!snap_on_board (self, board_of_region (self, region), p[2 * n - 2], p[2 * n - 1], 0, &snap))
        toast_region (self, _("End the cut on a border of %s"), region);
      else
        {
          guint64 serial = sw_map_get_serial (sw_window_map (self));

          simplify_points (self);
          activate (self, "edit.split", g_variant_new ("(s@ad)", region_id (self, region),
                                                       points_variant (self, board_of_region (self, region))));
          reset_tool_state (self);
          tool_used (self, serial);
          return;
        }
      reset_tool_state (self);
      return;
    }
  show_points (self, FALSE, TRUE);
}

/* Carve: a closed line drawn inside a region becomes a lake (or the
 * edition's first sea terrain) in it. */
static void
carve_event (SwWindow *self,
             int       phase,
             double    x,
             double    y)
{
  if (phase == SW_TOOL_PRESS)
    {
      g_array_set_size (self->tool_points, 0);
      add_point (self, x, y, TRUE);
    }
  else if (phase == SW_TOOL_DRAG)
    add_point (self, x, y, FALSE);
  else if (phase == SW_TOOL_RELEASE && self->tool_points->len >= 6)
    {
      const double *p = (const double *) self->tool_points->data;
      int region = sw_map_view_region_at_point (self->map_view, p[0], p[1]);
      const SwCatalog *catalog = sw_catalog_get (sw_window_map (self)->edition);
      g_autoptr(GPtrArray) terrains = catalog ? sw_catalog_list (catalog, "terrain") : NULL;
      const char *terrain = NULL;

      /* a lake if the edition has one, else its first water */
      if (catalog != NULL && sw_catalog_find (catalog, "terrain", "lake") != NULL)
        terrain = "lake";
      for (guint i = 0; terrains && i < terrains->len && terrain == NULL; i++)
        if (sw_catalog_entry_get_bool (g_ptr_array_index (terrains, i), "sea", FALSE))
          terrain = ((SwCatalogEntry *) g_ptr_array_index (terrains, i))->id;
      gboolean inside = region_id (self, region) != NULL;
      guint64 serial = sw_map_get_serial (sw_window_map (self));

      for (guint i = 0; inside && i < self->tool_points->len / 2; i++)
        inside = sw_map_view_region_at_point (self->map_view, p[2 * i], p[2 * i + 1]) == region;
      if (region_id (self, region) == NULL)
        toast (self, _("Draw the outline of the lake inside a region"));
      else if (!inside)
        toast_region (self, _("Draw the outline of the lake inside %s, without crossing its border"), region);
      else
        activate (self, "edit.carve", g_variant_new ("(s@ads)", region_id (self, region),
                                                    points_variant (self, board_of_region (self, region)),
                                                    terrain ? terrain : "lake"));
      reset_tool_state (self);
      tool_used (self, serial);
      return;
    }
  else if (phase == SW_TOOL_RELEASE)
    {
      reset_tool_state (self);
      return;
    }
  show_points (self, TRUE, TRUE);
}

/* Which region's terrain, names and symbols the merge kept, with a button
 * that keeps the other one's instead (labels as they were before it). */
static void
merged_toast (SwWindow   *self,
              const char *survivor,
              const char *absorbed,
              const char *survivor_label,
              const char *absorbed_label)
{
  g_autofree char *title = g_strdup_printf (_("Merged: %s keeps its terrain, names and symbols"), survivor_label);
  g_autofree char *button = g_strdup_printf (_("Keep %s"), absorbed_label);
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_timeout (toast, 8);
  adw_toast_set_button_label (toast, button);
  adw_toast_set_action_name (toast, "edit.merge-instead");
  adw_toast_set_action_target_value (toast, g_variant_new ("(ss)", survivor, absorbed));
  /* its button undoes this merge: it goes with the next edit */
  if (self->merge_toast != NULL)
    adw_toast_dismiss (self->merge_toast);
  g_set_weak_pointer (&self->merge_toast, toast);
  self->merge_serial = sw_map_get_serial (sw_window_map (self));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Merge, link, barrier: click one region, then the other. */
static void
pair_event (SwWindow *self,
            int       phase,
            int       region)
{
  const char *id = region_id (self, region);
  guint n_selected = 0;
  guint64 serial;

  if (phase != SW_TOOL_RELEASE || id == NULL)
    return;
  /* Escape (which clears the selection) starts the pair again */
  sw_map_view_get_selection (self->map_view, &n_selected);
  if (n_selected == 0)
    g_clear_pointer (&self->tool_first_region, g_free);
  if (self->tool_first_region == NULL || g_str_equal (self->tool_first_region, id))
    {
      g_free (self->tool_first_region);
      self->tool_first_region = g_strdup (id);
      sw_map_view_set_selection (self->map_view, (const guint *) &region, 1);
      return;
    }
  serial = sw_map_get_serial (sw_window_map (self));
  if (g_str_equal (self->tool, "merge"))
    {
      g_autofree char *first = g_strdup (self->tool_first_region);
      g_autofree char *second = g_strdup (id);
      const SwRegion *kept = sw_map_get_region (sw_window_map (self), first);
      g_autofree char *first_label = kept ? sw_window_region_label (self, kept) : g_strdup (first);
      g_autofree char *second_label = sw_window_region_label (self, g_ptr_array_index (sw_window_map (self)->regions, region));

      activate (self, "edit.merge", g_variant_new ("(ss)", first, second));
      if (sw_map_get_serial (sw_window_map (self)) != serial)
        merged_toast (self, first, second, first_label, second_label);
    }
  else if (g_str_equal (self->tool, "link"))
    activate (self, "edit.add-link", g_variant_new ("(ss)", self->tool_first_region, id));
  else
    activate (self, "edit.add-barrier", g_variant_new ("(ss)", self->tool_first_region, id));
  g_clear_pointer (&self->tool_first_region, g_free);
  tool_used (self, serial);
}

/* The dragged vertex with its neighbours along every border it is on,
 * drawn where it would go: a star through the new position, so that the
 * line starts and ends there (where the sketch puts its dots). */
static void
show_vertex_drag (SwWindow *self,
                  double    x,
                  double    y,
                  gboolean  valid)
{
  g_autoptr(GArray) neighbours = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (double));
  double dx, dy;

  board_offset (vertex_board (self, self->tool_vertex), &dx, &dy);
  for (guint i = 0; i < sw_window_map (self)->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (sw_window_map (self)->regions, i);
      guint n_rings = region->outline ? 1 + (region->holes ? region->holes->len : 0) : 0;

      for (guint h = 0; h < n_rings; h++)
        {
          const SwRing *ring = h == 0 ? region->outline : g_ptr_array_index (region->holes, h - 1);
          guint n = ring->ids->len;

          for (guint k = 0; k < n; k++)
            if (g_array_index (ring->ids, guint, k) == self->tool_vertex)
              {
                guint ends[2] = { g_array_index (ring->ids, guint, (k + n - 1) % n),
                                  g_array_index (ring->ids, guint, (k + 1) % n) };

                for (guint e = 0; e < 2; e++)
                  {
                    gboolean seen = FALSE;

                    for (guint j = 0; j < neighbours->len; j++)
                      seen |= g_array_index (neighbours, guint, j) == ends[e];
                    if (!seen)
                      g_array_append_val (neighbours, ends[e]);
                  }
              }
        }
    }
  g_array_append_val (lines, x);
  g_array_append_val (lines, y);
  for (guint j = 0; j < neighbours->len; j++)
    {
      const SwVertex *vertex = sw_map_get_vertex (sw_window_map (self), g_array_index (neighbours, guint, j));
      double vx, vy;

      if (vertex == NULL)
        continue;
      vx = vertex->x + dx, vy = vertex->y + dy;
      g_array_append_val (lines, vx);
      g_array_append_val (lines, vy);
      g_array_append_val (lines, x);
      g_array_append_val (lines, y);
    }
  if (lines->len < 4)
    {
      g_array_append_val (lines, x);
      g_array_append_val (lines, y);
    }
  sw_map_view_set_sketch (self->map_view, (const double *) lines->data, lines->len / 2, FALSE, valid);
}

/* Where a press would land: a dot on the snapped vertex or border. */
static void
show_snap (SwWindow *self,
           double    x,
           double    y,
           guint     exclude)
{
  SwSnap snap;

  if (snap_on_board (self, board_at (self, x, y), x, y, exclude, &snap))
    {
      double dot[4] = { snap.x, snap.y, snap.x, snap.y };

      sw_map_view_set_sketch (self->map_view, dot, 2, FALSE, TRUE);
    }
  else
    sw_map_view_set_sketch (self->map_view, NULL, 0, FALSE, TRUE);
}

/* Vertices: drag one to move it (shown red where the move would be
 * refused), click an edge to insert one, Ctrl+click one to delete it. */
static void
vertex_event (SwWindow *self,
              int       phase,
              double    x,
              double    y,
              guint     state)
{
  SwSnap snap;
  const SwBoard *board;
  double dx, dy;

  if (phase == SW_TOOL_PRESS)
    {
      board = board_at (self, x, y);
      board_offset (board, &dx, &dy);
      guint64 serial = sw_map_get_serial (sw_window_map (self));

      reset_tool_state (self);
      if (!snap_on_board (self, board, x, y, 0, &snap))
        {
          toast (self, _("Press on a corner to move it, or on a border to add a corner there"));
          return;
        }
      if (snap.kind == SW_SNAP_VERTEX && (state & GDK_CONTROL_MASK))
        activate (self, "edit.delete-vertex", g_variant_new_uint32 (snap.vertex));
      else if (snap.kind == SW_SNAP_VERTEX)
        {
          self->tool_vertex = snap.vertex;
          show_vertex_drag (self, snap.x, snap.y, TRUE);
        }
      else if (snap.kind == SW_SNAP_EDGE)
        activate (self, "edit.insert-vertex", g_variant_new ("(uudd)", snap.edge_a, snap.edge_b,
                                                              snap.x - dx, snap.y - dy));
      tool_used (self, serial);
      return;
    }
  if (self->tool_vertex == 0)
    return;

  /* the core moves the vertex in its board's coordinates; where no corner
   * or border is near the pointer, to the grid when it is on */
  board = vertex_board (self, self->tool_vertex);
  if (!snap_on_board (self, board, x, y, self->tool_vertex, &snap))
    snap_to_grid (self, board, &x, &y);
  board_offset (board, &dx, &dy);
  x -= dx, y -= dy;
  sw_edit_constrain_move (sw_window_map (self), sw_window_history (self), self->tool_vertex, &x, &y);
  /* show where it would snap, but a drop on another vertex or edge is
   * refused: it would weld borders */
  if (snap_on_board (self, board, x + dx, y + dy, self->tool_vertex, &snap))
    x = snap.x - dx, y = snap.y - dy;
  if (phase == SW_TOOL_DRAG)
    show_vertex_drag (self, x + dx, y + dy,
                      sw_edit_check_move (sw_window_map (self), sw_window_history (self), self->tool_vertex, x, y, NULL));
  else if (phase == SW_TOOL_RELEASE)
    {
      guint vertex = self->tool_vertex;
      guint64 serial = sw_map_get_serial (sw_window_map (self));

      reset_tool_state (self);
      /* one move on release: the whole drag is one undo step */
      activate (self, "edit.move-vertex", g_variant_new ("(udd)", vertex, x, y));
      tool_used (self, serial);
    }
}

void
sw_window_tool_event_cb (SwMapView *view,
                         int        phase,
                         double     x,
                         double     y,
                         int        region,
                         guint      state,
                         SwWindow  *self)
{
  if (sw_window_map (self) == NULL || sw_window_history (self) == NULL)
    return;
  if (g_str_equal (self->tool, "draw"))
    draw_event (self, phase, x, y);
  else if (phase == SW_TOOL_HOVER)
    {
      if (g_str_equal (self->tool, "split") || g_str_equal (self->tool, "vertex"))
        show_snap (self, x, y, 0);
      return;
    }
  else if (g_str_equal (self->tool, "split"))
    split_event (self, phase, x, y);
  else if (g_str_equal (self->tool, "carve"))
    carve_event (self, phase, x, y);
  else if (g_str_equal (self->tool, "vertex"))
    vertex_event (self, phase, x, y, state);
  else
    pair_event (self, phase, region);
}
