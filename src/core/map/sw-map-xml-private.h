/* sw-map-xml-private.h: the map loader's second path, for tests and the fuzzer. */
#pragma once

#include "sw-map-xml.h"

G_BEGIN_DECLS

/* sw_map_load_data() without its fast path: the whole document as a tree,
 * as the loader reads any file the fast path hands over (unknown names,
 * schema errors). Both must give the same map, issues and lines for every
 * input; tests and the fuzzer compare them. */
SwMap *sw_map_load_data_through_tree (const char  *data,
                                      gsize        length,
                                      GPtrArray   *issues,
                                      GError     **error);

G_END_DECLS
