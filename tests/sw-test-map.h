/* sw-test-map.h: maps for the tests: a bundled map loaded, and every line the model keeps, compared part by part (the loader tests and the fuzz target). */
#pragma once

#include <glib.h>

#include "sw-map.h"
#include "sw-map-xml.h"

/* A bundled map (maps/@name in the source tree), loaded without error. */
static inline SwMap *
sw_test_map_load_bundled (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", name, NULL);
  g_autoptr(GError) error = NULL;
  SwMap *map = sw_map_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

/* The first part whose line differs between @a and @b (two loads of the
 * same file, e.g. streamed and through the tree), as "region 3 outline",
 * or NULL when every line agrees. @a and @b must be equal maps
 * (sw_map_equal): same counts of every part. Free with g_free(). */
static inline char *
sw_test_map_line_difference (const SwMap *a, const SwMap *b)
{
  if (a->root_line != b->root_line)
    return g_strdup ("root");
  for (guint i = 0; i < a->scenarios->len; i++)
    if (g_array_index (a->scenarios, SwScenario, i).line != g_array_index (b->scenarios, SwScenario, i).line)
      return g_strdup_printf ("scenario %u", i);
  for (guint i = 0; i < a->boards->len; i++)
    if (((SwBoard *) g_ptr_array_index (a->boards, i))->line != ((SwBoard *) g_ptr_array_index (b->boards, i))->line)
      return g_strdup_printf ("board %u", i);
  for (guint i = 0; i < a->vertices->len; i++)
    if (g_array_index (a->vertices, SwVertex, i).line != g_array_index (b->vertices, SwVertex, i).line)
      return g_strdup_printf ("vertex %u", i);
  for (guint i = 0; i < a->regions->len; i++)
    {
      const SwRegion *x = g_ptr_array_index (a->regions, i);
      const SwRegion *y = g_ptr_array_index (b->regions, i);

      if (x->line != y->line)
        return g_strdup_printf ("region %u", i);
      if (x->outline != NULL && x->outline->line != y->outline->line)
        return g_strdup_printf ("region %u outline", i);
      for (guint j = 0; j < x->holes->len; j++)
        if (((SwRing *) g_ptr_array_index (x->holes, j))->line != ((SwRing *) g_ptr_array_index (y->holes, j))->line)
          return g_strdup_printf ("region %u hole %u", i, j);
      for (guint j = 0; j < x->symbols->len; j++)
        if (((SwSymbol *) g_ptr_array_index (x->symbols, j))->line != ((SwSymbol *) g_ptr_array_index (y->symbols, j))->line)
          return g_strdup_printf ("region %u symbol %u", i, j);
      for (guint j = 0; j < x->starts->len; j++)
        if (((SwStart *) g_ptr_array_index (x->starts, j))->line != ((SwStart *) g_ptr_array_index (y->starts, j))->line)
          return g_strdup_printf ("region %u start %u", i, j);
    }
  for (guint i = 0; i < a->links->len; i++)
    if (((SwPair *) g_ptr_array_index (a->links, i))->line != ((SwPair *) g_ptr_array_index (b->links, i))->line)
      return g_strdup_printf ("link %u", i);
  for (guint i = 0; i < a->barriers->len; i++)
    if (((SwPair *) g_ptr_array_index (a->barriers, i))->line != ((SwPair *) g_ptr_array_index (b->barriers, i))->line)
      return g_strdup_printf ("barrier %u", i);
  return NULL;
}
