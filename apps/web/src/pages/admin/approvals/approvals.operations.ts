import { graphql } from '../../../gql';

/** A held money move as the Approvals tab shows it (docs/product-rules.md#four-eyes-approval). */
export const ApprovalFields = graphql(`
  fragment ApprovalFields on ApprovalRequest {
    id
    kind
    amount
    summary
    status
    requestedAt
    decidedAt
    note
    outcome
    outcomeReason
    target {
      id
      username
    }
    requestedBy {
      id
      username
    }
    decidedBy {
      id
      username
    }
  }
`);

export const AdminApprovalsQuery = graphql(`
  query AdminApprovals($status: String) {
    adminApprovals(status: $status) {
      ...ApprovalFields
    }
  }
`);

/** The Approvals tab's badge: requests waiting for a second admin. */
export const AdminApprovalBadgeQuery = graphql(`
  query AdminApprovalBadge {
    adminPendingApprovalCount
  }
`);

export const DecideApprovalMutation = graphql(`
  mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) {
    decideApproval(id: $id, approve: $approve, note: $note) {
      ...ApprovalFields
    }
  }
`);
