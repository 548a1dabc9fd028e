/* sw-game-redeploy-bar.c: under the map while redeploying: the tokens still in hand, the rest here, cancel, confirm. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-game-redeploy-bar.h"

struct _SwGameRedeployBar
{
  GtkBox parent_instance;

  GtkLabel *left_label;
};

G_DEFINE_FINAL_TYPE (SwGameRedeployBar, sw_game_redeploy_bar, GTK_TYPE_BOX)

static void
sw_game_redeploy_bar_class_init (SwGameRedeployBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-game-redeploy-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, SwGameRedeployBar, left_label);
}

static void
sw_game_redeploy_bar_init (SwGameRedeployBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sw_game_redeploy_bar_new (void)
{
  return g_object_new (SW_TYPE_GAME_REDEPLOY_BAR, NULL);
}

void
sw_game_redeploy_bar_set_left (SwGameRedeployBar *self, gint in_hand, guint regions)
{
  g_autofree char *hand = NULL;
  g_autofree char *held = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (SW_IS_GAME_REDEPLOY_BAR (self));
  if (in_hand > 0)
    hand = g_strdup_printf (ngettext ("%d token still in hand", "%d tokens still in hand", in_hand), in_hand);
  else if (in_hand < 0)
    /* the tokens lent for the turn (the Amazons' 4) go back to the box now */
    hand = g_strdup_printf (ngettext ("%d token too many: take one back", "%d tokens too many: take them back",
                                      -in_hand), -in_hand);
  else
    hand = g_strdup (_("Every token is on the map"));
  held = g_strdup_printf (ngettext ("%u region", "%u regions", regions), regions);
  /* Translators: the live count while redeploying, "3 tokens still in hand · 4 regions" */
  text = g_strdup_printf (C_("redeploy", "%s · %s"), hand, held);
  gtk_label_set_text (self->left_label, text);
}

const char *
sw_game_redeploy_bar_get_text (SwGameRedeployBar *self)
{
  g_return_val_if_fail (SW_IS_GAME_REDEPLOY_BAR (self), NULL);
  return gtk_label_get_text (self->left_label);
}
