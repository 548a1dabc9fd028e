/* make-samples.c: draws the bundled Underground and Warcraft sample maps with the editor's own layout tool. */

#include "config.h"
#define G_LOG_DOMAIN "make-samples"

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "sw-issue.h"
#include "sw-layout.h"
#include "sw-map-xml.h"
#include "sw-validate.h"

/* Each map is designed as a graph, the way a designer sketches a board:
 * regions in rows, each region touching its row neighbours and the two
 * below it (staggered rows, like bricks, so three regions meet at every
 * corner and no contact is a single point), the outer regions on the
 * board's edge. "Lay out from graph" (sw_layout_from_graph, the editor's
 * Layout ▸ From graph) then draws the outlines, and the validator must find
 * no error. Run as `make-samples OUTDIR` (maps/README.md); the output is
 * the same every run, so the committed files can be checked against it. */

typedef struct {
  const char *terrain;
  const char *symbols;   /* space-separated, may be NULL */
  const char *starts;    /* "type[:count] ...", may be NULL */
} Cell;

/* A staggered grid of @rows x @cols cells: cell (r, c) touches (r, c+1),
 * (r+1, c) and, on odd rows, (r+1, c+1), on even rows (r+1, c-1). */
static SwMap *
graph_from_cells (const char *edition,
                  const char *board_id,
                  double      width,
                  double      height,
                  const char *prefix,
                  guint       rows,
                  guint       cols,
                  const Cell *cells)
{
  g_autoptr(SwMap) map = sw_map_new (edition);

  sw_map_add_board (map, board_id, width, height);
  for (guint r = 0; r < rows; r++)
    for (guint c = 0; c < cols; c++)
      {
        const Cell *cell = &cells[r * cols + c];
        g_autofree char *id = g_strdup_printf ("%s%u", prefix, r * cols + c + 1);
        SwRegion *region = sw_map_add_region (map, id, cell->terrain);
        g_auto(GStrv) symbols = g_strsplit (cell->symbols ? cell->symbols : "", " ", -1);
        g_auto(GStrv) starts = g_strsplit (cell->starts ? cell->starts : "", " ", -1);

        region->border = (r == 0 || c == 0 || r == rows - 1 || c == cols - 1) ? SW_BORDER_YES : SW_BORDER_NO;
        for (guint s = 0; symbols[s]; s++)
          if (*symbols[s])
            sw_region_add_symbol (region, symbols[s]);
        for (guint s = 0; starts[s]; s++)
          if (*starts[s])
            {
              g_auto(GStrv) parts = g_strsplit (starts[s], ":", 2);

              sw_region_add_start (region, parts[0], parts[1] ? (guint) atoi (parts[1]) : 1);
            }
      }

  for (guint r = 0; r < rows; r++)
    for (guint c = 0; c < cols; c++)
      {
        g_autofree char *a = g_strdup_printf ("%s%u", prefix, r * cols + c + 1);
        gint below_side = (r % 2 == 1) ? (gint) c + 1 : (gint) c - 1;

        if (c + 1 < cols)
          {
            g_autofree char *b = g_strdup_printf ("%s%u", prefix, r * cols + c + 2);
            sw_map_add_link (map, a, b, NULL);
          }
        if (r + 1 < rows)
          {
            g_autofree char *b = g_strdup_printf ("%s%u", prefix, (r + 1) * cols + c + 1);
            sw_map_add_link (map, a, b, NULL);
            if (below_side >= 0 && below_side < (gint) cols)
              {
                g_autofree char *d = g_strdup_printf ("%s%u", prefix, (r + 1) * cols + below_side + 1);
                sw_map_add_link (map, a, d, NULL);
              }
          }
      }
  sw_map_changed (map);
  return g_steal_pointer (&map);
}

static SwMap *
lay_out (SwMap *graph)
{
  g_autoptr(GError) error = NULL;
  SwMap *drawn = sw_layout_from_graph (graph, NULL, &error);

  if (drawn == NULL)
    g_error ("lay out from graph: %s", error->message);
  return drawn;
}

static void
add_titles (SwMap      *map,
            const char *en,
            const char *zh_cn,
            const char *zh_tw,
            const char *description)
{
  sw_map_add_text (map->titles, NULL, en);
  sw_map_add_text (map->titles, "zh-CN", zh_cn);
  sw_map_add_text (map->titles, "zh-TW", zh_tw);
  sw_map_add_text (map->descriptions, NULL, description);
}

/* Saves @map and fails the build on any validation error. */
static void
save_checked (SwMap      *map,
              const char *dir,
              const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) reloaded = NULL;

  sw_map_changed (map);
  if (!sw_map_save_file (map, path, &error))
    g_error ("%s: %s", path, error->message);
  reloaded = sw_map_load_file (path, issues, &error);
  if (reloaded == NULL)
    g_error ("%s does not load: %s", path, error->message);
  sw_validate_map (reloaded, issues);
  sw_issue_list_sort (issues);
  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);

      g_printerr ("%s:%u: %s [%s]\n", path, issue->line, issue->message, issue->code);
    }
  if (sw_issue_list_count (issues, SW_SEVERITY_ERROR) > 0)
    g_error ("%s has errors", path);
  g_print ("%s: %u regions, %u warnings\n", path, reloaded->regions->len,
           sw_issue_list_count (issues, SW_SEVERITY_WARNING));
}

/* ---- Underground ---- */

#define C(t) { t, NULL, NULL }
#define CS(t, s) { t, s, NULL }
#define MON(t) { t, "monster", "monster:2" }
#define BLACK(t) { t, "black-mountain", "black-mountain" }

/* "The Sunken Stair": a river falls from the top edge to the bottom one
 * (both its ends at the edge are entries), a chasm with the volcano in the
 * middle, monsters kept apart. 5 rows of 5. */
static const Cell underground_2p[] = {
  C ("cavern"),            CS ("mudpool", "mining"),  C ("river"),                MON ("mushroom-forest"), C ("cavern"),
  MON ("mudpool"),         C ("cavern"),              C ("river"),                C ("mushroom-forest"),   BLACK ("cavern"),
  C ("mushroom-forest"),   BLACK ("cavern"),          CS ("chasm", "volcano"),    C ("river"),             MON ("mudpool"),
  CS ("cavern", "mystic-crystal"), C ("mudpool"),     MON ("cavern"),             C ("river"),             CS ("mudpool", "mining"),
  C ("mudpool"),           C ("mushroom-forest"),     CS ("cavern", "mystic-crystal"), C ("river"),        MON ("mushroom-forest"),
};

/* "The Twin Rifts": two chasms (one with the volcano), two rivers, seven
 * monster lairs and eight black mountains. 5 rows of 8. */
static const Cell underground_4p[] = {
  C ("cavern"),           MON ("mudpool"),        C ("river"),           CS ("cavern", "mining"),  C ("mushroom-forest"), BLACK ("cavern"),   C ("river"),          MON ("cavern"),
  BLACK ("mushroom-forest"), C ("cavern"),        C ("river"),           MON ("mushroom-forest"), C ("cavern"),           CS ("mudpool", "mystic-crystal"), C ("river"), C ("mudpool"),
  MON ("cavern"),         CS ("chasm", "volcano"), C ("river"),          C ("cavern"),             BLACK ("mudpool"),      C ("chasm"),        C ("river"),          BLACK ("cavern"),
  C ("mudpool"),          BLACK ("cavern"),       C ("river"),           CS ("mushroom-forest", "mining"), MON ("cavern"), CS ("mushroom-forest", "mining"), C ("river"), MON ("mushroom-forest"),
  CS ("mushroom-forest", "mystic-crystal"), C ("mudpool"), MON ("cavern"), C ("river"),            BLACK ("mushroom-forest"), BLACK ("cavern"), C ("river"),     C ("cavern"),
};

static void
make_underground (const char *dir)
{
  g_autoptr(SwMap) graph2 = graph_from_cells ("underground", "main", 420, 297, "r", 5, 5, underground_2p);
  g_autoptr(SwMap) graph4 = graph_from_cells ("underground", "main", 594, 420, "r", 5, 8, underground_4p);
  g_autoptr(SwMap) map2 = lay_out (graph2);
  g_autoptr(SwMap) map4 = lay_out (graph4);

  add_titles (map2, "The Sunken Stair", "沉没的阶梯", "沉沒的階梯",
              "An original 2-player Underground board (not a published one): a river crosses the "
              "cave from edge to edge, the volcano burns in the chasm at its heart. Drawn by "
              "maps/make-samples.c with the editor's Lay out from graph.");
  sw_map_add_scenario (map2, 2, 10);
  save_checked (map2, dir, "underground-2p.swmap");

  add_titles (map4, "The Twin Rifts", "双子裂谷", "雙子裂谷",
              "An original 4-player Underground board (not a published one): two rivers and two "
              "abysmal chasms, the western one with the volcano. Drawn by maps/make-samples.c with "
              "the editor's Lay out from graph.");
  sw_map_add_scenario (map4, 4, 9);
  save_checked (map4, dir, "underground-4p.swmap");
}

/* ---- Warcraft ---- */

#define ANCHOR(t) { t, "anchor", NULL }
#define MARK(t) { t, "board-mark", "treasure" }
#define MURLOC(t) { t, "murloc", "murloc" }
#define MOUNT { "mountain", NULL, "mountain" }

typedef struct {
  const char *id;
  const char *size;
  double width, height, x, y;
  guint rows, cols;
  const Cell *cells;
} Island;

static const Cell large_west[] = {
  { "sea", NULL, NULL }, ANCHOR ("field"),  C ("forest"),             MOUNT,                   ANCHOR ("hill"),
  ANCHOR ("swamp"),      C ("hill"),        MARK ("field"),           CS ("forest", "cave"),   C ("field"),
  C ("forest"),          MURLOC ("swamp"),  { "lake", NULL, NULL },   CS ("hill", "magic"),    MURLOC ("swamp"),
  C ("hill"),            MOUNT,             CS ("field", "magic"),    C ("swamp"),             ANCHOR ("forest"),
};
static const Cell large_east[] = {
  ANCHOR ("hill"),       C ("forest"),      CS ("field", "cave"),     ANCHOR ("swamp"),        { "sea", NULL, NULL },
  C ("field"),           MOUNT,             C ("swamp"),              MARK ("hill"),           MURLOC ("forest"),
  MURLOC ("swamp"),      CS ("hill", "magic"), { "lake", NULL, NULL }, C ("field"),            MOUNT,
  ANCHOR ("forest"),     C ("field"),       MURLOC ("hill"),          CS ("forest", "cave"),   ANCHOR ("field"),
};
static const Cell medium_north[] = {
  ANCHOR ("field"),      C ("hill"),        MURLOC ("swamp"),         ANCHOR ("forest"),
  C ("forest"),          MARK ("field"),    MOUNT,                    C ("hill"),
  { "sea", NULL, NULL }, CS ("swamp", "cave"), C ("forest"),          ANCHOR ("field"),
};
static const Cell medium_south[] = {
  ANCHOR ("hill"),       CS ("forest", "magic"), C ("field"),         { "sea", NULL, NULL },
  C ("swamp"),           MOUNT,             MARK ("hill"),            MURLOC ("field"),
  ANCHOR ("field"),      C ("forest"),      CS ("swamp", "cave"),     ANCHOR ("hill"),
};
static const Cell small_a[] = {
  ANCHOR ("field"),      MURLOC ("forest"), ANCHOR ("hill"),
  C ("swamp"),           MARK ("hill"),     CS ("field", "magic"),
};
static const Cell small_b[] = {
  ANCHOR ("forest"),     CS ("hill", "cave"), MURLOC ("field"),
  MOUNT,                 MARK ("swamp"),    ANCHOR ("field"),
};

/* Two rows of islands, side by side with a sea lane of 20 mm between them. */
static const Island islands[] = {
  { "l1", "L", 400, 300,   0,   0, 4, 5, large_west },
  { "l2", "L", 400, 300, 420,   0, 4, 5, large_east },
  { "m1", "M", 300, 220,   0, 320, 3, 4, medium_north },
  { "m2", "M", 300, 220, 320, 320, 3, 4, medium_south },
  { "s1", "S", 220, 150, 640, 320, 2, 3, small_a },
  { "s2", "S", 220, 150, 640, 490, 2, 3, small_b },
};

/* Copies one laid-out island into the set: vertex ids shifted past those
 * already there, regions put on the island's board. */
static void
append_island (SwMap       *set,
               SwMap       *drawn,
               const Island *island)
{
  guint base = sw_map_next_vertex_id (set) - 1;
  SwBoard *board = sw_map_add_board (set, island->id, island->width, island->height);

  board->size = g_strdup (island->size);
  board->has_position = TRUE;
  board->x = island->x;
  board->y = island->y;

  for (guint v = 0; v < drawn->vertices->len; v++)
    {
      const SwVertex *vertex = &g_array_index (drawn->vertices, SwVertex, v);
      sw_map_add_vertex (set, base + vertex->id, vertex->x, vertex->y);
    }
  for (guint i = 0; i < drawn->regions->len; i++)
    {
      const SwRegion *from = g_ptr_array_index (drawn->regions, i);
      SwRegion *to = sw_map_add_region (set, from->id, from->terrain);
      g_autoptr(GArray) ids = g_array_copy (from->outline->ids);

      for (guint k = 0; k < ids->len; k++)
        g_array_index (ids, guint, k) += base;
      to->outline = sw_ring_new ((const guint *) (void *) ids->data, ids->len);
      to->board = g_strdup (island->id);
      to->border = from->border;
      for (guint s = 0; from->symbols && s < from->symbols->len; s++)
        sw_region_add_symbol (to, ((SwSymbol *) g_ptr_array_index (from->symbols, s))->type);
      for (guint s = 0; from->starts && s < from->starts->len; s++)
        {
          const SwStart *start = g_ptr_array_index (from->starts, s);
          sw_region_add_start (to, start->type, start->count);
        }
    }
  g_assert (drawn->links->len == 0 && drawn->barriers->len == 0);
}

static void
make_warcraft (const char *dir)
{
  g_autoptr(SwMap) set = sw_map_new ("warcraft");

  add_titles (set, "The Shattered Isles", "破碎群岛", "破碎群島",
              "An original Warcraft board set (not the published islands): two large, two medium "
              "and two small islands, enough for 2 to 5 players (2: L+S, 3: L+M+S, 4: L+2M+S, "
              "5: 2L+M+2S). Each island drawn by maps/make-samples.c with the editor's Lay out "
              "from graph, then placed side by side.");
  sw_map_add_scenario (set, 2, 10);
  sw_map_add_scenario (set, 3, 10);
  sw_map_add_scenario (set, 4, 9);
  sw_map_add_scenario (set, 5, 8);
  for (guint i = 0; i < G_N_ELEMENTS (islands); i++)
    {
      g_autofree char *prefix = g_strconcat (islands[i].id, "-", NULL);
      g_autoptr(SwMap) graph = graph_from_cells ("warcraft", islands[i].id, islands[i].width, islands[i].height,
                                                 prefix, islands[i].rows, islands[i].cols, islands[i].cells);
      g_autoptr(SwMap) drawn = lay_out (graph);

      append_island (set, drawn, &islands[i]);
    }
  save_checked (set, dir, "warcraft-set.swmap");
}

/* --check DIR: the committed maps in DIR are byte for byte what this
 * program makes now (so nobody edits them by hand and forgets the source). */
static int
check_committed (const char *dir)
{
  const char *names[] = { "underground-2p.swmap", "underground-4p.swmap", "warcraft-set.swmap" };
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("make-samples-XXXXXX", &error);
  int status = 0;

  g_assert_no_error (error);
  make_underground (tmp);
  make_warcraft (tmp);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *made_path = g_build_filename (tmp, names[i], NULL);
      g_autofree char *committed_path = g_build_filename (dir, names[i], NULL);
      g_autofree char *made = NULL, *committed = NULL;
      gsize made_len = 0, committed_len = 0;

      if (!g_file_get_contents (made_path, &made, &made_len, NULL)
          || !g_file_get_contents (committed_path, &committed, &committed_len, NULL)
          || made_len != committed_len || memcmp (made, committed, made_len) != 0)
        {
          g_printerr ("%s differs from what make-samples draws: run `make-samples %s` and commit\n",
                      committed_path, dir);
          status = 1;
        }
      g_remove (made_path);
    }
  g_rmdir (tmp);
  return status;
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--check"))
    return check_committed (argv[2]);
  if (argc != 2)
    {
      g_printerr ("usage: %s OUTDIR | --check DIR (the maps/ folder of the source tree)\n", argv[0]);
      return 2;
    }
  make_underground (argv[1]);
  make_warcraft (argv[1]);
  return 0;
}
