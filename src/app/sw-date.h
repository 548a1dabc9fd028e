/* sw-date.h: when a file was last changed, in words a person reads at a glance ("Today 14:05"). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @when as seen at @now (both local time): "Today 14:05", "Yesterday
 * 09:30", "Nov 3 18:00" within the year, else "Nov 3 2025", each format
 * translatable (a Chinese catalog writes "11月3日"). */
char *sw_date_describe (GDateTime *when,
                        GDateTime *now);

G_END_DECLS
