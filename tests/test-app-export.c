/* test-app-export.c: a map window offers the export formats, exports a PDF at board size through its action, and prints tiled pages (needs a display). */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "sw-test-app.h"
#include "sw-application.h"
#include "sw-export-options.h"
#include "sw-print-map.h"
#include "sw-print-tiles.h"
#include "sw-window.h"

typedef struct {
  SwApplication *application;
  char *map_path;
  char *pdf_path;
  char *print_path;
  guint waited;
  gboolean done;
} Fixture;

static char *
read_file_or_fail (const char *path,
                   gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, length, &error);
  g_assert_no_error (error);
  return data;
}

/* Occurrences of @needle in binary data (PDF streams hold NULs). */
static GArray *
find_all (const char *data,
          gsize       length,
          const char *needle)
{
  GArray *offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
  gsize n = strlen (needle);

  for (gsize i = 0; i + n <= length; i++)
    if (memcmp (data + i, needle, n) == 0)
      g_array_append_val (offsets, i);
  return offsets;
}

static void
read_media_box (const char *data,
                gsize       offset,
                double      box[4])
{
  const char *at = strchr (data + offset, '[');
  char *end;

  g_assert_nonnull (at);
  at++;
  for (guint i = 0; i < 4; i++)
    {
      box[i] = g_ascii_strtod (at, &end);
      g_assert_true (end != at);
      at = end;
    }
}

/* window.export-to: the validator finds nothing on this map, so the PDF
 * is written at once, its page the 300 × 200 mm board in points. */
static void
check_export_action (SwWindow   *window,
                     const char *pdf_path)
{
  g_autofree char *data = NULL;
  g_autoptr(GArray) boxes = NULL;
  gsize length;
  double box[4];

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.export-to", "s", pdf_path));
  data = read_file_or_fail (pdf_path, &length);
  g_assert_true (length > 4 && memcmp (data, "%PDF", 4) == 0);
  boxes = find_all (data, length, "/MediaBox");
  g_assert_cmpuint (boxes->len, ==, 1);
  read_media_box (data, g_array_index (boxes, gsize, 0), box);
  g_assert_cmpfloat_with_epsilon (box[2] - box[0], 300 * 72 / 25.4, 0.5);
  g_assert_cmpfloat_with_epsilon (box[3] - box[1], 200 * 72 / 25.4, 0.5);
}

/* Printing to a PDF on A4: as many A4 pages as the tiling says. */
static void
check_print (SwWindow   *window,
             const char *print_path)
{
  g_autoptr(GtkPrintOperation) operation = sw_print_map_operation_new (sw_window_get_map (window), "Bricks");
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GArray) boxes = NULL;
  GtkPrintOperationResult result;
  SwPrintTiles tiles;
  gsize length;
  double box[4], width, height;

  gtk_page_setup_set_paper_size_and_default_margins (setup, a4);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_export_filename (operation, print_path);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, GTK_WINDOW (window), &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);

  width = gtk_page_setup_get_page_width (setup, GTK_UNIT_MM);
  height = gtk_page_setup_get_page_height (setup, GTK_UNIT_MM);
  g_assert_true (sw_print_tiles_init (&tiles, 300, 200, width, height - 7.0, SW_PRINT_DEFAULT_OVERLAP_MM));
  g_assert_cmpuint (sw_print_tiles_n_pages (&tiles), >, 1);

  data = read_file_or_fail (print_path, &length);
  boxes = find_all (data, length, "/MediaBox");
  g_assert_cmpuint (boxes->len, ==, sw_print_tiles_n_pages (&tiles));
  read_media_box (data, g_array_index (boxes, gsize, 0), box);
  /* A4 portrait, 210 × 297 mm, at 1:1 */
  g_assert_cmpfloat_with_epsilon (box[2] - box[0], 210 * 72 / 25.4, 1);
  g_assert_cmpfloat_with_epsilon (box[3] - box[1], 297 * 72 / 25.4, 1);
}

/* window.export with no file: the validator passes, then the options
 * dialog asks the format; the resolution is offered for PNG only, with
 * the size it gives in pixels. */
static void
check_export_options (SwWindow *window)
{
  SwExportOptions *dialog;
  AdwComboRow *format_row;
  AdwActionRow *dpi_row;
  GtkSpinButton *dpi_spin;
  g_autofree char *pixels = NULL;
  int width, height;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "window.export", NULL));
  dialog = SW_EXPORT_OPTIONS (sw_test_app_find_toplevel (SW_TYPE_EXPORT_OPTIONS));
  g_assert_nonnull (dialog);
  format_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog), SW_TYPE_EXPORT_OPTIONS, "format_row"));
  dpi_row = ADW_ACTION_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog), SW_TYPE_EXPORT_OPTIONS, "dpi_row"));
  dpi_spin = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (dialog), SW_TYPE_EXPORT_OPTIONS, "dpi_spin"));

  g_assert_cmpint (sw_export_options_get_format (dialog), ==, SW_EXPORT_PDF);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (dpi_row)));

  adw_combo_row_set_selected (format_row, 2);
  gtk_spin_button_set_value (dpi_spin, 150);
  g_assert_cmpint (sw_export_options_get_format (dialog), ==, SW_EXPORT_PNG);
  g_assert_cmpfloat (sw_export_options_get_dpi (dialog), ==, 150);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (dpi_row)));
  sw_export_png_size (sw_window_get_map (window), 150, &width, &height);
  pixels = g_strdup_printf ("%d × %d", width, height);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (dpi_row), pixels));

  /* below the least resolution the spin button stops */
  gtk_spin_button_set_value (dpi_spin, 1);
  g_assert_cmpfloat (sw_export_options_get_dpi (dialog), ==, SW_EXPORT_MIN_DPI);

  /* ids on unnamed regions by default; a board to play on leaves them out */
  {
    GtkSwitch *ids = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (dialog), SW_TYPE_EXPORT_OPTIONS, "ids_switch"));

    g_assert_nonnull (ids);
    g_assert_cmpint (sw_export_options_get_flags (dialog), ==, SW_EXPORT_DEFAULT);
    gtk_switch_set_active (ids, FALSE);
    g_assert_cmpint (sw_export_options_get_flags (dialog), ==, SW_EXPORT_NO_IDS);
  }

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static gboolean
step_cb (gpointer data)
{
  Fixture *fixture = data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (fixture->application));
  SwWindow *window = windows != NULL && SW_IS_WINDOW (windows->data) ? windows->data : NULL;

  if (window == NULL || sw_window_get_map (window) == NULL)
    {
      g_assert_cmpuint (++fixture->waited, <, 100);
      return G_SOURCE_CONTINUE;
    }
  check_export_options (window);
  check_export_action (window, fixture->pdf_path);
  check_print (window, fixture->print_path);
  fixture->done = TRUE;
  g_action_group_activate_action (G_ACTION_GROUP (fixture->application), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static void
test_export_and_print (void)
{
  Fixture fixture = { 0 };
  g_autofree char *tmpdir = g_dir_make_tmp ("swcompanion-export-XXXXXX", NULL);
  char *argv[3];
  int status;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display: run under xvfb-run");
      return;
    }
  fixture.map_path = g_test_build_filename (G_TEST_DIST, "data", "valid-bricks.swmap", NULL);
  fixture.pdf_path = g_build_filename (tmpdir, "bricks.pdf", NULL);
  fixture.print_path = g_build_filename (tmpdir, "printed.pdf", NULL);
  fixture.application = sw_application_new ();

  argv[0] = (char *) "test-app-export";
  argv[1] = fixture.map_path;
  argv[2] = NULL;
  status = sw_test_app_run_steps (G_APPLICATION (fixture.application), step_cb, &fixture, 2, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (fixture.done);

  g_remove (fixture.pdf_path);
  g_remove (fixture.print_path);
  g_rmdir (tmpdir);
  g_object_unref (fixture.application);
  g_free (fixture.map_path);
  g_free (fixture.pdf_path);
  g_free (fixture.print_path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = sw_test_app_private_home ();
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/app/export/pdf-and-print", test_export_and_print);
  status = g_test_run ();
  sw_test_app_remove_tree (home);
  return status;
}
