/* sw-scroll-reveal.c: scrolls a sidebar so that what was just asked in it is in sight. */
#include "config.h"

#include "sw-scroll-reveal.h"

/* how long the scroll follows the layout after a call, in frame time:
 * a revealed row or a wrapped question settles within a few frames, which
 * on a slow or busy machine come far apart, so a count of frames is not
 * enough */
#define FOLLOW_USEC (400 * G_TIME_SPAN_MILLISECOND)

typedef struct
{
  GtkWidget *bottom;   /* a strong reference */
  guint frames;        /* frames since the call */
  gint64 start;        /* the frame time of the first frame after it */
} Reveal;

static void
reveal_free (gpointer data)
{
  Reveal *reveal = data;

  g_object_unref (reveal->bottom);
  g_free (reveal);
}

static gboolean
reveal_tick (GtkWidget *top, GdkFrameClock *clock, gpointer data)
{
  Reveal *reveal = g_object_get_data (G_OBJECT (top), "sw-scroll-reveal");
  GtkWidget *scrolled = gtk_widget_get_ancestor (top, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *viewport = scrolled != NULL ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)) : NULL;
  GtkAdjustment *adjustment;
  graphene_rect_t first, last;
  double value, size, from, to;

  /* a tick comes before the frame's layout: what was just shown is laid
   * out from the next one on */
  if (reveal->frames++ == 0)
    {
      reveal->start = gdk_frame_clock_get_frame_time (clock);
      return G_SOURCE_CONTINUE;
    }
  /* where the viewport shows them now (the content's margin included) */
  if (!GTK_IS_VIEWPORT (viewport) || !gtk_widget_compute_bounds (top, viewport, &first)
      || !gtk_widget_compute_bounds (reveal->bottom, viewport, &last))
    {
      g_object_set_data (G_OBJECT (top), "sw-scroll-reveal", NULL);
      return G_SOURCE_REMOVE;
    }
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  value = gtk_adjustment_get_value (adjustment);
  from = first.origin.y + value;
  to = last.origin.y + last.size.height + value;
  size = gtk_adjustment_get_page_size (adjustment);
  if (to > value + size)
    value = to - size;
  if (from < value)
    value = from;
  gtk_adjustment_set_value (adjustment, value);
  if (reveal->frames < 3 || gdk_frame_clock_get_frame_time (clock) - reveal->start < FOLLOW_USEC)
    return G_SOURCE_CONTINUE;
  g_object_set_data (G_OBJECT (top), "sw-scroll-reveal", NULL);
  return G_SOURCE_REMOVE;
}

void
sw_scroll_reveal (GtkWidget *top,
                  GtkWidget *bottom)
{
  Reveal *reveal;

  g_return_if_fail (GTK_IS_WIDGET (top));
  g_return_if_fail (GTK_IS_WIDGET (bottom));

  reveal = g_object_get_data (G_OBJECT (top), "sw-scroll-reveal");
  if (reveal != NULL)
    {
      g_set_object (&reveal->bottom, bottom);
      reveal->frames = 0;
      return;
    }
  reveal = g_new0 (Reveal, 1);
  reveal->bottom = g_object_ref (bottom);
  g_object_set_data_full (G_OBJECT (top), "sw-scroll-reveal", reveal, reveal_free);
  gtk_widget_add_tick_callback (top, reveal_tick, NULL, NULL);
}
