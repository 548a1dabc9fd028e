/* sw-edit-replace.c: replacing a map's whole contents as one undoable step, through the journal's primitives. */
#define G_LOG_DOMAIN "sw-edit"
#include "config.h"

#include "sw-edit-private.h"
#include "sw-edit-replace.h"

gboolean
sw_edit_replace_map (SwMap       *map,
                     SwHistory   *history,
                     SwMap       *replacement,
                     const char  *label,
                     GError     **error)
{
  SwTx tx;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (replacement != NULL && replacement != map, FALSE);
  g_return_val_if_fail (history == NULL || sw_history_get_map (history) == map, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  sw_tx_begin (&tx, map, history, label);

  /* empty the map, last first so that indices stay valid */
  while (map->links->len > 0)
    sw_tx_remove_pair (&tx, SW_TARGET_LINK, map->links->len - 1);
  while (map->barriers->len > 0)
    sw_tx_remove_pair (&tx, SW_TARGET_BARRIER, map->barriers->len - 1);
  while (map->regions->len > 0)
    sw_tx_remove_region (&tx, map->regions->len - 1);
  while (map->vertices->len > 0)
    sw_tx_remove_vertex (&tx, g_array_index (map->vertices, SwVertex, map->vertices->len - 1).id);
  while (map->boards->len > 0)
    sw_tx_remove_board (&tx, map->boards->len - 1);

  sw_tx_replace_meta (&tx, sw_meta_copy (replacement));
  for (guint i = 0; i < replacement->boards->len; i++)
    sw_tx_insert_board (&tx, i, sw_board_copy (g_ptr_array_index (replacement->boards, i)));
  /* the regions name vertices by id: keep the replacement's ids (the map
   * holds no vertex any more, so none can collide) */
  for (guint i = 0; i < replacement->vertices->len; i++)
    {
      const SwVertex *vertex = &g_array_index (replacement->vertices, SwVertex, i);

      tx.next_vertex_id = vertex->id;
      sw_tx_add_vertex (&tx, vertex->x, vertex->y);
    }
  for (guint i = 0; i < replacement->regions->len; i++)
    sw_tx_insert_region (&tx, i, sw_region_copy (g_ptr_array_index (replacement->regions, i)));
  for (guint i = 0; i < replacement->links->len; i++)
    {
      const SwPair *pair = g_ptr_array_index (replacement->links, i);

      sw_tx_insert_pair (&tx, SW_TARGET_LINK, i, sw_pair_copy_new (pair->a, pair->b, pair->kind));
    }
  for (guint i = 0; i < replacement->barriers->len; i++)
    {
      const SwPair *pair = g_ptr_array_index (replacement->barriers, i);

      sw_tx_insert_pair (&tx, SW_TARGET_BARRIER, i, sw_pair_copy_new (pair->a, pair->b, pair->kind));
    }
  sw_tx_commit (&tx);
  return TRUE;
}
