/* sw-catalog-search.h: finding a catalog entry by a few words of any of its names. */
#pragma once

#include "sw-catalog.h"

G_BEGIN_DECLS

/* What a search compares: "Flying" and "flying" alike, accents composed. */
char     *sw_catalog_search_fold     (const char           *text);
/* What an entry is found by: its names in each language the catalog has
 * (English among them, whatever the interface's) and its id, folded. */
char     *sw_catalog_search_haystack (const SwCatalogEntry *entry);
/* Whether every word of @query is somewhere in @haystack ("froggy",
 * "魔戒", "ring frog"); an empty query matches everything. */
gboolean  sw_catalog_search_matches  (const char           *haystack,
                                      const char           *query);
/* Whether one of the names in @haystack begins with @query ("orc" for
 * Orcs, not for Sorcerers): among several matches, the one meant. */
gboolean  sw_catalog_search_begins   (const char           *haystack,
                                      const char           *query);

G_END_DECLS
