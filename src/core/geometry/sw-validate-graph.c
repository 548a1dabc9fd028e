/* sw-validate-graph.c: the validator's checks on the adjacency graph: isolated regions, land in one piece, an entry region, planarity. */

#include "config.h"
#define G_LOG_DOMAIN "sw-validate"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "sw-planarity.h"
#include "sw-validate-private.h"

/* Messages name at most this many regions; the issue's region list has them all. */
#define MAX_IDS_IN_MESSAGE 12


/* With duplicate ids only the first region of that id takes part in the
 * graph checks: the others are already reported as duplicate-id. */
static gboolean
region_is_first_of_its_id (const SwValidateContext *c,
                           guint                    index)
{
  SwRegion *region = sw_validate_region_at (c, index);

  return region->id != NULL && sw_map_find_region (c->map, region->id) == (gint) index;
}

static gboolean
terrain_is_land (const SwValidateContext *c,
                 const char              *terrain)
{
  return c->catalog != NULL && terrain != NULL
         && sw_catalog_find (c->catalog, "terrain", terrain) != NULL
         && sw_catalog_terrain_is_conquerable (c->catalog, terrain);
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
region_ids_from_indices (const SwValidateContext *c,
                         const guint             *indices,
                         guint                    n)
{
  GStrv ids = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    ids[i] = g_strdup (sw_validate_region_at (c, indices[i])->id);
  return ids;
}

static guint
neighbour_count (const SwValidateContext *c,
                 guint                    index)
{
  guint n = 0;

  sw_topology_neighbours (c->topology, index, &n);
  return n;
}

void
sw_validate_check_isolated_regions (SwValidateContext *c)
{
  for (guint i = 0; i < c->topology->n_regions; i++)
    {
      const SwRegion *region = sw_validate_region_at (c, i);
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
void
sw_validate_check_land_connected (SwValidateContext *c)
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
      is_land[i] = region_is_first_of_its_id (c, i) && terrain_is_land (c, sw_validate_region_at (c, i)->terrain)
                   && neighbour_count (c, i) > 0;
      board_of[i] = sw_map_region_board (c->map, sw_validate_region_at (c, i));
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
                         sw_issue_new ("disconnected", sw_validate_region_at (c, g_array_index (stray, guint, 0))->line,
                                       (const char *const *) ids,
                                       _("the land of board %s falls into %u pieces: %s cannot be reached over land "
                                         "from the rest; join them with a shared border or a link"),
                                       board->id, pieces, listed));
      else
        g_ptr_array_add (c->issues,
                         sw_issue_new ("disconnected", sw_validate_region_at (c, g_array_index (stray, guint, 0))->line,
                                       (const char *const *) ids,
                                       _("the land falls into %u pieces: %s cannot be reached over land "
                                         "from the rest; join them with a shared border or a link"),
                                       pieces, listed));
    }
}

/* Where may a first conquest happen? The edition's catalog says, with
 * <entry rule="…"/> entries (docs/rules.md 1.5): "edge" and "edge-or-border-sea"
 * mean the topology's is_border (which applies border="yes|no" and, for
 * border="auto", the sea part of the rule); "symbol" means a land region
 * carrying the symbol named by symbol="…". A symbol marked entry="yes" in
 * the catalog counts too. Without any rule, the base game's applies. */
gboolean
sw_validate_region_allows_entry (const SwValidateContext *c,
                                 GPtrArray               *rules,
                                 guint                    index)
{
  const SwRegion *region = sw_validate_region_at (c, index);
  gboolean at_edge = c->topology->is_border != NULL && c->topology->is_border[index];

  if (!terrain_is_land (c, region->terrain))
    return FALSE;
  if (rules->len == 0 && at_edge)
    return TRUE;
  for (guint r = 0; r < rules->len; r++)
    if (g_strcmp0 (sw_catalog_entry_get (g_ptr_array_index (rules, r), "rule"), "symbol") != 0 && at_edge)
      return TRUE;
  return sw_catalog_region_is_entry (c->catalog, region);
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

void
sw_validate_check_entry_regions (SwValidateContext *c)
{
  g_autoptr(GPtrArray) rules = NULL;
  g_autofree char *described = NULL;

  if (c->catalog == NULL)
    return;
  rules = sw_catalog_list (c->catalog, "entry");
  for (guint i = 0; i < c->topology->n_regions; i++)
    if (sw_validate_region_allows_entry (c, rules, i))
      return;
  described = entry_rules_described (rules);
  g_ptr_array_add (c->issues,
                   sw_issue_new ("no-entry-region", c->map->root_line, NULL,
                                 _("no region allows a first conquest; the %s edition needs %s "
                                   "(border=\"yes\" on a region forces the edge rule)"),
                                 sw_validate_edition_name (c), described));
}

static gint
compare_guint64 (gconstpointer a,
                 gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return (x > y) - (x < y);
}

/* How many of the witness's links the planarity check tries removing, one
 * at a time, to name the one to draw as a tunnel: each try is a full
 * (linear) planarity test, and this runs only on a non-planar map. */
#define MAX_LINKS_TO_TRY 16

/* The links among the witness's edges, in file order: on a drawn map the
 * shared borders are planar by construction, so one of these is the culprit. */
static GPtrArray *
witness_links (const SwValidateContext *c,
               GArray                  *witness_edges)
{
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  GPtrArray *links = g_ptr_array_new ();

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
      SwPair *link = g_ptr_array_index (c->map->links, i);
      gint a = link->a ? sw_map_find_region (c->map, link->a) : -1;
      gint b = link->b ? sw_map_find_region (c->map, link->b) : -1;
      guint64 key;

      if (a < 0 || b < 0 || a == b)
        continue;
      key = ((guint64) MIN (a, b) << 32) | (guint) MAX (a, b);
      if (bsearch (&key, keys->data, keys->len, sizeof (guint64), compare_guint64) != NULL)
        g_ptr_array_add (links, link);
    }
  return links;
}

/* Is the graph planar once the link's edge is taken out? */
static gboolean
planar_without_link (const SwValidateContext *c,
                     GArray                  *edges,
                     const SwPair            *link)
{
  guint a = sw_map_find_region (c->map, link->a);
  guint b = sw_map_find_region (c->map, link->b);
  g_autoptr(GArray) rest = g_array_sized_new (FALSE, FALSE, sizeof (guint), edges->len);

  for (guint e = 0; e + 1 < edges->len; e += 2)
    {
      guint u = g_array_index (edges, guint, e);
      guint v = g_array_index (edges, guint, e + 1);

      if ((u == a && v == b) || (u == b && v == a))
        continue;
      g_array_append_val (rest, u);
      g_array_append_val (rest, v);
    }
  return sw_planarity_test (c->topology->n_regions, (const guint *) rest->data, rest->len / 2,
                            NULL, NULL, NULL);
}

/* Regions @i and @j (topology indices) joined only by a link the designer
 * has drawn as a tunnel or bridge: no border of the paper joins them, and
 * the planarity check leaves them out (its message asks for just that). */
static gboolean
drawn_apart (const SwValidateContext *c,
             guint                    i,
             guint                    j)
{
  const SwContact *contact = sw_topology_find_contact (c->topology, MIN (i, j), MAX (i, j));
  gint link;

  if (contact == NULL || (contact->flags & SW_CONTACT_BORDER) != 0 || (contact->flags & SW_CONTACT_LINK) == 0)
    return FALSE;
  link = sw_pairs_find (c->map->links, sw_validate_region_at (c, i)->id, sw_validate_region_at (c, j)->id);
  return link >= 0 && !sw_link_is_border (g_ptr_array_index (c->map->links, link));
}

void
sw_validate_check_planarity (SwValidateContext *c)
{
  const SwTopology *topology = c->topology;
  g_autoptr(GArray) edges = NULL;
  g_autoptr(GArray) witness = NULL;
  g_autoptr(GArray) witness_edges = NULL;
  g_autoptr(GPtrArray) links = NULL;
  g_auto(GStrv) ids = NULL;
  g_autofree char *listed = NULL;
  const SwPair *culprit = NULL;
  const char *graph_name;
  gboolean is_k5 = FALSE;
  guint line = 0;

  /* Fewer than 5 regions or 9 adjacencies cannot hold a K5 or K3,3. */
  if (topology->n_regions < 5 || topology->n_adjacent_pairs < 9)
    return;

  edges = g_array_sized_new (FALSE, FALSE, sizeof (guint), 2 * topology->n_adjacent_pairs);
  for (guint i = 0; i < topology->n_regions; i++)
    for (guint k = topology->offsets[i]; k < topology->offsets[i + 1]; k++)
      {
        guint j = topology->adjacency[k];

        if (j > i && !drawn_apart (c, i, j))
          {
            g_array_append_val (edges, i);
            g_array_append_val (edges, j);
          }
      }

  if (sw_planarity_test (topology->n_regions, (const guint *) edges->data, edges->len / 2,
                         &witness, &witness_edges, &is_k5))
    return;
  graph_name = is_k5 ? "K5" : "K3,3";

  if (witness != NULL && witness->len > 0)
    {
      ids = region_ids_from_indices (c, (const guint *) witness->data, witness->len);
      line = sw_validate_region_at (c, g_array_index (witness, guint, 0))->line;
    }
  else
    ids = g_new0 (char *, 1);
  listed = region_ids_joined ((const char *const *) ids);

  links = witness_links (c, witness_edges);
  for (guint i = 0; i < links->len && i < MAX_LINKS_TO_TRY && culprit == NULL; i++)
    if (planar_without_link (c, edges, g_ptr_array_index (links, i)))
      culprit = g_ptr_array_index (links, i);

  if (culprit != NULL)
    g_ptr_array_add (c->issues,
                     sw_issue_new ("planarity", culprit->line, (const char *const *) ids,
                                   _("the adjacencies cannot all be drawn on paper: regions %s form a subdivision "
                                     "of %s; without the link between %s and %s they could, so draw it as a tunnel "
                                     "or bridge, or check it"),
                                   listed, graph_name, culprit->a, culprit->b));
  else
    g_ptr_array_add (c->issues,
                     sw_issue_new ("planarity", links->len > 0 ? ((SwPair *) g_ptr_array_index (links, 0))->line : line,
                                   (const char *const *) ids,
                                   _("the adjacencies cannot all be drawn on paper: regions %s form a subdivision "
                                     "of %s; draw one of their links as a tunnel or bridge, or check their adjacencies"),
                                   listed, graph_name));
}
