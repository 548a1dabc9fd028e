/* test-untranslated.c: an untranslated span gives English texts on its thread and gives the user's language back after. */

#include "config.h"
#define G_LOG_DOMAIN "test-untranslated"

#include <locale.h>
#include <string.h>
#include <glib.h>
#include <glib/gi18n-lib.h>

#include "sw-balance.h"
#include "sw-catalog.h"
#include "sw-issue.h"
#include "sw-map.h"
#include "sw-map-xml.h"
#include "sw-untranslated.h"

extern int _nl_msg_cat_cntr;   /* glibc's gettext: bumped, it drops the translations it cached */

/* In the catalogs: 无 in zh_CN. */
static const char msgid[] = "none";

static GPtrArray *
two_language_title (void)
{
  GPtrArray *texts = sw_text_list_new ();

  sw_map_add_text (texts, "zh-CN", "小小世界");
  sw_map_add_text (texts, NULL, "Small World");
  return texts;
}

static const char *
translated (void)
{
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

static const char *
translated_plural (void)
{
  return g_dngettext (GETTEXT_PACKAGE, "%u error", "%u errors", 2);
}

static gpointer
other_thread_text (gpointer data)
{
  (void) data;
  return g_strdup (translated ());
}

/* The user's language everywhere: Chinese. */
static void
assert_chinese (GPtrArray *title)
{
  g_assert_false (sw_untranslated_active ());
  g_assert_cmpstr (translated (), ==, "无");
  g_assert_cmpstr (translated_plural (), ==, "%u 个错误");
  g_assert_cmpstr (sw_text_pick (title), ==, "小小世界");
}

static void
assert_english (GPtrArray *title)
{
  g_assert_true (sw_untranslated_active ());
  /* the same pointer gettext was given: the msgid itself */
  g_assert_true (translated () == msgid);
  g_assert_cmpstr (translated_plural (), ==, "%u errors");
  g_assert_cmpstr (sw_text_pick (title), ==, "Small World");
}

static void
switch_language (const char *language)
{
  const char *locale_dir = g_getenv ("SW_TEST_LOCALEDIR");

  /* meson test points it at the build's catalogs: without them the test
   * would prove nothing, so it fails rather than skips. */
  g_assert_nonnull (locale_dir);
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_setenv ("LANGUAGE", language, TRUE);
  /* not the C locale, where gettext ignores LANGUAGE */
  setlocale (LC_ALL, "C.UTF-8");
  ++_nl_msg_cat_cntr;
}

static void
test_span (void)
{
  g_autoptr(GPtrArray) title = two_language_title ();
  const SwCatalog *catalog = sw_catalog_get ("base");
  const SwCatalogEntry *humans;

  switch_language ("zh_CN");

  g_assert_nonnull (catalog);
  humans = sw_catalog_find (catalog, "race", "humans");
  g_assert_nonnull (humans);

  assert_chinese (title);
  g_assert_cmpstr (sw_catalog_entry_name (humans), ==, "人类");

  {
    g_autoptr(SwUntranslated) outer G_GNUC_UNUSED = sw_untranslated_begin ();
    g_autofree char *elsewhere = NULL;
    GThread *thread;

    assert_english (title);
    g_assert_cmpstr (sw_catalog_entry_name (humans), ==, "Humans");
    g_assert_cmpstr (sw_catalog_entry_name (humans), ==, sw_catalog_entry_name_for (humans, NULL));

    /* spans nest: the inner end leaves the outer span untranslated */
    {
      g_autoptr(SwUntranslated) inner G_GNUC_UNUSED = sw_untranslated_begin ();
      assert_english (title);
    }
    assert_english (title);

    /* other threads keep the user's language */
    thread = g_thread_new ("other", other_thread_text, NULL);
    elsewhere = g_thread_join (thread);
    g_assert_cmpstr (elsewhere, ==, "无");
    assert_english (title);
  }

  assert_chinese (title);
  g_assert_cmpstr (sw_catalog_entry_name (humans), ==, "人类");
  /* back on the global locale, as before the span */
  g_assert_true (uselocale ((locale_t) 0) == LC_GLOBAL_LOCALE);

  /* a thread that had a locale of its own gets that one back */
  {
    locale_t own = newlocale (LC_ALL_MASK, "C.UTF-8", (locale_t) 0);
    SwUntranslated *span;

    g_assert_true (own != (locale_t) 0);
    uselocale (own);
    assert_chinese (title);
    span = sw_untranslated_begin ();
    assert_english (title);
    sw_untranslated_end (span);
    g_assert_true (uselocale ((locale_t) 0) == own);
    assert_chinese (title);
    uselocale (LC_GLOBAL_LOCALE);
    freelocale (own);
  }

  setlocale (LC_ALL, "");
  g_unsetenv ("LANGUAGE");
}

/* The JSON the editor's Balance Report saves: the same bytes in Chinese as
 * `swmap balance --json` prints in English; the text report stays translated. */
static void
test_balance_json (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_MAPS_DIR"), "base-2p.swmap", NULL);
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(SwBalanceReport) report = NULL;
  SwBalanceOptions options;
  g_autofree char *json_chinese = NULL, *json_english = NULL, *text_chinese = NULL, *text_english = NULL;

  g_assert_nonnull (g_getenv ("SW_MAPS_DIR"));
  map = sw_map_load_file (path, issues, &error);
  g_assert_no_error (error);
  sw_balance_options_init (&options);
  options.games = 4;
  options.seed = 3;
  options.threads = 1;
  report = sw_balance_run (map, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);

  switch_language ("zh_CN");
  json_chinese = sw_balance_report_to_json (report, "base-2p.swmap");
  g_assert_false (sw_untranslated_active ());
  text_chinese = sw_balance_report_to_text (report, "base-2p.swmap");
  switch_language ("C");
  json_english = sw_balance_report_to_json (report, "base-2p.swmap");
  text_english = sw_balance_report_to_text (report, "base-2p.swmap");

  g_assert_cmpstr (json_chinese, ==, json_english);
  g_assert_nonnull (strstr (json_english, "\"name\" : \"Humans\""));
  g_assert_nonnull (strstr (text_chinese, "人类"));
  g_assert_null (strstr (text_english, "人类"));

  setlocale (LC_ALL, "");
  g_unsetenv ("LANGUAGE");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/untranslated/span", test_span);
  g_test_add_func ("/untranslated/balance-json", test_balance_json);
  return g_test_run ();
}
