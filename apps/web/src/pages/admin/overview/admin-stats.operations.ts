import { graphql } from '../../../gql';

/** Spec §2 stat tiles; every figure comes from the service that owns it. */
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
