/* sw-game-window-withdraw.c: End Turn in the game window: where each defender's withdrawn tokens go (docs/rules.md 1.6), then the coin sheet. */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-window"

#include <glib/gi18n.h>

#include "sw-game-window-private.h"

static void continue_end_turn (SwGameWindow *self);

/* Tokens still to place in the withdrawal dialog: its total minus the spins. */
static gint
withdraw_left (AdwMessageDialog *dialog)
{
  GtkWidget *box = adw_message_dialog_get_extra_child (dialog);
  GtkWidget *list = g_object_get_data (G_OBJECT (box), "list");
  gint left = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "tokens"));

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    left -= gtk_spin_button_get_value_as_int (g_object_get_data (G_OBJECT (row), "spin"));
  return left;
}

static void
withdraw_changed (GtkSpinButton *spin, AdwMessageDialog *dialog)
{
  GtkWidget *box = adw_message_dialog_get_extra_child (dialog);
  GtkLabel *label = g_object_get_data (G_OBJECT (box), "left");
  gint left = withdraw_left (dialog);
  g_autofree char *text = NULL;

  if (left > 0)
    text = g_strdup_printf (ngettext ("%d token still to place", "%d tokens still to place", left), left);
  else if (left < 0)
    text = g_strdup_printf (ngettext ("%d token too many", "%d tokens too many", -left), -left);
  else
    text = g_strdup (_("All placed"));
  gtk_label_set_text (label, text);
  /* every withdrawn token goes back on the board before Place */
  adw_message_dialog_set_response_enabled (dialog, "place", left == 0);
}

static void
withdraw_response (AdwMessageDialog *dialog, const char *response, SwGameWindow *self)
{
  GtkWidget *box = adw_message_dialog_get_extra_child (dialog);
  GtkWidget *list = g_object_get_data (G_OBJECT (box), "list");
  GVariantBuilder counts;

  self->withdraw_dialog = NULL;
  if (g_str_equal (response, "keep"))
    {
      /* the table keeps them in hand (the sheet says so): the next defender */
      gint b = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "band"));
      g_array_append_val (self->withdraw_kept, b);
      continue_end_turn (self);
      return;
    }
  if (!g_str_equal (response, "place"))
    return;
  g_variant_builder_init (&counts, G_VARIANT_TYPE ("a(si)"));
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    g_variant_builder_add (&counts, "(si)", g_object_get_data (G_OBJECT (row), "region"),
                           gtk_spin_button_get_value_as_int (g_object_get_data (G_OBJECT (row), "spin")));
  gtk_widget_activate_action (GTK_WIDGET (self), "game.withdraw", "(isa(si))",
                              GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "owner")),
                              (const char *) g_object_get_data (G_OBJECT (dialog), "race"), &counts);
  /* the next defender, or the coin sheet */
  continue_end_turn (self);
}

/* Asks where a defender's withdrawn tokens go: spin buttons per region of
 * that race, all on its strongest region at first (docs/rules.md 1.6: any of
 * them, no adjacency needed). */
static void
show_withdraw_dialog (SwGameWindow *self, gint b)
{
  SwGame *game = self->game;
  SwBand *band = sw_game_band (game, b);
  SwPlayer *owner = sw_game_player (game, band->owner);
  gint tokens = MIN (band->withdrawn, band->hand);
  GtkWidget *dialog, *box, *list, *scroller, *left, *first_spin = NULL;
  gint most = -1;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      const SwRegion *region = g_ptr_array_index (game->map->regions, i);
      g_autofree char *subtitle = NULL;
      GtkWidget *row, *spin;

      if (state->band != b || state->tokens <= 0)
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), region->id);
      subtitle = g_strdup_printf (ngettext ("%s, %d token there", "%s, %d tokens there", state->tokens),
                                  sw_game_window_entry_name (game, "terrain", region->terrain), state->tokens);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      spin = gtk_spin_button_new_with_range (0, tokens, 1);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_widget_set_name (spin, "withdraw-spin");
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, region->id, -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
      g_object_set_data (G_OBJECT (row), "spin", spin);
      g_object_set_data_full (G_OBJECT (row), "region", g_strdup (region->id), g_free);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      if (state->tokens > most)
        {
          most = state->tokens;
          first_spin = spin;
        }
    }
  left = gtk_label_new (NULL);
  gtk_widget_set_name (left, "withdraw-left");
  gtk_widget_add_css_class (left, "dim-label");
  /* a race on many regions: the list scrolls, the answers stay on screen */
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 280);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_box_append (GTK_BOX (box), scroller);
  gtk_box_append (GTK_BOX (box), left);
  g_object_set_data (G_OBJECT (box), "list", list);
  g_object_set_data (G_OBJECT (box), "left", left);

  heading = g_strdup_printf (ngettext ("%s’s %s: %d Withdrawn Token", "%s’s %s: %d Withdrawn Tokens", tokens),
                             owner->name, sw_game_window_entry_name (game, "race", band->race), tokens);
  body = g_strdup_printf (ngettext ("The token %s took back into hand after losing a region goes into one of their regions of that race now, at the end of %s’s turn (no adjacency needed). Tokens added per region:",
                                    "The tokens %s took back into hand after losing regions go into their regions of that race now, at the end of %s’s turn (no adjacency needed). Tokens added per region:",
                                    tokens),
                          owner->name, sw_game_player (game, game->seat)->name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Back to the Turn"),
                                    "keep", _("_Leave in Hand"),
                                    "place", _("_Place"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "place", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "place");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "owner", GINT_TO_POINTER ((gint) band->owner));
  g_object_set_data_full (G_OBJECT (dialog), "race", g_strdup (band->race), g_free);
  g_object_set_data (G_OBJECT (dialog), "tokens", GINT_TO_POINTER (tokens));
  g_object_set_data (G_OBJECT (dialog), "band", GINT_TO_POINTER (b));
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    g_signal_connect (g_object_get_data (G_OBJECT (row), "spin"), "value-changed", G_CALLBACK (withdraw_changed), dialog);
  if (first_spin != NULL)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (first_spin), tokens);
  withdraw_changed (NULL, ADW_MESSAGE_DIALOG (dialog));
  g_signal_connect (dialog, "response", G_CALLBACK (withdraw_response), self);
  if (self->withdraw_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->withdraw_dialog));
  self->withdraw_dialog = dialog;
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
