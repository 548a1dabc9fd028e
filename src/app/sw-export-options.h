/* sw-export-options.h: the Export dialog's choices: the file format, for PNG the resolution, and whether unnamed regions show their ids. */
#pragma once

#include <adwaita.h>
#include "sw-export.h"
#include "sw-map.h"

G_BEGIN_DECLS

#define SW_TYPE_EXPORT_OPTIONS (sw_export_options_get_type ())
G_DECLARE_FINAL_TYPE (SwExportOptions, sw_export_options, SW, EXPORT_OPTIONS, AdwMessageDialog)

/* A dialog over @parent for exporting @map; its "response" is "export"
 * or "cancel", and the choices are read with the getters below. */
SwExportOptions *sw_export_options_new        (GtkWindow       *parent,
                                               SwMap           *map);
SwExportFormat   sw_export_options_get_format (SwExportOptions *self);
double           sw_export_options_get_dpi    (SwExportOptions *self);
/* SW_EXPORT_NO_IDS when the board is to carry no ids of unnamed regions. */
SwExportFlags    sw_export_options_get_flags  (SwExportOptions *self);

G_END_DECLS
