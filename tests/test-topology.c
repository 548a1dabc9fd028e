/* test-topology.c: adjacency, contacts, border flags and inscribed circles on hand-computed maps. */
#include "config.h"

#include <glib.h>
#include <math.h>
#include <time.h>

#include "sw-catalog.h"
#include "sw-issue.h"
#include "sw-map.h"
#include "sw-topology.h"
#include "sw-validate.h"

/* An n x m grid of square regions "rY.X" (side @side mm) on one board;
 * vertex (x, y) of the grid has id y * (n + 1) + x + 1. */
static SwMap *
grid_map_new (guint n, guint m, double side)
{
  SwMap *map = sw_map_new ("base");

  sw_map_add_board (map, "main", n * side, m * side);
  for (guint y = 0; y <= m; y++)
    for (guint x = 0; x <= n; x++)
      sw_map_add_vertex (map, y * (n + 1) + x + 1, x * side, y * side);
  for (guint y = 0; y < m; y++)
    for (guint x = 0; x < n; x++)
      {
        g_autofree char *id = g_strdup_printf ("r%u.%u", y, x);
        SwRegion *r = sw_map_add_region (map, id, "farmland");
        guint ids[4] = {
          y * (n + 1) + x + 1, y * (n + 1) + x + 2,
          (y + 1) * (n + 1) + x + 2, (y + 1) * (n + 1) + x + 1,
        };
        r->outline = sw_ring_new (ids, 4);
      }
  sw_map_changed (map);
  return map;
}

static guint
region_index (SwMap *map, const char *id)
{
  gint i = sw_map_find_region (map, id);
  g_assert_cmpint (i, >=, 0);
  return (guint) i;
}

static SwRegion *
region (SwMap *map, const char *id)
{
  return g_ptr_array_index (map->regions, region_index (map, id));
}

static const SwContact *
contact (SwTopology *t, SwMap *map, const char *a, const char *b)
{
  return sw_topology_find_contact (t, region_index (map, a), region_index (map, b));
}

static gboolean
adjacent (SwTopology *t, SwMap *map, const char *a, const char *b)
{
  gboolean ab = sw_topology_adjacent (t, region_index (map, a), region_index (map, b));
  /* Adjacency is symmetric, whatever order it is asked in. */
  g_assert_true (ab == sw_topology_adjacent (t, region_index (map, b), region_index (map, a)));
  return ab;
}

static gboolean
is_border (SwTopology *t, SwMap *map, const char *id)
{
  return t->is_border[region_index (map, id)];
}

static void
test_grid_adjacency (void)
{
  g_autoptr(SwMap) map = grid_map_new (3, 3, 100);
  SwTopology *t = sw_map_get_topology (map);
  const guint *nb;
  guint n_nb = 0;
  guint centre = region_index (map, "r1.1");
  guint n_corner = 0, n_border = 0;

  g_assert_cmpuint (t->n_regions, ==, 9);
  g_assert_true (t->has_geometry);
  /* 3 x 3 squares: 6 horizontal and 6 vertical neighbours. */
  g_assert_cmpuint (t->n_adjacent_pairs, ==, 12);
  g_assert_true (adjacent (t, map, "r0.0", "r0.1"));
  g_assert_true (adjacent (t, map, "r0.0", "r1.0"));
  g_assert_false (adjacent (t, map, "r0.0", "r1.1"));
  g_assert_false (adjacent (t, map, "r0.0", "r2.2"));
  g_assert_false (adjacent (t, map, "r0.0", "r0.2"));

  nb = sw_topology_neighbours (t, centre, &n_nb);
  g_assert_cmpuint (n_nb, ==, 4);
  g_assert_cmpuint (nb[0], ==, region_index (map, "r0.1"));
  g_assert_cmpuint (nb[1], ==, region_index (map, "r1.0"));
  g_assert_cmpuint (nb[2], ==, region_index (map, "r1.2"));
  g_assert_cmpuint (nb[3], ==, region_index (map, "r2.1"));

  /* Every contact is sorted, a < b, and either a border or a corner. */
  for (guint i = 0; i < t->contacts->len; i++)
    {
      const SwContact *c = &g_array_index (t->contacts, SwContact, i);
      g_assert_cmpuint (c->a, <, c->b);
      if (i > 0)
        {
          const SwContact *p = &g_array_index (t->contacts, SwContact, i - 1);
          g_assert_true (p->a < c->a || (p->a == c->a && p->b < c->b));
        }
      if (c->flags == SW_CONTACT_CORNER)
        {
          n_corner++;
          g_assert_cmpfloat (c->border_length, ==, 0);
        }
      else
        {
          g_assert_cmpint (c->flags, ==, SW_CONTACT_BORDER);
          g_assert_cmpfloat_with_epsilon (c->border_length, 100, 1e-9);
          n_border++;
        }
    }
  g_assert_cmpuint (n_border, ==, 12);
  /* Two diagonals in each of the four 2 x 2 blocks. */
  g_assert_cmpuint (n_corner, ==, 8);
  g_assert_cmpint (contact (t, map, "r0.0", "r1.1")->flags, ==, SW_CONTACT_CORNER);
  g_assert_cmpint (contact (t, map, "r0.1", "r1.0")->flags, ==, SW_CONTACT_CORNER);
  g_assert_null (contact (t, map, "r0.0", "r2.2"));

  for (guint i = 0; i < 9; i++)
    {
      g_assert_cmpfloat_with_epsilon (t->area[i], 10000, 1e-6);
      g_assert_cmpfloat (fabs (t->inscribed_radius[i] - 50), <, 0.5);
      /* Only the centre stays off the board's edge. */
      g_assert_true (t->is_border[i] == (i != centre));
    }
  g_assert_cmpfloat (fabs (t->label_x[centre] - 150), <, 0.5);
  g_assert_cmpfloat (fabs (t->label_y[centre] - 150), <, 0.5);
}

static void
test_links_and_barriers (void)
{
  g_autoptr(SwMap) map = grid_map_new (3, 3, 100);
  SwTopology *t;

  sw_map_add_link (map, "r0.0", "r2.2", "tunnel");
  sw_map_add_barrier (map, "r0.0", "r0.1", "wall");
  /* Unknown and self references are the validator's business. */
  sw_map_add_link (map, "r0.0", "nowhere", NULL);
  sw_map_add_link (map, "r1.1", "r1.1", NULL);
  t = sw_map_get_topology (map);

  g_assert_true (adjacent (t, map, "r0.0", "r2.2"));
  g_assert_cmpint (contact (t, map, "r0.0", "r2.2")->flags, ==, SW_CONTACT_LINK);
  g_assert_cmpfloat (contact (t, map, "r0.0", "r2.2")->border_length, ==, 0);
  g_assert_false (adjacent (t, map, "r0.0", "r0.1"));
  g_assert_cmpint (contact (t, map, "r0.0", "r0.1")->flags, ==, SW_CONTACT_BORDER | SW_CONTACT_BARRIER);
  g_assert_cmpfloat_with_epsilon (contact (t, map, "r0.0", "r0.1")->border_length, 100, 1e-9);
  g_assert_cmpuint (t->n_adjacent_pairs, ==, 12);
  g_assert_false (sw_topology_adjacent (t, 4, 4));
  g_assert_false (sw_topology_adjacent (t, 0, 99));
}

static void
test_topology_cache (void)
{
  g_autoptr(SwMap) map = grid_map_new (2, 2, 100);
  SwTopology *t = sw_map_get_topology (map);

  g_assert_true (sw_map_get_topology (map) == t);
  g_assert_false (adjacent (t, map, "r0.0", "r1.1"));

  /* An edit followed by sw_map_changed() is seen by the next call. */
  sw_map_add_link (map, "r0.0", "r1.1", NULL);
  t = sw_map_get_topology (map);
  g_assert_true (adjacent (t, map, "r0.0", "r1.1"));
  g_assert_cmpint (contact (t, map, "r0.0", "r1.1")->flags, ==, SW_CONTACT_LINK | SW_CONTACT_CORNER);
}

/* The base game's rule: a land region is a border region when it touches
 * the board's edge or shares a border with a sea that does. */
static void
test_border_sea_shore (void)
{
  g_autoptr(SwMap) map = grid_map_new (4, 4, 100);
  SwTopology *t;

  g_free (region (map, "r0.1")->terrain);
  region (map, "r0.1")->terrain = g_strdup ("sea");
  sw_map_changed (map);
  t = sw_map_get_topology (map);
  g_assert_true (is_border (t, map, "r0.1"));
  g_assert_true (is_border (t, map, "r1.1"));    /* shore of an edge sea */
  g_assert_false (is_border (t, map, "r1.2"));   /* corner-touches the sea only */
  g_assert_false (is_border (t, map, "r2.2"));

  /* A lake is not a sea: its shore is no way in. */
  g_free (region (map, "r0.1")->terrain);
  region (map, "r0.1")->terrain = g_strdup ("lake");
  sw_map_changed (map);
  t = sw_map_get_topology (map);
  g_assert_true (is_border (t, map, "r0.1"));
  g_assert_false (is_border (t, map, "r1.1"));

  /* An inland sea does not open its shores either. */
  g_free (region (map, "r0.1")->terrain);
  region (map, "r0.1")->terrain = g_strdup ("farmland");
  g_free (region (map, "r1.1")->terrain);
  region (map, "r1.1")->terrain = g_strdup ("sea");
  sw_map_changed (map);
  t = sw_map_get_topology (map);
  g_assert_false (is_border (t, map, "r1.1"));
  g_assert_false (is_border (t, map, "r1.2"));
  g_assert_false (is_border (t, map, "r2.1"));

  /* Overrides win over the computed value, both ways. */
  region (map, "r2.2")->border = SW_BORDER_YES;
  region (map, "r0.0")->border = SW_BORDER_NO;
  sw_map_changed (map);
  t = sw_map_get_topology (map);
  g_assert_true (is_border (t, map, "r2.2"));
  g_assert_false (is_border (t, map, "r0.0"));
  g_assert_true (is_border (t, map, "r0.1"));
}

static void
test_border_graph_only (void)
{
  g_autoptr(SwMap) map = sw_map_new ("base");
  SwTopology *t;

  sw_map_add_board (map, "main", 594, 420);
  sw_map_add_region (map, "a", "sea")->border = SW_BORDER_YES;
  sw_map_add_region (map, "b", "farmland");
  sw_map_add_region (map, "c", "hill")->border = SW_BORDER_YES;
  sw_map_add_link (map, "a", "b", NULL);
  sw_map_add_link (map, "b", "c", NULL);
  sw_map_changed (map);
  t = sw_map_get_topology (map);

  g_assert_false (t->has_geometry);
  g_assert_cmpuint (t->n_adjacent_pairs, ==, 2);
  /* Without geometry "auto" cannot be computed: it is false. */
  g_assert_false (is_border (t, map, "b"));
  g_assert_true (is_border (t, map, "a"));
  g_assert_true (is_border (t, map, "c"));
  g_assert_true (isnan (t->inscribed_radius[0]));
  g_assert_cmpfloat (t->area[0], ==, 0);
}

/* Four squares around vertex 5 and a fifth touching one of them at a
 * corner only, away from everything else. */
static void
test_corner_touches (void)
{
  g_autoptr(SwMap) map = grid_map_new (2, 2, 50);
  SwTopology *t;
  const guint lone[4] = { 9, 100, 101, 102 };
  SwRegion *r;

  sw_map_add_vertex (map, 100, 150, 100);
  sw_map_add_vertex (map, 101, 150, 150);
  sw_map_add_vertex (map, 102, 100, 150);
  r = sw_map_add_region (map, "lone", "hill");
  r->outline = sw_ring_new (lone, 4);
  sw_map_changed (map);
  t = sw_map_get_topology (map);

  g_assert_cmpint (contact (t, map, "r0.0", "r1.1")->flags, ==, SW_CONTACT_CORNER);
  g_assert_cmpint (contact (t, map, "r0.1", "r1.0")->flags, ==, SW_CONTACT_CORNER);
  g_assert_cmpint (contact (t, map, "r0.0", "r0.1")->flags, ==, SW_CONTACT_BORDER);
  g_assert_cmpint (contact (t, map, "r1.1", "lone")->flags, ==, SW_CONTACT_CORNER);
  g_assert_null (contact (t, map, "r0.0", "lone"));
  g_assert_false (adjacent (t, map, "r1.1", "lone"));
  g_assert_cmpuint (t->n_adjacent_pairs, ==, 4);
}

/* Shared lengths add up over collinear edges, and a hole's edges are shared
 * with the region inside it. "top" (0..200 x 0..100) has its bottom split
 * at x = 50, 100, 150; "left" and "right" below it; "field" below them
 * with a 40 mm square hole filled by "lake". */
static void
test_shared_lengths_and_holes (void)
{
  g_autoptr(SwMap) map = sw_map_new ("base");
  SwTopology *t;
  const guint top[] = { 1, 2, 3, 14, 13, 12, 11, 10 };
  const guint left[] = { 10, 11, 12, 21, 20 };
  const guint right[] = { 12, 13, 14, 22, 21 };
  const guint field[] = { 20, 21, 22, 32, 30 };
  const guint hole[] = { 40, 41, 42, 43 };
  const guint lake[] = { 43, 42, 41, 40 };
  const struct { guint id; double x, y; } v[] = {
    { 1, 0, 0 }, { 2, 100, 0 }, { 3, 200, 0 },
    { 10, 0, 100 }, { 11, 50, 100 }, { 12, 100, 100 }, { 13, 150, 100 }, { 14, 200, 100 },
    { 20, 0, 200 }, { 21, 100, 200 }, { 22, 200, 200 }, { 30, 0, 300 }, { 32, 200, 300 },
    { 40, 80, 230 }, { 41, 120, 230 }, { 42, 120, 270 }, { 43, 80, 270 },
  };
  SwRegion *r;
  guint f, l;

  sw_map_add_board (map, "main", 200, 300);
  for (guint i = 0; i < G_N_ELEMENTS (v); i++)
    sw_map_add_vertex (map, v[i].id, v[i].x, v[i].y);
  sw_map_add_region (map, "top", "hill")->outline = sw_ring_new (top, G_N_ELEMENTS (top));
  sw_map_add_region (map, "left", "forest")->outline = sw_ring_new (left, G_N_ELEMENTS (left));
  sw_map_add_region (map, "right", "swamp")->outline = sw_ring_new (right, G_N_ELEMENTS (right));
  r = sw_map_add_region (map, "field", "farmland");
  r->outline = sw_ring_new (field, G_N_ELEMENTS (field));
  g_ptr_array_add (r->holes, sw_ring_new (hole, G_N_ELEMENTS (hole)));
  sw_map_add_region (map, "lake", "lake")->outline = sw_ring_new (lake, G_N_ELEMENTS (lake));
  sw_map_changed (map);
  t = sw_map_get_topology (map);
  f = region_index (map, "field");
  l = region_index (map, "lake");

  g_assert_cmpfloat_with_epsilon (contact (t, map, "top", "left")->border_length, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (contact (t, map, "top", "right")->border_length, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (contact (t, map, "left", "right")->border_length, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (contact (t, map, "left", "field")->border_length, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (contact (t, map, "right", "field")->border_length, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (contact (t, map, "field", "lake")->border_length, 160, 1e-9);
  g_assert_true (adjacent (t, map, "field", "lake"));
  g_assert_null (contact (t, map, "top", "field"));
  g_assert_cmpuint (t->n_adjacent_pairs, ==, 6);

  g_assert_cmpfloat_with_epsilon (t->area[f], 200 * 100 - 40 * 40, 1e-6);
  g_assert_cmpfloat_with_epsilon (t->area[l], 40 * 40, 1e-6);
  g_assert_true (is_border (t, map, "field"));
  g_assert_false (is_border (t, map, "lake"));
  /* Beside the lake: 40 mm between the board side and the lake. */
  g_assert_cmpfloat (fabs (t->inscribed_radius[f] - 40), <, 0.5);
  g_assert_cmpfloat (fabs (t->label_y[f] - 250), <, 10.5);
  g_assert_true (t->label_x[f] < 80 || t->label_x[f] > 120);
  g_assert_cmpfloat (fabs (t->inscribed_radius[l] - 20), <, 0.5);
  g_assert_cmpfloat (fabs (t->label_x[l] - 100), <, 0.5);
}

static double
circle (const double *outline, guint n, const double *hole, guint n_hole, double *cx, double *cy)
{
  const double *holes[1] = { hole };
  guint sizes[1] = { n_hole };

  return sw_polygon_inscribed_circle (outline, n, holes, sizes, hole ? 1 : 0, 0.1, cx, cy);
}

static void
test_inscribed_circles (void)
{
  const double square[] = { 0, 0, 100, 0, 100, 100, 0, 100 };
  const double rectangle[] = { 10, 10, 210, 10, 210, 70, 10, 70 };
  /* An L with arms 40 mm wide: the circle touches both outer sides and
   * the inner corner (40, 40): r = 40 (2 - sqrt 2). */
  const double ell[] = { 0, 0, 100, 0, 100, 40, 40, 40, 40, 100, 0, 100 };
  /* The same square with a 20 mm hole in the middle: the best circle
   * sits in a corner, touching two sides and a corner of the hole. */
  const double hole[] = { 40, 40, 60, 40, 60, 60, 40, 60 };
  double cx, cy, r;

  r = circle (square, 4, NULL, 0, &cx, &cy);
  g_assert_cmpfloat (fabs (r - 50), <, 0.5);
  g_assert_cmpfloat (fabs (cx - 50), <, 0.5);
  g_assert_cmpfloat (fabs (cy - 50), <, 0.5);

  r = circle (rectangle, 4, NULL, 0, &cx, &cy);
  g_assert_cmpfloat (fabs (r - 30), <, 0.5);
  g_assert_cmpfloat (fabs (cy - 40), <, 0.5);
  g_assert_cmpfloat (cx, >, 10 + 29.5);
  g_assert_cmpfloat (cx, <, 210 - 29.5);

  r = circle (ell, 6, NULL, 0, &cx, &cy);
  g_assert_cmpfloat (fabs (r - 40 * (2 - G_SQRT2)), <, 0.5);

  r = circle (square, 4, hole, 4, &cx, &cy);
  g_assert_cmpfloat (fabs (r - 40 * (2 - G_SQRT2)), <, 0.5);
  /* Not in the hole. */
  g_assert_false (cx > 40 && cx < 60 && cy > 40 && cy < 60);

  /* Degenerate input gives 0, not a crash. */
  {
    const double flat[] = { 0, 0, 100, 0, 50, 0 };
    g_assert_cmpfloat (circle (flat, 3, NULL, 0, &cx, &cy), ==, 0);
  }
}

/* Small polygons take an exact path (circles through three edges or
 * reflex corners); the same polygon with each edge cut in four takes
 * polylabel. They must agree to polylabel's 0.1 mm, and the exact one can
 * never be the smaller. */
static void
test_inscribed_circle_paths_agree (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint trial = 0; trial < 400; trial++)
    {
      guint n = g_rand_int_range (rand, 3, 11);
      double angles[10], xy[20], fine[80];
      double exact, approx, cx, cy;

      for (guint i = 0; i < n; i++)
        angles[i] = g_rand_double_range (rand, 0, 2 * G_PI);
      for (guint i = 1; i < n; i++)
        for (guint j = i; j > 0 && angles[j - 1] > angles[j]; j--)
          {
            double tmp = angles[j];
            angles[j] = angles[j - 1];
            angles[j - 1] = tmp;
          }
      /* A ring around (100, 100) with every angular gap under a half turn
       * is star-shaped, hence simple. */
      {
        gboolean simple = TRUE;
        for (guint i = 0; i < n; i++)
          {
            double gap = i + 1 < n ? angles[i + 1] - angles[i] : angles[0] + 2 * G_PI - angles[i];
            if (gap >= G_PI * 0.95)
              simple = FALSE;
          }
        if (!simple)
          continue;
      }
      for (guint i = 0; i < n; i++)
        {
          double radius = g_rand_double_range (rand, 15, 60);
          xy[2 * i] = 100 + radius * cos (angles[i]);
          xy[2 * i + 1] = 100 + radius * sin (angles[i]);
        }
      for (guint i = 0; i < n; i++)
        for (guint k = 0; k < 4; k++)
          {
            guint j = (i + 1) % n;
            fine[8 * i + 2 * k] = xy[2 * i] + (xy[2 * j] - xy[2 * i]) * k / 4.0;
            fine[8 * i + 2 * k + 1] = xy[2 * i + 1] + (xy[2 * j + 1] - xy[2 * i + 1]) * k / 4.0;
          }
      exact = sw_polygon_inscribed_circle (xy, n, NULL, NULL, 0, 0.1, &cx, &cy);
      approx = sw_polygon_inscribed_circle (fine, 4 * n, NULL, NULL, 0, 0.1, &cx, &cy);
      g_assert_cmpfloat (exact, >=, approx - 1e-6);
      g_assert_cmpfloat (exact, <=, approx + 0.1 + 1e-6);
    }
}

/* Rings naming unknown vertices or with fewer than 3 points are skipped. */
static void
test_robust_against_broken_rings (void)
{
  g_autoptr(SwMap) map = grid_map_new (2, 1, 100);
  const guint bad[] = { 1, 2, 999 };
  const guint two[] = { 1, 2 };
  SwRegion *r;
  SwTopology *t;

  r = sw_map_add_region (map, "ghost", "hill");
  r->outline = sw_ring_new (bad, G_N_ELEMENTS (bad));
  r = sw_map_add_region (map, "line", "hill");
  r->outline = sw_ring_new (two, G_N_ELEMENTS (two));
  sw_map_add_region (map, "empty", "hill")->outline = sw_ring_new (NULL, 0);
  sw_map_changed (map);
  t = sw_map_get_topology (map);

  g_assert_cmpuint (t->n_regions, ==, 5);
  g_assert_cmpuint (t->n_adjacent_pairs, ==, 1);
  g_assert_null (contact (t, map, "ghost", "r0.0"));
  g_assert_null (contact (t, map, "line", "r0.0"));
  g_assert_true (isnan (t->inscribed_radius[region_index (map, "ghost")]));
}

/* ---- The geometric checks on in-memory maps ---- */

static GPtrArray *
geometry_issues (SwMap *map)
{
  GPtrArray *issues = sw_issue_list_new ();

  sw_validate_geometry (map, sw_map_get_topology (map), sw_catalog_get (map->edition), issues);
  for (guint i = 0; i < issues->len; i++)
    g_test_message ("reported: %s [%s]", ((SwIssue *) g_ptr_array_index (issues, i))->message,
                    ((SwIssue *) g_ptr_array_index (issues, i))->code);
  return issues;
}

static guint
count_code (GPtrArray *issues, const char *code)
{
  guint n = 0;
  for (guint i = 0; i < issues->len; i++)
    if (g_str_equal (((SwIssue *) g_ptr_array_index (issues, i))->code, code))
      n++;
  return n;
}

static gboolean
has_message (GPtrArray *issues, const char *start)
{
  for (guint i = 0; i < issues->len; i++)
    if (g_str_has_prefix (((SwIssue *) g_ptr_array_index (issues, i))->message, start))
      return TRUE;
  return FALSE;
}

/* N of "CODE: N more problems of this kind are not listed", or 0. */
static guint
more_count (GPtrArray *issues, const char *code)
{
  g_autofree char *start = g_strconcat (code, ": ", NULL);
  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);
      if (g_str_has_prefix (issue->message, start) && strstr (issue->message, " more problem") != NULL)
        return (guint) g_ascii_strtoull (issue->message + strlen (start), NULL, 10);
    }
  return 0;
}

/* A field with a lake in a hole: a sound partition. Without the lake the
 * hole is uncovered: a gap. */
static void
test_geometry_hole (void)
{
  g_autoptr(SwMap) map = sw_map_new ("base");
  g_autoptr(GPtrArray) issues = NULL;
  const guint field[] = { 1, 2, 3, 4 };
  const guint hole[] = { 5, 6, 7, 8 };
  SwRegion *r;

  sw_map_add_board (map, "main", 100, 100);
  sw_map_add_vertex (map, 1, 0, 0);
  sw_map_add_vertex (map, 2, 100, 0);
  sw_map_add_vertex (map, 3, 100, 100);
  sw_map_add_vertex (map, 4, 0, 100);
  sw_map_add_vertex (map, 5, 30, 30);
  sw_map_add_vertex (map, 6, 70, 30);
  sw_map_add_vertex (map, 7, 70, 70);
  sw_map_add_vertex (map, 8, 30, 70);
  r = sw_map_add_region (map, "field", "farmland");
  r->outline = sw_ring_new (field, 4);
  g_ptr_array_add (r->holes, sw_ring_new (hole, 4));
  r = sw_map_add_region (map, "lake", "lake");
  r->outline = sw_ring_new (hole, 4);
  sw_map_changed (map);

  issues = geometry_issues (map);
  g_assert_cmpuint (issues->len, ==, 0);
  g_clear_pointer (&issues, g_ptr_array_unref);

  g_ptr_array_remove_index (map->regions, 1);
  sw_map_changed (map);
  issues = geometry_issues (map);
  g_assert_cmpuint (count_code (issues, "board-gap"), ==, 1);
  g_assert_cmpuint (issues->len, ==, 1);
}

/* Each board has its own coordinates: regions of two boards may share
 * numbers without overlapping. */
static void
test_geometry_two_boards (void)
{
  g_autoptr(SwMap) map = sw_map_new ("base");
  g_autoptr(GPtrArray) issues = NULL;
  const guint a[] = { 1, 2, 3, 4 }, b[] = { 5, 6, 7, 8 };
  SwRegion *r;

  sw_map_add_board (map, "north", 100, 100);
  sw_map_add_board (map, "south", 100, 100);
  sw_map_add_vertex (map, 1, 0, 0);
  sw_map_add_vertex (map, 2, 100, 0);
  sw_map_add_vertex (map, 3, 100, 100);
  sw_map_add_vertex (map, 4, 0, 100);
  sw_map_add_vertex (map, 5, 0, 0);
  sw_map_add_vertex (map, 6, 100, 0);
  sw_map_add_vertex (map, 7, 100, 100);
  sw_map_add_vertex (map, 8, 0, 100);
  r = sw_map_add_region (map, "n", "farmland");
  r->board = g_strdup ("north");
  r->outline = sw_ring_new (a, 4);
  r = sw_map_add_region (map, "s", "hill");
  r->board = g_strdup ("south");
  r->outline = sw_ring_new (b, 4);
  sw_map_changed (map);

  issues = geometry_issues (map);
  g_assert_cmpuint (issues->len, ==, 0);
  g_assert_true (is_border (sw_map_get_topology (map), map, "n"));
  g_assert_true (is_border (sw_map_get_topology (map), map, "s"));
}

/* Two regions crossing in many places give one issue for the pair. */
static void
test_geometry_one_issue_per_pair (void)
{
  g_autoptr(SwMap) map = grid_map_new (2, 1, 100);
  g_autoptr(GPtrArray) issues = NULL;
  const guint comb[] = { 200, 201, 202, 203, 204, 205, 206, 207 };
  SwRegion *r;

  /* An S-shaped region whose four arms cross the border of r0.0 and r0.1. */
  const double xy[8][2] = { { 50, 20 }, { 150, 20 }, { 150, 40 }, { 60, 40 },
                            { 60, 60 }, { 150, 60 }, { 150, 80 }, { 50, 80 } };
  for (guint i = 0; i < 8; i++)
    sw_map_add_vertex (map, 200 + i, xy[i][0], xy[i][1]);
  r = sw_map_add_region (map, "zig", "hill");
  r->outline = sw_ring_new (comb, 8);
  sw_map_changed (map);

  issues = geometry_issues (map);
  g_assert_cmpuint (count_code (issues, "regions-overlap"), ==, 2);
  g_assert_cmpuint (count_code (issues, "outline-self-intersecting"), ==, 0);
}

/* 200 wedges round one vertex: no quadratic blow-up and no false alarm
 * beyond the print-size ones (the wedges are thin). */
static void
test_geometry_fan (void)
{
  g_autoptr(SwMap) map = sw_map_new ("base");
  g_autoptr(GPtrArray) issues = NULL;
  guint n = 200;

  sw_map_add_board (map, "main", 1000, 1000);
  sw_map_add_vertex (map, 1, 500, 500);
  for (guint i = 0; i < n; i++)
    sw_map_add_vertex (map, 2 + i, 500 + 400 * cos (2 * G_PI * i / n), 500 + 400 * sin (2 * G_PI * i / n));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("w%u", i);
      guint ring[3] = { 1, 2 + i, 2 + (i + 1) % n };
      sw_map_add_region (map, id, "hill")->outline = sw_ring_new (ring, 3);
    }
  sw_map_changed (map);

  issues = geometry_issues (map);
  g_assert_cmpuint (sw_map_get_topology (map)->n_adjacent_pairs, ==, n);
  g_assert_cmpuint (count_code (issues, "regions-overlap"), ==, 0);
  /* the board's corners: the first ones listed, the rest counted */
  g_assert_cmpuint (count_code (issues, "board-gap"), ==, SW_VALIDATE_MAX_REPORTS_PER_CODE + 1);
  g_assert_true (has_message (issues, "board-gap: 100 more problems of this kind are not listed"));
  g_assert_cmpuint (count_code (issues, "region-too-small"), ==, n);
}

/* A hostile file: 3,000 copies of one square. Everything stays linear-ish
 * and every copy is listed or counted. */
static void
test_geometry_stacked_copies (void)
{
  g_autoptr(SwMap) map = sw_map_new ("base");
  g_autoptr(GPtrArray) issues = NULL;
  const guint square[] = { 1, 2, 3, 4 };
  guint n = 3000;

  sw_map_add_board (map, "main", 100, 100);
  sw_map_add_vertex (map, 1, 0, 0);
  sw_map_add_vertex (map, 2, 100, 0);
  sw_map_add_vertex (map, 3, 100, 100);
  sw_map_add_vertex (map, 4, 0, 100);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("c%u", i);
      sw_map_add_region (map, id, "hill")->outline = sw_ring_new (square, 4);
    }
  sw_map_changed (map);

  issues = geometry_issues (map);
  g_assert_cmpuint (count_code (issues, "regions-overlap"), ==, SW_VALIDATE_MAX_REPORTS_PER_CODE + 1);
  g_assert_true (has_message (issues, "regions-overlap: "));
  g_assert_cmpuint (more_count (issues, "regions-overlap"), >=, n - 1 - SW_VALIDATE_MAX_REPORTS_PER_CODE);
}

/* A brick wall of w x h regions: every vertex has three regions, so no
 * corner touches; used to measure the cost of a 30,000-region map. */
static SwMap *
brick_map_new (guint cols, guint rows, double bw, double bh, double jitter)
{
  SwMap *map = sw_map_new ("base");
  guint stride = 2 * cols + 1;
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);

  sw_map_add_board (map, "main", cols * bw, rows * bh);
  for (guint j = 0; j <= rows; j++)
    for (guint k = 0; k < stride; k++)
      {
        double x = k * bw / 2, y = j * bh;
        /* Inner points move a little, as in a hand-drawn map. */
        if (k > 0 && k + 1 < stride)
          x += g_rand_double_range (rand, -jitter, jitter);
        if (j > 0 && j < rows)
          y += g_rand_double_range (rand, -jitter, jitter);
        sw_map_add_vertex (map, j * stride + k + 1, x, y);
      }
  for (guint j = 0; j < rows; j++)
    {
      guint k0 = 0;
      while (k0 < 2 * cols)
        {
          guint k1 = (j % 2 == 1 && k0 == 0) ? 1 : MIN (k0 + 2, 2 * cols);
          g_autofree char *id = g_strdup_printf ("b%u.%u", j, k0);
          g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
          SwRegion *r = sw_map_add_region (map, id, j % 3 ? "forest" : "hill");

          for (guint k = k0; k <= k1; k++)
            {
              guint v = j * stride + k + 1;
              g_array_append_val (ids, v);
            }
          for (guint k = k1 + 1; k-- > k0; )
            {
              guint v = (j + 1) * stride + k + 1;
              g_array_append_val (ids, v);
            }
          r->outline = sw_ring_new ((guint *) ids->data, ids->len);
          k0 = k1;
        }
    }
  sw_map_changed (map);
  return map;
}

/* CPU seconds: the machine running the tests may be busy. */
static double
cpu_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
test_brick_map (void)
{
  guint cols = g_test_perf () ? 173 : 12, rows = g_test_perf () ? 173 : 10;
  g_autoptr(SwMap) map = brick_map_new (cols, rows, 50, 30, 3);
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  SwTopology *t;
  double start, t_topology, t_checks;
  guint n = map->regions->len;

  start = cpu_seconds ();
  t = sw_map_get_topology (map);
  t_topology = cpu_seconds () - start;
  start = cpu_seconds ();
  sw_validate_geometry (map, t, sw_catalog_get ("base"), issues);
  t_checks = cpu_seconds () - start;
  g_test_message ("%u regions: topology %.0f ms, geometric checks %.0f ms (CPU time)",
                  n, t_topology * 1000, t_checks * 1000);

  for (guint i = 0; i < issues->len; i++)
    g_test_message ("unexpected: %s", ((SwIssue *) g_ptr_array_index (issues, i))->message);
  g_assert_cmpuint (issues->len, ==, 0);

  for (guint i = 0; i < t->contacts->len; i++)
    g_assert_cmpint (g_array_index (t->contacts, SwContact, i).flags, ==, SW_CONTACT_BORDER);
  /* Each row has cols - 1 (even) or cols (odd) side neighbours; between
   * two rows every inner brick line crossing counts: 2 cols pairs. */
  {
    guint expected = 0;
    for (guint j = 0; j < rows; j++)
      expected += (j % 2 == 0) ? cols - 1 : cols;
    expected += (rows - 1) * (2 * cols);
    g_assert_cmpuint (t->n_adjacent_pairs, ==, expected);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/topology/grid-adjacency", test_grid_adjacency);
  g_test_add_func ("/topology/links-and-barriers", test_links_and_barriers);
  g_test_add_func ("/topology/cache", test_topology_cache);
  g_test_add_func ("/topology/border-sea-shore", test_border_sea_shore);
  g_test_add_func ("/topology/border-graph-only", test_border_graph_only);
  g_test_add_func ("/topology/corner-touches", test_corner_touches);
  g_test_add_func ("/topology/shared-lengths-and-holes", test_shared_lengths_and_holes);
  g_test_add_func ("/topology/inscribed-circles", test_inscribed_circles);
  g_test_add_func ("/topology/inscribed-circle-paths-agree", test_inscribed_circle_paths_agree);
  g_test_add_func ("/topology/broken-rings", test_robust_against_broken_rings);
  g_test_add_func ("/topology/brick-map", test_brick_map);
  g_test_add_func ("/geometry/hole", test_geometry_hole);
  g_test_add_func ("/geometry/two-boards", test_geometry_two_boards);
  g_test_add_func ("/geometry/one-issue-per-pair", test_geometry_one_issue_per_pair);
  g_test_add_func ("/geometry/fan", test_geometry_fan);
  g_test_add_func ("/geometry/stacked-copies", test_geometry_stacked_copies);
  return g_test_run ();
}
