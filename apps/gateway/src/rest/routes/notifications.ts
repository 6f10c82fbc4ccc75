import { bodyObject, queryInt } from '../body';
import { graphql } from '../gql';
import { operationRoute } from '../rest-route';

const idList = (value: unknown) => (Array.isArray(value) ? value.map((id) => String(id)) : undefined);

/** The signed-in player's notification centre and their per-type per-channel choices. */
export const playerNotificationRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/notifications',
    access: 'player',
    document: graphql(`query RestMyNotifications($page: Int, $pageSize: Int) { myNotifications(page: $page, pageSize: $pageSize) { total unread page pageSize items { id type params link createdAt read } } }`),
    variables: (req) => ({ page: queryInt(req, 'page') ?? 1, pageSize: queryInt(req, 'pageSize') ?? 20 }),
    // params travel as a JSON object, not as its text.
    respond: (data) => ({ ...data.myNotifications, items: data.myNotifications.items.map((item) => ({ ...item, params: JSON.parse(item.params) as unknown })) }),
  }),
  operationRoute({
    method: 'GET',
    path: '/api/notifications/unread-count',
    access: 'player',
    document: graphql(`query RestUnreadNotificationCount { unreadNotificationCount }`),
    respond: (data) => ({ unread: data.unreadNotificationCount }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/notifications/read',
    access: 'player',
    document: graphql(`mutation RestMarkNotificationsRead($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }`),
    variables: (req) => {
      const { ids, all } = bodyObject(req);
      return { ids: idList(ids), all: all === true ? true : undefined };
    },
    respond: (data) => ({ marked: data.markNotificationsRead }),
  }),
  operationRoute({
    method: 'GET',
    path: '/api/notifications/preferences',
    access: 'player',
    document: graphql(`query RestNotificationPreferences { myNotificationPreferences { type channel enabled } }`),
    respond: (data) => data.myNotificationPreferences,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/notifications/preferences',
    access: 'player',
    document: graphql(`mutation RestUpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $preferences) { type channel enabled } }`),
    variables: (req) => ({ preferences: bodyObject(req).preferences }),
    respond: (data) => data.updateNotificationPreferences,
  }),
];
