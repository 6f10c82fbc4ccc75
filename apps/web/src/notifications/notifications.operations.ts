import { graphql } from '../gql';

export const NotificationFields = graphql(`
  fragment NotificationFields on PlayerNotification {
    id
    type
    params
    link
    createdAt
    read
  }
`);

/** The player's notifications, newest first. */
export const MyNotificationsQuery = graphql(`
  query MyNotifications($page: Int, $pageSize: Int) {
    myNotifications(page: $page, pageSize: $pageSize) {
      total
      unread
      page
      pageSize
      items {
        ...NotificationFields
      }
    }
  }
`);

/** The bell's count. */
export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all)
  }
`);

export const MyNotificationPreferencesQuery = graphql(`
  query MyNotificationPreferences {
    myNotificationPreferences {
      type
      channel
      enabled
    }
  }
`);

export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {
    updateNotificationPreferences(preferences: $preferences) {
      type
      channel
      enabled
    }
  }
`);
