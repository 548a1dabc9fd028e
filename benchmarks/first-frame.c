/* first-frame.c: runs a program under X and prints the time from launch to its window's first drawing, and its idle memory. */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The same measure for every program, whatever its toolkit: the X server
 * reports (DAMAGE extension) each time something draws into the mapped
 * top-level window, and the first frame is the first drawing after which
 * the window shows more than one colour. The first report is not enough:
 * with GTK 4's GL renderer on Xvfb, the window is filled with one colour
 * as it maps, 90-250 ms before the frame the program drew.
 *
 * The window may change between a report and the reading of its pixels:
 * it may be gone, unmapped or smaller by then (X errors, which must not
 * end this program), and a window that goes away is not the one whose
 * first frame counts: the next window mapped is watched instead. */

/* X errors are expected (the window read may be gone or have shrunk):
 * the request fails, XGetImage() returns NULL, and the next report is
 * waited for. Xlib's default handler would end the program. */
static int
ignore_x_error (Display     *display,
                XErrorEvent *error)
{
  (void) display;
  (void) error;
  return 0;
}

static double
now_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

/* TRUE when @window shows more than one colour. */
static int
shows_a_picture (Display *display,
                 Window   window,
                 int      width,
                 int      height)
{
  XImage *image = XGetImage (display, window, 0, 0, width, height, AllPlanes, ZPixmap);
  unsigned long first;
  int picture = 0;

  if (image == NULL)
    return 0;
  first = XGetPixel (image, 0, 0);
  for (int y = 0; y < height && !picture; y++)
    for (int x = 0; x < width; x++)
      if (XGetPixel (image, x, y) != first)
        {
          picture = 1;
          break;
        }
  XDestroyImage (image);
  return picture;
}

/* VmRSS of a process in kB, 0 when it is gone. */
static long
resident_kb (pid_t pid)
{
  char path[64], line[256];
  long kb = 0;
  FILE *file;

  snprintf (path, sizeof path, "/proc/%d/status", (int) pid);
  file = fopen (path, "r");
  if (file == NULL)
    return 0;
  while (fgets (line, sizeof line, file) != NULL)
    if (strncmp (line, "VmRSS:", 6) == 0)
      kb = atol (line + 6);
  fclose (file);
  return kb;
}

/* CPU time of all the threads a process has now, in ms (schedstat: ns on
 * the CPU), -1 when unknown. Less disturbed by other load than wall time. */
static double
cpu_ms (pid_t pid)
{
  char path[64];
  double ns = 0;
  struct dirent *entry;
  DIR *dir;

  snprintf (path, sizeof path, "/proc/%d/task", (int) pid);
  dir = opendir (path);
  if (dir == NULL)
    return -1;
  while ((entry = readdir (dir)) != NULL)
    {
      char stat_path[400];
      unsigned long long run = 0;
      FILE *file;

      if (entry->d_name[0] == '.')
        continue;
      snprintf (stat_path, sizeof stat_path, "%s/%s/schedstat", path, entry->d_name);
      file = fopen (stat_path, "r");
      if (file == NULL)
        continue;
      if (fscanf (file, "%llu", &run) == 1)
        ns += run;
      fclose (file);
    }
  closedir (dir);
  return ns / 1e6;
}

int
main (int    argc,
      char **argv)
{
  double idle_seconds = 3, start, mapped = -1, drawn = -1, drawn_cpu = -1, timeout_ms = 60000;
  int damage_event, damage_error, first = 1;
  Display *display;
  Window root, window = None;
  Damage damage = None;
  pid_t pid;

  if (argc > 2 && strcmp (argv[1], "--idle") == 0)
    {
      idle_seconds = atof (argv[2]);
      first = 3;
    }
  if (first >= argc)
    {
      fprintf (stderr, "usage: %s [--idle SECONDS] COMMAND [ARG…]\n", argv[0]);
      return 2;
    }
  display = XOpenDisplay (NULL);
  if (display == NULL || !XDamageQueryExtension (display, &damage_event, &damage_error))
    {
      fprintf (stderr, "%s: needs an X display with the DAMAGE extension\n", argv[0]);
      return 2;
    }
  XSetErrorHandler (ignore_x_error);
  root = DefaultRootWindow (display);
  XSelectInput (display, root, SubstructureNotifyMask);
  XSync (display, False);

  start = now_ms ();
  pid = fork ();
  if (pid == 0)
    {
      execvp (argv[first], argv + first);
      _exit (127);
    }

  while (drawn < 0 && now_ms () - start < timeout_ms)
    {
      XEvent event;

      if (!XPending (display))
        {
          int status;

          if (waitpid (pid, &status, WNOHANG) == pid)
            {
              fprintf (stderr, "%s: %s exited before drawing\n", argv[0], argv[first]);
              return 1;
            }
          usleep (500);
          continue;
        }
      XNextEvent (display, &event);
      if (event.type == MapNotify && window == None && !event.xmap.override_redirect &&
          event.xmap.event == root)
        {
          mapped = now_ms () - start;
          window = event.xmap.window;
          damage = XDamageCreate (display, window, XDamageReportNonEmpty);
        }
      else if ((event.type == UnmapNotify && event.xunmap.event == root && event.xunmap.window == window) ||
               (event.type == DestroyNotify && event.xdestroywindow.window == window))
        {
          /* not this window's picture, then: watch the next one mapped
           * (a destroyed window's damage object is gone with it) */
          if (event.type == UnmapNotify)
            XDamageDestroy (display, damage);
          window = None;
          damage = None;
        }
      else if (event.type == damage_event + XDamageNotify && window != None &&
               ((XDamageNotifyEvent *) &event)->damage == damage)
        {
          XDamageNotifyEvent *notify = (XDamageNotifyEvent *) &event;
          double at = now_ms () - start, at_cpu = cpu_ms (pid);

          /* empty the damage, so that the next drawing is reported */
          XDamageSubtract (display, damage, None, None);
          if (shows_a_picture (display, window, notify->geometry.width, notify->geometry.height))
            {
              drawn = at;
              drawn_cpu = at_cpu;
            }
        }
    }
  /* The damage object goes with the window or the connection. */
  (void) damage;
  if (drawn < 0)
    {
      fprintf (stderr, "%s: %s drew nothing in %.0f s\n", argv[0], argv[first], timeout_ms / 1e3);
      kill (pid, SIGKILL);
      waitpid (pid, NULL, 0);
      return 1;
    }
  usleep ((useconds_t) (idle_seconds * 1e6));
  /* one line: first frame ms, window mapped ms, idle resident kB, CPU ms
   * of the program until its first frame (all its threads) */
  printf ("%.1f %.1f %ld %.1f\n", drawn, mapped, resident_kb (pid), drawn_cpu);
  fflush (stdout);
  kill (pid, SIGTERM);
  usleep (200000);
  if (waitpid (pid, NULL, WNOHANG) == 0)
    {
      kill (pid, SIGKILL);
      waitpid (pid, NULL, 0);
    }
  XCloseDisplay (display);
  return 0;
}
