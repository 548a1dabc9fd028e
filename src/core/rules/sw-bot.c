/* sw-bot.c: bots that play whole games through the rules engine: random and greedy (heuristics in sw-bot.h). */
#define G_LOG_DOMAIN "sw-bot"
#include "config.h"

#include "sw-bot.h"
#include "sw-effects.h"
#include "sw-game-state.h"
#include "sw-game-moves.h"

gboolean
sw_bot_policy_from_string (const char *text, SwBotPolicy *policy)
{
  if (g_strcmp0 (text, "random") == 0)
    *policy = SW_BOT_RANDOM;
  else if (g_strcmp0 (text, "greedy") == 0)
    *policy = SW_BOT_GREEDY;
  else
    return FALSE;
  return TRUE;
}

const char *
sw_bot_policy_to_string (SwBotPolicy policy)
{
  return policy == SW_BOT_GREEDY ? "greedy" : "random";
}

static gint
turn_total (SwGame *game, guint player)
{
  g_autoptr(GPtrArray) items = sw_score_turn (game, player);
  return sw_score_items_total (items);
}

/* Whether an active race of another player than @b's borders @region. */
static gboolean
threatened (SwGame *game, gint b, guint region)
{
  SwBand *band = sw_game_band (game, b);
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      SwBand *other = sw_game_band (game, state->band);
      if (other != NULL && other->owner != band->owner && other->state == SW_BAND_ACTIVE
          && sw_game_adjacent (game, i, region))
        return TRUE;
    }
  return FALSE;
}

/* What holding @region adds to the coins of this turn and (estimated)
 * the next: the engine's own scoring with the region held, less without.
 * The state is changed for the count and put back as it was. */
static double
region_value (SwGame *game, gint b, guint region, gint baseline)
{
  SwBand *band = sw_game_band (game, b);
  SwRegionState *state = sw_game_region_state (game, region);
  gint saved_band = state->band, saved_tokens = state->tokens, saved_natives = state->natives;
  state->band = b;
  state->tokens = sw_band_keep (game, b);
  state->natives = 0;
  gint now = turn_total (game, band->owner) - baseline;
  state->band = saved_band;
  state->tokens = saved_tokens;
  state->natives = saved_natives;
  double next = threatened (game, b, region) ? 0.5 * now : now;
  return now + next;
}

/* The tokens of a combo as the catalog prints them (race + power); 0
 * when either number is not printed there. */
static gint
combo_tokens (SwGame *game, const SwCombo *combo)
{
  const SwCatalogEntry *race = sw_catalog_find (game->catalog, "race", combo->race);
  const SwCatalogEntry *power = sw_catalog_find (game->catalog, "power", combo->power);
  gint r = race != NULL ? sw_catalog_entry_get_int (race, "tokens", 0) : 0;
  gint p = power != NULL ? sw_catalog_entry_get_int (power, "tokens", 0) : 0;
  return r > 0 && p > 0 ? r + p : 0;
}

static SwAction *
greedy_pick (SwGame *game, GRand *rand)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  gint best = -1;
  double best_value = 0;
  for (guint p = 0; p < game->row->len && p < 6; p++)
    {
      SwCombo *combo = &g_array_index (game->row, SwCombo, p);
      /* docs/rules.md 8, Q3: the coins on the combo may pay its cost. */
      if (player->coins + combo->coins < (gint) p)
        continue;
      gint tokens = combo_tokens (game, combo);
      double value = combo->coins - (gint) p + 2.0 * (tokens > 0 ? tokens : 9) / 2.5;
      if (best < 0 || value > best_value)
        {
          best = p;
          best_value = value;
        }
    }
  if (best < 0)
    return NULL;
  SwCombo *combo = &g_array_index (game->row, SwCombo, best);
  SwAction *action = sw_action_new (SW_ACTION_PICK);
  action->race = g_strdup (combo->race);
  action->power = g_strdup (combo->power);
  action->position = best;
  action->coins = combo->coins;
  if (combo_tokens (game, combo) == 0)
    action->tokens = g_rand_int_range (rand, 6, 12);   /* the printed numbers, as the table reads them */
  return action;
}

typedef struct {
  guint region;
  gint cost;
  double value;
} Target;

/* Every region @b may conquer now without a warning, with its cost and value. */
static GArray *
targets (SwGame *game, gint b, const char *via)
{
  GArray *list = g_array_new (FALSE, FALSE, sizeof (Target));
  SwBand *band = sw_game_band (game, b);
  gint baseline = turn_total (game, band->owner);
  for (guint i = 0; i < game->regions->len; i++)
    {
      Target target = { i, 0, 0 };
      if (!sw_game_clean_target (game, b, i, via, &target.cost))
        continue;
      target.value = region_value (game, b, i, baseline);
      g_array_append_val (list, target);
    }
  return list;
}

static SwAction *
conquest (SwGame *game, guint region, const char *via, gint die)
{
  SwAction *action = sw_action_new (SW_ACTION_CONQUER);
  action->region = g_strdup (sw_game_map_region (game, region)->id);
  action->via = g_strdup (via);
  action->die = die;
  return action;
}

static SwAction *
greedy_conquer (SwGame *game, gint b, GRand *rand)
{
  SwBand *band = sw_game_band (game, b);
  g_autoptr(GArray) plain = targets (game, b, NULL);

  /* The power's own conquest where the plain one is dearest. */
  const char *via = sw_game_conquest_via (game, b);
  if (via != NULL)
    {
      g_autoptr(GArray) special = targets (game, b, via);
      gint best = -1;
      double best_value = 0;
      for (guint i = 0; i < special->len; i++)
        {
          Target *t = &g_array_index (special, Target, i);
          gint plain_cost = t->cost;
          for (guint k = 0; k < plain->len; k++)
            if (g_array_index (plain, Target, k).region == t->region)
              plain_cost = g_array_index (plain, Target, k).cost;
          double value = t->value + plain_cost - t->cost;
          if (t->cost <= band->hand && plain_cost > t->cost && (best < 0 || value > best_value))
            {
              best = i;
              best_value = value;
            }
        }
      if (best >= 0)
        return conquest (game, g_array_index (special, Target, best).region, via, -1);
    }

  gint best = -1;
  double best_ratio = 0;
  for (guint i = 0; i < plain->len; i++)
    {
      Target *t = &g_array_index (plain, Target, i);
      if (t->cost > band->hand)
        continue;
      double ratio = t->value / MAX (1, t->cost);
      Target *b_t = best >= 0 ? &g_array_index (plain, Target, best) : NULL;
      if (b_t == NULL || ratio > best_ratio + 1e-9 || (ratio > best_ratio - 1e-9 && t->cost < b_t->cost))
        {
          best = i;
          best_ratio = ratio;
        }
    }
  if (best >= 0)
    return conquest (game, g_array_index (plain, Target, best).region, NULL, -1);

  /* docs/rules.md 1.8: the final conquest with the die. Berserk (base)
   * rolls before each conquest instead: no final conquest for it. */
  if (sw_band_has_flag (game, b, SW_FLAG_DIE_FIRST))
    return NULL;
  for (guint i = 0; i < plain->len; i++)
    {
      Target *t = &g_array_index (plain, Target, i);
      if (t->cost - band->hand > SW_GAME_DIE_MOST)
        continue;
      Target *b_t = best >= 0 ? &g_array_index (plain, Target, best) : NULL;
      if (b_t == NULL || t->cost < b_t->cost || (t->cost == b_t->cost && t->value > b_t->value))
        best = i;
    }
  if (best < 0)
    return NULL;
  static const gint faces[] = { 0, 0, 0, 1, 2, 3 };   /* docs/rules.md 1.8 */
  return conquest (game, g_array_index (plain, Target, best).region, NULL, faces[g_rand_int_range (rand, 0, 6)]);
}

static gint
compare_ints (gconstpointer a, gconstpointer b)
{
  return *(const gint *) a - *(const gint *) b;
}

/* How many more regions @b could take with @tokens, at the cheapest costs on offer. */
static guint
reachable_regions (SwGame *game, gint b, gint tokens)
{
  g_autoptr(GArray) costs = g_array_new (FALSE, FALSE, sizeof (gint));
  for (guint i = 0; i < game->regions->len; i++)
    {
      gint cost = 0;
      if (sw_game_clean_target (game, b, i, NULL, &cost))
        g_array_append_val (costs, cost);
    }
  g_array_sort (costs, compare_ints);
  guint n = 0;
  for (guint i = 0; i < costs->len && tokens >= g_array_index (costs, gint, i); i++, n++)
    tokens -= g_array_index (costs, gint, i);
  return n;
}

/* At the start of a turn after the first: too few tokens left to grow. */
static gboolean
should_decline (SwGame *game, gint b)
{
  SwBand *band = sw_game_band (game, b);
  if (game->turns > 0 && game->round >= game->turns)
    return FALSE;
  gint minimum = sw_band_keep (game, b);
  gint tokens = band->hand;
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band == b && state->tokens > minimum)
        tokens += state->tokens - minimum;
    }
  return reachable_regions (game, b, tokens) < 2;
}

static guint
open_borders (SwGame *game, gint b, guint region)
{
  guint n = 0;
  for (guint i = 0; i < game->regions->len; i++)
    if (i != region && sw_game_region_state (game, i)->band != b && sw_game_adjacent (game, i, region))
      n++;
  return n;
}

/* Every token on the race's regions, the minimum on each, the rest one by
 * one on the most open borders (the same count as sw_game_random_move). */
static SwAction *
greedy_redeploy (SwGame *game, gint b)
{
  gint total = 0;
  g_autoptr(GArray) held = sw_game_redeploy_regions (game, b, &total);
  if (held == NULL)
    return NULL;
  gint minimum = sw_band_keep (game, b);
  guint keep = MIN (held->len, (guint) MAX (0, total) / minimum);
  g_autofree gint *counts = g_new0 (gint, held->len);
  g_autofree guint *borders = g_new0 (guint, held->len);
  for (guint k = 0; k < held->len; k++)
    borders[k] = open_borders (game, b, g_array_index (held, guint, k));
  /* The most open regions are kept first when the tokens are too few. */
  for (guint k = 0; k < held->len; k++)
    for (guint j = k + 1; j < held->len; j++)
      if (borders[j] > borders[k])
        {
          guint region = g_array_index (held, guint, k), open = borders[k];
          g_array_index (held, guint, k) = g_array_index (held, guint, j);
          borders[k] = borders[j];
          g_array_index (held, guint, j) = region;
          borders[j] = open;
        }
  for (guint k = 0; k < keep; k++)
    counts[k] = minimum;
  gint left = total - (gint) keep * minimum;
  while (left > 0 && keep > 0)
    {
      /* The next token where it defends the most borders per token. */
      guint best = 0;
      for (guint k = 1; k < keep; k++)
        if ((double) (borders[k] + 1) / counts[k] > (double) (borders[best] + 1) / counts[best])
          best = k;
      counts[best]++;
      left--;
    }
  SwAction *action = sw_action_new (SW_ACTION_REDEPLOY);
  for (guint k = 0; k < held->len; k++)
    sw_action_add_count (action, sw_game_map_region (game, g_array_index (held, guint, k))->id, counts[k]);
  return action;
}

static gboolean
greedy_declines_first (SwGame *game, gint b, gboolean stout, GRand *rand)
{
  return !stout && should_decline (game, b);
}

static gboolean
greedy_always (SwGame *game, gint b, GRand *rand)
{
  return TRUE;
}

static SwAction *
greedy_redeploy_move (SwGame *game, gint b, GRand *rand)
{
  return greedy_redeploy (game, b);
}

/* Stout: declines after a turn of few conquests, unless the game ends. */
static gboolean
greedy_declines_after (SwGame *game, gint b, GRand *rand)
{
  return sw_game_band (game, b)->conquests < 2 && !(game->turns > 0 && game->round >= game->turns);
}

static const SwMovePolicy greedy_policy = {
  .pick = greedy_pick,
  .declines_first = greedy_declines_first,
  .readies = greedy_always,
  .conquers = greedy_always,
  .conquer = greedy_conquer,
  .redeploy = greedy_redeploy_move,
  .declines_after = greedy_declines_after,
};

SwAction *
sw_bot_move (SwGame *game, SwBotPolicy policy, GRand *rand)
{
  g_return_val_if_fail (game != NULL && rand != NULL, NULL);
  return policy == SW_BOT_GREEDY ? sw_game_policy_move (game, rand, &greedy_policy) : sw_game_random_move (game, rand);
}

guint
sw_bot_track_length (SwMap *map, guint players)
{
  for (guint i = 0; i < map->scenarios->len; i++)
    {
      const SwScenario *s = &g_array_index (map->scenarios, SwScenario, i);
      if (s->players == players && s->turns > 0)
        return s->turns;
    }
  /* docs/rules.md 1.1: the base game's track. */
  return players <= 3 ? 10 : players == 4 ? 9 : 8;
}

SwGame *
sw_bot_play (SwMap         *map,
             guint          players,
             SwBotPolicy    policy,
             guint32        seed,
             guint32        index,
             guint          max_actions,
             SwBotObserver  observer,
             gpointer       user_data,
             GError       **error)
{
  g_return_val_if_fail (map != NULL && players > 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < players; i++)
    g_ptr_array_add (names, g_strdup_printf ("%u", i + 1));
  g_ptr_array_add (names, NULL);
  g_autoptr(SwGame) game = sw_game_new (map, (const char *const *) names->pdata);
  game->turns = sw_bot_track_length (map, players);
  guint32 key[2] = { seed, index };
  g_autoptr(GRand) rand = g_rand_new_with_seed_array (key, 2);
  if (max_actions == 0)
    max_actions = 100000;
  for (guint n = 0; n < max_actions; n++)
    {
      SwAction *action = sw_bot_move (game, policy, rand);
      if (action == NULL)
        break;
      if (observer != NULL)
        observer (game, action, FALSE, user_data);
      g_autoptr(SwAction) copy = observer != NULL ? sw_action_copy (action) : NULL;
      if (!sw_game_append (game, action, error))
        return NULL;
      if (observer != NULL)
        observer (game, copy, TRUE, user_data);
    }
  return g_steal_pointer (&game);
}
