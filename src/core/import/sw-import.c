/* sw-import.c: what the importers share: the drawing, the report, the terrain of a colour, and the choice of reader. */
#define G_LOG_DOMAIN "sw-import"
#include "config.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <libxml/tree.h>

#include "sw-catalog.h"
#include "sw-import.h"
#include "sw-import-private.h"
#include "sw-xml-safe.h"

G_DEFINE_QUARK (sw-import-error-quark, sw_import_error)

gboolean
sw_import_fail (GError     **error,
                guint        line,
                gint         code,
                const char  *format,
                ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (error != NULL && *error == NULL)
    g_set_error (error, SW_IMPORT_ERROR, code, _("line %u: %s"), line, message);
  return FALSE;
}

SwImportDrawing *
sw_import_drawing_new (void)
{
  SwImportDrawing *drawing = g_new0 (SwImportDrawing, 1);

  drawing->shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_import_shape_free);
  drawing->notes = sw_import_note_list_new ();
  return drawing;
}

void
sw_import_drawing_free (SwImportDrawing *drawing)
{
  if (drawing == NULL)
    return;
  g_free (drawing->title);
  g_ptr_array_unref (drawing->shapes);
  g_ptr_array_unref (drawing->notes);
  g_free (drawing);
}

SwImportShape *
sw_import_shape_new (guint line)
{
  SwImportShape *shape = g_new0 (SwImportShape, 1);

  shape->rings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  shape->line = line;
  return shape;
}

void
sw_import_shape_free (SwImportShape *shape)
{
  if (shape == NULL)
    return;
  g_free (shape->id);
  g_free (shape->label);
  g_free (shape->terrain);
  g_ptr_array_unref (shape->rings);
  g_free (shape);
}

void
sw_import_note_free (SwImportNote *note)
{
  if (note == NULL)
    return;
  g_free (note->code);
  g_free (note->message);
  g_strfreev (note->regions);
  g_free (note);
}

GPtrArray *
sw_import_note_list_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) sw_import_note_free);
}

void
sw_import_add_note (GPtrArray         *notes,
                    const char        *code,
                    guint              line,
                    double             area,
                    const char *const *regions,
                    const char        *format,
                    ...)
{
  SwImportNote *note;
  va_list args;

  if (notes == NULL)
    return;
  note = g_new0 (SwImportNote, 1);
  note->code = g_strdup (code);
  note->line = line;
  note->area = area;
  note->regions = regions != NULL ? g_strdupv ((char **) regions) : g_new0 (char *, 1);
  va_start (args, format);
  note->message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (notes, note);
}

static gboolean
parse_hex_colour (const char *text,
                  guint32    *colour)
{
  gsize length;

  if (text == NULL || text[0] != '#')
    return FALSE;
  text++;
  length = strlen (text);
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isxdigit (text[i]))
      return FALSE;
  if (length == 6)
    {
      *colour = (guint32) g_ascii_strtoull (text, NULL, 16);
      return TRUE;
    }
  if (length == 3)
    {
      guint32 r = g_ascii_xdigit_value (text[0]), g = g_ascii_xdigit_value (text[1]),
              b = g_ascii_xdigit_value (text[2]);
      *colour = (r * 17) << 16 | (g * 17) << 8 | (b * 17);
      return TRUE;
    }
  return FALSE;
}

static GPtrArray *
edition_terrains (const char *edition)
{
  const SwCatalog *catalog = sw_catalog_get (edition != NULL ? edition : "base");

  return catalog != NULL ? sw_catalog_list (catalog, "terrain") : NULL;
}

static char *
terrain_names (GPtrArray *terrains)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; terrains != NULL && i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);

      g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", entry->id);
    }
  return g_string_free (names, FALSE);
}

gboolean
sw_import_parse_terrain_option (const char  *text,
                                const char  *edition,
                                GHashTable **table,
                                GError     **error)
{
  g_autoptr(GPtrArray) terrains = edition_terrains (edition);
  const char *equals = strchr (text, '=');
  g_autofree char *hex = NULL;
  guint32 colour;

  if (equals == NULL || !parse_hex_colour ((hex = g_strndup (text, equals - text)), &colour))
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_OPTION,
                   _("--terrain %s: expected #RRGGBB=TERRAIN, as in #1b5e20=forest"), text);
      return FALSE;
    }
  for (guint i = 0; terrains != NULL && i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);

      if (g_str_equal (entry->id, equals + 1))
        {
          if (*table == NULL)
            *table = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
          g_hash_table_insert (*table, GUINT_TO_POINTER (colour + 1), g_strdup (entry->id));
          return TRUE;
        }
    }
  {
    g_autofree char *names = terrain_names (terrains);

    g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_OPTION,
                 _("--terrain %s: “%s” is not a terrain of this edition (%s)"),
                 text, equals + 1, names);
  }
  return FALSE;
}

const char *
sw_import_nearest_terrain (const char *edition,
                           guint32     colour,
                           gboolean   *exact)
{
  g_autoptr(GPtrArray) terrains = edition_terrains (edition);
  const char *best = NULL;
  gint64 best_distance = G_MAXINT64;

  for (guint i = 0; terrains != NULL && i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);
      guint32 palette;
      gint64 dr, dg, db, distance;

      if (!parse_hex_colour (sw_catalog_entry_get (entry, "colour"), &palette))
        continue;
      dr = (gint64) ((colour >> 16) & 0xff) - ((palette >> 16) & 0xff);
      dg = (gint64) ((colour >> 8) & 0xff) - ((palette >> 8) & 0xff);
      db = (gint64) (colour & 0xff) - (palette & 0xff);
      /* Weighted as the eye sees it (the "redmean" approximation, simplified). */
      distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
      if (distance < best_distance)
        {
          best_distance = distance;
          best = entry->id;
        }
    }
  if (exact != NULL)
    *exact = best_distance == 0;
  return best;
}

xmlDoc *
sw_import_parse_xml (const char *data,
                     gsize       length,
                     GError    **error)
{
  xmlDoc *doc = sw_xml_parse_safe (data, length, SW_IMPORT_MAX_FILE_SIZE, NULL, error);

  if (doc == NULL && error != NULL && *error != NULL)
    {
      (*error)->domain = SW_IMPORT_ERROR;
      (*error)->code = SW_IMPORT_ERROR_HOSTILE;
    }
  return doc;
}

static const char *
root_name (const char *data,
           gsize       length,
           GError    **error)
{
  xmlDoc *doc = sw_import_parse_xml (data, length, error);
  xmlNode *root;
  const char *name = NULL;

  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (root != NULL && xmlStrEqual (root->name, (const xmlChar *) "svg"))
    name = "svg";
  else if (root != NULL && xmlStrEqual (root->name, (const xmlChar *) "map"))
    name = "map";
  else
    g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                 _("line %u: the drawing is neither SVG (<svg>) nor a Tiled map (<map>)"),
                 root != NULL ? sw_xml_line (root) : 1);
  xmlFreeDoc (doc);
  return name;
}

SwMap *
sw_import_data (const char            *data,
                gsize                  length,
                const SwImportOptions *options,
                GPtrArray             *notes,
                GError               **error)
{
  g_autoptr(SwImportDrawing) drawing = NULL;
  const char *kind;

  if (length >= 8 && memcmp (data, "\x89PNG\r\n\x1a\n", 8) == 0)
    return sw_import_png_read (data, length, options, notes, error);
  kind = root_name (data, length, error);
  if (kind == NULL)
    return NULL;
  if (g_str_equal (kind, "svg"))
    drawing = sw_import_svg_read (data, length, error);
  else
    drawing = sw_import_tmx_read (data, length, options->scale, error);
  if (drawing == NULL)
    return NULL;
  for (guint i = 0; notes != NULL && i < drawing->notes->len; i++)
    g_ptr_array_add (notes, g_steal_pointer (&g_ptr_array_index (drawing->notes, i)));
  g_ptr_array_set_size (drawing->notes, 0);
  return sw_import_repair (drawing, options, notes, error);
}

SwMap *
sw_import_file (const char            *path,
                const SwImportOptions *options,
                GPtrArray             *notes,
                GError               **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *data = NULL;
  gsize length;
  SwMap *map;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_size (info) > SW_IMPORT_MAX_FILE_SIZE)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE,
                   _("%s is larger than the %d MiB a drawing may be"),
                   path, SW_IMPORT_MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  map = sw_import_data (data, length, options, notes, error);
  /* a drawing without a title of its own is named after its file */
  if (map != NULL && sw_map_get_title (map) == NULL)
    {
      g_autofree char *base = g_path_get_basename (path);
      char *dot = strrchr (base, '.');

      if (dot != NULL && dot != base)
        *dot = '\0';
      sw_map_add_text (map->titles, NULL, base);
      sw_map_changed (map);
    }
  return map;
}
