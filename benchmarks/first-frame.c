/* first-frame.c: runs a program under X and prints the time from launch to its window's first drawing, and its idle memory. */
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The same measure for every program, whatever its toolkit: the X server
 * reports (DAMAGE extension) when something first draws into a mapped
 * top-level window. Window backgrounds are None for GTK 4 and Qt, so the
 * map itself does not count as drawing. */

static double
now_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
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

int
main (int    argc,
      char **argv)
{
  double idle_seconds = 3, start, mapped = -1, drawn = -1, timeout_ms = 60000;
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
      else if (event.type == damage_event + XDamageNotify &&
               ((XDamageNotifyEvent *) &event)->drawable == window)
        drawn = now_ms () - start;
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
  /* one line: first frame ms, window mapped ms, idle resident kB */
  printf ("%.1f %.1f %ld\n", drawn, mapped, resident_kb (pid));
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
