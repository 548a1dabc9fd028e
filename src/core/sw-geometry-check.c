/* sw-geometry-check.c: the geometric checks of the validator (being written). */
#define G_LOG_DOMAIN "sw-geometry"
#include "config.h"

#include "sw-validate.h"

void
sw_validate_geometry (SwMap            *map,
                      const SwTopology *topology,
                      const SwCatalog  *catalog,
                      GPtrArray        *issues)
{
  g_return_if_fail (map != NULL);
  g_return_if_fail (issues != NULL);
}
