/* first-frame-sample.c: test programs for first-frame: a first window that shows one colour and then goes away or shrinks, before the picture. */
#include <X11/Xlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* What the first window does after it has shown one colour:
 *   destroy: it is destroyed; a second window shows the picture;
 *   unmap:   it is unmapped, then mapped again and shows the picture;
 *   shrink:  it shrinks, then shows the picture.
 * Each step comes right after the one-colour drawing, in the same burst
 * of requests, so that first-frame reads a window that is gone, not
 * viewable or smaller than the drawing it was told of. */

static Window
new_window (Display *display,
            int      width,
            int      height)
{
  Window window = XCreateSimpleWindow (display, DefaultRootWindow (display), 0, 0, width, height, 0,
                                       BlackPixel (display, DefaultScreen (display)),
                                       WhitePixel (display, DefaultScreen (display)));

  XMapWindow (display, window);
  XSync (display, False);
  /* time for first-frame to see the map and watch the window */
  usleep (200000);
  return window;
}

static void
fill (Display *display,
      Window   window,
      GC       gc,
      unsigned long pixel,
      int      x,
      int      y,
      int      width,
      int      height)
{
  XSetForeground (display, gc, pixel);
  XFillRectangle (display, window, gc, x, y, width, height);
}

int
main (int    argc,
      char **argv)
{
  Display *display = XOpenDisplay (NULL);
  const char *mode = argc > 1 ? argv[1] : "";
  unsigned long black, grey;
  Window window;
  GC gc;

  if (display == NULL || (strcmp (mode, "destroy") != 0 && strcmp (mode, "unmap") != 0 && strcmp (mode, "shrink") != 0))
    {
      fprintf (stderr, "usage: DISPLAY=... %s destroy|unmap|shrink\n", argv[0]);
      return 2;
    }
  black = BlackPixel (display, DefaultScreen (display));
  grey = black == 0 ? 0x808080 : black / 2;
  window = new_window (display, 400, 300);
  gc = XCreateGC (display, window, 0, NULL);

  /* one colour, at once followed by the change */
  fill (display, window, gc, grey, 0, 0, 400, 300);
  if (strcmp (mode, "destroy") == 0)
    {
      XDestroyWindow (display, window);
      XSync (display, False);
      usleep (200000);
      window = new_window (display, 400, 300);
    }
  else if (strcmp (mode, "unmap") == 0)
    {
      XUnmapWindow (display, window);
      XSync (display, False);
      usleep (200000);
      XMapWindow (display, window);
    }
  else
    XResizeWindow (display, window, 40, 30);
  XSync (display, False);
  usleep (200000);

  /* the picture: two colours */
  fill (display, window, gc, grey, 0, 0, 400, 300);
  fill (display, window, gc, black, 0, 0, 20, 15);
  XSync (display, False);
  /* stays until first-frame ends it */
  pause ();
  XCloseDisplay (display);
  return 0;
}
