/* sw-catalog.h: an edition as data: terrains, symbols, markers (and later races, powers...). */
#pragma once

#include <glib.h>

#include "sw-map.h"

G_BEGIN_DECLS

/* One entry of a catalog: <terrain>, <symbol>, <marker>, <race>, <power>,
 * <place>, <relic>, <artifact>, <component>... Every entry has an id, names
 * per language and free attributes; typed meaning lives with the code that
 * reads them (the validator, the rules engine), keyed by id. */
typedef struct {
  char       *kind;        /* element name: "terrain", "symbol", "marker", ... */
  char       *id;
  GPtrArray  *names;       /* SwText */
  GHashTable *attributes;  /* char* -> char*, everything but id */
  guint       line;
} SwCatalogEntry;

typedef struct {
  char      *id;           /* "base", "underground", "warcraft" */
  GPtrArray *names;        /* SwText */
  GPtrArray *entries;      /* SwCatalogEntry, in file order */
  GHashTable *index;       /* "kind:id" -> SwCatalogEntry */
  /* the symbol ids that make a region an entry region: named by an <entry
   * rule="symbol">, or marked entry="yes" (sw_catalog_symbol_is_entry()) */
  GHashTable *entry_symbols;
} SwCatalog;

/* The catalog of a known edition, loaded once from the bundled data and
 * shared; NULL for an edition the program does not know. */
const SwCatalog      *sw_catalog_get              (const char       *edition);
/* The ids of the known editions, in a stable order. */
const char *const    *sw_catalog_list_editions    (void);

SwCatalog            *sw_catalog_load_data        (const char       *data,
                                                   gsize             length,
                                                   const char       *name,
                                                   GError          **error);
void                  sw_catalog_free             (SwCatalog        *catalog);

const SwCatalogEntry *sw_catalog_find             (const SwCatalog  *catalog,
                                                   const char       *kind,
                                                   const char       *id);
/* Entries of one kind, in file order (a new array of borrowed pointers). */
GPtrArray            *sw_catalog_list             (const SwCatalog  *catalog,
                                                   const char       *kind);

const char           *sw_catalog_entry_get        (const SwCatalogEntry *entry,
                                                   const char       *attribute);
gint64                sw_catalog_entry_get_int    (const SwCatalogEntry *entry,
                                                   const char       *attribute,
                                                   gint64            fallback);
gboolean              sw_catalog_entry_get_bool   (const SwCatalogEntry *entry,
                                                   const char       *attribute,
                                                   gboolean          fallback);
/* The name in the user's language (see sw_text_pick()), else the id. */
const char           *sw_catalog_entry_name       (const SwCatalogEntry *entry);
const char           *sw_catalog_entry_name_for   (const SwCatalogEntry *entry,
                                                   const char       *lang);

/* Shortcuts the map code needs. */
gboolean              sw_catalog_terrain_is_conquerable (const SwCatalog *catalog,
                                                         const char      *terrain);
gboolean              sw_catalog_terrain_is_sea         (const SwCatalog *catalog,
                                                         const char      *terrain);
/* Whether a region carrying @symbol is an entry region: an <entry
 * rule="symbol"> names the symbol, or the symbol's own entry says
 * entry="yes". */
gboolean              sw_catalog_symbol_is_entry        (const SwCatalog *catalog,
                                                         const char      *symbol);
/* Whether @region carries such a symbol. */
gboolean              sw_catalog_region_is_entry        (const SwCatalog *catalog,
                                                         const SwRegion  *region);
/* The usual region count for a player count (scenario-mismatch), 0 if none. */
guint                 sw_catalog_usual_regions          (const SwCatalog *catalog,
                                                         guint            players);
/* The sizes of the boards a game of @players takes ("L S": Warcraft's
 * islands), or NULL when the catalog does not say. */
const char           *sw_catalog_usual_boards           (const SwCatalog *catalog,
                                                         guint            players);
/* The turns a game of @players takes on the edition's maps (its
 * scenario-size), 0 when the catalog does not say (the Underground's are
 * each map's own, docs/rules.md I-U4). */
guint                 sw_catalog_usual_turns            (const SwCatalog *catalog,
                                                         guint            players);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwCatalog, sw_catalog_free)

G_END_DECLS
