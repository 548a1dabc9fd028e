/* sw-game-actions.c: applying each action of the turn to the game state (docs/rules.md 1.2-1.10). */
#define G_LOG_DOMAIN "sw-game"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sw-game.h"
#include "sw-effects.h"
#include "sw-game-state.h"
#include "sw-cost.h"
#include "sw-game-actions.h"

/* ---- applying actions -------------------------------------------------- */

void
sw_game_start_band_turn (SwBand *band)
{
  band->conquests = band->conquests_nonempty = 0;
  band->conquest_ended = FALSE;
  memset (band->used_sorcerers_on, 0, sizeof band->used_sorcerers_on);
  band->ally = -1;   /* Diplomat: until the owner's next turn */
  g_ptr_array_set_size (band->conquered, 0);
  g_ptr_array_set_size (band->conquered_from, 0);
  g_array_set_size (band->conquered_defenders, 0);
  sw_band_clear_effect_state (band, SW_STATE_TURN);
  band->losses_caused = 0;
  band->redeployed = FALSE;
}

/* docs/rules.md 1.3, 1.10: a decline ends the turn; nothing is done after it. */
void
sw_game_warn_after_decline (SwGame *game, const char *what)
{
  if (game->declined_this_turn || game->stout_pending)
    sw_game_warn (game, _("%s went into decline this turn, and a decline ends the turn: no %s after it"),
                  sw_game_player (game, game->seat)->name, what);
}

/* Tokens placed beyond the hand come from the box, so that no token comes
 * from nowhere (the table placed them: the action warned). Returns how
 * many of @placed can be placed. */
gint
sw_band_take_from_hand (SwBand *band, gint placed)
{
  if (placed <= band->hand)
    {
      band->hand -= placed;
      return placed;
    }
  gint short_by = placed - band->hand;
  gint from_box = MIN (short_by, MAX (0, band->supply));
  band->hand = 0;
  band->supply -= from_box;
  return placed - (short_by - from_box);
}

/* The race's lent tokens (Amazons' 4) and the Iron Dwarves' hammers go
 * back at the turn's redeployment; without one, at the end of the turn,
 * from the hand first, then from the most crowded regions (docs/rules.md 1.9:
 * "may force abandoning"). */
void
sw_game_return_lent (SwGame *game, gint b)
{
  SwBand *band = sw_game_band (game, b);
  gint out[2] = { band->lent, band->hammers_out };
  for (guint k = 0; k < 2; k++)
    {
      gint n = out[k];
      gint from_hand = MIN (n, band->hand);
      band->hand -= from_hand;
      n -= from_hand;
      while (n > 0)
        {
          gint best = -1;
          for (guint i = 0; i < game->regions->len; i++)
            {
              SwRegionState *state = sw_game_region_state (game, i);
              if (state->band == b && state->tokens > 0
                  && (best < 0 || state->tokens > sw_game_region_state (game, best)->tokens))
                best = i;
            }
          if (best < 0)
            break;
          SwRegionState *state = sw_game_region_state (game, best);
          gint take = MIN (n, state->tokens);
          state->tokens -= take;
          n -= take;
          if (state->tokens == 0)
            state->band = -1;
        }
      if (k == 0)
        band->supply += out[k] - n;
    }
  band->lent = 0;
  band->hammers_out = 0;
}

/* Tokens lent for the turn's conquests (an effect's .lent), taken from the
 * box at the start of each expansion turn, the pick's included. */
void
sw_game_lend_tokens (SwGame *game, gint b)
{
  SwBand *band = sw_game_band (game, b);
  const SwEffect *race = sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, band->race);
  if (race == NULL || race->lent <= 0 || band->lent > 0 || band->state != SW_BAND_ACTIVE)
    return;
  gint n = MIN (race->lent, MAX (0, band->supply));
  band->hand = sw_add_clamped (band->hand, n);
  band->supply -= n;
  band->lent = n;
}

/* docs/rules.md 1.2: pay p coins, take those lying on the combo (Q3: they may pay). */
gboolean
sw_game_apply_pick (SwGame *game, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  if (game->catalog != NULL && sw_catalog_find (game->catalog, "race", action->race) == NULL)
    return sw_game_refuse (error, action, _("unknown race “%s” in edition %s"), action->race, sw_game_edition (game));
  if (game->catalog != NULL && sw_catalog_find (game->catalog, "power", action->power) == NULL)
    return sw_game_refuse (error, action, _("unknown power “%s” in edition %s"), action->power, sw_game_edition (game));
  if (action->position < 0 || action->position > 5 || action->coins < 0 || action->tokens < 0)
    return sw_game_refuse (error, action, _("a combo is picked at position 0 to 5 with 0 or more coins on it"));
  sw_game_warn_after_decline (game, _("new combo"));
  if (player->active >= 0)
    {
      /* docs/rules.md 1.3: a new combo only once the race is in decline. The old
       * race goes into decline now, so that it is not lost. */
      sw_game_warn (game, _("%s already has active %s: a new combo is picked only at the start of a turn after going into decline, so they go into decline now"),
                    player->name, sw_game_entry_name (game, "race", sw_game_band (game, player->active)->race));
      sw_game_do_decline (game, game->seat);
      game->stout_pending = FALSE;   /* done now: the new race stays active */
    }
  else if (game->expanded)
    sw_game_warn (game, _("a combo is picked at the start of the turn"));
  /* Positions count from 1 in what players read, as at the table. */
  if (player->coins + action->coins < action->position)
    sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE, "%s cannot pay %d coin for the combo at position %d", "%s cannot pay %d coins for the combo at position %d", action->position), player->name, action->position, action->position + 1);
  /* docs/rules.md 1.2: one banner of each race, one badge of each power. */
  gboolean from_row = (guint) action->position < game->row->len;
  for (guint i = 0; i < game->bands->len; i++)
    {
      SwBand *other = sw_game_band (game, i);
      if (other->state != SW_BAND_GONE && g_strcmp0 (other->race, action->race) == 0)
        sw_game_warn (game, _("%s are already in play: there is one banner of each race"), sw_game_entry_name (game, "race", action->race));
      if (other->state == SW_BAND_ACTIVE && g_strcmp0 (other->power, action->power) == 0)
        sw_game_warn (game, _("%s is already in play: there is one badge of each power"), sw_game_entry_name (game, "power", action->power));
    }
  for (guint i = 0; !from_row && i < game->row->len; i++)
    {
      SwCombo *combo = &g_array_index (game->row, SwCombo, i);
      if (g_strcmp0 (combo->race, action->race) == 0 || g_strcmp0 (combo->power, action->power) == 0)
        sw_game_warn (game, _("%s %s: the row shows it at position %u"), sw_game_entry_name (game, "power", combo->power),
                      sw_game_entry_name (game, "race", combo->race), i + 1);
    }

  SwBand *band = g_new0 (SwBand, 1);
  band->race = g_strdup (action->race);
  band->power = g_strdup (action->power);
  band->owner = game->seat;
  band->state = SW_BAND_ACTIVE;
  band->picked_round = game->round;
  band->conquered = g_ptr_array_new_with_free_func (g_free);
  band->conquered_from = g_ptr_array_new ();
  band->conquered_defenders = g_array_new (FALSE, FALSE, sizeof (gint));
  band->ally = -1;
  if (action->tokens == 0
      && (sw_game_catalog_int (game, "race", action->race, "tokens") == 0
          || sw_game_catalog_int (game, "power", action->power, "tokens") == 0))
    sw_game_warn (game, _("the catalog lacks the printed numbers of %s %s: give the tokens taken"),
                  sw_game_entry_name (game, "power", action->power), sw_game_entry_name (game, "race", action->race));
  gint tokens = sw_game_pick_tokens (game, action->race, action->power, action->tokens, NULL);
  gint box = sw_game_catalog_int (game, "race", action->race, "box");
  band->hand = tokens;
  band->supply = box > 0 ? box - tokens : G_MAXINT / 2;
  g_ptr_array_add (game->bands, band);
  player->active = game->bands->len - 1;
  sw_game_lend_tokens (game, player->active);   /* docs/rules.md 2.1 Amazons: +4 for attack */

  /* docs/rules.md 1.2: with the row known, the coins come from it, one coin
   * goes on each combo above, and the rest slides up. */
  gint coins_on = action->coins;
  if ((guint) action->position < game->row->len)
    {
      SwCombo *combo = &g_array_index (game->row, SwCombo, action->position);
      if (g_strcmp0 (combo->race, action->race) != 0 || g_strcmp0 (combo->power, action->power) != 0)
        sw_game_warn (game, _("the row shows %s %s at position %d"),
                      sw_game_entry_name (game, "power", combo->power), sw_game_entry_name (game, "race", combo->race), action->position + 1);
      if (action->coins != 0 && action->coins != combo->coins)
        sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE, "%d coin taken, the row has %d on that combo", "%d coins taken, the row has %d on that combo", action->coins), action->coins, combo->coins);
      else
        coins_on = combo->coins;
      for (gint i = 0; i < action->position; i++)
        g_array_index (game->row, SwCombo, i).coins++;
      g_array_remove_index (game->row, action->position);
    }
  g_autofree char *what = NULL;
  if (action->position > 0)
    {
      what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "combo at position %d: %d coin paid", "combo at position %d: %d coins paid", action->position),
                              action->position + 1, action->position);
      sw_game_transfer (game, game->seat, -action->position, "combo", what);
      g_clear_pointer (&what, g_free);
    }
  if (coins_on > 0)
    {
      what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d coin taken from the combo", "%d coins taken from the combo", coins_on), coins_on);
      sw_game_transfer (game, game->seat, coins_on, "combo", what);
    }
  return TRUE;
}

gint
sw_game_acting_band (SwGame *game, const SwAction *action)
{
  return sw_game_decline_band (game, game->seat, action->decline, action->race);
}

gint
sw_game_action_band (SwGame *game, const SwAction *action)
{
  g_return_val_if_fail (game != NULL, -1);
  g_return_val_if_fail (action != NULL, -1);
  return sw_game_acting_band (game, action);
}

/* The band an action names: the active race, or with @decline a decline
 * race: the one called @race (the Spirit slot's included), else the
 * normal slot's, else the Spirit slot's (docs/game-format.md). */
gint
sw_game_decline_band (SwGame *game, guint seat, gboolean decline, const char *race)
{
  SwPlayer *player = sw_game_player (game, seat);
  if (!decline)
    return player->active;
  if (race != NULL)
    {
      if (sw_game_band (game, player->decline) != NULL && g_strcmp0 (sw_game_band (game, player->decline)->race, race) == 0)
        return player->decline;
      if (sw_game_band (game, player->spirit) != NULL && g_strcmp0 (sw_game_band (game, player->spirit)->race, race) == 0)
        return player->spirit;
      return -1;
    }
  return player->decline >= 0 ? player->decline : player->spirit;
}

/* Coins that change hands when a region falls: what the region holds, in
 * the table's order (docs/rules.md 2.6 the Champion's ransom, 4.3 the
 * Aegis's toll, 2.5 the Humans' objectives). Returns TRUE when the
 * defender loses no token for it. Bog Dweller? is a defender hook. */
static gboolean
conquest_tolls (SwGame *game, guint region, gint attacker, gint previous)
{
  gboolean no_loss = FALSE;
  const SwEffect *held[8];
  guint n_held = sw_game_region_held (game, region, held, G_N_ELEMENTS (held));
  for (guint i = 0; i < n_held; i++)
    if (held[i]->guard_conquered != NULL)
      no_loss |= held[i]->guard_conquered (game, attacker, region, previous);
  return no_loss;
}

gint
sw_game_pick_tokens (SwGame *game, const char *race, const char *power, gint tokens, gint *asked)
{
  /* the printed numbers when the table gives none */
  if (tokens <= 0)
    tokens = sw_game_catalog_int (game, "race", race, "tokens") + sw_game_catalog_int (game, "power", power, "tokens");
  if (asked != NULL)
    *asked = tokens;
  /* docs/rules.md 1.2: never more than the supply of that race */
  gint box = sw_game_catalog_int (game, "race", race, "box");
  return box > 0 && tokens > box ? box : tokens;
}

/* A power action of the log (docs/game-format.md): what its via does is in
 * the edition's effect table. One that has no such use (a power that acts
 * by itself, as the Miner's coins, or none the edition knows) is recorded
 * for the table, with a warning: the app does not write it by a mis-click. */
gboolean
sw_game_apply_power (SwGame *game, SwAction *action, GError **error)
{
  const SwEffect *use = sw_game_find_use (game, action->via);
  if (use == NULL || use->use == NULL)
    {
      const char *name = action->via != NULL ? sw_game_entry_name (game, "power", action->via) : "";
      if (action->via != NULL && name == action->via)
        name = sw_game_entry_name (game, "race", action->via);
      sw_game_warn (game, _("%s has no use to record: the rules apply it by themselves"), name);
      return TRUE;
    }
  return use->use (game, use, action, error);
}

gboolean
sw_game_apply_conquer (SwGame *game, SwAction *action, GError **error)
{
  gint region = sw_game_region_index (game, action->region);
  if (region < 0)
    return sw_game_refuse (error, action, _("region “%s” is not on the map"), action->region);
  if (action->tokens < 0)
    return sw_game_refuse (error, action, _("a conquest cannot commit negative tokens"));
  gint b = sw_game_acting_band (game, action);
  SwBand *band = sw_game_band (game, b);
  if (band == NULL)
    return sw_game_refuse (error, action, action->decline ? _("%s has no decline race to conquer with")
                                                  : _("%s has no active race to conquer with"),
                   sw_game_player (game, game->seat)->name);
  if (action->decline && !sw_band_has_flag (game, b, SW_FLAG_CONQUER_DECLINE))
    sw_game_warn (game, _("%s in decline cannot conquer"), sw_game_entry_name (game, "race", band->race));
  sw_game_warn_after_decline (game, _("conquest"));
  if (band->conquest_ended)
    sw_game_warn (game, _("the conquest phase already ended with the final conquest"));
  if (band->hand <= 0)
    sw_game_warn (game, _("a conquest needs at least 1 token in hand"));
  if (band->state == SW_BAND_ACTIVE)
    game->expanded = TRUE;

  g_autoptr(SwCost) cost = sw_conquest_cost_for (game, b, region, action->via);
  for (guint i = 0; i < cost->warnings->len; i++)
    sw_game_warn (game, "%s: %s", action->region, (const char *) g_ptr_array_index (cost->warnings, i));

  SwRegionState *state = sw_game_region_state (game, region);
  /* Berserk (base) and the Gnomes' air strike (Warcraft) roll before the
   * conquest: the die lowers the cost instead of ending the turn. */
  const SwEffect *with = sw_game_find_use (game, action->via);
  guint with_flags = with != NULL ? with->flags : 0;
  gboolean berserk = sw_band_has_flag (game, b, SW_FLAG_DIE_FIRST) || (with_flags & SW_FLAG_DIE_FIRST);
  gboolean sorcerers = (with_flags & SW_FLAG_REPLACE_ONE) != 0;
  gint placed;
  gint needed = cost->total;
  if (berserk && action->die >= 0)
    needed = MAX (1, needed - action->die);   /* docs/rules.md 2.2 Berserk: cost − roll, min 1 */
  gboolean air_strike = (with_flags & SW_FLAG_AIR_STRIKE) != 0;
  if (air_strike)
    {
      /* docs/rules.md 2.5 Gnomes: one air strike per turn, by the Gnomes. */
      if (g_strcmp0 (band->race, with->id) != 0)
        sw_game_warn (game, _("%s: only the Gnomes make an air strike"), action->region);
      SwEffectState *strike = sw_band_effect_state (band, with);
      if (strike->value)
        sw_game_warn (game, _("%s: the Gnomes' air strike is once per turn"), action->region);
      strike->value = TRUE;
    }
  if (action->final_die >= 0 && !air_strike)
    sw_game_warn (game, _("%s: only the Gnomes' air strike rolls a second die"), action->region);
  if (action->final_die >= 0 && air_strike)
    {
      /* docs/rules.md 2.5: an air strike that is also the final conquest rolls
       * twice: the first roll lowered the cost, the second is the
       * reinforcement die of 1.8 (success if hand + roll >= cost). */
      band->conquest_ended = TRUE;
      if (band->hand + action->final_die < needed)
        return TRUE;   /* a failed roll is the table's luck, not a fault: the tokens stay in hand */
      placed = MAX (band->hand, 1);
    }
  else if (action->die >= 0 && !berserk)
    {
      /* docs/rules.md 1.8: the final conquest; success if hand + roll >= cost;
       * its target costs at most 3 more than the hand. */
      band->conquest_ended = TRUE;
      if (band->hand > 0 && cost->total - band->hand > SW_GAME_DIE_MOST)
        sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE, "%s: %d token short, more than the die can give (3 at most)",
                                         "%s: %d tokens short, more than the die can give (3 at most)", cost->total - band->hand),
                      action->region, cost->total - band->hand);
      if (band->hand + action->die < cost->total)
        return TRUE;   /* failed: no warning, the turn's conquests end and the hand is redeployed */
      placed = MAX (band->hand, 1);
    }
  else if (sorcerers)
    {
      placed = 0;   /* docs/rules.md 2.1: a Sorcerer from the box replaces the token */
      if (band->supply <= 0)
        sw_game_warn (game, _("no %s token left in the box to replace the defender"), sw_game_entry_name (game, "race", band->race));
    }
  else if (with_flags & SW_FLAG_ALONE)
    placed = 1;   /* docs/rules.md 2.6 Champion: he conquers alone, for free */
  else
    {
      placed = action->tokens > 0 ? action->tokens : needed;
      if (placed < needed)
        sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE, "%d token committed, the cost is %d", "%d tokens committed, the cost is %d", placed), placed, needed);
      gint short_by = placed - band->hand;
      if (band->hand > 0 && short_by > 0 && short_by <= SW_GAME_DIE_MOST && action->tokens == 0)
        /* docs/rules.md 1.8: a cost above the hand is a final conquest. */
        sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE, "%d token short: roll the die for a final conquest",
                                         "%d tokens short: roll the die for a final conquest", short_by), short_by);
      else if (band->hand > 0 && short_by > 0)
        sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE, "%d token short: %d in hand",
                                         "%d tokens short: %d in hand", short_by), short_by, band->hand);
    }

  gboolean nonempty = sw_game_region_nonempty (game, region);
  gint previous = state->band;
  SwBand *target = sw_game_band (game, previous);
  if (sorcerers && target != NULL && target->owner < G_N_ELEMENTS (band->used_sorcerers_on))
    {
      /* I-B11: once per turn per opponent. */
      if (band->used_sorcerers_on[target->owner])
        sw_game_warn (game, _("%s already replaced a token of %s this turn"), action->via, sw_game_player (game, target->owner)->name);
      band->used_sorcerers_on[target->owner] = TRUE;
    }
  gint defending = previous >= 0 && previous != b ? state->tokens : 0;
  SwBand *victim = sw_game_band (game, previous);
  if (victim != NULL && victim->owner != band->owner)
    {
      /* The defender's own effects (Liches, Martyr: docs/rules.md 2.3, 2.4). */
      const SwEffect *effects[2] = {
        sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, victim->race),
        sw_effect_find (sw_game_edition (game), SW_EFFECT_POWER, victim->power),
      };
      SwEffectContext vctx = { game, previous, victim, victim->state == SW_BAND_ACTIVE };
      for (guint i = 0; i < 2; i++)
        if (effects[i] != NULL && effects[i]->conquered != NULL)
          effects[i]->conquered (&vctx, b, region);
    }
  if (with != NULL && with->conquering != NULL)
    with->conquering (game, with, b, region, previous);
  gboolean no_loss = (with_flags & SW_FLAG_NO_LOSS) != 0;
  no_loss |= conquest_tolls (game, region, b, previous);
  band->losses_caused += sw_game_remove_defender (game, region, b, no_loss);
  if (sorcerers)
    {
      /* The box's token replaces the defender; with the box empty (the
       * conquest warned), one from the hand if any. */
      if (band->supply > 0)
        {
          band->supply -= 1;
          band->hand += 1;
        }
      placed = 1;
    }
  /* Tokens beyond the hand come from the box: the conquest warned. */
  placed = sw_band_take_from_hand (band, placed);
  state->band = placed > 0 ? b : -1;
  state->tokens = placed;
  band->conquests++;
  if (nonempty)
    band->conquests_nonempty++;
  g_ptr_array_add (band->conquered, g_strdup (action->region));
  g_ptr_array_add (band->conquered_from, GINT_TO_POINTER (nonempty && previous >= 0 ? previous + 1 : 0));
  g_array_append_val (band->conquered_defenders, defending);

  if (with != NULL && with->conquered_with != NULL)
    with->conquered_with (game, with, b, region);
  const SwEffect *holes = sw_band_flag_entry (game, b, SW_FLAG_HOLES);
  if (holes != NULL)
    {
      /* docs/rules.md 2.1 Halflings: holes in the first two regions conquered,
       * as many as the box holds: the catalog's limit of the marker, the one
       * number that the app shows too. */
      guint regions = (guint) MAX (0, sw_game_catalog_int (game, "component", holes->flag_marker, "limit"));
      guint placed_holes = 0;
      for (guint i = 0; i < game->regions->len; i++)
        placed_holes += sw_game_marker_count (game, i, holes->flag_marker) > 0 && sw_game_region_state (game, i)->band == b;
      if (placed_holes < regions && band->conquests <= regions && band->turns_scored == 0)
        sw_game_set_marker (game, region, holes->flag_marker, 1);
    }
  /* Trolls' lairs (docs/rules.md 2.1), Night Elves' wisp walls in forests (2.5). */
  const SwEffect *race = sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, band->race);
  if (race != NULL && race->conquest_marker != NULL
      && (race->conquest_marker_terrain == NULL || sw_game_region_is_terrain (game, region, race->conquest_marker_terrain)))
    sw_game_set_marker (game, region, race->conquest_marker, 1);
  return TRUE;
}

gboolean
sw_game_apply_abandon (SwGame *game, SwAction *action, GError **error)
{
  gint region = sw_game_region_index (game, action->region);
  if (region < 0)
    return sw_game_refuse (error, action, _("region “%s” is not on the map"), action->region);
  SwRegionState *state = sw_game_region_state (game, region);
  SwPlayer *player = sw_game_player (game, game->seat);
  if (state->band < 0 || sw_game_band (game, state->band)->owner != game->seat)
    return sw_game_refuse (error, action, _("%s holds nothing in %s to abandon"), player->name, action->region);
  SwBand *band = sw_game_band (game, state->band);
  sw_game_warn_after_decline (game, _("abandoning"));
  /* docs/rules.md 1.7: regions are abandoned as the turn starts, with
   * the troops readied; one emptied after a conquest or a redeployment
   * is most likely a click meant for something else */
  if (band->state == SW_BAND_ACTIVE && band->conquests > 0)
    sw_game_warn (game, _("%s has already conquered this turn: regions are abandoned at the start of a turn, before the first conquest"),
                  player->name);
  else if (band->state == SW_BAND_ACTIVE && band->redeployed)
    sw_game_warn (game, _("%s has already redeployed this turn: regions are abandoned at the start of a turn, before the troops are redeployed"),
                  player->name);
  if (band->state == SW_BAND_ACTIVE)
    game->expanded = TRUE;
  band->hand += state->tokens;
  /* docs/rules.md 1.7: markers tied to the region go, places and relics stay. */
  sw_game_clear_markers (game, region, SW_MARKER_GOES_ABANDONED);
  state->band = -1;
  state->tokens = 0;
  return TRUE;
}

static void
remove_band_from_map (SwGame *game, gint b)
{
  SwBand *band = sw_game_band (game, b);
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band != b)
        continue;
      band->supply += state->tokens;
      state->band = -1;
      state->tokens = 0;
      sw_game_clear_markers (game, i, SW_MARKER_GOES_WITH_RACE);
    }
  band->supply += band->hand;   /* withdrawn tokens not redeployed go too */
  band->hand = 0;
  band->withdrawn = 0;
  band->state = SW_BAND_GONE;
}

/* docs/rules.md 1.10 steps 2-6. */
void
sw_game_do_decline (SwGame *game, guint seat)
{
  SwPlayer *player = sw_game_player (game, seat);
  gint b = player->active;
  SwBand *band = sw_game_band (game, b);
  sw_game_return_lent (game, b);
  gboolean spirit = sw_band_has_flag (game, b, SW_FLAG_SPIRIT);
  /* Step 2 / 7: the old decline race of the normal slot leaves now; a
   * Spirit race takes its own slot and displaces nobody (I-B15). */
  if (spirit)
    {
      if (player->spirit >= 0)
        remove_band_from_map (game, player->spirit);
      player->spirit = b;
      band->state = SW_BAND_SPIRIT;
    }
  else
    {
      if (player->decline >= 0)
        remove_band_from_map (game, player->decline);
      player->decline = b;
      band->state = SW_BAND_DECLINE;
    }
  player->active = -1;
  /* Step 4: one token per region, except Ghouls and Tomb (all), Tauren
   * (2), Vanishing (none, 2 coins per region that turn: docs/rules.md 2.4). */
  gboolean keep_all = sw_band_has_flag (game, b, SW_FLAG_KEEP_ALL_DECLINE);
  gint keep = sw_band_keep (game, b);
  gboolean vanishing = sw_band_has_flag (game, b, SW_FLAG_VANISHING);
  if (vanishing)
    {
      guint n = sw_game_band_regions (game, b);
      g_autofree char *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Vanishing, %u region on declining",
                                                                 "Vanishing, %u regions on declining", n), n);
      if (n > 0)
        sw_game_add_turn_item (game, "vanishing", 2 * n, what);
    }
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band != b)
        continue;
      if (vanishing)
        {
          band->supply = sw_add_clamped (band->supply, state->tokens);
          state->tokens = 0;
          state->band = -1;
          continue;
        }
      if (!keep_all && state->tokens > keep)
        {
          band->supply = sw_add_clamped (band->supply, state->tokens - keep);
          state->tokens = keep;
        }
      /* Step 6: holes, heroes, dragon, encampments go; lairs and fortresses stay. */
      sw_game_clear_markers (game, i, SW_MARKER_GOES_DECLINE);
    }
  band->supply = sw_add_clamped (band->supply, band->hand);
  band->hand = 0;
  band->withdrawn = 0;
  /* docs/rules.md 8: the markers a race places leave the map when it
   * declines (the Humans' objectives). */
  const SwEffect *race = sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, band->race);
  if (race != NULL && race->placed_marker != NULL)
    for (guint i = 0; i < game->regions->len; i++)
      sw_game_set_marker (game, i, race->placed_marker, 0);
}

gboolean
sw_game_apply_decline (SwGame *game, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);
  if (band == NULL)
    {
      /* Nothing to decline (twice in a turn...): the file still loads. */
      sw_game_warn (game, _("%s has no active race to put in decline"), player->name);
      return TRUE;
    }
  if (game->stout_pending)
    {
      sw_game_warn (game, _("%s already go into decline at the end of this turn"), sw_game_entry_name (game, "race", band->race));
      return TRUE;
    }
  gboolean stout = sw_band_has_flag (game, player->active, SW_FLAG_STOUT);
  if (band->conquests > 0 || game->expanded)
    {
      /* docs/rules.md 1.10 step 1 / I-B7: a decline replaces the expansion;
       * only Stout declines after expanding (ready, conquests, redeploy),
       * once the turn is scored. */
      if (!stout)
        sw_game_warn (game, _("%s expanded this turn: a decline replaces the expansion, only Stout may decline after expanding"),
                      sw_game_entry_name (game, "race", band->race));
      if (stout || band->conquests > 0)
        {
          game->stout_pending = TRUE;
          return TRUE;
        }
    }
  sw_game_do_decline (game, game->seat);
  game->declined_this_turn = TRUE;
  return TRUE;
}

/* docs/rules.md 3.3, I-U1: what was found there turns over the face-down
 * marker that hid it (the monsters are gone with the conquest already). */
static void
turn_over_hidden (SwGame *game, guint region)
{
  const SwEditionRules *rules = sw_edition_rules (sw_game_edition (game));
  for (guint i = 0; i < rules->n_effects; i++)
    if (rules->effects[i].kind == SW_EFFECT_MARKER && rules->effects[i].find_question != NULL && !rules->effects[i].natives)
      sw_game_set_marker (game, region, rules->effects[i].id, 0);
}

gboolean
sw_game_apply_marker (SwGame *game, SwAction *action, GError **error)
{
  gint region = sw_game_region_index (game, action->region);
  if (region < 0)
    return sw_game_refuse (error, action, _("region “%s” is not on the map"), action->region);
  if (action->marker == NULL || action->count < 0)
    return sw_game_refuse (error, action, _("a marker action names a marker and a count of 0 or more"));
  /* One storage for relics and artifacts: a marker of their own id, which
   * every rule reads (the app records them so); the place slot is for
   * places. A relic or artifact given as marker="relic"/"artifact" (or
   * "place") with its id in target is stored as its own marker. */
  gboolean treasure = action->target != NULL && game->catalog != NULL
                      && (sw_catalog_find (game->catalog, "relic", action->target) != NULL
                          || sw_catalog_find (game->catalog, "artifact", action->target) != NULL);
  const char *marker = treasure && (g_str_equal (action->marker, "place") || g_str_equal (action->marker, "relic")
                                    || g_str_equal (action->marker, "artifact"))
                       ? action->target : action->marker;
  /* What the marker's entry does when it is placed (the Bag's copy, the
   * fortress's limits). */
  const SwEffect *entry = sw_effect_find (sw_game_edition (game), SW_EFFECT_MARKER, marker);
  if (entry != NULL && entry->marked != NULL)
    entry->marked (game, action, region);
  /* A place, relic or artifact that was on the board nowhere: what the
   * region's start marker hid, turned over (one moving in is not). */
  const char *find = g_str_equal (marker, "place") ? action->target
                     : (game->catalog != NULL && (sw_catalog_find (game->catalog, "relic", marker) != NULL
                                                  || sw_catalog_find (game->catalog, "artifact", marker) != NULL))
                     ? marker : NULL;
  if (action->count > 0 && find != NULL && !sw_game_find_on_board (game, find))
    {
      sw_game_region_state (game, region)->found = TRUE;
      turn_over_hidden (game, region);
    }
  if (g_str_equal (marker, "place") || g_str_equal (marker, "relic")
      || g_str_equal (marker, "artifact"))
    {
      SwRegionState *state = sw_game_region_state (game, region);
      g_free (state->place);
      state->place = action->count > 0 ? g_strdup (action->target) : NULL;
      return TRUE;
    }
  /* A marker that exists once moves (dragon, Great Ancient...). */
  const SwCatalogEntry *component = game->catalog != NULL ? sw_catalog_find (game->catalog, "component", marker) : NULL;
  gint limit = component != NULL ? (gint) sw_catalog_entry_get_int (component, "limit", 0) : 0;
  gboolean unique = limit == 1
                    || (game->catalog != NULL && (sw_catalog_find (game->catalog, "relic", marker) != NULL
                                                  || sw_catalog_find (game->catalog, "artifact", marker) != NULL));
  if (unique && action->count > 0)
    for (guint i = 0; i < game->regions->len; i++)
      sw_game_set_marker (game, i, marker, 0);
  sw_game_set_marker (game, region, marker, action->count);
  if (limit > 0)
    {
      gint total = 0;
      for (guint i = 0; i < game->regions->len; i++)
        total += sw_game_marker_count (game, i, marker);
      if (total > limit)
        sw_game_warn (game, _("%d %s markers on the map, the box holds %d"), total,
                      sw_game_marker_name (game, marker), limit);
    }
  return TRUE;
}

/* docs/rules.md 1.2: a combo turned face up at the bottom of the row. */
gboolean
sw_game_apply_reveal (SwGame *game, SwAction *action, GError **error)
{
  if (action->race == NULL || action->power == NULL
      || (game->catalog != NULL && (sw_catalog_find (game->catalog, "race", action->race) == NULL
                                    || sw_catalog_find (game->catalog, "power", action->power) == NULL)))
    return sw_game_refuse (error, action, _("a revealed combo names a race and a power of edition %s"), sw_game_edition (game));
  /* docs/rules.md 1.2: one banner of each race, one badge of each power. */
  if (sw_game_race_in_play (game, action->race))
    sw_game_warn (game, _("%s are already in play or in the row: there is one banner of each race"),
                  sw_game_entry_name (game, "race", action->race));
  if (sw_game_power_in_play (game, action->power))
    sw_game_warn (game, _("%s is already in play or in the row: there is one badge of each power"),
                  sw_game_entry_name (game, "power", action->power));
  SwCombo combo = { g_strdup (action->race), g_strdup (action->power), 0 };
  g_array_append_val (game->row, combo);
  if (game->row->len > 6)
    sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE, "%u combo in the row, the table shows 6",
                                     "%u combos in the row, the table shows 6", game->row->len),
                  game->row->len);
  return TRUE;
}

/* docs/rules.md 8: the table overrides a line; owner = the player adjusted. */
gboolean
sw_game_apply_adjust (SwGame *game, SwAction *action, GError **error)
{
  if (action->owner >= 0 && (guint) action->owner >= game->players->len)
    return sw_game_refuse (error, action, _("no player at seat %d"), action->owner);
  sw_game_transfer (game, action->owner >= 0 ? (guint) action->owner : game->seat, action->coins, "adjust",
                    action->reason != NULL ? action->reason : "adjustment");
  return TRUE;
}
