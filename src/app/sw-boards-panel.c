/* sw-boards-panel.c: the editor's Boards list, shown with nothing selected: a row per board of the set (SwBoardRow) and Add Board. */
#include "config.h"

#include "sw-board-row.h"
#include "sw-boards-panel.h"

struct _SwBoardsPanel
{
  AdwPreferencesGroup parent_instance;

  GPtrArray *rows;          /* SwBoardRow*, in the map's order */

  /* template */
  GtkMenuButton *add_button;
  GMenuModel *add_menu;
};

G_DEFINE_FINAL_TYPE (SwBoardsPanel, sw_boards_panel, ADW_TYPE_PREFERENCES_GROUP)

/* A menu model's popover is built whole as soon as it is set: the menu
 * is set when it first opens. */
static void
create_add_menu (GtkMenuButton *button, gpointer data)
{
  SwBoardsPanel *self = data;

  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->add_menu);
}

static void
sw_boards_panel_finalize (GObject *object)
{
  SwBoardsPanel *self = SW_BOARDS_PANEL (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (sw_boards_panel_parent_class)->finalize (object);
}

static void
sw_boards_panel_class_init (SwBoardsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_boards_panel_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-boards-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SwBoardsPanel, add_button);
  gtk_widget_class_bind_template_child (widget_class, SwBoardsPanel, add_menu);
}

static void
sw_boards_panel_init (SwBoardsPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  gtk_menu_button_set_create_popup_func (self->add_button, create_add_menu, self, NULL);
}

GtkWidget *
sw_boards_panel_new (void)
{
  return g_object_new (SW_TYPE_BOARDS_PANEL, NULL);
}

void
sw_boards_panel_set_map (SwBoardsPanel *self, SwMap *map)
{
  gboolean same = TRUE;

  g_return_if_fail (SW_IS_BOARDS_PANEL (self));
  g_return_if_fail (map != NULL);
  /* the same boards in the same order: each row shows its board now */
  same = self->rows->len == map->boards->len;
  for (guint i = 0; same && i < map->boards->len; i++)
    same = g_str_equal (sw_board_row_get_board_id (self->rows->pdata[i]),
                        ((const SwBoard *) g_ptr_array_index (map->boards, i))->id);
  if (same)
    {
      for (guint i = 0; i < self->rows->len; i++)
        sw_board_row_update (self->rows->pdata[i], map);
      return;
    }
  /* else the list again, the rows of boards still there kept */
  {
    g_autoptr(GPtrArray) old = g_steal_pointer (&self->rows);

    self->rows = g_ptr_array_new ();
    for (guint i = 0; i < map->boards->len; i++)
      {
        const char *id = ((const SwBoard *) g_ptr_array_index (map->boards, i))->id;
        GtkWidget *row = NULL;

        for (guint k = 0; k < old->len && row == NULL; k++)
          if (g_str_equal (sw_board_row_get_board_id (old->pdata[k]), id))
            {
              row = g_object_ref (old->pdata[k]);
              g_ptr_array_remove_index (old, k);
              adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), row);
              sw_board_row_update (SW_BOARD_ROW (row), map);
            }
        if (row == NULL)
          row = g_object_ref_sink (sw_board_row_new (map, id));
        g_ptr_array_add (self->rows, row);
      }
    for (guint k = 0; k < old->len; k++)
      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), old->pdata[k]);
    for (guint i = 0; i < self->rows->len; i++)
      {
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), self->rows->pdata[i]);
        g_object_unref (self->rows->pdata[i]);
      }
  }
}

SwBoardRow *
sw_boards_panel_get_row (SwBoardsPanel *self, const char *id)
{
  g_return_val_if_fail (SW_IS_BOARDS_PANEL (self), NULL);
  for (guint i = 0; i < self->rows->len; i++)
    if (g_strcmp0 (sw_board_row_get_board_id (self->rows->pdata[i]), id) == 0)
      return self->rows->pdata[i];
  return NULL;
}
