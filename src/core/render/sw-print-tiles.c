/* sw-print-tiles.c: the arithmetic of tiled printing (sheets, overlap, cut lines, page names). */
#define G_LOG_DOMAIN "sw-print"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sw-print-tiles.h"

static guint
sheets_along (double board,
              double sheet,
              double overlap)
{
  /* Sheets advance by sheet - overlap; the last one must reach the end. */
  if (board <= sheet + 1e-9)
    return 1;
  return (guint) ceil ((board - sheet) / (sheet - overlap) - 1e-9) + 1;
}

gboolean
sw_print_tiles_init (SwPrintTiles *tiles,
                     double        board_width,
                     double        board_height,
                     double        sheet_width,
                     double        sheet_height,
                     double        overlap)
{
  g_return_val_if_fail (tiles != NULL, FALSE);

  if (!(board_width > 0 && board_height > 0 && overlap >= 0 &&
        sheet_width > 2 * overlap && sheet_height > 2 * overlap) ||
      !isfinite (board_width) || !isfinite (board_height))
    return FALSE;
  tiles->board_width = board_width;
  tiles->board_height = board_height;
  tiles->sheet_width = sheet_width;
  tiles->sheet_height = sheet_height;
  tiles->overlap = overlap;
  tiles->step_x = sheet_width - overlap;
  tiles->step_y = sheet_height - overlap;
  tiles->columns = sheets_along (board_width, sheet_width, overlap);
  tiles->rows = sheets_along (board_height, sheet_height, overlap);
  if (tiles->columns > 1000 || tiles->rows > 1000)
    return FALSE;
  /* Centre the grid: the paper it covers beyond the board, shared. */
  tiles->origin_x = -((tiles->columns - 1) * tiles->step_x + sheet_width - board_width) / 2;
  tiles->origin_y = -((tiles->rows - 1) * tiles->step_y + sheet_height - board_height) / 2;
  return TRUE;
}

guint
sw_print_tiles_n_pages (const SwPrintTiles *tiles)
{
  g_return_val_if_fail (tiles != NULL, 0);
  return tiles->columns * tiles->rows;
}

void
sw_print_tiles_page_rect (const SwPrintTiles *tiles,
                          guint               page,
                          double              rect[4])
{
  g_return_if_fail (tiles != NULL && rect != NULL);
  g_return_if_fail (page < sw_print_tiles_n_pages (tiles));

  rect[0] = tiles->origin_x + (page % tiles->columns) * tiles->step_x;
  rect[1] = tiles->origin_y + (page / tiles->columns) * tiles->step_y;
  rect[2] = tiles->sheet_width;
  rect[3] = tiles->sheet_height;
}

void
sw_print_tiles_cut_rect (const SwPrintTiles *tiles,
                         guint               page,
                         double              rect[4])
{
  guint column, row;
  double x0, y0, x1, y1, half;

  g_return_if_fail (tiles != NULL && rect != NULL);
  g_return_if_fail (page < sw_print_tiles_n_pages (tiles));

  column = page % tiles->columns;
  row = page / tiles->columns;
  half = tiles->overlap / 2;
  sw_print_tiles_page_rect (tiles, page, rect);
  /* Outer edges stop at the board; inner ones at the overlap's middle. */
  x0 = column == 0 ? 0 : rect[0] + half;
  y0 = row == 0 ? 0 : rect[1] + half;
  x1 = column + 1 == tiles->columns ? tiles->board_width : rect[0] + rect[2] - half;
  y1 = row + 1 == tiles->rows ? tiles->board_height : rect[1] + rect[3] - half;
  rect[0] = x0;
  rect[1] = y0;
  rect[2] = x1 - x0;
  rect[3] = y1 - y0;
}

char *
sw_print_tiles_page_name (const SwPrintTiles *tiles,
                          guint               page)
{
  char letters[8];
  guint column, i = G_N_ELEMENTS (letters) - 1;

  g_return_val_if_fail (tiles != NULL, NULL);
  g_return_val_if_fail (page < sw_print_tiles_n_pages (tiles), NULL);

  /* Bijective base 26, as spreadsheet columns: A..Z, AA.. */
  letters[i] = '\0';
  column = page % tiles->columns + 1;
  while (column > 0 && i > 0)
    {
      column--;
      letters[--i] = 'A' + column % 26;
      column /= 26;
    }
  return g_strdup_printf ("%s%u", letters + i, page / tiles->columns + 1);
}

char *
sw_print_tiles_page_label (const SwPrintTiles *tiles,
                           guint               page)
{
  g_autofree char *name = sw_print_tiles_page_name (tiles, page);

  g_return_val_if_fail (name != NULL, NULL);
  /* Translators: a printed sheet's label: "B2 of 3×2" is column B, row 2,
   * in a grid of 3 columns and 2 rows. */
  return g_strdup_printf (_("%s of %u×%u"), name, tiles->columns, tiles->rows);
}
