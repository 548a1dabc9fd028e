/* test-edit-boards.c: a board set's boards edited through the core: add, size mark and place, resize beside other boards (their coordinates overlap), remove, each undone. */
#include "config.h"

#include "sw-edit.h"
#include "sw-history.h"
#include "sw-map-xml.h"

static SwMap *
load_set (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "warcraft-set.swmap", NULL);
  g_autoptr(GError) error = NULL;
  SwMap *map = sw_map_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

static const SwBoard *
board (SwMap      *map,
       const char *id)
{
  gint index = sw_map_find_board (map, id);

  return index >= 0 ? g_ptr_array_index (map->boards, index) : NULL;
}

/* Every board of the set has its own coordinates from (0, 0): a new board's
 * frame lies over the first island's borders, which must not count. */
static void
test_add_resize_beside_others (void)
{
  g_autoptr(SwMap) map = load_set ();
  g_autoptr(SwMap) original = sw_map_copy (map);
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GError) error = NULL;
  g_autofree char *region = NULL;

  g_assert_true (sw_edit_add_board (map, history, "m3", 300, 220, "field", &region, &error));
  g_assert_no_error (error);
  g_assert_true (sw_edit_set_board_mark (map, history, "m3", "M", TRUE, 880, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (board (map, "m3")->size, ==, "M");
  g_assert_true (board (map, "m3")->has_position);
  g_assert_cmpfloat (board (map, "m3")->x, ==, 880);

  g_assert_true (sw_edit_resize_board (map, history, "m3", 320, 240, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (board (map, "m3")->width, ==, 320);
  /* the new island is drawn on in its own coordinates, over l1's */
  {
    const double cut[] = { 0, 110, 160, 100, 320, 110 };
    g_autofree char *other = NULL;

    gboolean ok = sw_edit_split_region (map, history, region, cut, 3, &other, &error);

    g_assert_no_error (error);
    g_assert_true (ok);
    g_assert_nonnull (other);
    g_assert_true (sw_history_undo (history));
  }
  /* shrinking the set's first island still meets its own borders */
  g_assert_false (sw_edit_resize_board (map, history, "l1", 40, 30, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED);
  g_clear_error (&error);

  /* a size mark is S, M, L or none */
  g_assert_false (sw_edit_set_board_mark (map, history, "m3", "XL", TRUE, 0, 0, &error));
  g_assert_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (sw_edit_set_board_mark (map, history, "m3", NULL, FALSE, 0, 0, &error));
  g_assert_null (board (map, "m3")->size);
  g_assert_false (board (map, "m3")->has_position);

  for (guint i = 0; i < 4; i++)
    g_assert_true (sw_history_undo (history));
  g_assert_true (sw_map_equal (map, original));
}

static void
test_remove_undo (void)
{
  g_autoptr(SwMap) map = load_set ();
  g_autoptr(SwMap) original = sw_map_copy (map);
  g_autoptr(SwHistory) history = sw_history_new (map);
  g_autoptr(GError) error = NULL;

  g_assert_true (sw_edit_remove_board (map, history, "s2", &error));
  g_assert_no_error (error);
  g_assert_null (board (map, "s2"));
  g_assert_cmpuint (map->boards->len, ==, 5);
  for (guint i = 0; i < map->regions->len; i++)
    g_assert_cmpstr (((SwRegion *) g_ptr_array_index (map->regions, i))->board, !=, "s2");
  g_assert_true (sw_history_undo (history));
  g_assert_true (sw_map_equal (map, original));
  g_assert_true (sw_history_redo (history));
  g_assert_null (board (map, "s2"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/edit/boards/add-resize-beside-others", test_add_resize_beside_others);
  g_test_add_func ("/edit/boards/remove-undo", test_remove_undo);
  return g_test_run ();
}
