/* sw-game-turn.c: the turn's redeployment and its end: redeploy, withdraw, fix the board, end turn, ready. */
#define G_LOG_DOMAIN "sw-game"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sw-game.h"
#include "sw-effects.h"
#include "sw-game-state.h"
#include "sw-game-actions.h"
#include "sw-game-turn.h"

/* A redeployment's or withdrawal's counts name regions of the map and
 * no negative number; checked before anything changes. */
static gboolean
check_counts (SwGame *game, SwAction *action, GError **error)
{
  for (guint i = 0; action->counts != NULL && i < action->counts->len; i++)
    {
      SwRegionCount *c = &g_array_index (action->counts, SwRegionCount, i);
      if (sw_game_region_index (game, c->region) < 0)
        return sw_game_refuse (error, action, _("region “%s” is not on the map"), c->region);
      if (c->tokens < 0)
        return sw_game_refuse (error, action, _("%s: negative tokens"), c->region);
    }
  return TRUE;
}

gboolean
sw_game_apply_redeploy (SwGame *game, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  gint b = action->decline ? sw_game_acting_band (game, action) : player->active;
  SwBand *band = sw_game_band (game, b);
  if (band == NULL)
    return sw_game_refuse (error, action, _("%s has no race to redeploy"), player->name);
  if (!check_counts (game, action, error))
    return FALSE;
  if (band->state == SW_BAND_ACTIVE)
    {
      /* Stout's decline announced during the expansion takes effect after
       * the scoring, so the turn's redeployment still comes (docs/rules.md
       * 2.2 Stout, 1.9). */
      if (!game->stout_pending || game->declined_this_turn)
        sw_game_warn_after_decline (game, _("redeployment"));
      game->expanded = TRUE;
    }
  /* docs/rules.md 1.9: lent tokens (Amazons) and hammers leave now: out of
   * what is placed, wherever they are (the counts say what stays). */
  gint available = band->hand + sw_game_band_tokens (game, b) - band->lent - band->hammers_out;
  band->supply += band->lent;
  band->lent = 0;
  band->hammers_out = 0;
  if (!band->redeployed)
    {
      /* Tokens gained at redeployment, once a turn, capped by the box. */
      const SwEffect *effects[2] = {
        sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, band->race),
        sw_effect_find (sw_game_edition (game), SW_EFFECT_POWER, band->power),
      };
      SwEffectContext ctx = { game, b, band, band->state == SW_BAND_ACTIVE };
      for (guint i = 0; i < 2; i++)
        if (effects[i] != NULL && effects[i]->redeploy_bonus != NULL)
          {
            gint bonus = MIN (effects[i]->redeploy_bonus (&ctx), MAX (0, band->supply));
            if (bonus > 0)
              {
                available += bonus;
                band->supply -= bonus;
              }
          }
      if (band->state == SW_BAND_ACTIVE && sw_band_has_flag (game, b, SW_FLAG_HAMMERS))
        /* docs/rules.md 2.3: +1 hammer per Mining region, at most 7, kept for the next turns. */
        band->hammers = MIN (7, band->hammers + (gint) sw_game_band_count (game, b, NULL, "mining"));
      if (band->state == SW_BAND_ACTIVE)
        for (guint i = 0; i < game->regions->len && band->supply > 0; i++)
          {
            /* docs/rules.md 4.4 Spirit Healer: +1 token at redeployment. */
            const SwEffect *place = sw_game_region_state (game, i)->band == b ? sw_game_region_place (game, i) : NULL;
            gint tokens = place != NULL ? MIN (place->redeploy_tokens, band->supply) : 0;
            available += tokens;
            band->supply -= tokens;
          }
    }
  band->redeployed = TRUE;
  for (guint i = 0; action->counts != NULL && i < action->counts->len; i++)
    {
      SwRegionCount *c = &g_array_index (action->counts, SwRegionCount, i);
      SwRegionState *state = sw_game_region_state (game, sw_game_region_index (game, c->region));
      if (state->band != b)
        {
          sw_game_warn (game, _("%s: redeploying into a region the race does not hold"), c->region);
          if (state->band >= 0 || state->natives > 0)
            continue;
          state->band = b;
        }
    }
  for (guint i = 0; action->counts != NULL && i < action->counts->len; i++)
    {
      SwRegionCount *c = &g_array_index (action->counts, SwRegionCount, i);
      SwRegionState *state = sw_game_region_state (game, sw_game_region_index (game, c->region));
      if (state->band == b)
        state->tokens = c->tokens;
      if (c->tokens == 0 && state->band == b)
        state->band = -1;
    }
  gint on_map = sw_game_band_tokens (game, b);
  gint keep = sw_band_keep (game, b);
  if (keep > 1)
    for (guint i = 0; i < game->regions->len; i++)
      if (sw_game_region_state (game, i)->band == b && sw_game_region_state (game, i)->tokens < keep
          && sw_game_region_state (game, i)->tokens > 0)
        sw_game_warn (game, _("%s: Tauren keep at least 2 tokens in every region"), sw_game_map_region (game, i)->id);
  band->hand = sw_add_clamped (available, -on_map);
  if (band->hand < 0)
    {
      sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE, "%d token placed, only %d available", "%d tokens placed, only %d available", on_map), on_map, available);
      /* The rest comes from the box; what the box lacks is not placed
       * (the last regions named lose it first). */
      gint excess = -band->hand;
      gint from_box = MIN (excess, MAX (0, band->supply));
      band->supply -= from_box;
      excess -= from_box;
      for (gint i = action->counts != NULL ? (gint) action->counts->len - 1 : -1; i >= 0 && excess > 0; i--)
        {
          SwRegionCount *c = &g_array_index (action->counts, SwRegionCount, i);
          SwRegionState *state = sw_game_region_state (game, sw_game_region_index (game, c->region));
          if (state->band != b)
            continue;
          gint take = MIN (excess, state->tokens);
          state->tokens -= take;
          excess -= take;
          if (state->tokens == 0)
            state->band = -1;
        }
      band->hand = 0;
    }
  return TRUE;
}

/* docs/rules.md 1.6: a defender's tokens withdrawn into his hand are
 * redeployed at the end of the attacker's turn into the regions his race
 * still holds, no adjacency needed. The table says where; the counts are
 * added to what lies there. Elves, Immortal, Draenei and the Champion's
 * owner withdraw everything (sw_game_remove_defender), a Tomb or Ghouls
 * decline race its many tokens: all are redeployed the same way. */
gboolean
sw_game_apply_withdraw (SwGame *game, SwAction *action, GError **error)
{
  if (action->owner < 0 || (guint) action->owner >= game->players->len)
    return sw_game_refuse (error, action, _("a withdrawal names the seat of the defender"));
  SwPlayer *owner = sw_game_player (game, action->owner);
  gint slots[3] = { owner->active, owner->decline, owner->spirit };
  gint b = -1;
  for (guint i = 0; i < 3 && b < 0; i++)
    if (slots[i] >= 0 && (action->race == NULL || g_strcmp0 (sw_game_band (game, slots[i])->race, action->race) == 0))
      b = slots[i];
  if (b < 0)
    return sw_game_refuse (error, action, _("%s has no race %s on the map"), owner->name,
                           action->race != NULL ? sw_game_entry_name (game, "race", action->race) : "");
  SwBand *band = sw_game_band (game, b);
  if ((guint) action->owner == game->seat && b == owner->active)
    sw_game_warn (game, _("%s’s own active race is redeployed with Redeploy, not with a withdrawal"), owner->name);
  gint total = 0;
  if (!check_counts (game, action, error))
    return FALSE;
  for (guint i = 0; action->counts != NULL && i < action->counts->len; i++)
    {
      SwRegionCount *c = &g_array_index (action->counts, SwRegionCount, i);
      if (c->tokens == 0)
        continue;
      SwRegionState *state = sw_game_region_state (game, sw_game_region_index (game, c->region));
      if (state->band != b)
        {
          sw_game_warn (game, _("%s: the withdrawn tokens go into a region %s does not hold"),
                        c->region, sw_game_entry_name (game, "race", band->race));
          if (state->band >= 0 || state->natives > 0)
            continue;
          state->band = b;
          state->tokens = 0;
        }
      state->tokens = sw_add_clamped (state->tokens, c->tokens);
      total = sw_add_clamped (total, c->tokens);
    }
  if (total > band->withdrawn)
    sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE, "%d withdrawn token placed, %s withdrew %d this turn",
                                     "%d withdrawn tokens placed, %s withdrew %d this turn", total),
                  total, owner->name, band->withdrawn);
  sw_band_take_from_hand (band, total);   /* beyond the hand: from the box (warned) */
  band->withdrawn = MAX (0, band->withdrawn - total);
  return TRUE;
}

GArray *
sw_game_pending_withdrawals (SwGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  GArray *bands = g_array_new (FALSE, FALSE, sizeof (gint));
  for (guint p = 0; p < game->players->len; p++)
    {
      if (p == game->seat)
        continue;
      SwPlayer *player = sw_game_player (game, p);
      gint slots[3] = { player->active, player->decline, player->spirit };
      for (guint i = 0; i < 3; i++)
        {
          SwBand *band = sw_game_band (game, slots[i]);
          if (band != NULL && band->state != SW_BAND_GONE && band->withdrawn > 0 && band->hand > 0
              && sw_game_band_regions (game, slots[i]) > 0)
            g_array_append_val (bands, slots[i]);
        }
    }
  return bands;
}

gboolean
sw_game_apply_set_region (SwGame *game, SwAction *action, GError **error)
{
  gint region = sw_game_region_index (game, action->region);
  if (region < 0)
    return sw_game_refuse (error, action, _("region “%s” is not on the map"), action->region);
  if (action->tokens < 0 || action->natives < 0)
    return sw_game_refuse (error, action, _("%s: negative tokens"), action->region);
  SwRegionState *state = sw_game_region_state (game, region);
  state->natives = action->natives;
  state->band = -1;
  state->tokens = action->tokens;
  if (action->owner >= 0)
    {
      if ((guint) action->owner >= game->players->len)
        return sw_game_refuse (error, action, _("no player at seat %d"), action->owner);
      SwPlayer *owner = sw_game_player (game, action->owner);
      gint b = sw_game_decline_band (game, action->owner, action->decline, action->race);
      SwBand *band = sw_game_band (game, b);
      if (band == NULL || (action->race != NULL && g_strcmp0 (band->race, action->race) != 0))
        return sw_game_refuse (error, action, action->decline ? _("%s has no decline race %s")
                                                      : _("%s has no active race %s"),
                       owner->name, action->race ? sw_game_entry_name (game, "race", action->race) : "");
      state->band = b;
    }
  if (state->band < 0)
    state->tokens = 0;
  return TRUE;
}

/* docs/rules.md 1.11: score, record the turn, pass to the next seat. */
/* What redeployment left undone (docs/rules.md 1.9), said before the turn is
 * scored so the table can still fix it. */
GPtrArray *
sw_game_end_turn_warnings (SwGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  GPtrArray *warnings = g_ptr_array_new_with_free_func (g_free);
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);
  /* Every token in hand must be placed; one left in hand is not on the
   * board, where the tie-break counts them (docs/rules.md 1.14). A race with no
   * region keeps them in hand (1.6); Stout's decline returns them (1.10). */
  /* Lent tokens and hammers in hand go back to the box now. */
  gint hand = band != NULL ? MAX (0, band->hand - band->lent - band->hammers_out) : 0;
  if (band != NULL && band->state == SW_BAND_ACTIVE && hand > 0 && !game->stout_pending
      && sw_game_band_regions (game, player->active) > 0)
    g_ptr_array_add (warnings,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "%s’s %s end the turn with %d token in hand: every token in hand must be placed, and only tokens on the board count in a tie",
                                                   "%s’s %s end the turn with %d tokens in hand: every token in hand must be placed, and only tokens on the board count in a tie",
                                                   hand),
                                      player->name, sw_game_entry_name (game, "race", band->race), hand));
  /* docs/rules.md 1.6: the defenders' withdrawn tokens are redeployed now. */
  g_autoptr(GArray) pending = sw_game_pending_withdrawals (game);
  for (guint i = 0; i < pending->len; i++)
    {
      SwBand *defender = sw_game_band (game, g_array_index (pending, gint, i));
      g_ptr_array_add (warnings,
                       g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     "%s’s %s hold %d withdrawn token: it is redeployed into their regions at the end of this turn",
                                                     "%s’s %s hold %d withdrawn tokens: they are redeployed into their regions at the end of this turn",
                                                     MIN (defender->withdrawn, defender->hand)),
                                        sw_game_player (game, defender->owner)->name,
                                        sw_game_entry_name (game, "race", defender->race),
                                        MIN (defender->withdrawn, defender->hand)));
    }
  /* docs/rules.md 1.9: rivers (the terrains the catalog says to vacate) are
   * empty after redeployment, except Kraken's. */
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      SwBand *occupant = sw_game_band (game, state->band);
      if (occupant != NULL && occupant->owner == game->seat && state->tokens > 0
          && sw_game_region_vacates (game, i)
          && !sw_band_has_flag (game, state->band, SW_FLAG_RIVERS)
          && !(sw_game_region_marker_flags (game, i) & SW_MARKER_HOLDS_RIVER))
        g_ptr_array_add (warnings, g_strdup_printf (_("%s: a river must be left empty at the end of the turn"),
                                                    sw_game_map_region (game, i)->id));
    }
  return warnings;
}

gboolean
sw_game_apply_end_turn (SwGame *game, SwAction *action, GError **error)
{
  (void) action;
  (void) error;
  SwPlayer *player = sw_game_player (game, game->seat);
  /* The turn's redeployment happens, entered or not: lent tokens go back
   * to the box (docs/rules.md 1.9, 2.1 Amazons). */
  if (player->active >= 0)
    sw_game_return_lent (game, player->active);
  GPtrArray *items = sw_score_turn (game, game->seat);
  gint net = 0, score = 0;
  /* Thieving, the Ring, the Heart: a payer short of coins pays what he
   * has, the Ring first (docs/rules.md 8). */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < items->len; i++)
      {
        SwScoreItem *item = g_ptr_array_index (items, i);
        const SwEffect *source = item->transfer || item->payer < 0 ? NULL : sw_game_find_held (game, item->source);
        gboolean first = source != NULL && (source->place_flags & SW_PLACE_PAID_FIRST);
        if (item->transfer || item->payer < 0 || (pass == 0) != first)
          continue;
        SwPlayer *payer = sw_game_player (game, item->payer);
        item->coins = MAX (0, MIN (item->coins, payer->coins));
        payer->coins = sw_add_clamped (payer->coins, -item->coins);
      }
  for (guint i = 0; i < items->len; i++)
    {
      SwScoreItem *item = g_ptr_array_index (items, i);
      if (item->player >= 0)
        continue;   /* another player's, already in his coins */
      net = sw_add_clamped (net, item->coins);
      if (!item->transfer)
        {
          player->coins = sw_add_clamped (player->coins, item->coins);
          score = sw_add_clamped (score, item->coins);
        }
    }
  g_autoptr(GPtrArray) redeploy_warnings = sw_game_end_turn_warnings (game);
  for (guint i = 0; i < redeploy_warnings->len; i++)
    sw_game_warn (game, "%s", (const char *) g_ptr_array_index (redeploy_warnings, i));
  SwTurnRecord *record = g_new0 (SwTurnRecord, 1);
  record->round = game->round;
  record->player = game->seat;
  record->items = items;
  record->coins = net;
  record->score = score;
  record->first_action = game->turn_first_action;
  record->end_action = game->log->len;   /* the index of this end-turn */
  g_ptr_array_add (game->records, record);

  SwBand *active = sw_game_band (game, player->active);
  if (active != NULL)
    active->turns_scored++;
  /* docs/rules.md 1.6: withdrawn tokens not redeployed now stay in hand. */
  for (guint i = 0; i < game->bands->len; i++)
    sw_game_band (game, i)->withdrawn = 0;
  /* What lasts to the end of its owner's turn goes (Vengeful's markers). */
  for (guint i = 0; i < game->bands->len; i++)
    if (sw_game_band (game, i)->owner == game->seat)
      sw_band_clear_effect_state (sw_game_band (game, i), SW_STATE_TO_TURN_END);
  if (game->stout_pending && player->active >= 0)
    sw_game_do_decline (game, game->seat);   /* I-B7: Stout declines after scoring */

  /* Every player whose coins changed during the turn (docs/rules.md 1.11). */
  record->changes = g_array_sized_new (FALSE, TRUE, sizeof (gint), game->players->len);
  for (guint p = 0; p < game->players->len; p++)
    {
      gint now = sw_game_player (game, p)->coins;
      gint change = now - g_array_index (game->turn_coins, gint, p);
      g_array_append_val (record->changes, change);
      g_array_index (game->turn_coins, gint, p) = now;
    }
  game->turn_first_action = game->log->len + 1;

  game->stout_pending = FALSE;
  game->declined_this_turn = FALSE;
  game->expanded = FALSE;
  game->fortresses_placed = 0;
  g_ptr_array_set_size (game->transfers, 0);
  game->seat++;
  if (game->seat >= game->players->len)
    {
      game->seat = 0;
      game->round++;
    }
  /* The next player's races start a fresh turn. */
  SwPlayer *next = sw_game_player (game, game->seat);
  gint slots[3] = { next->active, next->decline, next->spirit };
  for (guint i = 0; i < 3; i++)
    if (slots[i] >= 0)
      sw_game_start_band_turn (sw_game_band (game, slots[i]));
  return TRUE;
}

gboolean
sw_game_apply_ready (SwGame *game, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  gint b = action->decline ? sw_game_acting_band (game, action) : player->active;
  SwBand *band = sw_game_band (game, b);
  if (band == NULL)
    return sw_game_refuse (error, action, _("%s has no race to ready"), player->name);
  if (band->state == SW_BAND_ACTIVE)
    {
      sw_game_warn_after_decline (game, _("expansion"));
      if (band->conquests > 0 || band->redeployed)
        sw_game_warn (game, _("troops are readied at the start of the turn, before conquering"));
      game->expanded = TRUE;
    }
  /* docs/rules.md 1.7: all tokens but one per region back in hand. */
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band == b && state->tokens > 1)
        {
          band->hand = sw_add_clamped (band->hand, state->tokens - 1);
          state->tokens = 1;
        }
    }
  sw_game_lend_tokens (game, b);   /* docs/rules.md 2.1 Amazons: +4 for conquest each turn */
  const SwEffect *beasts = band->state == SW_BAND_ACTIVE ? sw_band_flag_entry (game, b, SW_FLAG_BEASTS) : NULL;
  if (beasts != NULL)
    {
      /* docs/rules.md 2.6 Beastmaster: the old beasts go, 1 new per Hill
       * (its entry's flag_terrain) held.
       * Old beasts still on the board (the hand held fewer) stay beasts
       * there: the tokens of the race are conserved. */
      gint gone = MIN (band->hand, band->beasts);
      gint on_board = band->beasts - gone;
      band->hand -= gone;
      gint hills = (gint) sw_game_band_count (game, b, beasts->flag_terrain, NULL);
      band->beasts = hills + on_board;
      band->hand = sw_add_clamped (band->hand, hills);
      for (guint i = 0; i < game->regions->len; i++)
        sw_game_set_marker (game, i, beasts->flag_marker,
                            sw_game_region_state (game, i)->band == b ? 0 : sw_game_marker_count (game, i, beasts->flag_marker));
    }
  if (band->state == SW_BAND_ACTIVE && sw_band_has_flag (game, b, SW_FLAG_HAMMERS) && band->hammers_out == 0)
    {
      /* docs/rules.md 2.3 Iron Dwarves: the hammers count as tokens for conquest. */
      band->hand = sw_add_clamped (band->hand, band->hammers);
      band->hammers_out = band->hammers;
    }
  if (band->state == SW_BAND_ACTIVE)
    for (guint i = 0; i < game->regions->len && band->supply > 0; i++)
      {
        /* docs/rules.md 4.1 Fountain of Youth: +1 token from the tray at the start of the turn. */
        const SwEffect *place = sw_game_region_state (game, i)->band == b ? sw_game_region_place (game, i) : NULL;
        gint tokens = place != NULL ? MIN (place->start_tokens, band->supply) : 0;
        band->hand += tokens;
        band->supply -= tokens;
      }
  return TRUE;
}
