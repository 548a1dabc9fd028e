/* sw-import-private.h: what the importers share: the parse of a drawing's XML, the repair of a drawing (sw-import-repair.c) and the tracing of its grid into a map (sw-import-trace.c). */
#pragma once

#include <libxml/tree.h>

#include "sw-catalog.h"
#include "sw-import.h"

G_BEGIN_DECLS

/* The drawing painted on a grid of cells: each cell the label of what
 * covers it. */
typedef struct {
  guint    nx, ny;
  double   cx, cy;            /* cell size, mm */
  gint32  *label;             /* nx * ny; -1: nothing */
  guint    n_labels;          /* shapes, then holes */
} Grid;

static inline gint32
cell (const Grid *grid,
      gint        i,
      gint        j)
{
  if (i < 0 || j < 0 || i >= (gint) grid->nx || j >= (gint) grid->ny)
    return -2;   /* outside the board */
  return grid->label[(gsize) j * grid->nx + i];
}

/* The region borders traced on the grid's corners, as loops. */
typedef struct {
  const Grid *grid;
  guint8     *keep;       /* per corner: a vertex of the result */
  GPtrArray  *loops;      /* GArray of guint32 corner ids (reduced) */
  GArray     *loop_label; /* gint32 per loop */
  GArray     *loop_area;  /* double per loop, signed */
} Trace;

void sw_import_trace_loops (Trace *trace);
void sw_import_simplify_loops (Trace *trace, double tolerance);
SwMap * sw_import_build_map (Grid *grid, Trace *trace, SwImportDrawing *drawing, const char *edition, GPtrArray *ids, GPtrArray *terrains, GPtrArray *labels);
gboolean sw_import_geometry_valid (SwMap *map);
GPtrArray * sw_import_region_ids (SwImportDrawing *drawing);
gboolean sw_import_resolve_terrains (SwImportDrawing *drawing, const SwImportOptions *options, const SwCatalog *catalog, GPtrArray *ids, GPtrArray *terrains, GPtrArray *notes, GError **error);
const char * sw_import_first_terrain (const SwCatalog *catalog, gboolean lake);
/* A drawing's XML (SVG, Tiled), parsed with the limits for hostile files;
 * a refusal is SW_IMPORT_ERROR_HOSTILE. */
xmlDoc * sw_import_parse_xml (const char *data, gsize length, GError **error);

G_END_DECLS
