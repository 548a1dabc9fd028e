/* sw-balance.c: many seeded bot games on a map, played in a thread pool, and the seat, region, race and power figures they give. */
#include "config.h"
#define G_LOG_DOMAIN "sw-balance"

#include <math.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "sw-balance.h"
#include "sw-catalog.h"
#include "sw-columns.h"
#include "sw-game.h"
#include "sw-render-heat.h"
#include "sw-untranslated.h"

G_DEFINE_QUARK (sw-balance-error-quark, sw_balance_error)

/* What one race instance earned for its owner. */
typedef struct {
  const char *race;      /* interned */
  const char *power;
  gint coins;
} BandResult;

/* One game's figures, filled by the thread that played it. */
typedef struct {
  gboolean played;
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
  SwBalanceOptions options;
  GameResult *results;   /* one per game, each written by the task that plays it */
  GCancellable *cancellable;
  SwBalanceProgress progress;
  gpointer progress_data;
  gint done;             /* atomic */
} Balance;

typedef struct {
  const char *id;        /* interned */
  guint picks;
  double coins;
} EntryTotal;

struct _SwBalanceReport {
  gint ref_count;
  SwBalanceOptions options;
  char *edition;
  double actions, rounds;
  guint warnings;
  SwBalanceEstimate *wins, *coins;
  guint n_regions;
  char **region_ids, **region_terrains;
  double *region_coins, *conquered, *landings;
  GPtrArray *races, *powers;   /* EntryTotal */
};

G_DEFINE_BOXED_TYPE (SwBalanceReport, sw_balance_report, sw_balance_report_ref, sw_balance_report_unref)

void
sw_balance_options_init (SwBalanceOptions *options)
{
  g_return_if_fail (options != NULL);
  *options = (SwBalanceOptions) { 0, 200, 1, SW_BOT_GREEDY, 0 };
}

guint
sw_balance_default_players (SwMap *map)
{
  g_return_val_if_fail (map != NULL, 2);
  for (guint s = 0; s < map->scenarios->len; s++)
    {
      guint n = g_array_index (map->scenarios, SwScenario, s).players;
      if (n >= 2 && n <= 5)
        return n;
    }
  return 2;
}

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
  GameResult *result = user_data;
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
  guint regions = balance->map->regions->len, players = balance->options.players;

  /* Cancelled: the games not started yet are not played. */
  if (g_cancellable_is_cancelled (balance->cancellable))
    return;
  result->played = TRUE;
  result->wins = g_new0 (double, players);
  result->coins = g_new0 (gint, players);
  result->region_coins = g_new0 (guint, regions);
  result->conquered = g_new0 (guint, regions);
  result->landings = g_new0 (guint, regions);
  result->band_coins = g_array_new (FALSE, TRUE, sizeof (gint));
  result->bands = g_array_new (FALSE, FALSE, sizeof (BandResult));
  GError *error = NULL;
  g_autoptr(SwGame) game = sw_bot_play (balance->map, players, balance->options.policy, balance->options.seed, index, 0,
                                        watch, result, &error);
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
      for (guint p = 0; p < players; p++)
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
  guint done = g_atomic_int_add (&balance->done, 1) + 1;
  if (balance->progress != NULL)
    balance->progress (done, balance->options.games, balance->progress_data);
}

static SwBalanceEstimate
mean_estimate (double sum, double sum_squares, guint n)
{
  SwBalanceEstimate e = { n > 0 ? sum / n : 0, 0, 0, n >= 2 };
  if (n >= 2)
    {
      double variance = MAX (0.0, (sum_squares - n * e.mean * e.mean) / (n - 1));
      double half = 1.96 * sqrt (variance / n);
      e.low = e.mean - half;
      e.high = e.mean + half;
    }
  return e;
}

static SwBalanceEstimate
rate_estimate (double wins, guint n)
{
  SwBalanceEstimate e = { n > 0 ? wins / n : 0, 0, 1, n >= 1 };
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
  for (guint g = 0; g < balance->options.games; g++)
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

/* Every figure, summed in game order: the same report for any thread count. */
static SwBalanceReport *
aggregate (Balance *balance)
{
  SwBalanceReport *report = g_new0 (SwBalanceReport, 1);
  guint n = balance->options.games, regions = balance->map->regions->len, players = balance->options.players;

  report->ref_count = 1;
  report->options = balance->options;
  report->edition = g_strdup (balance->map->edition);
  report->wins = g_new0 (SwBalanceEstimate, players);
  report->coins = g_new0 (SwBalanceEstimate, players);
  report->n_regions = regions;
  report->region_ids = g_new0 (char *, regions + 1);
  report->region_terrains = g_new0 (char *, regions + 1);
  report->region_coins = g_new0 (double, regions);
  report->conquered = g_new0 (double, regions);
  report->landings = g_new0 (double, regions);
  for (guint r = 0; r < regions; r++)
    {
      const SwRegion *region = g_ptr_array_index (balance->map->regions, r);
      report->region_ids[r] = g_strdup (region->id);
      report->region_terrains[r] = g_strdup (region->terrain);
    }
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
  for (guint p = 0; p < players; p++)
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
  return report;
}

SwBalanceReport *
sw_balance_run (SwMap                  *map,
                const SwBalanceOptions *options,
                SwBalanceProgress       progress,
                gpointer                user_data,
                GCancellable           *cancellable,
                GError                **error)
{
  g_return_val_if_fail (map != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (options->games >= 1, NULL);
  g_return_val_if_fail (options->players == 0 || (options->players >= 2 && options->players <= 5), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (sw_catalog_get (map->edition) == NULL)
    {
      g_set_error (error, SW_BALANCE_ERROR, SW_BALANCE_ERROR_EDITION, _("the rules of edition “%s” are not known"),
                   map->edition);
      return NULL;
    }
  if (map->regions->len == 0)
    {
      g_set_error_literal (error, SW_BALANCE_ERROR, SW_BALANCE_ERROR_NO_REGIONS, _("the map has no region to play on"));
      return NULL;
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  Balance balance = { map, *options, NULL, cancellable, progress, user_data, 0 };
  if (balance.options.players == 0)
    balance.options.players = sw_balance_default_players (map);
  if (balance.options.threads == 0)
    balance.options.threads = MAX (1, g_get_num_processors ());
  guint games = balance.options.games;
  balance.results = g_new0 (GameResult, games);

  /* What the map and the engine build on first use (topology, indexes,
   * the catalog) is built here, before the threads share the map. */
  sw_game_unref (sw_bot_play (map, balance.options.players, balance.options.policy, balance.options.seed, 0, 200,
                              NULL, NULL, NULL));
  GError *local_error = NULL;
  gboolean failed = FALSE;
  if (balance.options.threads <= 1)
    for (guint g = 0; g < games; g++)
      play_one (GUINT_TO_POINTER (g + 1), &balance);
  else
    {
      GThreadPool *pool = g_thread_pool_new (play_one, &balance, MIN (balance.options.threads, games), FALSE,
                                             &local_error);
      if (pool != NULL)
        {
          for (guint g = 0; g < games; g++)
            g_thread_pool_push (pool, GUINT_TO_POINTER (g + 1), NULL);
          g_thread_pool_free (pool, FALSE, TRUE);
        }
      else
        {
          g_set_error_literal (error, SW_BALANCE_ERROR, SW_BALANCE_ERROR_THREADS, local_error->message);
          g_clear_error (&local_error);
          failed = TRUE;
        }
    }

  SwBalanceReport *report = NULL;
  for (guint g = 0; g < games && !failed; g++)
    if (balance.results[g].error != NULL)
      {
        g_set_error (error, SW_BALANCE_ERROR, SW_BALANCE_ERROR_ENGINE, _("game %u: the engine refused a bot's action: %s"),
                     g + 1, balance.results[g].error);
        failed = TRUE;
      }
  if (!failed)
    {
      guint played = 0;
      for (guint g = 0; g < games; g++)
        played += balance.results[g].played;
      if (played < games)
        {
          /* Only a cancellation leaves games unplayed. */
          if (!g_cancellable_set_error_if_cancelled (cancellable, error))
            g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The games were cancelled"));
        }
      else
        report = aggregate (&balance);
    }
  for (guint g = 0; g < games; g++)
    game_result_clear (&balance.results[g]);
  g_free (balance.results);
  return report;
}

SwBalanceReport *
sw_balance_report_ref (SwBalanceReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);
  g_atomic_int_inc (&report->ref_count);
  return report;
}

void
sw_balance_report_unref (SwBalanceReport *report)
{
  g_return_if_fail (report != NULL);
  if (!g_atomic_int_dec_and_test (&report->ref_count))
    return;
  g_free (report->edition);
  g_free (report->wins);
  g_free (report->coins);
  g_strfreev (report->region_ids);
  g_strfreev (report->region_terrains);
  g_free (report->region_coins);
  g_free (report->conquered);
  g_free (report->landings);
  g_clear_pointer (&report->races, g_ptr_array_unref);
  g_clear_pointer (&report->powers, g_ptr_array_unref);
  g_free (report);
}

const SwBalanceOptions *
sw_balance_report_get_options (SwBalanceReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);
  return &report->options;
}

const char *
sw_balance_report_get_edition (SwBalanceReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);
  return report->edition;
}

double
sw_balance_report_get_mean_rounds (SwBalanceReport *report)
{
  g_return_val_if_fail (report != NULL, 0);
  return report->rounds;
}

double
sw_balance_report_get_mean_actions (SwBalanceReport *report)
{
  g_return_val_if_fail (report != NULL, 0);
  return report->actions;
}

guint
sw_balance_report_get_engine_warnings (SwBalanceReport *report)
{
  g_return_val_if_fail (report != NULL, 0);
  return report->warnings;
}

void
sw_balance_report_get_seat (SwBalanceReport   *report,
                            guint              seat,
                            SwBalanceEstimate *wins,
                            SwBalanceEstimate *coins)
{
  g_return_if_fail (report != NULL);
  g_return_if_fail (seat < report->options.players);
  if (wins != NULL)
    *wins = report->wins[seat];
  if (coins != NULL)
    *coins = report->coins[seat];
}

guint
sw_balance_report_get_n_regions (SwBalanceReport *report)
{
  g_return_val_if_fail (report != NULL, 0);
  return report->n_regions;
}

const char *
sw_balance_report_get_region_id (SwBalanceReport *report,
                                 guint            region)
{
  g_return_val_if_fail (report != NULL && region < report->n_regions, NULL);
  return report->region_ids[region];
}

const char *
sw_balance_report_get_region_terrain (SwBalanceReport *report,
                                      guint            region)
{
  g_return_val_if_fail (report != NULL && region < report->n_regions, NULL);
  return report->region_terrains[region];
}

double
sw_balance_report_get_region_coins (SwBalanceReport *report,
                                    guint            region)
{
  g_return_val_if_fail (report != NULL && region < report->n_regions, 0);
  return report->region_coins[region];
}

double
sw_balance_report_get_region_conquests (SwBalanceReport *report,
                                        guint            region)
{
  g_return_val_if_fail (report != NULL && region < report->n_regions, 0);
  return report->conquered[region];
}

double
sw_balance_report_get_region_landings (SwBalanceReport *report,
                                       guint            region)
{
  g_return_val_if_fail (report != NULL && region < report->n_regions, 0);
  return report->landings[region];
}

guint
sw_balance_report_get_n_entries (SwBalanceReport *report,
                                 gboolean         powers)
{
  g_return_val_if_fail (report != NULL, 0);
  return (powers ? report->powers : report->races)->len;
}

static const char *
entry_name (const char *edition, const char *kind, const char *id)
{
  const SwCatalog *catalog = sw_catalog_get (edition);
  const SwCatalogEntry *entry = catalog != NULL ? sw_catalog_find (catalog, kind, id) : NULL;
  return entry != NULL ? sw_catalog_entry_name (entry) : id;
}

void
sw_balance_report_get_entry (SwBalanceReport *report,
                             gboolean         powers,
                             guint            index,
                             const char     **id,
                             const char     **name,
                             guint           *picks,
                             double          *mean_coins)
{
  g_return_if_fail (report != NULL);
  GPtrArray *list = powers ? report->powers : report->races;
  g_return_if_fail (index < list->len);
  EntryTotal *t = g_ptr_array_index (list, index);
  if (id != NULL)
    *id = t->id;
  if (name != NULL)
    *name = entry_name (report->edition, powers ? "power" : "race", t->id);
  if (picks != NULL)
    *picks = t->picks;
  if (mean_coins != NULL)
    *mean_coins = t->coins / t->picks;
}

/* JSON */

static void
add_interval (JsonBuilder *builder, const char *name, const SwBalanceEstimate *e)
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
add_entries_json (JsonBuilder *builder, SwBalanceReport *report, const char *member, const char *kind, GPtrArray *totals)
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
      json_builder_add_string_value (builder, entry_name (report->edition, kind, t->id));
      json_builder_set_member_name (builder, "picks");
      json_builder_add_int_value (builder, t->picks);
      json_builder_set_member_name (builder, "mean_coins");
      json_builder_add_double_value (builder, t->coins / t->picks);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

char *
sw_balance_report_to_json (SwBalanceReport *report,
                           const char      *map_name)
{
  g_return_val_if_fail (report != NULL, NULL);
  g_return_val_if_fail (map_name != NULL, NULL);

  /* The same bytes whatever the language, saved by the app or printed by
   * `swmap balance --json`: the races' and powers' names in English. */
  g_autoptr(SwUntranslated) untranslated G_GNUC_UNUSED = sw_untranslated_begin ();
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "map");
  json_builder_add_string_value (builder, map_name);
  json_builder_set_member_name (builder, "edition");
  json_builder_add_string_value (builder, report->edition);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, report->options.players);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, report->options.games);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, report->options.seed);
  json_builder_set_member_name (builder, "policy");
  json_builder_add_string_value (builder, sw_bot_policy_to_string (report->options.policy));
  json_builder_set_member_name (builder, "mean_rounds");
  json_builder_add_double_value (builder, report->rounds);
  json_builder_set_member_name (builder, "mean_actions");
  json_builder_add_double_value (builder, report->actions);
  json_builder_set_member_name (builder, "engine_warnings");
  json_builder_add_int_value (builder, report->warnings);

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint p = 0; p < report->options.players; p++)
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
  for (guint r = 0; r < report->n_regions; r++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, report->region_ids[r]);
      json_builder_set_member_name (builder, "terrain");
      json_builder_add_string_value (builder, report->region_terrains[r]);
      json_builder_set_member_name (builder, "coins_per_game");
      json_builder_add_double_value (builder, report->region_coins[r]);
      json_builder_set_member_name (builder, "conquered_per_game");
      json_builder_add_double_value (builder, report->conquered[r]);
      json_builder_set_member_name (builder, "first_landings_per_game");
      json_builder_add_double_value (builder, report->landings[r]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  add_entries_json (builder, report, "races", "race", report->races);
  add_entries_json (builder, report, "powers", "power", report->powers);
  json_builder_end_object (builder);

  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

/* Text */

/* "12.3 (10.1–14.5)", or the mean alone when no interval is known. */
static char *
format_estimate (const SwBalanceEstimate *e, double scale, const char *unit)
{
  if (!e->known)
    return g_strdup_printf ("%.1f%s", e->mean * scale, unit);
  return g_strdup_printf ("%.1f%s (%.1f–%.1f%s)", e->mean * scale, unit, e->low * scale, e->high * scale, unit);
}

static void
append_entries (GString *out, SwBalanceReport *report, const char *kind, GPtrArray *totals)
{
  guint width = 0;

  /* the names padded in columns, not bytes: they line up in Chinese too */
  for (guint i = 0; i < totals->len; i++)
    width = MAX (width, sw_columns_of (entry_name (report->edition, kind, ((EntryTotal *) g_ptr_array_index (totals, i))->id)));
  for (guint i = 0; i < totals->len; i++)
    {
      EntryTotal *t = g_ptr_array_index (totals, i);

      g_string_append (out, "  ");
      sw_columns_append_left (out, entry_name (report->edition, kind, t->id), width);
      /* Translators: after a race or power name: its mean coins, how many times it was picked. */
      g_string_append_printf (out, _(" %6.1f coins, %u picks\n"), t->coins / t->picks, t->picks);
    }
}

/* Region @r's terrain in the user's language; "?" for a region without one. */
static const char *
terrain_name (SwBalanceReport *report, guint r)
{
  const char *name = report->region_terrains[r] != NULL ? entry_name (report->edition, "terrain", report->region_terrains[r]) : NULL;

  return name != NULL ? name : "?";
}

/* The regions' table: a heading row, then one row a region (its id, as
 * the file and the editor's ids show it, and its terrain's name); the
 * names padded to the widest, the figures to the right of their heading. */
static void
append_regions (GString *out, SwBalanceReport *report)
{
  /* Translators: the headings of the balance report's region table (swmap balance) */
  const char *headings[] = { C_("balance table", "Region"), C_("balance table", "Terrain"),
                             C_("balance table", "Coins"), C_("balance table", "Conquests"),
                             C_("balance table", "First landings") };
  guint widths[G_N_ELEMENTS (headings)];

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    widths[c] = MAX (sw_columns_of (headings[c]), c < 2 ? 0 : 6);
  for (guint r = 0; r < report->n_regions; r++)
    {
      widths[0] = MAX (widths[0], sw_columns_of (report->region_ids[r]));
      widths[1] = MAX (widths[1], sw_columns_of (terrain_name (report, r)));
    }
  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    {
      g_string_append (out, "  ");
      if (c < 2)
        sw_columns_append_left (out, headings[c], widths[c]);
      else
        sw_columns_append_right (out, headings[c], widths[c]);
    }
  g_string_append_c (out, '\n');
  for (guint r = 0; r < report->n_regions; r++)
    {
      double figures[] = { report->region_coins[r], report->conquered[r], report->landings[r] };

      g_string_append (out, "  ");
      sw_columns_append_left (out, report->region_ids[r], widths[0]);
      g_string_append (out, "  ");
      sw_columns_append_left (out, terrain_name (report, r), widths[1]);
      for (guint f = 0; f < G_N_ELEMENTS (figures); f++)
        {
          char number[G_ASCII_DTOSTR_BUF_SIZE];

          g_string_append (out, "  ");
          sw_columns_append_right (out, g_ascii_formatd (number, sizeof number, "%.2f", figures[f]), widths[2 + f]);
        }
      g_string_append_c (out, '\n');
    }
}

char *
sw_balance_report_to_text (SwBalanceReport *report,
                           const char      *map_name)
{
  g_return_val_if_fail (report != NULL, NULL);
  g_return_val_if_fail (map_name != NULL, NULL);

  GString *out = g_string_new (NULL);
  /* Translators: the map file, games, players, "greedy" or "random", the seed. */
  g_string_append_printf (out, _("%s: %u games of %u players, %s bots, seed %u\n"), map_name, report->options.games,
                          report->options.players, sw_bot_policy_to_string (report->options.policy),
                          report->options.seed);
  g_string_append_printf (out, _("Mean game: %.1f rounds, %.1f actions\n"), report->rounds, report->actions);
  if (report->warnings > 0)
    g_string_append_printf (out, _("The engine warned %u times: the bots played illegal actions, the figures cannot be trusted.\n"),
                            report->warnings);
  g_string_append_printf (out, "\n%s\n", _("Seats: win rate and mean coins, with their 95-percent confidence intervals"));
  for (guint p = 0; p < report->options.players; p++)
    {
      g_autofree char *wins = format_estimate (&report->wins[p], 100, "%");
      g_autofree char *coins = format_estimate (&report->coins[p], 1, "");
      /* Translators: seat number, win rate, mean coins. */
      g_string_append_printf (out, _("  seat %u: wins %s, coins %s\n"), p + 1, wins, coins);
    }
  g_string_append_printf (out, "\n%s\n", _("Regions: coins paid, conquests and first landings per game"));
  append_regions (out, report);
  g_string_append_printf (out, "\n%s\n", _("Races: mean coins each time one was picked"));
  append_entries (out, report, "race", report->races);
  g_string_append_printf (out, "\n%s\n", _("Powers: mean coins each time one was picked"));
  append_entries (out, report, "power", report->powers);
  return g_string_free (out, FALSE);
}

/* Plain words */

SwHeatMap *
sw_balance_report_heat_map (SwBalanceReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);
  SwHeatMap *heat = sw_heat_map_new (_("Coins earned per game"));
  for (guint r = 0; r < report->n_regions; r++)
    sw_heat_map_set (heat, report->region_ids[r], report->region_coins[r]);
  return heat;
}

char *
sw_balance_report_describe_seat (SwBalanceReport *report,
                                 guint            seat)
{
  g_return_val_if_fail (report != NULL, NULL);
  g_return_val_if_fail (seat < report->options.players, NULL);
  const SwBalanceEstimate *e = &report->wins[seat];
  double fair = 1.0 / report->options.players;
  int percent = (int) lround (e->mean * 100), share = (int) lround (fair * 100);
  int margin = (int) lround ((e->high - e->low) / 2 * 100);
  if (e->known && e->low > fair)
    /* Translators: seat number, its win rate, the half width of its 95 % interval, the fair share (all in percent). */
    return g_strdup_printf (_("Seat %u wins %d %% ± %d %%: more than a fair share (%d %%)"), seat + 1, percent, margin, share);
  if (e->known && e->high < fair)
    /* Translators: seat number, its win rate, the half width of its 95 % interval, the fair share (all in percent). */
    return g_strdup_printf (_("Seat %u wins %d %% ± %d %%: less than a fair share (%d %%)"), seat + 1, percent, margin, share);
  /* Translators: seat number, its win rate, the half width of its 95 % interval, the fair share (all in percent). */
  return g_strdup_printf (_("Seat %u wins %d %% ± %d %%: about a fair share (%d %%)"), seat + 1, percent, margin, share);
}
