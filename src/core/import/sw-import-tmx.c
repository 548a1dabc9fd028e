/* sw-import-tmx.c: the polygon and rectangle objects of a Tiled map's object layers, in millimetres, with their terrain property. */
#define G_LOG_DOMAIN "sw-import"
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>
#include <libxml/tree.h>

#include "sw-import.h"
#include "sw-import-private.h"
#include "sw-xml-safe.h"

typedef struct {
  SwImportDrawing *drawing;
  double           scale;    /* mm per pixel */
  gsize            points;
  GError          *error;
} Reader;

/* A plain decimal; FALSE when @text is not one (NULL gives @fallback). */
static gboolean
parse_double (const char *text,
              double      fallback,
              double     *value)
{
  char *end;

  *value = fallback;
  if (text == NULL)
    return TRUE;
  *value = g_ascii_strtod (text, &end);
  while (*end == ' ')
    end++;
  return end != text && *end == '\0' && isfinite (*value) && fabs (*value) < 1e9;
}

static xmlNode *
child_element (xmlNode    *node,
               const char *name)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && xmlStrEqual (child->name, (const xmlChar *) name))
      return child;
  return NULL;
}

/* The value of <properties><property name=@name value=…/>, or NULL. */
static char *
property_value (xmlNode    *node,
                const char *name)
{
  xmlNode *properties = child_element (node, "properties");

  if (properties == NULL)
    return NULL;
  for (xmlNode *child = properties->children; child != NULL; child = child->next)
    {
      g_autofree char *key = NULL;

      if (child->type != XML_ELEMENT_NODE || !xmlStrEqual (child->name, (const xmlChar *) "property"))
        continue;
      key = sw_xml_get_attr (child, "name");
      if (key != NULL && g_str_equal (key, name))
        {
          char *value = sw_xml_get_attr (child, "value");

          if (value == NULL)
            {
              xmlChar *text = xmlNodeGetContent (child);

              value = g_strdup ((const char *) text);
              xmlFree (text);
            }
          return value;
        }
    }
  return NULL;
}

static gboolean
add_point (Reader  *reader,
           xmlNode *node,
           GArray  *ring,
           double   ox,
           double   oy,
           double   rotation,
           double   x,
           double   y)
{
  double cs = cos (rotation * G_PI / 180), sn = sin (rotation * G_PI / 180);
  double p[2] = { (ox + cs * x - sn * y) * reader->scale, (oy + sn * x + cs * y) * reader->scale };

  if (++reader->points > SW_IMPORT_MAX_POINTS)
    return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_HOSTILE,
                 _("the map has more than %d points"), SW_IMPORT_MAX_POINTS);
  g_array_append_vals (ring, p, 2);
  return TRUE;
}

static gboolean
read_object (Reader  *reader,
             xmlNode *node)
{
  g_autofree char *xs = sw_xml_get_attr (node, "x"), *ys = sw_xml_get_attr (node, "y");
  g_autofree char *ws = sw_xml_get_attr (node, "width"), *hs = sw_xml_get_attr (node, "height");
  g_autofree char *rs = sw_xml_get_attr (node, "rotation"), *visible = sw_xml_get_attr (node, "visible");
  g_autoptr(GArray) ring = g_array_new (FALSE, FALSE, sizeof (double));
  xmlNode *polygon = child_element (node, "polygon");
  double x, y, w, h, rotation;
  SwImportShape *shape;

  if (visible != NULL && g_str_equal (visible, "0"))
    return TRUE;
  if (!parse_double (xs, 0, &x) || !parse_double (ys, 0, &y) || !parse_double (ws, 0, &w) ||
      !parse_double (hs, 0, &h) || !parse_double (rs, 0, &rotation))
    return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_MALFORMED,
                 _("the object's x, y, width, height or rotation is not a number"));

  if (polygon != NULL)
    {
      g_autofree char *points = sw_xml_get_attr (polygon, "points");
      g_auto(GStrv) pairs = g_strsplit_set (points != NULL ? points : "", " \t\n\r", -1);

      for (guint i = 0; pairs[i] != NULL; i++)
        {
          char *comma = strchr (pairs[i], ',');
          double px, py;

          if (pairs[i][0] == '\0')
            continue;
          if (comma == NULL)
            return sw_import_fail (&reader->error, sw_xml_line (polygon), SW_IMPORT_ERROR_MALFORMED,
                         _("the polygon point “%s” is not X,Y"), pairs[i]);
          *comma = '\0';
          if (!parse_double (pairs[i], 0, &px) || !parse_double (comma + 1, 0, &py))
            return sw_import_fail (&reader->error, sw_xml_line (polygon), SW_IMPORT_ERROR_MALFORMED,
                         _("the polygon point “%s,%s” is not two numbers"), pairs[i], comma + 1);
          if (!add_point (reader, polygon, ring, x, y, rotation, px, py))
            return FALSE;
        }
    }
  else if (child_element (node, "ellipse") == NULL && child_element (node, "point") == NULL &&
           child_element (node, "polyline") == NULL && child_element (node, "text") == NULL &&
           w > 0 && h > 0)
    {
      if (!add_point (reader, node, ring, x, y, rotation, 0, 0) ||
          !add_point (reader, node, ring, x, y, rotation, w, 0) ||
          !add_point (reader, node, ring, x, y, rotation, w, h) ||
          !add_point (reader, node, ring, x, y, rotation, 0, h))
        return FALSE;
    }
  if (ring->len < 6)
    return TRUE;   /* a point, a line, a tile or a text: no region */

  if (reader->drawing->shapes->len >= SW_IMPORT_MAX_SHAPES)
    return sw_import_fail (&reader->error, sw_xml_line (node), SW_IMPORT_ERROR_HOSTILE,
                 _("the map has more than %d objects"), SW_IMPORT_MAX_SHAPES);
  shape = sw_import_shape_new (sw_xml_line (node));
  {
    g_autofree char *id = sw_xml_get_attr (node, "id");

    shape->id = id != NULL ? g_strdup_printf ("object%s", id) : NULL;
  }
  shape->label = sw_xml_get_attr (node, "name");
  if (shape->label != NULL && shape->label[0] == '\0')
    g_clear_pointer (&shape->label, g_free);
  shape->terrain = property_value (node, "terrain");
  if (shape->terrain == NULL)
    {
      /* Tiled 1.9 calls the type "class". */
      shape->terrain = sw_xml_get_attr (node, "class");
      if (shape->terrain == NULL)
        shape->terrain = sw_xml_get_attr (node, "type");
      if (shape->terrain != NULL && shape->terrain[0] == '\0')
        g_clear_pointer (&shape->terrain, g_free);
    }
  if (shape->terrain != NULL)
    {
      char *lower = g_ascii_strdown (g_strstrip (shape->terrain), -1);

      g_free (shape->terrain);
      shape->terrain = lower;
    }
  g_ptr_array_add (shape->rings, g_steal_pointer (&ring));
  g_ptr_array_add (reader->drawing->shapes, shape);
  return TRUE;
}

static gboolean
read_layers (Reader  *reader,
             xmlNode *parent)
{
  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    {
      g_autofree char *visible = NULL;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      visible = sw_xml_get_attr (child, "visible");
      if (visible != NULL && g_str_equal (visible, "0"))
        continue;
      if (xmlStrEqual (child->name, (const xmlChar *) "group") && !read_layers (reader, child))
        return FALSE;
      if (xmlStrEqual (child->name, (const xmlChar *) "objectgroup"))
        {
          g_autofree char *offx = sw_xml_get_attr (child, "offsetx"), *offy = sw_xml_get_attr (child, "offsety");
          double ox, oy;

          if (!parse_double (offx, 0, &ox) || !parse_double (offy, 0, &oy))
            return sw_import_fail (&reader->error, sw_xml_line (child), SW_IMPORT_ERROR_MALFORMED, _("the layer's offset is not a number"));
          if (ox != 0 || oy != 0)
            return sw_import_fail (&reader->error, sw_xml_line (child), SW_IMPORT_ERROR_MALFORMED,
                         _("the object layer is offset; set its offset to 0 in Tiled"));
          for (xmlNode *object = child->children; object != NULL; object = object->next)
            if (object->type == XML_ELEMENT_NODE && xmlStrEqual (object->name, (const xmlChar *) "object") &&
                !read_object (reader, object))
              return FALSE;
        }
    }
  return TRUE;
}

SwImportDrawing *
sw_import_tmx_read (const char *data,
                    gsize       length,
                    double      scale,
                    GError    **error)
{
  g_autoptr(SwImportDrawing) drawing = NULL;
  g_autofree char *ws = NULL, *hs = NULL, *tws = NULL, *ths = NULL, *infinite = NULL, *property = NULL;
  Reader reader = { 0 };
  double w, h, tw, th;
  xmlDoc *doc;
  xmlNode *root;

  doc = sw_import_parse_xml (data, length, error);
  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (root == NULL || !xmlStrEqual (root->name, (const xmlChar *) "map"))
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                   _("line %u: the root element is not a Tiled <map>"), root != NULL ? sw_xml_line (root) : 1);
      xmlFreeDoc (doc);
      return NULL;
    }
  ws = sw_xml_get_attr (root, "width");
  hs = sw_xml_get_attr (root, "height");
  tws = sw_xml_get_attr (root, "tilewidth");
  ths = sw_xml_get_attr (root, "tileheight");
  infinite = sw_xml_get_attr (root, "infinite");
  if (infinite != NULL && g_str_equal (infinite, "1"))
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                   _("line %u: the map is infinite; give it a fixed size in Tiled (Map ▸ Map Properties)"),
                   sw_xml_line (root));
      xmlFreeDoc (doc);
      return NULL;
    }
  if (!parse_double (ws, 0, &w) || !parse_double (hs, 0, &h) || !parse_double (tws, 0, &tw) ||
      !parse_double (ths, 0, &th) || w <= 0 || h <= 0 || tw <= 0 || th <= 0)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                   _("line %u: the map needs a positive width, height, tilewidth and tileheight"),
                   sw_xml_line (root));
      xmlFreeDoc (doc);
      return NULL;
    }
  property = property_value (root, "mm-per-pixel");
  if (scale <= 0)
    {
      if (property == NULL)
        {
          g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_OPTION,
                       _("line %u: the map has no “mm-per-pixel” property; add one (a float) or give --scale MM_PER_PX"),
                       sw_xml_line (root));
          xmlFreeDoc (doc);
          return NULL;
        }
      if (!parse_double (property, 0, &scale) || scale <= 0)
        {
          g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_MALFORMED,
                       _("line %u: the map's “mm-per-pixel” is “%s”, not a positive number"),
                       sw_xml_line (root), property);
          xmlFreeDoc (doc);
          return NULL;
        }
    }
  if (w * tw * scale > SW_IMPORT_MAX_BOARD_MM || h * th * scale > SW_IMPORT_MAX_BOARD_MM)
    {
      g_set_error (error, SW_IMPORT_ERROR, SW_IMPORT_ERROR_HOSTILE,
                   _("line %u: the map is %.0f × %.0f mm; a board may be at most %.0f mm a side"),
                   sw_xml_line (root), w * tw * scale, h * th * scale, SW_IMPORT_MAX_BOARD_MM);
      xmlFreeDoc (doc);
      return NULL;
    }

  drawing = sw_import_drawing_new ();
  drawing->width = w * tw * scale;
  drawing->height = h * th * scale;
  drawing->title = property_value (root, "title");
  reader.drawing = drawing;
  reader.scale = scale;
  read_layers (&reader, root);
  xmlFreeDoc (doc);
  if (reader.error != NULL)
    {
      g_propagate_error (error, reader.error);
      return NULL;
    }
  return g_steal_pointer (&drawing);
}
