/* sw-unfinished-games.h: the games left in the middle, on the welcome page: Continue or Discard each. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_UNFINISHED_GAMES (sw_unfinished_games_get_type ())
G_DECLARE_FINAL_TYPE (SwUnfinishedGames, sw_unfinished_games, SW, UNFINISHED_GAMES, AdwBin)

/* At most this many games are listed, newest first. */
#define SW_UNFINISHED_GAMES_MAX 8

GtkWidget *sw_unfinished_games_new          (void);
/* Reads the games folder again, in a thread; the list shows when it is
 * read. The window does it each time its welcome page shows. */
void       sw_unfinished_games_reload       (SwUnfinishedGames *self);
gboolean   sw_unfinished_games_is_loading   (SwUnfinishedGames *self);
/* The rows' titles, "Continue: Alice, Bruno, Chen — round 3 of 10". */
GStrv      sw_unfinished_games_dup_titles   (SwUnfinishedGames *self);
/* The games folder path of row @index, for Continue; NULL past the end. */
const char *sw_unfinished_games_get_path    (SwUnfinishedGames *self,
                                             guint              index);
/* The Discard button of row @index. */
GtkWidget *sw_unfinished_games_get_discard  (SwUnfinishedGames *self,
                                             guint              index);

G_END_DECLS
