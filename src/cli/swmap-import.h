/* swmap-import.h: `swmap import-graph` (a graph-only map from an official board's JSON) and `swmap import` (a drawn board). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the subcommand: argv[0] is "import-graph", then its options and
 * arguments. Returns swmap's exit status: 0 done, 1 the input cannot be
 * used, 2 a file cannot be read or written, or the usage is wrong. */
int swmap_import_graph (int    argc,
                        char **argv);

/* `swmap import`: a map from an SVG drawing or a Tiled map
 * (swmap-import-drawing.c), with the same exit statuses. */
int swmap_import       (int    argc,
                        char **argv);

G_END_DECLS
