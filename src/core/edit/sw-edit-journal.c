/* sw-edit-journal.c: the reversible primitive changes that every edit is made of, and transactions. */
#define G_LOG_DOMAIN "sw-edit"
#include "config.h"

#include <string.h>
#include "sw-edit-private.h"

/* ---- copies of model parts, freed by the map's own free functions ---- */

GPtrArray *
sw_text_list_copy (GPtrArray *texts)
{
  GPtrArray *copy = sw_text_list_new ();

  for (guint i = 0; texts != NULL && i < texts->len; i++)
    {
      const SwText *t = g_ptr_array_index (texts, i);
      sw_map_add_text (copy, t->lang, t->text);
    }
  return copy;
}

static SwRing *
ring_copy (const SwRing *ring)
{
  SwRing *copy;

  if (ring == NULL)
    return NULL;
  copy = sw_ring_new ((const guint *) ring->ids->data, ring->ids->len);
  copy->line = ring->line;
  return copy;
}

SwRegion *
sw_region_copy (const SwRegion *region)
{
  SwRegion *copy = g_new0 (SwRegion, 1);

  copy->id = g_strdup (region->id);
  copy->terrain = g_strdup (region->terrain);
  copy->board = g_strdup (region->board);
  copy->border = region->border;
  copy->line = region->line;
  copy->names = sw_text_list_copy (region->names);
  copy->outline = ring_copy (region->outline);
  copy->holes = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_ring_free);
  for (guint i = 0; i < region->holes->len; i++)
    g_ptr_array_add (copy->holes, ring_copy (g_ptr_array_index (region->holes, i)));
  copy->symbols = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_symbol_free);
  for (guint i = 0; i < region->symbols->len; i++)
    {
      const SwSymbol *s = g_ptr_array_index (region->symbols, i);
      SwSymbol *c = g_new0 (SwSymbol, 1);
      c->type = g_strdup (s->type);
      c->line = s->line;
      g_ptr_array_add (copy->symbols, c);
    }
  copy->starts = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_start_free);
  for (guint i = 0; i < region->starts->len; i++)
    {
      const SwStart *s = g_ptr_array_index (region->starts, i);
      SwStart *c = g_new0 (SwStart, 1);
      c->type = g_strdup (s->type);
      c->count = s->count;
      c->line = s->line;
      g_ptr_array_add (copy->starts, c);
    }
  return copy;
}

SwRegion *
sw_region_new_blank (const char *id,
                     const char *terrain,
                     const char *board)
{
  SwRegion *region = g_new0 (SwRegion, 1);

  region->id = g_strdup (id);
  region->terrain = g_strdup (terrain);
  region->board = g_strdup (board);
  region->border = SW_BORDER_AUTO;
  region->names = sw_text_list_copy (NULL);
  region->holes = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_ring_free);
  region->symbols = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_symbol_free);
  region->starts = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_start_free);
  return region;
}

void
sw_region_free_copy (SwRegion *region)
{
  if (region == NULL)
    return;
  g_free (region->id);
  g_free (region->terrain);
  g_free (region->board);
  g_ptr_array_unref (region->names);
  sw_ring_free (region->outline);
  g_ptr_array_unref (region->holes);
  g_ptr_array_unref (region->symbols);
  g_ptr_array_unref (region->starts);
  g_free (region);
}

SwPair *
sw_pair_copy_new (const char *a,
                  const char *b,
                  const char *kind)
{
  SwPair *pair = g_new0 (SwPair, 1);

  pair->a = g_strdup (a);
  pair->b = g_strdup (b);
  pair->kind = g_strdup (kind);
  return pair;
}

void
sw_pair_free_copy (SwPair *pair)
{
  if (pair == NULL)
    return;
  g_free (pair->a);
  g_free (pair->b);
  g_free (pair->kind);
  g_free (pair);
}

SwBoard *
sw_board_copy (const SwBoard *board)
{
  SwBoard *copy = g_new0 (SwBoard, 1);

  *copy = *board;
  copy->id = g_strdup (board->id);
  copy->size = g_strdup (board->size);
  return copy;
}

void
sw_board_free_copy (SwBoard *board)
{
  if (board == NULL)
    return;
  g_free (board->id);
  g_free (board->size);
  g_free (board);
}

SwMeta *
sw_meta_copy (const SwMap *map)
{
  SwMeta *meta = g_new0 (SwMeta, 1);

  meta->edition = g_strdup (map->edition);
  meta->titles = sw_text_list_copy (map->titles);
  meta->descriptions = sw_text_list_copy (map->descriptions);
  meta->scenarios = g_array_new (FALSE, TRUE, sizeof (SwScenario));
  g_array_append_vals (meta->scenarios, map->scenarios->data, map->scenarios->len);
  return meta;
}

void
sw_meta_free (SwMeta *meta)
{
  if (meta == NULL)
    return;
  g_free (meta->edition);
  g_ptr_array_unref (meta->titles);
  g_ptr_array_unref (meta->descriptions);
  g_array_unref (meta->scenarios);
  g_free (meta);
}

/* ---- changes ---- */

typedef enum {
  CHANGE_SWAP,     /* held: the other contents of the element at index */
  CHANGE_INSERT,   /* held: the element while it is out of the map */
  CHANGE_REMOVE,
} ChangeKind;

typedef struct {
  ChangeKind kind;
  SwTarget target;
  guint index;
  SwVertex vertex;   /* SW_TARGET_VERTEX: the value out of the map */
  gpointer held;     /* other targets: owned, NULL while in the map */
} Change;

struct _SwEditRecord {
  char *label;
  GArray *changes;   /* Change */
};

static void
change_clear (Change *change)
{
  if (change->held == NULL)
    return;
  switch (change->target)
    {
    case SW_TARGET_REGION:
      sw_region_free_copy (change->held);
      break;
    case SW_TARGET_LINK:
    case SW_TARGET_BARRIER:
      sw_pair_free_copy (change->held);
      break;
    case SW_TARGET_BOARD:
      sw_board_free_copy (change->held);
      break;
    case SW_TARGET_META:
      sw_meta_free (change->held);
      break;
    case SW_TARGET_VERTEX:
    default:
      break;
    }
  change->held = NULL;
}

static GPtrArray *
target_array (SwMap    *map,
              SwTarget  target)
{
  switch (target)
    {
    case SW_TARGET_REGION:
      return map->regions;
    case SW_TARGET_LINK:
      return map->links;
    case SW_TARGET_BARRIER:
      return map->barriers;
    case SW_TARGET_BOARD:
      return map->boards;
    case SW_TARGET_VERTEX:
    case SW_TARGET_META:
    default:
      g_assert_not_reached ();
    }
  return NULL;
}

/* Puts the held element into the map at its index. */
static void
change_put (Change      *change,
            SwMap       *map,
            SwEditIndex *index)
{
  if (change->target == SW_TARGET_VERTEX)
    {
      g_array_insert_val (map->vertices, change->index, change->vertex);
      if (index != NULL)
        sw_edit_index_add_vertex (index, change->vertex.id, change->vertex.x, change->vertex.y, change->index);
      return;
    }
  g_assert (change->held != NULL);
  g_ptr_array_insert (target_array (map, change->target), (gint) change->index, change->held);
  if (change->target == SW_TARGET_REGION && index != NULL)
    sw_edit_index_add_region (index, change->held);
  change->held = NULL;
}

/* Takes the element at the index out of the map, into the change. */
static void
change_take (Change      *change,
             SwMap       *map,
             SwEditIndex *index)
{
  if (change->target == SW_TARGET_VERTEX)
    {
      g_assert (change->index < map->vertices->len);
      change->vertex = g_array_index (map->vertices, SwVertex, change->index);
      g_array_remove_index (map->vertices, change->index);
      if (index != NULL)
        sw_edit_index_remove_vertex (index, change->vertex.id);
      return;
    }
  g_assert (change->held == NULL);
  if (change->target == SW_TARGET_REGION && index != NULL)
    sw_edit_index_remove_region (index, g_ptr_array_index (map->regions, change->index));
  change->held = g_ptr_array_steal_index (target_array (map, change->target), change->index);
}

static void
change_swap (Change      *change,
             SwMap       *map,
             SwEditIndex *index)
{
  switch (change->target)
    {
    case SW_TARGET_VERTEX:
      {
        SwVertex *v = &g_array_index (map->vertices, SwVertex, change->index);
        SwVertex tmp = *v;

        g_assert (v->id == change->vertex.id);
        *v = change->vertex;
        change->vertex = tmp;
        if (index != NULL)
          sw_edit_index_move_vertex (index, v->id, v->x, v->y);
      }
      break;
    case SW_TARGET_REGION:
      {
        SwRegion *r = g_ptr_array_index (map->regions, change->index);
        SwRegion *other = change->held;
        SwRegion tmp = *r;

        if (index != NULL)
          sw_edit_index_remove_region (index, r);
        *r = *other;
        *other = tmp;
        if (index != NULL)
          sw_edit_index_add_region (index, r);
      }
      break;
    case SW_TARGET_LINK:
    case SW_TARGET_BARRIER:
      {
        SwPair *p = g_ptr_array_index (target_array (map, change->target), change->index);
        SwPair *other = change->held;
        SwPair tmp = *p;

        *p = *other;
        *other = tmp;
      }
      break;
    case SW_TARGET_BOARD:
      {
        SwBoard *b = g_ptr_array_index (map->boards, change->index);
        SwBoard *other = change->held;
        SwBoard tmp = *b;

        *b = *other;
        *other = tmp;
      }
      break;
    case SW_TARGET_META:
      {
        SwMeta *meta = change->held;
        char *edition = map->edition;
        GPtrArray *titles = map->titles, *descriptions = map->descriptions;
        GArray *scenarios = map->scenarios;

        map->edition = meta->edition;
        map->titles = meta->titles;
        map->descriptions = meta->descriptions;
        map->scenarios = meta->scenarios;
        meta->edition = edition;
        meta->titles = titles;
        meta->descriptions = descriptions;
        meta->scenarios = scenarios;
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
change_apply (Change      *change,
              SwMap       *map,
              SwEditIndex *index)
{
  if (change->kind == CHANGE_SWAP)
    change_swap (change, map, index);
  else if (change->kind == CHANGE_INSERT)
    change_put (change, map, index);
  else
    change_take (change, map, index);
  sw_map_changed (map);
}

static void
change_revert (Change      *change,
               SwMap       *map,
               SwEditIndex *index)
{
  if (change->kind == CHANGE_SWAP)
    change_swap (change, map, index);
  else if (change->kind == CHANGE_INSERT)
    change_take (change, map, index);
  else
    change_put (change, map, index);
  sw_map_changed (map);
}

/* ---- records ---- */

SwEditRecord *
sw_edit_record_new (const char *label)
{
  SwEditRecord *record = g_new0 (SwEditRecord, 1);

  record->label = g_strdup (label);
  record->changes = g_array_new (FALSE, TRUE, sizeof (Change));
  g_array_set_clear_func (record->changes, (GDestroyNotify) change_clear);
  return record;
}

void
sw_edit_record_free (SwEditRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->label);
  g_array_unref (record->changes);
  g_free (record);
}

const char *
sw_edit_record_label (SwEditRecord *record)
{
  return record->label;
}

gboolean
sw_edit_record_is_empty (SwEditRecord *record)
{
  return record->changes->len == 0;
}

void
sw_edit_record_append (SwEditRecord *into,
                       SwEditRecord *from)
{
  /* The held elements change owner: copy the structs, then forget them in
   * @from without clearing. */
  g_array_append_vals (into->changes, from->changes->data, from->changes->len);
  g_array_set_clear_func (from->changes, NULL);
  g_array_set_size (from->changes, 0);
  g_array_set_clear_func (from->changes, (GDestroyNotify) change_clear);
  if (into->label == NULL)
    into->label = g_strdup (from->label);
}

void
sw_edit_record_revert (SwEditRecord *record,
                       SwMap        *map,
                       SwEditIndex  *index)
{
  for (guint i = record->changes->len; i > 0; i--)
    change_revert (&g_array_index (record->changes, Change, i - 1), map, index);
}

void
sw_edit_record_apply (SwEditRecord *record,
                      SwMap        *map,
                      SwEditIndex  *index)
{
  for (guint i = 0; i < record->changes->len; i++)
    change_apply (&g_array_index (record->changes, Change, i), map, index);
}

/* ---- transactions ---- */

void
sw_tx_begin (SwTx       *tx,
             SwMap      *map,
             SwHistory  *history,
             const char *label)
{
  memset (tx, 0, sizeof *tx);
  tx->map = map;
  tx->history = history;
  if (history != NULL)
    tx->index = sw_history_get_index (history);
  else
    {
      tx->index = sw_edit_index_new (map);
      tx->own_index = TRUE;
    }
  sw_edit_index_sync (tx->index, map);
  tx->record = sw_edit_record_new (label);
}

static void
tx_finish (SwTx *tx)
{
  sw_map_changed (tx->map);
  sw_edit_index_mark_synced (tx->index, tx->map);
  if (tx->own_index)
    sw_edit_index_free (tx->index);
  tx->index = NULL;
}

void
sw_tx_commit (SwTx *tx)
{
  if (tx->history != NULL && !sw_edit_record_is_empty (tx->record))
    sw_history_push_record (tx->history, g_steal_pointer (&tx->record));
  else
    g_clear_pointer (&tx->record, sw_edit_record_free);
  tx_finish (tx);
}

gboolean
sw_tx_abort (SwTx *tx)
{
  sw_edit_record_revert (tx->record, tx->map, tx->index);
  g_clear_pointer (&tx->record, sw_edit_record_free);
  tx_finish (tx);
  return FALSE;
}

static void
tx_record (SwTx    *tx,
           Change  *change)
{
  g_array_append_val (tx->record->changes, *change);
  change_apply (&g_array_index (tx->record->changes, Change, tx->record->changes->len - 1),
                tx->map, tx->index);
}

guint
sw_tx_add_vertex (SwTx   *tx,
                  double  x,
                  double  y)
{
  Change change = { CHANGE_INSERT, SW_TARGET_VERTEX, tx->map->vertices->len,
                    { 0, sw_edit_round (x), sw_edit_round (y), 0 }, NULL };

  if (tx->next_vertex_id == 0)
    tx->next_vertex_id = sw_map_next_vertex_id (tx->map);
  change.vertex.id = tx->next_vertex_id++;
  tx_record (tx, &change);
  return change.vertex.id;
}

void
sw_tx_move_vertex (SwTx   *tx,
                   guint   id,
                   double  x,
                   double  y)
{
  gint i = sw_edit_index_vertex_slot (tx->index, tx->map, id);
  Change change = { CHANGE_SWAP, SW_TARGET_VERTEX, 0, { id, sw_edit_round (x), sw_edit_round (y), 0 }, NULL };

  g_assert (i >= 0);
  change.index = (guint) i;
  change.vertex.line = g_array_index (tx->map->vertices, SwVertex, i).line;
  tx_record (tx, &change);
}

void
sw_tx_remove_vertex (SwTx  *tx,
                     guint  id)
{
  gint i = sw_edit_index_vertex_slot (tx->index, tx->map, id);
  Change change = { CHANGE_REMOVE, SW_TARGET_VERTEX, 0, { 0, 0, 0, 0 }, NULL };

  g_assert (i >= 0);
  change.index = (guint) i;
  tx_record (tx, &change);
}

static void
tx_element (SwTx       *tx,
            ChangeKind  kind,
            SwTarget    target,
            guint       index,
            gpointer    held)
{
  Change change = { kind, target, index, { 0, 0, 0, 0 }, held };
  tx_record (tx, &change);
}

void
sw_tx_replace_region (SwTx     *tx,
                      guint     index,
                      SwRegion *contents)
{
  tx_element (tx, CHANGE_SWAP, SW_TARGET_REGION, index, contents);
}

void
sw_tx_insert_region (SwTx     *tx,
                     guint     index,
                     SwRegion *region)
{
  tx_element (tx, CHANGE_INSERT, SW_TARGET_REGION, index, region);
}

void
sw_tx_remove_region (SwTx  *tx,
                     guint  index)
{
  tx_element (tx, CHANGE_REMOVE, SW_TARGET_REGION, index, NULL);
}

void
sw_tx_insert_pair (SwTx     *tx,
                   SwTarget  target,
                   guint     index,
                   SwPair   *pair)
{
  tx_element (tx, CHANGE_INSERT, target, index, pair);
}

void
sw_tx_remove_pair (SwTx     *tx,
                   SwTarget  target,
                   guint     index)
{
  tx_element (tx, CHANGE_REMOVE, target, index, NULL);
}

void
sw_tx_replace_pair (SwTx     *tx,
                    SwTarget  target,
                    guint     index,
                    SwPair   *contents)
{
  tx_element (tx, CHANGE_SWAP, target, index, contents);
}

void
sw_tx_insert_board (SwTx    *tx,
                    guint    index,
                    SwBoard *board)
{
  tx_element (tx, CHANGE_INSERT, SW_TARGET_BOARD, index, board);
}

void
sw_tx_remove_board (SwTx  *tx,
                    guint  index)
{
  tx_element (tx, CHANGE_REMOVE, SW_TARGET_BOARD, index, NULL);
}

void
sw_tx_replace_board (SwTx    *tx,
                     guint    index,
                     SwBoard *contents)
{
  tx_element (tx, CHANGE_SWAP, SW_TARGET_BOARD, index, contents);
}

void
sw_tx_replace_meta (SwTx   *tx,
                    SwMeta *meta)
{
  tx_element (tx, CHANGE_SWAP, SW_TARGET_META, 0, meta);
}
