/* sw-player-row.c: a player in the game window's Players list: their colour and name (bold on their turn), their races, and their coins when shown. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-player-row.h"
#include "sw-render-game.h"

struct _SwPlayerRow
{
  AdwActionRow parent_instance;

  SwGame *game;
  guint seat;
  gboolean show_coins;

  /* template */
  GtkLabel *coins_label;
};

G_DEFINE_FINAL_TYPE (SwPlayerRow, sw_player_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_SHOW_COINS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sw_player_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwPlayerRow *self = SW_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_SHOW_COINS:
      g_value_set_boolean (value, self->show_coins);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_player_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwPlayerRow *self = SW_PLAYER_ROW (object);

  switch (prop_id)
    {
    case PROP_SHOW_COINS:
      sw_player_row_set_show_coins (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_player_row_finalize (GObject *object)
{
  SwPlayerRow *self = SW_PLAYER_ROW (object);

  g_clear_pointer (&self->game, sw_game_unref);
  G_OBJECT_CLASS (sw_player_row_parent_class)->finalize (object);
}

static void
sw_player_row_class_init (SwPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_player_row_finalize;
  object_class->get_property = sw_player_row_get_property;
  object_class->set_property = sw_player_row_set_property;

  properties[PROP_SHOW_COINS] =
    g_param_spec_boolean ("show-coins", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, SwPlayerRow, coins_label);
}

static void
sw_player_row_init (SwPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sw_player_row_new (SwGame *game, guint seat)
{
  SwPlayerRow *self = g_object_new (SW_TYPE_PLAYER_ROW, NULL);

  sw_player_row_set_player (self, game, seat);
  return GTK_WIDGET (self);
}

void
sw_player_row_set_player (SwPlayerRow *self, SwGame *game, guint seat)
{
  g_return_if_fail (SW_IS_PLAYER_ROW (self));
  g_return_if_fail (game != NULL && seat < game->players->len);
  if (self->game != game)
    {
      g_clear_pointer (&self->game, sw_game_unref);
      self->game = sw_game_ref (game);
    }
  self->seat = seat;
  sw_player_row_update (self);
}

void
sw_player_row_update (SwPlayerRow *self)
{
  SwGame *game;
  SwPlayer *player;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *coins = NULL;
  g_autoptr(GString) subtitle = g_string_new (NULL);

  g_return_if_fail (SW_IS_PLAYER_ROW (self));
  if (self->game == NULL)
    return;
  game = self->game;
  player = sw_game_player (game, self->seat);
  name = g_markup_escape_text (player->name, -1);
  /* the seat's colour, and the name in bold on the player's turn */
  title = g_strdup_printf ("<span foreground=\"%s\">●</span> %s%s%s",
                           player->colour ? player->colour : sw_render_seat_colour (self->seat),
                           self->seat == game->seat ? "<b>" : "", name,
                           self->seat == game->seat ? "</b>" : "");
  if (player->active >= 0)
    {
      SwBand *band = sw_game_band (game, player->active);
      g_autofree char *combo = sw_game_dup_combo_name (game, band->race, band->power);

      g_string_append (subtitle, combo);
    }
  if (player->decline >= 0)
    {
      if (subtitle->len > 0)
        g_string_append (subtitle, " · ");
      /* Translators: the race a player has in decline */
      g_string_append_printf (subtitle, _("in decline: %s"),
                              sw_game_entry_name (game, "race", sw_game_band (game, player->decline)->race));
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle->str);
  /* hidden by default, as at the table: coins lie face down */
  coins = self->show_coins ? g_strdup_printf (ngettext ("%d coin", "%d coins", player->coins), player->coins)
                           : g_strdup (_("hidden"));
  gtk_label_set_text (self->coins_label, coins);
}

guint
sw_player_row_get_seat (SwPlayerRow *self)
{
  g_return_val_if_fail (SW_IS_PLAYER_ROW (self), 0);
  return self->seat;
}

gboolean
sw_player_row_get_show_coins (SwPlayerRow *self)
{
  g_return_val_if_fail (SW_IS_PLAYER_ROW (self), FALSE);
  return self->show_coins;
}

void
sw_player_row_set_show_coins (SwPlayerRow *self, gboolean show_coins)
{
  g_return_if_fail (SW_IS_PLAYER_ROW (self));
  show_coins = !!show_coins;
  if (self->show_coins == show_coins)
    return;
  self->show_coins = show_coins;
  sw_player_row_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COINS]);
}

const char *
sw_player_row_get_coins_text (SwPlayerRow *self)
{
  g_return_val_if_fail (SW_IS_PLAYER_ROW (self), NULL);
  return gtk_label_get_text (self->coins_label);
}
