/* sw-test-app.h: what the GUI tests share: a throw-away home for settings, recent files and drafts; running the app a step at a time; finding dialogs and widgets. */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <adwaita.h>
#include <string.h>
#include <wchar.h>

#include "sw-application.h"

/* Points XDG_DATA_HOME, XDG_CONFIG_HOME and XDG_STATE_HOME at a new empty
 * folder, so a test never reads or writes the user's own, and returns it. */
static inline char *
sw_test_app_private_home (void)
{
  char *home = g_dir_make_tmp ("swcompanion-home-XXXXXX", NULL);

  g_assert_nonnull (home);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", home, TRUE);
  g_setenv ("XDG_STATE_HOME", home, TRUE);
  return home;
}

/* Deletes @dir and everything under it (recent files, drafts folders). */
static inline void
sw_test_app_remove_tree (const char *dir)
{
  GDir *handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        sw_test_app_remove_tree (path);
      else
        g_remove (path);
    }
  if (handle != NULL)
    g_dir_close (handle);
  g_rmdir (dir);
}

/* For a test that runs an application of its own (a process has one
 * application name): FALSE without a display (the test is skipped) and in
 * the parent, which runs the test again in a subprocess with @timeout_s
 * and asserts that it passed; TRUE in that subprocess, where the body runs. */
static inline gboolean
sw_test_app_in_own_process (guint timeout_s)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display: run under xvfb-run");
      return FALSE;
    }
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, (guint64) timeout_s * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return FALSE;
    }
  return TRUE;
}

/* The visible top-level window of @type (a dialog the app just opened), or NULL. */
static inline GtkWindow *
sw_test_app_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      /* a dialog that answered may linger hidden for a moment */
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

typedef struct {
  GSourceFunc step;
  gpointer data;
} SwTestAppSteps;

static inline void
sw_test_app_start_steps (GApplication   *application,
                         SwTestAppSteps *steps)
{
  g_timeout_add (50, steps->step, steps->data);
}

/* Runs @application (not unique: tests run side by side) with @argv and
 * calls @step(@data) every 50 ms from its start-up, until @step returns
 * G_SOURCE_REMOVE (having quit the app). Returns the exit status. */
static inline int
sw_test_app_run_steps (GApplication *application,
                       GSourceFunc   step,
                       gpointer      data,
                       int           argc,
                       char        **argv)
{
  SwTestAppSteps steps = { step, data };
  gulong handler;
  int status;

  g_application_set_flags (application, g_application_get_flags (application) | G_APPLICATION_NON_UNIQUE);
  handler = g_signal_connect (application, "startup", G_CALLBACK (sw_test_app_start_steps), &steps);
  status = g_application_run (application, argc, argv);
  g_signal_handler_disconnect (application, handler);
  return status;
}

/* For a test that opens the app's windows itself, after g_test_init():
 * NULL without a display (a TAP skip is printed: return 0 from main), else
 * an application, registered, and not the one instance on the session bus
 * (the tests beside this one run the app too, and theirs would open in
 * this process): the app itself when @plain_id is NULL, else a bare
 * AdwApplication of that id (for windows made without the app's start-up)
 * that loads the app's style sheets, so that widgets take the sizes they
 * take in the app.
 * Unref it after g_test_run(). */
static inline GtkApplication *
sw_test_app_new_registered (const char *plain_id)
{
  GtkApplication *application;

  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display: run under xvfb-run\n");
      return NULL;
    }
  adw_init ();
  if (plain_id != NULL)
    application = g_object_new (ADW_TYPE_APPLICATION,
                                "application-id", plain_id,
                                "flags", G_APPLICATION_NON_UNIQUE,
                                "resource-base-path", "/io/github/swcompanion/Companion",
                                NULL);
  else
    application = GTK_APPLICATION (sw_application_new ());
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));
  return application;
}

/* Runs the main loop for @ms milliseconds, frames and animations
 * included (a toast slides in, a layout settles). */
static inline void
sw_test_app_run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Adds the mnemonic letters of @menu's items to @seen, its sections' with
 * them (one popover shows them together), and checks each submenu as a
 * menu of its own: two items on one letter would take turns at it. */
static inline void
sw_test_app_collect_mnemonics (GMenuModel *menu,
                               GHashTable *seen)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);
      g_autofree char *label = NULL;
      const char *mark;

      if (section != NULL)
        sw_test_app_collect_mnemonics (section, seen);
      if (submenu != NULL)
        {
          g_autoptr(GHashTable) own = g_hash_table_new (NULL, NULL);

          sw_test_app_collect_mnemonics (submenu, own);
        }
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label)
          && (mark = strchr (label, '_')) != NULL && mark[1] != '\0')
        {
          gunichar letter = g_unichar_tolower (g_utf8_get_char (mark + 1));

          g_test_message ("menu item \"%s\": %lc", label, (wint_t) letter);
          if (g_hash_table_contains (seen, GUINT_TO_POINTER (letter)))
            g_error ("two items of a menu on the letter %lc: \"%s\" and another", (wint_t) letter, label);
          g_hash_table_add (seen, GUINT_TO_POINTER (letter));
        }
    }
}

static inline void
sw_test_app_assert_mnemonics_unique (GMenuModel *menu)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  sw_test_app_collect_mnemonics (menu, seen);
}

/* The shortcut of @widget's own controllers (its class's key bindings
 * among them) whose trigger reads @accelerator ("<Control>g", "Escape"),
 * or NULL; the controller keeps it. */
static inline GtkShortcut *
sw_test_app_find_shortcut (GtkWidget  *widget,
                           const char *accelerator)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (trigger, accelerator))
            return shortcut;
        }
    }
  return NULL;
}

/* Runs the main loop until @done (@data) holds, for at most @max_ms
 * milliseconds; returns whether it held. For what settles over frames,
 * whose pace the machine's load sets: a fixed wait passes on a quiet
 * machine and fails on a busy one. */
static inline gboolean
sw_test_app_run_until (gboolean (*done) (gpointer data),
                       gpointer   data,
                       guint      max_ms)
{
  gint64 end = g_get_monotonic_time () + max_ms * 1000;

  while (!done (data))
    {
      if (g_get_monotonic_time () >= end)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

/* Runs the main loop until nothing is left to do now. */
static inline void
sw_test_app_iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The first widget under @root, @root included, depth first, that
 * @match (@data) accepts, or NULL: what the finders below share. */
static inline GtkWidget *
sw_test_app_find (GtkWidget  *root,
                  gboolean  (*match) (GtkWidget *widget, gconstpointer data),
                  gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = sw_test_app_find (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static inline gboolean
sw_test_app_is_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static inline gboolean
sw_test_app_is_named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static inline gboolean
sw_test_app_is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static inline gboolean
sw_test_app_is_button_for (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The first widget of @type (or a subclass) under @root, @root included, or NULL. */
static inline GtkWidget *
sw_test_app_find_type (GtkWidget *root,
                       GType      type)
{
  return sw_test_app_find (root, sw_test_app_is_type, GSIZE_TO_POINTER (type));
}

/* The first widget under @root, @root included, whose widget name is
 * @name (the .ui files' <property name="name">), or NULL. */
static inline GtkWidget *
sw_test_app_find_named (GtkWidget  *root,
                        const char *name)
{
  return sw_test_app_find (root, sw_test_app_is_named, name);
}

/* The first button under @root labelled @label (its mnemonic included:
 * "_Save"), or NULL. */
static inline GtkWidget *
sw_test_app_find_button (GtkWidget  *root,
                         const char *label)
{
  return sw_test_app_find (root, sw_test_app_is_button_labelled, label);
}

/* The first button under @root that activates @action, or NULL. */
static inline GtkWidget *
sw_test_app_find_action_button (GtkWidget  *root,
                                const char *action)
{
  return sw_test_app_find (root, sw_test_app_is_button_for, action);
}

/* Every widget of @type under @root, in the order they come, into @found. */
static inline void
sw_test_app_collect_type (GtkWidget *root,
                          GType      type,
                          GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    sw_test_app_collect_type (child, type, found);
}
