/* sw-file-chooser.c: a native file chooser whose answer goes to a window action, as a path. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-file-chooser.h"

static void
response_cb (GtkNativeDialog *native,
             int              response,
             gpointer         data)
{
  GtkWidget *widget = g_object_get_data (G_OBJECT (native), "sw-widget");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL)
        gtk_widget_activate_action (widget, g_object_get_data (G_OBJECT (native), "sw-action"), "s", path);
    }
  g_object_unref (native);
}

GtkFileChooserNative *
sw_file_chooser_for_action (GtkWidget            *widget,
                            GtkFileChooserAction  mode,
                            const char           *title,
                            const char           *accept,
                            const char           *action)
{
  GtkFileChooserNative *native;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  native = gtk_file_chooser_native_new (title, GTK_WINDOW (gtk_widget_get_root (widget)), mode, accept, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_object_set_data_full (G_OBJECT (native), "sw-widget", g_object_ref (widget), g_object_unref);
  g_object_set_data_full (G_OBJECT (native), "sw-action", g_strdup (action), g_free);
  g_signal_connect (native, "response", G_CALLBACK (response_cb), NULL);
  return native;
}
