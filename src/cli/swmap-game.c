/* swmap-game.c: `swmap score`, `swmap cost`, `swmap replay`: the rules engine from the command line. */
#include "config.h"
#define G_LOG_DOMAIN "swmap"

#include <stdio.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "sw-columns.h"
#include "sw-game.h"
#include "sw-game-xml.h"
#include "sw-untranslated.h"
#include "swmap-common.h"
#include "swmap-game.h"

/* Loads GAME; a file that cannot be read is a usage-level failure (2),
 * a game that is refused is 1, as `swmap validate` does for maps. */

static SwGame *
load_game (const char *path, int *status)
{
  GError *error = NULL;
  SwGame *game = sw_game_load_file (path, &error);
  if (game == NULL)
    {
      gboolean unreadable = error->domain == G_FILE_ERROR;
      g_printerr ("%s: %s\n", path, error->message);
      *status = unreadable ? SWMAP_EXIT_USAGE : SWMAP_EXIT_INVALID;
      g_error_free (error);
    }
  return game;
}

static gboolean
parse_options (int *argc, char ***argv, GOptionEntry *entries, const char *parameters, const char *summary)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameters);
  g_autoptr(GError) error = NULL;
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("%s: %s\n", (*argv)[0], error->message);
      return FALSE;
    }
  return TRUE;
}

/* The log line of a warning's action (0 when made in memory). */
static guint
warning_line (SwGame *game, const SwGameWarning *warning)
{
  if (warning->action >= game->log->len)
    return 0;
  return ((SwAction *) g_ptr_array_index (game->log, warning->action))->line;
}

/* Whether a warning belongs to the turn of @record (its actions run from
 * the turn's first to its end-turn). */
static gboolean
warning_in_turn (const SwGameWarning *warning, const SwTurnRecord *record)
{
  return warning->action >= record->first_action && warning->action <= record->end_action;
}

static void
print_warning (SwGame *game, const SwGameWarning *warning)
{
  guint line = warning_line (game, warning);
  if (line > 0)
    g_print (_("  warning, line %u: %s\n"), line, warning->message);
  else
    g_print (_("  warning: %s\n"), warning->message);
}

static void
print_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  g_autofree char *text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

int
swmap_score (int argc, char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON, always in English"), NULL },
    { NULL }
  };
  int status = SWMAP_EXIT_OK;
  if (!parse_options (&argc, &argv, entries, "GAME.swgame", _("Every turn's coins, line by line, and the final ranking.")))
    return SWMAP_EXIT_USAGE;
  if (argc != 2)
    {
      g_printerr (_("Usage: swmap score [--json] GAME.swgame\n"));
      return SWMAP_EXIT_USAGE;
    }
  /* From the loading on: the engine writes its sentences as it replays. */
  g_autoptr(SwUntranslated) untranslated G_GNUC_UNUSED = json ? sw_untranslated_begin () : NULL;
  g_autoptr(SwGame) game = load_game (argv[1], &status);
  if (game == NULL)
    return status;
  g_autoptr(GArray) ranking = sw_game_ranking (game);

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "players");
      json_builder_begin_array (b);
      for (guint p = 0; p < game->players->len; p++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "id");
          json_builder_add_int_value (b, p);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, sw_game_player (game, p)->name);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "turns");
      json_builder_begin_array (b);
      for (guint t = 0; t < game->records->len; t++)
        {
          SwTurnRecord *record = g_ptr_array_index (game->records, t);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "round");
          json_builder_add_int_value (b, record->round);
          json_builder_set_member_name (b, "player");
          json_builder_add_int_value (b, record->player);
          json_builder_set_member_name (b, "items");
          json_builder_begin_array (b);
          for (guint i = 0; i < record->items->len; i++)
            {
              SwScoreItem *item = g_ptr_array_index (record->items, i);
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "what");
              json_builder_add_string_value (b, item->what);
              json_builder_set_member_name (b, "coins");
              json_builder_add_int_value (b, item->coins);
              /* "score": the end-of-turn formula; "transfer": paid or
               * received during the turn. */
              json_builder_set_member_name (b, "kind");
              json_builder_add_string_value (b, item->transfer ? "transfer" : "score");
              if (item->player >= 0)
                {
                  json_builder_set_member_name (b, "player");
                  json_builder_add_int_value (b, item->player);
                }
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          json_builder_set_member_name (b, "coins");
          json_builder_add_int_value (b, record->coins);
          json_builder_set_member_name (b, "changes");
          json_builder_begin_array (b);
          for (guint p = 0; record->changes != NULL && p < record->changes->len; p++)
            {
              gint change = g_array_index (record->changes, gint, p);
              if (change == 0)
                continue;
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "player");
              json_builder_add_int_value (b, p);
              json_builder_set_member_name (b, "coins");
              json_builder_add_int_value (b, change);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          json_builder_set_member_name (b, "warnings");
          json_builder_begin_array (b);
          for (guint w = 0; w < game->warnings->len; w++)
            {
              SwGameWarning *warning = g_ptr_array_index (game->warnings, w);
              if (!warning_in_turn (warning, record))
                continue;
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "line");
              json_builder_add_int_value (b, warning_line (game, warning));
              json_builder_set_member_name (b, "message");
              json_builder_add_string_value (b, warning->message);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "final");
      json_builder_begin_array (b);
      for (guint i = 0; i < ranking->len; i++)
        {
          SwRanking *r = &g_array_index (ranking, SwRanking, i);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "player");
          json_builder_add_int_value (b, r->player);
          json_builder_set_member_name (b, "coins");
          json_builder_add_int_value (b, r->coins);
          json_builder_set_member_name (b, "tokens_on_board");
          json_builder_add_int_value (b, r->tokens_on_board);
          json_builder_set_member_name (b, "rank");
          json_builder_add_int_value (b, r->rank);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      print_json (b);
      return SWMAP_EXIT_OK;
    }

  for (guint t = 0; t < game->records->len; t++)
    {
      SwTurnRecord *record = g_ptr_array_index (game->records, t);
      g_print (_("Round %u, %s: %+d\n"), record->round, sw_game_player (game, record->player)->name, record->coins);
      for (guint i = 0; i < record->items->len; i++)
        {
          SwScoreItem *item = g_ptr_array_index (record->items, i);
          g_autoptr(GString) what = g_string_new ("  ");

          /* in columns, not bytes: the coins line up in every language */
          sw_columns_append_left (what, item->what, 50);
          g_print ("%s", what->str);
          if (item->player >= 0)
            g_print (" %+d%s\n", item->coins, _(" (another player, paid at once)"));
          else
            g_print (" %+d%s\n", item->coins, item->transfer ? _(" (paid at once)") : "");
        }
      for (guint w = 0; w < game->warnings->len; w++)
        if (warning_in_turn (g_ptr_array_index (game->warnings, w), record))
          print_warning (game, g_ptr_array_index (game->warnings, w));
    }
  /* Warnings of the turn under way, not scored yet. */
  guint scored_to = game->records->len > 0
                    ? ((SwTurnRecord *) g_ptr_array_index (game->records, game->records->len - 1))->end_action + 1 : 0;
  gboolean heading = FALSE;
  for (guint w = 0; w < game->warnings->len; w++)
    {
      SwGameWarning *warning = g_ptr_array_index (game->warnings, w);
      if (warning->action < scored_to)
        continue;
      if (!heading)
        g_print (_("Round %u, %s: turn under way\n"), game->round, sw_game_player (game, game->seat)->name);
      heading = TRUE;
      print_warning (game, warning);
    }
  g_print ("\n%s\n", _("Final:"));
  for (guint i = 0; i < ranking->len; i++)
    {
      SwRanking *r = &g_array_index (ranking, SwRanking, i);
      g_print (_("  %u. %s: %d coins, %d tokens on the board\n"), r->rank,
               sw_game_player (game, r->player)->name, r->coins, r->tokens_on_board);
    }
  return SWMAP_EXIT_OK;
}

int
swmap_cost (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  int status = SWMAP_EXIT_OK;
  if (!parse_options (&argc, &argv, entries, "GAME.swgame REGION",
                      _("What conquering REGION costs the player whose turn it is, with its reasons.")))
    return SWMAP_EXIT_USAGE;
  if (argc != 3)
    {
      g_printerr (_("Usage: swmap cost GAME.swgame REGION\n"));
      return SWMAP_EXIT_USAGE;
    }
  g_autoptr(SwGame) game = load_game (argv[1], &status);
  if (game == NULL)
    return status;
  if (sw_game_region_index (game, argv[2]) < 0)
    {
      g_printerr (_("%s: region “%s” is not on the map\n"), argv[1], argv[2]);
      return SWMAP_EXIT_USAGE;
    }
  g_autoptr(SwCost) cost = sw_conquest_cost (game, argv[2]);
  g_print (_("%s conquering %s: %d\n"), sw_game_player (game, game->seat)->name, argv[2], cost->total);
  for (guint i = 0; i < cost->items->len; i++)
    {
      SwCostItem *item = g_ptr_array_index (cost->items, i);
      g_print ("  %s\n", item->what);
    }
  for (guint i = 0; i < cost->warnings->len; i++)
    g_print (_("  warning: %s\n"), (const char *) g_ptr_array_index (cost->warnings, i));
  return SWMAP_EXIT_OK;
}

static const char *
band_label (SwGame *game, gint index)
{
  static char buf[160];
  SwBand *band = sw_game_band (game, index);
  if (band == NULL)
    return "-";
  g_snprintf (buf, sizeof buf, "%s %s%s", sw_game_entry_name (game, "power", band->power),
              sw_game_entry_name (game, "race", band->race),
              band->state == SW_BAND_ACTIVE ? "" : band->state == SW_BAND_SPIRIT ? " (spirit decline)" : " (decline)");
  return buf;
}

static void
print_state (SwGame *game)
{
  g_print (_("Round %u, %s to play\n"), game->round, sw_game_player (game, game->seat)->name);
  for (guint p = 0; p < game->players->len; p++)
    {
      SwPlayer *player = sw_game_player (game, p);
      g_print (ngettext ("  %s: %d coin", "  %s: %d coins", player->coins), player->name, player->coins);
      if (player->active >= 0)
        g_print (_(", active %s (%d in hand)"), band_label (game, player->active), sw_game_band (game, player->active)->hand);
      if (player->decline >= 0)
        g_print (", %s", band_label (game, player->decline));
      if (player->spirit >= 0)
        g_print (", %s", band_label (game, player->spirit));
      g_print ("\n");
    }
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      const SwRegion *region = g_ptr_array_index (game->map->regions, i);
      g_autoptr(GString) line = g_string_new (NULL);
      if (state->band >= 0 && state->tokens > 0)
        g_string_append_printf (line, " %s's %s ×%d", sw_game_player (game, sw_game_band (game, state->band)->owner)->name,
                                band_label (game, state->band), state->tokens);
      if (state->natives > 0)
        g_string_append_printf (line, _(" natives ×%d"), state->natives);
      if (state->markers != NULL)
        {
          g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (state->markers), (GCompareFunc) g_strcmp0);
          for (GList *k = keys; k != NULL; k = k->next)
            g_string_append_printf (line, " %s×%d", (const char *) k->data, sw_game_marker_count (game, i, k->data));
        }
      if (state->place != NULL)
        g_string_append_printf (line, " [%s]", state->place);
      if (line->len > 0)
        g_print ("  %s (%s):%s\n", region->id, region->terrain, line->str);
    }
}

int
swmap_replay (int argc, char **argv)
{
  g_autofree char *until = NULL;
  GOptionEntry entries[] = {
    { "until", 0, 0, G_OPTION_ARG_STRING, &until, N_("Stop after the turn of ROUND and SEAT (seats count from 0)"), "ROUND.SEAT" },
    { NULL }
  };
  int status = SWMAP_EXIT_OK;
  if (!parse_options (&argc, &argv, entries, "GAME.swgame", _("The board after replaying the game's log.")))
    return SWMAP_EXIT_USAGE;
  if (argc != 2)
    {
      g_printerr (_("Usage: swmap replay GAME.swgame [--until ROUND.SEAT]\n"));
      return SWMAP_EXIT_USAGE;
    }
  guint round = 0, seat = 0;
  if (until != NULL && sscanf (until, "%u.%u", &round, &seat) != 2)
    {
      g_printerr (_("--until takes ROUND.SEAT, e.g. 3.1\n"));
      return SWMAP_EXIT_USAGE;
    }
  g_autoptr(SwGame) game = load_game (argv[1], &status);
  if (game == NULL)
    return status;
  if (until != NULL)
    {
      /* Replay up to the end-turn that closes that turn. The loaded game
       * has been replayed whole: its k-th end-turn made records[k], so
       * the turn of each end-turn is known without replaying (once, not
       * once per end-turn: linear in the log). */
      guint n = 0, k = 0;
      for (; n < game->log->len; n++)
        {
          SwAction *action = g_ptr_array_index (game->log, n);
          if (action->type != SW_ACTION_END_TURN || k >= game->records->len)
            continue;
          SwTurnRecord *closed = g_ptr_array_index (game->records, k++);
          if (closed->round > round || (closed->round == round && closed->player >= seat))
            break;
        }
      sw_game_replay (game, MIN (n + 1, game->log->len), NULL);
    }
  print_state (game);
  if (game->warnings->len > 0)
    g_print ("%s\n", _("Warnings:"));
  for (guint w = 0; w < game->warnings->len; w++)
    print_warning (game, g_ptr_array_index (game->warnings, w));
  return SWMAP_EXIT_OK;
}
