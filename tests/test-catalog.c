/* test-catalog.c: the base edition's map vocabulary, as the validator reads it. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include "sw-catalog.h"
#include "sw-map.h"

static void
test_base_terrains (void)
{
  const SwCatalog *base = sw_catalog_get ("base");
  g_autoptr(GPtrArray) terrains = NULL;
  const char *land[] = { "farmland", "hill", "mountain", "forest", "swamp" };

  g_assert_nonnull (base);
  g_assert_cmpstr (base->id, ==, "base");

  terrains = sw_catalog_list (base, "terrain");
  g_assert_cmpuint (terrains->len, ==, 7);

  for (guint i = 0; i < G_N_ELEMENTS (land); i++)
    {
      g_assert_true (sw_catalog_terrain_is_conquerable (base, land[i]));
      g_assert_false (sw_catalog_terrain_is_sea (base, land[i]));
    }

  /* docs/map-format.md: sea and lake are flagged as not conquerable; only the
   * sea makes its shore a border region (docs/rules.md 1.5: the lake does not). */
  g_assert_false (sw_catalog_terrain_is_conquerable (base, "sea"));
  g_assert_false (sw_catalog_terrain_is_conquerable (base, "lake"));
  g_assert_true (sw_catalog_terrain_is_sea (base, "sea"));
  g_assert_false (sw_catalog_terrain_is_sea (base, "lake"));

  /* Not in the catalog: neither conquerable nor sea. */
  g_assert_null (sw_catalog_find (base, "terrain", "lava"));
  g_assert_false (sw_catalog_terrain_is_conquerable (base, "lava"));
}

static void
test_base_symbols_and_markers (void)
{
  const SwCatalog *base = sw_catalog_get ("base");
  const SwCatalogEntry *tribe, *mountain;
  g_autoptr(GPtrArray) symbols = sw_catalog_list (base, "symbol");

  g_assert_cmpuint (symbols->len, ==, 3);
  g_assert_nonnull (sw_catalog_find (base, "symbol", "mine"));
  g_assert_nonnull (sw_catalog_find (base, "symbol", "cavern"));
  g_assert_nonnull (sw_catalog_find (base, "symbol", "magic"));

  /* The box holds 18 lost tribes and 10 mountains (docs/rules.md 3.1). */
  tribe = sw_catalog_find (base, "marker", "lost-tribe");
  mountain = sw_catalog_find (base, "marker", "mountain");
  g_assert_nonnull (tribe);
  g_assert_nonnull (mountain);
  g_assert_cmpint (sw_catalog_entry_get_int (tribe, "limit", 0), ==, 18);
  g_assert_cmpint (sw_catalog_entry_get_int (mountain, "limit", 0), ==, 10);
  g_assert_true (sw_catalog_entry_get_bool (tribe, "start", FALSE));
}

static void
test_base_names (void)
{
  const SwCatalog *base = sw_catalog_get ("base");

  /* Every entry with an id is named in English, simplified and
   * traditional Chinese. */
  for (guint i = 0; i < base->entries->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (base->entries, i);
      if (entry->id == NULL)
        continue;
      g_assert_cmpstr (sw_catalog_entry_name_for (entry, "zh-CN"), !=, entry->id);
      g_assert_cmpstr (sw_catalog_entry_name_for (entry, "zh-TW"), !=, entry->id);
      g_assert_nonnull (sw_catalog_entry_name_for (entry, NULL));
    }

  g_assert_cmpstr (sw_catalog_entry_name_for (sw_catalog_find (base, "terrain", "farmland"), "zh-CN"),
                   ==, "农田");
  g_assert_cmpstr (sw_catalog_entry_name_for (sw_catalog_find (base, "terrain", "swamp"), "zh-TW"),
                   ==, "沼澤");
  g_assert_cmpstr (sw_catalog_entry_name_for (sw_catalog_find (base, "terrain", "farmland"), NULL),
                   ==, "Farmland");
}

static void
test_language_pick (void)
{
  const SwCatalogEntry *sea = sw_catalog_find (sw_catalog_get ("base"), "terrain", "sea");

  /* g_get_language_names() follows LANGUAGE, and caches per value. */
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  setlocale (LC_ALL, "");
  g_assert_cmpstr (sw_catalog_entry_name (sea), ==, "海洋");

  g_setenv ("LANGUAGE", "de:en", TRUE);
  g_assert_cmpstr (sw_catalog_entry_name (sea), ==, "Sea");

  g_unsetenv ("LANGUAGE");
}

static void
test_usual_sizes (void)
{
  const SwCatalog *base = sw_catalog_get ("base");

  g_assert_cmpuint (sw_catalog_usual_regions (base, 2), ==, 23);
  g_assert_cmpuint (sw_catalog_usual_regions (base, 3), ==, 30);
  g_assert_cmpuint (sw_catalog_usual_regions (base, 4), ==, 39);
  g_assert_cmpuint (sw_catalog_usual_regions (base, 5), ==, 48);
  g_assert_cmpuint (sw_catalog_usual_regions (base, 6), ==, 0);
}

static void
test_unknown_edition (void)
{
  g_assert_null (sw_catalog_get ("chess"));
  g_assert_null (sw_catalog_get (NULL));
  g_assert_true (g_strv_contains (sw_catalog_list_editions (), "base"));
}

static void
test_rejects_bad_catalog (void)
{
  const char *duplicate =
    "<edition id=\"x\" version=\"1\"><name>X</name>\n"
    "<symbol id=\"mine\"><name>Mine</name></symbol>\n"
    "<symbol id=\"mine\"><name>Mine</name></symbol>\n"
    "</edition>";
  const char *invalid =
    "<edition id=\"x\" version=\"1\"><name>X</name>\n"
    "<terrain id=\"sea\"><name>Sea</name></terrain>\n"
    "</edition>";
  g_autoptr(GError) error = NULL;
  g_autoptr(SwCatalog) catalog = NULL;

  catalog = sw_catalog_load_data (duplicate, strlen (duplicate), "dup.xml", &error);
  g_assert_null (catalog);
  g_assert_nonnull (strstr (error->message, "line 3"));
  g_clear_error (&error);

  /* A terrain must say whether it can be conquered: the schema says so. */
  catalog = sw_catalog_load_data (invalid, strlen (invalid), "invalid.xml", &error);
  g_assert_null (catalog);
  g_assert_nonnull (strstr (error->message, "line 2"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/catalog/base/terrains", test_base_terrains);
  g_test_add_func ("/catalog/base/symbols-markers", test_base_symbols_and_markers);
  g_test_add_func ("/catalog/base/names", test_base_names);
  g_test_add_func ("/catalog/language-pick", test_language_pick);
  g_test_add_func ("/catalog/base/usual-sizes", test_usual_sizes);
  g_test_add_func ("/catalog/unknown-edition", test_unknown_edition);
  g_test_add_func ("/catalog/rejects-bad", test_rejects_bad_catalog);

  return g_test_run ();
}
