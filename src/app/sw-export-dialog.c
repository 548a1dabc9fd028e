/* sw-export-dialog.c: Export (format, resolution, file) and Print from a map window, each behind the validator. */
#include "config.h"
#define G_LOG_DOMAIN "sw-export"

#include <glib/gi18n.h>

#include "sw-export-dialog.h"
#include "sw-export.h"
#include "sw-export-options.h"
#include "sw-print-map.h"
#include "sw-validate.h"
#include "sw-window-private.h"

/* More than this many problems in a dialog is a wall: the rest are
 * counted, and the problems panel has them all. */
#define MAX_LISTED_ISSUES 12

typedef struct {
  GtkWindow *parent;
  SwMap *map;
  SwExportProceedFunc proceed;
  gpointer data;
  GDestroyNotify destroy;
} Gate;

static void
gate_free (Gate *gate)
{
  if (gate->destroy != NULL)
    gate->destroy (gate->data);
  g_object_unref (gate->parent);
  sw_map_unref (gate->map);
  g_free (gate);
}

/* "line 14: regions r1 and r2 overlap", one per line, errors or warnings. */
static char *
format_issues (GPtrArray  *issues,
               SwSeverity  severity)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint listed = 0, total = sw_issue_list_count (issues, severity);

  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);

      if (issue->severity != severity)
        continue;
      if (listed == MAX_LISTED_ISSUES)
        break;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, "• ");
      if (issue->line > 0)
        /* Translators: before a problem's message, the line of the map file */
        g_string_append_printf (text, _("line %u: "), issue->line);
      g_string_append (text, issue->message);
      listed++;
    }
  if (total > listed)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, ngettext ("…and %u more (see the problems panel)",
                                              "…and %u more (see the problems panel)",
                                              total - listed),
                              total - listed);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A scrolled, selectable list under the dialog's text. */
static GtkWidget *
issue_list_widget (const char *text)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 260);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  return scrolled;
}

static void
on_warnings_response (AdwMessageDialog *dialog,
                      const char       *response,
                      Gate             *gate)
{
  if (g_str_equal (response, "continue"))
    gate->proceed (gate->parent, gate->map, gate->data);
  gate_free (gate);
}

void
sw_export_check_map (GtkWindow           *parent,
                     SwMap               *map,
                     gboolean             printing,
                     SwExportProceedFunc  proceed,
                     gpointer             data,
                     GDestroyNotify       destroy)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  Gate *gate;
  guint errors, warnings;
  GtkWidget *dialog;
  g_autofree char *list = NULL;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (map != NULL);
  g_return_if_fail (proceed != NULL);

  gate = g_new0 (Gate, 1);
  gate->parent = g_object_ref (parent);
  gate->map = sw_map_ref (map);
  gate->proceed = proceed;
  gate->data = data;
  gate->destroy = destroy;

  sw_validate_map (map, issues);
  sw_issue_list_sort (issues);
  errors = sw_issue_list_count (issues, SW_SEVERITY_ERROR);
  warnings = sw_issue_list_count (issues, SW_SEVERITY_WARNING);
  if (errors == 0 && warnings == 0)
    {
      proceed (parent, map, data);
      gate_free (gate);
      return;
    }

  if (errors > 0)
    {
      /* A board with overlapping or broken regions would print as
       * something it is not: no way past errors. */
      g_autofree char *body = g_strdup_printf (ngettext ("The map has %u error. Fix it first; the problems panel shows where.",
                                                         "The map has %u errors. Fix them first; the problems panel shows where.",
                                                         errors), errors);

      list = format_issues (issues, SW_SEVERITY_ERROR);
      dialog = adw_message_dialog_new (parent, printing ? _("The Map Cannot Be Printed")
                                                        : _("The Map Cannot Be Exported"), body);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gate_free (gate);
    }
  else
    {
      g_autofree char *body = g_strdup_printf (ngettext ("The map has %u warning. You can go on, or fix it first.",
                                                         "The map has %u warnings. You can go on, or fix them first.",
                                                         warnings), warnings);

      list = format_issues (issues, SW_SEVERITY_WARNING);
      dialog = adw_message_dialog_new (parent, printing ? _("Print Despite Warnings?")
                                                        : _("Export Despite Warnings?"), body);
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                        "cancel", _("_Cancel"),
                                        "continue", printing ? _("_Print Anyway") : _("_Export Anyway"),
                                        NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "continue",
                                                  ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
      g_signal_connect (dialog, "response", G_CALLBACK (on_warnings_response), gate);
    }
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), issue_list_widget (list));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Export */

static const char *const format_suffix[] = { "pdf", "svg", "png" };

typedef struct {
  SwWindow *window;
  SwMap *map;
  SwExportFormat format;
  double dpi;
  SwExportFlags flags;
} ExportJob;

static void
export_job_free (gpointer data)
{
  ExportJob *job = data;

  g_object_unref (job->window);
  sw_map_unref (job->map);
  g_free (job);
}

static ExportJob *
export_job_copy (const ExportJob *job)
{
  ExportJob *copy = g_memdup2 (job, sizeof *job);

  g_object_ref (copy->window);
  sw_map_ref (copy->map);
  return copy;
}

static void
export_now (ExportJob *job,
            GFile     *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *message = NULL;

  if (path == NULL)
    {
      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only local files can be written"), name);
      sw_window_show_error (job->window, error);
      return;
    }
  if (!sw_export_map (job->map, path, job->format, job->dpi, job->flags, &error))
    {
      sw_window_show_error (job->window, error);
      return;
    }
  message = g_strdup_printf (_("Exported to %s"), name);
  adw_toast_overlay_add_toast (job->window->toast_overlay, adw_toast_new (message));
}

static void
on_export_file_chosen (GtkNativeDialog *chooser,
                       int              response,
                       ExportJob       *job)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      export_now (job, file);
    }
  export_job_free (job);
  g_object_unref (chooser);
}

static void
choose_export_file (ExportJob *job)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  GFile *map_file = sw_window_get_file (job->window);
  g_autofree char *base = NULL;
  g_autofree char *name = NULL;
  char *dot;

  chooser = gtk_file_chooser_native_new (_("Export the Map"), GTK_WINDOW (job->window),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_add_suffix (filter, format_suffix[job->format]);
  gtk_file_filter_set_name (filter, job->format == SW_EXPORT_PDF ? _("PDF documents")
                                    : job->format == SW_EXPORT_SVG ? _("SVG images") : _("PNG images"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (map_file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (map_file);

      base = g_file_get_basename (map_file);
      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  else
    base = g_strdup (_("map"));
  dot = strrchr (base, '.');
  if (dot != NULL && dot != base)
    *dot = '\0';
  name = g_strconcat (base, ".", format_suffix[job->format], NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect (chooser, "response", G_CALLBACK (on_export_file_chosen), job);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_export_options_response (SwExportOptions *dialog,
                            const char      *response)
{
  ExportJob *job;

  if (!g_str_equal (response, "export"))
    return;
  job = g_object_steal_data (G_OBJECT (dialog), "export-job");
  job->format = sw_export_options_get_format (dialog);
  job->dpi = sw_export_options_get_dpi (dialog);
  job->flags = sw_export_options_get_flags (dialog);
  choose_export_file (job);
}

static void
show_export_options (GtkWindow *parent,
                     SwMap     *map,
                     gpointer   data)
{
  SwExportOptions *dialog = sw_export_options_new (parent, map);

  /* The dialog owns this copy of the job until the file is chosen (it
   * may also go with its window, unanswered); the gate frees the first. */
  g_object_set_data_full (G_OBJECT (dialog), "export-job", export_job_copy (data), export_job_free);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_options_response), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct {
  ExportJob *job;
  char *path;
} ExportTo;

static void
export_to_free (gpointer data)
{
  ExportTo *to = data;

  g_clear_pointer (&to->job, export_job_free);
  g_free (to->path);
  g_free (to);
}

static void
export_to_path (GtkWindow *parent,
                SwMap     *map,
                gpointer   data)
{
  ExportTo *to = data;
  g_autoptr(GFile) file = g_file_new_for_path (to->path);

  export_now (to->job, file);
}

void
sw_window_export_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  SwMap *map = sw_window_get_map (self);
  ExportJob *job;

  if (map == NULL)
    return;
  job = g_new0 (ExportJob, 1);
  job->window = g_object_ref (self);
  job->map = sw_map_ref (map);
  job->dpi = SW_EXPORT_DEFAULT_DPI;

  if (parameter != NULL)
    {
      ExportTo *to = g_new0 (ExportTo, 1);
      GError *error = NULL;

      to->job = job;
      to->path = g_variant_dup_string (parameter, NULL);
      if (!sw_export_format_from_path (to->path, &job->format))
        {
          g_set_error (&error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                       _("%s: name the file .pdf, .svg or .png"), to->path);
          sw_window_show_error (self, error);
          g_error_free (error);
          export_to_free (to);
          return;
        }
      sw_export_check_map (GTK_WINDOW (self), map, FALSE, export_to_path, to, export_to_free);
      return;
    }
  sw_export_check_map (GTK_WINDOW (self), map, FALSE, show_export_options, job, export_job_free);
}

/* Print */

static void
print_now (GtkWindow *parent,
           SwMap     *map,
           gpointer   data)
{
  g_autoptr(GtkPrintOperation) operation = sw_print_map_operation_new (map, gtk_window_get_title (parent));
  g_autoptr(GError) error = NULL;

  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR)
    sw_window_show_error (SW_WINDOW (parent), error);
}

void
sw_window_print_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  SwWindow *self = SW_WINDOW (widget);
  SwMap *map = sw_window_get_map (self);

  if (map != NULL)
    sw_export_check_map (GTK_WINDOW (self), map, TRUE, print_now, NULL, NULL);
}
