/* sw-map-view-shadow.c: the board's shadow on the table drawn from textures, not GTK's blurred shadow: no GL shaders compiled mid-frame on llvmpipe (30-35 ms at the first zoom that shows the board's edge). */
#include "config.h"
#define G_LOG_DOMAIN "sw-map-view"

#include <math.h>

#include "sw-map-view-private.h"

/* The board's shadow (SW_MAP_VIEW_SHADOW_*): a black rectangle, the
 * board grown and moved down a little, blurred with a Gaussian, and
 * hidden under the board. A blur is separable, so the shadow is a
 * product of two edge profiles: it is drawn as eight textures made once for each scale (four corners, and
 * four edges one pixel thick, stretched), which the renderer draws as
 * it draws the tiles. GTK's outset shadow would do the same, but with
 * the GL renderer on a software rasterizer (llvmpipe) its first use
 * compiles three more shader programs, on the main thread, in the
 * middle of a frame: 30-35 ms, the first time a zoom shows the board's
 * edge (benchmarks/README.md). */

typedef enum { SHADOW_BEFORE, SHADOW_ALONG, SHADOW_AFTER } ShadowPart;

/* How far the blur reaches on either side of the shadow's edge, in
 * device pixels: three standard deviations. */
static int
shadow_reach (int scale)
{
  return (int) ceil (3 * SW_MAP_VIEW_SHADOW_RADIUS / 2.0 * scale);
}

/* The shadow's profile across an edge, at pixel @i of a piece of the
 * shadow that starts @reach pixels before the shadow's edge (BEFORE:
 * left or top; AFTER: right or bottom; ALONG: the middle, where the
 * other direction's profile alone counts). */
static double
shadow_profile (ShadowPart part,
                int        i,
                int        reach,
                double     sigma)
{
  double d = i + 0.5 - reach;   /* into the shadow from its edge */

  if (part == SHADOW_ALONG)
    return 1;
  if (part == SHADOW_AFTER)
    d = -d;
  return 0.5 * erfc (-d / (sigma * G_SQRT2));
}

/* TRUE when pixel @i of such a piece lies on the board (which hides
 * the shadow), the board's edge being @board_offset pixels into the
 * shadow from the shadow's edge. */
static gboolean
shadow_on_board (ShadowPart part,
                 int        i,
                 int        reach,
                 int        board_offset)
{
  if (part == SHADOW_ALONG)
    return TRUE;
  if (part == SHADOW_BEFORE)
    return i >= reach + board_offset;
  return i < reach - board_offset;
}

static GdkTexture *
make_shadow_piece (ShadowPart column,
                   ShadowPart row,
                   int        scale)
{
  double sigma = SW_MAP_VIEW_SHADOW_RADIUS / 2.0 * scale;
  int reach = shadow_reach (scale);
  int width = column == SHADOW_ALONG ? 1 : 2 * reach;
  int height = row == SHADOW_ALONG ? 1 : 2 * reach;
  int stride = width * 4;
  guchar *data = g_malloc0 ((gsize) stride * height);
  g_autoptr(GBytes) bytes = NULL;

  /* the board's edge, from the shadow's: the spread, less the shift
   * down at the top and more at the bottom */
  int spread = SW_MAP_VIEW_SHADOW_SPREAD * scale, dy = SW_MAP_VIEW_SHADOW_DY * scale;
  int row_offset = row == SHADOW_BEFORE ? spread - dy : spread + dy;

  for (int j = 0; j < height; j++)
    for (int i = 0; i < width; i++)
      {
        double alpha = SW_MAP_VIEW_SHADOW_ALPHA * shadow_profile (column, i, reach, sigma) *
                       shadow_profile (row, j, reach, sigma);

        if (shadow_on_board (column, i, reach, spread) && shadow_on_board (row, j, reach, row_offset))
          alpha = 0;
        /* premultiplied BGRA, black: only alpha */
        data[j * stride + i * 4 + 3] = (guchar) round (alpha * 255);
      }
  bytes = g_bytes_new_take (data, (gsize) stride * height);
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

gboolean
sw_map_view_snapshot_shadow (SwMapView      *self,
                             GtkSnapshot    *snapshot,
                             SwRenderLayout *layout,
                             int             scale)
{
  static const ShadowPart parts[8][2] = {
    { SHADOW_BEFORE, SHADOW_BEFORE }, { SHADOW_ALONG, SHADOW_BEFORE }, { SHADOW_AFTER, SHADOW_BEFORE },
    { SHADOW_BEFORE, SHADOW_ALONG },                                   { SHADOW_AFTER, SHADOW_ALONG },
    { SHADOW_BEFORE, SHADOW_AFTER }, { SHADOW_ALONG, SHADOW_AFTER },  { SHADOW_AFTER, SHADOW_AFTER },
  };
  double pixels_per_mm = self->zoom * scale;
  int reach = shadow_reach (scale);
  /* the board's edges in device pixels, rounded as the tiles are */
  double ox = round (self->origin_x * pixels_per_mm), oy = round (self->origin_y * pixels_per_mm);
  int spread = SW_MAP_VIEW_SHADOW_SPREAD * scale, dy = SW_MAP_VIEW_SHADOW_DY * scale;
  double x0 = round (layout->x * pixels_per_mm) - ox - spread;
  double x1 = round ((layout->x + layout->width) * pixels_per_mm) - ox + spread;
  double y0 = round (layout->y * pixels_per_mm) - oy - spread + dy;
  double y1 = round ((layout->y + layout->height) * pixels_per_mm) - oy + spread + dy;

  if (x1 - x0 < 2 * reach || y1 - y0 < 2 * reach)
    return FALSE;
  if (self->shadow_scale != scale)
    {
      for (guint i = 0; i < G_N_ELEMENTS (self->shadow); i++)
        {
          g_clear_object (&self->shadow[i]);
          self->shadow[i] = make_shadow_piece (parts[i][0], parts[i][1], scale);
        }
      self->shadow_scale = scale;
    }
  for (guint i = 0; i < G_N_ELEMENTS (self->shadow); i++)
    {
      double start[2], size[2];

      for (int axis = 0; axis < 2; axis++)
        {
          double a0 = axis == 0 ? x0 : y0, a1 = axis == 0 ? x1 : y1;

          switch (parts[i][axis])
            {
            case SHADOW_BEFORE: start[axis] = a0 - reach; size[axis] = 2 * reach; break;
            case SHADOW_ALONG:  start[axis] = a0 + reach; size[axis] = a1 - a0 - 2 * reach; break;
            case SHADOW_AFTER:  start[axis] = a1 - reach; size[axis] = 2 * reach; break;
            default:            g_assert_not_reached ();
            }
        }
      if (size[0] > 0 && size[1] > 0)
        gtk_snapshot_append_texture (snapshot, self->shadow[i],
                                     &GRAPHENE_RECT_INIT (start[0] / scale, start[1] / scale,
                                                          size[0] / scale, size[1] / scale));
    }
  return TRUE;
}
