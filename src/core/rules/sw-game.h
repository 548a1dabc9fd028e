/* sw-game.h: a game at the table as a pure function of an append-only log of actions. */
#pragma once

#include <glib.h>
#include "sw-map.h"
#include "sw-catalog.h"

G_BEGIN_DECLS

#define SW_GAME_ERROR (sw_game_error_quark ())
GQuark sw_game_error_quark (void);

/* The reinforcement die's highest face (docs/rules.md 1.8: 0, 0, 0, 1, 2,
 * 3): a final conquest may cost at most this much more than the hand, and
 * a game file's die no more. Every edition's catalog gives its die's
 * faces (sw_game_roll_die()); test-catalog-editions checks that this is
 * the highest. */
#define SW_GAME_DIE_MOST 3

typedef enum {
  SW_GAME_ERROR_INVALID,      /* an action that cannot be applied at all */
  SW_GAME_ERROR_MAP_REFERENCE, /* the map is only referenced, and following references was not allowed */
} SwGameError;

/* What a player does at the table, in the order it happened. Legality
 * problems (not adjacent, not enough tokens...) are warnings, never
 * refusals: the table is sovereign (docs/rules.md 8). Only what cannot be
 * represented (an unknown race, a region not on the map, negative tokens,
 * an action by someone whose turn it is not) is refused. */
typedef enum {
  SW_ACTION_PICK,        /* race, power, position, coins (lying on the combo), tokens (0: catalog numbers) */
  SW_ACTION_READY,       /* take back every active token but one per region */
  SW_ACTION_CONQUER,     /* region, tokens (0: the cost), die (-1: none), via (power/relic used), decline (Ghouls) */
  SW_ACTION_ABANDON,     /* region */
  SW_ACTION_DECLINE,     /* (Stout: after conquering, takes effect after scoring) */
  SW_ACTION_REDEPLOY,    /* counts: region=tokens for the active race; the rest stays in hand */
  SW_ACTION_MARKER,      /* region, marker, count (absolute, 0 removes) */
  SW_ACTION_POWER,       /* via (power id), target (player or region), region: Diplomat, Heroic... */
  SW_ACTION_END_TURN,    /* scores the turn and passes to the next seat */
  SW_ACTION_SET_REGION,  /* region, owner (-1 none), race, decline, tokens, natives: fixing the board */
  SW_ACTION_ADJUST,      /* coins (signed) with a reason: the table overrides a line */
  SW_ACTION_REVEAL,      /* race, power: a combo revealed at the bottom of the row (docs/rules.md 1.2) */
  SW_ACTION_WITHDRAW,    /* owner (seat), race, counts: region=tokens added: a defender's withdrawn
                          * tokens redeployed at the end of the attacker's turn (docs/rules.md 1.6) */
} SwActionType;

typedef struct {
  SwActionType type;
  gint player;          /* seat; -1 = the player whose turn it is */
  char *race;           /* pick, set-region */
  char *power;          /* pick */
  char *region;
  char *marker;
  char *via;            /* conquer: "dragon-master", "sorcerers"...; power: the power used */
  char *target;         /* power: a player seat or a region id */
  char *reason;         /* adjust */
  gint position;        /* pick */
  gint coins;           /* pick: coins lying on the combo; adjust: the change */
  gint tokens;          /* pick, conquer, set-region */
  gint natives;         /* set-region */
  gint die;             /* conquer: the reinforcement die, -1 when not rolled */
  gint final_die;       /* conquer: the second roll when the Gnomes' air strike is also the final conquest, -1 */
  gint count;           /* marker */
  gint owner;           /* set-region, adjust, withdraw: seat or -1 */
  gboolean decline;     /* conquer: by the decline race (Ghouls); set-region */
  GArray *counts;       /* redeploy, withdraw: SwRegionCount */
  gboolean override;    /* recorded by the table's decision although the rules
                         * forbid it: its warnings are kept and say so */
  guint line;           /* in the game file, 0 when made in memory */
} SwAction;

typedef struct {
  char *region;
  gint tokens;
} SwRegionCount;

typedef enum {
  SW_BAND_ACTIVE,
  SW_BAND_DECLINE,
  SW_BAND_SPIRIT,    /* in decline in the separate Spirit slot (docs/rules.md 1.10 step 7) */
  SW_BAND_GONE,      /* removed from the map */
} SwBandState;

/* A race instance: one banner + badge taken by one player. */
typedef struct {
  char *race;            /* catalog ids */
  char *power;
  guint owner;
  SwBandState state;
  gint hand;             /* tokens held off the map */
  gint withdrawn;        /* of the hand: taken back from a conquered region this turn,
                          * redeployed at the end of the attacker's turn (docs/rules.md 1.6) */
  gint supply;           /* tokens of this race still in the box */
  guint turns_scored;    /* end-of-turn scorings while active (Wealthy) */
  guint picked_round;
  /* This turn (reset at the owner's turn start). */
  guint conquests;
  guint conquests_nonempty;
  guint conquests_total_regions;
  gboolean conquest_ended;  /* after the final conquest */
  guint losses_caused;   /* tokens other races lost to it this turn (Forsaken) */
  GPtrArray *conquered;  /* char* region ids conquered this turn */
  GPtrArray *conquered_from;  /* gint band index (GINT_TO_POINTER(i+1)), 0 = natives / empty */
  GArray *conquered_defenders; /* gint: race tokens defending each conquered region (Enraged) */
  gboolean used_sorcerers_on[8];  /* a replacing conquest (Sorcerers, Vampire, Shiny Orb):
                                  * once a turn per opponent */
  gint hammers;          /* Iron Dwarves' silver hammers (docs/rules.md 2.3) */
  gint ally;             /* Diplomat: the seat that may not attack it, -1 */
  gint beasts;           /* Beastmaster: beasts among its tokens (docs/rules.md 2.6) */
  gint lent;             /* tokens taken from the box for this turn's conquests only
                          * (Amazons' 4): back to the box at the turn's redeployment */
  gint hammers_out;      /* Iron Dwarves: hammers counted in hand or on the board this turn */
  gboolean redeployed;   /* a redeployment happened this turn */
  /* What the effects of its race, power and uses keep for it, by their
   * entry (sw_band_effect_state(), sw-game-state.h): the Draenei's saved
   * turn, the Worgen's form, Vengeful's seats, the dragon's attack... */
  GHashTable *effect_state;
} SwBand;

typedef struct {
  gint band;             /* index into game->bands, -1 = nobody */
  gint tokens;           /* race tokens of that band */
  gint natives;          /* lost tribes, monsters, murlocs */
  GHashTable *markers;   /* char* marker id -> GINT count (>0) */
  char *place;           /* place / relic / artifact here, NULL */
  char *linked;          /* Stonehedge: the power badge linked to it */
  gboolean found;        /* what its start marker hid has been put here
                          * (docs/rules.md I-U1, 3.3) */
} SwRegionState;

typedef struct {
  char *what;            /* "5 regions", "Dwarves (decline), 2 mines" */
  char *source;          /* the catalog id, or "regions", "combo", "adjust" */
  gint coins;
  gboolean transfer;     /* already paid when it happened (combo pick, Liches...) */
  gint payer;            /* seat that pays it at the end of the turn (Thieving), -1: the bank */
  gint player;           /* seat whose coins the line changes: the turn's player, or
                          * another one paid during the turn (Liches, Martyr...) */
} SwScoreItem;

typedef struct {
  guint round;
  guint player;
  GPtrArray *items;      /* SwScoreItem: the turn's player's lines, then other players' */
  gint coins;            /* net change of the turn for its player */
  gint score;            /* of it, what the bank pays at the end of the turn (the
                          * lines that are not transfers): "Take N coins" */
  GArray *changes;       /* gint per seat: net coins of every player during the turn */
  guint first_action;    /* log index of the turn's first action */
  guint end_action;      /* log index of its end-turn */
} SwTurnRecord;

/* One combo of the row of six, as the table reveals it. */
typedef struct {
  char *race;
  char *power;
  gint coins;            /* lying on it */
} SwCombo;

typedef struct {
  char *name;
  char *colour;
  gint coins;
  gint active;           /* band index or -1 */
  gint decline;          /* normal decline slot, -1 */
  gint spirit;           /* Spirit slot, -1 */
} SwPlayer;

typedef struct {
  guint action;          /* index in the log */
  guint line;
  char *message;
  gboolean override;     /* of an action the table recorded anyway */
} SwGameWarning;

typedef struct _SwGame SwGame;
struct _SwGame {
  /*< private >*/
  gint ref_count;
  /*< public, read-only >*/
  SwMap *map;
  const SwCatalog *catalog;
  char *map_path;           /* reference to the map file, may be NULL */
  GPtrArray *players;       /* SwPlayer */
  GPtrArray *log;           /* SwAction, append-only */
  /* The state after replaying the log: */
  GPtrArray *bands;         /* SwBand */
  GArray *row;              /* SwCombo: the combo row, top first, as far as revealed */
  GArray *regions;          /* SwRegionState, parallel to map->regions */
  guint round;              /* 1-based */
  guint seat;               /* whose turn */
  guint turns;              /* track length, 0 unknown */
  gboolean stout_pending;
  gboolean declined_this_turn;
  gboolean expanded;        /* this turn: ready, conquest, abandon or redeploy (docs/rules.md 1.3) */
  char *bag_copies;         /* the relic the Bag (Magic) copies, NULL (docs/rules.md 4.2) */
  guint turn_first_action;  /* log index of the current turn's first action */
  GArray *turn_coins;       /* gint per seat: coins when the current turn began */
  guint fortresses_placed;  /* this turn: Fortified places one (docs/rules.md 2.2, I-B3) */
  GPtrArray *transfers;     /* SwScoreItem: immediate transfers of the current turn */
  GPtrArray *records;       /* SwTurnRecord of every finished turn */
  GPtrArray *warnings;      /* SwGameWarning */
};

SwGame       *sw_game_new             (SwMap        *map,
                                       const char  *const *player_names);
SwGame       *sw_game_ref             (SwGame       *game);
void          sw_game_unref           (SwGame       *game);

SwAction     *sw_action_new           (SwActionType  type);
SwAction     *sw_action_copy          (const SwAction *action);
void          sw_action_free          (SwAction     *action);
void          sw_action_add_count     (SwAction     *action,
                                       const char   *region,
                                       gint          tokens);
const char   *sw_action_type_to_string   (SwActionType type);
gboolean      sw_action_type_from_string (const char *text,
                                          SwActionType *type);

/* Applies @action (taking ownership) and appends it to the log. On a
 * refusal the game is unchanged and @action is freed. */
gboolean      sw_game_append          (SwGame       *game,
                                       SwAction     *action,
                                       GError      **error);
/* What appending @action now would warn about (translated sentences),
 * with the reason of an outright refusal; empty when the action is legal.
 * The game is left as it was. The app asks before it records anything. */
GPtrArray    *sw_game_check           (SwGame       *game,
                                       const SwAction *action);
/* The same, with an outright refusal in @error instead of in the list. */
GPtrArray    *sw_game_check_full      (SwGame       *game,
                                       const SwAction *action,
                                       GError      **error);
/* What appending @action after @before (NULL: now) would warn about:
 * the turn's first conquest is asked as it will be once the troops are
 * readied. @before's own warnings are not in the list. */
GPtrArray    *sw_game_check_after     (SwGame       *game,
                                       const SwAction *before,
                                       const SwAction *action,
                                       GError      **error);
/* The active race's hand once @before (NULL: nothing) is applied: what
 * the turn's first conquest has to spend once the troops are readied. */
gint          sw_game_hand_after      (SwGame       *game,
                                       const SwAction *before);
/* Drops the last action and replays. FALSE when the log is empty. */
gboolean      sw_game_undo            (SwGame       *game);
/* Rebuilds the state from the log; the first refused action stops it. */
gboolean      sw_game_replay          (SwGame       *game,
                                       guint         n_actions,
                                       GError      **error);

/* Shortcuts for tests and the CLI; each appends one action. */
gboolean      sw_game_pick            (SwGame *game, const char *race, const char *power,
                                       gint position, gint coins_on_combo, GError **error);
gboolean      sw_game_conquer         (SwGame *game, const char *region, gint die, GError **error);
gboolean      sw_game_end_turn        (SwGame *game, GError **error);
gboolean      sw_game_decline         (SwGame *game, GError **error);

/* Warnings the end of the turn would give now (tokens left in hand,
 * occupied rivers: docs/rules.md 1.9), for the coin sheet before it is confirmed. */
GPtrArray    *sw_game_end_turn_warnings (SwGame *game);
/* Bands of other players than the one whose turn it is that withdrew tokens
 * this turn and still have regions: those tokens are to be redeployed
 * at the end of this turn (docs/rules.md 1.6), by a `withdraw` action each.
 * A GArray of gint band indices. */
GArray       *sw_game_pending_withdrawals (SwGame *game);

/* State queries. */
SwPlayer     *sw_game_player          (SwGame *game, guint seat);
SwBand       *sw_game_band            (SwGame *game, gint band);
SwRegionState *sw_game_region_state   (SwGame *game, guint region);
gint          sw_game_region_index    (SwGame *game, const char *region);
gint          sw_game_marker_count    (SwGame *game, guint region, const char *marker);
void          sw_game_set_marker      (SwGame *game, guint region, const char *marker, gint count);
/* Regions held by a band, and its tokens on the map. */
guint         sw_game_band_regions    (SwGame *game, gint band);
gint          sw_game_band_tokens     (SwGame *game, gint band);
/* BASE/UG/WOW "non-empty" (docs/rules.md 0): race tokens or natives. */
gboolean      sw_game_region_nonempty (SwGame *game, guint region);
const char   *sw_game_edition         (SwGame *game);
/* Display name of a catalog entry of the game's edition. */
const char   *sw_game_entry_name      (SwGame *game, const char *kind, const char *id);
/* A combo as the table names it, power then race: "Commando Dwarves". */
char         *sw_game_dup_combo_name  (SwGame *game, const char *race, const char *power);
/* The tokens race and power print in the catalog, added (0 for one that prints none). */
gint          sw_game_catalog_tokens  (SwGame *game, const char *race, const char *power);
/* The number printed on @kind ("race" banner or "power" badge) @id in the
 * catalog, 0 when it prints none. */
gint          sw_game_printed_tokens  (SwGame *game, const char *kind, const char *id);
/* Display name of a marker id: a component, set-up marker, relic or artifact. */
const char   *sw_game_marker_name     (SwGame *game, const char *marker);
/* docs/rules.md 1.2: a race banner or power badge already on the table: a
 * race on the map or in hand (active or decline), a power of an active
 * race, or either in the row. */
gboolean      sw_game_race_in_play    (SwGame *game, const char *race);
gboolean      sw_game_power_in_play   (SwGame *game, const char *power);
/* The relic or artifact lying in a region (a marker of those kinds),
 * the Bag's copy counting as the relic it copies (docs/rules.md 4.2). */
gboolean      sw_game_region_has_relic (SwGame *game, guint region, const char *relic);
/* The relics and artifacts that band @band holds (each lies in one of its
 * regions) and that a conquest can be made with (a `via`: the Sword's −2,
 * the Flying Doormat's reach...), in the edition table's order; the ids
 * belong to the tables. */
GPtrArray    *sw_game_conquest_relics (SwGame *game, gint band);
/* A region whose start marker hid a place, relic or artifact (the
 * Underground's monsters, docs/rules.md I-U1; Warcraft's face-down marker,
 * 3.3), taken since, where nothing has been put yet: the table is to say
 * what was found there. The question to ask, translated, or NULL. */
const char   *sw_game_region_find_question (SwGame *game, guint region);
/* Whether the place, relic or artifact @id lies in a region. */
gboolean      sw_game_find_on_board   (SwGame *game, const char *id);
/* The tokens a pick of @race and @power gives: @tokens as the table gave
 * them, or the printed numbers for 0, never more than the race's box holds
 * (docs/rules.md 1.2); @asked, when not NULL, gets the count before the
 * box's limit. */
gint          sw_game_pick_tokens (SwGame *game, const char *race, const char *power, gint tokens, gint *asked);
/* The marker band @band's power or race puts down by hand (the Heroic's
 * "hero"), as the effect tables name it, or NULL. */
const char   *sw_game_band_own_marker (SwGame *game, gint band);
/* A roll of the edition's reinforcement die, one of the faces its catalog
 * gives; 0 when the catalog has no die. */
gint          sw_game_roll_die (SwGame *game);
/* The band @action of the player to play acts with: the active race, or
 * the race in decline for a conquest by it (the Ghouls); -1 when there is
 * none. */
gint          sw_game_action_band (SwGame *game, const SwAction *action);
/* Whether a conquest can be made with @id, a race, power, place, relic or
 * artifact (a conquest's `via`): its use in the effect tables acts on a
 * conquest (the Dragon Master's cost, the Sorcerers' replacement, the
 * Sword's discount). A race without one (the Orcs), or with a power action
 * only (the Diplomat's ally), is not offered as what a conquest is made
 * with. */
gboolean      sw_game_conquers_with (SwGame *game, const char *id);
/* Whether @power (or a race's ability) has a power action of its own to
 * record (the Diplomat's ally, the Reborn's token); one that acts by
 * itself (the Miner's coins) has none. */
gboolean      sw_game_power_has_use (SwGame *game, const char *power);
/* Whether the power action of @power names a player, not a region (the
 * Diplomat's ally). */
gboolean      sw_game_power_names_player (SwGame *game, const char *power);
/* Whether the next conquest is the turn's first of an active race that
 * holds regions: it readies the troops first (docs/rules.md 1.7). */
gboolean      sw_game_conquest_readies (SwGame *game);
/* Whether @band, in decline, still conquers (the Ghouls). */
gboolean      sw_game_band_conquers_in_decline (SwGame *game, gint band);
/* The power action with which the other players name the player of
 * @race (a Pandaren's harmony: "harmony"), or NULL. */
const char   *sw_game_race_named_by   (SwGame *game, const char *race);
/* Token conservation (docs/rules.md 1.2, 1.6, 1.9): for every race whose box
 * count is known, tokens on the board + in hand + in the box equal that
 * count. FALSE with a description of the first race that does not. */
gboolean      sw_game_check_tokens    (SwGame *game, char **why);
/* Final ranking: coins, then tokens on the board (docs/rules.md 1.14, Q11: ties share). */
typedef struct { guint player; gint coins; gint tokens_on_board; guint rank; } SwRanking;
GArray       *sw_game_ranking         (SwGame *game);

/* sw-cost.c */
typedef struct {
  char *what;
  gint delta;
} SwCostItem;

typedef struct {
  gint total;
  GPtrArray *items;      /* SwCostItem: "base 2", "mountain +1", "Commando −1", "at least 1" */
  GPtrArray *warnings;   /* char*: "not adjacent to your Dwarves", "immune: hero" */
} SwCost;

/* The cost for the player whose turn it is with @band (-1: his active race). */
SwCost       *sw_conquest_cost        (SwGame *game, const char *region);
SwCost       *sw_conquest_cost_for    (SwGame *game, gint band, guint region, const char *via);
void          sw_cost_free            (SwCost *cost);
char         *sw_cost_to_string       (const SwCost *cost);

/* sw-score.c: the coins @player would get if his turn ended now (the
 * immediate transfers of the turn included, flagged). */
GPtrArray    *sw_score_turn           (SwGame *game, guint player);
gint          sw_score_items_total    (GPtrArray *items);
void          sw_score_item_free      (SwScoreItem *item);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwGame, sw_game_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwCost, sw_cost_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwAction, sw_action_free)

/* a + b held within gint: coins and tokens that a long or hostile game
 * pushes past it stop at the limit instead of wrapping around. */
static inline gint
sw_add_clamped (gint a, gint b)
{
  gint sum;
  if (__builtin_add_overflow (a, b, &sum))
    return b > 0 ? G_MAXINT : G_MININT;
  return sum;
}

G_END_DECLS
