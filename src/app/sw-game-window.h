/* sw-game-window.h: the scoring assistant: follows a game at the table, turn by turn, through GActions. */
#pragma once

#include <adwaita.h>
#include "sw-game-files.h"
#include "sw-game.h"

G_BEGIN_DECLS

#define SW_TYPE_GAME_WINDOW (sw_game_window_get_type ())
G_DECLARE_FINAL_TYPE (SwGameWindow, sw_game_window, SW, GAME_WINDOW, AdwApplicationWindow)

/* Shows @game, saving it to @path after every action (NULL: a new file
 * in the games folder). Every interaction is a "game." action, so that
 * tests and scripts use the same code as clicks:
 *   reveal (ss) race, power       pick (ii) position, tokens (0: printed)
 *   select-region s               conquer (si) region, die (-1 none, 0-3, 9 roll)
 *   conquer-via (ssib) region, via (power, race, place; "" none), die, by the decline race
 *   abandon s   ready   decline   redeploy a(si)   marker (ssi) region, marker, count
 *   reveal-place (ss) region, place ("" removes it)
 * The map and the keys (sw-game-shortcuts.ui) go through these:
 *   region-click s (selects; on the selected region conquers; redeploying adds a token)
 *   region-take-back s (redeploying: one token back in hand)
 *   region-move (ss) from, to (a token dragged between the active race's regions)
 *   conquer-selected, conquer-roll (the selected region, with the region
 *     panel's choices; the turn's first conquest takes the troops back first)
 *   enter (conquer-selected, or redeploy-confirm while redeploying)
 *   redeploy-start, redeploy-rest, redeploy-cancel, redeploy-confirm
 *   redo, shortcuts, toggle-sidebar
 *   end-turn (opens the coin sheet)   confirm-turn   undo (a toast says what it undid)
 * An action the rules forbid is not recorded: a dialog says why, with
 * Record Anyway (sw_game_window_get_refusal_dialog()).
 *   set-region (sibii) region, owner (-1), decline, tokens, natives
 *   power (sss) power, target, region     adjust (isi) coins, reason, seat
 *   withdraw (isa(si)) a defender's seat, race, tokens added per region (docs/rules.md 1.6);
 *     end-turn asks for it first, one dialog per defender, then shows the sheet
 *   show-coins (state)   export-chart s (path .png or .svg)   show-final */
SwGameWindow *sw_game_window_new            (GtkApplication *application,
                                             SwGame         *game,
                                             const char     *path);
SwGameWindow *sw_game_window_open           (GtkApplication *application,
                                             const char     *path,
                                             GError        **error);
SwGame       *sw_game_window_get_game       (SwGameWindow   *self);
const char   *sw_game_window_get_path       (SwGameWindow   *self);
/* The header's text: "Round 2 of 8 — Ann’s turn". */
char         *sw_game_window_dup_turn_text  (SwGameWindow   *self);
/* The lines of the coin sheet last shown by end-turn (what the bank pays,
 * what other players pay, then what changed hands during the turn), and
 * what the bank pays now: the N of its heading "Take N coins". */
GStrv         sw_game_window_dup_sheet      (SwGameWindow   *self,
                                             gint           *total);
/* The warnings shown under that sheet, before it is confirmed: tokens
 * left in hand, occupied rivers (docs/rules.md 1.9). */
GStrv         sw_game_window_dup_sheet_warnings (SwGameWindow *self);
/* The dialog that says why the last action was not recorded, or NULL: its
 * responses are "cancel" and, when the rules forbid it, "record" (Record
 * Anyway: the action is logged with override="yes"). */
GtkWidget    *sw_game_window_get_refusal_dialog (SwGameWindow *self);
/* The actions of the turn so far, one line each as the window lists them;
 * an action the table recorded anyway starts with "⚑ ". */
GStrv         sw_game_window_dup_turn_log   (SwGameWindow   *self);
/* The map's tooltip over @region: its description and, during a turn,
 * what conquering it costs. */
char         *sw_game_window_dup_region_tooltip (SwGameWindow *self,
                                                 gint          region);
/* The text of the last toast, or NULL. */
char         *sw_game_window_dup_last_toast (SwGameWindow   *self);
/* The toast the last Undo showed: "Undid: conquest of r22", or NULL. */
char         *sw_game_window_dup_undo_text  (SwGameWindow   *self);
/* The coin sheet's heading last shown: "Take 4 coins". */
char         *sw_game_window_dup_sheet_heading (SwGameWindow *self);
/* The dialog end-turn shows for a defender's withdrawn tokens, or NULL. */
GtkWidget    *sw_game_window_get_withdraw_dialog (SwGameWindow *self);
/* The cost text shown for the selected region, or NULL. */
char         *sw_game_window_dup_cost_text  (SwGameWindow   *self);
/* The final reveal, one line per player: "1. Ann — 31 coins". */
GStrv         sw_game_window_dup_ranking    (SwGameWindow   *self);
gboolean      sw_game_window_is_final       (SwGameWindow   *self);
/* While redeploying on the map (game.redeploy-start): the tokens still in
 * hand (negative: more on the map than the race may keep), and the count
 * shown on @region (-1 when it takes none). Not redeploying: 0 and -1. */
gint          sw_game_window_get_redeploy_left  (SwGameWindow *self);
gint          sw_game_window_get_redeploy_count (SwGameWindow *self,
                                                 const char   *region);



G_END_DECLS

G_BEGIN_DECLS

/* sw-game-setup.c (the window's type: sw-game-setup.h) */
/* Opens @file in a game window when it is a .swgame (TRUE), else FALSE. */
gboolean      sw_game_window_open_file      (GtkApplication *application,
                                             GFile          *file);
/* app.new-game and app.open-game. */
void          sw_game_new_game_action       (GSimpleAction  *action,
                                             GVariant       *parameter,
                                             gpointer        application);
void          sw_game_open_game_action      (GSimpleAction  *action,
                                             GVariant       *parameter,
                                             gpointer        application);
/* The New Game window; its interactions are "setup." actions:
 * players (i), name ((us)) seat and name, first (u) seat, map (s) path, start. */
GtkWindow    *sw_game_setup_window_new      (GtkApplication *application);
/* Creates a game: @map (its boards in play), players in seating order
 * starting with @first. */
SwGame       *sw_game_setup_create          (SwMap          *map,
                                             const char *const *names,
                                             guint           first);

G_END_DECLS
