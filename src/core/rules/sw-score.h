/* sw-score.h: layer 2 of the rules engine (docs/architecture.md, Layers):
 * what sw-score.c gives the effect tables to build a turn's coins (the
 * public part, sw_score_turn() and SwScoreItem, is in sw-game.h). */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

void            sw_score_add         (GPtrArray *items, const char *source, gint coins,
                                      const char *format, ...) G_GNUC_PRINTF (4, 5);

G_END_DECLS
