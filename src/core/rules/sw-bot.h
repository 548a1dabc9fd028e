/* sw-bot.h: players that play whole games through the rules engine (swmap balance, tests, benchmarks). */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

/* How a bot chooses among the legal actions of sw-game-moves.c.
 *
 * SW_BOT_RANDOM: sw_game_random_move(), uniformly among the legal
 * choices at each step (with its few biases: cheap combos, mostly
 * plain conquests, a decline now and then).
 *
 * SW_BOT_GREEDY: the coins of this turn plus a simple estimate of the
 * next one, with no look-ahead and no model of the other players:
 *  - a region's value is what holding it adds to the turn's coins, as
 *    the engine scores it now (sw_score_turn with the region held, less
 *    without), plus the same again for the next turn when no active race
 *    of another player borders it, half of it when one does;
 *  - pick: the affordable combo of the row with the most coins lying on
 *    it, less its price, plus 2 coins (this turn and the next) for every
 *    2.5 tokens of the race and power (a conquest costs about that);
 *  - conquest: the target with the best value per token of cost, the
 *    cheaper one on a tie; Dragon Master's dragon on the dearest target
 *    it may take; the die only when no target is affordable, on the one
 *    it is likeliest to win (the smallest shortfall, then the value);
 *  - troops are readied at the start of every turn after the first;
 *  - decline at the start of a turn when the readied tokens cannot take
 *    two more regions at the cheapest costs on offer, except in the last
 *    round (Stout: after its expansion, when it took fewer than two);
 *  - redeployment: the minimum everywhere, then one more at a time on the
 *    region with the most neighbours it does not hold.
 */
typedef enum {
  SW_BOT_RANDOM,
  SW_BOT_GREEDY,
} SwBotPolicy;

gboolean      sw_bot_policy_from_string (const char *text, SwBotPolicy *policy);
const char   *sw_bot_policy_to_string   (SwBotPolicy policy);

/* The bot's next action for the player whose turn it is, or NULL once
 * the game is over. Legal as sw_game_random_move() is: appending it
 * raises no warning. The caller owns the action. */
SwAction     *sw_bot_move               (SwGame      *game,
                                         SwBotPolicy  policy,
                                         GRand       *rand);

/* Called before each action is appended (@applied FALSE) and after
 * (@applied TRUE, the state then is the one after it). */
typedef void (*SwBotObserver) (SwGame         *game,
                               const SwAction *action,
                               gboolean        applied,
                               gpointer        user_data);

/* The track length of a game of @players on @map: the map's scenario for
 * that count, else the base game's (10 rounds for 2-3 players, 9 for 4,
 * 8 for 5 or more). */
guint         sw_bot_track_length       (SwMap *map, guint players);

/* Plays one whole game of @players bots on @map, every seat with
 * @policy. The game's dice and choices come from (@seed, @index) only,
 * so that game @index of a series is the same on any machine and in any
 * thread. Stops after @max_actions (0: no limit but 100,000). Returns the
 * game (the caller unrefs it); NULL with @error when the engine refused
 * an action. */
SwGame       *sw_bot_play               (SwMap         *map,
                                         guint          players,
                                         SwBotPolicy    policy,
                                         guint32        seed,
                                         guint32        index,
                                         guint          max_actions,
                                         SwBotObserver  observer,
                                         gpointer       user_data,
                                         GError       **error);

G_END_DECLS
