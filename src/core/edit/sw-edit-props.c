/* sw-edit-props.c: edits that do not move geometry: region properties, links, barriers, titles, boards. */
#define G_LOG_DOMAIN "sw-edit"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>
#include "sw-catalog.h"
#include "sw-edit-private.h"
#include "sw-map-xml.h"

#define FRAME_EPSILON 0.01

static gboolean
check_args (SwMap      *map,
            SwHistory  *history)
{
  return map != NULL && (history == NULL || sw_history_get_map (history) == map);
}

static SwRegion *
find_region (SwMap       *map,
             const char  *id,
             GError     **error)
{
  SwRegion *region = sw_map_get_region (map, id);

  if (region == NULL)
    g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no region %s"), id);
  return region;
}

/* Checks a type against the edition's catalog (any type is fine for an
 * edition the program does not know: the validator says so). */
static gboolean
check_catalog (SwMap       *map,
               const char  *kind,
               const char  *type,
               GError     **error)
{
  const SwCatalog *catalog = sw_catalog_get (map->edition);

  if (type == NULL || *type == '\0')
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID, _("no %s given"), kind);
      return FALSE;
    }
  if (catalog != NULL && sw_catalog_find (catalog, kind, type) == NULL)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                   _("the %s edition has no %s “%s”"), map->edition, kind, type);
      return FALSE;
    }
  return TRUE;
}

/* ---- region properties ---- */

typedef void (*RegionChange) (SwRegion *copy, gconstpointer data);

/* Applies @change to a copy of every listed region, as one step. */
static gboolean
change_regions (SwMap              *map,
                SwHistory          *history,
                const char *const  *regions,
                const char         *label,
                RegionChange        change,
                gconstpointer       data,
                GError            **error)
{
  SwTx tx;

  if (regions == NULL || regions[0] == NULL)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID, _("no region selected"));
      return FALSE;
    }
  for (guint i = 0; regions[i] != NULL; i++)
    if (find_region (map, regions[i], error) == NULL)
      return FALSE;

  sw_tx_begin (&tx, map, history, label);
  for (guint i = 0; regions[i] != NULL; i++)
    {
      gint index = sw_map_find_region (map, regions[i]);
      SwRegion *copy = sw_region_copy (g_ptr_array_index (map->regions, index));

      change (copy, data);
      sw_tx_replace_region (&tx, (guint) index, copy);
    }
  sw_tx_commit (&tx);
  return TRUE;
}

static void
change_terrain (SwRegion *copy, gconstpointer data)
{
  g_free (copy->terrain);
  copy->terrain = g_strdup (data);
}

gboolean
sw_edit_set_terrain (SwMap              *map,
                     SwHistory          *history,
                     const char *const  *regions,
                     const char         *terrain,
                     GError            **error)
{
  g_return_val_if_fail (check_args (map, history), FALSE);

  if (!check_catalog (map, "terrain", terrain, error))
    return FALSE;
  return change_regions (map, history, regions, _("Set terrain"), change_terrain, terrain, error);
}

static void
change_border (SwRegion *copy, gconstpointer data)
{
  copy->border = *(const SwBorderMode *) data;
}

gboolean
sw_edit_set_border (SwMap              *map,
                    SwHistory          *history,
                    const char *const  *regions,
                    SwBorderMode        border,
                    GError            **error)
{
  g_return_val_if_fail (check_args (map, history), FALSE);
  g_return_val_if_fail (border <= SW_BORDER_NO, FALSE);

  return change_regions (map, history, regions, _("Set border"), change_border, &border, error);
}

typedef struct {
  const char *type;
  gboolean present;
  guint count;
  const char *lang;
  const char *text;
} ListChange;

static void
change_symbol (SwRegion *copy, gconstpointer data)
{
  const ListChange *c = data;

  for (guint i = copy->symbols->len; i > 0; i--)
    if (g_strcmp0 (((SwSymbol *) g_ptr_array_index (copy->symbols, i - 1))->type, c->type) == 0)
      {
        if (c->present)
          return;
        g_ptr_array_remove_index (copy->symbols, i - 1);
      }
  if (c->present)
    sw_region_add_symbol (copy, c->type);
}

gboolean
sw_edit_set_symbol (SwMap              *map,
                    SwHistory          *history,
                    const char *const  *regions,
                    const char         *type,
                    gboolean            present,
                    GError            **error)
{
  ListChange c = { type, present, 0, NULL, NULL };

  g_return_val_if_fail (check_args (map, history), FALSE);

  if (present && !check_catalog (map, "symbol", type, error))
    return FALSE;
  return change_regions (map, history, regions, present ? _("Add symbol") : _("Remove symbol"),
                         change_symbol, &c, error);
}

static void
change_start (SwRegion *copy, gconstpointer data)
{
  const ListChange *c = data;

  /* Keep the marker's place in the list when only its count changes. */
  for (guint i = 0; i < copy->starts->len; i++)
    {
      SwStart *s = g_ptr_array_index (copy->starts, i);
      if (g_strcmp0 (s->type, c->type) != 0)
        continue;
      if (c->count == 0)
        g_ptr_array_remove_index (copy->starts, i--);
      else
        {
          s->count = c->count;
          for (guint j = copy->starts->len; j > i + 1; j--)
            if (g_strcmp0 (((SwStart *) g_ptr_array_index (copy->starts, j - 1))->type, c->type) == 0)
              g_ptr_array_remove_index (copy->starts, j - 1);
          return;
        }
    }
  if (c->count > 0)
    sw_region_add_start (copy, c->type, c->count);
}

gboolean
sw_edit_set_start (SwMap              *map,
                   SwHistory          *history,
                   const char *const  *regions,
                   const char         *type,
                   guint               count,
                   GError            **error)
{
  ListChange c = { type, count > 0, count, NULL, NULL };

  g_return_val_if_fail (check_args (map, history), FALSE);

  if (count > 0 && !check_catalog (map, "marker", type, error))
    return FALSE;
  return change_regions (map, history, regions, _("Set start markers"), change_start, &c, error);
}

/* Replaces the text of one language in a list (NULL or "" removes it). */
static void
texts_set (GPtrArray  *texts,
           const char *lang,
           const char *text)
{
  for (guint i = texts->len; i > 0; i--)
    if (g_strcmp0 (((SwText *) g_ptr_array_index (texts, i - 1))->lang, lang) == 0)
      g_ptr_array_remove_index (texts, i - 1);
  if (text != NULL && *text != '\0')
    sw_map_add_text (texts, lang, text);
}

static void
change_name (SwRegion *copy, gconstpointer data)
{
  const ListChange *c = data;
  texts_set (copy->names, c->lang, c->text);
}

gboolean
sw_edit_set_name (SwMap              *map,
                  SwHistory          *history,
                  const char *const  *regions,
                  const char         *lang,
                  const char         *text,
                  GError            **error)
{
  ListChange c = { NULL, FALSE, 0, lang != NULL && *lang != '\0' ? lang : NULL, text };

  g_return_val_if_fail (check_args (map, history), FALSE);
  return change_regions (map, history, regions, _("Rename region"), change_name, &c, error);
}

/* ---- links and barriers ---- */

static gboolean
check_pair (SwMap       *map,
            const char  *a,
            const char  *b,
            GError     **error)
{
  if (find_region (map, a, error) == NULL || find_region (map, b, error) == NULL)
    return FALSE;
  if (g_strcmp0 (a, b) == 0)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("a region cannot be linked to or walled off from itself (%s)"), a);
      return FALSE;
    }
  return TRUE;
}

static gboolean
add_pair (SwMap       *map,
          SwHistory   *history,
          SwTarget     target,
          const char  *a,
          const char  *b,
          const char  *kind,
          GError     **error)
{
  GPtrArray *pairs = target == SW_TARGET_LINK ? map->links : map->barriers;
  gboolean share;
  g_autofree char *label = NULL;
  SwTx tx;

  if (!check_pair (map, a, b, error))
    return FALSE;
  if (sw_pairs_find (pairs, a, b) >= 0)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   target == SW_TARGET_LINK ? _("%s and %s are already linked")
                                            : _("%s and %s already have a barrier"), a, b);
      return FALSE;
    }
  share = sw_regions_share_border (sw_map_get_region (map, a), sw_map_get_region (map, b));
  if (target == SW_TARGET_LINK && share)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("%s and %s already share a border, so they are adjacent without a link"), a, b);
      return FALSE;
    }
  if (target == SW_TARGET_BARRIER && !share)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                   _("%s and %s share no border for a barrier to block"), a, b);
      return FALSE;
    }

  label = g_strdup_printf (target == SW_TARGET_LINK ? _("Link %s and %s") : _("Barrier between %s and %s"), a, b);
  sw_tx_begin (&tx, map, history, label);
  sw_tx_insert_pair (&tx, target, pairs->len, sw_pair_copy_new (a, b, kind != NULL && *kind ? kind : NULL));
  sw_tx_commit (&tx);
  return TRUE;
}

static gboolean
remove_pair (SwMap       *map,
             SwHistory   *history,
             SwTarget     target,
             const char  *a,
             const char  *b,
             GError     **error)
{
  GPtrArray *pairs = target == SW_TARGET_LINK ? map->links : map->barriers;
  g_autofree char *label = NULL;
  gint i;
  SwTx tx;

  if (sw_pairs_find (pairs, a, b) < 0)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND,
                   target == SW_TARGET_LINK ? _("there is no link between %s and %s")
                                            : _("there is no barrier between %s and %s"), a, b);
      return FALSE;
    }
  label = g_strdup_printf (target == SW_TARGET_LINK ? _("Unlink %s and %s") : _("Remove the barrier between %s and %s"),
                           a, b);
  sw_tx_begin (&tx, map, history, label);
  /* Every copy of the pair goes (a file may list it twice). */
  while ((i = sw_pairs_find (pairs, a, b)) >= 0)
    sw_tx_remove_pair (&tx, target, (guint) i);
  sw_tx_commit (&tx);
  return TRUE;
}

gboolean
sw_edit_add_link (SwMap *map, SwHistory *history, const char *a, const char *b,
                  const char *kind, GError **error)
{
  g_return_val_if_fail (check_args (map, history), FALSE);
  return add_pair (map, history, SW_TARGET_LINK, a, b, kind, error);
}

gboolean
sw_edit_remove_link (SwMap *map, SwHistory *history, const char *a, const char *b, GError **error)
{
  g_return_val_if_fail (check_args (map, history), FALSE);
  return remove_pair (map, history, SW_TARGET_LINK, a, b, error);
}

gboolean
sw_edit_set_link_kind (SwMap *map, SwHistory *history, const char *a, const char *b,
                       const char *kind, GError **error)
{
  g_autofree char *first = NULL, *second = NULL, *label = NULL;
  const SwPair *pair;
  gint i;
  SwTx tx;

  g_return_val_if_fail (check_args (map, history), FALSE);
  i = sw_pairs_find (map->links, a, b);
  if (i < 0)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no link between %s and %s"), a, b);
      return FALSE;
    }
  if (kind != NULL && *kind == '\0')
    kind = NULL;
  pair = g_ptr_array_index (map->links, i);
  if (g_strcmp0 (pair->kind, kind) == 0)
    return TRUE;
  /* the pair as the file has it, a and b in its order */
  first = g_strdup (pair->a);
  second = g_strdup (pair->b);
  label = g_strdup_printf (_("Set the kind of the link between %s and %s"), a, b);
  sw_tx_begin (&tx, map, history, label);
  sw_tx_remove_pair (&tx, SW_TARGET_LINK, (guint) i);
  sw_tx_insert_pair (&tx, SW_TARGET_LINK, (guint) i, sw_pair_copy_new (first, second, kind));
  sw_tx_commit (&tx);
  return TRUE;
}

gboolean
sw_edit_add_barrier (SwMap *map, SwHistory *history, const char *a, const char *b,
                     const char *kind, GError **error)
{
  g_return_val_if_fail (check_args (map, history), FALSE);
  return add_pair (map, history, SW_TARGET_BARRIER, a, b, kind, error);
}

gboolean
sw_edit_remove_barrier (SwMap *map, SwHistory *history, const char *a, const char *b, GError **error)
{
  g_return_val_if_fail (check_args (map, history), FALSE);
  return remove_pair (map, history, SW_TARGET_BARRIER, a, b, error);
}

/* ---- the map's texts and scenarios ---- */

static gboolean
set_text (SwMap       *map,
          SwHistory   *history,
          gboolean     title,
          const char  *lang,
          const char  *text)
{
  SwMeta *meta = sw_meta_copy (map);
  SwTx tx;

  texts_set (title ? meta->titles : meta->descriptions, lang != NULL && *lang ? lang : NULL, text);
  sw_tx_begin (&tx, map, history, title ? _("Set title") : _("Set description"));
  sw_tx_replace_meta (&tx, meta);
  sw_tx_commit (&tx);
  return TRUE;
}

gboolean
sw_edit_set_title (SwMap *map, SwHistory *history, const char *lang, const char *text, GError **error)
{
  g_return_val_if_fail (check_args (map, history), FALSE);
  (void) error;
  return set_text (map, history, TRUE, lang, text);
}

gboolean
sw_edit_set_description (SwMap *map, SwHistory *history, const char *lang, const char *text, GError **error)
{
  g_return_val_if_fail (check_args (map, history), FALSE);
  (void) error;
  return set_text (map, history, FALSE, lang, text);
}

gboolean
sw_edit_set_scenarios (SwMap            *map,
                       SwHistory        *history,
                       const SwScenario *scenarios,
                       guint             n_scenarios,
                       GError          **error)
{
  SwMeta *meta;
  SwTx tx;

  g_return_val_if_fail (check_args (map, history), FALSE);
  g_return_val_if_fail (scenarios != NULL || n_scenarios == 0, FALSE);

  for (guint i = 0; i < n_scenarios; i++)
    if (scenarios[i].players < 2 || scenarios[i].players > 5)
      {
        g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                     _("a scenario is for 2 to 5 players, not %u"), scenarios[i].players);
        return FALSE;
      }
  meta = sw_meta_copy (map);
  g_array_set_size (meta->scenarios, 0);
  for (guint i = 0; i < n_scenarios; i++)
    {
      SwScenario s = { scenarios[i].players, scenarios[i].turns, 0 };
      g_array_append_val (meta->scenarios, s);
    }
  sw_tx_begin (&tx, map, history, _("Set scenarios"));
  sw_tx_replace_meta (&tx, meta);
  sw_tx_commit (&tx);
  return TRUE;
}

gboolean
sw_edit_set_edition (SwMap       *map,
                     SwHistory   *history,
                     const char  *edition,
                     GError     **error)
{
  SwMeta *meta;
  SwTx tx;

  g_return_val_if_fail (check_args (map, history), FALSE);
  g_return_val_if_fail (edition != NULL, FALSE);

  if (sw_catalog_get (edition) == NULL)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                   _("“%s” is not an edition of the game this app knows"), edition);
      return FALSE;
    }
  meta = sw_meta_copy (map);
  g_free (meta->edition);
  meta->edition = g_strdup (edition);
  sw_tx_begin (&tx, map, history, _("Set edition"));
  sw_tx_replace_meta (&tx, meta);
  sw_tx_commit (&tx);
  return TRUE;
}

/* ---- boards ---- */

static gboolean
check_board_size (double       width,
                  double       height,
                  GError     **error)
{
  if (!(width > 0 && height > 0 && width < 1e6 && height < 1e6))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                   _("a board needs a width and a height above 0 mm"));
      return FALSE;
    }
  return TRUE;
}

gboolean
sw_edit_add_board (SwMap       *map,
                   SwHistory   *history,
                   const char  *id,
                   double       width,
                   double       height,
                   const char  *terrain,
                   char       **new_region,
                   GError     **error)
{
  SwBoard *board;
  SwRegion *region;
  guint corners[4];
  char *region_id;
  gboolean several;
  SwTx tx;

  g_return_val_if_fail (check_args (map, history), FALSE);

  if (id == NULL || !g_ascii_isalpha (*id) || strpbrk (id, " \t\n\"'<>&") != NULL)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                   _("“%s” cannot be a board id: use a letter followed by letters, digits or dashes"),
                   id != NULL ? id : "");
      return FALSE;
    }
  if (sw_map_find_board (map, id) >= 0)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED, _("there is already a board %s"), id);
      return FALSE;
    }
  if (!check_board_size (width, height, error) || !check_catalog (map, "terrain", terrain, error))
    return FALSE;

  sw_tx_begin (&tx, map, history, _("Add board"));
  several = map->boards->len >= 1;
  /* With two boards, every region must say which one it is on. */
  if (map->boards->len == 1)
    {
      const SwBoard *first = g_ptr_array_index (map->boards, 0);
      for (guint i = 0; i < map->regions->len; i++)
        {
          const SwRegion *r = g_ptr_array_index (map->regions, i);
          SwRegion *copy;
          if (r->board != NULL)
            continue;
          copy = sw_region_copy (r);
          copy->board = g_strdup (first->id);
          sw_tx_replace_region (&tx, i, copy);
        }
    }
  board = g_new0 (SwBoard, 1);
  board->id = g_strdup (id);
  board->width = sw_edit_round (width);
  board->height = sw_edit_round (height);
  sw_tx_insert_board (&tx, map->boards->len, board);

  corners[0] = sw_tx_add_vertex (&tx, 0, 0);
  corners[1] = sw_tx_add_vertex (&tx, board->width, 0);
  corners[2] = sw_tx_add_vertex (&tx, board->width, board->height);
  corners[3] = sw_tx_add_vertex (&tx, 0, board->height);
  region_id = sw_edit_fresh_region_id (map);
  region = sw_region_new_blank (region_id, terrain, several ? id : NULL);
  region->outline = sw_ring_new (corners, 4);
  sw_tx_insert_region (&tx, map->regions->len, region);
  sw_tx_commit (&tx);
  if (new_region != NULL)
    *new_region = region_id;
  else
    g_free (region_id);
  return TRUE;
}

/* The vertex ids used by the rings of the regions on @board. */
static GHashTable *
board_vertices (SwMap         *map,
                const SwBoard *board)
{
  GHashTable *set = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < map->regions->len; i++)
    {
      const SwRegion *r = g_ptr_array_index (map->regions, i);
      if (sw_map_region_board (map, r) != board)
        continue;
      for (gint h = -1; h < (gint) r->holes->len; h++)
        {
          const SwRing *ring = h < 0 ? r->outline : g_ptr_array_index (r->holes, h);
          for (guint k = 0; ring != NULL && k < ring->ids->len; k++)
            g_hash_table_add (set, GUINT_TO_POINTER (g_array_index (ring->ids, guint, k)));
        }
    }
  return set;
}

static void
remove_pairs_of (SwTx       *tx,
                 SwTarget    target,
                 const char *region)
{
  GPtrArray *pairs = target == SW_TARGET_LINK ? tx->map->links : tx->map->barriers;

  for (guint i = pairs->len; i > 0; i--)
    {
      const SwPair *p = g_ptr_array_index (pairs, i - 1);
      if (g_strcmp0 (p->a, region) == 0 || g_strcmp0 (p->b, region) == 0)
        sw_tx_remove_pair (tx, target, i - 1);
    }
}

gboolean
sw_edit_remove_board (SwMap       *map,
                      SwHistory   *history,
                      const char  *id,
                      GError     **error)
{
  g_autoptr(GHashTable) vertices = NULL;
  GHashTableIter iter;
  gpointer key;
  SwBoard *board;
  gint index;
  SwTx tx;

  g_return_val_if_fail (check_args (map, history), FALSE);

  index = sw_map_find_board (map, id);
  if (index < 0)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no board %s"), id);
      return FALSE;
    }
  board = g_ptr_array_index (map->boards, index);
  vertices = board_vertices (map, board);

  sw_tx_begin (&tx, map, history, _("Remove board"));
  for (guint i = map->regions->len; i > 0; i--)
    {
      const SwRegion *r = g_ptr_array_index (map->regions, i - 1);
      if (sw_map_region_board (map, r) != board)
        continue;
      remove_pairs_of (&tx, SW_TARGET_LINK, r->id);
      remove_pairs_of (&tx, SW_TARGET_BARRIER, r->id);
      sw_tx_remove_region (&tx, i - 1);
    }
  /* Vertices no ring uses any more go with the board. */
  g_hash_table_iter_init (&iter, vertices);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      SwIndexVertex *v = sw_edit_index_vertex (tx.index, GPOINTER_TO_UINT (key));
      if (v != NULL && v->regions->len == 0 && sw_map_find_vertex (map, GPOINTER_TO_UINT (key)) >= 0)
        sw_tx_remove_vertex (&tx, GPOINTER_TO_UINT (key));
    }
  sw_tx_remove_board (&tx, (guint) index);
  sw_tx_commit (&tx);
  return TRUE;
}

static gint
compare_ids (gconstpointer a,
             gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return x < y ? -1 : x > y;
}

gboolean
sw_edit_resize_board (SwMap       *map,
                      SwHistory   *history,
                      const char  *id,
                      double       width,
                      double       height,
                      GError     **error)
{
  g_autoptr(GHashTable) vertices = NULL;
  g_autoptr(GArray) moved = g_array_new (FALSE, FALSE, sizeof (guint));
  GHashTableIter iter;
  gpointer key;
  SwBoard *board, *contents;
  double old_width, old_height;
  gint index;
  SwTx tx;

  g_return_val_if_fail (check_args (map, history), FALSE);

  index = sw_map_find_board (map, id);
  if (index < 0)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no board %s"), id);
      return FALSE;
    }
  if (!check_board_size (width, height, error))
    return FALSE;
  width = sw_edit_round (width);
  height = sw_edit_round (height);
  board = g_ptr_array_index (map->boards, index);
  old_width = board->width;
  old_height = board->height;
  vertices = board_vertices (map, board);

  /* Vertices inside the board stay; those on the right and bottom edges
   * follow them; any other beyond the new size would fall off. */
  g_hash_table_iter_init (&iter, vertices);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const SwVertex *v = sw_map_get_vertex (map, GPOINTER_TO_UINT (key));
      gboolean on_right, on_bottom;
      char bx[32], by[32];

      if (v == NULL)
        continue;
      on_right = fabs (v->x - old_width) <= FRAME_EPSILON;
      on_bottom = fabs (v->y - old_height) <= FRAME_EPSILON;
      if ((!on_right && v->x > width - FRAME_EPSILON) || (!on_bottom && v->y > height - FRAME_EPSILON))
        {
          g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_REFUSED,
                       _("vertex %u at (%s, %s) mm would be on or beyond the new edge of board %s: "
                         "move it first"), v->id, sw_format_mm (v->x, bx), sw_format_mm (v->y, by), id);
          return FALSE;
        }
      if (on_right || on_bottom)
        g_array_append_val (moved, v->id);
    }

  g_array_sort (moved, compare_ids);
  sw_tx_begin (&tx, map, history, _("Resize board"));
  contents = sw_board_copy (board);
  contents->width = width;
  contents->height = height;
  sw_tx_replace_board (&tx, (guint) index, contents);
  for (guint i = 0; i < moved->len; i++)
    {
      guint vid = g_array_index (moved, guint, i);
      const SwVertex *v = sw_map_get_vertex (map, vid);
      double x = fabs (v->x - old_width) <= FRAME_EPSILON ? width : v->x;
      double y = fabs (v->y - old_height) <= FRAME_EPSILON ? height : v->y;

      if (!sw_tx_move_vertex_checked (&tx, vid, x, y, error))
        return sw_tx_abort (&tx);
    }
  sw_tx_commit (&tx);
  return TRUE;
}

gboolean
sw_edit_set_board_mark (SwMap       *map,
                        SwHistory   *history,
                        const char  *id,
                        const char  *size,
                        gboolean     has_position,
                        double       x,
                        double       y,
                        GError     **error)
{
  SwBoard *contents;
  gint index;
  SwTx tx;

  g_return_val_if_fail (check_args (map, history), FALSE);

  index = sw_map_find_board (map, id);
  if (index < 0)
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_NOT_FOUND, _("there is no board %s"), id);
      return FALSE;
    }
  if (size != NULL && *size != '\0' && !g_str_equal (size, "S") && !g_str_equal (size, "M") && !g_str_equal (size, "L"))
    {
      g_set_error (error, SW_EDIT_ERROR, SW_EDIT_ERROR_INVALID,
                   _("“%s” is not a board size: use S, M or L"), size);
      return FALSE;
    }
  contents = sw_board_copy (g_ptr_array_index (map->boards, index));
  g_free (contents->size);
  contents->size = size != NULL && *size != '\0' ? g_strdup (size) : NULL;
  contents->has_position = has_position;
  contents->x = has_position ? sw_edit_round (x) : 0;
  contents->y = has_position ? sw_edit_round (y) : 0;
  sw_tx_begin (&tx, map, history, _("Change board"));
  sw_tx_replace_board (&tx, (guint) index, contents);
  sw_tx_commit (&tx);
  return TRUE;
}

/* The boards left in play drawn close together, in rows about as wide as
 * they are tall, tallest first: in the set they keep their places among
 * the islands the game leaves out, and a 2-player game of the Warcraft
 * set showed two islands at opposite corners of a board mostly empty. */
#define IN_PLAY_GAP_MM 20.0

static gint
taller_first (gconstpointer a,
              gconstpointer b)
{
  const SwBoard *x = *(const SwBoard *const *) a, *y = *(const SwBoard *const *) b;

  return (x->height < y->height) - (x->height > y->height);
}

static void
place_in_play (SwMap *map)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  double area = 0, row_width, x = 0, y = 0, row_height = 0;

  for (guint b = 0; b < map->boards->len; b++)
    {
      SwBoard *board = g_ptr_array_index (map->boards, b);

      g_ptr_array_add (order, board);
      area += (board->width + IN_PLAY_GAP_MM) * (board->height + IN_PLAY_GAP_MM);
    }
  g_ptr_array_sort (order, taller_first);
  row_width = sqrt (area) * 1.5;
  for (guint b = 0; b < order->len; b++)
    {
      SwBoard *board = g_ptr_array_index (order, b);

      if (x > 0 && x + board->width > row_width)
        x = 0, y += row_height + IN_PLAY_GAP_MM, row_height = 0;
      board->has_position = TRUE;
      board->x = x;
      board->y = y;
      x += board->width + IN_PLAY_GAP_MM;
      row_height = MAX (row_height, board->height);
    }
  sw_map_changed (map);
}

SwMap *
sw_edit_boards_in_play (SwMap *map,
                        guint  players)
{
  g_autoptr(GPtrArray) keep = g_ptr_array_new ();
  g_autoptr(SwMap) copy = NULL;
  const char *sizes;
  guint wanted = 0;

  g_return_val_if_fail (map != NULL, NULL);
  sizes = sw_catalog_get (map->edition) != NULL ? sw_catalog_usual_boards (sw_catalog_get (map->edition), players) : NULL;
  for (const char *s = sizes; s != NULL && *s != '\0'; s++)
    wanted += *s != ' ';
  if (wanted == 0 || map->boards->len <= wanted)
    return sw_map_ref (map);
  /* the first boards of each size, in the map's order */
  for (const char *s = sizes; *s != '\0'; s++)
    {
      const SwBoard *found = NULL;

      if (*s == ' ')
        continue;

      for (guint b = 0; b < map->boards->len && found == NULL; b++)
        {
          const SwBoard *board = g_ptr_array_index (map->boards, b);

          if (board->size != NULL && board->size[0] == *s && board->size[1] == '\0'
              && !g_ptr_array_find (keep, board, NULL))
            found = board;
        }
      /* a set without the boards the rules name: the table plays it whole */
      if (found == NULL)
        return sw_map_ref (map);
      g_ptr_array_add (keep, (gpointer) found);
    }
  copy = sw_map_copy (map);
  for (guint b = map->boards->len; b > 0; b--)
    {
      const SwBoard *board = g_ptr_array_index (map->boards, b - 1);
      g_autoptr(GError) error = NULL;

      if (!g_ptr_array_find (keep, board, NULL) && !sw_edit_remove_board (copy, NULL, board->id, &error))
        {
          g_warning ("board %s stays in the game: %s", board->id, error->message);
          return sw_map_ref (map);
        }
    }
  place_in_play (copy);
  /* and the scenario of this many players alone */
  for (guint i = 0; i < map->scenarios->len; i++)
    {
      const SwScenario *scenario = &g_array_index (map->scenarios, SwScenario, i);

      if (scenario->players == players)
        {
          g_autoptr(GError) error = NULL;

          if (!sw_edit_set_scenarios (copy, NULL, scenario, 1, &error))
            g_warning ("the game keeps every scenario: %s", error->message);
          break;
        }
    }
  return g_steal_pointer (&copy);
}
