/* sw-save.h: writing a file atomically beside its backup: a save that fails or is killed leaves both as they were. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _SwSave SwSave;

/* Starts replacing @path (through a symbolic link, its target): what is
 * written goes to a temporary file in the same folder, which
 * sw_save_finish() renames over @path, keeping the old file as PATH~.
 * Leftover temporary files of earlier, killed saves in that folder are
 * removed first (sw_save_clean_leftovers()). */
SwSave        *sw_save_begin            (const char     *path,
                                         GError        **error);
/* Where to write. */
GOutputStream *sw_save_get_stream       (SwSave         *save);
/* Ends the save and frees @save. With @write_error (taken), or when the
 * data cannot be flushed or renamed, the temporary file is removed and
 * @path and PATH~ are left untouched; the error is returned in @error. */
gboolean       sw_save_finish           (SwSave         *save,
                                         GError         *write_error,
                                         GError        **error);
/* All of @bytes into @path, atomically. */
gboolean       sw_save_bytes            (const char     *path,
                                         GBytes         *bytes,
                                         GError        **error);

/* Removes the temporary files that killed saves of maps and games left in
 * @dir (GLib's ".goutputstream-XXXXXX" holding nothing or the start of a
 * map or game, untouched for a minute); returns how many. */
guint          sw_save_clean_leftovers  (const char     *dir);

/* For tests: every save writes through @func (@stream) instead, which
 * returns a new stream writing into @stream that must not close it.
 * NULL restores plain writes. */
typedef GOutputStream *(*SwSaveWrapFunc) (GOutputStream *stream,
                                          gpointer       user_data);
void           sw_save_set_wrap_func    (SwSaveWrapFunc  func,
                                         gpointer        user_data);

G_END_DECLS
