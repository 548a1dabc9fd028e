/* sw-combo-picker.c: one search over the powers and races still in the box, to enter a revealed combo, and the token prompt before a pick. */
#include "config.h"
#define G_LOG_DOMAIN "sw-combo-picker"

#include <glib/gi18n.h>

#include "sw-combo-picker.h"
#include "sw-catalog-search.h"
#include "sw-scroll-reveal.h"
#include "sw-spin-scroll.h"

#define ROW_SIZE 6

struct _SwComboPicker
{
  GtkWidget parent_instance;

  SwGame *game;
  char *race;               /* the half chosen so far, NULL */
  char *power;
  gint ask_position;        /* the combo whose tokens are asked, -1 */
  gint ask_known;           /* the half the catalog prints for it, added to the answer */
  char *ask_race;           /* that combo, to know it is still there */
  char *ask_power;

  /* template */
  GtkStack *stack;
  GtkLabel *prompt;
  GtkBox *chosen_box;
  GtkButton *power_chip;
  GtkButton *race_chip;
  GtkSearchEntry *search;
  GtkListBox *list;
  GtkLabel *none_label;
  GtkLabel *tokens_label;
  GtkSpinButton *tokens_spin;
  GtkButton *tokens_pick;
};

G_DEFINE_FINAL_TYPE (SwComboPicker, sw_combo_picker, GTK_TYPE_WIDGET)

enum { SIGNAL_REVEAL, SIGNAL_PICK, N_SIGNALS };
static guint signals[N_SIGNALS];

/* docs/rules.md 1.2: a banner or badge on the table cannot be revealed again. */
static gboolean
in_play (SwGame *game, const char *kind, const char *id)
{
  return g_str_equal (kind, "race") ? sw_game_race_in_play (game, id) : sw_game_power_in_play (game, id);
}

gboolean
sw_combo_picker_lacks_tokens (SwGame *game, const char *race, const char *power)
{
  return sw_game_printed_tokens (game, "race", race) == 0 || sw_game_printed_tokens (game, "power", power) == 0;
}

static const char *
row_kind (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "kind");
}

static const char *
row_id (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "id");
}

/* The row Enter takes: the only one shown, else the only one shown with a
 * name that begins with what is typed ("orc": Orcs, not Sorcerers), else
 * none (two begin so: the table types on). */
static GtkWidget *
enter_candidate (SwComboPicker *self)
{
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search));
  GtkWidget *single = NULL, *beginning = NULL;
  guint shown = 0, begin = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      if (!GTK_IS_LIST_BOX_ROW (row) || !gtk_widget_get_visible (row))
        continue;
      single = row;
      shown++;
      if (sw_catalog_search_begins (g_object_get_data (G_OBJECT (row), "haystack"), query))
        {
          beginning = row;
          begin++;
        }
    }
  if (shown == 1)
    return single;
  return begin == 1 ? beginning : NULL;
}

/* Shows the rows that match, in the catalog's order whatever is typed,
 * leaving out the half already chosen. */
static void
filter_rows (SwComboPicker *self)
{
  const char *query = gtk_editable_get_text (GTK_EDITABLE (self->search));
  guint shown = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const char *kind = row_kind (row);
      gboolean done = g_str_equal (kind, "race") ? self->race != NULL : self->power != NULL;
      gboolean excluded = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "excluded"));
      /* every word of the search in one of the entry's names (in each
       * language the catalog has, English among them) or its id */
      gboolean visible = !done && !excluded
                         && sw_catalog_search_matches (g_object_get_data (G_OBJECT (row), "haystack"), query);

      gtk_widget_set_visible (row, visible);
      shown += visible;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->none_label), shown == 0);
  /* the row Enter takes, shown selected */
  {
    GtkWidget *candidate = enter_candidate (self);

    if (candidate != NULL)
      {
        gtk_list_box_select_row (self->list, GTK_LIST_BOX_ROW (candidate));
        if (gtk_widget_get_mapped (candidate))
          sw_scroll_reveal (candidate, candidate);
      }
    else
      gtk_list_box_unselect_all (self->list);
  }
}

static void
update_chips (SwComboPicker *self)
{
  if (self->power != NULL)
    {
      /* Translators: a chosen power in the combo picker; clicking it takes it back */
      g_autofree char *text = g_strdup_printf (_("%s ✕"), sw_game_entry_name (self->game, "power", self->power));
      gtk_button_set_label (self->power_chip, text);
    }
  if (self->race != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("%s ✕"), sw_game_entry_name (self->game, "race", self->race));
      gtk_button_set_label (self->race_chip, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->power_chip), self->power != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->race_chip), self->race != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->chosen_box), self->power != NULL || self->race != NULL);
  filter_rows (self);
}

/* One half chosen; both: the combo goes to the row. */
static void
take (SwComboPicker *self, const char *kind, const char *id)
{
  g_autofree char *race = NULL, *power = NULL;
  char **half = g_str_equal (kind, "race") ? &self->race : &self->power;

  g_free (*half);
  *half = g_strdup (id);
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  if (self->race == NULL || self->power == NULL)
    {
      update_chips (self);
      return;
    }
  race = g_steal_pointer (&self->race);
  power = g_steal_pointer (&self->power);
  update_chips (self);
  g_signal_emit (self, signals[SIGNAL_REVEAL], 0, race, power);
}

/* One row per power and race of the catalog, built once per game; what
 * is in play is hidden, not removed, so that refreshing after every action
 * costs no widgets. */
static void
fill_rows (SwComboPicker *self)
{
  static const char *const kinds[] = { "power", "race" };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint k = 0; k < G_N_ELEMENTS (kinds) && self->game->catalog != NULL; k++)
    {
      g_autoptr(GPtrArray) entries = sw_catalog_list (self->game->catalog, kinds[k]);

      for (guint i = 0; i < entries->len; i++)
        {
          const SwCatalogEntry *entry = g_ptr_array_index (entries, i);
          gint64 tokens = sw_catalog_entry_get_int (entry, "tokens", 0);
          GtkWidget *row, *box, *name, *detail;
          g_autofree char *detail_text = NULL;

          if (g_str_equal (kinds[k], "race"))
            detail_text = tokens > 0 ? g_strdup_printf (ngettext ("race · %d token", "race · %d tokens", tokens), (gint) tokens)
                                     : g_strdup (_("race · number not in the catalog"));
          else
            detail_text = tokens > 0 ? g_strdup_printf (ngettext ("power · %d token", "power · %d tokens", tokens), (gint) tokens)
                                     : g_strdup (_("power · number not in the catalog"));
          row = gtk_list_box_row_new ();
          box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
          g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 6, "margin-bottom", 6, NULL);
          name = gtk_label_new (sw_catalog_entry_name (entry));
          gtk_label_set_xalign (GTK_LABEL (name), 0);
          gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
          gtk_widget_set_hexpand (name, TRUE);
          detail = gtk_label_new (detail_text);
          gtk_widget_add_css_class (detail, "dim-label");
          gtk_widget_add_css_class (detail, "caption");
          gtk_box_append (GTK_BOX (box), name);
          gtk_box_append (GTK_BOX (box), detail);
          gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
          g_object_set_data (G_OBJECT (row), "kind", (gpointer) kinds[k]);
          g_object_set_data_full (G_OBJECT (row), "id", g_strdup (entry->id), g_free);
          g_object_set_data_full (G_OBJECT (row), "haystack", sw_catalog_search_haystack (entry), g_free);
          gtk_list_box_append (self->list, row);
        }
    }
}

static void
update_visibility (SwComboPicker *self)
{
  gboolean asking = self->ask_position >= 0;
  gboolean room = self->game != NULL && self->game->row->len < ROW_SIZE;

  gtk_stack_set_visible_child_name (self->stack, asking ? "tokens" : "search");
  gtk_widget_set_visible (GTK_WIDGET (self), asking || room);
}

void
sw_combo_picker_set_game (SwComboPicker *self, SwGame *game)
{
  g_return_if_fail (SW_IS_COMBO_PICKER (self));

  if (self->game != game)
    {
      g_clear_pointer (&self->game, sw_game_unref);
      self->game = game != NULL ? sw_game_ref (game) : NULL;
      if (self->game != NULL)
        fill_rows (self);
    }
  if (self->game == NULL)
    return;
  /* a half chosen that went into play meanwhile is no longer on offer */
  if (self->race != NULL && in_play (self->game, "race", self->race))
    g_clear_pointer (&self->race, g_free);
  if (self->power != NULL && in_play (self->game, "power", self->power))
    g_clear_pointer (&self->power, g_free);
  /* the combo asked about gone or moved (an Undo): the question goes
   * with it, or its answer would pick another combo */
  if (self->ask_position >= 0
      && ((guint) self->ask_position >= self->game->row->len
          || g_strcmp0 (g_array_index (self->game->row, SwCombo, self->ask_position).race, self->ask_race) != 0
          || g_strcmp0 (g_array_index (self->game->row, SwCombo, self->ask_position).power, self->ask_power) != 0))
    self->ask_position = -1;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    g_object_set_data (G_OBJECT (row), "excluded", GINT_TO_POINTER (in_play (self->game, row_kind (row), row_id (row))));
  {
    g_autofree char *title = g_strdup_printf (_("Combo %u is face down: which is it?"), self->game->row->len + 1);
    gtk_label_set_label (self->prompt, title);
  }
  update_chips (self);
  update_visibility (self);
}

void
sw_combo_picker_pick (SwComboPicker *self, guint position, gint tokens)
{
  const SwCombo *combo;
  const char *power_name, *race_name;
  gint race_tokens, power_tokens;
  g_autofree char *text = NULL;

  g_return_if_fail (SW_IS_COMBO_PICKER (self));
  g_return_if_fail (self->game != NULL);

  if (position >= self->game->row->len || tokens > 0)
    {
      g_signal_emit (self, signals[SIGNAL_PICK], 0, (gint) position, MAX (tokens, 0));
      return;
    }
  combo = &g_array_index (self->game->row, SwCombo, position);
  if (!sw_combo_picker_lacks_tokens (self->game, combo->race, combo->power))
    {
      g_signal_emit (self, signals[SIGNAL_PICK], 0, (gint) position, 0);
      return;
    }
  self->ask_position = position;
  g_free (self->ask_race);
  g_free (self->ask_power);
  self->ask_race = g_strdup (combo->race);
  self->ask_power = g_strdup (combo->power);
  race_tokens = sw_game_printed_tokens (self->game, "race", combo->race);
  power_tokens = sw_game_printed_tokens (self->game, "power", combo->power);
  power_name = sw_game_entry_name (self->game, "power", combo->power);
  race_name = sw_game_entry_name (self->game, "race", combo->race);
  /* only the half the catalog lacks is asked: the total is added up here */
  self->ask_known = race_tokens + power_tokens;
  if (race_tokens > 0)
    /* Translators: a race whose banner is printed in the catalog, its power's badge not,
     * e.g. "The catalog lacks the number on the Miner badge. The Dwarves banner gives 5 tokens: how many does the badge add?" */
    text = g_strdup_printf (ngettext ("The catalog lacks the number on the %s badge. The %s banner gives %d token: how many does the badge add?",
                                      "The catalog lacks the number on the %s badge. The %s banner gives %d tokens: how many does the badge add?",
                                      race_tokens),
                            power_name, race_name, race_tokens);
  else if (power_tokens > 0)
    /* Translators: the other way round: the power's badge is printed, the race's banner not */
    text = g_strdup_printf (ngettext ("The catalog lacks the number on the %s banner. The %s badge adds %d token: how many does the banner give?",
                                      "The catalog lacks the number on the %s banner. The %s badge adds %d tokens: how many does the banner give?",
                                      power_tokens),
                            race_name, power_name, power_tokens);
  else
    /* Translators: the combo being picked, e.g. "Mining Gnomes" */
    text = g_strdup_printf (_("The catalog lacks the printed numbers of %s %s. How many tokens do its banner and badge give?"),
                            power_name, race_name);
  gtk_label_set_label (self->tokens_label, text);
  gtk_spin_button_set_value (self->tokens_spin, 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->tokens_pick), FALSE);
  update_visibility (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->tokens_spin));
  /* the question and its answer's row in sight in a short sidebar */
  sw_scroll_reveal (GTK_WIDGET (self->tokens_label), gtk_widget_get_parent (GTK_WIDGET (self->tokens_spin)));
}

void
sw_combo_picker_focus_search (SwComboPicker *self)
{
  g_return_if_fail (SW_IS_COMBO_PICKER (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->search));
}

GtkEditable *
sw_combo_picker_get_search (SwComboPicker *self)
{
  g_return_val_if_fail (SW_IS_COMBO_PICKER (self), NULL);
  return GTK_EDITABLE (self->search);
}

GtkSpinButton *
sw_combo_picker_get_tokens (SwComboPicker *self)
{
  g_return_val_if_fail (SW_IS_COMBO_PICKER (self), NULL);
  return self->tokens_spin;
}

GStrv
sw_combo_picker_dup_shown (SwComboPicker *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (SW_IS_COMBO_PICKER (self), NULL);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_visible (row))
      {
        g_autofree char *item = g_strconcat (row_kind (row), ":", row_id (row), NULL);
        g_strv_builder_add (builder, item);
      }
  return g_strv_builder_end (builder);
}

const char *
sw_combo_picker_get_page (SwComboPicker *self)
{
  g_return_val_if_fail (SW_IS_COMBO_PICKER (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

static void
search_changed (SwComboPicker *self)
{
  filter_rows (self);
}

/* Enter takes the row shown selected: the one enter_candidate() found as
 * the search changed, or the one the arrow keys moved to. */
static void
search_activate (SwComboPicker *self)
{
  GtkListBoxRow *candidate = gtk_list_box_get_selected_row (self->list);

  if (candidate == NULL || !gtk_widget_get_visible (GTK_WIDGET (candidate)))
    {
      gtk_widget_error_bell (GTK_WIDGET (self->search));
      return;
    }
  take (self, row_kind (GTK_WIDGET (candidate)), row_id (GTK_WIDGET (candidate)));
}

/* Escape empties the search, then forgets the half chosen. */
static void
search_stop (SwComboPicker *self)
{
  if (gtk_editable_get_text (GTK_EDITABLE (self->search))[0] != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  else
    {
      g_clear_pointer (&self->race, g_free);
      g_clear_pointer (&self->power, g_free);
      update_chips (self);
    }
}

static void
row_activated (SwComboPicker *self, GtkListBoxRow *row)
{
  take (self, row_kind (GTK_WIDGET (row)), row_id (GTK_WIDGET (row)));
  gtk_widget_grab_focus (GTK_WIDGET (self->search));
}

static void
power_chip_clicked (SwComboPicker *self)
{
  g_clear_pointer (&self->power, g_free);
  update_chips (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search));
}

static void
race_chip_clicked (SwComboPicker *self)
{
  g_clear_pointer (&self->race, g_free);
  update_chips (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search));
}

static void
tokens_changed (SwComboPicker *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->tokens_pick), gtk_spin_button_get_value_as_int (self->tokens_spin) > 0);
}

static void
tokens_activate (SwComboPicker *self)
{
  gint position = self->ask_position;
  gint tokens;

  gtk_spin_button_update (self->tokens_spin);
  /* 0 is no answer: every banner and badge prints a number */
  tokens = gtk_spin_button_get_value_as_int (self->tokens_spin);
  if (position < 0 || tokens <= 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self->tokens_spin));
      return;
    }
  tokens += self->ask_known;
  self->ask_position = -1;
  update_visibility (self);
  g_signal_emit (self, signals[SIGNAL_PICK], 0, position, tokens);
}

static void
tokens_cancel (SwComboPicker *self)
{
  self->ask_position = -1;
  update_visibility (self);
}

/* Down and Up in the search move the selection among the rows shown,
 * the focus staying in the search: Enter then takes the row selected, as
 * in a completion list. */
static gboolean
search_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                    SwComboPicker *self)
{
  gboolean down = keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down;
  GtkWidget *selected, *next = NULL;

  if (!down && keyval != GDK_KEY_Up && keyval != GDK_KEY_KP_Up)
    return FALSE;
  selected = GTK_WIDGET (gtk_list_box_get_selected_row (self->list));
  if (selected != NULL && !gtk_widget_get_visible (selected))
    selected = NULL;
  for (GtkWidget *row = selected != NULL ? (down ? gtk_widget_get_next_sibling (selected) : gtk_widget_get_prev_sibling (selected))
                                         : gtk_widget_get_first_child (GTK_WIDGET (self->list));
       row != NULL && next == NULL; row = down ? gtk_widget_get_next_sibling (row) : gtk_widget_get_prev_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && gtk_widget_get_visible (row))
      next = row;
  if (next == NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self->search));
      return TRUE;
    }
  gtk_list_box_select_row (self->list, GTK_LIST_BOX_ROW (next));
  sw_scroll_reveal (next, next);
  return TRUE;
}

static void
sw_combo_picker_dispose (GObject *object)
{
  SwComboPicker *self = SW_COMBO_PICKER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SW_TYPE_COMBO_PICKER);
  G_OBJECT_CLASS (sw_combo_picker_parent_class)->dispose (object);
}

static void
sw_combo_picker_finalize (GObject *object)
{
  SwComboPicker *self = SW_COMBO_PICKER (object);

  g_clear_pointer (&self->game, sw_game_unref);
  g_free (self->race);
  g_free (self->power);
  g_free (self->ask_race);
  g_free (self->ask_power);
  G_OBJECT_CLASS (sw_combo_picker_parent_class)->finalize (object);
}

static void
sw_combo_picker_class_init (SwComboPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_combo_picker_dispose;
  object_class->finalize = sw_combo_picker_finalize;
  signals[SIGNAL_REVEAL] = g_signal_new ("reveal", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  signals[SIGNAL_PICK] = g_signal_new ("pick", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-combo-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, stack);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, prompt);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, chosen_box);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, power_chip);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, race_chip);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, search);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, list);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, none_label);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, tokens_label);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, tokens_spin);
  gtk_widget_class_bind_template_child (widget_class, SwComboPicker, tokens_pick);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, search_activate);
  gtk_widget_class_bind_template_callback (widget_class, search_stop);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_bind_template_callback (widget_class, power_chip_clicked);
  gtk_widget_class_bind_template_callback (widget_class, race_chip_clicked);
  gtk_widget_class_bind_template_callback (widget_class, tokens_changed);
  gtk_widget_class_bind_template_callback (widget_class, tokens_activate);
  gtk_widget_class_bind_template_callback (widget_class, tokens_cancel);
}

static void
sw_combo_picker_init (SwComboPicker *self)
{
  GtkEventController *keys;

  self->ask_position = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  sw_spin_scroll_passes (self->tokens_spin);
  keys = gtk_event_controller_key_new ();
  /* before the search's text, which takes Down itself and lets the
   * focus wander off to the map, where Enter conquers */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (search_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search), keys);
  /* Enter in the spin button's text answers the prompt */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->tokens_spin)), "activate",
                            G_CALLBACK (tokens_activate), self);
}

SwComboPicker *
sw_combo_picker_new (void)
{
  return g_object_new (SW_TYPE_COMBO_PICKER, NULL);
}
