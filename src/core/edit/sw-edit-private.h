/* sw-edit-private.h: what the edit operations, the journal and the history share. */
#pragma once

#include <glib.h>
#include "sw-map.h"
#include "sw-edit.h"
#include "sw-history.h"

G_BEGIN_DECLS

/* Coordinates are saved with 3 decimals: closer than this is one point (mm). */
#define SW_EDIT_EPSILON 1e-4
/* The smallest gap an edit leaves between a vertex and a border it is not
 * on (mm): well above the rounding to 3 decimals, so that what the checks
 * accepted is still valid once saved, and far below anything printable. */
#define SW_EDIT_MIN_GAP 0.01
/* How far from the boundary a cut's end may be and still be on it (mm). */
#define SW_EDIT_ON_BOUNDARY 0.5

/* ---- the spatial index (sw-edit-index.c) ----
 * Every vertex with its position, the regions whose rings use it and its
 * neighbours along ring edges; every edge in a uniform grid. Kept in step
 * with the map by the journal's primitives, so that checking a drag looks
 * only at the edges near the vertex. */
typedef struct _SwEditIndex SwEditIndex;

typedef struct {
  double x, y;
  guint slot;              /* where it was last seen in map->vertices (a hint) */
  GPtrArray *regions;      /* SwRegion*, one entry per ring use */
  GArray *neighbours;      /* guint vertex ids, one entry per ring edge use */
} SwIndexVertex;

SwEditIndex   *sw_edit_index_new            (SwMap        *map);
void           sw_edit_index_free           (SwEditIndex  *index);
/* Rebuilds from scratch unless already in step with @map's serial. */
void           sw_edit_index_sync           (SwEditIndex  *index,
                                             SwMap        *map);
gboolean       sw_edit_index_in_sync        (SwEditIndex  *index,
                                             SwMap        *map);
void           sw_edit_index_mark_synced    (SwEditIndex  *index,
                                             SwMap        *map);
SwIndexVertex *sw_edit_index_vertex         (SwEditIndex  *index,
                                             guint         id);
void           sw_edit_index_add_vertex     (SwEditIndex  *index,
                                             guint         id,
                                             double        x,
                                             double        y,
                                             guint         slot);
/* The vertex's position in map->vertices, without rebuilding the map's
 * id index (a drag moves one vertex many times); -1 if absent. */
gint           sw_edit_index_vertex_slot    (SwEditIndex  *index,
                                             SwMap        *map,
                                             guint         id);
void           sw_edit_index_remove_vertex  (SwEditIndex  *index,
                                             guint         id);
void           sw_edit_index_move_vertex    (SwEditIndex  *index,
                                             guint         id,
                                             double        x,
                                             double        y);
void           sw_edit_index_add_region     (SwEditIndex  *index,
                                             SwRegion     *region);
void           sw_edit_index_remove_region  (SwEditIndex  *index,
                                             SwRegion     *region);
/* The edges (guint64 keys, lo << 32 | hi vertex ids) whose boxes meet the
 * box, each once. */
GArray        *sw_edit_index_query          (SwEditIndex  *index,
                                             double        x0,
                                             double        y0,
                                             double        x1,
                                             double        y1);
gboolean       sw_edit_index_has_edge       (SwEditIndex  *index,
                                             guint         a,
                                             guint         b);
/* For tests: how often it was built from scratch (edits and undo keep it
 * in step instead). */
guint          sw_edit_index_count_builds   (SwEditIndex  *index);
/* For tests: the index says what one built afresh from @map says. */
gboolean       sw_edit_index_check          (SwEditIndex  *index,
                                             SwMap        *map);

static inline guint64
sw_edge_key (guint a, guint b)
{
  return a < b ? ((guint64) a << 32) | b : ((guint64) b << 32) | a;
}

/* ---- geometry (sw-edit-index.c) ---- */
typedef struct {
  double x, y;
} SwPoint;

/* Closed segments meet (touching and overlapping count). */
gboolean  sw_segments_meet           (SwPoint a, SwPoint b, SwPoint c, SwPoint d);
double    sw_point_segment_distance  (SwPoint p, SwPoint a, SwPoint b, double *t);
gboolean  sw_point_in_polygon        (SwPoint p, const SwPoint *ring, guint n);
double    sw_polygon_signed_area     (const SwPoint *ring, guint n);

/* ---- the journal (sw-edit-journal.c) ----
 * An edit is the list of primitive changes it made, each holding the state
 * that is not in the map right now: applying and reverting are the same
 * swap, so undo and redo restore exactly the bytes they found. */
typedef enum {
  SW_TARGET_VERTEX,
  SW_TARGET_REGION,
  SW_TARGET_LINK,
  SW_TARGET_BARRIER,
  SW_TARGET_BOARD,
  SW_TARGET_META,
} SwTarget;

typedef struct _SwEditRecord SwEditRecord;

SwEditRecord *sw_edit_record_new       (const char   *label);
void          sw_edit_record_free      (SwEditRecord *record);
const char   *sw_edit_record_label     (SwEditRecord *record);
gboolean      sw_edit_record_is_empty  (SwEditRecord *record);
/* Moves @from's changes to the end of @into (grouping). */
void          sw_edit_record_append    (SwEditRecord *into,
                                        SwEditRecord *from);
/* @index may be NULL (then it is left out of step). */
void          sw_edit_record_revert    (SwEditRecord *record,
                                        SwMap        *map,
                                        SwEditIndex  *index);
void          sw_edit_record_apply     (SwEditRecord *record,
                                        SwMap        *map,
                                        SwEditIndex  *index);

/* Map metadata that edits replace as a whole (small). */
typedef struct {
  char *edition;
  GPtrArray *titles;        /* SwText */
  GPtrArray *descriptions;  /* SwText */
  GArray *scenarios;        /* SwScenario */
} SwMeta;

SwRegion  *sw_region_copy        (const SwRegion *region);
/* A region with no outline, names, symbols or starts yet. */
SwRegion  *sw_region_new_blank   (const char     *id,
                                  const char     *terrain,
                                  const char     *board);
void       sw_region_free_copy   (SwRegion       *region);
SwPair    *sw_pair_copy_new      (const char     *a,
                                  const char     *b,
                                  const char     *kind);
void       sw_pair_free_copy     (SwPair         *pair);
SwBoard   *sw_board_copy         (const SwBoard  *board);
void       sw_board_free_copy    (SwBoard        *board);
SwMeta    *sw_meta_copy          (const SwMap    *map);
void       sw_meta_free          (SwMeta         *meta);
GPtrArray *sw_text_list_copy     (GPtrArray      *texts);

/* A transaction: the primitives change the map at once and record the
 * change; commit pushes the record on the history (or drops it), abort
 * reverts everything done so far. */
typedef struct {
  SwMap *map;
  SwHistory *history;
  SwEditIndex *index;
  gboolean own_index;
  SwEditRecord *record;
  guint next_vertex_id;
  /* the board the edit draws on (a region's board id), NULL when unknown:
   * the boards of a set share board-local coordinates, so crossing checks
   * look at this board's edges only */
  const char *board;
} SwTx;

void      sw_tx_begin            (SwTx         *tx,
                                  SwMap        *map,
                                  SwHistory    *history,
                                  const char   *label);
void      sw_tx_commit           (SwTx         *tx);
/* Reverts and returns FALSE, for `return sw_tx_abort (&tx);`. */
gboolean  sw_tx_abort            (SwTx         *tx);

guint     sw_tx_add_vertex       (SwTx         *tx,
                                  double        x,
                                  double        y);
void      sw_tx_move_vertex      (SwTx         *tx,
                                  guint         id,
                                  double        x,
                                  double        y);
/* Moves after the move check, without the frame rule (resizing a board
 * moves its frame with it). */
gboolean  sw_tx_move_vertex_checked (SwTx      *tx,
                                     guint      id,
                                     double     x,
                                     double     y,
                                     GError   **error);
void      sw_tx_remove_vertex    (SwTx         *tx,
                                  guint         id);
/* Takes @contents and puts it in place of region @index's (same pointer). */
void      sw_tx_replace_region   (SwTx         *tx,
                                  guint         index,
                                  SwRegion     *contents);
void      sw_tx_insert_region    (SwTx         *tx,
                                  guint         index,
                                  SwRegion     *region);
void      sw_tx_remove_region    (SwTx         *tx,
                                  guint         index);
void      sw_tx_insert_pair      (SwTx         *tx,
                                  SwTarget      target,
                                  guint         index,
                                  SwPair       *pair);
void      sw_tx_remove_pair      (SwTx         *tx,
                                  SwTarget      target,
                                  guint         index);
void      sw_tx_replace_pair     (SwTx         *tx,
                                  SwTarget      target,
                                  guint         index,
                                  SwPair       *contents);
void      sw_tx_insert_board     (SwTx         *tx,
                                  guint         index,
                                  SwBoard      *board);
void      sw_tx_remove_board     (SwTx         *tx,
                                  guint         index);
void      sw_tx_replace_board    (SwTx         *tx,
                                  guint         index,
                                  SwBoard      *contents);
void      sw_tx_replace_meta     (SwTx         *tx,
                                  SwMeta       *meta);

/* ---- the history's side (sw-history.c) ---- */
void          sw_history_push_record  (SwHistory    *history,
                                       SwEditRecord *record);
SwEditIndex  *sw_history_get_index    (SwHistory    *history);

/* ---- shared helpers of the operations (sw-edit-rings.c, sw-edit.c) ---- */
/* The distinct regions whose rings use the vertex (a new array). */
GPtrArray *sw_index_vertex_regions (SwIndexVertex *vertex);
/* Vertices are saved with 3 decimals: new ones are made so at once, so
 * that the checks see what the file will say. */
double    sw_edit_round          (double        mm);
/* The index of @region (a pointer into map->regions) in the array. */
guint     sw_edit_region_index   (SwMap        *map,
                                  SwRegion     *region);
gboolean  sw_regions_share_border (const SwRegion *a,
                                   const SwRegion *b);
void      sw_ring_points_of      (SwEditIndex  *index,
                                  const SwRing *ring,
                                  GArray       *points);
SwPoint   sw_tx_point            (SwTx         *tx,
                                  guint         id);
/* The positions of a ring's vertices; FALSE if one is unknown. */
gboolean  sw_tx_ring_points      (SwTx         *tx,
                                  const SwRing *ring,
                                  GArray       *points);
/* Inserts vertex @w between @a and @b in every ring that has edge a–b. */
void      sw_tx_split_edge       (SwTx         *tx,
                                  guint         a,
                                  guint         b,
                                  guint         w);
/* FALSE with @error naming the edge if segment p–q (vertex ids, both in
 * the index) meets an edge other than at p or q. The message is a
 * predicate ("would cross the border 7–11 near..."): prefix its subject. */
gboolean  sw_tx_check_segment    (SwTx         *tx,
                                  guint         p,
                                  guint         q,
                                  GError      **error);
gboolean  sw_ring_has_edge       (const SwRing *ring,
                                  guint         a,
                                  guint         b);
gint      sw_ring_find           (const SwRing *ring,
                                  guint         id);
char     *sw_edit_fresh_region_id (SwMap       *map);
/* After regions changed: barriers of @old_id whose border moved to
 * @new_id follow it (a wall stays where it was drawn). */
void      sw_tx_fix_barriers_after_split (SwTx       *tx,
                                          const char *old_id,
                                          const char *new_id);

G_END_DECLS
