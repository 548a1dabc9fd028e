/* test-import.c: `swmap import-graph` on the official board graphs, and the bundled boards it made. */
#include "config.h"

#include <string.h>
#include <sys/wait.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "sw-map.h"
#include "sw-map-xml.h"
#include "sw-topology.h"

typedef struct {
  guint players;
  guint regions;
  guint pairs;          /* after the documented decisions */
  guint turns;
  guint lost_tribes;
  guint mountains;
  guint border_regions; /* border="yes": on the edge, or a land shore of a border sea */
} Board;

static const Board boards[] = {
  { 2, 23, 51, 10, 9, 4, 16 },
  { 3, 30, 71, 10, 10, 7, 18 },
  { 4, 39, 95, 9, 14, 8, 23 },
  { 5, 48, 119, 8, 18, 9, 27 },
};

typedef struct {
  char *tmp;
  char *data_dir;   /* data/official-maps of the source tree */
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  const char *source_dir = g_getenv ("SW_SOURCE_DIR");

  fixture->tmp = g_dir_make_tmp ("test-import-XXXXXX", &error);
  g_assert_no_error (error);
  g_assert_nonnull (source_dir);
  fixture->data_dir = g_build_filename (source_dir, "data", "official-maps", NULL);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      g_remove (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  remove_tree (fixture->tmp);
  g_free (fixture->tmp);
  g_free (fixture->data_dir);
}

/* Runs ARGV (NULL-terminated), returns its exit status; stderr in *ERR_OUT. */
static int
run (const char * const *argv,
     char              **err_out)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int wait_status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &out, &err, &wait_status, &error);
  g_assert_no_error (error);
  g_test_message ("%s: %s", argv[1], err);
  if (err_out != NULL)
    *err_out = g_steal_pointer (&err);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

static const char *
swmap_path (void)
{
  const char *swmap = g_getenv ("SWMAP");

  g_assert_nonnull (swmap);
  return swmap;
}

/* The options maps/import-official.sh gives for the 5-player board. */
static char *
import_board (Fixture     *fixture,
              const Board *board)
{
  g_autofree char *json = g_strdup_printf ("%s/smallworld_base_%up.json", fixture->data_dir, board->players);
  g_autofree char *out = g_strdup_printf ("%s/base-%up.swmap", fixture->tmp, board->players);
  const char *argv_plain[] = { swmap_path (), "import-graph", json, "-o", out, NULL };
  const char *argv_5p[] = { swmap_path (), "import-graph", json, "-o", out,
                            "--drop-adjacency", "13-19", "--terrain", "28=Hill", NULL };

  g_assert_cmpint (run (board->players == 5 ? argv_5p : argv_plain, NULL), ==, 0);
  return g_steal_pointer (&out);
}

static SwMap *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) issues = g_ptr_array_new ();
  SwMap *map = sw_map_load_file (path, issues, &error);

  g_assert_no_error (error);
  g_assert_nonnull (map);
  return map;
}

static gboolean
has_link (SwMap      *map,
          const char *a,
          const char *b)
{
  for (guint i = 0; i < map->links->len; i++)
    {
      SwPair *link = g_ptr_array_index (map->links, i);

      if ((g_str_equal (link->a, a) && g_str_equal (link->b, b)) ||
          (g_str_equal (link->a, b) && g_str_equal (link->b, a)))
        return TRUE;
    }
  return FALSE;
}

static void
test_import_boards (Fixture       *fixture,
                    gconstpointer  user_data)
{

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      const Board *board = &boards[b];
      g_autofree char *path = import_board (fixture, board);
      g_autoptr(SwMap) map = load (path);
      guint lost_tribes = 0, mountains = 0, border_regions = 0;

      g_test_message ("%u players", board->players);
      g_assert_cmpstr (map->edition, ==, "base");
      g_assert_false (sw_map_has_geometry (map));
      g_assert_cmpuint (map->regions->len, ==, board->regions);
      g_assert_cmpuint (map->links->len, ==, board->pairs);
      g_assert_cmpuint (map->scenarios->len, ==, 1);
      g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 0).players, ==, board->players);
      g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 0).turns, ==, board->turns);
      g_assert_cmpuint (map->boards->len, ==, 1);

      for (guint i = 0; i < map->regions->len; i++)
        {
          SwRegion *region = g_ptr_array_index (map->regions, i);
          g_autofree char *id = g_strdup_printf ("r%u", i);

          /* Region N of the data is rN, in the data's order. */
          g_assert_cmpstr (region->id, ==, id);
          g_assert_true (region->border == SW_BORDER_YES || region->border == SW_BORDER_NO);
          lost_tribes += sw_region_count_start (region, "lost-tribe");
          mountains += sw_region_count_start (region, "mountain");
          border_regions += region->border == SW_BORDER_YES;
          /* Every Mountain region, and only those, starts with a Mountain. */
          g_assert_cmpint (g_str_equal (region->terrain, "mountain"), ==,
                           sw_region_count_start (region, "mountain") == 1);
        }
      g_assert_cmpuint (lost_tribes, ==, board->lost_tribes);
      g_assert_cmpuint (mountains, ==, board->mountains);
      g_assert_cmpuint (border_regions, ==, board->border_regions);

      for (guint i = 0; i < map->links->len; i++)
        g_assert_cmpstr (((SwPair *) g_ptr_array_index (map->links, i))->kind, ==, "adjacent");
    }
}

static void
test_import_decisions (Fixture       *fixture,
                       gconstpointer  user_data)
{
  g_autofree char *path2 = NULL, *path5 = NULL;
  g_autoptr(SwMap) map2 = NULL, map5 = NULL;
  const char *description;


  path2 = import_board (fixture, &boards[0]);
  path5 = import_board (fixture, &boards[3]);
  map2 = load (path2);
  map5 = load (path5);

  /* 2 players: Forest becomes forest, Farmland farmland; r21 is a land shore of a border
   * sea, so a first conquest is allowed there; r6 is inland. */
  g_assert_cmpstr (sw_map_get_region (map2, "r21")->terrain, ==, "forest");
  g_assert_cmpstr (sw_map_get_region (map2, "r1")->terrain, ==, "farmland");
  g_assert_cmpint (sw_map_get_region (map2, "r21")->border, ==, SW_BORDER_YES);
  g_assert_cmpint (sw_map_get_region (map2, "r6")->border, ==, SW_BORDER_NO);

  /* 5 players: the three decisions of official-maps/README.md. */
  g_assert_false (has_link (map5, "r13", "r19"));
  g_assert_true (has_link (map5, "r12", "r13"));
  g_assert_cmpstr (sw_map_get_region (map5, "r28")->terrain, ==, "hill");
  g_assert_cmpint (sw_map_get_region (map5, "r45")->border, ==, SW_BORDER_YES);
  g_assert_cmpint (sw_map_get_region (map5, "r46")->border, ==, SW_BORDER_YES);

  /* The provenance travels with the map. */
  g_assert_cmpuint (map5->descriptions->len, ==, 1);
  description = ((SwText *) g_ptr_array_index (map5->descriptions, 0))->text;
  g_assert_nonnull (strstr (description, "Expurple/smawg"));
  g_assert_nonnull (strstr (description, "093d91d46a95e01c5192359a2d16ef95c4e4ea4a"));
  g_assert_nonnull (strstr (description, "adjacency 13-19 dropped"));
  g_assert_nonnull (strstr (description, "region 28 terrain hill (source: farmland)"));
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The neighbours of region R by id, sorted, as one string. */
static char *
neighbour_ids (SwMap *map,
               guint  r)
{
  SwTopology *topology = sw_map_get_topology (map);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  const guint *neighbours;
  guint n = 0;

  neighbours = sw_topology_neighbours (topology, r, &n);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (ids, ((SwRegion *) g_ptr_array_index (map->regions, neighbours[i]))->id);
  g_ptr_array_sort (ids, compare_ids);
  g_ptr_array_add (ids, NULL);
  return g_strjoinv (" ", (char **) ids->pdata);
}

/* The same board as a game sees it: regions, terrain, symbols, markers,
 * entry regions and adjacency, whether drawn or linked. */
static void
assert_same_board (SwMap *made,
                   SwMap *bundled)
{
  SwTopology *made_topology = sw_map_get_topology (made);
  SwTopology *bundled_topology = sw_map_get_topology (bundled);

  g_assert_cmpuint (bundled->regions->len, ==, made->regions->len);
  g_assert_cmpuint (bundled_topology->n_adjacent_pairs, ==, made_topology->n_adjacent_pairs);
  for (guint i = 0; i < made->regions->len; i++)
    {
      SwRegion *a = g_ptr_array_index (made->regions, i);
      gint j = sw_map_find_region (bundled, a->id);
      SwRegion *b;
      g_autofree char *made_neighbours = NULL, *bundled_neighbours = NULL;

      g_assert_cmpint (j, >=, 0);
      b = g_ptr_array_index (bundled->regions, j);
      g_assert_cmpstr (b->terrain, ==, a->terrain);
      g_assert_cmpint (bundled_topology->is_border[j], ==, made_topology->is_border[i]);
      for (guint k = 0; k < a->symbols->len; k++)
        g_assert_true (sw_region_has_symbol (b, ((SwSymbol *) g_ptr_array_index (a->symbols, k))->type));
      g_assert_cmpuint (b->symbols->len, ==, a->symbols->len);
      g_assert_cmpuint (sw_region_count_start (b, "lost-tribe"), ==, sw_region_count_start (a, "lost-tribe"));
      g_assert_cmpuint (sw_region_count_start (b, "mountain"), ==, sw_region_count_start (a, "mountain"));
      made_neighbours = neighbour_ids (made, i);
      bundled_neighbours = neighbour_ids (bundled, (guint) j);
      g_assert_cmpstr (bundled_neighbours, ==, made_neighbours);
    }
}

/* The committed boards are what maps/import-official.sh makes, so anyone
 * can check them against the data: byte for byte while they are graph-only;
 * once laid out (given outlines), the same board as far as a game sees. */
static void
test_bundled_boards_reproducible (Fixture       *fixture,
                                  gconstpointer  user_data)
{
  g_autofree char *script = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "import-official.sh", NULL);
  g_autofree char *env_swmap = g_strdup_printf ("SWMAP=%s", swmap_path ());
  g_autofree char *env_data = NULL;

  env_data = g_strdup_printf ("OFFICIAL_MAPS=%s", fixture->data_dir);

  {
    const char *argv[] = { "/usr/bin/env", env_swmap, env_data, "/bin/sh", script, fixture->tmp, NULL };
    g_assert_cmpint (run (argv, NULL), ==, 0);
  }

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      g_autofree char *name = g_strdup_printf ("base-%up.swmap", boards[b].players);
      g_autofree char *made = g_build_filename (fixture->tmp, name, NULL);
      g_autofree char *bundled = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", name, NULL);
      g_autoptr(SwMap) made_map = load (made);
      g_autoptr(SwMap) bundled_map = load (bundled);

      g_test_message ("%s", name);
      assert_same_board (made_map, bundled_map);
      if (!sw_map_has_geometry (bundled_map))
        {
          g_autofree char *made_text = NULL, *bundled_text = NULL;
          gsize made_length = 0, bundled_length = 0;
          g_autoptr(GError) error = NULL;

          g_file_get_contents (made, &made_text, &made_length, &error);
          g_assert_no_error (error);
          g_file_get_contents (bundled, &bundled_text, &bundled_length, &error);
          g_assert_no_error (error);
          g_assert_cmpmem (made_text, made_length, bundled_text, bundled_length);
        }
    }
}

/* The bundled boards load and have no validation error (warnings such as
 * no-geometry are expected for a graph-only map). */
static void
test_bundled_boards_valid (void)
{
  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    {
      g_autofree char *name = g_strdup_printf ("base-%up.swmap", boards[b].players);
      g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", name, NULL);
      const char *argv[] = { swmap_path (), "validate", path, NULL };
      g_autoptr(SwMap) map = load (path);

      g_assert_cmpuint (map->regions->len, ==, boards[b].regions);
      g_assert_cmpint (run (argv, NULL), ==, 0);
    }
}

static char *
write_file (Fixture    *fixture,
            const char *name,
            const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (fixture->tmp, name, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

#define SMALL_GRAPH \
  "{\"meta\": {\"map\": \"test, 2-player board\", \"n_turns\": 10, \"n_regions\": 3},\n" \
  " \"regions\": [\n" \
  "  {\"id\": 0, \"terrain\": \"Sea\", \"border\": true, \"adjacent\": [1, 2]},\n" \
  "  {\"id\": 1, \"terrain\": \"Mountain\", \"mountain_token\": true, \"mine\": true,\n" \
  "   \"border\": false, \"first_conquest_allowed\": true, \"adjacent\": [0, 2]},\n" \
  "  {\"id\": 2, \"terrain\": \"%s\", \"lost_tribe\": true, \"adjacent\": [0, 1%s]}]}\n"

static int
import_text (Fixture    *fixture,
             const char *json,
             const char *option,
             char      **err)
{
  g_autofree char *in = write_file (fixture, "in.json", json);
  g_autofree char *out = g_build_filename (fixture->tmp, "out.swmap", NULL);
  const char *argv[] = { swmap_path (), "import-graph", in, "-o", out, option, NULL };

  return run (argv, err);
}

static void
test_import_small_graph (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autofree char *json = g_strdup_printf (SMALL_GRAPH, "Forest", "");
  g_autofree char *out = g_build_filename (fixture->tmp, "out.swmap", NULL);
  g_autoptr(SwMap) map = NULL;
  SwRegion *region;

  g_assert_cmpint (import_text (fixture, json, "--title-lang=zh-CN=测试", NULL), ==, 0);
  map = load (out);
  g_assert_cmpuint (map->regions->len, ==, 3);
  g_assert_cmpuint (map->links->len, ==, 3);
  /* Without --title, meta.map is the untagged title. */
  g_assert_cmpuint (map->titles->len, ==, 2);
  g_assert_null (((SwText *) g_ptr_array_index (map->titles, 0))->lang);
  g_assert_cmpstr (((SwText *) g_ptr_array_index (map->titles, 0))->text, ==, "test, 2-player board");
  g_assert_cmpstr (((SwText *) g_ptr_array_index (map->titles, 1))->lang, ==, "zh-CN");
  g_assert_cmpuint (g_array_index (map->scenarios, SwScenario, 0).players, ==, 2);
  region = sw_map_get_region (map, "r1");
  g_assert_cmpstr (region->terrain, ==, "mountain");
  g_assert_true (sw_region_has_symbol (region, "mine"));
  g_assert_cmpint (region->border, ==, SW_BORDER_YES);   /* first_conquest_allowed */
  g_assert_cmpint (sw_map_get_region (map, "r0")->border, ==, SW_BORDER_YES);
  g_assert_cmpint (sw_map_get_region (map, "r2")->border, ==, SW_BORDER_NO);
  g_assert_cmpuint (sw_region_count_start (sw_map_get_region (map, "r2"), "lost-tribe"), ==, 1);
}

static void
test_import_errors (Fixture       *fixture,
                    gconstpointer  user_data)
{
  g_autofree char *good = g_strdup_printf (SMALL_GRAPH, "Forest", "");
  g_autofree char *unknown_terrain = g_strdup_printf (SMALL_GRAPH, "Desert", "");
  g_autofree char *unknown_neighbour = g_strdup_printf (SMALL_GRAPH, "Forest", ", 7");
  g_autofree char *asymmetric = g_strdup (good);
  g_autofree char *missing = g_build_filename (fixture->tmp, "missing.json", NULL);
  g_autofree char *err = NULL;

  /* Region 1 stops listing 2, region 2 still lists 1. */
  memcpy (strstr (asymmetric, "[0, 2]"), "[0]   ", 6);

  g_assert_cmpint (import_text (fixture, "{\"regions\": [", NULL, NULL), ==, 1);
  g_assert_cmpint (import_text (fixture, "[1, 2, 3]", NULL, NULL), ==, 1);
  g_assert_cmpint (import_text (fixture, asymmetric, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "symmetric"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (import_text (fixture, unknown_neighbour, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no region 7"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (import_text (fixture, unknown_terrain, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "--terrain 2="));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (import_text (fixture, unknown_terrain, "--terrain=2=swamp", NULL), ==, 0);

  g_assert_cmpint (import_text (fixture, good, "--drop-adjacency=0-1", NULL), ==, 0);
  g_assert_cmpint (import_text (fixture, good, "--drop-adjacency=1-1", NULL), ==, 2);
  g_assert_cmpint (import_text (fixture, good, "--drop-adjacency=0-9", &err), ==, 1);
  g_assert_nonnull (strstr (err, "not adjacent"));
  g_assert_cmpint (import_text (fixture, good, "--bogus", NULL), ==, 2);

  {
    const char *argv[] = { swmap_path (), "import-graph", missing, "-o", "x.swmap", NULL };
    const char *no_output[] = { swmap_path (), "import-graph", missing, NULL };

    g_assert_cmpint (run (argv, NULL), ==, 2);
    g_assert_cmpint (run (no_output, NULL), ==, 2);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/import/boards", Fixture, NULL, fixture_set_up, test_import_boards, fixture_tear_down);
  g_test_add ("/import/decisions", Fixture, NULL, fixture_set_up, test_import_decisions, fixture_tear_down);
  g_test_add ("/import/reproducible", Fixture, NULL, fixture_set_up,
              test_bundled_boards_reproducible, fixture_tear_down);
  g_test_add_func ("/import/bundled-valid", test_bundled_boards_valid);
  g_test_add ("/import/small-graph", Fixture, NULL, fixture_set_up, test_import_small_graph, fixture_tear_down);
  g_test_add ("/import/errors", Fixture, NULL, fixture_set_up, test_import_errors, fixture_tear_down);

  return g_test_run ();
}
