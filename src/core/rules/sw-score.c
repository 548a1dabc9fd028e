/* sw-score.c: the coins of a turn, one line per reason (docs/rules.md 1.11). */
#define G_LOG_DOMAIN "sw-score"
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sw-game.h"
#include "sw-effects.h"
#include "sw-game-state.h"
#include "sw-score.h"

void
sw_score_add (GPtrArray *items, const char *source, gint coins, const char *format, ...)
{
  va_list args;
  SwScoreItem *item = g_new0 (SwScoreItem, 1);
  va_start (args, format);
  item->what = g_strdup_vprintf (format, args);
  va_end (args);
  item->source = g_strdup (source);
  item->coins = coins;
  item->payer = -1;
  item->player = -1;
  g_ptr_array_add (items, item);
}

gint
sw_score_items_total (GPtrArray *items)
{
  gint total = 0;
  for (guint i = 0; i < items->len; i++)
    {
      const SwScoreItem *item = g_ptr_array_index (items, i);
      if (item->player < 0)   /* another player's line is not this player's coins */
        total = sw_add_clamped (total, item->coins);
    }
  return total;
}

/* "2 farmlands" in English; a name in another language (the catalog's,
 * see sw_game_entry_name()) is used as it is: Chinese has no plural. */
static const char *
plural_name (SwGame *game, const char *kind, const char *id, guint n)
{
  static char buf[128];
  const char *name = sw_game_entry_name (game, kind, id);
  const SwCatalogEntry *entry = game->catalog != NULL ? sw_catalog_find (game->catalog, kind, id) : NULL;
  if (entry != NULL && name != sw_catalog_entry_name_for (entry, "en"))
    return name;
  g_autofree char *lower = g_utf8_strdown (name, -1);
  if (n == 1)
    g_snprintf (buf, sizeof buf, "%s", lower);
  else
    g_snprintf (buf, sizeof buf, "%s%s", lower, g_str_has_suffix (lower, "s") ? "es" : "s");
  return buf;
}

/* The data-driven part of an effect: +1 per region of a terrain or with a
 * symbol, a flat bonus. */
static void
score_effect (SwGame *game, gint band, const SwEffect *effect, const char *kind,
              const char *label, gboolean active, GPtrArray *items)
{
  SwEffectContext ctx = { game, band, sw_game_band (game, band), active };
  const char *name = sw_game_entry_name (game, kind, effect->id);
  if (active && (effect->flags & SW_FLAG_DECLINE_ONLY))
    return;
  if (effect->bonus_terrain != NULL)
    {
      guint n = sw_game_band_count (game, band, effect->bonus_terrain, NULL);
      if (n > 0)
        sw_score_add (items, effect->id, n,
                      /* Translators: race or power, " (decline)" or nothing, a count, a terrain ("Humans, 2 farmlands") */
                      _("%s%s, %u %s"), name, label, n,
                      plural_name (game, "terrain", effect->bonus_terrain, n));
    }
  if (effect->bonus_symbol != NULL)
    {
      guint n = sw_game_band_count (game, band, NULL, effect->bonus_symbol);
      if (n > 0)
        sw_score_add (items, effect->id, n,
                      /* Translators: race or power, " (decline)" or nothing, a count, a symbol ("Dwarves, 2 mines") */
                      _("%s%s, %u %s"), name, label, n,
                      plural_name (game, "symbol", effect->bonus_symbol, n));
    }
  if (effect->flat > 0 && active)
    sw_score_add (items, effect->id, effect->flat, "%s", name);
  if (effect->score != NULL)
    effect->score (&ctx, items);
}

static guint
scoring_regions (SwGame *game, gint band)
{
  guint n = 0;
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band != band || state->tokens <= 0)
        continue;
      /* docs/rules.md 1.11: a river (a terrain to vacate) scores only for Kraken. */
      if (sw_game_region_vacates (game, i) && !sw_band_has_flag (game, band, SW_FLAG_RIVERS))
        continue;
      n++;
    }
  return n;
}

/* Relics and artifacts that score the holder's turn, in the table's order:
 * those scored @last (what doubles a region's coins), or the others. */
static void
score_held_markers (SwGame *game, guint player, const SwEditionRules *rules, gboolean last, GPtrArray *items)
{
  for (guint e = 0; e < rules->n_effects; e++)
    {
      const SwEffect *held = &rules->effects[e];
      if ((held->kind != SW_EFFECT_RELIC && held->kind != SW_EFFECT_ARTIFACT) || held->held_score == NULL
          || ((held->place_flags & SW_PLACE_SCORED_LAST) != 0) != last)
        continue;
      for (guint i = 0; i < game->regions->len; i++)
        if (sw_game_region_has_relic (game, i, held->id))
          held->held_score (game, player, i, items);
    }
}

/* docs/rules.md 4: the coins of places, relics and artifacts. Relics and
 * artifacts first (Froggy's Ring, the Heart), then the places region by
 * region (the catalog's coins and the entry's, unless a hook scores it),
 * then what doubles a region's coins (the Scepter). */
static void
score_held (SwGame *game, guint player, const SwEditionRules *rules, GPtrArray *items)
{
  score_held_markers (game, player, rules, FALSE, items);
  for (guint i = 0; i < game->regions->len; i++)
    {
      const SwEffect *place = sw_game_region_place (game, i);
      if (place != NULL && place->held_score != NULL)
        {
          place->held_score (game, player, i, items);
          continue;
        }
      if (!sw_game_place_pays (game, player, i))
        continue;
      const char *id = sw_game_region_state (game, i)->place;
      gint coins = sw_game_catalog_int (game, "place", id, "coins") + (place != NULL ? place->coins : 0);
      if (coins > 0)
        sw_score_add (items, id, coins, "%s", sw_game_entry_name (game, "place", id));
    }
  score_held_markers (game, player, rules, TRUE, items);
}

GPtrArray *
sw_score_turn (SwGame *game, guint player)
{
  g_return_val_if_fail (game != NULL && player < game->players->len, NULL);
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_score_item_free);
  SwPlayer *p = sw_game_player (game, player);
  const char *edition = sw_game_edition (game);
  gint slots[3] = { p->active, p->decline, p->spirit };

  for (guint s = 0; s < 3; s++)
    {
      gint band = slots[s];
      SwBand *b = sw_game_band (game, band);
      if (b == NULL || b->state == SW_BAND_GONE)
        continue;
      gboolean active = b->state == SW_BAND_ACTIVE;
      const char *race_name = sw_game_entry_name (game, "race", b->race);
      const char *label = active ? "" : _(" (decline)");
      guint n = scoring_regions (game, band);
      /* Base: 1 per region occupied (docs/rules.md 1.11). */
      if (n > 0 || active)
        sw_score_add (items, "regions", n,
                      /* Translators: race name, " (decline)" or nothing, count. */
                      g_dngettext (GETTEXT_PACKAGE, "%s%s, %u region", "%s%s, %u regions", n),
                      race_name, label, n);
      const SwEffect *race = sw_effect_find (edition, SW_EFFECT_RACE, b->race);
      const SwEffect *power = sw_effect_find (edition, SW_EFFECT_POWER, b->power);
      /* Race and power bonuses while active, or when they work in decline. */
      if (race != NULL && (active || (race->flags & SW_FLAG_BONUS_IN_DECLINE)))
        score_effect (game, band, race, "race", label, active, items);
      if (power != NULL && (active || (power->flags & SW_FLAG_BONUS_IN_DECLINE)))
        score_effect (game, band, power, "power", label, active, items);
      /* Stonehedge's linked badge (docs/rules.md 4.1, decision in 8). */
      g_autoptr(GPtrArray) linked = sw_game_band_linked_powers (game, band);
      for (guint i = 0; i < linked->len; i++)
        {
          const SwEffect *extra = sw_effect_find (edition, SW_EFFECT_POWER, g_ptr_array_index (linked, i));
          if (extra != NULL && (active || (extra->flags & SW_FLAG_BONUS_IN_DECLINE)))
            score_effect (game, band, extra, "power", label, active, items);
        }
    }

  const SwEditionRules *rules = sw_edition_rules (edition);
  if (rules->score != NULL)
    rules->score (game, player, items);
  score_held (game, player, rules, items);

  if (player == game->seat)
    for (guint i = 0; i < game->transfers->len; i++)
      {
        const SwScoreItem *t = g_ptr_array_index (game->transfers, i);
        SwScoreItem *copy = g_new0 (SwScoreItem, 1);
        copy->what = g_strdup (t->what);
        copy->source = g_strdup (t->source);
        copy->coins = t->coins;
        copy->transfer = t->transfer;
        copy->payer = t->payer;
        copy->player = t->player;
        g_ptr_array_add (items, copy);
      }
  return items;
}
