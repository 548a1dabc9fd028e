/* test-map-document.c: the editor's document without a window: a bundled map loaded, edited, undone and redone, the modified flag and title, saving with the file's entity tag (and the refusal once another program changed it), the problems found. */
#include "config.h"

#include <glib/gstdio.h>

#include <unistd.h>

#include "sw-drafts.h"
#include "sw-edit.h"
#include "sw-map-document.h"
#include "sw-map-xml.h"

typedef struct {
  guint changed;
  guint validated;
  guint modified_notes;
  guint title_notes;
} Counts;

static void
count_cb (SwMapDocument *document,
          guint         *counter)
{
  (*counter)++;
}

static void
notify_count_cb (SwMapDocument *document,
                 GParamSpec    *pspec,
                 guint         *counter)
{
  (*counter)++;
}

static SwMapDocument *
new_document (Counts *counts)
{
  SwMapDocument *document = sw_map_document_new ();

  g_signal_connect (document, "changed", G_CALLBACK (count_cb), &counts->changed);
  g_signal_connect (document, "validated", G_CALLBACK (count_cb), &counts->validated);
  g_signal_connect (document, "notify::modified", G_CALLBACK (notify_count_cb), &counts->modified_notes);
  g_signal_connect (document, "notify::title", G_CALLBACK (notify_count_cb), &counts->title_notes);
  return document;
}

static GFile *
bundled_map (const char *name)
{
  const char *dir = g_getenv ("SW_MAPS_DIR");
  g_autofree char *path = NULL;

  g_assert_nonnull (dir);
  path = g_build_filename (dir, name, NULL);
  return g_file_new_for_path (path);
}

static const char *
terrain_of (SwMapDocument *document,
            const char    *id)
{
  const SwRegion *region = sw_map_get_region (sw_map_document_get_map (document), id);

  g_assert_nonnull (region);
  return region->terrain;
}

/* Runs the main loop until @done says so, for at most @seconds. */
static void
wait_for (gboolean (*done) (SwMapDocument *), SwMapDocument *document, guint seconds)
{
  gint64 until = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (document) && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
}

static gboolean
validated (SwMapDocument *document)
{
  return !sw_map_document_get_validating (document);
}

static gboolean
has_issue (SwMapDocument *document,
           const char    *code)
{
  GListModel *issues = sw_map_document_get_issues (document);

  for (guint i = 0; i < g_list_model_get_n_items (issues); i++)
    {
      g_autoptr(SwIssueItem) item = g_list_model_get_item (issues, i);

      g_assert_cmpuint (sw_issue_item_get_index (item), ==, i);
      if (g_str_equal (sw_issue_item_get_issue (item)->code, code))
        return TRUE;
    }
  return FALSE;
}

/* Loaded, edited through the document's history, undone, redone: the
 * modified flag follows the history back to the state as loaded. */
static void
test_edit_undo (void)
{
  Counts counts = { 0 };
  g_autoptr(SwMapDocument) document = new_document (&counts);
  g_autoptr(GFile) file = bundled_map ("base-2p.swmap");
  g_autoptr(GError) error = NULL;
  const char *const r1[] = { "r1", NULL };
  g_autofree char *before = NULL;
  SwHistory *history;

  g_assert_null (sw_map_document_get_map (document));
  g_assert_false (sw_map_document_get_modified (document));
  g_assert_true (sw_map_document_load (document, file, &error));
  g_assert_no_error (error);
  g_assert_nonnull (sw_map_document_get_map (document));
  g_assert_true (g_file_equal (sw_map_document_get_file (document), file));
  g_assert_false (sw_map_document_get_modified (document));
  g_assert_cmpstr (sw_map_document_get_title (document), ==, sw_map_get_title (sw_map_document_get_map (document)));
  /* a bundled map is valid: validated at once, nothing found */
  g_assert_cmpuint (counts.validated, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (sw_map_document_get_issues (document)), ==, 0);

  history = sw_map_document_get_history (document);
  g_assert_nonnull (history);
  before = g_strdup (terrain_of (document, "r1"));
  g_assert_cmpstr (before, !=, "swamp");
  counts.changed = counts.modified_notes = 0;
  g_assert_true (sw_edit_set_terrain (sw_map_document_get_map (document), history, r1, "swamp", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (terrain_of (document, "r1"), ==, "swamp");
  g_assert_true (sw_map_document_get_modified (document));
  g_assert_cmpuint (counts.modified_notes, ==, 1);
  g_assert_cmpuint (counts.changed, ==, 1);
  /* the problems are checked again after a pause */
  g_assert_true (sw_map_document_get_validating (document));

  g_assert_true (sw_history_undo (history));
  g_assert_cmpstr (terrain_of (document, "r1"), ==, before);
  g_assert_false (sw_map_document_get_modified (document));
  g_assert_cmpuint (counts.modified_notes, ==, 2);
  g_assert_true (sw_history_redo (history));
  g_assert_cmpstr (terrain_of (document, "r1"), ==, "swamp");
  g_assert_true (sw_map_document_get_modified (document));
  g_assert_cmpuint (counts.changed, ==, 3);

  counts.validated = 0;
  wait_for (validated, document, 5);
  g_assert_false (sw_map_document_get_validating (document));
  g_assert_cmpuint (counts.validated, ==, 1);
}

static gboolean
changed_on_disk (SwMapDocument *document)
{
  return sw_map_document_get_changed_on_disk (document);
}

/* Saved under a new name: the file, the title and the flag follow, and
 * the copy reads back equal. Changed by another program: saving over it
 * is refused until the caller says to replace it. */
static void
test_save_etag (void)
{
  Counts counts = { 0 };
  g_autoptr(SwMapDocument) document = new_document (&counts);
  g_autoptr(GFile) bundled = bundled_map ("base-3p.swmap");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("sw-map-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "copy.swmap", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(SwMap) reread = NULL;
  g_autoptr(GFileInfo) info = NULL;
  const char *const r2[] = { "r2", NULL };

  g_assert_no_error (error);
  g_assert_true (sw_map_document_load (document, bundled, &error));
  g_assert_true (sw_edit_set_terrain (sw_map_document_get_map (document), sw_map_document_get_history (document),
                                      r2, "hill", &error));
  g_assert_true (sw_map_document_get_modified (document));

  g_assert_true (sw_map_document_save (document, file, SW_MAP_DOCUMENT_SAVE_NONE, &error));
  g_assert_no_error (error);
  g_assert_false (sw_map_document_get_modified (document));
  g_assert_true (g_file_equal (sw_map_document_get_file (document), file));
  g_assert_false (sw_map_document_get_changed_on_disk (document));
  reread = sw_map_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sw_map_equal (reread, sw_map_document_get_map (document)));

  /* saved again unchanged: its own save is no change by another program */
  g_assert_true (sw_map_document_save (document, file, SW_MAP_DOCUMENT_SAVE_NONE, &error));
  g_assert_no_error (error);

  /* another program writes the file: a later modification time */
  g_assert_true (g_file_set_contents (path, "<changed/>", -1, &error));
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                              g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) + 60,
                                              0, NULL, &error));
  g_assert_no_error (error);
  /* the file monitor tells, without a save */
  wait_for (changed_on_disk, document, 10);
  g_assert_true (sw_map_document_get_changed_on_disk (document));

  g_assert_true (sw_edit_set_terrain (sw_map_document_get_map (document), sw_map_document_get_history (document),
                                      r2, "forest", &error));
  g_assert_false (sw_map_document_save (document, file, SW_MAP_DOCUMENT_SAVE_NONE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  g_clear_error (&error);
  /* nothing lost: the other program's file is as it wrote it, the edit
   * still unsaved here */
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
    g_assert_cmpstr (contents, ==, "<changed/>");
  }
  g_assert_true (sw_map_document_get_modified (document));

  g_assert_true (sw_map_document_save (document, file, SW_MAP_DOCUMENT_SAVE_REPLACE_CHANGED, &error));
  g_assert_no_error (error);
  g_assert_false (sw_map_document_get_modified (document));
  g_assert_false (sw_map_document_get_changed_on_disk (document));
  g_clear_pointer (&reread, sw_map_unref);
  reread = sw_map_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sw_map_get_region (reread, "r2")->terrain, ==, "forest");
  /* replaced, the other program's version is kept beside it */
  {
    g_autofree char *backup = g_strconcat (path, "~", NULL);
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (backup, &contents, NULL, &error));
    g_assert_cmpstr (contents, ==, "<changed/>");
    g_assert_cmpint (g_remove (backup), ==, 0);
  }

  g_clear_object (&document);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The problems: what the loader and the validator found, checked again
 * after an edit; "validated" each time the list is new. */
static void
test_validation (void)
{
  Counts counts = { 0 };
  g_autoptr(SwMapDocument) document = new_document (&counts);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "self-link.swmap", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  SwHistory *history;

  g_assert_true (sw_map_document_load (document, file, &error));
  g_assert_no_error (error);
  g_assert_true (has_issue (document, "self-link"));
  g_assert_cmpuint (counts.validated, ==, 1);

  history = sw_map_document_get_history (document);
  g_assert_true (sw_edit_remove_link (sw_map_document_get_map (document), history, "r2", "r2", &error));
  g_assert_no_error (error);
  /* not yet: the check waits for a pause in editing */
  g_assert_true (has_issue (document, "self-link"));
  wait_for (validated, document, 5);
  g_assert_cmpuint (counts.validated, ==, 2);
  g_assert_false (has_issue (document, "self-link"));

  g_assert_true (sw_history_undo (history));
  sw_map_document_revalidate (document);
  g_assert_false (sw_map_document_get_validating (document));
  g_assert_true (has_issue (document, "self-link"));
}

/* A map that is not from its file (a restored draft, an import) is
 * modified from the start and stays so after undo; a new map is named
 * "Untitled Map" until it has a title. */
static void
test_unsaved_map (void)
{
  Counts counts = { 0 };
  g_autoptr(SwMapDocument) document = new_document (&counts);
  g_autoptr(GError) error = NULL;
  SwMap *map = sw_map_new ("base");

  g_assert_true (sw_edit_add_board (map, NULL, "board", 400, 300, "farmland", NULL, &error));
  g_assert_no_error (error);
  sw_map_document_take_map (document, map, NULL, TRUE, NULL);
  g_assert_true (sw_map_document_get_modified (document));
  g_assert_null (sw_map_document_get_file (document));
  g_assert_cmpstr (sw_map_document_get_title (document), ==, "Untitled Map");

  counts.title_notes = 0;
  g_assert_true (sw_edit_set_title (map, sw_map_document_get_history (document), NULL, "Islands", &error));
  g_assert_cmpstr (sw_map_document_get_title (document), ==, "Islands");
  g_assert_cmpuint (counts.title_notes, ==, 1);
  g_assert_true (sw_history_undo (sw_map_document_get_history (document)));
  g_assert_cmpstr (sw_map_document_get_title (document), ==, "Untitled Map");
  g_assert_true (sw_map_document_get_modified (document));

  sw_map_document_set_modified (document, FALSE);
  g_assert_false (sw_map_document_get_modified (document));
}

static const char *self_path;

/* A draft another running instance holds (a second login, the Flatpak
 * beside the package) is not offered to restore, nor taken; once that
 * process is gone, however it went, the draft is a crash's leftover and
 * is offered. The other process is this program again (main's
 * --hold-draft), which claims the draft and stays until its input ends. */
static void
test_draft_held_elsewhere (void)
{
  g_autofree char *path = sw_drafts_new_path ();
  g_autoptr(SwMap) map = sw_map_new ("base");
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) other = NULL;
  g_autoptr(GDataInputStream) said = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GPtrArray) orphans = NULL;
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);
  gboolean listed = FALSE;

  g_assert_true (sw_edit_add_board (map, NULL, "board", 400, 300, "farmland", NULL, &error));
  g_assert_true (sw_drafts_write (path, map, NULL, &error));
  g_assert_no_error (error);
  /* this process lets go of it; another takes it */
  sw_drafts_release (path);
  other = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                            self_path, "--hold-draft", path, NULL);
  g_assert_no_error (error);
  said = g_data_input_stream_new (g_subprocess_get_stdout_pipe (other));
  line = g_data_input_stream_read_line_utf8 (said, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "held");

  g_assert_true (sw_drafts_held_elsewhere (path));
  orphans = sw_drafts_list_orphans ();
  for (guint i = 0; i < orphans->len; i++)
    g_assert_cmpstr (g_ptr_array_index (orphans, i), !=, path);
  g_assert_false (sw_drafts_claim (path));
  /* nor removed from under it */
  sw_drafts_remove (path);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_pointer (&orphans, g_ptr_array_unref);

  /* the other process ends without a word (as in a crash) */
  g_assert_true (g_output_stream_close (g_subprocess_get_stdin_pipe (other), NULL, &error));
  g_assert_true (g_subprocess_wait_check (other, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (sw_drafts_held_elsewhere (path));
  orphans = sw_drafts_list_orphans ();
  for (guint i = 0; i < orphans->len; i++)
    listed |= g_str_equal (g_ptr_array_index (orphans, i), path);
  g_assert_true (listed);
  g_assert_true (sw_drafts_claim (path));

  /* restored and dealt with: the draft, its note and its lock go */
  sw_drafts_remove (path);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
}

int
main (int argc, char **argv)
{
  g_autofree char *state = NULL;
  int status;

  /* the other instance of test_draft_held_elsewhere: claims the draft,
   * says so, and holds it until its input ends */
  if (argc == 3 && g_str_equal (argv[1], "--hold-draft"))
    {
      char byte;

      if (!sw_drafts_claim (argv[2]))
        return 1;
      g_print ("held\n");
      fflush (stdout);
      while (read (STDIN_FILENO, &byte, 1) > 0)
        ;
      _exit (0);
    }
  self_path = argv[0];
  /* the English source texts, whatever the machine's language */
  g_setenv ("LANGUAGE", "C", TRUE);
  /* drafts in a folder of the test's own, which its children inherit */
  state = g_dir_make_tmp ("test-map-document-XXXXXX", NULL);
  g_assert_nonnull (state);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/map-document/edit-undo", test_edit_undo);
  g_test_add_func ("/map-document/save-etag", test_save_etag);
  g_test_add_func ("/map-document/validation", test_validation);
  g_test_add_func ("/map-document/unsaved-map", test_unsaved_map);
  g_test_add_func ("/map-document/draft-held-elsewhere", test_draft_held_elsewhere);
  status = g_test_run ();
  {
    g_autofree char *drafts = g_build_filename (state, "swcompanion", "drafts", NULL);
    g_autofree char *app = g_build_filename (state, "swcompanion", NULL);

    g_rmdir (drafts);
    g_rmdir (app);
    g_rmdir (state);
  }
  return status;
}
