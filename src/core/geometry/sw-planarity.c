/* sw-planarity.c: the left-right planarity test (Brandes' formulation of
 * de Fraysseix–Rosenstiehl), iterative, with a Kuratowski witness. */
#define G_LOG_DOMAIN "sw-planarity"
#include "config.h"

#include "sw-planarity.h"

#include <string.h>

/* The algorithm follows U. Brandes, "The Left-Right Planarity Test" (2009):
 * a DFS orients the graph and computes low points and nesting depths, a
 * second DFS, visiting children in nesting order, keeps a stack of conflict
 * pairs of intervals of return edges; the graph is planar unless some pair
 * cannot be split over the two sides. Only the test is needed here, so the
 * side bookkeeping for an embedding is left out; `ref' is kept because
 * trimming intervals walks it. Both DFSs are iterative so that a path of
 * 30,000 regions cannot overflow the C stack. */

#define NONE G_MAXUINT

typedef struct {
  guint low, high;          /* edge ids, NONE for an empty interval */
} Interval;

typedef struct {
  Interval left, right;
} ConflictPair;

typedef struct {
  guint n, m;
  /* Undirected graph in CSR form, each edge in both end lists. */
  guint *adj_offsets;       /* n + 1 */
  guint *adj_edges;         /* 2m: edge ids */
  const guint *ends;        /* 2m: edge e joins ends[2e], ends[2e+1] */
  /* Orientation: edge e goes from source[e] to target[e]. */
  guint *source, *target;
  gboolean *oriented;
  guint *height;            /* NONE: not yet visited */
  guint *parent_edge;       /* NONE for roots */
  guint *lowpt, *lowpt2, *nesting_depth;
  /* Outgoing oriented edges of each vertex sorted by nesting depth. */
  guint *out_offsets, *out_edges;
  /* Testing phase. */
  guint *ref, *lowpt_edge, *stack_bottom;
  ConflictPair *stack;
  guint stack_len;
  /* Iteration state of the DFSs. */
  guint *next;
  guint *dfs_stack;
  gboolean *descended;      /* per edge: we went down it and must finish it */
} LrState;

static void
lr_state_clear (LrState *s)
{
  g_free (s->adj_offsets);
  g_free (s->adj_edges);
  g_free (s->source);
  g_free (s->target);
  g_free (s->oriented);
  g_free (s->height);
  g_free (s->parent_edge);
  g_free (s->lowpt);
  g_free (s->lowpt2);
  g_free (s->nesting_depth);
  g_free (s->out_offsets);
  g_free (s->out_edges);
  g_free (s->ref);
  g_free (s->lowpt_edge);
  g_free (s->stack_bottom);
  g_free (s->stack);
  g_free (s->next);
  g_free (s->dfs_stack);
  g_free (s->descended);
}

static inline gboolean
interval_empty (const Interval *i)
{
  return i->low == NONE && i->high == NONE;
}

/* An interval conflicts with edge b when it has a return edge higher than
 * b's low point. */
static inline gboolean
interval_conflicting (const LrState *s, const Interval *i, guint b)
{
  return !interval_empty (i) && s->lowpt[i->high] > s->lowpt[b];
}

static inline guint
pair_lowest (const LrState *s, const ConflictPair *p)
{
  if (interval_empty (&p->left))
    return s->lowpt[p->right.low];
  if (interval_empty (&p->right))
    return s->lowpt[p->left.low];
  return MIN (s->lowpt[p->left.low], s->lowpt[p->right.low]);
}

static inline void
pair_swap (ConflictPair *p)
{
  Interval t = p->left;
  p->left = p->right;
  p->right = t;
}

static const Interval empty_interval = { NONE, NONE };

static void
lr_orient (LrState *s)
{
  guint n = s->n;

  for (guint root = 0; root < n; root++)
    {
      guint sp = 0;

      if (s->height[root] != NONE)
        continue;
      s->height[root] = 0;
      s->dfs_stack[sp++] = root;

      while (sp > 0)
        {
          guint v = s->dfs_stack[--sp];
          guint e = s->parent_edge[v];

          for (; s->next[v] < s->adj_offsets[v + 1]; s->next[v]++)
            {
              guint vw = s->adj_edges[s->next[v]];

              if (!s->descended[vw])
                {
                  guint w;

                  if (s->oriented[vw])
                    continue;
                  s->oriented[vw] = TRUE;
                  w = s->ends[2 * vw] == v ? s->ends[2 * vw + 1] : s->ends[2 * vw];
                  s->source[vw] = v;
                  s->target[vw] = w;
                  s->lowpt[vw] = s->height[v];
                  s->lowpt2[vw] = s->height[v];
                  if (s->height[w] == NONE)
                    {
                      /* Tree edge: visit w, then come back to finish vw. */
                      s->parent_edge[w] = vw;
                      s->height[w] = s->height[v] + 1;
                      s->descended[vw] = TRUE;
                      s->dfs_stack[sp++] = v;
                      s->dfs_stack[sp++] = w;
                      break;
                    }
                  s->lowpt[vw] = s->height[w];   /* back edge */
                }

              s->nesting_depth[vw] = 2 * s->lowpt[vw];
              if (s->lowpt2[vw] < s->height[v])
                s->nesting_depth[vw] += 1;   /* chordal: nests inside */

              if (e != NONE)
                {
                  if (s->lowpt[vw] < s->lowpt[e])
                    {
                      s->lowpt2[e] = MIN (s->lowpt[e], s->lowpt2[vw]);
                      s->lowpt[e] = s->lowpt[vw];
                    }
                  else if (s->lowpt[vw] > s->lowpt[e])
                    s->lowpt2[e] = MIN (s->lowpt2[e], s->lowpt[vw]);
                  else
                    s->lowpt2[e] = MIN (s->lowpt2[e], s->lowpt2[vw]);
                }
            }
        }
    }
}

/* Outgoing edges of every vertex in increasing nesting depth: one global
 * counting sort (depths are below 2n + 2), then a stable distribution. */
static void
lr_sort_by_nesting (LrState *s)
{
  guint n = s->n, m = s->m;
  guint n_depths = 2 * n + 2;
  g_autofree guint *count = g_new0 (guint, n_depths + 1);
  g_autofree guint *by_depth = g_new (guint, m);
  g_autofree guint *fill = NULL;

  for (guint e = 0; e < m; e++)
    count[s->nesting_depth[e] + 1]++;
  for (guint d = 0; d < n_depths; d++)
    count[d + 1] += count[d];
  for (guint e = 0; e < m; e++)
    by_depth[count[s->nesting_depth[e]]++] = e;

  s->out_offsets = g_new0 (guint, n + 1);
  for (guint e = 0; e < m; e++)
    s->out_offsets[s->source[e] + 1]++;
  for (guint v = 0; v < n; v++)
    s->out_offsets[v + 1] += s->out_offsets[v];
  fill = g_memdup2 (s->out_offsets, sizeof (guint) * n);
  s->out_edges = g_new (guint, MAX (m, 1));
  for (guint i = 0; i < m; i++)
    {
      guint e = by_depth[i];
      s->out_edges[fill[s->source[e]]++] = e;
    }
}

static gboolean
lr_add_constraints (LrState *s, guint ei, guint e)
{
  ConflictPair p = { empty_interval, empty_interval };

  /* Merge the return edges of ei into p.right. */
  do
    {
      ConflictPair q;

      if (s->stack_len == 0)
        return FALSE;   /* cannot happen on a consistent state */
      q = s->stack[--s->stack_len];
      if (!interval_empty (&q.left))
        pair_swap (&q);
      if (!interval_empty (&q.left))
        return FALSE;
      if (s->lowpt[q.right.low] > s->lowpt[e])
        {
          if (interval_empty (&p.right))
            p.right.high = q.right.high;
          else
            s->ref[p.right.low] = q.right.high;
          p.right.low = q.right.low;
        }
      else
        s->ref[q.right.low] = s->lowpt_edge[e];
    }
  while (s->stack_len > s->stack_bottom[ei]);

  /* Merge the conflicting return edges of the earlier children into p.left. */
  while (s->stack_len > 0 &&
         (interval_conflicting (s, &s->stack[s->stack_len - 1].left, ei) ||
          interval_conflicting (s, &s->stack[s->stack_len - 1].right, ei)))
    {
      ConflictPair q = s->stack[--s->stack_len];

      if (interval_conflicting (s, &q.right, ei))
        pair_swap (&q);
      if (interval_conflicting (s, &q.right, ei))
        return FALSE;
      s->ref[p.right.low] = q.right.high;
      if (q.right.low != NONE)
        p.right.low = q.right.low;
      if (interval_empty (&p.left))
        p.left.high = q.left.high;
      else
        s->ref[p.left.low] = q.left.high;
      p.left.low = q.left.low;
    }

  if (!interval_empty (&p.left) || !interval_empty (&p.right))
    s->stack[s->stack_len++] = p;
  return TRUE;
}

/* Drops the back edges that return to the parent u of e's head. */
static void
lr_remove_back_edges (LrState *s, guint e)
{
  guint u = s->source[e];

  while (s->stack_len > 0 && pair_lowest (s, &s->stack[s->stack_len - 1]) == s->height[u])
    s->stack_len--;

  if (s->stack_len > 0)
    {
      ConflictPair *p = &s->stack[s->stack_len - 1];

      while (p->left.high != NONE && s->target[p->left.high] == u)
        p->left.high = s->ref[p->left.high];
      if (p->left.high == NONE && p->left.low != NONE)
        {
          s->ref[p->left.low] = p->right.low;
          p->left.low = NONE;
        }
      while (p->right.high != NONE && s->target[p->right.high] == u)
        p->right.high = s->ref[p->right.high];
      if (p->right.high == NONE && p->right.low != NONE)
        {
          s->ref[p->right.low] = p->left.low;
          p->right.low = NONE;
        }
    }

  if (s->lowpt[e] < s->height[u] && s->stack_len > 0)
    {
      const ConflictPair *top = &s->stack[s->stack_len - 1];
      guint hl = top->left.high, hr = top->right.high;

      if (hl != NONE && (hr == NONE || s->lowpt[hl] > s->lowpt[hr]))
        s->ref[e] = hl;
      else
        s->ref[e] = hr;
    }
}

static gboolean
lr_test (LrState *s)
{
  for (guint root = 0; root < s->n; root++)
    {
      guint sp = 0;

      if (s->parent_edge[root] != NONE)
        continue;
      s->dfs_stack[sp++] = root;

      while (sp > 0)
        {
          guint v = s->dfs_stack[--sp];
          guint e = s->parent_edge[v];
          gboolean went_down = FALSE;

          for (; s->next[v] < s->out_offsets[v + 1]; s->next[v]++)
            {
              guint ei = s->out_edges[s->next[v]];
              guint w = s->target[ei];

              if (!s->descended[ei])
                {
                  s->stack_bottom[ei] = s->stack_len;
                  if (ei == s->parent_edge[w])
                    {
                      s->descended[ei] = TRUE;
                      s->dfs_stack[sp++] = v;
                      s->dfs_stack[sp++] = w;
                      went_down = TRUE;
                      break;
                    }
                  s->lowpt_edge[ei] = ei;
                  s->stack[s->stack_len++] = (ConflictPair) { empty_interval, { ei, ei } };
                }

              /* Integrate the new return edges. */
              if (s->lowpt[ei] < s->height[v])
                {
                  if (s->next[v] == s->out_offsets[v])
                    s->lowpt_edge[e] = s->lowpt_edge[ei];
                  else if (!lr_add_constraints (s, ei, e))
                    return FALSE;
                }
            }

          if (!went_down && e != NONE)
            lr_remove_back_edges (s, e);
        }
    }
  return TRUE;
}

/* The test on a simple graph whose edges are given as pairs of vertices in
 * 0..n-1 without loops or duplicates. */
static gboolean
lr_planar_simple (guint n, const guint *ends, guint m)
{
  LrState s = { 0 };
  g_autofree guint *fill = NULL;
  gboolean planar;

  if (n < 5 || m < 9)
    return TRUE;
  if (m > 3 * n - 6)
    return FALSE;

  s.n = n;
  s.m = m;
  s.ends = ends;
  s.adj_offsets = g_new0 (guint, n + 1);
  for (guint e = 0; e < m; e++)
    {
      s.adj_offsets[ends[2 * e] + 1]++;
      s.adj_offsets[ends[2 * e + 1] + 1]++;
    }
  for (guint v = 0; v < n; v++)
    s.adj_offsets[v + 1] += s.adj_offsets[v];
  fill = g_memdup2 (s.adj_offsets, sizeof (guint) * n);
  s.adj_edges = g_new (guint, 2 * m);
  for (guint e = 0; e < m; e++)
    {
      s.adj_edges[fill[ends[2 * e]]++] = e;
      s.adj_edges[fill[ends[2 * e + 1]]++] = e;
    }

  s.source = g_new (guint, m);
  s.target = g_new (guint, m);
  s.oriented = g_new0 (gboolean, m);
  s.height = g_new (guint, n);
  s.parent_edge = g_new (guint, n);
  memset (s.height, 0xff, sizeof (guint) * n);
  memset (s.parent_edge, 0xff, sizeof (guint) * n);
  s.lowpt = g_new0 (guint, m);
  s.lowpt2 = g_new0 (guint, m);
  s.nesting_depth = g_new0 (guint, m);
  s.next = g_new (guint, n);
  memcpy (s.next, s.adj_offsets, sizeof (guint) * n);
  s.dfs_stack = g_new (guint, 2 * n + 2);
  s.descended = g_new0 (gboolean, m);

  lr_orient (&s);
  lr_sort_by_nesting (&s);

  s.ref = g_new (guint, m);
  s.lowpt_edge = g_new (guint, m);
  s.stack_bottom = g_new0 (guint, m);
  memset (s.ref, 0xff, sizeof (guint) * m);
  memset (s.lowpt_edge, 0xff, sizeof (guint) * m);
  s.stack = g_new (ConflictPair, m + 1);
  s.stack_len = 0;
  memcpy (s.next, s.out_offsets, sizeof (guint) * n);
  memset (s.descended, 0, sizeof (gboolean) * m);

  planar = lr_test (&s);
  lr_state_clear (&s);
  return planar;
}

/* Edges as (min, max) pairs in a guint64 for sorting and deduplication. */
static int
compare_u64 (gconstpointer a, gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

static int
compare_guint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return x < y ? -1 : x > y;
}

/* Tests a subset of edges (keys), relabelling its vertices to 0..k-1 so
 * that a small subset of a big graph costs only its own size. @label is a
 * scratch array of n entries set to NONE, left that way on return. */
static gboolean
planar_subset (const guint64 *keys, guint m, guint *label)
{
  g_autofree guint *ends = g_new (guint, 2 * MAX (m, 1));
  g_autofree guint *used = g_new (guint, 2 * MAX (m, 1));
  guint k = 0;
  gboolean planar;

  for (guint e = 0; e < m; e++)
    for (guint j = 0; j < 2; j++)
      {
        guint v = j == 0 ? (guint) (keys[e] >> 32) : (guint) (keys[e] & 0xffffffffu);
        if (label[v] == NONE)
          {
            label[v] = k;
            used[k++] = v;
          }
        ends[2 * e + j] = label[v];
      }
  planar = lr_planar_simple (k, ends, m);
  for (guint i = 0; i < k; i++)
    label[used[i]] = NONE;
  return planar;
}

/* ---- The witness ---- */

/* The witness search works on "super edges": paths of the original graph
 * whose inner vertices had degree 2 and were smoothed away. Smoothing,
 * dropping pendant edges, loops and parallel copies all keep a graph
 * planar or non-planar as it was, and turn the long threads of a
 * Kuratowski subdivision (a tunnel across a 30,000-region map gives threads
 * of thousands of edges) into single edges, so that the delta debugging
 * below works on a graph of a few dozen edges instead of the whole map. */
typedef struct {
  guint u, v;        /* current ends */
  guint path;        /* rope node */
  gboolean dead;
} SuperEdge;

/* A rope of original edges: a leaf holds an edge key, an inner node joins
 * two ropes; merging two threads costs O(1). */
typedef struct {
  guint64 key;       /* leaf: the original edge */
  guint left, right; /* inner: NONE for a leaf */
} RopeNode;

typedef struct {
  guint n;
  GArray *edges;     /* SuperEdge */
  GArray *rope;      /* RopeNode */
  guint *label;      /* scratch, n entries of NONE */
  guint *degree;     /* scratch, n entries of 0 */
  guint *head;       /* scratch, n entries of NONE */
} Witness;

static guint
rope_join (Witness *w, guint left, guint right)
{
  RopeNode node = { 0, left, right };

  g_array_append_val (w->rope, node);
  return w->rope->len - 1;
}

static void
rope_expand (const Witness *w, guint root, GArray *out)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_val (stack, root);
  while (stack->len > 0)
    {
      guint i = g_array_index (stack, guint, stack->len - 1);
      const RopeNode *node = &g_array_index (w->rope, RopeNode, i);

      g_array_set_size (stack, stack->len - 1);
      if (node->left == NONE)
        g_array_append_val (out, node->key);
      else
        {
          g_array_append_val (stack, node->right);
          g_array_append_val (stack, node->left);
        }
    }
}

static inline guint64
super_key (const SuperEdge *e)
{
  return ((guint64) MIN (e->u, e->v) << 32) | MAX (e->u, e->v);
}

/* Edge indices of the live super edges in @cur sorted by their ends, so
 * that parallel copies are neighbours. */
static int
compare_by_key (gconstpointer pa, gconstpointer pb, gpointer data)
{
  const Witness *w = data;
  guint64 a = super_key (&g_array_index (w->edges, SuperEdge, *(const guint *) pa));
  guint64 b = super_key (&g_array_index (w->edges, SuperEdge, *(const guint *) pb));

  return a < b ? -1 : a > b;
}

/* Reduces the super edges listed in @cur (indices into w->edges) in place:
 * drops loops, parallel copies and pendant edges, smooths degree-2
 * vertices. Per-vertex arrays of n entries are used and reset, so a round
 * costs the size of @cur, not of the graph. */
static void
witness_reduce (Witness *w, GArray *cur)
{
  gboolean changed = TRUE;
  g_autoptr(GArray) links = g_array_new (FALSE, FALSE, sizeof (guint) * 2);   /* edge, next */
  g_autoptr(GArray) touched = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (guint));
  guint *degree = w->degree, *head = w->head;

  while (changed)
    {
      guint kept = 0;

      changed = FALSE;
      g_array_set_size (links, 0);
      g_array_set_size (touched, 0);
      g_array_set_size (queue, 0);

      /* Loops and parallel copies. */
      g_array_sort_with_data (cur, compare_by_key, w);
      for (guint i = 0; i < cur->len; i++)
        {
          guint e = g_array_index (cur, guint, i);
          SuperEdge *se = &g_array_index (w->edges, SuperEdge, e);

          if (se->u == se->v ||
              (kept > 0 && super_key (&g_array_index (w->edges, SuperEdge, g_array_index (cur, guint, kept - 1)))
                           == super_key (se)))
            {
              se->dead = TRUE;
              changed = TRUE;
              continue;
            }
          g_array_index (cur, guint, kept++) = e;
        }
      g_array_set_size (cur, kept);

#define ADD_INCIDENCE(vertex, edge) G_STMT_START {                      \
        guint _link[2] = { (edge), head[(vertex)] };                    \
        if (head[(vertex)] == NONE && degree[(vertex)] == 0)            \
          g_array_append_val (touched, (vertex));                       \
        g_array_append_val (links, _link);                              \
        head[(vertex)] = links->len - 1;                                \
      } G_STMT_END

      for (guint i = 0; i < cur->len; i++)
        {
          guint e = g_array_index (cur, guint, i);
          const SuperEdge *se = &g_array_index (w->edges, SuperEdge, e);

          ADD_INCIDENCE (se->u, e);
          ADD_INCIDENCE (se->v, e);
          degree[se->u]++;
          degree[se->v]++;
        }
      for (guint i = 0; i < touched->len; i++)
        if (degree[g_array_index (touched, guint, i)] <= 2)
          g_array_append_val (queue, g_array_index (touched, guint, i));

      while (queue->len > 0)
        {
          guint v = g_array_index (queue, guint, queue->len - 1);
          guint d = degree[v];
          guint live[2], n_live = 0;

          g_array_set_size (queue, queue->len - 1);
          if (d == 0 || d > 2)
            continue;
          for (guint l = head[v]; l != NONE && n_live < 2; l = ((guint *) links->data)[2 * l + 1])
            {
              guint e = ((guint *) links->data)[2 * l];
              if (!g_array_index (w->edges, SuperEdge, e).dead && (n_live == 0 || live[0] != e))
                live[n_live++] = e;
            }
          if (n_live != d)
            continue;   /* a loop at v: dropped on the next round */

          if (d == 1)
            {
              /* A pendant edge never lies on a Kuratowski subdivision. */
              SuperEdge *se = &g_array_index (w->edges, SuperEdge, live[0]);
              guint other = se->u == v ? se->v : se->u;

              se->dead = TRUE;
              degree[v] = 0;
              if (--degree[other] <= 2)
                g_array_append_val (queue, other);
            }
          else
            {
              /* Smooth v: its two edges become one. */
              SuperEdge *a = &g_array_index (w->edges, SuperEdge, live[0]);
              SuperEdge *b = &g_array_index (w->edges, SuperEdge, live[1]);
              SuperEdge joined = { a->u == v ? a->v : a->u, b->u == v ? b->v : b->u,
                                   rope_join (w, a->path, b->path), FALSE };
              guint index = w->edges->len;

              a->dead = b->dead = TRUE;
              degree[v] = 0;
              g_array_append_val (w->edges, joined);
              ADD_INCIDENCE (joined.u, index);
              ADD_INCIDENCE (joined.v, index);
              g_array_append_val (cur, index);
            }
          changed = TRUE;
        }
#undef ADD_INCIDENCE

      for (guint i = 0; i < touched->len; i++)
        {
          guint v = g_array_index (touched, guint, i);
          degree[v] = 0;
          head[v] = NONE;
        }
      kept = 0;
      for (guint i = 0; i < cur->len; i++)
        if (!g_array_index (w->edges, SuperEdge, g_array_index (cur, guint, i)).dead)
          g_array_index (cur, guint, kept++) = g_array_index (cur, guint, i);
      g_array_set_size (cur, kept);
    }
}

/* Is the graph of these super edges (minus the range [skip_from, skip_to))
 * planar? */
static gboolean
witness_planar_without (Witness *w, GArray *cur, guint skip_from, guint skip_to, guint64 *scratch)
{
  guint t = 0;

  for (guint j = 0; j < cur->len; j++)
    if (j < skip_from || j >= skip_to)
      scratch[t++] = super_key (&g_array_index (w->edges, SuperEdge, g_array_index (cur, guint, j)));
  return planar_subset (scratch, t, w->label);
}

/* Chunks of neighbouring edges tend to cut every path of a long
 * obstruction, so no chunk can go; random halves of a mesh mostly keep
 * some obstruction, and the reduction then collapses what is left. */
static void
witness_shuffle (GArray *cur, GRand *rand)
{
  guint *e = (guint *) cur->data;

  for (guint i = cur->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      guint t = e[i - 1];
      e[i - 1] = e[j];
      e[j] = t;
    }
}

/* Shrinks a non-planar edge set to an edge-minimal non-planar one, which is
 * a Kuratowski subdivision: remove chunks of edges, halving the chunk size,
 * and keep each removal that leaves the graph non-planar (delta debugging),
 * reducing the graph between passes. An edge kept in the final single-edge
 * pass is necessary in the result, because removing it from a superset
 * already made the graph planar. */
static GArray *
shrink_to_kuratowski (const guint64 *keys, guint m, guint n)
{
  Witness w = { n, NULL, NULL, NULL, NULL, NULL };
  g_autoptr(GArray) cur = g_array_sized_new (FALSE, FALSE, sizeof (guint), m);
  g_autofree guint64 *scratch = NULL;
  GArray *result = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);   /* the same witness every run */
  gboolean shuffled = FALSE;
  guint chunk;

  w.edges = g_array_sized_new (FALSE, FALSE, sizeof (SuperEdge), m);
  w.rope = g_array_sized_new (FALSE, FALSE, sizeof (RopeNode), m);
  w.label = g_new (guint, MAX (n, 1));
  memset (w.label, 0xff, sizeof (guint) * MAX (n, 1));
  w.degree = g_new0 (guint, MAX (n, 1));
  w.head = g_new (guint, MAX (n, 1));
  memset (w.head, 0xff, sizeof (guint) * MAX (n, 1));
  for (guint e = 0; e < m; e++)
    {
      RopeNode leaf = { keys[e], NONE, NONE };
      SuperEdge se = { (guint) (keys[e] >> 32), (guint) (keys[e] & 0xffffffffu), e, FALSE };

      g_array_append_val (w.rope, leaf);
      g_array_append_val (w.edges, se);
      g_array_append_val (cur, e);
    }
  scratch = g_new (guint64, MAX (m, 1));

  witness_reduce (&w, cur);
  chunk = MAX (cur->len / 2, 1);
  for (;;)
    {
      guint i = 0, before = cur->len;

      while (i < cur->len)
        {
          guint end = MIN (i + chunk, cur->len);

          if (!witness_planar_without (&w, cur, i, end, scratch))
            {
              for (guint j = i; j < end; j++)
                g_array_index (w.edges, SuperEdge, g_array_index (cur, guint, j)).dead = TRUE;
              g_array_remove_range (cur, i, end - i);
            }
          else
            i = end;
        }
      if (chunk == 1)
        break;
      /* Chunks of the sorted list are neighbourhoods: good at cutting
       * away everything far from one small obstruction. When a pass no
       * longer halves the graph, the obstruction is long or spread out,
       * and random chunks do better (see witness_shuffle()). */
      if (2 * cur->len > before)
        shuffled = TRUE;
      witness_reduce (&w, cur);
      if (shuffled)
        witness_shuffle (cur, rand);
      chunk = MAX (MIN (chunk / 2, cur->len / 2), 1);
    }

  for (guint i = 0; i < cur->len; i++)
    rope_expand (&w, g_array_index (w.edges, SuperEdge, g_array_index (cur, guint, i)).path, result);

  g_array_unref (w.edges);
  g_array_unref (w.rope);
  g_free (w.label);
  g_free (w.degree);
  g_free (w.head);
  return result;
}

gboolean
sw_planarity_test (guint         n_vertices,
                   const guint  *edges,
                   guint         n_edges,
                   GArray      **witness,
                   GArray      **witness_edges,
                   gboolean     *is_k5)
{
  g_autofree guint64 *keys = NULL;
  g_autofree guint *label = NULL;
  guint m = 0;
  g_autoptr(GArray) kept = NULL;
  g_autoptr(GHashTable) degree = NULL;
  g_autoptr(GArray) vertices = NULL;
  guint n_branch = 0;

  g_return_val_if_fail (edges != NULL || n_edges == 0, TRUE);

  if (witness != NULL)
    *witness = NULL;
  if (witness_edges != NULL)
    *witness_edges = NULL;
  if (is_k5 != NULL)
    *is_k5 = FALSE;

  keys = g_new (guint64, MAX (n_edges, 1));
  for (guint e = 0; e < n_edges; e++)
    {
      guint u = edges[2 * e], v = edges[2 * e + 1];

      g_return_val_if_fail (u < n_vertices && v < n_vertices, TRUE);
      if (u == v)
        continue;
      keys[m++] = ((guint64) MIN (u, v) << 32) | MAX (u, v);
    }
  qsort (keys, m, sizeof (guint64), compare_u64);
  {
    guint w = 0;
    for (guint e = 0; e < m; e++)
      if (w == 0 || keys[w - 1] != keys[e])
        keys[w++] = keys[e];
    m = w;
  }

  label = g_new (guint, MAX (n_vertices, 1));
  memset (label, 0xff, sizeof (guint) * MAX (n_vertices, 1));
  if (planar_subset (keys, m, label))
    return TRUE;
  if (witness == NULL && witness_edges == NULL && is_k5 == NULL)
    return FALSE;

  kept = shrink_to_kuratowski (keys, m, n_vertices);

  degree = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint e = 0; e < kept->len; e++)
    {
      guint64 k = g_array_index (kept, guint64, e);
      guint ends[2] = { (guint) (k >> 32), (guint) (k & 0xffffffffu) };

      for (guint j = 0; j < 2; j++)
        {
          gpointer key = GUINT_TO_POINTER (ends[j] + 1);
          guint d = GPOINTER_TO_UINT (g_hash_table_lookup (degree, key)) + 1;
          g_hash_table_insert (degree, key, GUINT_TO_POINTER (d));
        }
    }

  vertices = g_array_new (FALSE, FALSE, sizeof (guint));
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, degree);
    while (g_hash_table_iter_next (&iter, &key, &value))
      {
        guint v = GPOINTER_TO_UINT (key) - 1;
        g_array_append_val (vertices, v);
        if (GPOINTER_TO_UINT (value) >= 3)
          n_branch++;
      }
  }
  g_array_sort (vertices, compare_guint);

  if (is_k5 != NULL)
    *is_k5 = n_branch == 5;
  if (witness != NULL)
    *witness = g_steal_pointer (&vertices);
  if (witness_edges != NULL)
    {
      GArray *pairs = g_array_sized_new (FALSE, FALSE, sizeof (guint), 2 * kept->len);
      for (guint e = 0; e < kept->len; e++)
        {
          guint64 k = g_array_index (kept, guint64, e);
          guint u = (guint) (k >> 32), v = (guint) (k & 0xffffffffu);
          g_array_append_val (pairs, u);
          g_array_append_val (pairs, v);
        }
      *witness_edges = pairs;
    }
  return FALSE;
}
