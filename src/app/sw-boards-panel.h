/* sw-boards-panel.h: the editor's Boards list, shown with nothing selected: a row per board of the set (SwBoardRow) and Add Board. */
#pragma once

#include <adwaita.h>
#include "sw-board-row.h"
#include "sw-map.h"

G_BEGIN_DECLS

#define SW_TYPE_BOARDS_PANEL (sw_boards_panel_get_type ())
G_DECLARE_FINAL_TYPE (SwBoardsPanel, sw_boards_panel, SW, BOARDS_PANEL, AdwPreferencesGroup)

/* Named "boards-group". Add Board's menu activates "boards.add" (s): "S",
 * "M", "L", or "" for a board without a size mark. */
GtkWidget  *sw_boards_panel_new      (void);
/* A row per board of @map, in its order: the rows of boards still there
 * are kept (opened ones stay open) and show the boards as they are now. */
void        sw_boards_panel_set_map  (SwBoardsPanel *self,
                                      SwMap         *map);
/* The row of the board @id, or NULL. */
SwBoardRow *sw_boards_panel_get_row  (SwBoardsPanel *self,
                                      const char    *id);

G_END_DECLS
