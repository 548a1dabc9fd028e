/* sw-game-setup.c: New Game (edition, map, players, who starts), Open Game, and resuming an unfinished game. */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-setup"

#include <glib/gi18n.h>

#include "sw-application.h"
#include "sw-catalog.h"
#include "sw-edit.h"
#include "sw-game-setup.h"
#include "sw-game-window.h"
#include "sw-game-xml.h"
#include "sw-map-xml.h"
#include "sw-render-game.h"
#include "sw-window.h"

#define MAX_PLAYERS 6

struct _SwGameSetup
{
  AdwWindow parent_instance;

  GtkDropDown *edition;
  GtkDropDown *map;
  GtkSpinButton *count;
  GtkLabel *seat_labels[MAX_PLAYERS];
  GtkWidget *seat_lines[MAX_PLAYERS];
  GtkEntry *names[MAX_PLAYERS];
  GtkColorButton *colours[MAX_PLAYERS];
  GtkDropDown *first;

  GtkStringList *first_names;   /* the players by name, for "Who starts" */
  GPtrArray *map_paths;     /* char*, parallel to the map dropdown; "" for the open map */
  SwMap *open_map;          /* the map open in the editor that opened New Game, NULL */
  char *open_title;
  GSettings *settings;      /* names, colours and count of the last game started; NULL without the schema */
  gboolean ready;           /* the models are filled: changes refill them */
};

typedef SwGameSetup Setup;

G_DEFINE_FINAL_TYPE (SwGameSetup, sw_game_setup, ADW_TYPE_WINDOW)

/* The app's settings when its schema is installed (or the build's, in
 * `meson devenv` and the tests); New Game then remembers. */
static GSettings *
load_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "player-names"))
    return NULL;
  return g_settings_new_full (schema, NULL, NULL);
}

SwGame *
sw_game_setup_create (SwMap *map, const char *const *names, guint first)
{
  g_autoptr(GPtrArray) seated = g_ptr_array_new ();
  guint n = names != NULL ? g_strv_length ((char **) names) : 0;
  g_autoptr(SwMap) played = NULL;
  SwGame *game;

  g_return_val_if_fail (map != NULL && n > 0, NULL);
  /* seating order is kept; the first player simply goes first */
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (seated, (gpointer) names[(first + i) % n]);
  g_ptr_array_add (seated, NULL);
  /* a set of islands: those the rules use for this many players */
  played = sw_edit_boards_in_play (map, n);
  game = sw_game_new (played, (const char *const *) seated->pdata);
  for (guint i = 0; i < n; i++)
    sw_game_player (game, i)->colour = g_strdup (sw_render_seat_colour ((first + i) % n));
  return game;
}

/* The bundled boards of the edition with a scenario for this many players first. */
static void
fill_maps (Setup *setup)
{
  const char *const *editions = sw_catalog_list_editions ();
  const char *edition = editions[gtk_drop_down_get_selected (setup->edition)];
  guint players = gtk_spin_button_get_value_as_int (setup->count);
  g_autofree char *dir_path = g_strdup (sw_application_get_maps_dir ());
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) matching = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) others = g_ptr_array_new_with_free_func (g_free);
  GtkStringList *titles = gtk_string_list_new (NULL);
  const char *name;

  g_clear_pointer (&setup->map_paths, g_ptr_array_unref);
  setup->map_paths = g_ptr_array_new_with_free_func (g_free);
  /* the map open in the editor comes first, as it is now */
  if (setup->open_map != NULL && g_strcmp0 (setup->open_map->edition, edition) == 0)
    {
      /* Translators: New Game's map list: the map open in the editor */
      g_autofree char *title = g_strdup_printf (_("%s (open in the editor)"), setup->open_title);
      gtk_string_list_append (titles, title);
      g_ptr_array_add (setup->map_paths, g_strdup (""));
    }
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(SwMap) map = NULL;
      gboolean fits = FALSE;

      if (!g_str_has_suffix (name, ".swmap") || (map = sw_map_load_file (path, NULL, NULL)) == NULL)
        continue;
      if (g_strcmp0 (map->edition, edition) != 0)
        continue;
      for (guint i = 0; i < map->scenarios->len; i++)
        fits |= g_array_index (map->scenarios, SwScenario, i).players == players;
      g_ptr_array_add (fits ? matching : others, g_steal_pointer (&path));
    }
  g_ptr_array_sort (matching, (GCompareFunc) g_strcmp0);
  for (guint pass = 0; pass < 2; pass++)
    {
      GPtrArray *list = pass == 0 ? matching : others;
      for (guint i = 0; i < list->len; i++)
        {
          g_autofree char *base = g_path_get_basename (g_ptr_array_index (list, i));
          g_autoptr(SwMap) map = sw_map_load_file (g_ptr_array_index (list, i), NULL, NULL);
          const char *title = map != NULL ? sw_map_get_title (map) : NULL;
          gtk_string_list_append (titles, title != NULL ? title : base);
          g_ptr_array_add (setup->map_paths, g_strdup (g_ptr_array_index (list, i)));
        }
    }
  gtk_drop_down_set_model (setup->map, G_LIST_MODEL (titles));
  g_object_unref (titles);
}

/* "Who starts" lists the players seated, by name, and keeps the choice
 * while it is one of them. */
static void
fill_first (Setup *setup)
{
  if (!setup->ready)
    return;

  guint players = gtk_spin_button_get_value_as_int (setup->count);
  guint chosen = gtk_drop_down_get_selected (setup->first);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;

  for (guint i = 0; i < players; i++)
    {
      const char *text = gtk_editable_get_text (GTK_EDITABLE (setup->names[i]));
      g_autofree char *fallback = g_strdup_printf (_("Player %u"), i + 1);
      g_strv_builder_add (builder, text[0] != '\0' ? text : fallback);
    }
  names = g_strv_builder_end (builder);
  gtk_string_list_splice (setup->first_names, 0, g_list_model_get_n_items (G_LIST_MODEL (setup->first_names)),
                          (const char *const *) names);
  gtk_drop_down_set_selected (setup->first, chosen < players ? chosen : 0);
}

static void
fill_seats (Setup *setup)
{
  guint players = gtk_spin_button_get_value_as_int (setup->count);

  for (guint i = 0; i < MAX_PLAYERS; i++)
    gtk_widget_set_visible (GTK_WIDGET (setup->names[i]), i < players);
  fill_first (setup);
}

static void
choose_response (GtkNativeDialog *native, int response, Setup *setup)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *base = path != NULL ? g_path_get_basename (path) : NULL;
      GtkStringList *titles = GTK_STRING_LIST (gtk_drop_down_get_model (setup->map));

      if (path != NULL)
        {
          gtk_string_list_append (titles, base);
          g_ptr_array_add (setup->map_paths, g_steal_pointer (&path));
          gtk_drop_down_set_selected (setup->map, setup->map_paths->len - 1);
        }
    }
  g_object_unref (native);
}

/* Any .swmap, not only the bundled boards. */
static void
choose_clicked (Setup *setup)
{
  GtkFileChooserNative *native = gtk_file_chooser_native_new (_("Choose a Map"), GTK_WINDOW (setup),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), NULL);
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Maps"));
  gtk_file_filter_add_pattern (filter, "*.swmap");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_object_unref (filter);
  g_signal_connect (native, "response", G_CALLBACK (choose_response), setup);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
setup_changed (Setup *setup)
{
  if (!setup->ready)
    return;
  fill_maps (setup);
  fill_seats (setup);
}

static char *
rgba_to_hex (const GdkRGBA *rgba)
{
  return g_strdup_printf ("#%02x%02x%02x", (guint) (rgba->red * 255 + 0.5), (guint) (rgba->green * 255 + 0.5),
                          (guint) (rgba->blue * 255 + 0.5));
}

/* What the next New Game offers: this one's names, colours and count. */
static void
remember (Setup *setup)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) colours = g_strv_builder_new ();
  g_auto(GStrv) name_list = NULL, colour_list = NULL;

  if (setup->settings == NULL)
    return;
  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      GdkRGBA rgba;
      g_autofree char *hex = NULL;

      gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (setup->colours[i]), &rgba);
      hex = rgba_to_hex (&rgba);
      g_strv_builder_add (names, gtk_editable_get_text (GTK_EDITABLE (setup->names[i])));
      g_strv_builder_add (colours, hex);
    }
  name_list = g_strv_builder_end (names);
  colour_list = g_strv_builder_end (colours);
  g_settings_delay (setup->settings);
  g_settings_set_strv (setup->settings, "player-names", (const char *const *) name_list);
  g_settings_set_strv (setup->settings, "player-colours", (const char *const *) colour_list);
  g_settings_set_int (setup->settings, "player-count", gtk_spin_button_get_value_as_int (setup->count));
  g_settings_apply (setup->settings);
}

static void
start (Setup *setup)
{
  guint choice = gtk_drop_down_get_selected (setup->map);
  guint players = gtk_spin_button_get_value_as_int (setup->count);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(SwGame) game = NULL;

  if (setup->map_paths == NULL || choice >= setup->map_paths->len)
    return;
  if (((const char *) g_ptr_array_index (setup->map_paths, choice))[0] == '\0')
    map = sw_map_copy (setup->open_map);   /* later edits do not change the game */
  else
    map = sw_map_load_file (g_ptr_array_index (setup->map_paths, choice), NULL, &error);
  if (map == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  for (guint i = 0; i < players; i++)
    {
      const char *text = gtk_editable_get_text (GTK_EDITABLE (setup->names[i]));
      g_autofree char *fallback = g_strdup_printf (_("Player %u"), i + 1);
      g_strv_builder_add (builder, text[0] != '\0' ? text : fallback);
    }
  names = g_strv_builder_end (builder);
  game = sw_game_setup_create (map, (const char *const *) names,
                               MIN (gtk_drop_down_get_selected (setup->first), players - 1));
  /* the colours chosen per seat, following the rotation to who starts */
  for (guint i = 0; i < players; i++)
    {
      guint seat = (MIN (gtk_drop_down_get_selected (setup->first), players - 1) + i) % players;
      GdkRGBA rgba;

      gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (setup->colours[seat]), &rgba);
      g_free (sw_game_player (game, i)->colour);
      sw_game_player (game, i)->colour = rgba_to_hex (&rgba);
    }
  remember (setup);
  gtk_window_present (GTK_WINDOW (sw_game_window_new (gtk_window_get_application (GTK_WINDOW (setup)), game, NULL)));
  gtk_window_destroy (GTK_WINDOW (setup));
}

/* setup.players (i), setup.name ((us)), setup.first (u), setup.map (s), setup.start:
 * the setup's interactions as actions, for tests and scripts. */
static void
setup_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  Setup *setup = SW_GAME_SETUP (widget);

  if (g_str_equal (name, "setup.players"))
    gtk_spin_button_set_value (setup->count, g_variant_get_int32 (parameter));
  else if (g_str_equal (name, "setup.name"))
    {
      guint seat;
      const char *text;

      g_variant_get (parameter, "(u&s)", &seat, &text);
      if (seat < MAX_PLAYERS)
        gtk_editable_set_text (GTK_EDITABLE (setup->names[seat]), text);
    }
  else if (g_str_equal (name, "setup.first"))
    gtk_drop_down_set_selected (setup->first, g_variant_get_uint32 (parameter));
  else if (g_str_equal (name, "setup.map"))
    {
      const char *path = g_variant_get_string (parameter, NULL);
      guint i;

      for (i = 0; i < setup->map_paths->len; i++)
        if (g_str_equal (g_ptr_array_index (setup->map_paths, i), path))
          break;
      if (i == setup->map_paths->len)
        {
          g_autofree char *base = g_path_get_basename (path);
          gtk_string_list_append (GTK_STRING_LIST (gtk_drop_down_get_model (setup->map)), base);
          g_ptr_array_add (setup->map_paths, g_strdup (path));
        }
      gtk_drop_down_set_selected (setup->map, i);
    }
  else if (g_str_equal (name, "setup.start"))
    start (setup);
}

static void
ellipsized_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
whole_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_list_item_set_child (item, label);
}

static void
ellipsized_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

void
sw_game_new_game_action (GSimpleAction *action, GVariant *parameter, gpointer application)
{
  gtk_window_present (sw_game_setup_window_new (application));
}

static void
sw_game_setup_finalize (GObject *object)
{
  SwGameSetup *setup = SW_GAME_SETUP (object);

  g_clear_pointer (&setup->map_paths, g_ptr_array_unref);
  g_clear_pointer (&setup->open_map, sw_map_unref);
  g_clear_object (&setup->settings);
  g_clear_object (&setup->first_names);
  g_free (setup->open_title);
  G_OBJECT_CLASS (sw_game_setup_parent_class)->finalize (object);
}

static void
sw_game_setup_class_init (SwGameSetupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_game_setup_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-game-setup.ui");
  gtk_widget_class_bind_template_child (widget_class, SwGameSetup, edition);
  gtk_widget_class_bind_template_child (widget_class, SwGameSetup, map);
  gtk_widget_class_bind_template_child (widget_class, SwGameSetup, count);
  gtk_widget_class_bind_template_child (widget_class, SwGameSetup, first);
#define BIND_SEAT(i) \
  gtk_widget_class_bind_template_child_full (widget_class, "seat_label_" #i, FALSE, G_STRUCT_OFFSET (SwGameSetup, seat_labels[i])); \
  gtk_widget_class_bind_template_child_full (widget_class, "seat_line_" #i, FALSE, G_STRUCT_OFFSET (SwGameSetup, seat_lines[i])); \
  gtk_widget_class_bind_template_child_full (widget_class, "name_" #i, FALSE, G_STRUCT_OFFSET (SwGameSetup, names[i])); \
  gtk_widget_class_bind_template_child_full (widget_class, "colour_" #i, FALSE, G_STRUCT_OFFSET (SwGameSetup, colours[i]))
  BIND_SEAT (0);
  BIND_SEAT (1);
  BIND_SEAT (2);
  BIND_SEAT (3);
  BIND_SEAT (4);
  BIND_SEAT (5);
#undef BIND_SEAT
  gtk_widget_class_bind_template_callback (widget_class, setup_changed);
  gtk_widget_class_bind_template_callback (widget_class, fill_first);
  gtk_widget_class_bind_template_callback (widget_class, choose_clicked);

  gtk_widget_class_install_action (widget_class, "setup.players", "i", setup_action);
  gtk_widget_class_install_action (widget_class, "setup.name", "(us)", setup_action);
  gtk_widget_class_install_action (widget_class, "setup.first", "u", setup_action);
  gtk_widget_class_install_action (widget_class, "setup.map", "s", setup_action);
  gtk_widget_class_install_action (widget_class, "setup.start", NULL, setup_action);
  /* a dialog goes with Escape, as GNOME's do */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sw_game_setup_init (SwGameSetup *setup)
{
  GtkListItemFactory *factory;

  gtk_widget_init_template (GTK_WIDGET (setup));
  /* a long map title is cut short on the button, whole in the list */
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (ellipsized_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (ellipsized_bind), NULL);
  gtk_drop_down_set_factory (setup->map, factory);
  g_object_unref (factory);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (whole_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (ellipsized_bind), NULL);
  gtk_drop_down_set_list_factory (setup->map, factory);
  g_object_unref (factory);
  /* the drop-down shares the list; the setup keeps it to refill it */
  setup->first_names = gtk_string_list_new (NULL);
  gtk_drop_down_set_model (setup->first, G_LIST_MODEL (setup->first_names));
  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      g_autofree char *text = g_strdup_printf (_("Seat %u"), i + 1);

      gtk_label_set_label (setup->seat_labels[i], text);
      g_object_bind_property (setup->names[i], "visible", setup->seat_lines[i], "visible", G_BINDING_SYNC_CREATE);
      g_object_bind_property (setup->names[i], "visible", setup->seat_labels[i], "visible", G_BINDING_SYNC_CREATE);
    }
}

GtkWindow *
sw_game_setup_window_new (GtkApplication *application)
{
  static const char *const default_names[] = { N_("Ann"), N_("Bob"), N_("Cid"), N_("Dee"), N_("Eve"), N_("Fay") };
  GtkWindow *parent = gtk_application_get_active_window (application);
  g_autoptr(GtkStringList) editions = gtk_string_list_new (NULL);
  const char *const *ids = sw_catalog_list_editions ();
  g_auto(GStrv) saved_names = NULL, saved_colours = NULL;
  guint edition_choice = 0;
  SwGameSetup *setup = g_object_new (SW_TYPE_GAME_SETUP, "application", application, "transient-for", parent, NULL);

  setup->settings = load_settings ();
  saved_names = setup->settings != NULL ? g_settings_get_strv (setup->settings, "player-names") : g_new0 (char *, 1);
  saved_colours = setup->settings != NULL ? g_settings_get_strv (setup->settings, "player-colours") : g_new0 (char *, 1);
  /* the map open in the editor, as it is now, saved or not */
  if (parent != NULL && SW_IS_WINDOW (parent) && !sw_window_is_empty (SW_WINDOW (parent))
      && sw_window_get_map (SW_WINDOW (parent)) != NULL)
    {
      SwMap *open = sw_window_get_map (SW_WINDOW (parent));
      GFile *file = sw_window_get_file (SW_WINDOW (parent));
      const char *title = sw_map_get_title (open);

      setup->open_map = sw_map_ref (open);
      if (title != NULL && title[0] != '\0')
        setup->open_title = g_strdup (title);
      else if (file != NULL)
        setup->open_title = g_file_get_basename (file);
      else
        setup->open_title = g_strdup (_("Untitled Map"));
    }
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const SwCatalog *catalog = sw_catalog_get (ids[i]);
      gtk_string_list_append (editions, catalog && catalog->names->len ? sw_text_pick (catalog->names) : ids[i]);
      if (setup->open_map != NULL && g_strcmp0 (setup->open_map->edition, ids[i]) == 0)
        edition_choice = i;
    }
  gtk_drop_down_set_model (setup->edition, G_LIST_MODEL (editions));
  gtk_drop_down_set_selected (setup->edition, edition_choice);
  {
    gint count = setup->settings != NULL ? g_settings_get_int (setup->settings, "player-count") : 3;

    /* the map open in the editor is for some player counts: the last
     * game's count if it is one of them, else its first */
    if (setup->open_map != NULL && setup->open_map->scenarios->len > 0)
      {
        gboolean has = FALSE;

        for (guint i = 0; i < setup->open_map->scenarios->len; i++)
          has |= (gint) g_array_index (setup->open_map->scenarios, SwScenario, i).players == count;
        if (!has)
          count = (gint) g_array_index (setup->open_map->scenarios, SwScenario, 0).players;
      }
    gtk_spin_button_set_value (setup->count, count);
  }
  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      GdkRGBA rgba;

      gtk_editable_set_text (GTK_EDITABLE (setup->names[i]), i < g_strv_length (saved_names) && saved_names[i][0] != '\0'
                                                             ? saved_names[i] : _(default_names[i]));
      if (i >= g_strv_length (saved_colours) || !gdk_rgba_parse (&rgba, saved_colours[i]))
        gdk_rgba_parse (&rgba, sw_render_seat_colour (i));
      gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (setup->colours[i]), &rgba);
    }
  setup->ready = TRUE;
  setup_changed (setup);
  return GTK_WINDOW (setup);
}

static void
show_open_error (GtkApplication *application, const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (gtk_application_get_active_window (application),
                                              _("The game cannot be opened"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_set_application (GTK_WINDOW (dialog), application);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
map_reference_response (AdwMessageDialog *dialog, const char *response, GtkApplication *application)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "path");
  g_autoptr(GError) error = NULL;
  g_autoptr(SwGame) game = NULL;

  if (!g_str_equal (response, "open"))
    return;
  game = sw_game_load_file (path, &error);
  if (game == NULL)
    show_open_error (application, error);
  else
    gtk_window_present (GTK_WINDOW (sw_game_window_new (application, game, path)));
}

/* A game that does not hold its map names a map file: the user sees
 * which before it is read. */
static void
ask_map_reference (GtkApplication *application, const char *path)
{
  g_autofree char *map_path = sw_game_dup_map_reference (path);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (map_path == NULL)
    return;
  body = g_strdup_printf (_("This game file does not hold its map. It names the map file %s, "
                            "which will be read to open the game."), map_path);
  dialog = adw_message_dialog_new (gtk_application_get_active_window (application),
                                   _("Open the Game’s Map File?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "open", _("_Open"), NULL);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_set_application (GTK_WINDOW (dialog), application);
  g_object_set_data_full (G_OBJECT (dialog), "path", g_strdup (path), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (map_reference_response), application);
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
sw_game_window_open_file (GtkApplication *application, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  SwGameWindow *window;

  if (path == NULL || !g_str_has_suffix (path, ".swgame"))
    return FALSE;
  window = sw_game_window_open (application, path, &error);
  if (window == NULL && g_error_matches (error, SW_GAME_ERROR, SW_GAME_ERROR_MAP_REFERENCE))
    {
      ask_map_reference (application, path);
      return TRUE;
    }
  if (window == NULL)
    {
      GtkWidget *dialog = adw_message_dialog_new (gtk_application_get_active_window (application),
                                                  _("The game cannot be opened"), error->message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      /* Opened from the command line there is no window yet: the dialog
       * must hold the application, or it quits before anyone reads it. */
      gtk_window_set_application (GTK_WINDOW (dialog), application);
      gtk_window_present (GTK_WINDOW (dialog));
      return TRUE;
    }
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
}

static void
open_game_response (GtkNativeDialog *native, int response, GtkApplication *application)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      sw_game_window_open_file (application, file);
    }
  g_object_unref (native);
}

void
sw_game_open_game_action (GSimpleAction *action, GVariant *parameter, gpointer application)
{
  GtkFileChooserNative *native = gtk_file_chooser_native_new (_("Open Game"),
                                                              gtk_application_get_active_window (application),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), NULL);
  g_autofree char *dir = sw_game_dir ();
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Games"));
  gtk_file_filter_add_pattern (filter, "*.swgame");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_object_unref (filter);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (native), folder, NULL);
  g_signal_connect (native, "response", G_CALLBACK (open_game_response), application);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}
