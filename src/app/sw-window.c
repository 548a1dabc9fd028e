/* sw-window.c: one map window: the title, the map summary, the problems panel, the actions. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>
#include <string.h>

#include "sw-application.h"
#include "sw-balance-window.h"
#include "sw-catalog.h"
#include "sw-map-xml.h"
#include "sw-topology.h"
#include "sw-validate.h"
#include "sw-window.h"
#include "sw-export-dialog.h"
#include "sw-terrain-legend.h"
#include "sw-window-private.h"
#include "sw-builder-part.h"
#include "sw-problems-panel.h"
#include "sw-region-panel.h"
#include "sw-unfinished-games.h"

/* SwWindow */


G_DEFINE_FINAL_TYPE (SwWindow, sw_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_MODIFIED,
  PROP_SHOW_ADJACENCY,
  PROP_SNAP_TO_GRID,
  PROP_SHOW_SIDEBAR,
  PROP_TOOL,
  PROP_TOOL_LOCKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Presenting the map */

char *
sw_window_display_path (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  const char *home = g_get_home_dir ();

  if (path == NULL)
    return g_file_get_uri (file);
  if (home != NULL && g_str_has_prefix (path, home) && path[strlen (home)] == '/')
    return g_strconcat ("~", path + strlen (home), NULL);
  return g_steal_pointer (&path);
}

void
sw_window_update_title (SwWindow *self)
{
  g_autofree char *shown = NULL;
  g_autofree char *subtitle = NULL;
  GFile *file = sw_map_document_get_file (self->document);
  const char *title = sw_map_document_get_title (self->document);

  if (sw_window_map (self) == NULL)
    {
      adw_window_title_set_title (self->window_title, _("Small World Companion"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_window_set_title (GTK_WINDOW (self), _("Small World Companion"));
      return;
    }

  /* the usual GNOME marker of unsaved changes */
  shown = sw_map_document_get_modified (self->document) ? g_strdup_printf ("• %s", title) : g_strdup (title);
  subtitle = file ? sw_window_display_path (file) : g_strdup (_("Not saved"));

  adw_window_title_set_title (self->window_title, shown);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), shown);
}

void
sw_window_update_summary (SwWindow *self)
{
  SwMap *map = sw_window_map (self);
  const SwCatalog *catalog = map ? sw_catalog_get (map->edition) : NULL;
  const char *edition = catalog ? sw_text_pick (catalog->names) : NULL;
  guint n_regions = map ? map->regions->len : 0;
  g_autoptr(GString) summary = g_string_new (NULL);
  const char *title = map ? sw_map_get_title (map) : NULL;

  if (map == NULL)
    return;

  gtk_label_set_text (self->map_title_label, title ? title : _("Untitled Map"));

  g_string_append_printf (summary, ngettext ("%u region", "%u regions", n_regions), n_regions);
  g_string_append (summary, " · ");
  /* Translators: the edition of the game a map is for, e.g. "Edition: Small World" */
  g_string_append_printf (summary, _("Edition: %s"), edition ? edition : sw_window_map (self)->edition);
  for (guint i = 0; i < sw_window_map (self)->scenarios->len; i++)
    {
      const SwScenario *scenario = &g_array_index (sw_window_map (self)->scenarios, SwScenario, i);

      g_string_append (summary, "\n");
      if (scenario->turns > 0)
        {
          g_autofree char *players = g_strdup_printf (ngettext ("%u player", "%u players", scenario->players),
                                                      scenario->players);

          /* Translators: a scenario: "2 players, 10 turns" */
          g_string_append_printf (summary, ngettext ("%s, %u turn", "%s, %u turns", scenario->turns),
                                  players, scenario->turns);
        }
      else
        g_string_append_printf (summary, ngettext ("%u player", "%u players", scenario->players),
                                scenario->players);
    }
  if (!sw_map_has_geometry (sw_window_map (self)))
    {
      g_string_append (summary, "\n");
      g_string_append (summary, _("Graph only: no region outlines yet"));
    }
  gtk_label_set_text (self->map_summary_label, summary->str);
}

/* The document's problems are new: each one on the map, where it lies
 * (the problems panel lists them) */
static void
document_validated_cb (SwWindow *self)
{
  GListModel *model = sw_map_document_get_issues (self->document);
  guint n = g_list_model_get_n_items (model);
  g_autoptr(GPtrArray) issues = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    {
      SwIssueItem *item = g_list_model_get_item (model, i);

      g_ptr_array_add (issues, item);
      g_ptr_array_add (shown, (gpointer) sw_issue_item_get_issue (item));
    }
  sw_map_view_set_issues (self->map_view, shown);
}

void
sw_window_update_actions (SwWindow *self)
{
  gboolean has_map = sw_window_map (self) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.save", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.save-as", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.export", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.export-to", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.print", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "view.zoom-in", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "view.zoom-out", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "view.zoom-fit", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "view.zoom-original", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.show-adjacency", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.snap-to-grid", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.show-sidebar", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.balance", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.show-heat-map", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.trace", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.trace-file", has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.clear-tracing",
                                 has_map && sw_map_view_get_tracing (self->map_view) != NULL);
  sw_window_edit_update_actions (self);
}

static void
view_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);

  if (g_str_equal (action_name, "view.zoom-in"))
    sw_map_view_zoom_in (self->map_view);
  else if (g_str_equal (action_name, "view.zoom-out"))
    sw_map_view_zoom_out (self->map_view);
  else if (g_str_equal (action_name, "view.zoom-fit"))
    sw_map_view_zoom_fit (self->map_view);
  else if (g_str_equal (action_name, "view.zoom-original"))
    sw_map_view_zoom_original (self->map_view);
}

void
sw_window_show_issue (SwWindow *self,
                      guint     index)
{
  g_autoptr(SwIssueItem) item = NULL;
  g_autoptr(GArray) regions = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_if_fail (SW_IS_WINDOW (self));

  item = g_list_model_get_item (sw_map_document_get_issues (self->document), index);
  if (item == NULL || sw_window_map (self) == NULL)
    return;
  for (guint i = 0; sw_issue_item_get_issue (item)->regions[i] != NULL; i++)
    {
      gint region = sw_map_find_region (sw_window_map (self), sw_issue_item_get_issue (item)->regions[i]);

      if (region >= 0)
        g_array_append_val (regions, region);
    }
  /* an issue without regions (a map-wide one) leaves the view alone */
  if (regions->len == 0)
    return;
  sw_map_view_set_selection (self->map_view, (const guint *) regions->data, regions->len);
  /* the regions go where they can be seen, beside a sidebar over the map */
  sw_map_view_show_regions (self->map_view, (const guint *) regions->data, regions->len,
                            sw_window_sidebar_covers (self));
}

static void
issue_activated_cb (SwProblemsPanel *panel,
                    guint            index,
                    SwWindow        *self)
{
  sw_window_show_issue (self, index);
}

/* The document shows another map (or the first) */
static void
document_map_changed_cb (SwWindow *self)
{
  sw_map_view_set_map (self->map_view, sw_window_map (self));
  sw_window_update_summary (self);
  sw_window_update_title (self);
  sw_window_update_actions (self);
}

static void
document_modified_changed_cb (SwWindow *self)
{
  sw_window_update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* Another program changed the file: said once, before the user saves
 * over it (saving then asks) */
static void
document_changed_on_disk_cb (SwWindow *self)
{
  AdwToast *toast;

  if (!sw_map_document_get_changed_on_disk (self->document))
    return;
  toast = adw_toast_new (_("Another program changed this map’s file; saving here asks before replacing it"));
  adw_toast_set_timeout (toast, 8);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The region panel (combo rows, entries, the neighbours list: a fifth of
 * the window's template) is made when a region is first selected; until
 * then its hint, which is all it shows without a selection, stands in
 * its place. Once made, it follows the document and the selection itself. */
static void
ensure_region_panel (SwWindow *self)
{
  if (self->region_panel != NULL)
    return;
  self->region_panel = SW_REGION_PANEL (sw_region_panel_new ());
  gtk_box_insert_child_after (GTK_BOX (self->properties_box), GTK_WIDGET (self->region_panel), self->region_hint);
  gtk_widget_set_visible (self->region_hint, FALSE);
  sw_region_panel_set_document (self->region_panel, self->document);
  sw_region_panel_set_view (self->region_panel, self->map_view);
}

/* What is selected on the map, in the side panel. */
static void
selection_changed_cb (SwWindow *self)
{
  guint n_selected = 0;
  const guint *selected = sw_map_view_get_selection (self->map_view, &n_selected);
  g_autofree char *markup = NULL;

  if (n_selected > 0)
    ensure_region_panel (self);
  if (n_selected == 1)
    markup = sw_map_view_describe_region (self->map_view, selected[0]);
  else if (n_selected > 1)
    markup = g_strdup_printf (ngettext ("%u region selected", "%u regions selected", n_selected), n_selected);
  gtk_label_set_markup (self->selection_label, markup ? markup : "");
  /* an editable map shows the selection in the properties panel instead */
  gtk_widget_set_visible (GTK_WIDGET (self->selection_label),
                          markup != NULL && !sw_map_has_geometry (sw_window_map (self)));
  sw_window_update_properties (self);
}

/* GObject */

static gboolean
sw_window_close_request_vfunc (GtkWindow *window)
{
  if (sw_window_close_request (window))
    return TRUE;
  return GTK_WINDOW_CLASS (sw_window_parent_class)->close_request (window);
}

double
sw_window_grid_size (SwWindow *self)
{
  return self->settings != NULL ? g_settings_get_double (self->settings, "grid-size") : 10.0;
}

/* The grid drawn is the one snapped to. */
static void
grid_size_changed (SwWindow *self)
{
  if (self->snap_to_grid)
    sw_map_view_set_grid (self->map_view, sw_window_grid_size (self));
}

static void
sw_window_constructed (GObject *object)
{
  SwWindow *self = SW_WINDOW (object);
  /* "application" is set after constructed(); windows all belong to the default one */
  GApplication *application = g_application_get_default ();

  G_OBJECT_CLASS (sw_window_parent_class)->constructed (object);

  if (SW_IS_APPLICATION (application))
    self->settings = sw_application_get_settings (SW_APPLICATION (application));
  if (self->settings != NULL)
    {
      g_object_ref (self->settings);
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      adw_flap_set_reveal_flap (self->flap, g_settings_get_boolean (self->settings, "show-sidebar"));
      g_settings_bind (self->settings, "show-adjacency", self, "show-adjacency", G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "snap-to-grid", self, "snap-to-grid", G_SETTINGS_BIND_DEFAULT);
      g_signal_connect_object (self->settings, "changed::grid-size", G_CALLBACK (grid_size_changed), self,
                               G_CONNECT_SWAPPED);
    }
}

static void
sw_window_dispose (GObject *object)
{
  SwWindow *self = SW_WINDOW (object);

  g_signal_handlers_disconnect_by_data (gtk_recent_manager_get_default (), self);
  sw_window_edit_dispose (self);
  g_clear_weak_pointer (&self->drafts_toast);
  g_clear_weak_pointer (&self->merge_toast);
  gtk_widget_dispose_template (GTK_WIDGET (self), SW_TYPE_WINDOW);
  self->region_panel = NULL;   /* went with the properties box */
  g_clear_object (&self->settings);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (sw_window_parent_class)->dispose (object);
}

static void
sw_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SwWindow *self = SW_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, sw_map_document_get_modified (self->document));
      break;
    case PROP_SHOW_ADJACENCY:
      g_value_set_boolean (value, self->show_adjacency);
      break;
    case PROP_SNAP_TO_GRID:
      g_value_set_boolean (value, self->snap_to_grid);
      break;
    case PROP_SHOW_SIDEBAR:
      /* asked for while the template is still being built */
      g_value_set_boolean (value, self->flap ? adw_flap_get_reveal_flap (self->flap) : TRUE);
      break;
    case PROP_TOOL:
      g_value_set_string (value, self->tool ? self->tool : "select");
      break;
    case PROP_TOOL_LOCKED:
      g_value_set_boolean (value, self->tool_locked);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  SwWindow *self = SW_WINDOW (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      sw_window_set_modified (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_ADJACENCY:
      if (self->show_adjacency != g_value_get_boolean (value))
        {
          self->show_adjacency = g_value_get_boolean (value);
          sw_map_view_set_show_adjacency (self->map_view, self->show_adjacency);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SNAP_TO_GRID:
      if (self->snap_to_grid != g_value_get_boolean (value))
        {
          self->snap_to_grid = g_value_get_boolean (value);
          sw_map_view_set_grid (self->map_view, self->snap_to_grid ? sw_window_grid_size (self) : 0);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_SHOW_SIDEBAR:
      adw_flap_set_reveal_flap (self->flap, g_value_get_boolean (value));
      break;
    case PROP_TOOL:
      sw_window_set_tool (self, g_value_get_string (value));
      break;
    case PROP_TOOL_LOCKED:
      if (self->tool_locked != g_value_get_boolean (value))
        {
          self->tool_locked = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The main menu's popover is made when it first opens: GTK builds a menu
 * model's whole popover (a button per item, a page per submenu) as soon as
 * it is set, a good part of the window's template before its first frame. */
static void
create_primary_menu_cb (GtkMenuButton *button,
                        gpointer       data)
{
  SwWindow *self = data;

  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

/* The terrain legend, for the edition of the map shown now. */
static void
create_legend_cb (GtkMenuButton *button,
                  gpointer       data)
{
  SwWindow *self = data;
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *legend = sw_terrain_legend_new (sw_window_map (self) ? sw_window_map (self)->edition : NULL);

  gtk_widget_set_margin_start (legend, 6);
  gtk_widget_set_margin_end (legend, 6);
  gtk_widget_set_margin_top (legend, 6);
  gtk_widget_set_margin_bottom (legend, 6);
  gtk_popover_set_child (GTK_POPOVER (popover), legend);
  gtk_menu_button_set_popover (button, popover);
}

/* The welcome page's big symbolic icon exists only as an SVG: set only
 * while that page shows, so that a window does not keep the SVG renderer
 * (librsvg, 6 MB resident) busy for a page it does not show. */
static void
visible_page_changed_cb (SwWindow *self)
{
  gboolean empty = gtk_stack_get_visible_child (self->stack) == GTK_WIDGET (self->welcome_bin);
  GtkWidget *map_buttons[] = { self->history_box, self->save_button, self->sidebar_button, self->adjacency_button };

  /* nothing to undo, save or show without a map: the welcome page's
   * header is Open, the title and the menu, and fits a phone */
  for (guint i = 0; i < G_N_ELEMENTS (map_buttons); i++)
    gtk_widget_set_visible (map_buttons[i], !empty);
  if (self->status_page != NULL)
    adw_status_page_set_icon_name (self->status_page, empty ? APP_ID "-symbolic" : NULL);
}

/* The welcome page is made the first time it shows: a window opened with
 * a map (the welcome page is the stack's first page until the map comes)
 * never shows it, and its 56 widgets were a third of the window's. */
static void
ensure_welcome_page (SwWindow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  if (self->status_page != NULL)
    return;
  builder = sw_builder_part_load (G_OBJECT (self), "sw-window-welcome.ui",
                                  "recent_row_activated_cb", G_CALLBACK (sw_window_recent_row_activated_cb), NULL);
  if (builder == NULL)
    return;
  self->status_page = ADW_STATUS_PAGE (gtk_builder_get_object (builder, "status_page"));
  self->recent_group = ADW_PREFERENCES_GROUP (gtk_builder_get_object (builder, "recent_group"));
  self->recent_list = GTK_LIST_BOX (gtk_builder_get_object (builder, "recent_list"));
  self->unfinished_games = SW_UNFINISHED_GAMES (gtk_builder_get_object (builder, "unfinished_games"));
  self->drafts_group = ADW_PREFERENCES_GROUP (gtk_builder_get_object (builder, "drafts_group"));
  self->drafts_list = GTK_LIST_BOX (gtk_builder_get_object (builder, "drafts_list"));
  adw_bin_set_child (self->welcome_bin, GTK_WIDGET (self->status_page));
}

/* The welcome page's lists are read afresh each time it shows, not when
 * the window is made. */
static void
welcome_shown_cb (SwWindow *self)
{
  ensure_welcome_page (self);
  if (self->status_page == NULL)
    return;
  visible_page_changed_cb (self);
  sw_window_update_recent (self);
  sw_window_update_drafts (self);
  sw_unfinished_games_reload (self->unfinished_games);
}

/* Below this window width the sidebar folds: it slides over the map when
 * shown, and the map has the whole window. */
#define SIDEBAR_FOLD_WIDTH 1000

static void
window_width_changed_cb (SwWindow *self)
{
  int width = 0, height = 0;

  /* also notified while the window goes */
  if (self->flap == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  adw_flap_set_fold_policy (self->flap, width > 0 && width < SIDEBAR_FOLD_WIDTH ? ADW_FLAP_FOLD_POLICY_ALWAYS
                                                                                : ADW_FLAP_FOLD_POLICY_AUTO);
}

static void
reveal_flap_changed_cb (SwWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_SIDEBAR]);
}

static void
refusal_dismissed_cb (SwWindow *self)
{
  sw_window_dismiss_refusal (self);
}

static void
sw_window_class_init (SwWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = sw_window_constructed;
  object_class->dispose = sw_window_dispose;
  object_class->get_property = sw_window_get_property;
  object_class->set_property = sw_window_set_property;
  window_class->close_request = sw_window_close_request_vfunc;

  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_ADJACENCY] =
    g_param_spec_boolean ("show-adjacency", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the corners drawn and moved snap to a grid, shown on the boards */
  properties[PROP_SNAP_TO_GRID] =
    g_param_spec_boolean ("snap-to-grid", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_SIDEBAR] =
    g_param_spec_boolean ("show-sidebar", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the editing tool: select, split, merge, vertex, carve, link, barrier */
  properties[PROP_TOOL] =
    g_param_spec_string ("tool", NULL, NULL, "select",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* FALSE: a tool goes back to Select after one use */
  properties[PROP_TOOL_LOCKED] =
    g_param_spec_boolean ("tool-locked", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (SW_TYPE_MAP_VIEW);
  g_type_ensure (SW_TYPE_UNFINISHED_GAMES);
  g_type_ensure (SW_TYPE_PROBLEMS_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SwWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, refusal_revealer);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, refusal_label);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, adjacency_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, welcome_bin);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, map_view);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, map_title_label);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, map_summary_label);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, selection_label);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, problems_panel);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, region_hint);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, legend_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, properties_box);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, tool_box);
  gtk_widget_class_bind_template_callback (widget_class, issue_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, refusal_dismissed_cb);

  gtk_widget_class_install_action (widget_class, "window.open", NULL, sw_window_open_action);
  gtk_widget_class_install_action (widget_class, "window.save", NULL, sw_window_save_action);
  gtk_widget_class_install_action (widget_class, "window.save-as", NULL, sw_window_save_action);
  gtk_widget_class_install_action (widget_class, "window.close", NULL, sw_window_close_action);
  gtk_widget_class_install_action (widget_class, "window.export", NULL, sw_window_export_action);
  gtk_widget_class_install_action (widget_class, "window.export-to", "s", sw_window_export_action);
  gtk_widget_class_install_action (widget_class, "window.import", NULL, sw_window_import_action);
  gtk_widget_class_install_action (widget_class, "window.import-from", "s", sw_window_import_action);
  gtk_widget_class_install_action (widget_class, "window.trace", NULL, sw_window_trace_action);
  gtk_widget_class_install_action (widget_class, "window.trace-file", "s", sw_window_trace_action);
  gtk_widget_class_install_action (widget_class, "window.clear-tracing", NULL, sw_window_trace_action);
  gtk_widget_class_install_action (widget_class, "window.print", NULL, sw_window_print_action);
  gtk_widget_class_install_action (widget_class, "window.new-map", NULL, sw_window_new_map_action);
  gtk_widget_class_install_action (widget_class, "window.create-map", "(sddus)", sw_window_create_map_action);
  gtk_widget_class_install_action (widget_class, "window.open-recent", "s", sw_window_open_recent_action);
  gtk_widget_class_install_action (widget_class, "window.restore-drafts", "s", sw_window_restore_drafts_action);
  gtk_widget_class_install_action (widget_class, "window.discard-drafts", "s", sw_window_restore_drafts_action);
  gtk_widget_class_install_action (widget_class, "window.ask-discard-drafts", NULL, sw_window_ask_discard_drafts_action);
  sw_window_class_add_edit_actions (widget_class);
  sw_window_class_add_board_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "view.zoom-in", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "view.zoom-out", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "view.zoom-fit", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "view.zoom-original", NULL, view_action);
  gtk_widget_class_install_property_action (widget_class, "window.show-adjacency", "show-adjacency");
  gtk_widget_class_install_property_action (widget_class, "window.snap-to-grid", "snap-to-grid");
  gtk_widget_class_install_property_action (widget_class, "window.show-sidebar", "show-sidebar");
  gtk_widget_class_install_action (widget_class, "window.balance", NULL, sw_balance_window_action);
  gtk_widget_class_install_action (widget_class, "window.show-heat-map", NULL, sw_balance_window_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "window.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "window.new-map", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "window.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "window.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "window.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "window.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "view.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "view.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "view.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "view.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "view.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "view.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_CONTROL_MASK, "view.zoom-original", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_j, GDK_CONTROL_MASK, "window.show-adjacency", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "window.snap-to-grid", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "window.show-sidebar", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK, "window.balance", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_j, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "window.show-heat-map", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_J, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "window.show-heat-map", NULL);
}

static void
sw_window_init (SwWindow *self)
{
  GtkDropTarget *target;

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->flap, "notify::folded", G_CALLBACK (sw_window_place_refusal), self);
  g_signal_connect_swapped (self->flap, "notify::reveal-flap", G_CALLBACK (sw_window_place_refusal), self);
  self->document = sw_map_document_new ();
  g_signal_connect_swapped (self->document, "notify::map", G_CALLBACK (document_map_changed_cb), self);
  g_signal_connect_swapped (self->document, "notify::modified", G_CALLBACK (document_modified_changed_cb), self);
  g_signal_connect_swapped (self->document, "notify::title", G_CALLBACK (sw_window_update_title), self);
  g_signal_connect_swapped (self->document, "notify::file", G_CALLBACK (sw_window_update_title), self);
  g_signal_connect_swapped (self->document, "notify::changed-on-disk", G_CALLBACK (document_changed_on_disk_cb), self);
  g_signal_connect_swapped (self->document, "validated", G_CALLBACK (document_validated_cb), self);
  sw_window_edit_init (self);
  sw_map_view_set_show_neighbours (self->map_view, TRUE);

  sw_problems_panel_set_document (self->problems_panel, self->document);
  g_signal_connect_swapped (self->flap, "notify::reveal-flap", G_CALLBACK (reveal_flap_changed_cb), self);
  g_signal_connect_swapped (self, "notify::default-width", G_CALLBACK (window_width_changed_cb), self);
  gtk_menu_button_set_create_popup_func (self->menu_button, create_primary_menu_cb, self, NULL);
  gtk_menu_button_set_create_popup_func (self->legend_button, create_legend_cb, self, NULL);
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (visible_page_changed_cb), self);
  visible_page_changed_cb (self);
  g_signal_connect_swapped (self->welcome_bin, "map", G_CALLBACK (welcome_shown_cb), self);
  g_signal_connect_swapped (self->map_view, "selection-changed", G_CALLBACK (selection_changed_cb), self);

  target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);
  g_signal_connect (target, "drop", G_CALLBACK (sw_window_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  g_signal_connect_swapped (gtk_recent_manager_get_default (), "changed", G_CALLBACK (sw_window_update_recent), self);
  sw_window_update_recent (self);   /* the main menu's Open Recent; the rows come with the page */
  sw_window_update_title (self);
  sw_window_update_actions (self);
}

/* Public API */

SwWindow *
sw_window_new (GtkApplication *application)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  return g_object_new (SW_TYPE_WINDOW, "application", application, NULL);
}

gboolean
sw_window_is_empty (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), FALSE);

  return sw_window_map (self) == NULL;
}

SwMap *
sw_window_get_map (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);

  return sw_window_map (self);
}

GFile *
sw_window_get_file (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);

  return sw_map_document_get_file (self->document);
}

SwMapView *
sw_window_get_map_view (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);

  return self->map_view;
}

GListModel *
sw_window_get_issues (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);

  return sw_map_document_get_issues (self->document);
}

gboolean
sw_window_get_modified (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), FALSE);

  return sw_map_document_get_modified (self->document);
}

void
sw_window_set_modified (SwWindow *self,
                        gboolean  modified)
{
  g_return_if_fail (SW_IS_WINDOW (self));

  sw_map_document_set_modified (self->document, modified);
}

SwMapDocument *
sw_window_get_document (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);

  return self->document;
}
