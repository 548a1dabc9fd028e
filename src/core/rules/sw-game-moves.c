/* sw-game-moves.c: a legal next action at random, for bots and the property tests (docs/rules.md 1.2-1.10). */
#define G_LOG_DOMAIN "sw-game"
#include "config.h"

#include <string.h>

#include "sw-game-moves.h"
#include "sw-effects.h"
#include "sw-game-state.h"

/* A combo of the catalog whose race and power are not on the table
 * (docs/rules.md 1.2: one banner, one badge of each). */
SwAction *
sw_game_reveal_move (SwGame *game, GRand *rand)
{
  if (game->catalog == NULL)
    return NULL;
  g_autoptr(GPtrArray) races = sw_catalog_list (game->catalog, "race");
  g_autoptr(GPtrArray) powers = sw_catalog_list (game->catalog, "power");
  g_autoptr(GPtrArray) free_races = g_ptr_array_new ();
  g_autoptr(GPtrArray) free_powers = g_ptr_array_new ();
  for (guint i = 0; i < races->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (races, i);
      if (!sw_game_race_in_play (game, entry->id))
        g_ptr_array_add (free_races, entry->id);
    }
  for (guint i = 0; i < powers->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (powers, i);
      if (!sw_game_power_in_play (game, entry->id))
        g_ptr_array_add (free_powers, entry->id);
    }
  if (free_races->len == 0 || free_powers->len == 0)
    return NULL;
  SwAction *action = sw_action_new (SW_ACTION_REVEAL);
  action->race = g_strdup (g_ptr_array_index (free_races, g_rand_int_range (rand, 0, free_races->len)));
  action->power = g_strdup (g_ptr_array_index (free_powers, g_rand_int_range (rand, 0, free_powers->len)));
  return action;
}

static SwAction *
pick_move (SwGame *game, GRand *rand)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  g_autoptr(GArray) affordable = g_array_new (FALSE, FALSE, sizeof (gint));
  for (guint p = 0; p < game->row->len && p < 6; p++)
    {
      SwCombo *combo = &g_array_index (game->row, SwCombo, p);
      /* docs/rules.md 8, Q3: the coins on the combo may pay its cost. */
      if (player->coins + combo->coins >= (gint) p)
        {
          gint position = p;
          g_array_append_val (affordable, position);
        }
    }
  if (affordable->len == 0)
    return NULL;
  /* The cheap combos are the likely ones. */
  gint position = g_array_index (affordable, gint, g_rand_int_range (rand, 0, MIN (affordable->len, 3)));
  SwCombo *combo = &g_array_index (game->row, SwCombo, position);
  SwAction *action = sw_action_new (SW_ACTION_PICK);
  action->race = g_strdup (combo->race);
  action->power = g_strdup (combo->power);
  action->position = position;
  action->coins = combo->coins;
  const SwCatalogEntry *race = sw_catalog_find (game->catalog, "race", combo->race);
  const SwCatalogEntry *power = sw_catalog_find (game->catalog, "power", combo->power);
  if (sw_catalog_entry_get_int (race, "tokens", 0) == 0 || sw_catalog_entry_get_int (power, "tokens", 0) == 0)
    action->tokens = g_rand_int_range (rand, 6, 12);   /* the printed numbers, as the table reads them */
  return action;
}

/* A region the race may conquer now with nothing the rules forbid (the
 * cost's warnings say reach, immunity, tolls...), and its cost. Rivers are
 * left alone (they must be empty after redeployment, docs/rules.md 1.9). */
gboolean
sw_game_clean_target (SwGame *game, gint band, guint region, const char *via, gint *cost_total)
{
  SwRegionState *state = sw_game_region_state (game, region);
  if (state->band == band || (sw_game_region_vacates (game, region) && !sw_band_has_flag (game, band, SW_FLAG_RIVERS)))
    return FALSE;
  SwCost *cost = sw_conquest_cost_for (game, band, region, via);
  gboolean clean = cost->warnings->len == 0;
  *cost_total = cost->total;
  sw_cost_free (cost);
  return clean;
}

/* Powers that conquer in their own way, by `conquer via=ID`, which the
 * moves use: the cost function says when they may (docs/rules.md 2.2,
 * the powers table). Their entries say so (bot_conquest); others that
 * need a choice are not played yet. */
const char *
sw_game_conquest_via (SwGame *game, gint b)
{
  SwBand *band = sw_game_band (game, b);
  if (band == NULL || band->state != SW_BAND_ACTIVE)
    return NULL;
  const SwEffect *power = sw_effect_find (sw_game_edition (game), SW_EFFECT_POWER, band->power);
  return power != NULL && power->bot_conquest ? power->id : NULL;
}

static SwAction *
conquer_move (SwGame *game, gint b, GRand *rand)
{
  SwBand *band = sw_game_band (game, b);
  /* Now and then the power's own conquest, on any region it may take. */
  const char *via = sw_game_conquest_via (game, b);
  if (via != NULL && g_rand_int_range (rand, 0, 4) == 0)
    {
      g_autoptr(GArray) targets = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint i = 0; i < game->regions->len; i++)
        {
          gint cost = 0;
          if (sw_game_clean_target (game, b, i, via, &cost) && cost <= band->hand)
            g_array_append_val (targets, i);
        }
      if (targets->len > 0)
        {
          guint region = g_array_index (targets, guint, g_rand_int_range (rand, 0, targets->len));
          SwAction *action = sw_action_new (SW_ACTION_CONQUER);
          action->region = g_strdup (sw_game_map_region (game, region)->id);
          action->via = g_strdup (via);
          return action;
        }
    }
  /* Berserk rolls before each conquest: it makes no final conquest here. */
  gboolean berserk = sw_band_has_flag (game, b, SW_FLAG_DIE_FIRST);
  /* A final conquest (with the die) one time in 6 when a plain one is
   * possible too, else whichever exists. The regions are tried in a
   * random order up to the first target of the kind wanted: the same
   * choice, uniform among the targets of that kind, as costing them all
   * (the cost is most of a move's time). */
  gboolean want_final = !berserk && g_rand_int_range (rand, 0, 6) == 0;
  guint n = game->regions->len;
  g_autofree guint *order = g_new (guint, n);
  for (guint i = 0; i < n; i++)
    order[i] = i;
  gint plain = -1, final = -1;
  for (guint k = 0; k < n; k++)
    {
      guint j = k + g_rand_int_range (rand, 0, n - k);
      guint i = order[j];
      order[j] = order[k];
      order[k] = i;
      gint cost = 0;
      if (!sw_game_clean_target (game, b, i, NULL, &cost))
        continue;
      if (cost <= band->hand && plain < 0)
        plain = i;
      else if (cost > band->hand && cost - band->hand <= SW_GAME_DIE_MOST && final < 0 && !berserk)
        final = i;
      if ((want_final ? final : plain) >= 0)
        break;
    }
  gboolean use_final = final >= 0 && (want_final || plain < 0);
  if (!use_final && plain < 0)
    return NULL;
  guint region = use_final ? (guint) final : (guint) plain;
  SwAction *action = sw_action_new (SW_ACTION_CONQUER);
  action->region = g_strdup (sw_game_map_region (game, region)->id);
  if (use_final)
    {
      static const gint faces[] = { 0, 0, 0, 1, 2, 3 };   /* docs/rules.md 1.8 */
      action->die = faces[g_rand_int_range (rand, 0, 6)];
    }
  return action;
}

GArray *
sw_game_redeploy_regions (SwGame *game, gint b, gint *total)
{
  SwBand *band = sw_game_band (game, b);
  GArray *held = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band == b && state->tokens > 0)
        g_array_append_val (held, i);
    }
  if (held->len == 0)
    {
      g_array_unref (held);
      return NULL;
    }
  *total = band->hand + sw_game_band_tokens (game, b);
  if (!band->redeployed)
    *total -= band->lent + band->hammers_out;
  return held;
}

/* Every token of the race on its regions, each keeping its minimum
 * (docs/rules.md 1.9: 1, Tauren 2), rivers emptied; the lent tokens and
 * hammers that go back first are not placed. */
static SwAction *
redeploy_move (SwGame *game, gint b, GRand *rand)
{
  gint total = 0;
  g_autoptr(GArray) held = sw_game_redeploy_regions (game, b, &total);
  if (held == NULL)
    return NULL;
  gint minimum = sw_band_keep (game, b);
  /* Too few tokens for every region: the last ones are abandoned. */
  guint keep = MIN (held->len, (guint) MAX (0, total) / minimum);
  g_autofree gint *counts = g_new0 (gint, held->len);
  for (guint k = 0; k < keep; k++)
    counts[k] = minimum;
  gint left = total - (gint) keep * minimum;
  while (left > 0 && keep > 0)
    {
      counts[g_rand_int_range (rand, 0, keep)]++;
      left--;
    }
  SwAction *action = sw_action_new (SW_ACTION_REDEPLOY);
  for (guint k = 0; k < held->len; k++)
    sw_action_add_count (action, sw_game_map_region (game, g_array_index (held, guint, k))->id, counts[k]);
  return action;
}

/* docs/rules.md 1.6: a defender's withdrawn tokens into one of his regions. */
SwAction *
sw_game_withdraw_move (SwGame *game, GRand *rand)
{
  g_autoptr(GArray) pending = sw_game_pending_withdrawals (game);
  if (pending->len == 0)
    return NULL;
  gint b = g_array_index (pending, gint, 0);
  SwBand *band = sw_game_band (game, b);
  g_autoptr(GArray) held = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band == b && state->tokens > 0)
        g_array_append_val (held, i);
    }
  if (held->len == 0)
    return NULL;
  SwAction *action = sw_action_new (SW_ACTION_WITHDRAW);
  action->owner = band->owner;
  action->race = g_strdup (band->race);
  guint region = g_array_index (held, guint, g_rand_int_range (rand, 0, held->len));
  sw_action_add_count (action, sw_game_map_region (game, region)->id, MIN (band->withdrawn, band->hand));
  return action;
}

SwAction *
sw_game_policy_move (SwGame *game, GRand *rand, const SwMovePolicy *policy)
{
  g_return_val_if_fail (game != NULL && rand != NULL && policy != NULL, NULL);
  if (game->players->len == 0 || (game->turns > 0 && game->round > game->turns))
    return NULL;
  SwPlayer *player = sw_game_player (game, game->seat);
  gboolean turn_over = game->declined_this_turn || game->stout_pending;

  /* The row shows 6 combos (docs/rules.md 1.1 step 2, 1.2). */
  if (game->row->len < 6)
    {
      SwAction *reveal = sw_game_reveal_move (game, rand);
      if (reveal != NULL)
        return reveal;
    }
  gint b = player->active;
  SwBand *band = sw_game_band (game, b);
  if (band == NULL && !turn_over && !game->expanded)
    {
      SwAction *pick = policy->pick (game, rand);
      if (pick != NULL)
        return pick;
    }
  if (band != NULL && !turn_over)
    {
      gboolean started = game->expanded || band->conquests > 0;
      gboolean stout = sw_band_has_flag (game, b, SW_FLAG_STOUT);
      /* docs/rules.md 1.3: either decline instead of expanding... */
      if (!started && band->turns_scored > 0 && policy->declines_first (game, b, stout, rand))
        return sw_action_new (SW_ACTION_DECLINE);
      /* ...or ready the troops first (1.7). */
      if (!started && band->turns_scored > 0 && sw_game_band_regions (game, b) > 0 && policy->readies (game, b, rand))
        return sw_action_new (SW_ACTION_READY);
      if (!band->conquest_ended && !band->redeployed && band->hand > 0 && policy->conquers (game, b, rand))
        {
          SwAction *conquer = policy->conquer (game, b, rand);
          if (conquer != NULL)
            return conquer;
        }
      if (!band->redeployed || band->hand > 0)
        {
          SwAction *redeploy = policy->redeploy (game, b, rand);
          if (redeploy != NULL)
            return redeploy;
        }
      /* Stout: a decline after the expansion, once the turn is scored. */
      if (stout && band->turns_scored > 0 && policy->declines_after (game, b, rand))
        return sw_action_new (SW_ACTION_DECLINE);
    }
  /* Withdrawn tokens go where the engine accepts them. */
  SwAction *withdraw = sw_game_withdraw_move (game, rand);
  if (withdraw != NULL)
    return withdraw;
  return sw_action_new (SW_ACTION_END_TURN);
}

/* ---- the random player ---- */

static gboolean
random_declines_first (SwGame *game, gint band, gboolean stout, GRand *rand)
{
  return g_rand_int_range (rand, 0, 6) == 0;
}

static gboolean
random_readies (SwGame *game, gint band, GRand *rand)
{
  return g_rand_boolean (rand);
}

static gboolean
random_conquers (SwGame *game, gint band, GRand *rand)
{
  return g_rand_int_range (rand, 0, 8) != 0;
}

static gboolean
random_declines_after (SwGame *game, gint band, GRand *rand)
{
  return g_rand_int_range (rand, 0, 3) == 0;
}

static const SwMovePolicy random_policy = {
  .pick = pick_move,
  .declines_first = random_declines_first,
  .readies = random_readies,
  .conquers = random_conquers,
  .conquer = conquer_move,
  .redeploy = redeploy_move,
  .declines_after = random_declines_after,
};

SwAction *
sw_game_random_move (SwGame *game, GRand *rand)
{
  return sw_game_policy_move (game, rand, &random_policy);
}
