/* test-cli.c: swmap's exit statuses, output formats and JSON shapes, as scripts rely on them. */

#include "config.h"
#define G_LOG_DOMAIN "test-cli"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

typedef struct {
  int   status;
  char *out;
  char *err;
} Run;

static void
run_free (Run *run)
{
  g_free (run->out);
  g_free (run->err);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Run, run_free)

/* Runs $SWMAP with the arguments (a NULL-terminated array) and collects
 * everything; in LANGUAGE when it is not NULL (the test environment's
 * SW_LOCALEDIR points swmap at the build's catalogs). */
static Run *
run_swmap_language (const char        *language,
                    const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  const char *swmap = g_getenv ("SWMAP");
  Run *run = g_new0 (Run, 1);

  g_assert_nonnull (swmap);
  g_ptr_array_add (argv, (gpointer) swmap);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (language != NULL)
    {
      g_subprocess_launcher_setenv (launcher, "LANGUAGE", language, TRUE);
      /* not the C locale, where gettext ignores LANGUAGE */
      g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
    }
  process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));   /* never a crash */
  run->status = g_subprocess_get_exit_status (process);
  return run;
}

static Run *
run_swmapv (const char *const *args)
{
  return run_swmap_language (NULL, args);
}

static Run *
run_swmap (const char *first,
           ...) G_GNUC_NULL_TERMINATED;

static Run *
run_swmap (const char *first,
           ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  return run_swmapv ((const char *const *) args->pdata);
}

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static void
assert_status (const Run *run,
               int        expected)
{
  if (run->status != expected)
    g_error ("swmap exited with %d, expected %d\nstdout:\n%s\nstderr:\n%s",
             run->status, expected, run->out, run->err);
}

/* A fresh temporary directory holding a malformed map. */
static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("swmap-test-cli-XXXXXX", &error);
  g_autofree char *malformed = g_build_filename (dir, "malformed.swmap", NULL);

  g_assert_no_error (error);
  g_file_set_contents (malformed, "<?xml version=\"1.0\"?>\n<swmap version=\"1\" edition=\"base\">\n<region\n",
                       -1, &error);
  g_assert_no_error (error);
  return dir;
}

static void
remove_temp_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_usage (void)
{
  g_autofree char *valid = fixture ("valid-bricks.swmap");
  const char *const usages[][4] = {
    { NULL },
    { "frobnicate", NULL },
    { "validate", NULL },
    { "validate", "--bogus", valid, NULL },
    { "info", NULL },
    { "info", valid, valid, NULL },
    { "convert", valid, NULL },
    { "convert", "-o", "out.swmap", NULL },
    /* the commands of swmap-*.c are dispatched too */
    { "import-graph", NULL },
    { "layout", NULL },
    { "score", NULL },
    { "cost", NULL },
    { "replay", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (usages); i++)
    {
      g_autoptr(Run) run = run_swmapv (usages[i]);
      assert_status (run, 2);
      g_assert_cmpstr (run->err, !=, "");   /* says what is wrong */
    }
}

static void
test_help_and_version (void)
{
  const char *commands[] = { "validate", "info", "convert", "import-graph", "layout", "score", "cost", "replay" };
  g_autoptr(Run) version = run_swmap ("--version", NULL);
  g_autoptr(Run) help = run_swmap ("--help", NULL);
  g_autoptr(Run) validate_help = run_swmap ("validate", "--help", NULL);
  g_autoptr(Run) convert_help = run_swmap ("convert", "--help", NULL);

  assert_status (version, 0);
  g_assert_nonnull (strstr (version->out, PACKAGE_VERSION));
  assert_status (help, 0);
  g_assert_nonnull (strstr (help->out, "validate"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *listed = g_strdup_printf ("\n  %s ", commands[i]);
      g_autoptr(Run) command_help = run_swmap (commands[i], "--help", NULL);

      g_assert_nonnull (strstr (help->out, listed));
      assert_status (command_help, 0);
      g_assert_nonnull (strstr (command_help->out, commands[i]));
    }
  assert_status (validate_help, 0);
  g_assert_nonnull (strstr (validate_help->out, "--json"));
  assert_status (convert_help, 0);
  g_assert_nonnull (strstr (convert_help->out, "--output"));
}

static void
test_validate_statuses (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *malformed = g_build_filename (dir, "malformed.swmap", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.swmap", NULL);
  g_autofree char *valid = fixture ("valid-bricks.swmap");
  g_autofree char *warning = fixture ("no-geometry.swmap");
  g_autofree char *invalid = fixture ("duplicate-id.swmap");
  g_autoptr(Run) valid_run = run_swmap ("validate", valid, NULL);
  g_autoptr(Run) warning_run = run_swmap ("validate", warning, NULL);
  g_autoptr(Run) invalid_run = run_swmap ("validate", invalid, NULL);
  g_autoptr(Run) malformed_run = run_swmap ("validate", malformed, NULL);
  g_autoptr(Run) missing_run = run_swmap ("validate", missing, NULL);
  g_autoptr(Run) mixed_run = run_swmap ("validate", valid, invalid, NULL);
  g_autoptr(Run) mixed_missing_run = run_swmap ("validate", invalid, missing, valid, NULL);
  g_autofree char *pattern = NULL;

  assert_status (valid_run, 0);
  g_assert_cmpstr (valid_run->out, ==, "");

  /* Warnings are reported but do not fail the map. */
  assert_status (warning_run, 0);
  pattern = g_strdup_printf ("^%s:[0-9]+: warning: .+ \\[no-geometry\\]$", warning);
  g_assert_true (g_regex_match_simple (pattern, warning_run->out, G_REGEX_MULTILINE, 0));

  /* file:line: severity: message [code], like a compiler. */
  assert_status (invalid_run, 1);
  g_clear_pointer (&pattern, g_free);
  pattern = g_strdup_printf ("^%s:[0-9]+: error: .*r2.* \\[duplicate-id\\]$", invalid);
  g_assert_true (g_regex_match_simple (pattern, invalid_run->out, G_REGEX_MULTILINE, 0));

  assert_status (malformed_run, 1);
  g_assert_nonnull (strstr (malformed_run->out, "[xml-malformed]"));

  assert_status (missing_run, 2);
  g_assert_nonnull (strstr (missing_run->err, "missing.swmap"));

  assert_status (mixed_run, 1);
  /* An unreadable file outranks an invalid one, and the others are still checked. */
  assert_status (mixed_missing_run, 2);
  g_assert_nonnull (strstr (mixed_missing_run->out, "[duplicate-id]"));

  remove_temp_dir (dir);
}

static gint
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
assert_object_keys (JsonObject *object,
                    const char *expected)
{
  g_autoptr(GList) members = json_object_get_members (object);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *joined = NULL;

  for (GList *l = members; l != NULL; l = l->next)
    g_ptr_array_add (names, l->data);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  joined = g_strjoinv (" ", (char **) names->pdata);
  g_assert_cmpstr (joined, ==, expected);
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
test_validate_json (void)
{
  g_autofree char *valid = fixture ("valid-bricks.swmap");
  g_autofree char *invalid = fixture ("duplicate-id.swmap");
  g_autofree char *warning = fixture ("no-geometry.swmap");
  g_autoptr(Run) run = run_swmap ("validate", "--json", valid, invalid, warning, NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonArray *files;
  gboolean found_duplicate = FALSE;

  assert_status (run, 1);
  root = parse_json (run->out);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  assert_object_keys (json_node_get_object (root), "files");
  files = json_object_get_array_member (json_node_get_object (root), "files");
  g_assert_cmpuint (json_array_get_length (files), ==, 3);

  for (guint f = 0; f < json_array_get_length (files); f++)
    {
      JsonObject *file = json_array_get_object_element (files, f);
      JsonArray *issues = json_object_get_array_member (file, "issues");
      gint64 errors = 0, warnings = 0;

      assert_object_keys (file, "errors file issues warnings");
      for (guint i = 0; i < json_array_get_length (issues); i++)
        {
          JsonObject *issue = json_array_get_object_element (issues, i);
          const char *severity = json_object_get_string_member (issue, "severity");
          JsonArray *regions = json_object_get_array_member (issue, "regions");

          assert_object_keys (issue, "code line message regions severity");
          g_assert_true (g_str_equal (severity, "error") || g_str_equal (severity, "warning"));
          errors += g_str_equal (severity, "error");
          warnings += g_str_equal (severity, "warning");
          g_assert_cmpstr (json_object_get_string_member (issue, "message"), !=, "");
          g_assert_true (JSON_NODE_HOLDS_VALUE (json_object_get_member (issue, "line")));
          g_assert_cmpint (json_node_get_value_type (json_object_get_member (issue, "line")), ==, G_TYPE_INT64);
          if (g_str_equal (json_object_get_string_member (issue, "code"), "duplicate-id"))
            {
              g_assert_cmpuint (json_array_get_length (regions), ==, 1);
              g_assert_cmpstr (json_array_get_string_element (regions, 0), ==, "r2");
              g_assert_cmpint (json_object_get_int_member (issue, "line"), >, 0);
              found_duplicate = TRUE;
            }
        }
      g_assert_cmpint (json_object_get_int_member (file, "errors"), ==, errors);
      g_assert_cmpint (json_object_get_int_member (file, "warnings"), ==, warnings);
    }

  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (files, 0), "file"), ==, valid);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (files, 0), "errors"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (files, 0), "warnings"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (files, 1), "errors"), >, 0);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (files, 2), "errors"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (files, 2), "warnings"), ==, 1);
  g_assert_true (found_duplicate);
}

static void
test_info_json (void)
{
  g_autofree char *valid = fixture ("valid-bricks.swmap");
  g_autofree char *two_boards = fixture ("unknown-ref-no-board.swmap");
  g_autoptr(Run) run = run_swmap ("info", "--json", valid, NULL);
  g_autoptr(Run) boards_run = run_swmap ("info", "--json", two_boards, NULL);
  g_autoptr(Run) text_run = run_swmap ("info", valid, NULL);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) boards_root = NULL;
  JsonObject *info, *terrains;
  JsonArray *borders, *boards;

  assert_status (run, 0);
  root = parse_json (run->out);
  info = json_node_get_object (root);
  assert_object_keys (info, "adjacencies border_regions edition markers regions scenarios symbols terrains title");
  g_assert_cmpstr (json_object_get_string_member (info, "edition"), ==, "base");
  g_assert_cmpstr (json_object_get_string_member (info, "title"), ==, "Bricks");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (info, "scenarios")), ==, 0);
  g_assert_cmpint (json_object_get_int_member (info, "regions"), ==, 5);
  /* r1-r2 r1-r4 r2-r3 r2-r4 r2-r5 r3-r5 r4-r5, counted by hand */
  g_assert_cmpint (json_object_get_int_member (info, "adjacencies"), ==, 7);
  terrains = json_object_get_object_member (info, "terrains");
  assert_object_keys (terrains, "farmland forest hill mountain swamp");
  g_assert_cmpint (json_object_get_int_member (terrains, "hill"), ==, 1);
  g_assert_cmpuint (json_object_get_size (json_object_get_object_member (info, "symbols")), ==, 0);
  g_assert_cmpuint (json_object_get_size (json_object_get_object_member (info, "markers")), ==, 0);
  /* every brick touches the board's edge */
  borders = json_object_get_array_member (info, "border_regions");
  g_assert_cmpuint (json_array_get_length (borders), ==, 5);
  g_assert_cmpstr (json_array_get_string_element (borders, 0), ==, "r1");

  assert_status (boards_run, 0);
  boards_root = parse_json (boards_run->out);
  boards = json_object_get_array_member (json_node_get_object (boards_root), "boards");
  g_assert_nonnull (boards);
  g_assert_cmpuint (json_array_get_length (boards), ==, 2);
  assert_object_keys (json_array_get_object_element (boards, 0), "height id size width");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (boards, 1), "id"), ==, "south");

  assert_status (text_run, 0);
  g_assert_nonnull (strstr (text_run->out, "Bricks"));
}

/* The bundled Warcraft board set: swmap info lists its six islands with
 * their sizes (two of each), and the set validates without an error. */
static void
test_info_board_set (void)
{
  g_autofree char *set = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "warcraft-set.swmap", NULL);
  g_autoptr(Run) run = run_swmap ("info", "--json", set, NULL);
  g_autoptr(Run) text_run = run_swmap ("info", set, NULL);
  g_autoptr(Run) validate_run = run_swmap ("validate", set, NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonArray *boards;
  guint sizes[3] = { 0 };   /* S, M, L */

  assert_status (run, 0);
  root = parse_json (run->out);
  boards = json_object_get_array_member (json_node_get_object (root), "boards");
  g_assert_nonnull (boards);
  g_assert_cmpuint (json_array_get_length (boards), ==, 6);
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      const char *size = json_object_get_string_member (json_array_get_object_element (boards, b), "size");

      g_assert_nonnull (size);
      g_assert_nonnull (strchr ("SML", size[0]));
      sizes[strchr ("SML", size[0]) - "SML"]++;
    }
  g_assert_cmpuint (sizes[0], ==, 2);
  g_assert_cmpuint (sizes[1], ==, 2);
  g_assert_cmpuint (sizes[2], ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (root), "scenarios")), ==, 4);

  assert_status (text_run, 0);
  g_assert_nonnull (strstr (text_run->out, "size L"));
  g_assert_nonnull (strstr (text_run->out, "size S"));
  assert_status (validate_run, 0);
}

static void
test_info_and_convert_statuses (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *malformed = g_build_filename (dir, "malformed.swmap", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.swmap", NULL);
  g_autofree char *out = g_build_filename (dir, "out.swmap", NULL);
  g_autofree char *unwritable = g_build_filename (dir, "no-such-dir", "out.swmap", NULL);
  g_autofree char *valid = fixture ("valid-bricks.swmap");
  g_autoptr(Run) info_malformed = run_swmap ("info", malformed, NULL);
  g_autoptr(Run) info_missing = run_swmap ("info", missing, NULL);
  g_autoptr(Run) convert_malformed = run_swmap ("convert", malformed, "-o", out, NULL);
  g_autoptr(Run) convert_missing = run_swmap ("convert", missing, "-o", out, NULL);
  g_autoptr(Run) convert_unwritable = run_swmap ("convert", valid, "-o", unwritable, NULL);

  assert_status (info_malformed, 1);
  assert_status (info_missing, 2);
  assert_status (convert_malformed, 1);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  assert_status (convert_missing, 2);
  assert_status (convert_unwritable, 2);
  remove_temp_dir (dir);
}

/* convert writes the canonical form: converting it again changes nothing,
 * and the result is still a valid map. */
static void
test_convert_round_trip (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *first = g_build_filename (dir, "first.swmap", NULL);
  g_autofree char *second = g_build_filename (dir, "second.swmap", NULL);
  g_autofree char *first_bytes = NULL;
  g_autofree char *second_bytes = NULL;
  const char *names[] = { "valid-bricks.swmap", "too-many-markers.swmap", "unknown-ref-no-board.swmap" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *source = fixture (names[i]);
      g_autoptr(Run) to_first = run_swmap ("convert", source, "-o", first, NULL);
      g_autoptr(Run) to_second = run_swmap ("convert", first, "-o", second, NULL);
      g_autoptr(Run) validate_source = run_swmap ("validate", "--json", source, NULL);
      g_autoptr(Run) validate_second = run_swmap ("validate", "--json", second, NULL);
      g_autoptr(JsonNode) a = NULL;
      g_autoptr(JsonNode) b = NULL;
      JsonObject *file_a, *file_b;

      assert_status (to_first, 0);
      assert_status (to_second, 0);
      g_clear_pointer (&first_bytes, g_free);
      g_clear_pointer (&second_bytes, g_free);
      g_assert_true (g_file_get_contents (first, &first_bytes, NULL, NULL));
      g_assert_true (g_file_get_contents (second, &second_bytes, NULL, NULL));
      g_assert_cmpstr (first_bytes, ==, second_bytes);

      /* Same problems before and after (lines may move). */
      g_assert_cmpint (validate_source->status, ==, validate_second->status);
      a = parse_json (validate_source->out);
      b = parse_json (validate_second->out);
      file_a = json_array_get_object_element (json_object_get_array_member (json_node_get_object (a), "files"), 0);
      file_b = json_array_get_object_element (json_object_get_array_member (json_node_get_object (b), "files"), 0);
      g_assert_cmpint (json_object_get_int_member (file_a, "errors"), ==, json_object_get_int_member (file_b, "errors"));
      g_assert_cmpint (json_object_get_int_member (file_a, "warnings"), ==,
                       json_object_get_int_member (file_b, "warnings"));
    }
  remove_temp_dir (dir);
}

/* A PNG's size from its header: the IHDR chunk's width and height. */
static void
png_size (const char *path,
          guint      *width,
          guint      *height)
{
  g_autoptr(GError) error = NULL;
  g_autofree guchar *data = NULL;
  gsize length = 0;

  g_file_get_contents (path, (char **) &data, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpmem (data, 8, "\x89PNG\r\n\x1a\n", 8);
  g_assert_cmpmem (data + 12, 4, "IHDR", 4);
  *width = (guint) data[16] << 24 | (guint) data[17] << 16 | (guint) data[18] << 8 | data[19];
  *height = (guint) data[20] << 24 | (guint) data[21] << 16 | (guint) data[22] << 8 | data[23];
}

/* The thumbnailer: the longer side is the size asked, the shape the
 * board's; a malformed map gets its line and no file; bad sizes are usage
 * errors. */
static void
test_thumbnail (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *map = fixture ("valid-bricks.swmap");
  g_autofree char *malformed = g_build_filename (dir, "malformed.swmap", NULL);
  g_autofree char *out = g_build_filename (dir, "thumb.png", NULL);
  g_autofree char *none = g_build_filename (dir, "none.png", NULL);
  guint width, height;

  {
    g_autoptr(Run) run = run_swmap ("thumbnail", "-s", "64", map, out, NULL);

    assert_status (run, 0);
    png_size (out, &width, &height);
    g_assert_cmpuint (MAX (width, height), ==, 64);
    g_assert_cmpuint (MIN (width, height), >, 0);
    g_assert_cmpuint (MIN (width, height), <, 64);   /* the bricks board is wider than tall */
  }
  {
    g_autoptr(Run) run = run_swmap ("thumbnail", map, out, NULL);

    assert_status (run, 0);
    png_size (out, &width, &height);
    g_assert_cmpuint (MAX (width, height), ==, 256);
  }
  {
    g_autoptr(Run) run = run_swmap ("thumbnail", malformed, none, NULL);

    assert_status (run, 1);
    g_assert_nonnull (strstr (run->err, "line "));
    g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  }
  {
    g_autoptr(Run) zero = run_swmap ("thumbnail", "-s", "0", map, none, NULL);
    g_autoptr(Run) one_file = run_swmap ("thumbnail", map, NULL);

    assert_status (zero, 2);
    assert_status (one_file, 2);
    g_assert_false (g_file_test (none, G_FILE_TEST_EXISTS));
  }
  remove_temp_dir (dir);
}

/* The same bytes, or the first line that differs. */
static void
assert_same_output (const char *command,
                    const char *a,
                    const char *b)
{
  g_auto(GStrv) lines_a = NULL;
  g_auto(GStrv) lines_b = NULL;

  if (g_str_equal (a, b))
    return;
  lines_a = g_strsplit (a, "\n", -1);
  lines_b = g_strsplit (b, "\n", -1);
  for (guint i = 0; lines_a[i] != NULL || lines_b[i] != NULL; i++)
    if (lines_a[i] == NULL || lines_b[i] == NULL || !g_str_equal (lines_a[i], lines_b[i]))
      g_error ("swmap %s: line %u differs:\n%s\n%s", command, i + 1,
               lines_a[i] != NULL ? lines_a[i] : "(end)", lines_b[i] != NULL ? lines_b[i] : "(end)");
  g_assert_not_reached ();
}

/* The terminal columns of @line up to @stop (a pointer into it): a
 * Chinese character takes two. */
static guint
columns_to (const char *line, const char *stop)
{
  guint columns = 0;

  for (const char *p = line; p < stop; p = g_utf8_next_char (p))
    columns += g_unichar_iswide (g_utf8_get_char (p)) ? 2 : 1;
  return columns;
}

/* The balance report's tables line up in a terminal in every language:
 * the region table has a heading row, and each row's last figure ends in
 * the column where its heading ends; the races' coins start in one
 * column. (printf pads by bytes, three to a Chinese character.) */
static void
test_balance_columns (void)
{
  g_autofree char *map = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  const char *const args[] = { "balance", map, "--games", "4", "--seed", "3", "--threads", "1", NULL };
  const char *const languages[][3] = { { "C", "First landings", " coins, " }, { "zh_CN", "首次登陆", " 金币，" } };

  g_assert_nonnull (g_getenv ("SW_SOURCE_DIR"));
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(Run) run = run_swmap_language (languages[l][0], args);
      g_auto(GStrv) lines = NULL;
      guint heading = 0, regions = 0, races = 0, block = 0, coins_column = 0;
      gint in_table = -1;

      assert_status (run, 0);
      lines = g_strsplit (run->out, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          const char *line = lines[i];
          const char *end = strstr (line, languages[l][1]);
          const char *coins = strstr (line, languages[l][2]);

          if (end != NULL)
            {
              heading = columns_to (line, end + strlen (end));
              in_table = 1;
              continue;
            }
          if (in_table == 1 && g_str_has_prefix (line, "  r"))
            {
              g_test_message ("%s: %s", languages[l][0], line);
              g_assert_cmpuint (columns_to (line, line + strlen (line)), ==, heading);
              regions++;
              continue;
            }
          in_table = 0;
          /* "  Name   12.3 coins, 4 picks": the names padded to the widest,
           * the figure right-aligned, so " coins" in one column */
          if (coins != NULL)
            {
              if (block++ == 0)
                coins_column = columns_to (line, coins);
              g_assert_cmpuint (columns_to (line, coins), ==, coins_column);
              races++;
            }
          else
            block = 0;
        }
      g_assert_cmpuint (heading, >, 0);
      g_assert_cmpuint (regions, ==, 23);
      g_assert_cmpuint (races, >, 10);
    }
}

/* JSON is for scripts: the same bytes in Chinese as in English, names,
 * titles and messages untranslated; plain output stays translated. */
static void
test_json_language (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *game = g_test_build_filename (G_TEST_DIST, "games", "base-5p.swgame", NULL);
  g_autofree char *map_5p = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-5p.swmap", NULL);
  g_autofree char *map_2p = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autofree char *drawing = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "docs", "examples", "example-board.svg", NULL);
  g_autofree char *imported = g_build_filename (dir, "imported.swmap", NULL);
  g_autofree char *invalid = fixture ("duplicate-link-border.swmap");
  const char *const commands[][12] = {
    { "balance", map_2p, "--games", "4", "--seed", "3", "--threads", "1", "--json", NULL },
    { "score", "--json", game, NULL },
    { "info", "--json", map_5p, NULL },
    { "validate", "--json", invalid, NULL },
    { "import", "--json", drawing, "-o", imported, NULL },
  };
  /* what the English output holds, and the Chinese plain output does not */
  const char *const english[] = {
    "\"name\" : \"Humans\"",
    "\"what\" : \"Humans, 3 regions\"",
    "\"title\" : \"Small World — 5 players\"",
    "\"message\" : \"r1 and r2 are linked although they already share a border",
    "\"message\" : \"western-sea, drawn later, keeps the ",
  };
  const char *const plain[][3] = {
    { "score", game, NULL },
    { "info", map_5p, NULL },
    { "validate", invalid, NULL },
  };

  g_assert_nonnull (g_getenv ("SW_SOURCE_DIR"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr(Run) chinese = run_swmap_language ("zh_CN", commands[i]);
      g_autoptr(Run) untranslated = run_swmap_language ("C", commands[i]);

      g_test_message ("swmap %s --json", commands[i][0]);
      assert_status (untranslated, commands[i][0][0] == 'v' ? 1 : 0);
      assert_status (chinese, untranslated->status);
      g_assert_nonnull (strstr (untranslated->out, english[i]));
      assert_same_output (commands[i][0], chinese->out, untranslated->out);
    }

  /* the catalogs do load: without them the comparisons above prove nothing */
  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    {
      g_autoptr(Run) chinese = run_swmap_language ("zh_CN", plain[i]);
      g_autoptr(Run) untranslated = run_swmap_language ("C", plain[i]);

      g_test_message ("swmap %s", plain[i][0]);
      g_assert_cmpstr (chinese->out, !=, untranslated->out);
    }
  {
    g_autoptr(Run) chinese = run_swmap_language ("zh_CN", plain[0]);
    g_assert_nonnull (strstr (chinese->out, "人类，3 个地区"));
  }
  remove_temp_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/help-and-version", test_help_and_version);
  g_test_add_func ("/cli/validate/statuses", test_validate_statuses);
  g_test_add_func ("/cli/validate/json", test_validate_json);
  g_test_add_func ("/cli/info/json", test_info_json);
  g_test_add_func ("/cli/info/board-set", test_info_board_set);
  g_test_add_func ("/cli/info-and-convert/statuses", test_info_and_convert_statuses);
  g_test_add_func ("/cli/convert/round-trip", test_convert_round_trip);
  g_test_add_func ("/cli/thumbnail", test_thumbnail);
  g_test_add_func ("/cli/json/language", test_json_language);
  g_test_add_func ("/cli/balance/columns", test_balance_columns);
  return g_test_run ();
}
