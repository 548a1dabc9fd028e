/* fuzz-map-load.c: libFuzzer target for the map loader and the canonical saver. */
#define G_LOG_DOMAIN "sw-fuzz"
#include "config.h"

#include "fuzz-common.h"
#include "sw-issue.h"
#include "sw-map-xml.h"
#include "sw-map-xml-private.h"
#include "sw-test-map.h"

/* Beyond "does not crash", checks what users rely on: every problem has a
 * line, the loader's two paths (streamed, and the whole tree) agree, and
 * whatever loads saves to a file that loads again and saves to the same
 * bytes. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_data ((const char *) data, size, issues, &error);
  g_autoptr(SwMap) again = NULL;
  g_autoptr(GBytes) saved = NULL, saved_again = NULL;

  g_autoptr(GPtrArray) tree_issues = sw_issue_list_new ();
  g_autoptr(GError) tree_error = NULL;
  g_autoptr(SwMap) tree_map = sw_map_load_data_through_tree ((const char *) data, size, tree_issues, &tree_error);

  for (guint i = 0; i < issues->len; i++)
    if (((SwIssue *) g_ptr_array_index (issues, i))->line == 0)
      g_error ("an issue without a line: %s", ((SwIssue *) g_ptr_array_index (issues, i))->message);

  /* The streamed fast path and the tree agree on everything. */
  if ((map == NULL) != (tree_map == NULL))
    g_error ("the fast path %s the file, the tree %s it",
             map != NULL ? "loads" : "refuses", tree_map != NULL ? "loads" : "refuses");
  if (g_strcmp0 (error != NULL ? error->message : NULL, tree_error != NULL ? tree_error->message : NULL) != 0)
    g_error ("the paths' errors differ: %s / %s", error != NULL ? error->message : "(none)",
             tree_error != NULL ? tree_error->message : "(none)");
  if (issues->len != tree_issues->len)
    g_error ("the fast path reports %u issues, the tree %u", issues->len, tree_issues->len);
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *x = g_ptr_array_index (issues, i);
      SwIssue *y = g_ptr_array_index (tree_issues, i);

      if (!g_str_equal (x->code, y->code) || !g_str_equal (x->message, y->message) ||
          x->line != y->line || x->column != y->column)
        g_error ("the paths' issues differ: %u:%u [%s] %s / %u:%u [%s] %s", x->line, x->column, x->code,
                 x->message, y->line, y->column, y->code, y->message);
    }
  if (map != NULL)
    {
      g_autoptr(GBytes) a = sw_map_to_bytes (map);
      g_autoptr(GBytes) b = sw_map_to_bytes (tree_map);

      g_autofree char *difference = NULL;

      if (!g_bytes_equal (a, b) || !sw_map_equal (map, tree_map))
        g_error ("the paths give different maps");
      difference = sw_test_map_line_difference (map, tree_map);
      if (difference != NULL)
        g_error ("the paths give the %s different lines", difference);
    }

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
