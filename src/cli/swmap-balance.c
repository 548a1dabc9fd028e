/* swmap-balance.c: `swmap balance`: many seeded bot games on a map, and the seat, region, race and power figures they give. */
#include "config.h"
#define G_LOG_DOMAIN "swmap"

#include <math.h>
#include <stdio.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "sw-bot.h"
#include "sw-effects.h"
#include "sw-game.h"
#include "sw-map-xml.h"
#include "swmap-balance.h"
#include "swmap-common.h"

/* What one race instance earned for its owner. */
typedef struct {
  const char *race;      /* interned */
  const char *power;
  gint coins;
} BandResult;

/* One game's figures, filled by the thread that played it. */
typedef struct {
  double *wins;          /* per seat: 1, or 1/k for a k-way tie for first */
  gint *coins;           /* per seat, at the end */
  guint *region_coins;   /* per region: the region coin it paid at turns' ends */
  guint *conquered;      /* per region: successful conquests */
  guint *landings;       /* per region: first conquests of a new race */
  GArray *band_coins;    /* gint per band index, while the game is played */
  GArray *bands;         /* BandResult */
  guint actions;
  guint rounds;
  guint warnings;
  char *error;
} GameResult;

typedef struct {
  SwMap *map;
  guint players;
  guint games;
  guint32 seed;
  SwBotPolicy policy;
  GameResult *results;   /* one per game, each written by the task that plays it */
} Balance;

typedef struct {
  GameResult *result;
} Watch;

static void
game_result_clear (GameResult *result)
{
  g_free (result->wins);
  g_free (result->coins);
  g_free (result->region_coins);
  g_free (result->conquered);
  g_free (result->landings);
  g_clear_pointer (&result->band_coins, g_array_unref);
  g_clear_pointer (&result->bands, g_array_unref);
  g_free (result->error);
}

static gint *
band_coins (GameResult *result, gint band)
{
  if ((guint) band >= result->band_coins->len)
    g_array_set_size (result->band_coins, band + 1);
  return &g_array_index (result->band_coins, gint, band);
}

/* Before an end of turn: the coin of every region the player holds, and
 * each of his races' share of the turn's coins (its regions, its own race
 * and power lines). */
static void
count_turn_end (SwGame *game, GameResult *result)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  g_autoptr(GPtrArray) items = sw_score_turn (game, game->seat);
  gint slots[3] = { player->active, player->decline, player->spirit };
  for (guint s = 0; s < G_N_ELEMENTS (slots); s++)
    {
      SwBand *band = sw_game_band (game, slots[s]);
      if (band == NULL || band->state == SW_BAND_GONE)
        continue;
      gint *coins = band_coins (result, slots[s]);
      for (guint i = 0; i < game->regions->len; i++)
        {
          SwRegionState *state = sw_game_region_state (game, i);
          if (state->band == slots[s] && state->tokens > 0)
            {
              result->region_coins[i]++;
              (*coins)++;
            }
        }
      for (guint i = 0; i < items->len; i++)
        {
          SwScoreItem *item = g_ptr_array_index (items, i);
          /* The turn's own lines (player -1), not what others are paid. */
          if (!item->transfer && (item->player < 0 || item->player == (gint) game->seat)
              && (g_strcmp0 (item->source, band->race) == 0 || g_strcmp0 (item->source, band->power) == 0))
            *coins += item->coins;
        }
    }
}

static void
watch (SwGame *game, const SwAction *action, gboolean applied, gpointer user_data)
{
  Watch *w = user_data;
  GameResult *result = w->result;
  if (!applied)
    {
      if (action->type == SW_ACTION_END_TURN)
        count_turn_end (game, result);
      return;
    }
  SwPlayer *player = sw_game_player (game, game->seat);
  if (action->type == SW_ACTION_PICK && player->active >= 0)
    *band_coins (result, player->active) += action->coins - action->position;
  if (action->type == SW_ACTION_CONQUER && player->active >= 0)
    {
      gint region = sw_game_region_index (game, action->region);
      SwBand *band = sw_game_band (game, player->active);
      if (region >= 0 && sw_game_region_state (game, region)->band == player->active)
        {
          result->conquered[region]++;
          /* The race's first region: where it lands. */
          if (band->conquests == 1 && band->turns_scored == 0)
            result->landings[region]++;
        }
    }
}

static void
play_one (gpointer data, gpointer user_data)
{
  Balance *balance = user_data;
  guint index = GPOINTER_TO_UINT (data) - 1;
  GameResult *result = &balance->results[index];
  guint regions = balance->map->regions->len;
  result->wins = g_new0 (double, balance->players);
  result->coins = g_new0 (gint, balance->players);
  result->region_coins = g_new0 (guint, regions);
  result->conquered = g_new0 (guint, regions);
  result->landings = g_new0 (guint, regions);
  result->band_coins = g_array_new (FALSE, TRUE, sizeof (gint));
  result->bands = g_array_new (FALSE, FALSE, sizeof (BandResult));
  Watch w = { result };
  GError *error = NULL;
  g_autoptr(SwGame) game = sw_bot_play (balance->map, balance->players, balance->policy, balance->seed, index, 0,
                                        watch, &w, &error);
  if (game == NULL)
    {
      result->error = g_strdup (error->message);
      g_error_free (error);
    }
  else
    {
      g_autoptr(GArray) ranking = sw_game_ranking (game);
      guint first = 0;
      for (guint i = 0; i < ranking->len; i++)
        first += g_array_index (ranking, SwRanking, i).rank == 1;
      for (guint i = 0; i < ranking->len; i++)
        {
          SwRanking *r = &g_array_index (ranking, SwRanking, i);
          if (r->rank == 1)
            result->wins[r->player] = 1.0 / first;
        }
      for (guint p = 0; p < balance->players; p++)
        result->coins[p] = sw_game_player (game, p)->coins;
      for (guint b = 0; b < game->bands->len; b++)
        {
          SwBand *band = sw_game_band (game, b);
          BandResult one = { g_intern_string (band->race), g_intern_string (band->power), *band_coins (result, b) };
          g_array_append_val (result->bands, one);
        }
      result->actions = game->log->len;
      result->rounds = MIN (game->round - 1, game->turns);
      result->warnings = game->warnings->len;
    }
}

/* A mean with its 95 % confidence interval (normal approximation). */
typedef struct {
  double mean, low, high;
  gboolean known;        /* an interval needs two games at least */
} Estimate;

static Estimate
mean_estimate (double sum, double sum_squares, guint n)
{
  Estimate e = { n > 0 ? sum / n : 0, 0, 0, n >= 2 };
  if (n >= 2)
    {
      double variance = MAX (0.0, (sum_squares - n * e.mean * e.mean) / (n - 1));
      double half = 1.96 * sqrt (variance / n);
      e.low = e.mean - half;
      e.high = e.mean + half;
    }
  return e;
}

/* A win rate with its Wilson score interval, within [0, 1] even near the edges. */
static Estimate
rate_estimate (double wins, guint n)
{
  Estimate e = { n > 0 ? wins / n : 0, 0, 1, n >= 1 };
  if (n >= 1)
    {
      const double z = 1.96;
      double p = e.mean, d = 1 + z * z / n;
      double centre = (p + z * z / (2.0 * n)) / d;
      double half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
      e.low = MAX (0.0, centre - half);
      e.high = MIN (1.0, centre + half);
    }
  return e;
}

typedef struct {
  const char *id;        /* interned */
  guint picks;
  double coins;
} EntryTotal;

static gint
compare_entries (gconstpointer a, gconstpointer b)
{
  const EntryTotal *x = *(EntryTotal *const *) a, *y = *(EntryTotal *const *) b;
  double mx = x->coins / x->picks, my = y->coins / y->picks;
  if (mx != my)
    return mx > my ? -1 : 1;
  return g_strcmp0 (x->id, y->id);
}

/* Race or power totals over every game, best mean first. */
static GPtrArray *
entry_totals (Balance *balance, gboolean powers)
{
  g_autoptr(GHashTable) table = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  for (guint g = 0; g < balance->games; g++)
    {
      GArray *bands = balance->results[g].bands;
      for (guint b = 0; b < bands->len; b++)
        {
          BandResult *band = &g_array_index (bands, BandResult, b);
          const char *id = powers ? band->power : band->race;
          EntryTotal *total = g_hash_table_lookup (table, id);
          if (total == NULL)
            {
              total = g_new0 (EntryTotal, 1);
              total->id = id;
              g_hash_table_insert (table, (gpointer) id, total);
            }
          total->picks++;
          total->coins += band->coins;
        }
    }
  GPtrArray *list = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer value;
  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      g_hash_table_iter_steal (&iter);
      g_ptr_array_add (list, value);
    }
  g_ptr_array_sort (list, compare_entries);
  return list;
}

static const char *
entry_name (SwMap *map, const char *kind, const char *id)
{
  const SwCatalog *catalog = sw_catalog_get (map->edition);
  const SwCatalogEntry *entry = catalog != NULL ? sw_catalog_find (catalog, kind, id) : NULL;
  return entry != NULL ? sw_catalog_entry_name (entry) : id;
}

static void
add_interval (JsonBuilder *builder, const char *name, const Estimate *e)
{
  json_builder_set_member_name (builder, name);
  if (!e->known)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_array (builder);
  json_builder_add_double_value (builder, e->low);
  json_builder_add_double_value (builder, e->high);
  json_builder_end_array (builder);
}

static void
add_entries_json (JsonBuilder *builder, Balance *balance, const char *member, const char *kind, GPtrArray *totals)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < totals->len; i++)
    {
      EntryTotal *t = g_ptr_array_index (totals, i);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, t->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, entry_name (balance->map, kind, t->id));
      json_builder_set_member_name (builder, "picks");
      json_builder_add_int_value (builder, t->picks);
      json_builder_set_member_name (builder, "mean_coins");
      json_builder_add_double_value (builder, t->coins / t->picks);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

typedef struct {
  double actions, rounds;
  guint warnings;
  Estimate *wins, *coins;
  double *region_coins, *conquered, *landings;
  GPtrArray *races, *powers;
} Report;

static void
report_clear (Report *report)
{
  g_free (report->wins);
  g_free (report->coins);
  g_free (report->region_coins);
  g_free (report->conquered);
  g_free (report->landings);
  g_clear_pointer (&report->races, g_ptr_array_unref);
  g_clear_pointer (&report->powers, g_ptr_array_unref);
}

/* Every figure, summed in game order: the same report for any thread count. */
static void
aggregate (Balance *balance, Report *report)
{
  guint n = balance->games, regions = balance->map->regions->len;
  report->wins = g_new0 (Estimate, balance->players);
  report->coins = g_new0 (Estimate, balance->players);
  report->region_coins = g_new0 (double, regions);
  report->conquered = g_new0 (double, regions);
  report->landings = g_new0 (double, regions);
  for (guint g = 0; g < n; g++)
    {
      GameResult *result = &balance->results[g];
      report->actions += result->actions;
      report->rounds += result->rounds;
      report->warnings += result->warnings;
      for (guint r = 0; r < regions; r++)
        {
          report->region_coins[r] += result->region_coins[r];
          report->conquered[r] += result->conquered[r];
          report->landings[r] += result->landings[r];
        }
    }
  report->actions /= n;
  report->rounds /= n;
  for (guint r = 0; r < regions; r++)
    {
      report->region_coins[r] /= n;
      report->conquered[r] /= n;
      report->landings[r] /= n;
    }
  for (guint p = 0; p < balance->players; p++)
    {
      double wins = 0, sum = 0, squares = 0;
      for (guint g = 0; g < n; g++)
        {
          wins += balance->results[g].wins[p];
          sum += balance->results[g].coins[p];
          squares += (double) balance->results[g].coins[p] * balance->results[g].coins[p];
        }
      report->wins[p] = rate_estimate (wins, n);
      report->coins[p] = mean_estimate (sum, squares, n);
    }
  report->races = entry_totals (balance, FALSE);
  report->powers = entry_totals (balance, TRUE);
}

static void
print_json_report (Balance *balance, const char *path, Report *report)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "map");
  json_builder_add_string_value (builder, path);
  json_builder_set_member_name (builder, "edition");
  json_builder_add_string_value (builder, balance->map->edition);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, balance->players);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, balance->games);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, balance->seed);
  json_builder_set_member_name (builder, "policy");
  json_builder_add_string_value (builder, sw_bot_policy_to_string (balance->policy));
  json_builder_set_member_name (builder, "mean_rounds");
  json_builder_add_double_value (builder, report->rounds);
  json_builder_set_member_name (builder, "mean_actions");
  json_builder_add_double_value (builder, report->actions);
  json_builder_set_member_name (builder, "engine_warnings");
  json_builder_add_int_value (builder, report->warnings);

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint p = 0; p < balance->players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, p + 1);
      json_builder_set_member_name (builder, "win_rate");
      json_builder_add_double_value (builder, report->wins[p].mean);
      add_interval (builder, "win_rate_ci95", &report->wins[p]);
      json_builder_set_member_name (builder, "mean_coins");
      json_builder_add_double_value (builder, report->coins[p].mean);
      add_interval (builder, "mean_coins_ci95", &report->coins[p]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "regions");
  json_builder_begin_array (builder);
  for (guint r = 0; r < balance->map->regions->len; r++)
    {
      const SwRegion *region = g_ptr_array_index (balance->map->regions, r);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, region->id);
      json_builder_set_member_name (builder, "terrain");
      json_builder_add_string_value (builder, region->terrain);
      json_builder_set_member_name (builder, "coins_per_game");
      json_builder_add_double_value (builder, report->region_coins[r]);
      json_builder_set_member_name (builder, "conquered_per_game");
      json_builder_add_double_value (builder, report->conquered[r]);
      json_builder_set_member_name (builder, "first_landings_per_game");
      json_builder_add_double_value (builder, report->landings[r]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  add_entries_json (builder, balance, "races", "race", report->races);
  add_entries_json (builder, balance, "powers", "power", report->powers);
  json_builder_end_object (builder);

  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  g_autofree char *text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

/* "12.3 (10.1–14.5)", or the mean alone when no interval is known. */
static char *
format_estimate (const Estimate *e, double scale, const char *unit)
{
  if (!e->known)
    return g_strdup_printf ("%.1f%s", e->mean * scale, unit);
  return g_strdup_printf ("%.1f%s (%.1f–%.1f%s)", e->mean * scale, unit, e->low * scale, e->high * scale, unit);
}

static void
print_entries (Balance *balance, const char *kind, GPtrArray *totals)
{
  for (guint i = 0; i < totals->len; i++)
    {
      EntryTotal *t = g_ptr_array_index (totals, i);
      /* Translators: a race or power name, its mean coins, how many times it was picked. */
      g_print (_("  %-24s %6.1f coins, %u picks\n"), entry_name (balance->map, kind, t->id), t->coins / t->picks, t->picks);
    }
}

static void
print_text_report (Balance *balance, const char *path, Report *report)
{
  /* Translators: the map file, games, players, "greedy" or "random", the seed. */
  g_print (_("%s: %u games of %u players, %s bots, seed %u\n"), path, balance->games, balance->players,
           sw_bot_policy_to_string (balance->policy), balance->seed);
  g_print (_("Mean game: %.1f rounds, %.1f actions\n"), report->rounds, report->actions);
  if (report->warnings > 0)
    g_print (_("The engine warned %u times: the bots played illegal actions, the figures cannot be trusted.\n"),
             report->warnings);
  g_print ("\n%s\n", _("Seats: win rate and mean coins, with their 95-percent confidence intervals"));
  for (guint p = 0; p < balance->players; p++)
    {
      g_autofree char *wins = format_estimate (&report->wins[p], 100, "%");
      g_autofree char *coins = format_estimate (&report->coins[p], 1, "");
      /* Translators: seat number, win rate, mean coins. */
      g_print (_("  seat %u: wins %s, coins %s\n"), p + 1, wins, coins);
    }
  g_print ("\n%s\n", _("Regions: coins paid, conquests and first landings per game"));
  for (guint r = 0; r < balance->map->regions->len; r++)
    {
      const SwRegion *region = g_ptr_array_index (balance->map->regions, r);
      g_print ("  %-12s %-10s %6.2f %6.2f %6.2f\n", region->id, region->terrain, report->region_coins[r],
               report->conquered[r], report->landings[r]);
    }
  g_print ("\n%s\n", _("Races: mean coins each time one was picked"));
  print_entries (balance, "race", report->races);
  g_print ("\n%s\n", _("Powers: mean coins each time one was picked"));
  print_entries (balance, "power", report->powers);
}

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
  g_autofree char *policy_text = NULL;
  gboolean json = FALSE;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text, N_("Players at the table, 2 to 5 (default: the map's first scenario)"), N_("N") },
    { "games", 0, 0, G_OPTION_ARG_STRING, &games_text, N_("Games to play (default 200)"), N_("G") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the games (default 1): the same seed gives the same report"), N_("S") },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy_text, N_("How the bots play: greedy (default) or random"), N_("POLICY") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text, N_("Games played at once (default: one per processor)"), N_("T") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
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
  if (players == 0)
    {
      players = 2;
      for (guint s = 0; s < map->scenarios->len; s++)
        {
          guint n = g_array_index (map->scenarios, SwScenario, s).players;
          if (n >= 2 && n <= 5)
            {
              players = n;
              break;
            }
        }
    }

  Balance balance = { map, players, games, seed, policy, g_new0 (GameResult, games) };
  /* What the map and the engine build on first use (topology, indexes,
   * the catalog) is built here, before the threads share the map. */
  sw_game_unref (sw_bot_play (map, players, policy, seed, 0, 200, NULL, NULL, NULL));
  if (threads <= 1)
    for (guint g = 0; g < games; g++)
      play_one (GUINT_TO_POINTER (g + 1), &balance);
  else
    {
      GThreadPool *pool = g_thread_pool_new (play_one, &balance, MIN (threads, games), FALSE, &error);
      if (pool == NULL)
        return swmap_fail ("balance", SWMAP_EXIT_USAGE, "%s", error->message);
      for (guint g = 0; g < games; g++)
        g_thread_pool_push (pool, GUINT_TO_POINTER (g + 1), NULL);
      g_thread_pool_free (pool, FALSE, TRUE);
    }

  int status = SWMAP_EXIT_OK;
  for (guint g = 0; g < games && status == SWMAP_EXIT_OK; g++)
    if (balance.results[g].error != NULL)
      status = swmap_fail ("balance", SWMAP_EXIT_INVALID, _("game %u: the engine refused a bot's action: %s"), g + 1,
                           balance.results[g].error);
  if (status == SWMAP_EXIT_OK)
    {
      Report report = { 0 };
      aggregate (&balance, &report);
      if (json)
        print_json_report (&balance, files[0], &report);
      else
        print_text_report (&balance, files[0], &report);
      report_clear (&report);
    }
  for (guint g = 0; g < games; g++)
    game_result_clear (&balance.results[g]);
  g_free (balance.results);
  return status;
}
