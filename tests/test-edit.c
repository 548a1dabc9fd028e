/* test-edit.c: edit operations keep the map valid, refuse what would break it, and undo to the same bytes. */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "sw-edit.h"
#include "sw-edit-private.h"
#include "sw-history.h"
#include "sw-map-xml.h"
#include "sw-topology.h"
#include "sw-validate.h"

/* ---- helpers ---- */

/* A 3×3 grid of 100 mm squares on a 300×300 board: vertex (i, j) is
 * j * 4 + i + 1, region r(j * 3 + i + 1) the square right of and below it. */
static SwMap *
grid_map (void)
{
  static const char *const terrains[] = { "farmland", "hill", "forest", "swamp", "mountain",
                                          "farmland", "hill", "forest", "swamp" };
  SwMap *map = sw_map_new ("base");

  sw_map_add_text (map->titles, NULL, "Grid");
  sw_map_add_board (map, "main", 300, 300);
  for (guint j = 0; j < 4; j++)
    for (guint i = 0; i < 4; i++)
      sw_map_add_vertex (map, j * 4 + i + 1, 100.0 * i, 100.0 * j);
  for (guint j = 0; j < 3; j++)
    for (guint i = 0; i < 3; i++)
      {
        guint v = j * 4 + i + 1;
        guint ids[4] = { v, v + 1, v + 5, v + 4 };
        g_autofree char *id = g_strdup_printf ("r%u", j * 3 + i + 1);
        SwRegion *r = sw_map_add_region (map, id, terrains[j * 3 + i]);
        r->outline = sw_ring_new (ids, 4);
      }
  sw_map_changed (map);
  return map;
}

/* The validator finds no error but those listed in @tolerated (codes
 * separated by spaces, or NULL). */
static void
assert_no_error_but (SwMap      *map,
                     const char *tolerated)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_auto(GStrv) codes = g_strsplit (tolerated != NULL ? tolerated : "", " ", -1);

  sw_validate_map (map, issues);
  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);
      if (issue->severity == SW_SEVERITY_ERROR && !g_strv_contains ((const char *const *) codes, issue->code))
        g_error ("unexpected %s: %s", issue->code, issue->message);
    }
}

static void
assert_no_error (SwMap *map)
{
  assert_no_error_but (map, NULL);
}

static gboolean
adjacent (SwMap      *map,
          const char *a,
          const char *b)
{
  gint i = sw_map_find_region (map, a), j = sw_map_find_region (map, b);

  g_assert_cmpint (i, >=, 0);
  g_assert_cmpint (j, >=, 0);
  return sw_topology_adjacent (sw_map_get_topology (map), (guint) i, (guint) j);
}

static guint
neighbour_count (SwMap      *map,
                 const char *a)
{
  guint n = 0;
  gint i = sw_map_find_region (map, a);

  g_assert_cmpint (i, >=, 0);
  sw_topology_neighbours (sw_map_get_topology (map), (guint) i, &n);
  return n;
}

static void
assert_bytes (SwMap  *map,
              GBytes *expected)
{
  g_autoptr(GBytes) now = sw_map_to_bytes (map);

  if (!g_bytes_equal (now, expected))
    {
      g_test_message ("expected:\n%s\ngot:\n%s", (const char *) g_bytes_get_data (expected, NULL),
                      (const char *) g_bytes_get_data (now, NULL));
      g_test_fail ();
    }
}

/* The edit just made is one step: undo gives @before back byte for byte,
 * redo the state after it, which validates. */
static void
assert_undo_redo_but (SwHistory  *history,
                      GBytes     *before,
                      const char *tolerated)
{
  SwMap *map = sw_history_get_map (history);
  g_autoptr(GBytes) after = sw_map_to_bytes (map);

  g_assert_false (g_bytes_equal (before, after));
  g_assert_true (sw_history_can_undo (history));
  g_assert_true (sw_history_undo (history));
  assert_bytes (map, before);
  assert_no_error_but (map, tolerated);
  g_assert_true (sw_history_redo (history));
  assert_bytes (map, after);
  assert_no_error_but (map, tolerated);
}

static void
assert_undo_redo (SwHistory *history,
                  GBytes    *before)
{
  assert_undo_redo_but (history, before, NULL);
}

static SwMap *
load_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  SwMap *map = sw_map_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return map;
}

/* ---- the operations ---- */

static void
test_grid_is_valid (void)
{
  g_autoptr(SwMap) map = grid_map ();

  assert_no_error (map);
  g_assert_true (adjacent (map, "r1", "r2"));
  g_assert_false (adjacent (map, "r1", "r5"));
  g_assert_cmpuint (neighbour_count (map, "r5"), ==, 4);
}

static void
test_split (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;
  g_autofree char *made = NULL;
  const double cut[] = { 150, 100, 150, 200 };
  const SwRegion *r2;

  g_assert_true (sw_edit_split_region (map, history, "r5", cut, 2, &made, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (made, ==, "r10");
  assert_no_error (map);

  /* Both halves border the regions above and below; each one side. */
  g_assert_true (adjacent (map, "r5", "r10"));
  g_assert_true (adjacent (map, "r10", "r2") && adjacent (map, "r5", "r2"));
  g_assert_true (adjacent (map, "r10", "r8") && adjacent (map, "r5", "r8"));
  g_assert_true (adjacent (map, "r5", "r4") != adjacent (map, "r10", "r4"));
  g_assert_true (adjacent (map, "r5", "r6") != adjacent (map, "r10", "r6"));
  g_assert_cmpstr (sw_map_get_region (map, "r10")->terrain, ==, "mountain");
  /* The vertex on the shared edge went into the neighbour's outline too. */
  r2 = sw_map_get_region (map, "r2");
  g_assert_cmpuint (r2->outline->ids->len, ==, 5);
  assert_undo_redo (history, before);
}

static void
test_split_polyline_and_fixture (void)
{
  g_autoptr(SwMap) map = load_fixture ("valid-bricks.swmap");
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;
  g_autofree char *made = NULL;
  /* r2 is the brick 100..200 × 0..100 (with vertex 7 at 150,100): a bent
   * cut from its top edge to vertex 7. */
  const double cut[] = { 130, 0, 135, 50, 150, 100 };

  assert_no_error (map);
  g_assert_true (sw_edit_split_region (map, history, "r2", cut, 3, &made, &error));
  g_assert_no_error (error);
  assert_no_error (map);
  g_assert_true (adjacent (map, "r2", made));
  /* Vertex 7 is where r4 and r5 meet below: one part touches each. */
  g_assert_true (adjacent (map, "r2", "r4") != adjacent (map, made, "r4"));
  g_assert_true (adjacent (map, "r2", "r5") != adjacent (map, made, "r5"));
  assert_undo_redo (history, before);
}

static void
test_merge (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GError) error = NULL;

  sw_region_add_symbol (sw_map_get_region (map, "r2"), "mine");
  sw_region_add_start (sw_map_get_region (map, "r1"), "lost-tribe", 1);
  sw_region_add_start (sw_map_get_region (map, "r2"), "lost-tribe", 1);
  sw_map_add_link (map, "r2", "r9", "tunnel");
  sw_map_changed (map);
  before = sw_map_to_bytes (map);

  g_assert_true (sw_edit_merge_regions (map, history, "r1", "r2", &error));
  g_assert_no_error (error);
  assert_no_error (map);
  g_assert_cmpint (sw_map_find_region (map, "r2"), <, 0);
  g_assert_true (adjacent (map, "r1", "r3"));
  g_assert_true (adjacent (map, "r1", "r5"));
  g_assert_true (adjacent (map, "r1", "r9"));   /* r2's tunnel came along */
  g_assert_true (sw_region_has_symbol (sw_map_get_region (map, "r1"), "mine"));
  g_assert_cmpuint (sw_region_count_start (sw_map_get_region (map, "r1"), "lost-tribe"), ==, 2);
  /* Vertex 2 lay between r1 and r2 on the board's edge, now on a straight line. */
  g_assert_null (sw_map_get_vertex (map, 2));
  g_assert_nonnull (sw_map_get_vertex (map, 6));
  assert_undo_redo (history, before);
}

static void
test_move (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;

  g_assert_true (sw_edit_check_move (map, history, 6, 110, 90, NULL));
  g_assert_true (sw_edit_move_vertex (map, history, 6, 110, 90, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (sw_map_get_vertex (map, 6)->x, ==, 110);
  assert_no_error (map);
  g_assert_cmpuint (neighbour_count (map, "r5"), ==, 4);
  assert_undo_redo (history, before);

  /* A frame vertex slides along its edge. */
  g_clear_pointer (&before, g_bytes_unref);
  before = sw_map_to_bytes (map);
  g_assert_true (sw_edit_move_vertex (map, history, 2, 120, 0, &error));
  g_assert_no_error (error);
  assert_no_error (map);
  assert_undo_redo (history, before);
}

/* Dragging checks and moves without rebuilding the index: the check looks
 * at the vertex's surroundings only, whatever the size of the map. */
static void
test_drag_is_local (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  SwEditIndex *index = sw_history_get_index (history);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  double x = 100, y = 100;

  g_assert_true (sw_edit_check_move (map, history, 6, 105, 95, NULL));
  g_assert_cmpuint (sw_edit_index_count_builds (index), ==, 1);
  sw_history_begin_group (history, "Drag");
  for (guint i = 0; i < 40; i++)
    {
      x += i < 20 ? 1 : -1;
      g_assert_true (sw_edit_check_move (map, history, 6, x, y, NULL));
      g_assert_true (sw_edit_move_vertex (map, history, 6, x, y, NULL));
    }
  sw_history_end_group (history);
  g_assert_true (sw_history_undo (history));
  g_assert_true (sw_history_redo (history));
  g_assert_true (sw_history_undo (history));
  assert_bytes (map, before);
  g_assert_cmpuint (sw_edit_index_count_builds (index), ==, 1);
  g_assert_true (sw_edit_index_check (index, map));

  /* A change behind the history's back is noticed: the index rebuilds. */
  g_array_index (map->vertices, SwVertex, 5).x = 90;
  sw_map_changed (map);
  g_assert_false (sw_edit_check_move (map, history, 6, 250, 250, NULL));
  g_assert_cmpuint (sw_edit_index_count_builds (index), ==, 2);
  g_assert_true (sw_edit_index_check (index, map));
}

static void
test_constrain_move (void)
{
  g_autoptr(SwMap) map = grid_map ();
  double x = 130, y = 7;

  /* Vertex 2 is on the top edge: it stays on it, and on the board. */
  sw_edit_constrain_move (map, NULL, 2, &x, &y);
  g_assert_cmpfloat (x, ==, 130);
  g_assert_cmpfloat (y, ==, 0);
  x = 350;
  y = -20;
  sw_edit_constrain_move (map, NULL, 6, &x, &y);
  g_assert_cmpfloat (x, ==, 300);
  g_assert_cmpfloat (y, ==, 0);
}

static void
test_carve_and_fill (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;
  g_autofree char *lake = NULL;
  const double square[] = { 125, 125, 175, 125, 175, 175, 125, 175 };

  g_assert_true (sw_edit_carve_region (map, history, "r5", square, 4, "lake", &lake, &error));
  g_assert_no_error (error);
  assert_no_error (map);
  g_assert_cmpuint (sw_map_get_region (map, "r5")->holes->len, ==, 1);
  g_assert_true (adjacent (map, "r5", lake));
  g_assert_cmpuint (neighbour_count (map, lake), ==, 1);
  g_assert_false (adjacent (map, "r4", lake));
  assert_undo_redo (history, before);

  /* Merging the lake back closes the hole: the very first bytes again. */
  g_assert_true (sw_edit_merge_regions (map, history, "r5", lake, &error));
  g_assert_no_error (error);
  assert_bytes (map, before);
  assert_no_error (map);

  /* The other way round: the lake takes in its host and keeps its id. */
  g_clear_pointer (&lake, g_free);
  g_assert_true (sw_edit_carve_region (map, history, "r5", square, 4, "lake", &lake, &error));
  g_assert_true (sw_edit_merge_regions (map, history, lake, "r5", &error));
  g_assert_no_error (error);
  g_assert_null (sw_map_get_region (map, "r5"));
  g_assert_cmpstr (sw_map_get_region (map, lake)->terrain, ==, "lake");
  g_assert_cmpuint (sw_map_get_region (map, lake)->holes->len, ==, 0);
  g_assert_true (adjacent (map, lake, "r2"));
  g_assert_null (sw_map_get_vertex (map, 17));
  g_assert_true (sw_history_undo (history));
  g_assert_true (sw_history_undo (history));
  assert_bytes (map, before);
}

static void
test_insert_delete_vertex (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;
  guint w = 0;

  g_assert_true (sw_edit_insert_vertex (map, history, 6, 7, 150, 103, &w, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (w, ==, 17);
  g_assert_cmpfloat (sw_map_get_vertex (map, w)->y, ==, 100);   /* on the edge */
  g_assert_cmpuint (sw_map_get_region (map, "r2")->outline->ids->len, ==, 5);
  g_assert_cmpuint (sw_map_get_region (map, "r5")->outline->ids->len, ==, 5);
  assert_no_error (map);
  assert_undo_redo (history, before);

  /* Deleting it gives the first map back, bytes and all. */
  g_assert_true (sw_edit_delete_vertex (map, history, w, &error));
  g_assert_no_error (error);
  assert_bytes (map, before);

  /* The same on the board's frame (one region only). */
  g_assert_true (sw_edit_insert_vertex (map, history, 1, 2, 50, 0, &w, &error));
  assert_no_error (map);
  g_assert_true (sw_edit_delete_vertex (map, history, w, &error));
  g_assert_no_error (error);
  assert_bytes (map, before);
}

static void
count_signal (SwHistory *history,
              guint     *count)
{
  (void) history;
  (*count)++;
}

static void
test_weld (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;
  guint w = 0;

  /* A vertex dropped on its neighbour: the short edge between them goes. */
  g_assert_true (sw_edit_insert_vertex (map, history, 6, 7, 150, 100, &w, &error));
  g_assert_true (sw_edit_weld_vertex (map, history, w, 7, &error));
  g_assert_no_error (error);
  assert_bytes (map, before);
  g_assert_true (sw_history_undo (history));
  g_assert_true (sw_history_undo (history));
  assert_bytes (map, before);

  /* The r2–r5 border collapses: r1 and r5 now touch at a corner, r2 and
   * r5 no longer share a border. */
  g_assert_true (sw_edit_weld_vertex (map, history, 6, 7, &error));
  g_assert_no_error (error);
  assert_no_error (map);
  g_assert_false (adjacent (map, "r2", "r5"));
  g_assert_true (adjacent (map, "r1", "r4") && adjacent (map, "r4", "r5"));
  g_assert_cmpuint (sw_map_get_region (map, "r2")->outline->ids->len, ==, 3);
  assert_undo_redo (history, before);

  /* r2 is a triangle now; not neighbours; off the board's edge. */
  g_assert_false (sw_edit_weld_vertex (map, history, 2, 3, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_weld_vertex (map, history, 7, 16, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_weld_vertex (map, history, 5, 7, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
}

static void
test_history (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  guint changed = 0;

  g_signal_connect (history, "changed", G_CALLBACK (count_signal), &changed);
  g_assert_true (sw_history_is_clean (history));
  g_assert_false (sw_history_can_undo (history));

  /* A drag of many moves is one step. */
  sw_history_begin_group (history, "Drag vertex 6");
  for (guint i = 1; i <= 10; i++)
    g_assert_true (sw_edit_move_vertex (map, history, 6, 100 + i, 100 - i, NULL));
  sw_history_end_group (history);
  g_assert_cmpstr (sw_history_get_undo_label (history), ==, "Drag vertex 6");
  g_assert_false (sw_history_is_clean (history));
  g_assert_cmpuint (changed, >, 0);
  g_assert_true (sw_history_undo (history));
  assert_bytes (map, before);
  g_assert_false (sw_history_can_undo (history));
  g_assert_true (sw_history_is_clean (history));
  g_assert_true (sw_history_redo (history));
  g_assert_false (sw_history_is_clean (history));

  /* Saved here; an undo leaves the saved state, a redo comes back to it. */
  sw_history_mark_clean (history);
  g_assert_true (sw_history_is_clean (history));
  g_assert_true (sw_history_undo (history));
  g_assert_false (sw_history_is_clean (history));
  g_assert_true (sw_history_redo (history));
  g_assert_true (sw_history_is_clean (history));

  /* A new edit after an undo drops the redo branch with the saved state. */
  g_assert_true (sw_history_undo (history));
  g_assert_true (sw_edit_set_terrain (map, history, (const char *[]) { "r1", NULL }, "hill", NULL));
  g_assert_false (sw_history_can_redo (history));
  g_assert_false (sw_history_is_clean (history));
  g_assert_true (sw_history_undo (history));
  g_assert_false (sw_history_is_clean (history));
  assert_bytes (map, before);
}

static void
test_properties (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;
  const char *const both[] = { "r1", "r2", NULL };
  const SwScenario scenarios[] = { { 2, 10, 0 }, { 3, 9, 0 } };

  g_assert_true (sw_edit_set_terrain (map, history, both, "swamp", &error));
  g_assert_cmpstr (sw_map_get_region (map, "r1")->terrain, ==, "swamp");
  g_assert_cmpstr (sw_map_get_region (map, "r2")->terrain, ==, "swamp");
  assert_undo_redo (history, before);
  g_assert_cmpuint (g_strv_length ((char **) both), ==, 2);

  g_clear_pointer (&before, g_bytes_unref);
  before = sw_map_to_bytes (map);
  g_assert_true (sw_edit_set_start (map, history, both, "lost-tribe", 2, &error));
  g_assert_cmpuint (sw_region_count_start (sw_map_get_region (map, "r2"), "lost-tribe"), ==, 2);
  g_assert_true (sw_edit_set_start (map, history, both, "lost-tribe", 1, &error));
  g_assert_cmpuint (sw_region_count_start (sw_map_get_region (map, "r2"), "lost-tribe"), ==, 1);
  g_assert_true (sw_edit_set_symbol (map, history, both, "magic", TRUE, &error));
  g_assert_true (sw_edit_set_border (map, history, both, SW_BORDER_NO, &error));
  g_assert_true (sw_edit_set_name (map, history, both, "zh-CN", "北", &error));
  g_assert_true (sw_edit_set_title (map, history, "zh-TW", "格子", &error));
  g_assert_true (sw_edit_set_description (map, history, NULL, "A test grid.", &error));
  g_assert_true (sw_edit_set_scenarios (map, history, scenarios, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (map->scenarios->len, ==, 2);
  assert_no_error (map);
  g_assert_true (sw_edit_set_start (map, history, both, "lost-tribe", 0, &error));
  g_assert_cmpuint (sw_map_get_region (map, "r1")->starts->len, ==, 0);
  while (sw_history_can_undo (history))
    sw_history_undo (history);
  g_assert_cmpstr (sw_map_get_region (map, "r1")->terrain, ==, "farmland");

  /* Refused: words the edition does not know. */
  g_assert_false (sw_edit_set_terrain (map, history, both, "lava", &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (sw_edit_set_symbol (map, history, both, "unicorn", TRUE, &error));
  g_clear_error (&error);
  g_assert_false (sw_edit_set_terrain (map, history, (const char *[]) { "r1", "r99", NULL }, "hill", &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND);
  g_assert_cmpstr (sw_map_get_region (map, "r1")->terrain, ==, "farmland");
  g_clear_error (&error);
  g_assert_false (sw_edit_set_scenarios (map, history, (SwScenario[]) { { 7, 0, 0 } }, 1, &error));
  g_clear_error (&error);
}

static void
test_links_and_barriers (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;

  g_assert_true (sw_edit_add_link (map, history, "r1", "r9", "tunnel", &error));
  g_assert_no_error (error);
  g_assert_true (adjacent (map, "r1", "r9"));
  assert_no_error (map);
  assert_undo_redo (history, before);

  g_assert_false (sw_edit_add_link (map, history, "r9", "r1", NULL, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_add_link (map, history, "r1", "r2", NULL, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_add_link (map, history, "r1", "r1", NULL, &error));
  g_clear_error (&error);

  g_assert_true (sw_edit_add_barrier (map, history, "r1", "r2", NULL, &error));
  g_assert_false (adjacent (map, "r1", "r2"));
  assert_no_error (map);
  g_assert_false (sw_edit_add_barrier (map, history, "r1", "r5", NULL, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);

  g_assert_true (sw_edit_remove_barrier (map, history, "r2", "r1", &error));
  g_assert_true (sw_edit_remove_link (map, history, "r9", "r1", &error));
  g_assert_no_error (error);
  assert_bytes (map, before);
  g_assert_false (sw_edit_remove_link (map, history, "r9", "r1", &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND);
}

/* How many of the validator's issues on @map have @code. */
static guint
count_code (SwMap *map, const char *code)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  guint n = 0;

  sw_validate_map (map, issues);
  for (guint i = 0; i < issues->len; i++)
    n += g_str_equal (((SwIssue *) g_ptr_array_index (issues, i))->code, code);
  return n;
}

/* A link's kind is set and cleared in one undo step each, in place; a
 * kind says the link is meant, so the validator stops warning of it. */
static void
test_link_kind (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GError) error = NULL;

  sw_map_add_link (map, "r1", "r9", NULL);
  sw_map_add_link (map, "r3", "r7", "adjacent");   /* import-graph's: a border still to draw */
  sw_map_changed (map);
  before = sw_map_to_bytes (map);
  g_assert_cmpuint (count_code (map, "link-not-drawn"), ==, 2);

  g_assert_true (sw_edit_set_link_kind (map, history, "r9", "r1", "tunnel", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (((SwPair *) g_ptr_array_index (map->links, 0))->kind, ==, "tunnel");
  g_assert_cmpstr (((SwPair *) g_ptr_array_index (map->links, 0))->a, ==, "r1");
  g_assert_true (adjacent (map, "r1", "r9"));
  g_assert_cmpuint (count_code (map, "link-not-drawn"), ==, 1);
  assert_undo_redo (history, before);
  /* the same kind again is no step; "" clears it */
  g_assert_true (sw_edit_set_link_kind (map, history, "r1", "r9", "tunnel", &error));
  g_assert_true (sw_edit_set_link_kind (map, history, "r1", "r9", "", &error));
  g_assert_null (((SwPair *) g_ptr_array_index (map->links, 0))->kind);
  assert_bytes (map, before);
  g_assert_true (sw_history_undo (history));
  g_assert_true (sw_history_undo (history));
  assert_bytes (map, before);
  g_assert_false (sw_edit_set_link_kind (map, history, "r1", "r2", "tunnel", &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND);
}

static void
test_split_moves_barrier (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *made = NULL;
  const double cut[] = { 100, 150, 200, 150 };   /* r5's upper and lower halves */

  sw_map_add_barrier (map, "r5", "r8", NULL);
  before = sw_map_to_bytes (map);
  g_assert_true (sw_edit_split_region (map, history, "r5", cut, 2, &made, &error));
  g_assert_no_error (error);
  /* The wall along the bottom now belongs to the lower half. */
  assert_no_error (map);
  g_assert_false (adjacent (map, "r8", "r5") && adjacent (map, "r8", made));
  assert_undo_redo (history, before);
}

static void
test_boards (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;
  g_autofree char *made = NULL;

  g_assert_true (sw_edit_resize_board (map, history, "main", 400, 350, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (sw_map_get_vertex (map, 16)->x, ==, 400);
  g_assert_cmpfloat (sw_map_get_vertex (map, 16)->y, ==, 350);
  assert_no_error (map);
  assert_undo_redo (history, before);
  g_assert_true (sw_history_undo (history));

  /* Shrinking past vertices refuses. */
  g_assert_false (sw_edit_resize_board (map, history, "main", 150, 300, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  assert_bytes (map, before);

  g_assert_true (sw_edit_add_board (map, history, "island", 200, 100, "forest", &made, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (sw_map_get_region (map, "r1")->board, ==, "main");
  g_assert_cmpstr (sw_map_get_region (map, made)->board, ==, "island");
  /* A new board's one region has no neighbour yet: that is all. */
  assert_undo_redo_but (history, before, "isolated-region");
  g_assert_true (sw_edit_remove_board (map, history, "island", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (map->boards->len, ==, 1);
  g_assert_null (sw_map_get_region (map, made));
  g_assert_true (sw_history_undo (history));
  g_assert_nonnull (sw_map_get_region (map, made));
  g_assert_true (sw_history_undo (history));
  assert_bytes (map, before);
  g_assert_false (sw_edit_add_board (map, history, "main", 10, 10, "forest", &made, &error));
  g_clear_error (&error);
}

static void
test_snap (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  SwSnap snap;

  g_assert_true (sw_edit_snap (map, history, 102, 98, 5, 0, &snap));
  g_assert_cmpint (snap.kind, ==, SW_SNAP_VERTEX);
  g_assert_cmpuint (snap.vertex, ==, 6);
  g_assert_true (sw_edit_snap (map, history, 150, 103, 5, 0, &snap));
  g_assert_cmpint (snap.kind, ==, SW_SNAP_EDGE);
  g_assert_cmpfloat (snap.y, ==, 100);
  g_assert_true ((snap.edge_a == 6 && snap.edge_b == 7) || (snap.edge_a == 7 && snap.edge_b == 6));
  /* The dragged vertex does not snap to itself. */
  g_assert_true (sw_edit_snap (map, NULL, 101, 101, 5, 6, &snap) == FALSE || snap.vertex != 6);
  g_assert_false (sw_edit_snap (map, history, 150, 150, 5, 0, &snap));
  g_assert_cmpint (snap.kind, ==, SW_SNAP_NONE);
}

/* ---- refusals: each leaves the map and the history as they were ---- */

static void
assert_refused (SwMap     *map,
                SwHistory *history,
                GBytes    *before,
                GError    *error,
                gint       code)
{
  g_assert_error (error, SW_EDIT_ERROR, code);
  g_test_message ("refused: %s", error->message);
  g_assert_nonnull (strchr (error->message, ' '));
  assert_bytes (map, before);
  g_assert_false (sw_history_can_undo (history));
}

static void
test_refusals (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;
  const double short_cut[] = { 150, 100, 150, 150 };
  const double outside_cut[] = { 150, 100, 250, 150, 150, 200 };
  const double edge_cut[] = { 100, 100, 200, 100 };
  const double bad_lake[] = { 150, 150, 250, 150, 250, 180 };

  g_assert_false (sw_edit_split_region (map, history, "r5", short_cut, 2, NULL, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_assert_nonnull (strstr (error->message, "outline of region r5"));
  g_clear_error (&error);
  g_assert_false (sw_edit_split_region (map, history, "r5", outside_cut, 3, NULL, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_split_region (map, history, "r5", edge_cut, 2, NULL, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);

  /* Moves that make edges cross, or leave the board or its frame. */
  g_assert_false (sw_edit_check_move (map, history, 6, 250, 250, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_move_vertex (map, history, 6, 250, 250, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  /* the border crossed is named by its regions, the place to 0.1 mm */
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "the border between r"));
  g_assert_null (strstr (error->message, "–"));
  g_clear_error (&error);
  g_assert_false (sw_edit_move_vertex (map, history, 6, 200, 100, &error));   /* onto vertex 7 */
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_move_vertex (map, history, 2, 100, 10, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_move_vertex (map, history, 6, -5, 100, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);

  /* Merges of regions that share no border. */
  g_assert_false (sw_edit_merge_regions (map, history, "r1", "r9", &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_merge_regions (map, history, "r1", "r5", &error));   /* a corner only */
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);

  /* Vertices where 3+ regions meet, map corners. */
  g_assert_false (sw_edit_delete_vertex (map, history, 6, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_delete_vertex (map, history, 1, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);

  g_assert_false (sw_edit_carve_region (map, history, "r5", bad_lake, 3, "lake", NULL, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);
  g_assert_false (sw_edit_insert_vertex (map, history, 1, 6, 50, 50, NULL, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_NOT_FOUND);
  g_clear_error (&error);
}

static void
test_refuse_delete_t_junction (void)
{
  g_autoptr(SwMap) map = load_fixture ("valid-bricks.swmap");
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;

  /* Vertex 6 is where r1, r2 and r4 meet. */
  g_assert_false (sw_edit_delete_vertex (map, history, 6, &error));
  assert_refused (map, history, before, error, SW_EDIT_ERROR_REFUSED);
  g_assert_nonnull (strstr (error->message, "r1, r2, r4"));
}

static void
test_refuse_merge_enclosing (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) before = NULL;
  const char *const into_r1[] = { "r2", "r3", "r4", "r7", "r8", "r9" };

  /* r1 becomes a U around r5, open on the right where r6 is. */
  for (guint i = 0; i < G_N_ELEMENTS (into_r1); i++)
    {
      g_assert_true (sw_edit_merge_regions (map, history, "r1", into_r1[i], &error));
      g_assert_no_error (error);
      assert_no_error (map);
    }
  g_assert_cmpuint (map->regions->len, ==, 3);
  before = sw_map_to_bytes (map);
  g_assert_false (sw_edit_merge_regions (map, history, "r1", "r6", &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_assert_nonnull (strstr (error->message, "2 separate stretches"));
  assert_bytes (map, before);

  /* Every one of those merges undoes to the grid. */
  while (sw_history_can_undo (history))
    g_assert_true (sw_history_undo (history));
  {
    g_autoptr(SwMap) fresh = grid_map ();
    g_autoptr(GBytes) expected = sw_map_to_bytes (fresh);
    assert_bytes (map, expected);
  }
}

/* ---- many random edits: whatever is accepted validates, whatever is
 * refused changes nothing, the index stays in step, and undoing it all
 * gives the first bytes back ---- */

static gboolean
random_edit (SwMap     *map,
             SwHistory *history,
             GRand     *rand,
             GError   **error)
{
  SwTopology *topology = sw_map_get_topology (map);
  guint op = g_rand_int_range (rand, 0, 10);
  const SwRegion *region = g_ptr_array_index (map->regions, g_rand_int_range (rand, 0, map->regions->len));
  guint ri = (guint) sw_map_find_region (map, region->id);
  guint n = region->outline->ids->len;
  const SwVertex *v = &g_array_index (map->vertices, SwVertex, g_rand_int_range (rand, 0, map->vertices->len));
  guint e = g_rand_int_range (rand, 0, n);
  guint a = g_array_index (region->outline->ids, guint, e);
  guint b = g_array_index (region->outline->ids, guint, (e + 1) % n);
  const SwVertex *va = sw_map_get_vertex (map, a), *vb = sw_map_get_vertex (map, b);
  double t = g_rand_double_range (rand, 0.2, 0.8);

  if (g_test_verbose ())
    g_test_message ("op %u on %s, vertex %u, edge %u-%u", op, region->id, v->id, a, b);
  switch (op)
    {
    case 0:
    case 1:
      return sw_edit_move_vertex (map, history, v->id, v->x + g_rand_double_range (rand, -30, 30),
                                  v->y + g_rand_double_range (rand, -30, 30), error);
    case 2:
      return sw_edit_insert_vertex (map, history, a, b, va->x + t * (vb->x - va->x),
                                    va->y + t * (vb->y - va->y), NULL, error);
    case 3:
      return sw_edit_delete_vertex (map, history, v->id, error);
    case 4:
      {
        guint f = g_rand_int_range (rand, 0, n);
        const SwVertex *vc = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, f));
        const SwVertex *vd = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, (f + 1) % n));
        double u = g_rand_double_range (rand, 0.2, 0.8);
        double cut[6] = { va->x + t * (vb->x - va->x), va->y + t * (vb->y - va->y),
                          topology->label_x[ri], topology->label_y[ri],
                          vc->x + u * (vd->x - vc->x), vc->y + u * (vd->y - vc->y) };
        g_autofree char *made = NULL;
        return sw_edit_split_region (map, history, region->id, cut, 3, &made, error);
      }
    case 5:
      {
        guint n_neighbours;
        const guint *neighbours = sw_topology_neighbours (topology, ri, &n_neighbours);
        const SwRegion *other;
        if (n_neighbours == 0)
          return FALSE;
        other = g_ptr_array_index (map->regions, neighbours[g_rand_int_range (rand, 0, n_neighbours)]);
        return sw_edit_merge_regions (map, history, region->id, other->id, error);
      }
    case 7:
      {
        /* A wall on a border, which later splits and merges must keep on one. */
        guint n_neighbours;
        const guint *neighbours = sw_topology_neighbours (topology, ri, &n_neighbours);
        if (n_neighbours == 0)
          return FALSE;
        return sw_edit_add_barrier (map, history, region->id,
                                    ((SwRegion *) g_ptr_array_index (map->regions, neighbours[g_rand_int_range (rand, 0, n_neighbours)]))->id,
                                    NULL, error);
      }
    case 8:
      {
        const SwRegion *other = g_ptr_array_index (map->regions, g_rand_int_range (rand, 0, map->regions->len));
        return sw_edit_add_link (map, history, region->id, other->id, "tunnel", error);
      }
    case 9:
      return sw_edit_weld_vertex (map, history, a, b, error);
    default:
      {
        double r = topology->inscribed_radius[ri] / 2, x = topology->label_x[ri], y = topology->label_y[ri];
        double lake[6] = { x - r, y - r / 2, x + r, y - r / 2, x, y + r };
        g_autofree char *made = NULL;
        return sw_edit_carve_region (map, history, region->id, lake, 3, "forest", &made, error);
      }
    }
}

/* EDIT_SEED and EDIT_STEPS explore further than the fixed run. */
static void
test_random_edits (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) first = sw_map_to_bytes (map);
  g_autoptr(GBytes) last = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_getenv ("EDIT_SEED") ? atoi (g_getenv ("EDIT_SEED")) : 20261122);
  guint accepted = 0, steps = g_getenv ("EDIT_STEPS") ? atoi (g_getenv ("EDIT_STEPS")) : g_test_slow () ? 2000 : 400;

  for (guint i = 0; i < steps; i++)
    {
      g_autoptr(GBytes) before = sw_map_to_bytes (map);
      g_autoptr(GError) error = NULL;

      if (random_edit (map, history, rand, &error))
        {
          accepted++;
          /* EDIT_DUMP=DIR keeps the last accepted step, to look at a failure. */
          if (g_getenv ("EDIT_DUMP") != NULL)
            {
              g_autoptr(GBytes) after = sw_map_to_bytes (map);
              g_autofree char *b = g_build_filename (g_getenv ("EDIT_DUMP"), "edit-before.swmap", NULL);
              g_autofree char *a = g_build_filename (g_getenv ("EDIT_DUMP"), "edit-after.swmap", NULL);
              g_file_set_contents (b, g_bytes_get_data (before, NULL), (gssize) g_bytes_get_size (before), NULL);
              g_file_set_contents (a, g_bytes_get_data (after, NULL), (gssize) g_bytes_get_size (after), NULL);
            }
          /* Random walls may cut a region or a piece of land off: a
           * design problem, not a broken partition. */
          assert_no_error_but (map, "isolated-region disconnected");
        }
      else
        assert_bytes (map, before);
      g_assert_true (sw_edit_index_check (sw_history_get_index (history), map));
    }
  g_test_message ("%u of %u random edits accepted, %u regions", accepted, steps, map->regions->len);
  g_assert_cmpuint (accepted, >, steps / 10);

  last = sw_map_to_bytes (map);
  while (sw_history_can_undo (history))
    g_assert_true (sw_history_undo (history));
  assert_bytes (map, first);
  g_assert_true (sw_edit_index_check (sw_history_get_index (history), map));
  while (sw_history_can_redo (history))
    g_assert_true (sw_history_redo (history));
  assert_bytes (map, last);
  g_assert_true (sw_edit_index_check (sw_history_get_index (history), map));
}

/* ---- drawing a region ---- */

static double
region_area (SwMap      *map,
             const char *id)
{
  const SwRegion *region = sw_map_get_region (map, id);
  double area = 0;

  g_assert_nonnull (region);
  for (guint h = 0; h <= region->holes->len; h++)
    {
      const SwRing *ring = h == 0 ? region->outline : g_ptr_array_index (region->holes, h - 1);
      double twice = 0;

      for (guint i = 0; i < ring->ids->len; i++)
        {
          const SwVertex *a = sw_map_get_vertex (map, g_array_index (ring->ids, guint, i));
          const SwVertex *b = sw_map_get_vertex (map, g_array_index (ring->ids, guint, (i + 1) % ring->ids->len));

          twice += a->x * b->y - b->x * a->y;
        }
      area += (h == 0 ? 1 : -1) * fabs (twice) / 2;
    }
  return area;
}

/* A refusal says why in words: no coordinates, no vertex numbers. */
static void
assert_refused_in_words (GError *error)
{
  g_assert_nonnull (error);
  g_assert_true (error->domain == SW_EDIT_ERROR);
  for (const char *c = error->message; *c != '\0'; c++)
    if (g_ascii_isdigit (*c))
      g_error ("a refusal cites a number: %s", error->message);
}

static void
test_draw_on_empty_board (void)
{
  g_autoptr(SwMap) map = sw_map_new ("base");
  g_autoptr(SwHistory) history = NULL;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *drawn = NULL;
  g_autofree char *lake = NULL;
  /* across the board from its top edge to its bottom edge */
  const double band[] = { 100, 0, 200, 0, 200, 200, 100, 200 };
  const double pond[] = { 20, 20, 60, 20, 60, 60, 20, 60 };

  sw_map_add_text (map->titles, NULL, "Drawn");
  g_assert_true (sw_edit_add_board (map, NULL, "board", 300, 200, "farmland", &first, &error));
  g_assert_no_error (error);
  history = sw_history_new (map);
  before = sw_map_to_bytes (map);

  g_assert_true (sw_edit_draw_region (map, history, NULL, band, 4, "forest", &drawn, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (map->regions->len, ==, 3);
  g_assert_cmpstr (sw_map_get_region (map, drawn)->terrain, ==, "forest");
  g_assert_cmpfloat_with_epsilon (region_area (map, drawn), 100 * 200, 1e-6);
  /* the starting region is cut in two; its id stays on one side */
  g_assert_nonnull (sw_map_get_region (map, first));
  g_assert_cmpstr (sw_map_get_region (map, first)->terrain, ==, "farmland");
  g_assert_cmpfloat_with_epsilon (region_area (map, first), 100 * 200, 1e-6);
  g_assert_true (adjacent (map, drawn, first));
  assert_no_error (map);
  g_assert_cmpstr (sw_history_get_undo_label (history), ==, "Draw region");
  /* the board of one region before has no neighbours to speak of */
  assert_undo_redo_but (history, before, "isolated-region");

  /* inside one region, clear of its borders: carved out of it */
  g_clear_pointer (&before, g_bytes_unref);
  before = sw_map_to_bytes (map);
  g_assert_true (sw_edit_draw_region (map, history, "board", pond, 4, "lake", &lake, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (map->regions->len, ==, 4);
  {
    guint holes = 0;

    for (guint i = 0; i < map->regions->len; i++)
      holes += ((SwRegion *) g_ptr_array_index (map->regions, i))->holes->len;
    g_assert_cmpuint (holes, ==, 1);
  }
  g_assert_cmpfloat_with_epsilon (region_area (map, lake), 40 * 40, 1e-6);
  assert_no_error (map);
  assert_undo_redo (history, before);
}

static void
test_draw_over_regions (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  g_autoptr(GError) error = NULL;
  g_autofree char *drawn = NULL;
  g_autofree char *second = NULL;
  /* a square round the corner where r1, r2, r4 and r5 meet */
  const double square[] = { 50, 50, 150, 50, 150, 150, 50, 150 };
  /* covering r1 whole and corners of r2, r4, r5; one corner 0.3 mm off
   * the frame snaps onto it */
  const double big[] = { 0.3, 0, 120, 0, 120, 120, 0, 120 };

  sw_map_add_link (map, "r1", "r9", NULL);
  sw_map_add_barrier (map, "r2", "r5", NULL);
  sw_map_add_text (sw_map_get_region (map, "r5")->names, NULL, "Midfield");
  sw_map_changed (map);
  g_clear_pointer (&before, g_bytes_unref);
  before = sw_map_to_bytes (map);

  g_assert_true (sw_edit_draw_region (map, history, NULL, square, 4, "swamp", &drawn, &error));
  g_assert_no_error (error);
  assert_no_error (map);
  g_assert_cmpuint (map->regions->len, ==, 10);
  g_assert_cmpfloat_with_epsilon (region_area (map, drawn), 100 * 100, 1e-6);
  /* each region cut keeps its id, terrain, names and links on what is left */
  for (guint i = 1; i <= 9; i++)
    {
      g_autofree char *id = g_strdup_printf ("r%u", i);
      gboolean cut = i == 1 || i == 2 || i == 4 || i == 5;

      g_assert_cmpfloat_with_epsilon (region_area (map, id), cut ? 7500 : 10000, 1e-6);
      g_assert_true (adjacent (map, drawn, id) == cut);
    }
  g_assert_cmpstr (sw_text_pick (sw_map_get_region (map, "r5")->names), ==, "Midfield");
  g_assert_cmpuint (sw_map_get_region (map, drawn)->names->len, ==, 0);
  g_assert_cmpstr (sw_map_get_region (map, "r1")->terrain, ==, "farmland");
  g_assert_cmpuint (map->links->len, ==, 1);
  /* the barrier between r2 and r5 stays on the border they still share;
   * the new region starts without any */
  g_assert_cmpuint (map->barriers->len, ==, 1);
  g_assert_cmpstr (((SwPair *) g_ptr_array_index (map->barriers, 0))->a, ==, "r2");
  g_assert_true (sw_regions_share_border (sw_map_get_region (map, "r2"), sw_map_get_region (map, "r5")));
  assert_undo_redo (history, before);

  /* over a whole region: it is gone, with its link */
  g_assert_true (sw_history_undo (history));
  g_assert_true (sw_edit_draw_region (map, history, NULL, big, 4, "hill", &second, &error));
  g_assert_no_error (error);
  assert_no_error (map);
  g_assert_null (sw_map_get_region (map, "r1"));
  g_assert_cmpuint (map->regions->len, ==, 9);
  g_assert_cmpuint (map->links->len, ==, 0);
  g_assert_cmpfloat_with_epsilon (region_area (map, second), 120 * 120, 1e-6);
  g_assert_cmpfloat_with_epsilon (region_area (map, "r5"), 10000 - 400, 1e-6);
  g_assert_true (sw_history_undo (history));
  assert_bytes (map, before);
}

static void
test_draw_snaps_to_corners (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GError) error = NULL;
  g_autofree char *drawn = NULL;
  guint n_vertices = map->vertices->len;
  /* a triangle on corners of r5 (two within 0.5 mm), cutting it diagonally */
  const double triangle[] = { 100.2, 100.3, 200, 100, 99.8, 200 };

  g_assert_true (sw_edit_draw_region (map, history, NULL, triangle, 3, "mountain", &drawn, &error));
  g_assert_no_error (error);
  assert_no_error (map);
  /* no new corner: the outline runs on existing ones */
  g_assert_cmpuint (map->vertices->len, ==, n_vertices);
  g_assert_cmpfloat_with_epsilon (region_area (map, drawn), 5000, 1e-6);
  g_assert_cmpfloat_with_epsilon (region_area (map, "r5"), 5000, 1e-6);
}

static void
test_draw_refusals (void)
{
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = sw_map_to_bytes (map);
  const double bow_tie[] = { 20, 20, 80, 80, 80, 20, 20, 80 };
  const double one_touch[] = { 0, 50, 50, 40, 50, 60 };
  const double off_board[] = { 250, 250, 350, 250, 350, 290 };
  const double flat[] = { 20, 20, 50, 20, 80, 20 };
  const double two[] = { 20, 20, 50, 50 };
  /* round the lake of r5 but through the shore of it */
  const double through_lake[] = { 110, 110, 150, 110, 150, 190, 110, 190 };
  const double lake[] = { 130, 130, 170, 130, 170, 170, 130, 170 };
  const double *cases[] = { bow_tie, one_touch, off_board, flat, two, through_lake };
  const guint sizes[] = { 4, 3, 3, 3, 2, 4 };
  g_autofree char *lake_id = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (sw_edit_carve_region (map, history, "r5", lake, 4, "lake", &lake_id, &error));
  g_assert_no_error (error);
  g_clear_pointer (&before, g_bytes_unref);
  before = sw_map_to_bytes (map);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) refused = NULL;
      g_autofree char *drawn = NULL;

      g_assert_false (sw_edit_draw_region (map, history, NULL, cases[i], sizes[i], "hill", &drawn, &refused));
      g_test_message ("refused: %s", refused->message);
      assert_refused_in_words (refused);
      g_assert_null (drawn);
      assert_bytes (map, before);
    }
  {
    g_autoptr(GError) refused = NULL;

    g_assert_false (sw_edit_draw_region (map, history, NULL, bow_tie, 4, "hill", NULL, &refused));
    g_assert_true (g_str_has_prefix (refused->message, "The outline crosses itself"));
  }
  g_assert_false (sw_edit_draw_region (map, history, NULL, bow_tie, 4, "no-such-terrain", NULL, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID);
  assert_bytes (map, before);
}


/* A lake inside another region (a hole in it), and a drawing round it:
 * clear of every border, from a border, or over several regions, the lake
 * is covered whole and goes, with its link and barrier, as any region
 * covered whole does. */
static void
test_draw_round_lake (void)
{
  const double lake[] = { 130, 130, 170, 130, 170, 170, 130, 170 };
  const double round_clear[] = { 110, 110, 190, 110, 190, 190, 110, 190 };
  const double round_from_edge[] = { 100, 110, 190, 110, 190, 190, 100, 190 };
  const double round_many[] = { 50, 110, 190, 110, 190, 190, 50, 190 };
  const double *cases[] = { round_clear, round_from_edge, round_many };
  const double areas[] = { 80 * 80, 90 * 80, 140 * 80 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(SwMap) map = grid_map ();
      g_autoptr(SwHistory) history = sw_history_new (map);
      g_autoptr(GBytes) before = NULL;
      g_autofree char *lake_id = NULL;
      g_autofree char *drawn = NULL;
      g_autoptr(GError) error = NULL;
      guint n_regions;

      g_assert_true (sw_edit_carve_region (map, history, "r5", lake, 4, "lake", &lake_id, &error));
      g_assert_no_error (error);
      sw_map_add_link (map, lake_id, "r1", NULL);
      sw_map_add_barrier (map, "r5", lake_id, NULL);
      sw_map_changed (map);
      before = sw_map_to_bytes (map);
      n_regions = map->regions->len;

      g_assert_true (sw_edit_draw_region (map, history, NULL, cases[i], 4, "hill", &drawn, &error));
      g_assert_no_error (error);
      assert_no_error (map);
      for (guint k = 0; k < map->regions->len; k++)
        g_assert_cmpstr (((SwRegion *) g_ptr_array_index (map->regions, k))->terrain, !=, "lake");
      g_assert_cmpuint (map->regions->len, ==, n_regions);
      g_assert_cmpstr (sw_map_get_region (map, drawn)->terrain, ==, "hill");
      g_assert_cmpfloat_with_epsilon (region_area (map, drawn), areas[i], 1e-6);
      g_assert_true (adjacent (map, drawn, "r5"));
      g_assert_cmpuint (map->links->len, ==, 0);
      g_assert_cmpuint (map->barriers->len, ==, 0);
      assert_undo_redo (history, before);
    }
}

/* Part of such a lake and the land round it cannot become one region (the
 * shore would have to be cut from the land): refused, naming the lake and
 * saying what to draw instead. */
static void
test_draw_across_lake_shore (void)
{
  const double lake[] = { 130, 130, 170, 130, 170, 170, 130, 170 };
  const double through[] = { 110, 110, 150, 110, 150, 190, 110, 190 };
  const double through_edge[] = { 100, 110, 150, 110, 150, 190, 100, 190 };
  const double through_many[] = { 50, 110, 150, 110, 150, 190, 50, 190 };
  const double *cases[] = { through, through_edge, through_many };
  g_autoptr(SwMap) map = grid_map ();
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GBytes) before = NULL;
  g_autofree char *lake_id = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (sw_edit_carve_region (map, history, "r5", lake, 4, "lake", &lake_id, &error));
  g_assert_no_error (error);
  before = sw_map_to_bytes (map);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) refused = NULL;
      g_autofree char *drawn = NULL;

      g_assert_false (sw_edit_draw_region (map, history, NULL, cases[i], 4, "hill", &drawn, &refused));
      g_assert_error (refused, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
      g_test_message ("refused: %s", refused->message);
      assert_refused_in_words (refused);
      g_assert_nonnull (strstr (refused->message, "shore of the Lake"));
      g_assert_nonnull (strstr (refused->message, "take all of it into the new region"));
      g_assert_null (drawn);
      assert_bytes (map, before);
    }
}

/* A line drawn by hand loses the points that lie on the line through its
 * neighbours, within the tolerance, and keeps its ends and its corners. */
static void
test_simplify_line (void)
{
  double straight[] = { 0, 0, 1, 0.01, 2, -0.01, 3, 0, 4, 0 };
  double corner[] = { 0, 0, 5, 0, 10, 0, 10, 5, 10, 10 };
  double bump[] = { 0, 0, 5, 0.3, 10, 0 };
  double two[] = { 0, 0, 1, 1 };

  g_assert_cmpuint (sw_edit_simplify_line (straight, 5, 0.05), ==, 2);
  g_assert_cmpfloat (straight[2], ==, 4);
  g_assert_cmpfloat (straight[3], ==, 0);
  g_assert_cmpuint (sw_edit_simplify_line (corner, 5, 0.05), ==, 3);
  g_assert_cmpfloat (corner[2], ==, 10);
  g_assert_cmpfloat (corner[3], ==, 0);
  g_assert_cmpfloat (corner[4], ==, 10);
  g_assert_cmpfloat (corner[5], ==, 10);
  /* 0.3 off the line: kept below that tolerance, dropped above it */
  g_assert_cmpuint (sw_edit_simplify_line (bump, 3, 0.2), ==, 3);
  g_assert_cmpuint (sw_edit_simplify_line (bump, 3, 0.4), ==, 2);
  g_assert_cmpuint (sw_edit_simplify_line (two, 2, 10), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/edit/grid-is-valid", test_grid_is_valid);
  g_test_add_func ("/edit/split", test_split);
  g_test_add_func ("/edit/split-polyline-fixture", test_split_polyline_and_fixture);
  g_test_add_func ("/edit/split-moves-barrier", test_split_moves_barrier);
  g_test_add_func ("/edit/merge", test_merge);
  g_test_add_func ("/edit/move", test_move);
  g_test_add_func ("/edit/drag-is-local", test_drag_is_local);
  g_test_add_func ("/edit/constrain-move", test_constrain_move);
  g_test_add_func ("/edit/carve-and-fill", test_carve_and_fill);
  g_test_add_func ("/edit/insert-delete-vertex", test_insert_delete_vertex);
  g_test_add_func ("/edit/weld", test_weld);
  g_test_add_func ("/edit/history", test_history);
  g_test_add_func ("/edit/properties", test_properties);
  g_test_add_func ("/edit/links-barriers", test_links_and_barriers);
  g_test_add_func ("/edit/link-kind", test_link_kind);
  g_test_add_func ("/edit/boards", test_boards);
  g_test_add_func ("/edit/snap", test_snap);
  g_test_add_func ("/edit/refusals", test_refusals);
  g_test_add_func ("/edit/refuse-delete-t-junction", test_refuse_delete_t_junction);
  g_test_add_func ("/edit/refuse-merge-enclosing", test_refuse_merge_enclosing);
  g_test_add_func ("/edit/random-edits", test_random_edits);
  g_test_add_func ("/edit/draw-on-empty-board", test_draw_on_empty_board);
  g_test_add_func ("/edit/draw-over-regions", test_draw_over_regions);
  g_test_add_func ("/edit/draw-snaps-to-corners", test_draw_snaps_to_corners);
  g_test_add_func ("/edit/draw-refusals", test_draw_refusals);
  g_test_add_func ("/edit/draw-round-lake", test_draw_round_lake);
  g_test_add_func ("/edit/draw-across-lake-shore", test_draw_across_lake_shore);
  g_test_add_func ("/edit/simplify-line", test_simplify_line);

  return g_test_run ();
}
