/* fuzz-map-load.c: libFuzzer target for the map loader and the canonical saver. */
#define G_LOG_DOMAIN "sw-fuzz"
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include "sw-issue.h"
#include "sw-map-xml.h"

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

/* Beyond "does not crash", checks what users rely on: every problem has a
 * line, and whatever loads saves to a file that loads again and saves to
 * the same bytes. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_data ((const char *) data, size, issues, &error);
  g_autoptr(SwMap) again = NULL;
  g_autoptr(GBytes) saved = NULL, saved_again = NULL;

  for (guint i = 0; i < issues->len; i++)
    if (((SwIssue *) g_ptr_array_index (issues, i))->line == 0)
      g_error ("an issue without a line: %s", ((SwIssue *) g_ptr_array_index (issues, i))->message);

  if (map == NULL)
    {
      if (error == NULL || issues->len == 0)
        g_error ("refused without an error or an issue");
      return 0;
    }

  saved = sw_map_to_bytes (map);
  again = sw_map_load_data (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), NULL, &error);
  if (again == NULL)
    g_error ("the saved form does not load: %s", error->message);
  saved_again = sw_map_to_bytes (again);
  if (!g_bytes_equal (saved, saved_again))
    g_error ("saving twice gives different bytes");
  return 0;
}
