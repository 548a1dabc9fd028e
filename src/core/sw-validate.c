/* sw-validate.c: every non-geometric check of MAP-FORMAT.md, and the entry points that run them all. */

#include "config.h"
#define G_LOG_DOMAIN "sw-validate"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sw-catalog.h"
#include "sw-map-xml.h"
#include "sw-planarity.h"
#include "sw-validate.h"

/* scenario-mismatch: a region count more than this share away from the
 * catalog's usual size for the player count is "far" (23 → below 18 or
 * above 28). A quarter leaves room for a designer's variant while still
 * catching a 2-player map declared for 4 players. Documented in
 * docs/map-format.md. */
#define SCENARIO_TOLERANCE_PERCENT 25

/* Messages name at most this many regions; the issue's region list has them all. */
#define MAX_IDS_IN_MESSAGE 12

typedef struct {
  SwMap            *map;
  const SwCatalog  *catalog;
  const SwTopology *topology;
  GPtrArray        *issues;
} Checker;

static SwRegion *
region_at (const Checker *c,
           guint          index)
{
  return g_ptr_array_index (c->map->regions, index);
}

/* With duplicate ids only the first region of that id takes part in the
 * graph checks: the others are already reported as duplicate-id. */
static gboolean
region_is_first_of_its_id (const Checker *c,
                           guint          index)
{
  SwRegion *region = region_at (c, index);

  return region->id != NULL && sw_map_find_region (c->map, region->id) == (gint) index;
}

static gboolean
terrain_is_land (const Checker *c,
                 const char    *terrain)
{
  return c->catalog != NULL && terrain != NULL
         && sw_catalog_find (c->catalog, "terrain", terrain) != NULL
         && sw_catalog_terrain_is_conquerable (c->catalog, terrain);
}

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

/* "r1, r2, r3 and 7 more", for messages about many regions. */
static char *
region_ids_joined (const char *const *ids)
{
  g_autoptr(GString) joined = g_string_new (NULL);
  guint n = g_strv_length ((char **) ids);

  for (guint i = 0; i < n && i < MAX_IDS_IN_MESSAGE; i++)
    {
      if (i > 0)
        g_string_append (joined, ", ");
      g_string_append (joined, ids[i]);
    }
  if (n > MAX_IDS_IN_MESSAGE)
    g_string_append_printf (joined, _(" and %u more"), n - MAX_IDS_IN_MESSAGE);
  return g_string_free (g_steal_pointer (&joined), FALSE);
}

/* A NULL-terminated strv of region ids from region indices. */
static GStrv
region_ids_from_indices (const Checker *c,
                         const guint   *indices,
                         guint          n)
{
  GStrv ids = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    ids[i] = g_strdup (region_at (c, indices[i])->id);
  return ids;
}

static void
check_edition (Checker *c)
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
check_duplicate_ids (Checker *c)
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
      const SwRegion *region = region_at (c, i);
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
check_ring_references (Checker        *c,
                       const SwRegion *region,
                       const SwRing   *ring,
                       gboolean        is_hole)
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
check_pair_references (Checker      *c,
                       GPtrArray    *pairs,
                       gboolean      are_barriers)
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
check_references (Checker *c)
{
  SwMap *map = c->map;
  g_autofree char *board_ids = NULL;

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = region_at (c, i);
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
check_vocabulary (Checker *c)
{
  SwMap *map = c->map;
  g_autofree char *terrains = NULL;
  g_autofree char *symbols = NULL;
  g_autofree char *markers = NULL;

  if (c->catalog == NULL)
    return;   /* check_edition() said why */

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = region_at (c, i);
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
                                         c->catalog->id, terrains));
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
                                         c->catalog->id, symbols));
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
                                         c->catalog->id, markers));
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
find_contact (const Checker *c,
              const char    *a,
              const char    *b)
{
  gint ia = sw_map_find_region (c->map, a);
  gint ib = sw_map_find_region (c->map, b);

  if (ia < 0 || ib < 0 || ia == ib || c->topology == NULL)
    return NULL;
  return sw_topology_find_contact (c->topology, MIN (ia, ib), MAX (ia, ib));
}

/* self-link, duplicate-link and barrier-without-border. */
static void
check_links_and_barriers (Checker *c)
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

static guint
neighbour_count (const Checker *c,
                 guint          index)
{
  guint n = 0;

  sw_topology_neighbours (c->topology, index, &n);
  return n;
}

static void
check_isolated_regions (Checker *c)
{
  for (guint i = 0; i < c->topology->n_regions; i++)
    {
      const SwRegion *region = region_at (c, i);
      const char *ids[] = { region->id, NULL };

      if (!region_is_first_of_its_id (c, i) || neighbour_count (c, i) > 0)
        continue;
      g_ptr_array_add (c->issues,
                       sw_issue_new ("isolated-region", region->line, ids,
                                     _("region %s has no neighbour at all: give it a border with another region "
                                       "(not blocked by a barrier) or a link"),
                                     region->id));
    }
}

static guint
union_find_root (guint *parent,
                 guint  i)
{
  while (parent[i] != i)
    {
      parent[i] = parent[parent[i]];   /* path halving keeps it near-linear */
      i = parent[i];
    }
  return i;
}

static gint
compare_guint (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* disconnected: per board, the land regions (conquerable terrain) must form
 * one piece over borders and links. Isolated regions are left out: they have
 * their own code, and reporting them twice would only add noise. */
static void
check_land_connected (Checker *c)
{
  guint n = c->topology->n_regions;
  g_autofree guint *parent = NULL;
  g_autofree guint *piece_size = NULL;
  g_autofree gboolean *is_land = NULL;
  g_autofree const SwBoard **board_of = NULL;
  g_autoptr(GHashTable) largest_of_board = NULL;   /* SwBoard* -> root + 1 */
  g_autoptr(GHashTable) pieces_of_board = NULL;    /* SwBoard* -> count */
  g_autoptr(GHashTable) stray_of_board = NULL;     /* SwBoard* -> GArray of region indices */

  if (c->catalog == NULL || n == 0)
    return;

  parent = g_new (guint, n);
  piece_size = g_new0 (guint, n);
  is_land = g_new0 (gboolean, n);
  board_of = g_new0 (const SwBoard *, n);
  for (guint i = 0; i < n; i++)
    {
      parent[i] = i;
      is_land[i] = region_is_first_of_its_id (c, i) && terrain_is_land (c, region_at (c, i)->terrain)
                   && neighbour_count (c, i) > 0;
      board_of[i] = sw_map_region_board (c->map, region_at (c, i));
    }

  for (guint i = 0; i < n; i++)
    {
      const guint *neighbours;
      guint n_neighbours = 0;

      if (!is_land[i])
        continue;
      neighbours = sw_topology_neighbours (c->topology, i, &n_neighbours);
      for (guint k = 0; k < n_neighbours; k++)
        {
          guint j = neighbours[k];

          if (j < n && is_land[j] && board_of[j] == board_of[i])
            parent[union_find_root (parent, i)] = union_find_root (parent, j);
        }
    }

  largest_of_board = g_hash_table_new (g_direct_hash, g_direct_equal);
  pieces_of_board = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < n; i++)
    if (is_land[i])
      piece_size[union_find_root (parent, i)]++;
  for (guint i = 0; i < n; i++)
    {
      guint largest;

      if (!is_land[i] || union_find_root (parent, i) != i)
        continue;
      g_hash_table_insert (pieces_of_board, (gpointer) board_of[i],
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (pieces_of_board, board_of[i])) + 1));
      largest = GPOINTER_TO_UINT (g_hash_table_lookup (largest_of_board, board_of[i]));
      if (largest == 0 || piece_size[i] > piece_size[largest - 1])
        g_hash_table_insert (largest_of_board, (gpointer) board_of[i], GUINT_TO_POINTER (i + 1));
    }

  /* Every land region outside its board's largest piece is "stray". */
  stray_of_board = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, (GDestroyNotify) g_array_unref);
  for (guint i = 0; i < n; i++)
    {
      guint root;
      GArray *stray;

      if (!is_land[i])
        continue;
      root = union_find_root (parent, i);
      if (root + 1 == GPOINTER_TO_UINT (g_hash_table_lookup (largest_of_board, board_of[i])))
        continue;
      stray = g_hash_table_lookup (stray_of_board, board_of[i]);
      if (stray == NULL)
        {
          stray = g_array_new (FALSE, FALSE, sizeof (guint));
          g_hash_table_insert (stray_of_board, (gpointer) board_of[i], stray);
        }
      g_array_append_val (stray, i);
    }

  /* Report in file order of the boards, then the region-less board (NULL) last. */
  for (guint b = 0; b <= c->map->boards->len; b++)
    {
      const SwBoard *board = b < c->map->boards->len ? g_ptr_array_index (c->map->boards, b) : NULL;
      GArray *stray = g_hash_table_lookup (stray_of_board, board);
      g_auto(GStrv) ids = NULL;
      g_autofree char *listed = NULL;
      guint pieces;

      if (stray == NULL)
        continue;
      g_array_sort (stray, compare_guint);
      ids = region_ids_from_indices (c, (const guint *) stray->data, stray->len);
      listed = region_ids_joined ((const char *const *) ids);
      pieces = GPOINTER_TO_UINT (g_hash_table_lookup (pieces_of_board, board));
      if (board != NULL && c->map->boards->len > 1)
        g_ptr_array_add (c->issues,
                         sw_issue_new ("disconnected", region_at (c, g_array_index (stray, guint, 0))->line,
                                       (const char *const *) ids,
                                       _("the land of board %s falls into %u pieces: %s cannot be reached over land "
                                         "from the rest; join them with a shared border or a link"),
                                       board->id, pieces, listed));
      else
        g_ptr_array_add (c->issues,
                         sw_issue_new ("disconnected", region_at (c, g_array_index (stray, guint, 0))->line,
                                       (const char *const *) ids,
                                       _("the land falls into %u pieces: %s cannot be reached over land "
                                         "from the rest; join them with a shared border or a link"),
                                       pieces, listed));
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
check_start_markers (Checker *c)
{
  SwMap *map = c->map;
  g_autoptr(GHashTable) tallies = NULL;   /* marker id -> MarkerTally */
  g_autoptr(GPtrArray) markers = NULL;

  if (c->catalog == NULL)
    return;

  tallies = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) marker_tally_free);
  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *region = region_at (c, i);
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
                                     tally->total, marker->id, c->catalog->id, (guint) limit,
                                     tally->total - (guint) limit));
    }
}

/* Where may a first conquest happen? The edition's catalog says, with
 * <entry rule="…"/> entries (RULES.md 1.5): "edge" and "edge-or-border-sea"
 * mean the topology's is_border (which applies border="yes|no" and, for
 * border="auto", the sea part of the rule); "symbol" means a land region
 * carrying the symbol named by symbol="…". A symbol marked entry="yes" in
 * the catalog counts too. Without any rule, the base game's applies. */
static gboolean
region_allows_entry (const Checker *c,
                     GPtrArray     *rules,
                     guint          index)
{
  const SwRegion *region = region_at (c, index);
  gboolean at_edge = c->topology->is_border != NULL && c->topology->is_border[index];

  if (!terrain_is_land (c, region->terrain))
    return FALSE;
  if (rules->len == 0 && at_edge)
    return TRUE;
  for (guint r = 0; r < rules->len; r++)
    {
      const SwCatalogEntry *rule = g_ptr_array_index (rules, r);
      const char *kind = sw_catalog_entry_get (rule, "rule");

      if (g_strcmp0 (kind, "symbol") == 0)
        {
          const char *symbol = sw_catalog_entry_get (rule, "symbol");

          if (symbol != NULL && sw_region_has_symbol (region, symbol))
            return TRUE;
        }
      else if (at_edge)
        return TRUE;
    }
  for (guint s = 0; region->symbols != NULL && s < region->symbols->len; s++)
    {
      const SwSymbol *symbol = g_ptr_array_index (region->symbols, s);
      const SwCatalogEntry *entry = symbol->type ? sw_catalog_find (c->catalog, "symbol", symbol->type) : NULL;

      if (entry != NULL && sw_catalog_entry_get_bool (entry, "entry", FALSE))
        return TRUE;
    }
  return FALSE;
}

/* "a land region at the board's edge…; a land region with the anchor symbol" */
static char *
entry_rules_described (GPtrArray *rules)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint r = 0; r <= rules->len; r++)
    {
      const SwCatalogEntry *rule = r < rules->len ? g_ptr_array_index (rules, r) : NULL;
      const char *kind = rule ? sw_catalog_entry_get (rule, "rule") : NULL;

      if (rule == NULL && rules->len > 0)
        break;
      if (text->len > 0)
        g_string_append (text, _("; or "));
      if (g_strcmp0 (kind, "symbol") == 0)
        g_string_append_printf (text, _("a land region with the %s symbol"),
                                sw_catalog_entry_get (rule, "symbol") ? sw_catalog_entry_get (rule, "symbol") : "?");
      else if (g_strcmp0 (kind, "edge") == 0)
        g_string_append (text, _("a land region at the board's edge"));
      else
        g_string_append (text, _("a land region at the board's edge or next to a sea that touches it"));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
check_entry_regions (Checker *c)
{
  g_autoptr(GPtrArray) rules = NULL;
  g_autofree char *described = NULL;

  if (c->catalog == NULL)
    return;
  rules = sw_catalog_list (c->catalog, "entry");
  for (guint i = 0; i < c->topology->n_regions; i++)
    if (region_allows_entry (c, rules, i))
      return;
  described = entry_rules_described (rules);
  g_ptr_array_add (c->issues,
                   sw_issue_new ("no-entry-region", c->map->root_line, NULL,
                                 _("no region allows a first conquest; the %s edition needs %s "
                                   "(border=\"yes\" on a region forces the edge rule)"),
                                 c->catalog->id, described));
}

static void
check_scenarios (Checker *c)
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
                                     n_regions, scenario->players, c->catalog->id, usual,
                                     SCENARIO_TOLERANCE_PERCENT));
    }
}

/* On a drawn map a link is not visible by itself: the printer draws a
 * symbol for it, and the designer should know where. */
static void
check_links_drawn (Checker *c)
{
  for (guint i = 0; i < c->map->links->len; i++)
    {
      const SwPair *link = g_ptr_array_index (c->map->links, i);
      const SwContact *contact;

      if (link->a == NULL || link->b == NULL || g_str_equal (link->a, link->b)
          || sw_map_find_region (c->map, link->a) < 0 || sw_map_find_region (c->map, link->b) < 0)
        continue;
      contact = find_contact (c, link->a, link->b);
      if (contact != NULL && (contact->flags & SW_CONTACT_BORDER) != 0)
        continue;   /* duplicate-link */
      g_ptr_array_add (c->issues,
                       sw_issue_new_pair ("link-not-drawn", link->line, link->a, link->b,
                                          _("%s and %s are adjacent through a link (%s), not a shared border: "
                                            "the printed map shows it with a symbol"),
                                          link->a, link->b, link->kind ? link->kind : _("no kind given")));
    }
}

static gint
compare_guint64 (gconstpointer a,
                 gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return (x > y) - (x < y);
}

/* The first line of a link among the witness's edges: the likeliest thing
 * to fix, and a stable answer whatever witness the test finds. 0 if none. */
static guint
witness_link_line (const Checker *c,
                   GArray        *witness_edges)
{
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  guint line = 0;

  for (guint e = 0; witness_edges != NULL && e + 1 < witness_edges->len; e += 2)
    {
      guint u = g_array_index (witness_edges, guint, e);
      guint v = g_array_index (witness_edges, guint, e + 1);
      guint64 key = ((guint64) MIN (u, v) << 32) | MAX (u, v);

      g_array_append_val (keys, key);
    }
  g_array_sort (keys, compare_guint64);

  for (guint i = 0; i < c->map->links->len; i++)
    {
      const SwPair *link = g_ptr_array_index (c->map->links, i);
      gint a = link->a ? sw_map_find_region (c->map, link->a) : -1;
      gint b = link->b ? sw_map_find_region (c->map, link->b) : -1;
      guint64 key;

      if (a < 0 || b < 0 || a == b || link->line == 0 || (line != 0 && link->line >= line))
        continue;
      key = ((guint64) MIN (a, b) << 32) | (guint) MAX (a, b);
      if (bsearch (&key, keys->data, keys->len, sizeof (guint64), compare_guint64) != NULL)
        line = link->line;
    }
  return line;
}

static void
check_planarity (Checker *c)
{
  const SwTopology *topology = c->topology;
  g_autoptr(GArray) edges = NULL;
  g_autoptr(GArray) witness = NULL;
  g_autoptr(GArray) witness_edges = NULL;
  g_auto(GStrv) ids = NULL;
  g_autofree char *listed = NULL;
  gboolean is_k5 = FALSE;
  guint line;

  /* Fewer than 5 regions or 9 adjacencies cannot hold a K5 or K3,3. */
  if (topology->n_regions < 5 || topology->n_adjacent_pairs < 9)
    return;

  edges = g_array_sized_new (FALSE, FALSE, sizeof (guint), 2 * topology->n_adjacent_pairs);
  for (guint i = 0; i < topology->n_regions; i++)
    for (guint k = topology->offsets[i]; k < topology->offsets[i + 1]; k++)
      {
        guint j = topology->adjacency[k];

        if (j > i)
          {
            g_array_append_val (edges, i);
            g_array_append_val (edges, j);
          }
      }

  if (sw_planarity_test (topology->n_regions, (const guint *) edges->data, edges->len / 2,
                         &witness, &witness_edges, &is_k5))
    return;

  if (witness != NULL && witness->len > 0)
    {
      ids = region_ids_from_indices (c, (const guint *) witness->data, witness->len);
      line = witness_link_line (c, witness_edges);
      if (line == 0)
        line = region_at (c, g_array_index (witness, guint, 0))->line;
    }
  else
    {
      ids = g_new0 (char *, 1);
      line = 0;
    }
  listed = region_ids_joined ((const char *const *) ids);
  g_ptr_array_add (c->issues,
                   sw_issue_new ("planarity", line, (const char *const *) ids,
                                 _("the adjacencies cannot all be drawn on paper: regions %s form a subdivision of %s; "
                                   "draw one of their links as a tunnel or bridge, or check their adjacencies"),
                                 listed, is_k5 ? "K5" : "K3,3"));
}

void
sw_validate_map (SwMap     *map,
                 GPtrArray *issues)
{
  Checker c = { 0 };

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
  check_isolated_regions (&c);
  check_land_connected (&c);
  check_start_markers (&c);
  check_entry_regions (&c);
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

  check_planarity (&c);
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
