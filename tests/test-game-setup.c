/* test-game-setup.c: New Game remembers names, colours and count, offers the map open in the editor, and "Who starts" lists the players by name (needs a display). */
#include "config.h"

#include <adwaita.h>

#include "sw-application.h"
#include "sw-edit.h"
#include "sw-game-window.h"
#include "sw-map-xml.h"
#include "sw-test-app.h"
#include "sw-test-map.h"
#include "sw-validate.h"
#include "sw-window.h"

static GtkApplication *application;
static char *home;

static GtkWidget *
field (GtkWindow *setup, const char *name)
{
  GtkWidget *widget = sw_test_app_find_named (GTK_WIDGET (setup), name);

  g_assert_nonnull (widget);
  return widget;
}

static GtkWidget *
seat_field (GtkWindow *setup, const char *kind, guint seat)
{
  g_autofree char *name = g_strdup_printf ("setup-%s-%u", kind, seat);

  return field (setup, name);
}

/* The names "Who starts" offers, in order. */
static GStrv
first_names (GtkWindow *setup)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (field (setup, "setup-first")));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);
      g_strv_builder_add (builder, gtk_string_object_get_string (item));
    }
  return g_strv_builder_end (builder);
}

static SwGameWindow *
find_game_window (void)
{
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (SW_IS_GAME_WINDOW (l->data))
      return l->data;
  return NULL;
}

static void
close_game_windows (void)
{
  SwGameWindow *window;

  while ((window = find_game_window ()) != NULL)
    gtk_window_destroy (GTK_WINDOW (window));
  sw_test_app_iterate ();
}

/* "Who starts" follows the count and the names typed; a choice that is no
 * longer seated falls back to the first player, never to another seat. */
static void
test_who_starts (void)
{
  GtkWindow *setup = sw_game_setup_window_new (application);
  GtkSpinButton *count = GTK_SPIN_BUTTON (field (setup, "setup-count"));
  GtkDropDown *first = GTK_DROP_DOWN (field (setup, "setup-first"));
  g_auto(GStrv) three = NULL, two = NULL, renamed = NULL;

  gtk_spin_button_set_value (count, 3);
  gtk_editable_set_text (GTK_EDITABLE (seat_field (setup, "name", 0)), "Alice");
  gtk_editable_set_text (GTK_EDITABLE (seat_field (setup, "name", 1)), "Bruno");
  gtk_editable_set_text (GTK_EDITABLE (seat_field (setup, "name", 2)), "Chen");
  three = first_names (setup);
  g_assert_cmpstrv (three, ((const char *const[]) { "Alice", "Bruno", "Chen", NULL }));
  gtk_drop_down_set_selected (first, 1);
  gtk_editable_set_text (GTK_EDITABLE (seat_field (setup, "name", 1)), "Bea");
  renamed = first_names (setup);
  g_assert_cmpstrv (renamed, ((const char *const[]) { "Alice", "Bea", "Chen", NULL }));
  g_assert_cmpuint (gtk_drop_down_get_selected (first), ==, 1);
  gtk_drop_down_set_selected (first, 2);
  gtk_spin_button_set_value (count, 2);
  two = first_names (setup);
  g_assert_cmpstrv (two, ((const char *const[]) { "Alice", "Bea", NULL }));
  g_assert_cmpuint (gtk_drop_down_get_selected (first), ==, 0);
  g_assert_false (gtk_widget_get_visible (seat_field (setup, "name", 2)));
  gtk_window_destroy (setup);
  sw_test_app_iterate ();
}

/* Escape closes New Game, as it closes GNOME's dialogs. */
static void
test_escape_closes (void)
{
  GtkWindow *setup = sw_game_setup_window_new (application);
  GtkShortcut *escape = sw_test_app_find_shortcut (GTK_WIDGET (setup), "Escape");

  g_object_add_weak_pointer (G_OBJECT (setup), (gpointer *) &setup);
  gtk_window_present (setup);
  sw_test_app_iterate ();
  g_assert_nonnull (escape);
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (escape), 0, GTK_WIDGET (setup),
                                               gtk_shortcut_get_arguments (escape)));
  sw_test_app_iterate ();
  g_assert_null (setup);
}

/* The next New Game offers the last one's names, colours and count. */
static void
test_remembers (void)
{
  g_autofree char *map_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "base-3p.swmap", NULL);
  GtkWindow *setup = sw_game_setup_window_new (application);
  GdkRGBA green = { 0.0, 128 / 255.0, 0.0, 1.0 }, shown;
  SwGame *game;
  g_auto(GStrv) names = NULL;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (field (setup, "setup-count")), 3);
  gtk_editable_set_text (GTK_EDITABLE (seat_field (setup, "name", 0)), "Alice");
  gtk_editable_set_text (GTK_EDITABLE (seat_field (setup, "name", 1)), "Bruno");
  gtk_editable_set_text (GTK_EDITABLE (seat_field (setup, "name", 2)), "Chen");
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (seat_field (setup, "colour", 2)), &green);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.map", "s", map_path));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start", NULL));
  sw_test_app_iterate ();
  g_assert_nonnull (find_game_window ());
  game = sw_game_window_get_game (find_game_window ());
  g_assert_cmpuint (game->players->len, ==, 3);
  g_assert_cmpstr (sw_game_player (game, 2)->name, ==, "Chen");
  g_assert_cmpstr (sw_game_player (game, 2)->colour, ==, "#008000");
  close_game_windows ();

  /* a new New Game, as after a restart: the same table */
  setup = sw_game_setup_window_new (application);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (field (setup, "setup-count"))), ==, 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (seat_field (setup, "name", 1))), ==, "Bruno");
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (seat_field (setup, "colour", 2)), &shown);
  g_assert_true (gdk_rgba_equal (&shown, &green));
  names = first_names (setup);
  g_assert_cmpstrv (names, ((const char *const[]) { "Alice", "Bruno", "Chen", NULL }));
  gtk_window_destroy (setup);
  sw_test_app_iterate ();
}

/* New Game from an editor window offers its map first, as it is now. */
static void
test_open_map (void)
{
  g_autofree char *map_path = g_build_filename (g_getenv ("SW_SOURCE_DIR"), "maps", "underground-2p.swmap", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (map_path);
  g_autoptr(GError) error = NULL;
  SwWindow *editor = sw_window_new (application);
  GtkWindow *setup;
  GListModel *maps;
  g_autoptr(GtkStringObject) item = NULL;
  SwGame *game;

  g_assert_true (sw_window_load_file (editor, file, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (editor));
  sw_test_app_iterate ();
  g_assert_true (gtk_application_get_active_window (application) == GTK_WINDOW (editor));
  setup = sw_game_setup_window_new (application);
  maps = gtk_drop_down_get_model (GTK_DROP_DOWN (field (setup, "setup-map")));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (field (setup, "setup-map"))), ==, 0);
  item = g_list_model_get_item (maps, 0);
  g_assert_true (g_str_has_suffix (gtk_string_object_get_string (item), "(open in the editor)"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start", NULL));
  sw_test_app_iterate ();
  g_assert_nonnull (find_game_window ());
  game = sw_game_window_get_game (find_game_window ());
  g_assert_cmpstr (game->map->edition, ==, "underground");
  g_assert_cmpuint (game->map->regions->len, ==, sw_window_get_map (editor)->regions->len);
  /* for as many players as the map is for (its only scenario: 2), not the
   * last game's count */
  g_assert_cmpuint (game->players->len, ==, 2);
  close_game_windows ();
  gtk_window_destroy (GTK_WINDOW (editor));
  sw_test_app_iterate ();
}

/* docs/rules.md 3.3: a game on Warcraft's set of six islands plays those
 * the rules give its player count (2: an L and an S island; 5: two L, an
 * M and two S), the first of each size; the islands left out are not in
 * the game at all, and what is left is a valid map. A base board stays. */
static void
test_islands_in_play (void)
{
  static const char *const expected[] = { NULL, NULL, "l1 s1", "l1 m1 s1", "l1 m1 m2 s1", "l1 l2 m1 s1 s2" };
  static const char *const names[] = { "Ann", "Bob", NULL };
  g_autoptr(SwMap) set = sw_test_map_load_bundled ("warcraft-set.swmap");
  g_autoptr(SwMap) base = sw_test_map_load_bundled ("base-2p.swmap");
  g_autoptr(SwMap) same = NULL;
  g_autoptr(SwGame) game = NULL;

  g_assert_cmpuint (set->boards->len, ==, 6);
  for (guint players = 2; players <= 5; players++)
    {
      g_autoptr(SwMap) played = sw_edit_boards_in_play (set, players);
      g_autoptr(GPtrArray) issues = sw_issue_list_new ();
      g_autoptr(GString) ids = g_string_new (NULL);

      for (guint b = 0; b < played->boards->len; b++)
        g_string_append_printf (ids, "%s%s", b > 0 ? " " : "", ((SwBoard *) g_ptr_array_index (played->boards, b))->id);
      g_assert_cmpstr (ids->str, ==, expected[players]);
      for (guint r = 0; r < played->regions->len; r++)
        g_assert_nonnull (sw_map_region_board (played, g_ptr_array_index (played->regions, r)));
      g_assert_cmpuint (played->regions->len, <, set->regions->len);
      /* drawn close together, not where the set had them among the
       * islands left out (a 2-player game showed a board mostly empty) */
      {
        double area = 0, right = 0, bottom = 0;

        for (guint b = 0; b < played->boards->len; b++)
          {
            const SwBoard *board = g_ptr_array_index (played->boards, b);

            g_assert_true (board->has_position);
            area += board->width * board->height;
            right = MAX (right, board->x + board->width);
            bottom = MAX (bottom, board->y + board->height);
            for (guint o = 0; o < b; o++)
              {
                const SwBoard *other = g_ptr_array_index (played->boards, o);

                g_assert_true (board->x >= other->x + other->width || other->x >= board->x + board->width
                               || board->y >= other->y + other->height || other->y >= board->y + board->height);
              }
          }
        g_test_message ("%u players: the boards cover %.0f%% of their extent", players, 100 * area / (right * bottom));
        g_assert_cmpfloat (area / (right * bottom), >=, 0.5);
      }
      sw_validate_map (played, issues);
      for (guint i = 0; i < issues->len; i++)
        {
          const SwIssue *issue = g_ptr_array_index (issues, i);

          if (issue->severity == SW_SEVERITY_ERROR)
            g_error ("%u players: %s", players, issue->message);
        }
    }
  /* the set itself is left whole */
  g_assert_cmpuint (set->boards->len, ==, 6);
  game = sw_game_setup_create (set, names, 0);
  g_assert_cmpuint (game->map->boards->len, ==, 2);

  same = sw_edit_boards_in_play (base, 2);
  g_assert_true (same == base);
}

int
main (int argc, char *argv[])
{
  int result;

  home = sw_test_app_private_home ();
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  application = sw_test_app_new_registered (NULL);
  if (application == NULL)
    return 0;
  g_test_add_func ("/game-setup/who-starts", test_who_starts);
  g_test_add_func ("/game-setup/escape-closes", test_escape_closes);
  g_test_add_func ("/game-setup/remembers", test_remembers);
  g_test_add_func ("/game-setup/open-map", test_open_map);
  g_test_add_func ("/game-setup/islands-in-play", test_islands_in_play);
  result = g_test_run ();
  g_object_unref (application);
  sw_test_app_remove_tree (home);
  g_free (home);
  return result;
}
