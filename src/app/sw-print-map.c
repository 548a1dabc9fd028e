/* sw-print-map.c: GtkPrintOperation for a map at 1:1, tiled over the chosen paper with overlap, cut marks and page labels. */
#include "config.h"
#define G_LOG_DOMAIN "sw-print"

#include <glib/gi18n.h>

#include "sw-print-map.h"
#include "sw-print-tiles.h"
#include "sw-render.h"

/* Room under each sheet's map for its label, mm. */
#define LABEL_BAND 7.0
/* Cut marks: how far they reach into the overlap, mm. */
#define MARK_LENGTH 4.0

typedef struct {
  SwMap *map;
  char *title;
  SwRenderLayout *layout;
  SwPrintTiles tiles;
  gboolean hide_ids;       /* the print dialog's Board tab */
} PrintJob;

static void
print_job_free (gpointer data)
{
  PrintJob *job = data;

  sw_map_unref (job->map);
  g_free (job->title);
  g_clear_pointer (&job->layout, sw_render_layout_free);
  g_free (job);
}

/* The paper is known only now (the user may have changed it). */
static void
on_begin_print (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context) - LABEL_BAND;

  if (job->layout == NULL)
    job->layout = sw_render_layout_new (job->map);
  if (!sw_print_tiles_init (&job->tiles, job->layout->width, job->layout->height,
                            width, height, SW_PRINT_DEFAULT_OVERLAP_MM))
    {
      /* Paper under 2 cm a side: print what fits on one sheet. */
      sw_print_tiles_init (&job->tiles, job->layout->width, job->layout->height,
                           MAX (width, 1), MAX (height, 1), 0);
    }
  gtk_print_operation_set_n_pages (operation, sw_print_tiles_n_pages (&job->tiles));
}

/* Short lines continuing the cut lines past each corner of the page's
 * own share, into the overlap, where the scissors go. */
static void
draw_cut_marks (cairo_t      *cr,
                const double  cut[4],
                const double  sheet[4])
{
  double xs[2] = { cut[0], cut[0] + cut[2] };
  double ys[2] = { cut[1], cut[1] + cut[3] };

  cairo_save (cr);
  cairo_rectangle (cr, sheet[0], sheet[1], sheet[2], sheet[3]);
  cairo_clip (cr);
  cairo_set_line_width (cr, 0.2);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = 0; i < 2; i++)
    for (guint j = 0; j < 2; j++)
      {
        double out_x = i == 0 ? -1 : 1, out_y = j == 0 ? -1 : 1;

        cairo_move_to (cr, xs[i], ys[j]);
        cairo_rel_line_to (cr, out_x * MARK_LENGTH, 0);
        cairo_move_to (cr, xs[i], ys[j]);
        cairo_rel_line_to (cr, 0, out_y * MARK_LENGTH);
      }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_label (cairo_t        *cr,
            GtkPrintContext *context,
            const char     *text,
            double          y)
{
  PangoLayout *layout = gtk_print_context_create_pango_layout (context);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, 3.5 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, 0, y + 1.5);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

/* The print dialog's Board tab: whether unnamed regions show their ids,
 * as in the Export dialog. */
static GObject *
on_create_custom_widget (GtkPrintOperation *operation,
                         PrintJob          *job)
{
  GtkWidget *check = gtk_check_button_new_with_mnemonic (_("_Ids on unnamed regions (for checking the map; "
                                                           "a board to play on leaves them out)"));

  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), !job->hide_ids);
  gtk_widget_set_margin_start (check, 12);
  gtk_widget_set_margin_end (check, 12);
  gtk_widget_set_margin_top (check, 12);
  gtk_widget_set_valign (check, GTK_ALIGN_START);
  return G_OBJECT (check);
}

static void
on_custom_widget_apply (GtkPrintOperation *operation,
                        GtkWidget         *widget,
                        PrintJob          *job)
{
  job->hide_ids = !gtk_check_button_get_active (GTK_CHECK_BUTTON (widget));
}

static void
on_draw_page (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintJob          *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double sheet[4], cut[4];
  g_autofree char *label = sw_print_tiles_page_label (&job->tiles, page);
  g_autofree char *line = NULL;
  SwRenderOptions options;

  /* Sheet and cut rectangles in board coordinates (0, 0 at the layout's
   * top left); the context is in mm with 0, 0 at the printable corner. */
  sw_print_tiles_page_rect (&job->tiles, page, sheet);
  sw_print_tiles_cut_rect (&job->tiles, page, cut);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, sheet[2], sheet[3]);
  cairo_clip (cr);
  cairo_translate (cr, -sheet[0], -sheet[1]);
  cairo_save (cr);
  cairo_translate (cr, -job->layout->x, -job->layout->y);
  sw_render_options_init (&options);
  options.hide_ids = job->hide_ids;
  sw_render_map (cr, job->map, job->layout, &options);
  cairo_restore (cr);
  if (sw_print_tiles_n_pages (&job->tiles) > 1)
    draw_cut_marks (cr, cut, sheet);
  cairo_restore (cr);

  /* Translators: under each printed sheet: "B2 of 3×2 — Map title" */
  line = g_strdup_printf (_("%s — %s"), label, job->title);
  draw_label (cr, context, line, sheet[3]);
}

GtkPrintOperation *
sw_print_map_operation_new (SwMap      *map,
                            const char *title)
{
  GtkPrintOperation *operation;
  PrintJob *job;

  g_return_val_if_fail (map != NULL, NULL);

  job = g_new0 (PrintJob, 1);
  job->map = sw_map_ref (map);
  job->title = g_strdup (title != NULL ? title : "");

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, job->title);
  /* 1:1: the context is in millimetres at real size. */
  gtk_print_operation_set_unit (operation, GTK_UNIT_MM);
  gtk_print_operation_set_use_full_page (operation, FALSE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), job);
  /* Translators: the print dialog's tab of the board's own choices */
  gtk_print_operation_set_custom_tab_label (operation, _("Board"));
  g_signal_connect (operation, "create-custom-widget", G_CALLBACK (on_create_custom_widget), job);
  g_signal_connect (operation, "custom-widget-apply", G_CALLBACK (on_custom_widget_apply), job);
  g_object_set_data_full (G_OBJECT (operation), "sw-print-job", job, print_job_free);
  return operation;
}
