/* sw-drafts.h: autosaved copies of maps with unsaved changes, kept in the user's state folder until saved or discarded. */
#pragma once

#include <gio/gio.h>
#include "sw-map.h"

G_BEGIN_DECLS

/* $XDG_STATE_HOME/swcompanion/drafts (created). */
char      *sw_drafts_get_dir        (void);
/* A fresh draft path in that folder, claimed by this process. */
char      *sw_drafts_new_path       (void);
/* Writes @map to @path (through a temporary file, so that a crash while
 * writing keeps the previous draft) and remembers @original (may be NULL),
 * the file the map came from. */
gboolean   sw_drafts_write          (const char  *path,
                                     SwMap       *map,
                                     GFile       *original,
                                     GError     **error);
/* The file a draft was made from, or NULL for a map never saved. */
GFile     *sw_drafts_get_original   (const char  *path);
/* Deletes a draft and its note, and releases it; a draft another running
 * process holds is left to it. */
void       sw_drafts_remove         (const char  *path);
/* Marks a draft as this process's (restored drafts are taken over):
 * FALSE when another running process holds it. The claim is a lock the
 * system drops when the process ends, however it ends. */
gboolean   sw_drafts_claim          (const char  *path);
void       sw_drafts_release        (const char  *path);
/* TRUE when another running process has claimed @path. */
gboolean   sw_drafts_held_elsewhere (const char  *path);
/* Drafts left by a run that ended without saving them (claimed by no
 * running process), newest first: paths. */
GPtrArray *sw_drafts_list_orphans   (void);

G_END_DECLS
