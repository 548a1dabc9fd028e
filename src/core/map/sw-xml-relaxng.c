/* sw-xml-relaxng.c: RELAX NG validation from schemas in the GResource, with errors a person can act on. */
#define G_LOG_DOMAIN "sw-xml"
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>
#include <gio/gio.h>
#include <libxml/relaxng.h>
#include <libxml/xmlschemastypes.h>

#include "sw-issue.h"
#include "sw-xml-safe.h"
#include "sw-xml-safe-private.h"

/* The text content of a node, as a new string. */
static char *
node_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup (content != NULL ? (const char *) content : "");

  xmlFree (content);
  return text;
}

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

  sw_xml_ensure_initialized ();
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
            g_ptr_array_add (messages, g_strdup_printf (_("<%s> needs the attribute %s"),
                                                        (const char *) node->name, name));
          continue;
        }
      if (!value_matches_all (entry, pattern->pattern->children, value, what, 0))
        g_ptr_array_add (messages, g_strdup_printf (_("<%s>: %s=\"%s\" is not allowed; %s takes %s"),
                                                    (const char *) node->name, name, value, name, what->str));
    }
  return messages;
}

/* ---- Validation ---------------------------------------------------------- */

/* An error held back until we know whether a later one says the same
 * thing better: a datatype error on an element whose attributes we then
 * explain, or one of the errors libxml2 reports without a node (its
 * compiled content models do that) before reporting the element itself. */
typedef struct {
  xmlNode *node;      /* NULL when libxml2 gave none */
  char *element;      /* the element named by a node-less error, or NULL */
  guint line;         /* 0 when not known yet */
  char *message;
} PendingError;

static void
pending_error_clear (PendingError *pending)
{
  g_free (pending->element);
  g_free (pending->message);
}

typedef struct {
  SchemaEntry *entry;
  GPtrArray *issues;
  GHashTable *seen;   /* "line\nmessage": libxml2 often says the same thing twice */
  GArray *pending;    /* PendingError */
  gboolean failed;
  guint last_line;    /* for the errors libxml2 reports without a node */
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

/* Reports the held-back errors, except those that @node (reported now,
 * with its attributes @explained or not) makes redundant. */
static void
schema_run_flush (SchemaRun *run,
                  xmlNode   *node,
                  gboolean   explained)
{
  for (guint i = 0; i < run->pending->len; i++)
    {
      PendingError *pending = &g_array_index (run->pending, PendingError, i);

      if (node != NULL && pending->node == node && explained)
        continue;
      if (node != NULL && pending->node == NULL && pending->element != NULL &&
          xmlStrEqual (BAD_CAST pending->element, node->name))
        continue;
      schema_run_add (run, pending->line > 0 ? pending->line : MAX (run->last_line, 1), pending->message);
    }
  g_array_set_size (run->pending, 0);
}

static void
on_schema_error (void        *user_data,
                 xmlErrorPtr  error)
{
  SchemaRun *run = user_data;
  xmlNode *node = error->node;
  g_autofree char *message = sw_xml_clean_message (error->message);
  g_autofree char *located = NULL;
  guint line;

  if (error->level == XML_ERR_WARNING)
    return;
  run->failed = TRUE;

  /* libxml2 reports an element's bad attributes on what follows them: its
   * first child. With blank text dropped from the tree that child is an
   * element, so step back to the element the message names. */
  if (error->code == XML_RELAXNG_ERR_ATTRVALID && node != NULL && node->type == XML_ELEMENT_NODE &&
      error->str1 != NULL && !xmlStrEqual (BAD_CAST error->str1, node->name) &&
      node->parent != NULL && node->parent->type == XML_ELEMENT_NODE &&
      xmlStrEqual (BAD_CAST error->str1, node->parent->name))
    node = node->parent;

  if (node == NULL || node->type != XML_ELEMENT_NODE)
    {
      gboolean names_element = error->code == XML_RELAXNG_ERR_ATTRVALID ||
                               error->code == XML_RELAXNG_ERR_CONTENTVALID;
      PendingError pending = { NULL, names_element ? g_strdup (error->str1) : NULL, 0, g_strdup (message) };

      g_array_append_val (run->pending, pending);
      return;
    }

  /* error->line is an int; ask the node so that lines past 65535 are right. */
  line = sw_xml_line (node);
  if (line == 0)
    line = MAX (run->last_line, 1);
  run->last_line = line;
  located = g_strdup_printf ("<%s>: %s", (const char *) node->name, message);

  if (error->code == XML_RELAXNG_ERR_TYPEVAL)
    {
      PendingError pending = { node, NULL, line, g_steal_pointer (&located) };

      g_array_append_val (run->pending, pending);
      return;
    }

  if (error->code == XML_RELAXNG_ERR_ATTRVALID || error->code == XML_RELAXNG_ERR_INVALIDATTR)
    {
      g_autoptr(GPtrArray) explained = explain_attributes (run->entry, node);

      if (explained->len > 0)
        {
          schema_run_flush (run, node, TRUE);
          for (guint i = 0; i < explained->len; i++)
            schema_run_add (run, line, g_ptr_array_index (explained, i));
          return;
        }
    }

  schema_run_flush (run, node, FALSE);
  schema_run_add (run, line, located);
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
  schema_run_flush (&run, NULL, FALSE);

  if (result != 0 && !run.failed && issues != NULL)
    g_ptr_array_add (issues, sw_issue_new ("schema", 1, NULL, _("the document does not match the schema")));

  return result == 0;
}

static void
count_schema_error (void        *user_data,
                    xmlErrorPtr  error)
{
  guint *n_errors = user_data;

  if (error->level != XML_ERR_WARNING)
    (*n_errors)++;
}

xmlRelaxNGValidCtxtPtr
sw_xml_relaxng_new_push_context (const char *resource_path,
                                 guint      *n_errors)
{
  SchemaEntry *entry;
  xmlRelaxNGValidCtxtPtr validator;

  g_return_val_if_fail (resource_path != NULL, NULL);
  g_return_val_if_fail (n_errors != NULL, NULL);

  entry = lookup_schema (resource_path);
  if (entry == NULL || entry->compiled == NULL)
    return NULL;
  validator = xmlRelaxNGNewValidCtxt (entry->compiled);
  if (validator != NULL)
    xmlRelaxNGSetValidStructuredErrors (validator, count_schema_error, n_errors);
  return validator;
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
