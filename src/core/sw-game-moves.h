/* sw-game-moves.h: a legal next action, chosen at random (bots, property tests). */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

/* One legal next action for the table, at random, or NULL once the game
 * is over. Legal by the rules of docs/rules.md 1.2-1.10: the row is filled
 * with combos not on the table, a combo is picked only at the start of a
 * turn, when affordable, by a player with no active race; conquests cost
 * what the hand holds (or at most 3 more with the die, the last one); a
 * decline replaces the expansion (Stout: after it); a redeployment places
 * every token on the race's regions; withdrawn tokens go back into their
 * race's regions before the turn ends. Plain conquests only: no power or
 * relic is used. The caller owns the action. */
SwAction *sw_game_random_move (SwGame *game, GRand *rand);

G_END_DECLS
