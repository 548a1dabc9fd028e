/* test-app-map-editor.c: drives a map window begun from an empty board: the selection and its panel across merge and undo, the map's properties (title, translations, description, edition, scenarios) through their dialog, tool keys and text fields; snapping to the grid (needs a display). */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <utime.h>

#include "sw-test-app.h"
#include "sw-application.h"
#include "sw-catalog.h"
#include "sw-history.h"
#include "sw-map-properties-dialog.h"
#include "sw-map-view-private.h"
#include "sw-map-xml.h"
#include "sw-new-map-dialog.h"
#include "sw-import-report.h"
#include "sw-map-view.h"
#include "sw-validate.h"
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

/* The first widget under @widget of @type whose @property is @value (NULL: any). */
static GtkWidget *
find_widget (GtkWidget  *widget,
             GType       type,
             const char *property,
             const char *value)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    {
      g_autofree char *text = NULL;

      if (property == NULL)
        return widget;
      g_object_get (widget, property, &text, NULL);
      if (g_strcmp0 (text, value) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, property, value);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static const char *
text_in (GPtrArray  *texts,
         const char *lang)
{
  for (guint i = 0; i < texts->len; i++)
    {
      const SwText *text = g_ptr_array_index (texts, i);

      if (g_strcmp0 (text->lang, lang) == 0)
        return text->text;
    }
  return NULL;
}

/* Types @text into the entry row titled @title and applies it (Enter). */
static void
type_and_apply (GtkWidget  *dialog,
                const char *title,
                const char *text)
{
  GtkWidget *row = find_widget (dialog, ADW_TYPE_ENTRY_ROW, "title", title);

  g_assert_nonnull (row);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
}

/* The switch and the turns of the scenario row for @players. */
static void
scenario_row (GtkWidget      *dialog,
              guint           players,
              GtkSwitch     **toggle,
              GtkSpinButton **turns)
{
  g_autofree char *title = g_strdup_printf ("%u Players", players);
  GtkWidget *row = find_widget (dialog, ADW_TYPE_ACTION_ROW, "title", title);

  g_assert_nonnull (row);
  *toggle = GTK_SWITCH (find_widget (row, GTK_TYPE_SWITCH, NULL, NULL));
  *turns = GTK_SPIN_BUTTON (find_widget (row, GTK_TYPE_SPIN_BUTTON, NULL, NULL));
  g_assert_nonnull (*toggle);
  g_assert_nonnull (*turns);
}

/* The map's title, translations, description, edition and scenarios, set
 * in the Map Properties dialog as a user would, each one undo step. */
static void
check_map_properties (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  SwHistory *history = sw_window_get_history (window);
  GtkWidget *heading, *button, *dialog, *edition;
  GtkSwitch *toggle;
  GtkSpinButton *turns;

  /* the heading in the sidebar is a button to the dialog, no text to select */
  button = find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, "action-name", "window.map-properties");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  heading = find_widget (button, GTK_TYPE_LABEL, "label", "Untitled Map");
  g_assert_nonnull (heading);
  g_assert_false (gtk_label_get_selectable (GTK_LABEL (heading)));
  g_assert_null (sw_test_app_find_toplevel (SW_TYPE_MAP_PROPERTIES_DIALOG));
  g_signal_emit_by_name (button, "clicked");
  dialog = GTK_WIDGET (sw_test_app_find_toplevel (SW_TYPE_MAP_PROPERTIES_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_false (sw_history_can_undo (history));

  type_and_apply (dialog, "Title", "Dark Forest Isle");
  g_assert_cmpstr (text_in (map->titles, NULL), ==, "Dark Forest Isle");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• Dark Forest Isle");
  g_assert_nonnull (find_widget (GTK_WIDGET (window), GTK_TYPE_LABEL, "label", "Dark Forest Isle"));
  type_and_apply (dialog, "Title in Simplified Chinese", "暗林岛");
  type_and_apply (dialog, "Title in Traditional Chinese", "暗林島");
  g_assert_cmpstr (text_in (map->titles, "zh-CN"), ==, "暗林岛");
  g_assert_cmpstr (text_in (map->titles, "zh-TW"), ==, "暗林島");
  type_and_apply (dialog, "Description", "A small island for three.");
  g_assert_cmpstr (text_in (map->descriptions, NULL), ==, "A small island for three.");
  /* applying the same text again is no step */
  type_and_apply (dialog, "Description", "A small island for three.");
  g_assert_cmpstr (sw_history_get_undo_label (history), ==, "Set description");
  g_assert_true (sw_history_undo (history));
  g_assert_cmpstr (sw_history_get_undo_label (history), ==, "Set title");
  g_assert_null (text_in (map->descriptions, NULL));
  g_assert_true (sw_history_redo (history));

  /* a three-player scenario, its turns from the edition's rules, then changed */
  scenario_row (dialog, 3, &toggle, &turns);
  g_assert_cmpuint (map->scenarios->len, ==, 0);
  gtk_switch_set_active (toggle, TRUE);
  g_assert_cmpuint (map->scenarios->len, ==, 1);
  g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 0).players, ==, 3);
  g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 0).turns, ==, 10);
  gtk_spin_button_set_value (turns, 9);
  g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 0).turns, ==, 9);
  /* undone in the window, the dialog shows it at once */
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 0).turns, ==, 10);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (turns), ==, 10);

  /* the edition: Underground, and undone */
  edition = find_widget (dialog, ADW_TYPE_COMBO_ROW, "title", "Edition");
  g_assert_nonnull (edition);
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (edition))); i++)
    if (g_str_equal (sw_catalog_list_editions ()[i], "underground"))
      adw_combo_row_set_selected (ADW_COMBO_ROW (edition), i);
  g_assert_cmpstr (map->edition, ==, "underground");
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpstr (map->edition, ==, "base");
  g_assert_cmpstr (sw_catalog_list_editions ()[adw_combo_row_get_selected (ADW_COMBO_ROW (edition))], ==, "base");

  gtk_window_destroy (GTK_WINDOW (dialog));
}

static char *
tool_of (SwWindow *window)
{
  char *tool = NULL;

  g_object_get (window, "tool", &tool, NULL);
  return tool;
}

/* A tool's letter, typed while a text field of the panel has the focus,
 * is text: the tool stays; typed on the map, it picks the tool. */
static void
check_tool_keys_and_text (SwWindow *window)
{
  SwMapView *view = sw_window_get_map_view (window);
  GtkShortcut *shortcut = sw_test_app_find_shortcut (GTK_WIDGET (window), "n");
  GtkWidget *name_row;
  guint region = 0;
  g_autofree char *tool = NULL;

  g_assert_nonnull (shortcut);
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("select")));
  sw_map_view_set_selection (view, &region, 1);
  name_row = find_widget (GTK_WIDGET (window), ADW_TYPE_ENTRY_ROW, "title", "Name (English)");
  g_assert_nonnull (name_row);
  g_assert_true (gtk_widget_grab_focus (name_row));
  g_assert_false (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (window),
                                                gtk_shortcut_get_arguments (shortcut)));
  tool = tool_of (window);
  g_assert_cmpstr (tool, ==, "select");
  g_clear_pointer (&tool, g_free);

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (view)));
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (window),
                                               gtk_shortcut_get_arguments (shortcut)));
  tool = tool_of (window);
  g_assert_cmpstr (tool, ==, "vertex");
}

/* Escape clears the selection wherever the focus is, as the shortcuts
 * window promises: after a terrain chosen in the sidebar the drop-down
 * keeps the focus, and the map never saw the key. In a text field it is
 * the field's. */
static void
check_escape_from_sidebar (SwWindow *window)
{
  SwMapView *view = sw_window_get_map_view (window);
  GtkShortcut *escape = sw_test_app_find_shortcut (GTK_WIDGET (window), "Escape");
  GtkWidget *terrain, *name_row;
  guint region = 0, n = 0;

  g_assert_nonnull (escape);
  sw_map_view_set_selection (view, &region, 1);
  sw_test_app_iterate ();
  terrain = find_widget (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, "title", "Terrain");
  g_assert_nonnull (terrain);
  g_assert_true (gtk_widget_grab_focus (terrain));
  adw_combo_row_set_selected (ADW_COMBO_ROW (terrain), (adw_combo_row_get_selected (ADW_COMBO_ROW (terrain)) + 1) % 3);
  sw_test_app_iterate ();
  g_assert_true (gtk_widget_has_focus (terrain) || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), terrain));

  /* in the name field: the field's key, the selection stays */
  name_row = find_widget (GTK_WIDGET (window), ADW_TYPE_ENTRY_ROW, "title", "Name (English)");
  g_assert_nonnull (name_row);
  g_assert_true (gtk_widget_grab_focus (name_row));
  g_assert_false (gtk_shortcut_action_activate (gtk_shortcut_get_action (escape), 0, GTK_WIDGET (window),
                                                gtk_shortcut_get_arguments (escape)));
  sw_map_view_get_selection (view, &n);
  g_assert_cmpuint (n, ==, 1);

  /* on the terrain's drop-down: the selection goes */
  g_assert_true (gtk_widget_grab_focus (terrain));
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (escape), 0, GTK_WIDGET (window),
                                               gtk_shortcut_get_arguments (escape)));
  sw_map_view_get_selection (view, &n);
  g_assert_cmpuint (n, ==, 0);
  /* nothing selected: Escape goes on to whatever else wants it */
  g_assert_false (gtk_shortcut_action_activate (gtk_shortcut_get_action (escape), 0, GTK_WIDGET (window),
                                                gtk_shortcut_get_arguments (escape)));
}

/* The texture node drawing @texture in @node's tree, and the opacity it
 * is drawn at, or NULL. */
static GskRenderNode *
find_texture_node (GskRenderNode *node,
                   GdkTexture    *texture,
                   double         opacity,
                   double        *drawn_at)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXTURE_NODE:
      *drawn_at = opacity;
      return gsk_texture_node_get_texture (node) == texture ? node : NULL;
    case GSK_OPACITY_NODE:
      return find_texture_node (gsk_opacity_node_get_child (node), texture,
                                opacity * gsk_opacity_node_get_opacity (node), drawn_at);
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        {
          GskRenderNode *found = find_texture_node (gsk_container_node_get_child (node, i), texture, opacity, drawn_at);

          if (found != NULL)
            return found;
        }
      return NULL;
    case GSK_CLIP_NODE:
      return find_texture_node (gsk_clip_node_get_child (node), texture, opacity, drawn_at);
    case GSK_TRANSFORM_NODE:
      return find_texture_node (gsk_transform_node_get_child (node), texture, opacity, drawn_at);
    default:
      return NULL;
    }
}

/* Whether the "Could Not Show" dialog is up: closed if so. */
static gboolean
refused_picture (const char *words)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  gboolean said;

  if (dialog == NULL)
    return FALSE;
  g_test_message ("%s: %s", adw_message_dialog_get_heading (dialog), adw_message_dialog_get_body (dialog));
  said = strstr (adw_message_dialog_get_heading (dialog), "Could Not Show") != NULL &&
         strstr (adw_message_dialog_get_body (dialog), words) != NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  return said;
}

/* A picture drawn elsewhere shown half-seen over the board, as large as
 * fits, to trace with the tools; taken away again. What is no picture,
 * or claims too many pixels in a tiny file, is refused in words. */
static void
check_trace_over_picture (SwWindow *window)
{
  /* a PNG of 57 bytes claiming 100,000 × 100,000 pixels: its header and
   * the start of its data */
  static const guint8 huge_png[] = {
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x01, 0x86,
    0xa0, 0x00, 0x01, 0x86, 0xa0, 0x08, 0x06, 0x00, 0x00, 0x00, 0xa8, 0x52, 0x0b, 0xc8, 0x00, 0x00, 0x00, 0x0c, 0x49,
    0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x60, 0xa0, 0x0c, 0x00, 0x00, 0x00, 0x40, 0x00, 0x01, 0xb7, 0x34, 0x7c, 0xef };
  g_autofree char *picture = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "docs", "examples", "example-board.png", NULL);
  g_autofree char *not_picture = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autofree char *dir = g_dir_make_tmp ("swtrace-XXXXXX", NULL);
  g_autofree char *huge = g_build_filename (dir, "huge.png", NULL);
  SwMapView *view = sw_window_get_map_view (window);
  const SwRenderLayout *layout;
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  GdkTexture *texture;
  graphene_rect_t mm;
  double opacity = 0;

  g_assert_nonnull (g_getenv ("SW_SOURCE_DIR"));
  g_assert_null (sw_map_view_get_tracing (view));

  g_assert_true (activate (window, "window.trace-file", g_variant_new_string (picture)));
  texture = sw_map_view_get_tracing (view);
  g_assert_nonnull (texture);
  /* as large as fits over the board, its proportions kept, centred */
  layout = view->layout;
  g_assert_true (sw_map_view_get_tracing_rect (view, &mm));
  g_assert_cmpfloat_with_epsilon (mm.size.width / mm.size.height,
                                  (double) gdk_texture_get_width (texture) / gdk_texture_get_height (texture), 1e-5);
  /* (graphene's rectangles are single precision: 0.001 mm) */
  g_assert_true (G_APPROX_VALUE (mm.size.width, layout->width, 1e-3) || G_APPROX_VALUE (mm.size.height, layout->height, 1e-3));
  g_assert_cmpfloat_with_epsilon (mm.origin.x + mm.size.width / 2, layout->x + layout->width / 2, 1e-3);
  g_assert_cmpfloat_with_epsilon (mm.origin.y + mm.size.height / 2, layout->y + layout->height / 2, 1e-3);
  /* drawn over the board, half-seen */
  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_nonnull (find_texture_node (node, texture, 1.0, &opacity));
  g_assert_cmpfloat_with_epsilon (opacity, 0.5, 1e-9);

  /* refused, and the picture shown stays */
  g_assert_true (activate (window, "window.trace-file", g_variant_new_string (not_picture)));
  g_assert_true (refused_picture ("not a picture"));
  g_assert_true (sw_map_view_get_tracing (view) == texture);
  g_assert_true (g_file_set_contents (huge, (const char *) huge_png, sizeof huge_png, NULL));
  g_assert_true (activate (window, "window.trace-file", g_variant_new_string (huge)));
  g_assert_true (refused_picture ("100000 × 100000 pixels"));
  g_assert_true (sw_map_view_get_tracing (view) == texture);

  /* and hidden */
  g_assert_true (activate (window, "window.clear-tracing", NULL));
  g_assert_null (sw_map_view_get_tracing (view));
  g_unlink (huge);
  g_rmdir (dir);
}

/* The text of a label under @widget that starts with @prefix (a toast), or NULL. */
static const char *
find_label_text (GtkWidget  *widget,
                 const char *prefix)
{
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      const char *found = find_label_text (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A tool goes back to Select after one use, unless locked; a cut that
 * does not start on a border is refused in words, naming the region. */
static void
check_tool_once_and_words (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  g_autofree char *tool = NULL;
  const char *message;
  guint n;

  cut_in_two (window);
  /* one cut, and the tool is Select again */
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("split")));
  tool_event (window, PRESS, 200, 0);
  tool_event (window, DRAG, 205, 100);
  tool_event (window, RELEASE, 210, 200 + 210 / 60.0);
  g_assert_cmpuint (map->regions->len, ==, 3);
  tool = tool_of (window);
  g_assert_cmpstr (tool, ==, "select");
  g_clear_pointer (&tool, g_free);

  /* a press that is not a use (the first region of a merge) keeps it */
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("merge")));
  tool_event (window, RELEASE, 100, 100);
  tool = tool_of (window);
  g_assert_cmpstr (tool, ==, "merge");
  g_clear_pointer (&tool, g_free);

  /* locked, it stays for the next cut */
  g_assert_true (activate (window, "edit.lock-tool", NULL));
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("split")));
  tool_event (window, PRESS, 400, 0);
  tool_event (window, DRAG, 405, 100);
  /* the first cut's border: (300, 205) to (594, 210) */
  tool_event (window, RELEASE, 410, 205 + 5 * 110 / 294.0);
  g_assert_cmpuint (map->regions->len, ==, 4);
  tool = tool_of (window);
  g_assert_cmpstr (tool, ==, "split");
  g_clear_pointer (&tool, g_free);

  /* a cut begun in the middle of a region: refused, in words */
  n = map->regions->len;
  tool_event (window, PRESS, 500, 300);
  tool_event (window, DRAG, 540, 310);
  tool_event (window, RELEASE, 594, 320);
  g_assert_cmpuint (map->regions->len, ==, n);
  message = find_label_text (GTK_WIDGET (window), "Start the cut on a border of ");
  g_assert_nonnull (message);
  g_assert_null (strstr (message, "mm"));
  g_assert_null (strstr (message, "("));
  g_assert_nonnull (strstr (message, region_at (window, 540, 310)->id));
  tool = tool_of (window);
  g_assert_cmpstr (tool, ==, "split");
  g_clear_pointer (&tool, g_free);

  /* a click where a drag is wanted: said in words */
  tool_event (window, PRESS, 100, 0);
  tool_event (window, RELEASE, 100, 0);
  g_assert_cmpuint (map->regions->len, ==, n);
  g_assert_nonnull (find_label_text (GTK_WIDGET (window), "Drag the cut across the region"));

  /* a straight stroke is one straight edge: of the points drawn along it,
   * only its two ends become vertices (on the first cut's border, at
   * x = 100, y = 200 + 100 / 60) */
  {
    guint vertices = map->vertices->len;

    tool_event (window, PRESS, 100, 0);
    for (int y = 10; y < 200; y += 10)
      tool_event (window, DRAG, 100 + (y % 20 == 0 ? 0.01 : 0), y);
    tool_event (window, RELEASE, 100, 200 + 100 / 60.0);
    g_assert_cmpuint (map->regions->len, ==, n + 1);
    g_assert_cmpuint (map->vertices->len, ==, vertices + 2);
  }
  g_assert_true (activate (window, "edit.lock-tool", NULL));
}

/* The rows of the Neighbours group shown in the panel: titles and subtitles. */
static GtkWidget *
neighbours_list (SwWindow *window)
{
  GtkWidget *group = find_widget (GTK_WIDGET (window), ADW_TYPE_PREFERENCES_GROUP, "title", "Neighbours");

  g_assert_nonnull (group);
  g_assert_true (gtk_widget_get_mapped (group));
  return find_widget (group, GTK_TYPE_LIST_BOX, "name", "neighbours");
}

static GtkWidget *
neighbour_row (SwWindow   *window,
               const char *id)
{
  GtkWidget *list = neighbours_list (window);

  for (GtkWidget *row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "sw-region"), id) == 0)
      return row;
  return NULL;
}

static guint
n_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* The selected region's neighbours: tinted on the map, listed in the
 * panel with links and barriers, a click on one selects it. */
static void
check_neighbours (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  SwMapView *view = sw_window_get_map_view (window);
  g_autofree char *bottom = NULL;
  g_autofree char *left = NULL;
  g_autofree char *right = NULL;
  g_autofree char *selected = NULL;
  g_autofree char *corner = NULL;
  const guint *neighbours;
  guint n = 0, index;
  GtkWidget *row;
  GtkDropDown *kind;

  cut_in_two (window);
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("split")));
  tool_event (window, PRESS, 300, 0);
  tool_event (window, DRAG, 300, 100);
  tool_event (window, RELEASE, 300, 205);
  g_assert_cmpuint (map->regions->len, ==, 3);
  bottom = g_strdup (region_at (window, 300, 350)->id);
  left = g_strdup (region_at (window, 100, 100)->id);
  right = g_strdup (region_at (window, 500, 100)->id);

  index = sw_map_find_region (map, bottom);
  sw_map_view_set_selection (view, &index, 1);
  neighbours = sw_map_view_get_neighbours (view, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (n_children (neighbours_list (window)), ==, 2);
  row = neighbour_row (window, left);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Shared border");
  /* named by terrain and id, as the user sees it */
  g_assert_true (g_str_has_suffix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), left));

  /* a barrier: still listed, no longer tinted as adjacent */
  g_assert_true (activate (window, "edit.add-barrier", g_variant_new ("(ss)", bottom, left)));
  neighbours = sw_map_view_get_neighbours (view, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (neighbours[0], ==, (guint) sw_map_find_region (map, right));
  row = neighbour_row (window, left);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Barrier: not adjacent across it");
  /* its row takes it away again */
  g_signal_emit_by_name (find_widget (row, GTK_TYPE_BUTTON, "action-name", "edit.remove-barrier"), "clicked");
  g_assert_cmpuint (map->barriers->len, ==, 0);
  row = neighbour_row (window, left);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Shared border");
  g_assert_null (find_widget (row, GTK_TYPE_BUTTON, "action-name", "edit.remove-barrier"));
  g_assert_true (activate (window, "edit.add-barrier", g_variant_new ("(ss)", bottom, left)));

  /* a click on the right one selects it */
  row = neighbour_row (window, right);
  g_assert_nonnull (row);
  g_signal_emit_by_name (neighbours_list (window), "row-activated", row);
  selected = selected_ids (window);
  g_assert_cmpstr (selected, ==, right);
  g_assert_nonnull (neighbour_row (window, bottom));
  g_assert_nonnull (neighbour_row (window, left));

  /* several selected: no neighbours drawn */
  index = sw_map_find_region (map, left);
  sw_map_view_set_selection (view, &index, 1);
  g_assert_true (activate (window, "edit.set-start", g_variant_new ("(su)", "lost-tribe", 1)));
  sw_map_view_set_selection (view, (guint[]) { index, (guint) sw_map_find_region (map, right) }, 2);
  g_assert_null (sw_map_view_get_neighbours (view, &n));
  g_assert_cmpuint (n, ==, 0);
  /* and a start marker counted differently in them says so */
  row = find_widget (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW, "title", "Lost tribe");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "0 to 1 in the selected regions; a count set here applies to each");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (find_widget (row, GTK_TYPE_SPIN_BUTTON, NULL, NULL))), ==, 1);
  /* Enter in the field gives each the count shown, though it is no change of value */
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (find_widget (row, GTK_TYPE_SPIN_BUTTON, NULL, NULL))), "activate");
  g_assert_cmpuint (sw_region_count_start (sw_map_get_region (map, right), "lost-tribe"), ==, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "");

  /* a link (to a corner piece cut from the bottom, which does not touch
   * the right): its row gives it a kind, which ends its warning, and
   * takes it away */
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("split")));
  tool_event (window, PRESS, 100, 200 + 5 * 100 / 300.0);
  tool_event (window, DRAG, 100, 300);
  tool_event (window, RELEASE, 100, 420);
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("select")));
  g_assert_cmpuint (map->regions->len, ==, 4);
  corner = g_strdup (region_at (window, 50, 300)->id);
  g_assert_true (activate (window, "edit.add-link", g_variant_new ("(ss)", corner, right)));
  g_assert_cmpuint (map->links->len, ==, 1);
  index = sw_map_find_region (map, corner);
  sw_map_view_set_selection (view, &index, 1);
  row = neighbour_row (window, right);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Link");
  kind = GTK_DROP_DOWN (find_widget (row, GTK_TYPE_DROP_DOWN, NULL, NULL));
  g_assert_nonnull (kind);
  g_assert_cmpuint (gtk_drop_down_get_selected (kind), ==, 0);
  gtk_drop_down_set_selected (kind, 1);
  g_assert_cmpstr (((SwPair *) g_ptr_array_index (map->links, 0))->kind, ==, "tunnel");
  /* the rows stay, the drop-down that was used with them (a keyboard
   * user's focus is not lost) */
  g_assert_true (neighbour_row (window, right) == row);
  g_assert_true (GTK_DROP_DOWN (find_widget (row, GTK_TYPE_DROP_DOWN, NULL, NULL)) == kind);
  g_assert_cmpuint (gtk_drop_down_get_selected (kind), ==, 1);
  /* an undo shows the kind before, in the same drop-down, and an edit
   * elsewhere leaves the rows alone */
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_null (((SwPair *) g_ptr_array_index (map->links, 0))->kind);
  g_assert_true (neighbour_row (window, right) == row);
  g_assert_cmpuint (gtk_drop_down_get_selected (kind), ==, 0);
  g_assert_true (activate (window, "edit.redo", NULL));
  g_assert_cmpuint (gtk_drop_down_get_selected (kind), ==, 1);
  g_assert_true (activate (window, "edit.set-terrain", g_variant_new_string ("forest")));
  g_assert_true (neighbour_row (window, right) == row);
  /* a kind of the file's own is offered as it is; a kind chosen over it
   * keeps the rows too, and an undo brings it back there */
  g_assert_true (activate (window, "edit.set-link-kind", g_variant_new ("(sss)", corner, right, "ferry")));
  row = neighbour_row (window, right);
  kind = GTK_DROP_DOWN (find_widget (row, GTK_TYPE_DROP_DOWN, NULL, NULL));
  g_assert_cmpuint (gtk_drop_down_get_selected (kind), ==, 3);
  gtk_drop_down_set_selected (kind, 2);
  g_assert_cmpstr (((SwPair *) g_ptr_array_index (map->links, 0))->kind, ==, "bridge");
  g_assert_true (neighbour_row (window, right) == row);
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpuint (gtk_drop_down_get_selected (kind), ==, 3);
  g_signal_emit_by_name (find_widget (row, GTK_TYPE_BUTTON, "action-name", "edit.remove-link"), "clicked");
  g_assert_cmpuint (map->links->len, ==, 0);
  g_assert_null (neighbour_row (window, right));
}

/* A map without problems says so in one line, and the panel above gets
 * the room; a narrow window folds the sidebar, and the map fills it. */
static void
check_sidebar_adapts (SwWindow *window)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWidget *ok, *heading;
  AdwFlap *flap;

  g_assert_true (sw_window_load_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (sw_window_get_issues (window)), ==, 0);
  sw_test_app_run_for (300);
  ok = find_widget (GTK_WIDGET (window), GTK_TYPE_LABEL, "label", "No problems found");
  heading = find_widget (GTK_WIDGET (window), GTK_TYPE_LABEL, "label", "Problems");
  g_assert_nonnull (ok);
  g_assert_nonnull (heading);
  g_assert_true (gtk_widget_get_mapped (ok));
  g_assert_false (gtk_widget_get_mapped (heading));
  /* one line */
  g_assert_cmpint (gtk_widget_get_height (gtk_widget_get_parent (ok)), <, 60);

  /* a problem: the list comes back */
  {
    GVariantBuilder builder;

    /* 23 regions for five players: far from the usual size */
    g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(uu)"));
    g_variant_builder_add (&builder, "(uu)", 5, 8);
    g_assert_true (activate (window, "edit.set-scenarios", g_variant_builder_end (&builder)));
  }
  sw_window_revalidate (window);
  g_assert_cmpuint (g_list_model_get_n_items (sw_window_get_issues (window)), >, 0);
  sw_test_app_run_for (300);
  g_assert_true (gtk_widget_get_mapped (heading));
  g_assert_false (gtk_widget_get_mapped (ok));
  g_assert_true (activate (window, "edit.undo", NULL));
  sw_window_revalidate (window);

  /* 800 px wide: the sidebar folds away, the map has the width */
  flap = ADW_FLAP (find_widget (GTK_WIDGET (window), ADW_TYPE_FLAP, NULL, NULL));
  g_assert_nonnull (flap);
  g_assert_false (adw_flap_get_folded (flap));
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  /* the fold is animated */
  for (guint i = 0; i < 100 && gtk_widget_get_width (GTK_WIDGET (sw_window_get_map_view (window))) <= 650; i++)
    sw_test_app_run_for (50);
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (sw_window_get_map_view (window))), >, 650);
  /* and the sidebar button slides it over the map, where a click on the
   * map beside it selects a region and the sidebar stays to show it */
  g_assert_true (activate (window, "window.show-sidebar", NULL));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  g_assert_false (adw_flap_get_modal (flap));

  /* wide again: side by side */
  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  for (guint i = 0; i < 100 && adw_flap_get_folded (flap); i++)
    sw_test_app_run_for (50);
  g_assert_false (adw_flap_get_folded (flap));

  /* narrow again, the sidebar over the map */
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  for (guint i = 0; i < 100 && !adw_flap_get_folded (flap); i++)
    sw_test_app_run_for (50);
  if (!adw_flap_get_reveal_flap (flap))
    g_assert_true (activate (window, "window.show-sidebar", NULL));
  for (guint i = 0; i < 100 && adw_flap_get_reveal_progress (flap) < 1; i++)
    sw_test_app_run_for (50);

  /* a problem shown from that sidebar: its regions go beside it, where
   * they can be seen, not under it (a link between two far regions) */
  {
    SwMap *map = sw_window_get_map (window);
    SwMapView *view = sw_window_get_map_view (window);
    const char *a = ((SwRegion *) g_ptr_array_index (map->regions, 0))->id;
    const char *b = ((SwRegion *) g_ptr_array_index (map->regions, map->regions->len - 1))->id;
    int covered = gtk_widget_get_width (GTK_WIDGET (view)) - gtk_widget_get_width (adw_flap_get_flap (flap));
    guint seen = 0, hidden = 0, linked = G_MAXUINT;

    g_assert_true (activate (window, "edit.add-link", g_variant_new ("(ss)", a, b)));
    sw_window_revalidate (window);
    for (guint i = 0; i < g_list_model_get_n_items (sw_window_get_issues (window)); i++)
      {
        g_autoptr(SwIssueItem) item = g_list_model_get_item (sw_window_get_issues (window), i);

        if (g_str_equal (sw_issue_item_get_issue (item)->code, "link-not-drawn"))
          linked = i;
      }
    g_assert_cmpuint (linked, !=, G_MAXUINT);
    sw_window_show_issue (window, linked);
    sw_test_app_iterate ();
    for (int y = 0; y < gtk_widget_get_height (GTK_WIDGET (view)); y += 4)
      for (int x = 0; x < gtk_widget_get_width (GTK_WIDGET (view)); x += 4)
        {
          gint region = sw_map_view_region_at (view, x, y);

          if (region == 0 || region == (gint) map->regions->len - 1)
            {
              if (x < covered)
                seen++;
              else
                hidden++;
            }
        }
    g_test_message ("the linked regions: %u points in sight, %u under the sidebar", seen, hidden);
    g_assert_cmpuint (seen, >, 0);
    g_assert_cmpuint (hidden, ==, 0);
    g_assert_true (activate (window, "edit.undo", NULL));
    sw_window_revalidate (window);
    sw_map_view_set_selection (view, NULL, 0);

    /* the reason for a refused edit shows beside that sidebar too, its
     * Dismiss in sight (two regions apart cannot be merged) */
    {
      GtkWidget *reason = sw_test_app_find_named (GTK_WIDGET (window), "refusal");
      GtkWidget *bar = gtk_widget_get_ancestor (reason, GTK_TYPE_REVEALER);
      graphene_rect_t bounds;

      activate (window, "edit.merge", g_variant_new ("(ss)", a, b));
      g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (bar)));
      /* laid out again at the machine's pace (the revealer had the whole
       * width, hidden, before) */
      for (guint i = 0; i < 100; i++)
        {
          g_assert_true (gtk_widget_compute_bounds (bar, GTK_WIDGET (view), &bounds));
          if (bounds.origin.x + bounds.size.width <= covered + 1)
            break;
          sw_test_app_run_for (50);
        }
      g_test_message ("the reason's bar ends at %g px; the sidebar starts at %d px",
                      bounds.origin.x + bounds.size.width, covered);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, covered + 1);
    }
  }
}

/* A merge says which region keeps its properties, and the other can be
 * kept instead (merging the lake into the mountain keeps the mountain). */
static void
check_merge_choice (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  g_autofree char *top = NULL;
  g_autofree char *lake = NULL;
  g_autofree char *selected = NULL;
  const char *message;
  GtkWidget *button;
  guint index;

  cut_in_two (window);
  top = g_strdup (region_at (window, 300, 100)->id);
  lake = g_strdup (region_at (window, 300, 350)->id);
  index = sw_map_find_region (map, lake);
  sw_map_view_set_selection (sw_window_get_map_view (window), &index, 1);
  g_assert_true (activate (window, "edit.set-terrain", g_variant_new_string ("lake")));
  g_assert_cmpstr (sw_map_get_region (map, top)->terrain, !=, "lake");

  /* the top first: it keeps its terrain, and the toast says so */
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("merge")));
  tool_event (window, RELEASE, 300, 100);
  tool_event (window, RELEASE, 300, 350);
  g_assert_cmpuint (map->regions->len, ==, 1);
  g_assert_cmpstr (((SwRegion *) g_ptr_array_index (map->regions, 0))->id, ==, top);
  message = find_label_text (GTK_WIDGET (window), "Merged: ");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, top));
  g_assert_null (strstr (message, lake));

  /* the toast's button: the lake's properties instead, one undo step */
  button = find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, "action-name", "edit.merge-instead");
  g_assert_nonnull (button);
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (button)), lake));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (map->regions->len, ==, 1);
  g_assert_cmpstr (((SwRegion *) g_ptr_array_index (map->regions, 0))->id, ==, lake);
  g_assert_cmpstr (((SwRegion *) g_ptr_array_index (map->regions, 0))->terrain, ==, "lake");
  selected = selected_ids (window);
  g_assert_cmpstr (selected, ==, lake);
  g_assert_true (activate (window, "edit.undo", NULL));
  g_assert_cmpuint (map->regions->len, ==, 2);
  g_assert_cmpstr (sw_map_get_region (map, lake)->terrain, ==, "lake");

  /* the button undoes the merge, the last step: once another edit is
   * made, the toast goes (its button would undo that edit instead) */
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("merge")));
  tool_event (window, RELEASE, 300, 100);
  tool_event (window, RELEASE, 300, 350);
  g_assert_cmpuint (map->regions->len, ==, 1);
  sw_test_app_run_for (100);
  g_assert_nonnull (find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, "action-name", "edit.merge-instead"));
  index = 0;
  sw_map_view_set_selection (sw_window_get_map_view (window), &index, 1);
  g_assert_true (activate (window, "edit.set-terrain", g_variant_new_string ("forest")));
  /* it slides away (well before its own 8 s, on a slow machine too) */
  for (guint i = 0; i < 50 && find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, "action-name", "edit.merge-instead"); i++)
    sw_test_app_run_for (100);
  g_assert_null (find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, "action-name", "edit.merge-instead"));
}

/* Terrains shown with their colours: in the region's terrain choice and
 * in the legend over the map; the Border Region value whole. */
static void
check_terrain_display (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  guint index = 0;
  GtkWidget *terrain, *border, *legend, *popover;
  const SwCatalog *catalog = sw_catalog_get (map->edition);
  const char *lake = sw_catalog_entry_name (sw_catalog_find (catalog, "terrain", "lake"));
  const char *current;

  sw_map_view_set_selection (sw_window_get_map_view (window), &index, 1);
  sw_test_app_run_for (200);
  current = sw_catalog_entry_name (sw_catalog_find (catalog, "terrain",
                                                    ((SwRegion *) g_ptr_array_index (map->regions, 0))->terrain));
  terrain = find_widget (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, "title", "Terrain");
  g_assert_nonnull (terrain);
  /* the chosen terrain: its swatch and its name */
  g_assert_nonnull (find_widget (terrain, GTK_TYPE_DRAWING_AREA, NULL, NULL));
  g_assert_nonnull (find_widget (terrain, GTK_TYPE_LABEL, "label", current));

  /* a terrain the edition does not have, from a file written elsewhere:
   * the row, which cannot show it, says what the file has */
  {
    SwRegion *region = g_ptr_array_index (map->regions, 0);
    g_autofree char *kept = g_steal_pointer (&region->terrain);

    region->terrain = g_strdup ("lava");
    sw_map_view_set_selection (sw_window_get_map_view (window), NULL, 0);
    sw_map_view_set_selection (sw_window_get_map_view (window), &index, 1);
    sw_test_app_iterate ();
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (terrain)), ==,
                     "“lava” in the file is not a terrain of this edition: choose one");
    g_free (region->terrain);
    region->terrain = g_steal_pointer (&kept);
    sw_map_view_set_selection (sw_window_get_map_view (window), NULL, 0);
    sw_map_view_set_selection (sw_window_get_map_view (window), &index, 1);
    sw_test_app_iterate ();
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (terrain)), ==, "");
  }

  border = find_widget (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, "title", "Border Region");
  g_assert_nonnull (border);
  g_assert_true (adw_combo_row_get_use_subtitle (ADW_COMBO_ROW (border)));
  g_assert_cmpint (adw_combo_row_get_selected (ADW_COMBO_ROW (border)), ==, 0);
  g_assert_nonnull (find_widget (border, GTK_TYPE_LABEL, "label", "Automatic"));

  legend = find_widget (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON, "name", "legend");
  g_assert_nonnull (legend);
  g_assert_true (gtk_widget_get_mapped (legend));
  gtk_menu_button_popup (GTK_MENU_BUTTON (legend));
  sw_test_app_run_for (200);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (legend)));
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_mapped (popover));
  g_assert_nonnull (find_widget (popover, GTK_TYPE_LABEL, "label", lake));
  g_assert_nonnull (find_widget (popover, GTK_TYPE_DRAWING_AREA, NULL, NULL));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (legend));
}

static guint
count_map_windows (void)
{
  GApplication *application = g_application_get_default ();
  guint n = 0;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (application)); l; l = l->next)
    n += SW_IS_WINDOW (l->data) ? 1 : 0;
  return n;
}

static SwWindow *
window_showing (const char *path)
{
  GApplication *application = g_application_get_default ();

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (application)); l; l = l->next)
    {
      GFile *file = SW_IS_WINDOW (l->data) ? sw_window_get_file (l->data) : NULL;
      g_autofree char *file_path = file ? g_file_get_path (file) : NULL;

      if (g_strcmp0 (file_path, path) == 0)
        return l->data;
    }
  return NULL;
}

/* Opening a map from a window whose new map is untouched puts it there;
 * a map open already is brought forward, not opened twice; a window with
 * a map of its own leaves it and opens another window. */
static void
check_open_in_place (SwWindow *window)
{
  g_autofree char *two = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autofree char *three = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-3p.swmap", NULL);
  g_autofree char *two_uri = g_filename_to_uri (two, NULL, NULL);
  g_autofree char *three_uri = g_filename_to_uri (three, NULL, NULL);
  /* the app's own first window is there too */
  guint before = count_map_windows ();
  SwWindow *other;

  g_assert_null (sw_window_get_file (window));
  g_assert_false (sw_window_get_modified (window));
  g_assert_true (activate (window, "window.open-recent", g_variant_new_string (two_uri)));
  g_assert_cmpuint (count_map_windows (), ==, before);
  g_assert_true (window_showing (two) == window);

  /* the same again: no second window */
  g_assert_true (activate (window, "window.open-recent", g_variant_new_string (two_uri)));
  g_assert_cmpuint (count_map_windows (), ==, before);

  /* another map: this window keeps its own (the other goes to the
   * app's empty window, or a new one) */
  g_assert_true (activate (window, "window.open-recent", g_variant_new_string (three_uri)));
  g_assert_true (window_showing (two) == window);
  other = window_showing (three);
  g_assert_nonnull (other);
  g_assert_true (other != window);
  gtk_window_destroy (GTK_WINDOW (other));

  /* a new map with one edit is not untouched */
  g_assert_true (activate (window, "window.create-map", g_variant_new ("(sddus)", "base", 594.0, 420.0, 0u, "")));
  cut_in_two (window);
  g_assert_true (activate (window, "window.open-recent", g_variant_new_string (three_uri)));
  g_assert_null (sw_window_get_file (window));
  g_assert_true (window_showing (three) != window);
  gtk_window_destroy (GTK_WINDOW (window_showing (three)));
}

/* Problems name regions as the user knows them, never vertex numbers or
 * coordinates. */
static void
check_problems_in_words (SwWindow *window)
{
  static const char *const files[] = {
    "corner-touch.swmap", "regions-overlap.swmap", "regions-overlap-t-junction.swmap", "board-gap.swmap",
    "outline-self-intersecting.swmap", "outline-degenerate.swmap", "outside-board.swmap", "short-border.swmap",
  };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", files[f], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      GListModel *issues;
      GtkWidget *list, *row;
      guint i = 0;

      g_assert_true (sw_window_load_file (window, file, &error));
      g_assert_no_error (error);
      sw_window_revalidate (window);
      issues = sw_window_get_issues (window);
      g_assert_cmpuint (g_list_model_get_n_items (issues), >, 0);
      list = find_widget (GTK_WIDGET (window), GTK_TYPE_LIST_BOX, "name", "issues");
      g_assert_nonnull (list);
      for (row = gtk_widget_get_first_child (list); row; row = gtk_widget_get_next_sibling (row), i++)
        {
          g_autoptr(SwIssueItem) item = g_list_model_get_item (issues, i);
          const SwIssue *issue = sw_issue_item_get_issue (item);
          GtkWidget *label = find_widget (row, GTK_TYPE_LABEL, NULL, NULL);
          const char *text = gtk_label_get_text (GTK_LABEL (label));
          const SwRegion *region = issue->regions[0] ? sw_map_get_region (sw_window_get_map (window), issue->regions[0]) : NULL;

          g_test_message ("%s: %s", files[f], text);
          g_assert_null (strstr (text, "vertex"));
          g_assert_null (strstr (text, "edge "));
          g_assert_null (strstr (text, " mm"));
          /* the first region by its name or its terrain and id */
          if (region != NULL)
            g_assert_nonnull (strstr (text, region->names && region->names->len ? sw_text_pick (region->names)
                                                                                  : region->id));
        }
      g_assert_cmpuint (i, ==, g_list_model_get_n_items (issues));
    }
}

/* Each problem is drawn on the map where it lies, from the map as it is:
 * an edit hides the marks until the map is checked again. */
static void
check_problems_marked (SwWindow *window)
{
  static const char *const files[] = { "corner-touch.swmap", "regions-overlap.swmap", "short-border.swmap" };
  SwMapView *view = sw_window_get_map_view (window);

  /* the new board's one region has no neighbour yet: its place is marked */
  sw_window_revalidate (window);
  g_assert_cmpuint (sw_map_view_get_n_issue_marks (view), ==, 1);
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", files[f], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      SwMap *map;

      gboolean loaded = sw_window_load_file (window, file, &error);

      g_assert_no_error (error);
      g_assert_true (loaded);
      sw_window_revalidate (window);
      g_assert_cmpuint (sw_map_view_get_n_issue_marks (view), >=, g_list_model_get_n_items (sw_window_get_issues (window)));
      sw_test_app_run_for (50);
      /* an edit: the marks of the state before go */
      map = sw_window_get_map (window);
      g_assert_true (activate (window, "edit.select", g_variant_new_strv ((const char *const[]) {
        ((SwRegion *) g_ptr_array_index (map->regions, 0))->id, NULL }, -1)));
      g_assert_true (activate (window, "edit.set-name", g_variant_new ("(ss)", "", "Somewhere")));
      g_assert_cmpuint (sw_map_view_get_n_issue_marks (view), ==, 0);
      sw_window_revalidate (window);
      g_assert_cmpuint (sw_map_view_get_n_issue_marks (view), >, 0);
      g_assert_true (activate (window, "edit.undo", NULL));
    }
}

/* Picks the Draw tool with its key, as a user would, and clicks @n
 * corners with it. */
static void
click_corners (SwWindow     *window,
               const double *xy,
               guint         n)
{
  GtkShortcut *draw_key = sw_test_app_find_shortcut (GTK_WIDGET (window), "d");
  g_autofree char *tool = NULL;

  g_assert_nonnull (draw_key);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (sw_window_get_map_view (window))));
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (draw_key), 0, GTK_WIDGET (window),
                                               gtk_shortcut_get_arguments (draw_key)));
  tool = tool_of (window);
  g_assert_cmpstr (tool, ==, "draw");
  for (guint i = 0; i < n; i++)
    {
      tool_event (window, PRESS, xy[2 * i], xy[2 * i + 1]);
      tool_event (window, RELEASE, xy[2 * i], xy[2 * i + 1]);
    }
}

/* ... and closes the outline with a click on its first corner. */
static void
draw_outline (SwWindow     *window,
              const double *xy,
              guint         n)
{
  click_corners (window, xy, n);
  tool_event (window, PRESS, xy[0], xy[1]);
  tool_event (window, RELEASE, xy[0], xy[1]);
}

/* A key pressed on the map, as the window's drawing keys see it first. */
static gboolean
press_key (SwWindow *window,
           guint     keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller) &&
          g_strcmp0 (gtk_event_controller_get_name (GTK_EVENT_CONTROLLER (controller)), "sw-drawing-keys") == 0)
        {
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0u, (GdkModifierType) 0, &handled);
          return handled;
        }
    }
  g_error ("the window has no drawing keys");
  return FALSE;
}

/* A map drawn from the empty board with the Draw tool alone: regions
 * across the board, one over three others, a lake inside one; Escape
 * drops an outline, Enter closes one, a crossed outline is refused in
 * words; the map that results validates. */
static void
check_draw_regions (SwWindow *window)
{
  SwMap *map = sw_window_get_map (window);
  SwHistory *history = sw_window_get_history (window);
  /* the board is 594 × 420 mm; corners a few pixels off snap */
  const double left[] = { 1, 0, 200, 0, 200, 420, 0, 419 };
  const double top_right[] = { 200, 0, 594, 1, 594, 200, 200, 200 };
  const double across[] = { 100, 100, 300, 100, 300, 300, 100, 300 };
  const double lake[] = { 420, 300, 480, 300, 480, 360, 420, 360 };
  const double crossed[] = { 400, 250, 500, 400, 500, 250, 400, 400 };
  const double corner_cell[] = { 540, 420, 540, 380, 594, 380, 594, 420 };
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  GtkLabel *refusal;
  guint n;
  g_autofree char *tool = NULL;
  g_autofree char *selected = NULL;
  guint64 serial;

  g_assert_cmpuint (map->regions->len, ==, 1);
  draw_outline (window, left, 4);
  g_assert_cmpuint (map->regions->len, ==, 2);
  g_assert_cmpstr (sw_history_get_undo_label (history), ==, "Draw region");
  /* the tool gives way to Select, and the new region is selected */
  tool = tool_of (window);
  g_assert_cmpstr (tool, ==, "select");
  selected = selected_ids (window);
  g_assert_cmpstr (selected, ==, region_at (window, 100, 200)->id);
  g_assert_cmpstr (region_at (window, 100, 200)->id, !=, region_at (window, 400, 200)->id);

  draw_outline (window, top_right, 4);
  g_assert_cmpuint (map->regions->len, ==, 3);
  g_assert_cmpstr (region_at (window, 400, 100)->id, !=, region_at (window, 400, 300)->id);

  /* over three regions: cut out of each, and each stays one region */
  draw_outline (window, across, 4);
  g_assert_cmpuint (map->regions->len, ==, 4);
  g_assert_cmpstr (region_at (window, 150, 150)->id, ==, region_at (window, 250, 250)->id);
  g_assert_cmpstr (region_at (window, 50, 50)->id, ==, region_at (window, 150, 50)->id);
  g_assert_cmpstr (region_at (window, 50, 50)->id, ==, region_at (window, 150, 350)->id);

  /* the last corner and Enter instead of a click on the first one */
  click_corners (window, lake, 4);
  g_assert_cmpuint (map->regions->len, ==, 4);
  g_assert_true (press_key (window, GDK_KEY_Return));
  g_assert_cmpuint (map->regions->len, ==, 5);
  g_assert_cmpstr (region_at (window, 450, 330)->id, !=, region_at (window, 400, 300)->id);

  /* Escape drops an outline half drawn */
  serial = sw_map_get_serial (map);
  click_corners (window, crossed, 2);
  g_assert_true (press_key (window, GDK_KEY_Escape));
  g_assert_false (press_key (window, GDK_KEY_Return));
  g_assert_cmpuint (sw_map_get_serial (map), ==, serial);

  /* a crossed outline is refused with a reason, and nothing changes;
   * the reason shows whole over the map (a toast cut it short), and
   * Escape drops the outline */
  draw_outline (window, crossed, 4);
  g_assert_cmpuint (sw_map_get_serial (map), ==, serial);
  refusal = GTK_LABEL (sw_test_app_find_named (GTK_WIDGET (window), "refusal"));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (refusal), "The outline crosses itself"));
  g_assert_true (gtk_label_get_wrap (refusal));
  g_assert_cmpint (gtk_label_get_ellipsize (refusal), ==, PANGO_ELLIPSIZE_NONE);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_ancestor (GTK_WIDGET (refusal), GTK_TYPE_REVEALER))));
  g_assert_true (press_key (window, GDK_KEY_Escape));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_ancestor (GTK_WIDGET (refusal), GTK_TYPE_REVEALER))));

  /* refused again, the next click begins a new outline, not a corner more
   * of the refused one; the region drawn then hides the reason */
  draw_outline (window, crossed, 4);
  g_assert_cmpuint (sw_map_get_serial (map), ==, serial);
  n = map->regions->len;
  draw_outline (window, corner_cell, 4);
  g_assert_cmpuint (map->regions->len, ==, n + 1);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_ancestor (GTK_WIDGET (refusal), GTK_TYPE_REVEALER))));
  g_assert_true (activate (window, "edit.undo", NULL));

  sw_validate_map (map, issues);
  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);

      if (issue->severity == SW_SEVERITY_ERROR)
        g_error ("the drawn map has a problem: %s", issue->message);
    }
}

/* The corner of region @region nearest (x, y), in board mm. */
static const SwVertex *
corner_near (SwWindow *window,
             const SwRegion *region,
             double    x,
             double    y)
{
  SwMap *map = sw_window_get_map (window);
  const SwVertex *best = NULL;

  for (guint k = 0; k < region->outline->ids->len; k++)
    {
      const SwVertex *v = sw_map_get_vertex (map, g_array_index (region->outline->ids, guint, k));

      if (best == NULL || hypot (v->x - x, v->y - y) < hypot (best->x - x, best->y - y))
        best = v;
    }
  return best;
}

/* Snap to Grid (Ctrl+G): the grid shows on the board, and the corners
 * drawn or moved where no corner or border is near go to its nearest
 * point; off again, a corner stays where it is clicked. */
static void
check_snap_to_grid (SwWindow *window)
{
  SwMapView *view = sw_window_get_map_view (window);
  const double rough[] = { 103.7, 96.2, 296.0, 104.4, 304.1, 297.0, 98.0, 302.6 };
  const double grid[] = { 100, 100, 300, 100, 300, 300, 100, 300 };
  const double off[] = { 403.7, 96.2, 496.0, 104.4, 504.1, 197.0 };
  const SwRegion *region;
  const SwVertex *v;
  gboolean on = FALSE;

  g_assert_cmpfloat (sw_map_view_get_grid (view), ==, 0);
  g_assert_true (activate (window, "window.snap-to-grid", NULL));
  g_object_get (window, "snap-to-grid", &on, NULL);
  g_assert_true (on);
  g_assert_cmpfloat (sw_map_view_get_grid (view), ==, 10);

  /* closed with a click near the first corner, though nearer another
   * grid point: the drawing's first corner wins */
  click_corners (window, rough, 4);
  tool_event (window, PRESS, 105.6, 100.4);
  tool_event (window, RELEASE, 105.6, 100.4);
  region = region_at (window, 200, 200);
  g_assert_cmpuint (region->outline->ids->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      v = corner_near (window, region, grid[2 * i], grid[2 * i + 1]);
      g_assert_cmpfloat (v->x, ==, grid[2 * i]);
      g_assert_cmpfloat (v->y, ==, grid[2 * i + 1]);
    }

  /* a corner dragged with the Vertex tool lands on the grid too */
  g_assert_true (activate (window, "edit.tool", g_variant_new_string ("vertex")));
  tool_event (window, PRESS, 300, 300);
  tool_event (window, DRAG, 320, 330);
  tool_event (window, RELEASE, 333.3, 351.2);
  region = region_at (window, 200, 200);
  v = corner_near (window, region, 330, 350);
  g_assert_cmpfloat (v->x, ==, 330);
  g_assert_cmpfloat (v->y, ==, 350);

  /* a corner clicked near the board's edge lands on the edge at a grid
   * point, not where the pointer meets the edge (it was 150.6 mm, and
   * the borders drawn from it slanted), and the cell beside it, drawn the
   * same way, is accepted */
  {
    const double edge_cell[] = { 451.2, 1.3, 592.8, 1.1, 593.1, 59.6, 449.6, 60.4 };
    const double next_cell[] = { 350.6, 0.9, 450.4, 0.6, 450.3, 59.8, 349.7, 60.2 };
    const double on_grid[] = { 450, 0, 594, 0, 594, 60, 450, 60, 350, 0, 350, 60 };

    draw_outline (window, edge_cell, 4);
    draw_outline (window, next_cell, 4);
    region = region_at (window, 520, 30);
    g_assert_nonnull (region);
    for (guint i = 0; i < 4; i++)
      {
        v = corner_near (window, region, on_grid[2 * i], on_grid[2 * i + 1]);
        g_assert_cmpfloat (v->x, ==, on_grid[2 * i]);
        g_assert_cmpfloat (v->y, ==, on_grid[2 * i + 1]);
      }
    region = region_at (window, 400, 30);
    g_assert_nonnull (region);
    g_assert_cmpuint (region->outline->ids->len, ==, 4);
    for (guint i = 4; i < 6; i++)
      {
        v = corner_near (window, region, on_grid[2 * i], on_grid[2 * i + 1]);
        g_assert_cmpfloat (v->x, ==, on_grid[2 * i]);
        g_assert_cmpfloat (v->y, ==, on_grid[2 * i + 1]);
      }

    /* a click on a border a little way from its end, whose grid point
     * along it is that end: the Vertex tool inserts a corner where it was
     * clicked, it does not take the end's corner (zoomed in, so that the
     * click is beyond the snap's reach of the corner) */
    {
      guint before;

      sw_map_view_zoom_at (view, gtk_widget_get_width (GTK_WIDGET (view)) / 2.0,
                           gtk_widget_get_height (GTK_WIDGET (view)) / 2.0, 8);
      region = region_at (window, 400, 30);
      before = region->outline->ids->len;
      g_assert_true (activate (window, "edit.tool", g_variant_new_string ("vertex")));
      tool_event (window, PRESS, 354.2, 0.1);
      tool_event (window, RELEASE, 354.2, 0.1);
      region = region_at (window, 400, 30);
      g_assert_cmpuint (region->outline->ids->len, ==, before + 1);
      v = corner_near (window, region, 354.2, 0);
      g_assert_cmpfloat (fabs (v->x - 354.2), <, 0.01);
      g_assert_cmpfloat (v->y, ==, 0);
      g_assert_true (activate (window, "edit.undo", NULL));
      g_assert_true (activate (window, "view.zoom-fit", NULL));
    }
  }

  /* a new spacing in the settings: the grid drawn is the one snapped to */
  {
    GSettings *settings = sw_application_get_settings (SW_APPLICATION (g_application_get_default ()));

    g_settings_set_double (settings, "grid-size", 25);
    g_assert_cmpfloat (sw_map_view_get_grid (view), ==, 25);
    g_settings_reset (settings, "grid-size");
    g_assert_cmpfloat (sw_map_view_get_grid (view), ==, 10);
  }

  /* off: the corners stay where they are clicked */
  g_assert_true (activate (window, "window.snap-to-grid", NULL));
  g_assert_cmpfloat (sw_map_view_get_grid (view), ==, 0);
  draw_outline (window, off, 3);
  region = region_at (window, 470, 130);
  v = corner_near (window, region, 404, 96);
  g_assert_cmpfloat (fabs (v->x - 403.7), <, 0.01);
  g_assert_cmpfloat (fabs (v->y - 96.2), <, 0.01);
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
                               g_variant_new ("(sddus)", "base", 594.0, 420.0, 0u, "")));
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

/* The New Map dialog: a size fills the width and height, Custom lets
 * them be typed, a bundled map to start from makes size and edition moot;
 * Create opens the new board in a window of its own (this one shows a
 * map already). */
static void
check_new_map_dialog (SwWindow *window)
{
  const char *const *editions = sw_catalog_list_editions ();
  guint underground = 0;
  AdwMessageDialog *dialog;
  AdwComboRow *edition_row, *size_row, *template_row, *players_row;
  AdwActionRow *width_row, *height_row;
  GtkSpinButton *width, *height;
  SwWindow *made = NULL;
  GList *toplevels;
  SwMap *map;
  SwBoard *board;

  g_assert_true (activate (window, "window.new-map", NULL));
  dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (SW_TYPE_NEW_MAP_DIALOG));
  g_assert_nonnull (dialog);
  edition_row = ADW_COMBO_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "title", "Edition"));
  size_row = ADW_COMBO_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "title", "Board Size"));
  template_row = ADW_COMBO_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "title", "Start From"));
  width_row = ADW_ACTION_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, "title", "Width (mm)"));
  height_row = ADW_ACTION_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, "title", "Height (mm)"));
  g_assert_nonnull (edition_row);
  g_assert_nonnull (size_row);
  g_assert_nonnull (template_row);
  g_assert_nonnull (width_row);
  g_assert_nonnull (height_row);
  width = GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (width_row));
  height = GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (height_row));

  /* A2 first; the sizes are not typed unless Custom */
  g_assert_cmpfloat (gtk_spin_button_get_value (width), ==, 594);
  g_assert_cmpfloat (gtk_spin_button_get_value (height), ==, 420);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (width_row)));
  adw_combo_row_set_selected (size_row, g_list_model_get_n_items (adw_combo_row_get_model (size_row)) - 1);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (width_row)));
  gtk_spin_button_set_value (width, 500);
  gtk_spin_button_set_value (height, 400);

  /* a bundled map to start from: size and edition are its own */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (template_row)), >, 1);
  adw_combo_row_set_selected (template_row, 1);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (size_row)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (edition_row)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (width_row)));
  adw_combo_row_set_selected (template_row, 0);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (width_row)));

  for (guint i = 0; editions[i] != NULL; i++)
    if (g_str_equal (editions[i], "underground"))
      underground = i;
  adw_combo_row_set_selected (edition_row, underground);
  /* a 4-player map: its scenario made with it, with the turns the rules
   * give four (the Underground's catalog gives none: 0, as Map Properties
   * shows) */
  players_row = ADW_COMBO_ROW (find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "title", "_Players"));
  g_assert_nonnull (players_row);
  g_assert_cmpuint (adw_combo_row_get_selected (players_row), ==, 1);
  adw_combo_row_set_selected (players_row, 2);
  adw_message_dialog_response (dialog, "create");
  gtk_window_destroy (GTK_WINDOW (dialog));   /* as its button does */
  sw_test_app_run_for (100);

  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (SW_IS_WINDOW (l->data) && l->data != (gpointer) window && sw_window_get_map (l->data) != NULL)
      made = l->data;   /* (the app's first, empty window shows none) */
  g_list_free (toplevels);
  g_assert_nonnull (made);
  map = sw_window_get_map (made);
  g_assert_nonnull (map);
  g_assert_cmpstr (map->edition, ==, "underground");
  g_assert_cmpuint (map->scenarios->len, ==, 1);
  g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 0).players, ==, 4);
  g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 0).turns, ==, 0);
  g_assert_false (sw_history_can_undo (sw_window_get_history (made)));
  board = g_ptr_array_index (map->boards, 0);
  g_assert_cmpfloat (board->width, ==, 500);
  g_assert_cmpfloat (board->height, ==, 400);
  gtk_window_destroy (GTK_WINDOW (made));
}

/* Import a Drawing: the example SVG becomes a new, unsaved map in a
 * window of its own (this one shows a map), valid, with the import's
 * report beside it. */
static void
check_import_drawing (SwWindow *window)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "docs", "examples", "example-board.svg", NULL);
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  GtkWindow *report = NULL;
  SwWindow *made = NULL;
  SwMap *map;

  g_assert_true (activate (window, "window.import-from", g_variant_new_string (path)));
  for (guint i = 0; i < 3000 && report == NULL; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
      report = sw_test_app_find_toplevel (SW_TYPE_IMPORT_REPORT);
    }
  g_assert_nonnull (report);
  made = SW_WINDOW (gtk_window_get_transient_for (report));
  g_assert_nonnull (made);
  g_assert_true (made != window);
  map = sw_window_get_map (made);
  g_assert_nonnull (map);
  g_assert_cmpuint (map->regions->len, >=, 5);
  g_assert_true (sw_window_get_modified (made));
  sw_validate_map (map, issues);
  g_assert_cmpuint (sw_issue_list_count (issues, SW_SEVERITY_ERROR), ==, 0);

  /* a drawing that cannot be read: an error that names it */
  g_assert_true (activate (window, "window.import-from", g_variant_new_string ("/nonexistent/drawing.svg")));
  for (guint i = 0; i < 3000 && sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) == NULL; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_assert_nonnull (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))),
                            "drawing.svg"));
  gtk_window_destroy (GTK_WINDOW (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));
  gtk_window_destroy (report);
  gtk_window_destroy (GTK_WINDOW (made));
}

/* Saving over a file another program changed since it was opened asks
 * first: Cancel leaves that program's file, Replace saves this window's
 * map; once saved, the next save does not ask again. */
static void
check_changed_on_disk (SwWindow *window)
{
  g_autofree char *source = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-2p.swmap", NULL);
  g_autofree char *dir = g_dir_make_tmp ("swchanged-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "board.swmap", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *other = NULL;
  g_autofree char *read = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) saved = NULL;
  struct utimbuf later = { time (NULL) + 100, time (NULL) + 100 };
  AdwMessageDialog *dialog;

  g_assert_true (g_file_get_contents (source, &contents, NULL, &error));
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_true (sw_window_load_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (activate (window, "edit.set-title", g_variant_new ("(ss)", "", "Ours")));

  /* another program writes the file */
  other = g_strconcat (contents, "<!-- theirs -->\n", NULL);
  g_assert_true (g_file_set_contents (path, other, -1, &error));
  g_assert_cmpint (utime (path, &later), ==, 0);

  g_assert_true (activate (window, "window.save", NULL));
  dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "Changed on Disk"));
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));   /* as its button does */
  sw_test_app_run_for (100);
  g_assert_true (g_file_get_contents (path, &read, NULL, &error));
  g_assert_cmpstr (read, ==, other);

  g_assert_true (activate (window, "window.save", NULL));
  dialog = ADW_MESSAGE_DIALOG (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "replace");
  gtk_window_destroy (GTK_WINDOW (dialog));
  sw_test_app_run_for (100);
  saved = sw_map_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sw_map_get_title (saved), ==, "Ours");

  /* saved here: no question the next time */
  g_assert_true (activate (window, "edit.set-title", g_variant_new ("(ss)", "", "Ours again")));
  g_assert_true (activate (window, "window.save", NULL));
  sw_test_app_run_for (100);
  g_assert_null (sw_test_app_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_clear_pointer (&saved, sw_map_unref);
  saved = sw_map_load_file (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sw_map_get_title (saved), ==, "Ours again");
  sw_test_app_remove_tree (dir);
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
  g_test_add_data_func ("/app/map-editor/map-properties",
                        check_map_properties, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/tool-once-and-words",
                        check_tool_once_and_words, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/neighbours",
                        check_neighbours, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/sidebar-adapts",
                        check_sidebar_adapts, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/merge-choice",
                        check_merge_choice, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/terrain-display",
                        check_terrain_display, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/open-in-place",
                        check_open_in_place, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/problems-in-words",
                        check_problems_in_words, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/new-map-dialog",
                        check_new_map_dialog, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/import-drawing",
                        check_import_drawing, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/changed-on-disk",
                        check_changed_on_disk, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/problems-marked",
                        check_problems_marked, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/draw-regions",
                        check_draw_regions, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/snap-to-grid",
                        check_snap_to_grid, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/tool-keys-not-in-text",
                        check_tool_keys_and_text, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/escape-from-sidebar",
                        check_escape_from_sidebar, run_on_new_map);
  g_test_add_data_func ("/app/map-editor/trace-over-picture",
                        check_trace_over_picture, run_on_new_map);

  status = g_test_run ();
  sw_test_app_remove_tree (home);
  return status;
}
