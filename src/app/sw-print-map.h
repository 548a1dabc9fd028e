/* sw-print-map.h: printing a map at 1:1 on ordinary paper, tiled with overlap, cut marks and page labels. */
#pragma once

#include <gtk/gtk.h>
#include "sw-map.h"

G_BEGIN_DECLS

/* A print operation for @map: at 1:1 scale, the board cut into sheets of
 * the chosen paper with 10 mm of overlap, each with cut marks at the
 * middle of the overlaps and its label ("B2 of 3×2") below. Run it with
 * GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG (paper choice and preview) or
 * _EXPORT (a PDF, with gtk_print_operation_set_export_filename()). */
GtkPrintOperation *sw_print_map_operation_new (SwMap      *map,
                                               const char *title);

G_END_DECLS
