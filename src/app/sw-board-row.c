/* sw-board-row.c: a board of the set in the editor's Boards list: its id and size, Remove, and opened, its size mark, width and height (made on first opening), each change one "boards." action of the window (an undo step). */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-board-row.h"
#include "sw-spin-scroll.h"
#include "sw-builder-part.h"

struct _SwBoardRow
{
  AdwExpanderRow parent_instance;

  SwMap *map;
  char *board_id;
  double shown_width, shown_height;   /* the board's size the spin buttons were set to */
  gboolean updating;

  /* sw-board-row-size.ui, made when the row first opens: NULL until then */
  AdwComboRow *mark_row;
  GtkSpinButton *width_spin;
  GtkSpinButton *height_spin;
};

G_DEFINE_FINAL_TYPE (SwBoardRow, sw_board_row, ADW_TYPE_EXPANDER_ROW)

/* the size marks in the combo row's order */
static const char *const size_marks[] = { "", "S", "M", "L" };

static const SwBoard *
find_board (SwMap *map, const char *id)
{
  gint index = map != NULL && id != NULL ? sw_map_find_board (map, id) : -1;

  return index >= 0 ? g_ptr_array_index (map->boards, index) : NULL;
}

static guint
count_board_regions (SwMap *map, const SwBoard *board)
{
  guint n = 0;

  for (guint i = 0; i < map->regions->len; i++)
    if (sw_map_region_board (map, g_ptr_array_index (map->regions, i)) == board)
      n++;
  return n;
}

static char *
describe_board (const SwBoard *board)
{
  /* Translators: a board's size mark and its size, "L · 400 × 300 mm" */
  if (board->size != NULL)
    return g_strdup_printf (_("%s · %g × %g mm"), board->size, board->width, board->height);
  return g_strdup_printf (_("%g × %g mm"), board->width, board->height);
}

static void
mark_selected (SwBoardRow *self)
{
  guint selected = adw_combo_row_get_selected (self->mark_row);

  if (self->updating || self->board_id == NULL || selected >= G_N_ELEMENTS (size_marks))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "boards.set-size", "(ss)", self->board_id, size_marks[selected]);
}

static void
resize_clicked (SwBoardRow *self)
{
  gtk_spin_button_update (self->width_spin);
  gtk_spin_button_update (self->height_spin);
  gtk_widget_activate_action (GTK_WIDGET (self), "boards.resize", "(sdd)", self->board_id,
                              gtk_spin_button_get_value (self->width_spin),
                              gtk_spin_button_get_value (self->height_spin));
}

/* The dialog outlives the row (the list is made again after the edit):
 * it acts on the window it is over. */
static void
remove_response (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  GtkWindow *window = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  if (g_str_equal (response, "remove") && window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "boards.remove", "s",
                                g_object_get_data (G_OBJECT (dialog), "sw-board"));
}

static void
remove_clicked (SwBoardRow *self)
{
  const SwBoard *board = find_board (self->map, self->board_id);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;
  guint n;

  if (board == NULL)
    return;
  n = count_board_regions (self->map, board);
  /* a new board's one blank region is nothing to lose */
  if (n <= 1 || !GTK_IS_WINDOW (root))
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "boards.remove", "s", self->board_id);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (root), NULL, NULL);
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Remove Board %s?"), self->board_id);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  ngettext ("Its %u region goes with it, with its links and barriers.",
                                            "Its %u regions go with it, with their links and barriers.", n), n);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"), "remove", _("_Remove"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "sw-board", g_strdup (self->board_id), g_free);
  g_signal_connect (dialog, "response", G_CALLBACK (remove_response), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The board's size mark and size in the opened rows, when they are made. */
static void
show_size (SwBoardRow *self, const SwBoard *board)
{
  guint selected = 0;

  if (self->mark_row == NULL)
    return;
  for (guint i = 1; i < G_N_ELEMENTS (size_marks); i++)
    if (g_strcmp0 (board->size, size_marks[i]) == 0)
      selected = i;
  self->updating = TRUE;
  adw_combo_row_set_selected (self->mark_row, selected);
  if (board->width != self->shown_width || board->height != self->shown_height)
    {
      gtk_spin_button_set_value (self->width_spin, board->width);
      gtk_spin_button_set_value (self->height_spin, board->height);
      self->shown_width = board->width;
      self->shown_height = board->height;
    }
  self->updating = FALSE;
}

/* Collapsed, the inner rows do not show: a Boards list of several boards
 * would build a combo row and two spin buttons for each with the window,
 * before its first frame. They are made when the row first opens. */
static void
expanded_changed (SwBoardRow *self)
{
  static const char *const rows[] = { "mark_row", "width_row", "height_row", "button_row" };
  g_autoptr(GtkBuilder) builder = NULL;
  const SwBoard *board;

  if (!adw_expander_row_get_expanded (ADW_EXPANDER_ROW (self)) || self->mark_row != NULL)
    return;
  /* the combo row's model set while building says nothing of the board */
  self->updating = TRUE;
  builder = sw_builder_part_load (G_OBJECT (self), "sw-board-row-size.ui",
                                  "mark_selected", G_CALLBACK (mark_selected),
                                  "resize_clicked", G_CALLBACK (resize_clicked), NULL);
  self->updating = FALSE;
  if (builder == NULL)
    return;
  self->mark_row = ADW_COMBO_ROW (gtk_builder_get_object (builder, "mark_row"));
  self->width_spin = GTK_SPIN_BUTTON (gtk_builder_get_object (builder, "width_spin"));
  self->height_spin = GTK_SPIN_BUTTON (gtk_builder_get_object (builder, "height_spin"));
  sw_spin_scroll_passes (self->width_spin);
  sw_spin_scroll_passes (self->height_spin);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    adw_expander_row_add_row (ADW_EXPANDER_ROW (self), GTK_WIDGET (gtk_builder_get_object (builder, rows[i])));
  board = find_board (self->map, self->board_id);
  if (board != NULL)
    show_size (self, board);
}

static void
sw_board_row_finalize (GObject *object)
{
  SwBoardRow *self = SW_BOARD_ROW (object);

  g_clear_pointer (&self->map, sw_map_unref);
  g_clear_pointer (&self->board_id, g_free);
  G_OBJECT_CLASS (sw_board_row_parent_class)->finalize (object);
}

static void
sw_board_row_class_init (SwBoardRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_board_row_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-board-row.ui");
  gtk_widget_class_bind_template_callback (widget_class, remove_clicked);
}

static void
sw_board_row_init (SwBoardRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "notify::expanded", G_CALLBACK (expanded_changed), NULL);
}

GtkWidget *
sw_board_row_new (SwMap *map, const char *board_id)
{
  SwBoardRow *self;

  g_return_val_if_fail (map != NULL && board_id != NULL, NULL);
  self = g_object_new (SW_TYPE_BOARD_ROW, NULL);
  self->board_id = g_strdup (board_id);
  self->shown_width = self->shown_height = -1;
  {
    g_autofree char *name = g_strconcat ("board-", board_id, NULL);

    gtk_widget_set_name (GTK_WIDGET (self), name);
  }
  sw_board_row_update (self, map);
  return GTK_WIDGET (self);
}

gboolean
sw_board_row_update (SwBoardRow *self, SwMap *map)
{
  const SwBoard *board;
  g_autofree char *subtitle = NULL;

  g_return_val_if_fail (SW_IS_BOARD_ROW (self), FALSE);
  board = find_board (map, self->board_id);
  if (board == NULL)
    return FALSE;
  if (self->map != map)
    {
      g_clear_pointer (&self->map, sw_map_unref);
      self->map = sw_map_ref (map);
    }
  subtitle = describe_board (board);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), board->id);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle);
  show_size (self, board);
  return TRUE;
}

const char *
sw_board_row_get_board_id (SwBoardRow *self)
{
  g_return_val_if_fail (SW_IS_BOARD_ROW (self), NULL);
  return self->board_id;
}
