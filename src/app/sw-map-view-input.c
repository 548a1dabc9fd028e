/* sw-map-view-input.c: what the map view does with the pointer, touch and keys: zoom, pan, hover, select, tooltips. */
#include "config.h"
#define G_LOG_DOMAIN "sw-map-view"

#include <glib/gi18n.h>
#include <math.h>

#include "sw-catalog.h"
#include "sw-map-view-private.h"
#include "sw-topology.h"

/* Tooltip: what a region is, in words. */

char *
sw_map_view_describe_region (SwMapView *self,
                             guint      index)
{
  const SwRegion *region = g_ptr_array_index (self->map->regions, index);
  const SwCatalog *catalog = sw_catalog_get (self->map->edition);
  const SwCatalogEntry *terrain = catalog ? sw_catalog_find (catalog, "terrain", region->terrain) : NULL;
  const char *name = region->names ? sw_text_pick (region->names) : NULL;
  SwTopology *topology = sw_map_get_topology (self->map);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *title = NULL;
  g_autofree char *terrain_name = g_markup_escape_text (terrain ? sw_catalog_entry_name (terrain) : region->terrain, -1);

  if (name != NULL)
    title = g_markup_printf_escaped ("<b>%s</b> (%s)", name, region->id);
  else
    title = g_markup_printf_escaped ("<b>%s</b>", region->id);
  g_string_append (text, title);
  g_string_append_c (text, '\n');
  g_string_append (text, terrain_name);
  if (topology && index < topology->n_regions && topology->is_border[index])
    g_string_append_printf (text, " · %s", _("border region"));

  for (guint i = 0; region->symbols && i < region->symbols->len; i++)
    {
      const SwSymbol *symbol = g_ptr_array_index (region->symbols, i);
      const SwCatalogEntry *entry = catalog ? sw_catalog_find (catalog, "symbol", symbol->type) : NULL;

      g_autofree char *escaped = g_markup_escape_text (entry ? sw_catalog_entry_name (entry) : symbol->type, -1);

      g_string_append_printf (text, "\n%s", escaped);
    }
  /* in a game the set-up markers are the game's (its region panel lists
   * them): a lost tribe conquered is no longer there */
  for (guint i = 0; !self->hide_starts && region->starts && i < region->starts->len; i++)
    {
      const SwStart *start = g_ptr_array_index (region->starts, i);
      const SwCatalogEntry *entry = catalog ? sw_catalog_find (catalog, "marker", start->type) : NULL;
      g_autofree char *escaped = g_markup_escape_text (entry ? sw_catalog_entry_name (entry) : start->type, -1);

      /* named as such: a symbol and a marker can share a name (Warcraft's
       * Murloc place and Murloc tokens) */
      g_string_append_c (text, '\n');
      if (start->count > 1)
        /* Translators: a start marker and how many of it, e.g. "Start marker: Lost tribe × 2" */
        g_string_append_printf (text, _("Start marker: %s × %u"), escaped, start->count);
      else
        g_string_append_printf (text, _("Start marker: %s"), escaped);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

gboolean
sw_map_view_query_tooltip (GtkWidget  *widget,
                           int         x,
                           int         y,
                           gboolean    keyboard,
                           GtkTooltip *tooltip)
{
  SwMapView *self = SW_MAP_VIEW (widget);
  g_autofree char *markup = NULL;
  gint region;

  /* no tooltip in the way while a tool draws */
  if (keyboard || self->panning || self->tool_dragging)
    return FALSE;
  region = sw_map_view_region_at (self, x, y);
  if (region < 0)
    return FALSE;
  markup = sw_map_view_describe_region (self, region);
  gtk_tooltip_set_markup (tooltip, markup);
  return TRUE;
}

/* Input */

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           SwMapView                *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
  if (!self->panning)
    sw_map_view_set_hover (self, sw_map_view_region_at (self, x, y));
  if (self->tool_input && !self->tool_dragging && !self->panning && self->map != NULL)
    sw_map_view_emit_tool_event (self, SW_TOOL_HOVER, x, y,
                                 gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller)));
}

static void
leave_cb (GtkEventControllerMotion *controller,
          SwMapView                *self)
{
  sw_map_view_set_hover (self, -1);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           SwMapView                *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  gboolean wheel = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL;

  if (self->map == NULL)
    return FALSE;
  if (state & GDK_CONTROL_MASK)
    {
      /* one wheel notch is one zoom step; smooth scrolling is finer */
      sw_map_view_zoom_at (self, self->pointer_x, self->pointer_y, self->zoom * pow (ZOOM_STEP, -dy * (wheel ? 1 : 0.1)));
      return TRUE;
    }
  if (state & GDK_SHIFT_MASK)
    {
      double swap = dx;
      dx = dy;
      dy = swap;
    }
  sw_map_view_pan_by (self, dx * (wheel ? 48 : 1), dy * (wheel ? 48 : 1));
  return TRUE;
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               SwMapView      *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (self->map != NULL && self->tool_input && button == GDK_BUTTON_PRIMARY && !self->space_held)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      gtk_widget_grab_focus (GTK_WIDGET (self));
      self->tool_dragging = TRUE;
      sw_map_view_emit_tool_event (self, SW_TOOL_PRESS, x, y,
                                   gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture)));
      return;
    }
  if (self->map == NULL ||
      !(button == GDK_BUTTON_MIDDLE || (button == GDK_BUTTON_PRIMARY && self->space_held)))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->panning = TRUE;
  self->drag_start_x = self->origin_x;
  self->drag_start_y = self->origin_y;
  sw_map_view_set_hover (self, -1);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                SwMapView      *self)
{
  if (self->tool_dragging)
    {
      double x, y;

      gtk_gesture_drag_get_start_point (gesture, &x, &y);
      sw_map_view_emit_tool_event (self, SW_TOOL_DRAG, x + offset_x, y + offset_y,
                                   gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture)));
      return;
    }
  if (!self->panning)
    return;
  sw_map_view_pan_to (self,
                      self->drag_start_x - offset_x / self->zoom,
                      self->drag_start_y - offset_y / self->zoom);
}

static void
drag_end_cb (GtkGestureDrag *gesture,
             double          offset_x,
             double          offset_y,
             SwMapView      *self)
{
  if (self->tool_dragging)
    {
      double x, y;

      self->tool_dragging = FALSE;
      gtk_gesture_drag_get_start_point (gesture, &x, &y);
      sw_map_view_emit_tool_event (self, SW_TOOL_RELEASE, x + offset_x, y + offset_y,
                                   gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture)));
      return;
    }
  self->panning = FALSE;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->space_held ? "grab" : self->tool_input ? "crosshair" : NULL);
}

/* The map takes the keys when pressed, as GTK's widgets do: what a click
 * does on release (the game's conquest, which puts the focus in the
 * question of what lay hidden there) is not undone by the map taking the
 * focus back after it. */
static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  SwMapView       *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   SwMapView       *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  gint region;

  if (self->map == NULL || self->space_held || self->tool_input || n_press != 1)
    return;
  region = sw_map_view_region_at (self, x, y);

  if (state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK))
    {
      /* add or remove one region, keep the rest */
      g_autoptr(GArray) selection = g_array_copy (self->selection);
      gboolean removed = FALSE;

      if (region < 0)
        return;
      for (guint i = 0; i < selection->len; i++)
        if (g_array_index (selection, guint, i) == (guint) region)
          {
            g_array_remove_index (selection, i);
            removed = TRUE;
            break;
          }
      if (!removed)
        g_array_append_val (selection, region);
      sw_map_view_set_selection (self, (const guint *) selection->data, selection->len);
    }
  else if (region >= 0)
    sw_map_view_set_selection (self, (const guint *) &region, 1);
  else
    sw_map_view_set_selection (self, NULL, 0);
}

static void
pinch_begin_cb (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                SwMapView        *self)
{
  self->pinch_start_zoom = self->zoom;
}

static void
pinch_scale_changed_cb (GtkGestureZoom *gesture,
                        double          scale,
                        SwMapView      *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  sw_map_view_zoom_at (self, x, y, self->pinch_start_zoom * scale);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                SwMapView             *self)
{
  if (keyval != GDK_KEY_space)
    return FALSE;
  self->space_held = TRUE;
  if (!self->panning)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grab");
  return TRUE;
}

static void
key_released_cb (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 SwMapView             *self)
{
  if (keyval != GDK_KEY_space)
    return;
  self->space_held = FALSE;
  if (!self->panning)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->tool_input ? "crosshair" : NULL);
}

static gboolean
zoom_in_binding (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   data)
{
  sw_map_view_zoom_in (SW_MAP_VIEW (widget));
  return TRUE;
}

static gboolean
zoom_out_binding (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   data)
{
  sw_map_view_zoom_out (SW_MAP_VIEW (widget));
  return TRUE;
}

static gboolean
pan_binding (GtkWidget *widget,
             GVariant  *args,
             gpointer   data)
{
  SwMapView *self = SW_MAP_VIEW (widget);
  int dx, dy;

  g_variant_get (args, "(ii)", &dx, &dy);
  sw_map_view_pan_by (self, dx * gtk_widget_get_width (widget) / 8.0, dy * gtk_widget_get_height (widget) / 8.0);
  return TRUE;
}

static gboolean
clear_selection_binding (GtkWidget *widget,
                         GVariant  *args,
                         gpointer   data)
{
  SwMapView *self = SW_MAP_VIEW (widget);

  if (self->selection->len == 0)
    return FALSE;
  sw_map_view_set_selection (self, NULL, 0);
  return TRUE;
}

void
sw_map_view_class_add_bindings (GtkWidgetClass *widget_class)
{
  gtk_widget_class_add_binding (widget_class, GDK_KEY_plus, 0, zoom_in_binding, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_equal, 0, zoom_in_binding, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Add, 0, zoom_in_binding, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_minus, 0, zoom_out_binding, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Subtract, 0, zoom_out_binding, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, pan_binding, "(ii)", -1, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, pan_binding, "(ii)", 1, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, 0, pan_binding, "(ii)", 0, -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, 0, pan_binding, "(ii)", 0, 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, clear_selection_binding, NULL);
}

void
sw_map_view_add_controllers (SwMapView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;
  GtkGesture *gesture;

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, controller);

  gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), 0);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (gesture, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect (gesture, "pressed", G_CALLBACK (click_pressed_cb), self);
  g_signal_connect (gesture, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect (gesture, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect (gesture, "scale-changed", G_CALLBACK (pinch_scale_changed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (gesture));

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  g_signal_connect (controller, "key-released", G_CALLBACK (key_released_cb), self);
  gtk_widget_add_controller (widget, controller);
}
