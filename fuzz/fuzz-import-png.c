/* fuzz-import-png.c: libFuzzer target for reading a scanned board (a PNG image) and repairing it into a map (sw-import-png.c, sw-import-repair.c). */
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

/* Beyond "does not crash", checks what users rely on: a refused image
 * comes with an error, and an image that imports gives a map the validator
 * finds no geometric error in. Images over 250,000 pixels are skipped
 * (they only cost time; the header check that refuses huge ones is a test
 * of test-import-drawing). */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const char *const geometry[] = {
    "outline-degenerate", "outline-self-intersecting", "regions-overlap", "board-gap", "outside-board",
  };
  SwImportOptions options = { (char *) "base", NULL, 0, NULL };
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;

  if (size >= 24 && memcmp (data + 12, "IHDR", 4) == 0)
    {
      guint64 w = (guint64) data[16] << 24 | (guint64) data[17] << 16 | (guint64) data[18] << 8 | data[19];
      guint64 h = (guint64) data[20] << 24 | (guint64) data[21] << 16 | (guint64) data[22] << 8 | data[23];

      if (w * h > 250000 && w <= 30000 && h <= 30000)
        return 0;
    }
  map = sw_import_png_read ((const char *) data, size, &options, notes, &error);
  if (map == NULL)
    {
      if (error == NULL)
        g_error ("an image refused without an error");
      return 0;
    }
  sw_validate_map (map, issues);
  for (guint i = 0; i < G_N_ELEMENTS (geometry); i++)
    if (sw_issue_list_has_code (issues, geometry[i]))
      g_error ("an imported map has %s", geometry[i]);
  return 0;
}
