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

/* A kind chosen: the change comes back through the document as an edit,
 * and the rows, the same but for that kind, stay (see
 * sw_neighbours_group_set_region): the drop-down keeps the focus. */
static void
kind_selected_cb (GtkDropDown *dropdown,
                  GParamSpec  *pspec,
                  GtkWidget   *row)
{
  const char *const *kinds = g_object_get_data (G_OBJECT (dropdown), "sw-kinds");
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (kinds == NULL || selected >= g_strv_length ((char **) kinds))
    return;
  gtk_widget_activate_action (row, "edit.set-link-kind", "(sss)", g_object_get_data (G_OBJECT (row), "sw-self"),
                              g_object_get_data (G_OBJECT (row), "sw-region"), kinds[selected]);
}

/* Where @kind is among the kinds @dropdown offers, or -1. */
static gint
offered_kind (GtkDropDown *dropdown,
              const char  *kind)
{
  const char *const *kinds = g_object_get_data (G_OBJECT (dropdown), "sw-kinds");

  for (guint k = 0; kinds != NULL && kinds[k] != NULL; k++)
    if (g_str_equal (kinds[k], kind != NULL ? kind : ""))
      return (gint) k;
  return -1;
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
      g_object_set_data (G_OBJECT (row), "sw-kind", dropdown);
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

/* What a neighbour's row shows, its link's kind aside: rows whose
 * signatures are all unchanged stay, and only their kinds are brought up
 * to date. */
static char *
row_signature (SwMap           *map,
               guint            region,
               const SwContact *contact,
               const char      *label)
{
  guint other = contact->a == region ? contact->b : contact->a;

  return g_strdup_printf ("%s\x1f%s\x1f%u\x1f%s", ((SwRegion *) g_ptr_array_index (map->regions, region))->id,
                          ((SwRegion *) g_ptr_array_index (map->regions, other))->id, contact->flags, label);
}

/* Whether the rows shown have @signatures, in order ("none" is the row
 * that says there are no neighbours). */
static gboolean
rows_match (SwNeighboursGroup *self,
            GPtrArray         *signatures)
{
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row), n++)
    if (n >= signatures->len || g_strcmp0 (g_object_get_data (G_OBJECT (row), "sw-signature"),
                                           g_ptr_array_index (signatures, n)) != 0)
      return FALSE;
  return n == signatures->len && n > 0;
}

/* Where a link row's drop-down offers its link's kind now: -1 when it
 * does not (a kind of the file's own it was not made with). */
static gint
offered_now (GtkWidget *row, GtkDropDown *dropdown, SwMap *map)
{
  gint found = sw_pairs_find (map->links, g_object_get_data (G_OBJECT (row), "sw-self"),
                              g_object_get_data (G_OBJECT (row), "sw-region"));

  return offered_kind (dropdown, found >= 0 ? ((SwPair *) g_ptr_array_index (map->links, found))->kind : NULL);
}

/* The rows kept: each link's drop-down shows the link's kind now (after
 * an undo, say), without telling of a choice. FALSE, and nothing changed,
 * when a drop-down does not offer its link's kind: the rows are made
 * again. */
static gboolean
update_kinds (SwNeighboursGroup *self,
              SwMap             *map)
{
  GtkWidget *row;

  for (row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkDropDown *dropdown = g_object_get_data (G_OBJECT (row), "sw-kind");

      if (dropdown != NULL && offered_now (row, dropdown, map) < 0)
        return FALSE;
    }
  for (row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkDropDown *dropdown = g_object_get_data (G_OBJECT (row), "sw-kind");
      guint offered;

      if (dropdown == NULL || (offered = (guint) offered_now (row, dropdown, map)) == gtk_drop_down_get_selected (dropdown))
        continue;
      g_signal_handlers_block_by_func (dropdown, kind_selected_cb, row);
      gtk_drop_down_set_selected (dropdown, offered);
      g_signal_handlers_unblock_by_func (dropdown, kind_selected_cb, row);
    }
  return TRUE;
}

void
sw_neighbours_group_set_region (SwNeighboursGroup *self,
                                SwMapDocument     *document,
                                guint              region)
{
  SwMap *map = sw_map_document_get_map (document);
  SwTopology *topology = map ? sw_map_get_topology (map) : NULL;
  g_autoptr(GPtrArray) contacts = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) signatures = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *child;

  g_return_if_fail (SW_IS_NEIGHBOURS_GROUP (self));

  if (topology != NULL && region < topology->n_regions)
    for (guint i = 0; i < topology->contacts->len; i++)
      {
        const SwContact *contact = &g_array_index (topology->contacts, SwContact, i);
        guint other = contact->a == region ? contact->b : contact->a;
        char *label;

        /* a corner touch is no adjacency (a problem the map shows) */
        if ((contact->a != region && contact->b != region) || other >= map->regions->len ||
            !(contact->flags & (SW_CONTACT_BORDER | SW_CONTACT_LINK | SW_CONTACT_BARRIER)))
          continue;
        label = sw_map_document_region_label (document, g_ptr_array_index (map->regions, other));
        g_ptr_array_add (contacts, (gpointer) contact);
        g_ptr_array_add (labels, label);
        g_ptr_array_add (signatures, row_signature (map, region, contact, label));
      }
  if (topology != NULL && region < topology->n_regions && contacts->len == 0)
    g_ptr_array_add (signatures, g_strdup ("none"));
  /* an edit that leaves the neighbours as they were (most do) keeps the
   * rows: a drop-down or button with the focus keeps it */
  if (rows_match (self, signatures) && update_kinds (self, map))
    return;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  if (topology == NULL || region >= topology->n_regions)
    return;
  for (guint i = 0; i < contacts->len; i++)
    {
      const SwContact *contact = g_ptr_array_index (contacts, i);
      guint other = contact->a == region ? contact->b : contact->a;
      const char *label = g_ptr_array_index (labels, i);
      GtkWidget *row;

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
      g_object_set_data_full (G_OBJECT (row), "sw-signature", g_strdup (g_ptr_array_index (signatures, i)), g_free);
      gtk_list_box_append (self->list, row);
    }
  if (contacts->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No neighbours: nothing can be reached from here"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      g_object_set_data_full (G_OBJECT (row), "sw-signature", g_strdup ("none"), g_free);
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
