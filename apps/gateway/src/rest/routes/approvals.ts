import { bodyObject, param, queryText } from '../body';
import { graphql } from '../gql';
import { operationRoute } from '../rest-route';

/** Four-eyes approval (docs/product-rules.md#four-eyes-approval): the queue of held money moves and a second admin's decision. */
export const approvalRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/admin/approvals',
    access: 'admin', roles: ['finance'],
    document: graphql(`query AdminApprovals($status: String) { adminApprovals(status: $status) { ...RestApproval } adminPendingApprovalCount }`),
    // ?status=pending (default) | decided
    variables: (req) => ({ status: queryText(req, 'status') ?? 'pending' }),
    respond: (data) => ({ requests: data.adminApprovals, pending: data.adminPendingApprovalCount }),
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/approvals/:id/decision',
    access: 'admin', roles: ['finance'],
    document: graphql(`mutation DecideApproval($id: ID!, $approve: Boolean!, $note: String) { decideApproval(id: $id, approve: $approve, note: $note) { ...RestApproval } }`),
    // { approve: true | false, note? }
    variables: (req) => {
      const { approve, note } = bodyObject(req);
      return { id: param(req, 'id'), approve, note: typeof note === 'string' ? note : null };
    },
    respond: (data) => data.decideApproval,
  }),
];
