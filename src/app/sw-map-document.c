/* sw-map-document.c: one map being edited, apart from any window: the map, its file (entity tag, changes on disk), the undo history, the draft, the problems found. */
#include "config.h"
#define G_LOG_DOMAIN "sw-map-document"

#include <glib/gi18n.h>

#include "sw-catalog.h"
#include "sw-drafts.h"
#include "sw-edit.h"
#include "sw-map-document.h"
#include "sw-map-xml.h"
#include "sw-validate.h"

/* how long editing pauses before the problems are checked again */
#define VALIDATE_DELAY_MS 150
/* how long after a change the draft is written */
#define AUTOSAVE_DELAY_S 3

/* SwIssueItem: an issue in a GListModel */

struct _SwIssueItem
{
  GObject parent_instance;
  SwIssue *issue;
  guint index;
};

G_DEFINE_FINAL_TYPE (SwIssueItem, sw_issue_item, G_TYPE_OBJECT)

static void
sw_issue_item_finalize (GObject *object)
{
  g_clear_pointer (&SW_ISSUE_ITEM (object)->issue, sw_issue_free);
  G_OBJECT_CLASS (sw_issue_item_parent_class)->finalize (object);
}

static void
sw_issue_item_class_init (SwIssueItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sw_issue_item_finalize;
}

static void
sw_issue_item_init (SwIssueItem *self)
{
}

static SwIssueItem *
sw_issue_item_new (const SwIssue *issue,
                   guint          index)
{
  SwIssueItem *self = g_object_new (SW_TYPE_ISSUE_ITEM, NULL);

  self->issue = sw_issue_copy (issue);
  self->index = index;
  return self;
}

const SwIssue *
sw_issue_item_get_issue (SwIssueItem *self)
{
  g_return_val_if_fail (SW_IS_ISSUE_ITEM (self), NULL);

  return self->issue;
}

guint
sw_issue_item_get_index (SwIssueItem *self)
{
  g_return_val_if_fail (SW_IS_ISSUE_ITEM (self), 0);

  return self->index;
}

/* SwMapDocument */

struct _SwMapDocument
{
  GObject parent_instance;

  SwMap *map;
  SwHistory *history;
  GFile *file;
  char *etag;                 /* the file as it was read or last saved here */
  GFileMonitor *monitor;
  gboolean changed_on_disk;
  gboolean modified;
  /* the map as taken is not saved anywhere (a restored draft, an import):
   * modified even when the history is back at its start */
  gboolean unsaved_base;
  char *title;

  GListStore *issues;         /* SwIssueItem */
  guint validate_id;

  guint autosave_id;
  char *draft_path;
  char *draft_error;
};

G_DEFINE_FINAL_TYPE (SwMapDocument, sw_map_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MAP,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_TITLE,
  PROP_CHANGED_ON_DISK,
  PROP_VALIDATING,
  PROP_DRAFT_ERROR,
  N_PROPS
};

enum {
  CHANGED,
  VALIDATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The file's entity tag as it is on disk now (its modification time),
 * or NULL when it cannot be read. */
static char *
file_etag (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_ETAG_VALUE, G_FILE_QUERY_INFO_NONE,
                                                 NULL, NULL);

  return info != NULL ? g_strdup (g_file_info_get_etag (info)) : NULL;
}

/* TRUE when the file on disk is no longer the one read or saved here (a
 * file gone is no change: saving writes it anew). */
static gboolean
file_changed_on_disk (SwMapDocument *self)
{
  g_autofree char *now = NULL;

  if (self->file == NULL || self->etag == NULL)
    return FALSE;
  now = file_etag (self->file);
  return now != NULL && !g_str_equal (now, self->etag);
}

static void
set_changed_on_disk (SwMapDocument *self,
                     gboolean       changed)
{
  if (self->changed_on_disk == changed)
    return;
  self->changed_on_disk = changed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHANGED_ON_DISK]);
}

static void
update_title (SwMapDocument *self)
{
  const char *title = self->map ? sw_map_get_title (self->map) : NULL;
  g_autofree char *basename = NULL;

  if (title == NULL && self->file != NULL)
    title = basename = g_file_get_basename (self->file);
  if (title == NULL)
    title = _("Untitled Map");
  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_strdup (title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/* The file and its monitor */

static void
monitor_changed_cb (GFileMonitor      *monitor,
                    GFile             *file,
                    GFile             *other,
                    GFileMonitorEvent  event,
                    SwMapDocument     *self)
{
  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED || event == G_FILE_MONITOR_EVENT_PRE_UNMOUNT)
    return;
  set_changed_on_disk (self, file_changed_on_disk (self));
}

static void
set_file (SwMapDocument *self,
          GFile         *file)
{
  gboolean new_file = file != self->file;

  if (self->monitor != NULL && new_file)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  g_set_object (&self->file, file);
  g_free (self->etag);
  self->etag = file != NULL ? file_etag (file) : NULL;
  if (file != NULL && self->monitor == NULL)
    {
      /* a file that cannot be watched is still saved with the etag check */
      self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_NONE, NULL, NULL);
      if (self->monitor != NULL)
        g_signal_connect (self->monitor, "changed", G_CALLBACK (monitor_changed_cb), self);
    }
  set_changed_on_disk (self, FALSE);
  if (new_file)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

/* Validation, debounced */

static void
set_issues (SwMapDocument *self,
            GPtrArray     *issues)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; issues != NULL && i < issues->len; i++)
    g_ptr_array_add (items, sw_issue_item_new (g_ptr_array_index (issues, i), i));
  g_list_store_splice (self->issues, 0, g_list_model_get_n_items (G_LIST_MODEL (self->issues)),
                       items->pdata, items->len);
  g_signal_emit (self, signals[VALIDATED], 0);
}

static void
cancel_validation (SwMapDocument *self)
{
  if (self->validate_id == 0)
    return;
  g_clear_handle_id (&self->validate_id, g_source_remove);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALIDATING]);
}

void
sw_map_document_revalidate (SwMapDocument *self)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();

  g_return_if_fail (SW_IS_MAP_DOCUMENT (self));

  cancel_validation (self);
  if (self->map == NULL)
    return;
  sw_validate_map (self->map, issues);
  sw_issue_list_sort (issues);
  set_issues (self, issues);
}

static gboolean
validate_timeout_cb (gpointer data)
{
  SwMapDocument *self = data;

  self->validate_id = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALIDATING]);
  sw_map_document_revalidate (self);
  return G_SOURCE_REMOVE;
}

static void
queue_validation (SwMapDocument *self)
{
  gboolean was = self->validate_id != 0;

  g_clear_handle_id (&self->validate_id, g_source_remove);
  self->validate_id = g_timeout_add (VALIDATE_DELAY_MS, validate_timeout_cb, self);
  if (!was)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALIDATING]);
}

/* Drafts */

static void
set_draft_error (SwMapDocument *self,
                 const char    *message)
{
  if (g_strcmp0 (self->draft_error, message) == 0)
    return;
  g_free (self->draft_error);
  self->draft_error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAFT_ERROR]);
}

gboolean
sw_map_document_write_draft (SwMapDocument  *self,
                             GError        **error)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), FALSE);

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->map == NULL || !self->modified)
    return TRUE;
  if (self->draft_path == NULL)
    self->draft_path = sw_drafts_new_path ();
  return sw_drafts_write (self->draft_path, self->map, self->file, error);
}

static gboolean
autosave_timeout_cb (gpointer data)
{
  SwMapDocument *self = data;
  g_autoptr(GError) error = NULL;

  self->autosave_id = 0;
  if (sw_map_document_write_draft (self, &error))
    {
      set_draft_error (self, NULL);
      return G_SOURCE_REMOVE;
    }
  if (self->draft_error == NULL)
    g_message ("The draft of the map cannot be written: %s", error->message);
  set_draft_error (self, error->message);
  return G_SOURCE_REMOVE;
}

const char *
sw_map_document_get_draft_path (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), NULL);

  return self->draft_path;
}

const char *
sw_map_document_get_draft_error (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), NULL);

  return self->draft_error;
}

void
sw_map_document_adopt_draft (SwMapDocument *self,
                             const char    *path)
{
  g_return_if_fail (SW_IS_MAP_DOCUMENT (self));
  g_return_if_fail (path != NULL);

  if (g_strcmp0 (self->draft_path, path) == 0)
    return;
  sw_map_document_drop_draft (self);
  self->draft_path = g_strdup (path);
  sw_drafts_claim (path);
}

void
sw_map_document_drop_draft (SwMapDocument *self)
{
  g_return_if_fail (SW_IS_MAP_DOCUMENT (self));

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->draft_path != NULL)
    sw_drafts_remove (self->draft_path);
  g_clear_pointer (&self->draft_path, g_free);
  set_draft_error (self, NULL);
}

/* The map and its history */

static void
set_modified (SwMapDocument *self,
              gboolean       modified)
{
  modified = !!modified;
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
history_changed_cb (SwMapDocument *self)
{
  gboolean modified = self->unsaved_base || !sw_history_is_clean (self->history);

  set_modified (self, modified);
  update_title (self);
  g_signal_emit (self, signals[CHANGED], 0);

  queue_validation (self);
  if (modified && self->autosave_id == 0)
    self->autosave_id = g_timeout_add_seconds (AUTOSAVE_DELAY_S, autosave_timeout_cb, self);
  else if (!modified)
    /* undone back to the saved state: the draft has nothing to keep */
    sw_map_document_drop_draft (self);
}

static void
clear_history (SwMapDocument *self)
{
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_clear_object (&self->history);
}

void
sw_map_document_take_map (SwMapDocument *self,
                          SwMap         *map,
                          GFile         *file,
                          gboolean       unsaved,
                          GPtrArray     *issues)
{
  g_return_if_fail (SW_IS_MAP_DOCUMENT (self));
  g_return_if_fail (map != NULL);

  sw_map_document_drop_draft (self);
  clear_history (self);
  g_clear_pointer (&self->map, sw_map_unref);
  self->map = map;
  self->history = sw_history_new (self->map);
  g_signal_connect_swapped (self->history, "changed", G_CALLBACK (history_changed_cb), self);
  set_file (self, file);
  self->unsaved_base = unsaved;
  set_modified (self, unsaved);
  update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAP]);
  g_signal_emit (self, signals[CHANGED], 0);

  /* what the loader noticed is shown until the first edit validates */
  if (issues != NULL && issues->len > 0)
    {
      g_autoptr(GPtrArray) all = sw_issue_list_new ();

      for (guint i = 0; i < issues->len; i++)
        g_ptr_array_add (all, sw_issue_copy (g_ptr_array_index (issues, i)));
      cancel_validation (self);
      sw_validate_map (self->map, all);
      sw_issue_list_sort (all);
      set_issues (self, all);
    }
  else
    sw_map_document_revalidate (self);
}

gboolean
sw_map_document_load (SwMapDocument  *self,
                      GFile          *file,
                      GError        **error)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autofree char *path = NULL;
  SwMap *map;

  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Only maps stored on this computer can be opened."));
      return FALSE;
    }
  map = sw_map_load_file (path, issues, error);
  if (map == NULL)
    return FALSE;
  sw_map_document_take_map (self, map, file, FALSE, issues);
  return TRUE;
}

gboolean
sw_map_document_save (SwMapDocument           *self,
                      GFile                   *file,
                      SwMapDocumentSaveFlags   flags,
                      GError                 **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->map != NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Maps can only be saved on this computer."));
      return FALSE;
    }
  /* GNOME Text Editor asks the same: another program's changes are not
   * replaced unless the user says so */
  if ((flags & SW_MAP_DOCUMENT_SAVE_REPLACE_CHANGED) == 0 &&
      self->file != NULL && g_file_equal (file, self->file) && file_changed_on_disk (self))
    {
      g_autofree char *name = g_file_get_basename (file);

      set_changed_on_disk (self, TRUE);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                   _("Another program changed “%s” after it was opened here."), name);
      return FALSE;
    }
  if (!sw_map_save_file (self->map, path, error))
    return FALSE;

  set_file (self, file);
  self->unsaved_base = FALSE;
  sw_history_mark_clean (self->history);
  /* saved: the draft has done its job */
  sw_map_document_drop_draft (self);
  set_modified (self, FALSE);
  update_title (self);
  return TRUE;
}

/* How the user knows a region */

char *
sw_map_document_region_label (SwMapDocument  *self,
                              const SwRegion *region)
{
  const char *name = region->names && region->names->len ? sw_text_pick (region->names) : NULL;
  const SwCatalog *catalog;
  const SwCatalogEntry *terrain;

  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), NULL);
  g_return_val_if_fail (region != NULL, NULL);

  if (name != NULL && name[0] != '\0')
    return g_strdup (name);
  catalog = self->map ? sw_catalog_get (self->map->edition) : NULL;
  terrain = catalog ? sw_catalog_find (catalog, "terrain", region->terrain) : NULL;
  if (terrain == NULL)
    return g_strdup (region->id);
  /* Translators: a region without a name: its terrain and id, "Forest r4" */
  return g_strdup_printf (C_("region", "%s %s"), sw_catalog_entry_name (terrain), region->id);
}

/* One-click fixes: only where the fix is certain. */

static gboolean
pair_at_line (GPtrArray  *pairs,
              guint       line,
              const char *a,
              const char *b)
{
  for (guint i = 0; line > 0 && i < pairs->len; i++)
    {
      const SwPair *pair = g_ptr_array_index (pairs, i);

      if (pair->line == line && sw_pair_joins (pair, a, b))
        return TRUE;
    }
  return FALSE;
}

static guint
count_pairs (GPtrArray  *pairs,
             const char *a,
             const char *b)
{
  guint n = 0;

  for (guint i = 0; i < pairs->len; i++)
    n += sw_pair_joins (g_ptr_array_index (pairs, i), a, b) ? 1 : 0;
  return n;
}

gboolean
sw_map_document_can_fix_issue (const SwIssue *issue)
{
  guint n;

  g_return_val_if_fail (issue != NULL, FALSE);

  n = issue->regions ? g_strv_length (issue->regions) : 0;
  if (g_str_equal (issue->code, "self-link"))
    return n >= 1;
  return (g_str_equal (issue->code, "duplicate-link") ||
          g_str_equal (issue->code, "barrier-without-border")) && n == 2;
}

gboolean
sw_map_document_fix_issue (SwMapDocument  *self,
                           guint           index,
                           GError        **error)
{
  g_autoptr(SwIssueItem) item = NULL;
  const SwIssue *issue;
  const char *a, *b;
  gboolean barrier, ok;

  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), FALSE);

  item = g_list_model_get_item (G_LIST_MODEL (self->issues), index);
  if (item == NULL || self->map == NULL || !sw_map_document_can_fix_issue (item->issue))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("This problem has no sure fix."));
      return FALSE;
    }
  issue = item->issue;
  a = issue->regions[0];
  b = issue->regions[1] ? issue->regions[1] : a;
  if (g_str_equal (issue->code, "barrier-without-border"))
    barrier = TRUE;
  /* the issue's line names the element; without one (a pair made in the
   * editor), a link goes before a barrier */
  else if (pair_at_line (self->map->barriers, issue->line, a, b))
    barrier = TRUE;
  else if (pair_at_line (self->map->links, issue->line, a, b))
    barrier = FALSE;
  else
    barrier = count_pairs (self->map->links, a, b) == 0;
  if (barrier)
    ok = sw_edit_remove_barrier (self->map, self->history, a, b, error);
  else
    ok = sw_edit_remove_link (self->map, self->history, a, b, error);
  /* the fixed problem is gone at once, not after the pause */
  if (ok)
    sw_map_document_revalidate (self);
  return ok;
}

/* Getters */

SwMap *
sw_map_document_get_map (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), NULL);

  return self->map;
}

GFile *
sw_map_document_get_file (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), NULL);

  return self->file;
}

SwHistory *
sw_map_document_get_history (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), NULL);

  return self->history;
}

GListModel *
sw_map_document_get_issues (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), NULL);

  return G_LIST_MODEL (self->issues);
}

gboolean
sw_map_document_get_modified (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), FALSE);

  return self->modified;
}

void
sw_map_document_set_modified (SwMapDocument *self,
                              gboolean       modified)
{
  g_return_if_fail (SW_IS_MAP_DOCUMENT (self));

  self->unsaved_base = !!modified;
  if (!modified && self->history != NULL)
    sw_history_mark_clean (self->history);
  set_modified (self, modified);
}

const char *
sw_map_document_get_title (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), NULL);

  return self->title;
}

gboolean
sw_map_document_get_changed_on_disk (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), FALSE);

  return self->changed_on_disk;
}

gboolean
sw_map_document_get_validating (SwMapDocument *self)
{
  g_return_val_if_fail (SW_IS_MAP_DOCUMENT (self), FALSE);

  return self->validate_id != 0;
}

/* GObject */

static void
sw_map_document_dispose (GObject *object)
{
  SwMapDocument *self = SW_MAP_DOCUMENT (object);

  g_clear_handle_id (&self->validate_id, g_source_remove);
  /* a draft outlives its document only when the changes were neither
   * saved nor discarded, that is after a crash: here the document goes
   * normally, so whoever closed it already decided; keep what it left */
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->draft_path != NULL)
    sw_drafts_release (self->draft_path);
  g_clear_pointer (&self->draft_path, g_free);
  g_clear_pointer (&self->draft_error, g_free);
  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  clear_history (self);
  g_clear_object (&self->file);
  g_clear_pointer (&self->etag, g_free);
  g_clear_pointer (&self->title, g_free);
  if (self->issues != NULL)
    g_list_store_remove_all (self->issues);
  g_clear_pointer (&self->map, sw_map_unref);

  G_OBJECT_CLASS (sw_map_document_parent_class)->dispose (object);
}

static void
sw_map_document_finalize (GObject *object)
{
  g_clear_object (&SW_MAP_DOCUMENT (object)->issues);

  G_OBJECT_CLASS (sw_map_document_parent_class)->finalize (object);
}

static void
sw_map_document_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SwMapDocument *self = SW_MAP_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MAP:
      g_value_set_pointer (value, self->map);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_CHANGED_ON_DISK:
      g_value_set_boolean (value, self->changed_on_disk);
      break;
    case PROP_VALIDATING:
      g_value_set_boolean (value, self->validate_id != 0);
      break;
    case PROP_DRAFT_ERROR:
      g_value_set_string (value, self->draft_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_map_document_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  SwMapDocument *self = SW_MAP_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      sw_map_document_set_modified (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_map_document_class_init (SwMapDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sw_map_document_dispose;
  object_class->finalize = sw_map_document_finalize;
  object_class->get_property = sw_map_document_get_property;
  object_class->set_property = sw_map_document_set_property;

  /* the SwMap shown (a boxed struct without a GType: a pointer) */
  properties[PROP_MAP] =
    g_param_spec_pointer ("map", NULL, NULL, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHANGED_ON_DISK] =
    g_param_spec_boolean ("changed-on-disk", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VALIDATING] =
    g_param_spec_boolean ("validating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DRAFT_ERROR] =
    g_param_spec_string ("draft-error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[VALIDATED] = g_signal_new ("validated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sw_map_document_init (SwMapDocument *self)
{
  self->issues = g_list_store_new (SW_TYPE_ISSUE_ITEM);
  self->title = g_strdup (_("Untitled Map"));
}

SwMapDocument *
sw_map_document_new (void)
{
  return g_object_new (SW_TYPE_MAP_DOCUMENT, NULL);
}
