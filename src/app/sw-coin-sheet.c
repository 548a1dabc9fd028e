/* sw-coin-sheet.c: End Turn's coin sheet: what the bank pays, one line per reason (docs/rules.md 1.11), and what the rules have against ending the turn (docs/rules.md 1.9). */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-coin-sheet.h"

struct _SwCoinSheet
{
  AdwMessageDialog parent_instance;

  GStrv lines;        /* every line, in the order shown */
  GStrv warnings;
  gint total;         /* what the bank pays now */

  /* template */
  GtkLabel *nothing_label;
  GtkListBox *bank_list;
  GtkLabel *during_heading;
  GtkListBox *during_list;
  GtkBox *warning_box;
};

G_DEFINE_FINAL_TYPE (SwCoinSheet, sw_coin_sheet, ADW_TYPE_MESSAGE_DIALOG)

static void
sw_coin_sheet_finalize (GObject *object)
{
  SwCoinSheet *self = SW_COIN_SHEET (object);

  g_clear_pointer (&self->lines, g_strfreev);
  g_clear_pointer (&self->warnings, g_strfreev);
  G_OBJECT_CLASS (sw_coin_sheet_parent_class)->finalize (object);
}

static void
sw_coin_sheet_class_init (SwCoinSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_coin_sheet_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-coin-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, SwCoinSheet, nothing_label);
  gtk_widget_class_bind_template_child (widget_class, SwCoinSheet, bank_list);
  gtk_widget_class_bind_template_child (widget_class, SwCoinSheet, during_heading);
  gtk_widget_class_bind_template_child (widget_class, SwCoinSheet, during_list);
  gtk_widget_class_bind_template_child (widget_class, SwCoinSheet, warning_box);
}

static void
sw_coin_sheet_init (SwCoinSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* A coin that changed hands during the turn, on its own line: what the
 * pick paid, what lay on the combo, what other players paid or took. */
static char *
transfer_line (const SwScoreItem *item)
{
  if (g_strcmp0 (item->source, "combo") == 0 && item->coins < 0)
    /* the combo at position p (from 0) costs p: the table counts from 1 */
    return g_strdup_printf (ngettext ("Paid for the combo in position %d of the row: %d coin",
                                      "Paid for the combo in position %d of the row: %d coins", -item->coins),
                            1 - item->coins, item->coins);
  if (g_strcmp0 (item->source, "combo") == 0)
    return g_strdup_printf (ngettext ("Taken from the combo: %+d coin", "Taken from the combo: %+d coins", item->coins),
                            item->coins);
  if (g_strcmp0 (item->source, "adjust") == 0)
    /* Translators: a line of the coin sheet, the table's adjustment and its reason */
    return g_strdup_printf (_("Adjusted by the table (%s): %+d"), item->what, item->coins);
  /* Translators: a line of the coin sheet, coins paid or received during the turn */
  return g_strdup_printf (_("%s: %+d, during the turn"), item->what, item->coins);
}

static void
add_line (GtkListBox *list, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_list_box_append (list, label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)), FALSE);
}

/* The lines of the turn, as docs/rules.md 1.11 counts them: first what the
 * bank pays now, then what another player pays now, then what already
 * changed hands during the turn. */
static void
fill_lines (SwCoinSheet *self, SwGame *game)
{
  g_autoptr(GPtrArray) items = sw_score_turn (game, game->seat);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  gboolean bank = FALSE, during = FALSE;

  self->total = 0;
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < items->len; i++)
      {
        const SwScoreItem *item = g_ptr_array_index (items, i);
        g_autofree char *line = NULL;

        if (pass != (item->transfer ? 2 : item->payer >= 0 ? 1 : 0))
          continue;
        if (pass == 0)
          {
            self->total += item->coins;
            /* Translators: a line of the coin sheet, "Orcs, 2 regions: +2" */
            line = g_strdup_printf (_("%s: %+d"), item->what, item->coins);
          }
        else if (pass == 1)
          /* Translators: a line of the coin sheet paid by another player (Thieving...) */
          line = g_strdup_printf (_("%s: %+d, paid by %s"), item->what, item->coins,
                                  sw_game_player (game, item->payer)->name);
        else
          line = transfer_line (item);
        g_strv_builder_add (builder, line);
        add_line (pass < 2 ? self->bank_list : self->during_list, line);
        bank |= pass < 2;
        during |= pass == 2;
      }
  g_clear_pointer (&self->lines, g_strfreev);
  self->lines = g_strv_builder_end (builder);
  gtk_widget_set_visible (GTK_WIDGET (self->nothing_label), !bank);
  gtk_widget_set_visible (GTK_WIDGET (self->bank_list), bank);
  gtk_widget_set_visible (GTK_WIDGET (self->during_heading), during);
  gtk_widget_set_visible (GTK_WIDGET (self->during_list), during);
}

SwCoinSheet *
sw_coin_sheet_new (GtkWindow *parent, SwGame *game, gint rest_tokens, const char *rest_place)
{
  SwCoinSheet *self;
  AdwMessageDialog *dialog;
  g_autoptr(SwAction) end_turn = sw_action_new (SW_ACTION_END_TURN);
  g_autoptr(GError) refusal = NULL;
  g_autoptr(GPtrArray) reasons = NULL;
  g_autoptr(GStrvBuilder) warnings = g_strv_builder_new ();
  g_autofree char *heading = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  self = g_object_new (SW_TYPE_COIN_SHEET, "transient-for", parent, NULL);
  dialog = ADW_MESSAGE_DIALOG (self);
  fill_lines (self, game);
  /* what to take from the bank now, not the turn's net */
  heading = self->total >= 0
    ? g_strdup_printf (ngettext ("Take %d coin", "Take %d coins", self->total), self->total)
    : g_strdup_printf (ngettext ("Pay %d coin to the bank", "Pay %d coins to the bank", -self->total), -self->total);
  adw_message_dialog_set_heading (dialog, heading);
  if (rest_tokens > 0 && rest_place != NULL)
    {
      /* Translators: a line of the coin sheet: End Turn put the tokens still in hand on the region the last one went to */
      g_autofree char *line = g_strdup_printf (ngettext ("%d token left in hand went to %s.",
                                                         "%d tokens left in hand went to %s.",
                                                         rest_tokens), rest_tokens, rest_place);
      adw_message_dialog_set_body (dialog, line);
    }

  /* what the rules have against ending the turn now (docs/rules.md 1.9: tokens
   * left in hand, occupied rivers...), while it can still be fixed */
  reasons = sw_game_check_full (game, end_turn, &refusal);
  if (refusal != NULL)
    g_ptr_array_add (reasons, g_strdup (refusal->message));
  for (guint i = 0; i < reasons->len; i++)
    {
      g_autofree char *text = g_strdup_printf ("⚠ %s", (const char *) g_ptr_array_index (reasons, i));
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "warning");
      gtk_box_append (self->warning_box, label);
      g_strv_builder_add (warnings, g_ptr_array_index (reasons, i));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->warning_box), reasons->len > 0);
  self->warnings = g_strv_builder_end (warnings);

  /* nothing against it: Confirm by default; else back to the turn by
   * default, and ending it anyway is the table's deliberate decision, marked */
  if (reasons->len == 0)
    {
      adw_message_dialog_add_response (dialog, "confirm", _("_Confirm"));
      adw_message_dialog_set_response_appearance (dialog, "confirm", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "confirm");
    }
  else if (refusal == NULL)
    {
      adw_message_dialog_add_response (dialog, "record", _("End Turn _Anyway"));
      adw_message_dialog_set_response_appearance (dialog, "record", ADW_RESPONSE_DESTRUCTIVE);
    }
  return self;
}

const char *const *
sw_coin_sheet_get_lines (SwCoinSheet *self, gint *total)
{
  g_return_val_if_fail (SW_IS_COIN_SHEET (self), NULL);
  if (total != NULL)
    *total = self->total;
  return (const char *const *) self->lines;
}

const char *const *
sw_coin_sheet_get_warnings (SwCoinSheet *self)
{
  g_return_val_if_fail (SW_IS_COIN_SHEET (self), NULL);
  return (const char *const *) self->warnings;
}
