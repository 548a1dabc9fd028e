/* sw-drafts.c: autosaved copies of maps with unsaved changes, kept in the user's state folder until saved or discarded. */
#include "config.h"
#define G_LOG_DOMAIN "sw-drafts"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "sw-drafts.h"
#include "sw-map-xml.h"
#include "sw-save.h"

/* Draft paths owned by windows of this process, each with the descriptor
 * of its lock file (DRAFT.lock), on which the process holds flock()'s
 * lock: another running instance (a second login, the Flatpak beside the
 * package) sees it held and leaves the draft alone, and the kernel lets
 * go of it when the process ends, however it ends, so the draft of a
 * crash is free to restore. */
static GHashTable *claimed;

static void
close_lock (gpointer data)
{
  int fd = GPOINTER_TO_INT (data) - 1;

  if (fd >= 0)
    close (fd);
}

static GHashTable *
get_claimed (void)
{
  if (claimed == NULL)
    claimed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, close_lock);
  return claimed;
}

static char *
lock_path (const char *path)
{
  return g_strconcat (path, ".lock", NULL);
}

/* @path's lock, taken: its descriptor; -1 when another process holds it
 * (or the lock file cannot be made, where nothing is locked: taken). */
static int
take_lock (const char *path,
           gboolean   *held_elsewhere)
{
  g_autofree char *lock = lock_path (path);
  int fd = g_open (lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);

  *held_elsewhere = FALSE;
  if (fd < 0)
    return -1;
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      *held_elsewhere = errno == EWOULDBLOCK;
      close (fd);
      return -1;
    }
  return fd;
}

char *
sw_drafts_get_dir (void)
{
  char *dir = g_build_filename (g_get_user_state_dir (), "swcompanion", "drafts", NULL);

  g_mkdir_with_parents (dir, 0700);
  return dir;
}

char *
sw_drafts_new_path (void)
{
  g_autofree char *dir = sw_drafts_get_dir ();
  g_autofree char *uuid = g_uuid_string_random ();
  g_autofree char *name = g_strconcat (uuid, ".swmap", NULL);
  char *path = g_build_filename (dir, name, NULL);

  sw_drafts_claim (path);
  return path;
}

static char *
note_path (const char *path)
{
  return g_strconcat (path, ".origin", NULL);
}

gboolean
sw_drafts_write (const char  *path,
                 SwMap       *map,
                 GFile       *original,
                 GError     **error)
{
  g_autofree char *temporary = NULL;
  g_autofree char *note = NULL;
  g_autofree char *uri = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (map != NULL, FALSE);

  temporary = g_strconcat (path, ".part", NULL);
  if (!sw_map_save_file (map, temporary, error))
    return FALSE;
  if (g_rename (temporary, path) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", path, g_strerror (saved_errno));
      g_unlink (temporary);
      return FALSE;
    }
  note = note_path (path);
  uri = original ? g_file_get_uri (original) : g_strdup ("");
  return g_file_set_contents (note, uri, -1, error);
}

GFile *
sw_drafts_get_original (const char *path)
{
  g_autofree char *note = note_path (path);
  g_autofree char *uri = NULL;

  if (!g_file_get_contents (note, &uri, NULL, NULL) || uri[0] == '\0')
    return NULL;
  g_strstrip (uri);
  return g_file_new_for_uri (uri);
}

void
sw_drafts_remove (const char *path)
{
  g_autofree char *note = NULL;
  g_autofree char *lock = NULL;

  g_return_if_fail (path != NULL);

  /* another running process's draft is its own to remove */
  if (sw_drafts_held_elsewhere (path))
    {
      g_message ("The draft %s is another running instance's: left as it is", path);
      return;
    }
  note = note_path (path);
  lock = lock_path (path);
  g_unlink (path);
  g_unlink (note);
  /* the lock file goes while this process still holds it (or no one
   * does): no other process takes a lock on a file about to go */
  g_unlink (lock);
  sw_drafts_release (path);
}

gboolean
sw_drafts_claim (const char *path)
{
  gboolean elsewhere;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  if (g_hash_table_contains (get_claimed (), path))
    return TRUE;
  fd = take_lock (path, &elsewhere);
  if (elsewhere)
    return FALSE;
  /* a folder where no lock file can be made still keeps this process's claim */
  g_hash_table_insert (get_claimed (), g_strdup (path), GINT_TO_POINTER (fd + 1));
  return TRUE;
}

void
sw_drafts_release (const char *path)
{
  g_return_if_fail (path != NULL);

  g_hash_table_remove (get_claimed (), path);
}

gboolean
sw_drafts_held_elsewhere (const char *path)
{
  gboolean elsewhere;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  if (g_hash_table_contains (get_claimed (), path))
    return FALSE;
  fd = take_lock (path, &elsewhere);
  if (fd >= 0)
    close (fd);
  return elsewhere;
}

static gint
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  GStatBuf sa = { 0 }, sb = { 0 };

  g_stat (*(const char **) a, &sa);
  g_stat (*(const char **) b, &sb);
  return (sb.st_mtime > sa.st_mtime) - (sb.st_mtime < sa.st_mtime);
}

GPtrArray *
sw_drafts_list_orphans (void)
{
  g_autofree char *dir_path = sw_drafts_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  /* what saves killed with the app left here */
  sw_save_clean_leftovers (dir_path);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      char *path;

      if (!g_str_has_suffix (name, ".swmap"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (g_hash_table_contains (get_claimed (), path) || sw_drafts_held_elsewhere (path))
        g_free (path);
      else
        g_ptr_array_add (paths, path);
    }
  g_ptr_array_sort (paths, compare_newest_first);
  return paths;
}
