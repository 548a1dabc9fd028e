/* sw-effects-underground.c: Small World Underground's races, powers, places and relics (docs/rules.md 2.3, 2.4, 4.1, 4.2). */
#define G_LOG_DOMAIN "sw-effects"
#include "config.h"

#include <glib/gi18n-lib.h>
#include "sw-effects.h"

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
  guint n = game->regions->len;
  g_autofree gboolean *linked = g_new0 (gboolean, n);
  gboolean near = FALSE;
  for (guint v = 0; v < n; v++)
    if (sw_game_marker_count (game, v, "volcano") > 0)
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
         || (occupant != NULL && occupant->state == SW_BAND_ACTIVE && g_strcmp0 (occupant->race, "gnomes") == 0);
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

static void
vengeful_conquered (const SwEffectContext *ctx, gint attacker, guint region)
{
  if (ctx->active)
    ctx->b->vengeance |= seat_bit (sw_game_band (ctx->game, attacker)->owner);
}

static void
vengeful_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  SwBand *occupant = sw_game_band (ctx->game, sw_game_region_state (ctx->game, region)->band);
  if (occupant != NULL && (ctx->b->vengeance & seat_bit (occupant->owner)))
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

const SwEffect sw_effects_underground[] = {
  /* Races (docs/rules.md 2.3). */
  { .id = "cultists", .kind = SW_EFFECT_RACE, .cost = cultists_cost },
  { .id = "drow", .kind = SW_EFFECT_RACE, .score = drow_score },
  { .id = "flames", .kind = SW_EFFECT_RACE, .cost = flames_cost, .flags = SW_FLAG_FIRST_VOLCANO },
  { .id = "gnomes", .kind = SW_EFFECT_RACE },
  { .id = "iron-dwarves", .kind = SW_EFFECT_RACE },
  { .id = "kraken", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_RIVERS },
  { .id = "liches", .kind = SW_EFFECT_RACE, .conquered = liches_conquered },
  { .id = "lizardmen", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_RIVER_CROSSING },
  { .id = "mudmen", .kind = SW_EFFECT_RACE, .redeploy_bonus = mudmen_redeploy },
  { .id = "mummies", .kind = SW_EFFECT_RACE, .cost = mummies_cost },
  { .id = "ogres", .kind = SW_EFFECT_RACE, .discount_all = 1 },
  { .id = "shadow-mimes", .kind = SW_EFFECT_RACE },
  { .id = "shrooms", .kind = SW_EFFECT_RACE, .bonus_terrain = "mushroom-forest" },
  { .id = "spiderines", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_CHASM_ADJACENT },
  { .id = "will-o-wisps", .kind = SW_EFFECT_RACE },
  /* Powers (docs/rules.md 2.4). */
  { .id = "adventurous", .kind = SW_EFFECT_POWER, .score = adventurous_score },
  { .id = "fisher", .kind = SW_EFFECT_POWER, .score = fisher_score },
  { .id = "flocking", .kind = SW_EFFECT_POWER, .score = flocking_score },
  { .id = "frightened", .kind = SW_EFFECT_POWER, .score = frightened_score },
  { .id = "immortal", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_LOSES_NOTHING },
  { .id = "magic", .kind = SW_EFFECT_POWER },
  { .id = "martyr", .kind = SW_EFFECT_POWER, .conquered = martyr_conquered },
  { .id = "mining", .kind = SW_EFFECT_POWER, .bonus_symbol = "mining" },
  { .id = "muddy", .kind = SW_EFFECT_POWER, .bonus_terrain = "mudpool", .flags = SW_FLAG_BONUS_IN_DECLINE },
  { .id = "mystic", .kind = SW_EFFECT_POWER, .bonus_symbol = "mystic-crystal" },
  { .id = "quarreling", .kind = SW_EFFECT_POWER, .score = quarreling_score },
  { .id = "reborn", .kind = SW_EFFECT_POWER },
  { .id = "royal", .kind = SW_EFFECT_POWER },      /* the Queen marker: immune */
  { .id = "shield", .kind = SW_EFFECT_POWER },     /* mushroom-armor markers: +1 defence each */
  { .id = "stone", .kind = SW_EFFECT_POWER, .score = stone_score },
  { .id = "thieving", .kind = SW_EFFECT_POWER, .score = thieving_score },
  { .id = "tomb", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_KEEP_ALL_DECLINE },
  { .id = "vampire", .kind = SW_EFFECT_POWER },    /* conquer via="vampire" */
  { .id = "vanishing", .kind = SW_EFFECT_POWER },  /* sw-game.c do_decline */
  { .id = "vengeful", .kind = SW_EFFECT_POWER, .cost = vengeful_cost, .conquered = vengeful_conquered },
  { .id = "wise", .kind = SW_EFFECT_POWER, .score = wise_score, .flags = SW_FLAG_BONUS_IN_DECLINE | SW_FLAG_DECLINE_ONLY },
};
const guint sw_effects_underground_count = G_N_ELEMENTS (sw_effects_underground);

/* ---- places and relics (docs/rules.md 4.1, 4.2) ------------------------------ */

/* Coins of the places held by the player's races: active only unless the
 * place works in decline; Diamond Fields counts the same terrain held by
 * the same race. The Scepter doubles its region's own coins (Q6), never in
 * the Mine of the Lost Dwarf. */
void
sw_score_underground (SwGame *game, guint player, GPtrArray *items)
{
  SwPlayer *p = sw_game_player (game, player);
  gint scepter = -1;
  /* Froggy's Ring: 1 from each other player with an active token next to
   * it; nothing from a player with no coin, nor from immune regions (docs/rules.md 8).
   * The Bag copying the Ring pays the same (docs/rules.md 4.2). */
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *ring = sw_game_region_state (game, i);
      if (!sw_game_region_has_relic (game, i, "froggys-ring") || ring->band < 0 || ring->band != p->active)
        continue;
      for (guint q = 0; q < game->players->len; q++)
        {
          SwPlayer *victim = sw_game_player (game, q);
          gboolean touches = FALSE;
          for (guint j = 0; j < game->regions->len && !touches && q != player && victim->active >= 0; j++)
            touches = sw_game_region_state (game, j)->band == victim->active && sw_game_region_state (game, j)->tokens > 0
                      && !region_pays_nothing (game, j) && sw_game_adjacent (game, i, j);
          if (touches && victim->coins > 0)
            {
              sw_score_add (items, "froggys-ring", 1, _("Froggy's Ring, from %s"), victim->name);
              ((SwScoreItem *) g_ptr_array_index (items, items->len - 1))->payer = q;
            }
        }
    }
  gint scepter_coins = 0;
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      SwBand *band = sw_game_band (game, state->band);
      if (band == NULL || band->owner != player || state->tokens <= 0)
        continue;
      if (sw_game_region_has_relic (game, i, "scepter-of-avarice") && state->band == p->active && scepter < 0)
        scepter = i;
      if (state->place == NULL)
        continue;
      gboolean active = band->state == SW_BAND_ACTIVE;
      const SwCatalogEntry *place = game->catalog != NULL ? sw_catalog_find (game->catalog, "place", state->place) : NULL;
      if (place == NULL || (!active && g_strcmp0 (sw_catalog_entry_get (place, "in-decline"), "yes") != 0))
        continue;
      const char *name = sw_game_entry_name (game, "place", state->place);
      gint coins = (gint) sw_catalog_entry_get_int (place, "coins", 0);
      if (g_str_equal (state->place, "diamond-fields"))
        {
          const char *terrain = sw_game_map_region (game, i)->terrain;
          guint same = sw_game_band_count (game, state->band, terrain, NULL);
          sw_score_add (items, state->place, (gint) same, _("%s, this region and %u more of its terrain"),
                        name, same - 1);
          if ((gint) i == scepter)
            scepter_coins += 1 + 1;   /* docs/rules.md 8: the Fields region's own 1 + 1 */
        }
      else if (g_str_equal (state->place, "keep-on-the-motherland"))
        coins = 1;
      if (coins > 0)
        sw_score_add (items, state->place, coins, "%s", name);
    }
  if (scepter >= 0)
    {
      SwRegionState *state = sw_game_region_state (game, scepter);
      if (g_strcmp0 (state->place, "mine-of-the-lost-dwarf") != 0)
        {
          /* The region's own coin, its per-region bonuses and its place (Q6). */
          SwBand *band = sw_game_band (game, state->band);
          gint coins = scepter_coins > 0 ? scepter_coins : 1;
          const SwEffect *effects[2] = {
            sw_effect_find ("underground", SW_EFFECT_RACE, band->race),
            sw_effect_find ("underground", SW_EFFECT_POWER, band->power),
          };
          for (guint e = 0; e < 2 && scepter_coins == 0; e++)
            if (effects[e] != NULL
                && ((effects[e]->bonus_terrain != NULL && sw_game_region_is_terrain (game, scepter, effects[e]->bonus_terrain))
                    || (effects[e]->bonus_symbol != NULL && sw_region_has_symbol (sw_game_map_region (game, scepter), effects[e]->bonus_symbol))))
              coins++;
          if (scepter_coins == 0 && g_strcmp0 (state->place, "keep-on-the-motherland") == 0)
            coins++;
          if (scepter_coins == 0 && is_place (game, state->place) && g_strcmp0 (band->power, "adventurous") == 0)
            coins++;
          sw_score_add (items, "scepter-of-avarice", coins, _("Scepter of Avarice, %s doubled"),
                        sw_game_map_region (game, scepter)->id);
        }
    }
}
