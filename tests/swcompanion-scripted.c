/* swcompanion-scripted.c: the real app, driven by a script of window actions, for the tests that kill it mid-game. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "sw-application.h"
#include "sw-game-window.h"

/* SW_GAME_SCRIPT holds one action per line, as the window's action name
 * and a GVariant parameter: "game.conquer ('r5', -1)". They are activated,
 * in order, once the first game window is shown: the same code as a click
 * or a shortcut takes. This program is built for the tests only; the
 * installed swcompanion has no such hook. */
static gboolean
run_script (gpointer data)
{
  GtkWidget *window = data;
  g_auto(GStrv) lines = g_strsplit (g_getenv ("SW_GAME_SCRIPT"), "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GVariant) parameter = NULL;
      const char *space;

      g_strstrip (lines[i]);
      if (lines[i][0] == '\0')
        continue;
      space = strchr (lines[i], ' ');
      name = space != NULL ? g_strndup (lines[i], space - lines[i]) : g_strdup (lines[i]);
      if (space != NULL)
        parameter = g_variant_parse (NULL, space + 1, NULL, NULL, NULL);
      if (!gtk_widget_activate_action_variant (window, name, parameter))
        g_message ("script: %s cannot be run", lines[i]);
    }
  return G_SOURCE_REMOVE;
}

static void
window_added (GtkApplication *application,
              GtkWindow      *window,
              gpointer        data)
{
  gboolean *started = data;

  if (*started || !SW_IS_GAME_WINDOW (window))
    return;
  *started = TRUE;
  g_idle_add_full (G_PRIORITY_LOW, run_script, g_object_ref (window), g_object_unref);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SwApplication) application = NULL;
  gboolean started = FALSE;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, sw_application_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  application = sw_application_new ();
  if (g_getenv ("SW_GAME_SCRIPT") != NULL)
    g_signal_connect (application, "window-added", G_CALLBACK (window_added), &started);
  return g_application_run (G_APPLICATION (application), argc, argv);
}
