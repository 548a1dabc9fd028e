/* sw-validate.c: every non-geometric check of docs/map-format.md, and the entry points that run them all. */

#include "config.h"
#define G_LOG_DOMAIN "sw-validate"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sw-catalog.h"
#include "sw-map-xml.h"
#include "sw-validate-private.h"

/* scenario-mismatch: a region count more than this share away from the
 * catalog's usual size for the player count is "far" (23 → below 18 or
 * above 28). A quarter leaves room for a designer's variant while still
 * catching a 2-player map declared for 4 players. Documented in
 * docs/map-format.md. */
#define SCENARIO_TOLERANCE_PERCENT 25


/* "farmland, hill, mountain": what the edition offers, for messages. */
static char *
catalog_ids_joined (const SwCatalog *catalog,
                    const char      *kind)
{
  g_autoptr(GPtrArray) entries = sw_catalog_list (catalog, kind);
  g_autoptr(GString) joined = g_string_new (NULL);

  for (guint i = 0; i < entries->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (entries, i);

      if (i > 0)
        g_string_append (joined, ", ");
      g_string_append (joined, entry->id);
    }
  if (joined->len == 0)
    g_string_append (joined, _("nothing"));
  return g_string_free (g_steal_pointer (&joined), FALSE);
}

static void
check_edition (SwValidateContext *c)
{
  g_autofree char *known = NULL;

  if (c->catalog != NULL)
    return;
  known = g_strjoinv (", ", (char **) sw_catalog_list_editions ());
  g_ptr_array_add (c->issues,
                   sw_issue_new ("unknown-ref", c->map->root_line, NULL,
                                 _("the map is for the edition “%s”, which this program does not know "
                                   "(it knows %s): terrains, symbols and markers cannot be checked"),
                                 c->map->edition ? c->map->edition : "", known));
}

static void
check_duplicate_ids (SwValidateContext *c)
{
  SwMap *map = c->map;
  g_autoptr(GHashTable) vertices = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GHashTable) regions = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) boards = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < map->vertices->len; i++)
    {
      const SwVertex *vertex = &g_array_index (map->vertices, SwVertex, i);
      gpointer first_line;

      if (g_hash_table_lookup_extended (vertices, GUINT_TO_POINTER (vertex->id), NULL, &first_line))
        g_ptr_array_add (c->issues,
                         sw_issue_new ("duplicate-id", vertex->line, NULL,
                                       _("vertex %u is defined again (first on line %u): give each vertex its own id"),
                                       vertex->id, GPOINTER_TO_UINT (first_line)));
      else
        g_hash_table_insert (vertices, GUINT_TO_POINTER (vertex->id), GUINT_TO_POINTER (vertex->line));
    }

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = sw_validate_region_at (c, i);
      gpointer first_line;

      if (region->id == NULL)
        continue;
      if (g_hash_table_lookup_extended (regions, region->id, NULL, &first_line))
        {
          const char *ids[] = { region->id, NULL };

          g_ptr_array_add (c->issues,
                           sw_issue_new ("duplicate-id", region->line, ids,
                                         _("region %s is defined again (first on line %u): rename one of them"),
                                         region->id, GPOINTER_TO_UINT (first_line)));
        }
      else
        g_hash_table_insert (regions, region->id, GUINT_TO_POINTER (region->line));
    }

  for (guint i = 0; i < map->boards->len; i++)
    {
      const SwBoard *board = g_ptr_array_index (map->boards, i);
      gpointer first_line;

      if (board->id == NULL)
        continue;
      if (g_hash_table_lookup_extended (boards, board->id, NULL, &first_line))
        g_ptr_array_add (c->issues,
                         sw_issue_new ("duplicate-id", board->line, NULL,
                                       _("board %s is defined again (first on line %u): rename one of them"),
                                       board->id, GPOINTER_TO_UINT (first_line)));
      else
        g_hash_table_insert (boards, board->id, GUINT_TO_POINTER (board->line));
    }
}

static void
check_ring_references (SwValidateContext *c,
                       const SwRegion    *region,
                       const SwRing      *ring,
                       gboolean           is_hole)
{
  g_autoptr(GHashTable) reported = NULL;
  const char *ids[] = { region->id, NULL };

  if (ring == NULL || ring->ids == NULL)
    return;
  for (guint i = 0; i < ring->ids->len; i++)
    {
      guint id = g_array_index (ring->ids, guint, i);

      if (sw_map_find_vertex (c->map, id) >= 0)
        continue;
      /* One report per missing vertex and ring, even if the ring repeats it. */
      if (reported == NULL)
        reported = g_hash_table_new (g_direct_hash, g_direct_equal);
      if (!g_hash_table_add (reported, GUINT_TO_POINTER (id)))
        continue;
      g_ptr_array_add (c->issues,
                       sw_issue_new ("unknown-ref", ring->line ? ring->line : region->line, ids,
                                     is_hole
                                     ? _("a hole of region %s names vertex %u, which does not exist")
                                     : _("the outline of region %s names vertex %u, which does not exist"),
                                     region->id, id));
    }
}

static char *
board_ids_joined (const SwMap *map)
{
  g_autoptr(GString) joined = g_string_new (NULL);

  for (guint i = 0; i < map->boards->len; i++)
    {
      const SwBoard *board = g_ptr_array_index (map->boards, i);

      if (i > 0)
        g_string_append (joined, ", ");
      g_string_append (joined, board->id ? board->id : "");
    }
  if (joined->len == 0)
    g_string_append (joined, _("none"));
  return g_string_free (g_steal_pointer (&joined), FALSE);
}

static void
check_pair_references (SwValidateContext *c,
                       GPtrArray         *pairs,
                       gboolean           are_barriers)
{
  for (guint i = 0; i < pairs->len; i++)
    {
      const SwPair *pair = g_ptr_array_index (pairs, i);
      const char *ends[] = { pair->a, pair->b };

      for (guint e = 0; e < 2; e++)
        {
          if (ends[e] == NULL || sw_map_find_region (c->map, ends[e]) >= 0)
            continue;
          if (e == 1 && g_strcmp0 (pair->a, pair->b) == 0)
            continue;
          g_ptr_array_add (c->issues,
                           sw_issue_new_pair ("unknown-ref", pair->line, pair->a, pair->b,
                                              are_barriers
                                              ? _("the barrier between %s and %s names region %s, which does not exist")
                                              : _("the link between %s and %s names region %s, which does not exist"),
                                              pair->a, pair->b, ends[e]));
        }
    }
}

static void
check_references (SwValidateContext *c)
{
  SwMap *map = c->map;
  g_autofree char *board_ids = NULL;

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = sw_validate_region_at (c, i);
      const char *ids[] = { region->id, NULL };

      check_ring_references (c, region, region->outline, FALSE);
      for (guint h = 0; region->holes != NULL && h < region->holes->len; h++)
        check_ring_references (c, region, g_ptr_array_index (region->holes, h), TRUE);

      if (region->board != NULL && sw_map_find_board (map, region->board) < 0)
        {
          if (board_ids == NULL)
            board_ids = board_ids_joined (map);
          g_ptr_array_add (c->issues,
                           sw_issue_new ("unknown-ref", region->line, ids,
                                         _("region %s is on board %s, which does not exist (the map's boards: %s)"),
                                         region->id, region->board, board_ids));
        }
      else if (region->board == NULL && map->boards->len > 1)
        {
          if (board_ids == NULL)
            board_ids = board_ids_joined (map);
          g_ptr_array_add (c->issues,
                           sw_issue_new ("unknown-ref", region->line, ids,
                                         _("region %s does not say which board it is on, but the map has %u boards: "
                                           "add board=\"…\" with one of %s"),
                                         region->id, map->boards->len, board_ids));
        }
    }

  check_pair_references (c, map->links, FALSE);
  check_pair_references (c, map->barriers, TRUE);
}

static void
check_vocabulary (SwValidateContext *c)
{
  SwMap *map = c->map;
  g_autofree char *terrains = NULL;
  g_autofree char *symbols = NULL;
  g_autofree char *markers = NULL;

  if (c->catalog == NULL)
    return;   /* check_edition() said why */

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = sw_validate_region_at (c, i);
      const char *ids[] = { region->id, NULL };

      if (region->terrain == NULL || sw_catalog_find (c->catalog, "terrain", region->terrain) == NULL)
        {
          if (terrains == NULL)
            terrains = catalog_ids_joined (c->catalog, "terrain");
          g_ptr_array_add (c->issues,
                           sw_issue_new ("unknown-terrain", region->line, ids,
                                         _("region %s has terrain “%s”, which the %s edition does not have "
                                           "(it has %s)"),
                                         region->id, region->terrain ? region->terrain : "",
                                         sw_validate_edition_name (c), terrains));
        }

      for (guint s = 0; region->symbols != NULL && s < region->symbols->len; s++)
        {
          const SwSymbol *symbol = g_ptr_array_index (region->symbols, s);

          if (symbol->type != NULL && sw_catalog_find (c->catalog, "symbol", symbol->type) != NULL)
            continue;
          if (symbols == NULL)
            symbols = catalog_ids_joined (c->catalog, "symbol");
          g_ptr_array_add (c->issues,
                           sw_issue_new ("unknown-symbol", symbol->line ? symbol->line : region->line, ids,
                                         _("region %s has the symbol “%s”, which the %s edition does not have "
                                           "(it has %s)"),
                                         region->id, symbol->type ? symbol->type : "",
                                         sw_validate_edition_name (c), symbols));
        }

      for (guint s = 0; region->starts != NULL && s < region->starts->len; s++)
        {
          const SwStart *start = g_ptr_array_index (region->starts, s);

          if (start->type != NULL && sw_catalog_find (c->catalog, "marker", start->type) != NULL)
            continue;
          if (markers == NULL)
            markers = catalog_ids_joined (c->catalog, "marker");
          g_ptr_array_add (c->issues,
                           sw_issue_new ("unknown-marker", start->line ? start->line : region->line, ids,
                                         _("region %s starts with the marker “%s”, which the %s edition does not have "
                                           "(it has %s)"),
                                         region->id, start->type ? start->type : "",
                                         sw_validate_edition_name (c), markers));
        }
    }
}

/* An undirected pair as one hash key. */
static char *
pair_key (const char *a,
          const char *b)
{
  if (strcmp (a, b) > 0)
    {
      const char *swap = a;
      a = b;
      b = swap;
    }
  return g_strconcat (a, "\n", b, NULL);
}

static const SwContact *
find_contact (const SwValidateContext *c,
              const char              *a,
              const char              *b)
{
  gint ia = sw_map_find_region (c->map, a);
  gint ib = sw_map_find_region (c->map, b);

  if (ia < 0 || ib < 0 || ia == ib || c->topology == NULL)
    return NULL;
  return sw_topology_find_contact (c->topology, MIN (ia, ib), MAX (ia, ib));
}

/* self-link, duplicate-link and barrier-without-border. */
static void
check_links_and_barriers (SwValidateContext *c)
{
  SwMap *map = c->map;
  g_autoptr(GHashTable) seen_links = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) seen_barriers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < map->links->len; i++)
    {
      const SwPair *link = g_ptr_array_index (map->links, i);
      g_autofree char *key = NULL;
      const SwContact *contact;
      gpointer first_line;

      if (link->a == NULL || link->b == NULL)
        continue;
      if (g_str_equal (link->a, link->b))
        {
          const char *ids[] = { link->a, NULL };

          g_ptr_array_add (c->issues,
                           sw_issue_new ("self-link", link->line, ids,
                                         _("region %s is linked to itself: name another region in the link, or remove it"),
                                         link->a));
          continue;
        }

      key = pair_key (link->a, link->b);
      if (g_hash_table_lookup_extended (seen_links, key, NULL, &first_line))
        {
          g_ptr_array_add (c->issues,
                           sw_issue_new_pair ("duplicate-link", link->line, link->a, link->b,
                                              _("%s and %s are linked again (first on line %u): remove one of the links"),
                                              link->a, link->b, GPOINTER_TO_UINT (first_line)));
          continue;
        }
      g_hash_table_insert (seen_links, g_steal_pointer (&key), GUINT_TO_POINTER (link->line));

      contact = find_contact (c, link->a, link->b);
      if (contact != NULL && (contact->flags & SW_CONTACT_BORDER) != 0)
        g_ptr_array_add (c->issues,
                         sw_issue_new_pair ("duplicate-link", link->line, link->a, link->b,
                                            _("%s and %s are linked although they already share a border: "
                                              "remove the link, the border makes them adjacent"),
                                            link->a, link->b));
    }

  for (guint i = 0; i < map->barriers->len; i++)
    {
      const SwPair *barrier = g_ptr_array_index (map->barriers, i);
      g_autofree char *key = NULL;
      const SwContact *contact;
      gpointer first_line;

      if (barrier->a == NULL || barrier->b == NULL)
        continue;
      if (g_str_equal (barrier->a, barrier->b))
        {
          const char *ids[] = { barrier->a, NULL };

          g_ptr_array_add (c->issues,
                           sw_issue_new ("self-link", barrier->line, ids,
                                         _("region %s has a barrier with itself: name the region on the other side, or remove it"),
                                         barrier->a));
          continue;
        }

      key = pair_key (barrier->a, barrier->b);
      if (g_hash_table_lookup_extended (seen_barriers, key, NULL, &first_line))
        {
          g_ptr_array_add (c->issues,
                           sw_issue_new_pair ("duplicate-link", barrier->line, barrier->a, barrier->b,
                                              _("the barrier between %s and %s is given again (first on line %u): remove one"),
                                              barrier->a, barrier->b, GPOINTER_TO_UINT (first_line)));
          continue;
        }
      g_hash_table_insert (seen_barriers, g_steal_pointer (&key), GUINT_TO_POINTER (barrier->line));

      if (sw_map_find_region (map, barrier->a) < 0 || sw_map_find_region (map, barrier->b) < 0)
        continue;   /* unknown-ref */
      contact = find_contact (c, barrier->a, barrier->b);
      if (contact == NULL || (contact->flags & SW_CONTACT_BORDER) == 0)
        g_ptr_array_add (c->issues,
                         sw_issue_new_pair ("barrier-without-border", barrier->line, barrier->a, barrier->b,
                                            _("the barrier between %s and %s blocks nothing: they share no border; "
                                              "remove it or name the region on the other side of the wall"),
                                            barrier->a, barrier->b));
    }
}

typedef struct {
  guint      total;
  guint      over_line;   /* the start marker that went over the limit */
  GPtrArray *regions;     /* borrowed ids, each region once */
} MarkerTally;

static void
marker_tally_free (MarkerTally *tally)
{
  g_ptr_array_unref (tally->regions);
  g_free (tally);
}

/* marker-on-water, too-many-markers (limit="N" on the catalog's marker). */
static void
check_start_markers (SwValidateContext *c)
{
  SwMap *map = c->map;
  g_autoptr(GHashTable) tallies = NULL;   /* marker id -> MarkerTally */
  g_autoptr(GPtrArray) markers = NULL;

  if (c->catalog == NULL)
    return;

  tallies = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) marker_tally_free);
  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = sw_validate_region_at (c, i);
      const char *ids[] = { region->id, NULL };
      gboolean water;

      if (region->starts == NULL || region->starts->len == 0)
        continue;
      water = region->terrain != NULL
              && sw_catalog_find (c->catalog, "terrain", region->terrain) != NULL
              && !sw_catalog_terrain_is_conquerable (c->catalog, region->terrain);

      for (guint s = 0; s < region->starts->len; s++)
        {
          const SwStart *start = g_ptr_array_index (region->starts, s);
          const SwCatalogEntry *marker;
          MarkerTally *tally;
          gint64 limit;

          if (start->type == NULL || (marker = sw_catalog_find (c->catalog, "marker", start->type)) == NULL)
            continue;   /* unknown-marker */
          if (water)
            g_ptr_array_add (c->issues,
                             sw_issue_new ("marker-on-water", start->line ? start->line : region->line, ids,
                                           _("region %s is %s, which cannot be conquered, yet a %s marker starts there: "
                                             "move the marker to a land region"),
                                           region->id, region->terrain, start->type));

          tally = g_hash_table_lookup (tallies, marker->id);
          if (tally == NULL)
            {
              tally = g_new0 (MarkerTally, 1);
              tally->regions = g_ptr_array_new ();
              g_hash_table_insert (tallies, marker->id, tally);
            }
          limit = sw_catalog_entry_get_int (marker, "limit", -1);
          if (limit >= 0 && tally->total <= (guint64) limit && tally->total + start->count > (guint64) limit)
            tally->over_line = start->line ? start->line : region->line;
          tally->total += start->count;
          if (tally->regions->len == 0
              || g_ptr_array_index (tally->regions, tally->regions->len - 1) != (gpointer) region->id)
            g_ptr_array_add (tally->regions, region->id);
        }
    }

  markers = sw_catalog_list (c->catalog, "marker");
  for (guint m = 0; m < markers->len; m++)
    {
      const SwCatalogEntry *marker = g_ptr_array_index (markers, m);
      MarkerTally *tally = g_hash_table_lookup (tallies, marker->id);
      gint64 limit = sw_catalog_entry_get_int (marker, "limit", -1);

      if (tally == NULL || limit < 0 || tally->total <= (guint64) limit)
        continue;
      g_ptr_array_add (tally->regions, NULL);
      g_ptr_array_add (c->issues,
                       sw_issue_new ("too-many-markers", tally->over_line,
                                     (const char *const *) tally->regions->pdata,
                                     _("%u %s markers start on this map, but the %s edition's box holds only %u: "
                                       "remove %u of them"),
                                     tally->total, marker->id, sw_validate_edition_name (c), (guint) limit,
                                     tally->total - (guint) limit));
    }
}

static void
check_scenarios (SwValidateContext *c)
{
  guint n_regions = c->map->regions->len;

  if (c->catalog == NULL)
    return;
  for (guint i = 0; i < c->map->scenarios->len; i++)
    {
      const SwScenario *scenario = &g_array_index (c->map->scenarios, SwScenario, i);
      guint usual = sw_catalog_usual_regions (c->catalog, scenario->players);
      guint distance;

      if (usual == 0)
        continue;
      distance = n_regions > usual ? n_regions - usual : usual - n_regions;
      if ((guint64) distance * 100 <= (guint64) usual * SCENARIO_TOLERANCE_PERCENT)
        continue;
      g_ptr_array_add (c->issues,
                       sw_issue_new ("scenario-mismatch", scenario->line, NULL,
                                     _("the map has %u regions, but a %u-player %s map usually has %u "
                                       "(more than %d%% away): check the scenario's player count"),
                                     n_regions, scenario->players, sw_validate_edition_name (c), usual,
                                     SCENARIO_TOLERANCE_PERCENT));
    }
}

/* On a drawn map a link is not visible by itself: the printer draws a
 * symbol for it, and the designer should know where. A link given a kind
 * (a tunnel, a bridge) is one the designer has said is meant: no warning;
 * "adjacent" (import-graph's) still stands for a border to draw. */
static void
check_links_drawn (SwValidateContext *c)
{
  for (guint i = 0; i < c->map->links->len; i++)
    {
      const SwPair *link = g_ptr_array_index (c->map->links, i);
      const SwContact *contact;

      if (link->a == NULL || link->b == NULL || g_str_equal (link->a, link->b) || !sw_link_is_border (link)
          || sw_map_find_region (c->map, link->a) < 0 || sw_map_find_region (c->map, link->b) < 0)
        continue;
      contact = find_contact (c, link->a, link->b);
      if (contact != NULL && (contact->flags & SW_CONTACT_BORDER) != 0)
        continue;   /* duplicate-link */
      g_ptr_array_add (c->issues,
                       sw_issue_new_pair ("link-not-drawn", link->line, link->a, link->b,
                                          _("%s and %s are adjacent through a link, not a shared border: "
                                            "the printed map shows it with a symbol. Give the link a kind "
                                            "(a tunnel, a bridge) to say it is meant"),
                                          link->a, link->b));
    }
}

/* Of the issues from @first on, at most SW_VALIDATE_MAX_REPORTS_PER_CODE
 * per code and one that counts the rest. (The geometric checks bound
 * their own: they list that many and add the count, one more, themselves.) */
static void
bound_reports (GPtrArray *issues, guint first)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) kept = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key, value;
  guint w = first, old_len = issues->len;

  for (guint i = first; i < issues->len; i++)
    {
      const char *code = ((SwIssue *) g_ptr_array_index (issues, i))->code;
      g_hash_table_insert (counts, (gpointer) code,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, code)) + 1));
    }
  for (guint i = first; i < old_len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, issue->code));
      guint listed = GPOINTER_TO_UINT (g_hash_table_lookup (kept, issue->code));

      if (count <= SW_VALIDATE_MAX_REPORTS_PER_CODE + 1 || listed < SW_VALIDATE_MAX_REPORTS_PER_CODE)
        {
          g_hash_table_insert (kept, issue->code, GUINT_TO_POINTER (listed + 1));
          issues->pdata[w++] = issue;
        }
      else
        {
          /* counts and kept hold issue->code of a kept issue */
          issues->pdata[i] = NULL;
          sw_issue_free (issue);
        }
    }
  for (guint i = w; i < old_len; i++)
    issues->pdata[i] = NULL;
  g_ptr_array_set_size (issues, w);

  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint count = GPOINTER_TO_UINT (value);
      guint more = count - SW_VALIDATE_MAX_REPORTS_PER_CODE;

      if (count <= SW_VALIDATE_MAX_REPORTS_PER_CODE + 1)
        continue;
      g_ptr_array_add (issues,
                       sw_issue_new (key, 0, NULL,
                                     g_dngettext (GETTEXT_PACKAGE,
                                                  "%s: %u more problem of this kind is not listed (the first %u are)",
                                                  "%s: %u more problems of this kind are not listed (the first %u are)",
                                                  more),
                                     (const char *) key, more, SW_VALIDATE_MAX_REPORTS_PER_CODE));
    }
}

void
sw_validate_map (SwMap     *map,
                 GPtrArray *issues)
{
  guint first = issues != NULL ? issues->len : 0;

  SwValidateContext c = { 0 };

  g_return_if_fail (map != NULL);
  g_return_if_fail (issues != NULL);

  c.map = map;
  c.catalog = map->edition ? sw_catalog_get (map->edition) : NULL;
  c.topology = sw_map_get_topology (map);
  c.issues = issues;
  g_return_if_fail (c.topology != NULL);

  check_edition (&c);
  check_duplicate_ids (&c);
  check_references (&c);
  check_vocabulary (&c);
  check_links_and_barriers (&c);
  sw_validate_check_isolated_regions (&c);
  sw_validate_check_land_connected (&c);
  check_start_markers (&c);
  sw_validate_check_entry_regions (&c);
  sw_validate_check_edition_rules (&c);
  check_scenarios (&c);

  if (sw_map_has_geometry (map))
    {
      check_links_drawn (&c);
      sw_validate_geometry (map, c.topology, c.catalog, issues);
    }
  else if (map->regions->len > 0)
    {
      g_ptr_array_add (issues,
                       sw_issue_new ("no-geometry", map->root_line, NULL,
                                     _("no region has an outline: the map can be played in the scoring assistant "
                                       "but not printed; draw its regions in the editor")));
    }

  sw_validate_check_planarity (&c);
  bound_reports (issues, first);
}

gboolean
sw_validate_file (const char  *path,
                  GPtrArray   *issues,
                  GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(SwMap) map = NULL;
  guint errors_before;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (issues != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  errors_before = sw_issue_list_count (issues, SW_SEVERITY_ERROR);
  map = sw_map_load_file (path, issues, &local_error);
  if (map == NULL)
    {
      if (local_error == NULL || local_error->domain != SW_MAP_ERROR)
        {
          if (local_error != NULL)
            g_propagate_error (error, g_steal_pointer (&local_error));
          else
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s could not be read"), path);
          return FALSE;
        }
      /* Refused (malformed, hostile, schema, version): the loader listed
       * why; make sure the file counts as failed even if it did not. */
      if (sw_issue_list_count (issues, SW_SEVERITY_ERROR) == errors_before)
        g_ptr_array_add (issues, sw_issue_new ("xml-malformed", 0, NULL, "%s", local_error->message));
      sw_issue_list_sort (issues);
      return TRUE;
    }

  sw_validate_map (map, issues);
  sw_issue_list_sort (issues);
  return TRUE;
}
