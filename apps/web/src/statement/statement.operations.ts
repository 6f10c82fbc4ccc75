import { graphql } from '../gql';

/** One page of the player's statement with the period's totals (server-side pages). */
export const MyStatementQuery = graphql(`
  query MyStatement($filter: StatementFilter, $page: Int!, $pageSize: Int!) {
    myStatement(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      lines {
        id
        createdAt
        type
        operation
        memo
        amount
        change
        balanceAfter
        heldAfter
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

/** The same lines as CSV, for the download. */
export const MyStatementCsvQuery = graphql(`
  query MyStatementCsv($filter: StatementFilter) {
    myStatementCsv(filter: $filter)
  }
`);
