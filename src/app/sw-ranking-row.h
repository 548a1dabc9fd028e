/* sw-ranking-row.h: a player's place in the final reveal's ranking: rank, name and coins, and the tokens on the board that break a tie. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_RANKING_ROW (sw_ranking_row_get_type ())
G_DECLARE_FINAL_TYPE (SwRankingRow, sw_ranking_row, SW, RANKING_ROW, AdwActionRow)

/* Properties "rank", "name", "coins" and "tokens-on-board", all read-only:
 * the row shows "1. Ann — 12 coins" over "3 tokens on the board". */
GtkWidget  *sw_ranking_row_new                (guint         rank,
                                               const char   *name,
                                               gint          coins,
                                               gint          tokens_on_board);
void        sw_ranking_row_set_place          (SwRankingRow *self,
                                               guint         rank,
                                               const char   *name,
                                               gint          coins,
                                               gint          tokens_on_board);
guint       sw_ranking_row_get_rank           (SwRankingRow *self);
const char *sw_ranking_row_get_name           (SwRankingRow *self);
gint        sw_ranking_row_get_coins          (SwRankingRow *self);
gint        sw_ranking_row_get_tokens_on_board (SwRankingRow *self);
/* The row's line, "1. Ann — 12 coins", unescaped (newly allocated). */
char       *sw_ranking_row_format_line        (guint         rank,
                                               const char   *name,
                                               gint          coins);

G_END_DECLS
