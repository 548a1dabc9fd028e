/* sw-validate.h: every check of docs/map-format.md, all problems at once. */
#pragma once

#include <glib.h>
#include "sw-map.h"
#include "sw-issue.h"
#include "sw-topology.h"

G_BEGIN_DECLS

/* At most this many problems of one code are listed; one more issue of
 * that code says how many more there are. */
#define SW_VALIDATE_MAX_REPORTS_PER_CODE 100

/* Runs every check on a loaded map and appends SwIssues (errors and
 * warnings, each with code, message, region ids and line) to @issues.
 * Vocabularies come from the edition's catalog. Never quadratic in the
 * number of regions, and at most SW_VALIDATE_MAX_REPORTS_PER_CODE (and
 * a count of the rest) per code. */
void      sw_validate_map        (SwMap      *map,
                                  GPtrArray  *issues);

/* Loads and validates: load problems (xml-malformed, schema,
 * version-unsupported, unknown-element) and every check. Returns FALSE
 * with @error only when the file cannot be read at all (swmap's exit 2). */
gboolean  sw_validate_file       (const char *path,
                                  GPtrArray  *issues,
                                  GError    **error);

/* The geometric checks (outline-degenerate, outline-self-intersecting,
 * regions-overlap, board-gap, outside-board, corner-touch, short-border,
 * region-too-small), in sw-geometry-check.c. */
void      sw_validate_geometry   (SwMap            *map,
                                  const SwTopology *topology,
                                  const SwCatalog  *catalog,
                                  GPtrArray        *issues);

G_END_DECLS
