/* sw-history.c: the undo and redo stacks of a map's edits, grouping and the saved-state marker. */
#define G_LOG_DOMAIN "sw-history"
#include "config.h"

#include "sw-edit-private.h"

struct _SwHistory {
  GObject parent_instance;

  SwMap *map;
  SwEditIndex *index;     /* the edits' spatial index, kept in step */
  GPtrArray *undo;        /* SwEditRecord, oldest first */
  GPtrArray *redo;        /* SwEditRecord, next to redo last */
  SwEditRecord *group;    /* collects the steps of an open group */
  guint group_depth;
  char *group_label;
  /* undo->len when the map was last saved; -1 when that state can no
   * longer be reached (its redo branch was dropped). */
  gint clean_depth;
};

G_DEFINE_FINAL_TYPE (SwHistory, sw_history, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
sw_history_finalize (GObject *object)
{
  SwHistory *self = SW_HISTORY (object);

  g_clear_pointer (&self->group, sw_edit_record_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->index, sw_edit_index_free);
  g_clear_pointer (&self->map, sw_map_unref);
  g_free (self->group_label);

  G_OBJECT_CLASS (sw_history_parent_class)->finalize (object);
}

static void
sw_history_class_init (SwHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = sw_history_finalize;

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sw_history_init (SwHistory *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_edit_record_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_edit_record_free);
  self->clean_depth = 0;
}

SwHistory *
sw_history_new (SwMap *map)
{
  SwHistory *self;

  g_return_val_if_fail (map != NULL, NULL);

  self = g_object_new (SW_TYPE_HISTORY, NULL);
  self->map = sw_map_ref (map);
  self->index = sw_edit_index_new (map);
  return self;
}

SwMap *
sw_history_get_map (SwHistory *self)
{
  g_return_val_if_fail (SW_IS_HISTORY (self), NULL);
  return self->map;
}

SwEditIndex *
sw_history_get_index (SwHistory *self)
{
  return self->index;
}

static void
emit_changed (SwHistory *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
sw_history_push_record (SwHistory    *self,
                        SwEditRecord *record)
{
  g_return_if_fail (SW_IS_HISTORY (self));

  if (self->group_depth > 0)
    {
      if (self->group == NULL)
        self->group = sw_edit_record_new (self->group_label);
      sw_edit_record_append (self->group, record);
      sw_edit_record_free (record);
      emit_changed (self);
      return;
    }

  g_ptr_array_set_size (self->redo, 0);
  if (self->clean_depth > (gint) self->undo->len)
    self->clean_depth = -1;
  g_ptr_array_add (self->undo, record);
  emit_changed (self);
}

void
sw_history_begin_group (SwHistory  *self,
                        const char *label)
{
  g_return_if_fail (SW_IS_HISTORY (self));

  if (self->group_depth++ == 0)
    {
      g_free (self->group_label);
      self->group_label = g_strdup (label);
    }
}

void
sw_history_end_group (SwHistory *self)
{
  g_return_if_fail (SW_IS_HISTORY (self));
  g_return_if_fail (self->group_depth > 0);

  if (--self->group_depth > 0)
    return;
  if (self->group != NULL && !sw_edit_record_is_empty (self->group))
    sw_history_push_record (self, g_steal_pointer (&self->group));
  else
    g_clear_pointer (&self->group, sw_edit_record_free);
}

static void
close_group (SwHistory *self)
{
  if (self->group_depth == 0)
    return;
  self->group_depth = 1;
  sw_history_end_group (self);
}

gboolean
sw_history_can_undo (SwHistory *self)
{
  g_return_val_if_fail (SW_IS_HISTORY (self), FALSE);
  return self->undo->len > 0 || (self->group != NULL && !sw_edit_record_is_empty (self->group));
}

gboolean
sw_history_can_redo (SwHistory *self)
{
  g_return_val_if_fail (SW_IS_HISTORY (self), FALSE);
  return self->redo->len > 0;
}

/* Undo and redo go through the same primitives as the edits, so the index
 * follows them when it was in step before. */
static SwEditIndex *
index_if_synced (SwHistory *self)
{
  return sw_edit_index_in_sync (self->index, self->map) ? self->index : NULL;
}

static void
finish_step (SwHistory   *self,
             SwEditIndex *index)
{
  sw_map_changed (self->map);
  if (index != NULL)
    sw_edit_index_mark_synced (index, self->map);
  emit_changed (self);
}

gboolean
sw_history_undo (SwHistory *self)
{
  SwEditRecord *record;
  SwEditIndex *index;

  g_return_val_if_fail (SW_IS_HISTORY (self), FALSE);

  close_group (self);
  if (self->undo->len == 0)
    return FALSE;
  index = index_if_synced (self);
  record = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  sw_edit_record_revert (record, self->map, index);
  g_ptr_array_add (self->redo, record);
  finish_step (self, index);
  return TRUE;
}

gboolean
sw_history_redo (SwHistory *self)
{
  SwEditRecord *record;
  SwEditIndex *index;

  g_return_val_if_fail (SW_IS_HISTORY (self), FALSE);

  close_group (self);
  if (self->redo->len == 0)
    return FALSE;
  index = index_if_synced (self);
  record = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  sw_edit_record_apply (record, self->map, index);
  g_ptr_array_add (self->undo, record);
  finish_step (self, index);
  return TRUE;
}

const char *
sw_history_get_undo_label (SwHistory *self)
{
  g_return_val_if_fail (SW_IS_HISTORY (self), NULL);
  if (self->undo->len == 0)
    return NULL;
  return sw_edit_record_label (g_ptr_array_index (self->undo, self->undo->len - 1));
}

const char *
sw_history_get_redo_label (SwHistory *self)
{
  g_return_val_if_fail (SW_IS_HISTORY (self), NULL);
  if (self->redo->len == 0)
    return NULL;
  return sw_edit_record_label (g_ptr_array_index (self->redo, self->redo->len - 1));
}

void
sw_history_mark_clean (SwHistory *self)
{
  g_return_if_fail (SW_IS_HISTORY (self));

  close_group (self);
  self->clean_depth = (gint) self->undo->len;
  emit_changed (self);
}

gboolean
sw_history_is_clean (SwHistory *self)
{
  g_return_val_if_fail (SW_IS_HISTORY (self), FALSE);
  return self->clean_depth == (gint) self->undo->len &&
         (self->group == NULL || sw_edit_record_is_empty (self->group));
}

void
sw_history_clear (SwHistory *self)
{
  g_return_if_fail (SW_IS_HISTORY (self));

  g_clear_pointer (&self->group, sw_edit_record_free);
  self->group_depth = 0;
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  self->clean_depth = 0;
  emit_changed (self);
}
