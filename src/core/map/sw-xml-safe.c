/* sw-xml-safe.c: parsing untrusted XML with libxml2 without ever reading another file, touching the network or expanding entities. */
#define G_LOG_DOMAIN "sw-xml"
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>
#include <gio/gio.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#include "sw-issue.h"
#include "sw-xml-safe.h"
#include "sw-xml-safe-private.h"

/* How far into the data we look for NUL bytes to call it binary. */
#define SW_XML_BINARY_PROBE 4096

/* libxml2 2.9 checks each attribute of a start tag against all the earlier
 * ones, so one element with 100,000 attributes (a 1 MB file) takes minutes.
 * Our elements have at most six; 64 leaves room for foreign ones and keeps
 * a 50 MB file of crowded tags as quick to parse as one of plain elements
 * (at 256, such a file took three times as long). */
#define SW_XML_MAX_ATTRIBUTES 64

/* The input of xmlCtxtReadIO(), from memory. */
typedef struct {
  const char *data;
  gsize length;
  gsize offset;
} MemoryReader;

/* State of one parse, hung on the parser context's _private. */
typedef struct {
  GPtrArray *issues;     /* SwIssue, ours until handed over */
  guint depth;           /* current element nesting */
  gboolean refused;      /* we stopped the parser ourselves */
  const SwXmlStreamHooks *hooks;  /* NULL when building the whole tree */
  gpointer hooks_data;
  gboolean stopped;      /* a hook stopped the parser */
  const MemoryReader *reader;  /* the input, and how much of it is read */
  guint last_line;           /* the input's last line, counted when needed */
  gboolean said_cut_short;   /* an error at the end of the input was reported */
} SafeParse;

void
sw_xml_ensure_initialized (void)
{
  static gsize initialized = 0;

  /* xmlInitParser() is not reentrant; do it once before any thread parses. */
  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      g_once_init_leave (&initialized, 1);
    }
}

char *
sw_xml_clean_message (const char *message)
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

  if (state->refused || state->stopped)
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
  const MemoryReader *reader = state->reader;
  g_autofree char *message = NULL;
  gboolean from_input;
  guint line, column;

  /* Warnings (a relative namespace URI...) do not make a file unreadable. */
  if (error->level == XML_ERR_WARNING || state->refused || state->stopped)
    return;

  message = sw_xml_clean_message (error->message);
  /* some errors come without a place: the parser's is theirs */
  from_input = error->line <= 0 && ctxt->input != NULL;
  line = (guint) (from_input ? MAX (ctxt->input->line, 1) : MAX (error->line, 1));
  column = (guint) (from_input ? MAX (ctxt->input->col, 0) : MAX (error->int2, 0));
  if (reader != NULL && reader->offset >= reader->length && state->last_line == 0)
    {
      state->last_line = 1;
      for (const char *p = reader->data; (p = memchr (p, '\n', reader->data + reader->length - p)) != NULL; p++)
        state->last_line++;
    }
  /* an error on the last line once every byte is read: the file stops
   * inside an element (a truncated download or copy), which libxml2 says
   * in its own words (English, and about the parser: "Specification
   * mandates value for attribute i"), once per element left open: said
   * once, in ours alone */
  if (state->last_line > 0 && line >= state->last_line)
    {
      if (state->said_cut_short)
        return;
      state->said_cut_short = TRUE;
      g_free (message);
      message = g_strdup (_("the file ends before it is complete; it may have been cut short"));
    }
  safe_parse_add_issue (state, line, column, message);
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
        g_strdup_printf (_("elements are nested more than %d deep; no map or game file needs that, so the file is refused"),
                         SW_XML_MAX_DEPTH);
      safe_parse_refuse (ctxt, message);
      return;
    }

  /* A streaming reader has no use for libxml2's table of ID attributes
   * (it only matters with a DTD, which is refused, or for xml:id, which
   * makes the reader fall back to the tree): skip looking each attribute
   * up for it. The parser resets the bit when it starts. */
  if (state->hooks != NULL)
    ctxt->loadsubset |= XML_SKIP_IDS;

  xmlSAX2StartElementNs (user_data, localname, prefix, uri, n_namespaces, namespaces,
                         n_attributes, n_defaulted, attributes);

  /* Past line 65535 a node keeps 65535; with XML_PARSE_BIG_LINES libxml2
   * keeps the real line of text nodes only (in psvi, which RELAX NG
   * validation reuses for elements) and guesses an element's from its
   * text or its neighbours. The element's own line goes in _private,
   * which libxml2 leaves to applications (sw_xml_line() reads it): a
   * streaming reader frees the neighbours that guess looks at, and an
   * element without text got 65535. */
  if (ctxt->node != NULL && ctxt->node->line == 65535 && ctxt->input != NULL)
    ctxt->node->_private = GUINT_TO_POINTER ((guint) ctxt->input->line);

  if (state->hooks != NULL && state->hooks->start != NULL && ctxt->node != NULL &&
      !state->hooks->start (ctxt, ctxt->node, state->hooks_data))
    {
      state->stopped = TRUE;
      xmlStopParser (ctxt);
    }
}

static void
on_end_element (void          *user_data,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  xmlParserCtxtPtr ctxt = user_data;
  SafeParse *state = ctxt->_private;

  xmlNode *node = ctxt->node;

  if (state->depth > 0)
    state->depth--;
  xmlSAX2EndElementNs (user_data, localname, prefix, uri);

  /* After libxml2 has stepped back to the parent, so that the hook may
   * unlink and free the element. */
  if (state->hooks != NULL && state->hooks->end != NULL && node != NULL && !state->stopped &&
      !state->hooks->end (ctxt, node, state->hooks_data))
    {
      state->stopped = TRUE;
      xmlStopParser (ctxt);
    }
}

/* Left out of the tree, a comment or processing instruction between two
 * pieces of text would join them into one ("1 2<!-- -->3" reads "1 23"),
 * where the whole tree keeps them apart and the schema refuses two texts.
 * After text, the streaming parse stops and the file is read whole. */
static void
stop_after_text (xmlParserCtxtPtr ctxt)
{
  SafeParse *state = ctxt->_private;
  xmlNode *last = ctxt->node != NULL ? ctxt->node->last : NULL;

  if (last == NULL || last->type != XML_TEXT_NODE || last->content == NULL)
    return;
  for (const xmlChar *c = last->content; *c != '\0'; c++)
    if (!IS_BLANK_CH (*c))
      {
        state->stopped = TRUE;
        xmlStopParser (ctxt);
        return;
      }
}

static void
on_ignored_comment (void          *user_data,
                    const xmlChar *value)
{
  stop_after_text (user_data);
}

static void
on_ignored_instruction (void          *user_data,
                        const xmlChar *target,
                        const xmlChar *data)
{
  stop_after_text (user_data);
}

/* Text and CDATA when streaming: the hook decides whether the tree keeps
 * it (through @keep, libxml2's own handler), or stops the parser. */
static void
stream_text (void           *user_data,
             const xmlChar  *text,
             int             length,
             void          (*keep) (void *, const xmlChar *, int))
{
  xmlParserCtxtPtr ctxt = user_data;
  SafeParse *state = ctxt->_private;

  switch (state->hooks->text (ctxt, text, length, state->hooks_data))
    {
    case SW_XML_TEXT_KEEP:
      keep (user_data, text, length);
      break;
    case SW_XML_TEXT_DROP:
      break;
    case SW_XML_TEXT_STOP:
      state->stopped = TRUE;
      xmlStopParser (ctxt);
      break;
    }
}

static void
on_characters (void          *user_data,
               const xmlChar *text,
               int            length)
{
  stream_text (user_data, text, length, xmlSAX2Characters);
}

static void
on_cdata (void          *user_data,
          const xmlChar *text,
          int            length)
{
  stream_text (user_data, text, length, xmlSAX2CDataBlock);
}

/* Whether the document may be checked as UTF-8: it is not UTF-16 and its
 * XML declaration names no other encoding. Maps are UTF-8 (docs/map-format.md),
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
  gsize ascii = 0;

  /* Maps are nearly all ASCII: skip that a word at a time (g_utf8_validate
   * takes several instructions a byte), and validate from the first byte
   * that is not. */
  for (; ascii + sizeof (guint64) <= length; ascii += sizeof (guint64))
    {
      guint64 word;

      memcpy (&word, data + ascii, sizeof word);
      if ((word & G_GUINT64_CONSTANT (0x8080808080808080)) != 0 ||
          ((word - G_GUINT64_CONSTANT (0x0101010101010101)) & ~word & G_GUINT64_CONSTANT (0x8080808080808080)) != 0)
        break;   /* a byte above 0x7F, or a NUL */
    }
  if (g_utf8_validate_len (data + ascii, length - ascii, &bad))
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
  /* The characters that mean something inside a tag. */
  static const gboolean tag_stops[256] = {
    ['"'] = TRUE, ['\''] = TRUE, ['='] = TRUE, ['<'] = TRUE, ['>'] = TRUE,
  };
  const char *p = data;
  const char *end = data + length;

  while (p < end && (p = memchr (p, '<', end - p)) != NULL)
    {
      const char *tag = p++;
      guint attributes = 0;

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

      /* A start tag, an end tag or a declaration: count to its '>'. Names
       * and blanks are skipped by table, quoted values with memchr(): this
       * scan goes over every tag of the file before libxml2 does. */
      while (p < end)
        {
          char c;

          while (p < end && !tag_stops[(guchar) *p])
            p++;
          if (p == end)
            break;
          c = *p++;
          if (c == '"' || c == '\'')
            {
              const char *close = memchr (p, c, end - p);

              p = close != NULL ? close + 1 : end;
            }
          else if (c == '=')
            {
              if (++attributes > SW_XML_MAX_ATTRIBUTES)
                return count_lines (data, tag);
            }
          else
            {
              p--;   /* '<' or '>': where the search for the next tag goes on */
              break;
            }
        }
    }
  return 0;
}

static int
read_memory (void *context,
             char *buffer,
             int   size)
{
  MemoryReader *reader = context;
  gsize n = MIN ((gsize) MAX (size, 0), reader->length - reader->offset);

  memcpy (buffer, reader->data + reader->offset, n);
  reader->offset += n;
  return (int) n;
}

static void
set_error_from_issue (GError  **error,
                      SwIssue  *issue)
{
  if (issue->column > 0)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _("line %u, column %u: %s"), issue->line, issue->column, issue->message);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 _("line %u: %s"), issue->line, issue->message);
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
  return sw_xml_parse_safe_with_options (data, length, max_size, 0, issues, error);
}

xmlDoc *
sw_xml_parse_safe_with_options (const char  *data,
                                gsize        length,
                                gsize        max_size,
                                int          extra_options,
                                GPtrArray   *issues,
                                GError     **error)
{
  return sw_xml_parse_safe_streaming (data, length, max_size, extra_options, NULL, NULL, NULL, issues, error);
}

xmlDoc *
sw_xml_parse_safe_streaming (const char             *data,
                             gsize                   length,
                             gsize                   max_size,
                             int                     extra_options,
                             const SwXmlStreamHooks *hooks,
                             gpointer                hooks_data,
                             gboolean               *stopped,
                             GPtrArray              *issues,
                             GError                **error)
{
  g_autoptr(GPtrArray) found = sw_issue_list_new ();
  MemoryReader reader = { data, length, 0 };
  SafeParse state = { found, 0, FALSE, hooks, hooks_data, FALSE, &reader, 0, FALSE };
  xmlStructuredErrorFunc previous_handler;
  void *previous_context;
  xmlParserCtxtPtr ctxt;
  xmlDocPtr doc;
  gboolean well_formed;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  g_return_val_if_fail (hooks == NULL || (hooks->start != NULL && hooks->end != NULL && hooks->text != NULL), NULL);

  if (stopped != NULL)
    *stopped = FALSE;
  sw_xml_ensure_initialized ();

  /* Cheap refusals first, before libxml2 sees a byte. */
  if (length > max_size || length > G_MAXINT)
    {
      g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL,
                                            _("the file is %zu bytes, more than the %zu bytes a map may have"),
                                            length, max_size));
    }
  else if (length == 0)
    {
      g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL, _("the file is empty")));
    }
  else if (looks_binary (data, length))
    {
      g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL,
                                            _("the file holds binary data, not XML")));
    }
  else
    {
      guint line = 0, column = 0;
      guchar byte = 0;

      if (expects_utf8 (data, length) && find_invalid_utf8 (data, length, &line, &column, &byte))
        {
          SwIssue *issue;

          if (byte == 0)
            issue = sw_issue_new ("xml-malformed", line, NULL, _("the file holds a NUL byte; map and game files are UTF-8 text"));
          else
            issue = sw_issue_new ("xml-malformed", line, NULL,
                                  _("the file is not valid UTF-8 here (byte 0x%02X); map and game files are UTF-8 text"), byte);
          issue->column = column;
          g_ptr_array_add (found, issue);
        }
      else if ((line = find_crowded_start_tag (data, length)) > 0)
        g_ptr_array_add (found, sw_issue_new ("xml-malformed", line, NULL,
                                              _("an element has more than %d attributes; no map or game file needs that, so the file is refused"),
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
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("out of memory while parsing XML"));
      return NULL;
    }

  ctxt->_private = &state;
  ctxt->sax->serror = on_parser_error;
  ctxt->sax->entityDecl = on_entity_declaration;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = on_external_subset;
  ctxt->sax->startElementNs = on_start_element;
  ctxt->sax->endElementNs = on_end_element;
  if (hooks != NULL)
    {
      ctxt->sax->characters = on_characters;
      ctxt->sax->cdataBlock = on_cdata;
      /* Nobody reads them, and under an element whose children are freed
       * as they are read they would pile up. Handlers that do nothing
       * rather than none: without a comment handler libxml2 words some
       * errors in comments differently. */
      ctxt->sax->comment = on_ignored_comment;
      ctxt->sax->processingInstruction = on_ignored_instruction;
    }

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
  /* Through a read callback rather than xmlCtxtReadMemory(), which in
   * libxml2 2.9 first copies the whole input into a buffer of its own (8 MB
   * for a 6 MB map): read this way, it holds a few kilobytes at a time. */
  doc = xmlCtxtReadIO (ctxt, read_memory, NULL, &reader, NULL, NULL,
                       XML_PARSE_NONET | XML_PARSE_BIG_LINES | extra_options);
  xmlSetStructuredErrorFunc (previous_context, previous_handler);
  well_formed = ctxt->wellFormed && !state.refused;
  xmlFreeParserCtxt (ctxt);

  if (stopped != NULL)
    *stopped = state.stopped;
  if (state.stopped)
    {
      /* Stopped by a hook, for a reason of the caller's: not an error of
       * the file's, whatever libxml2 recorded before. */
      g_clear_pointer (&doc, xmlFreeDoc);
      return NULL;
    }

  if (doc != NULL && (!well_formed || found->len > 0))
    g_clear_pointer (&doc, xmlFreeDoc);

  if (doc == NULL)
    {
      if (found->len == 0)
        g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL, _("the file is not well-formed XML")));
      set_error_from_issue (error, found->pdata[0]);
      hand_over_issues (found, issues);
      return NULL;
    }

  if (xmlDocGetRootElement (doc) == NULL)
    {
      xmlFreeDoc (doc);
      g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL, _("the document has no root element")));
      set_error_from_issue (error, found->pdata[0]);
      hand_over_issues (found, issues);
      return NULL;
    }

  return doc;
}

/* ---- Streaming: nodes handed back to the parser -------------------------- */

/* How many freed nodes and attributes a streaming parse keeps for libxml2
 * to fill again (xmlTextReader keeps 100 as well). The fuzz build's second
 * target keeps none, so that AddressSanitizer sees a stale pointer to a
 * finished node as a use after free, which reuse would hide. */
#ifdef SW_XML_NO_NODE_REUSE
#define SW_XML_MAX_FREE_NODES 0
#else
#define SW_XML_MAX_FREE_NODES 100
#endif

static void recycle_node (xmlParserCtxtPtr ctxt, xmlNode *node);

/* Frees a string of the tree unless the parser's dictionary owns it. */
static void
free_unless_interned (xmlParserCtxtPtr  ctxt,
                      xmlChar          *text)
{
  if (text != NULL && (ctxt->dict == NULL || !xmlDictOwns (ctxt->dict, text)))
    xmlFree (text);
}

static void
recycle_attribute (xmlParserCtxtPtr  ctxt,
                   xmlAttr          *attr)
{
  /* An ID (xml:id) is registered with the document: xmlFreeProp() also
   * unregisters it. */
  if (attr->atype == XML_ATTRIBUTE_ID || ctxt->freeAttrsNr >= SW_XML_MAX_FREE_NODES)
    {
      xmlFreeProp (attr);
      return;
    }
  for (xmlNode *child = attr->children, *next; child != NULL; child = next)
    {
      next = child->next;
      recycle_node (ctxt, child);
    }
  attr->children = attr->last = NULL;
  if (!ctxt->dictNames)
    xmlFree ((xmlChar *) attr->name);
  attr->next = ctxt->freeAttrs;
  ctxt->freeAttrs = attr;
  ctxt->freeAttrsNr++;
}

/* What xmlFreeNode() does, except that elements, text and attributes go
 * to the parser context's free lists (freeElems, freeAttrs), which
 * xmlSAX2StartElementNs() and friends take from before they allocate, as
 * xmlTextReader does with the nodes it is done with. */
static void
recycle_node (xmlParserCtxtPtr  ctxt,
              xmlNode          *node)
{
  if (node->type == XML_ELEMENT_NODE && node->nsDef == NULL)
    {
      for (xmlNode *child = node->children, *next; child != NULL; child = next)
        {
          next = child->next;
          recycle_node (ctxt, child);
        }
      node->children = node->last = NULL;
      for (xmlAttr *attr = node->properties, *next; attr != NULL; attr = next)
        {
          next = attr->next;
          recycle_attribute (ctxt, attr);
        }
      node->properties = NULL;
      if (ctxt->freeElemsNr < SW_XML_MAX_FREE_NODES)
        {
          if (!ctxt->dictNames)
            xmlFree ((xmlChar *) node->name);
          node->next = ctxt->freeElems;
          ctxt->freeElems = node;
          ctxt->freeElemsNr++;
          return;
        }
    }
  else if (node->type == XML_TEXT_NODE && ctxt->freeElemsNr < SW_XML_MAX_FREE_NODES)
    {
      /* Short text lives in the node itself (XML_PARSE_COMPACT). */
      if (node->content != (xmlChar *) &node->properties)
        free_unless_interned (ctxt, node->content);
      node->next = ctxt->freeElems;
      ctxt->freeElems = node;
      ctxt->freeElemsNr++;
      return;
    }
  xmlFreeNode (node);
}

void
sw_xml_stream_free_node (xmlParserCtxt *ctxt,
                         xmlNode       *node)
{
  g_return_if_fail (ctxt != NULL && node != NULL);

  xmlUnlinkNode (node);
  /* Nodes announced to a registration callback must be freed the usual
   * way, which announces their end. */
  if (xmlDeregisterNodeDefaultValue != NULL || node->doc == NULL || node->doc->dict != ctxt->dict)
    xmlFreeNode (node);
  else
    recycle_node (ctxt, node);
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

  /* The line the safe parser kept for elements past 65535. */
  if (node->type == XML_ELEMENT_NODE && node->line == 65535 && node->_private != NULL)
    return GPOINTER_TO_UINT (node->_private);

  line = xmlGetLineNo (node);
  return line > 0 && line <= G_MAXUINT ? (guint) line : 0;
}
