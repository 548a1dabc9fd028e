/* fuzz-import-png.c: libFuzzer target for reading a scanned board (a PNG image) and repairing it into a map (sw-import-png.c, sw-import-repair.c). */
#define G_LOG_DOMAIN "sw-fuzz"
#include "config.h"

#include <string.h>
#include "fuzz-import-common.h"

/* Beyond "does not crash", checks what users rely on: a refused image
 * comes with an error, and an image that imports gives a map the validator
 * finds no geometric error in. Images over 250,000 pixels are skipped
 * (they only cost time; the header check that refuses huge ones is a test
 * of test-import-drawing). */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  SwImportOptions options = { (char *) "base", NULL, 0, NULL };
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
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
    fuzz_import_check_refusal (error, "an image", FALSE);
  else
    fuzz_import_check_map (map);
  return 0;
}
