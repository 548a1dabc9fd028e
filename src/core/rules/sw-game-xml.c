/* sw-game-xml.c: reading and writing .swgame files (docs/game-format.md). */
#define G_LOG_DOMAIN "sw-game"
#include "config.h"

#include <glib/gi18n-lib.h>

#include <errno.h>
#include <inttypes.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <libxml/tree.h>

#include "sw-game-xml.h"
#include "sw-issue.h"
#include "sw-map-xml.h"
#include "sw-save.h"
#include "sw-xml-safe.h"

#define SWGAME_SCHEMA "/io/github/swcompanion/core/schema/swgame-1.rng"

static gboolean
fail (GError **error, guint line, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (GError **error, guint line, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    g_set_error (error, SW_GAME_ERROR, SW_GAME_ERROR_INVALID, _("line %u: %s"), line, message);
  else
    g_set_error_literal (error, SW_GAME_ERROR, SW_GAME_ERROR_INVALID, message);
  return FALSE;
}

/* An attribute between @min and @max (the schema's bounds, checked again
 * here so that the rules engine never sees a number beyond them). */
static gboolean
get_int (xmlNode *node, const char *name, gint fallback, gint min, gint max, gint *value, GError **error)
{
  g_autofree char *text = sw_xml_get_attr (node, name);
  gint64 parsed;
  if (text == NULL)
    {
      *value = fallback;
      return TRUE;
    }
  if (!g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &parsed, NULL))
    return fail (error, sw_xml_line (node), _("%s=\"%s\" is not a whole number"), name, text);
  if (parsed < min || parsed > max)
    return fail (error, sw_xml_line (node), _("%s=\"%s\" is out of bounds: a game holds %d to %d"),
                 name, text, min, max);
  *value = (gint) parsed;
  return TRUE;
}

static gboolean
get_bool (xmlNode *node, const char *name)
{
  g_autofree char *text = sw_xml_get_attr (node, name);
  return g_strcmp0 (text, "yes") == 0;
}

/* One <log> child into an action; the schema has checked the shape. */
static SwAction *
read_action (xmlNode *node, GError **error)
{
  SwActionType type;
  if (!sw_action_type_from_string ((const char *) node->name, &type))
    {
      fail (error, sw_xml_line (node), _("unknown action <%s>"), node->name);
      return NULL;
    }
  g_autoptr(SwAction) action = sw_action_new (type);
  action->line = sw_xml_line (node);
  action->race = sw_xml_get_attr (node, "race");
  action->power = sw_xml_get_attr (node, "power");
  action->region = sw_xml_get_attr (node, "region");
  action->marker = sw_xml_get_attr (node, "marker");
  action->via = sw_xml_get_attr (node, "via");
  action->target = sw_xml_get_attr (node, "target");
  action->reason = sw_xml_get_attr (node, "reason");
  action->decline = get_bool (node, "decline");
  action->override = get_bool (node, "override");
  const gint seats = SW_GAME_MAX_PLAYERS - 1, most = SW_GAME_MAX_COUNT;
  if (!get_int (node, "player", -1, 0, seats, &action->player, error)
      || !get_int (node, "position", 0, 0, 5, &action->position, error)
      || !get_int (node, "coins", 0, type == SW_ACTION_ADJUST ? -SW_GAME_MAX_ADJUST : 0,
                   type == SW_ACTION_ADJUST ? SW_GAME_MAX_ADJUST : most, &action->coins, error)
      || !get_int (node, "tokens", 0, 0, most, &action->tokens, error)
      || !get_int (node, "natives", 0, 0, most, &action->natives, error)
      || !get_int (node, "die", -1, 0, 3, &action->die, error)
      || !get_int (node, "final-die", -1, 0, 3, &action->final_die, error)
      || !get_int (node, "count", 0, 0, most, &action->count, error)
      || !get_int (node, "owner", -1, 0, seats, &action->owner, error))
    return NULL;
  if (action->tokens < 0 || action->natives < 0 || action->count < 0)
    {
      fail (error, action->line, _("a number of tokens or markers cannot be negative"));
      return NULL;
    }
  if (action->die > SW_GAME_DIE_MOST || action->final_die > SW_GAME_DIE_MOST)
    {
      fail (error, action->line, _("the reinforcement die shows 0 to 3, not %d"), MAX (action->die, action->final_die));
      return NULL;
    }
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      g_autofree char *region = sw_xml_get_attr (child, "region");
      gint tokens = 0;
      if (!get_int (child, "tokens", 0, 0, SW_GAME_MAX_COUNT, &tokens, error))
        return NULL;
      if (tokens < 0)
        {
          fail (error, sw_xml_line (child), _("%s: a number of tokens cannot be negative"), region);
          return NULL;
        }
      sw_action_add_count (action, region, tokens);
    }
  return g_steal_pointer (&action);
}

static SwMap *
read_embedded_map (xmlNode *node, GError **error)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE || !xmlStrEqual (child->name, BAD_CAST "swmap"))
        continue;
      xmlBuffer *buffer = xmlBufferCreate ();
      xmlNodeDump (buffer, child->doc, child, 0, 0);
      g_autoptr(GError) local = NULL;
      SwMap *map = sw_map_load_data ((const char *) xmlBufferContent (buffer),
                                     xmlBufferLength (buffer), NULL, &local);
      xmlBufferFree (buffer);
      if (map == NULL)
        fail (error, sw_xml_line (child), _("the embedded map cannot be loaded: %s"), local->message);
      return map;
    }
  return NULL;
}

/* The path a map reference names, relative to the game's folder. */
static char *
resolve_reference (const char *href, const char *base_dir)
{
  return g_path_is_absolute (href) || base_dir == NULL
         ? g_canonicalize_filename (href, NULL) : g_canonicalize_filename (href, base_dir);
}

static SwGame *
load_data (const char *data, gsize length, const char *base_dir, SwGameLoadFlags flags,
           char **reference, GError **error)
{
  g_autoptr(GPtrArray) issues = sw_issue_list_new ();
  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length > SW_GAME_MAX_FILE_SIZE)
    {
      fail (error, 0, _("the file is %zu bytes; a game may have at most %d"),
            length, SW_GAME_MAX_FILE_SIZE);
      return NULL;
    }
  xmlDoc *doc = sw_xml_parse_safe (data, length, SW_GAME_MAX_FILE_SIZE, issues, error);
  if (doc == NULL)
    return NULL;
  xmlNode *root = xmlDocGetRootElement (doc);
  SwGame *result = NULL;
  g_autoptr(SwMap) map = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) colours = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func ((GDestroyNotify) sw_action_free);
  g_autofree char *href = NULL;
  g_autofree char *version = sw_xml_get_attr (root, "version");
  g_autofree char *edition = sw_xml_get_attr (root, "edition");

  if (root == NULL || !xmlStrEqual (root->name, BAD_CAST "swgame"))
    {
      fail (error, root != NULL ? sw_xml_line (root) : 1, _("not a game file: the root element is not <swgame>"));
      goto out;
    }
  if (version != NULL && g_ascii_strtoull (version, NULL, 10) > SW_GAME_FORMAT_VERSION)
    {
      fail (error, sw_xml_line (root), _("game format version %s is newer than this program reads (%d)"),
            version, SW_GAME_FORMAT_VERSION);
      goto out;
    }
  if (!sw_xml_validate_relaxng (doc, SWGAME_SCHEMA, issues))
    {
      SwIssue *issue = issues->len > 0 ? g_ptr_array_index (issues, 0) : NULL;
      fail (error, issue != NULL ? issue->line : 0, "%s", issue != NULL ? issue->message : _("not a valid game file"));
      goto out;
    }
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (xmlStrEqual (node->name, BAD_CAST "map"))
        {
          href = sw_xml_get_attr (node, "href");
          GError *local = NULL;
          map = read_embedded_map (node, &local);
          if (local != NULL)
            {
              g_propagate_error (error, local);
              goto out;
            }
        }
      else if (xmlStrEqual (node->name, BAD_CAST "player"))
        {
          g_ptr_array_add (names, sw_xml_get_attr (node, "name"));
          g_ptr_array_add (colours, sw_xml_get_attr (node, "colour"));
        }
      else if (xmlStrEqual (node->name, BAD_CAST "log"))
        for (xmlNode *child = node->children; child != NULL; child = child->next)
          {
            if (child->type != XML_ELEMENT_NODE)
              continue;
            SwAction *action = read_action (child, error);
            if (action == NULL)
              goto out;
            g_ptr_array_add (actions, action);
          }
    }
  if (map == NULL && href != NULL)
    {
      /* No embedded copy: the reference, relative to the game file, and
       * only to a map file (not a device, a pipe or any other file). */
      g_autofree char *path = resolve_reference (href, base_dir);
      GError *local = NULL;
      GStatBuf st;

      if (reference != NULL)
        {
          *reference = g_steal_pointer (&path);
          goto out;
        }
      if (flags & SW_GAME_LOAD_NO_MAP_REFERENCE)
        {
          g_set_error (error, SW_GAME_ERROR, SW_GAME_ERROR_MAP_REFERENCE,
                       _("the game does not hold its map; it names the map file %s"), path);
          goto out;
        }
      if (!g_str_has_suffix (path, ".swmap") || g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
        {
          fail (error, 0, _("the map %s cannot be loaded: only a map file (.swmap) can be named"), href);
          goto out;
        }
      map = sw_map_load_file (path, NULL, &local);
      if (map == NULL)
        {
          fail (error, 0, _("the map %s cannot be loaded: %s"), href, local->message);
          g_error_free (local);
          goto out;
        }
    }
  if (map == NULL)
    {
      fail (error, sw_xml_line (root), _("the game names no map"));
      goto out;
    }
  if (names->len < SW_GAME_MIN_PLAYERS || names->len > SW_GAME_MAX_PLAYERS)
    {
      fail (error, sw_xml_line (root),
            g_dngettext (GETTEXT_PACKAGE, "the game has %u player; a game has %d to %d players",
                         "the game has %u players; a game has %d to %d players", names->len),
            names->len, SW_GAME_MIN_PLAYERS, SW_GAME_MAX_PLAYERS);
      goto out;
    }
  if (edition != NULL && g_strcmp0 (edition, map->edition) != 0)
    {
      fail (error, sw_xml_line (root), _("the game is for edition %s but its map is for %s"), edition, map->edition);
      goto out;
    }
  g_ptr_array_add (names, NULL);
  result = sw_game_new (map, (const char *const *) names->pdata);
  result->map_path = g_steal_pointer (&href);
  for (guint i = 0; i < colours->len; i++)
    sw_game_player (result, i)->colour = g_strdup (g_ptr_array_index (colours, i));
  for (guint i = 0; i < actions->len; i++)
    g_ptr_array_add (result->log, g_steal_pointer (&actions->pdata[i]));
  if (!sw_game_replay (result, result->log->len, error))
    g_clear_pointer (&result, sw_game_unref);

out:
  xmlFreeDoc (doc);
  return result;
}

SwGame *
sw_game_load_data (const char *data, gsize length, const char *base_dir, GError **error)
{
  return load_data (data, length, base_dir, SW_GAME_LOAD_DEFAULT, NULL, error);
}

/* The whole of a regular file of at most SW_GAME_MAX_FILE_SIZE bytes,
 * refused before it is read: a pipe would block, a device or a huge file
 * would fill the memory. */
static char *
read_game_file (const char *path, gsize *length, GError **error)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *data = NULL;
  gsize capacity, size = 0;
  struct stat st;
  int fd;

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Failed to open file “%s”: %s"), display, g_strerror (saved_errno));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_close (fd, NULL);
      fail (error, 0, _("%s is not a game file: not a regular file"), display);
      return NULL;
    }
  if (st.st_size > SW_GAME_MAX_FILE_SIZE)
    {
      g_close (fd, NULL);
      fail (error, 0, _("the file is %" PRId64 " bytes; a game may have at most %d"),
            (int64_t) st.st_size, SW_GAME_MAX_FILE_SIZE);
      return NULL;
    }
  /* one byte more than the size, to see the end (or that it grew) */
  capacity = (gsize) st.st_size + 1;
  data = g_malloc (capacity + 1);
  for (;;)
    {
      gssize n = read (fd, data + size, capacity - size);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;
          g_close (fd, NULL);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       _("Failed to read from file “%s”: %s"), display, g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      size += (gsize) n;
      if (size > SW_GAME_MAX_FILE_SIZE)
        break;
      if (size == capacity)
        {
          capacity = MIN (capacity * 2, (gsize) SW_GAME_MAX_FILE_SIZE + 1);
          data = g_realloc (data, capacity + 1);
        }
    }
  g_close (fd, NULL);
  data[size] = '\0';
  *length = size;
  return g_steal_pointer (&data);
}

SwGame *
sw_game_load_file_full (const char *path, SwGameLoadFlags flags, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  data = read_game_file (path, &length, error);
  if (data == NULL)
    return NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  return load_data (data, length, dir, flags, NULL, error);
}

SwGame *
sw_game_load_file (const char *path, GError **error)
{
  return sw_game_load_file_full (path, SW_GAME_LOAD_DEFAULT, error);
}

char *
sw_game_dup_map_reference (const char *path)
{
  g_autofree char *data = NULL;
  g_autofree char *dir = NULL;
  char *reference = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  data = read_game_file (path, &length, NULL);
  if (data == NULL)
    return NULL;
  dir = g_path_get_dirname (path);
  load_data (data, length, dir, SW_GAME_LOAD_DEFAULT, &reference, NULL);
  return reference;
}

static void
append_attr (GString *out, const char *name, const char *value)
{
  if (value == NULL)
    return;
  g_autofree char *escaped = g_markup_escape_text (value, -1);
  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

static void
append_int (GString *out, const char *name, gint value)
{
  g_string_append_printf (out, " %s=\"%d\"", name, value);
}

static void
write_action (GString *out, const SwAction *a)
{
  g_string_append_printf (out, "    <%s", sw_action_type_to_string (a->type));
  if (a->player >= 0)
    append_int (out, "player", a->player);
  append_attr (out, "race", a->race);
  append_attr (out, "power", a->power);
  append_attr (out, "region", a->region);
  append_attr (out, "marker", a->marker);
  append_attr (out, "via", a->via);
  append_attr (out, "target", a->target);
  switch (a->type)
    {
    case SW_ACTION_PICK:
      append_int (out, "position", a->position);
      append_int (out, "coins", a->coins);
      if (a->tokens > 0)
        append_int (out, "tokens", a->tokens);
      break;
    case SW_ACTION_CONQUER:
      if (a->tokens > 0)
        append_int (out, "tokens", a->tokens);
      if (a->die >= 0)
        append_int (out, "die", a->die);
      if (a->final_die >= 0)
        append_int (out, "final-die", a->final_die);
      break;
    case SW_ACTION_MARKER:
      append_int (out, "count", a->count);
      break;
    case SW_ACTION_SET_REGION:
      if (a->owner >= 0)
        append_int (out, "owner", a->owner);
      append_int (out, "tokens", a->tokens);
      if (a->natives > 0)
        append_int (out, "natives", a->natives);
      break;
    case SW_ACTION_WITHDRAW:
      if (a->owner >= 0)
        append_int (out, "owner", a->owner);
      break;
    case SW_ACTION_ADJUST:
      if (a->owner >= 0)
        append_int (out, "owner", a->owner);
      append_int (out, "coins", a->coins);
      append_attr (out, "reason", a->reason);
      break;
    default:
      break;
    }
  if (a->decline)
    append_attr (out, "decline", "yes");
  if (a->override)
    append_attr (out, "override", "yes");
  if (a->counts == NULL || a->counts->len == 0)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  for (guint i = 0; i < a->counts->len; i++)
    {
      const SwRegionCount *c = &g_array_index (a->counts, SwRegionCount, i);
      g_string_append (out, "      <count");
      append_attr (out, "region", c->region);
      append_int (out, "tokens", c->tokens);
      g_string_append (out, "/>\n");
    }
  g_string_append_printf (out, "    </%s>\n", sw_action_type_to_string (a->type));
}

GBytes *
sw_game_to_bytes (SwGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<swgame version=\"%d\"", SW_GAME_FORMAT_VERSION);
  append_attr (out, "edition", sw_game_edition (game));
  g_string_append (out, ">\n  <map");
  append_attr (out, "href", game->map_path);
  g_string_append (out, ">\n");
  /* The map travels with the game, so a moved map file loses nothing. */
  g_autoptr(GBytes) map = sw_map_to_bytes (game->map);
  gsize size = 0;
  const char *text = g_bytes_get_data (map, &size);
  const char *body = text;
  if (g_str_has_prefix (text, "<?xml"))
    {
      const char *end = strstr (text, "?>");
      body = end != NULL ? end + 2 : text;
      while (*body == '\n')
        body++;
    }
  g_string_append_len (out, body, size - (body - text));
  g_string_append (out, "  </map>\n");
  for (guint i = 0; i < game->players->len; i++)
    {
      SwPlayer *player = sw_game_player (game, i);
      g_string_append (out, "  <player");
      append_attr (out, "name", player->name);
      append_attr (out, "colour", player->colour);
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "  <log>\n");
  for (guint i = 0; i < game->log->len; i++)
    write_action (out, g_ptr_array_index (game->log, i));
  g_string_append (out, "  </log>\n</swgame>\n");
  return g_string_free_to_bytes (out);
}

gboolean
sw_game_save_file (SwGame *game, const char *path, GError **error)
{
  g_autoptr(GBytes) bytes = sw_game_to_bytes (game);
  return sw_save_bytes (path, bytes, error);
}
