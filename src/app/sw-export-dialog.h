/* sw-export-dialog.h: Export and Print from a map window, each behind the validator. */
#pragma once

#include <adwaita.h>
#include "sw-map.h"

G_BEGIN_DECLS

/* Called once the user may go on (no errors; warnings accepted). */
typedef void (*SwExportProceedFunc) (GtkWindow *parent,
                                     SwMap     *map,
                                     gpointer   data);

/* Validates @map before @what ("export", "print"): errors block, listed
 * in a dialog; warnings are listed and the user may go on anyway. With
 * no issue at all, @proceed runs before this returns. @data is freed
 * with @destroy (may be NULL) in every case. */
void sw_export_check_map (GtkWindow           *parent,
                          SwMap               *map,
                          gboolean             printing,
                          SwExportProceedFunc  proceed,
                          gpointer             data,
                          GDestroyNotify       destroy);

/* window.export: the validator, then the format and resolution, then
 * the file (GtkFileChooserNative). window.export-to (a path, "s"): the
 * validator, then straight to that file, its format from its extension,
 * PNG at the default resolution (for scripts and tests). */
void sw_window_export_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter);

/* window.print: the validator, then GtkPrintOperation (sw-print-map.c). */
void sw_window_print_action  (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter);

G_END_DECLS
