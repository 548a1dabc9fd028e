/* sw-game-window-private.h: the game window's state, shared by its views (sw-game-window.c) and its actions (sw-game-window-actions.c). */
#pragma once

#include "sw-game-window.h"
#include "sw-map-view.h"
#include "sw-game-turn-bar.h"
#include "sw-game-redeploy-bar.h"
#include "sw-coin-sheet.h"
#include "sw-game-region-panel.h"
#include "sw-player-picker.h"

G_BEGIN_DECLS

struct _SwGameWindow
{
  AdwApplicationWindow parent_instance;

  SwGame *game;
  char *path;               /* the game file, saved after every action */
  char *autosave_path;      /* a copy in the games folder (sw_game_autosave_path), NULL when path is there */
  gboolean unsaved;         /* the last save of path failed: the user was told */
  char *selected;           /* region id shown in the region panel */
  gboolean show_coins;
  gboolean fix_board;
  gboolean final_shown;
  SwCoinSheet *sheet;       /* the coin sheet last shown, kept after it closes */
  GtkWidget *sheet_dialog;  /* that sheet while it is open */
  GtkWidget *withdraw_dialog;   /* a defender's withdrawn tokens, before the sheet (docs/rules.md 1.6) */
  GtkWidget *refusal_dialog;    /* why an action was not recorded, with Record Anyway */
  char *undo_text;              /* the toast of the last Undo */
  char *last_toast;             /* the last toast's text */
  AdwToast *shown_toast;        /* weak: the last toast, while up or waiting */
  GArray *withdraw_kept;        /* gint bands whose tokens the table left in hand, this End Turn */
  char *scratch;
  GPtrArray *race_ids, *power_ids;
  double drawn_zoom, drawn_x, drawn_y;
  gboolean drawn_layout;
  guint follow_id;          /* tick callback while the pointer is over the map */
  /* redeploying on the map: region id -> tokens there (GINT_TO_POINTER),
   * for the active race's regions; NULL when not redeploying */
  GHashTable *redeploy;
  gint redeploy_total;      /* tokens in hand and on those regions when it began */
  GPtrArray *redo;          /* SwAction: what Undo took back, newest last */
  gboolean redoing;
  /* End Turn placed the rest of the hand (sw_game_window_place_rest): the
   * log's length after it, the tokens and where, for the coin sheet; Back
   * to the Turn takes it back when it is still the last action */
  guint rest_log_len;
  gint rest_tokens;
  char *rest_region;
  gint drag_from;           /* the region a token is dragged from, -1 */

  /* template */
  AdwToastOverlay *toast_overlay;        /* over the map */
  AdwToastOverlay *final_toast_overlay;  /* over the final reveal's ranking and chart */
  AdwWindowTitle *window_title;
  GtkStack *stack;
  SwMapView *map_view;
  GtkDrawingArea *occupants;
  AdwFlap *flap;
  GtkStack *footer_stack;
  SwGameTurnBar *turn_bar;
  SwGameRedeployBar *redeploy_bar;
  SwGameRegionPanel *region_panel;
  GtkBox *power_box;
  SwPlayerPicker *diplomat_picker;
  SwPlayerPicker *harmony_picker;
  GtkListBox *turn_list;
  GtkListBox *row_list;
  AdwActionRow *tokens_row;             /* Tokens taken, the last row of row_list */
  GtkSpinButton *tokens_spin;
  GtkListBox *players_list;
  GtkListBox *ranking_list;
  GtkDrawingArea *chart;
  /* built in code */
  struct _SwComboPicker *combo_picker;   /* under the row: reveals, and asks tokens before a pick */
};

/* sw-game-window.c */
void        sw_game_window_refresh         (SwGameWindow *self);
void        sw_game_window_toast           (SwGameWindow *self, const char *message);
/* Writes the autosave copy, when there is one, then the game file; a copy
 * that cannot be written is removed once the file is (it is behind). */
void        sw_game_window_save            (SwGameWindow *self);
/* The die of a conquest that the window rolls when it records it, once
 * the rules allow the conquest at the die's best (a SwAction's die is
 * 0..3 as rolled at the table, -1 none). */
#define SW_GAME_WINDOW_DIE_TO_ROLL 9

/* Appends @action (taking it) without asking the rules: the table's
 * decision, or what was just asked; a die to roll is rolled then. Saves
 * and refreshes. */
gboolean    sw_game_window_record          (SwGameWindow *self, SwAction *action);
/* Records @action (taking ownership) when the rules allow it: appends,
 * saves, refreshes. Otherwise nothing is written and a dialog says why,
 * with Record Anyway (override="yes"); FALSE then. */
gboolean    sw_game_window_apply           (SwGameWindow *self, SwAction *action);
/* Whether @action may be recorded once @before is (see the .c). */
gboolean    sw_game_window_check_after     (SwGameWindow *self, SwAction *before, SwAction *action);
/* After a conquest with the die (@die >= 0) of region @index (@label) by
 * band @active: says what the die showed and whether the region was taken. */
void        sw_game_window_say_die_roll    (SwGameWindow *self, const char *label, gint index, gint active, gint die);
/* "Misty Hills (r5)", or the id when the map names it not. */
char       *sw_game_window_dup_region_label (SwGameWindow *self, const char *id);
/* What an action did, as a phrase: "conquest of r22". */
char       *sw_game_window_describe_action (SwGameWindow *self, const SwAction *action);
/* "Commando Dwarves", valid until the next call. */
const char *sw_game_window_band_name       (SwGameWindow *self, gint band);
/* A catalog entry's name in the user's language, the id when unknown. */

/* sw-game-window-actions.c */
void        sw_game_window_install_actions (GtkWidgetClass *widget_class);
/* Enables the actions that fit the moment: the turn's, or the redeployment's. */
void        sw_game_window_update_actions  (SwGameWindow *self);
/* Tokens still in hand while redeploying. */
gint        sw_game_window_redeploy_left   (SwGameWindow *self);
/* End Turn: the tokens still in hand on the region the last one went to
 * (docs/rules.md 1.9), recorded; how many, and where in @region_out. */
gint        sw_game_window_place_rest      (SwGameWindow *self,
                                            char        **region_out);
/* The coin sheet of the turn being ended, for the player to confirm. */
void        sw_game_window_show_coin_sheet (SwGameWindow *self);
void        sw_game_window_refresh_region  (SwGameWindow *self);
void        sw_game_window_refresh_powers  (SwGameWindow *self);

/* sw-game-window-withdraw.c */
/* game.end-turn: the defenders' withdrawn tokens, one dialog each, then the sheet. */
void        sw_game_window_end_turn_action (GtkWidget *widget, const char *name, GVariant *parameter);

/* Conquers the selected region with what the panel shows (the power,
 * race or place used, the race in decline) and @die (-1 none, 0-3 as
 * rolled, 9 rolled here), readying the troops first (sw-game-window-actions.c). */
void      sw_game_window_conquer_selected (SwGameWindow *self,
                                           gint          die);

G_END_DECLS
