/* sw-application.h: the application: windows, command-line files, app actions, settings. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define SW_TYPE_APPLICATION (sw_application_get_type ())
G_DECLARE_FINAL_TYPE (SwApplication, sw_application, SW, APPLICATION, AdwApplication)

SwApplication *sw_application_new           (void);

/* The app's settings, or NULL when the schema is not installed (and not
 * in the build tree either): the app then runs without remembering. */
GSettings     *sw_application_get_settings  (SwApplication *self);

/* Opens the file in a window showing no map, else in a new window;
 * returns that window (it tells the user when the file cannot be opened). */
GtkWindow     *sw_application_open_file     (SwApplication *self,
                                             GFile         *file);
GtkWindow     *sw_application_new_window    (SwApplication *self);

/* Where the translations are: $SW_LOCALEDIR (set by `meson devenv` to
 * the build's), else the installed LOCALEDIR. */
const char    *sw_application_get_locale_dir (void);
/* Where the bundled maps are: $SW_MAPS_DIR (set by `meson devenv` to the
 * source tree's maps/), else the installed PKGDATADIR/maps. */
const char    *sw_application_get_maps_dir  (void);

/* Removes, in a thread, what saves killed with the app left in the
 * folders of the recently used maps and games (sw_save_clean_leftovers());
 * @done (may be NULL) is called on the main thread when it is over. */
void           sw_application_clean_recent_leftovers (GAsyncReadyCallback done,
                                                      gpointer            user_data);

G_END_DECLS
