/* sw-builder-part.h: a part of a widget made when it is first needed (a page, a row's inner rows), from a builder file of the app's resources. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Builds the objects of the resource @resource (a path under
 * /io/github/swcompanion/Companion/) for @owner: its signal handlers are
 * the callbacks named in the NULL-terminated list of name, GCallback
 * pairs, and they get @owner as their data (swapped="yes": as their first
 * argument). NULL, with a critical warning, only in a broken build whose
 * resources lack the file or whose file does not parse. */
GtkBuilder *sw_builder_part_load (GObject    *owner,
                                  const char *resource,
                                  ...) G_GNUC_NULL_TERMINATED G_GNUC_WARN_UNUSED_RESULT;

G_END_DECLS
