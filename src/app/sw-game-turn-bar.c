/* sw-game-turn-bar.c: under the map, never moving: whose turn, the hand, and Conquer, Redeploy, Decline, End Turn. */
#include "config.h"

#include "sw-game-turn-bar.h"

struct _SwGameTurnBar
{
  GtkBox parent_instance;

  GtkLabel *turn_label;
  GtkLabel *hand_label;
};

G_DEFINE_FINAL_TYPE (SwGameTurnBar, sw_game_turn_bar, GTK_TYPE_BOX)

static void
sw_game_turn_bar_class_init (SwGameTurnBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-game-turn-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SwGameTurnBar, turn_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameTurnBar, hand_label);
}

static void
sw_game_turn_bar_init (SwGameTurnBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sw_game_turn_bar_new (void)
{
  return g_object_new (SW_TYPE_GAME_TURN_BAR, NULL);
}

void
sw_game_turn_bar_set_text (SwGameTurnBar *self, const char *turn, const char *hand)
{
  g_return_if_fail (SW_IS_GAME_TURN_BAR (self));
  gtk_label_set_text (self->turn_label, turn);
  /* the whole line stays readable where the bar is too narrow for it */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_label), turn);
  /* an empty line keeps its height: the buttons below never move */
  gtk_label_set_text (self->hand_label, hand != NULL ? hand : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->hand_label), hand);
}

const char *
sw_game_turn_bar_get_hand (SwGameTurnBar *self)
{
  g_return_val_if_fail (SW_IS_GAME_TURN_BAR (self), NULL);
  return gtk_label_get_text (self->hand_label);
}
