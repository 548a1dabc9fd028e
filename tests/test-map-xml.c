/* test-map-xml.c: loading and canonical saving of map format 1 (round trips, warnings, errors with lines). */
#include "config.h"

#include <stdlib.h>
#include <math.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>
#include <locale.h>
#include "sw-issue.h"
#include "sw-map-xml.h"
#include "sw-map-xml-private.h"
#include "sw-test-map.h"

static char *
source_path (const char *first,
             ...)
{
  const char *root = g_getenv ("SW_SOURCE_DIR");
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  const char *part;
  va_list args;

  g_assert_nonnull (root);   /* meson test sets it */

  g_ptr_array_add (parts, (gpointer) root);
  va_start (args, first);
  for (part = first; part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

static SwMap *
load_string (const char  *text,
             GPtrArray   *issues,
             GError     **error)
{
  return sw_map_load_data (text, strlen (text), issues, error);
}

/* The issue of @code on @line, or NULL. */
static SwIssue *
find_issue (GPtrArray  *issues,
            const char *code,
            guint       line)
{
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);

      if (g_str_equal (issue->code, code) && issue->line == line)
        return issue;
    }
  return NULL;
}

static void
assert_every_issue_has_line (GPtrArray *issues)
{
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);

      if (issue->line == 0)
        g_error ("issue without a line: [%s] %s", issue->code, issue->message);
    }
}

/* Every .swmap under @dir, recursively. */
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

/* Both of the loader's paths give the same answer: the map (same bytes,
 * same lines), or the same refusal with the same issues, for every bundled
 * map and every fixture (the fixtures cover each kind of problem). */
static void
assert_paths_agree (const char *label,
                    const char *data,
                    gsize       length)
{
  g_autoptr(GPtrArray) issues_a = sw_issue_list_new ();
  g_autoptr(GPtrArray) issues_b = sw_issue_list_new ();
  g_autoptr(GError) error_a = NULL;
  g_autoptr(GError) error_b = NULL;
  g_autoptr(SwMap) a = sw_map_load_data (data, length, issues_a, &error_a);
  g_autoptr(SwMap) b = sw_map_load_data_through_tree (data, length, issues_b, &error_b);

  if ((a == NULL) != (b == NULL))
    g_error ("%s: the fast path %s it, the tree %s it", label,
             a != NULL ? "loads" : "refuses", b != NULL ? "loads" : "refuses");
  g_assert_cmpstr (error_a != NULL ? error_a->message : NULL, ==, error_b != NULL ? error_b->message : NULL);
  g_assert_cmpuint (issues_a->len, ==, issues_b->len);
  for (guint i = 0; i < issues_a->len; i++)
    {
      SwIssue *x = g_ptr_array_index (issues_a, i);
      SwIssue *y = g_ptr_array_index (issues_b, i);

      g_assert_cmpstr (x->code, ==, y->code);
      g_assert_cmpstr (x->message, ==, y->message);
      g_assert_cmpuint (x->line, ==, y->line);
      g_assert_cmpuint (x->column, ==, y->column);
    }
  if (a != NULL)
    {
      g_autoptr(GBytes) saved_a = sw_map_to_bytes (a);
      g_autoptr(GBytes) saved_b = sw_map_to_bytes (b);
      g_autofree char *difference = NULL;

      g_assert_true (g_bytes_equal (saved_a, saved_b));
      g_assert_true (sw_map_equal (a, b));
      difference = sw_test_map_line_difference (a, b);
      if (difference != NULL)
        g_error ("%s: the paths give the %s different lines", label, difference);
    }
}

static void
test_paths_agree (void)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *maps_dir = source_path ("maps", NULL);
  g_autofree char *data_dir = source_path ("tests", "data", NULL);

  collect_maps (maps_dir, paths);
  collect_maps (data_dir, paths);
  g_assert_cmpuint (paths->len, >, 50);

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      assert_paths_agree (path, contents, length);
    }
}

/* load -> save -> load -> save gives the same bytes and the same model. */
static void
test_round_trip_all (void)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *maps_dir = source_path ("maps", NULL);
  g_autofree char *data_dir = source_path ("tests", "data", NULL);
  guint n_tripped = 0;

  collect_maps (maps_dir, paths);
  collect_maps (data_dir, paths);
  g_assert_cmpuint (paths->len, >, 0);

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) first = sw_map_load_file (path, issues, &error);
      g_autoptr(SwMap) second = NULL, third = NULL;
      g_autoptr(GBytes) saved1 = NULL, saved2 = NULL;
      gsize size;
      const char *data;

      /* Fixtures of malformed or hostile files are meant not to load. */
      if (first == NULL)
        {
          g_test_message ("not loadable (as intended?): %s: %s", path, error->message);
          continue;
        }

      saved1 = sw_map_to_bytes (first);
      data = g_bytes_get_data (saved1, &size);
      second = sw_map_load_data (data, size, NULL, &error);
      if (second == NULL)
        g_error ("%s: the saved form does not load: %s", path, error->message);
      saved2 = sw_map_to_bytes (second);
      if (!g_bytes_equal (saved1, saved2))
        g_error ("%s: saving twice gives different bytes", path);

      third = sw_map_load_data (g_bytes_get_data (saved2, NULL), g_bytes_get_size (saved2), NULL, &error);
      g_assert_no_error (error);
      g_assert_true (sw_map_equal (second, third));

      /* The trip loses nothing: the first model equals the reloaded one
       * (our fixtures write texts in canonical order and numbers with at
       * most three decimals, which is what the saver keeps). */
      if (!sw_map_equal (first, second))
        g_error ("%s: the model changed in the round trip", path);
      n_tripped++;
    }

  g_test_message ("%u of %u maps round-tripped", n_tripped, paths->len);
  g_assert_cmpuint (n_tripped, >, 0);
}

/* A hand-written file in canonical form is saved back byte for byte. */
static void
test_canonical_fixture (void)
{
  g_autofree char *path = source_path ("tests", "data", "xml", "canonical.swmap", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(GBytes) saved = NULL;
  gsize length;
  SwRegion *region;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  map = sw_map_load_file (path, issues, &error);
  g_assert_no_error (error);
  g_assert_nonnull (map);
  g_assert_cmpuint (issues->len, ==, 0);

  saved = sw_map_to_bytes (map);
  g_assert_cmpmem (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), contents, length);

  /* And the model holds what the file says, lines included. */
  g_assert_cmpstr (map->edition, ==, "base");
  g_assert_cmpuint (map->titles->len, ==, 3);
  g_assert_cmpstr (((SwText *) g_ptr_array_index (map->titles, 0))->text, ==, "Two Kingdoms & a Lake");
  g_assert_cmpuint (map->scenarios->len, ==, 2);
  g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 1).turns, ==, 0);
  g_assert_cmpuint (map->boards->len, ==, 2);
  g_assert_cmpfloat (((SwBoard *) g_ptr_array_index (map->boards, 1))->y, ==, -12.25);
  g_assert_true (((SwBoard *) g_ptr_array_index (map->boards, 1))->has_position);
  g_assert_false (((SwBoard *) g_ptr_array_index (map->boards, 0))->has_position);
  g_assert_cmpuint (map->vertices->len, ==, 9);
  g_assert_cmpfloat (g_array_index (map->vertices, SwVertex, 6).x, ==, 50.125);
  g_assert_cmpuint (g_array_index (map->vertices, SwVertex, 6).line, ==, 19);
  g_assert_cmpuint (map->regions->len, ==, 4);

  region = g_ptr_array_index (map->regions, 0);
  g_assert_cmpuint (region->line, ==, 23);
  g_assert_cmpint (region->border, ==, SW_BORDER_YES);
  g_assert_cmpuint (region->outline->ids->len, ==, 4);
  g_assert_cmpuint (region->outline->line, ==, 26);
  g_assert_cmpuint (region->holes->len, ==, 1);
  g_assert_cmpuint (((SwSymbol *) g_ptr_array_index (region->symbols, 0))->line, ==, 28);
  g_assert_cmpuint (((SwStart *) g_ptr_array_index (region->starts, 0))->line, ==, 29);

  region = g_ptr_array_index (map->regions, 1);
  g_assert_cmpuint (((SwStart *) g_ptr_array_index (region->starts, 1))->count, ==, 2);
  region = g_ptr_array_index (map->regions, 3);
  g_assert_null (region->outline);
  g_assert_cmpstr (region->board, ==, "isle");

  g_assert_cmpuint (map->links->len, ==, 2);
  g_assert_cmpstr (((SwPair *) g_ptr_array_index (map->links, 0))->kind, ==, "bridge \"north\"");
  g_assert_cmpuint (((SwPair *) g_ptr_array_index (map->barriers, 0))->line, ==, 44);
}

/* Element order, spacing and number spelling differ from the canonical
 * form; the saver normalises all of it. */
static void
test_save_is_canonical (void)
{
  const char *loose =
    "<?xml version='1.0'?>\n"
    "<swmap edition='base'   version='1'>\n"
    "  <title xml:lang='zh-TW'>B</title><title>A</title>\n"
    "  <board height='420.000' width='+594.0' id='main'/>\n"
    "  <vertices> <v id='01' x='-0.0001' y='1.23456'/> <v x='2.5000' id='2' y='3'/> </vertices>\n"
    "  <region terrain='sea' id='r1'><outline> 1\n2  </outline><start count='1' type='x'/></region>\n"
    "</swmap>\n";
  const char *expected =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<swmap version=\"1\" edition=\"base\">\n"
    "  <title>A</title>\n"
    "  <title xml:lang=\"zh-TW\">B</title>\n"
    "  <board id=\"main\" width=\"594\" height=\"420\"/>\n"
    "  <vertices>\n"
    "    <v id=\"1\" x=\"0\" y=\"1.235\"/>\n"
    "    <v id=\"2\" x=\"2.5\" y=\"3\"/>\n"
    "  </vertices>\n"
    "  <region id=\"r1\" terrain=\"sea\">\n"
    "    <outline>1 2</outline>\n"
    "    <start type=\"x\"/>\n"
    "  </region>\n"
    "</swmap>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = load_string (loose, NULL, &error);
  g_autoptr(GBytes) saved = NULL;

  g_assert_no_error (error);
  saved = sw_map_to_bytes (map);
  g_assert_cmpmem (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), expected, strlen (expected));
}

static void
test_format_number (void)
{
  char buf[32];

  g_assert_cmpstr (sw_format_number (0, buf), ==, "0");
  g_assert_cmpstr (sw_format_number (-0.0, buf), ==, "0");
  g_assert_cmpstr (sw_format_number (-0.0004, buf), ==, "0");
  g_assert_cmpstr (sw_format_number (100, buf), ==, "100");
  g_assert_cmpstr (sw_format_number (-3.25, buf), ==, "-3.25");
  g_assert_cmpstr (sw_format_number (1.23456, buf), ==, "1.235");
  g_assert_cmpstr (sw_format_number (0.1 + 0.2, buf), ==, "0.3");
  g_assert_cmpstr (sw_format_number (1e-9, buf), ==, "0");
  g_assert_cmpstr (sw_format_number (123456.5, buf), ==, "123456.5");
  g_assert_cmpstr (sw_format_number (9999.9996, buf), ==, "10000");
  g_assert_cmpstr (sw_format_number (-1e12, buf), ==, "-1000000000000");

  /* Whatever the number, the digits of "%.3f" with trailing zeros
   * dropped: the save writes them without printf. */
  for (guint i = 0; i < 200000; i++)
    {
      double value = g_test_rand_double_range (-1e6, 1e6);
      char expected[G_ASCII_DTOSTR_BUF_SIZE];
      char *end;

      if (i % 4 == 1)
        value = round (value * 100) / 100;   /* as most maps write them */
      else if (i % 4 == 2)
        value = round (value) + g_test_rand_int_range (-1, 2) * 0.0005;   /* halfway */
      else if (i % 4 == 3)
        value /= 1e5;
      g_ascii_formatd (expected, sizeof expected, "%.3f", value);
      end = expected + strlen (expected) - 1;
      while (*end == '0')
        *end-- = '\0';
      if (*end == '.')
        *end = '\0';
      if (strcmp (expected, "-0") == 0)
        strcpy (expected, "0");
      g_assert_cmpstr (sw_format_number (value, buf), ==, expected);
    }
}

/* Unknown elements and attributes are dropped with a warning on their
 * line; the rest of the map loads. */
static void
test_unknown_element (void)
{
  const char *text =
    "<?xml version=\"1.0\"?>\n"                                           /* 1 */
    "<swmap version=\"1\" edition=\"base\" xmlns:ed=\"urn:example:editor\">\n"
    "  <title>T</title>\n"
    "  <colour>red</colour>\n"                                            /* 4 */
    "  <ed:view zoom=\"2\"/>\n"                                           /* 5 */
    "  <board id=\"main\" width=\"10\" height=\"10\" paper=\"A4\"/>\n"    /* 6 */
    "  <region id=\"r1\" terrain=\"sea\">\n"
    "    <flag/>\n"                                                       /* 8 */
    "    <symbol type=\"mine\" ed:note=\"x\"/>\n"                         /* 9 */
    "  </region>\n"
    "</swmap>\n";
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = load_string (text, issues, &error);
  SwRegion *region;

  g_assert_no_error (error);
  g_assert_nonnull (map);
  g_assert_cmpuint (issues->len, ==, 5);
  for (guint line = 4; line <= 9; line++)
    if (line != 7)
      {
        SwIssue *issue = find_issue (issues, "unknown-element", line);

        g_assert_nonnull (issue);
        g_assert_cmpint (issue->severity, ==, SW_SEVERITY_WARNING);
      }
  g_assert_nonnull (strstr (find_issue (issues, "unknown-element", 4)->message, "colour"));
  g_assert_nonnull (strstr (find_issue (issues, "unknown-element", 6)->message, "paper"));

  region = g_ptr_array_index (map->regions, 0);
  g_assert_cmpuint (region->symbols->len, ==, 1);
  g_assert_cmpuint (map->boards->len, ==, 1);
}

static void
test_version_unsupported (void)
{
  const char *text =
    "<?xml version=\"1.0\"?>\n"
    "<swmap version=\"3\" edition=\"base\">\n"
    "  <hexes/>\n"
    "</swmap>\n";
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = load_string (text, issues, &error);
  SwIssue *issue;

  g_assert_null (map);
  g_assert_error (error, SW_MAP_ERROR, SW_MAP_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "line 2: "));
  g_assert_cmpuint (issues->len, ==, 1);
  issue = find_issue (issues, "version-unsupported", 2);
  g_assert_nonnull (issue);
  g_assert_cmpstr (issue->message, ==,
                   "this map is format version 3; this program reads version 1 — update Small World Companion");
}

/* Schema errors refuse the map and point at their lines, all of them. */
static void
test_schema_errors (void)
{
  const char *text =
    "<?xml version=\"1.0\"?>\n"                                  /* 1 */
    "<swmap version=\"1\" edition=\"base\">\n"
    "  <scenario players=\"7\"/>\n"                              /* 3 */
    "  <vertices>\n"
    "    <v id=\"1\" x=\"NaN\" y=\"0\"/>\n"                      /* 5 */
    "    <v id=\"2\" x=\"1e3\" y=\"INF\"/>\n"                    /* 6 */
    "    <v id=\"0\" x=\"1\" y=\"1\"/>\n"                        /* 7 */
    "  </vertices>\n"
    "  <region id=\"r1\">\n"                                     /* 9: no terrain */
    "    <outline>1 2 x</outline>\n"                             /* 10 */
    "  </region>\n"
    "</swmap>\n";
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = load_string (text, issues, &error);

  g_assert_null (map);
  g_assert_error (error, SW_MAP_ERROR, SW_MAP_ERROR_INVALID);
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);
      g_test_message ("%u: [%s] %s", issue->line, issue->code, issue->message);
    }
  /* libxml2 only says "Element scenario failed to validate attributes";
   * the loader reads the schema to say which attribute and what it takes. */
  g_assert_cmpstr (find_issue (issues, "schema", 3)->message, ==,
                   "<scenario>: players=\"7\" is not allowed; players takes a whole number from 2 to 5");
  g_assert_cmpstr (find_issue (issues, "schema", 9)->message, ==, "<region> needs the attribute terrain");
  g_assert_nonnull (strstr (find_issue (issues, "schema", 5)->message, "x=\"NaN\" is not allowed"));
  g_assert_nonnull (find_issue (issues, "schema", 6));
  g_assert_nonnull (find_issue (issues, "schema", 7));
  g_assert_nonnull (find_issue (issues, "schema", 9));
  g_assert_nonnull (find_issue (issues, "schema", 10));
  assert_every_issue_has_line (issues);
}

/* Duplicate ids and dangling references are the validator's to report:
 * the loader keeps them exactly as written. */
static void
test_keeps_what_is_written (void)
{
  const char *text =
    "<swmap version=\"1\" edition=\"nowhere\">\n"
    "  <vertices><v id=\"1\" x=\"0\" y=\"0\"/><v id=\"1\" x=\"5\" y=\"5\"/></vertices>\n"
    "  <region id=\"r1\" terrain=\"lava\" board=\"ghost\"><outline>1 1 99</outline></region>\n"
    "  <region id=\"r1\" terrain=\"sea\"/>\n"
    "  <link a=\"r1\" b=\"r1\"/>\n"
    "  <barrier a=\"r1\" b=\"r404\"/>\n"
    "</swmap>";
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = load_string (text, issues, &error);
  SwRegion *region;

  g_assert_no_error (error);
  g_assert_cmpuint (issues->len, ==, 0);
  g_assert_cmpstr (map->edition, ==, "nowhere");
  g_assert_cmpuint (map->vertices->len, ==, 2);
  g_assert_cmpuint (map->regions->len, ==, 2);
  region = g_ptr_array_index (map->regions, 0);
  g_assert_cmpstr (region->board, ==, "ghost");
  g_assert_cmpuint (g_array_index (region->outline->ids, guint, 2), ==, 99);
  g_assert_cmpuint (map->links->len, ==, 1);
  g_assert_cmpstr (((SwPair *) g_ptr_array_index (map->barriers, 0))->b, ==, "r404");
  g_assert_cmpuint (((SwPair *) g_ptr_array_index (map->barriers, 0))->line, ==, 6);
}

/* The loader's own codes, one fixture each in tests/data/xml, in the
 * fixture convention of tests/data: <!-- expect: CODE line=N --> comments. */
static void
test_loader_fixtures (void)
{
  /* a fixture per code, named after it; then other cases, with their code */
  const char *codes[] = { "xml-malformed", "schema", "version-unsupported", "unknown-element", "schema" };
  const char *names[] = { NULL, NULL, NULL, NULL, "comment-in-outline.swmap" };
  g_autoptr(GRegex) expect = g_regex_new ("<!-- expect: ([a-z-]+) line=([0-9]+) -->", 0, 0, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      g_autofree char *name = names[i] != NULL ? g_strdup (names[i]) : g_strconcat (codes[i], ".swmap", NULL);
      g_autofree char *path = source_path ("tests", "data", "xml", name, NULL);
      g_autofree char *contents = NULL;
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(GMatchInfo) match = NULL;
      g_autoptr(SwMap) map = NULL;
      guint n_expected = 0;

      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      map = sw_map_load_file (path, issues, &error);
      g_assert_true ((map == NULL) == (sw_issue_code_severity (codes[i]) == SW_SEVERITY_ERROR));

      for (g_regex_match (expect, contents, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
        {
          g_autofree char *code = g_match_info_fetch (match, 1);
          g_autofree char *line = g_match_info_fetch (match, 2);

          g_assert_cmpstr (code, ==, codes[i]);
          if (find_issue (issues, code, (guint) atoi (line)) == NULL)
            g_error ("%s: no %s on line %s", name, code, line);
          n_expected++;
        }
      g_assert_cmpuint (n_expected, >, 0);
      /* Nothing but the expected code. */
      for (guint k = 0; k < issues->len; k++)
        g_assert_cmpstr (((SwIssue *) g_ptr_array_index (issues, k))->code, ==, codes[i]);
    }
}

/* Whatever the reason a file is refused, each error says where. */
static void
test_errors_carry_lines (void)
{
  const char *bad[] = {
    "<swmap version=\"1\" edition=\"base\">\n<title>x</titel>\n</swmap>",
    "<?xml version=\"1.0\"?>\n<map version=\"1\"/>",
    "<swmap version=\"1\"/>",
    "<swmap version=\"1\" edition=\"base\">\n  <region id=\"9bad\" terrain=\"sea\"/>\n</swmap>",
    "<swmap version=\"1\" edition=\"base\">\n  <link a=\"r1\" b=\"r2\"/>\n  <region id=\"r1\" terrain=\"sea\"/>\n</swmap>",
    "<swmap version=\"1\" edition=\"base\">\n  <vertices><v id=\"1\" x=\"1e400\" y=\"0\"/></vertices>\n</swmap>",
    "<swmap version=\"1\" edition=\"base\">\n  <vertices><v id=\"1\" x=\"99999999\" y=\"0\"/></vertices>\n</swmap>",
    "<swmap version=\"1\" edition=\"base\">\n  <vertices><v id=\"4294967296\" x=\"0\" y=\"0\"/></vertices>\n</swmap>",
    "<swmap version=\"1\" edition=\"base\">\n  text\n</swmap>",
    "",
    "just text",
    "<swmap version=\"1\" edition=\"base\"><title>&nbsp;</title></swmap>",
    "<swmap version=\"99999999999999999999999\" edition=\"base\"/>",
    "<swmap xmlns=\"urn:other\" version=\"1\" edition=\"base\"/>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = load_string (bad[i], issues, &error);

      g_test_message ("case %u: %s", i, error != NULL ? error->message : "(loaded)");
      assert_paths_agree (bad[i], bad[i], strlen (bad[i]));
      g_assert_null (map);
      g_assert_error (error, SW_MAP_ERROR, SW_MAP_ERROR_INVALID);
      g_assert_true (g_str_has_prefix (error->message, "line "));
      g_assert_cmpuint (issues->len, >, 0);
      assert_every_issue_has_line (issues);
      g_assert_cmpuint (sw_issue_list_count (issues, SW_SEVERITY_ERROR), >, 0);
    }
}

/* A file that cannot be read is a GIO error, not a map error. */
static void
test_file_errors (void)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file ("/nonexistent/dir/x.swmap", issues, &error);

  g_assert_null (map);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpuint (issues->len, ==, 0);
}

/* Saving is atomic and keeps the previous file as PATH~. */
static void
test_save_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-map-xml-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "m.swmap", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *old = NULL, *now = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_new ("base");
  g_autoptr(SwMap) reloaded = NULL;

  sw_map_add_text (map->titles, NULL, "First");
  g_assert_true (sw_map_save_file (map, path, &error));
  g_assert_no_error (error);

  sw_map_add_region (map, "r1", "sea");
  sw_map_changed (map);
  g_assert_true (sw_map_save_file (map, path, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (backup, &old, NULL, NULL));
  g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
  g_assert_null (strstr (old, "<region"));
  g_assert_nonnull (strstr (now, "<region id=\"r1\" terrain=\"sea\"/>"));

  reloaded = sw_map_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sw_map_equal (map, reloaded));

  g_unlink (backup);
  g_unlink (path);
  g_rmdir (dir);
}

/* A number that the loader would refuse (not finite, or beyond
 * SW_MAP_MAX_MILLIMETRES) is not written either: the save fails, names
 * what holds it, and the file on disk stays as it was, with no backup
 * made. At the limit it is saved and read back. */
static void
test_save_refuses_unsavable (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-map-xml-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "m.swmap", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *source = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-5p.swmap", NULL);
  g_autofree char *before = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_file (source, NULL, &error);
  const double bad[] = { NAN, INFINITY, -INFINITY, 2 * SW_MAP_MAX_MILLIMETRES, -1e300 };
  SwVertex *vertex;
  SwBoard *board;
  double x;

  g_assert_no_error (error);
  g_assert_true (sw_map_save_file (map, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  vertex = &g_array_index (map->vertices, SwVertex, 7);
  board = g_ptr_array_index (map->boards, 0);
  x = vertex->x;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *now = NULL;
      g_autofree char *id = g_strdup_printf ("Vertex %u ", vertex->id);

      vertex->x = bad[i];
      sw_map_changed (map);
      g_assert_false (sw_map_save_file (map, path, &error));
      g_assert_error (error, SW_MAP_ERROR, SW_MAP_ERROR_UNSAVABLE);
      g_assert_nonnull (strstr (error->message, id));
      g_clear_error (&error);
      g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
      g_assert_cmpstr (now, ==, before);
      g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
    }
  vertex->x = x;

  board->width = INFINITY;
  g_assert_false (sw_map_save_file (map, path, &error));
  g_assert_error (error, SW_MAP_ERROR, SW_MAP_ERROR_UNSAVABLE);
  g_assert_nonnull (strstr (error->message, board->id));
  g_clear_error (&error);

  /* the limit itself is a number a file holds */
  board->width = SW_MAP_MAX_MILLIMETRES;
  vertex->x = -SW_MAP_MAX_MILLIMETRES;
  sw_map_changed (map);
  g_assert_true (sw_map_save_file (map, path, &error));
  g_assert_no_error (error);
  {
    g_autoptr(SwMap) reloaded = sw_map_load_file (path, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpfloat (g_array_index (reloaded->vertices, SwVertex, 7).x, ==, -SW_MAP_MAX_MILLIMETRES);
  }

  g_unlink (backup);
  g_unlink (path);
  g_rmdir (dir);
}

/* Saved through a symbolic link, the map it points to is replaced
 * atomically (its backup beside it) and the link stays a link. */
static void
test_save_through_link (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-map-xml-XXXXXX", NULL);
  g_autofree char *real = g_build_filename (dir, "real.swmap", NULL);
  g_autofree char *link = g_build_filename (dir, "link.swmap", NULL);
  g_autofree char *real_backup = g_strconcat (real, "~", NULL);
  g_autofree char *link_backup = g_strconcat (link, "~", NULL);
  g_autofree char *now = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_new ("base");

  sw_map_add_text (map->titles, NULL, "First");
  g_assert_true (sw_map_save_file (map, real, &error));
  g_assert_no_error (error);
  g_assert_cmpint (symlink ("real.swmap", link), ==, 0);

  sw_map_add_region (map, "r1", "sea");
  sw_map_changed (map);
  g_assert_true (sw_map_save_file (map, link, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (real, &now, NULL, NULL));
  g_assert_nonnull (strstr (now, "<region id=\"r1\" terrain=\"sea\"/>"));
  g_assert_true (g_file_test (real_backup, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (link_backup, G_FILE_TEST_EXISTS));

  g_unlink (real_backup);
  g_unlink (link);
  g_unlink (real);
  g_rmdir (dir);
}

/* A 30,000-region map (about 4 MB) loads and saves in linear time. The
 * bounds are loose (sanitizer builds are slow); a quadratic step would
 * blow them by far. */
static void
test_big_map_speed (void)
{
  const guint n = 30000, side = 174;
  g_autoptr(GString) text = g_string_new ("<swmap version=\"1\" edition=\"base\">\n<vertices>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GTimer) timer = g_timer_new ();
  double load_time, save_time;

  for (guint j = 0; j <= side; j++)
    for (guint i = 0; i <= side; i++)
      g_string_append_printf (text, "<v id=\"%u\" x=\"%u.5\" y=\"%u\"/>\n", j * (side + 1) + i + 1, i * 30, j * 30);
  g_string_append (text, "</vertices>\n");
  for (guint k = 0; k < n; k++)
    {
      guint a = (k / side) * (side + 1) + k % side + 1;

      g_string_append_printf (text, "<region id=\"r%u\" terrain=\"farmland\"><outline>%u %u %u %u</outline>%s</region>\n",
                              k, a, a + 1, a + side + 2, a + side + 1, k % 3 == 0 ? "<symbol type=\"mine\"/>" : "");
    }
  for (guint k = 0; k + 1 < n; k += 50)
    g_string_append_printf (text, "<link a=\"r%u\" b=\"r%u\"/>\n", k, k + 1);
  g_string_append (text, "</swmap>\n");

  g_timer_start (timer);
  map = sw_map_load_data (text->str, text->len, NULL, &error);
  load_time = g_timer_elapsed (timer, NULL);
  g_assert_no_error (error);
  g_assert_cmpuint (map->regions->len, ==, n);

  g_timer_start (timer);
  saved = sw_map_to_bytes (map);
  save_time = g_timer_elapsed (timer, NULL);

  g_test_message ("30,000 regions (%zu bytes): load %.3f s, save %.3f s", text->len, load_time, save_time);
  g_assert_cmpfloat (load_time, <, 10.0);
  g_assert_cmpfloat (save_time, <, 2.0);
}

/* A big map is read as it is parsed (the tree of a child of <swmap> is
 * freed once read), and the problems found far into it still carry their
 * own lines: past the first megabyte and past line 65535, where libxml2
 * stops counting lines in its nodes. Each case puts one problem on a
 * known line of an otherwise valid 70,000-line map. */
static void
test_streaming_far_lines (void)
{
  const guint n_vertices = 70000, target = 67000;
  const struct {
    const char *code;
    const char *vertex;     /* replaces the chosen <v> line */
    const char *expected;   /* in the message */
  } cases[] = {
    { NULL, "<v id=\"%u\" x=\"1\" y=\"0\"/>", NULL },   /* valid: read as it is parsed */
    { "schema", "<v id=\"%u\" x=\"1,5\" y=\"0\"/>", "x=\"1,5\"" },
    { "schema", "<v id=\"%u\" x=\"5000000\" y=\"0\"/>", "out of range" },
    { "unknown-element", "<v id=\"%u\" x=\"1\" y=\"0\" colour=\"red\"/>", "colour" },
    { "unknown-element", "<v id=\"%u\" x=\"1\" y=\"0\"/><note/>", "note" },
    { "xml-malformed", "<v id=\"%u\" x=\"1\" y=\"0\"></w>", "mismatch" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n"
                                              "<swmap version=\"1\" edition=\"base\">\n"
                                              "<vertices>\n");
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = NULL;
      guint line = 4, target_line = 0;
      gsize target_offset = 0;
      SwIssue *issue;

      for (guint i = 1; i <= n_vertices; i++, line++)
        {
          if (i == target)
            {
              target_line = line;
              target_offset = text->len;
              g_string_append_printf (text, cases[c].vertex, i);
            }
          else
            g_string_append_printf (text, "<v id=\"%u\" x=\"%u.25\" y=\"%u\"/>", i, i % 1000, i / 1000);
          g_string_append_c (text, '\n');
        }
      g_string_append (text, "</vertices>\n<region id=\"r1\" terrain=\"sea\"><outline>1 2 3</outline></region>\n</swmap>\n");

      assert_paths_agree (cases[c].vertex, text->str, text->len);
      map = load_string (text->str, issues, &error);
      if (cases[c].code == NULL)
        {
          g_assert_no_error (error);
          g_assert_cmpuint (issues->len, ==, 0);
          g_assert_cmpuint (g_array_index (map->vertices, SwVertex, target - 1).line, ==, target_line);
          g_assert_cmpuint (g_array_index (map->vertices, SwVertex, n_vertices - 1).line, ==, n_vertices + 3);
          g_assert_cmpuint (((SwRegion *) g_ptr_array_index (map->regions, 0))->line, ==, n_vertices + 5);
          g_assert_cmpuint (((SwRegion *) g_ptr_array_index (map->regions, 0))->outline->line, ==, n_vertices + 5);
          continue;
        }
      issue = find_issue (issues, cases[c].code, target_line);
      g_test_message ("%s at line %u (byte %zu): %s", cases[c].code, target_line, target_offset,
                      issue != NULL ? issue->message : "(not found)");
      for (guint k = 0; k < issues->len; k++)
        {
          SwIssue *other = g_ptr_array_index (issues, k);
          g_test_message ("  issue %u: [%s] %s", other->line, other->code, other->message);
        }
      g_assert_nonnull (issue);
      if (cases[c].expected != NULL && strstr (issue->message, cases[c].expected) == NULL)
        g_error ("expected \"%s\" in \"%s\"", cases[c].expected, issue->message);
      g_assert_cmpuint (target_line, >, 65535);
      g_assert_cmpuint (target_offset, >, 1024 * 1024);

      if (sw_issue_code_severity (cases[c].code) == SW_SEVERITY_ERROR)
        {
          g_assert_null (map);
          g_assert_nonnull (error);
          g_assert_true (g_str_has_prefix (error->message, "line "));
        }
      else
        {
          /* Read through the tree, it is the same map. */
          g_assert_no_error (error);
          g_assert_cmpuint (map->vertices->len, ==, n_vertices);
          g_assert_cmpuint (g_array_index (map->vertices, SwVertex, n_vertices - 1).line, ==, n_vertices + 3);
          g_assert_cmpuint (((SwRegion *) g_ptr_array_index (map->regions, 0))->line, ==, n_vertices + 5);
        }
    }
}

/* The fast path and the tree give the same model, lines included: the
 * same map loads once as it is (streamed) and once with an unknown
 * attribute on its last element (which sends it through the tree). */
static void
test_streaming_same_model (void)
{
  g_autofree char *path = source_path ("tests", "data", "xml", "canonical.swmap", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *marked = NULL;
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) streamed = NULL;
  g_autoptr(SwMap) through_tree = NULL;
  g_autoptr(GBytes) a = NULL, b = NULL;
  char *last;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  streamed = sw_map_load_data (contents, strlen (contents), issues, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (issues->len, ==, 0);

  /* The last "/>" of the file is on an element of the format. */
  last = g_strrstr (contents, "/>");
  g_assert_nonnull (last);
  marked = g_strdup_printf ("%.*s ed:x=\"1\" xmlns:ed=\"urn:x\"%s", (int) (last - contents), contents, last);
  through_tree = sw_map_load_data (marked, strlen (marked), issues, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (issues->len, ==, 1);
  g_assert_cmpstr (((SwIssue *) g_ptr_array_index (issues, 0))->code, ==, "unknown-element");

  g_assert_true (sw_map_equal (streamed, through_tree));
  {
    g_autofree char *difference = sw_test_map_line_difference (streamed, through_tree);
    g_assert_null (difference);
  }
  a = sw_map_to_bytes (streamed);
  b = sw_map_to_bytes (through_tree);
  g_assert_true (g_bytes_equal (a, b));
}

extern int _nl_msg_cat_cntr;   /* glibc's gettext: bumped, it drops the translations it cached */

static void
switch_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* not the C locale, where gettext ignores LANGUAGE */
  setlocale (LC_ALL, "C.UTF-8");
  ++_nl_msg_cat_cntr;
}

/* The message of the loader's first issue with @code for @xml. */
static char *
load_message (const char *xml, const char *code)
{
  g_autoptr(GPtrArray) issues = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_issue_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = sw_map_load_data (xml, strlen (xml), issues, &error);

  /* the map may load (with warnings) or not: only the issues matter */
  (void) map;
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);
      if (g_str_equal (issue->code, code))
        return g_strdup (issue->message);
    }
  g_error ("no %s issue for %s", code, xml);
  return NULL;
}

/* The loader speaks the user's language, as the validator does: a map
 * designer reading Chinese meets no English sentence. */
static void
test_messages_translated (void)
{
  const char *locale_dir = g_getenv ("SW_TEST_LOCALEDIR");
  const char *not_a_map = "<?xml version=\"1.0\"?>\n<swgame version=\"1\"/>\n";
  const char *newer = "<?xml version=\"1.0\"?>\n<swmap version=\"2\" edition=\"base\"/>\n";
  const char *unknown = "<?xml version=\"1.0\"?>\n<swmap version=\"1\" edition=\"base\" colour=\"red\"/>\n";

  if (locale_dir == NULL)
    {
      g_test_skip ("SW_TEST_LOCALEDIR is not set (meson test sets it)");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  switch_language ("zh_CN");
  g_autofree char *root_cn = load_message (not_a_map, "schema");
  g_autofree char *version_cn = load_message (newer, "version-unsupported");
  g_autofree char *unknown_cn = load_message (unknown, "unknown-element");
  g_test_message ("zh_CN: %s | %s | %s", root_cn, version_cn, unknown_cn);
  g_assert_nonnull (strstr (root_cn, "根元素是 <swgame>"));
  g_assert_nonnull (strstr (version_cn, "格式版本为 2"));
  g_assert_nonnull (strstr (unknown_cn, "未知属性 colour"));

  switch_language ("zh_TW");
  g_autofree char *root_tw = load_message (not_a_map, "schema");
  g_assert_nonnull (strstr (root_tw, "這不是《小小世界》地圖"));

  switch_language ("C");
  g_autofree char *root_c = load_message (not_a_map, "schema");
  g_assert_nonnull (strstr (root_c, "not <swmap>"));
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
}

/* A file cut short (a truncated download or copy) says so, once, with the
 * line where it stops, wherever the cut falls: inside a tag, an attribute
 * value, between elements. */
static void
test_cut_short (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  for (gsize cut = 200; cut < length - 20; cut += length / 37)
    {
      g_autoptr(GPtrArray) issues = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_issue_free);
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = sw_map_load_data (data, cut, issues, &error);
      guint lines = 1, said = 0;

      for (gsize k = 0; k < cut; k++)
        lines += data[k] == '\n';
      g_assert_null (map);
      g_assert_nonnull (error);
      g_test_message ("cut at %" G_GSIZE_FORMAT ": %s", cut, error->message);
      g_assert_nonnull (strstr (error->message, "it may have been cut short"));
      /* in the program's words alone: libxml2's are English and about XML */
      g_assert_true (g_str_has_suffix (error->message, "it may have been cut short"));
      for (guint k = 0; k < issues->len; k++)
        {
          const SwIssue *issue = g_ptr_array_index (issues, k);

          if (strstr (issue->message, "cut short") != NULL)
            {
              said++;
              g_assert_cmpuint (issue->line, ==, lines);
            }
        }
      g_assert_cmpuint (said, ==, 1);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/map-xml/round-trip-all", test_round_trip_all);
  g_test_add_func ("/map-xml/canonical-fixture", test_canonical_fixture);
  g_test_add_func ("/map-xml/save-is-canonical", test_save_is_canonical);
  g_test_add_func ("/map-xml/format-number", test_format_number);
  g_test_add_func ("/map-xml/unknown-element", test_unknown_element);
  g_test_add_func ("/map-xml/version-unsupported", test_version_unsupported);
  g_test_add_func ("/map-xml/schema-errors", test_schema_errors);
  g_test_add_func ("/map-xml/keeps-what-is-written", test_keeps_what_is_written);
  g_test_add_func ("/map-xml/loader-fixtures", test_loader_fixtures);
  g_test_add_func ("/map-xml/errors-carry-lines", test_errors_carry_lines);
  g_test_add_func ("/map-xml/file-errors", test_file_errors);
  g_test_add_func ("/map-xml/save-file", test_save_file);
  g_test_add_func ("/map-xml/save-refuses-unsavable", test_save_refuses_unsavable);
  g_test_add_func ("/map-xml/save-through-link", test_save_through_link);
  g_test_add_func ("/map-xml/big-map-speed", test_big_map_speed);
  g_test_add_func ("/map-xml/streaming-far-lines", test_streaming_far_lines);
  g_test_add_func ("/map-xml/streaming-same-model", test_streaming_same_model);
  g_test_add_func ("/map-xml/paths-agree", test_paths_agree);
  g_test_add_func ("/map-xml/messages-translated", test_messages_translated);
  g_test_add_func ("/map-xml/cut-short", test_cut_short);

  return g_test_run ();
}
