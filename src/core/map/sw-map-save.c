/* sw-map-save.c: writing map format 1 in one canonical form (stable order, stable numbers), atomically. */
#define G_LOG_DOMAIN "sw-map-xml"
#include "config.h"

#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "sw-map-xml.h"
#include "sw-save.h"

/* ---- Numbers ------------------------------------------------------------ */

/* "00" to "99": the digits are written two at a time. */
static const char digit_pairs[] =
  "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
  "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
  "8081828384858687888990919293949596979899";

/* Writes the digits of @value backwards, ending just before @end; returns
 * where they start. */
static inline char *
write_digits_backwards (guint64  value,
                        char    *end)
{
  while (value >= 100)
    {
      guint pair = (guint) (value % 100);

      value /= 100;
      end -= 2;
      end[0] = digit_pairs[2 * pair];
      end[1] = digit_pairs[2 * pair + 1];
    }
  if (value >= 10)
    {
      end -= 2;
      end[0] = digit_pairs[2 * value];
      end[1] = digit_pairs[2 * value + 1];
    }
  else
    *--end = (char) ('0' + value);
  return end;
}

/* How many digits write_digits_backwards() writes for @value. */
static inline guint
count_digits (guint64 value)
{
  guint n = 1;

  for (; value >= 10000; value /= 10000)
    n += 4;
  return n + (value >= 10) + (value >= 100) + (value >= 1000);
}

/* sw_format_number() into @buf (32 bytes), returning the end of the text. */
static char *
format_number (double  value,
               char   *buf)
{
  double scaled, whole, frac;
  guint64 thousandths;
  char *out = buf;
  guint fraction;

  /* Only finite values of sane size reach here from a file, and
   * sw_map_save_file() refuses the rest; clamp them all the same, so
   * that the 32-byte buffer always suffices. */
  if (!isfinite (value))
    value = 0;
  value = CLAMP (value, -1e12, 1e12);

  /* The same digits as "%.3f" with trailing zeros dropped, without printf,
   * which was a tenth of a big map's save. Below 2^40 thousandths the
   * product is off by less than 2^-13, so the rounding can only go the
   * other way within 1e-3 of a half: those few (and huge values) are left
   * to printf's exact rounding. */
  scaled = fabs (value) * 1000;
  whole = floor (scaled);
  frac = scaled - whole;
  if (scaled >= 1099511627776.0 || fabs (frac - 0.5) < 1e-3)
    {
      char *end;

      g_ascii_formatd (buf, 32, "%.3f", value);
      end = buf + strlen (buf) - 1;
      while (*end == '0')
        *end-- = '\0';
      if (*end == '.')
        *end = '\0';
      if (strcmp (buf, "-0") == 0)
        strcpy (buf, "0");
      return buf + strlen (buf);
    }

  thousandths = (guint64) whole + (frac > 0.5);
  if (thousandths != 0 && value < 0)
    *out++ = '-';
  out += count_digits (thousandths / 1000);
  write_digits_backwards (thousandths / 1000, out);
  fraction = (guint) (thousandths % 1000);
  if (fraction != 0)
    {
      *out++ = '.';
      *out++ = (char) ('0' + fraction / 100);
      fraction %= 100;
      if (fraction != 0)
        {
          *out++ = (char) ('0' + fraction / 10);
          fraction %= 10;
          if (fraction != 0)
            *out++ = (char) ('0' + fraction);
        }
    }
  *out = '\0';
  return out;
}

const char *
sw_format_number (double  value,
                  char   *buf)
{
  g_return_val_if_fail (buf != NULL, NULL);

  format_number (value, buf);
  return buf;
}

const char *
sw_format_mm (double  value,
              char   *buf)
{
  return sw_format_number (round (value * 10) / 10, buf);
}

/* ---- Saving ------------------------------------------------------------- */

/* g_string_append() without its general insert, which GLib 2.74 does not
 * inline: the appends were half of a big map's save. */
static inline void
out_append_len (GString    *out,
                const char *text,
                gsize       length)
{
  if (G_LIKELY (out->len + length < out->allocated_len))
    {
      memcpy (out->str + out->len, text, length);
      out->len += length;
      out->str[out->len] = '\0';
    }
  else
    g_string_append_len (out, text, (gssize) length);
}

#define out_append(out, text) out_append_len ((out), (text), strlen (text))

/* Escapes for element content or, with @in_attribute, an attribute value.
 * Tabs and line ends in attributes and carriage returns anywhere are
 * written as references because a parser would normalise them away; other
 * control characters cannot appear in XML 1.0 at all and are dropped. */
static void
append_escaped (GString    *out,
                const char *text,
                gboolean    in_attribute)
{
  g_autofree char *valid = NULL;

  const char *plain;

  if (text == NULL)
    return;
  if (!g_utf8_validate (text, -1, NULL))
    text = valid = g_utf8_make_valid (text, -1);

  /* Most values (ids, terrains) need no escape: appended in one go. */
  for (plain = text; (guchar) *plain >= 0x20 && *plain != '&' && *plain != '<' && *plain != '>' && *plain != '"'; plain++)
    ;
  out_append_len (out, text, (gsize) (plain - text));
  text = plain;

  for (const char *p = text; *p != '\0'; p++)
    {
      switch (*p)
        {
        case '&': out_append (out, "&amp;"); break;
        case '<': out_append (out, "&lt;"); break;
        case '>': out_append (out, "&gt;"); break;
        case '\r': out_append (out, "&#13;"); break;
        case '"':
          out_append (out, in_attribute ? "&quot;" : "\"");
          break;
        case '\n':
          out_append (out, in_attribute ? "&#10;" : "\n");
          break;
        case '\t':
          out_append (out, in_attribute ? "&#9;" : "\t");
          break;
        default:
          if ((guchar) *p >= 0x20)
            g_string_append_c (out, *p);
          break;
        }
    }
}

static void
append_attr (GString    *out,
             const char *name,
             const char *value)
{
  g_string_append_c (out, ' ');
  out_append (out, name);
  out_append (out, "=\"");
  append_escaped (out, value, TRUE);
  g_string_append_c (out, '"');
}

/* Numbers need no escaping (nor UTF-8 checks): appended as they are. */
static void
append_number_attr (GString    *out,
                    const char *name,
                    double      value)
{
  char buf[32];

  g_string_append_c (out, ' ');
  out_append (out, name);
  out_append (out, "=\"");
  out_append (out, sw_format_number (value, buf));
  g_string_append_c (out, '"');
}

static void
append_uint (GString *out,
             guint    value)
{
  char digits[16];
  char *p = write_digits_backwards (value, digits + sizeof digits);

  out_append_len (out, p, (gsize) (digits + sizeof digits - p));
}

static void
append_uint_attr (GString    *out,
                  const char *name,
                  guint       value)
{
  g_string_append_c (out, ' ');
  out_append (out, name);
  out_append (out, "=\"");
  append_uint (out, value);
  g_string_append_c (out, '"');
}

/* One <v> of <vertices>, the most common line of a map: put together in
 * a buffer and appended once. */
static void
append_vertex (GString        *out,
               const SwVertex *vertex)
{
  char line[128];   /* 26 + 10 digits + 10 + 2 numbers of at most 31 + 4 */
  char *p = line;

  memcpy (p, "    <v id=\"", 11);
  p += 11 + count_digits (vertex->id);
  write_digits_backwards (vertex->id, p);
  memcpy (p, "\" x=\"", 5);
  p = format_number (vertex->x, p + 5);
  memcpy (p, "\" y=\"", 5);
  p = format_number (vertex->y, p + 5);
  memcpy (p, "\"/>\n", 4);
  out_append_len (out, line, (gsize) (p + 4 - line));
}

/* Untagged text first (the fallback), then by language tag; the sort is
 * stable, so two texts with one tag keep their order. */
static gint
compare_text_lang (gconstpointer a,
                   gconstpointer b)
{
  const SwText *x = *(const SwText *const *) a;
  const SwText *y = *(const SwText *const *) b;

  if (x->lang == NULL || y->lang == NULL)
    return (x->lang != NULL) - (y->lang != NULL);
  return strcmp (x->lang, y->lang);
}

static void
append_texts (GString    *out,
              const char *indent,
              const char *element,
              GPtrArray  *texts)
{
  g_autoptr(GPtrArray) sorted = NULL;

  /* Most regions have no name of their own. */
  if (texts->len == 0)
    return;

  /* Not g_ptr_array_copy(): the copy would inherit the free function. */
  sorted = g_ptr_array_sized_new (texts->len);
  for (guint i = 0; i < texts->len; i++)
    g_ptr_array_add (sorted, g_ptr_array_index (texts, i));
  g_ptr_array_sort (sorted, compare_text_lang);
  for (guint i = 0; i < sorted->len; i++)
    {
      const SwText *text = g_ptr_array_index (sorted, i);

      g_string_append_printf (out, "%s<%s", indent, element);
      if (text->lang != NULL)
        append_attr (out, "xml:lang", text->lang);
      g_string_append_c (out, '>');
      append_escaped (out, text->text, FALSE);
      g_string_append_printf (out, "</%s>\n", element);
    }
}

static void
append_ring (GString      *out,
             const char   *element,
             const SwRing *ring)
{
  char ids[512];   /* written here, appended a few hundred bytes at a time */
  gsize n = 0;

  out_append (out, "    <");
  out_append (out, element);
  g_string_append_c (out, '>');
  for (guint i = 0; i < ring->ids->len; i++)
    {
      guint id = g_array_index (ring->ids, guint, i);
      guint width = count_digits (id);

      if (n + width + 1 > sizeof ids)
        {
          out_append_len (out, ids, n);
          n = 0;
        }
      if (i > 0)
        ids[n++] = ' ';
      n += width;
      write_digits_backwards (id, ids + n);
    }
  out_append_len (out, ids, n);
  out_append (out, "</");
  out_append (out, element);
  out_append (out, ">\n");
}

static void
append_region (GString        *out,
               const SwRegion *region)
{
  static const char *const border_names[] = { "auto", "yes", "no" };
  gboolean empty = region->names->len == 0 && region->outline == NULL && region->holes->len == 0 &&
                   region->symbols->len == 0 && region->starts->len == 0;

  out_append (out, "  <region");
  append_attr (out, "id", region->id);
  append_attr (out, "terrain", region->terrain);
  if (region->board != NULL)
    append_attr (out, "board", region->board);
  if (region->border != SW_BORDER_AUTO && (guint) region->border < G_N_ELEMENTS (border_names))
    append_attr (out, "border", border_names[region->border]);
  if (empty)
    {
      out_append (out, "/>\n");
      return;
    }
  out_append (out, ">\n");

  append_texts (out, "    ", "name", region->names);
  if (region->outline != NULL)
    append_ring (out, "outline", region->outline);
  for (guint i = 0; i < region->holes->len; i++)
    append_ring (out, "hole", g_ptr_array_index (region->holes, i));
  for (guint i = 0; i < region->symbols->len; i++)
    {
      const SwSymbol *symbol = g_ptr_array_index (region->symbols, i);

      out_append (out, "    <symbol");
      append_attr (out, "type", symbol->type);
      out_append (out, "/>\n");
    }
  for (guint i = 0; i < region->starts->len; i++)
    {
      const SwStart *start = g_ptr_array_index (region->starts, i);

      out_append (out, "    <start");
      append_attr (out, "type", start->type);
      if (start->count != 1)
        append_uint_attr (out, "count", start->count);
      out_append (out, "/>\n");
    }
  out_append (out, "  </region>\n");
}

/* Where the canonical form goes: all of it into @out, or, with a @stream,
 * out through it each time @out holds SAVE_CHUNK bytes, so that saving a
 * big map never holds the whole file in memory. */
#define SAVE_CHUNK (64 * 1024)

typedef struct {
  GString *out;
  GOutputStream *stream;   /* NULL: keep everything in out */
  GError *error;           /* the first write error; nothing is written after it */
} Writer;

static void
writer_flush (Writer *writer)
{
  if (writer->stream == NULL || writer->error != NULL || writer->out->len == 0)
    return;
  g_output_stream_write_all (writer->stream, writer->out->str, writer->out->len, NULL, NULL, &writer->error);
  g_string_truncate (writer->out, 0);
}

static inline void
writer_maybe_flush (Writer *writer)
{
  if (writer->stream != NULL && writer->out->len >= SAVE_CHUNK)
    writer_flush (writer);
}

static void
append_pairs (Writer     *writer,
              const char *element,
              GPtrArray  *pairs)
{
  GString *out = writer->out;

  for (guint i = 0; i < pairs->len; i++)
    {
      const SwPair *pair = g_ptr_array_index (pairs, i);

      g_string_append_printf (out, "  <%s", element);
      append_attr (out, "a", pair->a);
      append_attr (out, "b", pair->b);
      if (pair->kind != NULL)
        append_attr (out, "kind", pair->kind);
      out_append (out, "/>\n");
      writer_maybe_flush (writer);
    }
}

static void
write_map (SwMap  *map,
           Writer *writer)
{
  GString *out = writer->out;

  out_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<swmap version=\"%d\"", SW_MAP_FORMAT_VERSION);
  append_attr (out, "edition", map->edition != NULL ? map->edition : "base");
  out_append (out, ">\n");

  append_texts (out, "  ", "title", map->titles);
  append_texts (out, "  ", "description", map->descriptions);

  for (guint i = 0; i < map->scenarios->len; i++)
    {
      const SwScenario *scenario = &g_array_index (map->scenarios, SwScenario, i);

      out_append (out, "  <scenario");
      append_uint_attr (out, "players", scenario->players);
      if (scenario->turns > 0)
        append_uint_attr (out, "turns", scenario->turns);
      out_append (out, "/>\n");
    }

  for (guint i = 0; i < map->boards->len; i++)
    {
      const SwBoard *board = g_ptr_array_index (map->boards, i);

      out_append (out, "  <board");
      append_attr (out, "id", board->id);
      append_number_attr (out, "width", board->width);
      append_number_attr (out, "height", board->height);
      if (board->size != NULL)
        append_attr (out, "size", board->size);
      if (board->has_position)
        {
          append_number_attr (out, "x", board->x);
          append_number_attr (out, "y", board->y);
        }
      out_append (out, "/>\n");
      writer_maybe_flush (writer);
    }

  if (map->vertices->len > 0)
    {
      out_append (out, "  <vertices>\n");
      for (guint i = 0; i < map->vertices->len; i++)
        {
          const SwVertex *vertex = &g_array_index (map->vertices, SwVertex, i);

          append_vertex (out, vertex);
          writer_maybe_flush (writer);
        }
      out_append (out, "  </vertices>\n");
    }

  for (guint i = 0; i < map->regions->len; i++)
    {
      append_region (out, g_ptr_array_index (map->regions, i));
      writer_maybe_flush (writer);
    }

  append_pairs (writer, "link", map->links);
  append_pairs (writer, "barrier", map->barriers);

  out_append (out, "</swmap>\n");
  writer_flush (writer);
}

GBytes *
sw_map_to_bytes (SwMap *map)
{
  Writer writer = { NULL, NULL, NULL };

  g_return_val_if_fail (map != NULL, NULL);

  /* Roughly the final size, so that a big map is written without
   * repeated reallocation. */
  writer.out = g_string_sized_new (256 + 48 * map->vertices->len + 120 * map->regions->len +
                                   40 * (map->links->len + map->barriers->len));
  write_map (map, &writer);
  return g_string_free_to_bytes (writer.out);
}

/* FALSE, with the first number a file cannot hold (the loader would
 * refuse it, so the map could not be opened again), named. */
static gboolean
check_numbers (SwMap   *map,
               GError **error)
{
  char bx[32], by[32];

  for (guint i = 0; i < map->boards->len; i++)
    {
      const SwBoard *board = g_ptr_array_index (map->boards, i);

      if (!sw_map_number_fits (board->width) || !sw_map_number_fits (board->height) ||
          (board->has_position && (!sw_map_number_fits (board->x) || !sw_map_number_fits (board->y))))
        {
          g_set_error (error, SW_MAP_ERROR, SW_MAP_ERROR_UNSAVABLE,
                       _("Board “%s” has a size or place that a map file cannot hold (sizes and places "
                         "must be numbers within %.0f mm); nothing was saved"),
                       board->id, SW_MAP_MAX_MILLIMETRES);
          return FALSE;
        }
    }
  for (guint i = 0; i < map->vertices->len; i++)
    {
      const SwVertex *vertex = &g_array_index (map->vertices, SwVertex, i);

      if (!sw_map_number_fits (vertex->x) || !sw_map_number_fits (vertex->y))
        {
          /* printf's own words for what is not a number */
          g_snprintf (bx, sizeof bx, "%g", vertex->x);
          g_snprintf (by, sizeof by, "%g", vertex->y);
          g_set_error (error, SW_MAP_ERROR, SW_MAP_ERROR_UNSAVABLE,
                       _("Vertex %u is at (%s, %s), which a map file cannot hold (coordinates must be "
                         "numbers within %.0f mm); nothing was saved"),
                       vertex->id, bx, by, SW_MAP_MAX_MILLIMETRES);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
sw_map_save_file (SwMap       *map,
                  const char  *path,
                  GError     **error)
{
  Writer writer = { NULL, NULL, NULL };
  SwSave *save;

  g_return_val_if_fail (map != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* What g_file_replace_contents() does, a chunk at a time: written to a
   * temporary file and renamed over the old one, which is kept as PATH~,
   * when all is written; a failed write leaves both as they were, and a
   * crash mid-save never leaves a half-written map (sw-save.c). */
  if (!check_numbers (map, error))
    return FALSE;
  save = sw_save_begin (path, error);
  if (save == NULL)
    return FALSE;

  writer.out = g_string_sized_new (SAVE_CHUNK + 4096);
  writer.stream = sw_save_get_stream (save);
  write_map (map, &writer);
  g_string_free (writer.out, TRUE);
  return sw_save_finish (save, writer.error, error);
}
