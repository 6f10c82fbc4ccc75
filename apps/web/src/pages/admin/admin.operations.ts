import { graphql } from '../../gql';

export const AdminDrawFields = graphql(`
  fragment AdminDrawFields on Draw {
    id
    name
    period
    ticketPrice
    maxTickets
    ticketsSold
    drawDate
    prizePool
    status
    completedAt
    beaconRound
    beaconWaitReason
  }
`);

export const AdminDrawsQuery = graphql(`
  query AdminDraws($page: Int) {
    adminDraws(page: $page) {
      draws {
        ...AdminDrawFields
      }
      totalCount
      page
      pageSize
      totalPages
    }
  }
`);

export const CreateDrawMutation = graphql(`
  mutation CreateDraw($input: CreateDrawInput!) {
    createDraw(input: $input) {
      ...AdminDrawFields
    }
  }
`);

export const RenameDrawMutation = graphql(`
  mutation RenameDraw($id: ID!, $name: String!) {
    renameDraw(id: $id, name: $name) {
      message
      draw {
        id
        name
      }
    }
  }
`);

export const DeleteDrawMutation = graphql(`
  mutation DeleteDraw($id: ID!, $force: Boolean) {
    deleteDraw(id: $id, force: $force) {
      message
    }
  }
`);

export const TriggerDrawMutation = graphql(`
  mutation TriggerDraw($id: ID!) {
    triggerDraw(id: $id) {
      ...AdminDrawFields
    }
  }
`);

export const AdminAnalyticsQuery = graphql(`
  query AdminAnalytics {
    week: adminPeriodAnalytics(period: week) { period totalProfit drawCount totalSales profitMargin }
    month: adminPeriodAnalytics(period: month) { period totalProfit drawCount totalSales profitMargin }
    year: adminPeriodAnalytics(period: year) { period totalProfit drawCount totalSales profitMargin }
    adminRecentDraws(limit: 20) {
      drawType
      endDate
      totalTicketsSold
      winnerCount
      totalSales
      totalPrizes
      adminProfit
      profitPercentage
      draw {
        id
        name
      }
    }
  }
`);

export const AdminDrawAnalyticsQuery = graphql(`
  query AdminDrawAnalytics($id: ID!) {
    adminDrawAnalytics(id: $id) {
      drawType
      totalTickets
      totalSales
      adminProfit
      profitPercentage
      prizePool
      draw {
        id
        name
        status
        drawDate
        completedAt
      }
      winners {
        rank
        ticketNumber
        prizeAmount
        payoutStatus
        player {
          id
          username
        }
        user {
          id
          email
        }
      }
    }
  }
`);

export const AdminPayoutsQuery = graphql(`
  query AdminPayouts($status: PayoutStatus) {
    adminPayouts(status: $status) {
      id
      amount
      status
      pendingApproval
      adminNotes
      rank
      ticketNumber
      drawId
      drawName
      createdAt
      processedAt
      player {
        id
        username
      }
    }
  }
`);

export const UpdatePayoutMutation = graphql(`
  mutation UpdatePayout($id: ID!, $input: UpdatePayoutInput!) {
    updatePayout(id: $id, input: $input) {
      id
      status
      adminNotes
      processedAt
      pendingApproval
    }
  }
`);

export const AdminProfitsQuery = graphql(`
  query AdminProfits {
    adminProfits {
      id
      drawId
      drawName
      profitAmount
      totalTicketSales
      totalPrizesPaid
      profitPercentage
      createdAt
    }
    adminProfitTotals {
      totalProfit
      totalTicketSales
      totalPrizesPaid
    }
  }
`);

export const AdminDailyFiguresQuery = graphql(`
  query AdminDailyFigures($days: Int) {
    adminDailyFigures(days: $days) {
      day
      sales
      profit
      players
    }
  }
`);

/** The draw picker's choices: the dashboard's current draws and the recent completed ones. */
export const AdminDrawChoicesQuery = graphql(`
  query AdminDrawChoices {
    currentDraws {
      id
      name
      status
      drawDate
    }
    completedDraws(limit: 100) {
      id
      name
      completedAt
      drawDate
    }
  }
`);
