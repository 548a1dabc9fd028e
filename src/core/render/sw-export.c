/* sw-export.c: PDF, SVG and PNG export at print size; PNG goes through libpng with fast settings. */
#define G_LOG_DOMAIN "sw-export"
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <math.h>
#include <png.h>
#include <zlib.h>

#include "sw-export.h"
#include "sw-render.h"

/* cairo's image surfaces stop at 32767 pixels a side; past a gigabyte
 * of pixels the machine is more likely to swap than to finish. */
#define MAX_PNG_SIDE 32767
#define MAX_PNG_BYTES ((gsize) 1 << 30)

gboolean
sw_export_format_from_path (const char     *path,
                            SwExportFormat *format)
{
  static const struct { const char *suffix; SwExportFormat format; } suffixes[] = {
    { ".pdf", SW_EXPORT_PDF }, { ".svg", SW_EXPORT_SVG }, { ".png", SW_EXPORT_PNG },
  };
  g_autofree char *lower = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);

  lower = g_ascii_strdown (path, -1);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_has_suffix (lower, suffixes[i].suffix))
      {
        *format = suffixes[i].format;
        return TRUE;
      }
  return FALSE;
}

void
sw_export_page_rect (SwMap  *map,
                     double  rect[4])
{
  g_autoptr(SwRenderLayout) layout = NULL;

  g_return_if_fail (map != NULL);
  g_return_if_fail (rect != NULL);

  layout = sw_render_layout_new (map);
  rect[0] = layout->x;
  rect[1] = layout->y;
  rect[2] = layout->width;
  rect[3] = layout->height;
}

static void
png_size_for_page (const double page[4],
                   double       dpi,
                   int         *width,
                   int         *height)
{
  double px_per_mm = dpi / 25.4;

  /* Round up, less a hair, so that 1 px/mm of a 594 mm board is 594 px. */
  *width = (int) MIN (ceil (page[2] * px_per_mm - 1e-6), (double) G_MAXINT / 2);
  *height = (int) MIN (ceil (page[3] * px_per_mm - 1e-6), (double) G_MAXINT / 2);
  *width = MAX (*width, 1);
  *height = MAX (*height, 1);
}

void
sw_export_png_size (SwMap  *map,
                    double  dpi,
                    int    *width,
                    int    *height)
{
  double page[4];

  g_return_if_fail (map != NULL);
  g_return_if_fail (width != NULL && height != NULL);

  sw_export_page_rect (map, page);
  png_size_for_page (page, dpi > 0 ? dpi : SW_EXPORT_DEFAULT_DPI, width, height);
}

/* What print output wants: white paper, frames, labels and icons; no
 * editing overlays. */
static void
draw_page (cairo_t        *cr,
           SwMap          *map,
           SwRenderLayout *layout,
           SwExportFlags   flags)
{
  SwRenderOptions options;

  /* The renderer's background is white paper over the whole clip. */
  sw_render_options_init (&options);
  options.show_background = TRUE;
  options.hide_ids = (flags & SW_EXPORT_NO_IDS) != 0;
  cairo_translate (cr, -layout->x, -layout->y);
  sw_render_map (cr, map, layout, &options);
}

static gboolean
fail_cairo (const char      *path,
            cairo_status_t   status,
            GError         **error)
{
  int code = status == CAIRO_STATUS_NO_MEMORY ? G_IO_ERROR_NO_SPACE : G_IO_ERROR_FAILED;
  g_autofree char *name = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, code, "%s: %s", name, cairo_status_to_string (status));
  return FALSE;
}

static gboolean
export_vector (SwMap          *map,
               SwRenderLayout *layout,
               const char     *path,
               SwExportFormat  format,
               SwExportFlags   flags,
               GError        **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  double width_pt = layout->width * SW_EXPORT_PT_PER_MM;
  double height_pt = layout->height * SW_EXPORT_PT_PER_MM;

  if (format == SW_EXPORT_PDF)
    {
      surface = cairo_pdf_surface_create (path, width_pt, height_pt);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Small World Companion");
    }
  else
    {
      surface = cairo_svg_surface_create (path, width_pt, height_pt);
      /* width="1683.78pt" for a 594 mm board: an absolute unit, which a
       * browser or Inkscape prints at 1:1, and the same numbers as the PDF. */
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
    }
  status = cairo_surface_status (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return fail_cairo (path, status, error);
    }
  cr = cairo_create (surface);
  cairo_scale (cr, SW_EXPORT_PT_PER_MM, SW_EXPORT_PT_PER_MM);
  draw_page (cr, map, layout, flags);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_unlink (path);
      return fail_cairo (path, status, error);
    }
  return TRUE;
}

typedef struct {
  const char *path;
  char message[256];
} PngErrorState;

/* How far the drawing has got: the encoder thread writes rows as soon
 * as they are drawn, so encoding overlaps drawing on a second core. */
typedef struct {
  GMutex lock;
  GCond cond;
  int rows_ready;
  gboolean abandoned;   /* drawing failed: stop writing */
} Progress;

static void
progress_set (Progress *progress,
              int       rows_ready,
              gboolean  abandoned)
{
  g_mutex_lock (&progress->lock);
  progress->rows_ready = rows_ready;
  progress->abandoned = abandoned;
  g_cond_signal (&progress->cond);
  g_mutex_unlock (&progress->lock);
}

/* Waits until row @y is drawn; FALSE when drawing was abandoned. */
static gboolean
progress_wait (Progress *progress,
               int       y)
{
  gboolean ok;

  g_mutex_lock (&progress->lock);
  while (progress->rows_ready <= y && !progress->abandoned)
    g_cond_wait (&progress->cond, &progress->lock);
  ok = !progress->abandoned;
  g_mutex_unlock (&progress->lock);
  return ok;
}

static void
on_png_error (png_structp      png,
              png_const_charp  message)
{
  PngErrorState *state = png_get_error_ptr (png);

  g_strlcpy (state->message, message, sizeof state->message);
  png_longjmp (png, 1);
}

static void
on_png_warning (png_structp     png,
                png_const_charp message)
{
  (void) png;
  g_debug ("libpng: %s", message);
}

/* Writes an RGB24 image surface. The settings are chosen for maps, which
 * are large flat areas and small repeating textures: zlib at level 1
 * finds both as back-references, in a third of cairo's time (cairo writes
 * at level 6 with every filter tried). No filter: since terrain fills are
 * aliased copies of one texture tile, rows repeat exactly and filtering
 * only hides that. Measured on the 10,000-region map at 1 px/mm: no
 * filter 0.38 s and 6.3 MB, SUB 0.49 s and 8.3 MB, PAETH 0.61 s;
 * Z_RLE 15.6 MB; a window under 32 KB is slower and larger. libpng reads
 * cairo's native-endian xRGB words directly (filler stripped, BGR swapped
 * on little-endian machines), so no converted copy of the image is made. */
static gboolean
write_png (cairo_surface_t *surface,
           const char      *path,
           double           dpi,
           Progress        *progress,
           GError         **error)
{
  PngErrorState state = { path, "" };
  png_structp png = NULL;
  png_infop info = NULL;
  FILE *volatile file = NULL;
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint8 *data = cairo_image_surface_get_data (surface);
  g_autofree char *name = g_filename_display_name (path);
  int saved_errno;

  file = g_fopen (path, "wb");
  if (file == NULL)
    {
      saved_errno = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", name, g_strerror (saved_errno));
      return FALSE;
    }
  png = png_create_write_struct (PNG_LIBPNG_VER_STRING, &state, on_png_error, on_png_warning);
  if (png != NULL)
    info = png_create_info_struct (png);
  if (png == NULL || info == NULL)
    {
      png_destroy_write_struct (&png, NULL);
      fclose (file);
      g_unlink (path);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "%s: out of memory", name);
      return FALSE;
    }
  if (setjmp (png_jmpbuf (png)))
    {
      png_destroy_write_struct (&png, &info);
      fclose (file);
      g_unlink (path);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", name, state.message);
      return FALSE;
    }
  png_init_io (png, file);
  png_set_IHDR (png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  /* the resolution, so that the picture prints at real size (and imports
   * back at its scale) */
  png_set_pHYs (png, info, (png_uint_32) lround (dpi / 0.0254), (png_uint_32) lround (dpi / 0.0254),
                PNG_RESOLUTION_METER);
  png_set_compression_level (png, 1);
  png_set_filter (png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_write_info (png, info);
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
  png_set_bgr (png);
  png_set_filler (png, 0, PNG_FILLER_AFTER);
#else
  png_set_filler (png, 0, PNG_FILLER_BEFORE);
#endif
  for (int y = 0; y < height; y++)
    {
      if (!progress_wait (progress, y))
        png_error (png, "drawing failed");
      png_write_row (png, data + (gsize) y * stride);
    }
  png_write_end (png, info);
  png_destroy_write_struct (&png, &info);
  if (fclose (file) != 0)
    {
      saved_errno = errno;
      g_unlink (path);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", name, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

typedef struct {
  cairo_surface_t *surface;
  const char *path;
  double dpi;
  Progress progress;
  GError *error;
} PngJob;

static gpointer
encode_png_thread (gpointer data)
{
  PngJob *job = data;

  return GINT_TO_POINTER (write_png (job->surface, job->path, job->dpi, &job->progress, &job->error));
}

/* Bands drawn: each band is one renderer call clipped to it (regions
 * outside it are skipped), and the encoder thread takes the band while
 * the next is drawn. Each call costs a setup (paints, fonts, icons):
 * on 10,000 regions at 1 px/mm two bands cost the same CPU as one, three
 * 15% more. */
#define N_BANDS 2

static gboolean
export_png (SwMap          *map,
            SwRenderLayout *layout,
            const char     *path,
            double          dpi,
            SwExportFlags   flags,
            GError        **error)
{
  double page[4] = { layout->x, layout->y, layout->width, layout->height };
  double px_per_mm = dpi / 25.4;
  cairo_status_t status = CAIRO_STATUS_SUCCESS;
  PngJob job = { 0 };
  GThread *encoder;
  gboolean ok;
  int width, height, band_rows;

  png_size_for_page (page, dpi, &width, &height);
  if (width > MAX_PNG_SIDE || height > MAX_PNG_SIDE ||
      (gsize) width * (gsize) height * 4 > MAX_PNG_BYTES)
    {
      g_autofree char *name = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "%s: %d × %d pixels is too large; choose a lower resolution than %g dpi",
                   name, width, height, dpi);
      return FALSE;
    }
  job.path = path;
  job.dpi = dpi;
  job.surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  status = cairo_surface_status (job.surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (job.surface);
      return fail_cairo (path, status, error);
    }
  g_mutex_init (&job.progress.lock);
  g_cond_init (&job.progress.cond);
  encoder = g_thread_new ("sw-png-encoder", encode_png_thread, &job);

  band_rows = MAX (64, (height + N_BANDS - 1) / N_BANDS);
  for (int y = 0; y < height && status == CAIRO_STATUS_SUCCESS; y += band_rows)
    {
      int rows = MIN (band_rows, height - y);
      cairo_t *cr = cairo_create (job.surface);

      /* A pixel-aligned clip: nothing is drawn outside the band, so the
       * encoder may read the rows above it meanwhile. */
      cairo_rectangle (cr, 0, y, width, rows);
      cairo_clip (cr);
      cairo_scale (cr, px_per_mm, px_per_mm);
      draw_page (cr, map, layout, flags);
      status = cairo_status (cr);
      cairo_destroy (cr);
      cairo_surface_flush (job.surface);
      progress_set (&job.progress, y + rows, status != CAIRO_STATUS_SUCCESS);
    }
  ok = GPOINTER_TO_INT (g_thread_join (encoder));
  cairo_surface_destroy (job.surface);
  g_mutex_clear (&job.progress.lock);
  g_cond_clear (&job.progress.cond);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_clear_error (&job.error);
      g_unlink (path);
      return fail_cairo (path, status, error);
    }
  if (!ok)
    {
      g_propagate_error (error, job.error);
      return FALSE;
    }
  return TRUE;
}

gboolean
sw_export_map (SwMap          *map,
               const char     *path,
               SwExportFormat  format,
               double          dpi,
               SwExportFlags   flags,
               GError        **error)
{
  g_autoptr(SwRenderLayout) layout = NULL;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (format <= SW_EXPORT_PNG, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (dpi == 0)
    dpi = SW_EXPORT_DEFAULT_DPI;
  if (!(dpi >= SW_EXPORT_MIN_DPI && dpi <= SW_EXPORT_MAX_DPI))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "%g dpi: choose a resolution from %g to %g dpi",
                   dpi, SW_EXPORT_MIN_DPI, SW_EXPORT_MAX_DPI);
      return FALSE;
    }
  layout = sw_render_layout_new (map);
  if (format == SW_EXPORT_PNG)
    return export_png (map, layout, path, dpi, flags, error);
  return export_vector (map, layout, path, format, flags, error);
}

gboolean
sw_export_thumbnail (SwMap       *map,
                     const char  *path,
                     int          size,
                     GError     **error)
{
  g_autoptr(SwRenderLayout) layout = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  double px_per_mm;
  int width, height;
  cairo_t *cr;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (size < 1 || size > SW_EXPORT_MAX_THUMBNAIL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "%d pixels: choose a thumbnail size from 1 to %d", size, SW_EXPORT_MAX_THUMBNAIL);
      return FALSE;
    }
  layout = sw_render_layout_new (map);
  px_per_mm = size / MAX (MAX (layout->width, layout->height), 1e-6);
  width = CLAMP ((int) ceil (layout->width * px_per_mm - 1e-6), 1, size);
  height = CLAMP ((int) ceil (layout->height * px_per_mm - 1e-6), 1, size);

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  cairo_scale (cr, px_per_mm, px_per_mm);
  draw_page (cr, map, layout, SW_EXPORT_DEFAULT);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    return fail_cairo (path, status, error);
  return TRUE;
}
