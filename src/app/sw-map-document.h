/* sw-map-document.h: one map being edited, apart from any window: the map, its file, the undo history, the draft, the problems found. */
#pragma once

#include <gio/gio.h>
#include "sw-history.h"
#include "sw-issue.h"
#include "sw-map.h"

G_BEGIN_DECLS

/* One validator issue as a list item. */
#define SW_TYPE_ISSUE_ITEM (sw_issue_item_get_type ())
G_DECLARE_FINAL_TYPE (SwIssueItem, sw_issue_item, SW, ISSUE_ITEM, GObject)

const SwIssue *sw_issue_item_get_issue (SwIssueItem *self);
/* Its position in the document's list (a fix button names it so). */
guint          sw_issue_item_get_index (SwIssueItem *self);

#define SW_TYPE_MAP_DOCUMENT (sw_map_document_get_type ())
G_DECLARE_FINAL_TYPE (SwMapDocument, sw_map_document, SW, MAP_DOCUMENT, GObject)

/* Properties: "map" (NULL until one is taken), "file", "modified",
 * "title" (the map's title, else the file's name, else "Untitled Map"),
 * "changed-on-disk" (another program changed the file since it was read
 * or saved here), "validating" (a validation is due), "draft-error".
 *
 * Signals: "changed" after every edit, undo and redo of the map (and when
 * another map is taken); "validated" when the problems list is new. */
SwMapDocument *sw_map_document_new              (void);

SwMap         *sw_map_document_get_map          (SwMapDocument  *self);
GFile         *sw_map_document_get_file         (SwMapDocument  *self);
SwHistory     *sw_map_document_get_history      (SwMapDocument  *self);
/* The problems of the map: a list of SwIssueItem, the validator's order. */
GListModel    *sw_map_document_get_issues       (SwMapDocument  *self);
gboolean       sw_map_document_get_modified     (SwMapDocument  *self);
/* TRUE: the map differs from its file even without an edit (a restored
 * draft); FALSE: it is as saved (the history's present is the clean one). */
void           sw_map_document_set_modified     (SwMapDocument  *self,
                                                 gboolean        modified);
const char    *sw_map_document_get_title        (SwMapDocument  *self);
gboolean       sw_map_document_get_changed_on_disk (SwMapDocument *self);
gboolean       sw_map_document_get_validating   (SwMapDocument  *self);

/* Shows @map (taken) from @file (may be NULL) with a new history;
 * @unsaved: it is not what the file holds (a draft, an import). @issues
 * (may be NULL): what the loader noticed, kept in the list until the
 * first edit validates again. */
void           sw_map_document_take_map         (SwMapDocument  *self,
                                                 SwMap          *map,
                                                 GFile          *file,
                                                 gboolean        unsaved,
                                                 GPtrArray      *issues);
/* Reads @file. On failure the document is unchanged and @error says why
 * (with the file's line where the loader knows it). */
gboolean       sw_map_document_load             (SwMapDocument  *self,
                                                 GFile          *file,
                                                 GError        **error);

typedef enum {
  SW_MAP_DOCUMENT_SAVE_NONE = 0,
  /* save even when another program changed the file since it was read */
  SW_MAP_DOCUMENT_SAVE_REPLACE_CHANGED = 1 << 0,
} SwMapDocumentSaveFlags;

/* Writes the map to @file (atomically) and makes it the document's file.
 * Saving over the document's own file after another program changed it
 * fails with G_IO_ERROR_WRONG_ETAG unless @flags say to replace it. */
gboolean       sw_map_document_save             (SwMapDocument  *self,
                                                 GFile          *file,
                                                 SwMapDocumentSaveFlags flags,
                                                 GError        **error);

/* Validates the map now (edits do it after a short pause). */
void           sw_map_document_revalidate       (SwMapDocument  *self);

/* How the user knows a region of the map: its name in their language,
 * else its terrain and id ("Forest r4"). */
char          *sw_map_document_region_label     (SwMapDocument  *self,
                                                 const SwRegion *region);

/* TRUE when the problem has one sure fix (an extra link or barrier). */
gboolean       sw_map_document_can_fix_issue    (const SwIssue  *issue);
/* Fixes problem @index of the list, one undo step, and validates again. */
gboolean       sw_map_document_fix_issue        (SwMapDocument  *self,
                                                 guint           index,
                                                 GError        **error);

/* Drafts: a copy of the map with unsaved changes, written a few seconds
 * after an edit to $XDG_STATE_HOME/swcompanion/drafts. */
gboolean       sw_map_document_write_draft      (SwMapDocument  *self,
                                                 GError        **error);
const char    *sw_map_document_get_draft_path   (SwMapDocument  *self);
/* Why the last draft could not be written, or NULL once one is. */
const char    *sw_map_document_get_draft_error  (SwMapDocument  *self);
/* The document carries on with the draft at @path (restored from it). */
void           sw_map_document_adopt_draft      (SwMapDocument  *self,
                                                 const char     *path);
/* The draft is no longer needed (saved, or discarded): deleted. */
void           sw_map_document_drop_draft       (SwMapDocument  *self);

G_END_DECLS
