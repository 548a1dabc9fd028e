/* test-issue-marks.c: each problem the validator finds is marked on the map where it lies. */
#include "config.h"

#include <math.h>
#include "sw-issue-marks.h"
#include "sw-map-xml.h"
#include "sw-validate.h"

static SwMap *
load_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  SwMap *map = sw_map_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return map;
}

/* The marks of the fixture's first issue of @code, which must exist. */
static GArray *
marks_of (SwMap      *map,
          const char *code,
          SwIssue   **found)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  GArray *marks = g_array_new (FALSE, FALSE, sizeof (SwIssueMark));

  sw_validate_map (map, issues);
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);

      if (g_str_equal (issue->code, code))
        {
          sw_issue_marks_append (map, issue, marks);
          *found = sw_issue_copy (issue);
          return marks;
        }
    }
  g_error ("no %s in the fixture", code);
  return marks;
}

static gboolean
is_vertex_of_both (SwMap   *map,
                   SwIssue *issue,
                   double   x,
                   double   y)
{
  for (guint i = 0; i < map->vertices->len; i++)
    {
      const SwVertex *v = &g_array_index (map->vertices, SwVertex, i);

      if (fabs (v->x - x) < 1e-9 && fabs (v->y - y) < 1e-9)
        {
          guint uses = 0;

          for (guint r = 0; r < 2; r++)
            {
              const SwRegion *region = sw_map_get_region (map, issue->regions[r]);

              for (guint k = 0; k < region->outline->ids->len; k++)
                uses += g_array_index (region->outline->ids, guint, k) == v->id;
            }
          return uses == 2;
        }
    }
  return FALSE;
}

static void
test_corner_touch_ring (void)
{
  g_autoptr(SwMap) map = load_fixture ("corner-touch.swmap");
  g_autoptr(SwIssue) issue = NULL;
  g_autoptr(GArray) marks = marks_of (map, "corner-touch", &issue);

  g_assert_cmpuint (marks->len, ==, 1);
  g_assert_cmpint (g_array_index (marks, SwIssueMark, 0).kind, ==, SW_ISSUE_MARK_RING);
  /* round the one corner both regions have */
  g_assert_true (is_vertex_of_both (map, issue, g_array_index (marks, SwIssueMark, 0).x0,
                                    g_array_index (marks, SwIssueMark, 0).y0));
}

static void
test_short_border_thick (void)
{
  g_autoptr(SwMap) map = load_fixture ("short-border.swmap");
  g_autoptr(SwIssue) issue = NULL;
  g_autoptr(GArray) marks = marks_of (map, "short-border", &issue);

  g_assert_cmpuint (marks->len, >=, 1);
  for (guint i = 0; i < marks->len; i++)
    {
      const SwIssueMark *mark = &g_array_index (marks, SwIssueMark, i);

      g_assert_cmpint (mark->kind, ==, SW_ISSUE_MARK_BORDER);
      /* an edge both regions have: both its ends are corners of both */
      g_assert_true (is_vertex_of_both (map, issue, mark->x0, mark->y0));
      g_assert_true (is_vertex_of_both (map, issue, mark->x1, mark->y1));
    }
}

static void
test_overlap_filled (void)
{
  g_autoptr(SwMap) map = load_fixture ("regions-overlap.swmap");
  g_autoptr(SwIssue) issue = NULL;
  g_autoptr(GArray) marks = marks_of (map, "regions-overlap", &issue);
  const SwIssueMark *mark;

  g_assert_cmpuint (marks->len, ==, 1);
  mark = &g_array_index (marks, SwIssueMark, 0);
  g_assert_cmpint (mark->kind, ==, SW_ISSUE_MARK_OVERLAP);
  g_assert_cmpstr (((SwRegion *) g_ptr_array_index (map->regions, mark->region_a))->id, ==, issue->regions[0]);
  g_assert_cmpstr (((SwRegion *) g_ptr_array_index (map->regions, mark->region_b))->id, ==, issue->regions[1]);
  g_assert_cmpint (mark->severity, ==, SW_SEVERITY_ERROR);
}

/* A region without neighbours is marked at its place: inside it. */
static void
test_isolated_place (void)
{
  g_autoptr(SwMap) map = load_fixture ("isolated-region-barrier.swmap");
  g_autoptr(SwIssue) issue = NULL;
  g_autoptr(GArray) marks = marks_of (map, "isolated-region", &issue);
  const SwIssueMark *mark;
  const SwRegion *region;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  g_assert_cmpuint (marks->len, ==, 1);
  mark = &g_array_index (marks, SwIssueMark, 0);
  g_assert_cmpint (mark->kind, ==, SW_ISSUE_MARK_PLACE);
  region = g_ptr_array_index (map->regions, mark->region_a);
  g_assert_cmpstr (region->id, ==, issue->regions[0]);
  for (guint k = 0; k < region->outline->ids->len; k++)
    {
      const SwVertex *v = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, k));

      x0 = MIN (x0, v->x), y0 = MIN (y0, v->y), x1 = MAX (x1, v->x), y1 = MAX (y1, v->y);
    }
  g_assert_cmpfloat (mark->x0, >, x0);
  g_assert_cmpfloat (mark->x0, <, x1);
  g_assert_cmpfloat (mark->y0, >, y0);
  g_assert_cmpfloat (mark->y0, <, y1);
}

/* Every problem of every fixture that names a drawn region is marked. */
static void
test_every_issue_marked (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint checked = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(SwMap) map = NULL;
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();

      if (!g_str_has_suffix (name, ".swmap"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      map = sw_map_load_file (path, NULL, NULL);
      if (map == NULL)
        continue;
      sw_validate_map (map, issues);
      for (guint i = 0; i < issues->len; i++)
        {
          const SwIssue *issue = g_ptr_array_index (issues, i);
          g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (SwIssueMark));
          gboolean drawn = FALSE;

          for (guint r = 0; issue->regions[r] != NULL; r++)
            {
              const SwRegion *region = sw_map_get_region (map, issue->regions[r]);

              drawn |= region != NULL && region->outline != NULL;
            }
          sw_issue_marks_append (map, issue, marks);
          if (drawn && marks->len == 0)
            g_error ("%s: %s is not marked: %s", name, issue->code, issue->message);
          checked += drawn;
        }
    }
  g_assert_cmpuint (checked, >, 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/issue-marks/corner-touch-ring", test_corner_touch_ring);
  g_test_add_func ("/issue-marks/short-border-thick", test_short_border_thick);
  g_test_add_func ("/issue-marks/overlap-filled", test_overlap_filled);
  g_test_add_func ("/issue-marks/isolated-place", test_isolated_place);
  g_test_add_func ("/issue-marks/every-issue-marked", test_every_issue_marked);

  return g_test_run ();
}
