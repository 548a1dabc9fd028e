/* sw-spin-scroll.h: a spin button in a scrolled sidebar lets the wheel scroll the sidebar. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Until @spin has the keyboard focus, a wheel or touchpad scroll over it
 * scrolls the sidebar it is in instead of changing its value: a hand
 * scrolling down the sidebar no longer changes the tokens or the die it
 * passes over. Once focused (clicked, or reached with Tab), the wheel
 * changes the value as GTK's spin buttons do. */
void  sw_spin_scroll_passes (GtkSpinButton *spin);

G_END_DECLS
