/* sw-validate-editions.c: the checks the variants need (Underground, Warcraft), each driven by catalog attributes. */

#include "config.h"
#define G_LOG_DOMAIN "sw-validate"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sw-validate-private.h"

/* None of these checks names an edition: each reads an attribute of the
 * catalog (documented in data/schema/catalog-1.rng), so a new edition gets
 * them by writing data:
 *   <symbol terrain="T">        the symbol is printed only on terrain T (the volcano on a chasm)
 *   <symbol per-board="N">      every board carries exactly N of it (Warcraft's S/M/L mark)
 *   <marker symbol="S">         the marker starts only where symbol S is printed
 *   <marker terrain="T">        the marker starts only on terrain T
 *   <marker apart="yes">        no two regions with it (or its symbol) are adjacent (monsters)
 *   <entry islands="yes">       every board is an island: each needs its own entry region,
 *                               and nothing is adjacent across boards (Warcraft)
 *   <scenario-size boards="…">  the island sizes a game of that many players takes */

/* The index of the board a region lies on, or -1. */
static gint
region_board_index (const SwValidateContext *c,
                    const SwRegion          *region)
{
  const SwBoard *board = sw_map_region_board (c->map, region);

  for (guint b = 0; board != NULL && b < c->map->boards->len; b++)
    if (g_ptr_array_index (c->map->boards, b) == board)
      return (gint) b;
  return -1;
}

static const char *
board_name (const SwValidateContext *c,
            gint                     index)
{
  const SwBoard *board = index >= 0 ? g_ptr_array_index (c->map->boards, index) : NULL;

  return board != NULL && board->id != NULL ? board->id : "?";
}

/* symbol-misplaced: a symbol the catalog ties to one terrain, elsewhere. */
static void
check_symbol_terrains (SwValidateContext *c)
{
  for (guint i = 0; i < c->map->regions->len; i++)
    {
      const SwRegion *region = sw_validate_region_at (c, i);
      const char *ids[] = { region->id, NULL };

      for (guint s = 0; region->symbols != NULL && s < region->symbols->len; s++)
        {
          const SwSymbol *symbol = g_ptr_array_index (region->symbols, s);
          const SwCatalogEntry *entry = symbol->type ? sw_catalog_find (c->catalog, "symbol", symbol->type) : NULL;
          const char *terrain = entry ? sw_catalog_entry_get (entry, "terrain") : NULL;

          if (terrain == NULL || g_strcmp0 (region->terrain, terrain) == 0)
            continue;
          g_ptr_array_add (c->issues,
                           sw_issue_new ("symbol-misplaced", symbol->line ? symbol->line : region->line, ids,
                                         _("region %s is %s, but the %s symbol is printed only on %s: "
                                           "change the region's terrain or move the symbol"),
                                         region->id, region->terrain ? region->terrain : "?",
                                         symbol->type, terrain));
        }
    }
}

/* marker-misplaced: a start marker where the rules do not put it. */
static void
check_marker_places (SwValidateContext *c)
{
  for (guint i = 0; i < c->map->regions->len; i++)
    {
      const SwRegion *region = sw_validate_region_at (c, i);
      const char *ids[] = { region->id, NULL };

      for (guint s = 0; region->starts != NULL && s < region->starts->len; s++)
        {
          const SwStart *start = g_ptr_array_index (region->starts, s);
          const SwCatalogEntry *entry = start->type ? sw_catalog_find (c->catalog, "marker", start->type) : NULL;
          const char *symbol = entry ? sw_catalog_entry_get (entry, "symbol") : NULL;
          const char *terrain = entry ? sw_catalog_entry_get (entry, "terrain") : NULL;
          guint line = start->line ? start->line : region->line;

          if (symbol != NULL && !sw_region_has_symbol (region, symbol))
            g_ptr_array_add (c->issues,
                             sw_issue_new ("marker-misplaced", line, ids,
                                           _("a %s marker starts on region %s, which has no %s symbol: "
                                             "the rules put it only where that symbol is printed; "
                                             "add the symbol or move the marker"),
                                           start->type, region->id, symbol));
          if (terrain != NULL && g_strcmp0 (region->terrain, terrain) != 0)
            g_ptr_array_add (c->issues,
                             sw_issue_new ("marker-misplaced", line, ids,
                                           _("a %s marker starts on region %s, which is %s: "
                                             "the rules put it only on %s"),
                                           start->type, region->id,
                                           region->terrain ? region->terrain : "?", terrain));
        }
    }
}

/* Does the region carry the marker, or the symbol the marker goes on? */
static gboolean
region_has_marker_place (const SwRegion       *region,
                         const SwCatalogEntry *marker)
{
  const char *symbol = sw_catalog_entry_get (marker, "symbol");

  return sw_region_count_start (region, marker->id) > 0
         || (symbol != NULL && sw_region_has_symbol (region, symbol));
}

/* markers-adjacent: two regions of an apart="yes" marker are neighbours
 * (Underground: "no two monster regions adjacent", docs/rules.md 3.2). */
static void
check_markers_apart (SwValidateContext *c)
{
  g_autoptr(GPtrArray) markers = sw_catalog_list (c->catalog, "marker");

  for (guint m = 0; m < markers->len; m++)
    {
      const SwCatalogEntry *marker = g_ptr_array_index (markers, m);
      g_autofree gboolean *has = NULL;
      guint n = c->topology->n_regions;

      if (!sw_catalog_entry_get_bool (marker, "apart", FALSE))
        continue;
      has = g_new0 (gboolean, MAX (n, 1));
      for (guint i = 0; i < n; i++)
        has[i] = region_has_marker_place (sw_validate_region_at (c, i), marker);

      for (guint i = 0; i < n; i++)
        {
          const guint *neighbours;
          guint n_neighbours;

          if (!has[i])
            continue;
          neighbours = sw_topology_neighbours (c->topology, i, &n_neighbours);
          for (guint k = 0; k < n_neighbours; k++)
            {
              guint j = neighbours[k];
              const SwRegion *a = sw_validate_region_at (c, i);
              const SwRegion *b = sw_validate_region_at (c, j);

              if (j <= i || !has[j])
                continue;
              g_ptr_array_add (c->issues,
                               sw_issue_new_pair ("markers-adjacent", b->line, a->id, b->id,
                                                  _("%s and %s are both %s regions and adjacent: the rules "
                                                    "never put two of them side by side; move one"),
                                                  a->id, b->id, marker->id));
            }
        }
    }
}

/* symbol-per-board: each board carries exactly per-board="N" of a symbol
 * (Warcraft: one S/M/L mark per island, where its treasure starts). */
static void
check_symbols_per_board (SwValidateContext *c)
{
  g_autoptr(GPtrArray) symbols = sw_catalog_list (c->catalog, "symbol");
  guint n_boards = MAX (c->map->boards->len, 1);

  if (c->map->regions->len == 0)
    return;
  for (guint s = 0; s < symbols->len; s++)
    {
      const SwCatalogEntry *symbol = g_ptr_array_index (symbols, s);
      gint64 wanted = sw_catalog_entry_get_int (symbol, "per-board", -1);
      g_autofree guint *count = NULL;
      g_autoptr(GPtrArray) holders = NULL;

      if (wanted < 0)
        continue;
      count = g_new0 (guint, n_boards);
      holders = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
      for (guint b = 0; b < n_boards; b++)
        g_ptr_array_add (holders, g_ptr_array_new ());
      for (guint i = 0; i < c->map->regions->len; i++)
        {
          SwRegion *region = sw_validate_region_at (c, i);
          gint b = c->map->boards->len == 0 ? 0 : region_board_index (c, region);

          if (b < 0 || !sw_region_has_symbol (region, symbol->id))
            continue;
          count[b]++;
          g_ptr_array_add (g_ptr_array_index (holders, b), region->id);
        }
      for (guint b = 0; b < n_boards; b++)
        {
          GPtrArray *ids = g_ptr_array_index (holders, b);
          const SwBoard *board = b < c->map->boards->len ? g_ptr_array_index (c->map->boards, b) : NULL;

          if (count[b] == (guint64) wanted)
            continue;
          g_ptr_array_add (ids, NULL);
          g_ptr_array_add (c->issues,
                           sw_issue_new ("symbol-per-board", board ? board->line : c->map->root_line,
                                         count[b] > 0 ? (const char *const *) ids->pdata : NULL,
                                         _("board %s has %u regions with the %s symbol, but every board "
                                           "needs exactly %u"),
                                         board ? board_name (c, b) : _("(the only one)"),
                                         count[b], symbol->id, (guint) wanted));
        }
    }
}

/* The <entry> entries with islands="yes", if any. */
static gboolean
edition_has_islands (const SwValidateContext *c,
                     GPtrArray               *rules)
{
  for (guint r = 0; r < rules->len; r++)
    if (sw_catalog_entry_get_bool (g_ptr_array_index (rules, r), "islands", FALSE))
      return TRUE;
  return FALSE;
}

/* board-without-entry and cross-board-adjacency, for islands="yes". */
static void
check_islands (SwValidateContext *c)
{
  g_autoptr(GPtrArray) rules = sw_catalog_list (c->catalog, "entry");
  g_autofree gboolean *has_entry = NULL;
  guint n_boards = c->map->boards->len;

  if (!edition_has_islands (c, rules) || n_boards == 0)
    return;

  has_entry = g_new0 (gboolean, n_boards);
  for (guint i = 0; i < c->topology->n_regions; i++)
    {
      gint b = region_board_index (c, sw_validate_region_at (c, i));

      if (b >= 0 && !has_entry[b] && sw_validate_region_allows_entry (c, rules, i))
        has_entry[b] = TRUE;
    }
  for (guint b = 0; b < n_boards; b++)
    {
      const SwBoard *board = g_ptr_array_index (c->map->boards, b);
      gboolean has_regions = FALSE;

      for (guint i = 0; i < c->map->regions->len && !has_regions; i++)
        has_regions = region_board_index (c, sw_validate_region_at (c, i)) == (gint) b;
      if (has_entry[b] || !has_regions)
        continue;
      g_ptr_array_add (c->issues,
                       sw_issue_new ("board-without-entry", board->line, NULL,
                                     _("board %s has no region where a race may land: every island of the %s "
                                       "edition needs at least one entry region (a land region with the entry symbol)"),
                                     board_name (c, b), sw_validate_edition_name (c)));
    }

  for (guint k = 0; k < c->topology->contacts->len; k++)
    {
      const SwContact *contact = &g_array_index (c->topology->contacts, SwContact, k);
      const SwRegion *a = sw_validate_region_at (c, contact->a);
      const SwRegion *b = sw_validate_region_at (c, contact->b);
      gint board_a, board_b;
      guint line = a->line;

      if (!(contact->flags & (SW_CONTACT_BORDER | SW_CONTACT_LINK)))
        continue;
      board_a = region_board_index (c, a);
      board_b = region_board_index (c, b);
      if (board_a < 0 || board_b < 0 || board_a == board_b)
        continue;
      for (guint l = 0; l < c->map->links->len; l++)
        {
          const SwPair *link = g_ptr_array_index (c->map->links, l);

          if ((g_strcmp0 (link->a, a->id) == 0 && g_strcmp0 (link->b, b->id) == 0)
              || (g_strcmp0 (link->a, b->id) == 0 && g_strcmp0 (link->b, a->id) == 0))
            line = link->line;
        }
      g_ptr_array_add (c->issues,
                       sw_issue_new_pair ("cross-board-adjacency", line, a->id, b->id,
                                          _("%s (board %s) and %s (board %s) are adjacent, but in the %s edition "
                                            "each board is an island: races travel between islands by entry "
                                            "regions, not by links; remove the link or shared border"),
                                          a->id, board_name (c, board_a), b->id, board_name (c, board_b),
                                          sw_validate_edition_name (c)));
    }
}

/* scenario-boards: a scenario needs more islands of a size than the set has. */
static void
check_scenario_boards (SwValidateContext *c)
{
  g_autoptr(GPtrArray) sizes = sw_catalog_list (c->catalog, "scenario-size");
  guint have[3] = { 0 };   /* S, M, L */
  const char *letters = "SML";

  for (guint b = 0; b < c->map->boards->len; b++)
    {
      const SwBoard *board = g_ptr_array_index (c->map->boards, b);
      const char *where = board->size && board->size[0] && !board->size[1] ? strchr (letters, board->size[0]) : NULL;

      if (where != NULL)
        have[where - letters]++;
    }

  for (guint i = 0; i < c->map->scenarios->len; i++)
    {
      const SwScenario *scenario = &g_array_index (c->map->scenarios, SwScenario, i);
      const char *needed = NULL;
      guint need[3] = { 0 };

      for (guint k = 0; k < sizes->len && needed == NULL; k++)
        {
          const SwCatalogEntry *entry = g_ptr_array_index (sizes, k);

          if (sw_catalog_entry_get_int (entry, "players", 0) == scenario->players)
            needed = sw_catalog_entry_get (entry, "boards");
        }
      if (needed == NULL)
        continue;
      for (const char *p = needed; *p; p++)
        if (strchr (letters, *p) != NULL)   /* *p is never the NUL strchr would find */
          need[strchr (letters, *p) - letters]++;
      if (need[0] <= have[0] && need[1] <= have[1] && need[2] <= have[2])
        continue;
      g_ptr_array_add (c->issues,
                       sw_issue_new ("scenario-boards", scenario->line, NULL,
                                     _("a %u-player game takes boards of sizes %s, but the map has "
                                       "%u L, %u M and %u S (size=\"…\" on each board): add boards or drop the scenario"),
                                     scenario->players, needed, have[2], have[1], have[0]));
    }
}

void
sw_validate_check_edition_rules (SwValidateContext *c)
{
  if (c->catalog == NULL)
    return;
  check_symbol_terrains (c);
  check_marker_places (c);
  check_markers_apart (c);
  check_symbols_per_board (c);
  check_islands (c);
  check_scenario_boards (c);
}
