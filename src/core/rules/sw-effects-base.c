/* sw-effects-base.c: the base game's races and powers (docs/rules.md 2.1, 2.2), keyed by catalog id. */
#define G_LOG_DOMAIN "sw-effects"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sw-effects.h"
#include "sw-game-state.h"
#include "sw-cost.h"
#include "sw-score.h"

/* ---- races ------------------------------------------------------------ */

/* Giants: −1 for a region adjacent to a Mountain region they occupy. */
static void
giants_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  for (guint i = 0; i < ctx->game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (ctx->game, i);
      if (state->band == ctx->band && state->tokens > 0
          && sw_game_region_is_terrain (ctx->game, i, "mountain")
          && sw_game_adjacent (ctx->game, i, region))
        {
          sw_cost_add (cost, -1, _("Giants, next to their mountain −1"));
          return;
        }
    }
}

/* Orcs (and Pillaging): +1 per non-empty region conquered this turn. */
static void
nonempty_conquests_score (const SwEffectContext *ctx, GPtrArray *items, const char *id, const char *name)
{
  guint n = ctx->b->conquests_nonempty;
  if (ctx->active && n > 0)
    sw_score_add (items, id, n, g_dngettext (GETTEXT_PACKAGE, "%s, %u non-empty region conquered", "%s, %u non-empty regions conquered", n), name, n);
}

static void
orcs_score (const SwEffectContext *ctx, GPtrArray *items)
{
  nonempty_conquests_score (ctx, items, "orcs", sw_game_entry_name (ctx->game, "race", "orcs"));
}

/* Skeletons: +1 token per 2 non-empty regions conquered, at redeployment. */
static gint
skeletons_redeploy (const SwEffectContext *ctx)
{
  return ctx->active ? (gint) ctx->b->conquests_nonempty / 2 : 0;
}

/* Tritons: −1 for a region bordering a sea or the lake. */
static void
tritons_cost (const SwEffectContext *ctx, guint region, SwCost *cost)
{
  for (guint i = 0; i < ctx->game->regions->len; i++)
    if (i != region && sw_game_region_is_water (ctx->game, i) && sw_game_adjacent (ctx->game, i, region))
      {
        sw_cost_add (cost, -1, _("Tritons, coastal −1"));
        return;
      }
}

/* ---- powers ----------------------------------------------------------- */

/* Fortified: +1 per fortress in a region it occupies, while active (I-B3). */
static void
fortified_score (const SwEffectContext *ctx, GPtrArray *items)
{
  if (!ctx->active)
    return;
  guint n = 0;
  for (guint i = 0; i < ctx->game->regions->len; i++)
    if (sw_game_region_state (ctx->game, i)->band == ctx->band)
      n += sw_game_marker_count (ctx->game, i, "fortress") > 0;
  if (n > 0)
    sw_score_add (items, "fortified", n, g_dngettext (GETTEXT_PACKAGE, "Fortified, %u fortress", "Fortified, %u fortresses", n), n);
}

static void
merchant_score (const SwEffectContext *ctx, GPtrArray *items)
{
  guint n = sw_game_band_regions (ctx->game, ctx->band);
  if (ctx->active && n > 0)
    sw_score_add (items, "merchant", n, g_dngettext (GETTEXT_PACKAGE, "Merchant, %u region", "Merchant, %u regions", n), n);
}

static void
pillaging_score (const SwEffectContext *ctx, GPtrArray *items)
{
  nonempty_conquests_score (ctx, items, "pillaging", sw_game_entry_name (ctx->game, "power", "pillaging"));
}

/* Wealthy: +7 once, at the end of the combo's first turn (I-B6, I-B16). */
static void
wealthy_score (const SwEffectContext *ctx, GPtrArray *items)
{
  if (ctx->active && ctx->b->turns_scored == 0)
    sw_score_add (items, "wealthy", 7, _("Wealthy, first turn"));
}

/* ---- uses: power actions and what conquests are made with ---------- */

/* docs/rules.md 2.2 Diplomat: a player whose active race you did not attack
 * this turn. */
static gboolean
diplomat_use (SwGame *game, const SwEffect *self, SwAction *action, GError **error)
{
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);

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
  return TRUE;
}

/* docs/rules.md 2.2 Dragon Master: one token whatever the defence. */
static gboolean
dragon_master_cost (SwGame *game, const SwEffect *self, gint band, guint region, SwCost *cost)
{
  SwBand *b = sw_game_band (game, band);

  (void) region;
  if (b != NULL && sw_band_effect_state (b, self)->value)
    sw_cost_warn (cost, _("the dragon already attacked this turn"));
  sw_cost_add (cost, 1, _("Dragon Master: 1 token whatever the defence"));
  return TRUE;
}

/* docs/rules.md 2.2: the dragon moves to its new conquest. */
static void
dragon_master_conquered (SwGame *game, const SwEffect *self, gint band, guint region)
{
  for (guint i = 0; i < game->regions->len; i++)
    sw_game_set_marker (game, i, "dragon", 0);
  sw_game_set_marker (game, region, "dragon", 1);
  sw_band_effect_state (sw_game_band (game, band), self)->value = TRUE;
}

/* ---- markers ------------------------------------------------------------ */

/* One fortress per region; docs/rules.md 2.2 Fortified (I-B3): one placed
 * per turn. */
static void
fortress_marked (SwGame *game, const SwAction *action, guint region)
{
  gint before = sw_game_marker_count (game, region, "fortress");
  if (action->count > 1)
    sw_game_warn (game, _("%s: one fortress per region"), action->region);
  if (action->count > before && ++game->fortresses_placed == 2)
    sw_game_warn (game, _("%s: Fortified places one fortress per turn"), action->region);
}

static const SwEffect effects[] = {
  /* Races (docs/rules.md 2.1). */
  /* The 4 extra tokens are lent at each expansion turn's start and go back
   * at its redeployment, entered or not (docs/rules.md 2.1, 1.9). */
  { .id = "amazons", .kind = SW_EFFECT_RACE, .lent = 4 },
  { .id = "dwarves", .kind = SW_EFFECT_RACE, .bonus_symbol = "mine", .flags = SW_FLAG_BONUS_IN_DECLINE },
  { .id = "elves", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_LOSES_NOTHING },
  { .id = "ghouls", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_KEEP_ALL_DECLINE | SW_FLAG_CONQUER_DECLINE },
  { .id = "giants", .kind = SW_EFFECT_RACE, .cost = giants_cost },
  { .id = "halflings", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_FIRST_ANYWHERE | SW_FLAG_HOLES,
    .flag_marker = "hole" },
  { .id = "humans", .kind = SW_EFFECT_RACE, .bonus_terrain = "farmland" },
  { .id = "orcs", .kind = SW_EFFECT_RACE, .score = orcs_score },
  { .id = "ratmen", .kind = SW_EFFECT_RACE },
  { .id = "skeletons", .kind = SW_EFFECT_RACE, .redeploy_bonus = skeletons_redeploy },
  { .id = "sorcerers", .kind = SW_EFFECT_RACE },   /* conquer via="sorcerers" (below) */
  { .id = "tritons", .kind = SW_EFFECT_RACE, .cost = tritons_cost },
  { .id = "trolls", .kind = SW_EFFECT_RACE, .conquest_marker = "troll-lair" },
  { .id = "wizards", .kind = SW_EFFECT_RACE, .bonus_symbol = "magic" },
  /* Powers (docs/rules.md 2.2). */
  { .id = "alchemist", .kind = SW_EFFECT_POWER, .flat = 2 },
  { .id = "berserk", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_DIE_FIRST },
  { .id = "bivouacking", .kind = SW_EFFECT_POWER, .own_marker = "encampment" }, /* encampment markers: +1 defence each */
  { .id = "commando", .kind = SW_EFFECT_POWER, .discount_all = 1 },   /* I-B13: every conquest */
  { .id = "diplomat", .kind = SW_EFFECT_POWER },   /* a power action naming the ally */
  { .id = "dragon-master", .kind = SW_EFFECT_POWER, .bot_conquest = TRUE },  /* conquer via="dragon-master" */
  { .id = "flying", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_ANY_DISTANCE },
  { .id = "forest", .kind = SW_EFFECT_POWER, .bonus_terrain = "forest" },
  { .id = "fortified", .kind = SW_EFFECT_POWER, .score = fortified_score, .own_marker = "fortress" },
  { .id = "heroic", .kind = SW_EFFECT_POWER, .own_marker = "hero" },     /* hero markers: immune */
  { .id = "hill", .kind = SW_EFFECT_POWER, .bonus_terrain = "hill" },
  { .id = "merchant", .kind = SW_EFFECT_POWER, .score = merchant_score },
  { .id = "mounted", .kind = SW_EFFECT_POWER, .discount_terrain = "hill", .discount_terrain2 = "farmland" },
  { .id = "pillaging", .kind = SW_EFFECT_POWER, .score = pillaging_score },
  { .id = "seafaring", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_SEAS },
  { .id = "spirit", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_SPIRIT },
  { .id = "stout", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_STOUT },
  { .id = "swamp", .kind = SW_EFFECT_POWER, .bonus_terrain = "swamp" },
  { .id = "underworld", .kind = SW_EFFECT_POWER, .discount_symbol = "cavern", .flags = SW_FLAG_CAVERNS_ADJACENT,
    .flag_symbol = "cavern" },
  { .id = "wealthy", .kind = SW_EFFECT_POWER, .score = wealthy_score },
  /* Uses (docs/game-format.md: an action's via). */
  { .id = "diplomat", .kind = SW_EFFECT_USE, .use = diplomat_use, .names_player = TRUE },
  { .id = "dragon-master", .kind = SW_EFFECT_USE, .use_cost = dragon_master_cost, .conquered_with = dragon_master_conquered,
    .state_lasts = SW_STATE_TURN },   /* the dragon attacks once a turn */
  { .id = "sorcerers", .kind = SW_EFFECT_USE, .flags = SW_FLAG_REPLACE_ONE },
  /* Markers (docs/rules.md 1.1, 1.4, 1.6, 1.7, 1.10, 2.1, 2.2): natives, fixed
   * defences (in the order the cost lists them), immunities, and when they
   * leave their region. */
  { .id = "lost-tribe", .kind = SW_EFFECT_MARKER, .natives = TRUE },
  { .id = "mountain", .kind = SW_EFFECT_MARKER, .defence = N_("mountain"), .defence_plural = N_("mountains") },
  { .id = "fortress", .kind = SW_EFFECT_MARKER, .defence = N_("fortress"), .defence_plural = N_("fortresses"),
    .marker_flags = SW_MARKER_GOES_ABANDONED | SW_MARKER_GOES_CONQUERED | SW_MARKER_GOES_WITH_RACE,
    .marked = fortress_marked },
  { .id = "troll-lair", .kind = SW_EFFECT_MARKER, .defence = N_("troll lair"), .defence_plural = N_("troll lairs"),
    .marker_flags = SW_MARKER_GOES_ABANDONED | SW_MARKER_GOES_CONQUERED | SW_MARKER_GOES_WITH_RACE },
  { .id = "encampment", .kind = SW_EFFECT_MARKER, .defence = N_("encampment"), .defence_plural = N_("encampments"),
    .blocks_replace = N_("an encampment blocks the Sorcerers"),
    .marker_flags = SW_MARKER_GOES_ABANDONED | SW_MARKER_GOES_CONQUERED | SW_MARKER_GOES_DECLINE },
  { .id = "hole", .kind = SW_EFFECT_MARKER, .immunity = N_("a hole-in-the-ground makes it immune"),
    .marker_flags = SW_MARKER_GOES_ABANDONED | SW_MARKER_GOES_CONQUERED | SW_MARKER_GOES_DECLINE },
  { .id = "hero", .kind = SW_EFFECT_MARKER, .immunity = N_("a hero makes it immune"),
    .marker_flags = SW_MARKER_GOES_ABANDONED | SW_MARKER_GOES_CONQUERED | SW_MARKER_GOES_DECLINE },
  { .id = "dragon", .kind = SW_EFFECT_MARKER, .immunity = N_("the dragon makes it immune"),
    .marker_flags = SW_MARKER_GOES_ABANDONED | SW_MARKER_GOES_CONQUERED | SW_MARKER_GOES_DECLINE },
};
const SwEditionRules sw_edition_base = {
  .id = "base",
  .effects = effects,
  .n_effects = G_N_ELEMENTS (effects),
};
