/* sw-topology-private.h: helpers the topology shares with the geometric checks. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sorts an array of records whose first field is a guint64 key, by that key
 * and then by @compare, in linear time when the key's high word (a vertex
 * or region index below @n_buckets) spreads the records out. */
void sw_sort_by_high_word (GArray      *array,
                           guint        n_buckets,
                           GCompareFunc compare);

/* Shoelace area of a ring of x, y pairs: positive when it turns
 * counter-clockwise in x-right, y-up axes. */
double sw_ring_signed_area (const double *xy,
                            guint         n);

G_END_DECLS
