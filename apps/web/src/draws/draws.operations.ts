import { graphql } from '../gql';

/** What a draw card, the ticker and the Buy Tickets dialog show. */
export const DrawCardFields = graphql(`
  fragment DrawCardFields on Draw {
    id
    name
    period
    ticketPrice
    maxTickets
    ticketsSold
    ticketsRemaining
    drawDate
    opensAt
    prizePool
    firstPrize
    status
    myTicketCount
  }
`);

/** The house share, for the odds panel's estimate of a first prize before any sale. */
export const DrawOddsSettingsQuery = graphql(`
  query DrawOddsSettings {
    publicSettings {
      adminProfitPercentage
    }
  }
`);

export const CurrentDrawsQuery = graphql(`
  query CurrentDraws {
    currentDraws {
      ...DrawCardFields
    }
    ticketsInCurrentDraws
  }
`);

export const TicketFields = graphql(`
  fragment TicketFields on Ticket {
    id
    ticketNumber
    purchaseId
    status
    drawId
    drawName
    drawPeriod
    drawTicketPrice
    prizeAmount
    createdAt
    draw {
      id
      status
      firstPrize
      drawDate
    }
  }
`);

export const MyTicketsQuery = graphql(`
  query MyTickets($status: TicketStatus, $page: Int) {
    myTickets(status: $status, page: $page) {
      tickets {
        ...TicketFields
      }
      totalCount
      page
      pageSize
      totalPages
    }
  }
`);

export const MyTicketStatsQuery = graphql(`
  query MyTicketStats {
    myTicketStats {
      active
      won
      lost
      refunded
      total
      totalWinnings
    }
  }
`);

export const RecentWinnersQuery = graphql(`
  query RecentWinners {
    recentWinners(limit: 3) {
      id
      amount
      drawName
      ticketNumber
      rank
      player {
        id
        username
      }
    }
  }
`);

export const BuyTicketsMutation = graphql(`
  mutation BuyTickets($input: BuyTicketsInput!) {
    buyTickets(input: $input) {
      id
      quantity
      subtotal
      discountAmount
      discountPercent
      totalPaid
      balance
      draw {
        ...DrawCardFields
      }
    }
  }
`);

/** Queries whose figures change after a purchase (balance, counts, pools). */
export const AFTER_PURCHASE_REFETCH = ['Me', 'CurrentDraws', 'MyTickets', 'MyTicketStats'];
