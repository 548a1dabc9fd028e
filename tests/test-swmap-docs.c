/* test-swmap-docs.c: the manual page, the bash completion and the thumbnailer entry name the commands and options swmap accepts, so they cannot drift. */
#include "config.h"

#include <string.h>

#include <glib.h>

/* What swmap prints for ARGS (NULL-terminated after the program), in the C
 * locale so that the option names come out as written. */
static char *
run_swmap (const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) envp = g_environ_setenv (g_get_environ (), "LC_ALL", "C.UTF-8", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  gint status = 0;
  va_list args;

  g_assert_nonnull (g_getenv ("SWMAP"));
  g_ptr_array_add (argv, (gpointer) g_getenv ("SWMAP"));
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* The commands of "swmap --help": the first word of each indented line
 * under "Commands:". */
static GPtrArray *
swmap_commands (void)
{
  g_autofree char *usage = run_swmap ("--help", NULL);
  g_auto(GStrv) lines = g_strsplit (usage, "\n", -1);
  GPtrArray *commands = g_ptr_array_new_with_free_func (g_free);
  gboolean in_commands = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_equal (lines[i], "Commands:"))
        in_commands = TRUE;
      else if (in_commands && g_str_has_prefix (lines[i], "  ") && g_ascii_islower (lines[i][2]))
        g_ptr_array_add (commands, g_strndup (lines[i] + 2, strcspn (lines[i] + 2, " ")));
      else if (in_commands && lines[i][0] == '\0' && commands->len > 0)
        break;
    }
  return commands;
}

/* The long options of "swmap COMMAND --help" ("--json", "--output"...). */
static GPtrArray *
swmap_options (const char *command)
{
  g_autofree char *help = run_swmap (command, "--help", NULL);
  g_autoptr(GRegex) regex = g_regex_new ("(?<![\\w-])--[a-z][a-z-]*", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  GPtrArray *options = g_ptr_array_new_with_free_func (g_free);

  g_regex_match (regex, help, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      char *option = g_match_info_fetch (match, 0);
      if (g_ptr_array_find_with_equal_func (options, option, g_str_equal, NULL))
        g_free (option);
      else
        g_ptr_array_add (options, option);
    }
  return options;
}

static char *
read_source_file (const char *first, ...)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  va_list args;

  g_ptr_array_add (parts, (gpointer) g_getenv ("SW_SOURCE_DIR"));
  va_start (args, first);
  for (const char *part = first; part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);

  g_autofree char *path = g_build_filenamev ((char **) parts->pdata);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* troff escapes a hyphen as "\-": the page as a reader sees it. */
static char *
man_page_text (void)
{
  g_autofree char *source = read_source_file ("docs", "swmap.1", NULL);
  g_auto(GStrv) parts = g_strsplit (source, "\\-", -1);
  return g_strjoinv ("-", parts);
}

/* WORD appears as a whole word of TEXT (not inside "import-graph-x"). */
static gboolean
mentions (const char *text, const char *word)
{
  g_autofree char *escaped = g_regex_escape_string (word, -1);
  g_autofree char *pattern = g_strdup_printf ("(?<![\\w-])%s(?![\\w-])", escaped);
  return g_regex_match_simple (pattern, text, 0, 0);
}

static void
test_usage_lists_commands (void)
{
  g_autoptr(GPtrArray) commands = swmap_commands ();

  /* The parse itself: the commands every map designer uses are there. */
  g_assert_cmpuint (commands->len, >=, 9);
  g_assert_true (g_ptr_array_find_with_equal_func (commands, "validate", g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (commands, "replay", g_str_equal, NULL));
}

static void
test_man_page_names_every_command (void)
{
  g_autoptr(GPtrArray) commands = swmap_commands ();
  g_autofree char *page = man_page_text ();

  for (guint i = 0; i < commands->len; i++)
    {
      const char *command = g_ptr_array_index (commands, i);
      g_autofree char *escaped = g_regex_escape_string (command, -1);
      g_autofree char *section = g_strdup_printf ("(?m)^\\.SS %s(?![\\w-])", escaped);
      g_autoptr(GPtrArray) options = swmap_options (command);

      if (!g_regex_match_simple (section, page, 0, 0))
        g_error ("docs/swmap.1 has no section .SS %s for the command swmap lists", command);
      for (guint j = 0; j < options->len; j++)
        if (!mentions (page, g_ptr_array_index (options, j)))
          g_error ("docs/swmap.1 does not mention %s of swmap %s", (char *) g_ptr_array_index (options, j), command);
    }
  g_assert_true (mentions (page, "--version"));
}

static void
test_completion_offers_every_command (void)
{
  g_autoptr(GPtrArray) commands = swmap_commands ();
  g_autofree char *script = read_source_file ("data", "completions", "swmap", NULL);
  g_autoptr(GRegex) regex = g_regex_new ("commands=\"([^\"]*)\"", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_assert_true (g_regex_match (regex, script, 0, &match));
  g_autofree char *offered = g_match_info_fetch (match, 1);
  for (guint i = 0; i < commands->len; i++)
    {
      const char *command = g_ptr_array_index (commands, i);
      g_autoptr(GPtrArray) options = swmap_options (command);
      g_autofree char *branch = g_strdup_printf ("(?m)^\\s*[a-z|-]*(?<![\\w-])%s(?![\\w-])[a-z|-]*\\)(.*)$", command);
      g_autoptr(GRegex) branch_regex = g_regex_new (branch, 0, 0, NULL);
      g_autoptr(GMatchInfo) branch_match = NULL;

      if (!mentions (offered, command))
        g_error ("data/completions/swmap does not offer the command %s", command);
      /* The options of the command's case branch (it may go on over lines
       * up to ";;"). */
      if (!g_regex_match (branch_regex, script, 0, &branch_match))
        g_error ("data/completions/swmap has no case for %s", command);
      gint start = 0;
      g_match_info_fetch_pos (branch_match, 1, &start, NULL);
      const char *end = strstr (script + start, ";;");
      g_assert_nonnull (end);
      g_autofree char *body = g_strndup (script + start, end - (script + start));
      for (guint j = 0; j < options->len; j++)
        {
          const char *option = g_ptr_array_index (options, j);
          if (g_str_equal (option, "--help"))
            continue;   /* added to every command's list */
          if (!mentions (body, option))
            g_error ("data/completions/swmap does not offer %s for swmap %s", option, command);
        }
    }
}

/* The thumbnailer entry runs a command swmap has, for the map type the
 * app installs, with the size, input and output file managers pass. */
static void
test_thumbnailer_runs_swmap (void)
{
  g_autofree char *entry = read_source_file ("data", "io.github.swcompanion.Companion.thumbnailer", NULL);
  g_autofree char *mime = read_source_file ("data", "io.github.swcompanion.Companion.mime.xml.in", NULL);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GPtrArray) commands = swmap_commands ();
  g_autoptr(GError) error = NULL;
  g_autofree char *exec = NULL;
  g_auto(GStrv) types = NULL;
  g_auto(GStrv) argv = NULL;

  g_key_file_load_from_data (keys, entry, -1, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  exec = g_key_file_get_string (keys, "Thumbnailer Entry", "Exec", &error);
  g_assert_no_error (error);
  g_shell_parse_argv (exec, NULL, &argv, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (argv[0], ==, "swmap");
  g_assert_true (g_ptr_array_find_with_equal_func (commands, argv[1], g_str_equal, NULL));
  g_assert_true (g_strv_contains ((const char *const *) argv, "%s"));
  g_assert_true (g_strv_contains ((const char *const *) argv, "%i"));
  g_assert_true (g_strv_contains ((const char *const *) argv, "%o"));
  types = g_key_file_get_string_list (keys, "Thumbnailer Entry", "MimeType", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (types), >, 0);
  for (guint i = 0; types[i] != NULL; i++)
    {
      g_autofree char *declared = g_strdup_printf ("<mime-type type=\"%s\">", types[i]);

      if (strstr (mime, declared) == NULL)
        g_error ("the thumbnailer names %s, which the app's MIME file does not declare", types[i]);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/swmap-docs/usage", test_usage_lists_commands);
  g_test_add_func ("/swmap-docs/man-page", test_man_page_names_every_command);
  g_test_add_func ("/swmap-docs/bash-completion", test_completion_offers_every_command);
  g_test_add_func ("/swmap-docs/thumbnailer", test_thumbnailer_runs_swmap);
  return g_test_run ();
}
