/* sw-drafts.c: autosaved copies of maps with unsaved changes, kept in the user's state folder until saved or discarded. */
#include "config.h"
#define G_LOG_DOMAIN "sw-drafts"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "sw-drafts.h"
#include "sw-map-xml.h"
#include "sw-save.h"

/* draft paths owned by windows of this process: not crash leftovers */
static GHashTable *claimed;

static GHashTable *
get_claimed (void)
{
  if (claimed == NULL)
    claimed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return claimed;
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

  g_return_if_fail (path != NULL);

  note = note_path (path);
  g_unlink (path);
  g_unlink (note);
  sw_drafts_release (path);
}

void
sw_drafts_claim (const char *path)
{
  g_hash_table_add (get_claimed (), g_strdup (path));
}

void
sw_drafts_release (const char *path)
{
  g_hash_table_remove (get_claimed (), path);
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
      if (g_hash_table_contains (get_claimed (), path))
        g_free (path);
      else
        g_ptr_array_add (paths, path);
    }
  g_ptr_array_sort (paths, compare_newest_first);
  return paths;
}
