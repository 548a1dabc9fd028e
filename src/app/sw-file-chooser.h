/* sw-file-chooser.h: a native file chooser whose answer goes to a window action, as a path. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A modal chooser over @widget's window; the file accepted goes, as its
 * path, to @action (an action of @widget taking an "s": the one scripts
 * and tests call with a path). The caller adds filters or a folder, then
 * shows it with gtk_native_dialog_show(); it frees itself. */
GtkFileChooserNative *sw_file_chooser_for_action (GtkWidget            *widget,
                                                  GtkFileChooserAction  mode,
                                                  const char           *title,
                                                  const char           *accept,
                                                  const char           *action);

G_END_DECLS
