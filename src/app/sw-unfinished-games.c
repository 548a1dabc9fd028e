/* sw-unfinished-games.c: the games left in the middle, on the welcome page: Continue or Discard each. */
#include "config.h"
#define G_LOG_DOMAIN "sw-unfinished-games"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sw-date.h"
#include "sw-game-window.h"
#include "sw-game-xml.h"
#include "sw-save.h"
#include "sw-unfinished-games.h"

/* Games read at most, newest first: each costs a replay of its log. */
#define MAX_READ 32

typedef struct {
  char *path;
  char *title;      /* "Continue: Alice, Bruno, Chen — round 3 of 10" */
  char *players;    /* "Alice, Bruno, Chen" */
  char *subtitle;   /* map and date */
} Summary;

static void
summary_free (Summary *summary)
{
  g_free (summary->path);
  g_free (summary->title);
  g_free (summary->players);
  g_free (summary->subtitle);
  g_free (summary);
}

struct _SwUnfinishedGames
{
  AdwBin parent_instance;

  GCancellable *cancellable;    /* the read under way, NULL */
  GPtrArray *games;             /* Summary, as listed */

  /* template */
  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (SwUnfinishedGames, sw_unfinished_games, ADW_TYPE_BIN)

static Summary *
summarize (const char *path, SwGame *game, gint64 mtime)
{
  Summary *summary = g_new0 (Summary, 1);
  g_autoptr(GString) players = g_string_new (NULL);
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (mtime);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = when != NULL ? sw_date_describe (when, now) : g_strdup ("");
  const char *map = game->map != NULL ? sw_map_get_title (game->map) : NULL;

  for (guint i = 0; i < game->players->len; i++)
    {
      /* Translators: the separator between players' names in "Continue: Alice, Bruno, Chen" */
      g_string_append (players, i > 0 ? _(", ") : "");
      g_string_append (players, sw_game_player (game, i)->name);
    }
  summary->path = g_strdup (path);
  summary->players = g_strdup (players->str);
  if (game->turns > 0)
    /* Translators: a game to continue: the players, the round and the number of rounds */
    summary->title = g_strdup_printf (_("Continue: %s — round %u of %u"), players->str, game->round, game->turns);
  else
    /* Translators: a game to continue: the players and the round */
    summary->title = g_strdup_printf (_("Continue: %s — round %u"), players->str, game->round);
  /* Translators: under a game to continue: its map and when it was last played */
  summary->subtitle = g_strdup_printf (_("%s · %s"), map != NULL && map[0] != '\0' ? map : _("Untitled Map"), date);
  return summary;
}

/* The games folder's games that are not over, newest first. What killed
 * saves left there is removed on the way. */
static void
read_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_autoptr(GArray) files = sw_game_list_saved ();
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) summary_free);

  for (guint i = 0; i < files->len && i < MAX_READ && games->len < SW_UNFINISHED_GAMES_MAX; i++)
    {
      SwSavedGame *file = &g_array_index (files, SwSavedGame, i);
      /* a game that only names its map is not followed here */
      g_autoptr(SwGame) game = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        break;
      game = sw_game_load_file_full (file->path, SW_GAME_LOAD_NO_MAP_REFERENCE, NULL);
      if (game != NULL && !sw_game_is_over (game))
        g_ptr_array_add (games, summarize (file->path, game, file->mtime));
    }
  g_task_return_pointer (task, games, (GDestroyNotify) g_ptr_array_unref);
}

static void
discard_clicked (GtkButton *button, SwUnfinishedGames *self);

static void
fill (SwUnfinishedGames *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint i = 0; i < self->games->len; i++)
    {
      Summary *summary = g_ptr_array_index (self->games, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *discard = gtk_button_new_from_icon_name ("user-trash-symbolic");
      GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
      g_autofree char *title = g_markup_escape_text (summary->title, -1);
      g_autofree char *subtitle = g_markup_escape_text (summary->subtitle, -1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (discard, _("Discard This Game"));
      gtk_widget_set_valign (discard, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (discard, "flat");
      g_object_set_data (G_OBJECT (discard), "summary", summary);
      g_signal_connect (discard, "clicked", G_CALLBACK (discard_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), discard);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
      g_object_set_data (G_OBJECT (row), "summary", summary);
      g_object_set_data (G_OBJECT (row), "discard", discard);
      gtk_list_box_append (self->list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), self->games->len > 0);
}

static void
read_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GPtrArray) games = g_task_propagate_pointer (G_TASK (result), NULL);
  SwUnfinishedGames *self = SW_UNFINISHED_GAMES (source);

  /* a newer read replaces this one */
  if (g_task_get_cancellable (G_TASK (result)) != self->cancellable || games == NULL)
    return;
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  self->games = g_steal_pointer (&games);
  fill (self);
}

void
sw_unfinished_games_reload (SwUnfinishedGames *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (SW_IS_UNFINISHED_GAMES (self));
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  /* reading replays each game: in a thread, so that the window answers meanwhile */
  task = g_task_new (self, self->cancellable, read_done, NULL);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, read_thread);
}

gboolean
sw_unfinished_games_is_loading (SwUnfinishedGames *self)
{
  g_return_val_if_fail (SW_IS_UNFINISHED_GAMES (self), FALSE);
  return self->cancellable != NULL;
}

GStrv
sw_unfinished_games_dup_titles (SwUnfinishedGames *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (SW_IS_UNFINISHED_GAMES (self), NULL);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    g_strv_builder_add (builder, ((Summary *) g_object_get_data (G_OBJECT (row), "summary"))->title);
  return g_strv_builder_end (builder);
}

static GtkWidget *
nth_row (SwUnfinishedGames *self, guint index)
{
  GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));

  for (guint i = 0; row != NULL && i < index; i++)
    row = gtk_widget_get_next_sibling (row);
  return row;
}

const char *
sw_unfinished_games_get_path (SwUnfinishedGames *self, guint index)
{
  GtkWidget *row;

  g_return_val_if_fail (SW_IS_UNFINISHED_GAMES (self), NULL);
  row = nth_row (self, index);
  return row != NULL ? ((Summary *) g_object_get_data (G_OBJECT (row), "summary"))->path : NULL;
}

GtkWidget *
sw_unfinished_games_get_discard (SwUnfinishedGames *self, guint index)
{
  GtkWidget *row;

  g_return_val_if_fail (SW_IS_UNFINISHED_GAMES (self), NULL);
  row = nth_row (self, index);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "discard") : NULL;
}

static void
row_activated (SwUnfinishedGames *self, GtkListBoxRow *row)
{
  Summary *summary = g_object_get_data (G_OBJECT (row), "summary");
  GtkWindow *window = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
  GtkApplication *application = window != NULL ? gtk_window_get_application (window) : NULL;
  g_autoptr(GFile) file = g_file_new_for_path (summary->path);

  if (application != NULL)
    sw_game_window_open_file (application, file);
}

/* A discarded game, kept in memory until its toast goes, for Undo. */
typedef struct {
  SwUnfinishedGames *self;    /* weak */
  char *path;
  char *contents;
  gsize length;
  char *origin;               /* "<copy>.origin" as it was, NULL */
  gboolean undone;
} Discarded;

static void
discarded_free (Discarded *discarded)
{
  g_clear_weak_pointer (&discarded->self);
  g_free (discarded->path);
  g_free (discarded->contents);
  g_free (discarded->origin);
  g_free (discarded);
}

static void
undo_clicked (AdwToast *toast, Discarded *discarded)
{
  g_autofree char *origin_path = g_strconcat (discarded->path, ".origin", NULL);
  g_autoptr(GError) error = NULL;

  if (discarded->undone)
    return;
  discarded->undone = TRUE;
  /* written back whole, atomically, as it was */
  if (discarded->origin != NULL)
    g_file_set_contents (origin_path, discarded->origin, -1, NULL);
  if (!g_file_set_contents (discarded->path, discarded->contents, discarded->length, &error))
    g_warning ("%s", error->message);
  if (discarded->self != NULL)
    sw_unfinished_games_reload (discarded->self);
}

static void
discard_clicked (GtkButton *button, SwUnfinishedGames *self)
{
  Summary *summary = g_object_get_data (G_OBJECT (button), "summary");
  g_autofree char *origin_path = g_strconcat (summary->path, ".origin", NULL);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_autoptr(GError) error = NULL;
  Discarded *discarded;
  g_autofree char *text = NULL;
  AdwToast *toast;

  discarded = g_new0 (Discarded, 1);
  discarded->path = g_strdup (summary->path);
  if (!g_file_get_contents (summary->path, &discarded->contents, &discarded->length, &error))
    {
      /* gone already: nothing to discard */
      discarded_free (discarded);
      sw_unfinished_games_reload (self);
      return;
    }
  g_file_get_contents (origin_path, &discarded->origin, NULL, NULL);
  g_remove (origin_path);
  g_remove (summary->path);
  g_set_weak_pointer (&discarded->self, self);
  /* Translators: a toast after discarding a game: the players' names */
  text = g_strdup_printf (_("The game of %s is discarded"), summary->players);
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (undo_clicked), discarded,
                         (GClosureNotify) (void (*) (void)) discarded_free, 0);
  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  else
    g_object_unref (g_object_ref_sink (toast));
  for (guint i = 0; i < self->games->len; i++)
    if (g_ptr_array_index (self->games, i) == summary)
      {
        GtkWidget *row = nth_row (self, i);

        /* the button goes with its row: nothing of it is read after this */
        gtk_list_box_remove (self->list, row);
        g_ptr_array_remove_index (self->games, i);
        break;
      }
  gtk_widget_set_visible (GTK_WIDGET (self), self->games->len > 0);
}

static void
sw_unfinished_games_dispose (GObject *object)
{
  SwUnfinishedGames *self = SW_UNFINISHED_GAMES (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), SW_TYPE_UNFINISHED_GAMES);
  G_OBJECT_CLASS (sw_unfinished_games_parent_class)->dispose (object);
}

static void
sw_unfinished_games_finalize (GObject *object)
{
  SwUnfinishedGames *self = SW_UNFINISHED_GAMES (object);

  g_clear_pointer (&self->games, g_ptr_array_unref);
  G_OBJECT_CLASS (sw_unfinished_games_parent_class)->finalize (object);
}

static void
sw_unfinished_games_class_init (SwUnfinishedGamesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_unfinished_games_dispose;
  object_class->finalize = sw_unfinished_games_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-unfinished-games.ui");
  gtk_widget_class_bind_template_child (widget_class, SwUnfinishedGames, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
}

static void
sw_unfinished_games_init (SwUnfinishedGames *self)
{
  self->games = g_ptr_array_new_with_free_func ((GDestroyNotify) summary_free);
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sw_unfinished_games_new (void)
{
  return g_object_new (SW_TYPE_UNFINISHED_GAMES, NULL);
}
