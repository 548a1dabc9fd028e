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

/* The map's tooltip over @region: what the region is and, during a turn,
 * what taking it costs; in a narrow window the sidebar that says so is
 * folded away, and the cost is a hover away. */
char *
sw_game_window_dup_region_tooltip (SwGameWindow *self, gint region)
{
  SwGame *game;
  g_autofree char *markup = NULL;
  g_autoptr(SwCost) cost = NULL;
  g_autofree char *cost_text = NULL;
  g_autofree char *line = NULL;
  g_autofree char *escaped = NULL;
  g_autoptr(GString) text = NULL;
  gint active;

  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  game = self->game;
  g_return_val_if_fail (region >= 0 && (guint) region < game->regions->len, NULL);
  markup = sw_map_view_describe_region (self->map_view, region);
  active = sw_game_player (game, game->seat)->active;
  if (active < 0 || self->fix_board || self->redeploy != NULL || sw_game_window_is_final (self)
      || sw_game_region_state (game, region)->band == active)
    return g_steal_pointer (&markup);
  cost = sw_conquest_cost (game, ((SwRegion *) g_ptr_array_index (game->map->regions, region))->id);
  cost_text = sw_cost_to_string (cost);
  /* Translators: the last line of the map's tooltip during a turn, "Cost: base 2, 1 defender +1 = 3" */
  line = g_strdup_printf (_("Cost: %s"), cost_text);
  escaped = g_markup_escape_text (line, -1);
  text = g_string_new (markup);
  g_string_append_printf (text, "\n<b>%s</b>", escaped);
  /* and what the rules say against it, as the panel does */
  for (guint i = 0; i < cost->warnings->len; i++)
    {
      g_autofree char *warning = g_markup_escape_text (g_ptr_array_index (cost->warnings, i), -1);

      g_string_append_printf (text, "\n⚠ %s", warning);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
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

void
sw_game_window_refresh_powers (SwGameWindow *self)
{
  SwGame *game = self->game;
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);
  gboolean playing = !sw_game_window_is_final (self) && !self->fix_board;
  gboolean diplomat = FALSE, harmony = FALSE;

  /* docs/rules.md 2.2 Diplomat: at the end of the turn, a player whose active
   * race was not attacked; he may not attack yours until your next turn. */
  if (playing && band != NULL && band->state == SW_BAND_ACTIVE && sw_game_power_names_player (game, band->power))
    {
      g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (gint));
      g_autofree char *text = NULL;

      for (guint p = 0; p < game->players->len; p++)
        if (p != game->seat)
          g_array_append_val (seats, p);
      text = g_strdup_printf (_("%s: the player named may not attack your active race until your next turn"),
                              sw_game_entry_name (game, "power", band->power));
      g_object_set (self->diplomat_picker, "via", band->power, NULL);
      sw_player_picker_set_text (self->diplomat_picker, text);
      sw_player_picker_set_seats (self->diplomat_picker, game, seats, band->ally);
      diplomat = TRUE;
    }
  /* docs/rules.md 2.5 Pandaren: a harmony holder pays them 2 before attacking them. */
  if (playing)
    {
      g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (gint));
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
          g_autofree char *text = g_strdup_printf (_("%s’s harmony: 2 coins to their player before attacking them"),
                                                   sw_game_entry_name (game, "race", race));

          g_object_set (self->harmony_picker, "via", use, NULL);
          sw_player_picker_set_text (self->harmony_picker, text);
          sw_player_picker_set_seats (self->harmony_picker, game, seats, -1);
          harmony = TRUE;
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->diplomat_picker), diplomat);
  gtk_widget_set_visible (GTK_WIDGET (self->harmony_picker), harmony);
  gtk_widget_set_visible (GTK_WIDGET (self->power_box), diplomat || harmony);
}
