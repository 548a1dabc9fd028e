/* sw-export.h: a map written to PDF, SVG or PNG at print size, through the shared renderer. */
#pragma once

#include <glib.h>
#include "sw-map.h"

G_BEGIN_DECLS

typedef enum {
  SW_EXPORT_PDF,
  SW_EXPORT_SVG,
  SW_EXPORT_PNG,
} SwExportFormat;

/* How the board is drawn. */
typedef enum {
  SW_EXPORT_DEFAULT = 0,
  SW_EXPORT_NO_IDS  = 1 << 0,  /* regions without a name get no label: a board to play
                                * on, not a proof (every region is labelled by default) */
} SwExportFlags;

/* Points per millimetre: PDF and SVG pages are sized in points. */
#define SW_EXPORT_PT_PER_MM (72.0 / 25.4)
#define SW_EXPORT_DEFAULT_DPI 150.0
#define SW_EXPORT_MIN_DPI 10.0
#define SW_EXPORT_MAX_DPI 1200.0

/* The format named by a file's extension (.pdf, .svg, .png, any case).
 * FALSE when the name has none of them. */
gboolean sw_export_format_from_path (const char     *path,
                                     SwExportFormat *format);

/* The page, in mm on the map: every board (at its x, y) and every vertex,
 * as the renderer lays them out. PDF and SVG pages are this size at 1:1. */
void     sw_export_page_rect        (SwMap          *map,
                                     double          rect[4]);

/* The PNG's size in pixels at @dpi: the page rounded up. */
void     sw_export_png_size         (SwMap          *map,
                                     double          dpi,
                                     int            *width,
                                     int            *height);

/* Writes @map to @path at 1:1 scale. @dpi is used for PNG only (between
 * SW_EXPORT_MIN_DPI and SW_EXPORT_MAX_DPI; 0 for the default). Fails with
 * a G_IO_ERROR naming the file when it cannot be written, or when the
 * PNG would be too large to hold in memory. Does not validate: callers
 * run the validator first and decide. */
gboolean sw_export_map              (SwMap          *map,
                                     const char     *path,
                                     SwExportFormat  format,
                                     double          dpi,
                                     SwExportFlags   flags,
                                     GError        **error);

/* The largest side of a thumbnail, in pixels. */
#define SW_EXPORT_MAX_THUMBNAIL 4096

/* Writes a PNG of @map whose longer side is @size pixels (1 to
 * SW_EXPORT_MAX_THUMBNAIL), for file managers' previews: the page as
 * export draws it, at any scale. Does not validate. */
gboolean sw_export_thumbnail        (SwMap          *map,
                                     const char     *path,
                                     int             size,
                                     GError        **error);

G_END_DECLS
