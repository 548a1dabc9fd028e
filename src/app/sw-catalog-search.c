/* sw-catalog-search.c: finding a catalog entry by a few words of any of its names. */
#include "config.h"

#include <string.h>

#include "sw-catalog-search.h"

char *
sw_catalog_search_fold (const char *text)
{
  g_autofree char *normal = g_utf8_normalize (text != NULL ? text : "", -1, G_NORMALIZE_ALL_COMPOSE);

  return g_utf8_casefold (normal != NULL ? normal : "", -1);
}

char *
sw_catalog_search_haystack (const SwCatalogEntry *entry)
{
  g_autoptr(GString) haystack = g_string_new (NULL);
  g_autofree char *spaced = NULL;

  g_return_val_if_fail (entry != NULL, NULL);

  for (guint n = 0; entry->names != NULL && n < entry->names->len; n++)
    {
      g_autofree char *folded = sw_catalog_search_fold (((const SwText *) g_ptr_array_index (entry->names, n))->text);

      g_string_append_printf (haystack, "%s\n", folded);
    }
  spaced = g_strdelimit (g_strdup (entry->id), "-_", ' ');
  g_string_append (haystack, spaced);
  return g_string_free (g_steal_pointer (&haystack), FALSE);
}

gboolean
sw_catalog_search_matches (const char *haystack,
                           const char *query)
{
  g_autofree char *folded = sw_catalog_search_fold (query);
  g_auto(GStrv) words = g_strsplit_set (folded, " \t", -1);

  g_return_val_if_fail (haystack != NULL, FALSE);

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0' && strstr (haystack, words[i]) == NULL)
      return FALSE;
  return TRUE;
}

gboolean
sw_catalog_search_begins (const char *haystack,
                          const char *query)
{
  g_autofree char *folded = sw_catalog_search_fold (query);
  g_auto(GStrv) names = NULL;

  g_return_val_if_fail (haystack != NULL, FALSE);

  g_strstrip (folded);
  if (folded[0] == '\0')
    return FALSE;
  names = g_strsplit (haystack, "\n", -1);
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_has_prefix (names[i], folded))
      return TRUE;
  return FALSE;
}
