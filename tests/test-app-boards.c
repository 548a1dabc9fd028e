/* test-app-boards.c: the editor's Boards section on the Warcraft board set (list, add, resize, remove, undo, each board row's own controls) and an Underground board's own vocabulary and icons (needs a display). */
#include "config.h"


#include <adwaita.h>

#include "sw-test-app.h"
#include "sw-application.h"
#include "sw-catalog.h"
#include "sw-history.h"
#include "sw-issue.h"
#include "sw-map-view.h"
#include "sw-map-xml.h"
#include "sw-validate.h"
#include "sw-window.h"

typedef struct {
  SwApplication *application;
  SwWindow *window;
  guint step;
  guint waited;
  gboolean done;
} Fixture;

static void
collect_widgets (GtkWidget *widget,
                 GType      type,
                 GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_widgets (child, type, found);
}

/* The board rows of the Boards section, by their widget names "board-<id>". */
static GPtrArray *
board_rows (SwWindow *window)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GPtrArray *boards = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), ADW_TYPE_EXPANDER_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_str_has_prefix (gtk_widget_get_name (rows->pdata[i]), "board-"))
      g_ptr_array_add (boards, rows->pdata[i]);
  return boards;
}

static GtkWidget *
board_row (SwWindow   *window,
           const char *id)
{
  g_autoptr(GPtrArray) rows = board_rows (window);
  g_autofree char *name = g_strconcat ("board-", id, NULL);

  for (guint i = 0; i < rows->len; i++)
    if (g_str_equal (gtk_widget_get_name (rows->pdata[i]), name))
      return rows->pdata[i];
  return NULL;
}

/* Every widget of @type under @widget, shown or not. */
static void
collect_all (GtkWidget *widget,
             GType      type,
             GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_all (child, type, found);
}

static gboolean
activate (SwWindow   *window,
          const char *action,
          GVariant   *parameter)
{
  return gtk_widget_activate_action_variant (GTK_WIDGET (window), action, parameter);
}

static const SwBoard *
find_board (SwMap      *map,
            const char *id)
{
  gint index = sw_map_find_board (map, id);

  return index >= 0 ? g_ptr_array_index (map->boards, index) : NULL;
}

static guint
regions_on (SwMap      *map,
            const char *id)
{
  guint n = 0;

  for (guint i = 0; i < map->regions->len; i++)
    if (g_strcmp0 (((SwRegion *) g_ptr_array_index (map->regions, i))->board, id) == 0)
      n++;
  return n;
}

/* A board row's inner rows are made when it first opens: then they show
 * the board's size mark, width and height. */
static void
check_board_row_opens (SwWindow   *window,
                       const char *id)
{
  GtkWidget *row = board_row (window, id);
  const SwBoard *board = find_board (sw_window_get_map (window), id);
  g_autoptr(GPtrArray) combos = g_ptr_array_new ();
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  GListModel *marks;

  g_assert_nonnull (row);
  g_assert_nonnull (board);
  /* closed, the row has made none of them yet */
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  collect_all (row, ADW_TYPE_COMBO_ROW, combos);
  collect_all (row, GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (combos->len, ==, 0);
  g_assert_cmpuint (spins->len, ==, 0);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  collect_all (row, ADW_TYPE_COMBO_ROW, combos);
  collect_all (row, GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (combos->len, ==, 1);
  g_assert_cmpstr (adw_preferences_row_get_title (combos->pdata[0]), ==, "Size Mark");
  marks = adw_combo_row_get_model (combos->pdata[0]);
  g_assert_true (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (marks),
                                                               adw_combo_row_get_selected (combos->pdata[0])),
                                   board->size));
  g_assert_cmpuint (spins->len, ==, 2);
  g_assert_cmpfloat (gtk_spin_button_get_value (spins->pdata[0]), ==, board->width);
  g_assert_cmpfloat (gtk_spin_button_get_value (spins->pdata[1]), ==, board->height);
  /* closed and opened again: the same rows, not a second set */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), FALSE);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  g_ptr_array_set_size (spins, 0);
  collect_all (row, GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, 2);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), FALSE);
}

static void
check_board_set (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  g_autoptr(SwMap) original = sw_map_copy (map);
  g_autoptr(GPtrArray) rows = board_rows (window);
  static const char *const expected[][2] = {
    { "l1", "L" }, { "l2", "L" }, { "m1", "M" }, { "m2", "M" }, { "s1", "S" }, { "s2", "S" },
  };
  const SwBoard *added;
  double right = 0;

  /* the six islands, each with its size mark and its size in mm */
  g_assert_cmpuint (rows->len, ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      GtkWidget *row = board_row (window, expected[i][0]);
      const SwBoard *board = find_board (map, expected[i][0]);
      g_autofree char *mm = NULL;
      const char *subtitle;

      g_assert_nonnull (row);
      g_assert_nonnull (board);
      subtitle = adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row));
      g_assert_true (g_str_has_prefix (subtitle, expected[i][1]));
      mm = g_strdup_printf ("%g × %g mm", board->width, board->height);
      g_assert_nonnull (strstr (subtitle, mm));
      right = MAX (right, board->x + board->width);
    }
  check_board_row_opens (window, "m1");

  /* added: a fresh id, the set's M size, to the right of the others */
  g_assert_true (activate (window, "boards.add", g_variant_new_string ("M")));
  g_assert_cmpuint (map->boards->len, ==, 7);
  added = find_board (map, "m3");
  g_assert_nonnull (added);
  g_assert_cmpstr (added->size, ==, "M");
  g_assert_cmpfloat (added->width, ==, 300);
  g_assert_cmpfloat (added->height, ==, 220);
  g_assert_true (added->has_position);
  g_assert_cmpfloat (added->x, >, right);
  g_assert_cmpfloat (added->y, ==, 0);
  g_assert_cmpuint (regions_on (map, "m3"), ==, 1);
  g_assert_nonnull (board_row (window, "m3"));

  /* resized */
  g_assert_true (activate (window, "boards.resize", g_variant_new ("(sdd)", "m3", 320.0, 240.0)));
  added = find_board (map, "m3");
  g_assert_cmpfloat (added->width, ==, 320);
  g_assert_cmpfloat (added->height, ==, 240);
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (board_row (window, "m3"))), "320 × 240"));

  /* a size that would leave regions off the board is refused, nothing changes */
  g_assert_true (activate (window, "boards.resize", g_variant_new ("(sdd)", "l1", 40.0, 30.0)));
  g_assert_cmpfloat (find_board (map, "l1")->width, ==, 400);

  /* the size mark is one step too */
  g_assert_true (activate (window, "boards.set-size", g_variant_new ("(ss)", "m3", "L")));
  g_assert_cmpstr (find_board (map, "m3")->size, ==, "L");

  /* three undos: back to the file as loaded, the list too */
  for (guint i = 0; i < 3; i++)
    g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_true (sw_map_equal (map, original));
  g_clear_pointer (&rows, g_ptr_array_unref);
  rows = board_rows (window);
  g_assert_cmpuint (rows->len, ==, 6);
  g_assert_null (board_row (window, "m3"));

  /* removed with its regions; undone */
  g_assert_cmpuint (regions_on (map, "s2"), >, 0);
  g_assert_true (activate (window, "boards.remove", g_variant_new_string ("s2")));
  g_assert_null (find_board (map, "s2"));
  g_assert_cmpuint (regions_on (map, "s2"), ==, 0);
  g_assert_null (board_row (window, "s2"));
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_true (sw_map_equal (map, original));
  g_assert_nonnull (board_row (window, "s2"));
  g_assert_false (sw_window_get_modified (window));
}

/* The button under @root whose label or accessible name is @name. */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *name)
{
  if (GTK_IS_BUTTON (root) && !GTK_IS_TOGGLE_BUTTON (root))
    {
      g_autofree char *mismatch = NULL;

      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), name) == 0)
        return root;
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
      if (mismatch == NULL)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A board row's own controls, as the user works them: the size mark
 * chosen, a size typed then Resize, Remove (asked first, since regions go
 * with the board); each one undo step, and the row stays open through
 * them. Add Board's menu offers the four kinds. */
static void
check_board_controls (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  g_autoptr(SwMap) original = sw_map_copy (map);
  GtkWidget *row = board_row (window, "s1");
  g_autoptr(GPtrArray) combos = g_ptr_array_new ();
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  g_autoptr(GPtrArray) menus = g_ptr_array_new ();
  GtkWidget *resize, *remove, *panel;
  GtkWindow *dialog;
  GMenuModel *menu;
  static const char *const targets[] = { "S", "M", "L", "" };

  g_assert_nonnull (row);
  g_assert_cmpuint (regions_on (map, "s1"), >, 1);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  collect_all (row, ADW_TYPE_COMBO_ROW, combos);
  collect_all (row, GTK_TYPE_SPIN_BUTTON, spins);
  resize = find_button (row, "Re_size Board");
  remove = find_button (row, "Remove Board");
  g_assert_cmpuint (combos->len, ==, 1);
  g_assert_cmpuint (spins->len, ==, 2);
  g_assert_nonnull (resize);
  g_assert_nonnull (remove);

  /* the size mark: M (medium) */
  adw_combo_row_set_selected (combos->pdata[0], 2);
  g_assert_cmpstr (find_board (map, "s1")->size, ==, "M");
  g_assert_true (board_row (window, "s1") == row);
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  g_assert_true (g_str_has_prefix (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "M · "));

  /* typed, then Resize */
  gtk_spin_button_set_value (spins->pdata[0], 250);
  gtk_spin_button_set_value (spins->pdata[1], 180);
  g_assert_cmpfloat (find_board (map, "s1")->width, !=, 250);
  g_signal_emit_by_name (resize, "clicked");
  g_assert_cmpfloat (find_board (map, "s1")->width, ==, 250);
  g_assert_cmpfloat (find_board (map, "s1")->height, ==, 180);
  g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), "250 × 180 mm"));
  /* undone: the spin buttons show the board's size again */
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpfloat (gtk_spin_button_get_value (spins->pdata[0]), ==, find_board (map, "s1")->width);
  g_assert_cmpfloat (gtk_spin_button_get_value (spins->pdata[1]), ==, find_board (map, "s1")->height);

  /* Remove asks first: Cancel keeps the board, Remove takes it */
  g_signal_emit_by_name (remove, "clicked");
  dialog = sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Remove Board s1?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_assert_nonnull (find_board (map, "s1"));
  g_signal_emit_by_name (remove, "clicked");
  dialog = sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "remove");
  g_assert_null (find_board (map, "s1"));
  g_assert_null (board_row (window, "s1"));
  g_assert_nonnull (board_row (window, "s2"));

  for (guint i = 0; i < 2; i++)
    g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_true (sw_map_equal (map, original));
  g_assert_nonnull (board_row (window, "s1"));
  g_assert_false (sw_window_get_modified (window));

  /* Add Board: its menu, made when it opens */
  collect_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON, menus);
  for (guint i = 0; i < menus->len; i++)
    if ((panel = gtk_widget_get_ancestor (menus->pdata[i], ADW_TYPE_PREFERENCES_GROUP)) != NULL
        && g_str_equal (gtk_widget_get_name (panel), "boards-group"))
      {
        gtk_menu_button_popup (menus->pdata[i]);
        menu = gtk_menu_button_get_menu_model (menus->pdata[i]);
        g_assert_nonnull (menu);
        g_assert_cmpint (g_menu_model_get_n_items (menu), ==, G_N_ELEMENTS (targets));
        for (guint k = 0; k < G_N_ELEMENTS (targets); k++)
          {
            g_autofree char *action = NULL;
            g_autofree char *target = NULL;

            g_assert_true (g_menu_model_get_item_attribute (menu, k, G_MENU_ATTRIBUTE_ACTION, "s", &action));
            g_assert_true (g_menu_model_get_item_attribute (menu, k, G_MENU_ATTRIBUTE_TARGET, "s", &target));
            g_assert_cmpstr (action, ==, "boards.add");
            g_assert_cmpstr (target, ==, targets[k]);
          }
        gtk_menu_button_popdown (menus->pdata[i]);
        return;
      }
  g_assert_not_reached ();
}

enum { PRESS, DRAG, RELEASE };

/* What the map view emits for a press, drag or release at (x, y), in the
 * mm of the whole drawing. */
static void
tool_event (SwWindow *window,
            int       phase,
            double    x,
            double    y)
{
  SwMapView *view = sw_window_get_map_view (window);

  g_signal_emit_by_name (view, "tool-event", phase, x, y, sw_map_view_region_at_point (view, x, y), 0u);
}

/* Every island has its own coordinates: a cut drawn with the pointer on
 * island l2 (placed at x 420) splits the region drawn under it, l2-7,
 * and not whatever of another island lies at those numbers. */
static void
check_split_on_island (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  const SwBoard *l2 = find_board (map, "l2");
  g_autoptr(GPtrArray) issues = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_issue_free);
  guint before = map->regions->len, on_l1 = regions_on (map, "l1"), on_l2 = regions_on (map, "l2");
  const SwRegion *added, *cut;
  /* across l2-7 (in l2's mm: x 93..183), from the middle of its edge
   * 63-79 to the middle of its edge 70-83 */
  double from[2] = { 95.06, 106.9 }, to[2] = { 181.36, 106.49 };
  double dx = l2->x, dy = l2->y;

  g_assert_cmpfloat (dx, >, 0);
  g_assert_cmpint (sw_map_view_region_at_point (sw_window_get_map_view (window), 140 + dx, 106 + dy),
                   ==, sw_map_find_region (map, "l2-7"));
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("split")));
  tool_event (window, PRESS, from[0] + dx, from[1] + dy);
  for (double t = 0.1; t < 0.95; t += 0.1)
    tool_event (window, DRAG, from[0] + t * (to[0] - from[0]) + dx, from[1] + t * (to[1] - from[1]) + dy);
  tool_event (window, RELEASE, to[0] + dx, to[1] + dy);
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("select")));

  g_assert_cmpuint (map->regions->len, ==, before + 1);
  g_assert_cmpuint (regions_on (map, "l1"), ==, on_l1);
  g_assert_cmpuint (regions_on (map, "l2"), ==, on_l2 + 1);
  added = g_ptr_array_index (map->regions, map->regions->len - 1);
  cut = sw_map_get_region (map, "l2-7");
  g_assert_nonnull (cut);
  g_assert_cmpstr (added->board, ==, "l2");
  /* both halves in l2-7's place, in l2's own coordinates, split at the cut */
  for (guint r = 0; r < 2; r++)
    {
      const SwRing *ring = (r == 0 ? added : cut)->outline;
      gboolean above = FALSE, below = FALSE;

      for (guint k = 0; k < ring->ids->len; k++)
        {
          const SwVertex *v = sw_map_get_vertex (map, g_array_index (ring->ids, guint, k));

          g_assert_cmpfloat (v->x, >, 92);
          g_assert_cmpfloat (v->x, <, 184);
          g_assert_cmpfloat (v->y, >, 62);
          g_assert_cmpfloat (v->y, <, 163);
          above |= v->y < 100;
          below |= v->y > 112;
        }
      g_assert_true (above != below);
    }

  sw_validate_map (map, issues);
  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);

      if (issue->severity == SW_SEVERITY_ERROR)
        g_error ("after the split: %s: %s", issue->code, issue->message);
    }
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpuint (map->regions->len, ==, before);

  /* the vertex tool too: l2-7's corner 83 dragged 2 mm right, in l2's mm */
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("vertex")));
  tool_event (window, PRESS, 179.31 + dx, 132.68 + dy);
  tool_event (window, DRAG, 180.31 + dx, 132.68 + dy);
  tool_event (window, RELEASE, 181.31 + dx, 132.68 + dy);
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("select")));
  g_assert_cmpfloat_with_epsilon (sw_map_get_vertex (map, 83)->x, 181.31, 0.01);
  g_assert_cmpfloat_with_epsilon (sw_map_get_vertex (map, 83)->y, 132.68, 0.01);
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpfloat_with_epsilon (sw_map_get_vertex (map, 83)->x, 179.31, 0.01);
}

static AdwComboRow *
terrain_row (SwWindow *window)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_widgets (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), "Terrain") == 0)
      return rows->pdata[i];
  return NULL;
}

static void
check_underground (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  const SwCatalog *catalog = sw_catalog_get ("underground");
  g_autoptr(GPtrArray) terrains = sw_catalog_list (catalog, "terrain");
  g_autoptr(GPtrArray) symbols = sw_catalog_list (catalog, "symbol");
  g_autoptr(GPtrArray) markers = sw_catalog_list (catalog, "marker");
  g_autoptr(GPtrArray) icons = g_ptr_array_new ();
  const char *ids[] = { ((SwRegion *) g_ptr_array_index (map->regions, 0))->id, NULL };
  AdwComboRow *row;
  GListModel *model;

  g_assert_cmpstr (map->edition, ==, "underground");
  g_assert_true (activate (window, "edit.select", g_variant_new_strv (ids, -1)));
  row = terrain_row (window);
  g_assert_nonnull (row);
  model = adw_combo_row_get_model (row);
  /* exactly underground.xml's terrains, in its order (their ids; the row
   * shows each with its swatch and name) */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, terrains->len);
  for (guint i = 0; i < terrains->len; i++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), i), ==,
                     ((SwCatalogEntry *) g_ptr_array_index (terrains, i))->id);
  /* one icon for each of the edition's symbols and start markers (besides
   * the terrain's swatch) */
  collect_widgets (GTK_WIDGET (window), GTK_TYPE_DRAWING_AREA, icons);
  for (guint i = icons->len; i > 0; i--)
    if (gtk_widget_get_ancestor (g_ptr_array_index (icons, i - 1), ADW_TYPE_COMBO_ROW) != NULL)
      g_ptr_array_remove_index (icons, i - 1);
  g_assert_cmpuint (symbols->len + markers->len, >, 0);
  g_assert_cmpuint (icons->len, ==, symbols->len + markers->len);
}

static SwWindow *
open_map (Fixture    *fixture,
          const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  SwWindow *window = SW_WINDOW (sw_application_new_window (fixture->application));

  g_assert_true (sw_window_load_file (window, file, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static gboolean
step_cb (gpointer data)
{
  Fixture *fixture = data;

  switch (fixture->step)
    {
    case 0:
      fixture->window = open_map (fixture, "warcraft-set.swmap");
      break;
    case 1:
    case 3:
      if (!gtk_widget_get_mapped (GTK_WIDGET (fixture->window))
          || gtk_widget_get_width (GTK_WIDGET (sw_window_get_map_view (fixture->window))) == 0)
        {
          g_assert_cmpuint (++fixture->waited, <, 200);
          return G_SOURCE_CONTINUE;
        }
      if (fixture->step == 1)
        {
          check_board_set (fixture->window);
          check_board_controls (fixture->window);
          check_split_on_island (fixture->window);
        }
      else
        check_underground (fixture->window);
      break;
    case 2:
      gtk_window_destroy (GTK_WINDOW (fixture->window));
      fixture->window = open_map (fixture, "underground-2p.swmap");
      break;
    default:
      gtk_window_destroy (GTK_WINDOW (fixture->window));
      fixture->done = TRUE;
      g_action_group_activate_action (G_ACTION_GROUP (fixture->application), "quit", NULL);
      return G_SOURCE_REMOVE;
    }
  fixture->step++;
  return G_SOURCE_CONTINUE;
}

static void
test_boards (void)
{
  Fixture fixture = { 0 };
  char *argv[] = { (char *) "test-app-boards", NULL };
  int status;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display: run under xvfb-run");
      return;
    }
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

  /* the test reads the panel's English titles */
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/app/boards/board-set-and-vocabulary", test_boards);
  status = g_test_run ();
  sw_test_app_remove_tree (home);
  return status;
}
