/* sw-game-window-withdraw.c: End Turn in the game window: where each defender's withdrawn tokens go (docs/rules.md 1.6), then the coin sheet. */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-window"

#include <glib/gi18n.h>

#include "sw-game-window-private.h"
#include "sw-withdraw-dialog.h"

static void continue_end_turn (SwGameWindow *self);

static void
withdraw_response (SwWithdrawDialog *dialog, const char *response, SwGameWindow *self)
{
  self->withdraw_dialog = NULL;
  if (g_str_equal (response, "keep"))
    {
      /* the table keeps them in hand (the sheet says so): the next defender */
      gint b = sw_withdraw_dialog_get_band (dialog);
      g_array_append_val (self->withdraw_kept, b);
      continue_end_turn (self);
      return;
    }
  if (!g_str_equal (response, "place"))
    return;
  gtk_widget_activate_action_variant (GTK_WIDGET (self), "game.withdraw",
                                      g_variant_new ("(is@a(si))", sw_withdraw_dialog_get_owner (dialog),
                                                     sw_withdraw_dialog_get_race (dialog),
                                                     sw_withdraw_dialog_get_counts (dialog)));
  /* the next defender, or the coin sheet */
  continue_end_turn (self);
}

/* Asks where a defender's withdrawn tokens go (SwWithdrawDialog). */
static void
show_withdraw_dialog (SwGameWindow *self, gint b)
{
  SwWithdrawDialog *dialog = sw_withdraw_dialog_new (GTK_WINDOW (self), self->game, b);

  g_signal_connect (dialog, "response", G_CALLBACK (withdraw_response), self);
  if (self->withdraw_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->withdraw_dialog));
  self->withdraw_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The next defender whose withdrawn tokens are neither placed nor left
 * in hand by the table, or the coin sheet. */
static void
continue_end_turn (SwGameWindow *self)
{
  g_autoptr(GArray) pending = sw_game_pending_withdrawals (self->game);

  for (guint i = 0; i < pending->len; i++)
    {
      gint b = g_array_index (pending, gint, i);
      gboolean kept = FALSE;

      for (guint k = 0; k < self->withdraw_kept->len && !kept; k++)
        kept = g_array_index (self->withdraw_kept, gint, k) == b;
      if (!kept)
        {
          show_withdraw_dialog (self, b);
          return;
        }
    }
  sw_game_window_show_coin_sheet (self);
}

/* End Turn: first the defenders' withdrawn tokens, one dialog each
 * (docs/rules.md 1.6), then the coin sheet. */
void
sw_game_window_end_turn_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  SwGameWindow *self = SW_GAME_WINDOW (widget);

  gboolean redeploying = self->redeploy != NULL;

  /* the tokens still in hand go where the last one went: said on the sheet */
  g_clear_pointer (&self->rest_region, g_free);
  self->rest_tokens = sw_game_window_place_rest (self, &self->rest_region);
  if (self->rest_tokens < 0)
    {
      self->rest_tokens = 0;
      return;
    }
  self->rest_log_len = self->rest_tokens > 0 && !redeploying ? self->game->log->len : 0;
  /* End Turn during a redeployment on the map records it first */
  if (self->redeploy != NULL)
    {
      guint before = self->game->log->len;

      if (!gtk_widget_activate_action (widget, "game.redeploy-confirm", NULL) || self->game->log->len == before)
        return;
    }
  g_array_set_size (self->withdraw_kept, 0);
  continue_end_turn (self);
}

GtkWidget *
sw_game_window_get_withdraw_dialog (SwGameWindow *self)
{
  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  return self->withdraw_dialog;
}
