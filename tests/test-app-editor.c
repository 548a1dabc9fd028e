/* test-app-editor.c: drives the real window's editing actions: split, terrain, undo, redo, save, reopen; fixes, drafts (and a draft that cannot be written), new maps, lay out from graph (needs a display). */
#include "config.h"

#include <glib/gstdio.h>

#include "sw-test-app.h"
#include "sw-application.h"
#include "sw-drafts.h"
#include "sw-edit.h"
#include "sw-history.h"
#include "sw-layout.h"
#include "sw-map-xml.h"
#include "sw-validate.h"
#include "sw-window.h"

typedef struct {
  SwApplication *application;
  char *tmpdir;
  char *laid_out_path;   /* base-2p laid out, the map being edited */
  char *saved_path;
  char *self_link_path;
  char *graph_path;
  SwMap *edited;         /* the map after split + terrain */
  SwWindow *draft_window;
  SwWindow *offer_window;  /* opened with a file while drafts wait */
  SwMap *drafted;
  guint step;
  guint waited;
  gint64 wait_until;
  gboolean done;
} Fixture;

static SwWindow *
window_for (Fixture    *fixture,
            const char *path)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (fixture->application)); l; l = l->next)
    {
      GFile *file = SW_IS_WINDOW (l->data) ? sw_window_get_file (l->data) : NULL;
      g_autofree char *file_path = file ? g_file_get_path (file) : NULL;

      if (g_strcmp0 (file_path, path) == 0)
        return l->data;
    }
  return NULL;
}

static SwWindow *
new_window (Fixture *fixture)
{
  SwWindow *window = SW_WINDOW (sw_application_new_window (fixture->application));

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static gboolean
activate (SwWindow   *window,
          const char *action,
          GVariant   *parameter)
{
  return gtk_widget_activate_action_variant (GTK_WIDGET (window), action, parameter);
}

/* A cut that the core accepts: from the middle of one outline edge
 * through the region's label point to the middle of another, tried on a
 * copy until one works. */
static gboolean
find_cut (SwMap   *map,
          char   **region_out,
          GArray  *points)
{
  for (guint r = 0; r < map->regions->len; r++)
    {
      const SwRegion *region = g_ptr_array_index (map->regions, r);
      guint n = region->outline ? region->outline->ids->len : 0;

      for (guint e = 0; n >= 4 && e < n; e++)
        {
          guint f = (e + n / 2) % n;
          const SwVertex *a0 = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, e));
          const SwVertex *a1 = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, (e + 1) % n));
          const SwVertex *b0 = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, f));
          const SwVertex *b1 = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, (f + 1) % n));
          double cut[4] = { (a0->x + a1->x) / 2, (a0->y + a1->y) / 2, (b0->x + b1->x) / 2, (b0->y + b1->y) / 2 };
          g_autoptr(SwMap) copy = sw_map_copy (map);
          g_autofree char *new_region = NULL;

          if (sw_edit_split_region (copy, NULL, region->id, cut, 2, &new_region, NULL))
            {
              *region_out = g_strdup (region->id);
              g_array_append_vals (points, cut, 4);
              return TRUE;
            }
        }
    }
  return FALSE;
}

static const char *
other_terrain (const char *terrain)
{
  return g_strcmp0 (terrain, "swamp") == 0 ? "forest" : "swamp";
}

/* Split, terrain, undo, redo: the title and the history follow. */
static void
check_split_and_terrain (Fixture  *fixture,
                         SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  g_autoptr(SwMap) original = sw_map_copy (map);
  g_autoptr(GArray) cut = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *region = NULL;
  guint n_regions = map->regions->len;
  guint n_selected = 0;
  const guint *selected;
  const SwRegion *new_region;
  const char *terrain;

  g_assert_true (find_cut (map, &region, cut));
  g_assert_false (sw_window_get_modified (window));
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("split")));
  g_assert_true (activate (window, "edit.split",
                           g_variant_new ("(s@ad)", region,
                                          g_variant_new_fixed_array (G_VARIANT_TYPE_DOUBLE, cut->data, cut->len,
                                                                     sizeof (double)))));
  g_assert_cmpuint (map->regions->len, ==, n_regions + 1);
  g_assert_true (sw_window_get_modified (window));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));

  /* the new part is selected: the properties apply to it */
  selected = sw_map_view_get_selection (sw_window_get_map_view (window), &n_selected);
  g_assert_cmpuint (n_selected, ==, 1);
  new_region = g_ptr_array_index (map->regions, selected[0]);
  g_assert_cmpstr (new_region->id, !=, region);
  terrain = other_terrain (new_region->terrain);
  g_assert_true (activate (window, "edit.set-terrain", g_variant_new_string (terrain)));
  g_assert_cmpstr (sw_map_get_region (map, new_region->id)->terrain, ==, terrain);
  fixture->edited = sw_map_copy (map);

  /* two steps back: the map as opened, and no unsaved mark */
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpstr (sw_map_get_region (map, new_region->id)->terrain, !=, terrain);
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpuint (map->regions->len, ==, n_regions);
  g_assert_true (sw_map_equal (map, original));
  g_assert_false (sw_window_get_modified (window));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));

  g_assert_true (activate (window, "edit.redo", NULL));
  g_assert_true (activate (window, "edit.redo", NULL));
  g_assert_true (sw_map_equal (map, fixture->edited));
  g_assert_true (sw_window_get_modified (window));
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("select")));
}

/* The problems panel follows the edits after a short pause. */
static void
check_live_problems (SwWindow *window)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();

  sw_validate_map (sw_window_get_map (window), issues);
  g_assert_cmpuint (g_list_model_get_n_items (sw_window_get_issues (window)), ==, issues->len);
}

static void
check_save_reopen (Fixture  *fixture,
                   SwWindow *window)
{
  g_autoptr(GFile) file = g_file_new_for_path (fixture->saved_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = NULL;
  SwWindow *reopened;

  g_assert_true (sw_window_save_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_false (sw_window_get_modified (window));
  /* saving drops the draft: nothing to restore */
  g_assert_null (sw_window_get_draft_path (window));

  /* Open Recent of a map open in a window brings that window forward */
  reopened = new_window (fixture);
  uri = g_file_get_uri (file);
  g_assert_true (activate (reopened, "window.open-recent", g_variant_new_string (uri)));
  g_assert_true (sw_window_is_empty (reopened));
  /* read again from the file, it is the map as edited */
  g_assert_true (sw_window_load_file (reopened, file, &error));
  g_assert_nonnull (sw_window_get_file (reopened));
  g_assert_true (g_file_equal (sw_window_get_file (reopened), file));
  g_assert_true (sw_map_equal (sw_window_get_map (reopened), fixture->edited));
  gtk_window_destroy (GTK_WINDOW (reopened));
}

static guint
find_issue (SwWindow   *window,
            const char *code)
{
  GListModel *issues = sw_window_get_issues (window);

  for (guint i = 0; i < g_list_model_get_n_items (issues); i++)
    {
      g_autoptr(SwIssueItem) item = g_list_model_get_item (issues, i);

      if (g_str_equal (sw_issue_item_get_issue (item)->code, code))
        return i;
    }
  return G_MAXUINT;
}

/* One click removes a self-link; undo brings it back. */
static SwWindow *
check_fix (Fixture *fixture)
{
  SwWindow *window = new_window (fixture);
  g_autoptr(GFile) file = g_file_new_for_path (fixture->self_link_path);
  g_autoptr(GError) error = NULL;
  guint index;

  g_assert_true (sw_window_load_file (window, file, &error));
  index = find_issue (window, "self-link");
  g_assert_cmpuint (index, !=, G_MAXUINT);
  g_assert_true (activate (window, "edit.fix-issue", g_variant_new_uint32 (index)));
  g_assert_cmpuint (find_issue (window, "self-link"), ==, G_MAXUINT);
  g_assert_true (sw_window_get_modified (window));
  g_assert_true (activate (window, "edit.undo", NULL));
  sw_window_revalidate (window);
  g_assert_cmpuint (find_issue (window, "self-link"), !=, G_MAXUINT);
  g_assert_true (activate (window, "edit.redo", NULL));
  sw_window_revalidate (window);
  g_assert_cmpuint (find_issue (window, "self-link"), ==, G_MAXUINT);
  return window;
}

static void
tool_event (SwWindow *window,
            int       phase,
            double    x,
            double    y)
{
  SwMapView *view = sw_window_get_map_view (window);

  g_signal_emit_by_name (view, "tool-event", phase, x, y, sw_map_view_region_at_point (view, x, y), 0u);
}

enum { PRESS, DRAG, RELEASE };

/* What the pointer does with each tool, through the view's tool events
 * (what a press, a drag and a release on the map emit): a cut drawn
 * across the lower half, a merge by two clicks, a vertex dragged, each
 * one undo step. */
static void
check_tools_by_pointer (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  SwHistory *history = sw_window_get_history (window);
  const SwVertex *moved;
  guint vertex = 0;

  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("split")));
  tool_event (window, PRESS, 0, 330);
  for (double x = 20; x < 594; x += 40)
    tool_event (window, DRAG, x, 330 + x / 60);
  tool_event (window, RELEASE, 594, 340);
  g_assert_cmpuint (map->regions->len, ==, 3);
  g_assert_true (sw_history_can_undo (history));

  /* the cut's end on the right frame: drag it down the frame */
  for (guint i = 0; i < map->vertices->len; i++)
    {
      const SwVertex *v = &g_array_index (map->vertices, SwVertex, i);

      if (v->x > 593.9 && v->y > 335 && v->y < 345)
        vertex = v->id;
    }
  g_assert_cmpuint (vertex, !=, 0);
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("vertex")));
  tool_event (window, PRESS, 594, 340);
  for (double y = 342; y < 370; y += 4)
    tool_event (window, DRAG, 594, y);
  tool_event (window, RELEASE, 594, 370);
  moved = sw_map_get_vertex (map, vertex);
  g_assert_cmpfloat_with_epsilon (moved->y, 370, 0.01);
  /* the whole drag is one step */
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpfloat_with_epsilon (sw_map_get_vertex (map, vertex)->y, 340, 0.01);

  /* merge: click the bottom strip, then the middle one */
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("merge")));
  tool_event (window, RELEASE, 300, 400);
  tool_event (window, RELEASE, 300, 260);
  g_assert_cmpuint (map->regions->len, ==, 2);
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpuint (map->regions->len, ==, 3);

  /* carve: a closed line inside the top region makes a lake */
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("carve")));
  tool_event (window, PRESS, 250, 80);
  tool_event (window, DRAG, 350, 80);
  tool_event (window, DRAG, 350, 140);
  tool_event (window, DRAG, 250, 140);
  tool_event (window, RELEASE, 250, 140);
  g_assert_cmpuint (map->regions->len, ==, 4);
  g_assert_cmpstr (((SwRegion *) g_ptr_array_index (map->regions, 3))->terrain, ==, "lake");
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("select")));
}

/* A new blank board is one region covering it, ready to be split. */
static void
check_new_map (Fixture *fixture)
{
  SwWindow *window = new_window (fixture);
  g_autofree char *tool = NULL;
  SwMap *map;
  double cut[] = { 0, 200, 300, 210, 594, 220 };

  g_assert_true (activate (window, "window.create-map", g_variant_new ("(sddus)", "base", 594.0, 420.0, 0u, "")));
  map = sw_window_get_map (window);
  g_assert_nonnull (map);
  g_assert_cmpuint (map->regions->len, ==, 1);
  g_assert_cmpuint (map->boards->len, ==, 1);
  g_assert_cmpfloat (((SwBoard *) g_ptr_array_index (map->boards, 0))->width, ==, 594.0);
  g_assert_true (sw_map_has_geometry (map));
  /* ready to cut */
  g_object_get (window, "tool", &tool, NULL);
  g_assert_cmpstr (tool, ==, "split");
  g_assert_true (activate (window, "edit.split",
                           g_variant_new ("(s@ad)", ((SwRegion *) g_ptr_array_index (map->regions, 0))->id,
                                          g_variant_new_fixed_array (G_VARIANT_TYPE_DOUBLE, cut, 6, sizeof (double)))));
  g_assert_cmpuint (map->regions->len, ==, 2);
  check_tools_by_pointer (window);
  /* a template: a copy of a bundled map */
  gtk_window_destroy (GTK_WINDOW (window));
  window = new_window (fixture);
  g_assert_true (activate (window, "window.create-map", g_variant_new ("(sddus)", "base", 0.0, 0.0, 0u, fixture->graph_path)));
  g_assert_null (sw_window_get_file (window));
  g_assert_cmpuint (sw_window_get_map (window)->regions->len, >, 10);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Lay out from graph is one undoable step. */
static void
check_layout (Fixture *fixture)
{
  SwWindow *window = new_window (fixture);
  g_autoptr(GFile) file = g_file_new_for_path (fixture->graph_path);
  g_autoptr(SwMap) graph = NULL;
  SwMap *map;

  g_assert_true (sw_window_load_file (window, file, NULL));
  map = sw_window_get_map (window);
  graph = sw_map_copy (map);
  g_assert_false (sw_map_has_geometry (map));
  g_assert_true (activate (window, "edit.layout-from-graph", NULL));
  g_assert_true (sw_map_has_geometry (map));
  g_assert_cmpuint (map->regions->len, ==, graph->regions->len);
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_true (sw_map_equal (map, graph));
  g_assert_true (activate (window, "edit.redo", NULL));
  g_assert_true (sw_map_has_geometry (map));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Clicks "Discard All" in @window's list of unsaved maps, answers the
 * question with @response and checks how many drafts are left. */
static void
check_discard_all_asks (SwWindow   *window,
                        const char *response,
                        guint       drafts_left)
{
  g_autoptr(GPtrArray) orphans = NULL;
  AdwMessageDialog *dialog;

  g_assert_null (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_true (activate (window, "window.ask-discard-drafts", NULL));
  dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "discard"), ==, ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  orphans = sw_drafts_list_orphans ();
  g_assert_cmpuint (orphans->len, ==, drafts_left);
}

/* How many labels showing @text are mapped under @widget (toasts). */
static guint
count_shown_labels (GtkWidget  *widget,
                    const char *text)
{
  guint count = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    count++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    count += count_shown_labels (child, text);
  return count;
}

#define DRAFT_TOAST "Changes cannot be kept as a draft: save the map to keep them"

static gboolean
wait_ms (Fixture *fixture,
         guint    ms)
{
  if (fixture->wait_until == 0)
    fixture->wait_until = g_get_monotonic_time () + ms * 1000;
  if (g_get_monotonic_time () < fixture->wait_until)
    return TRUE;
  fixture->wait_until = 0;
  return FALSE;
}

/* TRUE (wait on) until @done, for at most @ms; then the step asserts. */
static gboolean
wait_for (Fixture  *fixture,
          gboolean  done,
          guint     ms)
{
  if (!done)
    return wait_ms (fixture, ms);
  fixture->wait_until = 0;
  return FALSE;
}

static gboolean
step_cb (gpointer data)
{
  Fixture *fixture = data;
  SwWindow *window = window_for (fixture, fixture->laid_out_path);
  g_autoptr(GPtrArray) orphans = NULL;
  SwWindow *restored;

  switch (fixture->step)
    {
    case 0:
      if (window == NULL || gtk_widget_get_width (GTK_WIDGET (sw_window_get_map_view (window))) == 0)
        {
          g_assert_cmpuint (++fixture->waited, <, 200);
          return G_SOURCE_CONTINUE;
        }
      check_split_and_terrain (fixture, window);
      break;

    case 1:
      /* the problems are checked again once editing pauses */
      if (wait_ms (fixture, 400))
        return G_SOURCE_CONTINUE;
      check_live_problems (window);
      check_save_reopen (fixture, window);
      break;

    case 2:
      fixture->draft_window = check_fix (fixture);
      fixture->drafted = sw_map_copy (sw_window_get_map (fixture->draft_window));
      break;

    case 3:
      /* a few seconds after an edit (the autosave's delay), the draft is
       * on disk; on a busy machine the save may come later */
      if (wait_for (fixture, sw_window_get_draft_path (fixture->draft_window) != NULL
                             && g_file_test (sw_window_get_draft_path (fixture->draft_window), G_FILE_TEST_EXISTS),
                    30000))
        return G_SOURCE_CONTINUE;
      g_assert_nonnull (sw_window_get_draft_path (fixture->draft_window));
      g_assert_true (g_file_test (sw_window_get_draft_path (fixture->draft_window), G_FILE_TEST_EXISTS));
      /* the window vanishes without saving or discarding, as in a crash */
      gtk_window_destroy (GTK_WINDOW (fixture->draft_window));
      fixture->draft_window = NULL;
      break;

    case 4:
      /* a new start finds the draft and offers it back */
      orphans = sw_drafts_list_orphans ();
      g_assert_cmpuint (orphans->len, ==, 1);
      /* a window opened with a file never shows the welcome page's list:
       * it offers them in a toast */
      {
        g_autoptr(GFile) file = g_file_new_for_path (fixture->laid_out_path);

        /* as the app opens one: the map before the window shows */
        fixture->offer_window = SW_WINDOW (sw_application_new_window (fixture->application));
        g_assert_true (sw_window_load_file (fixture->offer_window, file, NULL));
        gtk_window_present (GTK_WINDOW (fixture->offer_window));
        g_assert_nonnull (sw_window_get_drafts_toast (fixture->offer_window));
      }
      restored = new_window (fixture);
      g_assert_true (sw_window_is_empty (restored));
      /* "Discard All" asks first; Cancel keeps the draft */
      check_discard_all_asks (restored, "cancel", 1);
      g_assert_true (activate (restored, "window.restore-drafts", g_variant_new_string ("")));
      g_assert_false (sw_window_is_empty (restored));
      /* restored: no window offers them again */
      g_assert_null (sw_window_get_drafts_toast (restored));
      g_assert_true (sw_map_equal (sw_window_get_map (restored), fixture->drafted));
      g_assert_true (sw_window_get_modified (restored));
      g_assert_nonnull (sw_window_get_file (restored));
      g_clear_pointer (&orphans, g_ptr_array_unref);
      orphans = sw_drafts_list_orphans ();
      g_assert_cmpuint (orphans->len, ==, 0);
      /* saved, the draft goes */
      {
        g_autofree char *path = g_build_filename (fixture->tmpdir, "restored.swmap", NULL);
        g_autoptr(GFile) file = g_file_new_for_path (path);
        g_autofree char *draft = g_strdup (sw_window_get_draft_path (restored));

        g_assert_true (sw_window_save_file (restored, file, NULL));
        g_assert_false (g_file_test (draft, G_FILE_TEST_EXISTS));
        g_remove (path);
      }
      /* a draft left by another run: "Discard All" and yes deletes it */
      {
        g_autofree char *draft = sw_drafts_new_path ();

        g_assert_true (sw_drafts_write (draft, fixture->drafted, NULL, NULL));
        sw_drafts_release (draft);
        check_discard_all_asks (restored, "discard", 0);
        g_assert_false (g_file_test (draft, G_FILE_TEST_EXISTS));
      }
      gtk_window_destroy (GTK_WINDOW (restored));
      break;

    case 5:
      /* the other window's offer went with the answer */
      if (wait_for (fixture, sw_window_get_drafts_toast (fixture->offer_window) == NULL, 5000))
        return G_SOURCE_CONTINUE;
      g_assert_null (sw_window_get_drafts_toast (fixture->offer_window));
      gtk_window_destroy (GTK_WINDOW (fixture->offer_window));
      fixture->offer_window = NULL;
      check_new_map (fixture);
      check_layout (fixture);
      break;

    case 6:
      /* a draft that cannot be written (the drafts folder is a file now):
       * the window says so, once, and says nothing more once one is */
      {
        g_autofree char *drafts = sw_drafts_get_dir ();
        g_autofree char *aside = g_strconcat (drafts, "-aside", NULL);
        double cut[] = { 0, 200, 300, 210, 594, 220 };
        SwMap *map;

        g_assert_cmpint (g_rename (drafts, aside), ==, 0);
        g_assert_true (g_file_set_contents (drafts, "", 0, NULL));
        fixture->draft_window = new_window (fixture);
        g_assert_true (activate (fixture->draft_window, "window.create-map",
                                 g_variant_new ("(sddus)", "base", 594.0, 420.0, 0u, "")));
        map = sw_window_get_map (fixture->draft_window);
        g_assert_true (activate (fixture->draft_window, "edit.split",
                                 g_variant_new ("(s@ad)", ((SwRegion *) g_ptr_array_index (map->regions, 0))->id,
                                                g_variant_new_fixed_array (G_VARIANT_TYPE_DOUBLE, cut, 6, sizeof (double)))));
        g_assert_null (sw_window_get_draft_error (fixture->draft_window));
      }
      break;

    case 7:
      /* the autosave fires 3 to 4 s after the edit; a busy machine (a
       * sanitized build) may run this step first in the same loop
       * iteration, so wait for it rather than a fixed time */
      if (wait_for (fixture, sw_window_get_draft_error (fixture->draft_window) != NULL, 30000))
        return G_SOURCE_CONTINUE;
      g_assert_nonnull (sw_window_get_draft_error (fixture->draft_window));
      g_assert_cmpuint (count_shown_labels (GTK_WIDGET (fixture->draft_window), DRAFT_TOAST), ==, 1);
      {
        g_autofree char *drafts = sw_drafts_get_dir ();
        g_autofree char *aside = g_strconcat (drafts, "-aside", NULL);

        g_assert_cmpint (g_remove (drafts), ==, 0);
        g_assert_cmpint (g_rename (aside, drafts), ==, 0);
      }
      /* the next edit writes a draft; one that keeps the map modified
       * (an undo back to the new map would drop the draft and its error
       * instead): the selected new part's terrain */
      {
        SwMap *map = sw_window_get_map (fixture->draft_window);
        const guint *selected;
        guint n_selected;

        selected = sw_map_view_get_selection (sw_window_get_map_view (fixture->draft_window), &n_selected);
        g_assert_cmpuint (n_selected, ==, 1);
        g_assert_true (activate (fixture->draft_window, "edit.set-terrain",
                                 g_variant_new_string (other_terrain (((SwRegion *) g_ptr_array_index (map->regions, selected[0]))->terrain))));
        g_assert_true (sw_window_get_modified (fixture->draft_window));
        g_assert_nonnull (sw_window_get_draft_error (fixture->draft_window));
      }
      break;

    case 8:
      if (wait_for (fixture, sw_window_get_draft_error (fixture->draft_window) == NULL, 30000))
        return G_SOURCE_CONTINUE;
      g_assert_null (sw_window_get_draft_error (fixture->draft_window));
      g_assert_true (g_file_test (sw_window_get_draft_path (fixture->draft_window), G_FILE_TEST_EXISTS));
      break;

    case 9:
      /* and the toast saying it could not is gone (once its hiding is
       * animated): it would be untrue now */
      if (wait_ms (fixture, 1000))
        return G_SOURCE_CONTINUE;
      g_assert_cmpuint (count_shown_labels (GTK_WIDGET (fixture->draft_window), DRAFT_TOAST), ==, 0);
      sw_drafts_remove (sw_window_get_draft_path (fixture->draft_window));
      gtk_window_destroy (GTK_WINDOW (fixture->draft_window));
      fixture->draft_window = NULL;
      break;

    default:
      fixture->done = TRUE;
      g_action_group_activate_action (G_ACTION_GROUP (fixture->application), "quit", NULL);
      return G_SOURCE_REMOVE;
    }
  fixture->step++;
  return G_SOURCE_CONTINUE;
}

static void
test_edit_map (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) graph = NULL;
  g_autoptr(SwMap) laid_out = NULL;
  g_autofree char *bundled_path = NULL;
  char *argv[3];
  int status;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display: run under xvfb-run");
      return;
    }

  fixture.tmpdir = g_dir_make_tmp ("swcompanion-editor-XXXXXX", NULL);
  bundled_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  fixture.graph_path = g_build_filename (fixture.tmpdir, "graph.swmap", NULL);
  fixture.self_link_path = g_test_build_filename (G_TEST_DIST, "data", "self-link.swmap", NULL);
  fixture.laid_out_path = g_build_filename (fixture.tmpdir, "laid-out.swmap", NULL);
  fixture.saved_path = g_build_filename (fixture.tmpdir, "saved.swmap", NULL);

  /* the bundled board with outlines, as "Lay out from graph" makes it,
   * and its graph alone, to lay out again */
  laid_out = sw_map_load_file (bundled_path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (sw_map_has_geometry (laid_out));
  g_assert_true (sw_map_save_file (laid_out, fixture.laid_out_path, &error));
  graph = sw_layout_graph_from_map (laid_out);
  g_assert_true (sw_map_save_file (graph, fixture.graph_path, &error));

  fixture.application = sw_application_new ();

  argv[0] = (char *) "test-app-editor";
  argv[1] = fixture.laid_out_path;
  argv[2] = NULL;
  status = sw_test_app_run_steps (G_APPLICATION (fixture.application), step_cb, &fixture, 2, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (fixture.done);

  g_remove (fixture.laid_out_path);
  g_remove (fixture.graph_path);
  g_remove (fixture.saved_path);
  g_rmdir (fixture.tmpdir);
  g_object_unref (fixture.application);
  g_clear_pointer (&fixture.edited, sw_map_unref);
  g_clear_pointer (&fixture.drafted, sw_map_unref);
  g_free (fixture.tmpdir);
  g_free (fixture.graph_path);
  g_free (fixture.self_link_path);
  g_free (fixture.laid_out_path);
  g_free (fixture.saved_path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = sw_test_app_private_home ();
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/app/editor/split-terrain-undo-save-drafts", test_edit_map);

  status = g_test_run ();
  sw_test_app_remove_tree (home);
  return status;
}
