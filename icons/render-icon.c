/* render-icon.c: build tool: draws an SVG icon at one size into a PNG, for the icon resources. */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <stdlib.h>

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  int size;

  if (argc != 4 || (size = atoi (argv[2])) <= 0)
    {
      g_printerr ("usage: %s IN.svg SIZE OUT.png\n", argv[0]);
      return 2;
    }
  pixbuf = gdk_pixbuf_new_from_file_at_size (argv[1], size, size, &error);
  if (pixbuf == NULL || !gdk_pixbuf_save (pixbuf, argv[3], "png", &error, NULL))
    {
      g_printerr ("%s: %s\n", argv[0], error->message);
      return 1;
    }
  return 0;
}
