/* sw-game-region-panel.c: the selected region in the game window's sidebar: what it holds, what taking it costs and with what, the die, fixing the board, the markers. */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-catalog-search.h"
#include "sw-scroll-reveal.h"
#include "sw-game-region-panel.h"
#include "sw-spin-scroll.h"

struct _SwGameRegionPanel
{
  GtkBox parent_instance;

  SwGame *game;
  char *region;             /* the region shown, NULL: none */
  GPtrArray *via_ids;       /* char*, "" first: nothing special */
  GtkCustomFilter *marker_filter;  /* the markers the search finds */
  gboolean finding;         /* the region awaits what its start marker hid: only
                             * the places, relics and artifacts still hidden are
                             * offered */
  guint turn_shown;         /* the player's turn the panel last showed (see
                             * turn_of()): another starts the marker search afresh */

  /* template */
  GtkLabel *empty_label;
  GtkBox *details_box;
  GtkLabel *description_label;
  GtkLabel *occupant_label;
  GtkLabel *natives_label;
  GtkLabel *faction_label;
  GtkLabel *place_label;
  GtkLabel *linked_label;
  GtkLabel *markers_label;
  GtkLabel *find_label;
  GtkBox *fix_box;
  GtkDropDown *owner_dropdown;
  GtkSpinButton *tokens_spin;
  GtkSpinButton *natives_spin;
  GtkBox *play_box;
  GtkLabel *cost_label;
  GtkLabel *left_label;
  GtkLabel *warnings_label;
  GtkDropDown *via_dropdown;
  GtkCheckButton *decline_check;
  GtkSpinButton *die_spin;
  GtkButton *abandon_button;
  GtkButton *power_button;
  GtkSearchEntry *marker_search;
  GtkDropDown *marker_dropdown;
  GtkSpinButton *marker_spin;
};

G_DEFINE_FINAL_TYPE (SwGameRegionPanel, sw_game_region_panel, GTK_TYPE_BOX)

static void via_selected_cb (SwGameRegionPanel *self);

enum { CONQUER, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The label shows @text, or is hidden without one. */
static void
set_line (GtkLabel *label, const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && text[0] != '\0');
}

static void
with_die_clicked (SwGameRegionPanel *self)
{
  gtk_spin_button_update (self->die_spin);
  g_signal_emit (self, signals[CONQUER], 0, gtk_spin_button_get_value_as_int (self->die_spin));
}

static void
set_region_clicked (SwGameRegionPanel *self)
{
  /* choices: nobody, then each seat active, then each seat in decline */
  guint choice = gtk_drop_down_get_selected (self->owner_dropdown);
  guint n = self->game != NULL ? self->game->players->len : 0;
  gint seat = choice == 0 || n == 0 ? -1 : (gint) ((choice - 1) % n);
  gboolean decline = choice > n;

  if (self->region == NULL)
    return;
  gtk_spin_button_update (self->tokens_spin);
  gtk_spin_button_update (self->natives_spin);
  gtk_widget_activate_action (GTK_WIDGET (self), "game.set-region", "(sibii)", self->region, seat, decline,
                              gtk_spin_button_get_value_as_int (self->tokens_spin),
                              gtk_spin_button_get_value_as_int (self->natives_spin));
}

/* The marker list's item (a GtkStringObject, its name) carries its id
 * ("place:" before a place's), its catalog kind and what a search finds
 * it by. */
static gboolean
marker_found (gpointer item, gpointer data)
{
  SwGameRegionPanel *self = data;

  if (self->finding)
    {
      /* docs/rules.md I-U1, 3.3: what lay face down, so not on the board yet */
      const char *kind = g_object_get_data (G_OBJECT (item), "kind");
      const char *id = g_object_get_data (G_OBJECT (item), "id");

      if (!g_str_equal (kind, "place") && !g_str_equal (kind, "relic") && !g_str_equal (kind, "artifact"))
        return FALSE;
      if (sw_game_find_on_board (self->game, g_str_has_prefix (id, "place:") ? id + strlen ("place:") : id))
        return FALSE;
    }
  return sw_catalog_search_matches (g_object_get_data (G_OBJECT (item), "haystack"),
                                    gtk_editable_get_text (GTK_EDITABLE (self->marker_search)));
}

/* The first marker found is the one placed; but while a find is asked
 * and nothing is typed, none is: an Enter pressed twice after a conquest
 * would put the first relic of the list there. */
/* Nothing typed, the marker the active race puts down by hand first (the
 * Heroic's hero), else the first in the list; while a find is asked,
 * nothing until something is typed. */
static void
select_first_found (SwGameRegionPanel *self)
{
  gboolean typed = gtk_editable_get_text (GTK_EDITABLE (self->marker_search))[0] != '\0';
  GListModel *found = gtk_drop_down_get_model (self->marker_dropdown);
  const char *own = NULL;
  guint selected = 0;

  if (self->finding && !typed)
    {
      gtk_drop_down_set_selected (self->marker_dropdown, GTK_INVALID_LIST_POSITION);
      return;
    }
  if (!typed && self->game != NULL)
    own = sw_game_band_own_marker (self->game, sw_game_player (self->game, self->game->seat)->active);
  for (guint i = 0; own != NULL && found != NULL && i < g_list_model_get_n_items (found); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (found, i);

      if (g_strcmp0 (g_object_get_data (item, "id"), own) == 0)
        {
          selected = i;
          break;
        }
    }
  gtk_drop_down_set_selected (self->marker_dropdown, selected);
}

/* A few letters of any of its names, in any language, then Enter: the
 * first marker found is the one placed. */
static void
marker_search_changed (SwGameRegionPanel *self)
{
  gtk_filter_changed (GTK_FILTER (self->marker_filter), GTK_FILTER_CHANGE_DIFFERENT);
  select_first_found (self);
}

static void
place_clicked (SwGameRegionPanel *self)
{
  GObject *choice = gtk_drop_down_get_selected_item (self->marker_dropdown);
  const char *id;

  if (self->region == NULL || choice == NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  gtk_spin_button_update (self->marker_spin);
  id = g_object_get_data (choice, "id");
  if (g_str_has_prefix (id, "place:"))
    gtk_widget_activate_action (GTK_WIDGET (self), "game.reveal-place", "(ss)", self->region,
                                gtk_spin_button_get_value_as_int (self->marker_spin) > 0 ? id + strlen ("place:") : "");
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "game.marker", "(ssi)", self->region, id,
                                gtk_spin_button_get_value_as_int (self->marker_spin));
}

static void
sw_game_region_panel_finalize (GObject *object)
{
  SwGameRegionPanel *self = SW_GAME_REGION_PANEL (object);

  g_clear_pointer (&self->game, sw_game_unref);
  g_clear_pointer (&self->region, g_free);
  g_clear_pointer (&self->via_ids, g_ptr_array_unref);
  g_clear_object (&self->marker_filter);
  G_OBJECT_CLASS (sw_game_region_panel_parent_class)->finalize (object);
}

static void
sw_game_region_panel_class_init (SwGameRegionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = sw_game_region_panel_finalize;
  /* "With the Die": conquer the region with the die as rolled at the table (0-3) */
  signals[CONQUER] = g_signal_new ("conquer", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_INT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-game-region-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, empty_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, details_box);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, description_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, occupant_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, natives_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, faction_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, place_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, linked_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, markers_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, find_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, fix_box);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, owner_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, tokens_spin);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, natives_spin);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, play_box);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, cost_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, left_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, warnings_label);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, via_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, decline_check);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, die_spin);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, abandon_button);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, power_button);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, marker_search);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, marker_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SwGameRegionPanel, marker_spin);
  gtk_widget_class_bind_template_callback (widget_class, with_die_clicked);
  gtk_widget_class_bind_template_callback (widget_class, via_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, set_region_clicked);
  gtk_widget_class_bind_template_callback (widget_class, place_clicked);
  gtk_widget_class_bind_template_callback (widget_class, marker_search_changed);
}

static void
sw_game_region_panel_init (SwGameRegionPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->marker_filter = gtk_custom_filter_new (marker_found, self, NULL);
  /* the sidebar scrolls over them */
  sw_spin_scroll_passes (self->tokens_spin);
  sw_spin_scroll_passes (self->natives_spin);
  sw_spin_scroll_passes (self->die_spin);
  sw_spin_scroll_passes (self->marker_spin);
}

GtkWidget *
sw_game_region_panel_new (void)
{
  return g_object_new (SW_TYPE_GAME_REGION_PANEL, NULL);
}

void
sw_game_region_panel_set_game (SwGameRegionPanel *self, SwGame *game)
{
  /* What the table puts on a region: the game's markers (fortresses,
   * heroes...), the set-up ones, relics and artifacts (which move), and the
   * places revealed there ("place:" ids, game.reveal-place). */
  static const char *const kinds[] = { "component", "marker", "relic", "artifact", "place" };
  g_autoptr(GtkStringList) owners = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) markers = gtk_string_list_new (NULL);
  g_autoptr(GtkFilterListModel) found = NULL;

  g_return_if_fail (SW_IS_GAME_REGION_PANEL (self));
  g_return_if_fail (game != NULL);
  sw_game_ref (game);
  g_clear_pointer (&self->game, sw_game_unref);
  self->game = game;

  gtk_string_list_append (owners, _("Nobody"));
  for (guint p = 0; p < game->players->len; p++)
    gtk_string_list_append (owners, sw_game_player (game, p)->name);
  for (guint p = 0; p < game->players->len; p++)
    {
      /* Translators: a player's race in decline, in the fix-the-board owner list */
      g_autofree char *text = g_strdup_printf (_("%s (decline)"), sw_game_player (game, p)->name);
      gtk_string_list_append (owners, text);
    }
  gtk_drop_down_set_model (self->owner_dropdown, G_LIST_MODEL (owners));

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(GPtrArray) entries = game->catalog != NULL ? sw_catalog_list (game->catalog, kinds[k]) : NULL;

      for (guint i = 0; entries != NULL && i < entries->len; i++)
        {
          const SwCatalogEntry *entry = g_ptr_array_index (entries, i);
          g_autoptr(GObject) item = NULL;

          if (g_str_equal (entry->id, "die"))
            continue;   /* a component, but never on a region */
          gtk_string_list_append (markers, sw_catalog_entry_name (entry));
          item = g_list_model_get_item (G_LIST_MODEL (markers), g_list_model_get_n_items (G_LIST_MODEL (markers)) - 1);
          g_object_set_data_full (item, "id", g_str_equal (kinds[k], "place") ? g_strconcat ("place:", entry->id, NULL)
                                                                              : g_strdup (entry->id), g_free);
          g_object_set_data (item, "kind", (gpointer) kinds[k]);
          g_object_set_data_full (item, "haystack", sw_catalog_search_haystack (entry), g_free);
        }
    }
  gtk_editable_set_text (GTK_EDITABLE (self->marker_search), "");
  found = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (markers)), GTK_FILTER (g_object_ref (self->marker_filter)));
  gtk_drop_down_set_model (self->marker_dropdown, G_LIST_MODEL (found));
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* What the region holds: its occupant, its natives, and what the variants
 * put there, in the user's language: the occupant's faction (Warcraft,
 * docs/rules.md 1.12; the lore ones marked, Q10), the place, relic or
 * artifact lying there, Stonehedge's linked badge, and the markers with
 * their counts. */
static void
show_holdings (SwGameRegionPanel *self, SwRegionState *state)
{
  SwGame *game = self->game;
  SwBand *band = sw_game_band (game, state->band);
  g_autofree char *occupant = NULL, *natives = NULL, *faction = NULL, *place = NULL, *linked = NULL, *markers = NULL;

  if (band != NULL)
    {
      /* a race in decline has lost its power's badge: its race is named,
       * as the coin sheet names it */
      g_autofree char *combo = band->state == SW_BAND_ACTIVE ? sw_game_dup_combo_name (game, band->race, band->power)
                                                             : g_strdup (sw_game_entry_name (game, "race", band->race));

      /* Translators: owner, "Commando Dwarves" (in decline, the race alone: "Dwarves"), tokens */
      occupant = g_strdup_printf (band->state == SW_BAND_ACTIVE
                                  ? ngettext ("%s’s %s: %d token", "%s’s %s: %d tokens", state->tokens)
                                  : ngettext ("%s’s %s in decline: %d token", "%s’s %s in decline: %d tokens", state->tokens),
                                  sw_game_player (game, band->owner)->name, combo, state->tokens);
    }
  if (state->natives > 0)
    natives = g_strdup_printf (ngettext ("%d native token", "%d native tokens", state->natives), state->natives);
  /* Only the editions with factions (Warcraft's) give a race one. */
  if (band != NULL)
    {
      const SwCatalogEntry *race = game->catalog ? sw_catalog_find (game->catalog, "race", band->race) : NULL;
      const char *id = race != NULL ? sw_catalog_entry_get (race, "faction") : NULL;
      const char *shown = g_strcmp0 (id, "alliance") == 0 ? _("Alliance")
                          : g_strcmp0 (id, "horde") == 0 ? _("Horde")
                          : g_strcmp0 (id, "neutral") == 0 ? _("Neutral") : NULL;

      if (shown != NULL && g_strcmp0 (sw_catalog_entry_get (race, "confirmed"), "seed") != 0)
        /* Translators: a Warcraft faction the rulebook does not state (docs/rules.md Q10) */
        faction = g_strdup_printf (_("Faction: %s (from the lore, not the rulebook)"), shown);
      else if (shown != NULL)
        faction = g_strdup_printf (_("Faction: %s"), shown);
    }
  if (state->place != NULL)
    {
      static const char *const kinds[] = { "place", "relic", "artifact" };

      for (guint k = 0; k < G_N_ELEMENTS (kinds) && place == NULL; k++)
        if (game->catalog != NULL && sw_catalog_find (game->catalog, kinds[k], state->place) != NULL)
          {
            const char *name = sw_game_entry_name (game, kinds[k], state->place);
            place = k == 0 ? g_strdup_printf (_("Place: %s"), name)
                    : k == 1 ? g_strdup_printf (_("Relic: %s"), name)
                    : g_strdup_printf (_("Artifact: %s"), name);
          }
      if (place == NULL)
        place = g_strdup_printf (_("Place: %s"), state->place);
    }
  if (state->linked != NULL)
    linked = g_strdup_printf (_("Linked power: %s"), sw_game_entry_name (game, "power", state->linked));
  if (state->markers != NULL && g_hash_table_size (state->markers) > 0)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new ();
      g_autoptr(GString) list = g_string_new (NULL);
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
        markers = g_strdup_printf (_("Markers: %s"), list->str);
    }
  set_line (self->occupant_label, occupant);
  set_line (self->natives_label, natives);
  set_line (self->faction_label, faction);
  set_line (self->place_label, place);
  set_line (self->linked_label, linked);
  set_line (self->markers_label, markers);
}

/* What a conquest may use: the active race's power and race, and a place here. */
static void
show_via (SwGameRegionPanel *self, gint active, SwBand *band, SwRegionState *state)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) relics = sw_game_conquest_relics (self->game, active);
  const char *kinds[] = { "power", "race" };
  const char *ids[] = { band->power, band->race };

  g_clear_pointer (&self->via_ids, g_ptr_array_unref);
  self->via_ids = g_ptr_array_new_with_free_func (g_free);
  /* Translators: a conquest using no power, race or place */
  gtk_string_list_append (names, _("Nothing special"));
  g_ptr_array_add (self->via_ids, g_strdup (""));
  /* only a power or race with a conquest of its own (the effect tables'
   * uses: the Dragon Master, the Sorcerers), not every one */
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    if (sw_game_conquers_with (self->game, ids[i]))
      {
        gtk_string_list_append (names, sw_game_entry_name (self->game, kinds[i], ids[i]));
        g_ptr_array_add (self->via_ids, g_strdup (ids[i]));
      }
  if (state->place != NULL)
    {
      /* a place, relic or artifact: whichever kind the catalog has it as */
      const char *place = state->place;
      for (guint k = 0; k < 3 && place == state->place; k++)
        place = sw_game_entry_name (self->game, (const char *[]) { "place", "relic", "artifact" }[k], state->place);
      gtk_string_list_append (names, place);
      g_ptr_array_add (self->via_ids, g_strdup (state->place));
    }
  /* a relic or artifact the race holds, wherever it lies (the Sword's −2,
   * the Flying Doormat's reach) */
  for (guint i = 0; i < relics->len; i++)
    {
      const char *id = g_ptr_array_index (relics, i);
      const char *name = sw_game_entry_name (self->game, "relic", id);

      if (g_strcmp0 (id, state->place) == 0)
        continue;
      if (name == id)
        name = sw_game_entry_name (self->game, "artifact", id);
      gtk_string_list_append (names, name);
      g_ptr_array_add (self->via_ids, g_strdup (id));
    }
  gtk_drop_down_set_model (self->via_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->via_dropdown, 0);
}

/* What taking the region costs with what "Using" names (the Dragon
 * Master's 1 token, the Sword's −2), what is left in hand after, and what
 * the rules warn about; shown again when another is chosen there. */
static void
show_cost (SwGameRegionPanel *self)
{
  SwGame *game = self->game;
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);
  gint index = self->region != NULL ? sw_game_region_index (game, self->region) : -1;
  const char *via = sw_game_region_panel_get_via (self);
  g_autoptr(SwCost) cost = NULL;
  g_autofree char *text = NULL;
  g_autofree char *left = NULL;
  g_autoptr(GString) warnings = g_string_new (NULL);
  gboolean held;
  gint hand;

  if (band == NULL || index < 0)
    return;
  cost = sw_conquest_cost_for (game, player->active, (guint) index, via != NULL && *via != '\0' ? via : NULL);
  text = sw_cost_to_string (cost);
  held = sw_game_region_state (game, index)->band == player->active;
  hand = band->hand;
  /* the turn's first conquest takes the troops back first: what it has
   * to spend is the hand after that (a replay: only for a region to take) */
  if (!held && sw_game_conquest_readies (game))
    {
      g_autoptr(SwAction) ready = sw_action_new (SW_ACTION_READY);

      hand = sw_game_hand_after (game, ready);
    }
  /* the cost, and the rules' warnings below, are a conquest's: a region
   * the race holds has neither (the map's tooltip gives none either) */
  set_line (self->cost_label, held ? NULL : text);
  if (held)
    left = g_strdup (_("The race holds it already"));
  else if (band->conquest_ended)
    /* docs/rules.md 1.7: the die's conquest, won or lost, is the last */
    left = g_strdup (_("The final conquest ended this turn’s conquests: redeploy, then end the turn"));
  else if (hand >= cost->total)
    left = g_strdup_printf (ngettext ("%d token left in hand after it", "%d tokens left in hand after it",
                                      hand - cost->total), hand - cost->total);
  else if (hand > 0 && cost->total - hand <= SW_GAME_DIE_MOST)
    /* never a negative count: what the table does then (docs/rules.md 1.7) */
    left = g_strdup_printf (ngettext ("%d token short: roll the die", "%d tokens short: roll the die",
                                      cost->total - hand), cost->total - hand);
  else if (hand > 0)
    /* docs/rules.md 1.8: the die gives 3 at most; no roll to suggest */
    left = g_strdup_printf (ngettext ("%d token short, more than the die can give",
                                      "%d tokens short, more than the die can give",
                                      cost->total - hand), cost->total - hand);
  else
    left = g_strdup (_("No token in hand to conquer with"));
  gtk_label_set_text (self->left_label, left);
  for (guint i = 0; !held && i < cost->warnings->len; i++)
    g_string_append_printf (warnings, "%s⚠ %s", warnings->len > 0 ? "\n" : "",
                            (const char *) g_ptr_array_index (cost->warnings, i));
  set_line (self->warnings_label, warnings->str);
}

static void
via_selected_cb (SwGameRegionPanel *self)
{
  if (self->region != NULL && gtk_widget_get_visible (GTK_WIDGET (self->play_box)))
    show_cost (self);
}

/* The turn: what taking the region costs and what is left in hand after,
 * what the rules warn about, and with what it may be taken. */
static void
show_play (SwGameRegionPanel *self, SwRegionState *state)
{
  SwGame *game = self->game;
  SwPlayer *player = sw_game_player (game, game->seat);
  SwBand *band = sw_game_band (game, player->active);
  gboolean held = state->band == player->active;

  show_via (self, player->active, band, state);
  show_cost (self);
  /* only a race that conquers in decline (the Ghouls) may be chosen */
  gtk_widget_set_visible (GTK_WIDGET (self->decline_check),
                          player->decline >= 0 && sw_game_band_conquers_in_decline (game, player->decline));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->abandon_button), "s", self->region);
  gtk_widget_set_visible (GTK_WIDGET (self->abandon_button), held);
  /* the Diplomat names a player above, not a region */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->power_button), "(sss)",
                                    band->power != NULL ? band->power : "", "", self->region);
  /* a power that acts by itself has nothing to use here */
  gtk_widget_set_visible (GTK_WIDGET (self->power_button),
                          sw_game_power_has_use (game, band->power) && !sw_game_power_names_player (game, band->power));
}

/* The player's turn being played, counted from 1 over the game. */
static guint
turn_of (SwGame *game)
{
  return game->round * game->players->len + game->seat + 1;
}

void
sw_game_region_panel_show (SwGameRegionPanel *self, const char *region, const char *description,
                           SwGameRegionPanelMode mode)
{
  gint index;
  SwRegionState *state;
  SwPlayer *player;
  const char *question;
  gboolean moved, finding;

  g_return_if_fail (SW_IS_GAME_REGION_PANEL (self));
  g_return_if_fail (self->game != NULL);
  index = region != NULL ? sw_game_region_index (self->game, region) : -1;
  moved = g_strcmp0 (region, self->region) != 0;
  g_free (self->region);
  self->region = index >= 0 ? g_strdup (region) : NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), index < 0);
  gtk_widget_set_visible (GTK_WIDGET (self->details_box), index >= 0);
  if (index < 0)
    return;
  state = sw_game_region_state (self->game, index);
  player = sw_game_player (self->game, self->game->seat);
  gtk_label_set_markup (self->description_label, description != NULL ? description : "");
  show_holdings (self, state);
  question = mode == SW_GAME_REGION_PANEL_PLAY ? sw_game_region_find_question (self->game, index) : NULL;
  finding = question != NULL;
  set_line (self->find_label, question);
  if (finding || self->finding)
    {
      /* the hidden ones change as they are found */
      self->finding = finding;
      gtk_filter_changed (GTK_FILTER (self->marker_filter), GTK_FILTER_CHANGE_DIFFERENT);
      select_first_found (self);
    }

  /* what one player typed in the marker search is not the next one's, and
   * another region or turn offers the race's own marker first again */
  if (turn_of (self->game) != self->turn_shown && !finding)
    {
      self->turn_shown = turn_of (self->game);
      gtk_editable_set_text (GTK_EDITABLE (self->marker_search), "");
      select_first_found (self);
    }
  else if (moved && !finding && gtk_editable_get_text (GTK_EDITABLE (self->marker_search))[0] == '\0')
    select_first_found (self);
  /* what the table entered stays while the region does; another region starts afresh */
  if (moved)
    {
      gtk_spin_button_set_value (self->die_spin, 0);
      gtk_spin_button_set_value (self->marker_spin, 1);
    }
  gtk_check_button_set_active (self->decline_check, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->fix_box), mode == SW_GAME_REGION_PANEL_FIX);
  if (mode == SW_GAME_REGION_PANEL_FIX)
    {
      SwBand *band = sw_game_band (self->game, state->band);

      gtk_drop_down_set_selected (self->owner_dropdown, band == NULL ? 0
                                  : 1 + band->owner + (band->state == SW_BAND_ACTIVE ? 0 : self->game->players->len));
      gtk_spin_button_set_value (self->tokens_spin, state->tokens);
      gtk_spin_button_set_value (self->natives_spin, state->natives);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->play_box), mode == SW_GAME_REGION_PANEL_PLAY && player->active >= 0);
  if (mode == SW_GAME_REGION_PANEL_PLAY && player->active >= 0)
    show_play (self, state);
  /* a region clicked on the map while the sidebar is scrolled down (to
   * the coins, say): its name and what taking it costs come into sight
   * (a find question brings itself) */
  if (moved && !finding && gtk_widget_get_mapped (GTK_WIDGET (self)))
    sw_scroll_reveal (GTK_WIDGET (self->description_label),
                      gtk_widget_get_visible (GTK_WIDGET (self->play_box)) ? GTK_WIDGET (self->left_label)
                                                                          : GTK_WIDGET (self->description_label));
}

gboolean
sw_game_region_panel_ask_find (SwGameRegionPanel *self)
{
  g_return_val_if_fail (SW_IS_GAME_REGION_PANEL (self), FALSE);
  if (!self->finding)
    return FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self->marker_search));
  /* from the question to the Place button, in a short sidebar too */
  sw_scroll_reveal (GTK_WIDGET (self->find_label), gtk_widget_get_parent (GTK_WIDGET (self->marker_spin)));
  return TRUE;
}

const char *
sw_game_region_panel_get_via (SwGameRegionPanel *self)
{
  guint via;

  g_return_val_if_fail (SW_IS_GAME_REGION_PANEL (self), "");
  via = gtk_drop_down_get_selected (self->via_dropdown);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->play_box)) || self->via_ids == NULL || via >= self->via_ids->len)
    return "";
  return g_ptr_array_index (self->via_ids, via);
}

gboolean
sw_game_region_panel_get_by_decline (SwGameRegionPanel *self)
{
  g_return_val_if_fail (SW_IS_GAME_REGION_PANEL (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->play_box)) && gtk_widget_get_visible (GTK_WIDGET (self->decline_check))
         && gtk_check_button_get_active (self->decline_check);
}
