/* sw-effects.c: finds an edition's rules and the effect of a catalog id in them. */
#define G_LOG_DOMAIN "sw-effects"
#include "config.h"

#include <string.h>

#include "sw-effects.h"

#define N_KINDS (SW_EFFECT_MARKER + 1)

static const SwEditionRules *const editions[] = {
  &sw_edition_base, &sw_edition_underground, &sw_edition_warcraft,
};

const SwEditionRules *
sw_edition_rules (const char *edition)
{
  for (guint e = 0; edition != NULL && e < G_N_ELEMENTS (editions); e++)
    if (strcmp (editions[e]->id, edition) == 0)
      return editions[e];
  return &sw_edition_base;
}

const SwEffect *
sw_effects_table (const char *edition, guint *n_effects)
{
  const SwEditionRules *rules = sw_edition_rules (edition);
  *n_effects = rules->n_effects;
  return rules->effects;
}

/* Every lookup of a game goes through here (the costs of each move a bot
 * weighs, each band's flags): one hash table per edition and kind, built
 * once and kept for the process. */
static GHashTable *index_by_kind[G_N_ELEMENTS (editions)][N_KINDS];

static void
build_index (void)
{
  for (guint e = 0; e < G_N_ELEMENTS (editions); e++)
    {
      for (guint k = 0; k < N_KINDS; k++)
        index_by_kind[e][k] = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint i = 0; i < editions[e]->n_effects; i++)
        {
          const SwEffect *effect = &editions[e]->effects[i];
          g_hash_table_insert (index_by_kind[e][effect->kind], (gpointer) effect->id, (gpointer) effect);
        }
    }
}

const SwEffect *
sw_effect_find (const char *edition, SwEffectKind kind, const char *id)
{
  static gsize built = 0;
  if (id == NULL || (guint) kind >= N_KINDS)
    return NULL;
  if (g_once_init_enter (&built))
    {
      build_index ();
      g_once_init_leave (&built, 1);
    }
  const SwEditionRules *rules = sw_edition_rules (edition);
  for (guint e = 0; e < G_N_ELEMENTS (editions); e++)
    if (editions[e] == rules)
      return g_hash_table_lookup (index_by_kind[e][kind], id);
  return NULL;
}
