/* sw-map.c: the map model: construction, lookups, copies and equality. */
#define G_LOG_DOMAIN "sw-map"
#include "config.h"

#include <string.h>
#include "sw-map.h"
#include "sw-topology.h"
#include "sw-untranslated.h"

void
sw_text_free (SwText *text)
{
  g_free (text->lang);
  g_free (text->text);
  g_free (text);
}

static void
board_free (SwBoard *board)
{
  g_free (board->id);
  g_free (board->size);
  g_free (board);
}

void
sw_symbol_free (SwSymbol *symbol)
{
  g_free (symbol->type);
  g_free (symbol);
}

void
sw_start_free (SwStart *start)
{
  g_free (start->type);
  g_free (start);
}

static void
pair_free (SwPair *pair)
{
  g_free (pair->a);
  g_free (pair->b);
  g_free (pair->kind);
  g_free (pair);
}

void
sw_ring_free (SwRing *ring)
{
  if (ring == NULL)
    return;
  g_array_unref (ring->ids);
  g_free (ring);
}

SwRing *
sw_ring_new (const guint *ids,
             guint        n_ids)
{
  SwRing *ring = g_new0 (SwRing, 1);

  ring->ids = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_ids);
  if (n_ids > 0)
    g_array_append_vals (ring->ids, ids, n_ids);
  return ring;
}

static void
region_free (SwRegion *region)
{
  g_free (region->id);
  g_free (region->terrain);
  g_free (region->board);
  g_ptr_array_unref (region->names);
  sw_ring_free (region->outline);
  g_ptr_array_unref (region->holes);
  g_ptr_array_unref (region->symbols);
  g_ptr_array_unref (region->starts);
  g_free (region);
}

GPtrArray *
sw_text_list_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) sw_text_free);
}

SwMap *
sw_map_new (const char *edition)
{
  SwMap *map = g_new0 (SwMap, 1);

  map->ref_count = 1;
  map->version = 1;
  map->edition = g_strdup (edition != NULL ? edition : "base");
  map->titles = sw_text_list_new ();
  map->descriptions = sw_text_list_new ();
  map->scenarios = g_array_new (FALSE, TRUE, sizeof (SwScenario));
  map->boards = g_ptr_array_new_with_free_func ((GDestroyNotify) board_free);
  map->vertices = g_array_new (FALSE, TRUE, sizeof (SwVertex));
  map->regions = g_ptr_array_new_with_free_func ((GDestroyNotify) region_free);
  map->links = g_ptr_array_new_with_free_func ((GDestroyNotify) pair_free);
  map->barriers = g_ptr_array_new_with_free_func ((GDestroyNotify) pair_free);
  map->vertex_index = g_hash_table_new (g_direct_hash, g_direct_equal);
  map->region_index = g_hash_table_new (g_str_hash, g_str_equal);
  map->serial = 1;
  map->index_serial = 0;
  return map;
}

SwMap *
sw_map_ref (SwMap *map)
{
  g_return_val_if_fail (map != NULL, NULL);
  g_atomic_int_inc (&map->ref_count);
  return map;
}

void
sw_map_unref (SwMap *map)
{
  if (map == NULL || !g_atomic_int_dec_and_test (&map->ref_count))
    return;

  g_clear_pointer (&map->topology, sw_topology_free);
  g_hash_table_unref (map->vertex_index);
  g_hash_table_unref (map->region_index);
  g_free (map->edition);
  g_ptr_array_unref (map->titles);
  g_ptr_array_unref (map->descriptions);
  g_array_unref (map->scenarios);
  g_ptr_array_unref (map->boards);
  g_array_unref (map->vertices);
  g_ptr_array_unref (map->regions);
  g_ptr_array_unref (map->links);
  g_ptr_array_unref (map->barriers);
  g_free (map);
}

void
sw_map_changed (SwMap *map)
{
  g_return_if_fail (map != NULL);
  map->serial++;
}

guint64
sw_map_get_serial (const SwMap *map)
{
  g_return_val_if_fail (map != NULL, 0);
  return map->serial;
}

/* The id indexes are rebuilt lazily after any change: lookups during a
 * bulk load stay linear, and direct field edits cannot leave them stale. */
static void
ensure_indexes (SwMap *map)
{
  if (map->index_serial == map->serial)
    return;

  g_hash_table_remove_all (map->vertex_index);
  g_hash_table_remove_all (map->region_index);

  for (guint i = 0; i < map->vertices->len; i++)
    {
      const SwVertex *v = &g_array_index (map->vertices, SwVertex, i);
      gpointer key = GUINT_TO_POINTER (v->id);
      if (!g_hash_table_contains (map->vertex_index, key))
        g_hash_table_insert (map->vertex_index, key, GUINT_TO_POINTER (i + 1));
    }
  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *r = g_ptr_array_index (map->regions, i);
      if (!g_hash_table_contains (map->region_index, r->id))
        g_hash_table_insert (map->region_index, r->id, GUINT_TO_POINTER (i + 1));
    }
  map->index_serial = map->serial;
}

gint
sw_map_find_vertex (SwMap *map,
                    guint  id)
{
  g_return_val_if_fail (map != NULL, -1);
  ensure_indexes (map);
  return (gint) GPOINTER_TO_UINT (g_hash_table_lookup (map->vertex_index, GUINT_TO_POINTER (id))) - 1;
}

gint
sw_map_find_region (SwMap      *map,
                    const char *id)
{
  g_return_val_if_fail (map != NULL, -1);
  if (id == NULL)
    return -1;
  ensure_indexes (map);
  return (gint) GPOINTER_TO_UINT (g_hash_table_lookup (map->region_index, id)) - 1;
}

gint
sw_map_find_board (const SwMap *map,
                   const char  *id)
{
  g_return_val_if_fail (map != NULL, -1);

  /* Maps have a handful of boards: a scan is the simplest correct thing. */
  for (guint i = 0; id != NULL && i < map->boards->len; i++)
    {
      const SwBoard *board = g_ptr_array_index (map->boards, i);
      if (g_strcmp0 (board->id, id) == 0)
        return (gint) i;
    }
  return -1;
}

SwVertex *
sw_map_get_vertex (SwMap *map,
                   guint  id)
{
  gint i = sw_map_find_vertex (map, id);
  return i < 0 ? NULL : &g_array_index (map->vertices, SwVertex, i);
}

SwRegion *
sw_map_get_region (SwMap      *map,
                   const char *id)
{
  gint i = sw_map_find_region (map, id);
  return i < 0 ? NULL : g_ptr_array_index (map->regions, i);
}

SwBoard *
sw_map_region_board (const SwMap    *map,
                     const SwRegion *region)
{
  gint i;

  g_return_val_if_fail (map != NULL, NULL);
  g_return_val_if_fail (region != NULL, NULL);

  if (region->board == NULL)
    return map->boards->len == 1 ? g_ptr_array_index (map->boards, 0) : NULL;
  i = sw_map_find_board (map, region->board);
  return i < 0 ? NULL : g_ptr_array_index (map->boards, i);
}

/* "zh-CN" in a file matches "zh_CN" from the environment, and "zh" alone. */
static gboolean
lang_matches (const char *tag,
              const char *locale)
{
  gsize n = strlen (tag);

  for (gsize i = 0; i < n; i++)
    {
      char a = tag[i] == '-' ? '_' : g_ascii_tolower (tag[i]);
      char b = locale[i] == '-' ? '_' : g_ascii_tolower (locale[i]);
      if (a != b)
        return FALSE;
    }
  /* The locale may carry more (".UTF-8", "@euro") but not a longer tag. */
  return locale[n] == '\0' || locale[n] == '.' || locale[n] == '@';
}

const char *
sw_text_pick (GPtrArray *texts)
{
  const char *const *languages;
  const char *untagged = NULL;

  if (texts == NULL || texts->len == 0)
    return NULL;

  /* Machine-readable output: the untagged text whatever the language. */
  languages = sw_untranslated_active () ? NULL : g_get_language_names ();
  for (guint l = 0; languages != NULL && languages[l] != NULL; l++)
    {
      if (strcmp (languages[l], "C") == 0 || strcmp (languages[l], "POSIX") == 0)
        continue;
      for (guint i = 0; i < texts->len; i++)
        {
          const SwText *t = g_ptr_array_index (texts, i);
          if (t->lang != NULL && lang_matches (t->lang, languages[l]))
            return t->text;
        }
    }

  for (guint i = 0; i < texts->len && untagged == NULL; i++)
    {
      const SwText *t = g_ptr_array_index (texts, i);
      if (t->lang == NULL || g_ascii_strncasecmp (t->lang, "en", 2) == 0)
        untagged = t->text;
    }
  return untagged != NULL ? untagged : ((SwText *) g_ptr_array_index (texts, 0))->text;
}

const char *
sw_map_get_title (SwMap *map)
{
  g_return_val_if_fail (map != NULL, NULL);
  return sw_text_pick (map->titles);
}

gboolean
sw_map_has_geometry (const SwMap *map)
{
  g_return_val_if_fail (map != NULL, FALSE);

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *r = g_ptr_array_index (map->regions, i);
      if (r->outline != NULL)
        return TRUE;
    }
  return FALSE;
}

guint
sw_map_next_vertex_id (const SwMap *map)
{
  guint next = 1;

  g_return_val_if_fail (map != NULL, 1);

  for (guint i = 0; i < map->vertices->len; i++)
    next = MAX (next, g_array_index (map->vertices, SwVertex, i).id + 1);
  return next;
}

guint
sw_region_count_start (const SwRegion *region,
                       const char     *type)
{
  guint n = 0;

  g_return_val_if_fail (region != NULL, 0);

  for (guint i = 0; i < region->starts->len; i++)
    {
      const SwStart *s = g_ptr_array_index (region->starts, i);
      if (g_strcmp0 (s->type, type) == 0)
        n += s->count;
    }
  return n;
}

gboolean
sw_region_has_symbol (const SwRegion *region,
                      const char     *type)
{
  g_return_val_if_fail (region != NULL, FALSE);

  for (guint i = 0; i < region->symbols->len; i++)
    {
      const SwSymbol *s = g_ptr_array_index (region->symbols, i);
      if (g_strcmp0 (s->type, type) == 0)
        return TRUE;
    }
  return FALSE;
}

SwBoard *
sw_map_add_board (SwMap      *map,
                  const char *id,
                  double      width,
                  double      height)
{
  SwBoard *board;

  g_return_val_if_fail (map != NULL, NULL);

  board = g_new0 (SwBoard, 1);
  board->id = g_strdup (id);
  board->width = width;
  board->height = height;
  g_ptr_array_add (map->boards, board);
  sw_map_changed (map);
  return board;
}

SwVertex *
sw_map_add_vertex (SwMap  *map,
                   guint   id,
                   double  x,
                   double  y)
{
  SwVertex v = { id, x, y, 0 };

  g_return_val_if_fail (map != NULL, NULL);

  g_array_append_val (map->vertices, v);
  sw_map_changed (map);
  return &g_array_index (map->vertices, SwVertex, map->vertices->len - 1);
}

SwRegion *
sw_map_add_region (SwMap      *map,
                   const char *id,
                   const char *terrain)
{
  SwRegion *region;

  g_return_val_if_fail (map != NULL, NULL);

  region = g_new0 (SwRegion, 1);
  region->id = g_strdup (id);
  region->terrain = g_strdup (terrain);
  region->border = SW_BORDER_AUTO;
  region->names = sw_text_list_new ();
  region->holes = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_ring_free);
  region->symbols = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_symbol_free);
  region->starts = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_start_free);
  g_ptr_array_add (map->regions, region);
  sw_map_changed (map);
  return region;
}

static SwPair *
pair_new (const char *a,
          const char *b,
          const char *kind)
{
  SwPair *pair = g_new0 (SwPair, 1);

  pair->a = g_strdup (a);
  pair->b = g_strdup (b);
  pair->kind = g_strdup (kind);
  return pair;
}

SwPair *
sw_map_add_link (SwMap      *map,
                 const char *a,
                 const char *b,
                 const char *kind)
{
  SwPair *pair;

  g_return_val_if_fail (map != NULL, NULL);

  pair = pair_new (a, b, kind);
  g_ptr_array_add (map->links, pair);
  sw_map_changed (map);
  return pair;
}

SwPair *
sw_map_add_barrier (SwMap      *map,
                    const char *a,
                    const char *b,
                    const char *kind)
{
  SwPair *pair;

  g_return_val_if_fail (map != NULL, NULL);

  pair = pair_new (a, b, kind);
  g_ptr_array_add (map->barriers, pair);
  sw_map_changed (map);
  return pair;
}

void
sw_map_add_text (GPtrArray  *texts,
                 const char *lang,
                 const char *text)
{
  SwText *t;

  g_return_if_fail (texts != NULL);

  t = g_new0 (SwText, 1);
  t->lang = g_strdup (lang);
  t->text = g_strdup (text != NULL ? text : "");
  g_ptr_array_add (texts, t);
}

void
sw_map_add_scenario (SwMap *map,
                     guint  players,
                     guint  turns)
{
  SwScenario s = { players, turns, 0 };

  g_return_if_fail (map != NULL);
  g_array_append_val (map->scenarios, s);
  sw_map_changed (map);
}

void
sw_region_add_symbol (SwRegion   *region,
                      const char *type)
{
  SwSymbol *s;

  g_return_if_fail (region != NULL);

  s = g_new0 (SwSymbol, 1);
  s->type = g_strdup (type);
  g_ptr_array_add (region->symbols, s);
}

void
sw_region_add_start (SwRegion   *region,
                     const char *type,
                     guint       count)
{
  SwStart *s;

  g_return_if_fail (region != NULL);

  s = g_new0 (SwStart, 1);
  s->type = g_strdup (type);
  s->count = count;
  g_ptr_array_add (region->starts, s);
}

static SwRing *
ring_copy (const SwRing *ring)
{
  SwRing *copy;

  if (ring == NULL)
    return NULL;
  copy = sw_ring_new ((const guint *) ring->ids->data, ring->ids->len);
  copy->line = ring->line;
  return copy;
}

static void
copy_texts (GPtrArray *to,
            GPtrArray *from)
{
  for (guint i = 0; i < from->len; i++)
    {
      const SwText *t = g_ptr_array_index (from, i);
      sw_map_add_text (to, t->lang, t->text);
    }
}

static SwPair *
pair_copy (const SwPair *pair)
{
  SwPair *copy = pair_new (pair->a, pair->b, pair->kind);
  copy->line = pair->line;
  return copy;
}

SwMap *
sw_map_copy (const SwMap *map)
{
  SwMap *copy;

  g_return_val_if_fail (map != NULL, NULL);

  copy = sw_map_new (map->edition);
  copy->version = map->version;
  copy->root_line = map->root_line;
  copy_texts (copy->titles, map->titles);
  copy_texts (copy->descriptions, map->descriptions);
  g_array_append_vals (copy->scenarios, map->scenarios->data, map->scenarios->len);
  g_array_append_vals (copy->vertices, map->vertices->data, map->vertices->len);

  for (guint i = 0; i < map->boards->len; i++)
    {
      const SwBoard *b = g_ptr_array_index (map->boards, i);
      SwBoard *c = sw_map_add_board (copy, b->id, b->width, b->height);
      c->size = g_strdup (b->size);
      c->has_position = b->has_position;
      c->x = b->x;
      c->y = b->y;
      c->line = b->line;
    }

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *r = g_ptr_array_index (map->regions, i);
      SwRegion *c = sw_map_add_region (copy, r->id, r->terrain);

      c->board = g_strdup (r->board);
      c->border = r->border;
      c->line = r->line;
      copy_texts (c->names, r->names);
      c->outline = ring_copy (r->outline);
      for (guint h = 0; h < r->holes->len; h++)
        g_ptr_array_add (c->holes, ring_copy (g_ptr_array_index (r->holes, h)));
      for (guint s = 0; s < r->symbols->len; s++)
        {
          const SwSymbol *sym = g_ptr_array_index (r->symbols, s);
          sw_region_add_symbol (c, sym->type);
          ((SwSymbol *) g_ptr_array_index (c->symbols, s))->line = sym->line;
        }
      for (guint s = 0; s < r->starts->len; s++)
        {
          const SwStart *st = g_ptr_array_index (r->starts, s);
          sw_region_add_start (c, st->type, st->count);
          ((SwStart *) g_ptr_array_index (c->starts, s))->line = st->line;
        }
    }

  for (guint i = 0; i < map->links->len; i++)
    g_ptr_array_add (copy->links, pair_copy (g_ptr_array_index (map->links, i)));
  for (guint i = 0; i < map->barriers->len; i++)
    g_ptr_array_add (copy->barriers, pair_copy (g_ptr_array_index (map->barriers, i)));

  sw_map_changed (copy);
  return copy;
}

static gboolean
texts_equal (GPtrArray *a,
             GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const SwText *x = g_ptr_array_index (a, i);
      const SwText *y = g_ptr_array_index (b, i);
      if (g_strcmp0 (x->lang, y->lang) != 0 || g_strcmp0 (x->text, y->text) != 0)
        return FALSE;
    }
  return TRUE;
}

static gboolean
rings_equal (const SwRing *a,
             const SwRing *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return a->ids->len == b->ids->len &&
         memcmp (a->ids->data, b->ids->data, a->ids->len * sizeof (guint)) == 0;
}

static gboolean
pairs_equal (GPtrArray *a,
             GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const SwPair *x = g_ptr_array_index (a, i);
      const SwPair *y = g_ptr_array_index (b, i);
      if (g_strcmp0 (x->a, y->a) != 0 || g_strcmp0 (x->b, y->b) != 0 ||
          g_strcmp0 (x->kind, y->kind) != 0)
        return FALSE;
    }
  return TRUE;
}

static gboolean
regions_equal (const SwRegion *a,
               const SwRegion *b)
{
  if (g_strcmp0 (a->id, b->id) != 0 || g_strcmp0 (a->terrain, b->terrain) != 0 ||
      g_strcmp0 (a->board, b->board) != 0 || a->border != b->border ||
      !texts_equal (a->names, b->names) || !rings_equal (a->outline, b->outline) ||
      a->holes->len != b->holes->len || a->symbols->len != b->symbols->len ||
      a->starts->len != b->starts->len)
    return FALSE;

  for (guint i = 0; i < a->holes->len; i++)
    if (!rings_equal (g_ptr_array_index (a->holes, i), g_ptr_array_index (b->holes, i)))
      return FALSE;
  for (guint i = 0; i < a->symbols->len; i++)
    if (g_strcmp0 (((SwSymbol *) g_ptr_array_index (a->symbols, i))->type,
                   ((SwSymbol *) g_ptr_array_index (b->symbols, i))->type) != 0)
      return FALSE;
  for (guint i = 0; i < a->starts->len; i++)
    {
      const SwStart *x = g_ptr_array_index (a->starts, i);
      const SwStart *y = g_ptr_array_index (b->starts, i);
      if (g_strcmp0 (x->type, y->type) != 0 || x->count != y->count)
        return FALSE;
    }
  return TRUE;
}

gboolean
sw_map_equal (const SwMap *a,
              const SwMap *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->version != b->version || g_strcmp0 (a->edition, b->edition) != 0 ||
      !texts_equal (a->titles, b->titles) || !texts_equal (a->descriptions, b->descriptions) ||
      a->scenarios->len != b->scenarios->len || a->boards->len != b->boards->len ||
      a->vertices->len != b->vertices->len || a->regions->len != b->regions->len ||
      !pairs_equal (a->links, b->links) || !pairs_equal (a->barriers, b->barriers))
    return FALSE;

  for (guint i = 0; i < a->scenarios->len; i++)
    {
      const SwScenario *x = &g_array_index (a->scenarios, SwScenario, i);
      const SwScenario *y = &g_array_index (b->scenarios, SwScenario, i);
      if (x->players != y->players || x->turns != y->turns)
        return FALSE;
    }
  for (guint i = 0; i < a->boards->len; i++)
    {
      const SwBoard *x = g_ptr_array_index (a->boards, i);
      const SwBoard *y = g_ptr_array_index (b->boards, i);
      if (g_strcmp0 (x->id, y->id) != 0 || x->width != y->width || x->height != y->height ||
          g_strcmp0 (x->size, y->size) != 0 || x->has_position != y->has_position ||
          (x->has_position && (x->x != y->x || x->y != y->y)))
        return FALSE;
    }
  for (guint i = 0; i < a->vertices->len; i++)
    {
      const SwVertex *x = &g_array_index (a->vertices, SwVertex, i);
      const SwVertex *y = &g_array_index (b->vertices, SwVertex, i);
      if (x->id != y->id || x->x != y->x || x->y != y->y)
        return FALSE;
    }
  for (guint i = 0; i < a->regions->len; i++)
    if (!regions_equal (g_ptr_array_index (a->regions, i), g_ptr_array_index (b->regions, i)))
      return FALSE;
  return TRUE;
}

gboolean
sw_link_is_border (const SwPair *link)
{
  g_return_val_if_fail (link != NULL, FALSE);
  return link->kind == NULL || g_str_equal (link->kind, "adjacent");
}

gboolean
sw_pair_joins (const SwPair *pair,
               const char   *a,
               const char   *b)
{
  g_return_val_if_fail (pair != NULL, FALSE);
  return (g_strcmp0 (pair->a, a) == 0 && g_strcmp0 (pair->b, b) == 0)
         || (g_strcmp0 (pair->a, b) == 0 && g_strcmp0 (pair->b, a) == 0);
}

gint
sw_pairs_find (GPtrArray  *pairs,
               const char *a,
               const char *b)
{
  for (guint i = 0; i < pairs->len; i++)
    if (sw_pair_joins (g_ptr_array_index (pairs, i), a, b))
      return (gint) i;
  return -1;
}
