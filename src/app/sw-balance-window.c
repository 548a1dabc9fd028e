/* sw-balance-window.c: the editor's Balance Report: the options, the games in a GTask thread with progress and Cancel, the seat table and readings, the heat map toggle, saving as JSON or PDF. */
#include "config.h"
#define G_LOG_DOMAIN "sw-balance-window"

#include <string.h>
#include <glib/gi18n.h>

#include "sw-balance-window.h"
#include "sw-edit.h"
#include "sw-map-view.h"
#include "sw-save.h"

/* The progress bar is updated at most this often. */
#define PROGRESS_INTERVAL_US (G_USEC_PER_SEC / 20)

/* One run, shared by the worker threads (through the progress callback)
 * and the main thread; atomically reference counted. */
typedef struct {
  SwMap *map;              /* the editor's map as it was at Run, a copy */
  char *name;              /* its file, as the JSON names it */
  char *title;             /* its title, as the PDF shows it */
  SwBalanceOptions options;
  GWeakRef window;
  gint done;               /* games played, atomic */
  gint update_pending;     /* an update of the bar is queued, atomic */
  gint64 last_update;      /* monotonic µs of the last one queued (under update_pending) */
} Run;

struct _SwBalanceWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *save_button;
  AdwComboRow *players_row;
  GtkSpinButton *games_spin;
  AdwComboRow *policy_row;
  GtkSpinButton *seed_spin;
  GtkProgressBar *progress_bar;
  GtkLabel *status_label;
  GtkWidget *seats_group;
  GtkListBox *seat_list;
  GtkWidget *map_group;
  AdwActionRow *length_row;
  AdwActionRow *races_row;
  AdwActionRow *powers_row;
  AdwActionRow *coins_row;
  AdwActionRow *landings_row;
  GtkWidget *reading_group;
  GtkLabel *reading_label;

  SwWindow *editor;        /* weak: it destroys this window with itself */
  GArray *player_counts;   /* guint: the players_row's choices */
  GCancellable *cancellable;  /* of the run under way, else NULL */
  Run *run;                /* the run under way, else NULL */
  SwBalanceReport *report;
  SwMap *report_map;       /* the map the report was played on */
  char *report_name;       /* the map's file as the JSON names it */
  char *report_title;      /* the map's title as the PDF shows it */
  /* destroyed (its editor closed) while a run held it: its widgets are
   * gone, the run's end only lets go */
  gboolean disposed;
};

G_DEFINE_FINAL_TYPE (SwBalanceWindow, sw_balance_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_RUNNING,
  PROP_REPORT,
  PROP_SHOW_HEAT_MAP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
run_clear (Run *run)
{
  sw_map_unref (run->map);
  g_free (run->name);
  g_free (run->title);
  g_weak_ref_clear (&run->window);
}

static void
run_unref (Run *run)
{
  g_atomic_rc_box_release_full (run, (GDestroyNotify) run_clear);
}

static SwMapView *
editor_view (SwBalanceWindow *self)
{
  return self->editor != NULL ? sw_window_get_map_view (self->editor) : NULL;
}

/* The map's name in the JSON: its file, as swmap is given it. */
static char *
map_name (SwBalanceWindow *self)
{
  GFile *file = self->editor != NULL ? sw_window_get_file (self->editor) : NULL;
  if (file != NULL && g_file_peek_path (file) != NULL)
    return g_file_get_path (file);
  SwMap *map = self->editor != NULL ? sw_window_get_map (self->editor) : NULL;
  const char *title = map != NULL ? sw_map_get_title (map) : NULL;
  return g_strdup (title != NULL ? title : _("Untitled Map"));
}

/* The map's title for people: its title, else its file's name. */
static char *
map_title (SwBalanceWindow *self)
{
  SwMap *map = self->editor != NULL ? sw_window_get_map (self->editor) : NULL;
  const char *title = map != NULL ? sw_map_get_title (map) : NULL;
  GFile *file = self->editor != NULL ? sw_window_get_file (self->editor) : NULL;
  if (title != NULL && *title != '\0')
    return g_strdup (title);
  if (file != NULL)
    return g_file_get_basename (file);
  return g_strdup (_("Untitled Map"));
}

static void
update_actions (SwBalanceWindow *self)
{
  gboolean running = self->run != NULL;
  gboolean has_map = self->editor != NULL && sw_window_get_map (self->editor) != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.run", !running && has_map);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.cancel", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.save-json", self->report != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.save-pdf", self->report != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.save-json-to", self->report != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.save-pdf-to", self->report != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "balance.show-heat-map", self->report != NULL);
  /* nothing to save before the first report */
  gtk_widget_set_sensitive (self->save_button, self->report != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->players_row), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->games_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->policy_row), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->seed_spin), !running);
}

/* The players' choices: the counts of the map's scenarios (2 to 5),
 * else all of them. */
static void
fill_players (SwBalanceWindow *self)
{
  SwMap *map = self->editor != NULL ? sw_window_get_map (self->editor) : NULL;
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  g_array_set_size (self->player_counts, 0);
  if (map != NULL)
    for (guint s = 0; s < map->scenarios->len; s++)
      {
        guint n = g_array_index (map->scenarios, SwScenario, s).players, known = FALSE;
        for (guint i = 0; i < self->player_counts->len; i++)
          known |= g_array_index (self->player_counts, guint, i) == n;
        if (n >= 2 && n <= 5 && !known)
          g_array_append_val (self->player_counts, n);
      }
  if (self->player_counts->len == 0)
    for (guint n = 2; n <= 5; n++)
      g_array_append_val (self->player_counts, n);
  for (guint i = 0; i < self->player_counts->len; i++)
    {
      guint n = g_array_index (self->player_counts, guint, i);
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n), n);
      gtk_string_list_append (list, label);
    }
  adw_combo_row_set_model (self->players_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->players_row, 0);
}

void
sw_balance_window_get_options (SwBalanceWindow  *self,
                               SwBalanceOptions *options)
{
  g_return_if_fail (SW_IS_BALANCE_WINDOW (self));
  g_return_if_fail (options != NULL);
  sw_balance_options_init (options);
  guint selected = adw_combo_row_get_selected (self->players_row);
  if (selected < self->player_counts->len)
    options->players = g_array_index (self->player_counts, guint, selected);
  options->games = (guint) gtk_spin_button_get_value_as_int (self->games_spin);
  options->seed = (guint32) gtk_spin_button_get_value (self->seed_spin);
  options->policy = adw_combo_row_get_selected (self->policy_row) == 1 ? SW_BOT_RANDOM : SW_BOT_GREEDY;
}

void
sw_balance_window_set_options (SwBalanceWindow        *self,
                               const SwBalanceOptions *options)
{
  g_return_if_fail (SW_IS_BALANCE_WINDOW (self));
  g_return_if_fail (options != NULL);
  for (guint i = 0; i < self->player_counts->len; i++)
    if (g_array_index (self->player_counts, guint, i) == options->players)
      adw_combo_row_set_selected (self->players_row, i);
  gtk_spin_button_set_value (self->games_spin, options->games);
  gtk_spin_button_set_value (self->seed_spin, options->seed);
  adw_combo_row_set_selected (self->policy_row, options->policy == SW_BOT_RANDOM ? 1 : 0);
}

static void
set_progress (SwBalanceWindow *self, guint done, guint total)
{
  gtk_progress_bar_set_fraction (self->progress_bar, total > 0 ? (double) done / total : 0);
  /* Translators: games played so far, and how many in all. */
  g_autofree char *text = g_strdup_printf (_("%u of %u games"), done, total);
  gtk_progress_bar_set_text (self->progress_bar, text);
}

/* In the main thread: the bar shows the games played so far. */
static gboolean
progress_idle (gpointer data)
{
  Run *run = data;
  g_autoptr(SwBalanceWindow) self = g_weak_ref_get (&run->window);
  g_atomic_int_set (&run->update_pending, 0);
  if (self != NULL && self->run == run && !self->disposed)
    set_progress (self, g_atomic_int_get (&run->done), run->options.games);
  return G_SOURCE_REMOVE;
}

/* In a worker thread: counts the game and queues an update of the bar,
 * at most one at a time and one every PROGRESS_INTERVAL_US (the last
 * game's count comes with the report). */
static void
progress_cb (guint done, guint total, gpointer user_data)
{
  Run *run = user_data;
  gint old = g_atomic_int_get (&run->done);
  while ((guint) old < done && !g_atomic_int_compare_and_exchange (&run->done, old, done))
    old = g_atomic_int_get (&run->done);
  if (!g_atomic_int_compare_and_exchange (&run->update_pending, 0, 1))
    return;
  gint64 now = g_get_monotonic_time ();
  if (now - run->last_update < PROGRESS_INTERVAL_US)
    {
      g_atomic_int_set (&run->update_pending, 0);
      return;
    }
  run->last_update = now;
  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT, progress_idle, g_atomic_rc_box_acquire (run),
                              (GDestroyNotify) run_unref);
}

static void
run_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Run *run = task_data;
  GError *error = NULL;
  SwBalanceReport *report = sw_balance_run (run->map, &run->options, progress_cb, run, cancellable, &error);
  if (report == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, report, (GDestroyNotify) sw_balance_report_unref);
}

static void
clear_rows (GtkListBox *list)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static char *
estimate_text (const SwBalanceEstimate *e, double scale, const char *unit)
{
  if (!e->known)
    return g_strdup_printf ("%.1f%s", e->mean * scale, unit);
  /* Translators: a mean ± the half width of its 95 % interval, e.g. "41.0 % ± 6.2 %". */
  return g_strdup_printf (_("%.1f%s ± %.1f%s"), e->mean * scale, unit, (e->high - e->low) / 2 * scale, unit);
}

static char *
entries_text (SwBalanceReport *report, gboolean powers)
{
  guint n = sw_balance_report_get_n_entries (report, powers);
  if (n == 0)
    return g_strdup (_("None was picked"));
  const char *best, *worst;
  double best_coins, worst_coins;
  sw_balance_report_get_entry (report, powers, 0, NULL, &best, NULL, &best_coins);
  sw_balance_report_get_entry (report, powers, n - 1, NULL, &worst, NULL, &worst_coins);
  /* Translators: the strongest race or power on this map and its mean coins each time it was picked, then the weakest. */
  return g_strdup_printf (_("Strongest: %s, %.1f coins a pick. Weakest: %s, %.1f coins a pick."), best, best_coins,
                          worst, worst_coins);
}

/* How the editor names the report's region @index (by id on the map
 * played): its name, else its terrain and id. */
static char *
region_label (SwBalanceWindow *self, SwBalanceReport *report, guint index)
{
  const char *id = sw_balance_report_get_region_id (report, index);
  const SwRegion *region = self->report_map != NULL ? sw_map_get_region (self->report_map, id) : NULL;

  if (region == NULL || self->editor == NULL)
    return g_strdup (id);
  return sw_map_document_region_label (sw_window_get_document (self->editor), region);
}

static gint
compare_by_value (gconstpointer a, gconstpointer b, gpointer values)
{
  double x = ((const double *) values)[*(const guint *) a], y = ((const double *) values)[*(const guint *) b];

  return x < y ? 1 : x > y ? -1 : 0;
}

/* The three regions with the most of @value per game ("Old Wood (2.3),
 * Forest r9 (2.1), Hill r4 (2.0)"), then, with @least, the one with the
 * fewest, or how many share the fewest. */
static char *
regions_text (SwBalanceWindow *self,
              SwBalanceReport *report,
              double         (*value) (SwBalanceReport *, guint),
              gboolean         least)
{
  guint n = sw_balance_report_get_n_regions (report);
  g_autofree double *values = g_new0 (double, MAX (n, 1));
  g_autoptr(GArray) order = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  g_autoptr(GString) text = g_string_new (NULL);

  if (n == 0)
    return g_strdup (_("No region"));
  for (guint i = 0; i < n; i++)
    {
      values[i] = value (report, i);
      g_array_append_val (order, i);
    }
  g_array_sort_with_data (order, compare_by_value, values);
  for (guint k = 0; k < MIN (n, 3); k++)
    {
      guint i = g_array_index (order, guint, k);
      g_autofree char *label = region_label (self, report, i);

      if (k > 0)
        /* Translators: between two regions of a list */
        g_string_append (text, _(", "));
      /* Translators: a region and its figure per game, "Old Wood (2.3)" */
      g_string_append_printf (text, _("%s (%.1f)"), label, values[i]);
    }
  if (least && n > 3)
    {
      guint i = g_array_index (order, guint, n - 1);
      guint tied = 0;

      for (guint k = 0; k < n; k++)
        tied += values[k] == values[i];
      if (tied > 1)
        /* Translators: after the regions that paid most, how many paid least, "; least: 3 regions at 0.0" */
        g_string_append_printf (text, ngettext ("; least: %u region at %.1f", "; least: %u regions at %.1f", tied),
                                tied, values[i]);
      else
        {
          g_autofree char *label = region_label (self, report, i);

          /* Translators: after the regions that paid most, the one that paid least, "; least: Sea r2 (0.4)" */
          g_string_append_printf (text, _("; least: %s (%.1f)"), label, values[i]);
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_report (SwBalanceWindow *self)
{
  SwBalanceReport *report = self->report;
  clear_rows (self->seat_list);
  gtk_widget_set_visible (self->seats_group, report != NULL);
  gtk_widget_set_visible (self->map_group, report != NULL);
  gtk_widget_set_visible (self->reading_group, report != NULL);
  if (report == NULL)
    return;

  const SwBalanceOptions *options = sw_balance_report_get_options (report);
  GString *reading = g_string_new (NULL);
  for (guint p = 0; p < options->players; p++)
    {
      SwBalanceEstimate wins, coins;
      sw_balance_report_get_seat (report, p, &wins, &coins);
      g_autofree char *title = g_strdup_printf (_("Seat %u"), p + 1);
      g_autofree char *wins_text = estimate_text (&wins, 100, " %");
      g_autofree char *coins_text = estimate_text (&coins, 1, "");
      /* Translators: a seat's win rate ± its interval, then its mean coins ± its interval. */
      g_autofree char *subtitle = g_strdup_printf (_("Wins %s · coins %s"), wins_text, coins_text);
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_list_box_append (self->seat_list, row);

      g_autofree char *words = sw_balance_report_describe_seat (report, p);
      if (reading->len > 0)
        g_string_append_c (reading, '\n');
      g_string_append (reading, words);
    }
  guint warnings = sw_balance_report_get_engine_warnings (report);
  if (warnings > 0)
    {
      g_string_append_c (reading, '\n');
      g_string_append_printf (reading, _("The engine warned %u times: the figures cannot be trusted."), warnings);
    }
  g_string_append_c (reading, '\n');
  g_string_append (reading, _("Bots are not people: these are games of simple players, and the intervals say how sure "
                              "the figures are, not how people will play."));
  gtk_label_set_text (self->reading_label, reading->str);
  g_string_free (reading, TRUE);

  /* Translators: mean rounds and actions of a game. */
  g_autofree char *length = g_strdup_printf (_("%.1f rounds, %.0f actions"), sw_balance_report_get_mean_rounds (report),
                                             sw_balance_report_get_mean_actions (report));
  adw_action_row_set_subtitle (self->length_row, length);
  g_autofree char *races = entries_text (report, FALSE);
  adw_action_row_set_subtitle (self->races_row, races);
  g_autofree char *powers = entries_text (report, TRUE);
  adw_action_row_set_subtitle (self->powers_row, powers);
  g_autofree char *coins = regions_text (self, report, sw_balance_report_get_region_coins, TRUE);
  adw_action_row_set_subtitle (self->coins_row, coins);
  g_autofree char *landings = regions_text (self, report, sw_balance_report_get_region_landings, FALSE);
  adw_action_row_set_subtitle (self->landings_row, landings);

  /* Translators: games, players, "greedy" or "random", the seed. */
  g_autofree char *status = g_strdup_printf (_("%u games of %u players, %s bots, seed %u."), options->games,
                                             options->players, options->policy == SW_BOT_RANDOM ? _("random") : _("greedy"),
                                             options->seed);
  gtk_label_set_text (self->status_label, status);
}

static void
run_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SwBalanceWindow *self = SW_BALANCE_WINDOW (source);
  Run *run = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  SwBalanceReport *report = g_task_propagate_pointer (G_TASK (result), &error);

  if (self->run == run)
    {
      self->run = NULL;
      g_clear_object (&self->cancellable);
    }
  if (self->disposed)
    {
      g_clear_pointer (&report, sw_balance_report_unref);
      return;
    }
  if (report != NULL)
    {
      g_clear_pointer (&self->report, sw_balance_report_unref);
      g_clear_pointer (&self->report_map, sw_map_unref);
      g_free (self->report_name);
      g_free (self->report_title);
      self->report = report;
      self->report_map = sw_map_ref (run->map);
      self->report_name = g_strdup (run->name);
      self->report_title = g_strdup (run->title);
      set_progress (self, run->options.games, run->options.games);
      show_report (self);
      SwMapView *view = editor_view (self);
      if (view != NULL)
        {
          g_autoptr(SwHeatMap) heat = sw_balance_report_heat_map (report);
          sw_map_view_set_heat_map (view, heat);
        }
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REPORT]);
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      guint done = g_atomic_int_get (&run->done);
      set_progress (self, done, run->options.games);
      /* Translators: games played before the run was cancelled, and how many were asked for. */
      g_autofree char *text = g_strdup_printf (_("Cancelled after %u of %u games: no report."), done, run->options.games);
      gtk_label_set_text (self->status_label, text);
    }
  else
    gtk_label_set_text (self->status_label, error->message);
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
run_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  SwBalanceWindow *self = SW_BALANCE_WINDOW (widget);
  SwMap *map = self->editor != NULL ? sw_window_get_map (self->editor) : NULL;
  if (self->run != NULL || map == NULL)
    return;

  Run *run = g_atomic_rc_box_new0 (Run);
  g_autoptr(SwMap) copy = sw_map_copy (map);
  run->name = map_name (self);
  run->title = map_title (self);
  sw_balance_window_get_options (self, &run->options);
  if (run->options.players == 0)
    run->options.players = sw_balance_default_players (copy);
  /* the boards a game of that many takes (Warcraft's islands), as at the table */
  run->map = sw_edit_boards_in_play (copy, run->options.players);
  run->options.threads = MAX (1, g_get_num_processors ());
  g_weak_ref_init (&run->window, self);
  self->run = run;
  self->cancellable = g_cancellable_new ();

  set_progress (self, 0, run->options.games);
  gtk_label_set_text (self->status_label, _("Playing…"));
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);

  g_autoptr(GTask) task = g_task_new (self, self->cancellable, run_done_cb, NULL);
  g_task_set_source_tag (task, run_action);
  g_task_set_task_data (task, run, (GDestroyNotify) run_unref);
  g_task_run_in_thread (task, run_thread);
}

static void
cancel_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  SwBalanceWindow *self = SW_BALANCE_WINDOW (widget);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static gboolean
save_to (SwBalanceWindow *self, gboolean pdf, const char *path, GError **error)
{
  if (pdf)
    return sw_balance_report_save_pdf (self->report, self->report_map, self->report_title, path, error);
  g_autofree char *json = sw_balance_report_to_json (self->report, self->report_name);
  g_autofree char *text = g_strconcat (json, "\n", NULL);
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&text), strlen (json) + 1);
  return sw_save_bytes (path, bytes, error);
}

static void
save_and_tell (SwBalanceWindow *self, gboolean pdf, const char *path)
{
  g_autoptr(GError) error = NULL;
  if (self->report == NULL)
    return;
  if (save_to (self, pdf, path, &error))
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Report saved")));
  else
    {
      g_autofree char *text = g_strdup_printf (_("The report could not be saved: %s"), error->message);
      AdwToast *toast = adw_toast_new (text);
      adw_toast_set_timeout (toast, 0);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
    }
}

static void
save_to_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  save_and_tell (SW_BALANCE_WINDOW (widget), g_str_equal (action_name, "balance.save-pdf-to"),
                 g_variant_get_string (parameter, NULL));
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, SwBalanceWindow *self)
{
  gboolean pdf = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "sw-pdf"));
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      if (path != NULL)
        save_and_tell (self, pdf, path);
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  SwBalanceWindow *self = SW_BALANCE_WINDOW (widget);
  gboolean pdf = g_str_equal (action_name, "balance.save-pdf");
  if (self->report == NULL)
    return;
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (pdf ? _("Save the Report as PDF") : _("Save the Report as JSON"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  gtk_file_filter_add_suffix (filter, pdf ? "pdf" : "json");
  gtk_file_filter_set_name (filter, pdf ? _("PDF documents") : _("JSON files"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);

  GFile *map_file = self->editor != NULL ? sw_window_get_file (self->editor) : NULL;
  g_autofree char *base = map_file != NULL ? g_file_get_basename (map_file) : g_strdup (_("map"));
  char *dot = strrchr (base, '.');
  if (dot != NULL && dot != base)
    *dot = '\0';
  /* Translators: the name offered for a saved report; %s is the map file's name without its suffix. */
  g_autofree char *stem = g_strdup_printf (_("%s-balance"), base);
  g_autofree char *name = g_strconcat (stem, pdf ? ".pdf" : ".json", NULL);
  if (map_file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (map_file);
      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data (G_OBJECT (chooser), "sw-pdf", GINT_TO_POINTER (pdf));
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
view_heat_changed_cb (SwBalanceWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_HEAT_MAP]);
}

gboolean
sw_balance_window_get_running (SwBalanceWindow *self)
{
  g_return_val_if_fail (SW_IS_BALANCE_WINDOW (self), FALSE);
  return self->run != NULL;
}

SwBalanceReport *
sw_balance_window_get_report (SwBalanceWindow *self)
{
  g_return_val_if_fail (SW_IS_BALANCE_WINDOW (self), NULL);
  return self->report;
}

GtkListBox *
sw_balance_window_get_seat_list (SwBalanceWindow *self)
{
  g_return_val_if_fail (SW_IS_BALANCE_WINDOW (self), NULL);
  return self->seat_list;
}

static void
sw_balance_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwBalanceWindow *self = SW_BALANCE_WINDOW (object);
  SwMapView *view = editor_view (self);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->run != NULL);
      break;
    case PROP_REPORT:
      g_value_set_boxed (value, self->report);
      break;
    case PROP_SHOW_HEAT_MAP:
      g_value_set_boolean (value, view != NULL && sw_map_view_get_show_heat_map (view));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_balance_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwBalanceWindow *self = SW_BALANCE_WINDOW (object);
  SwMapView *view = editor_view (self);

  switch (prop_id)
    {
    case PROP_SHOW_HEAT_MAP:
      if (view != NULL)
        sw_map_view_set_show_heat_map (view, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Destroyed (its editor closes, or gtk_window_destroy()): a run under way
 * stops; its task keeps the window until it ends. Closing only hides the
 * window, and a run goes on meanwhile. */
static void
sw_balance_window_unrealize (GtkWidget *widget)
{
  SwBalanceWindow *self = SW_BALANCE_WINDOW (widget);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  GTK_WIDGET_CLASS (sw_balance_window_parent_class)->unrealize (widget);
}

static void
sw_balance_window_dispose (GObject *object)
{
  SwBalanceWindow *self = SW_BALANCE_WINDOW (object);

  /* a run under way stops handing out games; its task holds this
   * window until it returns */
  self->disposed = TRUE;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->editor != NULL)
    {
      SwMapView *view = editor_view (self);
      if (view != NULL)
        g_signal_handlers_disconnect_by_data (view, self);
      g_object_remove_weak_pointer (G_OBJECT (self->editor), (gpointer *) &self->editor);
      self->editor = NULL;
    }
  G_OBJECT_CLASS (sw_balance_window_parent_class)->dispose (object);
}

static void
sw_balance_window_finalize (GObject *object)
{
  SwBalanceWindow *self = SW_BALANCE_WINDOW (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->report, sw_balance_report_unref);
  g_clear_pointer (&self->report_map, sw_map_unref);
  g_free (self->report_name);
  g_free (self->report_title);
  g_array_unref (self->player_counts);
  G_OBJECT_CLASS (sw_balance_window_parent_class)->finalize (object);
}

static void
sw_balance_window_class_init (SwBalanceWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_balance_window_dispose;
  object_class->finalize = sw_balance_window_finalize;
  object_class->get_property = sw_balance_window_get_property;
  object_class->set_property = sw_balance_window_set_property;
  widget_class->unrealize = sw_balance_window_unrealize;

  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REPORT] =
    g_param_spec_boxed ("report", NULL, NULL, SW_TYPE_BALANCE_REPORT,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the editor's map view's "show-heat-map" */
  properties[PROP_SHOW_HEAT_MAP] =
    g_param_spec_boolean ("show-heat-map", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-balance-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, players_row);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, games_spin);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, policy_row);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, seats_group);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, seat_list);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, map_group);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, length_row);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, races_row);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, powers_row);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, coins_row);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, landings_row);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, reading_group);
  gtk_widget_class_bind_template_child (widget_class, SwBalanceWindow, reading_label);

  gtk_widget_class_install_action (widget_class, "balance.run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "balance.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "balance.save-json", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "balance.save-pdf", NULL, save_action);
  /* the same, to a path without asking (scripts and tests) */
  gtk_widget_class_install_action (widget_class, "balance.save-json-to", "s", save_to_action);
  gtk_widget_class_install_action (widget_class, "balance.save-pdf-to", "s", save_to_action);
  gtk_widget_class_install_property_action (widget_class, "balance.show-heat-map", "show-heat-map");

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "balance.run", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sw_balance_window_init (SwBalanceWindow *self)
{
  self->player_counts = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
  set_progress (self, 0, 0);
  gtk_progress_bar_set_text (self->progress_bar, _("Not run yet"));
  gtk_label_set_text (self->status_label, _("Run plays the games; a few hundred take some seconds."));
}

SwBalanceWindow *
sw_balance_window_new (SwWindow *editor)
{
  g_return_val_if_fail (SW_IS_WINDOW (editor), NULL);
  SwBalanceWindow *self = g_object_new (SW_TYPE_BALANCE_WINDOW,
                                        "transient-for", editor,
                                        "application", gtk_window_get_application (GTK_WINDOW (editor)),
                                        NULL);
  self->editor = editor;
  g_object_add_weak_pointer (G_OBJECT (editor), (gpointer *) &self->editor);
  g_signal_connect_swapped (sw_window_get_map_view (editor), "notify::show-heat-map",
                            G_CALLBACK (view_heat_changed_cb), self);
  g_autofree char *title = map_title (self);
  adw_window_title_set_subtitle (self->window_title, title);
  fill_players (self);
  update_actions (self);
  return self;
}

SwBalanceWindow *
sw_balance_window_get_for (SwWindow *editor)
{
  g_return_val_if_fail (SW_IS_WINDOW (editor), NULL);
  SwBalanceWindow *self = g_object_get_data (G_OBJECT (editor), "sw-balance-window");
  if (self == NULL)
    {
      self = sw_balance_window_new (editor);
      /* the editor keeps a reference; destroy-with-parent closes it */
      g_object_set_data_full (G_OBJECT (editor), "sw-balance-window", g_object_ref (self), g_object_unref);
    }
  else if (self->run == NULL)
    {
      /* the map may have changed since: its title and its scenarios */
      g_autofree char *title = map_title (self);
      adw_window_title_set_subtitle (self->window_title, title);
      SwBalanceOptions options;
      sw_balance_window_get_options (self, &options);
      fill_players (self);
      sw_balance_window_set_options (self, &options);
      update_actions (self);
    }
  return self;
}

void
sw_balance_window_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  SwWindow *editor = SW_WINDOW (widget);
  SwMapView *view = sw_window_get_map_view (editor);

  if (g_str_equal (action_name, "window.show-heat-map") && sw_map_view_get_heat_map (view) != NULL)
    {
      sw_map_view_set_show_heat_map (view, !sw_map_view_get_show_heat_map (view));
      return;
    }
  /* window.balance, or no heat map yet: the report window makes one */
  gtk_window_present (GTK_WINDOW (sw_balance_window_get_for (editor)));
}
