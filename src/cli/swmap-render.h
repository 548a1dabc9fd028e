/* swmap-render.h: `swmap render`, a map to PDF, SVG or PNG at print size. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the subcommand: argv[0] is "render". Returns swmap's exit status:
 * 0 written (warnings printed), 1 the map has errors (listed, nothing
 * written), 2 a file cannot be read or written, or the usage is wrong. */
int swmap_render (int    argc,
                  char **argv);

G_END_DECLS
