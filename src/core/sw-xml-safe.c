/* sw-xml-safe.c: parsing untrusted XML with libxml2 without ever reading another file, touching the network or expanding entities. */
#define G_LOG_DOMAIN "sw-xml"
#include "config.h"

#include <string.h>
#include <gio/gio.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/xmlschemastypes.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#include "sw-issue.h"
#include "sw-xml-safe.h"

/* A malformed file can make libxml2 report an error per byte; past this
 * many, more of them help nobody and cost memory. */
#define SW_XML_MAX_ISSUES 50

/* How far into the data we look for NUL bytes to call it binary. */
#define SW_XML_BINARY_PROBE 4096

/* libxml2 2.9 checks each attribute of a start tag against all the earlier
 * ones, so one element with 100,000 attributes (a 1 MB file) takes minutes.
 * Our elements have at most six; this leaves room for foreign ones. */
#define SW_XML_MAX_ATTRIBUTES 256

/* State of one parse, hung on the parser context's _private. */
typedef struct {
  GPtrArray *issues;     /* SwIssue, ours until handed over */
  guint depth;           /* current element nesting */
  gboolean refused;      /* we stopped the parser ourselves */
} SafeParse;

static void
ensure_libxml_initialized (void)
{
  static gsize initialized = 0;

  /* xmlInitParser() is not reentrant; do it once before any thread parses. */
  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      g_once_init_leave (&initialized, 1);
    }
}

/* libxml2 messages end with a newline and sometimes hold one ("Input is
 * not proper UTF-8...\nBytes: ..."); ours are one line each. */
static char *
chomp_message (const char *message)
{
  char *copy = g_strdup (message != NULL ? message : "unknown error");

  g_strstrip (copy);
  g_strdelimit (copy, "\r\n", ' ');
  return copy;
}

static void
safe_parse_add_issue (SafeParse  *state,
                      guint       line,
                      guint       column,
                      const char *message)
{
  SwIssue *issue;

  if (state->issues->len >= SW_XML_MAX_ISSUES)
    return;

  /* libxml2 repeats some errors (encoding ones) verbatim. */
  if (state->issues->len > 0)
    {
      SwIssue *last = g_ptr_array_index (state->issues, state->issues->len - 1);

      if (last->line == line && g_str_equal (last->message, message))
        return;
    }

  issue = sw_issue_new ("xml-malformed", line, NULL, "%s", message);
  issue->column = column;
  g_ptr_array_add (state->issues, issue);
}

/* Stops the parser for a reason of ours (entities, DOCTYPE, depth). */
static void
safe_parse_refuse (xmlParserCtxtPtr  ctxt,
                   const char       *message)
{
  SafeParse *state = ctxt->_private;
  guint line = ctxt->input != NULL ? (guint) MAX (ctxt->input->line, 1) : 1;
  guint column = ctxt->input != NULL ? (guint) MAX (ctxt->input->col, 0) : 0;

  if (state->refused)
    return;
  state->refused = TRUE;
  safe_parse_add_issue (state, line, column, message);
  xmlStopParser (ctxt);
}

/* The structured error handler of this parser context only: libxml2's
 * global handlers are left alone, so parsing in threads stays safe. */
static void
on_parser_error (void        *user_data,
                 xmlErrorPtr  error)
{
  xmlParserCtxtPtr ctxt = user_data;
  SafeParse *state = ctxt->_private;
  g_autofree char *message = NULL;

  /* Warnings (a relative namespace URI...) do not make a file unreadable. */
  if (error->level == XML_ERR_WARNING || state->refused)
    return;

  message = chomp_message (error->message);
  if (error->line <= 0 && ctxt->input != NULL)
    safe_parse_add_issue (state, (guint) MAX (ctxt->input->line, 1), (guint) MAX (ctxt->input->col, 0), message);
  else
    safe_parse_add_issue (state, (guint) MAX (error->line, 1), (guint) MAX (error->int2, 0), message);
}

static void
on_entity_declaration (void          *user_data,
                       const xmlChar *name,
                       int            type,
                       const xmlChar *public_id,
                       const xmlChar *system_id,
                       xmlChar       *content)
{
  /* Entities are how billion-laughs and external-entity attacks work; a map
   * never needs one, so declaring any refuses the whole document. */
  safe_parse_refuse (user_data,
                     "the document declares entities; maps never need them and they are refused for safety");
}

static void
on_internal_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  /* Let the parser read on into the internal subset, so that a document
   * declaring entities gets the more telling message above. The default
   * handler only makes the DOCTYPE node (no I/O); without it, comments and
   * processing instructions of the subset would have no parent and leak. */
  xmlSAX2InternalSubset (user_data, name, external_id, system_id);
}

static void
on_external_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  /* Called at the end of every DOCTYPE. The default handler may load the
   * external subset; ours refuses the document instead. */
  safe_parse_refuse (user_data,
                     "the document has a DOCTYPE declaration; maps never need one and it is refused for safety");
}

static void
on_start_element (void           *user_data,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             n_namespaces,
                  const xmlChar **namespaces,
                  int             n_attributes,
                  int             n_defaulted,
                  const xmlChar **attributes)
{
  xmlParserCtxtPtr ctxt = user_data;
  SafeParse *state = ctxt->_private;

  if (++state->depth > SW_XML_MAX_DEPTH)
    {
      g_autofree char *message =
        g_strdup_printf ("elements are nested more than %d deep; no map needs that, so the file is refused",
                         SW_XML_MAX_DEPTH);
      safe_parse_refuse (ctxt, message);
      return;
    }

  xmlSAX2StartElementNs (user_data, localname, prefix, uri, n_namespaces, namespaces,
                         n_attributes, n_defaulted, attributes);
}

static void
on_end_element (void          *user_data,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  xmlParserCtxtPtr ctxt = user_data;
  SafeParse *state = ctxt->_private;

  if (state->depth > 0)
    state->depth--;
  xmlSAX2EndElementNs (user_data, localname, prefix, uri);
}

/* Whether the document may be checked as UTF-8: it is not UTF-16 and its
 * XML declaration names no other encoding. Maps are UTF-8 (MAP-FORMAT.md),
 * but a hand-written file in Latin-1 that says so is still read. */
static gboolean
expects_utf8 (const char *data,
              gsize       length)
{
  const guchar *bytes = (const guchar *) data;
  g_autofree char *declaration = NULL;
  const char *end, *encoding;
  char quote;

  if (length >= 2 && (bytes[0] == 0xFE || bytes[0] == 0xFF || bytes[0] == 0 || bytes[1] == 0))
    return FALSE;
  if (length < 5 || memcmp (data, "<?xml", 5) != 0)
    return TRUE;

  end = g_strstr_len (data, MIN (length, 256), "?>");
  if (end == NULL)
    return TRUE;
  declaration = g_strndup (data, end - data);
  encoding = strstr (declaration, "encoding");
  if (encoding == NULL)
    return TRUE;
  encoding += strlen ("encoding");
  while (*encoding == ' ' || *encoding == '=' || *encoding == '\t' || *encoding == '\r' || *encoding == '\n')
    encoding++;
  quote = *encoding++;
  if (quote != '"' && quote != '\'')
    return TRUE;
  return g_ascii_strncasecmp (encoding, "UTF-8", 5) == 0 && encoding[5] == quote;
}

/* Finds the first byte that is not UTF-8 (or is NUL), with its line and
 * column. libxml2 would instead switch to Latin-1 and go on reading, which
 * through 20 MB of junk takes seconds; this takes milliseconds. */
static gboolean
find_invalid_utf8 (const char *data,
                   gsize       length,
                   guint      *line,
                   guint      *column,
                   guchar     *byte)
{
  const char *bad = NULL;
  const char *line_start = data;

  if (g_utf8_validate_len (data, length, &bad))
    return FALSE;

  *line = 1;
  for (const char *p = data; p < bad; p++)
    if (*p == '\n')
      {
        (*line)++;
        line_start = p + 1;
      }
  *column = (guint) g_utf8_strlen (line_start, bad - line_start) + 1;
  *byte = (guchar) *bad;
  return TRUE;
}

/* NUL bytes early on mean an image, an archive or similar, not XML, unless
 * the file is UTF-16 (which has a NUL in every other byte of ASCII text). */
static gboolean
looks_binary (const char *data,
              gsize       length)
{
  const guchar *bytes = (const guchar *) data;
  gsize probe = MIN (length, SW_XML_BINARY_PROBE);

  if (length >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)))
    return FALSE;
  if (length >= 2 && ((bytes[0] == 0 && bytes[1] == '<') || (bytes[0] == '<' && bytes[1] == 0)))
    return FALSE;
  return memchr (data, '\0', probe) != NULL;
}

/* Returns a pointer just past the first @needle at or after @p, or @end. */
static const char *
skip_past (const char *p,
           const char *end,
           const char *needle)
{
  gsize n = strlen (needle);

  while (p < end && (p = memchr (p, needle[0], end - p)) != NULL)
    {
      if ((gsize) (end - p) >= n && memcmp (p, needle, n) == 0)
        return p + n;
      p++;
    }
  return end;
}

static guint
count_lines (const char *data,
             const char *until)
{
  guint line = 1;

  for (const char *p = data; p < until && (p = memchr (p, '\n', until - p)) != NULL; p++)
    line++;
  return line;
}

/* A linear pre-scan for start tags with too many attributes (see
 * SW_XML_MAX_ATTRIBUTES), done before libxml2 gets a chance to go
 * quadratic on them. It counts '=' outside quotes in each start tag and
 * skips comments, CDATA sections and processing instructions, where '<'
 * and '=' mean nothing. Returns the line of the first offending tag, or 0. */
static guint
find_crowded_start_tag (const char *data,
                        gsize       length)
{
  const char *p = data;
  const char *end = data + length;

  while (p < end && (p = memchr (p, '<', end - p)) != NULL)
    {
      const char *tag = p++;
      guint attributes = 0;
      char quote = 0;

      if (end - p >= 3 && memcmp (p, "!--", 3) == 0)
        {
          p = skip_past (p + 3, end, "-->");
          continue;
        }
      if (end - p >= 8 && memcmp (p, "![CDATA[", 8) == 0)
        {
          p = skip_past (p + 8, end, "]]>");
          continue;
        }
      if (p < end && *p == '?')
        {
          p = skip_past (p + 1, end, "?>");
          continue;
        }

      /* A start tag, an end tag or a declaration: count to its '>'. */
      for (; p < end; p++)
        {
          if (quote != 0)
            {
              if (*p == quote)
                quote = 0;
            }
          else if (*p == '"' || *p == '\'')
            quote = *p;
          else if (*p == '=' && ++attributes > SW_XML_MAX_ATTRIBUTES)
            return count_lines (data, tag);
          else if (*p == '>' || *p == '<')
            break;
        }
    }
  return 0;
}

static void
set_error_from_issue (GError  **error,
                      SwIssue  *issue)
{
  if (issue->column > 0)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 "line %u, column %u: %s", issue->line, issue->column, issue->message);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 "line %u: %s", issue->line, issue->message);
}

/* Moves the issues of @from to @to (which may be NULL). */
static void
hand_over_issues (GPtrArray *from,
                  GPtrArray *to)
{
  if (to == NULL)
    return;
  for (guint i = 0; i < from->len; i++)
    g_ptr_array_add (to, g_steal_pointer (&from->pdata[i]));
  g_ptr_array_set_size (from, 0);
}

xmlDoc *
sw_xml_parse_safe (const char  *data,
                   gsize        length,
                   gsize        max_size,
                   GPtrArray   *issues,
                   GError     **error)
{
  g_autoptr(GPtrArray) found = sw_issue_list_new ();
  SafeParse state = { found, 0, FALSE };
  xmlStructuredErrorFunc previous_handler;
  void *previous_context;
  xmlParserCtxtPtr ctxt;
  xmlDocPtr doc;
  gboolean well_formed;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ensure_libxml_initialized ();

  /* Cheap refusals first, before libxml2 sees a byte. */
  if (length > max_size || length > G_MAXINT)
    {
      g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL,
                                            "the file is %" G_GSIZE_FORMAT " bytes, more than the %" G_GSIZE_FORMAT " bytes a map may have",
                                            length, max_size));
    }
  else if (length == 0)
    {
      g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL, "the file is empty"));
    }
  else if (looks_binary (data, length))
    {
      g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL,
                                            "the file holds binary data, not XML"));
    }
  else
    {
      guint line = 0, column = 0;
      guchar byte = 0;

      if (expects_utf8 (data, length) && find_invalid_utf8 (data, length, &line, &column, &byte))
        {
          SwIssue *issue;

          if (byte == 0)
            issue = sw_issue_new ("xml-malformed", line, NULL, "the file holds a NUL byte; maps are UTF-8 text");
          else
            issue = sw_issue_new ("xml-malformed", line, NULL,
                                  "the file is not valid UTF-8 here (byte 0x%02X); maps are UTF-8 text", byte);
          issue->column = column;
          g_ptr_array_add (found, issue);
        }
      else if ((line = find_crowded_start_tag (data, length)) > 0)
        g_ptr_array_add (found, sw_issue_new ("xml-malformed", line, NULL,
                                              "an element has more than %d attributes; no map needs that, so the file is refused",
                                              SW_XML_MAX_ATTRIBUTES));
    }

  if (found->len > 0)
    {
      set_error_from_issue (error, found->pdata[0]);
      hand_over_issues (found, issues);
      return NULL;
    }

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "out of memory while parsing XML");
      return NULL;
    }

  ctxt->_private = &state;
  ctxt->sax->serror = on_parser_error;
  ctxt->sax->entityDecl = on_entity_declaration;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = on_external_subset;
  ctxt->sax->startElementNs = on_start_element;
  ctxt->sax->endElementNs = on_end_element;

  /* Never NOENT (expanding entities), DTDLOAD/DTDATTR/DTDVALID (reading the
   * DTD) or XINCLUDE: the SAX handlers above refuse what those would allow
   * anyway. No XML_PARSE_HUGE either, so libxml2's own limits stay on. */
  /* A few errors (failed encoding conversions) are raised without the
   * parser context and would go to stderr; libxml2 keeps the structured
   * handler per thread, so catching them for the length of this parse is
   * safe with other threads parsing too. */
  previous_handler = xmlStructuredError;
  previous_context = xmlStructuredErrorContext;
  xmlSetStructuredErrorFunc (ctxt, on_parser_error);
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL,
                           XML_PARSE_NONET | XML_PARSE_BIG_LINES);
  xmlSetStructuredErrorFunc (previous_context, previous_handler);
  well_formed = ctxt->wellFormed && !state.refused;
  xmlFreeParserCtxt (ctxt);

  if (doc != NULL && (!well_formed || found->len > 0))
    g_clear_pointer (&doc, xmlFreeDoc);

  if (doc == NULL)
    {
      if (found->len == 0)
        g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL, "the file is not well-formed XML"));
      set_error_from_issue (error, found->pdata[0]);
      hand_over_issues (found, issues);
      return NULL;
    }

  if (xmlDocGetRootElement (doc) == NULL)
    {
      xmlFreeDoc (doc);
      g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL, "the document has no root element"));
      set_error_from_issue (error, found->pdata[0]);
      hand_over_issues (found, issues);
      return NULL;
    }

  return doc;
}

/* The text content of a node, as a new string. */
static char *
node_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup (content != NULL ? (const char *) content : "");

  xmlFree (content);
  return text;
}

/* ---- RELAX NG ---------------------------------------------------------- */

#define RELAXNG_NS "http://relaxng.org/ns/structure/1.0"
#define XSD_NS "http://www.w3.org/2001/XMLSchema"

/* Everything known about one schema, built once per resource path and kept
 * for the life of the process; only read after that. */
typedef struct {
  xmlRelaxNGPtr compiled;
  xmlDoc *source;          /* the schema itself, read for names and explanations */
  GHashTable *names;       /* element and attribute names */
  GHashTable *elements;    /* element name -> its first <element> pattern */
  GHashTable *defines;     /* define name -> <define> */
} SchemaEntry;

static GMutex schema_lock;
static GHashTable *schema_cache;  /* resource path -> SchemaEntry */

static gboolean
is_rng (xmlNode    *node,
        const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL &&
         xmlStrEqual (node->ns->href, BAD_CAST RELAXNG_NS) &&
         xmlStrEqual (node->name, BAD_CAST name);
}

/* The whitespace-trimmed name attribute of a schema node, or NULL. */
static char *
pattern_name (xmlNode *node)
{
  char *name = sw_xml_get_attr (node, "name");

  return name != NULL ? g_strstrip (name) : NULL;
}

/* Indexes the names of every <element> and <attribute> (prefixed names
 * keep their prefix: "xml:lang"), the first pattern of each element and
 * the defines. Our schemas name patterns with name="", never <name>. */
static void
index_schema (SchemaEntry *entry,
              xmlNode     *node)
{
  for (xmlNode *child = node; child != NULL; child = child->next)
    {
      g_autofree char *name = NULL;

      if (child->type != XML_ELEMENT_NODE)
        continue;

      name = pattern_name (child);
      if (name != NULL && is_rng (child, "define"))
        g_hash_table_replace (entry->defines, g_strdup (name), child);
      if (name != NULL && (is_rng (child, "element") || is_rng (child, "attribute")))
        g_hash_table_add (entry->names, g_strdup (name));
      if (name != NULL && is_rng (child, "element") && !g_hash_table_contains (entry->elements, name))
        g_hash_table_insert (entry->elements, g_strdup (name), child);

      index_schema (entry, child->children);
    }
}

/* Reads and compiles the schema once per resource path; called with
 * schema_lock held. The schemas are compiled into the binary, so a failure
 * here is a programming error rather than something a user can fix. */
static SchemaEntry *
lookup_schema_locked (const char *resource_path)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  xmlRelaxNGParserCtxtPtr parser;
  SchemaEntry *entry;
  const char *data;
  gsize size;

  if (schema_cache == NULL)
    schema_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  entry = g_hash_table_lookup (schema_cache, resource_path);
  if (entry != NULL)
    return entry;

  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL)
    {
      g_critical ("Cannot find schema %s: %s", resource_path, error->message);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &size);

  entry = g_new0 (SchemaEntry, 1);
  entry->names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  entry->elements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  entry->defines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  entry->source = sw_xml_parse_safe (data, size, G_MAXINT, NULL, NULL);
  if (entry->source != NULL)
    index_schema (entry, xmlDocGetRootElement (entry->source));

  parser = xmlRelaxNGNewMemParserCtxt (data, (int) size);
  entry->compiled = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  if (entry->compiled == NULL || entry->source == NULL)
    g_critical ("Schema %s does not compile", resource_path);

  g_hash_table_insert (schema_cache, g_strdup (resource_path), entry);
  return entry;
}

static SchemaEntry *
lookup_schema (const char *resource_path)
{
  SchemaEntry *entry;

  ensure_libxml_initialized ();
  g_mutex_lock (&schema_lock);
  entry = lookup_schema_locked (resource_path);
  g_mutex_unlock (&schema_lock);
  return entry;
}

/* ---- Explaining attribute errors ----------------------------------------
 * For a missing attribute or a value out of range, libxml2 says only
 * "Element board failed to validate attributes". To say which attribute
 * and what it takes, we read the element's pattern in the schema itself,
 * so that the explanation cannot disagree with the schema. */

#define SCHEMA_MAX_REF_DEPTH 16

typedef struct {
  xmlNode *pattern;   /* an <attribute> of the schema */
  gboolean required;
} AttributePattern;

static xmlNode *
resolve_ref (SchemaEntry *entry,
             xmlNode     *ref)
{
  g_autofree char *name = pattern_name (ref);

  return name != NULL ? g_hash_table_lookup (entry->defines, name) : NULL;
}

/* The attribute patterns of an element: its own, those in optional,
 * choice and group patterns and in the defines it refers to, but not
 * those of nested elements. */
static void
collect_attribute_patterns (SchemaEntry *entry,
                            xmlNode     *node,
                            gboolean     required,
                            GArray      *out,
                            guint        depth)
{
  if (depth > SCHEMA_MAX_REF_DEPTH)
    return;

  for (xmlNode *child = node; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE || is_rng (child, "element"))
        continue;

      if (is_rng (child, "attribute"))
        {
          AttributePattern pattern = { child, required };
          g_array_append_val (out, pattern);
        }
      else if (is_rng (child, "ref"))
        {
          xmlNode *define = resolve_ref (entry, child);

          if (define != NULL)
            collect_attribute_patterns (entry, define->children, required, out, depth + 1);
        }
      else
        {
          gboolean optional = is_rng (child, "optional") || is_rng (child, "zeroOrMore") ||
                              is_rng (child, "choice");

          collect_attribute_patterns (entry, child->children, required && !optional, out, depth + 1);
        }
    }
}

/* Friendlier words for the datatypes our schemas use. */
static const char *
describe_datatype (const char *type)
{
  static const struct { const char *type, *words; } words[] = {
    { "decimal", "a decimal number such as 12.5" },
    { "positiveInteger", "a whole number above 0" },
    { "NCName", "a name of letters, digits, '-', '_' or '.' that does not start with a digit" },
    { "language", "a language tag such as zh-CN" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (type, words[i].type))
      return words[i].words;
  return type;
}

/* A <data> pattern: the XML Schema datatype, then the numeric bounds our
 * schemas use (minInclusive, maxInclusive). */
static gboolean
data_matches (xmlNode    *data,
              const char *value,
              GString    *what)
{
  g_autofree char *type = sw_xml_get_attr (data, "type");
  xmlSchemaTypePtr schema_type;
  gboolean matches = TRUE;
  double number = g_ascii_strtod (value, NULL);

  if (type == NULL)
    return TRUE;
  g_strstrip (type);

  g_autofree char *min = NULL, *max = NULL;

  schema_type = xmlSchemaGetPredefinedType (BAD_CAST type, BAD_CAST XSD_NS);
  if (schema_type != NULL)
    matches = xmlSchemaValidatePredefinedType (schema_type, BAD_CAST value, NULL) == 0;

  for (xmlNode *param = data->children; param != NULL; param = param->next)
    {
      g_autofree char *facet = NULL;

      if (!is_rng (param, "param"))
        continue;
      facet = pattern_name (param);
      if (g_strcmp0 (facet, "minInclusive") == 0)
        {
          g_free (min);
          min = g_strstrip (node_text (param));
        }
      else if (g_strcmp0 (facet, "maxInclusive") == 0)
        {
          g_free (max);
          max = g_strstrip (node_text (param));
        }
    }

  if (min != NULL || max != NULL)
    {
      const char *noun = g_str_has_suffix (type, "Integer") || g_str_equal (type, "integer")
                         ? "a whole number" : "a number";

      if (min != NULL && max != NULL)
        g_string_append_printf (what, "%s from %s to %s", noun, min, max);
      else if (min != NULL)
        g_string_append_printf (what, "%s of at least %s", noun, min);
      else
        g_string_append_printf (what, "%s of at most %s", noun, max);
    }
  else
    g_string_append (what, describe_datatype (type));

  if (min != NULL && number < g_ascii_strtod (min, NULL))
    matches = FALSE;
  if (max != NULL && number > g_ascii_strtod (max, NULL))
    matches = FALSE;
  return matches;
}

static gboolean value_matches_all (SchemaEntry *entry, xmlNode *first, const char *value,
                                   GString *what, guint depth);

/* Whether @value matches one value pattern; describes it in @what. */
static gboolean
value_matches (SchemaEntry *entry,
               xmlNode     *node,
               const char  *value,
               GString     *what,
               guint        depth)
{
  if (depth > SCHEMA_MAX_REF_DEPTH)
    return TRUE;

  if (is_rng (node, "value"))
    {
      g_autofree char *allowed = g_strstrip (node_text (node));
      g_autofree char *given = g_strstrip (g_strdup (value));

      g_string_append_printf (what, "\"%s\"", allowed);
      return g_str_equal (allowed, given);
    }
  if (is_rng (node, "choice"))
    {
      gboolean any = FALSE;
      gboolean first = TRUE;

      g_string_append (what, "one of ");
      for (xmlNode *branch = node->children; branch != NULL; branch = branch->next)
        {
          if (branch->type != XML_ELEMENT_NODE)
            continue;
          if (!first)
            g_string_append (what, ", ");
          first = FALSE;
          any = value_matches (entry, branch, value, what, depth + 1) || any;
        }
      return any;
    }
  if (is_rng (node, "data"))
    return data_matches (node, value, what);
  if (is_rng (node, "ref"))
    {
      xmlNode *define = resolve_ref (entry, node);

      return define == NULL || value_matches_all (entry, define->children, value, what, depth + 1);
    }
  /* <text/> and anything we do not model: accept. */
  return TRUE;
}

static gboolean
value_matches_all (SchemaEntry *entry,
                   xmlNode     *first,
                   const char  *value,
                   GString     *what,
                   guint        depth)
{
  gboolean matches = TRUE;

  for (xmlNode *node = first; node != NULL; node = node->next)
    if (node->type == XML_ELEMENT_NODE)
      matches = value_matches (entry, node, value, what, depth) && matches;
  return matches;
}

/* The value of the attribute a schema pattern names ("xml:lang" included). */
static char *
get_attribute_by_pattern_name (xmlNode    *node,
                               const char *name)
{
  if (g_str_has_prefix (name, "xml:"))
    {
      xmlChar *value = xmlGetNsProp (node, BAD_CAST (name + 4), XML_XML_NAMESPACE);
      char *copy = value != NULL ? g_strdup ((const char *) value) : NULL;

      xmlFree (value);
      return copy;
    }
  return sw_xml_get_attr (node, name);
}

/* Says which attributes of @node are missing or wrong, as messages. */
static GPtrArray *
explain_attributes (SchemaEntry *entry,
                    xmlNode     *node)
{
  GPtrArray *messages = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) patterns = g_array_new (FALSE, FALSE, sizeof (AttributePattern));
  xmlNode *element = g_hash_table_lookup (entry->elements, node->name);

  if (element == NULL)
    return messages;
  collect_attribute_patterns (entry, element->children, TRUE, patterns, 0);

  for (guint i = 0; i < patterns->len; i++)
    {
      AttributePattern *pattern = &g_array_index (patterns, AttributePattern, i);
      g_autofree char *name = pattern_name (pattern->pattern);
      g_autofree char *value = NULL;
      g_autoptr(GString) what = g_string_new (NULL);

      if (name == NULL)
        continue;
      value = get_attribute_by_pattern_name (node, name);
      if (value == NULL)
        {
          if (pattern->required)
            g_ptr_array_add (messages, g_strdup_printf ("<%s> needs the attribute %s",
                                                        (const char *) node->name, name));
          continue;
        }
      if (!value_matches_all (entry, pattern->pattern->children, value, what, 0))
        g_ptr_array_add (messages, g_strdup_printf ("<%s>: %s=\"%s\" is not allowed; %s takes %s",
                                                    (const char *) node->name, name, value, name, what->str));
    }
  return messages;
}

/* ---- Validation ---------------------------------------------------------- */

/* A datatype error held back until we know whether an explanation of the
 * element's attributes will say the same thing better. */
typedef struct {
  xmlNode *node;
  guint line;
  char *message;
} PendingError;

static void
pending_error_clear (PendingError *pending)
{
  g_free (pending->message);
}

typedef struct {
  SchemaEntry *entry;
  GPtrArray *issues;
  GHashTable *seen;   /* "line\nmessage": libxml2 often says the same thing twice */
  GArray *pending;    /* PendingError */
  gboolean failed;
  guint last_line;    /* for the few errors libxml2 reports without a node */
} SchemaRun;

static void
schema_run_add (SchemaRun  *run,
                guint       line,
                const char *message)
{
  g_autofree char *key = NULL;

  if (run->issues == NULL || g_hash_table_size (run->seen) >= SW_XML_MAX_ISSUES * 4)
    return;
  key = g_strdup_printf ("%u\n%s", line, message);
  if (!g_hash_table_add (run->seen, g_steal_pointer (&key)))
    return;
  g_ptr_array_add (run->issues, sw_issue_new ("schema", line, NULL, "%s", message));
}

/* Reports the held-back errors, except those about @explained_node. */
static void
schema_run_flush (SchemaRun *run,
                  xmlNode   *explained_node)
{
  for (guint i = 0; i < run->pending->len; i++)
    {
      PendingError *pending = &g_array_index (run->pending, PendingError, i);

      if (pending->node != explained_node)
        schema_run_add (run, pending->line, pending->message);
    }
  g_array_set_size (run->pending, 0);
}

static void
on_schema_error (void        *user_data,
                 xmlErrorPtr  error)
{
  SchemaRun *run = user_data;
  xmlNode *node = error->node;
  g_autofree char *message = chomp_message (error->message);
  guint line = (guint) MAX (error->line, 0);

  if (error->level == XML_ERR_WARNING)
    return;
  run->failed = TRUE;

  /* error->line is an int that libxml2 fills from the node; ask the node
   * itself so that lines past 65535 come out right. */
  if (node != NULL && node->type == XML_ELEMENT_NODE)
    line = sw_xml_line (node);
  if (line == 0)
    line = MAX (run->last_line, 1);
  run->last_line = line;

  if (node != NULL && node->type == XML_ELEMENT_NODE && error->code == XML_RELAXNG_ERR_TYPEVAL)
    {
      PendingError pending = { node, line, g_strdup_printf ("<%s>: %s", (const char *) node->name, message) };
      g_array_append_val (run->pending, pending);
      return;
    }

  if (node != NULL && node->type == XML_ELEMENT_NODE &&
      (error->code == XML_RELAXNG_ERR_ATTRVALID || error->code == XML_RELAXNG_ERR_INVALIDATTR))
    {
      g_autoptr(GPtrArray) explained = explain_attributes (run->entry, node);

      if (explained->len > 0)
        {
          schema_run_flush (run, node);
          for (guint i = 0; i < explained->len; i++)
            schema_run_add (run, line, g_ptr_array_index (explained, i));
          return;
        }
    }

  schema_run_flush (run, NULL);
  if (node != NULL && node->type == XML_ELEMENT_NODE && node->name != NULL)
    {
      g_autofree char *located = g_strdup_printf ("<%s>: %s", (const char *) node->name, message);
      schema_run_add (run, line, located);
    }
  else
    {
      schema_run_add (run, line, message);
    }
}

gboolean
sw_xml_validate_relaxng (xmlDoc      *doc,
                         const char  *resource_path,
                         GPtrArray   *issues)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (PendingError));
  SchemaRun run = { NULL, issues, seen, pending, FALSE, 0 };
  xmlRelaxNGValidCtxtPtr validator;
  int result;

  g_return_val_if_fail (doc != NULL, FALSE);
  g_return_val_if_fail (resource_path != NULL, FALSE);

  run.entry = lookup_schema (resource_path);
  if (run.entry == NULL || run.entry->compiled == NULL)
    return FALSE;

  /* A compiled schema is only read while validating; each validation has
   * its own context, so no lock is needed from here on. */
  validator = xmlRelaxNGNewValidCtxt (run.entry->compiled);
  xmlRelaxNGSetValidStructuredErrors (validator, on_schema_error, &run);
  g_array_set_clear_func (pending, (GDestroyNotify) pending_error_clear);
  result = xmlRelaxNGValidateDoc (validator, doc);
  xmlRelaxNGFreeValidCtxt (validator);
  schema_run_flush (&run, NULL);

  if (result != 0 && !run.failed && issues != NULL)
    g_ptr_array_add (issues, sw_issue_new ("schema", 1, NULL, "the document does not match the schema"));

  return result == 0;
}

GHashTable *
sw_xml_relaxng_names (const char *resource_path)
{
  SchemaEntry *entry;

  g_return_val_if_fail (resource_path != NULL, NULL);

  entry = lookup_schema (resource_path);
  /* Owned by the cache for the life of the process: callers only look up. */
  return entry != NULL ? entry->names : NULL;
}

/* ---- Node helpers ------------------------------------------------------ */

char *
sw_xml_get_attr (xmlNode    *node,
                 const char *name)
{
  xmlChar *value;
  char *copy;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  /* Only unqualified attributes: a foreign "x:id" is never taken for "id". */
  value = xmlGetNoNsProp (node, BAD_CAST name);
  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

char *
sw_xml_get_lang (xmlNode *node)
{
  xmlChar *value;
  char *copy;

  g_return_val_if_fail (node != NULL, NULL);

  value = xmlGetNsProp (node, BAD_CAST "lang", XML_XML_NAMESPACE);
  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

guint
sw_xml_line (xmlNode *node)
{
  long line;

  g_return_val_if_fail (node != NULL, 0);

  line = xmlGetLineNo (node);
  return line > 0 && line <= G_MAXUINT ? (guint) line : 0;
}
