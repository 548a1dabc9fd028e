/* sw-shortcuts-pages.h: the shortcuts window's page numbers, mended for GTK 4.8 (see the .c). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void sw_shortcuts_pages_mend (GtkWindow *shortcuts);

G_END_DECLS
