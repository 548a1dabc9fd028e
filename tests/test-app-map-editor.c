/* test-app-map-editor.c: drives a map window begun from an empty board: the selection and its panel across merge and undo (needs a display). */
#include "config.h"

#include <adwaita.h>

#include "sw-test-app.h"
#include "sw-application.h"
#include "sw-history.h"
#include "sw-map-view.h"
#include "sw-window.h"

typedef void (*CheckFunc) (SwWindow *window);

typedef struct {
  SwApplication *application;
  SwWindow *window;
  CheckFunc check;
  guint step;
  guint waited;
  gboolean done;
} Fixture;

enum { PRESS, DRAG, RELEASE };

static gboolean
activate (SwWindow   *window,
          const char *action,
          GVariant   *parameter)
{
  return gtk_widget_activate_action_variant (GTK_WIDGET (window), action, parameter);
}

/* What a press or release of the pointer on the map at (x, y) mm emits. */
static void
tool_event (SwWindow *window,
            int       phase,
            double    x,
            double    y)
{
  SwMapView *view = sw_window_get_map_view (window);

  g_signal_emit_by_name (view, "tool-event", phase, x, y, sw_map_view_region_at_point (view, x, y), 0u);
}

static const SwRegion *
region_at (SwWindow *window,
           double    x,
           double    y)
{
  SwMap *map = sw_window_get_map (window);
  gint index = sw_map_view_region_at_point (sw_window_get_map_view (window), x, y);

  g_assert_cmpint (index, >=, 0);
  return g_ptr_array_index (map->regions, index);
}

/* The ids of the regions selected on the map, joined by spaces. */
static char *
selected_ids (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  guint n = 0;
  const guint *selected = sw_map_view_get_selection (sw_window_get_map_view (window), &n);
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (selected[i], <, map->regions->len);
      if (i > 0)
        g_string_append_c (ids, ' ');
      g_string_append (ids, ((SwRegion *) g_ptr_array_index (map->regions, selected[i]))->id);
    }
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

/* Whether a mapped preferences group under @widget has @title. */
static gboolean
shows_group (GtkWidget  *widget,
             const char *title)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (ADW_IS_PREFERENCES_GROUP (widget) &&
      g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)), title) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (shows_group (child, title))
      return TRUE;
  return FALSE;
}

/* A board cut in two across its middle: the top part and the bottom one. */
static void
cut_in_two (SwWindow *window)
{
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("split")));
  tool_event (window, PRESS, 0, 200);
  tool_event (window, DRAG, 300, 205);
  tool_event (window, RELEASE, 594, 210);
  g_assert_cmpuint (sw_window_get_map (window)->regions->len, ==, 2);
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("select")));
}

/* Merge, then undo: the region selected before is the one selected after,
 * the panel names it, and a change in the panel goes to it. */
static void
check_merge_undo_selection (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  double y_upper = 100, y_lower = 350;
  double y_absorbed, y_survivor;
  g_autofree char *absorbed = NULL;
  g_autofree char *survivor = NULL;
  g_autofree char *selected = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *absorbed_terrain = NULL;

  cut_in_two (window);
  /* the survivor is the one listed second in the map: absorbing the first
   * moves it to a lower index, and undo moves it back */
  if (sw_map_find_region (map, region_at (window, 300, y_upper)->id) <
      sw_map_find_region (map, region_at (window, 300, y_lower)->id))
    y_absorbed = y_upper, y_survivor = y_lower;
  else
    y_absorbed = y_lower, y_survivor = y_upper;
  absorbed = g_strdup (region_at (window, 300, y_absorbed)->id);
  survivor = g_strdup (region_at (window, 300, y_survivor)->id);
  absorbed_terrain = g_strdup (sw_map_get_region (map, absorbed)->terrain);

  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("merge")));
  tool_event (window, RELEASE, 300, y_survivor);
  tool_event (window, RELEASE, 300, y_absorbed);
  g_assert_cmpuint (map->regions->len, ==, 1);
  selected = selected_ids (window);
  g_assert_cmpstr (selected, ==, survivor);
  g_clear_pointer (&selected, g_free);

  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpuint (map->regions->len, ==, 2);
  selected = selected_ids (window);
  g_assert_cmpstr (selected, ==, survivor);
  heading = g_strdup_printf ("Region %s", survivor);
  g_assert_true (shows_group (GTK_WIDGET (window), heading));

  /* the panel's terrain goes to the region shown, not the other */
  g_assert_true (activate (window, "edit.set-terrain", g_variant_new_string ("swamp")));
  g_assert_cmpstr (sw_map_get_region (map, survivor)->terrain, ==, "swamp");
  g_assert_cmpstr (sw_map_get_region (map, absorbed)->terrain, ==, absorbed_terrain);

  /* and redo (the merge again) keeps it selected */
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_true (activate (window, "edit.redo", NULL));
  g_assert_true (activate (window, "edit.redo", NULL));
  g_clear_pointer (&selected, g_free);
  selected = selected_ids (window);
  g_assert_cmpstr (selected, ==, survivor);
}

static gboolean
step_cb (gpointer data)
{
  Fixture *fixture = data;

  switch (fixture->step)
    {
    case 0:
      fixture->window = SW_WINDOW (sw_application_new_window (fixture->application));
      gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1366, 768);
      gtk_window_present (GTK_WINDOW (fixture->window));
      g_assert_true (activate (fixture->window, "window.create-map",
                               g_variant_new ("(sdds)", "base", 594.0, 420.0, "")));
      break;

    case 1:
      if (gtk_widget_get_width (GTK_WIDGET (sw_window_get_map_view (fixture->window))) == 0)
        {
          g_assert_cmpuint (++fixture->waited, <, 200);
          return G_SOURCE_CONTINUE;
        }
      fixture->check (fixture->window);
      break;

    default:
      /* the map has unsaved changes: closing would ask */
      gtk_window_destroy (GTK_WINDOW (fixture->window));
      fixture->done = TRUE;
      g_action_group_activate_action (G_ACTION_GROUP (fixture->application), "quit", NULL);
      return G_SOURCE_REMOVE;
    }
  fixture->step++;
  return G_SOURCE_CONTINUE;
}

/* Runs @check on a window with a new empty base-game board, in a process
 * of its own (one application a process). */
static void
run_on_new_map (gconstpointer data)
{
  Fixture fixture = { 0 };
  char *argv[] = { (char *) "test-app-map-editor", NULL };
  int status;

  if (!sw_test_app_in_own_process (60))
    return;
  fixture.check = (CheckFunc) data;
  fixture.application = sw_application_new ();
  status = sw_test_app_run_steps (G_APPLICATION (fixture.application), step_cb, &fixture, 1, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (fixture.done);
  g_object_unref (fixture.application);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = sw_test_app_private_home ();
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/app/map-editor/merge-undo-keeps-selection",
                        check_merge_undo_selection, run_on_new_map);

  status = g_test_run ();
  sw_test_app_remove_tree (home);
  return status;
}
