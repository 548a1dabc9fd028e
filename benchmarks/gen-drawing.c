/* gen-drawing.c: writes a generated board of about N regions as an SVG drawing, each region drawn on its own with 1 mm of jitter (tests/sw-test-drawing.h). */
#include "config.h"

#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <glib.h>

#include "sw-test-drawing.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;
  SwTestDrawing *drawing;
  guint regions;
  double cell = 40, width, height;

  if (argc != 3 || (regions = (guint) atoi (argv[1])) < 1 || regions > 20000)
    {
      fprintf (stderr, "usage: gen-drawing N OUT.svg   (N regions of about 40 mm, 1 to 20000)\n");
      return 2;
    }
  /* A board in the proportions of A-series paper holding N cells: the
   * cells' sizes are random, so the board is resized until the count is
   * within 1 % of N. */
  height = cell * sqrt (regions / 1.414);
  width = height * 1.414;
  drawing = sw_test_drawing_new (1, width, height, cell);
  for (guint attempt = 0; attempt < 8 && fabs ((double) drawing->cells->len - regions) > 0.01 * regions; attempt++)
    {
      double factor = sqrt ((double) regions / drawing->cells->len);

      sw_test_drawing_free (drawing);
      width *= factor, height *= factor;
      drawing = sw_test_drawing_new (1, width, height, cell);
    }
  svg = sw_test_drawing_svg (drawing, 1, 1.0);
  if (!g_file_set_contents (argv[2], svg, -1, &error))
    {
      fprintf (stderr, "gen-drawing: %s\n", error->message);
      return 2;
    }
  printf ("%u regions on %.0f x %.0f mm\n", drawing->cells->len, width, height);
  sw_test_drawing_free (drawing);
  return 0;
}
