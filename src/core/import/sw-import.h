/* sw-import.h: turning a board drawn elsewhere (SVG, Tiled TMX, PNG) into a map: the drawing, the options and the report of repairs. */
#pragma once

#include <glib.h>
#include "sw-map.h"

G_BEGIN_DECLS

#define SW_IMPORT_ERROR (sw_import_error_quark ())
GQuark sw_import_error_quark (void);

typedef enum {
  SW_IMPORT_ERROR_HOSTILE,      /* entities, huge sizes, too many points */
  SW_IMPORT_ERROR_MALFORMED,    /* not the format, or bad path data */
  SW_IMPORT_ERROR_UNREPAIRABLE, /* a gap or a split region too large to repair */
  SW_IMPORT_ERROR_OPTION,       /* a bad --terrain or --scale, a missing scale */
} SwImportError;

/* Limits that keep hostile drawings in bounded time and memory. */
#define SW_IMPORT_MAX_FILE_SIZE   (32 * 1024 * 1024)
#define SW_IMPORT_MAX_BOARD_MM    5000.0
#define SW_IMPORT_MAX_POINTS      (2 * 1024 * 1024)
#define SW_IMPORT_MAX_SHAPES      20000
/* Corners this near are merged and strips this thin are slivers; a gap
 * closes up to 1.5 times this from each side (sw-import-repair.c). */
#define SW_IMPORT_TOLERANCE_MM    1.0
/* Curves are flattened to within this. */
#define SW_IMPORT_FLATNESS_MM     0.1

/* One closed shape of a drawing, in millimetres of the board, in painting
 * order: a later shape covers an earlier one where they overlap. */
typedef struct {
  char     *id;          /* the element's id, or NULL */
  char     *label;       /* a human name (inkscape:label, Tiled name), or NULL */
  char     *terrain;     /* named in the drawing (Tiled's terrain property), or NULL */
  gboolean  has_colour;
  guint32   colour;      /* 0xRRGGBB fill */
  gboolean  even_odd;    /* fill rule; FALSE: non-zero */
  GPtrArray *rings;      /* GArray of double x, y pairs; each closed, first not repeated */
  guint     line;
} SwImportShape;

typedef struct {
  double     width, height;  /* the board, mm */
  char      *title;          /* or NULL */
  GPtrArray *shapes;         /* SwImportShape */
  GPtrArray *notes;          /* SwImportNote: what the reader left out */
} SwImportDrawing;

/* One line of the report: what was repaired, or left out, where. */
typedef struct {
  char   *code;      /* "gap-closed", "overlap", "sliver", "clipped", "hole", "hidden", "skipped", "terrain" */
  char   *message;   /* a sentence naming regions and sizes */
  GStrv   regions;   /* region ids, never NULL */
  double  area;      /* mm², 0 when not an area */
  guint   line;      /* in the drawing, 0 when unknown */
} SwImportNote;

typedef struct {
  char       *edition;         /* "base" when NULL */
  GHashTable *terrain_colours; /* GUINT_TO_POINTER (0xRRGGBB + 1) -> terrain id, or NULL */
  double      scale;           /* TMX: mm per pixel, 0: the map's mm-per-pixel */
  char       *default_terrain; /* PNG: the terrain of white areas; NULL: the edition's first land terrain */
} SwImportOptions;

SwImportDrawing *sw_import_drawing_new     (void);
void             sw_import_drawing_free    (SwImportDrawing *drawing);
SwImportShape   *sw_import_shape_new       (guint            line);
void             sw_import_shape_free      (SwImportShape   *shape);
void             sw_import_note_free       (SwImportNote    *note);
/* Appends a note; @regions NULL-terminated or NULL. */
void             sw_import_add_note        (GPtrArray       *notes,
                                            const char      *code,
                                            guint            line,
                                            double           area,
                                            const char *const *regions,
                                            const char      *format,
                                            ...) G_GNUC_PRINTF (6, 7);

/* Sets @error, unless it is set already, to "line N: message" (the line
 * of the drawing); returns FALSE. For the readers. */
gboolean         sw_import_fail            (GError         **error,
                                            guint            line,
                                            gint             code,
                                            const char      *format,
                                            ...) G_GNUC_PRINTF (4, 5);
/* Readers (sw-import-svg.c, sw-import-tmx.c): bounded, never read another
 * file. Errors say the line. */
SwImportDrawing *sw_import_svg_read        (const char      *data,
                                            gsize            length,
                                            GError         **error);
SwImportDrawing *sw_import_tmx_read        (const char      *data,
                                            gsize            length,
                                            double           scale,
                                            GError         **error);

/* A scanned or exported image (sw-import-png.c): dark outlines on a light
 * background, each enclosed area a region; the scale from pHYs, else
 * 300 dpi. The header's size is checked before anything is allocated. */
SwMap           *sw_import_png_read        (const char      *data,
                                            gsize            length,
                                            const SwImportOptions *options,
                                            GPtrArray       *notes,
                                            GError         **error);

/* The repair (sw-import-repair.c): a valid partition with shared vertices
 * from independently drawn shapes. Appends what it repaired to @notes. */
SwMap           *sw_import_repair          (SwImportDrawing *drawing,
                                            const SwImportOptions *options,
                                            GPtrArray       *notes,
                                            GError         **error);

/* The repair's second half, for a drawing already on a grid (a PNG image):
 * @labels holds @nx × @ny cells over the board of @drawing, each the index
 * of a region in @ids (its id) and @terrains (its terrain). Thin strips and
 * small pieces go to neighbours, then the borders are traced. @labels is
 * changed. */
SwMap           *sw_import_repair_labels   (gint32          *labels,
                                            guint            nx,
                                            guint            ny,
                                            SwImportDrawing *drawing,
                                            const SwImportOptions *options,
                                            GPtrArray       *ids,
                                            GPtrArray       *terrains,
                                            GPtrArray       *notes,
                                            GError         **error);

/* Reads @data as PNG (by its signature), SVG or TMX (by its root element)
 * and repairs it. @notes
 * (SwImportNote, see sw_import_note_list_new) gets the report. */
SwMap           *sw_import_data            (const char      *data,
                                            gsize            length,
                                            const SwImportOptions *options,
                                            GPtrArray       *notes,
                                            GError         **error);
/* The same from a file; a drawing without a title of its own gets the
 * file's name (without its extension) as its title. */
SwMap           *sw_import_file            (const char      *path,
                                            const SwImportOptions *options,
                                            GPtrArray       *notes,
                                            GError         **error);
GPtrArray       *sw_import_note_list_new   (void);

/* Parses "#RRGGBB=TERRAIN" into @table (created when NULL); FALSE with a
 * message naming the edition's terrains when it is not one. */
gboolean         sw_import_parse_terrain_option (const char  *text,
                                                 const char  *edition,
                                                 GHashTable **table,
                                                 GError     **error);
/* The edition's terrain whose catalog colour is nearest to @colour;
 * @exact (may be NULL) says whether it is that colour. */
const char      *sw_import_nearest_terrain (const char      *edition,
                                            guint32          colour,
                                            gboolean        *exact);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwImportDrawing, sw_import_drawing_free)

G_END_DECLS
