/* sw-effects-warcraft.c: Small World of Warcraft's races, powers, artifacts and places (docs/rules.md 1.12, 2.5, 2.6, 4.3, 4.4). */
#define G_LOG_DOMAIN "sw-effects"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "sw-effects.h"
#include "sw-game-state.h"
#include "sw-cost.h"
#include "sw-score.h"

/* ---- races ------------------------------------------------------------ */

/* Orcs: +1 per Alliance-occupied region conquered this turn (adds to the
 * faction bonus, docs/rules.md 6.2 E10). */
static void
orcs_score (const SwEffectContext *ctx, GPtrArray *items)
{
  guint n = 0;
  for (guint i = 0; i < ctx->b->conquered_from->len; i++)
    {
      gint from = GPOINTER_TO_INT (g_ptr_array_index (ctx->b->conquered_from, i)) - 1;
      n += from >= 0 && g_strcmp0 (sw_game_race_faction (ctx->game, from), "alliance") == 0;
    }
  if (ctx->active && n > 0)
    sw_score_add (items, "orcs", n, g_dngettext (GETTEXT_PACKAGE, "Orcs, %u Alliance region conquered", "Orcs, %u Alliance regions conquered", n), n);
}

/* Trolls: −1 on non-empty regions. */
static void
trolls_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  if (sw_game_region_nonempty (ctx->game, region))
    sw_cost_add (cost, -1, _("Trolls, non-empty −1"));
}

/* Worgen in worgen form: −1 on every conquest this turn. */
static void
worgen_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  if (g_strcmp0 (sw_band_effect_state (ctx->b, sw_game_find_use (ctx->game, "worgen"))->text, "worgen") == 0)
    sw_cost_add (cost, -1, _("Worgen form −1"));
}

/* Ethereals: −2 to conquer a region holding a legendary place (once per
 * turn at the table). */
static void
ethereals_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  const char *place = sw_game_region_state (ctx->game, region)->place;
  if (place != NULL && ctx->game->catalog != NULL && sw_catalog_find (ctx->game->catalog, "place", place) != NULL)
    sw_cost_add (cost, -2, _("Ethereals, legendary place −2"));
}

/* ---- powers ----------------------------------------------------------- */

/* Bog Dweller?: the conqueror of one of its Swamp regions pays 1, in
 * decline too (docs/rules.md 2.6). */
static void
bog_dweller_conquered (const SwEffectContext *ctx, gint attacker, guint region)
{
  if (!sw_game_region_is_terrain (ctx->game, region, "swamp"))
    return;
  SwBand *by = sw_game_band (ctx->game, attacker);
  if (sw_game_player (ctx->game, by->owner)->coins <= 0)
    return;
  sw_game_transfer (ctx->game, by->owner, -1, "bog-dweller", _("Bog Dweller's toll"));
  sw_game_transfer (ctx->game, ctx->b->owner, 1, "bog-dweller", _("Bog Dweller's toll"));
}


static gboolean
is_kind (SwGame *game, const char *kind, const char *id)
{
  return id != NULL && game->catalog != NULL && sw_catalog_find (game->catalog, kind, id) != NULL;
}

static void
archaeologist_score (const SwEffectContext *ctx, GPtrArray *items)
{
  guint n = 0;
  for (guint i = 0; i < ctx->game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (ctx->game, i);
      if (state->band != ctx->band || state->tokens <= 0)
        continue;
      /* +1 per artifact and per legendary place controlled (docs/rules.md 2.6):
       * an artifact is a marker of its region, a place its place slot. */
      n += is_kind (ctx->game, "place", state->place);
      if (state->markers != NULL)
        {
          GHashTableIter iter;
          gpointer key;
          g_hash_table_iter_init (&iter, state->markers);
          while (g_hash_table_iter_next (&iter, &key, NULL))
            n += is_kind (ctx->game, "artifact", key);
        }
    }
  if (ctx->active && n > 0)
    sw_score_add (items, "archaeologist", n, g_dngettext (GETTEXT_PACKAGE, "Archaeologist, %u artifact and places", "Archaeologist, %u artifacts and places", n), n);
}

static void
battle_master_score (const SwEffectContext *ctx, GPtrArray *items)
{
  guint n = ctx->b->conquests_nonempty;
  if (ctx->active && n > 0)
    sw_score_add (items, "battle-master", n, g_dngettext (GETTEXT_PACKAGE, "Battle Master, %u non-empty region conquered", "Battle Master, %u non-empty regions conquered", n), n);
}

/* Enraged: + the defending race tokens of each conquest defended by 2 or
 * more (docs/rules.md 8: the Champion and beasts count, walls and forts not). */
static void
enraged_score (const SwEffectContext *ctx, GPtrArray *items)
{
  gint n = 0;
  for (guint i = 0; i < ctx->b->conquered_defenders->len; i++)
    {
      gint d = g_array_index (ctx->b->conquered_defenders, gint, i);
      if (d >= 2)
        n += d;
    }
  if (ctx->active && n > 0)
    sw_score_add (items, "enraged", n, _("Enraged, strong defences beaten"));
}

static void
explorer_score (const SwEffectContext *ctx, GPtrArray *items)
{
  SwGame *game = ctx->game;
  g_autoptr(GHashTable) boards = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band == ctx->band && state->tokens > 0)
        g_hash_table_add (boards, sw_map_region_board (game->map, sw_game_map_region (game, i)));
    }
  guint n = g_hash_table_size (boards);
  if (ctx->active && n > 0)
    sw_score_add (items, "explorer", n, g_dngettext (GETTEXT_PACKAGE, "Explorer, %u board", "Explorer, %u boards", n), n);
}

/* Fisherman: +1 per occupied region adjacent to a sea or lake (X-1; a sea
 * held by Naga counts when it is adjacent to one, docs/rules.md 8). */
static void
fisherman_score (const SwEffectContext *ctx, GPtrArray *items)
{
  SwGame *game = ctx->game;
  guint n = 0;
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band != ctx->band || state->tokens <= 0)
        continue;
      for (guint j = 0; j < game->regions->len; j++)
        if (j != i && sw_game_region_is_water (game, j) && sw_game_adjacent (game, i, j))
          {
            n++;
            break;
          }
    }
  if (ctx->active && n > 0)
    sw_score_add (items, "fisherman", n, g_dngettext (GETTEXT_PACKAGE, "Fisherman, %u region by the water", "Fisherman, %u regions by the water", n), n);
}

/* ---- uses: power actions and what conquests are made with ---------- */

/* docs/rules.md 2.5 Worgen: human form +2 now, or pay 1 for −1 on every
 * conquest. */
static gboolean
worgen_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);

  if (band == NULL || g_strcmp0 (band->race, action->via) != 0)
    return sw_game_refuse (error, action, _("%s has no active Worgen"), player->name);
  SwEffectState *form = sw_band_effect_state (band, self);
  g_free (form->text);
  form->text = g_strdup (g_strcmp0 (action->target, "worgen") == 0 ? "worgen" : "human");
  if (g_str_equal (form->text, "human"))
    sw_game_transfer (game, game->seat, 2, "worgen", _("Worgen, human form"));
  else if (player->coins >= 1)
    sw_game_transfer (game, game->seat, -1, "worgen", _("Worgen, worgen form"));
  else
    sw_game_warn (game, _("%s cannot pay for the worgen form"), player->name);
  return TRUE;
}

/* docs/rules.md 2.6 Portal Mage: swap all tokens of 2 Magic regions (the
 * symbol of its entry; markers and places stay). */
static gboolean
portal_mage_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  const char *magic = self->flag_symbol;
  gint a = sw_game_region_index (game, action->region), c = sw_game_region_index (game, action->target);
  if (a < 0 || c < 0)
    return sw_game_refuse (error, action, _("the Portal Mage swaps two regions of the map"));
  if (!sw_region_has_symbol (sw_game_map_region (game, a), magic) || !sw_region_has_symbol (sw_game_map_region (game, c), magic))
    sw_game_warn (game, _("the Portal Mage swaps Magic regions only"));
  SwRegionState *x = sw_game_region_state (game, a), *y = sw_game_region_state (game, c);
  gint band_x = x->band, tokens_x = x->tokens, natives_x = x->natives;
  x->band = y->band; x->tokens = y->tokens; x->natives = y->natives;
  y->band = band_x; y->tokens = tokens_x; y->natives = natives_x;
  return TRUE;
}

/* docs/rules.md 2.6 Intimidator?: 1 token of an adjacent enemy region moves
 * to another region of its race (target) or is discarded; murlocs are
 * discarded; a wall or fort goes first. */
static gboolean
intimidator_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);

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
  return TRUE;
}

/* docs/rules.md 1.12: a neutral race on the Battlefield sides with the
 * Alliance or the Horde for this turn. */
static gboolean
battlefield_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);

  if (band == NULL || (g_strcmp0 (action->target, "alliance") != 0 && g_strcmp0 (action->target, "horde") != 0))
    return sw_game_refuse (error, action, _("the Battlefield's side is alliance or horde"));
  if (g_strcmp0 (sw_game_race_faction (game, player->active), "neutral") != 0)
    sw_game_warn (game, _("only a neutral race picks a side on the Battlefield"));
  SwEffectState *side = sw_band_effect_state (band, self);
  g_free (side->text);
  side->text = g_strdup (action->target);
  return TRUE;
}

/* docs/rules.md 2.5 Goblins: a bomb revealed at the start of the turn; an
 * explosion empties the region like a conquest (1 lost, the rest withdraw)
 * but is no conquest (Q9). */
static gboolean
goblins_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  gint region = sw_game_region_index (game, action->region);
  if (region < 0)
    return sw_game_refuse_region (error, action, action->region);
  if (g_strcmp0 (action->target, "dud") != 0)
    sw_game_remove_defender (game, region, -1, FALSE);
  sw_game_set_marker (game, region, "bomb", 0);
  return TRUE;
}

/* docs/rules.md 2.5 Pandaren: the holder of a harmony token pays 2 before
 * attacking them. */
static gboolean
harmony_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);

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
  return TRUE;
}

/* docs/rules.md 2.5 Forsaken: 1 coin per new token, one per token made to
 * lose. */
static gboolean
forsaken_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);

  gint n = action->target != NULL ? atoi (action->target) : 1;
  if (band == NULL || g_strcmp0 (band->race, action->via) != 0 || n < 0)
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
  return TRUE;
}

/* docs/rules.md 4.3 Doomhammer: a region with 1 token, whatever its defence. */
static gboolean
doomhammer_cost (SwGame *game, const SwEffect *self, gint band, guint region, SwCost *cost)
{
  SwRegionState *state = sw_game_region_state (game, region);

  (void) band;
  if (state->tokens + state->natives > 1)
    sw_cost_warn (cost, _("the Doomhammer takes a region held by a single token"));
  sw_cost_add (cost, 1, _("Doomhammer: 1 token whatever the defence"));
  return TRUE;
}

/* docs/rules.md 4.3 / I-W4: pay 2 to the region's previous occupier, else the bank. */
static void
doomhammer_conquering (SwGame *game, const SwEffect *self, gint band, guint region, gint previous)
{
  SwBand *owner = sw_game_band (game, previous);

  (void) band;
  (void) region;
  sw_game_transfer (game, game->seat, -2, "doomhammer", sw_game_entry_name (game, "artifact", "doomhammer"));
  if (owner != NULL && owner->owner != game->seat)
    sw_game_transfer (game, owner->owner, 2, "doomhammer", sw_game_entry_name (game, "artifact", "doomhammer"));
}

/* docs/rules.md 2.6 Champion: once per turn an adjacent region, for free. */
static gboolean
champion_cost (SwGame *game, const SwEffect *self, gint band, guint region, SwCost *cost)
{
  (void) game;
  (void) band;
  (void) region;
  sw_cost_add (cost, 1, _("Champion: he conquers alone, for free"));
  return TRUE;
}

/* docs/rules.md 2.6 Champion: he moves to the region he conquered. */
static void
champion_conquered (SwGame *game, const SwEffect *self, gint band, guint region)
{
  (void) band;
  for (guint i = 0; i < game->regions->len; i++)
    sw_game_set_marker (game, i, "champion", 0);
  sw_game_set_marker (game, region, "champion", 1);
}

/* ---- faction bonus, artifacts and places --------------------------------- */

/* docs/rules.md 1.12: +1 per distinct race of the opposite faction the active
 * race conquered from this turn; up to 2 per race on the Battlefield. */
static void
faction_score (SwGame *game, gint band, GPtrArray *items)
{
  SwBand *b = sw_game_band (game, band);
  const char *mine = sw_game_race_faction (game, band);
  gboolean battlefield = FALSE;
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      const SwEffect *place = state->band == band && state->tokens > 0 ? sw_game_region_place (game, i) : NULL;
      battlefield |= place != NULL && (place->place_flags & SW_PLACE_FACTION_DOUBLED);
    }
  const char *side = b != NULL ? sw_band_effect_state (b, sw_game_find_use (game, "battlefield"))->text : NULL;
  if (mine != NULL && g_str_equal (mine, "neutral") && battlefield && side != NULL)
    mine = side;   /* it sided for this turn */
  if (mine == NULL || g_str_equal (mine, "neutral"))
    return;   /* neutral races give and receive nothing */
  const char *enemy = g_str_equal (mine, "alliance") ? "horde" : "alliance";
  g_autoptr(GHashTable) counts = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < b->conquered_from->len; i++)
    {
      gint from = GPOINTER_TO_INT (g_ptr_array_index (b->conquered_from, i)) - 1;
      if (from < 0 || g_strcmp0 (sw_game_race_faction (game, from), enemy) != 0)
        continue;
      gpointer key = GINT_TO_POINTER (from + 1);
      g_hash_table_replace (counts, key, GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (counts, key)) + 1));
    }
  gint n = 0;
  GHashTableIter iter;
  gpointer value;
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    n += MIN (GPOINTER_TO_INT (value), battlefield ? 2 : 1);
  if (n > 0)
    sw_score_add (items, "faction", n, g_str_equal (enemy, "horde")
                  ? (battlefield ? g_dngettext (GETTEXT_PACKAGE, "Faction bonus, %u Horde race (Battlefield)",
                                                "Faction bonus, %u Horde races (Battlefield)", g_hash_table_size (counts))
                                 : g_dngettext (GETTEXT_PACKAGE, "Faction bonus, %u Horde race",
                                                "Faction bonus, %u Horde races", g_hash_table_size (counts)))
                  : (battlefield ? g_dngettext (GETTEXT_PACKAGE, "Faction bonus, %u Alliance race (Battlefield)",
                                                "Faction bonus, %u Alliance races (Battlefield)", g_hash_table_size (counts))
                                 : g_dngettext (GETTEXT_PACKAGE, "Faction bonus, %u Alliance race",
                                                "Faction bonus, %u Alliance races", g_hash_table_size (counts))),
                  g_hash_table_size (counts));
}

/* Which race holds most regions adjacent to @well (ties: nobody). */
static gint
well_winner (SwGame *game, guint well)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band < 0 || state->tokens <= 0 || !sw_game_adjacent (game, i, well))
        continue;
      gpointer key = GINT_TO_POINTER (state->band + 1);
      g_hash_table_replace (counts, key, GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (counts, key)) + 1));
    }
  gint best = -1, best_count = 0;
  gboolean tie = FALSE;
  GHashTableIter iter;
  gpointer key, value;
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      gint c = GPOINTER_TO_INT (value);
      if (c > best_count)
        {
          best = GPOINTER_TO_INT (key) - 1;
          best_count = c;
          tie = FALSE;
        }
      else if (c == best_count)
        tie = TRUE;
    }
  return tie ? -1 : best;
}

/* Heart of Azeroth: 1 from each opponent with an active race next to it,
 * for the active race holding it; immune regions never pay (docs/rules.md 8). */
static void
heart_of_azeroth_score (SwGame *game, guint player, guint heart, GPtrArray *items)
{
  SwPlayer *holder = sw_game_player (game, player);
  if (holder->active < 0 || sw_game_region_state (game, heart)->band != holder->active)
    return;
  for (guint p = 0; p < game->players->len; p++)
    {
      SwPlayer *victim = sw_game_player (game, p);
      if (p == player || victim->active < 0 || victim->coins <= 0)
        continue;
      gboolean touches = FALSE;
      for (guint i = 0; i < game->regions->len && !touches; i++)
        touches = sw_game_region_state (game, i)->band == victim->active && sw_game_region_state (game, i)->tokens > 0
                  && sw_game_marker_count (game, i, "watchtower") == 0 && sw_game_adjacent (game, i, heart);
      if (touches)
        {
          sw_score_add (items, "heart-of-azeroth", 1, _("Heart of Azeroth, from %s"), victim->name);
          ((SwScoreItem *) g_ptr_array_index (items, items->len - 1))->payer = p;
        }
    }
}

/* The edition's own coins: the faction bonus of the active race. */
static void
warcraft_score (SwGame *game, guint player, GPtrArray *items)
{
  SwPlayer *p = sw_game_player (game, player);
  if (p->active >= 0)
    faction_score (game, p->active, items);
}

/* Well of Eternity: 2 to the race with most regions around it, held or
 * not; works in decline; only race tokens count (docs/rules.md 8). */
static void
well_of_eternity_score (SwGame *game, guint player, guint region, GPtrArray *items)
{
  SwBand *band = sw_game_band (game, well_winner (game, region));
  if (band != NULL && band->owner == player)
    sw_score_add (items, "well-of-eternity", 2, _("Well of Eternity, most regions around it"));
}

/* Karazhan: 1 for each other region of its terrain its holder has. */
static void
karazhan_score (SwGame *game, guint player, guint region, GPtrArray *items)
{
  if (!sw_game_place_pays (game, player, region))
    return;
  SwRegionState *state = sw_game_region_state (game, region);
  guint same = sw_game_band_count (game, state->band, sw_game_map_region (game, region)->terrain, NULL);
  if (same > 1)
    sw_score_add (items, "karazhan", same - 1, g_dngettext (GETTEXT_PACKAGE, "Karazhan, %u other region of its terrain",
                                                        "Karazhan, %u other regions of its terrain", same - 1),
                  same - 1);
}

/* Aegis of Aggramar: its region is immune unless the attacker pays its
 * owner 2 coins (docs/rules.md 4.3). */
static void
aegis_of_aggramar_guard_cost (SwGame *game, gint attacker, guint region, SwCost *cost)
{
  SwBand *occupant = sw_game_band (game, sw_game_region_state (game, region)->band);
  SwBand *band = sw_game_band (game, attacker);
  if (occupant != NULL && band != NULL && occupant->owner != band->owner)
    sw_cost_warn (cost, _("the Aegis of Aggramar: immune unless you pay its owner 2 coins"));
}

static gboolean
aegis_of_aggramar_guard_conquered (SwGame *game, gint attacker, guint region, gint previous)
{
  (void) region;
  SwBand *band = sw_game_band (game, attacker);
  SwBand *occupant = sw_game_band (game, previous);
  if (occupant != NULL && occupant->owner != band->owner)
    {
      sw_game_transfer (game, band->owner, -2, "aegis-of-aggramar", _("paid to pass the Aegis of Aggramar"));
      sw_game_transfer (game, occupant->owner, 2, "aegis-of-aggramar", _("Aegis of Aggramar toll"));
    }
  return FALSE;
}

/* ---- markers ------------------------------------------------------------- */

/* docs/rules.md 1.6 / 2.6 Champion: the fall of his region to another
 * player costs no token and pays 1 coin ransom to the conqueror; the
 * Champion is redeployed. */
static gboolean
champion_guard_conquered (SwGame *game, gint attacker, guint region, gint previous)
{
  SwBand *band = sw_game_band (game, attacker);
  SwBand *occupant = sw_game_band (game, previous);
  if (occupant == NULL || occupant->owner == band->owner)
    return FALSE;
  if (sw_game_player (game, occupant->owner)->coins > 0)
    {
      sw_game_transfer (game, occupant->owner, -1, "champion", _("Champion's ransom"));
      sw_game_transfer (game, band->owner, 1, "champion", _("Champion's ransom"));
    }
  sw_game_set_marker (game, region, "champion", 0);
  return TRUE;
}

/* docs/rules.md 2.5 Humans: a non-Horde conqueror of an objective gets 2;
 * the active Humans 2 more if they are not him; the objective goes. */
static gboolean
objective_guard_conquered (SwGame *game, gint attacker, guint region, gint previous)
{
  (void) previous;
  if (g_strcmp0 (sw_game_race_faction (game, attacker), "horde") == 0)
    return FALSE;
  SwBand *band = sw_game_band (game, attacker);
  sw_game_transfer (game, band->owner, 2, "humans", _("Humans' objective taken"));
  for (guint i = 0; i < game->bands->len; i++)
    {
      SwBand *humans = sw_game_band (game, i);
      if (sw_band_has_flag (game, i, SW_FLAG_OBJECTIVES) && humans->state == SW_BAND_ACTIVE && humans->owner != band->owner)
        sw_game_transfer (game, humans->owner, 2, "humans", _("Humans, objective reached"));
    }
  sw_game_set_marker (game, region, "objective", 0);
  return FALSE;
}

static const SwEffect effects[] = {
  /* Races (docs/rules.md 2.5). */
  { .id = "blood-elves", .kind = SW_EFFECT_RACE, .bonus_symbol = "magic" },
  { .id = "draenei", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_FIRST_LOSS_SAVED },
  { .id = "dwarves", .kind = SW_EFFECT_RACE, .discount_terrain = "mountain", .discount = 2 },
  { .id = "ethereals", .kind = SW_EFFECT_RACE, .cost = ethereals_cost },
  { .id = "forsaken", .kind = SW_EFFECT_RACE },    /* purchases: adjust actions */
  { .id = "gnomes", .kind = SW_EFFECT_RACE },
  { .id = "goblins", .kind = SW_EFFECT_RACE, .own_marker = "bomb" },
  { .id = "humans", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_OBJECTIVES, .placed_marker = "objective" },
  { .id = "kobolds", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_CAVES_ANYWHERE, .flag_symbol = "cave" },
  { .id = "naga", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_SEAS },
  { .id = "night-elves", .kind = SW_EFFECT_RACE, .discount_terrain = "forest",
    .conquest_marker = "wisp-wall", .conquest_marker_terrain = "forest" },
  { .id = "orcs", .kind = SW_EFFECT_RACE, .score = orcs_score },
  { .id = "pandaren", .kind = SW_EFFECT_RACE, .named_by = "harmony" },
  { .id = "tauren", .kind = SW_EFFECT_RACE, .keep = 2 },
  { .id = "trolls", .kind = SW_EFFECT_RACE, .cost = trolls_cost },
  { .id = "worgen", .kind = SW_EFFECT_RACE, .cost = worgen_cost },
  /* Powers (docs/rules.md 2.6). */
  { .id = "archaeologist", .kind = SW_EFFECT_POWER, .score = archaeologist_score },
  { .id = "battle-master", .kind = SW_EFFECT_POWER, .score = battle_master_score },
  { .id = "beastmaster", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_BEASTS, .flag_marker = "beast",
    .flag_terrain = "hill" },
  { .id = "blacksmith", .kind = SW_EFFECT_POWER, .discount_all = 1 },
  { .id = "champion", .kind = SW_EFFECT_POWER },
  { .id = "defender", .kind = SW_EFFECT_POWER, .own_marker = "watchtower" }, /* immune */
  { .id = "enraged", .kind = SW_EFFECT_POWER, .score = enraged_score },
  { .id = "explorer", .kind = SW_EFFECT_POWER, .score = explorer_score },
  { .id = "farmer", .kind = SW_EFFECT_POWER, .bonus_terrain = "field" },
  { .id = "fisherman", .kind = SW_EFFECT_POWER, .score = fisherman_score },
  { .id = "fortified", .kind = SW_EFFECT_POWER, .own_marker = "fort" }, /* +1 defence, no coins (I-W5) */
  { .id = "herbalist", .kind = SW_EFFECT_POWER, .bonus_terrain = "hill" },
  { .id = "intimidator", .kind = SW_EFFECT_POWER },
  { .id = "bog-dweller", .kind = SW_EFFECT_POWER, .conquered = bog_dweller_conquered },
  { .id = "miner", .kind = SW_EFFECT_POWER, .bonus_symbol = "cave" },
  { .id = "mountaineer", .kind = SW_EFFECT_POWER, .bonus_terrain = "mountain" },
  { .id = "portal-mage", .kind = SW_EFFECT_POWER },
  { .id = "ranger", .kind = SW_EFFECT_POWER, .bonus_terrain = "forest" },
  { .id = "sailor", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_NO_TRAVEL_FEE },
  { .id = "swamp-walker", .kind = SW_EFFECT_POWER, .bonus_terrain = "swamp" },
  /* Uses (docs/game-format.md: an action's via). */
  { .id = "ashes-of-alar", .kind = SW_EFFECT_USE, .flags = SW_FLAG_ANY_DISTANCE },
  { .id = "battlefield", .kind = SW_EFFECT_USE, .use = battlefield_use, .state_lasts = SW_STATE_TURN },
  { .id = "champion", .kind = SW_EFFECT_USE, .flags = SW_FLAG_ALONE, .use_cost = champion_cost,
    .conquered_with = champion_conquered },
  { .id = "doomhammer", .kind = SW_EFFECT_USE, .use_cost = doomhammer_cost, .conquering = doomhammer_conquering },
  { .id = "forsaken", .kind = SW_EFFECT_USE, .use = forsaken_use },
  { .id = "frostmourne", .kind = SW_EFFECT_USE, .discount_all = 2 },
  { .id = "gnomes", .kind = SW_EFFECT_USE, .flags = SW_FLAG_DIE_FIRST | SW_FLAG_AIR_STRIKE | SW_FLAG_ANY_DISTANCE,
    .state_lasts = SW_STATE_TURN },   /* once a turn */
  { .id = "goblins", .kind = SW_EFFECT_USE, .use = goblins_use },
  { .id = "harmony", .kind = SW_EFFECT_USE, .use = harmony_use },
  { .id = "intimidator", .kind = SW_EFFECT_USE, .use = intimidator_use },
  { .id = "portal-mage", .kind = SW_EFFECT_USE, .flag_symbol = "magic", .use = portal_mage_use },
  { .id = "worgen", .kind = SW_EFFECT_USE, .use = worgen_use, .state_lasts = SW_STATE_TURN },
  /* Places (docs/rules.md 4.4): their coins are the catalog's (Dark Portal's 2). */
  { .id = "battlefield", .kind = SW_EFFECT_PLACE, .place_flags = SW_PLACE_FACTION_DOUBLED },  /* and via="battlefield" */
  { .id = "dark-portal", .kind = SW_EFFECT_PLACE },
  { .id = "karazhan", .kind = SW_EFFECT_PLACE, .held_score = karazhan_score },
  { .id = "lights-hope-chapel", .kind = SW_EFFECT_PLACE, .place_flags = SW_PLACE_NO_LOSS },
  { .id = "meeting-stone", .kind = SW_EFFECT_PLACE, .place_flags = SW_PLACE_NO_TRAVEL_FEE },
  { .id = "spirit-healer", .kind = SW_EFFECT_PLACE, .redeploy_tokens = 1 },
  { .id = "well-of-eternity", .kind = SW_EFFECT_PLACE, .held_score = well_of_eternity_score },
  /* What is held acts in the table's order when its region falls: the
   * Champion (a marker, docs/rules.md 2.6) first, so that his ransom is
   * paid from what the defender had before the Aegis's toll, and the
   * Humans' objectives (2.5) last. */
  { .id = "champion", .kind = SW_EFFECT_MARKER, .guard_conquered = champion_guard_conquered },
  /* Artifacts (docs/rules.md 4.3); the conquests made with them are uses (above). */
  { .id = "aegis-of-aggramar", .kind = SW_EFFECT_ARTIFACT, .guard_cost = aegis_of_aggramar_guard_cost,
    .guard_conquered = aegis_of_aggramar_guard_conquered },
  { .id = "ashes-of-alar", .kind = SW_EFFECT_ARTIFACT },
  { .id = "doomhammer", .kind = SW_EFFECT_ARTIFACT },
  { .id = "frostmourne", .kind = SW_EFFECT_ARTIFACT },
  { .id = "heart-of-azeroth", .kind = SW_EFFECT_ARTIFACT, .held_score = heart_of_azeroth_score },
  { .id = "objective", .kind = SW_EFFECT_MARKER, .guard_conquered = objective_guard_conquered },
  /* Markers (docs/rules.md 1.1, 1.4, 1.6, 1.7, 2.5, 2.6): natives, fixed
   * defences (in the order the cost lists them), immunities, and when they
   * leave their region. */
  { .id = "murloc", .kind = SW_EFFECT_MARKER, .natives = TRUE },
  { .id = "treasure", .kind = SW_EFFECT_MARKER,
    .find_question = N_("The face-down marker here is turned over: which artifact or legendary place is it? "
                        "A few letters of its name, then Enter.") },
  { .id = "mountain", .kind = SW_EFFECT_MARKER, .defence = N_("mountain"), .defence_plural = N_("mountains") },
  { .id = "wisp-wall", .kind = SW_EFFECT_MARKER, .defence = N_("wisp wall"), .defence_plural = N_("wisp walls"),
    .marker_flags = SW_MARKER_GOES_ABANDONED | SW_MARKER_GOES_CONQUERED },
  { .id = "fort", .kind = SW_EFFECT_MARKER, .defence = N_("fort"), .defence_plural = N_("forts"),
    .marker_flags = SW_MARKER_GOES_ABANDONED | SW_MARKER_GOES_CONQUERED },
  { .id = "watchtower", .kind = SW_EFFECT_MARKER, .immunity = N_("a watchtower makes it immune"),
    .marker_flags = SW_MARKER_GOES_CONQUERED },
};

const SwEditionRules sw_edition_warcraft = {
  .id = "warcraft",
  .effects = effects,
  .n_effects = G_N_ELEMENTS (effects),
  .score = warcraft_score,
  .entry_regions = TRUE,
  .decline_loses_all = TRUE,
};
