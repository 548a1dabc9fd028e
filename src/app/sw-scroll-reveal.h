/* sw-scroll-reveal.h: scrolls a sidebar so that what was just asked in it is in sight. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Scrolls the scrolled window around @top so that everything from @top's
 * first line to @bottom's foot is in sight (the least scrolling that does
 * it; @top wins when both do not fit). A question asked at the foot of a
 * short window would otherwise open out of view, and the click that asked
 * it seem to do nothing. Wrapped text and the sidebar's length settle over
 * the first frames after a change: the scroll follows them for 0.4 s. A
 * second call while one is under way starts it again. */
void  sw_scroll_reveal (GtkWidget *top,
                        GtkWidget *bottom);

G_END_DECLS
