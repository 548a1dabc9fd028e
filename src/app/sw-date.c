/* sw-date.c: when a file was last changed, in words a person reads at a glance ("Today 14:05"). */
#include "config.h"

#include <glib/gi18n.h>

#include "sw-date.h"

char *
sw_date_describe (GDateTime *when,
                  GDateTime *now)
{
  g_autoptr(GDateTime) yesterday = NULL;
  const char *format;

  g_return_val_if_fail (when != NULL, NULL);
  g_return_val_if_fail (now != NULL, NULL);

  yesterday = g_date_time_add_days (now, -1);
  if (g_date_time_get_year (when) == g_date_time_get_year (now)
      && g_date_time_get_day_of_year (when) == g_date_time_get_day_of_year (now))
    /* Translators: a time today, as g_date_time_format() takes it */
    format = _("Today %H:%M");
  else if (g_date_time_get_year (when) == g_date_time_get_year (yesterday)
           && g_date_time_get_day_of_year (when) == g_date_time_get_day_of_year (yesterday))
    /* Translators: a time yesterday, as g_date_time_format() takes it */
    format = _("Yesterday %H:%M");
  else if (g_date_time_get_year (when) == g_date_time_get_year (now))
    /* Translators: a day and time this year, as g_date_time_format() takes
     * it; %b is the month's short name in the user's locale */
    format = _("%b %-d %H:%M");
  else
    /* Translators: a day of another year, as g_date_time_format() takes it */
    format = _("%b %-d %Y");
  return g_date_time_format (when, format);
}
