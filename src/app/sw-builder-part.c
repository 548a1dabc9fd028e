/* sw-builder-part.c: a part of a widget made when it is first needed, from a builder file of the app's resources. */
#include "config.h"

#include "sw-builder-part.h"

GtkBuilder *
sw_builder_part_load (GObject    *owner,
                      const char *resource,
                      ...)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GtkBuilderScope) scope = gtk_builder_cscope_new ();
  g_autofree char *path = g_strconcat ("/io/github/swcompanion/Companion/", resource, NULL);
  g_autoptr(GError) error = NULL;
  const char *name;
  va_list args;

  g_return_val_if_fail (G_IS_OBJECT (owner), NULL);
  g_return_val_if_fail (resource != NULL, NULL);

  va_start (args, resource);
  while ((name = va_arg (args, const char *)) != NULL)
    gtk_builder_cscope_add_callback_symbol (GTK_BUILDER_CSCOPE (scope), name, va_arg (args, GCallback));
  va_end (args);
  gtk_builder_set_scope (builder, scope);
  gtk_builder_set_current_object (builder, owner);
  /* a resource compiled into the program: only a broken build lacks it */
  if (!gtk_builder_add_from_resource (builder, path, &error))
    {
      g_critical ("%s: %s", path, error->message);
      return NULL;
    }
  return g_steal_pointer (&builder);
}
