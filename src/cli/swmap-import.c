/* swmap-import.c: `swmap import-graph`, a graph-only map from the official-maps JSON. */
#define G_LOG_DOMAIN "sw-import"
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "sw-catalog.h"
#include "sw-map.h"
#include "sw-map-xml.h"
#include "swmap-common.h"
#include "swmap-import.h"

/* Decisions of the importer (also in maps/README.md):
 * - region N of the data becomes region "rN" (ids must be XML NCNames);
 * - one board "main", 594 x 420 mm (A2) unless --board-size says otherwise;
 * - every adjacency becomes one <link kind="adjacent">: in a graph-only map
 *   links are the only adjacency, and the kind tells the editor which links
 *   stand for a border still to be drawn (it drops them once drawn);
 * - border="yes" when the data says `border` (touches the board's edge) or
 *   `first_conquest_allowed` (a land region on the shore of a border sea),
 *   else border="no": the same rule as border="auto", made explicit because
 *   a graph-only map has no edge to compute it from. */
#define IMPORT_LINK_KIND "adjacent"
#define IMPORT_BOARD_ID "main"
#define IMPORT_MAX_JSON_SIZE (16 * 1024 * 1024)

typedef struct {
  gint64 id;
  char *terrain;          /* lowercased */
  char *source_terrain;   /* as in the data, when --terrain replaced it */
  gboolean magic, mine, cavern;
  gboolean lost_tribe, mountain_token;
  gboolean border;
  GArray *adjacent;       /* gint64 */
} ImportRegion;

typedef struct {
  gint64 a, b;            /* a < b */
} ImportPair;

typedef struct {
  char *input_name;       /* basename, for the provenance note */
  JsonObject *meta;       /* borrowed from the parser's tree; may be NULL */
  GPtrArray *regions;     /* ImportRegion */
  GHashTable *index;      /* id + 1 (as pointer) -> index + 1 */
  GArray *pairs;          /* ImportPair, in data order */
} ImportGraph;

static void
import_region_free (gpointer data)
{
  ImportRegion *region = data;

  g_free (region->terrain);
  g_free (region->source_terrain);
  g_clear_pointer (&region->adjacent, g_array_unref);
  g_free (region);
}

static void
import_graph_clear (ImportGraph *graph)
{
  g_clear_pointer (&graph->input_name, g_free);
  g_clear_pointer (&graph->regions, g_ptr_array_unref);
  g_clear_pointer (&graph->index, g_hash_table_unref);
  g_clear_pointer (&graph->pairs, g_array_unref);
}

static gint
import_graph_find (ImportGraph *graph,
                   gint64       id)
{
  if (id < 0 || id >= G_MAXINT32)
    return -1;
  return GPOINTER_TO_INT (g_hash_table_lookup (graph->index, GINT_TO_POINTER ((gint) id + 1))) - 1;
}

/* Reads an integer member; FALSE (with a message) when absent or not an integer. */
static gboolean
json_get_id (JsonNode    *node,
             gint64      *out,
             const char  *what,
             GError     **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s is not a whole number"), what);
      return FALSE;
    }
  *out = json_node_get_int (node);
  if (*out < 0 || *out >= G_MAXINT32)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s is %" PRId64 ", not a region number (0 or more)"),
                   what, *out);
      return FALSE;
    }
  return TRUE;
}

static gboolean
json_get_flag (JsonObject  *object,
               const char  *member,
               gboolean    *out,
               const char  *where,
               GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  *out = FALSE;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;   /* an absent flag is false */
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: \"%s\" must be true or false"), where, member);
      return FALSE;
    }
  *out = json_node_get_boolean (node);
  return TRUE;
}

static ImportRegion *
import_region_read (JsonNode  *node,
                    guint      position,
                    GError   **error)
{
  g_autofree char *where = g_strdup_printf ("regions[%u]", position);
  ImportRegion *region;
  JsonObject *object;
  JsonNode *member;
  JsonArray *adjacent;
  const char *terrain;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s is not an object"), where);
      return NULL;
    }
  object = json_node_get_object (node);

  region = g_new0 (ImportRegion, 1);
  region->adjacent = g_array_new (FALSE, FALSE, sizeof (gint64));

  {
    g_autofree char *what = g_strdup_printf ("%s: \"id\"", where);
    if (!json_get_id (json_object_get_member (object, "id"), &region->id, what, error))
      goto fail;
  }
  g_free (where);
  where = g_strdup_printf ("region %" G_GINT64_FORMAT, region->id);

  member = json_object_get_member (object, "terrain");
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) ||
      json_node_get_value_type (member) != G_TYPE_STRING ||
      *(terrain = json_node_get_string (member)) == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: \"terrain\" must be a terrain name such as \"Farmland\""), where);
      goto fail;
    }
  region->terrain = g_ascii_strdown (terrain, -1);

  if (!json_get_flag (object, "magic_source", &region->magic, where, error) ||
      !json_get_flag (object, "mine", &region->mine, where, error) ||
      !json_get_flag (object, "cavern", &region->cavern, where, error) ||
      !json_get_flag (object, "lost_tribe", &region->lost_tribe, where, error) ||
      !json_get_flag (object, "mountain_token", &region->mountain_token, where, error))
    goto fail;

  {
    gboolean border, first_conquest;

    if (!json_get_flag (object, "border", &border, where, error) ||
        !json_get_flag (object, "first_conquest_allowed", &first_conquest, where, error))
      goto fail;
    region->border = border || first_conquest;
  }

  member = json_object_get_member (object, "adjacent");
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: \"adjacent\" must be a list of region numbers"), where);
      goto fail;
    }
  adjacent = json_node_get_array (member);
  for (guint i = 0; i < json_array_get_length (adjacent); i++)
    {
      g_autofree char *what = g_strdup_printf ("%s: \"adjacent\"[%u]", where, i);
      gint64 neighbour;

      if (!json_get_id (json_array_get_element (adjacent, i), &neighbour, what, error))
        goto fail;
      g_array_append_val (region->adjacent, neighbour);
    }
  return region;

fail:
  import_region_free (region);
  return NULL;
}

static gboolean
import_graph_has_neighbour (const ImportRegion *region,
                            gint64              id)
{
  for (guint i = 0; i < region->adjacent->len; i++)
    if (g_array_index (region->adjacent, gint64, i) == id)
      return TRUE;
  return FALSE;
}

/* Builds the pair list, checking what the data promises: ids unique,
 * neighbours existing, lists symmetric, counts as in "meta". */
static gboolean
import_graph_check (ImportGraph  *graph,
                    GError      **error)
{
  for (guint i = 0; i < graph->regions->len; i++)
    {
      ImportRegion *region = g_ptr_array_index (graph->regions, i);

      for (guint j = 0; j < region->adjacent->len; j++)
        {
          gint64 id = g_array_index (region->adjacent, gint64, j);
          gint other_index = import_graph_find (graph, id);
          ImportRegion *other;

          if (id == region->id)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("region %" PRId64 " lists itself as adjacent"), id);
              return FALSE;
            }
          if (other_index < 0)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("region %" PRId64 " lists %" PRId64
                             " as adjacent, but there is no region %" PRId64),
                           region->id, id, id);
              return FALSE;
            }
          for (guint k = 0; k < j; k++)
            if (g_array_index (region->adjacent, gint64, k) == id)
              {
                g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             _("region %" PRId64 " lists %" PRId64 " twice"),
                             region->id, id);
                return FALSE;
              }
          other = g_ptr_array_index (graph->regions, other_index);
          if (!import_graph_has_neighbour (other, region->id))
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("region %" PRId64 " lists %" PRId64
                             " as adjacent, but region %" PRId64
                             " does not list %" PRId64 " (the lists must be symmetric)"),
                           region->id, id, id, region->id);
              return FALSE;
            }
          if (region->id < id)
            {
              ImportPair pair = { region->id, id };
              g_array_append_val (graph->pairs, pair);
            }
        }
    }

  if (graph->meta != NULL)
    {
      struct { const char *member; guint actual; } counts[] = {
        { "n_regions", graph->regions->len },
        { "n_adjacency_pairs", graph->pairs->len },
      };

      for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
        {
          JsonNode *node = json_object_get_member (graph->meta, counts[i].member);

          if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
              json_node_get_value_type (node) == G_TYPE_INT64 &&
              json_node_get_int (node) != counts[i].actual)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("meta.%s says %" PRId64 ", but the data has %u"),
                           counts[i].member, json_node_get_int (node), counts[i].actual);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
import_graph_read (ImportGraph  *graph,
                   JsonNode     *root,
                   GError      **error)
{
  JsonObject *object;
  JsonNode *node;
  JsonArray *regions;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("the document is not an object with \"meta\" and \"regions\""));
      return FALSE;
    }
  object = json_node_get_object (root);

  node = json_object_get_member (object, "meta");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    graph->meta = json_node_get_object (node);
  else if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("\"meta\" must be an object"));
      return FALSE;
    }

  node = json_object_get_member (object, "regions");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (json_node_get_array (node)) == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("\"regions\" must be a non-empty list of regions"));
      return FALSE;
    }
  regions = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (regions); i++)
    {
      ImportRegion *region = import_region_read (json_array_get_element (regions, i), i, error);

      if (region == NULL)
        return FALSE;
      if (import_graph_find (graph, region->id) >= 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("two regions have the id %" PRId64), region->id);
          import_region_free (region);
          return FALSE;
        }
      g_hash_table_insert (graph->index, GINT_TO_POINTER ((gint) region->id + 1),
                           GINT_TO_POINTER (graph->regions->len + 1));
      g_ptr_array_add (graph->regions, region);
    }

  return import_graph_check (graph, error);
}

/* "13" or "r13": a region number of the data. */
static gboolean
parse_region_number (const char *text,
                     gint64     *out)
{
  guint64 value;

  if (text[0] == 'r')
    text++;
  if (!g_ascii_isdigit (text[0]) ||
      !g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT32 - 1, &value, NULL))
    return FALSE;
  *out = (gint64) value;
  return TRUE;
}

static const char *
json_meta_string (JsonObject *meta,
                  const char *member)
{
  JsonNode *node;

  if (meta == NULL || (node = json_object_get_member (meta, member)) == NULL ||
      !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* The player count: from meta.map ("..., 5-player board"), else from the
 * file name ("smallworld_base_5p.json"); 0 when neither says. */
static guint
import_guess_players (ImportGraph *graph)
{
  const char *texts[] = { json_meta_string (graph->meta, "map"), graph->input_name };
  const char *patterns[] = { "([2-9])[- ]player", "_([2-9])p[._]" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GRegex) regex = g_regex_new (patterns[i], G_REGEX_CASELESS, 0, NULL);
      g_autoptr(GMatchInfo) match = NULL;

      if (texts[i] != NULL && g_regex_match (regex, texts[i], 0, &match))
        {
          g_autofree char *digits = g_match_info_fetch (match, 1);
          return (guint) atoi (digits);
        }
    }
  return 0;
}

static guint
import_meta_turns (ImportGraph *graph)
{
  JsonNode *node;

  if (graph->meta == NULL || (node = json_object_get_member (graph->meta, "n_turns")) == NULL ||
      !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) <= 0 || json_node_get_int (node) > 1000)
    return 0;
  return (guint) json_node_get_int (node);
}

/* A one-paragraph note saying where the graph comes from and what the
 * options changed, so that a bundled map carries its own provenance. */
static char *
import_provenance (ImportGraph  *graph,
                   GArray       *dropped)
{
  GString *note = g_string_new (NULL);
  JsonNode *source = graph->meta ? json_object_get_member (graph->meta, "source") : NULL;
  const char *cross = json_meta_string (graph->meta, "cross_validation");
  gboolean first_change = TRUE;

  g_string_append_printf (note, "Imported with swmap import-graph from %s", graph->input_name);
  if (source != NULL && JSON_NODE_HOLDS_OBJECT (source))
    {
      JsonObject *object = json_node_get_object (source);
      const char *parts[] = { json_meta_string (object, "repo"),
                              json_meta_string (object, "path"),
                              json_meta_string (object, "commit") };

      if (parts[0] != NULL)
        g_string_append_printf (note, "; source: %s", parts[0]);
      if (parts[1] != NULL)
        g_string_append_printf (note, ", %s", parts[1]);
      if (parts[2] != NULL)
        g_string_append_printf (note, ", commit %s", parts[2]);
    }
  g_string_append (note, ". Region rN is region N of the source's numbering.");
  if (cross != NULL)
    g_string_append_printf (note, " Cross-validation: %s.", cross);

  for (guint i = 0; i < dropped->len; i++)
    {
      ImportPair *pair = &g_array_index (dropped, ImportPair, i);

      g_string_append_printf (note, "%s adjacency %" G_GINT64_FORMAT "-%" G_GINT64_FORMAT " dropped",
                              first_change ? " Changed on import:" : ";", pair->a, pair->b);
      first_change = FALSE;
    }
  for (guint i = 0; i < graph->regions->len; i++)
    {
      ImportRegion *region = g_ptr_array_index (graph->regions, i);

      if (region->source_terrain == NULL)
        continue;
      g_string_append_printf (note, "%s region %" G_GINT64_FORMAT " terrain %s (source: %s)",
                              first_change ? " Changed on import:" : ";",
                              region->id, region->terrain, region->source_terrain);
      first_change = FALSE;
    }
  if (!first_change)
    g_string_append_c (note, '.');
  return g_string_free (note, FALSE);
}

typedef struct {
  char **drop_adjacency;
  char **terrain;
  char *title;
  char **title_lang;
  char *description;
  char *board_size;
  char *output;
  gint players;
  gint turns;
  char **inputs;
} ImportOptions;

static void
import_options_clear (ImportOptions *options)
{
  g_clear_pointer (&options->drop_adjacency, g_strfreev);
  g_clear_pointer (&options->terrain, g_strfreev);
  g_clear_pointer (&options->title, g_free);
  g_clear_pointer (&options->title_lang, g_strfreev);
  g_clear_pointer (&options->description, g_free);
  g_clear_pointer (&options->board_size, g_free);
  g_clear_pointer (&options->output, g_free);
  g_clear_pointer (&options->inputs, g_strfreev);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ImportGraph, import_graph_clear)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ImportOptions, import_options_clear)

/* Applies --drop-adjacency and --terrain: the documented decisions that
 * the data leaves open. Returns an exit status. */
static int
import_apply_options (ImportGraph   *graph,
                      ImportOptions *options,
                      const SwCatalog *catalog,
                      GArray        *dropped)
{
  for (guint i = 0; options->drop_adjacency && options->drop_adjacency[i]; i++)
    {
      const char *text = options->drop_adjacency[i];
      g_auto(GStrv) ends = g_strsplit (text, "-", 0);
      ImportPair drop;
      gboolean found = FALSE;

      if (g_strv_length (ends) != 2 || !parse_region_number (ends[0], &drop.a) ||
          !parse_region_number (ends[1], &drop.b) || drop.a == drop.b)
        return swmap_fail ("import-graph", SWMAP_EXIT_USAGE,
                            _("--drop-adjacency %s: expected two region numbers, as in 13-19"), text);
      if (drop.a > drop.b)
        {
          gint64 swap = drop.a;
          drop.a = drop.b;
          drop.b = swap;
        }
      for (guint j = 0; j < graph->pairs->len; j++)
        {
          ImportPair *pair = &g_array_index (graph->pairs, ImportPair, j);

          if (pair->a == drop.a && pair->b == drop.b)
            {
              g_array_remove_index (graph->pairs, j);
              found = TRUE;
              break;
            }
        }
      if (!found)
        return swmap_fail ("import-graph", SWMAP_EXIT_INVALID,
                            _("--drop-adjacency %s: regions %" PRId64 " and %" PRId64
                              " are not adjacent in %s"), text, drop.a, drop.b, graph->input_name);
      g_array_append_val (dropped, drop);
    }

  for (guint i = 0; options->terrain && options->terrain[i]; i++)
    {
      const char *text = options->terrain[i];
      const char *equals = strchr (text, '=');
      g_autofree char *number = equals ? g_strndup (text, equals - text) : NULL;
      ImportRegion *region;
      gint64 id;
      gint index;

      if (equals == NULL || equals[1] == '\0' || !parse_region_number (number, &id))
        return swmap_fail ("import-graph", SWMAP_EXIT_USAGE,
                            _("--terrain %s: expected REGION=TERRAIN, as in 28=hill"), text);
      index = import_graph_find (graph, id);
      if (index < 0)
        return swmap_fail ("import-graph", SWMAP_EXIT_INVALID, _("--terrain %s: %s has no region %" PRId64),
                            text, graph->input_name, id);
      region = g_ptr_array_index (graph->regions, index);
      if (region->source_terrain == NULL)
        region->source_terrain = g_steal_pointer (&region->terrain);
      g_free (region->terrain);
      region->terrain = g_ascii_strdown (equals + 1, -1);
      /* Every Mountain region, and only those, starts with a Mountain token
       * (rulebook, "Setting up the game"), so the token follows the terrain. */
      region->mountain_token = g_str_equal (region->terrain, "mountain");
      if (g_str_equal (region->terrain, region->source_terrain))
        g_clear_pointer (&region->source_terrain, g_free);
    }

  if (catalog != NULL)
    for (guint i = 0; i < graph->regions->len; i++)
      {
        ImportRegion *region = g_ptr_array_index (graph->regions, i);

        if (sw_catalog_find (catalog, "terrain", region->terrain) == NULL)
          return swmap_fail ("import-graph", SWMAP_EXIT_INVALID,
                              _("region %" PRId64 ": \"%s\" is not a terrain of the base "
                                "edition; use --terrain %" PRId64 "=TERRAIN"),
                              region->id, region->terrain, region->id);
      }
  return SWMAP_EXIT_OK;
}

static SwMap *
import_build_map (ImportGraph   *graph,
                  ImportOptions *options,
                  double         width,
                  double         height,
                  guint          players,
                  guint          turns,
                  const char    *provenance)
{
  g_autoptr(SwMap) map = sw_map_new ("base");
  g_autofree char *description = NULL;

  sw_map_add_text (map->titles, NULL,
                   options->title ? options->title
                   : json_meta_string (graph->meta, "map") ? json_meta_string (graph->meta, "map")
                   : graph->input_name);
  for (guint i = 0; options->title_lang && options->title_lang[i]; i++)
    {
      const char *equals = strchr (options->title_lang[i], '=');
      g_autofree char *lang = g_strndup (options->title_lang[i], equals - options->title_lang[i]);

      sw_map_add_text (map->titles, lang, equals + 1);
    }

  description = options->description
                ? g_strconcat (options->description, " ", provenance, NULL)
                : g_strdup (provenance);
  sw_map_add_text (map->descriptions, NULL, description);

  if (players > 0)
    sw_map_add_scenario (map, players, turns);
  sw_map_add_board (map, IMPORT_BOARD_ID, width, height);

  for (guint i = 0; i < graph->regions->len; i++)
    {
      ImportRegion *source = g_ptr_array_index (graph->regions, i);
      g_autofree char *id = g_strdup_printf ("r%" G_GINT64_FORMAT, source->id);
      SwRegion *region = sw_map_add_region (map, id, source->terrain);

      region->border = source->border ? SW_BORDER_YES : SW_BORDER_NO;
      if (source->mine)
        sw_region_add_symbol (region, "mine");
      if (source->cavern)
        sw_region_add_symbol (region, "cavern");
      if (source->magic)
        sw_region_add_symbol (region, "magic");
      if (source->lost_tribe)
        sw_region_add_start (region, "lost-tribe", 1);
      if (source->mountain_token)
        sw_region_add_start (region, "mountain", 1);
    }

  for (guint i = 0; i < graph->pairs->len; i++)
    {
      ImportPair *pair = &g_array_index (graph->pairs, ImportPair, i);
      g_autofree char *a = g_strdup_printf ("r%" G_GINT64_FORMAT, pair->a);
      g_autofree char *b = g_strdup_printf ("r%" G_GINT64_FORMAT, pair->b);

      sw_map_add_link (map, a, b, IMPORT_LINK_KIND);
    }

  sw_map_changed (map);
  return g_steal_pointer (&map);
}

static gboolean
parse_board_size (const char *text,
                  double     *width,
                  double     *height)
{
  char *end;

  errno = 0;
  *width = g_ascii_strtod (text, &end);
  if (errno != 0 || end == text || (*end != 'x' && *end != 'X'))
    return FALSE;
  text = end + 1;
  *height = g_ascii_strtod (text, &end);
  if (errno != 0 || end == text || *end != '\0')
    return FALSE;
  return *width > 0 && *height > 0 && *width < 1e6 && *height < 1e6;
}

static gboolean
import_check_title_langs (char **title_lang)
{
  g_autoptr(GRegex) tag = g_regex_new ("^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*=.+", G_REGEX_DOTALL, 0, NULL);

  for (guint i = 0; title_lang && title_lang[i]; i++)
    if (!g_regex_match (tag, title_lang[i], 0, NULL))
      return FALSE;
  return TRUE;
}

int
swmap_import_graph (int    argc,
                    char **argv)
{
  g_auto(ImportGraph) graph = { 0 };
  g_auto(ImportOptions) options = { 0 };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GArray) dropped = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *provenance = NULL;
  const SwCatalog *catalog;
  double width = 594, height = 420;
  gsize length;
  guint players;
  int status;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &options.output,
      N_("Write the map to FILE (required)"), N_("FILE") },
    { "drop-adjacency", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.drop_adjacency,
      N_("Leave out the adjacency of regions A and B (repeatable)"), N_("A-B") },
    { "terrain", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.terrain,
      N_("Give region ID this terrain instead of the data's (repeatable)"), N_("ID=TERRAIN") },
    { "title", 0, 0, G_OPTION_ARG_STRING, &options.title,
      N_("The map's title (default: meta.map of the data)"), N_("TEXT") },
    { "title-lang", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.title_lang,
      N_("A title in another language, e.g. zh-CN=… (repeatable)"), N_("LANG=TEXT") },
    { "description", 0, 0, G_OPTION_ARG_STRING, &options.description,
      N_("Text put before the provenance note in the description"), N_("TEXT") },
    { "players", 0, 0, G_OPTION_ARG_INT, &options.players,
      N_("Player count of the scenario (default: from meta.map or the file name)"), N_("N") },
    { "turns", 0, 0, G_OPTION_ARG_INT, &options.turns,
      N_("Game turns of the scenario (default: meta.n_turns)"), N_("N") },
    { "board-size", 0, 0, G_OPTION_ARG_STRING, &options.board_size,
      N_("Board size in millimetres (default: 594x420)"), N_("WxH") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.inputs, NULL, N_("IN.json") },
    { NULL }
  };

  g_return_val_if_fail (argc >= 1 && argv != NULL, SWMAP_EXIT_USAGE);

  context = g_option_context_new (_("IN.json -o OUT.swmap — a graph-only map from an official-maps JSON file"));
  g_option_context_set_help_enabled (context, TRUE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return swmap_fail ("import-graph", SWMAP_EXIT_USAGE, "%s", error->message);
  if (options.inputs == NULL || g_strv_length (options.inputs) != 1 || options.output == NULL)
    return swmap_fail ("import-graph", SWMAP_EXIT_USAGE, _("usage: swmap import-graph IN.json -o OUT.swmap [OPTION…]"));
  if (options.board_size != NULL && !parse_board_size (options.board_size, &width, &height))
    return swmap_fail ("import-graph", SWMAP_EXIT_USAGE, _("--board-size %s: expected WIDTHxHEIGHT in mm, as in 594x420"),
                        options.board_size);
  if (!import_check_title_langs (options.title_lang))
    return swmap_fail ("import-graph", SWMAP_EXIT_USAGE, _("--title-lang expects LANG=TEXT, as in zh-CN=小小世界"));
  if (options.players != 0 && (options.players < 2 || options.players > 5))
    return swmap_fail ("import-graph", SWMAP_EXIT_USAGE, _("--players must be 2 to 5"));
  if (options.turns < 0 || options.turns > 1000)
    return swmap_fail ("import-graph", SWMAP_EXIT_USAGE, _("--turns must be a positive number"));

  if (!g_file_get_contents (options.inputs[0], &contents, &length, &error))
    return swmap_fail ("import-graph", SWMAP_EXIT_USAGE, "%s", error->message);
  graph.input_name = g_path_get_basename (options.inputs[0]);
  if (length > IMPORT_MAX_JSON_SIZE)
    return swmap_fail ("import-graph", SWMAP_EXIT_INVALID, _("%s: %zu bytes is too large for a board graph"),
                        options.inputs[0], length);

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, contents, (gssize) length, &error))
    return swmap_fail ("import-graph", SWMAP_EXIT_INVALID, "%s: %s", options.inputs[0], error->message);

  graph.regions = g_ptr_array_new_with_free_func (import_region_free);
  graph.index = g_hash_table_new (g_direct_hash, g_direct_equal);
  graph.pairs = g_array_new (FALSE, FALSE, sizeof (ImportPair));
  if (!import_graph_read (&graph, json_parser_get_root (parser), &error))
    return swmap_fail ("import-graph", SWMAP_EXIT_INVALID, "%s: %s", options.inputs[0], error->message);

  catalog = sw_catalog_get ("base");
  dropped = g_array_new (FALSE, FALSE, sizeof (ImportPair));
  status = import_apply_options (&graph, &options, catalog, dropped);
  if (status != SWMAP_EXIT_OK)
    return status;

  players = options.players > 0 ? (guint) options.players : import_guess_players (&graph);
  if (players == 0)
    g_printerr ("swmap import-graph: %s\n",
                _("the player count is neither in meta.map nor in the file name; "
                  "the map gets no scenario (use --players N)"));

  provenance = import_provenance (&graph, dropped);
  map = import_build_map (&graph, &options, width, height, players,
                          options.turns > 0 ? (guint) options.turns : import_meta_turns (&graph),
                          provenance);
  if (!sw_map_save_file (map, options.output, &error))
    return swmap_fail ("import-graph", SWMAP_EXIT_USAGE, "%s", error->message);
  return SWMAP_EXIT_OK;
}
