import { graphql } from '../../gql';

/** The Support tab's badge: threads with player messages no admin has read. */
export const AdminSupportBadgeQuery = graphql(`
  query AdminSupportBadge {
    adminSupportInbox {
      unreadThreads
    }
  }
`);
