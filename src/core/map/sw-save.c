/* sw-save.c: writing a file atomically beside its backup: a save that fails or is killed leaves both as they were. */
#define G_LOG_DOMAIN "sw-save"
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>
#include <glib/gstdio.h>

#include "sw-save.h"

struct _SwSave {
  char *path;                 /* the file replaced (a link's target) */
  char *fresh;                /* a new file: written under this name, then renamed to path */
  GFileOutputStream *file;    /* writes the temporary file */
  GOutputStream *stream;      /* what the caller writes to: file, or a test's wrapper of it */
};

static SwSaveWrapFunc wrap_func;
static gpointer wrap_data;

void
sw_save_set_wrap_func (SwSaveWrapFunc func,
                       gpointer       user_data)
{
  wrap_func = func;
  wrap_data = user_data;
}

/* What a save of ours writes first: a leftover that begins with it (or is
 * empty, killed before its first write) is ours. */
static const char *const our_starts[] = {
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<swmap ",
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<swgame ",
};

#define LEFTOVER_PREFIX ".goutputstream-"
/* A save in progress (another process's) writes its temporary file at
 * least this often. */
#define LEFTOVER_AGE_SECONDS 60

static gboolean
is_our_leftover (const char *path)
{
  char head[64];
  GStatBuf st;
  FILE *f;
  gsize n;

  if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  if ((gint64) st.st_mtime > g_get_real_time () / G_USEC_PER_SEC - LEFTOVER_AGE_SECONDS)
    return FALSE;
  f = g_fopen (path, "rb");
  if (f == NULL)
    return FALSE;
  n = fread (head, 1, sizeof head, f);
  fclose (f);
  if (n == 0)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (our_starts); i++)
    if (memcmp (head, our_starts[i], MIN (n, strlen (our_starts[i]))) == 0)
      return TRUE;
  return FALSE;
}

guint
sw_save_clean_leftovers (const char *dir)
{
  g_autoptr(GDir) folder = NULL;
  const char *name;
  guint removed = 0;

  g_return_val_if_fail (dir != NULL, 0);
  folder = g_dir_open (dir, 0, NULL);
  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = NULL;

      if (!g_str_has_prefix (name, LEFTOVER_PREFIX) || strlen (name) != strlen (LEFTOVER_PREFIX) + 6)
        continue;
      path = g_build_filename (dir, name, NULL);
      if (is_our_leftover (path) && g_unlink (path) == 0)
        removed++;
    }
  return removed;
}

/* A name in @dir that nothing has: one sw_save_clean_leftovers() knows. */
static char *
leftover_name (const char *dir)
{
  static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  char name[] = LEFTOVER_PREFIX "XXXXXX";

  for (char *x = name + strlen (LEFTOVER_PREFIX); *x != '\0'; x++)
    *x = letters[g_random_int_range (0, sizeof letters - 1)];
  return g_build_filename (dir, name, NULL);
}

SwSave *
sw_save_begin (const char  *path,
               GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *fresh = NULL;
  g_autoptr(GFile) file = NULL;
  GFileOutputStream *stream;
  SwSave *save;

  g_return_val_if_fail (path != NULL, NULL);

  /* Through a symbolic link GLib writes the target in place, to keep the
   * link, and a failed save would leave it half written: the target is
   * saved itself, atomically, with its backup beside it. */
  if (g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    target = realpath (path, NULL);
  if (target == NULL)
    target = g_strdup (path);
  dir = g_path_get_dirname (target);
  sw_save_clean_leftovers (dir);
  /* A new file is written under a temporary name too (GLib writes it in
   * place): killed or failed, it is not left half written under its name. */
  fresh = g_file_test (target, G_FILE_TEST_EXISTS) ? NULL : leftover_name (dir);
  file = g_file_new_for_path (fresh != NULL ? fresh : target);
  /* Always through a temporary file: by default GLib writes a file that
   * has a second hard link in place, where a failed write truncates it.
   * The backup is made by make_backup(), not by GLib, which unlinks the
   * old backup before it makes the new one. */
  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL, error);
  if (stream == NULL)
    return NULL;
  save = g_new0 (SwSave, 1);
  save->path = g_steal_pointer (&target);
  save->fresh = g_steal_pointer (&fresh);
  save->file = stream;
  save->stream = wrap_func != NULL ? wrap_func (G_OUTPUT_STREAM (stream), wrap_data)
                                   : g_object_ref (G_OUTPUT_STREAM (stream));
  return save;
}

GOutputStream *
sw_save_get_stream (SwSave *save)
{
  g_return_val_if_fail (save != NULL, NULL);
  return save->stream;
}

/* The file as it is becomes PATH~ in one rename: killed at any moment,
 * PATH~ is the old backup or the new one, never missing. The new name
 * is a second hard link (a copy where there are none) under a temporary
 * name that sw_save_clean_leftovers() knows. */
static gboolean
make_backup (const char *path, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *temporary = NULL;
  int saved_errno;

  for (guint attempt = 0; attempt < 100; attempt++)
    {
      g_free (temporary);
      temporary = leftover_name (dir);
      if (link (path, temporary) == 0)
        break;
      if (errno == EEXIST)
        continue;
      /* no hard links here: a copy */
      {
        g_autoptr(GFile) from = g_file_new_for_path (path);
        g_autoptr(GFile) to = g_file_new_for_path (temporary);
        if (!g_file_copy (from, to, G_FILE_COPY_ALL_METADATA, NULL, NULL, NULL, error))
          {
            g_unlink (temporary);
            return FALSE;
          }
        break;
      }
    }
  if (g_rename (temporary, backup) == 0)
    {
      /* a rename between two links of one file does nothing (after a
       * save killed just before its last rename) */
      g_unlink (temporary);
      return TRUE;
    }
  saved_errno = errno;
  g_unlink (temporary);
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               "%s: %s", backup, g_strerror (saved_errno));
  return FALSE;
}

gboolean
sw_save_finish (SwSave  *save,
                GError  *write_error,
                GError **error)
{
  GError *local = write_error;
  gboolean done;

  g_return_val_if_fail (save != NULL, FALSE);

  if (local == NULL && save->stream != G_OUTPUT_STREAM (save->file))
    g_output_stream_flush (save->stream, NULL, &local);
  if (local == NULL && save->fresh == NULL)
    make_backup (save->path, &local);
  if (local != NULL)
    {
      /* GLib's own g_file_replace_contents() closes the stream normally
       * after a failed write, which renames the partial file over the old
       * one and the old one over the backup. Closing through a cancelled
       * cancellable removes the temporary file instead and renames
       * nothing. */
      g_autoptr(GCancellable) abandon = g_cancellable_new ();

      g_cancellable_cancel (abandon);
      g_output_stream_close (G_OUTPUT_STREAM (save->file), abandon, NULL);
      if (save->fresh != NULL)
        g_unlink (save->fresh);
      g_propagate_error (error, local);
      done = FALSE;
    }
  else
    {
      /* a failed close (fsync, rename) removes the temporary file too */
      done = g_output_stream_close (G_OUTPUT_STREAM (save->file), NULL, error);
      if (save->fresh != NULL && done && g_rename (save->fresh, save->path) != 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       "%s: %s", save->path, g_strerror (saved_errno));
          done = FALSE;
        }
      if (save->fresh != NULL && !done)
        g_unlink (save->fresh);
    }
  g_object_unref (save->stream);
  g_object_unref (save->file);
  g_free (save->path);
  g_free (save->fresh);
  g_free (save);
  return done;
}

gboolean
sw_save_bytes (const char  *path,
               GBytes      *bytes,
               GError     **error)
{
  GError *write_error = NULL;
  SwSave *save;
  gsize size = 0;
  const char *data;

  g_return_val_if_fail (bytes != NULL, FALSE);
  save = sw_save_begin (path, error);
  if (save == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &size);
  g_output_stream_write_all (save->stream, data, size, NULL, NULL, &write_error);
  return sw_save_finish (save, write_error, error);
}
