/* sw-effects-warcraft.c: Small World of Warcraft's races and powers (RULES.md 2.5, 2.6). */
#define G_LOG_DOMAIN "sw-effects"
#include "config.h"

#include "sw-effects.h"

const SwEffect sw_effects_warcraft[] = {
  /* Races (RULES.md 2.5). */
  { .id = "blood-elves", .kind = SW_EFFECT_RACE, .bonus_symbol = "magic" },
  { .id = "draenei", .kind = SW_EFFECT_RACE },
  { .id = "dwarves", .kind = SW_EFFECT_RACE, .discount_terrain = "mountain", .discount = 2 },
  { .id = "ethereals", .kind = SW_EFFECT_RACE },
  { .id = "forsaken", .kind = SW_EFFECT_RACE },
  { .id = "gnomes", .kind = SW_EFFECT_RACE },
  { .id = "goblins", .kind = SW_EFFECT_RACE },
  { .id = "humans", .kind = SW_EFFECT_RACE },
  { .id = "kobolds", .kind = SW_EFFECT_RACE },
  { .id = "naga", .kind = SW_EFFECT_RACE, .flags = SW_FLAG_SEAS },
  { .id = "night-elves", .kind = SW_EFFECT_RACE, .discount_terrain = "forest" },
  { .id = "orcs", .kind = SW_EFFECT_RACE },
  { .id = "pandaren", .kind = SW_EFFECT_RACE },
  { .id = "tauren", .kind = SW_EFFECT_RACE },
  { .id = "trolls", .kind = SW_EFFECT_RACE },
  { .id = "worgen", .kind = SW_EFFECT_RACE },
  /* Powers (RULES.md 2.6). */
  { .id = "archaeologist", .kind = SW_EFFECT_POWER },
  { .id = "battle-master", .kind = SW_EFFECT_POWER },
  { .id = "beastmaster", .kind = SW_EFFECT_POWER },
  { .id = "blacksmith", .kind = SW_EFFECT_POWER, .discount_all = 1 },
  { .id = "champion", .kind = SW_EFFECT_POWER },
  { .id = "defender", .kind = SW_EFFECT_POWER },
  { .id = "enraged", .kind = SW_EFFECT_POWER },
  { .id = "explorer", .kind = SW_EFFECT_POWER },
  { .id = "farmer", .kind = SW_EFFECT_POWER, .bonus_terrain = "field" },
  { .id = "fisherman", .kind = SW_EFFECT_POWER },
  { .id = "fortified", .kind = SW_EFFECT_POWER },
  { .id = "herbalist", .kind = SW_EFFECT_POWER, .bonus_terrain = "hill" },
  { .id = "intimidator", .kind = SW_EFFECT_POWER },
  { .id = "bog-dweller", .kind = SW_EFFECT_POWER },
  { .id = "miner", .kind = SW_EFFECT_POWER, .bonus_symbol = "cave" },
  { .id = "mountaineer", .kind = SW_EFFECT_POWER, .bonus_terrain = "mountain" },
  { .id = "portal-mage", .kind = SW_EFFECT_POWER },
  { .id = "ranger", .kind = SW_EFFECT_POWER, .bonus_terrain = "forest" },
  { .id = "sailor", .kind = SW_EFFECT_POWER },
  { .id = "swamp-walker", .kind = SW_EFFECT_POWER, .bonus_terrain = "swamp" },
};
const guint sw_effects_warcraft_count = G_N_ELEMENTS (sw_effects_warcraft);
