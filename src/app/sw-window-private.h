/* sw-window-private.h: the window's state, shared by sw-window.c (presenting the map) and sw-window-files.c (opening, saving, closing). */
#pragma once

#include "sw-window.h"

G_BEGIN_DECLS

#define MAX_RECENT_MAPS 5

struct _SwWindow
{
  AdwApplicationWindow parent_instance;

  /* template children */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  AdwFlap *flap;
  SwMapView *map_view;
  GtkLabel *map_title_label;
  GtkLabel *map_summary_label;
  GtkLabel *selection_label;
  GtkLabel *issue_count_label;
  GtkStack *issues_stack;
  GtkListBox *issue_list;
  AdwPreferencesGroup *recent_group;
  GtkListBox *recent_list;

  GSettings *settings;
  SwMap *map;
  GFile *file;
  GListStore *issues;       /* SwIssueItem */
  gboolean modified;
  gboolean show_adjacency;
  gboolean close_confirmed;  /* the user chose to discard changes */
  gboolean close_after_save;
  GtkWidget *recent_rows[MAX_RECENT_MAPS];
};

/* sw-window.c */
char     *sw_window_display_path            (GFile         *file);
void      sw_window_update_title            (SwWindow      *self);
void      sw_window_update_summary          (SwWindow      *self);
void      sw_window_set_issues              (SwWindow      *self,
                                             GPtrArray     *issues);
void      sw_window_update_actions          (SwWindow      *self);

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

G_END_DECLS
