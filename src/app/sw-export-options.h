/* sw-export-options.h: the Export dialog's choices: the file format and, for PNG, the resolution. */
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

G_END_DECLS
