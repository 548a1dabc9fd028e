/* gen-map.c: writes a valid N-region partition as .swmap and as a Tiled TMX map, for the benchmark. */
#define G_LOG_DOMAIN "sw-bench"
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <gio/gio.h>

#include "sw-map.h"
#include "sw-map-xml.h"

/* The partition is a "brick wall" of cells: rows of cells, odd rows shifted
 * by half a cell, every vertex jittered. Bricks, unlike a square grid, meet
 * three at a vertex, so no two regions touch at a corner only; every shared
 * border is at least 18 - 2 * JITTER mm long and every cell leaves room for a
 * circle of more than 18 mm, so the map is valid and warning-free apart from
 * link-free planar checks. Odd rows end with 1.5-wide cells instead of
 * half cells. */
#define CELL_WIDTH 36.0
#define CELL_HEIGHT 28.0
#define JITTER 3.0
#define ASPECT 1.414   /* board width / height, as A-series paper */

typedef struct {
  GArray *bounds;   /* double: x of the cell boundaries, 0 and the width included */
} Row;

typedef struct {
  GArray *xs;       /* double: x of the points on this horizontal line, sorted */
  guint first_id;   /* vertex id of xs[0]; the others follow */
} Line;

typedef struct {
  guint row, cell;
  char *terrain;
  GArray *ring;     /* guint vertex ids */
} Cell;

static void
row_free (gpointer data)
{
  Row *row = data;

  g_array_unref (row->bounds);
  g_free (row);
}

static void
line_clear (gpointer data)
{
  Line *line = data;

  g_clear_pointer (&line->xs, g_array_unref);
}

static void
cell_free (gpointer data)
{
  Cell *cell = data;

  g_free (cell->terrain);
  g_array_unref (cell->ring);
  g_free (cell);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Jitter in hundredths of a millimetre, so both files carry the same numbers. */
static double
jitter (GRand *rand)
{
  return g_rand_int_range (rand, (gint32) (-JITTER * 100), (gint32) (JITTER * 100) + 1) / 100.0;
}

static GPtrArray *
make_rows (guint  n_regions,
           double *width,
           guint  *n_rows)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func (row_free);
  guint n_cols, total = 0, excess;
  guint r_count = (guint) MAX (2.0, sqrt (n_regions * CELL_WIDTH / (ASPECT * CELL_HEIGHT)));

  n_cols = MAX (4u, (guint) ceil ((double) n_regions / r_count + 0.5));
  while (r_count * n_cols - r_count / 2 < n_regions)
    n_cols++;
  *width = n_cols * CELL_WIDTH;
  *n_rows = r_count;

  for (guint r = 0; r < r_count; r++)
    {
      Row *row = g_new0 (Row, 1);
      double x;

      row->bounds = g_array_new (FALSE, FALSE, sizeof (double));
      x = 0;
      g_array_append_val (row->bounds, x);
      for (guint c = 1; c < n_cols; c++)
        {
          if (r % 2 == 1 && c == 1)
            continue;   /* 1.5-wide first cell */
          x = r % 2 == 0 ? c * CELL_WIDTH : (c - 0.5) * CELL_WIDTH;
          g_array_append_val (row->bounds, x);
        }
      x = *width;
      g_array_append_val (row->bounds, x);
      total += row->bounds->len - 1;
      g_ptr_array_add (rows, row);
    }

  /* Too many cells: merge pairs of cells in the last rows. */
  excess = total - n_regions;
  for (guint r = r_count; r-- > 0 && excess > 0;)
    {
      Row *row = g_ptr_array_index (rows, r);

      for (guint i = 1; i + 1 < row->bounds->len && excess > 0; i++, excess--)
        g_array_remove_index (row->bounds, i);
    }
  g_assert (excess == 0);
  return rows;
}

static const char *
pick_land_terrain (GRand *rand)
{
  static const char *land[] = { "farmland", "farmland", "hill", "forest", "swamp", "mountain" };
  return land[g_rand_int_range (rand, 0, G_N_ELEMENTS (land))];
}

static void
write_tmx (GString   *out,
           GPtrArray *cells,
           GArray    *vertex_x,
           GArray    *vertex_y,
           double     width,
           double     height)
{
  char a[32], b[32];

  g_string_append_printf (out,
                          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<map version=\"1.8\" tiledversion=\"1.8.2\" orientation=\"orthogonal\" "
                          "renderorder=\"right-down\" width=\"%u\" height=\"%u\" tilewidth=\"1\" "
                          "tileheight=\"1\" infinite=\"0\" nextlayerid=\"2\" nextobjectid=\"%u\">\n"
                          " <objectgroup id=\"1\" name=\"regions\">\n",
                          (guint) ceil (width), (guint) ceil (height), cells->len + 1);
  for (guint i = 0; i < cells->len; i++)
    {
      Cell *cell = g_ptr_array_index (cells, i);
      guint first = g_array_index (cell->ring, guint, 0);
      double x0 = g_array_index (vertex_x, double, first);
      double y0 = g_array_index (vertex_y, double, first);

      g_string_append_printf (out, "  <object id=\"%u\" name=\"r%u\" x=\"%s\" y=\"%s\">\n"
                              "   <properties>\n"
                              "    <property name=\"terrain\" value=\"%s\"/>\n"
                              "   </properties>\n"
                              "   <polygon points=\"",
                              i + 1, i + 1, sw_format_number (x0, a), sw_format_number (y0, b),
                              cell->terrain);
      for (guint k = 0; k < cell->ring->len; k++)
        {
          guint id = g_array_index (cell->ring, guint, k);

          g_string_append_printf (out, "%s%s,%s", k ? " " : "",
                                  sw_format_number (g_array_index (vertex_x, double, id) - x0, a),
                                  sw_format_number (g_array_index (vertex_y, double, id) - y0, b));
        }
      g_string_append (out, "\"/>\n  </object>\n");
    }
  g_string_append (out, " </objectgroup>\n</map>\n");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GRand) rand = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) cells = NULL;
  g_autoptr(GArray) lines = NULL;
  g_autoptr(GArray) vertex_x = NULL;   /* indexed by vertex id */
  g_autoptr(GArray) vertex_y = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GString) tmx = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  double width, height;
  guint n_regions, n_rows, next_id = 1, lost_tribes = 0, mountains = 0;

  if (argc != 4 || (n_regions = (guint) strtoul (argv[1], NULL, 10)) < 8)
    {
      g_printerr ("usage: %s N_REGIONS OUT.swmap OUT.tmx   (N_REGIONS >= 8)\n", argv[0]);
      return 2;
    }

  rand = g_rand_new_with_seed (n_regions);
  rows = make_rows (n_regions, &width, &n_rows);
  height = n_rows * CELL_HEIGHT;

  /* Line i lies between rows i-1 and i: its points are both rows' boundaries. */
  lines = g_array_new (FALSE, TRUE, sizeof (Line));
  g_array_set_clear_func (lines, line_clear);
  vertex_x = g_array_new (FALSE, TRUE, sizeof (double));
  vertex_y = g_array_new (FALSE, TRUE, sizeof (double));
  g_array_set_size (vertex_x, 1);
  g_array_set_size (vertex_y, 1);
  for (guint i = 0; i <= n_rows; i++)
    {
      Line line = { g_array_new (FALSE, FALSE, sizeof (double)), next_id };

      for (guint r = (i > 0 ? i - 1 : 0); r <= i && r < n_rows; r++)
        {
          Row *row = g_ptr_array_index (rows, r);
          g_array_append_vals (line.xs, row->bounds->data, row->bounds->len);
        }
      g_array_sort (line.xs, compare_doubles);
      for (guint k = 1; k < line.xs->len;)
        if (g_array_index (line.xs, double, k) == g_array_index (line.xs, double, k - 1))
          g_array_remove_index (line.xs, k);
        else
          k++;
      for (guint k = 0; k < line.xs->len; k++)
        {
          double x = g_array_index (line.xs, double, k), y = i * CELL_HEIGHT;
          gboolean on_side = x == 0 || x == width, on_top_or_bottom = i == 0 || i == n_rows;

          if (!on_side)
            x += jitter (rand);
          if (!on_top_or_bottom)
            y += jitter (rand);
          g_array_append_val (vertex_x, x);
          g_array_append_val (vertex_y, y);
        }
      next_id += line.xs->len;
      g_array_append_val (lines, line);
    }

  /* Cells: the top line's points left to right, then the bottom line's back. */
  cells = g_ptr_array_new_with_free_func (cell_free);
  for (guint r = 0; r < n_rows; r++)
    {
      Row *row = g_ptr_array_index (rows, r);
      Line *top = &g_array_index (lines, Line, r), *bottom = &g_array_index (lines, Line, r + 1);

      for (guint c = 0; c + 1 < row->bounds->len; c++)
        {
          double left = g_array_index (row->bounds, double, c);
          double right = g_array_index (row->bounds, double, c + 1);
          Cell *cell = g_new0 (Cell, 1);

          cell->row = r;
          cell->cell = c;
          cell->ring = g_array_new (FALSE, FALSE, sizeof (guint));
          for (guint k = 0; k < top->xs->len; k++)
            {
              double x = g_array_index (top->xs, double, k);
              guint id = top->first_id + k;
              if (x >= left && x <= right)
                g_array_append_val (cell->ring, id);
            }
          for (guint k = bottom->xs->len; k-- > 0;)
            {
              double x = g_array_index (bottom->xs, double, k);
              guint id = bottom->first_id + k;
              if (x >= left && x <= right)
                g_array_append_val (cell->ring, id);
            }

          /* Water that cannot cut the land apart: lakes far from each other
           * inside, seas spaced out on the top and bottom edges. */
          if (r >= 2 && r + 3 <= n_rows && r % 4 == 2 && c >= 3 && c + 4 < row->bounds->len && c % 6 == 3)
            cell->terrain = g_strdup ("lake");
          else if ((r == 0 || r + 1 == n_rows) && c >= 2 && c + 3 < row->bounds->len && c % 8 == 4)
            cell->terrain = g_strdup ("sea");
          else
            cell->terrain = g_strdup (pick_land_terrain (rand));
          g_ptr_array_add (cells, cell);
        }
    }
  g_assert (cells->len == n_regions);

  map = sw_map_new ("base");
  title = g_strdup_printf ("Benchmark partition, %u regions", n_regions);
  sw_map_add_text (map->titles, NULL, title);
  sw_map_add_board (map, "main", width, height);
  for (guint id = 1; id < vertex_x->len; id++)
    sw_map_add_vertex (map, id, g_array_index (vertex_x, double, id), g_array_index (vertex_y, double, id));
  for (guint i = 0; i < cells->len; i++)
    {
      Cell *cell = g_ptr_array_index (cells, i);
      g_autofree char *id = g_strdup_printf ("r%u", i + 1);
      SwRegion *region = sw_map_add_region (map, id, cell->terrain);
      gboolean land = !g_str_equal (cell->terrain, "sea") && !g_str_equal (cell->terrain, "lake");

      region->outline = sw_ring_new ((const guint *) cell->ring->data, cell->ring->len);
      if (land && i % 7 == 0)
        sw_region_add_symbol (region, "mine");
      if (land && i % 11 == 0)
        sw_region_add_symbol (region, "cavern");
      if (land && i % 13 == 0)
        sw_region_add_symbol (region, "magic");
      /* The box holds 18 lost tribes and 10 mountains. */
      if (land && i % 97 == 5 && lost_tribes < 18)
        {
          sw_region_add_start (region, "lost-tribe", 1);
          lost_tribes++;
        }
      if (g_str_equal (cell->terrain, "mountain") && mountains < 10)
        {
          sw_region_add_start (region, "mountain", 1);
          mountains++;
        }
    }
  sw_map_changed (map);

  bytes = sw_map_to_bytes (map);
  if (!g_file_set_contents (argv[2], g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  tmx = g_string_new (NULL);
  write_tmx (tmx, cells, vertex_x, vertex_y, width, height);
  if (!g_file_set_contents (argv[3], tmx->str, tmx->len, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  g_print ("%u regions, %u vertices, board %.0f x %.0f mm\n",
           n_regions, vertex_x->len - 1, width, height);
  return 0;
}
