/* sw-columns.c: text measured and padded in terminal columns, for the command line's tables. */
#include "config.h"

#include "sw-columns.h"

guint
sw_columns_of (const char *text)
{
  guint columns = 0;

  g_return_val_if_fail (text != NULL, 0);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      columns += g_unichar_iszerowidth (c) ? 0 : g_unichar_iswide (c) ? 2 : 1;
    }
  return columns;
}

void
sw_columns_append_left (GString    *out,
                        const char *text,
                        guint       width)
{
  guint columns = sw_columns_of (text);

  g_string_append (out, text);
  for (; columns < width; columns++)
    g_string_append_c (out, ' ');
}

void
sw_columns_append_right (GString    *out,
                         const char *text,
                         guint       width)
{
  for (guint columns = sw_columns_of (text); columns < width; columns++)
    g_string_append_c (out, ' ');
  g_string_append (out, text);
}
