/* sw-issue-marks.h: where a problem of a map lies, as marks to draw on it. */
#pragma once

#include <glib.h>
#include "sw-issue.h"
#include "sw-map.h"

G_BEGIN_DECLS

typedef enum {
  SW_ISSUE_MARK_RING,     /* a ring round a point: regions touching only at a corner */
  SW_ISSUE_MARK_BORDER,   /* a border drawn thick: a border too short to see */
  SW_ISSUE_MARK_OVERLAP,  /* the area two regions both cover, filled */
  SW_ISSUE_MARK_PLACE,    /* a region's place: one without a neighbour, or any other problem of it */
} SwIssueMarkKind;

typedef struct {
  SwIssueMarkKind kind;
  SwSeverity severity;
  double x0, y0;          /* RING, PLACE: the point; BORDER: one end */
  double x1, y1;          /* BORDER: the other end */
  guint region_a;         /* OVERLAP, PLACE: the region (index in map->regions) */
  guint region_b;         /* OVERLAP: the other one */
} SwIssueMark;

/* Appends to @marks (a GArray of SwIssueMark) where @issue lies on the
 * drawn map, in the drawing's mm (each board placed where the renderer
 * puts it). Nothing for an issue that names no region with an outline. */
void  sw_issue_marks_append  (SwMap          *map,
                              const SwIssue  *issue,
                              GArray         *marks);

G_END_DECLS
