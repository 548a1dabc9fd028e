/* test-hostile.c: hostile map files are refused quickly, with a line, and never make the loader read another file. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlIO.h>
#include "sw-issue.h"
#include "sw-map-xml.h"
#include "sw-xml-safe.h"

/* Generous: each of these is refused in milliseconds; seconds would mean
 * the limit is not working (even under sanitizers). */
#define QUICKLY 1.0

/* Every URI libxml2 tried to open while a test ran. */
static GPtrArray *opened_uris;

static int
record_input_match (const char *uri)
{
  g_ptr_array_add (opened_uris, g_strdup (uri));
  return 0;   /* and let no one open it */
}

static xmlParserInputPtr
record_entity_loader (const char       *url,
                      const char       *id,
                      xmlParserCtxtPtr  ctxt)
{
  g_ptr_array_add (opened_uris, g_strdup (url != NULL ? url : "(null)"));
  return NULL;
}

static SwIssue *
first_error (GPtrArray *issues)
{
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);

      if (issue->severity == SW_SEVERITY_ERROR)
        return issue;
    }
  return NULL;
}

/* Loads @data, which must be refused quickly with an xml-malformed error
 * whose message contains @expected, on @line (0: any line but 0). */
static void
assert_refused (const char *data,
                gsize       length,
                const char *expected,
                guint       line)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimer) timer = g_timer_new ();
  g_autoptr(SwMap) map = sw_map_load_data (data, length, issues, &error);
  double elapsed = g_timer_elapsed (timer, NULL);
  SwIssue *issue;

  g_test_message ("refused in %.4f s: %s", elapsed, error != NULL ? error->message : "(loaded!)");
  g_assert_null (map);
  g_assert_error (error, SW_MAP_ERROR, SW_MAP_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "line "));
  issue = first_error (issues);
  g_assert_nonnull (issue);
  g_assert_cmpstr (issue->code, ==, "xml-malformed");
  g_assert_cmpuint (issue->line, >, 0);
  if (line > 0)
    g_assert_cmpuint (issue->line, ==, line);
  if (expected != NULL && strstr (issue->message, expected) == NULL)
    g_error ("expected \"%s\" in \"%s\"", expected, issue->message);
  g_assert_cmpfloat (elapsed, <, QUICKLY);
  g_assert_cmpuint (issues->len, <=, 50);
}

static void
test_billion_laughs (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE swmap [\n"
                                          "  <!ENTITY lol0 \"lol\">\n");

  for (guint i = 1; i < 10; i++)
    g_string_append_printf (text, "  <!ENTITY lol%u \"&lol%u;&lol%u;&lol%u;&lol%u;&lol%u;&lol%u;&lol%u;&lol%u;&lol%u;&lol%u;\">\n",
                            i, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1);
  g_string_append (text, "]>\n<swmap version=\"1\" edition=\"base\"><title>&lol9;</title></swmap>\n");

  assert_refused (text->str, text->len,
                  "the document declares entities; maps never need them and they are refused for safety", 3);
}

/* Quadratic blowup: one big entity referenced many times. */
static void
test_quadratic_blowup (void)
{
  g_autoptr(GString) text = g_string_new ("<!DOCTYPE swmap [<!ENTITY a \"");

  for (guint i = 0; i < 50000; i++)
    g_string_append_c (text, 'a');
  g_string_append (text, "\">]>\n<swmap version=\"1\" edition=\"base\"><title>");
  for (guint i = 0; i < 50000; i++)
    g_string_append (text, "&a;");
  g_string_append (text, "</title></swmap>");

  assert_refused (text->str, text->len, "declares entities", 1);
}

/* External entities, external DTDs and parameter entities, pointing at a
 * secret next to the map and at /etc/passwd: refused, and libxml2 never
 * even tries to open them (its I/O and entity loader hooks record every
 * attempt). */
static void
test_external_entities (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-hostile-XXXXXX", NULL);
  g_autofree char *secret = g_build_filename (dir, "secret.txt", NULL);
  g_autofree char *map_path = g_build_filename (dir, "map.swmap", NULL);
  g_autofree char *secret_uri = g_filename_to_uri (secret, NULL, NULL);
  xmlExternalEntityLoader previous_loader = xmlGetExternalEntityLoader ();
  int callbacks;
  const char *templates[] = {
    "<!DOCTYPE swmap [<!ENTITY s SYSTEM \"secret.txt\">]>\n<swmap version=\"1\" edition=\"base\"><title>&s;</title></swmap>",
    "<!DOCTYPE swmap [<!ENTITY s SYSTEM \"%s\">]>\n<swmap version=\"1\" edition=\"base\"><title>&s;</title></swmap>",
    "<!DOCTYPE swmap [<!ENTITY s SYSTEM \"file:///etc/passwd\">]>\n<swmap version=\"1\" edition=\"base\"><title>&s;</title></swmap>",
    "<!DOCTYPE swmap [<!ENTITY %% p SYSTEM \"%s\"> %%p;]>\n<swmap version=\"1\" edition=\"base\"/>",
    "<!DOCTYPE swmap SYSTEM \"secret.txt\">\n<swmap version=\"1\" edition=\"base\"/>",
    "<!DOCTYPE swmap PUBLIC \"-//X//Y\" \"http://127.0.0.1:9/x.dtd\">\n<swmap version=\"1\" edition=\"base\"/>",
    "<swmap version=\"1\" edition=\"base\" xmlns:xi=\"http://www.w3.org/2001/XInclude\"><title><xi:include href=\"secret.txt\" parse=\"text\"/></title></swmap>",
  };

  g_assert_true (g_file_set_contents (secret, "SECRET-7f3a", -1, NULL));
  opened_uris = g_ptr_array_new_with_free_func (g_free);
  callbacks = xmlRegisterInputCallbacks (record_input_match, NULL, NULL, NULL);
  g_assert_cmpint (callbacks, >=, 0);
  xmlSetExternalEntityLoader (record_entity_loader);

  for (guint i = 0; i < G_N_ELEMENTS (templates); i++)
    {
      g_autofree char *text = g_strdup_printf (templates[i], secret_uri);
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(SwMap) map = NULL;

      g_assert_true (g_file_set_contents (map_path, text, -1, NULL));
      map = sw_map_load_file (map_path, issues, &error);

      if (i + 1 == G_N_ELEMENTS (templates))
        {
          /* XInclude is never processed: the include element is just an
           * unknown (namespaced) element, dropped with a warning. */
          g_assert_no_error (error);
          g_assert_true (sw_issue_list_has_code (issues, "unknown-element"));
          g_assert_cmpstr (((SwText *) g_ptr_array_index (map->titles, 0))->text, ==, "");
        }
      else
        {
          g_test_message ("case %u: %s", i, error->message);
          g_assert_null (map);
          g_assert_error (error, SW_MAP_ERROR, SW_MAP_ERROR_INVALID);
          g_assert_cmpstr (first_error (issues)->code, ==, "xml-malformed");
          g_assert_cmpuint (first_error (issues)->line, ==, 1);
        }
      g_assert_null (strstr (error != NULL ? error->message : "", "SECRET"));
      for (guint k = 0; k < issues->len; k++)
        g_assert_null (strstr (((SwIssue *) g_ptr_array_index (issues, k))->message, "SECRET"));
    }

  /* Only the map itself was opened, and not through libxml2. */
  for (guint k = 0; k < opened_uris->len; k++)
    g_test_message ("libxml2 tried to open %s", (char *) g_ptr_array_index (opened_uris, k));
  g_assert_cmpuint (opened_uris->len, ==, 0);

  /* Control: the hooks do see a read. A careless parse of the first
   * document (expanding entities, as XML_PARSE_NOENT does) tries to open
   * the secret through them. */
  {
    g_autofree char *careless = g_strdup_printf (templates[1], secret_uri);
    xmlDoc *doc = xmlReadMemory (careless, (int) strlen (careless), NULL, NULL,
                                 XML_PARSE_NOENT | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);

    g_clear_pointer (&doc, xmlFreeDoc);
    g_assert_cmpuint (opened_uris->len, >, 0);
  }

  xmlSetExternalEntityLoader (previous_loader);
  xmlPopInputCallbacks ();
  g_clear_pointer (&opened_uris, g_ptr_array_unref);
  g_unlink (secret);
  g_unlink (map_path);
  g_rmdir (dir);
}

/* 20 MB of random bytes, and 20 MB of junk after a good start. */
static void
test_junk (void)
{
  const gsize size = 20 * 1024 * 1024;
  g_autofree char *junk = g_malloc (size);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20);
  const char *start = "<?xml version=\"1.0\"?>\n<swmap version=\"1\" edition=\"base\">\n<title>";

  for (gsize i = 0; i < size; i += 4)
    {
      guint32 r = g_rand_int (rand);
      memcpy (junk + i, &r, 4);
    }
  assert_refused (junk, size, "binary", 1);

  /* The same without NUL bytes, so that the XML parser has to look. */
  for (gsize i = 0; i < size; i++)
    if (junk[i] == '\0')
      junk[i] = '\x01';
  assert_refused (junk, size, NULL, 1);

  memcpy (junk, start, strlen (start));
  assert_refused (junk, size, "UTF-8", 3);

  /* 20 MB of printable ASCII junk (markup characters included) after a
   * good start: valid UTF-8, so libxml2 itself has to give up quickly. */
  for (gsize i = strlen (start); i < size; i++)
    junk[i] = (char) (' ' + (guchar) junk[i] % 95);
  assert_refused (junk, size, NULL, 0);

  /* And 20 MB of one long word inside a title. */
  memset (junk + strlen (start), 'x', size - strlen (start));
  assert_refused (junk, size, NULL, 0);
}

/* 10,000 nested elements: refused at SW_XML_MAX_DEPTH, with the line. */
static void
test_deep_nesting (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n<swmap version=\"1\" edition=\"base\">\n");

  for (guint i = 0; i < 10000; i++)
    g_string_append (text, i == 100 ? "<a>\n" : "<a>");
  for (guint i = 0; i < 10000; i++)
    g_string_append (text, "</a>");
  g_string_append (text, "</swmap>\n");

  /* The 64th <a> is on line 3 (the 101st opens line 4). */
  assert_refused (text->str, text->len, "nested more than 64 deep", 3);
}

/* 100,000 attributes on one element: libxml2 2.9 would take minutes. */
static void
test_crowded_start_tag (void)
{
  g_autoptr(GString) text = g_string_new ("<swmap version=\"1\" edition=\"base\">\n<title");

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (text, " a%u='='", i);
  g_string_append (text, ">x</title></swmap>");

  assert_refused (text->str, text->len, "more than 64 attributes", 2);
}

/* A region with 100,000 symbols and names is valid, and loads in linear
 * time (with an interleave in the schema, libxml2 took minutes). */
static void
test_crowded_region (void)
{
  g_autoptr(GString) text = g_string_new ("<swmap version=\"1\" edition=\"base\">\n<region id=\"r1\" terrain=\"sea\">\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimer) timer = g_timer_new ();
  g_autoptr(SwMap) map = NULL;
  double elapsed;

  for (guint i = 0; i < 50000; i++)
    g_string_append (text, "<name>n</name>\n");
  for (guint i = 0; i < 50000; i++)
    g_string_append (text, "<symbol type=\"mine\"/>\n");
  g_string_append (text, "</region>\n</swmap>\n");

  g_timer_start (timer);
  map = sw_map_load_data (text->str, text->len, NULL, &error);
  elapsed = g_timer_elapsed (timer, NULL);
  g_test_message ("loaded in %.3f s", elapsed);
  g_assert_no_error (error);
  g_assert_cmpuint (((SwRegion *) g_ptr_array_index (map->regions, 0))->symbols->len, ==, 50000);
  g_assert_cmpfloat (elapsed, <, 4 * QUICKLY);
}

/* Many unknown elements cost one summary, not a warning each. */
static void
test_many_unknown_elements (void)
{
  g_autoptr(GString) text = g_string_new ("<swmap version=\"1\" edition=\"base\">\n");
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;

  for (guint i = 0; i < 200000; i++)
    g_string_append (text, "<junk/>");
  g_string_append (text, "\n</swmap>");

  map = sw_map_load_data (text->str, text->len, issues, &error);
  g_assert_no_error (error);
  g_assert_nonnull (map);
  g_assert_cmpuint (issues->len, ==, 101);
}

static void
test_binary_and_empty (void)
{
  const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10";

  assert_refused (png, sizeof png - 1, "binary data", 1);
  assert_refused ("", 0, "empty", 1);
  assert_refused ("   \n\n  ", 7, NULL, 0);
}

/* The size limit is checked before parsing, and before reading a file. */
static void
test_size_limit (void)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-hostile-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.swmap", NULL);
  const char *small = "<swmap version=\"1\" edition=\"base\"/>";
  xmlDoc *doc;
  SwMap *map;
  FILE *file;

  doc = sw_xml_parse_safe (small, strlen (small), 10, issues, &error);
  g_assert_null (doc);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpuint (((SwIssue *) g_ptr_array_index (issues, 0))->line, ==, 1);
  g_clear_error (&error);

  /* A sparse file over the limit: refused from its size alone. */
  file = g_fopen (path, "w");
  g_assert_nonnull (file);
  g_assert_cmpint (fseek (file, SW_MAP_MAX_FILE_SIZE + 1, SEEK_SET), ==, 0);
  fputc ('x', file);
  fclose (file);

  map = sw_map_load_file (path, issues, &error);
  g_assert_null (map);
  g_assert_error (error, SW_MAP_ERROR, SW_MAP_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "line 1: "));

  g_unlink (path);
  g_rmdir (dir);
}

/* The committed hostile fixtures (also seeds of the fuzzer's corpus): each
 * is refused as xml-malformed, with its line. */
static void
test_hostile_fixtures (void)
{
  const char *root = g_getenv ("SW_SOURCE_DIR");
  g_autofree char *dir_path = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (root);   /* meson test sets it */
  dir_path = g_build_filename (root, "tests", "data", "hostile", NULL);
  dir = g_dir_open (dir_path, 0, NULL);

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      if (!g_str_has_suffix (name, ".swmap"))
        continue;
      g_test_message ("%s", name);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      assert_refused (contents, length, NULL, 0);
      n_files++;
    }
  g_assert_cmpuint (n_files, >=, 5);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hostile/billion-laughs", test_billion_laughs);
  g_test_add_func ("/hostile/quadratic-blowup", test_quadratic_blowup);
  g_test_add_func ("/hostile/external-entities", test_external_entities);
  g_test_add_func ("/hostile/junk", test_junk);
  g_test_add_func ("/hostile/deep-nesting", test_deep_nesting);
  g_test_add_func ("/hostile/crowded-start-tag", test_crowded_start_tag);
  g_test_add_func ("/hostile/crowded-region", test_crowded_region);
  g_test_add_func ("/hostile/many-unknown-elements", test_many_unknown_elements);
  g_test_add_func ("/hostile/binary-and-empty", test_binary_and_empty);
  g_test_add_func ("/hostile/size-limit", test_size_limit);
  g_test_add_func ("/hostile/fixtures", test_hostile_fixtures);

  return g_test_run ();
}
