/* sw-layout.c: "Lay out from graph": a board drawn from a graph-only map. */
#define G_LOG_DOMAIN "sw-layout"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sw-catalog.h"
#include "sw-layout.h"
#include "sw-layout-private.h"
#include "sw-planarity.h"
#include "sw-topology.h"

/* The method, in short:
 * 1. The graph G of regions, plus a vertex O for "outside the board"
 *    adjacent to the regions on the board's edge, is embedded in the plane.
 * 2. Every face becomes a point where its regions meet. A face of three
 *    regions is a point where three pairwise adjacent regions meet, as on
 *    any board. A longer face (a region with two neighbours only, sitting
 *    inside the border of those two) gets a hidden centre whose wedges go
 *    to regions that are adjacent anyway (sw_layout_assign_face()), so no
 *    two regions ever meet at a corner only.
 * 3. The regions are drawn as points inside the board's frame: O becomes
 *    a ring of fixed points on the frame, one between each two edge
 *    regions that follow each other round it (plus the 4 corners), and
 *    every region's point starts at the mean of its neighbours (Tutte's
 *    barycentric drawing, which cannot fold). A gradient descent then
 *    evens out the regions' areas while keeping triangles well shaped and
 *    edges short; rounds of it give narrow regions a larger target and
 *    edge regions a fairer share of the frame (sw-layout-draw.c).
 * 4. Each triangle is cut by its centroid and side middles into kites; a
 *    region is the union of its kites (triangles against the frame are
 *    cut in two, or belong to one region whole). That is a partition of
 *    the board whose shared borders are exactly the graph's edges; where
 *    a border's bend at a side middle is not needed, it goes straight.
 * The way round the frame and the region at the top-left corner are the
 * ones under which the drawing reads best in region order (left to right,
 * top to bottom, as the official boards are numbered). */

#define DEFAULT_ITERATIONS 8
#define RELAX_STEPS 3000
#define SPRING_WEIGHT 0.02       /* compactness against even sizes, see layout_energy() */
#define DEFAULT_WIDTH 594.0
#define DEFAULT_HEIGHT 420.0
#define EMBED_ATTEMPTS 24

G_DEFINE_QUARK (sw-layout-error-quark, sw_layout_error)

static void
layout_clear (Layout *l)
{
  g_clear_pointer (&l->graph, sw_layout_graph_free);
  g_clear_pointer (&l->drawing, sw_layout_graph_free);
  g_clear_pointer (&l->realised_links, g_array_unref);
  g_clear_pointer (&l->triangles, g_array_unref);
  g_clear_pointer (&l->rim, g_array_unref);
  g_clear_pointer (&l->hull, g_array_unref);
  g_clear_pointer (&l->x, g_free);
  g_clear_pointer (&l->y, g_free);
  g_clear_pointer (&l->hull_weight, g_free);
  g_clear_pointer (&l->target, g_free);
  g_clear_pointer (&l->fixed, g_free);
}

static const char *
region_id (Layout *l,
           guint   index)
{
  return ((SwRegion *) g_ptr_array_index (l->map->regions, index))->id;
}

static gboolean
graph_is_planar (const SwLayoutGraph *graph)
{
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint u = 0; u < graph->n; u++)
    for (guint i = 0; i < graph->neighbours[u]->len; i++)
      {
        guint v = g_array_index (graph->neighbours[u], guint, i);

        if (u < v)
          {
            g_array_append_val (edges, u);
            g_array_append_val (edges, v);
          }
      }
  return sw_planarity_test (graph->n, (const guint *) edges->data, edges->len / 2,
                            NULL, NULL, NULL);
}


/* The graph, and which regions touch the frame. A border="yes" land region
 * next to a border="yes" sea may be a shore region (the entry rule of
 * border="auto") rather than on the edge; it is put on the edge when the
 * graph allows it. On the official boards exactly one choice keeps the
 * graph drawable, and it is the real board's. */
static gboolean
layout_build_graph (Layout  *l,
                    GError **error)
{
  SwMap *map = l->map;
  g_autofree guint8 *sea = g_new0 (guint8, l->n_regions + 1);
  g_autoptr(GArray) optional = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_edge = 0;

  l->graph = sw_layout_graph_new (l->n_regions + 1);
  l->realised_links = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < map->links->len + map->barriers->len; i++)
    {
      gboolean is_link = i < map->links->len;
      SwPair *pair = is_link ? g_ptr_array_index (map->links, i)
                             : g_ptr_array_index (map->barriers, i - map->links->len);
      gint a = sw_map_find_region (map, pair->a), b = sw_map_find_region (map, pair->b);

      if (a < 0 || b < 0 || a == b || (is_link && !sw_link_is_border (pair)))
        continue;
      sw_layout_graph_add_edge (l->graph, a, b);
      if (is_link)
        g_array_append_val (l->realised_links, i);
    }

  for (guint r = 0; r < l->n_regions; r++)
    {
      SwRegion *region = g_ptr_array_index (map->regions, r);

      sea[r] = l->catalog != NULL && sw_catalog_terrain_is_sea (l->catalog, region->terrain);
    }
  for (guint r = 0; r < l->n_regions; r++)
    {
      SwRegion *region = g_ptr_array_index (map->regions, r);
      gboolean shore = FALSE;

      if (region->border != SW_BORDER_YES)
        continue;
      n_edge++;
      for (guint i = 0; !sea[r] && l->catalog != NULL && i < l->graph->neighbours[r]->len; i++)
        {
          guint s = g_array_index (l->graph->neighbours[r], guint, i);
          SwRegion *other = g_ptr_array_index (map->regions, s);

          shore = shore || (sea[s] && other->border == SW_BORDER_YES);
        }
      if (shore && sw_catalog_terrain_is_conquerable (l->catalog, region->terrain))
        g_array_append_val (optional, r);
      else
        sw_layout_graph_add_edge (l->graph, r, l->outside);
    }
  if (n_edge < 3)
    {
      g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_NO_BORDER,
                   _("only %u regions are marked border=\"yes\"; the layout needs at least 3 to know which regions touch the board's edge"),
                   n_edge);
      return FALSE;
    }
  if (!graph_is_planar (l->graph))
    {
      g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_NOT_PLANAR,
                   _("the regions' adjacency, with the border=\"yes\" regions on the board's edge, cannot be drawn on paper (it is not planar)"));
      return FALSE;
    }
  for (guint i = 0; i < optional->len; i++)
    {
      guint r = g_array_index (optional, guint, i);

      sw_layout_graph_add_edge (l->graph, r, l->outside);
      if (!graph_is_planar (l->graph))
        {
          g_debug ("%s stays off the edge: a shore region", region_id (l, r));
          sw_layout_graph_remove_edge (l->graph, r, l->outside);
        }
    }
  return TRUE;
}

/* Faces to triangles and hull; FALSE when this embedding does not do. */
static gboolean
layout_triangulate (Layout    *l,
                    GPtrArray *faces,
                    GString   *why)
{
  guint O = l->outside;
  g_autofree guint *successor = g_new (guint, l->n_regions + 1);
  guint n_dummies = 0;

  for (guint i = 0; i <= l->n_regions; i++)
    successor[i] = G_MAXUINT;
  g_clear_pointer (&l->triangles, g_array_unref);
  g_clear_pointer (&l->rim, g_array_unref);
  g_clear_pointer (&l->hull, g_array_unref);
  l->triangles = g_array_new (FALSE, FALSE, sizeof (Triangle));
  l->hull = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint f = 0; f < faces->len; f++)
    {
      GArray *face = g_ptr_array_index (faces, f);
      const guint *v = (const guint *) face->data;
      guint k = face->len;
      gint at_o = -1;

      for (guint i = 0; i < k; i++)
        if (v[i] == O)
          at_o = i;
      if (at_o >= 0 && k == 3)
        {
          successor[v[(at_o + 1) % 3]] = v[(at_o + 2) % 3];
        }
      else if (at_o >= 0)
        {
          g_string_printf (why, _("regions %s and %s follow each other along the board's edge but are not adjacent (is a region between them missing border=\"yes\"?)"),
                           region_id (l, v[(at_o + 1) % k]), region_id (l, v[(at_o + k - 1) % k]));
          return FALSE;
        }
      else if (k == 3)
        {
          Triangle t = { TRIANGLE_INNER, { v[0], v[1], v[2] }, { v[0], v[1], v[2] } };

          g_array_append_val (l->triangles, t);
        }
      else
        {
          g_autofree guint *owners = g_new (guint, k);
          guint centre = l->n_regions + 1 + n_dummies++;

          if (!sw_layout_assign_face (l->graph, v, k, owners))
            {
              g_string_printf (why, _("regions %s, %s, %s and %s would meet at a corner: no border of the graph can separate them"),
                               region_id (l, v[0]), region_id (l, v[1]), region_id (l, v[2]), region_id (l, v[3]));
              return FALSE;
            }
          for (guint i = 0; i < k; i++)
            {
              Triangle t = { TRIANGLE_INNER, { v[i], v[(i + 1) % k], centre },
                             { v[i], v[(i + 1) % k], owners[i] } };

              g_array_append_val (l->triangles, t);
            }
        }
    }

  /* The edge regions in their order around O. */
  for (guint start = 0, r = G_MAXUINT; start <= l->n_regions && r == G_MAXUINT; start++)
    if (successor[start] != G_MAXUINT)
      {
        r = start;
        do
          {
            g_array_append_val (l->hull, r);
            r = successor[r];
          }
        while (r != start && r != G_MAXUINT && l->hull->len <= l->n_regions);
      }

  l->n_inner = l->n_regions + 1 + n_dummies;
  l->n_nodes = l->n_inner + l->hull->len + 4;
  if (l->rim == NULL)
    l->rim = g_array_new (FALSE, FALSE, sizeof (Triangle));
  return TRUE;
}

static gboolean
layout_embed (Layout  *l,
              GError **error)
{
  g_autoptr(GString) why = g_string_new (NULL);
  gboolean connected;
  gint cut = sw_layout_graph_find_cut_vertex (l->graph, &connected);

  if (!connected)
    {
      g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_UNSUPPORTED,
                   _("the regions do not form one connected board"));
      return FALSE;
    }
  if (cut == (gint) l->outside)
    {
      g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_UNSUPPORTED,
                   _("the regions form separate pieces joined only through the board's edge; the layout draws one connected board"));
      return FALSE;
    }
  if (cut >= 0)
    {
      g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_UNSUPPORTED,
                   _("region %s alone joins two parts of the board (an island or lake inside it?); the layout cannot draw holes yet"),
                   region_id (l, cut));
      return FALSE;
    }

  /* Most boards have one embedding; where a region can sit on either side
   * of a pair, another random choice may avoid a corner. */
  for (guint attempt = 0; attempt < EMBED_ATTEMPTS; attempt++)
    {
      g_autoptr(GRand) rand = attempt == 0 ? NULL : g_rand_new_with_seed (attempt);
      g_autoptr(GPtrArray) faces = sw_layout_graph_embed (l->graph, rand);

      if (faces == NULL)
        {
          g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_NOT_PLANAR,
                       _("the regions' adjacency, with the border regions on the board's edge, cannot be drawn on paper"));
          return FALSE;
        }
      if (layout_triangulate (l, faces, why))
        return TRUE;
    }
  g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_UNSUPPORTED,
               _("the board cannot be drawn without a corner-only contact: %s"), why->str);
  return FALSE;
}

/* How far positions are from "left to right, top to bottom" in region
 * order: pairs out of order, weighted by how clearly they are. */
static double
reading_cost (const guint  *regions,
              const double *x,
              const double *y,
              guint         n,
              double        row)
{
  double cost = 0;

  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      {
        double dy = y[i] - y[j], dx = x[i] - x[j];

        if (regions[i] >= regions[j])
          continue;
        if (dy > 0)
          cost += MIN (1.0, dy / row);
        if (dx > 0 && fabs (dy) < row)
          cost += (1 - fabs (dy) / row) * MIN (1.0, dx / row);
      }
  return cost;
}

/* Chooses the way round and the region at the top-left corner so that a
 * first drawing (edge regions evenly spread) reads best in region order;
 * leaves the hull in that order. */
static void
layout_orient (Layout *l)
{
  guint m = l->hull->len;
  g_autoptr(GArray) original = g_array_copy (l->hull);
  g_autofree guint *regions = g_new (guint, l->n_regions);
  gint best_direction = 1;
  guint best_start = 0;
  double best_cost = G_MAXDOUBLE;

  for (guint r = 0; r < l->n_regions; r++)
    regions[r] = r;
  for (gint direction = -1; direction <= 1; direction += 2)
    for (guint start = 0; start < m; start++)
      {
        double cost;

        for (guint i = 0; i < m; i++)
          g_array_index (l->hull, guint, i) =
            g_array_index (original, guint, (start + m + direction * (gint) i) % m);
        sw_layout_place_frame (l);
        sw_layout_solve (l);
        cost = reading_cost (regions, l->x, l->y, l->n_regions, l->height / 6);
        if (cost < best_cost)
          {
            best_cost = cost;
            best_direction = direction;
            best_start = start;
          }
      }
  for (guint i = 0; i < m; i++)
    g_array_index (l->hull, guint, i) =
      g_array_index (original, guint, (best_start + m + best_direction * (gint) i) % m);
}

static void
layout_balance (Layout *l,
                guint   iterations)
{
  guint m = l->hull->len;
  g_autofree double *best_weight = g_memdup2 (l->hull_weight, m * sizeof (double));
  /* The corners stay near the regions layout_orient() gave them to. */
  g_autofree double *anchor_weight = g_memdup2 (l->hull_weight, m * sizeof (double));
  g_autofree double *best_target = g_memdup2 (l->target, l->n_regions * sizeof (double));
  double best = -1, share = l->width * l->height / l->n_regions;
  /* About two thirds of the diameter an even share would give as a disc. */
  double goal = 0.75 * sqrt (share);

  for (guint round = 0; round <= iterations; round++)
    {
      Partition p;
      double total = 0;

      sw_layout_place_frame (l);
      sw_layout_solve (l);
      sw_layout_relax (l, RELAX_STEPS);
      sw_layout_partition (l, &p);
      g_debug ("round %u: smallest region %.1f mm across", round, p.min_diameter);
      if (p.min_diameter > best)
        {
          best = p.min_diameter;
          memcpy (best_weight, l->hull_weight, m * sizeof (double));
          memcpy (best_target, l->target, l->n_regions * sizeof (double));
        }
      if (p.folded)
        {
          sw_layout_partition_clear (&p);
          break;
        }
      /* An edge region's size is mostly its share of the rim. */
      for (guint i = 0; i < m; i++)
        {
          guint h = g_array_index (l->hull, guint, i);
          double ratio = CLAMP (p.area[h] / l->target[h], 0.05, 20);

          l->hull_weight[i] = CLAMP (l->hull_weight[i] * pow (ratio, -0.3),
                                     0.6 * anchor_weight[i], 1.6 * anchor_weight[i]);
        }
      /* A narrow region asks for more area, to widen. */
      for (guint r = 0; r < l->n_regions; r++)
        {
          if (p.diameter[r] < goal)
            l->target[r] *= MIN (1.5, pow (goal / MAX (p.diameter[r], 1), 0.5));
          total += l->target[r];
        }
      for (guint r = 0; r < l->n_regions; r++)
        l->target[r] *= l->width * l->height / total;
      sw_layout_partition_clear (&p);
    }
  /* The drawing is a function of the weights: redo the best one. */
  memcpy (l->hull_weight, best_weight, m * sizeof (double));
  memcpy (l->target, best_target, l->n_regions * sizeof (double));
  sw_layout_place_frame (l);
  sw_layout_solve (l);
  sw_layout_relax (l, RELAX_STEPS);
}

/* A region's first area target grows with its neighbours: on the real
 * boards a region with many neighbours is big (the seas, the lake), and
 * only with room can it reach them all without growing arms. */
static void
layout_initial_targets (Layout *l)
{
  double total = 0;

  for (guint r = 0; r < l->n_regions; r++)
    total += l->target[r] = l->graph->neighbours[r]->len + 2;
  for (guint r = 0; r < l->n_regions; r++)
    l->target[r] *= l->width * l->height / total;
}

static SwMap *
layout_make_map (Layout  *l,
                 GError **error)
{
  g_autoptr(SwMap) out = sw_map_copy (l->map);
  g_autofree guint *vertex_id = NULL;
  Partition p;
  guint next_id = 1;

  sw_layout_partition (l, &p);
  if (p.folded)
    {
      g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_UNSUPPORTED,
                   _("the drawing folded over itself; this is a bug in the layout"));
      sw_layout_partition_clear (&p);
      return NULL;
    }
  vertex_id = g_new0 (guint, p.px->len);
  g_array_set_size (out->vertices, 0);
  for (guint r = 0; r < l->n_regions; r++)
    {
      GArray *ring = g_ptr_array_index (p.rings, r);
      SwRegion *region = g_ptr_array_index (out->regions, r);
      g_autofree guint *ids = NULL;

      if (ring == NULL)
        {
          g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_UNSUPPORTED,
                       _("region %s came out in pieces; this is a bug in the layout"), region->id);
          sw_layout_partition_clear (&p);
          return NULL;
        }
      ids = g_new (guint, ring->len);
      for (guint i = 0; i < ring->len; i++)
        {
          guint point = g_array_index (ring, guint, i);

          if (vertex_id[point] == 0)
            {
              /* Hundredths of a millimetre are plenty, and keep files tidy. */
              double x = round (g_array_index (p.px, double, point) * 100) / 100;
              double y = round (g_array_index (p.py, double, point) * 100) / 100;

              vertex_id[point] = next_id++;
              sw_map_add_vertex (out, vertex_id[point], x, y);
            }
          ids[i] = vertex_id[point];
        }
      g_clear_pointer (&region->outline, sw_ring_free);
      region->outline = sw_ring_new (ids, ring->len);
    }
  sw_layout_partition_clear (&p);

  for (guint i = l->realised_links->len; i > 0; i--)
    g_ptr_array_remove_index (out->links, g_array_index (l->realised_links, guint, i - 1));
  if (out->boards->len == 0)
    sw_map_add_board (out, "main", l->width, l->height);
  else
    {
      SwBoard *board = g_ptr_array_index (out->boards, 0);

      board->width = l->width;
      board->height = l->height;
    }
  sw_map_changed (out);
  return g_steal_pointer (&out);
}

SwMap *
sw_layout_from_graph (SwMap                  *graph_map,
                      const SwLayoutOptions  *options,
                      GError                **error)
{
  Layout l = { 0 };
  SwMap *out = NULL;
  guint iterations = options != NULL && options->iterations > 0 ? options->iterations : DEFAULT_ITERATIONS;

  g_return_val_if_fail (graph_map != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (sw_map_has_geometry (graph_map))
    {
      g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_HAS_GEOMETRY,
                   _("the map already has outlines; the layout starts from a graph-only map"));
      return NULL;
    }
  if (graph_map->boards->len > 1)
    {
      g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_UNSUPPORTED,
                   _("the map has %u boards; the layout draws one board"), graph_map->boards->len);
      return NULL;
    }
  if (graph_map->regions->len < 3)
    {
      g_set_error (error, SW_LAYOUT_ERROR, SW_LAYOUT_ERROR_NO_BORDER,
                   _("the map has %u regions; the layout needs at least 3"), graph_map->regions->len);
      return NULL;
    }

  l.map = graph_map;
  l.catalog = sw_catalog_get (graph_map->edition);
  l.n_regions = graph_map->regions->len;
  l.outside = l.n_regions;
  if (options != NULL && options->width > 0 && options->height > 0)
    {
      l.width = options->width;
      l.height = options->height;
    }
  else if (graph_map->boards->len == 1)
    {
      SwBoard *board = g_ptr_array_index (graph_map->boards, 0);

      l.width = board->width;
      l.height = board->height;
    }
  if (!(l.width > 0 && l.height > 0))
    {
      l.width = DEFAULT_WIDTH;
      l.height = DEFAULT_HEIGHT;
    }

  if (layout_build_graph (&l, error) && layout_embed (&l, error))
    {
      l.x = g_new0 (double, l.n_nodes);
      l.y = g_new0 (double, l.n_nodes);
      l.fixed = g_new0 (guint8, l.n_nodes);
      l.hull_weight = g_new (double, l.hull->len);
      for (guint v = 0; v < l.n_nodes; v++)
        {
          l.x[v] = l.width / 2;
          l.y[v] = l.height / 2;
        }
      for (guint i = 0; i < l.hull->len; i++)
        l.hull_weight[i] = 1;
      l.rim_split = 0.5;
      l.spring_weight = SPRING_WEIGHT;
      l.target = g_new (double, l.n_regions);
      layout_initial_targets (&l);
      layout_orient (&l);
      layout_balance (&l, iterations);
      out = layout_make_map (&l, error);
    }
  layout_clear (&l);
  return out;
}

SwMap *
sw_layout_graph_from_map (SwMap *map)
{
  SwMap *graph;
  SwTopology *topology;

  g_return_val_if_fail (map != NULL, NULL);

  graph = sw_map_copy (map);
  topology = sw_map_get_topology (graph);
  for (guint i = 0; i < topology->contacts->len; i++)
    {
      const SwContact *c = &g_array_index (topology->contacts, SwContact, i);
      const SwRegion *a = g_ptr_array_index (graph->regions, c->a);
      const SwRegion *b = g_ptr_array_index (graph->regions, c->b);

      if (c->flags & SW_CONTACT_BORDER)
        sw_map_add_link (graph, a->id, b->id, "adjacent");
    }
  for (guint r = 0; r < graph->regions->len; r++)
    {
      SwRegion *region = g_ptr_array_index (graph->regions, r);

      g_clear_pointer (&region->outline, sw_ring_free);
      g_ptr_array_set_size (region->holes, 0);
    }
  g_array_set_size (graph->vertices, 0);
  sw_map_changed (graph);
  return graph;
}
