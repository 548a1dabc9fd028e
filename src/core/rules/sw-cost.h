/* sw-cost.h: layer 2 of the rules engine (docs/architecture.md, Layers):
 * what sw-cost.c gives the effect tables to build a conquest's cost (the
 * public part, sw_conquest_cost() and SwCost, is in sw-game.h). */
#pragma once

#include "sw-game.h"

G_BEGIN_DECLS

void            sw_cost_add          (SwCost *cost, gint delta, const char *format, ...) G_GNUC_PRINTF (3, 4);
void            sw_cost_warn         (SwCost *cost, const char *format, ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
