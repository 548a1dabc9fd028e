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

/* Where the translations are: $SW_LOCALEDIR, else the build tree's po/
 * when running uninstalled, else the installed LOCALEDIR. */
const char    *sw_application_get_locale_dir (void);

/* TRUE when OpenGL on the display GTK will open can only be a software
 * rasterizer. */
gboolean       sw_application_gl_is_software (void);

/* Without a GPU, GTK's cairo renderer draws this app's windows sooner and
 * with less memory than its GL renderer on Mesa's software rasterizer,
 * which compiles code for each new kind of drawing, on the main thread,
 * as a frame first needs it (benchmarks/README.md: launch, memory, zoom).
 * So then this sets GSK_RENDERER to cairo and adds gl-disable to
 * GDK_DEBUG (GDK then does not load Mesa at all), unless GSK_RENDERER
 * names a renderer already. Call it before any thread starts (it sets
 * the environment), so before g_application_run(). Programs started from
 * the app inherit both, on the same display. */
void           sw_application_choose_renderer (void);

G_END_DECLS
