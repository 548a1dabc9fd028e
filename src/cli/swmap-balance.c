/* swmap-balance.c: `swmap balance`: the options, then the report of sw-balance.c as text or JSON. */
#include "config.h"
#define G_LOG_DOMAIN "swmap"

#include <stdio.h>
#include <glib/gi18n.h>

#include "sw-balance.h"
#include "sw-catalog.h"
#include "sw-edit.h"
#include "sw-map-xml.h"
#include "swmap-balance.h"
#include "swmap-common.h"

static gboolean
parse_number (const char *option, const char *text, guint64 min, guint64 max, guint64 *value)
{
  g_autoptr(GError) error = NULL;
  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, min, max, value, &error))
    {
      swmap_fail ("balance", SWMAP_EXIT_USAGE, "%s: %s", option, error->message);
      return FALSE;
    }
  return TRUE;
}

int
swmap_balance (int argc, char **argv)
{
  g_autofree char *players_text = NULL, *games_text = NULL, *seed_text = NULL, *threads_text = NULL;
  g_autofree char *policy_text = NULL, *pdf = NULL;
  gboolean json = FALSE;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text, N_("Players at the table, 2 to 5 (default: the map's first scenario)"), N_("N") },
    { "games", 0, 0, G_OPTION_ARG_STRING, &games_text, N_("Games to play (default 200)"), N_("G") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the games (default 1): the same seed gives the same report"), N_("S") },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy_text, N_("How the bots play: greedy (default) or random"), N_("POLICY") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text, N_("Games played at once (default: one per processor)"), N_("T") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON, always in English"), NULL },
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &pdf, N_("Also write the report as a one-page PDF with the heat map of the regions"), N_("FILE") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("MAP"));
  g_autoptr(GError) error = NULL;
  g_option_context_set_summary (context, _("Plays many games of bots on a map and reports how fair it is: each seat's "
                                           "wins and coins, each region's coins, conquests and first landings, "
                                           "each race's and power's coins."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return swmap_fail ("balance", SWMAP_EXIT_USAGE, "%s", error->message);
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    return swmap_fail ("balance", SWMAP_EXIT_USAGE, "%s", _("name one map"));

  guint64 players = 0, games = 200, seed = 1, threads = MAX (1, g_get_num_processors ());
  if (!parse_number ("--players", players_text, 2, 5, &players) || !parse_number ("--games", games_text, 1, 1000000, &games)
      || !parse_number ("--seed", seed_text, 0, G_MAXUINT32, &seed) || !parse_number ("--threads", threads_text, 1, 256, &threads))
    return SWMAP_EXIT_USAGE;
  SwBotPolicy policy = SW_BOT_GREEDY;
  if (policy_text != NULL && !sw_bot_policy_from_string (policy_text, &policy))
    return swmap_fail ("balance", SWMAP_EXIT_USAGE, _("--policy: “%s” is neither greedy nor random"), policy_text);

  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(SwMap) map = sw_map_load_file (files[0], issues, &error);
  sw_issue_list_sort (issues);
  swmap_print_issues (stderr, files[0], issues);
  if (map == NULL)
    {
      gboolean unreadable = error->domain != SW_MAP_ERROR;
      if (unreadable || sw_issue_list_count (issues, SW_SEVERITY_ERROR) == 0)
        g_printerr ("%s: %s\n", files[0], error->message);
      return unreadable ? SWMAP_EXIT_USAGE : SWMAP_EXIT_INVALID;
    }
  if (sw_catalog_get (map->edition) == NULL)
    return swmap_fail ("balance", SWMAP_EXIT_INVALID, _("%s: the rules of edition “%s” are not known"), files[0], map->edition);
  if (map->regions->len == 0)
    return swmap_fail ("balance", SWMAP_EXIT_INVALID, _("%s: the map has no region to play on"), files[0]);
  SwBalanceOptions options = { players, games, seed, policy, threads };
  if (options.players == 0)
    options.players = sw_balance_default_players (map);
  /* the boards a game of that many takes (Warcraft's islands), as at the table */
  g_autoptr(SwMap) played = sw_edit_boards_in_play (map, options.players);
  g_autoptr(SwBalanceReport) report = sw_balance_run (played, &options, NULL, NULL, NULL, &error);
  if (report == NULL)
    return swmap_fail ("balance", g_error_matches (error, SW_BALANCE_ERROR, SW_BALANCE_ERROR_THREADS)
                                    ? SWMAP_EXIT_USAGE : SWMAP_EXIT_INVALID, "%s", error->message);
  if (pdf != NULL)
    {
      g_autofree char *name = g_path_get_basename (files[0]);
      const char *title = sw_map_get_title (map);
      if (!sw_balance_report_save_pdf (report, played, title != NULL && *title != '\0' ? title : name, pdf, &error))
        return swmap_fail ("balance", SWMAP_EXIT_USAGE, "%s: %s", pdf, error->message);
    }
  g_autofree char *text = json ? sw_balance_report_to_json (report, files[0]) : sw_balance_report_to_text (report, files[0]);
  if (json)
    g_print ("%s\n", text);
  else
    g_print ("%s", text);
  return SWMAP_EXIT_OK;
}
