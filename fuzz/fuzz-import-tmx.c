/* fuzz-import-tmx.c: libFuzzer target for reading a Tiled map and repairing it into a map (sw-import-tmx.c, sw-import-repair.c). */
#define G_LOG_DOMAIN "sw-fuzz"
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "sw-import.h"
#include "sw-issue.h"
#include "sw-validate.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical or a warning is a bug found: make it a crash. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}

/* Beyond "does not crash", checks what users rely on: a refused drawing
 * comes with an error, a malformed or hostile one names its line, and a
 * drawing that imports gives a map the validator finds no geometric error
 * in (overlap, gap, degenerate or self-crossing rings). */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const char *const geometry[] = {
    "outline-degenerate", "outline-self-intersecting", "regions-overlap", "board-gap", "outside-board",
  };
  SwImportOptions options = { (char *) "base", NULL, 0 };
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwImportDrawing) drawing = sw_import_tmx_read ((const char *) data, size, 0, &error);
  g_autoptr(SwMap) map = NULL;

  if (drawing == NULL)
    {
      if (error == NULL)
        g_error ("a drawing refused without an error");
      if (!g_str_has_prefix (error->message, "line "))
        g_error ("a refusal without a line: %s", error->message);
      return 0;
    }
  /* Keep each run short: a big board only costs time (a 300 × 200 mm
   * board takes seconds under the fuzzer's instrumentation), which the
   * hostile-input tests bound. */
  if (drawing->width * drawing->height > 20000)
    return 0;
  map = sw_import_repair (drawing, &options, notes, &error);
  if (map == NULL)
    {
      if (error == NULL)
        g_error ("a repair refused without an error");
      return 0;
    }
  sw_validate_map (map, issues);
  for (guint i = 0; i < G_N_ELEMENTS (geometry); i++)
    if (sw_issue_list_has_code (issues, geometry[i]))
      g_error ("an imported map has %s", geometry[i]);
  return 0;
}
