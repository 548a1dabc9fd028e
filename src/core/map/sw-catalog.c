/* sw-catalog.c: editions as data, read from the bundled catalogs. */
#define G_LOG_DOMAIN "sw-catalog"
#include "config.h"

#include <gio/gio.h>
#include <string.h>
#include <libxml/tree.h>

#include "sw-catalog.h"
#include "sw-issue.h"
#include "sw-map.h"
#include "sw-xml-safe.h"

#define CATALOG_SCHEMA "/io/github/swcompanion/core/schema/catalog-1.rng"
#define CATALOG_MAX_SIZE (4 * 1024 * 1024)

/* The editions the program ships, in the order menus show them. */
static const char *const known_editions[] = {
  "base",
  "underground",
  "warcraft",
  NULL,
};

static void
entry_free (SwCatalogEntry *entry)
{
  g_free (entry->kind);
  g_free (entry->id);
  g_ptr_array_unref (entry->names);
  g_hash_table_unref (entry->attributes);
  g_free (entry);
}

void
sw_catalog_free (SwCatalog *catalog)
{
  if (catalog == NULL)
    return;
  g_free (catalog->id);
  g_ptr_array_unref (catalog->names);
  g_hash_table_unref (catalog->index);
  g_clear_pointer (&catalog->entry_symbols, g_hash_table_unref);
  g_ptr_array_unref (catalog->entries);
  g_free (catalog);
}

static void
read_name (GPtrArray *names,
           xmlNode   *node)
{
  g_autofree char *lang = sw_xml_get_lang (node);
  xmlChar *content = xmlNodeGetContent (node);
  g_autofree char *stripped = g_strstrip (g_strdup ((const char *) content));
  SwText *text = g_new0 (SwText, 1);

  xmlFree (content);
  text->lang = g_steal_pointer (&lang);
  text->text = g_steal_pointer (&stripped);
  g_ptr_array_add (names, text);
}

static SwCatalogEntry *
read_entry (xmlNode *node)
{
  SwCatalogEntry *entry = g_new0 (SwCatalogEntry, 1);

  entry->kind = g_strdup ((const char *) node->name);
  entry->names = sw_text_list_new ();
  entry->attributes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  entry->line = sw_xml_line (node);

  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      xmlChar *value = xmlNodeListGetString (node->doc, attr->children, 1);
      if (strcmp ((const char *) attr->name, "id") == 0)
        entry->id = g_strdup ((const char *) value);
      else
        g_hash_table_insert (entry->attributes,
                             g_strdup ((const char *) attr->name),
                             g_strdup (value != NULL ? (const char *) value : ""));
      xmlFree (value);
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && strcmp ((const char *) child->name, "name") == 0)
      read_name (entry->names, child);

  return entry;
}

static char *
index_key (const char *kind,
           const char *id)
{
  return g_strconcat (kind, ":", id, NULL);
}

SwCatalog *
sw_catalog_load_data (const char  *data,
                      gsize        length,
                      const char  *name,
                      GError     **error)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(SwCatalog) catalog = NULL;
  xmlDoc *doc;
  xmlNode *root;

  g_return_val_if_fail (data != NULL, NULL);

  doc = sw_xml_parse_safe (data, length, CATALOG_MAX_SIZE, issues, error);
  if (doc == NULL)
    {
      g_prefix_error (error, "%s: ", name);
      return NULL;
    }

  if (!sw_xml_validate_relaxng (doc, CATALOG_SCHEMA, issues))
    {
      const SwIssue *first = g_ptr_array_index (issues, 0);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: line %u: %s", name, first->line, first->message);
      xmlFreeDoc (doc);
      return NULL;
    }

  root = xmlDocGetRootElement (doc);
  catalog = g_new0 (SwCatalog, 1);
  catalog->id = sw_xml_get_attr (root, "id");
  catalog->names = sw_text_list_new ();
  catalog->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  catalog->index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      SwCatalogEntry *entry;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (strcmp ((const char *) child->name, "name") == 0)
        {
          read_name (catalog->names, child);
          continue;
        }

      entry = read_entry (child);
      g_ptr_array_add (catalog->entries, entry);
      /* Entries without an id (scenario-size, entry) are reached by kind. */
      if (entry->id != NULL)
        {
          char *key = index_key (entry->kind, entry->id);
          if (g_hash_table_contains (catalog->index, key))
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "%s: line %u: %s “%s” is listed twice",
                           name, entry->line, entry->kind, entry->id);
              g_free (key);
              xmlFreeDoc (doc);
              return NULL;
            }
          g_hash_table_insert (catalog->index, key, entry);
        }
    }

  catalog->entry_symbols = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < catalog->entries->len; i++)
    {
      SwCatalogEntry *entry = g_ptr_array_index (catalog->entries, i);
      const char *symbol = sw_catalog_entry_get (entry, "symbol");

      if (strcmp (entry->kind, "entry") == 0 && g_strcmp0 (sw_catalog_entry_get (entry, "rule"), "symbol") == 0 &&
          symbol != NULL)
        g_hash_table_add (catalog->entry_symbols, (gpointer) symbol);
      else if (strcmp (entry->kind, "symbol") == 0 && sw_catalog_entry_get_bool (entry, "entry", FALSE))
        g_hash_table_add (catalog->entry_symbols, entry->id);
    }

  xmlFreeDoc (doc);
  return g_steal_pointer (&catalog);
}

static SwCatalog *
load_bundled (const char *edition)
{
  g_autofree char *path = g_strdup_printf ("/io/github/swcompanion/core/editions/%s.xml", edition);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  SwCatalog *catalog;
  gsize length;
  const char *data;

  if (bytes == NULL)
    return NULL;

  data = g_bytes_get_data (bytes, &length);
  catalog = sw_catalog_load_data (data, length, path, &error);
  /* The bundled catalogs are tested; failing here is a packaging bug. */
  if (catalog == NULL)
    g_critical ("Cannot load the %s catalog: %s", edition, error->message);
  return catalog;
}

const SwCatalog *
sw_catalog_get (const char *edition)
{
  static GMutex lock;
  static GHashTable *cache;
  SwCatalog *catalog;

  if (edition == NULL || !g_strv_contains (known_editions, edition))
    return NULL;

  g_mutex_lock (&lock);
  if (cache == NULL)
    cache = g_hash_table_new (g_str_hash, g_str_equal);
  catalog = g_hash_table_lookup (cache, edition);
  if (catalog == NULL)
    {
      catalog = load_bundled (edition);
      if (catalog != NULL)
        g_hash_table_insert (cache, catalog->id, catalog);
    }
  g_mutex_unlock (&lock);
  return catalog;
}

const char *const *
sw_catalog_list_editions (void)
{
  return known_editions;
}

const SwCatalogEntry *
sw_catalog_find (const SwCatalog *catalog,
                 const char      *kind,
                 const char      *id)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (catalog != NULL, NULL);
  g_return_val_if_fail (kind != NULL, NULL);

  if (id == NULL)
    return NULL;
  key = index_key (kind, id);
  return g_hash_table_lookup (catalog->index, key);
}

GPtrArray *
sw_catalog_list (const SwCatalog *catalog,
                 const char      *kind)
{
  GPtrArray *list;

  g_return_val_if_fail (catalog != NULL, NULL);
  g_return_val_if_fail (kind != NULL, NULL);

  list = g_ptr_array_new ();
  for (guint i = 0; i < catalog->entries->len; i++)
    {
      SwCatalogEntry *entry = g_ptr_array_index (catalog->entries, i);
      if (strcmp (entry->kind, kind) == 0)
        g_ptr_array_add (list, entry);
    }
  return list;
}

const char *
sw_catalog_entry_get (const SwCatalogEntry *entry,
                      const char           *attribute)
{
  g_return_val_if_fail (entry != NULL, NULL);
  g_return_val_if_fail (attribute != NULL, NULL);

  return g_hash_table_lookup (entry->attributes, attribute);
}

gint64
sw_catalog_entry_get_int (const SwCatalogEntry *entry,
                          const char           *attribute,
                          gint64                fallback)
{
  const char *value = sw_catalog_entry_get (entry, attribute);
  gint64 number;

  if (value == NULL || !g_ascii_string_to_signed (value, 10, G_MININT64, G_MAXINT64, &number, NULL))
    return fallback;
  return number;
}

gboolean
sw_catalog_entry_get_bool (const SwCatalogEntry *entry,
                           const char           *attribute,
                           gboolean              fallback)
{
  const char *value = sw_catalog_entry_get (entry, attribute);

  if (value == NULL)
    return fallback;
  return strcmp (value, "yes") == 0 || strcmp (value, "true") == 0;
}

const char *
sw_catalog_entry_name (const SwCatalogEntry *entry)
{
  const char *name;

  g_return_val_if_fail (entry != NULL, NULL);

  name = sw_text_pick (entry->names);
  return name != NULL ? name : entry->id;
}

const char *
sw_catalog_entry_name_for (const SwCatalogEntry *entry,
                           const char           *lang)
{
  const char *fallback = NULL;

  g_return_val_if_fail (entry != NULL, NULL);

  for (guint i = 0; i < entry->names->len; i++)
    {
      const SwText *t = g_ptr_array_index (entry->names, i);
      if (lang != NULL && t->lang != NULL && g_ascii_strcasecmp (t->lang, lang) == 0)
        return t->text;
      if (t->lang == NULL && fallback == NULL)
        fallback = t->text;
    }
  return fallback != NULL ? fallback : entry->id;
}

gboolean
sw_catalog_terrain_is_conquerable (const SwCatalog *catalog,
                                   const char      *terrain)
{
  const SwCatalogEntry *entry = sw_catalog_find (catalog, "terrain", terrain);

  return entry != NULL && sw_catalog_entry_get_bool (entry, "conquerable", TRUE);
}

gboolean
sw_catalog_terrain_is_sea (const SwCatalog *catalog,
                           const char      *terrain)
{
  const SwCatalogEntry *entry = sw_catalog_find (catalog, "terrain", terrain);

  return entry != NULL && sw_catalog_entry_get_bool (entry, "sea", FALSE);
}

gboolean
sw_catalog_symbol_is_entry (const SwCatalog *catalog,
                            const char      *symbol)
{
  g_return_val_if_fail (catalog != NULL, FALSE);

  return symbol != NULL && g_hash_table_contains (catalog->entry_symbols, symbol);
}

gboolean
sw_catalog_region_is_entry (const SwCatalog *catalog,
                            const SwRegion  *region)
{
  g_return_val_if_fail (catalog != NULL, FALSE);
  g_return_val_if_fail (region != NULL, FALSE);

  for (guint i = 0; region->symbols != NULL && i < region->symbols->len; i++)
    if (sw_catalog_symbol_is_entry (catalog, ((const SwSymbol *) g_ptr_array_index (region->symbols, i))->type))
      return TRUE;
  return FALSE;
}

/* The scenario-size entry for @players, or NULL. */
static const SwCatalogEntry *
scenario_size (const SwCatalog *catalog,
               guint            players)
{
  for (guint i = 0; i < catalog->entries->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (catalog->entries, i);
      if (strcmp (entry->kind, "scenario-size") == 0 &&
          sw_catalog_entry_get_int (entry, "players", 0) == (gint64) players)
        return entry;
    }
  return NULL;
}

/* A number of the scenario-size entry for @players, @most at most; 0 when
 * there is none. */
static guint
scenario_size_int (const SwCatalog *catalog,
                   guint            players,
                   const char      *key,
                   gint64           most)
{
  const SwCatalogEntry *entry = scenario_size (catalog, players);

  return entry != NULL ? (guint) CLAMP (sw_catalog_entry_get_int (entry, key, 0), 0, most) : 0;
}

guint
sw_catalog_usual_regions (const SwCatalog *catalog,
                          guint            players)
{
  g_return_val_if_fail (catalog != NULL, 0);
  return scenario_size_int (catalog, players, "regions", G_MAXUINT);
}

const char *
sw_catalog_usual_boards (const SwCatalog *catalog,
                         guint            players)
{
  const SwCatalogEntry *entry;

  g_return_val_if_fail (catalog != NULL, NULL);
  entry = scenario_size (catalog, players);
  return entry != NULL ? sw_catalog_entry_get (entry, "boards") : NULL;
}

guint
sw_catalog_usual_turns (const SwCatalog *catalog,
                        guint            players)
{
  g_return_val_if_fail (catalog != NULL, 0);
  return scenario_size_int (catalog, players, "turns", 99);
}
