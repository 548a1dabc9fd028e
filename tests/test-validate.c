/* test-validate.c: every fixture in tests/data reports what its expect comments say; valid maps report nothing. */

#include "config.h"
#define G_LOG_DOMAIN "test-validate"

#include <glib.h>
#include <string.h>

#include "sw-catalog.h"
#include "sw-issue.h"
#include "sw-map.h"
#include "sw-map-xml.h"
#include "sw-validate.h"

/* Every code of the two tables of docs/map-format.md, with its severity: the format's
 * promise that each one can be reported, and reported as what it is. */
static const struct {
  const char *code;
  SwSeverity  severity;
} format_codes[] = {
  { "xml-malformed", SW_SEVERITY_ERROR },
  { "schema", SW_SEVERITY_ERROR },
  { "version-unsupported", SW_SEVERITY_ERROR },
  { "duplicate-id", SW_SEVERITY_ERROR },
  { "unknown-ref", SW_SEVERITY_ERROR },
  { "unknown-terrain", SW_SEVERITY_ERROR },
  { "unknown-symbol", SW_SEVERITY_ERROR },
  { "unknown-marker", SW_SEVERITY_ERROR },
  { "outline-degenerate", SW_SEVERITY_ERROR },
  { "outline-self-intersecting", SW_SEVERITY_ERROR },
  { "regions-overlap", SW_SEVERITY_ERROR },
  { "board-gap", SW_SEVERITY_ERROR },
  { "outside-board", SW_SEVERITY_ERROR },
  { "self-link", SW_SEVERITY_ERROR },
  { "duplicate-link", SW_SEVERITY_ERROR },
  { "barrier-without-border", SW_SEVERITY_ERROR },
  { "isolated-region", SW_SEVERITY_ERROR },
  { "disconnected", SW_SEVERITY_ERROR },
  { "marker-on-water", SW_SEVERITY_ERROR },
  { "too-many-markers", SW_SEVERITY_ERROR },
  { "no-entry-region", SW_SEVERITY_ERROR },
  { "symbol-misplaced", SW_SEVERITY_ERROR },
  { "marker-misplaced", SW_SEVERITY_ERROR },
  { "markers-adjacent", SW_SEVERITY_ERROR },
  { "symbol-per-board", SW_SEVERITY_ERROR },
  { "board-without-entry", SW_SEVERITY_ERROR },
  { "cross-board-adjacency", SW_SEVERITY_ERROR },
  { "scenario-boards", SW_SEVERITY_ERROR },
  { "corner-touch", SW_SEVERITY_WARNING },
  { "short-border", SW_SEVERITY_WARNING },
  { "region-too-small", SW_SEVERITY_WARNING },
  { "link-not-drawn", SW_SEVERITY_WARNING },
  { "scenario-mismatch", SW_SEVERITY_WARNING },
  { "unknown-element", SW_SEVERITY_WARNING },
  { "planarity", SW_SEVERITY_WARNING },
  { "no-geometry", SW_SEVERITY_WARNING },
};

/* One `<!-- expect: CODE [regions=a,b] [line=N] -->` comment. */
typedef struct {
  char  *code;
  GStrv  regions;   /* NULL: any */
  gint   line;      /* -1: any */
  char  *text;      /* as written, for messages */
} Expectation;

typedef struct {
  char      *path;
  GPtrArray *expectations;   /* Expectation */
  gboolean   only;           /* <!-- expect-only -->: nothing else may be reported */
} Fixture;

static void
expectation_free (Expectation *expectation)
{
  g_free (expectation->code);
  g_strfreev (expectation->regions);
  g_free (expectation->text);
  g_free (expectation);
}

static void
fixture_free (Fixture *fixture)
{
  g_free (fixture->path);
  g_ptr_array_unref (fixture->expectations);
  g_free (fixture);
}

static Expectation *
expectation_parse (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\r\n", -1);
  Expectation *expectation = g_new0 (Expectation, 1);

  expectation->line = -1;
  expectation->text = g_strdup (text);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *word = words[i];

      if (*word == '\0')
        continue;
      if (g_str_has_prefix (word, "regions="))
        expectation->regions = g_strsplit (word + strlen ("regions="), ",", -1);
      else if (g_str_has_prefix (word, "line="))
        expectation->line = (gint) g_ascii_strtoll (word + strlen ("line="), NULL, 10);
      else if (expectation->code == NULL)
        expectation->code = g_strdup (word);
      else
        g_error ("expect comment “%s”: do not know what “%s” means", text, word);
    }
  if (expectation->code == NULL)
    g_error ("expect comment “%s” names no code", text);
  return expectation;
}

/* Reads the expect comments of a fixture; NULL when the file has none. */
static Fixture *
fixture_load (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  Fixture *fixture;
  const char *cursor;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);

  fixture = g_new0 (Fixture, 1);
  fixture->path = g_strdup (path);
  fixture->expectations = g_ptr_array_new_with_free_func ((GDestroyNotify) expectation_free);
  for (cursor = strstr (contents, "<!--"); cursor != NULL; cursor = strstr (cursor, "<!--"))
    {
      const char *end = strstr (cursor, "-->");
      g_autofree char *comment = NULL;

      if (end == NULL)
        break;
      comment = g_strstrip (g_strndup (cursor + 4, end - cursor - 4));
      if (g_str_has_prefix (comment, "expect:"))
        g_ptr_array_add (fixture->expectations, expectation_parse (comment + strlen ("expect:")));
      else if (g_str_equal (comment, "expect-only"))
        fixture->only = TRUE;
      cursor = end + 3;
    }
  if (fixture->expectations->len == 0)
    {
      fixture_free (fixture);
      return NULL;
    }
  return fixture;
}

/* Same region ids, in any order. */
static gboolean
region_sets_equal (const char *const *a,
                   const char *const *b)
{
  guint n = g_strv_length ((char **) a);

  if (n != g_strv_length ((char **) b))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!g_strv_contains (b, a[i]))
      return FALSE;
  return TRUE;
}

static gboolean
expectation_matches (const Expectation *expectation,
                     const SwIssue     *issue)
{
  return g_str_equal (expectation->code, issue->code)
         && (expectation->line < 0 || (guint) expectation->line == issue->line)
         && (expectation->regions == NULL
             || region_sets_equal ((const char *const *) expectation->regions,
                                   (const char *const *) issue->regions));
}

static char *
issues_to_text (GPtrArray *issues)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);
      g_autofree char *regions = g_strjoinv (",", issue->regions);

      g_string_append_printf (text, "\n  line %u: %s [%s] regions=%s", issue->line, issue->message,
                              issue->code, regions);
    }
  if (issues->len == 0)
    g_string_append (text, " nothing");
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_fixture (gconstpointer data)
{
  const Fixture *fixture = data;
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *reported = NULL;

  g_assert_true (sw_validate_file (fixture->path, issues, &error));
  g_assert_no_error (error);
  reported = issues_to_text (issues);

  for (guint e = 0; e < fixture->expectations->len; e++)
    {
      const Expectation *expectation = g_ptr_array_index (fixture->expectations, e);
      gboolean found = FALSE;

      for (guint i = 0; i < issues->len && !found; i++)
        found = expectation_matches (expectation, g_ptr_array_index (issues, i));
      if (!found)
        g_test_fail_printf ("%s: expected “%s”, reported:%s", fixture->path, expectation->text, reported);
    }

  if (!fixture->only)
    return;
  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);
      gboolean expected = FALSE;

      for (guint e = 0; e < fixture->expectations->len && !expected; e++)
        expected = expectation_matches (g_ptr_array_index (fixture->expectations, e), issue);
      if (!expected)
        g_test_fail_printf ("%s: expect-only, but also reported line %u: %s [%s]", fixture->path,
                            issue->line, issue->message, issue->code);
    }
}

static void
test_valid_map (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (sw_validate_file (path, issues, &error));
  g_assert_no_error (error);
  if (issues->len > 0)
    {
      g_autofree char *reported = issues_to_text (issues);
      g_test_fail_printf ("%s should report nothing, reported:%s", path, reported);
    }
}

/* Every .swmap under DIR, recursively, sorted so that test order is stable. */
static void
collect_maps (const char *dir,
              GPtrArray  *paths)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  if (handle == NULL)
    return;
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_maps (path, paths);
      else if (g_str_has_suffix (name, ".swmap"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

static gint
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static GPtrArray *fixtures;   /* Fixture, for the coverage test */
static guint n_valid_maps;

static void
test_every_code_has_a_fixture (void)
{
  g_autoptr(GString) missing = g_string_new (NULL);

  for (guint c = 0; c < G_N_ELEMENTS (format_codes); c++)
    {
      gboolean covered = FALSE;

      for (guint f = 0; f < fixtures->len && !covered; f++)
        {
          const Fixture *fixture = g_ptr_array_index (fixtures, f);

          for (guint e = 0; e < fixture->expectations->len && !covered; e++)
            covered = g_str_equal (((Expectation *) g_ptr_array_index (fixture->expectations, e))->code,
                                   format_codes[c].code);
        }
      if (!covered)
        g_string_append_printf (missing, " %s", format_codes[c].code);
    }
  if (missing->len > 0)
    g_test_fail_printf ("no fixture in tests/data expects these codes:%s", missing->str);
  g_assert_cmpuint (n_valid_maps, >, 0);
}

static void
test_code_severities (void)
{
  for (guint c = 0; c < G_N_ELEMENTS (format_codes); c++)
    if (sw_issue_code_severity (format_codes[c].code) != format_codes[c].severity)
      g_test_fail_printf ("%s should be %s", format_codes[c].code,
                          format_codes[c].severity == SW_SEVERITY_ERROR ? "an error" : "a warning");
}

/* A graph-only map of N regions in a W-wide grid of farmland joined by
 * links; the first row is at the edge. Planar, connected, one entry row. */
static SwMap *
make_grid_map (guint n,
               guint width)
{
  g_autoptr(SwMap) map = sw_map_new ("base");

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("r%u", i);
      SwRegion *region = sw_map_add_region (map, id, "farmland");

      region->border = i < width ? SW_BORDER_YES : SW_BORDER_NO;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *a = g_strdup_printf ("r%u", i);

      if ((i + 1) % width != 0 && i + 1 < n)
        {
          g_autofree char *b = g_strdup_printf ("r%u", i + 1);
          sw_map_add_link (map, a, b, NULL);
        }
      if (i + width < n)
        {
          g_autofree char *b = g_strdup_printf ("r%u", i + width);
          sw_map_add_link (map, a, b, NULL);
        }
    }
  sw_map_changed (map);
  return g_steal_pointer (&map);
}

static gboolean
issues_are_only (GPtrArray  *issues,
                 const char *code)
{
  for (guint i = 0; i < issues->len; i++)
    if (!g_str_equal (((SwIssue *) g_ptr_array_index (issues, i))->code, code))
      return FALSE;
  return issues->len > 0;
}

/* "far" is more than 25% away from the catalog's usual size: 23 regions
 * for 2 players tolerates 18..28. */
static void
test_scenario_threshold (void)
{
  const struct { guint regions; gboolean warns; } cases[] = {
    { 16, TRUE }, { 17, TRUE }, { 18, FALSE }, { 23, FALSE }, { 28, FALSE }, { 29, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(SwMap) map = make_grid_map (cases[i].regions, 5);
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();

      sw_map_add_scenario (map, 2, 10);
      sw_map_changed (map);
      sw_validate_map (map, issues);
      g_assert_true (sw_issue_list_has_code (issues, "no-geometry"));
      if (sw_issue_list_has_code (issues, "scenario-mismatch") != cases[i].warns)
        g_test_fail_printf ("%u regions for 2 players: scenario-mismatch %s", cases[i].regions,
                            cases[i].warns ? "expected but not reported" : "reported but not expected");
      g_assert_cmpuint (sw_issue_list_count (issues, SW_SEVERITY_ERROR), ==, 0);
      /* the edition by its name, not the file's id ("a 2-player base map") */
      for (guint k = 0; k < issues->len; k++)
        {
          const SwIssue *issue = g_ptr_array_index (issues, k);

          if (g_str_equal (issue->code, "scenario-mismatch"))
            g_assert_nonnull (strstr (issue->message, "a 2-player Small World map usually has 23"));
        }
    }
}

/* Five regions all linked to each other cannot be drawn on paper; once
 * the designer draws the link the warning names as a tunnel, as it asks,
 * the warning goes (it stayed: the tunnel was still counted as a border). */
static void
test_planarity_tunnel (void)
{
  static const char head[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<swmap version=\"1\" edition=\"base\">\n"
    "  <scenario players=\"2\" turns=\"10\"/>\n"
    "  <region id=\"r1\" terrain=\"farmland\" border=\"yes\"/>\n"
    "  <region id=\"r2\" terrain=\"hill\" border=\"yes\"/>\n"
    "  <region id=\"r3\" terrain=\"forest\" border=\"yes\"/>\n"
    "  <region id=\"r4\" terrain=\"swamp\" border=\"yes\"/>\n"
    "  <region id=\"r5\" terrain=\"mountain\" border=\"yes\"/>\n"
    "  <link a=\"r1\" b=\"r2\"/><link a=\"r1\" b=\"r3\"/><link a=\"r1\" b=\"r4\"/><link a=\"r1\" b=\"r5\"/>\n"
    "  <link a=\"r2\" b=\"r3\"/><link a=\"r2\" b=\"r4\"/><link a=\"r2\" b=\"r5\"/>\n"
    "  <link a=\"r3\" b=\"r4\"/><link a=\"r3\" b=\"r5\"/>\n";

  for (guint tunnel = 0; tunnel < 2; tunnel++)
    {
      g_autofree char *data = g_strconcat (head, tunnel ? "  <link a=\"r4\" b=\"r5\" kind=\"tunnel\"/>\n"
                                                         : "  <link a=\"r4\" b=\"r5\"/>\n",
                                           "</swmap>\n", NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = sw_map_load_data (data, strlen (data), NULL, &error);
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();

      g_assert_no_error (error);
      sw_validate_map (map, issues);
      g_assert_true (sw_issue_list_has_code (issues, "planarity") == !tunnel);
    }
}

/* A large map reports nothing spurious: every check holds at scale. */
static void
test_large_graph_map (void)
{
  g_autoptr(SwMap) map = make_grid_map (10000, 100);
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();

  sw_validate_map (map, issues);
  g_assert_cmpuint (issues->len, ==, 1);
  g_assert_cmpstr (((SwIssue *) g_ptr_array_index (issues, 0))->code, ==, "no-geometry");
}

/* A map for an edition the program does not know says so, by name. */
static void
test_unknown_edition (void)
{
  g_autoptr(SwMap) map = make_grid_map (6, 3);
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  const SwIssue *issue = NULL;

  g_free (map->edition);
  map->edition = g_strdup ("atlantis");
  sw_map_changed (map);
  sw_validate_map (map, issues);
  for (guint i = 0; i < issues->len; i++)
    if (g_str_equal (((SwIssue *) g_ptr_array_index (issues, i))->code, "unknown-ref"))
      issue = g_ptr_array_index (issues, i);
  g_assert_nonnull (issue);
  g_assert_nonnull (strstr (issue->message, "atlantis"));
  g_assert_nonnull (strstr (issue->message, "base"));
}

/* Where a first conquest may happen is the edition's data: the base game
 * takes a land region at the edge, Warcraft only one with an anchor. */
static void
test_entry_rule_from_catalog (void)
{
  const char *editions[] = { "base", "warcraft", "warcraft" };
  const gboolean with_anchor[] = { FALSE, FALSE, TRUE };
  const gboolean expect_no_entry[] = { FALSE, TRUE, FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (editions); i++)
    {
      g_autoptr(SwMap) map = make_grid_map (6, 3);   /* r0..r2 at the edge */
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();

      g_free (map->edition);
      map->edition = g_strdup (editions[i]);
      for (guint r = 0; r < map->regions->len; r++)
        {
          SwRegion *region = g_ptr_array_index (map->regions, r);

          g_free (region->terrain);
          region->terrain = g_strdup (g_str_equal (editions[i], "base") ? "farmland" : "field");
        }
      if (with_anchor[i])
        sw_region_add_symbol (g_ptr_array_index (map->regions, 4), "anchor");
      /* A Warcraft island also carries its one S/M/L mark (symbol-per-board). */
      if (g_str_equal (editions[i], "warcraft"))
        sw_region_add_symbol (g_ptr_array_index (map->regions, 5), "board-mark");
      sw_map_changed (map);
      sw_validate_map (map, issues);
      if (sw_issue_list_has_code (issues, "no-entry-region") != expect_no_entry[i])
        g_test_fail_printf ("%s map %s an anchor: no-entry-region %s", editions[i],
                            with_anchor[i] ? "with" : "without",
                            expect_no_entry[i] ? "expected, not reported" : "reported, not expected");
      g_assert_cmpuint (sw_issue_list_count (issues, SW_SEVERITY_ERROR), ==, expect_no_entry[i] ? 1 : 0);
    }
}

/* Underground (docs/rules.md 1.5): a river whose ends touch the board's edge is
 * an edge region, so races may enter there even when everything else at the
 * edge is chasm; with the river turned into a chasm no entry is left. */
static void
test_underground_river_ends_are_entries (void)
{
  const char *middle_terrain[] = { "river", "chasm" };

  for (guint i = 0; i < G_N_ELEMENTS (middle_terrain); i++)
    {
      g_autoptr(SwMap) map = sw_map_new ("underground");
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();
      const double xs[] = { 0, 30, 60, 90 };
      const char *terrains[] = { "chasm", middle_terrain[i], "chasm" };

      sw_map_add_board (map, "main", 90, 90);
      for (guint v = 0; v < 4; v++)
        {
          sw_map_add_vertex (map, v + 1, xs[v], 0);
          sw_map_add_vertex (map, v + 5, xs[v], 90);
        }
      for (guint r = 0; r < 3; r++)
        {
          g_autofree char *id = g_strdup_printf ("r%u", r);
          SwRegion *region = sw_map_add_region (map, id, terrains[r]);
          const guint ring[] = { r + 1, r + 2, r + 6, r + 5 };

          region->outline = sw_ring_new (ring, 4);
        }
      sw_map_changed (map);
      sw_validate_map (map, issues);
      g_assert_cmpint (sw_issue_list_has_code (issues, "no-entry-region"), ==, i == 1);
    }
}

/* A land island is "disconnected", a sea with no neighbour "isolated", each reported once. */
static void
test_isolated_and_disconnected_in_memory (void)
{
  g_autoptr(SwMap) map = make_grid_map (6, 3);
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  SwRegion *island;

  /* r6 and r7: an island of two land regions joined to each other only. */
  sw_map_add_region (map, "r6", "hill");
  sw_map_add_region (map, "r7", "forest");
  sw_map_add_link (map, "r6", "r7", NULL);
  island = sw_map_add_region (map, "r8", "sea");
  island->border = SW_BORDER_YES;
  sw_map_changed (map);
  sw_validate_map (map, issues);

  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);
      const char *island_ids[] = { "r6", "r7", NULL };
      const char *sea_ids[] = { "r8", NULL };

      if (g_str_equal (issue->code, "disconnected"))
        g_assert_true (region_sets_equal ((const char *const *) issue->regions, island_ids));
      else if (g_str_equal (issue->code, "isolated-region"))
        g_assert_true (region_sets_equal ((const char *const *) issue->regions, sea_ids));
    }
  g_assert_true (sw_issue_list_has_code (issues, "disconnected"));
  g_assert_true (sw_issue_list_has_code (issues, "isolated-region"));
  g_assert_false (issues_are_only (issues, "no-geometry"));
}

/* Every bundled map (the .swmap files in maps/) validates without an error; the drawn
 * Underground and Warcraft samples without a warning either. */
static void
test_bundled_maps_valid (void)
{
  g_autofree char *folder = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);

  collect_maps (folder, paths);
  g_assert_cmpuint (paths->len, >=, 7);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *name = g_path_get_basename (path);
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();
      g_autoptr(GError) error = NULL;

      g_assert_true (sw_validate_file (path, issues, &error));
      g_assert_no_error (error);
      for (guint k = 0; k < issues->len; k++)
        {
          const SwIssue *issue = g_ptr_array_index (issues, k);

          if (issue->severity == SW_SEVERITY_ERROR
              || (!g_str_has_prefix (name, "base-") && issue->severity == SW_SEVERITY_WARNING))
            g_test_fail_printf ("%s:%u: %s [%s]", name, issue->line, issue->message, issue->code);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *data_dir = NULL;

  g_test_init (&argc, &argv, NULL);
  data_dir = g_test_build_filename (G_TEST_DIST, "data", NULL);

  collect_maps (data_dir, paths);
  g_ptr_array_sort (paths, compare_strings);
  fixtures = g_ptr_array_new_with_free_func ((GDestroyNotify) fixture_free);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *relative = g_strndup (path + strlen (data_dir) + 1,
                                             strlen (path) - strlen (data_dir) - 1 - strlen (".swmap"));
      g_autofree char *basename = g_path_get_basename (path);
      Fixture *fixture = fixture_load (path);

      if (fixture != NULL)
        {
          g_autofree char *test_path = g_strconcat ("/validate/fixture/", relative, NULL);

          g_ptr_array_add (fixtures, fixture);
          g_test_add_data_func (test_path, fixture, test_fixture);
        }
      else if (g_str_has_prefix (basename, "valid-"))
        {
          g_autofree char *test_path = g_strconcat ("/validate/valid/", relative, NULL);

          n_valid_maps++;
          g_test_add_data_func (test_path, path, test_valid_map);
        }
    }

  g_test_add_func ("/validate/coverage/every-code-has-a-fixture", test_every_code_has_a_fixture);
  g_test_add_func ("/validate/planarity-tunnel", test_planarity_tunnel);
  g_test_add_func ("/validate/coverage/code-severities", test_code_severities);
  g_test_add_func ("/validate/scenario-threshold", test_scenario_threshold);
  g_test_add_func ("/validate/unknown-edition", test_unknown_edition);
  g_test_add_func ("/validate/entry-rule-from-catalog", test_entry_rule_from_catalog);
  g_test_add_func ("/validate/bundled-maps", test_bundled_maps_valid);
  g_test_add_func ("/validate/underground-river-ends", test_underground_river_ends_are_entries);
  g_test_add_func ("/validate/isolated-and-disconnected", test_isolated_and_disconnected_in_memory);
  g_test_add_func ("/validate/large-graph-map", test_large_graph_map);

  {
    int status = g_test_run ();

    g_ptr_array_unref (fixtures);
    return status;
  }
}
