import { graphql } from '../../../gql';

export const AdminUserFields = graphql(`
  fragment AdminUserFields on User {
    id
    username
    email
    fullName
    status
    isAdmin
    adminRole
    level
    balance
    availableBalance
    createdAt
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $page: Int) {
    adminUsers(search: $search, page: $page) {
      users {
        ...AdminUserFields
      }
      page
      totalPages
      total
    }
  }
`);

export const AdminUpdateUserMutation = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) {
    adminUpdateUser(id: $id, input: $input) {
      message
      pendingApproval
      user {
        ...AdminUserFields
      }
    }
  }
`);

export const AdminDeleteUserMutation = graphql(`
  mutation AdminDeleteUser($id: ID!) {
    adminDeleteUser(id: $id)
  }
`);

export const AdminSetUserPasswordMutation = graphql(`
  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) {
    adminSetUserPassword(id: $id, newPassword: $newPassword)
  }
`);

/** Admin, read-only: one page of a player's statement with the period's totals. */
export const AdminPlayerStatementQuery = graphql(`
  query AdminPlayerStatement($userId: ID!, $page: Int!, $pageSize: Int!) {
    adminPlayerStatement(userId: $userId, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      lines {
        id
        createdAt
        type
        operation
        memo
        change
        balanceAfter
      }
      totals {
        deposited
        withdrawn
        spent
        won
        bonus
        net
      }
    }
  }
`);
