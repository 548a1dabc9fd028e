/* sw-shortcuts-pages.c: a shortcuts window with pages, without GTK 4.8's two warnings each time it is shown (libadwaita 1.2's style gives the page numbers' labels a width of -3 px). */
#include "config.h"

#include "sw-shortcuts-pages.h"

/* The editor's shortcuts window is two pages of two columns, so that it
 * fits a 768 px screen (one page was 930 px tall). GTK puts the page
 * numbers in a circular stack switcher, whose labels libadwaita's style
 * gives a padding of 6 px and a margin of -6 px on each side, and the
 * circular buttons' style takes the padding away: the label of "1" then
 * measures 9 - 12 = -3 px, which GTK reports as a warning for every
 * label it measures. Giving the labels their margin back ends the
 * warnings; the buttons look the same (32 px circles). Take this file out
 * when the toolkit's style no longer needs it. */

static const char mended_css[] =
  "stackswitcher.circular > button.circular > label { margin: 0; }";

void
sw_shortcuts_pages_mend (GtkWindow *shortcuts)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (shortcuts));
  g_autoptr(GtkCssProvider) provider = NULL;

  if (g_object_get_data (G_OBJECT (display), "sw-shortcuts-pages") != NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, mended_css, -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data (G_OBJECT (display), "sw-shortcuts-pages", GINT_TO_POINTER (1));
}
