/* swmap-render.h: `swmap render`, a map to PDF, SVG or PNG at print size, and `swmap thumbnail`, a small PNG for file managers. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the subcommand: argv[0] is "render". Returns swmap's exit status:
 * 0 written (warnings printed), 1 the map has errors (listed, nothing
 * written), 2 a file cannot be read or written, or the usage is wrong. */
int swmap_render (int    argc,
                  char **argv);

/* `swmap thumbnail [-s SIZE] FILE OUT.png`, the thumbnailer of .swmap
 * files: argv[0] is "thumbnail". Not validated: a map that loads is
 * drawn. 0 written, 1 the map does not load, 2 bad usage or not written. */
int swmap_thumbnail (int    argc,
                     char **argv);

G_END_DECLS
