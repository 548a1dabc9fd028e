/* test-layout.c: "Lay out from graph" draws the four base-game boards (and
 * small graphs) with exactly their adjacency, printable and in order. */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include "sw-issue.h"
#include "sw-layout.h"
#include "sw-map-xml.h"
#include "sw-topology.h"
#include "sw-validate.h"

#define MIN_DIAMETER 18.0   /* region-too-small below this (docs/map-format.md) */
#define AIM_DIAMETER 25.0   /* what the layout aims for on the real boards */
#define MIN_BORDER 10.0     /* short-border below this */

/* The pairs a graph-only map says are adjacent, as "a b" strings (a < b
 * by index). */
static GHashTable *
graph_pairs (SwMap *map)
{
  GHashTable *pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < map->links->len; i++)
    {
      SwPair *link = g_ptr_array_index (map->links, i);
      gint a = sw_map_find_region (map, link->a), b = sw_map_find_region (map, link->b);

      g_assert_cmpint (a, >=, 0);
      g_assert_cmpint (b, >=, 0);
      g_hash_table_add (pairs, g_strdup_printf ("%d %d", MIN (a, b), MAX (a, b)));
    }
  return pairs;
}

static gboolean
vertex_on_frame (const SwVertex *v,
                 const SwBoard  *board)
{
  return v->x <= 1e-6 || v->y <= 1e-6 || v->x >= board->width - 1e-6 || v->y >= board->height - 1e-6;
}

static gboolean
region_touches_frame (SwMap         *map,
                      const SwRegion *region,
                      const SwBoard  *board)
{
  guint n = region->outline->ids->len, on = 0;

  /* Touching means a stretch of frame: two consecutive vertices on it. */
  for (guint i = 0; i < n; i++)
    {
      SwVertex *a = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, i));
      SwVertex *b = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, (i + 1) % n));

      on += vertex_on_frame (a, board) && vertex_on_frame (b, board);
    }
  return on > 0;
}

/* The regions the official data (data/official-maps) says touch the board's edge. */
static GHashTable *
official_edge_regions (guint players)
{
  const char *source = g_getenv ("SW_SOURCE_DIR");
  g_autofree char *path = g_strdup_printf ("%s/data/official-maps/smallworld_base_%up.csv",
                                           source, players);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GHashTable *edge;

  g_assert_nonnull (source);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  edge = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ",", -1);

      /* id,terrain,magic_source,mine,cavern,lost_tribe,mountain_token,border,... */
      if (g_strv_length (fields) > 7 && g_str_equal (fields[7], "1"))
        g_hash_table_add (edge, g_strdup_printf ("r%s", fields[0]));
    }
  return edge;
}

/* A bundled map as a graph-only map: as it is while it has no outlines;
 * once it has (the laid-out boards), its drawn adjacency becomes links
 * again and the geometry goes, so the test keeps starting from a graph. */
static SwMap *
load_graph_only (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (path, NULL, &error);
  SwMap *graph;

  g_assert_no_error (error);
  if (!sw_map_has_geometry (map))
    return g_steal_pointer (&map);
  graph = sw_layout_graph_from_map (map);
  g_assert_false (sw_map_has_geometry (graph));
  return graph;
}

static void
assert_validates (SwMap *map)
{
  g_autoptr(GPtrArray) issues = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_issue_free);

  sw_validate_map (map, issues);
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);

      g_test_message ("%s: %s", issue->code, issue->message);
      g_assert_cmpint (issue->severity, !=, SW_SEVERITY_ERROR);
      g_assert_cmpstr (issue->code, !=, "corner-touch");
      g_assert_cmpstr (issue->code, !=, "region-too-small");
      g_assert_cmpstr (issue->code, !=, "short-border");
      g_assert_cmpstr (issue->code, !=, "no-geometry");
      g_assert_cmpstr (issue->code, !=, "duplicate-link");
    }
}

/* The adjacency drawn is exactly the graph's: every pair shares a border,
 * no other pair does, no two regions meet at a corner only, no link is
 * left. Returns the laid-out map's topology. */
static SwTopology *
assert_same_adjacency (SwMap      *graph,
                       SwMap      *out,
                       GHashTable *pairs)
{
  SwTopology *t = sw_map_get_topology (out);

  g_assert_cmpuint (out->links->len, ==, 0);
  g_assert_true (t->has_geometry);
  g_assert_cmpuint (t->n_adjacent_pairs, ==, g_hash_table_size (pairs));
  for (guint i = 0; i < t->contacts->len; i++)
    {
      SwContact *c = &g_array_index (t->contacts, SwContact, i);
      g_autofree char *key = g_strdup_printf ("%u %u", c->a, c->b);

      g_assert_cmpint (c->flags, ==, SW_CONTACT_BORDER);
      g_assert_true (g_hash_table_contains (pairs, key));
      g_assert_cmpfloat (c->border_length, >=, MIN_BORDER);
    }
  return t;
}

/* Pearson correlation of region number and height on the board. */
static double
index_y_correlation (const SwTopology *t)
{
  double n = t->n_regions, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;

  for (guint r = 0; r < t->n_regions; r++)
    {
      sx += r;
      sy += t->label_y[r];
      sxx += (double) r * r;
      syy += t->label_y[r] * t->label_y[r];
      sxy += r * t->label_y[r];
    }
  return (n * sxy - sx * sy) / sqrt ((n * sxx - sx * sx) * (n * syy - sy * sy));
}

static void
test_official_board (gconstpointer data)
{
  guint players = GPOINTER_TO_UINT (data);
  g_autofree char *path = g_strdup_printf ("%s/maps/base-%up.swmap", g_getenv ("SW_SOURCE_DIR"), players);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) graph = NULL;
  g_autoptr(SwMap) out = NULL;
  g_autoptr(GHashTable) pairs = NULL;
  g_autoptr(GHashTable) edge = official_edge_regions (players);
  SwTopology *t;
  SwBoard *board;
  guint last;

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  graph = load_graph_only (path);
  pairs = graph_pairs (graph);

  out = sw_layout_from_graph (graph, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (out);
  g_assert_false (sw_map_has_geometry (graph));  /* the input is left alone */
  g_assert_cmpuint (out->boards->len, ==, 1);
  board = g_ptr_array_index (out->boards, 0);
  g_assert_cmpfloat (board->width, ==, 594);
  g_assert_cmpfloat (board->height, ==, 420);

  t = assert_same_adjacency (graph, out, pairs);
  assert_validates (out);

  /* Everything but the geometry and the links is kept. */
  g_assert_cmpuint (out->regions->len, ==, graph->regions->len);
  g_assert_cmpuint (out->scenarios->len, ==, graph->scenarios->len);
  g_assert_cmpuint (out->titles->len, ==, graph->titles->len);
  for (guint r = 0; r < out->regions->len; r++)
    {
      SwRegion *a = g_ptr_array_index (graph->regions, r), *b = g_ptr_array_index (out->regions, r);

      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_cmpstr (a->terrain, ==, b->terrain);
      g_assert_cmpint (a->border, ==, b->border);
      g_assert_cmpuint (a->symbols->len, ==, b->symbols->len);
      g_assert_cmpuint (a->starts->len, ==, b->starts->len);

      /* Big enough for a stack of tokens: the aim, above the warning. */
      g_assert_cmpfloat (2 * t->inscribed_radius[r], >=, AIM_DIAMETER);

      /* border="no" regions stay off the edge; the official data's edge
       * regions are on it, and only they (the rest of the border="yes"
       * regions are shore regions of a border sea). */
      if (b->border == SW_BORDER_NO)
        g_assert_false (region_touches_frame (out, b, board));
      if (edge != NULL)
        {
          g_test_message ("%s on the edge: %d", b->id, region_touches_frame (out, b, board));
          g_assert_cmpint (region_touches_frame (out, b, board), ==, g_hash_table_contains (edge, b->id));
        }
    }

  /* Read in file order ("left to right, top to bottom"): region numbers
   * grow downwards, the first region is on the left, the last one in the
   * bottom half. */
  last = out->regions->len - 1;
  g_assert_cmpfloat (index_y_correlation (t), >=, 0.8);
  g_assert_cmpfloat (t->label_x[0], <, board->width / 3);
  g_assert_cmpfloat (t->label_y[last], >, board->height / 2);

  /* The result saves and loads back as the same map. */
  {
    g_autoptr(GBytes) bytes = sw_map_to_bytes (out);
    gsize size;
    const char *text = g_bytes_get_data (bytes, &size);
    g_autoptr(SwMap) again = sw_map_load_data (text, size, NULL, &error);

    g_assert_no_error (error);
    g_assert_nonnull (again);
    g_assert_true (sw_map_equal (out, again));
  }
}

/* A graph map from an edge list "a-b a-c ..." over regions r0..r(n-1);
 * @edge lists the border="yes" regions. */
static SwMap *
small_graph_new (guint        n,
                 const char  *edges,
                 const guint *edge_regions,
                 guint        n_edge_regions)
{
  SwMap *map = sw_map_new ("base");
  g_auto(GStrv) pairs = g_strsplit (edges, " ", -1);

  sw_map_add_board (map, "main", 300, 200);
  for (guint r = 0; r < n; r++)
    {
      g_autofree char *id = g_strdup_printf ("r%u", r);
      SwRegion *region = sw_map_add_region (map, id, "farmland");

      region->border = SW_BORDER_NO;
      for (guint i = 0; i < n_edge_regions; i++)
        if (edge_regions[i] == r)
          region->border = SW_BORDER_YES;
    }
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) ab = g_strsplit (pairs[i], "-", 2);
      g_autofree char *a = g_strdup_printf ("r%s", ab[0]);
      g_autofree char *b = g_strdup_printf ("r%s", ab[1]);

      sw_map_add_link (map, a, b, "adjacent");
    }
  sw_map_changed (map);
  return map;
}

/* A region with only two neighbours (r4 inside the border of r0 and r1,
 * like region 1 of the 4-player board) is drawn without any corner. */
static void
test_lens_region (void)
{
  const guint edge[] = { 0, 1, 2, 3 };
  g_autoptr(SwMap) graph = small_graph_new (5, "0-1 1-2 2-3 3-0 0-2 4-0 4-1", edge, 4);
  g_autoptr(GHashTable) pairs = graph_pairs (graph);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) out = sw_layout_from_graph (graph, NULL, &error);
  SwTopology *t;

  g_assert_no_error (error);
  t = assert_same_adjacency (graph, out, pairs);
  for (guint r = 0; r < 5; r++)
    g_assert_cmpfloat (2 * t->inscribed_radius[r], >=, MIN_DIAMETER);
  assert_validates (out);
}

/* Links of another kind (a tunnel) are not borders to draw: they stay. */
static void
test_tunnel_stays (void)
{
  const guint edge[] = { 0, 1, 2, 3 };
  g_autoptr(SwMap) graph = small_graph_new (4, "0-1 1-2 2-3 3-0 0-2", edge, 4);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) out = NULL;
  SwPair *link;

  sw_map_add_link (graph, "r1", "r3", "tunnel");
  sw_map_changed (graph);
  out = sw_layout_from_graph (graph, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (out->links->len, ==, 1);
  link = g_ptr_array_index (out->links, 0);
  g_assert_cmpstr (link->kind, ==, "tunnel");
  g_assert_false (sw_topology_find_contact (sw_map_get_topology (out), 1, 3)->flags & SW_CONTACT_BORDER);
}

static void
test_refusals (void)
{
  const guint edge[] = { 0, 1, 2, 3, 4 };
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) k5 = small_graph_new (5, "0-1 0-2 0-3 0-4 1-2 1-3 1-4 2-3 2-4 3-4", edge, 5);
  g_autoptr(SwMap) few = small_graph_new (4, "0-1 1-2 2-3 3-0", edge, 2);
  g_autoptr(SwMap) drawn = NULL;
  SwMap *out;

  /* K5 is not planar even before the board's edge is added. */
  out = sw_layout_from_graph (k5, NULL, &error);
  g_assert_null (out);
  g_assert_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_NOT_PLANAR);
  g_clear_error (&error);

  out = sw_layout_from_graph (few, NULL, &error);
  g_assert_null (out);
  g_assert_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_NO_BORDER);
  g_clear_error (&error);

  /* A region with one neighbour would be a hole in it: refused, naming
   * the region that holds it. */
  {
    g_autoptr(SwMap) hole = small_graph_new (5, "0-1 1-2 2-3 3-0 0-2 4-0", edge, 4);

    out = sw_layout_from_graph (hole, NULL, &error);
    g_assert_null (out);
    g_assert_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_UNSUPPORTED);
    g_assert_nonnull (strstr (error->message, "region r0 "));
    g_clear_error (&error);
  }

  /* A map that already has outlines is not laid out again. */
  drawn = small_graph_new (4, "0-1 1-2 2-3 3-0 0-2", edge, 4);
  out = sw_layout_from_graph (drawn, NULL, &error);
  g_assert_no_error (error);
  g_clear_pointer (&drawn, sw_map_unref);
  drawn = out;
  out = sw_layout_from_graph (drawn, NULL, &error);
  g_assert_null (out);
  g_assert_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_HAS_GEOMETRY);
}

/* `swmap layout IN -o OUT`: exit 0 and a printable map; 1 when the map
 * cannot be laid out (here: it already has outlines). */
static void
test_cli (void)
{
  const char *swmap = g_getenv ("SWMAP");
  g_autofree char *bundled = g_strdup_printf ("%s/maps/base-2p.swmap", g_getenv ("SW_SOURCE_DIR"));
  g_autofree char *input = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *output = NULL;
  g_autofree char *again = NULL;
  g_autofree char *out_text = NULL;
  g_autofree char *err_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  int status;

  g_assert_nonnull (swmap);
  g_assert_true (g_file_test (bundled, G_FILE_TEST_IS_REGULAR));
  dir = g_dir_make_tmp ("test-layout-XXXXXX", &error);
  g_assert_no_error (error);
  input = g_build_filename (dir, "graph.swmap", NULL);
  {
    g_autoptr(SwMap) graph = load_graph_only (bundled);

    g_assert_true (sw_map_save_file (graph, input, &error));
    g_assert_no_error (error);
  }
  output = g_build_filename (dir, "out.swmap", NULL);
  again = g_build_filename (dir, "again.swmap", NULL);
  {
    const char *argv[] = { swmap, "layout", input, "-o", output, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                  &out_text, &err_text, &status, &error);
    g_assert_no_error (error);
  }
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out_text, "23 regions"));
  map = sw_map_load_file (output, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sw_map_has_geometry (map));
  assert_validates (map);

  {
    const char *argv[] = { swmap, "layout", output, "-o", again, NULL };

    g_clear_pointer (&out_text, g_free);
    g_clear_pointer (&err_text, g_free);
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                  &out_text, &err_text, &status, &error);
    g_assert_no_error (error);
  }
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_nonnull (strstr (err_text, "already has outlines"));
  g_assert_false (g_file_test (again, G_FILE_TEST_EXISTS));

  g_unlink (output);
  g_unlink (input);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint players = 2; players <= 5; players++)
    {
      g_autofree char *name = g_strdup_printf ("/layout/official/%up", players);

      g_test_add_data_func (name, GUINT_TO_POINTER (players), test_official_board);
    }
  g_test_add_func ("/layout/lens-region", test_lens_region);
  g_test_add_func ("/layout/tunnel-stays", test_tunnel_stays);
  g_test_add_func ("/layout/refusals", test_refusals);
  g_test_add_func ("/layout/cli", test_cli);
  return g_test_run ();
}
