import { graphql } from '../../../gql';

export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($page: Int, $filter: AuditFilter) {
    adminAuditLog(page: $page, filter: $filter) {
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

/** The filters' choices: actions, acting admins and target types found in the log. */
export const AdminAuditFacetsQuery = graphql(`
  query AdminAuditFacets {
    adminAuditFacets {
      actions
      actors {
        id
        username
      }
      targetTypes
    }
  }
`);
