/* sw-game-files.h: the games folder: where games are kept, their autosave copies, the list of saved games, the one to resume. */
#pragma once

#include <glib.h>
#include "sw-game.h"

G_BEGIN_DECLS

/* Where games are kept: $XDG_STATE_HOME/swcompanion/games. */
char         *sw_game_dir                   (void);
/* The autosave copy in the games folder of the game file @path, named after
 * a hash of its absolute path; "<copy>.origin" records that path. */
char         *sw_game_autosave_path         (const char     *path);
/* The most recently saved game that is not over, or NULL. */
char         *sw_game_find_unfinished       (void);
/* A game file of the games folder and when it was last saved. */
typedef struct {
  char   *path;
  gint64  mtime;
} SwSavedGame;
/* The games folder's game files, newest first (an array of SwSavedGame
 * that frees them); what killed saves left there is removed first. Reads
 * the folder, not the games: for a thread at start. */
GArray       *sw_game_list_saved            (void);
/* Whether @game is over: its last round is played. */
gboolean      sw_game_is_over               (SwGame         *game);

G_END_DECLS
