/* sw-balance-window.h: the editor's Balance Report: bot games on the map in the background, the seat table, the heat map, saving (docs/balance.md). */
#pragma once

#include <adwaita.h>
#include "sw-balance.h"
#include "sw-window.h"

G_BEGIN_DECLS

#define SW_TYPE_BALANCE_WINDOW (sw_balance_window_get_type ())
G_DECLARE_FINAL_TYPE (SwBalanceWindow, sw_balance_window, SW, BALANCE_WINDOW, AdwWindow)

/* The report window of @editor: plays games on a copy of the editor's
 * map as it is when Run is pressed, and draws the heat map on the
 * editor's map view. */
SwBalanceWindow *sw_balance_window_new          (SwWindow               *editor);
/* The editor's report window, made on first use (closing hides it: the
 * last report stays until the editor closes). */
SwBalanceWindow *sw_balance_window_get_for      (SwWindow               *editor);

/* The options of the next run, as the controls show them. */
void             sw_balance_window_get_options  (SwBalanceWindow        *self,
                                                 SwBalanceOptions       *options);
void             sw_balance_window_set_options  (SwBalanceWindow        *self,
                                                 const SwBalanceOptions *options);
/* TRUE while games are played ("running" notifies). */
gboolean         sw_balance_window_get_running  (SwBalanceWindow        *self);
/* The last finished report, or NULL ("report" notifies). */
SwBalanceReport *sw_balance_window_get_report   (SwBalanceWindow        *self);
/* The list of the seat table: one row per seat (for tests). */
GtkListBox      *sw_balance_window_get_seat_list (SwBalanceWindow       *self);

/* The editor window's actions (installed by SwWindow's class):
 * window.balance opens the report window; window.show-heat-map shows or
 * hides the heat map on the view, and opens the report window when there
 * is no report yet. */
void             sw_balance_window_action       (GtkWidget              *widget,
                                                 const char             *action_name,
                                                 GVariant               *parameter);

G_END_DECLS
