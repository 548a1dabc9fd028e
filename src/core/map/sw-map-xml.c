/* sw-map-xml.c: reading map format 1 safely (schema-checked); sw-map-save.c writes it. */
#define G_LOG_DOMAIN "sw-map-xml"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include <errno.h>
#include <math.h>
#include <string.h>
#include <libxml/tree.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>

#include "sw-issue.h"
#include "sw-map-xml.h"
#include "sw-map-xml-private.h"
#include "sw-xml-safe.h"
#include "sw-xml-safe-private.h"

#define SWMAP_SCHEMA "/io/github/swcompanion/core/schema/swmap-1.rng"

G_DEFINE_QUARK (sw-map-error-quark, sw_map_error)

/* ---- Loading ------------------------------------------------------------ */

/* Past this many unknown-element warnings, one summary says how many more:
 * a file full of foreign markup must not cost a warning per element. */
#define SW_MAP_MAX_UNKNOWN_WARNINGS 100

typedef struct {
  SwMap *map;
  GPtrArray *issues;     /* everything found, warnings included */
  gboolean failed;       /* an error was found: the map is refused */
  guint n_unknown;       /* unknown elements and attributes dropped */
} Loader;

static void G_GNUC_PRINTF (4, 5)
loader_report (Loader     *loader,
               const char *code,
               xmlNode    *node,
               const char *format,
               ...)
{
  g_autofree char *message = NULL;
  SwIssue *issue;
  va_list args;
  guint line = node != NULL ? sw_xml_line (node) : 0;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  issue = sw_issue_new (code, MAX (line, 1), NULL, "%s", message);
  if (issue->severity == SW_SEVERITY_ERROR)
    loader->failed = TRUE;
  g_ptr_array_add (loader->issues, issue);
}

static gboolean
is_element (xmlNode    *node,
            const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns == NULL &&
         xmlStrEqual (node->name, BAD_CAST name);
}

/* The value of an unqualified attribute as the tree holds it, without a
 * copy, or NULL: a foreign "x:id" is never taken for "id". A value that is
 * not one plain text node (never so from our parser, but possible in a
 * tree made otherwise) is copied into *@copy, which the caller frees. */
static const char *
attr_text (xmlNode     *node,
           const char  *name,
           char       **copy)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      xmlNode *text;

      if (attr->ns != NULL || strcmp ((const char *) attr->name, name) != 0)
        continue;
      text = attr->children;
      if (text == NULL)
        return "";
      if (text->next == NULL && text->type == XML_TEXT_NODE && text->content != NULL)
        return (const char *) text->content;
      return *copy = sw_xml_get_attr (node, name);
    }
  return NULL;
}

/* A copy of an unqualified attribute's value, or NULL. */
static char *
attr_dup (xmlNode    *node,
          const char *name)
{
  char *copy = NULL;
  const char *text = attr_text (node, name, &copy);

  return copy != NULL ? copy : g_strdup (text);
}

/* An xsd:decimal (the schema has checked its syntax) as a double: the same
 * value as g_ascii_strtod(), which was a tenth of a big map's load. Up to
 * 15 significant digits and 22 decimals, the digits make an exact integer
 * and the power of ten an exact double, so one division gives the
 * correctly rounded result, as strtod's (Clinger's fast path); anything
 * longer goes to strtod. */
static double
parse_decimal (const char *text)
{
  static const double powers_of_ten[] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  };
  const char *p = text;
  gboolean negative = FALSE, any = FALSE;
  guint64 mantissa = 0;
  guint significant = 0, decimals = 0;

  while (g_ascii_isspace (*p))
    p++;
  if (*p == '-' || *p == '+')
    negative = *p++ == '-';
  for (; g_ascii_isdigit (*p); p++, any = TRUE)
    {
      mantissa = mantissa * 10 + (guint) (*p - '0');
      if (mantissa != 0)
        significant++;
    }
  if (*p == '.')
    for (p++; g_ascii_isdigit (*p); p++, any = TRUE)
      {
        mantissa = mantissa * 10 + (guint) (*p - '0');
        if (mantissa != 0)
          significant++;
        decimals++;
      }
  while (g_ascii_isspace (*p))
    p++;
  if (!any || *p != '\0' || significant > 15 || decimals >= G_N_ELEMENTS (powers_of_ten))
    return g_ascii_strtod (text, NULL);
  return negative ? -((double) mantissa / powers_of_ten[decimals]) : (double) mantissa / powers_of_ten[decimals];
}

/* Reads a decimal attribute. The schema has already checked its syntax
 * (xsd:decimal: no NaN, no infinity, no exponent); this checks its size. */
static double
loader_get_number (Loader     *loader,
                   xmlNode    *node,
                   const char *name)
{
  g_autofree char *copy = NULL;
  const char *text = attr_text (node, name, &copy);
  double value;

  if (text == NULL)
    return 0;

  value = parse_decimal (text);
  if (!sw_map_number_fits (value))
    {
      loader_report (loader, "schema", node,
                     /* Translators: an attribute, its value, an element; keep the XML names as they are */
                     _("%s=\"%s\" on <%s> is out of range: millimetres between -%g and %g are allowed"),
                     name, text, (const char *) node->name, SW_MAP_MAX_MILLIMETRES, SW_MAP_MAX_MILLIMETRES);
      return 0;
    }
  return value;
}

/* Parses a positive integer token (schema-checked syntax: digits with an
 * optional '+'), refusing what does not fit a guint. */
static gboolean
parse_positive (const char *text,
                guint      *out)
{
  char *end = NULL;
  guint64 value = 0;
  const char *p;

  /* Plain digits, nearly always, without strtoull's sign and errno. */
  for (p = text; g_ascii_isdigit (*p) && p - text < 9; p++)
    value = value * 10 + (guint) (*p - '0');
  if (*p == '\0' && value > 0)
    {
      *out = (guint) value;
      return TRUE;
    }

  errno = 0;
  value = g_ascii_strtoull (text, &end, 10);
  if (errno != 0 || end == text || value == 0 || value > G_MAXUINT)
    return FALSE;
  while (g_ascii_isspace (*end))
    end++;
  if (*end != '\0')
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

static guint
loader_get_positive (Loader     *loader,
                     xmlNode    *node,
                     const char *name,
                     guint       fallback)
{
  g_autofree char *copy = NULL;
  const char *text = attr_text (node, name, &copy);
  guint value = fallback;

  if (text == NULL)
    return fallback;
  if (!parse_positive (text, &value))
    {
      g_autofree char *stripped = g_strstrip (g_strdup (text));

      value = fallback;
      /* Translators: an attribute, its value, an element */
      loader_report (loader, "schema", node, _("%s=\"%s\" on <%s> is too large"),
                     name, stripped, (const char *) node->name);
    }
  return value;
}

/* Text content as written (whitespace kept), or "" for an empty element. */
static char *
node_get_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup (content != NULL ? (const char *) content : "");

  xmlFree (content);
  return text;
}

static void
loader_read_text (GPtrArray *texts,
                  xmlNode   *node)
{
  g_autofree char *lang = sw_xml_get_lang (node);
  g_autofree char *text = node_get_text (node);

  sw_map_add_text (texts, lang, text);
}

/* The text of an element as the tree holds it, without a copy when it is
 * one text node (a copy in *@copy otherwise). */
static const char *
node_text_view (xmlNode  *node,
                char    **copy)
{
  xmlNode *child = node->children;

  if (child == NULL)
    return "";
  if (child->next == NULL && child->type == XML_TEXT_NODE && child->content != NULL)
    return (const char *) child->content;
  return *copy = node_get_text (node);
}

/* An outline or hole: whitespace-separated vertex ids, split in one pass. */
static SwRing *
loader_read_ring (Loader  *loader,
                  xmlNode *node)
{
  g_autofree char *copy = NULL;
  const char *p = node_text_view (node, &copy);
  SwRing *ring = sw_ring_new (NULL, 0);
  guint batch[32];   /* ids appended to the ring a batch at a time */
  guint n_batch = 0;

  while (*p != '\0')
    {
      const char *start;
      char token[24];
      guint id = 0;
      gsize length;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;
      start = p;
      while (*p != '\0' && !g_ascii_isspace (*p))
        p++;
      length = (gsize) (p - start);

      /* Plain digits, nearly always: read where they are. */
      if (length <= 9)
        {
          guint digits = 0;

          for (id = 0; digits < length && g_ascii_isdigit (start[digits]); digits++)
            id = id * 10 + (guint) (start[digits] - '0');
          if (digits == length && id > 0)
            {
              if (n_batch == G_N_ELEMENTS (batch))
                {
                  g_array_append_vals (ring->ids, batch, n_batch);
                  n_batch = 0;
                }
              batch[n_batch++] = id;
              continue;
            }
        }
      if (length < sizeof token)
        {
          memcpy (token, start, length);
          token[length] = '\0';
          if (parse_positive (token, &id))
            {
              if (n_batch == G_N_ELEMENTS (batch))
                {
                  g_array_append_vals (ring->ids, batch, n_batch);
                  n_batch = 0;
                }
              batch[n_batch++] = id;
              continue;
            }
        }
      {
        g_autofree char *long_token = g_strndup (start, length);

        loader_report (loader, "schema", node, _("vertex id %s in <%s> is too large"),
                       long_token, (const char *) node->name);
      }
    }

  g_array_append_vals (ring->ids, batch, n_batch);
  ring->line = sw_xml_line (node);
  return ring;
}

static void
loader_read_region (Loader  *loader,
                    xmlNode *node)
{
  g_autofree char *id_copy = NULL, *terrain_copy = NULL, *border_copy = NULL;
  const char *id = attr_text (node, "id", &id_copy);
  const char *terrain = attr_text (node, "terrain", &terrain_copy);
  const char *border = attr_text (node, "border", &border_copy);
  SwRegion *region = sw_map_add_region (loader->map, id, terrain);

  region->line = sw_xml_line (node);
  region->board = attr_dup (node, "board");
  if (g_strcmp0 (border, "yes") == 0)
    region->border = SW_BORDER_YES;
  else if (g_strcmp0 (border, "no") == 0)
    region->border = SW_BORDER_NO;
  else
    region->border = SW_BORDER_AUTO;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_element (child, "name"))
        {
          loader_read_text (region->names, child);
        }
      else if (is_element (child, "outline"))
        {
          sw_ring_free (region->outline);
          region->outline = loader_read_ring (loader, child);
        }
      else if (is_element (child, "hole"))
        {
          g_ptr_array_add (region->holes, loader_read_ring (loader, child));
        }
      else if (is_element (child, "symbol"))
        {
          g_autofree char *type = attr_dup (child, "type");
          SwSymbol *symbol;

          sw_region_add_symbol (region, type);
          symbol = g_ptr_array_index (region->symbols, region->symbols->len - 1);
          symbol->line = sw_xml_line (child);
        }
      else if (is_element (child, "start"))
        {
          g_autofree char *type = attr_dup (child, "type");
          SwStart *start;

          sw_region_add_start (region, type, loader_get_positive (loader, child, "count", 1));
          start = g_ptr_array_index (region->starts, region->starts->len - 1);
          start->line = sw_xml_line (child);
        }
    }
}

static void
loader_read_pair (Loader    *loader,
                  xmlNode   *node,
                  gboolean   is_link)
{
  g_autofree char *a = attr_dup (node, "a");
  g_autofree char *b = attr_dup (node, "b");
  g_autofree char *kind = attr_dup (node, "kind");
  SwPair *pair;

  if (is_link)
    pair = sw_map_add_link (loader->map, a, b, kind);
  else
    pair = sw_map_add_barrier (loader->map, a, b, kind);
  pair->line = sw_xml_line (node);
}

/* Builds the model from a document that passed the schema, so structure
 * and syntax are known good; everything is kept as written (duplicate ids,
 * dangling references) for the validator to report. */
static void
loader_read_vertex (Loader  *loader,
                    xmlNode *node)
{
  const char *values[3] = { NULL, NULL, NULL };   /* id, x, y */
  guint id = 0;
  double x, y;
  SwVertex *vertex;

  /* The biggest part of a map: its three attributes are picked in one
   * pass when each is one text node, as the parser makes them. */
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      const char *name = (const char *) attr->name;
      xmlNode *text = attr->children;
      guint which;

      if (attr->ns != NULL)
        continue;
      if (name[0] == 'i' && name[1] == 'd' && name[2] == '\0')
        which = 0;
      else if ((name[0] == 'x' || name[0] == 'y') && name[1] == '\0')
        which = name[0] == 'x' ? 1 : 2;
      else
        continue;
      if (text == NULL || text->next != NULL || text->type != XML_TEXT_NODE || text->content == NULL)
        {
          values[0] = NULL;   /* not as the parser makes them: the general way below */
          break;
        }
      values[which] = (const char *) text->content;
    }

  if (values[0] != NULL && values[1] != NULL && values[2] != NULL && parse_positive (values[0], &id))
    {
      x = parse_decimal (values[1]);
      y = parse_decimal (values[2]);
      if (sw_map_number_fits (x) && sw_map_number_fits (y))
        {
          vertex = sw_map_add_vertex (loader->map, id, x, y);
          vertex->line = sw_xml_line (node);
          return;
        }
    }

  vertex = sw_map_add_vertex (loader->map, loader_get_positive (loader, node, "id", 0),
                              loader_get_number (loader, node, "x"),
                              loader_get_number (loader, node, "y"));
  vertex->line = sw_xml_line (node);
}

/* One child of <swmap> into the model (the vertices with their parent). */
static void
loader_read_top (Loader  *loader,
                 xmlNode *node)
{
  SwMap *map = loader->map;

  if (is_element (node, "title"))
    {
      loader_read_text (map->titles, node);
    }
  else if (is_element (node, "description"))
    {
      loader_read_text (map->descriptions, node);
    }
  else if (is_element (node, "scenario"))
    {
      guint players = loader_get_positive (loader, node, "players", 0);
      guint turns = loader_get_positive (loader, node, "turns", 0);

      sw_map_add_scenario (map, players, turns);
      g_array_index (map->scenarios, SwScenario, map->scenarios->len - 1).line = sw_xml_line (node);
    }
  else if (is_element (node, "board"))
    {
      g_autofree char *id = attr_dup (node, "id");
      SwBoard *board = sw_map_add_board (map, id,
                                         loader_get_number (loader, node, "width"),
                                         loader_get_number (loader, node, "height"));

      board->line = sw_xml_line (node);
      board->size = attr_dup (node, "size");
      board->has_position = xmlHasNsProp (node, BAD_CAST "x", NULL) != NULL;
      board->x = loader_get_number (loader, node, "x");
      board->y = loader_get_number (loader, node, "y");
    }
  else if (is_element (node, "vertices"))
    {
      for (xmlNode *v = node->children; v != NULL; v = v->next)
        if (is_element (v, "v"))
          loader_read_vertex (loader, v);
    }
  else if (is_element (node, "region"))
    {
      loader_read_region (loader, node);
    }
  else if (is_element (node, "link") || is_element (node, "barrier"))
    {
      loader_read_pair (loader, node, is_element (node, "link"));
    }
}

static void
loader_start_map (Loader  *loader,
                  xmlNode *root)
{
  g_autofree char *edition = attr_dup (root, "edition");

  loader->map = sw_map_new (edition);
  loader->map->version = SW_MAP_FORMAT_VERSION;
  loader->map->root_line = sw_xml_line (root);
}

/* Builds the model from a document that passed the schema, so structure
 * and syntax are known good; everything is kept as written (duplicate ids,
 * dangling references) for the validator to report. */
static void
loader_build_map (Loader  *loader,
                  xmlNode *root)
{
  loader_start_map (loader, root);

  /* Each child is freed once read: the model then grows into the memory
   * the tree gives back, so a big map does not need both at full size. */
  for (xmlNode *node = root->children, *next; node != NULL; xmlUnlinkNode (node), xmlFreeNode (node), node = next)
    {
      next = node->next;
      loader_read_top (loader, node);
    }
  sw_map_changed (loader->map);
}

/* "xml:lang", "x:foo" or "foo", and whether it is in a namespace other than
 * XML's own (anything foreign is unknown, whatever its local name). */
static char *
qualified_name (const xmlChar *name,
                xmlNs         *ns,
                gboolean      *foreign)
{
  *foreign = FALSE;
  if (ns == NULL)
    return g_strdup ((const char *) name);
  if (xmlStrEqual (ns->href, XML_XML_NAMESPACE))
    return g_strconcat ("xml:", (const char *) name, NULL);
  *foreign = TRUE;
  if (ns->prefix != NULL)
    return g_strconcat ((const char *) ns->prefix, ":", (const char *) name, NULL);
  return g_strdup_printf ("{%s}%s", (const char *) ns->href, (const char *) name);
}

/* A reader ignores what it does not know, with a warning (docs/map-format.md):
 * unknown elements and attributes are removed from our copy of the tree
 * before the schema sees it. Names the schema knows stay even where they do
 * not belong, so that a misplaced element is a schema error, not ignored. */
static void
loader_drop_unknown (Loader     *loader,
                     xmlNode    *node,
                     GHashTable *known)
{
  xmlNode *child, *next;
  xmlAttr *attr, *next_attr;

  for (attr = node->properties; attr != NULL; attr = next_attr)
    {
      gboolean foreign;
      g_autofree char *name = qualified_name (attr->name, attr->ns, &foreign);

      next_attr = attr->next;
      if (!foreign && g_hash_table_contains (known, name))
        continue;
      if (++loader->n_unknown <= SW_MAP_MAX_UNKNOWN_WARNINGS)
        loader_report (loader, "unknown-element", node,
                       _("unknown attribute %s on <%s> ignored: format %d does not define it"),
                       name, (const char *) node->name, SW_MAP_FORMAT_VERSION);
      xmlRemoveProp (attr);
    }

  for (child = node->children; child != NULL; child = next)
    {
      gboolean foreign;
      g_autofree char *name = NULL;

      next = child->next;
      if (child->type != XML_ELEMENT_NODE)
        continue;

      name = qualified_name (child->name, child->ns, &foreign);
      if (foreign || !g_hash_table_contains (known, name))
        {
          if (++loader->n_unknown <= SW_MAP_MAX_UNKNOWN_WARNINGS)
            loader_report (loader, "unknown-element", child,
                           _("unknown element <%s> ignored: format %d does not define it"),
                           name, SW_MAP_FORMAT_VERSION);
          xmlUnlinkNode (child);
          xmlFreeNode (child);
          continue;
        }
      loader_drop_unknown (loader, child, known);
    }
}

/* A newer format is refused outright: reading it as version 1 would
 * silently lose what the newer program wrote. */
static gboolean
loader_check_root (Loader  *loader,
                   xmlNode *root)
{
  g_autofree char *version = NULL;
  guint64 number;
  char *end = NULL;

  if (root->ns != NULL && xmlStrEqual (root->name, BAD_CAST "swmap"))
    {
      loader_report (loader, "schema", root,
                     _("the root element <swmap> is in the namespace %s; a map's <swmap> has no namespace"),
                     (const char *) root->ns->href);
      return FALSE;
    }
  if (!is_element (root, "swmap"))
    {
      loader_report (loader, "schema", root,
                     _("the root element is <%s>, not <swmap>: this is not a Small World map"),
                     (const char *) root->name);
      return FALSE;
    }

  version = sw_xml_get_attr (root, "version");
  if (version == NULL)
    return TRUE;   /* the schema says it is required, with the line */

  /* Only a plain number is a version; anything else is the schema's. */
  if (!g_ascii_isdigit (*g_strstrip (version)))
    return TRUE;
  errno = 0;
  number = g_ascii_strtoull (version, &end, 10);
  if (end != version && errno == 0 && number > SW_MAP_FORMAT_VERSION)
    {
      loader_report (loader, "version-unsupported", root,
                     _("this map is format version %s; this program reads version %d — update Small World Companion"),
                     version, SW_MAP_FORMAT_VERSION);
      return FALSE;
    }
  if (end != version && errno == ERANGE)
    {
      loader_report (loader, "version-unsupported", root,
                     _("this map says it is format version %s, which no program reads"), version);
      return FALSE;
    }
  return TRUE;
}

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

/* The GError of a refused map: the first error, with its line. */
static void
set_error_from_issues (GError    **error,
                       gint        code,
                       GPtrArray  *issues)
{
  for (guint i = 0; i < issues->len; i++)
    {
      SwIssue *issue = g_ptr_array_index (issues, i);

      if (issue->severity != SW_SEVERITY_ERROR)
        continue;
      if (issue->column > 0)
        g_set_error (error, SW_MAP_ERROR, code, _("line %u, column %u: %s"),
                     issue->line, issue->column, issue->message);
      else
        g_set_error (error, SW_MAP_ERROR, code, _("line %u: %s"), issue->line, issue->message);
      return;
    }
  g_set_error_literal (error, SW_MAP_ERROR, code, _("the map cannot be loaded"));
}

/* ---- Streaming ------------------------------------------------------------
 * A valid map is read as it is parsed: each child of <swmap> (and each <v>
 * of <vertices>) is checked against the schema with libxml2's push
 * validation (xmlRelaxNGValidatePushElement and friends, as xmlTextReader
 * does), turned into the model and freed, so the whole tree never exists:
 * at 30,000 regions that tree was 80 MB. Elements whose content the
 * schema cannot check event by event (libxml2 says so) are checked whole
 * once they are complete; they are small (a region, a board).
 *
 * Anything the fast path does not handle itself (an unknown element or
 * attribute, a schema error, a value out of range, the wrong root) stops
 * it, and the file is read again through the tree, which explains every
 * problem with its line, the same way as before. Malformed XML needs no
 * second pass: the same safe parser reports it the same way. */

#define SWMAP_PARSE_OPTIONS (XML_PARSE_COMPACT | XML_PARSE_NOBLANKS)

typedef struct {
  Loader loader;
  GHashTable *known;                 /* the schema's names */
  xmlRelaxNGValidCtxtPtr validator;
  guint n_schema_errors;
  xmlNode *root;
  xmlNode *vertices;                 /* the open <vertices>, or NULL */
  xmlNode *whole;                    /* the element checked once complete, or NULL */
  gboolean fall_back;                /* read it again through the tree */
  /* Names already found in known, by address: the parser interns names,
   * so the same name comes back as the same pointer, and a glance here is
   * cheaper than hashing it again for each of a big map's 100,000 elements
   * and 250,000 attributes. A small open-addressed set of pointers. */
  const xmlChar *seen[64];
  guint n_seen;
} Stream;

static gboolean
stream_fall_back (Stream *stream)
{
  stream->fall_back = TRUE;
  return FALSE;
}

static gboolean
stream_is_known_name (Stream        *stream,
                      const xmlChar *name)
{
  guint slot = (guint) ((guintptr) name % G_N_ELEMENTS (stream->seen));

  /* At most half full (the schema has some 25 names), so a probe ends
   * soon at an empty slot. */
  for (; stream->seen[slot] != NULL; slot = (slot + 1) % G_N_ELEMENTS (stream->seen))
    if (stream->seen[slot] == name)
      return TRUE;
  if (!g_hash_table_contains (stream->known, name))
    return FALSE;
  if (stream->n_seen < G_N_ELEMENTS (stream->seen) / 2)
    {
      stream->seen[slot] = name;
      stream->n_seen++;
    }
  return TRUE;
}

/* An element of the format with only the format's attributes. */
static gboolean
stream_is_known (Stream  *stream,
                 xmlNode *node)
{
  if (node->ns != NULL || !stream_is_known_name (stream, node->name))
    return FALSE;
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      if (attr->ns == NULL)
        {
          if (!stream_is_known_name (stream, attr->name))
            return FALSE;
        }
      else if (!xmlStrEqual (attr->ns->href, XML_XML_NAMESPACE) || !xmlStrEqual (attr->name, BAD_CAST "lang"))
        return FALSE;
    }
  return TRUE;
}

static gboolean
stream_start (xmlParserCtxt *ctxt,
              xmlNode       *node,
              gpointer       user_data)
{
  Stream *stream = user_data;

  if (!stream_is_known (stream, node))
    return stream_fall_back (stream);

  if (stream->root == NULL)
    {
      if (!is_element (node, "swmap"))
        return stream_fall_back (stream);
      stream->root = node;
      loader_start_map (&stream->loader, node);
    }
  else if (node->parent == stream->root && is_element (node, "vertices"))
    stream->vertices = node;

  if (stream->whole == NULL)
    {
      int result = xmlRelaxNGValidatePushElement (stream->validator, node->doc, node);

      if (result == 0)
        stream->whole = node;
      else if (result != 1)
        return stream_fall_back (stream);
    }
  return !stream->loader.failed || stream_fall_back (stream);
}

static gboolean
stream_end (xmlParserCtxt *ctxt,
            xmlNode       *node,
            gpointer       user_data)
{
  Stream *stream = user_data;
  xmlNode *parent = node->parent;
  int result;

  if (stream->whole != NULL && stream->whole != node)
    return TRUE;   /* part of an element checked and read whole */

  if (stream->whole == node)
    {
      result = xmlRelaxNGValidateFullElement (stream->validator, node->doc, node);
      stream->whole = NULL;
    }
  else
    result = xmlRelaxNGValidatePopElement (stream->validator, node->doc, node);
  if (result != 1 || stream->n_schema_errors > 0)
    return stream_fall_back (stream);

  if (node == stream->vertices)
    stream->vertices = NULL;
  else if (parent == stream->root)
    loader_read_top (&stream->loader, node);
  else if (parent == stream->vertices && parent != NULL)
    loader_read_vertex (&stream->loader, node);
  else
    return TRUE;

  sw_xml_stream_free_node (ctxt, node);
  return !stream->loader.failed || stream_fall_back (stream);
}

static SwXmlTextAction
stream_text (xmlParserCtxt *ctxt,
             const xmlChar *text,
             int            length,
             gpointer       user_data)
{
  Stream *stream = user_data;
  xmlNode *node = ctxt->node;
  gboolean blank = TRUE;

  if (stream->whole != NULL || node == NULL)
    return SW_XML_TEXT_KEEP;

  for (int i = 0; i < length && blank; i++)
    blank = IS_BLANK_CH (text[i]);

  /* The children of these two are freed as they are read, and text never
   * belongs there: keep none (libxml2 would append later text to text
   * read before a freed child). */
  if (node == stream->root || node == stream->vertices)
    {
      if (blank)
        return SW_XML_TEXT_DROP;
      stream_fall_back (stream);
      return SW_XML_TEXT_STOP;
    }

  /* xmlRelaxNGValidatePushCData() wants a NUL-terminated string, and
   * skips blank text itself. */
  if (!blank)
    {
      g_autofree char *copy = g_strndup ((const char *) text, (gsize) length);

      if (xmlRelaxNGValidatePushCData (stream->validator, BAD_CAST copy, length) != 1)
        {
          stream_fall_back (stream);
          return SW_XML_TEXT_STOP;
        }
    }
  return SW_XML_TEXT_KEEP;
}

/* The fast path: the map, or NULL with either the issues of a malformed
 * or hostile file in @found, or *@fall_back set (and nothing in @found). */
static SwMap *
load_streaming (const char *data,
                gsize       length,
                GPtrArray  *found,
                gboolean   *fall_back)
{
  static const SwXmlStreamHooks hooks = { stream_start, stream_end, stream_text };
  Stream stream = { { NULL, found, FALSE, 0 }, NULL, NULL, 0, NULL, NULL, NULL, FALSE, { NULL }, 0 };
  gboolean stopped = FALSE;
  xmlDoc *doc;

  *fall_back = TRUE;
  stream.known = sw_xml_relaxng_names (SWMAP_SCHEMA);
  stream.validator = sw_xml_relaxng_new_push_context (SWMAP_SCHEMA, &stream.n_schema_errors);
  if (stream.known == NULL || stream.validator == NULL)
    {
      g_clear_pointer (&stream.validator, xmlRelaxNGFreeValidCtxt);
      return NULL;
    }

  doc = sw_xml_parse_safe_streaming (data, length, SW_MAP_MAX_FILE_SIZE, SWMAP_PARSE_OPTIONS,
                                     &hooks, &stream, &stopped, found, NULL);
  xmlRelaxNGFreeValidCtxt (stream.validator);

  if (doc == NULL && !stopped && found->len > 0)
    {
      /* Malformed or hostile: reported as the tree's reader would. */
      g_clear_pointer (&stream.loader.map, sw_map_unref);
      *fall_back = FALSE;
      return NULL;
    }

  if (doc == NULL || stream.fall_back || stream.loader.failed || found->len > 0 ||
      stream.n_schema_errors > 0 || stream.loader.map == NULL)
    {
      g_clear_pointer (&doc, xmlFreeDoc);
      g_clear_pointer (&stream.loader.map, sw_map_unref);
      g_ptr_array_set_size (found, 0);
      return NULL;
    }

  xmlFreeDoc (doc);
  sw_map_changed (stream.loader.map);
  *fall_back = FALSE;
  return stream.loader.map;
}

/* The tree path: the whole document is parsed, unknown names are dropped
 * with a warning, the rest is validated and explained with every line,
 * and the model is built from the tree. The map, or NULL with the errors
 * in @found. */
static SwMap *
load_through_tree (const char *data,
                   gsize       length,
                   GPtrArray  *found)
{
  g_autoptr(SwMap) map = NULL;
  Loader loader = { NULL, found, FALSE, 0 };
  xmlDoc *doc;
  xmlNode *root;

  /* Blank text between elements means nothing in a map (the schema skips
   * it) yet was a third of the tree's memory; small texts are stored in
   * their node. Names keep their blanks: libxml2 only drops blank text
   * next to elements. */
  doc = sw_xml_parse_safe_with_options (data, length, SW_MAP_MAX_FILE_SIZE,
                                        SWMAP_PARSE_OPTIONS, found, NULL);
  if (doc == NULL)
    return NULL;

  root = xmlDocGetRootElement (doc);
  if (loader_check_root (&loader, root))
    {
      loader_drop_unknown (&loader, root, sw_xml_relaxng_names (SWMAP_SCHEMA));
      if (loader.n_unknown > SW_MAP_MAX_UNKNOWN_WARNINGS)
        loader_report (&loader, "unknown-element", root,
                       g_dngettext (GETTEXT_PACKAGE, "%u more unknown element or attribute ignored",
                                    "%u more unknown elements and attributes ignored",
                                    loader.n_unknown - SW_MAP_MAX_UNKNOWN_WARNINGS),
                       loader.n_unknown - SW_MAP_MAX_UNKNOWN_WARNINGS);
      if (!sw_xml_validate_relaxng (doc, SWMAP_SCHEMA, found))
        loader.failed = TRUE;
    }
  else
    {
      loader.failed = TRUE;
    }

  if (!loader.failed)
    {
      loader_build_map (&loader, root);
      map = loader.map;
    }
  xmlFreeDoc (doc);
  return loader.failed ? NULL : g_steal_pointer (&map);
}

static SwMap *
load_data (const char  *data,
           gsize        length,
           gboolean     may_stream,
           GPtrArray   *issues,
           GError     **error)
{
  g_autoptr(GPtrArray) found = sw_issue_list_new ();
  g_autoptr(SwMap) map = NULL;
  gboolean fall_back = TRUE;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length > SW_MAP_MAX_FILE_SIZE)
    {
      g_ptr_array_add (found, sw_issue_new ("xml-malformed", 1, NULL,
                                            _("the file is %zu bytes; a map may have at most %d"),
                                            length, SW_MAP_MAX_FILE_SIZE));
      set_error_from_issues (error, SW_MAP_ERROR_TOO_LARGE, found);
      hand_over_issues (found, issues);
      return NULL;
    }

  if (may_stream)
    map = load_streaming (data, length, found, &fall_back);
  if (map == NULL && fall_back)
    map = load_through_tree (data, length, found);

  if (map == NULL)
    set_error_from_issues (error, SW_MAP_ERROR_INVALID, found);
  hand_over_issues (found, issues);
  return g_steal_pointer (&map);
}

SwMap *
sw_map_load_data (const char  *data,
                  gsize        length,
                  GPtrArray   *issues,
                  GError     **error)
{
  return load_data (data, length, TRUE, issues, error);
}

SwMap *
sw_map_load_data_through_tree (const char  *data,
                               gsize        length,
                               GPtrArray   *issues,
                               GError     **error)
{
  return load_data (data, length, FALSE, issues, error);
}

SwMap *
sw_map_load_file (const char  *path,
                  GPtrArray   *issues,
                  GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *contents = NULL;
  goffset expected = 0;
  gsize length = 0, capacity;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  file = g_file_new_for_path (path);
  stream = g_file_read (file, NULL, error);
  if (stream == NULL)
    return NULL;

  /* Refuse a huge file before reading it, and stop reading one that grows
   * (or has no size, like a pipe) once it passes the limit. The buffer is
   * the file's size (plus one byte to see the end), so a big map is read
   * straight into place, without the copies of a growing array. */
  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE, NULL, NULL);
  if (info != NULL)
    expected = g_file_info_get_size (info);
  if (expected <= SW_MAP_MAX_FILE_SIZE)
    {
      capacity = (gsize) MAX (expected, 64 * 1024) + 1;
      contents = g_malloc (capacity);
      for (;;)
        {
          gssize n;

          if (length == capacity)
            {
              capacity *= 2;
              contents = g_realloc (contents, capacity);
            }
          n = g_input_stream_read (G_INPUT_STREAM (stream), contents + length, capacity - length, NULL, error);
          if (n < 0)
            return NULL;
          if (n == 0)
            break;
          length += (gsize) n;
          if (length > SW_MAP_MAX_FILE_SIZE)
            break;
        }
    }

  if (expected > SW_MAP_MAX_FILE_SIZE || length > SW_MAP_MAX_FILE_SIZE)
    {
      goffset size = MAX ((goffset) length, expected);

      if (issues != NULL)
        g_ptr_array_add (issues, sw_issue_new ("xml-malformed", 1, NULL,
                                               _("the file is %" PRId64 " bytes or more; a map may have at most %d"),
                                               size, SW_MAP_MAX_FILE_SIZE));
      g_set_error (error, SW_MAP_ERROR, SW_MAP_ERROR_TOO_LARGE,
                   _("line 1: the file is %" PRId64 " bytes or more; a map may have at most %d"),
                   size, SW_MAP_MAX_FILE_SIZE);
      return NULL;
    }

  /* The stream is not needed any more; the file is closed before the
   * parse. */
  g_clear_object (&stream);
  return sw_map_load_data (contents, length, issues, error);
}
