/* swmap-common.h: what every swmap subcommand shares: exit statuses, the error line, issues printed like a compiler's. */
#pragma once

#include <stdio.h>
#include <glib.h>

#include "sw-issue.h"

G_BEGIN_DECLS

/* Exit statuses, the same for every subcommand so that scripts can rely on
 * them: 1 means "a map has an error, or cannot be loaded safely", 2 means
 * "a file cannot be read or written, or the command line is wrong". */
enum {
  SWMAP_EXIT_OK = 0,
  SWMAP_EXIT_INVALID = 1,
  SWMAP_EXIT_USAGE = 2,
};

/* Prints "swmap COMMAND: message" on stderr and returns @status. */
int  swmap_fail         (const char *command,
                         int         status,
                         const char *format,
                         ...) G_GNUC_PRINTF (3, 4);

/* "error" or "warning", untranslated: scripts and editors parse it. */
const char *swmap_severity_word (SwSeverity severity);

/* One line per issue, file:line:column: severity: message [code]. */
void swmap_print_issues (FILE       *out,
                         const char *file,
                         GPtrArray  *issues);

G_END_DECLS
