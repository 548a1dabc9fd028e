/* sw-edit.h: edit operations on a map that keep it a planar partition, each undoable. */
#pragma once

#include <glib.h>
#include "sw-map.h"
#include "sw-history.h"

G_BEGIN_DECLS

/* Every operation takes the map and, optionally, the history to record
 * itself on (NULL: applied without undo). With a history, its map must be
 * @map. An operation either does all of its work, calls sw_map_changed()
 * and returns TRUE, or changes nothing and returns FALSE with an
 * SW_EDIT_ERROR saying why in a sentence a person can act on.
 *
 * Region pointers stay valid across edits of the same region (its contents
 * change in place) but not across removal; SwVertex pointers move when
 * vertices are added: hold ids, not pointers.
 *
 * Once a map has a history, pass it to every edit: an edit made without it
 * is not on the undo stack, and undoing older steps over it would restore
 * the wrong state. Direct field changes followed by sw_map_changed() are
 * noticed (the index is rebuilt) but cannot be undone either. */

#define SW_EDIT_ERROR (sw_edit_error_quark ())
GQuark sw_edit_error_quark (void);

typedef enum {
  SW_EDIT_ERROR_NOT_FOUND,   /* a region, vertex, edge, board or pair that does not exist */
  SW_EDIT_ERROR_REFUSED,     /* the edit would break the partition or the format */
  SW_EDIT_ERROR_INVALID,     /* bad arguments (too few points, unknown terrain...) */
} SwEditError;

/* ---- geometry ---- */

typedef enum {
  SW_SNAP_NONE,
  SW_SNAP_VERTEX,
  SW_SNAP_EDGE,
} SwSnapKind;

typedef struct {
  SwSnapKind kind;
  guint vertex;          /* SW_SNAP_VERTEX */
  guint edge_a, edge_b;  /* SW_SNAP_EDGE: the edge's vertex ids */
  double x, y;           /* the snapped point (the input when NONE) */
  double distance;       /* mm */
} SwSnap;

/* The nearest vertex within @tolerance mm of (x, y), else the nearest
 * point on an edge within it. @exclude_vertex (0: none) and its edges are
 * ignored, for the vertex being dragged. Returns FALSE (kind NONE) if
 * nothing is that close. Local (a grid query), cheap on every motion.
 *
 * Use it for the ends of a cut (sw_edit_split_region() takes a point
 * within 0.5 mm of the outline) and for inserting vertices. A dragged
 * vertex that snapped to a neighbour ends with sw_edit_weld_vertex();
 * onto any other vertex or an edge it would pinch a region, and
 * sw_edit_check_move() says so. */
gboolean  sw_edit_snap             (SwMap       *map,
                                    SwHistory   *history,
                                    double       x,
                                    double       y,
                                    double       tolerance,
                                    guint        exclude_vertex,
                                    SwSnap      *snap);
/* sw_edit_snap() among the vertices in @allowed only (a set of vertex ids
 * as GUINT_TO_POINTER; NULL: all), and the edges with both ends in it: on a
 * map of several boards, those of the board being edited, since every board
 * has its own coordinates and another board's vertex may sit at the same
 * local position. */
gboolean  sw_edit_snap_among       (SwMap       *map,
                                    SwHistory   *history,
                                    double       x,
                                    double       y,
                                    double       tolerance,
                                    guint        exclude_vertex,
                                    GHashTable  *allowed,
                                    SwSnap      *snap);

/* Whether moving @vertex to (x, y) is allowed: no incident edge would
 * meet another edge, no region would turn inside out, the vertex stays on
 * its board (and on the board's frame if it is on it). Local: looks only
 * at the edges near the vertex. Cheap enough to call on every motion
 * event while dragging; sw_edit_move_vertex() makes the same check. */
gboolean  sw_edit_check_move       (SwMap       *map,
                                    SwHistory   *history,
                                    guint        vertex,
                                    double       x,
                                    double       y,
                                    GError     **error);
/* Keeps a dragged point on the vertex's board, and on the frame side the
 * vertex lies on (a vertex on the left edge can only slide along it). */
void      sw_edit_constrain_move   (SwMap       *map,
                                    SwHistory   *history,
                                    guint        vertex,
                                    double      *x,
                                    double      *y);
gboolean  sw_edit_move_vertex      (SwMap       *map,
                                    SwHistory   *history,
                                    guint        vertex,
                                    double       x,
                                    double       y,
                                    GError     **error);

/* Drops @vertex onto @target, its neighbour along a border: the edge
 * between them vanishes and every ring using @vertex uses @target instead
 * (this removes a border too short to see, where four regions should meet
 * at one point). Refused if an edge would cross, a region would lose its
 * area, the board's edge would get a gap, or they are not neighbours: in a
 * partition, dropping a vertex on any other vertex or on an edge would
 * pinch a region in two. Barriers on a border that vanishes, and links
 * along a border that appears, are removed with it (in the same step). */
gboolean  sw_edit_weld_vertex      (SwMap       *map,
                                    SwHistory   *history,
                                    guint        vertex,
                                    guint        target,
                                    GError     **error);

/* Inserts a vertex on edge a–b at the point of the edge nearest (x, y), in
 * every ring that has the edge (both regions that share it). */
gboolean  sw_edit_insert_vertex    (SwMap       *map,
                                    SwHistory   *history,
                                    guint        a,
                                    guint        b,
                                    double       x,
                                    double       y,
                                    guint       *new_vertex,
                                    GError     **error);
/* Removes a vertex that lies between exactly two others (on one border
 * line), refusing if a region would become degenerate, an edge would
 * cross, the board would get a gap, or three or more regions meet there. */
gboolean  sw_edit_delete_vertex    (SwMap       *map,
                                    SwHistory   *history,
                                    guint        vertex,
                                    GError     **error);

/* Splits @region along a cut: @points are n_points (x, y) pairs in mm, the
 * first and last on the region's outline (at a vertex or on an edge, where
 * a vertex is inserted, in both regions sharing that edge), the others
 * strictly inside. The larger part keeps the id, symbols, starts, names
 * and links; the other part gets a fresh id (returned in @new_region,
 * free with g_free) with the same terrain. */
gboolean  sw_edit_split_region     (SwMap        *map,
                                    SwHistory    *history,
                                    const char   *region,
                                    const double *points,
                                    guint         n_points,
                                    char        **new_region,
                                    GError      **error);
/* Drops the points of a line drawn by hand (n_points (x, y) pairs, in
 * place) that lie within @tolerance of the line through the points kept
 * around them; the first and last stay. Returns how many are left. */
guint     sw_edit_simplify_line    (double       *points,
                                    guint         n_points,
                                    double        tolerance);
/* Merges @other into @region (which keeps its id): they must share one
 * unbroken stretch of border, or @other must fill a hole of @region.
 * Symbols, starts (counts added), holes, links and barriers join. */
gboolean  sw_edit_merge_regions    (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *region,
                                    const char  *other,
                                    GError     **error);
/* Carves a new region (a lake, an island) out of @region: @points is a
 * closed polyline (first not repeated) strictly inside it. @region gets a
 * hole, the new region (@terrain, fresh id in @new_region) fills it. */
gboolean  sw_edit_carve_region     (SwMap        *map,
                                    SwHistory    *history,
                                    const char   *region,
                                    const double *points,
                                    guint         n_points,
                                    const char   *terrain,
                                    char        **new_region,
                                    GError      **error);

/* Draws a new region of @terrain on board @board (NULL: the only one):
 * @points is its outline, n_points (x, y) pairs in the board's mm, first
 * not repeated. Corners within 0.5 mm of a border snap onto it. Where the
 * outline covers other regions it is cut out of them: the new region takes
 * the area, a region cut in two keeps its id, names and symbols on the
 * part left outside, and a region covered whole is gone. Inside one region
 * without touching a border, it is carved out as a lake or island is.
 * Refused, with a reason in words, where the result would not be a
 * partition. One undo step; the new id in @new_region (free with g_free). */
gboolean  sw_edit_draw_region      (SwMap        *map,
                                    SwHistory    *history,
                                    const char   *board,
                                    const double *points,
                                    guint         n_points,
                                    const char   *terrain,
                                    char        **new_region,
                                    GError      **error);

/* ---- links and barriers ---- */
gboolean  sw_edit_add_link         (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *a,
                                    const char  *b,
                                    const char  *kind,
                                    GError     **error);
gboolean  sw_edit_remove_link      (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *a,
                                    const char  *b,
                                    GError     **error);
/* The kind of the link between @a and @b ("tunnel", "bridge", free text;
 * NULL or "": none). A kind says the link is meant (docs/map-format.md,
 * link-not-drawn). One undo step; nothing when it has that kind already. */
gboolean  sw_edit_set_link_kind    (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *a,
                                    const char  *b,
                                    const char  *kind,
                                    GError     **error);
gboolean  sw_edit_add_barrier      (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *a,
                                    const char  *b,
                                    const char  *kind,
                                    GError     **error);
gboolean  sw_edit_remove_barrier   (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *a,
                                    const char  *b,
                                    GError     **error);

/* ---- region properties, on one or several regions at once ----
 * @regions is a NULL-terminated list of region ids; one undo step. Types
 * are checked against the edition's catalog. */
gboolean  sw_edit_set_terrain      (SwMap              *map,
                                    SwHistory          *history,
                                    const char *const  *regions,
                                    const char         *terrain,
                                    GError            **error);
gboolean  sw_edit_set_border       (SwMap              *map,
                                    SwHistory          *history,
                                    const char *const  *regions,
                                    SwBorderMode        border,
                                    GError            **error);
/* Adds (@present TRUE) or removes a symbol. */
gboolean  sw_edit_set_symbol       (SwMap              *map,
                                    SwHistory          *history,
                                    const char *const  *regions,
                                    const char         *type,
                                    gboolean            present,
                                    GError            **error);
/* Sets how many start markers of @type the regions get (0 removes). */
gboolean  sw_edit_set_start        (SwMap              *map,
                                    SwHistory          *history,
                                    const char *const  *regions,
                                    const char         *type,
                                    guint               count,
                                    GError            **error);
/* The name in @lang (NULL: untagged); NULL or "" @text removes it. */
gboolean  sw_edit_set_name         (SwMap              *map,
                                    SwHistory          *history,
                                    const char *const  *regions,
                                    const char         *lang,
                                    const char         *text,
                                    GError            **error);

/* ---- the map itself ---- */
/* NULL or "" @text removes the text of that language. */
gboolean  sw_edit_set_title        (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *lang,
                                    const char  *text,
                                    GError     **error);
gboolean  sw_edit_set_description  (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *lang,
                                    const char  *text,
                                    GError     **error);
/* Replaces the scenario list (players 2–5). */
gboolean  sw_edit_set_scenarios    (SwMap            *map,
                                    SwHistory        *history,
                                    const SwScenario *scenarios,
                                    guint             n_scenarios,
                                    GError          **error);

/* The edition of the game the map is for (one the catalogs know); the
 * regions keep their terrains, which the validator then checks against
 * the new edition's catalog. */
gboolean  sw_edit_set_edition      (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *edition,
                                    GError     **error);

/* A new board of width × height mm, covered by one region of @terrain
 * (its id in @new_region). With a second board, regions without a board
 * attribute get the first board's id, as the format requires. */
gboolean  sw_edit_add_board        (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *id,
                                    double       width,
                                    double       height,
                                    const char  *terrain,
                                    char       **new_region,
                                    GError     **error);
/* The map a game of @players plays on @map: a copy with only the boards
 * the edition's catalog gives that many (its scenario-size, Warcraft's
 * islands: the first of each size, docs/rules.md 3.3) and that count's
 * scenario alone, or @map itself (a new reference) when it has no more
 * boards than that or lacks a size the rules name. New Game and the
 * balance lab play on it. */
SwMap    *sw_edit_boards_in_play   (SwMap       *map,
                                    guint        players);
/* Removes a board with its regions, their vertices, links and barriers. */
gboolean  sw_edit_remove_board     (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *id,
                                    GError     **error);
/* Moves the right and bottom frame vertices with the new size; refused if
 * that would make edges cross or leave vertices off the board. */
gboolean  sw_edit_resize_board     (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *id,
                                    double       width,
                                    double       height,
                                    GError     **error);

/* Sets a board's size mark (S, M, L, or NULL / "" for none) and its place in
 * a board set's layout (has_position FALSE: none), one undo step. */
gboolean  sw_edit_set_board_mark   (SwMap       *map,
                                    SwHistory   *history,
                                    const char  *id,
                                    const char  *size,
                                    gboolean     has_position,
                                    double       x,
                                    double       y,
                                    GError     **error);

G_END_DECLS
