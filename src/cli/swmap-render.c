/* swmap-render.c: `swmap render FILE -o OUT.{pdf,svg,png} [--dpi N] [--no-ids]`, validated first, and `swmap thumbnail`. */
#define G_LOG_DOMAIN "swmap-render"
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <glib/gi18n.h>

#include "sw-export.h"
#include "sw-issue.h"
#include "sw-map-xml.h"
#include "sw-validate.h"
#include "swmap-common.h"
#include "swmap-render.h"

int
swmap_render (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  g_auto(GStrv) inputs = NULL;
  g_autofree char *output = NULL;
  SwExportFormat format;
  double dpi = 0;
  gboolean no_ids = FALSE;
  guint errors;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to FILE; its extension (.pdf, .svg or .png) chooses the format (required)"), N_("FILE") },
    { "dpi", 0, 0, G_OPTION_ARG_DOUBLE, &dpi,
      N_("Resolution of a PNG in dots per inch (default: 150; 25.4 is one pixel per millimetre)"), N_("N") },
    { "no-ids", 0, 0, G_OPTION_ARG_NONE, &no_ids,
      N_("Leave regions without a name unlabelled, as on a board to play on (by default their ids are drawn)"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &inputs, NULL, NULL },
    { NULL }
  };

  g_return_val_if_fail (argc >= 1 && argv != NULL, SWMAP_EXIT_USAGE);

  context = g_option_context_new (_("FILE -o OUT.pdf|OUT.svg|OUT.png — draw a map at print size"));
  g_option_context_set_summary (context,
                                _("Draws the map at 1:1 scale (the page is the board), as the application "
                                  "prints and exports it. The map is validated first: warnings are printed, "
                                  "errors are printed and nothing is written (exit status 1), because a board "
                                  "with overlapping or broken regions would print as something it is not."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return swmap_fail ("render", SWMAP_EXIT_USAGE, "%s", error->message);
  if (inputs == NULL || g_strv_length (inputs) != 1 || output == NULL)
    return swmap_fail ("render", SWMAP_EXIT_USAGE, _("usage: swmap render FILE -o OUT.pdf|OUT.svg|OUT.png [--dpi N]"));
  if (!sw_export_format_from_path (output, &format))
    return swmap_fail ("render", SWMAP_EXIT_USAGE, _("%s: name the output .pdf, .svg or .png"), output);
  if (dpi != 0 && format != SW_EXPORT_PNG)
    return swmap_fail ("render", SWMAP_EXIT_USAGE, _("--dpi is for PNG output only: PDF and SVG are drawn as vectors"));
  if (dpi != 0 && !(dpi >= SW_EXPORT_MIN_DPI && dpi <= SW_EXPORT_MAX_DPI))
    return swmap_fail ("render", SWMAP_EXIT_USAGE, _("--dpi must be from %g to %g"), SW_EXPORT_MIN_DPI, SW_EXPORT_MAX_DPI);

  map = sw_map_load_file (inputs[0], issues, &error);
  if (map != NULL)
    sw_validate_map (map, issues);
  sw_issue_list_sort (issues);
  swmap_print_issues (stderr, inputs[0], issues);
  if (map == NULL)
    {
      if (error->domain == SW_MAP_ERROR)
        {
          if (sw_issue_list_count (issues, SW_SEVERITY_ERROR) == 0)
            g_printerr ("%s: error: %s\n", inputs[0], error->message);
          return SWMAP_EXIT_INVALID;
        }
      return swmap_fail ("render", SWMAP_EXIT_USAGE, "%s", error->message);
    }
  errors = sw_issue_list_count (issues, SW_SEVERITY_ERROR);
  if (errors > 0)
    return swmap_fail ("render", SWMAP_EXIT_INVALID,
                       ngettext ("%s: not rendered: the map has %u error (listed above); fix it first",
                                 "%s: not rendered: the map has %u errors (listed above); fix them first",
                                 errors),
                       inputs[0], errors);
  if (!sw_export_map (map, output, format, dpi, no_ids ? SW_EXPORT_NO_IDS : SW_EXPORT_DEFAULT, &error))
    return swmap_fail ("render", SWMAP_EXIT_USAGE, "%s", error->message);
  return SWMAP_EXIT_OK;
}

int
swmap_thumbnail (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  g_auto(GStrv) inputs = NULL;
  int size = 256;
  GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &size,
      N_("The longer side in pixels (default: 256)"), N_("N") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &inputs, NULL, NULL },
    { NULL }
  };

  g_return_val_if_fail (argc >= 1 && argv != NULL, SWMAP_EXIT_USAGE);

  context = g_option_context_new (_("FILE OUT.png — a small picture of a map, for file managers"));
  g_option_context_set_summary (context,
                                _("Draws the map as a PNG whose longer side is the given size. The map is "
                                  "not validated: what loads is drawn. File managers run this through the "
                                  "installed thumbnailer entry."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return swmap_fail ("thumbnail", SWMAP_EXIT_USAGE, "%s", error->message);
  if (inputs == NULL || g_strv_length (inputs) != 2)
    return swmap_fail ("thumbnail", SWMAP_EXIT_USAGE, _("usage: swmap thumbnail [-s N] FILE OUT.png"));
  if (size < 1 || size > SW_EXPORT_MAX_THUMBNAIL)
    return swmap_fail ("thumbnail", SWMAP_EXIT_USAGE, _("--size must be from 1 to %d"), SW_EXPORT_MAX_THUMBNAIL);

  map = sw_map_load_file (inputs[0], NULL, &error);
  if (map == NULL)
    return swmap_fail ("thumbnail", error->domain == SW_MAP_ERROR ? SWMAP_EXIT_INVALID : SWMAP_EXIT_USAGE,
                       "%s", error->message);
  if (!sw_export_thumbnail (map, inputs[1], size, &error))
    return swmap_fail ("thumbnail", SWMAP_EXIT_USAGE, "%s", error->message);
  return SWMAP_EXIT_OK;
}
