/* sw-player-picker.c: a power that names another player (docs/rules.md 2.2 Diplomat, 2.5 Pandaren's harmony): what it does, the players it may name, and the button that records it. */
#include "config.h"

#include "sw-player-picker.h"

struct _SwPlayerPicker
{
  GtkBox parent_instance;

  char *via;
  GArray *seats;            /* gint, the seat of each name offered */

  /* template */
  GtkLabel *text_label;
  GtkDropDown *dropdown;
  GtkStringList *names;
  GtkButton *button;
};

G_DEFINE_FINAL_TYPE (SwPlayerPicker, sw_player_picker, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_VIA,
  PROP_TEXT,
  PROP_BUTTON_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
button_clicked (SwPlayerPicker *self)
{
  g_autofree char *seat = NULL;

  if (self->via == NULL || sw_player_picker_get_seat (self) < 0)
    return;
  seat = g_strdup_printf ("%d", sw_player_picker_get_seat (self));
  gtk_widget_activate_action (GTK_WIDGET (self), "game.power", "(sss)", self->via, seat, "");
}

/* Tests and scripts find the parts by "<via>-player" and "<via>-name". */
static void
set_via (SwPlayerPicker *self, const char *via)
{
  g_autofree char *player = NULL;
  g_autofree char *name = NULL;

  if (g_strcmp0 (self->via, via) == 0)
    return;
  g_free (self->via);
  self->via = g_strdup (via);
  player = g_strconcat (via != NULL ? via : "", "-player", NULL);
  name = g_strconcat (via != NULL ? via : "", "-name", NULL);
  gtk_widget_set_name (GTK_WIDGET (self->dropdown), player);
  gtk_widget_set_name (GTK_WIDGET (self->button), name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIA]);
}

static void
sw_player_picker_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  SwPlayerPicker *self = SW_PLAYER_PICKER (object);

  switch (prop_id)
    {
    case PROP_VIA:
      g_value_set_string (value, self->via);
      break;
    case PROP_TEXT:
      g_value_set_string (value, gtk_label_get_text (self->text_label));
      break;
    case PROP_BUTTON_LABEL:
      g_value_set_string (value, gtk_button_get_label (self->button));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_player_picker_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  SwPlayerPicker *self = SW_PLAYER_PICKER (object);

  switch (prop_id)
    {
    case PROP_VIA:
      set_via (self, g_value_get_string (value));
      break;
    case PROP_TEXT:
      sw_player_picker_set_text (self, g_value_get_string (value));
      break;
    case PROP_BUTTON_LABEL:
      gtk_button_set_label (self->button, g_value_get_string (value));
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sw_player_picker_finalize (GObject *object)
{
  SwPlayerPicker *self = SW_PLAYER_PICKER (object);

  g_clear_pointer (&self->via, g_free);
  g_clear_pointer (&self->seats, g_array_unref);
  G_OBJECT_CLASS (sw_player_picker_parent_class)->finalize (object);
}

static void
sw_player_picker_class_init (SwPlayerPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_player_picker_finalize;
  object_class->get_property = sw_player_picker_get_property;
  object_class->set_property = sw_player_picker_set_property;

  properties[PROP_VIA] =
    g_param_spec_string ("via", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUTTON_LABEL] =
    g_param_spec_string ("button-label", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-player-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, SwPlayerPicker, text_label);
  gtk_widget_class_bind_template_child (widget_class, SwPlayerPicker, dropdown);
  gtk_widget_class_bind_template_child (widget_class, SwPlayerPicker, names);
  gtk_widget_class_bind_template_child (widget_class, SwPlayerPicker, button);
  gtk_widget_class_bind_template_callback (widget_class, button_clicked);
}

static void
sw_player_picker_init (SwPlayerPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->seats = g_array_new (FALSE, FALSE, sizeof (gint));
}

GtkWidget *
sw_player_picker_new (const char *via, const char *button_label)
{
  return g_object_new (SW_TYPE_PLAYER_PICKER, "via", via, "button-label", button_label, NULL);
}

void
sw_player_picker_set_text (SwPlayerPicker *self, const char *text)
{
  g_return_if_fail (SW_IS_PLAYER_PICKER (self));
  if (g_strcmp0 (gtk_label_get_text (self->text_label), text != NULL ? text : "") == 0)
    return;
  gtk_label_set_text (self->text_label, text != NULL ? text : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

void
sw_player_picker_set_seats (SwPlayerPicker *self, SwGame *game, GArray *seats, gint chosen)
{
  gint shown;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;

  g_return_if_fail (SW_IS_PLAYER_PICKER (self));
  g_return_if_fail (game != NULL && seats != NULL);
  shown = sw_player_picker_get_seat (self);
  for (guint i = 0; i < seats->len; i++)
    g_strv_builder_add (builder, sw_game_player (game, g_array_index (seats, gint, i))->name);
  names = g_strv_builder_end (builder);
  g_array_set_size (self->seats, 0);
  g_array_append_vals (self->seats, seats->data, seats->len);
  gtk_string_list_splice (self->names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->names)),
                          (const char *const *) names);
  if (!sw_player_picker_select_seat (self, chosen) && !sw_player_picker_select_seat (self, shown))
    gtk_drop_down_set_selected (self->dropdown, seats->len > 0 ? 0 : GTK_INVALID_LIST_POSITION);
}

gint
sw_player_picker_get_seat (SwPlayerPicker *self)
{
  guint selected;

  g_return_val_if_fail (SW_IS_PLAYER_PICKER (self), -1);
  selected = gtk_drop_down_get_selected (self->dropdown);
  return selected < self->seats->len ? g_array_index (self->seats, gint, selected) : -1;
}

gboolean
sw_player_picker_select_seat (SwPlayerPicker *self, gint seat)
{
  g_return_val_if_fail (SW_IS_PLAYER_PICKER (self), FALSE);
  for (guint i = 0; i < self->seats->len; i++)
    if (g_array_index (self->seats, gint, i) == seat)
      {
        gtk_drop_down_set_selected (self->dropdown, i);
        return TRUE;
      }
  return FALSE;
}
