/* sw-game-xml.h: the .swgame file: map reference, embedded map, players and the action log. */
#pragma once

#include <gio/gio.h>
#include "sw-game.h"

G_BEGIN_DECLS

#define SW_GAME_FORMAT_VERSION 1
#define SW_GAME_MAX_FILE_SIZE (64 * 1024 * 1024)
/* The bounds of every number of a game file (swgame-1.rng): tokens,
 * markers and the coins on a combo; one adjustment's coins, either way;
 * players (seats are numbered from 0). */
#define SW_GAME_MAX_COUNT 9999
#define SW_GAME_MAX_ADJUST 99999
#define SW_GAME_MIN_PLAYERS 2
#define SW_GAME_MAX_PLAYERS 6

typedef enum {
  SW_GAME_LOAD_DEFAULT = 0,
  /* a game without an embedded map fails with SW_GAME_ERROR_MAP_REFERENCE
   * (sw_game_dup_map_reference() says which file it names) instead of
   * reading that file: for callers that show the path first */
  SW_GAME_LOAD_NO_MAP_REFERENCE = 1 << 0,
} SwGameLoadFlags;

/* Loads a game and replays its log. A file that is not well-formed, not
 * valid against swgame-1.rng, names an unknown race or a region not on
 * the map, or holds an action out of order is refused with the line of
 * the problem in @error ("line 12: ..."). @base_dir resolves a relative
 * map reference when the file embeds no map (may be NULL); the reference
 * is followed only then, and only to a regular file named *.swmap. */
SwGame   *sw_game_load_data     (const char   *data,
                                 gsize         length,
                                 const char   *base_dir,
                                 GError      **error);
/* Refuses what is not a regular file (a pipe, a device) and a file over
 * SW_GAME_MAX_FILE_SIZE before reading it: it never blocks. */
SwGame   *sw_game_load_file     (const char   *path,
                                 GError      **error);
SwGame   *sw_game_load_file_full (const char     *path,
                                  SwGameLoadFlags flags,
                                  GError        **error);
/* The absolute path of the map file a game at @path names without
 * embedding its map, or NULL. */
char     *sw_game_dup_map_reference (const char *path);
GBytes   *sw_game_to_bytes      (SwGame       *game);
/* Atomic, keeping PATH~ as a backup; a failed save leaves both as they
 * were (sw-save.h). */
gboolean  sw_game_save_file     (SwGame       *game,
                                 const char   *path,
                                 GError      **error);

G_END_DECLS
