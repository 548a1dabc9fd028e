/* fuzz-import-svg.c: libFuzzer target for reading an SVG drawing and repairing it into a map (sw-import-svg.c, sw-import-repair.c). */
#define G_LOG_DOMAIN "sw-fuzz"
#include "config.h"

#include "fuzz-import-common.h"

/* Beyond "does not crash", checks what users rely on: a refused drawing
 * comes with an error, a malformed or hostile one names its line, and a
 * drawing that imports gives a map the validator finds no geometric error
 * in (fuzz-import-common.h). */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SwImportDrawing) drawing = sw_import_svg_read ((const char *) data, size, &error);

  fuzz_import_check_drawing (drawing, error);
  return 0;
}
