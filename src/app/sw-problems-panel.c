/* sw-problems-panel.c: the map editor's problems list: each problem of the document in words (regions by name, never vertex numbers), a fix where it is sure, a click to see it on the map. */
#include "config.h"
#define G_LOG_DOMAIN "sw-problems-panel"

#include <glib/gi18n.h>

#include "sw-problems-panel.h"

struct _SwProblemsPanel
{
  GtkBox parent_instance;

  SwMapDocument *document;
  gboolean has_problems;
  char *summary;

  /* template children */
  GtkListBox *issue_list;
};

G_DEFINE_FINAL_TYPE (SwProblemsPanel, sw_problems_panel, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_HAS_PROBLEMS,
  PROP_SUMMARY,
  N_PROPS
};

enum {
  ISSUE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* A button that fixes the problem at once, where the fix is sure */
static GtkWidget *
create_fix_button (const SwIssue *issue,
                   guint          index)
{
  GtkWidget *button;
  const char *tooltip;

  if (!sw_map_document_can_fix_issue (issue))
    return NULL;
  if (g_str_equal (issue->code, "barrier-without-border"))
    tooltip = _("Remove the barrier");
  else if (g_str_equal (issue->code, "self-link"))
    tooltip = _("Remove the link from the region to itself");
  else
    tooltip = _("Remove the extra link");
  button = gtk_button_new_with_mnemonic (_("_Fix"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  /* "Fix" alone does not say what it does */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "edit.fix-issue");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", index);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

/* The label of region @id of the map, or the id itself. */
static char *
label_of (SwProblemsPanel *self,
          const char      *id)
{
  SwMap *map = self->document ? sw_map_document_get_map (self->document) : NULL;
  const SwRegion *region = id && map ? sw_map_get_region (map, id) : NULL;

  return region ? sw_map_document_region_label (self->document, region) : g_strdup (id ? id : "");
}

/* A problem as the editor's user sees it: regions by their names, no
 * vertex numbers or coordinates (the file's terms, for the validator's
 * own message on the command line). Other problems keep their message. */
static char *
issue_in_words (SwProblemsPanel *self,
                const SwIssue   *issue)
{
  guint n = g_strv_length (issue->regions);
  g_autofree char *a = n > 0 ? label_of (self, issue->regions[0]) : NULL;
  g_autofree char *b = n > 1 ? label_of (self, issue->regions[1]) : NULL;
  const char *code = issue->code;

  if (g_str_equal (code, "regions-overlap") && b != NULL)
    return g_strdup_printf (_("%s and %s overlap: move the corners of one out of the other"), a, b);
  if (g_str_equal (code, "corner-touch") && b != NULL)
    return g_strdup_printf (_("%s and %s meet only at a corner: players would not know whether they are neighbours. "
                              "Give them a border, or move them apart"), a, b);
  if (g_str_equal (code, "short-border") && b != NULL)
    return g_strdup_printf (_("The border between %s and %s is too short to see on the board"), a, b);
  if (g_str_equal (code, "board-gap") && a != NULL)
    return g_strdup_printf (_("Part of the board beside %s belongs to no region"), a);
  if (g_str_equal (code, "outline-self-intersecting") && a != NULL)
    return g_strdup_printf (_("The outline of %s crosses itself"), a);
  if (g_str_equal (code, "outline-degenerate") && a != NULL)
    return g_strdup_printf (_("The outline of %s goes through a corner twice or has no area"), a);
  if (g_str_equal (code, "outside-board") && a != NULL)
    return g_strdup_printf (_("A corner of %s lies outside the board"), a);
  return g_strdup (issue->message);
}

static GtkWidget *
create_issue_row (gpointer item,
                  gpointer user_data)
{
  const SwIssue *issue = sw_issue_item_get_issue (item);
  gboolean error = issue->severity == SW_SEVERITY_ERROR;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  g_autofree char *words = issue_in_words (SW_PROBLEMS_PANEL (user_data), issue);
  GtkWidget *message = gtk_label_new (words);
  GtkWidget *detail, *fix;
  g_autofree char *detail_text = NULL;

  gtk_widget_add_css_class (row, "issue-row");
  gtk_widget_add_css_class (icon, error ? "error" : "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_set_margin_top (icon, 2);

  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (message), 0);

  if (issue->line > 0)
    /* Translators: under a problem: where it is and its stable code, e.g. "line 14 · regions-overlap" */
    detail_text = g_strdup_printf (_("line %u · %s"), issue->line, issue->code);
  else
    detail_text = g_strdup (issue->code);
  detail = gtk_label_new (detail_text);
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_widget_add_css_class (detail, "issue-detail");

  gtk_box_append (GTK_BOX (text), message);
  gtk_box_append (GTK_BOX (text), detail);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), text);
  fix = create_fix_button (issue, sw_issue_item_get_index (item));
  if (fix != NULL)
    gtk_box_append (GTK_BOX (box), fix);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  error ? _("Error") : _("Warning"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words,
                                  -1);
  return row;
}


/* The document validated the map again: the count and the summary */
static void
validated_cb (SwProblemsPanel *self)
{
  GListModel *model = sw_map_document_get_issues (self->document);
  guint n = g_list_model_get_n_items (model);
  guint errors = 0, warnings = 0;
  g_autoptr(GString) count = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(SwIssueItem) item = g_list_model_get_item (model, i);
      SwSeverity severity = sw_issue_item_get_issue (item)->severity;

      if (severity == SW_SEVERITY_ERROR)
        errors++;
      else if (severity == SW_SEVERITY_WARNING)
        warnings++;
    }
  if (errors > 0)
    g_string_append_printf (count, ngettext ("%u error", "%u errors", errors), errors);
  if (errors > 0 && warnings > 0)
    g_string_append (count, ", ");
  if (warnings > 0)
    g_string_append_printf (count, ngettext ("%u warning", "%u warnings", warnings), warnings);
  if (g_strcmp0 (count->str, self->summary) != 0)
    {
      g_free (self->summary);
      self->summary = g_strdup (count->str);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
    }
  if (self->has_problems != (n > 0))
    {
      self->has_problems = n > 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_PROBLEMS]);
    }
}

static void
row_activated_cb (GtkListBox      *list,
                  GtkListBoxRow   *row,
                  SwProblemsPanel *self)
{
  g_signal_emit (self, signals[ISSUE_ACTIVATED], 0, (guint) gtk_list_box_row_get_index (row));
}

void
sw_problems_panel_set_document (SwProblemsPanel *self,
                                SwMapDocument   *document)
{
  g_return_if_fail (SW_IS_PROBLEMS_PANEL (self));
  g_return_if_fail (document == NULL || SW_IS_MAP_DOCUMENT (document));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  gtk_list_box_bind_model (self->issue_list, document ? sw_map_document_get_issues (document) : NULL,
                           document ? create_issue_row : NULL, self, NULL);
  if (document != NULL)
    {
      g_signal_connect_swapped (document, "validated", G_CALLBACK (validated_cb), self);
      validated_cb (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

SwMapDocument *
sw_problems_panel_get_document (SwProblemsPanel *self)
{
  g_return_val_if_fail (SW_IS_PROBLEMS_PANEL (self), NULL);

  return self->document;
}

gboolean
sw_problems_panel_get_has_problems (SwProblemsPanel *self)
{
  g_return_val_if_fail (SW_IS_PROBLEMS_PANEL (self), FALSE);

  return self->has_problems;
}

const char *
sw_problems_panel_get_summary (SwProblemsPanel *self)
{
  g_return_val_if_fail (SW_IS_PROBLEMS_PANEL (self), NULL);

  return self->summary;
}

static void
sw_problems_panel_dispose (GObject *object)
{
  SwProblemsPanel *self = SW_PROBLEMS_PANEL (object);

  if (self->issue_list != NULL)
    gtk_list_box_bind_model (self->issue_list, NULL, NULL, NULL, NULL);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), SW_TYPE_PROBLEMS_PANEL);
  G_OBJECT_CLASS (sw_problems_panel_parent_class)->dispose (object);
}

static void
sw_problems_panel_finalize (GObject *object)
{
  g_free (SW_PROBLEMS_PANEL (object)->summary);
  G_OBJECT_CLASS (sw_problems_panel_parent_class)->finalize (object);
}

static void
sw_problems_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SwProblemsPanel *self = SW_PROBLEMS_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_HAS_PROBLEMS:
      g_value_set_boolean (value, self->has_problems);
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, self->summary ? self->summary : "");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_problems_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SwProblemsPanel *self = SW_PROBLEMS_PANEL (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      sw_problems_panel_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_problems_panel_class_init (SwProblemsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_problems_panel_dispose;
  object_class->finalize = sw_problems_panel_finalize;
  object_class->get_property = sw_problems_panel_get_property;
  object_class->set_property = sw_problems_panel_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, SW_TYPE_MAP_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAS_PROBLEMS] =
    g_param_spec_boolean ("has-problems", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[ISSUE_ACTIVATED] = g_signal_new ("issue-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-problems-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SwProblemsPanel, issue_list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
sw_problems_panel_init (SwProblemsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sw_problems_panel_new (void)
{
  return g_object_new (SW_TYPE_PROBLEMS_PANEL, NULL);
}
