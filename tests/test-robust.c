/* test-robust.c: saves that fail or are killed lose nothing; hostile game files are refused at once; every number of a game is bounded. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>
#include <glib/gstdio.h>

#include "sw-game-xml.h"
#include "sw-map-xml.h"
#include "sw-save.h"
#include "sw-validate.h"
#include "sw-test-game.h"

/* ---- a disk that fills up ------------------------------------------------ */

/* Passes the first @budget bytes on to its base stream, then fails every
 * write with "No space left on device", as a full disk does. */
#define TEST_TYPE_FULL_DISK (test_full_disk_get_type ())
G_DECLARE_FINAL_TYPE (TestFullDisk, test_full_disk, TEST, FULL_DISK, GFilterOutputStream)

struct _TestFullDisk {
  GFilterOutputStream parent;
  gsize budget;
};

G_DEFINE_TYPE (TestFullDisk, test_full_disk, G_TYPE_FILTER_OUTPUT_STREAM)

static gssize
test_full_disk_write (GOutputStream *stream, const void *buffer, gsize count,
                      GCancellable *cancellable, GError **error)
{
  TestFullDisk *self = TEST_FULL_DISK (stream);
  GOutputStream *base = g_filter_output_stream_get_base_stream (G_FILTER_OUTPUT_STREAM (stream));
  gssize written;

  if (self->budget == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, g_strerror (ENOSPC));
      return -1;
    }
  written = g_output_stream_write (base, buffer, MIN (count, self->budget), cancellable, error);
  if (written > 0)
    self->budget -= (gsize) written;
  return written;
}

static void
test_full_disk_class_init (TestFullDiskClass *klass)
{
  G_OUTPUT_STREAM_CLASS (klass)->write_fn = test_full_disk_write;
}

static void
test_full_disk_init (TestFullDisk *self)
{
}

static GOutputStream *
wrap_full_disk (GOutputStream *stream, gpointer budget)
{
  TestFullDisk *self = g_object_new (TEST_TYPE_FULL_DISK, "base-stream", stream,
                                     "close-base-stream", FALSE, NULL);
  self->budget = GPOINTER_TO_SIZE (budget);
  return G_OUTPUT_STREAM (self);
}

/* ---- helpers ------------------------------------------------------------- */

static SwMap *
load_sample_map (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-4p.swmap", NULL);
  GError *error = NULL;
  SwMap *map = sw_map_load_file (path, NULL, &error);

  g_assert_no_error (error);
  return map;
}

/* A game whose saved form differs with @version. */
static SwGame *
sample_game (gint version)
{
  SwGame *game = test_game (load_sample_map (), 3);
  GError *error = NULL;

  for (gint i = 0; i < version; i++)
    {
      SwAction *action = sw_action_new (SW_ACTION_ADJUST);
      action->owner = i % 3;
      action->coins = 1;
      action->reason = g_strdup_printf ("version %d", i);
      ok (sw_game_append (game, action, &error), error);
    }
  return game;
}

static char *
read_text (const char *path)
{
  char *text = NULL;
  GError *error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static char *
game_text (SwGame *game)
{
  g_autoptr(GBytes) bytes = sw_game_to_bytes (game);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static guint
count_leftovers (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_prefix (name, ".goutputstream-");
  return n;
}

static void
remove_tree (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir_path);
}

/* The saving children are this program again, started afresh (a fork of
 * a process with GLib's threads may hang). */
static pid_t
spawn_self (const char *mode, const char *path)
{
  const char *argv[] = { "/proc/self/exe", mode, path, NULL };
  GError *error = NULL;
  GPid pid = 0;

  g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid, &error);
  g_assert_no_error (error);
  return pid;
}

static int
run_child (const char *mode, const char *path)
{
  g_autoptr(SwGame) a = sample_game (2);
  g_autoptr(SwGame) b = sample_game (3);

  if (g_str_equal (mode, "--save-limited"))
    {
      struct rlimit limit = { 4096, 4096 };

      signal (SIGXFSZ, SIG_IGN);
      setrlimit (RLIMIT_FSIZE, &limit);
      return sw_game_save_file (b, path, NULL) ? 0 : 3;
    }
  /* --save-loop: until killed */
  for (guint i = 0;; i++)
    sw_game_save_file (i % 2 ? a : b, path, NULL);
}

/* ---- failed saves -------------------------------------------------------- */

/* A full disk (the write fails after @budget bytes) fails the save and
 * changes neither the file nor its backup; the next save catches up. */
static void
check_full_disk_game (gsize budget)
{
  g_autofree char *dir = g_dir_make_tmp ("swrobust-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.swgame", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(SwGame) v1 = sample_game (1);
  g_autoptr(SwGame) v2 = sample_game (2);
  g_autoptr(SwGame) v3 = sample_game (3);
  g_autofree char *t1 = game_text (v1);
  g_autofree char *t2 = game_text (v2);
  g_autofree char *t3 = game_text (v3);
  GError *error = NULL;

  ok (sw_game_save_file (v1, path, &error), error);
  ok (sw_game_save_file (v2, path, &error), error);

  sw_save_set_wrap_func (wrap_full_disk, GSIZE_TO_POINTER (budget));
  /* twice: the second failure must not take the backup either */
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *now = NULL;
      g_autofree char *before = NULL;
      g_autoptr(SwGame) loaded = NULL;

      g_assert_false (sw_game_save_file (v3, path, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_clear_error (&error);
      now = read_text (path);
      before = read_text (backup);
      g_assert_cmpstr (now, ==, t2);
      g_assert_cmpstr (before, ==, t1);
      loaded = sw_game_load_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (loaded->log->len, ==, v2->log->len);
      g_assert_cmpuint (count_leftovers (dir), ==, 0);
    }
  sw_save_set_wrap_func (NULL, NULL);

  ok (sw_game_save_file (v3, path, &error), error);
  {
    g_autofree char *now = read_text (path);
    g_autofree char *before = read_text (backup);
    g_assert_cmpstr (now, ==, t3);
    g_assert_cmpstr (before, ==, t2);
  }
  remove_tree (dir);
}

static void
test_full_disk_game (void)
{
  /* before anything is written, in the middle, one byte short */
  g_autoptr(SwGame) v3 = sample_game (3);
  g_autofree char *t3 = game_text (v3);

  check_full_disk_game (0);
  check_full_disk_game (8192);
  check_full_disk_game (strlen (t3) - 1);
}

/* The same for a map, written a chunk at a time. */
static void
test_full_disk_map (void)
{
  g_autofree char *dir = g_dir_make_tmp ("swrobust-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "map.swmap", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(SwMap) map = load_sample_map ();
  g_autofree char *old_text = NULL;
  g_autofree char *new_text = NULL;
  GError *error = NULL;

  ok (sw_map_save_file (map, path, &error), error);
  ok (sw_map_save_file (map, path, &error), error);
  old_text = read_text (path);
  g_array_index (map->vertices, SwVertex, 0).x += 1;
  sw_save_set_wrap_func (wrap_full_disk, GSIZE_TO_POINTER (1000));
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *now = NULL;
      g_autofree char *before = NULL;

      g_assert_false (sw_map_save_file (map, path, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_clear_error (&error);
      now = read_text (path);
      before = read_text (backup);
      g_assert_cmpstr (now, ==, old_text);
      g_assert_cmpstr (before, ==, old_text);
      g_assert_cmpuint (count_leftovers (dir), ==, 0);
    }
  sw_save_set_wrap_func (NULL, NULL);
  ok (sw_map_save_file (map, path, &error), error);
  new_text = read_text (path);
  g_assert_cmpstr (new_text, !=, old_text);
  {
    g_autofree char *before = read_text (backup);
    g_assert_cmpstr (before, ==, old_text);
  }
  remove_tree (dir);
}

/* A real write failure from the kernel: a file size limit makes write()
 * fail with EFBIG in a child process. */
static void
test_file_size_limit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("swrobust-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.swgame", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(SwGame) v1 = sample_game (1);
  g_autoptr(SwGame) v2 = sample_game (2);
  g_autofree char *t1 = game_text (v1);
  g_autofree char *t2 = game_text (v2);
  GError *error = NULL;
  int status = 0;
  pid_t pid;

  ok (sw_game_save_file (v1, path, &error), error);
  ok (sw_game_save_file (v2, path, &error), error);
  pid = spawn_self ("--save-limited", path);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 3);
  {
    g_autofree char *now = read_text (path);
    g_autofree char *before = read_text (backup);
    g_assert_cmpstr (now, ==, t2);
    g_assert_cmpstr (before, ==, t1);
  }
  g_assert_cmpuint (count_leftovers (dir), ==, 0);
  remove_tree (dir);
}

/* Killed at any moment of saving, again and again: the file and its
 * backup always load, and the leftovers are cleaned by the next save in
 * the folder (or the app's start in its own folders). */
static void
test_killed_saves (void)
{
  g_autofree char *dir = g_dir_make_tmp ("swrobust-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.swgame", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *foreign = g_build_filename (dir, ".goutputstream-ABC123", NULL);
  g_autoptr(SwGame) v1 = sample_game (1);
  GError *error = NULL;
  guint kills = 0;

  ok (sw_game_save_file (v1, path, &error), error);
  ok (sw_game_save_file (v1, path, &error), error);
  for (guint round = 0; round < 25; round++)
    {
      pid_t pid;
      int status = 0;
      gint64 start = g_get_monotonic_time ();

      ok (sw_game_save_file (v1, path, &error), error);
      pid = spawn_self ("--save-loop", path);
      /* the child's first save (it starts slowly on a busy machine), then
       * a moment from none to many saves in */
      for (;;)
        {
          g_autoptr(SwGame) now = sw_game_load_file (path, NULL);

          if (now != NULL && now->log->len > 1)
            break;
          g_assert_cmpint (g_get_monotonic_time () - start, <, 60 * G_USEC_PER_SEC);
          g_usleep (1000);
        }
      g_usleep (g_random_int_range (0, 20000));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      kills += WIFSIGNALED (status);
      {
        g_autoptr(SwGame) now = sw_game_load_file (path, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (now->log->len, >=, 1);
        g_autoptr(SwGame) before = sw_game_load_file (backup, &error);
        g_assert_no_error (error);
        g_assert_nonnull (before);
      }
    }
  g_assert_cmpuint (kills, ==, 25);

  /* the leftovers of the kills, and one that is not ours */
  g_file_set_contents (foreign, "not a game", -1, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
    struct utimbuf old = { time (NULL) - 3600, time (NULL) - 3600 };
    const char *name;

    while ((name = g_dir_read_name (folder)) != NULL)
      if (g_str_has_prefix (name, ".goutputstream-"))
        {
          g_autofree char *leftover = g_build_filename (dir, name, NULL);
          g_assert_cmpint (utime (leftover, &old), ==, 0);
        }
  }
  /* a leftover of a save in progress elsewhere (just written) is not touched */
  {
    g_autofree char *fresh = g_build_filename (dir, ".goutputstream-FRESH1", NULL);
    g_file_set_contents (fresh, "", 0, &error);
    g_assert_no_error (error);
  }
  g_test_message ("%u leftovers of killed saves", count_leftovers (dir) - 2);
  g_assert_cmpuint (count_leftovers (dir), >=, 2);
  ok (sw_game_save_file (v1, path, &error), error);
  g_assert_cmpuint (count_leftovers (dir), ==, 2);
  g_assert_true (g_file_test (foreign, G_FILE_TEST_EXISTS));
  remove_tree (dir);
}

/* ---- bounded numbers ----------------------------------------------------- */

/* A saved game with @actions in its log and @players players. */
static char *
game_with (const char *players, const char *actions)
{
  g_autoptr(SwGame) game = sample_game (0);
  g_autofree char *text = game_text (game);
  GString *out = g_string_new (NULL);
  const char *first_player = strstr (text, "  </map>\n") + strlen ("  </map>\n");
  const char *log = strstr (text, "  <log>");

  g_assert_nonnull (log);
  g_string_append_len (out, text, first_player - text);
  g_string_append (out, players);
  g_string_append_printf (out, "  <log>\n%s  </log>\n</swgame>\n", actions);
  return g_string_free (out, FALSE);
}

static void
assert_game_refused (const char *players, const char *actions, const char *expected)
{
  g_autofree char *text = game_with (players, actions);
  GError *error = NULL;
  g_autoptr(SwGame) game = sw_game_load_data (text, strlen (text), NULL, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  /* every refusal says where */
  g_assert_true (g_str_has_prefix (error->message, "line "));
  if (expected != NULL)
    g_assert_nonnull (strstr (error->message, expected));
  g_clear_error (&error);
}

#define THREE "  <player name=\"A\"/>\n  <player name=\"B\"/>\n  <player name=\"C\"/>\n"

static void
test_bounded_numbers (void)
{
  g_autofree char *fine = game_with (THREE, "    <adjust owner=\"0\" coins=\"99999\" reason=\"x\"/>\n");
  GError *error = NULL;
  g_autoptr(SwGame) game = sw_game_load_data (fine, strlen (fine), NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, 5 + 99999);
  /* what overflowed the engine before: refused where it stands */
  assert_game_refused (THREE, "    <adjust owner=\"0\" coins=\"2147483647\" reason=\"x\"/>\n"
                              "    <adjust owner=\"0\" coins=\"2147483647\" reason=\"x\"/>\n", "-99999 to 99999");
  assert_game_refused (THREE, "    <adjust owner=\"0\" coins=\"-100000\" reason=\"x\"/>\n", "-99999 to 99999");
  assert_game_refused (THREE, "    <pick race=\"ratmen\" power=\"alchemist\" position=\"0\" tokens=\"10000\"/>\n", "at most 9999");
  assert_game_refused (THREE, "    <pick race=\"ratmen\" power=\"alchemist\" position=\"0\" coins=\"99999999999\"/>\n", "at most 9999");
  assert_game_refused (THREE, "    <conquer region=\"r1\" die=\"4\"/>\n", "at most 3");
  assert_game_refused (THREE, "    <end-turn player=\"6\"/>\n", "at most 5");
  assert_game_refused (THREE, "    <withdraw owner=\"40\"/>\n", "at most 5");
  assert_game_refused (THREE, "    <redeploy><count region=\"r1\" tokens=\"2147483648\"/></redeploy>\n", "at most 9999");
  /* seats: 2 to 6 */
  assert_game_refused ("  <player name=\"A\"/>\n", "", "2 to 6");
  {
    GString *seven = g_string_new (NULL);
    for (guint i = 0; i < 7; i++)
      g_string_append_printf (seven, "  <player name=\"P%u\"/>\n", i);
    assert_game_refused (seven->str, "", "2 to 6");
    g_string_free (seven, TRUE);
  }
}

/* The engine's sums stop at the limit instead of wrapping, and the ranking
 * compares without subtracting. */
static void
test_saturating_engine (void)
{
  g_autoptr(SwGame) game = sample_game (0);
  GError *error = NULL;
  g_autoptr(GArray) ranking = NULL;

  for (guint i = 0; i < 2; i++)
    {
      SwAction *action = sw_action_new (SW_ACTION_ADJUST);
      action->owner = 0;
      action->coins = G_MAXINT;
      action->reason = g_strdup ("more than a game holds");
      ok (sw_game_append (game, action, &error), error);
    }
  g_assert_cmpint (sw_game_player (game, 0)->coins, ==, G_MAXINT);
  g_assert_cmpint (sw_add_clamped (G_MININT, -5), ==, G_MININT);
  g_assert_cmpint (sw_add_clamped (-3, 5), ==, 2);

  sw_game_player (game, 1)->coins = -1999999995;
  sw_game_player (game, 2)->coins = 5;
  ranking = sw_game_ranking (game);
  g_assert_cmpuint (g_array_index (ranking, SwRanking, 0).player, ==, 0);
  g_assert_cmpuint (g_array_index (ranking, SwRanking, 1).player, ==, 2);
  g_assert_cmpuint (g_array_index (ranking, SwRanking, 2).player, ==, 1);
}

/* ---- hostile game files ---------------------------------------------------- */

/* A pipe, a device, a huge file: refused at once, without reading. */
static void
test_load_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("swrobust-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.swgame", NULL);
  g_autofree char *big = g_build_filename (dir, "big.swgame", NULL);
  GError *error = NULL;
  SwGame *game;
  int fd;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  game = sw_game_load_file (fifo, &error);   /* would block forever if opened for reading plainly */
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "not a regular file"));
  g_clear_error (&error);

  game = sw_game_load_file ("/dev/zero", &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "not a regular file"));
  g_clear_error (&error);

  /* 1 GB, sparse: refused by its size, not read */
  fd = g_open (big, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 1 << 30), ==, 0);
  close (fd);
  game = sw_game_load_file (big, &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "1073741824 bytes"));
  g_clear_error (&error);
  remove_tree (dir);
}

/* The game of sample_game() without its embedded map, naming @href. */
static char *
game_naming (const char *href)
{
  g_autoptr(SwGame) game = sample_game (1);
  g_autofree char *text = game_text (game);
  const char *map_start = strstr (text, "  <map");
  const char *map_end = strstr (text, "  </map>\n") + strlen ("  </map>\n");
  g_autofree char *escaped = g_markup_escape_text (href, -1);

  return g_strdup_printf ("%.*s  <map href=\"%s\"/>\n%s", (int) (map_start - text), text, escaped, map_end);
}

static void
test_map_reference (void)
{
  g_autofree char *dir = g_dir_make_tmp ("swrobust-XXXXXX", NULL);
  g_autofree char *sub = g_build_filename (dir, "games", NULL);
  g_autofree char *game_path = g_build_filename (sub, "g.swgame", NULL);
  g_autofree char *map_path = g_build_filename (dir, "board.swmap", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.swmap", NULL);
  g_autoptr(SwMap) map = load_sample_map ();
  GError *error = NULL;

  g_mkdir (sub, 0700);
  ok (sw_map_save_file (map, map_path, &error), error);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  /* a regular .swmap beside the game: followed */
  {
    g_autofree char *text = game_naming ("../board.swmap");
    g_autoptr(SwGame) game = NULL;
    g_autofree char *reference = NULL;

    g_file_set_contents (game_path, text, -1, &error);
    g_assert_no_error (error);
    game = sw_game_load_file (game_path, &error);
    g_assert_no_error (error);
    g_assert_nonnull (game);
    g_clear_pointer (&game, sw_game_unref);
    /* not followed when the caller shows the path first */
    game = sw_game_load_file_full (game_path, SW_GAME_LOAD_NO_MAP_REFERENCE, &error);
    g_assert_null (game);
    g_assert_error (error, SW_GAME_ERROR, SW_GAME_ERROR_MAP_REFERENCE);
    g_clear_error (&error);
    reference = sw_game_dup_map_reference (game_path);
    g_assert_cmpstr (reference, ==, map_path);
  }
  /* any other file, a pipe named .swmap, a device: refused, not opened */
  {
    const char *hostile[] = { "/etc/passwd", "/dev/zero", "../pipe.swmap", "../../../../../../etc/hostname" };
    for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
      {
        g_autofree char *text = game_naming (hostile[i]);
        g_autoptr(SwGame) game = NULL;

        g_file_set_contents (game_path, text, -1, &error);
        g_assert_no_error (error);
        game = sw_game_load_file (game_path, &error);
        g_assert_null (game);
        g_assert_nonnull (error);
        g_assert_nonnull (strstr (error->message, "only a map file (.swmap)"));
        g_clear_error (&error);
      }
  }
  /* with an embedded copy the reference is never opened */
  {
    g_autoptr(SwGame) sample = sample_game (1);
    g_autofree char *text = game_text (sample);
    g_autofree char *pointed = NULL;
    g_autoptr(SwGame) game = NULL;
    char *href = strstr (text, "<map");

    g_assert_nonnull (href);
    pointed = g_strdup_printf ("%.*s<map href=\"%s\"%s", (int) (href - text), text, fifo, href + strlen ("<map"));
    game = sw_game_load_data (pointed, strlen (pointed), dir, &error);
    g_assert_no_error (error);
    g_assert_nonnull (game);
  }
  remove_tree (sub);
  remove_tree (dir);
}

/* A <power> without its region says so, not "(null)". */
static void
test_power_without_region (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "tests", "games", "underground-2p.swgame", NULL);
  g_autofree char *whole = read_text (path);
  const char *log = strstr (whole, "<log>");
  g_autofree char *text = NULL;
  GError *error = NULL;
  g_autoptr(SwGame) game = NULL;

  g_assert_nonnull (log);
  text = g_strdup_printf ("%.*s<log>\n    <power via=\"reborn\"/>\n  </log>\n</swgame>\n",
                          (int) (log - whole), whole);
  game = sw_game_load_data (text, strlen (text), NULL, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_null (strstr (error->message, "(null)"));
  g_assert_nonnull (strstr (error->message, "<power> names no region"));
  g_clear_error (&error);
}

int
main (int argc, char **argv)
{
  if (argc == 3 && g_str_has_prefix (argv[1], "--save-"))
    return run_child (argv[1], argv[2]);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/robust/save/full-disk-game", test_full_disk_game);
  g_test_add_func ("/robust/save/full-disk-map", test_full_disk_map);
  g_test_add_func ("/robust/save/file-size-limit", test_file_size_limit);
  g_test_add_func ("/robust/save/killed", test_killed_saves);
  g_test_add_func ("/robust/load/not-regular", test_load_not_regular);
  g_test_add_func ("/robust/load/map-reference", test_map_reference);
  g_test_add_func ("/robust/load/power-without-region", test_power_without_region);
  g_test_add_func ("/robust/numbers/bounded", test_bounded_numbers);
  g_test_add_func ("/robust/numbers/saturating", test_saturating_engine);
  return g_test_run ();
}
