/* sw-log-row.c: an action in the game window's This Turn list: what it did, the rules' warnings under it, and the mark of an action the table recorded although the rules forbid it. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-log-row.h"

struct _SwLogRow
{
  AdwActionRow parent_instance;

  char *line;
  gboolean override;

  /* template */
  GtkImage *override_mark;
};

G_DEFINE_FINAL_TYPE (SwLogRow, sw_log_row, ADW_TYPE_ACTION_ROW)

static void
sw_log_row_finalize (GObject *object)
{
  SwLogRow *self = SW_LOG_ROW (object);

  g_clear_pointer (&self->line, g_free);
  G_OBJECT_CLASS (sw_log_row_parent_class)->finalize (object);
}

static void
sw_log_row_class_init (SwLogRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_log_row_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-log-row.ui");
  gtk_widget_class_bind_template_child (widget_class, SwLogRow, override_mark);
}

static void
sw_log_row_init (SwLogRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sw_log_row_new (const char *line, const char *warnings, gboolean override)
{
  SwLogRow *self = g_object_new (SW_TYPE_LOG_ROW, NULL);

  sw_log_row_set_action (self, line, warnings, override);
  return GTK_WIDGET (self);
}

void
sw_log_row_set_action (SwLogRow *self, const char *line, const char *warnings, gboolean override)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *tip = NULL;
  gboolean warned = warnings != NULL && warnings[0] != '\0';

  g_return_if_fail (SW_IS_LOG_ROW (self));
  g_return_if_fail (line != NULL);
  g_free (self->line);
  self->line = g_strdup (line);
  self->override = override;
  title = g_markup_escape_text (line, -1);
  subtitle = warned ? g_markup_escape_text (warnings, -1) : NULL;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
  if (warned)
    gtk_widget_add_css_class (GTK_WIDGET (self), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "warning");
  if (override)
    tip = warned ? g_strdup_printf (_("Recorded by the table’s decision, although the rules forbid it:\n%s"), warnings)
                 : g_strdup (_("Recorded by the table’s decision, although the rules forbid it"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->override_mark), tip);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tip);
  gtk_widget_set_visible (GTK_WIDGET (self->override_mark), override);
  /* found by this name only where it shows */
  gtk_widget_set_name (GTK_WIDGET (self->override_mark), override ? "turn-override" : "");
}

const char *
sw_log_row_get_line (SwLogRow *self)
{
  g_return_val_if_fail (SW_IS_LOG_ROW (self), NULL);
  return self->line;
}

gboolean
sw_log_row_get_override (SwLogRow *self)
{
  g_return_val_if_fail (SW_IS_LOG_ROW (self), FALSE);
  return self->override;
}
