/* sw-game-moves.h: a legal next action, chosen at random (bots, property tests), and its parts. */
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

/* What a player decides in a turn. The legal frame around the decisions
 * is sw_game_policy_move()'s: the row filled, a pick only at the start of
 * a turn, a decline instead of expanding, the troops readied before the
 * first conquest, the conquests, the redeployment, a Stout decline after
 * it, the withdrawn tokens put back, the end of the turn. */
typedef struct {
  SwAction *(*pick)           (SwGame *game, GRand *rand);
  /* declines now instead of expanding (@stout: it could decline after) */
  gboolean  (*declines_first) (SwGame *game, gint band, gboolean stout, GRand *rand);
  /* readies the troops (asked only when the race holds regions) */
  gboolean  (*readies)        (SwGame *game, gint band, GRand *rand);
  /* conquers again (asked while the race may) */
  gboolean  (*conquers)       (SwGame *game, gint band, GRand *rand);
  SwAction *(*conquer)        (SwGame *game, gint band, GRand *rand);
  SwAction *(*redeploy)       (SwGame *game, gint band, GRand *rand);
  /* Stout: declines after the expansion, once the turn is scored */
  gboolean  (*declines_after) (SwGame *game, gint band, GRand *rand);
} SwMovePolicy;

/* The next action as @policy decides it, or NULL once the game is over. */
SwAction *sw_game_policy_move (SwGame *game, GRand *rand, const SwMovePolicy *policy);

/* The parts the bots share (sw-bot.c). */
/* The regions @band holds, and in @total the tokens it places at its
 * redeployment (the lent tokens and hammers that go back first left
 * out); NULL when it holds none. */
GArray   *sw_game_redeploy_regions (SwGame *game, gint band, gint *total);
/* A combo of the catalog not on the table, revealed at the bottom of the
 * row, or NULL when none is left. */
SwAction *sw_game_reveal_move (SwGame *game, GRand *rand);
/* A defender's withdrawn tokens put back into one of its regions (at
 * random), or NULL when no band has any pending. */
SwAction *sw_game_withdraw_move (SwGame *game, GRand *rand);
/* Whether @band may conquer @region now (with @via, NULL for a plain
 * conquest) without any warning of the cost, rivers aside; its cost. */
gboolean  sw_game_clean_target (SwGame *game, gint band, guint region, const char *via, gint *cost_total);
/* The id the active @band conquers with through `via` (Dragon Master), NULL. */
const char *sw_game_conquest_via (SwGame *game, gint band);

G_END_DECLS
