/* sw-map-xml.h: reading and writing map format 1, safely and canonically. */
#pragma once

#include <gio/gio.h>
#include <math.h>
#include "sw-map.h"

G_BEGIN_DECLS

#define SW_MAP_ERROR (sw_map_error_quark ())
GQuark sw_map_error_quark (void);

typedef enum {
  SW_MAP_ERROR_INVALID,     /* not loadable: malformed, hostile, schema, version */
  SW_MAP_ERROR_TOO_LARGE,
  SW_MAP_ERROR_UNSAVABLE,   /* a number that a file cannot hold: nothing written */
} SwMapError;

/* Coordinates and sizes are millimetres at print size: a kilometre is far
 * beyond any table, and keeping numbers this small keeps every later
 * computation (areas, squared distances) exact enough and finite. The
 * loader refuses a number beyond it, and the saver too. */
#define SW_MAP_MAX_MILLIMETRES 1e6

/* TRUE for a coordinate or size that a map file may hold. */
static inline gboolean
sw_map_number_fits (double value)
{
  return isfinite (value) && fabs (value) <= SW_MAP_MAX_MILLIMETRES;
}

/* The largest map file the loader accepts. */
#define SW_MAP_MAX_FILE_SIZE (64 * 1024 * 1024)
#define SW_MAP_FORMAT_VERSION 1

/* Loads a map. Never touches the network or another file.
 *
 * Returns NULL and sets @error when the file cannot be read (a GIO error,
 * exit status 2 in swmap) or cannot be loaded safely (SW_MAP_ERROR: the
 * problems are also appended to @issues with codes xml-malformed, schema or
 * version-unsupported). On success, @issues receives the loader's warnings
 * (unknown-element). @issues may be NULL. */
SwMap    *sw_map_load_file      (const char   *path,
                                 GPtrArray    *issues,
                                 GError      **error);
SwMap    *sw_map_load_data      (const char   *data,
                                 gsize         length,
                                 GPtrArray    *issues,
                                 GError      **error);

/* The canonical form: stable element order and number formatting, so that
 * load -> save -> load -> save gives identical bytes. */
GBytes   *sw_map_to_bytes       (SwMap        *map);
/* Atomic, keeping PATH~ as a backup; a failed save leaves both as they
 * were (sw-save.h). A
 * coordinate or size that is not finite or is beyond
 * SW_MAP_MAX_MILLIMETRES (which the loader would refuse) fails with
 * SW_MAP_ERROR_UNSAVABLE, leaving the file as it was. */
gboolean  sw_map_save_file      (SwMap        *map,
                                 const char   *path,
                                 GError      **error);

/* Number formatting shared by every writer: at most 3 decimals, no
 * trailing zeros, "-0" never written. BUF holds at least 32 bytes. */
const char *sw_format_number    (double        value,
                                 char         *buf);
/* A length or coordinate in a message, into @buf (32 bytes): to the tenth
 * of a millimetre, enough to find the place. */
const char *sw_format_mm        (double        value,
                                 char         *buf);

G_END_DECLS
