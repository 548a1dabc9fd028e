/* sw-import-trace.c: the repaired grid of an imported drawing traced into a map: region borders as loops over shared corners, simplified, with ids and terrains. */
#define G_LOG_DOMAIN "sw-import"
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "sw-catalog.h"
#include "sw-import-private.h"
#include "sw-issue.h"
#include "sw-validate.h"

/* ---- 4. tracing ---- */


static inline gboolean
is_junction (const Grid *grid,
             gint        i,
             gint        j)
{
  gint32 around[4] = { cell (grid, i - 1, j - 1), cell (grid, i, j - 1),
                       cell (grid, i - 1, j), cell (grid, i, j) };
  guint distinct = 0;

  if ((i == 0 || i == (gint) grid->nx) && (j == 0 || j == (gint) grid->ny))
    return TRUE;
  for (guint a = 0; a < 4; a++)
    {
      gboolean seen = FALSE;

      for (guint b = 0; b < a; b++)
        seen |= around[b] == around[a];
      distinct += !seen;
    }
  return distinct >= 3;
}

/* Traces every region's boundary loops. Each cell edge is walked with the
 * region on the right (y grows downwards): along the top of a cell
 * rightwards. */
void
sw_import_trace_loops (Trace *trace)
{
  const Grid *grid = trace->grid;
  guint W = grid->nx + 1;
  g_autofree guint8 *top_done = g_new0 (guint8, (gsize) grid->nx * grid->ny);

  for (guint j = 0; j < grid->ny; j++)
    for (guint i = 0; i < grid->nx; i++)
      {
        gint32 r = cell (grid, (gint) i, (gint) j);
        GArray *loop;
        gint ci, cj, dx, dy, sdx, sdy;
        double area = 0;

        if (top_done[(gsize) j * grid->nx + i] || cell (grid, (gint) i, (gint) j - 1) == r)
          continue;
        loop = g_array_new (FALSE, FALSE, sizeof (guint32));
        ci = (gint) i, cj = (gint) j, dx = 1, dy = 0;
        sdx = dx, sdy = dy;
        do
          {
            gint ni, nj, ndx, ndy;

            if (dx == 1)
              top_done[(gsize) cj * grid->nx + ci] = 1;
            ni = ci + dx, nj = cj + dy;
            area += (double) ci * nj - (double) ni * cj;
            /* The next edge from corner (ni, nj) with r on the right. */
            {
              gint32 tl = cell (grid, ni - 1, nj - 1), tr = cell (grid, ni, nj - 1);
              gint32 bl = cell (grid, ni - 1, nj), br = cell (grid, ni, nj);

              if (br == r && tr != r)
                ndx = 1, ndy = 0;
              else if (bl == r && br != r)
                ndx = 0, ndy = 1;
              else if (tl == r && bl != r)
                ndx = -1, ndy = 0;
              else
                ndx = 0, ndy = -1;
              if (ndx != dx || ndy != dy || is_junction (grid, ni, nj))
                {
                  guint32 id = (guint32) nj * W + (guint32) ni;
                  g_array_append_val (loop, id);
                }
            }
            ci = ni, cj = nj, dx = ndx, dy = ndy;
          }
        while (!(ci == (gint) i && cj == (gint) j && dx == sdx && dy == sdy));
        g_ptr_array_add (trace->loops, loop);
        g_array_append_val (trace->loop_label, r);
        area /= 2;
        g_array_append_val (trace->loop_area, area);
      }
}

static void
corner_xy (const Grid *grid,
           guint32     id,
           double     *x,
           double     *y)
{
  *x = (id % (grid->nx + 1)) * grid->cx;
  *y = (id / (grid->nx + 1)) * grid->cy;
}

/* Douglas-Peucker over @chain (corner ids), marking kept corners. */
static void
simplify_chain (Trace        *trace,
                const guint32 *chain,
                guint         n,
                double        tolerance)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));

  trace->keep[chain[0]] = 1;
  trace->keep[chain[n - 1]] = 1;
  if (n < 3)
    return;
  {
    guint range[2] = { 0, n - 1 };
    g_array_append_vals (stack, range, 2);
  }
  while (stack->len > 0)
    {
      guint b = g_array_index (stack, guint, stack->len - 1);
      guint a = g_array_index (stack, guint, stack->len - 2);
      double ax, ay, bx, by, dx, dy, length, best = -1;
      guint best_k = 0;

      g_array_set_size (stack, stack->len - 2);
      if (b <= a + 1)
        continue;
      corner_xy (trace->grid, chain[a], &ax, &ay);
      corner_xy (trace->grid, chain[b], &bx, &by);
      dx = bx - ax, dy = by - ay;
      length = hypot (dx, dy);
      for (guint k = a + 1; k < b; k++)
        {
          double px, py, d;

          corner_xy (trace->grid, chain[k], &px, &py);
          d = length > 0 ? fabs ((px - ax) * dy - (py - ay) * dx) / length : hypot (px - ax, py - ay);
          if (d > best)
            best = d, best_k = k;
        }
      if (best > tolerance || length == 0)
        {
          guint left[2] = { a, best_k }, right[2] = { best_k, b };

          trace->keep[chain[best_k]] = 1;
          g_array_append_vals (stack, left, 2);
          g_array_append_vals (stack, right, 2);
        }
    }
}

/* Simplifies every stretch between junctions once, in a direction both
 * sides agree on, so that neighbours keep the same corners. */
void
sw_import_simplify_loops (Trace  *trace,
                double  tolerance)
{
  const Grid *grid = trace->grid;
  g_autoptr(GArray) chain = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint l = 0; l < trace->loops->len; l++)
    {
      GArray *loop = g_ptr_array_index (trace->loops, l);
      const guint32 *c = (const guint32 *) loop->data;
      guint n = loop->len, start = G_MAXUINT;

      for (guint k = 0; k < n; k++)
        if (is_junction (grid, (gint) (c[k] % (grid->nx + 1)), (gint) (c[k] / (grid->nx + 1))))
          {
            trace->keep[c[k]] = 1;
            if (start == G_MAXUINT)
              start = k;
          }
      if (start == G_MAXUINT)
        {
          /* No junction: the loop is all one border with one neighbour,
           * whose loop has the same corners; both start at the least. */
          start = 0;
          for (guint k = 1; k < n; k++)
            if (c[k] < c[start])
              start = k;
          trace->keep[c[start]] = 1;
        }
      for (guint k = 0; k < n;)
        {
          guint from = (start + k) % n;

          g_array_set_size (chain, 0);
          g_array_append_val (chain, c[from]);
          k++;
          while (TRUE)
            {
              guint at = (start + k) % n;

              g_array_append_val (chain, c[at]);
              if (trace->keep[c[at]] && is_junction (grid, (gint) (c[at] % (grid->nx + 1)), (gint) (c[at] / (grid->nx + 1))))
                break;
              if (at == start)
                break;
              k++;
            }
          {
            guint32 *v = (guint32 *) chain->data;
            guint m = chain->len;

            if (m >= 3 && v[1] > v[m - 2])
              for (guint a = 0, b = m - 1; a < b; a++, b--)
                {
                  guint32 t = v[a];
                  v[a] = v[b], v[b] = t;
                }
            simplify_chain (trace, v, m, tolerance);
          }
          if ((start + k) % n == start)
            break;
        }
    }
}

/* ---- building the map ---- */

static gboolean
valid_ncname (const char *text)
{
  if (text == NULL || !g_ascii_isalpha (text[0]))
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return FALSE;
  return TRUE;
}

static char *
slug (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (out, g_ascii_tolower (*p));
      else if (out->len > 0 && out->str[out->len - 1] != '-')
        g_string_append_c (out, '-');
    }
  while (out->len > 0 && out->str[out->len - 1] == '-')
    g_string_truncate (out, out->len - 1);
  if (out->len > 0 && !g_ascii_isalpha (out->str[0]))
    g_string_prepend (out, "r");
  return g_string_free (out, FALSE);
}

GPtrArray *
sw_import_region_ids (SwImportDrawing *drawing)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint k = 0; k < drawing->shapes->len; k++)
    {
      SwImportShape *shape = g_ptr_array_index (drawing->shapes, k);
      g_autofree char *candidate = NULL;
      char *id;

      if (shape->label != NULL)
        candidate = slug (shape->label);
      if ((candidate == NULL || candidate[0] == '\0') && valid_ncname (shape->id))
        {
          g_free (candidate);
          candidate = g_strdup (shape->id);
        }
      if (candidate == NULL || candidate[0] == '\0')
        {
          g_free (candidate);
          candidate = g_strdup_printf ("r%u", k + 1);
        }
      id = g_strdup (candidate);
      for (guint n = 2; g_hash_table_contains (used, id); n++)
        {
          g_free (id);
          id = g_strdup_printf ("%s-%u", candidate, n);
        }
      g_ptr_array_add (ids, id);
      g_hash_table_add (used, id);
    }
  return ids;
}

const char *
sw_import_first_terrain (const SwCatalog *catalog,
               gboolean         lake)
{
  g_autoptr(GPtrArray) terrains = sw_catalog_list (catalog, "terrain");
  const char *fallback = NULL;

  for (guint i = 0; i < terrains->len; i++)
    {
      const SwCatalogEntry *entry = g_ptr_array_index (terrains, i);
      gboolean water = sw_catalog_entry_get_bool (entry, "water", FALSE);

      if (lake && water && !sw_catalog_entry_get_bool (entry, "sea", FALSE))
        return entry->id;
      if (lake && water && fallback == NULL)
        fallback = entry->id;
      if (!lake && sw_catalog_entry_get_bool (entry, "conquerable", FALSE))
        return entry->id;
    }
  return fallback != NULL ? fallback
         : terrains->len > 0 ? ((const SwCatalogEntry *) g_ptr_array_index (terrains, 0))->id : "farmland";
}

gboolean
sw_import_resolve_terrains (SwImportDrawing       *drawing,
                  const SwImportOptions *options,
                  const SwCatalog       *catalog,
                  GPtrArray             *ids,
                  GPtrArray             *terrains,
                  GPtrArray             *notes,
                  GError               **error)
{
  const char *edition = options->edition != NULL ? options->edition : "base";
  /* colour + 1 -> the ids of the regions whose terrain it was taken for */
  g_autoptr(GHashTable) guessed = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GArray) guessed_order = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint k = 0; k < drawing->shapes->len; k++)
    {
      SwImportShape *shape = g_ptr_array_index (drawing->shapes, k);
      const char *terrain = NULL;
      gboolean exact = TRUE;

      if (shape->terrain != NULL)
        {
          if (sw_catalog_find (catalog, "terrain", shape->terrain) == NULL)
            {
              g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                           _("line %u: the terrain “%s” of %s is not a terrain of the %s edition"),
                           shape->line, shape->terrain, (const char *) g_ptr_array_index (ids, k), edition);
              return FALSE;
            }
          terrain = shape->terrain;
        }
      else if (shape->has_colour && options->terrain_colours != NULL &&
               (terrain = g_hash_table_lookup (options->terrain_colours, GUINT_TO_POINTER (shape->colour + 1))) != NULL)
        ;
      else if (shape->has_colour)
        terrain = sw_import_nearest_terrain (edition, shape->colour, &exact);
      if (!exact && terrain != NULL)
        {
          GPtrArray *regions = g_hash_table_lookup (guessed, GUINT_TO_POINTER (shape->colour + 1));

          if (regions == NULL)
            {
              regions = g_ptr_array_new ();
              g_hash_table_insert (guessed, GUINT_TO_POINTER (shape->colour + 1), regions);
              g_array_append_val (guessed_order, shape->colour);
            }
          g_ptr_array_add (regions, g_ptr_array_index (ids, k));
        }
      if (terrain == NULL)
        {
          const char *regions[] = { g_ptr_array_index (ids, k), NULL };

          terrain = sw_import_first_terrain (catalog, FALSE);
          sw_import_add_note (notes, "terrain", shape->line, 0, regions,
                              _("%s has no terrain or fill colour the import can read; it gets %s"),
                              regions[0], terrain);
        }
      g_ptr_array_add (terrains, g_strdup (terrain));
    }
  /* a fill that is no terrain's colour: which terrain it was taken for,
   * once per colour, as a guess is to be checked */
  for (guint i = 0; i < guessed_order->len; i++)
    {
      guint32 colour = g_array_index (guessed_order, guint32, i);
      GPtrArray *regions = g_hash_table_lookup (guessed, GUINT_TO_POINTER (colour + 1));
      const char *terrain = sw_import_nearest_terrain (edition, colour, NULL);
      const SwCatalogEntry *entry = sw_catalog_find (catalog, "terrain", terrain);
      g_autofree char *list = NULL;

      g_ptr_array_add (regions, NULL);
      list = g_strjoinv (", ", (char **) regions->pdata);
      sw_import_add_note (notes, "terrain-colour", 0, 0, (const char *const *) regions->pdata,
                          ngettext ("fill #%06x is no terrain's colour: the nearest, %s, was taken for %s; check it",
                                    "fill #%06x is no terrain's colour: the nearest, %s, was taken for %s; check them",
                                    regions->len - 1),
                          colour, entry != NULL ? sw_catalog_entry_name (entry) : terrain, list);
    }
  return TRUE;
}

gboolean
sw_import_geometry_valid (SwMap *map)
{
  static const char *const codes[] = {
    "outline-degenerate", "outline-self-intersecting", "regions-overlap", "board-gap", "outside-board",
  };
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();

  sw_validate_map (map, issues);
  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    if (sw_issue_list_has_code (issues, codes[i]))
      return FALSE;
  return TRUE;
}

SwMap *
sw_import_build_map (Grid            *grid,
           Trace           *trace,
           SwImportDrawing *drawing,
           const char      *edition,
           GPtrArray       *ids,
           GPtrArray       *terrains,
           GPtrArray       *labels)
{
  g_autoptr(SwMap) map = sw_map_new (edition);
  g_autoptr(GHashTable) vertex_of = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autofree SwRegion **region_of = g_new0 (SwRegion *, grid->n_labels);
  g_autoptr(GArray) ids_buffer = g_array_new (FALSE, FALSE, sizeof (guint));
  guint next_vertex = 1;

  if (drawing->title != NULL)
    sw_map_add_text (map->titles, NULL, drawing->title);
  sw_map_add_board (map, "main", drawing->width, drawing->height);
  /* Regions in drawing order; outline first, then holes. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint l = 0; l < trace->loops->len; l++)
      {
        GArray *loop = g_ptr_array_index (trace->loops, l);
        gint32 label = g_array_index (trace->loop_label, gint32, l);
        gboolean outer = g_array_index (trace->loop_area, double, l) > 0;
        SwRing *ring;

        if (label < 0 || outer != (pass == 0))
          continue;
        g_array_set_size (ids_buffer, 0);
        for (guint k = 0; k < loop->len; k++)
          {
            guint32 corner = g_array_index (loop, guint32, k);
            guint vid;

            if (!trace->keep[corner])
              continue;
            vid = GPOINTER_TO_UINT (g_hash_table_lookup (vertex_of, GUINT_TO_POINTER (corner + 1)));
            if (vid == 0)
              {
                double x, y;

                corner_xy (grid, corner, &x, &y);
                vid = next_vertex++;
                sw_map_add_vertex (map, vid, x, y);
                g_hash_table_insert (vertex_of, GUINT_TO_POINTER (corner + 1), GUINT_TO_POINTER (vid));
              }
            g_array_append_val (ids_buffer, vid);
          }
        ring = sw_ring_new ((const guint *) ids_buffer->data, ids_buffer->len);
        if (outer)
          {
            if (region_of[label] != NULL)
              {
                sw_ring_free (ring);
                continue;   /* cannot happen once slivers are given away */
              }
            region_of[label] = sw_map_add_region (map, g_ptr_array_index (ids, label),
                                                  g_ptr_array_index (terrains, label));
            region_of[label]->outline = ring;
            if (g_ptr_array_index (labels, label) != NULL)
              sw_map_add_text (region_of[label]->names, NULL, g_ptr_array_index (labels, label));
          }
        else if (region_of[label] != NULL)
          g_ptr_array_add (region_of[label]->holes, ring);
        else
          sw_ring_free (ring);
      }
  sw_map_changed (map);
  return g_steal_pointer (&map);
}

/* Steps 3 and 4 on a grid where every cell has a region. */
