/* swmap-game.h: `swmap score`, `swmap cost` and `swmap replay` over a .swgame file. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each runs its subcommand: argv[0] is the command's name, then its options
 * and arguments. They return swmap's exit status: 0 done, 1 the game
 * cannot be loaded (refused with a line), 2 a file cannot be read or the
 * usage is wrong. */
int swmap_score  (int argc, char **argv);
int swmap_cost   (int argc, char **argv);
int swmap_replay (int argc, char **argv);

G_END_DECLS
