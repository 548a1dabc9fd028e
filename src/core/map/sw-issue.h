/* sw-issue.h: one problem found in a map (or a game), with its stable code. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  SW_SEVERITY_ERROR,
  SW_SEVERITY_WARNING,
} SwSeverity;

typedef struct {
  char       *code;      /* stable code of docs/map-format.md, e.g. "regions-overlap" */
  SwSeverity  severity;
  char       *message;   /* a sentence a person can act on */
  GStrv       regions;   /* region ids involved, never NULL (may be empty) */
  guint       line;      /* 0 when unknown */
  guint       column;    /* 0 when unknown */
} SwIssue;

/* The severity of a code, from the table of docs/map-format.md. */
SwSeverity  sw_issue_code_severity (const char        *code);

SwIssue    *sw_issue_new           (const char        *code,
                                    guint              line,
                                    const char *const *regions,
                                    const char        *format,
                                    ...) G_GNUC_PRINTF (4, 5);
SwIssue    *sw_issue_new_pair      (const char        *code,
                                    guint              line,
                                    const char        *region_a,
                                    const char        *region_b,
                                    const char        *format,
                                    ...) G_GNUC_PRINTF (5, 6);
void        sw_issue_free          (SwIssue           *issue);
SwIssue    *sw_issue_copy          (const SwIssue     *issue);

/* A GPtrArray of SwIssue that frees them. */
GPtrArray  *sw_issue_list_new      (void);
guint       sw_issue_list_count    (GPtrArray         *issues,
                                    SwSeverity         severity);
/* Sorted by line, then severity, then code, then regions: stable output. */
void        sw_issue_list_sort     (GPtrArray         *issues);
gboolean    sw_issue_list_has_code (GPtrArray         *issues,
                                    const char        *code);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SwIssue, sw_issue_free)

G_END_DECLS
