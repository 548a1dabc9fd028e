/* sw-validate-private.h: what the validator's files share: the state of one run and the graph checks. */
#pragma once

#include "sw-catalog.h"
#include "sw-validate.h"

G_BEGIN_DECLS

/* One validation run: the map, its edition's catalog (NULL when the edition
 * is unknown), its topology, and the list the issues go to. */
typedef struct {
  SwMap            *map;
  const SwCatalog  *catalog;
  const SwTopology *topology;
  GPtrArray        *issues;
} SwValidateContext;

static inline SwRegion *
sw_validate_region_at (const SwValidateContext *c,
                       guint                    index)
{
  return g_ptr_array_index (c->map->regions, index);
}

/* The map's edition as the user knows it ("Small World"), in messages:
 * the file's id ("base") only when the catalog names it nowhere. */
static inline const char *
sw_validate_edition_name (const SwValidateContext *c)
{
  const char *name = sw_text_pick (c->catalog->names);

  return name != NULL ? name : c->catalog->id;
}

/* In sw-validate-graph.c: isolated-region, disconnected, no-entry-region, planarity. */
void sw_validate_check_isolated_regions (SwValidateContext *c);
void sw_validate_check_land_connected   (SwValidateContext *c);
void sw_validate_check_entry_regions    (SwValidateContext *c);
void sw_validate_check_planarity        (SwValidateContext *c);
/* May a first conquest land on region @index? @rules are the catalog's
 * <entry> rules, for the edge rules; a symbol makes an entry by the
 * catalog's word (sw_catalog_region_is_entry()). */
gboolean sw_validate_region_allows_entry (const SwValidateContext *c,
                                          GPtrArray               *rules,
                                          guint                    index);

/* In sw-validate-editions.c: symbol-misplaced, marker-misplaced,
 * markers-adjacent, symbol-per-board, board-without-entry,
 * cross-board-adjacency, scenario-boards (catalog-driven). */
void sw_validate_check_edition_rules    (SwValidateContext *c);

G_END_DECLS
