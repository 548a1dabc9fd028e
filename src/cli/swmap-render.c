/* swmap-render.c: `swmap render FILE -o OUT.{pdf,svg,png} [--dpi N]`, validated first. */
#define G_LOG_DOMAIN "swmap-render"
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <glib/gi18n.h>

#include "sw-export.h"
#include "sw-issue.h"
#include "sw-map-xml.h"
#include "sw-validate.h"
#include "swmap-render.h"

enum {
  EXIT_DONE = 0,
  EXIT_BAD_CONTENT = 1,
  EXIT_USAGE_OR_IO = 2,
};

static int G_GNUC_PRINTF (2, 3)
render_fail (int         status,
             const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("swmap render: %s\n", message);
  return status;
}

/* As swmap validate prints them: file:line: severity: message [code]. */
static void
print_issues (const char *file,
              GPtrArray  *issues)
{
  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);
      /* Not translated: editors parse these words, as with a compiler. */
      const char *word = issue->severity == SW_SEVERITY_ERROR ? "error" : "warning";

      if (issue->line > 0)
        g_printerr ("%s:%u: %s: %s [%s]\n", file, issue->line, word, issue->message, issue->code);
      else
        g_printerr ("%s: %s: %s [%s]\n", file, word, issue->message, issue->code);
    }
}

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
  guint errors;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to FILE; its extension (.pdf, .svg or .png) chooses the format (required)"), N_("FILE") },
    { "dpi", 0, 0, G_OPTION_ARG_DOUBLE, &dpi,
      N_("Resolution of a PNG in dots per inch (default: 150; 25.4 is one pixel per millimetre)"), N_("N") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &inputs, NULL, NULL },
    { NULL }
  };

  g_return_val_if_fail (argc >= 1 && argv != NULL, EXIT_USAGE_OR_IO);

  context = g_option_context_new (_("FILE -o OUT.pdf|OUT.svg|OUT.png — draw a map at print size"));
  g_option_context_set_summary (context,
                                _("Draws the map at 1:1 scale (the page is the board), as the application "
                                  "prints and exports it. The map is validated first: warnings are printed, "
                                  "errors are printed and nothing is written (exit status 1), because a board "
                                  "with overlapping or broken regions would print as something it is not."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return render_fail (EXIT_USAGE_OR_IO, "%s", error->message);
  if (inputs == NULL || g_strv_length (inputs) != 1 || output == NULL)
    return render_fail (EXIT_USAGE_OR_IO, _("usage: swmap render FILE -o OUT.pdf|OUT.svg|OUT.png [--dpi N]"));
  if (!sw_export_format_from_path (output, &format))
    return render_fail (EXIT_USAGE_OR_IO, _("%s: name the output .pdf, .svg or .png"), output);
  if (dpi != 0 && format != SW_EXPORT_PNG)
    return render_fail (EXIT_USAGE_OR_IO, _("--dpi is for PNG output only: PDF and SVG are drawn as vectors"));
  if (dpi != 0 && !(dpi >= SW_EXPORT_MIN_DPI && dpi <= SW_EXPORT_MAX_DPI))
    return render_fail (EXIT_USAGE_OR_IO, _("--dpi must be from %g to %g"), SW_EXPORT_MIN_DPI, SW_EXPORT_MAX_DPI);

  map = sw_map_load_file (inputs[0], issues, &error);
  if (map != NULL)
    sw_validate_map (map, issues);
  sw_issue_list_sort (issues);
  print_issues (inputs[0], issues);
  if (map == NULL)
    {
      if (error->domain == SW_MAP_ERROR)
        {
          if (sw_issue_list_count (issues, SW_SEVERITY_ERROR) == 0)
            g_printerr ("%s: error: %s\n", inputs[0], error->message);
          return EXIT_BAD_CONTENT;
        }
      return render_fail (EXIT_USAGE_OR_IO, "%s", error->message);
    }
  errors = sw_issue_list_count (issues, SW_SEVERITY_ERROR);
  if (errors > 0)
    return render_fail (EXIT_BAD_CONTENT,
                        ngettext ("%s: not rendered: the map has %u error (listed above); fix it first",
                                  "%s: not rendered: the map has %u errors (listed above); fix them first",
                                  errors),
                        inputs[0], errors);
  if (!sw_export_map (map, output, format, dpi, &error))
    return render_fail (EXIT_USAGE_OR_IO, "%s", error->message);
  return EXIT_DONE;
}
