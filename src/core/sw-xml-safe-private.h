/* sw-xml-safe-private.h: helpers shared by sw-xml-safe.c and sw-xml-relaxng.c. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* A malformed file can make libxml2 report an error per byte; past this
 * many, more of them help nobody and cost memory. */
#define SW_XML_MAX_ISSUES 50

/* xmlInitParser(), once, before any thread parses. */
void  sw_xml_ensure_initialized (void);

/* libxml2 messages end with a newline and sometimes hold one ("Input is
 * not proper UTF-8...\nBytes: ..."); ours are one line each. */
char *sw_xml_clean_message      (const char *message);

/* sw_xml_parse_safe() with more libxml2 options; only ones that change
 * how the tree is stored (XML_PARSE_COMPACT, XML_PARSE_NOBLANKS), never
 * ones that loosen the refusals. */
xmlDoc *sw_xml_parse_safe_with_options (const char  *data,
                                        gsize        length,
                                        gsize        max_size,
                                        int          extra_options,
                                        GPtrArray   *issues,
                                        GError     **error);

G_END_DECLS
