/* test-flatpak.c: checks what can be checked offline of the Flatpak manifest: app id, a supported runtime, command, the meson module from the repository, narrow permissions. */
#include "config.h"

#include <json-glib/json-glib.h>

static JsonObject *
load_manifest (JsonParser *parser)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "flatpak", APP_ID ".json", NULL);
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  root = json_parser_get_root (parser);
  g_assert_nonnull (root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  return json_node_get_object (root);
}

static void
test_identity (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);
  const char *id = json_object_has_member (manifest, "id") ? json_object_get_string_member (manifest, "id")
                                                            : json_object_get_string_member (manifest, "app-id");

  g_assert_cmpstr (id, ==, APP_ID);
  g_assert_cmpstr (json_object_get_string_member (manifest, "command"), ==, "swcompanion");
  g_assert_cmpstr (json_object_get_string_member (manifest, "runtime"), ==, "org.gnome.Platform");
  g_assert_cmpstr (json_object_get_string_member (manifest, "sdk"), ==, "org.gnome.Sdk");
}

/* GNOME runtimes are supported for a year: 47 or later. 44 was past its
 * end of life, and its GTK 4.10 failed the build on deprecations that the
 * GDK_VERSION_* pins of meson.build now keep to the 4.8 API. */
static void
test_supported_runtime (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);
  const char *version = json_object_get_string_member (manifest, "runtime-version");
  guint64 major = 0;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (version);
  g_ascii_string_to_unsigned (version, 10, 1, G_MAXUINT, &major, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (major, >=, 47);
}

/* The homepage of the metainfo, which is the repository. */
static char *
repository_url (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "data", APP_ID ".metainfo.xml.in", NULL);
  g_autofree char *metainfo = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) regex = g_regex_new ("<url type=\"homepage\">([^<]+)</url>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_file_get_contents (path, &metainfo, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_regex_match (regex, metainfo, 0, &match));
  return g_match_info_fetch (match, 1);
}

/* The last module is the app itself, built with meson from a git checkout
 * of the repository (not the directory the manifest happens to sit in). */
static void
test_meson_module (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);
  JsonArray *modules = json_object_get_array_member (manifest, "modules");
  JsonObject *module, *source;
  JsonArray *sources;

  g_assert_nonnull (modules);
  g_assert_cmpuint (json_array_get_length (modules), >=, 1);
  module = json_array_get_object_element (modules, json_array_get_length (modules) - 1);
  g_assert_nonnull (module);
  g_assert_cmpstr (json_object_get_string_member (module, "name"), ==, "swcompanion");
  g_assert_cmpstr (json_object_get_string_member (module, "buildsystem"), ==, "meson");
  sources = json_object_get_array_member (module, "sources");
  g_assert_nonnull (sources);
  g_assert_cmpuint (json_array_get_length (sources), ==, 1);
  source = json_array_get_object_element (sources, 0);
  g_assert_nonnull (source);
  g_assert_cmpstr (json_object_get_string_member (source, "type"), ==, "git");
  g_autofree char *homepage = repository_url ();
  g_autofree char *git_url = g_strconcat (homepage, ".git", NULL);
  g_assert_cmpstr (json_object_get_string_member (source, "url"), ==, git_url);
  /* something to check out: a branch, a tag or a commit */
  g_assert_true (json_object_has_member (source, "branch") || json_object_has_member (source, "tag")
                 || json_object_has_member (source, "commit"));
}

/* The file chooser portal gives access to the files the user picks; the
 * app needs no file system, network or session-bus permission. */
static void
test_narrow_permissions (void)
{
  static const char *forbidden_prefixes[] = {
    "--filesystem=host", "--filesystem=home", "--filesystem=/", "--share=network",
    "--socket=session-bus", "--socket=system-bus", "--device=all", NULL,
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);
  JsonArray *args = json_object_get_array_member (manifest, "finish-args");
  gboolean wayland = FALSE;

  g_assert_nonnull (args);
  for (guint i = 0; i < json_array_get_length (args); i++)
    {
      const char *arg = json_array_get_string_element (args, i);

      g_assert_nonnull (arg);
      for (guint f = 0; forbidden_prefixes[f] != NULL; f++)
        if (g_str_has_prefix (arg, forbidden_prefixes[f]))
          g_error ("the manifest asks for %s, which the app does not need", arg);
      if (g_str_equal (arg, "--socket=wayland"))
        wayland = TRUE;
    }
  g_assert_true (wayland);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flatpak/identity", test_identity);
  g_test_add_func ("/flatpak/supported-runtime", test_supported_runtime);
  g_test_add_func ("/flatpak/meson-module", test_meson_module);
  g_test_add_func ("/flatpak/narrow-permissions", test_narrow_permissions);

  return g_test_run ();
}
