/* sw-log-row.h: an action in the game window's This Turn list: what it did, the rules' warnings under it, and the mark of an action the table recorded although the rules forbid it. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_LOG_ROW (sw_log_row_get_type ())
G_DECLARE_FINAL_TYPE (SwLogRow, sw_log_row, SW, LOG_ROW, AdwActionRow)

/* @line: the action, as a sentence; @warnings: what the rules say against
 * it, one a line (NULL or "": nothing); @override: recorded by the table's
 * decision (the mark, named "turn-override", says so in its tooltip). */
GtkWidget  *sw_log_row_new           (const char *line,
                                      const char *warnings,
                                      gboolean    override);
void        sw_log_row_set_action    (SwLogRow   *self,
                                      const char *line,
                                      const char *warnings,
                                      gboolean    override);
const char *sw_log_row_get_line      (SwLogRow   *self);
gboolean    sw_log_row_get_override  (SwLogRow   *self);

G_END_DECLS
