/* sw-import-report.c: the report of an import (what was repaired or left out), in a window beside the map it made. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>

#include "sw-import.h"
#include "sw-import-report.h"

struct _SwImportReport
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkLabel *summary_label;
  GtkListBox *notes_list;
  guint count;
};

G_DEFINE_FINAL_TYPE (SwImportReport, sw_import_report, ADW_TYPE_WINDOW)

static void
sw_import_report_class_init (SwImportReportClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-import-report.ui");
  gtk_widget_class_bind_template_child (widget_class, SwImportReport, window_title);
  gtk_widget_class_bind_template_child (widget_class, SwImportReport, summary_label);
  gtk_widget_class_bind_template_child (widget_class, SwImportReport, notes_list);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sw_import_report_init (SwImportReport *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

SwImportReport *
sw_import_report_new (GtkWindow  *parent,
                      const char *name,
                      GPtrArray  *notes)
{
  SwImportReport *self;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (notes != NULL, NULL);

  self = g_object_new (SW_TYPE_IMPORT_REPORT, "transient-for", parent, NULL);
  adw_window_title_set_subtitle (self->window_title, name);
  self->count = notes->len;
  if (notes->len == 0)
    gtk_label_set_text (self->summary_label, _("The drawing was a clean partition: nothing needed repairing."));
  else
    {
      g_autofree char *summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "%u repair or omission; the map is not saved yet.",
                                                               "%u repairs or omissions; the map is not saved yet.",
                                                               notes->len),
                                                  notes->len);
      gtk_label_set_text (self->summary_label, summary);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->notes_list), notes->len > 0);
  for (guint i = 0; i < notes->len; i++)
    {
      const SwImportNote *note = g_ptr_array_index (notes, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *regions = g_strjoinv (", ", note->regions);
      g_autofree char *where = NULL;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), note->message);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      if (note->line > 0 && regions[0] != '\0')
        /* Translators: under a repair of an import: the regions, the line of the drawing */
        where = g_strdup_printf (_("%s · line %u"), regions, note->line);
      else if (note->line > 0)
        where = g_strdup_printf (_("line %u"), note->line);
      else
        where = g_strdup (regions);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), where);
      gtk_list_box_append (self->notes_list, row);
    }
  return self;
}

guint
sw_import_report_get_count (SwImportReport *self)
{
  g_return_val_if_fail (SW_IS_IMPORT_REPORT (self), 0);
  return self->count;
}
