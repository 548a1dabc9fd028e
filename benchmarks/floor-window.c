/* floor-window.c: the floor of the launch benchmark: what any libadwaita app pays for one window. */
#include <adwaita.h>

static void
activate_cb (GtkApplication *application)
{
  GtkWidget *window = adw_application_window_new (application);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), adw_status_page_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  /* the size the app's window opens at (ui/sw-window.ui): the same pixels
   * to draw and to keep */
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr(AdwApplication) application = adw_application_new ("io.github.swcompanion.Floor", G_APPLICATION_NON_UNIQUE);

  g_signal_connect (application, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (application), argc, argv);
}
