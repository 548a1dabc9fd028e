/* sw-cost.c: what a conquest costs, as a list of reasons (docs/rules.md 1.4, 1.5). */
#define G_LOG_DOMAIN "sw-cost"
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sw-game.h"
#include "sw-effects.h"
#include "sw-game-state.h"
#include "sw-cost.h"
#include "sw-topology.h"

static void
cost_item_free (SwCostItem *item)
{
  g_free (item->what);
  g_free (item);
}

void
sw_cost_free (SwCost *cost)
{
  if (cost == NULL)
    return;
  g_ptr_array_unref (cost->items);
  g_ptr_array_unref (cost->warnings);
  g_free (cost);
}

void
sw_cost_add (SwCost *cost, gint delta, const char *format, ...)
{
  va_list args;
  SwCostItem *item = g_new0 (SwCostItem, 1);
  va_start (args, format);
  item->what = g_strdup_vprintf (format, args);
  va_end (args);
  item->delta = delta;
  cost->total = sw_add_clamped (cost->total, delta);
  g_ptr_array_add (cost->items, item);
}

void
sw_cost_warn (SwCost *cost, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_ptr_array_add (cost->warnings, g_strdup_vprintf (format, args));
  va_end (args);
}

char *
sw_cost_to_string (const SwCost *cost)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < cost->items->len; i++)
    {
      const SwCostItem *item = g_ptr_array_index (cost->items, i);
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, item->what);
    }
  g_string_append_printf (s, " = %d", cost->total);
  return g_string_free (s, FALSE);
}

/* The markers of @region that have an entry of the game's edition, in the
 * table's order (docs/rules.md 1.4: fixed defences, immunities); returns
 * how many (at most @max) were put in @markers. */
static guint
region_markers (SwGame *game, guint region, const SwEffect **markers, guint max)
{
  SwRegionState *state = sw_game_region_state (game, region);
  guint n = 0;
  if (state->markers == NULL || g_hash_table_size (state->markers) == 0)
    return 0;
  const SwEditionRules *rules = sw_edition_rules (sw_game_edition (game));
  for (guint i = 0; i < rules->n_effects && n < max; i++)
    if (rules->effects[i].kind == SW_EFFECT_MARKER && sw_game_marker_count (game, region, rules->effects[i].id) > 0)
      markers[n++] = &rules->effects[i];
  return n;
}

static gboolean
adjacent_to_band (SwGame *game, gint band, guint region)
{
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (state->band == band && state->tokens > 0 && sw_game_band_adjacent (game, band, i, region))
        return TRUE;
    }
  return FALSE;
}


/* docs/rules.md 1.5: where a race may conquer. Warnings only; returns TRUE
 * when a Warcraft travel fee is due (docs/rules.md 1.4 surcharge). */
static gboolean
check_reach (SwGame *game, gint band, guint region, const char *via, SwCost *cost)
{
  gboolean entry_regions = sw_edition_rules (sw_game_edition (game))->entry_regions;
  guint held = sw_game_band_regions (game, band);
  SwTopology *topology = sw_map_get_topology (game->map);
  gboolean adjacent = held > 0 && adjacent_to_band (game, band, region);

  if (sw_game_region_state (game, region)->band == band)
    return FALSE;   /* its own region (just conquered): "already holds" says it */

  const SwEffect *with = sw_game_find_use (game, via);
  if (with != NULL && (with->flags & SW_FLAG_ANY_DISTANCE))
    return FALSE;   /* docs/rules.md 4.2, 4.3, 2.5 Gnomes' air strike: as if adjacent */
  if (entry_regions)
    {
      /* Kobolds: a first conquest on a cave (the symbol of their entry). */
      const SwEffect *caves = sw_band_flag_entry (game, band, SW_FLAG_CAVES_ANYWHERE);
      gboolean on_cave = caves != NULL && sw_region_has_symbol (sw_game_map_region (game, region), caves->flag_symbol);
      /* 1.4 surcharge: an entry region not adjacent costs the travel fee. */
      if (!adjacent && sw_game_region_is_entry (game, region))
        {
          /* docs/rules.md 1.4: travel fee, waived by Sailor, the Meeting Stone,
           * and Kobolds entering on a cave. */
          gboolean waived = sw_band_has_flag (game, band, SW_FLAG_NO_TRAVEL_FEE)
                            || (held == 0 && on_cave);
          for (guint i = 0; i < game->regions->len && !waived; i++)
            {
              const SwEffect *place = sw_game_region_state (game, i)->band == band ? sw_game_region_place (game, i) : NULL;
              waived = place != NULL && (place->place_flags & SW_PLACE_NO_TRAVEL_FEE);
            }
          return !waived;
        }
      if (!adjacent && held > 0)
        sw_cost_warn (cost, _("not adjacent to the race's regions and not an entry region"));
      else if (held == 0 && !(sw_band_has_flag (game, band, SW_FLAG_SEAS) && sw_game_region_is_water (game, region))
               && !on_cave)
        sw_cost_warn (cost, _("a first conquest must be on an entry region"));
      return FALSE;
    }
  if (held == 0)
    {
      if (sw_band_has_flag (game, band, SW_FLAG_FIRST_ANYWHERE))
        return FALSE;   /* Halflings */
      const SwEffect *volcano = sw_band_flag_entry (game, band, SW_FLAG_FIRST_VOLCANO);
      if (volcano != NULL)
        {
          /* docs/rules.md 1.5: Flames enter next to the volcano, not by the edge. */
          gboolean near = FALSE;
          for (guint i = 0; i < game->regions->len; i++)
            near |= sw_game_marker_count (game, i, volcano->flag_marker) > 0 && sw_game_adjacent (game, i, region);
          if (!near)
            sw_cost_warn (cost, _("the Flames' first conquest must be next to the volcano"));
          return FALSE;
        }
      const SwEffect *chasm = sw_band_flag_entry (game, band, SW_FLAG_CHASM_ADJACENT);
      if (chasm != NULL && sw_game_region_borders_terrain (game, region, chasm->flag_terrain))
        return FALSE;   /* Spiderines enter through any region bordering a chasm */
      if (topology != NULL && region < topology->n_regions && !topology->is_border[region]
          && !(sw_band_has_flag (game, band, SW_FLAG_SEAS) && sw_game_region_is_water (game, region)))
        sw_cost_warn (cost, _("a first conquest must be on a border region"));
      return FALSE;
    }
  if (adjacent || sw_band_has_flag (game, band, SW_FLAG_ANY_DISTANCE))
    return FALSE;
  sw_cost_warn (cost, _("not adjacent to a region of the race"));
  return FALSE;
}

/* The name of what a conquest is made with: a race, power, place
 * or relic of the edition (its id if none). */
static const char *
via_name (SwGame *game, const char *via)
{
  static const char *const kinds[] = { "power", "race", "relic", "place", "artifact" };
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (game->catalog != NULL && sw_catalog_find (game->catalog, kinds[i], via) != NULL)
      return sw_game_entry_name (game, kinds[i], via);
  return via;
}

/* docs/rules.md 2.3 Gnomes: a race or power that lowers the cost of taking an
 * active Gnome region (Flames' "as if empty", Cultists' Great Ancient,
 * terrain discounts...) takes it with a power, which they are immune to.
 * Surcharges (Mummies +1) still apply. Items from @first on are the
 * effect's own. */
static void
warn_gnome_discounts (SwCost *cost, guint first, const char *name)
{
  for (guint i = first; i < cost->items->len; i++)
    if (((SwCostItem *) g_ptr_array_index (cost->items, i))->delta < 0)
      {
        sw_cost_warn (cost, _("Gnomes are immune to %s: plain conquest only"), name);
        return;
      }
}

/* docs/rules.md 2.4 Magic, 4.2: a relic named for a conquest is used by the
 * player whose race holds it; anyone else is copying it with the Bag, and
 * the Bag is only its holder's, the Magic race's (it cannot be stolen).
 * A relic not on the map cannot be told apart from a Bag copy, so only a
 * relic that another player holds is checked. */
static void
check_bag (SwGame *game, gint band, const char *via, SwCost *cost)
{
  SwBand *b = sw_game_band (game, band);

  if (game->catalog == NULL || sw_catalog_find (game->catalog, "relic", via) == NULL)
    return;
  for (guint i = 0; i < game->regions->len; i++)
    {
      if (sw_game_marker_count (game, i, via) == 0)
        continue;
      SwBand *holder = sw_game_band (game, sw_game_region_state (game, i)->band);
      if (holder != NULL && holder->owner == b->owner)
        return;   /* his own relic */
      if (b->state != SW_BAND_ACTIVE || !sw_band_has_flag (game, band, SW_FLAG_BAG))
        sw_cost_warn (cost, _("%s is not this player's, and only the holder of the Bag (Magic) copies a relic"),
                      sw_game_entry_name (game, "relic", via));
      return;
    }
}

static void
apply_discounts (const SwEffect *effect, SwGame *game, guint region, SwCost *cost, const char *name)
{
  gint size = effect->discount > 0 ? effect->discount : 1;
  if (effect->discount_all > 0)
    sw_cost_add (cost, -effect->discount_all, "%s −%d", name, effect->discount_all);
  if ((effect->discount_terrain != NULL && sw_game_region_is_terrain (game, region, effect->discount_terrain))
      || (effect->discount_terrain2 != NULL && sw_game_region_is_terrain (game, region, effect->discount_terrain2)))
    sw_cost_add (cost, -size, "%s, %s −%d", name,
                 sw_game_entry_name (game, "terrain", sw_game_map_region (game, region)->terrain), size);
  if (effect->discount_symbol != NULL && sw_region_has_symbol (sw_game_map_region (game, region), effect->discount_symbol))
    sw_cost_add (cost, -size, "%s, %s −%d", name, sw_game_entry_name (game, "symbol", effect->discount_symbol), size);
}

SwCost *
sw_conquest_cost_for (SwGame *game, gint band, guint region, const char *via)
{
  SwCost *cost = g_new0 (SwCost, 1);
  cost->items = g_ptr_array_new_with_free_func ((GDestroyNotify) cost_item_free);
  cost->warnings = g_ptr_array_new_with_free_func (g_free);
  g_return_val_if_fail (region < game->regions->len, cost);

  SwBand *b = sw_game_band (game, band);
  const SwRegion *r = sw_game_map_region (game, region);
  SwRegionState *state = sw_game_region_state (game, region);
  const char *edition = sw_game_edition (game);
  const SwCatalogEntry *terrain = game->catalog != NULL ? sw_catalog_find (game->catalog, "terrain", r->terrain) : NULL;
  gboolean conquerable = terrain == NULL || sw_catalog_entry_get_bool (terrain, "conquerable", TRUE);
  gboolean active = b != NULL && b->state == SW_BAND_ACTIVE;
  SwEffectContext ctx = { game, band, b, active };
  const SwEffect *race = b != NULL ? sw_effect_find (edition, SW_EFFECT_RACE, b->race) : NULL;
  const SwEffect *power = b != NULL && active ? sw_effect_find (edition, SW_EFFECT_POWER, b->power) : NULL;
  const char *race_name = b != NULL ? sw_game_entry_name (game, "race", b->race) : "";
  const char *power_name = b != NULL ? sw_game_entry_name (game, "power", b->power) : "";

  if (b == NULL)
    sw_cost_warn (cost, _("no race to conquer with"));
  if (state->band >= 0 && state->band == band)
    sw_cost_warn (cost, _("the race already holds this region"));

  /* Immunity: markers that protect a region from everyone but its owner. */
  SwBand *occupant = sw_game_band (game, state->band);
  const SwEffect *markers[16];
  guint n_markers = region_markers (game, region, markers, G_N_ELEMENTS (markers));
  if (occupant == NULL || b == NULL || occupant->owner != b->owner)
    for (guint i = 0; i < n_markers; i++)
      if (markers[i]->immunity != NULL)
        sw_cost_warn (cost, _("immune: %s"), _(markers[i]->immunity));

  /* docs/rules.md 2.2 Diplomat: the player it named may not attack its active
   * race until its owner's next turn (the cost warns before the conquest). */
  if (occupant != NULL && b != NULL && occupant->state == SW_BAND_ACTIVE && occupant->ally >= 0
      && (guint) occupant->ally == b->owner)
    sw_cost_warn (cost, _("%s is %s's Diplomat ally and may not attack their active race this turn"),
                  sw_game_player (game, b->owner)->name, sw_game_player (game, occupant->owner)->name);
  gboolean travel_fee = b != NULL && check_reach (game, band, region, via, cost);
  if (occupant != NULL && b != NULL && occupant->owner != b->owner)
    {
      /* The defender's own effects (Liches: docs/rules.md 2.3). */
      const SwEffect *defences_of[2] = {
        sw_effect_find (edition, SW_EFFECT_RACE, occupant->race),
        sw_effect_find (edition, SW_EFFECT_POWER, occupant->power),
      };
      SwEffectContext dctx = { game, state->band, occupant, occupant->state == SW_BAND_ACTIVE };
      for (guint i = 0; i < 2; i++)
        if (defences_of[i] != NULL && defences_of[i]->defend_cost != NULL)
          defences_of[i]->defend_cost (&dctx, band, region, cost);
    }

  /* docs/rules.md 2.3 Gnomes: during others' turns their regions cannot be
   * taken with others' race or special powers, places or relics, only by
   * plain conquest. Active Gnomes only: the ability is not among those that
   * work in decline (docs/rules.md 1.10 step 3). */
  gboolean gnome_shield = occupant != NULL && b != NULL && occupant->owner != b->owner
                          && occupant->state == SW_BAND_ACTIVE
                          && sw_band_has_flag (game, state->band, SW_FLAG_PLAIN_ONLY);
  if (gnome_shield && via != NULL)
    sw_cost_warn (cost, _("Gnomes cannot be taken with %s: plain conquest only"), via_name (game, via));
  if (b != NULL && via != NULL)
    check_bag (game, band, via, cost);   /* a relic: only the Underground has them */

  /* What the conquest is made with may replace the whole cost. */
  const SwEffect *with = sw_game_find_use (game, via);
  if (with != NULL && (with->flags & SW_FLAG_REPLACE_ONE))
    {
      /* docs/rules.md 2.1 Sorcerers (I-B11), 2.4 Vampire, 4.2 Shiny Orb: a
       * single active enemy token, swapped. */
      if (occupant == NULL || occupant->state != SW_BAND_ACTIVE || state->tokens != 1)
        sw_cost_warn (cost, _("only a single active enemy token can be replaced"));
      for (guint i = 0; i < n_markers; i++)
        if (markers[i]->blocks_replace != NULL)
          sw_cost_warn (cost, "%s", _(markers[i]->blocks_replace));
      sw_cost_add (cost, 0, _("%s: a token from the box replaces the defender"), via_name (game, via));
      return cost;
    }
  if (with != NULL && with->use_cost != NULL && with->use_cost (game, with, band, region, cost))
    return cost;

  /* BASE_COST: 2, an Underground river 1; seas for Seafaring/Naga 2. */
  if (!conquerable)
    {
      if (sw_game_region_is_water (game, region) && sw_band_has_flag (game, band, SW_FLAG_SEAS))
        {
          sw_cost_add (cost, 2, _("%s: conquered as an empty region, base 2"),
                       power != NULL && (power->flags & SW_FLAG_SEAS) ? power_name : race_name);
          /* I-B5: a sea another Seafaring race holds is defended by its tokens. */
          if (state->band >= 0 && state->band != band && state->tokens > 0)
            sw_cost_add (cost, state->tokens, g_dngettext (GETTEXT_PACKAGE, "%d defender +%d", "%d defenders +%d", state->tokens),
                         state->tokens, state->tokens);
          return cost;
        }
      sw_cost_warn (cost, _("%s can never be conquered"), sw_game_entry_name (game, "terrain", r->terrain));
    }
  gint base = terrain != NULL ? (gint) sw_catalog_entry_get_int (terrain, "cost", 2) : 2;
  sw_cost_add (cost, base, _("base %d"), base);

  for (guint i = 0; i < n_markers; i++)
    {
      gint n = sw_game_marker_count (game, region, markers[i]->id);
      if (markers[i]->defence == NULL)
        continue;
      if (n > 1)
        sw_cost_add (cost, n, "%d %s +%d", n, _(markers[i]->defence_plural), n);
      else
        sw_cost_add (cost, 1, "%s +1", _(markers[i]->defence));
    }
  /* What the region holds: a place's defence, an artifact's toll (docs/rules.md 4). */
  const SwEffect *held[8];
  guint n_held = sw_game_region_held (game, region, held, G_N_ELEMENTS (held));
  for (guint i = 0; i < n_held; i++)
    if (held[i]->guard_cost != NULL)
      held[i]->guard_cost (game, band, region, cost);

  gint defenders = state->natives + (state->band >= 0 && state->band != band ? state->tokens : 0);
  if (defenders > 0)
    sw_cost_add (cost, defenders, g_dngettext (GETTEXT_PACKAGE, "%d defender +%d", "%d defenders +%d", defenders),
                 defenders, defenders);
  if (travel_fee)
    sw_cost_add (cost, 1, _("travel fee +1"));

  /* Race and power: surcharges and discounts (only the race in decline). */
  const SwEffect *effects[2] = { race, power };
  const char *names[2] = { race_name, power_name };
  for (guint i = 0; i < 2; i++)
    {
      if (effects[i] == NULL)
        continue;
      guint before = cost->items->len;
      apply_discounts (effects[i], game, region, cost, names[i]);
      if (effects[i]->cost != NULL)
        effects[i]->cost (&ctx, region, cost);
      if (gnome_shield)
        warn_gnome_discounts (cost, before, names[i]);
    }

  /* Stonehedge's linked power works like the band's own (docs/rules.md 4.1). */
  if (active)
    {
      g_autoptr(GPtrArray) linked = sw_game_band_linked_powers (game, band);
      for (guint i = 0; i < linked->len; i++)
        {
          const SwEffect *extra = sw_effect_find (edition, SW_EFFECT_POWER, g_ptr_array_index (linked, i));
          if (extra == NULL)
            continue;
          guint before = cost->items->len;
          apply_discounts (extra, game, region, cost, sw_game_entry_name (game, "power", extra->id));
          if (extra->cost != NULL)
            extra->cost (&ctx, region, cost);
          if (gnome_shield)
            warn_gnome_discounts (cost, before, sw_game_entry_name (game, "power", extra->id));
        }
    }

  /* Relics and artifacts used for this conquest (docs/rules.md 4.2, 4.3). */
  if (with != NULL)
    {
      apply_discounts (with, game, region, cost, via_name (game, via));
      if (with->use_discount != NULL)
        with->use_discount (game, with, band, region, cost);
    }

  /* max(MIN, raw − discounts), MIN = 1 (Tauren 2). */
  gint minimum = b != NULL ? sw_band_keep (game, band) : 1;
  if (cost->total < minimum)
    sw_cost_add (cost, minimum - cost->total, _("at least %d"), minimum);
  return cost;
}

SwCost *
sw_conquest_cost (SwGame *game, const char *region)
{
  gint index = sw_game_region_index (game, region);
  g_return_val_if_fail (index >= 0, NULL);
  SwPlayer *player = sw_game_player (game, game->seat);
  return sw_conquest_cost_for (game, player->active, index, NULL);
}
