/* sw-issue-marks.c: where a problem of a map lies, as marks to draw on it. */
#define G_LOG_DOMAIN "sw-issue"
#include "config.h"

#include "sw-issue-marks.h"
#include "sw-render-private.h"
#include "sw-topology.h"

static const SwRegion *
region_of (SwMap      *map,
           const char *id,
           gint       *index)
{
  *index = id != NULL ? sw_map_find_region (map, id) : -1;
  if (*index < 0)
    return NULL;
  return g_ptr_array_index (map->regions, *index);
}

/* Whether a ring of @region uses vertex @id. */
static gboolean
ring_has_vertex (const SwRegion *region,
                 guint           id)
{
  for (guint h = 0; region->outline != NULL && h <= region->holes->len; h++)
    {
      const SwRing *ring = h == 0 ? region->outline : g_ptr_array_index (region->holes, h - 1);

      for (guint k = 0; k < ring->ids->len; k++)
        if (g_array_index (ring->ids, guint, k) == id)
          return TRUE;
    }
  return FALSE;
}

static gboolean
region_has_edge (const SwRegion *region,
                 guint           a,
                 guint           b)
{
  for (guint h = 0; region->outline != NULL && h <= region->holes->len; h++)
    {
      const SwRing *ring = h == 0 ? region->outline : g_ptr_array_index (region->holes, h - 1);
      guint n = ring->ids->len;

      for (guint k = 0; k < n; k++)
        {
          guint u = g_array_index (ring->ids, guint, k), v = g_array_index (ring->ids, guint, (k + 1) % n);

          if ((u == a && v == b) || (u == b && v == a))
            return TRUE;
        }
    }
  return FALSE;
}

static void
add_place (SwMap          *map,
           const SwIssue  *issue,
           const SwRegion *region,
           guint           index,
           GArray         *marks)
{
  SwTopology *topology = sw_map_get_topology (map);
  double dx, dy;
  SwIssueMark mark = { SW_ISSUE_MARK_PLACE, issue->severity, 0, 0, 0, 0, index, index };

  if (topology == NULL || index >= topology->n_regions || region->outline == NULL)
    return;
  sw_render_region_offset (map, region, &dx, &dy);
  mark.x0 = topology->label_x[index] + dx;
  mark.y0 = topology->label_y[index] + dy;
  g_array_append_val (marks, mark);
}

void
sw_issue_marks_append (SwMap         *map,
                       const SwIssue *issue,
                       GArray        *marks)
{
  guint n_regions = issue->regions != NULL ? g_strv_length (issue->regions) : 0;
  const SwRegion *a = NULL, *b = NULL;
  gint ia = -1, ib = -1;
  guint before = marks->len;
  double dx = 0, dy = 0;

  g_return_if_fail (map != NULL && issue != NULL && marks != NULL);

  if (n_regions >= 1)
    a = region_of (map, issue->regions[0], &ia);
  if (n_regions >= 2)
    b = region_of (map, issue->regions[1], &ib);
  if (a != NULL)
    sw_render_region_offset (map, a, &dx, &dy);

  if (a != NULL && b != NULL && a->outline != NULL && b->outline != NULL)
    {
      if (g_strcmp0 (issue->code, "corner-touch") == 0)
        {
          /* every corner the two share */
          for (guint h = 0; h <= a->holes->len; h++)
            {
              const SwRing *ring = h == 0 ? a->outline : g_ptr_array_index (a->holes, h - 1);

              for (guint k = 0; k < ring->ids->len; k++)
                {
                  guint id = g_array_index (ring->ids, guint, k);
                  const SwVertex *v = sw_map_get_vertex (map, id);

                  if (v != NULL && ring_has_vertex (b, id))
                    {
                      SwIssueMark mark = { SW_ISSUE_MARK_RING, issue->severity, v->x + dx, v->y + dy, 0, 0,
                                           (guint) ia, (guint) ib };
                      g_array_append_val (marks, mark);
                    }
                }
            }
        }
      else if (g_strcmp0 (issue->code, "short-border") == 0)
        {
          /* every edge of the border they share */
          for (guint h = 0; h <= a->holes->len; h++)
            {
              const SwRing *ring = h == 0 ? a->outline : g_ptr_array_index (a->holes, h - 1);
              guint n = ring->ids->len;

              for (guint k = 0; k < n; k++)
                {
                  guint u = g_array_index (ring->ids, guint, k), w = g_array_index (ring->ids, guint, (k + 1) % n);
                  const SwVertex *vu = sw_map_get_vertex (map, u), *vw = sw_map_get_vertex (map, w);

                  if (vu != NULL && vw != NULL && region_has_edge (b, u, w))
                    {
                      SwIssueMark mark = { SW_ISSUE_MARK_BORDER, issue->severity, vu->x + dx, vu->y + dy,
                                           vw->x + dx, vw->y + dy, (guint) ia, (guint) ib };
                      g_array_append_val (marks, mark);
                    }
                }
            }
        }
      else if (g_strcmp0 (issue->code, "regions-overlap") == 0)
        {
          SwIssueMark mark = { SW_ISSUE_MARK_OVERLAP, issue->severity, 0, 0, 0, 0, (guint) ia, (guint) ib };
          g_array_append_val (marks, mark);
        }
    }
  if (marks->len > before)
    return;
  /* any other problem, or one whose place the geometry does not give:
   * the place of each region it names */
  for (guint i = 0; i < n_regions; i++)
    {
      gint index;
      const SwRegion *region = region_of (map, issue->regions[i], &index);

      if (region != NULL)
        add_place (map, issue, region, (guint) index, marks);
    }
}
