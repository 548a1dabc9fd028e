/* swmap-layout.h: `swmap layout`, outlines for a graph-only map. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the subcommand: argv[0] is "layout", then its options and
 * arguments. Returns swmap's exit status: 0 done, 1 the map cannot be
 * loaded safely or laid out, 2 a file cannot be read or written, or the
 * usage is wrong. */
int swmap_layout (int    argc,
                  char **argv);

G_END_DECLS
