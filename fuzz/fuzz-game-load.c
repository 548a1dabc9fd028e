/* fuzz-game-load.c: libFuzzer target for the game loader, the replay and the saver. */
#define G_LOG_DOMAIN "sw-fuzz"
#include "config.h"

#include "fuzz-common.h"
#include <string.h>
#include "sw-game.h"
#include "sw-game-xml.h"

static gboolean
has_action (SwGame *game, SwActionType type)
{
  for (guint i = 0; i < game->log->len; i++)
    if (((SwAction *) g_ptr_array_index (game->log, i))->type == type)
      return TRUE;
  return FALSE;
}

/* Numbers of 7 digits or more: bounding them is the loader's and the
 * schema's job (they are refused there); the engine's arithmetic assumes
 * counts a table can hold. Inputs with such numbers are skipped so that
 * the fuzzer explores the replay, not the same overflow again. */
static gboolean
has_huge_number (const uint8_t *data, size_t size)
{
  size_t run = 0;
  for (size_t i = 0; i < size; i++)
    {
      run = g_ascii_isdigit (data[i]) ? run + 1 : 0;
      if (run >= 7)
        return TRUE;
    }
  return FALSE;
}

/* Beyond "does not crash", checks what users rely on: a refusal says why;
 * whatever loads replays to a state where every race's tokens are
 * conserved (unless the table fixed the board by hand), saves to a file
 * that loads to the same coins and warnings and saves to the same bytes,
 * and undoes its last action and takes it again to the same coins; the
 * queries the assistant makes on every state (cost of every region, the
 * turn's score, end-of-turn warnings, ranking) hold. */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  if (has_huge_number (data, size))
    return 0;
  g_autoptr(GError) error = NULL;
  g_autoptr(SwGame) game = sw_game_load_data ((const char *) data, size, NULL, &error);
  if (game == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        g_error ("refused without an error");
      return 0;
    }
  for (guint i = 0; i < game->warnings->len; i++)
    if (((SwGameWarning *) g_ptr_array_index (game->warnings, i))->action >= game->log->len)
      g_error ("a warning on no action of the log");

  g_autofree char *why = NULL;
  if (!has_action (game, SW_ACTION_SET_REGION) && !sw_game_check_tokens (game, &why))
    g_error ("tokens not conserved: %s", why);

  /* The queries of the assistant on the final state. */
  for (guint r = 0; r < game->regions->len && r < 64; r++)
    {
      SwCost *cost = sw_conquest_cost_for (game, sw_game_player (game, game->seat)->active, r, NULL);
      sw_cost_free (cost);
    }
  g_autoptr(GPtrArray) items = sw_score_turn (game, game->seat);
  (void) sw_score_items_total (items);
  g_autoptr(GPtrArray) warnings = sw_game_end_turn_warnings (game);
  for (guint i = 0; i < warnings->len; i++)
    if (*(const char *) g_ptr_array_index (warnings, i) == '\0')
      g_error ("an empty end-of-turn warning");
  g_autoptr(GArray) pending = sw_game_pending_withdrawals (game);
  for (guint i = 0; i < pending->len; i++)
    if (sw_game_band (game, g_array_index (pending, gint, i)) == NULL)
      g_error ("a pending withdrawal of no race");
  g_autoptr(GArray) ranking = sw_game_ranking (game);
  if (ranking->len != game->players->len)
    g_error ("the ranking lost a player");

  /* Save -> load: the same coins and warnings; saving again, the same bytes. */
  g_autoptr(GBytes) saved = sw_game_to_bytes (game);
  g_autoptr(SwGame) again = sw_game_load_data (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), NULL, &error);
  if (again == NULL)
    g_error ("the saved game does not load: %s", error->message);
  if (again->warnings->len != game->warnings->len || again->records->len != game->records->len)
    g_error ("the saved game replays differently");
  for (guint p = 0; p < game->players->len; p++)
    if (sw_game_player (again, p)->coins != sw_game_player (game, p)->coins)
      g_error ("the saved game pays differently");
  g_autoptr(GBytes) saved_again = sw_game_to_bytes (again);
  if (!g_bytes_equal (saved, saved_again))
    g_error ("saving twice gives different bytes");

  /* Undo, then the same action again: the same coins. */
  if (game->log->len > 0)
    {
      g_autoptr(GArray) coins = g_array_new (FALSE, FALSE, sizeof (gint));
      for (guint p = 0; p < game->players->len; p++)
        g_array_append_val (coins, sw_game_player (game, p)->coins);
      SwAction *last = sw_action_copy (g_ptr_array_index (game->log, game->log->len - 1));
      if (!sw_game_undo (game))
        g_error ("undo refused a loaded game");
      if (!sw_game_append (game, last, &error))
        g_error ("the last action is refused after undo: %s", error->message);
      for (guint p = 0; p < game->players->len; p++)
        if (sw_game_player (game, p)->coins != g_array_index (coins, gint, p))
          g_error ("undo and redo pay differently");
    }
  return 0;
}
