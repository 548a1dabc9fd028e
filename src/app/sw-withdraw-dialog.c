/* sw-withdraw-dialog.c: End Turn's question for a defender: where the tokens they took back into hand after losing regions go (docs/rules.md 1.6: any region of that race, no adjacency needed). */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-withdraw-dialog.h"

struct _SwWithdrawDialog
{
  AdwMessageDialog parent_instance;

  gint band;
  gint owner;
  char *race;
  gint tokens;              /* withdrawn, to place */
  GPtrArray *spins;         /* GtkSpinButton*, one per region, in the list's order */
  GPtrArray *regions;       /* char*, their ids */

  /* template */
  GtkListBox *region_list;
  GtkLabel *left_label;
};

G_DEFINE_FINAL_TYPE (SwWithdrawDialog, sw_withdraw_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* What is left to place, and Place only once every token is placed. */
static void
update_left (SwWithdrawDialog *self)
{
  gint left = sw_withdraw_dialog_get_left (self);
  g_autofree char *text = NULL;

  if (left > 0)
    text = g_strdup_printf (ngettext ("%d token still to place", "%d tokens still to place", left), left);
  else if (left < 0)
    text = g_strdup_printf (ngettext ("%d token too many", "%d tokens too many", -left), -left);
  else
    text = g_strdup (_("All placed"));
  gtk_label_set_text (self->left_label, text);
  /* every withdrawn token goes back on the board before Place */
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "place", left == 0);
}

static void
sw_withdraw_dialog_finalize (GObject *object)
{
  SwWithdrawDialog *self = SW_WITHDRAW_DIALOG (object);

  g_clear_pointer (&self->race, g_free);
  g_clear_pointer (&self->spins, g_ptr_array_unref);
  g_clear_pointer (&self->regions, g_ptr_array_unref);
  G_OBJECT_CLASS (sw_withdraw_dialog_parent_class)->finalize (object);
}

static void
sw_withdraw_dialog_class_init (SwWithdrawDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_withdraw_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-withdraw-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SwWithdrawDialog, region_list);
  gtk_widget_class_bind_template_child (widget_class, SwWithdrawDialog, left_label);
}

static void
sw_withdraw_dialog_init (SwWithdrawDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->spins = g_ptr_array_new ();
  self->regions = g_ptr_array_new_with_free_func (g_free);
}

/* A region of the race: its id, terrain and tokens, and the spin button
 * of the tokens added there, named by the region for screen readers. */
static GtkSpinButton *
add_region (SwWithdrawDialog *self, SwGame *game, const SwRegion *region, gint there)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, self->tokens, 1);
  g_autofree char *subtitle = g_strdup_printf (ngettext ("%s, %d token there", "%s, %d tokens there", there),
                                               sw_game_entry_name (game, "terrain", region->terrain), there);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), region->id);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, "withdraw-spin");
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, region->id, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_list_box_append (self->region_list, row);
  g_ptr_array_add (self->spins, spin);
  g_ptr_array_add (self->regions, g_strdup (region->id));
  return GTK_SPIN_BUTTON (spin);
}

SwWithdrawDialog *
sw_withdraw_dialog_new (GtkWindow *parent, SwGame *game, gint b)
{
  SwWithdrawDialog *self;
  SwBand *band;
  SwPlayer *owner;
  GtkSpinButton *strongest = NULL;
  gint most = -1;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  band = sw_game_band (game, b);
  g_return_val_if_fail (band != NULL, NULL);
  owner = sw_game_player (game, band->owner);
  self = g_object_new (SW_TYPE_WITHDRAW_DIALOG, "transient-for", parent, NULL);
  self->band = b;
  self->owner = (gint) band->owner;
  self->race = g_strdup (band->race);
  self->tokens = MIN (band->withdrawn, band->hand);
  for (guint i = 0; i < game->regions->len; i++)
    {
      SwRegionState *state = sw_game_region_state (game, i);
      GtkSpinButton *spin;

      if (state->band != b || state->tokens <= 0)
        continue;
      spin = add_region (self, game, g_ptr_array_index (game->map->regions, i), state->tokens);
      if (state->tokens > most)
        {
          most = state->tokens;
          strongest = spin;
        }
    }
  heading = g_strdup_printf (ngettext ("%s’s %s: %d Withdrawn Token", "%s’s %s: %d Withdrawn Tokens", self->tokens),
                             owner->name, sw_game_entry_name (game, "race", band->race), self->tokens);
  body = g_strdup_printf (ngettext ("The token %s took back into hand after losing a region goes into one of their regions of that race now, at the end of %s’s turn (no adjacency needed). Tokens added per region:",
                                    "The tokens %s took back into hand after losing regions go into their regions of that race now, at the end of %s’s turn (no adjacency needed). Tokens added per region:",
                                    self->tokens),
                          owner->name, sw_game_player (game, game->seat)->name);
  adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), heading);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), body);
  /* proposed: all on the strongest region */
  if (strongest != NULL)
    gtk_spin_button_set_value (strongest, self->tokens);
  for (guint i = 0; i < self->spins->len; i++)
    g_signal_connect_swapped (self->spins->pdata[i], "value-changed", G_CALLBACK (update_left), self);
  update_left (self);
  return self;
}

gint
sw_withdraw_dialog_get_band (SwWithdrawDialog *self)
{
  g_return_val_if_fail (SW_IS_WITHDRAW_DIALOG (self), -1);
  return self->band;
}

gint
sw_withdraw_dialog_get_owner (SwWithdrawDialog *self)
{
  g_return_val_if_fail (SW_IS_WITHDRAW_DIALOG (self), -1);
  return self->owner;
}

const char *
sw_withdraw_dialog_get_race (SwWithdrawDialog *self)
{
  g_return_val_if_fail (SW_IS_WITHDRAW_DIALOG (self), NULL);
  return self->race;
}

gint
sw_withdraw_dialog_get_tokens (SwWithdrawDialog *self)
{
  g_return_val_if_fail (SW_IS_WITHDRAW_DIALOG (self), 0);
  return self->tokens;
}

gint
sw_withdraw_dialog_get_left (SwWithdrawDialog *self)
{
  gint left;

  g_return_val_if_fail (SW_IS_WITHDRAW_DIALOG (self), 0);
  left = self->tokens;
  for (guint i = 0; i < self->spins->len; i++)
    left -= gtk_spin_button_get_value_as_int (self->spins->pdata[i]);
  return left;
}

GVariant *
sw_withdraw_dialog_get_counts (SwWithdrawDialog *self)
{
  GVariantBuilder counts;

  g_return_val_if_fail (SW_IS_WITHDRAW_DIALOG (self), NULL);
  g_variant_builder_init (&counts, G_VARIANT_TYPE ("a(si)"));
  for (guint i = 0; i < self->spins->len; i++)
    {
      gtk_spin_button_update (self->spins->pdata[i]);
      g_variant_builder_add (&counts, "(si)", (const char *) self->regions->pdata[i],
                             gtk_spin_button_get_value_as_int (self->spins->pdata[i]));
    }
  return g_variant_builder_end (&counts);
}
