/* sw-effects.h: what each race, power, place, relic and artifact does, one table per edition. */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

typedef enum {
  SW_EFFECT_RACE,
  SW_EFFECT_POWER,
  /* What an action names in its via: a power action of the log, or what a
   * conquest is made with (a race's or power's ability, a place, a relic,
   * an artifact). Its own entry, apart from the race or power that has it,
   * so that its flags apply to that action only. */
  SW_EFFECT_USE,
  /* What is held on the board (docs/rules.md 4): a place printed on a
   * region, a relic or an artifact marker. Its hooks and place flags act
   * for whoever holds its region. */
  SW_EFFECT_PLACE,
  SW_EFFECT_RELIC,
  SW_EFFECT_ARTIFACT,
  /* A component of the catalog lying on a region with a rule of its own
   * when that region falls (the Champion, the Humans' objectives): held
   * as relics and artifacts are, its guard_conquered acts. */
  SW_EFFECT_MARKER,
} SwEffectKind;

typedef enum {
  SW_FLAG_LOSES_NOTHING     = 1 << 0,  /* Elves, Immortal: no token to the box when conquered (active) */
  SW_FLAG_FIRST_ANYWHERE    = 1 << 1,  /* Halflings: first conquest anywhere */
  SW_FLAG_KEEP_ALL_DECLINE  = 1 << 2,  /* Ghouls, Tomb: every token stays on declining */
  SW_FLAG_CONQUER_DECLINE   = 1 << 3,  /* Ghouls: keep conquering in decline */
  SW_FLAG_SPIRIT            = 1 << 4,  /* Spirit: a separate decline slot */
  SW_FLAG_STOUT             = 1 << 5,  /* Stout: declines after scoring */
  SW_FLAG_ANY_DISTANCE      = 1 << 6,  /* Flying: adjacency waived */
  SW_FLAG_SEAS              = 1 << 7,  /* Seafaring, Naga: seas and lakes conquerable, cost 2 */
  SW_FLAG_PLACES_PAY        = 1 << 8,  /* Adventurous: +1 a place held (the Scepter doubles it) */
  SW_FLAG_HOLES             = 1 << 9,  /* Halflings: holes in the first two regions */
  SW_FLAG_CAVERNS_ADJACENT  = 1 << 10, /* Underworld: caverns adjacent to each other */
  SW_FLAG_BONUS_IN_DECLINE  = 1 << 11, /* its coins still pay in decline (Dwarves, Muddy, Wise) */
  SW_FLAG_RIVERS            = 1 << 12, /* Kraken: may stay in rivers, rivers score */
  SW_FLAG_CHASM_ADJACENT    = 1 << 13, /* Spiderines: regions bordering a chasm are adjacent */
  SW_FLAG_CAVES_ANYWHERE    = 1 << 14, /* Kobolds: every cave counts as adjacent */
  SW_FLAG_FIRST_VOLCANO     = 1 << 15, /* Flames: first conquest next to the volcano, not the edge */
  SW_FLAG_RIVER_CROSSING    = 1 << 16, /* Lizardmen: regions across a river are adjacent */
  SW_FLAG_DECLINE_ONLY      = 1 << 17, /* its coins pay only in decline (Wise) */
  SW_FLAG_DIE_FIRST         = 1 << 18, /* Berserk; a conquest with the Gnomes' air strike or the
                                        * Will-o'-Wisps: the die lowers the cost, the turn goes on */
  SW_FLAG_REPLACE_ONE       = 1 << 19, /* a conquest with Sorcerers, Vampire, Shiny Orb: a token
                                        * from the box replaces a single defender */
  SW_FLAG_AIR_STRIKE        = 1 << 20, /* a conquest with the Gnomes' air strike: once a turn,
                                        * a second die when it is the final conquest */
  SW_FLAG_ALONE             = 1 << 21, /* a conquest with the Champion: one token, for free */
  SW_FLAG_NO_LOSS           = 1 << 22, /* a conquest with the Stinky Troll's Socks: the defender
                                        * loses no token */
  SW_FLAG_VANISHING         = 1 << 23, /* Vanishing: every token leaves on declining, 2 coins a region */
  SW_FLAG_OBJECTIVES        = 1 << 24, /* Humans (Warcraft): objectives pay them while active and
                                        * leave the map when they decline */
  SW_FLAG_HAMMERS           = 1 << 25, /* Iron Dwarves: hammers from Mining regions count as tokens */
  SW_FLAG_BEASTS            = 1 << 26, /* Beastmaster: a beast per Hill at the start of each turn */
  SW_FLAG_PLAIN_ONLY        = 1 << 27, /* Gnomes (Underground): active, taken by plain conquest only */
  SW_FLAG_NO_TRAVEL_FEE     = 1 << 28, /* Sailor: no travel fee to a distant entry region */
  SW_FLAG_BAG               = 1 << 29, /* Magic: the Bag copies another player's relic */
  SW_FLAG_FIRST_LOSS_SAVED  = 1 << 30, /* Draenei (active): the first loss of each opponent's turn
                                        * goes back to hand */
} SwEffectFlags;

/* What a place, relic, artifact or marker does for its holder (the
 * place_flags of SW_EFFECT_PLACE, _RELIC, _ARTIFACT and _MARKER entries). */
typedef enum {
  SW_PLACE_NO_TRAVEL_FEE   = 1 << 0,  /* Meeting Stone: no travel fee for its holder */
  SW_PLACE_NO_LOSS         = 1 << 1,  /* Light's Hope Chapel: its region's defender loses no token */
  SW_PLACE_PAID_FIRST      = 1 << 2,  /* Froggy's Ring: its payments come before the others */
  SW_PLACE_TERRAIN_LINKED  = 1 << 3,  /* Great Brass Pipe: its holder's regions of its terrain
                                       * are adjacent to each other */
  SW_PLACE_LINKED_POWER    = 1 << 4,  /* Stonehedge: the power badge linked to it works for its
                                       * holder as his own */
  SW_PLACE_SCORED_LAST     = 1 << 5,  /* Scepter of Avarice: scored after the places, as it
                                       * doubles what its region scored */
  SW_PLACE_UNDOUBLED       = 1 << 6,  /* Mine of the Lost Dwarf: the Scepter doubles nothing here */
  SW_PLACE_FACTION_DOUBLED = 1 << 7,  /* Battlefield: up to 2 faction coins a race, and a neutral
                                       * holder may side with a faction */
  SW_PLACE_COPIES_RELIC    = 1 << 8,  /* the Bag (Magic): counts as the relic its marker action
                                       * named (SwGame.bag_copies, docs/rules.md 4.2) */
} SwPlaceFlags;

/* When a marker leaves its region (the marker_flags of SW_EFFECT_MARKER
 * entries); set-up markers and figures that move stay. */
typedef enum {
  SW_MARKER_GOES_ABANDONED = 1 << 0,  /* its region is abandoned (docs/rules.md 1.7) */
  SW_MARKER_GOES_CONQUERED = 1 << 1,  /* its region is conquered (1.6) */
  SW_MARKER_GOES_DECLINE   = 1 << 2,  /* its region's race goes into decline (1.10 step 6) */
  SW_MARKER_GOES_WITH_RACE = 1 << 3,  /* its region's race leaves the map (1.10 step 2) */
  SW_MARKER_HOLDS_RIVER    = 1 << 4,  /* its region may stay occupied on a river after the
                                       * redeployment (the Balrog, docs/rules.md 1.9) */
} SwMarkerFlags;

/* How long what an effect keeps for a band lasts (an entry's state_lasts). */
typedef enum {
  SW_STATE_KEPT,           /* as long as the band (the Draenei's saved turn) */
  SW_STATE_TURN,           /* the band's turn: cleared at its owner's turn start (the
                            * dragon's attack, the Worgen's form) */
  SW_STATE_TO_TURN_END,    /* until the end of its owner's next turn (Vengeful's markers) */
} SwStateLasts;

/* What an effect keeps for one band between its calls (sw_band_effect_state()). */
typedef struct {
  gint value;              /* a number, a yes or no, or seats as bits */
  char *text;              /* an id chosen (the Worgen's form, a neutral race's side) */
} SwEffectState;

/* What an effect sees. */
typedef struct {
  SwGame *game;
  gint band;             /* the race instance the effect belongs to */
  SwBand *b;
  gboolean active;       /* the band is the owner's active race */
} SwEffectContext;

typedef struct _SwEffect SwEffect;
struct _SwEffect {
  const char *id;
  SwEffectKind kind;
  guint flags;
  /* Data-driven coins: +1 per occupied region of a terrain / with a symbol. */
  const char *bonus_terrain;
  const char *bonus_symbol;
  gint flat;                 /* +N per turn while active (Alchemist) */
  /* Data-driven discounts (min 1): every conquest, a terrain, a symbol. */
  gint discount_all;
  const char *discount_terrain;
  const char *discount_terrain2;
  const char *discount_symbol;
  gint discount;             /* size of the terrain/symbol discount (default 1) */
  gint lent;                 /* tokens from the box for each turn's conquests, back to the
                              * box at the turn's redeployment (Amazons' 4) */
  gint keep;                 /* tokens left in each region on declining, and at least in each
                              * region at redeployment (Tauren's 2); 0 means 1 */
  const char *conquest_marker;          /* set in each region it conquers (Trolls' lairs) */
  const char *conquest_marker_terrain;  /* ... of this terrain only (Night Elves' wisp walls) */
  const char *own_marker;    /* the marker of the catalog its holder puts down by hand
                              * (the Heroic's heroes, the Fortified's fortresses): the
                              * one the table's marker list offers first; a race's
                              * placed_marker counts as its own when this is NULL */
  const char *placed_marker; /* a marker it places, which leaves the map when it goes
                              * into decline (the Humans' objectives, docs/rules.md 8) */
  /* The marker of the catalog its flag acts with, so that the engine names
   * no marker: the holes it places in each of its first regions conquered,
   * as many as the catalog's limit of the marker (SW_FLAG_HOLES, the
   * Halflings' 2: the box's count is the rule's); the beasts that
   * leave its regions at its turn start and take a loss for a race token
   * (SW_FLAG_BEASTS, the Beastmaster); the one its first conquest must be
   * next to (SW_FLAG_FIRST_VOLCANO, the Flames' volcano). */
  const char *flag_marker;
  /* The terrain of the catalog its flag acts with, so that the engine
   * names no terrain: the Hills that each bring a beast at its turn start
   * (SW_FLAG_BEASTS, the Beastmaster's hill); the rivers across which its
   * regions are adjacent (SW_FLAG_RIVER_CROSSING, the Lizardmen's river);
   * the chasm whose bordering regions are adjacent and open to its first
   * conquest (SW_FLAG_CHASM_ADJACENT, the Spiderines' chasm). */
  const char *flag_terrain;
  /* ... and the symbol: the regions with it that are adjacent to each other
   * (SW_FLAG_CAVERNS_ADJACENT, Underworld's cavern); those that count as
   * adjacent to its regions and open to its first conquest, with no travel
   * fee (SW_FLAG_CAVES_ANYWHERE, the Kobolds' cave); for a use, the
   * symbol its hook acts on (the Portal Mage's Magic regions, the
   * Will-o'-Wisps' crystal). */
  const char *flag_symbol;
  /* A place, relic or artifact (docs/rules.md 4). */
  guint place_flags;         /* SwPlaceFlags */
  gint coins;                /* coins a turn for its holder, beyond the catalog's */
  gint start_tokens;         /* tokens from the box at its active holder's turn start (Fountain) */
  gint redeploy_tokens;      /* ... and at his redeployment (Spirit Healer) */
  gint scepter_coins;        /* what the Scepter of Avarice pays in its region instead of
                              * doubling its coins (Diamond Fields: 1 + 1) */
  /* Hooks for the rest. */
  void (*cost)  (const SwEffectContext *ctx, guint region, SwCost *cost);
  void (*score) (const SwEffectContext *ctx, GPtrArray *items);
  gint (*redeploy_bonus) (const SwEffectContext *ctx);   /* tokens gained at redeploy */
  /* The cost of another player's conquest of a region of this band: what
   * the defender's effect asks of the attacker (warnings only). */
  void (*defend_cost) (const SwEffectContext *ctx, gint attacker, guint region, SwCost *cost);
  /* Called when another player's race conquers a region of this band. */
  void (*conquered) (const SwEffectContext *ctx, gint attacker, guint region);

  /* Uses (SW_EFFECT_USE); @self is the use's own entry (its flag_symbol,
   * the key of what it keeps for a band). A power action of the log:
   * applies it, or refuses it with @error. */
  gboolean (*use) (SwGame *game, const SwEffect *self, SwAction *action, GError **error);
  /* The cost of a conquest of @region by @band made with it: adds to
   * @cost and returns TRUE when it replaces the whole cost. */
  gboolean (*use_cost) (SwGame *game, const SwEffect *self, gint band, guint region, SwCost *cost);
  /* ... or lowers it, after the race's and power's discounts (as the
   * discount fields do). */
  void (*use_discount) (SwGame *game, const SwEffect *self, gint band, guint region, SwCost *cost);
  /* A conquest made with it, before the defender is removed (what it
   * pays to @previous, the band that held the region, or -1)... */
  void (*conquering) (SwGame *game, const SwEffect *self, gint band, guint region, gint previous);
  /* ... and once the conquering tokens are in place (the marker it moves). */
  void (*conquered_with) (SwGame *game, const SwEffect *self, gint band, guint region);
  /* A power whose own conquest (conquer via=ID) the bots play. */
  gboolean bot_conquest;
  /* How long what it keeps for a band lasts (sw_band_effect_state()). */
  SwStateLasts state_lasts;
  /* Uses: its power action names a player (its target), not a region
   * (the Diplomat's ally): the app asks for a seat. */
  gboolean names_player;
  /* Races: the power action (a use's id) with which the other players
   * name this race's player (a Pandaren's harmony). */
  const char *named_by;

  /* Places, relics and artifacts. What another player's conquest of its
   * region costs (@attacker's band; its defence, or a warning)... */
  void (*guard_cost) (SwGame *game, gint attacker, guint region, SwCost *cost);
  /* ... and what it pays when its region falls to @attacker from
   * @previous (-1: natives or nobody); TRUE when the defender loses no
   * token for it (the Champion). */
  gboolean (*guard_conquered) (SwGame *game, gint attacker, guint region, gint previous);
  /* Coins of @player's turn for what it holds in @region (places: instead
   * of the catalog's coins; relics and artifacts: checks its holder). */
  void (*held_score) (SwGame *game, guint player, guint region, GPtrArray *items);

  /* Markers (SW_EFFECT_MARKER). A start marker of native tokens (lost
   * tribes, monsters, murlocs): the map's count of it is natives, not a
   * marker (docs/rules.md 1.1 step 3). */
  gboolean natives;
  /* A start marker that hides a place, relic or artifact, revealed when
   * its region is taken (the Underground's monsters, docs/rules.md I-U1;
   * Warcraft's face-down markers, 3.3): the question the app then asks
   * (N_()). NULL: it hides nothing. */
  const char *find_question;
  /* Fixed defence (docs/rules.md 1.4): +1 a marker to conquer its region;
   * its name, and its plural where several stack ("2 encampments +2"),
   * both marked with N_(). */
  const char *defence;
  const char *defence_plural;
  /* Its region cannot be conquered: why (N_()), for the cost's warning. */
  const char *immunity;
  /* No token can be replaced in its region (a conquest with
   * SW_FLAG_REPLACE_ONE): the cost's warning (N_()). */
  const char *blocks_replace;
  guint marker_flags;        /* SwMarkerFlags */
  /* A marker action puts @action's count of it on @region: called before
   * the count changes (the fortress's limits, what the Bag copies). */
  void (*marked) (SwGame *game, const SwAction *action, guint region);
};

/* An edition's rules: its table, and what is scored edition-wide. */
typedef struct {
  const char *id;
  const SwEffect *effects;
  guint n_effects;
  /* Coins of the edition's own, before what is held (Warcraft's factions). */
  void (*score) (SwGame *game, guint player, GPtrArray *items);
  /* Rules of the whole edition (docs/rules.md 1). */
  gboolean entry_regions;     /* a race enters by an entry region, and a distant one
                               * costs the travel fee (Warcraft, 1.4, 1.5) */
  gboolean decline_loses_all; /* a conquered decline region loses all its tokens (Warcraft, 1.6) */
} SwEditionRules;

/* The rules of an edition (the base game's for an unknown one). */
const SwEditionRules *sw_edition_rules (const char *edition);
/* The effect of a catalog id in an edition, or NULL (no effect known). */
const SwEffect *sw_effect_find       (const char *edition, SwEffectKind kind, const char *id);
/* Every effect of an edition (for the "one test per id" check). */
const SwEffect *sw_effects_table     (const char *edition, guint *n_effects);

/* The editions' descriptors (data the lookup reads; each table file
 * defines its own). */
extern const SwEditionRules sw_edition_base;
extern const SwEditionRules sw_edition_underground;
extern const SwEditionRules sw_edition_warcraft;

G_END_DECLS
