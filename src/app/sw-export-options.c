/* sw-export-options.c: the Export dialog's choices: the file format, for PNG the resolution, and whether unnamed regions show their ids. */
#include "config.h"
#define G_LOG_DOMAIN "sw-export"

#include <glib/gi18n.h>

#include "sw-export-options.h"

/* The order of the format row's items in the template. */
static const SwExportFormat format_order[] = { SW_EXPORT_PDF, SW_EXPORT_SVG, SW_EXPORT_PNG };

struct _SwExportOptions
{
  AdwMessageDialog parent_instance;

  SwMap *map;

  AdwComboRow *format_row;
  AdwActionRow *dpi_row;
  GtkSpinButton *dpi_spin;
  GtkAdjustment *dpi_adjustment;
  GtkSwitch *ids_switch;
};

G_DEFINE_FINAL_TYPE (SwExportOptions, sw_export_options, ADW_TYPE_MESSAGE_DIALOG)

SwExportFormat
sw_export_options_get_format (SwExportOptions *self)
{
  guint selected;

  g_return_val_if_fail (SW_IS_EXPORT_OPTIONS (self), SW_EXPORT_PDF);

  selected = adw_combo_row_get_selected (self->format_row);
  return format_order[MIN (selected, G_N_ELEMENTS (format_order) - 1)];
}

double
sw_export_options_get_dpi (SwExportOptions *self)
{
  g_return_val_if_fail (SW_IS_EXPORT_OPTIONS (self), SW_EXPORT_DEFAULT_DPI);

  return gtk_spin_button_get_value (self->dpi_spin);
}

SwExportFlags
sw_export_options_get_flags (SwExportOptions *self)
{
  g_return_val_if_fail (SW_IS_EXPORT_OPTIONS (self), SW_EXPORT_DEFAULT);

  return gtk_switch_get_active (self->ids_switch) ? SW_EXPORT_DEFAULT : SW_EXPORT_NO_IDS;
}

/* The resolution matters for PNG only; say what it gives in pixels. */
static void
options_changed_cb (SwExportOptions *self)
{
  gboolean png = sw_export_options_get_format (self) == SW_EXPORT_PNG;
  g_autofree char *subtitle = NULL;
  int width = 0, height = 0;

  if (self->map != NULL)
    sw_export_png_size (self->map, sw_export_options_get_dpi (self), &width, &height);
  subtitle = g_strdup_printf (_("%d × %d pixels"), width, height);
  adw_action_row_set_subtitle (self->dpi_row, png ? subtitle : _("PNG only"));
  gtk_widget_set_sensitive (GTK_WIDGET (self->dpi_row), png);
}

static void
sw_export_options_finalize (GObject *object)
{
  SwExportOptions *self = SW_EXPORT_OPTIONS (object);

  g_clear_pointer (&self->map, sw_map_unref);
  G_OBJECT_CLASS (sw_export_options_parent_class)->finalize (object);
}

static void
sw_export_options_class_init (SwExportOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_export_options_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-export-options.ui");
  gtk_widget_class_bind_template_child (widget_class, SwExportOptions, format_row);
  gtk_widget_class_bind_template_child (widget_class, SwExportOptions, dpi_row);
  gtk_widget_class_bind_template_child (widget_class, SwExportOptions, dpi_spin);
  gtk_widget_class_bind_template_child (widget_class, SwExportOptions, dpi_adjustment);
  gtk_widget_class_bind_template_child (widget_class, SwExportOptions, ids_switch);
  gtk_widget_class_bind_template_callback (widget_class, options_changed_cb);
}

static void
sw_export_options_init (SwExportOptions *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_adjustment_set_lower (self->dpi_adjustment, SW_EXPORT_MIN_DPI);
  gtk_spin_button_set_value (self->dpi_spin, SW_EXPORT_DEFAULT_DPI);
}

SwExportOptions *
sw_export_options_new (GtkWindow *parent,
                       SwMap     *map)
{
  SwExportOptions *self;
  g_autofree char *body = NULL;
  double page[4];

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (map != NULL, NULL);

  sw_export_page_rect (map, page);
  body = g_strdup_printf (_("At real size: %.0f × %.0f mm."), page[2], page[3]);
  self = g_object_new (SW_TYPE_EXPORT_OPTIONS, "transient-for", parent, "body", body, NULL);
  self->map = sw_map_ref (map);
  options_changed_cb (self);
  return self;
}
