/* test-planarity.c: the left-right planarity test and its Kuratowski witness. */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "sw-planarity.h"

/* Adjacency of the four official base-game boards, from
 * data/official-maps/ (the CSV files) (region numbers as there). The 5-player
 * list includes the disputed edge 13-19, which makes it non-planar. */
static const char board_2p[] =
  "0-1 0-5 1-2 1-5 1-6 2-3 2-6 2-7 2-8 3-4 3-8 3-9 4-9 4-10 5-6 5-11 6-7 "
  "6-11 6-12 7-8 7-12 7-13 8-9 8-13 8-14 9-10 9-14 10-14 10-15 11-12 11-16 "
  "11-17 12-13 12-17 12-18 13-14 13-18 13-19 13-20 14-15 14-20 14-21 15-21 "
  "15-22 16-17 17-18 18-19 19-20 20-21 20-22 21-22 "
  ;
static const char board_3p[] =
  "0-1 0-7 0-12 1-2 1-7 1-8 2-3 2-8 2-9 3-4 3-9 3-10 4-5 4-10 4-11 5-6 5-11 "
  "6-11 6-16 6-17 7-8 7-12 8-9 8-12 8-13 9-10 9-13 9-14 10-11 10-14 10-15 "
  "11-15 11-16 12-13 12-18 13-14 13-18 13-19 14-15 14-19 14-20 14-21 15-16 "
  "15-21 15-22 16-17 16-22 16-23 17-23 17-24 18-19 18-25 18-26 19-20 19-26 "
  "19-27 20-21 20-27 20-28 21-22 21-28 21-29 22-23 22-29 23-24 23-29 24-29 "
  "25-26 26-27 27-28 28-29 "
  ;
static const char board_4p[] =
  "0-1 0-2 0-3 0-6 0-7 0-13 0-19 1-6 2-3 2-4 2-7 2-8 3-4 4-5 4-8 4-9 5-9 "
  "5-10 6-7 6-13 7-8 7-13 7-14 8-9 8-14 8-15 8-16 9-10 9-11 9-16 10-11 "
  "10-12 11-12 11-16 11-17 12-17 12-18 13-14 13-19 13-20 14-15 14-20 14-21 "
  "15-16 15-21 16-17 16-21 16-24 16-25 17-18 17-25 17-26 18-26 18-27 19-20 "
  "19-22 20-21 20-22 20-23 21-23 21-24 22-23 22-28 23-24 23-28 23-29 23-30 "
  "24-25 24-30 25-26 25-30 25-31 25-32 25-33 26-27 26-33 26-34 27-34 28-29 "
  "29-30 29-35 30-31 30-35 30-36 31-32 31-36 32-33 32-36 32-37 33-34 33-37 "
  "34-37 34-38 35-36 37-38 "
  ;
static const char board_5p[] =
  "0-1 0-6 0-11 0-16 0-17 0-25 0-30 0-31 1-2 1-6 2-3 2-6 2-7 3-4 3-7 3-8 "
  "4-5 4-8 4-9 5-9 5-10 6-7 6-11 7-8 7-11 7-12 8-9 8-12 8-13 9-10 9-13 9-14 "
  "10-14 10-15 11-12 11-17 11-18 12-13 12-18 12-19 12-20 13-14 13-19 13-20 "
  "13-21 14-15 14-21 14-22 15-22 16-17 17-18 17-25 18-19 18-25 18-26 19-20 "
  "19-26 20-21 20-23 20-26 20-27 20-32 20-33 20-39 21-22 21-23 22-23 22-24 "
  "23-24 23-27 23-28 24-28 24-29 25-26 25-31 25-32 26-32 27-28 27-33 27-34 "
  "28-29 28-34 28-35 29-35 30-31 30-36 31-32 31-36 31-37 32-37 32-38 32-39 "
  "33-34 33-39 33-40 33-41 34-35 34-41 34-42 35-42 35-43 36-37 36-44 37-38 "
  "37-44 37-45 38-39 38-45 38-46 39-40 39-46 39-47 40-41 40-47 41-42 41-47 "
  "42-43 44-45 45-46 46-47 "
  ;

static GArray *
edges_parse (const char *text)
{
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(GStrv) pairs = g_strsplit (text, " ", -1);

  for (guint i = 0; pairs[i] != NULL; i++)
    {
      guint u, v;

      if (pairs[i][0] == '\0')
        continue;
      g_assert_cmpint (sscanf (pairs[i], "%u-%u", &u, &v), ==, 2);
      g_array_append_val (edges, u);
      g_array_append_val (edges, v);
    }
  return edges;
}

static void
edges_add (GArray *edges, guint u, guint v)
{
  g_array_append_val (edges, u);
  g_array_append_val (edges, v);
}

static void
edges_remove (GArray *edges, guint u, guint v)
{
  for (guint i = 0; i + 1 < edges->len; i += 2)
    {
      guint a = g_array_index (edges, guint, i), b = g_array_index (edges, guint, i + 1);
      if ((a == u && b == v) || (a == v && b == u))
        {
          g_array_remove_range (edges, i, 2);
          return;
        }
    }
  g_assert_not_reached ();
}

static gboolean
is_planar (guint n, GArray *edges)
{
  return sw_planarity_test (n, (const guint *) edges->data, edges->len / 2, NULL, NULL, NULL);
}

static GArray *
complete_graph (guint n)
{
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint u = 0; u < n; u++)
    for (guint v = u + 1; v < n; v++)
      edges_add (edges, u, v);
  return edges;
}

static GArray *
k33 (void)
{
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint u = 0; u < 3; u++)
    for (guint v = 3; v < 6; v++)
      edges_add (edges, u, v);
  return edges;
}

/* A w x h grid, optionally with one diagonal per cell (still planar). */
static GArray *
grid_graph (guint w, guint h, gboolean diagonals)
{
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      {
        guint v = y * w + x;
        if (x + 1 < w)
          edges_add (edges, v, v + 1);
        if (y + 1 < h)
          edges_add (edges, v, v + w);
        if (diagonals && x + 1 < w && y + 1 < h)
          edges_add (edges, v, v + w + 1);
      }
  return edges;
}

/* Checks what the header promises of a witness: its edges are edges of the
 * graph, its vertices are exactly their ends, it is a subdivision of K5
 * (five branch vertices of degree 4) or K3,3 (six of degree 3), every other
 * vertex has degree 2, and removing any one edge makes it planar. */
static void
assert_kuratowski (guint n, GArray *graph, GArray *witness, GArray *witness_edges, gboolean is_k5)
{
  g_autoptr(GHashTable) graph_edges = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree gint64 *keys = g_new (gint64, graph->len / 2);
  g_autofree guint *degree = g_new0 (guint, n);
  guint n_branch = 0, n_vertices = 0;
  guint m = witness_edges->len / 2;

  for (guint i = 0; i < graph->len / 2; i++)
    {
      guint u = g_array_index (graph, guint, 2 * i), v = g_array_index (graph, guint, 2 * i + 1);
      keys[i] = ((gint64) MIN (u, v) << 32) | MAX (u, v);
      g_hash_table_add (graph_edges, &keys[i]);
    }
  for (guint i = 0; i < m; i++)
    {
      guint u = g_array_index (witness_edges, guint, 2 * i), v = g_array_index (witness_edges, guint, 2 * i + 1);
      gint64 key = ((gint64) MIN (u, v) << 32) | MAX (u, v);
      g_assert_true (g_hash_table_contains (graph_edges, &key));
      degree[u]++;
      degree[v]++;
    }
  for (guint v = 0; v < n; v++)
    {
      if (degree[v] == 0)
        continue;
      g_assert_cmpuint (n_vertices, <, witness->len);
      g_assert_cmpuint (g_array_index (witness, guint, n_vertices), ==, v);
      n_vertices++;
      if (degree[v] == 2)
        continue;
      g_assert_cmpuint (degree[v], ==, is_k5 ? 4 : 3);
      n_branch++;
    }
  g_assert_cmpuint (n_vertices, ==, witness->len);
  g_assert_cmpuint (n_branch, ==, is_k5 ? 5 : 6);
  g_assert_false (is_planar (n, witness_edges));

  for (guint i = 0; i < m; i++)
    {
      g_autoptr(GArray) less = g_array_copy (witness_edges);
      g_array_remove_range (less, 2 * i, 2);
      g_assert_true (is_planar (n, less));
    }
}

static gboolean
assert_not_planar_with_witness (guint n, GArray *graph, GArray **out_witness, GArray **out_edges)
{
  g_autoptr(GArray) witness = NULL;
  g_autoptr(GArray) witness_edges = NULL;
  gboolean is_k5 = FALSE;

  g_assert_false (sw_planarity_test (n, (const guint *) graph->data, graph->len / 2,
                                     &witness, &witness_edges, &is_k5));
  g_assert_nonnull (witness);
  g_assert_nonnull (witness_edges);
  assert_kuratowski (n, graph, witness, witness_edges, is_k5);
  if (out_witness)
    *out_witness = g_steal_pointer (&witness);
  if (out_edges)
    *out_edges = g_steal_pointer (&witness_edges);
  return is_k5;
}

static void
test_small_graphs (void)
{
  g_autoptr(GArray) k4 = complete_graph (4);
  g_autoptr(GArray) k5 = complete_graph (5);
  g_autoptr(GArray) k5_minus = complete_graph (5);
  g_autoptr(GArray) k3_3 = k33 ();
  g_autoptr(GArray) k3_3_minus = k33 ();
  g_autoptr(GArray) k6 = complete_graph (6);
  g_autoptr(GArray) witness = NULL;

  g_assert_true (sw_planarity_test (0, NULL, 0, NULL, NULL, NULL));
  g_assert_true (is_planar (4, k4));
  edges_remove (k5_minus, 1, 3);
  g_assert_true (is_planar (5, k5_minus));
  edges_remove (k3_3_minus, 0, 4);
  g_assert_true (is_planar (6, k3_3_minus));

  g_assert_true (assert_not_planar_with_witness (5, k5, &witness, NULL));
  g_assert_cmpuint (witness->len, ==, 5);
  g_clear_pointer (&witness, g_array_unref);
  g_assert_false (assert_not_planar_with_witness (6, k3_3, &witness, NULL));
  g_assert_cmpuint (witness->len, ==, 6);
  /* K6 contains both; whichever is found must check out. */
  assert_not_planar_with_witness (6, k6, NULL, NULL);

  /* Loops and duplicates are ignored. */
  edges_add (k5_minus, 2, 2);
  edges_add (k5_minus, 0, 1);
  edges_add (k5_minus, 1, 0);
  g_assert_true (is_planar (5, k5_minus));
}

static void
test_subdivided_k33 (void)
{
  /* Every edge of K3,3 becomes a path of three edges, the graph gets
   * a few harmless extra vertices and a pendant tree. */
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) witness = NULL;
  guint next = 6;

  for (guint u = 0; u < 3; u++)
    for (guint v = 3; v < 6; v++)
      {
        edges_add (edges, u, next);
        edges_add (edges, next, next + 1);
        edges_add (edges, next + 1, v);
        next += 2;
      }
  edges_add (edges, 0, next);
  edges_add (edges, next, next + 1);
  next += 2;

  g_assert_false (assert_not_planar_with_witness (next, edges, &witness, NULL));
  g_assert_cmpuint (witness->len, ==, 6 + 18);
}

static void
test_petersen (void)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < 5; i++)
    {
      edges_add (edges, i, (i + 1) % 5);
      edges_add (edges, i, i + 5);
      edges_add (edges, 5 + i, 5 + (i + 2) % 5);
    }
  /* The Petersen graph has no K5 subdivision (it is cubic). */
  g_assert_false (assert_not_planar_with_witness (10, edges, NULL, NULL));
}

static void
test_grids (void)
{
  g_autoptr(GArray) grid = grid_graph (30, 20, FALSE);
  g_autoptr(GArray) tri = g_array_new (FALSE, FALSE, sizeof (guint));
  guint w = 20, h = 20;

  g_assert_true (is_planar (600, grid));

  /* A triangulated grid is 3-connected, so its embedding is unique: an
   * edge between two interior vertices that share no face breaks it. */
  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      {
        guint v = y * w + x;
        if (x + 1 < w)
          edges_add (tri, v, v + 1);
        if (y + 1 < h)
          edges_add (tri, v, v + w);
        if (x + 1 < w && y + 1 < h)
          edges_add (tri, v, v + w + 1);
      }
  g_assert_true (is_planar (w * h, tri));
  edges_add (tri, 5 * w + 5, 14 * w + 13);
  assert_not_planar_with_witness (w * h, tri, NULL, NULL);
}

static void
test_icosahedron (void)
{
  /* Maximal planar: 12 vertices, 30 = 3n - 6 edges. */
  static const guint e[] = {
    0,1, 0,2, 0,3, 0,4, 0,5, 1,2, 2,3, 3,4, 4,5, 5,1,
    1,6, 2,6, 2,7, 3,7, 3,8, 4,8, 4,9, 5,9, 5,10, 1,10,
    6,7, 7,8, 8,9, 9,10, 10,6, 11,6, 11,7, 11,8, 11,9, 11,10,
  };
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_vals (edges, e, G_N_ELEMENTS (e));
  g_assert_true (is_planar (12, edges));
  /* Any extra edge makes it non-planar. */
  edges_add (edges, 0, 11);
  assert_not_planar_with_witness (12, edges, NULL, NULL);
}

static void
test_official_boards (void)
{
  const char *boards[] = { board_2p, board_3p, board_4p };
  g_autoptr(GArray) five = edges_parse (board_5p);
  g_autoptr(GArray) witness = NULL;
  g_autoptr(GArray) witness_edges = NULL;
  gboolean has_13_19 = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_autoptr(GArray) edges = edges_parse (boards[i]);
      g_assert_true (is_planar (48, edges));
    }

  g_assert_cmpuint (five->len / 2, ==, 120);
  assert_not_planar_with_witness (48, five, &witness, &witness_edges);
  /* The disputed edge must be part of every obstruction. */
  for (guint i = 0; i + 1 < witness_edges->len; i += 2)
    {
      guint u = g_array_index (witness_edges, guint, i), v = g_array_index (witness_edges, guint, i + 1);
      if (MIN (u, v) == 13 && MAX (u, v) == 19)
        has_13_19 = TRUE;
    }
  g_assert_true (has_13_19);

  edges_remove (five, 13, 19);
  g_assert_true (is_planar (48, five));
}

static void
test_large (void)
{
  /* 30,000 vertices: a long path (deep DFS), a big grid, and a grid with
   * one K5 far away (the witness search must stay local and quick). */
  guint n = 30000;
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) grid = grid_graph (200, 150, FALSE);
  g_autoptr(GArray) witness = NULL;
  g_autoptr(GTimer) timer = g_timer_new ();

  for (guint v = 0; v + 1 < n; v++)
    edges_add (path, v, v + 1);
  g_assert_true (is_planar (n, path));

  g_timer_start (timer);
  g_assert_true (is_planar (n, grid));
  g_test_message ("planarity of a 30,000-vertex grid: %.1f ms", g_timer_elapsed (timer, NULL) * 1000);

  for (guint u = 0; u < 5; u++)
    for (guint v = u + 1; v < 5; v++)
      edges_add (grid, 29990 + u, 29990 + v);
  g_timer_start (timer);
  /* K5 itself, or a K3,3 running through the grid: either is right. */
  assert_not_planar_with_witness (n, grid, &witness, NULL);
  g_test_message ("witness in a 30,000-vertex grid with a K5: %.1f ms", g_timer_elapsed (timer, NULL) * 1000);
}

/* A tunnel across a triangulated 173 x 173 mesh: every obstruction runs
 * through thousands of edges, the case where a naive witness search is
 * quadratic. */
static void
test_long_obstruction (void)
{
  guint w = 173, h = 173;
  g_autoptr(GArray) tri = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) witness = NULL;
  g_autoptr(GTimer) timer = g_timer_new ();

  for (guint y = 0; y < h; y++)
    for (guint x = 0; x < w; x++)
      {
        guint v = y * w + x;
        if (x + 1 < w)
          edges_add (tri, v, v + 1);
        if (y + 1 < h)
          edges_add (tri, v, v + w);
        if (x + 1 < w && y + 1 < h)
          edges_add (tri, v, v + w + 1);
      }
  edges_add (tri, (h / 4) * w + w / 4, (3 * h / 4) * w + 3 * w / 4);
  g_timer_start (timer);
  assert_not_planar_with_witness (w * h, tri, &witness, NULL);
  g_test_message ("witness of a tunnel across a %u-vertex mesh: %u vertices, %.0f ms (checks included)",
                  w * h, witness->len, g_timer_elapsed (timer, NULL) * 1000);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/planarity/small", test_small_graphs);
  g_test_add_func ("/planarity/subdivided-k33", test_subdivided_k33);
  g_test_add_func ("/planarity/petersen", test_petersen);
  g_test_add_func ("/planarity/grids", test_grids);
  g_test_add_func ("/planarity/icosahedron", test_icosahedron);
  g_test_add_func ("/planarity/official-boards", test_official_boards);
  g_test_add_func ("/planarity/large", test_large);
  g_test_add_func ("/planarity/long-obstruction", test_long_obstruction);
  return g_test_run ();
}
