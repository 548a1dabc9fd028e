/* sw-map-view.h: the widget that shows a map with the core renderer: zoom, pan, hover, selection. */
#pragma once

#include <gtk/gtk.h>
#include "sw-map.h"
#include "sw-render-heat.h"

G_BEGIN_DECLS

#define SW_TYPE_MAP_VIEW (sw_map_view_get_type ())
G_DECLARE_FINAL_TYPE (SwMapView, sw_map_view, SW, MAP_VIEW, GtkWidget)

/* Zoom is in screen pixels per millimetre of the printed board. */
#define SW_MAP_VIEW_MIN_ZOOM 0.05
#define SW_MAP_VIEW_MAX_ZOOM 40.0

GtkWidget  *sw_map_view_new                (void);

SwMap      *sw_map_view_get_map            (SwMapView   *self);
void        sw_map_view_set_map            (SwMapView   *self,
                                            SwMap       *map);
/* Call after the map changed in place: the cached board is redrawn. */
void        sw_map_view_map_changed        (SwMapView   *self);

double      sw_map_view_get_zoom           (SwMapView   *self);
/* Zooms keeping the centre of the view still. */
void        sw_map_view_set_zoom           (SwMapView   *self,
                                            double       zoom);
void        sw_map_view_zoom_in            (SwMapView   *self);
void        sw_map_view_zoom_out           (SwMapView   *self);
/* Fits the whole map and keeps fitting it when the widget is resized,
 * until the user zooms or pans. */
void        sw_map_view_zoom_fit           (SwMapView   *self);
/* One millimetre of the board on one millimetre of the screen (96 dpi). */
void        sw_map_view_zoom_original      (SwMapView   *self);
gboolean    sw_map_view_get_fitting        (SwMapView   *self);

/* A grid of lines @spacing mm apart on each board, from its top-left
 * corner (0: none). */
double      sw_map_view_get_grid           (SwMapView   *self);
void        sw_map_view_set_grid           (SwMapView   *self,
                                            double       spacing);
gboolean    sw_map_view_get_show_adjacency (SwMapView   *self);
void        sw_map_view_set_show_adjacency (SwMapView   *self,
                                            gboolean     show);

/* A value per region drawn as a heat map over the board, with its
 * legend in the view's corner, while "show-heat-map" is on (off by
 * default). The view keeps a reference; NULL removes it. */
SwHeatMap  *sw_map_view_get_heat_map       (SwMapView   *self);
void        sw_map_view_set_heat_map       (SwMapView   *self,
                                            SwHeatMap   *heat);
gboolean    sw_map_view_get_show_heat_map  (SwMapView   *self);
void        sw_map_view_set_show_heat_map  (SwMapView   *self,
                                            gboolean     show);

/* A picture drawn elsewhere (a scan, a sketch), shown half-seen over the
 * boards, as large as fits and centred, so that its regions can be traced
 * with the tools; never saved with the map. The view keeps a reference;
 * NULL removes it. */
GdkTexture *sw_map_view_get_tracing        (SwMapView   *self);
void        sw_map_view_set_tracing        (SwMapView   *self,
                                            GdkTexture  *picture);
/* Where the picture lies, in mm: FALSE without a picture or a map. */
gboolean    sw_map_view_get_tracing_rect   (SwMapView       *self,
                                            graphene_rect_t *mm);

/* Region indices into map->regions. */
gint        sw_map_view_get_hover_region   (SwMapView   *self);
const guint *sw_map_view_get_selection     (SwMapView   *self,
                                            guint       *n_regions);
void        sw_map_view_set_selection      (SwMapView   *self,
                                            const guint *regions,
                                            guint        n_regions);
/* Emphasised regions (the current issue's), shown in another colour. */
void        sw_map_view_set_highlight      (SwMapView   *self,
                                            const guint *regions,
                                            guint        n_regions);
/* The map's problems (SwIssue, of the map as it is now), each marked on
 * the map where it lies: a ring round a corner touch, a short border drawn
 * thick, an overlap filled, a region's place. Marks of an older state of
 * the map are not drawn. NULL clears them. */
void        sw_map_view_set_issues         (SwMapView   *self,
                                            GPtrArray   *issues);
/* How many marks are drawn now (for tests). */
guint       sw_map_view_get_n_issue_marks  (SwMapView   *self);
/* While on, the neighbours of a single selected region (the regions it
 * is adjacent to: a shared border or a link, not across a barrier) are
 * tinted on the map. Off by default (a game shows no such thing). */
void        sw_map_view_set_show_neighbours (SwMapView  *self,
                                            gboolean     show);
/* The regions tinted as neighbours now (indices), NULL when none. */
const guint *sw_map_view_get_neighbours    (SwMapView   *self,
                                            guint       *n_regions);
/* Pango markup saying what a region is: name or id, terrain, border,
 * symbols and markers, one per line (tooltips, the side panel). */
char       *sw_map_view_describe_region    (SwMapView   *self,
                                            guint        region);
/* While on, the primary button no longer selects: presses, drags and
 * releases (and hovering) are emitted as "tool-event" (phase, x mm, y mm,
 * region under the point or -1, modifier state) for the window's tools. */
void        sw_map_view_set_tool_input     (SwMapView   *self,
                                            gboolean     tool_input);
/* A line the current tool is drawing (n_points x, y pairs in mm), closed
 * or not, shown in the accent colour or red when it would be refused.
 * NULL clears it. */
void        sw_map_view_set_sketch         (SwMapView    *self,
                                            const double *points,
                                            guint         n_points,
                                            gboolean      closed,
                                            gboolean      valid);
/* The region (index) under a point in mm, or -1. */
gint        sw_map_view_region_at_point    (SwMapView   *self,
                                            double       x,
                                            double       y);
/* How many millimetres of the board one screen pixel is now. */
double      sw_map_view_get_pixel_size     (SwMapView   *self);
/* Zooms and scrolls so that these regions fill most of the view, but for
 * @covered_right pixels on its right (a sidebar shown over it). */
void        sw_map_view_show_regions       (SwMapView   *self,
                                            const guint *regions,
                                            guint        n_regions,
                                            double       covered_right);

G_END_DECLS
