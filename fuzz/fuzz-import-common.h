/* fuzz-import-common.h: what the drawing importers' fuzz targets check alike: refusals come with an error, imported maps have no geometric error. */
#pragma once

#include "fuzz-common.h"
#include "sw-import.h"
#include "sw-issue.h"
#include "sw-validate.h"

/* A refusal of @what ("a drawing", "a repair", "an image") must say why;
 * a drawing's refusal also names its line when @with_line. */
static inline void
fuzz_import_check_refusal (const GError *error,
                           const char   *what,
                           gboolean      with_line)
{
  if (error == NULL)
    g_error ("%s refused without an error", what);
  if (with_line && !g_str_has_prefix (error->message, "line "))
    g_error ("a refusal without a line: %s", error->message);
}

/* An imported map: the validator finds no overlap, gap, degenerate or
 * self-crossing ring, nor a region outside the board. */
static inline void
fuzz_import_check_map (SwMap *map)
{
  static const char *const geometry[] = {
    "outline-degenerate", "outline-self-intersecting", "regions-overlap", "board-gap", "outside-board",
  };
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();

  sw_validate_map (map, issues);
  for (guint i = 0; i < G_N_ELEMENTS (geometry); i++)
    if (sw_issue_list_has_code (issues, geometry[i]))
      g_error ("an imported map has %s", geometry[i]);
}

/* The SVG and Tiled targets: @drawing as read from the input (NULL with
 * @error when refused), then repaired into a map and checked. */
static inline void
fuzz_import_check_drawing (SwImportDrawing *drawing,
                           const GError    *error)
{
  SwImportOptions options = { (char *) "base", NULL, 0, NULL };
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GError) repair_error = NULL;
  g_autoptr(SwMap) map = NULL;

  if (drawing == NULL)
    {
      fuzz_import_check_refusal (error, "a drawing", TRUE);
      return;
    }
  /* Keep each run short: a big board only costs time (a 300 × 200 mm
   * board takes seconds under the fuzzer's instrumentation), which the
   * hostile-input tests bound. */
  if (drawing->width * drawing->height > 20000)
    return;
  map = sw_import_repair (drawing, &options, notes, &repair_error);
  if (map == NULL)
    {
      fuzz_import_check_refusal (repair_error, "a repair", FALSE);
      return;
    }
  fuzz_import_check_map (map);
}
