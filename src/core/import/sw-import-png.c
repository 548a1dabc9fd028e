/* sw-import-png.c: a board scanned or exported as an image: dark outlines on a light background, each enclosed area a region.
 *
 * Lines are told from dark fills (a forest is dark too) by their shape, not
 * by a brightness cut: of the dark pixels, those that survive an erosion
 * wider than a drawn line, and what grows back from them, are fills; the
 * rest are lines. Every other pixel takes the nearest colour class (white,
 * or a terrain of the edition's palette, or a --terrain colour); each
 * 4-connected area of one class is a region, and the lines are shared out
 * between the regions on their two sides. The repair's second half then
 * gives specks and thin strips to neighbours and traces the borders. */
#define G_LOG_DOMAIN "sw-import"
#include "config.h"

#include <math.h>
#include <string.h>
#include <png.h>
#include <glib/gi18n.h>

#include "sw-catalog.h"
#include "sw-import.h"

/* A header may claim any size: refuse before allocating. */
#define MAX_PIXELS (36 * 1000 * 1000)   /* A2 at 300 dpi */
#define MAX_SIDE 30000
/* Without pHYs, the usual scanning resolution. */
#define DEFAULT_DPI 300.0
/* A drawn line is at most this wide; dark areas wider are fills. */
#define MAX_LINE_MM 1.0
/* Darker than this (0-255 luminance) may be a line. */
#define DARK 100

typedef struct {
  const guchar *data;
  gsize         length;
  gsize         offset;
} Source;

static void
read_callback (png_structp png,
               png_bytep   out,
               png_size_t  length)
{
  Source *source = png_get_io_ptr (png);

  if (source->offset + length > source->length)
    png_error (png, "truncated");
  memcpy (out, source->data + source->offset, length);
  source->offset += length;
}

static void
error_callback (png_structp     png,
                png_const_charp message)
{
  char *copy = png_get_error_ptr (png);

  g_strlcpy (copy, message, 256);
  png_longjmp (png, 1);
}

static void
warning_callback (png_structp     png,
                  png_const_charp message)
{
}

/* Decodes to 8-bit RGB. NULL with an error for anything else. */
static guchar *
decode (const guchar *data,
        gsize         length,
        guint        *width,
        guint        *height,
        double       *mm_per_px,
        GError      **error)
{
  Source source = { data, length, 0 };
  char message[256] = "";
  png_structp png;
  png_infop info;
  guchar *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;

  if (length < 8 || png_sig_cmp (data, 0, 8) != 0)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED, _("the file is not a PNG image"));
      return NULL;
    }
  /* The size, from the header itself, before libpng reads any further. */
  if (length >= 24 && memcmp (data + 12, "IHDR", 4) == 0)
    {
      guint32 w = (guint32) data[16] << 24 | (guint32) data[17] << 16 | (guint32) data[18] << 8 | data[19];
      guint32 h = (guint32) data[20] << 24 | (guint32) data[21] << 16 | (guint32) data[22] << 8 | data[23];

      if ((guint64) w * h > MAX_PIXELS || w > MAX_SIDE || h > MAX_SIDE)
        {
          g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE,
                       _("the image is %u × %u pixels; the import takes at most %d million pixels"),
                       w, h, MAX_PIXELS / 1000000);
          return NULL;
        }
    }
  png = png_create_read_struct (PNG_LIBPNG_VER_STRING, message, error_callback, warning_callback);
  info = png != NULL ? png_create_info_struct (png) : NULL;
  if (info == NULL)
    {
      png_destroy_read_struct (&png, NULL, NULL);
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE, _("out of memory while reading the PNG image"));
      return NULL;
    }
  if (setjmp (png_jmpbuf (png)))
    {
      png_destroy_read_struct (&png, &info, NULL);
      g_free (pixels);
      g_free (rows);
      if (error != NULL && *error == NULL)
        g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                     _("the PNG image is damaged: %s"), message);
      return NULL;
    }
  png_set_read_fn (png, &source, read_callback);
  /* Ancillary chunks (text, profiles) may not claim much memory either. */
  png_set_chunk_malloc_max (png, 8 * 1024 * 1024);
  png_read_info (png, info);
  *width = png_get_image_width (png, info);
  *height = png_get_image_height (png, info);
  if ((guint64) *width * *height > MAX_PIXELS || *width > MAX_SIDE || *height > MAX_SIDE)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE,
                   _("the image is %u × %u pixels; the import takes at most %d million pixels"),
                   *width, *height, MAX_PIXELS / 1000000);
      png_longjmp (png, 1);
    }
  {
    png_uint_32 x_ppu, y_ppu;
    int unit;

    *mm_per_px = 25.4 / DEFAULT_DPI;
    if (png_get_pHYs (png, info, &x_ppu, &y_ppu, &unit) && unit == PNG_RESOLUTION_METER && x_ppu > 0)
      *mm_per_px = 1000.0 / x_ppu;
  }
  png_set_strip_16 (png);
  png_set_palette_to_rgb (png);
  png_set_expand_gray_1_2_4_to_8 (png);
  png_set_gray_to_rgb (png);
  png_set_tRNS_to_alpha (png);
  {
    /* Transparency over white paper. */
    png_color_16 white = { 0, 0xffff, 0xffff, 0xffff, 0xffff };
    png_set_background (png, &white, PNG_BACKGROUND_GAMMA_SCREEN, 0, 1.0);
  }
  png_read_update_info (png, info);
  if (png_get_rowbytes (png, info) != (png_size_t) *width * 3)
    png_error (png, "unexpected pixel format");
  pixels = g_try_malloc ((gsize) *width * *height * 3);
  rows = g_try_new (png_bytep, *height);
  if (pixels == NULL || rows == NULL)
    png_error (png, "out of memory");
  for (guint j = 0; j < *height; j++)
    rows[j] = pixels + (gsize) j * *width * 3;
  png_read_image (png, rows);
  png_destroy_read_struct (&png, &info, NULL);
  g_free (rows);
  return pixels;
}

/* Chebyshev distance to the nearest pixel where @seed is set, capped. */
static void
distance_to (const guint8 *seed,
             guint         nx,
             guint         ny,
             guint8       *d)
{
  for (guint j = 0; j < ny; j++)
    for (guint i = 0; i < nx; i++)
      {
        gsize c = (gsize) j * nx + i;
        guint v = seed[c] ? 0 : 255;

        if (v && i > 0) v = MIN (v, d[c - 1] + 1u);
        if (v && j > 0)
          {
            v = MIN (v, d[c - nx] + 1u);
            if (i > 0) v = MIN (v, d[c - nx - 1] + 1u);
            if (i + 1 < nx) v = MIN (v, d[c - nx + 1] + 1u);
          }
        d[c] = (guint8) v;
      }
  for (guint j = ny; j-- > 0;)
    for (guint i = nx; i-- > 0;)
      {
        gsize c = (gsize) j * nx + i;
        guint v = d[c];

        if (i + 1 < nx) v = MIN (v, d[c + 1] + 1u);
        if (j + 1 < ny)
          {
            v = MIN (v, d[c + nx] + 1u);
            if (i + 1 < nx) v = MIN (v, d[c + nx + 1] + 1u);
            if (i > 0) v = MIN (v, d[c + nx - 1] + 1u);
          }
        d[c] = (guint8) v;
      }
}

typedef struct {
  guint32     colour;
  const char *terrain;   /* NULL: white, the default terrain */
} ColourClass;

static guint
nearest_class (GArray       *classes,
               const guchar *p)
{
  guint best = 0;
  gint64 best_distance = G_MAXINT64;

  for (guint k = 0; k < classes->len; k++)
    {
      guint32 c = g_array_index (classes, ColourClass, k).colour;
      gint64 dr = (gint64) p[0] - ((c >> 16) & 0xff), dg = (gint64) p[1] - ((c >> 8) & 0xff),
             db = (gint64) p[2] - (c & 0xff);
      gint64 distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;

      if (distance < best_distance)
        best_distance = distance, best = k;
    }
  return best;
}

SwMap *
sw_import_png_read (const char            *data,
                    gsize                  length,
                    const SwImportOptions *options,
                    GPtrArray             *notes,
                    GError               **error)
{
  const char *edition = options->edition != NULL ? options->edition : "base";
  const SwCatalog *catalog = sw_catalog_get (edition);
  const char *default_terrain = options->default_terrain;
  g_autofree guchar *pixels = NULL;
  g_autofree guint8 *dark = NULL, *distance = NULL;
  g_autofree gint32 *labels = NULL;
  g_autofree guint32 *queue = NULL;
  g_autoptr(GArray) classes = g_array_new (FALSE, FALSE, sizeof (ColourClass));
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) terrains = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(SwImportDrawing) drawing = sw_import_drawing_new ();
  g_autoptr(GPtrArray) catalog_terrains = NULL;
  guint nx = 0, ny = 0, k;
  double mm;
  gsize n, head = 0, tail = 0;
  static const int di[4] = { 1, -1, 0, 0 }, dj[4] = { 0, 0, 1, -1 };

  if (catalog == NULL)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_OPTION,
                   _("“%s” is not an edition this program knows (base, underground, warcraft)"), edition);
      return NULL;
    }
  if (default_terrain == NULL)
    {
      catalog_terrains = sw_catalog_list (catalog, "terrain");
      for (guint t = 0; t < catalog_terrains->len && default_terrain == NULL; t++)
        if (sw_catalog_entry_get_bool (g_ptr_array_index (catalog_terrains, t), "conquerable", FALSE))
          default_terrain = ((SwCatalogEntry *) g_ptr_array_index (catalog_terrains, t))->id;
    }
  else if (sw_catalog_find (catalog, "terrain", default_terrain) == NULL)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_OPTION,
                   _("--default-terrain %s is not a terrain of the %s edition"), default_terrain, edition);
      return NULL;
    }

  pixels = decode ((const guchar *) data, length, &nx, &ny, &mm, error);
  if (pixels == NULL)
    return NULL;
  drawing->width = nx * mm;
  drawing->height = ny * mm;
  if (drawing->width > SW_IMPORT_MAX_BOARD_MM || drawing->height > SW_IMPORT_MAX_BOARD_MM)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE,
                   _("the board is %.0f × %.0f mm; it may be at most %.0f mm a side"),
                   drawing->width, drawing->height, SW_IMPORT_MAX_BOARD_MM);
      return NULL;
    }
  n = (gsize) nx * ny;

  /* Lines: dark pixels in no area wider than a line. */
  dark = g_new (guint8, n);
  distance = g_new (guint8, n);
  for (gsize c = 0; c < n; c++)
    {
      const guchar *p = pixels + 3 * c;

      dark[c] = (299 * p[0] + 587 * p[1] + 114 * p[2]) / 1000 < DARK;
    }
  k = (guint) CLAMP (ceil (MAX_LINE_MM / 2 / mm), 1, 120);
  {
    g_autofree guint8 *light = g_new (guint8, n);

    for (gsize c = 0; c < n; c++)
      light[c] = !dark[c];
    distance_to (light, nx, ny, distance);
  }
  {
    g_autofree guint8 *core = g_new (guint8, n);

    for (gsize c = 0; c < n; c++)
      core[c] = dark[c] && distance[c] > k;
    distance_to (core, nx, ny, distance);
  }
  /* dark[c]: 1 a line pixel, 0 a fill or a light pixel. */
  for (gsize c = 0; c < n; c++)
    dark[c] = dark[c] && distance[c] > k;

  /* Colour classes: white paper, the palette, the --terrain colours. */
  {
    g_autoptr(GPtrArray) list = sw_catalog_list (catalog, "terrain");
    ColourClass white = { 0xffffff, NULL };

    g_array_append_val (classes, white);
    for (guint t = 0; t < list->len; t++)
      {
        const SwCatalogEntry *entry = g_ptr_array_index (list, t);
        const char *hex = sw_catalog_entry_get (entry, "colour");
        ColourClass cls = { 0, entry->id };

        if (hex == NULL || hex[0] != '#' || strlen (hex) != 7)
          continue;
        cls.colour = (guint32) g_ascii_strtoull (hex + 1, NULL, 16);
        g_array_append_val (classes, cls);
      }
    if (options->terrain_colours != NULL)
      {
        GHashTableIter iter;
        gpointer key, value;

        g_hash_table_iter_init (&iter, options->terrain_colours);
        while (g_hash_table_iter_next (&iter, &key, &value))
          {
            ColourClass cls = { GPOINTER_TO_UINT (key) - 1, value };
            g_array_append_val (classes, cls);
          }
      }
  }

  /* Regions: 4-connected areas of one class. Lines stay -1. */
  labels = g_new (gint32, n);
  queue = g_new (guint32, n);
  for (gsize c = 0; c < n; c++)
    labels[c] = dark[c] ? -1 : -2 - (gint32) nearest_class (classes, pixels + 3 * c);
  for (gsize start = 0; start < n; start++)
    {
      gint32 cls, id;
      const char *terrain;

      if (labels[start] > -2)
        continue;
      cls = -2 - labels[start];
      id = (gint32) ids->len;
      if (id >= SW_IMPORT_MAX_SHAPES * 10)
        {
          g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE,
                       _("the image has more than %d separate areas"), SW_IMPORT_MAX_SHAPES * 10);
          return NULL;
        }
      terrain = g_array_index (classes, ColourClass, cls).terrain;
      g_ptr_array_add (ids, g_strdup_printf ("r%d", id + 1));
      g_ptr_array_add (terrains, g_strdup (terrain != NULL ? terrain : default_terrain));
      head = tail = 0;
      labels[start] = id;
      queue[tail++] = (guint32) start;
      while (head < tail)
        {
          guint32 c = queue[head++];
          gint i = (gint) (c % nx), j = (gint) (c / nx);

          for (guint d = 0; d < 4; d++)
            {
              gint ii = i + di[d], jj = j + dj[d];
              gsize next;

              if (ii < 0 || jj < 0 || ii >= (gint) nx || jj >= (gint) ny)
                continue;
              next = (gsize) jj * nx + ii;
              if (labels[next] == -2 - cls)
                {
                  labels[next] = id;
                  queue[tail++] = (guint32) next;
                }
            }
        }
    }
  if (ids->len == 0)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_UNREPAIRABLE,
                   _("the image is all lines: no enclosed area to make a region of"));
      return NULL;
    }
  /* The lines go to the areas on either side, split down their middle. */
  head = tail = 0;
  for (gsize c = 0; c < n; c++)
    if (labels[c] >= 0)
      queue[tail++] = (guint32) c;
  while (head < tail)
    {
      guint32 c = queue[head++];
      gint i = (gint) (c % nx), j = (gint) (c / nx);

      for (guint d = 0; d < 4; d++)
        {
          gint ii = i + di[d], jj = j + dj[d];
          gsize next;

          if (ii < 0 || jj < 0 || ii >= (gint) nx || jj >= (gint) ny)
            continue;
          next = (gsize) jj * nx + ii;
          if (labels[next] == -1)
            {
              labels[next] = labels[c];
              queue[tail++] = (guint32) next;
            }
        }
    }
  g_clear_pointer (&pixels, g_free);
  g_clear_pointer (&dark, g_free);
  g_clear_pointer (&distance, g_free);
  g_clear_pointer (&queue, g_free);

  /* Too many pixels for the tracer: every f-th one, whose area is big. */
  {
    guint f = 1;
    gint32 *sampled;
    guint sx, sy;

    while ((guint64) (nx / f) * (ny / f) > 6 * 1000 * 1000)
      f++;
    if (f > 1)
      {
        sx = nx / f, sy = ny / f;
        sampled = g_new (gint32, (gsize) sx * sy);
        for (guint j = 0; j < sy; j++)
          for (guint i = 0; i < sx; i++)
            sampled[(gsize) j * sx + i] = labels[(gsize) (j * f + f / 2) * nx + i * f + f / 2];
        g_free (labels);
        labels = sampled;
        nx = sx, ny = sy;
        drawing->width = nx * f * mm;
        drawing->height = ny * f * mm;
      }
  }
  {
    g_autoptr(GPtrArray) own_notes = sw_import_note_list_new ();
    g_autoptr(SwMap) map = sw_import_repair_labels (labels, nx, ny, drawing, options, ids, terrains,
                                                    own_notes, error);
    g_autoptr(GHashTable) renamed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
    g_autoptr(GRegex) token = g_regex_new ("\\br[0-9]+\\b", 0, 0, NULL);
    guint specks = 0;
    double speck_area = 0;

    if (map == NULL)
      return NULL;
    /* Areas were numbered as found, specks and anti-aliasing included:
     * number the regions that are left r1, r2… and say so in the notes. */
    for (guint r = 0; r < map->regions->len; r++)
      {
        SwRegion *region = g_ptr_array_index (map->regions, r);
        char *id = g_strdup_printf ("r%u", r + 1);

        g_hash_table_insert (renamed, region->id, g_strdup (id));
        region->id = id;
      }
    sw_map_changed (map);
    for (guint i = 0; i < own_notes->len; i++)
      {
        SwImportNote *note = g_ptr_array_index (own_notes, i);
        GString *message = g_string_new (NULL);
        GMatchInfo *match = NULL;
        gint last = 0;

        if (note->regions[0] != NULL && !g_hash_table_contains (renamed, note->regions[0]))
          {
            /* A speck or an anti-aliased edge, not a region: counted below. */
            specks++;
            speck_area += note->area;
            g_string_free (message, TRUE);
            continue;
          }
        for (guint r = 0; note->regions[r] != NULL; r++)
          {
            const char *to = g_hash_table_lookup (renamed, note->regions[r]);

            if (to != NULL)
              {
                g_free (note->regions[r]);
                note->regions[r] = g_strdup (to);
              }
          }
        g_regex_match (token, note->message, 0, &match);
        while (g_match_info_matches (match))
          {
            gint start, end;
            g_autofree char *word = g_match_info_fetch (match, 0);
            const char *to = g_hash_table_lookup (renamed, word);

            g_match_info_fetch_pos (match, 0, &start, &end);
            g_string_append_len (message, note->message + last, start - last);
            g_string_append (message, to != NULL ? to : _("a speck"));
            last = end;
            g_match_info_next (match, NULL);
          }
        g_match_info_free (match);
        g_string_append (message, note->message + last);
        g_free (note->message);
        note->message = g_string_free (message, FALSE);
        if (notes != NULL)
          g_ptr_array_add (notes, g_steal_pointer (&g_ptr_array_index (own_notes, i)));
      }
    if (specks > 0)
      sw_import_add_note (notes, "sliver", 0, speck_area, NULL,
                          _("%u specks and anti-aliased edges (%.0f mm² in all) went to the regions around them"),
                          specks, speck_area);
    return g_steal_pointer (&map);
  }
}
