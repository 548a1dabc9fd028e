/* sw-window-private.h: the window's state, shared by sw-window.c (presenting the map) and sw-window-files.c (opening, saving, closing). */
#pragma once

#include "sw-history.h"
#include "sw-map-document.h"
#include "sw-window.h"

G_BEGIN_DECLS

#define MAX_RECENT_MAPS 5

struct _SwWindow
{
  AdwApplicationWindow parent_instance;

  /* template children */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkRevealer *refusal_revealer;
  GtkLabel *refusal_label;
  GtkStack *stack;
  AdwBin *welcome_bin;                           /* holds the welcome page once it is made */
  AdwFlap *flap;
  SwMapView *map_view;
  GtkLabel *map_title_label;
  GtkLabel *map_summary_label;
  GtkLabel *selection_label;
  struct _SwProblemsPanel *problems_panel;
  GtkWidget *region_hint;                        /* stands for the region panel until it is made */
  struct _SwRegionPanel *region_panel;           /* NULL until a region is first selected */

  /* the welcome page (sw-window-welcome.ui), made when it first shows:
   * NULL until then */
  AdwStatusPage *status_page;
  AdwPreferencesGroup *recent_group;
  GtkListBox *recent_list;
  struct _SwUnfinishedGames *unfinished_games;   /* the games to continue */
  AdwPreferencesGroup *drafts_group;             /* the maps a crash left unsaved */
  GtkListBox *drafts_list;
  AdwToast *drafts_toast;                        /* the offer of unsaved maps, while shown (weak) */
  AdwToast *merge_toast;                         /* "Keep …" after a merge, while shown (weak) */
  guint64 merge_serial;                          /* the map's serial just after that merge */

  GSettings *settings;
  /* the map shown, its file, history, draft and problems */
  SwMapDocument *document;
  gboolean show_adjacency;
  gboolean snap_to_grid;     /* drawn and moved corners go to the grid's points */
  gboolean close_confirmed;  /* the user chose to discard changes */
  gboolean close_after_save;
  GtkWidget *recent_rows[MAX_RECENT_MAPS];
  GMenu *recent_menu;
  GtkMenuButton *menu_button;
  GtkMenuButton *legend_button;
  GMenuModel *primary_menu;
  GtkWidget *properties_box;
  GtkWidget *tool_box;
  GtkWidget *undo_button;
  /* the header's buttons that act on a map: hidden on the welcome page */
  GtkWidget *history_box;
  GtkWidget *save_button;
  GtkWidget *sidebar_button;
  GtkWidget *adjacency_button;
  GtkWidget *redo_button;
  GtkWidget *layout_button;

  /* editing (sw-window-edit.c, sw-window-tools.c) */
  char *tool;                 /* "select", "draw", "split", "merge", "vertex", "carve", "link", "barrier" */
  gboolean tool_locked;       /* the tool stays after a use, instead of going back to Select */
  GArray *tool_points;        /* double x, y pairs in mm */
  gboolean tool_refused;      /* the outline drawn was refused: shown until the next click */
  char *tool_first_region;    /* the first region of a merge, link or barrier */
  guint tool_vertex;          /* the vertex being dragged, 0 when none */
  double tool_start_x, tool_start_y;
  AdwToast *draft_toast;      /* weak: the toast saying a draft cannot be written, while shown */

  /* the boards group's rows are being filled, not changed (sw-window-boards.c) */
  gboolean updating_properties;
  /* the map and its state that the boards group was made for (sw-window-properties.c) */
  const SwMap *boards_map;
  guint64 boards_serial;
};

/* The document's map and history (NULL while the window shows none). */
static inline SwMap *
sw_window_map (SwWindow *self)
{
  return sw_map_document_get_map (self->document);
}

static inline SwHistory *
sw_window_history (SwWindow *self)
{
  return sw_map_document_get_history (self->document);
}

/* sw-window.c */
char     *sw_window_display_path            (GFile         *file);
void      sw_window_update_title            (SwWindow      *self);
void      sw_window_update_summary          (SwWindow      *self);
void      sw_window_update_actions          (SwWindow      *self);
/* The grid's spacing in mm (the grid-size setting). */
double    sw_window_grid_size               (SwWindow      *self);

/* sw-window-files.c */
void      sw_window_open_action             (GtkWidget     *widget,
                                             const char    *action_name,
                                             GVariant      *parameter);
void      sw_window_save_action             (GtkWidget     *widget,
                                             const char    *action_name,
                                             GVariant      *parameter);
void      sw_window_close_action            (GtkWidget     *widget,
                                             const char    *action_name,
                                             GVariant      *parameter);
/* TRUE when closing waits for the user (unsaved changes). */
gboolean  sw_window_close_request           (GtkWindow     *window);
void      sw_window_update_recent           (SwWindow      *self);
void      sw_window_recent_row_activated_cb (GtkListBox    *list,
                                             GtkListBoxRow *row,
                                             SwWindow      *self);
gboolean  sw_window_drop_cb                 (GtkDropTarget *target,
                                             const GValue  *value,
                                             double         x,
                                             double         y,
                                             SwWindow      *self);

/* sw-window-files.c */
/* Shows @map (taken) in this window, from @file (may be NULL). */
void      sw_window_take_map                (SwWindow      *self,
                                             SwMap         *map,
                                             GFile         *file,
                                             gboolean       unsaved);
void      sw_window_update_drafts           (SwWindow      *self);
void      sw_window_open_recent_action      (GtkWidget     *widget,
                                             const char    *action_name,
                                             GVariant      *parameter);
void      sw_window_create_map_action       (GtkWidget     *widget,
                                             const char    *action_name,
                                             GVariant      *parameter);
/* window.restore-drafts and window.discard-drafts: "" for all, or a path */
void      sw_window_restore_drafts_action   (GtkWidget     *widget,
                                             const char    *action_name,
                                             GVariant      *parameter);
/* window.ask-discard-drafts: asks before discarding every unsaved map */
void      sw_window_ask_discard_drafts_action (GtkWidget   *widget,
                                               const char  *action_name,
                                               GVariant    *parameter);

/* sw-window-edit.c */
void      sw_window_class_add_edit_actions  (GtkWidgetClass *widget_class);
void      sw_window_edit_init               (SwWindow      *self);
void      sw_window_edit_dispose            (SwWindow      *self);
void      sw_window_edit_update_actions     (SwWindow      *self);
void      sw_window_show_error              (SwWindow      *self,
                                             const GError  *error);
gboolean  sw_window_dismiss_refusal         (SwWindow      *self);
void      sw_window_place_refusal           (SwWindow      *self);
int       sw_window_sidebar_covers          (SwWindow      *self);
/* Region ids of the selection, NULL-terminated. */
char    **sw_window_selected_ids            (SwWindow      *self);

/* TRUE while the focus is where letters are text (a tool key is ignored). */
gboolean  sw_window_focus_takes_text        (SwWindow      *self);

/* sw-window-tools.c */
const char *sw_window_get_tool              (SwWindow      *self);
void      sw_window_set_tool                (SwWindow      *self,
                                             const char    *tool);
/* The Draw tool's outline: closed into a region (Enter), or dropped
 * (Escape). FALSE when nothing is being drawn (the key goes on). */
gboolean  sw_window_finish_drawing          (SwWindow      *self);
gboolean  sw_window_cancel_drawing          (SwWindow      *self);
void      sw_window_tool_event_cb           (SwMapView     *view,
                                             int            phase,
                                             double         x,
                                             double         y,
                                             int            region,
                                             guint          state,
                                             SwWindow      *self);

/* sw-window-properties.c */
/* How the user knows a region: its name in their language, else its
 * terrain and id ("Forest r4"). */
char     *sw_window_region_label            (SwWindow      *self,
                                             const SwRegion *region);
void      sw_window_update_properties       (SwWindow      *self);
void      sw_window_refresh_properties      (SwWindow      *self);

/* sw-window-boards.c */
void      sw_window_class_add_board_actions (GtkWidgetClass *widget_class);
void      sw_window_add_boards_group        (SwWindow      *self);
void      sw_window_refresh_boards          (SwWindow      *self);

/* sw-window-files.c: window.import and window.import-from (a drawing
 * made elsewhere, as a new unsaved map with its report) */
void      sw_window_import_action           (GtkWidget     *widget,
                                             const char    *action_name,
                                             GVariant      *parameter);
/* sw-window-files.c: window.trace, window.trace-file (a path, "s") and
 * window.clear-tracing: a picture shown over the boards to trace */
void      sw_window_trace_action            (GtkWidget     *widget,
                                             const char    *action_name,
                                             GVariant      *parameter);
/* sw-window-files.c: opens the New Map dialog */
void      sw_window_new_map_action          (GtkWidget     *widget,
                                             const char    *action_name,
                                             GVariant      *parameter);

G_END_DECLS
