/* sw-board-row.h: a board of the set in the editor's Boards list: its id and size, Remove, and opened, its size mark, width and height, each change one "boards." action of the window. */
#pragma once

#include <adwaita.h>
#include "sw-map.h"

G_BEGIN_DECLS

#define SW_TYPE_BOARD_ROW (sw_board_row_get_type ())
G_DECLARE_FINAL_TYPE (SwBoardRow, sw_board_row, SW, BOARD_ROW, AdwExpanderRow)

/* The row of @map's board @board_id, named "board-<id>". Its controls
 * activate "boards.set-size" (ss), "boards.resize" (sdd) and, after
 * asking when regions would go with it, "boards.remove" (s). */
GtkWidget  *sw_board_row_new          (SwMap      *map,
                                       const char *board_id);
/* Shows the board as @map has it now; a width or height being typed is
 * kept unless the board's own changed. FALSE when @map has no such board. */
gboolean    sw_board_row_update       (SwBoardRow *self,
                                       SwMap      *map);
const char *sw_board_row_get_board_id (SwBoardRow *self);

G_END_DECLS
