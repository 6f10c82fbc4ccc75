import { graphql } from '../../../gql';

export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($page: Int) {
    adminAuditLog(page: $page) {
      entries {
        id
        action
        targetType
        targetId
        before
        after
        occurredAt
        actor {
          id
          username
        }
      }
      page
      totalPages
      total
    }
  }
`);
