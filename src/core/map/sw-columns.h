/* sw-columns.h: text measured and padded in terminal columns, for the command line's tables. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The columns @text takes in a terminal: a Chinese character two, a
 * combining mark none, any other character one. printf's "%-12s" pads by
 * bytes, so a table of translated names would not line up. */
guint sw_columns_of          (const char *text);
/* Appends @text to @out and spaces after it up to @width columns. */
void  sw_columns_append_left (GString    *out,
                              const char *text,
                              guint       width);
/* Appends spaces up to @width columns less @text's, then @text. */
void  sw_columns_append_right (GString    *out,
                               const char *text,
                               guint       width);

G_END_DECLS
