/* sw-game.c: the game state (docs/rules.md 1), its accessors and the mutators that every layer shares (docs/architecture.md, Layers). */
#define G_LOG_DOMAIN "sw-game"
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "sw-game.h"
#include "sw-effects.h"
#include "sw-topology.h"
#include "sw-game-state.h"

G_DEFINE_QUARK (sw-game-error-quark, sw_game_error)

static const char *const action_names[] = {
  "pick", "ready", "conquer", "abandon", "decline", "redeploy", "marker",
  "power", "end-turn", "set-region", "adjust", "reveal", "withdraw",
};

const char *
sw_action_type_to_string (SwActionType type)
{
  g_return_val_if_fail (type < G_N_ELEMENTS (action_names), NULL);
  return action_names[type];
}

gboolean
sw_action_type_from_string (const char   *text,
                            SwActionType *type)
{
  for (guint i = 0; i < G_N_ELEMENTS (action_names); i++)
    if (g_strcmp0 (text, action_names[i]) == 0)
      {
        *type = i;
        return TRUE;
      }
  return FALSE;
}

SwAction *
sw_action_new (SwActionType type)
{
  SwAction *action = g_new0 (SwAction, 1);
  action->type = type;
  action->player = -1;
  action->die = -1;
  action->final_die = -1;
  action->owner = -1;
  return action;
}

void
sw_action_add_count (SwAction   *action,
                     const char *region,
                     gint        tokens)
{
  SwRegionCount count = { g_strdup (region), tokens };
  if (action->counts == NULL)
    action->counts = g_array_new (FALSE, FALSE, sizeof (SwRegionCount));
  g_array_append_val (action->counts, count);
}

SwAction *
sw_action_copy (const SwAction *action)
{
  SwAction *copy = g_memdup2 (action, sizeof *action);
  copy->race = g_strdup (action->race);
  copy->power = g_strdup (action->power);
  copy->region = g_strdup (action->region);
  copy->marker = g_strdup (action->marker);
  copy->via = g_strdup (action->via);
  copy->target = g_strdup (action->target);
  copy->reason = g_strdup (action->reason);
  copy->counts = NULL;
  if (action->counts != NULL)
    for (guint i = 0; i < action->counts->len; i++)
      {
        SwRegionCount *c = &g_array_index (action->counts, SwRegionCount, i);
        sw_action_add_count (copy, c->region, c->tokens);
      }
  return copy;
}

void
sw_action_free (SwAction *action)
{
  if (action == NULL)
    return;
  g_free (action->race);
  g_free (action->power);
  g_free (action->region);
  g_free (action->marker);
  g_free (action->via);
  g_free (action->target);
  g_free (action->reason);
  if (action->counts != NULL)
    {
      for (guint i = 0; i < action->counts->len; i++)
        g_free (g_array_index (action->counts, SwRegionCount, i).region);
      g_array_unref (action->counts);
    }
  g_free (action);
}

static void
band_free (SwBand *band)
{
  g_free (band->race);
  g_free (band->power);
  g_ptr_array_unref (band->conquered);
  g_ptr_array_unref (band->conquered_from);
  g_array_unref (band->conquered_defenders);
  g_clear_pointer (&band->effect_state, g_hash_table_unref);
  g_free (band);
}

static void
effect_state_free (SwEffectState *state)
{
  g_free (state->text);
  g_free (state);
}

SwEffectState *
sw_band_effect_state (SwBand *band, const SwEffect *entry)
{
  if (band->effect_state == NULL)
    band->effect_state = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) effect_state_free);
  SwEffectState *state = g_hash_table_lookup (band->effect_state, entry);
  if (state == NULL)
    {
      state = g_new0 (SwEffectState, 1);
      g_hash_table_insert (band->effect_state, (gpointer) entry, state);
    }
  return state;
}

static gboolean
lasts (gpointer key, gpointer value, gpointer user_data)
{
  const SwEffect *entry = key;
  (void) value;
  return entry->state_lasts == (SwStateLasts) GPOINTER_TO_INT (user_data);
}

void
sw_band_clear_effect_state (SwBand *band, SwStateLasts how_long)
{
  if (band->effect_state != NULL)
    g_hash_table_foreach_remove (band->effect_state, lasts, GINT_TO_POINTER (how_long));
}

static void
player_free (SwPlayer *player)
{
  g_free (player->name);
  g_free (player->colour);
  g_free (player);
}

void
sw_score_item_free (SwScoreItem *item)
{
  g_free (item->what);
  g_free (item->source);
  g_free (item);
}

static void
record_free (SwTurnRecord *record)
{
  g_ptr_array_unref (record->items);
  g_clear_pointer (&record->changes, g_array_unref);
  g_free (record);
}

static void
warning_free (SwGameWarning *warning)
{
  g_free (warning->message);
  g_free (warning);
}

static void
combo_clear (SwCombo *combo)
{
  g_clear_pointer (&combo->race, g_free);
  g_clear_pointer (&combo->power, g_free);
}

static void
region_state_clear (SwRegionState *state)
{
  g_clear_pointer (&state->markers, g_hash_table_unref);
  g_clear_pointer (&state->place, g_free);
  g_clear_pointer (&state->linked, g_free);
}

/* docs/rules.md 1.1 step 3: natives and markers from the map's start markers. */
void
sw_game_reset_state (SwGame *game)
{
  g_ptr_array_set_size (game->bands, 0);
  g_array_set_size (game->row, 0);
  g_array_set_size (game->regions, 0);
  g_array_set_size (game->regions, game->map->regions->len);
  for (guint i = 0; i < game->map->regions->len; i++)
    {
      const SwRegion *region = g_ptr_array_index (game->map->regions, i);
      SwRegionState *state = &g_array_index (game->regions, SwRegionState, i);
      state->band = -1;
      for (guint s = 0; region->starts != NULL && s < region->starts->len; s++)
        {
          const SwStart *start = g_ptr_array_index (region->starts, s);
          guint count = start->count > 0 ? start->count : 1;
          const SwEffect *marker = sw_effect_find (sw_game_edition (game), SW_EFFECT_MARKER, start->type);
          if (marker != NULL && marker->natives)
            state->natives += count;
          else
            sw_game_set_marker (game, i, start->type,
                                sw_game_marker_count (game, i, start->type) + count);
        }
    }
  for (guint p = 0; p < game->players->len; p++)
    {
      SwPlayer *player = g_ptr_array_index (game->players, p);
      player->coins = 5;   /* docs/rules.md 1.1 step 4 */
      player->active = player->decline = player->spirit = -1;
    }
  game->round = 1;
  game->seat = 0;
  game->stout_pending = FALSE;
  game->fortresses_placed = 0;
  game->declined_this_turn = FALSE;
  game->expanded = FALSE;
  g_clear_pointer (&game->bag_copies, g_free);
  game->turn_first_action = 0;
  g_array_set_size (game->turn_coins, game->players->len);
  for (guint p = 0; p < game->players->len; p++)
    g_array_index (game->turn_coins, gint, p) = 5;
  g_ptr_array_set_size (game->transfers, 0);
  g_ptr_array_set_size (game->records, 0);
  g_ptr_array_set_size (game->warnings, 0);
}

SwGame *
sw_game_new (SwMap             *map,
             const char *const *player_names)
{
  g_return_val_if_fail (map != NULL, NULL);
  SwGame *game = g_new0 (SwGame, 1);
  game->ref_count = 1;
  game->map = sw_map_ref (map);
  game->catalog = sw_catalog_get (map->edition);
  game->players = g_ptr_array_new_with_free_func ((GDestroyNotify) player_free);
  game->log = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_action_free);
  game->bands = g_ptr_array_new_with_free_func ((GDestroyNotify) band_free);
  game->regions = g_array_new (FALSE, TRUE, sizeof (SwRegionState));
  game->row = g_array_new (FALSE, TRUE, sizeof (SwCombo));
  g_array_set_clear_func (game->row, (GDestroyNotify) combo_clear);
  g_array_set_clear_func (game->regions, (GDestroyNotify) region_state_clear);
  game->transfers = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_score_item_free);
  game->records = g_ptr_array_new_with_free_func ((GDestroyNotify) record_free);
  game->warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) warning_free);
  game->turn_coins = g_array_new (FALSE, TRUE, sizeof (gint));
  for (guint i = 0; player_names != NULL && player_names[i] != NULL; i++)
    {
      SwPlayer *player = g_new0 (SwPlayer, 1);
      player->name = g_strdup (player_names[i]);
      g_ptr_array_add (game->players, player);
    }
  for (guint i = 0; i < map->scenarios->len; i++)
    {
      const SwScenario *s = &g_array_index (map->scenarios, SwScenario, i);
      if (s->players == game->players->len)
        game->turns = s->turns;
    }
  sw_game_reset_state (game);
  return game;
}

SwGame *
sw_game_ref (SwGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  g_atomic_int_inc (&game->ref_count);
  return game;
}

void
sw_game_unref (SwGame *game)
{
  if (game == NULL || !g_atomic_int_dec_and_test (&game->ref_count))
    return;
  g_ptr_array_unref (game->log);
  g_ptr_array_unref (game->bands);
  g_array_unref (game->regions);
  g_array_unref (game->row);
  g_ptr_array_unref (game->players);
  g_ptr_array_unref (game->transfers);
  g_ptr_array_unref (game->records);
  g_ptr_array_unref (game->warnings);
  g_array_unref (game->turn_coins);
  g_free (game->bag_copies);
  g_free (game->map_path);
  sw_map_unref (game->map);
  g_free (game);
}

/* ---- queries ---------------------------------------------------------- */

SwPlayer *
sw_game_player (SwGame *game, guint seat)
{
  g_return_val_if_fail (seat < game->players->len, NULL);
  return g_ptr_array_index (game->players, seat);
}

SwBand *
sw_game_band (SwGame *game, gint band)
{
  if (band < 0 || (guint) band >= game->bands->len)
    return NULL;
  return g_ptr_array_index (game->bands, band);
}

SwRegionState *
sw_game_region_state (SwGame *game, guint region)
{
  g_return_val_if_fail (region < game->regions->len, NULL);
  return &g_array_index (game->regions, SwRegionState, region);
}

gint
sw_game_region_index (SwGame *game, const char *region)
{
  return region == NULL ? -1 : sw_map_find_region (game->map, region);
}

gboolean
sw_game_refuse_region (GError **error, const SwAction *action, const char *region)
{
  if (region == NULL)
    return sw_game_refuse (error, action, _("<%s> names no region"), sw_action_type_to_string (action->type));
  return sw_game_refuse (error, action, _("region “%s” is not on the map"), region);
}

const SwRegion *
sw_game_map_region (SwGame *game, guint region)
{
  return g_ptr_array_index (game->map->regions, region);
}

const char *
sw_game_edition (SwGame *game)
{
  return game->map->edition != NULL ? game->map->edition : "base";
}

const char *
sw_game_entry_name (SwGame *game, const char *kind, const char *id)
{
  const SwCatalogEntry *entry = game->catalog != NULL ? sw_catalog_find (game->catalog, kind, id) : NULL;
  /* The catalog's name in the user's language, as the editor shows terrain
   * names (sw_text_pick(): LANGUAGE, then LC_ALL/LC_MESSAGES/LANG; zh_CN and
   * zh_TW apart), so that the engine's translated sentences read in one
   * language. Under the C locale that is English, which keeps `swmap score`
   * stable for scripts. */
  return entry != NULL ? sw_catalog_entry_name (entry) : id;
}

char *
sw_game_dup_combo_name (SwGame *game, const char *race, const char *power)
{
  /* Translators: a combo, "Commando Dwarves": power, then race */
  return g_strdup_printf (C_("combo", "%s %s"), sw_game_entry_name (game, "power", power),
                          sw_game_entry_name (game, "race", race));
}

gint
sw_game_catalog_tokens (SwGame *game, const char *race, const char *power)
{
  return sw_game_printed_tokens (game, "race", race) + sw_game_printed_tokens (game, "power", power);
}

gint
sw_game_printed_tokens (SwGame *game, const char *kind, const char *id)
{
  const SwCatalogEntry *entry = game->catalog != NULL && id != NULL ? sw_catalog_find (game->catalog, kind, id) : NULL;

  return entry != NULL ? (gint) CLAMP (sw_catalog_entry_get_int (entry, "tokens", 0), 0, 99) : 0;
}

const char *
sw_game_marker_name (SwGame *game, const char *marker)
{
  /* Markers on a region: the game's components (fortress, dragon...), the
   * map's set-up markers, and relics or artifacts lying there. */
  static const char *const kinds[] = { "component", "marker", "relic", "artifact", "place" };
  for (guint i = 0; i < G_N_ELEMENTS (kinds) && game->catalog != NULL; i++)
    if (sw_catalog_find (game->catalog, kinds[i], marker) != NULL)
      return sw_game_entry_name (game, kinds[i], marker);
  return marker;
}

gint
sw_game_marker_count (SwGame *game, guint region, const char *marker)
{
  SwRegionState *state = sw_game_region_state (game, region);
  if (state->markers == NULL)
    return 0;
  return GPOINTER_TO_INT (g_hash_table_lookup (state->markers, marker));
}

void
sw_game_set_marker (SwGame *game, guint region, const char *marker, gint count)
{
  SwRegionState *state = sw_game_region_state (game, region);
  if (count <= 0)
    {
      if (state->markers != NULL)
        g_hash_table_remove (state->markers, marker);
      return;
    }
  if (state->markers == NULL)
    state->markers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_replace (state->markers, g_strdup (marker), GINT_TO_POINTER (count));
}

guint
sw_game_band_regions (SwGame *game, gint band)
{
  guint n = 0;
  for (guint i = 0; i < game->regions->len; i++)
    if (g_array_index (game->regions, SwRegionState, i).band == band
        && g_array_index (game->regions, SwRegionState, i).tokens > 0)
      n++;
  return n;
}

gint
sw_game_band_tokens (SwGame *game, gint band)
{
  gint n = 0;
  for (guint i = 0; i < game->regions->len; i++)
    if (g_array_index (game->regions, SwRegionState, i).band == band)
      n = sw_add_clamped (n, g_array_index (game->regions, SwRegionState, i).tokens);
  return n;
}

gboolean
sw_game_region_nonempty (SwGame *game, guint region)
{
  SwRegionState *state = sw_game_region_state (game, region);
  return state->natives > 0 || (state->band >= 0 && state->tokens > 0);
}

gboolean
sw_game_region_is_terrain (SwGame *game, guint region, const char *terrain)
{
  const SwRegion *r = sw_game_map_region (game, region);
  if (g_strcmp0 (r->terrain, terrain) == 0)
    return TRUE;
  /* docs/rules.md 3.2: Underground terrains count as their base equivalents. */
  const SwCatalogEntry *entry = game->catalog != NULL ? sw_catalog_find (game->catalog, "terrain", r->terrain) : NULL;
  return entry != NULL && g_strcmp0 (sw_catalog_entry_get (entry, "equivalent"), terrain) == 0;
}

gboolean
sw_game_region_is_water (SwGame *game, guint region)
{
  const SwRegion *r = sw_game_map_region (game, region);
  /* A map of an edition without a catalog plays by the base game's rules
   * (sw_edition_rules()): its waters are the base catalog's. */
  const SwCatalog *catalog = game->catalog != NULL ? game->catalog
                            : sw_catalog_get (sw_edition_rules (sw_game_edition (game))->id);
  const SwCatalogEntry *entry = catalog != NULL ? sw_catalog_find (catalog, "terrain", r->terrain) : NULL;
  return entry != NULL
         && (sw_catalog_entry_get_bool (entry, "water", FALSE) || sw_catalog_entry_get_bool (entry, "sea", FALSE));
}

gboolean
sw_game_region_vacates (SwGame *game, guint region)
{
  const SwRegion *r = sw_game_map_region (game, region);
  const SwCatalogEntry *entry = game->catalog != NULL ? sw_catalog_find (game->catalog, "terrain", r->terrain) : NULL;
  return entry != NULL && sw_catalog_entry_get_bool (entry, "vacate", FALSE);
}

gboolean
sw_game_region_is_entry (SwGame *game, guint region)
{
  return game->catalog != NULL && sw_catalog_region_is_entry (game->catalog, sw_game_map_region (game, region));
}

gboolean
sw_game_adjacent (SwGame *game, guint a, guint b)
{
  SwTopology *topology = sw_map_get_topology (game->map);
  return topology != NULL && sw_topology_adjacent (topology, a, b);
}

/* Whether @region's place has @flag. */
static gboolean
place_has_flag (SwGame *game, guint region, SwPlaceFlags flag)
{
  const SwEffect *place = sw_game_region_place (game, region);
  return place != NULL && (place->place_flags & flag);
}

static gboolean
region_has_symbol (SwGame *game, guint region, const char *symbol)
{
  const SwRegion *r = sw_game_map_region (game, region);
  if (sw_region_has_symbol (r, symbol))
    return TRUE;
  /* An Underground symbol counts as its base equivalent (docs/rules.md 3.2). */
  for (guint i = 0; r->symbols != NULL && i < r->symbols->len; i++)
    {
      const SwSymbol *s = g_ptr_array_index (r->symbols, i);
      const SwCatalogEntry *entry = game->catalog != NULL ? sw_catalog_find (game->catalog, "symbol", s->type) : NULL;
      if (entry != NULL && g_strcmp0 (sw_catalog_entry_get (entry, "equivalent"), symbol) == 0)
        return TRUE;
    }
  return FALSE;
}

guint
sw_game_band_count (SwGame *game, gint band, const char *terrain, const char *symbol)
{
  guint n = 0;
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = &g_array_index (game->regions, SwRegionState, i);
      if (state->band != band || state->tokens <= 0)
        continue;
      if (terrain != NULL && !sw_game_region_is_terrain (game, i, terrain))
        continue;
      if (symbol != NULL && !region_has_symbol (game, i, symbol))
        continue;
      n++;
    }
  return n;
}

gboolean
sw_game_region_borders_terrain (SwGame *game, guint region, const char *terrain)
{
  SwTopology *topology = sw_map_get_topology (game->map);
  guint n = 0;
  const guint *next = topology != NULL ? sw_topology_neighbours (topology, region, &n) : NULL;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (sw_game_map_region (game, next[i])->terrain, terrain) == 0)
      return TRUE;
  return FALSE;
}

/* Adjacency for @band: the map's, plus what its powers and places link
 * (docs/rules.md 2.2 Underworld, 2.3 Spiderines and 8's decision on chasms,
 * 2.5 Kobolds, 4.1 Great Brass Pipe for its occupier only). */
gboolean
sw_game_band_adjacent (SwGame *game, gint band, guint a, guint b)
{
  if (a == b)
    return FALSE;
  if (sw_game_adjacent (game, a, b))
    return TRUE;
  SwRegionState *sa = sw_game_region_state (game, a), *sb = sw_game_region_state (game, b);
  gboolean holds_a = sa->band == band, holds_b = sb->band == band;
  /* The symbols and terrains come from the entries that have the flags
   * (flag_symbol, flag_terrain). */
  const SwEffect *caverns = sw_band_flag_entry (game, band, SW_FLAG_CAVERNS_ADJACENT);
  if (caverns != NULL
      && region_has_symbol (game, a, caverns->flag_symbol) && region_has_symbol (game, b, caverns->flag_symbol))
    return TRUE;
  const SwEffect *caves = sw_band_flag_entry (game, band, SW_FLAG_CAVES_ANYWHERE);
  if (caves != NULL
      && ((holds_a && region_has_symbol (game, b, caves->flag_symbol))
          || (holds_b && region_has_symbol (game, a, caves->flag_symbol))))
    return TRUE;
  const SwEffect *crossing = holds_a || holds_b ? sw_band_flag_entry (game, band, SW_FLAG_RIVER_CROSSING) : NULL;
  if (crossing != NULL)
    for (guint i = 0; i < game->regions->len; i++)
      if (g_strcmp0 (sw_game_map_region (game, i)->terrain, crossing->flag_terrain) == 0
          && sw_game_adjacent (game, i, a) && sw_game_adjacent (game, i, b))
        return TRUE;   /* docs/rules.md 2.3 Lizardmen cross rivers without stopping */
  const SwEffect *chasm = sw_band_flag_entry (game, band, SW_FLAG_CHASM_ADJACENT);
  if (chasm != NULL
      && ((holds_a && sw_game_region_borders_terrain (game, b, chasm->flag_terrain))
          || (holds_b && sw_game_region_borders_terrain (game, a, chasm->flag_terrain))))
    return TRUE;
  const char *ta = sw_game_map_region (game, a)->terrain, *tb = sw_game_map_region (game, b)->terrain;
  if (g_strcmp0 (ta, tb) == 0)
    for (guint i = 0; i < game->regions->len; i++)
      {
        /* docs/rules.md 4.1 Great Brass Pipe: its terrain's regions are linked. */
        SwRegionState *state = sw_game_region_state (game, i);
        if (state->band == band && state->place != NULL
            && g_strcmp0 (sw_game_map_region (game, i)->terrain, ta) == 0
            && place_has_flag (game, i, SW_PLACE_TERRAIN_LINKED))
          return TRUE;
      }
  return FALSE;
}

guint
sw_game_band_groups (SwGame *game, gint band)
{
  guint n = game->regions->len, groups = 0;
  g_autofree gboolean *seen = g_new0 (gboolean, n);
  g_autofree guint *stack = g_new (guint, n);
  for (guint start = 0; start < n; start++)
    {
      SwRegionState *state = sw_game_region_state (game, start);
      if (seen[start] || state->band != band || state->tokens <= 0)
        continue;
      groups++;
      guint top = 0;
      stack[top++] = start;
      seen[start] = TRUE;
      while (top > 0)
        {
          guint r = stack[--top];
          for (guint i = 0; i < n; i++)
            {
              SwRegionState *other = sw_game_region_state (game, i);
              if (!seen[i] && other->band == band && other->tokens > 0 && sw_game_band_adjacent (game, band, r, i))
                {
                  seen[i] = TRUE;
                  stack[top++] = i;
                }
            }
        }
    }
  return groups;
}

GPtrArray *
sw_game_band_linked_powers (SwGame *game, gint band)
{
  GPtrArray *powers = g_ptr_array_new ();
  SwBand *b = sw_game_band (game, band);
  for (guint i = 0; b != NULL && i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      /* docs/rules.md 8: a linked power identical to the race's own pays once. */
      if (state->band == band && state->tokens > 0 && state->linked != NULL
          && place_has_flag (game, i, SW_PLACE_LINKED_POWER) && g_strcmp0 (state->linked, b->power) != 0)
        g_ptr_array_add (powers, state->linked);
    }
  return powers;
}

const SwEffect *
sw_band_flag_entry (SwGame *game, gint band, SwEffectFlags flag)
{
  SwBand *b = sw_game_band (game, band);
  if (b == NULL)
    return NULL;
  const SwEffect *race = sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, b->race);
  if (race != NULL && (race->flags & flag))
    return race;
  const SwEffect *power = sw_effect_find (sw_game_edition (game), SW_EFFECT_POWER, b->power);
  return power != NULL && (power->flags & flag) ? power : NULL;
}

gboolean
sw_band_has_flag (SwGame *game, gint band, SwEffectFlags flag)
{
  SwBand *b = sw_game_band (game, band);
  if (b == NULL)
    return FALSE;
  const SwEffect *race = sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, b->race);
  const SwEffect *power = sw_effect_find (sw_game_edition (game), SW_EFFECT_POWER, b->power);
  return (race != NULL && (race->flags & flag)) || (power != NULL && (power->flags & flag));
}

const SwEffect *
sw_game_find_use (SwGame *game, const char *via)
{
  return sw_effect_find (sw_game_edition (game), SW_EFFECT_USE, via);
}

gint
sw_game_roll_die (SwGame *game)
{
  const SwCatalogEntry *die;
  const char *faces;
  g_auto(GStrv) each = NULL;
  guint n;

  g_return_val_if_fail (game != NULL, 0);
  die = sw_catalog_find (game->catalog, "component", "die");
  faces = die != NULL ? sw_catalog_entry_get (die, "faces") : NULL;
  if (faces == NULL)
    return 0;
  each = g_strsplit (faces, " ", -1);
  n = g_strv_length (each);
  return n > 0 ? (gint) g_ascii_strtoll (each[g_random_int_range (0, (gint32) n)], NULL, 10) : 0;
}

const char *
sw_game_band_own_marker (SwGame *game, gint band)
{
  SwBand *b;
  const SwEffect *power, *race;

  g_return_val_if_fail (game != NULL, NULL);
  b = sw_game_band (game, band);
  if (b == NULL)
    return NULL;
  power = b->power != NULL ? sw_effect_find (sw_game_edition (game), SW_EFFECT_POWER, b->power) : NULL;
  race = sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, b->race);
  if (power != NULL && power->own_marker != NULL)
    return power->own_marker;
  if (race == NULL)
    return NULL;
  /* a marker the race places is one it puts down by hand (the Humans'
   * objectives) */
  return race->own_marker != NULL ? race->own_marker : race->placed_marker;
}

gboolean
sw_game_conquers_with (SwGame *game, const char *id)
{
  const SwEffect *use;

  g_return_val_if_fail (game != NULL, FALSE);
  use = id != NULL ? sw_game_find_use (game, id) : NULL;
  return use != NULL && (use->flags != 0 || use->use_cost != NULL || use->use_discount != NULL || use->discount_all != 0
                         || use->conquering != NULL || use->conquered_with != NULL);
}

const SwEffect *
sw_game_find_held (SwGame *game, const char *id)
{
  static const SwEffectKind kinds[] = { SW_EFFECT_PLACE, SW_EFFECT_RELIC, SW_EFFECT_ARTIFACT };
  for (guint k = 0; id != NULL && k < G_N_ELEMENTS (kinds); k++)
    {
      const SwEffect *effect = sw_effect_find (sw_game_edition (game), kinds[k], id);
      if (effect != NULL)
        return effect;
    }
  return NULL;
}

/* A relic or artifact, or a marker with a hook for its region's holder. */
static gboolean
is_held (const SwEffect *effect)
{
  if (effect->kind == SW_EFFECT_MARKER)
    return effect->guard_cost != NULL || effect->guard_conquered != NULL || effect->held_score != NULL;
  return effect->kind == SW_EFFECT_RELIC || effect->kind == SW_EFFECT_ARTIFACT;
}

guint
sw_game_region_held (SwGame *game, guint region, const SwEffect **held, guint max)
{
  SwRegionState *state = sw_game_region_state (game, region);
  guint n = 0;
  const SwEffect *place = sw_game_region_place (game, region);
  if (place != NULL && n < max)
    held[n++] = place;
  if (state->markers == NULL || g_hash_table_size (state->markers) == 0)
    return n;
  /* In the table's order, so that two of them act in the same order each time. */
  const SwEditionRules *rules = sw_edition_rules (sw_game_edition (game));
  for (guint i = 0; i < rules->n_effects && n < max; i++)
    if (is_held (&rules->effects[i])
        && sw_game_marker_count (game, region, rules->effects[i].id) > 0)
      held[n++] = &rules->effects[i];
  return n;
}

const SwEffect *
sw_game_region_place (SwGame *game, guint region)
{
  return sw_effect_find (sw_game_edition (game), SW_EFFECT_PLACE, sw_game_region_state (game, region)->place);
}

/* The faction of a race instance (catalog data, Q10), NULL for natives. */
const char *
sw_game_race_faction (SwGame *game, gint band)
{
  SwBand *b = sw_game_band (game, band);
  const SwCatalogEntry *race = b != NULL && game->catalog != NULL ? sw_catalog_find (game->catalog, "race", b->race) : NULL;
  return race != NULL ? sw_catalog_entry_get (race, "faction") : NULL;
}

gboolean
sw_game_place_pays (SwGame *game, guint player, guint region)
{
  SwRegionState *state = sw_game_region_state (game, region);
  SwBand *band = sw_game_band (game, state->band);
  if (band == NULL || band->owner != player || state->tokens <= 0 || state->place == NULL)
    return FALSE;
  const SwCatalogEntry *place = game->catalog != NULL ? sw_catalog_find (game->catalog, "place", state->place) : NULL;
  return place != NULL
         && (band->state == SW_BAND_ACTIVE || g_strcmp0 (sw_catalog_entry_get (place, "in-decline"), "yes") == 0);
}

gint
sw_band_keep (SwGame *game, gint band)
{
  SwBand *b = sw_game_band (game, band);
  const SwEffect *race = b != NULL ? sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, b->race) : NULL;
  return race != NULL && race->keep > 0 ? race->keep : 1;
}

gboolean
sw_game_race_in_play (SwGame *game, const char *race)
{
  for (guint i = 0; i < game->bands->len; i++)
    {
      SwBand *band = sw_game_band (game, i);
      if (band->state != SW_BAND_GONE && g_strcmp0 (band->race, race) == 0)
        return TRUE;
    }
  for (guint i = 0; i < game->row->len; i++)
    if (g_strcmp0 (g_array_index (game->row, SwCombo, i).race, race) == 0)
      return TRUE;
  return FALSE;
}

gboolean
sw_game_power_in_play (SwGame *game, const char *power)
{
  /* A declining race's badge is discarded (docs/rules.md 1.10 step 3), even
   * when its effect lingers: only active races hold one. */
  for (guint i = 0; i < game->bands->len; i++)
    {
      SwBand *band = sw_game_band (game, i);
      if (band->state == SW_BAND_ACTIVE && g_strcmp0 (band->power, power) == 0)
        return TRUE;
    }
  for (guint i = 0; i < game->row->len; i++)
    if (g_strcmp0 (g_array_index (game->row, SwCombo, i).power, power) == 0)
      return TRUE;
  return FALSE;
}

gboolean
sw_game_region_has_relic (SwGame *game, guint region, const char *relic)
{
  if (sw_game_marker_count (game, region, relic) > 0)
    return TRUE;
  if (game->bag_copies == NULL || !g_str_equal (game->bag_copies, relic))
    return FALSE;
  /* docs/rules.md 4.2: the Bag counts as the relic it copies. */
  const SwEditionRules *rules = sw_edition_rules (sw_game_edition (game));
  for (guint i = 0; i < rules->n_effects; i++)
    if ((rules->effects[i].place_flags & SW_PLACE_COPIES_RELIC)
        && sw_game_marker_count (game, region, rules->effects[i].id) > 0)
      return TRUE;
  return FALSE;
}

GPtrArray *
sw_game_conquest_relics (SwGame *game, gint band)
{
  GPtrArray *ids = g_ptr_array_new ();
  const SwEditionRules *rules = sw_edition_rules (sw_game_edition (game));
  for (guint e = 0; e < rules->n_effects; e++)
    {
      const SwEffect *effect = &rules->effects[e];
      if ((effect->kind != SW_EFFECT_RELIC && effect->kind != SW_EFFECT_ARTIFACT)
          || sw_game_find_use (game, effect->id) == NULL)
        continue;
      for (guint i = 0; i < game->regions->len; i++)
        if (sw_game_region_state (game, i)->band == band && sw_game_region_has_relic (game, i, effect->id))
          {
            g_ptr_array_add (ids, (gpointer) effect->id);
            break;
          }
    }
  return ids;
}

const char *
sw_game_region_find_question (SwGame *game, guint region)
{
  const SwRegion *r = g_ptr_array_index (game->map->regions, region);
  SwRegionState *state = sw_game_region_state (game, region);
  const SwEffect *guard = NULL;

  for (guint s = 0; r->starts != NULL && s < r->starts->len && guard == NULL; s++)
    {
      const SwEffect *marker = sw_effect_find (sw_game_edition (game), SW_EFFECT_MARKER,
                                               ((const SwStart *) g_ptr_array_index (r->starts, s))->type);
      if (marker != NULL && marker->find_question != NULL)
        guard = marker;
    }
  if (guard == NULL || state->found)
    return NULL;
  /* taken: the monsters gone; or a race in the region, its face-down
   * marker still there (a fix of the table's may have removed it) */
  if (guard->natives ? state->natives > 0
                     : state->band < 0 || sw_game_marker_count (game, region, guard->id) == 0)
    return NULL;
  return _(guard->find_question);
}

gboolean
sw_game_find_on_board (SwGame *game, const char *id)
{
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      if (g_strcmp0 (state->place, id) == 0 || sw_game_marker_count (game, i, id) > 0)
        return TRUE;
    }
  return FALSE;
}

gboolean
sw_game_power_has_use (SwGame *game, const char *power)
{
  const SwEffect *use = sw_game_find_use (game, power);
  return use != NULL && use->use != NULL;
}

gboolean
sw_game_power_names_player (SwGame *game, const char *power)
{
  const SwEffect *use = sw_game_find_use (game, power);
  return use != NULL && use->names_player;
}

gboolean
sw_game_conquest_readies (SwGame *game)
{
  gint active = sw_game_player (game, game->seat)->active;
  SwBand *band = sw_game_band (game, active);
  /* once a turn, before anything else expands it; never after a decline */
  if (band == NULL || band->state != SW_BAND_ACTIVE || game->expanded || game->declined_this_turn)
    return FALSE;
  for (guint i = 0; i < game->regions->len; i++)
    if (sw_game_region_state (game, i)->band == active)
      return TRUE;
  return FALSE;
}

gboolean
sw_game_band_conquers_in_decline (SwGame *game, gint band)
{
  return sw_band_has_flag (game, band, SW_FLAG_CONQUER_DECLINE);
}

const char *
sw_game_race_named_by (SwGame *game, const char *race)
{
  const SwEffect *effect = sw_effect_find (sw_game_edition (game), SW_EFFECT_RACE, race);
  return effect != NULL ? effect->named_by : NULL;
}

gboolean
sw_game_check_tokens (SwGame *game, char **why)
{
  for (guint b = 0; b < game->bands->len; b++)
    {
      SwBand *band = sw_game_band (game, b);
      gint box = sw_game_catalog_int (game, "race", band->race, "box");
      if (box <= 0)
        continue;
      gint board = sw_game_band_tokens (game, b);
      /* Beasts and silver hammers are not race tokens, though they are
       * counted among the band's (docs/rules.md 2.3, 2.6). */
      gint total = board + band->hand + band->supply - band->beasts - band->hammers_out;
      if (total != box || band->hand < 0 || band->supply < 0 || band->lent < 0)
        {
          if (why != NULL)
            *why = g_strdup_printf ("band %u (%s of seat %u): %d on the board + %d in hand + %d in the box"
                                    " − %d beasts − %d hammers = %d, the box holds %d",
                                    b, band->race, band->owner, board, band->hand, band->supply,
                                    band->beasts, band->hammers_out, total, box);
          return FALSE;
        }
      if (band->state == SW_BAND_GONE && (board != 0 || band->hand != 0))
        {
          if (why != NULL)
            *why = g_strdup_printf ("band %u (%s) is gone but keeps %d on the board, %d in hand",
                                    b, band->race, board, band->hand);
          return FALSE;
        }
    }
  return TRUE;
}

static gint
compare_ranking (gconstpointer a, gconstpointer b)
{
  const SwRanking *x = a, *y = b;
  /* compared, not subtracted: a difference of two gints can overflow */
  if (x->coins != y->coins)
    return x->coins < y->coins ? 1 : -1;
  return (x->tokens_on_board < y->tokens_on_board) - (x->tokens_on_board > y->tokens_on_board);
}

GArray *
sw_game_ranking (SwGame *game)
{
  GArray *ranking = g_array_new (FALSE, TRUE, sizeof (SwRanking));
  for (guint p = 0; p < game->players->len; p++)
    {
      SwRanking r = { p, sw_game_player (game, p)->coins, 0, 0 };
      for (guint b = 0; b < game->bands->len; b++)
        if (sw_game_band (game, b)->owner == p)
          r.tokens_on_board = sw_add_clamped (r.tokens_on_board, sw_game_band_tokens (game, b));
      g_array_append_val (ranking, r);
    }
  g_array_sort (ranking, compare_ranking);
  for (guint i = 0; i < ranking->len; i++)
    {
      SwRanking *r = &g_array_index (ranking, SwRanking, i);
      SwRanking *prev = i > 0 ? &g_array_index (ranking, SwRanking, i - 1) : NULL;
      /* Q11: a full tie shares the rank. */
      r->rank = prev != NULL && prev->coins == r->coins && prev->tokens_on_board == r->tokens_on_board
                ? prev->rank : i + 1;
    }
  return ranking;
}

/* ---- what the layers above share: warnings, refusals, coins, a conquered region */

void
sw_game_warn (SwGame *game, const char *format, ...)
{
  va_list args;
  SwGameWarning *warning = g_new0 (SwGameWarning, 1);
  va_start (args, format);
  warning->message = g_strdup_vprintf (format, args);
  va_end (args);
  warning->action = game->log->len;
  g_ptr_array_add (game->warnings, warning);
}

gboolean
sw_game_refuse (GError **error, const SwAction *action, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *message = g_strdup_vprintf (format, args);
  va_end (args);
  if (action->line > 0)
    g_set_error (error, SW_GAME_ERROR, SW_GAME_ERROR_INVALID, "line %u: %s", action->line, message);
  else
    g_set_error_literal (error, SW_GAME_ERROR, SW_GAME_ERROR_INVALID, message);
  return FALSE;
}

void
sw_game_transfer (SwGame *game, guint player, gint coins, const char *source, const char *what)
{
  SwPlayer *p = sw_game_player (game, player);
  p->coins = sw_add_clamped (p->coins, coins);
  /* Another player's line shows in the turn too, marked as his. */
  SwScoreItem *item = g_new0 (SwScoreItem, 1);
  item->what = g_strdup (what);
  item->source = g_strdup (source);
  item->coins = coins;
  item->transfer = TRUE;
  item->payer = -1;
  item->player = player == game->seat ? -1 : (gint) player;
  g_ptr_array_add (game->transfers, item);
}

void
sw_game_add_turn_item (SwGame *game, const char *source, gint coins, const char *what)
{
  SwScoreItem *item = g_new0 (SwScoreItem, 1);
  item->what = g_strdup (what);
  item->source = g_strdup (source);
  item->coins = coins;
  item->payer = -1;
  item->player = -1;
  g_ptr_array_add (game->transfers, item);
}

gint
sw_game_catalog_int (SwGame *game, const char *kind, const char *id, const char *attribute)
{
  const SwCatalogEntry *entry = game->catalog != NULL ? sw_catalog_find (game->catalog, kind, id) : NULL;
  return entry != NULL ? (gint) sw_catalog_entry_get_int (entry, attribute, 0) : 0;
}

guint
sw_game_region_marker_flags (SwGame *game, guint region)
{
  SwRegionState *state = sw_game_region_state (game, region);
  guint flags = 0;
  if (state->markers == NULL || g_hash_table_size (state->markers) == 0)
    return 0;
  const SwEditionRules *rules = sw_edition_rules (sw_game_edition (game));
  for (guint i = 0; i < rules->n_effects; i++)
    if (rules->effects[i].kind == SW_EFFECT_MARKER && sw_game_marker_count (game, region, rules->effects[i].id) > 0)
      flags |= rules->effects[i].marker_flags;
  return flags;
}

void
sw_game_clear_markers (SwGame *game, guint region, SwMarkerFlags flag)
{
  SwRegionState *state = sw_game_region_state (game, region);
  if (state->markers == NULL || g_hash_table_size (state->markers) == 0)
    return;
  const SwEditionRules *rules = sw_edition_rules (sw_game_edition (game));
  for (guint i = 0; i < rules->n_effects; i++)
    if (rules->effects[i].kind == SW_EFFECT_MARKER && (rules->effects[i].marker_flags & flag))
      sw_game_set_marker (game, region, rules->effects[i].id, 0);
}

/* docs/rules.md 1.6: the defender loses one token to the box, the rest go to
 * his hand for redeployment; natives are removed; markers tied to the
 * defender go. */
gint
sw_game_remove_defender (SwGame *game, guint region, gint attacker, gboolean no_loss)
{
  SwRegionState *state = sw_game_region_state (game, region);
  gboolean loses_all = sw_edition_rules (sw_game_edition (game))->decline_loses_all;
  gint total_lost = state->natives > 0 ? 1 : 0;
  state->natives = 0;
  if (state->band >= 0 && state->band != attacker)
    {
      SwBand *defender = sw_game_band (game, state->band);
      gint lost = 1;
      if (loses_all && defender->state != SW_BAND_ACTIVE)
        lost = state->tokens;   /* docs/rules.md 1.6: a Warcraft decline region loses them all */
      const SwEffect *saving = defender->state == SW_BAND_ACTIVE
                               ? sw_band_flag_entry (game, state->band, SW_FLAG_FIRST_LOSS_SAVED) : NULL;
      if (saving != NULL && sw_band_effect_state (defender, saving)->value != (gint) game->records->len + 1)
        {
          /* docs/rules.md 2.5 Draenei: the first loss of each opponent's turn goes to hand. */
          sw_band_effect_state (defender, saving)->value = game->records->len + 1;
          lost = 0;
        }
      if (no_loss || (defender->state == SW_BAND_ACTIVE && sw_band_has_flag (game, state->band, SW_FLAG_LOSES_NOTHING)))
        lost = 0;   /* Elves (docs/rules.md 2.1), Immortal, Stinky Troll's Socks */
      const SwEffect *place = sw_game_region_place (game, region);
      if (place != NULL && (place->place_flags & SW_PLACE_NO_LOSS))
        lost = 0;   /* docs/rules.md 4.4 Light's Hope Chapel */
      if (state->tokens > 0)
        {
          gint back = MAX (0, state->tokens - lost);
          defender->hand += back;
          defender->withdrawn += back;
          /* A band has beasts only by the flag: its entry names their marker. */
          const SwEffect *beasts = defender->beasts > 0 ? sw_band_flag_entry (game, state->band, SW_FLAG_BEASTS) : NULL;
          if (lost > 0 && beasts != NULL && sw_game_marker_count (game, region, beasts->flag_marker) > 0)
            {
              /* docs/rules.md 1.6 Beastmaster: the loss is a beast, not a race token. */
              defender->beasts--;
              defender->supply += state->tokens - back - 1;
            }
          else
            defender->supply += state->tokens - back;
          total_lost += state->tokens - back;
        }
      /* Encampments go back to their owner's supply ([S0]): off the map. */
    }
  else if (state->band >= 0 && state->band == attacker)
    sw_game_band (game, attacker)->hand += state->tokens;   /* its own region (warned): back in hand */
  sw_game_clear_markers (game, region, SW_MARKER_GOES_CONQUERED);
  state->band = -1;
  state->tokens = 0;
  return total_lost;
}
