/* sw-import-report.h: the report of an import (what was repaired or left out), in a window beside the map it made. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_IMPORT_REPORT (sw_import_report_get_type ())
G_DECLARE_FINAL_TYPE (SwImportReport, sw_import_report, SW, IMPORT_REPORT, AdwWindow)

/* A report over @parent of importing @name: @notes (SwImportNote) one row
 * each, the regions each names below its sentence. */
SwImportReport *sw_import_report_new       (GtkWindow  *parent,
                                            const char *name,
                                            GPtrArray  *notes);
/* How many notes it shows (for tests). */
guint           sw_import_report_get_count (SwImportReport *self);

G_END_DECLS
