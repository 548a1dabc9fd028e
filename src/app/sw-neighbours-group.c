/* sw-neighbours-group.c: the selected region's neighbours in the side panel: shared borders, links, barriers; a click selects one, a link's kind is set and a link or barrier removed there. */
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

/* The kinds a link is offered with; a file's own kind is offered too. */
static const struct { const char *id, *name; } link_kinds[] = {
  { "", N_("No kind") },
  { "tunnel", N_("Tunnel") },
  { "bridge", N_("Bridge") },
};

/* A kind chosen: set from an idle, as the change rebuilds the rows and
 * the drop-down must not go while GTK is still telling of its choice. */
typedef struct
{
  GtkWidget *group;
  char *a, *b, *kind;
} KindChange;

static gboolean
apply_kind_cb (gpointer data)
{
  KindChange *change = data;

  if (gtk_widget_get_root (change->group) != NULL)
    gtk_widget_activate_action (change->group, "edit.set-link-kind", "(sss)", change->a, change->b, change->kind);
  g_object_unref (change->group);
  g_free (change->a);
  g_free (change->b);
  g_free (change->kind);
  g_free (change);
  return G_SOURCE_REMOVE;
}

static void
kind_selected_cb (GtkDropDown *dropdown,
                  GParamSpec  *pspec,
                  GtkWidget   *row)
{
  const char *const *kinds = g_object_get_data (G_OBJECT (dropdown), "sw-kinds");
  guint selected = gtk_drop_down_get_selected (dropdown);
  KindChange *change;

  if (kinds == NULL || selected >= g_strv_length ((char **) kinds))
    return;
  change = g_new0 (KindChange, 1);
  change->group = g_object_ref (gtk_widget_get_ancestor (row, SW_TYPE_NEIGHBOURS_GROUP));
  change->a = g_strdup (g_object_get_data (G_OBJECT (row), "sw-self"));
  change->b = g_strdup (g_object_get_data (G_OBJECT (row), "sw-region"));
  change->kind = g_strdup (kinds[selected]);
  g_idle_add_full (G_PRIORITY_DEFAULT, apply_kind_cb, change, NULL);
}

/* A link's kind, and a button that takes the link or barrier away. */
static void
add_pair_controls (GtkWidget      *row,
                   SwMap          *map,
                   const char     *self_id,
                   const char     *other_id,
                   const char     *label,
                   SwContactFlags  flags)
{
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *remove_text = NULL;

  g_object_set_data_full (G_OBJECT (row), "sw-self", g_strdup (self_id), g_free);
  if (flags & SW_CONTACT_LINK)
    {
      gint found = sw_pairs_find (map->links, self_id, other_id);
      const SwPair *link = found >= 0 ? g_ptr_array_index (map->links, found) : NULL;
      g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
      g_autofree char *kind_text = NULL;
      GtkWidget *dropdown;
      guint selected = 0, n = 0;

      for (guint k = 0; k < G_N_ELEMENTS (link_kinds); k++, n++)
        {
          g_strv_builder_add (ids, link_kinds[k].id);
          gtk_string_list_append (names, _(link_kinds[k].name));
          if (g_strcmp0 (link != NULL && link->kind != NULL ? link->kind : "", link_kinds[k].id) == 0)
            selected = n;
        }
      if (selected == 0 && link != NULL && link->kind != NULL)
        {
          /* a kind of the file's own, kept as it is */
          g_strv_builder_add (ids, link->kind);
          gtk_string_list_append (names, link->kind);
          selected = n;
        }
      dropdown = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL);
      gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), selected);
      g_object_set_data_full (G_OBJECT (dropdown), "sw-kinds", g_strv_builder_end (ids), (GDestroyNotify) g_strfreev);
      /* Translators: what a screen reader says for the kind of the link to a region */
      kind_text = g_strdup_printf (_("Kind of the link to %s"), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, kind_text, -1);
      gtk_widget_set_tooltip_text (dropdown, _("A link given a kind is one you mean: the map no longer warns of it"));
      g_signal_connect (dropdown, "notify::selected", G_CALLBACK (kind_selected_cb), row);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), dropdown);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "edit.remove-link");
      /* Translators: the button that removes the link to a region, e.g. "Remove the Link to Iron Hills" */
      remove_text = g_strdup_printf (_("Remove the Link to %s"), label);
    }
  else
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "edit.remove-barrier");
      /* Translators: the button that removes the barrier on the border with a region */
      remove_text = g_strdup_printf (_("Remove the Barrier with %s"), label);
    }
  gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "(ss)", self_id, other_id);
  gtk_widget_set_tooltip_text (remove, remove_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove_text, -1);
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
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
      if (contact->flags & (SW_CONTACT_LINK | SW_CONTACT_BARRIER))
        add_pair_controls (row, map, ((SwRegion *) g_ptr_array_index (map->regions, region))->id,
                           ((SwRegion *) g_ptr_array_index (map->regions, other))->id, label, contact->flags);
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
