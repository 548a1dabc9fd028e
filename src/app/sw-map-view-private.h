/* sw-map-view-private.h: the map view's state, shared by its drawing (sw-map-view.c) and its input handling (sw-map-view-input.c). */
#pragma once

#include "sw-issue-marks.h"
#include "sw-map-view.h"
#include "sw-render.h"

G_BEGIN_DECLS

typedef struct _SwMapViewQueue SwMapViewQueue;

#define ZOOM_STEP 1.25

/* The board's shadow on the table: colour alpha, shift down, spread and
 * blur radius in logical pixels (as gtk_snapshot_append_outset_shadow()
 * takes them; the blur's standard deviation is half the radius). */
#define SW_MAP_VIEW_SHADOW_ALPHA 0.35
#define SW_MAP_VIEW_SHADOW_DY 2
#define SW_MAP_VIEW_SHADOW_SPREAD 1
#define SW_MAP_VIEW_SHADOW_RADIUS 10

struct _SwMapView
{
  GtkWidget parent_instance;

  SwMap *map;
  SwRenderLayout *layout;

  double zoom;              /* pixels per mm */
  double origin_x, origin_y;  /* the mm point at the widget's top-left corner */
  gboolean fitting;
  gboolean show_adjacency;
  double grid;              /* the grid's spacing shown on the boards, mm; 0: none */
  gboolean hide_starts;     /* a game window draws the set-up markers from the game */

  gint hover;
  GArray *selection;        /* guint region indices */
  /* the selected regions' ids: an edit that adds or removes regions moves
   * the indices, and the same regions are selected again after it */
  GPtrArray *selection_ids;
  GArray *highlight;
  gboolean show_neighbours;  /* the one selected region's neighbours are tinted */

  /* the rendered board, as square tiles of device pixels (key: tile
   * column and row packed in a gint64), valid for one zoom (device
   * pixels per mm), scale factor, map state and overlay choice */
  GHashTable *tiles;
  double tiles_zoom;
  int tiles_scale;
  guint64 tiles_serial;
  gboolean tiles_adjacency;
  gboolean tiles_complete;  /* they covered the view when last drawn */
  /* the tiles of the zoom before, shown scaled where a new tile is
   * not drawn yet, until the new ones cover the view */
  GHashTable *old_tiles;
  double old_tiles_zoom;
  /* the whole board, small, shown where neither is ready (a Tile) */
  gpointer overview;
  double overview_zoom;
  gboolean overview_pending;  /* the worker draws it */
  gboolean zoom_burst;      /* zoom steps come in quick succession */
  guint settle_id;          /* ends the burst */
  guint refine_id;          /* draws the tiles a frame left out */
  guint prefetch_id;        /* draws tiles around the view in idle time */
  gint64 prefetch_range[4]; /* columns and rows of those */
  /* the tile worker (sw-map-view-tiles.c): its link to the view, the
   * copy of the map it draws from, and the tiles asked of it */
  SwMapViewQueue *queue;
  gpointer tile_source;
  guint source_keep_ms;     /* how long it stays after the view is sharp */
  guint source_release_id;  /* then lets it go */
  GHashTable *tiles_pending;  /* keys as in tiles */
  /* the board's shadow in eight pieces (sw-map-view-shadow.c), for one scale */
  GdkTexture *shadow[8];
  int shadow_scale;

  /* input */
  double pointer_x, pointer_y;
  double drag_start_x, drag_start_y;
  double pinch_start_zoom;
  gboolean space_held;
  gboolean panning;

  /* editing tools: primary-button input goes to the window as
   * "tool-event" in mm, and the tool's sketch is drawn on top */
  gboolean tool_input;
  gboolean tool_dragging;
  GArray *sketch;           /* double x, y pairs in mm */
  GArray *issue_marks;      /* SwIssueMark: the problems, where they lie */
  guint64 issue_marks_serial;  /* the map's serial they were found at: stale marks are not drawn */
  gboolean sketch_closed;
  gboolean sketch_valid;

  /* the balance report's heat map over the board (sw-map-view-heat.c) */
  SwHeatMap *heat;
  gboolean show_heat;

  /* a picture to trace, half-seen over the board (sw-map-view-tracing.c) */
  GdkTexture *tracing;
};

/* "tool-event" phases */
enum {
  SW_TOOL_PRESS,
  SW_TOOL_DRAG,
  SW_TOOL_RELEASE,
  SW_TOOL_HOVER,
};

/* sw-map-view.c */
void      sw_map_view_zoom_at            (SwMapView      *self,
                                          double          px,
                                          double          py,
                                          double          zoom);
void      sw_map_view_pan_by             (SwMapView      *self,
                                          double          dx_px,
                                          double          dy_px);
void      sw_map_view_pan_to             (SwMapView      *self,
                                          double          origin_x,
                                          double          origin_y);
gint      sw_map_view_region_at          (SwMapView      *self,
                                          double          px,
                                          double          py);
void      sw_map_view_set_hover          (SwMapView      *self,
                                          gint            region);
void      sw_map_view_emit_tool_event    (SwMapView      *self,
                                          int             phase,
                                          double          px,
                                          double          py,
                                          GdkModifierType state);

/* sw-map-view-input.c */
void      sw_map_view_add_controllers    (SwMapView      *self);
void      sw_map_view_class_add_bindings (GtkWidgetClass *widget_class);
gboolean  sw_map_view_query_tooltip      (GtkWidget      *widget,
                                          int             x,
                                          int             y,
                                          gboolean        keyboard,
                                          GtkTooltip     *tooltip);

/* sw-map-view-tiles.c */
void      sw_map_view_tile_free          (gpointer        tile);
SwMapViewQueue *sw_map_view_queue_new    (SwMapView      *view);
/* The view is going: the tiles still being drawn for it are dropped. */
void      sw_map_view_queue_detach       (SwMapViewQueue *queue);
/* A zoom starts: the worker draws what it will show meanwhile. */
void      sw_map_view_prepare_zoom       (SwMapView      *self);
/* Drops every cached tile and the overview (the map or its look changed). */
void      sw_map_view_clear_tiles        (SwMapView      *self);
/* Appends the board at the current zoom, from the tiles, drawing the
 * missing ones within the frame's budget. */
void      sw_map_view_snapshot_tiles     (SwMapView      *self,
                                          GtkSnapshot    *snapshot,
                                          double          width,
                                          double          height,
                                          int             scale);

/* sw-map-view-marks.c: the problems' marks over the map. */
void      sw_map_view_snapshot_marks       (SwMapView       *self,
                                            GtkSnapshot     *snapshot,
                                            double           width,
                                            double           height);

/* sw-map-view-shadow.c */
/* Appends the shadow under the board as it lies in the view (the
 * board's edges rounded to device pixels as the tiles are, the shadow
 * SW_MAP_VIEW_SHADOW_* under them); FALSE when the board is too small
 * on screen for its pieces. */
gboolean  sw_map_view_snapshot_shadow    (SwMapView      *self,
                                          GtkSnapshot    *snapshot,
                                          SwRenderLayout *layout,
                                          int             scale);

/* sw-map-view-tracing.c: the picture to trace, over the board. */
void      sw_map_view_snapshot_tracing     (SwMapView       *self,
                                            GtkSnapshot     *snapshot);

/* sw-map-view-heat.c: the heat map over the board, and its legend. */
void      sw_map_view_snapshot_heat        (SwMapView       *self,
                                            GtkSnapshot     *snapshot,
                                            double           width,
                                            double           height);

G_END_DECLS
