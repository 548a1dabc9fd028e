/* sw-print-tiles.h: how a board is cut into overlapping sheets of paper for printing at 1:1. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define SW_PRINT_DEFAULT_OVERLAP_MM 10.0

/* Sheets in rows and columns over a board of width × height mm, each
 * sheet showing a printable area of sheet_width × sheet_height mm, with
 * neighbouring sheets overlapping by @overlap mm (glue area). The grid
 * is centred on the board, so the spare paper is shared out evenly. */
typedef struct {
  double board_width, board_height;
  double sheet_width, sheet_height;
  double overlap;
  guint columns, rows;
  double origin_x, origin_y;   /* board point at the first sheet's top left */
  double step_x, step_y;       /* sheet_* - overlap */
} SwPrintTiles;

/* FALSE when the printable area is no larger than twice the overlap (the
 * sheets would not advance) or a size is not positive. */
gboolean sw_print_tiles_init     (SwPrintTiles       *tiles,
                                  double              board_width,
                                  double              board_height,
                                  double              sheet_width,
                                  double              sheet_height,
                                  double              overlap);
guint    sw_print_tiles_n_pages  (const SwPrintTiles *tiles);
/* The board area (x, y, width, height, mm) printed on page @page (0-based,
 * row by row from the top left). */
void     sw_print_tiles_page_rect (const SwPrintTiles *tiles,
                                   guint               page,
                                   double              rect[4]);
/* The part of that area this page keeps after cutting: the page's own
 * share, up to the middle of each overlap with a neighbour. Cut marks go
 * at its corners; the shares of all pages cover the board exactly once. */
void     sw_print_tiles_cut_rect (const SwPrintTiles *tiles,
                                  guint               page,
                                  double              rect[4]);
/* Column letters and row numbers as on a map: "B2" is the second column
 * of the second row. Columns past Z go on as AA, AB... */
char    *sw_print_tiles_page_name (const SwPrintTiles *tiles,
                                   guint               page);
/* "B2 of 3×2": the page's name and the grid, columns × rows. */
char    *sw_print_tiles_page_label (const SwPrintTiles *tiles,
                                    guint               page);

G_END_DECLS
