import { graphql } from '../../../gql';

/** Every thread, unread ones first, with the player who wrote; `unreadThreads` is the tab's badge. */
export const AdminSupportInboxQuery = graphql(`
  query AdminSupportInbox {
    adminSupportInbox {
      unreadThreads
      threads {
        ...SupportThreadFields
        user {
          id
          username
          email
        }
      }
    }
  }
`);

export const AdminReplySupportThreadMutation = graphql(`
  mutation AdminReplySupportThread($id: ID!, $message: String!) {
    adminReplySupportThread(id: $id, message: $message) {
      ...SupportThreadFields
    }
  }
`);

/** Queries to refresh after a reply or "mark read": the inbox and the tab badge (use-admin-badges.ts). */
export const ADMIN_SUPPORT_QUERIES = ['AdminSupportInbox', 'AdminSupportBadge'];
