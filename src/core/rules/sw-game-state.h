/* sw-game-state.h: layer 1 of the rules engine (docs/architecture.md, Layers):
 * the game state's accessors and mutators that every layer above shares,
 * defined in sw-game.c. Nothing here applies a whole action. */
#pragma once

#include "sw-game.h"
#include "sw-effects.h"

G_BEGIN_DECLS

/* Back to the state before the first action: natives and markers from the
 * map's start markers, 5 coins each (docs/rules.md 1.1). */
void     sw_game_reset_state (SwGame *game);

/* A legality warning on the action being applied (never a refusal). */
void     sw_game_warn        (SwGame *game, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* A refusal, with the action's line: always returns FALSE. */
gboolean sw_game_refuse      (GError **error, const SwAction *action, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* The refusal of a region that is not on the map, or of none at all. */
gboolean sw_game_refuse_region (GError **error, const SwAction *action, const char *region);
/* What @entry keeps for @band (zeroed the first time). */
SwEffectState *sw_band_effect_state (SwBand *band, const SwEffect *entry);
/* Forgets what the entries keep for @band that last @lasts. */
void     sw_band_clear_effect_state (SwBand *band, SwStateLasts lasts);
/* The entry of @band's race or power that has @flag, or NULL. */
const SwEffect *sw_band_flag_entry (SwGame *game, gint band, SwEffectFlags flag);

/* The SwMarkerFlags of the markers on @region, or-ed. */
guint    sw_game_region_marker_flags (SwGame *game, guint region);
/* Takes off @region every marker whose entry has @flag. */
void     sw_game_clear_markers (SwGame *game, guint region, SwMarkerFlags flag);
/* Empties a conquered region (docs/rules.md 1.6); returns the tokens lost. */
gint     sw_game_remove_defender (SwGame *game, guint region, gint attacker, gboolean no_loss);
/* An integer attribute of a catalog entry of the game's edition, 0 if absent. */
gint     sw_game_catalog_int (SwGame *game, const char *kind, const char *id, const char *attribute);

gboolean        sw_band_has_flag     (SwGame *game, gint band, SwEffectFlags flag);
/* The use named by an action's via in the game's edition, or NULL. */
const SwEffect *sw_game_find_use     (SwGame *game, const char *via);
/* The place, relic or artifact called @id in the game's edition, or NULL. */
const SwEffect *sw_game_find_held    (SwGame *game, const char *id);
/* What @region holds: its place, then its relic and artifact markers and
 * the markers whose entry has a guard or held hook (SW_EFFECT_MARKER: the
 * Champion, the objectives), in the table's order; returns how many (at
 * most @max) were put in @held. */
guint           sw_game_region_held  (SwGame *game, guint region, const SwEffect **held, guint max);
/* The place printed on @region (its SW_EFFECT_PLACE entry), or NULL. */
const SwEffect *sw_game_region_place (SwGame *game, guint region);
/* Whether @region's place pays @player this turn: held by one of his
 * races with tokens, active or the place working in decline. */
gboolean        sw_game_place_pays   (SwGame *game, guint player, guint region);
/* Tokens @band leaves in each region on declining (Tauren: 2; docs/rules.md 1.10). */
gint            sw_band_keep         (SwGame *game, gint band);

const SwRegion *sw_game_map_region   (SwGame *game, guint region);
gboolean        sw_game_region_is_terrain (SwGame *game, guint region, const char *terrain);
gboolean        sw_game_region_is_water   (SwGame *game, guint region);
/* Whether @region's terrain is left empty after the redeployment and scores
 * nothing, as its catalog entry says (vacate: the Underground's rivers,
 * docs/rules.md 1.9, 1.11; the Kraken's flag excepted). */
gboolean        sw_game_region_vacates    (SwGame *game, guint region);
/* Whether @region carries a symbol its edition's catalog makes an entry
 * region's (Warcraft's anchors: docs/rules.md 1.5). */
gboolean        sw_game_region_is_entry   (SwGame *game, guint region);
gboolean        sw_game_adjacent     (SwGame *game, guint a, guint b);
/* Whether a region next to @region on the map is of @terrain. */
gboolean        sw_game_region_borders_terrain (SwGame *game, guint region, const char *terrain);
/* Adjacency as @band sees it: links made by its powers count (Spiderines' chasms). */
gboolean        sw_game_band_adjacent (SwGame *game, gint band, guint a, guint b);
/* Connected groups of the band's regions (Flocking, Quarreling). */
guint           sw_game_band_groups  (SwGame *game, gint band);
/* Pays at once: coins change now and the line shows in the current turn. */
void            sw_game_transfer     (SwGame *game, guint player, gint coins, const char *source, const char *what);
/* A line scored at the end of the current turn (Vanishing's coins). */
void            sw_game_add_turn_item (SwGame *game, const char *source, gint coins, const char *what);
/* Powers a band also has through places (Stonehedge's linked badge). */
GPtrArray      *sw_game_band_linked_powers (SwGame *game, gint band);
const char     *sw_game_race_faction (SwGame *game, gint band);
/* Regions of @band matching a terrain and/or symbol (NULL: any). */
guint           sw_game_band_count   (SwGame *game, gint band, const char *terrain, const char *symbol);


G_END_DECLS
