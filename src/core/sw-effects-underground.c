/* sw-effects-underground.c: Small World Underground's races and powers (RULES.md 2.3, 2.4). */
#define G_LOG_DOMAIN "sw-effects"
#include "config.h"

#include "sw-effects.h"

const SwEffect sw_effects_underground[] = {
  /* Races (RULES.md 2.3). */
  { .id = "cultists", .kind = SW_EFFECT_RACE },
  { .id = "drow", .kind = SW_EFFECT_RACE },
  { .id = "flames", .kind = SW_EFFECT_RACE },
  { .id = "gnomes", .kind = SW_EFFECT_RACE },
  { .id = "iron-dwarves", .kind = SW_EFFECT_RACE },
  { .id = "kraken", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_RIVERS },
  { .id = "liches", .kind = SW_EFFECT_RACE },
  { .id = "lizardmen", .kind = SW_EFFECT_RACE },
  { .id = "mudmen", .kind = SW_EFFECT_RACE },
  { .id = "mummies", .kind = SW_EFFECT_RACE },
  { .id = "ogres", .kind = SW_EFFECT_RACE, .discount_all = 1 },
  { .id = "shadow-mimes", .kind = SW_EFFECT_RACE },
  { .id = "shrooms", .kind = SW_EFFECT_RACE, .bonus_terrain = "mushroom-forest" },
  { .id = "spiderines", .kind = SW_EFFECT_RACE },
  { .id = "will-o-wisps", .kind = SW_EFFECT_RACE },
  /* Powers (RULES.md 2.4). */
  { .id = "adventurous", .kind = SW_EFFECT_POWER },
  { .id = "fisher", .kind = SW_EFFECT_POWER },
  { .id = "flocking", .kind = SW_EFFECT_POWER },
  { .id = "frightened", .kind = SW_EFFECT_POWER },
  { .id = "immortal", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_LOSES_NOTHING },
  { .id = "magic", .kind = SW_EFFECT_POWER },
  { .id = "martyr", .kind = SW_EFFECT_POWER },
  { .id = "mining", .kind = SW_EFFECT_POWER, .bonus_symbol = "mining" },
  { .id = "muddy", .kind = SW_EFFECT_POWER, .bonus_terrain = "mudpool", .flags = SW_FLAG_BONUS_IN_DECLINE },
  { .id = "mystic", .kind = SW_EFFECT_POWER, .bonus_symbol = "mystic-crystal" },
  { .id = "quarreling", .kind = SW_EFFECT_POWER },
  { .id = "reborn", .kind = SW_EFFECT_POWER },
  { .id = "royal", .kind = SW_EFFECT_POWER },
  { .id = "shield", .kind = SW_EFFECT_POWER },
  { .id = "stone", .kind = SW_EFFECT_POWER, .bonus_symbol = "black-mountain" },
  { .id = "thieving", .kind = SW_EFFECT_POWER },
  { .id = "tomb", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_KEEP_ALL_DECLINE },
  { .id = "vampire", .kind = SW_EFFECT_POWER },
  { .id = "vanishing", .kind = SW_EFFECT_POWER },
  { .id = "vengeful", .kind = SW_EFFECT_POWER },
  { .id = "wise", .kind = SW_EFFECT_POWER, .flags = SW_FLAG_BONUS_IN_DECLINE },
};
const guint sw_effects_underground_count = G_N_ELEMENTS (sw_effects_underground);
