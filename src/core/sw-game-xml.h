/* sw-game-xml.h: the .swgame file: map reference, embedded map, players and the action log. */
#pragma once

#include <gio/gio.h>
#include "sw-game.h"

G_BEGIN_DECLS

#define SW_GAME_FORMAT_VERSION 1
#define SW_GAME_MAX_FILE_SIZE (64 * 1024 * 1024)

/* Loads a game and replays its log. A file that is not well-formed, not
 * valid against swgame-1.rng, names an unknown race or a region not on
 * the map, or holds an action out of order is refused with the line of
 * the problem in @error ("line 12: ..."). @base_dir resolves a relative
 * map reference when the file embeds no map (may be NULL). */
SwGame   *sw_game_load_data     (const char   *data,
                                 gsize         length,
                                 const char   *base_dir,
                                 GError      **error);
SwGame   *sw_game_load_file     (const char   *path,
                                 GError      **error);
GBytes   *sw_game_to_bytes      (SwGame       *game);
/* Atomic, keeping PATH~ as a backup; a failed save leaves both as they
 * were (sw-save.h). */
gboolean  sw_game_save_file     (SwGame       *game,
                                 const char   *path,
                                 GError      **error);

G_END_DECLS
