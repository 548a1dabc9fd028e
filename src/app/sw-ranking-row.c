/* sw-ranking-row.c: a player's place in the final reveal's ranking: rank, name and coins, and the tokens on the board that break a tie. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-ranking-row.h"

struct _SwRankingRow
{
  AdwActionRow parent_instance;

  guint rank;
  char *name;
  gint coins;
  gint tokens_on_board;
};

G_DEFINE_FINAL_TYPE (SwRankingRow, sw_ranking_row, ADW_TYPE_ACTION_ROW)

enum {
  PROP_0,
  PROP_RANK,
  PROP_NAME,
  PROP_COINS,
  PROP_TOKENS_ON_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sw_ranking_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwRankingRow *self = SW_RANKING_ROW (object);

  switch (prop_id)
    {
    case PROP_RANK:
      g_value_set_uint (value, self->rank);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_COINS:
      g_value_set_int (value, self->coins);
      break;
    case PROP_TOKENS_ON_BOARD:
      g_value_set_int (value, self->tokens_on_board);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_ranking_row_finalize (GObject *object)
{
  SwRankingRow *self = SW_RANKING_ROW (object);

  g_clear_pointer (&self->name, g_free);
  G_OBJECT_CLASS (sw_ranking_row_parent_class)->finalize (object);
}

static void
sw_ranking_row_class_init (SwRankingRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_ranking_row_finalize;
  object_class->get_property = sw_ranking_row_get_property;

  properties[PROP_RANK] =
    g_param_spec_uint ("rank", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COINS] =
    g_param_spec_int ("coins", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOKENS_ON_BOARD] =
    g_param_spec_int ("tokens-on-board", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-ranking-row.ui");
}

static void
sw_ranking_row_init (SwRankingRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sw_ranking_row_new (guint rank, const char *name, gint coins, gint tokens_on_board)
{
  SwRankingRow *self = g_object_new (SW_TYPE_RANKING_ROW, NULL);

  sw_ranking_row_set_place (self, rank, name, coins, tokens_on_board);
  return GTK_WIDGET (self);
}

char *
sw_ranking_row_format_line (guint rank, const char *name, gint coins)
{
  /* Translators: rank, player's name, coins */
  return g_strdup_printf (ngettext ("%u. %s — %d coin", "%u. %s — %d coins", coins), rank, name, coins);
}

void
sw_ranking_row_set_place (SwRankingRow *self, guint rank, const char *name, gint coins, gint tokens_on_board)
{
  g_autofree char *line = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  g_return_if_fail (SW_IS_RANKING_ROW (self));
  g_return_if_fail (name != NULL);
  g_object_freeze_notify (G_OBJECT (self));
  if (self->rank != rank)
    {
      self->rank = rank;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RANK]);
    }
  if (g_strcmp0 (self->name, name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
    }
  if (self->coins != coins)
    {
      self->coins = coins;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COINS]);
    }
  if (self->tokens_on_board != tokens_on_board)
    {
      self->tokens_on_board = tokens_on_board;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOKENS_ON_BOARD]);
    }
  line = sw_ranking_row_format_line (rank, name, coins);
  title = g_markup_escape_text (line, -1);
  subtitle = g_strdup_printf (ngettext ("%d token on the board", "%d tokens on the board", tokens_on_board),
                              tokens_on_board);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
  g_object_thaw_notify (G_OBJECT (self));
}

guint
sw_ranking_row_get_rank (SwRankingRow *self)
{
  g_return_val_if_fail (SW_IS_RANKING_ROW (self), 0);
  return self->rank;
}

const char *
sw_ranking_row_get_name (SwRankingRow *self)
{
  g_return_val_if_fail (SW_IS_RANKING_ROW (self), NULL);
  return self->name;
}

gint
sw_ranking_row_get_coins (SwRankingRow *self)
{
  g_return_val_if_fail (SW_IS_RANKING_ROW (self), 0);
  return self->coins;
}

gint
sw_ranking_row_get_tokens_on_board (SwRankingRow *self)
{
  g_return_val_if_fail (SW_IS_RANKING_ROW (self), 0);
  return self->tokens_on_board;
}
