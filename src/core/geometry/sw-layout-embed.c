/* sw-layout-embed.c: a planar embedding of a region graph, and how to fill
 * its faces of more than three regions, for the layout. */
#define G_LOG_DOMAIN "sw-layout"
#include "config.h"

#include <string.h>

#include "sw-layout-private.h"

/* The biggest face sw_layout_assign_face() searches exhaustively (2^k). */
#define MAX_ASSIGNED_FACE 20

SwLayoutGraph *
sw_layout_graph_new (guint n)
{
  SwLayoutGraph *graph = g_new0 (SwLayoutGraph, 1);

  graph->n = n;
  graph->adjacent = g_new0 (guint8, (gsize) MAX (n, 1) * MAX (n, 1));
  graph->neighbours = g_new0 (GArray *, MAX (n, 1));
  for (guint v = 0; v < n; v++)
    graph->neighbours[v] = g_array_new (FALSE, FALSE, sizeof (guint));
  return graph;
}

void
sw_layout_graph_free (SwLayoutGraph *graph)
{
  if (graph == NULL)
    return;
  for (guint v = 0; v < graph->n; v++)
    g_array_unref (graph->neighbours[v]);
  g_free (graph->neighbours);
  g_free (graph->adjacent);
  g_free (graph);
}

gboolean
sw_layout_graph_has_edge (const SwLayoutGraph *graph,
                          guint                u,
                          guint                v)
{
  return u < graph->n && v < graph->n && graph->adjacent[(gsize) u * graph->n + v];
}

static void
insert_sorted (GArray *array,
               guint   value)
{
  guint i = 0;

  while (i < array->len && g_array_index (array, guint, i) < value)
    i++;
  g_array_insert_val (array, i, value);
}

static void
remove_value (GArray *array,
              guint   value)
{
  for (guint i = 0; i < array->len; i++)
    if (g_array_index (array, guint, i) == value)
      {
        g_array_remove_index (array, i);
        return;
      }
}

void
sw_layout_graph_add_edge (SwLayoutGraph *graph,
                          guint          u,
                          guint          v)
{
  g_return_if_fail (u < graph->n && v < graph->n);

  if (u == v || sw_layout_graph_has_edge (graph, u, v))
    return;
  graph->adjacent[(gsize) u * graph->n + v] = 1;
  graph->adjacent[(gsize) v * graph->n + u] = 1;
  insert_sorted (graph->neighbours[u], v);
  insert_sorted (graph->neighbours[v], u);
}

void
sw_layout_graph_remove_edge (SwLayoutGraph *graph,
                             guint          u,
                             guint          v)
{
  if (!sw_layout_graph_has_edge (graph, u, v))
    return;
  graph->adjacent[(gsize) u * graph->n + v] = 0;
  graph->adjacent[(gsize) v * graph->n + u] = 0;
  remove_value (graph->neighbours[u], v);
  remove_value (graph->neighbours[v], u);
}

/* How many vertices a search from @start reaches without entering @avoid. */
static guint
count_reachable (const SwLayoutGraph *graph,
                 guint                start,
                 guint                avoid,
                 guint8              *seen,
                 guint               *queue)
{
  guint head = 0, tail = 0;

  memset (seen, 0, graph->n);
  seen[start] = 1;
  queue[tail++] = start;
  while (head < tail)
    {
      guint x = queue[head++];
      GArray *nb = graph->neighbours[x];

      for (guint i = 0; i < nb->len; i++)
        {
          guint y = g_array_index (nb, guint, i);

          if (y != avoid && !seen[y])
            {
              seen[y] = 1;
              queue[tail++] = y;
            }
        }
    }
  return tail;
}

gint
sw_layout_graph_find_cut_vertex (const SwLayoutGraph *graph,
                                 gboolean            *connected)
{
  g_autofree guint8 *seen = g_new0 (guint8, MAX (graph->n, 1));
  g_autofree guint *queue = g_new0 (guint, MAX (graph->n, 1));

  *connected = graph->n == 0 || count_reachable (graph, 0, G_MAXUINT, seen, queue) == graph->n;
  if (!*connected || graph->n < 3)
    return -1;
  /* n searches of a small graph: simpler than Tarjan's low points, and
   * plenty fast for a board. */
  for (guint v = 0; v < graph->n; v++)
    if (count_reachable (graph, v == 0 ? 1 : 0, v, seen, queue) != graph->n - 1)
      return (gint) v;
  return -1;
}

/* A fragment of DMP: a component of the vertices not yet drawn with its
 * edges to drawn ones, or a single undrawn edge between drawn vertices. */
typedef struct {
  gint component;     /* -1 for a single edge */
  guint u, v;         /* the edge */
  GArray *attachments;
} Fragment;

static void
fragment_clear (gpointer data)
{
  Fragment *fragment = data;

  g_clear_pointer (&fragment->attachments, g_array_unref);
}

static GArray *
cycle_through_first_edge (const SwLayoutGraph *graph)
{
  guint n = graph->n;
  guint w = g_array_index (graph->neighbours[0], guint, 0);
  g_autofree guint *parent = g_new (guint, n);
  g_autofree guint *queue = g_new (guint, n);
  guint head = 0, tail = 0;
  GArray *cycle;

  /* Shortest path from w to 0 that does not use the edge 0-w. */
  for (guint i = 0; i < n; i++)
    parent[i] = G_MAXUINT;
  parent[w] = w;
  queue[tail++] = w;
  while (head < tail && parent[0] == G_MAXUINT)
    {
      guint x = queue[head++];
      GArray *nb = graph->neighbours[x];

      for (guint i = 0; i < nb->len; i++)
        {
          guint y = g_array_index (nb, guint, i);

          if (parent[y] != G_MAXUINT || (x == w && y == 0))
            continue;
          parent[y] = x;
          queue[tail++] = y;
        }
    }
  if (parent[0] == G_MAXUINT)
    return NULL;
  cycle = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint x = 0; x != w; x = parent[x])
    g_array_append_val (cycle, x);
  g_array_append_val (cycle, w);
  return cycle;
}

static gint
face_position (GArray *face,
               guint   vertex)
{
  for (guint i = 0; i < face->len; i++)
    if (g_array_index (face, guint, i) == vertex)
      return (gint) i;
  return -1;
}

/* Splits @faces[f] along @path, whose two ends lie on it. */
static void
split_face (GPtrArray *faces,
            guint      f,
            GArray    *path)
{
  GArray *face = g_ptr_array_index (faces, f);
  guint len = face->len, m = path->len - 1;
  guint i = (guint) face_position (face, g_array_index (path, guint, 0));
  guint j = (guint) face_position (face, g_array_index (path, guint, m));
  GArray *one = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *two = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint k = i;; k = (k + 1) % len)
    {
      g_array_append_val (one, g_array_index (face, guint, k));
      if (k == j)
        break;
    }
  for (guint k = m - 1; k >= 1; k--)
    g_array_append_val (one, g_array_index (path, guint, k));
  for (guint k = j;; k = (k + 1) % len)
    {
      g_array_append_val (two, g_array_index (face, guint, k));
      if (k == i)
        break;
    }
  for (guint k = 1; k < m; k++)
    g_array_append_val (two, g_array_index (path, guint, k));
  faces->pdata[f] = one;
  g_array_unref (face);
  g_ptr_array_add (faces, two);
}

/* A path through the fragment from one attachment to another. */
static GArray *
fragment_path (const SwLayoutGraph *graph,
               const Fragment      *fragment,
               const gint          *component,
               const guint8        *drawn)
{
  guint n = graph->n;
  guint start = g_array_index (fragment->attachments, guint, 0);
  g_autofree guint *parent = NULL;
  g_autofree guint *queue = NULL;
  guint head = 0, tail = 0, end = G_MAXUINT, last = G_MAXUINT;
  GArray *path = g_array_new (FALSE, FALSE, sizeof (guint));

  if (fragment->component < 0)
    {
      g_array_append_val (path, fragment->u);
      g_array_append_val (path, fragment->v);
      return path;
    }
  parent = g_new (guint, n);
  queue = g_new (guint, n);
  for (guint i = 0; i < n; i++)
    parent[i] = G_MAXUINT;
  for (guint i = 0; i < graph->neighbours[start]->len; i++)
    {
      guint y = g_array_index (graph->neighbours[start], guint, i);

      if (component[y] == fragment->component)
        {
          parent[y] = start;
          queue[tail++] = y;
        }
    }
  while (head < tail && end == G_MAXUINT)
    {
      guint x = queue[head++];
      GArray *nb = graph->neighbours[x];

      for (guint i = 0; i < nb->len && end == G_MAXUINT; i++)
        {
          guint y = g_array_index (nb, guint, i);

          if (drawn[y] && y != start)
            {
              end = y;
              last = x;
            }
          else if (!drawn[y] && parent[y] == G_MAXUINT)
            {
              parent[y] = x;
              queue[tail++] = y;
            }
        }
    }
  g_assert (end != G_MAXUINT);  /* 2-connected: two attachments at least */
  g_array_append_val (path, end);
  for (guint x = last; x != start; x = parent[x])
    g_array_append_val (path, x);
  g_array_append_val (path, start);
  return path;
}

GPtrArray *
sw_layout_graph_embed (const SwLayoutGraph *graph,
                       GRand               *rand)
{
  guint n = graph->n;
  g_autoptr(GPtrArray) faces = NULL;
  g_autoptr(GArray) fragments = NULL;
  g_autofree guint8 *drawn = NULL;
  g_autofree guint8 *edge_drawn = NULL;
  g_autofree gint *component = NULL;
  g_autofree guint *queue = NULL;
  g_autofree guint *stamp = NULL;
  g_autofree guint8 *in_face = NULL;
  guint n_edges = 0, n_drawn = 0;
  GArray *cycle;

  if (n < 3)
    return NULL;
  for (guint v = 0; v < n; v++)
    n_edges += graph->neighbours[v]->len;
  n_edges /= 2;
  cycle = cycle_through_first_edge (graph);
  if (cycle == NULL)
    return NULL;

  drawn = g_new0 (guint8, n);
  edge_drawn = g_new0 (guint8, (gsize) n * n);
  component = g_new (gint, n);
  queue = g_new (guint, n);
  stamp = g_new0 (guint, n);
  faces = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i < cycle->len; i++)
    {
      guint a = g_array_index (cycle, guint, i);
      guint b = g_array_index (cycle, guint, (i + 1) % cycle->len);

      drawn[a] = 1;
      edge_drawn[(gsize) a * n + b] = edge_drawn[(gsize) b * n + a] = 1;
      n_drawn++;
    }
  g_ptr_array_add (faces, cycle);
  cycle = g_array_copy (cycle);
  for (guint i = 0; i < cycle->len / 2; i++)
    {
      guint t = g_array_index (cycle, guint, i);

      g_array_index (cycle, guint, i) = g_array_index (cycle, guint, cycle->len - 1 - i);
      g_array_index (cycle, guint, cycle->len - 1 - i) = t;
    }
  g_ptr_array_add (faces, cycle);

  fragments = g_array_new (FALSE, TRUE, sizeof (Fragment));
  g_array_set_clear_func (fragments, fragment_clear);
  while (n_drawn < n_edges)
    {
      gint n_components = 0;
      gint chosen = -1, chosen_face = -1, free_choice = -1, free_face = -1;
      guint n_free = 0;
      Fragment *fragment;
      GArray *path;

      /* The fragments of what is drawn so far. */
      g_array_set_size (fragments, 0);
      for (guint v = 0; v < n; v++)
        component[v] = -1;
      for (guint v = 0; v < n; v++)
        {
          guint head = 0, tail = 0;
          Fragment *f;

          if (drawn[v] || component[v] >= 0)
            continue;
          g_array_set_size (fragments, fragments->len + 1);
          f = &g_array_index (fragments, Fragment, fragments->len - 1);
          f->component = n_components;
          f->attachments = g_array_new (FALSE, FALSE, sizeof (guint));
          component[v] = n_components;
          queue[tail++] = v;
          while (head < tail)
            {
              guint x = queue[head++];
              GArray *nb = graph->neighbours[x];

              for (guint i = 0; i < nb->len; i++)
                {
                  guint y = g_array_index (nb, guint, i);

                  if (drawn[y])
                    {
                      if (stamp[y] != (guint) n_components + 1)
                        {
                          stamp[y] = n_components + 1;
                          g_array_append_val (f->attachments, y);
                        }
                    }
                  else if (component[y] < 0)
                    {
                      component[y] = n_components;
                      queue[tail++] = y;
                    }
                }
            }
          memset (stamp, 0, n * sizeof (guint));
          n_components++;
        }
      for (guint u = 0; u < n; u++)
        for (guint i = 0; drawn[u] && i < graph->neighbours[u]->len; i++)
          {
            guint v = g_array_index (graph->neighbours[u], guint, i);
            Fragment f = { -1, u, v, NULL };

            if (v < u || !drawn[v] || edge_drawn[(gsize) u * n + v])
              continue;
            f.attachments = g_array_new (FALSE, FALSE, sizeof (guint));
            g_array_append_val (f.attachments, u);
            g_array_append_val (f.attachments, v);
            g_array_append_val (fragments, f);
          }

      /* Which faces can take each fragment. */
      in_face = g_realloc (in_face, (gsize) faces->len * n);
      memset (in_face, 0, (gsize) faces->len * n);
      for (guint f = 0; f < faces->len; f++)
        {
          GArray *face = g_ptr_array_index (faces, f);

          for (guint i = 0; i < face->len; i++)
            in_face[(gsize) f * n + g_array_index (face, guint, i)] = 1;
        }
      for (guint k = 0; k < fragments->len && chosen < 0; k++)
        {
          Fragment *f = &g_array_index (fragments, Fragment, k);
          guint n_admissible = 0;
          gint first = -1;

          for (guint face = 0; face < faces->len; face++)
            {
              gboolean all = TRUE;

              for (guint i = 0; i < f->attachments->len && all; i++)
                all = in_face[(gsize) face * n + g_array_index (f->attachments, guint, i)];
              if (!all)
                continue;
              /* A random admissible face, by reservoir sampling. */
              n_admissible++;
              if (first < 0 || (rand != NULL && g_rand_int_range (rand, 0, n_admissible) == 0))
                first = face;
            }
          if (n_admissible == 0)
            return NULL;  /* not planar */
          if (n_admissible == 1)
            {
              chosen = k;
              chosen_face = first;
            }
          else
            {
              /* Remember a free choice; used only if no fragment is forced. */
              n_free++;
              if (free_choice < 0 || (rand != NULL && g_rand_int_range (rand, 0, n_free) == 0))
                {
                  free_choice = k;
                  free_face = first;
                }
            }
        }
      if (chosen < 0)
        {
          chosen = free_choice;
          chosen_face = free_face;
        }

      fragment = &g_array_index (fragments, Fragment, chosen);
      path = fragment_path (graph, fragment, component, drawn);
      split_face (faces, chosen_face, path);
      for (guint i = 0; i < path->len; i++)
        {
          guint a = g_array_index (path, guint, i);

          drawn[a] = 1;
          if (i + 1 < path->len)
            {
              guint b = g_array_index (path, guint, i + 1);

              edge_drawn[(gsize) a * n + b] = edge_drawn[(gsize) b * n + a] = 1;
              n_drawn++;
            }
        }
      g_array_unref (path);
    }
  return g_steal_pointer (&faces);
}

gboolean
sw_layout_assign_face (const SwLayoutGraph *graph,
                       const guint         *face,
                       guint                k,
                       guint               *owners)
{
  guint best_distinct = G_MAXUINT;
  double best_room = -1;
  g_autofree guint *trial = g_new (guint, k);
  g_autofree guint *distinct = g_new (guint, k);

  if (k > MAX_ASSIGNED_FACE)
    return FALSE;
  for (guint32 mask = 0; mask < (1u << k); mask++)
    {
      guint n_distinct = 0;
      double room = 0;
      gboolean ok = TRUE;

      for (guint i = 0; i < k; i++)
        trial[i] = (mask >> i) & 1 ? face[(i + 1) % k] : face[i];
      /* Neighbouring wedges share a border from the centre outwards. */
      for (guint i = 0; i < k && ok; i++)
        {
          guint a = trial[i], b = trial[(i + 1) % k];

          ok = a == b || sw_layout_graph_has_edge (graph, a, b);
        }
      if (!ok)
        continue;
      /* Every owner touches the centre: all must be pairwise adjacent. */
      for (guint i = 0; i < k; i++)
        {
          guint j = 0;

          while (j < n_distinct && distinct[j] != trial[i])
            j++;
          if (j == n_distinct)
            distinct[n_distinct++] = trial[i];
        }
      for (guint i = 0; i < n_distinct && ok; i++)
        for (guint j = i + 1; j < n_distinct && ok; j++)
          ok = sw_layout_graph_has_edge (graph, distinct[i], distinct[j]);
      if (!ok || n_distinct < 2)
        continue;
      /* The wedges are room for the regions that get them: the fewer
       * neighbours a region has, the more it needs it (a region with two
       * neighbours has no other room than its share of such faces). */
      for (guint i = 0; i < k; i++)
        room += 1.0 / graph->neighbours[trial[i]]->len;
      if (room > best_room + 1e-9 || (room > best_room - 1e-9 && n_distinct < best_distinct))
        {
          best_distinct = n_distinct;
          best_room = room;
          memcpy (owners, trial, k * sizeof (guint));
        }
    }
  return best_distinct != G_MAXUINT;
}
