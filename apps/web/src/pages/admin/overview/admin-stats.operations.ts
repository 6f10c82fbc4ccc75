import { graphql } from '../../../gql';

/** Stat tiles; every figure comes from the service that owns it. */
export const AdminStatsQuery = graphql(`
  query AdminStats {
    adminUserCount
    adminTotalUserBalance
    adminPaymentTotals {
      totalDeposits
      totalWithdrawals
    }
    adminPaymentCounts {
      pendingDeposits
      pendingWithdrawals
    }
    adminDrawStats {
      totalPayouts
      pendingPayouts
      activeTickets
      drawCount
    }
  }
`);
