/* sw-test-keep-libraries.c: in sanitizer builds of the GUI tests, libraries
 * loaded at run time stay mapped until the process ends.
 *
 * When GDK opens the display it asks OpenGL what it can do: Mesa loads its
 * DRI driver, gives up on DRI3 (as under Xvfb), unloads it and loads it
 * again for its software rasterizer. LeakSanitizer looks for leaks and
 * names stack frames at exit; by then the first copy is gone, so whatever
 * only that copy's globals pointed to is reported as a leak from
 * "<unknown module>", which no line of tests/lsan.supp can name. With the
 * library still mapped its globals are scanned like any other, and a real
 * leak inside it is reported with its module and function names.
 *
 * Defined in the test program, this dlclose() comes before libc's (and the
 * sanitizer's own) for every library of the process. */
#include <dlfcn.h>

int
dlclose (void *handle)
{
  (void) handle;
  return 0;
}
