/* sw-window-edit.c: a window's edits: undo and redo, the edit actions, one-click fixes, the draft's warning (the document keeps the history, the problems and the draft). */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>
#include <string.h>

#include "sw-catalog.h"
#include "sw-edit.h"
#include "sw-edit-replace.h"
#include "sw-layout.h"
#include "sw-map-properties-dialog.h"
#include "sw-validate.h"
#include "sw-window-private.h"

/* Why an edit (or an export) was not made, whole, over the top of the
 * map: a toast cut a long reason short ("…let its outline cross ea…").
 * It stays until the next edit, Escape or Dismiss. */
void
sw_window_show_error (SwWindow     *self,
                      const GError *error)
{
  gtk_label_set_text (self->refusal_label, error->message);
  sw_window_place_refusal (self);
  gtk_revealer_set_reveal_child (self->refusal_revealer, TRUE);
}

/* How much of the map's right a folded sidebar shown over it (800 px
 * wide) covers, in pixels; 0 when it is beside the map or hidden. Before
 * its first allocation, the width it asks for. */
int
sw_window_sidebar_covers (SwWindow *self)
{
  GtkWidget *sidebar = adw_flap_get_flap (self->flap);
  int covered = 0;

  if (sidebar == NULL || !adw_flap_get_folded (self->flap) || !adw_flap_get_reveal_flap (self->flap))
    return 0;
  covered = gtk_widget_get_width (sidebar);
  if (covered <= 0)
    gtk_widget_measure (sidebar, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &covered, NULL, NULL);
  return covered;
}

/* The reason shows beside that sidebar, not under it: its Dismiss and the
 * ends of its lines stay in sight. */
void
sw_window_place_refusal (SwWindow *self)
{
  gtk_widget_set_margin_end (GTK_WIDGET (self->refusal_revealer), sw_window_sidebar_covers (self));
}

gboolean
sw_window_dismiss_refusal (SwWindow *self)
{
  if (!gtk_revealer_get_reveal_child (self->refusal_revealer))
    return FALSE;
  gtk_revealer_set_reveal_child (self->refusal_revealer, FALSE);
  return TRUE;
}

char **
sw_window_selected_ids (SwWindow *self)
{
  guint n = 0;
  const guint *selected = sw_map_view_get_selection (self->map_view, &n);
  GStrvBuilder *builder = g_strv_builder_new ();
  char **ids;

  for (guint i = 0; sw_window_map (self) != NULL && i < n; i++)
    if (selected[i] < sw_window_map (self)->regions->len)
      g_strv_builder_add (builder, ((SwRegion *) g_ptr_array_index (sw_window_map (self)->regions, selected[i]))->id);
  ids = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return ids;
}

/* Validation and drafts are the document's; the window shows them */

void
sw_window_revalidate (SwWindow *self)
{
  g_return_if_fail (SW_IS_WINDOW (self));

  sw_map_document_revalidate (self->document);
}

const char *
sw_window_get_draft_path (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);

  return sw_map_document_get_draft_path (self->document);
}

gboolean
sw_window_write_draft (SwWindow  *self,
                       GError   **error)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), FALSE);

  return sw_map_document_write_draft (self->document, error);
}

const char *
sw_window_get_draft_error (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);

  return sw_map_document_get_draft_error (self->document);
}

/* The user counts on the draft after a crash: when it cannot be written,
 * say so once, until a draft is written again (the toast then goes, as
 * it would now be untrue). */
static void
draft_error_changed_cb (SwWindow *self)
{
  AdwToast *toast;

  if (sw_map_document_get_draft_error (self->document) == NULL)
    {
      if (self->draft_toast != NULL)
        adw_toast_dismiss (self->draft_toast);
      g_clear_weak_pointer (&self->draft_toast);
      return;
    }
  if (self->draft_toast != NULL)
    return;
  toast = adw_toast_new (_("Changes cannot be kept as a draft: save the map to keep them"));
  adw_toast_set_timeout (toast, 0);
  g_set_weak_pointer (&self->draft_toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The history */

/* "Undo “Split region r4”": what the button would do */
static void
set_step_tooltip (GtkWidget  *button,
                  const char *plain,
                  const char *format,
                  const char *label)
{
  g_autofree char *text = NULL;

  if (label == NULL)
    {
      gtk_widget_set_tooltip_text (button, plain);
      return;
    }
  text = g_strdup_printf (format, label);
  gtk_widget_set_tooltip_text (button, text);
}

void
sw_window_edit_update_actions (SwWindow *self)
{
  gboolean has_map = sw_window_map (self) != NULL;
  gboolean editable = has_map && sw_map_has_geometry (sw_window_map (self));
  static const char *const geometry_actions[] = {
    "edit.draw", "edit.split", "edit.merge", "edit.carve", "edit.move-vertex", "edit.insert-vertex",
    "edit.delete-vertex", "edit.tool", "edit.merge-instead",
  };
  static const char *const map_actions[] = {
    "edit.add-link", "edit.add-barrier", "edit.remove-link", "edit.remove-barrier", "edit.set-link-kind", "edit.set-terrain", "edit.set-symbol", "edit.set-start",
    "edit.set-border", "edit.set-name", "edit.fix-issue", "edit.select", "edit.set-title",
    "edit.set-description", "edit.set-edition", "edit.set-scenarios", "window.map-properties",
  };

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "edit.undo", sw_window_history (self) && sw_history_can_undo (sw_window_history (self)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "edit.redo", sw_window_history (self) && sw_history_can_redo (sw_window_history (self)));
  for (guint i = 0; i < G_N_ELEMENTS (geometry_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), geometry_actions[i], editable);
  for (guint i = 0; i < G_N_ELEMENTS (map_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), map_actions[i], has_map);
  set_step_tooltip (self->undo_button, _("Undo"), _("Undo “%s”"),
                    sw_window_history (self) ? sw_history_get_undo_label (sw_window_history (self)) : NULL);
  set_step_tooltip (self->redo_button, _("Redo"), _("Redo “%s”"),
                    sw_window_history (self) ? sw_history_get_redo_label (sw_window_history (self)) : NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "edit.layout-from-graph",
                                 has_map && !sw_map_has_geometry (sw_window_map (self)));
  gtk_widget_set_visible (self->tool_box, editable);
  gtk_widget_set_visible (self->layout_button, has_map && !editable);
}

/* Every edit, undo and redo of the document's map */
static void
document_changed_cb (SwWindow *self)
{
  /* the merge's "Keep …" undoes the last step: not once another is made */
  if (self->merge_toast != NULL && (sw_window_map (self) == NULL || sw_map_get_serial (sw_window_map (self)) != self->merge_serial))
    adw_toast_dismiss (self->merge_toast);
  sw_window_dismiss_refusal (self);
  sw_map_view_map_changed (self->map_view);
  sw_window_update_summary (self);
  sw_window_update_title (self);
  sw_window_edit_update_actions (self);
  sw_window_refresh_properties (self);
}

SwHistory *
sw_window_get_history (SwWindow *self)
{
  g_return_val_if_fail (SW_IS_WINDOW (self), NULL);

  return sw_window_history (self);
}

/* Actions: each is one core operation, one undo step */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);

  if (sw_window_history (self) == NULL)
    return;
  if (g_str_equal (action_name, "edit.undo"))
    sw_history_undo (sw_window_history (self));
  else
    sw_history_redo (sw_window_history (self));
}

static void
select_ids (SwWindow          *self,
            const char *const *ids)
{
  g_autoptr(GArray) regions = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; ids && ids[i]; i++)
    {
      gint index = sw_map_find_region (sw_window_map (self), ids[i]);

      if (index >= 0)
        g_array_append_val (regions, index);
    }
  sw_map_view_set_selection (self->map_view, (const guint *) regions->data, regions->len);
}

static void
select_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autofree const char **ids = g_variant_get_strv (parameter, NULL);

  select_ids (self, ids);
}

static const double *
variant_points (GVariant *array,
                gsize    *n_points)
{
  gsize n = 0;
  const double *points = g_variant_get_fixed_array (array, &n, sizeof (double));

  *n_points = n / 2;
  return points;
}

static void
geometry_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *new_region = NULL;
  gboolean ok = FALSE;

  if (sw_window_map (self) == NULL)
    return;
  if (g_str_equal (action_name, "edit.split"))
    {
      const char *region;
      g_autoptr(GVariant) array = NULL;
      gsize n;
      const double *points;

      g_variant_get (parameter, "(&s@ad)", &region, &array);
      points = variant_points (array, &n);
      ok = sw_edit_split_region (sw_window_map (self), sw_window_history (self), region, points, n, &new_region, &error);
    }
  else if (g_str_equal (action_name, "edit.draw"))
    {
      const char *board, *terrain;
      g_autoptr(GVariant) array = NULL;
      gsize n;
      const double *points;

      g_variant_get (parameter, "(&s@ad&s)", &board, &array, &terrain);
      points = variant_points (array, &n);
      ok = sw_edit_draw_region (sw_window_map (self), sw_window_history (self), board[0] != '\0' ? board : NULL, points, n, terrain,
                                &new_region, &error);
    }
  else if (g_str_equal (action_name, "edit.carve"))
    {
      const char *region, *terrain;
      g_autoptr(GVariant) array = NULL;
      gsize n;
      const double *points;

      g_variant_get (parameter, "(&s@ad&s)", &region, &array, &terrain);
      points = variant_points (array, &n);
      ok = sw_edit_carve_region (sw_window_map (self), sw_window_history (self), region, points, n, terrain, &new_region, &error);
    }
  else if (g_str_equal (action_name, "edit.merge"))
    {
      const char *region, *other;

      g_variant_get (parameter, "(&s&s)", &region, &other);
      ok = sw_edit_merge_regions (sw_window_map (self), sw_window_history (self), region, other, &error);
      if (ok)
        select_ids (self, (const char *[]) { region, NULL });
    }
  else if (g_str_equal (action_name, "edit.move-vertex"))
    {
      guint32 vertex;
      double x, y;

      g_variant_get (parameter, "(udd)", &vertex, &x, &y);
      ok = sw_edit_move_vertex (sw_window_map (self), sw_window_history (self), vertex, x, y, &error);
    }
  else if (g_str_equal (action_name, "edit.insert-vertex"))
    {
      guint32 a, b;
      double x, y;

      g_variant_get (parameter, "(uudd)", &a, &b, &x, &y);
      ok = sw_edit_insert_vertex (sw_window_map (self), sw_window_history (self), a, b, x, y, NULL, &error);
    }
  else if (g_str_equal (action_name, "edit.delete-vertex"))
    ok = sw_edit_delete_vertex (sw_window_map (self), sw_window_history (self), g_variant_get_uint32 (parameter), &error);
  else if (g_str_equal (action_name, "edit.add-link") || g_str_equal (action_name, "edit.add-barrier"))
    {
      const char *a, *b;

      g_variant_get (parameter, "(&s&s)", &a, &b);
      if (g_str_equal (action_name, "edit.add-link"))
        ok = sw_edit_add_link (sw_window_map (self), sw_window_history (self), a, b, NULL, &error);
      else
        ok = sw_edit_add_barrier (sw_window_map (self), sw_window_history (self), a, b, NULL, &error);
    }
  else if (g_str_equal (action_name, "edit.remove-link") || g_str_equal (action_name, "edit.remove-barrier"))
    {
      const char *a, *b;

      g_variant_get (parameter, "(&s&s)", &a, &b);
      if (g_str_equal (action_name, "edit.remove-link"))
        ok = sw_edit_remove_link (sw_window_map (self), sw_window_history (self), a, b, &error);
      else
        ok = sw_edit_remove_barrier (sw_window_map (self), sw_window_history (self), a, b, &error);
    }
  else if (g_str_equal (action_name, "edit.set-link-kind"))
    {
      const char *a, *b, *kind;

      g_variant_get (parameter, "(&s&s&s)", &a, &b, &kind);
      ok = sw_edit_set_link_kind (sw_window_map (self), sw_window_history (self), a, b, kind, &error);
    }

  if (!ok && error != NULL)
    sw_window_show_error (self, error);
  else if (ok && new_region != NULL)
    select_ids (self, (const char *[]) { new_region, NULL });
}

/* The merge just made the other way round: @absorbed keeps its
 * properties and @survivor goes into it (the merge toast's button). */
static void
merge_instead_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  const char *survivor, *absorbed;

  g_variant_get (parameter, "(&s&s)", &survivor, &absorbed);
  /* its toast's button: the toast goes by itself */
  g_clear_weak_pointer (&self->merge_toast);
  /* only while the merge is the last step: later edits stay */
  if (sw_window_map (self) == NULL || sw_window_history (self) == NULL ||
      sw_map_find_region (sw_window_map (self), absorbed) >= 0 || sw_map_find_region (sw_window_map (self), survivor) < 0 ||
      !sw_history_can_undo (sw_window_history (self)))
    return;
  sw_history_undo (sw_window_history (self));
  if (sw_map_find_region (sw_window_map (self), absorbed) < 0)
    {
      sw_history_redo (sw_window_history (self));
      return;
    }
  if (!sw_edit_merge_regions (sw_window_map (self), sw_window_history (self), absorbed, survivor, &error))
    {
      sw_history_redo (sw_window_history (self));
      sw_window_show_error (self, error);
      return;
    }
  select_ids (self, (const char *[]) { absorbed, NULL });
}

static void
property_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_auto(GStrv) ids = sw_window_selected_ids (self);
  const char *const *regions = (const char *const *) ids;
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  if (sw_window_map (self) == NULL || ids[0] == NULL)
    return;
  if (g_str_equal (action_name, "edit.set-terrain"))
    ok = sw_edit_set_terrain (sw_window_map (self), sw_window_history (self), regions, g_variant_get_string (parameter, NULL), &error);
  else if (g_str_equal (action_name, "edit.set-border"))
    {
      const char *mode = g_variant_get_string (parameter, NULL);
      SwBorderMode border = g_str_equal (mode, "yes") ? SW_BORDER_YES
                          : g_str_equal (mode, "no") ? SW_BORDER_NO : SW_BORDER_AUTO;

      ok = sw_edit_set_border (sw_window_map (self), sw_window_history (self), regions, border, &error);
    }
  else if (g_str_equal (action_name, "edit.set-symbol"))
    {
      const char *type;
      gboolean present;

      g_variant_get (parameter, "(&sb)", &type, &present);
      ok = sw_edit_set_symbol (sw_window_map (self), sw_window_history (self), regions, type, present, &error);
    }
  else if (g_str_equal (action_name, "edit.set-start"))
    {
      const char *type;
      guint32 count;

      g_variant_get (parameter, "(&su)", &type, &count);
      ok = sw_edit_set_start (sw_window_map (self), sw_window_history (self), regions, type, count, &error);
    }
  else if (g_str_equal (action_name, "edit.set-name"))
    {
      const char *lang, *text;

      g_variant_get (parameter, "(&s&s)", &lang, &text);
      ok = sw_edit_set_name (sw_window_map (self), sw_window_history (self), regions, lang[0] ? lang : NULL, text, &error);
    }
  if (!ok)
    sw_window_show_error (self, error);
}

/* The map's own properties (the Map Properties dialog's) */
static void
map_property_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  if (sw_window_map (self) == NULL)
    return;
  if (g_str_equal (action_name, "edit.set-title") || g_str_equal (action_name, "edit.set-description"))
    {
      const char *lang, *text;
      gboolean title = g_str_equal (action_name, "edit.set-title");
      GPtrArray *texts = title ? sw_window_map (self)->titles : sw_window_map (self)->descriptions;
      const char *now = NULL;

      g_variant_get (parameter, "(&s&s)", &lang, &text);
      for (guint i = 0; i < texts->len; i++)
        {
          const SwText *t = g_ptr_array_index (texts, i);

          if (g_strcmp0 (t->lang ? t->lang : "", lang) == 0)
            now = t->text;
        }
      /* applying the text shown is no step to undo */
      if (g_strcmp0 (now ? now : "", text) == 0)
        return;
      if (title)
        ok = sw_edit_set_title (sw_window_map (self), sw_window_history (self), lang[0] ? lang : NULL, text, &error);
      else
        ok = sw_edit_set_description (sw_window_map (self), sw_window_history (self), lang[0] ? lang : NULL, text, &error);
    }
  else if (g_str_equal (action_name, "edit.set-edition"))
    {
      const char *edition = g_variant_get_string (parameter, NULL);

      if (g_strcmp0 (edition, sw_window_map (self)->edition) == 0)
        return;
      ok = sw_edit_set_edition (sw_window_map (self), sw_window_history (self), edition, &error);
      /* the panel lists the new edition's terrains, symbols and markers */
      if (ok)
        sw_window_update_properties (self);
    }
  else if (g_str_equal (action_name, "edit.set-scenarios"))
    {
      g_autoptr(GArray) scenarios = g_array_new (FALSE, TRUE, sizeof (SwScenario));
      GVariantIter iter;
      guint32 players, turns;
      gboolean same;

      g_variant_iter_init (&iter, parameter);
      while (g_variant_iter_next (&iter, "(uu)", &players, &turns))
        {
          SwScenario scenario = { players, turns, 0 };

          g_array_append_val (scenarios, scenario);
        }
      same = scenarios->len == sw_window_map (self)->scenarios->len;
      for (guint i = 0; same && i < scenarios->len; i++)
        same = g_array_index (scenarios, SwScenario, i).players == g_array_index (sw_window_map (self)->scenarios, SwScenario, i).players &&
               g_array_index (scenarios, SwScenario, i).turns == g_array_index (sw_window_map (self)->scenarios, SwScenario, i).turns;
      if (same)
        return;
      ok = sw_edit_set_scenarios (sw_window_map (self), sw_window_history (self), (const SwScenario *) scenarios->data, scenarios->len, &error);
    }
  if (!ok)
    sw_window_show_error (self, error);
}

static void
map_properties_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);

  if (sw_window_map (self) == NULL)
    return;
  gtk_window_present (GTK_WINDOW (sw_map_properties_dialog_new (self)));
}

/* One click fixes a problem with a sure fix (the document knows which) */

static void
fix_issue_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!sw_map_document_fix_issue (self->document, g_variant_get_uint32 (parameter), &error))
    sw_window_show_error (self, error);
}

/* Lay out from graph */

static void
layout_from_graph_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) laid_out = NULL;

  if (sw_window_map (self) == NULL)
    return;
  laid_out = sw_layout_from_graph (sw_window_map (self), NULL, &error);
  if (laid_out == NULL || !sw_edit_replace_map (sw_window_map (self), sw_window_history (self), laid_out, _("Lay Out from Graph"), &error))
    {
      sw_window_show_error (self, error);
      return;
    }
  sw_map_view_zoom_fit (self->map_view);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (_("Outlines drawn from the adjacency; Undo brings back the graph")));
}

/* A tool's key: a letter typed where text goes (a field, a selectable
 * label) is that text, never a change of tool. */
gboolean
sw_window_focus_takes_text (SwWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  for (GtkWidget *w = focus; w != NULL && w != GTK_WIDGET (self); w = gtk_widget_get_parent (w))
    if (GTK_IS_EDITABLE (w) || GTK_IS_TEXT_VIEW (w) || (GTK_IS_LABEL (w) && gtk_label_get_selectable (GTK_LABEL (w))))
      return TRUE;
  return FALSE;
}

static gboolean
tool_key_binding (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   data)
{
  SwWindow *self = SW_WINDOW (widget);

  if (sw_window_focus_takes_text (self))
    return FALSE;
  return gtk_widget_activate_action_variant (widget, "edit.tool", args);
}

/* Escape clears the selection wherever the focus is, as the shortcuts
 * window says: after a terrain chosen in the sidebar the focus stays
 * there, and the map's own binding never saw the key. A text field, an
 * open list or a popover takes it first. */
static gboolean
escape_binding (GtkWidget *widget,
                GVariant  *args,
                gpointer   data)
{
  SwWindow *self = SW_WINDOW (widget);
  guint n = 0;

  if (sw_window_focus_takes_text (self))
    return FALSE;
  if (sw_window_dismiss_refusal (self))
    return TRUE;
  sw_map_view_get_selection (self->map_view, &n);
  if (n == 0)
    return FALSE;
  sw_map_view_set_selection (self->map_view, NULL, 0);
  return TRUE;
}

/* Enter closes the outline being drawn, Escape drops it; otherwise the
 * keys go on to the rest of the window. Seen before the window's own
 * bindings (Enter activates the default widget, Escape clears the map's
 * selection). */
static gboolean
drawing_key_pressed_cb (GtkEventControllerKey *controller,
                        guint                  keyval,
                        guint                  keycode,
                        GdkModifierType        state,
                        SwWindow              *self)
{
  if (sw_window_focus_takes_text (self) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
    return sw_window_finish_drawing (self);
  if (keyval == GDK_KEY_Escape)
    return sw_window_cancel_drawing (self);
  return FALSE;
}

/* Setting up */

void
sw_window_class_add_edit_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, SwWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, SwWindow, layout_button);
  gtk_widget_class_install_action (widget_class, "edit.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "edit.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "edit.select", "as", select_action);
  /* the tools' programmatic entry points: what a drag or click would do */
  gtk_widget_class_install_action (widget_class, "edit.draw", "(sads)", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.split", "(sad)", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.carve", "(sads)", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.merge", "(ss)", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.merge-instead", "(ss)", merge_instead_action);
  gtk_widget_class_install_action (widget_class, "edit.move-vertex", "(udd)", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.insert-vertex", "(uudd)", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.delete-vertex", "u", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.add-link", "(ss)", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.add-barrier", "(ss)", geometry_action);
  /* the neighbours' rows: a link or wall taken away, a link's kind */
  gtk_widget_class_install_action (widget_class, "edit.remove-link", "(ss)", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.remove-barrier", "(ss)", geometry_action);
  gtk_widget_class_install_action (widget_class, "edit.set-link-kind", "(sss)", geometry_action);
  /* the properties panel's: they apply to every selected region */
  gtk_widget_class_install_action (widget_class, "edit.set-terrain", "s", property_action);
  gtk_widget_class_install_action (widget_class, "edit.set-border", "s", property_action);
  gtk_widget_class_install_action (widget_class, "edit.set-symbol", "(sb)", property_action);
  gtk_widget_class_install_action (widget_class, "edit.set-start", "(su)", property_action);
  gtk_widget_class_install_action (widget_class, "edit.set-name", "(ss)", property_action);
  /* the map's own (the Map Properties dialog's) */
  gtk_widget_class_install_action (widget_class, "edit.set-title", "(ss)", map_property_action);
  gtk_widget_class_install_action (widget_class, "edit.set-description", "(ss)", map_property_action);
  gtk_widget_class_install_action (widget_class, "edit.set-edition", "s", map_property_action);
  gtk_widget_class_install_action (widget_class, "edit.set-scenarios", "a(uu)", map_property_action);
  gtk_widget_class_install_action (widget_class, "window.map-properties", NULL, map_properties_action);
  gtk_widget_class_install_action (widget_class, "edit.fix-issue", "u", fix_issue_action);
  gtk_widget_class_install_action (widget_class, "edit.layout-from-graph", NULL, layout_from_graph_action);
  gtk_widget_class_install_property_action (widget_class, "edit.tool", "tool");
  gtk_widget_class_install_property_action (widget_class, "edit.lock-tool", "tool-locked");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "edit.undo", NULL);
  /* Ctrl+Y too, for hands used to it; the menu shows the binding added
   * last, Shift+Ctrl+Z, as the shortcuts window does */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "edit.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "edit.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "edit.redo", NULL);
  /* one key per tool, as in drawing programs; never while a text field has
   * the focus (see tool_key_binding) */
  {
    static const struct { guint key; const char *tool; } tool_keys[] = {
      { GDK_KEY_v, "select" }, { GDK_KEY_d, "draw" }, { GDK_KEY_k, "split" }, { GDK_KEY_m, "merge" }, { GDK_KEY_n, "vertex" },
      { GDK_KEY_c, "carve" }, { GDK_KEY_l, "link" }, { GDK_KEY_b, "barrier" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (tool_keys); i++)
      gtk_widget_class_add_binding (widget_class, tool_keys[i].key, 0, tool_key_binding, "s", tool_keys[i].tool);
  }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_ALT_MASK, "window.map-properties", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_binding, NULL);
}

void
sw_window_edit_init (SwWindow *self)
{
  self->tool = g_strdup ("select");
  self->tool_points = g_array_new (FALSE, FALSE, sizeof (double));
  g_signal_connect (self->map_view, "tool-event", G_CALLBACK (sw_window_tool_event_cb), self);
  g_signal_connect_swapped (self->document, "changed", G_CALLBACK (document_changed_cb), self);
  g_signal_connect_swapped (self->document, "notify::draft-error", G_CALLBACK (draft_error_changed_cb), self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_name (keys, "sw-drawing-keys");
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (drawing_key_pressed_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
}

void
sw_window_edit_dispose (SwWindow *self)
{
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_weak_pointer (&self->draft_toast);
  g_clear_pointer (&self->tool, g_free);
  g_clear_pointer (&self->tool_points, g_array_unref);
  g_clear_pointer (&self->tool_first_region, g_free);
}
