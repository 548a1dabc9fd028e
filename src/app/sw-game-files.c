/* sw-game-files.c: the games folder: where games are kept, their autosave copies, the list of saved games, the one to resume. */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-window"

#include <string.h>
#include <glib/gstdio.h>

#include "sw-game-files.h"
#include "sw-game-xml.h"
#include "sw-save.h"

char *
sw_game_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "swcompanion", "games", NULL);
}

gboolean
sw_game_is_over (SwGame *game)
{
  return game->turns > 0 && game->round > game->turns;
}

static void
saved_game_clear (gpointer data)
{
  g_free (((SwSavedGame *) data)->path);
}

static gint
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  gint64 x = ((const SwSavedGame *) a)->mtime, y = ((const SwSavedGame *) b)->mtime;

  return x < y ? 1 : x > y ? -1 : 0;
}

GArray *
sw_game_list_saved (void)
{
  g_autofree char *dir_path = sw_game_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GArray *files = g_array_new (FALSE, FALSE, sizeof (SwSavedGame));
  const char *name;

  g_array_set_clear_func (files, saved_game_clear);
  /* what saves killed with the app left here */
  sw_save_clean_leftovers (dir_path);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      SwSavedGame file = { NULL, 0 };
      GStatBuf st;

      if (!g_str_has_suffix (name, ".swgame"))
        continue;
      file.path = g_build_filename (dir_path, name, NULL);
      if (g_stat (file.path, &st) != 0)
        {
          g_free (file.path);
          continue;
        }
      file.mtime = (gint64) st.st_mtime;
      g_array_append_val (files, file);
    }
  g_array_sort (files, compare_newest_first);
  return files;
}

/* The newest game in the games folder that is not over. Games are read
 * newest first, and only until one is found: a folder of many finished
 * games costs their dates, not their replay. */
char *
sw_game_find_unfinished (void)
{
  g_autoptr(GArray) files = sw_game_list_saved ();

  for (guint i = 0; i < files->len; i++)
    {
      SwSavedGame *file = &g_array_index (files, SwSavedGame, i);
      /* a game that only names its map is not followed at start */
      g_autoptr(SwGame) game = sw_game_load_file_full (file->path, SW_GAME_LOAD_NO_MAP_REFERENCE, NULL);

      if (game != NULL && !sw_game_is_over (game))
        return g_steal_pointer (&file->path);
    }
  return NULL;
}

/* A game opened from elsewhere is copied into the games folder after every
 * action, so that a crash can be offered for resuming. The copy's name holds
 * a hash of the original's absolute path: two "game.swgame" in different
 * folders never share a copy. Beside it, "<copy>.origin" records the
 * original's path, so that resuming from the copy saves to the original
 * again (sw_game_find_unfinished skips it: it does not end in .swgame). */
char *
sw_game_autosave_path (const char *path)
{
  g_autofree char *absolute = NULL;
  g_autofree char *base = NULL;
  g_autofree char *hash = NULL;
  g_autofree char *dir = sw_game_dir ();
  g_autofree char *name = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  absolute = g_canonicalize_filename (path, NULL);
  base = g_path_get_basename (absolute);
  if (g_str_has_suffix (base, ".swgame"))
    base[strlen (base) - strlen (".swgame")] = '\0';
  hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, absolute, -1);
  hash[12] = '\0';
  name = g_strdup_printf ("%s-%s.swgame", base, hash);
  return g_build_filename (dir, name, NULL);
}
