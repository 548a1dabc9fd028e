/* sw-game-powers.c: powers, places and artifacts used outside a conquest (the log's power actions). */
#define G_LOG_DOMAIN "sw-game"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sw-game.h"
#include "sw-game-private.h"
#include "sw-effects.h"

/* Powers used outside a conquest. Most only need recording for the table
 * (Diplomat's ally, Heroic's heroes are markers); a few move coins. */
gboolean
sw_game_apply_power (SwGame *game, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);
  if (g_strcmp0 (action->via, "worgen") == 0)
    {
      /* docs/rules.md 2.5 Worgen: human form +2 now, or pay 1 for −1 on every conquest. */
      if (band == NULL || g_strcmp0 (band->race, "worgen") != 0)
        return sw_game_refuse (error, action, _("%s has no active Worgen"), player->name);
      g_free (band->form);
      band->form = g_strdup (g_strcmp0 (action->target, "worgen") == 0 ? "worgen" : "human");
      if (g_str_equal (band->form, "human"))
        sw_game_transfer (game, game->seat, 2, "worgen", _("Worgen, human form"));
      else if (player->coins >= 1)
        sw_game_transfer (game, game->seat, -1, "worgen", _("Worgen, worgen form"));
      else
        sw_game_warn (game, _("%s cannot pay for the worgen form"), player->name);
    }
  else if (g_strcmp0 (action->via, "portal-mage") == 0)
    {
      /* docs/rules.md 2.6 Portal Mage: swap all tokens of 2 Magic regions
       * (markers and places stay). */
      gint a = sw_game_region_index (game, action->region), c = sw_game_region_index (game, action->target);
      if (a < 0 || c < 0)
        return sw_game_refuse (error, action, _("the Portal Mage swaps two regions of the map"));
      if (!sw_region_has_symbol (sw_game_map_region (game, a), "magic") || !sw_region_has_symbol (sw_game_map_region (game, c), "magic"))
        sw_game_warn (game, _("the Portal Mage swaps Magic regions only"));
      SwRegionState *x = sw_game_region_state (game, a), *y = sw_game_region_state (game, c);
      gint band_x = x->band, tokens_x = x->tokens, natives_x = x->natives;
      x->band = y->band; x->tokens = y->tokens; x->natives = y->natives;
      y->band = band_x; y->tokens = tokens_x; y->natives = natives_x;
    }
  else if (g_strcmp0 (action->via, "intimidator") == 0)
    {
      /* docs/rules.md 2.6 Intimidator?: 1 token of an adjacent enemy region moves
       * to another region of its race (target) or is discarded; murlocs are
       * discarded; a wall or fort goes first. */
      gint region = sw_game_region_index (game, action->region);
      gint to = sw_game_region_index (game, action->target);
      if (region < 0)
        return sw_game_refuse_region (error, action, action->region);
      SwRegionState *state = sw_game_region_state (game, region);
      if (sw_game_marker_count (game, region, "wisp-wall") > 0)
        sw_game_set_marker (game, region, "wisp-wall", 0);
      else if (sw_game_marker_count (game, region, "fort") > 0)
        sw_game_set_marker (game, region, "fort", 0);
      else if (state->natives > 0)
        {
          state->natives--;
          if (band != NULL)
            band->losses_caused++;
        }
      else if (state->band >= 0 && state->tokens > 0)
        {
          SwBand *victim = sw_game_band (game, state->band);
          if (to >= 0 && sw_game_region_state (game, to)->band == state->band)
            sw_game_region_state (game, to)->tokens++;
          else
            {
              victim->supply++;
              if (band != NULL)
                band->losses_caused++;
            }
          if (--state->tokens == 0)
            state->band = -1;
        }
    }
  else if (g_strcmp0 (action->via, "reborn") == 0)
    {
      /* docs/rules.md 2.4 Reborn (in decline): a decline region emptied and
       * given 1 token of the active race. */
      gint region = sw_game_region_index (game, action->region);
      if (region < 0)
        return sw_game_refuse_region (error, action, action->region);
      SwRegionState *state = sw_game_region_state (game, region);
      SwBand *old = sw_game_band (game, state->band);
      if (old == NULL || old->owner != game->seat || old->state == SW_BAND_ACTIVE || g_strcmp0 (old->power, "reborn") != 0)
        sw_game_warn (game, _("%s is not held by %s's Reborn decline race"), action->region, player->name);
      if (band == NULL)
        return sw_game_refuse (error, action, _("%s has no active race to be reborn as"), player->name);
      if (old != NULL)
        old->supply += state->tokens;
      state->band = player->active;
      state->tokens = 1;
      if (band->hand > 0)
        band->hand--;
      else if (band->supply > 0)
        band->supply--;   /* a new token from the box */
      else
        {
          state->band = -1;   /* no token left anywhere: the region stays empty */
          state->tokens = 0;
        }
    }
  else if (g_strcmp0 (action->via, "shadow-mimes") == 0)
    {
      /* docs/rules.md 2.3 Shadow Mimes: on picking, swap badges with a combo of
       * the row (its coins stay); the tokens follow the badge kept. */
      gint position = action->target != NULL ? atoi (action->target) : -1;
      if (band == NULL || g_strcmp0 (band->race, "shadow-mimes") != 0)
        return sw_game_refuse (error, action, _("%s has no active Shadow Mimes"), player->name);
      if (position < 0 || (guint) position >= game->row->len)
        return sw_game_refuse (error, action, _("the Shadow Mimes swap with a combo of the row (0 to %u)"), game->row->len);
      SwCombo *combo = &g_array_index (game->row, SwCombo, position);
      gint before = sw_game_catalog_int (game, "power", band->power, "tokens");
      gint after = sw_game_catalog_int (game, "power", combo->power, "tokens");
      char *kept = combo->power;
      combo->power = band->power;
      band->power = kept;
      if (before > 0 && after > 0)
        {
          /* The tokens follow the badge: to or from the box. */
          gint change = MAX (-band->hand, MIN (after - before, band->supply));
          band->hand += change;
          band->supply -= change;
        }
    }
  else if (g_strcmp0 (action->via, "battlefield") == 0)
    {
      /* docs/rules.md 1.12: a neutral race on the Battlefield sides with the
       * Alliance or the Horde for this turn. */
      if (band == NULL || (g_strcmp0 (action->target, "alliance") != 0 && g_strcmp0 (action->target, "horde") != 0))
        return sw_game_refuse (error, action, _("the Battlefield's side is alliance or horde"));
      if (g_strcmp0 (sw_game_race_faction (game, player->active), "neutral") != 0)
        sw_game_warn (game, _("only a neutral race picks a side on the Battlefield"));
      g_free (band->side);
      band->side = g_strdup (action->target);
    }
  else if (g_strcmp0 (action->via, "diplomat") == 0)
    {
      /* docs/rules.md 2.2 Diplomat: a player whose active race you did not attack this turn. */
      gint seat = action->target != NULL ? atoi (action->target) : -1;
      if (band == NULL || seat < 0 || (guint) seat >= game->players->len || (guint) seat == game->seat)
        return sw_game_refuse (error, action, _("the Diplomat names another player's seat"));
      for (guint i = 0; i < band->conquered_from->len; i++)
        {
          SwBand *from = sw_game_band (game, GPOINTER_TO_INT (g_ptr_array_index (band->conquered_from, i)) - 1);
          if (from != NULL && from->owner == (guint) seat && from->state == SW_BAND_ACTIVE)
            sw_game_warn (game, _("%s was attacked this turn and cannot be the Diplomat's ally"), sw_game_player (game, seat)->name);
        }
      band->ally = seat;
    }
  else if (g_strcmp0 (action->via, "wickedest-pentacle") == 0)
    {
      /* docs/rules.md 4.1: the Balrog conquers a region next to the Pentacle; its
       * occupant loses 2 tokens, the region then belongs to nobody (it
       * scores for nobody). Later moves: the same action. */
      gint region = sw_game_region_index (game, action->region);
      if (region < 0)
        return sw_game_refuse_region (error, action, action->region);
      SwRegionState *state = sw_game_region_state (game, region);
      SwBand *victim = sw_game_band (game, state->band);
      /* docs/rules.md 2.3 Gnomes: the Balrog cannot take their regions. */
      if (victim != NULL && victim->owner != game->seat && victim->state == SW_BAND_ACTIVE
          && g_strcmp0 (victim->race, "gnomes") == 0)
        sw_game_warn (game, _("%s: the Balrog cannot take a Gnome region"), action->region);
      if (victim != NULL && state->tokens > 0)
        {
          gint lost = MIN (2, state->tokens);
          victim->supply += lost;
          victim->hand += state->tokens - lost;
        }
      state->band = -1;
      state->tokens = 0;
      state->natives = 0;
      for (guint i = 0; i < game->regions->len; i++)
        sw_game_set_marker (game, i, "balrog", 0);
      sw_game_set_marker (game, region, "balrog", 1);
    }
  else if (g_strcmp0 (action->via, "altar-of-souls") == 0)
    {
      /* docs/rules.md 4.1 Altar of Souls: discard 1 decline token anywhere, +3
       * (I-U6: any player's); before scoring, so the region may score nothing. */
      gint region = sw_game_region_index (game, action->region);
      if (region < 0)
        return sw_game_refuse_region (error, action, action->region);
      SwRegionState *state = sw_game_region_state (game, region);
      SwBand *victim = sw_game_band (game, state->band);
      if (victim == NULL || victim->state == SW_BAND_ACTIVE || state->tokens <= 0)
        sw_game_warn (game, _("%s holds no decline token"), action->region);
      else
        {
          victim->supply++;
          if (--state->tokens == 0)
            state->band = -1;
          sw_game_add_turn_item (game, "altar-of-souls", 3, _("Altar of Souls, a decline token discarded"));
        }
    }
  else if (g_strcmp0 (action->via, "stonehedge") == 0)
    {
      /* docs/rules.md 4.1 Stonehedge: the badge drawn on discovery is linked to it. */
      gint region = sw_game_region_index (game, action->region);
      if (region < 0 || action->target == NULL
          || (game->catalog != NULL && sw_catalog_find (game->catalog, "power", action->target) == NULL))
        return sw_game_refuse (error, action, _("Stonehedge links a power badge of the edition to its region"));
      SwRegionState *state = sw_game_region_state (game, region);
      g_free (state->linked);
      state->linked = g_strdup (action->target);
    }
  else if (g_strcmp0 (action->via, "goblins") == 0)
    {
      /* docs/rules.md 2.5 Goblins: a bomb revealed at the start of the turn; an
       * explosion empties the region like a conquest (1 lost, the rest
       * withdraw) but is no conquest (Q9). */
      gint region = sw_game_region_index (game, action->region);
      if (region < 0)
        return sw_game_refuse_region (error, action, action->region);
      if (g_strcmp0 (action->target, "dud") != 0)
        sw_game_remove_defender (game, region, -1, FALSE);
      sw_game_set_marker (game, region, "bomb", 0);
    }
  else if (g_strcmp0 (action->via, "harmony") == 0)
    {
      /* docs/rules.md 2.5 Pandaren: the holder of a harmony token pays 2 before attacking them. */
      gint seat = action->target != NULL ? atoi (action->target) : -1;
      if (seat < 0 || (guint) seat >= game->players->len || (guint) seat == game->seat)
        return sw_game_refuse (error, action, _("harmony names the Pandaren player's seat"));
      if (player->coins < 2)
        sw_game_warn (game, _("%s cannot pay the Pandaren 2 coins, so cannot attack them"), player->name);
      else
        {
          sw_game_transfer (game, game->seat, -2, "pandaren", _("paid the Pandaren's harmony"));
          sw_game_transfer (game, seat, 2, "pandaren", _("Pandaren's harmony"));
        }
    }
  else if (g_strcmp0 (action->via, "forsaken") == 0)
    {
      /* docs/rules.md 2.5 Forsaken: 1 coin per new token, one per token made to lose. */
      gint n = action->target != NULL ? atoi (action->target) : 1;
      if (band == NULL || g_strcmp0 (band->race, "forsaken") != 0 || n < 0)
        return sw_game_refuse (error, action, _("%s has no active Forsaken to buy tokens"), player->name);
      if ((guint) n > band->losses_caused)
        sw_game_warn (game, g_dngettext (GETTEXT_PACKAGE,
                                          "%d Forsaken bought, but only %u token was made to lose",
                                          "%d Forsaken bought, but only %u tokens were made to lose",
                                          band->losses_caused),
                      n, band->losses_caused);
      n = MIN (n, MIN (player->coins, band->supply));
      band->hand += n;
      band->supply -= n;
      g_autofree char *what = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Forsaken, %d token bought",
                                                              "Forsaken, %d tokens bought", n), n);
      if (n > 0)
        sw_game_transfer (game, game->seat, -n, "forsaken", what);
    }
  return TRUE;
}
