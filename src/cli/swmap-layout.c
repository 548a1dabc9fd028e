/* swmap-layout.c: `swmap layout IN.swmap -o OUT.swmap`, a graph-only map drawn as a board. */
#define G_LOG_DOMAIN "swmap-layout"
#include "config.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <glib/gi18n.h>

#include "sw-layout.h"
#include "sw-map-xml.h"
#include "sw-topology.h"
#include "swmap-common.h"
#include "swmap-layout.h"

static gboolean
parse_board_size (const char *text,
                  double     *width,
                  double     *height)
{
  char *end = NULL;

  *width = g_ascii_strtod (text, &end);
  if (end == text || (*end != 'x' && *end != 'X'))
    return FALSE;
  text = end + 1;
  *height = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*width) && isfinite (*height)
         && *width >= 10 && *height >= 10 && *width <= 100000 && *height <= 100000;
}

/* One line for the designer: what came out, in the terms of the
 * validator's print-size warnings. */
static void
layout_print_summary (SwMap *map)
{
  SwTopology *t = sw_map_get_topology (map);
  SwBoard *board = g_ptr_array_index (map->boards, 0);
  double smallest = G_MAXDOUBLE, shortest = G_MAXDOUBLE;
  char w[32], h[32], d[32], b[32];

  for (guint r = 0; r < t->n_regions; r++)
    smallest = MIN (smallest, 2 * t->inscribed_radius[r]);
  for (guint i = 0; i < t->contacts->len; i++)
    {
      SwContact *c = &g_array_index (t->contacts, SwContact, i);

      if (c->flags & SW_CONTACT_BORDER)
        shortest = MIN (shortest, c->border_length);
    }
  g_print (_("%u regions on %s × %s mm; smallest region %s mm across, shortest shared border %s mm\n"),
           t->n_regions, sw_format_number (board->width, w), sw_format_number (board->height, h),
           sw_format_number (round (smallest * 10) / 10, d),
           sw_format_number (round (shortest * 10) / 10, b));
}

int
swmap_layout (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(SwMap) out = NULL;
  g_auto(GStrv) inputs = NULL;
  g_autofree char *output = NULL;
  g_autofree char *board_size = NULL;
  gint iterations = 0;
  SwLayoutOptions options = { 0 };
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the laid-out map to FILE (required)"), N_("FILE") },
    { "board-size", 0, 0, G_OPTION_ARG_STRING, &board_size,
      N_("Board size in millimetres (default: the map's board, or 594x420)"), N_("WxH") },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations,
      N_("Rounds of evening out the regions' sizes (default: 8)"), N_("N") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &inputs, NULL, N_("IN.swmap") },
    { NULL }
  };

  g_return_val_if_fail (argc >= 1 && argv != NULL, SWMAP_EXIT_USAGE);

  context = g_option_context_new (_("IN.swmap -o OUT.swmap — draw a graph-only map as a board"));
  g_option_context_set_summary (context,
                                _("Gives every region an outline so that shared borders show exactly the "
                                  "map's adjacency (its links), with border=\"yes\" regions on the board's "
                                  "edge. The links the borders now show are dropped."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return swmap_fail ("layout", SWMAP_EXIT_USAGE, "%s", error->message);
  if (inputs == NULL || g_strv_length (inputs) != 1 || output == NULL)
    return swmap_fail ("layout", SWMAP_EXIT_USAGE, _("usage: swmap layout IN.swmap -o OUT.swmap [OPTION…]"));
  if (board_size != NULL && !parse_board_size (board_size, &options.width, &options.height))
    return swmap_fail ("layout", SWMAP_EXIT_USAGE, _("--board-size %s: expected WIDTHxHEIGHT in mm, as in 594x420"),
                       board_size);
  if (iterations < 0 || iterations > 1000)
    return swmap_fail ("layout", SWMAP_EXIT_USAGE, _("--iterations must be 1 to 1000"));
  options.iterations = iterations;

  map = sw_map_load_file (inputs[0], NULL, &error);
  if (map == NULL)
    return swmap_fail ("layout", error->domain == SW_MAP_ERROR ? SWMAP_EXIT_INVALID : SWMAP_EXIT_USAGE,
                       "%s: %s", inputs[0], error->message);
  out = sw_layout_from_graph (map, &options, &error);
  if (out == NULL)
    return swmap_fail ("layout", SWMAP_EXIT_INVALID, "%s: %s", inputs[0], error->message);
  if (!sw_map_save_file (out, output, &error))
    return swmap_fail ("layout", SWMAP_EXIT_USAGE, "%s", error->message);
  layout_print_summary (out);
  return SWMAP_EXIT_OK;
}
