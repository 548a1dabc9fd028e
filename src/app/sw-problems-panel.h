/* sw-problems-panel.h: the map editor's problems list: each problem of the document in words, a fix where it is sure, a click to see it on the map. */
#pragma once

#include <gtk/gtk.h>
#include "sw-map-document.h"

G_BEGIN_DECLS

#define SW_TYPE_PROBLEMS_PANEL (sw_problems_panel_get_type ())
G_DECLARE_FINAL_TYPE (SwProblemsPanel, sw_problems_panel, SW, PROBLEMS_PANEL, GtkBox)

/* Properties: "document" (the problems shown), "has-problems", "summary"
 * ("2 errors, 1 warning", for the header bar). Signal "issue-activated"
 * (guint index in the document's list): the user clicked a problem. */
GtkWidget     *sw_problems_panel_new          (void);
SwMapDocument *sw_problems_panel_get_document (SwProblemsPanel *self);
void           sw_problems_panel_set_document (SwProblemsPanel *self,
                                               SwMapDocument   *document);
gboolean       sw_problems_panel_get_has_problems (SwProblemsPanel *self);
const char    *sw_problems_panel_get_summary  (SwProblemsPanel *self);

G_END_DECLS
