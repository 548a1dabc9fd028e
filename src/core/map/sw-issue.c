/* sw-issue.c: problems with stable codes, as the validator and loaders report them. */
#define G_LOG_DOMAIN "sw-issue"
#include "config.h"

#include <string.h>
#include "sw-issue.h"

/* The warnings of docs/map-format.md (and the project's additions); every other
 * code is an error, so a new error code cannot be mistaken for a warning. */
static const char *const warning_codes[] = {
  "corner-touch",
  "short-border",
  "region-too-small",
  "link-not-drawn",
  "scenario-mismatch",
  "unknown-element",
  "planarity",
  "no-geometry",
  NULL,
};

SwSeverity
sw_issue_code_severity (const char *code)
{
  g_return_val_if_fail (code != NULL, SW_SEVERITY_ERROR);

  return g_strv_contains (warning_codes, code) ? SW_SEVERITY_WARNING : SW_SEVERITY_ERROR;
}

static SwIssue *
issue_new_valist (const char        *code,
                  guint              line,
                  const char *const *regions,
                  const char        *format,
                  va_list            args)
{
  SwIssue *issue = g_new0 (SwIssue, 1);

  issue->code = g_strdup (code);
  issue->severity = sw_issue_code_severity (code);
  issue->message = g_strdup_vprintf (format, args);
  issue->regions = regions != NULL ? g_strdupv ((char **) regions) : g_new0 (char *, 1);
  issue->line = line;
  return issue;
}

SwIssue *
sw_issue_new (const char        *code,
              guint              line,
              const char *const *regions,
              const char        *format,
              ...)
{
  SwIssue *issue;
  va_list args;

  g_return_val_if_fail (code != NULL, NULL);
  g_return_val_if_fail (format != NULL, NULL);

  va_start (args, format);
  issue = issue_new_valist (code, line, regions, format, args);
  va_end (args);
  return issue;
}

SwIssue *
sw_issue_new_pair (const char *code,
                   guint       line,
                   const char *region_a,
                   const char *region_b,
                   const char *format,
                   ...)
{
  const char *regions[3] = { region_a, region_b, NULL };
  SwIssue *issue;
  va_list args;

  g_return_val_if_fail (code != NULL, NULL);
  g_return_val_if_fail (format != NULL, NULL);

  /* A pair whose first member is missing degrades to the second alone. */
  if (region_a == NULL)
    {
      regions[0] = region_b;
      regions[1] = NULL;
    }

  va_start (args, format);
  issue = issue_new_valist (code, line, regions, format, args);
  va_end (args);
  return issue;
}

void
sw_issue_free (SwIssue *issue)
{
  if (issue == NULL)
    return;
  g_free (issue->code);
  g_free (issue->message);
  g_strfreev (issue->regions);
  g_free (issue);
}

SwIssue *
sw_issue_copy (const SwIssue *issue)
{
  SwIssue *copy;

  g_return_val_if_fail (issue != NULL, NULL);

  copy = g_new0 (SwIssue, 1);
  copy->code = g_strdup (issue->code);
  copy->severity = issue->severity;
  copy->message = g_strdup (issue->message);
  copy->regions = g_strdupv (issue->regions);
  copy->line = issue->line;
  copy->column = issue->column;
  return copy;
}

GPtrArray *
sw_issue_list_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) sw_issue_free);
}

guint
sw_issue_list_count (GPtrArray  *issues,
                     SwSeverity  severity)
{
  guint n = 0;

  g_return_val_if_fail (issues != NULL, 0);

  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);
      if (issue->severity == severity)
        n++;
    }
  return n;
}

gboolean
sw_issue_list_has_code (GPtrArray  *issues,
                        const char *code)
{
  g_return_val_if_fail (issues != NULL, FALSE);

  for (guint i = 0; i < issues->len; i++)
    {
      const SwIssue *issue = g_ptr_array_index (issues, i);
      if (g_strcmp0 (issue->code, code) == 0)
        return TRUE;
    }
  return FALSE;
}

static int
compare_regions (GStrv a,
                 GStrv b)
{
  guint i;

  for (i = 0; a[i] != NULL && b[i] != NULL; i++)
    {
      int c = strcmp (a[i], b[i]);
      if (c != 0)
        return c;
    }
  return (a[i] != NULL) - (b[i] != NULL);
}

static int
compare_issues (gconstpointer pa,
                gconstpointer pb)
{
  const SwIssue *a = *(const SwIssue **) pa;
  const SwIssue *b = *(const SwIssue **) pb;
  int c;

  if (a->line != b->line)
    return a->line < b->line ? -1 : 1;
  if (a->severity != b->severity)
    return a->severity < b->severity ? -1 : 1;
  if ((c = strcmp (a->code, b->code)) != 0)
    return c;
  if ((c = compare_regions (a->regions, b->regions)) != 0)
    return c;
  if (a->column != b->column)
    return a->column < b->column ? -1 : 1;
  return strcmp (a->message, b->message);
}

void
sw_issue_list_sort (GPtrArray *issues)
{
  g_return_if_fail (issues != NULL);

  /* g_ptr_array_sort is a merge sort in practice, but the comparison is
   * total anyway, so the order never depends on the input order. */
  g_ptr_array_sort (issues, compare_issues);
}
