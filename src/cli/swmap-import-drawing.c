/* swmap-import-drawing.c: `swmap import`, a map from a board drawn in an SVG editor, in Tiled, or scanned as a PNG image. */
#define G_LOG_DOMAIN "sw-import"
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "sw-import.h"
#include "sw-issue.h"
#include "sw-map.h"
#include "sw-map-xml.h"
#include "sw-untranslated.h"
#include "sw-validate.h"
#include "swmap-common.h"
#include "swmap-import.h"

/* OUT.swmap beside IN: IN's name with its extension replaced. */
static char *
default_output (const char *input)
{
  g_autofree char *base = g_strdup (input);
  char *slash = strrchr (base, '/');
  char *dot = strrchr (slash != NULL ? slash : base, '.');

  if (dot != NULL && dot != (slash != NULL ? slash + 1 : base))
    *dot = '\0';
  return g_strconcat (base, ".swmap", NULL);
}

static void
print_json (const char *input,
            const char *output,
            SwMap      *map,
            GPtrArray  *notes,
            GPtrArray  *issues)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "input");
  json_builder_add_string_value (builder, input);
  json_builder_set_member_name (builder, "output");
  json_builder_add_string_value (builder, output);
  json_builder_set_member_name (builder, "regions");
  json_builder_add_int_value (builder, map->regions->len);
  json_builder_set_member_name (builder, "vertices");
  json_builder_add_int_value (builder, map->vertices->len);
  json_builder_set_member_name (builder, "repairs");
  json_builder_begin_array (builder);
  for (guint i = 0; i < notes->len; i++)
    {
      SwImportNote *note = g_ptr_array_index (notes, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "code");
      json_builder_add_string_value (builder, note->code);
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder, note->message);
      json_builder_set_member_name (builder, "regions");
      json_builder_begin_array (builder);
      for (guint r = 0; note->regions[r] != NULL; r++)
        json_builder_add_string_value (builder, note->regions[r]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "area");
      json_builder_add_double_value (builder, note->area);
      json_builder_set_member_name (builder, "line");
      json_builder_add_int_value (builder, note->line);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "issues");
  json_builder_begin_array (builder);
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);

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
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

int
swmap_import (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) notes = sw_import_note_list_new ();
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GHashTable) terrain_colours = NULL;
  g_autoptr(SwMap) map = NULL;
  g_auto(GStrv) inputs = NULL;
  g_auto(GStrv) terrain = NULL;
  g_autofree char *output = NULL;
  g_autofree char *edition = NULL;
  g_autofree char *default_terrain = NULL;
  gboolean json = FALSE;
  double scale = 0;
  SwImportOptions options = { 0 };
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the map to FILE (default: IN with the extension .swmap)"), N_("FILE") },
    { "edition", 0, 0, G_OPTION_ARG_STRING, &edition,
      N_("The edition whose terrains the colours are matched to (default: base)"), N_("EDITION") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      N_("Print the report of repairs as JSON, always in English"), NULL },
    { "terrain", 0, 0, G_OPTION_ARG_STRING_ARRAY, &terrain,
      N_("Give shapes filled with this colour this terrain (repeatable)"), N_("#RRGGBB=TERRAIN") },
    { "default-terrain", 0, 0, G_OPTION_ARG_STRING, &default_terrain,
      N_("PNG images: the terrain of areas left white (default: the edition's first land terrain)"), N_("TERRAIN") },
    { "scale", 0, 0, G_OPTION_ARG_DOUBLE, &scale,
      N_("Tiled maps: millimetres per pixel, instead of the map's mm-per-pixel property"), N_("MM_PER_PX") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &inputs, NULL, N_("IN.svg|IN.tmx|IN.png") },
    { NULL }
  };

  context = g_option_context_new (_("IN.svg|IN.tmx|IN.png [-o OUT.swmap] — a map from a board drawn in an SVG editor, in Tiled or on paper"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return swmap_fail ("import", SWMAP_EXIT_USAGE, "%s", error->message);
  if (inputs == NULL || g_strv_length (inputs) != 1)
    return swmap_fail ("import", SWMAP_EXIT_USAGE, _("usage: swmap import IN.svg|IN.tmx|IN.png [-o OUT.swmap] [OPTION…]"));
  if (scale < 0 || scale > 1000)
    return swmap_fail ("import", SWMAP_EXIT_USAGE, _("--scale must be a positive number of millimetres per pixel"));
  /* The repairs' and issues' messages in English, written as the import goes. */
  g_autoptr(SwUntranslated) untranslated G_GNUC_UNUSED = json ? sw_untranslated_begin () : NULL;
  options.edition = edition != NULL ? edition : (char *) "base";
  for (guint i = 0; terrain != NULL && terrain[i] != NULL; i++)
    if (!sw_import_parse_terrain_option (terrain[i], options.edition, &terrain_colours, &error))
      return swmap_fail ("import", SWMAP_EXIT_USAGE, "%s", error->message);
  options.terrain_colours = terrain_colours;
  options.default_terrain = default_terrain;
  options.scale = scale;
  if (output == NULL)
    output = default_output (inputs[0]);

  map = sw_import_file (inputs[0], &options, notes, &error);
  if (map == NULL)
    {
      if (error->domain == SW_IMPORT_ERROR && error->code == SW_IMPORT_ERROR_OPTION)
        return swmap_fail ("import", SWMAP_EXIT_USAGE, "%s: %s", inputs[0], error->message);
      return swmap_fail ("import", error->domain == SW_IMPORT_ERROR ? SWMAP_EXIT_INVALID : SWMAP_EXIT_USAGE,
                         "%s: %s", inputs[0], error->message);
    }
  if (!sw_map_save_file (map, output, &error))
    return swmap_fail ("import", SWMAP_EXIT_USAGE, "%s", error->message);

  sw_validate_map (map, issues);
  sw_issue_list_sort (issues);
  if (json)
    print_json (inputs[0], output, map, notes, issues);
  else
    {
      for (guint i = 0; i < notes->len; i++)
        {
          SwImportNote *note = g_ptr_array_index (notes, i);

          if (note->line > 0)
            g_print ("%s:%u: %s [%s]\n", inputs[0], note->line, note->message, note->code);
          else
            g_print ("%s: %s [%s]\n", inputs[0], note->message, note->code);
        }
      /* The saved map's own problems, as `swmap validate` prints them. */
      swmap_print_issues (stdout, output, issues);
    }
  if (sw_issue_list_count (issues, SW_SEVERITY_ERROR) > 0)
    {
      g_printerr ("swmap import: %s\n",
                  _("the map is written but has errors; open it in the editor to fix them"));
      return SWMAP_EXIT_INVALID;
    }
  return SWMAP_EXIT_OK;
}
