/* sw-map.h: the map model of format 1 (boards, shared vertices, regions, links, barriers). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Every element keeps the line it was read from (0 when made in memory), so
 * that the validator can point at the file. */

typedef struct {
  char *lang;   /* BCP 47 tag, NULL for the untagged default */
  char *text;
} SwText;

typedef struct {
  guint players;
  guint turns;  /* 0 when the file does not say */
  guint line;
} SwScenario;

typedef struct {
  char *id;
  double width, height;   /* mm */
  char *size;             /* "S", "M", "L" or NULL */
  gboolean has_position;
  double x, y;            /* placement in a composed layout, mm */
  guint line;
} SwBoard;

typedef struct {
  guint id;
  double x, y;  /* mm, y grows downwards */
  guint line;
} SwVertex;

typedef struct {
  char *type;
  guint line;
} SwSymbol;

typedef struct {
  char *type;
  guint count;
  guint line;
} SwStart;

typedef enum {
  SW_BORDER_AUTO,
  SW_BORDER_YES,
  SW_BORDER_NO,
} SwBorderMode;

/* A ring of vertex ids, as written in the file (first not repeated). */
typedef struct {
  GArray *ids;   /* guint */
  guint line;
} SwRing;

typedef struct {
  char *id;
  char *terrain;
  char *board;            /* NULL: the only board */
  SwBorderMode border;
  GPtrArray *names;       /* SwText */
  SwRing *outline;        /* NULL in a graph-only map */
  GPtrArray *holes;       /* SwRing */
  GPtrArray *symbols;     /* SwSymbol */
  GPtrArray *starts;      /* SwStart */
  guint line;
} SwRegion;

/* A link (adjacency without a shared border) or a barrier (a shared border
 * that cannot be crossed); both are undirected pairs. */
typedef struct {
  char *a, *b;
  char *kind;   /* NULL when absent */
  guint line;
} SwPair;

typedef struct _SwMap SwMap;
typedef struct _SwTopology SwTopology;

struct _SwMap {
  /*< private >*/
  gint ref_count;
  guint64 serial;          /* bumped by every change; topology is rebuilt when it moves */
  SwTopology *topology;    /* cache, see sw_map_get_topology() */
  GHashTable *vertex_index;  /* id -> index + 1, first occurrence */
  GHashTable *region_index;  /* id -> index + 1, first occurrence */
  guint64 index_serial;

  /*< public, read-only outside sw-map*.c >*/
  guint version;
  char *edition;
  GPtrArray *titles;        /* SwText */
  GPtrArray *descriptions;  /* SwText */
  GArray *scenarios;        /* SwScenario */
  GPtrArray *boards;        /* SwBoard */
  GArray *vertices;         /* SwVertex */
  GPtrArray *regions;       /* SwRegion */
  GPtrArray *links;         /* SwPair */
  GPtrArray *barriers;      /* SwPair */
  guint root_line;
};

SwMap      *sw_map_new                (const char   *edition);
SwMap      *sw_map_ref                (SwMap        *map);
void        sw_map_unref              (SwMap        *map);
SwMap      *sw_map_copy               (const SwMap  *map);

/* Lookups: index into the arrays, or -1. With duplicate ids the first wins. */
gint        sw_map_find_vertex        (SwMap        *map,
                                       guint         id);
gint        sw_map_find_region        (SwMap        *map,
                                       const char   *id);
gint        sw_map_find_board         (const SwMap  *map,
                                       const char   *id);
SwVertex   *sw_map_get_vertex         (SwMap        *map,
                                       guint         id);
SwRegion   *sw_map_get_region         (SwMap        *map,
                                       const char   *id);
/* The board a region lies on: its own, or the only one. NULL if unknown. */
SwBoard    *sw_map_region_board       (const SwMap  *map,
                                       const SwRegion *region);

/* The text for the user's language (g_get_language_names()), falling back
 * to the untagged one, then to the first. NULL when the list is empty.
 * Inside an untranslated span (sw-untranslated.h): the untagged (or "en")
 * one, then the first, whatever the language. */
const char *sw_text_pick              (GPtrArray    *texts);
const char *sw_map_get_title          (SwMap        *map);
gboolean    sw_map_has_geometry       (const SwMap  *map);
guint       sw_map_next_vertex_id     (const SwMap  *map);
guint       sw_region_count_start     (const SwRegion *region,
                                       const char   *type);
gboolean    sw_region_has_symbol      (const SwRegion *region,
                                       const char   *type);
/* Whether @pair (a link or barrier) joins @a and @b, either way round. */
gboolean    sw_pair_joins             (const SwPair   *pair,
                                       const char     *a,
                                       const char     *b);
/* The index in @pairs (map->links or map->barriers) of the first pair
 * joining @a and @b, or -1. */
gint        sw_pairs_find             (GPtrArray      *pairs,
                                       const char     *a,
                                       const char     *b);
/* A link that stands for a border still to draw (no kind, or "adjacent",
 * as import-graph writes them), not a tunnel or bridge meant as such. */
gboolean    sw_link_is_border         (const SwPair   *link);

/* Building a map in memory (the loader and the importer use these too).
 * The returned pointers stay owned by the map. */
SwBoard    *sw_map_add_board          (SwMap        *map,
                                       const char   *id,
                                       double        width,
                                       double        height);
SwVertex   *sw_map_add_vertex         (SwMap        *map,
                                       guint         id,
                                       double        x,
                                       double        y);
SwRegion   *sw_map_add_region         (SwMap        *map,
                                       const char   *id,
                                       const char   *terrain);
SwPair     *sw_map_add_link           (SwMap        *map,
                                       const char   *a,
                                       const char   *b,
                                       const char   *kind);
SwPair     *sw_map_add_barrier        (SwMap        *map,
                                       const char   *a,
                                       const char   *b,
                                       const char   *kind);
void        sw_map_add_text           (GPtrArray    *texts,
                                       const char   *lang,
                                       const char   *text);
void        sw_map_add_scenario       (SwMap        *map,
                                       guint         players,
                                       guint         turns);
/* Free functions of the parts, for lists that hold them (GDestroyNotify). */
void        sw_text_free              (SwText       *text);
void        sw_symbol_free            (SwSymbol     *symbol);
void        sw_start_free             (SwStart      *start);
GPtrArray  *sw_text_list_new          (void);

SwRing     *sw_ring_new               (const guint  *ids,
                                       guint         n_ids);
void        sw_ring_free              (SwRing       *ring);
void        sw_region_add_symbol      (SwRegion     *region,
                                       const char   *type);
void        sw_region_add_start       (SwRegion     *region,
                                       const char   *type,
                                       guint         count);

/* Call after changing any public field directly: invalidates caches. */
void        sw_map_changed            (SwMap        *map);
guint64     sw_map_get_serial         (const SwMap  *map);

/* Structural equality of two models (ids, numbers, order), ignoring lines. */
gboolean    sw_map_equal              (const SwMap  *a,
                                       const SwMap  *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwMap, sw_map_unref)

G_END_DECLS
