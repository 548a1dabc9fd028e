/* sw-effects-underground.c: Small World Underground's races, powers, places and relics (docs/rules.md 2.3, 2.4, 4.1, 4.2). */
#define G_LOG_DOMAIN "sw-effects"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "sw-effects.h"
#include "sw-game-state.h"
#include "sw-cost.h"
#include "sw-score.h"

/* ---- races ------------------------------------------------------------ */

/* Cultists: −1 next to the Great Ancient, adjacency made by powers and
 * places included (docs/rules.md 2.3); Q7: it stays, decline or not. */
static void
cultists_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  for (guint i = 0; i < ctx->game->regions->len; i++)
    if (sw_game_marker_count (ctx->game, i, "great-ancient") > 0
        && sw_game_band_adjacent (ctx->game, ctx->band, i, region))
      {
        sw_cost_add (cost, -1, _("Cultists, next to the Great Ancient −1"));
        return;
      }
}

/* Drow: +1 per region with no neighbour holding another race or monsters
 * (the Balrog counts as a monster, docs/rules.md 8). */
static void
drow_score (const SwEffectContext *ctx, GPtrArray *items)
{
  if (!ctx->active)
    return;
  SwGame *game = ctx->game;
  guint n = 0;
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band != ctx->band || state->tokens <= 0)
        continue;
      gboolean alone = TRUE;
      for (guint j = 0; j < game->regions->len && alone; j++)
        {
          SwRegionState *other = sw_game_region_state (game, j);
          if (j == i || !sw_game_adjacent (game, i, j))
            continue;
          if ((other->band >= 0 && other->band != ctx->band && other->tokens > 0) || other->natives > 0
              || sw_game_marker_count (game, j, "balrog") > 0)
            alone = FALSE;
        }
      n += alone;
    }
  if (n > 0)
    sw_score_add (items, "drow", n, g_dngettext (GETTEXT_PACKAGE, "Drow, %u isolated region", "Drow, %u isolated regions", n), n);
}

/* Flames: a region next to the volcano, or next to a Flames region linked
 * to the volcano through Flames regions, is conquered as if empty: the
 * defenders term goes (docs/rules.md 1.4; Q8: they are still removed). */
static void
flames_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  SwGame *game = ctx->game;
  const SwEffect *flames = sw_band_flag_entry (game, ctx->band, SW_FLAG_FIRST_VOLCANO);
  if (flames == NULL)
    return;
  guint n = game->regions->len;
  g_autofree gboolean *linked = g_new0 (gboolean, n);
  gboolean near = FALSE;
  for (guint v = 0; v < n; v++)
    if (sw_game_marker_count (game, v, flames->flag_marker) > 0)
      {
        near |= sw_game_adjacent (game, v, region);
        for (guint i = 0; i < n; i++)
          if (sw_game_region_state (game, i)->band == ctx->band && sw_game_adjacent (game, v, i))
            linked[i] = TRUE;
      }
  /* Spread through Flames regions. */
  for (gboolean grew = TRUE; grew;)
    {
      grew = FALSE;
      for (guint i = 0; i < n; i++)
        if (linked[i])
          for (guint j = 0; j < n; j++)
            if (!linked[j] && sw_game_region_state (game, j)->band == ctx->band && sw_game_adjacent (game, i, j))
              linked[j] = grew = TRUE;
    }
  for (guint i = 0; i < n && !near; i++)
    near = linked[i] && sw_game_adjacent (game, i, region);
  if (!near)
    return;
  SwRegionState *state = sw_game_region_state (game, region);
  gint defenders = state->natives + (state->band >= 0 && state->band != ctx->band ? state->tokens : 0);
  if (defenders > 0)
    sw_cost_add (cost, -defenders, _("Flames, as if empty −%d"), defenders);
}

/* Liches: the conqueror of a decline Lich region pays their owner 1. */
static void
liches_conquered (const SwEffectContext *ctx, gint attacker, guint region)
{
  if (ctx->active)
    return;
  SwBand *by = sw_game_band (ctx->game, attacker);
  SwPlayer *payer = sw_game_player (ctx->game, by->owner);
  if (payer->coins <= 0)
    return;   /* with 0 coins he could not have attacked (docs/rules.md 2.3) */
  sw_game_transfer (ctx->game, by->owner, -1, "liches", _("paid to the Liches"));
  sw_game_transfer (ctx->game, ctx->b->owner, 1, "liches", _("Liches, paid by the conqueror"));
}

/* Liches: a player with no coin cannot attack their decline regions. */
static void
liches_defend_cost (const SwEffectContext *ctx, gint attacker, guint region, SwCost *cost)
{
  SwBand *by = sw_game_band (ctx->game, attacker);

  (void) region;
  if (!ctx->active && by != NULL && sw_game_player (ctx->game, by->owner)->coins <= 0)
    sw_cost_warn (cost, _("with no coin, a player cannot attack decline Liches"));
}

/* Mudmen: +1 token per Mudpool at each redeployment. */
static gint
mudmen_redeploy (const SwEffectContext *ctx)
{
  return ctx->active ? (gint) sw_game_band_count (ctx->game, ctx->band, "mudpool", NULL) : 0;
}

static void
mummies_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  sw_cost_add (cost, 1, _("Mummies +1"));
}

/* ---- powers ----------------------------------------------------------- */

static gboolean
is_place (SwGame *game, const char *id)
{
  return id != NULL && game->catalog != NULL && sw_catalog_find (game->catalog, "place", id) != NULL;
}

static void
adventurous_score (const SwEffectContext *ctx, GPtrArray *items)
{
  guint n = 0;
  for (guint i = 0; i < ctx->game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (ctx->game, i);
      n += state->band == ctx->band && state->tokens > 0 && is_place (ctx->game, state->place);
    }
  if (ctx->active && n > 0)
    sw_score_add (items, "adventurous", n, g_dngettext (GETTEXT_PACKAGE, "Adventurous, %u popular place", "Adventurous, %u popular places", n), n);
}

/* Fisher: floor(n/2), n = regions sharing a border with a river. */
static void
fisher_score (const SwEffectContext *ctx, GPtrArray *items)
{
  SwGame *game = ctx->game;
  guint n = 0;
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band != ctx->band || state->tokens <= 0 || sw_game_region_is_terrain (game, i, "river"))
        continue;
      for (guint j = 0; j < game->regions->len; j++)
        if (sw_game_region_is_terrain (game, j, "river") && sw_game_adjacent (game, i, j))
          {
            n++;
            break;
          }
    }
  if (ctx->active && n / 2 > 0)
    sw_score_add (items, "fisher", n / 2, g_dngettext (GETTEXT_PACKAGE, "Fisher, %u coastal region", "Fisher, %u coastal regions", n), n);
}

/* Flocking: +2 when every region is in one group (docs/rules.md 8: one region
 * is one group; none pays nothing). */
static void
flocking_score (const SwEffectContext *ctx, GPtrArray *items)
{
  if (ctx->active && sw_game_band_groups (ctx->game, ctx->band) == 1)
    sw_score_add (items, "flocking", 2, _("Flocking, one group"));
}

static void
frightened_score (const SwEffectContext *ctx, GPtrArray *items)
{
  guint n = 0;
  for (guint i = 0; i < ctx->game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (ctx->game, i);
      n += state->band == ctx->band && state->tokens >= 3;
    }
  if (ctx->active && n > 0)
    sw_score_add (items, "frightened", n, g_dngettext (GETTEXT_PACKAGE, "Frightened, %u region with 3 tokens or more",
                                                    "Frightened, %u regions with 3 tokens or more", n), n);
}

/* Martyr: +1 from the bank when an opponent conquers one of its regions. */
static void
martyr_conquered (const SwEffectContext *ctx, gint attacker, guint region)
{
  if (ctx->active)
    sw_game_transfer (ctx->game, ctx->b->owner, 1, "martyr", _("Martyr, a region lost"));
}

static void
quarreling_score (const SwEffectContext *ctx, GPtrArray *items)
{
  guint n = sw_game_band_groups (ctx->game, ctx->band);
  if (ctx->active && n > 0)
    sw_score_add (items, "quarreling", n, g_dngettext (GETTEXT_PACKAGE, "Quarreling, %u separate group", "Quarreling, %u separate groups", n), n);
}

/* docs/rules.md 8 "immune payers": a region that is immune to other players'
 * powers and relics (Queen, Lara's ghost, Great Ancient, and every region
 * of active Gnomes: docs/rules.md 2.3, in another player's turn, which scoring
 * always is for them) never makes its occupant pay Thieving or the Ring. */
static gboolean
region_pays_nothing (SwGame *game, guint region)
{
  SwRegionState *state = sw_game_region_state (game, region);
  SwBand *occupant = sw_game_band (game, state->band);
  return sw_game_marker_count (game, region, "queen") > 0 || sw_game_marker_count (game, region, "lara-ghost") > 0
         || sw_game_marker_count (game, region, "great-ancient") > 0
         || (occupant != NULL && occupant->state == SW_BAND_ACTIVE && sw_band_has_flag (game, state->band, SW_FLAG_PLAIN_ONLY));
}

/* Thieving: 1 from each other player with an active region next to one of
 * ours, once per player; immune regions never pay (docs/rules.md 8). */
static void
thieving_score (const SwEffectContext *ctx, GPtrArray *items)
{
  SwGame *game = ctx->game;
  if (!ctx->active)
    return;
  for (guint p = 0; p < game->players->len; p++)
    {
      SwPlayer *victim = sw_game_player (game, p);
      if (p == ctx->b->owner || victim->active < 0 || victim->coins <= 0)
        continue;
      gboolean touches = FALSE;
      for (guint i = 0; i < game->regions->len && !touches; i++)
        {
          SwRegionState *state = sw_game_region_state (game, i);
          if (state->band != victim->active || state->tokens <= 0 || region_pays_nothing (game, i))
            continue;
          for (guint j = 0; j < game->regions->len && !touches; j++)
            touches = sw_game_region_state (game, j)->band == ctx->band && sw_game_adjacent (game, i, j);
        }
      if (touches)
        {
          sw_score_add (items, "thieving", 1, _("Thieving, from %s"), victim->name);
          ((SwScoreItem *) g_ptr_array_index (items, items->len - 1))->payer = p;
        }
    }
}

/* Stone: +1 per region with a black mountain (the marker stays where it
 * is, docs/rules.md 1.6). */
static void
stone_score (const SwEffectContext *ctx, GPtrArray *items)
{
  guint n = 0;
  for (guint i = 0; i < ctx->game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (ctx->game, i);
      n += state->band == ctx->band && state->tokens > 0 && sw_game_marker_count (ctx->game, i, "black-mountain") > 0;
    }
  if (ctx->active && n > 0)
    sw_score_add (items, "stone", n, g_dngettext (GETTEXT_PACKAGE, "Stone, %u black mountain", "Stone, %u black mountains", n), n);
}

/* Vengeful: an opponent who takes one of its regions gets a vengeance
 * marker; conquering that player's regions then costs 1 less. */
static guint
seat_bit (guint seat)
{
  return seat < 32 ? 1u << seat : 0;   /* a game file has 6 seats at most */
}

/* The seats holding one of its markers, as bits. */
static SwEffectState *
vengeance (const SwEffectContext *ctx)
{
  return sw_band_effect_state (ctx->b, sw_effect_find (sw_game_edition (ctx->game), SW_EFFECT_POWER, "vengeful"));
}

static void
vengeful_conquered (const SwEffectContext *ctx, gint attacker, guint region)
{
  if (ctx->active)
    vengeance (ctx)->value |= seat_bit (sw_game_band (ctx->game, attacker)->owner);
}

static void
vengeful_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  SwBand *occupant = sw_game_band (ctx->game, sw_game_region_state (ctx->game, region)->band);
  if (occupant != NULL && (vengeance (ctx)->value & seat_bit (occupant->owner)))
    sw_cost_add (cost, -1, _("Vengeful −1"));
}

/* Wise: +2 at the end of each of its owner's turns while it holds a region,
 * only once it is in decline, its decline turn included (docs/rules.md 2.4, 8);
 * SW_FLAG_DECLINE_ONLY keeps an active Wise race, or a Stonehedge linking
 * Wise to an active race, from paying. */
static void
wise_score (const SwEffectContext *ctx, GPtrArray *items)
{
  if (!ctx->active && sw_game_band_regions (ctx->game, ctx->band) > 0)
    sw_score_add (items, "wise", 2, _("Wise (decline)"));
}

/* ---- uses: power actions and what conquests are made with ---------- */

/* docs/rules.md 2.4 Reborn (in decline): a decline region emptied and given
 * 1 token of the active race. */
static gboolean
reborn_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);

  gint region = sw_game_region_index (game, action->region);
  if (region < 0)
    return sw_game_refuse_region (error, action, action->region);
  SwRegionState *state = sw_game_region_state (game, region);
  SwBand *old = sw_game_band (game, state->band);
  if (old == NULL || old->owner != game->seat || old->state == SW_BAND_ACTIVE || g_strcmp0 (old->power, action->via) != 0)
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
  return TRUE;
}

/* docs/rules.md 2.3 Shadow Mimes: on picking, swap badges with a combo of
 * the row (its coins stay); the tokens follow the badge kept. */
static gboolean
shadow_mimes_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);

  gint position = action->target != NULL ? atoi (action->target) : -1;
  if (band == NULL || g_strcmp0 (band->race, action->via) != 0)
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
  return TRUE;
}

/* docs/rules.md 4.1: the Balrog conquers a region next to the Pentacle; its
 * occupant loses 2 tokens, the region then belongs to nobody (it scores for
 * nobody). Later moves: the same action. */
static gboolean
wickedest_pentacle_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  gint region = sw_game_region_index (game, action->region);
  if (region < 0)
    return sw_game_refuse_region (error, action, action->region);
  SwRegionState *state = sw_game_region_state (game, region);
  SwBand *victim = sw_game_band (game, state->band);
  /* docs/rules.md 2.3 Gnomes: the Balrog cannot take their regions. */
  if (victim != NULL && victim->owner != game->seat && victim->state == SW_BAND_ACTIVE
      && sw_band_has_flag (game, state->band, SW_FLAG_PLAIN_ONLY))
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
  return TRUE;
}

/* docs/rules.md 4.1 Altar of Souls: discard 1 decline token anywhere, +3
 * (I-U6: any player's); before scoring, so the region may score nothing. */
static gboolean
altar_of_souls_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
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
  return TRUE;
}

/* docs/rules.md 4.1 Stonehedge: the badge drawn on discovery is linked to
 * it. */
static gboolean
stonehedge_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  gint region = sw_game_region_index (game, action->region);
  if (region < 0 || action->target == NULL
      || (game->catalog != NULL && sw_catalog_find (game->catalog, "power", action->target) == NULL))
    return sw_game_refuse (error, action, _("Stonehedge links a power badge of the edition to its region"));
  SwRegionState *state = sw_game_region_state (game, region);
  g_free (state->linked);
  state->linked = g_strdup (action->target);
  return TRUE;
}

/* docs/rules.md 2.3: the Will-o'-Wisps roll for a region with a crystal
 * or next to their crystal region (the symbol of their entry). */
static gboolean
will_o_wisps_cost (SwGame *game, const SwEffect *self, gint band, guint region, SwCost *cost)
{
  const char *crystal = self->flag_symbol;
  gboolean ok = sw_region_has_symbol (sw_game_map_region (game, region), crystal);
  for (guint i = 0; i < game->regions->len && !ok; i++)
    ok = sw_game_region_state (game, i)->band == band && sw_region_has_symbol (sw_game_map_region (game, i), crystal)
         && sw_game_adjacent (game, i, region);
  if (!ok)
    sw_cost_warn (cost, _("the Will-o'-Wisps roll only for a crystal region or one next to theirs"));
  return FALSE;
}

/* docs/rules.md 4.2 Stinky Troll's Socks: the region as if empty. */
static void
stinky_trolls_socks_discount (SwGame *game, const SwEffect *self, gint band, guint region, SwCost *cost)
{
  SwRegionState *state = sw_game_region_state (game, region);
  gint defenders = state->natives + (state->band >= 0 && state->band != band ? state->tokens : 0);

  if (defenders > 0)
    sw_cost_add (cost, -defenders, _("Stinky Troll's Socks, as if empty −%d"), defenders);
}

/* ---- places and relics (docs/rules.md 4.1, 4.2) ------------------------------ */

/* Keep on the Motherland: +1 defence (its coin is the entry's coins). */
static void
keep_guard_cost (SwGame *game, gint attacker, guint region, SwCost *cost)
{
  (void) game;
  (void) attacker;
  (void) region;
  sw_cost_add (cost, 1, _("Keep on the Motherland +1"));
}

/* Diamond Fields: 1 for this region and each other of its terrain held by
 * the same race. */
static void
diamond_fields_score (SwGame *game, guint player, guint region, GPtrArray *items)
{
  if (!sw_game_place_pays (game, player, region))
    return;
  SwRegionState *state = sw_game_region_state (game, region);
  const char *terrain = sw_game_map_region (game, region)->terrain;
  guint same = sw_game_band_count (game, state->band, terrain, NULL);
  sw_score_add (items, state->place, (gint) same, _("%s, this region and %u more of its terrain"),
                sw_game_entry_name (game, "place", state->place), same - 1);
}

/* Froggy's Ring: 1 from each other player with an active token next to
 * it; nothing from a player with no coin, nor from immune regions (docs/rules.md 8).
 * The Bag copying the Ring pays the same (docs/rules.md 4.2). */
static void
froggys_ring_score (SwGame *game, guint player, guint region, GPtrArray *items)
{
  SwPlayer *p = sw_game_player (game, player);
  SwRegionState *ring = sw_game_region_state (game, region);
  if (ring->band < 0 || ring->band != p->active)
    return;
  for (guint q = 0; q < game->players->len; q++)
    {
      SwPlayer *victim = sw_game_player (game, q);
      gboolean touches = FALSE;
      for (guint j = 0; j < game->regions->len && !touches && q != player && victim->active >= 0; j++)
        touches = sw_game_region_state (game, j)->band == victim->active && sw_game_region_state (game, j)->tokens > 0
                  && !region_pays_nothing (game, j) && sw_game_adjacent (game, region, j);
      if (touches && victim->coins > 0)
        {
          sw_score_add (items, "froggys-ring", 1, _("Froggy's Ring, from %s"), victim->name);
          ((SwScoreItem *) g_ptr_array_index (items, items->len - 1))->payer = q;
        }
    }
}

/* The first region of @player's active race, with tokens, holding the Scepter
 * (or the Bag copying it), or -1. */
static gint
scepter_region (SwGame *game, guint player)
{
  SwPlayer *p = sw_game_player (game, player);
  for (guint i = 0; p->active >= 0 && i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band == p->active && state->tokens > 0 && sw_game_region_has_relic (game, i, "scepter-of-avarice"))
        return (gint) i;
    }
  return -1;
}

/* Scepter of Avarice: doubles its region's own coins, its per-region
 * bonuses and its place (Q6); a place may say what it pays instead
 * (Diamond Fields, docs/rules.md 8), or that it is not doubled (the Mine). */
static void
scepter_of_avarice_score (SwGame *game, guint player, guint region, GPtrArray *items)
{
  if (scepter_region (game, player) != (gint) region)
    return;
  SwRegionState *state = sw_game_region_state (game, region);
  const SwEffect *place = sw_effect_find ("underground", SW_EFFECT_PLACE, state->place);
  if (place != NULL && (place->place_flags & SW_PLACE_UNDOUBLED))
    return;
  SwBand *band = sw_game_band (game, state->band);
  gint coins = place != NULL ? place->scepter_coins : 0;
  if (coins == 0)
    {
      coins = 1;
      const SwEffect *effects[2] = {
        sw_effect_find ("underground", SW_EFFECT_RACE, band->race),
        sw_effect_find ("underground", SW_EFFECT_POWER, band->power),
      };
      for (guint e = 0; e < 2; e++)
        if (effects[e] != NULL
            && ((effects[e]->bonus_terrain != NULL && sw_game_region_is_terrain (game, region, effects[e]->bonus_terrain))
                || (effects[e]->bonus_symbol != NULL && sw_region_has_symbol (sw_game_map_region (game, region), effects[e]->bonus_symbol))))
          coins++;
      if (place != NULL)
        coins += place->coins + sw_game_catalog_int (game, "place", place->id, "coins");
      if (is_place (game, state->place) && sw_band_has_flag (game, state->band, SW_FLAG_PLACES_PAY))
        coins++;
    }
  sw_score_add (items, "scepter-of-avarice", coins, _("Scepter of Avarice, %s doubled"),
                sw_game_map_region (game, region)->id);
}

/* ---- markers ------------------------------------------------------------ */

/* docs/rules.md 4.2: the Bag copies one relic, named by its marker
 * action's target; taking it off the map forgets the copy. */
static void
bag_marked (SwGame *game, const SwAction *action, guint region)
{
  (void) region;
  if (action->target != NULL && (game->catalog == NULL || sw_catalog_find (game->catalog, "relic", action->target) == NULL))
    sw_game_warn (game, _("the Bag copies a relic, and %s is not one"), action->target);
  if (action->count > 0 && action->target != NULL)
    {
      g_free (game->bag_copies);
      game->bag_copies = g_strdup (action->target);
    }
  else if (action->count == 0)
    g_clear_pointer (&game->bag_copies, g_free);
}

static const SwEffect effects[] = {
  /* Races (docs/rules.md 2.3). */
  { .id = "cultists", .kind = SW_EFFECT_RACE, .cost = cultists_cost },
  { .id = "drow", .kind = SW_EFFECT_RACE, .score = drow_score },
  { .id = "flames", .kind = SW_EFFECT_RACE, .cost = flames_cost, .flags = SW_FLAG_FIRST_VOLCANO,
    .flag_marker = "volcano" },
  { .id = "gnomes", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_PLAIN_ONLY },
  { .id = "iron-dwarves", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_HAMMERS },
  { .id = "kraken", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_RIVERS },
  { .id = "liches", .kind = SW_EFFECT_RACE, .defend_cost = liches_defend_cost, .conquered = liches_conquered },
  { .id = "lizardmen", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_RIVER_CROSSING, .flag_terrain = "river" },
  { .id = "mudmen", .kind = SW_EFFECT_RACE, .redeploy_bonus = mudmen_redeploy },
  { .id = "mummies", .kind = SW_EFFECT_RACE, .cost = mummies_cost },
  { .id = "ogres", .kind = SW_EFFECT_RACE, .discount_all = 1 },
  { .id = "shadow-mimes", .kind = SW_EFFECT_RACE },
  { .id = "shrooms", .kind = SW_EFFECT_RACE, .bonus_terrain = "mushroom-forest" },
  { .id = "spiderines", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_CHASM_ADJACENT, .flag_terrain = "chasm" },
  { .id = "will-o-wisps", .kind = SW_EFFECT_RACE },
  /* Powers (docs/rules.md 2.4). */
  { .id = "adventurous", .kind = SW_EFFECT_POWER, .score = adventurous_score, .flags = SW_FLAG_PLACES_PAY },
  { .id = "fisher", .kind = SW_EFFECT_POWER, .score = fisher_score },
  { .id = "flocking", .kind = SW_EFFECT_POWER, .score = flocking_score },
  { .id = "frightened", .kind = SW_EFFECT_POWER, .score = frightened_score },
  { .id = "immortal", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_LOSES_NOTHING },
  { .id = "magic", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_BAG },
  { .id = "martyr", .kind = SW_EFFECT_POWER, .conquered = martyr_conquered },
  { .id = "mining", .kind = SW_EFFECT_POWER, .bonus_symbol = "mining" },
  { .id = "muddy", .kind = SW_EFFECT_POWER, .bonus_terrain = "mudpool", .flags = SW_FLAG_BONUS_IN_DECLINE },
  { .id = "mystic", .kind = SW_EFFECT_POWER, .bonus_symbol = "mystic-crystal" },
  { .id = "quarreling", .kind = SW_EFFECT_POWER, .score = quarreling_score },
  { .id = "reborn", .kind = SW_EFFECT_POWER },
  { .id = "royal", .kind = SW_EFFECT_POWER, .own_marker = "queen" },           /* immune */
  { .id = "shield", .kind = SW_EFFECT_POWER, .own_marker = "mushroom-armor" }, /* +1 defence each */
  { .id = "stone", .kind = SW_EFFECT_POWER, .score = stone_score },
  { .id = "thieving", .kind = SW_EFFECT_POWER, .score = thieving_score },
  { .id = "tomb", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_KEEP_ALL_DECLINE },
  { .id = "vampire", .kind = SW_EFFECT_POWER },    /* conquer via="vampire" (below) */
  { .id = "vanishing", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_VANISHING },
  { .id = "vengeful", .kind = SW_EFFECT_POWER, .cost = vengeful_cost, .conquered = vengeful_conquered,
    .state_lasts = SW_STATE_TO_TURN_END },
  { .id = "wise", .kind = SW_EFFECT_POWER, .score = wise_score, .flags = SW_FLAG_BONUS_IN_DECLINE | SW_FLAG_DECLINE_ONLY },
  /* Uses (docs/game-format.md: an action's via). */
  { .id = "altar-of-souls", .kind = SW_EFFECT_USE, .use = altar_of_souls_use },
  { .id = "flying-doormat", .kind = SW_EFFECT_USE, .flags = SW_FLAG_ANY_DISTANCE },
  { .id = "reborn", .kind = SW_EFFECT_USE, .use = reborn_use },
  { .id = "shadow-mimes", .kind = SW_EFFECT_USE, .use = shadow_mimes_use },
  { .id = "shiny-orb", .kind = SW_EFFECT_USE, .flags = SW_FLAG_REPLACE_ONE },
  { .id = "stonehedge", .kind = SW_EFFECT_USE, .use = stonehedge_use },
  { .id = "stinky-trolls-socks", .kind = SW_EFFECT_USE, .flags = SW_FLAG_NO_LOSS, .use_discount = stinky_trolls_socks_discount },
  { .id = "sword-of-the-killer-rabbit", .kind = SW_EFFECT_USE, .discount_all = 2 },
  { .id = "vampire", .kind = SW_EFFECT_USE, .flags = SW_FLAG_REPLACE_ONE },
  { .id = "wickedest-pentacle", .kind = SW_EFFECT_USE, .use = wickedest_pentacle_use },
  { .id = "will-o-wisps", .kind = SW_EFFECT_USE, .flags = SW_FLAG_DIE_FIRST, .flag_symbol = "mystic-crystal",
    .use_cost = will_o_wisps_cost },
  /* Places (docs/rules.md 4.1): their coins are the catalog's, plus .coins. */
  { .id = "altar-of-souls", .kind = SW_EFFECT_PLACE },          /* via="altar-of-souls" (above) */
  { .id = "crypt-of-the-tomb-raider", .kind = SW_EFFECT_PLACE },  /* its coins are the catalog's */
  { .id = "diamond-fields", .kind = SW_EFFECT_PLACE, .held_score = diamond_fields_score, .scepter_coins = 1 + 1 },
  { .id = "fountain-of-youth", .kind = SW_EFFECT_PLACE, .start_tokens = 1 },
  { .id = "great-brass-pipe", .kind = SW_EFFECT_PLACE, .place_flags = SW_PLACE_TERRAIN_LINKED },
  { .id = "keep-on-the-motherland", .kind = SW_EFFECT_PLACE, .coins = 1, .guard_cost = keep_guard_cost },
  { .id = "mine-of-the-lost-dwarf", .kind = SW_EFFECT_PLACE, .place_flags = SW_PLACE_UNDOUBLED },
  { .id = "stonehedge", .kind = SW_EFFECT_PLACE, .place_flags = SW_PLACE_LINKED_POWER },  /* and via="stonehedge" */
  { .id = "wickedest-pentacle", .kind = SW_EFFECT_PLACE },      /* via="wickedest-pentacle" (above) */
  /* Relics (docs/rules.md 4.2); the conquests made with them are uses (above). */
  { .id = "flying-doormat", .kind = SW_EFFECT_RELIC },
  { .id = "froggys-ring", .kind = SW_EFFECT_RELIC, .place_flags = SW_PLACE_PAID_FIRST, .held_score = froggys_ring_score },
  { .id = "scepter-of-avarice", .kind = SW_EFFECT_RELIC, .place_flags = SW_PLACE_SCORED_LAST,
    .held_score = scepter_of_avarice_score },
  { .id = "shiny-orb", .kind = SW_EFFECT_RELIC },
  { .id = "stinky-trolls-socks", .kind = SW_EFFECT_RELIC },
  { .id = "sword-of-the-killer-rabbit", .kind = SW_EFFECT_RELIC },
  /* Markers (docs/rules.md 1.1, 1.4, 1.6, 1.7, 2.3, 4.2): natives, fixed
   * defences, immunities (in the order the cost lists them), and when they
   * leave their region. */
  { .id = "monster", .kind = SW_EFFECT_MARKER, .natives = TRUE,
    .find_question = N_("The monsters guarded a place or relic: which one lay under them? A few letters of its name, then Enter.") },
  { .id = "bag", .kind = SW_EFFECT_MARKER, .place_flags = SW_PLACE_COPIES_RELIC, .marked = bag_marked },
  { .id = "black-mountain", .kind = SW_EFFECT_MARKER, .defence = N_("black mountain"), .defence_plural = N_("black mountains") },
  { .id = "mushroom-armor", .kind = SW_EFFECT_MARKER, .defence = N_("mushroom armor"), .defence_plural = N_("mushroom armors"),
    .marker_flags = SW_MARKER_GOES_ABANDONED | SW_MARKER_GOES_CONQUERED },
  { .id = "great-ancient", .kind = SW_EFFECT_MARKER, .immunity = N_("the Great Ancient makes it immune") },
  { .id = "queen", .kind = SW_EFFECT_MARKER, .immunity = N_("the Queen makes it immune") },
  { .id = "lara-ghost", .kind = SW_EFFECT_MARKER, .immunity = N_("Lara's ghost makes it immune") },
  { .id = "balrog", .kind = SW_EFFECT_MARKER, .immunity = N_("the Balrog makes it immune"),
    .marker_flags = SW_MARKER_HOLDS_RIVER },
};

const SwEditionRules sw_edition_underground = {
  .id = "underground",
  .effects = effects,
  .n_effects = G_N_ELEMENTS (effects),
};
