/* sw-spin-scroll.c: a spin button in a scrolled sidebar lets the wheel scroll the sidebar. */
#include "config.h"

#include <math.h>

#include "sw-spin-scroll.h"

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           gpointer                  data)
{
  GtkWidget *spin = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkWidget *scrolled = gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW);
  GtkRoot *root = gtk_widget_get_root (spin);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkAdjustment *adjustment;
  double step;

  /* focused: the value's own wheel */
  if (scrolled == NULL || (focus != NULL && (focus == spin || gtk_widget_is_ancestor (focus, spin))))
    return FALSE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  /* as far as GTK's scrolled window goes for the same scroll: a wheel's
   * notch is the page size to the power 2/3, a touchpad moves in pixels */
  step = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL
         ? pow (gtk_adjustment_get_page_size (adjustment), 2.0 / 3.0) : 1.0;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + dy * step);
  return TRUE;
}

void
sw_spin_scroll_passes (GtkSpinButton *spin)
{
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  /* before the spin button's own scroll handling */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (controller, "sw-spin-scroll-passes");
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), NULL);
  gtk_widget_add_controller (GTK_WIDGET (spin), controller);
}
