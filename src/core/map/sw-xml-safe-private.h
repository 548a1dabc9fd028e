/* sw-xml-safe-private.h: helpers shared by sw-xml-safe.c and sw-xml-relaxng.c. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>

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

/* What a streaming parse does with a piece of text. */
typedef enum {
  SW_XML_TEXT_KEEP,   /* add it to the tree */
  SW_XML_TEXT_DROP,   /* leave it out */
  SW_XML_TEXT_STOP,   /* stop the parse (see sw_xml_parse_safe_streaming) */
} SwXmlTextAction;

/* Called while the tree is built. start: @node has just been added, with
 * its attributes, as ctxt->node. end: @node is complete and the parser is
 * back at its parent, so the hook may unlink and free it. text: characters
 * or CDATA about to be added to ctxt->node (not NUL-terminated). A start
 * or end hook that returns FALSE stops the parse. */
typedef struct {
  gboolean        (*start) (xmlParserCtxt *ctxt, xmlNode *node, gpointer user_data);
  gboolean        (*end)   (xmlParserCtxt *ctxt, xmlNode *node, gpointer user_data);
  SwXmlTextAction (*text)  (xmlParserCtxt *ctxt, const xmlChar *text, int length, gpointer user_data);
} SwXmlStreamHooks;

/* sw_xml_parse_safe_with_options() calling @hooks (all three set) as the
 * tree is built, for a reader that keeps only part of it: the same
 * refusals, the same issues, comments and processing instructions left
 * out. When a hook stops the parse, returns NULL with *@stopped set and
 * adds no issue: the file was not found wrong, the caller stopped
 * reading it. */
xmlDoc *sw_xml_parse_safe_streaming (const char             *data,
                                     gsize                   length,
                                     gsize                   max_size,
                                     int                     extra_options,
                                     const SwXmlStreamHooks *hooks,
                                     gpointer                hooks_data,
                                     gboolean               *stopped,
                                     GPtrArray              *issues,
                                     GError                **error);

/* Unlinks @node (an element the streaming parse of @ctxt built, done
 * with) and frees it, handing its nodes and attributes back to the parser
 * to build the next elements with instead of allocating new ones. */
void sw_xml_stream_free_node (xmlParserCtxt *ctxt,
                              xmlNode       *node);

/* A new validation context for the RELAX NG schema at @resource_path
 * (compiled once and cached), for xmlRelaxNGValidatePushElement() and
 * friends. Its errors are only counted, in *@n_errors, which must outlive
 * the context: the caller only needs to know that there were some. NULL
 * if the schema does not compile. */
xmlRelaxNGValidCtxtPtr sw_xml_relaxng_new_push_context (const char *resource_path,
                                                        guint      *n_errors);

G_END_DECLS
