/* sw-xml-safe.h: parsing untrusted XML with libxml2 without ever reading
 * another file, touching the network or expanding entities. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* Deepest element nesting any of our formats needs, with room to spare. */
#define SW_XML_MAX_DEPTH 64

/* Parses @data (@length bytes). Refuses, with an SwIssue of code
 * "xml-malformed" carrying line and column, anything not well-formed, any
 * document that declares entities or a DTD subset, nesting deeper than
 * SW_XML_MAX_DEPTH, and input over @max_size bytes. Every problem is
 * appended to @issues (may be NULL); @error gets the first one's message
 * ("line 3, column 7: ..."). Bounded time and memory. Lines above 65535
 * are kept (XML_PARSE_BIG_LINES). */
xmlDoc   *sw_xml_parse_safe          (const char  *data,
                                      gsize        length,
                                      gsize        max_size,
                                      GPtrArray   *issues,
                                      GError     **error);

/* Validates @doc against the RELAX NG schema stored in the GResource at
 * @resource_path (compiled once and cached). Each violation becomes an
 * SwIssue of code "schema" with the line of the offending node. Returns
 * TRUE when valid. */
gboolean  sw_xml_validate_relaxng    (xmlDoc      *doc,
                                      const char  *resource_path,
                                      GPtrArray   *issues);

/* Names of every <element name=…> and <attribute name=…> of a RELAX NG
 * schema in the GResource, as a set (char* -> itself), cached. Used to
 * tell unknown elements (a warning) from misplaced ones (a schema error). */
GHashTable *sw_xml_relaxng_names     (const char  *resource_path);

/* Attribute helpers: a copy of the value, or NULL. */
char     *sw_xml_get_attr            (xmlNode     *node,
                                      const char  *name);
/* xml:lang of the node itself, or NULL. */
char     *sw_xml_get_lang            (xmlNode     *node);
guint     sw_xml_line                (xmlNode     *node);

G_END_DECLS
