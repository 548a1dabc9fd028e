/* sw-untranslated.h: a span of code whose texts come out untranslated, for machine-readable output. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* JSON and other output that scripts read must be the same bytes whatever
 * the user's language. Between sw_untranslated_begin() and
 * sw_untranslated_end(), on the calling thread only:
 *  - gettext returns the English source (the msgid): the thread's
 *    LC_MESSAGES is "C", where gettext ignores LANGUAGE;
 *  - sw_text_pick() returns the untagged (English) text, so catalog names
 *    and map titles are the untranslated ones too.
 * Other threads, and this one after the span, keep the user's language.
 * Spans nest; each end restores what its begin found. To the end of a block:
 *   g_autoptr(SwUntranslated) span G_GNUC_UNUSED = sw_untranslated_begin ();
 * (clang counts a variable that only its cleanup reads as unused). */
typedef struct _SwUntranslated SwUntranslated;

SwUntranslated *sw_untranslated_begin  (void);
void            sw_untranslated_end    (SwUntranslated *span);
/* TRUE inside a span on this thread. */
gboolean        sw_untranslated_active (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwUntranslated, sw_untranslated_end)

G_END_DECLS
