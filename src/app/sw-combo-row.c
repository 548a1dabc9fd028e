/* sw-combo-row.c: a visible combo of the game window's combo row: its power and race, what it costs, the coins on it and the tokens it gives, and its Pick button. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-combo-row.h"
#include "sw-game.h"

struct _SwComboRow
{
  AdwActionRow parent_instance;

  guint position;

  /* template */
  GtkButton *pick_button;
};

G_DEFINE_FINAL_TYPE (SwComboRow, sw_combo_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sw_combo_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwComboRow *self = SW_COMBO_ROW (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_combo_row_class_init (SwComboRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = sw_combo_row_get_property;

  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-combo-row.ui");
  gtk_widget_class_bind_template_child (widget_class, SwComboRow, pick_button);
}

static void
sw_combo_row_init (SwComboRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sw_combo_row_new (SwGame *game, guint position)
{
  SwComboRow *self = g_object_new (SW_TYPE_COMBO_ROW, NULL);

  sw_combo_row_set_combo (self, game, position);
  return GTK_WIDGET (self);
}

void
sw_combo_row_set_combo (SwComboRow *self, SwGame *game, guint position)
{
  const SwCombo *combo;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  gint race_tokens, power_tokens;

  g_return_if_fail (SW_IS_COMBO_ROW (self));
  g_return_if_fail (game != NULL && position < game->row->len);
  combo = &g_array_index (game->row, SwCombo, position);
  title = sw_game_dup_combo_name (game, combo->race, combo->power);
  race_tokens = sw_game_printed_tokens (game, "race", combo->race);
  power_tokens = sw_game_printed_tokens (game, "power", combo->power);
  if (race_tokens > 0 && power_tokens > 0)
    /* Translators: cost of a combo, coins lying on it, tokens it gives */
    subtitle = g_strdup_printf (_("costs %u · %d on it · %d tokens"), position, combo->coins, race_tokens + power_tokens);
  else if (race_tokens + power_tokens > 0)
    /* Translators: the same, when the catalog prints only the banner's or the badge's number: "5 + ? tokens" */
    subtitle = g_strdup_printf (_("costs %u · %d on it · %d + ? tokens"), position, combo->coins, race_tokens + power_tokens);
  else
    /* Translators: the same, when the catalog prints neither number */
    subtitle = g_strdup_printf (_("costs %u · %d on it · tokens asked at the pick"), position, combo->coins);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->pick_button), "i", (gint) position);
  if (self->position != position)
    {
      self->position = position;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
    }
}

guint
sw_combo_row_get_position (SwComboRow *self)
{
  g_return_val_if_fail (SW_IS_COMBO_ROW (self), 0);
  return self->position;
}

GtkButton *
sw_combo_row_get_button (SwComboRow *self)
{
  g_return_val_if_fail (SW_IS_COMBO_ROW (self), NULL);
  return self->pick_button;
}
