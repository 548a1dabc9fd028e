/* sw-game-window-panels.c: the game window's sidebar panels built from the game's state: the selected region (its cost, die, markers, fixes) and the powers that name a player. */
#include "config.h"
#define G_LOG_DOMAIN "sw-game-window"

#include <glib/gi18n.h>

#include "sw-game-window-private.h"

/* ---- the region panel --------------------------------------------------- */

static GtkWidget *
panel_label (GtkBox *box, const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  gtk_box_append (box, label);
  return label;
}

static GtkWidget *
panel_button (GtkBox *box, const char *label, const char *action, GVariant *target)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_box_append (box, button);
  return button;
}

char *
sw_game_window_dup_cost_text (SwGameWindow *self)
{
  g_autoptr(SwCost) cost = NULL;

  g_return_val_if_fail (SW_IS_GAME_WINDOW (self), NULL);
  if (self->selected == NULL || sw_game_player (self->game, self->game->seat)->active < 0)
    return NULL;
  cost = sw_conquest_cost (self->game, self->selected);
  return cost != NULL ? sw_cost_to_string (cost) : NULL;
}

static void
die_clicked (GtkButton *button, SwGameWindow *self)
{
  const char *mode = g_object_get_data (G_OBJECT (button), "mode");
  gint die = g_strcmp0 (mode, "roll") == 0 ? 9 : g_strcmp0 (mode, "die") == 0
             ? (gint) gtk_spin_button_get_value (self->die_spin) : -1;

  sw_game_window_conquer_selected (self, die);
}

/* What a conquest may use: the active race's power and race, and a place here. */
static void
add_via_controls (SwGameWindow *self, GtkBox *box, SwBand *band, SwRegionState *state)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6), *using;
  SwPlayer *player = sw_game_player (self->game, self->game->seat);
  const char *kinds[] = { "power", "race" };
  const char *ids[] = { band->power, band->race };

  g_clear_pointer (&self->via_ids, g_ptr_array_unref);
  self->via_ids = g_ptr_array_new_with_free_func (g_free);
  /* Translators: a conquest using no power, race or place */
  gtk_string_list_append (names, _("Nothing special"));
  g_ptr_array_add (self->via_ids, g_strdup (""));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      gtk_string_list_append (names, sw_game_window_entry_name (self->game, kinds[i], ids[i]));
      g_ptr_array_add (self->via_ids, g_strdup (ids[i]));
    }
  if (state->place != NULL)
    {
      /* a place, relic or artifact: whichever kind the catalog has it as */
      const char *place = state->place;
      for (guint k = 0; k < 3 && place == state->place; k++)
        place = sw_game_window_entry_name (self->game, (const char *[]) { "place", "relic", "artifact" }[k], state->place);
      gtk_string_list_append (names, place);
      g_ptr_array_add (self->via_ids, g_strdup (state->place));
    }
  self->via_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (names), NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (self->via_dropdown), TRUE);
  using = gtk_label_new (_("Using"));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->via_dropdown), GTK_ACCESSIBLE_RELATION_LABELLED_BY, using, NULL, -1);
  gtk_box_append (GTK_BOX (line), using);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->via_dropdown));
  gtk_box_append (box, line);
  self->decline_check = NULL;
  if (player->decline >= 0)
    {
      self->decline_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("By the race in _decline")));
      gtk_box_append (box, GTK_WIDGET (self->decline_check));
    }
}

static void
fix_clicked (GtkButton *button, SwGameWindow *self)
{
  GtkDropDown *owner = g_object_get_data (G_OBJECT (button), "owner");
  GtkSpinButton *tokens = g_object_get_data (G_OBJECT (button), "tokens");
  GtkSpinButton *natives = g_object_get_data (G_OBJECT (button), "natives");
  guint choice = gtk_drop_down_get_selected (owner);
  /* choices: nobody, then each seat active, then each seat in decline */
  guint n = self->game->players->len;
  gint seat = choice == 0 ? -1 : (gint) ((choice - 1) % n);
  gboolean decline = choice > n;

  gtk_widget_activate_action (GTK_WIDGET (self), "game.set-region", "(sibii)", self->selected, seat, decline,
                              (gint) gtk_spin_button_get_value (tokens), (gint) gtk_spin_button_get_value (natives));
}

static void
marker_clicked (GtkButton *button, SwGameWindow *self)
{
  guint choice = gtk_drop_down_get_selected (self->marker_dropdown);

  const char *id;

  if (choice >= self->marker_ids->len)
    return;
  id = g_ptr_array_index (self->marker_ids, choice);
  if (g_str_has_prefix (id, "place:"))
    gtk_widget_activate_action (GTK_WIDGET (self), "game.reveal-place", "(ss)", self->selected,
                                gtk_spin_button_get_value (self->marker_spin) > 0 ? id + strlen ("place:") : "");
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "game.marker", "(ssi)", self->selected, id,
                                (gint) gtk_spin_button_get_value (self->marker_spin));
}

static void
add_fix_controls (SwGameWindow *self, GtkBox *box, SwRegionState *state)
{
  SwGame *game = self->game;
  GtkStringList *owners = gtk_string_list_new (NULL);
  GtkWidget *owner, *tokens, *natives, *grid, *button;

  gtk_string_list_append (owners, _("Nobody"));
  for (guint p = 0; p < game->players->len; p++)
    gtk_string_list_append (owners, sw_game_player (game, p)->name);
  for (guint p = 0; p < game->players->len; p++)
    {
      /* Translators: a player's race in decline, in the fix-the-board owner list */
      g_autofree char *text = g_strdup_printf (_("%s (decline)"), sw_game_player (game, p)->name);
      gtk_string_list_append (owners, text);
    }
  owner = gtk_drop_down_new (G_LIST_MODEL (owners), NULL);
  if (state->band >= 0)
    {
      SwBand *band = sw_game_band (game, state->band);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (owner),
                                  1 + band->owner + (band->state == SW_BAND_ACTIVE ? 0 : game->players->len));
    }
  tokens = gtk_spin_button_new_with_range (0, 40, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (tokens), state->tokens);
  natives = gtk_spin_button_new_with_range (0, 20, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (natives), state->natives);
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  {
    /* Translators: lost tribes, monsters, murlocs: the region's own tokens */
    const char *const titles[] = { _("Owner"), _("Tokens"), _("Natives") };
    GtkWidget *controls[] = { owner, tokens, natives };

    for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
      {
        GtkWidget *title = gtk_label_new (titles[i]);

        gtk_accessible_update_relation (GTK_ACCESSIBLE (controls[i]), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL, -1);
        gtk_grid_attach (GTK_GRID (grid), title, 0, (int) i, 1, 1);
        gtk_grid_attach (GTK_GRID (grid), controls[i], 1, (int) i, 1, 1);
      }
  }
  gtk_box_append (box, grid);
  button = gtk_button_new_with_mnemonic (_("_Set the Region"));
  g_object_set_data (G_OBJECT (button), "owner", owner);
  g_object_set_data (G_OBJECT (button), "tokens", tokens);
  g_object_set_data (G_OBJECT (button), "natives", natives);
  g_signal_connect (button, "clicked", G_CALLBACK (fix_clicked), self);
  gtk_box_append (box, button);
}

static void
add_marker_controls (SwGameWindow *self, GtkBox *box)
{
  /* What the table puts on a region: the game's markers (fortresses,
   * heroes...), the set-up ones, relics and artifacts (which move), and the
   * places revealed there ("place:" ids, game.reveal-place). */
  static const char *const kinds[] = { "component", "marker", "relic", "artifact", "place" };
  GtkStringList *names = gtk_string_list_new (NULL);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6), *button;

  g_clear_pointer (&self->marker_ids, g_ptr_array_unref);
  self->marker_ids = g_ptr_array_new_with_free_func (g_free);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(GPtrArray) entries = sw_catalog_list (self->game->catalog, kinds[k]);

      for (guint i = 0; entries != NULL && i < entries->len; i++)
        {
          const SwCatalogEntry *entry = g_ptr_array_index (entries, i);

          if (g_str_equal (entry->id, "die"))
            continue;   /* a component, but never on a region */
          gtk_string_list_append (names, sw_catalog_entry_name (entry));
          g_ptr_array_add (self->marker_ids, g_str_equal (kinds[k], "place") ? g_strconcat ("place:", entry->id, NULL)
                                                                             : g_strdup (entry->id));
        }
    }
  self->marker_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (names),
                                         gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string")));
  gtk_widget_set_name (GTK_WIDGET (self->marker_dropdown), "marker-choice");
  gtk_drop_down_set_enable_search (self->marker_dropdown, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->marker_dropdown), TRUE);
  /* Translators: what a screen reader says for the list of markers to put on a region */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->marker_dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Marker to place"), -1);
  self->marker_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 18, 1));
  /* Translators: what a screen reader says for the number of markers to put on a region */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->marker_spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("How many to place"), -1);
  gtk_spin_button_set_value (self->marker_spin, 1);
  button = gtk_button_new_with_mnemonic (_("_Place"));
  gtk_widget_set_name (button, "marker-place");
  gtk_widget_set_hexpand (button, TRUE);
  g_signal_connect (button, "clicked", G_CALLBACK (marker_clicked), self);
  gtk_box_append (box, GTK_WIDGET (self->marker_dropdown));
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->marker_spin));
  gtk_box_append (GTK_BOX (line), button);
  gtk_box_append (box, line);
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* What the variants put on a region, in the user's language: the
 * occupant's faction (Warcraft, docs/rules.md 1.12; the lore ones marked, Q10),
 * the place, relic or artifact lying there, Stonehedge's linked badge, and
 * the markers with their counts. */
static void
add_region_details (SwGameWindow *self, GtkBox *box, SwRegionState *state)
{
  SwGame *game = self->game;
  SwBand *band = sw_game_band (game, state->band);

  if (band != NULL && g_str_equal (sw_game_edition (game), "warcraft"))
    {
      const SwCatalogEntry *race = game->catalog ? sw_catalog_find (game->catalog, "race", band->race) : NULL;
      const char *faction = race != NULL ? sw_catalog_entry_get (race, "faction") : NULL;
      const char *shown = g_strcmp0 (faction, "alliance") == 0 ? _("Alliance")
                          : g_strcmp0 (faction, "horde") == 0 ? _("Horde")
                          : g_strcmp0 (faction, "neutral") == 0 ? _("Neutral") : NULL;
      g_autofree char *text = NULL;

      if (shown != NULL && g_strcmp0 (sw_catalog_entry_get (race, "confirmed"), "seed") != 0)
        /* Translators: a Warcraft faction the rulebook does not state (docs/rules.md Q10) */
        text = g_strdup_printf (_("Faction: %s (from the lore, not the rulebook)"), shown);
      else if (shown != NULL)
        text = g_strdup_printf (_("Faction: %s"), shown);
      if (text != NULL)
        panel_label (box, text, NULL);
    }
  if (state->place != NULL)
    {
      static const char *const kinds[] = { "place", "relic", "artifact" };
      g_autofree char *text = NULL;

      for (guint k = 0; k < G_N_ELEMENTS (kinds) && text == NULL; k++)
        if (game->catalog != NULL && sw_catalog_find (game->catalog, kinds[k], state->place) != NULL)
          {
            const char *name = sw_game_entry_name (game, kinds[k], state->place);
            text = k == 0 ? g_strdup_printf (_("Place: %s"), name)
                   : k == 1 ? g_strdup_printf (_("Relic: %s"), name)
                   : g_strdup_printf (_("Artifact: %s"), name);
          }
      if (text == NULL)
        text = g_strdup_printf (_("Place: %s"), state->place);
      panel_label (box, text, NULL);
    }
  if (state->linked != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Linked power: %s"), sw_game_entry_name (game, "power", state->linked));
      panel_label (box, text, NULL);
    }
  if (state->markers != NULL && g_hash_table_size (state->markers) > 0)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new ();
      g_autoptr(GString) list = g_string_new (NULL);
      g_autofree char *text = NULL;
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, state->markers);
      while (g_hash_table_iter_next (&iter, &key, &value))
        if (GPOINTER_TO_INT (value) > 0)
          g_ptr_array_add (ids, key);
      g_ptr_array_sort (ids, compare_strings);
      for (guint i = 0; i < ids->len; i++)
        {
          gint count = GPOINTER_TO_INT (g_hash_table_lookup (state->markers, g_ptr_array_index (ids, i)));

          if (list->len > 0)
            /* Translators: between two markers of a list */
            g_string_append (list, _(", "));
          g_string_append (list, sw_game_marker_name (game, g_ptr_array_index (ids, i)));
          if (count > 1)
            g_string_append_printf (list, " ×%d", count);
        }
      if (list->len > 0)
        {
          text = g_strdup_printf (_("Markers: %s"), list->str);
          panel_label (box, text, NULL);
        }
    }
}

void
sw_game_window_refresh_region (SwGameWindow *self)
{
  SwGame *game = self->game;
  GtkBox *box = self->region_box;
  GtkWidget *child;
  gint index = self->selected ? sw_game_region_index (game, self->selected) : -1;
  SwRegionState *state;
  SwPlayer *player = sw_game_player (game, game->seat);
  g_autofree char *markup = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
  gtk_widget_set_margin_start (GTK_WIDGET (box), 0);
  if (index < 0)
    {
      child = panel_label (box, _("Click a region on the map to see what taking it costs."), "dim-label");
      gtk_widget_set_margin_start (child, 12);
      gtk_widget_set_margin_end (child, 12);
      gtk_widget_set_margin_top (child, 12);
      gtk_widget_set_margin_bottom (child, 12);
      return;
    }
  g_object_set (box, "margin-start", 0, NULL);
  state = sw_game_region_state (game, index);
  {
    GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_margin_start (inner, 12);
    gtk_widget_set_margin_end (inner, 12);
    gtk_widget_set_margin_top (inner, 12);
    gtk_widget_set_margin_bottom (inner, 12);
    gtk_box_append (box, inner);
    box = GTK_BOX (inner);
  }
  markup = sw_map_view_describe_region (self->map_view, index);
  child = panel_label (box, NULL, NULL);
  gtk_label_set_markup (GTK_LABEL (child), markup);
  if (state->band >= 0)
    {
      SwBand *band = sw_game_band (game, state->band);
      g_autofree char *text = NULL;

      /* Translators: owner, "Commando Dwarves", tokens */
      text = g_strdup_printf (band->state == SW_BAND_ACTIVE
                              ? ngettext ("%s’s %s: %d token", "%s’s %s: %d tokens", state->tokens)
                              : ngettext ("%s’s %s in decline: %d token", "%s’s %s in decline: %d tokens", state->tokens),
                              sw_game_player (game, band->owner)->name, sw_game_window_band_name (self, state->band),
                              state->tokens);
      panel_label (box, text, NULL);
    }
  if (state->natives > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%d native token", "%d native tokens", state->natives),
                                               state->natives);
      panel_label (box, text, NULL);
    }
  add_region_details (self, box, state);

  if (self->fix_board)
    {
      panel_label (box, _("Fix the board: set what the table shows"), "heading");
      add_fix_controls (self, box, state);
      add_marker_controls (self, box);
      return;
    }
  if (player->active >= 0 && !sw_game_window_is_final (self))
    {
      g_autoptr(SwCost) cost = sw_conquest_cost (game, self->selected);
      SwBand *band = sw_game_band (game, player->active);
      g_autofree char *text = sw_cost_to_string (cost);
      g_autofree char *left = NULL;
      GtkWidget *line;

      /* Translators: the conquest cost with its reasons */
      panel_label (box, text, "heading");
      if (band->hand >= cost->total)
        left = g_strdup_printf (ngettext ("%d token left in hand after it", "%d tokens left in hand after it",
                                          band->hand - cost->total), band->hand - cost->total);
      else if (band->hand > 0)
        /* never a negative count: what the table does then (docs/rules.md 1.7) */
        left = g_strdup_printf (ngettext ("%d token short: roll the die", "%d tokens short: roll the die",
                                          cost->total - band->hand), cost->total - band->hand);
      else
        left = g_strdup (_("No token in hand to conquer with"));
      panel_label (box, left, "dim-label");
      for (guint i = 0; i < cost->warnings->len; i++)
        {
          g_autofree char *warning = g_strdup_printf ("⚠ %s", (char *) g_ptr_array_index (cost->warnings, i));
          panel_label (box, warning, "warning");
        }
      /* Conquer is under the map, where it never moves (SwGameTurnBar) */
      add_via_controls (self, box, band, state);
      /* the final conquest: the reinforcement die (docs/rules.md 1.7) */
      line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      self->die_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 3, 1));
      child = gtk_label_new (_("Die"));
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->die_spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, child, NULL, -1);
      gtk_box_append (GTK_BOX (line), child);
      gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->die_spin));
      gtk_box_append (box, line);
      line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_box_set_homogeneous (GTK_BOX (line), TRUE);
      child = gtk_button_new_with_mnemonic (_("With the _Die"));
      g_object_set_data (G_OBJECT (child), "mode", (gpointer) "die");
      gtk_widget_set_hexpand (child, TRUE);
      g_signal_connect (child, "clicked", G_CALLBACK (die_clicked), self);
      gtk_box_append (GTK_BOX (line), child);
      child = gtk_button_new_with_mnemonic (_("R_oll"));
      g_object_set_data (G_OBJECT (child), "mode", (gpointer) "roll");
      g_signal_connect (child, "clicked", G_CALLBACK (die_clicked), self);
      gtk_box_append (GTK_BOX (line), child);
      gtk_box_append (box, line);
      if (state->band == player->active)
        panel_button (box, _("_Abandon"), "game.abandon", g_variant_new_string (self->selected));
      /* Heroic, Reborn...: a power used here that moves no token at once
       * (the Diplomat names a player above, not a region) */
      if (g_strcmp0 (band->power, "diplomat") != 0)
        panel_button (box, _("Use the _Power Here"), "game.power",
                      g_variant_new ("(sss)", band->power, "", self->selected));
    }
  add_marker_controls (self, box);
}

/* ---- powers that name a player ------------------------------------------ */

static void
name_player_clicked (GtkButton *button, SwGameWindow *self)
{
  GtkDropDown *dropdown = g_object_get_data (G_OBJECT (button), "dropdown");
  GArray *seats = g_object_get_data (G_OBJECT (button), "seats");
  guint choice = gtk_drop_down_get_selected (dropdown);
  g_autofree char *seat = NULL;

  if (choice >= seats->len)
    return;
  seat = g_strdup_printf ("%d", g_array_index (seats, gint, choice));
  gtk_widget_activate_action (GTK_WIDGET (self), "game.power", "(sss)",
                              g_object_get_data (G_OBJECT (button), "via"), seat, "");
}

/* A line naming one of @seats for the power @via: what it does, the
 * players, and the button that records it in the log (game.power). */
static void
add_player_picker (SwGameWindow *self, GtkBox *box, const char *via, const char *text, const char *button_label,
                   GArray *seats, gint chosen)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *dropdown, *button;

  for (guint i = 0; i < seats->len; i++)
    gtk_string_list_append (names, sw_game_player (self->game, g_array_index (seats, gint, i))->name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (box, label);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (names), NULL);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_widget_set_hexpand (dropdown, TRUE);
  for (guint i = 0; i < seats->len; i++)
    if (g_array_index (seats, gint, i) == chosen)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), i);
  button = gtk_button_new_with_mnemonic (button_label);
  /* tests find the picker by these names */
  {
    g_autofree char *name = g_strconcat (via, "-player", NULL);
    g_autofree char *button_name = g_strconcat (via, "-name", NULL);
    gtk_widget_set_name (dropdown, name);
    gtk_widget_set_name (button, button_name);
  }
  g_object_set_data (G_OBJECT (button), "dropdown", dropdown);
  g_object_set_data_full (G_OBJECT (button), "seats", g_array_ref (seats), (GDestroyNotify) g_array_unref);
  g_object_set_data_full (G_OBJECT (button), "via", g_strdup (via), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (name_player_clicked), self);
  gtk_box_append (GTK_BOX (line), dropdown);
  gtk_box_append (GTK_BOX (line), button);
  gtk_box_append (box, line);
}

void
sw_game_window_refresh_powers (SwGameWindow *self)
{
  SwGame *game = self->game;
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);
  GtkWidget *child;
  GtkBox *inner = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->power_box))) != NULL)
    gtk_box_remove (self->power_box, child);
  gtk_widget_set_margin_start (GTK_WIDGET (inner), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (inner), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (inner), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (inner), 12);
  gtk_box_append (self->power_box, GTK_WIDGET (inner));
  if (!sw_game_window_is_final (self) && !self->fix_board)
    {
      /* docs/rules.md 2.2 Diplomat: at the end of the turn, a player whose active
       * race was not attacked; he may not attack yours until your next turn. */
      if (band != NULL && band->state == SW_BAND_ACTIVE && g_strcmp0 (band->power, "diplomat") == 0)
        {
          g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (gint));
          g_autofree char *text = NULL;

          for (guint p = 0; p < game->players->len; p++)
            if (p != game->seat)
              g_array_append_val (seats, p);
          text = g_strdup_printf (_("%s: the player named may not attack your active race until your next turn"),
                                  sw_game_window_entry_name (game, "power", "diplomat"));
          add_player_picker (self, inner, "diplomat", text, _("_Name"), seats, band->ally);
        }
      /* docs/rules.md 2.5 Pandaren: a harmony holder pays them 2 before attacking them. */
      if (g_str_equal (sw_game_edition (game), "warcraft"))
        {
          g_autoptr(GArray) seats = g_array_new (FALSE, FALSE, sizeof (gint));
          g_autofree char *text = NULL;

          for (guint p = 0; p < game->players->len; p++)
            {
              SwBand *other = sw_game_band (game, sw_game_player (game, p)->active);
              if (p != game->seat && other != NULL && g_strcmp0 (other->race, "pandaren") == 0)
                g_array_append_val (seats, p);
            }
          text = g_strdup_printf (_("%s’s harmony: 2 coins to their player before attacking them"),
                                  sw_game_window_entry_name (game, "race", "pandaren"));
          if (seats->len > 0)
            add_player_picker (self, inner, "harmony", text, _("_Pay"), seats, -1);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->power_box), gtk_widget_get_first_child (GTK_WIDGET (inner)) != NULL);
}
