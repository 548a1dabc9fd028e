/* swmap-common.c: what every swmap subcommand shares: the error line, issues printed like a compiler's. */
#define G_LOG_DOMAIN "swmap"
#include "config.h"

#include <stdarg.h>

#include "swmap-common.h"

int
swmap_fail (const char *command,
            int         status,
            const char *format,
            ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("swmap %s: %s\n", command, message);
  return status;
}

const char *
swmap_severity_word (SwSeverity severity)
{
  /* Not translated: scripts and editors parse these, as with a compiler. */
  return severity == SW_SEVERITY_ERROR ? "error" : "warning";
}

void
swmap_print_issues (FILE       *out,
                    const char *file,
                    GPtrArray  *issues)
{
  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);

      if (issue->line > 0 && issue->column > 0)
        fprintf (out, "%s:%u:%u: ", file, issue->line, issue->column);
      else if (issue->line > 0)
        fprintf (out, "%s:%u: ", file, issue->line);
      else
        fprintf (out, "%s: ", file);
      fprintf (out, "%s: %s [%s]\n", swmap_severity_word (issue->severity), issue->message, issue->code);
    }
}
