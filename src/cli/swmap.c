/* swmap.c: the command-line tool for map designers: validate, info, convert, import, import-graph. */

#include "config.h"
#define G_LOG_DOMAIN "swmap"

#include <locale.h>
#include <stdio.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "sw-catalog.h"
#include "sw-issue.h"
#include "sw-map.h"
#include "sw-map-xml.h"
#include "sw-topology.h"
#include "sw-untranslated.h"
#include "sw-validate.h"
#include "swmap-balance.h"
#include "swmap-game.h"
#include "swmap-game.h"
#include "swmap-import.h"
#include "swmap-layout.h"
#include "swmap-common.h"
#include "swmap-render.h"

static void
print_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

static void
print_usage_error (const char *command,
                   const char *message)
{
  g_printerr ("swmap %s: %s\n", command, message);
  g_printerr (_("Run “swmap %s --help” for its usage.\n"), command);
}

/* Parses a subcommand's options. FALSE (usage already printed) on error. */
static gboolean
parse_options (const char    *command,
               const char    *parameters,
               const char    *summary,
               GOptionEntry  *entries,
               int           *argc,
               char        ***argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  context = g_option_context_new (parameters);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      print_usage_error (command, error->message);
      return FALSE;
    }
  return TRUE;
}

/* Loads a map for info and convert: NULL with the exit status in *status
 * (the loader's problems printed on stderr) when it cannot be used. */
static SwMap *
load_map_or_report (const char *file,
                    int        *status)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (file, issues, &error);

  sw_issue_list_sort (issues);
  swmap_print_issues (stderr, file, issues);
  if (map == NULL)
    {
      if (error != NULL && error->domain == SW_MAP_ERROR)
        {
          if (sw_issue_list_count (issues, SW_SEVERITY_ERROR) == 0)
            g_printerr ("%s: error: %s\n", file, error->message);
          *status = SWMAP_EXIT_INVALID;
        }
      else
        {
          g_printerr ("swmap: %s\n", error ? error->message : _("the file cannot be read"));
          *status = SWMAP_EXIT_USAGE;
        }
      return NULL;
    }
  *status = SWMAP_EXIT_OK;
  return g_steal_pointer (&map);
}

static void
build_issue_json (JsonBuilder   *builder,
                  const SwIssue *issue)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "code");
  json_builder_add_string_value (builder, issue->code);
  json_builder_set_member_name (builder, "severity");
  json_builder_add_string_value (builder, swmap_severity_word (issue->severity));
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, issue->message);
  json_builder_set_member_name (builder, "regions");
  json_builder_begin_array (builder);
  for (guint r = 0; issue->regions[r] != NULL; r++)
    json_builder_add_string_value (builder, issue->regions[r]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "line");
  json_builder_add_int_value (builder, issue->line);
  json_builder_end_object (builder);
}

static int
swmap_validate (int    argc,
                char **argv)
{
  gboolean json = FALSE;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document instead of one line per problem, always in English"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL }
  };
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint total_errors = 0, total_warnings = 0;
  int status = SWMAP_EXIT_OK;

  if (!parse_options ("validate", _("FILE…"),
                      _("Checks maps against the format and reports every problem: exit status 0 when no map "
                        "has an error (warnings allowed), 1 when one has, 2 when a file cannot be read."),
                      entries, &argc, &argv))
    return SWMAP_EXIT_USAGE;
  if (files == NULL || files[0] == NULL)
    {
      print_usage_error ("validate", _("name at least one map file"));
      return SWMAP_EXIT_USAGE;
    }
  /* The issues' messages in English: JSON is for scripts, whatever the language. */
  g_autoptr(SwUntranslated) untranslated G_GNUC_UNUSED = json ? sw_untranslated_begin () : NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "files");
  json_builder_begin_array (builder);

  for (guint f = 0; files[f] != NULL; f++)
    {
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();
      g_autoptr(GError) error = NULL;
      guint errors, warnings;

      if (!sw_validate_file (files[f], issues, &error))
        {
          /* Not in the JSON document: it has no place for a file that was
           * never read, and the exit status says it. */
          g_printerr ("swmap: %s\n", error->message);
          status = SWMAP_EXIT_USAGE;
          continue;
        }
      errors = sw_issue_list_count (issues, SW_SEVERITY_ERROR);
      warnings = sw_issue_list_count (issues, SW_SEVERITY_WARNING);
      total_errors += errors;
      total_warnings += warnings;
      if (errors > 0 && status == SWMAP_EXIT_OK)
        status = SWMAP_EXIT_INVALID;

      if (!json)
        {
          swmap_print_issues (stdout, files[f], issues);
          continue;
        }
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "file");
      json_builder_add_string_value (builder, files[f]);
      json_builder_set_member_name (builder, "errors");
      json_builder_add_int_value (builder, errors);
      json_builder_set_member_name (builder, "warnings");
      json_builder_add_int_value (builder, warnings);
      json_builder_set_member_name (builder, "issues");
      json_builder_begin_array (builder);
      for (guint i = 0; i < issues->len; i++)
        build_issue_json (builder, g_ptr_array_index (issues, i));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }

  json_builder_end_array (builder);
  json_builder_end_object (builder);
  if (json)
    print_json (builder);
  else if (total_errors > 0 || total_warnings > 0)
    {
      g_autofree char *errors_text = g_strdup_printf (ngettext ("%u error", "%u errors", total_errors), total_errors);
      g_autofree char *warnings_text = g_strdup_printf (ngettext ("%u warning", "%u warnings", total_warnings),
                                                        total_warnings);

      /* The issues first, also when both streams go to one file. */
      fflush (stdout);
      /* TRANSLATORS: the summary line, e.g. "swmap: 2 errors, 1 warning" */
      g_printerr (_("swmap: %s, %s\n"), errors_text, warnings_text);
    }
  return status;
}

typedef struct {
  GPtrArray  *keys;     /* in display order, borrowed */
  GHashTable *counts;   /* key -> count */
} Histogram;

static void
histogram_init (Histogram *histogram)
{
  histogram->keys = g_ptr_array_new ();
  histogram->counts = g_hash_table_new (g_str_hash, g_str_equal);
}

static void
histogram_clear (Histogram *histogram)
{
  g_clear_pointer (&histogram->keys, g_ptr_array_unref);
  g_clear_pointer (&histogram->counts, g_hash_table_unref);
}

static void
histogram_add (Histogram  *histogram,
               const char *key,
               guint       count)
{
  gpointer old;

  if (key == NULL)
    return;
  if (!g_hash_table_lookup_extended (histogram->counts, key, NULL, &old))
    {
      g_ptr_array_add (histogram->keys, (gpointer) key);
      old = GUINT_TO_POINTER (0);
    }
  g_hash_table_insert (histogram->counts, (gpointer) key, GUINT_TO_POINTER (GPOINTER_TO_UINT (old) + count));
}

static guint
histogram_get (const Histogram *histogram,
               const char      *key)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (histogram->counts, key));
}

/* Catalog order first (farmland before hill, as the rulebook lists them),
 * then values the catalog does not know, in order of appearance. */
static void
histogram_sort_by_catalog (Histogram       *histogram,
                           const SwCatalog *catalog,
                           const char      *kind)
{
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  g_autoptr(GPtrArray) entries = NULL;

  if (catalog == NULL)
    return;
  entries = sw_catalog_list (catalog, kind);
  for (guint i = 0; i < entries->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (entries, i);

      for (guint k = 0; k < histogram->keys->len; k++)
        if (g_str_equal (g_ptr_array_index (histogram->keys, k), entry->id))
          g_ptr_array_add (sorted, g_ptr_array_index (histogram->keys, k));
    }
  for (guint k = 0; k < histogram->keys->len; k++)
    {
      const char *key = g_ptr_array_index (histogram->keys, k);

      if (sw_catalog_find (catalog, kind, key) == NULL)
        g_ptr_array_add (sorted, (gpointer) key);
    }
  g_ptr_array_unref (histogram->keys);
  histogram->keys = g_steal_pointer (&sorted);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Histogram, histogram_clear)

static void
build_histogram_json (JsonBuilder     *builder,
                      const char      *member,
                      const Histogram *histogram)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_object (builder);
  for (guint k = 0; k < histogram->keys->len; k++)
    {
      const char *key = g_ptr_array_index (histogram->keys, k);

      json_builder_set_member_name (builder, key);
      json_builder_add_int_value (builder, histogram_get (histogram, key));
    }
  json_builder_end_object (builder);
}

static char *
histogram_to_text (const Histogram *histogram)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint k = 0; k < histogram->keys->len; k++)
    {
      const char *key = g_ptr_array_index (histogram->keys, k);

      g_string_append_printf (text, "%s%s %u", k > 0 ? ", " : "", key, histogram_get (histogram, key));
    }
  if (text->len == 0)
    g_string_append (text, _("none"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
build_info_json (SwMap           *map,
                 const SwTopology *topology,
                 const Histogram *terrains,
                 const Histogram *symbols,
                 const Histogram *markers)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const char *title = sw_map_get_title (map);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "edition");
  json_builder_add_string_value (builder, map->edition);
  json_builder_set_member_name (builder, "title");
  if (title != NULL)
    json_builder_add_string_value (builder, title);
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "scenarios");
  json_builder_begin_array (builder);
  for (guint i = 0; i < map->scenarios->len; i++)
    {
      const SwScenario *scenario = &g_array_index (map->scenarios, SwScenario, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "players");
      json_builder_add_int_value (builder, scenario->players);
      json_builder_set_member_name (builder, "turns");
      if (scenario->turns > 0)
        json_builder_add_int_value (builder, scenario->turns);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "regions");
  json_builder_add_int_value (builder, map->regions->len);
  json_builder_set_member_name (builder, "adjacencies");
  json_builder_add_int_value (builder, topology->n_adjacent_pairs);
  build_histogram_json (builder, "terrains", terrains);
  build_histogram_json (builder, "symbols", symbols);
  build_histogram_json (builder, "markers", markers);

  /* A list of ids rather than a count: a designer checks which ones. */
  json_builder_set_member_name (builder, "border_regions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < topology->n_regions; i++)
    if (topology->is_border[i])
      json_builder_add_string_value (builder, ((SwRegion *) g_ptr_array_index (map->regions, i))->id);
  json_builder_end_array (builder);

  if (map->boards->len > 1)
    {
      json_builder_set_member_name (builder, "boards");
      json_builder_begin_array (builder);
      for (guint b = 0; b < map->boards->len; b++)
        {
          const SwBoard *board = g_ptr_array_index (map->boards, b);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, board->id);
          json_builder_set_member_name (builder, "width");
          json_builder_add_double_value (builder, board->width);
          json_builder_set_member_name (builder, "height");
          json_builder_add_double_value (builder, board->height);
          json_builder_set_member_name (builder, "size");
          if (board->size != NULL)
            json_builder_add_string_value (builder, board->size);
          else
            json_builder_add_null_value (builder);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
  print_json (builder);
}

static void
print_info_text (SwMap            *map,
                 const SwTopology *topology,
                 const Histogram  *terrains,
                 const Histogram  *symbols,
                 const Histogram  *markers)
{
  const SwCatalog *catalog = sw_catalog_get (map->edition);
  const char *title = sw_map_get_title (map);
  g_autoptr(GString) scenarios = g_string_new (NULL);
  g_autoptr(GString) borders = g_string_new (NULL);
  g_autofree char *terrains_text = histogram_to_text (terrains);
  g_autofree char *symbols_text = histogram_to_text (symbols);
  g_autofree char *markers_text = histogram_to_text (markers);
  guint n_borders = 0;

  for (guint i = 0; i < map->scenarios->len; i++)
    {
      const SwScenario *scenario = &g_array_index (map->scenarios, SwScenario, i);

      if (i > 0)
        g_string_append (scenarios, "; ");
      if (scenario->turns > 0)
        g_string_append_printf (scenarios, _("%u players, %u turns"), scenario->players, scenario->turns);
      else
        g_string_append_printf (scenarios, _("%u players"), scenario->players);
    }
  if (scenarios->len == 0)
    g_string_append (scenarios, _("none"));

  for (guint i = 0; i < topology->n_regions; i++)
    if (topology->is_border[i])
      {
        g_string_append_printf (borders, "%s%s", n_borders > 0 ? " " : "",
                                ((SwRegion *) g_ptr_array_index (map->regions, i))->id);
        n_borders++;
      }

  if (catalog != NULL && sw_text_pick (catalog->names) != NULL)
    g_print (_("Edition: %s (%s)\n"), map->edition, sw_text_pick (catalog->names));
  else
    g_print (_("Edition: %s (not known to this program)\n"), map->edition);
  g_print (_("Title: %s\n"), title ? title : _("(none)"));
  g_print (_("Scenarios: %s\n"), scenarios->str);
  g_print (_("Regions: %u\n"), map->regions->len);
  g_print (_("Adjacencies: %u\n"), topology->n_adjacent_pairs);
  g_print (_("Terrains: %s\n"), terrains_text);
  g_print (_("Symbols: %s\n"), symbols_text);
  g_print (_("Markers: %s\n"), markers_text);
  g_print (_("Border regions (%u): %s\n"), n_borders, borders->str);
  if (map->boards->len > 1)
    for (guint b = 0; b < map->boards->len; b++)
      {
        const SwBoard *board = g_ptr_array_index (map->boards, b);
        char width[32], height[32];

        g_print (_("Board %s: %s × %s mm%s%s\n"), board->id,
                 sw_format_number (board->width, width), sw_format_number (board->height, height),
                 board->size ? _(", size ") : "", board->size ? board->size : "");
      }
}

static int
swmap_info (int    argc,
            char **argv)
{
  gboolean json = FALSE;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print a JSON object, always in English"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL }
  };
  g_auto(Histogram) terrains = { 0 };
  g_auto(Histogram) symbols = { 0 };
  g_auto(Histogram) markers = { 0 };
  g_autoptr(SwMap) map = NULL;
  const SwCatalog *catalog;
  SwTopology *topology;
  int status;

  if (!parse_options ("info", _("FILE"),
                      _("Describes a map: edition, title, scenarios, regions, adjacencies, terrains, symbols, "
                        "markers and border regions."),
                      entries, &argc, &argv))
    return SWMAP_EXIT_USAGE;
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    {
      print_usage_error ("info", _("name exactly one map file"));
      return SWMAP_EXIT_USAGE;
    }
  /* The untagged title, not the one for the user's language. */
  g_autoptr(SwUntranslated) untranslated G_GNUC_UNUSED = json ? sw_untranslated_begin () : NULL;

  map = load_map_or_report (files[0], &status);
  if (map == NULL)
    return status;
  topology = sw_map_get_topology (map);
  catalog = sw_catalog_get (map->edition);

  histogram_init (&terrains);
  histogram_init (&symbols);
  histogram_init (&markers);
  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, i);

      histogram_add (&terrains, region->terrain, 1);
      for (guint s = 0; region->symbols != NULL && s < region->symbols->len; s++)
        histogram_add (&symbols, ((SwSymbol *) g_ptr_array_index (region->symbols, s))->type, 1);
      for (guint s = 0; region->starts != NULL && s < region->starts->len; s++)
        {
          const SwStart *start = g_ptr_array_index (region->starts, s);

          histogram_add (&markers, start->type, start->count);
        }
    }
  histogram_sort_by_catalog (&terrains, catalog, "terrain");
  histogram_sort_by_catalog (&symbols, catalog, "symbol");
  histogram_sort_by_catalog (&markers, catalog, "marker");

  if (json)
    build_info_json (map, topology, &terrains, &symbols, &markers);
  else
    print_info_text (map, topology, &terrains, &symbols, &markers);
  return SWMAP_EXIT_OK;
}

/* The map swmap convert has just saved, kept until the process exits
 * (volatile: a store nothing reads back would be optimised away, and the
 * map would look leaked). */
static SwMap *volatile converted_map;

static int
swmap_convert (int    argc,
               char **argv)
{
  g_autofree char *output = NULL;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the canonical form to FILE (required)"), N_("FILE") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL }
  };
  g_autoptr(SwMap) map = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if (!parse_options ("convert", _("IN -o OUT"),
                      _("Loads a map and saves it in canonical form (stable element order and numbers). "
                        "OUT is replaced atomically; an existing OUT is kept as OUT~."),
                      entries, &argc, &argv))
    return SWMAP_EXIT_USAGE;
  if (files == NULL || files[0] == NULL || files[1] != NULL || output == NULL)
    {
      print_usage_error ("convert", _("name one input map and the output with -o OUT"));
      return SWMAP_EXIT_USAGE;
    }

  map = load_map_or_report (files[0], &status);
  if (map == NULL)
    return status;
  if (!sw_map_save_file (map, output, &error))
    {
      g_printerr ("swmap: %s\n", error->message);
      return SWMAP_EXIT_USAGE;
    }
  /* The process ends now: freeing the model block by block (over 300,000
   * of them at 30,000 regions) would only cost time. It stays referenced
   * until then, so that leak checkers see it as in use, which it is. */
  converted_map = g_steal_pointer (&map);
  return SWMAP_EXIT_OK;
}

/* Every subcommand; the ones not in this file live in swmap-*.c. */
static const struct {
  const char *name;
  int       (*run) (int argc, char **argv);
  const char *synopsis;
  const char *summary;
} commands[] = {
  { "validate", swmap_validate, "validate [--json] FILE…", N_("check maps and report every problem") },
  { "info", swmap_info, "info [--json] FILE", N_("describe a map") },
  { "convert", swmap_convert, "convert IN -o OUT", N_("load a map and save it in canonical form") },
  { "import", swmap_import, "import IN.svg|tmx|png [-o OUT]", N_("a map from a board drawn in an SVG editor, in Tiled or on paper") },
  { "import-graph", swmap_import_graph, "import-graph IN.json -o OUT", N_("build a graph-only map from a board graph") },
  { "layout", swmap_layout, "layout IN -o OUT", N_("draw a graph-only map as a board") },
  { "render", swmap_render, "render FILE -o OUT [--dpi N]", N_("draw a map to PDF, SVG or PNG at print size") },
  { "thumbnail", swmap_thumbnail, "thumbnail [-s N] FILE OUT.png", N_("a small picture of a map, for file managers") },
  { "score", swmap_score, "score GAME.swgame", N_("every turn's coins and the final ranking of a game") },
  { "cost", swmap_cost, "cost GAME.swgame REGION", N_("what conquering a region costs now") },
  { "replay", swmap_replay, "replay GAME.swgame", N_("the board after replaying a game's log") },
  { "balance", swmap_balance, "balance MAP [--games G]", N_("bot games on a map: how fair it plays") },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n", _("Usage: swmap COMMAND [OPTION…]"));
  fprintf (out, "\n%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      /* Pad by characters, not bytes: the synopses hold "…". */
      glong width = g_utf8_strlen (commands[i].synopsis, -1);

      fprintf (out, "  %s%*s %s\n", commands[i].synopsis, (int) MAX (32 - width, 0), "",
               _(commands[i].summary));
    }
  fprintf (out, "\n%s\n", _("Run “swmap COMMAND --help” for a command's options; “swmap --version” for the version."));
  fprintf (out, "%s\n", _("Exit status: 0 no error, 1 a file has an error or cannot be loaded safely, "
                          "2 a file cannot be read or the usage is wrong."));
}

int
main (int   argc,
      char *argv[])
{
  const char *command;

  setlocale (LC_ALL, "");
  {
    /* `meson devenv` and the tests point SW_LOCALEDIR at the build's
     * translations: the catalog's names follow the locale anyway, and a
     * sentence in English around a Chinese name reads as neither. */
    const char *env = g_getenv ("SW_LOCALEDIR");

    bindtextdomain (GETTEXT_PACKAGE, env != NULL && env[0] != '\0' ? env : LOCALEDIR);
  }
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("swmap");

  if (argc < 2)
    {
      print_usage (stderr);
      return SWMAP_EXIT_USAGE;
    }
  command = argv[1];
  if (g_str_equal (command, "--version") || g_str_equal (command, "-V"))
    {
      g_print ("swmap %s\n", PACKAGE_VERSION);
      return SWMAP_EXIT_OK;
    }
  if (g_str_equal (command, "--help") || g_str_equal (command, "-h") || g_str_equal (command, "help"))
    {
      print_usage (stdout);
      return SWMAP_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (command, commands[i].name))
      {
        g_autofree char *prgname = g_strdup_printf ("swmap %s", command);

        /* "Usage: swmap validate [OPTION…]" in each command's --help. */
        g_set_prgname (prgname);
        /* Each subcommand sees its own name as argv[0]. */
        return commands[i].run (argc - 1, argv + 1);
      }

  g_printerr (_("swmap: “%s” is not a command\n"), command);
  print_usage (stderr);
  return SWMAP_EXIT_USAGE;
}
