/* sw-neighbours-group.c: the selected region's neighbours in the side panel: shared borders, links, barriers; a click selects one. */
#include "config.h"
#define G_LOG_DOMAIN "sw-window"

#include <glib/gi18n.h>

#include "sw-neighbours-group.h"
#include "sw-topology.h"

struct _SwNeighboursGroup
{
  AdwPreferencesGroup parent_instance;

  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (SwNeighboursGroup, sw_neighbours_group, ADW_TYPE_PREFERENCES_GROUP)

/* What joins two regions, in words. */
static const char *
describe_contact (SwContactFlags flags)
{
  if (flags & SW_CONTACT_BARRIER)
    return _("Barrier: not adjacent across it");
  if ((flags & SW_CONTACT_BORDER) && (flags & SW_CONTACT_LINK))
    return _("Shared border and link");
  if (flags & SW_CONTACT_LINK)
    return _("Link");
  return _("Shared border");
}

static void
row_activated_cb (GtkListBox        *list,
                  GtkListBoxRow     *row,
                  SwNeighboursGroup *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "sw-region");
  const char *ids[] = { id, NULL };

  if (id != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "edit.select", "^as", ids);
}

void
sw_neighbours_group_set_region (SwNeighboursGroup *self,
                                SwMapDocument     *document,
                                guint              region)
{
  SwMap *map = sw_map_document_get_map (document);
  SwTopology *topology = map ? sw_map_get_topology (map) : NULL;
  GtkWidget *child;
  guint n = 0;

  g_return_if_fail (SW_IS_NEIGHBOURS_GROUP (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  if (topology == NULL || region >= topology->n_regions)
    return;
  for (guint i = 0; i < topology->contacts->len; i++)
    {
      const SwContact *contact = &g_array_index (topology->contacts, SwContact, i);
      guint other = contact->a == region ? contact->b : contact->a;
      g_autofree char *label = NULL;
      GtkWidget *row;

      /* a corner touch is no adjacency (a problem the map shows) */
      if ((contact->a != region && contact->b != region) || other >= map->regions->len ||
          !(contact->flags & (SW_CONTACT_BORDER | SW_CONTACT_LINK | SW_CONTACT_BARRIER)))
        continue;
      label = sw_map_document_region_label (document, g_ptr_array_index (map->regions, other));
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), describe_contact (contact->flags));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "sw-region",
                              g_strdup (((SwRegion *) g_ptr_array_index (map->regions, other))->id), g_free);
      gtk_list_box_append (self->list, row);
      n++;
    }
  if (n == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No neighbours: nothing can be reached from here"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_list_box_append (self->list, row);
    }
}

static void
sw_neighbours_group_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SW_TYPE_NEIGHBOURS_GROUP);
  G_OBJECT_CLASS (sw_neighbours_group_parent_class)->dispose (object);
}

static void
sw_neighbours_group_class_init (SwNeighboursGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sw_neighbours_group_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/swcompanion/Companion/sw-neighbours-group.ui");
  gtk_widget_class_bind_template_child (widget_class, SwNeighboursGroup, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
sw_neighbours_group_init (SwNeighboursGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
sw_neighbours_group_new (void)
{
  return g_object_new (SW_TYPE_NEIGHBOURS_GROUP, NULL);
}
