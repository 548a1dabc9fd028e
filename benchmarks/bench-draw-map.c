/* bench-draw-map.c: a playable 3-player map drawn from an empty board in the real window, counting the inputs, then checked by swmap validate. */
#define G_LOG_DOMAIN "sw-bench"
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "sw-application.h"
#include "sw-history.h"
#include "sw-map-properties-dialog.h"
#include "sw-map-view.h"
#include "sw-test-app.h"
#include "sw-window.h"

/* The board: 594 × 420 mm (A2), four rows of bricks, every other row
 * offset by half a brick so that no four regions meet at a corner:
 * 6 + 7 + 6 + 7 = 26 regions, within a quarter of the 30 a 3-player map
 * of the base game usually has. Each is drawn with the Draw tool but the
 * last, what is left of the starting region. */
#define N_ROWS 4
#define ROW_HEIGHT 105.0
static const double row_a[] = { 0, 99, 198, 297, 396, 495, 594 };
static const double row_b[] = { 0, 50, 149, 248, 347, 446, 545, 594 };

typedef struct {
  const char *terrain;   /* NULL: the one the Draw tool gives */
  guint lost_tribes;
} Cell;

/* Row by row, left to right; the last cell is the starting region's
 * farmland. Five land terrains, a lake, two lost tribes. */
static const Cell cells[] = {
  { "forest", 0 }, { NULL, 0 }, { "mountain", 0 }, { "swamp", 1 }, { "forest", 0 }, { NULL, 0 },
  { "swamp", 0 }, { "farmland", 0 }, { "forest", 0 }, { "lake", 0 }, { "mountain", 0 }, { "farmland", 0 }, { "forest", 0 },
  { NULL, 0 }, { "mountain", 0 }, { "farmland", 1 }, { NULL, 0 }, { "swamp", 0 }, { "hill", 0 },
  { "forest", 0 }, { "swamp", 0 }, { NULL, 0 }, { "mountain", 0 }, { "forest", 0 }, { "swamp", 0 }, { NULL, 0 },
};

typedef struct {
  SwApplication *application;
  SwWindow *window;
  const char *swmap;
  char *path;
  guint step, waited;
  guint clicks, keys, characters;
  int status;
} Bench;

static void
fail (Bench      *bench,
      const char *what)
{
  g_printerr ("bench-draw-map: %s\n", what);
  bench->status = 1;
}

static GtkWidget *
find_widget (GtkWidget  *widget,
             GType       type,
             const char *property,
             const char *value)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    {
      g_autofree char *text = NULL;

      if (property == NULL)
        return widget;
      g_object_get (widget, property, &text, NULL);
      if (g_strcmp0 (text, value) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, property, value);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The message of the last toast, if any. */
static GtkWidget *
find_said (GtkWidget *widget)
{
  GtkWidget *found = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, ADW_TYPE_TOAST_OVERLAY))
        continue;
      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
        found = find_widget (child, GTK_TYPE_LABEL, NULL, NULL);
      else if (found == NULL)
        found = find_said (child);
    }
  return found;
}

/* A key as the window's shortcut for it takes it. */
static gboolean
press_key (Bench      *bench,
           const char *accelerator)
{
  GtkShortcut *shortcut = sw_test_app_find_shortcut (GTK_WIDGET (bench->window), accelerator);

  bench->keys++;
  return shortcut != NULL
         && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (bench->window),
                                          gtk_shortcut_get_arguments (shortcut));
}

/* A click on the map at (x, y) mm: what the view emits for a press and
 * release there. */
static void
click_map (Bench  *bench,
           double  x,
           double  y)
{
  SwMapView *view = sw_window_get_map_view (bench->window);
  int region = sw_map_view_region_at_point (view, x, y);

  bench->clicks++;
  g_signal_emit_by_name (view, "tool-event", 0, x, y, region, 0u);
  g_signal_emit_by_name (view, "tool-event", 2, x, y, region, 0u);
}

/* Text typed into a field: one input a character, and Enter. */
static void
type_text (Bench      *bench,
           GtkWidget  *root,
           const char *title,
           const char *text)
{
  GtkWidget *row = find_widget (root, ADW_TYPE_ENTRY_ROW, "title", title);

  if (row == NULL)
    {
      fail (bench, "no text field for the title");
      return;
    }
  bench->characters += g_utf8_strlen (text, -1);
  bench->keys++;
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
}

/* The selected region's terrain, from the panel's drop-down: two clicks. */
static void
choose_terrain (Bench      *bench,
                const char *terrain)
{
  GtkWidget *row = find_widget (GTK_WIDGET (bench->window), ADW_TYPE_COMBO_ROW, "title", "Terrain");
  GListModel *model = row ? adw_combo_row_get_model (ADW_COMBO_ROW (row)) : NULL;

  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), terrain))
        {
          bench->clicks += 2;
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
          return;
        }
    }
  fail (bench, "no terrain row in the panel");
}

/* One more lost tribe on the selected region: the spin button's +. */
static void
add_lost_tribe (Bench *bench)
{
  GtkWidget *row = find_widget (GTK_WIDGET (bench->window), ADW_TYPE_ACTION_ROW, "title", "Lost tribe");
  GtkWidget *spin = row ? find_widget (row, GTK_TYPE_SPIN_BUTTON, NULL, NULL) : NULL;

  if (spin == NULL)
    {
      fail (bench, "no lost tribe row in the panel");
      return;
    }
  bench->clicks++;
  gtk_spin_button_spin (GTK_SPIN_BUTTON (spin), GTK_SPIN_STEP_FORWARD, 1);
}

static void
draw_map (Bench *bench)
{
  SwMap *map = sw_window_get_map (bench->window);
  guint cell = 0;
  GtkWidget *lock, *heading, *dialog, *row, *toggle;

  /* the Draw tool, kept between regions */
  if (!press_key (bench, "d"))
    fail (bench, "no key for the Draw tool");
  lock = find_widget (GTK_WIDGET (bench->window), GTK_TYPE_TOGGLE_BUTTON, "action-name", "edit.lock-tool");
  if (lock == NULL)
    {
      fail (bench, "no lock for the tool");
      return;
    }
  bench->clicks++;
  g_signal_emit_by_name (lock, "clicked");
  {
    gboolean locked = FALSE;

    g_object_get (bench->window, "tool-locked", &locked, NULL);
    if (!locked)
      fail (bench, "the tool did not stay locked");
  }

  for (guint row_index = 0; row_index < N_ROWS; row_index++)
    {
      const double *xs = row_index % 2 == 1 ? row_b : row_a;
      guint n = row_index % 2 == 1 ? G_N_ELEMENTS (row_b) : G_N_ELEMENTS (row_a);
      double y0 = row_index * ROW_HEIGHT, y1 = y0 + ROW_HEIGHT;

      for (guint i = 0; i + 1 < n; i++, cell++)
        {
          guint before = map->regions->len;

          if (cell + 1 == G_N_ELEMENTS (cells))
            break;  /* the starting region, left over */
          click_map (bench, xs[i], y0);
          click_map (bench, xs[i + 1], y0);
          click_map (bench, xs[i + 1], y1);
          click_map (bench, xs[i], y1);
          click_map (bench, xs[i], y0);  /* back on the first corner: closed */
          if (map->regions->len != before + 1)
            {
              GtkWidget *toast = find_widget (GTK_WIDGET (bench->window), ADW_TYPE_TOAST_OVERLAY, NULL, NULL);
              GtkWidget *said = toast ? find_said (toast) : NULL;
              g_autofree char *message = g_strdup_printf ("region %u was not drawn: %s", cell + 1,
                                                          said ? gtk_label_get_text (GTK_LABEL (said)) : "");
              fail (bench, message);
              return;
            }
          /* the new region is selected: the panel sets it up */
          if (cells[cell].terrain != NULL)
            choose_terrain (bench, cells[cell].terrain);
          for (guint k = 0; k < cells[cell].lost_tribes; k++)
            add_lost_tribe (bench);
        }
    }
  if (map->regions->len != G_N_ELEMENTS (cells))
    fail (bench, "the map does not have its regions");

  /* the title in English and Chinese, and a 3-player scenario, in the
   * Map Properties dialog (its button in the sidebar) */
  heading = find_widget (GTK_WIDGET (bench->window), GTK_TYPE_BUTTON, "action-name", "window.map-properties");
  if (heading == NULL)
    {
      fail (bench, "no Map Properties button");
      return;
    }
  bench->clicks++;
  g_signal_emit_by_name (heading, "clicked");
  dialog = NULL;
  {
    GListModel *toplevels = gtk_window_get_toplevels ();

    for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
      {
        g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

        if (SW_IS_MAP_PROPERTIES_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
          dialog = GTK_WIDGET (window);
      }
  }
  if (dialog == NULL)
    {
      fail (bench, "no Map Properties dialog");
      return;
    }
  type_text (bench, dialog, "Title", "Three Valleys");
  type_text (bench, dialog, "Title in Simplified Chinese", "三谷");
  row = find_widget (dialog, ADW_TYPE_ACTION_ROW, "title", "3 Players");
  toggle = row ? find_widget (row, GTK_TYPE_SWITCH, NULL, NULL) : NULL;
  if (toggle == NULL)
    {
      fail (bench, "no 3-player scenario row");
      return;
    }
  bench->clicks++;
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  bench->keys++;  /* Escape closes it */
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static gboolean
step_cb (gpointer data)
{
  Bench *bench = data;

  switch (bench->step)
    {
    case 0:
      bench->window = SW_WINDOW (sw_application_new_window (bench->application));
      gtk_window_set_default_size (GTK_WINDOW (bench->window), 1366, 768);
      gtk_window_present (GTK_WINDOW (bench->window));
      /* no players given: the scenario is made in Map Properties below, as
       * the inputs counted since the first run of this benchmark */
      if (!gtk_widget_activate_action (GTK_WIDGET (bench->window), "window.create-map", "(sddus)",
                                       "base", 594.0, 420.0, 0u, ""))
        fail (bench, "no new map");
      break;

    case 1:
      if (gtk_widget_get_width (GTK_WIDGET (sw_window_get_map_view (bench->window))) == 0 && ++bench->waited < 200)
        return G_SOURCE_CONTINUE;
      draw_map (bench);
      break;

    case 2:
      {
        g_autoptr(GFile) file = g_file_new_for_path (bench->path);
        g_autoptr(GError) error = NULL;

        /* Ctrl+S, the file's name typed, Enter */
        bench->keys += 2;
        bench->characters += strlen ("three-valleys");
        if (bench->status == 0 && !sw_window_save_file (bench->window, file, &error))
          fail (bench, error->message);
      }
      break;

    default:
      gtk_window_destroy (GTK_WINDOW (bench->window));
      g_action_group_activate_action (G_ACTION_GROUP (bench->application), "quit", NULL);
      return G_SOURCE_REMOVE;
    }
  bench->step++;
  return G_SOURCE_CONTINUE;
}

/* The run's own home, with what the app left there (drafts, settings). */
static void
remove_tree (const char *dir)
{
  GDir *handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        remove_tree (path);
      else
        g_remove (path);
    }
  if (handle != NULL)
    g_dir_close (handle);
  g_rmdir (dir);
}

static void
startup_cb (GApplication *application,
            Bench        *bench)
{
  g_timeout_add (50, step_cb, bench);
}

int
main (int   argc,
      char *argv[])
{
  Bench bench = { 0 };
  g_autofree char *dir = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  char *app_argv[] = { argv[0], NULL };
  const char *validate_argv[] = { NULL, "validate", NULL, NULL };
  int wait_status = 0;

  if (argc != 2)
    {
      g_printerr ("usage: %s SWMAP\n  draws a 3-player map in the map window and checks it with SWMAP validate\n",
                  argv[0]);
      return 2;
    }
  bench.swmap = argv[1];
  g_setenv ("LANGUAGE", "C", TRUE);
  dir = g_dir_make_tmp ("bench-draw-map-XXXXXX", &error);
  if (dir == NULL)
    {
      g_printerr ("bench-draw-map: %s\n", error->message);
      return 1;
    }
  /* a home of its own: no recent files or drafts of the user's */
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  g_setenv ("XDG_CONFIG_HOME", dir, TRUE);
  g_setenv ("XDG_STATE_HOME", dir, TRUE);
  bench.path = g_build_filename (dir, "three-valleys.swmap", NULL);

  bench.application = sw_application_new ();
  g_application_set_flags (G_APPLICATION (bench.application),
                           g_application_get_flags (G_APPLICATION (bench.application)) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect (bench.application, "startup", G_CALLBACK (startup_cb), &bench);
  if (g_application_run (G_APPLICATION (bench.application), 1, app_argv) != 0)
    bench.status = 1;
  g_object_unref (bench.application);

  if (bench.status == 0)
    {
      validate_argv[0] = bench.swmap;
      validate_argv[2] = bench.path;
      if (!g_spawn_sync (NULL, (char **) validate_argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                         &wait_status, &error))
        fail (&bench, error->message);
      else
        {
          g_print ("%s%s", out, err);
          /* playable: not an error, and not a warning either */
          if (!g_spawn_check_wait_status (wait_status, NULL) || out[0] != '\0' || err[0] != '\0')
            fail (&bench, "swmap validate found problems in the drawn map");
          else
            g_print ("swmap validate: no problem\n");
        }
    }
  if (bench.status == 0)
    g_print ("A valid 3-player map (%u regions, five land terrains, a lake, two lost tribes, a title in English "
             "and Chinese, a scenario) from an empty board took %u inputs: %u clicks, %u keys, %u characters "
             "typed.\n",
             (guint) G_N_ELEMENTS (cells), bench.clicks + bench.keys + bench.characters, bench.clicks, bench.keys,
             bench.characters);
  remove_tree (dir);
  g_free (bench.path);
  return bench.status;
}
