/* main.c: starts Small World Companion: translations, then the application. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "sw-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SwApplication) application = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, sw_application_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  application = sw_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
