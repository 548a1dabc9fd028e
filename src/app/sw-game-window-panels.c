/* sw-game-window-panels.c: the game window's sidebar from the game's state: the selected region (SwGameRegionPanel) and the powers that name a player. */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-window"

#include <glib/gi18n.h>

#include "sw-game-window-private.h"

/* ---- the region panel --------------------------------------------------- */

char *
sw_game_window_dup_cost_text (SwGameWindow *self)
{
  g_autoptr(SwCost) cost = NULL;

  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  if (self->selected == NULL || sw_game_player (self->game, self->game->seat)->active < 0)
    return NULL;
  cost = sw_conquest_cost (self->game, self->selected);
  return cost != NULL ? sw_cost_to_string (cost) : NULL;
}

/* The selected region in the panel (SwGameRegionPanel), as the game is now. */
void
sw_game_window_refresh_region (SwGameWindow *self)
{
  gint index = self->selected != NULL ? sw_game_region_index (self->game, self->selected) : -1;
  g_autofree char *markup = index >= 0 ? sw_map_view_describe_region (self->map_view, index) : NULL;

  sw_game_region_panel_show (self->region_panel, self->selected, markup,
                             self->fix_board ? SW_GAME_REGION_PANEL_FIX
                             : sw_game_window_is_final (self) ? SW_GAME_REGION_PANEL_FINAL
                             : SW_GAME_REGION_PANEL_PLAY);
}

/* ---- powers that name a player ------------------------------------------ */

static void
name_player_clicked (GtkButton *button, SwGameWindow *self)
{
  GtkDropDown *dropdown = g_object_get_data (G_OBJECT (button), "dropdown");
  GArray *seats = g_object_get_data (G_OBJECT (button), "seats");
  guint choice = gtk_drop_down_get_selected (dropdown);
  g_autofree char *seat = NULL;

  if (choice >= seats->len)
    return;
  seat = g_strdup_printf ("%d", g_array_index (seats, gint, choice));
  gtk_widget_activate_action (GTK_WIDGET (self), "game.power", "(sss)",
                              g_object_get_data (G_OBJECT (button), "via"), seat, "");
}

/* A line naming one of @seats for the power @via: what it does, the
 * players, and the button that records it in the log (game.power). */
static void
add_player_picker (SwGameWindow *self, GtkBox *box, const char *via, const char *text, const char *button_label,
                   GArray *seats, gint chosen)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *dropdown, *button;

  for (guint i = 0; i < seats->len; i++)
    gtk_string_list_append (names, sw_game_player (self->game, g_array_index (seats, gint, i))->name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (box, label);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (names), NULL);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_widget_set_hexpand (dropdown, TRUE);
  for (guint i = 0; i < seats->len; i++)
    if (g_array_index (seats, gint, i) == chosen)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), i);
  button = gtk_button_new_with_mnemonic (button_label);
  /* tests find the picker by these names */
  {
    g_autofree char *name = g_strconcat (via, "-player", NULL);
    g_autofree char *button_name = g_strconcat (via, "-name", NULL);
    gtk_widget_set_name (dropdown, name);
    gtk_widget_set_name (button, button_name);
  }
  g_object_set_data (G_OBJECT (button), "dropdown", dropdown);
  g_object_set_data_full (G_OBJECT (button), "seats", g_array_ref (seats), (GDestroyNotify) g_array_unref);
  g_object_set_data_full (G_OBJECT (button), "via", g_strdup (via), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (name_player_clicked), self);
  gtk_box_append (GTK_BOX (line), dropdown);
  gtk_box_append (GTK_BOX (line), button);
  gtk_box_append (box, line);
}

void
sw_game_window_refresh_powers (SwGameWindow *self)
{
  SwGame *game = self->game;
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);
  GtkWidget *child;
  GtkBox *inner = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->power_box))) != NULL)
    gtk_box_remove (self->power_box, child);
  gtk_widget_set_margin_start (GTK_WIDGET (inner), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (inner), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (inner), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (inner), 12);
  gtk_box_append (self->power_box, GTK_WIDGET (inner));
  if (!sw_game_window_is_final (self) && !self->fix_board)
    {
      /* docs/rules.md 2.2 Diplomat: at the end of the turn, a player whose active
       * race was not attacked; he may not attack yours until your next turn. */
      if (band != NULL && band->state == SW_BAND_ACTIVE && sw_game_power_names_player (game, band->power))
        {
          g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (gint));
          g_autofree char *text = NULL;

          for (guint p = 0; p < game->players->len; p++)
            if (p != game->seat)
              g_array_append_val (seats, p);
          text = g_strdup_printf (_("%s: the player named may not attack your active race until your next turn"),
                                  sw_game_window_entry_name (game, "power", band->power));
          add_player_picker (self, inner, band->power, text, _("_Name"), seats, band->ally);
        }
      /* docs/rules.md 2.5 Pandaren: a harmony holder pays them 2 before attacking them. */
      {
        g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (gint));
        g_autofree char *text = NULL;
        const char *race = NULL, *use = NULL;

        for (guint p = 0; p < game->players->len; p++)
          {
            SwBand *other = sw_game_band (game, sw_game_player (game, p)->active);
            const char *named_by = other != NULL ? sw_game_race_named_by (game, other->race) : NULL;
            if (p != game->seat && named_by != NULL)
              {
                g_array_append_val (seats, p);
                race = other->race;
                use = named_by;
              }
          }
        if (seats->len > 0)
          {
            text = g_strdup_printf (_("%s’s harmony: 2 coins to their player before attacking them"),
                                    sw_game_window_entry_name (game, "race", race));
            add_player_picker (self, inner, use, text, _("_Pay"), seats, -1);
          }
      }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->power_box), gtk_widget_get_first_child (GTK_WIDGET (inner)) != NULL);
}
