/* sw-balance.h: many seeded bot games on a map, and what they say about its balance (docs/balance.md). */
#pragma once

#include <gio/gio.h>
#include "sw-bot.h"
#include "sw-map.h"
#include "sw-render-heat.h"

G_BEGIN_DECLS

#define SW_BALANCE_ERROR (sw_balance_error_quark ())

typedef enum {
  SW_BALANCE_ERROR_EDITION,    /* the rules of the map's edition are not known */
  SW_BALANCE_ERROR_NO_REGIONS, /* nothing to play on */
  SW_BALANCE_ERROR_ENGINE,     /* the engine refused a bot's action */
  SW_BALANCE_ERROR_THREADS,    /* no thread could be started */
} SwBalanceError;

GQuark sw_balance_error_quark (void);

typedef struct {
  guint players;        /* 2 to 5; 0: the map's first scenario (sw_balance_default_players) */
  guint games;          /* at least 1 */
  guint32 seed;         /* the same seed gives the same report */
  SwBotPolicy policy;
  guint threads;        /* games played at once; 0: one per processor */
} SwBalanceOptions;

/* 200 greedy games, seed 1, the map's players, one thread per processor. */
void          sw_balance_options_init      (SwBalanceOptions *options);
/* The player count of the map's first scenario of 2 to 5 players, else 2. */
guint         sw_balance_default_players   (SwMap            *map);

/* A mean or a rate with its 95 % confidence interval: a normal
 * approximation for the coins, Wilson's score interval for a win rate
 * (within [0, 1] even near the edges). @known is FALSE when there are
 * too few games for an interval (two for a mean, one for a rate). */
typedef struct {
  double mean, low, high;
  gboolean known;
} SwBalanceEstimate;

typedef struct _SwBalanceReport SwBalanceReport;

#define SW_TYPE_BALANCE_REPORT (sw_balance_report_get_type ())
GType            sw_balance_report_get_type   (void) G_GNUC_CONST;
SwBalanceReport *sw_balance_report_ref        (SwBalanceReport *report);
void             sw_balance_report_unref      (SwBalanceReport *report);

/* Called with the number of games played so far and the total, once per
 * game, from the thread that played it (a worker of the pool, or the
 * caller's thread when one thread plays). Calls may come from several
 * threads at once, and @done may arrive out of order; a GUI marshals
 * them to its main context itself. */
typedef void (*SwBalanceProgress) (guint    done,
                                   guint    total,
                                   gpointer user_data);

/* Plays @options->games games of bots on @map in a GThreadPool, one game
 * per task, and sums them up in game order: the same seed gives the same
 * report for any thread count. @map is read by several threads and must
 * not change meanwhile (give a copy when another thread edits it).
 * Cancelling @cancellable stops handing out games: the games being
 * played finish, no report is made, and the error is G_IO_ERROR_CANCELLED.
 * Other errors are in SW_BALANCE_ERROR. Blocks until done. */
SwBalanceReport *sw_balance_run              (SwMap                  *map,
                                              const SwBalanceOptions *options,
                                              SwBalanceProgress       progress,
                                              gpointer                user_data,
                                              GCancellable           *cancellable,
                                              GError                **error);

/* The options it was played with (players and threads resolved). */
const SwBalanceOptions *sw_balance_report_get_options (SwBalanceReport *report);
const char      *sw_balance_report_get_edition        (SwBalanceReport *report);
double           sw_balance_report_get_mean_rounds    (SwBalanceReport *report);
double           sw_balance_report_get_mean_actions   (SwBalanceReport *report);
/* How many times the engine warned: the bots played an illegal action
 * and the figures cannot be trusted (0 in a sound engine). */
guint            sw_balance_report_get_engine_warnings (SwBalanceReport *report);

/* @seat from 0: the share of games it won (a k-way tie for first counts
 * 1/k) and its coins at the end. */
void             sw_balance_report_get_seat           (SwBalanceReport   *report,
                                                       guint              seat,
                                                       SwBalanceEstimate *wins,
                                                       SwBalanceEstimate *coins);

/* The regions of the map as played, in map order. */
guint            sw_balance_report_get_n_regions      (SwBalanceReport *report);
const char      *sw_balance_report_get_region_id      (SwBalanceReport *report,
                                                       guint            region);
const char      *sw_balance_report_get_region_terrain (SwBalanceReport *report,
                                                       guint            region);
/* Per game: the coins the region paid at the ends of turns, its
 * successful conquests, and how often a new race landed there first. */
double           sw_balance_report_get_region_coins   (SwBalanceReport *report,
                                                       guint            region);
double           sw_balance_report_get_region_conquests (SwBalanceReport *report,
                                                       guint            region);
double           sw_balance_report_get_region_landings (SwBalanceReport *report,
                                                       guint            region);

/* Races or powers (@powers) as picked in these games, the best mean
 * coins first (then by id): what one earned for its owner each time it
 * was picked (its regions, its own race and power lines, the coins on
 * the combo less its price). */
guint            sw_balance_report_get_n_entries      (SwBalanceReport *report,
                                                       gboolean         powers);
/* The catalog id, its name in the catalog (English, as the catalog
 * spells it), how many times it was picked, its mean coins. */
void             sw_balance_report_get_entry          (SwBalanceReport *report,
                                                       gboolean         powers,
                                                       guint            index,
                                                       const char     **id,
                                                       const char     **name,
                                                       guint           *picks,
                                                       double          *mean_coins);

/* The coins each region paid per game, as a heat map by region id. */
SwHeatMap       *sw_balance_report_heat_map           (SwBalanceReport *report);

/* A seat's win rate in plain words, translated: "Seat 1 wins 41 % ± 6 %:
 * more than a fair share (33 %)". "More" or "less" only when the fair
 * share lies outside the 95 % interval, else "about a fair share". */
char            *sw_balance_report_describe_seat      (SwBalanceReport *report,
                                                       guint            seat);

/* The report as one A4 page of PDF: the options and the seed, the board
 * with the heat map of the coins per region and its legend, the seat
 * table, the strongest and weakest races and powers. @map is the map as
 * played (its regions are matched by id). */
GBytes          *sw_balance_report_to_pdf             (SwBalanceReport *report,
                                                       SwMap           *map,
                                                       const char      *map_name,
                                                       GError         **error);
/* The same, written to @path atomically. */
gboolean         sw_balance_report_save_pdf           (SwBalanceReport *report,
                                                       SwMap           *map,
                                                       const char      *map_name,
                                                       const char      *path,
                                                       GError         **error);

/* `swmap balance --json`: the report as pretty JSON (no final newline),
 * @map_name as its "map" member. */
char            *sw_balance_report_to_json            (SwBalanceReport *report,
                                                       const char      *map_name);
/* `swmap balance`: the report as text, translated. */
char            *sw_balance_report_to_text            (SwBalanceReport *report,
                                                       const char      *map_name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwBalanceReport, sw_balance_report_unref)

G_END_DECLS
