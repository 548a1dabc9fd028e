/* swmap-balance.h: `swmap balance`: bot games on a map, and what they say about its balance (docs/balance.md). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the subcommand: argv[0] is its name, then its options and the map.
 * Returns swmap's exit status: 0 done, 1 the map cannot be loaded or the
 * engine refused a bot's action, 2 a file cannot be read or the usage is
 * wrong. */
int swmap_balance (int argc, char **argv);

G_END_DECLS
