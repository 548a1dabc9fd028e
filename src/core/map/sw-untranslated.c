/* sw-untranslated.c: untranslated texts on one thread for a while: a thread locale whose LC_MESSAGES is "C", and a flag for sw_text_pick(). */
#define G_LOG_DOMAIN "sw-untranslated"
#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>
#include "sw-untranslated.h"

struct _SwUntranslated {
  locale_t previous;     /* the thread's locale before the span (may be LC_GLOBAL_LOCALE) */
  locale_t own;          /* ours, (locale_t) 0 when it could not be made */
  gboolean was_active;
};

/* Per thread: the app saves a report on its main thread while bots play on others. */
static _Thread_local gboolean untranslated;

SwUntranslated *
sw_untranslated_begin (void)
{
  SwUntranslated *span = g_new0 (SwUntranslated, 1);
  locale_t copy;

  /* GLib decides once per process whether g_dgettext() translates at all,
   * from the state it first sees: it must see the user's, not the span's
   * (where gettext ("") has no header and would mean "no catalog"). */
  (void) g_dgettext (GETTEXT_PACKAGE, "");

  span->previous = uselocale ((locale_t) 0);
  span->was_active = untranslated;
  /* The thread's locale with only LC_MESSAGES changed: numbers, character
   * set and collation stay the user's. */
  copy = duplocale (span->previous);
  if (copy != (locale_t) 0)
    {
      span->own = newlocale (LC_MESSAGES_MASK, "C", copy);
      if (span->own == (locale_t) 0)
        freelocale (copy);
    }
  if (span->own != (locale_t) 0)
    uselocale (span->own);
  else
    g_warning ("No locale for untranslated texts: machine-readable output may be translated");
  untranslated = TRUE;
  return span;
}

void
sw_untranslated_end (SwUntranslated *span)
{
  if (span == NULL)
    return;
  if (span->own != (locale_t) 0)
    {
      uselocale (span->previous);
      freelocale (span->own);
    }
  untranslated = span->was_active;
  g_free (span);
}

gboolean
sw_untranslated_active (void)
{
  return untranslated;
}
